"""Instrument a fixed set of IR files in every counting mode and record what came out.

For checking that a refactor leaves the instrumented IR byte-identical: run it once with
the old code and once with the new, then compare the two digests.

    PYTHONPATH=/path/to/old python scripts/instrument_digest.py write old.json
    PYTHONPATH=/path/to/new python scripts/instrument_digest.py write new.json
    python scripts/instrument_digest.py compare old.json new.json

A digest holds, per (input, mode), the sha256 of the instrumented text and the block map
as JSON. ``compare`` says which texts differ, and (with the comparing checkout's
``BlockMap``, which reads every format version) which block maps differ in meaning:
both maps are loaded and compared as values, so a format-version change alone is no
difference. Inputs: tests/data/corpus, bbprof/examples, tests/lit, tests/data/host (and
../shared's Triton corpus with ``--shared``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ["tests/data/corpus/*/*.ll*", "bbprof/examples/*.ll", "tests/lit/*.ll",
          "tests/data/host/*.ll"]
MODES = ["thread,wave/spanning-tree", "thread,wave/every-block", "thread,wave/every-block,wide",
         "thread/every-block", "wave/spanning-tree", "wave/every-block",
         "thread/spanning-tree", "thread,wave/spanning-tree,loops-in-memory",
         "thread,wave/every-block,loops-in-memory"]


def _mode(name: str):
    from bbprof.instrument.modes import Mode

    fields, _, rest = name.partition("/")
    placement, *flags = rest.split(",")
    return Mode.parse(fields, placement, wide="wide" in flags,
                      loops_in_memory="loops-in-memory" in flags)


def _arch(path: Path, module) -> str | None:
    if module.arch() or module.target.kind != "nvptx":
        return module.arch()
    return "sm_80" if "sm_80" in str(path) else "sm_90a"


def write(out: Path, shared: bool) -> None:
    from bbprof.errors import BbprofError, TargetError
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    paths = sorted(p for pattern in INPUTS for p in ROOT.glob(pattern))
    if shared:
        corpus = ROOT.parent / "shared"
        paths += sorted(corpus.glob("triton*/*/*.ll")) + sorted(corpus.glob("triton-h200/*.llir"))
    digest: dict[str, dict] = {}
    for path in paths:
        try:
            module = load_module(path)
        except TargetError:   # host programs name no triple
            module = load_module(path, "host")
        for name in MODES:
            key = f"{path.relative_to(path.parents[2]) if shared else path.relative_to(ROOT)}" \
                  f" [{name}]"
            try:
                result = instrument(module, mode=_mode(name), arch=_arch(path, module))
            except BbprofError as exc:   # refused the same way by both versions, or not
                digest[key] = {"error": str(exc)}
                continue
            data = json.loads(result.block_map.to_json())
            data["input"]["path"] = str(path.relative_to(ROOT)) if not shared else path.name
            digest[key] = {"text_sha256": hashlib.sha256(result.text.encode()).hexdigest(),
                           "block_map": data}
    out.write_text(json.dumps(digest, indent=0) + "\n")
    print(f"{len(digest)} (input, mode) pairs from {len(paths)} inputs -> {out}")


def _comparable(data: dict):
    """The block map as a value, without what older versions did not record (version 2
    has no argument names)."""
    from dataclasses import replace

    from bbprof.instrument.blockmap import BlockMap

    value = BlockMap.from_dict(data)
    return replace(value, functions=tuple(replace(f, args=()) for f in value.functions))


def compare(old_path: Path, new_path: Path) -> int:
    old, new = (json.loads(p.read_text()) for p in (old_path, new_path))
    problems = []
    if set(old) != set(new):
        problems.append(f"different (input, mode) pairs: {sorted(set(old) ^ set(new))[:5]}")
    same_text = same_map = 0
    for key in sorted(set(old) & set(new)):
        a, b = old[key], new[key]
        if "error" in a or "error" in b:
            if a.get("error") != b.get("error"):
                problems.append(f"{key}: {a.get('error')!r} vs {b.get('error')!r}")
            continue
        if a["text_sha256"] != b["text_sha256"]:
            problems.append(f"{key}: the instrumented text differs")
        else:
            same_text += 1
        if _comparable(a["block_map"]) != _comparable(b["block_map"]):
            problems.append(f"{key}: the block maps differ as values")
        else:
            same_map += 1
    for line in problems:
        print(line)
    print(f"{len(new)} pairs: {same_text} texts byte-identical, {same_map} block maps equal "
          f"as values, {len(problems)} differences")
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write")
    w.add_argument("out", type=Path)
    w.add_argument("--shared", action="store_true", help="../shared's Triton corpus instead")
    c = sub.add_parser("compare")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = parser.parse_args()
    if args.command == "write":
        write(args.out, args.shared)
        return 0
    return compare(args.old, args.new)


if __name__ == "__main__":
    sys.exit(main())
