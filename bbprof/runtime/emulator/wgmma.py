"""Hopper's warpgroup MMA (``wgmma.mma_async``): shapes, descriptors, layouts, the product.

One ``wgmma.mma_async.sync.aligned.m64nNkK`` is ``D = A x B (+ D)`` for a *warpgroup*:
four consecutive warps whose first warp's index in the CTA is a multiple of four, 128
lanes. Everything here follows the PTX ISA (8.x/9.0), section 9.7.15 "Asynchronous
Warpgroup Level Matrix Multiply-Accumulate Instructions":

* **Matrix descriptor** (9.7.15.5.1.2.2, a 64-bit register): bits 0-13 the start
  address, 16-29 the leading dimension byte offset (LBO), 32-45 the stride dimension
  byte offset (SBO), each ``(x & 0x3FFFF) >> 4``; bits 49-51 the base offset; bits
  62-63 the swizzle mode (0 none, 1 128-byte, 2 64-byte, 3 32-byte).
* **Shared-memory layouts** (9.7.15.5.1.2.1.3, "Canonical Layouts", in CuTe terms, with
  ``T`` elements to 16 bytes): K-major, no swizzle ``((8,m),(T,2k)):((1T,SBO),(1,LBO))``;
  K-major, ``S``-byte swizzle ``((8,m),(T,2k)):((S/16*T,SBO),(1,T))``; MN-major, no
  swizzle ``((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))``; MN-major, ``S``-byte swizzle
  ``((T,S/16,m),(8,k)):((1,T,LBO),(S/16*T,SBO))``; then ``Swizzle<b,4,3>`` (b = 0, 1, 2,
  3 for none, 32, 64, 128 bytes) on the byte address: bits 7..7+b-1 XORed into bits
  4..4+b-1, i.e. the 16-byte chunk index within a row of the pattern XOR the row's index
  within the pattern, whose repeats start at 256/512/1024-byte boundaries. A is M x K
  (``imm-trans-a`` 0: K-major, 1: M-major), B is K x N (``imm-trans-b`` 0: K-major, 1:
  N-major); transposes exist only for 16-bit types (8-bit and tf32 are K-major).
* **Register fragments** (9.7.15.5.1.1): warp ``w`` of the warpgroup holds rows
  ``16w..16w+15`` of D and of a register A, each as the warp-wide ``mma.m16n8k16`` does
  (``matrix.mma_layout``): D element ``i`` of lane ``l`` (``g = l//4``, ``t = l%4``) is
  D[16w + g + 8*((i//2)%2)][8*(i//4) + 2t + i%2], N/2 of them; A element ``e`` (four
  f16x2 registers) is A[16w + g + 8*((e//2)%2)][2t + e%2 + 8*(e//4)].

Arithmetic as ``matrix.run`` does for ``mma.sync``: float products and sums in float32
(f16 and fp8 products are exact in float32, bf16 ones too unless they leave float32's
range; the summation order of the hardware is not specified, so float results agree with
a reference within float tolerance, and are bit for bit equal where every partial sum is
exact), ``imm-scale-a/b`` of -1 negate A/B,
integer products and sums exact, then wrapped to 32 bits or, with ``.satfinite``,
clamped to the s32 range. ``scale-d`` false: D = A x B, the old D not read.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError

WARPGROUP = 128

# element types of A and B: (bytes, how to read them)
_ELEMENT_BYTES = {"f16": 2, "bf16": 2, "e4m3": 1, "e5m2": 1, "s8": 1, "u8": 1}
_SWIZZLE_BYTES = {0: 0, 1: 128, 2: 64, 3: 32}

_OP = re.compile(r"^wgmma\.mma_async\.sync\.aligned\.m64n(?P<n>\d+)k(?P<k>\d+)"
                 r"(?P<sat>\.satfinite)?\.(?P<d>\w+)\.(?P<a>\w+)\.(?P<b>\w+)$")


@dataclass(frozen=True)
class Shape:
    """What a ``wgmma.mma_async`` statement's name says."""
    n: int
    k: int
    dtype: str            # f32 or s32
    atype: str
    btype: str
    satfinite: bool

    @property
    def integer(self) -> bool:
        return self.dtype == "s32"

    @property
    def sixteen_bit(self) -> bool:
        return self.atype in ("f16", "bf16")


