"""Which real compilers' IR the SIMT emulator runs, and what it refuses (issue 40, item 1).

    python scripts/census_emulator.py [--quick] [--targets gfx942,sm_90,...]
        [--kernels a,b] [--sources bench,corpus,...] [--timeout 300] [--jobs 2]
        [--cache DIR] [--triton-dir DIR ...] [--out bench/emulator_census]

The modules:

* ``bench``: the 20 Triton kernels of scripts/bench_kernels (their signatures and
  constexprs; see scripts/bench_broad.py) compiled by the local Triton without a GPU
  (``triton.compile(ASTSource(fn, signature, constexprs), target=GPUTarget(...))``, the
  recipe of ../shared/corpus/compile_all.py) for gfx942, gfx90a, gfx1100 (wave32), sm_90
  and sm_80, taking the ``llir`` stage; cached in ``--cache`` with Triton's metadata
  (shared bytes, warps), each compile in its own process stopped after
  ``--compile-timeout`` s;
* ``--triton-dir DIR`` (repeatable): Triton kernels captured elsewhere, kept outside the
  repository as scripts/capture_triton_cpu.py (FlagGems' operators, Triton 3.6 or 3.9)
  and scripts/capture_inductor_cpu.py (TorchInductor's kernels of transformers models)
  write them (``DIR/<target>/<name>.ll`` and a ``.json`` of Triton's metadata: warps,
  shared bytes, wave size): the source is named by the folder (``DIR``'s name),
  launched as the bench kernels are (Triton's warps, its shared bytes);
* the IR already on this machine, read in place: tests/data/{corpus,iree,mlir_ops}
  (``.ll``, ``.llir``, ``.ll.gz``) and ../shared/{corpus,external-ir,rocmlir-ir}
  (skipped where absent). Byte-identical files are censused once (the others are
  listed as copies).

For each module, in a process of its own stopped after ``--timeout`` s:

1. **load** the plain module on the emulator (``get_backend("emulator").load(text,
   None)``); a module that names no processor gets the one its path names (``gfx1100/``),
   else gfx942 (said in the row); each kernel is then runnable or carries the emulator's
   refusal (``FunctionCode.check_runnable``). A static scan lists every declared function
   the module calls that the emulator's registry has no model for (the emulator itself
   stops at the first one in each function);
2. unless ``--quick``: **launch** each runnable kernel once, on one workgroup (the size
   its IR states: ``reqd_work_group_size``, ``nvvm.reqntid``, the top of
   ``amdgpu-flat-work-group-size``; Triton's warps for the bench kernels; a
   ``.launch.json`` beside an mlir_ops module), every pointer a zero-filled buffer of
   ``--buffer-mib`` MiB (more where IREE's buffer resources say so; an LDS pointer
   offset 0), integers 16 (then 4, then 1 while a launch faults: offsets grow with
   them), floats 0.5, 64 KiB of dynamic shared memory (more where Triton asks);
3. **instrument** it (``instrument(load_module(path))``, the default mode), run the
   instrumented module with the same arguments and compare its decoded counters with
   the plain run's direct trace (``trace_by_position``, taken by position: numbered
   functions have no name there) on every block, and the buffers bit for bit.

Refusals (``UnsupportedIRError``) are grouped by what their message names: the
intrinsic (``@llvm....``), the PTX instruction, the AMD inline assembly statement, the
LLVM instruction or the type. A fault (``EmulatorFault``: an access outside every
buffer, a divergent barrier) or a launch the kernel refuses comes from the guessed
arguments, not from a gap of the emulator, and is listed apart as "launch arguments".
IR that bbprof refuses before the emulator sees it (an offload bundle, an old LLVM's
syntax, 32-bit NVPTX) is "input refused".

The census runs the working tree: the commit and any uncommitted edits to bbprof/ are
recorded with the results.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import math
import multiprocessing
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

TARGETS = ("gfx942", "gfx90a", "gfx1100", "sm_90", "sm_80")
WAVES = {"gfx942": 64, "gfx90a": 64, "gfx908": 64, "gfx1100": 32, "gfx1200": 32}
FILE_SOURCES = {   # source -> (folder, pattern, processor of modules that name none)
    "corpus": (ROOT / "tests" / "data" / "corpus", "**/*", None),
    "iree": (ROOT / "tests" / "data" / "iree", "**/*", None),
    "mlir_ops": (ROOT / "tests" / "data" / "mlir_ops", "**/*", None),
    "shared-corpus": (SHARED / "corpus", "**/*", None),
    "external-ir": (SHARED / "external-ir", "*", None),
    # its README: rocmlir-gen --arch gfx90a
    "rocmlir-ir": (SHARED / "rocmlir-ir", "*", "gfx90a"),
}
SOURCES = ("bench",) + tuple(FILE_SOURCES)
IR_SUFFIXES = (".ll", ".llir", ".ll.gz")
ARCH_ALIASES = {"h200": "sm_90", "triton-h200": "sm_90"}   # folders named for the GPU
DEFAULT_AMD_ARCH = "gfx942"
INT_ARGS = (16, 4, 1)    # integer arguments, tried in turn while a launch faults
FLOAT_ARG = 0.5
SHARED_BYTES = 65536
MODES = {   # --modes: counting modes (``instrument.modes.Mode``'s fields)
    "default": {},
    "every-block": {"placement": "every-block"},
    "wide": {"packed": False},                        # two words a block, every block
    "threads": {"counters": ("thread_hits",)},
    "waves": {"counters": ("wave_hits",)},
    "memory-loops": {"loops_in_registers": False},    # loop counts in memory
}


@dataclass
class ModuleTask:
    """One module to census: where it comes from and how to launch it."""

    source: str                      # bench, corpus, iree, ...
    target: str                      # gfx942, sm_90, ... ('' until the module says)
    name: str
    path: str
    arch: str | None = None          # the processor its path or compile names
    block: tuple | None = None       # the workgroup, where known better than the IR
    shared: int = SHARED_BYTES
    buffer_bytes: int = 0            # at least this per pointer argument
    copies: list = field(default_factory=list)
    compile: dict | None = None      # bench: Triton's compile record

    @property
    def label(self) -> str:
        return f"{self.source}:{self.target or '?'}/{self.name}"


# -- finding the modules ----------------------------------------------------------------
def file_modules(sources) -> list[ModuleTask]:
    """Every IR file of the chosen file sources, byte-identical ones once."""
    tasks, by_hash = [], {}
    for source, (folder, pattern, default_arch) in FILE_SOURCES.items():
        if source not in sources or not folder.is_dir():
            continue
        for path in sorted(folder.glob(pattern)):
            if not path.is_file() or not path.name.endswith(IR_SUFFIXES):
                continue
            digest = hashlib.sha256(read_bytes(path)).hexdigest()
            where = str(path.relative_to(ROOT.parent))
            if digest in by_hash:
                by_hash[digest].copies.append(where)
                continue
            arch = arch_of_path(path) or default_arch
            task = ModuleTask(source, arch or "", module_name(path, folder), str(path),
                              arch=arch)
            launch_hint(task, path)
            by_hash[digest] = task
            tasks.append(task)
    return tasks


def triton_dir_modules(folder: Path, targets) -> list[ModuleTask]:
    """The captured Triton kernels of ``folder`` (scripts/capture_triton_cpu.py's layout),
    for ``targets`` (None: all), launched as Triton's metadata says."""
    tasks = []
    for meta_path in sorted(folder.glob("*/*.json")):
        target = meta_path.parent.name
        ir = meta_path.with_suffix(".ll")
        if (targets and target not in targets) or not ir.is_file():
            continue
        meta = json.loads(meta_path.read_text())
        task = ModuleTask(folder.name, target, meta_path.stem, str(ir), arch=target,
                          compile=dict(meta, cached=True))
        task.block = (meta["num_warps"] * meta["warp_size"], 1, 1)
        task.shared = max(SHARED_BYTES, meta["shared"] + 1024)
        tasks.append(task)
    return tasks


def module_name(path: Path, folder: Path) -> str:
    """The file's path under its source folder without the processor's folder and the
    suffix: ``triton39/branchy``, ``matmul_f16/module_matmul_f16_dispatch_0_rocm_hsaco_fb``."""
    parts = [p for p in path.relative_to(folder).parts[:-1]
             if not re.fullmatch(r"gfx\w+|sm_\d+a?", p) and p not in ARCH_ALIASES]
    return "/".join(parts + [re.sub(r"\.(ll|llir)(\.gz)?$", "", path.name)])


def read_bytes(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.name.endswith(".gz") else data


def arch_of_path(path: Path) -> str | None:
    """The processor a folder or file name states (``gfx1100/``, ``..._gfx90a.ll``)."""
    for part in reversed(path.parts[:-1]):
        if re.fullmatch(r"gfx\w+|sm_\d+a?", part):
            return part
        if part in ARCH_ALIASES:
            return ARCH_ALIASES[part]
    m = re.search(r"(gfx\d+[a-z]?)|(sm_\d+a?)", path.name)
    return m.group(0) if m else None


def launch_hint(task: ModuleTask, path: Path) -> None:
    """What a ``.launch.json`` beside the module (tests/data/mlir_ops) says: its block,
    shared bytes and the largest binding."""
    stem = re.sub(r"\.(ll|llir)(\.gz)?$", "", path.name)
    hint = path.with_name(stem + ".launch.json")
    if not hint.exists():
        return
    first = json.loads(hint.read_text())[0]
    task.block = tuple(first["block"])
    task.shared = max(task.shared, int(first.get("shared", 0)))
    task.buffer_bytes = max([int(b.get("size", 0)) for b in first.get("bindings", [])] + [0])


def gpu_target(target: str):
    from triton.backends.compiler import GPUTarget

    if target.startswith("sm_"):
        return GPUTarget("cuda", int(target[3:5]), 32)
    return GPUTarget("hip", target, WAVES[target])


def compile_bench(spec_name: str, target: str, cache: Path, stage) -> dict:
    """Compile one bench kernel for ``target`` into ``cache``: its llir and a JSON of
    Triton's metadata, or the compiler's one-line error."""
    import triton
    from bench_kernels import all_specs
    from triton.compiler import ASTSource

    spec = next(s for s in all_specs() if s.name == spec_name)
    stage("triton.compile")
    start = time.time()
    try:
        compiled = triton.compile(
            ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs),
            target=gpu_target(target), options={"num_warps": spec.num_warps})
    except Exception as exc:   # the compiler's own failure is this row's result
        lines = str(exc).strip().splitlines() or [type(exc).__name__]
        # Triton's CompilationError: where (line 1), the source, then the cause (last)
        said = lines[0] if len(lines) == 1 else f"{lines[0]} {lines[-1]}"
        return {"ok": False, "error": f"{type(exc).__name__}: {said[:300]}",
                "seconds": round(time.time() - start, 1)}
    (cache / target).mkdir(parents=True, exist_ok=True)
    (cache / target / f"{spec_name}.ll").write_text(compiled.asm["llir"])
    meta = {"ok": True, "num_warps": compiled.metadata.num_warps,
            "shared": compiled.metadata.shared, "warp_size": WAVES.get(target, 32),
            "seconds": round(time.time() - start, 1)}
    (cache / target / f"{spec_name}.json").write_text(json.dumps(meta) + "\n")
    return meta


def bench_modules(targets, kernels, cache: Path, jobs: int, timeout: float) -> list:
    """The bench kernels' tasks per target, compiling what ``cache`` lacks."""
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")   # its default, without a warning
    os.environ["TRITON_CACHE_DIR"] = str(cache / "triton-cache")
    import triton  # noqa: F401  (imported before the compiles fork)
    from bench_kernels import all_specs

    specs = [s for s in all_specs() if not kernels or s.name in kernels]
    pairs = [(t, s.name) for t in targets for s in specs]
    records = {}
    todo = []
    for target, name in pairs:
        meta = cache / target / f"{name}.json"
        if meta.exists():
            records[target, name] = dict(json.loads(meta.read_text()), cached=True)
        else:
            todo.append((target, name))
    for (target, name), result in run_all(
            todo, lambda task, stage: compile_bench(task[1], task[0], cache, stage),
            jobs, timeout, what="compile"):
        records[target, name] = result
    tasks = []
    for target, name in pairs:
        record = records[target, name]
        task = ModuleTask("bench", target, name, str(cache / target / f"{name}.ll"),
                          arch=target, compile=record)
        if record.get("ok"):
            task.block = (record["num_warps"] * record["warp_size"], 1, 1)
            task.shared = max(SHARED_BYTES, record["shared"] + 1024)
        tasks.append(task)
    return tasks


# -- one module -------------------------------------------------------------------------
def census_one(task: ModuleTask, quick: bool, buffer_bytes: int, stage,
               modes=("default",)) -> dict:
    """Load, launch and compare one module; its record (``outcome`` and what was seen)."""
    record = {"outcome": None, "kernels": [], "unmodelled_callees": [], "arch_given": None,
              "ran": None, "counts_equal": None, "outputs_identical": None,
              "instrumented": None}
    if task.compile is not None and not task.compile.get("ok"):
        return dict(record, outcome="compile failed", error=task.compile.get("error"))
    try:
        stage("read")
        from bbprof.ir.skew import rewrite_newer_syntax

        raw = read_bytes(Path(task.path)).decode("utf-8", errors="replace")
        record["target"] = task.target or target_of_text(raw)
        text, _ = rewrite_newer_syntax(raw, path=task.path)
        stage("load")
        started = time.monotonic()
        backend, code, record["arch_given"] = load_plain(text, task)
        record["load_s"] = round(time.monotonic() - started, 1)
    except Exception as exc:
        record.update(failure(exc, "load"))
        if record["outcome"] == "refused":   # it reads as IR: what else it calls
            record["unmodelled_callees"] = unmodelled_callees(text)
        return record
    record["unmodelled_callees"] = unmodelled_callees(text)
    kernels = [f for f in code.program.functions if f.is_kernel] or code.program.functions
    for fn in kernels:
        refusal = None
        try:
            fn.check_runnable()
        except Exception as exc:
            refusal = failure(exc, "load")
        record["kernels"].append({"name": fn.name, "refusal": refusal})
    refused = [k for k in record["kernels"] if k["refusal"]]
    if quick:
        record["outcome"] = "refused" if refused else "loaded"
        return record
    runnable = [k for k in record["kernels"] if not k["refusal"]]
    task.buffer_bytes = max(task.buffer_bytes, resource_bytes(text))
    for attempt, scalar in enumerate(INT_ARGS):
        if attempt:   # a fresh module: no trace of the faulted attempt
            backend, code, _ = load_plain(text, task)
        plain_outputs = []
        for entry in runnable:
            stage(f"plain launch of {entry['name']} (integers {scalar})")
            entry.pop("failure", None)
            try:
                executed = code.lane_instructions
                entry["block"], outputs, entry["launch_s"] = launch(
                    backend, code, code.program.by_name[entry["name"]], task, buffer_bytes,
                    scalar)
                entry["lane_instructions"] = int(code.lane_instructions - executed)
                entry["ran"] = True
                plain_outputs.append(outputs)
            except Exception as exc:
                entry["ran"] = False
                entry["failure"] = failure(exc, "launch")
        record["int_scalars"] = scalar
        if not any(e.get("failure", {}).get("outcome") == "launch arguments"
                   for e in runnable):
            break
    ran = [e for e in runnable if e.get("ran")]
    record["ran"] = f"{len(ran)}/{len(record['kernels'])}"
    failed = [e["failure"] for e in runnable if e.get("ran") is False]
    if refused:
        record["outcome"] = "refused"
    elif failed:
        record["outcome"] = failed[0]["outcome"]
    else:
        record["outcome"] = "ran"
    if ran and not failed:
        by_mode = {}
        for name in modes:
            stage(f"instrument ({name})")
            by_mode[name] = run_instrumented(task, record["arch_given"], code,
                                             [e["name"] for e in runnable], plain_outputs,
                                             buffer_bytes, scalar, stage, MODES[name])
        # the default mode's record as before; the others beside it
        record["instrumented"] = dict(by_mode[modes[0]])
        if len(modes) > 1:
            record["instrumented"]["modes"] = by_mode
        record["counts_equal"] = all(r.get("counts_equal") for r in by_mode.values())
        record["outputs_identical"] = all(r.get("outputs_identical")
                                          for r in by_mode.values())
    return record


def load_plain(text: str, task: ModuleTask):
    """``(backend, code, arch given)``: the module as it is, else (where it names no
    processor) with its path's processor or gfx942."""
    from bbprof.errors import TargetError
    from bbprof.runtime.backend import get_backend

    try:
        backend = get_backend("emulator")
        return backend, backend.load(text, None, path=task.path), None
    except TargetError:
        arch = task.arch or DEFAULT_AMD_ARCH
        backend = get_backend("emulator", arch=arch)
        given = arch if task.arch else f"{arch} (guessed: the module names no processor)"
        return backend, backend.load(text, None, path=task.path), given


def target_of_text(text: str) -> str:
    """The processor a module names (its GPU functions' ``target-cpu``), else its
    triple's architecture."""
    triple = re.search(r'^target triple = "([^"-]+)', text, re.M)
    arch = triple.group(1) if triple else (
        "amdgcn" if "amdgpu_kernel" in text else
        "nvptx64" if "ptx_kernel" in text or "nvvm" in text else "host")
    pattern = {"nvptx64": r"sm_\d+a?", "nvptx": r"sm_\d+a?",
               "amdgcn": r"gfx\w+"}.get(arch, r"[^\"]+")
    cpu = re.search(rf'"target-cpu"="({pattern})"', text)
    return cpu.group(1) if cpu else arch


def unmodelled_callees(text: str) -> list[str]:
    """The declared functions ``text`` calls that the emulator's registry has no model
    for (a kernel is refused at the first of them it reaches)."""
    from bbprof.runtime.emulator import program  # noqa: F401  (fills the registry)
    from bbprof.runtime.emulator.registry import handler

    declared = re.findall(r'^declare\b[^@\n]*@("[^"]+"|[\w.$-]+)\(', text, re.M)
    return sorted(name.strip('"') for name in set(declared)
                  if text.count(f"@{name}(") > 1 and handler(name.strip('"')) is None)


def launch(backend, code, fn, task: ModuleTask, buffer_bytes: int, scalar: int):
    """Launch ``fn`` once on one workgroup with zero-filled buffers, integers ``scalar``
    and floats 0.5; ``(block, [bytes of each buffer], seconds of the launch alone)``."""
    import numpy as np

    from bbprof.errors import InputError
    from bbprof.runtime.backend import LaunchShape, Scalar

    block = task.block or workgroup_of(fn, code.program.kind)
    nbytes = max(buffer_bytes, task.buffer_bytes)
    args, buffers = [], []
    for t in fn.arg_types:
        if t.kind == "ptr" and t.addrspace == 3:   # an LDS pointer: offset 0
            args.append(Scalar(0, np.dtype(np.uint64)))
        elif t.kind == "ptr":
            buffers.append(backend.allocate(nbytes))
            args.append(buffers[-1])
        elif t.kind == "int":
            dtype = {1: np.bool_, 8: np.int8, 16: np.int16, 32: np.int32}.get(t.bits, np.int64)
            args.append(Scalar(1 if t.bits == 1 else scalar, np.dtype(dtype)))
        elif t.kind == "float":
            args.append(Scalar(FLOAT_ARG, np.dtype({16: np.float16, 64: np.float64}
                                                   .get(t.bits, np.float32))))
        else:
            raise InputError(f"a parameter of type {t.kind}: the census passes pointers "
                             "and scalars only")
    started = time.perf_counter()
    code.launch(fn.name, LaunchShape.of(1, block, task.shared), args)
    seconds = round(time.perf_counter() - started, 4)
    return list(block), [b.read() for b in buffers], seconds


def workgroup_of(fn, kind: str) -> tuple:
    """The workgroup the kernel's IR states, else 128 threads (1 on the host)."""
    attrs = fn.attributes
    for key in ("reqd_work_group_size", "nvvm.reqntid"):
        sizes = _ints(attrs.get(key))
        if sizes:
            return tuple(sizes + [1] * (3 - len(sizes)))
    flat = _ints(attrs.get("amdgpu-flat-work-group-size"))
    if flat and len(flat) == 2:
        return (min(flat[1], 1024), 1, 1)
    most = _ints(attrs.get("nvvm.maxntid"))
    if most:
        return (min(math.prod(most), 1024), 1, 1)
    return (1, 1, 1) if kind == "host" else (128, 1, 1)


def _ints(text) -> list[int] | None:
    try:
        return [int(v) for v in str(text).split(",")] if text else None
    except ValueError:
        return None




def resource_bytes(text: str) -> int:
    """IREE's buffers: the largest ``num_records`` of a ``make.buffer.rsrc`` plus the
    largest binding offset (tests/emulator/test_iree.py), so no access leaves a buffer
    the kernel's own descriptor says is there."""
    records = [int(n) for n in re.findall(r"make\.buffer\.rsrc[\w.]*\([^)]*?i32 (\d+)", text)]
    offsets = [int(n) for n in re.findall(
        r"getelementptr i8, ptr addrspace\(1\) %\w+, i64 (\d+)", text)]
    return max(records, default=0) + max(offsets, default=0)


def run_instrumented(task: ModuleTask, arch: str | None, plain, kernels: list[str],
                     plain_outputs, buffer_bytes: int, scalar: int, stage,
                     mode: dict | None = None) -> dict:
    """The module instrumented (``mode``: ``Mode``'s fields, None the default) with the
    same launches: its counters against ``plain``'s direct trace, its buffers against
    the plain run's."""
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.runtime.backend import get_backend

    try:
        text = read_bytes(Path(task.path)).decode("utf-8", errors="replace")
        module = load_module(task.path, text=text)
        from bbprof.instrument.modes import Mode

        result = instrument(module, arch=arch.split()[0] if arch else None,
                            mode=Mode(**(mode or {})))
    except Exception as exc:
        return dict(ok=False, stage="instrument", **failure(exc, "instrument"))
    try:
        stage("load of the instrumented module")
        backend = get_backend("emulator")
        code = backend.load(result.text, result.block_map, path=task.path)
        identical = True
        for name, want in zip(kernels, plain_outputs):
            stage(f"instrumented launch of {name}")
            _, got, _ = launch(backend, code, code.program.by_name[name], task, buffer_bytes,
                               scalar)
            identical &= got == want
        decoded = result.block_map.decode(code.read_counters(),
                                          cfg_hash=code.cfg_hash()).blocks
    except Exception as exc:
        return dict(ok=False, stage="instrumented run", **failure(exc, "launch"))
    functions = result.block_map.functions
    if len(functions) != len(plain.program.functions):
        return {"ok": False, "outcome": "not comparable", "error": "the block map has "
                f"{len(functions)} functions, the emulated module "
                f"{len(plain.program.functions)}"}
    compared = differ = at = 0
    for fn, code_fn, trace in zip(functions, plain.program.functions, trace_in_order(plain)):
        if len(fn.blocks) != len(trace) and code_fn.error is None:
            return {"ok": False, "outcome": "not comparable", "error": f"@{fn.name} has "
                    f"{len(fn.blocks)} blocks in the block map, {len(trace)} emulated"}
        # a function the emulator refused never ran (its counters are 0): not compared
        for k, (threads, waves) in enumerate(trace if code_fn.error is None else []):
            for got, expected in ((decoded["thread_hits"], threads),
                                  (decoded["wave_hits"], waves)):
                if got is not None and got[at + k] is not None:
                    compared += 1
                    differ += int(got[at + k]) != expected
        at += len(fn.blocks)
    return {"ok": True, "counts_equal": differ == 0 and compared > 0,
            "counts_compared": compared, "counts_differing": differ,
            "outputs_identical": identical, "blocks": at}


def trace_in_order(code) -> list[list[tuple[int, int]]]:
    """The direct trace per function in the module's order: ``trace_by_position`` by
    position rather than by name (numbered functions, ``@0``, have no name there)."""
    trace = code.trace
    return [list(zip(trace.threads[k].tolist(), trace.waves[k].tolist()))
            for k in range(len(code.program.functions))]


# -- what a failure was -----------------------------------------------------------------
def failure(exc: BaseException, where: str) -> dict:
    """``{outcome, error, error_class, key}`` for an exception raised at ``where``."""
    from bbprof.errors import BbprofError, EmulatorFault, InputError, UnsupportedIRError

    message = exc.message if isinstance(exc, BbprofError) else f"{exc}"
    message = " ".join(message.split())
    if isinstance(exc, UnsupportedIRError):
        outcome = "refused"
    elif isinstance(exc, EmulatorFault) or (where == "launch" and isinstance(exc, InputError)):
        outcome = "launch arguments"
    elif isinstance(exc, InputError) and where == "load":
        outcome = "input refused"
    elif isinstance(exc, InputError) and where == "instrument":
        outcome = "instrument refused"
    elif isinstance(exc, BbprofError):
        outcome = "tool failure"
    else:
        outcome = "crash"
        tb = traceback.extract_tb(exc.__traceback__)
        where_at = f" at {Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else ""
        message = f"{type(exc).__name__}: {message}{where_at}"
    return {"outcome": outcome, "error": message[:500], "error_class": type(exc).__name__,
            "key": refusal_key(message) if outcome == "refused" else fault_key(message)}


# What a refusal names, in the order tried: the message's pattern, and the key made of
# its first group (``first``: only the group's first word)
_REFUSALS = ((r"PTX instruction '([^']+)'", "PTX: {}", False),
             (r"inline PTX '([^']+)'", "PTX: {}", True),
             (r"inline assembly \"([^\"]+)", "asm: {}", True),
             (r"@(llvm\.[\w.]+|[\w.$]+)", "@{}", False),
             (r"does not model '([^']+)'", "instruction: {}", False),
             (r"does not model (i\d+|\w+) values", "type: {}", False))


def refusal_key(message: str) -> str:
    """What a refusal names: ``@llvm.x.y``, ``PTX: op``, ``asm: s_op``, ``instruction:
    op``, ``type: ...``, else the message without names and numbers."""
    body = re.sub(r"^\S+: (?=the emulator|@)", "", message)          # the path
    body = re.sub(r"\((?:called )?in @[^)]*\)", "", body)
    for pattern, key, first in _REFUSALS:
        m = re.search(pattern, body)
        if m:
            return key.format(m.group(1).split()[0] if first else m.group(1))
    return normalised(body)


def fault_key(message: str) -> str:
    return normalised(re.sub(r"^\S+\.(ll|llir|gz): ", "", message))


def normalised(text: str) -> str:
    text = re.sub(r"\(--arg[^)]*\)|buffer #\d+", "a buffer", text)
    text = re.sub(r"@[\w.$\"-]+", "@F", text)
    text = re.sub(r"0x[0-9a-f]+|\d+", "N", text)
    return text.split(" (")[0][:120]


# -- running tasks in processes with a time limit ---------------------------------------
def run_all(tasks, work, jobs: int, timeout: float, what: str):
    """``work(task, stage)`` for each task in a forked process of its own, ``jobs`` at a
    time, each stopped after ``timeout`` s; yields ``(task, result)`` as they end (a
    stopped one: ``{"outcome": "time limit", "stage": the last stage it reported}``)."""
    context = multiprocessing.get_context("fork")
    pending = list(tasks)
    running = {}
    done = 0
    while pending or running:
        while pending and len(running) < jobs:
            task = pending.pop(0)
            receive, send = context.Pipe(duplex=False)
            process = context.Process(target=_child, args=(work, task, send), daemon=True)
            process.start()
            send.close()
            running[receive] = {"process": process, "task": task, "start": time.monotonic(),
                                "stage": "start"}
        for connection in wait(list(running), timeout=0.5):
            job = running[connection]
            try:
                kind, value = connection.recv()
            except EOFError:
                kind, value = "result", {"outcome": "crash", "error":
                                         f"the process ended (exit {job['process'].exitcode})"
                                         f" in stage '{job['stage']}'"}
            if kind == "stage":
                job["stage"] = value
                continue
            job["process"].join(5)
            if job["process"].is_alive():
                job["process"].kill()
            del running[connection]
            connection.close()
            value.setdefault("seconds", round(time.monotonic() - job["start"], 1))
            done += 1
            _progress(what, done, len(tasks), job["task"], value)
            yield job["task"], value
        for connection, job in list(running.items()):
            if time.monotonic() - job["start"] > timeout:
                job["process"].kill()
                job["process"].join()
                del running[connection]
                connection.close()
                value = {"outcome": "time limit", "stage": job["stage"],
                         "error": f"stopped after {timeout:g} s in stage '{job['stage']}'",
                         "seconds": round(timeout, 1)}
                done += 1
                _progress(what, done, len(tasks), job["task"], value)
                yield job["task"], value


def _child(work, task, connection) -> None:
    try:
        result = work(task, lambda text: connection.send(("stage", text)))
    except BaseException as exc:   # reported as the task's result, never lost
        result = {"outcome": "crash", "error": f"{type(exc).__name__}: {exc}"[:500],
                  "traceback": traceback.format_exc()[-2000:]}
    connection.send(("result", result))
    connection.close()


def _progress(what, done, total, task, value) -> None:
    label = task.label if isinstance(task, ModuleTask) else "/".join(task)
    outcome = value.get("outcome") or ("ok" if value.get("ok") else value.get("error"))
    print(f"[{what} {done}/{total}] {label}: {outcome} ({value.get('seconds')} s)",
          file=sys.stderr, flush=True)


# -- the tables -------------------------------------------------------------------------
def summarise(rows: list[dict]) -> dict:
    by_target = defaultdict(lambda: defaultdict(int))
    refusals = defaultdict(lambda: {"modules": [], "example": None})
    static = defaultdict(list)
    faults = defaultdict(lambda: {"modules": [], "example": None})
    other = []
    for row in rows:
        counts = by_target[row["target"] or "?"]
        counts["modules"] += 1
        counts[row["outcome"]] += 1
        if row["outcome"] == "ran" and row.get("counts_equal"):
            counts["counts equal"] += 1
        label = row["label"]
        for kernel in row.get("kernels", []):
            for problem in (kernel.get("refusal"), kernel.get("failure")):
                if problem:
                    _note(problem, label, refusals, faults)
        if not row.get("kernels") and row["outcome"] in ("refused", "launch arguments"):
            _note(row, label, refusals, faults)
        inst = row.get("instrumented") or {}
        if inst.get("outcome") in ("refused", "launch arguments"):
            _note(inst, label + " [instrumented]", refusals, faults)
        for name in row.get("unmodelled_callees", []):
            static[f"@{name}"].append(label)
        if row["outcome"] in ("input refused", "compile failed", "tool failure", "crash",
                              "time limit") or (inst and not (
                inst.get("ok") and inst.get("counts_equal") and inst.get("outputs_identical"))):
            other.append(row)

    def ranked(table):
        return [{"key": k, "count": len(set(v["modules"])),
                 "modules": sorted(set(v["modules"])), "example": v["example"]}
                for k, v in sorted(table.items(), key=lambda kv: (-len(set(kv[1]["modules"])),
                                                                   kv[0]))]

    return {"by_target": {t: dict(c) for t, c in sorted(by_target.items())},
            "refusals": ranked(refusals), "faults": ranked(faults),
            "unmodelled_callees": [{"key": k, "count": len(v), "modules": sorted(v)}
                                   for k, v in sorted(static.items(),
                                                      key=lambda kv: (-len(kv[1]), kv[0]))],
            "other": [{"label": r["label"], "outcome": r["outcome"],
                       "error": r.get("error") or (r.get("instrumented") or {}).get("error"),
                       "instrumented": r.get("instrumented")} for r in other]}


def _note(problem: dict, label: str, refusals, faults) -> None:
    table = refusals if problem.get("outcome") == "refused" else (
        faults if problem.get("outcome") == "launch arguments" else None)
    if table is None:
        return
    entry = table[problem["key"]]
    entry["modules"].append(label)
    entry["example"] = entry["example"] or problem["error"]


def markdown(record: dict) -> str:
    quick = record["options"]["quick"]
    s = record["summary"]
    lines = ["# Emulator census: real compilers' IR, what runs and what is refused", "",
             f"Command: `{record['command']}`  ", f"Commit: {record['commit']}  ",
             f"Triton: {record['triton']}  ",
             f"Machine: {record['machine']}, {record['date']}, {record['seconds']} s "
             f"(load average {record['load_average']}).  ",
             "Bench kernels: {in_this_run} compiles in this run ({compile_seconds} s of "
             "compiling), {from_cache} from the cache.".format(**record["bench_compiles"]),
             "",
             "Made by scripts/census_emulator.py (its docstring says how). " + (
                 "**--quick**: each module loaded on the emulator and each kernel checked "
                 "runnable; nothing launched." if quick else
                 "Each module loaded, each runnable kernel launched once on one workgroup "
                 "with zero-filled buffers and small scalars, then instrumented (default "
                 "mode) and run again: counters against the plain run's direct trace, "
                 "buffers bit for bit."), "",
             "## Per target", "",
             "| target | modules | " + ("loaded | " if quick else "ran | counts equal | ")
             + "refused | launch arguments | time limit | input refused | compile failed "
             "| other |",
             "|---|---|---|---|---|---|---|---|---|" + ("" if quick else "---|")]
    totals = defaultdict(int)
    for c in s["by_target"].values():
        for k, v in c.items():
            totals[k] += v
    for target, c in [*s["by_target"].items(), ("**all**", totals)]:
        other = sum(c.get(k, 0) for k in ("tool failure", "crash"))
        cells = [target, c["modules"]] + ([c.get("loaded", 0)] if quick else
                                          [c.get("ran", 0), c.get("counts equal", 0)])
        cells += [c.get("refused", 0), c.get("launch arguments", 0), c.get("time limit", 0),
                  c.get("input refused", 0), c.get("compile failed", 0), other]
        lines.append("| " + " | ".join(map(str, cells)) + " |")
    lines += ["", "## Refusals by what they name", "",
              "A kernel stops at the first thing the emulator does not model; each module "
              "is counted once per refusal (`[instrumented]`: only the instrumented module "
              "was refused).", "",
              "| refused | modules | which | message (first seen) |", "|---|---|---|---|"]
    for r in s["refusals"]:
        lines.append(f"| `{r['key']}` | {r['count']} | {_names(r['modules'])} | "
                     f"{_cell(r['example'])} |")
    lines += ["", "## Declared functions the emulator has no model for (static scan)", "",
              "Every declared function a module calls whose name the emulator's registry "
              "does not know: all of them, not only the first each kernel reaches.", "",
              "| function | modules | which |", "|---|---|---|"]
    for r in s["unmodelled_callees"]:
        lines.append(f"| `{r['key']}` | {r['count']} | {_names(r['modules'])} |")
    lines += ["", "## Launch arguments (faults from the guessed launch; not emulator gaps)",
              "", "| fault | modules | which | message (first seen) |", "|---|---|---|---|"]
    for r in s["faults"]:
        lines.append(f"| {_cell(r['key'])} | {r['count']} | {_names(r['modules'])} | "
                     f"{_cell(r['example'])} |")
    lines += ["", "## Everything else that did not run cleanly", "",
              "| module | outcome | instrumented | message |", "|---|---|---|---|"]
    for r in s["other"]:
        inst = r["instrumented"] or {}
        state = ("-" if not inst else inst.get("outcome") or
                 f"counts equal {inst.get('counts_equal')}, outputs identical "
                 f"{inst.get('outputs_identical')}")
        lines.append(f"| {r['label']} | {r['outcome']} | {state} | {_cell(r['error'])} |")
    if not quick:
        lines += ["", "## Speed: lane-instructions per second", "",
                  "The plain launches above (one workgroup, the guessed arguments): "
                  "lane-instructions (one LLVM instruction executed by one active lane) "
                  "over the launch's wall time, loading excluded.", "",
                  "| source | target | modules | lane-instructions | s | M/s (all) "
                  "| median M/s | slowest M/s (module) | longest launch s |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for r in record["summary"].get("speed", []):
            lines.append(f"| {r['source']} | {r['target']} | {r['modules']} | "
                         f"{r['lane_instructions']:,} | {r['seconds']} | "
                         f"{r['per_s'] / 1e6:.1f} | {r['median_per_s'] / 1e6:.1f} | "
                         f"{r['slowest_per_s'] / 1e6:.2f} ({r['slowest']}) | "
                         f"{r['longest_s']} |")
    lines += ["", "## Every module", "",
              "| module | outcome | kernels run | counts equal | first refusal or failure "
              "| load s | lane-instructions | M/s | s |",
              "|---|---|---|---|---|---|---|---|---|"]
    for row in record["modules"]:
        first = next((k.get("refusal") or k.get("failure") for k in row.get("kernels", [])
                      if k.get("refusal") or k.get("failure")), None)
        message = (first or {}).get("key") or row.get("error") or ""
        runs = [k for k in row.get("kernels", []) if k.get("lane_instructions")]
        executed = sum(k["lane_instructions"] for k in runs)
        rate = (f"{executed / max(sum(k['launch_s'] for k in runs), 1e-6) / 1e6:.1f}"
                if runs else "-")
        lines.append(f"| {row['label']} | {row['outcome']} | {row.get('ran') or '-'} | "
                     f"{_yes(row.get('counts_equal'))} | {_cell(message)} | "
                     f"{row.get('load_s', '-')} | {f'{executed:,}' if runs else '-'} | "
                     f"{rate} | {row.get('seconds', '')} |")
    lines += ["", "## Not covered", ""] + [f"* {n}" for n in record["not_covered"]]
    return "\n".join(lines) + "\n"


def speed(rows: list[dict]) -> list[dict]:
    """Lane-instructions per second of the plain launches (one workgroup each, the
    guessed arguments), per source and target: modules timed, lane-instructions and
    seconds in all, their ratio, and the median and slowest of the modules' own rates.
    A lane-instruction is one LLVM instruction executed by one active lane."""
    import statistics

    groups = defaultdict(list)
    for row in rows:
        runs = [k for k in row.get("kernels", []) if k.get("lane_instructions")]
        if runs:
            executed = sum(k["lane_instructions"] for k in runs)
            seconds = sum(k["launch_s"] for k in runs)
            groups[(row["source"], row.get("target", "?"))].append(
                (row["label"], executed, seconds))
    table = []
    for (source, target), items in sorted(groups.items()):
        executed = sum(i[1] for i in items)
        seconds = sum(i[2] for i in items)
        rates = sorted(((i[1] / max(i[2], 1e-6)), i[0]) for i in items)
        table.append({"source": source, "target": target, "modules": len(items),
                      "lane_instructions": executed, "seconds": round(seconds, 2),
                      "per_s": round(executed / max(seconds, 1e-6)),
                      "median_per_s": round(statistics.median(r for r, _ in rates)),
                      "slowest_per_s": round(rates[0][0]), "slowest": rates[0][1],
                      "longest_s": round(max(i[2] for i in items), 2)})
    return table


def _names(modules: list[str], most: int = 8) -> str:
    shown = ", ".join(modules[:most])
    return shown + (f" and {len(modules) - most} more" if len(modules) > most else "")


def _cell(text) -> str:
    return str(text or "").replace("|", "\\|").replace("\n", " ")[:300]


def _yes(value) -> str:
    return "-" if value is None else ("yes" if value else "**no**")


# -- the command ------------------------------------------------------------------------
def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--targets", default=None,
                        help=f"comma-separated (default: every target; Triton compiles "
                             f"for {','.join(TARGETS)})")
    parser.add_argument("--kernels", default=None,
                        help="module names, comma-separated (bench kernels or file stems)")
    parser.add_argument("--sources", default=",".join(SOURCES))
    parser.add_argument("--quick", action="store_true", help="load only: launch nothing")
    parser.add_argument("--modes", default="default",
                        help=f"counting modes to check, comma-separated, of {', '.join(MODES)}")
    parser.add_argument("--timeout", type=float, default=300,
                        help="seconds per module (gfx1100's fp8_gemm takes about 120 s, "
                             "half of it loading its 2.5 MB of llir on the emulator)")
    parser.add_argument("--compile-timeout", type=float, default=120)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--buffer-mib", type=float, default=8)
    parser.add_argument("--cache", type=Path, default=None,
                        help="where the bench kernels' llir is kept (default: a folder "
                             "under the system's temporary one, per Triton version)")
    parser.add_argument("--triton-dir", type=Path, action="append", default=[],
                        help="a folder of captured Triton kernels (scripts/"
                             "capture_triton_cpu.py), its name the source's; repeatable")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "emulator_census")
    args = parser.parse_args(argv)
    start = time.time()
    load_start = os.getloadavg()[0]
    sources = [s for s in args.sources.split(",") if s]
    modes = tuple(m for m in args.modes.split(",") if m) or ("default",)
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        parser.error(f"unknown mode(s) {', '.join(unknown)}: use {', '.join(MODES)}")
    targets = [t for t in args.targets.split(",") if t] if args.targets else None
    kernels = {k for k in args.kernels.split(",") if k} if args.kernels else None
    triton_version = _triton_version()
    cache = args.cache or Path(tempfile.gettempdir()) / f"bbprof_census_llir_{triton_version}"
    tasks = file_modules(sources)
    if targets:
        tasks = [t for t in tasks if t.target in targets or not t.target]
    if kernels:
        tasks = [t for t in tasks if t.name.split("/")[-1].split(".")[0] in kernels]
    for folder in args.triton_dir:
        found = triton_dir_modules(folder.resolve(), targets)
        if kernels:
            found = [t for t in found if t.name in kernels]
        tasks += found
    if "bench" in sources:
        tasks = bench_modules(targets or TARGETS, kernels, cache, args.jobs,
                              args.compile_timeout) + tasks
    import numpy  # noqa: F401  (imported once, before the census forks)

    import bbprof.instrument  # noqa: F401
    import bbprof.runtime.emulator.backend  # noqa: F401

    rows = []
    buffer_bytes = int(args.buffer_mib * 2**20)
    results = {id(task): result for task, result in run_all(
        tasks, lambda task, stage: census_one(task, args.quick, buffer_bytes, stage,
                                              modes),
        args.jobs, args.timeout, what="census")}
    for task in tasks:
        result = results[id(task)]
        if not result.get("target"):
            result["target"] = task.target or "?"
        task.target = result["target"]
        rows.append(dict(source=task.source, name=task.name, label=task.label,
                         path=str(Path(task.path).relative_to(ROOT.parent))
                         if Path(task.path).is_relative_to(ROOT.parent) else task.path,
                         copies=task.copies, compile=task.compile, **result))
    record = {"command": " ".join(["python scripts/census_emulator.py", *argv]),
              "commit": _commit(), "triton": triton_version, "machine": _machine(),
              "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(start)),
              "load_average": f"{load_start:.1f} -> {os.getloadavg()[0]:.1f}",
              "seconds": round(time.time() - start, 1),
              "options": {"quick": args.quick, "modes": list(modes), "timeout_s": args.timeout,
                          "jobs": args.jobs, "buffer_mib": args.buffer_mib,
                          "int_scalars": list(INT_ARGS), "float_scalars": FLOAT_ARG,
                          "sources": sources + [f.name for f in args.triton_dir],
                          "targets": targets or "all",
                          "bench_targets": list(targets or TARGETS)},
              "not_covered": NOT_COVERED, "modules": rows}
    compiles = [r["compile"] for r in rows if r["compile"]]
    record["bench_compiles"] = {
        "in_this_run": sum(not c.get("cached") for c in compiles),
        "from_cache": sum(bool(c.get("cached")) for c in compiles),
        "compile_seconds": round(sum(c.get("seconds", 0) for c in compiles
                                     if not c.get("cached")), 1)}
    record["summary"] = summarise(rows)
    record["summary"]["speed"] = speed(rows)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1, default=str) + "\n")
    args.out.with_suffix(".md").write_text(markdown(record))
    print(f"wrote {args.out.with_suffix('.json')} and .md ({len(rows)} modules, "
          f"{record['seconds']} s)")
    return 0


