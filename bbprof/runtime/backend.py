"""The runtime backend protocol: what ``bbprof run`` and the tests need from a driver.

A backend turns instrumented IR into code on one device and runs it. Seven verbs, no more:

1. **load** the code (``Backend.load``: compile the IR text for the device, load it);
2. **locate** the counter global (done by ``load``; ``Code.has_counters`` says if it is there);
3. **zero** it (``Code.zero_counters``);
4. **launch** a kernel with arguments (``Code.launch``; buffers come from ``Backend.upload``
   or ``Backend.allocate``, scalars are ``Scalar`` values typed like the kernel's parameter);
5. **synchronize** (``Backend.synchronize``);
6. **read** the counters back (``Code.read_counters``: the whole ``u64`` array, shards and
   all; ``BlockMap.block_counts`` decodes it);
7. **time** launches with the device's events (``Code.time``: milliseconds per launch).

Drivers are imported lazily, inside a backend's constructor: importing ``bbprof`` or this
module needs no GPU software. ``get_backend("cuda" | "hip" | "host")`` picks one by name;
a missing driver raises ``ToolFailure`` with a one-line message (the CLI prints it and
exits with status 1).

Code loaded without a block map (``load(text, None)``) is the uninstrumented baseline: it
has no counters, and ``read_counters`` raises.

Backends: ``cuda.py`` (NVIDIA, cuda-core + cuda-bindings), ``hip.py`` (AMD, hip-python),
``host.py`` (host-target IR in this process through llvmlite's JIT, for tests and demos),
``emulator/`` (GPU IR run on the CPU by a SIMT emulator: no GPU needed, exact counts).
"""

from __future__ import annotations

import importlib
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Union

import numpy as np

from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import BlockMap

Dim3 = tuple[int, int, int]


def dim3(value: int | Sequence[int]) -> Dim3:
    """``4`` -> ``(4, 1, 1)``; ``(4, 2)`` -> ``(4, 2, 1)``; every entry at least 1."""
    items = [value] if isinstance(value, int) else list(value)
    if not 1 <= len(items) <= 3 or any(not isinstance(v, int) or v < 1 for v in items):
        raise InputError(f"a grid or block size is 1 to 3 positive integers, not {value!r}")
    return tuple(items + [1] * (3 - len(items)))  # type: ignore[return-value]


@dataclass(frozen=True)
class LaunchShape:
    """Grid (in blocks/workgroups), block (in threads), dynamic shared memory in bytes."""

    grid: Dim3
    block: Dim3
    shared_bytes: int = 0

    @classmethod
    def of(cls, grid, block, shared_bytes: int = 0) -> "LaunchShape":
        return cls(dim3(grid), dim3(block), shared_bytes)

    @property
    def threads(self) -> int:
        g, b = self.grid, self.block
        return g[0] * g[1] * g[2] * b[0] * b[1] * b[2]

    def to_json(self) -> dict:
        return {"grid": list(self.grid), "block": list(self.block),
                "shared_bytes": self.shared_bytes}


@dataclass(frozen=True)
class DeviceInfo:
    """Which device ran the code, in words a report can print."""

    backend: str            # "cuda", "hip", "host"
    name: str               # "NVIDIA H200"
    arch: str               # "sm_90a", "gfx942", the host triple
    wave_size: int          # 32, 64, 1
    units: int              # SMs, CUs, 1
    driver: str = ""        # driver / runtime versions
    extra: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"backend": self.backend, "name": self.name, "arch": self.arch,
                "wave_size": self.wave_size, "units": self.units, "driver": self.driver,
                **({"extra": self.extra} if self.extra else {})}

    @classmethod
    def from_json(cls, data: dict) -> "DeviceInfo":
        return cls(backend=data["backend"], name=data["name"], arch=data["arch"],
                   wave_size=data["wave_size"], units=data["units"],
                   driver=data.get("driver", ""), extra=data.get("extra", {}))


@dataclass(frozen=True)
class Scalar:
    """A by-value kernel argument, typed like the kernel's parameter (``np.int32`` ...)."""

    value: int | float
    dtype: np.dtype

    def as_numpy(self):
        return np.dtype(self.dtype).type(self.value)


class DeviceBuffer(ABC):
    """Memory on the device; ``pointer`` is what a kernel's pointer parameter receives."""

    nbytes: int

    @property
    @abstractmethod
    def pointer(self) -> int: ...

    @abstractmethod
    def read(self) -> bytes:
        """Copy the whole buffer back (after synchronizing the backend)."""

    @abstractmethod
    def write(self, data: bytes | np.ndarray) -> None: ...

    def name(self, text: str) -> None:
        """What the buffer is (``--arg 3 (f32[1024])``), for the messages of backends that
        can say which buffer an access left (the emulator's faults)."""

    def read_array(self, dtype, shape=None) -> np.ndarray:
        out = np.frombuffer(self.read(), dtype=dtype)
        return out.reshape(shape) if shape is not None else out


KernelArg = Union[DeviceBuffer, Scalar]


