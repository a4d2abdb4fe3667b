"""clang -fpass-plugin: the plugin runs at the optimizer's last extension point on device
code (CUDA for sm_80, HIP for gfx942), writes its block map beside, and the instrumented
device code compiles: PTX through ptxas (the triton wheel's, when installed), a gfx942
code object that `bbprof build`'s ELF checks accept. A host compile is left alone unless
the host target is asked for."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from bbprof.instrument import BlockMap

from bbprof_testpaths import DATA
from plugin_support import clang_for, plugin  # noqa: F401

KERNELS = DATA / "plugin"


def run_clang(plugin, argv, env_options, tmp_path):  # noqa: F811
    tool, library = plugin
    env = dict(os.environ, BBPROF_PLUGIN_OPTIONS=env_options)
    proc = subprocess.run([str(clang_for(tool)), *argv, f"-fpass-plugin={library}"],
                          capture_output=True, text=True, check=False, env=env, cwd=tmp_path)
    return proc


def ptxas():
    try:
        from triton.backends.nvidia import compiler  # noqa: F401
    except Exception:   # noqa: BLE001  (triton absent or broken: no ptxas to try)
        return None
    import triton

    path = Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / "ptxas"
    return path if path.is_file() else None


@pytest.mark.parametrize("opt_level", ["-O0", "-O2"])
def test_cuda_device_code_is_instrumented_and_assembles(plugin, tmp_path, opt_level):  # noqa: F811
    ptx, map_path = tmp_path / "trips.ptx", tmp_path / "trips.json"
    proc = run_clang(plugin, ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
                              "--cuda-gpu-arch=sm_80", opt_level, "-S",
                              str(KERNELS / "trips.cu"), "-o", str(ptx)],
                     f"map={map_path}", tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    bm = BlockMap.load(map_path)
    assert bm.kernels == ["trips"] and bm.target.kind == "nvptx"
    assert bm.target.arch == "sm_80"
    text = ptx.read_text()
    assert ".global .align 128 .b8 __bbprof_counters[" in text
    assert text.count("red.global.add.u64") == bm.counters.sites
    assembler = ptxas()
    if assembler is None:
        pytest.skip("no ptxas (install the triton wheel): the PTX was not assembled")
    cubin = tmp_path / "trips.cubin"
    done = subprocess.run([str(assembler), "-arch=sm_80", str(ptx), "-o", str(cubin)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert cubin.stat().st_size > 0


def test_hip_device_code_object_passes_the_elf_checks(plugin, tmp_path):  # noqa: F811
    from bbprof.codeobj.elf import check_code_object, read_code_object

    hsaco, map_path = tmp_path / "trips.hsaco", tmp_path / "trips.%a.json"
    proc = run_clang(plugin, ["-x", "hip", "--cuda-device-only", "--offload-arch=gfx942",
                              "-nogpulib", "-nogpuinc", "-O2", "--no-gpu-bundle-output",
                              "-c", str(KERNELS / "trips.hip"), "-o", str(hsaco)],
                     f"map={map_path}", tmp_path)
    if proc.returncode != 0 and "ld.lld" in proc.stderr:
        pytest.skip(f"clang could not link the code object: {proc.stderr[-300:]}")
    assert proc.returncode == 0, proc.stderr[-2000:]
    bm = BlockMap.load(tmp_path / "trips.gfx942.json")   # %a: the arch
    assert bm.target.wave_size == 64 and bm.kernels == ["trips"]
    code = read_code_object(hsaco.read_bytes(), path=str(hsaco))
    passed = check_code_object(code, kernels=bm.kernels, arch="gfx942",
                               counter_symbol=bm.counter_symbol,
                               counter_bytes=bm.counter_bytes)
    assert f"__bbprof_counters {bm.counter_bytes:,} bytes" in passed


def test_host_compile_left_alone_unless_asked(plugin, tmp_path):  # noqa: F811
    source = tmp_path / "loop.c"
    source.write_text("int f(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i; "
                      "return s; }\n")
    out = tmp_path / "loop.ll"
    proc = run_clang(plugin, ["-O1", "-S", "-emit-llvm", str(source), "-o", str(out)], "",
                     tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "__bbprof" not in out.read_text()
    assert not list(tmp_path.glob("*.json"))
    proc = run_clang(plugin, ["-O1", "-S", "-emit-llvm", str(source), "-o", str(out)],
                     f"target=host;counters=thread;map={tmp_path / 'loop.json'}", tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "@__bbprof_counters = global" in out.read_text()
    bm = BlockMap.load(tmp_path / "loop.json")
    assert bm.mode.counters == ("thread_hits",)
    assert bm.functions[0].placement == "spanning-tree"


def test_bad_option_is_one_clear_error(plugin, tmp_path):  # noqa: F811
    proc = run_clang(plugin, ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
                              "--cuda-gpu-arch=sm_80", "-S", str(KERNELS / "trips.cu"),
                              "-o", str(tmp_path / "k.ptx")], "counters=lanes", tmp_path)
    assert proc.returncode != 0
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    assert errors == [next(e for e in errors if "bbprof:" in e)]
    assert "unknown counter 'lanes'; use thread, wave" in errors[0]
