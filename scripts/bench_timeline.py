"""Kernel time plain / with timeline stamps (issue 20): entry/exit stamps, loop stamps.

The kernels are the broad benchmark's (scripts/bench_kernels/, as scripts/bench_broad.py
runs them). For each, on the current CUDA device:

1. Triton compiles five binaries of it: plain; with entry/exit stamps (``--timeline``:
   each warp writes its fixed slot, no atomic; on NVPTX the compact slots, whose exit
   writes the entry's record too); with entry/exit and loop stamps (``--timeline-at
   entry,exit,loops``: the loop stamps claim their records); and, for comparison,
   entry/exit stamps that claim their records as every stamp did before the slots
   (``entry_exit_claims``: ``waves=0``) and the entry stamp of its own
   (``entry_exit_at_entry``: ``--timeline-entry-stamp``). The stamps are added to Triton's llir by
   ``bbprof.timeline.instrument.add_timeline`` alone, without block counters, so what is
   measured is the stamps' cost. The buffer holds one slot pair per launched warp and,
   for claiming stamps, 64 records per launched warp (``--records-per-warp``), so that
   no record is dropped (a dropped record skips its stores: the cost would be
   underestimated; drops are reported);
2. every stamped binary runs once with its buffer and cursors zeroed; its records are
   read back and decoded (``bbprof.timeline.decode``): one wave span per launched warp
   (programs x warps), no unmatched entry, no drop; the loop variant's loop phases are
   counted; the outputs are compared with the plain binary's (bitwise, or allclose for
   float atomics);
3. plain and both stamped binaries are timed in interleaved ``do_bench`` rounds (median of
   each round's repeats; the table gives the median of the rounds). "span / time": the
   entry/exit records' first entry to last exit of the checked launch over the timed
   kernel time (the issue asks for 5%; short kernels include the reset's microseconds). Every timed call first
   zeroes the cursor global with ``cuMemsetD8Async`` on the current stream: the stamped
   binaries' every region's cursor (else every launch after the first would drop all its
   records), the plain binary's a dummy buffer of the largest cursor global's bytes, so
   that all three pay the same.

Triton's on-disk cache is a private directory and ``always_compile`` is on for every
variant (``bbprof.triton``'s session, which this script's ``StampSession`` extends).

The acceptance of issue 20: entry/exit stamps at most 1.02x the plain kernel's time,
geomean over the kernels; loop stamps reported separately.

    python scripts/bench_timeline.py [--kernels a,b] [--rounds 3] [--rep-ms 100]
        [--out DIR]     # DIR/timeline_overhead.json and DIR/timeline_overhead.md
    python scripts/bench_timeline.py --compile-only [--kernels a,b]   # no GPU: compile
        # every variant for sm_90 and check its stamps
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# variant -> (stamp places, fixed slots: True one pair per warp, False none: all claim)
VARIANTS = {"entry_exit": (("entry", "exit"), True),
            "loops": (("entry", "exit", "loops"), True),
            "entry_exit_claims": (("entry", "exit"), False),
            "entry_exit_at_entry": (("entry", "exit"), True)}
# "entry_exit_at_entry": the slot stamps as before the entry record moved to the exit (the
# entry stamp computes its slot and stores at entry; add_timeline(entry_at_exit=False))
AT_ENTRY = "entry_exit_at_entry"
# attribution experiments, BBPROF_TIMELINE_VARIANTS=inline,exitcall (either or both):
# "entry_exit_inline", the entry/exit slot stamps' PTX inline in the kernel instead of in
# the functions it calls; "entry_exit_exitcall", only the exit stamp in its function
INLINE, EXITCALL = "entry_exit_inline", "entry_exit_exitcall"
CALLS = {INLINE: (), EXITCALL: ("exit",)}       # variant -> the stamps in functions
for _extra in os.environ.get("BBPROF_TIMELINE_VARIANTS", "").split(","):
    if _extra in ("inline", "exitcall"):
        VARIANTS[INLINE if _extra == "inline" else EXITCALL] = (("entry", "exit"), True)
WARP = 32


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernels", default=None, help="comma-separated names")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--records-per-warp", type=int, default=64)
    parser.add_argument("--out", type=Path, help="folder for the JSON and the table")
    parser.add_argument("--compile-only", action="store_true",
                        help="compile every variant for sm_90 and check its stamps (no GPU)")
    return parser.parse_args(argv)


def chosen(names: str | None):
    from bench_kernels import all_specs

    specs = {s.name: s for s in all_specs()}
    if names is None:
        return list(specs.values())
    wanted = [n for n in names.split(",") if n]
    unknown = [n for n in wanted if n not in specs]
    if unknown:
        raise SystemExit(f"bench_timeline.py: unknown kernel(s) {', '.join(unknown)}; "
                         f"known: {', '.join(specs)}")
    return [specs[n] for n in wanted]


def stamp_session(at: tuple[str, ...], records: int, waves: int | None = None,
                  nvptx_calls: tuple[str, ...] = ("entry", "exit"),
                  entry_at_exit: bool | None = None):
    """A ``bbprof.triton`` session whose llir stage adds timeline stamps only (no block
    counters), ``waves`` fixed slot pairs (None: the default); ``session.stamped`` maps
    Triton's hash to (TritonKernel, TimelineGlobal, stamped llir)."""
    from bbprof.runtime.triton import TritonKernel, TritonSession

    class StampSession(TritonSession):
        def __init__(self):
            super().__init__(count_launches=False)
            self.stamped = {}
            self._pipeline_hash = hashlib.sha256(
                f"bbprof-timeline-{id(self)}-{at}-{records}-{waves}-{nvptx_calls}-"
                f"{entry_at_exit}".encode()
            ).hexdigest()

        def _instrument(self, text, metadata, num_warps, backend="cuda", arch=None,
                        build=None):
            from bbprof.ir import load_module
            from bbprof.ir.skew import for_llvm
            from bbprof.timeline.instrument import add_timeline

            digest = metadata.get("hash") or hashlib.sha256(text.encode()).hexdigest()
            module = load_module(f"<triton {digest[:12]}>", "nvptx", text=text)
            stamped, section = add_timeline(module, records=records, arch=arch, at=at,
                                            waves=waves, nvptx_calls=nvptx_calls,
                                            entry_at_exit=entry_at_exit)
            name = metadata.get("name") or section.sites[0]
            kernel = TritonKernel(name=name, hash=digest, block_map=None,
                                  num_warps=num_warps, llir=text)
            self.kernels[digest] = kernel       # _loaded fills in the module handle
            self.stamped[digest] = (kernel, section, stamped)
            return for_llvm(stamped, original=text)[0]

        def _read_all(self):
            return {}

    return StampSession()


