"""``bbprof profile -- CMD``: the environment, exit status, the Python hook, and the
native interposer against a stand-in driver library (no GPU).

The stand-in (``standin_driver.c``) plays libcuda/libamdhip64: an instrumented "module"
holds @__bbprof_cfg_hash and @__bbprof_counters, and each launch adds a fixed vector to the
counters. The vector is the counter array a real run of an instrumented host module left
(the host JIT), so the counts decoded from the interposer's files must be LAUNCHES times
that run's counts, which tests/instrument/test_host_execution.py checks against trip counts.
"""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA

HERE = Path(__file__).parent
CC = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
needs_cc = pytest.mark.skipif(CC is None, reason="no C compiler (cc/gcc) to build the "
                                                 "interposer and the stand-in driver")


def bbprof(*args, cwd=None, env=None, timeout=120):
    environment = dict(os.environ if env is None else env)
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd, env=environment,
                          timeout=timeout)


# -- Python programs ------------------------------------------------------------------
def test_exit_status_is_passed_through(tmp_path):
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  "print('out of the program'); raise SystemExit(7)")
    assert proc.returncode == 7
    assert "out of the program" in proc.stdout        # the program's own output unchanged


def test_uncaught_exception_status_and_status_file(tmp_path):
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  "raise ValueError('boom')")
    assert proc.returncode == 1
    assert "ValueError: boom" in proc.stderr
    (status,) = (tmp_path / "p").glob("python-*.status")
    assert json.loads(status.read_text())["profiles"] == 0   # the hook ran at exit


def test_environment_is_otherwise_unchanged(tmp_path):
    dump = tmp_path / "env.json"
    code = f"import json, os; json.dump(dict(os.environ), open({str(dump)!r}, 'w'))"
    base = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "LD_PRELOAD")}
    base["PYTHONPATH"] = os.environ.get("PYTHONPATH", "")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--kernels", "matmul",
                  "--", sys.executable, "-c", code, env=base)
    assert proc.returncode in (0, 2), proc.stderr
    child = json.loads(dump.read_text())
    added = {k for k in child if k not in base}
    changed = {k for k in base if k in child and child[k] != base[k]}
    removed = {k for k in base if k not in child}
    assert removed == set()
    assert added <= {"BBPROF_PROFILE_OUT", "BBPROF_PROFILE_KERNELS",
                     "TORCHINDUCTOR_COMPILE_THREADS", "TORCHINDUCTOR_FORCE_DISABLE_CACHES"}
    assert child["BBPROF_PROFILE_KERNELS"] == "matmul"
    # PYTHONPATH: bbprof's site folder in front of what was there, nothing else
    assert changed <= {"PYTHONPATH"}
    site, *rest = child["PYTHONPATH"].split(os.pathsep)
    assert Path(site, "sitecustomize.py").is_file()
    assert os.pathsep.join(rest) == base["PYTHONPATH"]


def test_program_sitecustomize_still_runs(tmp_path):
    own = tmp_path / "own"
    own.mkdir()
    (own / "sitecustomize.py").write_text("import builtins; builtins.OWN_SITE = 42\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(own), os.environ.get("PYTHONPATH")])))
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  "import builtins; print(builtins.OWN_SITE)", env=env)
    assert proc.stdout.strip() == "42", proc.stderr


def test_python_program_without_triton_says_so_in_one_line(tmp_path):
    # an interpreter that cannot find Triton: hide it with an empty 'triton' entry that
    # import machinery skips (a folder named triton.py is not importable)
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "sitecustomize.py").write_text(
        "import sys\n"
        "class _NoTriton:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'triton' or name.startswith('triton.'):\n"
        "            raise ModuleNotFoundError(name)\n"
        "sys.meta_path.insert(0, _NoTriton())\n"
        "import importlib.util\n"
        "_orig = importlib.util.find_spec\n"
        "importlib.util.find_spec = lambda n, p=None: None if n == 'triton' else _orig(n, p)\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(hide), os.environ.get("PYTHONPATH")])))
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  "print('ran')", env=env)
    assert proc.stdout.strip() == "ran"
    errors = [line for line in proc.stderr.splitlines() if line.startswith("bbprof: error")]
    assert len(errors) == 1 and "Triton is not installed" in errors[0], proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.returncode == 2


