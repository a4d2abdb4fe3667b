"""bbprof validate on recorded H200 files (tests/data/validate/<kernel>/: the SASS listing
nvdisasm printed for the block-lined cubin, ncu's source and raw CSV of that cubin, the
instrumented run's Profile), plus block lines, CSV parsing and the errors, on the CPU."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from bbprof.errors import ToolFailure
from bbprof.profile import Profile
from bbprof.validate import check_recorded
from bbprof.validate.attribution import join, parse_listing, static_sass_per_block
from bbprof.validate.ncu import (INST_EXECUTED, check_output, parse_raw_csv,
                                 parse_source_csv)

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "validate"


def recorded(kernel_dir: str, kernel: str):
    d = DATA / kernel_dir
    return check_recorded(kernel, (d / "plain.sass").read_text(),
                          (d / "source.csv").read_text(), (d / "raw.csv").read_text(),
                          Profile.load(d / "instrumented.bbprof"))


def by_block(v):
    return {(c.function, c.block): c for c in v.blocks}


def test_source_csv_rows_are_the_listings_instructions():
    d = DATA / "divergent"
    tables = parse_source_csv((d / "source.csv").read_text())
    assert len(tables) == 1
    rows = tables[0].rows
    listing = parse_listing((d / "plain.sass").read_text())["divergent"]
    assert len(rows) == len(listing)
    joined = join(listing, rows)
    assert not joined.unmatched_rows and joined.mnemonic_mismatches == 0
    # warp-level executions summed over the page equal smsp__inst_executed.sum
    raw = parse_raw_csv((d / "raw.csv").read_text())
    assert raw[0][INST_EXECUTED] == sum(r.warp_executed for r in rows) == 808
    # the padding after EXIT never runs
    padding = [e for e in joined.executed if e.sass.padding]
    assert padding and all(e.warp_executed == 0 for e in padding)


def test_listing_attributes_every_instruction_to_a_block():
    listing = parse_listing((DATA / "divergent" / "plain.sass").read_text())
    assert all(s.ir_block is not None for s in listing["divergent"] if not s.padding)
    static = static_sass_per_block(listing)
    # ptxas inlined @helper: its blocks' lines appear inside the kernel's SASS
    assert static[("helper", 0)] >= 1 and static[("divergent", 0)] == 8


def test_divergent_kernel_verdicts():
    v = recorded("divergent", "divergent")
    b = by_block(v)
    assert b[("divergent", "entry")].thread_verdict == "exact"
    assert b[("divergent", "entry")].ncu_threads == 768
    assert b[("divergent", "else")].ncu_threads == b[("divergent", "else")].thread_hits == 466
    # the `then` side was if-converted: its predicated-on threads are bbprof's thread_hits
    then = b[("divergent", "then")]
    assert then.mapping == "if-converted" and then.thread_verdict == "exact (pred-on)"
    # the join block: the plain kernel's warps reconverged (22), bbprof saw 58 groups
    join_block = b[("divergent", "join")]
    assert join_block.join and join_block.thread_verdict == "exact"
    assert (join_block.wave_hits, join_block.ncu_warps) == (58, 22)
    assert join_block.wave_verdict == "differs (join)"
    # exit: the 68 idle threads ran an EXIT copy with the entry block's line
    assert b[("divergent", "exit")].thread_verdict == "DIFFERS"
    assert "tail duplication" in b[("divergent", "exit")].note
    assert v.totals["ncu_inst_executed"] == 808
    assert v.totals["predicted_sass_executed"] == sum(
        c.wave_hits * c.static_sass for c in v.blocks)


def test_loop_kernel_unrolled_loop_is_restructured():
    v = recorded("loop", "loop_kernel")
    b = by_block(v)
    assert b[("loop_kernel", "6")].thread_verdict == "exact"
    assert b[("loop_kernel", "64")].ncu_threads == 4096 == b[("loop_kernel", "64")].thread_hits
    assert b[("loop_kernel", ".lr.ph")].mapping == "restructured"
    assert b[("loop_kernel", ".lr.ph")].note
    assert v.totals["restructured_blocks"] == 1


def test_source_csv_parser_finds_columns_by_name():
    text = ('"Kernel Name","k",\n'
            '"Source","Address","Instructions Executed","Extra",'
            '"Thread Instructions Executed"\n'
            '"LDC R1, c[0x0][0x28]","0x7f0000000000","4","x","128"\n'
            '"EXIT","0x7f0000000010","1,234","y","32"\n')
    (table,) = parse_source_csv(text)
    assert table.kernel == "k"
    assert [(r.address & 0xff, r.warp_executed, r.thread_executed) for r in table.rows] == \
        [(0, 4, 128), (0x10, 1234, 32)]
    assert parse_source_csv("nothing here\n") == []


def test_ncu_errors_are_one_line():
    with pytest.raises(ToolFailure, match="performance counters"):
        check_output("==ERROR== ERR_NVGPUCTRPERM - The user does not have permission", "x")
    with pytest.raises(ToolFailure, match="Failed to initialize"):
        check_output("==ERROR== Failed to initialize the profiler: LibraryNotLoaded", "x")
    check_output("==PROF== Disconnected", "x")   # no error


def _cli(*args):
    from bbprof.cli.main import main
    return main(list(args))


def test_cli_without_ncu(monkeypatch, capsys):
    monkeypatch.setenv("BBPROF_NCU", "/nonexistent/ncu")
    rc = _cli("validate", str(ROOT / "tests/data/runtime/loop.llir"), "--grid", "64",
              "--block", "128")
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 1 and len(err) == 1
    assert "Nsight Compute (ncu) was not found" in err[0]


def test_ncu_that_cannot_read_counters(tmp_path):
    from bbprof.validate.ncu import profile

    fake = tmp_path / "ncu"
    fake.write_text("#!/bin/sh\necho '==ERROR== ERR_NVGPUCTRPERM - The user does not have "
                    "permission to access NVIDIA GPU Performance Counters'\nexit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    with pytest.raises(ToolFailure) as info:
        profile(["true"], "k", tmp_path / "r", ncu=str(fake))
    assert "cannot read the GPU's performance counters" in str(info.value)
    assert "\n" not in str(info.value)


def test_block_lines_rewrite_keeps_the_module_valid_and_names_blocks():
    from bbprof.ir import load_module
    from bbprof.ir.module import parse_and_verify
    from bbprof.ir.rewrite import block_line_locations

    for path in ("tests/data/runtime/loop.llir", "tests/data/runtime/nvptx_cases.ll"):
        module = load_module(ROOT / path, "nvptx")
        text = block_line_locations(module)
        parse_and_verify(text, path)
        for fn in module.functions:
            assert f'filename: "{fn.name}.bbprof-blocks"' in text
            for block in fn.blocks:
                assert f"!DILocation(line: {block.id + 1}, column: 0, scope:" in text
        # every instruction line carries a !dbg
        body = [line for line in text.splitlines() if line.startswith("  ")
                and not line.strip().startswith(";")]
        assert all("!dbg !" in line for line in body if "=" in line or "br " in line
                   or "ret " in line)


@pytest.mark.skipif(not os.environ.get("PATH"), reason="no PATH")
def test_block_lines_survive_ptxas():
    from bbprof.ir import load_module
    from bbprof.isa.sass import find_tools
    from bbprof.validate import plain_cubin

    if find_tools() is None:
        pytest.skip("no ptxas/nvdisasm")
    module = load_module(ROOT / "tests/data/runtime/nvptx_cases.ll", "nvptx")
    build = plain_cubin(module, "sm_90a")
    listing = parse_listing(build.listing)
    assert {"divergent", "trips"} <= set(listing)
    blocks = {(s.ir_function, s.ir_block) for s in listing["trips"] if s.attributed}
    assert blocks == {("trips", 0), ("trips", 1), ("trips", 2)}
