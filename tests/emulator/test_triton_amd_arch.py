"""Triton 3.6 and 3.9 AMD IR for gfx1100 and gfx1200 (wave32) on the emulator (issue 37):
neither names a target-cpu, and 3.6's triple names no processor, so ``--arch`` gives the
wave size, to the counting code and to the emulator alike.

* the plain module runs as wave32 with ``arch`` and its outputs equal numpy's; without it
  (3.6) the emulator refuses it rather than run it as wave64;
* instrumented with ``arch`` (default mode; a counter at every block), the counters
  decoded with the block map equal the emulator's direct trace of the plain module on
  every block, and the outputs are the plain module's bit for bit;
* ``bbprof run --backend emulator --arch gfx1100`` traces the plain 3.6 module as wave32
  (4 workgroups of 128 lanes: 16 waves enter the kernel); without ``--arch`` it is refused
  in one line.
"""

from __future__ import annotations

import functools
import shutil

import numpy as np
import pytest

from bbprof.cli.main import main
from bbprof.errors import TargetError
from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.backend import get_backend

from bbprof_testpaths import DATA
from emulator_cases import CASES, assert_counts_match_trace, run_case

FILES = [(version, arch, kernel) for version in ("36", "39")
         for arch in ("gfx1100", "gfx1200") for kernel in ("reduce", "branchy")]
IDS = [f"triton{v}-{a}-{k}" for v, a, k in FILES]
BLOCK = 128   # Triton's num_warps=4 of wave32 ("amdgpu-flat-work-group-size"="1,128")


def _path(version: str, arch: str, kernel: str):
    return DATA / "corpus" / f"triton{version}" / arch / f"{kernel}.ll"


@functools.lru_cache(maxsize=None)
def _plain(version: str, arch: str, kernel: str):
    """The plain module run once with ``arch``: (module, case, trace, outputs, wave)."""
    path = _path(version, arch, kernel)
    case = CASES[kernel](block=BLOCK)
    code, outputs = run_case(path.read_text(), None, case, arch=arch)
    return load_module(path), case, code.trace_by_position(), outputs, code.program.wave_size


@pytest.mark.parametrize("version,arch,kernel", FILES, ids=IDS)
def test_plain_module_runs_as_wave32_and_computes_the_kernel(version, arch, kernel):
    _, case, trace, outputs, wave = _plain(version, arch, kernel)
    assert wave == 32
    assert trace[case.kernel][0] == (512, 16)   # 4 workgroups x 128 lanes = 16 waves
    for index, want in case.reference(case.buffers).items():
        rtol, atol = case.tolerance.get(index, (0, 0))
        np.testing.assert_allclose(outputs[index].astype(np.float64).reshape(-1),
                                   want.reshape(-1), rtol=rtol, atol=atol)


@pytest.mark.parametrize("mode", [Mode(), Mode(placement="every-block")], ids=str)
@pytest.mark.parametrize("version,arch,kernel", FILES, ids=IDS)
def test_counts_equal_the_trace(version, arch, kernel, mode):
    module, case, trace, plain_out, _ = _plain(version, arch, kernel)
    result = instrument(module, mode=mode, arch=arch)
    assert result.block_map.target.wave_size == 32
    code, outputs = run_case(result.text, result.block_map, case)   # the map's arch
    assert code.program.wave_size == 32
    compared = assert_counts_match_trace(result.block_map, code.read_counters(), trace)
    assert compared == sum(len(f.blocks) for f in result.block_map.functions)
    for index, array in plain_out.items():
        assert array.tobytes() == outputs[index].tobytes(), (str(mode), index)


@pytest.mark.parametrize("arch", ["gfx1100", "gfx1200"])
def test_plain_triton36_without_arch_is_not_run_as_wave64(arch):
    text = _path("36", arch, "reduce").read_text()
    with pytest.raises(TargetError, match="does not say its wave size: @reduce_kernel .*"
                                          "the emulator runs wave32 and wave64 kernels "
                                          "differently"):
        get_backend("emulator").load(text, None, path="reduce.ll")
    # the triple of 3.9 names the processor: no --arch needed
    code = get_backend("emulator").load(_path("39", arch, "reduce").read_text(), None)
    assert code.program.wave_size == 32


def test_run_direct_trace_takes_arch(tmp_path, capsys, monkeypatch):
    shutil.copy(_path("36", "gfx1100", "reduce"), tmp_path / "r.ll")
    monkeypatch.chdir(tmp_path)
    launch = ["--grid", "4", "--block", str(BLOCK), "--shared", "1024",
              "-a", "f32[5000]:random", "-a", "f32[1]", "-a", "5000", "-q"]
    assert main(["run", "--backend", "emulator", "r.ll", *launch]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "r.ll: does not say its wave size" in err, err
    assert "--arch gfx1100 (wave32)" in err
    assert main(["run", "--backend", "emulator", "r.ll", "--arch", "gfx1100", *launch]) == 0
    profile = Profile.load(tmp_path / "r.bbprof")
    assert profile.device["wave_size"] == 32 and profile.device["arch"] == "gfx1100"
    assert profile.block_map.target.wave_size == 32
    assert profile.block_map.function("reduce_kernel").wave_size == 32
    counts = profile.counts_of("reduce_kernel")
    assert counts["5"] == (512, 16)     # the entry: 16 waves of 32, not 8 of 64
