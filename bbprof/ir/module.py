"""Load an LLVM IR file and read its structure from LLVM's own printed text.

``load_module`` parses the file with llvmlite (after the version-skew rewrites of
``skew.py``), verifies it, prints it back with LLVM 22's printer, and reads functions,
blocks, instructions, successors, attributes and debug locations from that canonical
text. Every later step (CFG, instrumentation, canonical block names for codegen) works on
this one structure, so no other module reads IR text.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import InputError, IRParseError, UnsupportedIRError
from bbprof.ir import skew
from bbprof.ir.target import HOST, Target, resolve_target

# An LLVM local or global name: a bare identifier, a number, or a quoted string.
NAME = r'(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
_LABEL_LINE = re.compile(rf"^(?P<label>{NAME}):(?:\s|$)")
_DEFINE = re.compile(rf"^define\b.*?@(?P<name>{NAME})\(")
_LABEL_REF = re.compile(rf"\blabel %(?P<name>{NAME})")
_ASSIGN = re.compile(rf"^\s+%{NAME} = ")
_ATTR_GROUP = re.compile(r"^attributes #(\d+) = \{(.*)\}\s*$")
_STRING_ATTR = re.compile(r'"([^"]+)"(?:="((?:[^"\\]|\\.)*)")?')
_DBG_REF = re.compile(r"!dbg !(\d+)")
_METADATA = re.compile(r"^!(\d+) = (?:distinct )?!(\w+)\((.*)\)\s*$")
_MD_FIELD = re.compile(r'(\w+): (?:"((?:[^"\\]|\\.)*)"|(!\d+|[-\w]+))')

TERMINATORS = frozenset({"ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume",
                         "catchswitch", "catchret", "cleanupret", "unreachable"})
# Instructions that must stay at the top of a block: nothing may be inserted before them.
LEADING = frozenset({"phi", "landingpad", "catchpad", "cleanuppad"})
# A block that starts with one of these can hold nothing else (besides phis).
UNCOUNTABLE = frozenset({"catchswitch"})

RESERVED_PREFIX = "__bbprof"


def unquote(name: str) -> str:
    """An LLVM name as the user reads it: quotes and escapes removed."""
    if name.startswith('"'):
        body = name[1:-1]
        return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), body)
    return name


@dataclass
class Instruction:
    line: int          # index of its first line in ``IRModule.lines``
    nlines: int        # a switch spans several lines
    opcode: str
    text: str


@dataclass
class Block:
    """One basic block. ``id`` is its position in the function, ``name`` its IR name."""

    id: int
    name: str                      # as the user reads it: ".lr.ph", "64", "entry"
    ref: str                       # as IR references it: '%64', '%".lr.ph"'
    label_line: int | None         # index of its label line, None for an unlabelled entry
    instructions: list[Instruction] = field(default_factory=list)
    successor_refs: list[str] = field(default_factory=list)
    successor_ids: list[int] = field(default_factory=list)   # in terminator order, unique
    function: str = ""             # the function it belongs to, and the file, for messages
    path: str | None = None

    @property
    def terminator(self) -> Instruction:
        return self.instructions[-1]

    @property
    def first_line(self) -> int:
        return self.instructions[0].line

    def insertion_line(self, *, after_allocas: bool = False) -> int:
        """Line before which code may be inserted: after phis/pads (and, for an entry
        block, after its leading static allocas)."""
        skip = LEADING | ({"alloca"} if after_allocas else frozenset())
        for inst in self.instructions:
            if inst.opcode in UNCOUNTABLE:
                raise UnsupportedIRError(
                    f"block '{self.name}' of @{self.function} begins with {inst.opcode}, "
                    "which admits no other instruction in its block: bbprof cannot count "
                    "it", path=self.path, hint="GPU IR has no funclet EH; instrument the "
                    "module without it")
            if inst.opcode not in skip:
                return inst.line
        return self.terminator.line


@dataclass
class Function:
    name: str
    header_line: int
    end_line: int                  # index of the closing '}'
    calling_conv: str | None
    linkage: str | None
    attributes: dict[str, str]
    blocks: list[Block]
    dbg: int | None

    @property
    def is_kernel(self) -> bool:
        return self.calling_conv in ("amdgpu_kernel", "ptx_kernel", "spir_kernel")

    @property
    def target_cpu(self) -> str | None:
        return self.attributes.get("target-cpu")

    @property
    def target_features(self) -> str:
        return self.attributes.get("target-features", "")

    def successors(self, block: Block) -> list[int]:
        """Successor block ids of ``block``, in terminator order, duplicates removed."""
        return block.successor_ids


@dataclass
class IRModule:
    """A parsed, verified module and the structure read from its canonical text."""

    path: str
    sha256: str
    target: Target
    lines: list[str]
    functions: list[Function]
    triple: str | None
    notes: list[str]
    metadata: dict[int, tuple[str, str]]
    attribute_groups: dict[int, dict[str, str]]
    source: str = ""           # the file's text as the user's compiler wrote it

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def function(self, name: str) -> Function:
        for fn in self.functions:
            if fn.name == name:
                return fn
        known = ", ".join(f.name for f in self.functions)
        raise InputError(f"no function named '{name}' (defined: {known})", path=self.path)

    def wave_size(self, fn: Function) -> int:
        return self.target.wave_size(fn.target_cpu or self.target.cpu, fn.target_features)

    def arch(self) -> str | None:
        """The processor the module is for: the first target-cpu attribute, else the triple's."""
        for fn in self.functions:
            if fn.target_cpu:
                return fn.target_cpu
        return self.target.cpu

    def debug_location(self, inst: Instruction) -> str | None:
        """``file:line`` of an instruction's ``!dbg`` attachment, when it has one."""
        match = _DBG_REF.search(inst.text)
        if not match:
            return None
        loc = self._md_fields(int(match.group(1)))
        if not loc or "line" not in loc:
            return None
        filename = self._file_of_scope(loc.get("scope"))
        return f"{filename or '?'}:{loc['line']}"

    def _md_fields(self, ident: int) -> dict[str, str] | None:
        cache = self.__dict__.setdefault("_md_cache", {})
        if ident not in cache:
            entry = self.metadata.get(ident)
            cache[ident] = None if entry is None else {
                m.group(1): m.group(2) if m.group(2) is not None else m.group(3)
                for m in _MD_FIELD.finditer(entry[1])}
        return cache[ident]

    def _file_of_scope(self, scope: str | None, depth: int = 0) -> str | None:
        if not scope or not scope.startswith("!") or depth > 32:
            return None
        ident = int(scope[1:])
        kind = self.metadata.get(ident, ("", ""))[0]
        fields = self._md_fields(ident) or {}
        if kind == "DIFile":
            return fields.get("filename")
        if "file" in fields:
            return self._file_of_scope(fields["file"], depth + 1)
        return self._file_of_scope(fields.get("scope"), depth + 1)


