"""HIP code as hipcc writes it, on the emulator: named and numbered struct types, the HSA
dispatch packet that code objects before v5 read their sizes from, and device-library
functions the emulator cannot run that the kernel never calls (issue 21's F3 modules,
rodinia's mergesort and mummergpu, stopped at each of the three).

The kernel below walks an array of ``%struct.Pair`` (a named type holding a numbered
one) in a loop whose trip count differs per lane, reads its work-group and grid sizes
from the dispatch packet, and sits beside a function that traps (``llvm.trap``, which
the emulator does not model) and is never called. Expected outputs and counts are worked
out here from the inputs and trip counts; the counts are also held to the emulator's
own trace of the plain module."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.instrument import instrument
from bbprof.ir import load_module, printed
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from bbprof_testpaths import SHARED
from emulator_cases import MODES, assert_counts_match_trace, counts_by_position

KERNEL = """target triple = "amdgcn-amd-amdhsa"
%0 = type { i32, float }
%struct.Pair = type { i32, %0 }
%"struct.Holder<int>::X" = type { i8 }
@_ZL1x = internal addrspace(4) constant %"struct.Holder<int>::X" undef, align 1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.trap()

define void @never_called() {
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @k(ptr addrspace(1) %pairs, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %packet = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wgp = getelementptr inbounds i8, ptr addrspace(4) %packet, i64 4
  %wg16 = load i16, ptr addrspace(4) %wgp, align 4
  %wg = zext i16 %wg16 to i32
  %gsp = getelementptr inbounds i8, ptr addrspace(4) %packet, i64 12
  %gs = load i32, ptr addrspace(4) %gsp, align 4
  %gid = mul i32 %g, %wg
  %id = add i32 %gid, %t
  %trips = urem i32 %id, %n
  %any = icmp ne i32 %trips, 0
  br i1 %any, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %i64 = zext i32 %i to i64
  %pf = getelementptr inbounds %struct.Pair, ptr addrspace(1) %pairs, i64 %i64, i32 1, i32 1
  %f = load float, ptr addrspace(1) %pf, align 4
  %pk = getelementptr inbounds %struct.Pair, ptr addrspace(1) %pairs, i64 %i64, i32 0
  %k = load i32, ptr addrspace(1) %pk, align 4
  %kf = sitofp i32 %k to float
  %s = fadd float %f, %kf
  %acc.next = fadd float %acc, %s
  %i.next = add i32 %i, 1
  %go = icmp ult i32 %i.next, %trips
  br i1 %go, label %loop, label %done
done:
  %sum = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %id64 = zext i32 %id to i64
  %po = getelementptr inbounds [3 x i32], ptr addrspace(1) %out, i64 %id64
  %sumi = fptosi float %sum to i32
  store i32 %sumi, ptr addrspace(1) %po, align 4
  %po1 = getelementptr inbounds i32, ptr addrspace(1) %po, i64 1
  store i32 %wg, ptr addrspace(1) %po1, align 4
  %po2 = getelementptr inbounds i32, ptr addrspace(1) %po, i64 2
  store i32 %gs, ptr addrspace(1) %po2, align 4
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
"""

GRID, BLOCK, N = 3, 96, 7


def pairs() -> np.ndarray:
    """``{ i32 k, { i32, float f } }`` records: 12 bytes each, k and f set."""
    rec = np.zeros((N, 3), np.int32)
    rec[:, 0] = np.arange(N) * 10
    rec[:, 2] = (np.arange(N, dtype=np.float32) + 0.5).view(np.int32)
    return rec


def expected() -> np.ndarray:
    ids = np.arange(GRID * BLOCK)
    trips = ids % N
    per = np.arange(N) * 10 + np.arange(N) + 0.5          # k + f of record i
    sums = np.array([per[:t].sum() for t in trips]).astype(np.int32)
    return np.stack([sums, np.full_like(sums, BLOCK), np.full_like(sums, GRID * BLOCK)], 1)


def launch(text, block_map):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    buf = backend.upload(pairs())
    out = backend.upload(np.zeros((GRID * BLOCK, 3), np.int32))
    code.launch("k", LaunchShape.of((GRID,), BLOCK, 0),
                [buf, out, Scalar(N, np.dtype(np.int32))])
    return code, out.read_array(np.int32).reshape(-1, 3)


@pytest.mark.parametrize("mode", MODES, ids=str)
def test_named_types_and_the_dispatch_packet_count_by_trip_counts(tmp_path, mode):
    path = tmp_path / "pairs.ll"
    path.write_text(KERNEL)
    module = load_module(path)
    plain, plain_out = launch(module.text, None)
    assert (plain_out == expected()).all()

    result = instrument(module, mode=mode)
    code, out = launch(result.text, result.block_map)
    assert (out == plain_out).all()
    trace = plain.trace_by_position()
    assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    # by hand: lane id runs the loop id % N times; 2 waves of 64 (96 lanes: one partial)
    trips = np.arange(GRID * BLOCK) % N
    counts = dict(zip([b.name for b in module.functions[1].blocks],
                      counts_by_position(result.block_map, code.read_counters(), "k")))
    threads = {name: c[0] for name, c in counts.items()}
    if threads["entry"] is not None:
        assert threads["entry"] == GRID * BLOCK
    if threads["loop"] is not None:
        assert threads["loop"] == trips.sum()
    if threads["done"] is not None:
        assert threads["done"] == GRID * BLOCK
    never = counts_by_position(result.block_map, code.read_counters(), "never_called")
    assert all(c[0] in (0, None) for c in never)


def test_what_the_emulator_cannot_run_is_refused_for_the_kernels_that_reach_it(tmp_path):
    """``@never_called`` traps. Beside ``@k``, which does not call it, the module loads
    and ``@k`` runs; ``@k2`` calls it and is refused at its launch, naming the trap and
    the function; a module whose only kernel calls it is refused when it loads."""
    k2 = KERNEL[KERNEL.index("define amdgpu_kernel"):].replace(
        "@k(", "@k2(").replace("entry:\n", "entry:\n  call void @never_called()\n", 1)
    path = tmp_path / "two.ll"
    path.write_text(KERNEL + k2.replace('attributes #0 = { "target-cpu"="gfx942" }\n', ""))
    module = load_module(path)
    backend = get_backend("emulator")
    code = backend.load(module.text, None)
    buf = backend.upload(pairs())
    out = backend.upload(np.zeros((GRID * BLOCK, 3), np.int32))
    args = [buf, out, Scalar(N, np.dtype(np.int32))]
    code.launch("k", LaunchShape.of((GRID,), BLOCK, 0), args)
    assert (out.read_array(np.int32).reshape(-1, 3) == expected()).all()
    with pytest.raises(UnsupportedIRError) as err:
        code.launch("k2", LaunchShape.of((GRID,), BLOCK, 0), args)
    assert "@llvm.trap" in err.value.message and "@never_called" in err.value.message
    assert err.value.hint == "run this module on a GPU backend"

    alone = KERNEL[:KERNEL.index("define amdgpu_kernel")] + k2
    (tmp_path / "alone.ll").write_text(alone)
    with pytest.raises(UnsupportedIRError, match="llvm.trap"):
        get_backend("emulator").load(load_module(tmp_path / "alone.ll").text, None)


def test_named_types_read_as_their_module_defines_them():
    with printed.named_types('%0 = type { i8, i32 }\n%"a<b>::c" = type { %0, [2 x %0] }'):
        assert printed.parse_type('%"a<b>::c"').size == 24
        assert printed.parse_type("%0").size == 8
    with printed.named_types("%0 = type { i64 }\n%o = type opaque"):
        assert printed.parse_type("%0").size == 8           # not the other module's %0
        with pytest.raises(UnsupportedIRError):
            printed.parse_type("%o")
    with pytest.raises(UnsupportedIRError):
        printed.parse_type("%0")                             # no module in force


F3 = SHARED / "external-ir" / "F3_rodinia_mergesort.hip.gfx90a.ll"


@pytest.mark.skipif(not F3.is_file(), reason="../shared/external-ir (issue 21's F3) absent")
def test_rodinia_mergepack_runs_instrumented_on_the_emulator():
    module = load_module(F3)
    result = instrument(module)
    backend = get_backend("emulator")
    code = backend.load(result.text, result.block_map)
    data = np.random.default_rng(0).random(1024, dtype=np.float32)
    src, dst = backend.upload(data), backend.upload(np.zeros(1024, np.float32))
    code.launch("_Z9mergepackPfS_", LaunchShape.of((2,), 64, 0), [src, dst])
    counts = counts_by_position(result.block_map, code.read_counters(), "_Z9mergepackPfS_")
    assert counts[0][0] == 128 and counts[0][1] == 2     # every lane, two waves of 64


MEMORY = """target triple = "amdgcn-amd-amdhsa"
%struct.Rec = type { i32, i32, float }
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p5.p1.i64(ptr addrspace(5), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1), ptr addrspace(5), i64, i1)
declare void @llvm.memset.p5.i64(ptr addrspace(5), i8, i64, i1)

define amdgpu_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst,
                             ptr addrspace(1) %filled) #0 {
