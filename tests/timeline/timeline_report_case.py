"""A profile with a timeline for the report's tests and docs/timeline.png: the bundled
gfx942 conv example on the emulator, counted and stamped at entry, exit and its loops,
its 8 workgroups (4 waves each) run two at a time (``chunk_lanes`` = 2 workgroups), so
that the waves start and retire over the launch instead of all at once."""

from __future__ import annotations

import dataclasses
import sys

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.timeline.instrument import add_timeline

from bbprof_testpaths import TESTS

CONV = TESTS.parent / "bbprof" / "examples" / "amdgpu_gfx942_conv2d_implicit_gemm.ll"


def conv_profile(repeat: int = 2):
    sys.path.insert(0, str(TESTS / "emulator"))
    from emulator_cases import CASES

    from bbprof.runtime.runner import run_kernel

    case = CASES["conv2d_implicit_gemm"](block=256)
    module = load_module(CONV)
    counted = instrument(module)
    again = load_module(CONV, text=counted.text, allow_instrumented=True)
    text, section = add_timeline(again, records=4096, at=("entry", "exit", "loops"))
    block_map = dataclasses.replace(counted.block_map, timeline=section)
    backend = get_backend("emulator", chunk_lanes=2 * case.block)
    specs = _specs(case)
    result = run_kernel(backend, text, block_map, case.kernel,
                        LaunchShape.of(case.grid, case.block, case.shared), specs,
                        repeat=repeat, input_ir=module.source)
    return result.profile, case


def _specs(case):
    """The case's buffers and scalars as ``bbprof run`` argument specs."""
    import tempfile

    import numpy as np

    from bbprof.runtime.args import parse_spec

    folder = tempfile.mkdtemp(prefix="bbprof-tl-case-")
    specs = []
    for i, array in enumerate(case.buffers):
        path = f"{folder}/b{i}.npy"
        np.save(path, array)
        specs.append(parse_spec(f"@{path}"))
    names = {np.int32: "i32", np.float32: "f32", np.int64: "i64"}
    for value, dtype in case.scalars:
        specs.append(parse_spec(f"{names[np.dtype(dtype).type]}:{value}"))
    return specs
