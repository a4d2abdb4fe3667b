"""``llvm.nvvm.mma.*`` and the inline PTX ``mma.sync`` on the emulator against numpy.

For every ``llvm.nvvm.mma.m16n8k{16,8}.row.col`` form the emulator models (f16 A/B with
f32 or f16 C and D, bf16 A/B with f32 C/D), a one-warp kernel loads each lane's A, B and
C registers, calls the intrinsic and stores D. The test fills the registers from random
matrices through the PTX ISA's *register-to-element* direction ("Matrix Fragments for
mma.m16n8k16 / mma.m16n8k8": the row and column of element ``a_i``/``b_i``/``c_i`` of a
lane from ``groupID = lane >> 2`` and ``threadID_in_group = lane % 4``; the emulator's
``matrix.mma_layout`` is the other direction) and reads D back the same way: D must
equal A x B + C (f32: within f32 rounding of the sums, ``rtol 1e-5``; an f16 D: one
f16 rounding, ``rtol 1e-3``). Unmodelled forms are refused by name when the module loads.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

FORMS = [(16, "f32.f32"), (16, "f16.f16"), (16, "f32.f16"), (16, "f16.f32"), (16, "bf16"),
         (8, "f32.f32"), (8, "f16.f16"), (8, "bf16")]


def _kernel(name, na, nb, nc, nd, ab, ct, dt) -> str:
    rt = "{" + ", ".join([dt] * nd) + "}"
    lines = ['target triple = "nvptx64-nvidia-cuda"',
             "define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, "
             "ptr addrspace(1) %c, ptr addrspace(1) %d) {",
             "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "  %i = zext i32 %t to i64"]
    ops = []
    for v, count, ty in (("a", na, ab), ("b", nb, ab), ("c", nc, ct)):
        for r in range(count):
            lines += [f"  %{v}i{r} = mul i64 %i, {count}",
                      f"  %{v}j{r} = add i64 %{v}i{r}, {r}",
                      f"  %{v}p{r} = getelementptr {ty}, ptr addrspace(1) %{v}, i64 %{v}j{r}",
                      f"  %{v}{r} = load {ty}, ptr addrspace(1) %{v}p{r}"]
            ops.append(f"{ty} %{v}{r}")
    lines.append(f"  %r = call {rt} @{name}({', '.join(ops)})")
    for r in range(nd):
        lines += [f"  %dv{r} = extractvalue {rt} %r, {r}",
                  f"  %di{r} = mul i64 %i, {nd}", f"  %dj{r} = add i64 %di{r}, {r}",
                  f"  %dp{r} = getelementptr {dt}, ptr addrspace(1) %d, i64 %dj{r}",
                  f"  store {dt} %dv{r}, ptr addrspace(1) %dp{r}"]
    lines += ["  ret void", "}", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
              f"declare {rt} @{name}({', '.join(o.split(' %')[0] for o in ops)})"]
    return "\n".join(lines) + "\n"


def _a_owner(lane, i, k):
    """PTX ISA, A of m16n8k16 (k = 16: a0..a7) / m16n8k8 (a0..a3): row groupID for
    ``i < 2 or 4 <= i < 6``, else groupID + 8; column 2 * threadID_in_group + (i & 1),
    + 8 for ``i >= 4``."""
    g, t = lane >> 2, lane % 4
    row = g if (i < 2 or 4 <= i < 6) else g + 8
    return row, 2 * t + (i & 1) + (8 if i >= 4 else 0)


def _b_owner(lane, i, k):
    """B: row 2 * threadID_in_group + (i & 1), + 8 for ``i >= 2``; column groupID."""
    g, t = lane >> 2, lane % 4
    return 2 * t + (i & 1) + (8 if i >= 2 else 0), g


def _c_owner(lane, i):
    """C/D (c0..c3): row groupID for ``i < 2``, else groupID + 8; column
    2 * threadID_in_group + (i & 1)."""
    g, t = lane >> 2, lane % 4
    return (g if i < 2 else g + 8), 2 * t + (i & 1)


def _bf16(x):
    return (x.astype(np.float32).view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)


@pytest.mark.parametrize("k,form", FORMS, ids=[f"m16n8k{k}.{f}" for k, f in FORMS])
def test_nvvm_mma_against_numpy(k, form):
    bf16 = form == "bf16"
    d_half, c_half = (False, False) if bf16 else (f == "f16" for f in form.split("."))
    rng = np.random.default_rng(k + len(form))
    A = rng.standard_normal((16, k)).astype(np.float32)
    B = rng.standard_normal((k, 8)).astype(np.float32)
    C = rng.standard_normal((16, 8)).astype(np.float32)
    A, B = (_bf16(A), _bf16(B)) if bf16 else (A.astype(np.float16), B.astype(np.float16))
    C = C.astype(np.float16) if c_half else C
    per_a, per_b = k // 2, k // 4                   # 16-bit elements per lane
    a_regs = np.array([[A[_a_owner(l, i, k)] for i in range(per_a)] for l in range(32)])
    b_regs = np.array([[B[_b_owner(l, i, k)] for i in range(per_b)] for l in range(32)])
    c_regs = np.array([[C[_c_owner(l, i)] for i in range(4)] for l in range(32)])
    if bf16:        # two bf16 per i32, element 0 in the low half
        a_regs, b_regs = ((r.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(
            np.uint16).reshape(32, -1).view(np.uint32) for r in (a_regs, b_regs))
    ab = "i32" if bf16 else "<2 x half>"
    ct, dt = ("<2 x half>" if h else "float" for h in (c_half, d_half))
    name = f"llvm.nvvm.mma.m16n8k{k}.row.col.{form}"
    text = _kernel(name, per_a // 2, per_b // 2, 2 if c_half else 4, 2 if d_half else 4,
                   ab, ct, dt)
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out_dtype = np.float16 if d_half else np.float32
    bufs = [backend.upload(np.ascontiguousarray(x)) for x in
            (a_regs, b_regs, c_regs, np.zeros((32, 4), out_dtype))]
    code.launch("k", LaunchShape.of(1, 32), bufs)
    d_regs = bufs[3].read_array(out_dtype).reshape(32, 4)
    D = np.zeros((16, 8))
    for lane in range(32):
        for i in range(4):
            D[_c_owner(lane, i)] = d_regs[lane, i]
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    if d_half:
        np.testing.assert_allclose(D, want, rtol=1e-3, atol=1e-3)
    else:
        np.testing.assert_allclose(D, want, rtol=1e-5, atol=1e-5)


UNMODELLED = [  # (intrinsic, result, operands) as LLVM declares them
    ("llvm.nvvm.mma.m16n8k8.row.col.tf32", "float", ["i32"] * 6 + ["float"] * 4),
    ("llvm.nvvm.mma.m8n8k4.row.col.f32.f32", "float", ["<2 x half>"] * 4 + ["float"] * 8),
    ("llvm.nvvm.mma.m16n8k32.row.col.s8", "i32", ["i32"] * 10)]


@pytest.mark.parametrize("name,result,operands", UNMODELLED, ids=[u[0] for u in UNMODELLED])
def test_unmodelled_mma_is_refused_by_name(name, result, operands):
    rt = "{" + ", ".join([result] * (8 if "m8n8k4" in name else 4)) + "}"
    zero = {"i32": "0", "float": "0.0", "<2 x half>": "zeroinitializer"}
    values = ", ".join(f"{t} {zero[t]}" for t in operands)
    text = ('target triple = "nvptx64-nvidia-cuda"\n'
            "define ptx_kernel void @k() {\n"
            f"  %r = call {rt} @{name}({values})\n  ret void\n}}\n"
            f"declare {rt} @{name}({', '.join(operands)})\n")
    with pytest.raises(UnsupportedIRError, match=name.replace(".", r"\.")):
        get_backend("emulator").load(text, None)