NOT_COVERED = [
    "FlagGems' Triton kernels unless --triton-dir names their capture "
    "(scripts/capture_triton_cpu.py: kept outside the repository, third-party code).",
    "TorchInductor's Triton kernels unless --triton-dir names their capture "
    "(scripts/capture_inductor_cpu.py, outside the repository).",
    "Arguments are guessed (zero buffers, integers 16, 4 or 1, floats 0.5, one "
    "workgroup): a "
    "kernel that ran was exercised only on the paths those values take; code behind a "
    "data-dependent branch not taken was loaded (and so checked for unmodelled calls) "
    "but not executed.",
]


def _triton_version() -> str:
    try:
        from importlib.metadata import version

        return version("triton")
    except Exception:   # no Triton: the bench source then fails to compile, said per row
        return "not installed"


def _commit() -> str:
    """The HEAD commit, and the bbprof/ files edited but not committed (the census runs
    the working tree)."""
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "bbprof"],
                           capture_output=True, text=True).stdout.split("\n")
    files = [line[3:] for line in dirty if line.strip()]
    return head + (f" + uncommitted edits to {', '.join(files)}" if files else "")


def _machine() -> str:
    cpu = ""
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in
                   Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    import llvmlite
    import numpy

    return (f"{platform.machine()} {cpu}, {os.cpu_count()} cores, Python "
            f"{platform.python_version()}, numpy {numpy.__version__}, llvmlite "
            f"{llvmlite.__version__}")


if __name__ == "__main__":
    sys.exit(main())
