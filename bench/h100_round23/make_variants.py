"""How round 23's text-made variants were written (bench/h100_round23/README.md), from a
folder prepared by scripts/bench_ir_variants.py (``default``: each warp's own flush):

  ctarows, rows64k: the row rule's unit ``%smid`` replaced by ``%ctaid.x`` (prepared with
      2,048 and ``--shards 65536`` rows): rows by CTA, no two warps of an SM on one word;
      counts exact (the decoder sums the rows).
  late: the side flags' flush statement moved to just before the kernel's ``ret``, after
      its own stores (its operands dominate it); counts exact.
  st, u32 (timing only): the flush's ``red.global.add.u64`` replaced by ``st.global.u64``
      (plain stores), or by a 32-bit ``red`` of the thread count.
  early: each side flag whose path is one condition ``%c`` or its negation (or the
      complement of such a flag against the run's lanes) counted at the end of the first chain block that branches on
      ``%c`` (a fresh ``activemask`` there: the run's lanes), not at the top of the chain
      block after its side; flags of one such block flushed together; the others where
      they were. Counts exact (``bench_ir_variants.py check``).
  bulk: the flush's values written by each warp's lowest lane to a 16-byte-aligned slot of
      its own in a shared global, then one ``cp.reduce.async.bulk.global.shared::cta.
      bulk_group.add.u64`` of the slot to the row (sm_90), the words between the flags'
      added 0.

    python bench/h100_round23/make_variants.py DIR   (after prepare of default, ctarows,
    rows64k --shards 65536, late; st, u32, bulk are written from default)
"""

import glob
import json
import re
import shutil
import sys

NL = "\\0A\\09"


def row_by_cta(path):
    text = open(path).read()
    old = "%__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()"
    assert text.count(old) == 1, path
    open(path, "w").write(text.replace(
        old, "%__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"))


def flush_lines(lines):
    return [i for i, line in enumerate(lines) if "asm sideeffect" in line
            and "BBP_SKIP" in line and "popc.b32 %bbp_b, $3" in line]


def move_late(path):
    lines = open(path).read().split("\n")
    flush = [i for i, line in enumerate(lines)
             if "asm sideeffect" in line and ("BBP_SKIP" in line or "BBP_ROUNDS" in line)]
    moved = [lines[i] for i in flush]
    lines = [line for i, line in enumerate(lines) if i not in flush]
    (ret,) = [i for i, line in enumerate(lines) if line.strip().startswith("ret void")]
    lines[ret:ret] = moved
    open(path, "w").write("\n".join(lines))


def timing_only(folder, label, replace):
    lines = open(folder + "default.ll").read().split("\n")
    for i in flush_lines(lines):
        lines[i] = replace(lines[i])
    open(folder + label + ".ll", "w").write("\n".join(lines))
    shutil.copy(folder + "default.json", folder + label + ".json")
    json.dump({"label": label, "timing_only": True}, open(folder + label + ".note.json", "w"))


