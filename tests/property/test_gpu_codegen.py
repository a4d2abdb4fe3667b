"""Property test: the random programs of this folder, retargeted to AMDGPU (gfx942) and
NVPTX (sm_90a), instrument in three modes and compile — the GPU rewriting paths (the
counting function, inline PTX, register loops, uniform loop chains, edge counters) on
arbitrary CFGs. The host tests check what the counts are; this one that LLVM's verifier
and code generators take every output (a phi with one entry per predecessor block instead
of per edge once failed here as it did on the host)."""

from __future__ import annotations

import os
import re

from hypothesis import HealthCheck, given, settings

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.ir.codegen import compile_text

import test_random_programs
import test_uniform_loops
from bbprof_testpaths import DATA
from random_programs import to_ir

EXAMPLES = max(1, int(os.environ.get("BBPROF_PROPERTY_EXAMPLES", "60")) // 4)
MODES = [Mode(), Mode(placement="every-block"),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="spanning-tree")]
TARGETS = [("amdgcn-amd-amdhsa", "gfx942"), ("nvptx64-nvidia-cuda", "sm_90a")]
_AMDGPU_LAYOUT = next(line for line in (DATA / "corpus" / "gfx942" / "softmax.ll")
                      .read_text().splitlines() if line.startswith("target datalayout"))


def retarget(text: str, triple: str) -> str:
    text = text.replace('target triple = "x86_64-unknown-linux-gnu"', "")
    if triple.startswith("amdgcn"):   # stack slots live in addrspace(5) on AMDGPU
        text = text.replace("= alloca i64", "= alloca i64, align 8, addrspace(5)")
        text = re.sub(r"ptr (%st|%it|%ot)\b", r"ptr addrspace(5) \1", text)
        text = _AMDGPU_LAYOUT + "\n" + text
    return f'target triple = "{triple}"\n{text}'


def instrument_and_compile(tmp_path, text: str) -> None:
    for triple, arch in TARGETS:
        path = tmp_path / f"{arch}.ll"
        path.write_text(retarget(text, triple))
        module = load_module(path)
        for mode in MODES:
            # the arch it is compiled for: the retargeted IR names no processor
            result = instrument(module, mode=mode, arch=arch)   # parsed and verified
            assert "__bbprof_counters" in compile_text(result.text, module.target, arch)


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(program=test_random_programs.programs())
def test_random_programs_compile_for_gpus(tmp_path, program):
    instrument_and_compile(tmp_path, to_ir(program))


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(program=test_uniform_loops.loops())
def test_structured_loops_compile_for_gpus(tmp_path, program):
    instrument_and_compile(tmp_path, test_uniform_loops.to_ir(program))


def test_retargeted_structured_loop_is_counted_the_uniform_way_on_amdgpu(tmp_path):
    program = {"k": 3, "exit_at": 2, "shapes": ["plain", "triangle", "plain"],
               "exit_when_done": True, "taken_first": [True] * 3, "mul": [3] * 6,
               "add": [1] * 6, "shift": [5] * 3, "outer": True}
    path = tmp_path / "loop.ll"
    path.write_text(retarget(test_uniform_loops.to_ir(program), "amdgcn-amd-amdhsa"))
    result = instrument(load_module(path), arch="gfx942")   # it names no processor
    assert result.block_map.functions[0].uniform_loops
    assert "llvm.amdgcn.wave.reduce.umax.i32" in result.text

