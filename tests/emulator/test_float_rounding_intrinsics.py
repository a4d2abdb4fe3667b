"""NVVM float intrinsics with a rounding mode, ``amdgcn.sqrt`` and inline PTX ``rcp`` /
``sqrt`` / ``ex2``, each run in a one-warp kernel and checked bit for bit against a
reference computed here without the emulator's code: exact rational arithmetic
(``fractions``) rounded to float32 by choosing, among the neighbouring floats, the one
nearest the exact value (ties to the even significand).

The fused multiply-adds include a case where computing in float64 and casting gives the
wrong answer (two roundings): ``a * b + c = 1 + 2^-24 + 2^-70`` rounds in float64 to the
float32 halfway point ``1 + 2^-24``, which then rounds to even (1.0); rounded once it is
``1 + 2^-23``.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from bbprof.runtime.backend import LaunchShape, get_backend

NVPTX = '''target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare {T} @{NAME}({ARGS})
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b,
                          ptr addrspace(1) %c) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr {T}, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr {T}, ptr addrspace(1) %b, i64 %i
  %pc = getelementptr {T}, ptr addrspace(1) %c, i64 %i
  %x = load {T}, ptr addrspace(1) %pa
  %y = load {T}, ptr addrspace(1) %pb
  %z = load {T}, ptr addrspace(1) %pc
  %r = {CALL}
  %po = getelementptr {T}, ptr addrspace(1) %out, i64 %i
  store {T} %r, ptr addrspace(1) %po
  ret void
}}
'''
AMDGPU = NVPTX.replace('target triple = "nvptx64-nvidia-cuda"',
                       'target triple = "amdgcn-amd-amdhsa"').replace(
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "declare i32 @llvm.amdgcn.workitem.id.x()").replace(
    "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "call i32 @llvm.amdgcn.workitem.id.x()").replace(
    "define ptx_kernel void", "define amdgpu_kernel void").replace(
    "ret void\n}}\n", 'ret void\n}}\nattributes #0 = {{ "target-cpu"="gfx942" }}\n').replace(
    "ptr addrspace(1) %c) {{", "ptr addrspace(1) %c) #0 {{")
LANES = 32


def _run(name: str, arity: int, a, b=None, c=None, dtype=np.float32, template=NVPTX,
         call: str | None = None):
    t = {np.float32: "float", np.float64: "double"}[dtype]
    operands = ", ".join(f"{t} %{v}" for v in "xyz"[:arity])
    text = template.format(T=t, NAME=name, ARGS=", ".join([t] * arity),
                           CALL=call or f"call {t} @{name}({operands})")
    backend = get_backend("emulator")
    code = backend.load(text, None)
    arrays = [np.asarray(v if v is not None else np.zeros(LANES), dtype) for v in (a, b, c)]
    arrays = [np.resize(v, LANES).astype(dtype) for v in arrays]
    out = backend.upload(np.zeros(LANES, dtype))
    code.launch("k", LaunchShape.of(1, LANES), [out] + [backend.upload(v) for v in arrays])
    return out.read_array(dtype), arrays


def _round_f32(q: Fraction) -> np.float32:
    """The float32 nearest the rational ``q`` (ties: even significand), by comparing the
    neighbours of a first guess exactly."""
    guess = np.float32(float(q))
    if not np.isfinite(guess):
        return guess
    cands = {guess, np.nextafter(guess, np.float32(np.inf)),
             np.nextafter(guess, np.float32(-np.inf))}
    cands = [x for x in cands if np.isfinite(x)]
    best = min(abs(Fraction(float(x)) - q) for x in cands)
    near = [x for x in cands if abs(Fraction(float(x)) - q) == best]
    if len(near) > 1:
        near = [x for x in near if int(np.float32(x).view(np.uint32)) % 2 == 0]
    return np.float32(near[0])


def _fma_reference(a, b, c):
    out = []
    for x, y, z in zip(a, b, c):
        q = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
        r = _round_f32(q)
        if q == 0:            # exact zero: IEEE's sign rules, as float arithmetic gives
            r = np.float32(np.float64(x) * np.float64(y) + np.float64(z))
        out.append(r)
    return np.array(out, np.float32)


def _fma_cases():
    u = 2.0 ** -23
    a = [-(2.0 ** -24) * (1 + u), 2.0 ** -24 * (1 + u)]
    b = [1 - u, 1 - u]
    c = [1 + u, -(1 + u)]
    rng = np.random.default_rng(7)
    x = rng.standard_normal(LANES - 2).astype(np.float32)
    y = rng.standard_normal(LANES - 2).astype(np.float32)
    # c cancels most of the product: the exact sum keeps bits float64 would round away
    z = (-(x.astype(np.float64) * y) * (1 + rng.integers(-4, 5, LANES - 2) * 2.0 ** -30)
         ).astype(np.float32)
    return (np.concatenate([np.float32(a), x]), np.concatenate([np.float32(b), y]),
            np.concatenate([np.float32(c), z]))


def test_fma_rn_rounds_once_where_float64_would_round_twice():
    a, b, c = _fma_cases()
    naive = (a.astype(np.float64) * b + c).astype(np.float32)
    want = _fma_reference(a, b, c)
    assert want[0] == np.float32(1 + 2.0 ** -23) and naive[0] == np.float32(1.0)
    assert want[1] == -np.float32(1 + 2.0 ** -23) and naive[1] == -np.float32(1.0)
    for name in ("llvm.nvvm.fma.rn.f", "llvm.nvvm.fma.rn.ftz.f", "llvm.fma.f32"):
        got, _ = _run(name, 3, a, b, c)
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), name


def test_fma_rn_ftz_flushes_subnormal_operands_and_results_to_signed_zero():
    tiny = np.float32(1e-40)                          # subnormal
    a = np.float32([tiny, -tiny, 2.0 ** -70, -(2.0 ** -70), 3.0, 2.0 ** -64])
    b = np.float32([5.0, 5.0, 2.0 ** -60, 2.0 ** -60, tiny, 2.0 ** -63])
    c = np.float32([1.0, 0.0, 0.0, 0.0, 2.0, -0.0])
    plain, _ = _run("llvm.nvvm.fma.rn.f", 3, a, b, c)
    ftz, _ = _run("llvm.nvvm.fma.rn.ftz.f", 3, a, b, c)
    want = _fma_reference(a, b, c)
    assert np.array_equal(plain[:6].view(np.uint32), want.view(np.uint32))
    assert plain[2] == np.float32(2.0 ** -130) and plain[2] != 0     # a subnormal result
    # tiny * 5 + 1 = 1; -0 * 5 + 0 = +0 (IEEE: a sum of zeros of both signs); 2^-130 -> +0;
    # -2^-130 -> -0; 3 * 0 + 2 = 2; 2^-127 + -0 -> +0
    expect = np.float32([1.0, 0.0, 0.0, -0.0, 2.0, 0.0])
    assert np.array_equal(ftz[:6].view(np.uint32), expect.view(np.uint32))


def test_fma_rn_d_is_exact_before_its_one_rounding():
    eps = 2.0 ** -52
    a = np.float64([1 + eps, 1 + 2 ** -30, 3.0, -(2.0 ** -600), np.inf, 0.0])
    b = np.float64([1 - eps, 1 + 2 ** -30, 1 / 3, 2.0 ** -600, 1.0, -1.0])
    c = np.float64([-1.0, -1.0, -1.0, 0.0, 1.0, 0.0])
    got, _ = _run("llvm.nvvm.fma.rn.d", 3, a, b, c, dtype=np.float64)
    want = [float(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in
            zip(a[:4], b[:4], c[:4])]
    assert got[0] == -(2.0 ** -104)          # in float64 (or x86 long double): 0
    assert list(got[:4]) == want
    assert got[4] == np.inf and got[5] == 0.0 and not np.signbit(got[5])


def test_nvvm_sqrt_and_floor_with_and_without_ftz():
    x = np.float32([4.0, 2.0, 1e-40, -1e-40, -0.0, -1.0, 1e-30, np.inf, 2.5, -2.5])
    exact = np.sqrt(x.astype(np.float64))          # float64 sqrt of a float32, then
    want = exact.astype(np.float32)                # one rounding: sqrt's is exact enough
    for name in ("llvm.nvvm.sqrt.rn.f", "llvm.nvvm.sqrt.approx.f", "llvm.nvvm.sqrt.f"):
        got, _ = _run(name, 1, x)
        assert np.array_equal(got[:10], want, equal_nan=True), name
    flushed = np.where(np.abs(x) < np.finfo(np.float32).tiny, np.copysign(0, x), x)
    for name in ("llvm.nvvm.sqrt.rn.ftz.f", "llvm.nvvm.sqrt.approx.ftz.f"):
        got, _ = _run(name, 1, x)
        assert np.array_equal(got[:10].view(np.uint32)[:5],
                              np.sqrt(flushed[:5]).view(np.uint32)), name
        assert got[3] == 0 and np.signbit(got[3])      # sqrt(-1e-40) flushed: -0
    floor, _ = _run("llvm.nvvm.floor.f", 1, x)
    floor_ftz, _ = _run("llvm.nvvm.floor.ftz.f", 1, x)
    assert floor[3] == -1.0 and floor_ftz[3] == 0 and np.signbit(floor_ftz[3])
    assert list(floor[8:10]) == [2.0, -3.0] and list(floor_ftz[8:10]) == [2.0, -3.0]
    ceil, _ = _run("llvm.nvvm.ceil.ftz.f", 1, x)
    assert ceil[2] == 0 and list(ceil[8:10]) == [3.0, -2.0]


def test_amdgcn_sqrt_is_the_correctly_rounded_square_root():
    x = np.float32([0.0, 1.0, 2.0, 3.0, 1e-3, 1e30, np.inf, 0.25, 7.0])
    got, _ = _run("llvm.amdgcn.sqrt.f32", 1, x, template=AMDGPU)
    assert np.array_equal(got[:9], np.sqrt(x.astype(np.float64)).astype(np.float32))


@pytest.mark.parametrize("statement, fn, ftz", [
    ("rcp.approx.ftz.f32", lambda v: 1 / v, True),
    ("rcp.approx.f32", lambda v: 1 / v, False),
    ("rcp.rn.f32", lambda v: 1 / v, False),
    ("ex2.approx.ftz.f32", np.exp2, True),
    ("sqrt.rn.f32", np.sqrt, False),
])
def test_inline_ptx_one_operand_float_statements(statement, fn, ftz):
    x = np.float32([3.0, -7.0, 0.5, 1e-40, -1e-40, 3e38, 10.0, -0.25])
    call = f'call float asm "{statement} $0,$1;", "=f,f"(float %x)'
    got, _ = _run("unused", 0, x, call=call)
    x64 = x.astype(np.float64)
    if ftz:
        x64 = np.where(np.abs(x) < np.finfo(np.float32).tiny, np.copysign(0, x64), x64)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        want = fn(x64).astype(np.float32)
    if ftz:
        want = np.where(np.abs(want) < np.finfo(np.float32).tiny, np.copysign(0, want),
                        want).astype(np.float32)
    assert np.array_equal(got[:8], want, equal_nan=True), (got[:8], want)
