"""Run host-target IR in this process through llvmlite's JIT, and read its counters.

This is the backend the tests and the demo use on machines without a GPU: the IR was
instrumented with ``--target host`` (wave size 1), so ``thread_hits`` and ``wave_hits``
are both the number of times each block was entered.
"""

from __future__ import annotations

import ctypes

import numpy as np

from bbprof.errors import InputError, ToolFailure
from bbprof.instrument.blockmap import BlockMap


class HostProgram:
    """An instrumented host module, JIT-compiled and ready to call."""

    def __init__(self, text: str, block_map: BlockMap):
        import llvmlite.binding as llvm

        if block_map.target["kind"] != "host":
            raise InputError(f"the block map is for {block_map.target['kind']}, not host",
                             path=block_map.path, hint="instrument with --target host")
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        try:
            module = llvm.parse_assembly(text)
            module.verify()
        except RuntimeError as exc:
            raise ToolFailure(f"the host JIT cannot load the module: {exc}") from None
        machine = llvm.Target.from_default_triple().create_target_machine(jit=True)
        self._engine = llvm.create_mcjit_compiler(module, machine)
        self._engine.finalize_object()
        self.block_map = block_map
        address = self._engine.get_global_value_address(block_map.counter_symbol)
        if not address:
            raise InputError(f"the module has no @{block_map.counter_symbol}",
                             hint="run the instrumented IR, not the original")
        self._counters = (ctypes.c_uint64 * block_map.counter_words).from_address(address)

    def function(self, name: str, restype, *argtypes):
        """A ctypes callable for a function of the module."""
        address = self._engine.get_function_address(name)
        if not address:
            raise InputError(f"the module has no function '{name}'")
        return ctypes.CFUNCTYPE(restype, *argtypes)(address)

    def read_counters(self) -> np.ndarray:
        return np.ctypeslib.as_array(self._counters).copy()

    def zero_counters(self) -> None:
        ctypes.memset(self._counters, 0, ctypes.sizeof(self._counters))
