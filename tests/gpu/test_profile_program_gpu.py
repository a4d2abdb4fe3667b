"""``bbprof profile -- CMD`` on the GPU: a Python program with two Triton kernels and a
torch.compile'd function, and a native CUDA driver-API program (nvcc-built) loading an
instrumented PTX. Expected counts: hand-derived (native `trips`), the every-block
reference mode and ``bbprof.triton.profile()`` in-process (Python)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile

from conftest import RUNTIME_DATA

PROGRAM = RUNTIME_DATA / "program"
WARP = 32


def bbprof_profile(out: Path, *cmd, mode=None, maps=None, cwd=None):
    args = [sys.executable, "-m", "bbprof", "profile", "-o", str(out), "--force"]
    if mode:
        args += ["--mode", mode]
    if maps:
        args += ["--maps", str(maps)]
    return subprocess.run([*args, "--", *map(str, cmd)], capture_output=True, text=True,
                          cwd=cwd, timeout=600)


def by_kernel(folder: Path) -> dict[str, Profile]:
    out = {}
    for path in folder.glob("*.bbprof"):
        profile = Profile.load(path)
        (kernel,) = profile.block_map.kernels
        out[kernel] = profile
    return out


def counts(profile: Profile) -> list[tuple[str, int, int]]:
    return [(r.block, int(r.thread_hits), int(r.wave_hits))
            for r in profile.to_dataframe().itertuples() if r.is_kernel]


def test_python_program_two_triton_kernels_and_torch_compile(tmp_path):
    prog = PROGRAM / "two_kernels.py"
    env = dict(os.environ, TRITON_CACHE_DIR=str(tmp_path / "plain-cache"))
    plain = subprocess.run([sys.executable, str(prog)], capture_output=True, text=True,
                           env=env, timeout=600)
    assert plain.returncode == 0, plain.stderr
    run = bbprof_profile(tmp_path / "default", sys.executable, prog)
    assert run.returncode == 0, run.stderr
    assert run.stdout == plain.stdout                  # the program's output unchanged
    got = by_kernel(tmp_path / "default")
    assert {"add_kernel", "rowsum_kernel"} <= set(got), (set(got), run.stderr)
    inductor = [k for k in got if k.startswith("triton_")]
    assert inductor, f"no torch.compile kernel profiled: {set(got)}"
    # the every-block, loops-in-memory reference gives the same counts, block by block
    ref = bbprof_profile(tmp_path / "ref", sys.executable, prog,
                         mode="thread,wave/every-block,loops-in-memory")
    assert ref.returncode == 0, ref.stderr
    reference = by_kernel(tmp_path / "ref")
    for kernel, profile in got.items():
        assert counts(profile) == counts(reference[kernel]), kernel
    # in-process with bbprof.triton.profile(): the same counts
    sys.path.insert(0, str(PROGRAM))
    import torch._inductor.config as inductor_config

    import bbprof.triton
    import two_kernels

    inductor_config.force_disable_caches = True     # as bbprof profile sets for its child
    inductor_config.compile_threads = 1
    with bbprof.triton.profile() as session:
        two_kernels.run()
    for kernel in ("add_kernel", "rowsum_kernel", *inductor):
        assert counts(session.profile(kernel)) == counts(got[kernel]), kernel
    # hand-derived: add_kernel's entry block runs once per thread of cdiv(N, BLOCK)
    # programs of num_warps=4 warps; rowsum's loop body 8 times per warp of 64 programs
    programs = -(-two_kernels.N // two_kernels.BLOCK)
    entry = counts(got["add_kernel"])[0]
    assert entry[1:] == (programs * 4 * WARP, programs * 4)


def test_native_cuda_program(tmp_path):
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc to build the native program")
    from bbprof.runtime.cuda import compile_ptx

    module = load_module(RUNTIME_DATA / "nvptx_cases.ll")
    inst = instrument(module)
    maps = tmp_path / "maps"
    maps.mkdir()
    inst.block_map.save(maps / "nvptx_cases.bbprof.json")
    ptx = tmp_path / "kernel.ptx"
    ptx.write_text(compile_ptx(inst.text, "sm_90a"))
    app = tmp_path / "trips_app"
    subprocess.run([nvcc, "-o", str(app), str(PROGRAM / "trips_app.cu"), "-lcuda"],
                   check=True, timeout=300)
    run = bbprof_profile(tmp_path / "p", app, ptx, maps=maps, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "0 wrong outputs" in run.stdout
    (profile,) = by_kernel_any(tmp_path / "p")
    grid, block, launches = 4, 256, 3
    trips = np.arange(grid * block) * 7 % 11
    got = profile.counts_of("trips")
    warps = grid * block // WARP
    assert got["entry"] == (launches * grid * block, launches * warps)
    assert got["loop"][0] == launches * int(trips.sum())
    assert got["loop"][1] == launches * int(trips.reshape(-1, WARP).max(axis=1).sum())
    assert got["after"][0] == launches * grid * block
    assert profile.total_launches == launches
    assert set(profile.counts_of("divergent").values()) == {(0, 0)}


def by_kernel_any(folder: Path) -> list[Profile]:
    return [Profile.load(p) for p in folder.glob("*.bbprof")]
