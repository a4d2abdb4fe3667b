"""Version skew between the LLVM that wrote a module and llvmlite's LLVM 22, both ways.

**In** (``NEWER``, ``rewrite_newer_syntax``): IR printed by an LLVM newer than 22 — Triton
3.9 and IREE 3.13 bundle LLVM 24, rocMLIR follows LLVM's main branch — can hold constructs
LLVM 22 rejects, or worse, aborts on (an intrinsic whose signature changed makes the
parser's debug-info upgrade call ``report_fatal_error``). ``NEWER`` is the table of them:
each rule names the construct, the LLVM that introduced it, and whether bbprof rewrites it
*exactly* (the rewritten text means the same thing to LLVM 22: the same bits, the same
attributes in the older words) or *refuses* it with one line saying why and what to do.
Rewrites keep the line structure (a rewritten construct stays on its line), so a later
LLVM error still points at the user's line; the notes say which rules applied. Whatever
the table does not know is left to LLVM, whose error names the line and the construct,
and gets the LLVM that wrote the file (``writer_of``) in its message.

**Out** (``CONSTRUCTS``, ``for_llvm``, further down): what LLVM 22 prints that an older
LLVM cannot read, for ``--emit-for-llvm``.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable

from bbprof.errors import UnsupportedIRError

LLVMLITE_MAJOR = 22   # llvmlite 0.50's LLVM
EXACT, REFUSED = "exact", "refused"


def _word(literal: str) -> str:
    """A pattern for ``literal`` where a word starts (``\\bliteral``), written literal
    first: Python's regex engine skips to a pattern's leading literal at C speed but tries a
    pattern that opens with an assertion at every position of the text, 30 times slower
    over a 20 MB module (issue 44). ``literal`` starts with a word character."""
    escaped = re.escape(literal)
    return f"{escaped}(?<=\\b{escaped})"


def _line_start(literal: str) -> str:
    """``^literal`` (with ``re.M``), literal first as in ``_word``."""
    escaped = re.escape(literal)
    return f"{escaped}(?<=^{escaped})"


# Types whose constants the literals can have, with their bit widths.
_FP_TYPES = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80,
             "fp128": 128, "ppc_fp128": 128}
# (exponent bits, mantissa bits) of the IEEE types.
_IEEE = {"half": (5, 10), "bfloat": (8, 7), "float": (8, 23), "double": (11, 52),
         "fp128": (15, 112)}

_SKIP = r'(?P<skip>"(?:[^"\\]|\\.)*"|;[^\n]*)'
# Text that is skipped (strings, comments) or a literal to rewrite.
_TOKEN = re.compile(
    _SKIP +
    r"|(?<![-\w$.%@#!])(?P<hex>f0x(?P<hexdigits>[0-9A-Fa-f]+))\b"
    r"|(?<![-\w$.%@#!])(?P<named>(?P<sign>[+-])(?P<kind>inf|qnan|nan|snan)"
    r"(?:\((?P<payload>0x[0-9A-Fa-f]+)\))?)(?![-\w$.])"
    r"|(?<![-\w$.%@#!])(?P<c99>[-+]?0x[0-9A-Fa-f]*\.?[0-9A-Fa-f]*p[-+]?\d+)(?![-\w$.])"
)
_C99_HINT = re.compile(r"0x[0-9A-Fa-f]*\.?[0-9A-Fa-f]*p[-+]?\d")
_TYPE_WORD = re.compile(r"\b(half|bfloat|float|double|x86_fp80|fp128|ppc_fp128)\b")
# A decimal literal of a type narrower than double, or the type it belongs to.
_DECIMAL = re.compile(_SKIP + r"|(?<![-\w$.%@#!])(?P<dec>[-+]?\d+\.\d*(?:[eE][-+]?\d+)?)"
                      r"(?![\w.])")


@dataclass(frozen=True)
class NewerRule:
    """One construct of IR newer than LLVM 22, and what bbprof does with it."""

    name: str           # as notes, messages and docs name it
    since: int          # the LLVM major that introduced it
    how: str            # EXACT (rewritten to what LLVM 22 reads) or REFUSED
    marker: str | tuple[str, ...]   # text that must be there for the rule to apply
    rewrite: Callable[[str, str | None], tuple[str, int]] | None   # (text, path) -> (text, n)
    older: str          # what it becomes for LLVM 22 (or why it is refused)
    evidence: str = ""  # where the version comes from


def needs_rewrite(text: str) -> bool:
    """Cheap check: could the text hold any construct of ``NEWER`` at all?"""
    markers = _markers(text)
    return any(markers.has(rule.marker) for rule in NEWER)


def rewrite_newer_syntax(text: str, *, path: str | None = None) -> tuple[str, list[str]]:
    """``(text, notes)``: the text in LLVM 22 syntax, one note per rule that applied.
    A construct a rule refuses raises ``UnsupportedIRError`` naming it."""
    notes = []
    markers = _markers(text)
    for rule in NEWER:
        if not markers.has(rule.marker):
            continue
        if rule.rewrite is None:
            continue
        text, count = rule.rewrite(text, path)
        markers = markers.after(text)
        if count:
            notes.append(f"rewrote {count} x {rule.name} (LLVM {rule.since}) into LLVM "
                         f"{LLVMLITE_MAJOR} syntax, {rule.how}")
    return text, notes


# -- floating-point literals (LLVM 23: llvm/llvm-project#190641) ---------------------------
def _rewrite_literals(text: str, path: str | None) -> tuple[str, int]:
    total = 0
    out_lines = []
    for lineno, line in enumerate(text.split("\n"), start=1):
        if "f0x" not in line and "inf" not in line and "nan" not in line and (
                "p" not in line or "0x" not in line or not _C99_HINT.search(line)):
            out_lines.append(line)
            continue
        line, n = _rewrite_line(line, lineno, path)
        total += n
        out_lines.append(line)
    return "\n".join(out_lines), total


def _rewrite_line(line: str, lineno: int, path: str | None) -> tuple[str, int]:
    count = 0

    def replace(match: re.Match) -> str:
        nonlocal count
        if match.group("skip"):
            return match.group(0)
        fp_type = _type_before(line, match.start())
        where = f"line {lineno}, column {match.start() + 1}"
        if match.group("c99"):
            if fp_type is None or fp_type not in _IEEE:
                return match.group(0)   # not a float constant LLVM 24 wrote: LLVM decides
            count += 1
            return _hex_bits_literal(_round_to(fp_type, _c99_value(match.group("c99"))),
                                     fp_type, None, where, path)
        if fp_type is None:
            raise UnsupportedIRError(
                f"cannot tell the floating-point type of '{match.group(0)}' at {where}",
                path=path, hint="write the constant in hex form (0x...)")
        count += 1
        if match.group("hex"):
            return _hex_bits_literal(int(match.group("hexdigits"), 16), fp_type,
                                     len(match.group("hexdigits")), where, path)
        negative = match.group("sign") == "-"
        payload = int(match.group("payload"), 16) if match.group("payload") else None
        return _hex_bits_literal(_special_bits(fp_type, match.group("kind"), negative, payload,
                                               where, path), fp_type, None, where, path)

    return _TOKEN.sub(replace, line), count


def _c99_value(token: str) -> Fraction:
    sign = -1 if token[0] == "-" else 1
    body = token.lstrip("+-")[2:]
    mantissa, _, exponent = body.partition("p")
    whole, _, frac = mantissa.partition(".")
    value = Fraction(int(whole or "0", 16)) + (
        Fraction(int(frac, 16), 16 ** len(frac)) if frac else 0)
    return sign * value * Fraction(2) ** int(exponent)


_DOT_DIGIT = re.compile(r"\.\d")
_DEC_TAIL = re.compile(r"\.\d*(?:[eE][-+]?\d+)?")


def _decimal_tokens(text: str):
    """Every ``[-+]digits.digits[e[-+]digits]`` in the text (a regular expression that
    starts at every digit costs 40x more on a large module than looking for '.digit')."""
    for match in _DOT_DIGIT.finditer(text):
        dot = start = match.start()
        while start > 0 and text[start - 1].isdigit():
            start -= 1
        if start == dot:
            continue
        if start > 0 and text[start - 1] in "+-":
            start -= 1
        yield start, text[start:_DEC_TAIL.match(text, dot).end()]


def _rewrite_decimals(text: str, path: str | None) -> tuple[str, int]:
    """Decimal constants of half/bfloat/float that LLVM 22 rejects (it reads a decimal as
    a double and wants that double exact in the narrower type); LLVM 23+ rounds the
    decimal to the type, to nearest with ties to even, and so does this rewrite.

    Fast path: a decimal whose double is exact in half and bfloat (0.0, 1.0, 0.5, ...) is
    fine in every type; only lines holding another decimal are looked at closely."""
    lines_at: list[int] = []   # start offsets of the lines holding a suspect decimal
    verdict: dict[str, bool] = {}
    for pos, token in _decimal_tokens(text):
        fine = verdict.get(token)
        if fine is None:
            fine = verdict[token] = _exact_in_all_narrow(float(token))
        if not fine:
            line_start = text.rfind("\n", 0, pos) + 1
            if not lines_at or lines_at[-1] != line_start:
                lines_at.append(line_start)
    if not lines_at:
        return text, 0
    total = 0
    pieces, done = [], 0
    for line_start in lines_at:
        line_end = text.find("\n", line_start)
        line_end = len(text) if line_end < 0 else line_end
        line = text[line_start:line_end]
        count = 0

        def replace(match: re.Match, line=line) -> str:
            nonlocal count
            token = match.group("dec")
            if token is None:
                return match.group(0)
            fp_type = _type_before(line, match.start())
            if fp_type not in ("half", "bfloat", "float"):
                return token
            as_double = float(token)
            bits = _round_to(fp_type, Fraction(as_double))
            if _bits_value(fp_type, bits) == Fraction(as_double):
                return token   # LLVM 22 reads it as it is
            count += 1
            return _hex_bits_literal(_round_to(fp_type, Fraction(token)), fp_type, None,
                                     "", path)

        new = _DECIMAL.sub(replace, line)
        if count:
            pieces.append(text[done:line_start])
            pieces.append(new)
            done = line_end
            total += count
    pieces.append(text[done:])
    return "".join(pieces), total


def _exact_in_all_narrow(value: float) -> bool:
    """Is the double exact as a half and as a bfloat (and so as a float)?"""
    try:
        if struct.unpack("<e", struct.pack("<e", value))[0] != value:
            return False
    except OverflowError:
        return False
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return bits & 0xFFFF == 0


def _round_to(fp_type: str, value: Fraction) -> int:
    """The bits of ``value`` rounded to ``fp_type``, to nearest with ties to even."""
    exp_bits, man_bits = _IEEE[fp_type]
    width = 1 + exp_bits + man_bits
    sign = 1 << (width - 1) if value < 0 else 0
    value = abs(value)
    bias = (1 << (exp_bits - 1)) - 1
    if value == 0:
        return sign
    # exponent e with 2**e <= value < 2**(e+1)
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    e = max(e, 1 - bias)               # subnormals share the smallest exponent
    scaled = value / Fraction(2) ** (e - man_bits)   # the significand in units of the last place
    q, r = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * r
    if twice > scaled.denominator or (twice == scaled.denominator and q & 1):
        q += 1
    if q >> (man_bits + 1):            # rounding carried into the next binade
        q >>= 1
        e += 1
    if e > bias:
        return sign | (((1 << exp_bits) - 1) << man_bits)   # overflow: infinity
    if q >> man_bits:                  # normal
        return sign | ((e + bias) << man_bits) | (q & ((1 << man_bits) - 1))
    return sign | q                    # subnormal


def _bits_value(fp_type: str, bits: int) -> Fraction | None:
    exp_bits, man_bits = _IEEE[fp_type]
    exponent = (bits >> man_bits) & ((1 << exp_bits) - 1)
    mantissa = bits & ((1 << man_bits) - 1)
    bias = (1 << (exp_bits - 1)) - 1
    if exponent == (1 << exp_bits) - 1:
        return None
    if exponent == 0:
        value = Fraction(mantissa) * Fraction(2) ** (1 - bias - man_bits)
    else:
        value = Fraction((1 << man_bits) | mantissa) * Fraction(2) ** (exponent - bias - man_bits)
    return -value if bits >> (exp_bits + man_bits) else value


# -- llvm.amdgcn.make.buffer.rsrc with a num_records width (LLVM 24) -----------------------
_RSRC = re.compile(r"@llvm\.amdgcn\.make\.buffer\.rsrc\.(p\d+)\.(p\d+)\.i(\d+)\(")
_INT_CONST = re.compile(r"^-?\d+$")


def _rewrite_buffer_rsrc(text: str, path: str | None) -> tuple[str, int]:
    """LLVM 24 overloads the intrinsic on its num_records type (``.p7.p1.i32``) and
    zero-extends a narrower one; LLVM 22's takes an i64 (``.p7.p1``). The width suffix
    goes, a constant becomes its zero-extended i64, a value gets a ``zext`` on its line."""
    out, count, fresh = [], 0, 0
    declared = set(re.findall(r"^declare [^\n]*(@llvm\.amdgcn\.make\.buffer\.rsrc\.p\d+\.p\d+\()",
                              text, re.M))
    for lineno, line in enumerate(text.split("\n"), start=1):
        if "make.buffer.rsrc." not in line or line.lstrip().startswith(";"):
            out.append(line)
            continue
        prefix = ""
        pieces, pos = [], 0
        for match in _RSRC.finditer(line):
            width = int(match.group(3))
            where = f"line {lineno}"
            if width > 64:
                raise UnsupportedIRError(
                    f"{where}: llvm.amdgcn.make.buffer.rsrc with an i{width} num_records "
                    "(LLVM 24 syntax) has no LLVM 22 form, which takes an i64",
                    path=path, hint="instrument inside the LLVM that wrote the file: bbprof "
                         "instrument --engine plugin with BBPROF_LLVM set to it")
            name = f"@llvm.amdgcn.make.buffer.rsrc.{match.group(1)}.{match.group(2)}("
            close = _matching_paren(line, match.end() - 1)
            args = _split_top_level(line[match.end():close])
            if len(args) != 4:
                raise UnsupportedIRError(f"{where}: llvm.amdgcn.make.buffer.rsrc takes 4 "
                                         f"arguments, not {len(args)}", path=path)
            records = args[2]
            if line.lstrip().startswith("declare "):
                if name in declared:   # the .i32 and .i64 forms are one in LLVM 22
                    out.append("")
                    pieces = None
                    break
                declared.add(name)
                args[2] = "i64" + records[len(f"i{width}"):]
            else:
                value = records[len(f"i{width}"):].strip()
                if width == 64:
                    pass
                elif _INT_CONST.match(value):
                    args[2] = f"i64 {int(value) % (1 << width)}"
                else:
                    fresh += 1
                    temp = f"%bbprof.skew.records.{fresh}"
                    prefix += f"{temp} = zext i{width} {value} to i64 "
                    args[2] = f"i64 {temp}"
            pieces.append(line[pos:match.start()] + name + ", ".join(args) + ")")
            pos = close + 1
            count += 1
        if pieces is None:
            continue
        line = "".join(pieces) + line[pos:]
        if prefix:
            indent = len(line) - len(line.lstrip())
            line = line[:indent] + prefix + line[indent:]
        out.append(line)
    return "\n".join(out), count


def _matching_paren(line: str, open_pos: int) -> int:
    depth = 0
    for pos in range(open_pos, len(line)):
        if line[pos] == "(":
            depth += 1
        elif line[pos] == ")":
            depth -= 1
            if depth == 0:
                return pos
    raise UnsupportedIRError(f"unbalanced parentheses in: {line.strip()[:80]}")


# -- denormal_fpenv(...) (LLVM 23: llvm/llvm-project#174293) -------------------------------
_FPENV = re.compile(_SKIP + r"|\bdenormal_fpenv\((?P<body>[^)]*)\)")
_FPENV_MODES = {"ieee": "ieee", "preservesign": "preserve-sign",
                "positivezero": "positive-zero", "dynamic": "dynamic"}


def _rewrite_denormal_fpenv(text: str, path: str | None) -> tuple[str, int]:
    """``denormal_fpenv(M[,M] [float: M[,M]])`` -> ``"denormal-fp-math"="o,i"`` (and
    ``"denormal-fp-math-f32"``), the string attributes LLVM 22 reads for the same modes."""
    count = 0

    def mode(text_mode: str, body: str) -> str:
        parts = [p.strip() for p in text_mode.split(",")]
        if len(parts) == 1:
            parts *= 2
        if len(parts) != 2 or any(p not in _FPENV_MODES for p in parts):
            raise UnsupportedIRError(
                f"denormal_fpenv({body}) (LLVM 23) names a mode LLVM 22 has no word for",
                path=path, hint="instrument inside the LLVM that wrote the file: bbprof "
                "instrument --engine plugin with BBPROF_LLVM set to it")
        return ",".join(_FPENV_MODES[p] for p in parts)

    def replace(match: re.Match) -> str:
        nonlocal count
        if match.group("skip"):
            return match.group(0)
        body = match.group("body")
        default, _, f32 = body.partition("float:")
        out = []
        if default.strip():
            out.append(f'"denormal-fp-math"="{mode(default, body)}"')
        if f32.strip():
            out.append(f'"denormal-fp-math-f32"="{mode(f32, body)}"')
        count += 1
        return " ".join(out)

    return _FPENV.sub(replace, text), count


_TARGET_MEM = re.compile(_SKIP + r"|\btarget_mem:\s*(?P<kind>none|readwrite|read|write)\b")


def _rewrite_target_mem(text: str, path: str | None) -> tuple[str, int]:
    """``target_mem: K`` in ``memory(...)`` -> ``target_mem0: K, target_mem1: K``: what
    LLVM 23's parser expands it to, in the two target locations LLVM 22 has."""
    count = 0

    def replace(match: re.Match) -> str:
        nonlocal count
        if match.group("skip"):
            return match.group(0)
        count += 1
        kind = match.group("kind")
        return f"target_mem0: {kind}, target_mem1: {kind}"

    return _TARGET_MEM.sub(replace, text), count


