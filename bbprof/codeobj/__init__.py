"""AMDGPU code objects: link llvmlite's object code into a loadable ``.hsaco``, and read
one back (ELF header, dynamic symbols, the ``amdhsa`` metadata note) to check it."""

from bbprof.codeobj.build import BuiltCodeObject, build_code_object
from bbprof.codeobj.elf import CodeObject, KernelMeta, check_code_object, read_code_object
from bbprof.codeobj.linker import Linker, find_linker

__all__ = ["BuiltCodeObject", "CodeObject", "KernelMeta", "Linker", "build_code_object",
           "check_code_object", "find_linker", "read_code_object"]
