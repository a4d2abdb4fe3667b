"""Floating-point rounding the GPUs do that numpy does not do by itself.

**A fused multiply-add rounded once** (``llvm.fma``, ``llvm.nvvm.fma.rn.*``). For half and
float operands the product ``a * b`` is exact in float64 (at most 2 x 24 significant
bits), but ``p + c`` in float64 is rounded once to 53 bits and then again to 24 when
cast back: two roundings can differ from one (when the float64 sum lands exactly on a
float32 halfway point that the exact sum was not on). The sum is therefore taken in
float64 with *round to odd*: the round-to-nearest sum ``s`` and its exact error ``e``
(Knuth's TwoSum, which is error-free in binary floating point), then, when ``e != 0``
and ``s``'s last significand bit is even, ``s`` is moved one ulp towards the exact sum.
Rounding to odd on 53 bits and then to nearest on ``p <= 51`` bits equals rounding the
exact value to nearest once (Boldo and Melquiond, "Emulation of FMA and correctly
rounded sums: proved algorithms using rounding to odd", IEEE Trans. Computers 57(4),
2008). The final cast is numpy's float64 -> float32/float16 conversion, round to nearest
even, subnormal results included.

For double operands there is no wider exact type here (x86's long double has 64
significant bits, not the 106 of a double product), so each element whose operands are
finite is computed exactly with ``fractions.Fraction`` and converted back by CPython's
correctly rounded integer division; an exact zero and non-finite operands take the
float64 expression, which gives IEEE's signs and NaNs. Slow (a Python call per lane), and
only the ``.d`` NVVM forms use it.

**Flush to zero** (``.ftz``, PTX ISA "Floating-point instructions": "subnormal numbers
are flushed to sign-preserving zero"): subnormal operands are read as zero of their sign,
and a subnormal result (after rounding) is written as zero of its sign.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np


def flush_subnormal(x) -> np.ndarray:
    """``x`` with its subnormal values replaced by zero of the same sign."""
    x = np.asarray(x)
    tiny = np.finfo(x.dtype).tiny
    return np.where(np.abs(x) < tiny, np.copysign(np.zeros((), x.dtype), x), x).astype(
        x.dtype, copy=False)


def fma_rn(a, b, c, dtype) -> np.ndarray:
    """``a * b + c`` rounded once to ``dtype`` (half, float or double), to nearest even."""
    dtype = np.dtype(dtype)
    if dtype == np.float64:
        return _fma_exact_f64(a, b, c)
    a, b, c = (np.asarray(v, np.float64) for v in (a, b, c))
    with np.errstate(invalid="ignore"):
        s, e = _two_sum(a * b, c)                  # a * b exact: <= 48 significant bits
        s = _toward_odd(s, e, np.uint64)
    return s.astype(dtype)


def _fma_exact_f64(a, b, c) -> np.ndarray:
    a, b, c = np.broadcast_arrays(*(np.asarray(v, np.float64) for v in (a, b, c)))
    with np.errstate(invalid="ignore", over="ignore"):
        out = a * b + c                           # right for zeros, infinities and NaNs
    flat = out.reshape(-1).copy()
    finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
    for k in np.nonzero(finite.reshape(-1))[0]:
        exact = (Fraction(float(a.flat[k])) * Fraction(float(b.flat[k]))
                 + Fraction(float(c.flat[k])))
        if exact == 0:
            continue
        try:
            flat[k] = float(exact)
        except OverflowError:
            flat[k] = np.inf if exact > 0 else -np.inf
    return flat.reshape(out.shape)


def sum3_rn(p0, p1, c, dtype) -> np.ndarray:
    """``p0 + p1 + c`` (float64 values, each exact) rounded once to ``dtype`` (bfloat16 or
    half: 8 or 11 significant bits), to nearest even: the sums in float64 with their exact
    errors (TwoSum), rounded to odd on 53 bits, then to odd on float32's 24 (rounding to
    odd composes), then to nearest on ``dtype``'s (Boldo and Melquiond, as ``fma_rn``)."""
    p0, p1, c = (np.asarray(v, np.float64) for v in (p0, p1, c))
    with np.errstate(invalid="ignore", over="ignore"):
        s, e1 = _two_sum(p0, p1)
        r, e2 = _two_sum(s, c)
        r = _toward_odd(r, e1 + e2, np.uint64)     # the sign of the exact residual
        f = r.astype(np.float32)
        f = _toward_odd(f, r - f.astype(np.float64), np.uint32)
    return f.astype(dtype)


def _two_sum(a, b):
    s = a + b
    t = s - a
    return s, (a - (s - t)) + (b - t)


def _toward_odd(x, residual, bits):
    """``x`` (a rounding of ``x + residual``) moved one ulp towards the exact value where
    that is inexact and ``x``'s last significand bit is even: rounding to odd."""
    bump = np.isfinite(x) & (residual != 0) & ((x.view(bits) & bits(1)) == 0)
    if not bump.any():
        return x
    return np.where(bump, np.nextafter(x, np.where(residual > 0, np.inf, -np.inf).astype(
        x.dtype)), x).astype(x.dtype)


def fma_directed(a, b, c, dtype, mode: str) -> np.ndarray:
    """``a * b + c`` rounded once to ``dtype`` (half or float) toward ``mode``: "rm" (minus
    infinity), "rp" (plus infinity) or "rz" (zero), as PTX's ``fma.rm/rp/rz``. The sum
    in float64 with its exact error (TwoSum: exact = s + e), rounded to nearest in
    ``dtype``, then moved one ulp where that passed the exact value in the wrong
    direction."""
    dtype = np.dtype(dtype)
    a, b, c = (np.asarray(v, np.float64) for v in (a, b, c))
    with np.errstate(invalid="ignore", over="ignore"):
        s, e = _two_sum(a * b, c)                  # a * b is exact in float64
        r = s.astype(dtype)
        above = (r.astype(np.float64) - s) - e     # sign of r - (s + e)
        finite = np.isfinite(r) & np.isfinite(s)
        if mode == "rm":
            down, up = finite & (above > 0), np.zeros_like(finite)
        elif mode == "rp":
            down, up = np.zeros_like(finite), finite & (above < 0)
        elif mode == "rz":
            down = finite & (above > 0) & (s + e > 0)
            up = finite & (above < 0) & (s + e < 0)
        else:
            raise ValueError(mode)
        r = np.where(down, np.nextafter(r, np.array(-np.inf, dtype)), r)
        r = np.where(up, np.nextafter(r, np.array(np.inf, dtype)), r)
    return r.astype(dtype)