NEWER: tuple[NewerRule, ...] = (
    NewerRule("f0x hex floating-point literal", 23, EXACT, ("f0x", "inf", "nan", "0x"),
              _rewrite_literals,
              "0x... (float: the value as a double), 0xH/0xR/0xK/0xL/0xM...: the same bits",
              "llvm/llvm-project#190641 (merged 2026-04)"),
    NewerRule("named special value (+inf, -qnan, +nan(0x..), -snan(0x..))", 23, EXACT,
              ("inf", "nan"), None, "hex of the same bits (with the row above)",
              "llvm/llvm-project#190641"),
    NewerRule("C99 hexadecimal floating-point literal (0x1.8p3)", 23, EXACT, "p",
              None, "hex of the value rounded to the type, nearest with ties to even "
              "(with the first row)",
              "llvm/llvm-project#190641"),
    NewerRule("decimal literal not exact in its type (float -8.780000e+01)", 23, EXACT,
              ".", _rewrite_decimals,
              "hex of the decimal rounded to the type (nearest, ties to even); exact "
              "decimals are left as they are", "llvm/llvm-project#190641"),
    NewerRule("llvm.amdgcn.make.buffer.rsrc with a num_records width (.p7.p1.i32)", 24,
              EXACT, "make.buffer.rsrc.", _rewrite_buffer_rsrc,
              ".p7.p1 with an i64 num_records: constants zero-extended, values through a "
              "zext on the same line (LLVM 24 defines a narrower width as zero-extended); "
              "wider than i64: refused", "llvm/llvm-project#213180 (merged 2026-08)"),
    NewerRule("denormal_fpenv(...) attribute", 23, EXACT, "denormal_fpenv(",
              _rewrite_denormal_fpenv,
              '"denormal-fp-math"="o,i" / "denormal-fp-math-f32"="o,i" (the same modes); '
              "a mode without an older word: refused", "llvm/llvm-project#174293 "
              "(merged 2026-01)"),
    NewerRule("target_mem location in memory(...) (memory(read, target_mem: none))", 23,
              EXACT, "target_mem:", _rewrite_target_mem,
              "target_mem0: K, target_mem1: K (LLVM 22's two target locations, what LLVM "
              "23's parser expands it to)", "llvm/llvm-project#176968 (merged 2026-01); "
              "Triton 3.9's AMD kernels carry it"),
    NewerRule("processor in the triple (amdgpu9.42-amd-amdhsa)", 24, EXACT, "amdgpu",
              None, "read by LLVM 22's parser as it is; the processor (gfx942) comes from "
              "it (bbprof.ir.target) and codegen uses amdgcn-amd-amdhsa with that "
              "processor", "IREE 3.13 (LLVM 24.0.0git) writes it; LLVM 22 does not"),
)
# -- who wrote a module --------------------------------------------------------------------
_PRODUCER = re.compile(r'(?:producer: |!\{!)"([^"]*?\bversion (\d+)\.\d+[^"]*)"')
# Constructs that show a module was written by a newer LLVM (what the rules above rewrite,
# told apart from older text exactly), with the LLVM that introduced each.
_SIGNS: tuple[tuple[re.Pattern, int, str], ...] = (
    (re.compile(r"@llvm\.amdgcn\.make\.buffer\.rsrc\.p\d+\.p\d+\.i\d+\("), 24,
     "llvm.amdgcn.make.buffer.rsrc with a num_records width"),
    (re.compile(_line_start('target triple = "amdgpu') + r'\d+\.', re.M), 24,
     "the processor in its triple (amdgpuX.YZ)"),
    (re.compile(_word("denormal_fpenv(")), 23, "denormal_fpenv attributes"),
    (re.compile(_word("target_mem:")), 23, "the target_mem location in memory attributes"),
    (re.compile(r"f0x(?<![-\w$.%@#!]f0x)[0-9A-Fa-f]+\b"), 23, "f0x floating-point literals"),
    (re.compile(r"[+-](?<![-\w$.%@#!][+-])(?:inf|qnan|snan|nan\()"), 23,
     "named floating-point special values"),
)

