"""Compile-time constants: the branches the back end folds, and the blocks that cannot run.

GPU IR from Triton and from device libraries keeps branches on values that are known
before any code runs: the back end folds them, so the machine code has one side only.
Counting such a block costs a counter for a count that is always 0. This module finds,
per function, the edges that can never be taken and the blocks that can never run, by
sparse conditional constant propagation (Wegman & Zadeck, "Constant propagation with
conditional branches", TOPLAS 1991; LLVM's ``SCCP.cpp``) over integer values seeded by:

* ``__nvvm_reflect("NAME")`` / ``llvm.nvvm.reflect``: the value LLVM's NVVMReflect pass
  (``llvm/lib/Target/NVPTX/NVVMReflect.cpp``) gives: ``__CUDA_FTZ`` is the module flag
  ``nvvm-reflect-ftz`` (0 without it), ``__CUDA_ARCH`` is the SM version times 10
  (``sm_90a`` -> 900; not folded when the arch is unknown), any other name 0.
  ``__CUDA_PREC_SQRT`` is folded only without an ``nvvm-reflect-prec-sqrt`` flag (0 for
  every LLVM; with the flag, LLVMs differ);
* loads from a constant global with an integer initializer whose definition cannot be
  replaced at link time (not ``weak``/``linkonce``/``common``/``extern_weak``, not
  ``externally_initialized``): AMD's device-library control constants
  ``__oclc_ISA_version``, ``__oclc_wavefrontsize64``, ``__oclc_unsafe_math_opt``,
  ``__oclc_finite_only_opt``, ``__oclc_daz_opt``, ``__oclc_correctly_rounded_sqrt32``,
  ``__oclc_ABI_version`` (ROCm-Device-Libs, ``doc/OCML.md``, "Controls": each is a
  ``constant`` of the ``oclc_*`` library linked for the target) and any like them;
* ``llvm.amdgcn.wavefrontsize``: the function's wave size (its arch and
  ``+wavefrontsize32/64``, ``ir/target.py``);
* ``llvm.amdgcn.is.shared`` / ``llvm.amdgcn.is.private`` of a pointer cast from a known
  address space (shared: 3, private: 5; a global or constant pointer is neither);
* ``llvm.is.constant``: 1 when its operand is an IR constant (what LLVM's
  LowerConstantIntrinsics answers); an operand that is not stays unknown, since the
  optimizer may yet make it one;
* integer literals, propagated through ``icmp``, ``and``/``or``/``xor``, ``add``/``sub``/
  ``mul``/shifts, ``zext``/``sext``/``trunc``, ``select``, ``freeze`` and phis, and
  ``br``/``switch`` on the result.

The propagation is optimistic: a block is executable once an executable edge reaches it,
a phi meets only the values of its executable incoming edges, and a value is one
constant until a second one or an unknown meets it. Everything not listed is unknown,
so an edge is declared dead only when its branch's condition is a constant whose value
sends every thread elsewhere: thread and wave counts stay exact.

LLVM's structures come from llvmlite (opcodes, operands, incoming blocks); the facts it
does not expose (predicates, switch cases, globals' initializers) from ``printed.py``.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass, replace

from bbprof.errors import UnsupportedIRError
from bbprof.ir import printed
from bbprof.ir.module import Function, IRModule
from bbprof.ir.target import AMDGPU, NVPTX

# the lattice: _TOP (no value seen yet) > one integer (an int) > _BOTTOM (unknown)
_TOP, _BOTTOM = "top", "bottom"

_REFLECT = frozenset({"__nvvm_reflect", "llvm.nvvm.reflect"})
_INTERPOSABLE = frozenset({"weak", "linkonce", "common", "extern_weak", "external",
                           "externally_initialized"})
_FOLDED_OPS = frozenset({"icmp", "and", "or", "xor", "add", "sub", "mul", "shl", "lshr",
                         "ashr", "zext", "sext", "trunc", "select", "freeze", "phi"})
_FLAG_LINE = re.compile(r'^!(\d+) = !\{i32 \d+, !"([^"]+)", i32 (-?\d+)\}')
_FLAGS_LIST = re.compile(r"^!llvm\.module\.flags = !\{(?P<items>[^}]*)\}")


@dataclass(frozen=True)
class Folded:
    """What compile-time constants decide in one function."""

    dead_edges: frozenset[tuple[int, int]]   # (u, v): no thread ever takes it (u runs)
    dead_blocks: frozenset[int]              # no thread ever enters them
    constants: tuple[str, ...] = ()          # what was folded, e.g. '__nvvm_reflect("__CUDA_FTZ") = 1'

    @property
    def folds(self) -> bool:
        return bool(self.dead_edges or self.dead_blocks)

    def live_view(self, fn: Function) -> Function:
        """``fn`` with only the edges that can be taken: a block that cannot run has no
        successors (and no edge leads to it). Instructions, lines and successor labels are
        the function's own, so code inserted after it is placed in the real text."""
        if not self.folds:
            return fn
        blocks = [replace(b, successor_ids=[] if b.id in self.dead_blocks else
                          [s for s in b.successor_ids if (b.id, s) not in self.dead_edges])
                  for b in fn.blocks]
        return replace(fn, blocks=blocks)