def shape_of(op: str) -> Shape:
    """The statement's shape and types; a form not modelled is refused by name."""
    m = _OP.match(op)
    if not m:
        raise UnsupportedIRError(f"the emulator does not model the PTX instruction '{op}' "
                                 "(of wgmma.mma_async it models the dense f16, bf16, "
                                 "e4m3/e5m2 and s8/u8 forms with an f32 or s32 D)")
    s = Shape(int(m["n"]), int(m["k"]), m["d"], m["a"], m["b"], bool(m["sat"]))
    _check_types(op, s)
    _check_n(op, s)
    return s


def _check_types(op: str, s: Shape) -> None:
    ok = ((s.dtype == "f32" and s.atype == s.btype and s.sixteen_bit and s.k == 16
           and not s.satfinite)
          or (s.dtype == "f32" and {s.atype, s.btype} <= {"e4m3", "e5m2"} and s.k == 32
              and not s.satfinite)
          or (s.dtype == "s32" and {s.atype, s.btype} <= {"s8", "u8"} and s.k == 32))
    if not ok:
        raise UnsupportedIRError(f"the emulator does not model '{op}': its types "
                                 f"(.{s.dtype}.{s.atype}.{s.btype}, k{s.k}) are not among "
                                 "the modelled f32.f16.f16/f32.bf16.bf16 (k16), "
                                 "f32.e4m3/e5m2 (k32) and s32.s8/u8 (k32)")


def _check_n(op: str, s: Shape) -> None:
    if s.integer:
        ok = s.n in (8, 16, 24, 32) or (s.n % 16 == 0 and 48 <= s.n <= 256)
    else:
        ok = s.n % 8 == 0 and 8 <= s.n <= 256
    if not ok:
        raise UnsupportedIRError(f"'{op}': N = {s.n} is not a shape of the PTX ISA")


# -- matrix descriptors and shared-memory layouts ----------------------------------------
@dataclass(frozen=True)
class Descriptor:
    start: int            # byte address in the CTA's shared memory
    lbo: int              # leading dimension byte offset
    sbo: int              # stride dimension byte offset
    base_offset: int
    swizzle: int          # bytes of the swizzle pattern's row: 0 (none), 32, 64, 128


def decode(desc: int) -> Descriptor:
    """The fields of a 64-bit matrix descriptor (PTX ISA 9.7.15.5.1.2.2)."""
    desc = int(desc)

    def field(low: int) -> int:           # 14 bits holding (x & 0x3FFFF) >> 4
        return ((desc >> low) & 0x3FFF) << 4
    return Descriptor(field(0), field(16), field(32), (desc >> 49) & 0x7,
                      _SWIZZLE_BYTES[(desc >> 62) & 0x3])


def swizzled(address: np.ndarray, swizzle: int) -> np.ndarray:
    """``Swizzle<b,4,3>`` on byte addresses: the 16-byte chunk (bits 4..) XOR the row of
    the pattern (bits 7..), ``b`` bits of each (3, 2, 1 for 128, 64, 32 bytes)."""
    if not swizzle:
        return address
    mask = swizzle // 16 - 1
    return address ^ (((address >> 7) & mask) << 4)


