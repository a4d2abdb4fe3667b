"""Every index a decoder follows is checked where a block map is read (issue 38: a
counter word of -1 was read from the end of the row by Python's negative indexing, and
decoded to exit 0 with wrong counts). Maps bound to their module (version 8) also refuse
any edit by their binding hash; these are unbound maps (older versions, the pass plugin
run by hand), where only the checks below stand between an edit and a wrong count."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from bbprof.errors import InputError
from bbprof.instrument import instrument
from bbprof.instrument.blockmap import BlockMap
from bbprof.ir import load_module

from bbprof_testpaths import DATA


@pytest.fixture(scope="module")
def unbound():
    result = instrument(load_module(DATA / "host" / "host_loops.ll", "host"))
    data = replace(result.block_map, binding=None).to_dict()
    assert BlockMap.from_dict(copy.deepcopy(data)) == result.block_map
    return data


def nested(data):
    return next(f for f in data["functions"] if f["name"] == "nested")


def counted_block(fn):
    return next(b for b in fn["blocks"] if b["counters"])


def counted_edge(fn):
    return next(e for e in fn["edges"] if e["counters"])


CASES = {
    "block word -1": lambda d: counted_block(nested(d))["counters"].update(thread_hits=-1),
    "block word past the row": lambda d: counted_block(nested(d))["counters"].update(
        thread_hits=d["counters"]["words_used"]),
    "edge word -1": lambda d: counted_edge(nested(d))["counters"].update(wave_hits=-1),
    "a field that is not one": lambda d: counted_block(nested(d))["counters"].update(
        bogus=0),
    "successor 99": lambda d: nested(d)["blocks"][0].update(successors=[99]),
    "successor -1": lambda d: nested(d)["blocks"][0].update(successors=[-1]),
    "edge end past the blocks": lambda d: counted_edge(nested(d)).update(target=99),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_an_index_outside_what_it_indexes_is_refused(unbound, case):
    data = copy.deepcopy(unbound)
    CASES[case](data)
    with pytest.raises(InputError) as info:
        BlockMap.from_dict(data, path="m.json")
    assert "m.json" in str(info.value) and "\n" not in str(info.value)
