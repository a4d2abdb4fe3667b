"""The timeline read back from the emulator (``--backend emulator``), whose clock is the
instructions issued so far: the decoder and the views on real kernels, in CI.

Modules: the bundled AMDGPU examples (gfx942 reduce and conv), the AMD corpus's gfx1100
softmax and matmul (wave32), ../shared's gfx942 matmul (wave64, MFMA), and the NVPTX
``trips`` kernel (lanes of a warp looping
different trip counts). Each is stamped at entry, exit, its outermost loops and every
iteration of one loop (the kernel's outermost loop that runs most), and launched once. Expected
values come from the launch shape, the emulator's documented hardware ids
(``EMULATED_UNITS``) and the emulator's direct trace of the *plain* module, never from
the decoder:

* one entry record and one wave span per launched wave; per-unit wave counts sum to the
  launch and match the units the emulator assigns (workgroup index mod 8; gfx942 puts
  the CU id above the 3-bit XCC id; gfx11 reports no unit);
* iteration records of the chosen loop = the trace's wave hits of its header block;
  loop-entry records = the wave hits of the header's outside predecessors (when each has
  no other successor);
* every loop phase lies inside its wave's span; the phase shares sum to 1;
* the same launch twice gives the same records (a deterministic clock).
"""

from __future__ import annotations

import dataclasses
import sys

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.cfg import analyze
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend
from bbprof.runtime.emulator.intrinsics import EMULATED_UNITS
from bbprof.runtime.runner import launched_waves, run_kernel, waves_per_block
from bbprof.timeline.decode import (iterations, loop_phases, phase_shares, records_frame,
                                    wave_spans)
from bbprof.timeline.instrument import add_timeline
from bbprof.timeline.records import LaunchTimeline, TimelineCapture

from bbprof_testpaths import DATA, SHARED_CORPUS, TESTS

sys.path.insert(0, str(TESTS / "emulator"))
from emulator_cases import CASES, run_case  # noqa: E402

EXAMPLES = TESTS.parent / "bbprof" / "examples"
AMD = [("gfx942-reduce", EXAMPLES / "amdgpu_gfx942_reduce.ll", "reduce", 64, {}),
       ("gfx942-conv", EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll",
        "conv2d_implicit_gemm", 64, {}),
       ("gfx1100-softmax", DATA / "corpus" / "gfx1100" / "softmax.ll", "softmax", 32, {}),
       # K = 64 stays in the pipelined prologue and epilogue: K = 256 runs the K loop
       ("gfx1100-matmul", DATA / "corpus" / "gfx1100" / "matmul.ll", "matmul", 32,
        {"k": 256}),
       # ../shared's Triton corpus (beside the clone in CI): the gfx942 matmul, wave64 MFMA
       ("gfx942-matmul", SHARED_CORPUS / "triton" / "gfx942" / "matmul.ll", "matmul", 64,
        {"k": 256})]


def _block_size(text: str) -> int:
    import re

    m = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text)
    return int(m.group(1)) if m else 256


def busiest_outer_loop(module, kernel: str, trace=None):
    """The kernel's outermost loop whose header the trace runs most (the first one
    without a trace); None without loops."""
    fn = module.function(kernel)
    outer = [lp for lp in analyze(fn).loops if lp.depth == 1]
    if trace is not None:
        outer.sort(key=lambda lp: -trace[lp.header][1])
    return fn, (outer[0] if outer else None)


def stamp(path, module, kernel, records=1 << 14, trace=None):
    """Counters (default mode), then entry/exit/loop stamps and the iteration stamps of
    the kernel's busiest outermost loop."""
    counted = instrument(module)
    again = load_module(path, text=counted.text, allow_instrumented=True)
    fn, loop = busiest_outer_loop(module, kernel, trace)
    header = fn.blocks[loop.header].name if loop is not None else None
    text, section = add_timeline(again, records=records, at=("entry", "exit", "loops"),
                                 loop=f"{kernel}:{header}" if header else None)
    return text, dataclasses.replace(counted.block_map, timeline=section), fn, loop


def zero_timeline(code, section):
    """What ``bbprof run`` does before a launch: the cursors and the slots to zero."""
    if section.cursor_symbol is not None:
        code.zero_global(section.cursor_symbol)
    code.zero_global(section.symbol)


