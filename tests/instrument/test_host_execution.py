"""Execution tests: instrument host IR, JIT it, run it, decode the counters.

Every expected count is derived from the inputs by plain arithmetic over the program's
meaning (loop trip counts, which case a value takes), not by walking the CFG.
"""

from __future__ import annotations

import ctypes

import pandas as pd
import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA


MODES = [Mode(), Mode(placement="every-block"), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="spanning-tree")]


@pytest.fixture(scope="module", params=MODES, ids=str)
def program(request) -> HostProgram:
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    result = instrument(module, mode=request.param)
    return HostProgram(result.text, result.block_map)


def counts_of(program: HostProgram, function: str) -> dict[str, tuple[int, int]]:
    """``{block: (thread_hits, wave_hits)}``; a field the mode does not count reads as
    the other one (on the host, one lane per wave, they are equal)."""
    frame = program.block_map.block_counts(program.read_counters())
    rows = frame[frame.function == function]
    out = {}
    for row in rows.itertuples():
        threads = row.thread_hits if not pd.isna(row.thread_hits) else row.wave_hits
        waves = row.wave_hits if not pd.isna(row.wave_hits) else row.thread_hits
        out[row.block] = (int(threads), int(waves))
    return out


@pytest.mark.parametrize("n,m", [(0, 0), (1, 0), (0, 5), (3, 4), (7, 2), (5, 5)])
def test_nested_loops_count_every_block(program, n, m):
    program.zero_counters()
    nested = program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)
    odd = sum(1 for i in range(n) for j in range(m) if (i + j) % 2)
    even = n * m - odd
    assert nested(n, m) == 3 * odd + even  # the program still computes what it did
    expected = {"entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m,
                "odd": odd, "even": even, "inner.latch": n * m, "outer.latch": n, "exit": 1}
    got = counts_of(program, "nested")
    assert got == {name: (hits, hits) for name, hits in expected.items()}


def classify_expected(values: list[int]) -> dict[str, int]:
    counts = dict.fromkeys(["entry", "early", "dispatch", "zero", "one", "two", "other",
                            "join", "dead"], 0)
    for x in values:
        counts["entry"] += 1
        if x < 0:
            counts["early"] += 1
            continue
        counts["dispatch"] += 1
        counts["join"] += 1
        counts[{0: "zero", 1: "one", 2: "two", 3: "two"}.get(x % 5, "other")] += 1
    return counts


def test_switch_early_return_and_unreachable_block(program):
    program.zero_counters()
    classify = program.function("classify", ctypes.c_int32, ctypes.c_int32)
    values = [-4, -1, 0, 1, 2, 3, 4, 5, 8, 9, 13, 14, 27, 100]
    results = [classify(x) for x in values]
    assert results == [-1 if x < 0 else {0: 10, 1: 11, 2: 12, 3: 12}.get(x % 5, 13)
                       for x in values]
    got = counts_of(program, "classify")
    assert got == {name: (hits, hits) for name, hits in classify_expected(values).items()}
    assert got["dead"] == (0, 0)


@pytest.mark.parametrize("n", [0, 1, 3, 11])
def test_calls_into_other_defined_functions(program, n):
    program.zero_counters()
    driver = program.function("driver", ctypes.c_int64, ctypes.c_int32)
    expected_total = sum(k * k + (-1 if k - 3 < 0 else
                                  {0: 10, 1: 11, 2: 12, 3: 12}.get((k - 3) % 5, 13))
                         for k in range(n))
    assert driver(n) == expected_total
    assert counts_of(program, "driver") == {"entry": (1, 1), "loop": (n, n), "done": (1, 1)}
    assert counts_of(program, "square") == {"entry": (n, n)}
    expected = classify_expected([k - 3 for k in range(n)])
    assert counts_of(program, "classify") == {b: (c, c) for b, c in expected.items()}
    # nested() was not called: all its counters stay zero
    assert set(counts_of(program, "nested").values()) == {(0, 0)}


def test_counts_accumulate_until_zeroed(program):
    program.zero_counters()
    square = program.function("square", ctypes.c_int32, ctypes.c_int32)
    for v in range(5):
        assert square(v) == v * v
    assert counts_of(program, "square") == {"entry": (5, 5)}
    program.zero_counters()
    assert counts_of(program, "square") == {"entry": (0, 0)}


def test_block_map_round_trips_through_json(tmp_path):
    module = load_module(DATA / "host" / "host_loops.ll", "host")
    result = instrument(module)
    path = tmp_path / "map.json"
    result.block_map.save(path)
    loaded = BlockMap.load(path)
    assert loaded == result.block_map and loaded.to_dict() == result.block_map.to_dict()
    assert [f.name for f in loaded.functions] == ["nested", "classify", "square", "driver"]
    nested = loaded.function("nested")
    by_name = {b.name: b for b in nested.blocks}
    assert by_name["outer"].loop_header and by_name["inner"].loop_header
    assert by_name["body"].loop_depth == 2 and by_name["outer.latch"].loop_depth == 1
    assert by_name["exit"].loop_depth == 0
    assert by_name["entry"].successors == (by_name["outer"].id,)
    classify = {b.name: b for b in loaded.function("classify").blocks}
    # switch: four cases, two share a target; successors are listed once each
    assert [classify_name(loaded, s) for s in classify["dispatch"].successors] == [
        "other", "zero", "one", "two"]
    assert classify["dispatch"].instructions == 2


def classify_name(block_map: BlockMap, block_id: int) -> str:
    return block_map.function("classify").blocks[block_id].name