def test_triton_import_opens_a_session(tmp_path):
    pytest.importorskip("triton", reason="triton is not installed")
    code = ("import triton\n"
            "from triton import knobs\n"
            "from bbprof.runtime.wrap import python_hook\n"
            "s = python_hook._state.get('session')\n"
            "print(type(s).__name__, knobs.runtime.add_stages_inspection_hook == "
            "s._inspect_stages, s.kernels_filter.pattern)\n")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--kernels", "^mm_",
                  "--", sys.executable, "-c", code)
    assert proc.stdout.split() == ["TritonSession", "True", "^mm_"], proc.stderr
    # a program that imports Triton but compiles nothing: said in one line
    assert "compiled no Triton kernel" in proc.stderr


def test_bad_mode_and_regex_refused_before_running(tmp_path):
    marker = tmp_path / "ran"
    code = f"open({str(marker)!r}, 'w')"
    proc = bbprof("profile", "-o", tmp_path / "p", "--mode", "thread/nonsense", "--",
                  sys.executable, "-c", code)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    proc = bbprof("profile", "-o", tmp_path / "p", "--kernels", "([", "--", sys.executable,
                  "-c", code)
    assert proc.returncode == 2 and "regular expression" in proc.stderr
    assert not marker.exists()


def test_earlier_results_need_force(tmp_path):
    out = tmp_path / "p"
    out.mkdir()
    (out / "old.bbprof").write_text("{}")
    proc = bbprof("profile", "-o", out, "--no-native", "--", sys.executable, "-c", "pass")
    assert proc.returncode == 2 and "--force" in proc.stderr
    proc = bbprof("profile", "-o", out, "--no-native", "--force", "--", sys.executable, "-c",
                  "pass")
    assert not (out / "old.bbprof").exists()


# -- native programs through the interposer ----------------------------------------------
@pytest.fixture(scope="module")
def standin(tmp_path_factory):
    """The stand-in libcuda.so.1/libamdhip64.so and an app linked against it."""
    if CC is None:
        pytest.skip("no C compiler (cc/gcc) to build the stand-in driver")
    folder = tmp_path_factory.mktemp("standin")
    lib = folder / "libcuda.so.1"
    subprocess.run([CC, "-shared", "-fPIC", "-O2", "-o", str(lib),
                    str(HERE / "standin_driver.c")], check=True)
    app = folder / "app"
    subprocess.run([CC, "-O2", "-o", str(app), str(HERE / "standin_app.c"), f"-L{folder}",
                    "-l:libcuda.so.1", "-Wl,-rpath," + str(folder)], check=True)
    return folder


@pytest.fixture(scope="module")
def host_run(tmp_path_factory):
    """An instrumented host module, its block map on disk, and the counters one call of
    ``nested(3, 4)`` left (a real run)."""
    folder = tmp_path_factory.mktemp("maps")
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    result = instrument(module)
    result.block_map.save(folder / "host_loops.bbprof.json")
    program = HostProgram(result.text, result.block_map)
    nested = program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)
    nested(3, 4)
    raw = program.read_counters()
    one = result.block_map.block_counts(raw)
    return folder, result.block_map, raw, one


def _image(path: Path, block_map, raw) -> Path:
    words = " ".join(str(int(v)) for v in raw)
    path.write_text(f"BBPROF-STANDIN {block_map.module_hash_value} {raw.size} {words}")
    return path


def _expected(one, launches: int) -> dict:
    return {(r.function, r.block): (launches * int(r.thread_hits), launches * int(r.wave_hits))
            for r in one.itertuples()}


def _counts(profile: Profile) -> dict:
    return {(r.function, r.block): (int(r.thread_hits), int(r.wave_hits))
            for r in profile.to_dataframe().itertuples()}


@needs_cc
@pytest.mark.parametrize("api,unload,every", [("cuda", False, None), ("hip", True, None),
                                              ("cuda", False, 1), ("hip", False, 2)])