def read_ir_text(path: str | Path) -> str:
    """The text of an IR file, or a clear error for what is not IR text."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise InputError("is a directory, not an LLVM IR file", path=str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from None
    return decode_ir_bytes(data, str(path))


def decode_ir_bytes(data: bytes, path: str) -> str:
    if data[:4] == b"BC\xc0\xde" or data[:4] == b"\xde\xc0\x17\x0b":
        raise InputError("is LLVM bitcode; bbprof reads textual IR", path=path,
                         hint="convert it with llvm-dis")
    if b"\0" in data[:4096]:
        raise InputError("is a binary file, not LLVM IR text", path=path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"is not UTF-8 text (byte {exc.start})", path=path) from None
    if not text.strip():
        raise InputError("is empty", path=path, hint="pass a .ll file with a kernel")
    return text


def load_module(path: str | Path, target: str | None = None, *,
                text: str | None = None) -> IRModule:
    """Parse, verify and read an IR file (or ``text`` given for it)."""
    path = str(path)
    source = text if text is not None else read_ir_text(path)
    sha = hashlib.sha256(source.encode("utf-8")).hexdigest()
    rewritten, notes = skew.rewrite_newer_syntax(source, path=path)
    ref = parse_and_verify(rewritten, path)
    canonical = str(ref)
    triple = ref.triple or None
    resolved = resolve_target(triple, target, canonical, path=path)
    module = read_structure(canonical, path=path, sha256=sha, target=resolved,
                            triple=triple, notes=notes)
    module.source = source
    return module


def parse_and_verify(text: str, path: str):
    """An llvmlite ModuleRef for the text; LLVM's error as ``path:line:col: message``."""
    import llvmlite.binding as llvm

    try:
        ref = llvm.parse_assembly(text)
    except RuntimeError as exc:
        raise IRParseError(_parse_message(str(exc)), path=path) from None
    try:
        ref.verify()
    except RuntimeError as exc:
        detail = " ".join(str(exc).split())
        raise IRParseError(f"LLVM's verifier rejected the module: {detail}", path=path,
                           hint="the IR is invalid; check the pass that produced it") from None
    return ref


