"""The occupancy check's variant without blocks of bbprof's before phis
(``Variant.phi_splits``, ``pipeline.variants``): the same counts, by another placement.

Triton's branchy kernel (3.9, gfx1100, wave32; 3.6's sm_80 IR) has counted edges into
blocks with phis that the default placement counts in blocks put on the edges. Written
without them, every such edge is counted before its source's terminator: the module has
no bbprof block before a phi, and on the emulator its decoded counts equal the plain
module's direct trace on every block, its outputs the plain run's, byte for byte.
"""

from __future__ import annotations

import re

import pytest

from bbprof.instrument import instrument
from bbprof.instrument.instrument import Variant
from bbprof.ir import load_module
from bbprof.pipeline import variants

from bbprof_testpaths import DATA
from emulator_cases import assert_counts_match_trace, branchy_case, run_case

MODULES = [(DATA / "corpus" / "triton39" / "gfx1100" / "branchy.ll", None),
           (DATA / "corpus" / "sm_80" / "branchy.ll", "sm_80")]


def _split_blocks_before_phis(text: str) -> list[str]:
    """Labels of bbprof's edge blocks whose one successor begins with a phi."""
    blocks = dict(re.findall(r"^([\w.$-]+):\n((?:.+\n)+?)(?=\n|^[\w.$-]+:)", text, re.M))
    out = []
    for label, body in blocks.items():
        if not label.startswith("__bbprof.split"):
            continue
        target = re.search(r"br label %([\w.$-]+)\s*$", body.strip())
        if target and blocks.get(target.group(1), "").lstrip().startswith("%") and \
                " = phi " in blocks[target.group(1)].splitlines()[0]:
            out.append(label)
    return out


@pytest.mark.parametrize("path,arch", MODULES, ids=["triton39-gfx1100", "sm_80"])
def test_without_edge_blocks_before_phis_the_counts_are_the_trace(path, arch):
    module = load_module(path)
    default = instrument(module, arch=arch)
    variant = instrument(module, arch=arch, phi_splits=False)
    assert default.phi_splits > 0 and variant.phi_splits == 0
    assert _split_blocks_before_phis(default.text) and not \
        _split_blocks_before_phis(variant.text)
    # the check tries the variant first after the module as written
    assert variants(default, True)[:2] == (Variant(), Variant(phi_splits=False))
    case = branchy_case(block=128)
    plain, plain_out = run_case(path.read_text(), None, case)
    code, outputs = run_case(variant.text, variant.block_map, case)
    compared = assert_counts_match_trace(variant.block_map, code.read_counters(),
                                         plain.trace_by_position())
    assert compared == sum(len(f.blocks) for f in variant.block_map.functions)
    for index, array in plain_out.items():
        assert array.tobytes() == outputs[index].tobytes(), index
