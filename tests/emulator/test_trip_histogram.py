"""The trip histograms that NVPTX loops kept in registers record (sites.TRIP_WORDS), executed
by the emulator and checked against trip counts derived from the launch's inputs: the
issue model (bbprof.isa.issue) sums each unrolled copy's runs over them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import EVERY_BLOCK, Mode
from bbprof.instrument.sites import TRIP_WORDS
from bbprof.ir import load_module
from bbprof.isa.issue import TripHistogram
from bbprof.profile import Profile
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

ROOT = Path(__file__).resolve().parents[2]
LOOP = ROOT / "bbprof" / "examples" / "nvptx_loop.ll"
CASES = ROOT / "tests" / "data" / "runtime" / "nvptx_cases.ll"
TRIPS = ROOT / "tests" / "data" / "runtime" / "trips.npy"
DEFAULT, EVERY = Mode(), Mode(placement=EVERY_BLOCK)


def _run(result, kernel, shape, buffers, scalars):
    backend = get_backend("emulator")
    code = backend.load(result.text, result.block_map)
    fn = code.program.by_name[kernel]
    args = [backend.upload(b) for b in buffers] + scalars
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch(kernel, shape, args)
    return Profile.from_counters(result.block_map, code.read_counters())


@pytest.mark.parametrize("mode", [DEFAULT, EVERY], ids=str)
@pytest.mark.parametrize("n", [5, 37])
def test_uniform_loop_records_every_warp_entry(mode, n):
    """The loop kernel: every warp (8 blocks x 4 warps) enters the loop once and runs it
    n times; 37 = 2 x 16 + 5 lands in bin 16 + 5 with quotient 2 per entry. Spanning-tree
    placement flushes back-edge counts (n - 1): the histogram still holds n."""
    result = instrument(load_module(LOOP), mode=mode)
    (loop,) = [r for r in result.block_map.function("loop_kernel").register_loops]
    assert loop.trips is not None
    x = np.zeros(8 * 1024, np.float32)
    profile = _run(result, "loop_kernel", LaunchShape.of(8, 128), [x, x.copy(), x.copy()],
                   [Scalar(n, np.dtype(np.int32))])
    bins, quotient, mixed = profile.trips["loop_kernel"][loop.block]
    assert TripHistogram(bins, quotient) == TripHistogram.of([n] * 32)
    assert mixed == 0


def test_lanes_with_different_trips():
    """trips: lane g runs the loop trips[g] times (0..10); each warp's lanes that enter
    leave by one exit, and the warp's entry is its longest lane's run (10 in every warp
    here), with lanes that ran fewer: every entry is 'mixed'."""
    trips = np.load(TRIPS)
    result = instrument(load_module(CASES), mode=DEFAULT)
    loop = next(r for r in result.block_map.function("trips").register_loops)
    profile = _run(result, "trips", LaunchShape.of(4, 256),
                   [np.zeros(1024, np.int32), trips.astype(np.int32)], [])
    bins, quotient, mixed = profile.trips["trips"][loop.block]
    per_warp = trips.reshape(-1, 32)
    entered = [w[w > 0] for w in per_warp if (w > 0).any()]
    assert TripHistogram(bins, quotient) == TripHistogram.of([w.max() for w in entered])
    assert mixed == sum(1 for w in entered if w.min() != w.max())
    # the histogram adds up to the loop's wave count; a profile where it does not is refused
    waves = profile.to_dataframe().set_index(["function", "block_id"]).wave_hits
    assert sum(n * c for n, c in enumerate(bins[:16])) == waves[("trips", loop.block)]


def test_a_histogram_that_does_not_add_up_is_refused(tmp_path):
    from bbprof.errors import MismatchError

    result = instrument(load_module(LOOP), mode=DEFAULT)
    x = np.zeros(8 * 1024, np.float32)
    profile = _run(result, "loop_kernel", LaunchShape.of(8, 128), [x, x.copy(), x.copy()],
                   [Scalar(3, np.dtype(np.int32))])
    path = tmp_path / "p.bbprof"
    profile.save(path)
    assert Profile.load(path).trips == profile.trips
    text = path.read_text().replace('"trips":{"loop_kernel":{"1":[[0,0,0,32',
                                    '"trips":{"loop_kernel":{"1":[[0,0,0,31')
    assert text != path.read_text()
    path.write_text(text)
    with pytest.raises(MismatchError, match="trip histogram adds up"):
        Profile.load(path)


@pytest.mark.parametrize("n", [5, 37])
def test_without_trip_histograms_the_counts_are_the_same(n):
    """``instrument(trips=False)`` (the variant the occupancy check falls back to where
    the histogram costs the kernel CTAs per SM): no histogram words, no trips in the
    profile, and every block's counts equal those of the kernel that records them."""
    module = load_module(LOOP)
    x = np.zeros(8 * 1024, np.float32)
    counts = {}
    for trips in (True, False):
        result = instrument(module, mode=DEFAULT, trips=trips)
        assert result.trip_loops == (1 if trips else 0)
        (loop,) = result.block_map.function("loop_kernel").register_loops
        assert (loop.trips is not None) == trips
        profile = _run(result, "loop_kernel", LaunchShape.of(8, 128),
                       [x, x.copy(), x.copy()], [Scalar(n, np.dtype(np.int32))])
        assert bool(profile.trips) == trips
        frame = profile.to_dataframe().set_index("block_id")
        counts[trips] = frame[["thread_hits", "wave_hits"]].to_dict()
        words = result.block_map.counters.words_used
        counts[f"words{trips}"] = words
    assert counts[True] == counts[False]
    assert counts["wordsTrue"] - counts["wordsFalse"] == TRIP_WORDS
    # by hand: 8 blocks x 128 threads each run the body n times
    assert counts[False]["thread_hits"][loop.block] == 8 * 128 * n
    assert counts[False]["wave_hits"][loop.block] == 8 * 4 * n