def compile_only(specs) -> int:
    """Compile every stamped variant of each kernel for sm_90 (ptxas included): the PTX
    must hold one slot store per slot stamp of the IR (an entry's 16-byte store, an
    exit's reduction) and one cursor claim per claiming stamp."""
    import re

    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    from bbprof.timeline.instrument import DEFERRED_ENTRY

    failures = 0
    for spec in specs:
        row = []
        for variant, (at, slots) in VARIANTS.items():
            src = ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
            with stamp_session(at, 1024, None if slots else 0,
                               nvptx_calls=CALLS.get(variant, ("entry", "exit")),
                               entry_at_exit=False if variant == AT_ENTRY else None) as session:
                compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                                          options={"num_warps": spec.num_warps})
            ((_, section, text),) = session.stamped.values()
            ptx = compiled.asm["ptx"]
            stamps = text.count(", ptr addrspace(1) %__bbprof.tl.buf, i32 %__bbprof.tl.lt")
            claims = len(re.findall(r"atom\.global\.add\.u64 %bbt_i", ptx))
            # an entry whose record the exits write (entry_at_exit): its clocks' read,
            # and the exit's store of the entry's words 2-3 (its low halves: a parameter)
            slot_stamps = (len(re.findall(r'"l(?:,l)?"\(ptr addrspace\(1\) @__bbprof_timeline',
                                          text)) + text.count(f"{DEFERRED_ENTRY} = call"))
            slot_stores = (ptx.count("st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c}")
                           + len(re.findall(r"st\.global\.v2\.u64 \[%bbt_a\+16\], "
                                            r"\{%bbt_g, %rd\d+\}", ptx))
                           + ptx.count("red.global.max.u64 [%bbt_a+32], %bbt_t"))
            ok = (stamps == claims and slot_stamps == slot_stores
                  and (slot_stamps >= 2 if slots else stamps >= 2 and not slot_stamps)
                  and "__bbprof_counters" not in text)
            failures += not ok
            row.append(f"{variant}: {slot_stamps} slot stamps ({slot_stores} in the PTX), "
                       f"{stamps} claiming ({claims} claims), "
                       f"{len(section.loops)} loop(s){'' if ok else ' MISMATCH'}")
        print(f"{spec.name:18s} " + "; ".join(row), flush=True)
    print(f"{len(specs)} kernels compiled, {failures} mismatches")
    return 1 if failures else 0


