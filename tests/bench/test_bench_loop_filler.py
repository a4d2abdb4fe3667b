"""bench_loop_filler.py's IR edit: ``k`` filler instructions at the top of each loop header,
a guarded store after them, the kernel's results unchanged (run on the emulator)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.ir import load_module
from bbprof.ir.cfg import analyze
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

# out[t] = sum of i * x for i below n (x = t + 1): a loop whose header has an i32 phi
KERNEL = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %tid, 1
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %loop ]
  %term = mul i32 %i, %x
  %sum = add i32 %acc, %term
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %sum, %loop ]
  %t64 = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def run(text: str, threads: int = 40, n: int = 7) -> list[int]:
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(threads, np.uint32))
    code.launch("k", LaunchShape.of(1, threads), [out, Scalar(n, np.int32)])
    return out.read_array(np.uint32).tolist()


@pytest.mark.parametrize("k", [0, 3, 12])
def test_filler_goes_to_the_loop_header_and_changes_no_result(k):
    from bench_loop_filler import MAGIC, add_filler

    filled = add_filler(KERNEL, k)
    module = load_module("filled.ll", "nvptx", text=filled)
    (fn,) = module.functions
    (loop,) = analyze(fn).loops
    asm = [i.text for i in fn.blocks[loop.header].instructions if "asm sideeffect" in i.text]
    assert len(asm) == 1
    assert asm[0].count("mad.lo.u32") == k
    assert f"setp.eq.u32 %fp, %fx, {MAGIC}" in asm[0] and "@%fp st.global.u32" in asm[0]
    assert "%i" in asm[0].split('"r"(')[1]           # the header's i32 phi feeds the chain
    assert run(filled) == run(KERNEL) == [sum(i * (t + 1) for i in range(7)) for t in range(40)]


def test_a_kernel_without_loops_is_refused():
    from bench_loop_filler import add_filler

    with pytest.raises(SystemExit, match="no loop header"):
        add_filler(MAD, 4)


MAD = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = mul i32 %tid, 100003
  %v = call i32 asm "{ mov.b32 $0, $1; mad.lo.u32 $0, $0, $0, 1; mad.lo.u32 $0, $0, $1, 3; }", "=r,r"(i32 %x)
  %t64 = zext i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def test_the_emulators_mad_lo_wraps_like_the_gpu():
    # the filler's instruction: the low 32 bits of a * b + c
    got = run(MAD, threads=64)
    m = 1 << 32
    want = [((((x * x + 1) % m) * x + 3) % m) for x in ((t * 100003) % m for t in range(64))]
    assert got == want
