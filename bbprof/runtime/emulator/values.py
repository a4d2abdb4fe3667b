"""How the emulator holds an LLVM value of every lane: one numpy array per SSA value.

=====================  ==============================================================
LLVM type              per-lane array
=====================  ==============================================================
``i1``                 ``bool``
``i8``...``i64``       ``uint8``...``uint64`` (two's complement bits; signed operations
                       view them as ``int8``...``int64``)
``half/float/double``  ``float16/float32/float64``
``ptr addrspace(N)``   ``uint64``; ``uint32`` for the 32-bit LDS/private spaces (3, 5)
``ptr addrspace(8)``   ``uint64`` pairs (base address, number of bytes): a buffer resource
``ptr addrspace(7)``   ``uint64`` triples (base, number of bytes, 32-bit offset): a buffer fat pointer
``<k x T>``            shape ``(lanes, k)`` of T's dtype
struct / array         a tuple of such arrays, one per element
=====================  ==============================================================

Constants are numpy scalars (or arrays of shape ``(k,)`` for vectors), which broadcast
against per-lane arrays. Integer widths other than 1/8/16/32/64 are refused
with a message naming the type; ``bfloat`` is ml_dtypes' bfloat16 (``bfloat16()``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bbprof.errors import UnsupportedIRError
from bbprof.ir.printed import IRType, pointer_bits

_INT = {1: np.dtype(bool), 8: np.dtype(np.uint8), 16: np.dtype(np.uint16),
        32: np.dtype(np.uint32), 64: np.dtype(np.uint64)}
SIGNED = {np.dtype(np.uint8): np.dtype(np.int8), np.dtype(np.uint16): np.dtype(np.int16),
          np.dtype(np.uint32): np.dtype(np.int32), np.dtype(np.uint64): np.dtype(np.int64),
          np.dtype(bool): np.dtype(bool)}
_FLOAT = {"half": np.dtype(np.float16), "float": np.dtype(np.float32),
          "double": np.dtype(np.float64)}


def bfloat16() -> np.dtype:
    """LLVM's ``bfloat`` as numpy sees it: ml_dtypes' bfloat16 (the JAX project's numpy
    extension types: arithmetic in bfloat16 with round-to-nearest-even, as the GPU's
    bf16 instructions round). Without ml_dtypes installed, refused in words."""
    try:
        import ml_dtypes
    except ImportError:
        raise UnsupportedIRError("the emulator needs the ml_dtypes package for bfloat values",
                                 hint="pip install ml_dtypes (a dependency of bbprof)") \
            from None
    return np.dtype(ml_dtypes.bfloat16)


@dataclass(frozen=True)
class Rep:
    """The array form of one LLVM type: dtype and per-lane shape, or fields."""

    type: IRType
    dtype: np.dtype | None
    tail: tuple[int, ...] = ()
    fields: tuple["Rep", ...] | None = None

    @property
    def is_aggregate(self) -> bool:
        return self.fields is not None

    def empty(self, lanes: int):
        if self.fields is not None:
            return tuple(f.empty(lanes) for f in self.fields)
        return np.zeros((lanes,) + self.tail, self.dtype)


_CACHE: dict[IRType, Rep] = {}


def rep_of(t: IRType) -> Rep:
    cached = _CACHE.get(t)
    if cached is None:
        cached = _CACHE[t] = _rep(t)
    return cached


def scalar_dtype(t: IRType) -> np.dtype:
    if t.kind == "int":
        if t.bits not in _INT:
            raise UnsupportedIRError(f"the emulator does not model i{t.bits} values")
        return _INT[t.bits]
    if t.kind == "float":
        if t.name == "bfloat":
            return bfloat16()
        if t.name not in _FLOAT:
            raise UnsupportedIRError(f"the emulator does not model {t.name} values")
        return _FLOAT[t.name]
    if t.kind == "ptr":
        return np.dtype(np.uint32) if pointer_bits(t.addrspace) == 32 else np.dtype(np.uint64)
    raise UnsupportedIRError(f"the emulator does not model values of type {t}")


def _rep(t: IRType) -> Rep:
    if t.kind == "ptr" and t.addrspace == 7:
        return Rep(t, np.dtype(np.uint64), (3,))
    if t.kind == "ptr" and t.addrspace == 9:
        raise UnsupportedIRError(f"the emulator does not model AMD buffer strided pointers "
                                 f"({t})")
    if t.kind == "vector" and t.element.kind == "ptr" and t.element.addrspace == 7:
        return Rep(t, np.dtype(np.uint64), (t.count, 3))
    if t.kind == "vector" and t.element.kind == "ptr" and t.element.addrspace in (8, 9):
        raise UnsupportedIRError(f"the emulator does not model vectors of {t.element}")
    if t.kind == "ptr" and t.addrspace == 8:
        return Rep(t, np.dtype(np.uint64), (2,))
    if t.kind in ("int", "float", "ptr"):
        return Rep(t, scalar_dtype(t))
    if t.kind == "vector":
        return Rep(t, scalar_dtype(t.element), (t.count,))
    if t.kind == "struct":
        return Rep(t, None, (), tuple(rep_of(f) for f in t.fields))
    if t.kind == "array":
        return Rep(t, None, (), tuple(rep_of(t.element) for _ in range(t.count)))
    if t.kind == "void":
        return Rep(t, None)
    raise UnsupportedIRError(f"the emulator does not model values of type {t}")


def constant_array(rep: Rep, value):
    """A constant as a numpy scalar / (k,) array / tuple; None (poison) reads as 0."""
    if rep.fields is not None:
        items = value if isinstance(value, list) else [None] * len(rep.fields)
        return tuple(constant_array(f, v) for f, v in zip(rep.fields, items))
    if rep.tail:
        items = value if isinstance(value, list) else [value] * rep.tail[0]
        return np.array([_scalar(rep.dtype, v) for v in items], rep.dtype)
    return _scalar(rep.dtype, value)


def _scalar(dtype: np.dtype, value):
    if value is None:
        value = 0
    if dtype.kind == "b":
        return np.bool_(bool(value))
    if dtype.kind == "u":
        return dtype.type(int(value) & ((1 << (8 * dtype.itemsize)) - 1))
    return dtype.type(value)


def signed_pair(fn):
    """``fn`` of two integer arrays compared as signed (viewed as ``int8``...``int64``),
    its result viewed back as the first one's unsigned type."""
    def wrapped(a, b):
        a, b = np.asarray(a), np.asarray(b)
        return fn(a.view(SIGNED[a.dtype]), b.view(SIGNED[b.dtype])).view(a.dtype)
    return wrapped


