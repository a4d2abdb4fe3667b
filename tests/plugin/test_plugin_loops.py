"""Loops counted in registers by the plugin, on the emulator: a loop-heavy kernel for a
wave64 (gfx942) and a wave32 (gfx1100) AMD processor and for sm_80, with per-lane trip
counts (the lanes of a wave leave each loop at different iterations), instrumented by
both engines in the modes that keep loop counts in registers and in those that do not.

The kernel's single-block loops: ``up`` (an induction variable stepping by 3: its count
is computed on the exit edge, nothing per iteration), ``collatz`` (no induction variable:
a phi and an add per iteration), ``sw`` (a ``switch`` with two exits and an induction
variable stepping by -1: in registers when only thread_hits are counted — with wave_hits
a loop needs one exit); and a loop of four blocks, ``head`` -> ``body`` -> (``side``,
per lane) -> ``latch``, leaving from ``head`` after ``t`` iterations, whose chain (head,
body, latch) goes to wave-uniform accumulators (uniform_loops.py: two, the header's
active lanes and the lanes ``head`` keeps in the loop) in every-block modes, ``side``
keeping its own counter. Each engine's counts equal the direct trace of the plain module
on every block and each other's, and for ``up`` the hand-derived counts: a lane with
``t > 0`` trips runs it ``t`` times, and a wave runs it as often as its longest-running
lane (its lanes with ``t > 0`` enter together and iterate in lock step).

Which comparisons hold: both engines take the same single-block loops (the rules of
register_loops.py: ``register_loops`` in the two maps are equal) and their counts are
exact by design in every mode; the spanning trees differ, but conservation recovers
every block (see test_plugin_emulator.py for which wave counts a tree promises).
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import THREAD, WAVE, Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from plugin_support import plugin  # noqa: F401  (the fixture)
from test_plugin_emulator import check_against_trace, decoded
from test_plugin_equivalence import _chain, plugin_instrumented

BODY = """
define {cc} void @loops(ptr addrspace(1) %out, ptr addrspace(1) %trips, i32 %n) #0 {{
entry:
  %tid = call i32 @{tid}()
  %wg = call i32 @{wg}()
  %base = mul i32 %wg, 128
  %g = add i32 %base, %tid
  %p = getelementptr i32, ptr addrspace(1) %trips, i32 %g
  %t = load i32, ptr addrspace(1) %p
  %has = icmp sgt i32 %t, 0
  br i1 %has, label %up, label %mid

up:
  %i = phi i32 [ 0, %entry ], [ %i.next, %up ]
  %i.next = add i32 %i, 3
  %lim = mul i32 %t, 3
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %up, label %mid

mid:
  %v = phi i32 [ 0, %entry ], [ %i.next, %up ]
  %x0 = add i32 %t, 5
  br label %collatz

collatz:
  %x = phi i32 [ %x0, %mid ], [ %x.next, %collatz ]
  %steps = phi i32 [ 0, %mid ], [ %steps.next, %collatz ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %x3 = mul i32 %x, 3
  %x31 = add i32 %x3, 1
  %xh = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %x31, i32 %xh
  %steps.next = add i32 %steps, 7
  %done = icmp ule i32 %x.next, 1
  br i1 %done, label %sw.pre, label %collatz

sw.pre:
  br label %sw

sw:
  %k = phi i32 [ %t, %sw.pre ], [ %k.dec, %sw ]
  %k.dec = sub i32 %k, 1
  %r = and i32 %k.dec, 7
  switch i32 %r, label %sw [ i32 5, label %five
                             i32 6, label %six ]

five:
  br label %end

six:
  %k2 = shl i32 %k.dec, 1
  br label %end

end:
  %w = phi i32 [ %k.dec, %five ], [ %k2, %six ]
  %s1 = add i32 %v, %steps
  %s2 = add i32 %s1, %w
  br label %head

head:
  %j = phi i32 [ 0, %end ], [ %j.next, %latch ]
  %acc = phi i32 [ %s2, %end ], [ %acc.next, %latch ]
  %in = icmp slt i32 %j, %t
  br i1 %in, label %body, label %after

body:
  %jg = xor i32 %j, %g
  %jo = and i32 %jg, 1
  %side.go = icmp ne i32 %jo, 0
  br i1 %side.go, label %side, label %latch

side:
  %acc.side = add i32 %acc, 100
  br label %latch

latch:
  %acc.in = phi i32 [ %acc, %body ], [ %acc.side, %side ]
  %acc.next = add i32 %acc.in, 1
  %j.next = add i32 %j, 1
  br label %head

after:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %g
  store i32 %acc, ptr addrspace(1) %q
  ret void
}}

