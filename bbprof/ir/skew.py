"""Rewrite IR printed by a newer LLVM into syntax that llvmlite's LLVM 22 reads.

Triton 3.9 bundles LLVM 24, rocMLIR follows LLVM's main branch, and llvmlite 0.50 bundles
LLVM 22.1. Newer printers write floating-point constants in forms LLVM 22 rejects:

* ``f0x3FB8AA3B`` — the constant's own bits in hex, sized by its type;
* ``+inf`` / ``-inf`` / ``+qnan`` / ``-qnan`` — named special values;
* ``+nan(0x…)`` / ``-nan(0x…)`` / ``+snan(0x…)`` / ``-snan(0x…)`` — NaNs with a payload.

Each is rewritten, in place and on its own line, into the older form every LLVM since 3.x
reads (``0x…`` holding the value as a double for ``float``/``double``, ``0xH…`` for half,
``0xR…`` for bfloat, ``0xK…``/``0xL…``/``0xM…`` for the wide types). The rewrite is
lossless: the bits of each constant are unchanged. Line and column structure is kept
line by line, so a later parse error still points at the user's line.

Anything else the older parser does not know is left alone, so that LLVM's own error
(which names the line and the construct) reaches the user.
"""

from __future__ import annotations

import re
import struct

from bbprof.errors import UnsupportedIRError

# Types whose constants the literals can have, with their bit widths.
_FP_TYPES = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80,
             "fp128": 128, "ppc_fp128": 128}

# Text that is skipped (strings, comments) or a literal to rewrite.
_TOKEN = re.compile(
    r'(?P<skip>"(?:[^"\\]|\\.)*"|;[^\n]*)'
    r"|(?<![-\w$.%@#!])(?P<hex>f0x(?P<hexdigits>[0-9A-Fa-f]+))\b"
    r"|(?<![-\w$.%@#!])(?P<named>(?P<sign>[+-])(?P<kind>inf|qnan|nan|snan)"
    r"(?:\((?P<payload>0x[0-9A-Fa-f]+)\))?)(?![-\w$.])"
)
_TYPE_WORD = re.compile(r"\b(half|bfloat|float|double|x86_fp80|fp128|ppc_fp128)\b")


def needs_rewrite(text: str) -> bool:
    """Cheap check: could the text hold any newer literal at all?"""
    return "f0x" in text or "inf" in text or "nan" in text


def rewrite_newer_syntax(text: str, *, path: str | None = None) -> tuple[str, list[str]]:
    """Return ``(text, notes)``: the text in LLVM 22 syntax, and one note per kind rewritten."""
    if not needs_rewrite(text):
        return text, []
    seen: dict[str, int] = {}
    out_lines = []
    for lineno, line in enumerate(text.split("\n"), start=1):
        if "f0x" not in line and "inf" not in line and "nan" not in line:
            out_lines.append(line)
            continue
        out_lines.append(_rewrite_line(line, lineno, path, seen))
    notes = [f"rewrote {n} {kind} literal(s) into LLVM 22 syntax" for kind, n in seen.items()]
    return "\n".join(out_lines), notes


def _rewrite_line(line: str, lineno: int, path: str | None, seen: dict[str, int]) -> str:
    def replace(match: re.Match) -> str:
        if match.group("skip"):
            return match.group(0)
        fp_type = _type_before(line, match.start())
        where = f"line {lineno}, column {match.start() + 1}"
        if fp_type is None:
            raise UnsupportedIRError(
                f"cannot tell the floating-point type of '{match.group(0)}' at {where}",
                path=path, hint="write the constant in hex form (0x...)")
        if match.group("hex"):
            seen["f0x hex"] = seen.get("f0x hex", 0) + 1
            return _hex_bits_literal(int(match.group("hexdigits"), 16), fp_type,
                                     len(match.group("hexdigits")), where, path)
        seen["named special value"] = seen.get("named special value", 0) + 1
        negative = match.group("sign") == "-"
        payload = int(match.group("payload"), 16) if match.group("payload") else None
        return _hex_bits_literal(_special_bits(fp_type, match.group("kind"), negative, payload,
                                               where, path), fp_type, None, where, path)

    return _TOKEN.sub(replace, line)


def _type_before(line: str, pos: int) -> str | None:
    """The floating-point type named closest before ``pos`` on the line."""
    found = None
    for match in _TYPE_WORD.finditer(line, 0, pos):
        found = match.group(1)
    return found


