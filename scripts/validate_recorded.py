"""`bbprof validate`'s comparison again, from the files a validate run recorded.

`scripts/validate_corpus.py --out DIR` (on a GPU) keeps, per kernel, the plain kernel's
SASS listing (plain.sass), ncu's per-instruction and raw CSVs and the instrumented run's
profile. This script compares them again with this tree's code, on any machine: after a
change to the issue model (bbprof/isa/issue.py) the GPU need not run again. It prints
each kernel's totals and writes a summary JSON.

    python scripts/validate_recorded.py DIR [--json summary.json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dir", type=Path)
    parser.add_argument("--json", type=Path)
    opts = parser.parse_args()
    from bbprof.profile import Profile
    from bbprof.validate import check_recorded

    summary = {}
    for work in sorted(p for p in opts.dir.iterdir() if (p / "plain.sass").exists()):
        profile = Profile.load(work / "instrumented.bbprof")
        command = (work / "command.txt").read_text().split()
        kernel = command[command.index("--kernel") + 1]
        v = check_recorded(kernel, (work / "plain.sass").read_text(),
                           (work / "source.csv").read_text(), (work / "raw.csv").read_text(),
                           profile)
        m = v.totals["issue_model"]
        old = v.totals["relative_difference"]
        summary[work.name] = {
            "kernel": kernel, "ncu_inst_executed": m["ncu_inst_executed"],
            "product": v.totals["predicted_sass_executed"], "product_difference": old,
            "model": m["predicted"], "model_difference": m["relative_difference"],
            "largest_share_difference_pp": m["largest_share_difference_pp"],
            "rules": m["rules"], "blocks_differ": len(m["blocks_differ"]),
            "notes": m["notes"]}
        print(f"{work.name:10s} ncu {m['ncu_inst_executed']:>15,}  product "
              f"{v.totals['predicted_sass_executed']:>15,} ({old * 100:+8.2f}%)  model "
              f"{m['predicted']:>15,} ({m['relative_difference'] * 100:+7.2f}%)  groups "
              f"{m['largest_share_difference_pp']:.2f} pp  rules {m['rules']}")
    if opts.json:
        opts.json.write_text(json.dumps(summary, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
