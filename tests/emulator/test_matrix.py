"""Every modelled MFMA shape on the emulator against numpy, one wave per intrinsic.

For each ``llvm.amdgcn.mfma.*`` intrinsic the emulator models (CDNA1-3: f32, f16, bf16 in
both encodings, i8), a one-wave kernel loads each lane's A, B and C registers from
buffers, calls the intrinsic and stores D. The test fills the registers from random
matrices through the *register-to-element* mapping of AMD's Matrix Instruction Calculator
("Register to matrix element mapping": which (block, row, column) each lane's element
holds; the emulator's own code uses the other direction), and reads D back the same way:
D of every block must equal A x B + C of that block (float: within f32 rounding; i8:
exactly, modulo 2**32). The modifiers are checked by what they mean: BLGP=1 gives every
block block 0's B (rocMLIR's f32 GEMM uses it), BLGP=3 rotates B's lanes by 16, CBSZ=1
ABID=1 gives both blocks block 1's A.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

# (intrinsic, operand kind, M, N, K, blocks, elements per lane, target-cpu)
SHAPES = [
    ("mfma.f32.32x32x1f32", "f32", 32, 32, 1, 2, 1, "gfx90a"),
    ("mfma.f32.16x16x1f32", "f32", 16, 16, 1, 4, 1, "gfx90a"),
    ("mfma.f32.4x4x1f32", "f32", 4, 4, 1, 16, 1, "gfx908"),
    ("mfma.f32.32x32x2f32", "f32", 32, 32, 2, 1, 1, "gfx942"),
    ("mfma.f32.16x16x4f32", "f32", 16, 16, 4, 1, 1, "gfx942"),
    ("mfma.f32.32x32x4f16", "f16", 32, 32, 4, 2, 4, "gfx90a"),
    ("mfma.f32.16x16x4f16", "f16", 16, 16, 4, 4, 4, "gfx90a"),
    ("mfma.f32.4x4x4f16", "f16", 4, 4, 4, 16, 4, "gfx90a"),
    ("mfma.f32.32x32x8f16", "f16", 32, 32, 8, 1, 4, "gfx942"),
    ("mfma.f32.16x16x16f16", "f16", 16, 16, 16, 1, 4, "gfx942"),
    ("mfma.i32.32x32x4i8", "i8", 32, 32, 4, 2, 4, "gfx908"),
    ("mfma.i32.16x16x4i8", "i8", 16, 16, 4, 4, 4, "gfx908"),
    ("mfma.i32.4x4x4i8", "i8", 4, 4, 4, 16, 4, "gfx908"),
    ("mfma.i32.32x32x8i8", "i8", 32, 32, 8, 1, 4, "gfx90a"),
    ("mfma.i32.16x16x16i8", "i8", 16, 16, 16, 1, 4, "gfx90a"),
    ("mfma.i32.32x32x16.i8", "i8", 32, 32, 16, 1, 8, "gfx942"),
    ("mfma.i32.16x16x32.i8", "i8", 16, 16, 32, 1, 8, "gfx942"),
    ("mfma.f32.32x32x2bf16", "bf16", 32, 32, 2, 2, 2, "gfx908"),
    ("mfma.f32.16x16x2bf16", "bf16", 16, 16, 2, 4, 2, "gfx908"),
    ("mfma.f32.4x4x2bf16", "bf16", 4, 4, 2, 16, 2, "gfx908"),
    ("mfma.f32.32x32x4bf16", "bf16", 32, 32, 4, 1, 2, "gfx908"),
    ("mfma.f32.16x16x8bf16", "bf16", 16, 16, 8, 1, 2, "gfx908"),
    ("mfma.f32.32x32x4bf16.1k", "bf16", 32, 32, 4, 2, 4, "gfx90a"),
    ("mfma.f32.16x16x4bf16.1k", "bf16", 16, 16, 4, 4, 4, "gfx90a"),
    ("mfma.f32.4x4x4bf16.1k", "bf16", 4, 4, 4, 16, 4, "gfx90a"),
    ("mfma.f32.32x32x8bf16.1k", "bf16", 32, 32, 8, 1, 4, "gfx942"),
    ("mfma.f32.16x16x16bf16.1k", "bf16", 16, 16, 16, 1, 4, "gfx942"),
]


def _types(kind: str, per_lane: int, out_count: int):
    """LLVM types of the A/B operand and of C/D."""
    if kind == "f32":
        ab = "float"
    elif kind == "f16":
        ab = f"<{per_lane} x half>"
    elif kind == "bf16":
        ab = f"<{per_lane} x i16>"
    else:
        ab = f"i{8 * per_lane}"
    cd = f"<{out_count} x {'i32' if kind == 'i8' else 'float'}>"
    return ab, cd


def _kernel(name, ab, cd, cpu, cbsz=0, abid=0, blgp=0) -> str:
    return f"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b,
                             ptr addrspace(1) %c, ptr addrspace(1) %d) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %pa = getelementptr {ab}, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr {ab}, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr {cd}, ptr addrspace(1) %c, i64 %i
  %pd = getelementptr {cd}, ptr addrspace(1) %d, i64 %i
  %va = load {ab}, ptr addrspace(1) %pa
  %vb = load {ab}, ptr addrspace(1) %pb
  %vc = load {cd}, ptr addrspace(1) %pc
  %r = call {cd} @llvm.amdgcn.{name}({ab} %va, {ab} %vb, {cd} %vc, i32 {cbsz}, i32 {abid}, i32 {blgp})
  store {cd} %r, ptr addrspace(1) %pd
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare {cd} @llvm.amdgcn.{name}({ab}, {ab}, {cd}, i32, i32, i32)
attributes #0 = {{ "target-cpu"="{cpu}" }}
"""


