"""AMDGPU's hybrid graph under reconvergence at post-dominators, on shapes chosen by hand.

placement.py's ``_bypasses`` balances a divergent block ``d`` by one edge to its immediate
post-dominator ``m`` when ``d``'s region (what its successors reach before ``m``) is
entered only through ``d`` and does not lead back to it. These kernels are the cases the
random programs of test_hybrid_kernels.py do not make (their regions are structured or
end at the function's exit): a region with a second entry, a region that leads back to
``d`` (a loop whose header is divergent and whose body may leave too), and a diamond
inside a uniform ``if`` that does get the edge. On the emulator (gfx942 wave64, gfx1100
wave32) the decoded counters equal the plain module's trace on every block, thread_hits
and wave_hits; a bypass taken where a region has a second entry or leads back to ``d``
miscounts them.
"""

from __future__ import annotations

import importlib

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from emulator_cases import assert_counts_match_trace

HEAD = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %size = mul i32 %wg, BLOCK
  %g = add i32 %size, %tid
  %i = zext i32 %g to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
  %odd = and i32 %tid, 1
  %lane = icmp eq i32 %odd, 0
  %three = urem i32 %tid, 3
  %wgodd = and i32 %wg, 1
  %uni = icmp eq i32 %wgodd, 0
"""
TAIL = """}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "target-cpu"="CPU" }
"""

# entry -> d or a (uniform, by workgroup); d -> a or m (by lane); a -> m: 'a' is entered
# from outside d's region too, so m's count is not d's
SIDE_ENTRY = """  br i1 %uni, label %d, label %a
d:
  br i1 %lane, label %a, label %m
a:
  %va = phi i32 [ 1, %entry ], [ 2, %d ]
  br label %m
m:
  %vm = phi i32 [ %va, %a ], [ 3, %d ]
  store i32 %vm, ptr addrspace(1) %p
  ret void
"""

# h (the loop's header) leaves by lane after a per-lane number of rounds, its body
# breaks out by lane too: h's region (body, and h again) leads back to h
LOOP_BACK = """  br label %h
h:
  %n = phi i32 [ 0, %entry ], [ %n1, %body ]
  %more = icmp ult i32 %n, %three
  br i1 %more, label %body, label %m
body:
  %n1 = add i32 %n, 1
  %brk = icmp eq i32 %n1, 2
  %stop = and i1 %brk, %lane
  br i1 %stop, label %m, label %h
m:
  %vm = phi i32 [ %n, %h ], [ %n1, %body ]
  store i32 %vm, ptr addrspace(1) %p
  ret void
"""

# a uniform if (by workgroup) whose one side holds a lane-dependent diamond: the diamond
# is entered only through d and its sides meet at m, which gets the edge d -> m
DIAMOND = """  br i1 %uni, label %d, label %other
d:
  br i1 %lane, label %t, label %e
t:
  br label %m
e:
  br label %m
m:
  %vm = phi i32 [ 1, %t ], [ 2, %e ]
  br label %done
other:
  br label %done
done:
  %vd = phi i32 [ %vm, %m ], [ 4, %other ]
  store i32 %vd, ptr addrspace(1) %p
  ret void
"""

instrument_module = importlib.import_module("bbprof.instrument.instrument")


@pytest.fixture(autouse=True)
def always_hybrid(monkeypatch):
    """The hybrid graph even where the estimate prefers a counter at every block."""
    monkeypatch.setattr(instrument_module, "every_block_cost", lambda *a: float("inf"))


SHAPES = {"side_entry": (SIDE_ENTRY, False), "loop_back": (LOOP_BACK, False),
          "diamond": (DIAMOND, True)}


def _launch(text, block_map, grid, block):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    out = backend.upload(np.zeros(grid * block, np.int32))
    code.launch("k", LaunchShape.of(grid, block), [out])
    return code, out.read_array(np.int32)


@pytest.mark.parametrize("cpu,wave", [("gfx942", 64), ("gfx1100", 32)])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_region_counts_equal_the_trace(tmp_path, shape, cpu, wave):
    body, bypassed = SHAPES[shape]
    block = 2 * wave
    text = (HEAD.replace("BLOCK", str(block)) + body + TAIL.replace("CPU", cpu))
    path = tmp_path / f"{shape}.ll"
    path.write_text(text)
    module = load_module(path)
    plain, plain_out = _launch(module.text, None, 4, block)
    result = instrument(module)
    (fn,) = result.block_map.functions
    assert fn.hybrid and fn.placement == "spanning-tree"
    names = {b.id: b.name for b in fn.blocks}
    edges = {(names.get(e.source, "X"), names.get(e.target, "X")) for e in fn.balances}
    assert (("d" if shape != "loop_back" else "h", "m") in edges) == bypassed, edges
    code, out = _launch(result.text, result.block_map, 4, block)
    assert out.tobytes() == plain_out.tobytes()
    assert assert_counts_match_trace(result.block_map, code.read_counters(),
                                     plain.trace_by_position()) == len(fn.blocks)
