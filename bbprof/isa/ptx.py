"""Read PTX (LLVM's NVPTX output, or Triton's) into machine functions and resources.

* a function is an ``.entry``/``.func`` header followed by a body between a ``{`` line and a
  ``}`` line (a header followed by ``;`` is a declaration and is skipped);
* a machine block starts at ``$L__BBf_n:`` or at the verbose comment ``// %bb.n:``; the rest
  of that line and the comment lines before its first instruction name its IR block and
  loop, as in AMDGCN;
* every statement (text up to ``;``) in the body that is not a directive (``.reg``,
  ``.pragma``...) is one instruction; a line may hold several (inline assembly
  ``{ .reg .b32 t; mov.b32 t, 1; }``) and one may span several lines (LLVM writes
  ``mma.sync`` with one operand vector a line, and ``call`` with its parameters over
  several lines): a statement is counted once, at the line it starts on. ``.loc`` (which
  has no ``;``) and labels (``$L__tmp0:``, Triton's inline-asm labels) end at the end of
  their line; braces that open and close scopes are not statements. A guard predicate
  ``@%p1``/``@!%p1`` is not part of the mnemonic; an instruction's source line is the
  ``.loc`` in force (``machine.LineTable``);
* resources: the ``.reg`` declarations (virtual registers by type), static ``.shared`` and
  ``.local`` sizes, and ``.reqntid``/``.maxntid``.
"""

from __future__ import annotations

import re

from bbprof.isa.categories import PTX
from bbprof.isa.machine import (LineTable, MachineBlock, MachineFunction, make_instruction,
                                 read_block_comment)

_HEADER = re.compile(r"^(?:\.(?:visible|extern|weak)\s+)*\.(entry|func)\s+"
                     r"(?:\([^)]*\)\s*)?([\w$]+)")
_BLOCK_LABEL = re.compile(r"^\$L__BB(\d+)_(\d+):(.*)$")
_BLOCK_COMMENT = re.compile(r"^//\s*%bb\.(\d+):(.*)$")
_LABEL = re.compile(r"^[\w$]+:")
_LOC = re.compile(r"^\.loc\s")
_LEADING_LABELS = re.compile(r"^(?:[\w$]+:\s*)+")
_GUARD = re.compile(r"^@!?%?[\w]+\s+")
_BRANCH_TARGET = re.compile(r"\$L__BB\d+_\d+")
_REG_DECL = re.compile(r"^\.reg\s+\.(\w+)\s+%\w+<(\d+)>")
_REG_SINGLE = re.compile(r"^\.reg\s+\.(\w+)\s+(%\w+(?:\s*,\s*%\w+)*)\s*;")
_ARRAY_DECL = re.compile(r"^\.(shared|local)\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+[\w$]+"
                         r"((?:\[\d*\])+)")
_MODULE_LINKAGE = re.compile(r"^(?:\.(?:extern|visible|weak|global)\s+)+")
_NTID = re.compile(r"^\.(reqntid|maxntid)\s+([\d,\s]+)")
_TYPE_BYTES = {"b8": 1, "u8": 1, "s8": 1, "b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2,
               "b32": 4, "u32": 4, "s32": 4, "f32": 4, "b64": 8, "u64": 8, "s64": 8,
               "f64": 8, "b128": 16}


def split_statements(code: str) -> list[str]:
    """Statements of one line of a PTX body (comments already removed), braces stripped."""
    out = []
    for part in code.split(";"):
        part = _strip_scope_braces(part)
        if part:
            out.append(part)
    return out


def _strip_scope_braces(part: str) -> str:
    part = part.strip()
    while part[:1] in ("{", "}"):
        part = part[1:].strip()
    return part


def is_instruction(statement: str) -> bool:
    return not statement.startswith(".") and not _LABEL.match(statement)


def mnemonic_of(statement: str) -> str:
    return _GUARD.sub("", statement).split(None, 1)[0]


class _Statements:
    """Statements of a function body as its lines come, each with the line it starts on."""

    def __init__(self) -> None:
        self.pending = ""          # the text of a statement begun on an earlier line
        self.start = 0

    def feed(self, code: str, lineno: int) -> list[tuple[str, int]]:
        if not self.pending:
            head = code.strip()
            if _LOC.match(head) or _LEADING_LABELS.fullmatch(head):
                return [(head, lineno)]      # complete at the end of its line
        text = f"{self.pending} {code}" if self.pending else code
        start = self.start if self.pending else lineno
        *complete, rest = text.split(";")
        out = []
        for part in complete:
            part = _strip_scope_braces(_LEADING_LABELS.sub("", _strip_scope_braces(part)))
            if part:
                out.append((part, start))
            start = lineno
        rest = _strip_scope_braces(rest)
        self.pending, self.start = (rest, start) if rest else ("", 0)
        return out

    def flush(self) -> list[tuple[str, int]]:
        """A statement left open at the end of the body (invalid PTX): counted as written."""
        out = [(self.pending, self.start)] if self.pending else []
        self.pending = ""
        return out


