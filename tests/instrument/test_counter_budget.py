"""The counter global's default size is bounded (issue 44's scale run): at 2,048 rows a
module of 10,000 small functions (37 counter words each) took 6 GB, zeroed before and read
after every launch, and the emulator could not hold it. The default shards now halve
until the global fits 64 MiB; an explicit --shards is kept as given."""

from __future__ import annotations

from bbprof.instrument import instrument
from bbprof.instrument.layout import COUNTER_BUDGET_BYTES, WORD_BYTES, default_shards
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module

EVERY_BLOCK = Mode.from_string("thread,wave/every-block,loops-in-memory")


def test_default_shards_halve_to_the_budget():
    assert default_shards(2048, 37) == 2048
    assert default_shards(2048, 4096) == 2048        # 4,096 words x 2,048 rows: 64 MiB
    assert default_shards(2048, 4097) == 1024        # a row of 4,112 words
    assert default_shards(2048, 370_000) == 16       # 10,000 functions of 37 words
    assert default_shards(2048, 10 ** 9) == 1        # never below one row
    assert default_shards(1, 10 ** 6) == 1


def _chain(blocks: int) -> str:
    """An NVPTX kernel of ``blocks`` blocks, each storing and branching to the next."""
    body = ["define ptx_kernel void @k(ptr addrspace(1) %p) {", "b0:"]
    for i in range(blocks - 1):
        body += [f"  store volatile i32 {i}, ptr addrspace(1) %p", f"  br label %b{i + 1}",
                 f"b{i + 1}:"]
    body += ["  ret void", "}"]
    return 'target triple = "nvptx64-nvidia-cuda"\n' + "\n".join(body) + "\n"


def test_a_module_of_many_counters_gets_fewer_rows(tmp_path):
    module = load_module(tmp_path / "chain.ll", text=_chain(4200))
    result = instrument(module, mode=EVERY_BLOCK)
    layout = result.block_map.counters
    assert layout.row_words * layout.shards * WORD_BYTES <= COUNTER_BUDGET_BYTES
    assert layout.shards == 1024 and layout.row_words >= 4200
    assert f"[{layout.words} x i64]" in result.text
    # a small module keeps the target's 2,048 rows, and --shards is kept as given
    assert instrument(load_module(tmp_path / "c.ll", text=_chain(8)),
                      mode=EVERY_BLOCK).block_map.counters.shards == 2048
    assert instrument(module, mode=EVERY_BLOCK, shards=2048).block_map.counters.shards == 2048
