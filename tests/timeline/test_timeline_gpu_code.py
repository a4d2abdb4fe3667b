"""The timeline stamps as NVPTX and AMDGPU code: the module verifies with LLVM (llvmlite),
compiles, and the assembly has, per stamp (one entry stamp per kernel, one exit stamp per
``ret``), one read of each clock and its stores: into the wave's fixed slot pair without
any atomic that returns (NVPTX: in a function of its own per site and kind, which the
kernel calls; entry: two 16-byte stores; exit: a 16-byte store or two max-reductions, and
a store), or, for claiming stamps (loops, iterations, ``waves=0``), one cursor claim;
NVPTX goes through ptxas when the triton wheel brings one."""

from __future__ import annotations

import re

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text
from bbprof.ir.module import parse_and_verify
from bbprof.timeline.instrument import add_timeline

from bbprof_testpaths import TESTS

ROOT = TESTS.parent

NVPTX_CASES = ROOT / "tests" / "data" / "runtime" / "nvptx_cases.ll"
AMDGPU_REDUCE = ROOT / "bbprof" / "examples" / "amdgpu_gfx942_reduce.ll"


def stamped(path, records=64, counted=True, waves=None, **options):
    module = load_module(path)
    text = instrument(module).text if counted else module.text
    again = load_module(path, text=text, allow_instrumented=True)
    out, section = add_timeline(again, records=records, waves=waves, **options)
    parse_and_verify(out, str(path))
    return again, out, section


def ptx_body(ptx: str, kernel: str) -> str:
    start = ptx.index(f".entry {kernel}(")
    nxt = ptx.find(".entry ", start + 1)
    return ptx[start: nxt if nxt > 0 else len(ptx)]


