"""The CUDA backend: NVIDIA's cuda-core for devices, streams, code and launches, and
cuda-bindings for what cuda-core has no call for (a module global's address, memset,
copies).

Code path: IR text -> PTX through llvmlite's NVPTX back end (in a child process,
``bbprof.ir.codegen``) -> a cubin through ``ptxas`` when one is found (``$BBPROF_PTXAS``,
the one Triton's wheel ships, or ``ptxas`` on PATH), else the PTX goes to the driver's JIT.
The processor is the device's (``sm_90a`` on compute capability 9.0, so wgmma compiles).

LLVM marks the PTX target ``, debug`` when the module carries debug info (Triton's IR
always does: line tables); ptxas then builds an unoptimized debug cubin, about three times
the code. bbprof drops that word and passes ``-lineinfo``, as Triton does, so the kernel
timed is the kernel Triton would build.

Everything is imported lazily: ``import bbprof.runtime.cuda`` needs no CUDA software, and
``CudaBackend()`` on a machine without a driver raises one ``ToolFailure`` line.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.layout import CFG_HASH_SYMBOL
from bbprof.isa.sass import DEBUG_TARGET as _DEBUG_TARGET  # noqa: F401 (tests read it)
from bbprof.isa.sass import DRIVER_JIT, ptxas_label, triton_cuda_bin, without_debug_target
from bbprof.runtime.backend import (Backend, Code, DeviceBuffer, DeviceInfo, KernelArg,
                                    LaunchShape, check_counter_size)


def arch_for(compute_capability: tuple[int, int]) -> str:
    """``(9, 0)`` -> ``sm_90a``: the arch-specific target, so Hopper's wgmma compiles."""
    major, minor = compute_capability
    suffix = "a" if major >= 9 and minor == 0 else ""
    return f"sm_{major}{minor}{suffix}"


def compile_ptx(text: str, arch: str, ptxas: str | None = None) -> str:
    """PTX for ``arch`` from (instrumented) NVPTX IR text, without the debug target, at
    the PTX ISA version the ptxas that assembles it reads (as Triton writes it)."""
    from bbprof.ir.codegen import compile_text
    from bbprof.ir.target import NVPTX, NVPTX_TRIPLE, Target
    from bbprof.isa.sass import with_ptx_isa

    ptx = compile_text(text, Target(NVPTX, NVPTX_TRIPLE), arch,
                       with_ptx_isa("", ptxas or find_ptxas()))
    return without_debug_target(ptx)


def find_ptxas() -> str | None:
    """``$BBPROF_PTXAS``, else Triton's bundled ptxas, else ``ptxas`` on PATH."""
    explicit = os.environ.get("BBPROF_PTXAS")
    if explicit:
        return explicit
    for folder in triton_cuda_bin():
        candidate = folder / "ptxas"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which("ptxas")


def assemble(ptx: str, arch: str, ptxas: str | None = None, *,
             timeout: float = 600.0) -> bytes:
    """A cubin from PTX through ptxas (``-O3 -lineinfo``)."""
    ptxas = ptxas or find_ptxas()
    if ptxas is None:
        raise ToolFailure("no ptxas found", hint="set BBPROF_PTXAS, or let the driver JIT "
                          "the PTX")
    with tempfile.TemporaryDirectory(prefix="bbprof-ptxas-") as tmp:
        src, out = Path(tmp) / "kernel.ptx", Path(tmp) / "kernel.cubin"
        src.write_text(ptx)
        proc = subprocess.run([ptxas, f"-arch={arch}", "-O3", "-lineinfo", str(src), "-o",
                               str(out)], capture_output=True, text=True, timeout=timeout,
                              check=False)
        if proc.returncode != 0:
            lines = [line for line in proc.stderr.splitlines() if line.strip()]
            raise ToolFailure(f"ptxas failed for {arch}: {lines[0] if lines else 'no output'}")
        return out.read_bytes()


