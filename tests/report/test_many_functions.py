"""The per-function tables split the block table once (issue 44, many functions): the
same values as selecting each function's rows from the whole table."""

import numpy as np
import pandas as pd

from bbprof.analysis.lines import _function_rows, _function_rows_pandas
from bbprof.analysis.loops import columns_by_function


def _blocks() -> pd.DataFrame:
    rng = np.random.default_rng(3)
    names = [f"f{i % 7}" for i in range(60)]          # interleaved, as no table is
    frame = pd.DataFrame({
        "function": names, "is_kernel": [n == "f0" for n in names],
        "block_id": [i // 7 for i in range(60)], "block": [f"b{i}" for i in range(60)],
        "debug_location": [None if i % 5 else f"k.py:{i}" for i in range(60)],
        "wave_size": 32, "thread_hits": rng.integers(0, 10**6, 60),
        "wave_hits": rng.integers(0, 10**4, 60), "static_total": rng.integers(1, 40, 60),
        "issued_total": rng.integers(0, 10**7, 60), "share": rng.random(60) / 7})
    frame.loc[3, "share"] = np.nan
    return frame


def test_function_rows_equal_the_pandas_selection():
    blocks = _blocks()
    fast, slow = _function_rows(blocks), _function_rows_pandas(blocks)
    assert [r["function"] for r in fast] == [f"f{i}" for i in range(7)]
    assert repr(fast) == repr(slow)      # bit for bit, NaN share included


def test_columns_by_function_equal_the_selection():
    blocks = _blocks()
    split = columns_by_function(blocks, {"thread_hits": None, "share": 0.0,
                                         "debug_location": None})
    for name in blocks.function.unique():
        rows = blocks[blocks.function == name].set_index("block_id")
        assert split[name]["thread_hits"] == rows.thread_hits.to_dict()
        assert split[name]["share"] == rows.share.fillna(0.0).to_dict()
        assert split[name]["debug_location"] == rows.debug_location.to_dict()
    assert columns_by_function(blocks.iloc[:0], {"share": 0.0}) == {}
