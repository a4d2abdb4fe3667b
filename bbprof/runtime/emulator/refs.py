"""LLVM values and instructions read from llvmlite once, and their identity.

llvmlite's accessors cost a foreign call each, so ``program.py`` wraps every instruction
it compiles in an ``Inst`` (opcode, operands, result type, printed text, block) whose
operands are ``Operand``s; ``instructions.py`` compiles from these. An LLVM value is known
by ``address``: the address of its LLVM object, which LLVM keeps unique (slots, blocks,
the cache of evaluated constants are keyed by it).
"""

from __future__ import annotations

import ctypes


def address(ref) -> int:
    """The identity of an LLVM value, block or function: the address of its LLVM object
    (read once by ``Operand`` and ``Inst``)."""
    cached = getattr(ref, "addr", None)
    if cached is not None:
        return cached
    return ctypes.cast(ref._ptr, ctypes.c_void_p).value


class Operand:
    """An operand read from llvmlite once: kind, type, name, identity, printed text."""

    __slots__ = ("value_kind", "type", "name", "addr", "_ref", "_text")

    def __init__(self, ref):
        self._ref = ref
        self.value_kind = ref.value_kind
        self.type = str(ref.type)
        kind = self.value_kind.name
        self.name = ref.name if kind in ("function", "global_variable") else ""
        self.addr = ctypes.cast(ref._ptr, ctypes.c_void_p).value
        self._text = None

    def get_constant_value(self):
        return self._ref.get_constant_value()

    def __str__(self) -> str:
        if self._text is None:
            self._text = str(self._ref)
        return self._text


class Inst:
    """An instruction read from llvmlite once (llvmlite's accessors cost a foreign call
    each): opcode, operands, result type, printed text, block, incoming blocks."""

    __slots__ = ("opcode", "operands", "type", "addr", "block", "incoming_blocks", "_ref",
                 "_text")

    def __init__(self, ref, block_addr: int):
        self._ref = ref
        self.opcode = ref.opcode
        self.operands = [Operand(o) for o in ref.operands]
        self.type = str(ref.type)
        self.addr = ctypes.cast(ref._ptr, ctypes.c_void_p).value
        self.block = _BlockRef(block_addr)
        self.incoming_blocks = ([_BlockRef(address(b)) for b in ref.incoming_blocks]
                                if self.opcode == "phi" else [])
        self._text = None

    def __str__(self) -> str:
        if self._text is None:
            self._text = str(self._ref)
        return self._text

    def set_text(self, text: str) -> None:
        """The instruction's printed text, as the module's print has it (``program.py``
        prints the module once; llvmlite's print of one instruction costs a slot table
        of its whole function)."""
        self._text = text


class _BlockRef:
    __slots__ = ("addr",)

    def __init__(self, addr: int):
        self.addr = addr
