"""Read an AMDGPU code object back, and check it against the block map.

A code object is an ELF shared object (``ET_DYN``, machine ``EM_AMDGPU``, OS ABI
``ELFOSABI_AMDGPU_HSA``). What the runtime needs from it, and what is read here with
pyelftools:

* ``.dynsym``: each kernel (``STT_FUNC``), its 64-byte kernel descriptor ``<kernel>.kd``
  (``STT_OBJECT``; ``hipModuleGetFunction`` looks the kernel up through it) and every
  global the host reads, here ``__bbprof_counters`` with its full size;
* the ``NT_AMDGPU_METADATA`` note (type 32, owner ``AMDGPU``), a MessagePack map whose
  ``amdhsa.target`` names the processor (``amdgcn-amd-amdhsa--gfx942``) and whose
  ``amdhsa.kernels[*].args`` give each kernel argument's offset, size and kind in the
  kernarg segment. The HIP backend packs launch arguments from exactly this list.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from bbprof.errors import InputError, MismatchError

EM_AMDGPU = "EM_AMDGPU"
ELFOSABI_AMDGPU_HSA = 64
NT_AMDGPU_METADATA = 32
KERNEL_DESCRIPTOR_BYTES = 64


@dataclass(frozen=True)
class KernelArg:
    offset: int
    size: int
    value_kind: str               # global_buffer, by_value, hidden_*, ...
    address_space: str | None = None

    @property
    def hidden(self) -> bool:
        return self.value_kind.startswith("hidden_")


@dataclass(frozen=True)
class KernelMeta:
    """One entry of ``amdhsa.kernels``: what a launch needs to know about a kernel."""

    name: str
    symbol: str
    args: tuple[KernelArg, ...]
    kernarg_segment_size: int
    kernarg_segment_align: int
    wavefront_size: int
    max_flat_workgroup_size: int
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    sgpr_count: int
    vgpr_count: int
    agpr_count: int

    @property
    def explicit_args(self) -> tuple[KernelArg, ...]:
        return tuple(a for a in self.args if not a.hidden)

    @classmethod
    def from_msgpack(cls, entry: dict) -> "KernelMeta":
        args = tuple(KernelArg(offset=int(a[".offset"]), size=int(a[".size"]),
                               value_kind=str(a[".value_kind"]),
                               address_space=a.get(".address_space"))
                     for a in entry.get(".args", ()))
        return cls(name=entry[".name"], symbol=entry[".symbol"], args=args,
                   kernarg_segment_size=int(entry.get(".kernarg_segment_size", 0)),
                   kernarg_segment_align=int(entry.get(".kernarg_segment_align", 8)),
                   wavefront_size=int(entry.get(".wavefront_size", 64)),
                   max_flat_workgroup_size=int(entry.get(".max_flat_workgroup_size", 0)),
                   group_segment_fixed_size=int(entry.get(".group_segment_fixed_size", 0)),
                   private_segment_fixed_size=int(entry.get(".private_segment_fixed_size", 0)),
                   sgpr_count=int(entry.get(".sgpr_count", 0)),
                   vgpr_count=int(entry.get(".vgpr_count", 0)),
                   agpr_count=int(entry.get(".agpr_count", 0)))


@dataclass(frozen=True)
class Symbol:
    name: str
    bind: str                     # STB_GLOBAL, STB_LOCAL, STB_WEAK
    type: str                     # STT_FUNC, STT_OBJECT, ...
    size: int
    value: int
    defined: bool


@dataclass(frozen=True)
class CodeObject:
    """What bbprof reads from a code object's ELF."""

    machine: str
    elf_type: str
    osabi: int
    abi_version: int
    e_flags: int
    target: str | None            # amdhsa.target, e.g. amdgcn-amd-amdhsa--gfx942
    kernels: tuple[KernelMeta, ...]
    dynamic_symbols: dict[str, Symbol] = field(repr=False)

    @property
    def arch(self) -> str | None:
        """The processor from ``amdhsa.target`` (target-id features such as ``:xnack-``
        removed)."""
        if not self.target:
            return None
        return self.target.rsplit("-", 1)[-1].split(":", 1)[0]

    def kernel(self, name: str) -> KernelMeta:
        for meta in self.kernels:
            if meta.name == name:
                return meta
        known = ", ".join(k.name for k in self.kernels) or "none"
        raise InputError(f"the code object has no kernel '{name}' (kernels: {known})")