declare i32 @{tid}()
declare i32 @{wg}()
"""
TARGETS = {
    "gfx942": ('target triple = "amdgcn-amd-amdhsa"', "amdgpu_kernel",
               "llvm.amdgcn.workitem.id.x", "llvm.amdgcn.workgroup.id.x",
               'attributes #0 = { "target-cpu"="gfx942" }'),
    "gfx1100": ('target triple = "amdgcn-amd-amdhsa"', "amdgpu_kernel",
                "llvm.amdgcn.workitem.id.x", "llvm.amdgcn.workgroup.id.x",
                'attributes #0 = { "target-cpu"="gfx1100" }'),
    "sm_80": ('target triple = "nvptx64-nvidia-cuda"', "ptx_kernel",
              "llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.ctaid.x",
              'attributes #0 = { "target-cpu"="sm_80" }'),
}
MODES = [Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=(THREAD,), placement="every-block"),
         Mode(counters=(WAVE,), placement="every-block"), Mode(counters=(THREAD,)), Mode()]
MODES += [Mode(counters=m.counters, placement=m.placement, packed=m.packed,
               loops_in_registers=False) for m in MODES[:1] + MODES[4:5]]
GRID, BLOCK = 2, 128


def kernel_text(arch: str) -> str:
    triple, cc, tid, wg, attributes = TARGETS[arch]
    return "\n".join([triple, BODY.format(cc=cc, tid=tid, wg=wg), attributes, ""])


def trips() -> np.ndarray:
    t = np.random.default_rng(7).integers(-2, 13, GRID * BLOCK).astype(np.int32)
    t[:64] = 0           # a wave (or two) that never enters up
    t[64:96] = 12        # one where every lane runs it 12 times
    return t


def run(text, block_map, t):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros(t.size, np.int32))
    code.launch("loops", LaunchShape.of(GRID, BLOCK),
                [out, backend.upload(t), Scalar(t.size, np.dtype(np.int32))])
    return code, out.read_array(np.int32)


def hand_counts_of_up(t: np.ndarray, wave: int) -> tuple[int, int]:
    entering = np.where(t > 0, t, 0)
    waves = entering.reshape(-1, wave).max(axis=1)
    return int(entering.sum()), int(waves.sum())


@pytest.mark.parametrize("arch", sorted(TARGETS))
def test_register_loops_on_the_emulator(plugin, tmp_path, arch):  # noqa: F811
    path = tmp_path / f"loops.{arch}.ll"
    path.write_text(kernel_text(arch))
    module = load_module(path)
    t = trips()
    plain, plain_out = run(path.read_text(), None, t)
    names = [b.name for b in module.functions[0].blocks]
    trace = {("loops", names[i]): pair
             for i, pair in enumerate(plain.trace_by_position()["loops"])}
    wave = module.wave_size(module.functions[0])
    assert trace[("loops", "up")] == hand_counts_of_up(t, wave)
    # every lane runs head t' + 1 times (t' = max(t, 0)), body and latch t' times
    runs = np.maximum(t, 0)
    assert [trace[("loops", b)][0] for b in ("head", "body", "latch")] == \
        [int((runs + 1).sum()), int(runs.sum()), int(runs.sum())]
    ids = {name: i for i, name in enumerate(names)}
    for mode in MODES:
        results = {"python": instrument(module, mode=mode),
                   "plugin": plugin_instrumented(plugin, module, mode)}
        seen = {}
        for engine, result in results.items():
            fn = result.block_map.functions[0]
            in_registers = {r.block for r in fn.register_loops}
            if not mode.loops_in_registers:
                assert in_registers == set()
            elif WAVE in mode.counters:
                assert in_registers == {ids["up"], ids["collatz"]}, (engine, str(mode))
            else:
                assert in_registers == {ids["up"], ids["collatz"], ids["sw"]}, (engine, str(mode))
            assert result.block_map.mode.loops_in_registers == mode.loops_in_registers
            code, out = run(result.text, result.block_map, t)
            assert out.tobytes() == plain_out.tobytes(), (engine, str(mode))
            counts, full_waves = decoded(result, code)
            check_against_trace(engine, mode, counts, full_waves, trace)
            seen[engine] = counts
        fa, fb = (results[e].block_map.functions[0] for e in ("python", "plugin"))
        assert [(r.block, r.exits) for r in fa.register_loops] == \
            [(r.block, r.exits) for r in fb.register_loops]
        if mode.loops_in_registers and mode.placement == "every-block":
            chain = (ids["head"], ids["latch"], (ids["head"], ids["after"]),
                     [(ids["head"], None, True, (ids["head"],)),
                      (ids["head"], "%in", True, (ids["body"], ids["latch"]))])
            assert [_chain(u) for u in fa.uniform_loops] == [chain], str(mode)
            assert [_chain(u) for u in fb.uniform_loops] == [chain], str(mode)
        elif fa.placement == fb.placement:
            assert [_chain(u) for u in fa.uniform_loops] == [_chain(u) for u in fb.uniform_loops]
        for key, (t1, w1) in seen["python"].items():
            t2, w2 = seen["plugin"][key]
            assert t1 == t2, (str(mode), key)
            if w1 is not None and w2 is not None:
                assert w1 == w2, (str(mode), key)
