"""What the timeline's entry/exit stamps cost in sm_90 SASS, without a GPU (issue 20).

For each of the broad benchmark's kernels (scripts/bench_kernels/), Triton compiles three
binaries for sm_90 with the triton wheel's ptxas, specialized as the benchmark's launch
specializes them (the ``Spec.build`` inputs made on the CPU and bound by Triton's own
binder: the pointers' and integers' ``tt.divisibility`` 16 hints, which change the code
and its registers a lot: without them splitk_gemm takes 255 registers, with them 128, as
on the H200): plain; entry/exit stamps that claim their records from the regions'
cursors (``waves=0``, the stamps before the fixed slots); and entry/exit stamps into the
waves' fixed slots (the default). From each cubin (``cuobjdump -res-usage``,
``nvdisasm``): registers per thread, SASS instructions (not counting the NOPs that pad
functions; per stamp: added / stamps, the stamps' functions included), the ``ATOMG`` and
spill stores (``STL``) among them, and the resident warps per SM that the registers allow
(65,536 registers per SM, 64 warps at most, registers allocated per warp in units of 256,
whole blocks of ``num_warps``).

    python scripts/timeline_sass.py [--kernels a,b] [--variants plain,slots] [--out table.md]
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

VARIANTS = (("plain", None), ("claims", 0), ("slots", None), ("slots_at_entry", None))


def tools() -> Path:
    import triton

    return Path(triton.__file__).parent / "backends" / "nvidia" / "bin"


def resident_warps(regs: int, num_warps: int) -> int:
    """Warps per SM the register file allows (sm_90: 65,536 registers, at most 64
    warps, 256-register allocation units per warp, whole blocks)."""
    per_warp = -(-regs * 32 // 256) * 256
    blocks = min(65536 // per_warp, 64) // num_warps
    return blocks * num_warps


class CpuTorch(types.ModuleType):
    """torch with ``device="cuda"`` made ``"cpu"``: a Spec's inputs built without a GPU
    (CPU allocations are 64-byte aligned, so a pointer's divisibility by 16 is the
    GPU's)."""

    def __init__(self):
        super().__init__("torch_cpu")

    def __getattr__(self, name):
        import torch

        obj = getattr(torch, name)
        if not callable(obj) or (isinstance(obj, type) and name != "Generator"):
            return obj

        def call(*args, **kwargs):
            if kwargs.get("device") == "cuda":
                kwargs["device"] = "cpu"
            return obj(*args, **kwargs)
        return call


def launch_source(spec, backend, n_sm: int = 132):
    """``(ASTSource, options)`` as ``spec.fn[grid](**args)`` compiles it: the binder's
    specialization (types, constexprs, attributes) of the Spec's inputs."""
    from triton.compiler import ASTSource
    from triton.runtime.jit import create_function_from_signature

    fn = spec.fn
    setup = spec.build(CpuTorch(), n_sm)
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    kwargs = {"num_warps": spec.num_warps, "debug": False, "instrumentation_mode": ""}
    bound, specialization, options = binder(**dict(setup.args, **spec.constexprs), **kwargs)
    options, signature, constexprs, attrs = fn._pack_args(backend, kwargs, bound,
                                                          specialization, options)
    return ASTSource(fn, signature, constexprs, attrs), options.__dict__


def stamps_in(text: str) -> int:
    """The stamps of stamped llir: slot stamps (calls of their functions, or inline
    statements outside them; an entry whose record the exits write: its clocks' read)
    and claiming stamps."""
    from bbprof.timeline.instrument import DEFERRED_ENTRY

    calls = len(re.findall(r"call void @__bbprof\.tl\.(?:enter|leave)\.s\d+\(", text))
    functions = len(re.findall(r"define internal void @__bbprof\.tl\.(?:enter|leave)\.s\d+\(",
                               text))
    statements = len(re.findall(r'"l(?:,l)?"\(ptr addrspace\(1\) @__bbprof_timeline', text))
    return (calls + statements - functions + text.count(f"{DEFERRED_ENTRY} = call")
            + text.count(", ptr addrspace(1) %__bbprof.tl.buf, i32 %__bbprof.tl.lt"))


def inspect(cubin: bytes, work: Path, name: str) -> dict:
    path = work / f"{name}.cubin"
    path.write_bytes(cubin)
    bin_ = tools()
    res = subprocess.run([str(bin_ / "cuobjdump"), "-res-usage", str(path)],
                         capture_output=True, text=True, check=True).stdout
    sass = subprocess.run([str(bin_ / "nvdisasm"), "-c", str(path)],
                          capture_output=True, text=True, check=True).stdout
    ins = [line for line in sass.splitlines() if re.match(r"\s+/\*[0-9a-f]{4}\*/\s", line)
           and not re.match(r"\s+/\*[0-9a-f]{4}\*/\s+NOP\b", line)]    # not the padding
    ops = collections.Counter(
        re.sub(r"^\s+/\*[0-9a-f]+\*/\s+(@!?U?P\w+\s+)?", "", line).split()[0].split(".")[0]
        for line in ins)
    return {"regs": int(re.search(r"REG:(\d+)", res).group(1)), "instructions": len(ins),
            "atomg": ops.get("ATOMG", 0), "stl": ops.get("STL", 0), "redg": ops.get("REDG", 0)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernels", default=None, help="comma-separated names")
    parser.add_argument("--variants", default=",".join(v for v, _ in VARIANTS),
                        help="comma-separated, of " + ", ".join(v for v, _ in VARIANTS))
    parser.add_argument("--out", type=Path, help="write the table here too")
    opts = parser.parse_args(argv)
    cache = tempfile.TemporaryDirectory(prefix="timeline-sass-")
    os.environ["TRITON_CACHE_DIR"] = cache.name
    import triton
    from triton import knobs
    from triton.backends.compiler import GPUTarget
    from triton.compiler import make_backend

    from bench_timeline import chosen, stamp_session

    knobs.compilation.always_compile = True
    variants = [(v, w) for v, w in VARIANTS if v in opts.variants.split(",")]
    names = [v for v, _ in variants]
    target = GPUTarget("cuda", 90, 32)
    backend = make_backend(target)
    each = " / ".join(names)
    added = " / ".join(n for n in names if n != "plain")
    head = ["kernel", "warps", f"registers {each}", f"resident warps per SM {each}",
            f"SASS instructions added {added}", f"per stamp {added}",
            f"ATOMG {added}", f"spill stores {each}"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    work = Path(cache.name)
    for spec in chosen(opts.kernels):
        got = {}
        for variant, waves in [("plain", None)] + [v for v in variants if v[0] != "plain"]:
            src, options = launch_source(spec, backend)
            if variant == "plain":
                compiled = triton.compile(src, target=target, options=options)
            else:
                with stamp_session(("entry", "exit"), 1 << 20, waves,
                                   entry_at_exit=False if variant == "slots_at_entry"
                                   else None) as session:
                    compiled = triton.compile(src, target=target, options=options)
                ((_, _, text),) = session.stamped.values()
                got[variant + ".stamps"] = stamps_in(text)
            got[variant] = inspect(compiled.asm["cubin"], work, f"{spec.name}.{variant}")
        p = got["plain"]
        stamped = [n for n in names if n != "plain"]
        shown = [got[n] for n in names]
        occ = [resident_warps(v["regs"], spec.num_warps) for v in shown]
        lines.append("| " + " | ".join([
            spec.name, str(spec.num_warps), " / ".join(str(v["regs"]) for v in shown),
            " / ".join(map(str, occ)),
            " / ".join(f"+{got[n]['instructions'] - p['instructions']}" for n in stamped),
            " / ".join(f"{(got[n]['instructions'] - p['instructions']) / got[n + '.stamps']:.0f}"
                       for n in stamped),
            " / ".join(str(got[n]["atomg"] - p["atomg"]) for n in stamped),
            " / ".join(str(v["stl"]) for v in shown)]) + " |")
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
