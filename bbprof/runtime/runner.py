"""Run one kernel of an instrumented module and make a Profile: what ``bbprof run`` does.

1. Load the instrumented IR on the backend's device; the counter global is zeroed.
2. Make the arguments from their specs (buffers filled on the host, copied over).
3. Launch ``repeat`` times, each launch between two timing events. With a baseline (the
   uninstrumented IR), the baseline gets its own arguments made from the same specs and
   seed, and the two kernels are launched alternately, so both see the same clocks and
   caches ("side by side").
4. Read the counters back once (they summed over the ``repeat`` launches) and decode them
   into a Profile, with the launch shape, device, and both kernels' times. A module
   instrumented with ``--counters none`` has none: its Profile has no counts, only the
   timeline (step 6).
5. With a baseline, every output buffer of the two runs is compared bit for bit; the
   result is recorded in ``profile.meta["outputs_identical"]``.
6. With a timeline (``bbprof instrument --timeline``), each instrumented launch starts
   with the timeline cursors zeroed (and the buffer, when it has fixed wave slots: a
   slot is written when its record is valid) and ends with the cursors and records read
   back: the Profile's ``timeline`` holds one ``LaunchTimeline`` per launch
   (bbprof/timeline/), with the waves the launch ran (for the slots' drops).
7. ``profile.meta["inputs_unchanged"]`` lists the buffers whose contents the instrumented
   run left as they were uploaded (a kernel's read-only inputs). A read-only input that
   changed, or that differs between the two runs, means a write out of bounds: a buffer
   smaller than the kernel's indexing (the kernel writes into its neighbours).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bbprof.errors import InputError
from bbprof.instrument.blockmap import BlockMap
from bbprof.ir.module import constant_i64
from bbprof.profile import LaunchRecord, Profile
from bbprof.runtime.args import ArgSpec, bind, kernel_parameters, prepare
from bbprof.runtime.backend import Backend, LaunchShape


@dataclass
class RunResult:
    profile: Profile
    outputs: dict[int, np.ndarray]                 # instrumented run, by parameter index
    baseline_outputs: dict[int, np.ndarray] | None
    # what the kernel printed (device printf), record by record in launch order, where
    # the backend captures it (the emulator); the program's output, not bbprof's
    printed: tuple[str, ...] = ()


def run_kernel(backend: Backend, text: str, block_map: BlockMap, kernel: str,
               shape: LaunchShape, specs: list[ArgSpec], *, repeat: int = 1,
               baseline_text: str | None = None, seed: int = 0,
               meta: dict | None = None, module_path: str | None = None,
               input_ir: str | None = None, stage=None) -> RunResult:
    """``module_path``: the file ``text`` came from, for messages (a block map that does
    not belong to the module is refused naming both files). ``input_ir``: the
    uninstrumented IR, carried in the profile. ``stage(text)``: told each step (the
    CLI's progress line)."""
    stage = stage or (lambda text: None)
    if repeat < 1:
        raise InputError(f"--repeat must be at least 1, not {repeat}")
    if kernel not in block_map.kernels and block_map.target.kind != "host":
        raise InputError(f"'{kernel}' is not a kernel of the block map (kernels: "
                         f"{', '.join(block_map.kernels) or 'none'})", path=block_map.path)
    block_map.function(kernel)  # raises, naming the functions there are
    params = kernel_parameters(text, kernel)
    specs = bind(specs, params, kernel)
    stage(f"compiling {kernel} for {backend.name}")
    code = backend.load(text, block_map, kernels=[kernel])
    args = prepare(backend, specs, params, seed=seed)
    base_code = base_args = None
    if baseline_text is not None:
        stage(f"compiling the uninstrumented {kernel}")
        base_code = backend.load(baseline_text, None, kernels=[kernel])
        base_args = prepare(backend, specs, kernel_parameters(baseline_text, kernel),
                            seed=seed)
    if block_map.has_counters:   # not with --counters none (stamps only)
        code.zero_counters()
    kernel_ms: list[float] = []
    baseline_ms: list[float] = []
    timeline = block_map.timeline
    launch_timelines = []
    stage(f"running {kernel}: {repeat} launch(es)" + (", alternating with the baseline"
                                                       if base_code is not None else ""))
    if base_code is None and timeline is None:
        kernel_ms = code.time(kernel, shape, args.args, repeat=repeat)
    else:
        wave_size = block_map.function(kernel).wave_size
        waves = launched_waves(shape, wave_size)
        layout = (tuple(shape.grid), waves_per_block(shape, wave_size))
        for _ in range(repeat):
            if timeline is not None:
                _zero_timeline(code, timeline)
            kernel_ms += code.time(kernel, shape, args.args, repeat=1)
            if timeline is not None:
                launch_timelines.append(_read_timeline(code, timeline, waves, layout))
            if base_code is not None:
                baseline_ms += base_code.time(kernel, shape, base_args.args, repeat=1)
    backend.synchronize()
    stage("reading the counters back")
    raw = code.read_counters() if block_map.has_counters else None
    try:
        module_hash = code.cfg_hash()             # what the loaded module holds
    except NotImplementedError:                   # a backend that cannot read globals
        module_hash = constant_i64(text, block_map.cfg_hash_symbol)
    outputs = args.outputs()
    baseline_outputs = base_args.outputs() if base_args is not None else None
    meta = dict(meta or {})
    meta["seed"] = seed
    meta["inputs_unchanged"] = [i for i in outputs
                                if outputs[i].tobytes() == args.arrays[i].tobytes()]
    if baseline_outputs is not None:
        differing = [i for i in outputs
                     if outputs[i].tobytes() != baseline_outputs[i].tobytes()]
        meta["outputs_identical"] = not differing
        meta["outputs_differing"] = differing
        meta["outputs_max_abs_difference"] = {
            str(i): float(np.max(np.abs(outputs[i].astype(np.float64)
                                        - baseline_outputs[i].astype(np.float64))))
            for i in differing}
    if getattr(code, "assembler", None):     # NVIDIA: ptxas X, or the driver's JIT
        meta["assembler"] = code.assembler
    record = LaunchRecord(kernel=kernel, grid=shape.grid, block=shape.block,
                          shared_bytes=shape.shared_bytes, launches=repeat,
                          args=[s.describe() for s in specs], kernel_ms=kernel_ms,
                          baseline_ms=baseline_ms)
    profile = Profile.from_counters(block_map, raw, cfg_hash=module_hash,
                                    module=module_path or "the instrumented module",
                                    launches=[record],
                                    device=backend.device().to_json(), meta=meta,
                                    input_ir=input_ir)
    if timeline is not None:
        from bbprof.timeline.records import TimelineCapture

        # a backend with a clock of its own (the emulator's) says its rate
        hz = getattr(code, "steady_hz", None) or timeline.steady_hz
        if hz is None:   # the host's TSC
            from bbprof.runtime.host import tsc_hz

            hz = tsc_hz()
        profile.timeline = TimelineCapture(steady_hz=hz, launches=tuple(launch_timelines))
    return RunResult(profile, outputs, baseline_outputs,
                     printed=tuple(getattr(code, "printf_output", ())))


def waves_per_block(shape: LaunchShape, wave_size: int) -> int:
    """The waves of one block of ``shape``: its threads over the wave size, rounded up."""
    bx, by, bz = shape.block
    return -(-(bx * by * bz) // wave_size)


def launched_waves(shape: LaunchShape, wave_size: int) -> int:
    """The waves a launch of ``shape`` runs: blocks times waves per block."""
    gx, gy, gz = shape.grid
    return gx * gy * gz * waves_per_block(shape, wave_size)


def _zero_timeline(code, timeline) -> None:
    """Before a launch: the cursors to 0 and, with fixed wave slots, the buffer (a slot
    that holds a valid record was written by this launch)."""
    if timeline.cursor_symbol is not None:
        code.zero_global(timeline.cursor_symbol)
    if timeline.waves:
        code.zero_global(timeline.symbol)


def _read_timeline(code, timeline, waves: int, layout):
    """One launch's cursors and records (bbprof/timeline/records.py); ``layout``: its
    grid and waves per block."""
    from bbprof.timeline.records import LaunchTimeline

    return LaunchTimeline.read(code, timeline, launched=waves, shape=layout)
