"""The registry of intrinsics and inline assembly: a name, the compiler of its op.

A call of a declared function compiles (``instructions.Unit.op_call``) to whatever the
registry holds for its name: the exact name, else the first registered prefix it starts
with; a name with neither is refused when the module loads, in one line naming it
(``UnsupportedIRError``) — never run with a made-up value. Inline assembly goes to the
handler registered for the module's kind (``nvptx``: ``ptx.py``), else to the one
registered for every other kind (AMD's, in ``intrinsics.py``).

The modules that model intrinsics fill the registry when they are imported, with
``register`` and ``register_asm``: ``intrinsics.py`` (AMDGPU, NVVM, target-independent),
``buffers.py`` (buffer resources) and ``ptx.py`` (inline PTX). ``program.py`` imports
them before it compiles a module. So the instruction compiler and the intrinsics never
import each other: both import this module, which imports neither.

Integers of odd widths (``i7``; ``values.py``'s canonical form) reach only the compilers
marked ``@odd_widths``, which wrap and sign-extend as that form needs; a call of any other
compiler with such an operand or result is refused, naming the type, rather than run on
bits a model for whole bytes would leave above N.

A compiler is ``compile_(unit, inst, name, args) -> op``: ``op(frame)`` computes the
call's value over the frame's running lanes (None: the call does nothing). ``Call``
gathers what most compilers read first: the operands' getters, types and constants.
"""

from __future__ import annotations

from bbprof.errors import UnsupportedIRError
from bbprof.ir.printed import parse_type
from bbprof.runtime.emulator.values import odd_width, rep_of

_TABLE: dict[str, object] = {}
_PREFIXES: list[tuple[str, object]] = []
_ASM: dict[str | None, object] = {}
_ODD_WIDTHS: set = set()


def register(*names, prefix=False):
    """Register the decorated compiler for each of ``names`` (``prefix``: for every name
    starting with one of them)."""
    def wrap(fn):
        for n in names:
            if prefix:
                _PREFIXES.append((n, fn))
            else:
                _TABLE[n] = fn
        return fn
    return wrap


def register_asm(kind: str | None):
    """Register the decorated ``compile_(unit, inst, asm, constraints, args)`` for the
    inline assembly of modules of ``kind`` (None: of every kind no other names)."""
    def wrap(fn):
        _ASM[kind] = fn
        return fn
    return wrap


def odd_widths(fn):
    """Mark the decorated compiler as one that models odd integer widths (``iN``)."""
    _ODD_WIDTHS.add(fn)
    return fn


def handler(name: str):
    """The compiler registered for the declared function ``name`` (None: none)."""
    fn = _TABLE.get(name)
    if fn is None:
        for prefix, candidate in _PREFIXES:
            if name.startswith(prefix):
                return candidate
    return fn


def lookup(unit, inst, name: str, args):
    """The op of a call of the declared function ``name`` (None: a no-op)."""
    fn = handler(name)
    if fn is None:
        raise UnsupportedIRError(f"the emulator does not model @{name} (called in "
                                 f"@{unit.code.name})", path=unit.program.path,
                                 hint="run this module on a GPU backend")
    if fn not in _ODD_WIDTHS:
        _refuse_odd_widths(unit, inst, name, args)
    return fn(unit, inst, name, args)


def _refuse_odd_widths(unit, inst, name: str, args) -> None:
    types = [str(inst.type)] + [str(o.type) for o in args
                                if o.value_kind.name != "metadata_as_value"]
    for text in types:
        bits = odd_width(parse_type(text)) if text != "void" else None
        if bits is not None:
            raise UnsupportedIRError(f"the emulator does not model @{name} on i{bits} "
                                     f"values (called in @{unit.code.name})",
                                     path=unit.program.path,
                                     hint="run this module on a GPU backend")


def inline_asm(unit, inst, asm: str, constraints: str, args):
    """The op of a call of inline assembly, by the kind of the module."""
    fn = _ASM.get(unit.program.kind) or _ASM[None]
    return fn(unit, inst, asm, constraints, args)


class Call:
    """What an intrinsic's compiler needs: its operand getters, types and constants."""

    def __init__(self, unit, inst, name, args):
        self.unit = unit
        self.name = name
        self.args = args
        self.get = [unit.operand(o) if o.value_kind.name not in ("metadata_as_value",)
                    else None for o in args]
        self.types = [parse_type(str(o.type)) if o.value_kind.name != "metadata_as_value"
                      else None for o in args]
        self.result = parse_type(str(inst.type))
        self.rep = rep_of(self.result) if self.result.kind != "void" else None

    def const(self, k: int) -> int:
        return self.unit.const_of(self.args[k])
