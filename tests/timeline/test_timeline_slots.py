"""Fixed slot pairs of the entry and exit stamps (bbprof/timeline/instrument.py), on the
emulator with its deterministic clock: wave ``i`` of a launch (linear block id x waves per
block + its index in the block) writes its entry record at ``2i`` and its exit record at
``2i + 1`` of the buffer, without a claim; waves past the slots write nothing and are
counted as drops from the launch shape; lanes that leave apart write the same exit slot,
where the latest exit stays. Expected slots, ids and drops come from the launch shape
alone; the latest exit from the clock the slow lanes store just before they return.
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from bbprof.ir import load_module
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.runner import launched_waves, run_kernel, waves_per_block
from bbprof.timeline.decode import records_frame, wave_spans
from bbprof.timeline.instrument import add_timeline
from bbprof.timeline.records import KINDS, VALID, LaunchTimeline, TimelineCapture

# Odd lanes spin ``%spin`` times, store the clock at out[global flat thread id] and return;
# even lanes return at once: two groups per warp reach two different ``ret``s.
KERNEL = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @apart(ptr addrspace(1) %out, i32 %spin) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tx, 1
  %is_odd = icmp ne i32 %odd, 0
  br i1 %is_odd, label %slow, label %fast
fast:
  ret void
slow:
  br label %loop
loop:
  %i = phi i32 [ 0, %slow ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %done = icmp sge i32 %i1, %spin
  br i1 %done, label %tail, label %loop
tail:
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %gx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %gy = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %zy = mul i32 %bz, %gy
  %zy1 = add i32 %zy, %by
  %zyx = mul i32 %zy1, %gx
  %block = add i32 %zyx, %bx
  %per = mul i32 %nx, %ny
  %base = mul i32 %block, %per
  %row = mul i32 %ty, %nx
  %flat = add i32 %row, %tx
  %g = add i32 %base, %flat
  %g64 = zext i32 %g to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %g64
  %now = call i64 @llvm.readsteadycounter()
  store i64 %now, ptr addrspace(1) %p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i64 @llvm.readsteadycounter()
"""

GRID, BLOCK = (2, 2, 2), (48, 2, 1)     # 8 blocks of 96 threads: 3 warps each
WARP = 32
SPIN = 5


