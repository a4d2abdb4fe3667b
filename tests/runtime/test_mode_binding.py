"""A block map decodes only the counters of the module it was written with (issue 37).

One input instrumented in two counting modes has one CFG hash: before block map version 8
each mode's map decoded the other module's counters with exit 0 and wrong counts. Now
the module holds the map's binding hash (``BlockMap.binding_hash``: input, target, mode,
placement, layout, every word), and every reader refuses a map of another mode, placement
or layout in one line: ``bbprof run --map``, ``BlockMap.decode``, a profile whose embedded
map was swapped, and a map edited after it was written. (The Triton session:
tests/runtime/test_triton_hip.py; native dumps: tests/runtime/wrap/test_profile_program.py.)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.errors import InputError, MismatchError
from bbprof.instrument import instrument
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.modes import EVERY_BLOCK, Mode
from bbprof.ir import load_module
from bbprof.profile import Profile

DATA = Path(__file__).resolve().parents[1] / "data"
LOOPS = DATA / "host" / "host_loops.ll"
# nested(i, j): the kernel of host_loops.ll the runs below call
RUN = ["--backend", "host", "-k", "nested", "--grid", "1", "--block", "1", "-a", "i32:3",
       "-a", "i32:4"]


NAMES = ("default", "every", "shards", "wide", "memory")


def bbprof(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd)


@pytest.fixture(scope="module")
def modes(tmp_path_factory):
    """host_loops.ll instrumented five ways: default, every block, 7 shards, wide, loops
    in memory (the last of the same size as the default: only the binding tells)."""
    folder = tmp_path_factory.mktemp("modes")
    (folder / "k.ll").write_text(LOOPS.read_text())
    ways = {"default": [], "every": ["--placement", "every-block"],
            "shards": ["--shards", "7"], "wide": ["--wide-counters"],
            "memory": ["--loops-in-memory"]}
    for name, flags in ways.items():
        out = folder / f"{name}.ll"
        proc = bbprof("instrument", folder / "k.ll", "--target", "host", "-o", out, "-q",
                      *flags)
        assert proc.returncode == 0, proc.stderr
    return folder


def test_one_input_in_four_modes_has_one_cfg_and_four_bindings(modes):
    maps = {n: BlockMap.load(modes / f"{n}.json") for n in NAMES}
    assert len({m.cfg_hash for m in maps.values()}) == 1
    assert len({m.binding for m in maps.values()}) == len(NAMES)
    assert maps["memory"].counter_words == maps["default"].counter_words
    for name, m in maps.items():
        text = (modes / f"{name}.ll").read_text()
        assert f"constant i64 {m.module_hash_value}," in text
        assert m.version == 8 and m.binding == m.binding_hash()


@pytest.mark.parametrize("module,map_", [("default", "memory"), ("memory", "default"),
                                         ("default", "every"), ("every", "default"),
                                         ("default", "shards"), ("wide", "default")])
def test_run_refuses_the_map_of_another_mode_in_one_line(modes, module, map_):
    out = modes / f"{module}-{map_}.bbprof"
    proc = bbprof("run", modes / f"{module}.ll", "--map", modes / f"{map_}.json", *RUN,
                  "-o", out, "-q")
    assert proc.returncode == 2 and proc.stdout == "", proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bbprof: error: ")
    assert f"{map_}.json" in lines[0]
    same_size = (BlockMap.load(modes / f"{module}.json").counter_words
                 == BlockMap.load(modes / f"{map_}.json").counter_words)
    # a counter array of another size is refused before the hash is read
    assert ("another block map" if same_size else "the block map says") in lines[0]
    assert not out.exists()


def test_each_mode_decodes_its_own_counters_to_the_same_counts(modes):
    counts = {}
    for name in NAMES:
        out = modes / f"{name}.bbprof"
        proc = bbprof("run", modes / f"{name}.ll", "--map", modes / f"{name}.json", *RUN,
                      "-o", out, "-q")
        assert proc.returncode == 0, proc.stderr
        counts[name] = Profile.load(out).to_dataframe()[
            ["function", "block", "thread_hits", "wave_hits"]].values.tolist()
    assert all(counts[name] == counts["default"] for name in NAMES)
    # nested(3, 4), by hand (host: a "wave" is a thread): the outer header n + 1 = 4
    # times, the inner header n * (m + 1) = 15, its body n * m = 12, half odd (i + j)
    rows = {r[1]: (r[2], r[3]) for r in counts["default"] if r[0] == "nested"}
    assert (rows["outer"], rows["inner"], rows["body"], rows["odd"], rows["even"]) == (
        (4, 4), (15, 15), (12, 12), (6, 6), (6, 6))


def test_decode_refuses_the_other_modes_counters_in_the_library(modes):
    default = load_module(modes / "k.ll", "host")
    a = instrument(default)
    b = instrument(default, mode=Mode(placement=EVERY_BLOCK))
    assert a.block_map.cfg_hash == b.block_map.cfg_hash
    raw = np.zeros(b.block_map.counter_words, np.uint64)
    with pytest.raises(MismatchError, match="another block map"):
        b.block_map.decode(raw, cfg_hash=a.block_map.module_hash_value, module="a.ll")
    b.block_map.decode(raw, cfg_hash=b.block_map.module_hash_value, module="b.ll")


def test_an_edited_map_is_refused_where_it_is_read(modes, tmp_path):
    data = json.loads((modes / "default.json").read_text())
    fn = next(f for f in data["functions"] if f["name"] == "nested")
    fn["blocks"][1]["successors"] = list(reversed(fn["blocks"][1]["successors"])) + [0]
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    with pytest.raises(InputError, match="does not match its binding hash"):
        BlockMap.load(edited)
    proc = bbprof("run", modes / "default.ll", "--map", edited, *RUN, "-o",
                  tmp_path / "x.bbprof", "-q")
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert "binding hash" in proc.stderr and not (tmp_path / "x.bbprof").exists()


def test_report_refuses_a_profile_whose_map_was_swapped(modes, tmp_path):
    out = modes / "default.bbprof"
    if not out.exists():
        assert bbprof("run", modes / "default.ll", "--map", modes / "default.json", *RUN,
                      "-o", out, "-q").returncode == 0
    data = json.loads(out.read_text())
    data["block_map"] = json.loads((modes / "every.json").read_text())
    swapped = tmp_path / "swapped.bbprof"
    swapped.write_text(json.dumps(data))
    proc = bbprof("report", swapped)
    assert proc.returncode == 2 and proc.stdout == "", proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "were decoded with the block map" in lines[0]
    assert bbprof("report", out, "-q").returncode == 0
