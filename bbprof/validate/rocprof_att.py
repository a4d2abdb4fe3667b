"""bbprof's wave counts against AMD thread trace (``rocprofv3 --att``), block by block.

**Not yet run on AMD hardware.** Written against rocprofv3's documented output and the
code that writes it (docs/validate.md, "AMD" lists the sources), tested on hand-made files
in that format (``tests/data/validate/rocprof/``).

What rocprofv3 writes. After ``rocprofv3 --att -d DIR -- app``, the ROCprof Trace Decoder
leaves, per traced dispatch, a folder ``ui_output_agent_<A>_dispatch_<D>/`` (JSON for the
ROCprof Compute Viewer: ``code.json``, ``filenames.json``, one file per traced wave) and,
beside it, ``stats_ui_output_agent_<A>_dispatch_<D>.csv``: one row per instruction of every
kernel a traced wave ran, columns ``CodeObj`` (the docs spell it ``Codeobj``), ``Vaddr``
(the instruction's ELF virtual address in its code object, decimal), ``Instruction`` (the
disassembly), ``Hitcount``, ``Latency``, ``Stall``, ``Idle``, ``Source``. Before a kernel's
first instruction a row ``"; <symbol>",0,0,0,0,"<demangled>"`` names it. ``Hitcount`` is
the number of times the instruction was issued, summed over the *traced* waves: the
decoder adds one per instruction record of each wave. ``code.json`` holds the same numbers
as lists ``[ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle]`` and is
read when there is no CSV (rocprofv3 7.x writes each only when its output format is on).

Attribution. The traced code must be bbprof's own uninstrumented build of the kernel
(``build_code_object`` of the canonically named IR, the same compile ``bbprof static``
parses). The decoder lists *every* instruction of the kernel symbol (it disassembles the
symbol's whole range on the first hit), in address order; the verbose assembly lists the
same instructions in the same (layout) order. So the n-th row of the kernel in the trace
is the n-th instruction of the assembly, and every pair is checked by mnemonic (operands
are printed differently: branch targets are labels in one and offsets in the other). Any
difference in count or mnemonic means the trace is of other code, and stops the check.
Trailing ``s_nop``/``s_code_end`` rows with no hits are padding. Each instruction then
belongs to the machine block, and through ``bbprof.isa.attribution`` to the IR block, that
``bbprof static`` gives it.

Comparison. bbprof's ``wave_hits`` of a block are the waves that reached its counter with
at least one active lane; the trace's count for a block is the ``Hitcount`` of the first
instruction of the machine block named after it (``%bbprof.N``), where the counter sits.
Thread counts have no trace counterpart (the trace carries no exec mask). Thread trace
records only the waves of the traced CU(s)/SIMD(s) (``--att-target-cu``,
``--att-shader-engine-mask``, ``--att-simd-select``): when the traced waves are all of the
launch's waves (the entry block's ``wave_hits``), counts must be equal (mode ``complete``);
otherwise the comparison is of per-wave rates, Hitcount / traced waves against
wave_hits / all waves (mode ``sampled``), which is exact only when the traced waves behave
like the average wave. Verdicts are listed in docs/validate.md.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path

from bbprof.errors import InputError, MismatchError

COLUMNS = ("codeobj", "vaddr", "instruction", "hitcount", "latency", "stall", "idle",
           "source")
REQUIRED = ("vaddr", "instruction", "hitcount")
_PADDING = ("s_nop", "s_code_end")
_ENCODING_SUFFIX = re.compile(r"_(?:e32|e64|sdwa|dpp|dpp8|dpp16)$")

COMPLETE, SAMPLED = "complete", "sampled"
EXACT, PROPORTIONAL, DIFFERS, NA = "exact", "proportional", "DIFFERS", "n/a"


# ---- reading what rocprofv3 wrote ---------------------------------------------------------

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


def _same_mnemonic(a: str, b: str) -> bool:
    return a == b or _ENCODING_SUFFIX.sub("", a) == _ENCODING_SUFFIX.sub("", b)


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


# ---- attribution --------------------------------------------------------------------------

@dataclass(frozen=True)
class TracedInstruction:
    row: AttRow
    position: int          # index in the kernel's instruction sequence
    machine_block: str     # ".LBB0_3", "%bb.1"
    block_index: int       # its position in layout
    ir_block: int | None
    origin: str | None     # ir / derived / llvm
    text: str              # the assembly's text of the instruction


def attribute(kernel: AttKernel, fn) -> list[TracedInstruction]:
    """The trace's rows onto ``fn`` (a ``bbprof.isa`` MachineFunction), in order.

    A trace row that is an ``s_nop``/``s_code_end`` where the assembly has another
    instruction is alignment padding (``.p2align`` makes it; the assembly has no line for
    it): it is kept with origin ``padding`` and no IR block."""
    asm = [(mb, inst) for mb in fn.blocks for inst in mb.instructions]
    out: list[TracedInstruction] = []
    wrong = []
    j = 0
    for r in kernel.rows:
        if j < len(asm) and _same_mnemonic(r.mnemonic, asm[j][1].mnemonic.lower()):
            mb, inst = asm[j]
            out.append(TracedInstruction(r, j, mb.name, mb.index, mb.ir_block, mb.origin,
                                         inst.text))
            j += 1
        elif r.mnemonic in _PADDING:
            out.append(TracedInstruction(r, j, "<padding>", -1, None, "padding", r.instruction))
        else:
            wrong.append((len(out), r, asm[j][1] if j < len(asm) else None))
            break
    if wrong or j != len(asm):
        if wrong:
            i, r, inst = wrong[0]
            theirs = f"'{inst.mnemonic}'" if inst is not None else "nothing"
            first = (f"instruction {i + 1} (Vaddr 0x{r.vaddr:x}, line "
                     f"{r.where.rsplit(':', 1)[-1]}) is '{r.mnemonic}' in the trace, {theirs} "
                     "in bbprof's assembly")
        else:
            first = f"the trace ends after {j} of the assembly's instructions"
        raise MismatchError(
            f"the traced code of '{fn.name}' is not bbprof's build of it: {first} "
            f"({len(kernel.rows)} instructions traced, {len(asm)} in the assembly)",
            path=kernel.path,
            hint="trace the code object bbprof builds from this IR (see docs/validate.md, AMD)")
    return out


# ---- comparison ---------------------------------------------------------------------------

@dataclass
class AttBlockCheck:
    function: str
    block_id: int
    block: str
    thread_hits: int
    wave_hits: int
    static_instructions: int
    mapping: str                 # 1:1 | restructured | tail-duplicated | no-code
    att_hits: int | None         # Hitcount of the block's reference instruction (+ copies)
    expected: float | None       # wave_hits, scaled to the traced waves in sampled mode
    verdict: str
    att_hit_sum: int             # sum over the block's instructions (for the totals)
    counts: list[tuple[int, int]] = field(default_factory=list)   # (Hitcount, instructions)
    note: str = ""

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class AttValidation:
    kernel: str
    mode: str                    # complete | sampled
    traced_waves: int
    launch_waves: int
    blocks: list[AttBlockCheck]
    totals: dict
    source: str                  # the file the rows came from
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "backend": "hip", "reference": "rocprofv3 --att",
                "mode": self.mode, "traced_waves": self.traced_waves,
                "launch_waves": self.launch_waves, "source": self.source,
                "blocks": [b.to_json() for b in self.blocks], "totals": self.totals,
                "notes": self.notes}


def compare_att(kernel: str, frame, traced: list[TracedInstruction], *,
                traced_waves: int | None = None, tolerance: float = 0.1,
                source: str = "") -> AttValidation:
    """``frame``: Profile.to_dataframe() of the instrumented run, of the traced launch."""
    rows = frame[frame.function == kernel].sort_values("block_id")
    if rows.empty:
        raise MismatchError(f"the profile has no function '{kernel}'")
    by_block: dict[int, list[TracedInstruction]] = {}
    for t in traced:
        if t.origin != "padding":
            by_block.setdefault(t.ir_block, []).append(t)
    named: dict[int, list[TracedInstruction]] = {}
    for t in traced:
        if t.origin == "ir":
            first = named.setdefault(t.ir_block, [])
            if not first or first[0].block_index == t.block_index:
                first.append(t)
    entry = rows.iloc[0]
    launch_waves = int(entry.wave_hits)
    notes = []
    entry_ref = named.get(int(entry.block_id))
    entry_hits = entry_ref[0].row.hitcount if entry_ref else None
    if traced_waves is None:
        traced_waves = entry_hits or 0
        notes.append("traced waves taken from the entry block's Hitcount (no filenames.json)")
    elif entry_hits is not None and entry_hits != traced_waves:
        notes.append(f"filenames.json lists {traced_waves} traced waves, the entry block's "
                     f"first instruction ran {entry_hits} times")
    if traced_waves <= 0:
        raise MismatchError(f"the thread trace saw no wave of '{kernel}' run its entry block",
                            path=source, hint="trace more CUs (--att-shader-engine-mask) or "
                                              "launch more waves; see docs/validate.md")
    mode = COMPLETE if traced_waves == launch_waves else SAMPLED
    scale = Fraction(traced_waves, launch_waves) if launch_waves else Fraction(0)

    names = {int(r.block_id): r.block for r in rows.itertuples()}
    checks = []
    for r in rows.itertuples():
        bid, th = int(r.block_id), int(r.thread_hits)
        wh = int(r.wave_hits) if r.wave_hits is not None else 0
        inst = by_block.get(bid, [])
        counts = Counter(t.row.hitcount for t in inst)
        expected = wh * scale
        ref = named.get(bid)
        base = dict(function=kernel, block_id=bid, block=r.block, thread_hits=th,
                    wave_hits=wh, static_instructions=len(inst),
                    att_hit_sum=sum(t.row.hitcount for t in inst),
                    counts=sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
        if not ref:
            checks.append(AttBlockCheck(**base, mapping="no-code", att_hits=None,
                                        expected=float(expected), verdict=NA, note=(
                                            "no machine block is named after this block: "
                                            "codegen merged it or left it only a branch")))
            continue
        hits = ref[0].row.hitcount
        mapping = "1:1" if len(counts) == 1 else "restructured"
        copies = _tail_copies(ref, traced)
        parts = []
        if hits == expected:
            observed, verdict = hits, (EXACT if mode == COMPLETE else PROPORTIONAL)
        elif copies and hits + sum(c.row.hitcount for c in copies) == expected:
            observed = hits + sum(c.row.hitcount for c in copies)
            verdict = EXACT if mode == COMPLETE else PROPORTIONAL
            verdict += " (tail-dup.)"
            mapping = "tail-duplicated"
            where = sorted({f"{c.machine_block} (block {names.get(c.ir_block, c.ir_block)})"
                            for c in copies})
            parts.append(f"its code was copied into {', '.join(where)} "
                         f"(tail duplication); its own block ran {hits:,} times, the copies "
                         f"{observed - hits:,}")
        else:
            observed = hits + sum(c.row.hitcount for c in copies)
            verdict = _inexact(observed, expected, mode, tolerance)
            if mode == COMPLETE and observed > expected:
                parts.append("the trace counts issues, also with an empty exec mask (a "
                             "structurized branch without s_cbranch_execz); bbprof counts "
                             "waves with an active lane")
        parts.extend(_explain(inst, ref, hits))
        checks.append(AttBlockCheck(**base, mapping=mapping, att_hits=observed,
                                    expected=float(expected), verdict=verdict,
                                    note="; ".join(parts)))

    predicted = sum(c.wave_hits * c.static_instructions for c in checks)
    measured = sum(t.row.hitcount for t in traced)
    predicted_traced = predicted * scale
    deltas = sorted(((float(c.wave_hits * c.static_instructions * scale) - c.att_hit_sum, c)
                     for c in checks), key=lambda d: -abs(d[0]))
    totals = {
        "predicted_instructions": predicted,
        "predicted_for_traced_waves": float(predicted_traced),
        "att_hitcount_sum": measured,
        "att_padding_hits": sum(t.row.hitcount for t in traced if t.origin == "padding"),
        "relative_difference": (float(predicted_traced - measured) / measured
                                if measured else None),
        "exact": sum(c.verdict.startswith((EXACT, PROPORTIONAL)) for c in checks),
        "differs": sum(c.verdict == DIFFERS for c in checks),
        "restructured_blocks": sum(c.mapping != "1:1" for c in checks),
        "largest_block_differences": [
            {"block": c.block, "predicted": float(c.wave_hits * c.static_instructions * scale),
             "att": c.att_hit_sum, "difference": d} for d, c in deltas[:5] if d],
    }
    if mode == SAMPLED:
        notes.append(f"{traced_waves} of {launch_waves} waves were traced: counts are compared "
                     f"as per-wave rates (wave_hits x {traced_waves}/{launch_waves}); exact "
                     "only if the traced waves behave like the average wave")
    return AttValidation(kernel, mode, traced_waves, launch_waves, checks, totals, source,
                         notes)


def _inexact(observed: int, expected: Fraction, mode: str, tolerance: float) -> str:
    if mode == COMPLETE:
        return DIFFERS
    if observed == 0 and expected < 1:
        return "not sampled"
    if expected and abs(observed - expected) <= tolerance * expected:
        return f"near ({float((observed - expected) / expected) * 100:+.1f}%)"
    return DIFFERS


def _tail_copies(ref: list[TracedInstruction], traced: list[TracedInstruction]
                 ) -> list[TracedInstruction]:
    """First instructions of copies of the named block's code in other machine blocks: the
    named block's first (up to 3) non-branch instructions, in order, elsewhere."""
    head = [t.text for t in ref if not t.row.mnemonic.startswith(("s_branch", "s_cbranch"))][:3]
    if not head:
        return []
    found = []
    for i in range(len(traced) - len(head) + 1):
        t = traced[i]
        if t.block_index == ref[0].block_index or t.origin == "padding":
            continue
        window = traced[i:i + len(head)]
        if ([w.text for w in window] == head
                and len({w.block_index for w in window}) == 1):
            found.append(t)
    return found