def launch_timeline(text, block_map, case):
    """Run the case once on a fresh emulator with the timeline zeroed; its records."""
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    t = block_map.timeline
    zero_timeline(code, t)
    fn = code.program.by_name[case.kernel]
    buffers = [backend.upload(b) for b in case.buffers]
    args = list(buffers) + [Scalar(v, np.dtype(d)) for v, d in case.scalars]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    shape = LaunchShape.of(case.grid, case.block, case.shared)
    code.launch(case.kernel, shape, args)
    lt = LaunchTimeline.read(code, t, launched_waves(shape, fn.wave_size),
                             shape=(shape.grid, waves_per_block(shape, fn.wave_size)))
    return TimelineCapture(steady_hz=code.steady_hz, launches=(lt,))


def expected_units(arch: str, grid: tuple, waves_per_group: int) -> dict[int, int]:
    """The emulator's unit per workgroup (intrinsics.py: the linear workgroup index mod
    EMULATED_UNITS), as the stamps encode it per target."""
    groups = int(np.prod(grid))
    out: dict[int, int] = {}
    for wg in range(groups):
        if arch == "gfx942":
            unit = (wg % EMULATED_UNITS) << 3          # CU id << 3 | XCC id (0)
        elif arch.startswith("gfx9"):
            unit = wg % EMULATED_UNITS
        else:
            unit = 65535                               # gfx11: no unit
        out[unit] = out.get(unit, 0) + waves_per_group
    return out


