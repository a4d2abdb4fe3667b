"""Parsing small hand-written AMDGCN and PTX, and the attribution rule."""

from __future__ import annotations

from bbprof.isa import amdgcn, ptx
from bbprof.isa.attribution import attribute
from bbprof.isa.machine import MachineBlock, MachineFunction

AMDGCN_TEXT = """\
\t.text
\t.globl\tk
\t.type\tk,@function
k:                                      ; @k
; %bb.3:
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_waitcnt lgkmcnt(0)
\ts_branch .LBB0_0
\t.p2align\t8
.LBB0_0:                                ; %bbprof.0
\t.loc\t1 2 3 prologue_end              ; k.py:2:3
\tv_mov_b32_e32 v1, 0
\ts_and_saveexec_b64 s[4:5], vcc
\ts_cbranch_execz .LBB0_2
; %bb.1:                                ; %bbprof.1
                                        ; =>This Inner Loop Header: Depth=1
\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
\tv_add_f32_e32 v1, v1, v2 ; trailing comment
\tfrobnicate_b32 v1
\ts_cbranch_scc1 .LBB0_1
.LBB0_2:                                ; %Flow
\ts_or_b64 exec, exec, s[4:5]
; %bb.4:                                ; %bbprof.2.split
                                        ;   in Loop: Header=BB0_1 Depth=2
\tglobal_store_dword v[0:1], v1, off
.LBB0_5:                                ; %bbprof.2
\ts_endpgm
.Lfunc_end0:
\t.size\tk, .Lfunc_end0-k
\t.section\t.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 64
; TotalNumSgprs: 10
; NumVgprs: 4
; NumAgprs: 16
; ScratchSize: 0
; LDSByteSize: 512 bytes/workgroup (compile time only)
; Occupancy: 8
\t.section\t.AMDGPU.gpr_maximums,"",@progbits
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .name:           x
        .size:           8
    .name:           k
    .sgpr_spill_count: 0
    .vgpr_spill_count: 3
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
...
"""


def test_amdgcn_blocks_instructions_and_comments():
    (fn,) = amdgcn.parse(AMDGCN_TEXT)
    assert fn.name == "k"
    assert [b.name for b in fn.blocks] == ["%bb.3", ".LBB0_0", "%bb.1", ".LBB0_2", "%bb.4",
                                          ".LBB0_5"]
    assert [b.ir_name for b in fn.blocks] == [None, "bbprof.0", "bbprof.1", "Flow",
                                              "bbprof.2.split", "bbprof.2"]
    assert [len(b.instructions) for b in fn.blocks] == [3, 3, 4, 1, 1, 1]
    assert fn.instruction_count == 13
    loop = fn.blocks[2]
    assert loop.loop_header and loop.loop_depth == 1
    assert fn.blocks[4].loop_depth == 2
    assert fn.blocks[1].branch_targets == [".LBB0_2"]
    assert fn.blocks[0].branch_targets == [".LBB0_0"]
    cats = [(i.mnemonic, i.category, i.known) for i in loop.instructions]
    assert cats == [("v_mfma_f32_32x32x8_f16", "matrix", True),
                    ("v_add_f32_e32", "valu", True), ("frobnicate_b32", "other", False),
                    ("s_cbranch_scc1", "branch", True)]
    assert loop.instructions[1].text == "v_add_f32_e32 v1, v1, v2"


def test_amdgcn_resources():
    (fn,) = amdgcn.parse(AMDGCN_TEXT)
    assert fn.resources["vgprs"] == 4
    assert fn.resources["agprs"] == 16
    assert fn.resources["sgprs"] == 10
    assert fn.resources["lds_bytes"] == 512
    assert fn.resources["occupancy_waves_per_simd"] == 8
    assert fn.resources["vgpr_spills"] == 3
    assert fn.resources["wave_size"] == 64


def test_attribution_rule():
    (fn,) = amdgcn.parse(AMDGCN_TEXT)
    attribute(fn)
    got = [(b.name, b.ir_block, b.origin) for b in fn.blocks]
    assert got == [
        ("%bb.3", 0, "llvm"),          # prologue before the first named block: the first
        (".LBB0_0", 0, "ir"),
        ("%bb.1", 1, "ir"),
        (".LBB0_2", 1, "llvm"),        # Flow: the block laid out before it
        ("%bb.4", 1, "derived"),       # bbprof.2.split: by layout too, not by its name
        (".LBB0_5", 2, "ir"),
    ]