def bulk(folder):
    lines = open(folder + "default.ll").read().split("\n")
    for n, i in enumerate(flush_lines(lines)):
        body, _, args = re.search(r'asm sideeffect "(.*?)", "([^"]*)"\((.*)\) convergent',
                                  lines[i]).groups()
        pairs = re.findall(
            r"popc\.b32 %bbp_b, \$(\d+);" + re.escape(NL) + r"min\.u32 %bbp_h, \$\d+, 1;"
            + re.escape(NL) + r"mov\.b64 %bbp_n, \{%bbp_b, %bbp_h\};" + re.escape(NL)
            + r"red\.global\.add\.u64 \[\$0\+(\d+)\], %bbp_n;", body)
        offsets = {int(o): int(b) for b, o in pairs}
        lo, hi = min(offsets) // 16 * 16, -(-(max(offsets) + 8) // 16) * 16
        size, words = hi - lo, list(range(lo, hi, 8))
        row, *rest = [a.strip() for a in args.split(", i32 ")]
        rest = ["i32 " + a for a in rest]
        b = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_b, %bbp_h, %bbp_a;",
             f".reg .b64 %bbp_v<{len(words)}>;", "and.b32 %bbp_b, $2, $1;",
             "setp.ne.b32 %bbp_p, %bbp_b, 0;", "@%bbp_p bra BBP_SKIP_${:uid};",
             "shr.u32 %bbp_a, $3, 5;", f"mul.lo.u32 %bbp_a, %bbp_a, {size};",
             "add.u32 %bbp_a, %bbp_a, $4;"]
        for j, w in enumerate(words):
            if w in offsets:   # ballot $K of the old statement is $(K + 2) here
                ballot = f"${offsets[w] + 2}"
                b += [f"popc.b32 %bbp_b, {ballot};", f"min.u32 %bbp_h, {ballot}, 1;",
                      f"mov.b64 %bbp_v{j}, {{%bbp_b, %bbp_h}};"]
            else:
                b.append(f"mov.b64 %bbp_v{j}, 0;")
        b += [f"st.shared.v2.u64 [%bbp_a+{8 * j}], {{%bbp_v{j}, %bbp_v{j + 1}}};"
              for j in range(0, len(words), 2)]
        b += ["fence.proxy.async.shared::cta;",
              f"cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [$0+{lo}], "
              f"[%bbp_a], {size};", "cp.async.bulk.commit_group;",
              "cp.async.bulk.wait_group.read 0;", "BBP_SKIP_${:uid}:", "}"]
        name = f"@__bbprof_bulk.{n}"
        new_args = ", ".join([row, rest[0], rest[1], "i32 %__bbprof.flat",
                              f"i32 %__bbprof.bulkp.{n}"] + rest[2:])
        lines[i] = (f"  %__bbprof.bulkp.{n} = ptrtoint ptr addrspace(3) {name} to i32\n"
                    f'  call void asm sideeffect "{NL.join(b)}", '
                    f'"l,r,r,r,r{",r" * (len(rest) - 2)}"({new_args}) convergent nounwind')
        at = next(x for x, s in enumerate(lines) if s.startswith("@__bbprof_counters"))
        lines.insert(at + 1, f"{name} = internal addrspace(3) global "
                             f"[{32 * size // 8} x i64] undef, align 16")
    open(folder + "bulk.ll", "w").write("\n".join(lines))
    shutil.copy(folder + "default.json", folder + "bulk.json")
    json.dump({"label": "bulk", "timing_only": False}, open(folder + "bulk.note.json", "w"))


def _flush_statement(tag, mask, ballots_words):
    """The small-group flush (lowest lane adds each ballot's lanes and wave) of
    ``(ballot, word)`` pairs over the lanes ``mask``."""
    body = ["{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_b, %bbp_h;", ".reg .b64 %bbp_n;",
            "and.b32 %bbp_b, $2, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
            "@%bbp_p bra BBP_SKIP_${:uid};"]
    for j, (_, word) in enumerate(ballots_words):
        body += [f"popc.b32 %bbp_b, ${3 + j};", f"min.u32 %bbp_h, ${3 + j}, 1;",
                 "mov.b64 %bbp_n, {%bbp_b, %bbp_h};",
                 f"red.global.add.u64 [$0+{8 * word}], %bbp_n;"]
    body += ["BBP_SKIP_${:uid}:", "}"]
    args = ", ".join(["ptr addrspace(1) %__bbprof.row", "i32 %__bbprof.lt", f"i32 {mask}"]
                     + [f"i32 {b}" for b, _ in ballots_words])
    return (f'  call void asm sideeffect "{NL.join(body)}", '
            f'"l,r,r{",r" * len(ballots_words)}"({args}) convergent nounwind')


