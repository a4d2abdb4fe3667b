"""Profile Triton kernels: ``with bbprof.triton.profile() as session: kernel[grid](...)``.

How it hooks into Triton (each hook registered on entry and removed on exit, also when the
block raises):

* ``knobs.runtime.add_stages_inspection_hook``: Triton's backend calls it as
  ``hook(backend, stages, options, language, capability)`` while it builds the pipeline;
  bbprof wraps ``stages["llir"]`` so the LLVM IR text Triton made is instrumented before
  PTX is made from it. Triton 3.9 also calls the hook with no arguments to put a
  "custom pipeline" hash into the kernel cache key; bbprof answers with its own hash.
  The IR crosses LLVM versions twice: Triton's newer printer -> llvmlite's parser (the
  version-skew rewrites of ``bbprof.ir``), and llvmlite's LLVM 22 printer -> Triton's
  parser (newer LLVMs read older text).
* Triton 3.6's cache key does not include the hook, so an uninstrumented binary could come
  back from its on-disk cache, or an instrumented one be left there for later runs. Inside
  the block Triton therefore compiles into a private cache directory with
  ``always_compile`` on; on exit the kernels compiled inside the block are dropped from
  the JIT functions' in-memory caches, so later launches compile (or load) the original.
* ``knobs.runtime.kernel_load_end_hook`` gives the CUDA module of each instrumented
  kernel once, when Triton loads it; the counters are read from its
  ``__bbprof_counters`` global (``cuModuleGetGlobal``) only when asked for, or once on exit.
  Counts accumulate on the device across launches; the only per-launch host work is one
  small Python call that counts launches (``count_launches=False`` removes it).
  ``per_launch=True`` instead synchronizes, reads and zeroes after every launch and keeps
  one Profile per launch (slow; for debugging).

Triton's HIP backend (ROCm) goes the same way: the llir stage of its AMD pipeline is
instrumented (AMD IR carries its triple, so the processor and wave size come from it), the
loaded kernel's module is a ``hipModule_t``, and the counters are read with hip-python's
``hipModuleGetGlobal`` (``bbprof.runtime.hip.read_module_global``). That path is tested up
to the launch (Triton compiles the instrumented kernel into a checked code object without
a GPU); it has not run on AMD hardware.

Kernels compiled before the block are not instrumented (Triton reuses them from its
in-memory cache); ``profile(fresh=True)`` (the default) does not touch them.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bbprof.errors import InputError, ToolFailure

if TYPE_CHECKING:   # imported when first needed: the hook of bbprof profile loads this
    import numpy as np

    from bbprof.instrument.blockmap import BlockMap
    from bbprof.profile import Profile


@dataclass
class TritonKernel:
    """One compiled specialization of a Triton kernel, instrumented by the session."""

    name: str
    hash: str
    block_map: BlockMap
    num_warps: int
    backend: str = "cuda"             # Triton's backend: "cuda" or "hip"
    llir: str = ""                    # Triton's LLVM IR before instrumenting (for static mix)
    module: int | None = None         # CUmodule / hipModule_t handle, once Triton loaded it
    function: int | None = None       # CUfunction handle
    launches: int = 0
    per_launch: list[Profile] = field(default_factory=list)
    # NVIDIA: the registers and CTAs per multiprocessor of the plain and the instrumented
    # binary, and the side-flag grouping chosen to keep them (``Session._keep_occupancy``)
    occupancy: dict | None = None

    @property
    def key(self) -> str:
        return f"{self.name}[{self.hash[:12]}]"


def _driver():
    try:
        from cuda.bindings import driver
    except ImportError:
        raise ToolFailure("reading Triton kernels' counters needs cuda-bindings",
                          hint="pip install 'bbprof[cuda]'") from None
    return driver


def _check(result, what: str):
    from bbprof.runtime.cuda import _check as check

    return check(result, what)


class TritonSession:
    """What ``bbprof.triton.profile()`` returns; use it as a context manager."""

    def __init__(self, *, shards: int | None = None, per_launch: bool = False,
                 count_launches: bool = True, cache_dir: str | None = None, mode=None,
                 kernels=None):
        import re

        from bbprof.instrument.modes import DEFAULT_MODE, Mode

        self.mode = mode if isinstance(mode, Mode) else (
            DEFAULT_MODE if mode is None else Mode.from_string(mode))
        check_session_mode(self.mode)
        self.shards = shards
        # only kernels whose name this matches are instrumented (None: every kernel)
        self.kernels_filter = re.compile(kernels) if isinstance(kernels, str) else kernels
        self.on_load = None               # called with each instrumented module handle
        self.per_launch = per_launch
        self.count_launches = count_launches or per_launch
        self._cache_dir = cache_dir
        self.kernels: dict[str, TritonKernel] = {}       # by Triton's compile hash
        self._by_function: dict[int, TritonKernel] = {}
        self._compiled: list[tuple[object, int, object]] = []   # (JITFunction, device, key)
        self._saved: dict | None = None
        self._tmp: tempfile.TemporaryDirectory | None = None
        self._final: dict[str, Profile] | None = None
        self.errors: list[str] = []
        token = f"bbprof-{id(self)}-{shards}-{self.mode}".encode()
        self._pipeline_hash = hashlib.sha256(token).hexdigest()

    # -- entering and leaving -----------------------------------------------------------
    def __enter__(self) -> "TritonSession":
        try:
            import triton  # noqa: F401
            from triton import knobs
        except ImportError:
            raise ToolFailure("bbprof.triton needs Triton (3.6 or newer, with "
                              "triton.knobs)") from None
        rt, comp, cache = knobs.runtime, knobs.compilation, knobs.cache
        if self._cache_dir is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="bbprof-triton-cache-")
            self._cache_dir = self._tmp.name
        self._saved = _snapshot(rt, comp, cache)
        self._previous_inspection = rt.add_stages_inspection_hook
        self._previous_post_compile = rt.jit_post_compile_hook
        rt.add_stages_inspection_hook = self._inspect_stages
        rt.jit_post_compile_hook = self._post_compile
        rt.kernel_load_end_hook.add(self._loaded)
        if self.count_launches:
            rt.launch_exit_hook.add(self._launched)
        comp.always_compile = True
        cache.dir = self._cache_dir
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        from triton import knobs

        try:
            if exc_type is None and self._final is None:
                self._final = self._read_all()
        finally:
            rt = knobs.runtime
            rt.kernel_load_end_hook.remove(self._loaded)
            rt.launch_exit_hook.remove(self._launched)
            if self._saved is not None:
                _restore(self._saved)
                self._saved = None
            self._forget_compiled()
            if self._tmp is not None:
                self._tmp.cleanup()
                self._tmp = None

    # -- Triton's hooks -----------------------------------------------------------------
    def _inspect_stages(self, *args):
        if not args:   # Triton >= 3.7 asks for a cache-key component
            return "bbprof", self._pipeline_hash
        if self._previous_inspection is not None:
            self._previous_inspection(*args)
        backend, stages, options = args[0], args[1], args[2]
        target = getattr(getattr(backend, "target", None), "backend", "cuda")
        if target not in ("cuda", "hip") or "llir" not in stages:
            self.errors.append(f"not instrumented: Triton backend '{target}'")
            return None
        make_llir = stages["llir"]
        num_warps = int(getattr(options, "num_warps", 4))
        capability = getattr(getattr(backend, "target", None), "arch", None)
        arch = (f"sm_{capability}" if target == "cuda" and isinstance(capability, int) else
                 capability if target == "hip" and isinstance(capability, str) else None)

        # Triton's own later stages, to build the plain and other variants' binaries for
        # their registers (``_keep_occupancy``)
        build = ((stages["ptx"], stages["cubin"])
                 if target == "cuda" and "ptx" in stages and "cubin" in stages else None)

        def instrumented_llir(src, metadata):
            text = make_llir(src, metadata)
            return self._instrument(text, metadata, num_warps, target, arch, build)

        stages["llir"] = instrumented_llir
        return None

    def _instrument(self, text: str, metadata: dict, num_warps: int,
                    backend: str = "cuda", arch: str | None = None, build=None) -> str:
        from bbprof.instrument import instrument
        from bbprof.ir import load_module
        from bbprof.ir.skew import for_llvm

        digest = metadata.get("hash") or hashlib.sha256(text.encode()).hexdigest()
        # Triton's NVIDIA IR has no triple; its AMD IR names no target-cpu, and only 3.9's
        # triple names the processor (amdgpu11.00): the device's (``arch``) is its wave size
        module = load_module(f"<triton {digest[:12]}>", "nvptx" if backend == "cuda" else None,
                             text=text)
        started = time.monotonic()
        result = instrument(module, shards=self.shards, mode=self.mode, arch=arch)
        counting_s = time.monotonic() - started
        kernels = result.block_map.kernels
        name = metadata.get("name") or (kernels[0] if kernels else "kernel")
        if self.kernels_filter is not None and not self.kernels_filter.search(name):
            return text     # not asked for: Triton compiles its own IR, untouched
        occupancy = None
        if build is not None and (result.side_flags or result.trip_loops):
            result, occupancy = self._keep_occupancy(module, text, metadata, num_warps,
                                                     arch, result, build, counting_s)
        elif backend == "hip" and arch:
            occupancy = self._amd_occupancy(module, result, arch)
        self.kernels[digest] = TritonKernel(name=name, hash=digest,
                                            block_map=result.block_map, num_warps=num_warps,
                                            backend=backend, llir=text, occupancy=occupancy)
        # back in the dialect of the LLVM that made Triton's IR (Triton's own LLVM reads it
        # next): what LLVM 22 upgraded or added while reading goes back
        return for_llvm(result.text, original=text)[0]

    def _keep_occupancy(self, module, text: str, metadata: dict, num_warps: int,
                        arch: str | None, result, build, counting_s: float = 0.0):
        """``result``, or the same counters written another way (``instrument.Variant``:
        side flags in groups of 16, 8, 4, 2, 1 per flush statement, then without trip
        histograms), whichever first keeps the plain kernel's CTAs per multiprocessor
        (``isa/occupancy.py``),
        by the registers of each one's binary as Triton's own ``ptx`` and ``cubin``
        stages (``build``) make it, read with ``cuobjdump``; where none does, the one with
        the most. The counts are the same in every grouping; the registers are not, and
        not in order (gemm_gelu for sm_90a, groups of 16, 8, 4: 177, 166, 121 registers;
        plain 119, two CTAs of 8 warps; splitk_gemm: 145 registers with the trip histogram
        of its K loop, 128 plain and without). Costs a PTX compile and a ptxas run per try,
        only for kernels with side flags or trip histograms. Returns the chosen result and what was measured
        (None where the tools or the capability's limits are missing, or a try failed:
        ``result`` as it is, and a line in ``errors`` saying why)."""
        import copy

        from bbprof.errors import ToolFailure
        from bbprof.instrument import instrument
        from bbprof.ir.skew import for_llvm
        from bbprof.isa.footprint import CTAS_PER_SM, Footprint
        from bbprof.isa.occupancy import LIMITS, capability_of, ctas_per_sm
        from bbprof.pipeline import check_budget, check_machine, too_big_to_check
        from bbprof.isa.sass import cubin_resources

        capability = capability_of(arch)
        too_big = too_big_to_check(module)
        if too_big is not None:
            self.errors.append(too_big)
            return result, None
        if capability not in LIMITS:
            self.errors.append(f"occupancy not checked: no limits known for {arch}")
            return result, None
        make_ptx, make_cubin = build
        # Triton's total warps (warp-specialised kernels have more than num_warps)
        threads = int(metadata.get("num_warps") or num_warps) * 32
        shared = int(metadata.get("shared") or 0)

        def triton_built(llir: str) -> dict[str, Footprint]:
            """The kernel as Triton's own stages build ``llir`` (in its LLVM's dialect)."""
            scratch = copy.deepcopy(metadata)
            found = cubin_resources(make_cubin(make_ptx(
                for_llvm(llir, original=text)[0], scratch), scratch))
            regs = max(r.get("sass_registers", 0) for r in found.values())
            return {"kernel": Footprint(regs, None, 0, shared,
                                        ctas_per_sm(regs, threads, shared, capability),
                                        CTAS_PER_SM, threads)}

        def variant(written, how=None):
            return instrument(module, shards=self.shards, mode=self.mode, arch=arch,
                              **written.options())

        try:
            machine, chosen, _ = check_machine(module, result, variant, arch, keep=True,
                                               measure_text=triton_built, plain_text=text,
                                               catch=False,
                                               seconds=check_budget(None, counting_s))
            if machine is None:
                raise ToolFailure("the module names no GPU")
        except Exception as exc:   # noqa: BLE001 — optional: the kernel as written stays
            self.errors.append(f"occupancy not checked: {' '.join(str(exc).split())[:300]}")
            return result, None
        plain, after = machine.plain["kernel"], machine.instrumented["kernel"]
        return chosen, {"plain_registers": plain.registers,
                        "plain_ctas_per_sm": plain.occupancy,
                        "side_group": machine.side_group,
                        "trip_histograms": machine.trip_histograms,
                        "registers": after.registers, "ctas_per_sm": after.occupancy,
                        "tried": [{"side_group": t["label"].side_group,
                                   "trip_histograms": t["label"].trips,
                                   "registers": t["registers"]["kernel"],
                                   "ctas_per_sm": t["levels"]["kernel"]}
                                  for t in machine.tried]}

    def _amd_occupancy(self, module, result, arch: str) -> dict | None:
        """The plain and the instrumented kernel's VGPRs, SGPRs and waves per SIMD by
        LLVM's kernel info (``isa/footprint.py``: llvmlite's AMDGPU back end, not Triton's
        own LLVM); a fall in occupancy is a line in ``errors``. None, and a line saying
        why, where the back end fails."""
        from bbprof.pipeline import check_machine

        machine, _, notes = check_machine(module, result, lambda group, how=None: result,
                                          arch, keep=False)
        if machine is None:
            self.errors.extend(notes)
            return None
        self.errors.extend(line for line in machine.lines() if line.startswith("warning:"))
        name = next(iter(machine.plain))   # Triton's module: its one kernel
        plain, after = machine.plain[name], machine.instrumented[name]
        return {"plain_vgprs": plain.registers, "plain_sgprs": plain.scalar,
                "plain_waves_per_simd": plain.occupancy, "vgprs": after.registers,
                "sgprs": after.scalar, "waves_per_simd": after.occupancy,
                "spills": after.spills}

    def _post_compile(self, *args, **kwargs):
        fn, compile_info = kwargs.get("fn"), kwargs.get("compile") or {}
        if fn is not None and "key" in kwargs:
            self._compiled.append((fn.jit_function, compile_info.get("device"),
                                   kwargs["key"]))
        if self._previous_post_compile is not None:
            return self._previous_post_compile(*args, **kwargs)
        return None

    def _loaded(self, module, function, name, metadata_group, hash, *rest):
        kernel = self.kernels.get(hash)
        if kernel is not None:
            kernel.module, kernel.function = int(module), int(function)
            self._by_function[int(function)] = kernel
            if self.on_load is not None:
                self.on_load(kernel.module)

    def _launched(self, metadata) -> None:
        data = getattr(metadata, "data", None) or {}
        kernel = self._by_function.get(data.get("function"))
        if kernel is None:
            return
        kernel.launches += 1
        if self.per_launch:
            raw = self._read(kernel, zero=True)
            kernel.per_launch.append(self._profile(kernel, raw, launches=1))

    # -- counters -----------------------------------------------------------------------
    def _read(self, kernel: TritonKernel, *, zero: bool = False) -> np.ndarray:
        if kernel.backend == "hip":
            # ROCm: the kernel's module is a hipModule_t (not yet run on AMD hardware)
            from bbprof.runtime.backend import check_counter_size
            from bbprof.runtime.hip import read_cfg_hash, read_module_global

            self._check_cfg_hash(kernel, read_cfg_hash(kernel.module))
            out = read_module_global(kernel.module, kernel.block_map.counter_symbol, zero=zero)
            check_counter_size(out.nbytes, kernel.block_map, f"Triton kernel {kernel.name}")
            return out
        driver = _driver()
        _check(driver.cuCtxSynchronize(), "synchronize")
        self._check_cfg_hash(kernel, _cuda_cfg_hash(driver, kernel.module))
        ptr, nbytes = _check(driver.cuModuleGetGlobal(driver.CUmodule(kernel.module),
                                                      kernel.block_map.counter_symbol.encode()),
                             f"lookup of @{kernel.block_map.counter_symbol}")
        from bbprof.runtime.backend import check_counter_size

        check_counter_size(int(nbytes), kernel.block_map, f"Triton kernel {kernel.name}")
        import numpy as np

        out = np.empty(kernel.block_map.counter_words, np.uint64)
        _check(driver.cuMemcpyDtoH(out.ctypes.data, ptr, out.nbytes), "counter read-back")
        if zero:
            _check(driver.cuMemsetD8(ptr, 0, out.nbytes), "counter reset")
        return out

    @staticmethod
    def _check_cfg_hash(kernel: TritonKernel, value: int | None) -> None:
        """The loaded module must be the one the session instrumented for this kernel (a
        binary from a cache, compiled from other IR, would decode to wrong counts)."""
        kernel.block_map.check_cfg_hash(
            value, module=f"Triton kernel {kernel.key} (loaded module {kernel.module:#x})")

    def _profile(self, kernel: TritonKernel, raw: np.ndarray, launches: int) -> Profile:
        from bbprof.profile import LaunchRecord, Profile

        record = LaunchRecord(kernel=kernel.name, grid=(0, 0, 0),
                              block=(kernel.num_warps * 32, 1, 1), launches=launches)
        meta = {"source": "triton", "triton_hash": kernel.hash, "grid": "not recorded"}
        assembler = _triton_assembler(kernel)
        if assembler:
            meta["assembler"] = assembler
        return Profile.from_counters(kernel.block_map, raw, launches=[record],
                                     device=self._device(), meta=meta,
                                     input_ir=kernel.llir or None)

    def _device(self) -> dict:
        try:
            import torch

            if torch.cuda.is_available() and getattr(torch.version, "hip", None):
                props = torch.cuda.get_device_properties(0)
                return {"backend": "hip", "name": props.name,
                        "arch": props.gcnArchName.split(":")[0]}
            if torch.cuda.is_available():
                return {"backend": "cuda", "name": torch.cuda.get_device_name(),
                        "arch": "sm_%d%d" % torch.cuda.get_device_capability()}
        except ImportError:
            pass
        return {"backend": "cuda"}

    def _read_all(self) -> dict[str, Profile]:
        out = {}
        for kernel in self.kernels.values():
            if kernel.module is None:
                continue       # compiled but never loaded (never launched)
            out[kernel.key] = self._profile(kernel, self._read(kernel), kernel.launches)
        return out

    def reset(self) -> None:
        """Zero every loaded kernel's counters and launch count."""
        for kernel in self.kernels.values():
            if kernel.module is not None:
                self._read(kernel, zero=True)
                kernel.launches = 0
                kernel.per_launch.clear()

    def profiles(self) -> dict[str, Profile]:
        """One Profile per compiled kernel (``name[hash]``), counts summed over launches.
        Inside the block this reads the counters now; after it, the values read on exit."""
        if self._final is not None:
            return dict(self._final)
        return self._read_all()

    def profile(self, name: str) -> Profile:
        """The one Profile of kernel ``name`` (combined over its specializations)."""
        matches = [p for key, p in self.profiles().items() if key.split("[")[0] == name]
        if not matches:
            from bbprof.errors import InputError

            raise InputError(f"no profiled Triton kernel named '{name}' (profiled: "
                             f"{', '.join(self.profiles()) or 'none'})")
        return matches[0] if len(matches) == 1 else _combine_specializations(matches)

    def launch_profiles(self, name: str) -> list[Profile]:
        """With ``per_launch=True``: one Profile per launch of kernel ``name``."""
        return [p for k in self.kernels.values() if k.name == name for p in k.per_launch]

    def _forget_compiled(self) -> None:
        for jit_function, device, key in self._compiled:
            try:
                caches = jit_function.device_caches[device]
                caches[0].pop(key, None)
            except (AttributeError, KeyError, IndexError, TypeError):
                continue
        self._compiled.clear()


