"""The pass-plugin engine: bbprof's counters inserted by ``llvm_passes/`` inside LLVM's opt.

``bbprof instrument --engine plugin`` gives the default engine's outputs, put in place by
the C++ pass plugin ``libBBProf.so`` that compiler users load into their own ``opt``,
``clang`` or ``hipcc`` (docs/pass-plugin.md): bbprof's own engine plans the module, and
the pass reads that plan back (``follow_plan``: ``-bbprof-plan``, the second step of the
PGO-like workflow), so both doors give one plan — the same counter words and the same
block map. ``--engine plugin-own-plan`` runs the pass's own planner instead
(``instrument_with_plugin``: fewer mechanisms, its differences named by
``plan_differences``), as ``clang -fpass-plugin`` does without a plan.

How it runs:

1. ``find_opt``: the ``opt`` to run, from ``BBPROF_LLVM`` (an ``opt`` program, or an LLVM
   prefix or ``bin`` folder holding one), else ``llvm-config`` on ``PATH``, else the
   newest ``/usr/lib/llvm-*/bin/opt``; its ``llvm-config`` says its version and CMake
   package.
2. ``plugin_library``: ``BBPROF_PLUGIN`` (a built ``libBBProf.so``), else the plugin built
   for that LLVM in the cache folder (``BBPROF_CACHE``, else ``~/.cache/bbprof``), built
   there on first use with CMake against that LLVM (``find_package(LLVM CONFIG)``): a
   plugin loads only into the LLVM it was built against.
3. The module, already read and verified by ``load_module``, goes to ``opt
   -passes=bbprof-instrument`` as the file's own text (or, when that LLVM cannot read it,
   as LLVM 22's printing rewritten for it, ``ir/skew.py``). With a plan (``follow_plan``)
   the default engine's output and block map go beside it, the pass checks every
   function's CFG hash against the map and copies the planned functions in; its map is
   the plan's, byte for byte. Planning itself (``instrument_with_plugin``), the pass
   writes the block map, whose ``input`` is then the file's path and sha256, as the
   default engine writes them.

The plugin counts every block, or thread counts (and wave counts of warp-uniform kernels,
by LLVM's UniformityInfo) on a spanning tree from LLVM's ``CFGMST.h``; loops keep their
counts in registers as ``register_loops.py`` and ``uniform_loops.py`` say
(``-bbprof-loops-in-memory`` for ``Mode(loops_in_registers=False)``).
"""

from __future__ import annotations

import fcntl
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.layout import CounterLayout
from bbprof.instrument.modes import THREAD, Mode
from bbprof.ir.skew import classic_amdgpu_triple
from bbprof.files import cache_dir

# the top-level llvm_passes/ of a checkout; an installed package carries a copy of it as
# bbprof/llvm_passes (package data through the symlink bbprof/llvm_passes -> ../llvm_passes)
SOURCES = Path(__file__).resolve().parents[1] / "llvm_passes"
LIBRARY = "libBBProf.so"
OLDEST_LLVM = 19   # debug records (LLVM 19) and CFGMST.h's home since LLVM 17


@dataclass(frozen=True)
class OptTool:
    opt: Path
    version: str               # "19.1.7"
    llvm_config: Path | None   # None: LLVM without its development files

    @property
    def major(self) -> int:
        return int(self.version.split(".")[0])

    @property
    def cmake_dir(self) -> Path | None:
        if self.llvm_config is None:
            return None
        out = _run([str(self.llvm_config), "--cmakedir"]).stdout.strip()
        return Path(out) if out and (Path(out) / "LLVMConfig.cmake").is_file() else None


