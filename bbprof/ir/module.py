"""Load an LLVM IR file and read its structure from LLVM's own printed text.

``load_module`` parses the file with llvmlite (after the version-skew rewrites of
``skew.py``, in the child process of ``llvm_child.py``), verifies it, prints it back with
LLVM 22's printer, and reads functions,
blocks, instructions, successors, attributes and debug locations from that canonical
text. Every later step (CFG, instrumentation, canonical block names for codegen) works on
this one structure, so no other module reads IR text.
"""

from __future__ import annotations

import gc
import hashlib
import re
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from bbprof.errors import BbprofError, InputError, IRParseError, UnsupportedIRError
from bbprof.ir import llvm_child, provenance, skew
from bbprof.ir.arch import unknown_wave_size
from bbprof.ir.target import (HOST, Target, amdgpu_processor, check_arch, is_gpu_processor,
                              resolve_target)

# An LLVM local or global name: a bare identifier, a number, or a quoted string.
NAME = r'(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
# a two-way branch: its i1 condition (a value or a constant) and its two labels
COND_BR = re.compile(rf"^\s*br i1 (?P<cond>[^,]+), label (?P<a>%{NAME}), label (?P<b>%{NAME})")
_LABEL_LINE = re.compile(rf"^(?P<label>{NAME}):(?:\s|$)")
_DEFINE = re.compile(rf"^define\b.*?@(?P<name>{NAME})\(")
_DECLARE = re.compile(rf"^declare\b.*?@(?P<name>{NAME})\(")
_LABEL_REF = re.compile(rf"\blabel %(?P<name>{NAME})")
_ASSIGN = re.compile(rf"^\s+%{NAME} = ")
_DIMS = re.compile(r"\d+(,\d+){0,2}")
_CODE_OBJECT = re.compile(r'!"amdhsa_code_object_version", i32 (\d+)')
_ATTR_GROUP = re.compile(r"^attributes #(\d+) = \{(.*)\}\s*$")
_STRING_ATTR = re.compile(r'"([^"]+)"(?:="((?:[^"\\]|\\.)*)")?')
_DBG_REF = re.compile(r"!dbg !(\d+)")
_PARAM_NAME = re.compile(rf"(%{NAME})\s*(?=,|$)")   # a parameter's name ends it
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


