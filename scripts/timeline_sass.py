"""What the timeline's entry/exit stamps cost in sm_90 SASS, without a GPU (issue 20).

For each of the broad benchmark's kernels (scripts/bench_kernels/), Triton compiles three
binaries for sm_90 (the triton wheel's ptxas): plain; entry/exit stamps that claim their
records from the regions' cursors (``waves=0``, the stamps before the fixed slots); and
entry/exit stamps into the waves' fixed slots (the default). From each cubin
(``cuobjdump -res-usage``, ``nvdisasm``): registers per thread, SASS instructions, the
``ATOMG`` and spill stores (``STL``) among them, and the resident warps per SM that the
registers allow (65,536 registers per SM, 64 warps at most, registers allocated per warp
in units of 256, whole blocks of ``num_warps``).

    python scripts/timeline_sass.py [--kernels a,b] [--out table.md]
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

VARIANTS = (("plain", None), ("claims", 0), ("slots", None))


def tools() -> Path:
    import triton

    return Path(triton.__file__).parent / "backends" / "nvidia" / "bin"


def resident_warps(regs: int, num_warps: int) -> int:
    """Warps per SM the register file allows (sm_90: 65,536 registers, at most 64
    warps, 256-register allocation units per warp, whole blocks)."""
    per_warp = -(-regs * 32 // 256) * 256
    blocks = min(65536 // per_warp, 64) // num_warps
    return blocks * num_warps


def inspect(cubin: bytes, work: Path, name: str) -> dict:
    path = work / f"{name}.cubin"
    path.write_bytes(cubin)
    bin_ = tools()
    res = subprocess.run([str(bin_ / "cuobjdump"), "-res-usage", str(path)],
                         capture_output=True, text=True, check=True).stdout
    sass = subprocess.run([str(bin_ / "nvdisasm"), "-c", str(path)],
                          capture_output=True, text=True, check=True).stdout
    ins = [line for line in sass.splitlines() if re.match(r"\s+/\*[0-9a-f]{4}\*/\s", line)]
    ops = collections.Counter(
        re.sub(r"^\s+/\*[0-9a-f]+\*/\s+(@!?U?P\w+\s+)?", "", line).split()[0].split(".")[0]
        for line in ins)
    return {"regs": int(re.search(r"REG:(\d+)", res).group(1)), "instructions": len(ins),
            "atomg": ops.get("ATOMG", 0), "stl": ops.get("STL", 0), "redg": ops.get("REDG", 0)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernels", default=None, help="comma-separated names")
    parser.add_argument("--out", type=Path, help="write the table here too")
    opts = parser.parse_args(argv)
    cache = tempfile.TemporaryDirectory(prefix="timeline-sass-")
    os.environ["TRITON_CACHE_DIR"] = cache.name
    import triton
    from triton import knobs
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    from bench_timeline import chosen, stamp_session

    knobs.compilation.always_compile = True
    head = ["kernel", "warps", "registers plain / claims / slots",
            "resident warps per SM plain / claims / slots",
            "SASS instructions added claims / slots", "ATOMG claims / slots",
            "spill stores plain / claims / slots"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    work = Path(cache.name)
    for spec in chosen(opts.kernels):
        got = {}
        for variant, waves in VARIANTS:
            src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
            target, options = GPUTarget("cuda", 90, 32), {"num_warps": spec.num_warps}
            if variant == "plain":
                compiled = triton.compile(src, target=target, options=options)
            else:
                with stamp_session(("entry", "exit"), 1 << 20, waves):
                    compiled = triton.compile(src, target=target, options=options)
            got[variant] = inspect(compiled.asm["cubin"], work, f"{spec.name}.{variant}")
        p, c, s = got["plain"], got["claims"], got["slots"]
        occ = [resident_warps(v["regs"], spec.num_warps) for v in (p, c, s)]
        lines.append("| " + " | ".join([
            spec.name, str(spec.num_warps), f"{p['regs']} / {c['regs']} / {s['regs']}",
            " / ".join(map(str, occ)),
            f"+{c['instructions'] - p['instructions']} / +{s['instructions'] - p['instructions']}",
            f"{c['atomg'] - p['atomg']} / {s['atomg'] - p['atomg']}",
            f"{p['stl']} / {c['stl']} / {s['stl']}"]) + " |")
        print(lines[-1], flush=True)
    text = "\n".join(lines)
    if opts.out:
        opts.out.parent.mkdir(parents=True, exist_ok=True)
        opts.out.write_text(f"# Timeline entry/exit stamps in sm_90 SASS (triton "
                            f"{triton.__version__}'s ptxas)\n\n`python scripts/"
                            f"timeline_sass.py`\n\n{text}\n")
    cache.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
