"""How round 23's text-made variants were written (bench/h100_round23/README.md), from a
folder prepared by scripts/bench_ir_variants.py (``default``: each warp's own flush):

  ctarows, rows64k: the row rule's unit ``%smid`` replaced by ``%ctaid.x`` (prepared with
      2,048 and ``--shards 65536`` rows): rows by CTA, no two warps of an SM on one word;
      counts exact (the decoder sums the rows).
  late: the side flags' flush statement moved to just before the kernel's ``ret``, after
      its own stores (its operands dominate it); counts exact.
  st, u32 (timing only): the flush's ``red.global.add.u64`` replaced by ``st.global.u64``
      (plain stores), or by a 32-bit ``red`` of the thread count.
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
