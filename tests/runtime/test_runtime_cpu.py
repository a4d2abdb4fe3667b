"""Runtime without a GPU: argument specs, the host backend through run_kernel and
`bbprof run`, Profile save/load/combine, the CUDA backend's one-line failure, and
bbprof.triton's hooks (compile only)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from bbprof.errors import InputError, MismatchError
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.args import NullSpec, Param, ScalarSpec, bind, parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.runner import run_kernel

DATA = __import__("pathlib").Path(__file__).resolve().parents[1] / "data"


def test_specs_parse_and_bind():
    buf = parse_spec("f16[4*8]:random")
    assert buf.dtype == np.float16 and buf.length == 32 and buf.fill == "random"
    assert parse_spec("i32[3]:fill=7").make(0).tolist() == [7, 7, 7]
    assert parse_spec("5") == ScalarSpec(5) and parse_spec("f32:0.5") == ScalarSpec(
        0.5, np.dtype(np.float32))
    params = [Param("pointer", 64), Param("int", 32), Param("pointer", 64)]
    bound = bind([parse_spec("f32[4]"), parse_spec("3")], params, "k")
    assert isinstance(bound[2], NullSpec)        # trailing pointers default to null
    with pytest.raises(InputError, match="not a pointer"):
        bind([parse_spec("f32[4]"), parse_spec("f32[4]")], params, "k")
    with pytest.raises(InputError, match="not a float"):
        bind([parse_spec("f32[4]"), parse_spec("0.5")], params, "k")
    with pytest.raises(InputError, match="cannot read"):
        parse_spec("f32(4)")


@pytest.fixture(scope="module")
def host_program():
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    return module.text, instrument(module)


def test_host_run_counts_and_profile_round_trip(host_program, tmp_path):
    original, inst = host_program
    result = run_kernel(get_backend("host"), inst.text, inst.block_map, "driver",
                        LaunchShape.of(1, 1), [parse_spec("4")], repeat=3,
                        baseline_text=original)
    profile = result.profile
    # driver(4): the loop body runs 4 times per call, classify(k - 3) for k < 4 returns
    # early three times (k - 3 < 0) and dispatches once (0 -> "zero").
    assert profile.counts_of("driver") == {"entry": (3, 3), "loop": (12, 12), "done": (3, 3)}
    assert profile.counts_of("classify")["early"] == (9, 9)
    assert profile.counts_of("classify")["zero"] == (3, 3)
    assert profile.meta["outputs_identical"] is True
    assert len(profile.launches[0].kernel_ms) == 3 and len(profile.launches[0].baseline_ms) == 3
    path = tmp_path / "run.bbprof"
    profile.save(path)
    loaded = Profile.load(path)
    assert loaded.counts == profile.counts and loaded.device == profile.device
    assert loaded.launches[0].to_json() == profile.launches[0].to_json()
    both = loaded + profile
    assert both.counts_of("driver")["loop"] == (24, 24) and both.total_launches == 6
    frame = both.to_dataframe()
    assert {"function", "block", "thread_hits", "wave_hits", "loop_depth"} <= set(frame)


def test_profiles_of_different_modules_do_not_combine(host_program):
    _, inst = host_program
    other = instrument(load_module(DATA / "host" / "host_loops.ll", "host"), shards=2)
    a = Profile.from_counters(inst.block_map, np.zeros(inst.block_map.counter_words, np.uint64))
    b = Profile.from_counters(other.block_map,
                              np.zeros(other.block_map.counter_words, np.uint64))
    with pytest.raises(MismatchError):
        a + b


def test_cli_run_on_host(tmp_path):
    from bbprof.cli.main import main

    src = tmp_path / "host_loops.ll"
    src.write_text((DATA / "host" / "host_loops.ll").read_text())
    assert main(["instrument", str(src), "--target", "host", "-q"]) == 0
    assert main(["run", str(tmp_path / "host_loops.bbprof.ll"), "--backend", "host",
                 "--kernel", "square", "--grid", "1", "--block", "5", "--arg", "3",
                 "-q"]) == 0
    profile = Profile.load(tmp_path / "host_loops.bbprof")
    assert profile.counts_of("square") == {"entry": (5, 5)}   # one call per host "thread"


def _cuda_works() -> bool:
    try:
        get_backend("cuda")
    except Exception:
        return False
    return True


@pytest.mark.skipif(_cuda_works(), reason="this machine has a working CUDA device")
def test_bbprof_run_backend_cuda_fails_cleanly_here(tmp_path):
    src = tmp_path / "k.ll"
    src.write_text((DATA / "runtime" / "nvptx_cases.ll").read_text())
    cmd = [sys.executable, "-m", "bbprof", "instrument", str(src), "-q"]
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    proc = subprocess.run([sys.executable, "-m", "bbprof", "run", str(tmp_path / "k.bbprof.ll"),
                           "--backend", "cuda", "--kernel", "trips", "--grid", "1",
                           "--block", "32", "--arg", "i32[32]", "--arg", "i32[32]"],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    # without a driver, or (a machine set up from README.md alone) without cuda-core
    assert len(lines) == 1 and (lines[0].startswith("bbprof: error: cannot use CUDA device 0")
                                or "needs NVIDIA's cuda-core" in lines[0])


def test_triton_session_instruments_and_restores_everything():
    triton = pytest.importorskip("triton")
    from triton import knobs
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    sys.path.insert(0, str(DATA / "runtime"))
    from kernels_h200 import loop_kernel

    import bbprof.triton

    before = (knobs.runtime.add_stages_inspection_hook, knobs.runtime.jit_post_compile_hook,
              knobs.compilation.always_compile, knobs.cache.dir)
    src = ASTSource(fn=loop_kernel, signature={"x_ptr": "*fp32", "out_ptr": "*fp32",
                                               "out2_ptr": "*fp32", "n_iter": "i32",
                                               "BLOCK": "constexpr"},
                    constexprs={"BLOCK": 128})
    target = GPUTarget("cuda", 90, 32)
    with bbprof.triton.profile() as session:
        compiled = triton.compile(src, target=target, options={"num_warps": 4})
    assert "__bbprof_counters" in compiled.asm["ptx"]
    (kernel,) = session.kernels.values()
    assert kernel.name == "loop_kernel" and kernel.block_map.kernels == ["loop_kernel"]
    after = (knobs.runtime.add_stages_inspection_hook, knobs.runtime.jit_post_compile_hook,
             knobs.compilation.always_compile, knobs.cache.dir)
    assert before == after
    with pytest.raises(ValueError):
        with bbprof.triton.profile():
            raise ValueError("inside")
    assert knobs.runtime.add_stages_inspection_hook is None
    plain = triton.compile(src, target=target, options={"num_warps": 4})
    assert "__bbprof_counters" not in plain.asm["ptx"]


def test_ptx_loses_its_debug_target():
    from bbprof.runtime.cuda import _DEBUG_TARGET

    assert _DEBUG_TARGET.sub(r"\1", ".version 8.0\n.target sm_90a, debug\n") == \
        ".version 8.0\n.target sm_90a\n"