def _check(result, what: str):
    """cuda-bindings calls return ``(err, *values)``; raise on an error."""
    from cuda.bindings import driver

    err, *values = result if isinstance(result, tuple) else (result,)
    if err != driver.CUresult.CUDA_SUCCESS:
        _, name = driver.cuGetErrorName(err)
        name = name.decode() if isinstance(name, bytes) else str(err)
        raise ToolFailure(f"CUDA {what} failed: {name}")
    if not values:
        return None
    return values[0] if len(values) == 1 else tuple(values)


class CudaBuffer(DeviceBuffer):
    def __init__(self, backend: "CudaBackend", nbytes: int):
        self._backend = backend
        self.nbytes = nbytes
        self._buffer = backend._device.allocate(nbytes, stream=backend._stream)
        self._ptr = int(self._buffer.handle)
        backend._memset(self._ptr, nbytes)

    @property
    def pointer(self) -> int:
        return self._ptr

    def read(self) -> bytes:
        from cuda.bindings import driver

        out = np.empty(self.nbytes, np.uint8)
        stream = self._backend._stream
        _check(driver.cuMemcpyDtoHAsync(out.ctypes.data, self._ptr, self.nbytes,
                                        stream.handle), "copy to host")
        stream.sync()
        return out.tobytes()

    def write(self, data) -> None:
        from cuda.bindings import driver

        raw = np.ascontiguousarray(data)
        if raw.nbytes > self.nbytes:
            raise InputError(f"{raw.nbytes} bytes do not fit a buffer of {self.nbytes}")
        # On bbprof's (non-blocking) stream, then waited for: a plain cuMemcpyHtoD from
        # pageable memory may return before its DMA lands, and goes on the legacy stream,
        # which a launch on a non-blocking stream does not wait for.
        stream = self._backend._stream
        _check(driver.cuMemcpyHtoDAsync(self._ptr, raw.ctypes.data, raw.nbytes,
                                        stream.handle), "copy to device")
        stream.sync()

    def free(self) -> None:
        self._buffer.close()