def _parse_message(raw: str) -> str:
    for line in raw.splitlines():
        match = re.match(r"^<string>:(\d+):(\d+): error: (.*)$", line)
        if match:
            return f"line {match.group(1)}, column {match.group(2)}: {match.group(3)}"
    return " ".join(raw.split())


def read_structure(text: str, *, path: str, sha256: str, target: Target, triple: str | None,
                   notes: list[str]) -> IRModule:
    lines = text.split("\n")
    attribute_groups: dict[int, dict[str, str]] = {}
    metadata: dict[int, tuple[str, str]] = {}
    for line in lines:
        if line.startswith("attributes #"):
            match = _ATTR_GROUP.match(line)
            if match:
                attribute_groups[int(match.group(1))] = {
                    m.group(1): m.group(2) or "" for m in _STRING_ATTR.finditer(match.group(2))}
        elif line.startswith("!"):
            match = _METADATA.match(line)
            if match:
                metadata[int(match.group(1))] = (match.group(2), match.group(3))
    functions = []
    i = 0
    while i < len(lines):
        if lines[i].startswith("define "):
            fn, i = _read_function(lines, i, attribute_groups, path)
            functions.append(fn)
        i += 1
    for fn in functions:
        if fn.name.startswith(RESERVED_PREFIX):
            raise InputError("is already instrumented by bbprof (it defines "
                             f"@{fn.name})", path=path,
                             hint="instrument the original, uninstrumented IR")
    if any(f"@{RESERVED_PREFIX}" in line for line in lines):
        raise InputError(f"is already instrumented by bbprof (it uses @{RESERVED_PREFIX}...)",
                         path=path, hint="instrument the original, uninstrumented IR")
    if not functions:
        raise InputError("defines no functions; there is nothing to instrument", path=path,
                         hint="pass the module that holds the kernel's body")
    return IRModule(path=path, sha256=sha256, target=target, lines=lines, functions=functions,
                    triple=triple, notes=notes, metadata=metadata,
                    attribute_groups=attribute_groups)