@pytest.mark.parametrize("name,path,case_name,wave,size", AMD, ids=[a[0] for a in AMD])
def test_amd_kernels_timeline_against_the_trace(name, path, case_name, wave, size):
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text0 = path.read_text()
    case = CASES[case_name](block=_block_size(text0), **size)
    module = load_module(path)
    kernel = case.kernel
    plain, _ = run_case(text0, None, case)
    trace = plain.trace_by_position()[kernel]
    text, block_map, fn, loop = stamp(path, module, kernel, trace=trace)
    section = block_map.timeline
    capture = launch_timeline(text, block_map, case)
    lt = capture.launches[0]
    assert lt.drops == 0
    groups = int(np.prod(case.grid))
    per_group = -(-case.block // wave)
    waves = groups * per_group
    frame = records_frame(capture, section)
    kinds = frame.groupby("kind").size().to_dict()
    assert kinds["entry"] == waves and kinds["exit"] == waves     # one slot pair each
    assert lt.launched == waves and section.waves >= waves
    spans = wave_spans(capture, section, frame)
    s = spans.spans
    assert len(s) == waves and spans.unmatched_entries == spans.unmatched_exits == 0
    assert len(s.drop_duplicates(["block_x", "block_y", "block_z", "wave"])) == waves
    assert (s.dur_us > 0).all()
    arch = path.stem.split("_")[1] if path.parent.name == "examples" else path.parent.name
    assert arch in ("gfx942", "gfx1100")
    assert s.groupby("unit").size().to_dict() == expected_units(arch, case.grid, per_group)
    if loop is None:
        return
    header = fn.blocks[loop.header].name
    # iteration records: one per wave per execution of the header, as the trace counts
    its = iterations(frame)
    assert set(its.loop) <= {header}
    assert trace[loop.header][1] > 0
    assert len(its) == trace[loop.header][1], (header, trace[loop.header])
    outside = [b for b in fn.blocks if loop.header in b.successor_ids
               and b.id not in loop.body]
    phases = loop_phases(capture, section, frame)
    assert phases.unmatched_entries == phases.unmatched_exits == 0
    mine = phases.phases[phases.phases.loop == header]
    if all(len(b.successor_ids) == 1 for b in outside):
        assert int(mine.entries.sum()) == sum(trace[b.id][1] for b in outside)
    # loop phases inside their waves' spans
    key = ["block_x", "block_y", "block_z", "wave"]
    joined = phases.phases.merge(s, on=key, suffixes=("", "_w"))
    assert len(joined) == len(phases.phases)
    assert ((joined.start_us >= joined.start_us_w) & (joined.end_us <= joined.end_us_w)).all()
    shares = phase_shares(s, phases.phases)
    assert shares.share.sum() == pytest.approx(1.0)
    # deterministic: the same launch again, the same records
    again = launch_timeline(text, block_map, case)
    assert (again.launches[0].records == lt.records).all()


def test_nvptx_trips_loop_records_follow_each_warps_trip_counts(tmp_path):
    """``trips``: thread t loops trips[t] times. A warp enters the loop when one of its
    lanes has trips > 0 and runs the header max(trips of its lanes) times."""
    path = DATA / "runtime" / "nvptx_cases.ll"
    module = load_module(path)
    threads, grid, block = 256, 4, 64
    trips = (np.arange(threads) * 7 % 11).astype(np.int32)
    trips[32:64] = 0             # warp 1 never loops
    text, block_map, fn, loop = stamp(path, module, "trips")
    section = block_map.timeline
    np.save(tmp_path / "trips.npy", trips)
    specs = [parse_spec(f"i32[{threads}]"), parse_spec(f"@{tmp_path / 'trips.npy'}")]
    backend = get_backend("emulator")
    result = run_kernel(backend, text, block_map, "trips", LaunchShape.of(grid, block),
                        specs, repeat=2)
    capture = result.profile.timeline
    assert capture.steady_hz == 1e6 and len(capture.launches) == 2
    frame = records_frame(capture, section)
    per_warp = trips.reshape(-1, 32)
    warps = len(per_warp)
    for launch, group in frame.groupby("launch"):
        assert (group.kind == "entry").sum() == warps
        entering = int((per_warp.max(axis=1) > 0).sum())
        assert (group.kind == "loop_entry").sum() == entering
        assert (group.kind == "loop_exit").sum() == entering
        its = group[group.kind == "iteration"]
        got = its.groupby(["block_x", "wave"]).size()
        for w, row in enumerate(per_warp):
            b, k = divmod(w, block // 32)
            assert got.get((b, k), 0) == row.max(), (w, row.max())
    # the second launch's records come later on the emulated clock
    t = frame.groupby("launch").steady.agg(["min", "max"])
    assert t.loc[1, "min"] > t.loc[0, "max"]



def test_nvptx_region_overflow_drops_are_counted_per_region():
    """A buffer of 4 regions of 10 records, 10 blocks of 2 warps: each warp stamps an
    entry and an exit into region ``(%warpid * 257 + %smid) mod 4``, the emulator's
    ``%smid`` the block index mod EMULATED_UNITS and ``%warpid`` the warp in its block.
    The claims per region, the drops (claims past 10) and the records kept follow from
    that mapping alone; every kept record lies in its own region."""
    path = DATA / "runtime" / "nvptx_cases.ll"
    module = load_module(path)
    grid, block, regions, records = 10, 64, 4, 40
    # no slots: the entry and exit stamps claim, as loop stamps do
    text, section = add_timeline(module, records=records, regions=regions, waves=0)
    assert section.regions == regions and section.cursor_words == 16
    per = records // regions
    claims = [0] * regions
    for b in range(grid):
        for w in range(block // 32):
            claims[(w * 257 + b % EMULATED_UNITS) % regions] += 2
    assert max(claims) > per and min(claims) <= per     # some regions overflow, some not
    backend = get_backend("emulator")
    code = backend.load(text, None)
    code.zero_global(section.cursor_symbol)
    threads = grid * block
    out = backend.upload(np.zeros(threads, np.int32))
    trips = backend.upload(np.zeros(threads, np.int32))
    code.launch("trips", LaunchShape.of(grid, block), [out, trips])
    lt = LaunchTimeline.read(code, section)
    assert list(lt.region_cursors) == claims and lt.cursor == 2 * grid * (block // 32)
    assert lt.drops == sum(max(0, c - per) for c in claims) > 0
    assert len(lt.records) == sum(min(c, per) for c in claims)
    raw = np.frombuffer(code.read_global(section.symbol), np.uint64).reshape(-1, 4)
    for r, c in enumerate(claims):
        for word in raw[r * per: r * per + min(c, per), 2]:
            unit, slot = (int(word) >> 32) & 0xFFFF, int(word) >> 48
            assert (slot * 257 + unit) % regions == r
        assert not raw[r * per + min(c, per): (r + 1) * per].any()   # nothing written


def test_old_block_maps_decode_as_one_region():
    """A timeline section without ``regions`` (older bbprof) has one 8-byte cursor."""
    from bbprof.instrument.blockmap import TimelineGlobal

    t = TimelineGlobal(records=4, at=("entry", "exit"), sites=("k",), steady_clock="s",
                       cycle_clock="c", steady_hz=1.0).to_json()
    del t["regions"], t["cursor_words"]
    section = TimelineGlobal.from_json(t)
    assert section.regions == 1 and section.cursor_words == 1
    buffer = np.arange(16, dtype=np.uint64).tobytes()
    lt = LaunchTimeline.from_raw(np.array([6], np.uint64).tobytes(), buffer, 4,
                                 section.regions, section.cursor_words)
    assert lt.cursor == 6 and lt.drops == 2 and len(lt.records) == 4
