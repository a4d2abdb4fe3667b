"""A block without a debug location beside blocks with one (Triton's llir has such
blocks): the profile's frame says None for it, not NaN, and every report format renders
(the terminal table once raised on the float)."""

from __future__ import annotations

import dataclasses

from bbprof.analysis import make_report
from bbprof.render import render_report

from conftest import load_case


def test_a_block_without_a_location_renders():
    profile, static = load_case("conv_gfx942")
    bm = profile.block_map
    fn = bm.functions[0]
    blocks = (dataclasses.replace(fn.blocks[0], debug_location=None), *fn.blocks[1:])
    assert any(b.debug_location for b in blocks[1:])
    bm = dataclasses.replace(bm, functions=(dataclasses.replace(fn, blocks=blocks),
                                            *bm.functions[1:]))
    profile.block_map = bm
    frame = profile.to_dataframe()
    assert frame.debug_location.iloc[0] is None
    assert frame.debug_location.iloc[1:].map(lambda v: isinstance(v, str) or v is None).all()
    report = make_report(profile, static)
    for suffix in (".txt", ".md", ".json"):
        render_report(report, suffix, top=80)        # the terminal table raised here
    html = render_report(report, ".html", top=80)
    assert ">nan<" not in html