entry:
  %tmp = alloca %struct.Rec, align 4, addrspace(5)
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %s = getelementptr inbounds %struct.Rec, ptr addrspace(1) %src, i64 %t64
  %d = getelementptr inbounds %struct.Rec, ptr addrspace(1) %dst, i64 %t64
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 12, i1 false)
  %v = trunc i32 %t to i8
  call void @llvm.memset.p5.i64(ptr addrspace(5) %tmp, i8 %v, i64 12, i1 false)
  call void @llvm.memmove.p5.p1.i64(ptr addrspace(5) %tmp, ptr addrspace(1) %s, i64 4, i1 false)
  %f = getelementptr inbounds %struct.Rec, ptr addrspace(1) %filled, i64 %t64
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %f, ptr addrspace(5) %tmp, i64 12, i1 false)
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
"""


def test_memcpy_memmove_and_memset_of_constant_lengths(tmp_path):
    """hipcc copies structs with ``llvm.memcpy``: each lane copies its record (global to
    global), fills a private record with its lane id's byte, overwrites the first field
    from the source (memmove) and copies it out."""
    path = tmp_path / "mem.ll"
    path.write_text(MEMORY)
    module = load_module(path)
    lanes = 64
    src = np.arange(lanes * 3, dtype=np.int32).reshape(lanes, 3) * 7 + 1
    backend = get_backend("emulator")
    code = backend.load(module.text, None)
    bufs = [backend.upload(src), backend.upload(np.zeros_like(src)),
            backend.upload(np.zeros_like(src))]
    code.launch("k", LaunchShape.of((1,), lanes, 0), bufs)
    assert (bufs[1].read_array(np.int32).reshape(lanes, 3) == src).all()
    filled = bufs[2].read_array(np.uint8).reshape(lanes, 12)
    want = np.repeat(np.arange(lanes, dtype=np.uint8)[:, None], 12, axis=1)
    want[:, :4] = src[:, :1].copy().view(np.uint8).reshape(lanes, 4)
    assert (filled == want).all()
    # a length known only at run time is refused by name
    dynamic = MEMORY.replace("define amdgpu_kernel void @k(ptr addrspace(1) %src,",
                             "define amdgpu_kernel void @k(i64 %n, ptr addrspace(1) %src,"
                             ).replace("%s, i64 12, i1 false)", "%s, i64 %n, i1 false)", 1)
    (tmp_path / "dyn.ll").write_text(dynamic)
    with pytest.raises(UnsupportedIRError, match="length that is not a constant"):
        get_backend("emulator").load(load_module(tmp_path / "dyn.ll").text, None)
