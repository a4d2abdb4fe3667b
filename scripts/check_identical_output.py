"""Check that a refactor left bbprof's instrumented output byte-identical.

Instruments every input the tests use (tests/data, bbprof/examples, tests/lit, and the
property tests' random programs, drawn deterministically, on the host and retargeted to
gfx942 and sm_90a) in every counting mode the CLI can ask for (``--counters``,
``--placement``, ``--wide-counters``, ``--loops-in-memory``, and ``--shards`` once per
input), and with the timeline's stamps alone in each of ``TIMELINES``' options (plus one
loop's iterations where the input has a loop), once with a reference commit's bbprof and
once with this tree's, and compares the instrumented text and the block map JSON (the
timeline section's repr for stamps; or the error, where instrumenting refuses).

    python scripts/check_identical_output.py                    # against main
    python scripts/check_identical_output.py --reference COMMIT --diff CASE
    python scripts/check_identical_output.py --reference 89eeb12 --unbound

``--unbound`` compares across the block map's binding (version 8): the value of
``@__bbprof_cfg_hash`` and the map's ``version`` and ``binding`` are left out of both
sides, so what remains is every counter, word and record.

The inputs are always this tree's; only the ``bbprof`` package differs (PYTHONPATH): the
reference commit's ``bbprof/`` is extracted (``git archive``) under ``--cache``, with its
digests, once per commit. Exit status 1 when any
output differs; the first differences are printed as unified diffs of the text.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROPERTY_EXAMPLES = 30
COUNTERS = ["thread", "wave", "thread,wave"]
PLACEMENTS = [None, "every-block", "spanning-tree"]


def modes():
    """Every distinct mode the CLI's flags give (invalid combinations left out), by name."""
    from bbprof.errors import InputError
    from bbprof.instrument.modes import Mode
    out = {}
    for counters in COUNTERS:
        for placement in PLACEMENTS:
            for wide in (False, True):
                for in_memory in (False, True):
                    try:
                        mode = Mode.parse(counters, placement, wide=wide,
                                          loops_in_memory=in_memory)
                    except InputError:
                        continue
                    out.setdefault(str(mode), mode)
    return out


def file_inputs() -> list[tuple[str, Path]]:
    paths = sorted([*ROOT.glob("tests/data/**/*.ll"), *ROOT.glob("tests/data/**/*.llir"),
                    *ROOT.glob("bbprof/examples/*.ll"), *ROOT.glob("tests/lit/*.ll")])
    return [(str(p.relative_to(ROOT)), p) for p in paths if "/isa/" not in str(p)]


def property_inputs() -> list[tuple[str, str]]:
    """The property tests' programs, drawn with a fixed seed (hypothesis' derandomize).
    The draws depend on the bbprof package the strategies' modules import, so the parent
    draws them once, with this tree's, and every worker reads them from the file named
    by ``BBPROF_PROPERTY_INPUTS``: both sides instrument the same programs."""
    given_file = os.environ.get("BBPROF_PROPERTY_INPUTS")
    if given_file:
        return [tuple(pair) for pair in json.loads(Path(given_file).read_text())]
    for sub in ("tests", "tests/property"):
        sys.path.insert(0, str(ROOT / sub))
    from hypothesis import HealthCheck, given, settings

    import test_gpu_codegen
    import test_random_programs
    import test_uniform_loops
    from random_programs import to_ir
    texts: list[tuple[str, str]] = []
    config = settings(max_examples=PROPERTY_EXAMPLES, derandomize=True, database=None,
                      deadline=None, suppress_health_check=list(HealthCheck))

    @config
    @given(program=test_random_programs.programs())
    def random_programs(program):
        texts.append((f"random/{len(texts)}", to_ir(program)))

    @config
    @given(program=test_uniform_loops.loops())
    def structured_loops(program):
        texts.append((f"loops/{len(texts)}", test_uniform_loops.to_ir(program)))

    random_programs()
    structured_loops()
    out = []
    for name, text in texts:
        out.append((f"{name}/host", text))
        for triple, arch in test_gpu_codegen.TARGETS:
            out.append((f"{name}/{arch}", test_gpu_codegen.retarget(text, triple)))
    return out


