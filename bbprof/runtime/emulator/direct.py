"""Direct trace mode: run an *uninstrumented* module on the emulator and make a Profile
from the emulator's own record of block entries (``machine.Trace``).

No counting code runs: thread_hits are the lanes that entered each block, wave_hits the
waves those lanes belonged to (under the emulator's reconvergence model). The Profile's
block map is the one ``bbprof instrument --placement every-block`` would write for the
module (the module's blocks, in order); only its structure is used. This is the oracle
the instrumented module's counters are checked against, and a way to get counts of a
kernel that bbprof cannot instrument.
"""

from __future__ import annotations

from bbprof.instrument.modes import Mode
from bbprof.profile import LaunchRecord, Profile
from bbprof.runtime.args import ArgSpec, bind, kernel_parameters, prepare
from bbprof.runtime.backend import LaunchShape
from bbprof.runtime.runner import RunResult


def run_traced(backend, text: str, path: str, kernel: str | None, shape: LaunchShape,
               specs: list[ArgSpec], *, repeat: int = 1, seed: int = 0,
               meta: dict | None = None, target: str | None = None):
    """Launch ``kernel`` of the plain module ``text`` ``repeat`` times on the emulator
    backend; ``(RunResult, kernel name)``."""
    from bbprof.errors import InputError
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.ir.skew import rewrite_newer_syntax

    text, _ = rewrite_newer_syntax(text, path=path)
    module = load_module(path, target, text=text)
    block_map = instrument(module, mode=Mode(placement="every-block")).block_map
    block_map.path = None
    if kernel is None:
        kernels = block_map.kernels or [f.name for f in block_map.functions]
        if len(kernels) != 1:
            raise InputError(f"the module has {len(kernels)} kernels ({', '.join(kernels)}); "
                             "pick one with --kernel", path=path)
        kernel = kernels[0]
    block_map.function(kernel)
    params = kernel_parameters(text, kernel)
    specs = bind(specs, params, kernel)
    code = backend.load(text, None, kernels=[kernel], path=path)
    args = prepare(backend, specs, params, seed=seed)
    kernel_ms = code.time(kernel, shape, args.args, repeat=repeat)
    by_position = code.trace_by_position()
    counts = {"thread_hits": [], "wave_hits": []}
    for fn in block_map.functions:
        for threads, waves in by_position[fn.name]:
            counts["thread_hits"].append(threads)
            counts["wave_hits"].append(waves)
    outputs = args.outputs()
    meta = dict(meta or {})
    meta.update(seed=seed, source="emulator direct trace (no counting code)",
                lane_instructions=code.lane_instructions,
                inputs_unchanged=[i for i in outputs
                                  if outputs[i].tobytes() == args.arrays[i].tobytes()])
    record = LaunchRecord(kernel=kernel, grid=shape.grid, block=shape.block,
                          shared_bytes=shape.shared_bytes, launches=repeat,
                          args=[s.describe() for s in specs], kernel_ms=kernel_ms)
    profile = Profile(block_map, counts, launches=[record],
                      device=backend.device().to_json(), meta=meta)
    return RunResult(profile, outputs, None), kernel
