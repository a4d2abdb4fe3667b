"""check_captured_outputs.py compares the bytes of each storage a kernel wrote with the
reference's, read as the dtype of the tensor argument that points into it: floats within
the stated tolerance per dtype (NaN equal to NaN), integers and bytes exact."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from check_captured_outputs import TOLERANCE, compare_storage  # noqa: E402


def raw(values, dtype):
    return np.asarray(values, dtype).view(np.uint8).copy()


def test_float32_within_its_tolerance_and_nan_equal_to_nan():
    rtol, atol = TOLERANCE["float32"]
    ref = np.array([1.0, 100.0, 0.0, np.nan], np.float32)
    close = ref + np.array([0, 100.0 * rtol / 2, atol / 2, 0], np.float32)
    ok, worst = compare_storage(raw(close, np.float32), raw(ref, np.float32), "float32", np)
    assert ok and 0 < worst <= 100.0 * rtol
    far = ref + np.array([0, 100.0 * rtol * 4, 0, 0], np.float32)
    ok, worst = compare_storage(raw(far, np.float32), raw(ref, np.float32), "float32", np)
    assert not ok and worst > 100.0 * rtol


def test_bfloat16_read_as_the_top_half_of_a_float32():
    # 1.0 and 1.0078125 (the next bfloat16 after 1.0) differ by 2**-7, within 2e-2
    ref = np.array([0x3F80, 0x4000], np.uint16)           # 1.0, 2.0
    got = np.array([0x3F81, 0x4000], np.uint16)           # 1.0078125, 2.0
    ok, worst = compare_storage(got.view(np.uint8), ref.view(np.uint8), "bfloat16", np)
    assert ok and worst == 2.0 ** -7
    got = np.array([0x3F80, 0x4080], np.uint16)           # 1.0, 4.0
    assert not compare_storage(got.view(np.uint8), ref.view(np.uint8), "bfloat16", np)[0]


def test_integers_exact_and_a_partial_element_compared_as_bytes():
    ref = raw([1, 2, 3], np.int64)
    assert compare_storage(ref.copy(), ref, "int64", np) == (True, 0.0)
    off = raw([1, 2, 4], np.int64)
    assert not compare_storage(off, ref, "int64", np)[0]
    tail = np.concatenate([raw([1.0], np.float32), np.array([7], np.uint8)])
    other = tail.copy()
    other[-1] = 8
    assert not compare_storage(other, tail, "float32", np)[0]
