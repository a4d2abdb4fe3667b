"""Shared pieces of the AMD tests: the linker fixture (a missing linker fails in CI's full
run, BBPROF_EXPECT_TOOLS=1, which installs lld-19, and skips elsewhere), data paths, and a stand-in for hip-python that
records every call and keeps "device memory" in host buffers.

Imported by name, not through a conftest.py here: a second conftest module would shadow
``from conftest import ...`` in the tests above this folder."""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

import numpy as np
import pytest

AMD_DATA = Path(__file__).resolve().parents[1] / "data" / "amd"
GFX9 = ("gfx942", "gfx90a", "gfx908")
KERNELS = ("branchy", "conv2d_implicit_gemm", "matmul", "reduce", "softmax")


@pytest.fixture(scope="session")
def linker():
    """An ld.lld (or Triton's linker). CI's full run installs lld-19 and sets
    BBPROF_EXPECT_TOOLS=1, so there a missing linker fails."""
    from bbprof.codeobj import find_linker
    from bbprof.errors import ToolFailure

    try:
        return find_linker()
    except ToolFailure as exc:
        if os.environ.get("BBPROF_EXPECT_TOOLS"):
            pytest.fail(f"BBPROF_EXPECT_TOOLS is set but there is no linker "
                        f"(apt-get install lld-19): {exc}")
        pytest.skip(f"no AMDGPU linker here: {exc}")


class FakeHip:
    """Just enough of hip-python's ``hip.hip`` for the backend: calls return ``(err, ...)``
    tuples, and ``calls`` records (name, args) in order."""

    class hipDeviceProp_t:  # noqa: N801 (hip-python's name)
        gcnArchName = b"gfx942:sramecc+:xnack-"
        name = b"AMD Instinct MI300X"
        warpSize = 64
        multiProcessorCount = 304
        l2CacheSize = 4 * 1024 * 1024

    ERRORS = {209: b"hipErrorNoBinaryForGpu", 100: b"hipErrorNoDevice"}

    def __init__(self, fail: dict[str, int] | None = None):
        self.calls: list[tuple[str, tuple]] = []
        self.fail = fail or {}
        self._keep: list[object] = []       # host buffers standing in for device memory
        self.modules: dict[str, object] = {}
        self.images: dict[str, bytes] = {}
        self.launches: list[dict] = []
        self.counters: dict[str, tuple[int, int]] = {}

    def _record(self, name, args):
        self.calls.append((name, args))
        return self.fail.get(name, 0)

    def _alloc(self, nbytes: int, fill: int = 0) -> int:
        buffer = (ctypes.c_uint8 * max(nbytes, 1))()
        ctypes.memset(buffer, fill, nbytes)
        self._keep.append(buffer)
        return ctypes.addressof(buffer)

    def __getattr__(self, name):
        if name.startswith("hip"):
            return lambda *args: (self._record(name, args),)
        raise AttributeError(name)

    def hipGetErrorName(self, err):
        return (0, self.ERRORS.get(int(err), b"hipErrorUnknown"))

    def hipGetErrorString(self, err):
        return (0, b"")

    def hipGetDeviceCount(self):
        return (self._record("hipGetDeviceCount", ()), 1)

    def hipRuntimeGetVersion(self):
        return (self._record("hipRuntimeGetVersion", ()), 60443483)

    def hipModuleLoadData(self, data):
        from bbprof.codeobj import read_code_object

        err = self._record("hipModuleLoadData", (len(data),))
        handle = f"module{len(self.modules)}"
        self.modules[handle] = read_code_object(bytes(data))
        self.images[handle] = bytes(data)
        return (err, handle)

    def hipModuleGetGlobal(self, module, name):
        err = self._record("hipModuleGetGlobal", (module, name))
        if name != b"__bbprof_counters":   # another global: what the image initializes
            from code_objects import global_bytes

            try:
                data = global_bytes(self.images[module], name.decode())
            except KeyError:
                return (1, None, 0)             # hipErrorInvalidValue: no such symbol
            address = self._alloc(len(data))
            ctypes.memmove(address, data, len(data))
            return (err, address, len(data))
        if module not in self.counters:
            size = self.modules[module].dynamic_symbols[name.decode()].size
            # Garbage at first: the backend must zero it.
            self.counters[module] = (self._alloc(size, fill=0xAB), size)
        address, size = self.counters[module]
        return (err, address, size)

    def hipModuleGetFunction(self, module, name):
        return (self._record("hipModuleGetFunction", (module, name)), (module, name.decode()))

    def hipMalloc(self, nbytes):
        return (self._record("hipMalloc", (nbytes,)), self._alloc(nbytes, fill=0xCD))

    def hipMemsetD8(self, ptr, value, count):
        err = self._record("hipMemsetD8", (int(ptr), value, count))
        ctypes.memset(int(ptr), value, count)
        return (err,)

    def hipMemcpyDtoH(self, dst, src, nbytes):
        err = self._record("hipMemcpyDtoH", (int(src), nbytes))
        view = np.frombuffer(dst, dtype=np.uint8) if not isinstance(dst, np.ndarray) else \
            dst.view(np.uint8).reshape(-1)
        ctypes.memmove(view.ctypes.data, int(src), nbytes)
        return (err,)

    def hipMemcpyHtoD(self, dst, src, nbytes):
        err = self._record("hipMemcpyHtoD", (int(dst), nbytes))
        ctypes.memmove(int(dst), np.ascontiguousarray(src).ctypes.data, nbytes)
        return (err,)

    def hipModuleLaunchKernel(self, function, gx, gy, gz, bx, by, bz, shared, stream,
                              params, extra):
        err = self._record("hipModuleLaunchKernel", (function, gx, gy, gz, bx, by, bz, shared,
                                                     stream, params))
        config = (ctypes.c_void_p * 5).from_address(ctypes.addressof(extra))
        size = ctypes.c_size_t.from_address(config[3]).value
        self.launches.append({
            "function": function, "grid": (gx, gy, gz), "block": (bx, by, bz),
            "tags": (config[0], config[2], config[4]),
            "kernargs": ctypes.string_at(config[1], size)})
        # The "kernel": add the launch's thread count to word 0 of its module's counters.
        address, _ = self.counters.get(function[0], (None, 0))
        if address is not None and not err:
            ctypes.c_uint64.from_address(address).value += gx * gy * gz * bx * by * bz
        return (err,)

    def hipEventCreate(self):
        return (self._record("hipEventCreate", ()), object())

    def hipEventElapsedTime(self, start, stop):
        return (self._record("hipEventElapsedTime", ()), 0.25)


@pytest.fixture
def fake_hip():
    return FakeHip()
