"""The block map file: every version written so far reads into the same typed value.

tests/data/blockmap/v2_*.json were written by bbprof before the format's version 3 (the
commit before the typed block map, `bbprof instrument --target host` of
bbprof/examples/host_loops.ll, paths made relative); the profiles under tests/data/report
hold version-1 maps (every block, two words per block).
"""

from __future__ import annotations

import ctypes
import json
from dataclasses import replace

import pytest

from bbprof.errors import InputError
from bbprof.instrument import instrument
from bbprof.instrument.blockmap import EXIT, VERSION, BlockMap
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.host import HostProgram

from bbprof_testpaths import DATA, TESTS

EXAMPLE = TESTS.parent / "bbprof" / "examples" / "host_loops.ll"
V2 = {placement: DATA / "blockmap" / f"v2_host_loops.{placement}.json"
      for placement in ("spanning-tree", "every-block")}


def without_args(bm: BlockMap) -> BlockMap:
    """Version 2 did not record the functions' argument names."""
    return replace(bm, functions=tuple(replace(f, args=()) for f in bm.functions))


@pytest.mark.parametrize("placement", sorted(V2))
def test_version_2_reads_as_what_this_bbprof_writes(placement):
    old = BlockMap.load(V2[placement])
    assert old.version == 2
    # detour flags (uniform_loops.py) came later and give detour blocks other words;
    # version 2 predates folding (its unreachable block had a counter)
    now = instrument(load_module(EXAMPLE, "host"), mode=Mode(placement=placement),
                     detour_limit=0, fold=False).block_map
    # a map without hybrid placement's or folding's records was written as version 3;
    # since version 8 every map bbprof instrument writes is bound to its module
    assert now.to_dict()["version"] == 8 and VERSION == 8
    assert replace(now, binding=None).to_dict()["version"] == 3
    assert without_args(old) == without_args(replace(now, input=old.input))
    # the positional edge lists became records with a counter word per field
    written = json.loads(V2[placement].read_text())["functions"]
    assert sum(len(f.edges) for f in old.functions) == sum(len(f.get("edges", ()))
                                                          for f in written)
    for fn, data in zip(old.functions, written):
        for edge, raw in zip(fn.edges, data.get("edges", ())):
            assert (edge.source, edge.target, edge.kind, edge.block) == tuple(raw[:4])
            assert edge.counters == ({} if raw[4] is None else
                                     {"thread_hits": raw[4], "wave_hits": raw[4]})


def test_version_2_map_decodes_the_counters_of_todays_module():
    """The instrumented text is the same as when the v2 map was written: its counters
    decode with the old map to the counts the new one gives, and to the program's own."""
    old = BlockMap.load(V2["spanning-tree"])
    result = instrument(load_module(EXAMPLE, "host"), fold=False)
    program = HostProgram(result.text, result.block_map)
    nested = program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)
    nested(3, 4)
    raw = program.read_counters()
    by_old, by_new = old.decode(raw), result.block_map.decode(raw)
    assert by_old == by_new
    frame = old.block_counts(raw)
    got = dict(zip(frame[frame.function == "nested"].block,
                   frame[frame.function == "nested"].thread_hits.astype(int)))
    assert got == {"entry": 1, "outer": 4, "inner": 15, "body": 12, "odd": 6, "even": 6,
                   "inner.latch": 12, "outer.latch": 3, "exit": 1}
    # the edges too: 'inner' is entered 3 times from 'outer' and 12 times from its latch
    fn = old.function("nested")
    names = {b.id: b.name for b in fn.blocks} | {EXIT: "<exit>"}
    edges = {(names[e.source], names[e.target]): c
             for e, c in zip(fn.edges, by_old.edges["nested"]["thread_hits"])}
    assert edges[("outer", "inner")] == 3 and edges[("inner.latch", "inner")] == 12
    assert edges[("<exit>", "entry")] == 1 and edges[("exit", "<exit>")] == 1


@pytest.mark.parametrize("name", ["loop", "matmul", "conv_gfx942", "conv_gfx90a"])
def test_version_1_maps_in_saved_profiles(name):
    profile = Profile.load(DATA / "report" / f"{name}.bbprof")
    bm = profile.block_map
    assert bm.version == 1 and bm.cfg_hash is None
    assert bm.mode == Mode(counters=("thread_hits", "wave_hits"), placement="every-block",
                           packed=False)
    assert all(b.counters for f in bm.functions for b in f.blocks)
    assert all(not f.edges and not f.edges_known for f in bm.functions)
    assert bm.counters.sites == sum(len(f.blocks) for f in bm.functions)
    # written back, it is the current version, and reads as the same value
    again = BlockMap.from_dict(bm.to_dict())
    assert again == bm and again.version == bm.to_dict()["version"] == 3