def _load(name: str, path: Path | None, text: str | None):
    from bbprof.errors import BbprofError
    from bbprof.ir import load_module
    where = path or Path(f"/nonexistent/{name}.ll")
    try:
        return load_module(where, text=text), None
    except BbprofError:
        pass
    for target in ("nvptx", "host"):
        try:
            return load_module(where, target, text=text), None
        except BbprofError as exc:
            error = f"{type(exc).__name__}: {exc}"
    return None, error


def outputs(only: str | None = None):
    """(case, instrumented text, block map JSON) for every case, or the one named."""
    from bbprof.errors import BbprofError
    from bbprof.instrument import instrument
    from bbprof.instrument.modes import DEFAULT_MODE
    all_modes = modes()
    inputs = [(n, p, None) for n, p in file_inputs()]
    if only is None or not only.startswith("tests/") and not only.startswith("bbprof/"):
        inputs += [(n, None, t) for n, t in property_inputs()]
    for name, path, text in inputs:
        if only is not None and not only.startswith(name + "@"):
            continue
        module, error = _load(name, path, text)
        runs = [(m, None) for m in all_modes] + [(str(DEFAULT_MODE), 7)]
        for mode_name, shards in runs:
            case = f"{name}@{mode_name}" + (f"@shards={shards}" if shards else "")
            if only is not None and case != only:
                continue
            if module is None:
                yield case, error, ""
                continue
            try:
                result = instrument(module, mode=all_modes[mode_name], shards=shards)
            except BbprofError as exc:
                yield case, f"{type(exc).__name__}: {exc}", ""
                continue
            yield case, result.text, result.block_map.to_json()
        yield from timeline_outputs(name, module, error, only)


# ``add_timeline``'s options, each a case per input: the stamps alone on the plain module
TIMELINES = {"default": {}, "loops": {"at": ("entry", "exit", "loops")},
             "claims": {"waves": 0}, "inline": {"nvptx_calls": ()},
             "entry-at-entry": {"entry_at_exit": False},
             "loops-4-regions": {"at": ("entry", "exit", "loops"), "regions": 4}}


def timeline_outputs(name: str, module, error: str | None, only: str | None):
    """(case, stamped text, the block map's timeline section) for each of ``TIMELINES``
    and, where the module has a loop, its first loop's every third iteration."""
    from bbprof.errors import BbprofError
    from bbprof.ir.cfg import analyze
    from bbprof.timeline.instrument import add_timeline
    runs = dict(TIMELINES)
    for fn in module.functions if module is not None else ():
        loops = analyze(fn).loops if fn.blocks else []
        if loops:
            runs["iterations"] = {"loop": f"{fn.name}:{fn.blocks[loops[0].header].name}",
                                  "every": 3}
            break
    for option, kwargs in runs.items():
        case = f"{name}@timeline={option}"
        if only is not None and case != only:
            continue
        if module is None:
            yield case, error, ""
            continue
        arch = None if module.arch() else {"nvptx": "sm_90", "amdgpu": "gfx942"}.get(
            module.target.kind)
        try:
            text, section = add_timeline(module, arch=arch, **kwargs)
        except BbprofError as exc:
            yield case, f"{type(exc).__name__}: {exc}", ""
            continue
        yield case, text, json.dumps(repr(section))


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


_HASH_LINE = re.compile(r"^(@__bbprof_cfg_hash = .*?constant i64 )-?\d+", re.M)


def unbound(text: str, block_map: str) -> tuple[str, str]:
    """``text`` and ``block_map`` without what binds them (``--unbound``)."""
    text = _HASH_LINE.sub(r"\1HASH", text)
    if block_map:
        data = json.loads(block_map)
        data.pop("binding", None)
        data.pop("version", None)
        block_map = json.dumps(data, indent=1) + "\n"
    return text, block_map