def _read_function(lines: list[str], start: int, groups: dict[int, dict[str, str]],
                   path: str) -> tuple[Function, int]:
    header = lines[start]
    match = _DEFINE.match(header)
    if not match:
        raise UnsupportedIRError(f"cannot read the function header on line {start + 1}",
                                 path=path)
    name = unquote(match.group("name"))
    before_name = header[len("define "):match.start("name") - 1].split()
    calling_conv = next((w for w in before_name if w.endswith("cc") or w.endswith("_kernel")
                         or w.startswith("cc ") or w.startswith("amdgpu_")
                         or w.startswith("ptx_") or w.startswith("spir_")), None)
    linkage = next((w for w in before_name if w in (
        "private", "internal", "available_externally", "linkonce", "weak", "common",
        "appending", "extern_weak", "linkonce_odr", "weak_odr", "external")), None)
    params, after = _split_params(header, match.end("name"))
    attributes: dict[str, str] = {}
    for group in re.findall(r"#(\d+)", after):
        attributes.update(groups.get(int(group), {}))
    dbg = _DBG_REF.search(after)
    unnamed_args = len(re.findall(r"%(\d+)\s*(?:,|$)", params))

    blocks: list[Block] = []
    current: Block | None = None
    i = start + 1
    pending_switch: Instruction | None = None
    while i < len(lines) and lines[i] != "}":
        line = lines[i]
        if (current is not None and current.instructions and _CONTINUATION.match(line)
                and current.instructions[-1].opcode in ("invoke", "callbr", "landingpad")):
            inst = current.instructions[-1]   # '          to label %a unwind label %b'
            inst.nlines += 1
            inst.text += "\n" + line
            i += 1
            continue
        if pending_switch is not None:
            pending_switch.nlines += 1
            pending_switch.text += "\n" + line
            if line.strip() == "]":
                pending_switch = None
            i += 1
            continue
        if line.startswith("  "):
            if current is None:  # an entry block printed without a label
                current = Block(id=0, name=str(unnamed_args), ref=f"%{unnamed_args}",
                                label_line=None, function=name, path=path)
                blocks.append(current)
            opcode = _opcode(line)
            inst = Instruction(line=i, nlines=1, opcode=opcode, text=line)
            current.instructions.append(inst)
            if opcode == "switch" and line.endswith("["):
                pending_switch = inst
        elif line and not line.startswith(";"):
            label = _LABEL_LINE.match(line)
            if not label:
                raise UnsupportedIRError(f"cannot read line {i + 1} of @{name}: {line[:60]}",
                                         path=path)
            raw = label.group("label")
            current = Block(id=len(blocks), name=unquote(raw), ref=f"%{raw}", label_line=i,
                            function=name, path=path)
            blocks.append(current)
        i += 1
    end = i
    for block in blocks:
        if not block.instructions:
            raise UnsupportedIRError(f"block '{block.name}' of @{name} has no instructions",
                                     path=path)
        term = block.terminator
        if term.opcode not in TERMINATORS:
            raise UnsupportedIRError(
                f"block '{block.name}' of @{name} ends in '{term.opcode}', not a terminator",
                path=path)
        block.successor_refs = [f"%{m.group('name')}" for m in _LABEL_REF.finditer(term.text)]
    by_ref = {b.ref: b.id for b in blocks}
    for block in blocks:
        for ref in block.successor_refs:
            if ref not in by_ref:
                raise UnsupportedIRError(f"block '{block.name}' of @{name} branches to "
                                         f"unknown label {ref}", path=path)
            if by_ref[ref] not in block.successor_ids:
                block.successor_ids.append(by_ref[ref])
    return Function(name=name, header_line=start, end_line=end, calling_conv=calling_conv,
                    linkage=linkage, attributes=attributes, blocks=blocks,
                    dbg=int(dbg.group(1)) if dbg else None), end


def _split_params(header: str, open_paren: int) -> tuple[str, str]:
    """The text inside the parameter list's parentheses, and the text after it."""
    depth = 0
    in_string = False
    for pos in range(open_paren, len(header)):
        ch = header[pos]
        if in_string:
            if ch == '"' and header[pos - 1] != "\\":
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return header[open_paren + 1:pos], header[pos + 1:]
    return header[open_paren + 1:], ""


# invoke/callbr print their labels, landingpad its clauses, on continuation lines.
_CONTINUATION = re.compile(r"^ {6,}(?:to label|cleanup|catch |filter )")
_OPCODE = re.compile(rf"^\s+(?:%{NAME} = )?(?:(?:tail|musttail|notail) )?([a-z_0-9]+)")


def _opcode(line: str) -> str:
    match = _OPCODE.match(line)
    return match.group(1) if match else ""


__all__ = ["Block", "Function", "IRModule", "Instruction", "load_module", "parse_and_verify",
           "read_ir_text", "unquote", "HOST"]
