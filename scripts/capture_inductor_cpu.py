"""TorchInductor's Triton kernels of transformers models, generated on a machine without a
GPU and compiled for AMD and NVIDIA targets (issue 40: the emulator census on kernels
nobody here wrote; the same layout as scripts/capture_triton_cpu.py).

    python scripts/capture_inductor_cpu.py --out DIR [--models gpt2,llama,bert]
        [--targets gfx942,gfx90a,gfx1100,sm_90] [--batch 4] [--tokens 128] [--record]

Needs torch (a CPU build: ``pip install torch==2.13.0`` here), transformers and Triton.
``DIR`` belongs outside the repository (generated from third-party models);
``scripts/census_emulator.py --triton-dir DIR`` censuses it.

For each model (small configurations with random weights, dropout off; ``MODELS``):

1. one training step's function — the loss of a batch of token ids and the gradients of
   every parameter but the embedding tables — is traced by ``make_fx`` on CPU fake
   tensors (parameters and buffers as inputs) into one aten graph (forward and backward together), its CPU device
   arguments moved to ``cuda:0``;
2. Inductor (``compile_fx``) compiles that graph for fake ``cuda`` inputs, with
   ``torch.cuda``'s queries answering as an H100 does (``capture_triton_cpu``'s stand-ins)
   and the passes that would run CUDA operations for real turned off (the pattern
   matcher, constant folding of the joint graph). It writes its output module — every
   Triton kernel's source with Inductor's ``triton_meta`` (signature, 16-byte
   divisibility, constants) and autotuning configurations — and then stops where it would
   load the CUDA driver;
3. each kernel of that module is executed into a module of its own (Inductor's
   ``triton_heuristics`` decorators make its autotuner without compiling), and its first
   configuration is compiled by ``triton.compile`` for each target: the kernels are
   Inductor's for an sm_90 device, compiled for every target as they are written;
   ``DIR/<target>/<model>__<kernel>.ll`` and the ``.json`` of Triton's metadata.

With ``--record``, the training step also runs for real on the CPU (step 4), so that
``scripts/check_captured_outputs.py --inductor DIR`` can run every captured kernel on the
emulator with real inputs and compare it with a CPU reference:

4. Inductor's output module is executed with CPU tensors (the model's weights and random
   token ids): its buffers are allocated on the CPU, its ``extern_kernels`` (matmuls) are
   PyTorch's CPU operators, and each Triton kernel runs in Triton's interpreter
   (``triton.runtime.interpreter``: the kernel's source executed with numpy, program by
   program; an implementation independent of the LLVM IR and of bbprof's emulator). Each
   kernel's first launch is recorded in ``DIR/.inductor-runs/<model>/<kernel>.npz``: the
   bytes of every storage its tensor arguments point into, before the launch and after it
   (the interpreter's result: the reference), and in ``<kernel>.json`` how each argument
   points into them (storage, byte offset, dtype) or its scalar value, the grid, Triton's
   signature. The step's results (the loss and every gradient) are compared with the same
   step in eager PyTorch on the CPU (``steps.json``): the interpreter's kernels and the
   wrapper's plumbing are checked end to end.

The embedding tables' backward is left out: its decomposition allocates a CUDA tensor
while Inductor lowers it, which a CPU build cannot. Where Inductor's reinplacing pass
fails the same way (it copies between fake CUDA tensors: LLaMA's rotary embedding), the
graph is compiled again without that pass, and the row says so (``notes``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import subprocess
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from capture_triton_cpu import (TARGETS, WAVES, gpu_target, stand_in_cuda,  # noqa: E402
                                stand_in_driver)

BATCH, TOKENS = 4, 128


def _configs(transformers) -> dict:
    """Small configurations of three model families, dropout off (Inductor would lower
    its random seeds through the CUDA generator)."""
    return {
        "gpt2": lambda: transformers.GPT2LMHeadModel(transformers.GPT2Config(
            n_layer=2, n_embd=256, n_head=4, n_positions=256, vocab_size=8192,
            resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)),
        "llama": lambda: transformers.LlamaForCausalLM(transformers.LlamaConfig(
            num_hidden_layers=2, hidden_size=256, intermediate_size=688,
            num_attention_heads=4, num_key_value_heads=2, vocab_size=8192,
            max_position_embeddings=256)),
        "bert": lambda: transformers.BertForMaskedLM(transformers.BertConfig(
            num_hidden_layers=2, hidden_size=256, intermediate_size=1024,
            num_attention_heads=4, vocab_size=8192, max_position_embeddings=256,
            hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)),
    }


def stand_ins(torch) -> None:
    stand_in_cuda(torch, "sm_90")
    stand_in_driver("sm_90")
    torch.cuda.get_rng_state = lambda *a, **k: torch.zeros(16, dtype=torch.uint8)
    torch.cuda.set_rng_state = lambda *a, **k: None
    torch._C._cuda_getCurrentRawStream = lambda *a: 0
    import torch._inductor.config as config
    import torch._inductor.fx_passes.joint_graph as joint_graph
    import torch._inductor.runtime.triton_helpers as helpers

    config.compile_threads = 1
    config.pattern_matcher = False            # its patterns are built on CUDA tensors
    config.joint_graph_constant_folding = False   # folds by running CUDA operations
    joint_graph.lazy_init = lambda *a, **k: None
    helpers.set_driver_to_gpu = lambda: None  # keep the stand-in driver


def training_step(model_name: str):
    """One training step of ``model_name`` (seeded random weights) as a function of its
    parameters, buffers and token ids, and those inputs as real CPU tensors (random
    token ids)."""
    import torch
    import transformers
    from torch.func import functional_call

    torch.manual_seed(0)
    model = _configs(transformers)[model_name]()
    model.config._attn_implementation = "eager"
    names = [k for k, _ in model.named_parameters()]
    trained = [k for k in names if "embed" not in k and ".wte." not in k and ".wpe." not in k]
    buffers = dict(model.named_buffers())   # (rotary frequencies, position ids): inputs too
    names += list(buffers)

    def step(*xs):
        params = dict(zip(names, xs[:-1]))
        ids = xs[-1]
        out = functional_call(model, params, (ids,), {"labels": ids, "use_cache": False}
                              if model_name != "bert" else {"labels": ids})
        grads = torch.autograd.grad(out.loss, [params[k] for k in trained])
        return (out.loss, *grads)

    inputs = [p.detach().clone().requires_grad_(True) for p in model.parameters()]
    inputs += [b.detach().clone() for b in buffers.values()]
    inputs.append(torch.randint(0, model.config.vocab_size, (BATCH, TOKENS),
                                generator=torch.Generator().manual_seed(1)))
    return step, inputs


def generate(model_name: str, cache: Path) -> tuple[Path, list[str]]:
    """Inductor's output module for one training step of ``model_name`` (steps 1-2), and
    notes of what was changed to get it."""
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = str(cache)
    import torch
    from torch._inductor.compile_fx import compile_fx
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    step, inputs = training_step(model_name)
    gm = make_fx(step, tracing_mode="fake")(*inputs)
    for node in gm.graph.nodes:
        device = node.kwargs.get("device")
        if device is not None and torch.device(device).type == "cpu":
            node.kwargs = {**node.kwargs, "device": torch.device("cuda", 0)}
    gm.recompile()
    with FakeTensorMode(allow_non_fake_inputs=True):
        fake = [torch.empty(x.shape, dtype=x.dtype, device="cuda") for x in inputs]
    import torch._inductor.fx_passes.post_grad as post_grad

    reinplace = post_grad.reinplace_inplaceable_ops
    notes = []
    for attempt in ("as is", "without reinplacing"):
        try:
            compile_fx(gm, fake)
        except Exception as exc:   # where it would load the CUDA driver: the module is written
            failure = f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"
        written = [p for p in cache.rglob("*.py") if "async_compile.triton(" in p.read_text()]
        if written:
            return max(written, key=lambda p: p.stat().st_mtime), notes
        # the reinplacing pass copies between fake CUDA tensors, which a CPU build cannot
        # (LLaMA's rotary embedding): the graph again without it (more copies, the same
        # arithmetic)
        notes.append(f"{attempt}: {failure}")
        post_grad.reinplace_inplaceable_ops = lambda *a, **k: None
    post_grad.reinplace_inplaceable_ops = reinplace
    raise RuntimeError(f"Inductor wrote no Triton kernels for {model_name}: {notes}")


_KERNEL = re.compile(r"^(\w+) = async_compile\.triton\('(\w+)', '''(.*?)''', "
                     r"device_str='cuda'\)", re.S | re.M)


def compile_kernels(model_name: str, output: Path, targets, out: Path) -> list[dict]:
    """Step 3: every kernel of Inductor's ``output`` module compiled for ``targets``."""
    import triton
    from triton.compiler import ASTSource

    rows = []
    sources = out / ".inductor-sources" / model_name
    sources.mkdir(parents=True, exist_ok=True)
    for _, name, source in _KERNEL.findall(output.read_text()):
        module = types.ModuleType(name)
        module.__file__ = str(sources / f"{name}.py")
        Path(module.__file__).write_text(source)
        exec(compile(source, module.__file__, "exec"), module.__dict__)
        tuner = module.__dict__[name]
        meta, config = tuner.triton_meta, tuner.configs[0]
        signature = dict(meta["signature"])
        order = list(signature)
        constants = {**meta.get("constants", {}), **config.kwargs}
        constexprs = {(order.index(k),): v for k, v in constants.items() if k in order}
        for target in targets:
            row = {"model": model_name, "kernel": name, "target": target}
            start = time.time()
            try:
                compiled = triton.compile(
                    ASTSource(tuner.fn, signature, constexprs, meta["configs"][0]),
                    target=gpu_target(target),
                    options={"num_warps": config.num_warps, "num_stages": config.num_stages})
            except Exception as exc:   # the compiler's own failure is this row's result
                lines = str(exc).strip().splitlines() or [type(exc).__name__]
                row.update(ok=False, error=f"{type(exc).__name__}: {lines[-1][:300]}")
            else:
                stem = f"{model_name}__{name}"
                (out / target).mkdir(parents=True, exist_ok=True)
                (out / target / f"{stem}.ll").write_text(compiled.asm["llir"])
                (out / target / f"{stem}.json").write_text(json.dumps({
                    "ok": True, "num_warps": compiled.metadata.num_warps,
                    "shared": compiled.metadata.shared, "warp_size": WAVES.get(target, 32),
                    "model": model_name, "kernel": name, "inductor": "torch "
                    + __import__("torch").__version__, "triton": triton.__version__}) + "\n")
                row.update(ok=True, file=f"{target}/{stem}.ll")
            row["seconds"] = round(time.time() - start, 1)
            rows.append(row)
    return rows