# Text a sign cannot match without (one of), looked for first: a plain search of a 20 MB
# module is 10 ms, an expression that does not open with a literal 45 ms, and each is the
# marker of a rule of ``NEWER``, which ``rewrite_newer_syntax`` has looked for in the same
# text already (``_markers``), so that most signs cost nothing here.
_SIGN_NEEDS = ("make.buffer.rsrc.", "amdgpu", "denormal_fpenv(", "target_mem:", "f0x",
               ("inf", "nan"))


def writer_of(text: str) -> tuple[int | None, str] | None:
    """``(LLVM major or None, how we know)`` of the LLVM that wrote ``text``: from its
    producer string (``!DICompileUnit(producer: ...)``, ``!llvm.ident``), else from the
    newest construct it uses; None when nothing tells."""
    markers = _markers(text)
    match = _PRODUCER.search(text) if markers.has("version ") else None   # (a cheap look first)
    if match:
        producer = match.group(1)
        major = int(match.group(2))
        if "clang" in producer or "LLVM" in producer or "llvm" in producer:
            return major, f"its producer string says '{producer[:60]}'"
    newest = None
    for (pattern, since, what), needs in zip(_SIGNS, _SIGN_NEEDS):
        if (markers.has(needs) and pattern.search(text)
                and (newest is None or since > newest[0])):
            newest = (since, f"it uses {what}, which LLVM {since} introduced")
    return newest


