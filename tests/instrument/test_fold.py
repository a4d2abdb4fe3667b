"""Compile-time constants (bbprof/ir/constants.py, bbprof/instrument/fold.py).

What each constant is comes from outside bbprof: ``__nvvm_reflect``'s value from LLVM's
own NVPTX back end (the PTX keeps exactly the side NVVMReflect leaves: each side stores a
marker), the others from the IR's meaning (a constant global's initializer, the LDS
address space, the wave size). The counts of the host programs are derived by hand from
their inputs; a block declared dead that runs, or a live one left uncounted, fails them.
"""

from __future__ import annotations

import ctypes

import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.instrument.blockmap import DEAD, TREE
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text
from bbprof.ir.constants import fold_constants
from bbprof.runtime.host import HostProgram

MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="every-block", loops_in_registers=False),
         Mode(counters=("thread_hits",), placement="spanning-tree"),
         Mode(loops_in_registers=False)]


def load(tmp_path, text: str, target: str | None = None, name: str = "k.ll"):
    path = tmp_path / name
    path.write_text(text)
    return load_module(path, target)


def names(fn, ids) -> set[str]:
    return {fn.blocks[i].name for i in ids}


# -- __nvvm_reflect: LLVM's NVPTX back end is the reference ------------------------------
REFLECT = """target triple = "nvptx64-nvidia-cuda"
@.ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\\00", align 1
@.arch = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\\00", align 1
@.other = private unnamed_addr constant [8 x i8] c"__OTHER\\00", align 1
declare i32 @__nvvm_reflect(ptr)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %r = call i32 @__nvvm_reflect(ptr @.ftz)
  %c = icmp eq i32 %r, 0
  br i1 %c, label %noftz, label %ftz
noftz:
  store volatile i32 111111, ptr addrspace(1) %out
  br label %join
ftz:
  store volatile i32 222222, ptr addrspace(1) %out
  br label %join
join:
  %p = phi i32 [ 1, %noftz ], [ 2, %ftz ]
  %a = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(1) @.arch to ptr))
  %big = icmp sgt i32 %a, 799
  %z = zext i1 %big to i32
  %sel = add i32 %z, %p
  switch i32 %sel, label %sw.other [ i32 1, label %sw.1
                                     i32 2, label %sw.2
                                     i32 3, label %sw.3 ]
sw.1:
  store volatile i32 333333, ptr addrspace(1) %out
  br label %tail
sw.2:
  store volatile i32 444444, ptr addrspace(1) %out
  br label %tail
sw.3:
  store volatile i32 555555, ptr addrspace(1) %out
  br label %tail
sw.other:
  store volatile i32 666666, ptr addrspace(1) %out
  br label %tail
tail:
  %o = call i32 @__nvvm_reflect(ptr @.other)
  %lane = icmp eq i32 %x, %o
  br i1 %lane, label %arg.a, label %arg.b
arg.a:
  store volatile i32 777777, ptr addrspace(1) %out
  ret void
arg.b:
  store volatile i32 888888, ptr addrspace(1) %out
  ret void
}
"""
MARKERS = {"noftz": 111111, "ftz": 222222, "sw.1": 333333, "sw.2": 444444, "sw.3": 555555,
           "sw.other": 666666, "arg.a": 777777, "arg.b": 888888}
FLAG = '!llvm.module.flags = !{!0}\n!0 = !{i32 4, !"nvvm-reflect-ftz", i32 %d}\n'


@pytest.mark.parametrize("ftz", [None, 0, 1])
@pytest.mark.parametrize("arch", ["sm_70", "sm_80", "sm_90a"])
def test_reflect_folds_exactly_what_the_nvptx_back_end_drops(tmp_path, ftz, arch):
    module = load(tmp_path, REFLECT + ("" if ftz is None else FLAG % ftz))
    folded = fold_constants(module, arch)["k"]
    fn = module.functions[0]
    asm = compile_text(module.text, module.target, arch)
    dropped = {name for name, marker in MARKERS.items() if str(marker) not in asm}
    assert names(fn, folded.dead_blocks) == dropped
    # the branch on an argument stays: both sides are live
    assert {"arg.a", "arg.b"}.isdisjoint(dropped)
    assert len(dropped) == 4      # one of noftz/ftz, three of the switch's four
    assert f'__nvvm_reflect("__CUDA_ARCH") = {int(arch[3:5]) * 10}' in folded.constants


def test_reflect_arch_stays_unknown_without_an_arch(tmp_path):
    module = load(tmp_path, REFLECT + FLAG % 1)
    fn = module.functions[0]
    folded = fold_constants(module, None)["k"]
    # FTZ is the flag's; the switch depends on the unknown arch: all four cases stay
    assert names(fn, folded.dead_blocks) == {"noftz"}


