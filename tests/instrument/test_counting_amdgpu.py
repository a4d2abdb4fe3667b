"""AMDGPU's counting code (bbprof/instrument/counting/amdgpu.py): what it reads and
where its atomics go, compiled by LLVM for three processors.

Expected values by hand: ``s_getreg_b32`` immediates encode ``id | offset << 6 |
(size - 1) << 11`` (AMD's ISA docs): HW_ID (4) bits 8..15 -> 14852, XCC_ID (20) bits
0..3 -> 6164. Word ``w`` of the row is ``8 * w`` bytes from its start: the atomics'
``offset:``. Wave64 ballots are i64 (popcount ``s_bcnt1_i32_b64``), wave32 ones i32.
"""

from __future__ import annotations

import pytest

from bbprof.instrument.counting import counting_code
from bbprof.instrument.counting import capabilities
from bbprof.instrument.layout import make_layout
from bbprof.instrument.modes import Mode
from bbprof.ir.target import AMDGPU

from gpu_counting import WORDS, compiled, target

HW_ID, XCC_ID = 4, 20


def hwreg(register: int, offset: int, size: int) -> int:
    return register | offset << 6 | (size - 1) << 11


def entry(arch: str, wave_size: int) -> str:
    code = counting_code(target(AMDGPU), wave_size, Mode())
    return "\n".join(code.entry_lines(arch, make_layout(capabilities(AMDGPU), arch, WORDS,
                                                         WORDS, None)))


def test_entry_code_reads_the_unit_ids_the_processor_has():
    assert hwreg(HW_ID, 8, 8) == 14852 and hwreg(XCC_ID, 0, 4) == 6164
    gfx942, gfx90a, gfx1100 = entry("gfx942", 64), entry("gfx90a", 64), entry("gfx1100", 32)
    assert "s.getreg(i32 14852)" in gfx942 and "s.getreg(i32 6164)" in gfx942
    assert "s.getreg(i32 14852)" in gfx90a and "6164" not in gfx90a
    assert "getreg" not in gfx1100 and "workgroup.id.x" in gfx1100
    # the wave within its workgroup: thread id / wave size
    assert "lshr i32 %__bbprof.tx.first, 6" in gfx942 and "lshr i32 %__bbprof.tx.first, 5" in gfx1100
    assert "readfirstlane.i32(i32 %__bbprof.tx)" in gfx942   # the slot in scalar registers
    # no per-lane mask of the lanes below is computed at entry (it would live in two
    # vector registers for the kernel's lifetime): the sites elect with mbcnt
    assert "mbcnt" not in gfx942 and "mbcnt" not in gfx1100 and "lanes_below" not in gfx942


def test_counting_function_ballots_with_the_wave_width():
    wave64 = "\n".join(counting_code(target(AMDGPU), 64, Mode()).count_function())
    wave32 = "\n".join(counting_code(target(AMDGPU), 32, Mode()).count_function())
    assert "define internal void @__bbprof.count.w64(" in wave64
    assert "@llvm.amdgcn.ballot.i64(i1 true)" in wave64 and "ballot.i32" not in wave64
    assert "@llvm.amdgcn.ballot.i32(i1 true)" in wave32
    # the packed value: the lanes plus one wave in the high half
    assert f"add i64 %__bbprof.lanes.h, {1 << 32}" in wave64
    assert 'syncscope("agent") monotonic' in wave64


@pytest.mark.parametrize("arch, wave_size, popcount", [
    ("gfx942", 64, "s_bcnt1_i32_b64"), ("gfx90a", 64, "s_bcnt1_i32_b64"),
    ("gfx1100", 32, "s_bcnt1_i32_b32")])
def test_block_code_and_loop_flush_compile_to_atomics_at_their_words(arch, wave_size,
                                                                     popcount):
    asm = compiled(AMDGPU, arch, wave_size, Mode(),
                   lambda code: code.top_lines(3) + code.flush_lines(4, "%runs", "t", "0"))
    atomics = [line.split() for line in asm.splitlines()
               if line.split()[:1] in (["global_atomic_add_x2"], ["global_atomic_add_u64"])]
    assert [a[-1] for a in atomics] == ["offset:24", "offset:32"]
    assert popcount in asm
    assert ("hwreg(HW_REG_XCC_ID, 0, 4)" in asm) == (arch == "gfx942")


def test_wide_block_code_adds_threads_and_waves_to_two_words():
    asm = compiled(AMDGPU, "gfx942", 64, Mode(packed=False),
                   lambda code: code.top_lines(3))
    offsets = sorted(line.split()[-1] for line in asm.splitlines()
                     if line.strip().startswith("global_atomic_add_x2"))
    assert offsets == ["offset:24", "offset:32"]
