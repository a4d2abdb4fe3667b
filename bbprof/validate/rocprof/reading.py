"""Reading what ``rocprofv3 --att`` wrote: the stats CSV or ``code.json`` of each traced
dispatch, and its traced wave count (``filenames.json``). Formats: see ``__init__.py``."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import InputError, MismatchError

COLUMNS = ("codeobj", "vaddr", "instruction", "hitcount", "latency", "stall", "idle",
           "source")
REQUIRED = ("vaddr", "instruction", "hitcount")


@dataclass(frozen=True)
class AttRow:
    """One instruction of the trace."""

    code_object: int
    vaddr: int
    instruction: str
    hitcount: int
    latency: int
    stall: int
    idle: int
    source: str
    where: str            # "file:row" for messages

    @property
    def mnemonic(self) -> str:
        return mnemonic_of(self.instruction)


@dataclass
class AttKernel:
    """The rows of one kernel symbol in one traced dispatch."""

    symbol: str
    demangled: str
    code_object: int
    vaddr: int
    path: str
    rows: list[AttRow] = field(default_factory=list)


@dataclass
class AttDispatch:
    """One traced dispatch: its kernels' rows and, when present, its traced wave count."""

    name: str                                     # ui_output_agent_<A>_dispatch_<D>
    path: str                                     # the file the rows came from
    kernels: dict[str, AttKernel]                 # by symbol
    traced_waves: int | None = None               # from filenames.json


def mnemonic_of(instruction: str) -> str:
    words = instruction.strip().split(None, 1)
    return words[0].lower() if words else ""


def _integer(text: str, what: str, where: str) -> int:
    text = (text or "").strip()
    try:
        return int(text, 16) if text.lower().startswith("0x") else int(text or 0)
    except ValueError:
        raise InputError(f"{what} '{text}' is not an integer", path=where) from None


def parse_stats_csv(text: str, path: str = "stats.csv") -> dict[str, AttKernel]:
    """A ``stats_*.csv`` -> its kernels, by symbol. Columns are found by name (any case)."""
    reader = csv.reader(io.StringIO(text))
    header = next(reader, None)
    if not header:
        raise InputError("the thread-trace stats CSV is empty", path=path)
    index = {name.strip().lower(): i for i, name in enumerate(header)}
    missing = [c for c in REQUIRED if c not in index]
    if missing:
        names = {"vaddr": "Vaddr", "instruction": "Instruction", "hitcount": "Hitcount"}
        raise InputError(f"the thread-trace stats CSV has no {', '.join(names[c] for c in missing)}"
                         f" column (its columns: {', '.join(h.strip() for h in header)})",
                         path=path, hint="pass the stats_*.csv that rocprofv3 --att wrote")
    records = []
    for number, raw in enumerate(reader, start=2):
        if not raw or not any(cell.strip() for cell in raw):
            continue
        cell = {c: (raw[index[c]] if c in index and index[c] < len(raw) else "")
                for c in COLUMNS}
        records.append((cell, f"{path}:{number}"))
    return _kernels(records, path)


def parse_code_json(text: str, path: str = "code.json") -> dict[str, AttKernel]:
    """A ``ui_output_*/code.json`` -> its kernels (same numbers as the stats CSV)."""
    try:
        data = json.loads(text)
        code = data["code"]
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise InputError(f"is not a thread-trace code.json ({exc})", path=path) from None
    records = []
    for i, entry in enumerate(code):
        if not isinstance(entry, list) or len(entry) < 10:
            raise InputError(f"entry {i} of 'code' is not [ISA, _, LineNumber, Source, "
                             "Codeobj, Vaddr, Hit, Latency, Stall, Idle]", path=path)
        isa, _, _, source, codeobj, vaddr, hit, latency, stall, idle = entry[:10]
        records.append(({"codeobj": str(codeobj), "vaddr": str(vaddr), "instruction": str(isa),
                         "hitcount": str(hit), "latency": str(latency), "stall": str(stall),
                         "idle": str(idle), "source": str(source)}, f"{path}:entry {i}"))
    # code.json is in execution-line order; the CSV's order is code object, address
    records.sort(key=lambda r: (_integer(r[0]["codeobj"], "Codeobj", r[1]),
                                _integer(r[0]["vaddr"], "Vaddr", r[1]),
                                not r[0]["instruction"].startswith(";")))
    return _kernels(records, path)


