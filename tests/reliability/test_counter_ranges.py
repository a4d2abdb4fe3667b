"""Decoding refuses impossible counts (``bbprof.instrument.ranges``) instead of reporting them."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import numpy as np
import pytest

from bbprof.errors import CounterRangeError, MismatchError
from bbprof.instrument.ranges import check_counts

from bbprof_testpaths import DATA


@dataclass
class _Block:
    id: int
    name: str
    counters: dict


@dataclass
class _Fn:
    name: str
    wave_size: int
    blocks: list


@dataclass
class _Mode:
    is_packed: bool = False


@dataclass
class _Map:
    """The little of a BlockMap that the checks read: two blocks, unpacked words."""

    functions: list
    counters: SimpleNamespace
    path: str = "k.bbprof.json"
    mode: _Mode = field(default_factory=_Mode)


def two_blocks(wave_size=32, shards=2) -> _Map:
    fn = _Fn("kern", wave_size, [_Block(0, "entry", {"thread_hits": 0, "wave_hits": 1}),
                                 _Block(1, "loop", {"thread_hits": 2, "wave_hits": 3})])
    return _Map([fn], SimpleNamespace(shards=shards, row_words=16))


def decoded(threads, waves):
    return {"thread_hits": list(threads), "wave_hits": list(waves)}


def test_consistent_counts_pass():
    check_counts(two_blocks(), decoded([64, 640], [2, 20]))
    check_counts(two_blocks(), decoded([0, 1], [0, 1]))           # one lane of one wave
    check_counts(two_blocks(), decoded([64, 0], [2, 0]))           # a block never entered
    check_counts(two_blocks(), {"thread_hits": [5, 7], "wave_hits": None})  # thread only


def test_wave_hits_above_thread_hits():
    with pytest.raises(CounterRangeError, match=r"@kern, block 'loop' \(id 1\): wave_hits 21 "
                                                r"> thread_hits 20"):
        check_counts(two_blocks(), decoded([64, 20], [2, 21]))


def test_thread_hits_above_what_the_waves_can_hold():
    with pytest.raises(CounterRangeError, match=r"block 'entry'.*thread_hits 65 > wave_hits 2 "
                                                r"x wave size 32"):
        check_counts(two_blocks(), decoded([65, 20], [2, 1]))
    check_counts(two_blocks(wave_size=64), decoded([65, 20], [2, 1]))  # fine on wave64


def test_threads_without_waves():
    with pytest.raises(CounterRangeError, match="thread_hits 3 with wave_hits 0"):
        check_counts(two_blocks(), decoded([3, 0], [0, 0]))


def test_negative_count_from_flow_reconstruction():
    with pytest.raises(CounterRangeError, match="thread_hits is -4, a negative count"):
        check_counts(two_blocks(), {"thread_hits": [8, -4], "wave_hits": None})


def test_shard_sum_overflow_is_detected_exactly():
    bm = two_blocks(shards=2)
    raw = np.zeros(2 * 16, dtype=np.uint64)
    big = np.uint64((1 << 63) + 5)
    raw[2], raw[16 + 2] = big, big            # block 'loop' thread_hits: 2^64 + 10, wraps to 10
    raw[3], raw[16 + 3] = 1, 1
    with pytest.raises(CounterRangeError, match=r"block 'loop'.*thread_hits summed over 2 "
                                                r"shards is 18,446,744,073,709,551,626"):
        check_counts(bm, decoded([0, 10], [0, 2]), raw)
    raw[16 + 2] = np.uint64((1 << 63) - 11)   # sum 2^64 - 6: fits, no error
    check_counts(bm, decoded([0, (1 << 64) - 6], [0, (1 << 64) - 6]), raw)


def test_packed_words_are_not_summed_whole():
    bm = two_blocks(shards=2)
    bm.mode = _Mode(is_packed=True)
    raw = np.full(2 * 16, np.uint64((1 << 63) + 5), dtype=np.uint64)
    check_counts(bm, decoded([0, 0], [0, 0]), raw)     # the halves are decoded elsewhere


def test_block_counts_of_a_real_block_map_refuses_impossible_counts(tmp_path):
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    from bbprof.instrument.modes import Mode

    result = instrument(load_module(DATA / "corpus" / "h200" / "loop.llir"), shards=2,
                        mode=Mode(placement="every-block"))
    bm = result.block_map
    entry = bm.functions[0].blocks[0]
    raw = np.zeros(bm.counter_words, dtype=np.uint64)
    words = entry.counters
    if words["thread_hits"] == words["wave_hits"]:        # packed: threads + waves << 32
        raw[words["thread_hits"]] = np.uint64(100 + (1 << 32))
    else:
        raw[words["thread_hits"]], raw[words["wave_hits"]] = 100, 1
    with pytest.raises(CounterRangeError, match=r"@loop_kernel, block '6'.*thread_hits 100 > "
                                                r"wave_hits 1 x wave size 32"):
        bm.block_counts(raw)
    assert issubclass(CounterRangeError, MismatchError)   # exit 2: the input is wrong
    if words["thread_hits"] == words["wave_hits"]:
        raw[words["thread_hits"]] = np.uint64(32 + (1 << 32))
    else:
        raw[words["thread_hits"]] = 32
    frame = bm.block_counts(raw)
    assert (frame.thread_hits.iloc[0], frame.wave_hits.iloc[0]) == (32, 1)