def parse(text: str) -> list[MachineFunction]:
    lines = text.split("\n")
    functions: list[MachineFunction] = []
    pending: MachineFunction | None = None
    current: MachineFunction | None = None
    block: MachineBlock | None = None
    module_scope = MachineFunction(name="", isa=PTX, line=0)  # module-scope .shared arrays
    locations = LineTable(lines)
    statements = _Statements()
    for lineno, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if current is None:
            if pending is None:
                header = _HEADER.match(stripped)
                if header:
                    pending = MachineFunction(name=header.group(2), isa=PTX, line=lineno)
                elif ".shared" in stripped:
                    _read_declaration(_MODULE_LINKAGE.sub("", stripped), module_scope)
            elif raw.rstrip() == "{":
                current, pending, block = pending, None, None
                functions.append(current)
                locations.current = None
            elif stripped.endswith(";") and not stripped.startswith("."):
                pending = None  # a declaration without a body
            else:
                ntid = _NTID.match(stripped)
                if ntid:
                    pending.resources[ntid.group(1)] = ntid.group(2).strip()
            continue
        if raw.rstrip() == "}":
            for statement, start in statements.flush():
                block = _add(current, block, statement, start, locations)
            current, block = None, None
            continue
        if not stripped:
            continue
        if statements.pending:
            header = None
        else:
            header = _BLOCK_LABEL.match(stripped) or _BLOCK_COMMENT.match(stripped)
        if header:
            is_label = stripped.startswith("$L__BB")
            rest = header.group(header.lastindex)
            block = MachineBlock(index=len(current.blocks),
                                 label=stripped.split(":", 1)[0] if is_label else None,
                                 number=int(header.group(2) if is_label else header.group(1)),
                                 ir_name=None, line=lineno)
            read_block_comment(block, rest)
            current.blocks.append(block)
            continue
        if stripped.startswith("//"):
            if block is not None and not block.instructions and not statements.pending:
                read_block_comment(block, stripped)
            continue
        for statement, start in statements.feed(stripped.split("//", 1)[0], lineno):
            block = _add(current, block, statement, start, locations)
    static_shared = int(module_scope.resources.get("shared_bytes", 0))
    for fn in functions:  # which function uses a module-scope array is not read: all may
        fn.resources["shared_bytes"] = int(fn.resources.get("shared_bytes", 0)) + static_shared
    return functions


def _add(fn: MachineFunction, block: MachineBlock | None, statement: str, line: int,
         locations: LineTable) -> MachineBlock | None:
    """One statement of ``fn``'s body: a directive, a label, or an instruction of ``block``."""
    if _LOC.match(statement):
        locations.read(statement)
        return block
    if not is_instruction(statement):
        _read_declaration(statement + ";", fn)
        return block
    if block is None:
        block = MachineBlock(index=len(fn.blocks), label=None, number=None, ir_name=None,
                             line=line)
        fn.blocks.append(block)
    inst = make_instruction(PTX, mnemonic_of(statement), statement, line, locations.current)
    block.instructions.append(inst)
    if inst.category == "branch":
        block.branch_targets.extend(_BRANCH_TARGET.findall(statement))
    return block


def _read_declaration(statement: str, fn: MachineFunction) -> None:
    res = fn.resources
    reg = _REG_DECL.match(statement)
    if reg:
        key = f"ptx_regs_{reg.group(1)}"
        res[key] = int(res.get(key, 0)) + int(reg.group(2))
        return
    single = _REG_SINGLE.match(statement)
    if single:
        key = f"ptx_regs_{single.group(1)}"
        res[key] = int(res.get(key, 0)) + len(single.group(2).split(","))
        return
    array = _ARRAY_DECL.match(statement)
    if array:
        size = _TYPE_BYTES.get(array.group(2), 1)
        for dim in re.findall(r"\[(\d*)\]", array.group(3)):
            size *= int(dim) if dim else 0
        key = "shared_bytes" if array.group(1) == "shared" else "local_bytes"
        res[key] = int(res.get(key, 0)) + size