def _special_bits(fp_type: str, kind: str, negative: bool, payload: int | None,
                  where: str, path: str | None) -> int:
    if fp_type in ("x86_fp80", "ppc_fp128"):
        raise UnsupportedIRError(f"named {kind} constant of type {fp_type} at {where}",
                                 path=path, hint="write it in hex form")
    exp_bits, man_bits = {"half": (5, 10), "bfloat": (8, 7), "float": (8, 23),
                          "double": (11, 52), "fp128": (15, 112)}[fp_type]
    width = 1 + exp_bits + man_bits
    bits = ((1 << exp_bits) - 1) << man_bits
    quiet = 1 << (man_bits - 1)
    if kind == "inf":
        if payload is not None:
            raise UnsupportedIRError(f"infinity with a payload at {where}", path=path)
    elif kind in ("qnan", "nan"):
        bits |= quiet | (payload or 0)
    else:  # snan
        if not payload:
            raise UnsupportedIRError(f"signalling NaN without a payload at {where}", path=path)
        bits |= payload
    if negative:
        bits |= 1 << (width - 1)
    return bits


def _hex_bits_literal(bits: int, fp_type: str, ndigits: int | None, where: str,
                      path: str | None) -> str:
    width = _FP_TYPES[fp_type]
    if ndigits is not None and ndigits * 4 != (80 if width == 80 else width) and not (
            width == 80 and ndigits == 20):
        raise UnsupportedIRError(
            f"hex literal with {ndigits} digits does not fit type {fp_type} at {where}",
            path=path)
    if fp_type == "half":
        return f"0xH{bits:04X}"
    if fp_type == "bfloat":
        return f"0xR{bits:04X}"
    if fp_type == "float":
        # The old form of a float constant is the same value written as a double.
        value = struct.unpack("<f", struct.pack("<I", bits))[0]
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"
    if fp_type == "double":
        return f"0x{bits:016X}"
    if fp_type == "x86_fp80":
        return f"0xK{bits:020X}"
    if fp_type == "fp128":
        # LLVM's 0xL form prints the low 64 bits first, then the high 64 bits.
        return f"0xL{bits & ((1 << 64) - 1):016X}{bits >> 64:016X}"
    return f"0xM{bits >> 64:016X}{bits & ((1 << 64) - 1):016X}"


# ---------------------------------------------------------------------------------------
# The other direction: bbprof's output for an older LLVM.
#
# bbprof's output is its input printed by llvmlite's LLVM 22 plus the counting code (which
# uses only syntax every LLVM since 15 reads). LLVM 22's *parser* upgrades some older
# spellings as it reads them and its *printer* writes the new ones, so the output can hold
# syntax the input's own LLVM cannot read, although the input never did:
#
#   nocapture -> captures(none), llvm.dbg.* calls -> #dbg_* records, an all-equal vector
#   <2 x float> <float 1.0, float 1.0> -> splat (float 1.0), llvm.nvvm.ex2.approx.f ->
#   .f32, intrinsic declarations gain nocreateundeforpoison, !nvvm.annotations "kernel"
#   -> the ptx_kernel calling convention.
#
# Each construct below is listed with the first LLVM that reads it (checked with llvm-as
# 19, llvmlite's LLVM 15/20/22, clang 17/18/21 of the Zig toolchain and Triton 3.9's LLVM
# 24: tests/reliability/test_skew.py), and how it is written for an older LLVM:
# "lossless" rewrites say the same thing in older words; "weakening" ones drop a flag or
# attribute the older LLVM has no word for, which is sound (the IR promises less: a flag
# that makes poison, an attribute that permits optimisation) but loses that promise.
# ---------------------------------------------------------------------------------------

from dataclasses import dataclass  # noqa: E402
from typing import Callable  # noqa: E402

LOSSLESS, WEAKENING = "lossless", "weakening"


@dataclass(frozen=True)
class Construct:
    name: str           # as the notes and docs name it
    since: int          # first LLVM major that reads it
    kind: str           # LOSSLESS or WEAKENING
    marker: str | tuple[str, ...]   # text showing the construct is there (for "auto")
    rewrite: Callable[[str], tuple[str, int]]   # text -> (text, how many rewritten)


def _sub(pattern: str, replacement, flags=0):
    compiled = re.compile(pattern, flags)

    def rewrite(text: str) -> tuple[str, int]:
        return compiled.subn(replacement, text)

    return rewrite


