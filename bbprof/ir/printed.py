"""Facts about one instruction that llvmlite does not expose, read from its printed text.

llvmlite 0.50 gives an instruction's opcode, operands (with their types and kinds),
incoming blocks and result type, but not: icmp/fcmp predicates, the source element type
of a GEP, an alloca's type, switch case values, shufflevector masks, extract/insertvalue
indices, atomicrmw operations, inline assembly strings, or the value of a vector or
expression constant. The SIMT emulator (``runtime/emulator``) reads those here, once per
instruction when it loads a module, never while it executes.

Types are read into a small model (``IRType``) with the sizes and alignments of the
AMDGPU/NVPTX data layouts (natural alignment; vectors aligned to their power-of-two size):
what the emulator needs to lay out memory and index GEPs.
"""

from __future__ import annotations

import itertools
import re
import struct
from contextlib import contextmanager
from dataclasses import dataclass

from bbprof.errors import UnsupportedIRError


@dataclass(frozen=True)
class IRType:
    """``kind``: int, float, ptr, vector, array, struct, void, label, token, metadata."""

    kind: str
    bits: int = 0                           # int/float width
    addrspace: int = 0                      # ptr
    count: int = 0                          # vector/array length
    element: "IRType | None" = None         # vector/array element
    fields: tuple["IRType", ...] = ()       # struct
    packed: bool = False
    name: str = ""                          # float: half, bfloat, float, double

    @property
    def size(self) -> int:
        """Store size in bytes (with tail padding for structs and arrays)."""
        if self.kind == "int":
            return max(1, (self.bits + 7) // 8) if self.bits != 1 else 1
        if self.kind == "float":
            return self.bits // 8
        if self.kind == "ptr":
            return pointer_bits(self.addrspace) // 8
        if self.kind == "vector":
            if self.element.kind == "int" and self.element.bits == 1:
                return max(1, (self.count + 7) // 8)
            return self.count * self.element.size
        if self.kind == "array":
            return self.count * _round_up(self.element.size, self.element.align)
        if self.kind == "struct":
            return _round_up(self.offsets()[-1], self.align) if self.fields else 0
        return 0

    @property
    def align(self) -> int:
        if self.kind == "vector":
            size = self.size
            p = 1
            while p < size:
                p *= 2
            return min(p, 16) if p else 1
        if self.kind == "array":
            return self.element.align
        if self.kind == "struct":
            return 1 if self.packed else max([f.align for f in self.fields] + [1])
        return max(1, min(self.size, 8))

    def offsets(self) -> list[int]:
        """Byte offset of each struct field, then the end of the last one."""
        out, at = [], 0
        for f in self.fields:
            if not self.packed:
                at = _round_up(at, f.align)
            out.append(at)
            at += f.size
        return out + [at]

    def __str__(self) -> str:
        if self.kind == "int":
            return f"i{self.bits}"
        if self.kind == "float":
            return self.name
        if self.kind == "ptr":
            return "ptr" if not self.addrspace else f"ptr addrspace({self.addrspace})"
        if self.kind == "vector":
            return f"<{self.count} x {self.element}>"
        if self.kind == "array":
            return f"[{self.count} x {self.element}]"
        if self.kind == "struct":
            body = "{ " + ", ".join(map(str, self.fields)) + " }"
            return f"<{body}>" if self.packed else body
        return self.kind


def pointer_bits(addrspace: int) -> int:
    """AMDGPU: LDS (3), private (5) and 32-bit constant (6) pointers are 32 bits; buffer
    resources (8) 128. NVPTX's shared (3) and local (5) pointers are 64 bits in LLVM's
    default layout but only the low 32 bits are ever non-zero, so one rule serves both."""
    return {3: 32, 5: 32, 6: 32, 8: 128}.get(addrspace, 64)


def _round_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


_FLOATS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}
_TYPE_CACHE: dict[object, IRType] = {}


def parse_type(text: str) -> IRType:
    """An ``IRType`` from LLVM's spelling of a type (``<4 x half>``, ``ptr addrspace(3)``)."""
    text = text.strip()
    if text.startswith("%") and " = type " in text:   # llvmlite prints a named type so
        text = text.split(" = type ", 1)[0]            # (its definition): its name
    key = (_NAMED_TOKEN[0], text) if "%" in text else text
    cached = _TYPE_CACHE.get(key)
    if cached is None:
        t, rest = _type(text, 0)
        if text[rest:].strip():
            raise UnsupportedIRError(f"cannot read the type '{text}'")
        cached = _TYPE_CACHE[key] = t
    return cached


_TYPE_DEFINITION = re.compile(r'^(?P<name>%(?:"(?:[^"\\]|\\.)*"|[-\w.$]+)) = type '
                              r"(?P<body>.*?)\s*$", re.MULTILINE)
_NAMED: dict[str, str] = {}     # the named types in force (``named_types``)
_NAMED_TOKEN = [0]              # which registry the type cache's entries were read under


@contextmanager
def named_types(definitions: str):
    """Within it, the named and numbered struct types ``definitions`` defines (lines
    ``%struct.S = type { ... }``, ``%0 = type ...``: a module's top level, or the
    ``struct_types`` of its llvmlite parse) read as their bodies, so a type LLVM prints by
    name reads as the literal type it stands for. A name's layout is its body's. ``opaque`` types have none, and stay unreadable (nothing can be made of one).
    The cache keeps the types read under each registry apart (``%0`` is another type in
    another module)."""
    global _NAMED
    bodies = {m.group("name"): m.group("body")
              for m in _TYPE_DEFINITION.finditer(definitions) if m.group("body") != "opaque"}
    saved, saved_token = _NAMED, _NAMED_TOKEN[0]
    _NAMED = bodies
    _NAMED_TOKEN[0] = next(_TOKENS) if bodies else 0
    try:
        yield
    finally:
        _NAMED, _NAMED_TOKEN[0] = saved, saved_token


_TOKENS = itertools.count(1)
_UNNAMED = re.compile(r'%"type 0x[0-9a-f]+"')


def struct_type_definitions(ref) -> str:
    """``named_types``' definitions for a module llvmlite parsed (``ref``), by the names its
    instructions print: its named struct types as they are, and its unnamed ones (which
    llvmlite prints as ``%"type 0x55..."``) as ``%0``, ``%1`` ... in the order LLVM's printer
    numbers them, which is the order llvmlite lists them (literal structs not counted)."""
    types = list(ref.struct_types)
    number = {}
    for t in types:
        text = str(t)
        head = _UNNAMED.match(text)
        if not t.name and head:
            number[head.group(0)] = f"%{len(number)}"
    lines = []
    for t in types:
        text = str(t)
        if " = type " in text:
            lines.append(_UNNAMED.sub(lambda m: number.get(m.group(0), m.group(0)), text))
    return "\n".join(lines)


def _skip(text: str, i: int) -> int:
    while i < len(text) and text[i] == " ":
        i += 1
    return i


def _type(text: str, i: int) -> tuple[IRType, int]:
    i = _skip(text, i)
    if text.startswith("<{", i):
        fields, i = _fields(text, i + 2, "}")
        if not text.startswith(">", i):
            raise UnsupportedIRError(f"cannot read the type '{text}'")
        return IRType("struct", fields=fields, packed=True), i + 1
    if text[i] == "{":
        fields, i = _fields(text, i + 1, "}")
        return IRType("struct", fields=fields), i
    if text[i] in "<[":
        close = ">" if text[i] == "<" else "]"
        m = re.compile(r"(\d+) x ").match(text, i + 1)
        if not m:
            raise UnsupportedIRError(f"cannot read the type '{text}'")
        element, j = _type(text, m.end())
        j = _skip(text, j)
        if text[j] != close:
            raise UnsupportedIRError(f"cannot read the type '{text}'")
        kind = "vector" if close == ">" else "array"
        return IRType(kind, count=int(m.group(1)), element=element), j + 1
    m = re.compile(r"ptr(?: addrspace\((\d+)\))?|i(\d+)|half|bfloat|float|double|void|"
                   r'label|token|metadata|%"(?:[^"\\]|\\.)*"|%[-\w.$]+').match(text, i)
    if not m:
        raise UnsupportedIRError(f"cannot read the type '{text}'")
    word = m.group(0)
    if word.startswith("ptr"):
        t = IRType("ptr", addrspace=int(m.group(1) or 0))
    elif m.group(2):
        t = IRType("int", bits=int(m.group(2)))
    elif word in _FLOATS:
        t = IRType("float", bits=_FLOATS[word], name=word)
    elif word.startswith("%"):
        body = _NAMED.get(word)
        if body is None:
            raise UnsupportedIRError(f"named struct type {word} outside its module's "
                                     "type definitions (printed.named_types)")
        t = parse_type(body)   # with opaque pointers no struct contains itself
        return t, m.end()
    else:
        t = IRType(word)
    return t, m.end()


def _fields(text: str, i: int, close: str) -> tuple[tuple[IRType, ...], int]:
    fields = []
    i = _skip(text, i)
    if text[i] == close:
        return (), i + 1
    while True:
        t, i = _type(text, i)
        fields.append(t)
        i = _skip(text, i)
        if text[i] == ",":
            i += 1
            continue
        if text[i] == close:
            return tuple(fields), i + 1
        raise UnsupportedIRError(f"cannot read the type '{text}'")


# -- instructions -----------------------------------------------------------------------
_FLAGS = {"nuw", "nsw", "exact", "disjoint", "inbounds", "nusw", "samesign", "fast", "nnan",
          "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "volatile", "tail", "musttail",
          "notail"}


def _after_opcode(text: str, opcode: str) -> list[str]:
    """The words of the instruction after its opcode, flags dropped."""
    body = text.split(" = ", 1)[1] if re.match(r"\s*%[^ ]+ = ", text) else text
    words = body.split()
    k = words.index(opcode) if opcode in words else 0
    return [w for w in words[k + 1:] if w not in _FLAGS]


def predicate(text: str, opcode: str) -> str:
    """``slt``, ``oeq`` ... of an icmp/fcmp."""
    return _after_opcode(text, opcode)[0]


def atomic_operation(text: str) -> str:
    return _after_opcode(text, "atomicrmw")[0]


def first_type(text: str, opcode: str) -> IRType:
    """The type written first after the opcode (GEP source, alloca, load result)."""
    body = text.split(" = ", 1)[1] if re.match(r"\s*%[^ ]+ = ", text) else text
    m = re.search(rf"\b{opcode}\b((?: (?:{'|'.join(sorted(_FLAGS))}|inrange\([^)]*\)))*) ",
                  body)
    start = m.end()
    t, _ = _type(body, start)
    return t


def alloca_count_is_one(text: str) -> bool:
    """Whether an alloca allocates one element (no ``, i32 N`` count other than 1)."""
    m = re.search(r"alloca(?: inalloca)? [^,]+(?:, (i\d+) (\d+))?", text)
    return m is None or m.group(2) in (None, "1") or "<" in text.split(",")[0] and True


def switch_cases(text: str) -> list[int]:
    """The case values of a switch, in order (their targets are the operands after the
    default)."""
    return [int(m.group(1)) for m in re.finditer(r"\n\s+i\d+ (-?\d+|true|false), label",
                                                 text.replace("true,", "1,").replace(
                                                     "false,", "0,"))]


def value_indices(text: str, opcode: str) -> list[int]:
    """The constant indices of extractvalue/insertvalue (after the operands)."""
    body = text.split("!", 1)[0]
    tail = re.findall(r",\s*(\d+)(?=\s*(?:,|$))", body.rstrip().rstrip(","))
    operands = 1 if opcode == "extractvalue" else 2
    del operands
    return [int(x) for x in tail]


def shuffle_mask(text: str) -> list[int | None]:
    """The mask of a shufflevector (None for poison/undef elements)."""
    body = text.split(", !", 1)[0]
    m = re.search(r"<(\d+) x i32> (zeroinitializer|poison|undef|<[^>]*>|splat \(i32 (-?\d+)\))"
                  r"\s*$", body.strip())
    if not m:
        raise UnsupportedIRError(f"cannot read the shufflevector mask of: {text.strip()}")
    n = int(m.group(1))
    what = m.group(2)
    if what == "zeroinitializer":
        return [0] * n
    if what in ("poison", "undef"):
        return [None] * n
    if m.group(3) is not None:
        return [int(m.group(3))] * n
    out = []
    for item in what[1:-1].split(","):
        word = item.split()[-1]
        out.append(None if word in ("poison", "undef") else int(word))
    return out


_ASM = re.compile(r'asm (?:sideeffect )?(?:alignstack )?(?:inteldialect )?(?:unwind )?'
                  r'"((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)"')


def inline_asm(operand_text: str) -> tuple[str, str]:
    """The assembly string (escapes decoded) and constraints of an inline-asm callee."""
    m = _ASM.search(operand_text)
    if not m:
        raise UnsupportedIRError(f"cannot read the inline assembly {operand_text[:80]}")
    asm = re.sub(r"\\([0-9A-Fa-f]{2})", lambda x: chr(int(x.group(1), 16)), m.group(1))
    return asm, m.group(2)


# -- constants --------------------------------------------------------------------------
@dataclass(frozen=True)
class ConstExpr:
    """A constant expression the emulator evaluates: ``op`` over ``args`` (constants or
    ``('global', name)``) with the result type."""

    op: str
    type: IRType
    args: tuple
    source_type: IRType | None = None


def parse_constant(text: str):
    """``(IRType, value)`` for a printed typed constant: value is an int, a float, None
    (poison/undef: any value), a list (vector/array/struct elements), ``('global', name)``,
    or a ``ConstExpr``."""
    value, t, rest = _typed_constant(text.strip(), 0)
    return t, value


def _typed_constant(text: str, i: int):
    t, i = _type(text, i)
    i = _skip(text, i)
    value, i = _constant_value(text, i, t)
    return value, t, i


_NUMBER = re.compile(r"-?0x[KLMHR]?[0-9A-Fa-f]+|[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|inf|nan)"
                     r"|true|false")


def _constant_value(text: str, i: int, t: IRType):
    for word, value in (("zeroinitializer", "zero"), ("poison", None), ("undef", None),
                        ("null", 0)):
        if text.startswith(word, i):
            if value == "zero":
                return _zero(t), i + len(word)
            if t.kind in ("vector", "array") and value is None:
                return [None] * t.count, i + len(word)
            return value, i + len(word)
    if text.startswith("splat (", i):
        v, _, j = _typed_constant(text, i + 7)
        j = _skip(text, j)
        return [v] * t.count, j + 1
    if text[i] in "<[{" and not text.startswith("<{", i) or text.startswith("<{", i):
        close = {"<": ">", "[": "]", "{": "}"}[text[i]]
        j = i + (2 if text.startswith("<{", i) else 1)
        items = []
        j = _skip(text, j)
        while text[j] != close:
            v, _, j = _typed_constant(text, j)
            items.append(v)
            j = _skip(text, j)
            if text[j] == ",":
                j = _skip(text, j + 1)
        j += 1
        if close == "}" and text.startswith(">", j):
            j += 1
        return items, j
    if text.startswith("c\"", i):
        m = re.compile(r'c"((?:[^"\\]|\\.)*)"').match(text, i)
        raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda x: bytes([int(x.group(1), 16)]),
                     m.group(1).encode("latin-1"))
        return list(raw), m.end()
    if text[i] == "@":
        m = re.compile(r'@("(?:[^"\\]|\\.)*"|[-\w.$]+)').match(text, i)
        return ("global", m.group(1).strip('"')), m.end()
    m = re.compile(r"(getelementptr|addrspacecast|bitcast|ptrtoint|inttoptr|add|sub|mul|"
                   r"trunc|zext|sext)\b").match(text, i)
    if m:
        return _const_expr(text, m)
    m = _NUMBER.match(text, i)
    if not m:
        raise UnsupportedIRError(f"cannot read the constant '{text[i:i + 60]}'")
    return _number(m.group(0), t), m.end()


