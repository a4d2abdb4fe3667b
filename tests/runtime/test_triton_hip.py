"""bbprof.triton on Triton's HIP backend, up to the launch (no AMD GPU here).

Triton compiles for gfx942 without a GPU; the session must instrument the llir stage of
the HIP pipeline, Triton's own AMD back end must turn the result into a code object that
holds the counters, and reading them goes through hip-python's hipModuleGetGlobal (here a
stand-in with the same call signature: the real launch has not run on AMD hardware).
"""

from __future__ import annotations

import ctypes
import sys
from dataclasses import replace

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
    """hip-python's calling convention: every call returns (err, ...). Globals by name:
    the counters, and the others with the bytes the code object's image holds."""

    def __init__(self, words: np.ndarray, image: bytes):
        self.words = words
        self.image = image
        self.calls = []
        self._keep = []

    def hipModuleGetGlobal(self, module, name):
        self.calls.append(("get", module, name))
        if name == b"__bbprof_counters":
            return (0, 0x1000, self.words.nbytes)
        from code_objects import global_bytes

        data = np.frombuffer(global_bytes(self.image, name.decode()), np.uint8).copy()
        self._keep.append(data)
        return (0, data.ctypes.data, data.nbytes)

    def hipDeviceSynchronize(self):
        return (0,)

    def hipMemcpyDtoH(self, out, pointer, nbytes):
        if pointer == 0x1000:
            out[...] = self.words
        else:
            out.view(np.uint8)[...] = np.ctypeslib.as_array(
                (ctypes.c_uint8 * nbytes).from_address(pointer))
        return (0,)

    def hipMemsetD8(self, pointer, value, nbytes):
        self.words[...] = 0
        return (0,)


def test_counters_read_through_hip_module_get_global(compiled, monkeypatch):
    import bbprof.runtime.hip as hip

    session, kernel = compiled
    (tk,) = session.kernels.values()
    bm = tk.block_map
    words = np.zeros(bm.counter_words, np.uint64)
    entry = bm.function("loop_kernel").blocks[0].counters["thread_hits"]
    words[entry] = 8192 + (128 << 32)      # 8192 threads in 128 wave64 entries, shard 0
    fake = FakeHip(words, kernel.asm["hsaco"])
    monkeypatch.setattr(hip, "import_hip", lambda: fake)
    tk.module = 0xABC
    raw = session._read(tk, zero=True)
    assert fake.calls[0] == ("get", 0xABC, b"__bbprof_cfg_hash")
    assert fake.calls[1] == ("get", 0xABC, b"__bbprof_counters")
    profile = session._profile(tk, raw, launches=1)
    assert profile.counts_of("loop_kernel")[bm.function("loop_kernel").blocks[0].name] == (
        8192, 128)
    assert not fake.words.any()             # zeroed after the read


def test_session_refuses_a_loaded_module_of_another_cfg(compiled, monkeypatch):
    """The session reads @__bbprof_cfg_hash of the module Triton loaded (the code object
    Triton compiled from the instrumented IR) before the counters: a module compiled from
    other IR (a stale cache entry) is refused in one line, its counters left alone."""
    import bbprof.runtime.hip as hip
    from bbprof.errors import MismatchError

    session, kernel = compiled
    (tk,) = session.kernels.values()
    words = np.arange(tk.block_map.counter_words, dtype=np.uint64)
    fake = FakeHip(words.copy(), kernel.asm["hsaco"])
    monkeypatch.setattr(hip, "import_hip", lambda: fake)
    other_hash = f"{(tk.block_map.module_hash_value ^ 0x5A5A) & ((1 << 63) - 1):016x}"
    stale = replace(tk, block_map=replace(tk.block_map, binding=other_hash), module=0xABC)
    with pytest.raises(MismatchError) as info:
        session._read(stale, zero=True)
    message = str(info.value)
    assert "\n" not in message and "Triton kernel loop_kernel[" in message
    assert f"{tk.block_map.module_hash_value:#018x}" in message and f"0x{other_hash}" in message
    assert (fake.words == words).all()      # not read, not zeroed


def test_session_refuses_the_map_of_another_counting_mode(compiled, monkeypatch):
    """The same llir instrumented on the spanning tree (the default) has the same CFG
    hash and another binding: its map must not decode the loaded (every-block) module's
    counters."""
    import bbprof.runtime.hip as hip
    from bbprof.errors import MismatchError
    from bbprof.instrument import instrument
    from bbprof.instrument.modes import DEFAULT_MODE
    from bbprof.ir import load_module

    session, kernel = compiled
    (tk,) = session.kernels.values()
    module = load_module("loop.llir", None, text=tk.llir)
    assert tk.block_map.mode != DEFAULT_MODE
    other = instrument(module, mode=DEFAULT_MODE, arch=tk.block_map.target.arch).block_map
    assert other.cfg_hash == tk.block_map.cfg_hash and other.binding != tk.block_map.binding
    words = np.arange(tk.block_map.counter_words, dtype=np.uint64)
    fake = FakeHip(words.copy(), kernel.asm["hsaco"])
    monkeypatch.setattr(hip, "import_hip", lambda: fake)
    with pytest.raises(MismatchError, match="another block map"):
        session._read(replace(tk, block_map=other, module=0xABC), zero=True)
    assert (fake.words == words).all()


def test_the_session_records_the_kernels_registers_and_waves_per_simd(compiled):
    """LLVM's kernel info for the plain and the instrumented kernel (llvmlite's AMDGPU
    back end), held to gfx942's register rule by hand: 512 VGPRs per SIMD lane in
    granules of 8, at most 8 waves per SIMD."""
    session, _ = compiled
    (tk,) = session.kernels.values()
    occ = tk.occupancy
    assert occ is not None, session.errors
    for vgprs, waves in ((occ["plain_vgprs"], occ["plain_waves_per_simd"]),
                         (occ["vgprs"], occ["waves_per_simd"])):
        assert waves == min(8, 512 // (-(-vgprs // 8) * 8))
    assert occ["sgprs"] >= occ["plain_sgprs"] > 0
    fell = occ["waves_per_simd"] < occ["plain_waves_per_simd"]
    assert fell == any("occupancy falls" in e for e in session.errors)
