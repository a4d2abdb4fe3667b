"""The HIP backend's timeline read-back without ROCm, up to the launch: against a
stand-in ``hip`` module (tests/amd/amd_support.py's, whose "kernel" here writes one entry
and one exit record the way the stamps do: into wave 0 of block 3's slot pair, or, in a
module without slots, at the cursor), ``bbprof run``'s runner zeroes the buffer (slots)
or the cursor before each launch (both start as garbage), reads them back after it by
name (``hipModuleGetGlobal``, ``hipMemcpyDtoH``), and decodes one wave per launch."""

from __future__ import annotations

import ctypes
import dataclasses
import sys

import numpy as np
import pytest

from bbprof_testpaths import TESTS

sys.path.insert(0, str(TESTS / "amd"))
from amd_support import AMD_DATA, FakeHip, linker  # noqa: E402,F401 (fixture)

from bbprof.instrument import instrument  # noqa: E402
from bbprof.instrument.modes import Mode  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.runtime.args import parse_spec  # noqa: E402
from bbprof.runtime.backend import LaunchShape  # noqa: E402
from bbprof.runtime.hip import HipBackend  # noqa: E402
from bbprof.runtime.runner import run_kernel  # noqa: E402
from bbprof.timeline.decode import wave_spans  # noqa: E402
from bbprof.timeline.instrument import add_timeline  # noqa: E402

REDUCE = AMD_DATA / "triton" / "gfx942" / "reduce.ll"


BLOCK, WAVES_PER_BLOCK = 3, 4        # wave 0 of block 3 (256 threads of wave64)


class TimelineHip(FakeHip):
    """Timeline globals live in one allocation each, filled with garbage (0xAB: the VALID
    bit set everywhere); each launch writes an entry and an exit record of wave 0 of
    block 3, as two stamps would: at its slot pair (12) when the module has no cursor,
    else at the cursor."""

    def __init__(self):
        super().__init__()
        self.globals: dict[tuple, tuple[int, int]] = {}
        self.stamp = 0

    def hipModuleGetGlobal(self, module, name):
        if not name.startswith(b"__bbprof_timeline"):
            return super().hipModuleGetGlobal(module, name)
        err = self._record("hipModuleGetGlobal", (module, name))
        return (err, *self._device_global(module, name))

    def _device_global(self, module, name):
        key = (module, name)
        if key not in self.globals:
            size = self.modules[module].dynamic_symbols[name.decode()].size
            self.globals[key] = (self._alloc(size, fill=0xAB), size)
        return self.globals[key]

    def hipModuleLaunchKernel(self, function, *rest):
        out = super().hipModuleLaunchKernel(function, *rest)
        module = function[0]
        slots = "__bbprof_timeline_cursor" not in self.modules[module].dynamic_symbols
        buffer, _ = self._device_global(module, b"__bbprof_timeline")
        for kind in (0, 1):          # entry, then exit, of wave 0 of block (3, 0, 0)
            self.stamp += 10
            if slots:                # an exit holds no ids: the read-back adds the entry's
                index = 2 * BLOCK * WAVES_PER_BLOCK + kind
                event = (kind | 8 | (5 << 32)) if kind == 0 else (kind | 8)
                where = BLOCK if kind == 0 else 0
            else:
                cursor, _ = self._device_global(module, b"__bbprof_timeline_cursor")
                claimed = ctypes.c_uint64.from_address(cursor)
                index = claimed.value
                claimed.value += 1
                event, where = kind | 8 | (5 << 32), BLOCK
            words = (ctypes.c_uint64 * 4).from_address(buffer + 32 * index)
            words[:] = [self.stamp, 2 * self.stamp, event, where]
        return out


def run_reduce(linker, **timeline):
    module = load_module(REDUCE)
    # the stand-in kernel adds its threads to counter word 0: thread counts, every block
    counted = instrument(module, mode=Mode(counters=("thread_hits",),
                                           placement="every-block"))
    again = load_module(REDUCE, text=counted.text, allow_instrumented=True)
    text, section = add_timeline(again, **timeline)
    block_map = dataclasses.replace(counted.block_map, timeline=section)
    hip = TimelineHip()
    backend = HipBackend(hip_module=hip, linker=linker)
    specs = [parse_spec("f32[1024]:random"), parse_spec("f32[1]"), parse_spec("i32:1024")]
    result = run_kernel(backend, text, block_map, "reduce_kernel", LaunchShape.of(8, 256),
                        specs, repeat=3)
    capture = result.profile.timeline
    assert capture.steady_hz == 1e8 and len(capture.launches) == 3
    spans = wave_spans(capture, section).spans
    assert len(spans) == 3 and set(spans.unit) == {5} and set(spans.block_x) == {BLOCK}
    assert list(spans.dur_us) == pytest.approx([0.1] * 3)     # 10 ticks at 100 MHz
    names = [c for c in hip.calls if c[0] in ("hipMemsetD8", "hipModuleLaunchKernel",
                                                "hipMemcpyDtoH")]
    # the counters still decode beside the timeline: 3 launches of 8 x 256 threads
    assert int(result.profile.to_dataframe().thread_hits.iloc[0]) == 3 * 8 * 256
    return hip, section, capture, names


def test_hip_run_zeroes_and_reads_the_slots(linker):
    hip, section, capture, names = run_reduce(linker, records=64)
    assert section.waves == 32 and section.cursor_symbol is None
    for lt in capture.launches:          # zeroed before each launch: no garbage
        assert lt.launched == 8 * WAVES_PER_BLOCK and lt.drops == 0
        assert len(lt.records) == 2
    buffer, nbytes = hip.globals[("module0", b"__bbprof_timeline")]
    zeroes = [i for i, c in enumerate(names) if c[0] == "hipMemsetD8" and c[1][0] == buffer]
    launches = [i for i, c in enumerate(names) if c[0] == "hipModuleLaunchKernel"]
    assert len(zeroes) == 3 and all(z < k for z, k in zip(zeroes, launches))
    reads = [c for c in names if c[0] == "hipMemcpyDtoH" and c[1] == (buffer, nbytes)]
    assert len(reads) == 3


def test_hip_run_zeroes_and_reads_the_cursor(linker):
    hip, section, capture, names = run_reduce(linker, records=16, waves=0)
    for lt in capture.launches:          # zeroed before each launch: no garbage, no drops
        assert lt.cursor == 2 and lt.drops == 0 and len(lt.records) == 2
    cursor = hip.globals[("module0", b"__bbprof_timeline_cursor")][0]
    # per launch: zero the cursor, launch, read the cursor, read the buffer
    zeroes = [i for i, c in enumerate(names) if c[0] == "hipMemsetD8" and c[1][0] == cursor]
    launches = [i for i, c in enumerate(names) if c[0] == "hipModuleLaunchKernel"]
    assert len(zeroes) == 3 and all(z < k for z, k in zip(zeroes, launches))
    assert section.regions == 1          # 16 records: one region, one 128-byte cursor
    cursor_bytes = 8 * section.regions * section.cursor_words
    reads = [c for c in names if c[0] == "hipMemcpyDtoH" and c[1] == (cursor, cursor_bytes)]
    assert len(reads) == 3
