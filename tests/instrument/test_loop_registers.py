"""Counts of single-block loops kept in registers, in every counting mode, on the host.

tests/data/host/host_iv_loops.ll has loops whose block runs a number of times that
follows from the arguments by arithmetic (trip counts): induction variables of i32 and
i64, steps +1, -1, +32 (wrapping past INT_MAX) and -12 (shift and odd inverse), a switch
with two exits, a loop with no induction variable, a loop entered from two blocks. Each
is run, JIT-compiled, in every mode, and its counts must equal the trip counts; the
``loops-in-memory`` mode (every entry counted in memory) is the reference the others
must also equal.
"""

from __future__ import annotations

import ctypes
import math

import pandas as pd
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA

THREAD = ("thread_hits",)
MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=THREAD, placement="every-block"), Mode(counters=("wave_hits",)),
         Mode(counters=("wave_hits",), placement="every-block"),
         Mode(counters=THREAD, placement="spanning-tree"),
         Mode(loops_in_registers=False), Mode(placement="every-block", loops_in_registers=False)]
INT_MAX = 2**31 - 1


@pytest.fixture(scope="module", params=MODES, ids=str)
def program(request) -> HostProgram:
    module = load_module(DATA / "host" / "host_iv_loops.ll", "host")
    result = instrument(module, mode=request.param)
    return HostProgram(result.text, result.block_map)


def counts(program: HostProgram, function: str) -> dict[str, int]:
    """``{block: hits}``: thread_hits where counted, else wave_hits (equal on the host);
    both must agree when both are counted."""
    frame = program.block_map.block_counts(program.read_counters())
    out = {}
    for row in frame[frame.function == function].itertuples():
        fields = [int(v) for v in (row.thread_hits, row.wave_hits) if not pd.isna(v)]
        assert len(set(fields)) == 1, (row.block, fields)
        if not row.block.startswith("__bbprof"):
            out[row.block] = fields[0]
    return out


def run(program: HostProgram, name: str, restype, argtypes, *args):
    program.zero_counters()
    return program.function(name, restype, *argtypes)(*args)


@pytest.mark.parametrize("s,n", [(0, 1), (3, 5), (-2, 17)])
def test_up_runs_n_times(program, s, n):
    start = 7 * s
    assert run(program, "up", ctypes.c_int32, [ctypes.c_int32] * 2, s, n) == \
        sum(range(start, start + n))
    assert counts(program, "up") == {"entry": 1, "loop": n, "exit": 1}


@pytest.mark.parametrize("n", [0, 1, 9])
def test_down_counts_by_minus_one(program, n):
    assert run(program, "down", ctypes.c_int64, [ctypes.c_int64], n) == n * (n + 1) // 2
    assert counts(program, "down") == {"entry": 1, "loop": n, "exit": 1}


@pytest.mark.parametrize("n", [1, 32, 33, 200])
def test_power_of_two_step_wrapping_past_int_max(program, n):
    start = INT_MAX - 40
    trips = math.ceil(n / 32)
    wrapped = (start + 32 * trips + 2**31) % 2**32 - 2**31
    assert run(program, "stride", ctypes.c_int32, [ctypes.c_int32] * 2, start, n) == wrapped
    assert counts(program, "stride") == {"entry": 1, "loop": trips, "exit": 1}


@pytest.mark.parametrize("n", [1, 12, 13, 100])
def test_step_minus_twelve(program, n):
    trips = math.ceil(n / 12)
    assert run(program, "odd_step", ctypes.c_int32, [ctypes.c_int32], n) == n - 12 * trips
    assert counts(program, "odd_step") == {"entry": 1, "loop": trips, "exit": 1}


@pytest.mark.parametrize("n,stop", [(5, 2), (5, 9), (1, 0), (4, 3)])
def test_switch_with_two_exits(program, n, stop):
    early = stop < n
    assert run(program, "two_exits", ctypes.c_int32, [ctypes.c_int32] * 2, n, stop) == \
        (0 if early else 1)
    assert counts(program, "two_exits") == {
        "entry": 1, "loop": min(n, stop + 1), "early": int(early), "late": int(not early)}


def collatz_steps(x: int) -> int:
    steps = 0
    while True:
        x = 3 * x + 1 if x % 2 else x // 2
        steps += 1
        if x == 1:
            return steps