# IR printed by llvmlite's LLVM 22 that Triton 3.6's LLVM 21 cannot read, found by running
# the corpus kernels through Triton 3.6 (text rewriting belongs in bbprof.ir.skew; to move
# there, see the report of issue 4):
# * the function attribute ``nocreateundeforpoison`` (new in LLVM 22): LLVM 21 stops at
#   "unterminated attribute group". It states a fact about intrinsics; dropping it is safe.
# * intrinsics LLVM 22 auto-upgrades to a new name on parsing: LLVM 21 then sees an unknown
#   external function (ptxas: "Parsing error near '.nvvm'"). They get the input's name back.
def _cuda_cfg_hash(driver, module: int) -> int | None:
    """``@__bbprof_cfg_hash`` of a loaded CUmodule (None when it has none)."""
    from bbprof.instrument.layout import CFG_HASH_SYMBOL

    try:
        ptr, nbytes = _check(driver.cuModuleGetGlobal(driver.CUmodule(module),
                                                      CFG_HASH_SYMBOL.encode()),
                             f"lookup of @{CFG_HASH_SYMBOL}")
    except ToolFailure:
        return None
    import numpy as np

    out = np.zeros(1, np.int64)
    _check(driver.cuMemcpyDtoH(out.ctypes.data, ptr, 8), "read-back of the CFG hash")
    return int(out[0])