STEP_TOLERANCE = (1e-4, 1e-5)   # fp32 rtol, atol: the whole step, matmuls in other orders


class Recorder:
    """Step 4's stand-in for Inductor's ``AsyncCompile``: ``triton(name, source)`` gives
    an object whose ``run(*args, stream=)`` runs the kernel in Triton's interpreter on
    the CPU tensors it is given and records its first launch."""

    def __init__(self, runs: Path, sources: Path):
        self.runs, self.sources = runs, sources
        self.recorded: list[str] = []

    def triton(self, name, source, device_str="cuda"):
        module = types.ModuleType(name)
        module.__file__ = str(self.sources / f"{name}.py")   # step 3 wrote it
        exec(compile(source, module.__file__, "exec"), module.__dict__)
        return _Launch(self, name, module.__dict__[name])

    def wait(self, scope):
        pass


class _Launch:
    def __init__(self, recorder: Recorder, name: str, tuner):
        self.recorder, self.name, self.tuner = recorder, name, tuner

    def run(self, *args, stream=None, **kwargs):
        import numpy as np
        import torch
        from torch._inductor.runtime.triton_heuristics import GridExpr

        tuner = self.tuner
        config = tuner.configs[0]
        signature = tuner.triton_meta["signature"]
        names = [k for k in signature if k not in config.kwargs]   # the call's arguments
        extra = tuner.inductor_meta.get("extra_launcher_args", ())
        grid = GridExpr.from_meta(tuner.inductor_meta, config).eval_slow(
            dict(zip([*names, *extra], args)))
        if extra:
            args = args[:-len(extra)]
        first = self.name not in self.recorder.recorded
        storages: dict[int, object] = {}
        described = []
        for name, value in zip(names, args):
            if isinstance(value, torch.Tensor):
                storage = value.untyped_storage()
                at = storage.data_ptr()
                storages.setdefault(at, storage)
                described.append({"name": name, "type": signature[name],
                                  "storage": list(storages).index(at),
                                  "offset": value.data_ptr() - at,
                                  "dtype": str(value.dtype).replace("torch.", "")})
            else:
                described.append({"name": name, "type": signature[name], "value": value})

        def raw():
            return [np.frombuffer(bytes(s), np.uint8).copy() for s in storages.values()]

        before = raw() if first else None
        constants = {k: v for k, v in config.kwargs.items() if k in signature}
        tuner.fn[grid](*args, **constants)   # an InterpretedFunction (step 4)
        if first:
            self.recorder.recorded.append(self.name)
            np.savez_compressed(self.recorder.runs / f"{self.name}.npz",
                                **{f"before{i}": b for i, b in enumerate(before)},
                                **{f"after{i}": a for i, a in enumerate(raw())})
            (self.recorder.runs / f"{self.name}.json").write_text(json.dumps({
                "kernel": self.name, "grid": list(grid), "args": described,
                "signature": signature, "constants": constants,
                "num_warps": config.num_warps}) + "\n")