class CudaCode(Code):
    def __init__(self, backend: "CudaBackend", text: str, block_map: BlockMap | None,
                 kernels: Sequence[str], cubin: bytes | None = None):
        from cuda.core import ObjectCode

        self._backend = backend
        self.block_map = block_map
        if block_map is not None and block_map.target.kind != "nvptx":
            raise InputError(f"the block map is for {block_map.target.kind}, not nvptx",
                             path=block_map.path)
        arch = backend.arch
        if cubin is not None:   # built by the caller (bbprof validate profiles this one)
            self.ptx = ""
            self.cubin = cubin
            self.code_kind = "cubin (given)"
            self._object = ObjectCode.from_cubin(cubin, name="bbprof")
            ptxas = None
        else:
            self.ptx = compile_ptx(text, arch)
            ptxas = None if backend.use_driver_jit else find_ptxas()
        # which assembler made the code that runs: a report's SASS must be that one's
        self.assembler: str | None = None
        if cubin is not None:
            pass
        elif ptxas is not None:
            self.cubin: bytes | None = assemble(self.ptx, arch, ptxas)
            self.code_kind = "cubin"
            self.assembler = ptxas_label(ptxas)
            self._object = ObjectCode.from_cubin(self.cubin, name="bbprof")
        else:
            self.cubin = None
            self.code_kind = "ptx (driver JIT)"
            self.assembler = DRIVER_JIT
            self._object = ObjectCode.from_ptx(self.ptx, name="bbprof")
        self._kernels: dict[str, object] = {}
        self._params: dict[str, list] = {}
        self._text = text
        for name in kernels:
            self.kernel(name)
        self._counters_ptr = None
        if block_map is not None and block_map.has_counters:
            ptr, nbytes = self._global(block_map.counter_symbol)
            check_counter_size(nbytes, block_map, "the loaded CUDA module")
            self._counters_ptr = ptr
            self.zero_counters()

    def _global(self, symbol: str) -> tuple[int, int]:
        from cuda.bindings import driver

        self.kernel_handle_any()
        handle = self._object.handle
        if isinstance(handle, driver.CUlibrary):
            ptr, nbytes = _check(driver.cuLibraryGetGlobal(handle, symbol.encode()),
                                 f"lookup of @{symbol}")
        else:
            ptr, nbytes = _check(driver.cuModuleGetGlobal(handle, symbol.encode()),
                                 f"lookup of @{symbol}")
        return int(ptr), int(nbytes)

    def kernel_handle_any(self):
        """cuda-core loads the code lazily; fetching one kernel forces the load."""
        if not self._kernels and self.block_map is not None:
            name = (self.block_map.kernels or [None])[0]
            if name:
                self.kernel(name)

    def kernel(self, name: str):
        if name not in self._kernels:
            from bbprof.runtime.args import kernel_parameters

            self._params[name] = kernel_parameters(self._text, name)
            try:
                self._kernels[name] = self._object.get_kernel(name)
            except Exception as exc:  # cuda-core raises CUDAError
                raise ToolFailure(f"cannot load kernel '{name}': {exc}") from None
        return self._kernels[name]

    def parameters(self, name: str):
        self.kernel(name)
        return self._params[name]

    def zero_counters(self) -> None:
        if self._counters_ptr is None:
            raise self._no_counters()
        self._backend._memset(self._counters_ptr, self.block_map.counter_bytes)

    def cfg_hash(self) -> int | None:
        from cuda.bindings import driver

        try:
            ptr, nbytes = self._global(CFG_HASH_SYMBOL)
        except ToolFailure:
            return None     # the module has no such global
        out = np.zeros(1, np.int64)
        _check(driver.cuMemcpyDtoH(out.ctypes.data, ptr, 8), "read-back of the CFG hash")
        return int(out[0])

    def read_counters(self) -> np.ndarray:
        from cuda.bindings import driver

        if self._counters_ptr is None:
            raise self._no_counters()
        self._backend.synchronize()
        out = np.empty(self.block_map.counter_words, np.uint64)
        _check(driver.cuMemcpyDtoH(out.ctypes.data, self._counters_ptr, out.nbytes),
               "counter read-back")
        return out

    def read_global(self, symbol: str) -> bytes:
        from cuda.bindings import driver

        self._backend.synchronize()
        ptr, nbytes = self._global(symbol)
        out = np.empty(nbytes, np.uint8)
        _check(driver.cuMemcpyDtoH(out.ctypes.data, ptr, nbytes), f"read-back of @{symbol}")
        return out.tobytes()

    def zero_global(self, symbol: str) -> None:
        ptr, nbytes = self._global(symbol)
        self._backend._memset(ptr, nbytes)

    def _pack(self, kernel: str, args: Sequence[KernelArg]) -> list:
        params = self.parameters(kernel)
        if len(params) != len(args):
            raise InputError(f"'{kernel}' takes {len(params)} arguments, {len(args)} given")
        packed = []
        for param, arg in zip(params, args):
            if isinstance(arg, DeviceBuffer):
                packed.append(np.uint64(arg.pointer))
            elif param.kind == "pointer":
                packed.append(np.uint64(int(arg.value)))
            else:
                packed.append(param.scalar_dtype.type(arg.value))
        return packed

    def _config(self, kernel: str, shape: LaunchShape):
        from cuda.core import LaunchConfig

        if shape.shared_bytes > 48 * 1024:
            self._backend._allow_shared(self.kernel(kernel), shape.shared_bytes)
        return LaunchConfig(grid=shape.grid, block=shape.block, shmem_size=shape.shared_bytes)

    def launch(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]) -> None:
        from cuda.core import launch

        launch(self._backend._stream, self._config(kernel, shape), self.kernel(kernel),
               *self._pack(kernel, args))

    def time(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg], *,
             repeat: int) -> list[float]:
        from cuda.core import launch

        stream = self._backend._stream
        config, handle, packed = self._config(kernel, shape), self.kernel(kernel), \
            self._pack(kernel, args)
        timing = _timing_event_options()
        events = []
        for _ in range(repeat):
            start = stream.record(options=timing)
            launch(stream, config, handle, *packed)
            events.append((start, stream.record(options=timing)))
        stream.sync()
        return [float(end - start) for start, end in events]