def _flush_words(line):
    """The ballots and words of a default flush statement, in order."""
    body, _, args = re.search(r'asm sideeffect "(.*?)", "([^"]*)"\((.*)\) convergent',
                              line).groups()
    ballots = [a.split()[-1] for a in args.split(", ")[3:]]
    if "BBP_ROUNDS" in body:      # lane flush: flag k at first + stride * k
        stride = int(re.search(r"shl\.b32 %bbp_h, %bbp_k, (\d+);", body).group(1)) - 2
        first = int(re.findall(r"\[%bbp_o\+(\d+)\]", body)[0]) // 8
        return [(b, first + stride * k) for k, b in enumerate(ballots)]
    offsets = [int(o) // 8 for o in re.findall(r"red\.global\.add\.u64 \[\$0\+(\d+)\]", body)]
    return list(zip(ballots, offsets))


def early(folder):
    lines = open(folder + "default.ll").read().split("\n")
    text = "\n".join(lines)
    flushes = [i for i, line in enumerate(lines) if "asm sideeffect" in line
               and ("BBP_SKIP" in line or "BBP_ROUNDS" in line) and "%__bbprof.sm." in line]
    masks = set(re.findall(r"(%__bbprof\.sm\.s\d+) = call", text))
    source, complement = {}, {}   # ballot -> condition; ballot -> the ballot it complements
    for m in re.finditer(r"(%__bbprof\.sb\.s\d+) = call i32 asm sideeffect \"[^\"]*vote[^\"]*\", "
                         r"\"=r,r,r\"\(i32 %__bbprof\.sz\.(s\d+), i32 (%__bbprof\.sm\.s\d+)\)", text):
        z = re.search(rf"%__bbprof\.sz\.{m.group(2)} = zext i1 (%[\w.]+) to i32", text)
        if z and not z.group(1).startswith("%__bbprof."):
            source[m.group(1)] = (z.group(1), False)
        elif z:      # one condition negated: %__bbprof.sn.sK.0 = xor i1 %c, true
            n = re.search(rf"{re.escape(z.group(1))} = xor i1 (%[\w.]+), true", text)
            if n and z.group(1).endswith(".0") and not n.group(1).startswith("%__bbprof."):
                source[m.group(1)] = (n.group(1), True)
    for m in re.finditer(r"(%__bbprof\.sb\.s\d+) = and i32 (%__bbprof\.sm\.s\d+), "
                         r"%__bbprof\.sc\.s\d+", text):
        other = re.search(rf"{re.escape(m.group(1).replace('.sb.', '.sc.'))} = xor i32 "
                          r"(%__bbprof\.sb\.s\d+), -1", text).group(1)
        if other in source:
            complement[m.group(1)] = other
    moved = {}       # the line index of a branch -> [(ballot, word, condition, complement?)]
    late = []        # per flush statement, the pairs left where they were
    for i in flushes:
        keep = []
        for ballot, word in _flush_words(lines[i]):
            condition, negated = (source.get(ballot) or source.get(complement.get(ballot, ""))
                                  or (None, False))
            branch = next((j for j, line in enumerate(lines)
                           if line.startswith(f"  br i1 {condition}, ")), None) if condition else None
            if branch is None:
                keep.append((ballot, word))
            else:
                moved.setdefault(branch, []).append((ballot, word, condition, negated,
                                                     ballot in complement))
        late.append((i, keep, re.search(r"i32 (%__bbprof\.sm\.s\d+)", lines[i]).group(1)))
    for i, keep, mask in late:
        lines[i] = _flush_statement(f"l{i}", mask, keep) if keep else ""
    vote = "{" + NL + ".reg .pred %bbp_p;" + NL + "setp.ne.u32 %bbp_p, $1, 0;" + NL + \
        "vote.sync.ballot.b32 $0, %bbp_p, $2;" + NL + "}"
    for n, branch in enumerate(sorted(moved, reverse=True)):
        code, pairs = [f'  %e.m.{n} = call i32 asm sideeffect "activemask.b32 $0;", '
                       '"=r"() convergent nounwind'], []
        for j, (ballot, word, condition, negated, is_complement) in enumerate(moved[branch]):
            t = f"{n}.{j}"
            if negated:
                code.append(f"  %e.x.{t} = xor i1 {condition}, true")
                condition = f"%e.x.{t}"
            code += [f"  %e.z.{t} = zext i1 {condition} to i32",
                     f'  %e.b.{t} = call i32 asm sideeffect "{vote}", "=r,r,r"(i32 %e.z.{t}, '
                     f"i32 %e.m.{n}) convergent nounwind"]
            if is_complement:
                code += [f"  %e.c.{t} = xor i32 %e.b.{t}, -1",
                         f"  %e.d.{t} = and i32 %e.m.{n}, %e.c.{t}"]
            pairs.append((f"%e.d.{t}" if is_complement else f"%e.b.{t}", word))
        lines[branch:branch] = code + [_flush_statement(f"e{n}", f"%e.m.{n}", pairs)]
    open(folder + "early.ll", "w").write("\n".join(line for line in lines if line != ""))
    shutil.copy(folder + "default.json", folder + "early.json")
    json.dump({"label": "early", "timing_only": False}, open(folder + "early.note.json", "w"))


if __name__ == "__main__":
    for folder in glob.glob(sys.argv[1].rstrip("/") + "/*/"):
        for label in ("ctarows", "rows64k"):
            if glob.glob(folder + label + ".ll"):
                row_by_cta(folder + label + ".ll")
        if glob.glob(folder + "late.ll"):
            move_late(folder + "late.ll")
        timing_only(folder, "st", lambda s: s.replace("red.global.add.u64", "st.global.u64"))
        timing_only(folder, "u32", lambda s: re.sub(
            r"red\.global\.add\.u64 (\[[^\]]*\]), %bbp_n;", r"red.global.add.u32 \1, %bbp_b;", s))
        bulk(folder)
        early(folder)
