"""``--counters none`` on the HIP backend, up to the launch (the stand-in ``hip`` of
test_timeline_hip.py, whose "kernel" writes one entry and one exit record per launch):
the code object built from the module has no counter global (nor a cursor: its stamps
write their waves' slots), the run never looks one up, and each launch's two records
come back."""

from __future__ import annotations

import sys

from bbprof_testpaths import TESTS

sys.path.insert(0, str(TESTS / "amd"))
sys.path.insert(0, str(TESTS / "timeline"))
from amd_support import linker  # noqa: E402,F401 (fixture)
from test_timeline_hip import REDUCE, TimelineHip  # noqa: E402
from test_timeline_uncounted import assert_no_counter_code, instrument_cli  # noqa: E402

from bbprof.instrument.blockmap import BlockMap  # noqa: E402
from bbprof.runtime.args import parse_spec  # noqa: E402
from bbprof.runtime.backend import LaunchShape  # noqa: E402
from bbprof.runtime.hip import HipBackend  # noqa: E402
from bbprof.runtime.runner import run_kernel  # noqa: E402


def test_hip_run_of_stamps_alone_asks_for_no_counters(tmp_path, linker):
    ll, map_path = instrument_cli(tmp_path, REDUCE, "--timeline-records", "64")
    text = ll.read_text()
    assert_no_counter_code(text)
    block_map = BlockMap.load(map_path)
    hip = TimelineHip()
    backend = HipBackend(hip_module=hip, linker=linker)
    specs = [parse_spec("f32[1024]:random"), parse_spec("f32[1]"), parse_spec("i32:1024")]
    result = run_kernel(backend, text, block_map, "reduce_kernel", LaunchShape.of(8, 256),
                        specs, repeat=2)
    looked_up = [c[1][1] for c in hip.calls if c[0] == "hipModuleGetGlobal"]
    assert b"__bbprof_timeline" in looked_up and b"__bbprof_counters" not in looked_up
    assert b"__bbprof_timeline_cursor" not in looked_up
    assert [len(lt.records) for lt in result.profile.timeline.launches] == [2, 2]
    assert result.profile.counts == {"thread_hits": None, "wave_hits": None}
