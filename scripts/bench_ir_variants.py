"""Counting variants of the same captured kernels, timed side by side on one GPU (issue 39).

Where a real-world kernel is slower under bbprof, the question is which piece of the
counting code costs it; this times several ways of instrumenting the same IR against the
plain kernel, alternating, with ``bbprof run --baseline`` (each run launches the plain and
the instrumented kernel in turn, compares their outputs bit for bit and keeps every launch's
time). Two steps, so that variants written by different trees (a change and the commit
before it) meet in one folder:

  prepare (CPU): instrument every kernel of SPEC with this tree's ``instrument`` and the
      options of one variant, into DIR/<kernel>/<label>.{ll,json} (the plain IR beside
      them as plain.ll); run it once per variant and tree.
        python scripts/bench_ir_variants.py prepare --spec S --dir D --label default
        python scripts/bench_ir_variants.py prepare --spec S --dir D --label reference \\
            -- --placement every-block --loops-in-memory
  check (CPU): every prepared variant on the emulator at the spec's small size (the same
      seeded inputs for all), its outputs bit for bit the plain kernel's (the spec's
      arguments are right, the variant keeps the kernel's results) and, where the kernel
      has a variant labelled ``reference``, its decoded counts equal the reference's on
      every block (timing-only variants: outputs only).
  strip (CPU): a timing-only variant made from a prepared one by deleting counter
      atomics from its inline assembly (``--keep none``: every ``red.global``; ``first``:
      all but the first of each flush group) or guarding them never to run (``never``:
      ptxas keeps the code that feeds them, which it drops with ``none``), to split a
      variant's cost into its atomics and the rest; its counts are wrong by
      construction, so ``check`` compares only its outputs and ``run`` marks it
      ``timing_only``.
        python scripts/bench_ir_variants.py strip --dir D --from default --label noreds
  run (GPU): ROUNDS rounds, each every (kernel, variant) in a rotated order, REPEAT
      launches per run; per variant the median over rounds of the median ratio of its
      launches, into --json (and a table on stdout).

SPEC is JSON: ``{"kernels": [{"name", "ir", "grid", "block", "args": [...], "small":
{"grid", "args"}}]}`` with ``args`` in ``bbprof run -a`` syntax (``f32[16777216]:random``,
``i32:1``, ``null``); ``small`` is the emulator's size. ``ir`` may name ``$FGCAP`` (the
folder of captured FlagGems IR, scripts/capture_triton_cpu.py).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ir_path(kernel: dict) -> Path:
    return Path(os.path.expandvars(kernel["ir"]))


def prepare(spec: dict, folder: Path, label: str, options: list[str]) -> int:
    failed = 0
    for kernel in spec["kernels"]:
        where = folder / kernel["name"]
        where.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(_ir_path(kernel), where / "plain.ll")
        done = subprocess.run(
            [sys.executable, "-m", "bbprof", "instrument", str(where / "plain.ll"),
             "-o", str(where / f"{label}.ll"), "--map", str(where / f"{label}.json"),
             *kernel.get("instrument", []), *options],
            capture_output=True, text=True)
        note = {"label": label, "options": options, "exit": done.returncode,
                "stderr": done.stderr[-4000:], "commit": _commit()}
        (where / f"{label}.note.json").write_text(json.dumps(note, indent=1))
        print(f"{kernel['name']} {label}: exit {done.returncode}")
        failed += done.returncode != 0
    # the folder's spec: every kernel prepared so far (a variant prepared for some of them
    # leaves the others in), this spec's entries replacing those of the same name
    known = folder / "spec.json"
    kernels = {k["name"]: k for k in (json.loads(known.read_text())["kernels"]
                                      if known.exists() else [])}
    kernels.update({k["name"]: k for k in spec["kernels"]})
    known.write_text(json.dumps({**spec, "kernels": list(kernels.values())}, indent=1))
    return 1 if failed else 0


_RED = re.compile(r"(?:@!?%\w+ )?red\.global\.add\.u64 \[[^\]]*\], %\w+;\\0A\\09")


def strip(folder: Path, source: str, label: str, keep: str) -> int:
    """Timing-only variant ``label`` of every kernel prepared as ``source``: ``keep``
    "none" (no ``red`` left), "first" (the first of each statement's), "drop-last-N"
    (each statement's last N deleted, where it has more than N), or "never" (every
    ``red`` left in place, also guarded by its address being null, which it never is).

    Deleting a ``red`` deletes more than the atomic: ptxas then drops the ballots and
    popcounts that only fed it and the elected lane's branch around it (FlagGems' gelu
    for sm_90: 176 SASS instructions, 136 with no ``red``; pow 472 and 296;
    bench/h100_round23), so "none" times the kernel without its counting statements'
    work. "never" keeps that work (ptxas cannot know the guard is false; it may put a
    branch around a guarded ``red``: gelu 2 -> 5 ``BSSY``) and only the memory
    operations do not run: the two split a statement's cost into its memory operations
    and the code that makes them, the closer the fewer branches ptxas adds."""
    for where in sorted(p for p in folder.iterdir() if (p / f"{source}.ll").exists()):
        text = (where / f"{source}.ll").read_text()
        removed = 0
        if keep == "never":
            text, removed = _never(text)
            _write_stripped(where, source, label, keep, text, removed)
            continue

        def one_group(match: re.Match) -> str:
            nonlocal removed
            seen, total = 0, len(_RED.findall(match.group(0)))
            last = int(keep.rsplit("-", 1)[1]) if keep.startswith("drop-last-") else 0

            def red(m: re.Match) -> str:
                nonlocal seen, removed
                seen += 1
                if ((keep == "first" and seen == 1)
                        or (last and (total <= last or seen <= total - last))):
                    return m.group(0)
                removed += 1
                return ""
            return _RED.sub(red, match.group(0))
        text = re.sub(r'asm sideeffect "[^"]*"', one_group, text)
        _write_stripped(where, source, label, keep, text, removed)
    return 0


def _write_stripped(where: Path, source: str, label: str, keep: str, text: str,
                    changed: int) -> None:
    (where / f"{label}.ll").write_text(text)
    shutil.copyfile(where / f"{source}.json", where / f"{label}.json")
    (where / f"{label}.note.json").write_text(json.dumps(
        {"label": label, "from": source, "keep": keep, "timing_only": True,
         "reds_removed" if keep != "never" else "reds_guarded": changed,
         "commit": _commit()}, indent=1))
    print(f"{where.name} {label}: {changed} red(s) "
          f"{'guarded never to run' if keep == 'never' else 'removed'} from {source}")


_NL = "\\0A\\09"
_GUARDED_RED = re.compile(r"(?:@(!?%\w+) )?red\.global\.add\.u64 \[([^\]+]+)")


def _never(text: str) -> tuple[str, int]:
    """Every counter ``red`` of ``text``'s inline assembly also guarded by its address
    register being null (``setp.eq.[and.]u64 %bbp_nv, base, 0[, guard]``)."""
    count = 0

    def statement(match: re.Match) -> str:
        nonlocal count
        body = match.group(0)
        if not _GUARDED_RED.search(body):
            return body

        def red(m: re.Match) -> str:
            nonlocal count
            count += 1
            guard, base = m.group(1), m.group(2)
            test = (f"setp.eq.and.u64 %bbp_nv, {base}, 0, {guard};" if guard
                    else f"setp.eq.u64 %bbp_nv, {base}, 0;")
            return f"{test}{_NL}@%bbp_nv red.global.add.u64 [{base}"
        body = _GUARDED_RED.sub(red, body)
        return body.replace("{" + _NL, "{" + _NL + ".reg .pred %bbp_nv;" + _NL, 1)
    return re.sub(r'asm sideeffect "[^"]*"', statement, text), count


def _timing_only(where: Path, label: str) -> bool:
    note = where / f"{label}.note.json"
    return note.exists() and json.loads(note.read_text()).get("timing_only", False)


def _commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                              capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "bbprof"], cwd=ROOT,
                               capture_output=True, text=True).stdout.strip()
        return head + ("+wt" if dirty else "")
    except OSError:
        return os.environ.get("BBPROF_COMMIT", "unknown")


def _variants(where: Path) -> list[str]:
    return sorted(p.stem for p in where.glob("*.ll") if p.stem != "plain"
                  and (where / f"{p.stem}.json").exists())


def _run(where: Path, label: str, kernel: dict, *, backend: str, grid, args,
         repeat: int, keep: bool = False) -> dict:
    out = where / f"{label}.{backend}.bbprof"
    command = [sys.executable, "-m", "bbprof", "run", str(where / f"{label}.ll"),
               "--map", str(where / f"{label}.json"), "--original", str(where / "plain.ll"),
               "--baseline", "-n", str(repeat), "--backend", backend,
               "--grid", ",".join(map(str, grid)), "--block", str(kernel["block"]),
               "-o", str(out)]
    for a in args:
        command += ["-a", a]
    started = time.time()
    done = subprocess.run(command, capture_output=True, text=True)
    row = {"kernel": kernel["name"], "variant": label, "exit": done.returncode,
           "seconds": round(time.time() - started, 1)}
    if _timing_only(where, label):
        row["timing_only"] = True
    if done.returncode or not out.exists():
        row["error"] = (done.stderr or done.stdout)[-600:]
        return row
    profile = json.loads(out.read_text())
    (launch,) = profile["launches"]
    ratios = [a / b for a, b in zip(launch["kernel_ms"], launch["baseline_ms"])]
    row.update(ratio=statistics.median(ratios),
               kernel_ms=statistics.median(launch["kernel_ms"]),
               baseline_ms=statistics.median(launch["baseline_ms"]),
               outputs_identical=profile["meta"].get("outputs_identical"),
               command=" ".join(command[1:]))
    if keep:
        row["counts"] = profile["counts"]
    out.unlink()
    return row


def check(folder: Path) -> int:
    """Every variant on the emulator at the small size: outputs bit for bit the plain
    kernel's, counts the trace's (bbprof run --baseline on the emulator checks outputs;
    counts against the trace: the emulator records it for the plain run)."""
    spec = json.loads((folder / "spec.json").read_text())
    bad = 0
    for kernel in spec["kernels"]:
        where = folder / kernel["name"]
        small = kernel["small"]
        labels = _variants(where)
        rows = {label: _run(where, label, kernel, backend="emulator", grid=small["grid"],
                            args=small["args"], repeat=1, keep=True) for label in labels}
        reference = rows.get("reference", {}).get("counts")
        for label, row in rows.items():
            ok = row.get("outputs_identical") is True
            what = "outputs identical" if ok else row.get("error") or "outputs differ"
            if ok and reference is not None and not _timing_only(where, label):
                same = row["counts"] == reference
                ok &= same
                what += (", counts equal to the reference's" if same
                         else ", COUNTS DIFFER from the reference's")
            bad += not ok
            print(f"{kernel['name']} {label}: {what}")
    return 1 if bad else 0


def run(folder: Path, rounds: int, repeat: int, out_json: Path, budget: float) -> int:
    spec = json.loads((folder / "spec.json").read_text())
    started = time.time()
    rows: list[dict] = []
    pairs = [(k, label) for k in spec["kernels"] for label in _variants(folder / k["name"])]
    for r in range(rounds):
        if r and time.time() - started > budget:
            print(f"budget spent after {r} round(s)")
            break
        shift = r % max(len(pairs), 1)
        for kernel, label in pairs[shift:] + pairs[:shift]:
            row = _run(folder / kernel["name"], label, kernel, backend="cuda",
                       grid=kernel["grid"], args=kernel["args"], repeat=repeat)
            row["round"] = r
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k != "command"}), flush=True)
        _write(out_json, spec, rows, rounds, repeat)
    _write(out_json, spec, rows, rounds, repeat)
    return 0


def _write(out_json: Path, spec: dict, rows: list[dict], rounds: int, repeat: int) -> None:
    summary: dict[str, dict[str, dict]] = {}
    for row in rows:
        if "ratio" not in row:
            continue
        s = summary.setdefault(row["kernel"], {}).setdefault(
            row["variant"], {"ratios": [], "identical": True})
        s["ratios"].append(row["ratio"])
        s["identical"] &= bool(row.get("outputs_identical"))
    for variants in summary.values():
        for s in variants.values():
            s["median"] = statistics.median(s["ratios"])
    out_json.write_text(json.dumps({
        "command": " ".join(sys.argv), "rounds": rounds, "repeat": repeat,
        "commit": _commit(), "spec": spec, "summary": summary, "rows": rows}, indent=1))
    for name, variants in summary.items():
        print(name, {v: f"{s['median']:.3f}x ({len(s['ratios'])} rounds)"
                     for v, s in variants.items()})


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--spec", type=Path, required=True)
    p.add_argument("--dir", type=Path, required=True)
    p.add_argument("--label", required=True)
    p.add_argument("options", nargs="*", help="instrument's options for this variant")
    c = sub.add_parser("check")
    c.add_argument("--dir", type=Path, required=True)
    s = sub.add_parser("strip")
    s.add_argument("--dir", type=Path, required=True)
    s.add_argument("--from", dest="source", required=True)
    s.add_argument("--label", required=True)
    s.add_argument("--keep", default="none",
                   help="none, first, drop-last-N (N a number), or never (every red "
                        "kept, guarded never to run)")
    r = sub.add_parser("run")
    r.add_argument("--dir", type=Path, required=True)
    r.add_argument("--rounds", type=int, default=3)
    r.add_argument("--repeat", type=int, default=100)
    r.add_argument("--budget-s", type=float, default=400)
    r.add_argument("--json", type=Path, required=True)
    opts = parser.parse_args(argv)
    if opts.step == "prepare":
        return prepare(json.loads(opts.spec.read_text()), opts.dir, opts.label, opts.options)
    if opts.step == "strip":
        return strip(opts.dir, opts.source, opts.label, opts.keep)
    if opts.step == "check":
        return check(opts.dir)
    return run(opts.dir, opts.rounds, opts.repeat, opts.json, opts.budget_s)


if __name__ == "__main__":
    sys.exit(main())
