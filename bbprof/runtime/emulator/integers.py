"""LLVM's integer intrinsics, for every width the emulator holds (``i1`` to ``i64``).

Semantics from the LLVM Language Reference ("Bit Manipulation Intrinsics", "Arithmetic
with Overflow Intrinsics", "Saturation Arithmetic Intrinsics", ``llvm.abs``,
``llvm.smax`` and kin), for an ``iN`` or a vector of them:

* ``ctpop``: the number of set bits; ``ctlz``/``cttz``: the zero bits above the highest
  (below the lowest) set bit of the N, N for 0 (also where the second operand makes 0
  poison: any value is right there); ``bitreverse``: bit i moves to bit N-1-i;
  ``bswap`` (N a multiple of 16): byte i moves to byte N/8-1-i;
* ``fshl``/``fshr``: the 2N-bit concatenation ``a:b`` shifted left (right) by the third
  operand modulo N, its high (low) N bits;
* ``abs``: |x| of x read signed, wrapped (INT_MIN stays INT_MIN; poison where the flag
  says so); ``smax``/``smin`` compare signed, ``umax``/``umin`` unsigned;
* ``{s,u}{add,sub,mul}.with.overflow``: the wrapped result and whether the exact one
  falls outside the type's signed (unsigned) range; ``{s,u}{add,sub}.sat``: the exact
  result clamped to that range.

An odd width N is held in ``values.py``'s canonical form (the low N bits of a wider
unsigned dtype, the rest zero): every model here reads N from the call's type
(``int_width``), sign-extends what it reads signed and wraps what it makes, so each
is marked ``@odd_widths`` for the registry.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.emulator.registry import Call, odd_widths, register
from bbprof.runtime.emulator.values import from_signed, int_width, sign_extend

_U64 = np.uint64
#: each byte with its bits reversed
_REVERSED_BYTES = np.array([int(f"{b:08b}"[::-1], 2) for b in range(256)], np.uint64)


def popcount(x) -> np.ndarray:
    """The set bits of each element of ``x`` (any unsigned or bool array)."""
    x = np.asarray(x).astype(_U64, copy=False)
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x)
    return np.array([bin(int(v)).count("1") for v in x.reshape(-1)]).reshape(x.shape)


def _bit_length(x: np.ndarray) -> np.ndarray:
    """The position of the highest set bit plus one (0 for 0), of uint64 ``x``: every
    bit below the highest one is set by smearing, then counted."""
    for shift in (1, 2, 4, 8, 16, 32):
        x = x | (x >> _U64(shift))
    return popcount(x).astype(np.int64)


def count_leading_zeros(x, bits: int) -> np.ndarray:
    return bits - _bit_length(np.asarray(x).astype(_U64))


def count_trailing_zeros(x, bits: int) -> np.ndarray:
    x = np.asarray(x).astype(_U64)
    below_lowest = (x & (~x + _U64(1))) - _U64(1)       # all ones when x is 0
    return np.minimum(popcount(below_lowest).astype(np.int64), bits)


def reverse_bits(x, bits: int) -> np.ndarray:
    x = np.asarray(x).astype(_U64)
    out = np.zeros(x.shape, _U64)
    for k in range(8):
        byte = (x >> _U64(8 * k)) & _U64(0xFF)
        out |= _REVERSED_BYTES[byte.astype(np.int64)] << _U64(56 - 8 * k)
    return out >> _U64(64 - bits)


def swap_bytes(x, bits: int) -> np.ndarray:
    return np.asarray(x).astype(_U64).byteswap() >> _U64(64 - bits)


def _unary(fn):
    """A compiler of ``fn(value, bits)``, its result in the call's dtype."""
    @odd_widths
    def compile_(unit, inst, name, args):
        call = Call(unit, inst, name, args)
        value = call.get[0]
        bits = int_width(call.rep)
        dtype = call.rep.dtype
        if dtype == np.dtype(bool):
            return lambda f: np.asarray(fn(value(f), bits)).astype(bool)
        return lambda f: np.asarray(fn(value(f), bits)).astype(dtype)
    return compile_


register("llvm.ctpop.", prefix=True)(_unary(lambda x, bits: popcount(x)))
register("llvm.ctlz.", prefix=True)(_unary(count_leading_zeros))
register("llvm.cttz.", prefix=True)(_unary(count_trailing_zeros))
register("llvm.bitreverse.", prefix=True)(_unary(reverse_bits))


