"""Lanes, waves and workgroups of one emulated launch (or of one chunk of its workgroups).

Every lane of the chunk has a *position*: ``workgroup * padded + local``, where ``local`` is
the lane's linear index in its workgroup (``x + bx * (y + by * z)``, as both vendors
linearise) and ``padded`` is the workgroup size rounded up to the wave size. A wave (AMD)
or warp (NVIDIA) is ``wave_size`` consecutive positions, so it never straddles two
workgroups; the padding lanes of a last, partial wave are never active (as on hardware,
where the wave is launched with those lanes off in EXEC).

A value of the kernel is one numpy array over positions; an instruction runs over the
positions that are active, given as a sorted index array (``None``: all of them).
Cross-lane operations (ballot, readfirstlane, mbcnt, DPP, permlane, bpermute, shuffles)
scatter their operand into a wave-shaped ``(waves, wave_size)`` array, combine within
rows, and gather the result back; inactive lanes read as 0 where hardware would read
zero, and an operation that would read an inactive lane's stale register faults instead
of guessing.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault


class Chunk:
    """The geometry and per-workgroup state of the workgroups run together."""

    def __init__(self, workgroups: np.ndarray, grid, block, wave_size: int,
                 lds_bytes: int, private_bytes: int):
        self.grid, self.block = tuple(grid), tuple(block)
        self.wave_size = wave_size
        bx, by, bz = block
        self.threads = bx * by * bz
        self.padded = -(-self.threads // wave_size) * wave_size
        self.workgroups = workgroups                      # (k, 3) ids of the chunk's wgs
        k = len(workgroups)
        self.lanes = k * self.padded
        position = np.arange(self.lanes, dtype=np.int64)
        local = position % self.padded
        self.wg_of = position // self.padded             # chunk-local workgroup index
        self.local = local
        self.valid = local < self.threads
        self.tid = (local % bx, (local // bx) % by, local // (bx * by))
        self.wgid = tuple(workgroups[:, d][self.wg_of] for d in range(3))
        self.lane_in_wave = (position % wave_size).astype(np.uint32)
        self.alive = self.valid.copy()
        self.alive_per_wg = np.full(k, self.threads, np.int64)
        self.lds_bytes = lds_bytes
        self.lds = np.zeros(max(lds_bytes * k, 16), np.uint8)
        self.private_bytes = private_bytes
        self.private = np.zeros(max(private_bytes * self.lanes, 16), np.uint8)

    def start(self):
        """The active positions at the kernel's entry."""
        return None if self.threads == self.padded else np.nonzero(self.valid)[0]

    def retire(self, positions: np.ndarray) -> None:
        """Lanes that returned from the kernel."""
        self.alive[positions] = False
        np.subtract.at(self.alive_per_wg, self.wg_of[positions], 1)

    def check_barrier(self, positions: np.ndarray | None, where: str) -> None:
        """Every live lane of a workgroup that reaches a barrier must reach it together."""
        if positions is None:
            return
        counts = np.bincount(self.wg_of[positions], minlength=len(self.workgroups))
        bad = np.nonzero((counts > 0) & (counts != self.alive_per_wg))[0]
        if bad.size:
            w = int(bad[0])
            raise EmulatorFault(
                f"a barrier in {where} is reached by {int(counts[w])} of the "
                f"{int(self.alive_per_wg[w])} running lanes of workgroup "
                f"{tuple(int(v) for v in self.workgroups[w])}: a barrier under divergent "
                "control flow", hint="every lane of a workgroup must reach each barrier")


def wave_rows(chunk: Chunk, positions: np.ndarray, values, fill=0, dtype=None):
    """Scatter per-lane ``values`` into a ``(waves, wave_size)`` array (``fill`` elsewhere)
    and a matching ``active`` array."""
    w = chunk.wave_size
    n = chunk.lanes // w
    values = np.asarray(values)
    dtype = dtype or values.dtype
    tail = values.shape[1:] if values.ndim > 1 else ()
    rows = np.full((chunk.lanes,) + tail, fill, dtype=dtype)
    active = np.zeros(chunk.lanes, bool)
    rows[positions] = values
    active[positions] = True
    return rows.reshape((n, w) + tail), active.reshape(n, w)


def _whole_waves(positions: np.ndarray, wave_size: int) -> bool:
    """Whether the sorted ``positions`` are whole waves, one after another (every lane of
    each wave they touch)."""
    n = len(positions)
    return bool(n) and n % wave_size == 0 and positions[0] % wave_size == 0 and \
        positions[-1] - positions[0] + 1 == n


