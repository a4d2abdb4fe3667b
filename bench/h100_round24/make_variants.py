"""Round 24's text-made variants (bench/h100_round24/README.md), each from a kernel folder's
``default.ll`` (prepared by scripts/bench_ir_variants.py: one small-group side-flag flush,
the lowest active lane adding one packed word per flag):

  one (timing only): the flush's packed values added in registers and ONE ``red`` per
      warp (to the first flag's word): the same code, ballots, branch and position, one
      update per warp instead of one per flag. Its counts are wrong by design.
  ctaagg (exact): each warp adds its flags' thread and wave counts to a CTA's
      shared-memory words (``red.shared.add.u32``: u64 shared adds become CAS loops),
      takes a ticket (``atom.acq_rel.cta.shared`` on an arrival word), and the CTA's last
      warp to arrive adds the totals to its row: one ``red.global`` per flag per CTA. The
      words are zeroed by thread 0 before one ``bar.sync 0`` at entry; no barrier at the
      end. Needs every warp of the CTA to reach the flush (a chain block: every thread
      runs it) and a 1-D block (warps counted from ``%ntid.x``, as Triton launches).

    python bench/h100_round24/make_variants.py DIR/gelu DIR/gelu_tanh ...
"""

import json
import re
import sys
from pathlib import Path

NL = "\\0A\\09"
# one flag's update in the default flush: popcount and wave bit packed, one red
PAIR = re.compile(r"popc\.b32 %bbp_b, (\$\d+);" + re.escape(NL) + r"min\.u32 %bbp_h, \$\d+, 1;"
                  + re.escape(NL) + r"mov\.b64 %bbp_n, \{%bbp_b, %bbp_h\};" + re.escape(NL)
                  + r"red\.global\.add\.u64 \[\$0\+(\d+)\], %bbp_n;")
SMEM = "ptrtoint (ptr addrspace(3) @__bbprof_cta to i32)"


def write(folder: Path, label: str, text: str, timing_only: bool, **note) -> None:
    """``label``.ll, its block map (default's: the same words) and its note."""
    (folder / f"{label}.ll").write_text(text)
    (folder / f"{label}.json").write_text((folder / "default.json").read_text())
    (folder / f"{label}.note.json").write_text(json.dumps(
        {"label": label, "from": "default", "timing_only": timing_only, **note}, indent=1))


def one(folder: Path) -> None:
    changed = 0

    def single_red(match):
        nonlocal changed
        body = match.group(0)
        spans = [m.span() for m in PAIR.finditer(body)]
        pairs = PAIR.findall(body)
        if len(pairs) < 2:
            return body
        changed += 1
        code = []
        for j, (ballot, _) in enumerate(pairs):
            code += [f"popc.b32 %bbp_b, {ballot};", f"min.u32 %bbp_h, {ballot}, 1;",
                     f"mov.b64 {'%bbp_t' if j else '%bbp_n'}, {{%bbp_b, %bbp_h}};"]
            if j:
                code.append("add.u64 %bbp_n, %bbp_n, %bbp_t;")
        code.append(f"red.global.add.u64 [$0+{pairs[0][1]}], %bbp_n;")
        new = body[:spans[0][0]] + NL.join(code) + body[spans[-1][1]:]
        return new.replace(".reg .b64 %bbp_n;", ".reg .b64 %bbp_n, %bbp_t;", 1)

    text = re.sub(r'asm sideeffect "\{[^"]*BBP_SKIP[^"]*"', single_red,
                  (folder / "default.ll").read_text())
    print(folder.name, "one: flushes made one red:", changed)
    if changed:
        write(folder, "one", text, True, flushes=changed)


def ctaagg(folder: Path) -> None:
    lines = (folder / "default.ll").read_text().split("\n")
    (i,) = [i for i, line in enumerate(lines) if "BBP_SKIP" in line and "asm sideeffect" in line]
    pairs = PAIR.findall(re.search(r'asm sideeffect "(.*?)", "', lines[i]).group(1))
    n = len(pairs)
    code = ["{", ".reg .pred %bbp_p, %bbp_q;", ".reg .b32 %bbp_b, %bbp_h, %bbp_c, %bbp_w;",
            ".reg .b64 %bbp_n;", "and.b32 %bbp_b, $2, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
            "@%bbp_p bra BBP_SKIP_${:uid};"]
    for k, (ballot, _) in enumerate(pairs):   # this warp's counts into the CTA's words
        code += [f"popc.b32 %bbp_b, {ballot};", f"min.u32 %bbp_h, {ballot}, 1;",
                 f"red.shared.add.u32 [$X+{8 * k}], %bbp_b;",
                 f"red.shared.add.u32 [$X+{8 * k + 4}], %bbp_h;"]
    code += [f"atom.acq_rel.cta.shared.add.u32 %bbp_c, [$X+{8 * n}], 1;",   # the ticket
             "mov.u32 %bbp_w, %ntid.x;", "add.u32 %bbp_w, %bbp_w, 31;", "shr.u32 %bbp_w, %bbp_w, 5;",
             "sub.u32 %bbp_w, %bbp_w, 1;", "setp.ne.u32 %bbp_q, %bbp_c, %bbp_w;",
             "@%bbp_q bra BBP_SKIP_${:uid};"]
    for k, (_, off) in enumerate(pairs):      # the last warp: the CTA's totals to its row
        code += [f"ld.shared.u64 %bbp_n, [$X+{8 * k}];", f"red.global.add.u64 [$0+{off}], %bbp_n;"]
    code += ["BBP_SKIP_${:uid}:", "}"]
    cons, operands = re.search(r'"(l,r,r[^"]*)"\((.*)\) convergent', lines[i]).groups()
    text = NL.join(code).replace("$X", f"${len(cons.split(','))}")
    lines[i] = (f'  call void asm sideeffect "{text}", "{cons},r"({operands}, i32 {SMEM}) '
                "convergent nounwind")
    # the zeroing and the start barrier, after the row's computation at entry
    (row,) = [j for j, line in enumerate(lines) if line.strip().startswith("%__bbprof.row = ")]
    zero = (["{", ".reg .pred %bbp_p;", "setp.eq.u32 %bbp_p, $1, 0;"]
            + [f"@%bbp_p st.shared.u64 [$0+{8 * k}], 0;" for k in range(n + 1)]
            + ["bar.sync 0;", "}"])
    lines.insert(row + 1, f'  call void asm sideeffect "{NL.join(zero)}", "r,r"(i32 {SMEM}, '
                          "i32 %__bbprof.flat) convergent nounwind")
    at = next(x for x, line in enumerate(lines) if line.startswith("@__bbprof_counters"))
    lines.insert(at + 1, f"@__bbprof_cta = internal addrspace(3) global [{n + 1} x i64] undef, "
                         "align 8")
    write(folder, "ctaagg", "\n".join(lines), False, flags=n)
    print(folder.name, "ctaagg:", n, "flags")


if __name__ == "__main__":
    for name in sys.argv[1:]:
        one(Path(name))
        ctaagg(Path(name))
