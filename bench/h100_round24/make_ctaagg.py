"""Variant `ctaagg` (exact): each warp's small-group side-flag flush adds its flags'
packed values into a CTA's shared-memory words (red.shared) instead of global memory;
then its elected lane takes a ticket (atom.shared.acq_rel.cta on an arrival word) and the
CTA's last warp to arrive adds the CTA totals to its row (one red.global per flag per
CTA, not per warp). No barrier at the end: the words are zeroed by thread 0 at kernel
entry, before one bar.sync 0 (the only barrier, at the start). Needs every warp of the
CTA to reach the flush (it is on the chain: every thread runs it)."""
import json, re, sys
from pathlib import Path
NL = "\\0A\\09"
PAIR = re.compile(r"popc\.b32 %bbp_b, (\$\d+);" + re.escape(NL) + r"min\.u32 %bbp_h, \$\d+, 1;"
                  + re.escape(NL) + r"mov\.b64 %bbp_n, \{%bbp_b, %bbp_h\};" + re.escape(NL)
                  + r"red\.global\.add\.u64 \[\$0\+(\d+)\], %bbp_n;")
SMEM = "ptrtoint (ptr addrspace(3) @__bbprof_cta to i32)"
for d in sys.argv[1:]:
    d = Path(d)
    lines = (d / "default.ll").read_text().split("\n")
    flushes = [i for i, l in enumerate(lines) if "BBP_SKIP" in l and "asm sideeffect" in l]
    assert len(flushes) == 1, (d, flushes)
    i = flushes[0]
    line = lines[i]
    body = re.search(r'asm sideeffect "(.*?)", "', line).group(1)
    pairs = PAIR.findall(body)
    n = len(pairs)
    # the flush: shared adds, ticket, the last warp's global adds
    code = ["{", ".reg .pred %bbp_p, %bbp_q;", ".reg .b32 %bbp_b, %bbp_h, %bbp_c, %bbp_w;",
            ".reg .b64 %bbp_n;", "and.b32 %bbp_b, $2, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
            "@%bbp_p bra BBP_SKIP_${:uid};"]
    for k, (ballot, off) in enumerate(pairs):
        code += [f"popc.b32 %bbp_b, {ballot};", f"min.u32 %bbp_h, {ballot}, 1;",
                 f"red.shared.add.u32 [$X+{8 * k}], %bbp_b;",
                 f"red.shared.add.u32 [$X+{8 * k + 4}], %bbp_h;"]
    code += [f"atom.acq_rel.cta.shared.add.u32 %bbp_c, [$X+{8 * n}], 1;",
             "mov.u32 %bbp_w, %ntid.x;", "add.u32 %bbp_w, %bbp_w, 31;", "shr.u32 %bbp_w, %bbp_w, 5;",
             "sub.u32 %bbp_w, %bbp_w, 1;", "setp.ne.u32 %bbp_q, %bbp_c, %bbp_w;",
             "@%bbp_q bra BBP_SKIP_${:uid};"]
    for k, (ballot, off) in enumerate(pairs):
        code += [f"ld.shared.u64 %bbp_n, [$X+{8 * k}];", f"red.global.add.u64 [$0+{off}], %bbp_n;"]
    code += ["BBP_SKIP_${:uid}:", "}"]
    args = re.search(r'"(l,r,r[^"]*)"\((.*)\) convergent', line)
    cons, operands = args.group(1), args.group(2)
    nops = len(cons.split(","))
    text = NL.join(code).replace("$X", f"${nops}")
    lines[i] = (f'  call void asm sideeffect "{text}", "{cons},r"({operands}, i32 {SMEM}) '
                "convergent nounwind")
    # the zeroing and the start barrier, after the row's computation at entry
    (row,) = [j for j, l in enumerate(lines) if l.strip().startswith("%__bbprof.row = ")]
    zero = ["{", ".reg .pred %bbp_p;", "setp.eq.u32 %bbp_p, $1, 0;"]
    zero += [f"@%bbp_p st.shared.u64 [$0+{8 * k}], 0;" for k in range(n + 1)]
    zero += ["bar.sync 0;", "}"]
    lines.insert(row + 1, f'  call void asm sideeffect "{NL.join(zero)}", "r,r"(i32 {SMEM}, '
                          "i32 %__bbprof.flat) convergent nounwind")
    at = next(x for x, s in enumerate(lines) if s.startswith("@__bbprof_counters"))
    lines.insert(at + 1, f"@__bbprof_cta = internal addrspace(3) global [{n + 1} x i64] undef, align 8")
    (d / "ctaagg.ll").write_text("\n".join(lines))
    (d / "ctaagg.json").write_text((d / "default.json").read_text())
    (d / "ctaagg.note.json").write_text(json.dumps({"label": "ctaagg", "from": "default",
        "timing_only": False, "flags": n}, indent=1))
    print(d.name, n, "flags")