def expected_waves():
    """(linear index, block (x, y, z), wave index in block) in slot order."""
    per_block = -(-BLOCK[0] * BLOCK[1] * BLOCK[2] // WARP)
    out = []
    for z in range(GRID[2]):
        for y in range(GRID[1]):
            for x in range(GRID[0]):
                for w in range(per_block):
                    out.append((len(out), (x, y, z), w))
    return out


def launch(tmp_path, records, clock=0, **options):
    path = tmp_path / "apart.ll"
    path.write_text(KERNEL)
    module = load_module(path)
    text, section = add_timeline(module, records=records, **options)
    backend = get_backend("emulator")
    backend.clock = clock           # the emulated clock's start (instructions issued)
    code = backend.load(text, None)
    code.zero_global(section.symbol)
    threads = int(np.prod(GRID)) * int(np.prod(BLOCK))
    out = backend.upload(np.zeros(threads, np.uint64))
    from bbprof.runtime.backend import Scalar

    shape = LaunchShape(GRID, BLOCK)
    code.launch("apart", shape, [out, Scalar(SPIN, np.dtype(np.int32))])
    raw = np.frombuffer(code.read_global(section.symbol), np.uint64).reshape(-1, 4)
    lt = LaunchTimeline.read(code, section, launched_waves(shape, WARP),
                             shape=(GRID, waves_per_block(shape, WARP)))
    return section, lt, raw, out.read_array(np.uint64).reshape(-1)


@pytest.mark.parametrize("at_entry", [False, True])
def test_one_entry_and_one_exit_record_per_wave_at_its_slots(tmp_path, at_entry):
    """Default: the compact slots (the exit writes record 2i only: its clocks, the
    entry's word 2 and clocks' low halves; the read-back makes both records);
    ``entry_at_exit=False``: the entry stamp writes all four words of 2i, the exit 2i + 1.
    Read back, both give the same records."""
    section, lt, raw, clocks = launch(tmp_path, records=64,
                                      **({"entry_at_exit": False} if at_entry else {}))
    waves = expected_waves()
    assert section.waves == 32 and section.cursor_symbol is None and section.regions == 0
    assert section.compact_slots is not at_entry
    assert lt.launched == len(waves) == 24 and lt.drops == 0 and lt.cursor == 0
    assert len(lt.records) == 2 * len(waves)
    for i, (x, y, z), w in waves:
        # CHECK: what the device wrote
        if at_entry:
            assert int(raw[2 * i + 1][2]) == KINDS["exit"] | VALID and raw[2 * i + 1][3] == 0
        else:       # one 32-byte record: the exit's clocks, the entry's words 2-3
            assert not raw[2 * i + 1].any()
            assert (raw[2 * i][:2] == lt.records[2 * i + 1][:2]).all()
            assert raw[2 * i][3] == lt.records[2 * i][0] & 0xFFFF_FFFF | \
                (lt.records[2 * i][1] & 0xFFFF_FFFF) << 32
        entry, leave = lt.records[2 * i], lt.records[2 * i + 1]
        assert int(entry[2]) & 0xFFFF == KINDS["entry"] | VALID      # site 0
        assert (int(entry[2]) >> 16) & 0xFFFF == w
        assert int(entry[3]) == x | (y << 32) | (z << 48)
        assert int(leave[2]) & 0xFFFF == KINDS["exit"] | VALID       # ids: the entry's
        assert int(leave[2]) >> 16 == int(entry[2]) >> 16
        assert leave[3] == entry[3] and leave[0] > entry[0] and leave[1] > entry[1]
        # the latest exit stays: the slow (odd) lanes' return is after their clock store
        lanes = clocks.reshape(-1, WARP)[i]
        assert (lanes[0::2] == 0).all() and (lanes[1::2] > entry[0]).all()
        assert leave[0] > lanes.max()
    assert not raw[2 * len(waves):].any()            # never-written slots stay zero
    capture = TimelineCapture(steady_hz=1e6, launches=(lt,))
    frame = records_frame(capture, section)
    assert list(frame.kind) == ["entry", "exit"] * len(waves)
    spans = wave_spans(capture, section, frame)
    s = spans.spans
    assert spans.unmatched_entries == spans.unmatched_exits == spans.drops == 0
    assert len(s) == len(waves) and (s.exits == 1).all()
    got = sorted(zip(s.block_x, s.block_y, s.block_z, s.wave))
    assert got == sorted((*b, w) for _, b, w in waves)
    for _, row in frame.iterrows():
        assert row.function == "apart"
    assert (frame.groupby(["block_x", "block_y", "block_z", "wave"]).unit.nunique() == 1).all()


@pytest.mark.parametrize("at_entry", [False, True])
def test_entry_records_across_the_low_halves_wrap(tmp_path, at_entry):
    """The default NVPTX entry record is written by the exits from the clocks' low
    halves read at entry (``entry_at_exit``): with the clock started so that the last
    entry reads 2^32 - 1, the low halves wrap before every exit, and every record is the run from 0
    shifted by the start (the emulator is deterministic), as read back, as with the entry
    stamp of its own (``entry_at_exit=False``)."""
    options = {"entry_at_exit": False} if at_entry else {}
    _, base, _, _ = launch(tmp_path, records=64, **options)
    n = 2 * len(expected_waves())
    base = base.records
    start = (1 << 32) - 1 - int(base[0:n:2, 0].max())   # the last entry at 2^32 - 1
    _, raw, _, _ = launch(tmp_path, records=64, clock=start, **options)
    raw = raw.records
    assert len(raw) == len(base) == n
    for word in (0, 1):                              # steady, cycles
        assert (raw[:n, word] - base[:n, word] == start).all()
        assert (raw[:n, 2:] == base[:n, 2:]).all()
    entries = raw[0:n:2, 0]
    # CHECK: every entry before the wrap, every exit after it
    assert (entries < 1 << 32).all() and (raw[1:n:2, 0] >= 1 << 32).all()


def test_waves_past_the_slots_write_nothing_and_are_counted(tmp_path):
    section, lt, raw, _ = launch(tmp_path, records=40)
    waves = expected_waves()
    kept = section.waves
    assert kept == 20 < len(waves)
    assert lt.drops == 2 * (len(waves) - kept) == 8
    assert len(lt.records) == 2 * kept
    capture = TimelineCapture(steady_hz=1e6, launches=(lt,))
    s = wave_spans(capture, section).spans
    assert sorted(zip(s.block_x, s.block_y, s.block_z, s.wave)) == \
        sorted((*b, w) for i, b, w in waves if i < kept)


def test_bbprof_run_zeroes_the_slots_per_launch(tmp_path):
    """Through the runner: each launch's slots are its own (the buffer is zeroed before
    it), and the launch's waves give the drops."""
    path = tmp_path / "apart.ll"
    path.write_text(KERNEL)
    module = load_module(path)
    from bbprof.instrument import instrument

    counted = instrument(module)
    again = load_module(path, text=counted.text, allow_instrumented=True)
    text, section = add_timeline(again, records=40)
    block_map = dataclasses.replace(counted.block_map, timeline=section)
    threads = int(np.prod(GRID)) * int(np.prod(BLOCK))
    specs = [parse_spec(f"u64[{threads}]"), parse_spec(f"i32:{SPIN}")]
    result = run_kernel(get_backend("emulator"), text, block_map, "apart",
                        LaunchShape(GRID, BLOCK), specs, repeat=2)
    capture = result.profile.timeline
    assert [lt.drops for lt in capture.launches] == [8, 8]
    first, second = capture.launches
    assert len(first.records) == len(second.records) == 2 * section.waves
    assert second.records[:, 0].min() > first.records[:, 0].max()
    # the profile keeps the slots and the launch's waves; it reads back as written
    data = json.loads(json.dumps(capture.to_json()))
    again_capture = TimelineCapture.from_json(data)
    assert [(lt.waves, lt.launched, lt.drops) for lt in again_capture.launches] == \
        [(20, 24, 8)] * 2


def test_old_profiles_decode_records_without_the_valid_bit():
    """Records of bbprof before the slots (no VALID bit, all claimed) decode as before."""
    from bbprof.instrument.blockmap import TimelineGlobal

    section = TimelineGlobal(records=4, at=("entry", "exit"), sites=("k",),
                             steady_clock="s", cycle_clock="c", steady_hz=1e6)
    old = {"steady_hz": 1e6, "launches": [{"cursor": 2, "capacity": 4, "records": [
        [10, 0, 0 | (3 << 16), 7], [25, 0, 1 | (3 << 16), 7]]}]}
    capture = TimelineCapture.from_json(old)
    assert capture.launches[0].waves == 0 and capture.drops == 0
    spans = wave_spans(capture, section).spans
    assert len(spans) == 1 and spans.wave[0] == 3 and spans.block_x[0] == 7
    assert spans.dur_us[0] == pytest.approx(15.0)


def test_slots_then_claimed_regions_through_the_cli(tmp_path):
    """``--timeline-waves 5`` of 64 records with loop stamps: slot pairs 0-9, then one
    region of 54 claimed records at 10. ``trips`` on 2 blocks of 4 warps (every lane
    loops): warps 0-4 have slots, 5-7 drop theirs (6 records); every warp's loop entry
    and exit are claimed, after the slots."""
    from bbprof.cli.main import main
    from bbprof.profile import Profile

    from bbprof_testpaths import DATA

    src = tmp_path / "cases.ll"
    src.write_text((DATA / "runtime" / "nvptx_cases.ll").read_text())
    grid, block, trips = 2, 128, 3
    threads = grid * block
    warps = threads // WARP
    np.save(tmp_path / "trips.npy", np.full(threads, trips, np.int32))
    assert main(["instrument", str(src), "--timeline", "--counters", "none",
                 "--timeline-at", "entry,exit,loops", "--timeline-waves", "5",
                 "--timeline-records", "64", "-q"]) == 0
    assert main(["run", str(tmp_path / "cases.bbprof.ll"), "--backend", "emulator", "-k",
                 "trips", "--grid", str(grid), "--block", str(block), "-a",
                 f"i32[{threads}]", "-a", f"@{tmp_path / 'trips.npy'}", "-q"]) == 0
    profile = Profile.load(tmp_path / "cases.bbprof")
    section = profile.block_map.timeline
    assert (section.waves, section.regions, section.region_records) == (5, 1, 54)
    (lt,) = profile.timeline.launches
    assert lt.launched == warps and lt.cursor == 2 * warps
    assert lt.drops == 2 * (warps - 5)
    frame = records_frame(profile.timeline, section)
    kinds = frame.groupby("kind").size().to_dict()
    assert kinds == {"entry": 5, "exit": 5, "loop_entry": warps, "loop_exit": warps}
    slots = frame[frame.kind.isin(("entry", "exit"))]
    assert sorted(set(zip(slots.block_x, slots.wave))) == \
        [divmod(w, block // WARP) for w in range(5)]
