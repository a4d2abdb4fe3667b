"""What each counting mode costs, statically: counters, machine instructions, registers.

    python scripts/bench_counting_modes.py [--out bench/counting_modes]

For every kernel below and every counting mode (bbprof/instrument/modes.py), the module is
instrumented and compiled with llvmlite for its GPU; the machine code is parsed by
bbprof.isa. Reported per (kernel, mode):

* ``counters``: counter sites (blocks and edges counted) and u64 words per shard row;
* ``added instr.``: machine instructions of the instrumented kernel minus the original's
  (static; on NVIDIA SASS can even shrink: ptxas unrolls a loop less when it holds a
  counter — the ``loops`` column gives SASS backward branches, original -> instrumented);
* registers and occupancy (AMDGPU: VGPRs, SGPRs, waves per SIMD; NVIDIA: ptxas's
  registers per thread, and SASS instructions instead of PTX ones, when ptxas is
  installed — the triton wheel ships it);
* ``updates/entry``: counter updates (atomics issued) per wave that runs the kernel once,
  under a stated model: a site in a loop of depth d executes 16^d times per kernel entry
  (the same frequency model the spanning-tree placement uses); a single-block loop counted
  in registers updates once per exit edge per loop entry (16^(d-1)), a loop chain in a
  uniform register once per accumulator and detour flag per loop entry, and so does a
  loop exit edge counted beside that update (spanning tree); a top-of-block site updates once per
  execution; an edge site at most once per execution of its source block (an upper
  bound: the edge code skips the atomic when no lane takes the edge), a block put on an
  edge at most once per execution at the edge's depth.

On the GPU, measured updates come from the counts themselves (every wave entry of a
counted block is one update); see bench/h200_spanning_waves/overhead_modes.* for times.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.instrument.modes import Mode  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.ir.cfg import analyze as analyze_cfg  # noqa: E402
from bbprof.ir.codegen import compile_text  # noqa: E402
from bbprof.isa.analysis import analyze_assembly  # noqa: E402
from bbprof.isa.sass import assemble, find_tools  # noqa: E402

KERNELS = [(ROOT / "tests/data/amd/triton/gfx942" / f"{k}.ll", "gfx942")
           for k in ("matmul", "conv2d_implicit_gemm", "softmax", "reduce", "branchy")]
KERNELS += [(ROOT / "tests/data/corpus/gfx1100/matmul.ll", "gfx1100"),
            (ROOT / "tests/data/corpus/sm_90/matmul.ll", "sm_90a"),
            (ROOT / "tests/data/corpus/sm_80/branchy.ll", "sm_80"),
            (ROOT / "tests/data/corpus/h200/loop.llir", "sm_90a")]
MODES = [Mode(placement="every-block", loops_in_registers=False),
         Mode(placement="every-block"), Mode(), Mode(packed=False),
         Mode(counters=("thread_hits",), placement="every-block"),
         Mode(counters=("thread_hits",), placement="spanning-tree")]
FREQUENCY_BASE = 16


def updates_per_entry(module, block_map) -> int:
    total = 0
    for fn, data in zip(module.functions, block_map.functions):
        cfg = analyze_cfg(fn)
        # a loop counted in registers updates memory on its exits, once per loop entry
        in_registers = {r.block: r.exits for r in data.register_loops}
        for block, exits in in_registers.items():
            total += exits * FREQUENCY_BASE ** (cfg.loop_depth(block) - 1)
        # so does a loop chain in a uniform register: once per accumulator per entry
        in_uniform = set()
        for loop in data.uniform_loops:   # and its detour flags, once each per entry
            total += (len(loop.accumulators) + len(loop.detours)) * \
                FREQUENCY_BASE ** (cfg.loop_depth(loop.header) - 1)
            in_uniform.update(b for a in loop.accumulators for b in a.blocks)
            in_uniform.update(b for d in loop.detours for b in d.blocks)
        every_block = data.placement == "every-block"
        for block in data.blocks:
            # an entry counted once per workgroup: no update per wave-entry
            if block.id in in_uniform or (block.id == 0 and data.entry_per_workgroup):
                continue
            if block.counters and not (every_block and block.id in in_registers):
                total += FREQUENCY_BASE ** cfg.loop_depth(block.id)
        for edge in data.edges:
            u, v = edge.source, edge.target
            if edge.kind == "edge" and not (u == v and u in in_registers):
                total += FREQUENCY_BASE ** cfg.loop_depth(u)
            elif edge.kind == "exit":      # beside its loop's flush: once per loop entry
                total += FREQUENCY_BASE ** (cfg.loop_depth(u) - 1)
            elif edge.kind == "split":     # a block on the edge: when the edge is taken
                total += FREQUENCY_BASE ** min(cfg.loop_depth(u), cfg.loop_depth(v))
    return total


def resources(asm: str, isa: str, arch: str) -> dict:
    """Instructions and registers; for PTX, SASS's (ptxas) when ptxas is installed."""
    res = analyze_assembly(asm, isa).resources().iloc[0].to_dict()
    if isa == "ptx" and find_tools():
        sass = next(iter(assemble(asm, arch).values()))
        res["instructions"] = len(sass.instructions)
        res["registers"] = sass.resources.get("sass_registers")
        res["sass_backward_branches"] = sass.backward_branches()
    return res


