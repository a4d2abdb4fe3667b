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
    start = 0
    for i in sorted(insertions):
        out.extend(lines[start:i])
        out.extend(insertions[i])
        start = i
    out.extend(lines[start:])
    return out


# -- Block ids as debug lines (for `bbprof validate`) -----------------------------------------

BLOCK_LINE_FILE_SUFFIX = ".bbprof-blocks"
_DBG_ATTACHMENT = re.compile(r",\s*!dbg !\d+")
_FN_DBG = re.compile(r"\s!dbg !\d+")
_MD_ID = re.compile(r"^!(\d+) = ", re.M)
_DBG_INTRINSIC = re.compile(r"^\s*(?:tail |notail |musttail )?call void @llvm\.dbg\.\w+\(")
_DBG_RECORD = re.compile(r"^\s*#dbg_\w+\(")
_DBG_CU = re.compile(r"^!llvm\.dbg\.cu = !\{(?P<items>[^}]*)\}\s*$", re.M)
_MODULE_FLAGS = re.compile(r"^!llvm\.module\.flags = !\{(?P<items>[^}]*)\}\s*$", re.M)


def block_line_file(function: str) -> str:
    """The synthetic source file whose line numbers are ``function``'s block ids + 1."""
    return f"{function}{BLOCK_LINE_FILE_SUFFIX}"


def block_line_locations(module: IRModule) -> str:
    """The module's text with every instruction's debug location saying its IR block.

    Each defined function gets its own synthetic file (``<function>.bbprof-blocks``) and
    subprogram; every instruction of block ``i`` gets ``!DILocation(line: i + 1)`` (line 0
    means "no line" in DWARF). Compiled with line info (``ptxas -lineinfo``), every machine
    instruction then names the IR block it came from, and instructions that the back end
    moved or duplicated still name their origin. Existing debug calls and records
    (``llvm.dbg.*``, ``#dbg_*``) are dropped: their variables belong to the old scopes, and
    they make no code. Existing metadata stays defined; nothing else changes.
    """
    lines = list(module.lines)
    next_id = max((int(m) for m in _MD_ID.findall(module.text)), default=-1) + 1
    new_md: list[str] = []

    def node(text: str) -> int:
        nonlocal next_id
        ident = next_id
        next_id += 1
        new_md.append(f"!{ident} = {text}")
        return ident

    cu_file = node('!DIFile(filename: "bbprof-blocks", directory: "bbprof")')
    cu = node(f"distinct !DICompileUnit(language: DW_LANG_C, file: !{cu_file}, producer: "
              '"bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)')
    empty = node("!{}")
    sub_type = node(f"!DISubroutineType(types: !{empty})")
    drop: set[int] = set()
    for fn in module.functions:
        file_id = node(f'!DIFile(filename: "{block_line_file(fn.name)}", directory: "bbprof")')
        sp = node(f'distinct !DISubprogram(name: "{fn.name}", scope: !{file_id}, file: '
                  f"!{file_id}, line: 1, type: !{sub_type}, scopeLine: 1, spFlags: "
                  f"DISPFlagDefinition | DISPFlagOptimized, unit: !{cu})")
        header = lines[fn.header_line]
        brace = header.rindex("{")
        head = _FN_DBG.sub("", header[:brace].rstrip())
        lines[fn.header_line] = f"{head} !dbg !{sp} {{"
        for block in fn.blocks:
            loc = node(f"!DILocation(line: {block.id + 1}, column: 0, scope: !{sp})")
            for inst in block.instructions:
                if _DBG_INTRINSIC.match(lines[inst.line]):
                    drop.update(range(inst.line, inst.line + inst.nlines))
                    continue
                last = inst.line + inst.nlines - 1
                text = _DBG_ATTACHMENT.sub("", lines[last])
                lines[last] = f"{text}, !dbg !{loc}"
        for i in range(fn.header_line, fn.end_line):
            if _DBG_RECORD.match(lines[i]):
                drop.add(i)
    text = "\n".join(line for i, line in enumerate(lines) if i not in drop)
    text = _append_to_named_metadata(text, _DBG_CU, "llvm.dbg.cu", cu)
    if '!"Debug Info Version"' not in text:
        flag = node('!{i32 2, !"Debug Info Version", i32 3}')
        text = _append_to_named_metadata(text, _MODULE_FLAGS, "llvm.module.flags", flag)
    return text + "\n" + "\n".join(new_md) + "\n"


def _append_to_named_metadata(text: str, pattern, name: str, node_id: int) -> str:
    """``!name = !{..., !node_id}``: appended to the list, or the list made."""
    match = pattern.search(text)
    if not match:
        return text + f"\n!{name} = !{{!{node_id}}}"
    items = match.group("items").strip()
    return (text[:match.start()] + f"!{name} = !{{{items + ', ' if items else ''}!{node_id}}}"
            + text[match.end():])