def writer_clause(text: str) -> str:
    """`` (written by LLVM N: how we know; bbprof reads with LLVM 22)``, or ''."""
    found = writer_of(text)
    if found is None:
        return ""
    major, how = found
    if major is not None and major > LLVMLITE_MAJOR:
        return (f" (the file was written by LLVM {major} or newer: {how}; bbprof reads IR "
                f"with llvmlite's LLVM {LLVMLITE_MAJOR})")
    return f" (the file was written by LLVM {major}: {how})"


def newer_than_llvmlite(text: str) -> int | None:
    """The LLVM major that wrote ``text`` when it is newer than llvmlite's, else None."""
    found = writer_of(text)
    if found and found[0] is not None and found[0] > LLVMLITE_MAJOR:
        return found[0]
    return None


def abort_hint(text: str) -> str:
    """What to do when LLVM 22 rejected or aborted on ``text``."""
    if newer_than_llvmlite(text):
        return ("bbprof's table of newer constructs (docs/reliability.md) does not cover "
                "this one: instrument inside the LLVM that wrote the file with the pass "
                "plugin (llvm_passes/: bbprof instrument --engine plugin, BBPROF_LLVM=that "
                "LLVM), and report the construct")
    return ("LLVM 22 cannot read the module: check that it is valid IR (its producer's "
            "verifier), or that LLVM 22 is not older than the LLVM that wrote it")


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