def _zeroer(driver, torch, ptr, nbytes):
    stream = driver.CUstream(torch.cuda.current_stream().cuda_stream)

    def zero():
        (err,) = driver.cuMemsetD8Async(ptr, 0, nbytes, stream)
        if int(err) != 0:
            raise RuntimeError(f"cuMemsetD8Async: {err}")
    return zero


def _global(driver, module: int, symbol: str):
    err, ptr, nbytes = driver.cuModuleGetGlobal(driver.CUmodule(module), symbol.encode())
    if int(err) != 0:
        raise RuntimeError(f"cuModuleGetGlobal({symbol}): {err}")
    return ptr, int(nbytes)


def read_timeline(driver, kernel, section, launched: int, shape=None):
    """The cursors and records of the last launch (bbprof.timeline.records); ``shape``:
    its grid and warps per block (compact slots)."""
    import numpy as np

    from bbprof.timeline.records import LaunchTimeline

    driver.cuCtxSynchronize()
    cursor = None
    if section.cursor_symbol is not None:
        cursor_ptr, cursor_bytes = _global(driver, kernel.module, section.cursor_symbol)
        cursor = np.empty(cursor_bytes, np.uint8)
        driver.cuMemcpyDtoH(cursor.ctypes.data, cursor_ptr, cursor_bytes)
        cursor = cursor.tobytes()
    buf_ptr, nbytes = _global(driver, kernel.module, section.symbol)
    buf = np.empty(nbytes, np.uint8)
    driver.cuMemcpyDtoH(buf.ctypes.data, buf_ptr, nbytes)
    return LaunchTimeline.from_raw(cursor, buf.tobytes(), section.records,
                                   section.regions, section.cursor_words, section.waves,
                                   launched, section.compact_slots, shape)