def _const_expr(text: str, m):
    op = m.group(1)
    j = m.end()
    words = []
    while True:
        j = _skip(text, j)
        w = re.compile(r"(inbounds|nuw|nsw|nusw|inrange\([^)]*\))\b").match(text, j)
        if not w:
            break
        words.append(w.group(0))
        j = w.end()
    assert text[j] == "("
    j += 1
    source = None
    if op == "getelementptr":
        source, j = _type(text, j)
        j = _skip(text, j)
        assert text[j] == ","
        j += 1
    args = []
    while True:
        v, at, j = _typed_constant(text, j)
        args.append((at, v))
        j = _skip(text, j)
        if text[j] == ",":
            j += 1
            continue
        break
    result_type = None
    if text.startswith(" to ", j) or text[j:].lstrip().startswith("to "):
        j = text.index("to ", j) + 3
        result_type, j = _type(text, j)
        j = _skip(text, j)
    assert text[j] == ")", text[j:]
    return ConstExpr(op, result_type, tuple(args), source), j + 1


def _number(word: str, t: IRType):
    if word == "true":
        return 1
    if word == "false":
        return 0
    if t.kind == "float":
        if word.startswith("0x") or word.startswith("-0x"):
            return _hex_float(word, t)
        return float(word)
    return int(word)


