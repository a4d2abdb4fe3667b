"""Timing-only variant `one`: each small-group side-flag flush (one elected lane, one red
per flag) adds the packed values of all its flags into one register and issues ONE red
(to the first flag's word): the same code, ballots, branch and position, one L2 update
per warp instead of one per flag. Counts wrong by design (timing only)."""
import json, re, sys
from pathlib import Path
NL = "\\0A\\09"
PAIR = re.compile(r"popc\.b32 %bbp_b, (\$\d+);" + re.escape(NL) + r"min\.u32 %bbp_h, \$\d+, 1;"
                  + re.escape(NL) + r"mov\.b64 %bbp_n, \{%bbp_b, %bbp_h\};" + re.escape(NL)
                  + r"red\.global\.add\.u64 \[\$0\+(\d+)\], %bbp_n;")
for d in sys.argv[1:]:
    d = Path(d)
    text = (d / "default.ll").read_text()
    changed = 0
    def one(m):
        global changed
        body = m.group(0)
        pairs = PAIR.findall(body)
        if len(pairs) < 2:
            return body
        changed += 1
        first = PAIR.search(body)
        code = []
        for j, (ballot, off) in enumerate(pairs):
            dst = "%bbp_n" if j == 0 else "%bbp_t"
            code += [f"popc.b32 %bbp_b, {ballot};", f"min.u32 %bbp_h, {ballot}, 1;",
                     f"mov.b64 {dst}, {{%bbp_b, %bbp_h}};"]
            if j:
                code.append("add.u64 %bbp_n, %bbp_n, %bbp_t;")
        code.append(f"red.global.add.u64 [$0+{pairs[0][1]}], %bbp_n;")
        spans = [m2.span() for m2 in PAIR.finditer(body)]
        new = body[:spans[0][0]] + NL.join(code) + body[spans[-1][1]:]
        return new.replace(".reg .b64 %bbp_n;", ".reg .b64 %bbp_n, %bbp_t;", 1)
    text = re.sub(r'asm sideeffect "\{[^"]*BBP_SKIP[^"]*"', one, text)
    print(d.name, "flushes made one:", changed)
    if changed:
        (d / "one.ll").write_text(text)
        (d / "one.json").write_text((d / "default.json").read_text())
        (d / "one.note.json").write_text(json.dumps({"label": "one", "from": "default",
            "timing_only": True, "flushes": changed}, indent=1))
