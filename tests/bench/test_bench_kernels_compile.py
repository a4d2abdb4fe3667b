"""The broad benchmark's kernels (scripts/bench_kernels) compile for the H200 without a GPU,
and bbprof instruments each one's llir in the default and the every-block reference mode.

Triton compiles each kernel for ``GPUTarget("cuda", 90, 32)`` inside
``bbprof.triton.profile(mode=...)`` (ptxas included), so what runs on the H200 later is what
is checked here: the counters are in the PTX, the block map names the kernel, and in the
reference mode every block of every function has its own counter. Compiling all 20 kernels
twice takes minutes on a loaded CPU: by default three kernels of different shapes are
compiled, all of them with ``BBPROF_BENCH_COMPILE=all``.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
QUICK = ("newton_while", "gelu_erf_loop", "fp8_gemm")
REFERENCE = "thread,wave/every-block,loops-in-memory"

triton = pytest.importorskip("triton", reason="the benchmark kernels need Triton")
sys.path.insert(0, str(ROOT / "scripts"))
from bench_kernels import all_specs  # noqa: E402

SPECS = {s.name: s for s in all_specs()}
CHOSEN = sorted(SPECS) if os.environ.get("BBPROF_BENCH_COMPILE") == "all" else QUICK


def jit_specialised(spec) -> dict:
    """A ``jit_record`` as the JIT makes it when every integer and pointer argument is
    divisible by 16 (``tt.divisibility``), as the benchmark's launches are."""
    names = list(spec.signature)
    return {"signature": spec.signature,
            "constants": [[[names.index(k)], v] for k, v in spec.constexprs.items()],
            "attrs": [[[i], [["tt.divisibility", 16]]] for i, n in enumerate(names)
                      if spec.signature[n] != "constexpr"]}


def _compile(spec, mode):
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    import bbprof.triton

    src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
    with bbprof.triton.profile(mode=mode) as session:
        compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                                  options={"num_warps": spec.num_warps})
    return compiled, session


def test_every_kernel_has_a_distinct_name_and_a_shape():
    assert len(SPECS) == len(all_specs()) >= 15
    assert all(s.shape and s.num_warps in (4, 8) for s in SPECS.values())
    for s in SPECS.values():    # the benchmark launches the binaries with positional args
        assert list(s.signature) == s.fn.arg_names, s.name
        assert set(s.constexprs) == {k for k, v in s.signature.items() if v == "constexpr"}


@pytest.mark.parametrize("name", CHOSEN)
def test_kernel_compiles_and_is_instrumented_in_both_modes(name):
    spec = SPECS[name]
    placements = {}
    for mode in ("default", REFERENCE):
        compiled, session = _compile(spec, mode)
        assert "__bbprof_counters" in compiled.asm["ptx"], (name, mode)
        (kernel,) = session.kernels.values()
        bm = kernel.block_map
        assert bm.kernels == [spec.fn.fn.__name__]
        fn = bm.function(bm.kernels[0])
        assert len(fn.blocks) >= 1
        placements[mode] = fn.placement
        if mode == REFERENCE:
            # every block of every function counted: as many sites as blocks
            assert fn.placement == "every-block"
            assert bm.counters.sites >= sum(len(f.blocks) for f in bm.functions)
    if "libdevice" in spec.tags:    # the shape issue 16 names: inlined libdevice bodies
        assert "__nvvm_reflect" in kernel.llir or "__nv_" in kernel.llir
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    plain = triton.compile(ASTSource(fn=spec.fn, signature=spec.signature,
                                     constexprs=spec.constexprs),
                           target=GPUTarget("cuda", 90, 32),
                           options={"num_warps": spec.num_warps})
    assert "__bbprof_counters" not in plain.asm["ptx"]


def test_a_jit_record_compiles_the_binary_the_jit_made():
    """``jit_record`` of a binary, through JSON, gives ``ast_source`` the same
    specialisation: the same PTX as the binary it was read from; without it the
    attributes are gone (gelu_erf_loop's loads: 128-bit with ``tt.divisibility`` 16 on
    its pointers and size, scalar without)."""
    import json

    from triton.backends.compiler import GPUTarget

    from bench_kernels import ast_source, jit_record

    spec = SPECS["gelu_erf_loop"]
    target, options = GPUTarget("cuda", 90, 32), {"num_warps": spec.num_warps}
    divisible = {(i,): [["tt.divisibility", 16]] for i in range(3)}   # X, Y, n
    made = triton.compile(ast_source(spec, {
        "signature": spec.signature, "constants": [[[3], spec.constexprs["BLOCK"]]],
        "attrs": [[list(k), v] for k, v in divisible.items()]}), target=target,
        options=options)
    record = json.loads(json.dumps(jit_record(made)))
    again = triton.compile(ast_source(spec, record), target=target, options=options)
    assert again.asm["ptx"] == made.asm["ptx"]
    assert "ld.global.v4" in made.asm["ptx"]
    bare = triton.compile(ast_source(spec), target=target, options=options)
    assert "ld.global.v4" not in bare.asm["ptx"]


