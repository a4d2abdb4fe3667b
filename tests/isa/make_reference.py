"""Regenerate tests/data/isa/triton_vs_llvmlite.csv: python tests/isa/make_reference.py"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pandas as pd  # noqa: E402
from isa_corpus import KERNELS, REFERENCE, TARGETS, analysis, triton_analysis  # noqa: E402


def reference_table() -> pd.DataFrame:
    import llvmlite.binding as llvm

    version = ".".join(map(str, llvm.llvm_version_info))
    rows = []
    for target in TARGETS:
        for kernel in KERNELS:
            ours = analysis(target, kernel).category_totals().iloc[0]
            theirs = triton_analysis(target, kernel).category_totals().iloc[0]
            for category in ours.index[1:]:
                rows.append({"target": target, "kernel": kernel, "category": category,
                             "triton": int(theirs[category]), "llvmlite": int(ours[category]),
                             "difference": int(ours[category]) - int(theirs[category]),
                             "llvm": version})
    return pd.DataFrame(rows)


if __name__ == "__main__":
    table = reference_table()
    table.to_csv(REFERENCE, index=False)
    changed = table[table.difference != 0]
    print(f"wrote {REFERENCE}: {len(table)} rows, {len(changed)} with a difference")
