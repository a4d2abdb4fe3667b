"""Where a kernel's warps wait, instrumented against plain, from Nsight Compute's
per-instruction warp-stall samples.

    python scripts/ncu_stalls.py DIR/NAME.sass.csv [...] [--json OUT]

Each input is ``ncu -i REPORT --page source --print-source sass --csv`` of a report that
``scripts/ncu_launch_pair.py`` made (two launches of one kernel: bbprof's instrumented
binary first, then the plain one; the ``ncu`` part of ``scripts/device_batch_round8.sh``
writes them). Per launch it prints the stall samples (each is one warp seen waiting at
one instruction) split by how often the instruction ran: ``once`` (at most once per warp:
entry code, loop exits), ``loop`` (as often as most instructions that run more than once
per warp, within 1%: a hot loop's straight path), ``other`` (side blocks of branches,
reconvergence points that run twice); the executed warp instructions of
each class; the samples' reasons; and per SASS opcode, the instrumented launch's samples
minus the plain one's. A sample counts a warp's cycle, not the kernel's: warps that all
wait in their exit code at the kernel's end add samples that no other warp's work hides,
and warps stalled while others issue add samples that cost nothing.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import sys
from collections import Counter
from pathlib import Path

SAMPLES = "Warp Stall Sampling (All Samples)"
EXECUTED = "Instructions Executed"


def launches(text: str) -> list[list[dict]]:
    """The rows of each launch in one ``--page source --csv`` listing (a ``"Kernel
    Name"`` line opens each)."""
    out = []
    for part in text.split('"Kernel Name"')[1:]:
        body = "\n".join(part.splitlines()[1:])
        out.append(list(csv.DictReader(io.StringIO(body))))
    return [rows for rows in out if rows]


def _int(value: str | None) -> int:
    try:
        return int((value or "0").replace(",", ""))
    except ValueError:
        return 0


def opcode(source: str) -> str:
    """``@!P0 BRA 0x...`` -> ``BRA``; ``FADD.FTZ R1, ...`` -> ``FADD``."""
    words = source.split()
    if not words:
        return ""
    word = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
    return word.split(".")[0]


def summary(rows: list[dict]) -> dict:
    """One launch's figures (see the module's docstring)."""
    counts = [_int(r.get(EXECUTED)) for r in rows]
    first = next((c for c in counts if c > 0), 0)     # the entry: once per warp
    # the loop's count: the one most instructions share above once per warp (an
    # iteration's straight path; BSYNC after a divergent branch runs twice)
    hot = Counter(c for c in counts if c > first).most_common(1)
    loop = hot[0][0] if hot else 0
    reasons = [c for c in rows[0] if c.startswith("stall_") and "Not Issued" not in c]

    def kind(count: int) -> str:
        if count == 0:
            return "never"
        if count <= first:
            return "once"
        if abs(count - loop) <= 0.01 * loop:
            return "loop"
        return "other"

    samples, executed, static = Counter(), Counter(), Counter()
    by_reason, by_opcode = Counter(), Counter()
    for row, count in zip(rows, counts):
        k, n = kind(count), _int(row.get(SAMPLES))
        samples[k] += n
        executed[k] += count
        static[k] += 1
        by_opcode[opcode(row.get("Source", ""))] += n
        for reason in reasons:
            by_reason[reason[len("stall_"):]] += _int(row.get(reason))
    return {"warps": first, "loop_count": loop, "samples": sum(samples.values()),
            "samples_by_class": dict(samples), "executed_by_class": dict(executed),
            "static_by_class": dict(static), "reasons": dict(by_reason.most_common()),
            "by_opcode": dict(by_opcode)}


def report(path: Path) -> dict:
    runs = [summary(rows) for rows in launches(path.read_text())]
    out = {"file": str(path), "launches": runs}
    if len(runs) >= 2:
        inst, plain = runs[0], runs[1]
        ops = set(inst["by_opcode"]) | set(plain["by_opcode"])
        out["opcode_delta"] = dict(sorted(
            ((op, inst["by_opcode"].get(op, 0) - plain["by_opcode"].get(op, 0)) for op in ops),
            key=lambda kv: -abs(kv[1])))
        out["class_delta"] = {k: inst["samples_by_class"].get(k, 0)
                              - plain["samples_by_class"].get(k, 0)
                              for k in ("once", "loop", "other")}
    return out


def render(result: dict) -> str:
    lines = [result["file"]]
    names = ["instrumented", "plain"] + [f"launch {i}" for i in range(2, 10)]
    for name, run in zip(names, result["launches"]):
        classes = ", ".join(
            f"{k} {run['samples_by_class'].get(k, 0)} ({run['static_by_class'].get(k, 0)} "
            f"instructions, {run['executed_by_class'].get(k, 0):,} executed)"
            for k in ("once", "loop", "other"))
        top = ", ".join(f"{k} {v}" for k, v in list(run["reasons"].items())[:6])
        lines += [f"  {name}: {run['samples']} samples; {classes}", f"    reasons: {top}"]
    if "class_delta" in result:
        delta = ", ".join(f"{k} {v:+d}" for k, v in result["class_delta"].items())
        ops = ", ".join(f"{k} {v:+d}" for k, v in list(result["opcode_delta"].items())[:12])
        lines += [f"  instrumented - plain: {delta}", f"    by opcode: {ops}"]
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    results = []
    for path in args.files:
        if not path.is_file():
            print(f"error: {path}: no such file (an ncu --page source --csv listing)",
                  file=sys.stderr)
            return 2
        result = report(path)
        if not result["launches"]:
            print(f"error: {path}: no kernel listing in it (expected ncu's --page source "
                  "--print-source sass --csv output)", file=sys.stderr)
            return 2
        results.append(result)
        print(render(result))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