class Instruction:
    """One instruction of the printed module; its opcode is read when first asked for."""

    __slots__ = ("line", "nlines", "text", "_opcode")

    def __init__(self, line: int, nlines: int, text: str, opcode: str | None = None):
        self.line = line        # index of its first line in ``IRModule.lines``
        self.nlines = nlines    # a switch spans several lines
        self.text = text
        self._opcode = opcode

    @property
    def opcode(self) -> str:
        if self._opcode is None:
            self._opcode = _opcode(self.text)
        return self._opcode

    def __repr__(self) -> str:
        return f"Instruction(line={self.line}, opcode={self.opcode!r}, text={self.text!r})"


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
    arguments: tuple[str, ...] = ()  # the parameters' names as IR references them: '%0'

    @property
    def is_kernel(self) -> bool:
        return self.calling_conv in ("amdgpu_kernel", "ptx_kernel", "spir_kernel")

    @property
    def target_cpu(self) -> str | None:
        return self.attributes.get("target-cpu")

    def block_dims(self, attribute: str) -> tuple[int, int, int] | None:
        """The block shape an attribute of the form ``"x[,y[,z]]"`` gives (NVPTX's
        ``nvvm.reqntid``, ``nvvm.maxntid``; the missing sizes 1), or None."""
        value = self.attributes.get(attribute)
        if not value or not _DIMS.fullmatch(value):
            return None
        dims = [int(v) for v in value.split(",")] + [1, 1]
        return (dims[0], dims[1], dims[2]) if all(dims[:3]) else None

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
    attribute_groups: dict[int, dict[str, str]]
    declared: frozenset[str] = frozenset()   # names of the functions it declares
    source: str = ""           # the file's text as the user's compiler wrote it
    given_arch: str | None = None   # ``--arch`` where the module names no processor

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    @property
    def code_object_version(self) -> int | None:
        """The AMDGPU code object version the module asks for (its
        ``amdhsa_code_object_version`` flag: 500 for v5), or None; read once."""
        if "_code_object" not in self.__dict__:
            m = _CODE_OBJECT.search(self.text)
            self.__dict__["_code_object"] = int(m.group(1)) if m else None
        return self.__dict__["_code_object"]

    @property
    def metadata(self) -> dict[int, tuple[str, str]]:
        """``{id: (kind, fields)}`` of the numbered metadata nodes (``!7 = !DIFile(...)``),
        read when first asked for: only debug locations need them."""
        cache = self.__dict__.get("_metadata")
        if cache is None:
            cache = self.__dict__["_metadata"] = {}
            for line in self.lines[self.functions[-1].end_line:]:
                if line[:1] == "!":
                    match = _METADATA.match(line)
                    if match:
                        cache[int(match.group(1))] = (match.group(2), match.group(3))
        return cache

    def function(self, name: str) -> Function:
        for fn in self.functions:
            if fn.name == name:
                return fn
        known = ", ".join(f.name for f in self.functions)
        raise InputError(f"no function named '{name}' (defined: {known})", path=self.path)

    def wave_size(self, fn: Function) -> int:
        """Lanes per wave of ``fn`` (``arch.wave_size``): its ``+wavefrontsize32/64``
        feature, else its own target-cpu's, else the module's processor's (``processor``:
        another function's target-cpu, the triple's, ``--arch``). AMDGPU IR that states
        none of them is refused, not given a default: its counting code is written for
        one width (a ballot is i32 on wave32, i64 on wave64)."""
        own = fn.target_cpu
        cpu = own if own and is_gpu_processor(self.target.kind, own) else self.arch()
        size = self.target.wave_size(cpu, fn.target_features)
        if size is None:
            raise unknown_wave_size(fn.name, self.triple, path=self.path)
        return size

    def arch(self) -> str | None:
        """The processor the module is for (``processor``)."""
        return self.processor()[0]

    def processor(self) -> tuple[str | None, str]:
        """``(arch, where it was read)``: the first target-cpu attribute, else the triple's
        processor (LLVM 24's ``amdgpu9.42-amd-amdhsa``), else ``--arch`` given to
        ``with_arch``, else ``(None, "")``; read once."""
        found = self.__dict__.get("_processor")
        if found is None:
            found = self.__dict__["_processor"] = self._find_processor()
        return found

    def _find_processor(self) -> tuple[str | None, str]:
        kind = self.target.kind
        for fn in self.functions:   # the first GPU target-cpu, LLVM's aliases resolved
            if fn.target_cpu and is_gpu_processor(kind, fn.target_cpu):
                cpu = amdgpu_processor(fn.target_cpu) if kind == "amdgpu" else fn.target_cpu
                return cpu, f"the target-cpu attribute of @{fn.name}"
        if self.target.cpu:
            return self.target.cpu, f"its triple {self.triple}"
        if self.given_arch:
            return self.given_arch, "--arch"
        return None, ""

    def check_arch(self, requested: str | None) -> str | None:
        """``--arch`` checked against the module (``target.check_arch``)."""
        own, where = self.processor()
        return check_arch(self.target.kind, requested, own, own_from=where, path=self.path)

    def with_arch(self, requested: str | None) -> IRModule:
        """The module with ``--arch`` checked against it (``check_arch``) and kept: where
        the IR names no processor (Triton 3.6's AMD IR: no target-cpu, the triple
        ``amdgcn-amd-amdhsa``) every later question (``wave_size``, ``arch``) answers
        for ``requested``. The module itself where it names its processor already or
        ``requested`` is None."""
        chosen = self.check_arch(requested)
        if chosen is None or chosen == self.arch():
            return self
        return replace(self, given_arch=chosen)

    def debug_location(self, inst: Instruction) -> str | None:
        """``file:line`` of an instruction's ``!dbg`` attachment, when it names a real line
        (``line: 0`` is LLVM's "no source line": compiler-made or merged code)."""
        if not self.metadata:   # no node to name a location (a module without debug info)
            return None
        match = _DBG_REF.search(inst.text)
        if not match:
            return None
        loc = self._md_fields(int(match.group(1)))
        if not loc or loc.get("line", "0") == "0":
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
    from bbprof.files import read_input

    return decode_ir_bytes(read_input(path, "LLVM IR file"), str(path))


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
    _refuse_assembly(text, path)
    return text


