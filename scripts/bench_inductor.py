"""A compiled training step under ``bbprof profile``, and its Inductor kernels (issue 39).

The workload is a real model's training step as users write it: GPT-2, LLaMA or BERT from
transformers (``--model``: ``GPT2LMHeadModel``, ``LlamaForCausalLM``, ``BertForMaskedLM``
from a config, random weights: the GPU machine reaches no network;
without transformers, a torch-only transformer of the same shape) compiled with
``torch.compile`` (TorchInductor, default mode), a forward pass with the language-model
loss, ``backward`` and an SGD step, on fixed token ids. Every Triton kernel in it is
Inductor's (``triton_poi_*``, ``triton_red_*``, ``triton_per_*``...); matrix products and
attention are cuBLAS/cuDNN/flash kernels that bbprof does not instrument.

Each variant is a whole process (``--worker``), as a user runs it:

* ``plain``: ``python bench_inductor.py --worker OUT.json`` with the environment ``bbprof
  profile`` gives its programs (``TORCHINDUCTOR_COMPILE_THREADS=1``,
  ``TORCHINDUCTOR_FORCE_DISABLE_CACHES=1``), so that both variants compile the same way;
* ``profiled``: ``bbprof profile -q -o DIR -- python bench_inductor.py --worker OUT.json``
  (bbprof's default mode);
* ``reference`` (once, ``--reference``): the same under ``--mode
  thread,wave/every-block,loops-in-memory``, a counter at every block, whose counts the
  default mode's must equal, kernel by kernel and block by block.

A worker compiles (the first steps), then times ``--steps`` steps, each between CUDA
events after a synchronize (the step's wall time on the GPU's clock, host work of bbprof's
per launch included), then records ``--profile-steps`` more under ``torch.profiler``: each
CUDA kernel's device time per step, by name. Inductor's autotuning is off
(``max_autotune``, pointwise autotuning, coordinate descent): a profiled run must not pick
other configurations than the plain one because its kernels time differently, so each
kernel name is one binary in both, and the losses can be compared bit for bit. The worker
writes the step times, the kernel table, every step's loss (``float.hex``) and a SHA-256 of
the parameters after the last step.

The driver runs ``--rounds`` rounds of plain and profiled, alternating which goes first,
and reports: the step time ratio (the median over rounds of each round's median step),
each Triton kernel's device time ratio (profiled / plain, medians over rounds) with their
geomean and the worst, the kernels over 1.10x; whether losses and parameters are
identical; and, with ``--reference``, whether every kernel's every block has the
reference's counts.

    python scripts/bench_inductor.py --json bench/x/inductor.json [--rounds 2]
        [--steps 30] [--profile-steps 5] [--layers 4] [--reference] [--budget-s 500]
    python scripts/bench_inductor.py --worker out.json      # one process, as above

The driver imports neither torch nor bbprof's profile readers until it compares counts.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REFERENCE_MODE = "thread,wave/every-block,loops-in-memory"
# what ``bbprof profile`` sets for its programs (docs/profile.md), given to both variants
INDUCTOR_ENV = {"TORCHINDUCTOR_COMPILE_THREADS": "1", "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1",
                "CUBLAS_WORKSPACE_CONFIG": ":4096:8"}
TRITON_PREFIX = "triton_"


# -- the worker: one training run in this process ----------------------------------------
def build_model(torch, opts):
    """``opts.model`` of ``opts``' shape from a config (random weights, dropout off), or a
    torch-only stand-in where transformers is missing."""
    try:
        import transformers
    except ImportError:
        return _torch_model(torch, opts), "torch TransformerEncoder (no transformers)"
    if opts.model == "llama":
        config = transformers.LlamaConfig(
            vocab_size=opts.vocab, max_position_embeddings=opts.seq, hidden_size=opts.width,
            intermediate_size=int(opts.width * 8 / 3) // 64 * 64,
            num_hidden_layers=opts.layers, num_attention_heads=opts.heads,
            num_key_value_heads=max(1, opts.heads // 2))
        model = transformers.LlamaForCausalLM(config)
    elif opts.model == "bert":
        config = transformers.BertConfig(
            vocab_size=opts.vocab, max_position_embeddings=opts.seq, hidden_size=opts.width,
            intermediate_size=4 * opts.width, num_hidden_layers=opts.layers,
            num_attention_heads=opts.heads, hidden_dropout_prob=0.0,
            attention_probs_dropout_prob=0.0)
        model = transformers.BertForMaskedLM(config)
    else:
        config = transformers.GPT2Config(
            vocab_size=opts.vocab, n_positions=opts.seq, n_embd=opts.width,
            n_layer=opts.layers, n_head=opts.heads, resid_pdrop=0.0, embd_pdrop=0.0,
            attn_pdrop=0.0)
        model = transformers.GPT2LMHeadModel(config)
    return model, f"transformers {type(model).__name__} {config.to_diff_dict()}"


def _torch_model(torch, opts):
    nn = torch.nn

    class LM(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(opts.vocab, opts.width)
            layer = nn.TransformerEncoderLayer(opts.width, opts.heads, 4 * opts.width,
                                               dropout=0.0, activation="gelu",
                                               batch_first=True, norm_first=True)
            self.body = nn.TransformerEncoder(layer, opts.layers)
            self.head = nn.Linear(opts.width, opts.vocab)

        def forward(self, input_ids, labels):
            logits = self.head(self.body(self.embed(input_ids)))
            return torch.nn.functional.cross_entropy(
                logits[:, :-1].reshape(-1, opts.vocab), labels[:, 1:].reshape(-1))

    return LM()


def quiet_inductor(torch) -> dict:
    """Inductor's autotuning off (module docstring); what was set, for the record."""
    from torch._inductor import config
    done = {}
    for owner, name, value in ((config, "max_autotune", False),
                               (config, "coordinate_descent_tuning", False),
                               (config.triton, "autotune_pointwise", False),
                               (config.triton, "cudagraphs", False)):
        if hasattr(owner, name):
            setattr(owner, name, value)
            done[name] = value
    return done


