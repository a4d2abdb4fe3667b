"""PTX statements that span lines are one instruction each (issue 22 item 6).

LLVM prints ``mma.sync`` with one operand vector a line and ``call`` with its parameters
over several lines; the splitter counted each continuation line as an instruction (256 of
the 906 "instructions" of IREE's sm_80 matmul). Checked three ways: a hand-written body
with every multi-line form (counts by hand), the naive line counter of
``isa_independent`` (a statement starts on a line that begins with a mnemonic), and, with
the triton wheel's ptxas/nvdisasm, SASS: one ``HMMA.16816`` per ``mma.sync.m16n8k16`` and
every PTX line that ptxas's line table names is the first line of one bbprof instruction.
"""

from __future__ import annotations

import gzip

import pytest

from bbprof.ir import load_module
from bbprof.isa import ptx
from bbprof.isa.analysis import analyze

from bbprof_testpaths import DATA
from isa_independent import counts

IREE = DATA / "isa" / "iree"

BODY = """\
.version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf
(
\t.param .b64 vprintf_param_0,
\t.param .b64 vprintf_param_1
)
;
.visible .entry k(
\t.param .u64 k_param_0
)
{
\t.reg .b32 \t%r<20>;
\t.reg .b64 \t%rd<4>;
\t.local .align 4 .b8 \t__local_depot0[8];
// %bb.0:                               // %bbprof.0
\t.loc\t1 10 3                          // k.mlir:10:3
\tld.param.b64 \t%rd1, [k_param_0];
\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
\t\t{%r1, %r2, %r3, %r4},
\t\t{%r5, %r6, %r7, %r8},
\t\t{%r9, %r10},
\t\t{%r1, %r2, %r3, %r4};
$L__tmp0:
\t.loc\t1 11 5                          // k.mlir:11:5
\t{ // callseq 0, 0
\t.param .b64 param0;
\tst.param.b64 \t[param0], %rd1;
\t.param .b64 param1;
\tst.param.b64 \t[param1], %rd2;
\t.param .b32 retval0;
\tcall.uni (retval0),
\tvprintf,
\t(
\tparam0,
\tparam1
\t);
\tld.param.b32 \t%r11, [retval0];
\t} // callseq 0
\t// begin inline asm
\t{
\t.reg .pred %p1;
\tsetp.ne.b32 %p1, %r11, 0;
\t@%p1 add.s32 %r12, %r12, 1; mov.b32 %r13,
\t\t%r12;
\t}
\t// end inline asm
\t.loc\t1 0 0
\tret;

}
"""


def test_multi_line_statements_count_once():
    (fn,) = ptx.parse(BODY)
    got = [(i.mnemonic, i.line, i.source) for i in fn.instructions()]
    assert got == [
        ("ld.param.b64", 19, "?:10"),
        ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 20, "?:10"),  # 5 lines
        ("st.param.b64", 29, "?:11"),
        ("st.param.b64", 31, "?:11"),
        ("call.uni", 33, "?:11"),                                           # 6 lines
        ("ld.param.b32", 39, "?:11"),
        ("setp.ne.b32", 44, "?:11"),
        ("add.s32", 45, "?:11"),
        ("mov.b32", 45, "?:11"),                                            # 45-46
        ("ret", 50, None),                                                  # line 0
    ]
    assert fn.instructions().__next__().text == "ld.param.b64 \t%rd1, [k_param_0]"
    call = [i for i in fn.instructions() if i.mnemonic == "call.uni"][0]
    assert " ".join(call.text.split()) == "call.uni (retval0), vprintf, ( param0, param1 )"
    assert fn.resources["local_bytes"] == 8 and fn.resources["ptx_regs_b32"] == 20


def _iree_matmul():
    text = gzip.decompress((IREE / "matmul_sm_80.optimized.ll.gz").read_bytes()).decode()
    return load_module(str(IREE / "matmul_sm_80.optimized.ll"), text=text)


@pytest.fixture(scope="module")
def iree_matmul():
    return analyze(_iree_matmul(), "sm_80", sass=False)


def test_iree_matmul_counts_each_mma_once(iree_matmul):
    (fn,) = iree_matmul.functions
    naive = counts(iree_matmul.assembly, "ptx")[fn.name]
    totals = iree_matmul.category_totals().iloc[0]
    assert naive["mma"] == totals["mma"] > 0
    assert fn.instruction_count == naive["total"]
    # no operand vector passed for a mnemonic (they were "other", unknown: '%r187,')
    assert iree_matmul.unknown_mnemonics() == {}
    # the multi-line form is really there: each mma spans five lines of the PTX
    mma = [i for i in fn.instructions() if i.category == "mma"]
    assert all(i.text.count("{") == 4 for i in mma)
    assert iree_matmul.assembly.split("\n")[mma[0].line - 1].strip().endswith(".f32")


def _tools():
    from bbprof.isa import sass

    return sass.find_tools()


@pytest.mark.skipif(_tools() is None, reason="no ptxas/nvdisasm (pip install triton)")
@pytest.mark.parametrize("kernel", ["iree_matmul", "conv2d_implicit_gemm", "matmul",
                                    "softmax", "reduce", "branchy"])
def test_ptxas_agrees(kernel):
    """ptxas's view: one HMMA per mma.sync m16n8k16, and the PTX lines its line table
    names are lines where bbprof starts an instruction (never a continuation line)."""
    if kernel == "iree_matmul":
        module = _iree_matmul()
    else:
        from isa_corpus import CORPUS

        path = CORPUS / "sm_80" / f"{kernel}.ll.gz"
        module = load_module(str(path)[:-3], text=gzip.decompress(path.read_bytes()).decode())
    result = analyze(module, "sm_80", sass=True)
    lines = result.assembly.split("\n")
    for fn in result.functions:
        sfn = result.sass[fn.name]
        mma = [i for i in fn.instructions()
               if i.mnemonic.startswith("mma.sync.aligned.m16n8k16")]
        hmma = [i for i in sfn.instructions if i.mnemonic.startswith("HMMA.16816")]
        assert len(hmma) == len(mma)
        # where each instruction ends: the first line from its start that holds a ';'
        ends = {}
        for inst in fn.instructions():
            end = inst.line
            while ";" not in lines[end - 1].split("//")[0]:
                end += 1
            ends[inst] = end
        starts = sorted(i.line for i in fn.instructions())
        for inst, end in ends.items():   # no instruction starts inside another one
            assert not [s for s in starts if inst.line < s <= end], inst
        # ptxas names a statement by the line it ends on (and the body's "{" for the
        # prologue): each such line ends one of bbprof's instructions
        opening = next(n for n in range(fn.line, len(lines) + 1) if lines[n - 1] == "{")
        body = range(opening + 1, max(ends.values()) + 1)
        named = {i.ptx_line for i in sfn.instructions if i.ptx_line in body}
        assert named and named <= set(ends.values()), sorted(named - set(ends.values()))[:5]
        if mma:
            assert any(ends[i] > i.line for i in mma) == (kernel == "iree_matmul")