# libdevice's functions as numpy's, for Triton's interpreter (which models only tl.math:
# libdevice's are stubs it cannot run): name -> (numpy function, result is a predicate)
_LIBDEVICE = {"exp": "exp", "exp2": "exp2", "expm1": "expm1", "log": "log", "log2": "log2",
              "log10": "log10", "log1p": "log1p", "sqrt": "sqrt", "tanh": "tanh",
              "sinh": "sinh", "cosh": "cosh", "sin": "sin", "cos": "cos", "tan": "tan",
              "asin": "arcsin", "acos": "arccos", "atan": "arctan", "atan2": "arctan2",
              "floor": "floor", "ceil": "ceil", "trunc": "trunc", "abs": "abs",
              "fabs": "abs", "pow": "power", "fmod": "fmod", "nearbyint": "rint",
              "rint": "rint", "copysign": "copysign", "fmax": "fmax", "fmin": "fmin",
              "signbit": "signbit", "isinf": "isinf", "isnan": "isnan"}


def interpreter_libdevice() -> None:
    """``triton.language.extra.libdevice``'s functions (Inductor calls them through
    ``triton_helpers.libdevice``) computed by numpy on the interpreter's arrays, in the
    arguments' own dtype; rsqrt as 1/sqrt and erf as the interpreter's ``tl.math`` do."""
    import numpy as np
    import triton.language as tl
    from triton.language.extra import libdevice
    from triton.runtime.interpreter import TensorHandle

    def make(name, numpy_name):
        predicate = name in ("isinf", "isnan", "signbit")

        def fn(*xs, **_):
            xs = [x if isinstance(x, tl.tensor) else tl.full([], x, tl.float32)
                  for x in xs]
            out = getattr(np, numpy_name)(*[x.handle.data for x in xs])
            dtype = tl.int1 if predicate else xs[0].dtype
            ty = xs[0].type.with_element_ty(dtype) if xs[0].type.is_block() else dtype
            kind = np.bool_ if predicate else out.dtype
            return tl.tensor(TensorHandle(np.asarray(out, kind), dtype), ty)
        fn.__name__ = name
        return fn

    for name, numpy_name in _LIBDEVICE.items():
        setattr(libdevice, name, make(name, numpy_name))
    libdevice.rsqrt = lambda x, **_: tl.math.rsqrt(x)
    libdevice.erf = lambda x, **_: tl.math.erf(x)
    # a scalar is a one-element array there, which numpy >= 2.4 no longer converts with
    # int(): Triton 3.6's ``__index__`` (loop bounds) as .item()
    import triton.runtime.interpreter as interpreter

    patch_tensor = interpreter._patch_lang_tensor

    def patched(tensor, scope):
        patch_tensor(tensor, scope)
        scope.set_attr(tensor, "__index__", lambda self: int(self.handle.data.item()))
    interpreter._patch_lang_tensor = patched