NOTHING = Folded(frozenset(), frozenset())


def fold_constants(module: IRModule, arch: str | None = None) -> dict[str, Folded]:
    """Per defined function's name, the edges and blocks compile-time constants kill
    (functions where nothing folds map to an empty ``Folded``)."""
    if not _may_fold(module):   # no seed anywhere: only blocks no path reaches are dead
        return {fn.name: _unreachable(fn) for fn in module.functions}
    import llvmlite.binding as llvm   # only here: most modules never load it in this process

    ref = llvm.parse_assembly(module.text)   # verified by load_module's child already
    facts = _ModuleFacts(module, ref, arch)
    out = {}
    by_name = {f.name: f for f in ref.functions if not f.is_declaration}
    for fn in module.functions:
        llvm_fn = by_name.get(fn.name)
        out[fn.name] = NOTHING if llvm_fn is None else _Propagation(
            fn, llvm_fn, facts, module.wave_size(fn)).run()
    return out


_SEED_CALLS = frozenset({*_REFLECT, "llvm.amdgcn.wavefrontsize", "llvm.amdgcn.is.shared",
                         "llvm.amdgcn.is.private"})


def _may_fold(module: IRModule) -> bool:
    """Whether anything could seed a constant: a declared seed function, a constant
    integer global, or a branch on a literal (read from bbprof's structure and the
    globals' lines, without asking LLVM)."""
    if any(name in _SEED_CALLS or name.startswith("llvm.is.constant.")
           for name in module.declared):
        return True
    for line in module.lines[:module.functions[0].header_line]:
        if line.startswith("@") and " constant " in line:
            found = _definition(line)
            if found and found[1] and found[2] is not None and re.match(r"i\d+ ", found[2]):
                return True
    return any(block.terminator.opcode in ("br", "switch")
               and re.match(r"\s+(?:br i1|switch i\d+) (?:true|false|-?\d+),",
                            block.terminator.text)
               for fn in module.functions for block in fn.blocks)


def _unreachable(fn: Function) -> Folded:
    """The blocks no path from the entry reaches (dead whatever the values)."""
    seen, stack = {0}, [0]
    while stack:
        for s in fn.blocks[stack.pop()].successor_ids:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    dead = frozenset(b.id for b in fn.blocks if b.id not in seen)
    return Folded(frozenset(), dead) if dead else NOTHING


def _addr(ref) -> int:
    return ctypes.cast(ref._ptr, ctypes.c_void_p).value


