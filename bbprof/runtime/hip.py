"""The HIP backend (AMD GPUs through ROCm), on hip-python.

**Not yet run on AMD hardware.** No AMD GPU was available while this was written. The
code follows hip-python's documented API call for call (every call returns a tuple
``(err, ...)``); what is tested here without ROCm is everything up to the driver: the code
object build and its ELF checks, the kernel-argument buffer byte for byte, the launch
configuration passed to ``hipModuleLaunchKernel``, every call's order and arguments
against a stand-in ``hip`` module, and the one-line error on a machine without ROCm.

How a launch works:

1. ``load``: the IR is compiled and linked into a code object (``bbprof.codeobj``), which
   is checked (EM_AMDGPU, ``<kernel>.kd``, ``__bbprof_counters`` of the block map's size)
   and read back for its metadata; ``hipModuleLoadData`` loads it, ``hipModuleGetGlobal``
   finds the counters (its size is checked again), ``hipMemsetD8`` zeroes them.
2. ``launch``: the explicit kernel arguments are packed into one buffer at the offsets
   and sizes the code object's ``amdhsa.kernels[*].args`` metadata gives (pointers as
   64-bit device addresses, scalars in their parameter's width, padding zero); the runtime
   fills the hidden arguments (grid sizes and the like) itself. The buffer goes to
   ``hipModuleLaunchKernel`` through ``extra`` = ``{HIP_LAUNCH_PARAM_BUFFER_POINTER, buf,
   HIP_LAUNCH_PARAM_BUFFER_SIZE, &size, HIP_LAUNCH_PARAM_END}``, the C idiom of HIP's
   driver-API porting guide. Counters accumulate over launches until zeroed.
3. ``read_counters``: ``hipDeviceSynchronize``, then ``hipMemcpyDtoH`` of the whole global;
   ``read_global``/``zero_global`` (the timeline's cursor and records) the same way, by
   name through ``hipModuleGetGlobal``, and ``hipMemsetD8``.
4. ``time``: one pair of ``hipEventRecord`` around each launch, ``hipEventElapsedTime``.

Install: ``pip install 'bbprof[amd]'`` brings hip-python; its version must follow the
ROCm release installed (hip-python 6.4.x for ROCm 6.4, 7.2.x for ROCm 7.2).
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bbprof.codeobj.elf import CodeObject, KernelArg as ArgSlot, KernelMeta, read_code_object
from bbprof.errors import InputError, MismatchError, ToolFailure
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.layout import CFG_HASH_SYMBOL
from bbprof.runtime.backend import (Backend, Code, DeviceBuffer, DeviceInfo, KernelArg,
                                    LaunchShape, Scalar, check_counter_size)

# hip_runtime_api.h: #define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void*)0x01), ...
HIP_LAUNCH_PARAM_BUFFER_POINTER = 0x01
HIP_LAUNCH_PARAM_BUFFER_SIZE = 0x02
HIP_LAUNCH_PARAM_END = 0x03

NO_HIP_PYTHON = ("the hip backend needs hip-python: pip install 'bbprof[amd]' (or "
                 "'hip-python~=X.Y.0' matching your ROCm X.Y)")
NO_ROCM = ("no HIP runtime: hip-python is installed but libamdhip64.so (ROCm) is not "
           "loadable on this machine; run on a machine with ROCm and an AMD GPU, or add "
           "ROCm's lib folder to LD_LIBRARY_PATH")


# -- kernel arguments (pure: no driver needed) -------------------------------------------

@dataclass
class Kernargs:
    """One launch's explicit kernel arguments, and the ``extra`` array that passes them.

    ``buffer`` is 8-byte aligned memory holding the arguments at their metadata offsets;
    ``size`` is a ``size_t`` with the byte count; ``config`` is the five-pointer array
    ``hipModuleLaunchKernel`` reads as ``extra``. All three must stay alive until the
    launch call returns (the runtime copies the arguments when it enqueues).
    """

    buffer: ctypes.Array
    size: ctypes.c_size_t
    config: ctypes.Array

    def to_bytes(self) -> bytes:
        return ctypes.string_at(ctypes.addressof(self.buffer), self.size.value)


def explicit_layout(meta: KernelMeta) -> tuple[ArgSlot, ...]:
    """The kernel's explicit arguments in order (hidden ones are the runtime's)."""
    return meta.explicit_args


def argument_bytes(index: int, slot: ArgSlot, arg: KernelArg, kernel: str) -> bytes:
    """The bytes of one argument as the kernel reads them (little-endian)."""
    where = f"argument {index} of '{kernel}'"
    pointer_slot = slot.value_kind in ("global_buffer", "dynamic_shared_pointer")
    if isinstance(arg, DeviceBuffer):
        if not pointer_slot and slot.size != 8:
            raise InputError(f"{where} is a {slot.size}-byte {slot.value_kind} value, "
                             "not a pointer; give a scalar")
        return int(arg.pointer).to_bytes(8, "little")
    if not isinstance(arg, Scalar):
        raise InputError(f"{where}: {type(arg).__name__} is neither a device buffer nor a "
                         "Scalar")
    dtype = np.dtype(arg.dtype).newbyteorder("<")
    if pointer_slot:
        if dtype.kind not in "iu" or dtype.itemsize != 8 or not isinstance(arg.value, int):
            raise InputError(f"{where} is a pointer; give a device buffer (or 'null')")
        if not 0 <= arg.value < 1 << 64:
            raise InputError(f"{where}: {arg.value} is not a 64-bit address")
        return int(arg.value).to_bytes(8, "little")
    if dtype.itemsize != slot.size:
        raise InputError(f"{where} is {slot.size} bytes, the value {arg.value!r} is "
                         f"{dtype.name} ({dtype.itemsize} bytes)",
                         hint="type scalars like the kernel's parameter")
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        if not isinstance(arg.value, (int, np.integer)) or not info.min <= arg.value <= info.max:
            raise InputError(f"{where}: {arg.value!r} does not fit {dtype.name}")
    return np.array(arg.value, dtype=dtype).tobytes()


def pack_kernargs(meta: KernelMeta, args: Sequence[KernelArg]) -> Kernargs:
    """Pack ``args`` (device buffers and ``Scalar``s, one per explicit parameter) at the
    offsets the code object's metadata gives; padding bytes are zero."""
    slots = explicit_layout(meta)
    if len(args) != len(slots):
        raise InputError(f"'{meta.name}' takes {len(slots)} arguments, {len(args)} given")
    end = max((s.offset + s.size for s in slots), default=0)
    align = max(meta.kernarg_segment_align, 8)
    size = -(-end // align) * align
    words = max(size // 8, 1)
    buffer = (ctypes.c_uint64 * words)()
    base = ctypes.addressof(buffer)
    for index, (slot, arg) in enumerate(zip(slots, args)):
        data = argument_bytes(index, slot, arg, meta.name)
        if len(data) != slot.size:
            raise InputError(f"argument {index} of '{meta.name}' is {slot.size} bytes, "
                             f"{len(data)} given")
        ctypes.memmove(base + slot.offset, data, len(data))
    size_value = ctypes.c_size_t(size)
    config = (ctypes.c_void_p * 5)(HIP_LAUNCH_PARAM_BUFFER_POINTER, base,
                                   HIP_LAUNCH_PARAM_BUFFER_SIZE,
                                   ctypes.addressof(size_value), HIP_LAUNCH_PARAM_END)
    return Kernargs(buffer=buffer, size=size_value, config=config)


# -- talking to hip-python ---------------------------------------------------------------

def import_hip():
    """hip-python's ``hip`` module, or a one-line ``ToolFailure``."""
    try:
        from hip import hip
    except ImportError:
        raise ToolFailure(NO_HIP_PYTHON) from None
    return hip


class _Driver:
    """hip-python calls with their error codes turned into ``ToolFailure``s."""

    def __init__(self, hip):
        self.hip = hip

    def __call__(self, function: str, *args, hint: str | None = None):
        try:
            result = getattr(self.hip, function)(*args)
        except RuntimeError as exc:  # hip-python's loader: dlopen of libamdhip64.so failed
            text = str(exc)
            if "libamdhip64" in text or "dlopen" in text:
                raise ToolFailure(NO_ROCM) from None
            raise ToolFailure(f"{function} failed: {' '.join(text.split())}") from None
        if not isinstance(result, tuple):
            result = (result,)
        err, rest = result[0], result[1:]
        if int(err) != 0:
            raise ToolFailure(f"{function} failed: {self.error_name(err)}", hint=hint)
        if not rest:
            return None
        return rest[0] if len(rest) == 1 else rest

    def error_name(self, err) -> str:
        try:
            _, name = self.hip.hipGetErrorName(err)
            _, text = self.hip.hipGetErrorString(err)
        except Exception:  # the error itself may be that the runtime is unusable
            return str(err)
        name = name.decode() if isinstance(name, bytes) else str(name)
        text = text.decode() if isinstance(text, bytes) else str(text)
        return f"{name} ({text})" if text and text != name else name


def _text(value) -> str:
    if isinstance(value, bytes):
        return value.split(b"\0", 1)[0].decode(errors="replace")
    return str(value)


class HipBuffer(DeviceBuffer):
    def __init__(self, driver: _Driver, nbytes: int):
        self._driver = driver
        self.nbytes = nbytes
        self._ptr = driver("hipMalloc", nbytes, hint="the device is out of memory?")
        driver("hipMemsetD8", self._ptr, 0, nbytes)

    @property
    def pointer(self) -> int:
        return int(self._ptr)

    def read(self) -> bytes:
        out = bytearray(self.nbytes)
        self._driver("hipDeviceSynchronize")
        self._driver("hipMemcpyDtoH", out, self._ptr, self.nbytes)
        return bytes(out)

    def write(self, data: bytes | np.ndarray) -> None:
        payload = np.ascontiguousarray(data).view(np.uint8).reshape(-1) if isinstance(
            data, np.ndarray) else np.frombuffer(bytes(data), np.uint8)
        if payload.nbytes > self.nbytes:
            raise InputError(f"{payload.nbytes} bytes do not fit a {self.nbytes}-byte buffer")
        self._driver("hipMemcpyHtoD", self._ptr, payload, payload.nbytes)

    def free(self) -> None:
        if self._ptr is not None:
            self._driver("hipFree", self._ptr)
            self._ptr = None


class HipCode(Code):
    """A code object loaded with ``hipModuleLoadData``."""

    def __init__(self, driver: _Driver, data: bytes, code_object: CodeObject,
                 block_map: BlockMap | None, *, where: str = "the code object"):
        self._driver = driver
        self.code_object = code_object
        self.block_map = block_map
        self.module = driver("hipModuleLoadData", data,
                             hint="was it built for this GPU's arch? (bbprof build --arch)")
        self._functions: dict[str, object] = {}
        self._counters = None
        self._counter_bytes = 0
        if block_map is not None and block_map.has_counters:
            symbol = block_map.counter_symbol
            self._counters, nbytes = driver("hipModuleGetGlobal", self.module, symbol.encode(),
                                            hint="load the instrumented code object")
            check_counter_size(int(nbytes), block_map, where)
            self._counter_bytes = int(nbytes)
            self.zero_counters()

    def function(self, kernel: str):
        if kernel not in self._functions:
            self.code_object.kernel(kernel)  # InputError naming the kernels there are
            self._functions[kernel] = self._driver("hipModuleGetFunction", self.module,
                                                   kernel.encode())
        return self._functions[kernel]

    # -- the protocol -------------------------------------------------------------------
    def zero_counters(self) -> None:
        if self._counters is None:
            raise self._no_counters()
        self._driver("hipMemsetD8", self._counters, 0, self._counter_bytes)

    def cfg_hash(self) -> int | None:
        return read_cfg_hash(self.module, driver=self._driver)

    def read_counters(self) -> np.ndarray:
        if self._counters is None:
            raise self._no_counters()
        out = np.zeros(self._counter_bytes // 8, dtype=np.uint64)
        self._driver("hipDeviceSynchronize")
        self._driver("hipMemcpyDtoH", out, self._counters, self._counter_bytes)
        return out

    def _global(self, symbol: str):
        pointer, nbytes = self._driver("hipModuleGetGlobal", self.module, symbol.encode(),
                                       hint=f"the module has no @{symbol}: run the IR "
                                            "this block map was written with")
        return pointer, int(nbytes)

    def read_global(self, symbol: str) -> bytes:
        """``hipModuleGetGlobal``, ``hipDeviceSynchronize``, ``hipMemcpyDtoH`` of the whole
        global: how the timeline (bbprof/timeline/) is read back."""
        pointer, nbytes = self._global(symbol)
        out = np.zeros(nbytes, dtype=np.uint8)
        self._driver("hipDeviceSynchronize")
        self._driver("hipMemcpyDtoH", out, pointer, nbytes)
        return out.tobytes()

    def zero_global(self, symbol: str) -> None:
        pointer, nbytes = self._global(symbol)
        self._driver("hipMemsetD8", pointer, 0, nbytes)

    def _prepare(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]):
        meta = self.code_object.kernel(kernel)
        threads = shape.block[0] * shape.block[1] * shape.block[2]
        if meta.max_flat_workgroup_size and threads > meta.max_flat_workgroup_size:
            raise InputError(f"'{kernel}' allows at most {meta.max_flat_workgroup_size} "
                             f"threads per workgroup, the block {shape.block} has {threads}")
        return self.function(kernel), pack_kernargs(meta, args)

    def _launch(self, function, shape: LaunchShape, kernargs: Kernargs, kernel: str) -> None:
        self._driver("hipModuleLaunchKernel", function, *shape.grid, *shape.block,
                     shape.shared_bytes, None, None, kernargs.config,
                     hint=f"launching '{kernel}'")

    def launch(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]) -> None:
        function, kernargs = self._prepare(kernel, shape, args)
        self._launch(function, shape, kernargs, kernel)

    def time(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg], *,
             repeat: int) -> list[float]:
        function, kernargs = self._prepare(kernel, shape, args)
        start = self._driver("hipEventCreate")
        stop = self._driver("hipEventCreate")
        times = []
        try:
            for _ in range(repeat):
                self._driver("hipEventRecord", start, None)
                self._launch(function, shape, kernargs, kernel)
                self._driver("hipEventRecord", stop, None)
                self._driver("hipEventSynchronize", stop)
                times.append(float(self._driver("hipEventElapsedTime", start, stop)))
        finally:
            self._driver("hipEventDestroy", start)
            self._driver("hipEventDestroy", stop)
        return times

    def unload(self) -> None:
        if self.module is not None:
            self._driver("hipModuleUnload", self.module)
            self.module = None


