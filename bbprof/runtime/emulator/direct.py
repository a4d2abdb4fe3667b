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
    # the processor ``run --arch`` names, where the module names none: its wave size
    module = load_module(path, target, text=text).with_arch(getattr(backend, "arch", None))
    block_map = instrument(module, mode=Mode(placement="every-block")).block_map \
        .with_path(None)
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
    return RunResult(profile, outputs, None, printed=tuple(code.printf_output)), kernel


class DemoRun:
    """What ``conv_demo`` ran and found."""

    def __init__(self, **fields):
        self.__dict__.update(fields)


def conv_demo(module, *, n: int = 2, size: int = 16, channels: int = 16, k: int = 64):
    """Instrument the bundled gfx942 convolution (default mode), run it on the emulator
    at a small problem (8 workgroups, one 64x64 output tile each), check the output
    against numpy and the counters against the direct trace of the plain kernel."""
    import time

    import numpy as np

    from bbprof.instrument import instrument
    from bbprof.runtime.backend import Scalar, get_backend

    rng = np.random.default_rng(0)
    r = s = 3
    x = rng.standard_normal((n, size, size, channels)).astype(np.float16)
    w = rng.standard_normal((k, r, s, channels)).astype(np.float16)
    p = q = size
    grid = (n * p * q // 64, k // 64)
    shape = LaunchShape.of(grid, 256, 65536)
    scalars = [n, size, size, channels, k, r, s, p, q, 1, 1, 1, 1]
    result = instrument(module)

    def launch(text, block_map):
        backend = get_backend("emulator")
        code = backend.load(text, block_map)
        y = backend.upload(np.zeros(n * p * q * k, np.float16))
        args = [backend.upload(x.reshape(-1)), backend.upload(w.reshape(-1)), y]
        args += [Scalar(v, np.dtype(np.int32)) for v in scalars]
        args += [Scalar(0, np.dtype(np.uint64))] * 2
        code.launch("conv2d_nhwc_kernel", shape, args)
        return backend, code, y.read_array(np.float16)

    start = time.perf_counter()
    backend, code, y = launch(result.text, result.block_map)
    seconds = time.perf_counter() - start
    _, plain, y_plain = launch(module.text, None)
    raw = code.read_counters()
    decoded = result.block_map.decode(raw).blocks
    trace = plain.trace_by_position()
    want_t = [t for fn in result.block_map.functions for t, _ in trace[fn.name]]
    want_w = [wv for fn in result.block_map.functions for _, wv in trace[fn.name]]
    xp = np.pad(x.astype(np.float64), ((0, 0), (1, 1), (1, 1), (0, 0)))
    ref = np.zeros((n, p, q, k))
    for i in range(r):
        for j in range(s):
            ref += np.einsum("npqc,kc->npqk", xp[:, i:i + p, j:j + q, :],
                             w[:, i, j, :].astype(np.float64))
    profile = Profile.from_counters(result.block_map, raw, launches=[LaunchRecord(
        kernel="conv2d_nhwc_kernel", grid=shape.grid, block=shape.block,
        shared_bytes=shape.shared_bytes)], device=backend.device().to_json(),
        meta={"source": "bbprof demo (emulator)",
              "outputs_identical": y.tobytes() == y_plain.tobytes()})
    from bbprof.runtime.launch import LaunchPlan

    launch = LaunchPlan(kernel="conv2d_nhwc_kernel", grid=grid, block=(256,), shared=65536,
                        args=[f"f16[{n}*{size}*{size}*{channels}]:randn",
                              f"f16[{k}*{r}*{s}*{channels}]:randn", f"f16[{n}*{p}*{q}*{k}]",
                              *map(str, scalars)])
    return DemoRun(profile=profile, grid=f"{grid[0]}x{grid[1]}", launch=launch,
                   problem=f"N={n} {size}x{size}x{channels} -> {k} channels, 3x3",
                   lane_instructions=code.lane_instructions, seconds=seconds,
                   max_error=float(np.abs(y.astype(np.float64).reshape(ref.shape)
                                          - ref).max()),
                   counts_match=decoded["thread_hits"] == want_t
                   and decoded["wave_hits"] == want_w)
