"""The warp-uniformity analysis (bbprof/ir/uniformity.py) and what the default mode does
with its answer: hand-written kernels whose branches are, or are not, the same in every
lane, and the corpus kernels whose answer is known from their source."""

from __future__ import annotations

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.uniformity import warp_uniformity

from bbprof_testpaths import DATA, LIT

HEAD = 'target triple = "nvptx64-nvidia-cuda"\n'
DECLS = """
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @__nvvm_reflect(ptr)
@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\\00"
"""


def kernel(body: str, tmp_path, name: str = "k.ll", params: str = "ptr addrspace(1) %p, i32 %n"):
    """A kernel whose entry computes ``%c`` (i1) from ``body`` and branches on it."""
    text = (HEAD + f"define ptx_kernel void @k({params}) {{\nentry:\n{body}\n"
            "  br i1 %c, label %then, label %join\nthen:\n  br label %join\njoin:\n"
            "  ret void\n}\n" + DECLS)
    path = tmp_path / name
    path.write_text(text)
    module = load_module(path)
    return warp_uniformity(module.functions[0], module.target.kind)


UNIFORM = {
    "kernel argument": "  %c = icmp sgt i32 %n, 0",
    "block id and size": """  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %s = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = call i32 @llvm.smax.i32(i32 %b, i32 %s)
  %c = icmp eq i32 %m, 3""",
    "global load at a uniform address": """  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %b
  %v = load i32, ptr addrspace(1) %q, align 4
  %c = icmp eq i32 %v, 0""",
    "__nvvm_reflect (a constant NVVMReflect folds; libdevice bodies keep it)": """  %r = call i32 @__nvvm_reflect(ptr @ftz)
  %c = icmp ne i32 %r, 0""",
    "Triton's inline-asm load at a uniform address": """  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %b
  %v = call i32 asm sideeffect "mov.u32 $0, 0x0;\\0A\\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %q, i1 true)
  %c = icmp eq i32 %v, 0""",
}

