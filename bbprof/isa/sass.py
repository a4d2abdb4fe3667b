"""SASS per IR block, through ptxas and nvdisasm when they are installed.

PTX is not what an NVIDIA GPU runs: ptxas schedules, unrolls and if-converts it into SASS.
When ``ptxas`` and ``nvdisasm`` can be found (on ``PATH``, in ``$BBPROF_CUDA_BIN``, or in the
``triton`` wheel's ``backends/nvidia/bin``; they need no GPU), the PTX that
``bbprof.isa.compile`` produced is assembled with ``ptxas -lineinfo -v`` and disassembled
with ``nvdisasm -c -gp``, which prints before each run of SASS the *PTX line* it came from
(``//## File ".nv_debug_ptx_txt", line 471``). A SASS instruction belongs to the PTX
machine block that holds that line, hence to that block's IR block (the attribution rule
of ``bbprof.isa.attribution``, applied to the PTX blocks). SASS before any line record
belongs to the function's first block.

ptxas does not keep PTX's block structure: it unrolls loops and moves code between
blocks. The per-block ``sass_runs`` (separate address ranges holding the block's SASS) and
``sass_loops`` (backward branches of the SASS function, against the PTX's loop headers)
say where that happened. ``llvmlite`` writes ``.target sm_XX, debug``; ptxas would build
an unoptimised debug cubin from that, so the ``debug`` word is removed before assembling.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import ToolFailure
from bbprof.isa.categories import SASS, classify

_SECTION = re.compile(r"^//-+\s+\.text\.([\w$.]+)\s")
_LINE_INFO = re.compile(r'^//## File "(?P<file>[^"]*)", line (?P<line>\d+)')
_INSTRUCTION = re.compile(r"^/\*([0-9a-f]+)\*/\s+(.*?)\s*;?\s*(?:/\*.*)?$")
_GUARD = re.compile(r"^@!?U?P\w+\s+")
# LLVM writes ".target sm_90a, debug"; ptxas would then build an unoptimized debug cubin.
DEBUG_TARGET = re.compile(r"^(\.target[ \t]+\S+?),[ \t]*debug[ \t]*$", re.MULTILINE)
_LABEL = re.compile(r"^(\.L_x_\d+|\$[\w$]+):")


@dataclass(frozen=True)
class SassInstruction:
    address: int
    mnemonic: str
    text: str
    ptx_line: int | None          # the line of the line-info entry above it
    category: str
    line_file: str | None = None  # the file of that entry
    guarded: bool = False         # carries a predicate guard (@P0 / @!P0)


@dataclass
class SassFunction:
    name: str
    instructions: list[SassInstruction] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)   # .L_x_3 -> address
    resources: dict[str, int] = field(default_factory=dict)
    assembler: str = ""     # "ptxas 12.8.93": the one that made this code (ptxas_label)

    def backward_branches(self) -> int:
        count = 0
        for inst in self.instructions:
            if inst.mnemonic.split(".")[0] not in ("BRA", "JMP"):
                continue
            for target in re.findall(r"\.L_x_\d+", inst.text):
                # a branch to itself is ptxas's trailing "BRA self" after EXIT, not a loop
                if self.labels.get(target, inst.address) < inst.address:
                    count += 1
        return count


def without_debug_target(ptx: str) -> str:
    """PTX without LLVM's ``, debug`` target flag and without its DWARF sections (the
    ``.section .debug_*`` blocks, blank lines in their place): ptxas refuses their label
    differences below PTX ISA 7.5, which LLVM's default for sm_80-sm_87 is, and the line
    table ptxas keeps comes from ``.loc``. Same line count: line numbers hold."""
    ptx = DEBUG_TARGET.sub(r"\1", ptx)
    if ".section" not in ptx:
        return ptx
    lines = ptx.split("\n")
    inside = False
    for i, line in enumerate(lines):
        if not inside and _DWARF_SECTION.match(line):
            inside = True
        if inside:
            lines[i] = ""
            if line.strip() == "}":
                inside = False
    return "\n".join(lines)


_DWARF_SECTION = re.compile(r"^\s*\.section\s+\.debug_")


def triton_cuda_bin() -> list[Path]:
    """The folders where an installed triton wheel keeps ptxas, nvdisasm and cuobjdump."""
    spec = importlib.util.find_spec("triton")
    if spec is None or not spec.submodule_search_locations:
        return []
    return [Path(location) / "backends" / "nvidia" / "bin"
            for location in spec.submodule_search_locations]


def ptxas_candidates(ptxas: Path) -> list[Path]:
    """``ptxas``, then the newer assembler a triton wheel (3.7 and later) keeps beside it,
    ``ptxas-blackwell``, which Triton itself uses for sm_90 and newer: the PTX Triton
    writes for those carries that one's ISA version, which the older ptxas refuses."""
    newer = ptxas.with_name("ptxas-blackwell")
    return [ptxas, newer] if newer.is_file() else [ptxas]