def layout_offsets(mn: int, k: int, element: int, d: Descriptor, mn_major: bool):
    """Byte offsets from the start address, before swizzling, of an operand's elements:
    ``(mn, k)`` array for A (M x K, indexed [m][k]) or B (indexed [n][k])."""
    t = 16 // element                                # elements in 16 bytes
    i, j = np.meshgrid(np.arange(mn), np.arange(k), indexing="ij")
    if not mn_major:
        if d.swizzle:
            return (i % 8) * d.swizzle + (i // 8) * d.sbo + j * element
        return (i % 8) * 16 + (i // 8) * d.sbo + (j % t) * element + (j // t) * d.lbo
    if d.swizzle:
        per_row = d.swizzle // element               # MN elements in one pattern row
        return ((i % per_row) * element + (i // per_row) * d.lbo
                + (j % 8) * d.swizzle + (j // 8) * d.sbo)
    return (i % t) * element + (i // t) * d.sbo + (j % 8) * 16 + (j // 8) * d.lbo


def check_descriptor(d: Descriptor, what: str) -> None:
    """A base offset is the one field whose effect the ISA leaves to a formula the
    emulator cannot confirm; refused rather than guessed."""
    if d.base_offset:
        raise UnsupportedIRError(f"wgmma: the {what} descriptor has base offset "
                                 f"{d.base_offset} (a swizzle pattern not starting at its "
                                 "boundary): not modelled")


# -- element types -----------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _fp8_table(exponent_bits: int) -> np.ndarray:
    """The 256 values of an 8-bit float as float32: e4m3 (bias 7, no infinities, S.1111.111
    NaN) or e5m2 (bias 15, IEEE-style infinities and NaNs), as the PTX ISA's alternate
    floating point data formats define them."""
    mant_bits = 7 - exponent_bits
    bias = (1 << (exponent_bits - 1)) - 1
    out = np.zeros(256, np.float64)
    for code in range(256):
        sign = -1.0 if code & 0x80 else 1.0
        e = (code >> mant_bits) & ((1 << exponent_bits) - 1)
        m = code & ((1 << mant_bits) - 1)
        top = (1 << exponent_bits) - 1
        if exponent_bits == 4 and e == top and m == (1 << mant_bits) - 1:
            out[code] = np.nan
        elif exponent_bits == 5 and e == top:
            out[code] = sign * np.inf if m == 0 else np.nan
        elif e == 0:
            out[code] = sign * m * 2.0 ** (1 - bias - mant_bits)
        else:
            out[code] = sign * (1 + m / (1 << mant_bits)) * 2.0 ** (e - bias)
    return out.astype(np.float32)


def element_values(raw: np.ndarray, kind: str) -> np.ndarray:
    """Elements from their bytes (``raw``: uint8 ``(..., bytes)``): float32 for the float
    types, int64 for the integer ones."""
    if kind == "f16":
        return raw.view(np.float16)[..., 0].astype(np.float32)
    if kind == "bf16":
        bits = raw.view(np.uint16)[..., 0].astype(np.uint32) << np.uint32(16)
        return bits.view(np.float32)
    if kind in ("e4m3", "e5m2"):
        return _fp8_table(4 if kind == "e4m3" else 5)[raw[..., 0]]
    if kind == "s8":
        return raw.view(np.int8)[..., 0].astype(np.int64)
    return raw[..., 0].astype(np.int64)


def read_operand(lds: np.ndarray, desc: Descriptor, mn: int, k: int, kind: str,
                 mn_major: bool, what: str) -> np.ndarray:
    """An ``mn x k`` operand read from one workgroup's shared memory ``lds`` (uint8)."""
    check_descriptor(desc, what)
    element = _ELEMENT_BYTES[kind]
    address = swizzled(desc.start + layout_offsets(mn, k, element, desc, mn_major),
                       desc.swizzle)
    if int(address.max()) + element > len(lds):
        raise EmulatorFault(f"wgmma reads its {what} operand at shared address "
                            f"{int(address.max())}, outside the workgroup's {len(lds)} "
                            "bytes of shared memory",
                            hint="pass the kernel's shared memory size (--shared)")
    raw = lds[address[..., None] + np.arange(element)]
    return element_values(raw, kind)


# -- register fragments ------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def d_layout(n: int):
    """``(lane, element)`` of D[i][j] in the warpgroup: ``(64, n)`` index arrays."""
    i, j = np.meshgrid(np.arange(64), np.arange(n), indexing="ij")
    lane = 32 * (i // 16) + 4 * (i % 8) + (j % 8) // 2
    elem = 4 * (j // 8) + 2 * ((i % 16) // 8) + j % 2
    return lane, elem


@functools.lru_cache(maxsize=None)
def a_layout():
    """``(lane, element)`` of a register A[i][k] (16-bit types, k16): ``(64, 16)``."""
    i, k = np.meshgrid(np.arange(64), np.arange(16), indexing="ij")
    lane = 32 * (i // 16) + 4 * (i % 8) + (k % 8) // 2
    elem = 2 * ((i % 16) // 8) + k % 2 + 4 * (k // 8)
    return lane, elem


# -- the product -------------------------------------------------------------------------
def product(s: Shape, a: np.ndarray, b: np.ndarray, c: np.ndarray, scale_d: bool,
            scale_a: int = 1, scale_b: int = 1) -> np.ndarray:
    """``D`` (64 x N) from A (64 x K), B (N x K, as read: [n][k]) and C (64 x N: float32,
    or int64 for s32), as ``matrix.run`` computes ``mma.sync``."""
    if s.integer:
        d = a.astype(np.int64) @ b.astype(np.int64).T
        if scale_d:
            d = d + c
        if s.satfinite:
            d = np.clip(d, -2**31, 2**31 - 1)
        return (d & 0xFFFF_FFFF).astype(np.uint32)
    a = a.astype(np.float32) * np.float32(scale_a)
    b = b.astype(np.float32) * np.float32(scale_b)
    d = np.matmul(a, b.T)
    return (c + d).astype(np.float32) if scale_d else d.astype(np.float32)


# -- a statement over the frame's warpgroups ---------------------------------------------
@dataclass
class Operands:
    """One statement's per-lane operands (``n`` running lanes of the frame)."""
    d: np.ndarray                 # (n, N/2) uint32 bits of D (f32 or s32)
    a_desc: np.ndarray | None     # (n,) uint64, or None: A in registers
    a_regs: np.ndarray | None     # (n, 4) uint32 (four f16x2 / bf16x2 registers)
    b_desc: np.ndarray            # (n,) uint64
    scale_d: np.ndarray           # (n,) bool
    scale_a: int = 1
    scale_b: int = 1
    trans_a: int = 0
    trans_b: int = 0


def warpgroup_starts(f, what: str) -> np.ndarray:
    """The index (into the frame's lanes) of each running warpgroup's first lane: the
    ``.sync.aligned`` statement must be run by all 128 lanes of each warpgroup together
    (PTX ISA: "all threads in the warpgroup must execute the same wgmma.mma_async")."""
    chunk = f.chunk
    if chunk.padded % WARPGROUP or chunk.wave_size != 32:
        raise EmulatorFault(f"{what} in a workgroup of {chunk.threads} threads: a "
                            "warpgroup is four whole warps of 32")
    pos = f.positions()
    rows = pos.reshape(-1, WARPGROUP) if len(pos) % WARPGROUP == 0 else None
    if rows is None or (rows[:, 0] % WARPGROUP).any() or \
            (rows != rows[:, :1] + np.arange(WARPGROUP)).any():
        raise EmulatorFault(f"{what} run by only some lanes of a warpgroup: all four "
                            "warps must run it together (.sync.aligned)")
    return np.arange(0, len(pos), WARPGROUP)


def _uniform(values: np.ndarray, what: str):
    if (values != values[0]).any():
        raise EmulatorFault(f"wgmma: the {what} differs between the lanes of a warpgroup "
                            "(the PTX ISA requires one value for the warpgroup)")
    return values[0]


def _register_a(s: Shape, regs: np.ndarray) -> np.ndarray:
    """A (64 x 16) from the warpgroup's four 32-bit registers per lane (two 16-bit
    elements each, the low half first)."""
    halves = np.ascontiguousarray(regs.astype(np.uint32)).view(np.uint8).reshape(
        WARPGROUP, 8, 2)
    elements = element_values(halves, s.atype)
    lane, elem = a_layout()
    return elements[lane, elem]


def issue(f, s: Shape, ops: Operands) -> np.ndarray:
    """The statement's D for every running lane, ``(n, N/2)`` uint32 bits: each warpgroup
    reads its operands (shared memory of its workgroup, its registers) and multiplies."""
    starts = warpgroup_starts(f, f"wgmma.mma_async.m64n{s.n}k{s.k}")
    chunk, pos = f.chunk, f.positions()
    lane, elem = d_layout(s.n)
    out = np.empty_like(ops.d, dtype=np.uint32)
    for first in starts:
        rows = slice(first, first + WARPGROUP)
        wg = int(chunk.wg_of[pos[first]])
        lds = chunk.lds[wg * chunk.lds_bytes:(wg + 1) * chunk.lds_bytes]
        b = read_operand(lds, decode(_uniform(ops.b_desc[rows], "B descriptor")), s.n,
                         s.k, s.btype, bool(ops.trans_b), "B")
        if ops.a_desc is not None:
            a = read_operand(lds, decode(_uniform(ops.a_desc[rows], "A descriptor")), 64,
                             s.k, s.atype, bool(ops.trans_a), "A")
        else:
            a = _register_a(s, ops.a_regs[rows])
        bits = ops.d[rows].astype(np.uint32)
        c = (bits.view(np.int32).astype(np.int64) if s.integer else bits.view(np.float32))
        d = product(s, a, b, c[lane, elem], bool(_uniform(ops.scale_d[rows], "scale-d")),
                    ops.scale_a, ops.scale_b)
        block = np.zeros((WARPGROUP, s.n // 2), np.uint32)
        block[lane, elem] = d.view(np.uint32)
        out[rows] = block
    return out
