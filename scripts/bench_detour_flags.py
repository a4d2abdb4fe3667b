"""What detour flags (bbprof/instrument/uniform_loops.py) cost and save, statically.

    python scripts/bench_detour_flags.py [--out bench/detour_flags] [--limits 0,8,32]

For every kernel below, instrumented in the default mode with each detour limit (0: the
detours of uniform loops keep memory counters; N: up to N flags per loop), compiled with
llvmlite for its GPU (ptxas for NVIDIA SASS when installed; the triton wheel ships it):

* ``flags``: detour flags placed, and the detour blocks they count;
* ``updates/iter``: counter updates (atomics) per iteration of the uniform loops that
  remain, from the block map: memory counters of blocks inside those loops' bodies at
  the loop's own depth (one per block entry; a detour's counter runs when some lane takes
  it, so this is an upper bound), summed over the loops;
* registers and occupancy (AMDGPU: VGPRs, SGPRs, spills, waves per SIMD; NVIDIA: ptxas's
  registers per thread and SASS instructions).

The broad benchmark's libdevice kernels (scripts/bench_kernels) are compiled by Triton for
sm_90 when Triton is importable; their llir is what ``bbprof.triton`` instruments.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from bbprof.instrument import instrument  # noqa: E402
from bbprof.ir import load_module  # noqa: E402
from bbprof.ir.codegen import compile_text  # noqa: E402
from bench_counting_modes import resources as _resources  # noqa: E402
from bbprof.isa.sass import assemble, find_tools  # noqa: E402

AMD = [(ROOT / "tests/data/amd/triton/gfx942" / f"{k}.ll", "gfx942")
       for k in ("matmul", "conv2d_implicit_gemm", "softmax", "reduce", "branchy")]
AMD += [(ROOT / "tests/data/corpus/gfx1100/matmul.ll", "gfx1100")]
NVIDIA = [(ROOT / "tests/data/corpus/sm_90/matmul.ll", "sm_90a"),
          (ROOT / "tests/data/corpus/h200/loop.llir", "sm_90a")]
TRITON_KERNELS = ("gelu_erf_loop", "libdevice_mix")


def triton_llir(directory: Path, names=TRITON_KERNELS) -> list[tuple[Path, str]]:
    """The llir of the broad benchmark's kernels ``names`` for sm_90 (empty without
    Triton)."""
    try:
        import triton
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
        from bench_kernels import all_specs
    except ImportError:
        return []
    out = []
    specs = {s.name: s for s in all_specs()}
    for name in names or sorted(specs):
        spec = specs[name]
        src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
        compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                                  options={"num_warps": spec.num_warps})
        path = directory / f"{name}.llir"
        path.write_text(compiled.asm["llir"])
        out.append((path, "sm_90a"))
    return out


def resources(asm: str, isa: str, arch: str) -> dict:
    """bench_counting_modes' registers and instructions, and ptxas's spill stores."""
    res = _resources(asm, isa, arch)
    if isa == "ptx" and find_tools():
        sass = next(iter(assemble(asm, arch).values()))
        res["spill_store_bytes"] = sass.resources.get("spill_store_bytes", 0)
    return res


def loop_updates(block_map) -> int:
    """Memory counter updates per iteration of every uniform loop, summed (upper bound)."""
    total = 0
    for fn in block_map.functions:
        loops = {lp.header: lp for lp in fn.loops}
        for chain in fn.uniform_loops:
            loop = loops[chain.header]
            registered = {b for a in chain.accumulators for b in a.blocks}
            registered |= {b for d in chain.detours for b in d.blocks}
            total += sum(1 for b in loop.body if fn.blocks[b].counters
                         and b not in registered and fn.blocks[b].loop_depth == loop.depth)
    return total


def measure(path: Path, arch: str, limits: list[int]) -> list[dict]:
    module = load_module(path, "nvptx" if path.suffix == ".llir" else None)
    isa = "amdgcn" if module.target.kind == "amdgpu" else "ptx"
    base = resources(compile_text(module.text, module.target, arch), isa, arch)
    rows = []
    for limit in limits:
        result = instrument(module, detour_limit=limit,
                            arch=arch.removesuffix("a") if isa == "ptx" else None)
        res = resources(compile_text(result.text, module.target, arch), isa, arch)
        flags = [d for f in result.block_map.functions for u in f.uniform_loops
                 for d in u.detours]
        row = {"kernel": path.stem, "arch": arch, "detour_limit": limit,
               "uniform_loops": sum(len(f.uniform_loops) for f in result.block_map.functions),
               "flags": len(flags), "flagged_blocks": sum(len(d.blocks) for d in flags),
               "updates_per_iteration": loop_updates(result.block_map),
               "instructions": int(res["instructions"]),
               "original_instructions": int(base["instructions"])}
        for key in ("vgprs", "sgprs", "vgpr_spills", "sgpr_spills", "occupancy_waves_per_simd",
                    "registers", "spill_store_bytes"):
            if key in res and res[key] == res[key]:
                row[key] = res[key]
                row[f"original_{key}"] = base.get(key)
        rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "detour_flags")
    parser.add_argument("--limits", default="0,8,32")
    parser.add_argument("--broad", action="store_true",
                        help="every kernel of the broad benchmark (sm_90) only")
    args = parser.parse_args()
    limits = [int(x) for x in args.limits.split(",")]
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        kernels = (triton_llir(Path(tmp), ()) if args.broad else
                   AMD + NVIDIA + triton_llir(Path(tmp)))
        rows = [row for path, arch in kernels for row in measure(path, arch, limits)]
    record = {"command": "python scripts/bench_detour_flags.py " + " ".join(sys.argv[1:]),
              "machine": f"{platform.machine()}, {platform.platform()}",
              "date": time.strftime("%Y-%m-%d %H:%M %Z"), "rows": rows,
              "seconds": round(time.time() - start, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n")
    lines = ["# Detour flags, statically: loop updates, registers, occupancy", "",
             f"Command: `{record['command']}`  ", f"Machine: {record['machine']}, "
             f"{record['date']}. Default mode; `limit` flags per uniform loop at most "
             "(0: detours in memory). updates/iter: memory counters left in the uniform "
             "loops' bodies, per iteration (an upper bound).", "",
             "| kernel | arch | limit | uniform loops | flags (blocks) | updates/iter | "
             "instr. (orig) | registers (orig -> instr.) | occupancy (orig -> instr.) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "vgprs" in r:
            regs = (f"{r.get('original_vgprs')} -> {r.get('vgprs')} VGPR, "
                    f"{r.get('original_sgprs')} -> {r.get('sgprs')} SGPR, spills "
                    f"{r.get('vgpr_spills', 0)}/{r.get('sgpr_spills', 0)}")
            occ = f"{r.get('original_occupancy_waves_per_simd')} -> " \
                  f"{r.get('occupancy_waves_per_simd')}"
        else:
            regs = (f"{r.get('original_registers', '?')} -> {r.get('registers', '?')} regs, "
                    f"spill stores {r.get('original_spill_store_bytes', '?')} -> "
                    f"{r.get('spill_store_bytes', '?')} B")
            occ = "n/a"
        lines.append(f"| {r['kernel']} | {r['arch']} | {r['detour_limit']} | "
                     f"{r['uniform_loops']} | {r['flags']} ({r['flagged_blocks']}) | "
                     f"{r['updates_per_iteration']} | {r['instructions']:,} "
                     f"({r['original_instructions']:,}) | {regs} | {occ} |")
    args.out.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
