"""Is every branch of a kernel warp-uniform? A conservative uniformity analysis.

Wave counts obey flow conservation only where a wave cannot split: when every lane of a
wave that reaches a branch takes the same side, each wave that enters a block leaves it
along exactly one edge, as a thread does. A kernel's waves start whole, so if *every*
branch of the kernel is uniform (its condition has one value across the lanes of a
wave), a wave never splits and never meets a part of itself: wave_hits can be recovered
from counters on the edges outside a spanning tree, like thread_hits. ``placement.py``
counts such kernels that way; every other function keeps a counter at every block.

The analysis is the data half of LLVM's UniformityAnalysis (Sampaio et al., "Divergence
analysis", TOPLAS 2013), run on the printed IR and biased towards "divergent": a value
is **divergent** if it is

* a source: a thread, lane or lane-mask id (``tid``, ``laneid``, ``lanemask``,
  ``workitem.id``, ``mbcnt``), an atomic's result, a load from per-lane memory (NVPTX
  generic and local, AMDGPU flat and private), a volatile or atomic load, an alloca, the
  result of an intrinsic not known to be lane-independent, or of inline assembly that is
  not a list of known lane-independent PTX instructions;
* computed from a divergent operand (phis included).

Everything else is uniform: constants, globals, kernel arguments, block ids and sizes,
``ballot``/``readfirstlane``/``vote``/``redux`` results, and loads from a uniform address
in global, shared or constant memory (every lane of the wave reads the same word in the
same instruction).

A kernel is **warp-uniform** when every conditional ``br`` and ``switch`` has a uniform
condition and nothing else can split a wave: no call of a function (its body may branch
on lane ids), no ``invoke``/``callbr``/``indirectbr``, no inline assembly with control
flow. Functions other than kernels are never warp-uniform here: they may be called by
part of a wave. On the host (one lane per wave) every function is. ``warp_uniformity``
answers that, reading as little as it can.

Where a kernel is not, ``divergence`` says which branches are divergent, for placement's
hybrid graph (``instrument/placement.py``). It reads the whole function and adds the
control half of the analysis, which a function with divergent branches needs (Sampaio
et al.'s sync dependence; LLVM's "temporal divergence"): a phi where two sides of a
divergent branch meet (a block with two or more predecessors that two of its successors
reach without passing its immediate post-dominator, and that post-dominator itself)
merges lane-dependent values, and an instruction outside a divergent branch's region
that reads a value defined inside it (a loop that a divergent branch leaves: its lanes
leave after different iterations) reads a lane-dependent one. Both repeat until no more
branches become divergent. Calls of functions and inline assembly with control flow
still refuse the whole function (they may split or merge a wave inside a block).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bbprof.ir.cfg import immediate_post_dominators
from bbprof.ir.module import NAME, Function
from bbprof.ir.target import AMDGPU, HOST, NVPTX

_REF = re.compile(rf"(?<!label )%{NAME}")
_STRING = re.compile(r'(?<!%)"(?:[^"\\]|\\.)*"')      # a string, not a quoted %"name"
_CONDITION = re.compile(rf"^\s+(?:br i1|switch \S+) (?P<value>%{NAME}),")
_OPCODE = re.compile(r"\s*(?:(?:tail|musttail|notail) )?([a-z_0-9]+)")
_RESULT = re.compile(rf"^\s+(?P<name>%{NAME}) = ")
_CALLEE = re.compile(rf"@(?P<name>{NAME})\(")
_LOAD_SPACE = re.compile(r"^\s+(?:%\S+ = )?load (?P<rest>.*)$")
_PTR_SPACE = re.compile(r",\s*ptr(?: addrspace\((?P<space>\d+)\))? [%@]")

# Memory that holds a value per lane: a load from it differs across lanes even at a
# uniform address (NVPTX generic may point to local memory; AMDGPU flat to private).
_PER_LANE_SPACES = {NVPTX: {0, 5}, AMDGPU: {0, 5}}

_UNIFORM_RESULT = re.compile(
    r"^llvm\.(?:nvvm\.read\.ptx\.sreg\.(?:ctaid|nctaid|ntid|nsmid|smid|gridid|warpsize|"
    r"nwarpid|warpid|clusterid|nclusterid|cluster\.ctaid|cluster\.nctaid|cluster\.ctarank|"
    r"cluster\.nctarank|is\.explicit\.cluster)|nvvm\.vote\.(?:ballot|any|all|uni)|"
    r"nvvm\.redux\.sync|amdgcn\.(?:workgroup\.id|readfirstlane|readlane|ballot|icmp|fcmp|"
    r"s\.getpc|dispatch\.ptr|dispatch\.id|kernarg\.segment\.ptr|implicitarg\.ptr|queue\.ptr|"
    r"lds\.kernel\.id|groupstaticsize|wave\.reduce|s\.getreg|s\.memtime|s\.memrealtime))")
"""Intrinsics whose result is the same in every lane, whatever their operands."""

_LANE_INDEPENDENT = re.compile(
    r"^llvm\.(?:nvvm\.(?:fma|fmax|fmin|fabs|ex2|lg2|sqrt|rsqrt|rcp|sin|cos|mul|mulhi|mul24|"
    r"umul|div|abs|saturate|ceil|floor|trunc|round|d2|f2|i2|ui2|ll2|ull2|h2f|bf2|ff2|add|"
    r"bitcast|prmt|fns|min|max|ldu|ldg|isspacep|clz|popc|brev|sad|barrier|bar\.|fence|"
    r"membar|cp\.async)|amdgcn\.(?:rcp|rsq|sqrt|fract|ldexp|frexp|class|fmed3|cvt|mul\.u24|"
    r"mul\.i24|mulhi|ubfe|sbfe|fdot|sdot|udot|alignbit|alignbyte|perm|lerp|sad|msad|qsad|"
    r"mqsad|cube|sin|cos|exp2|log|fmul\.legacy|fma\.legacy|div\.fixup|div\.fmas|div\.scale|"
    r"trig\.preop|s\.buffer\.load|raw\.buffer\.load|raw\.ptr\.buffer\.load|"
    r"struct\.buffer\.load|struct\.ptr\.buffer\.load|make\.buffer\.rsrc|s\.sleep|s\.barrier|"
    r"s\.waitcnt|sched|iglp|fence))")
"""Target intrinsics whose result is uniform when their operands are (pure arithmetic,
loads through another cache, barriers). LLVM's own ``llvm.*`` intrinsics are, but for
``_LANE_DEPENDENT``."""

COMPILE_TIME_CONSTANT_CALLS = frozenset({"__nvvm_reflect"})
"""Functions the back end replaces by a constant before code generation (NVPTX's
NVVMReflect pass answers ``__nvvm_reflect("__CUDA_FTZ")`` and friends from module flags
and the arch): calling one splits nothing, and its result is the same in every lane.
Triton's llir keeps such calls in every inlined libdevice body."""