def run_one(spec, opts, torch, n_sm, driver):
    from bench_overhead import time_interleaved

    from bbprof.timeline.decode import loop_phases, summary, wave_spans
    from bbprof.timeline.instrument import MAX_RECORDS
    from bbprof.timeline.records import TimelineCapture

    setup = spec.build(torch, n_sm)
    spec.check_args(setup.args)
    launch = dict(setup.args, **spec.constexprs)
    params = [launch[k] for k in spec.signature]
    grid = setup.grid
    programs = grid[0] * grid[1] * grid[2]
    warps = programs * spec.num_warps
    name = spec.fn.fn.__name__
    built = {}
    for variant, (at, slots) in VARIANTS.items():
        # one slot pair per launched warp; claiming stamps get records_per_warp each
        claiming = "loops" in at or not slots
        records = min(MAX_RECORDS, (2 * warps if slots else 0)
                      + (max(1024, opts.records_per_warp * warps) if claiming else 0))
        with stamp_session(at, records, warps if slots else 0,
                           nvptx_calls=CALLS.get(variant, ("entry", "exit")),
                           entry_at_exit=False if variant == AT_ENTRY else None) as session:
            ck = spec.fn[grid](**launch, num_warps=spec.num_warps)
        torch.cuda.synchronize()
        ((kernel, section, _),) = [v for v in session.stamped.values()
                                   if v[0].name == name]
        out = {k: setup.args[k].clone() for k in setup.outs}
        for k in setup.outs:
            setup.args[k].zero_()
        built[variant] = (ck, kernel, section, out)
    ck_plain = spec.fn[grid](**launch, num_warps=spec.num_warps)
    torch.cuda.synchronize()
    assert "__bbprof_timeline" not in ck_plain.asm["ptx"], "the plain binary is stamped"
    out_plain = {k: setup.args[k].clone() for k in setup.outs}
    correct, detail = setup.check(out_plain)
    cursor_bytes = max(8 * v[2].regions * v[2].cursor_words for v in built.values())
    cursor_bytes = max(cursor_bytes, 128)
    dummy = torch.zeros(cursor_bytes // 8, dtype=torch.int64, device="cuda")
    runs = {}
    zero_plain = _zeroer(driver, torch, dummy.data_ptr(), cursor_bytes)
    launch_plain = ck_plain[grid]
    runs["plain"] = lambda *p: (zero_plain(), launch_plain(*p))
    rows = {}
    for variant, (ck, kernel, section, out) in built.items():
        assert kernel.module is not None, f"{variant}: Triton never loaded the kernel"
        if setup.exact_outputs:
            identical = all(torch.equal(out[k], out_plain[k]) for k in setup.outs)
        else:
            identical = all(torch.allclose(out[k].float(), out_plain[k].float(), rtol=1e-4,
                                           atol=1e-4) for k in setup.outs)
        if section.cursor_symbol is not None:
            cursor_ptr, nbytes = _global(driver, kernel.module, section.cursor_symbol)
            zero = _zeroer(driver, torch, cursor_ptr, nbytes)
        else:       # slot stamps overwrite their slots: the same reset's cost, a dummy
            zero = _zeroer(driver, torch, dummy.data_ptr(), cursor_bytes)
        buf_ptr, buf_bytes = _global(driver, kernel.module, section.symbol)
        run = ck[grid]
        zero()
        _zeroer(driver, torch, buf_ptr, buf_bytes)()    # valid slots: this launch's
        run(*params)       # one launch, read back and decoded
        lt = read_timeline(driver, kernel, section, warps,
                           (tuple(grid) + (1,) * (3 - len(grid)), spec.num_warps))
        capture = TimelineCapture(steady_hz=section.steady_hz, launches=(lt,))
        spans = wave_spans(capture, section)
        phases = loop_phases(capture, section) if section.loops else None
        info = summary(spans, phases)
        rows[variant] = {
            "at": list(section.at), "records": section.records, "cursor": lt.cursor,
            "slot_waves": section.waves,
            "drops": lt.drops, "waves": info["waves"], "warps_launched": warps,
            "one_span_per_warp": info["waves"] == warps and info["unmatched_entries"] == 0,
            "loops_stamped": [list(lp) for lp in section.loops],
            "loop_phases": info.get("loop_phases"),
            "phase_shares": info.get("phase_shares"),
            "span_us": info["span_us"], "outputs_identical": identical,
            "regs": ck.n_regs, "regs_plain": ck_plain.n_regs}
        runs[variant] = (lambda z, r: (lambda *p: (z(), r(*p))))(zero, run)
    times = time_interleaved(runs, params, opts.rounds, opts.rep_ms)
    plain_ms = statistics.median(times["plain"])
    for variant, row in rows.items():
        ms = statistics.median(times[variant])
        # the records' first entry to last exit against the timed kernel (do_bench's
        # median, which includes the 8-byte reset before it): the 5% check
        span = row["span_us"][0] / 1e3 if row["span_us"] else None
        row.update(stamped_ms=ms, ratio=ms / plain_ms, rounds_ms=times[variant],
                   span_over_time=None if span is None else span / ms)
    return {"kernel": spec.name, "function": name, "shape": spec.shape, "size": setup.size,
            "grid": list(grid), "num_warps": spec.num_warps, "correct": correct,
            "correct_detail": detail, "plain_ms": plain_ms, "rounds_plain_ms": times["plain"],
            "variants": rows}


def table(results) -> str:
    head = ["kernel", "plain ms", "entry/exit ratio", "loops ratio",
            "entry/exit claiming ratio", "loops stamped", "spans = warps", "drops", "outputs",
            "loop share", "span / time", "regs plain/slots/claims"]
    extra = [AT_ENTRY, *CALLS]
    head += [f"{x} ratio (regs)" for x in extra
             if any(x in r.get("variants", {}) for r in results)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in results:
        if "error" in r:
            lines.append(f"| {r['kernel']} | ERROR: {r['error']} |" + " |" * (len(head) - 2))
            continue
        e, lp = r["variants"]["entry_exit"], r["variants"]["loops"]
        c = r["variants"]["entry_exit_claims"]
        every = list(r["variants"].values())
        shares = lp.get("phase_shares") or {}
        inside = [1 - s.get("outside loops", 1.0) for s in shares.values()]
        lines.append("| " + " | ".join([
            r["kernel"], f"{r['plain_ms']:.4f}", f"{e['ratio']:.3f}", f"{lp['ratio']:.3f}",
            f"{c['ratio']:.3f}", str(len(lp["loops_stamped"])),
            "yes" if all(v["one_span_per_warp"] for v in every) else "**NO**",
            str(sum(v["drops"] for v in every)),
            "ok" if r["correct"] and all(v["outputs_identical"] for v in every)
            else "**DIFFER**",
            f"{inside[0]:.1%}" if inside else "-",
            f"{e['span_over_time']:.3f}" if e.get("span_over_time") else "-",
            f"{e['regs_plain']}/{e['regs']}/{c['regs']}"]
            + [f"{r['variants'][x]['ratio']:.3f} ({r['variants'][x]['regs']})"
               for x in extra if x in r["variants"]]) + " |")
    return "\n".join(lines)


def summarize(results) -> dict:
    good = [r for r in results if "error" not in r]
    out = {"kernels": len(results), "errors": [r["kernel"] for r in results if "error" in r]}
    for variant in VARIANTS:
        have = [r for r in good if variant in r["variants"]]
        ratios = [r["variants"][variant]["ratio"] for r in have]
        if ratios:
            out[variant] = {
                "geomean": math.exp(sum(map(math.log, ratios)) / len(ratios)),
                "worst": max(ratios), "worst_kernel": have[ratios.index(max(ratios))]["kernel"],
                "one_span_per_warp": all(r["variants"][variant]["one_span_per_warp"]
                                         for r in have),
                "drops": sum(r["variants"][variant]["drops"] for r in have),
                "outputs_identical": all(r["variants"][variant]["outputs_identical"]
                                         for r in have)}
    if "entry_exit" in out:
        out["acceptance_entry_exit_geomean_le_1.02"] = out["entry_exit"]["geomean"] <= 1.02
    return out


def _progress(r) -> str:
    """A kernel's progress line: its ratios and what went wrong."""
    return f"plain {r['plain_ms']:.4f} ms " + " ".join(
        f"{v}={row['ratio']:.3f}" + ("" if row["one_span_per_warp"] else " SPANS!=WARPS")
        + (f" DROPS {row['drops']}" if row["drops"] else "")
        + ("" if row["outputs_identical"] else " OUTPUTS DIFFER")
        for v, row in r["variants"].items())


def main(argv=None) -> int:
    opts = parse_args(argv)
    specs = chosen(opts.kernels)
    cache = tempfile.TemporaryDirectory(prefix="bench-timeline-triton-cache-")
    os.environ["TRITON_CACHE_DIR"] = cache.name
    if opts.compile_only:
        return compile_only(specs)
    import torch
    import triton
    from cuda.bindings import driver
    from triton import knobs

    knobs.cache.dir = cache.name          # the plain binaries too: a private cache,
    knobs.compilation.always_compile = True   # compiled afresh (as bench_broad.py)

    n_sm = torch.cuda.get_device_properties(0).multi_processor_count
    from bench_broad import run_kernels

    results = run_kernels(specs, lambda spec: run_one(spec, opts, torch, n_sm, driver),
                          _progress, torch)
    summary = summarize(results)
    text = table(results)
    print(text, flush=True)
    for variant in VARIANTS:
        if variant in summary:
            s = summary[variant]
            print(f"{variant}: geomean {s['geomean']:.4f}x, worst {s['worst']:.4f}x "
                  f"({s['worst_kernel']}), one span per warp: {s['one_span_per_warp']}, "
                  f"drops {s['drops']}, outputs identical: {s['outputs_identical']}")
    report = {"command": " ".join(sys.argv), "device": torch.cuda.get_device_name(),
              "commit": os.environ.get("BBPROF_COMMIT", "unknown"),
              "triton": triton.__version__, "torch": torch.__version__,
              "python": platform.python_version(), "rounds": opts.rounds,
              "rep_ms": opts.rep_ms, "results": results, "summary": summary, "table": text}
    if opts.out:
        opts.out.mkdir(parents=True, exist_ok=True)
        (opts.out / "timeline_overhead.json").write_text(json.dumps(report, indent=1))
        (opts.out / "timeline_overhead.md").write_text(
            f"# Timeline stamps' overhead ({report['device']}, commit {report['commit']})\n\n"
            f"`{report['command']}`; {opts.rounds} interleaved do_bench rounds of "
            f"{opts.rep_ms} ms, ratios of round medians to the plain kernel's.\n\n"
            + text + "\n\n" + "\n".join(
                f"- {v}: geomean {summary[v]['geomean']:.4f}x, worst "
                f"{summary[v]['worst']:.4f}x ({summary[v]['worst_kernel']})"
                for v in VARIANTS if v in summary) + "\n")
    cache.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
