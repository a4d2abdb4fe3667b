"""The table of constructs newer than LLVM 22 (``skew.NEWER``): each rule rewrites exactly
(the result parses and verifies with llvmlite's LLVM 22 and means the same) or refuses in
one line. The IREE corpus (tests/iree/) exercises them on real IR; these are the edges."""

from __future__ import annotations

import struct
from decimal import Decimal, getcontext
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.ir import skew

DOCS = Path(__file__).resolve().parents[2] / "docs" / "reliability.md"
AMD = 'target triple = "amdgcn-amd-amdhsa"\n'


def parses(text: str) -> None:
    llvm.parse_assembly(text).verify()


def float_bits(literal: str) -> int:
    """The float a ``0x`` double-hex literal of a float constant stands for, as bits."""
    value = struct.unpack("<d", struct.pack("<Q", int(literal[2:], 16)))[0]
    return struct.unpack("<I", struct.pack("<f", value))[0]


def test_every_rule_is_newer_than_llvm22_and_documented():
    docs = DOCS.read_text()
    words = ["f0x", "+inf", "0x1.8p3", "-8.780000e+01", "make.buffer.rsrc.p7.p1.i32",
             "denormal_fpenv", "target_mem:", "amdgpu9.42-amd-amdhsa"]
    assert len(words) == len(skew.NEWER)
    for rule, word in zip(skew.NEWER, words):
        assert rule.since > skew.LLVMLITE_MAJOR and rule.how in (skew.EXACT, skew.REFUSED)
        assert rule.older and word in docs


RSRC = AMD + """declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) readnone, i16, i32, i32)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i64(ptr addrspace(1) readnone, i16, i64, i32)

define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n, i64 %m) {
  %a = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %p, i16 0, i32 1048576, i32 822243328)
  %b = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %p, i16 0, i32 %n, i32 0)
  %c = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i32(ptr addrspace(1) %p, i16 0, i32 -1, i32 0)
  %d = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1.i64(ptr addrspace(1) %p, i16 0, i64 %m, i32 0)
  store i32 0, ptr addrspace(7) %a
  store i32 0, ptr addrspace(7) %b
  store i32 0, ptr addrspace(7) %c
  store i32 0, ptr addrspace(7) %d
  ret void
}
"""


def test_buffer_rsrc_with_a_num_records_width():
    with pytest.raises(RuntimeError, match="incorrect argument type|expected i64"):
        parses(RSRC)                       # LLVM 22 as it is: rejected
    text, notes = skew.rewrite_newer_syntax(RSRC)
    parses(text)
    assert text.count("\n") == RSRC.count("\n")          # every rewrite on its line
    assert "(ptr addrspace(1) %p, i16 0, i64 1048576, i32 822243328)" in text
    assert "%bbprof.skew.records.1 = zext i32 %n to i64 " in text
    assert "i64 4294967295" in text                       # -1 as an i32 is 2^32-1 records
    assert text.count("declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(") == 1
    assert ".p7.p1.i" not in text
    assert any("make.buffer.rsrc" in n and "exact" in n for n in notes)


def test_buffer_rsrc_wider_than_i64_is_refused():
    text = RSRC.replace(".p7.p1.i64", ".p7.p1.i128").replace("i64 %m", "i128 7")
    with pytest.raises(UnsupportedIRError, match="i128 num_records"):
        skew.rewrite_newer_syntax(text)


@pytest.mark.parametrize("new,old", [
    ("denormal_fpenv(dynamic)", '"denormal-fp-math"="dynamic,dynamic"'),
    ("denormal_fpenv(preservesign,ieee)", '"denormal-fp-math"="preserve-sign,ieee"'),
    ("denormal_fpenv(float: preservesign,preservesign)",
     '"denormal-fp-math-f32"="preserve-sign,preserve-sign"'),
    ("denormal_fpenv(dynamic,dynamic float: positivezero,positivezero)",
     '"denormal-fp-math"="dynamic,dynamic" "denormal-fp-math-f32"="positive-zero,positive-zero"'),
])
def test_denormal_fpenv_becomes_the_string_attributes(new, old):
    text = AMD + f"define void @f() #0 {{\n  ret void\n}}\n; {new} in a comment\n" \
                 f"attributes #0 = {{ nounwind {new} }}\n"
    rewritten, _ = skew.rewrite_newer_syntax(text)
    assert f"attributes #0 = {{ nounwind {old} }}" in rewritten
    assert f"; {new} in a comment" in rewritten
    parses(rewritten)