def _splat_to_vector(text: str) -> tuple[str, int]:
    """``splat (float 1.0)`` -> ``<float 1.0, float 1.0, ...>``, as many elements as the
    nearest vector type of that element type before it on the line has."""
    splat = re.compile(r"splat \((\w+) ([^()]*(?:\([^()]*\))?)\)")
    total = 0
    out = []
    for line in text.split("\n"):
        if "splat (" not in line or line.lstrip().startswith(";"):
            out.append(line)
            continue

        def replace(match: re.Match, line=line) -> str:
            elem, value = match.group(1), match.group(2)
            vectors = re.findall(rf"<(vscale x )?(\d+) x {re.escape(elem)}>",
                                 line[:match.start()])
            if not vectors or vectors[-1][0]:
                raise UnsupportedIRError(
                    f"cannot spell 'splat ({elem} {value})' for an older LLVM: "
                    + ("a scalable vector" if vectors else "its vector type is not before it"
                       " on its line"), hint="use --emit-for-llvm 18 or newer")
            return "<" + ", ".join([f"{elem} {value}"] * int(vectors[-1][1])) + ">"

        line, n = splat.subn(replace, line)
        total += n
        out.append(line)
    return "\n".join(out), total


_INTRINSIC_CALL = re.compile(r"\bcall (?:[\w ]+ )?(\S+(?: addrspace\(\d+\))?) "
                             r"@(llvm\.[\w.]+)\(([^()]*)\)")


def _declare_intrinsics(text: str) -> tuple[str, int]:
    """Declare every intrinsic called without a declaration (LLVM 18+ declares them
    itself; LLVM 17 stops at 'use of undefined value'). The signature is the call's."""
    declared = set(re.findall(r"^declare [^@\n]*@(llvm\.[\w.]+)\(", text, re.M))
    missing: dict[str, str] = {}
    for match in _INTRINSIC_CALL.finditer(text):
        ret, name, args = match.groups()
        if name in declared or name in missing:
            continue
        types = []
        for arg in _split_top_level(args) if args.strip() else []:
            # 'i32 %x', 'i1 true', 'ptr addrspace(1) %p': the type is all but the value
            types.append(arg.rsplit(" ", 1)[0] if " " in arg else arg)
        missing[name] = f"declare {ret} @{name}({', '.join(types)})"
    if missing:
        text = _append_declarations(text, list(missing.values()))
    return text, len(missing)


_DBG_RECORD = re.compile(r"^(\s*)#dbg_(value|declare|assign|label)\((.*)\)\s*$", re.M)


def _split_top_level(args: str) -> list[str]:
    parts, depth, start, in_string = [], 0, 0, False
    for pos, ch in enumerate(args):
        if in_string:
            in_string = ch != '"' or args[pos - 1] == "\\"
        elif ch == '"':
            in_string = True
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(args[start:pos].strip())
            start = pos + 1
    parts.append(args[start:].strip())
    return parts


def _dbg_records_to_calls(text: str) -> tuple[str, int]:
    """``#dbg_value(V, !var, !expr, !loc)`` -> ``call void @llvm.dbg.value(metadata V,
    metadata !var, metadata !expr), !dbg !loc``; the same for declare, assign (six
    operands) and label; the intrinsics are declared once."""
    used: set[str] = set()

    def replace(match: re.Match) -> str:
        indent, kind, args = "  ", match.group(2), _split_top_level(match.group(3))
        location = args.pop()
        used.add(kind)
        operands = ", ".join(a if a.startswith("metadata ") else f"metadata {a}"
                             for a in args)
        return f"{indent}call void @llvm.dbg.{kind}({operands}), !dbg {location}"

    text, n = _DBG_RECORD.subn(replace, text)
    arity = {"value": 3, "declare": 3, "assign": 6, "label": 1}
    declarations = [f"declare void @llvm.dbg.{kind}({', '.join(['metadata'] * arity[kind])})"
                    for kind in sorted(used) if f"@llvm.dbg.{kind}(metadata" not in text
                    or f"declare void @llvm.dbg.{kind}(" not in text]
    if declarations:
        text = _append_declarations(text, declarations)
    return text, n


def _append_declarations(text: str, declarations: list[str]) -> str:
    """Declarations go before the attribute groups and metadata at the module's end."""
    lines = text.split("\n")
    at = len(lines)
    for index, line in enumerate(lines):
        if line.startswith(("attributes #", "!")):
            at = index
            break
    return "\n".join(lines[:at] + declarations + [""] + lines[at:])