def measure(path: Path, arch: str) -> list[dict]:
    module = load_module(path)
    isa = "amdgcn" if module.target.kind == "amdgpu" else "ptx"
    base = resources(compile_text(module.text, module.target, arch), isa, arch)
    rows = []
    for mode in MODES:
        result = instrument(module, mode=mode)
        asm = compile_text(result.text, module.target, arch)
        res = resources(asm, isa, arch)
        row = {"kernel": path.stem, "arch": arch, "mode": str(mode),
               "ir_blocks": sum(len(f.blocks) for f in module.functions),
               "counters": result.block_map.counters.sites,
               "words_per_row": result.block_map.counters.words_used,
               "instructions": int(res["instructions"]),
               "added_instructions": int(res["instructions"] - base["instructions"]),
               "updates_per_entry": updates_per_entry(module, result.block_map)}
        for key in ("vgprs", "sgprs", "occupancy_waves_per_simd", "registers",
                    "sass_backward_branches"):
            if key in res and res[key] == res[key]:
                row[key] = res[key]
                row[f"original_{key}"] = base.get(key)
        rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "counting_modes")
    args = parser.parse_args()
    start = time.time()
    rows = [row for path, arch in KERNELS for row in measure(path, arch)]
    record = {"command": "python scripts/bench_counting_modes.py " + " ".join(sys.argv[1:]),
              "machine": f"{platform.machine()}, {platform.platform()}",
              "date": time.strftime("%Y-%m-%d %H:%M %Z"),
              "frequency_model": f"{FREQUENCY_BASE}^loop depth executions per kernel entry",
              "rows": rows, "seconds": round(time.time() - start, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    lines = ["# Counting modes, statically: counters, added instructions, registers", "",
             f"Command: `{record['command']}`  ", f"Machine: {record['machine']}, "
             f"{record['date']}. Updates per kernel entry (per wave) under the model "
             f"'{record['frequency_model']}'; an edge site counts as one update per "
             "execution of its source block (an upper bound).", "",
             "| kernel | arch | IR blocks | mode | counters | updates/entry | added instr. | "
             "registers (orig -> instr.) | occupancy (orig -> instr.) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        regs = (f"{r.get('original_vgprs')} -> {r.get('vgprs')} VGPR, "
                f"{r.get('original_sgprs')} -> {r.get('sgprs')} SGPR" if "vgprs" in r else
                f"{r.get('original_registers', '?')} -> {r.get('registers', '?')} regs, "
                f"loops {r.get('original_sass_backward_branches', '?')} -> "
                f"{r.get('sass_backward_branches', '?')}")
        occ = (f"{r.get('original_occupancy_waves_per_simd')} -> "
               f"{r.get('occupancy_waves_per_simd')}" if "occupancy_waves_per_simd" in r
               else "n/a")
        lines.append(f"| {r['kernel']} | {r['arch']} | {r['ir_blocks']} | {r['mode']} | "
                     f"{r['counters']} | {r['updates_per_entry']:,} | "
                     f"{r['added_instructions']:,} | {regs} | {occ} |")
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
