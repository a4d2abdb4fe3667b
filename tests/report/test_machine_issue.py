"""`bbprof report`'s "What the machine issued" (the issue model through the static mix):
the loop kernel run on the emulator with n = 5 and n = 6, reported for sm_90 with ptxas
and nvdisasm (the triton wheel's; skipped without them, which the report then says
nothing about). Expected counts by hand from ptxas's unrolling: per entry of n trips the
four-body loop runs n // 4 times, the two-body copy once when n mod 4 >= 2, the one-body
loop n mod 2 times (tests/isa/test_issue_model.py reads the same shape off the SASS)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bbprof.analysis.report import make_report
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.isa.sass import find_tools
from bbprof.isa.static_mix import static_mix
from bbprof.profile import Profile
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "tests" / "data" / "runtime" / "loop.llir"

pytestmark = pytest.mark.skipif(find_tools() is None, reason="needs ptxas and nvdisasm "
                                "(the triton wheel's, or BBPROF_CUDA_BIN)")


def _profile(n: int) -> Profile:
    module = load_module(LOOP)
    result = instrument(module)
    backend = get_backend("emulator")
    code = backend.load(result.text, result.block_map)
    x = np.zeros(4 * 1024, np.float32)
    bufs = [backend.upload(a) for a in (x, x.copy(), x.copy())]
    fn = code.program.by_name["loop_kernel"]
    args = bufs + [Scalar(n, np.dtype(np.int32))]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch("loop_kernel", LaunchShape.of(4, 128), args)
    profile = Profile.from_counters(result.block_map, code.read_counters())
    profile.embed_input_ir(LOOP.read_text())
    return profile


def _same_sass_as_recorded() -> bool:
    """Whether this machine's ptxas makes the SASS ncu measured on the H200
    (tests/data/validate/loop/plain.sass): then ncu's count is the expected one."""
    from bbprof.validate import plain_cubin
    from bbprof.validate.attribution import parse_listing

    def texts(listing):
        return [s.text for s in parse_listing(listing)["loop_kernel"] if not s.padding]

    recorded = (ROOT / "tests" / "data" / "validate" / "loop" / "plain.sass").read_text()
    return texts(plain_cubin(load_module(LOOP), "sm_90").listing) == texts(recorded)


def test_machine_counts_equal_nsight_computes():
    """n = 5: ncu counted 35,072 warp instructions for 256 warps on the H200, 137 per
    warp; this launch has 16 warps. The old product (wave_hits x SASS of the IR block)
    said 769.5 per warp."""
    if not _same_sass_as_recorded():
        pytest.skip("this ptxas makes other SASS than the H200 recording's: no ncu count "
                    "to compare with")
    profile = _profile(5)
    report = make_report(profile, static_mix(profile, arch="sm_90"))
    assert report.summary()["machine_issued_total"] == 137 * 16
    assert int(report.blocks.issued_sass_total.sum()) == 137 * 16
    assert not any("assumed" in n for n in report.notes)
    shares = report.machine[report.machine.function == "loop_kernel"].set_index("group")
    assert shares.issued.sum() == 137 * 16


def test_diff_compares_what_the_machine_issued():
    """diff of n = 5 against n = 6: the group rows are the machine's (the SASS the issue
    model counts), their totals the reports' machine totals."""
    from bbprof.analysis.diff import diff_groups

    a, b = (make_report(p, static_mix(p, arch="sm_90")) for p in (_profile(5), _profile(6)))
    rows = diff_groups(a, b).set_index("group")
    assert rows.loc["total", "issued_a"] == a.summary()["machine_issued_total"]
    assert rows.loc["total", "issued_b"] == b.summary()["machine_issued_total"]
    assert rows.loc["total", "issued_b"] != rows.loc["total", "issued_a"]
    assert rows.drop(index="total").issued_a.sum() == rows.loc["total", "issued_a"]
