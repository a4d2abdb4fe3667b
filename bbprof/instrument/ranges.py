"""Refuse decoded counts that cannot be right, instead of reporting them.

Every counter word is a u64 that the device only ever adds to, so a count that is wrong
is wrong in a way arithmetic can see. Decoding calls ``check_counts`` on what it decoded
and raises ``CounterRangeError`` (naming the function and block) when:

* **a sum over shards overflowed u64**: each shard's word fits, but their sum does not.
  numpy's u64 sum wraps silently, so the sum is redone exactly on 32-bit halves (each
  half-sum fits in a u64 for fewer than 2^32 shards): the true sum is
  ``hi_sum * 2^32 + lo_sum``, which overflowed iff ``hi_sum + (lo_sum >> 32) >= 2^32``;
* **wave_hits > thread_hits**: every wave that entered a block had at least one lane;
* **thread_hits > wave_hits × wave_size**: a wave has at most ``wave_size`` lanes;
* **wave_hits == 0 while thread_hits > 0**: threads entered a block no wave entered
  (a special case of the previous rule, named apart because it is the usual symptom of
  counters read from another module or another layout);
* **a negative count**: possible only when a count was recovered by flow conservation
  (spanning-tree placement) from counters that wrapped or do not belong together.

Packed words (thread count in the low 32 bits, wave count above) are split before they
are summed, so their shard sums cannot overflow; decoding checks the carry between the
halves itself. The checks cost a few vectorised passes over the counter array.
"""

from __future__ import annotations

from bbprof.errors import CounterRangeError

THREAD, WAVE = "thread_hits", "wave_hits"
_HINT = ("the counters do not belong to this block map, or wrapped: decode the counters "
         "read from the module this map was written with, and read them more often")


def check_counts(block_map, decoded: dict, raw=None) -> None:
    """Raise ``CounterRangeError`` for the first impossible count.

    ``decoded``: ``{field: [count per block, in block-map order] or None}`` (what
    ``BlockMap.decode`` returns); ``raw``: the counter array it was decoded from, for the
    overflow check of unpacked words (skipped when None).
    """
    import numpy as np  # (decoding only: instrument starts without it)
    blocks = [(fn, block) for fn in block_map.functions for block in fn.blocks]
    if raw is not None:
        _check_shard_sums(block_map, raw, blocks)
    threads, waves = decoded.get(THREAD), decoded.get(WAVE)
    for field, values in ((THREAD, threads), (WAVE, waves)):
        if values is None:
            continue
        for (fn, block), value in zip(blocks, values):
            if value < 0:
                raise CounterRangeError(f"{_where(fn, block)}: {field} is {value}, "
                                        "a negative count", path=block_map.path, hint=_HINT)
    if threads is None or waves is None:
        return
    check_waves_within_threads(block_map, decoded)
    t = np.asarray(threads, dtype=object)
    w = np.asarray(waves, dtype=object)
    sizes = np.asarray([fn.wave_size for fn, _ in blocks], dtype=object)
    for index in _first((w == 0) & (t > 0)):
        fn, block = blocks[index]
        raise CounterRangeError(
            f"{_where(fn, block)}: thread_hits {t[index]:,} with wave_hits 0 (threads "
            "entered a block that no wave entered)", path=block_map.path, hint=_HINT)
    for index in _first(t > w * sizes):
        fn, block = blocks[index]
        raise CounterRangeError(
            f"{_where(fn, block)}: thread_hits {t[index]:,} > wave_hits {w[index]:,} x "
            f"wave size {fn.wave_size} (a wave has at most {fn.wave_size} lanes)",
            path=block_map.path, hint=_HINT)


def check_waves_within_threads(block_map, counts: dict, hint: str = _HINT) -> None:
    """Raise ``CounterRangeError`` where a block has more wave entries than thread entries
    (every wave that enters a block has at least one lane); ``counts`` as ``decoded``."""
    import numpy as np  # (decoding only: instrument starts without it)
    threads, waves = counts.get(THREAD), counts.get(WAVE)
    if threads is None or waves is None:
        return
    blocks = [(fn, block) for fn in block_map.functions for block in fn.blocks]
    w, t = np.asarray(waves, dtype=object), np.asarray(threads, dtype=object)
    for index in _first(w > t):
        fn, block = blocks[index]
        raise CounterRangeError(
            f"{_where(fn, block)}: wave_hits {w[index]:,} > thread_hits {t[index]:,} "
            "(every wave that enters a block has at least one lane)", path=block_map.path,
            hint=hint)


def _check_shard_sums(block_map, raw, blocks) -> None:
    import numpy as np  # (decoding only: instrument starts without it)
    mode = getattr(block_map, "mode", None)
    if mode is not None and getattr(mode, "is_packed", False):
        return
    counts = np.asarray(raw)
    if counts.dtype.kind not in "ui":
        return  # object arrays of Python ints: the decoder checked their range itself
    rows = counts.reshape(-1).astype(np.uint64).reshape(
        block_map.counters.shards, block_map.counters.row_words)
    lo = (rows & np.uint64(0xFFFFFFFF)).sum(axis=0, dtype=np.uint64)
    hi = (rows >> np.uint64(32)).sum(axis=0, dtype=np.uint64)
    overflowed = (hi + (lo >> np.uint64(32))) >= np.uint64(1 << 32)
    if not overflowed.any():
        return
    word = int(np.flatnonzero(overflowed)[0])
    exact = (int(hi[word]) << 32) + int(lo[word])
    for fn, block in blocks:
        for field, index in block.counters.items():
            if index == word:
                raise CounterRangeError(
                    f"{_where(fn, block)}: {field} summed over "
                    f"{block_map.counters.shards} shards is {exact:,}, more than a u64 "
                    "holds (the device's counter would have wrapped)", path=block_map.path,
                    hint=_HINT)
    raise CounterRangeError(
        f"counter word {word} summed over {block_map.counters.shards} shards is "
        f"{exact:,}, more than a u64 holds", path=block_map.path, hint=_HINT)


def _first(mask) -> list[int]:
    import numpy as np  # (decoding only: instrument starts without it)
    hits = np.flatnonzero(np.asarray(mask, dtype=bool))
    return [int(hits[0])] if hits.size else []


def _where(fn, block) -> str:
    return f"@{fn.name}, block '{block.name}' (id {block.id})"


__all__ = ["check_counts", "check_waves_within_threads"]