@register("llvm.bswap.", prefix=True)
@odd_widths
def _bswap(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    bits = int_width(call.rep)
    if bits % 16:
        raise UnsupportedIRError(f"@{name}: LangRef defines bswap for a multiple of 16 "
                                 "bits only", path=unit.program.path)
    value = call.get[0]
    dtype = call.rep.dtype
    return lambda f: swap_bytes(value(f), bits).astype(dtype)


@register("llvm.abs.", prefix=True)
@odd_widths
def _abs(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    value = call.get[0]
    bits = int_width(call.rep)
    dtype = call.rep.dtype
    return lambda f: from_signed(np.abs(sign_extend(np.asarray(value(f), dtype), bits)),
                                 bits, dtype)


def _min_max(fn, signed: bool):
    @odd_widths
    def compile_(unit, inst, name, args):
        call = Call(unit, inst, name, args)
        a, b = call.get[:2]
        bits = int_width(call.rep)
        dtype = call.rep.dtype
        if dtype == np.dtype(bool) and signed:       # i1 read signed: true is -1
            other = np.minimum if fn is np.maximum else np.maximum
            return lambda f: np.asarray(other(a(f), b(f))).astype(bool)
        if not signed or dtype == np.dtype(bool):
            return lambda f: np.asarray(fn(a(f), b(f))).astype(dtype, copy=False)

        def signed_op(f):
            x = sign_extend(np.asarray(a(f), dtype), bits)
            y = sign_extend(np.asarray(b(f), dtype), bits)
            return from_signed(fn(x, y), bits, dtype)
        return signed_op
    return compile_


register("llvm.smax.", prefix=True)(_min_max(np.maximum, signed=True))
register("llvm.smin.", prefix=True)(_min_max(np.minimum, signed=True))
register("llvm.umax.", prefix=True)(_min_max(np.maximum, signed=False))
register("llvm.umin.", prefix=True)(_min_max(np.minimum, signed=False))


@register("llvm.fshl.", "llvm.fshr.", prefix=True)
@odd_widths
def _funnel(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b, s = call.get
    dtype = call.rep.dtype
    bits = int_width(call.rep)
    left = name.startswith("llvm.fshl")

    def funnel(f):
        x, y = np.asarray(a(f)).astype(object), np.asarray(b(f)).astype(object)
        k = np.asarray(s(f)).astype(np.int64) % bits
        both = (x << bits) | y
        out = (both << k) >> bits if left else both >> k
        return np.asarray(out & ((1 << bits) - 1)).astype(dtype)
    return funnel


def _exact(x, y, op: str, bits: int, signed: bool):
    """The exact (Python integer) result of ``op`` on two ``iN`` arrays."""
    x, y = np.asarray(x).astype(object), np.asarray(y).astype(object)
    if signed:
        half = 1 << (bits - 1)
        x = np.where(x >= half, x - 2 * half, x)
        y = np.where(y >= half, y - 2 * half, y)
    return {"add": x + y, "sub": x - y, "mul": x * y}[op]


def _range(bits: int, signed: bool) -> tuple[int, int]:
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def _to_dtype(exact, bits: int, dtype: np.dtype) -> np.ndarray:
    """Python integers modulo 2^bits, as ``dtype``."""
    return np.asarray(np.asarray(exact) % (1 << bits)).astype(np.uint64).astype(dtype)


@register("llvm.uadd.with.overflow.", "llvm.sadd.with.overflow.",
          "llvm.usub.with.overflow.", "llvm.ssub.with.overflow.",
          "llvm.umul.with.overflow.", "llvm.smul.with.overflow.", prefix=True)
@odd_widths
def _with_overflow(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b = call.get
    rep = call.rep.fields[0]
    bits, dtype = int_width(rep), rep.dtype
    op = name.split(".")[1]
    signed = op.startswith("s")
    low, high = _range(bits, signed)

    def overflow(f):
        exact = _exact(a(f), b(f), op[1:], bits, signed)
        flag = (exact < low) | (exact > high)
        return _to_dtype(exact, bits, dtype), np.asarray(flag).astype(bool)
    return overflow


@register("llvm.uadd.sat.", "llvm.usub.sat.", "llvm.sadd.sat.", "llvm.ssub.sat.",
          prefix=True)
@odd_widths
def _saturating(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b = call.get
    bits, dtype = int_width(call.rep), call.rep.dtype
    op = name.split(".")[1]
    signed = op.startswith("s")
    low, high = _range(bits, signed)

    def saturate(f):
        exact = _exact(a(f), b(f), op[1:], bits, signed)
        return _to_dtype(np.minimum(np.maximum(exact, low), high), bits, dtype)
    return saturate