def _explain(inst: list[TracedInstruction], ref: list[TracedInstruction], hits: int) -> list[str]:
    """Instructions of the IR block that ran another number of times than its reference."""
    parts = []
    other = Counter()
    for t in inst:
        if t.row.hitcount != hits:
            other[(t.machine_block, t.origin, t.row.hitcount)] += 1
    for (block, origin, count), n in sorted(other.items(), key=lambda kv: kv[0][0]):
        kind = {"llvm": "LLVM-made block", "derived": "LLVM-made block"}.get(origin, "block")
        parts.append(f"{n} instruction(s) of {kind} {block} ran {count:,} times")
    return parts


# ---- the whole check ----------------------------------------------------------------------

def check_att(att_dir: str | Path, profile, ir: str | Path, *, kernel: str | None = None,
              arch: str | None = None, dispatch: int | None = None,
              tolerance: float = 0.1) -> AttValidation:
    """Compare a recorded ``rocprofv3 --att`` folder with a bbprof Profile of the same
    kernel and launch. ``ir``: the uninstrumented IR the profile was instrumented from."""
    from bbprof.ir import load_module
    from bbprof.ir.module import read_ir_text
    from bbprof.isa import analyze

    ir = Path(ir)
    text = read_ir_text(ir)
    if hashlib.sha256(text.encode()).hexdigest() != profile.block_map.input_sha256:
        raise MismatchError("is not the IR this profile was instrumented from (sha256 differs)",
                            path=str(ir))
    target = profile.block_map.target
    if target.kind != "amdgpu":
        raise InputError(f"the profile is of {target.kind} code; the thread-trace check "
                         "is for AMD GPUs")
    kernels = profile.block_map.kernels
    if kernel is None:
        if len(kernels) != 1:
            raise InputError(f"the profile has {len(kernels)} kernels ({', '.join(kernels)}); "
                             "pick one with --kernel")
        kernel = kernels[0]
    arch = arch or profile.device.get("arch") or target.arch
    if not arch:
        raise InputError("no arch to compile the IR for", hint="pass --arch, e.g. gfx942")
    candidates = select_kernel(read_att_dir(att_dir), kernel, dispatch)
    static = analyze(load_module(ir, "amdgpu"), arch)
    try:
        fn = static.function(kernel)
    except KeyError:
        raise MismatchError(f"bbprof's {arch} assembly has no function '{kernel}'",
                            path=str(ir)) from None
    # the dispatch(es) whose code is bbprof's plain build (an instrumented launch of the
    # same kernel, e.g. from `bbprof run --baseline`, is other code)
    matching, errors = [], []
    for d, k in candidates:
        try:
            matching.append((d, k, attribute(k, fn)))
        except MismatchError as exc:
            errors.append((d, exc))
    if not matching:
        raise errors[0][1]
    if len(matching) > 1:
        raise InputError(f"kernel '{kernel}' was traced with bbprof's plain code in "
                         f"{len(matching)} dispatches ({', '.join(d.name for d, _, _ in matching)})",
                         hint="pick one with --att-dispatch N")
    dispatch_rec, att_kernel, traced = matching[0]
    v = compare_att(kernel, profile.to_dataframe(), traced,
                    traced_waves=dispatch_rec.traced_waves, tolerance=tolerance,
                    source=att_kernel.path)
    for d, _ in errors:
        v.notes.append(f"{d.name} traced other code of '{kernel}' (the instrumented kernel?); "
                       "not used")
    if profile.total_launches > 1:
        v.notes.append(f"the profile sums {profile.total_launches} launches; the trace is of "
                       "one dispatch (the comparison is then of rates)")
    v.notes.append("not yet run on AMD hardware: checked on hand-made files in rocprofv3's "
                   "documented format")
    return v


