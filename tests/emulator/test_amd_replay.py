"""The AMD issue model against the emulator's lane paths replayed on the machine code
(issue 37: ``bbprof/validate/replay.py``).

The emulator runs the plain module and records every lane's IR blocks in order; the
replay walks LLVM's AMDGCN code once per wave with the exec mask as a set of lanes (skip
branches, saved masks, loop exits, the atomic optimizer's per-lane loop), so it counts
what each wave issues without the model's rules. Expected counts:

* by hand, for a divergent if/else whose short arm has no skip branch (the kernel of
  tests/isa/test_skip_branches.py, which checks that LLVM drops that branch on each
  arch): 4 waves, the first two all in the short arm, the other two all in the long one;
* from the replay, for every machine block of every AMD corpus kernel (gfx908, gfx90a,
  gfx942, gfx1100: loops, unrolled remainders, out-of-line arms with tail-duplicated
  joins, MFMA/WMMA, atomics), where the model must give the same count.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.isa import issue
from bbprof.isa.analysis import analyze
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend
from bbprof.runtime.emulator.machine import LanePaths
from bbprof.validate.replay import replay

from bbprof_testpaths import DATA, SHARED_CORPUS
from emulator_cases import CASES

EXAMPLES = Path(__file__).resolve().parents[2] / "bbprof" / "examples"

# the kernel of tests/isa/test_skip_branches.py; target-cpu "ARCH"
IF_ELSE = (DATA / "isa" / "if_else_short_arm.ll").read_text()


def _lane_paths(text: str, kernel: str, grid, block: int, buffers, scalars):
    """Run the plain module on the emulator: ``(LanePaths, trace by position)``."""
    backend = get_backend("emulator")
    code = backend.load(text, None)
    fn = code.program.by_name[kernel]
    code.trace = LanePaths(code.program, code.program.functions.index(fn))
    args = [backend.upload(b) for b in buffers] + [Scalar(v, np.dtype(d)) for v, d in scalars]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(args))
    code.launch(kernel, LaunchShape.of(grid, block, 65536), args)
    return code.trace, code.trace_by_position()[kernel]


@pytest.mark.parametrize("arch,wave", [("gfx90a", 64), ("gfx942", 64), ("gfx1100", 32)])
def test_a_short_arm_without_skip_branch_issues_in_every_wave(arch, wave):
    text = IF_ELSE.replace("ARCH", arch)
    block = 4 * wave                       # 4 waves; lanes below n take the short arm
    paths, _ = _lane_paths(text, "k", (1,), block, [np.zeros(block, np.int32)],
                           [(2 * wave, np.int32)])
    module = load_module(f"k_{arch}.ll", text=text)
    fn = analyze(module).function("k")
    names = {b.id: b.name for b in module.functions[0].blocks}
    result = replay(fn, paths.lanes_by_wave())
    assert result.waves == 4 and not result.not_replayed
    by_ir = {}
    for mb in fn.blocks:
        m = re.match(r"bbprof\.(\d+)$", mb.ir_name or "")
        if m:
            by_ir.setdefault(names[int(m.group(1))], mb.index)
    # by hand: the short arm has no s_cbranch_execz before it, so all 4 waves issue it
    # (2 with no lane in it); the long arm is skipped by the 2 waves with no lane in it
    assert result.visits[by_ir["short"]] == 4
    assert result.visits[by_ir["long"]] == 2
    assert result.visits[by_ir["entry"]] == 4


def _modules():
    out = [(EXAMPLES / "amdgpu_gfx942_reduce.ll", "gfx942", "reduce"),
           (EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll", "gfx942",
            "conv2d_implicit_gemm")]
    for arch in ("gfx908", "gfx90a", "gfx942", "gfx1100"):
        for kernel in CASES:
            out.append((SHARED_CORPUS / "triton" / arch / f"{kernel}.ll", arch, kernel))
    return out


@functools.lru_cache(maxsize=None)
def _replayed(path: Path, arch: str, kernel: str):
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared beside the clone)")
    text = path.read_text()
    m = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text)
    case = CASES[kernel](block=int(m.group(1)) if m else 256)
    paths, trace = _lane_paths(text, case.kernel, case.grid, case.block, case.buffers,
                               case.scalars)
    module = load_module(path)
    static = analyze(module, arch)
    fn = static.function(case.kernel)
    return static, module, case, fn, replay(fn, paths.lanes_by_wave()), trace


@pytest.mark.parametrize("path,arch,kernel", _modules(),
                         ids=[f"{p.parent.name}-{p.stem}" for p, _, _ in _modules()])
def test_the_issue_model_equals_the_replay_on_every_machine_block(path, arch, kernel):
    static, module, case, fn, result, trace = _replayed(path, arch, kernel)
    assert not result.not_replayed, result.not_replayed[:3]
    assert result.waves > 0
    block_map = instrument(module, mode=Mode(placement="every-block")).block_map
    successors = [b.successors for b in block_map.function(case.kernel).blocks]
    cfg, options = static.machine_cfg(case.kernel)
    counts = issue.counts_of(cfg, successors, {i: w for i, (_, w) in enumerate(trace)}, None,
                             {i: t for i, (t, _) in enumerate(trace)}, **options)
    differ = [(fn.blocks[b.index].name, counts.rules[b.index], counts.executions.get(b.index),
               result.visits.get(b.index, 0))
              for b in cfg.blocks if counts.executions.get(b.index, 0) != result.visits[b.index]]
    assert not differ, differ[:8]
    assert sum(result.visits.values()) > len(cfg.blocks) // 2


def test_a_wave_that_cannot_be_followed_is_said_not_replayed():
    """Lane paths that are not this code's: refused per wave with the reason, no count."""
    path = EXAMPLES / "amdgpu_gfx942_reduce.ll"
    fn = analyze(load_module(path), "gfx942").function("reduce_kernel")
    last = max(int(m.group(1)) for b in fn.blocks
               for m in [re.match(r"bbprof\.(\d+)$", b.ir_name or "")] if m)
    result = replay(fn, {(0, 0): {0: [last, 0]}})   # the end first: not this kernel's run
    assert result.waves == 0 and not result.visits
    ((wave, reason),) = result.not_replayed
    assert wave == (0, 0) and "next IR block" in reason
