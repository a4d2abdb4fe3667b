"""Read PTX (LLVM's NVPTX output, or Triton's) into machine functions and resources.

* a function is an ``.entry``/``.func`` header followed by a body between a ``{`` line and a
  ``}`` line (a header followed by ``;`` is a declaration and is skipped);
* a machine block starts at ``$L__BBf_n:`` or at the verbose comment ``// %bb.n:``; the rest
  of that line and the comment lines before its first instruction name its IR block and
  loop, as in AMDGCN;
* every statement (text up to ``;``) in the body that is not a directive (``.reg``,
  ``.loc``, ``.pragma``...) is one instruction; a line may hold several (inline assembly
  ``{ .reg .b32 t; mov.b32 t, 1; }``); a guard predicate ``@%p1``/``@!%p1`` is not part of
  the mnemonic;
* resources: the ``.reg`` declarations (virtual registers by type), static ``.shared`` and
  ``.local`` sizes, and ``.reqntid``/``.maxntid``.
"""

from __future__ import annotations

import re

from bbprof.isa.categories import PTX
from bbprof.isa.machine import (MachineBlock, MachineFunction, make_instruction,
                                 read_block_comment)

_HEADER = re.compile(r"^(?:\.(?:visible|extern|weak)\s+)*\.(entry|func)\s+"
                     r"(?:\([^)]*\)\s*)?([\w$]+)")
_BLOCK_LABEL = re.compile(r"^\$L__BB(\d+)_(\d+):(.*)$")
_BLOCK_COMMENT = re.compile(r"^//\s*%bb\.(\d+):(.*)$")
_LABEL = re.compile(r"^[\w$]+:")
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
        part = part.strip()
        while part[:1] in ("{", "}"):
            part = part[1:].strip()
        if part:
            out.append(part)
    return out


def is_instruction(statement: str) -> bool:
    return not statement.startswith(".") and not _LABEL.match(statement)


def mnemonic_of(statement: str) -> str:
    return _GUARD.sub("", statement).split(None, 1)[0]


def parse(text: str) -> list[MachineFunction]:
    lines = text.split("\n")
    functions: list[MachineFunction] = []
    pending: MachineFunction | None = None
    current: MachineFunction | None = None
    block: MachineBlock | None = None
    module_scope = MachineFunction(name="", isa=PTX, line=0)  # module-scope .shared arrays
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
            elif stripped.endswith(";") and not stripped.startswith("."):
                pending = None  # a declaration without a body
            else:
                ntid = _NTID.match(stripped)
                if ntid:
                    pending.resources[ntid.group(1)] = ntid.group(2).strip()
            continue
        if raw.rstrip() == "}":
            current, block = None, None
            continue
        if not stripped:
            continue
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
            if block is not None and not block.instructions:
                read_block_comment(block, stripped)
            continue
        code = stripped.split("//", 1)[0]
        for statement in split_statements(code):
            if not is_instruction(statement):
                _read_declaration(statement + ";", current)
                continue
            if block is None:
                block = MachineBlock(index=len(current.blocks), label=None, number=None,
                                     ir_name=None, line=lineno)
                current.blocks.append(block)
            inst = make_instruction(PTX, mnemonic_of(statement), statement, lineno)
            block.instructions.append(inst)
            if inst.category == "branch":
                block.branch_targets.extend(_BRANCH_TARGET.findall(statement))
    static_shared = int(module_scope.resources.get("shared_bytes", 0))
    for fn in functions:  # which function uses a module-scope array is not read: all may
        fn.resources["shared_bytes"] = int(fn.resources.get("shared_bytes", 0)) + static_shared
    return functions


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
