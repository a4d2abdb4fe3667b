"""bbprof.triton on Triton's HIP backend, up to the launch (no AMD GPU here).

Triton compiles for gfx942 without a GPU; the session must instrument the llir stage of
the HIP pipeline, Triton's own AMD back end must turn the result into a code object that
holds the counters, and reading them goes through hip-python's hipModuleGetGlobal (here a
stand-in with the same call signature: the real launch has not run on AMD hardware).
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

from bbprof_testpaths import DATA


@pytest.fixture(scope="module")
def compiled():
    triton = pytest.importorskip("triton")
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    sys.path.insert(0, str(DATA / "runtime"))
    from kernels_h200 import loop_kernel

    import bbprof.triton

    src = ASTSource(fn=loop_kernel, signature={"x_ptr": "*fp32", "out_ptr": "*fp32",
                                               "out2_ptr": "*fp32", "n_iter": "i32",
                                               "BLOCK": "constexpr"},
                    constexprs={"BLOCK": 128})
    # every-block: the test writes the entry block's own word
    with bbprof.triton.profile(mode="thread,wave/every-block") as session:
        kernel = triton.compile(src, target=GPUTarget("hip", "gfx942", 64),
                                options={"num_warps": 4})
    return session, kernel


def test_hip_pipeline_is_instrumented(compiled):
    session, kernel = compiled
    assert session.errors == []
    (tk,) = session.kernels.values()
    assert tk.backend == "hip" and tk.name == "loop_kernel"
    assert tk.block_map.target.kind == "amdgpu" and tk.block_map.target.arch == "gfx942"
    assert tk.block_map.target.wave_size == 64
    assert "__bbprof_counters" in kernel.asm["amdgcn"]
    assert "llvm.amdgcn.ballot" in kernel.asm["llir"]


def test_code_object_holds_the_counters(compiled):
    from bbprof.codeobj.elf import check_code_object, read_code_object

    session, kernel = compiled
    (tk,) = session.kernels.values()
    code = read_code_object(kernel.asm["hsaco"])
    passed = check_code_object(code, kernels=["loop_kernel"], arch="gfx942",
                               counter_symbol="__bbprof_counters",
                               counter_bytes=tk.block_map.counter_bytes)
    assert any("__bbprof_counters" in p for p in passed)


class FakeHip:
    """hip-python's calling convention: every call returns (err, ...)."""

    def __init__(self, words: np.ndarray):
        self.words = words
        self.calls = []

    def hipModuleGetGlobal(self, module, name):
        self.calls.append(("get", module, name))
        return (0, 0x1000, self.words.nbytes)

    def hipDeviceSynchronize(self):
        return (0,)

    def hipMemcpyDtoH(self, out, pointer, nbytes):
        out[...] = self.words
        return (0,)

    def hipMemsetD8(self, pointer, value, nbytes):
        self.words[...] = 0
        return (0,)


def test_counters_read_through_hip_module_get_global(compiled, monkeypatch):
    import bbprof.runtime.hip as hip

    session, _ = compiled
    (tk,) = session.kernels.values()
    bm = tk.block_map
    words = np.zeros(bm.counter_words, np.uint64)
    entry = bm.function("loop_kernel").blocks[0].counters["thread_hits"]
    words[entry] = 8192 + (128 << 32)      # 8192 threads in 128 wave64 entries, shard 0
    fake = FakeHip(words)
    monkeypatch.setattr(hip, "import_hip", lambda: fake)
    tk.module = 0xABC
    raw = session._read(tk, zero=True)
    assert fake.calls[0] == ("get", 0xABC, b"__bbprof_counters")
    profile = session._profile(tk, raw, launches=1)
    assert profile.counts_of("loop_kernel")[bm.function("loop_kernel").blocks[0].name] == (
        8192, 128)
    assert not fake.words.any()             # zeroed after the read
