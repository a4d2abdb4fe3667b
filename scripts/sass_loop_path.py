"""The loops of kept SASS listings (``bench_sass_broad.py --keep DIR``): per loop (a
backward ``BRA``), its SASS instructions from head to back edge (no NOPs), those on the
path an iteration runs when it skips the largest guarded forward branch over more than 60
instructions (the packed detour flags' spill, run once per 128 iterations), and the
votes (VOTE, REDUX, POPC) and branches on that path.

    python scripts/sass_loop_path.py DIR/libdevice_mix.default.ptx ...
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

VOTES = ("VOTE", "VOTEU", "REDUX", "POPC", "UPOPC")


def loops(ptx: str) -> tuple[int | None, list[dict]]:
    """The function's registers and, per loop, its figures."""
    from bbprof.isa.sass import assemble

    (fn,) = assemble(ptx, "sm_90a").values()
    code = [i for i in fn.instructions if not i.mnemonic.startswith("NOP")]
    out = []
    for inst in code:
        if not inst.mnemonic.startswith("BRA"):
            continue
        for label in re.findall(r"\.L_x_\d+", inst.text):
            head = fn.labels.get(label)
            if head is None or head >= inst.address:
                continue
            body = [i for i in code if head <= i.address <= inst.address]
            cold: list = []
            for b in body:
                if not (b.mnemonic.startswith("BRA") and b.guarded):
                    continue
                end = fn.labels[re.findall(r"\.L_x_\d+", b.text)[0]]
                skipped = [i for i in body if b.address < i.address < end]
                if len(skipped) > max(60, len(cold)):
                    cold = skipped
            path = [i for i in body if i not in cold]
            ops = [i.mnemonic.split(".")[0] for i in path]
            out.append({"loop": len(body), "path": len(path), "skipped": len(cold),
                        "votes": sum(op in VOTES for op in ops),
                        "branches": sum(op == "BRA" for op in ops)})
    return fn.resources.get("sass_registers"), out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ptx", nargs="+", type=Path)
    args = parser.parse_args()
    for path in args.ptx:
        if not path.is_file():
            print(f"sass_loop_path: no file {path}", file=sys.stderr)
            return 2
        registers, found = loops(path.read_text())
        print(f"{path.name}: {registers} registers; " + "; ".join(
            f"loop {f['loop']}, path {f['path']} (skips {f['skipped']}), "
            f"{f['votes']} votes, {f['branches']} BRA" for f in found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