def worker(opts) -> int:
    import torch
    from torch.profiler import ProfilerActivity, profile

    torch.manual_seed(0)
    torch.backends.cuda.matmul.allow_tf32 = True
    # the plain step must repeat bit for bit for plain and profiled runs to be compared:
    # without this the embedding's backward accumulates by atomics in another order each
    # run (bench/h100_round20: two plain runs ended with different parameters, and the
    # data-dependent branches of libdevice's tanh counted differently)
    torch.use_deterministic_algorithms(True, warn_only=True)
    # ... and attention by its math (matmuls and a softmax Inductor compiles): the flash
    # and memory-efficient backward passes accumulate by atomics (bench/h100_round21: two
    # plain runs still differed with warn_only); what still warns is recorded below
    for backend in ("flash", "mem_efficient", "cudnn"):
        enable = getattr(torch.backends.cuda, f"enable_{backend}_sdp", None)
        if enable is not None:
            enable(False)
    caught = warnings.catch_warnings(record=True)
    warned = caught.__enter__()
    warnings.simplefilter("always")
    settings = quiet_inductor(torch)
    model, described = build_model(torch, opts)
    model = model.cuda().train()
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-4)
    step_fn = torch.compile(model)
    ids = torch.randint(0, opts.vocab, (opts.batch, opts.seq), device="cuda",
                        generator=torch.Generator(device="cuda").manual_seed(1))
    losses = []

    def step():
        out = step_fn(input_ids=ids, labels=ids)
        loss = out.loss if hasattr(out, "loss") else out
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        losses.append(loss.detach())

    started = time.time()
    for _ in range(opts.warmup):
        step()
    torch.cuda.synchronize()
    compile_s = time.time() - started
    step_ms = []
    for _ in range(opts.steps):
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda.synchronize()
        begin.record()
        step()
        end.record()
        torch.cuda.synchronize()
        step_ms.append(begin.elapsed_time(end))
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(opts.profile_steps):
            step()
        torch.cuda.synchronize()
    kernels = kernel_table(prof, opts.profile_steps)
    caught.__exit__(None, None, None)
    nondeterministic = sorted({str(w.message)[:300] for w in warned
                               if "determinis" in str(w.message)})
    digest = hashlib.sha256()
    for p in model.parameters():
        digest.update(p.detach().float().cpu().numpy().tobytes())
    record = {"model": described, "inductor_settings": settings, "compile_and_warmup_s":
              round(compile_s, 2), "step_ms": step_ms, "kernels": kernels,
              "losses": [float(x).hex() for x in torch.stack(losses).cpu().tolist()],
              "parameters_sha256": digest.hexdigest(), "device": torch.cuda.get_device_name(),
              "sdp_backends": "math", "nondeterministic_warnings": nondeterministic,
              "torch": torch.__version__}
    Path(opts.worker).write_text(json.dumps(record, indent=1))
    return 0