_LANE_DEPENDENT = re.compile(
    r"^llvm\.(?:read_register|read_volatile_register|readcyclecounter|readsteadycounter|"
    r"stacksave|frameaddress|returnaddress|thread\.pointer|experimental\.)")

# Inline PTX whose every instruction computes from its operands only (no special
# register, no lane exchange, no control flow) and loads only from memory shared by the
# lanes.
_PTX_PURE = frozenset({
    "mov", "cvt", "cvta", "add", "sub", "mul", "mad", "fma", "min", "max", "and", "or", "xor",
    "not", "shl", "shr", "selp", "setp", "set", "neg", "abs", "div", "rem", "prmt", "bfe",
    "bfi", "lop3", "ex2", "lg2", "rcp", "sqrt", "rsqrt", "sin", "cos", "tanh", "copysign",
    "testp", "st", "ld", "cp", "fence", "membar", "bar", "barrier", "clz", "popc", "brev",
    "shf", "sad", "mul24", "mad24", "madc", "addc", "subc", "fns", "bfind"})
_PTX_CONTROL = re.compile(r"(?:^|[;\s{}])(?:bra|brx|call|ret|exit|trap)\b|^\s*\$?\w+:",
                          re.MULTILINE)
_SHARED_SPACES = ("global", "shared", "const", "param")
_PTX_REG_DECL = re.compile(r"\.reg\s+\.\w+\s+(?P<names>[^;]+)")


@dataclass(frozen=True)
class Uniformity:
    """Whether every branch of a function is warp-uniform; when not, the first reason."""

    uniform: bool
    reason: str | None = None

    def to_json(self) -> dict:
        return {"uniform": self.uniform, "reason": self.reason}