class HipBackend(Backend):
    """One AMD GPU through hip-python. ``hip_module`` replaces hip-python (tests)."""

    name = "hip"

    def __init__(self, device: int = 0, *, arch: str | None = None, linker=None,
                 hip_module=None):
        self._driver = _Driver(hip_module if hip_module is not None else import_hip())
        driver = self._driver
        driver("hipInit", 0, hint="is an AMD GPU visible (HIP_VISIBLE_DEVICES, /dev/kfd)?")
        count = driver("hipGetDeviceCount")
        if not count:
            raise ToolFailure("HIP sees no AMD GPU on this machine")
        if not 0 <= device < int(count):
            raise InputError(f"there is no HIP device {device} (this machine has {count})")
        driver("hipSetDevice", device)
        props = driver.hip.hipDeviceProp_t()
        driver("hipGetDeviceProperties", props, device)
        self._props = props
        self._index = device
        self._linker = linker
        full_arch = _text(props.gcnArchName)
        self.arch = full_arch.split(":", 1)[0]
        if arch is not None and arch != self.arch:
            raise InputError(f"--arch {arch}: HIP device {device} is {self.arch}, and a code "
                             "object runs only on the processor it was built for",
                             hint=f"drop --arch or pass --arch {self.arch}")
        try:
            runtime = driver("hipRuntimeGetVersion")
        except ToolFailure:
            runtime = "?"
        self._info = DeviceInfo(backend="hip", name=_text(props.name), arch=self.arch,
                                wave_size=int(props.warpSize),
                                units=int(props.multiProcessorCount),
                                driver=f"HIP runtime {runtime}",
                                extra={"gcnArchName": full_arch, "device": device,
                                       "l2_bytes": int(props.l2CacheSize)})

    def device(self) -> DeviceInfo:
        return self._info

    def load(self, text: str, block_map: BlockMap | None, *, kernels=()) -> HipCode:
        """Build the IR into a code object for this GPU and load it."""
        from bbprof.codeobj import build_code_object

        if block_map is not None:
            built_for = block_map.target.arch
            if block_map.target.kind != "amdgpu":
                raise MismatchError(f"the block map is for {block_map.target.kind}, "
                                    "not an AMD GPU", path=block_map.path)
            if built_for and built_for != self.arch:
                raise MismatchError(f"the IR was instrumented for {built_for}, this GPU is "
                                    f"{self.arch}", path=block_map.path,
                                    hint=f"compile the kernel for {self.arch} and instrument "
                                         "that IR")
        built = build_code_object(block_map.path if block_map and block_map.path else "<ir>",
                                  block_map=block_map, arch=self.arch, text=text,
                                  linker=self._linker)
        return HipCode(self._driver, built.data, built.code_object, block_map)

    def load_code_object(self, data: bytes, block_map: BlockMap | None, *,
                         path: str | None = None) -> HipCode:
        """Load a code object ``bbprof build`` wrote (its checks run again here)."""
        from bbprof.codeobj import check_code_object

        code = read_code_object(data, path=path)
        if code.arch and code.arch != self.arch:
            raise MismatchError(f"the code object is for {code.arch}, this GPU is {self.arch}",
                                path=path, hint=f"bbprof build --arch {self.arch}")
        if block_map is not None:
            check_code_object(code, kernels=list(block_map.kernels),
                              counter_symbol=(block_map.counter_symbol
                                              if block_map.has_counters else None),
                              counter_bytes=block_map.counter_bytes or None, path=path)
        return HipCode(self._driver, data, code, block_map, where=path or "the code object")

    def allocate(self, nbytes: int) -> HipBuffer:
        return HipBuffer(self._driver, nbytes)

    def synchronize(self) -> None:
        self._driver("hipDeviceSynchronize")


