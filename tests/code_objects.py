"""What a GPU loader would put in a code object's global: its bytes in the ELF image
(the tests' stand-ins for hip-python serve hipModuleGetGlobal from these)."""

from __future__ import annotations

import io


def global_bytes(image: bytes, name: str) -> bytes:
    """The initial contents of global ``name`` of an ELF code object."""
    from elftools.elf.elffile import ELFFile

    elf = ELFFile(io.BytesIO(image))
    for table in (".dynsym", ".symtab"):
        section = elf.get_section_by_name(table)
        symbols = section.get_symbol_by_name(name) if section is not None else None
        if symbols:
            address, size = int(symbols[0]["st_value"]), int(symbols[0]["st_size"])
            break
    else:
        raise KeyError(name)
    for segment in elf.iter_segments():
        start = segment["p_vaddr"]
        if segment["p_type"] == "PT_LOAD" and start <= address < start + segment["p_filesz"]:
            return segment.data()[address - start:address - start + size]
    raise KeyError(f"{name} is in no loaded segment")
