"""Edits of LLVM's printed text: inserting lines, and giving every block a canonical name.

Canonical block names exist for codegen: LLVM's verbose assembly names a machine block
after its IR block (``.LBB0_3: ; %name``) only when the IR block has a name, and most of
Triton's blocks are numbered. ``canonical_block_names`` renames block ``i`` of every
function to ``bbprof.<i>`` so that the assembly says which IR block each machine block
came from. Numbered values cannot keep their numbers once the blocks between them get
names (LLVM requires numbered values to be consecutive), so every numbered local value
``%N`` becomes ``%bbprof.vN``. The rewrite is purely lexical over one function at a time:
strings (inline assembly, names in quotes) are skipped, and names keep their meaning.
"""

from __future__ import annotations

import re

from bbprof.errors import UnsupportedIRError
from bbprof.ir.module import NAME, Function, IRModule

CANONICAL_BLOCK_PREFIX = "bbprof."
_LOCAL_OR_STRING = re.compile(rf'%(?P<name>{NAME})|"(?:[^"\\]|\\.)*"')
_NUMBERED_TYPE = re.compile(r"^%\d+ = type ", re.M)
_LABEL_DEF = re.compile(rf"^(?P<label>{NAME}):")


def canonical_block_name(block_id: int) -> str:
    return f"{CANONICAL_BLOCK_PREFIX}{block_id}"


def block_id_from_canonical(name: str) -> int | None:
    """``bbprof.12`` -> 12; None for any other name."""
    if name.startswith("%"):
        name = name[1:]
    if name.startswith(CANONICAL_BLOCK_PREFIX) and name[len(CANONICAL_BLOCK_PREFIX):].isdigit():
        return int(name[len(CANONICAL_BLOCK_PREFIX):])
    return None


def canonical_block_names(module: IRModule) -> str:
    """The module's text with every block of every defined function named ``bbprof.<id>``."""
    if _NUMBERED_TYPE.search(module.text):
        raise UnsupportedIRError("the module has numbered struct types (%N = type ...), "
                                 "which canonical block naming cannot tell from values",
                                 path=module.path, hint="give the types names")
    lines = list(module.lines)
    for fn in module.functions:
        _rename_function(lines, fn)
    return "\n".join(lines)


def _rename_function(lines: list[str], fn: Function) -> None:
    block_names = {b.ref[1:]: canonical_block_name(b.id) for b in fn.blocks}

    def rename(match: re.Match) -> str:
        name = match.group("name")
        if name is None:
            return match.group(0)
        if name in block_names:
            return "%" + block_names[name]
        if name.isdigit():
            return f"%bbprof.v{name}"
        return match.group(0)

    entry = fn.blocks[0]
    for i in range(fn.header_line, fn.end_line):
        line = lines[i]
        if "%" not in line and not _LABEL_DEF.match(line):
            continue
        label = _LABEL_DEF.match(line) if i > fn.header_line else None
        if label and label.group("label") in block_names:
            rest = line[label.end():]
            line = f"{block_names[label.group('label')]}:{_LOCAL_OR_STRING.sub(rename, rest)}"
        elif i == fn.header_line:
            # Rename only the parameter list and what follows it, never the function's name.
            at = line.index("@")
            line = line[:at] + _LOCAL_OR_STRING.sub(rename, line[at:])
        else:
            line = _LOCAL_OR_STRING.sub(rename, line)
        lines[i] = line
    if entry.label_line is None:
        first = entry.instructions[0].line
        lines[first] = f"{canonical_block_name(0)}:\n{lines[first]}"


def insert_lines(lines: list[str], insertions: dict[int, list[str]]) -> list[str]:
    """A new line list with ``insertions[i]`` placed before line ``i``."""
    out: list[str] = []
    for i, line in enumerate(lines):
        extra = insertions.get(i)
        if extra:
            out.extend(extra)
        out.append(line)
    return out