class _ModuleFacts:
    """The module-level answers: reflect values, constant globals' integer values."""

    def __init__(self, module: IRModule, ref, arch: str | None):
        self.kind = module.target.kind
        self.arch = arch
        self.flags = _module_flags(module.lines)
        self.globals = {g.name: g for g in ref.global_variables}
        self._constant: dict[str, int | None] = {}

    def reflect(self, name: str) -> int | None:
        if self.kind != NVPTX:
            return None
        if name == "__CUDA_FTZ":
            return self.flags.get("nvvm-reflect-ftz", 0)
        if name == "__CUDA_ARCH":
            match = re.fullmatch(r"sm_(\d+)[a-z]?", self.arch or "")
            return int(match.group(1)) * 10 if match else None
        if name == "__CUDA_PREC_SQRT" and "nvvm-reflect-prec-sqrt" in self.flags:
            return None
        return 0

    def constant_global(self, name: str, load_type: str,
                        source=None, path: tuple[int, ...] = ()) -> int | None:
        """The integer a load of type ``load_type`` reads from constant global ``name``
        (at element ``path`` of it when read through a GEP of source type ``source``)."""
        key = (name, load_type, str(source), path)
        if key not in self._constant:
            self._constant[key] = self._read_constant(name, load_type, source, path)
        return self._constant[key]

    def _read_constant(self, name, load_type, source, path) -> int | None:
        g = self.globals.get(name)
        if g is None:
            return None
        found = _definition(str(g))
        if found is None:
            return None
        words, is_constant, init = found
        if not is_constant or init is None or _INTERPOSABLE & set(words.split()):
            return None
        t, value = printed.parse_constant(init)
        if source is not None and source != t:
            return None
        for index in path:   # into arrays, vectors and structs of the initializer
            if not isinstance(value, list) or not 0 <= index < len(value):
                return None
            t = t.fields[index] if t.kind == "struct" else t.element
            value = value[index]
        if t.kind != "int" or str(t) != load_type or not isinstance(value, int):
            return None
        return value & ((1 << t.bits) - 1)

    def string(self, operand) -> str | None:
        """The C string a reflect call's operand points to (a global, or a cast or GEP
        of one at offset 0)."""
        kind = operand.value_kind.name
        if kind == "global_variable":
            name = operand.name
        elif kind == "constant_expr":
            try:
                name = _global_of(printed.parse_constant(str(operand))[1])
            except UnsupportedIRError:   # an expression over a named struct type
                return None
        else:
            return None
        g = self.globals.get(name) if name else None
        if g is None:
            return None
        found = _definition(str(g))
        if found is None or not found[1] or found[2] is None:
            return None
        _, value = printed.parse_constant(found[2])
        if not isinstance(value, list) or not all(isinstance(c, int) for c in value):
            return None
        chars = bytes(value)
        return chars.split(b"\0", 1)[0].decode("latin-1")


def reflect_call(ref, operand, arch: str | None) -> tuple[str | None, int | None]:
    """``(NAME, value)`` of a call ``__nvvm_reflect(NAME)`` in the llvmlite module ``ref``
    of an NVPTX module: what NVVMReflect answers (``_ModuleFacts.reflect``); NAME None when
    the operand is no constant string, the value None when it depends on an arch not
    known (``__CUDA_ARCH`` without one)."""
    facts = _ModuleFacts.__new__(_ModuleFacts)
    facts.kind, facts.arch, facts._constant = NVPTX, arch, {}
    facts.flags = _module_flags(str(ref).splitlines())
    facts.globals = {g.name: g for g in ref.global_variables}
    name = facts.string(operand)
    return name, (None if name is None else facts.reflect(name))


def _definition(text: str) -> tuple[str, bool, str | None] | None:
    """``printed.global_definition``, or None for a global whose type printed.py does not
    read (a named struct: HIP's ``%struct.__HIP_Coordinates`` constants): no integer or
    string a fold needs is one, so such a global is no constant here."""
    try:
        return printed.global_definition(text)
    except UnsupportedIRError:
        return None


def _global_of(value) -> str | None:
    """The global a constant expression addresses at offset 0 (casts; GEPs of zeros)."""
    while isinstance(value, printed.ConstExpr):
        if value.op in ("addrspacecast", "bitcast"):
            value = value.args[0][1]
        elif value.op == "getelementptr" and all(
                isinstance(a[1], int) and a[1] == 0 for a in value.args[1:]):
            value = value.args[0][1]
        else:
            return None
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "global":
        return value[1]
    return None


def _module_flags(lines: list[str]) -> dict[str, int]:
    """Integer module flags by name (``!{i32 behavior, !"name", i32 value}``)."""
    items = None
    for line in reversed(lines):
        if line.startswith("!llvm.module.flags"):
            match = _FLAGS_LIST.match(line)
            items = {i.strip() for i in match.group("items").split(",")} if match else set()
            break
    if not items:
        return {}
    flags = {}
    for line in reversed(lines):
        if not line.startswith("!"):
            if line.startswith("}"):
                break
            continue
        match = _FLAG_LINE.match(line)
        if match and f"!{match.group(1)}" in items:
            flags[match.group(2)] = int(match.group(3))
    return flags


