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