def test_attribution_without_named_blocks_attributes_nothing():
    fn = MachineFunction(name="f", isa="amdgcn", line=1,
                         blocks=[MachineBlock(0, None, 0, None, 1),
                                 MachineBlock(1, ".LBB0_1", 1, "for.body", 5)])
    attribute(fn)
    assert [b.ir_block for b in fn.blocks] == [None, None]


PTX_TEXT = """\
.version 8.0
.target sm_80
.address_size 64
.shared .align 16 .b8 tile[1024];
.extern .func (.param .b32 func_retval0) helper
(
\t.param .b32 helper_param_0
)
;
.visible .entry k(
\t.param .u64 .ptr .global .align 1 k_param_0
)
.reqntid 128
{
\t.reg .pred \t%p<3>;
\t.reg .b32 \t%r<10>;
\t.local .align 4 .b8 \t__local_depot0[32];
// %bb.0:                               // %bbprof.0
\tld.param.b64 \t%rd1, [k_param_0];
\tmov.u32 \t%r1, %tid.x;
\tsetp.lt.s32 \t%p1, %r1, 7;
\t@%p1 bra \t$L__BB0_2;
$L__BB0_1:                              // %bbprof.1
                                        // =>This Inner Loop Header: Depth=1
\t// begin inline asm
\t{ .reg .b32 t; mov.b32 t, 1; @!%p2 st.global.b32 [%rd1], t; }
\t// end inline asm
\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r1,%r2}, {%r1,%r2,%r3,%r4};
\tbra.uni \t$L__BB0_1;
$L__BB0_2:                              // %bbprof.2
\tret;

}
"""


def test_ptx_blocks_statements_and_declarations():
    (fn,) = ptx.parse(PTX_TEXT)   # the extern .func declaration is not a function
    assert fn.name == "k"
    assert [b.label for b in fn.blocks] == [None, "$L__BB0_1", "$L__BB0_2"]
    assert [b.ir_name for b in fn.blocks] == ["bbprof.0", "bbprof.1", "bbprof.2"]
    mnemonics = [[i.mnemonic for i in b.instructions] for b in fn.blocks]
    assert mnemonics == [
        ["ld.param.b64", "mov.u32", "setp.lt.s32", "bra"],
        ["mov.b32", "st.global.b32", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
         "bra.uni"],
        ["ret"],
    ]
    assert fn.blocks[0].branch_targets == ["$L__BB0_2"]
    assert fn.blocks[1].loop_header and fn.blocks[1].loop_depth == 1
    assert fn.resources["ptx_regs_pred"] == 3 and fn.resources["ptx_regs_b32"] == 10
    assert fn.resources["local_bytes"] == 32
    assert fn.resources["shared_bytes"] == 1024
    assert fn.resources["reqntid"] == "128"
    # the inline assembly's statements are on the line they were written on
    assert fn.blocks[1].instructions[0].line == fn.blocks[1].instructions[1].line


def test_amdgcn_resources_alone_equal_the_full_parse():
    """``amdgcn.resources`` (what the occupancy check reads) finds what ``parse`` finds."""
    assert amdgcn.resources(AMDGCN_TEXT) == {"k": amdgcn.parse(AMDGCN_TEXT)[0].resources}


def test_amdgcn_resources_of_llvm_assembly_with_a_device_function():
    """On LLVM's own output for a kernel calling a device function that is not inlined
    (its ``; Function info:`` block too), for two wave sizes."""
    from bbprof.ir.module import load_module
    from bbprof.isa.compile import assembly, codegen_cpu

    ir = """target triple = "amdgcn-amd-amdhsa"
define internal fastcc float @helper(float %x) #0 {
  %y = fmul float %x, %x
  %z = call float @llvm.sqrt.f32(float %y)
  ret float %z
}
declare float @llvm.sqrt.f32(float)
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr float, ptr addrspace(1) %p, i32 %t
  %v = load float, ptr addrspace(1) %a
  %w = call fastcc float @helper(float %v)
  store float %w, ptr addrspace(1) %a
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { noinline }
"""
    module = load_module("k.ll", text=ir)
    for arch in ("gfx942", "gfx1100"):
        cpu, features = codegen_cpu(module, arch)
        asm = assembly(module.text, module.target, cpu, features)
        full = {fn.name: fn.resources for fn in amdgcn.parse(asm)}
        assert set(full) == {"k", "helper"}
        assert full["k"]["occupancy_waves_per_simd"] > 0 and "vgprs" in full["helper"]
        assert amdgcn.resources(asm) == full