def take(value, idx):
    """The lanes ``idx`` of a per-lane value (tuples element-wise)."""
    if isinstance(value, tuple):
        return tuple(take(v, idx) for v in value)
    return value[idx]


def lanes_of(value, n: int, rep: Rep):
    """A value broadcast to ``n`` lanes (constants become arrays)."""
    if rep.fields is not None:
        return tuple(lanes_of(v, n, f) for v, f in zip(value, rep.fields))
    value = np.asarray(value, rep.dtype)
    shape = (n,) + rep.tail
    if value.shape != shape:
        value = np.broadcast_to(value, shape)
    return value


def write(regs: list, slot: int, rep: Rep, lanes: int, idx, value) -> None:
    """Store ``value`` (per active lane) into the slot's array at lanes ``idx``."""
    if rep.fields is not None:
        current = regs[slot]
        if current is None:
            current = regs[slot] = rep.empty(lanes)
        for k, f in enumerate(rep.fields):
            _write_array(current[k], idx, value[k])
        return
    current = regs[slot]
    if current is None:
        current = regs[slot] = np.zeros((lanes,) + rep.tail, rep.dtype)
    _write_array(current, idx, value)


def _write_array(target: np.ndarray, idx, value) -> None:
    if isinstance(value, tuple):
        for k, v in enumerate(value):
            _write_array(target[k], idx, v)
        return
    if idx is None:
        target[...] = value
    else:
        target[idx] = value