def render_att_text(v: AttValidation) -> list[str]:
    """The per-block table and the totals, as lines of text."""
    out = [f"{v.kernel}: bbprof wave_hits (instrumented) vs rocprofv3 --att Hitcount (plain "
           f"kernel), {v.mode}: {v.traced_waves} of {v.launch_waves} waves traced"]
    w = max([len(str(c.block)) for c in v.blocks] + [5])
    out.append(f"  {'block':<{w}} {'map':<15} {'insts':>5} {'thread_hits':>13} "
               f"{'wave_hits':>11} {'expected':>11} {'att hits':>11}  verdict")
    for c in v.blocks:
        exp = "-" if c.expected is None else (f"{c.expected:,.0f}" if c.expected == int(c.expected)
                                              else f"{c.expected:,.2f}")
        att = "-" if c.att_hits is None else f"{c.att_hits:,}"
        out.append(f"  {str(c.block):<{w}} {c.mapping:<15} {c.static_instructions:>5} "
                   f"{c.thread_hits:>13,} {c.wave_hits:>11,} {exp:>11} {att:>11}  {c.verdict}")
        if c.note:
            out.append(f"  {'':<{w}} note: {c.note}")
    t = v.totals
    rel = t["relative_difference"]
    out.append(f"  dynamic instructions: predicted {t['predicted_for_traced_waves']:,.0f} "
               f"(wave_hits x static instructions, for the traced waves), trace "
               f"{t['att_hitcount_sum']:,} (sum of Hitcount)"
               + (f", difference {rel * 100:+.2f}%" if rel is not None else ""))
    for d in t["largest_block_differences"]:
        out.append(f"    {d['block']}: predicted {d['predicted']:,.0f}, trace {d['att']:,} "
                   f"({d['difference']:+,.0f})")
    out.append(f"  blocks: agree {t['exact']}, differ {t['differs']}, restructured "
               f"{t['restructured_blocks']}")
    out.extend(f"  note: {n}" for n in v.notes)
    return out