def _input_owner(lane, e, rows, blocks, per_lane):
    """Calculator, register to element, A (B likewise with columns): the lane's element
    ``e`` holds row ``lane % M`` of block ``(lane // M) % blocks`` at depth
    ``per_lane * (lane // (M * blocks)) + e``."""
    return (lane // rows) % blocks, lane % rows, per_lane * (lane // (rows * blocks)) + e


def _output_owner(lane, g, rows, cols):
    """Calculator, register to element, C/D: column ``lane % N``; register ``g`` and the
    lane's group ``lane // N`` pick a group of four rows, counted block after block."""
    group = (g // 4) * (64 // cols) + lane // cols
    return group // (rows // 4), 4 * (group % (rows // 4)) + g % 4, lane % cols


def _fill(kind, rng, shape):
    if kind == "i8":
        return rng.integers(-128, 128, shape).astype(np.int64)
    values = rng.standard_normal(shape).astype(np.float32)
    if kind == "f16":
        return values.astype(np.float16).astype(np.float64)
    if kind == "bf16":      # values a bf16 holds exactly: f32 with the low half zero
        return (values.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32) \
            .astype(np.float64)
    return values.astype(np.float64)


def _registers(kind, matrix, per_lane, owner):
    """Per-lane register contents (64, per_lane) of a matrix through ``owner``."""
    regs = np.array([[matrix[owner(lane, e)] for e in range(per_lane)]
                     for lane in range(64)])
    if kind == "i8":
        return regs.astype(np.int8).view(np.uint8).reshape(64, per_lane).copy() \
            .view(np.uint32 if per_lane == 4 else np.uint64).reshape(64)
    if kind == "f16":
        return regs.astype(np.float16)
    if kind == "bf16":
        return (regs.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    return regs.astype(np.float32).reshape(64)


def _run(name, kind, m, n, k, blocks, per_lane, cpu, A, B, C, **mods):
    out_count = m * n * blocks // 64
    ab, cd = _types(kind, per_lane, out_count)
    a_regs = _registers(kind, A, per_lane, lambda l, e: _input_owner(l, e, m, blocks,
                                                                     per_lane))
    b_regs = _registers(kind, B.transpose(0, 2, 1), per_lane,
                        lambda l, e: _input_owner(l, e, n, blocks, per_lane))
    acc = np.uint32 if kind == "i8" else np.float32
    c_regs = np.array([[C[_output_owner(l, g, m, n)] for g in range(out_count)]
                       for l in range(64)])
    c_regs = c_regs.astype(np.int64).astype(np.uint32) if kind == "i8" else \
        c_regs.astype(np.float32)
    backend = get_backend("emulator")
    code = backend.load(_kernel(name, ab, cd, cpu, **mods), None)
    bufs = [backend.upload(x) for x in (a_regs, b_regs, c_regs,
                                        np.zeros((64, out_count), acc))]
    code.launch("k", LaunchShape.of(1, 64), bufs)
    d_regs = bufs[3].read_array(acc).reshape(64, out_count)
    D = np.zeros((blocks, m, n), np.int64 if kind == "i8" else np.float64)
    for lane in range(64):
        for g in range(out_count):
            D[_output_owner(lane, g, m, n)] = d_regs[lane, g].view(np.int32) \
                if kind == "i8" else d_regs[lane, g]
    return D


def _check(kind, D, want):
    if kind == "i8":
        assert np.array_equal(D, ((want + 2**31) % 2**32) - 2**31)
    else:
        np.testing.assert_allclose(D, want, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("name,kind,m,n,k,blocks,per_lane,cpu", SHAPES,
                         ids=[s[0] for s in SHAPES])
def test_mfma_shape_against_numpy(name, kind, m, n, k, blocks, per_lane, cpu):
    rng = np.random.default_rng(k * 1000 + m + blocks)
    A, B = _fill(kind, rng, (blocks, m, k)), _fill(kind, rng, (blocks, k, n))
    C = _fill(kind, rng, (blocks, m, n)) * (2**20 if kind == "i8" else 1)
    D = _run(name, kind, m, n, k, blocks, per_lane, cpu, A, B, C)
    _check(kind, D, A @ B + C)


def test_i8_accumulator_wraps_modulo_2_32():
    A = np.full((1, 32, 8), 127, np.int64)
    B = np.full((1, 8, 32), 127, np.int64)
    C = np.full((1, 32, 32), 2**31 - 1, np.int64)
    D = _run("mfma.i32.32x32x8i8", "i8", 32, 32, 8, 1, 4, "gfx90a", A, B, C)
    _check("i8", D, A @ B + C)
    assert (D < 0).all()            # 2**31 - 1 + 8 * 127 * 127 wrapped


@pytest.mark.parametrize("mods,effect", [
    ({"blgp": 1}, "every block reads block 0's B"),
    ({"blgp": 3}, "B's lanes rotated by 16"),
    ({"cbsz": 1, "abid": 1}, "both blocks read block 1's A"),
], ids=["blgp1", "blgp3", "cbsz1-abid1"])
def test_mfma_modifiers(mods, effect):
    rng = np.random.default_rng(7)
    A, B = _fill("f32", rng, (2, 32, 1)), _fill("f32", rng, (2, 1, 32))
    C = _fill("f32", rng, (2, 32, 32))
    D = _run("mfma.f32.32x32x1f32", "f32", 32, 32, 1, 2, 1, "gfx90a", A, B, C, **mods)
    if mods.get("blgp") == 1:
        B = B[[0, 0]]
    elif mods.get("blgp") == 3:
        # lane l reads lane (l + 16) % 64; B[0][j].b sits in lane 32b + j
        lanes = np.concatenate([B[0, 0], B[1, 0]])
        rotated = np.roll(lanes, -16)
        B = np.stack([rotated[:32], rotated[32:]])[:, None, :]
    else:
        A = A[[1, 1]]
    _check("f32", D, A @ B + C)


@pytest.mark.parametrize("name,ab,cd,cpu", [
    ("mfma.f64.16x16x4f64", "double", "<4 x double>", "gfx90a"),
    ("mfma.f32.16x16x8.xf32", "<2 x float>", "<4 x float>", "gfx942"),
    ("mfma.f32.16x16x32.fp8.fp8", "i64", "<4 x float>", "gfx942"),
    ("mfma.f32.16x16x32.f16", "<8 x half>", "<4 x float>", "gfx950"),
], ids=lambda v: v if str(v).startswith("mfma") else "")
def test_unmodelled_mfma_is_refused_by_name(name, ab, cd, cpu):
    with pytest.raises(UnsupportedIRError, match=name.replace(".", r"\.")):
        get_backend("emulator").load(_kernel(name, ab, cd, cpu), None)
