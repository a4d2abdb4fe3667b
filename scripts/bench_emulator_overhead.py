"""Instrumented against plain run time on the emulator, side by side (issue 44).

Each case is one kernel at a launch of at least 64K lanes (65,536: 256 workgroups of 256
lanes, 512 of 128), run on the emulator as it is and instrumented in bbprof's default
counting mode (``bbprof.instrument.instrument(module)``). The two are loaded once each
and launched alternately ``--repeat`` times (plain first in even rounds, instrumented
first in odd ones: the launch after another finds the allocator's pages warm), with the
inputs written again and the counters zeroed before every launch (not timed); the
median of each is kept, and the ratio of the medians. Then

* the plain module runs once more with the emulator's trace on (the direct trace,
  ``runtime/emulator/direct.py``): the instrumented run's counters, decoded with its
  block map, must equal the trace on every block (thread_hits and wave_hits), and the
  traced run's lane-instructions the untraced one's;
* the instrumented run's buffers must equal the plain run's byte for byte, and the plain
  run's outputs numpy's reference of the kernel (``tests/emulator/emulator_cases.py``,
  within its tolerances).

Kernels: the bundled examples (gfx942 reduce and convolution, the NVPTX loop) and the
Triton corpus (``tests/data/corpus``, then ``../shared/corpus/triton``) for gfx942
(wave64), gfx1100 (wave32), sm_80 and sm_90 where the emulator runs them; a module the
emulator refuses (sm_90 wgmma) is listed with the reason. A lane-instruction is one LLVM
instruction run by one active lane.

    python scripts/bench_emulator_overhead.py [--repeat 3] [--only gfx942/reduce,...]
        [--out bench/emulator/overhead] [--baseline bench/emulator/overhead_before.json]

writes OUT.json (command, commit, whether the tree had uncommitted changes in the
emulator, machine, load average before and after each case) and OUT.md (the table; with
``--baseline``, the baseline's medians and ratios beside these).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "emulator"))

from bbprof.errors import BbprofError  # noqa: E402
from bbprof.instrument import instrument  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend  # noqa: E402
from emulator_cases import (branchy_case, conv_case, counts_by_position,  # noqa: E402
                            matmul_case, reduce_case, softmax_case)

EXAMPLES = ROOT / "bbprof" / "examples"
DATA = ROOT / "tests" / "data" / "corpus"
SHARED = ROOT.parent / "shared" / "corpus" / "triton"
LANES = 65536
KERNELS = ("reduce", "softmax", "branchy", "matmul", "conv2d_implicit_gemm")


# -- the cases at >= 64K lanes ----------------------------------------------------------
def corpus_case(kernel: str, block: int):
    """``emulator_cases``' case of ``kernel`` grown to ``LANES`` lanes of workgroups of
    ``block`` lanes."""
    programs = LANES // block
    if kernel == "reduce":          # 2^22 floats: 16 (wave64) or 8 loop trips a lane
        return reduce_case(n=1 << 22, grid=programs, block=block)
    if kernel == "softmax":         # two rows of 1000 a program
        return softmax_case(rows=2 * programs, cols=1000, grid=programs, block=block)
    if kernel == "branchy":         # 256 elements a program, trip counts 0-7
        return branchy_case(n=programs * 256, block=block, trips=8, uniform=True)
    if kernel == "matmul":          # 128x128 tiles, K = 64
        m = 128 * (programs // 16)
        return matmul_case(m=m, n=128 * 16, k=64, block=block)
    if kernel == "conv2d_implicit_gemm":   # 64x64 tiles: N*16*16 pixels x 128 channels
        return conv_case(n=programs // 8, h=16, w=16, c=16, k=128, block=block)
    raise ValueError(kernel)


def _block(text: str) -> int:
    m = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"', text) or \
        re.search(r'"nvvm.reqntid"="(\d+)"', text)
    return int(m.group(1)) if m else 256


def modules() -> list[tuple[str, Path, str]]:
    """``[(name, path, kernel)]``: the bundled examples, then the corpus by arch."""
    out = [("example/gfx942_reduce", EXAMPLES / "amdgpu_gfx942_reduce.ll", "reduce"),
           ("example/gfx942_conv", EXAMPLES / "amdgpu_gfx942_conv2d_implicit_gemm.ll",
            "conv2d_implicit_gemm"),
           ("example/nvptx_loop", EXAMPLES / "nvptx_loop.ll", "loop")]
    for arch in ("gfx942", "gfx1100", "sm_80", "sm_90"):
        for kernel in KERNELS:
            if (arch, kernel) == ("gfx942", "conv2d_implicit_gemm"):
                continue                  # the bundled example, byte for byte
            path = DATA / arch / f"{kernel}.ll"
            if not path.exists():
                path = SHARED / arch / f"{kernel}.ll"
            out.append((f"{arch}/{kernel}", path, kernel))
    return out


# -- one case ---------------------------------------------------------------------------
class Variant:
    """One module loaded on its own emulator with its arguments."""

    def __init__(self, text: str, block_map, case, *, trace: bool = False, path: str = "<ir>"):
        start = time.perf_counter()
        self.backend = get_backend("emulator", trace=trace)
        self.code = self.backend.load(text, block_map, path=path)
        self.load_s = time.perf_counter() - start
        self.case = case
        fn = self.code.program.by_name[case.kernel]
        self.buffers = [self.backend.upload(b) for b in case.buffers]
        self.args = list(self.buffers) + [Scalar(v, np.dtype(d)) for v, d in case.scalars]
        self.args += [Scalar(0, np.dtype(np.uint64))] * (len(fn.arg_types) - len(self.args))
        self.counted = block_map is not None and block_map.has_counters

    def launch(self) -> tuple[float, int]:
        """(seconds, lane-instructions) of one launch on fresh inputs and counters."""
        for buffer, array in zip(self.buffers, self.case.buffers):
            buffer.write(array)
        if self.counted:
            self.code.zero_counters()
        before = self.code.lane_instructions
        gc.collect()
        start = time.perf_counter()
        self.code.launch(self.case.kernel, LaunchShape.of(
            self.case.grid, self.case.block, self.case.shared), self.args)
        return time.perf_counter() - start, self.code.lane_instructions - before

    def outputs(self) -> list[bytes]:
        return [b.read() for b in self.buffers]


class LoopCase:
    """The bundled NVPTX loop (``tests/emulator/test_nvptx.py``): 512 blocks of 128
    threads, 32 trips, x doubled-and-added into two outputs."""

    kernel = "loop_kernel"
    grid, block, shared = (512,), 128, 0

    def __init__(self):
        n = 512 * 1024
        self.buffers = [np.random.default_rng(0).random(n, dtype=np.float32),
                        np.zeros(n, np.float32), np.zeros(n, np.float32)]
        self.scalars = [(32, np.int32)]
        self.reference = None


def run_case(name: str, path: Path, kernel: str, repeat: int) -> dict:
    text = path.read_text()
    case = LoopCase() if kernel == "loop" else corpus_case(kernel, _block(text))
    lanes = int(np.prod(case.grid)) * case.block
    row = {"module": str(path.relative_to(ROOT.parent)), "kernel": case.kernel,
           "grid": list(case.grid), "block": case.block, "lanes": lanes,
           "load_average_before": [round(v, 2) for v in os.getloadavg()]}
    try:
        module = load_module(path)
        plain = Variant(text, None, case, path=path.name)
    except BbprofError as exc:
        row["refused"] = str(exc).splitlines()[0]
        return row
    start = time.perf_counter()
    result = instrument(module)
    row["instrument_s"] = round(time.perf_counter() - start, 3)
    counted = Variant(result.text, result.block_map, case, path=path.name)
    row["load_s"] = {"plain": round(plain.load_s, 3), "instrumented": round(counted.load_s, 3)}
    times = {"plain": [], "instrumented": []}
    work = {}
    outputs = {}
    for r in range(repeat):       # plain first in even rounds, instrumented in odd ones
        order = (("plain", plain), ("instrumented", counted))
        for label, variant in order if r % 2 == 0 else order[::-1]:
            seconds, instructions = variant.launch()
            times[label].append(seconds)
            work.setdefault(label, instructions)
            if r == 0:
                outputs[label] = variant.outputs()
    raw = counted.code.read_counters()
    medians = {k: statistics.median(v) for k, v in times.items()}
    row.update(
        run_s={k: [round(t, 4) for t in v] for k, v in times.items()},
        median_s={k: round(v, 4) for k, v in medians.items()},
        ratio=round(medians["instrumented"] / medians["plain"], 3),
        lane_instructions=work,
        lane_instructions_per_s={k: round(work[k] / medians[k]) for k in work},
        outputs_identical=outputs["plain"] == outputs["instrumented"])
    traced = Variant(text, None, case, trace=True, path=path.name)
    seconds, instructions = traced.launch()
    row["plain_traced_s"] = round(seconds, 4)
    row["traced_lane_instructions_equal"] = instructions == work["plain"]
    trace = traced.code.trace_by_position()
    compared = mismatched = 0
    for fn in result.block_map.functions:
        for got, want in zip(counts_by_position(result.block_map, raw, fn.name),
                             trace[fn.name]):
            compared += 1
            mismatched += any(g is not None and g != w for g, w in zip(got, want))
    row["blocks_compared"] = compared
    row["counts_equal_trace"] = mismatched == 0 and compared == sum(
        len(fn.blocks) for fn in result.block_map.functions)
    row["thread_hits_total"] = int(sum(t for f in trace.values() for t, _ in f))
    if case.reference is not None:
        ok = True
        for index, want in case.reference(case.buffers).items():
            rtol, atol = case.tolerance.get(index, (0, 0))
            got = np.frombuffer(outputs["plain"][index], case.buffers[index].dtype)
            ok &= bool(np.allclose(got[:want.size].astype(np.float64), want.reshape(-1),
                                   rtol=rtol, atol=atol))
        row["outputs_equal_numpy"] = ok
    row["load_average_after"] = [round(v, 2) for v in os.getloadavg()]
    return row


# -- the record -------------------------------------------------------------------------
def _git(*args) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True,
                          text=True).stdout.rstrip()


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor()) \
        if Path("/proc/cpuinfo").exists() else platform.processor()
    return {"platform": platform.platform(), "cpu": cpu, "cpus": os.cpu_count(),
            "python": platform.python_version(), "numpy": np.__version__}


def markdown(record: dict, baseline: dict | None) -> str:
    lines = [f"# Emulator: instrumented against plain run time ({record['when']})", "",
             f"`{record['command']}` at {record['commit']}"
             + (" with uncommitted changes to " + ", ".join(record["emulator_changes"])
                if record["emulator_changes"] else "") + f"; {record['machine']['cpu']}, "
             f"{record['machine']['cpus']} cores, Python {record['machine']['python']}, "
             f"numpy {record['machine']['numpy']}. Medians of {record['repeat']} "
             "alternating launches each.", ""]
    if baseline is not None:
        lines += [f"Before: `{baseline['command']}` at {baseline['commit']}"
                  + (" with uncommitted changes to " + ", ".join(baseline["emulator_changes"])
                     if baseline["emulator_changes"] else "")
                  + f" ({baseline['when']}).", ""]
    base = {} if baseline is None else {r["name"]: r for r in baseline["results"]}
    head = "| kernel | lanes | lane-instr. plain | instrumented | plain s | instr. s | ratio |"
    rule = "|---|---|---|---|---|---|---|"
    if baseline is not None:
        head += " before: plain s | instr. s | ratio |"
        rule += "---|---|---|"
    lines += [head + " counts = trace | outputs identical | plain = numpy | load avg |",
              rule + "---|---|---|---|"]
    for r in record["results"]:
        if "refused" in r:
            lines.append(f"| {r['name']} | {r['lanes']:,} | refused: {r['refused']} |")
            continue
        li, m = r["lane_instructions"], r["median_s"]
        cells = [r["name"], f"{r['lanes']:,}", f"{li['plain'] / 1e6:.1f} M",
                 f"{li['instrumented'] / 1e6:.1f} M", f"{m['plain']:.3f}",
                 f"{m['instrumented']:.3f}", f"**{r['ratio']:.2f}x**"]
        if baseline is not None:
            b = base.get(r["name"])
            cells += ([f"{b['median_s']['plain']:.3f}", f"{b['median_s']['instrumented']:.3f}",
                       f"{b['ratio']:.2f}x"] if b and "ratio" in b else ["-"] * 3)
        cells += ["yes" if r["counts_equal_trace"] else "**NO**",
                  "yes" if r["outputs_identical"] else "**NO**",
                  {True: "yes", False: "**NO**", None: "n/a"}[r.get("outputs_equal_numpy")],
                  f"{r['load_average_before'][0]:.1f}-{r['load_average_after'][0]:.1f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--out", default=str(ROOT / "bench" / "emulator" / "overhead"))
    parser.add_argument("--baseline", default=None, help="an earlier OUT.json")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    results = []
    for name, path, kernel in modules():
        if only and name not in only:
            continue
        if not path.exists():
            results.append({"name": name, "module": str(path), "lanes": 0,
                            "refused": "not here (../shared beside the clone)"})
            continue
        row = {"name": name, **run_case(name, path, kernel, args.repeat)}
        results.append(row)
        if "refused" in row:
            print(f"{name:28} refused: {row['refused']}", flush=True)
        else:
            print(f"{name:28} {row['lanes']:>7,} lanes  plain {row['median_s']['plain']:7.3f}"
                  f" s  instrumented {row['median_s']['instrumented']:7.3f} s  "
                  f"{row['ratio']:5.2f}x  counts {row['counts_equal_trace']}  outputs "
                  f"{row['outputs_identical']}  load {row['load_average_after'][0]}",
                  flush=True)
    changes = [line[3:] for line in _git("status", "--porcelain", "--",
                                         "bbprof/runtime/emulator").splitlines()]
    record = {"command": " ".join(["python", "scripts/bench_emulator_overhead.py"]
                                  + sys.argv[1:]),
              "commit": _git("rev-parse", "--short", "HEAD").strip(),
              "tree_dirty": bool(_git("status", "--porcelain")),
              "emulator_changes": changes,
              "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "machine": machine(), "repeat": args.repeat, "results": results}
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    baseline = json.loads(Path(args.baseline).read_text()) if args.baseline else None
    out.with_suffix(".md").write_text(markdown(record, baseline))


if __name__ == "__main__":
    main()