def _hex_float(word: str, t: IRType) -> float:
    """LLVM's hexadecimal float constants: ``0x...`` is a double's bits (for half/float too,
    exactly representable); ``0xH`` half, ``0xR`` bfloat, ``0xK``/``0xL``/``0xM`` wider."""
    body = word[2:]
    if body[0] == "H":
        import numpy as np

        return float(np.frombuffer(struct.pack("<H", int(body[1:], 16)), np.float16)[0])
    if body[0] == "R":
        return struct.unpack("<f", struct.pack("<I", int(body[1:], 16) << 16))[0]
    if body[0] in "KLM":
        raise UnsupportedIRError(f"the float constant {word} is wider than double")
    return struct.unpack("<d", struct.pack("<Q", int(body, 16)))[0]


def _zero(t: IRType):
    if t.kind in ("vector", "array"):
        return [_zero(t.element)] * t.count
    if t.kind == "struct":
        return [_zero(f) for f in t.fields]
    return 0.0 if t.kind == "float" else 0


_GLOBAL = re.compile(r'^@("(?:[^"\\]|\\.)*"|[-\w.$]+) = (?P<words>(?:[\w()"]+ )*?)'
                     r'(?P<kind>global|constant) ')


def global_definition(text: str) -> tuple[str, bool, str | None]:
    """``(linkage words, is_constant, initializer text)`` of a global's printed line; the
    initializer is ``"T value"`` (None for an external declaration)."""
    m = _GLOBAL.match(text.strip())
    if not m:
        raise UnsupportedIRError(f"cannot read the global {text.strip()[:80]}")
    words = m.group("words")
    rest = text.strip()[m.end():]
    if "external" in words.split():
        return words, m.group("kind") == "constant", None
    t, i = _type(rest, 0)
    i = _skip(rest, i)
    _, j = _constant_value(rest, i, t)
    return words, m.group("kind") == "constant", rest[:j]