@pytest.mark.parametrize("at_entry", [False, True])
@pytest.mark.parametrize("counted", [True, False])
def test_nvptx_slot_stamps_compile_without_atomics(counted, at_entry):
    """Default (``at_entry`` False): the kernel's first statement reads both clocks' low
    halves and each exit stamp writes the entry record too; ``entry_at_exit=False``: an
    entry stamp of its own, which stores at entry."""
    module, text, section = stamped(NVPTX_CASES, counted=counted,
                                    **({"entry_at_exit": False} if at_entry else {}))
    assert section.sites == ("divergent", "trips", "chain", "uniform")
    assert section.steady_hz == 1e9
    assert section.waves == 32 and section.regions == 0 and section.cursor_symbol is None
    ptx = compile_text(text, module.target, "sm_90a")
    assert re.search(r"\.global \.align 128 \.b8 __bbprof_timeline\[2048\]", ptx)
    assert "__bbprof_timeline_cursor" not in ptx
    kernels = [fn for fn in module.functions if fn.is_kernel]
    for site, fn in enumerate(kernels):
        rets = sum(1 for b in fn.blocks if b.terminator.opcode == "ret")
        body = ptx_body(ptx, fn.name)
        # CHECK: no claim, no fence in the kernel, no 64-bit clock: one call of the site's
        # exit function per ret, and the entry's function or the entry's two low halves
        assert "atom." not in body and "membar" not in body and "fence" not in body
        assert "%globaltimer;" not in body and "%clock64" not in body
        assert len(re.findall(rf"call\.uni\s+__bbprof_\$_tl_\$_leave_\$_s{site},", body)) == rets
        enters = len(re.findall(rf"call\.uni\s+__bbprof_\$_tl_\$_enter_\$_s{site},", body))
        assert enters == (1 if at_entry else 0)
        assert body.count("%globaltimer_lo") == body.count("mov.u32 %bbt_k, %clock;") == \
            (0 if at_entry else 1)
        leave = func_body(ptx, f"__bbprof_$_tl_$_leave_$_s{site}")
        stamps = [leave]
        if at_entry:
            enter = func_body(ptx, f"__bbprof_$_tl_$_enter_$_s{site}")
            stamps.append(enter)
            # CHECK: the entry's record 2i, all four words, by lane 0
            assert "and.b32 %bbt_b, %bbt_w, 31" in enter and "activemask" not in enter
            assert enter.count("@%bbt_q st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c}") == 1
            assert enter.count("@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_e, %bbt_h}") == 1
            assert "%smid" in enter and "%warpid" in enter
            assert "%globaltimer_lo" not in leave
        else:
            # CHECK: the exit writes record 2i's words 2-3, compact: the entry's event
            # word with the exit's ids, and the entry's low halves (its parameter), by one
            # 16-byte store; no event word of the exit's own
            assert len(re.findall(r"@%bbt_q st\.global\.v2\.u64 \[%bbt_a\+16\], "
                                  r"\{%bbt_g, %rd\d+\}", leave)) == 1
            assert "[%bbt_a+32]" not in leave and "[%bbt_a+48]" not in leave
            assert f"or.b32 %bbt_w, %bbt_w, {8 + 16 * site}" in leave
            assert "%smid" in leave and "%warpid" in leave and "%ctaid.z;" in leave
        for stamp in stamps:
            # CHECK: one read of each clock; the slot below W = 32
            assert "atom." not in stamp and "membar" not in stamp
            assert stamp.count("mov.u64 %bbt_t, %globaltimer") == 1
            assert stamp.count("mov.u64 %bbt_c, %clock64") == 1
            assert stamp.count("setp.lt.and.u64 %bbt_q, %bbt_l, 32, %bbt_p") == 1
            assert stamp.count("setp.lt.and.u32 %bbt_q, %bbt_b, 32, %bbt_q") == 1
        # CHECK: the exit's record 2i + 1: its event word (not compact); the clocks by
        # one store when the whole warp is active, else by max-reductions
        assert (f"mov.u64 %bbt_e, {9 + 16 * site}" in leave) is at_entry
        assert leave.count("@%bbt_q st.global.u64 [%bbt_a+48], %bbt_e") == int(at_entry)
        # (compact: into record 2i's words 0-1, the sector the entry's words 2-3 fill)
        at, second = ("+32", "+40") if at_entry else ("", "+8")
        assert leave.count("setp.eq.and.b32 %bbt_r, %bbt_m, -1, %bbt_q") == 1
        assert leave.count(f"@%bbt_r st.global.v2.u64 [%bbt_a{at}], {{%bbt_t, %bbt_c}}") == 1
        assert leave.count(f"red.global.max.u64 [%bbt_a{at}], %bbt_t") == 1
        assert leave.count(f"red.global.max.u64 [%bbt_a{second}], %bbt_c") == 1


def func_body(ptx: str, name: str) -> str:
    start = ptx.index(f".func {name}(")
    return ptx[start: ptx.index("// -- End function", start)]


def test_nvptx_claiming_stamps_without_slots_one_claim_per_stamp():
    """``waves=0``: every stamp claims its record, as before the slots."""
    module, text, section = stamped(NVPTX_CASES, waves=0)
    assert section.waves == 0 and section.regions >= 1
    ptx = compile_text(text, module.target, "sm_90a")
    for fn in module.functions:
        if not fn.is_kernel:
            continue
        rets = sum(1 for b in fn.blocks if b.terminator.opcode == "ret")
        body = ptx_body(ptx, fn.name)
        assert body.count("atom.global.add.u64 %bbt_i") == 1 + rets
        assert body.count("st.global.v2.u64") == 2 * (1 + rets)
        assert "red.global.max" not in body


def test_nvptx_stamps_assemble_with_ptxas():
    from bbprof.isa.sass import assemble, find_tools

    if find_tools() is None:
        pytest.skip("ptxas not installed (pip install triton, or set BBPROF_CUDA_BIN)")
    module, text, _ = stamped(NVPTX_CASES)
    ptx = compile_text(text, module.target, "sm_90a")
    assert "trips" in assemble(ptx, "sm_90a")


def test_corpus_loop_kernel_with_stamps_compiles():
    path = ROOT / "tests" / "data" / "runtime" / "loop.llir"
    module, text, section = stamped(path)
    ptx = compile_text(text, module.target, "sm_90a")
    assert section.sites == ("loop_kernel",)
    body = ptx_body(ptx, "loop_kernel")
    assert "call.uni __bbprof_$_tl_$_leave_$_s0," in body and "atom." not in body
    # compact slots: the exit's clocks in record 2i's words 0-1
    assert "red.global.max.u64 [%bbt_a], %bbt_t" in func_body(ptx, "__bbprof_$_tl_$_leave_$_s0")