def _bits(type_text: str) -> int | None:
    return int(type_text[1:]) if re.fullmatch(r"i\d+", type_text) else None


def _signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >> (bits - 1) & 1 else value


_COMPARE = {
    "eq": lambda a, b, n: a == b, "ne": lambda a, b, n: a != b,
    "ugt": lambda a, b, n: a > b, "uge": lambda a, b, n: a >= b,
    "ult": lambda a, b, n: a < b, "ule": lambda a, b, n: a <= b,
    "sgt": lambda a, b, n: _signed(a, n) > _signed(b, n),
    "sge": lambda a, b, n: _signed(a, n) >= _signed(b, n),
    "slt": lambda a, b, n: _signed(a, n) < _signed(b, n),
    "sle": lambda a, b, n: _signed(a, n) <= _signed(b, n),
}


class _Propagation:
    """SCCP over one function (the module docstring)."""

    def __init__(self, fn: Function, llvm_fn, facts: _ModuleFacts, wave_size: int):
        self.fn, self.facts, self.wave_size = fn, facts, wave_size
        self.blocks = list(llvm_fn.blocks)
        if len(self.blocks) != len(fn.blocks):
            self.blocks = []
        self.block_id = {_addr(b): i for i, b in enumerate(self.blocks)}
        self.value: dict[int, object] = {}        # instruction address -> lattice value
        self.foldable: set[int] = set()           # the instructions evaluated here
        self.constants: dict[str, None] = {}

    def run(self) -> Folded:
        if not self.blocks:
            return NOTHING
        code = [self._read(b, own) for b, own in zip(self.blocks, self.fn.blocks)]
        if not any(term[0] in ("br", "switch") and term[1] is not None
                   for _, term in code):
            return NOTHING
        executable = {0}
        edges: set[tuple[int, int]] = set()
        changed = True
        while changed:   # round robin in block order to a fixed point (the lattice is short)
            changed = False
            for b, (insts, term) in enumerate(code):
                if b not in executable:
                    continue
                for key, evaluate in insts:
                    new = evaluate(edges, b)
                    old = self.value.get(key, _TOP)
                    merged = _meet(old, new)
                    if merged != old:
                        self.value[key] = merged
                        changed = True
                for s in self._taken(term, b):
                    if (b, s) not in edges:
                        edges.add((b, s))
                        changed = True
                        if s not in executable:
                            executable.add(s)
        dead_blocks = frozenset(b.id for b in self.fn.blocks if b.id not in executable)
        dead_edges = frozenset((b.id, s) for b in self.fn.blocks if b.id in executable
                               for s in b.successor_ids if (b.id, s) not in edges)
        if not dead_blocks and not dead_edges:
            return NOTHING
        return Folded(dead_edges, dead_blocks, tuple(self.constants))

    # -- reading each instruction once ------------------------------------------------
    def _read(self, block, own):
        """(the block's foldable instructions as (key, evaluate), its terminator).
        ``own``: bbprof's reading of the same block, whose opcodes and texts (already
        read) say which instructions are worth asking llvmlite about: one call across
        to LLVM per operand is what this costs."""
        insts = []
        term = ("other", None, [])
        mine = own.instructions
        if sum(1 for _ in block.instructions) != len(mine):
            mine = [None] * len(mine)   # not aligned: ask llvmlite about every one
        for inst, seen in zip(block.instructions, mine):
            if seen is not None and not _worth_reading(seen):
                continue
            op = inst.opcode
            if op == "br":
                ops = list(inst.operands)
                if len(ops) == 3:   # cond, false target, true target
                    term = ("br", self._getter(ops[0]),
                            [self.block_id[_addr(ops[2])], self.block_id[_addr(ops[1])]])
                else:
                    term = ("other", None, [])
            elif op == "switch":
                ops = list(inst.operands)
                cases = printed.switch_cases(seen.text if seen else str(inst))
                targets = [self.block_id[_addr(o)] for o in ops[1:]
                           if o.value_kind.name == "basic_block"]
                bits = _bits(str(ops[0].type))
                term = ("switch", self._getter(ops[0]),
                        (targets[0], [(c & ((1 << bits) - 1) if bits else c, t)
                                      for c, t in zip(cases, targets[1:])]))
            else:
                evaluate = self._evaluator(inst, op, seen.text if seen else None)
                if evaluate is not None:
                    insts.append((_addr(inst), evaluate))
                    self.foldable.add(_addr(inst))
        return insts, term

    def _getter(self, operand):
        """A function giving the operand's lattice value."""
        kind = operand.value_kind.name
        if kind == "constant_int":
            bits = _bits(str(operand.type))
            value = operand.get_constant_value() & ((1 << bits) - 1)
            return lambda: value
        if kind == "instruction":   # unknown unless it is one this module folds
            key = _addr(operand)
            return lambda: self.value.get(key, _TOP if key in self.foldable else _BOTTOM)
        return lambda: _BOTTOM   # arguments, globals, undef, poison, expressions

    def _evaluator(self, inst, op, text: str | None = None):
        """``text``: the instruction as LLVM printed it (bbprof's reading; str() of an
        llvmlite instruction prints it again, slowly)."""
        bits = _bits(str(inst.type))
        if op == "call":
            return self._call(inst, bits)
        if op == "load":
            return self._load(inst, bits)
        if op not in _FOLDED_OPS or (bits is None and op != "select"):
            return None
        ops = list(inst.operands)
        get = [self._getter(o) for o in ops]
        if op == "phi":
            incoming = [self.block_id.get(_addr(b)) for b in inst.incoming_blocks]
            return lambda edges, b: _meet_all(
                g() for g, p in zip(get, incoming) if (p, b) in edges)
        if op == "select":
            if bits is None:
                return None
            return lambda edges, b: _select(get[0](), get[1](), get[2]())
        if op == "freeze":
            return lambda edges, b: get[0]()
        if op in ("zext", "sext", "trunc"):
            source = _bits(str(ops[0].type))
            if source is None:
                return None
            return lambda edges, b: _cast(op, get[0](), source, bits)
        if op == "icmp":
            width = _bits(str(ops[0].type))
            compare = _COMPARE.get(printed.predicate(text or str(inst), "icmp"))
            if width is None or compare is None:
                return None
            return lambda edges, b: _binary(lambda x, y: int(compare(x, y, width)),
                                            get[0](), get[1]())
        return lambda edges, b: _arith(op, get[0](), get[1](), bits)

    def _call(self, inst, bits):
        ops = list(inst.operands)
        callee = ops[-1]
        if callee.value_kind.name != "function" or bits is None:
            return None
        name = callee.name
        value: int | None = None
        if name in _REFLECT and len(ops) == 2:
            string = self.facts.string(ops[0])
            value = None if string is None else self.facts.reflect(string)
            what = f'{name}("{string}")'
        elif name.startswith("llvm.is.constant.") and len(ops) == 2:
            value = 1 if ops[0].value_kind.name.startswith("constant") or \
                ops[0].value_kind.name in ("global_variable", "function") else None
            what = f"{name}"
        elif name == "llvm.amdgcn.wavefrontsize" and self.facts.kind == AMDGPU:
            value, what = self.wave_size, name
        elif name in ("llvm.amdgcn.is.shared", "llvm.amdgcn.is.private") and len(ops) == 2:
            space = _source_space(ops[0])
            if space is not None and space != 0:
                value = int(space == (3 if name.endswith("shared") else 5))
            what = name
        if value is None:
            return None
        value &= (1 << bits) - 1
        self.constants[f"{what} = {value}"] = None
        return lambda edges, b: value

    def _load(self, inst, bits):
        ops = list(inst.operands)
        if bits is None:
            return None
        kind = ops[0].value_kind.name
        if kind == "global_variable":
            name, where = ops[0].name, ""
            value = self.facts.constant_global(name, str(inst.type))
        elif kind == "constant_expr":   # a GEP of constant indices into a constant
            gep = printed.parse_constant(str(ops[0]))[1]
            if not (isinstance(gep, printed.ConstExpr) and gep.op == "getelementptr"
                    and len(gep.args) >= 2 and isinstance(gep.args[0][1], tuple)
                    and gep.args[0][1][0] == "global"
                    and all(isinstance(a[1], int) for a in gep.args[1:])
                    and gep.args[1][1] == 0):
                return None
            name = gep.args[0][1][1]
            path = tuple(a[1] for a in gep.args[2:])
            where = "".join(f"[{i}]" for i in path)
            value = self.facts.constant_global(name, str(inst.type), gep.source_type, path)
        else:
            return None
        if value is None:
            return None
        self.constants[f"@{name}{where} = {value}"] = None
        return lambda edges, b: value

    def _taken(self, term, b):
        kind, get, targets = term
        if kind == "other" or get is None:
            return self.fn.blocks[b].successor_ids
        cond = get()
        if cond is _TOP:
            return []
        if cond is _BOTTOM:
            return self.fn.blocks[b].successor_ids
        if kind == "br":
            return [targets[0] if cond else targets[1]]
        default, cases = targets
        return [next((t for c, t in cases if c == cond), default)]