def _ptx_kernel_to_annotations(text: str) -> tuple[str, int]:
    """``define ptx_kernel void @k`` -> ``define void @k`` plus ``!{ptr @k, !"kernel",
    i32 1}`` in ``!nvvm.annotations``, how NVPTX before LLVM 20 recognises a kernel."""
    name = r'(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)'
    define = re.compile(rf"^(define [^@\n]*?)ptx_kernel ([^@\n]*@({name}))\(", re.M)
    kernels: list[str] = []

    def replace(match: re.Match) -> str:
        kernels.append(match.group(3))
        return f"{match.group(1)}{match.group(2)}("

    text, n = define.subn(replace, text)
    if not n:
        return text, 0
    ids = [int(m) for m in re.findall(r"^!(\d+) = ", text, re.M)]
    next_id = max(ids, default=-1) + 1
    nodes = [f"!{next_id + i} = !{{ptr @{k}, !\"kernel\", i32 1}}" for i, k in enumerate(kernels)]
    refs = ", ".join(f"!{next_id + i}" for i in range(len(kernels)))
    existing = re.search(r"^!nvvm\.annotations = !\{(.*)\}$", text, re.M)
    if existing:
        inner = existing.group(1).strip()
        line = f"!nvvm.annotations = !{{{inner + ', ' if inner else ''}{refs}}}"
        text = text[:existing.start()] + line + text[existing.end():]
        text = text.rstrip("\n") + "\n" + "\n".join(nodes) + "\n"
    else:
        text = text.rstrip("\n") + "\n\n!nvvm.annotations = !{" + refs + "}\n" + \
            "\n".join(nodes) + "\n"
    return text, n


_GEP_FLAGS = re.compile(r"\bgetelementptr( inbounds)?((?: (?:nusw|nuw|inrange\([^)]*\)))+)")


def _drop_gep_flags(text: str) -> tuple[str, int]:
    def replace(match: re.Match) -> str:
        kept = [f for f in match.group(2).split() if f.startswith("inrange")]
        return "getelementptr" + (match.group(1) or "") + "".join(f" {f}" for f in kept)

    count = 0

    def counting(match: re.Match) -> str:
        nonlocal count
        flags = match.group(2).split()
        if any(f in ("nusw", "nuw") for f in flags):
            count += 1
        return replace(match)

    return _GEP_FLAGS.sub(counting, text), count


_LIFETIME_CALL = re.compile(r"(@llvm\.lifetime\.(?:start|end)\.p\d+\()(?=ptr\b)")
_STRAY_LIFETIME = re.compile(r"^declare void @(llvm\.lifetime\.(?:start|end)\.i64)\(i64\)\n\n?",
                             re.M)


def _lifetime_with_size(text: str) -> tuple[str, int]:
    """LLVM 22's ``llvm.lifetime.start.p0(ptr %a)`` (the object is the whole alloca) ->
    ``llvm.lifetime.start.p0(i64 -1, ptr %a)``: before LLVM 22 the first operand is the
    object's size, -1 meaning all of it; the declarations get their ``i64 immarg`` back.
    LLVM 22's upgrade also leaves declarations ``@llvm.lifetime.start.i64(i64)`` behind
    that nothing calls and no older LLVM accepts as an intrinsic: they are removed."""
    count = 0

    def call(match: re.Match) -> str:
        nonlocal count
        line_start = text.rfind("\n", 0, match.start()) + 1
        is_declaration = text.startswith("declare", line_start)
        count += not is_declaration
        return match.group(1) + ("i64 immarg, " if is_declaration else "i64 -1, ")

    text = _LIFETIME_CALL.sub(call, text)
    # a stray declaration is dropped when nothing calls it
    text = _STRAY_LIFETIME.sub(
        lambda m: "" if text.count(f"@{m.group(1)}(") == 1 else m.group(0), text)
    return text, count


