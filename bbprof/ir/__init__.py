"""LLVM IR: loading (with version-skew rewrites), targets, structure, CFG, text rewriting,
and codegen in a child process. The only package that reads or writes IR text."""

from bbprof.ir.module import Block, Function, IRModule, Instruction, load_module
from bbprof.ir.target import Target

__all__ = ["Block", "Function", "IRModule", "Instruction", "Target", "load_module"]