def read_module_global(module, name: str, *, zero: bool = False, hip_module=None) -> np.ndarray:
    """The bytes of global ``name`` of a loaded ``hipModule_t`` as ``uint64`` words (zeroed
    afterwards when ``zero``): what the Triton integration needs on ROCm, where a compiled
    kernel's ``.module`` is a hipModule_t handle. Synchronizes the device first."""
    driver = _Driver(hip_module if hip_module is not None else import_hip())
    pointer, nbytes = driver("hipModuleGetGlobal", module, name.encode(),
                             hint=f"the module has no @{name}: was it instrumented?")
    out = np.zeros(int(nbytes) // 8, dtype=np.uint64)
    driver("hipDeviceSynchronize")
    driver("hipMemcpyDtoH", out, pointer, int(nbytes))
    if zero:
        driver("hipMemsetD8", pointer, 0, int(nbytes))
    return out


def read_cfg_hash(module, *, hip_module=None, driver: _Driver | None = None) -> int | None:
    """``@__bbprof_cfg_hash`` of a loaded ``hipModule_t`` (``hipModuleGetGlobal``, then
    ``hipMemcpyDtoH`` of its 8 bytes); None when the module has no such global."""
    if driver is None:
        driver = _Driver(hip_module if hip_module is not None else import_hip())
    try:
        pointer, nbytes = driver("hipModuleGetGlobal", module, CFG_HASH_SYMBOL.encode())
    except ToolFailure:
        return None
    if int(nbytes) != 8:
        return None
    out = np.zeros(1, dtype=np.int64)
    driver("hipMemcpyDtoH", out, pointer, 8)
    return int(out[0])


__all__ = ["HipBackend", "HipBuffer", "HipCode", "Kernargs", "argument_bytes", "import_hip",
           "pack_kernargs", "read_cfg_hash", "read_module_global"]
