"""bbprof's counts against Nsight Compute's, block by block, with every difference named.

Inputs: bbprof's per-block ``thread_hits``/``wave_hits`` (a Profile of the instrumented
kernel), and ncu's per-SASS-instruction executions of the *plain* kernel, each instruction
attributed to its IR block (``attribution.py``). For one IR block:

* **mapping** ``1:1``: every SASS instruction carrying the block's line ran equally often
  (one warp count, one thread count). Then the block's ncu counts are those counts.
* **mapping** ``restructured``: its instructions ran different numbers of times, because
  ptxas if-converted part of it (guarded instructions, run by the threads of the enclosing
  block), moved code out of or into it (hoisting, sinking, tail duplication), or unrolled a
  loop (the copies run fewer times each). The reference instruction is the first one
  (by address) that ran exactly ``thread_hits`` times, else the first unguarded one; the
  other instructions are listed with what explains them.
* **mapping** ``no-sass``: no instruction carries the block's line (ptxas merged it, or it
  was only a branch); nothing to compare.

The thread verdict compares ``thread_hits`` with the reference instruction's "Thread
Instructions Executed"; the wave verdict ``wave_hits`` with its "Instructions Executed".
Where they cannot agree is documented in docs/validate.md: ``wave_hits`` counts converged
groups that reached bbprof's counter, which ptxas may place before the warp reconverges
(join blocks: more than one predecessor), so such blocks are marked ``join``.

Kernel totals: bbprof predicts the dynamic SASS instruction count as
sum(wave_hits x static SASS instructions of the block); ncu measures
``smsp__inst_executed.sum``. Per-block differences (prediction minus the sum of the
block's ncu warp executions) say where the total differs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field

from bbprof.validate.attribution import Executed

EXACT, DIFFERS, NA = "exact", "DIFFERS", "n/a"


@dataclass
class BlockCheck:
    function: str
    block_id: int
    block: str
    thread_hits: int
    wave_hits: int
    static_sass: int
    mapping: str                    # 1:1 | restructured | no-sass
    ncu_threads: int | None
    ncu_warps: int | None
    thread_verdict: str
    wave_verdict: str
    join: bool                      # more than one predecessor: wave_hits may differ
    ncu_warp_sum: int               # sum over the block's instructions (for the totals)
    counts: list[tuple[int, int, int]] = field(default_factory=list)  # (warps, threads, n)
    note: str = ""

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class Validation:
    kernel: str
    blocks: list[BlockCheck]
    totals: dict
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "blocks": [b.to_json() for b in self.blocks],
                "totals": self.totals, "notes": self.notes}


def predecessors(block_map, function: str) -> dict[int, set[int]]:
    preds: dict[int, set[int]] = {}
    fn = block_map.function(function)
    for b in fn.blocks:
        preds.setdefault(b.id, set())
        for s in b.successors:
            preds.setdefault(s, set()).add(b.id)
    return preds


def compare(kernel: str, frame, executed: list[Executed], static: dict, *,
            preds: dict[str, dict[int, set[int]]], inst_executed: int | None,
            unmatched_warps: int = 0) -> Validation:
    """``frame``: Profile.to_dataframe() of the instrumented run (one launch)."""
    by_block: dict[tuple[str, int], list[Executed]] = {}
    for e in executed:
        if e.sass.attributed:
            by_block.setdefault((e.sass.ir_function, e.sass.ir_block), []).append(e)
    thread_counts = {(r.function, int(r.block_id)): int(r.thread_hits)
                     for r in frame.itertuples()}
    names = {(r.function, int(r.block_id)): r.block for r in frame.itertuples()}
    checks = []
    for r in frame.itertuples():
        key = (r.function, int(r.block_id))
        th, wh = int(r.thread_hits), int(r.wave_hits) if r.wave_hits is not None else 0
        inst = sorted(by_block.get(key, []), key=lambda e: e.sass.offset)
        join = len(preds.get(r.function, {}).get(key[1], ())) > 1
        n = static.get(key, 0)
        if not inst:
            checks.append(BlockCheck(r.function, key[1], r.block, th, wh, n, "no-sass", None,
                                     None, NA, NA, join, 0, note=(
                                         "no SASS instruction carries this block's line: "
                                         "ptxas merged it into a neighbour, or it held only "
                                         "a branch" if n == 0 or th else
                                         "not executed (no launch reached it)")))
            continue
        pairs = Counter((e.warp_executed, e.thread_executed) for e in inst)
        matching = [e for e in inst if e.thread_executed == th]
        unguarded = [e for e in inst if not e.sass.guarded]
        # if-converted: the block's code runs predicated in its enclosing block; its
        # threads are the instruction's predicated-on threads
        pred_on = [e for e in inst if e.sass.guarded and e.pred_on_executed == th]
        ref = (matching or pred_on or unguarded or inst)[0]
        mapping = "1:1" if len(pairs) == 1 else "restructured"
        if_converted = not matching and bool(pred_on)
        if ref.thread_executed == th:
            thread_verdict = EXACT
        elif if_converted:
            thread_verdict, mapping = "exact (pred-on)", "if-converted"
        else:
            thread_verdict = DIFFERS
        if wh == ref.warp_executed:
            wave_verdict = EXACT
        elif if_converted:
            wave_verdict = "n/a (if-conv.)"
        elif join:
            wave_verdict = "differs (join)"
        else:
            wave_verdict = DIFFERS
        note = _explain(inst, ref, th, r.loop_depth, thread_counts, names, key)
        if if_converted:
            note = ("if-converted by ptxas: predicated instructions run by the enclosing "
                    "block's warps; predicated-on threads equal thread_hits")
        elif (thread_verdict == DIFFERS and 0 < ref.thread_executed < th
              and len(pairs) == 1):
            note = (f"{th - ref.thread_executed:,} of the block's thread entries ran a copy "
                    "of its code carrying a predecessor's line (tail duplication, e.g. of "
                    "EXIT)")
        if wave_verdict != EXACT and wh and ref.warp_executed:
            note = ("; ".join(filter(None, [note, f"wave_hits/ncu warps = "
                                            f"{wh / ref.warp_executed:.3g}"])))
        checks.append(BlockCheck(
            r.function, key[1], r.block, th, wh, n, mapping, ref.thread_executed,
            ref.warp_executed, thread_verdict, wave_verdict, join,
            sum(e.warp_executed for e in inst),
            [(w, t, c) for (w, t), c in sorted(pairs.items(), key=lambda kv: -kv[1])], note))
    predicted = sum(c.wave_hits * c.static_sass for c in checks)
    attributed = sum(c.ncu_warp_sum for c in checks)
    unattributed = sum(e.warp_executed for e in executed if not e.sass.attributed)
    measured = inst_executed if inst_executed is not None else \
        attributed + unattributed + unmatched_warps
    deltas = sorted(((c.wave_hits * c.static_sass - c.ncu_warp_sum, c) for c in checks),
                    key=lambda d: -abs(d[0]))
    totals = {
        "predicted_sass_executed": predicted,
        "ncu_inst_executed": measured,
        "ncu_inst_executed_source": ("smsp__inst_executed.sum" if inst_executed is not None
                                     else "sum of the source page"),
        "ncu_attributed": attributed,
        "ncu_unattributed": unattributed + unmatched_warps,
        "relative_difference": (predicted - measured) / measured if measured else None,
        "restructured_blocks": sum(c.mapping == "restructured" for c in checks),
        "thread_exact": sum(c.thread_verdict.startswith(EXACT) for c in checks),
        "thread_differs": sum(c.thread_verdict == DIFFERS for c in checks),
        "wave_exact": sum(c.wave_verdict == EXACT for c in checks),
        "wave_differs": sum(not c.wave_verdict.startswith((EXACT, NA)) for c in checks),
        "largest_block_differences": [
            {"function": c.function, "block": c.block, "predicted": c.wave_hits * c.static_sass,
             "ncu": c.ncu_warp_sum, "difference": d} for d, c in deltas[:5] if d],
    }
    return Validation(kernel, checks, totals)


def _explain(inst: list[Executed], ref: Executed, thread_hits: int, loop_depth,
             thread_counts: dict, names: dict, key) -> str:
    others = [e for e in inst if (e.warp_executed, e.thread_executed)
              != (ref.warp_executed, ref.thread_executed)]
    if not others and ref.thread_executed == thread_hits:
        return ""
    parts = []
    if ref.thread_executed != thread_hits:
        parts.append(f"no instruction ran thread_hits={thread_hits:,} times "
                     f"(counts {sorted({e.thread_executed for e in inst})})")
    guarded = [e for e in others if e.sass.guarded]
    if guarded:
        pred_ok = all(e.pred_on_executed is not None and e.pred_on_executed <= e.thread_executed
                      for e in guarded)
        parts.append(f"{len(guarded)} predicated (if-converted) instructions"
                     + (" run by the enclosing block's threads" if pred_ok else ""))
    rest = [e for e in others if not e.sass.guarded]
    moved = Counter()
    for e in rest:
        match = next((k for k, v in thread_counts.items() if v == e.thread_executed
                      and k != key and k[0] == key[0]), None)
        if match is not None:
            moved[names[match]] += 1
    if moved:
        parts.append(", ".join(f"{n} instructions run as often as block {b} (moved there by "
                               "ptxas)" for b, n in moved.items()))
    left = len(rest) - sum(moved.values())
    if left:
        why = ("unrolled or duplicated loop copies" if loop_depth and loop_depth > 0
               else "duplicated or moved code")
        parts.append(f"{left} instructions with other counts ({why})")
    return "; ".join(parts)