def find_tools() -> tuple[Path, Path] | None:
    """(ptxas, nvdisasm), or None when either is missing."""
    dirs: list[Path] = []
    if os.environ.get("BBPROF_CUDA_BIN"):
        dirs.append(Path(os.environ["BBPROF_CUDA_BIN"]))
    found = [shutil.which("ptxas"), shutil.which("nvdisasm")]
    if all(found):
        return Path(found[0]), Path(found[1])
    for d in dirs + triton_cuda_bin():
        ptxas, nvdisasm = d / "ptxas", d / "nvdisasm"
        if ptxas.is_file() and nvdisasm.is_file():
            return ptxas, nvdisasm
    return None


def find_cuobjdump() -> Path | None:
    """``cuobjdump``: on ``PATH``, in ``$BBPROF_CUDA_BIN`` or in the triton wheel."""
    return _find_tool("cuobjdump")


def find_ptxas() -> Path | None:
    """``ptxas`` alone (the register count needs no disassembler): where ``find_tools``
    looks."""
    return _find_tool("ptxas")


def _find_tool(name: str) -> Path | None:
    found = shutil.which(name)
    if found:
        return Path(found)
    dirs = [Path(os.environ["BBPROF_CUDA_BIN"])] if os.environ.get("BBPROF_CUDA_BIN") else []
    return next((d / name for d in dirs + triton_cuda_bin() if (d / name).is_file()), None)


def _missing(name: str) -> ToolFailure:
    return ToolFailure(f"{name} was not found",
                       hint="install the triton wheel, put CUDA's bin on PATH, or set "
                            "BBPROF_CUDA_BIN")


_RESOURCE_FUNCTION = re.compile(r"^\s*Function\s+(\S+?):\s*$")
_RESOURCE_FIELD = re.compile(r"\b(REG|STACK|SHARED|LOCAL):(\d+)")
_RESOURCE_NAMES = {"REG": "sass_registers", "STACK": "stack_bytes", "SHARED": "shared_bytes",
                   "LOCAL": "local_bytes"}


def parse_resource_usage(text: str) -> dict[str, dict[str, int]]:
    """``cuobjdump --dump-resource-usage`` output: per function its registers, stack,
    static shared and local memory."""
    out: dict[str, dict[str, int]] = {}
    current: dict[str, int] | None = None
    for line in text.splitlines():
        fn = _RESOURCE_FUNCTION.match(line)
        if fn:
            current = out.setdefault(fn.group(1), {})
            continue
        if current is not None:
            for key, value in _RESOURCE_FIELD.findall(line):
                current[_RESOURCE_NAMES[key]] = int(value)
    return out


def cubin_resources(cubin: bytes) -> dict[str, dict[str, int]]:
    """Per function of a built ``cubin`` (the bytes Triton's own ``cubin`` stage returns,
    made by its ptxas with its flags): what ``cuobjdump --dump-resource-usage`` reads."""
    tool = find_cuobjdump()
    if tool is None:
        raise _missing("cuobjdump")
    with tempfile.TemporaryDirectory(prefix="bbprof-cubin-") as tmp:
        path = Path(tmp) / "kernel.cubin"
        path.write_bytes(cubin)
        return parse_resource_usage(
            _run([str(tool), "--dump-resource-usage", str(path)], "cuobjdump", "cubin"))