@pytest.mark.parametrize("arch", ["gfx942"])   # the kernel is gfx942 code
def test_amdgpu_stamps_compile(arch):
    module = load_module(AMDGPU_REDUCE)
    counted = instrument(module, arch=arch).text
    again = load_module(AMDGPU_REDUCE, text=counted, allow_instrumented=True)
    text, section = add_timeline(again, records=32, arch=arch)
    parse_and_verify(text, str(AMDGPU_REDUCE))
    asm = compile_text(text, module.target, arch)
    assert section.steady_hz == 1e8
    if arch.startswith("gfx9"):
        assert "s_memrealtime" in asm and "s_memtime" in asm
        assert "hwreg(HW_REG_HW_ID)" in asm or "hwreg(HW_REG_HW_ID, 0, 32)" in asm
        assert ("hwreg(HW_REG_XCC_ID" in asm) == (arch == "gfx942")
    else:
        assert "MSG_RTN_GET_REALTIME" in asm
    # the stamp functions are inlined by the back end: no call is left; the slot pair's
    # stores and the exit's max-reductions, no atomic that returns (no glc / sc0)
    assert "s_swappc_b64" not in asm and "__bbprof_timeline_cursor" not in asm
    assert asm.count("global_store_dwordx4") >= 2
    umax = [line for line in asm.splitlines() if "global_atomic_umax_x2" in line]
    assert len(umax) == 2 * section.sites.__len__()
    assert not any(" glc" in line or " sc0" in line for line in umax)


def test_nvptx_loop_stamps_compile_with_a_ballot_per_conditional_stamp():
    """``trips``: its loop is entered from a conditional branch (a conditional stamp: a
    ballot of the edge's lanes) and left to a dedicated exit (a plain stamp); iteration
    stamps at its header are conditional too."""
    module = load_module(NVPTX_CASES)
    again = load_module(NVPTX_CASES, text=instrument(module).text, allow_instrumented=True)
    text, section = add_timeline(again, records=64, at=("entry", "exit", "loops"),
                                 loop="trips:loop", every=4)
    parse_and_verify(text, str(NVPTX_CASES))
    assert ("trips", "loop") in section.loops
    ptx = compile_text(text, module.target, "sm_90a")
    body = ptx_body(ptx, "trips")
    rets = sum(1 for b in again.function("trips").blocks if b.terminator.opcode == "ret")
    # claimed: loop entry, loop exit, iteration; the entry and exits write slots
    assert body.count("atom.global.add.u64 %bbt_i") == 3
    site = section.sites.index("trips")
    assert len(re.findall(rf"call\.uni\s+__bbprof_\$_tl_\$_leave_\$_s{site},", body)) == rets
    # the entry record is the exits' (entry_at_exit): the entry reads the clocks only
    assert len(re.findall(rf"call\.uni\s+__bbprof_\$_tl_\$_enter_\$_s{site},", body)) == 0
    assert body.count("%globaltimer_lo") == 1
    assert body.count("vote.sync.ballot.b32 %bbt_m") == 2
    from bbprof.isa.sass import assemble, find_tools

    if find_tools() is not None:
        assert "trips" in assemble(ptx, "sm_90a")


def test_amdgpu_loop_stamps_compile():
    module = load_module(AMDGPU_REDUCE)
    counted = instrument(module, arch="gfx942").text
    again = load_module(AMDGPU_REDUCE, text=counted, allow_instrumented=True)
    text, section = add_timeline(again, records=32, arch="gfx942",
                                 at=("entry", "exit", "loops"))
    parse_and_verify(text, str(AMDGPU_REDUCE))
    assert section.loops, "the reduce kernel has a loop"
    asm = compile_text(text, module.target, "gfx942")
    assert "s_swappc_b64" not in asm and "__bbprof_timeline_cursor" in asm
