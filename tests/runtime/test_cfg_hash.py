"""Counters are decoded only with the block map of the module they come from.

Two builds of one function with the same blocks, the same counter sizes and different
CFGs (the branch's targets swapped): each block map decodes the other build's counters
into plausible numbers, so only ``@__bbprof_cfg_hash`` can tell. Every read-back path
reads it from the loaded module and refuses a map that does not match, in one line
naming both hashes and both files. Since block map version 8 the module holds the map's
binding hash (CFG, mode, placement, layout, input): one input instrumented in two modes
has one CFG and two bindings, and each map refuses the other module's counters
(test_mode_binding.py).
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from bbprof.errors import MismatchError
from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.profile import Profile
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.runner import run_kernel

BUILD = """define i64 @k(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 2
  br i1 %c, label %FIRST, label %SECOND
big:
  %x = mul i32 %n, 3
  br label %done
small:
  %y = add i32 %n, 1
  br label %done
done:
  %r = phi i32 [ %x, %big ], [ %y, %small ]
  %w = sext i32 %r to i64
  ret i64 %w
}
"""
A = BUILD.replace("FIRST", "big").replace("SECOND", "small")
B = BUILD.replace("FIRST", "small").replace("SECOND", "big")


def bbprof(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "bbprof", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd)


@pytest.fixture
def builds(tmp_path):
    for name, text in (("a", A), ("b", B)):
        (tmp_path / f"{name}.ll").write_text(text)
        proc = bbprof("instrument", tmp_path / f"{name}.ll", "--target", "host", "-q")
        assert proc.returncode == 0, proc.stderr
    return tmp_path


def hashes(tmp_path) -> tuple[str, str]:
    from bbprof.instrument.blockmap import BlockMap

    a, b = (BlockMap.load(tmp_path / f"{n}.bbprof.json") for n in "ab")
    assert a.counter_words == b.counter_words and a.cfg_hash != b.cfg_hash
    return f"{a.module_hash_value:#018x}", f"{b.module_hash_value:#018x}"


def test_bbprof_run_refuses_the_other_builds_block_map(builds):
    ha, hb = hashes(builds)
    run = ["run", builds / "a.bbprof.ll", "--backend", "host", "-k", "k", "--grid", "1",
           "--block", "4", "-a", "i32:5", "-o", builds / "out.bbprof", "-q"]
    proc = bbprof(*run, "--map", builds / "b.bbprof.json")
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bbprof: error: ")
    for part in (ha, hb, str(builds / "a.bbprof.ll"), str(builds / "b.bbprof.json")):
        assert part in lines[0]
    assert not (builds / "out.bbprof").exists()
    # its own map: counts of the taken side (n = 5 > 2: 'big', 4 host "threads")
    proc = bbprof(*run, "--map", builds / "a.bbprof.json")
    assert proc.returncode == 0, proc.stderr
    counts = Profile.load(builds / "out.bbprof").counts_of("k")
    assert counts == {"entry": (4, 4), "big": (4, 4), "small": (0, 0), "done": (4, 4)}


def test_the_runner_reads_the_hash_from_the_text_where_the_backend_cannot(builds):
    """A backend without a way to read a global (NotImplementedError) falls back to the
    constant in the text it was given: the check still happens."""
    from bbprof.instrument.blockmap import BlockMap
    from bbprof.runtime.host import HostBackend, HostCode

    class NoGlobals(HostCode):
        def cfg_hash(self):
            raise NotImplementedError

    class Backend(HostBackend):
        def load(self, text, block_map, *, kernels=()):
            return NoGlobals(text, block_map)

    text = (builds / "a.bbprof.ll").read_text()
    other = BlockMap.load(builds / "b.bbprof.json")
    with pytest.raises(MismatchError, match="another block map") as info:
        run_kernel(Backend(), text, other, "k", LaunchShape.of(1, 2), [parse_spec("i32:1")],
                   module_path="a.bbprof.ll")
    assert "a.bbprof.ll" in str(info.value) and "b.bbprof.json" in str(info.value)
    mine = BlockMap.load(builds / "a.bbprof.json")
    result = run_kernel(Backend(), text, mine, "k", LaunchShape.of(1, 2),
                        [parse_spec("i32:1")])
    assert result.profile.counts_of("k")["small"] == (2, 2)


def test_host_code_reads_the_hash_of_the_loaded_module():
    result = instrument(load_module("a.ll", "host", text=A))
    code = get_backend("host").load(result.text, result.block_map)
    assert code.cfg_hash() == result.block_map.module_hash_value
    other = instrument(load_module("b.ll", "host", text=B)).block_map
    raw = code.read_counters()
    with pytest.raises(MismatchError, match="were written for another block map"):
        Profile.from_counters(other, raw, cfg_hash=code.cfg_hash(), module="a.bbprof.ll")
    with pytest.raises(MismatchError, match="without @__bbprof_cfg_hash"):
        Profile.from_counters(other, raw, cfg_hash=None, module="plain.ll")
    assert Profile.from_counters(result.block_map, raw, cfg_hash=code.cfg_hash(),
                                 module="a.bbprof.ll").counts["thread_hits"] == [0, 0, 0, 0]


def test_version_1_maps_name_no_hash_and_are_not_checked():
    from dataclasses import replace

    result = instrument(load_module("a.ll", "host", text=A))
    old = replace(result.block_map, cfg_hash=None, binding=None)
    old.check_cfg_hash(12345, "a.bbprof.ll")   # nothing to compare against
    Profile.from_counters(old, np.zeros(old.counter_words, np.uint64), cfg_hash=1,
                          module="a.bbprof.ll")
