"""LLVM version skew, both directions (``bbprof.ir.skew``), one test per construct.

In: IR printed by LLVM 24 (Triton 3.9) that llvmlite's LLVM 22 cannot parse is rewritten
losslessly. Out: what LLVM 22 prints that an older LLVM cannot read is rewritten for
``--emit-for-llvm N`` (or, in ``auto``, given back the input's spelling).

Where another LLVM is installed (tests/reliability/llvm_readers.py says how), each
out-construct is also fed to the newest LLVM older than it: that LLVM must reject the
LLVM 22 text and read the rewritten text. Without those LLVMs the reader checks skip, and
the rest still checks the text and that LLVM 22 reads it.
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys

import llvmlite.binding as llvm
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.ir import load_module, skew
from bbprof.ir.skew import CONSTRUCTS, for_llvm

from bbprof_testpaths import DATA
from llvm_readers import find_readers

READERS = {r.major: r for r in find_readers()}
HEADER = 'target triple = "nvptx64-nvidia-cuda"\n'


def parses_with_llvm22(text: str) -> None:
    llvm.parse_assembly(text).verify()


def double_bits(value: float) -> str:
    return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"


# ---- in: LLVM 24 literals -> LLVM 22 ------------------------------------------------------

IN_CASES = [  # (type, LLVM 24 literal, LLVM 22 literal)
    ("float", "f0x3FB8AA3B", double_bits(struct.unpack("<f", bytes.fromhex("3BAAB83F"))[0])),
    ("double", "f0x3FF0000000000000", "0x3FF0000000000000"),
    ("half", "f0x3C00", "0xH3C00"),
    ("bfloat", "f0x3F80", "0xR3F80"),
    ("float", "-inf", "0xFFF0000000000000"),
    ("float", "+inf", "0x7FF0000000000000"),
    ("double", "+qnan", "0x7FF8000000000000"),
    ("half", "-inf", "0xHFC00"),
    ("float", "+nan(0x1)", double_bits(struct.unpack("<f", struct.pack("<I", 0x7FC00001))[0])),
    ("double", "-snan(0x5)", "0xFFF0000000000005"),
]


@pytest.mark.parametrize("fp_type,new,old", IN_CASES, ids=[f"{t}-{n}" for t, n, _ in IN_CASES])
def test_in_literal_rewritten_bit_exactly(fp_type, new, old):
    text = HEADER + f"define {fp_type} @f() {{\n  ret {fp_type} {new}\n}}\n"
    rewritten, notes = skew.rewrite_newer_syntax(text)
    assert f"ret {fp_type} {old}\n" in rewritten and notes
    parses_with_llvm22(rewritten)


def test_in_splat_of_a_new_literal_and_line_structure_kept():
    text = HEADER + ("define <4 x float> @f(<4 x float> %x) {\n"
                     "  %y = fmul <4 x float> %x, splat (float f0x3FB8AA3B) ; f0x in a comment\n"
                     "  ret <4 x float> %y\n}\n")
    rewritten, _ = skew.rewrite_newer_syntax(text)
    assert rewritten.count("\n") == text.count("\n")
    assert "splat (float 0x3FF7154760000000) ; f0x in a comment" in rewritten
    parses_with_llvm22(rewritten)


def test_in_unknown_construct_reaches_the_user_with_its_line(tmp_path):
    path = tmp_path / "k.ll"
    path.write_text(HEADER + "define void @f() {\n  frobnicate void\n  ret void\n}\n")
    with pytest.raises(Exception, match=r"line 3, column 3"):
        load_module(path)


# ---- out: LLVM 22 printing -> older LLVMs --------------------------------------------------

DBG_TAIL = """
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!10 = !DILocation(line: 1, column: 1, scope: !5)
"""

# construct name -> (LLVM 22 text, text the rewrite must produce, text it must remove)
OUT_CASES = {
    "llvm.lifetime.start/end without a size operand": (
        "define void @f() {\n  %a = alloca [4 x i32], align 4\n"
        "  call void @llvm.lifetime.start.p0(ptr %a)\n  store i32 0, ptr %a\n"
        "  call void @llvm.lifetime.end.p0(ptr %a)\n  ret void\n}\n"
        "declare void @llvm.lifetime.start.i64(i64)\n"
        "declare void @llvm.lifetime.start.p0(ptr nocapture)\n"
        "declare void @llvm.lifetime.end.p0(ptr nocapture)\n",
        "call void @llvm.lifetime.start.p0(i64 -1, ptr %a)\n  store i32 0, ptr %a\n"
        "  call void @llvm.lifetime.end.p0(i64 -1, ptr %a)\n  ret void\n}\n"
        "declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)\n", ".i64("),
    "nocreateundeforpoison function attribute": (
        "declare i32 @g(i32) #0\nattributes #0 = { nocreateundeforpoison nounwind }\n",
        "attributes #0 = { nounwind }", "nocreateundeforpoison"),
    "llvm.nvvm.ex2.approx(.ftz).f32 intrinsic name": (
        "define float @f(float %x) {\n  %y = call float @llvm.nvvm.ex2.approx.ftz.f32(float %x)"
        "\n  ret float %y\n}\n", "@llvm.nvvm.ex2.approx.ftz.f(float %x)", "ftz.f32"),
    "dead_on_return parameter attribute": (
        "define void @f(ptr dead_on_return %p) {\n  ret void\n}\n", "@f(ptr %p)",
        "dead_on_return"),
    "captures(none) parameter attribute": (
        "define void @f(ptr captures(none) %p) {\n  ret void\n}\n", "@f(ptr nocapture %p)",
        "captures"),
    "captures(...) other than none": (
        "define void @f(ptr captures(address) %p) {\n  ret void\n}\n", "@f(ptr %p)",
        "captures"),
    "icmp samesign": (
        "define i1 @f(i32 %x, i32 %y) {\n  %c = icmp samesign ult i32 %x, %y\n  ret i1 %c\n}\n",
        "%c = icmp ult i32 %x, %y", "samesign"),
    "ptx_kernel calling convention (NVPTX kernels)": (
        "define ptx_kernel void @k() {\n  ret void\n}\n!nvvm.annotations = !{}\n",
        '!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !"kernel", i32 1}', "ptx_kernel"),
    "#dbg_value/#dbg_declare/#dbg_assign/#dbg_label records": (
        "define void @f(i32 %x) !dbg !5 {\n    #dbg_value(i32 %x, !9, !DIExpression(), !10)\n"
        "  ret void, !dbg !10\n}\n" + DBG_TAIL,
        "  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), "
        "!dbg !10\n", "#dbg_"),
    "getelementptr nuw/nusw": (
        "define ptr @f(ptr %p, i64 %i) {\n  %q = getelementptr inbounds nuw i8, ptr %p, i64 %i"
        "\n  %r = getelementptr nusw i8, ptr %q, i64 %i\n  ret ptr %r\n}\n",
        "%q = getelementptr inbounds i8, ptr %p, i64 %i\n  %r = getelementptr i8,", "nuw"),
    "trunc nuw/nsw": (
        "define i8 @f(i32 %x) {\n  %y = trunc nuw nsw i32 %x to i8\n  ret i8 %y\n}\n",
        "%y = trunc i32 %x to i8", "nuw"),
    "uitofp nneg": (
        "define float @f(i32 %x) {\n  %y = uitofp nneg i32 %x to float\n  ret float %y\n}\n",
        "%y = uitofp i32 %x to float", "nneg"),
    "range(...) parameter/return attribute": (
        "declare i32 @g()\ndefine i32 @f() {\n  %x = call range(i32 0, 1024) i32 @g(), "
        "!range !0\n  ret i32 %x\n}\n!0 = !{i32 0, i32 1024}\n",
        "%x = call i32 @g(), !range !0", "range("),
    "initializes(...) parameter attribute": (
        "define void @f(ptr initializes((0, 4), (8, 12)) %p) {\n  store i32 0, ptr %p\n"
        "  ret void\n}\n", "@f(ptr %p)", "initializes"),
    "splat (...) vector constants": (
        "define <4 x i32> @f(<4 x i32> %x) {\n  %y = add <4 x i32> %x, splat (i32 1)\n"
        "  ret <4 x i32> %y\n}\n",
        "%y = add <4 x i32> %x, <i32 1, i32 1, i32 1, i32 1>", "splat"),
    "intrinsics called without a declaration": (
        "define i32 @f() {\n  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
        "  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)\n  %c = add i32 %a, %b\n"
        "  ret i32 %c\n}\n",
        "declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)", None),
    "or disjoint": (
        "define i32 @f(i32 %x, i32 %y) {\n  %z = or disjoint i32 %x, %y\n  ret i32 %z\n}\n",
        "%z = or i32 %x, %y", "disjoint"),
    "zext nneg": (
        "define i64 @f(i32 %x) {\n  %y = zext nneg i32 %x to i64\n  ret i64 %y\n}\n",
        "%y = zext i32 %x to i64", "nneg"),
    "writable / dead_on_unwind parameter attributes": (
        "define void @f(ptr writable dead_on_unwind %p) {\n  ret void\n}\n", "@f(ptr %p)",
        "writable"),
}


def test_every_construct_has_a_case():
    assert set(OUT_CASES) == {c.name for c in CONSTRUCTS}


@pytest.mark.parametrize("construct", CONSTRUCTS, ids=[c.name for c in CONSTRUCTS])
def test_out_construct_rewritten_for_the_llvm_before_it(construct, tmp_path):
    body, expected, removed = OUT_CASES[construct.name]
    text = HEADER + body
    parses_with_llvm22(text)
    older = construct.since - 1
    rewritten, notes = for_llvm(text, older)
    assert expected in rewritten, rewritten
    if removed:
        assert removed not in rewritten, rewritten
    assert any(construct.name in note for note in notes), notes
    parses_with_llvm22(rewritten)
    unchanged, no_notes = for_llvm(text, construct.since)   # new enough: left alone
    assert unchanged == text and not any(construct.name in n for n in no_notes)
    reader = next((READERS[m] for m in range(older, 16, -1) if m in READERS), None)
    if reader is None:
        pytest.skip(f"no LLVM {older} or older installed to read it")
    before, after = tmp_path / "llvm22.ll", tmp_path / f"for{older}.ll"
    before.write_text(text)
    after.write_text(rewritten)
    assert reader.read(after) is None, f"{reader.name}: {reader.read(after)}"
    if construct.name not in ("llvm.nvvm.ex2.approx(.ftz).f32 intrinsic name",
                              "ptx_kernel calling convention (NVPTX kernels)"):
        # (an unknown intrinsic name and ptx_kernel parse in older LLVMs; they then fail
        # later: ptxas sees an unknown function, NVPTX a device function, not a kernel)
        assert reader.read(before) is not None, f"{reader.name} read the LLVM 22 text"


def test_scalable_splat_is_refused_not_mangled():
    text = HEADER + ("define <vscale x 4 x i32> @f(<vscale x 4 x i32> %x) {\n"
                     "  %y = add <vscale x 4 x i32> %x, splat (i32 1)\n"
                     "  ret <vscale x 4 x i32> %y\n}\n")
    with pytest.raises(UnsupportedIRError, match="scalable vector"):
        for_llvm(text, 17)


def test_llvm_16_and_older_are_refused():
    with pytest.raises(UnsupportedIRError, match="opaque pointers"):
        for_llvm(HEADER, 16)


# ---- auto: the input's own spellings come back ---------------------------------------------

OLD_STYLE = HEADER + """
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare float @llvm.nvvm.ex2.approx.f(float)

