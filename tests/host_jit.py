"""JIT-compile small host IR modules in this process (the unit tests' way to run code)."""

from __future__ import annotations

import ctypes

import llvmlite.binding as llvm

_ENGINES = []   # the engines own the code: keep them alive for the test session


def jit(text: str):
    """An MCJIT engine holding ``text`` (verified first)."""
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(text)
    module.verify()
    machine = llvm.Target.from_default_triple().create_target_machine(jit=True)
    engine = llvm.create_mcjit_compiler(module, machine)
    engine.finalize_object()
    _ENGINES.append(engine)
    return engine


def function(engine, name: str, restype, *argtypes):
    return ctypes.CFUNCTYPE(restype, *argtypes)(engine.get_function_address(name))


def global_array(engine, name: str, words: int):
    """The i64 array ``@name`` of the JIT-compiled module, as a ctypes array."""
    return (ctypes.c_uint64 * words).from_address(engine.get_global_value_address(name))
