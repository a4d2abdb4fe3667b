"""Where each counter lives in the counter global, and which shard a wave writes.

The module gets one global, ``__bbprof_counters``: ``shards`` rows of ``row_words`` u64
words each, every row 128-byte aligned (``row_words`` is a multiple of 16). Every counter
(a block's, or an edge's) owns one word of every row — two with ``--wide-counters`` — in
the order the block map lists them. A wave
picks its row once, at function entry; the decoder sums the rows. Counts are exact
whichever row a wave picks, so shard selection is a question of speed only: waves that
run at the same time should write different cache lines.

Shard selection (``shard = (unit * wave_slots + wave_slot) mod shards``):

* NVPTX: ``unit`` is ``%smid`` and ``wave_slot`` the warp's index in its CTA modulo
  ``wave_slots`` (8). On the H200 one shared row made a matmul 4x slower; one row per
  (SM, warp slot) with the ids read at entry cost about 1% (../shared/NOTES.md).
* AMDGPU gfx9 (gfx908/90a/94x/95x): ``unit`` is the CU/SH/SE id from the ``HW_ID``
  hardware register (bits 8-15); on gfx94x/95x it is that id times 8 plus ``XCC_ID``
  (bits 0-3), so that the eight XCDs of an MI300X never share a row (docs/amd.md);
  ``wave_slot`` is ``workitem.id.x / wave size``.
* AMDGPU gfx10 and newer: ``unit`` is the workgroup id (x); ``wave_slot`` as above.
* host: one row.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from bbprof.errors import InputError
from bbprof.ir.arch import AMDGPU, arch_of

COUNTER_SYMBOL = "__bbprof_counters"
CFG_HASH_SYMBOL = "__bbprof_cfg_hash"
WORD_BYTES = 8
ROW_ALIGN_WORDS = 16          # 128 bytes
FIELDS = ("thread_hits", "wave_hits")
# The default shards keep the counter global within this many bytes: a module of many
# counters (10,000 functions: 37 words each) at 2,048 rows would take 6 GB of device
# memory, zeroed before and read after every launch. Rows of up to 4,096 words keep every
# default shard; longer rows get the largest power of two of shards that fits.
COUNTER_BUDGET_BYTES = 64 << 20



@dataclass(frozen=True)
class CounterLayout:
    sites: int                 # counters in the module (blocks and edges counted)
    words_used: int            # u64 words they take in a row
    shards: int
    wave_slots: int
    shard_selection: str

    @property
    def row_words(self) -> int:
        return row_words(self.words_used)

    @property
    def words(self) -> int:
        return self.shards * self.row_words

    @property
    def nbytes(self) -> int:
        return self.words * WORD_BYTES

    def to_json(self) -> dict:
        data = asdict(self)
        data.update(symbol=COUNTER_SYMBOL, cfg_hash_symbol=CFG_HASH_SYMBOL,
                    word_bytes=WORD_BYTES, row_words=self.row_words, words=self.words,
                    slots=self.sites)
        return data


def make_layout(capabilities, arch: str | None, sites: int, words_used: int,
                shards: int | None) -> CounterLayout:
    """The layout of ``sites`` counters taking ``words_used`` words, on the target whose
    ``capabilities`` (``counting.capabilities``) give the default shards, the wave slots
    and the shard rule."""
    if shards is None:
        shards = default_shards(capabilities.shards, words_used)
    if shards < 1 or shards > 1 << 20:
        raise InputError(f"--shards must be between 1 and {1 << 20}, not {shards}")
    return CounterLayout(sites=sites, words_used=words_used, shards=shards,
                         wave_slots=capabilities.wave_slots,
                         shard_selection=capabilities.shard_rule(arch))


def row_words(words_used: int) -> int:
    """A row of ``words_used`` counter words, padded to 128 bytes (at least one line)."""
    return max(ROW_ALIGN_WORDS, -(-words_used // ROW_ALIGN_WORDS) * ROW_ALIGN_WORDS)


def default_shards(target_default: int, words_used: int) -> int:
    """The target's default shard count, halved until the counter global fits
    ``COUNTER_BUDGET_BYTES`` (at least one row)."""
    row_bytes = row_words(words_used) * WORD_BYTES
    shards = target_default
    while shards > 1 and shards * row_bytes > COUNTER_BUDGET_BYTES:
        shards //= 2
    return shards


def is_gfx9(arch: str | None) -> bool:
    """Whether the AMDGPU processor's ``HW_ID`` names the compute unit (``arch.py``)."""
    facts = arch_of(AMDGPU, arch)
    return facts is not None and facts.hw_id_unit


def has_xcc(arch: str | None) -> bool:
    """Whether the AMDGPU processor has ``XCC_ID`` (``arch.py``)."""
    facts = arch_of(AMDGPU, arch)
    return facts is not None and facts.xcc_id