def emit(only: str | None, without_binding: bool = False) -> None:
    """Worker: one JSON line per case on stdout (digests, or the full text for ``only``)."""
    import bbprof
    print(json.dumps({"bbprof": bbprof.__file__}), flush=True)
    for case, text, block_map in outputs(only):
        if without_binding:
            text, block_map = unbound(text, block_map)
        row = {"case": case, "text": digest(text), "map": digest(block_map)}
        if only is not None:
            row.update(text_full=text, map_full=block_map)
        print(json.dumps(row), flush=True)


def run_worker(package_root: Path, only: str | None = None,
               without_binding: bool = False) -> dict[str, dict]:
    env = dict(os.environ, PYTHONPATH=str(package_root))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--emit"]
    if only:
        cmd += ["--only", only]
    if without_binding:
        cmd += ["--unbound"]
    out = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"worker for {package_root} failed:\n{out.stderr[-4000:]}")
    lines = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    used = Path(lines[0]["bbprof"]).resolve()
    if not used.is_relative_to(package_root.resolve()):
        sys.exit(f"worker imported {used}, not the bbprof of {package_root}")
    return {row["case"]: row for row in lines[1:]}


def reference_tree(commit: str, cache: Path) -> tuple[str, Path]:
    """The full hash of ``commit`` and a folder holding its ``bbprof/`` package."""
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", commit + "^{commit}"],
                         capture_output=True, text=True, check=True).stdout.strip()
    tree = cache / sha
    if not (tree / "bbprof").is_dir():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha, "bbprof"],
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return sha, tree


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", default="main", help="the reference commit (main)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/bbprof-identical-cache"))
    parser.add_argument("--diff", metavar="CASE", help="show one case's differences in full")
    parser.add_argument("--unbound", action="store_true",
                        help="leave out the binding hash and the map's version (both sides)")
    parser.add_argument("--emit", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--only", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.emit:
        emit(args.only, args.unbound)
        return 0
    ref_commit, ref_tree = reference_tree(args.reference, args.cache)
    drawn = args.cache / "property_inputs.json"
    drawn.write_text(json.dumps(property_inputs()))
    os.environ["BBPROF_PROPERTY_INPUTS"] = str(drawn)
    if args.diff:
        return show_diff(ref_tree, args.diff, args.unbound)
    cached = args.cache / f"{ref_commit}{'-unbound' if args.unbound else ''}.json"
    if cached.exists():
        reference = json.loads(cached.read_text())
    else:
        reference = run_worker(ref_tree, without_binding=args.unbound)
        cached.write_text(json.dumps(reference))
    ours = run_worker(ROOT, without_binding=args.unbound)
    differ = [c for c in reference if c not in ours or
              (ours[c]["text"], ours[c]["map"]) != (reference[c]["text"], reference[c]["map"])]
    extra = [c for c in ours if c not in reference]
    inputs = len({c.split("@")[0] for c in reference})
    print(f"reference {ref_commit[:12]} ({args.reference}) vs {ROOT}: {len(reference)} cases "
          f"({inputs} inputs x {len(modes())} modes + shards), {len(differ)} differ, "
          f"{len(extra)} new")
    for case in differ[:20]:
        what = [k for k in ("text", "map") if case not in ours
                or ours[case][k] != reference[case][k]]
        print(f"  differs: {case} ({', '.join(what)})")
    if differ:
        print(f"  full diff: {sys.argv[0]} --reference {args.reference} --diff '{differ[0]}'"
              + (" --unbound" if args.unbound else ""))
    return 1 if differ or extra else 0


def show_diff(reference: Path, case: str, without_binding: bool = False) -> int:
    ref = run_worker(reference, case, without_binding).get(case)
    ours = run_worker(ROOT, case, without_binding).get(case)
    if ref is None or ours is None:
        print(f"no case {case!r}")
        return 2
    same = True
    for key in ("text_full", "map_full"):
        diff = list(difflib.unified_diff(ref[key].splitlines(), ours[key].splitlines(),
                                         "reference", "ours", lineterm="", n=2))
        if diff:
            same = False
            print("\n".join(diff[:400]))
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