_PTX = re.compile(r"^[ \t]*\.(?:version[ \t]+\d|target[ \t]+sm_|address_size[ \t]+\d)", re.M)
_AMDGCN_ASM = re.compile(r"^[ \t]*\.(?:amdgcn_target|amdhsa_code_object_version|amdhsa_kernel)\b",
                         re.M)


def _refuse_assembly(text: str, path: str) -> None:
    """Machine assembly given as IR (a .ptx renamed .ll, a .s of llc) is named as such,
    not left to LLVM's 'expected top-level entity'."""
    head = text[:65536]
    if _PTX.search(head):
        raise InputError("is PTX assembly, not LLVM IR", path=path,
                         hint="pass the LLVM IR the PTX was made from: Triton's 'llir' "
                              "stage, or clang's -S -emit-llvm")
    if _AMDGCN_ASM.search(head):
        raise InputError("is AMDGPU assembly, not LLVM IR", path=path,
                         hint="pass the LLVM IR it was made from: Triton's 'llir' stage, "
                              "or clang's -S -emit-llvm")


def load_module(path: str | Path, target: str | None = None, *,
                text: str | None = None, allow_instrumented: bool = False) -> IRModule:
    """Parse, verify and read an IR file (or ``text`` given for it).

    ``allow_instrumented``: accept IR bbprof has instrumented (``bbprof static`` gives its
    mix, counting code included); otherwise such IR is refused.

    LLVM parses, prints and verifies in a child process (``llvm_child``: an abort in LLVM
    is an error there, not the end of bbprof); Python hashes the text while LLVM parses,
    and reads the structure while LLVM verifies. The verifier's message wins when both
    fail."""
    path = str(path)
    source = text if text is not None else read_ir_text(path)
    if provenance.BUNDLE_START in source:
        message, hint = provenance.bundle_message(source, path)
        raise InputError(message, path=path, hint=hint)
    rewritten, notes = skew.rewrite_newer_syntax(source, path=path)
    parsed = llvm_child.parse_print_verify(rewritten, path)
    try:
        sha = hashlib.sha256(source.encode("utf-8")).hexdigest()
        try:
            triple, canonical = parsed.canonical()
        except IRParseError as exc:   # an old LLVM's or AMD's fork's IR: say so
            hint = provenance.explain_unreadable(source, exc.message, path)
            if hint is None:
                raise
            raise IRParseError(exc.message, path=path, hint=hint) from None
        triple = triple or None
        with collector_paused():
            try:
                resolved = resolve_target(triple, target, canonical, path=path)
                module = read_structure(canonical, path=path, sha256=sha, target=resolved,
                                        triple=triple, notes=notes,
                                        allow_instrumented=allow_instrumented)
            except BbprofError:
                parsed.verified()
                raise
        parsed.verified()
    finally:
        parsed.close()
    module.source = source
    return module