def warp_uniformity(fn: Function, target_kind: str) -> Uniformity:
    """Whether no branch of ``fn`` can send the lanes of one wave different ways.

    This runs for every kernel bbprof instruments, so it reads as little as it can: the
    blocks in order until the first reason to say no, and of the instructions only the
    calls and the values the branch conditions are computed from (their backward slice,
    definitions looked up in text order as far as the slice needs)."""
    if target_kind == HOST:
        return Uniformity(True, None)
    if not fn.is_kernel:
        return Uniformity(False, "not a kernel: it may be entered by part of a wave")
    unread = iter(fn.blocks)                         # read a block at a time
    defs: dict[str, str] = {}                        # value -> its instruction's text
    # a kernel's arguments (uniform), and the labels a phi names beside its values
    not_defined = {*fn.arguments, *(block.ref for block in fn.blocks)}

    def definition(name: str) -> str | None:
        if name in not_defined:
            return None
        while name not in defs:
            block = next(unread, None)
            if block is None:
                return None                           # a constant or global
            for inst in block.instructions:
                text = inst.text
                if text.startswith("  %"):
                    defs[text[2:text.index(" = ")] if text[3] != '"'
                         else _RESULT.match(text).group("name")] = text
        return defs[name]

    operands: dict[str, list[str]] = {}              # the slice: what each value reads
    users: dict[str, list[str]] = {}
    divergent: set[str] = set()
    for block in fn.blocks:
        # calls: an intrinsic's callee is the line's first "@" (no regex for those)
        for inst in block.instructions:
            text = inst.text
            if ("call " in text and text.find("@") != text.find("@llvm.")
                    and inst.opcode == "call" or " asm " in text):
                if refusal := _call_refusal(text):
                    return Uniformity(False, f"{refusal} in block '{block.name}'")
        op = block.terminator.opcode
        if op in ("invoke", "callbr", "indirectbr"):
            return Uniformity(False, f"'{op}' in block '{block.name}'")
        condition = (_CONDITION.match(block.terminator.text)
                     if op in ("br", "switch") else None)
        if condition is None:
            continue
        condition = condition.group("value")
        # grow the slice; divergence spreads from the sources to their users
        work, seeds = [condition], []
        while work:
            name = work.pop()
            if name in operands or (text := defs.get(name) or definition(name)) is None:
                continue
            result = _RESULT.match(text)
            source = _source(_OPCODE.match(text, result.end()).group(1), text, target_kind)
            reads = operands[name] = ([] if source is not None else [
                r for r in _operands(text[result.end():]) if r != name])
            for operand in reads:
                if operand in users:
                    users[operand].append(name)
                else:
                    users[operand] = [name]
            if source is True or not divergent.isdisjoint(reads):
                seeds.append(name)
            work.extend(reads)
        while seeds:
            name = seeds.pop()
            if name not in divergent:
                divergent.add(name)
                seeds.extend(users.get(name, ()))
        if condition in divergent:
            return Uniformity(False, f"the {op} ending block '{block.name}' depends on "
                                     f"lane values ({condition})")
    return Uniformity(True, None)


@dataclass(frozen=True)
class Divergence:
    """Where the lanes of a wave may go different ways, block by block.

    ``refusal``: why no block of the function can count waves by conservation (not a
    kernel; an ``invoke``, ``callbr`` or ``indirectbr``; a call of a function or inline
    assembly with control flow, which may split a wave or merge its parts in the middle
    of a block); then ``branches`` is empty. ``branches``: block -> why its terminator
    may send the lanes of one wave different ways.
    """

    refusal: str | None = None
    branches: dict[int, str] = field(default_factory=dict)

    @property
    def uniform(self) -> bool:
        return self.refusal is None and not self.branches