define void @k(ptr nocapture %p, i32 %x) !dbg !5 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10
  %v = load <2 x float>, ptr %p
  %w = fadd <2 x float> %v, <float 1.0, float 1.0>
  %e = extractelement <2 x float> %w, i32 0
  %t = call float @llvm.nvvm.ex2.approx.f(float %e)
  store float %t, ptr %p
  ret void, !dbg !10
}
!nvvm.annotations = !{!11}
!11 = !{ptr @k, !"kernel", i32 1}
""" + DBG_TAIL


def bbprof(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bbprof", *args], capture_output=True,
                          text=True, check=False)


def test_auto_gives_back_what_llvm22_upgraded(tmp_path):
    src = tmp_path / "old.ll"
    src.write_text(OLD_STYLE)
    canonical = str(llvm.parse_assembly(OLD_STYLE))   # what LLVM 22 turns it into
    assert "captures(none)" in canonical and "#dbg_value" in canonical
    assert "splat (float" in canonical and "ptx_kernel" in canonical
    proc = bbprof("instrument", str(src), "-o", str(tmp_path / "o.ll"))
    assert proc.returncode == 0, proc.stderr
    out = (tmp_path / "o.ll").read_text()
    assert "nocapture %p" in out and "captures(" not in out
    assert "call void @llvm.dbg.value(metadata i32 %x" in out and "#dbg_" not in out
    assert "<float 1.000000e+00, float 1.000000e+00>" in out and "splat" not in out
    assert "define void @k(" in out and '!{ptr @k, !"kernel", i32 1}' in out
    assert "@llvm.nvvm.ex2.approx.f(" in out and "approx.f32" not in out
    assert "declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()" in out   # counting code: declared
    assert "rewrote" in proc.stdout
    parses_with_llvm22(out)
    reader = READERS.get(17) or READERS.get(18)
    if reader is not None:
        assert reader.read(tmp_path / "o.ll") is None


def test_auto_leaves_new_spellings_of_a_new_input_alone(tmp_path):
    src = tmp_path / "new.ll"
    src.write_text(HEADER + "define ptx_kernel void @k(ptr captures(none) %p) {\n"
                   "  store <2 x i32> splat (i32 3), ptr %p\n  ret void\n}\n")
    assert bbprof("instrument", str(src), "-o", str(tmp_path / "o.ll")).returncode == 0
    out = (tmp_path / "o.ll").read_text()
    assert "captures(none)" in out and "splat (i32 3)" in out and "ptx_kernel" in out


@pytest.mark.parametrize("value", ["16", "nineteen"])
def test_bad_emit_for_llvm_values(tmp_path, value):
    src = tmp_path / "k.llir"
    src.write_bytes((DATA / "corpus" / "h200" / "loop.llir").read_bytes())
    proc = bbprof("instrument", str(src), "--emit-for-llvm", value)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert "--emit-for-llvm" in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.llir"]


# ---- the copied corpus, every reader present -----------------------------------------------

CORPUS = sorted((DATA / "corpus").glob("*/*.ll")) + sorted((DATA / "corpus").glob("*/*.llir"))


@pytest.mark.skipif(not any(17 <= m < 22 for m in READERS), reason="no LLVM 17-21 installed")
@pytest.mark.parametrize("path", CORPUS, ids=[f"{p.parent.name}/{p.name}" for p in CORPUS])
def test_corpus_output_reads_wherever_its_input_does(path, tmp_path):
    """For each older LLVM present: bbprof's output, written for it, is read wherever the
    uninstrumented module (LLVM 22's print of it, written for it the same way) is read.
    Where neither is, the input uses an intrinsic signature newer than that LLVM
    (make.buffer.rsrc with an i64 size, update.dpp on f32), which no rewrite can change."""
    from bbprof.instrument import instrument

    module = load_module(path, None if "gfx" in path.parent.name else "nvptx")
    output = instrument(module).text
    for major, reader in READERS.items():
        if not 17 <= major < 22:
            continue
        plain, out = tmp_path / f"plain{major}.ll", tmp_path / f"out{major}.ll"
        plain.write_text(for_llvm(module.text, major)[0])
        out.write_text(for_llvm(output, major)[0])
        if reader.read(plain) is None:
            assert reader.read(out) is None, f"{reader.name}: {reader.read(out)}"


def test_auto_drops_what_llvm22_added_while_reading():
    """LLVM 22 adds ``nocreateundeforpoison`` to the intrinsic declarations it reads; an
    input without it gets its output without it (weakening, but only of what the input
    never said), and an input that has it keeps it."""
    text = ("declare float @llvm.fabs.f32(float) #0\n"
            "attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind "
            "speculatable willreturn memory(none) }\n")
    out, notes = for_llvm(text, original="declare float @llvm.fabs.f32(float)\n")
    assert "nocreateundeforpoison" not in out and "nocallback nofree" in out
    assert any("dropped" in n and "nocreateundeforpoison" in n for n in notes)
    kept, notes = for_llvm(text, original=text)
    assert kept == text and not notes


def _opens_with_literal(pattern: re.Pattern) -> bool:
    """Whether the regex engine can skip to the pattern's first character (a literal, a
    set, a group opening with one): a leading assertion (``\\b``, a lookbehind, ``^``)
    makes it try every position of the text instead (issue 44: 0.5 s a pattern on a
    50,000-block module)."""
    from re import _parser

    ops = _parser.parse(pattern.pattern, pattern.flags)
    while ops:
        op, value = ops[0]
        if op is _parser.SUBPATTERN:
            ops = value[-1]
            continue
        return op in (_parser.LITERAL, _parser.IN)
    return False


def test_whole_module_patterns_open_with_a_literal():
    """The patterns run over a whole module's text (who wrote it, the constructs
    rewritten for an older LLVM) let the engine skip to their first letters."""
    patterns = [p for p, _, _ in skew._SIGNS] + [
        skew._INTRINSIC_CALL, skew._INTRINSIC_DECLARATION, skew._GEP_FLAGS]
    slow = [p.pattern for p in patterns if not _opens_with_literal(p)]
    assert not slow, slow
    assert not _opens_with_literal(re.compile(r"\bcall ")), "the check itself"


@pytest.mark.parametrize("text, expected", [
    ("  %a = or disjoint i32 %x, 1", "  %a = or i32 %x, 1"),
    ("  %a = xor disjoint i32 %x, 1", None),       # not where a word starts: kept
    ("  %p = getelementptr nuw i8, ptr %q, i64 1", "  %p = getelementptr i8, ptr %q, i64 1"),
    ("  %p = _getelementptr nuw i8, ptr %q", None),
    ("  %t = trunc nuw i64 %x to i32", "  %t = trunc i64 %x to i32"),
    ("  %t = xtrunc nuw i64 %x to i32", None),
])
def test_word_patterns_match_only_where_a_word_starts(text, expected):
    out, _ = for_llvm(text, 17)
    assert out == (text if expected is None else expected)


@pytest.mark.parametrize("line, writer", [
    ('target triple = "amdgpu9.42-amd-amdhsa"', 24),
    ('; target triple = "amdgpu9.42-amd-amdhsa"', None),
    ("  %x = fadd float %a, f0x3F800000", 23),
    ("  %x = fadd float %a, %f0x3F800000", None),
    ("  %x = fadd float %a, -inf", 23),
    ("  %x = fadd float %a, %b-inf", None),
    ('attributes #0 = { denormal_fpenv(preservesign) }', 23),
    ('attributes #0 = { xdenormal_fpenv(preservesign) }', None),
])
def test_writer_signs_where_the_construct_starts(line, writer):
    found = skew.writer_of(line + "\n")
    assert (found and found[0]) == writer
