"""The issue model (``bbprof.isa.issue``) against Nsight Compute, machine block by block.

ncu counts every SASS instruction's warp-level executions ("Instructions Executed"); all
instructions of one machine block run equally often, so each machine block has one
measured count. The model gives each machine block a count from bbprof's IR block counts
(and the trip histograms of unrolled loops) and names its rule. Compared here: per
machine block, per instruction group (``bbprof.isa.groups.sass_group``: the shares of
issued instructions a report prints) and in total.
"""

from __future__ import annotations

from collections import Counter


def model_counts(kernel: str, listing: str, profile):
    """The issue model of ``kernel``'s plain SASS (``listing``: nvdisasm -c -g of the
    block-line compile) and its counts from ``profile``."""
    from bbprof.isa import issue, sass_cfg
    from bbprof.isa.sass import parse_listing as parse_sass
    from bbprof.validate.attribution import parse_listing

    functions = parse_listing(listing)
    raw = parse_sass(listing)
    cfg = sass_cfg.build(kernel, functions[kernel], raw[kernel].labels)
    fn = profile.block_map.function(kernel)
    frame = profile.to_dataframe()
    rows = frame[frame.function == kernel]
    waves = {int(r.block_id): int(r.wave_hits) for r in rows.itertuples()}
    return issue.counts_of(cfg, [b.successors for b in fn.blocks], waves,
                           profile.trips.get(kernel))


def compare_issue(counts, executed, measured_total: int | None) -> dict:
    """Per machine block, per group and in total: the model against ncu's executions
    (``executed``: the joined per-instruction rows of the kernel)."""
    from bbprof.isa.categories import SASS_GROUP_NAMES as GROUPS, sass_group

    by_offset = {e.sass.offset: e.warp_executed for e in executed}
    blocks, model_groups, ncu_groups = [], Counter(), Counter()
    for b in counts.model.cfg.blocks:
        runs = counts.executions.get(b.index, 0)
        measured = [by_offset.get(op.offset) for op in b.ops]
        known = [m for m in measured if m is not None]
        blocks.append({"block": b.index, "offset": b.start, "instructions": len(b),
                       "ir_blocks": sorted(b.ir_blocks), "rule": counts.rules[b.index],
                       "model": runs, "ncu": max(known) if known else None,
                       "ncu_counts": sorted(set(known))})
        for op, m in zip(b.ops, measured):
            group = sass_group(op.mnemonic)
            model_groups[group] += runs
            ncu_groups[group] += m or 0
    predicted = sum(model_groups.values())
    ncu_sum = sum(ncu_groups.values())
    measured = measured_total if measured_total is not None else ncu_sum
    groups = []
    for g in GROUPS:
        a = model_groups[g] / predicted if predicted else 0.0
        n = ncu_groups[g] / ncu_sum if ncu_sum else 0.0
        groups.append({"group": g, "model": model_groups[g], "ncu": ncu_groups[g],
                       "model_share": a, "ncu_share": n, "share_difference_pp": 100 * (a - n)})
    return {
        "predicted": predicted,
        "ncu_inst_executed": measured,
        "ncu_listed": ncu_sum,
        "relative_difference": (predicted - measured) / measured if measured else None,
        "largest_share_difference_pp": max((abs(g["share_difference_pp"]) for g in groups),
                                           default=0.0),
        "rules": dict(Counter(counts.rules.values())),
        "blocks_differ": [b for b in blocks if b["ncu"] is not None and b["model"] != b["ncu"]],
        "blocks": blocks,
        "groups": groups,
        "notes": counts.notes,
    }