def kernel_table(prof, steps: int) -> dict[str, dict]:
    """``{kernel name: {"us_per_step", "launches_per_step"}}`` of the CUDA kernels that
    ``prof`` (a finished ``torch.profiler.profile``) recorded over ``steps`` steps: its
    ``key_averages`` rows on the device (the attribute's name changed across torch
    versions: ``self_device_time_total``, earlier ``self_cuda_time_total``)."""
    out: dict[str, dict] = {}
    for row in prof.key_averages():
        if str(getattr(row, "device_type", "")).split(".")[-1] != "CUDA":
            continue
        us = next((getattr(row, name) for name in ("self_device_time_total",
                                                   "self_cuda_time_total",
                                                   "device_time_total", "cuda_time_total")
                   if getattr(row, name, None)), 0.0)
        out[row.key] = {"us_per_step": us / steps, "launches_per_step": row.count / steps}
    return dict(sorted(out.items()))


# -- the driver ------------------------------------------------------------------------
def variant_command(name: str, out_json: Path, folder: Path, opts) -> list[str]:
    me = [sys.executable, str(Path(__file__).resolve()), "--worker", str(out_json),
          *shape_args(opts)]
    if name == "plain":
        return me
    mode = ["--mode", REFERENCE_MODE] if name == "reference" else []
    return [sys.executable, "-m", "bbprof", "profile", "-q", "--force", "-o", str(folder),
            *mode, "--", *me]


def shape_args(opts) -> list[str]:
    return ["--model", opts.model, "--layers", str(opts.layers), "--width", str(opts.width), "--heads",
            str(opts.heads), "--seq", str(opts.seq), "--batch", str(opts.batch), "--vocab",
            str(opts.vocab), "--warmup", str(opts.warmup), "--steps", str(opts.steps),
            "--profile-steps", str(opts.profile_steps)]


def run_variant(name: str, work: Path, index: int, opts, timeout: float) -> dict:
    out_json = work / f"{name}_{index}.json"
    folder = work / f"{name}_{index}_profiles"
    env = dict(os.environ, **INDUCTOR_ENV)
    # Triton's cache of this run in the work folder: the plain kernels' LLVM IR and
    # metadata stay there for the emulator's census (issue 40)
    env["TRITON_CACHE_DIR"] = str(work / f"{name}_{index}_triton_cache")
    if name == "plain" and index == 0:
        # Inductor with its caches disabled may compile past TRITON_CACHE_DIR (round 20's
        # copy came out empty): Triton's own dump of every stage is written regardless
        env["TRITON_KERNEL_DUMP"] = "1"
        env["TRITON_DUMP_DIR"] = str(work / f"{name}_{index}_triton_dump")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    started = time.time()
    try:
        done = subprocess.run(variant_command(name, out_json, folder, opts), env=env,
                              cwd=work, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"variant": name, "error": f"still running after {timeout:.0f} s"}
    wall = time.time() - started
    if done.returncode or not out_json.exists():
        return {"variant": name, "error": f"exit {done.returncode}",
                "stderr": done.stderr[-3000:]}
    record = json.loads(out_json.read_text())
    record.update(variant=name, wall_s=round(wall, 2), profiles=str(folder),
                  stderr_tail=done.stderr[-1500:])
    return record