# -- AMD: constant globals, address-space and wave-size queries --------------------------
AMD = """target triple = "amdgcn-amd-amdhsa"
@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 9402, align 4
@__oclc_wavefrontsize64 = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i8 1, align 1
@__oclc_daz_opt = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i8 0, align 1
@knob = weak addrspace(4) constant i32 1, align 4
@ext = external addrspace(4) constant i32, align 4
@init = addrspace(4) externally_initialized constant i32 1, align 4
@var = addrspace(1) global i32 1, align 4
@lds = internal addrspace(3) global [4 x i32] undef
declare i1 @llvm.amdgcn.is.shared(ptr)
declare i1 @llvm.amdgcn.is.private(ptr)
declare i32 @llvm.amdgcn.wavefrontsize()
declare i1 @llvm.is.constant.i32(i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x, ptr %flat) #0 {
entry:
  %isa = load i32, ptr addrspace(4) @__oclc_ISA_version, align 4
  %new = icmp uge i32 %isa, 9400
  br i1 %new, label %isa.new, label %isa.old
isa.old:
  br label %b1
isa.new:
  br label %b1
b1:
  %w = load i8, ptr addrspace(4) @__oclc_wavefrontsize64, align 1
  %w64 = trunc i8 %w to i1
  %ws = call i32 @llvm.amdgcn.wavefrontsize()
  %ws64 = icmp eq i32 %ws, 64
  %agree = xor i1 %w64, %ws64
  br i1 %agree, label %disagree, label %b2
disagree:
  br label %b2
b2:
  %s = call i1 @llvm.amdgcn.is.shared(ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  %p = call i1 @llvm.amdgcn.is.private(ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  %q = call i1 @llvm.amdgcn.is.shared(ptr %flat)
  %sp = select i1 %p, i1 false, i1 %s
  br i1 %sp, label %b3, label %not.shared
not.shared:
  br label %b3
b3:
  br i1 %q, label %flat.shared, label %b4
flat.shared:
  br label %b4
b4:
  %k1 = load i32, ptr addrspace(4) @knob, align 4
  %k2 = load i32, ptr addrspace(4) @ext, align 4
  %k3 = load i32, ptr addrspace(4) @init, align 4
  %k4 = load i32, ptr addrspace(1) @var, align 4
  %k12 = add i32 %k1, %k2
  %k34 = add i32 %k3, %k4
  %k = add i32 %k12, %k34
  %kz = icmp eq i32 %k, 4
  br i1 %kz, label %knobs.a, label %b5
knobs.a:
  br label %b5
b5:
  %c7 = call i1 @llvm.is.constant.i32(i32 7)
  %cx = call i1 @llvm.is.constant.i32(i32 %x)
  br i1 %c7, label %b6, label %not.const
not.const:
  br label %b6
b6:
  br i1 %cx, label %x.const, label %b7
x.const:
  br label %b7
b7:
  %daz = load i8, ptr addrspace(4) @__oclc_daz_opt, align 1
  %d = icmp ne i8 %daz, 0
  %ored = or i1 %d, %q
  %anded = and i1 %d, %q
  br i1 %anded, label %and.side, label %b8
and.side:
  br label %b8
b8:
  br i1 %ored, label %or.side, label %end
or.side:
  br label %end
end:
  ret void
}
attributes #0 = { "target-cpu"="CPU" FEATURES}
"""


@pytest.mark.parametrize("cpu,features,wave", [
    ("gfx942", "", 64), ("gfx1100", "", 32),
    ("gfx1100", '"target-features"="+wavefrontsize64" ', 64)])
def test_amd_constants_globals_and_queries(tmp_path, cpu, features, wave):
    module = load(tmp_path, AMD.replace("CPU", cpu).replace("FEATURES", features))
    fn = module.functions[0]
    folded = fold_constants(module)["k"]
    dead = {"isa.old", "not.shared", "not.const", "and.side"}
    # __oclc_wavefrontsize64 = 1 agrees with the wave size only in wave64
    if wave == 64:
        dead.add("disagree")
    # weak, external, externally initialized and writable globals are not constants; a
    # flat pointer's space, an argument's constness and (x or daz=0) stay unknown
    assert names(fn, folded.dead_blocks) == dead
    assert "llvm.amdgcn.wavefrontsize = %d" % wave in folded.constants
    assert "@__oclc_ISA_version = 9402" in folded.constants