# Newest first; each applies to output meant for an LLVM older than ``since``.
CONSTRUCTS: tuple[Construct, ...] = (
    Construct("llvm.lifetime.start/end without a size operand", 22, LOSSLESS,
              tuple(f"lifetime.{w}.p{a}(ptr" for w in ("start", "end") for a in (0, 5)),
              _lifetime_with_size),
    Construct("nocreateundeforpoison function attribute", 22, WEAKENING,
              "nocreateundeforpoison", _sub(r" nocreateundeforpoison\b", "")),
    Construct("llvm.nvvm.ex2.approx(.ftz).f32 intrinsic name", 22, LOSSLESS,
              ("ex2.approx.f32", "ex2.approx.ftz.f32"), _sub(r"@llvm\.nvvm\.ex2\.approx(\.ftz)?\.f32\(",
                                           r"@llvm.nvvm.ex2.approx\1.f(")),
    Construct("dead_on_return parameter attribute", 21, WEAKENING, "dead_on_return",
              _sub(r" dead_on_return\b", "")),
    Construct("captures(none) parameter attribute", 20, LOSSLESS, "captures(",
              _sub(r"\bcaptures\(none\)", "nocapture")),
    Construct("captures(...) other than none", 20, WEAKENING, "captures(",
              _sub(r" captures\([^)]*\)", "")),
    Construct("icmp samesign", 20, WEAKENING, "samesign", _sub(r"\bicmp samesign ", "icmp ")),
    Construct("ptx_kernel calling convention (NVPTX kernels)", 20, LOSSLESS, "ptx_kernel",
              _ptx_kernel_to_annotations),
    Construct("#dbg_value/#dbg_declare/#dbg_assign/#dbg_label records", 19, LOSSLESS,
              "#dbg_", _dbg_records_to_calls),
    Construct("getelementptr nuw/nusw", 19, WEAKENING, "getelementptr", _drop_gep_flags),
    Construct("trunc nuw/nsw", 19, WEAKENING, "trunc n",
              _sub(r"\btrunc((?: nuw| nsw)+) ", "trunc ")),
    Construct("uitofp nneg", 19, WEAKENING, "uitofp nneg", _sub(r"\buitofp nneg ", "uitofp ")),
    Construct("range(...) parameter/return attribute", 19, WEAKENING, "range(",
              _sub(r"(?<![!\w.])range\(i\d+ [^)]*\) ", "")),
    Construct("initializes(...) parameter attribute", 19, WEAKENING, "initializes(",
              _sub(r" initializes\((?:\([^)]*\)(?:, )?)+\)", "")),
    Construct("splat (...) vector constants", 18, LOSSLESS, "splat (", _splat_to_vector),
    Construct("intrinsics called without a declaration", 18, LOSSLESS, (),
              _declare_intrinsics),
    Construct("or disjoint", 18, WEAKENING, "or disjoint", _sub(r"\bor disjoint ", "or ")),
    Construct("zext nneg", 18, WEAKENING, "zext nneg", _sub(r"\bzext nneg ", "zext ")),
    Construct("writable / dead_on_unwind parameter attributes", 18, WEAKENING, "writable",
              _sub(r" (?:writable|dead_on_unwind)\b", "")),
)

OLDEST_SUPPORTED = 17   # typed pointers: LLVM 16 and older need another spelling of ptr


def for_llvm(text: str, major: int | None = None, *,
             original: str | None = None) -> tuple[str, list[str]]:
    """LLVM-22-printed ``text`` in syntax an older LLVM reads; ``(text, notes)``.

    ``major``: the oldest LLVM that must read the result: every construct newer than it
    is rewritten (lossless ones) or dropped (weakening ones), and each note says which.
    Without ``major`` (``auto``): only the constructs whose marker the ``original`` (the
    input as the user's compiler wrote it) does not hold are rewritten: what LLVM 22
    upgraded or added while reading goes back to the words the input's LLVM used. That
    includes a weakening construct the input never had (LLVM 22 adds
    ``nocreateundeforpoison`` to the intrinsic declarations it reads): dropping it takes
    out only what the input did not say. What the input holds is never touched.
    """
    if major is not None and major < OLDEST_SUPPORTED:
        raise UnsupportedIRError(f"LLVM {major} cannot be written for: bbprof writes "
                                 "opaque pointers, which LLVM 17 and newer read",
                                 hint=f"use --emit-for-llvm {OLDEST_SUPPORTED} or newer")
    notes = []
    for construct in CONSTRUCTS:
        if major is not None:
            if major >= construct.since:
                continue
        elif original is None or _has(original, construct.marker):
            continue
        if construct.marker and not _has(text, construct.marker):
            continue
        text, count = construct.rewrite(text)
        if count:
            verb = "rewrote" if construct.kind == LOSSLESS else "dropped"
            notes.append(f"{verb} {count} x {construct.name} (LLVM {construct.since}+) "
                         + (f"for LLVM {major}" if major is not None
                            else "as the input's LLVM writes it"))
    return text, notes


def _has(text: str, marker: str | tuple[str, ...]) -> bool:
    return any(m in text for m in ((marker,) if isinstance(marker, str) else marker))


_NEW_AMDGPU_TRIPLE = re.compile(r'^target triple = "amdgpu\d+\.[0-9a-fA-F]{2}-amd-amdhsa"',
                                re.MULTILINE)


def classic_amdgpu_triple(text: str) -> str:
    """``text`` with LLVM 24's ``amdgpuX.YZ-amd-amdhsa`` triple spelled the classic way
    (``amdgcn-amd-amdhsa``), for an older LLVM; the processor stays in each function's
    ``target-cpu``."""
    return _NEW_AMDGPU_TRIPLE.sub('target triple = "amdgcn-amd-amdhsa"', text)