_INTRINSIC_DECLARATION = re.compile(_line_start("declare ") + r"[^@\n]*@(llvm\.[\w.]+)\(",
                                    re.M)
_INTRINSIC_CALL = re.compile(_word("call") + r" (?:[\w ]+ )?(\S+(?: addrspace\(\d+\))?) "
                             r"@(llvm\.[\w.]+)\(([^()]*)\)")


def _declare_intrinsics(text: str) -> tuple[str, int]:
    """Declare every intrinsic called without a declaration (LLVM 18+ declares them
    itself; LLVM 17 stops at 'use of undefined value'). The signature is the call's."""
    declared = set(_INTRINSIC_DECLARATION.findall(text))
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


_GEP_FLAGS = re.compile(_word("getelementptr") + r"( inbounds)?((?: (?:nusw|nuw|inrange\([^)]*\)))+)")


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
              _sub(_word("captures(none)"), "nocapture")),
    Construct("captures(...) other than none", 20, WEAKENING, "captures(",
              _sub(r" captures\([^)]*\)", "")),
    Construct("icmp samesign", 20, WEAKENING, "samesign", _sub(_word("icmp samesign "), "icmp ")),
    Construct("ptx_kernel calling convention (NVPTX kernels)", 20, LOSSLESS, "ptx_kernel",
              _ptx_kernel_to_annotations),
    Construct("#dbg_value/#dbg_declare/#dbg_assign/#dbg_label records", 19, LOSSLESS,
              "#dbg_", _dbg_records_to_calls),
    Construct("getelementptr nuw/nusw", 19, WEAKENING, "getelementptr", _drop_gep_flags),
    Construct("trunc nuw/nsw", 19, WEAKENING, "trunc n",
              _sub(_word("trunc") + r"((?: nuw| nsw)+) ", "trunc ")),
    Construct("uitofp nneg", 19, WEAKENING, "uitofp nneg", _sub(_word("uitofp nneg "), "uitofp ")),
    Construct("range(...) parameter/return attribute", 19, WEAKENING, "range(",
              _sub(r"range\((?<![!\w.]range\()i\d+ [^)]*\) ", "")),
    Construct("initializes(...) parameter attribute", 19, WEAKENING, "initializes(",
              _sub(r" initializes\((?:\([^)]*\)(?:, )?)+\)", "")),
    Construct("splat (...) vector constants", 18, LOSSLESS, "splat (", _splat_to_vector),
    Construct("intrinsics called without a declaration", 18, LOSSLESS, (),
              _declare_intrinsics),
    Construct("or disjoint", 18, WEAKENING, "or disjoint", _sub(_word("or disjoint "), "or ")),
    Construct("zext nneg", 18, WEAKENING, "zext nneg", _sub(_word("zext nneg "), "zext ")),
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
    markers = _markers(text)
    in_original = _markers(original) if major is None and original is not None else None
    for construct in CONSTRUCTS:
        if major is not None and major >= construct.since or major is None and original is None:
            continue
        # the output first: most markers are in neither text, and a marker the output does
        # not hold settles it without reading the input (a scan of each is 20 ms at
        # 50,000 blocks)
        if construct.marker and not markers.has(construct.marker):
            continue
        if major is None and in_original.has(construct.marker):
            continue
        text, count = construct.rewrite(text)
        markers = markers.after(text)
        if count:
            verb = "rewrote" if construct.kind == LOSSLESS else "dropped"
            notes.append(f"{verb} {count} x {construct.name} (LLVM {construct.since}+) "
                         + (f"for LLVM {major}" if major is not None
                            else "as the input's LLVM writes it"))
    return text, notes