def _timing_event_options():
    """EventOptions with timing on; the field's name changed between cuda-core releases."""
    from cuda.core import EventOptions

    for field_name, value in (("timing_enabled", True), ("enable_timing", True),
                              ("timing_disabled", False)):
        try:
            return EventOptions(**{field_name: value})
        except TypeError:
            continue
    raise ToolFailure("this cuda-core has no timing option for events",
                      hint="pip install 'cuda-core>=0.3'")


class CudaBackend(Backend):
    """One NVIDIA GPU. ``arch`` overrides the processor; ``driver_jit=True`` skips ptxas."""

    name = "cuda"

    def __init__(self, device: int = 0, arch: str | None = None, driver_jit: bool = False):
        try:
            from cuda.core import Device
        except ImportError:
            raise ToolFailure("the cuda backend needs NVIDIA's cuda-core and cuda-bindings",
                              hint="pip install 'bbprof[cuda]'") from None
        try:
            self._device = Device(device)
            self._device.set_current()
        except Exception as exc:  # DynamicLibNotFoundError, CUDAError ...
            detail = " ".join(str(exc).split())
            if "driver library" in detail or "not found" in detail.lower():
                detail = "no NVIDIA driver (libcuda) on this machine"
            raise ToolFailure(f"cannot use CUDA device {device}: {detail}",
                              hint="run on a machine with an NVIDIA GPU, or use "
                                   "--backend host") from None
        self._stream = self._device.create_stream()
        cc = self._device.compute_capability
        self.compute_capability = (cc.major, cc.minor) if hasattr(cc, "major") else tuple(cc)
        self.arch = arch or arch_for(self.compute_capability)
        self.use_driver_jit = driver_jit

    def device(self) -> DeviceInfo:
        from cuda.bindings import driver

        version = _check(driver.cuDriverGetVersion(), "driver version query")
        props = self._device.properties
        return DeviceInfo(backend="cuda", name=self._device.name, arch=self.arch,
                          wave_size=32, units=int(props.multiprocessor_count),
                          driver=f"CUDA driver {version // 1000}.{version % 1000 // 10}",
                          extra={"compute_capability": list(self.compute_capability),
                                 "device_id": self._device.device_id})

    def load(self, text: str, block_map: BlockMap | None, *, kernels=(),
             cubin: bytes | None = None) -> CudaCode:
        """``cubin``: load this binary (built from ``text``) instead of compiling."""
        return CudaCode(self, text, block_map, kernels, cubin)

    def allocate(self, nbytes: int) -> CudaBuffer:
        return CudaBuffer(self, nbytes)

    def synchronize(self) -> None:
        self._stream.sync()

    def _memset(self, ptr: int, nbytes: int) -> None:
        from cuda.bindings import driver

        _check(driver.cuMemsetD8Async(ptr, 0, nbytes, self._stream.handle), "memset")

    def _allow_shared(self, kernel, nbytes: int) -> None:
        from cuda.bindings import driver

        attr = driver.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        handle = kernel.handle
        if isinstance(handle, driver.CUkernel):
            _check(driver.cuKernelSetAttribute(attr, nbytes, handle,
                                               self._device.device_id),
                   "setting the shared-memory limit")
        else:
            _check(driver.cuFuncSetAttribute(handle, attr, nbytes),
                   "setting the shared-memory limit")