def test_native_program_counts_decode(standin, host_run, tmp_path, api, unload, every):
    maps, block_map, raw, one = host_run
    image = _image(tmp_path / "kernel.img", block_map, raw)
    log = tmp_path / "driver.log"
    args = ["profile", "-o", tmp_path / "p", "--maps", maps]
    if every:
        args += ["--read-every", every]
    env = dict(os.environ, STANDIN_LOG=str(log))
    proc = bbprof(*args, "--", standin / "app", api, image, "nested", 3, 5,
                  *(["unload"] if unload else []), env=env, cwd=tmp_path)
    assert proc.returncode == 5, proc.stderr          # the program's own status
    assert "app done" in proc.stdout
    (path,) = (tmp_path / "p").glob("native-*.bbprof")
    profile = Profile.load(path)
    assert _counts(profile) == _expected(one, 3)
    assert profile.total_launches == 3
    # one record for the one shape, however many snapshots were read
    assert [(r.kernel, r.grid, r.block, r.shared_bytes, r.launches)
            for r in profile.launches] == [("nested", (4, 2, 1), (64, 1, 1), 128, 3)]
    assert profile.device["backend"] == api
    calls = log.read_text().split("\n")
    assert calls.count("launch") == 3
    # counters read and zeroed once per snapshot
    assert calls.count("memset") == (-(-3 // every) if every else 1)


def test_snapshot_launch_records_merge_by_shape():
    from bbprof.profile import LaunchRecord
    from bbprof.runtime.wrap.native import merged_launches

    a = LaunchRecord("k", (1, 1, 1), (64, 1, 1), launches=2)
    b = LaunchRecord("k", (2, 1, 1), (64, 1, 1))
    c = LaunchRecord("k", (1, 1, 1), (64, 1, 1), launches=5)
    d = LaunchRecord("k", (1, 1, 1), (64, 1, 1), shared_bytes=8)
    merged = merged_launches([a, b, c, d])
    assert [(r.grid, r.shared_bytes, r.launches) for r in merged] == [
        ((1, 1, 1), 0, 7), ((2, 1, 1), 0, 1), ((1, 1, 1), 8, 1)]
    assert a.launches == 2          # the snapshots' own records are left as they were


@needs_cc
def test_uninstrumented_module_is_untouched(standin, tmp_path):
    image = tmp_path / "plain.img"
    image.write_text("PLAIN")
    log = tmp_path / "driver.log"
    proc = bbprof("profile", "-o", tmp_path / "p", "--", standin / "app", "cuda", image, "k",
                  4, 0, env=dict(os.environ, STANDIN_LOG=str(log)), cwd=tmp_path)
    calls = log.read_text().split("\n")
    # one look for bbprof's hash global, nothing read, nothing synchronized
    assert [c for c in calls if c.startswith("get_global")] == [
        "get_global __bbprof_cfg_hash"]
    assert "dtoh" not in calls and "synchronize" not in calls and "memset" not in calls
    assert not list((tmp_path / "p").glob("native-*"))
    assert proc.returncode == 2 and "loaded no module instrumented" in proc.stderr


@needs_cc
def test_missing_block_map_is_one_line(standin, host_run, tmp_path):
    _, block_map, raw, _ = host_run
    image = _image(tmp_path / "kernel.img", block_map, raw)
    empty = tmp_path / "nomaps"
    empty.mkdir()
    proc = bbprof("profile", "-o", tmp_path / "p", "--maps", empty, "--", standin / "app",
                  "cuda", image, "nested", 1, 0, cwd=empty)
    errors = [line for line in proc.stderr.splitlines() if line.startswith("bbprof: error")]
    assert len(errors) == 1 and "--maps" in errors[0] and (
        f"{block_map.module_hash_value:016x}" in errors[0]), proc.stderr
    assert proc.returncode == 2
    assert list((tmp_path / "p").glob("native-*.counters"))   # raw dump kept to decode later


@needs_cc
def test_a_map_of_another_mode_of_the_module_is_not_used(standin, host_run, tmp_path):
    """The search finds a map of the same CFG in another counting mode (every block): it
    was not written with the dumped module, so the dump is not decoded with it."""
    from bbprof.instrument.modes import EVERY_BLOCK, Mode

    _, block_map, raw, _ = host_run
    other = instrument(load_module(DATA / "host" / "host_loops.ll", "host"),
                       mode=Mode(placement=EVERY_BLOCK)).block_map
    assert other.cfg_hash == block_map.cfg_hash and other.binding != block_map.binding
    maps = tmp_path / "maps"
    maps.mkdir()
    other.save(maps / "host_loops.bbprof.json")
    image = _image(tmp_path / "kernel.img", block_map, raw)
    proc = bbprof("profile", "-o", tmp_path / "p", "--maps", maps, "--", standin / "app",
                  "cuda", image, "nested", 1, 0, cwd=maps)
    errors = [line for line in proc.stderr.splitlines() if line.startswith("bbprof: error")]
    assert len(errors) == 1 and "no block map written for this module" in errors[0], (
        proc.stderr)
    assert proc.returncode == 2 and not list((tmp_path / "p").glob("native-*.bbprof"))


def test_no_compiler_is_one_line(tmp_path, monkeypatch):
    from bbprof.errors import ToolFailure
    from bbprof.runtime.wrap import interposer

    monkeypatch.setenv("CC", "")
    monkeypatch.setattr(interposer, "find_compiler", lambda: None)
    with pytest.raises(ToolFailure, match="C compiler"):
        interposer.build_interposer(cache=tmp_path)



def test_no_launch_counts_reaches_the_hook(tmp_path):
    code = ("import os; from bbprof.runtime.wrap import python_hook as h; "
            "print(os.environ.get(h.ENV_NO_LAUNCHES))")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--no-launch-counts", "--",
                  sys.executable, "-c", code)
    assert proc.stdout.strip() == "1", proc.stderr


# -- what the start-up costs: nothing is imported that the run does not use -----------------
HEAVY = ("pandas", "networkx", "llvmlite", "numpy", "bbprof.instrument.instrument",
         "bbprof.runtime.triton", "triton", "torch")

FAKE_KNOBS = '''
class _Hooks:
    def __init__(self):
        self.hooks = []
    def add(self, hook):
        self.hooks.append(hook)
    def remove(self, hook):
        self.hooks.remove(hook)
class _Group:
    knob_descriptors = {}
runtime, compilation, cache = _Group(), _Group(), _Group()
runtime.add_stages_inspection_hook = runtime.jit_post_compile_hook = None
runtime.kernel_load_end_hook, runtime.launch_exit_hook = _Hooks(), _Hooks()
compilation.always_compile = False
cache.dir = None
'''


def _fake_triton(folder: Path) -> dict:
    """A package named ``triton`` with the knobs the session sets, ahead of any real one,
    and a library that imports it only when its function is called (as Inductor does)."""
    (folder / "triton").mkdir(parents=True)
    (folder / "triton" / "__init__.py").write_text("from triton import knobs\n")
    (folder / "triton" / "knobs.py").write_text(FAKE_KNOBS)
    (folder / "lazy_user.py").write_text(
        "def compile_something():\n"
        "    import importlib\n"
        "    return importlib.import_module('triton.knobs')\n")
    return dict(os.environ, PYTHONPATH=os.pathsep.join(
        filter(None, [str(folder), os.environ.get("PYTHONPATH")])))


def test_a_later_triton_import_is_patched_and_nothing_before(tmp_path):
    env = _fake_triton(tmp_path / "fake")
    code = ("import sys, lazy_user\n"
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
            "knobs = lazy_user.compile_something()\n"
            "from bbprof.runtime.wrap import python_hook\n"
            "session = python_hook._state['session']\n"
            "print(knobs.runtime.add_stages_inspection_hook == session._inspect_stages,\n"
            "      knobs.compilation.always_compile, knobs.cache.dir == session._cache_dir,\n"
            "      knobs.runtime.kernel_load_end_hook.hooks == [session._loaded])\n"
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  code, env=env)
    before, hooked, after = proc.stdout.splitlines()
    assert before == "[]", proc.stderr      # the program has not imported Triton yet
    assert hooked == "True True True True", proc.stderr
    # the session is open; the instrumenting code waits for the first kernel to compile
    assert after == "['bbprof.runtime.triton', 'triton']", proc.stderr
    (status,) = (tmp_path / "p").glob("python-*.status")
    assert json.loads(status.read_text())["triton_imported"] is True
    assert "compiled no Triton kernel" in proc.stderr


def test_a_program_without_triton_imports_nothing_of_bbprofs(tmp_path):
    code = (f"import sys; print(sorted(m for m in {HEAVY!r} + ('bbprof.instrument',) "
            "if m in sys.modules))")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable, "-c",
                  code)
    assert proc.stdout.strip() == "[]", proc.stderr