@pytest.mark.parametrize("x", [2, 7, 27])
def test_loop_without_induction_variable(program, x):
    assert run(program, "collatz", ctypes.c_int32, [ctypes.c_int32], x) == 1
    assert counts(program, "collatz") == {"entry": 1, "loop": collatz_steps(x), "exit": 1}


@pytest.mark.parametrize("n,side", [(3, True), (4, False), (1, True)])
def test_loop_entered_from_two_blocks(program, n, side):
    assert run(program, "two_entries", ctypes.c_int32, [ctypes.c_int32, ctypes.c_bool],
               n, side) == n
    assert counts(program, "two_entries") == {
        "entry": 1, "left": int(side), "right": int(not side), "loop": n, "exit": 1}


def test_loops_counted_the_expected_way():
    """Which loops are in registers, and which use their induction variable, per mode."""
    module = load_module(DATA / "host" / "host_iv_loops.ll", "host")
    with_iv = {"up", "down", "stride", "odd_step", "two_exits"}
    for mode in MODES:
        result = instrument(module, mode=mode)
        in_registers = {f.name for f in result.block_map.functions if f.register_loops}
        if not mode.loops_in_registers:
            assert not in_registers and "__bbprof.exit" not in result.text
            continue
        expected = {f.name for f in module.functions} - {"two_exits"}
        if mode.counters == THREAD:   # thread counts of a loop with two exits: two flushes
            expected.add("two_exits")
        assert in_registers == expected, mode
        for name in in_registers:
            body = result.text.split(f"@{name}(", 1)[1].split("\n}\n", 1)[0]
            # stride's exit test bounds its count (an ordered test, a power-of-two step):
            # the exit reads the start and the bound, not the variable's last value
            assert ("%__bbprof.ivd." in body) == (name in with_iv - {"stride"}), (mode, name)
            assert ("%__bbprof.bd." in body) == (name == "stride"), (mode, name)
            assert ("%__bbprof.c." in body) == (name not in with_iv), (mode, name)
            if name == "stride":
                exit_code = body.split("__bbprof.exit.", 1)[1].split("br label", 1)[0]
                assert "%k.next" not in exit_code and "%i.next" not in exit_code


def test_nvptx_before_sm80_keeps_loops_in_memory():
    """redux.sync (the flush) needs sm_80: an older processor, named by the module or by
    the caller (Triton's runtime passes the device's), keeps every entry in memory."""
    from bbprof_testpaths import LIT

    module = load_module(LIT / "nvptx_loop_registers.ll")
    for arch, expected in ((None, True), ("sm_80", True), ("sm_90a", True), ("sm_75", False)):
        # every block: its kernels are warp-uniform, and the spanning tree's flush of a
        # uniform loop needs no reduction
        result = instrument(module, arch=arch, mode=Mode(placement="every-block"))
        in_registers = any(f.register_loops for f in result.block_map.functions)
        assert in_registers == expected, arch
        assert ("redux.sync" in result.text) == expected, arch
        assert result.block_map.target.arch == arch


@pytest.mark.parametrize("mode", MODES, ids=str)
@pytest.mark.parametrize("s", [0, 1, 2])
def test_loops_entered_by_two_edges_from_one_block(mode, s):
    """A switch with two cases to a loop: the counting code's phis have an entry per edge
    (LLVM's verifier insists), and the counts are the trip counts."""
    module = load_module(DATA / "host" / "host_duplicate_edges.ll", "host")
    result = instrument(module, mode=mode)
    if mode.loops_in_registers and mode.placement == "every-block":
        assert result.block_map.functions[1].uniform_loops
    program = HostProgram(result.text, result.block_map)
    n, entered = 4, s != 2
    assert run(program, "single", ctypes.c_int32, [ctypes.c_int32] * 2, n, s) == \
        (n if entered else -1)
    assert counts(program, "single") == {"entry": 1, "out": 1, **({"loop": n} if entered
                                                                    else {"loop": 0})}
    assert run(program, "chain", ctypes.c_int32, [ctypes.c_int32] * 2, n, s) == \
        (n if entered else -1)
    assert counts(program, "chain") == {
        "entry": 1, "out": 1, "h": n if entered else 0, "l": n - 1 if entered else 0}