class _Markers:
    """Which marker strings one text holds, each looked for at most once (issue 44): a
    search of a 20 MB module is 10-20 ms, and ``NEWER``, ``CONSTRUCTS`` and ``writer_of``
    ask some 40 markers, several of them twice. What the markers already looked for say
    settles others without a search: a marker holding one the text lacks is lacking too,
    and one that is part of a marker the text holds is there. A tuple (the text holds
    one of them) looks for the part all of its markers share first (``lifetime.``), and
    for its shortest markers first (``0x`` before ``f0x``)."""

    __slots__ = ("text", "_held")

    def __init__(self, text: str):
        self.text = text
        self._held: dict[str, bool] = {}

    def has(self, marker: str | tuple[str, ...]) -> bool:
        """Whether the text holds ``marker`` (a tuple: any one of them)."""
        if isinstance(marker, str):
            return self._has(marker)
        shared, order = _tuple_plan(marker)
        if shared and not self._has(shared):
            return False
        return any(self._has(m) for m in order)

    def _has(self, marker: str) -> bool:
        held = self._held.get(marker)
        if held is None:
            for known, there in list(self._held.items()):   # (a snapshot: threads)
                if there and marker in known or not there and known in marker:
                    held = there
                    break
            else:
                held = _search(self.text, marker)
            self._held[marker] = held
        return held

    def after(self, text: str) -> "_Markers":
        """The markers of ``text``, what a rewrite of this text returned: these when it
        is the same text, else new ones (not kept in ``_RECENT``: the texts in between
        are not asked about again)."""
        if text is self.text or text == self.text:
            return self
        return _Markers(text)


