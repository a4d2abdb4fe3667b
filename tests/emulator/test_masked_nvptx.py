"""Masked vector accesses of ordinary pointers and ``nvvm.fabs``, every lane derived by
hand (one warp of 32 NVPTX lanes, ``ptr addrspace(1)``; IREE's sm_80 modules use them).

``llvm.masked.load``/``masked.gather`` load the enabled elements and give the others the
pass-through value; ``masked.scatter`` stores the enabled elements only. The disabled
elements point outside every buffer: touching them would be a fault, so the tests also
show that they touch no memory (LLVM Language Reference: "masked-off lanes are not
accessed").
"""

from __future__ import annotations

import numpy as np

from bbprof.runtime.backend import LaunchShape, get_backend

HEAD = '''target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), <4 x i1>, <4 x i32>)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, <4 x i1>)
declare float @llvm.nvvm.fabs.f32(float)
declare float @llvm.nvvm.fabs.ftz.f32(float)
'''
# per lane: e = <0,1,2,3>; enabled = e != t % 4
PROLOGUE = '''
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = and i32 %t, 3
  %qi = insertelement <4 x i32> poison, i32 %q, i64 0
  %qs = shufflevector <4 x i32> %qi, <4 x i32> poison, <4 x i32> zeroinitializer
  %on = icmp ne <4 x i32> %qs, <i32 0, i32 1, i32 2, i32 3>
  %t4 = mul i64 %t64, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t4
'''


def _run(body: str, source: np.ndarray, out_words: int = 128):
    text = (HEAD + "define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {"
            + PROLOGUE + body + "\n  ret void\n}\n")
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.full(out_words, 7, np.int32))
    src = backend.upload(source)
    code.launch("k", LaunchShape.of(1, 32), [out, src])
    return out.read_array(np.int32)


def test_masked_load_reads_enabled_elements_and_passes_the_others_through():
    # lane t loads in[2t .. 2t+3]; elements past in's 64 words are disabled too
    body = '''
  %s2 = mul i64 %t64, 2
  %pi = getelementptr i32, ptr addrspace(1) %in, i64 %s2
  %t2 = mul i32 %t, 2
  %ti = insertelement <4 x i32> poison, i32 %t2, i64 0
  %ts = shufflevector <4 x i32> %ti, <4 x i32> poison, <4 x i32> zeroinitializer
  %idx = add <4 x i32> %ts, <i32 0, i32 1, i32 2, i32 3>
  %inside = icmp ult <4 x i32> %idx, <i32 64, i32 64, i32 64, i32 64>
  %m = and <4 x i1> %on, %inside
  %v = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) align 4 %pi, <4 x i1> %m,
                                                <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>)
  store <4 x i32> %v, ptr addrspace(1) %po
'''
    source = np.arange(64, dtype=np.int32) + 100
    got = _run(body, source).reshape(32, 4)
    want = np.array([[source[2 * t + e] if e != t % 4 and 2 * t + e < 64 else -1 - e
                      for e in range(4)] for t in range(32)])
    assert np.array_equal(got, want)


def test_masked_gather_and_scatter_touch_only_enabled_elements():
    # element e of lane t: in[(7t + 13e) % 64] if enabled, else a pointer 1 GiB away;
    # the gathered vector is scattered to out[4t + 3 - e] (disabled: 1 GiB away)
    body = '''
  %ti = insertelement <4 x i64> poison, i64 %t64, i64 0
  %ts = shufflevector <4 x i64> %ti, <4 x i64> poison, <4 x i32> zeroinitializer
  %a7 = mul <4 x i64> %ts, <i64 7, i64 7, i64 7, i64 7>
  %a = add <4 x i64> %a7, <i64 0, i64 13, i64 26, i64 39>
  %r = urem <4 x i64> %a, <i64 64, i64 64, i64 64, i64 64>
  %far = select <4 x i1> %on, <4 x i64> %r, <4 x i64> <i64 268435456, i64 268435456, i64 268435456, i64 268435456>
  %pg = getelementptr i32, ptr addrspace(1) %in, <4 x i64> %far
  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %pg,
                                                    <4 x i1> %on, <4 x i32> <i32 -9, i32 -9, i32 -9, i32 -9>)
  %d4 = mul <4 x i64> %ts, <i64 4, i64 4, i64 4, i64 4>
  %d = add <4 x i64> %d4, <i64 3, i64 2, i64 1, i64 0>
  %dfar = select <4 x i1> %on, <4 x i64> %d, <4 x i64> <i64 268435456, i64 268435456, i64 268435456, i64 268435456>
  %ps = getelementptr i32, ptr addrspace(1) %out, <4 x i64> %dfar
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %v, <4 x ptr addrspace(1)> align 4 %ps,
                                            <4 x i1> %on)
'''
    source = np.arange(64, dtype=np.int32) * 3 + 1
    got = _run(body, source).reshape(32, 4)
    want = np.full((32, 4), 7)
    for t in range(32):
        for e in range(4):
            if e != t % 4:
                want[t, 3 - e] = source[(7 * t + 13 * e) % 64]
    assert np.array_equal(got, want)


def test_nvvm_fabs_clears_the_sign_and_ftz_flushes_subnormals():
    body = '''
  %pi = getelementptr float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %pi
  %a = call float @llvm.nvvm.fabs.f32(float %x)
  %z = call float @llvm.nvvm.fabs.ftz.f32(float %x)
  %pa = getelementptr float, ptr addrspace(1) %out, i64 %t64
  store float %a, ptr addrspace(1) %pa
  %t32 = add i64 %t64, 32
  %pz = getelementptr float, ptr addrspace(1) %out, i64 %t32
  store float %z, ptr addrspace(1) %pz
'''
    special = [-0.0, 0.0, -1.5, 2.5, -np.inf, np.inf, -1e-40, 1e-40, -np.float32(1.2e-38)]
    x = np.zeros(32, np.float32)
    x[:len(special)] = special
    x[len(special):] = np.linspace(-3, 3, 32 - len(special))
    bits = _run(body, x.view(np.int32)).view(np.uint32)
    plain, ftz = bits[:32], bits[32:64]
    assert np.array_equal(plain, x.view(np.uint32) & np.uint32(0x7FFF_FFFF))
    flushed = np.where(np.abs(x) < np.finfo(np.float32).tiny, np.float32(0), np.abs(x))
    assert np.array_equal(ftz, flushed.view(np.uint32))
    assert ftz[6] == 0 and plain[6] != 0            # |-1e-40| is subnormal
