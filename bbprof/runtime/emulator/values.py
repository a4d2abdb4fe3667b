"""How the emulator holds an LLVM value of every lane: one numpy array per SSA value.

=====================  ==============================================================
LLVM type              per-lane array
=====================  ==============================================================
``i1``                 ``bool``
``i8``...``i64``       ``uint8``...``uint64`` (two's complement bits; signed operations
                       view them as ``int8``...``int64``)
other ``iN``, N <= 64  the smallest of those that holds N bits, the value in its low N
                       bits and every higher bit 0 (``i7``: ``uint8`` 0..127)
``half/float/double``  ``float16/float32/float64``
``ptr addrspace(N)``   ``uint64``; ``uint32`` for the 32-bit LDS/private spaces (3, 5)
``ptr addrspace(8)``   ``uint64`` pairs (base address, number of bytes): a buffer resource
``ptr addrspace(7)``   ``uint64`` triples (base, number of bytes, 32-bit offset): a buffer fat pointer
``<k x T>``            shape ``(lanes, k)`` of T's dtype
struct / array         a tuple of such arrays, one per element
=====================  ==============================================================

Constants are numpy scalars (or arrays of shape ``(k,)`` for vectors), which broadcast
against per-lane arrays. ``bfloat`` is ml_dtypes' bfloat16 (``bfloat16()``).

Odd integer widths (``i7``, ``i4``, ``i24``, ``i48``: any N up to 64 that is no numpy
width) keep that invariant, the *canonical form*: every operation that can set a bit
above N wraps its result modulo 2^N (``wrap``: add, sub, mul, shl, trunc, casts into
iN), and every signed reading sign-extends bit N-1 first (``sign_extend``: ashr, sdiv,
srem, signed compares, sext, sitofp, smax/smin, abs); and, or, xor, lshr, udiv, urem,
unsigned compares and zext need nothing, since canonical operands give a canonical
result. Integers wider than 64 bits are refused, naming the type. An intrinsic is run
on odd widths only where its model says it handles them (``registry.odd_widths``).

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

    @property
    def odd_bits(self) -> int | None:
        """N of an ``iN`` or ``<k x iN>`` whose N is no numpy width (else None)."""
        return odd_width(self.type)

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


#: the widest integer the emulator models
MAX_INT_BITS = 64


def scalar_dtype(t: IRType) -> np.dtype:
    if t.kind == "int":
        if t.bits in _INT:
            return _INT[t.bits]
        if not 1 < t.bits <= MAX_INT_BITS:
            raise UnsupportedIRError(f"the emulator does not model i{t.bits} values "
                                     f"(integers up to {MAX_INT_BITS} bits)")
        return next(d for b, d in _INT.items() if b >= t.bits and b > 1)
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


def odd_width(t: IRType) -> int | None:
    """N of ``iN`` or ``<k x iN>`` when N is neither 1 nor a numpy width (else None)."""
    elem = t.element if t.kind == "vector" else t
    if elem is not None and elem.kind == "int" and elem.bits not in _INT:
        return elem.bits
    return None


def stride(t: IRType) -> int:
    """The bytes between consecutive ``t`` in memory (its alloc size: a GEP's step).
    An odd ``iN`` takes its container's bytes (the DataLayout aligns it as the next
    wider integer it specifies: ``i24`` as ``i32``, ``i40`` as ``i64``). A vector of odd
    ``iN`` (bit-packed) or an aggregate holding an ``iN`` of 3, 5, 6 or 7 bytes is
    refused: ``printed.IRType`` would lay those out by bytes."""
    if t.kind == "int" and t.bits not in _INT:
        return rep_of(t).dtype.itemsize
    if _misplaced(t):
        raise UnsupportedIRError(f"the emulator does not lay out {t} in memory (its "
                                 "integers are no whole number of bytes)")
    return t.size if t.kind == "vector" else (t.size + t.align - 1) // t.align * t.align


def _misplaced(t: IRType) -> bool:
    if t.kind == "int":
        return t.bits not in _INT and (t.bits + 7) // 8 not in (1, 2, 4, 8)
    if t.kind == "vector":
        return odd_width(t) is not None
    if t.kind == "array":
        return _misplaced(t.element)
    return t.kind == "struct" and any(_misplaced(f) for f in t.fields)


def int_width(rep: Rep) -> int:
    """The bits of an integer (or integer vector) rep's elements: N for ``iN``."""
    return rep.odd_bits or (1 if rep.dtype == np.dtype(bool) else 8 * rep.dtype.itemsize)


def wrap(x, bits: int):
    """``x`` (unsigned, of a container dtype) modulo 2^bits: the canonical form."""
    x = np.asarray(x)
    return np.bitwise_and(x, x.dtype.type((1 << bits) - 1))


def sign_extend(x, bits: int):
    """A canonical ``iN`` (unsigned container) as signed values of its container's
    signed dtype: bit N-1 copied upwards. A full-width value is only viewed signed."""
    x = np.asarray(x)
    signed = SIGNED[x.dtype]
    if bits == 8 * x.dtype.itemsize or x.dtype == np.dtype(bool):
        return x.view(signed)
    half = signed.type(1 << (bits - 1))
    return np.subtract(np.bitwise_xor(x.view(signed), half), half)


def from_signed(x, bits: int, dtype: np.dtype):
    """Signed values back to the canonical ``iN`` form in the unsigned ``dtype``."""
    x = np.asarray(x).astype(SIGNED[dtype], copy=False).view(dtype)
    return x if bits == 8 * dtype.itemsize else wrap(x, bits)


def constant_array(rep: Rep, value):
    """A constant as a numpy scalar / (k,) array / tuple; None (poison) reads as 0."""
    if rep.fields is not None:
        items = value if isinstance(value, list) else [None] * len(rep.fields)
        return tuple(constant_array(f, v) for f, v in zip(rep.fields, items))
    if rep.tail:
        items = value if isinstance(value, list) else [value] * rep.tail[0]
        out = np.array([_scalar(rep.dtype, v) for v in items], rep.dtype)
    else:
        out = _scalar(rep.dtype, value)
    bits = rep.odd_bits
    return out if bits is None else rep.dtype.type(wrap(out, bits)) if not rep.tail \
        else wrap(out, bits)


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