def test_the_session_keeps_the_plain_kernels_ctas_per_sm_where_a_grouping_can():
    """gemm_gelu as the JIT specialises it (every integer and pointer argument divisible
    by 16): its 130 side flags in groups of 16 need more registers than the plain kernel's
    CTAs per multiprocessor allow (Triton 3.6's ptxas: 177 against 119, one CTA instead of
    two); the session tries smaller groups and keeps the first that fits, else the best.
    The binary Triton builds is the chosen one."""
    from triton.backends.compiler import GPUTarget

    import bbprof.triton
    from bbprof.isa.sass import cubin_resources, find_cuobjdump
    from bench_kernels import ast_source

    if find_cuobjdump() is None:
        pytest.skip("cuobjdump not found")
    spec = SPECS["gemm_gelu"]
    record = jit_specialised(spec)
    with bbprof.triton.profile(mode="default") as session:
        compiled = triton.compile(ast_source(spec, record), target=GPUTarget("cuda", 90, 32),
                                  options={"num_warps": spec.num_warps})
    (kernel,) = session.kernels.values()
    occupancy = kernel.occupancy
    assert occupancy is not None, session.errors
    tried = occupancy["tried"]
    assert tried[0]["side_group"] == 16
    fits = [t for t in tried if t["ctas_per_sm"] >= occupancy["plain_ctas_per_sm"]]
    # the first grouping that fits ends the search; with none, the best is kept
    assert (fits == [tried[-1]] and occupancy["side_group"] == tried[-1]["side_group"]) or (
        not fits and len(tried) == 5
        and occupancy["ctas_per_sm"] == max(t["ctas_per_sm"] for t in tried))
    (built,) = cubin_resources(compiled.asm["cubin"]).values()
    assert built["sass_registers"] == occupancy["registers"]
    assert "__bbprof_counters" in compiled.asm["ptx"]


def test_a_jit_record_keeps_dtype_constants():
    """int8_gemm's accumulator type is a dtype constexpr: ``jit_record`` marks it, and
    ``ast_source`` gives the dtype back, from the mark or from the plain name that
    records before the mark kept."""
    import json

    import triton.language as tl

    from bench_kernels import ast_source

    spec = SPECS["int8_gemm"]
    index = list(spec.signature).index("ACC_TYPE")
    for value in ({"dtype": "int32"}, "int32"):
        record = json.loads(json.dumps({"signature": spec.signature,
                                        "constants": [[[index], value]], "attrs": []}))
        assert ast_source(spec, record).constants[(index,)] == tl.int32


def test_without_cuobjdump_the_session_keeps_groups_of_16_and_says_why(monkeypatch):
    """No tool to read a binary's registers: the kernel is still instrumented (groups of
    16, as before the occupancy check), records no occupancy, and the session's errors
    say why in one line."""
    from triton.backends.compiler import GPUTarget

    import bbprof.isa.sass
    import bbprof.triton
    from bench_kernels import ast_source

    monkeypatch.setattr(bbprof.isa.sass, "find_cuobjdump", lambda: None)
    spec = SPECS["gemm_gelu"]
    with bbprof.triton.profile(mode="default") as session:
        compiled = triton.compile(ast_source(spec), target=GPUTarget("cuda", 90, 32),
                                  options={"num_warps": spec.num_warps})
    (kernel,) = session.kernels.values()
    assert kernel.occupancy is None
    (error,) = session.errors
    assert error.startswith("occupancy not checked: cuobjdump was not found")
    assert "BBPROF_CUDA_BIN" in error and "\n" not in error
    assert "__bbprof_counters" in compiled.asm["ptx"]


def test_instrument_on_a_file_keeps_the_plain_occupancy_by_the_side_flags_grouping(
        tmp_path, capsys):
    """``bbprof instrument`` on gemm_gelu's llir as the JIT specialises it (Triton's plain
    IR, saved to a file): compiled by llvmlite and ptxas, its side flags in groups of 16
    need more registers than two 8-warp CTAs per multiprocessor allow (the block size
    comes from the kernel's ``nvvm.reqntid``); ``--occupancy report`` prints the drop as a
    warning, the default keeps the first grouping that fits and says which, and either
    way every block is counted as in the groups of 16 (the block maps are equal)."""
    from triton.backends.compiler import GPUTarget

    from bbprof import BlockMap
    from bbprof.cli.main import main
    from bbprof.isa.sass import find_ptxas
    from bench_kernels import ast_source

    if find_ptxas() is None:
        pytest.skip("ptxas not found")
    spec = SPECS["gemm_gelu"]
    record = jit_specialised(spec)
    compiled = triton.compile(ast_source(spec, record), target=GPUTarget("cuda", 90, 32),
                              options={"num_warps": spec.num_warps})
    path = tmp_path / "gemm_gelu.llir"
    path.write_text(compiled.asm["llir"])
    shared = str(compiled.metadata.shared)
    args = ["instrument", str(path), "--target", "nvptx", "--arch", "sm_90a",
            "--dynamic-shared", shared]
    assert main([*args, "--occupancy", "report", "-o", str(tmp_path / "r.ll")]) == 0
    report = capsys.readouterr().out
    (line,) = [x for x in report.splitlines() if "machine @gemm_gelu_kernel" in x]
    assert "(sm_90a, 256 threads)" in line and "side flags" not in line
    before, after = (int(v) for v in
                     re.search(r"occupancy (\d+) -> (\d+)", line).groups())
    assert (after < before) == ("warning: @gemm_gelu_kernel's occupancy falls" in report)
    assert after < before, "groups of 16 kept the occupancy: the test no longer tests a choice"

    assert main([*args, "-o", str(tmp_path / "k.ll")]) == 0
    kept = capsys.readouterr().out
    (line,) = [x for x in kept.splitlines() if "machine @gemm_gelu_kernel" in x]
    group = int(re.search(r"side flags in groups of (\d+)", line).group(1))
    assert group in (8, 4, 2, 1) and "16: " in line
    kept_after = int(re.search(r"occupancy \d+ -> (\d+)", line).group(1))
    assert kept_after == before and "warning" not in kept
    assert BlockMap.load(tmp_path / "k.json").functions == BlockMap.load(
        tmp_path / "r.json").functions
