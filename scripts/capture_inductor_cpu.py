"""TorchInductor's Triton kernels of transformers models, generated on a machine without a
GPU and compiled for AMD and NVIDIA targets (issue 40: the emulator census on kernels
nobody here wrote; the same layout as scripts/capture_triton_cpu.py).

    python scripts/capture_inductor_cpu.py --out DIR [--models gpt2,llama,bert]
        [--targets gfx942,gfx90a,gfx1100,sm_90]

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

The embedding tables' backward is left out: its decomposition allocates a CUDA tensor
while Inductor lowers it, which a CPU build cannot. Where Inductor's reinplacing pass
fails the same way (it copies between fake CUDA tensors: LLaMA's rotary embedding), the
graph is compiled again without that pass, and the row says so (``notes``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
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


def generate(model_name: str, cache: Path) -> tuple[Path, list[str]]:
    """Inductor's output module for one training step of ``model_name`` (steps 1-2), and
    notes of what was changed to get it."""
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = str(cache)
    import torch
    import transformers
    from torch._inductor.compile_fx import compile_fx
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx
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
    inputs.append(torch.zeros(BATCH, TOKENS, dtype=torch.long))
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--models", default="gpt2,llama,bert")
    parser.add_argument("--targets", default=",".join(TARGETS))
    opts = parser.parse_args(argv)
    out = opts.out.resolve()
    if out == ROOT or ROOT in out.parents:
        parser.error(f"{out}: the generated kernels belong outside the repository")
    os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    os.environ["TRITON_CACHE_DIR"] = str(out / ".triton-cache")
    import torch

    stand_ins(torch)
    targets = [t for t in opts.targets.split(",") if t]
    results = []
    for model_name in [m for m in opts.models.split(",") if m]:
        try:
            output, notes = generate(model_name, out / ".inductor-cache" / model_name)
            rows = compile_kernels(model_name, output, targets, out)
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
         "torch": torch.__version__, "results": results}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
