"""`bbprof run --backend emulator` prints what the kernel printed (CUDA's device printf),
record by record on standard output, as the device's output would come — also with -q,
since it is the program's output, not bbprof's; on the uninstrumented kernel (the direct
trace) and on the instrumented one alike. Each record's text is what the host's C library
makes of the format and the lane's values (lanes 0 and 2 of four print)."""

from __future__ import annotations

import pytest

from bbprof.cli.main import main

KERNEL = r"""target triple = "nvptx64-nvidia-cuda"
@.fmt = private unnamed_addr constant [15 x i8] c"lane %d of %d\0A\00", align 1

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %buf = alloca { i32, i32 }, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %print = icmp eq i32 %odd, 0
  br i1 %print, label %do, label %done
do:
  store i32 %tid, ptr %buf, align 8
  %p1 = getelementptr inbounds i8, ptr %buf, i64 4
  store i32 4, ptr %p1, align 4
  %n = call i32 @vprintf(ptr @.fmt, ptr %buf)
  br label %done
done:
  %r = phi i32 [ %n, %do ], [ 99, %entry ]
  %t64 = zext i32 %tid to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(ptr, ptr)
"""
PRINTED = "lane 0 of 4\nlane 2 of 4\n"


def run(argv, capsys) -> str:
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code
    assert code in (0, None), capsys.readouterr().err
    return capsys.readouterr().out


@pytest.mark.parametrize("quiet", [False, True])
def test_direct_trace_prints_the_kernels_printf(tmp_path, capsys, quiet):
    ir = tmp_path / "k.ll"
    ir.write_text(KERNEL)
    out = run(["run", str(ir), "--backend", "emulator", "--grid", "1", "--block", "4",
               "--arg", "u32[4]:zeros", "-o", str(tmp_path / "k.bbprof")]
              + (["-q"] if quiet else []), capsys)
    assert out.startswith(PRINTED) if not quiet else out == PRINTED


def test_instrumented_run_prints_the_same(tmp_path, capsys):
    ir = tmp_path / "k.ll"
    ir.write_text(KERNEL)
    run(["instrument", str(ir), "-o", str(tmp_path / "k.bbprof.ll")], capsys)
    out = run(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "emulator", "--grid",
               "1", "--block", "4", "--arg", "u32[4]:zeros", "-q"], capsys)
    assert out == PRINTED