def assemble(ptx: str, arch: str, tools: tuple[Path, Path] | None = None, *,
             prefer: str | None = None) -> dict[str, SassFunction]:
    """SASS functions (by name) of ``ptx`` for ``arch``, with registers and spills.
    ``prefer``: the assembler that built the kernel that ran (``ptxas_label``); where
    one of the ptxas found is that one, it alone assembles."""
    tools = tools or find_tools()
    if tools is None:
        raise ToolFailure("ptxas and nvdisasm were not found",
                          hint="install the triton wheel, put CUDA's bin on PATH, or set "
                               "BBPROF_CUDA_BIN")
    from bbprof.isa import cache

    ptxas, nvdisasm = tools
    entry = cache.sass_key(ptx, arch, tools, (ptxas_label(ptxas), ptxas_label(nvdisasm)),
                           prefer)
    kept = cache.get_json(entry)
    if isinstance(kept, dict) and {"built", "used", "listing"} <= set(kept):
        built, used, listing = kept["built"], Path(kept["used"]), kept["listing"]
    else:
        with tempfile.TemporaryDirectory(prefix="bbprof-sass-") as tmp:
            src, cubin = Path(tmp) / "kernel.ptx", Path(tmp) / "kernel.cubin"
            built, used = _assemble_any(ptxas, arch, ptx, src, cubin, prefer)
            listing = _run([str(nvdisasm), "-c", "-gp", str(cubin)], "nvdisasm", arch)
        cache.put_json(entry, {"built": built, "used": str(used), "listing": listing})
    functions = parse_listing(listing)
    label = ptxas_label(used)
    for name, fn in functions.items():
        fn.assembler = label
    for name, res in parse_ptxas_info(built).items():
        if name in functions:
            functions[name].resources.update(res)
    return functions


# what a profile records when the CUDA driver compiled the PTX itself
DRIVER_JIT = "the CUDA driver's JIT"


@functools.lru_cache(maxsize=None)
def ptxas_label(ptxas: str | Path) -> str:
    """``"ptxas 12.8.93"`` (its ``--version``), or ``"ptxas (version unknown)"``: which
    assembler made a binary, to tell whether two SASS listings can be the same code."""
    try:
        out = subprocess.run([str(ptxas), "--version"], capture_output=True, text=True,
                             timeout=30, check=False).stdout
    except (OSError, subprocess.TimeoutExpired):
        out = ""
    found = re.search(r"\bV(\d+\.\d+\.\d+)", out)
    return f"ptxas {found.group(1)}" if found else "ptxas (version unknown)"


# the newest PTX ISA version each CUDA release's ptxas reads (NVIDIA's PTX ISA notes)
PTX_ISA_OF_CUDA = {(12, 0): 80, (12, 1): 81, (12, 2): 82, (12, 3): 83, (12, 4): 84,
                   (12, 5): 85, (12, 6): 85, (12, 7): 86, (12, 8): 87, (12, 9): 88,
                   (13, 0): 90}


@functools.lru_cache(maxsize=8)
def ptx_isa_feature(ptxas: str | Path | None) -> str:
    """``"+ptx87"``: the newest PTX ISA version ``ptxas`` reads (a newer release than the
    table knows: the table's newest), for LLVM to write PTX at that version as Triton
    does; LLVM's own default is the oldest the processor allows (8.0 for sm_90a), which
    refuses instructions Triton's inline PTX uses (vector atomics need 8.1). ``""``
    where no ptxas or its version is unknown (LLVM's default then)."""
    if ptxas is None:
        return ""
    label = ptxas_label(ptxas)
    found = re.search(r"ptxas (\d+)\.(\d+)\.", label)
    if not found:
        return ""
    release = (int(found.group(1)), int(found.group(2)))
    known = [v for r, v in sorted(PTX_ISA_OF_CUDA.items()) if r <= release]
    return f"+ptx{known[-1]}" if known else ""


def with_ptx_isa(features: str, ptxas: str | Path | None) -> str:
    """``features`` with the PTX ISA version of ``ptxas`` added, unless they name one."""
    if re.search(r"\+ptx\d+", features):
        return features
    extra = ptx_isa_feature(ptxas)
    return ",".join(f for f in (features, extra) if f)


def ptxas_info(ptx: str, arch: str) -> str:
    """What ``ptxas -v`` says of ``ptx`` built for ``arch`` (``parse_ptxas_info`` reads it)."""
    from bbprof.isa import cache

    ptxas = find_ptxas()
    if ptxas is None:
        raise _missing("ptxas")
    entry = cache.key("ptxas -v", ptx, arch, str(ptxas), ptxas_label(ptxas))
    kept = cache.get(entry)
    if kept is not None:
        return kept
    with tempfile.TemporaryDirectory(prefix="bbprof-ptxas-") as tmp:
        said = _assemble_any(ptxas, arch, ptx, Path(tmp) / "kernel.ptx",
                             Path(tmp) / "kernel.cubin")[0]
    cache.put(entry, said)
    return said