PHI_TRAP = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %phase = phi i32 [ 0, %entry ], [ 1, %latch ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %first = icmp eq i32 %phase, 0
  br i1 %first, label %first.it, label %later.it
first.it:
  br label %latch
later.it:
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %go = icmp slt i32 %i.next, %n
  br i1 %go, label %loop, label %done
done:
  ret void
}
"""


def test_a_phi_that_changes_in_a_loop_is_not_a_constant(tmp_path):
    module = load(tmp_path, PHI_TRAP)
    folded = fold_constants(module)["k"]
    assert not folded.folds


# -- execution on the host: counts by hand ------------------------------------------------
HOST = """
@mode = linkonce_odr constant i32 2, align 4
@flags = internal constant i8 1, align 1
@table = internal constant [2 x i32] [i32 5, i32 6], align 4
@weak_mode = weak constant i32 0, align 4

define i64 @run(i32 %n) {
entry:
  %m = load i32, ptr @mode, align 4
  %f = load i8, ptr @flags, align 1
  %fb = icmp ne i8 %f, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %first = phi i1 [ true, %entry ], [ false, %latch ]
  switch i32 %m, label %m.other [ i32 0, label %m.zero
                                  i32 2, label %m.two ]
m.zero:
  br label %body
m.two:
  br i1 %fb, label %two.flag, label %two.noflag
two.flag:
  br label %body
two.noflag:
  br label %body
m.other:
  br label %body
body:
  %add = phi i64 [ 1, %m.zero ], [ 20, %two.flag ], [ 30, %two.noflag ], [ 4, %m.other ]
  br i1 %first, label %once, label %again
once:
  br label %latch
again:
  br label %latch
latch:
  %w = load i32, ptr @weak_mode, align 4
  %wz = icmp eq i32 %w, 0
  %extra = select i1 %wz, i64 100, i64 0
  %sum = add i64 %add, %extra
  %acc.next = add i64 %acc, %sum
  %i.next = add i32 %i, 1
  %go = icmp slt i32 %i.next, %n
  br i1 %go, label %loop, label %done
done:
  %t = load i32, ptr getelementptr ([2 x i32], ptr @table, i64 0, i64 1), align 4
  %big = icmp sgt i32 %t, 5
  br i1 %big, label %exit.big, label %exit.small
exit.big:
  ret i64 %acc.next
exit.small:
  ret i64 0
}
"""


@pytest.fixture(scope="module", params=MODES, ids=str)
def host(request, tmp_path_factory):
    module = load(tmp_path_factory.mktemp("fold"), HOST, "host")
    result = instrument(module, mode=request.param)
    plain = instrument(module, mode=request.param, fold=False)
    return HostProgram(result.text, result.block_map), result, plain


def test_host_counts_with_dead_blocks_are_exact(host):
    program, result, plain = host
    fn = program.function("run", ctypes.c_int64, ctypes.c_int32)
    for n in (1, 2, 7):
        program.zero_counters()
        assert fn(n) == n * 120      # mode 2, flag set: 20 + weak_mode's 100 a trip
        frame = program.block_map.block_counts(program.read_counters())
        counts = {r.block: int(r.thread_hits if r.thread_hits is not None else r.wave_hits)
                  for r in frame.itertuples()}
        expected = {"entry": 1, "loop": n, "m.zero": 0, "m.two": n, "two.flag": n,
                    "two.noflag": 0, "m.other": 0, "body": n, "once": 1, "again": n - 1,
                    "latch": n, "done": 1, "exit.big": 1, "exit.small": 0}
        assert counts == expected


def test_dead_blocks_get_no_counter_and_the_map_says_why(host, tmp_path):
    _, result, plain = host
    fn = result.block_map.function("run")
    dead = {b.name for b in fn.blocks if b.statically_dead}
    # m.zero/m.other: the switch on @mode = 2; two.noflag: @flags = 1; exit.small:
    # @table[1] = 6. Neither the loop's first-trip phi nor the weak global folds.
    assert dead == {"m.zero", "m.other", "two.noflag", "exit.small"}
    assert all(not b.counters for b in fn.blocks if b.statically_dead)
    assert result.block_map.counters.sites < plain.block_map.counters.sites
    assert "@mode = 2" in fn.constants and "@flags = 1" in fn.constants
    if fn.edges:
        kinds = {(fn.blocks[e.source].name, fn.blocks[e.target].name if e.target >= 0
                  else "X"): e.kind for e in fn.edges}
        assert kinds[("loop", "m.zero")] == DEAD and kinds[("m.zero", "body")] == DEAD
        assert kinds[("exit.small", "X")] == DEAD
        assert kinds[("m.two", "two.flag")] == TREE   # straight-line now: no counter
    path = tmp_path / "map.json"
    result.block_map.save(path)
    assert BlockMap.load(path).functions == result.block_map.functions


def test_straight_line_blocks_share_a_counter_at_every_block(host):
    _, result, _ = host
    bm = result.block_map
    fn = bm.function("run")
    by = {b.name: b for b in fn.blocks}
    if bm.mode.placement != "every-block":
        return
    if "wave_hits" in bm.mode.counters:   # wave counts are never shared
        assert all(b.count_of is None for b in fn.blocks)
        return
    # loop -> m.two -> two.flag became one run, and so did done -> exit.big: each
    # block of a run has its first block's count (one word; with loops in registers
    # the loop's uniform accumulator already gives the loop's run one word)
    for block, first in (("m.two", "loop"), ("two.flag", "loop"), ("exit.big", "done")):
        shared = by[block].count_of == by[first].id and not by[block].counters
        accumulated = dict(by[block].counters) == dict(by[first].counters) != {}
        assert shared or accumulated and bm.mode.loops_in_registers, block
    if not bm.mode.loops_in_registers:
        assert by["m.two"].count_of == by["loop"].id


# -- Triton's libdevice bodies on NVIDIA: the back end drops exactly the dead blocks -------
PTX_RED = r"red\.global\.add\.u64 \[%rd\d+(?:\+(\d+))?\]"


def test_triton_libdevice_kernel_dead_blocks_are_what_the_nvptx_back_end_drops(tmp_path):
    """scripts/bench_kernels' libdevice_mix for sm_90a (triton wheel, no GPU): with a
    counter at every block and no folding, the counters LLVM's NVPTX back end keeps are
    exactly those of the blocks folding does not declare dead."""
    import re
    import sys

    triton = pytest.importorskip("triton")
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    from bbprof_testpaths import TESTS

    sys.path.insert(0, str(TESTS.parent / "scripts"))
    from bench_kernels import all_specs

    spec = next(s for s in all_specs() if s.name == "libdevice_mix")
    kernel = triton.compile(ASTSource(fn=spec.fn, signature=spec.signature,
                                      constexprs=spec.constexprs),
                            target=GPUTarget("cuda", 90, 32),
                            options={"num_warps": spec.num_warps})
    module = load(tmp_path, kernel.asm["llir"])
    mode = Mode(counters=("thread_hits",), placement="every-block", loops_in_registers=False)
    plain = instrument(module, mode=mode, arch="sm_90a", fold=False)
    folded = instrument(module, mode=mode, arch="sm_90a")
    asm = compile_text(plain.text, module.target, "sm_90a")
    offsets = {int(x or 0) for x in re.findall(PTX_RED, asm)}
    (fn,) = plain.block_map.functions
    kept = {b.id for b in fn.blocks if 8 * b.counters["thread_hits"] in offsets}
    dead = {b.id for b in folded.block_map.functions[0].blocks if b.statically_dead}
    assert dead and kept == set(range(len(fn.blocks))) - dead


# HIP's device library declares its blockIdx/blockDim helpers as constants of named struct
# types (rodinia's mergesort, built by hipcc for gfx90a): the globals' scan must not stop at
# them, and the integer constant beside them still folds
HIP_STRUCTS = """target triple = "amdgcn-amd-amdhsa"
%struct.__HIP_Coordinates = type { i8 }
%"struct.__HIP_Coordinates<__HIP_BlockIdx>::__X" = type { i8 }
@_ZL8blockIdx = internal addrspace(4) constant %struct.__HIP_Coordinates undef, align 1
@_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE = weak protected addrspace(4) externally_initialized constant %"struct.__HIP_Coordinates<__HIP_BlockIdx>::__X" undef, comdat, align 1
@__oclc_ISA_version = linkonce_odr hidden local_unnamed_addr addrspace(4) constant i32 9010, align 4
$_ZN17__HIP_CoordinatesI14__HIP_BlockIdxE1xE = comdat any
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %isa = load i32, ptr addrspace(4) @__oclc_ISA_version, align 4
  %old = icmp ult i32 %isa, 9000
  br i1 %old, label %isa.old, label %isa.new
isa.old:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %end
isa.new:
  store i32 2, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}
attributes #0 = { "target-cpu"="gfx90a" }
"""


def test_constants_of_named_struct_types_fold_nothing_and_stop_nothing(tmp_path):
    module = load(tmp_path, HIP_STRUCTS)
    folded = fold_constants(module)["k"]
    assert names(module.functions[0], folded.dead_blocks) == {"isa.old"}
    assert "@__oclc_ISA_version = 9010" in folded.constants
    result = instrument(module)
    (fn,) = result.block_map.functions
    assert [b.name for b in fn.blocks if b.statically_dead] == ["isa.old"]