def geomean(values) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def summarize(runs: list[dict]) -> dict:
    """Ratios, identity and the kernels over 1.10x from the rounds' worker records."""
    ok = [r for r in runs if "error" not in r]
    plain = [r for r in ok if r["variant"] == "plain"]
    profiled = [r for r in ok if r["variant"] == "profiled"]
    if not plain or not profiled:
        return {"error": "no plain or no profiled run finished"}

    def step(rs):
        return statistics.median(statistics.median(r["step_ms"]) for r in rs)

    names = sorted(n for n in set(plain[0]["kernels"]) & set(profiled[0]["kernels"])
                   if n.startswith(TRITON_PREFIX))
    kernels = {}
    for name in names:
        p = statistics.median(r["kernels"][name]["us_per_step"] for r in plain)
        i = statistics.median(r["kernels"][name]["us_per_step"] for r in profiled)
        kernels[name] = {"plain_us_per_step": round(p, 3), "profiled_us_per_step": round(i, 3),
                         "ratio": i / p if p else None,
                         "launches_per_step": plain[0]["kernels"][name]["launches_per_step"]}
    ratios = [k["ratio"] for k in kernels.values() if k["ratio"]]
    only = {v: sorted(n for n in set(r["kernels"]) - set(o["kernels"])
                      if n.startswith(TRITON_PREFIX))
            for v, r, o in (("plain", plain[0], profiled[0]),
                            ("profiled", profiled[0], plain[0]))}
    return {
        "step_ms_plain": step(plain), "step_ms_profiled": step(profiled),
        "step_ratio": step(profiled) / step(plain),
        "triton_kernels": len(kernels), "kernel_geomean": geomean(ratios),
        "kernel_worst": max(ratios) if ratios else None,
        "worst_kernel": max(kernels, key=lambda n: kernels[n]["ratio"] or 0) if kernels else None,
        "over_1_10": {n: round(k["ratio"], 4) for n, k in kernels.items()
                      if k["ratio"] and k["ratio"] > 1.10},
        "triton_share_of_plain_step": (sum(k["plain_us_per_step"] for k in kernels.values())
                                       / 1e3 / step(plain)),
        "kernels_only_in": only,
        "losses_identical": all(r["losses"] == plain[0]["losses"] for r in ok
                                if r["variant"] in ("plain", "profiled")),
        # where two plain runs differ, the program is not deterministic: neither the
        # losses nor the data-dependent blocks' counts can be compared bit for bit
        "plain_repeatable": (len({r["parameters_sha256"] for r in plain}) == 1
                             if len(plain) > 1 else None),
        "nondeterministic_warnings": sorted({w for r in plain
                                             for w in r.get("nondeterministic_warnings", [])}),
        "parameters_identical": len({r["parameters_sha256"] for r in ok
                                     if r["variant"] in ("plain", "profiled")}) == 1,
        "kernels": kernels}


def compare_counts(default_folder: Path, reference_folder: Path,
                   kernels_only: bool = True) -> dict:
    """Every kernel's block counts under the default mode against the every-block
    reference, kernel by kernel (by name; each run's profiles are one per kernel);
    ``kernels_only=False``: every function (host profiles, for checking this code)."""
    from bbprof.profile import Profile

    def by_kernel(folder: Path) -> dict[str, Profile]:
        out = {}
        for path in sorted(folder.glob("*.bbprof")):
            profile = Profile.load(path)
            for fn in profile.block_map.functions:
                if fn.is_kernel or not kernels_only:
                    out[fn.name] = profile
        return out

    default, reference = by_kernel(default_folder), by_kernel(reference_folder)
    rows, differ = {}, []
    for name in sorted(set(default) & set(reference)):
        got, want = default[name].counts_of(name), reference[name].counts_of(name)
        threads_equal = {b: c[0] for b, c in got.items()} == {b: c[0] for b, c in want.items()}
        waves_equal = {b: c[1] for b, c in got.items()} == {b: c[1] for b, c in want.items()}
        rows[name] = {"blocks": len(want), "threads_equal": threads_equal,
                      "waves_equal": waves_equal,
                      "mode": str(default[name].block_map.mode)}
        if not (threads_equal and waves_equal):
            differ.append(name)
    return {"kernels_compared": len(rows), "differ": differ,
            "only_default": sorted(set(default) - set(reference)),
            "only_reference": sorted(set(reference) - set(default)), "kernels": rows}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--worker", metavar="OUT_JSON", help="run one training process")
    parser.add_argument("--json", type=Path, help="the driver's results")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--reference", action="store_true",
                        help="one more run in the every-block mode: compare the counts")
    parser.add_argument("--budget-s", type=float, default=500.0,
                        help="no new round once this much time has gone")
    parser.add_argument("--variant-timeout-s", type=float, default=300.0)
    parser.add_argument("--model", choices=("gpt2", "llama", "bert"), default="gpt2",
                        help="the transformers model trained (random weights)")
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--width", type=int, default=768)
    parser.add_argument("--heads", type=int, default=12)
    parser.add_argument("--seq", type=int, default=512)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--vocab", type=int, default=16384)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--profile-steps", type=int, default=5)
    return parser.parse_args(argv)