_SEED_TEXT = ("@__nvvm_reflect(", "@llvm.nvvm.reflect(", "@llvm.is.constant.",
              "@llvm.amdgcn.wavefrontsize(", "@llvm.amdgcn.is.shared(",
              "@llvm.amdgcn.is.private(")


def _worth_reading(inst) -> bool:
    """Whether an instruction can take part: a terminator, an integer operation this
    module folds, a seed call, a load from a global (the rest is unknown anyway)."""
    op = inst.opcode
    if op == "call":
        return any(seed in inst.text for seed in _SEED_TEXT)
    if op == "load":
        return "@" in inst.text
    return op in _FOLDED_OPS or op in ("br", "switch")


def _source_space(operand) -> int | None:
    """The address space a flat pointer was cast from (through inbounds-free casts)."""
    kind = operand.value_kind.name
    if kind == "instruction" and operand.opcode == "addrspacecast":
        return printed.parse_type(str(list(operand.operands)[0].type)).addrspace
    if kind == "constant_expr":
        value = printed.parse_constant(str(operand))[1]
        if isinstance(value, printed.ConstExpr) and value.op == "addrspacecast":
            return value.args[0][0].addrspace
    return None


def _meet(a, b):
    if a is _TOP:
        return b
    if b is _TOP:
        return a
    if a is _BOTTOM or b is _BOTTOM or a != b:
        return _BOTTOM
    return a