@needs_cc
def test_the_parent_decodes_and_summarizes_without_heavy_libraries(standin, host_run,
                                                                  tmp_path):
    # the summary at exit needs the block map and the counts: no pandas, no networkx, no
    # llvmlite (numpy decodes the counters)
    maps, block_map, raw, one = host_run
    image = _image(tmp_path / "kernel.img", block_map, raw)
    args = ["profile", "-o", str(tmp_path / "p"), "--maps", str(maps), "--",
            str(standin / "app"), "cuda", str(image), "nested", "2", "0"]
    code = ("import sys; from bbprof.cli.main import main\n"
            f"status = main({args!r})\n"
            f"print(status, sorted(m for m in {HEAVY!r} if m in sys.modules))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=tmp_path, timeout=120)
    assert proc.stdout.splitlines()[-1] == "0 ['numpy']", proc.stderr
    assert "nested" in proc.stderr and "2 launch(es)" in proc.stderr   # the summary line


def test_a_cached_interposer_runs_no_compiler(tmp_path, monkeypatch):
    from bbprof.runtime.wrap import interposer

    if interposer.find_compiler() is None:
        pytest.skip("no C compiler to build the interposer")
    first = interposer.build_interposer(cache=tmp_path)
    runs = []
    monkeypatch.setattr(interposer.subprocess, "run", lambda *a, **k: runs.append(a))
    assert interposer.build_interposer(cache=tmp_path) == first and runs == []
    # without any compiler, the build cached for this source serves
    monkeypatch.setattr(interposer, "find_compiler", lambda: None)
    assert interposer.build_interposer(cache=tmp_path) == first and runs == []


def test_first_compile_instruments_without_networkx_or_pandas(tmp_path):
    # a real Triton compiles a kernel for sm_90 without a GPU: the hook instruments its
    # LLVM IR at that moment, with nothing heavy loaded (numpy only when counters are
    # decoded, after the program; llvmlite only in LLVM's forked child, llvm_child.py)
    pytest.importorskip("triton", reason="triton is not installed")
    program = tmp_path / "compile_one.py"
    program.write_text(
        "import sys\n"
        "import triton\n"
        "import triton.language as tl\n"
        "from triton.backends.compiler import GPUTarget\n"
        "from triton.compiler import ASTSource\n\n"
        "@triton.jit\n"
        "def bump(x, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    tl.store(x + offs, tl.load(x + offs, mask=offs < n) + 1.0, mask=offs < n)\n\n"
        "src = ASTSource(fn=bump, signature={'x': '*fp32', 'n': 'i32', 'BLOCK': 'constexpr'},\n"
        "                constexprs={'BLOCK': 256})\n"
        "kernel = triton.compile(src, target=GPUTarget('cuda', 90, 32))\n"
        "from bbprof.runtime.wrap import python_hook\n"
        "(compiled,) = python_hook._state['session'].kernels.values()\n"
        "print(compiled.name, '__bbprof_counters' in kernel.asm['ptx'])\n"
        "print(sorted(m for m in ('networkx', 'pandas', 'llvmlite', 'numpy') "
        "if m in sys.modules))\n")
    proc = bbprof("profile", "-o", tmp_path / "p", "--no-native", "--", sys.executable,
                  program, env=dict(os.environ, TRITON_CACHE_DIR=str(tmp_path / "cache")))
    assert proc.stdout.splitlines() == ["bump True", "[]"], proc.stderr


def test_what_the_hook_reads_counters_with_loads_no_heavy_library():
    # at exit the hook reads counters (bbprof.runtime.cuda/.hip) and writes Profiles
    code = ("import sys, bbprof.runtime.triton, bbprof.runtime.cuda, bbprof.runtime.hip, "
            "bbprof.profile\n"
            "print(sorted(m for m in ('pandas', 'networkx', 'llvmlite', 'rich') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


# -- after the program: listing, the summary from the status rows, run.json ---------------
# A program whose (stand-in) Triton session holds one kernel that "ran" LAUNCHES times:
# the host module instrumented above stands in for the compiled kernel, its counters read
# back as LAUNCHES times those of the real host run. Everything from the session's exit on
# is bbprof's own: the Profile, its file, its summary row, the status file.
STANDIN_SESSION = '''
import sys
import numpy as np
import lazy_user
lazy_user.compile_something()       # imports (the stand-in) Triton: the session opens
from bbprof.instrument.blockmap import BlockMap
from bbprof.runtime.triton import TritonKernel
from bbprof.runtime.wrap import python_hook
session = python_hook._state["session"]
block_map_path, raw_path, ir_path, launches = sys.argv[1:5]
raw, launches = np.load(raw_path), int(launches)
kernel = TritonKernel(name="nested", hash="0123456789abcdef", block_map=BlockMap.load(
    block_map_path), num_warps=2, llir=open(ir_path).read(), module=1, launches=launches)
session.kernels[kernel.hash] = kernel
session._read = lambda k, zero=False: raw * np.uint64(launches)
session._device = lambda: {"backend": "cuda", "name": "stand-in"}
print("program ran")
'''


@pytest.fixture
def session_program(tmp_path, host_run):
    maps, block_map, raw, one = host_run
    env = _fake_triton(tmp_path / "fake")
    program = tmp_path / "program.py"
    program.write_text(STANDIN_SESSION)
    np.save(tmp_path / "raw.npy", raw)
    args = [str(program), str(maps / "host_loops.bbprof.json"), str(tmp_path / "raw.npy"),
            str(DATA / "host" / "host_loops.ll")]
    return env, args, one


def _summary_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("  ")]


def test_quiet_run_writes_the_same_profiles_and_reads_none_back(session_program, tmp_path):
    env, args, one = session_program
    runs = {}
    for name, quiet in (("quiet", ["-q"]), ("summary", [])):
        argv = ["profile", *quiet, "--no-native", "-o", str(tmp_path / name), "--",
                sys.executable, *args, "7"]
        code = ("import sys; from bbprof.cli.main import main\n"
                f"status = main({argv!r})\n"
                "print(status, sorted(m for m in ('numpy', 'bbprof.profile', "
                "'bbprof.instrument.blockmap') if m in sys.modules))\n")
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env=env, timeout=120)
        assert proc.stdout.splitlines()[0] == "program ran", proc.stderr
        runs[name] = proc
        (path,) = (tmp_path / name).glob("triton-*-nested-0123456789ab.bbprof")
        profile = Profile.load(path)
        assert _counts(profile) == _expected(one, 7)
        assert profile.total_launches == 7
    # after the program bbprof read no profile back: neither with -q nor for the summary
    # (the rows came from the status file the program wrote)
    assert runs["quiet"].stdout.splitlines()[-1] == "0 []", runs["quiet"].stderr
    assert runs["summary"].stdout.splitlines()[-1] == "0 []", runs["summary"].stderr
    assert _summary_lines(runs["quiet"].stderr) == []
    # the same profile either way, but for the process that wrote it
    quiet, summary = (json.loads(next((tmp_path / n).glob("*.bbprof")).read_text())
                      for n in ("quiet", "summary"))
    for data in (quiet, summary):
        data["meta"].pop("pid"), data["meta"].pop("argv")
    assert quiet == summary


