"""Hopper's ``wgmma.mma_async`` (inline PTX, as Triton writes it for sm_90) and the
``llvm.nvvm.wgmma.fence/commit_group`` intrinsics, against numpy's product.

The expectations are derived apart from the emulator's ``wgmma.py``:

* **shared memory** is filled here by evaluating the PTX ISA's "Canonical Layouts" table
  (9.7.15.5.1.2.1.3) as CuTe layouts, written as the table writes them — a shape and a
  stride per mode, a coordinate split colexicographically over its mode's shape — with
  LBO and SBO in elements as in the ISA's worked examples ("LBO = 64*sizeof(tf32)",
  encoded ``(LBO) >> 4``), then ``Swizzle<b,4,3>`` as CuTe defines it (bits
  ``[7, 7+b)`` of the address XORed into bits ``[4, 4+b)``) on the byte address, whose
  patterns the ISA says start at 256/512/1024-byte boundaries for 32/64/128-byte
  swizzles; the emulator instead inverts hand-specialised formulas per mode;
* **descriptors** are packed from the ISA's field table (9.7.15.5.1.2.2);
* **register fragments** are read back per lane through the ISA's D fragment (each warp
  of the warpgroup 16 rows, as ``mma.m16n8`` repeated along N): lane ``l``, element
  ``i``: row ``16*(l//32) + (l%32)//4 + 8*((i//2)%2)``, column ``8*(i//4) + 2*(l%4) +
  i%2``; a register A (f16) is packed the same way by the ISA's A fragment;
* D is numpy's product: small integers in the float forms, so every product and partial
  sum is exact in float32 and the comparison is bit for bit whatever the summation
  order (the hardware's is not specified); int64 for s8/u8, wrapped or clamped.
"""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_counts_match_trace

MATMUL = Path(__file__).resolve().parents[1] / "data" / "corpus" / "sm_90" / "matmul.ll"

SMEM = 32768                     # the kernel's static shared array, 1024-byte aligned

KERNEL = """target triple = "nvptx64-nvidia-cuda"
@smem = addrspace(3) global [SMEM x i8] undef, align 1024

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %img,
                          ptr addrspace(1) %cin, ptr addrspace(1) %ain, i64 %da, i64 %db,
                          i32 %sd) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %copy
copy:
  %i = phi i32 [ %tid, %entry ], [ %next, %copy ]
  %src = getelementptr i32, ptr addrspace(1) %img, i32 %i
  %v = load i32, ptr addrspace(1) %src
  %dst = getelementptr i32, ptr addrspace(3) @smem, i32 %i
  store i32 %v, ptr addrspace(3) %dst
  %next = add i32 %i, 128
  %more = icmp ult i32 %next, WORDS
  br i1 %more, label %copy, label %mma
mma:
  call void @llvm.nvvm.barrier0()
  %base = ptrtoint ptr addrspace(3) @smem to i64
  %b4 = lshr i64 %base, 4
  %da1 = add i64 %da, %b4
  %db1 = add i64 %db, %b4
  %scale = icmp ne i32 %sd, 0
LOADS
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %d = call STRUCT asm sideeffect "STATEMENT {DREGS}, A_OPND, $BDESC, $SCALE IMMS;", "CONSTRAINTS"(ARGS)
EXTRACTS
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %w = call STRUCT asm sideeffect "// wait for regs: {DREGS}\\0A\\09wgmma.wait_group.sync.aligned 0;", "WAITC"(WAITARGS)
STORES
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
"""