def test_denormal_fpenv_with_an_unknown_mode_is_refused():
    text = AMD + "define void @f() #0 {\n  ret void\n}\nattributes #0 = { denormal_fpenv(weird) }\n"
    with pytest.raises(UnsupportedIRError, match="no word for"):
        skew.rewrite_newer_syntax(text)


def test_decimal_not_exact_is_rounded_to_nearest_even():
    text = AMD + ("define <4 x float> @f(<4 x float> %x, float %y) {\n"
                  "  %a = fmul <4 x float> %x, splat (float -8.780000e+01)\n"
                  "  %b = fadd float %y, 1.000000e+00\n"
                  "  %c = fadd float %b, 0.1\n"
                  "  %v = insertelement <4 x float> %a, float %c, i32 0\n"
                  "  ret <4 x float> %v\n}\n")
    with pytest.raises(RuntimeError, match="floating point constant invalid for type"):
        parses(text)
    rewritten, notes = skew.rewrite_newer_syntax(text)
    parses(rewritten)
    assert "1.000000e+00" in rewritten                     # exact: left alone
    lines = rewritten.split("\n")
    splat = lines[2].split("splat (float ")[1].split(")")[0]
    assert float_bits(splat) == struct.unpack("<I", struct.pack("<f", -87.8))[0]
    tenth = lines[4].split("%b, ")[1]
    assert float_bits(tenth) == 0x3DCCCCCD                 # 0.1 as a float


def test_decimal_rounding_is_direct_not_through_double():
    """1 + 2^-24 + 2^-60 lies just above the midpoint of 1.0 and the next float: rounded
    to a double first it *is* the midpoint, and ties-to-even would give 1.0."""
    getcontext().prec = 80
    decimal = str(Decimal(1) + Decimal(2) ** -24 + Decimal(2) ** -60)
    assert struct.unpack("<f", struct.pack("<f", float(decimal)))[0] == 1.0   # the trap
    text = AMD + f"define float @f() {{\n  ret float {decimal}\n}}\n"
    rewritten, _ = skew.rewrite_newer_syntax(text)
    literal = rewritten.split("ret float ")[1].split("\n")[0]
    assert float_bits(literal) == 0x3F800001
    parses(rewritten)


def test_half_decimal_and_c99_hex_float():
    text = AMD + ("define half @f(half %x) {\n  %y = fadd half %x, 1.000000e-01\n"
                  "  ret half %y\n}\n"
                  "define double @g() {\n  ret double 0x1.8p3\n}\n")
    rewritten, _ = skew.rewrite_newer_syntax(text)
    assert "fadd half %x, 0xH2E66" in rewritten            # 0.1 in half: 0x2E66
    assert "ret double 0x4028000000000000" in rewritten    # 12.0
    parses(rewritten)


def test_target_mem_becomes_both_target_locations():
    """Triton 3.9's AMD kernels (LLVM 24) carry ``target_mem: none`` in memory(...); LLVM
    22 has two target locations, which LLVM 23's parser expands it to."""
    text = AMD + ("declare void @f() #0\n; memory(target_mem: read) in a comment\n"
                  "attributes #0 = { memory(read, argmem: readwrite, inaccessiblemem: none, "
                  "target_mem: none) }\n")
    rewritten, notes = skew.rewrite_newer_syntax(text)
    assert ("memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, "
            "target_mem1: none)") in rewritten
    assert "; memory(target_mem: read) in a comment" in rewritten
    assert len(notes) == 1 and "target_mem" in notes[0]
    parses(rewritten)
    printed = str(llvm.parse_assembly(rewritten))
    assert "target_mem0: none, target_mem1: none" in printed   # kept, not dropped
    assert skew.writer_of(text)[0] == 23


def test_writer_of():
    assert skew.writer_of("define void @f() {\n  ret void\n}\n") is None
    producer = '!0 = distinct !DICompileUnit(language: DW_LANG_C, producer: "clang version 19.1.7 (x)")'
    assert skew.writer_of(producer)[0] == 19
    assert skew.writer_of('target triple = "amdgpu9.42-amd-amdhsa"\n')[0] == 24
    assert skew.writer_of("  %x = fadd float %y, f0x3F800000\n")[0] == 23
    assert skew.newer_than_llvmlite('target triple = "amdgpu9.42-amd-amdhsa"\n') == 24
    assert skew.newer_than_llvmlite(producer) is None