def test_summary_figures_from_the_status_rows_equal_the_profiles(session_program, tmp_path):
    from bbprof.analysis.run_summary import kernel_rows

    env, args, one = session_program
    proc = bbprof("profile", "--no-native", "-o", tmp_path / "p", "--", sys.executable,
                  *args, 5, env=env)
    assert proc.returncode == 0, proc.stderr
    (path,) = (tmp_path / "p").glob("*.bbprof")
    (line,) = _summary_lines(proc.stderr)
    # the figures, derived from the host run's counts: 5 launches, block entries summed
    threads = {block: t for block, (t, _) in _expected(one, 5).items()}
    total = sum(threads.values())
    hottest = max(threads, key=threads.get)
    assert line.split() == ["nested", "5", "launch(es)", f"{total:,}", "block", "entries",
                            "hottest:", f"{hottest[0]}:{hottest[1]}",
                            f"({threads[hottest] / total:.0%})", path.name]
    # what the program wrote for bbprof is the row bbprof makes from the profile itself
    (status,) = (tmp_path / "p").glob("python-*.status")
    (row,) = json.loads(status.read_text())["kernels"]
    assert row == kernel_rows([Profile.load(path)], [str(path)])[0]


def test_a_profile_without_a_row_is_read_for_the_summary(session_program, tmp_path):
    # a process that wrote its profile but no status row (an older bbprof in the program's
    # Python, or one killed between the two): its profile is read back, the same line
    env, args, one = session_program
    proc = bbprof("profile", "--no-native", "-o", tmp_path / "p", "--", sys.executable,
                  *args, 3, env=env)
    (line,) = _summary_lines(proc.stderr)
    (path,) = (tmp_path / "p").glob("*.bbprof")
    copy = tmp_path / "elsewhere.bbprof"
    shutil.copy(path, copy)
    code = f"import shutil, os; shutil.copy({str(copy)!r}, os.environ['BBPROF_PROFILE_OUT'])"
    again = bbprof("profile", "--no-native", "--force", "-o", tmp_path / "p", "--",
                   sys.executable, "-c", code)
    assert again.returncode == 0, again.stderr
    (status,) = (tmp_path / "p").glob("python-*.status")
    assert json.loads(status.read_text())["kernels"] == []
    assert _summary_lines(again.stderr) == [line.replace(path.name, copy.name)]