def main(argv=None) -> int:
    opts = parse_args(argv)
    if opts.worker:
        return worker(opts)
    work = Path(tempfile.mkdtemp(prefix="bench-inductor-"))
    started = time.time()
    runs: list[dict] = []
    result: dict = {"command": "python scripts/bench_inductor.py " + " ".join(argv or sys.argv[1:]),
                    "commit": os.environ.get("BBPROF_COMMIT"), "work": str(work),
                    "shape": vars(opts) | {"json": str(opts.json)}, "runs": runs}

    def save():
        result["elapsed_s"] = round(time.time() - started, 1)
        if opts.json:
            opts.json.parent.mkdir(parents=True, exist_ok=True)
            opts.json.write_text(json.dumps(result, indent=1, default=str))

    def reference():
        runs.append(run_variant("reference", work, 0, opts, opts.variant_timeout_s))
        print(progress(runs[-1]), flush=True)
        if "error" not in runs[-1]:
            result["counts"] = compare_counts(work / "profiled_0_profiles",
                                              work / "reference_0_profiles")
        save()

    # the every-block reference right after the first round, so that a budget that stops
    # the later rounds still leaves the counts compared
    order = ["plain", "profiled"]
    for index in range(opts.rounds):
        if index and time.time() - started > opts.budget_s:
            result["stopped"] = f"budget: {index} rounds"
            break
        for name in (order if index % 2 == 0 else order[::-1]):
            runs.append(run_variant(name, work, index, opts, opts.variant_timeout_s))
            print(progress(runs[-1]), flush=True)
            save()
        if index == 0 and opts.reference:
            reference()
    result["summary"] = summarize(runs)
    reference_run = next((r for r in runs if r["variant"] == "reference"
                          and "error" not in r), None)
    if reference_run and "error" not in result["summary"]:
        result["summary"]["reference_losses_identical"] = (
            reference_run["losses"] == runs[0].get("losses"))
    save()
    print(report(result), flush=True)
    return 0 if "error" not in result["summary"] else 1


def progress(run: dict) -> str:
    if "error" in run:
        return f"[{run['variant']}] ERROR {run['error']} {run.get('stderr', '')[-600:]}"
    return (f"[{run['variant']}] step median {statistics.median(run['step_ms']):.3f} ms, "
            f"{sum(1 for n in run['kernels'] if n.startswith(TRITON_PREFIX))} Triton kernels, "
            f"compile+warmup {run['compile_and_warmup_s']} s, wall {run['wall_s']} s")


def report(result: dict) -> str:
    s = result["summary"]
    if "error" in s:
        return f"inductor: {s['error']}"
    lines = [f"step: {s['step_ms_plain']:.3f} ms plain, {s['step_ms_profiled']:.3f} ms "
             f"profiled: {s['step_ratio']:.4f}x",
             f"Triton kernels: {s['triton_kernels']}, geomean {s['kernel_geomean']:.4f}x, "
             f"worst {s['kernel_worst']:.4f}x ({s['worst_kernel']}); over 1.10x: "
             f"{s['over_1_10'] or 'none'}; their share of the plain step "
             f"{100 * s['triton_share_of_plain_step']:.1f}%",
             f"losses identical: {s['losses_identical']}, parameters identical: "
             f"{s['parameters_identical']}"]
    if "counts" in result:
        c = result["counts"]
        lines.append(f"counts against every-block: {c['kernels_compared']} kernels, "
                     f"differ: {c['differ'] or 'none'}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
