"""Compare the emulator's MFMA lane layouts with AMD's Matrix Instruction Calculator.

    python scripts/check_mfma_layouts.py PATH/TO/matrix_calculator.py [--python PY]

The calculator (github.com/ROCm/amd_matrix_instruction_calculator, needs ``tabulate``) is
run as a program, not imported or copied: for every MFMA shape the emulator models, its
``--register-layout --csv`` tables of A, B and D (every block) are compared entry by entry
with ``bbprof.runtime.emulator.matrix.mfma_layout``; then the BLGP patterns 0-7 (B) and
the CBSZ/ABID cases (A) on six instructions of CDNA1-3. Prints one line per check and
exits 1 on any mismatch. The output of a run is kept in bench/emulator/mfma_layouts.txt.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bbprof.runtime.emulator.matrix import MFMA_SHAPES, mfma_layout, with_modifiers  # noqa

# (calculator architecture, instruction, operand kind, elements per lane) for each shape
# of MFMA_SHAPES; CDNA2 names the pre-CDNA3 encodings, CDNA3 the gfx942 ones
INSTRUCTIONS = [
    ("cdna2", "v_mfma_f32_32x32x1f32", "f32", 1), ("cdna2", "v_mfma_f32_16x16x1f32", "f32", 1),
    ("cdna2", "v_mfma_f32_4x4x1f32", "f32", 1), ("cdna2", "v_mfma_f32_32x32x2f32", "f32", 1),
    ("cdna2", "v_mfma_f32_16x16x4f32", "f32", 1),
    ("cdna2", "v_mfma_f32_32x32x4f16", "f16", 4), ("cdna2", "v_mfma_f32_16x16x4f16", "f16", 4),
    ("cdna2", "v_mfma_f32_4x4x4f16", "f16", 4), ("cdna2", "v_mfma_f32_32x32x8f16", "f16", 4),
    ("cdna2", "v_mfma_f32_16x16x16f16", "f16", 4),
    ("cdna2", "v_mfma_i32_32x32x4i8", "i8", 4), ("cdna2", "v_mfma_i32_16x16x4i8", "i8", 4),
    ("cdna2", "v_mfma_i32_4x4x4i8", "i8", 4), ("cdna2", "v_mfma_i32_32x32x8i8", "i8", 4),
    ("cdna2", "v_mfma_i32_16x16x16i8", "i8", 4),
    ("cdna3", "v_mfma_i32_32x32x16_i8", "i8", 8), ("cdna3", "v_mfma_i32_16x16x32_i8", "i8", 8),
    ("cdna2", "v_mfma_f32_32x32x2bf16", "bf16", 2), ("cdna2", "v_mfma_f32_16x16x2bf16", "bf16", 2),
    ("cdna2", "v_mfma_f32_4x4x2bf16", "bf16", 2), ("cdna2", "v_mfma_f32_32x32x4bf16", "bf16", 2),
    ("cdna2", "v_mfma_f32_16x16x8bf16", "bf16", 2),
    ("cdna2", "v_mfma_f32_32x32x4bf16_1k", "bf16.1k", 4),
    ("cdna2", "v_mfma_f32_16x16x4bf16_1k", "bf16.1k", 4),
    ("cdna2", "v_mfma_f32_4x4x4bf16_1k", "bf16.1k", 4),
    ("cdna2", "v_mfma_f32_32x32x8bf16_1k", "bf16.1k", 4),
    ("cdna2", "v_mfma_f32_16x16x16bf16_1k", "bf16.1k", 4),
    # the same shapes in CDNA3's encoding
    ("cdna3", "v_mfma_f32_32x32x1_2b_f32", "f32", 1), ("cdna3", "v_mfma_f32_16x16x16_f16", "f16", 4),
    ("cdna3", "v_mfma_f32_32x32x8_f16", "f16", 4), ("cdna3", "v_mfma_f32_4x4x4_16b_f16", "f16", 4),
    ("cdna3", "v_mfma_f32_32x32x8_bf16", "bf16.1k", 4),
    ("cdna1", "v_mfma_f32_32x32x8f16", "f16", 4),
]
BITS = {"f32": 32, "f16": 16, "bf16": 16, "bf16.1k": 16, "i8": 8}
ENTRY = re.compile(r"[va](\d+)\{(\d+)\}(?:\.\[(\d+):(\d+)\])?")


def table(python, calculator, arch, inst, matrix, extra=()):
    """{(block, row, column): (register, lane, low bit)} from the calculator."""
    text = subprocess.run([python, calculator, "-a", arch, "-i", inst, "-" + matrix,
                           "--register-layout", "--csv", *extra], capture_output=True,
                          text=True, check=True).stdout
    out, blocks, columns = {}, [0], None
    for line in text.splitlines():
        if line.startswith("Block"):
            blocks = [int(b) for b in re.findall(r"\d+", line)]
            continue
        cells = line.split(",")
        if cells[0].startswith(matrix + "["):
            columns = [int(c) for c in cells[1:]]
            continue
        if columns is None or not cells[0].isdigit():
            continue
        for column, cell in zip(columns, cells[1:]):
            m = ENTRY.match(cell)
            for b in blocks:
                out[(b, int(cells[0]), column)] = (int(m.group(1)), int(m.group(2)),
                                                    int(m.group(4) or 0))
    return out


def compare(entries, lane, elem, bits):
    per_register = max(1, 32 // bits)
    bad = 0
    for (b, r, c), (reg, ln, lo) in entries.items():
        want = (ln, reg * per_register + lo // bits if bits < 32 else reg)
        bad += (int(lane[b, r, c]), int(elem[b, r, c])) != want
    return bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("calculator")
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args()
    failures = 0
    for arch, inst, kind, per_lane in INSTRUCTIONS:
        m, n, k = map(int, re.search(r"(\d+)x(\d+)x(\d+)", inst).groups())
        assert (m, n, k) in MFMA_SHAPES[kind], inst
        blocks = 64 * per_lane // (k * m)
        layout = mfma_layout(m, n, k, blocks)
        bits = BITS[kind]
        bad = entries = 0
        for matrix, lane, elem, b in (("A", layout.a_lane, layout.a_elem, bits),
                                      ("B", layout.b_lane, layout.b_elem, bits),
                                      ("D", layout.d_lane, layout.d_elem, 32)):
            got = table(args.python, args.calculator, arch, inst, matrix)
            bad += compare(got, lane, elem, b)
            entries += len(got)
        print(f"{arch} {inst}: {blocks} block(s), {entries} entries of A/B/D, "
              f"{bad} mismatches")
        failures += bad
    for arch, inst, kind, per_lane in [INSTRUCTIONS[i] for i in (0, 1, 2, 7, 27, 30)]:
        m, n, k = map(int, re.search(r"(\d+)x(\d+)x(\d+)", inst).groups())
        blocks = 64 * per_lane // (k * m)
        base = mfma_layout(m, n, k, blocks)
        for blgp in range(8):
            layout = with_modifiers(base, 0, 0, blgp)
            got = table(args.python, args.calculator, arch, inst, "B", ["--blgp", str(blgp)])
            bad = compare(got, layout.b_lane, layout.b_elem, BITS[kind])
            print(f"{arch} {inst} blgp={blgp}: {len(got)} entries of B, {bad} mismatches")
            failures += bad
        cbsz = 0
        while (1 << cbsz) <= blocks:
            for abid in range(1 << cbsz):
                layout = with_modifiers(base, cbsz, abid, 0)
                got = table(args.python, args.calculator, arch, inst, "A",
                            ["--cbsz", str(cbsz), "--abid", str(abid)])
                bad = compare(got, layout.a_lane, layout.a_elem, BITS[kind])
                print(f"{arch} {inst} cbsz={cbsz} abid={abid}: {len(got)} entries of A, "
                      f"{bad} mismatches")
                failures += bad
            cbsz += 1
    print(f"total mismatches: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
