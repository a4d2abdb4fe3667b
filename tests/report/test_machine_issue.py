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


def test_the_sass_of_another_ptxas_is_refused():
    """The profile says which assembler built the kernel that ran (`bbprof run --backend
    cuda` records it). The same ptxas as here: the machine's counts; another ptxas: none,
    nor SASS counts per block, and a note says why and what to do; the driver's JIT or no
    record: the counts, with a note saying what they are of."""
    from bbprof.isa.sass import DRIVER_JIT, ptxas_label

    here = ptxas_label(find_tools()[0])
    assert here.startswith("ptxas ") and here[6].isdigit()
    for recorded, shown in ((here, True), ("ptxas 1.2.3", False), (DRIVER_JIT, True),
                            (None, True)):
        profile = _profile(5)
        if recorded is not None:
            profile.meta["assembler"] = recorded
        report = make_report(profile, static_mix(profile, arch="sm_90"))
        notes = " ".join(report.notes)
        assert ("machine_issued_total" in report.summary()) == shown, recorded
        assert ("issued_sass_total" in report.blocks.columns) == shown, recorded
        if not shown:
            assert "the kernel ran as built by ptxas 1.2.3" in notes
            assert f"the SASS here is {here}'s" in notes and "BBPROF_CUDA_BIN" in notes
        elif recorded == DRIVER_JIT:
            assert "the CUDA driver's JIT" in notes
        elif recorded is None:
            assert "does not say which assembler" in notes
        else:
            assert "assembler" not in notes and "JIT" not in notes


def test_the_recorded_assembler_is_chosen_where_it_is_here():
    """A triton wheel keeps two assemblers (ptxas and ptxas-blackwell, which Triton uses
    for sm_90 and newer): a profile that ran the newer one's code gets that one's SASS."""
    from bbprof.isa.sass import ptxas_candidates, ptxas_label

    candidates = ptxas_candidates(find_tools()[0])
    if len(candidates) < 2:
        pytest.skip("one ptxas here: nothing to choose")
    newer = ptxas_label(candidates[-1])
    assert newer != ptxas_label(candidates[0])
    profile = _profile(5)
    profile.meta["assembler"] = newer
    report = make_report(profile, static_mix(profile, arch="sm_90"))
    assert "machine_issued_total" in report.summary()
    assert not any("assembler" in n or "is not shown" in n for n in report.notes)
