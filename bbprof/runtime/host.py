"""Run host-target IR in this process through llvmlite's JIT, and read its counters.

This is the backend the tests and the demo use on machines without a GPU: the IR was
instrumented with ``--target host`` (wave size 1), so ``thread_hits`` and ``wave_hits``
are both the number of times each block was entered.

A host "launch" calls the function once per thread of the launch shape, one after the
other, with the same arguments (host code has no thread ids; a grid and block of 1 is the
usual case). Buffers are numpy arrays in this process; their pointer is the array's
address. Timing uses ``time.perf_counter``.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Sequence

import numpy as np

from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.layout import CFG_HASH_SYMBOL
from bbprof.ir.llvm_child import on_deep_stack
from bbprof.runtime.backend import (Backend, Code, DeviceBuffer, DeviceInfo, KernelArg,
                                    LaunchShape, Scalar, check_counter_size)

_CTYPES = {np.dtype(np.int8): ctypes.c_int8, np.dtype(np.int16): ctypes.c_int16,
           np.dtype(np.int32): ctypes.c_int32, np.dtype(np.int64): ctypes.c_int64,
           np.dtype(np.uint64): ctypes.c_uint64, np.dtype(np.float32): ctypes.c_float,
           np.dtype(np.float64): ctypes.c_double}


class HostBuffer(DeviceBuffer):
    def __init__(self, nbytes: int):
        self.nbytes = nbytes
        self._array = np.zeros(nbytes, np.uint8)

    @property
    def pointer(self) -> int:
        return self._array.ctypes.data

    def read(self) -> bytes:
        return self._array.tobytes()

    def write(self, data) -> None:
        raw = np.frombuffer(np.ascontiguousarray(data).tobytes(), np.uint8)
        self._array[: raw.size] = raw


class HostCode(Code):
    """An (instrumented) host module, JIT-compiled and ready to call."""

    def __init__(self, text: str, block_map: BlockMap | None):
        import llvmlite.binding as llvm

        if block_map is not None and block_map.target.kind != "host":
            raise InputError(f"the block map is for {block_map.target.kind}, not host",
                             path=block_map.path, hint="instrument with --target host")
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        try:
            module = llvm.parse_assembly(text)
            module.verify()
        except RuntimeError as exc:
            raise ToolFailure(f"the host JIT cannot load the module: {exc}") from None
        self._module = module
        machine = llvm.Target.from_default_triple().create_target_machine(jit=True)
        self._engine = llvm.create_mcjit_compiler(module, machine)
        # MCJIT's code generation recurses over the blocks (llvm_child.on_deep_stack)
        on_deep_stack(self._engine.finalize_object)
        self.block_map = block_map
        self._counters = None
        if block_map is not None and block_map.has_counters:
            address = self._engine.get_global_value_address(block_map.counter_symbol)
            if not address:
                raise InputError(f"the module has no @{block_map.counter_symbol}",
                                 hint="run the instrumented IR, not the original")
            gv = module.get_global_variable(block_map.counter_symbol)
            nbytes = self._engine.target_data.get_abi_size(gv.global_value_type)
            check_counter_size(nbytes, block_map, "the JIT-compiled module")
            self._counters = (ctypes.c_uint64 * block_map.counter_words).from_address(address)
        self._callables: dict[str, object] = {}

    # -- direct calls (tests) -----------------------------------------------------------
    def function(self, name: str, restype, *argtypes):
        """A ctypes callable for a function of the module."""
        address = self._engine.get_function_address(name)
        if not address:
            raise InputError(f"the module has no function '{name}'")
        return ctypes.CFUNCTYPE(restype, *argtypes)(address)

    # -- the protocol -------------------------------------------------------------------
    def cfg_hash(self) -> int | None:
        address = self._engine.get_global_value_address(CFG_HASH_SYMBOL)
        return ctypes.c_int64.from_address(address).value if address else None

    def read_counters(self) -> np.ndarray:
        if self._counters is None:
            raise self._no_counters()
        return np.ctypeslib.as_array(self._counters).copy()

    def zero_counters(self) -> None:
        if self._counters is None:
            raise self._no_counters()
        ctypes.memset(self._counters, 0, ctypes.sizeof(self._counters))

    def _global_bytes(self, symbol: str):
        address = self._engine.get_global_value_address(symbol)
        if not address:
            raise InputError(f"the module has no @{symbol}",
                             hint="run the IR bbprof instrument wrote")
        gv = self._module.get_global_variable(symbol)
        nbytes = self._engine.target_data.get_abi_size(gv.global_value_type)
        return (ctypes.c_uint8 * nbytes).from_address(address)

    def read_global(self, symbol: str) -> bytes:
        return bytes(self._global_bytes(symbol))

    def zero_global(self, symbol: str) -> None:
        data = self._global_bytes(symbol)
        ctypes.memset(data, 0, ctypes.sizeof(data))

    def _callable(self, kernel: str, args: Sequence[KernelArg]):
        from bbprof.runtime.args import function_parameters

        if kernel not in self._callables:
            params = function_parameters(self._module, kernel)
            if len(params) != len(args):
                raise InputError(f"'{kernel}' takes {len(params)} arguments, "
                                 f"{len(args)} given")
            types = [ctypes.c_void_p if p.kind == "pointer" else _CTYPES[p.scalar_dtype]
                     for p in params]
            self._callables[kernel] = (self.function(kernel, None, *types), types)
        return self._callables[kernel]

    def launch(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]) -> None:
        fn, types = self._callable(kernel, args)
        values = [a.pointer if isinstance(a, DeviceBuffer) else
                  (a.value if t is not ctypes.c_void_p else a.value or None)
                  for a, t in zip(args, types)]
        for _ in range(shape.threads):
            fn(*values)

    def time(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg], *,
             repeat: int) -> list[float]:
        return self._wall_clock_times(kernel, shape, args, repeat)


_TSC_HZ: list[float] = []


def tsc_hz() -> float:
    """Ticks per second of ``llvm.readcyclecounter`` in this process (the host timeline's
    clock), measured once against ``time.perf_counter_ns`` over 20 ms."""
    if _TSC_HZ:
        return _TSC_HZ[0]
    code = HostCode("declare i64 @llvm.readcyclecounter()\n"
                    "define i64 @tsc() {\n  %t = call i64 @llvm.readcyclecounter()\n"
                    "  ret i64 %t\n}\n", None)
    read = code.function("tsc", ctypes.c_uint64)
    t0, c0 = time.perf_counter_ns(), read()
    time.sleep(0.02)
    t1, c1 = time.perf_counter_ns(), read()
    _TSC_HZ.append((c1 - c0) / ((t1 - t0) * 1e-9))
    return _TSC_HZ[0]


# The name the first tests used; same class.
class HostProgram(HostCode):
    pass


class HostBackend(Backend):
    name = "host"

    def __init__(self, device: int = 0):
        pass

    def device(self) -> DeviceInfo:
        import platform

        from bbprof.ir.target import host_triple

        return DeviceInfo(backend="host", name=platform.processor() or platform.machine(),
                          arch=host_triple(), wave_size=1, units=1,
                          driver="llvmlite MCJIT")

    def load(self, text: str, block_map: BlockMap | None, *, kernels=()) -> HostCode:
        return HostCode(text, block_map)

    def allocate(self, nbytes: int) -> HostBuffer:
        return HostBuffer(nbytes)

    def synchronize(self) -> None:
        pass


__all__ = ["HostBackend", "HostBuffer", "HostCode", "HostProgram", "Scalar"]
