"""The plugin engine is never silently another plan (issue 36, one engine of record).

The pass plugin places counters with fewer mechanisms than bbprof's own engine (no hybrid
placement, no constant folding, no detour or side flags, the entry counted in every wave).
Its counts are exact for its own block map; its counter updates differ, and
``bbprof instrument --engine plugin-own-plan`` says where, by mechanism and function
(``plugin.plan_differences``). ``--engine plugin`` puts bbprof's own plan in place
instead (test_plugin_plan.py)."""

from __future__ import annotations

import os
import subprocess
import sys

from bbprof.instrument import instrument
from bbprof.instrument.modes import EVERY_BLOCK, Mode
from bbprof.instrument.plugin import plan_differences
from bbprof.ir import load_module

from bbprof_testpaths import DATA
from plugin_support import plugin  # noqa: F401  (the fixture)

BRANCHY = DATA / "corpus" / "sm_80" / "branchy.ll"


def test_a_plan_without_hybrid_placement_is_named():
    """Two plans of bbprof's own engine stand in for the two engines: every block (what
    the plugin does with this divergent kernel) against the default's hybrid tree."""
    module = load_module(BRANCHY)
    default = instrument(module).block_map
    every = instrument(module, mode=Mode(placement=EVERY_BLOCK)).block_map
    (fn,) = default.functions
    assert fn.hybrid
    (line,) = plan_differences(every, default)
    assert line.startswith("@branchy_kernel: the plugin's plan differs")
    assert "placed at every-block (bbprof's engine: spanning-tree, hybrid placement)" in line
    assert "the counts are the same" in line
    assert plan_differences(default, default) == []


def test_instrument_with_the_plugin_says_where_its_plan_differs(plugin, tmp_path):  # noqa: F811
    _, library = plugin
    source = tmp_path / "branchy.ll"
    source.write_text(BRANCHY.read_text())
    proc = subprocess.run([sys.executable, "-m", "bbprof", "instrument", str(source),
                           "--engine", "plugin-own-plan", "--occupancy", "off"],
                          capture_output=True, text=True,
                          env={**os.environ, "BBPROF_PLUGIN": str(library)})
    assert proc.returncode == 0, proc.stderr
    notes = [line for line in proc.stdout.splitlines() if "the plugin's plan differs" in line]
    assert len(notes) == 1 and "hybrid placement" in notes[0], proc.stdout