@contextmanager
def collector_paused():
    """Pause Python's cyclic garbage collector while building a structure of thousands of
    objects that all survive: a collection in the middle would only traverse them (about
    a fifth of the time of reading a large module's structure). Nothing here makes cycles
    that need it; the collector runs again once the block is left, the block's objects in
    its oldest generation (looked at by its next full collection)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if not gc.get_freeze_count():   # (nobody else's frozen objects to thaw)
                # what the block made goes to the oldest generation without a look (freeze
                # moves every tracked object to the permanent one, unfreeze from there to
                # the oldest): the young collection its allocations would start next
                # would only traverse it all once more (0.3 s at 50,000 blocks)
                gc.freeze()
                gc.unfreeze()
            gc.enable()


def parse_and_verify(text: str, path: str):
    """An llvmlite ModuleRef of ``text``, parsed and verified first in the child process of
    ``llvm_child`` (LLVM's error as ``path: line L, column C: message``, an abort as
    ``LLVMAbortError``), then parsed here: text the child read whole cannot abort here."""
    import llvmlite.binding as llvm

    llvm_child.parse_and_verify(text, path)
    return llvm.parse_assembly(text)


def read_structure(text: str, *, path: str, sha256: str, target: Target, triple: str | None,
                   notes: list[str], allow_instrumented: bool = False) -> IRModule:
    lines = text.split("\n")
    attribute_groups: dict[int, dict[str, str]] = {}
    declared: set[str] = set()
    for line in lines:
        if line[:8] == "declare ":
            match = _DECLARE.match(line)
            if match:
                declared.add(unquote(match.group("name")))
        elif line[:12] == "attributes #":
            match = _ATTR_GROUP.match(line)
            if match:
                attribute_groups[int(match.group(1))] = {
                    m.group(1): m.group(2) or "" for m in _STRING_ATTR.finditer(match.group(2))}
    functions = []
    i = 0
    while i < len(lines):
        if lines[i].startswith("define "):
            fn, i = _read_function(lines, i, attribute_groups, path)
            functions.append(fn)
        i += 1
    for fn in functions:
        if fn.name.startswith(RESERVED_PREFIX) and not allow_instrumented:
            raise InputError("is already instrumented by bbprof (it defines "
                             f"@{fn.name})", path=path,
                             hint="instrument the original, uninstrumented IR")
    if f"@{RESERVED_PREFIX}" in text:
        if not allow_instrumented:
            raise InputError(f"is already instrumented by bbprof (it uses "
                             f"@{RESERVED_PREFIX}...)", path=path,
                             hint="instrument the original, uninstrumented IR")
        notes = [*notes, "the module is instrumented by bbprof: its mix includes the "
                         "counting code"]
    if not functions:
        raise InputError("defines no functions; there is nothing to instrument", path=path,
                         hint="pass the module that holds the kernel's body")
    return IRModule(path=path, sha256=sha256, target=target, lines=lines, functions=functions,
                    triple=triple, notes=notes,
                    attribute_groups=attribute_groups, declared=frozenset(declared))


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
    insts: list[Instruction] = []
    pending_switch: Instruction | None = None
    end = len(lines)
    # the hot loop of loading: cheap prefix tests before any regular expression
    for i in range(start + 1, len(lines)):
        line = lines[i]
        if line[:2] == "  ":
            if pending_switch is not None or (
                    line[:6] == "      " and insts
                    and insts[-1].opcode in ("invoke", "callbr", "landingpad")
                    and _CONTINUATION.match(line)):
                inst = pending_switch or insts[-1]   # a case, or '  to label %a unwind ...'
                inst.nlines += 1
                inst.text += "\n" + line
                # the closing line, maybe with the switch's metadata: '  ], !dbg !7'
                if pending_switch is not None and (line == "  ]" or line[:4] == "  ],"):
                    pending_switch = None
                continue
            if current is None:  # an entry block printed without a label
                current = Block(id=0, name=str(unnamed_args), ref=f"%{unnamed_args}",
                                label_line=None, function=name, path=path)
                blocks.append(current)
                insts = current.instructions
            inst = Instruction(i, 1, line)
            insts.append(inst)
            if line[-1] == "[" and inst.opcode == "switch":
                pending_switch = inst
        elif line == "}":
            end = i
            break
        elif line and line[0] != ";":
            label = _LABEL_LINE.match(line)
            if not label:
                raise UnsupportedIRError(f"cannot read line {i + 1} of @{name}: {line[:60]}",
                                         path=path)
            raw = label.group("label")
            current = Block(id=len(blocks), name=unquote(raw), ref=f"%{raw}", label_line=i,
                            function=name, path=path)
            blocks.append(current)
            insts = current.instructions
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
                    dbg=int(dbg.group(1)) if dbg else None,
                    arguments=tuple(_PARAM_NAME.findall(params))), end


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


def constant_i64(text: str, symbol: str) -> int | None:
    """The value of a module's ``@symbol = [addrspace(N)] constant i64 V`` (None when the
    module has no such constant): how the runner reads ``@__bbprof_cfg_hash`` from the
    text it loaded where a backend cannot read the global from the device."""
    found = re.search(rf"^@{re.escape(symbol)} = (?:[a-z_ ]*?)(?:addrspace\(\d+\) )?"
                      rf"(?:[a-z_]+ )*?constant i64 (-?\d+)", text, re.M)
    return int(found.group(1)) if found else None