# The printable characters by how often they occur in LLVM IR (bbprof's test corpus, 106
# modules), rarest first; what is not here counts as the most common.
_RAREST_FIRST = ("&?JQY^`Z~XR*|KHUNO'PGE/VCMWBSqTjF\\+#z$A{}LIk<>D@;[]yw_-h\"vx()97:8u56=.m40"
                 "gscbpf!31n2rd%oiet,al ")
_RANK = {c: i for i, c in enumerate(_RAREST_FIRST)}
_ANCHOR_ABOVE = 1 << 20   # characters of a text searched through its rare characters
_ANCHORS, _ANCHOR_TRIES = 4, 64   # rare characters tried, and places of each


def _search(text: str, marker: str) -> bool:
    """``marker in text``. On a large text, through the marker's rarest characters first:
    looking for one character is memchr, ten times a search for a marker, so a marker
    with a character the text lacks (``#dbg_`` in a module without attributes) or has a
    few times is settled at that speed, each place the character is checked for the
    marker around it. A character found more than ``_ANCHOR_TRIES`` times gives way to
    the next rarest, and the last to the plain search."""
    if len(text) < _ANCHOR_ABOVE or len(marker) < 2:
        return marker in text
    for at in sorted({c: i for i, c in reversed(list(enumerate(marker)))}.values(),
                     key=lambda i: _RANK.get(marker[i], len(_RANK)))[:_ANCHORS]:
        char = marker[at]
        place = text.find(char, at)   # the marker at s has the character at s + at
        for _ in range(_ANCHOR_TRIES):
            if place < 0:
                return False
            if text.startswith(marker, place - at):
                return True
            place = text.find(char, place + 1)
    return marker in text


