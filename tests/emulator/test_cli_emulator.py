"""``bbprof run --backend emulator``: direct trace of plain IR, instrumented runs,
``--save-outputs``, and one-line refusals."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np

from bbprof.profile import Profile

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"
REDUCE = ["--grid", "4", "--block", "256", "--shared", "1024", "-a", "f32[5000]:random",
          "-a", "f32[1]", "-a", "5000"]


def bbprof(*args, cwd):
    return subprocess.run([sys.executable, "-m", "bbprof", *args], cwd=cwd,
                          capture_output=True, text=True)


def test_plain_ir_is_traced_and_outputs_saved(tmp_path):
    shutil.copy(EXAMPLES / "amdgpu_gfx942_reduce.ll", tmp_path / "r.ll")
    done = bbprof("run", "--backend", "emulator", "r.ll", *REDUCE, "--save-outputs", "out",
                  cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    x, total = np.load(tmp_path / "out" / "arg0.npy"), np.load(tmp_path / "out" / "arg1.npy")
    assert x.dtype == np.float32 and x.size == 5000
    np.testing.assert_allclose(total[0], x.astype(np.float64).sum(), rtol=1e-5)
    profile = Profile.load(tmp_path / "r.bbprof")
    counts = profile.counts_of("reduce_kernel")
    # 4 workgroups of 4 waves; 5000 elements, 1024 per program and iteration: program 0
    # runs the loop twice, the others once -> 5 iterations of 256 lanes (20 waves)
    assert counts["5"] == (1024, 16)
    assert counts[".lr.ph"] == (1280, 20)
    assert counts["92"] == (4, 4)     # one lane per workgroup adds the sum


def test_instrumented_run_matches_trace_and_baseline(tmp_path):
    shutil.copy(EXAMPLES / "amdgpu_gfx942_reduce.ll", tmp_path / "r.ll")
    assert bbprof("instrument", "r.ll", "-o", "r.bbprof.ll", cwd=tmp_path).returncode == 0
    done = bbprof("run", "--backend", "emulator", "r.bbprof.ll", *REDUCE, "--baseline",
                  "--save-outputs", "out", "-o", "i.bbprof", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "bit-identical" in done.stdout
    traced = bbprof("run", "--backend", "emulator", "r.ll", *REDUCE, "-o", "t.bbprof",
                    cwd=tmp_path)
    assert traced.returncode == 0, traced.stderr
    a = Profile.load(tmp_path / "i.bbprof").counts_of("reduce_kernel")
    b = Profile.load(tmp_path / "t.bbprof").counts_of("reduce_kernel")
    assert a == b
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["arg0.npy", "arg1.npy"]


def test_unmodelled_intrinsic_is_refused_in_one_line(tmp_path):
    text = (EXAMPLES / "amdgpu_gfx942_reduce.ll").read_text().replace(
        "@llvm.amdgcn.readfirstlane.i32(i32 %6)", "@llvm.amdgcn.s.memtime.fake(i32 %6)")
    text += "\ndeclare i32 @llvm.amdgcn.s.memtime.fake(i32)\n"
    (tmp_path / "r.ll").write_text(text)
    done = bbprof("run", "--backend", "emulator", "r.ll", *REDUCE, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "does not model @llvm.amdgcn.s.memtime.fake" in done.stderr
    assert not (tmp_path / "r.bbprof").exists()


def test_missing_shared_memory_is_a_fault_not_a_wrong_value(tmp_path):
    shutil.copy(EXAMPLES / "amdgpu_gfx942_reduce.ll", tmp_path / "r.ll")
    args = [a for a in REDUCE]
    args[args.index("--shared") + 1] = "0"
    done = bbprof("run", "--backend", "emulator", "r.ll", *args, cwd=tmp_path)
    assert done.returncode == 1
    assert "outside the workgroup's 0 bytes of LDS" in done.stderr
    assert done.stderr.count("\n") == 1


def test_demo_convolution_on_the_emulator():
    """What ``bbprof demo`` shows: the instrumented gfx942 convolution's real counts."""
    from bbprof.ir import load_module
    from bbprof.runtime.emulator.direct import conv_demo

    run = conv_demo(load_module(EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll"))
    assert run.counts_match
    assert run.max_error < 0.05           # fp16 outputs of values up to ~50
    assert run.profile.meta["outputs_identical"]
    counts = run.profile.counts_of("conv2d_nhwc_kernel")
    fn = run.profile.block_map.function("conv2d_nhwc_kernel")
    # 8 workgroups of 256 lanes (4 waves) enter the kernel; the K loop (3*3*16 = 144 in
    # steps of 32) runs 5 times per wave
    assert counts[fn.blocks[0].name] == (2048, 32)
    (header,) = [b.name for b in fn.blocks if b.loop_header]
    assert counts[header] == (5 * 2048, 5 * 32)


def test_without_a_gpu_the_default_backend_is_the_emulator(tmp_path):
    """No --backend: the module's GPU backend where this machine has that GPU, else the
    emulator, and the choice is printed (issue 42: every command needed --backend
    emulator on a machine without a GPU)."""
    from bbprof.runtime.backend import default_backend

    if default_backend("amdgpu")[0] != "emulator":
        import pytest

        pytest.skip("this machine has a ROCm device")
    shutil.copy(EXAMPLES / "amdgpu_gfx942_reduce.ll", tmp_path / "r.ll")
    assert bbprof("instrument", "r.ll", "-q", cwd=tmp_path).returncode == 0
    done = bbprof("run", "r.bbprof.ll", *REDUCE, "-o", "d.bbprof", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith("backend: emulator (no ROCm device here;")
    explicit = bbprof("run", "r.bbprof.ll", *REDUCE, "--backend", "emulator", "-o",
                      "e.bbprof", cwd=tmp_path)
    assert explicit.returncode == 0 and "backend:" not in explicit.stderr
    a, b = (Profile.load(tmp_path / n) for n in ("d.bbprof", "e.bbprof"))
    assert a.counts_of("reduce_kernel") == b.counts_of("reduce_kernel")
    assert a.device["backend"] == "emulator"