def find_opt() -> OptTool:
    """The ``opt`` the plugin engine runs (see the module's docstring for the order)."""
    candidates: list[Path] = []
    given = os.environ.get("BBPROF_LLVM")
    if given:
        path = Path(given)
        found = [p for p in (path, path / "opt", path / "bin" / "opt")
                 if p.is_file() and p.name == "opt"]
        if not found:
            raise ToolFailure(f"BBPROF_LLVM={given} names no opt program",
                              hint="point it at an opt, or an LLVM prefix with bin/opt")
        candidates.append(found[0])
    else:
        config = shutil.which("llvm-config")
        if config:
            bindir = _run([config, "--bindir"]).stdout.strip()
            if (Path(bindir) / "opt").is_file():
                candidates.append(Path(bindir) / "opt")
        candidates += sorted((Path(p) for p in glob.glob("/usr/lib/llvm-*/bin/opt")),
                             key=lambda p: _version_key(p.parents[1].name), reverse=True)
    seen = []
    for opt in candidates:
        tool = _describe(opt)
        if tool is not None and tool.major >= OLDEST_LLVM:
            return tool
        seen.append(f"{opt} ({tool.version if tool else 'no version'})")
    found = f" (found: {', '.join(seen)})" if seen else ""
    raise ToolFailure(f"no LLVM {OLDEST_LLVM} or newer opt found for --engine plugin{found}",
                      hint="install llvm-19-dev (Debian), put its llvm-config on PATH, "
                           "or set BBPROF_LLVM to an LLVM prefix")


def _describe(opt: Path) -> OptTool | None:
    config = opt.with_name("llvm-config")
    proc = _run([str(opt), "--version"])
    match = re.search(r"LLVM version (\d+\.\d+\.\d+)", proc.stdout)
    if not match:
        return None
    return OptTool(opt=opt, version=match.group(1),
                   llvm_config=config if config.is_file() else None)