def test_current_version_round_trips_and_writes_edges_as_records(tmp_path):
    bm = instrument(load_module(EXAMPLE, "host")).block_map
    bm.save(tmp_path / "m.json")
    data = json.loads((tmp_path / "m.json").read_text())
    assert BlockMap.load(tmp_path / "m.json") == bm
    fn = data["functions"][0]
    assert fn["name"] == "nested" and fn["args"] == ["%n", "%m"]
    edge = next(e for e in fn["edges"] if e["kind"] != "tree")
    assert set(edge) == {"source", "target", "kind", "block", "counters"}
    assert set(edge["counters"]) == {"thread_hits", "wave_hits"}
    assert all(e["counters"] == {} for e in fn["edges"] if e["kind"] == "tree")


def test_functions_json_made_once_and_written_as_made_fresh():
    """``bound`` and ``to_json`` share the functions' JSON (made once: issue 44); what is
    written and hashed is what a map made from scratch writes, and a map whose functions
    change never writes the old ones."""
    bm = instrument(load_module(EXAMPLE, "host")).block_map
    assert "_functions_json" in bm.__dict__          # made by bound()
    moved = bm.with_path("elsewhere.json")
    assert moved.__dict__["_functions_json"] is bm.__dict__["_functions_json"]
    fresh = replace(bm, path="elsewhere.json")          # nothing carried
    assert "_functions_json" not in fresh.__dict__
    assert moved.to_json() == fresh.to_json()
    assert moved.binding_hash() == fresh.binding_hash() == bm.binding
    renamed = replace(bm, functions=tuple(replace(f, name=f.name + "_2")
                                          for f in bm.functions))
    assert '"nested_2"' in renamed.to_json() and '"nested"' not in renamed.to_json()
    assert renamed.binding_hash() != bm.binding


@pytest.mark.parametrize("edit,message", [
    (lambda d: d.update(version=9), "block map version 9 is not supported"),
    (lambda d: d["functions"][0]["edges"][0].update(kind="sideways"), "of kind 'sideways'"),
    (lambda d: d["functions"][0]["edges"][1].pop("source"), "incomplete or malformed"),
    (lambda d: d["functions"][0]["blocks"][1].update(id=7), "block 1 has id 7"),
])
def test_malformed_maps_are_one_line(tmp_path, edit, message):
    data = instrument(load_module(EXAMPLE, "host")).block_map.to_dict()
    counted = next(i for i, e in enumerate(data["functions"][0]["edges"]) if e["kind"] != "tree")
    data["functions"][0]["edges"].insert(0, data["functions"][0]["edges"].pop(counted))
    edit(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(InputError, match=message) as info:
        BlockMap.load(path)
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_hybrid_placement_writes_version_4_and_reads_it_back(tmp_path):
    """A kernel with a divergent branch on the hybrid graph: its map is version 4 (older
    readers refuse it rather than decode it wrongly), with the records the decoder needs,
    and reads back as the same value."""
    bm = instrument(load_module(DATA / "corpus" / "sm_80" / "branchy.ll")).block_map
    (fn,) = bm.functions
    assert fn.hybrid and fn.divergent == (0,) and fn.merges == (8,)
    bm.save(tmp_path / "m.json")
    data = json.loads((tmp_path / "m.json").read_text())
    # bound to its module: version 8; unbound (the pass plugin run by hand) it is 4
    assert data["version"] == 8 == VERSION
    assert replace(bm, binding=None).to_dict()["version"] == 4
    written = data["functions"][0]
    assert written["divergent"] == [0] and written["merges"] == [8]
    assert [(b["source"], b["target"]) for b in written["balances"]] == [(0, EXIT), (EXIT, 8)]
    assert all(e["via"][0] == EXIT for e in written["edges"] if e["source"] == 0)
    assert not any(e["kind"] == "rest" for e in written["edges"])
    again = BlockMap.load(tmp_path / "m.json")
    assert again == bm and again.version == 8 and again.binding == bm.binding
