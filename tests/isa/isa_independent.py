"""A deliberately naive instruction count over assembly text, written apart from
bbprof.isa's parsers and category table so that the two can check each other.

AMDGCN: inside a function (its label .. ``.Lfunc_end``), an instruction is a line that
starts with a tab and a lower-case letter. PTX: inside a function body (``{`` .. ``}`` at
column 0), an instruction is a line that starts with whitespace, an optional guard
``@%p1``/``@!%p1`` and a lower-case letter. Categories are prefix tests on the mnemonic.
"""

from __future__ import annotations

import re
from collections import Counter

AMDGCN_PREFIXES = {
    "matrix": ("v_mfma", "v_wmma", "v_smfmac", "v_swmmac"),
    "waitcnt": ("s_waitcnt", "s_wait_", "s_delay_alu"),
    "barrier": ("s_barrier",),
    "vmem_load": ("global_load", "buffer_load", "flat_load"),
    "vmem_store": ("global_store", "buffer_store", "flat_store"),
    "scratch": ("scratch_load", "scratch_store"),   # (no buffer scratch in the corpus)
    "lds": ("ds_",),
    "smem": ("s_load", "s_buffer_load"),
    "atomic": ("global_atomic", "buffer_atomic", "flat_atomic"),
}
PTX_PREFIXES = {
    "wgmma": ("wgmma.",),
    "mma": ("mma.",),
    "ldmatrix": ("ldmatrix", "stmatrix"),
    "ld_global": ("ld.global",),
    "st_global": ("st.global",),
    "ld_shared": ("ld.shared",),
    "st_shared": ("st.shared",),
    "ld_param": ("ld.param",),
    "setp": ("setp.",),
    "cvt": ("cvt.", "cvta."),
    "atomic": ("atom.", "red."),
}


def amdgcn_counts(text: str) -> dict[str, Counter]:
    functions = set(re.findall(r"^\s*\.type\s+([\w.$]+),@function", text, re.M))
    out: dict[str, Counter] = {}
    current = None
    for line in text.split("\n"):
        label = re.match(r"^([\w.$]+):", line)
        if label and label.group(1) in functions:
            current = out.setdefault(label.group(1), Counter())
        elif line.startswith(".Lfunc_end"):
            current = None
        elif current is not None and re.match(r"^\t[a-z]", line):
            mnemonic = line.split()[0]
            current["total"] += 1
            for category, prefixes in AMDGCN_PREFIXES.items():
                if mnemonic.startswith(prefixes):
                    current[category] += 1
    return out


def ptx_counts(text: str) -> dict[str, Counter]:
    out: dict[str, Counter] = {}
    name = None
    current = None
    for line in text.split("\n"):
        header = re.match(r"^\.(?:visible |weak )*\.(?:entry|func)\s+(?:\(.*\)\s*)?(\w+)", line)
        if header:
            name = header.group(1)
        elif line == "{" and name:
            current = out.setdefault(name, Counter())
        elif line == "}":
            current, name = None, None
        elif current is not None:
            match = re.match(r"^\s+(?:@!?%p\d+\s+)?([a-z][\w.:]*)", line)
            if match:
                current["total"] += 1
                for category, prefixes in PTX_PREFIXES.items():
                    if match.group(1).startswith(prefixes):
                        current[category] += 1
    return out


def counts(text: str, isa: str) -> dict[str, Counter]:
    return ptx_counts(text) if isa == "ptx" else amdgcn_counts(text)


def lines_of_instructions(text: str) -> dict[str, Counter]:
    """AMDGCN: per function, instructions under each ``.loc`` line (``file:line``; None
    before the first ``.loc`` and at line 0). Files by ``.file N "dir" "name"``."""
    files = {m.group(1): m.group(3) or m.group(2) for m in re.finditer(
        r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?', text, re.M)}
    functions = set(re.findall(r"^\s*\.type\s+([\w.$]+),@function", text, re.M))
    out: dict[str, Counter] = {}
    current = None
    where = None
    for line in text.split("\n"):
        label = re.match(r"^([\w.$]+):", line)
        if label and label.group(1) in functions:
            current, where = out.setdefault(label.group(1), Counter()), None
        elif line.startswith(".Lfunc_end"):
            current = None
        elif current is not None and line.startswith("\t.loc\t"):
            number, row = line.split()[1:3]
            where = f"{files[number]}:{row}" if row != "0" else None
        elif current is not None and re.match(r"^\t[a-z]", line):
            current[where] += 1
    return out
