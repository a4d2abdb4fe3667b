"""Compile an annotated MLIR module with IREE and keep each dispatch's LLVM IR.

Each target's facts are in ``TARGETS``: the HAL device, the flag that names the
processor, and how locations get through. AMD GPUs: ``--iree-rocm-emit-debug-info``
keeps them. NVIDIA GPUs: IREE's CUDA back end strips debug info unconditionally, so the
executables are configured by ``iree-compile --compile-to=executable-configurations``,
lowered by ``iree-opt`` with the NVVM lowering pipeline's ``preserve-debug-info``, and
serialized by ``iree-compile --compile-from=executable-targets``: the same code (checked:
the instructions of the conv + bias + ReLU dispatch are those of the one-step compile).

Both go through the module after codegen (``executable-targets``), parsed once
(``annotate.scope_per_function``): every ``llvm.func`` gets a subprogram of its own (the
dispatches of one input function would share its subprogram, which LLVM refuses when IREE
links them into one executable), and ``bbprof.mlir.launch.launches_of`` reads how each
dispatch is launched (grid, workgroup, shared memory, bindings). Out of the intermediates dump the ``*.optimized.ll`` of every
executable is kept: the module after LLVM's optimisation pipeline, which is what runs
(docs/mlir.md).
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bbprof.errors import InputError, ToolFailure
from bbprof.mlir.annotate import scope_per_function

# target -> (vendor, flags). IREE's own names for the processors.
TARGETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "gfx942": ("amd", ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx942")),
    "gfx90a": ("amd", ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx90a")),
    "gfx1100": ("amd", ("--iree-hal-target-device=hip", "--iree-rocm-target=gfx1100")),
    "sm_80": ("nvidia", ("--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80")),
    "sm_86": ("nvidia", ("--iree-hal-target-device=cuda", "--iree-cuda-target=sm_86")),
    "sm_89": ("nvidia", ("--iree-hal-target-device=cuda", "--iree-cuda-target=sm_89")),
}
# IREE 3.13 configures no Hopper target ("missing GPU target in #hal.executable.target")
NOT_IN_IREE = {"sm_90": "IREE 3.13 has no sm_90 CUDA target: take sm_80's IR, which "
                        "bbprof compiles for an H100 with --arch sm_90",
               "sm_90a": "IREE 3.13 has no sm_90a CUDA target: take sm_80's IR"}
AMD_DEBUG = ("--iree-rocm-emit-debug-info",)
# The LLVMGPU lowering of every executable variant, keeping locations (NVIDIA)
NVVM_PIPELINE = ("builtin.module(hal.executable(hal.executable.variant("
                 "builtin.module(iree-codegen-llvmgpu-nvvm-lowering-pipeline{"
                 "include-llvm-lowering=true preserve-debug-info=true}), "
                 "iree-codegen-propagate-dispatch-config)))")
TIMEOUT_S = 600


@dataclass
class Dispatch:
    executable: str       # IREE's name: module_<function>_dispatch_<n>_rocm_hsaco_fb
    ir: str               # its optimized LLVM IR
    launches: list        # bbprof.mlir.launch.Launch of its kernels


def tool(name: str) -> str:
    """``iree-compile``/``iree-opt``: on PATH, else inside the installed wheel."""
    found = shutil.which(name)
    if found:
        return found
    try:
        from iree.compiler.tools import binaries
        return binaries.find_tool(name)
    except Exception:
        raise ToolFailure(f"{name} not found", hint="pip install iree-base-compiler") from None


def compile_dispatches(annotated: str, target: str, source_path: str | Path, *,
                       extra_flags: tuple[str, ...] = (),
                       name: str = "input.mlir") -> list[Dispatch]:
    """The dispatches' LLVM IR of the annotated module ``annotated`` (text; its
    locations name ``source_path``) on ``target``, in IREE's executable order.
    ``extra_flags`` go to every ``iree-compile``."""
    if target not in TARGETS:
        raise InputError(f"--target {target}: IREE targets here are {', '.join(TARGETS)}",
                         hint=NOT_IN_IREE.get(target))
    vendor, flags = TARGETS[target]
    with tempfile.TemporaryDirectory(prefix="bbprof-iree-") as tmp:
        work = Path(tmp)
        source = work / name
        source.write_text(annotated)
        dump = work / "dump"
        common = [*flags, *extra_flags]
        targets = work / "targets.mlir"
        if vendor == "amd":
            _run([tool("iree-compile"), str(source), *common, *AMD_DEBUG,
                  "--compile-to=executable-targets", "--mlir-print-debuginfo",
                  "-o", str(targets)], "iree-compile (codegen)")
        else:
            configured = work / "configured.mlir"
            _run([tool("iree-compile"), str(source), *common,
                  "--compile-to=executable-configurations", "--mlir-print-debuginfo",
                  "-o", str(configured)], "iree-compile (configurations)")
            _run([tool("iree-opt"), str(configured), f"--pass-pipeline={NVVM_PIPELINE}",
                  "--mlir-print-debuginfo", "-o", str(targets)], "iree-opt (NVVM lowering)")
        scoped = work / "scoped.mlir"
        text, launches = scope_per_function(targets.read_text(), source_path)
        scoped.write_text(text)
        _run([tool("iree-compile"), str(scoped), *common,
              *(AMD_DEBUG if vendor == "amd" else ()), "--compile-from=executable-targets",
              f"--iree-hal-dump-executable-intermediates-to={dump}",
              "-o", str(work / "out.vmfb")], "iree-compile (serialization)")
        found = sorted(dump.glob("*.optimized.ll"))
        if not found:
            raise ToolFailure(f"IREE wrote no dispatch IR for {target}",
                              hint="does the module hold any computation?")
        out = []
        for p in found:
            text = p.read_text()
            mine = [launch for launch in launches
                    if f"@{launch.kernel}(" in text or f'@"{launch.kernel}"(' in text]
            out.append(Dispatch(p.name[: -len(".optimized.ll")], text, mine))
        return out


def _run(command: list[str], what: str) -> None:
    from bbprof.codeobj.tools import run_program

    done = run_program(command, what=what, timeout=TIMEOUT_S,
                       hint="pip install iree-base-compiler")
    if done.returncode != 0:
        lines = [ln for ln in done.stderr.splitlines() if "error:" in ln] or \
            done.stderr.strip().splitlines() or [f"exit status {done.returncode}"]
        raise ToolFailure(f"{what} failed: {lines[0].strip()[:300]}")
