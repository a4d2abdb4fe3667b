"""LLVM IR: loading (with version-skew rewrites), targets, structure, CFG, text rewriting,
and codegen in a child process. The only package that reads or writes IR text."""

from bbprof._lazy import lazy_exports

# Loaded when first asked for, so that ``bbprof.ir.llvm_child`` can fork LLVM's child
# before the rest of the package loads (``bbprof instrument``).
__getattr__ = lazy_exports(__name__, {"Block": "module", "Function": "module",
                                      "IRModule": "module", "Instruction": "module",
                                      "load_module": "module", "Target": "target"})

__all__ = ["Block", "Function", "IRModule", "Instruction", "Target", "load_module"]
