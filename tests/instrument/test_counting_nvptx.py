"""NVPTX's counting code (bbprof/instrument/counting/nvptx.py): one inline PTX statement
per piece, compiled by LLVM for sm_90a.

By hand: word ``w`` is ``8 * w`` bytes into the row (the ``red``'s immediate offset); a
packed entry is the register pair ``{lanes, 1}``; wide counts put the wave count one word
later; loop flushes reduce the lanes' counts with ``redux.sync`` (add for threads, max for
waves); edge code ballots the branch condition.
"""

from __future__ import annotations

import re

import pytest

from bbprof.instrument.counting import counting_code
from bbprof.instrument.modes import Mode
from bbprof.ir.target import NVPTX

from gpu_counting import compiled, target

PTX_RED = re.compile(r"red\.global\.add\.u64 \[%rd\d+\+(\d+)\]")


def statement(mode: Mode, lines: list[str]) -> list[str]:
    """The PTX statements of the one inline-asm call in ``lines``."""
    (call,) = [line for line in lines if "asm sideeffect" in line]
    return call.split('"')[1].split("\\0A\\09")


def code(mode: Mode):
    return counting_code(target(NVPTX), 32, mode)


@pytest.mark.parametrize("mode, reds, value", [
    (Mode(), ["@%bbp_p red.global.add.u64 [$0+24], %bbp_n;"],
     "mov.b64 %bbp_n, {%bbp_b, %bbp_h};"),
    (Mode(packed=False, placement="every-block"),
     ["@%bbp_p red.global.add.u64 [$0+24], %bbp_n;",
      "@%bbp_p red.global.add.u64 [$0+32], 1;"], "cvt.u64.u32 %bbp_n, %bbp_b;"),
    (Mode(counters=("thread_hits",)), ["@%bbp_p red.global.add.u64 [$0+24], %bbp_n;"],
     "cvt.u64.u32 %bbp_n, %bbp_b;"),
    (Mode(counters=("wave_hits",)), ["@%bbp_p red.global.add.u64 [$0+24], %bbp_n;"],
     "mov.u64 %bbp_n, 1;")], ids=str)
def test_block_statement(mode, reds, value):
    lines = code(mode).top_lines(3)
    assert len(lines) == 1          # one IR line: no block is split
    ptx = statement(mode, lines)
    assert [s for s in ptx if "red." in s] == reds
    assert value in ptx
    assert ("popc.b32 %bbp_b, %bbp_m;" in ptx) == ("thread_hits" in mode.counters)
    assert ptx.index("activemask.b32 %bbp_m;") < ptx.index("setp.eq.b32 %bbp_p, %bbp_b, 0;")


def test_edge_statement_ballots_the_condition_and_splits_nothing():
    lines, tail = code(Mode()).edge_lines(5, "t", [], "%c")
    assert tail is None
    assert lines[0] == "  %__bbprof.sel32.t = zext i1 %c to i32"
    ptx = statement(Mode(), lines)
    assert "vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;" in ptx
    assert "popc.b32 %bbp_b, %bbp_v;" in ptx           # the lanes that take the edge
    assert ptx[-2] == "@%bbp_p red.global.add.u64 [$0+40], %bbp_n;"


@pytest.mark.parametrize("mode, reductions", [
    (Mode(), ["redux.sync.add.u32", "redux.sync.max.u32"]),
    (Mode(counters=("thread_hits",)), ["redux.sync.add.u32"]),
    (Mode(counters=("wave_hits",)), ["redux.sync.max.u32"])], ids=str)
def test_loop_flush_reduces_the_lanes_counts(mode, reductions):
    ptx = statement(mode, code(mode).flush_lines(4, "%runs", "t", "0"))
    assert [s.split()[0] for s in ptx if s.startswith("redux")] == reductions
    # a warp-uniform kernel: every lane holds the same count, no reduction
    same = statement(mode, code(mode).flush_lines(4, "%runs", "t", "0", uniform=True))
    assert not [s for s in same if s.startswith("redux")]
    assert "mul.lo.u32 %bbp_s, $2, %bbp_b;" in same    # count x lanes


def test_pieces_compile_to_reds_at_their_words():
    ptx = compiled(NVPTX, "sm_90a", 32, Mode(), lambda c: (
        c.top_lines(3) + c.edge_lines(5, "t", [], "%c")[0]
        + c.flush_lines(4, "%runs", "t", "0", edge_word=6)))
    assert [int(m) for m in PTX_RED.findall(ptx)] == [24, 40, 32, 48]
    assert "redux.sync.add.u32" in ptx and "vote.sync.ballot.b32" in ptx
