"""Kernel time instrumented / plain on FlagGems' Triton operators (issue 39).

FlagGems (flag_gems 5.0.2, installed from its wheel: scripts/device_batch_flaggems.sh) is
a library of PyTorch operators written in Triton. For each operator of ``OPS`` below, at a
stated realistic size, on the current CUDA device:

1. *plain*: the operator (``flag_gems.<call>``, the library's top-level function, which on
   Hopper is its arch-specific one where it has one: mm, mul, sqrt) is called twice; the
   first call compiles and runs FlagGems' autotuning, the second gives the reference
   outputs. The compiled kernels it reached are kept aside (``KernelCaches``);
2. *instrumented*: those in-memory caches are emptied and the operator is called once
   inside ``bbprof.triton.profile(count_launches=True)``: every kernel it launches is
   compiled again, instrumented (same autotuned configuration: FlagGems' tuners keep
   their choice), and kept aside; the outputs are compared with the plain ones (bitwise,
   or allclose where the operator's reduction order is not fixed: stated per operator);
3. both sets of kernels are timed in interleaved rounds (``triton.testing.do_bench``
   median of each round, an L2 flush before every call; the round's first set rotates),
   each round installing its set of kernels in the caches before timing; the ratio is
   the median of the instrumented rounds over the median of the plain ones, and the
   geomean is taken over the operators timed.

How the binaries are kept apart. Triton keeps compiled kernels per JIT function and
device (``device_caches``); FlagGems' ``LibEntry`` wrapper keeps the compiled kernel it
launched in a cache of its own and skips the JIT on later calls. A plain kernel left in
either would run inside the profiling block (not instrumented); an instrumented one left
there would run as "plain" after it. ``KernelCaches`` finds both kinds of cache (every
JIT function that compiles, through ``knobs.runtime.jit_post_compile_hook``; every
``LibEntry``, by one scan of the heap after import and its constructor afterwards),
empties them before each variant is compiled and installs one variant's kernels before
each timing. Triton's on-disk cache is a private directory and ``always_compile`` is on
(../shared/NOTES.md, "Benchmarking Triton kernels side by side"); FlagGems' own cache
(generated code and its tuning database, ``FLAGGEMS_CACHE_DIR``) is a private directory
too unless that variable is set. Checked per operator: every kernel of the instrumented
set has ``__bbprof_counters`` in its PTX, none of the plain set has, no kernel was
compiled while timing (the caches are unchanged after every ``do_bench``), and the
instrumented kernels' counters grew while they were timed.

Timing is taken *outside* the profiling block (its hooks removed, so no per-launch host
work of bbprof's; the instrumented kernels still count into their device counters), of
the whole operator call: the Triton kernels it launches, any PyTorch kernel it launches
itself (allocations are not kernels), and idle gaps between them if the host is slower
than the GPU.

Autotuning. FlagGems tunes many kernels over its own configuration lists (Hopper mm: up
to 216, flash attention 36), each compiled and timed once, too slow for one GPU call of
minutes. ``PINS`` narrows named kernels to a few configurations a person would pick for
the stated shapes; every other tuner with more than ``--max-configs`` configurations keeps
that many, evenly spaced through its list. The JSON records each tuner touched.

Counts. After the timing, each operator is called once more inside a block of the
every-block reference mode (``REFERENCE``, bench_broad's), compiled afresh, and every
block's thread_hits and wave_hits of the default-mode call (the session's values at the
block's exit: one call) are compared with the reference's (``compare_with_reference``);
a difference makes the row invalid. ``--no-reference`` skips it.

For every instrumented kernel the row records bbprof's placement (``placement_notes``
of bench_broad: where a function is not on the spanning tree, and why), registers plain
and instrumented, the occupancy check, launches per call and the entry block's
thread_hits.

    python scripts/bench_flaggems.py [--ops a,b] [--rounds 3] [--rep-ms 100]
        [--budget-s 420] [--op-timeout-s 150] [--max-configs 8] [--mode MODE] [--control]
        [--no-reference]
        [--json out.json] [--resume out.json] [--list] [--dry-run]

``--list`` and ``--dry-run`` import neither torch nor Triton nor FlagGems. A failing
operator becomes an error row and the others run. The JSON (``--json``) is written before
and after every operator and names the one running; a CUDA error that leaves the context
unusable ends the run with exit status 3, an operator still running after
``--op-timeout-s`` with status 4, and ``--resume`` that JSON in a fresh process keeps its
rows, records the operator it died in as an error and runs the rest (the batch script
scripts/device_batch_flaggems.sh does that). Leave ``FLAGGEMS_CACHE_DIR`` unset: a tuning
database from another run can hold a configuration outside ``PINS``, which FlagGems then
launches without its pre-hook.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))

ACCEPT_OPS = 40          # issue 39: at least 40 operators ...
ACCEPT_GEOMEAN = 1.03    # ... with an instrumented / plain geomean of at most 1.03x
CONTROL = "plain-again"  # --control: a second plain compile, timed beside the first
REFERENCE = "thread,wave/every-block,loops-in-memory"   # bench_broad's reference mode


# -- the operators ------------------------------------------------------------------------

@dataclass(frozen=True)
class Op:
    """One FlagGems operator at one size.

    ``make(t)`` builds the inputs on the GPU with ``Inputs`` ``t`` and returns
    ``(args, kwargs)`` for ``flag_gems.<call>``. ``compare``: ``"bitwise"`` (outputs
    equal bit for bit) or ``"allclose"`` (``rtol``/``atol``, NaNs equal) for operators
    whose reduction order is not fixed. ``seeded``: random operators; the generator is
    seeded before every checked call, so their outputs are comparable bitwise."""

    name: str
    call: str
    group: str
    shape: str
    make: Callable
    compare: str = "bitwise"
    rtol: float = 1e-5
    atol: float = 1e-6
    seeded: bool = False


def _args(*args, **kwargs):
    return args, kwargs


class Inputs:
    """Seeded inputs on the current CUDA device (or ``device``: scripts/capture_triton_cpu.py
    builds them on the CPU), dtypes by name (fp16, bf16, fp32)."""

    def __init__(self, torch, seed: int = 0, device: str = "cuda"):
        self.torch = torch
        self.device = device
        self.gen = torch.Generator(device=device).manual_seed(seed)

    def dtype(self, name: str):
        t = self.torch
        return {"fp16": t.float16, "bf16": t.bfloat16, "fp32": t.float32}[name]

    def randn(self, shape, dtype="fp32", scale=1.0):
        x = self.torch.randn(shape, device=self.device, dtype=self.torch.float32,
                             generator=self.gen)
        return (x * scale).to(self.dtype(dtype))

    def uniform(self, shape, low, high, dtype="fp32"):
        x = self.torch.rand(shape, device=self.device, dtype=self.torch.float32,
                            generator=self.gen)
        return (x * (high - low) + low).to(self.dtype(dtype))

    def randint(self, high, shape):
        return self.torch.randint(0, high, shape, device=self.device, dtype=self.torch.int64,
                                  generator=self.gen)

    def mask(self, shape, p=0.5):
        return self.torch.rand(shape, device=self.device, generator=self.gen) < p


S = (4096, 4096)          # the common 2-D size: 16.8 M elements
MLP = (4096, 11008)       # LLaMA-7B MLP activations for 4096 tokens
VOCAB = (4096, 32000)     # logits of 4096 tokens over a 32k vocabulary


def _ops() -> list[Op]:
    g = "reduction"
    reductions = [
        Op("sum", "sum", g, "x 4096x4096 fp32, all elements", lambda t: _args(t.randn(S))),
        Op("sum_dim", "sum_dim", g, "x 4096x4096 bf16, dim=[1]",
           lambda t: _args(t.randn(S, "bf16"), [1])),
        Op("mean_dim0", "mean_dim", g, "x 4096x4096 fp32, dim=[0] (columns)",
           lambda t: _args(t.randn(S), [0])),
        Op("max_dim", "max_dim", g, "x 4096x4096 fp32, dim=1 (values, indices)",
           lambda t: _args(t.randn(S), 1)),
        Op("amax", "amax", g, "x 4096x4096 fp16, dim=[1]",
           lambda t: _args(t.randn(S, "fp16"), [1])),
        Op("argmax", "argmax", g, "x 4096x4096 fp32, dim=1", lambda t: _args(t.randn(S), 1)),
        Op("softmax", "softmax", g, "x 4096x4096 fp16, dim=-1",
           lambda t: _args(t.randn(S, "fp16"), -1)),
        Op("softmax_vocab", "softmax", g, "logits 4096x32000 fp32, dim=-1",
           lambda t: _args(t.randn(VOCAB, scale=4.0), -1)),
        Op("log_softmax", "log_softmax", g, "x 4096x4096 bf16, dim=-1",
           lambda t: _args(t.randn(S, "bf16"), -1)),
        Op("layer_norm", "layer_norm", g, "x 4096x4096 fp16, weight and bias 4096 fp16",
           lambda t: _args(t.randn(S, "fp16"), [4096], t.randn(4096, "fp16"),
                           t.randn(4096, "fp16"))),
        Op("rms_norm", "rms_norm", g, "x 4096x4096 bf16, weight 4096 bf16",
           lambda t: _args(t.randn(S, "bf16"), [4096], t.randn(4096, "bf16"))),
        Op("group_norm", "group_norm", g,
           "x 32x256x3136 fp16 (N, C, HxW: 56x56), 32 groups, weight and bias 256",
           lambda t: _args(t.randn((32, 256, 3136), "fp16"), t.randn(256, "fp16"),
                           t.randn(256, "fp16"), 32, 256, 3136, 32)),
        Op("cross_entropy", "cross_entropy_loss", g,
           "logits 4096x32000 fp32, targets 4096 int64, mean",
           lambda t: _args(t.randn(VOCAB, scale=2.0), t.randint(32000, (4096,)))),
        Op("var_mean", "var_mean", g, "x 4096x4096 fp32, dim=[1]",
           lambda t: _args(t.randn(S), [1])),
        Op("vector_norm", "vector_norm", g, "x 4096x4096 fp32, L2 of all elements",
           lambda t: _args(t.randn(S))),
        Op("cumsum", "cumsum", g, "x 4096x4096 fp32, dim=1", lambda t: _args(t.randn(S), 1)),
        Op("topk", "topk", g, "logits 4096x32000 fp32, k=50, last dim",
           lambda t: _args(t.randn(VOCAB), 50)),
        Op("sort", "sort", g, "x 2048x4096 fp32, last dim (radix sort)",
           lambda t: _args(t.randn((2048, 4096)), -1)),
    ]
    g = "matmul"
    matmuls = [
        Op("mm", "mm", g, "4096x4096 @ 4096x4096 fp16 (Hopper: TMA kernel, PINS)",
           lambda t: _args(t.randn(S, "fp16", 0.1), t.randn(S, "fp16", 0.1))),
        Op("bmm", "bmm", g, "32 x (1024x1024 @ 1024x1024) bf16",
           lambda t: _args(t.randn((32, 1024, 1024), "bf16", 0.1),
                           t.randn((32, 1024, 1024), "bf16", 0.1))),
        Op("addmm", "addmm", g, "bias 4096 + 4096x4096 @ 4096x4096 fp16",
           lambda t: _args(t.randn(4096, "fp16"), t.randn(S, "fp16", 0.1),
                           t.randn(S, "fp16", 0.1))),
        Op("mv", "mv", g, "4096x4096 @ 4096 fp16",
           lambda t: _args(t.randn(S, "fp16"), t.randn(4096, "fp16"))),
        Op("sdpa", "scaled_dot_product_attention", g,
           "q, k, v 4x32x2048x128 fp16, causal (flash attention forward, PINS)",
           lambda t: _args(*(t.randn((4, 32, 2048, 128), "fp16") for _ in range(3)),
                           is_causal=True)),
        Op("conv2d", "conv2d", g,
           "x 32x64x56x56 fp16, weight 64x64x3x3, stride 1, padding 1",
           lambda t: _args(t.randn((32, 64, 56, 56), "fp16"),
                           t.randn((64, 64, 3, 3), "fp16", 0.1), None, 1, 1)),
    ]
    g = "indexing"
    indexing = [
        Op("embedding", "embedding", g, "table 32000x4096 fp16, 8192 int64 indices",
           lambda t: _args(t.randn((32000, 4096), "fp16"), t.randint(32000, (8192,)))),
        Op("index_select", "index_select", g,
           "x 32000x1024 fp32, dim 0, 8192 int64 indices",
           lambda t: _args(t.randn((32000, 1024)), 0, t.randint(32000, (8192,)))),
        Op("gather", "gather", g, "x 4096x4096 fp32, dim 1, index 4096x1024 int64",
           lambda t: _args(t.randn(S), 1, t.randint(4096, (4096, 1024)))),
        Op("dropout", "dropout", g, "x 4096x4096 fp16, p=0.1 (out, mask)",
           lambda t: _args(t.randn(S, "fp16"), 0.1, True), seeded=True),
        Op("cat", "cat", g, "4 x (4096x1024 fp16), dim 1",
           lambda t: _args([t.randn((4096, 1024), "fp16") for _ in range(4)], 1)),
        Op("flip", "flip", g, "x 4096x4096 fp32, dims [1]",
           lambda t: _args(t.randn(S), [1])),
        Op("pad", "pad", g, "x 4096x4000 fp32, constant pad [0, 96] of 0",
           lambda t: _args(t.randn((4096, 4000)), [0, 96])),
        Op("rotary", "apply_rotary_pos_emb", g,
           "q 4x2048x32x128, k 4x2048x8x128, cos/sin 2048x64 bf16",
           lambda t: _args(t.randn((4, 2048, 32, 128), "bf16"),
                           t.randn((4, 2048, 8, 128), "bf16"),
                           t.uniform((2048, 64), -1, 1, "bf16"),
                           t.uniform((2048, 64), -1, 1, "bf16"))),
    ]
    g = "elementwise"
    a = lambda t, d="fp32": t.randn(S, d)  # noqa: E731 — the common operand
    pos = lambda t: t.uniform(S, 0.01, 10.0)  # noqa: E731
    elementwise = [
        Op("add", "add", g, "x + y, 4096x4096 fp16", lambda t: _args(a(t, "fp16"), a(t, "fp16"))),
        Op("mul", "mul", g, "x * y, 4096x4096 bf16 (Hopper kernel)",
           lambda t: _args(a(t, "bf16"), a(t, "bf16"))),
        Op("sub", "sub", g, "x - y, 4096x4096 fp32", lambda t: _args(a(t), a(t))),
        Op("true_divide", "true_divide", g, "x / y, 4096x4096 fp32, y in [0.5, 2]",
           lambda t: _args(a(t), t.uniform(S, 0.5, 2.0))),
        Op("gelu", "gelu", g, "4096x4096 fp16, erf", lambda t: _args(a(t, "fp16"))),
        Op("gelu_tanh", "gelu", g, "4096x4096 bf16, approximate='tanh'",
           lambda t: _args(a(t, "bf16"), approximate="tanh")),
        Op("silu", "silu", g, "4096x4096 bf16", lambda t: _args(a(t, "bf16"))),
        Op("sigmoid", "sigmoid", g, "4096x4096 fp16", lambda t: _args(a(t, "fp16"))),
        Op("exp", "exp", g, "4096x4096 fp32", lambda t: _args(a(t))),
        Op("log", "log", g, "4096x4096 fp32 in [0.01, 10]", lambda t: _args(pos(t))),
        Op("rsqrt", "rsqrt", g, "4096x4096 fp32 in [0.01, 10]", lambda t: _args(pos(t))),
        Op("sqrt", "sqrt", g, "4096x4096 fp32 in [0.01, 10] (Hopper kernel)",
           lambda t: _args(pos(t))),
        Op("pow_scalar", "pow_tensor_scalar", g, "x ** 2.5, 4096x4096 fp32 in [0.01, 10]",
           lambda t: _args(pos(t), 2.5)),
        Op("clamp", "clamp", g, "4096x4096 fp16 to [-0.5, 0.5]",
           lambda t: _args(a(t, "fp16"), -0.5, 0.5)),
        Op("where", "where_self", g, "where(mask, x, y), 4096x4096 fp16",
           lambda t: _args(t.mask(S), a(t, "fp16"), a(t, "fp16"))),
        Op("masked_fill", "masked_fill", g, "4096x4096 fp16, half masked, value -1e4",
           lambda t: _args(a(t, "fp16"), t.mask(S), -1e4)),
        Op("eq", "eq", g, "x == y, 4096x4096 fp32 (y: x with a quarter changed)",
           lambda t: (lambda x: _args(x, x.masked_fill(t.mask(S, 0.25), 0.0)))(a(t))),
        Op("addcmul", "addcmul", g, "x + 0.5 * y * z, 4096x4096 fp32",
           lambda t: _args(a(t), a(t), a(t), value=0.5)),
        Op("to_bf16", "to_copy", g, "4096x4096 fp32 to bf16",
           lambda t: _args(a(t), dtype=t.dtype("bf16"))),
        Op("triu", "triu", g, "4096x4096 fp32, diagonal 1", lambda t: _args(a(t), 1)),
        Op("silu_and_mul", "silu_and_mul", g, "silu(x) * y, 4096x11008 bf16",
           lambda t: _args(t.randn(MLP, "bf16"), t.randn(MLP, "bf16"))),
        Op("gelu_and_mul", "gelu_and_mul", g, "gelu(x) * y, 4096x11008 fp16",
           lambda t: _args(t.randn(MLP, "fp16"), t.randn(MLP, "fp16"))),
    ]
    return reductions + matmuls + indexing + elementwise


OPS = _ops()

# Kernels whose FlagGems tuner lists are narrowed to what a person would pick for the
# shapes above (the rest are evenly thinned to --max-configs). Field -> value or tuple.
PINS = {
    # Hopper mm (runtime/backend/_nvidia/hopper/ops/mm.py): 4 x 3 x 3 x 3 x 2 configs
    # less those over the shared-memory limit; 128x128 tiles for 4096^3 fp16
    "mm_kernel_general_host_tma": {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": (32, 64),
                                   "num_warps": (4, 8), "num_stages": (3, 4)},
    # flash attention forward (ops/attention.py): 36 configs, most for small head dims
    "_attn_fwd": {"BLOCK_M": 128, "BLOCK_N": 128, "num_warps": 8},
}


# -- Triton's and FlagGems' in-memory kernel caches ---------------------------------------

class KernelCaches:
    """Every in-memory cache of compiled kernels an operator's call can reach: each Triton
    JIT function's per-device cache (``device_caches[device][0]``: key -> CompiledKernel)
    and each FlagGems ``LibEntry``'s ``kernel_cache`` (one dict per device: key ->
    ``(CompiledKernel, constexprs, ...)``).

    A *state* is ``{where: {key: value}}`` for the non-empty caches; ``snapshot`` takes
    one, ``install`` makes the caches hold exactly one (``{}``: all empty, so the next call
    compiles), ``signature`` says what they hold now (to see that nothing compiled)."""

    def __init__(self):
        self._jit: dict[int, object] = {}
        self._entries: dict[int, object] = {}

    def add_jit(self, fn) -> None:
        self._jit.setdefault(id(fn), fn)

    def add_entry(self, entry) -> None:
        self._entries.setdefault(id(entry), entry)

    def _dicts(self):
        for fid, fn in list(self._jit.items()):
            for device, caches in list(getattr(fn, "device_caches", {}).items()):
                yield ("jit", fid, device), caches[0]
        for eid, entry in list(self._entries.items()):
            for index, cache in enumerate(entry.kernel_cache):
                yield ("entry", eid, index), cache

    def snapshot(self) -> dict:
        return {where: dict(cache) for where, cache in self._dicts() if cache}

    def install(self, state: dict) -> None:
        for where, cache in self._dicts():
            cache.clear()
            cache.update(state.get(where, {}))

    def signature(self) -> frozenset:
        return frozenset((where, key) for where, cache in self._dicts() for key in cache)

    @staticmethod
    def kernels(state: dict) -> list:
        """``[(where, key, CompiledKernel)]`` of a state."""
        out = []
        for where, cache in state.items():
            for key, value in cache.items():
                out.append((where, key, value[0] if where[0] == "entry" else value))
        return out

    def describe(self, where) -> str:
        kind, oid, _ = where
        obj = (self._jit if kind == "jit" else self._entries).get(oid)
        return f"{kind}:{kernel_name(obj)}"


def kernel_name(obj) -> str:
    """The Python function's name under a JIT function, an autotuner, heuristics or a
    LibEntry (each wraps the next in ``.fn``; a JIT function's ``.fn`` is the function)."""
    for _ in range(8):
        if obj is None:
            break
        if hasattr(obj, "device_caches"):
            return getattr(obj.fn, "__name__", "?")
        obj = getattr(obj, "fn", None)
    return "?"


def config_field(config, name):
    if name in getattr(config, "kwargs", {}):
        return config.kwargs[name]
    return getattr(config, name, None)


def restrict_configs(configs: list, pin: dict | None, cap: int | None):
    """``(kept, how)``: the configurations matching ``pin`` (field -> value or tuple of
    values) where any does; else, over ``cap``, ``cap`` of them evenly spaced through the
    list (first and last kept); else all, ``how`` None."""
    configs = list(configs)
    if pin:
        kept = [c for c in configs
                if all((config_field(c, k) in v) if isinstance(v, tuple)
                       else config_field(c, k) == v for k, v in pin.items())]
        if kept:
            return kept, f"pinned: {len(kept)} of {len(configs)}"
    if cap and len(configs) > cap:
        if cap == 1:
            return configs[:1], f"capped: 1 of {len(configs)}"
        step = (len(configs) - 1) / (cap - 1)
        index = sorted({round(i * step) for i in range(cap)})
        return [configs[i] for i in index], (f"capped: {len(index)} of {len(configs)}, "
                                             "evenly spaced")
    return configs, None


def narrow_tuners(tuners, pins: dict, cap: int | None) -> list[dict]:
    """Narrow every autotuner's ``configs`` in place (``restrict_configs``); one record
    per tuner changed."""
    changed = []
    for tuner in tuners:
        name = kernel_name(tuner)
        before = list(tuner.configs)
        kept, how = restrict_configs(before, pins.get(name), cap)
        if how is None:
            continue
        tuner.configs = kept
        changed.append({"kernel": name, "how": how,
                        "kept": [str(c) for c in kept][:16]})
    return changed


# -- one operator -----------------------------------------------------------------------

def tensors_of(value) -> list:
    """The tensors in an operator's result (a tensor, or nested tuples/lists of them)."""
    if hasattr(value, "data_ptr"):
        return [value]
    if isinstance(value, (tuple, list)):
        return [t for v in value for t in tensors_of(v)]
    return []


def compare_outputs(torch, plain: list, instrumented: list, op: Op) -> tuple[str, str]:
    """``("bitwise" | "allclose" | "DIFFER", detail)``."""
    if len(plain) != len(instrumented):
        return "DIFFER", f"{len(plain)} outputs plain, {len(instrumented)} instrumented"
    if all(torch.equal(a, b) for a, b in zip(plain, instrumented)):
        return "bitwise", ""
    close = all(a.shape == b.shape and a.dtype == b.dtype and (
        torch.allclose(a.float(), b.float(), rtol=op.rtol, atol=op.atol, equal_nan=True)
        if a.is_floating_point() else torch.equal(a, b))
        for a, b in zip(plain, instrumented))
    worst = max((float((a.float() - b.float()).abs().nan_to_num(0).max())
                 for a, b in zip(plain, instrumented) if a.shape == b.shape), default=0.0)
    return ("allclose" if close else "DIFFER"), f"max |difference| {worst:.3g}"


def time_states(states: dict, call, caches: KernelCaches, rounds: int, rep_ms: int,
                bench) -> tuple[dict, set]:
    """``bench(call, rep_ms)`` (ms) with each state's kernels installed, once per state per
    round, ``rounds`` rounds, round ``i`` starting with the ``i``-th state. Returns
    ``({state: [ms per round]}, {states during whose timing the caches changed})``: a
    change means something compiled, outside the profiling block, while timing."""
    times = {name: [] for name in states}
    changed = set()
    names = list(states)
    for i in range(rounds):
        for name in names[i % len(names):] + names[:i % len(names)]:
            caches.install(states[name])
            before = caches.signature()
            times[name].append(bench(call, rep_ms))
            if caches.signature() != before:
                changed.add(name)
    caches.install({})
    return times, changed


def _ptx(kernel) -> str:
    asm = getattr(kernel, "asm", None) or {}
    try:
        return asm["ptx"]
    except (KeyError, TypeError):
        return ""


def counter_total(session, kernel) -> int:
    """The sum of a loaded kernel's counters now, by the session's own reader (the
    session has closed; the module stays loaded while its CompiledKernel lives)."""
    return int(session._read(kernel).sum())


def measure(op: Op, ctx) -> dict:
    """One operator's row (see the module docstring)."""
    import bbprof.triton
    from bench_broad import placement_notes
    from bench_overhead import kernel_counts

    torch, caches = ctx.torch, ctx.caches
    fn = getattr(ctx.flag_gems, op.call)
    caches.install({})
    args, kwargs = op.make(Inputs(torch, ctx.seed))

    def call():
        return fn(*args, **kwargs)

    def checked_call() -> list:
        if op.seeded:
            torch.manual_seed(ctx.seed)
        out = call()
        torch.cuda.synchronize()
        return [t.detach().clone() for t in tensors_of(out)]

    started = time.time()
    checked_call()                   # compiles; FlagGems' autotuning runs here
    out_plain = checked_call()
    plain = caches.snapshot()
    plain_s = time.time() - started

    caches.install({})
    started = time.time()
    with bbprof.triton.profile(count_launches=True, mode=ctx.mode) as session:
        out_instr = checked_call()
        instrumented = caches.snapshot()
    instrumented_s = time.time() - started
    states = {"plain": plain, "instrumented": instrumented}
    if ctx.control:
        caches.install({})
        checked_call()
        states[CONTROL] = caches.snapshot()

    plain_kernels = caches.kernels(plain)
    instr_kernels = caches.kernels(instrumented)
    not_instrumented = [caches.describe(w) for w, _, k in instr_kernels
                        if "__bbprof_counters" not in _ptx(k)]
    plain_instrumented = [caches.describe(w) for w, _, k in plain_kernels
                          + caches.kernels(states.get(CONTROL, {}))
                          if "__bbprof_counters" in _ptx(k)]
    outputs, detail = compare_outputs(torch, out_plain, out_instr, op)

    loaded = [k for k in session.kernels.values() if k.module is not None]
    before = {k.key: counter_total(session, k) for k in loaded}
    times, changed = time_states(states, call, caches, ctx.rounds, ctx.rep_ms, ctx.bench)
    grew = {k.key: counter_total(session, k) > before[k.key] for k in loaded}

    by_hash = {getattr(k, "hash", None): (w, key) for w, key, k in instr_kernels}
    plain_at = {(w, key): k for w, key, k in plain_kernels}
    instr_at = {(w, key): k for w, key, k in instr_kernels}
    profiles = session.profiles()
    kernels = []
    for k in session.kernels.values():
        at = by_hash.get(k.hash)
        p, i = plain_at.get(at), instr_at.get(at)
        entry = None
        if k.key in profiles:
            _, thread_hits, _ = kernel_counts(profiles[k.key])
            entry = thread_hits[0] if thread_hits else None
        kernels.append({
            "kernel": k.name, "hash": k.hash[:12], "launches_per_call": k.launches,
            "mode": str(k.block_map.mode), "counter_sites": k.block_map.counters.sites,
            "placement": {f.name: f.placement for f in k.block_map.functions},
            "not_on_tree": placement_notes(k.block_map),
            "regs_plain": getattr(p, "n_regs", None), "regs_instrumented":
            getattr(i, "n_regs", None), "occupancy": k.occupancy,
            "entry_thread_hits": entry, "counters_grew_while_timed": grew.get(k.key)})

    reference = None
    if ctx.reference is not None:   # one call in the reference mode, compiled afresh
        caches.install({})
        with bbprof.triton.profile(count_launches=True, mode=ctx.reference) as ref:
            checked_call()
        reference = compare_with_reference(profiles, ref.profiles())
        caches.install({})

    plain_ms = statistics.median(times["plain"])
    instr_ms = statistics.median(times["instrumented"])
    problems = []
    if reference is not None and (reference["differ"] or reference["unmatched"]):
        problems.append(f"counts differ from the every-block reference: "
                        f"{reference['differ']} of {reference['compared']} values, "
                        f"unmatched {reference['unmatched']}")
    if not instr_kernels:
        problems.append("no kernel compiled inside the profiling block")
    if not_instrumented:
        problems.append(f"not instrumented: {', '.join(sorted(set(not_instrumented)))}")
    if plain_instrumented:
        problems.append(f"plain kernels instrumented: {', '.join(sorted(set(plain_instrumented)))}")
    if changed:
        problems.append(f"compiled while timing: {', '.join(sorted(changed))}")
    if loaded and not all(grew.values()):
        problems.append("counters did not grow while timed: "
                        + ", ".join(key for key, g in grew.items() if not g))
    row = {"op": op.name, "call": f"flag_gems.{op.call}", "group": op.group,
           "shape": op.shape, "outputs_expected": op.compare, "outputs": outputs,
           "outputs_detail": detail,
           "outputs_ok": outputs == "bitwise" or (outputs == "allclose"
                                                  and op.compare == "allclose"),
           "plain_ms": plain_ms, "instrumented_ms": instr_ms, "ratio": instr_ms / plain_ms,
           "rounds_ms": times, "valid": not problems, "problems": problems,
           "kernels": kernels, "session_errors": list(session.errors),
           "counts_vs_reference": reference,
           "plain_compile_s": round(plain_s, 2), "instrumented_compile_s":
           round(instrumented_s, 2)}
    if ctx.control:
        row["control_ratio"] = statistics.median(times[CONTROL]) / plain_ms
    del states, plain, instrumented, out_plain, out_instr
    return row


def compare_with_reference(profiles: dict, reference: dict) -> dict:
    """Every block's thread_hits and wave_hits of one call's profiles (``name[hash] ->
    Profile``, the session's values at exit) against the reference mode's of the same
    call. A kernel is paired with the reference's of the same name, in compile order
    (the hashes differ: other counting code); a name with a different number of
    specialisations, or a kernel whose blocks differ in number, is unmatched."""
    from bench_overhead import kernel_counts

    def by_name(found: dict) -> dict:
        out: dict = {}
        for key, profile in found.items():
            out.setdefault(key.split("[")[0], []).append(profile)
        return out

    mine, theirs = by_name(profiles), by_name(reference)
    compared = differ = blocks = 0
    unmatched, first = [], None
    for name in sorted(set(mine) | set(theirs)):
        if len(mine.get(name, ())) != len(theirs.get(name, ())):
            unmatched.append(name)
            continue
        for a, b in zip(mine[name], theirs[name]):
            _, threads_a, waves_a = kernel_counts(a)
            _, threads_b, waves_b = kernel_counts(b)
            if len(threads_a) != len(threads_b):
                unmatched.append(name)
                continue
            blocks += len(threads_a)
            pairs = list(zip(threads_a, threads_b))
            if waves_a is not None and waves_b is not None:
                pairs += list(zip(waves_a, waves_b))
            compared += len(pairs)
            wrong = [k for k, (x, y) in enumerate(pairs) if x != y]
            differ += len(wrong)
            if wrong and first is None:
                k = wrong[0]
                first = {"kernel": name, "value": k, "got": pairs[k][0],
                         "reference": pairs[k][1]}
    return {"mode": REFERENCE, "kernels": sum(len(v) for v in theirs.values()),
            "blocks": blocks, "compared": compared, "differ": differ,
            "unmatched": unmatched, "first_difference": first}


# -- the run ----------------------------------------------------------------------------

def geomean(values) -> float:
    values = list(values)
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def summarize(rows: list[dict]) -> dict:
    timed = [r for r in rows if r.get("ratio") is not None and r.get("valid")]
    ratios = [r["ratio"] for r in timed]
    out = {"ops": len(rows), "timed": len(timed),
           "geomean": geomean(ratios) if ratios else None,
           "worst": max(ratios) if ratios else None,
           "worst_op": timed[ratios.index(max(ratios))]["op"] if ratios else None,
           "best": min(ratios) if ratios else None,
           "by_group": {g: geomean(r["ratio"] for r in timed if r["group"] == g)
                        for g in sorted({r["group"] for r in timed})},
           "errors": [r["op"] for r in rows if "error" in r],
           "skipped": [r["op"] for r in rows if "skipped" in r],
           "invalid": [r["op"] for r in rows if r.get("ratio") is not None
                       and not r.get("valid")],
           "outputs_not_ok": [r["op"] for r in rows if r.get("ratio") is not None
                              and not r.get("outputs_ok")],
           "counts_equal_reference": sum(
               1 for r in rows if (r.get("counts_vs_reference") or {}).get("compared")
               and not r["counts_vs_reference"]["differ"]
               and not r["counts_vs_reference"]["unmatched"])}
    controls = [r["control_ratio"] for r in timed if "control_ratio" in r]
    if controls:
        out[CONTROL] = {"geomean": geomean(controls), "worst": max(controls),
                        "best": min(controls)}
    out["acceptance"] = {
        "rule": f">= {ACCEPT_OPS} operators timed, geomean <= {ACCEPT_GEOMEAN}x, their "
                "outputs as expected, their counts equal to the every-block reference's",
        "met": (bool(ratios) and len(timed) >= ACCEPT_OPS and out["geomean"] <= ACCEPT_GEOMEAN
                and all(r["outputs_ok"] for r in timed)
                and all((r.get("counts_vs_reference") or {}).get("compared") for r in timed))}
    return out


def table(rows: list[dict]) -> str:
    control = any("control_ratio" in r for r in rows)
    head = (["op", "group", "kernels", "plain ms", "ratio"]
            + ([f"{CONTROL} ratio"] if control else [])
            + ["outputs", "not on the tree", "note"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        if "error" in r or "skipped" in r:
            lines.append(f"| {r['op']} | {r.get('group', '')} | "
                         + ("ERROR: " + r["error"] if "error" in r else
                            "skipped: " + r["skipped"]) + " |")
            continue
        notes = sorted({k["not_on_tree"] for k in r["kernels"] if k["not_on_tree"]})
        names = sorted({k["kernel"] for k in r["kernels"]})
        lines.append("| " + " | ".join(
            [r["op"], r["group"], ", ".join(names) or "-", f"{r['plain_ms']:.4f}",
             f"{r['ratio']:.3f}"]
            + ([f"{r['control_ratio']:.3f}" if "control_ratio" in r else "-"]
               if control else [])
            + [r["outputs"] + ("" if r["outputs_ok"] else " **(expected "
                               + r["outputs_expected"] + ")**"),
               "; ".join(notes) or "-",
               "; ".join(r["problems"]) or "-"]) + " |")
    return "\n".join(lines)


def progress(r: dict) -> str:
    if "error" in r:
        return f"ERROR {r['error']}"
    if "skipped" in r:
        return f"skipped ({r['skipped']})"
    return (f"plain {r['plain_ms']:.4f} ms ratio {r['ratio']:.3f}"
            + (f" control {r['control_ratio']:.3f}" if "control_ratio" in r else "")
            + f" outputs {r['outputs']}" + ("" if r["outputs_ok"] else " UNEXPECTED")
            + f", {len(r['kernels'])} kernel(s)"
            + ("" if r["valid"] else " INVALID: " + "; ".join(r["problems"])))


class ContextLost(Exception):
    """A CUDA error left the context unusable: the rest needs a fresh process."""


def run_ops(ops: list[Op], run, *, budget_s: float | None, done: dict | None = None,
            alive=lambda: True, on_row=lambda rows, running: None,
            clock=time.time) -> list[dict]:
    """``run(op)`` for each operator in order. ``done``: rows of an earlier run, kept for
    the operators they name; an operator that raises becomes an error row, its traceback
    on stderr; once ``budget_s`` seconds have passed, the rest become skipped rows; after
    an error, ``alive()`` False raises ``ContextLost``. ``on_row(rows, running)`` before
    each operator (``running``: its name, so that a process that dies in it leaves that
    said) and after it (``running`` None)."""
    done = done or {}
    rows = []
    started = clock()
    todo = [op for op in ops if op.name not in done]
    for op in ops:
        if op.name in done:
            rows.append(done[op.name])
            continue
        t0 = clock()
        if budget_s is not None and t0 - started > budget_s:
            row = {"op": op.name, "group": op.group,
                   "skipped": f"time budget of {budget_s:.0f} s spent"}
        else:
            on_row(rows, op.name)
            try:
                row = run(op)
            except Exception as exc:  # one operator's failure must not lose the others
                row = {"op": op.name, "group": op.group, "call": f"flag_gems.{op.call}",
                       "error": f"{type(exc).__name__}: {exc}".splitlines()[0][:300],
                       "traceback": traceback.format_exc()}
                print(row["traceback"], file=sys.stderr, flush=True)
        row["seconds"] = round(clock() - t0, 1)
        rows.append(row)
        on_row(rows, None)
        index = todo.index(op) + 1
        print(f"[{index}/{len(todo)} {clock() - started:6.1f}s] {op.name:14s} "
              f"{progress(row)} ({row['seconds']:.1f}s)", flush=True)
        if "error" in row and not alive():
            raise ContextLost(op.name)
    return rows


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ops", default=None, help="comma-separated names (--list)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rep-ms", type=int, default=100, help="do_bench's rep per round")
    parser.add_argument("--budget-s", type=float, default=420,
                        help="start no operator after this many seconds (0: no limit)")
    parser.add_argument("--op-timeout-s", type=float, default=150,
                        help="an operator still running after this long ends the process "
                             "(exit status 4; the JSON names it, --resume skips it)")
    parser.add_argument("--max-configs", type=int, default=8,
                        help="FlagGems/Triton tuners keep at most this many configurations "
                             "(evenly spaced; PINS first; 0: all)")
    parser.add_argument("--mode", default=None,
                        help="bbprof counting mode (default: the session's default)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-reference", action="store_true",
                        help="do not compare each operator's counts with the every-block "
                             "reference's (one more compile and call per operator)")
    parser.add_argument("--control", action="store_true",
                        help="also time a second plain compile of each operator (the noise "
                             "floor of a side-by-side ratio)")
    parser.add_argument("--json", type=Path, help="write the results here (after every op)")
    parser.add_argument("--resume", type=Path,
                        help="keep this JSON's rows (not its skipped ones), run the rest")
    parser.add_argument("--list", action="store_true", help="list the operators and exit")
    parser.add_argument("--dry-run", action="store_true",
                        help="print what would run and exit (imports no torch, Triton or "
                             "FlagGems)")
    return parser.parse_args(argv)


def chosen(opts) -> list[Op]:
    by_name = {op.name: op for op in OPS}
    if opts.ops is None:
        return list(OPS)
    names = [n for n in opts.ops.split(",") if n]
    unknown = [n for n in names if n not in by_name]
    if unknown:
        raise SystemExit(f"bench_flaggems.py: unknown operator(s) {', '.join(unknown)}; "
                         f"known: {', '.join(by_name)}")
    return [by_name[n] for n in names]


def describe(ops: list[Op], opts) -> str:
    lines = [f"{op.name:14s} {op.group:11s} flag_gems.{op.call:30s} {op.shape}"
             + (f"  [{op.compare}{', seeded' if op.seeded else ''}]" if opts.dry_run else "")
             for op in ops]
    if opts.dry_run:
        lines.append("pinned tuners: " + "; ".join(f"{k} {v}" for k, v in PINS.items()))
        lines.append(
            f"would run {len(ops)} operators: plain and instrumented"
            + (f" and {CONTROL}" if opts.control else "")
            + f", {opts.rounds} interleaved do_bench rounds of {opts.rep_ms} ms, tuners "
            f"capped at {opts.max_configs or 'no limit'} configs, mode "
            f"{opts.mode or 'default'}, budget {opts.budget_s or 'none'} s"
            + (f"; JSON to {opts.json}" if opts.json else "")
            + (f"; resuming {opts.resume}" if opts.resume else ""))
    return "\n".join(lines)


@dataclass
class Context:
    torch: object
    flag_gems: object
    caches: KernelCaches
    bench: Callable
    rounds: int
    rep_ms: int
    mode: object
    seed: int
    control: bool
    tuning: list = field(default_factory=list)
    reference: object = None     # the every-block reference's Mode (None: not compared)


def setup(opts) -> Context:
    """Private caches, then torch, Triton and FlagGems, with every kernel cache tracked."""
    cache = tempfile.mkdtemp(prefix="bench-flaggems-triton-cache-")
    os.environ["TRITON_CACHE_DIR"] = cache
    if "FLAGGEMS_CACHE_DIR" not in os.environ:   # read when flag_gems is imported
        os.environ["FLAGGEMS_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench-flaggems-cache-")
    import gc

    import torch
    import triton
    from triton import knobs
    from triton.testing import do_bench

    knobs.cache.dir = cache
    knobs.compilation.always_compile = True
    caches = KernelCaches()
    previous = knobs.runtime.jit_post_compile_hook

    def compiled(*args, **kwargs):   # every JIT function that compiles, also inside bbprof
        info = kwargs.get("fn")
        if info is not None and getattr(info, "jit_function", None) is not None:
            caches.add_jit(info.jit_function)
        return previous(*args, **kwargs) if previous is not None else None

    knobs.runtime.jit_post_compile_hook = compiled
    import flag_gems
    from flag_gems.utils.libentry import LibEntry

    tuners = []
    for obj in gc.get_objects():
        if isinstance(obj, LibEntry):
            caches.add_entry(obj)
        elif isinstance(obj, triton.runtime.JITFunction):
            caches.add_jit(obj)
        elif isinstance(obj, triton.runtime.Autotuner):
            tuners.append(obj)
    original_init = LibEntry.__init__

    def init(self, *args, **kwargs):   # LibEntry objects made later (generated code)
        original_init(self, *args, **kwargs)
        caches.add_entry(self)

    LibEntry.__init__ = init
    tuning = narrow_tuners(tuners, PINS, opts.max_configs or None)
    mode = None
    if opts.mode:
        from bbprof.instrument.modes import Mode

        mode = Mode.from_string(opts.mode)

    def bench(call, rep_ms):
        return do_bench(call, rep=rep_ms, return_mode="median")

    from bbprof.instrument.modes import Mode

    return Context(torch=torch, flag_gems=flag_gems, caches=caches, bench=bench,
                   rounds=opts.rounds, rep_ms=opts.rep_ms, mode=mode, seed=opts.seed,
                   control=opts.control, tuning=tuning,
                   reference=None if opts.no_reference else Mode.from_string(REFERENCE))


def context_alive(torch) -> bool:
    try:
        torch.cuda.synchronize()
        torch.empty(1, device="cuda").add_(1)
        torch.cuda.synchronize()
        return True
    except Exception:
        return False


def main(argv=None) -> int:
    opts = parse_args(argv)
    ops = chosen(opts)
    if opts.list or opts.dry_run:
        print(describe(ops, opts))
        return 0
    done, previous = {}, {}
    if opts.resume and opts.resume.exists():
        previous = json.loads(opts.resume.read_text())
        done = {r["op"]: r for r in previous.get("results", []) if "skipped" not in r}
        died = previous.get("running")
        if died and died not in done:   # the process ended inside it: not run again
            done[died] = {"op": died, "group": next((o.group for o in OPS if o.name == died),
                                                    ""),
                          "error": "the process ended while running it (crash, CUDA "
                                   "error or timeout); not run again on --resume"}
    started = time.time()
    ctx = setup(opts)
    torch = ctx.torch
    import triton

    import bbprof

    report = {"command": " ".join(sys.argv), "device": torch.cuda.get_device_name(),
              "capability": list(torch.cuda.get_device_capability()),
              "triton": triton.__version__, "torch": torch.__version__,
              "flag_gems": getattr(ctx.flag_gems, "__version__", "?"),
              "bbprof": getattr(bbprof, "__version__", "?"),
              "python": platform.python_version(), "rounds": opts.rounds,
              "rep_ms": opts.rep_ms, "mode": opts.mode or "default",
              "max_configs": opts.max_configs, "pins": {k: {f: list(v) if isinstance(v, tuple)
                                                            else v for f, v in p.items()}
                                                        for k, p in PINS.items()},
              "tuners_narrowed": ctx.tuning, "timing": "do_bench median per round, "
              "outside the profiling block (no bbprof hooks), whole operator call",
              "setup_s": round(time.time() - started, 1),
              "earlier_runs": previous.get("earlier_runs", []) + (
                  [previous["command"]] if "command" in previous else [])}

    def write(rows, running=None):
        if opts.json:
            report.update(results=rows, running=running, summary=summarize(rows),
                          table=table(rows))
            opts.json.write_text(json.dumps(report, indent=1, default=str))

    def give_up(name):   # a hung kernel or compile: the JSON says which op was running
        print(f"{name}: still running after {opts.op_timeout_s:.0f} s; exit status 4, "
              f"--resume {opts.json} goes on without it", flush=True)
        os._exit(4)

    def run(op):
        watchdog = threading.Timer(opts.op_timeout_s, give_up, args=(op.name,))
        watchdog.daemon = True
        watchdog.start()
        try:
            return measure(op, ctx)
        finally:
            watchdog.cancel()
            ctx.caches.install({})
            try:
                torch.cuda.empty_cache()
            except Exception:   # a dead context: the op's own error is the one to keep
                pass

    print(f"setup {report['setup_s']} s; {len(ctx.tuning)} tuner(s) narrowed; "
          f"{len(ops) - len([o for o in ops if o.name in done])} operator(s) to run",
          flush=True)
    try:
        rows = run_ops(ops, run, budget_s=opts.budget_s or None, done=done,
                       alive=lambda: context_alive(torch), on_row=write)
    except ContextLost as lost:
        print(f"CUDA context lost after {lost}; --resume {opts.json} runs the rest in a "
              "fresh process", flush=True)
        return 3
    write(rows)
    summary = summarize(rows)
    print(table(rows), flush=True)
    if summary["geomean"] is not None:
        print(f"geomean {summary['geomean']:.4f}x over {summary['timed']} operators, worst "
              f"{summary['worst']:.4f}x ({summary['worst_op']}), by group "
              + ", ".join(f"{g} {v:.4f}x" for g, v in summary["by_group"].items()))
    if CONTROL in summary:
        c = summary[CONTROL]
        print(f"{CONTROL} (same code, second binary; the noise floor): geomean "
              f"{c['geomean']:.4f}x, range {c['best']:.4f}-{c['worst']:.4f}x")
    print(f"errors {summary['errors'] or 'none'}, skipped {summary['skipped'] or 'none'}, "
          f"invalid {summary['invalid'] or 'none'}, outputs not as expected "
          f"{summary['outputs_not_ok'] or 'none'}; acceptance "
          f"({summary['acceptance']['rule']}): "
          f"{'met' if summary['acceptance']['met'] else 'NOT met'}; total "
          f"{time.time() - started:.0f}s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