def read_code_object(data: bytes, *, path: str | None = None) -> CodeObject:
    """Parse a code object's ELF header, dynamic symbols and metadata note."""
    from elftools.common.exceptions import ELFError
    from elftools.elf.elffile import ELFFile

    try:
        elf = ELFFile(io.BytesIO(data))
        header = elf.header
        symbols: dict[str, Symbol] = {}
        dynsym = elf.get_section_by_name(".dynsym")
        if dynsym is not None:
            for sym in dynsym.iter_symbols():
                if not sym.name:
                    continue
                symbols[sym.name] = Symbol(
                    name=sym.name, bind=sym["st_info"]["bind"], type=sym["st_info"]["type"],
                    size=int(sym["st_size"]), value=int(sym["st_value"]),
                    defined=sym["st_shndx"] != "SHN_UNDEF")
        metadata = _metadata(elf)
    except (ELFError, ValueError, KeyError) as exc:
        raise InputError(f"is not a readable ELF code object: {exc}", path=path) from None
    kernels = tuple(KernelMeta.from_msgpack(k) for k in metadata.get("amdhsa.kernels", ()))
    return CodeObject(machine=header["e_machine"], elf_type=header["e_type"],
                      osabi=_osabi_number(header["e_ident"]["EI_OSABI"]),
                      abi_version=int(header["e_ident"]["EI_ABIVERSION"]),
                      e_flags=int(header["e_flags"]), target=metadata.get("amdhsa.target"),
                      kernels=kernels, dynamic_symbols=symbols)


def _metadata(elf) -> dict:
    import msgpack

    for section in elf.iter_sections():
        if section["sh_type"] != "SHT_NOTE":
            continue
        for note in section.iter_notes():
            if note["n_name"] != "AMDGPU" or note["n_type"] not in (NT_AMDGPU_METADATA,
                                                                     "NT_AMDGPU_METADATA"):
                continue
            desc = note["n_desc"]
            if isinstance(desc, str):
                desc = desc.encode("latin-1")
            return msgpack.unpackb(desc, raw=False, strict_map_key=False)
    return {}


def _osabi_number(value) -> int:
    # pyelftools names OS ABI 64 after ARM's meaning of the same number.
    if isinstance(value, int):
        return value
    return {"ELFOSABI_ARM_AEABI": 64, "ELFOSABI_AMDGPU_HSA": 64}.get(value, -1)


def check_code_object(code: CodeObject, *, kernels: list[str], arch: str | None = None,
                      counter_symbol: str | None = None, counter_bytes: int | None = None,
                      path: str | None = None) -> list[str]:
    """Check what the runtime will rely on; return the checks that passed (as text).

    Raises ``MismatchError`` listing every check that failed.
    """
    passed: list[str] = []
    failed: list[str] = []

    def check(ok: bool, good: str, bad: str) -> None:
        (passed if ok else failed).append(good if ok else bad)

    check(code.machine == EM_AMDGPU, "machine EM_AMDGPU", f"machine is {code.machine}, "
          "not EM_AMDGPU")
    check(code.elf_type == "ET_DYN", "shared object (ET_DYN)",
          f"ELF type is {code.elf_type}, not ET_DYN (was it linked?)")
    check(code.osabi == ELFOSABI_AMDGPU_HSA, "OS ABI AMDGPU_HSA",
          f"OS ABI is {code.osabi}, not {ELFOSABI_AMDGPU_HSA} (AMDGPU_HSA)")
    if arch is not None:
        check(code.arch == arch, f"target {code.target}",
              f"metadata target is {code.target}, not {arch}")
    symbols = code.dynamic_symbols
    meta_names = {k.name for k in code.kernels}
    for name in kernels:
        fn = symbols.get(name)
        check(fn is not None and fn.defined and fn.type == "STT_FUNC" and fn.bind == "STB_GLOBAL",
              f"kernel {name} (global function)",
              f"kernel {name} is not a defined global function in .dynsym")
        kd = symbols.get(f"{name}.kd")
        check(kd is not None and kd.defined and kd.size == KERNEL_DESCRIPTOR_BYTES,
              f"kernel descriptor {name}.kd ({KERNEL_DESCRIPTOR_BYTES} bytes)",
              f"kernel descriptor {name}.kd is missing or not {KERNEL_DESCRIPTOR_BYTES} bytes")
        check(name in meta_names, f"metadata for {name}",
              f"the metadata note lists no kernel {name}")
    if counter_symbol is not None:
        sym = symbols.get(counter_symbol)
        if sym is None or not sym.defined:
            failed.append(f"{counter_symbol} is not in .dynsym (was the IR instrumented?)")
        else:
            check(sym.bind == "STB_GLOBAL" and sym.type == "STT_OBJECT",
                  f"{counter_symbol} global object",
                  f"{counter_symbol} is {sym.bind}/{sym.type}, not a global object")
            if counter_bytes is not None:
                check(sym.size == counter_bytes, f"{counter_symbol} {sym.size:,} bytes",
                      f"{counter_symbol} is {sym.size:,} bytes, the block map says "
                      f"{counter_bytes:,}")
    if failed:
        raise MismatchError("the code object fails its checks: " + "; ".join(failed),
                            path=path)
    return passed