def ballot(chunk: Chunk, positions: np.ndarray, predicate, dtype=np.uint64) -> np.ndarray:
    """Per active lane: the wave's mask of active lanes whose predicate holds (as
    ``dtype``: u64, or u32 for wave32's ``ballot.i32``). ``positions`` is sorted, so each
    wave's lanes are one run: whole waves (every lane active, the usual case) pack their
    predicates eight to a byte, other runs OR their lanes' bits together
    (``reduceat``)."""
    w = chunk.wave_size
    n = len(positions)
    predicate = np.asarray(predicate, bool)
    if not n:
        return np.zeros(0, dtype)
    if w in (32, 64) and _whole_waves(positions, w):
        if predicate.ndim == 0:
            bits = np.full(n // w, (1 << w) - 1 if predicate else 0, np.uint64)
        else:
            bits = np.packbits(predicate.reshape(-1, w), axis=1, bitorder="little").view(
                f"<u{w // 8}").reshape(-1)
        return np.repeat(bits.astype(dtype), w)
    wave = positions // w
    starts = np.empty(n, bool)
    starts[0] = True
    np.not_equal(wave[1:], wave[:-1], out=starts[1:])
    first = np.flatnonzero(starts)
    bit = np.left_shift(np.uint64(1), (positions % w).astype(np.uint64))
    if predicate.ndim:
        bit = np.where(predicate, bit, np.uint64(0))
    elif not predicate:
        return np.zeros(n, dtype)
    return np.repeat(np.bitwise_or.reduceat(bit, first).astype(dtype),
                     np.diff(np.append(first, n)))


def first_of_wave(positions: np.ndarray, wave_size: int) -> np.ndarray:
    """For each active lane, the index (into ``positions``) of its wave's first active
    lane. ``positions`` is sorted."""
    if _whole_waves(positions, wave_size):
        return np.arange(len(positions)) // wave_size * wave_size
    wave = positions // wave_size
    starts = np.empty(len(positions), bool)
    if len(positions):
        starts[0] = True
        starts[1:] = wave[1:] != wave[:-1]
    first = np.nonzero(starts)[0]
    return first[np.cumsum(starts) - 1]


def wave_reduce(positions: np.ndarray, wave_size: int, values: np.ndarray, ufunc):
    """Per active lane: ``ufunc`` reduced over its wave's active lanes. Whole waves of
    integers reduce as rows (the order of an integer reduction changes nothing)."""
    values = np.asarray(values)
    if values.dtype.kind in "uib" and _whole_waves(positions, wave_size):
        rows = ufunc.reduce(values.reshape((-1, wave_size) + values.shape[1:]), axis=1)
        return np.repeat(rows, wave_size, axis=0)
    wave = positions // wave_size
    starts = np.empty(len(positions), bool)
    if len(positions):
        starts[0] = True
        starts[1:] = wave[1:] != wave[:-1]
    first = np.nonzero(starts)[0]
    reduced = ufunc.reduceat(values, first) if len(first) else values[:0]
    return reduced[np.cumsum(starts) - 1]


def read_lanes(chunk: Chunk, positions: np.ndarray, values, source_lane: np.ndarray,
               what: str, *, inactive: str = "fault", valid=None):
    """Per active lane: ``values`` of lane ``source_lane`` (lane index in the wave) of its
    wave. ``inactive``: what a read of an inactive (or ``valid``-false) source gives:
    "fault", "zero", or "none" (the caller decides; a mask of readable sources is
    returned as well)."""
    w = chunk.wave_size
    values = np.asarray(values)
    rows, active = wave_rows(chunk, positions, np.broadcast_to(
        values, positions.shape + values.shape[1:]))
    wave = positions // w
    src = np.asarray(source_lane, np.int64) % w
    src = np.broadcast_to(src, positions.shape)
    ok = active[wave, src]
    if valid is not None:
        ok = ok & valid
    out = rows[wave, src]
    if inactive == "fault" and not ok.all():
        bad = int(np.nonzero(~ok)[0][0])
        raise EmulatorFault(f"{what}: lane {int(positions[bad] % w)} of a wave reads lane "
                            f"{int(src[bad])}, which is not active (its register would be "
                            "stale: the emulator does not guess it)")
    if inactive == "zero":
        out = np.where(ok.reshape(ok.shape + (1,) * (out.ndim - 1)), out, 0).astype(out.dtype)
    return out, ok


def scatter_lanes(chunk: Chunk, positions: np.ndarray, values, dest_lane) -> np.ndarray:
    """Per active lane: the value some active lane of its wave sent it (``dest_lane``,
    taken modulo the wave size, names the lane each one sends to), 0 where none did;
    where several send to one lane, the highest-numbered sender's value."""
    w = chunk.wave_size
    values = np.broadcast_to(np.asarray(values), positions.shape)
    dest = np.broadcast_to(np.asarray(dest_lane, np.int64) % w, positions.shape)
    target = positions - positions % w + dest
    sender = np.full(chunk.lanes, -1, np.int64)
    np.maximum.at(sender, target, np.arange(len(positions)))
    got = sender[positions]
    return np.where(got >= 0, values[np.maximum(got, 0)], 0).astype(values.dtype)
