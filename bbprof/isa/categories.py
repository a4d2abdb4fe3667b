"""Instruction categories of AMDGCN and PTX (and a coarse one for SASS), as data.

Every ISA has one ordered table of rules ``(pattern, category, alu)``: the first rule whose
regular expression matches the whole mnemonic decides. ``category`` is one of the ISA's
``CATEGORIES``; ``alu`` says, for arithmetic, whether it is integer/address arithmetic
(``int``), floating-point math (``float``) or data movement (``move``: mov, cvt, pack,
permute, select, lane read/write); it is ``None`` for everything that is not ALU work.

A mnemonic that no rule matches is ``other`` with ``known=False``: the analysis lists those
by name (``StaticAnalysis.unknown_mnemonics``); nothing is dropped.

Choices worth knowing (each is a rule below, not a special case in code):

* AMDGCN ``s_delay_alu``/``s_waitcnt_depctr`` (gfx11 dependency stalls) count as ``waitcnt``
  with ``s_waitcnt*`` and gfx12's ``s_wait_*``; ``s_nop`` is ``other``.
* AMDGCN LDS atomics (``ds_add_u32``...) count as ``lds``; ``atomic`` is global, buffer,
  flat and scalar atomics. Cross-lane ``ds_bpermute``/``ds_swizzle`` are ``lds`` too (they use
  the LDS crossbar).
* Cache maintenance (``buffer_wbl2``, ``buffer_inv``, ``buffer_gl0_inv``...) is ``other``.
* AMDGCN ``scratch``: traffic to per-lane private memory (register spills, private
  arrays): ``scratch_*`` by mnemonic here, and the ``buffer_*`` loads and stores that go
  through the scratch buffer resource, which only the operands tell
  (``bbprof.isa.amdgcn`` reclassifies those).
* ``s_endpgm`` and PTX ``ret``/``exit`` count as ``branch`` (they end the program).
* gfx11 dual-issue ``v_dual_a :: v_dual_b`` is one instruction classified by its first half.
* PTX ``shfl``/``prmt``/``selp`` are ``mov`` (data movement); ``setp`` is its own category
  whose ``alu`` is ``float`` or ``int`` by operand type; ``wgmma.fence``/``commit``/``wait``
  count as ``wgmma``; ``cp.async.bulk*`` (TMA unit) is ``tma``, other ``cp.async`` is
  ``cp_async``; ``mbarrier``/``fence``/``membar`` are ``barrier``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

AMDGCN, PTX, SASS = "amdgcn", "ptx", "sass"
ALU_KINDS = ("int", "float", "move")

AMDGCN_CATEGORIES = ("valu", "salu", "matrix", "vmem_load", "vmem_store", "scratch", "smem",
                     "lds", "atomic", "branch", "waitcnt", "barrier", "other")
PTX_CATEGORIES = ("ld_param", "ld_global", "st_global", "ld_shared", "st_shared", "ld_local",
                  "st_local", "ld_const", "ld_generic", "st_generic", "atomic", "mma", "wgmma",
                  "ldmatrix", "cp_async", "tma", "barrier", "branch", "setp", "int_alu",
                  "float_alu", "cvt", "mov", "other")
SASS_CATEGORIES = ("tensor", "memory", "branch", "barrier", "other")

CATEGORIES = {AMDGCN: AMDGCN_CATEGORIES, PTX: PTX_CATEGORIES, SASS: SASS_CATEGORIES}

_FLOAT_TYPE = r"(?:f16|f32|f64|bf16|f8|bf8|fp8|bf8|tf32|xf32)"

# --- AMDGCN -------------------------------------------------------------------------------
# Encoding suffixes (_e32, _e64, _sdwa, _dpp) are removed before matching.
AMDGCN_RULES: tuple[tuple[str, str, str | None], ...] = (
    # matrix cores
    (r"v_(mfma|smfmac|wmma|swmmac)_.*", "matrix", None),
    # waits and dependency stalls
    (r"s_waitcnt.*|s_wait_.*|s_delay_alu", "waitcnt", None),
    (r"s_barrier.*", "barrier", None),
    # control flow and program end
    (r"s_branch|s_cbranch_.*|s_setpc_.*|s_swappc_.*|s_call_.*|s_endpgm.*|s_rfe_.*", "branch",
     None),
    # atomics (LDS atomics are "lds", below)
    (r"(global|buffer|flat|scratch)_atomic_.*|s_(buffer_)?atomic_.*", "atomic", None),
    # private (scratch) memory; buffer_* through the scratch resource: see bbprof.isa.amdgcn
    (r"scratch_(load|store)_.*", "scratch", None),
    # vector memory
    (r"(global|buffer|flat|scratch|tbuffer)_load_.*|image_(load|sample|gather4|get_).*",
     "vmem_load", None),
    (r"(global|buffer|flat|scratch|tbuffer)_store_.*|image_store.*", "vmem_store", None),
    (r"buffer_(wbl2|inv|gl0_inv|gl1_inv|wbinvl1.*)|global_(wb|inv|wbinv)", "other", None),
    # scalar memory
    (r"s_(buffer_)?(load|store)_.*|s_scratch_.*|s_dcache_.*|s_memtime|s_memrealtime"
     r"|s_atc_probe.*", "smem", None),
    # LDS (and GDS)
    (r"ds_.*", "lds", None),
    # scalar odds and ends that are not ALU work
    (r"s_nop|s_sleep.*|s_setprio|s_sethalt|s_trap|s_icache_inv|s_set_inst_prefetch_distance"
     r"|s_clause|s_sendmsg.*|s_ttracedata.*|s_code_end|s_inst_prefetch|s_denorm_mode"
     r"|s_round_mode|s_singleuse_vdst|s_version|s_incperflevel|s_decperflevel", "other", None),
    # scalar ALU
    (r"s_(mov|cmov|movk|cmovk|cselect|pack|getpc|movreld|movrels|swap|getreg|setreg|cvt)"
     r"(_.*)?", "salu", "move"),
    (rf"s_.*_{_FLOAT_TYPE}(_.*)?|s_(ceil|floor|trunc|rndne)_.*", "salu", "float"),
    (r"s_.*", "salu", "int"),
    # vector ALU: data movement first, then float math, then integer arithmetic
    (r"v_(dual_)?(mov|movreld|movrels|movrelsd|swap|swaprel)_.*|v_accvgpr_.*"
     r"|v_read(first)?lane_.*|v_writelane_.*|v_(dual_)?cndmask_.*|v_perm_.*|v_permlane.*"
     r"|v_pack_.*|v_cvt_.*|v_pk_mov_.*|v_mov_b64|v_(dual_)?mov_.*|v_alignbyte_.*"
     r"|v_mbcnt_.*|v_bfrev_.*", "valu", "move"),
    (rf"v_(dual_)?.*_{_FLOAT_TYPE}(_.*)?|v_(dual_)?.*{_FLOAT_TYPE}"
     rf"|v_(rcp|rsq|sqrt|exp|log|sin|cos|frexp|ldexp|fract|div_.*|trig_.*)(_.*)?"
     r"|v_pk_(fma|add|mul|max|min)_f.*|v_dot.*_f.*", "valu", "float"),
    (r"v_.*", "valu", "int"),
)

# --- PTX ----------------------------------------------------------------------------------
# Matched against the full dotted opcode without a guard predicate: "ld.global.v4.b32".
_PTX_INT_OPS = (r"add|sub|mul|mad|mul24|mad24|sad|div|rem|abs|neg|min|max|and|or|xor|not"
                r"|shl|shr|shf|lop3|bfe|bfi|brev|popc|clz|bfind|fns|dp4a|dp2a|cnot|szext"
                r"|bmsk|redux|addc|subc|madc")
PTX_RULES: tuple[tuple[str, str, str | None], ...] = (
    (r"ld\.param(\..*)?", "ld_param", None),
    (r"ld(\.\w+)*\.global(\..*)?|ldu\.global(\..*)?", "ld_global", None),
    (r"st(\.\w+)*\.global(\..*)?", "st_global", None),
    (r"ld(\.\w+)*\.shared(\S*)?", "ld_shared", None),
    (r"st(\.\w+)*\.shared(\S*)?", "st_shared", None),
    (r"ld(\.\w+)*\.local(\..*)?", "ld_local", None),
    (r"st(\.\w+)*\.local(\..*)?", "st_local", None),
    (r"ld(\.\w+)*\.const(\..*)?", "ld_const", None),
    (r"ld(\..*)?", "ld_generic", None),
    (r"st(\..*)?", "st_generic", None),
    (r"(atom|red)(\..*)?", "atomic", None),
    (r"wgmma\..*", "wgmma", None),
    (r"mma\..*|mma", "mma", None),
    (r"(ldmatrix|stmatrix|movmatrix)(\..*)?", "ldmatrix", None),
    (r"cp\.(reduce\.)?async\.bulk(\..*)?|cp\.async\.bulk\..*|tensormap\..*", "tma", None),
    (r"cp\.async(\..*)?", "cp_async", None),
    (r"(bar|barrier|mbarrier|fence|membar)(\..*)?", "barrier", None),
    (r"(bra|brx|ret|exit|call|trap|brkpt)(\..*)?", "branch", None),
    (rf"setp\..*\.{_FLOAT_TYPE}(x2)?", "setp", "float"),
    (r"setp(\..*)?|set\..*", "setp", "int"),
    (r"(cvt|cvta|cvt\.pack)(\..*)?", "cvt", "move"),
    (r"(mov|shfl|prmt|selp|slct)(\..*)?", "mov", "move"),
    (rf"({_PTX_INT_OPS}|fma|rcp|sqrt|rsqrt|ex2|lg2|sin|cos|tanh|copysign|testp)"
     rf"(\..*)?\.{_FLOAT_TYPE}(x2)?(\..*)?", "float_alu", "float"),
    (r"(fma|rcp|sqrt|rsqrt|ex2|lg2|sin|cos|tanh|copysign|testp)(\..*)?", "float_alu",
     "float"),
    (rf"({_PTX_INT_OPS})(\..*)?", "int_alu", "int"),
    (r"(activemask|vote|match|elect|nanosleep|pmevent|prefetch|prefetchu|discard"
     r"|applypriority|createpolicy|griddepcontrol|setmaxnreg|getctarank|mapa|isspacep"
     r"|istypep|suld|sust|tex|tld4|txq|suq|alloca|stackrestore|stacksave)(\..*)?",
     "other", None),
)

# --- SASS (coarse: what the per-block SASS counts are split into) ------------------------
SASS_RULES: tuple[tuple[str, str, str | None], ...] = (
    (r"(HMMA|HGMMA|IMMA|DMMA|BMMA|HGMMA|UTCHMMA|UTCIMMA|UTCQMMA|WARPGROUP)(\..*)?", "tensor",
     None),
    (r"(LDG|STG|LDS|STS|LDSM|STSM|LDL|STL|LD|ST|LDGSTS|LDGDEPBAR|ATOM|ATOMG|ATOMS|RED|REDG"
     r"|UBLKCP|UTMALDG|UTMASTG|UTMAPF|UTMACCTL|LDC|ULDC|CCTL)(\..*)?", "memory", None),
    (r"(BRA|BRX|JMP|JMX|CALL|RET|EXIT|BSSY|BSYNC|WARPSYNC|BREAK|KILL|NANOSLEEP|YIELD)"
     r"(\..*)?", "branch", None),
    (r"(BAR|MEMBAR|DEPBAR|SYNCS|ERRBAR|CGAERRBAR|FENCE)(\..*)?", "barrier", None),
    (r"[A-Z0-9_]+(\..*)?", "other", None),
)

_RULES = {AMDGCN: AMDGCN_RULES, PTX: PTX_RULES, SASS: SASS_RULES}
_COMPILED = {isa: tuple((re.compile(p), c, a) for p, c, a in rules)
             for isa, rules in _RULES.items()}
_AMDGCN_ENCODING = re.compile(r"_(e32|e64|sdwa|dpp|dpp8|dpp16|e64_dpp)$")


@dataclass(frozen=True)
class Category:
    category: str
    alu: str | None
    known: bool


def _check_tables() -> None:
    for isa, rules in _RULES.items():
        for _pattern, category, alu in rules:
            assert category in CATEGORIES[isa], (isa, category)
            assert alu is None or alu in ALU_KINDS, (isa, alu)


_check_tables()


def mnemonic_key(isa: str, mnemonic: str) -> str:
    """The form of a mnemonic the rules match: AMDGCN without its encoding suffix."""
    if isa == AMDGCN:
        return _AMDGCN_ENCODING.sub("", mnemonic)
    return mnemonic


@lru_cache(maxsize=8192)
def classify(isa: str, mnemonic: str) -> Category:
    """The category of one mnemonic (``v_add_f32_e32``, ``ld.global.v4.b32``, ``HMMA.16816``)."""
    key = mnemonic_key(isa, mnemonic)
    for pattern, category, alu in _COMPILED[isa]:
        if pattern.fullmatch(key):
            return Category(category, alu, True)
    return Category("other", None, False)


def rules_table(isa: str):
    """The rule table of an ISA as a DataFrame (for docs and ``bbprof static --rules``)."""
    import pandas as pd

    return pd.DataFrame(list(_RULES[isa]), columns=["pattern", "category", "alu"])


# SASS -> the overhead groups of ``bbprof.isa.groups`` (what the issue model and `bbprof
# validate` count): one rule per mnemonic (without modifiers) -> group, first match wins. Integer compares and
# address arithmetic are int_arith, as PTX's integer ALU and setp are.
SASS_GROUP_RULES: tuple[tuple[str, str], ...] = (
    (r"HMMA|HGMMA|IMMA|DMMA|BMMA|QMMA|OMMA|UTC\w*MMA|WARPGROUP", "matrix"),
    (r"LDG|STG|LD|ST|ATOM|ATOMG|RED|REDG|LDGSTS|LDGDEPBAR|UBLKCP|UTMALDG|UTMASTG|UTMAPF"
     r"|UTMACCTL|UBLKRED|UTMAREDG|CCTL|CCTLL|SUST|SULD|SUATOM|SURED|TEX|TLD|TLD4|TXQ",
     "global_memory"),
    (r"LDL|STL", "scratch_spill"),
    (r"LDS|STS|LDSM|STSM|ATOMS|LDTRAM", "shared_memory"),
    (r"BAR|BARRIER|MEMBAR|DEPBAR|SYNCS|ERRBAR|CGAERRBAR|FENCE|WARPSYNC|NANOSLEEP|ARRIVES",
     "sync_wait"),
    (r"BRA|BRX|JMP|JMX|CALL|RET|EXIT|BSSY|BSYNC|BREAK|KILL|BPT|YIELD|ACQBULK|ELECT|ENDCOLLECTIVE",
     "control_flow"),
    (r"MOV|UMOV|SEL|USEL|PRMT|UPRMT|SHFL|I2F\w*|F2I\w*|F2F\w*|I2I\w*|F2FP\w*|R2P|P2R|R2UR"
     r"|S2R|S2UR|CS2R|LDC|ULDC|VOTE|VOTEU|MATCH|REDUX|CREDUX|B2R|R2B|PLOP3|UPLOP3|PSETP",
     "data_movement"),
    (r"F\w*|H\w*|MUFU|DADD|DMUL|DFMA|DSETP|DMNMX|RRO|VABSDIFF\w*", "float_math"),
    (r"I\w*|UI\w*|LEA|ULEA|SHF|USHF|LOP|LOP3|ULOP3|ULOP|SGXT|USGXT|BMSK|UBMSK|POPC|UPOPC"
     r"|FLO|UFLO|BREV|UBREV|VIADD\w*|VIMNMX\w*|UIADD3|UIMAD\w*|UISETP|IABS|LEPC|BITEXTRACT",
     "int_arith"),
)


def sass_group(mnemonic: str) -> str:
    """The group of one SASS mnemonic (``IMAD.WIDE.U32`` -> ``int_arith``)."""
    import re

    base = mnemonic.split(".")[0]
    for pattern, group in SASS_GROUP_RULES:
        if re.fullmatch(pattern, base):
            return group
    return "other"


# the groups' order (``bbprof.isa.groups.GROUPS``, checked equal by its tests)
SASS_GROUP_NAMES: tuple[str, ...] = ("int_arith", "float_math", "data_movement", "matrix",
                                     "global_memory", "scratch_spill", "shared_memory",
                                     "sync_wait", "control_flow", "other")