def _kernels(records, path: str) -> dict[str, AttKernel]:
    kernels: dict[str, AttKernel] = {}
    current: AttKernel | None = None
    for cell, where in records:
        codeobj = _integer(cell["codeobj"], "CodeObj", where)
        vaddr = _integer(cell["vaddr"], "Vaddr", where)
        text = cell["instruction"].strip()
        if text.startswith(";"):
            symbol = text[1:].strip()
            current = kernels.setdefault(symbol, AttKernel(symbol, cell["source"].strip(),
                                                           codeobj, vaddr, path))
            continue
        if current is None or codeobj != current.code_object:
            current = None   # rows of code with no symbol row: not a kernel we can name
            continue
        current.rows.append(AttRow(codeobj, vaddr, text,
                                   _integer(cell["hitcount"], "Hitcount", where),
                                   _integer(cell["latency"], "Latency", where),
                                   _integer(cell["stall"], "Stall", where),
                                   _integer(cell["idle"], "Idle", where),
                                   cell["source"].strip(), where))
    for k in kernels.values():
        k.rows.sort(key=lambda r: r.vaddr)
    return kernels


def traced_wave_count(filenames_json: str, path: str = "filenames.json") -> int:
    """Waves the decoder wrote a file for: ``wave_filenames[se][simd][slot][id]``."""
    try:
        names = json.loads(filenames_json)["wave_filenames"]
        return sum(len(ids) for simds in names.values() for slots in simds.values()
                   for ids in slots.values())
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise InputError(f"is not a thread-trace filenames.json ({exc})", path=path) from None


_UI = re.compile(r"^ui_output_agent_\d+_dispatch_\d+$")


def read_att_dir(att_dir: str | Path) -> list[AttDispatch]:
    """Every traced dispatch under ``att_dir`` (searched recursively: rocprofv3 puts them
    under ``<hostname>/<pid>/`` unless ``-d`` says otherwise)."""
    root = Path(att_dir)
    if not root.is_dir():
        raise InputError("no such thread-trace folder", path=str(root),
                         hint="pass the -d folder of rocprofv3 --att")
    dispatches: dict[str, AttDispatch] = {}
    for csv_path in sorted(root.rglob("stats_*.csv")):
        name = csv_path.stem[len("stats_"):]
        ui = csv_path.parent / name
        dispatches[str(ui)] = AttDispatch(name, str(csv_path),
                                          parse_stats_csv(csv_path.read_text(), str(csv_path)))
    for ui in sorted(p for p in root.rglob("ui_output_agent_*") if p.is_dir()):
        if str(ui) not in dispatches and (ui / "code.json").is_file():
            dispatches[str(ui)] = AttDispatch(
                ui.name, str(ui / "code.json"),
                parse_code_json((ui / "code.json").read_text(), str(ui / "code.json")))
        if str(ui) in dispatches and (ui / "filenames.json").is_file():
            dispatches[str(ui)].traced_waves = traced_wave_count(
                (ui / "filenames.json").read_text(), str(ui / "filenames.json"))
    if not dispatches:
        raise InputError("holds no stats_*.csv or ui_output_agent_*/code.json", path=str(root),
                         hint="run rocprofv3 --att -d DIR (ROCm 7 with the ROCprof Trace "
                              "Decoder) and pass DIR")
    return list(dispatches.values())


def select_kernel(dispatches: list[AttDispatch], kernel: str, dispatch: int | None = None
                  ) -> list[tuple[AttDispatch, AttKernel]]:
    """The traced dispatches of ``kernel`` (symbol or demangled name) that ran any of its
    instructions (all of them if none did); ``dispatch`` keeps only that dispatch id."""
    found = []
    for d in dispatches:
        if dispatch is not None and not d.name.endswith(f"_dispatch_{dispatch}"):
            continue
        for k in d.kernels.values():
            if kernel in (k.symbol, k.demangled) and k.rows:
                found.append((d, k))
    if not found:
        seen = sorted({k.symbol for d in dispatches for k in d.kernels.values()})
        which = f" in dispatch {dispatch}" if dispatch is not None else ""
        raise MismatchError(f"the thread trace has no instructions of kernel '{kernel}'"
                            f"{which} (kernels in it: {', '.join(seen) or 'none'})",
                            path=dispatches[0].path if len(dispatches) == 1 else None,
                            hint="trace the kernel bbprof built (--kernel-include-regex), "
                                 "and pass the kernel's name")
    traced = [(d, k) for d, k in found if any(r.hitcount for r in k.rows)]
    return traced or found
