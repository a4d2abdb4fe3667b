"""The persistent Triton kernel of the GPU timeline test (tests/gpu/test_timeline_gpu.py),
made and stamped without a GPU: Triton makes its LLVM IR for sm_90, bbprof stamps kernel
entry/exit, the outermost loops and the tile loop's iterations, and the PTX assembles with
ptxas (when the triton wheel brings one). What runs on the H200 is what is checked here;
the GPU test's own checks (``check_persistent``) run on the emulator, with one program per
emulated unit."""

from __future__ import annotations

import re
import sys

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text
from bbprof.ir.module import parse_and_verify
from bbprof.timeline.instrument import DEFERRED_ENTRY, add_timeline

from bbprof_testpaths import DATA

pytest.importorskip("triton", reason="the persistent kernel is a Triton kernel")
sys.path.insert(0, str(DATA / "runtime"))


def test_persistent_kernel_stamps_compile_and_assemble():
    from timeline_kernels import persistent_llir, tile_loop_header

    llir = persistent_llir()
    header = tile_loop_header(llir)
    module = load_module("<persistent>", "nvptx", text=llir)
    counted = instrument(module).text
    again = load_module("<persistent>", "nvptx", text=counted, allow_instrumented=True)
    text, section = add_timeline(again, records=1024, at=("entry", "exit", "loops"),
                                 loop=header)
    parse_and_verify(text, "<persistent>")
    assert ("persistent_kernel", header) in section.loops
    assert section.at == ("entry", "exit", "loops", "iterations")
    stamps = text.count(", ptr addrspace(1) %__bbprof.tl.buf, i32 %__bbprof.tl.lt")
    exits = text.count('"l,l"(ptr addrspace(1) @__bbprof_timeline, i64 %lo)')
    # entry and exit into the wave's slots (the exit, one function, writes both records
    # from the entry's clocks, read once at entry); claimed: an entry and an exit (or
    # more) per outermost loop, one iteration stamp
    assert exits == 1 and text.count(f"{DEFERRED_ENTRY} = call") == 1
    assert stamps >= 2 * 2 + 1 and text.count("%__bbprof.tl.ito") >= 1
    ptx = compile_text(text, module.target, "sm_90a")
    assert len(re.findall(r"atom\.global\.add\.u64 %bbt_i", ptx)) == stamps
    from bbprof.isa.sass import assemble, find_tools

    if find_tools() is not None:
        assert "persistent_kernel" in assemble(ptx, "sm_90a")


def test_persistent_kernel_on_the_emulator(tmp_path):
    from bbprof.runtime.emulator.intrinsics import EMULATED_UNITS
    from timeline_kernels import check_persistent, run_persistent

    profile, header = run_persistent(tmp_path, "emulator", EMULATED_UNITS, steps=3)
    lines = check_persistent(profile, EMULATED_UNITS, header)
    assert len(lines) == 2
