"""Load a module for the emulator: every function compiled once into Python closures.

The module is parsed by llvmlite (after ``ir/skew.py``'s rewrites of newer syntax). Each
SSA value gets a *slot* (one per-lane array while its function runs); each instruction
becomes a closure over its operands' getters (a slot, or a constant evaluated as the
module loads: ``constants.py``), so nothing is looked up or parsed while a kernel runs.
The facts llvmlite does not expose (predicates, GEP source types, switch cases, shuffle
masks) are read from the instruction's printed text by ``ir/printed.py``, once; what
llvmlite does expose is read once too (``refs.py``). A call of a declared function or of
inline assembly compiles through ``registry.py``: this module imports the modules that
fill it (``intrinsics.py``, ``buffers.py``, ``ptx.py``), so every loaded program sees
all of them.

A value defined in one block and used in another is also written to its slot's
full-width array; values used only in their own block stay in the block's compact
per-lane dictionary. Each block's immediate post-dominator (its reconvergence point,
``machine.py``) comes from networkx on the reversed CFG with one virtual exit.

Globals: LDS globals (address space 3) are laid out in one static LDS image per
workgroup, the external zero-sized one (Triton's ``@global_smem``) last, where the
launch's dynamic shared memory goes; the others get global-memory segments filled with
their initializers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import networkx as nx
import numpy as np

from bbprof.errors import EmulatorFault, InputError, UnsupportedIRError
from bbprof.ir import printed
from bbprof.ir.arch import unknown_wave_size, wave_size
from bbprof.ir.module import parse_and_verify
from bbprof.ir.printed import ConstExpr, IRType, parse_type
from bbprof.ir.skew import rewrite_newer_syntax
# the modules that model intrinsics and inline assembly fill the registry when they are
# imported; instructions.py looks calls up there, so they come with the program
from bbprof.runtime.emulator import (buffers, instructions, integers,  # noqa: F401
                                     intrinsics, printf, ptx)
from bbprof.runtime.emulator.constants import evaluate_constant
from bbprof.runtime.emulator.refs import Inst, address
from bbprof.runtime.emulator.values import Rep, constant_array, rep_of


@dataclass
class BlockCode:
    name: str
    ops: list = field(default_factory=list)
    terminator: object = None
    ipdom: int | None = None
    ninst: int = 0


@dataclass
class FunctionCode:
    name: str
    index: int
    blocks: list[BlockCode]
    nslots: int
    arg_slots: list[int]
    arg_reps: list[Rep]
    ret_rep: Rep | None
    frame_bytes: int
    is_kernel: bool
    wave_size: int
    arg_types: list[IRType]
    # why it cannot run here (something the emulator does not model): raised when it is
    # launched or called, not before (HIP's device library defines functions a kernel
    # never calls, some of them trapping)
    error: UnsupportedIRError | None = None
    attributes: dict = field(default_factory=dict)   # its IR function attributes

    def check_runnable(self) -> None:
        if self.error is not None:
            raise self.error

    def check_block(self, block: tuple[int, int, int]) -> None:
        """A launch's workgroup against what the kernel was compiled for: NVVM's
        ``nvvm.reqntid`` (exactly these sizes) and ``nvvm.maxntid`` (at most), AMDGPU's
        ``amdgpu-flat-work-group-size`` (min,max threads). A kernel run with another size
        computes other numbers (a reduction over the waves it assumes), so it is refused."""
        threads = block[0] * block[1] * block[2]
        shown = "x".join(map(str, block))
        need = _sizes(self.attributes.get("nvvm.reqntid"))
        if need is not None and tuple(need + [1] * (3 - len(need))) != tuple(block):
            raise InputError(f"'{self.name}' was compiled for blocks of "
                             f"{'x'.join(map(str, need))} threads (nvvm.reqntid); "
                             f"launched with {shown}",
                             hint=f"pass --block {','.join(map(str, need))}")
        reqd = _sizes(self.attributes.get("reqd_work_group_size"))
        if reqd is not None and tuple(reqd) != tuple(block):
            raise InputError(f"'{self.name}' was compiled for workgroups of "
                             f"{'x'.join(map(str, reqd))} work-items (reqd_work_group_size); "
                             f"launched with {shown}",
                             hint=f"pass --block {','.join(map(str, reqd))}")
        most = _sizes(self.attributes.get("nvvm.maxntid"))
        if most is not None and threads > _product(most):
            raise InputError(f"'{self.name}' takes at most {_product(most)} threads a block "
                             f"(nvvm.maxntid); launched with {shown}")
        flat = _sizes(self.attributes.get("amdgpu-flat-work-group-size"))
        if flat is not None and len(flat) == 2 and not flat[0] <= threads <= flat[1]:
            raise InputError(f"'{self.name}' takes workgroups of {flat[0]} to {flat[1]} "
                             f"work-items (amdgpu-flat-work-group-size); launched with "
                             f"{shown}")


def _sizes(text) -> list[int] | None:
    if not text:
        return None
    try:
        return [int(v) for v in str(text).split(",")]
    except ValueError:
        return None


def _product(sizes: list[int]) -> int:
    out = 1
    for v in sizes:
        out *= v
    return out


@dataclass
class GlobalInfo:
    name: str
    addrspace: int
    type: IRType
    address: int = 0             # global memory; LDS: offset in the workgroup's LDS
    initializer: bytes | None = None
    constant: bool = False
    segment: object = None


_DEFINE_NAME = re.compile(r'^define [^@]*@(?:"([^"\\]*)"|([-a-zA-Z$._0-9]+))\(')


def _define_headers(module_text: str) -> dict[str, str]:
    """``{function name: its printed define line up to the first "{"}`` of the defined
    functions whose names need no escape (a quoted name with an escape is left out)."""
    out = {}
    for line in module_text.splitlines():
        if line.startswith("define "):
            found = _DEFINE_NAME.match(line)
            if found:
                out[found.group(1) if found.group(1) is not None else found.group(2)] = \
                    line.split("{", 1)[0]
    return out


def _function_bodies(module_text: str) -> list[list[str]]:
    """Each defined function's instructions as LLVM printed them in ``module_text``, in
    order: one line each, a ``switch`` with its case lines. The emulator reads a few
    instructions' text (shufflevector masks, GEP source types, predicates, switch
    cases); printing one instruction through llvmlite builds the slot table of its whole
    function, so asking each of them was quadratic in the function (Triton's gfx1100
    flash attention, 41,000 instructions: 42 of the 50 s of its load). The text is the
    same but for the numbers of metadata and attribute groups (module-wide here), which
    the emulator does not read; debug records (``#dbg_value``) are not instructions."""
    bodies: list[list[str]] = []
    body: list[str] | None = None
    lines = iter(module_text.splitlines())
    for line in lines:
        if body is None:
            if line.startswith("define "):
                body = []
            continue
        if line == "}":
            bodies.append(body)
            body = None
        elif line.startswith("  ") and not line.lstrip().startswith((";", "#dbg_")):
            if line.lstrip().startswith("switch ") and line.endswith("["):
                parts = [line]
                for more in lines:
                    parts.append(more)
                    if more.lstrip().startswith("]"):
                        break
                line = "\n".join(parts)
            body.append(line)
    return bodies


def _aligned(insts, body: list[str]) -> bool:
    """Whether ``body`` (a function's lines of the module's print) is ``insts``' text line
    for line: as many lines as instructions, each naming its instruction's opcode; else
    each instruction's text is asked of llvmlite (slow, never another line's)."""
    if len(body) != len(insts):
        return False
    for (_, inst), text in zip(insts, body):
        head = text.split("=", 1)[1] if text.lstrip().startswith("%") else text
        if inst.opcode not in head.split("(", 1)[0].split():
            return False
    return True


_STRING_ATTR = re.compile(r'"([^"]+)"(?:="((?:[^"\\]|\\.)*)")?')


def function_attributes(f) -> dict[str, str]:
    """A function's string attributes (``"target-cpu"``, ``"target-features"``...) as
    llvmlite reads them from the function itself. Not from the text's ``attributes #N``
    lines: LLVM renumbers the groups when it prints a module, so a group number in
    llvmlite's print of a function names another group of the text."""
    return {key: value for entry in f.attributes
            for key, value in _STRING_ATTR.findall(entry.decode("utf-8", "replace"))}


class Program:
    """A module compiled for the emulator."""

    def __init__(self, text: str, *, kind: str, default_wave_size: int | None,
                 path: str = "<ir>", allocate=None):
        text, _ = rewrite_newer_syntax(text, path=path)
        self.ref = parse_and_verify(text, path)
        # the module's named struct types read as their bodies while it is compiled, by
        # the names LLVM gave them (its context renames a type a module parsed before
        # also defined: %struct.S becomes %struct.S.20)
        with printed.named_types(printed.struct_type_definitions(self.ref)):
            self._load(kind, default_wave_size, path, allocate)

    def _load(self, kind: str, default_wave_size: int | None, path: str, allocate) -> None:
        # llvmlite is imported where it is used, as ir/module.py does (its import is slow);
        # parse_and_verify has loaded it by now
        import llvmlite.binding as llvm

        self.kind = kind
        self.path = path
        self.data_layout = self.ref.data_layout
        self.llvm = llvm
        self.globals: dict[str, GlobalInfo] = {}
        self.constants: dict[int, object] = {}     # LLVM uniques constants: by address
        self.lds_static = 0
        self.dynamic_lds = False
        self._read_globals(allocate)
        defined = [f for f in self.ref.functions if not f.is_declaration]
        self._function_refs = {address(f): f for f in defined}
        attributes = [function_attributes(f) for f in defined]
        # the first target-cpu attribute
        self.cpu: str | None = next((a["target-cpu"] for a in attributes
                                     if a.get("target-cpu")), None)
        self.functions: list[FunctionCode] = []
        self.by_name: dict[str, FunctionCode] = {}
        self._placeholders: dict[str, FunctionCode] = {}
        # one print of the module: LLVM prints a function with a slot tracker of the
        # whole module, so printing each function was quadratic (10,000 functions: 279 s)
        module_text = str(self.ref)
        headers = _define_headers(module_text)
        for k, (f, attrs) in enumerate(zip(defined, attributes)):
            header = headers.get(f.name)
            if header is None:       # a name the printer escapes: the function's own print
                header = str(f).split("{", 1)[0]
            if "!reqd_work_group_size" in header:    # AMD (rocMLIR): the exact block
                from bbprof.ir.signature import required_work_group

                fixed = required_work_group(module_text, header.split("define", 1)[-1])
                if fixed:
                    attrs["reqd_work_group_size"] = ",".join(map(str, fixed))
            wave = default_wave_size
            if kind == "amdgpu":   # its features', its target-cpu's, the module's (as
                # IRModule.wave_size), else the map's, the triple's or --arch's
                wave = (wave_size(kind, attrs.get("target-cpu"),
                                  attrs.get("target-features", ""))
                        or wave_size(kind, self.cpu) or default_wave_size)
                if wave is None:
                    raise unknown_wave_size(
                        f.name, self.ref.triple or None, path=path,
                        why="the emulator runs wave32 and wave64 kernels differently")
            is_kernel = ("amdgpu_kernel" in header or "ptx_kernel" in header
                         or "spir_kernel" in header)
            code = FunctionCode(f.name, k, [], 0, [], [], None, 0, is_kernel, wave, [],
                                attributes=attrs)
            self.functions.append(code)
            self.by_name[f.name] = code
        bodies = _function_bodies(module_text)
        if len(bodies) != len(defined):
            bodies = [None] * len(defined)
        for f, code, body in zip(defined, self.functions, bodies):
            try:
                _compile(self, f, code, body)
            except UnsupportedIRError as exc:
                code.error = exc
        _reach_errors(defined, self.functions)
        self.wave_size = max((f.wave_size for f in self.functions if f.is_kernel),
                             default=default_wave_size)
        self.private_bytes = sum(f.frame_bytes for f in self.functions)

    # -- globals ------------------------------------------------------------------------
    def _read_globals(self, allocate) -> None:
        """Lay out the LDS globals; give the others memory (``allocate(info)`` returns a
        segment, filled with the initializer here)."""
        lds_at = 0
        dynamic = []
        for g in self.ref.global_variables:
            t = parse_type(str(g.global_value_type))
            space = int(g.type.addrspace) if hasattr(g.type, "addrspace") else _space(g)
            words, is_const, init = printed.global_definition(str(g))
            info = GlobalInfo(g.name, space, t, constant=is_const)
            if space == 3:
                if init is None and t.size == 0:
                    dynamic.append(info)
                    continue
                lds_at = (lds_at + max(t.align, 16) - 1) // max(t.align, 16) * max(t.align, 16)
                info.address = lds_at
                lds_at += t.size
            else:
                self.globals[g.name] = info
                if allocate is not None:
                    info.segment = allocate(info)
                    info.address = info.segment.base
                if init is not None and not init.endswith(" zeroinitializer"):
                    it, iv = printed.parse_constant(init)
                    info.initializer = self.constant_bytes(it, iv)
                    if info.segment is not None:
                        info.segment.data[:len(info.initializer)] = np.frombuffer(
                            info.initializer, np.uint8)
                continue
            self.globals[g.name] = info
        self.lds_static = (lds_at + 15) // 16 * 16
        for info in dynamic:
            info.address = self.lds_static
            self.globals[info.name] = info
        self.dynamic_lds = bool(dynamic)

    def global_address(self, name: str) -> int:
        info = self.globals.get(name)
        if info is None:
            raise UnsupportedIRError(f"@{name} is not a global the emulator knows",
                                     path=self.path)
        if info.addrspace != 3 and info.segment is None:
            raise EmulatorFault(f"@{name} has no memory yet (load the code first)")
        return info.address

    def constant_bytes(self, t: IRType, value) -> bytes:
        """The bytes of a constant laid out in memory (globals' initializers)."""
        if t.kind in ("array", "vector"):
            items = value if isinstance(value, list) else [value] * t.count
            step = t.element.size if t.kind == "vector" else (
                (t.element.size + t.element.align - 1) // t.element.align * t.element.align)
            out = bytearray()
            for v in items:
                b = self.constant_bytes(t.element, v)
                out += b + bytes(step - len(b))
            return bytes(out)
        if t.kind == "struct":
            items = value if isinstance(value, list) else [value] * len(t.fields)
            out = bytearray(t.size)
            for off, f, v in zip(t.offsets(), t.fields, items):
                b = self.constant_bytes(f, v)
                out[off:off + len(b)] = b
            return bytes(out)
        if isinstance(value, (tuple, ConstExpr)):
            value = int(np.asarray(evaluate_constant(self, t, value)).reshape(-1)[0])
        rep = rep_of(t)
        return np.asarray(constant_array(rep, value)).tobytes()


def _space(g) -> int:
    m = re.search(r"addrspace\((\d+)\)", str(g).split("=", 1)[1].split(" global ")[0]
                  .split(" constant ")[0])
    return int(m.group(1)) if m else 0


# -- functions --------------------------------------------------------------------------
def _reach_errors(defined, codes: list[FunctionCode]) -> None:
    """Give each kernel the first error of a function it calls (directly or through
    others), so launching it is refused before it runs; refuse the module when it loads
    if no kernel can run. A function no kernel calls keeps its own error until it is
    called (``check_runnable``): HIP's device library defines functions (a trap, a
    ``memcpy``) that only some of a module's kernels call."""
    if not any(c.error for c in codes):
        return
    by_name = {c.name: c for c in codes}
    calls = {f.name: {o.name for b in f.blocks for i in b.instructions
                      if i.opcode == "call"
                      for o in list(i.operands)[-1:] if o.value_kind.name == "function"}
             for f in defined}
    kernels = [c for c in codes if c.is_kernel]
    for kernel in kernels:
        seen, stack = set(), [kernel.name]
        while stack and kernel.error is None:
            name = stack.pop()
            if name in seen or name not in by_name:
                continue
            seen.add(name)
            kernel.error = by_name[name].error
            stack.extend(sorted(calls.get(name, ()), reverse=True))
    if kernels and all(k.error is not None for k in kernels):
        raise kernels[0].error


def _compile(program: Program, f, code: FunctionCode, body: list[str] | None = None) -> None:
    blocks = list(f.blocks)
    block_index = {address(b): k for k, b in enumerate(blocks)}
    slots: dict[int, int] = {}
    for a in f.arguments:
        t = parse_type(str(a.type))
        slots[address(a)] = len(slots)
        code.arg_slots.append(slots[address(a)])
        code.arg_reps.append(rep_of(t))
        code.arg_types.append(t)
    def_block: dict[int, int] = {}
    insts = []
    per_block: list[list[Inst]] = []
    for k, b in enumerate(blocks):
        baddr = address(b)
        mine = [Inst(i, baddr) for i in b.instructions]
        per_block.append(mine)
        for inst in mine:
            insts.append((k, inst))
            if inst.type != "void":
                slots[inst.addr] = len(slots)
                def_block[inst.addr] = k
    if body is not None and _aligned(insts, body):     # the module's print, line by line
        for (_, inst), text in zip(insts, body):
            inst.set_text(text)
    live_out: set[int] = set()
    used: set[int] = set()        # values some instruction reads
    for k, inst in insts:
        for o in inst.operands:
            a = o.addr
            used.add(a)
            if a in def_block and (def_block[a] != k or inst.opcode == "phi"):
                live_out.add(slots[a])
    code.nslots = len(slots)
    code.frame_bytes = 0
    unit = instructions.Unit(program, code, slots, block_index, live_out, used)
    for k, b in enumerate(blocks):
        bc = BlockCode(b.name or f"#{k}")
        code.blocks.append(bc)
        phis = []
        for inst in per_block[k]:
            bc.ninst += 1
            if inst.opcode == "phi":
                phis.append(inst)
                continue
            op = unit.compile(inst)
            if inst.opcode in instructions.TERMINATORS:
                bc.terminator = op
            elif op is not None:
                bc.ops.append(op)
        unit.phis[k] = phis
    unit.finish()
    code.ret_rep = unit.ret_rep
    # reconvergence points: immediate post-dominators (None: the virtual exit)
    graph = nx.DiGraph()
    graph.add_nodes_from(range(len(blocks)))
    exit_node = -1
    graph.add_node(exit_node)
    for k, succ in unit.successors.items():
        for s in succ:
            graph.add_edge(s, k)
        if not succ:
            graph.add_edge(exit_node, k)
    ipdom = nx.immediate_dominators(graph, exit_node)
    for k, bc in enumerate(code.blocks):
        p = ipdom.get(k)
        bc.ipdom = None if p is None or p == exit_node or p == k else p
