"""``atomics.rmw_in_lane_order``: atomics of a wave's lanes in vectorised steps give what
running them lane by lane, in lane order, gives (issue 44: the emulator's counter atomics
ran lane by lane in Python and made instrumented runs 2-11x slower than plain)."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.runtime.emulator.atomics import RMW, rmw_in_lane_order
from bbprof.runtime.emulator.values import signed_pair


def lane_by_lane(view, slots, values, combine):
    got = np.empty(len(slots), view.dtype)
    for k, slot in enumerate(slots):
        got[k] = view[slot]
        view[slot] = values[k] if combine is None else combine(view[slot], values[k])
    return got


def test_by_hand():
    view = np.array([10, 20], np.uint64)
    got = rmw_in_lane_order(view, np.array([0, 0, 1, 0]), np.array([1, 2, 3, 4], np.uint64),
                            np.add, additive=True)
    assert got.tolist() == [10, 11, 20, 13] and view.tolist() == [17, 23]
    view = np.array([5], np.int32)
    got = rmw_in_lane_order(view, np.array([0, 0, 0]), np.array([7, 1, 9], np.int32), None)
    assert got.tolist() == [5, 7, 1] and view.tolist() == [9]        # exchange


@pytest.mark.parametrize("seed", range(4))
def test_random_atomics_equal_lane_order(seed):
    rng = np.random.default_rng(seed)
    ints = [np.uint8, np.uint16, np.uint32, np.uint64, np.int32, np.int64]
    floats = [np.float16, np.float32, np.float64]
    with np.errstate(all="ignore"):
        for _ in range(150):
            op = str(rng.choice(list(RMW)))
            combine = RMW[op]
            if combine in ("smax", "smin"):
                combine = signed_pair(np.maximum if combine == "smax" else np.minimum)
            kinds = floats if op.startswith("f") else (
                ints[:4] if op in ("max", "min") else ints + (floats if op == "xchg" else []))
            dtype = np.dtype(kinds[int(rng.integers(len(kinds)))])
            size, n = int(rng.integers(1, 40)), int(rng.integers(0, 300))
            slots = rng.integers(0, min(int(rng.choice([1, 2, 5, size])), size), n)
            if dtype.kind == "f":
                values = (rng.standard_normal(n) * 10.0 ** rng.integers(-3, 5)).astype(dtype)
                start = (rng.standard_normal(size) * 100).astype(dtype)
                if n and rng.random() < 0.3:
                    values[int(rng.integers(n))], start[0] = np.nan, np.inf
            else:
                top = np.iinfo(np.uint64).max
                values = rng.integers(0, top, n, np.uint64, endpoint=True).astype(dtype)
                start = rng.integers(0, top, size, np.uint64, endpoint=True).astype(dtype)
            a, b = start.copy(), start.copy()
            want = lane_by_lane(a, slots, values, combine)
            got = rmw_in_lane_order(b, slots, values, combine, op in ("add", "sub"))
            assert got.dtype == want.dtype and got.tobytes() == want.tobytes(), (op, dtype)
            assert a.tobytes() == b.tobytes(), (op, dtype)