def test_run_record(tmp_path):
    out = tmp_path / "p"
    before = time.time()
    proc = bbprof("profile", "-q", "--no-native", "-o", out, "--", sys.executable, "-c",
                  "raise SystemExit(3)")
    assert proc.returncode == 3
    record = json.loads((out / "run.json").read_text())
    assert record["format"] == "bbprof.program-run" and record["version"] == 1
    assert record["command"] == [sys.executable, "-c", "raise SystemExit(3)"]
    assert record["status"] == 3 and record["profiles"] == []
    assert isinstance(record["wall_s"], float) and record["wall_s"] > 0
    assert before <= record["started"] <= record["started"] + record["wall_s"] <= time.time()
    # an earlier run's record is one of the files --force replaces
    refused = bbprof("profile", "-q", "--no-native", "-o", out, "--", sys.executable, "-c",
                     "pass")
    assert refused.returncode == 2 and "--force" in refused.stderr


def test_the_program_gets_ctrl_c_and_bbprof_collects_after_it(session_program, tmp_path):
    # the terminal sends SIGINT to the whole foreground process group: the program must
    # see it (not inherit it ignored) and bbprof must outlive it and collect its profile
    env, args, one = session_program
    program = tmp_path / "wait.py"
    program.write_text(
        "import signal, sys, time\n"
        f"sys.argv[1:] = {args[1:] + ['2']!r}\n"
        f"exec(open({args[0]!r}).read())\n"
        "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler, flush=True)\n"
        "time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-m", "bbprof", "profile", "--no-native", "-o",
                             str(tmp_path / "p"), "--", sys.executable, str(program)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, start_new_session=True)
    try:
        assert proc.stdout.readline().strip() == "program ran"
        assert proc.stdout.readline().strip() == "True"
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    # the program's own status, passed through: Python ends by SIGINT after an uncaught
    # KeyboardInterrupt, also when the hook's exit ran (it imports modules new to the
    # program, after which Python itself would end with status 1)
    assert proc.returncode == 128 + signal.SIGINT, err
    assert json.loads((tmp_path / "p" / "run.json").read_text())["status"] == proc.returncode
    assert "KeyboardInterrupt" in err
    (path,) = (tmp_path / "p").glob("*.bbprof")
    assert _counts(Profile.load(path)) == _expected(one, 2)