def _assemble_any(ptxas: Path, arch: str, ptx: str, src: Path, cubin: Path,
                  prefer: str | None = None) -> tuple[str, Path]:
    """``ptx`` (without LLVM's debug flag) assembled by ``ptxas``, or by the newer one
    beside it when this one does not read the PTX's version; by the one whose label is
    ``prefer`` where there is one: (what ptxas -v said, the ptxas that built it)."""
    src.write_text(without_debug_target(ptx))
    candidates = ptxas_candidates(ptxas)
    chosen = [c for c in candidates if prefer and ptxas_label(c) == prefer]
    if chosen:
        return _assemble(chosen[0], arch, src, cubin), chosen[0]
    *older, newest = candidates
    for candidate in older:
        try:
            return _assemble(candidate, arch, src, cubin), candidate
        except ToolFailure as exc:   # PTX newer than this ptxas: the next may read it
            if "Unsupported .version" not in exc.message:
                raise
    return _assemble(newest, arch, src, cubin), newest


TOOL_SECONDS = 300     # one ptxas or nvdisasm run at most (less where a budget says so)


def _assemble(ptxas: Path, arch: str, src: Path, cubin: Path) -> str:
    return _run([str(ptxas), f"-arch={arch}", "-lineinfo", "-v", str(src), "-o", str(cubin)],
                "ptxas", arch)


def _run(cmd: list[str], tool: str, arch: str) -> str:
    from bbprof.ir import deadline

    limit = deadline.timeout(TOOL_SECONDS)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit, check=False)
    except OSError as exc:
        raise ToolFailure(f"cannot run {tool}: {exc.strerror}", path=cmd[0]) from None
    except subprocess.TimeoutExpired:
        raise ToolFailure(f"{tool} for {arch} took longer than {limit:.3g} s") from None
    if proc.returncode != 0:
        message = " ".join((proc.stderr or proc.stdout).split())[:500]
        raise ToolFailure(f"{tool} failed for {arch}: {message}")
    # ptxas -v reports on stderr; nvdisasm's listing is on stdout
    return proc.stdout + proc.stderr if tool == "ptxas" else proc.stdout


def parse_listing(listing: str) -> dict[str, SassFunction]:
    """``nvdisasm -c -g``/``-gp`` output: SASS instructions per function, each with the
    line-info entry above it, and the functions' labels."""
    functions: dict[str, SassFunction] = {}
    current: SassFunction | None = None
    where: tuple[str | None, int | None] = (None, None)
    for raw in listing.split("\n"):
        stripped = raw.strip()
        section = _SECTION.match(stripped)
        if section:
            current = functions.setdefault(section.group(1), SassFunction(section.group(1)))
            where = (None, None)
            continue
        if current is None:
            continue
        info = _LINE_INFO.match(stripped)
        if info:
            where = (info.group("file"), int(info.group("line")))
            continue
        label = _LABEL.match(stripped)
        if label:
            current.labels[label.group(1)] = _next_address(current)
            continue
        inst = _INSTRUCTION.match(stripped)
        if inst:
            code = inst.group(2).strip().strip("{}").strip()
            body = _GUARD.sub("", code)
            mnemonic = body.split(None, 1)[0] if body else "NOP"
            current.instructions.append(SassInstruction(
                address=int(inst.group(1), 16), mnemonic=mnemonic, text=code,
                ptx_line=where[1], category=classify(SASS, mnemonic).category,
                line_file=where[0], guarded=body != code))
    return functions


def _next_address(fn: SassFunction) -> int:
    # Label lines precede the instruction they name; its address is the last one + 16.
    return fn.instructions[-1].address + 16 if fn.instructions else 0


_PTXAS_FUNCTION = re.compile(r"(?:Compiling entry function|Function properties for) '?([\w$]+)'?")
_PTXAS_USED = re.compile(r"Used (\d+) registers")
_PTXAS_STACK = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                          r"(\d+) bytes spill loads")
_PTXAS_SMEM = re.compile(r"(\d+) bytes smem")


def parse_ptxas_info(text: str) -> dict[str, dict[str, int]]:
    """Registers, spills, stack and static shared memory per function from ``ptxas -v``."""
    out: dict[str, dict[str, int]] = {}
    current: dict[str, int] | None = None
    for line in text.splitlines():
        fn = _PTXAS_FUNCTION.search(line)
        if fn:
            current = out.setdefault(fn.group(1), {})
        if current is None:
            continue
        used = _PTXAS_USED.search(line)
        if used:
            current["sass_registers"] = int(used.group(1))
        smem = _PTXAS_SMEM.search(line)
        if smem:
            current["sass_shared_bytes"] = int(smem.group(1))
        stack = _PTXAS_STACK.search(line)
        if stack:
            current["stack_bytes"] = int(stack.group(1))
            current["spill_store_bytes"] = int(stack.group(2))
            current["spill_load_bytes"] = int(stack.group(3))
    return out