def divergence(fn: Function, target_kind: str,
               first: Uniformity | None = None) -> Divergence:
    """Every block whose terminator may be divergent, for the whole function.

    ``warp_uniformity`` answers fast for the (common) uniform kernel; only when it finds
    a reason does this read the whole function: the data half as above over every
    instruction, plus the control half that a function with divergent branches needs —
    a phi in a block where the two sides of a divergent branch meet (the branch's region
    up to its immediate post-dominator, that block included) holds lane-dependent
    values, and so does an instruction outside a divergent branch's region that reads a
    value defined inside it where the region has a cycle through the branch (a loop left
    by a divergent branch: its lanes leave after different iterations), and a branch
    outside on such a value. All of it repeats until no more branches become divergent."""
    first = first or warp_uniformity(fn, target_kind)
    if first.uniform:
        return Divergence()
    if not fn.is_kernel and target_kind != HOST:
        return Divergence(refusal=first.reason)
    defined_in: dict[str, int] = {}
    text_of: dict[str, str] = {}
    defs_in: dict[int, list[str]] = {}
    for block in fn.blocks:
        op = block.terminator.opcode
        if op in ("invoke", "callbr", "indirectbr"):
            return Divergence(refusal=f"'{op}' in block '{block.name}'")
        for inst in block.instructions:
            text = inst.text
            if ("call " in text or " asm " in text) and (
                    inst.opcode == "call" or " asm " in text):
                if refusal := _call_refusal(text):
                    return Divergence(refusal=f"{refusal} in block '{block.name}'")
            if text.startswith("  %"):
                name = (text[2:text.index(" = ")] if text[3] != '"'
                        else _RESULT.match(text).group("name"))
                defined_in[name] = block.id
                text_of[name] = text
                defs_in.setdefault(block.id, []).append(name)
    users: dict[str, list[str]] = {}
    divergent: set[str] = set()
    seeds: list[str] = []
    for name, text in text_of.items():
        result = _RESULT.match(text)
        source = _source(_OPCODE.match(text, result.end()).group(1), text, target_kind)
        if source is True:
            seeds.append(name)
        elif source is None:
            for r in _operands(text[result.end():]):
                if r != name and r in text_of:
                    users.setdefault(r, []).append(name)

    def spread(work: list[str]) -> None:
        while work:
            name = work.pop()
            if name not in divergent:
                divergent.add(name)
                work.extend(users.get(name, ()))

    spread(seeds)
    conditions = {}
    for block in fn.blocks:
        op = block.terminator.opcode
        match = (_CONDITION.match(block.terminator.text) if op in ("br", "switch") else None)
        if match is not None:
            conditions[block.id] = (op, match.group("value"))
    branches_on: dict[int, list[tuple[int, str]]] = {}   # block -> conditions it defines
    for c, (_, value) in conditions.items():
        if value in defined_in:
            branches_on.setdefault(defined_in[value], []).append((c, value))
    ipdom = None
    preds: dict[int, int] = {}
    for block in fn.blocks:
        for succ in block.successor_ids:
            preds[succ] = preds.get(succ, 0) + 1
    branches: dict[int, str] = {}
    while True:
        new = [b for b, (op, value) in conditions.items()
               if b not in branches and value in divergent]
        if not new:
            break
        if ipdom is None:
            ipdom = immediate_post_dominators(fn)
        more: list[str] = []
        for b in new:
            op, value = conditions[b]
            branches[b] = (f"the {op} ending block '{fn.blocks[b].name}' depends on lane "
                           f"values ({value})")
            join = ipdom[b]
            region, joins = _region(fn, b, join, preds)
            for j in joins:   # phis where the sides meet
                for inst in fn.blocks[j].instructions:
                    if inst.opcode != "phi":
                        break
                    more.append(_RESULT.match(inst.text).group("name"))
            # read outside, defined inside: only where lanes may leave after different
            # iterations, a cycle through the branch (elsewhere every lane runs each
            # definition of the region once, and its value is its operands')
            for inner in (region if b in region else ()):
                for name in defs_in.get(inner, ()):
                    more.extend(u for u in users.get(name, ())
                                if defined_in[u] not in region and u not in divergent)
                # a branch outside on a value defined inside
                more.extend(value for c, value in branches_on.get(inner, ())
                            if c not in region)
        spread(more)
    return Divergence(branches=branches)


