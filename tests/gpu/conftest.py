"""GPU tests: marked ``gpu``; every test here is skipped cleanly when no CUDA device works.

Run them on the GPU machine with ``scripts/run_gpu_tests.sh``.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest

RUNTIME_DATA = Path(__file__).resolve().parents[1] / "data" / "runtime"
sys.path.insert(0, str(RUNTIME_DATA))


@functools.lru_cache(maxsize=1)
def cuda_unavailable() -> str | None:
    """None when a CUDA device can be used, else why not (one line)."""
    from bbprof.errors import BbprofError
    from bbprof.runtime.backend import get_backend

    try:
        get_backend("cuda")
    except BbprofError as exc:
        return exc.one_line()
    return None


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/gpu/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.gpu)
            reason = cuda_unavailable()
            if reason:
                item.add_marker(pytest.mark.skip(reason=f"no CUDA device: {reason}"))


@pytest.fixture(scope="session")
def cuda():
    from bbprof.runtime.backend import get_backend

    return get_backend("cuda")


def run_u32_kernel(cuda, inst, plain_text: str, data, grid: int, block: int, tmp_path):
    """Run ``@k(data, out)`` (u32 arrays of ``grid * block``) instrumented as ``inst``
    beside the plain kernel, with ``bbprof``'s runner: the result, its ``outputs[1]``
    the instrumented launch's ``out``."""
    import numpy as np

    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape
    from bbprof.runtime.runner import run_kernel

    path = tmp_path / "data.npy"
    np.save(path, data)
    specs = [parse_spec(f"@{path}"), parse_spec(f"u32[{grid * block}]")]
    return run_kernel(cuda, inst.text, inst.block_map, "k", LaunchShape.of(grid, block),
                      specs, baseline_text=plain_text)