DIVERGENT = {
    "thread id": ("  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                  "  %c = icmp ult i32 %t, %n", "%c"),
    "through arithmetic and a select": ("""  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = and i32 %t, 1
  %y = select i1 true, i32 %x, i32 0
  %c = icmp eq i32 %y, 0""", "%c"),
    "a shuffle's result": ("""  %t = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %n, i32 1, i32 31)
  %c = icmp eq i32 %t, 0""", "%c"),
    "an atomic's result": ("""  %v = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4
  %c = icmp eq i32 %v, 0""", "%c"),
    "a load from generic memory": ("""  %q = addrspacecast ptr addrspace(1) %p to ptr
  %v = load i32, ptr %q, align 4
  %c = icmp eq i32 %v, 0""", "%c"),
    "a volatile load": ("""  %v = load volatile i32, ptr addrspace(1) %p, align 4
  %c = icmp eq i32 %v, 0""", "%c"),
    "inline PTX reading a special register": ("""  %v = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %c = icmp eq i32 %v, 0""", "%c"),
    "__nvvm_reflect and a lane value": ("""  %r = call i32 @__nvvm_reflect(ptr @ftz)
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = add i32 %r, %t
  %c = icmp eq i32 %s, 0""", "%c"),
    "a load through a lane-dependent address": ("""  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %q, align 4
  %c = icmp eq i32 %v, 0""", "%c"),
}


@pytest.mark.parametrize("body", UNIFORM.values(), ids=UNIFORM.keys())
def test_uniform_conditions(body, tmp_path):
    assert warp_uniformity_of(body, tmp_path).uniform


@pytest.mark.parametrize("body,value", DIVERGENT.values(), ids=DIVERGENT.keys())
def test_divergent_conditions_are_named(body, value, tmp_path):
    answer = warp_uniformity_of(body, tmp_path)
    assert not answer.uniform
    assert answer.reason == f"the br ending block 'entry' depends on lane values ({value})"


def warp_uniformity_of(body, tmp_path):
    return kernel(body, tmp_path)


def test_a_phi_of_a_divergent_value_is_divergent(tmp_path):
    text = HEAD + """define ptx_kernel void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ %t, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret void
}
""" + DECLS
    path = tmp_path / "phi.ll"
    path.write_text(text)
    module = load_module(path)
    answer = warp_uniformity(module.functions[0], module.target.kind)
    assert not answer.uniform and "(%c)" in answer.reason


def test_calls_functions_and_asm_control_flow_refuse(tmp_path):
    calls = load_module(LIT / "nvptx_two_kernels_device_function.ll")
    answers = {f.name: warp_uniformity(f, "nvptx") for f in calls.functions}
    assert answers["scale"].reason == "not a kernel: it may be entered by part of a wave"
    assert answers["first"].reason == "a call of @scale in block 'entry'"
    body = ('  call void asm sideeffect "@p bra $$L1;\\0A\\09$$L1:", ""()\n'
            "  %c = icmp sgt i32 %n, 0")
    answer = kernel(body, tmp_path, "asm.ll")
    assert answer.reason == "inline assembly with control flow in block 'entry'"


def test_every_host_function_is_uniform():
    module = load_module(DATA / "host" / "host_duplicate_edges.ll", "host")
    assert all(warp_uniformity(f, "host").uniform for f in module.functions)


@pytest.mark.parametrize("path,uniform", [
    (DATA / "report" / "h200" / "branchy.llir", True),   # branches on CTA sums and trips
    (DATA / "corpus" / "h200" / "loop.llir", True),
    (DATA / "corpus" / "gfx942" / "softmax.ll", True),   # one row per program
    (DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll", False),  # masks as branches
])
def test_corpus_kernels(path, uniform):
    module = load_module(path, "nvptx" if path.suffix == ".llir" else None)
    (fn,) = [f for f in module.functions if f.is_kernel]
    assert warp_uniformity(fn, module.target.kind).uniform == uniform
    info = instrument(module).block_map.functions[0]
    # a kernel with divergent branches gets the hybrid graph, or every block where that
    # is cheaper (the conv's mask branches sit in its loops)
    assert info.placement == ("spanning-tree" if uniform else "every-block")
    assert info.hybrid is False


def _placed(text: str, tmp_path) -> dict:
    path = tmp_path / "p.ll"
    path.write_text(text)
    fn = instrument(load_module(path)).block_map.functions[0]
    return {(fn.blocks[e.source].name, fn.blocks[e.target].name): e.kind
            for e in fn.edges if e.counted and e.source >= 0 and e.target >= 0}


SKIP_TO_PHI = HEAD + """define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  MMA
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
"""


def test_uniform_kernels_count_edges_in_blocks_of_their_own(tmp_path):
    """The edge that skips the loop runs only for the waves that take it: a block of
    bbprof's on it, not code in the entry block that every wave runs. The loop's exit
    edge is counted beside the loop's own flush."""
    placed = _placed(SKIP_TO_PHI.replace("MMA", ""), tmp_path)
    assert placed[("entry", "done")] == "split"
    assert placed[("loop", "done")] == "exit"


def test_no_block_into_phis_of_a_wgmma_kernel(tmp_path):
    """The phis' copies would move into bbprof's block: ptxas then stops pipelining the
    wgmma loop (seen on the H200 with Triton's matmul). Edge code instead."""
    mma = 'call void asm sideeffect "wgmma.fence.sync.aligned;", ""()'
    placed = _placed(SKIP_TO_PHI.replace("MMA", mma), tmp_path)
    assert placed[("entry", "done")] == "edge"


def test_every_path_of_branchy_crosses_one_counter():
    """Triton's branchy kernel (if/else, each side a loop of per-CTA trips): with even
    branch odds and the loops' exit edges cheap to count (beside their flush), the tree
    leaves one counted edge on each of its four paths."""
    module = load_module(DATA / "report" / "h200" / "branchy.llir", "nvptx")
    fn = instrument(module).block_map.functions[0]
    names = [b.name for b in fn.blocks]
    counted = sorted((names[e.source], names[e.target], e.kind) for e in fn.edges
                     if e.counted and e.source != e.target)
    assert counted == [(".lr.ph", "._crit_edge", "exit"),
                       (".lr.ph5", "._crit_edge6.loopexit", "exit"),
                       (".preheader", "._crit_edge6", "split"),
                       (".preheader3", "._crit_edge", "split")]


@pytest.mark.parametrize("counters", [("thread_hits", "wave_hits"), ("wave_hits",),
                                      ("thread_hits",)])
def test_uniform_counting_code_assembles_with_ptxas(counters):
    """The inline PTX of the tree in a uniform kernel (blocks on edges, the flush with its
    own branch and labels) goes through ptxas, one atomic per counted site and exit edge.
    ptxas comes with the triton wheel (not in the test extra): skipped without it."""
    from bbprof.instrument.modes import Mode
    from bbprof.ir.codegen import compile_text
    from bbprof.isa.sass import assemble, find_tools

    if find_tools() is None:
        pytest.skip("ptxas not installed (pip install triton, or set BBPROF_CUDA_BIN)")
    module = load_module(LIT / "nvptx_uniform_spanning_tree.ll")
    result = instrument(module, mode=Mode(counters=counters))
    ptx = compile_text(result.text, module.target, "sm_90a")
    assert "uniform" in assemble(ptx, "sm_90a")       # ptxas took it
    fn = result.block_map.functions[0]
    loops = {r.block for r in fn.register_loops}
    sites = len(loops) + sum(1 for e in fn.edges if e.kind in ("split", "exit", "block")
                             or e.kind == "edge" and not (e.source == e.target
                                                          and e.source in loops))
    # a loop recording its trips (wave counts, sites.TRIP_WORDS): two more per exit, its
    # lanes holding one count (the bin, the quotient; no mixed-entry word)
    sites += sum(2 * r.exits for r in fn.register_loops if r.trips is not None)
    body = ptx[ptx.index(".entry uniform"):ptx.index(".entry lanes")]
    assert body.count("red.global.add.u64") == sites


def _divergent_branches(text: str, tmp_path) -> set[str]:
    from bbprof.ir.uniformity import divergence

    path = tmp_path / "d.ll"
    path.write_text(HEAD + text + DECLS)
    module = load_module(path)
    fn = module.functions[0]
    answer = divergence(fn, module.target.kind)
    assert answer.refusal is None
    return {fn.blocks[b].name for b in answer.branches}


def test_divergence_follows_phis_where_the_sides_of_a_divergent_branch_meet(tmp_path):
    """Each side gives a constant (uniform), but which one a lane gets depends on its
    side: the branch on the joined value diverges; a later branch on the argument, and
    one on a value computed before the split, do not."""
    text = """define ptx_kernel void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = icmp ult i32 %t, 7
  %big = icmp sgt i32 %n, 3
  br i1 %odd, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %v = phi i32 [ 1, %a ], [ 2, %b ]
  %c = icmp eq i32 %v, 1
  br i1 %c, label %x, label %y
x:
  br i1 %big, label %y, label %z
y:
  br label %z
z:
  ret void
}
"""
    assert _divergent_branches(text, tmp_path) == {"entry", "j"}


def test_divergence_follows_values_out_of_a_loop_left_by_a_divergent_branch(tmp_path):
    """The trip counter is the same in every lane still in the loop, but lanes leave in
    different iterations: after the loop it differs between lanes (temporal divergence),
    both through a phi and read directly."""
    text = """define ptx_kernel void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %t
  br i1 %more, label %loop, label %out
out:
  %c = icmp eq i32 %i1, 4
  br i1 %c, label %p, label %q
p:
  br label %q
q:
  %u = icmp sgt i32 %n, 0
  br i1 %u, label %r, label %s
r:
  br label %s
s:
  ret void
}
"""
    assert _divergent_branches(text, tmp_path) == {"loop", "out"}