def _region(fn: Function, branch: int, join: int | None,
            preds: dict[int, int]) -> tuple[set[int], set[int]]:
    """The blocks reachable from ``branch``'s successors without passing ``join`` (its
    immediate post-dominator), and the blocks where lanes from two of its sides may meet:
    ``join`` itself and every block with two or more predecessors that two different
    successors reach."""
    region: set[int] = set()
    reached_from: dict[int, int] = {}        # block -> how many successors reach it
    for start in fn.blocks[branch].successor_ids:
        if start == join:
            continue
        seen = {start}
        work = [start]
        while work:
            b = work.pop()
            for s in fn.blocks[b].successor_ids:
                if s != join and s not in seen:
                    seen.add(s)
                    work.append(s)
        region |= seen
        for b in seen:
            reached_from[b] = reached_from.get(b, 0) + 1
    joins = {b for b, n in reached_from.items() if n > 1 and preds.get(b, 0) > 1}
    if join is not None:
        joins.add(join)
    return region, joins


def _operands(text: str) -> list[str]:
    """The local values an instruction reads, in order (labels and strings skipped)."""
    if '"' in text:
        text = _STRING.sub('""', text)
    return _REF.findall(text)


def _call_refusal(text: str) -> str | None:
    """Why a call may split a wave, or None: a called function (not an intrinsic), or
    inline assembly with control flow."""
    asm = _asm_body(text) if " asm " in text else None
    if asm is not None:
        return "inline assembly with control flow" if _PTX_CONTROL.search(asm) else None
    callee = _callee(text)
    if callee is None:
        return "an indirect call"
    if not callee.startswith("llvm.") and callee not in COMPILE_TIME_CONSTANT_CALLS:
        return f"a call of @{callee}"
    return None


def _source(op: str, text: str, target_kind: str) -> bool | None:
    """True: the result is divergent whatever its operands; False: uniform whatever its
    operands; None: uniform when its operands are."""
    if op in ("atomicrmw", "cmpxchg", "alloca", "va_arg", "landingpad"):
        return True
    if op == "load":
        rest = _LOAD_SPACE.match(text)
        if rest is None or rest.group("rest").startswith(("volatile", "atomic")):
            return True
        space = _PTR_SPACE.search(rest.group("rest"))
        address_space = int(space.group("space") or 0) if space else 0
        return True if address_space in _PER_LANE_SPACES.get(target_kind, set()) else None
    if op != "call":
        return None
    asm = _asm_body(text)
    if asm is not None:
        return None if target_kind == NVPTX and _pure_ptx(asm) else True
    callee = _callee(text) or ""
    if _UNIFORM_RESULT.match(callee) or callee in COMPILE_TIME_CONSTANT_CALLS:
        return False
    if _LANE_INDEPENDENT.match(callee):
        return None
    if callee.startswith(("llvm.nvvm.", "llvm.amdgcn.")) or _LANE_DEPENDENT.match(callee):
        return True
    return None if callee.startswith("llvm.") else True


def _callee(text: str) -> str | None:
    """The called function's name (the first ``@name(``: strings come after it)."""
    match = _CALLEE.search(text)
    if match is None:
        return None
    name = match.group("name")
    return name[1:-1] if name.startswith('"') else name


def _asm_body(text: str) -> str | None:
    """The assembly string of an inline-asm call, escapes decoded; None for other calls."""
    match = re.search(r'\basm (?:sideeffect |alignstack |inteldialect |unwind )*"'
                      r'(?P<body>(?:[^"\\]|\\.)*)"', text)
    if match is None:
        return None
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)),
                  match.group("body"))


def _pure_ptx(asm: str) -> bool:
    """Whether every PTX instruction of ``asm`` reads only its operands and memory that
    every lane sees alike (no special register, no lane exchange, no local memory)."""
    declared = {name.strip().split("<")[0] for decl in _PTX_REG_DECL.finditer(asm)
                for name in decl.group("names").split(",")}
    for statement in re.split(r"[;\n]", asm):
        statement = statement.strip().strip("{}").strip()
        if not statement or statement.startswith(".reg"):
            continue
        statement = re.sub(r"^@!?\S+\s+", "", statement)
        opcode = statement.split()[0]
        parts = opcode.split(".")
        if parts[0] not in _PTX_PURE:
            return False
        if parts[0] in ("ld", "cvta") and not any(p.startswith(_SHARED_SPACES)
                                                  for p in parts[1:]):
            return False   # generic or local: may be per-lane memory
        for register in re.findall(r"%[A-Za-z_][\w$]*", statement):
            if register not in declared:
                return False   # a special register (%tid, %laneid, ...)
    return True


__all__ = ["Divergence", "Uniformity", "divergence", "warp_uniformity"]
