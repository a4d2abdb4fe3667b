"""Constants as emulator values: constant expressions, constant GEPs, pointer casts.

A plain constant (an integer, a float, a vector or aggregate of them) is
``values.constant_array``; here are the ones that need more: a global's address (from the
program that placed it), the constant expressions LLVM folds into operands and
initializers (``getelementptr`` with constant indices, ``addrspacecast`` with the
apertures of ``memory.py``, the casts that keep the bits), evaluated once when a module
is loaded (``printed.parse_constant`` reads them from the printed text).
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import UnsupportedIRError
from bbprof.ir.printed import ConstExpr, IRType
from bbprof.runtime.emulator.memory import LDS_APERTURE, PRIVATE_APERTURE
from bbprof.runtime.emulator.values import constant_array, rep_of, stride


def evaluate_constant(program, t: IRType, value):
    """A constant (from ``printed.parse_constant``) as an emulator value; ``program``
    (a ``program.Program``) gives the globals' addresses and the path errors name."""
    rep = rep_of(t)
    if isinstance(value, tuple) and value and value[0] == "global":
        return rep.dtype.type(program.global_address(value[1]))
    if isinstance(value, ConstExpr):
        return _const_expr(program, value)
    if isinstance(value, list) and rep.fields is None and rep.tail:
        items = [evaluate_constant(program, t.element, v) if isinstance(v, (tuple, ConstExpr))
                 else v for v in value]
        return constant_array(rep, [int(x) if isinstance(x, np.integer) else x
                                    for x in items])
    if isinstance(value, list) and rep.fields is not None:
        elems = t.fields if t.kind == "struct" else [t.element] * t.count
        return tuple(evaluate_constant(program, et, v) for et, v in zip(elems, value))
    return constant_array(rep, value)


def _const_expr(program, e: ConstExpr):
    args = [(at, evaluate_constant(program, at, v)) for at, v in e.args]
    if e.op == "getelementptr":
        (bt, base), *indices = args
        offset = gep_offset(e.source_type, [int(np.asarray(v).reshape(-1)[0]) if not
                                            (at.kind == "int" and at.bits == 64) else
                                            int(np.asarray(v).astype(np.uint64).view(
                                                np.int64).reshape(-1)[0])
                                            for at, v in indices])
        rep = rep_of(bt)
        return rep.dtype.type((int(base) + offset) & ((1 << (8 * rep.dtype.itemsize)) - 1))
    (at, v), = args[:1]
    rep = rep_of(e.type) if e.type is not None else rep_of(at)
    if e.op in ("addrspacecast", "bitcast", "ptrtoint", "inttoptr", "trunc", "zext"):
        value = int(v)
        if e.op == "addrspacecast" and at.kind == "ptr":
            value = cast_address(value, at.addrspace, e.type.addrspace)
        return constant_array(rep, value)
    raise UnsupportedIRError(f"the emulator does not evaluate the constant expression "
                             f"'{e.op}'", path=program.path)


def cast_address(value: int, src: int, dst: int) -> int:
    """A constant pointer cast from address space ``src`` to ``dst`` (``memory.py``: the
    apertures of LDS and private memory in the generic space)."""
    if src == dst:
        return value
    if dst == 0 and src in (3, 5):
        return value + (LDS_APERTURE if src == 3 else PRIVATE_APERTURE)
    if src == 0 and dst in (3, 5):
        return value & 0xFFFF_FFFF
    return value


def gep_offset(source: IRType, indices: list[int]) -> int:
    """Byte offset of a GEP with constant indices."""
    t = source
    total = indices[0] * stride(t)
    for i in indices[1:]:
        if t.kind == "struct":
            total += t.offsets()[i]
            t = t.fields[i]
        else:
            t = t.element
            total += i * stride(t)
    return total