# The markers of the last texts asked about, newest last. They hold those texts: the input
# and the output of ``instrument``, which it holds itself until it has written them.
_RECENT: list[_Markers] = []
_RECENT_TEXTS = 3


def _markers(text: str) -> _Markers:
    """The markers of ``text``, shared by every caller that asks about the same text (the
    input: ``rewrite_newer_syntax`` when it is read, ``for_llvm`` and ``writer_of`` when
    the output is written)."""
    for markers in reversed(_RECENT):
        if markers.text is text:
            return markers
    markers = _Markers(text)
    _RECENT.append(markers)
    del _RECENT[:-_RECENT_TEXTS]
    return markers


_TUPLE_PLANS: dict[tuple[str, ...], tuple[str, tuple[str, ...]]] = {}


def _tuple_plan(markers: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """``(the longest part every marker holds or '', the markers shortest first)``."""
    plan = _TUPLE_PLANS.get(markers)
    if plan is None:
        shared = ""
        if len(markers) > 1:
            first = min(markers, key=len)
            for size in range(len(first), 2, -1):
                parts = [first[i:i + size] for i in range(len(first) - size + 1)]
                shared = next((p for p in parts if all(p in m for m in markers)), "")
                if shared:
                    break
        plan = _TUPLE_PLANS[markers] = (shared, tuple(sorted(markers, key=len)))
    return plan


_NEW_AMDGPU_TRIPLE = re.compile(r'^target triple = "amdgpu\d+\.[0-9a-fA-F]{2}-amd-amdhsa"',
                                re.MULTILINE)


def classic_amdgpu_triple(text: str) -> str:
    """``text`` with LLVM 24's ``amdgpuX.YZ-amd-amdhsa`` triple spelled the classic way
    (``amdgcn-amd-amdhsa``), for an older LLVM; the processor stays in each function's
    ``target-cpu``."""
    return _NEW_AMDGPU_TRIPLE.sub('target triple = "amdgcn-amd-amdhsa"', text)
