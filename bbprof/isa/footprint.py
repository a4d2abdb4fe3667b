"""What counters cost a kernel in the machine, plain against instrumented: registers,
spills, shared memory and occupancy, as the back end builds each module.

A profile taken at a lower occupancy than the plain kernel's is a profile of another
kernel. ``bbprof instrument`` and the Triton session compile both modules and say what
changed; for NVPTX kernels with side flags (whose grouping the counts do not depend on,
and ptxas's register count does, not in order) they keep the first grouping that keeps
the plain kernel's occupancy (``check``).

* **AMDGPU**: llvmlite's AMDGPU back end compiles each module; LLVM's kernel info gives
  the VGPRs (AGPRs included), SGPRs, spills, LDS and the occupancy in waves per SIMD it
  computes from them and the kernel's attributes (``amdgpu-flat-work-group-size``,
  ``amdgpu-waves-per-eu``): LLVM's figure, not one of bbprof's.
* **NVPTX**: llvmlite's PTX, assembled by ``ptxas -v`` (found as ``isa/sass.py`` finds it):
  registers per thread, spill bytes, static shared memory; CTAs per multiprocessor by
  ``isa/occupancy.py`` from the threads per CTA (the kernel's ``.reqntid``, else
  ``.maxntid``, else the caller's block size) and shared memory (static, plus the dynamic
  bytes the caller gives). Without a block size, the CTAs per multiprocessor at every
  block size (32 to 1024 threads) are compared: the counters keep the occupancy only if
  they keep it at each (for a capability without known limits: the register allocation
  step, registers rounded up to 8).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bbprof.errors import BbprofError, ToolFailure
from bbprof.ir import deadline
from bbprof.ir.module import IRModule
from bbprof.ir.target import AMDGPU, NVPTX
from bbprof.isa.occupancy import (LIMITS, REGISTER_STEP, capability_of, ctas_per_sm,
                                  first_keeping)

WAVES_PER_SIMD = "waves/SIMD"
CTAS_PER_SM = "CTAs/SM"
EVERY_BLOCK_SIZE = "CTAs/SM at each block size"   # NVPTX without a block size
ALLOCATION_STEP = "register step"   # NVPTX without a block size, limits not known
BLOCK_SIZES = tuple(range(32, 1025, 32))


@dataclass(frozen=True)
class Footprint:
    """One kernel as the back end built it."""

    registers: int               # NVPTX: per thread; AMDGPU: VGPRs, AGPRs included
    scalar: int | None           # AMDGPU: SGPRs; NVPTX: None
    spills: int                  # NVPTX: bytes stored to the stack; AMDGPU: registers spilled
    shared: int                  # static shared memory / LDS, bytes
    occupancy: int | None        # CTAs per multiprocessor / waves per SIMD; None: unknown
    unit: str                    # CTAS_PER_SM, WAVES_PER_SIMD, EVERY_BLOCK_SIZE or
    #                              ALLOCATION_STEP
    threads: int | None = None   # NVPTX: the threads per CTA the occupancy is for
    by_block: tuple[int, ...] = ()   # EVERY_BLOCK_SIZE: CTAs/SM for each of BLOCK_SIZES

    @property
    def level(self) -> int | None:
        """What must not fall: the occupancy; without a block size the CTAs/SM summed
        over every block size (each term falls with the registers, so the sum keeps
        only where every block size keeps), or minus the register allocation step."""
        if self.unit == EVERY_BLOCK_SIZE:
            return sum(self.by_block)
        if self.unit == ALLOCATION_STEP:
            return -(-(-self.registers // REGISTER_STEP) * REGISTER_STEP)
        return self.occupancy

    def describe_occupancy(self) -> str:
        if self.unit == EVERY_BLOCK_SIZE:
            return "CTAs/SM " + "/".join(str(self.by_block[BLOCK_SIZES.index(t)])
                                         for t in (128, 256, 512)) + " at 128/256/512 threads"
        if self.unit == ALLOCATION_STEP:
            return f"{-self.level} registers a thread allocated"
        if self.occupancy is None:
            return "occupancy unknown"
        return f"{self.occupancy} {self.unit}"


@dataclass(frozen=True)
class MachineCheck:
    """Plain against instrumented, per kernel, for ``arch``; ``variant`` and ``tried``:
    the way of writing the counters kept (``instrument.Variant``: the grouping of side
    flags, trip histograms or not, blocks on edges before phis or not, the plain
    occupancy asked for or not) and every one measured, where there was a choice."""

    arch: str
    plain: dict[str, Footprint]
    instrumented: dict[str, Footprint]
    variant: object | None = None    # an instrument.Variant (isa is below instrument)
    tried: tuple[dict, ...] = ()
    kept: bool = True
    notes: tuple[str, ...] = field(default=())

    @property
    def side_group(self) -> int | None:
        return None if self.variant is None else self.variant.side_group

    @property
    def trip_histograms(self) -> bool | None:
        """False where the histograms were left out to keep the occupancy."""
        return None if self.variant is None else self.variant.trips

    @property
    def phi_splits(self) -> bool | None:
        """False where counted edges into blocks with phis were counted in place (no
        block of bbprof's on them) to keep the occupancy."""
        return None if self.variant is None else self.variant.phi_splits

    @property
    def pinned(self) -> bool:
        """The kernels ask the back end for the plain occupancy (``Variant.pin``)."""
        return self.variant is not None and self.variant.pin

    @property
    def lowered(self) -> list[str]:
        """Kernels whose occupancy the counters lower."""
        out = []
        for name, before in self.plain.items():
            after = self.instrumented.get(name)
            if (after is not None and before.level is not None and after.level is not None
                    and after.level < before.level):
                out.append(name)
        return out

    def to_json(self) -> dict:
        """What the block map keeps (``BlockMap.machine``; docs/formats.md)."""
        from dataclasses import asdict

        return {"arch": self.arch,
                "kernels": {name: {"plain": asdict(before),
                                   "instrumented": asdict(self.instrumented[name])}
                            for name, before in self.plain.items()
                            if name in self.instrumented},
                "side_group": self.side_group, "trip_histograms": self.trip_histograms,
                "phi_splits": self.phi_splits, "pinned": self.pinned,
                "lowered": self.lowered,
                "lines": self.lines(), "notes": list(self.notes)}

    def lines(self) -> list[str]:
        """One line per kernel, then a warning per kernel whose occupancy fell."""
        out = []
        for name, before in self.plain.items():
            after = self.instrumented.get(name)
            if after is None:
                continue
            if before.scalar is not None:   # AMDGPU
                regs = (f"VGPRs {before.registers} -> {after.registers}, SGPRs "
                        f"{before.scalar} -> {after.scalar}")
            else:
                regs = f"registers {before.registers} -> {after.registers}"
            what = "bytes" if before.scalar is None else "registers"
            spilled = (f" ({after.spills} {what} spilled, plain {before.spills})"
                       if after.spills != before.spills else "")
            where = f"{self.arch}" + (f", {before.threads} threads" if before.threads else "")
            if before.unit == EVERY_BLOCK_SIZE:
                occ = _block_sizes(before, after)
            elif before.unit == ALLOCATION_STEP:
                occ = ("occupancy kept at every block size (the same register step)"
                       if after.level >= before.level else
                       "a higher register step: fewer CTAs/SM at some block sizes "
                       "(pass --block-size)")
            else:
                occ = f"occupancy {before.occupancy} -> {after.describe_occupancy()}"
            group = ""
            if self.variant is not None and len(self.tried) > 1:
                others = "; ".join(f"{t['label']}: {t['registers'].get(name, '?')} registers"
                                   for t in self.tried if t["label"] != self.variant)
                regrouped = len({t["label"].side_group for t in self.tried}) > 1
                changed = ([f"side flags in groups of {self.side_group}"] * regrouped
                           + ["without trip histograms"] * (not self.trip_histograms)
                           + ["edges before phis counted in place"] * (not self.phi_splits)
                           + ["the plain occupancy asked of the back end"] * self.pinned)
                group = "; " + (", ".join(changed) or "as written") + f" (tried {others})"
            out.append(f"machine @{name} ({where}): {regs}{spilled}, {occ}{group}")
        for name in self.lowered:
            before, after = self.plain[name], self.instrumented[name]
            change = f"({before.describe_occupancy()} -> {after.describe_occupancy()})"
            if before.unit in (EVERY_BLOCK_SIZE, ALLOCATION_STEP):
                out.append(f"warning: @{name} has fewer CTAs/SM with the counters at some "
                           "block sizes: its time under bbprof may not be the plain "
                           "kernel's (pass --block-size to know)")
            else:
                out.append(f"warning: @{name}'s occupancy falls with the counters {change}: "
                           "its time under bbprof is not the plain kernel's")
        return out


def measure(module: IRModule, text: str, arch: str, *, threads: int | None = None,
            dynamic_shared: int = 0) -> dict[str, Footprint]:
    """Each kernel of ``module`` (the names of its kernels) as ``text`` (that module or an
    instrumented copy, LLVM 22's dialect) compiles for ``arch``. Raises ToolFailure /
    CodegenError when the back end or ptxas fails or ptxas is not found."""
    from bbprof.isa.compile import assembly, codegen_cpu

    kernels = [fn.name for fn in module.functions if fn.is_kernel]
    arch, features = codegen_cpu(module, arch)
    asm = assembly(text, module.target, arch, features)
    if module.target.kind == AMDGPU:
        return _amdgpu(asm, kernels)
    if module.target.kind == NVPTX:
        return _nvptx(asm, arch, kernels, threads, dynamic_shared)
    raise ToolFailure(f"no machine check for {module.target.kind} code")


def _amdgpu(asm: str, kernels: list[str]) -> dict[str, Footprint]:
    from bbprof.isa import amdgcn

    found = amdgcn.resources(asm)
    out = {}
    for name in kernels:
        res = found.get(name)
        if res is None or "occupancy_waves_per_simd" not in res:
            raise ToolFailure(f"LLVM's assembly has no kernel info for @{name}")
        out[name] = Footprint(
            registers=int(res.get("total_vgprs", res.get("vgprs", 0))),
            scalar=int(res.get("sgprs", 0)),
            spills=int(res.get("sgpr_spills", 0)) + int(res.get("vgpr_spills", 0)),
            shared=int(res.get("lds_bytes", 0)),
            occupancy=int(res["occupancy_waves_per_simd"]), unit=WAVES_PER_SIMD)
    return out


def _nvptx(ptx: str, arch: str, kernels: list[str], threads: int | None,
           dynamic_shared: int) -> dict[str, Footprint]:
    from bbprof.isa import ptx as ptx_reader
    from bbprof.isa.sass import parse_ptxas_info, ptxas_info

    declared = {fn.name: fn.resources for fn in ptx_reader.parse(ptx)}
    info = parse_ptxas_info(ptxas_info(ptx, arch))
    capability = capability_of(arch)
    out = {}
    for name in kernels:
        res = info.get(name)
        if res is None or "sass_registers" not in res:
            raise ToolFailure(f"ptxas -v said nothing of @{name}'s registers")
        ntid = declared.get(name, {})
        block = _threads(ntid.get("reqntid") or ntid.get("maxntid")) or threads
        shared = int(res.get("sass_shared_bytes", 0))
        regs, shared = int(res["sass_registers"]), shared + dynamic_shared
        known = capability in LIMITS
        occupancy = ctas_per_sm(regs, block, shared, capability) if block and known else None
        by_block = (tuple(ctas_per_sm(regs, t, shared, capability) for t in BLOCK_SIZES)
                    if known and not block else ())
        out[name] = Footprint(
            registers=regs, scalar=None,
            spills=int(res.get("spill_store_bytes", 0)), shared=shared - dynamic_shared,
            occupancy=occupancy,
            unit=(CTAS_PER_SM if occupancy is not None else
                  EVERY_BLOCK_SIZE if by_block else ALLOCATION_STEP),
            threads=block if occupancy is not None else None, by_block=by_block)
    return out


def _threads(dims: str | None) -> int | None:
    if not dims:
        return None
    product = 1
    for part in str(dims).split(","):
        part = part.strip()
        if part:
            product *= int(part)
    return product


def pin_value(plain: Footprint, arch: str) -> str | None:
    """What a kernel asks the back end for to keep ``plain``'s occupancy
    (``Capabilities.occupancy_attribute``; ``Variant.pin``): AMDGPU its waves per SIMD;
    NVPTX the most registers per thread that keep its CTAs per multiprocessor as the
    registers bound them (at its block size; without one, its own registers rounded to
    the allocation step). None: nothing to ask."""
    if plain.unit == WAVES_PER_SIMD:
        return str(plain.occupancy) if plain.occupancy else None
    step = -(-plain.registers // REGISTER_STEP) * REGISTER_STEP
    capability = capability_of(arch)
    if plain.unit != CTAS_PER_SM or not plain.threads or capability is None:
        return str(step)
    keep = ctas_per_sm(plain.registers, plain.threads, 0, capability)
    best = step   # CTAs fall as registers grow: the last count that keeps them
    for registers in range(step + REGISTER_STEP, 256, REGISTER_STEP):
        if (ctas_per_sm(registers, plain.threads, 0, capability) or 0) < (keep or 0):
            break
        best = registers
    return str(best)


def check(module: IRModule, build, arch: str, *, variants=(), threads: int | None = None,
          dynamic_shared: int = 0, measure_text=None, plain_text: str | None = None):
    """``(result, MachineCheck)``: ``build(variant)`` makes the instrumented result
    (anything with ``.text``) for one way of writing the counters (None: the default);
    with ``variants`` (``instrument.Variant``s, in order of preference) the first that
    keeps every kernel's occupancy is kept (``occupancy.first_keeping``), else the one
    with the most.

    ``measure_text(text)``: each kernel's ``Footprint`` as the caller builds ``text``
    (the Triton session: Triton's own PTX and cubin stages); None: ``measure`` here, for
    ``threads`` and ``dynamic_shared``. ``plain_text``: what the plain kernel is built from
    (None: ``module.text``). Raises what the measuring raises; ``build``'s own errors
    pass through."""
    own = measure_text is None
    if own:
        def measure_text(text):
            return measure(module, text, arch, threads=threads,
                           dynamic_shared=dynamic_shared)
    stopped: list[str] = []

    def candidate(variant, first: bool):
        def make():
            try:
                written = variant
                if written is not None and written.pin:   # the plain kernels' values
                    written = written.with_plain({k: pin_value(f, arch)
                                                  for k, f in plain.items()})
                result = build(written)
                fps = measure_text(result.text)
            except ToolFailure as exc:
                if first or not deadline.spent():
                    raise
                # a later variant cut short by the budget: never the one kept
                stopped.append(f"a variant's compile ran past the check's time budget "
                               f"({' '.join(str(exc.message).split())[:120]})")
                return None, {k: -1 for k in plain}, {"registers": {}}
            return ((result, fps), {k: f.level for k, f in fps.items()},
                    {"registers": {k: f.registers for k, f in fps.items()}})
        return make

    order = list(variants) or [None]
    plain_source = module.text if plain_text is None else plain_text
    if own:   # the plain and the first instrumented module compile side by side
        plain, first = _side_by_side(lambda: measure_text(plain_source),
                                     candidate(order[0], True))
    else:     # (the caller's stages: one at a time)
        plain, first = measure_text(plain_source), None

    def candidates():
        for i, variant in enumerate(order):
            if i and deadline.spent():
                stopped.append(f"{len(order) - i} of {len(order)} ways of writing the "
                               "counters not tried: the check's time budget is spent")
                return
            yield variant, ((lambda: first) if not i and first is not None
                            else candidate(variant, not i))

    (result, fps), label, tried, kept = first_keeping(
        {k: f.level for k, f in plain.items()}, candidates())
    tried = [t for t in tried if t["registers"]]
    notes = tuple(stopped)
    if (own and module.target.kind == NVPTX and not dynamic_shared
            and _DYNAMIC_SHARED.search(module.text)
            and any(f.unit == CTAS_PER_SM for f in plain.values())):
        notes += ("the kernel's dynamic shared memory is not in the IR: counted as 0 bytes "
                  "(pass --dynamic-shared; Triton's metadata calls it 'shared')",)
    return result, MachineCheck(arch=arch, plain=plain, instrumented=fps,
                                variant=label if variants else None,
                                tried=tuple(tried) if variants else (), kept=kept, notes=notes)


def _side_by_side(plain, instrumented):
    """``(plain(), instrumented())``, the first in a thread of its own (both wait on a
    compiler process: LLVM's child, ptxas), in the caller's time budget. The plain
    module's failure is raised first, as when they ran one after the other."""
    import contextvars
    from concurrent.futures import ThreadPoolExecutor

    from bbprof.ir import llvm_child

    llvm_child.keep_idle(2)   # children forked by the main thread (they die with it)
    with ThreadPoolExecutor(1, thread_name_prefix="bbprof-plain-compile") as pool:
        future = pool.submit(contextvars.copy_context().run, plain)
        try:
            second = instrumented()
        except BaseException:
            future.result()   # its failure first; else the instrumented one's
            raise
        return future.result(), second


# a zero-length external shared array: its size is the launch's (Triton's global_smem)
_DYNAMIC_SHARED = re.compile(r"^@\S+ = external (?:[\w_]+ )*addrspace\(3\) global \[0 x ",
                             re.MULTILINE)


def not_checked(exc: BaseException, seconds: float | None = None) -> str:
    """The note for a check that could not run (``seconds``: its time budget, where it
    ran out)."""
    message = exc.message if isinstance(exc, BbprofError) else str(exc)
    line = "registers and occupancy not checked: " + " ".join(str(message).split())[:300]
    if seconds is not None:
        line += (f" (the check may take {seconds:.0f} s; --check-seconds S allows more, "
                 "0 no limit)")
    return line


def _block_sizes(before: Footprint, after: Footprint) -> str:
    """What the counters do to the CTAs/SM over every block size (no block size known)."""
    lost = [(t, b, a) for t, b, a in zip(BLOCK_SIZES, before.by_block, after.by_block)
            if a < b]
    if not lost:
        return "CTAs/SM kept at every block size"
    t, b, a = lost[0]
    return (f"fewer CTAs/SM at {len(lost)} of {len(BLOCK_SIZES)} block sizes (from {t} "
            f"threads: {b} -> {a}; pass --block-size)")