def record_launches(model_name: str, output: Path, out: Path) -> dict:
    """Step 4 (in a process of its own, with ``TRITON_INTERPRET=1``: every ``triton.jit``
    function, Inductor's helpers too, is then the interpreter's): Inductor's ``output``
    module run on the CPU with the step's real inputs, every Triton kernel in the
    interpreter (its first launch recorded), and the step's results against eager
    PyTorch's."""
    import torch

    step, inputs = training_step(model_name)
    interpreter_libdevice()
    runs = out / ".inductor-runs" / model_name
    runs.mkdir(parents=True, exist_ok=True)
    recorder = Recorder(runs, out / ".inductor-sources" / model_name)
    source = output.read_text().replace("async_compile = AsyncCompile()",
                                        "async_compile = __bbprof_recorder__")
    scope = {"__name__": f"inductor_{model_name}", "__bbprof_recorder__": recorder}
    exec(compile(source, str(output), "exec"), scope)
    scope["empty_strided_cuda"] = lambda size, stride, dtype: torch.empty_strided(
        size, stride, dtype=dtype)
    scope["get_raw_stream"] = lambda *a: 0
    torch.cuda._DeviceGuard = lambda *a: contextlib.nullcontext()
    call = scope["call"]
    real = [x.detach().clone() for x in inputs]
    got = call(list(real))
    expected = step(*inputs)
    rtol, atol = STEP_TOLERANCE
    worst, equal = 0.0, True
    for g, e in zip(got, expected):
        e = e.detach()
        equal &= bool(torch.allclose(g.float(), e.float(), rtol=rtol, atol=atol))
        worst = max(worst, float((g.float() - e.float()).abs().max()))
    summary = {"model": model_name, "results": len(expected), "equal": equal,
               "max_abs_difference": worst, "tolerance": [rtol, atol]}
    (runs / "step.json").write_text(json.dumps(summary) + "\n")
    return {"kernels": len(recorder.recorded),
            "step": f"{'equal' if equal else 'DIFFER'} (max |d| {worst:.3g}, "
                    f"{len(expected)} results)"}