def kernel_text(op: str, n: int, imms: str, register_a: bool, integer: bool) -> str:
    """A 128-thread kernel: copy the image into shared memory, load D (and a register
    A), fence, issue ``op``, commit, wait, store each lane's N/2 registers."""
    nd = n // 2
    ty, con = ("i32", "r") if integer else ("float", "f")
    struct = "{ " + ", ".join([ty] * nd) + " }"
    loads, args = [], []
    for e in range(nd):
        loads.append(f"  %ci{e} = add i32 %cbase, {e}\n"
                     f"  %cp{e} = getelementptr {ty}, ptr addrspace(1) %cin, i32 %ci{e}\n"
                     f"  %c{e} = load {ty}, ptr addrspace(1) %cp{e}")
        args.append(f"{ty} %c{e}")
    loads.insert(0, f"  %cbase = mul i32 %tid, {nd}")
    constraints = [f"={con}"] * nd + [str(e) for e in range(nd)]
    if register_a:
        loads.append("  %abase = mul i32 %tid, 4")
        for r in range(4):
            loads.append(f"  %ai{r} = add i32 %abase, {r}\n"
                         f"  %ap{r} = getelementptr i32, ptr addrspace(1) %ain, i32 %ai{r}\n"
                         f"  %a{r} = load i32, ptr addrspace(1) %ap{r}")
        a_operand = "{" + ",".join(f"${2 * nd + r}" for r in range(4)) + "}"
        constraints += ["r"] * 4
        args += [f"i32 %a{r}" for r in range(4)]
        after = 2 * nd + 4
    else:
        a_operand = f"${2 * nd}"
        constraints.append("l")
        args.append("i64 %da1")
        after = 2 * nd + 1
    constraints += ["l", "b"]
    args += ["i64 %db1", "i1 %scale"]
    stores = []
    for e in range(nd):
        stores.append(f"  %o{e} = extractvalue {struct} %w, {e}\n"
                      f"  %oi{e} = add i32 %cbase, {e}\n"
                      f"  %op{e} = getelementptr {ty}, ptr addrspace(1) %out, i32 %oi{e}\n"
                      f"  store {ty} %o{e}, ptr addrspace(1) %op{e}")
    wait_args = [f"{ty} %d{e}" for e in range(nd)]
    extracts = [f"  %d{e} = extractvalue {struct} %d, {e}" for e in range(nd)]
    text = KERNEL.replace("STORES", "\n".join(stores)).replace("EXTRACTS",
                                                                "\n".join(extracts))
    return (text.replace("LOADS", "\n".join(loads)).replace("SMEM", str(SMEM))
            .replace("WORDS", str(SMEM // 4)).replace("STRUCT", struct)
            .replace("STATEMENT", op).replace("DREGS", ",".join(f"${e}" for e in range(nd)))
            .replace("A_OPND", a_operand).replace("$BDESC", f"${after}")
            .replace("$SCALE", f"${after + 1}").replace("IMMS", imms)
            .replace("WAITC", ",".join([f"={con}"] * nd + [str(e) for e in range(nd)]))
            .replace("WAITARGS", ", ".join(wait_args))
            .replace("CONSTRAINTS", ",".join(constraints)).replace("ARGS", ", ".join(args)))


# -- the ISA's canonical layouts, evaluated as CuTe layouts ------------------------------
def cute_offset(index: int, shape, stride) -> int:
    """A coordinate of one mode split colexicographically over ``shape`` (the last
    extent unbounded), dotted with ``stride``."""
    offset = 0
    for extent, step in zip(shape, stride):
        offset += (index % extent if extent else index) * step
        index //= extent if extent else 1
    return offset


def canonical(mode: str, swizzle: int, t: int, lbo: int, sbo: int):
    """``(mn shape, mn stride), (k shape, k stride)`` of the ISA's table, in elements;
    ``mode`` "K" or "MN"; an extent of 0 is the table's ``m``/``k`` (unbounded)."""
    if mode == "K":
        rows = {0: t, 32: 2 * t, 64: 4 * t, 128: 8 * t}[swizzle]
        k_mode = ((t, 0), (1, lbo)) if swizzle == 0 else ((t, 0), (1, t))
        return ((8, 0), (rows, sbo)), k_mode
    if swizzle == 0:
        return ((t, 1, 0), (1, t, sbo)), ((8, 0), (t, lbo))
    s = swizzle // 16
    return ((t, s, 0), (1, t, lbo)), ((8, 0), (s * t, sbo))


def cute_swizzle(address: int, swizzle: int) -> int:
    """``Swizzle<b,4,3>``: bits [7, 7+b) XORed into bits [4, 4+b)."""
    b = {0: 0, 32: 1, 64: 2, 128: 3}[swizzle]
    mask = ((1 << b) - 1) << 7
    return address ^ ((address & mask) >> 3)


def place(image: np.ndarray, matrix_bytes: np.ndarray, start: int, mode: str,
          swizzle: int, lbo: int, sbo: int) -> None:
    """Write ``matrix_bytes`` (rows = M or N, cols = K, each element's bytes last) at
    ``start`` in the canonical layout; LBO/SBO in bytes."""
    eb = matrix_bytes.shape[2]
    t = 16 // eb
    (mn_shape, mn_stride), (k_shape, k_stride) = canonical(mode, swizzle, t, lbo // eb,
                                                           sbo // eb)
    for r in range(matrix_bytes.shape[0]):
        for c in range(matrix_bytes.shape[1]):
            el = cute_offset(r, mn_shape, mn_stride) + cute_offset(c, k_shape, k_stride)
            address = cute_swizzle(start + el * eb, swizzle)
            image[address:address + eb] = matrix_bytes[r, c]


def descriptor(start: int, lbo: int, sbo: int, swizzle: int) -> int:
    mode = {0: 0, 128: 1, 64: 2, 32: 3}[swizzle]
    enc = lambda x: (x & 0x3FFFF) >> 4                                    # noqa: E731
    return enc(start) | enc(lbo) << 16 | enc(sbo) << 32 | mode << 62


def lanes_of(D: np.ndarray) -> np.ndarray:
    """Each lane's N/2 registers of D (the ISA's D fragment)."""
    n = D.shape[1]
    out = np.zeros((128, n // 2), D.dtype)
    for lane in range(128):
        for i in range(n // 2):
            row = 16 * (lane // 32) + (lane % 32) // 4 + 8 * ((i // 2) % 2)
            col = 8 * (i // 4) + 2 * (lane % 4) + i % 2
            out[lane, i] = D[row, col]
    return out


def register_a(A: np.ndarray) -> np.ndarray:
    """Each lane's four f16x2 registers of A (64 x 16; the ISA's A fragment, as
    mma.m16n8k16's per warp: row 16w + g + 8*((e//2)%2), column 2t + e%2 + 8*(e//4))."""
    regs = np.zeros((128, 8), np.float16)
    for lane in range(128):
        g, t, w = (lane % 32) // 4, lane % 4, lane // 32
        for e in range(8):
            regs[lane, e] = A[16 * w + g + 8 * ((e // 2) % 2), 2 * t + e % 2 + 8 * (e // 4)]
    return regs.view(np.uint32)


def launch(text, image, c_lanes, da, db, scale_d=1, a_regs=None, block=128):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(c_lanes.size, c_lanes.dtype))
    ain = backend.upload(a_regs.reshape(-1) if a_regs is not None else np.zeros(4, np.uint32))
    code.launch("k", LaunchShape.of(1, block),
                [out, backend.upload(image.view(np.uint32)),
                 backend.upload(c_lanes.reshape(-1)), ain, Scalar(da, np.uint64),
                 Scalar(db, np.uint64), Scalar(scale_d, np.int32)])
    return out.read_array(c_lanes.dtype).reshape(c_lanes.shape)


def as_bytes(matrix: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(matrix).view(np.uint8).reshape(matrix.shape + (-1,))


def small_ints(rng, shape, low=-4, high=5):
    return rng.integers(low, high, shape).astype(np.float32)


# -- the float forms ---------------------------------------------------------------------
def float_case(kind, n, a_mode, a_sw, b_mode, b_sw, seed, k_slice=0, k_tile=16,
               scale_d=1, scale_a=1, register=False):
    """A (64 x k_tile) and B (N x k_tile, [n][k]) placed in shared memory; the statement
    reads the k16 (k32 for fp8) slice ``k_slice`` by moving the descriptors' start
    addresses, as Triton does."""
    dtype = {"f16": np.float16, "bf16": ml_dtypes.bfloat16,
             "e4m3": ml_dtypes.float8_e4m3fn}[kind]
    k = 32 if kind == "e4m3" else 16
    rng = np.random.default_rng(seed)
    A = small_ints(rng, (64, k_tile)).astype(dtype)
    B = small_ints(rng, (n, k_tile)).astype(dtype)
    C = small_ints(rng, (64, n), -50, 50)
    eb = np.dtype(dtype).itemsize
    image = np.zeros(SMEM, np.uint8)
    a_lbo, a_sbo = layout_strides(a_mode, a_sw, 64, k_tile, eb)
    b_lbo, b_sbo = layout_strides(b_mode, b_sw, n, k_tile, eb)
    b_start = 8192
    place(image, as_bytes(A), 0, a_mode, a_sw, a_lbo, a_sbo)
    place(image, as_bytes(B), b_start, b_mode, b_sw, b_lbo, b_sbo)
    da = descriptor(slice_start(0, a_mode, a_sw, k_slice, k, eb, a_lbo, a_sbo), a_lbo,
                    a_sbo, a_sw)
    db = descriptor(slice_start(b_start, b_mode, b_sw, k_slice, k, eb, b_lbo, b_sbo),
                    b_lbo, b_sbo, b_sw)
    As = A[:, k_slice * k:(k_slice + 1) * k].astype(np.float32)
    Bs = B[:, k_slice * k:(k_slice + 1) * k].astype(np.float32)
    expect = scale_a * As @ Bs.T + (C if scale_d else 0)
    imms = [scale_a, 1]
    if kind != "e4m3":          # transposes: 16-bit types only; none for a register A
        imms += ([] if register else [int(a_mode == "MN")]) + [int(b_mode == "MN")]
    op = f"wgmma.mma_async.sync.aligned.m64n{n}k{k}.f32.{kind}.{kind}"
    text = kernel_text(op, n, "".join(f", {x}" for x in imms), register, False)
    regs = register_a(A[:, k_slice * k:(k_slice + 1) * k]) if register else None
    got = launch(text, image, lanes_of(C), da, db, scale_d, regs)
    return got, lanes_of(expect.astype(np.float32))


def layout_strides(mode, swizzle, rows, k_tile, eb):
    """LBO and SBO (bytes) of a compact tile: K-major rows of ``swizzle`` bytes (16 for
    no swizzle: 8x16-byte core matrices), MN-major rows of ``swizzle`` bytes of MN."""
    if mode == "K":
        if swizzle == 0:        # core matrices: 8 rows x 16 bytes, K-adjacent ones next
            return 128, 128 * (k_tile * eb // 16)
        assert k_tile * eb == swizzle           # one pattern row holds the tile's K
        return 16, 8 * swizzle                  # LBO unused ("assumed 1")
    if swizzle == 0:            # core matrices 16 bytes of MN x 8 rows of K
        return 128 * (rows * eb // 16), 128
    return k_tile * swizzle, 8 * swizzle


def slice_start(start, mode, swizzle, k_slice, k, eb, lbo, sbo):
    """Where the ``k_slice``-th K slice of the tile starts."""
    if k_slice == 0:
        return start
    if mode == "K":
        return start + (k_slice * k * eb if swizzle else k_slice * (k * eb // 16) * lbo)
    return start + k_slice * (k // 8) * (sbo if swizzle else lbo)


@pytest.mark.parametrize("case", [
    # kind, N, A major, A swizzle, B major, B swizzle, K tile, K slice
    ("f16", 64, "K", 128, "K", 128, 64, 0),
    ("f16", 64, "K", 128, "K", 128, 64, 3),        # start 96 bytes into a 128-byte row
    ("f16", 128, "K", 64, "MN", 128, 32, 1),       # Triton's sm_90 matmul
    ("bf16", 16, "K", 0, "MN", 0, 32, 1),          # no swizzle: core matrices
    ("bf16", 32, "MN", 32, "K", 32, 16, 0),
    ("f16", 24, "MN", 64, "MN", 64, 32, 1),
])
def test_wgmma_f16_bf16_equals_numpy_through_the_isa_layouts(case):
    kind, n, am, asw, bm, bsw, k_tile, k_slice = case
    got, expect = float_case(kind, n, am, asw, bm, bsw, seed=n + k_slice,
                             k_slice=k_slice, k_tile=k_tile)
    assert (got.view(np.uint32) == expect.view(np.uint32)).all()


def test_scale_d_false_ignores_the_old_d_and_imm_scale_a_negates():
    got, expect = float_case("f16", 32, "K", 128, "K", 128, 11, scale_d=0, scale_a=-1,
                             k_tile=64, k_slice=1)
    assert (got == expect).all()


def test_register_a():
    got, expect = float_case("f16", 40, "K", 0, "MN", 128, 12, register=True, k_tile=16)
    assert (got == expect).all()


def test_e4m3():
    got, expect = float_case("e4m3", 32, "K", 128, "K", 128, 13, k_tile=128, k_slice=2)
    assert (got == expect).all()


def test_fp8_codes_read_as_ml_dtypes_reads_them():
    """Every byte of e4m3 (no infinities, S.1111.111 NaN) and e5m2 (IEEE-style)."""
    from bbprof.runtime.emulator.wgmma import element_values
    codes = np.arange(256, dtype=np.uint8).reshape(256, 1)
    for kind, dtype in (("e4m3", ml_dtypes.float8_e4m3fn), ("e5m2", ml_dtypes.float8_e5m2)):
        expect = codes[:, 0].view(dtype).astype(np.float32)
        assert np.array_equal(element_values(codes, kind), expect, equal_nan=True)


def test_float_sums_with_rounding_agree_within_float_tolerance():
    """Random normal f16 operands: every product is exact in float32, the sums round;
    the emulator sums as mma.sync's model does (float32), so within float tolerance."""
    rng = np.random.default_rng(5)
    A = rng.standard_normal((64, 16)).astype(np.float16)
    B = rng.standard_normal((64, 16)).astype(np.float16)
    image = np.zeros(SMEM, np.uint8)
    place(image, as_bytes(A), 0, "K", 32, 16, 256)
    place(image, as_bytes(B), 8192, "K", 32, 16, 256)
    text = kernel_text("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16", 64,
                       ", 1, 1, 0, 0", False, False)
    C = np.zeros((64, 64), np.float32)
    got = launch(text, image, lanes_of(C), descriptor(0, 16, 256, 32),
                 descriptor(8192, 16, 256, 32))
    exact = A.astype(np.float64) @ B.astype(np.float64).T
    np.testing.assert_allclose(got, lanes_of(exact.astype(np.float32)), rtol=1e-5,
                               atol=1e-5)


# -- the integer forms -------------------------------------------------------------------
def int_case(op, n, swizzle, A, B, C, b_swizzle=0):
    """A in ``swizzle``-byte rows, B in ``b_swizzle``-byte rows (0: core matrices), both
    K-major (8-bit types have no transpose); K is 32 bytes of each row."""
    image = np.zeros(SMEM, np.uint8)
    sbo = 8 * swizzle
    b_lbo, b_sbo = (16, 8 * b_swizzle) if b_swizzle else (128, 256)
    place(image, as_bytes(A), 0, "K", swizzle, 16, sbo)
    place(image, as_bytes(B), 8192, "K", b_swizzle, b_lbo, b_sbo)
    text = kernel_text(op, n, "", False, True)
    return launch(text, image, lanes_of(C.astype(np.int32).view(np.uint32)),
                  descriptor(0, 16, sbo, swizzle),
                  descriptor(8192, b_lbo, b_sbo, b_swizzle))


@pytest.mark.parametrize("n,swizzle,b_swizzle", [(64, 64, 0), (128, 32, 128)])
def test_s8_is_the_exact_product_wrapped(n, swizzle, b_swizzle):
    rng = np.random.default_rng(n)
    A = rng.integers(-128, 128, (64, 32)).astype(np.int8)
    B = rng.integers(-128, 128, (n, 32)).astype(np.int8)
    C = rng.integers(-2**31, 2**31, (64, n)).astype(np.int64)
    got = int_case(f"wgmma.mma_async.sync.aligned.m64n{n}k32.s32.s8.s8", n, swizzle, A, B, C,
                   b_swizzle)
    exact = A.astype(np.int64) @ B.astype(np.int64).T + C
    assert (got == lanes_of((exact & 0xFFFF_FFFF).astype(np.uint32))).all()


def test_satfinite_clamps_and_u8_reads_unsigned():
    A = np.full((64, 32), 127, np.int8)
    B = np.full((16, 32), 127, np.int8)
    C = np.full((64, 16), 2**31 - 1000, np.int64)
    C[32:] = 5
    exact = A.astype(np.int64) @ B.astype(np.int64).T + C
    got = int_case("wgmma.mma_async.sync.aligned.m64n16k32.satfinite.s32.s8.s8", 16, 128,
                   A, B, C)
    clamp = np.clip(exact, -2**31, 2**31 - 1)
    assert (got == lanes_of((clamp & 0xFFFF_FFFF).astype(np.uint32))).all()
    Au = np.full((64, 32), -1, np.int8)                    # 255 as u8
    got = int_case("wgmma.mma_async.sync.aligned.m64n16k32.s32.u8.s8", 16, 128, Au, B, C)
    exact = 255 * B.astype(np.int64).sum(1)[None, :] + C
    assert (got == lanes_of((exact & 0xFFFF_FFFF).astype(np.uint32))).all()


# -- refusals ----------------------------------------------------------------------------
@pytest.mark.parametrize("op,match", [
    ("wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16", "wgmma.mma_async.sp"),
    ("wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32", "tf32"),
    ("wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16", r"\.f16\.f16\.f16"),
    ("wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16", "N = 12"),
])
def test_forms_not_modelled_are_refused_by_name(op, match):
    text = kernel_text(op, 64, ", 1, 1, 0, 0", False, False)
    with pytest.raises(UnsupportedIRError, match=match):
        launch(text, np.zeros(SMEM, np.uint8), lanes_of(np.zeros((64, 64), np.float32)),
               descriptor(0, 16, 256, 32), descriptor(8192, 16, 256, 32))


def test_a_base_offset_and_a_partial_warpgroup_are_refused():
    text = kernel_text("wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16", 16,
                       ", 1, 1, 0, 0", False, False)
    image = np.zeros(SMEM, np.uint8)
    C = lanes_of(np.zeros((64, 16), np.float32))
    with pytest.raises(UnsupportedIRError, match="base offset"):
        launch(text, image, C, descriptor(0, 16, 256, 32) | 1 << 49,
               descriptor(8192, 16, 256, 32))
    with pytest.raises(EmulatorFault, match="warpgroup"):
        launch(text, image, C[:64], descriptor(0, 16, 256, 32),
               descriptor(8192, 16, 256, 32), block=64)


# -- Triton's own sm_90 matmul -----------------------------------------------------------
def _matmul(text, block_map, A, B):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    (m, k), n = A.shape, B.shape[1]
    c = backend.upload(np.zeros(m * n, np.float16))
    scratch = [backend.upload(np.zeros(16, np.uint8)) for _ in range(2)]
    ints = [Scalar(v, np.int32) for v in (m, n, k, k, n, n)]
    code.launch("matmul_kernel", LaunchShape.of(m // 128 * (n // 128), 128, 65536),
                [backend.upload(A.reshape(-1)), backend.upload(B.reshape(-1)), c]
                + ints + scratch)
    return code, c.read_array(np.float16).reshape(m, n)


def test_tritons_sm90_matmul_equals_numpy_and_its_counts_the_trace():
    """tests/data/corpus/sm_90/matmul.ll (Triton, 128x128x32 tiles, four warps): A in
    64-byte-swizzled K-major tiles, B in 128-byte-swizzled N-major ones, both written
    by the kernel's own swizzled stores, three K steps of four m64n128k16 statements
    each (two m64 halves of A, two k16 slices), committed and waited for. Its fp16 C is
    numpy's float32 product within fp16 rounding (the kernel's sum order and its
    rounding of the f32 accumulator are not numpy's)."""
    rng = np.random.default_rng(0)
    A = rng.standard_normal((256, 96)).astype(np.float16)
    B = rng.standard_normal((96, 128)).astype(np.float16)
    plain, C = _matmul(MATMUL.read_text(), None, A, B)
    ref = A.astype(np.float32) @ B.astype(np.float32)
    np.testing.assert_allclose(C.astype(np.float32), ref, rtol=1e-3, atol=2e-2)
    result = instrument(load_module(MATMUL))
    code, C2 = _matmul(result.text, result.block_map, A, B)
    assert C2.tobytes() == C.tobytes()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) > 0