def _meet_all(values):
    out = _TOP
    for v in values:
        out = _meet(out, v)
        if out is _BOTTOM:
            break
    return out


def _select(cond, a, b):
    if cond is _TOP:
        return _TOP
    if cond is _BOTTOM:
        return _meet(a, b) if a is not _TOP and b is not _TOP else _TOP
    return a if cond else b


def _cast(op, value, source, bits):
    if not isinstance(value, int):
        return value
    if op == "sext":
        value = _signed(value, source)
    return value & ((1 << bits) - 1)


def _binary(f, a, b):
    if a is _BOTTOM or b is _BOTTOM:
        return _BOTTOM
    if a is _TOP or b is _TOP:
        return _TOP
    return f(a, b)


def _arith(op, a, b, bits):
    mask = (1 << bits) - 1
    # what a constant decides whatever the other operand is
    for x, y in ((a, b), (b, a)):
        if isinstance(x, int) and y is _BOTTOM:
            if op == "and" and x == 0 or op == "mul" and x == 0:
                return 0
            if op == "or" and x == mask:
                return mask
    if a is _BOTTOM or b is _BOTTOM:
        return _BOTTOM
    if a is _TOP or b is _TOP:
        return _TOP
    if op in ("shl", "lshr", "ashr") and b >= bits:
        return _BOTTOM   # poison
    result = {"and": lambda: a & b, "or": lambda: a | b, "xor": lambda: a ^ b,
              "add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b,
              "shl": lambda: a << b, "lshr": lambda: a >> b,
              "ashr": lambda: _signed(a, bits) >> b}[op]()
    return result & mask


__all__ = ["Folded", "NOTHING", "fold_constants"]