def _snapshot(*groups) -> list:
    """Each knob group's own settings and the environment variables behind them
    (setting a Triton knob also sets its variable), as ``knobs.X.scope()`` keeps them."""
    import os

    saved = []
    for group in groups:
        keys = [d.key for d in group.knob_descriptors.values() if hasattr(d, "key")]
        saved.append((group, dict(group.__dict__), {k: os.environ.get(k) for k in keys}))
    return saved


def _restore(saved: list) -> None:
    import os

    for group, attributes, environment in saved:
        group.__dict__.clear()
        group.__dict__.update(attributes)
        for key, value in environment.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _combine_specializations(profiles: list[Profile]) -> Profile:
    from bbprof.profile import Profile

    if len({p.block_map.input_sha256 for p in profiles}) == 1:
        return Profile.combine(profiles)
    from bbprof.errors import InputError

    raise InputError(f"{len(profiles)} specializations of this kernel were compiled; pick "
                     "one from session.profiles()")


def profile(*, shards: int | None = None, per_launch: bool = False,
            count_launches: bool = True, cache_dir: str | None = None,
            mode=None, kernels=None) -> TritonSession:
    """Instrument every Triton kernel compiled inside the ``with`` block.

    ``mode``: a ``bbprof.instrument.modes.Mode`` or its string (``"thread/spanning-tree"``,
    ``"wide"``, ...); default: ``thread,wave/spanning-tree`` packed (a counter at every
    block of a kernel that is not warp-uniform)."""
    return TritonSession(shards=shards, per_launch=per_launch,
                         count_launches=count_launches, cache_dir=cache_dir, mode=mode)


__all__ = ["TritonKernel", "TritonSession", "profile"]


def check_session_mode(mode) -> None:
    """The session counts: mode ``none`` (``--counters none``, stamps alone) would make
    kernels that measure nothing here, as the session reads no timeline back."""
    if not mode.counts:
        raise InputError("mode 'none' counts nothing, and the Triton session reads no "
                         "timeline back (docs/timeline.md), so its kernels would measure "
                         "nothing", hint="use a counting mode, e.g. 'thread,wave'")


def _triton_assembler(kernel: TritonKernel) -> str | None:
    """NVIDIA: the ptxas Triton built the kernel with (``ptxas 12.8.93``), as the static
    mix's SASS must be that one's; None where it cannot be told (ROCm, an old Triton)."""
    if kernel.backend != "cuda":
        return None
    try:
        import torch
        from triton.backends.nvidia import compiler

        from bbprof.isa.sass import ptxas_label

        major, minor = torch.cuda.get_device_capability()
        return ptxas_label(compiler.get_ptxas(major * 10 + minor).path)
    except Exception:      # no torch, no CUDA device, a Triton without get_ptxas
        return None