def main(argv=None) -> int:
    global BATCH, TOKENS
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--models", default="gpt2,llama,bert")
    parser.add_argument("--targets", default=",".join(TARGETS))
    parser.add_argument("--batch", type=int, default=BATCH, help="sequences a step")
    parser.add_argument("--tokens", type=int, default=TOKENS, help="tokens a sequence "
                        "(Inductor's kernels are specialised to the sizes)")
    parser.add_argument("--record", action="store_true",
                        help="run the step on the CPU and record each kernel's inputs and "
                        "the interpreter's outputs (step 4)")
    parser.add_argument("--record-run", help=argparse.SUPPRESS)   # MODEL=OUTPUT: step 4
    opts = parser.parse_args(argv)
    out = opts.out.resolve()
    BATCH, TOKENS = opts.batch, opts.tokens
    if out == ROOT or ROOT in out.parents:
        parser.error(f"{out}: the generated kernels belong outside the repository")
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    os.environ["TRITON_CACHE_DIR"] = str(out / ".triton-cache")
    import torch

    stand_ins(torch)
    if opts.record_run:
        model_name, output = opts.record_run.split("=", 1)
        record = record_launches(model_name, Path(output), out)
        print(f"{model_name}: {record['kernels']} kernels recorded; step against eager: "
              f"{record['step']}", flush=True)
        return 0
    targets = [t for t in opts.targets.split(",") if t]
    results = []
    for model_name in [m for m in opts.models.split(",") if m]:
        try:
            output, notes = generate(model_name, out / ".inductor-cache" / model_name)
            rows = compile_kernels(model_name, output, targets, out)
            if opts.record:   # Triton's interpreter is chosen when the kernels are defined
                subprocess.run([sys.executable, __file__, "--out", str(out), "--record-run",
                                f"{model_name}={output}", "--batch", str(BATCH),
                                "--tokens", str(TOKENS)], check=True,
                               env={**os.environ, "TRITON_INTERPRET": "1"})
        except Exception as exc:   # a model Inductor could not lower here: its row
            results.append({"model": model_name, "error": f"{type(exc).__name__}: {exc}"[:400]})
            print(f"{model_name}: {results[-1]['error']}", flush=True)
            continue
        kernels = len({r["kernel"] for r in rows})
        results.append({"model": model_name, "kernels": kernels, "notes": notes,
                        "rows": rows})
        for target in targets:
            mine = [r for r in rows if r["target"] == target]
            print(f"{model_name} {target}: {sum(r['ok'] for r in mine)} of {len(mine)} "
                  "kernels compiled", flush=True)
    (out / "capture.json").write_text(json.dumps(
        {"command": "python scripts/capture_inductor_cpu.py " + " ".join(
            argv if argv is not None else sys.argv[1:]),
         "torch": torch.__version__, "batch": BATCH, "tokens": TOKENS,
         "results": results}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