class Code(ABC):
    """Code loaded on a device: its kernels and (when instrumented) its counter global."""

    block_map: BlockMap | None

    @property
    def has_counters(self) -> bool:
        """Loaded with a block map that has counters (not ``--counters none``)."""
        return self.block_map is not None and self.block_map.has_counters

    @abstractmethod
    def zero_counters(self) -> None: ...

    @abstractmethod
    def read_counters(self) -> np.ndarray:
        """The whole counter global as ``uint64`` words (synchronizes first)."""

    @abstractmethod
    def launch(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]) -> None:
        """Start one launch; returns before it finishes (``Backend.synchronize`` waits)."""

    @abstractmethod
    def time(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg], *,
             repeat: int) -> list[float]:
        """Launch ``repeat`` times, each between two timing events; milliseconds each."""

    def _wall_clock_times(self, kernel: str, shape: LaunchShape,
                          args: Sequence[KernelArg], repeat: int) -> list[float]:
        """``time`` for backends whose ``launch`` runs to completion (host, emulator): the
        wall-clock milliseconds of each of ``repeat`` launches."""
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            self.launch(kernel, shape, args)
            times.append((time.perf_counter() - start) * 1e3)
        return times

    def cfg_hash(self) -> int | None:
        """The value of ``@__bbprof_cfg_hash`` in the loaded module (None: it has none),
        read from the device, so that decoding can refuse counters of a module the block
        map was not written for. A backend that cannot read a global raises
        ``NotImplementedError``; ``run_kernel`` then reads it from the text it loaded."""
        raise NotImplementedError

    def read_global(self, symbol: str) -> bytes:
        """The bytes of the module's global ``symbol`` (synchronizes first): how the
        timeline (bbprof/timeline/) is read back."""
        raise ToolFailure(f"this backend cannot read @{symbol} yet",
                          hint="use the cuda, hip, host or emulator backend for --timeline")

    def zero_global(self, symbol: str) -> None:
        """Zero the module's global ``symbol``."""
        raise ToolFailure(f"this backend cannot write @{symbol} yet",
                          hint="use the cuda, hip, host or emulator backend for --timeline")

    def _no_counters(self) -> ToolFailure:
        return ToolFailure("this code was loaded without a block map, so it has no counters",
                           hint="load the instrumented IR with its block map")


class Backend(ABC):
    """One device of one driver."""

    name: ClassVar[str]

    @abstractmethod
    def device(self) -> DeviceInfo: ...

    @abstractmethod
    def load(self, text: str, block_map: BlockMap | None, *,
             kernels: Sequence[str] = ()) -> Code:
        """Compile IR text for this device and load it; with a block map, locate
        ``@__bbprof_counters`` (and check its size against the map) and zero it."""

    @abstractmethod
    def allocate(self, nbytes: int) -> DeviceBuffer:
        """Zero-filled device memory."""

    def upload(self, array: np.ndarray) -> DeviceBuffer:
        data = np.ascontiguousarray(array)
        buffer = self.allocate(max(data.nbytes, 1))
        if data.nbytes:
            buffer.write(data)
        return buffer

    @abstractmethod
    def synchronize(self) -> None: ...

    def close(self) -> None:
        """Release what the backend holds (optional)."""


# name -> "module:class"; a backend's module is imported only when asked for.
BACKENDS = {
    "cuda": "bbprof.runtime.cuda:CudaBackend",
    "hip": "bbprof.runtime.hip:HipBackend",
    "host": "bbprof.runtime.host:HostBackend",
    "emulator": "bbprof.runtime.emulator.backend:EmulatorBackend",
}


# which backends run which target's code
RUNS = {"host": ("host",), "nvptx": ("cuda", "emulator"), "amdgpu": ("hip", "emulator")}


def check_backend(backend: str, kind: str, path: str | None = None) -> None:
    """An ``InputError`` saying which backends can, when ``backend`` cannot run ``kind``
    code (AMD code on the host backend has no fix by re-instrumenting)."""
    able = RUNS.get(kind, ())
    if backend not in able:
        raise InputError(f"{kind} code does not run on the {backend} backend", path=path,
                         hint=f"use --backend {' or '.join(able)}" if able else None)


def default_backend(kind: str) -> tuple[str, str]:
    """``(backend, why)`` for a module of target ``kind`` when none is asked for: the host
    for host code; the GPU's own backend when this machine has such a GPU; else the
    emulator (counts without a GPU; docs/emulator.md)."""
    if kind == "host":
        return "host", "host code"
    if kind == "nvptx":
        found = _cuda_devices()
        return (("cuda", f"{found} CUDA device(s) here") if found else
                ("emulator", "no CUDA device here"))
    found = _hip_devices()
    return (("hip", f"{found} ROCm device(s) here") if found else
            ("emulator", "no ROCm device here"))


def _cuda_devices() -> int:
    try:
        from cuda.bindings import driver

        if driver.cuInit(0)[0] != driver.CUresult.CUDA_SUCCESS:
            return 0
        err, count = driver.cuDeviceGetCount()
        return int(count) if err == driver.CUresult.CUDA_SUCCESS else 0
    except Exception:        # no cuda-bindings, no driver library
        return 0


def _hip_devices() -> int:
    try:
        from hip import hip

        err, count = hip.hipGetDeviceCount()
        return int(count) if int(err) == 0 else 0
    except Exception:        # no hip-python, no ROCm
        return 0


def get_backend(name: str, **options) -> Backend:
    """The backend called ``name``, on its default device (``device=N`` picks another)."""
    try:
        where = BACKENDS[name]
    except KeyError:
        raise InputError(f"no backend named '{name}' (known: {', '.join(BACKENDS)})") from None
    module_name, class_name = where.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise ToolFailure(f"the {name} backend is not part of this bbprof") from None
    return getattr(module, class_name)(**options)


def check_counter_size(nbytes: int, block_map: BlockMap, where: str) -> None:
    """The counter global found on the device must be exactly what the block map says."""
    if nbytes != block_map.counter_bytes:
        from bbprof.errors import MismatchError

        raise MismatchError(
            f"@{block_map.counter_symbol} in {where} has {nbytes} bytes, the block map says "
            f"{block_map.counter_bytes}", path=block_map.path,
            hint="load the instrumented IR this block map was written with")
