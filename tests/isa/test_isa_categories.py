"""The category tables: each mnemonic family lands where the docs say."""

from __future__ import annotations

import pytest

from bbprof.isa.categories import AMDGCN, CATEGORIES, PTX, SASS, classify, rules_table


@pytest.mark.parametrize("mnemonic,category,alu", [
    ("v_mfma_f32_32x32x8_f16", "matrix", None),
    ("v_smfmac_f32_16x16x32_f16", "matrix", None),
    ("v_wmma_f32_16x16x16_f16", "matrix", None),
    ("v_add_f32_e32", "valu", "float"),
    ("v_fma_f32", "valu", "float"),
    ("v_cmp_gt_f32_e64", "valu", "float"),
    ("v_exp_f32_e32", "valu", "float"),
    ("v_pk_add_f32", "valu", "float"),
    ("v_dual_add_f32", "valu", "float"),
    ("v_add_u32_e32", "valu", "int"),
    ("v_mad_u64_u32", "valu", "int"),
    ("v_lshlrev_b64", "valu", "int"),
    ("v_cmp_gt_i32_e32", "valu", "int"),
    ("v_mov_b32_e32", "valu", "move"),
    ("v_dual_mov_b32", "valu", "move"),
    ("v_cvt_f16_f32_e32", "valu", "move"),
    ("v_cndmask_b32_e64", "valu", "move"),
    ("v_perm_b32", "valu", "move"),
    ("v_accvgpr_read_b32", "valu", "move"),
    ("v_readfirstlane_b32", "valu", "move"),
    ("s_mov_b32", "salu", "move"),
    ("s_cselect_b32", "salu", "move"),
    ("s_add_i32", "salu", "int"),
    ("s_and_saveexec_b64", "salu", "int"),
    ("s_load_dwordx8", "smem", None),
    ("s_buffer_load_dword", "smem", None),
    ("global_load_dwordx4", "vmem_load", None),
    ("buffer_load_dword", "vmem_load", None),
    ("scratch_load_b128", "scratch", None),
    ("global_load_lds_dwordx4", "vmem_load", None),
    ("global_store_short", "vmem_store", None),
    ("buffer_store_b32", "vmem_store", None),
    ("global_atomic_add_f32", "atomic", None),
    ("global_atomic_cmpswap", "atomic", None),
    ("ds_read_b128", "lds", None),
    ("ds_add_u32", "lds", None),
    ("ds_bpermute_b32", "lds", None),
    ("s_waitcnt", "waitcnt", None),
    ("s_waitcnt_vscnt", "waitcnt", None),
    ("s_wait_loadcnt", "waitcnt", None),
    ("s_delay_alu", "waitcnt", None),
    ("s_barrier", "barrier", None),
    ("s_branch", "branch", None),
    ("s_cbranch_execz", "branch", None),
    ("s_endpgm", "branch", None),
    ("s_setpc_b64", "branch", None),
    ("s_nop", "other", None),
    ("buffer_gl0_inv", "other", None),
    ("s_sendmsg", "other", None),
])
def test_amdgcn(mnemonic, category, alu):
    got = classify(AMDGCN, mnemonic)
    assert (got.category, got.alu, got.known) == (category, alu, True)


@pytest.mark.parametrize("mnemonic,category,alu", [
    ("ld.param.b64", "ld_param", None),
    ("ld.global.v4.b32", "ld_global", None),
    ("ld.global.nc.L1::evict_last.b16", "ld_global", None),
    ("ld.volatile.global.b32", "ld_global", None),
    ("st.global.v2.b32", "st_global", None),
    ("ld.shared.v4.b32", "ld_shared", None),
    ("ld.shared::cta.b32", "ld_shared", None),
    ("st.shared.b16", "st_shared", None),
    ("st.shared::cluster.b32", "st_shared", None),
    ("ld.local.u32", "ld_local", None),
    ("st.local.u32", "st_local", None),
    ("ld.const.u32", "ld_const", None),
    ("ld.u32", "ld_generic", None),
    ("atom.global.add.u32", "atomic", None),
    ("red.global.add.u64", "atomic", None),
    ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "mma", None),
    ("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16", "wgmma", None),
    ("wgmma.fence.sync.aligned", "wgmma", None),
    ("ldmatrix.sync.aligned.m8n8.x4.shared.b16", "ldmatrix", None),
    ("cp.async.cg.shared.global", "cp_async", None),
    ("cp.async.commit_group", "cp_async", None),
    ("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes", "tma",
     None),
    ("bar.sync", "barrier", None),
    ("barrier.sync", "barrier", None),
    ("mbarrier.try_wait.parity.shared::cta.b64", "barrier", None),
    ("fence.proxy.async.shared::cta", "barrier", None),
    ("bra.uni", "branch", None),
    ("bra", "branch", None),
    ("ret", "branch", None),
    ("setp.lt.s32", "setp", "int"),
    ("setp.gt.f32", "setp", "float"),
    ("add.s32", "int_alu", "int"),
    ("mad.lo.s32", "int_alu", "int"),
    ("mul.wide.u32", "int_alu", "int"),
    ("shl.b64", "int_alu", "int"),
    ("and.pred", "int_alu", "int"),
    ("add.f32", "float_alu", "float"),
    ("max.f32", "float_alu", "float"),
    ("fma.rn.f32", "float_alu", "float"),
    ("div.full.f32", "float_alu", "float"),
    ("ex2.approx.f32", "float_alu", "float"),
    ("add.rn.f16x2", "float_alu", "float"),
    ("cvt.rn.f16.f32", "cvt", "move"),
    ("cvta.to.global.u64", "cvt", "move"),
    ("mov.u32", "mov", "move"),
    ("mov.b32", "mov", "move"),
    ("shfl.sync.bfly.b32", "mov", "move"),
    ("selp.b32", "mov", "move"),
    ("prmt.b32", "mov", "move"),
    ("activemask.b32", "other", None),
])
def test_ptx(mnemonic, category, alu):
    got = classify(PTX, mnemonic)
    assert (got.category, got.alu, got.known) == (category, alu, True)


@pytest.mark.parametrize("mnemonic,category", [
    ("HGMMA.64x128x16.F32", "tensor"), ("HMMA.16816.F32", "tensor"),
    ("LDG.E.128", "memory"), ("STS.128", "memory"), ("LDSM.16.M88.4", "memory"),
    ("BRA", "branch"), ("EXIT", "branch"), ("BAR.SYNC.DEFER_BLOCKING", "barrier"),
    ("IMAD.WIDE", "other"),
])
def test_sass(mnemonic, category):
    assert classify(SASS, mnemonic).category == category


@pytest.mark.parametrize("isa,mnemonic", [
    (AMDGCN, "frobnicate_b32"), (PTX, "frobnicate.b32"), (AMDGCN, "x_unknown")])
def test_unknown_mnemonics_are_other_and_marked(isa, mnemonic):
    got = classify(isa, mnemonic)
    assert (got.category, got.alu, got.known) == ("other", None, False)


@pytest.mark.parametrize("isa", [AMDGCN, PTX, SASS])
def test_the_table_is_data_and_names_only_known_categories(isa):
    table = rules_table(isa)
    assert set(table.category) <= set(CATEGORIES[isa])
    assert set(table.alu.dropna()) <= {"int", "float", "move"}