def _version_key(name: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", name)) or (0,)


def _run(argv: list[str], **kw) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(argv, capture_output=True, text=True, check=False, **kw)
    except OSError as exc:
        raise ToolFailure(f"cannot run {argv[0]}: {exc.strerror}") from None


def sources_digest() -> str:
    """A hash of the plugin's sources: a changed source builds a new plugin."""
    digest = hashlib.sha256()
    for path in sorted(SOURCES.glob("*")):
        if path.suffix in (".cpp", ".h", ".txt"):
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def plugin_library(tool: OptTool, stage=lambda what: None) -> Path:
    """``BBPROF_PLUGIN``, or the plugin built for ``tool``'s LLVM (built now if needed;
    ``stage(text)`` is told, for the CLI's progress line)."""
    given = os.environ.get("BBPROF_PLUGIN")
    if given:
        if not Path(given).is_file():
            raise ToolFailure(f"BBPROF_PLUGIN={given}: no such file",
                              hint="build it with scripts/build_plugin.sh, or unset it")
        return Path(given)
    if not (SOURCES / "CMakeLists.txt").is_file():
        raise ToolFailure(f"the plugin's sources are not in this installation ({SOURCES})",
                          hint="reinstall bbprof (pip install bbprof ships them), or set "
                               "BBPROF_PLUGIN")
    folder = cache_dir() / f"plugin-llvm{tool.version}-{sources_digest()}"
    library = folder / LIBRARY
    if library.is_file():
        return library
    cmake = shutil.which("cmake")
    cmake_dir = tool.cmake_dir
    if cmake is None or cmake_dir is None:
        missing = "cmake" if cmake is None else f"LLVM {tool.version}'s CMake package"
        raise ToolFailure(f"cannot build the bbprof plugin: no {missing}",
                          hint=f"install cmake and llvm-{tool.major}-dev, or set BBPROF_PLUGIN")
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as lock:   # one build at a time
        fcntl.flock(lock, fcntl.LOCK_EX)
        if library.is_file():
            return library
        build = folder / "build"
        stage(f"building the bbprof pass plugin against LLVM {tool.version} in {folder} "
              "(once; a few minutes)")
        steps = [[cmake, "-S", str(SOURCES), "-B", str(build), f"-DLLVM_DIR={cmake_dir}",
                  "-DCMAKE_BUILD_TYPE=Release"],
                 [cmake, "--build", str(build), "--parallel", "2"]]
        for argv in steps:
            proc = _run(argv)
            if proc.returncode != 0:
                tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or ["?"]
                raise ToolFailure(f"building the bbprof plugin against LLVM {tool.version} "
                                  f"failed: {tail[0][:300]}",
                                  hint=f"see {build}; a C++17 compiler and cmake are needed")
        built = next(build.rglob(LIBRARY), None)
        if built is None:
            raise ToolFailure(f"the plugin build in {build} made no {LIBRARY}")
        temp = folder / (LIBRARY + ".tmp")
        shutil.copy2(built, temp)
        os.replace(temp, library)
    return library


def plugin_options(mode: Mode, shards: int | None, target_kind: str) -> list[str]:
    """The pass's options for ``mode`` (Plugin.cpp)."""
    fields = ",".join("thread" if c == THREAD else "wave" for c in mode.counters)
    argv = [f"-bbprof-counters={fields}", f"-bbprof-placement={mode.placement}"]
    if len(mode.counters) == 2 and not mode.packed:
        argv.append("-bbprof-wide")
    if not mode.loops_in_registers:
        argv.append("-bbprof-loops-in-memory")
    if shards is not None:
        argv.append(f"-bbprof-shards={shards}")
    argv.append(f"-bbprof-target={target_kind}")
    return argv


@dataclass(frozen=True)
class PluginResult:
    text: str
    block_map: BlockMap
    layout: CounterLayout


def instrument_with_plugin(module, *, shards: int | None = None, mode: Mode = Mode(),
                           tool: OptTool | None = None,
                           stage=lambda what: None) -> PluginResult:
    """Instrument ``module`` (a loaded ``IRModule``, ``with_arch`` where the IR names no
    processor) with the plugin in ``tool``'s opt."""
    for fn in module.functions:   # refused here where no wave size is known: the plugin
        module.wave_size(fn)      # would take wave64
    tool = tool or find_opt()
    library = plugin_library(tool, stage)
    stage(f"instrumenting in LLVM {tool.version}'s opt with the bbprof plugin")
    with tempfile.TemporaryDirectory(prefix="bbprof-plugin-") as work:
        work_dir = Path(work)
        name = Path(module.path).name or "module.ll"
        source = work_dir / name
        map_path = work_dir / "map.json"
        output = work_dir / "out.ll"
        argv = [str(tool.opt), f"-load-pass-plugin={library}", "-passes=bbprof-instrument",
                f"-bbprof-map={map_path}", *plugin_options(mode, shards, module.target.kind),
                "-S", str(source), "-o", str(output)]
        if module.triple is None and module.target.is_gpu:
            # Triton's IR names no triple: LLVM's uniformity analysis needs the GPU's
            argv.insert(1, f"-mtriple={module.target.triple}")
        named = module.target.cpu or module.given_arch
        if named:   # by the triple (amdgpu9.42) or --arch: the functions may not name it
            argv.append(f"-bbprof-arch={named}")
        source.write_text(classic_amdgpu_triple(module.source))
        proc = _run(argv, cwd=work)
        if proc.returncode != 0 and "bbprof:" not in proc.stderr:
            downgraded = _for_llvm(module, tool.major)   # LLVM 22's printing, rewritten
            if downgraded is not None:
                source.write_text(downgraded)
                proc = _run(argv, cwd=work)
        if proc.returncode != 0:
            raise _failure(proc.stderr, module.path, tool)
        text = output.read_text()
        data = json.loads(map_path.read_text())
    data["input"] = {"path": module.path, "sha256": module.sha256}
    data["target"]["triple"] = module.triple or module.target.triple   # as the default engine
    block_map = BlockMap.from_dict(data).bound()
    text = _bind(text, block_map, module.path)
    counters = data["counters"]
    layout = CounterLayout(sites=counters["sites"], words_used=counters["words_used"],
                           shards=counters["shards"], wave_slots=counters["wave_slots"],
                           shard_selection=counters["shard_selection"])
    return PluginResult(text=text, block_map=block_map, layout=layout)


def follow_plan(module, made, *, tool: OptTool | None = None,
                stage=lambda what: None):
    """``made`` (the default engine's ``Instrumented`` for ``module``) put in place by the
    pass plugin: opt reads ``module`` with ``-bbprof-plan`` naming ``made``'s text, its
    block map beside it, and the pass copies the planned functions in after checking their
    CFG hashes (llvm_passes/Plan.cpp). Returns ``made`` with opt's module and the block
    map the pass wrote (the plan's, byte for byte)."""
    tool = tool or find_opt()
    library = plugin_library(tool, stage)
    stage(f"putting bbprof's plan in place in LLVM {tool.version}'s opt with the plugin")
    with tempfile.TemporaryDirectory(prefix="bbprof-plan-") as work:
        work_dir = Path(work)
        source = work_dir / (Path(module.path).name or "module.ll")
        plan, map_path = work_dir / "plan.bbprof.ll", work_dir / "map.json"
        output = work_dir / "out.ll"
        argv = [str(tool.opt), f"-load-pass-plugin={library}", "-passes=bbprof-instrument",
                f"-bbprof-plan={plan}", f"-bbprof-map={map_path}",
                f"-bbprof-target={module.target.kind}", "-S", str(source), "-o", str(output)]
        if module.triple is None and module.target.is_gpu:
            argv.insert(1, f"-mtriple={module.target.triple}")
        (work_dir / "plan.bbprof.json").write_text(made.block_map.to_json())

        def attempt(texts: tuple[str, str]) -> subprocess.CompletedProcess:
            source.write_text(texts[0])
            plan.write_text(texts[1])
            return _run(argv, cwd=work)

        plan_text = classic_amdgpu_triple(made.text)
        proc = attempt((classic_amdgpu_triple(module.source), plan_text))
        if proc.returncode != 0 and _unreadable(proc.stderr):
            # LLVM 22's printing of both, rewritten for that LLVM
            rewritten = (_for_llvm(module, tool.major), _rewritten(plan_text, tool.major))
            if None not in rewritten:
                proc = attempt(rewritten)
        if proc.returncode != 0:
            raise _failure(proc.stderr, module.path, tool)
        text = output.read_text()
        data = json.loads(map_path.read_text())
    return replace(made, text=text, block_map=BlockMap.from_dict(data))


def _unreadable(stderr: str) -> bool:
    """Whether opt failed reading the module or the plan (not the pass refusing it)."""
    return "bbprof:" not in stderr or "cannot read the plan " in stderr


_HASH_GLOBAL = re.compile(r"^(@__bbprof_cfg_hash = [^\n]*?constant i64 )(-?\d+)", re.M)


def _bind(text: str, block_map: BlockMap, path: str) -> str:
    """The plugin's module bound to its block map as the Python engine binds its own:
    ``@__bbprof_cfg_hash`` holds the map's binding hash instead of the CFG hash the pass
    wrote (the pass run by hand, outside bbprof, leaves the CFG hash: its map has no
    binding and is checked on the CFG alone)."""
    found = _HASH_GLOBAL.findall(text)
    if len(found) != 1 or int(found[0][1]) != block_map.cfg_hash_value:
        raise ToolFailure("the pass plugin's module does not hold the CFG hash its block "
                          "map names in one @__bbprof_cfg_hash", path=path,
                          hint="rebuild the plugin from this bbprof's llvm_passes/")
    return _HASH_GLOBAL.sub(lambda m: f"{m.group(1)}{block_map.module_hash_value}", text,
                            count=1)


def _for_llvm(module, major: int) -> str | None:
    return _rewritten(classic_amdgpu_triple(module.text), major)


def _rewritten(text: str, major: int) -> str | None:
    from bbprof.ir.skew import for_llvm

    if not 17 <= major <= 22:
        return None
    try:
        rewritten, _ = for_llvm(text, major)
    except Exception:   # noqa: BLE001  (then opt's own message is the one to show)
        return None
    return rewritten


def _failure(stderr: str, path: str, tool: OptTool) -> Exception:
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if "bbprof:" in line:   # the pass's own message: "<module>: what is wrong; hint"
            message = line.split("bbprof:", 1)[1].strip()
            message = message.split(": ", 1)[1] if ": " in message else message
            return InputError(message, path=path)
    lines = [line for line in lines if not re.match(r"^(#\d+ |Stack dump|\d+\.\s|PLEASE )", line)]
    first = next((line for line in lines if "error:" in line.lower()), lines[0] if lines else "?")
    if first.startswith("LLVM ERROR") and len(lines) > 1:   # the verifier's reason first
        first = f"{lines[0]} ({first})"
    first = re.sub(r"^.*?\.ll:", "", first)
    return InputError(f"LLVM {tool.version}'s opt cannot read or instrument it: {first[:300]}",
                      path=path, hint="use the default engine (it reads newer IR), or point "
                                      "BBPROF_LLVM at a newer LLVM")


def main() -> int:
    """``python -m bbprof.instrument.plugin``: build the plugin for the opt that
    ``find_opt`` picks (if not built yet) and print its path (for ``BBPROF_PLUGIN``)."""
    import sys

    try:
        tool = find_opt()
        print(f"building the bbprof plugin for LLVM {tool.version} ({tool.opt}) if not "
              "built yet (a few minutes the first time)", file=sys.stderr)
        print(plugin_library(tool))
    except ToolFailure as exc:
        print(f"bbprof: error: {exc.one_line()}", file=sys.stderr)
        return exc.exit_code
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def plan_differences(plugin_map: BlockMap, own_map: BlockMap) -> list[str]:
    """Where the plugin's plan for a module differs from the one bbprof's own engine makes
    in the same mode, by mechanism and function: the plugin has no hybrid placement, no
    compile-time constant folding, no detour flags or side flags, and counts a kernel's
    entry in every wave. Both decode to the same exact counts; their counter updates (and
    so their overhead) are not the same, and this says where — never silently."""
    own = {fn.name: fn for fn in own_map.functions}
    out = []
    for fn in plugin_map.functions:
        mine = own.get(fn.name)
        if mine is None:
            continue
        what = []
        if fn.placement != mine.placement:
            what.append(f"placed at {fn.placement} (bbprof's engine: {mine.placement}"
                        + (", hybrid placement" if mine.hybrid else "") + ")")
        elif mine.hybrid and not fn.hybrid:
            what.append("no hybrid placement")
        if mine.constants_decide and not fn.constants_decide:
            what.append("no compile-time constant folding ("
                        + "; ".join(mine.constants[:2]) + ")" if mine.constants
                        else "no compile-time constant folding")
        detours = sum(len(u.detours) for u in mine.uniform_loops)
        if detours > sum(len(u.detours) for u in fn.uniform_loops):
            what.append(f"no detour flags ({detours} in bbprof's engine)")
        if mine.entry_per_workgroup and not fn.entry_per_workgroup:
            what.append("the entry counted in every wave, not once per workgroup")
        words, own_words = _words(fn), _words(mine)
        if what or words != own_words:
            out.append(f"@{fn.name}: the plugin's plan differs from bbprof's engine's"
                       + (": " + "; ".join(what) if what else "")
                       + f" ({words} counter words against {own_words}; the counts are "
                         "the same, the counter updates are not)")
    return out


def _words(fn) -> int:
    """Distinct counter words a function's blocks and edges use."""
    return len({w for b in fn.blocks for w in b.counters.values()}
               | {w for e in (*fn.edges, *fn.balances) for w in e.counters.values()})
