"""Atomics of a wave's lanes, in lane order: the read-modify-write that ``atomicrmw``
(``access.py``), PTX's ``atom``/``red`` (``ptx.py``) and AMD's buffer atomics
(``buffers.py``) share. Each combines a memory word with each lane's value as if the lanes
ran one after the other, the lowest position first, so results are deterministic."""

from __future__ import annotations

import numpy as np

# atomicrmw's operations: how a word and a lane's value combine (None: exchange; "smax"
# and "smin": compared as signed, ``values.signed_pair``)
RMW = {"add": np.add, "sub": np.subtract, "and": np.bitwise_and, "or": np.bitwise_or,
       "xor": np.bitwise_xor, "umax": np.maximum, "umin": np.minimum,
       "max": "smax", "min": "smin", "fadd": np.add, "fsub": np.subtract,
       "fmax": np.fmax, "fmin": np.fmin, "xchg": None}


def rmw_in_lane_order(view: np.ndarray, slots: np.ndarray, values: np.ndarray, combine,
                      additive: bool = False) -> np.ndarray:
    """Apply ``view[slot] = combine(view[slot], value)`` for each lane (``combine`` None:
    exchange) in lane order, so each lane sees the lanes before it at its slot; the value
    each lane saw. The same numbers as lane by lane, in vectorised steps: lanes are
    grouped by slot (a stable sort keeps lane order within a slot); with distinct slots it
    is one step; an integer ``add``/``sub`` (``additive``: arithmetic modulo 2^N, so
    prefix sums are exact) is one prefix sum; otherwise the k-th lanes of all slots go in
    step k (one ``ufunc.accumulate`` per slot where there are fewer slots than steps).
    Counters take the scan: bbprof's counting code has every wave's elected lane add to
    its shard's word, many waves to one word."""
    n = len(slots)
    order = np.argsort(slots, kind="stable")
    ordered = slots[order]
    starts = np.empty(n, bool)
    starts[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=starts[1:])
    if starts.all():                                  # distinct slots
        before = view[slots]
        view[slots] = values if combine is None else combine(before, values)
        return before
    first = np.flatnonzero(starts)
    group = np.cumsum(starts) - 1                     # each sorted lane's slot group
    vals = values[order]
    current = view[ordered[first]]                    # each slot's value now
    got = np.empty(n, view.dtype)
    counts = np.diff(np.append(first, n))
    if additive and view.dtype.kind in "ui":
        inclusive = np.cumsum(vals, dtype=view.dtype)  # wraps, as the adds do
        before_group = (inclusive - vals)[first]
        within = inclusive - vals - before_group[group]
        total = inclusive[first + counts - 1] - before_group
        if combine is np.subtract:
            got[order] = current[group] - within
            view[ordered[first]] = current - total
        else:
            got[order] = current[group] + within
            view[ordered[first]] = current + total
        return got
    sorted_got = np.empty(n, view.dtype)
    if isinstance(combine, np.ufunc) and len(first) < int(counts.max()):
        for g, (at, count) in enumerate(zip(first.tolist(), counts.tolist())):
            run = combine.accumulate(np.concatenate([current[g:g + 1], vals[at:at + count]]),
                                     dtype=view.dtype)
            sorted_got[at:at + count] = run[:-1]
            current[g] = run[-1]
    else:
        for k in range(int(counts.max())):        # the k-th lane of every slot
            live = np.flatnonzero(counts > k)
            at = first[live] + k
            sorted_got[at] = current[live]
            current[live] = vals[at] if combine is None else combine(current[live], vals[at])
    view[ordered[first]] = current
    got[order] = sorted_got
    return got
