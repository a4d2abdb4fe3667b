"""What the counting code of every target shares: the counter global, the CFG hash
global, the counter row the entry code computes, and the declarations of intrinsics."""

from __future__ import annotations

from bbprof.instrument.layout import CFG_HASH_SYMBOL, COUNTER_SYMBOL, CounterLayout
from bbprof.ir.target import Target

P = "%__bbprof."


def ptr_type(target: Target) -> str:
    return "ptr addrspace(1)" if target.counter_addrspace == 1 else "ptr"


def global_line(target: Target, layout: CounterLayout) -> str:
    space = " addrspace(1)" if target.counter_addrspace == 1 else ""
    return (f"@{COUNTER_SYMBOL} ={space} global [{layout.words} x i64] zeroinitializer, "
            "align 128")


def cfg_hash_line(target: Target, value: int) -> str:
    space = " addrspace(1)" if target.counter_addrspace == 1 else ""
    return f"@{CFG_HASH_SYMBOL} ={space} constant i64 {value}, align 8"


def row_lines(target: Target, layout: CounterLayout) -> list[str]:
    """The end of a GPU's entry code: from ``%__bbprof.unit`` (the compute unit) and
    ``%__bbprof.wave_slot_raw`` (the wave within its workgroup), the shard (``layout.py``)
    and ``%__bbprof.row``, the address of its row of counters."""
    return [
        f"  {P}slot = and i32 {P}wave_slot_raw, {layout.wave_slots - 1}",
        f"  {P}unit_slots = mul i32 {P}unit, {layout.wave_slots}",
        f"  {P}combined = add i32 {P}unit_slots, {P}slot",
        f"  {P}shard = urem i32 {P}combined, {layout.shards}",
        f"  {P}shard64 = zext i32 {P}shard to i64",
        f"  {P}offset = mul i64 {P}shard64, {layout.row_words}",
        f"  {P}row = getelementptr inbounds i64, {ptr_type(target)} @{COUNTER_SYMBOL}, "
        f"i64 {P}offset",
    ]


# Signatures of every intrinsic the counting code calls.
INTRINSICS = {
    "llvm.nvvm.read.ptx.sreg.smid": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.tid.z": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.x": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.ntid.y": "i32 ()",
    "llvm.nvvm.read.ptx.sreg.lanemask.lt": "i32 ()",
    "llvm.amdgcn.s.getreg": "i32 (i32 immarg)",
    "llvm.nvvm.read.ptx.sreg.ntid.z": "i32 ()",
    "llvm.amdgcn.workgroup.id.x": "i32 ()",
    "llvm.amdgcn.workgroup.id.y": "i32 ()",
    "llvm.amdgcn.workgroup.id.z": "i32 ()",
    "llvm.amdgcn.workitem.id.x": "i32 ()",
    "llvm.amdgcn.workitem.id.y": "i32 ()",
    "llvm.amdgcn.workitem.id.z": "i32 ()",
    "llvm.amdgcn.implicitarg.ptr": "ptr addrspace(4) ()",
    "llvm.amdgcn.mbcnt.lo": "i32 (i32, i32)",
    "llvm.amdgcn.mbcnt.hi": "i32 (i32, i32)",
    "llvm.amdgcn.readfirstlane.i32": "i32 (i32)",
    "llvm.amdgcn.ballot.i64": "i64 (i1)",
    "llvm.amdgcn.ballot.i32": "i32 (i1)",
    "llvm.ctpop.i64": "i64 (i64)",
    "llvm.amdgcn.wave.reduce.umax.i32": "i32 (i32, i32 immarg)",
}


def declarations(inserted: list[str], declared: frozenset[str],
                 intrinsics: dict[str, str] = INTRINSICS) -> list[str]:
    """``declare`` lines for the intrinsics (of ``intrinsics``: name -> signature)
    ``inserted`` calls and the module does not declare (``declared``: the names the
    module declares): LLVM 18+ would declare them itself, LLVM 17 would not read the
    module."""
    code = "\n".join(inserted)
    out = []
    for name, signature in intrinsics.items():
        if name not in declared and f"@{name}(" in code:
            result, params = signature.rsplit(" (", 1)
            out.append(f"declare {result} @{name}({params}")
    return sorted(out)


def path_condition(path, kind: str, tag: str) -> tuple[list[str], str]:
    """The ``i1`` that is true where every ``(condition, when)`` of ``path`` holds: the
    lines that compute it (names ``%__bbprof.<kind>n.<tag>.<j>`` for a negation,
    ``%__bbprof.<kind>and.<tag>.<j>`` for a conjunction) and its name (``true`` when the
    path is empty)."""
    code, value = [], "true"
    for j, (condition, when) in enumerate(path):
        term = condition
        if not when:
            term = f"%__bbprof.{kind}n.{tag}.{j}"
            code.append(f"  {term} = xor i1 {condition}, true")
        if value == "true":
            value = term
        else:
            code.append(f"  %__bbprof.{kind}and.{tag}.{j} = and i1 {value}, {term}")
            value = f"%__bbprof.{kind}and.{tag}.{j}"
    return code, value
