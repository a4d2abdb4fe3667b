"""Per IR block: bbprof's wave_hits against the trace's Hitcount of the block's first
instruction (complete traces: equal; sampled ones: per-wave rates), with the totals and
the reasons a block differs (tail duplication, restructured code)."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field
from fractions import Fraction

from bbprof.errors import MismatchError
from bbprof.validate.rocprof.attribution import TracedInstruction

COMPLETE, SAMPLED = "complete", "sampled"
EXACT, PROPORTIONAL, DIFFERS, NA = "exact", "proportional", "DIFFERS", "n/a"


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
