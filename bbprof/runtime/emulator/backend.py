"""The emulator as a backend of the runtime protocol (``get_backend("emulator")``).

``EmulatorBackend.load(text, block_map)`` compiles the module for the emulator
(``program.py``) and places its globals (the counters among them) in the backend's global
memory; ``launch`` runs the kernel's workgroups in chunks of at most ``chunk_lanes``
lanes (``machine.py``), in workgroup order, so every run is deterministic. Launches are
synchronous: ``synchronize`` has nothing to wait for.

``trace=True`` (the default) keeps the emulator's own record of block entries
(``EmulatorCode.trace``): on the uninstrumented module it is the direct trace that
bbprof's counters are checked against. ``EmulatorCode.call`` runs any function of the
module over lanes with per-lane arguments and returns per-lane results (host-target IR,
tests).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence

import numpy as np

from bbprof.errors import EmulatorFault, InputError
from bbprof.instrument.blockmap import BlockMap
from bbprof.ir.arch import wave_size as arch_wave_size
from bbprof.ir.target import amdgpu_arch_from_triple, resolve_target
from bbprof.runtime.backend import (Backend, Code, DeviceBuffer, DeviceInfo, KernelArg,
                                    LaunchShape, Scalar, check_counter_size)
from bbprof.runtime.emulator.lanes import Chunk
from bbprof.runtime.emulator.machine import Frame, Machine, Trace
from bbprof.runtime.emulator.memory import GlobalMemory
from bbprof.runtime.emulator.program import Program

DEFAULT_CHUNK_LANES = 32768


class EmulatorBuffer(DeviceBuffer):
    def __init__(self, memory: GlobalMemory, nbytes: int, name: str):
        self.nbytes = nbytes
        self._segment = memory.allocate(nbytes, name)

    @property
    def pointer(self) -> int:
        return self._segment.base

    def name(self, text: str) -> None:
        self._segment.name = text

    def read(self) -> bytes:
        return self._segment.data[: self.nbytes].tobytes()

    def write(self, data) -> None:
        raw = np.frombuffer(np.ascontiguousarray(data).tobytes(), np.uint8)
        self._segment.data[: raw.size] = raw


class EmulatorCode(Code):
    def __init__(self, backend: "EmulatorBackend", text: str, block_map: BlockMap | None,
                 *, trace: bool, path: str = "<ir>"):
        self.backend = backend
        self.block_map = block_map
        kind, wave = _target_of(text, block_map, backend.arch)
        self.kind = kind
        memory = backend.memory
        self.program = Program(text, kind=kind, default_wave_size=wave, path=path,
                               allocate=lambda info: memory.allocate(max(info.type.size, 1),
                                                                     f"@{info.name}"))
        self._counters = None
        if block_map is not None and block_map.has_counters:
            info = self.program.globals.get(block_map.counter_symbol)
            if info is None:
                raise InputError(f"the module has no @{block_map.counter_symbol}",
                                 hint="run the instrumented IR, not the original")
            check_counter_size(info.type.size, block_map, "the emulated module")
            self._counters = info.segment
        self.trace = Trace(self.program) if trace else None
        self.lane_instructions = 0
        self.seconds = 0.0
        #: device printf's records of every launch, in launch order (printf.py)
        self.printf_output: list[str] = []

    # -- the protocol -------------------------------------------------------------------
    def zero_counters(self) -> None:
        if self._counters is None:
            raise self._no_counters()
        self._counters.data[:] = 0

    def read_counters(self) -> np.ndarray:
        if self._counters is None:
            raise self._no_counters()
        return self._counters.data[: self._counters.nbytes].view(np.uint64).copy()

    #: ticks per second the timeline's records are read at (bbprof/timeline/): one tick
    #: of the emulated clock is one issued instruction, shown as one µs
    steady_hz = 1e6

    def read_global(self, symbol: str) -> bytes:
        return self._segment_of(symbol).data[: self._global_size(symbol)].tobytes()

    def zero_global(self, symbol: str) -> None:
        self._segment_of(symbol).data[: self._global_size(symbol)] = 0

    def _segment_of(self, symbol: str):
        info = self.program.globals.get(symbol)
        if info is None or info.segment is None:
            raise InputError(f"the module has no @{symbol}",
                             hint="run the IR this block map was written with")
        return info.segment

    def _global_size(self, symbol: str) -> int:
        return max(self.program.globals[symbol].type.size, 1)

    def cfg_hash(self) -> int | None:
        """``@__bbprof_cfg_hash`` as the emulated module holds it in its memory."""
        if self.block_map is None:
            return None
        info = self.program.globals.get(self.block_map.cfg_hash_symbol)
        if info is None or info.segment is None:
            return None
        return int(info.segment.data[:8].view(np.int64)[0])

    def launch(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg]) -> None:
        code = self.program.by_name.get(kernel)
        if code is None:
            names = ", ".join(f.name for f in self.program.functions if f.is_kernel) or \
                ", ".join(f.name for f in self.program.functions)
            raise InputError(f"the module has no kernel '{kernel}' (it has: {names})")
        code.check_runnable()
        code.check_block(shape.block)
        if len(args) != len(code.arg_types):
            raise InputError(f"'{kernel}' takes {len(code.arg_types)} arguments, "
                             f"{len(args)} given")
        values = []
        for a, t in zip(args, code.arg_types):
            if isinstance(a, DeviceBuffer):
                values.append(np.uint64(a.pointer))
            else:
                values.append(np.asarray(a.value).astype(
                    np.dtype(np.uint64) if t.kind == "ptr" else a.as_numpy().dtype))
        values = [_as_rep(v, r) for v, r in zip(values, code.arg_reps)]
        self._run(code, shape, values)

    def _run(self, code, shape: LaunchShape, values) -> None:
        start = time.perf_counter()
        program = self.program
        memory = self.backend.memory
        gx, gy, gz = shape.grid
        ids = np.stack(np.meshgrid(np.arange(gx), np.arange(gy), np.arange(gz),
                                   indexing="ij"), -1).transpose(2, 1, 0, 3).reshape(-1, 3)
        wave = code.wave_size
        threads = shape.block[0] * shape.block[1] * shape.block[2]
        padded = -(-threads // wave) * wave
        per_chunk = max(1, self.backend.chunk_lanes // padded)
        lds = program.lds_static + shape.shared_bytes
        implicit = memory.allocate(256, "implicit kernel arguments")
        header = np.zeros(64, np.uint8)
        header[0:12] = np.frombuffer(np.array(shape.grid, np.uint32).tobytes(), np.uint8)
        header[12:18] = np.frombuffer(np.array(shape.block, np.uint16).tobytes(), np.uint8)
        header[64 - 64:0] = 0
        implicit.data[:64] = header
        implicit.data[64:66] = np.frombuffer(np.array([3 if gz > 1 else 2 if gy > 1 else 1],
                                                      np.uint16).tobytes(), np.uint8)
        packet = memory.allocate(64, "the HSA kernel dispatch packet")
        packet.data[:64] = dispatch_packet(shape, program.lds_static + shape.shared_bytes,
                                           program.private_bytes)
        machine = Machine(program, memory, self.trace)
        machine.implicit_args = implicit.base
        machine.dispatch_packet = packet.base
        machine.issued = self.backend.clock
        try:
            for first in range(0, len(ids), per_chunk):
                chunk = Chunk(ids[first:first + per_chunk], shape.grid, shape.block, wave,
                              lds, program.private_bytes)
                machine.run_kernel(code, chunk, values)
        finally:
            memory.free(implicit)
            memory.free(packet)
            self.backend.clock = machine.issued
            self.lane_instructions += machine.lane_instructions
            self.printf_output.extend(machine.printed)
            self.seconds += time.perf_counter() - start

    def time(self, kernel: str, shape: LaunchShape, args: Sequence[KernelArg], *,
             repeat: int) -> list[float]:
        return self._wall_clock_times(kernel, shape, args, repeat)

    # -- beyond the protocol ------------------------------------------------------------
    def call(self, function: str, *per_lane_args, wave_size: int | None = None):
        """Run ``function`` once per lane, lane i with the i-th element of each argument
        (numpy arrays of the parameters' types, or scalars for all lanes); its return
        values per lane (None for void). Lanes form one workgroup of waves of
        ``wave_size`` (default: the function's)."""
        code = self.program.by_name.get(function)
        if code is None:
            raise InputError(f"the module has no function '{function}'")
        code.check_runnable()
        lanes = max([np.size(a) for a in per_lane_args] + [1])
        wave = wave_size or code.wave_size
        chunk = Chunk(np.zeros((1, 3), np.int64), (1, 1, 1), (lanes, 1, 1), wave,
                      self.program.lds_static, self.program.private_bytes)
        machine = Machine(self.program, self.backend.memory, self.trace)
        machine.implicit_args = 0
        machine.dispatch_packet = 0
        values = [_as_rep(np.broadcast_to(np.asarray(a), (lanes,)), r)
                  for a, r in zip(per_lane_args, code.arg_reps)]
        root = Frame(code, np.arange(chunk.lanes, dtype=np.int64), chunk, machine, 0, -1)
        root.code = type("Root", (), {"frame_bytes": 0})
        root.idx = None if chunk.lanes == lanes else np.arange(lanes)
        root.n = lanes
        start = time.perf_counter()
        if chunk.lanes != lanes:
            raise InputError("call() needs a lane count that is a multiple of the wave size")
        out = machine.call(code, root, values)
        self.lane_instructions += machine.lane_instructions
        self.seconds += time.perf_counter() - start
        return out

    def trace_counts(self) -> dict[str, dict[str, tuple[int, int]]]:
        if self.trace is None:
            raise EmulatorFault("this code was loaded without a trace")
        return self.trace.counts()

    def trace_by_position(self) -> dict[str, list[tuple[int, int]]]:
        """``{function: [(thread_hits, wave_hits) per block, in block order]}``."""
        return {f.name: list(zip(self.trace.threads[k].tolist(), self.trace.waves[k].tolist()))
                for k, f in enumerate(self.program.functions)}

    def reset_trace(self) -> None:
        self.trace = Trace(self.program)


def _as_rep(value, rep):
    value = np.asarray(value)
    if rep.dtype is not None and value.dtype != rep.dtype:
        if value.dtype.kind in "iu" and rep.dtype.kind in "iub":
            value = value.astype(np.int64).astype(rep.dtype) if rep.dtype.kind != "b" else \
                value.astype(bool)
        else:
            value = value.astype(rep.dtype)
    return value


def _target_of(text: str, block_map: BlockMap | None,
               arch: str | None) -> tuple[str, int | None]:
    """The module's kind and the wave size of its functions that name no processor of
    their own: the block map's processor's (else the wave size its counting code was
    written for), or the triple's processor's, else ``arch`` (``run --arch``)'s; None
    for AMDGPU IR where none of them says (``Program`` refuses such a function)."""
    if block_map is not None:
        kind = block_map.target.kind
        cpu = block_map.target.arch or arch
        return kind, arch_wave_size(kind, cpu) or block_map.target.wave_size
    m = re.search(r'^target triple = "([^"]+)"', text, re.M)
    triple = m.group(1) if m else None
    kind = resolve_target(triple, None, text).kind if (
        triple or "amdgpu_kernel" in text or "nvvm" in text or "ptx_kernel" in text) \
        else "host"
    if triple and not resolve_target(triple, None, text).is_gpu:
        kind = "host"
    return kind, arch_wave_size(kind, amdgpu_arch_from_triple(triple or "") or arch)


class EmulatorBackend(Backend):
    """The SIMT emulator: GPU LLVM IR (AMDGPU, NVPTX) or host IR run on the CPU."""

    name = "emulator"

    def __init__(self, device: int = 0, arch: str | None = None,
                 chunk_lanes: int = DEFAULT_CHUNK_LANES, trace: bool = True):
        self.arch = arch
        self.chunk_lanes = chunk_lanes
        self.trace = trace
        self.memory = GlobalMemory()
        self._wave = None
        self._arch = None
        self._arch_source = None
        self.clock = 0      # the emulated clock (Machine.issued), across launches

    def device(self) -> DeviceInfo:
        source = ("--arch" if self.arch else self._arch_source) if (
            self.arch or self._arch) else None
        return DeviceInfo(backend="emulator", name="bbprof SIMT emulator",
                          arch=self.arch or self._arch or "",
                          wave_size=self._wave or 0, units=1,
                          driver=f"numpy {np.__version__}",
                          extra={"arch_from": source} if source else {})

    def load(self, text: str, block_map: BlockMap | None, *, kernels=(),
             path: str = "<ir>") -> EmulatorCode:
        code = EmulatorCode(self, text, block_map, trace=self.trace, path=path)
        self._wave = code.program.wave_size
        triple = re.search(r'^target triple = "([^"]+)"', text, re.M)
        self._arch = code.program.cpu or (amdgpu_arch_from_triple(triple.group(1))
                                          if triple else None)
        self._arch_source = "target-cpu" if code.program.cpu else "the triple"
        return code

    def allocate(self, nbytes: int) -> EmulatorBuffer:
        return EmulatorBuffer(self.memory, nbytes, f"buffer #{len(self.memory.segments)}")

    def synchronize(self) -> None:
        pass


__all__ = ["EmulatorBackend", "EmulatorBuffer", "EmulatorCode", "Scalar"]


def dispatch_packet(shape: LaunchShape, group_bytes: int, private_bytes: int) -> np.ndarray:
    """The 64 bytes of an HSA kernel dispatch packet (``hsa_kernel_dispatch_packet_t``,
    HSA Platform System Architecture Specification) for ``shape``, which
    ``llvm.amdgcn.dispatch.ptr`` points to: the dimensions (setup bits 0-1), the
    work-group size (u16 x, y, z at 4), the grid size in work-items (u32 x, y, z at 12),
    and the private and group segment sizes (24, 28). Code for code objects before v5
    (``__oclc_ABI_version`` 400: HIP's device library) reads the group size and grid
    size from here rather than from the implicit arguments. The header, kernel object,
    kernel arguments' address (the emulator passes arguments by value) and completion
    signal are 0."""
    gx, gy, gz = shape.grid
    bx, by, bz = shape.block
    packet = np.zeros(64, np.uint8)
    dims = 3 if gz > 1 or bz > 1 else 2 if gy > 1 or by > 1 else 1
    packet[2:4] = np.frombuffer(np.uint16(dims).tobytes(), np.uint8)
    packet[4:10] = np.frombuffer(np.array([bx, by, bz], np.uint16).tobytes(), np.uint8)
    packet[12:24] = np.frombuffer(np.array([gx * bx, gy * by, gz * bz], np.uint32).tobytes(),
                                  np.uint8)
    packet[24:32] = np.frombuffer(np.array([private_bytes, group_bytes], np.uint32).tobytes(),
                                  np.uint8)
    return packet
