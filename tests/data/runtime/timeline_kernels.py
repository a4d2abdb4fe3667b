"""Triton kernels of the timeline tests (tests/gpu/test_timeline_gpu.py, tests/timeline/),
and the persistent kernel's run and checks, shared by the GPU test and its emulator twin.

``persistent_kernel``: launched with one program per SM, each program loops over the tiles
``pid, pid + programs, ...`` (``n_tiles / programs`` of them when that divides) and runs
``n_iter`` steps of ``acc = acc * 0.5 + x`` on each tile: one long wave per warp slot,
whose tile loop is its only outermost loop.
"""

import triton
import triton.language as tl

SIGNATURE = {"x_ptr": "*fp32", "out_ptr": "*fp32", "n_tiles": "i32", "n_iter": "i32",
             "BLOCK": "constexpr"}
BLOCK = 512
NUM_WARPS = 4


@triton.jit
def persistent_kernel(x_ptr, out_ptr, n_tiles, n_iter, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    programs = tl.num_programs(0)
    for tile in range(pid, n_tiles, programs):
        offs = tile * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        acc = tl.zeros([BLOCK], tl.float32)
        for _ in range(n_iter):
            acc = acc * 0.5 + x
        tl.store(out_ptr + offs, acc)


def persistent_llir() -> str:
    """The kernel's LLVM IR for the H200 (sm_90), made by Triton without a GPU."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    src = ASTSource(fn=persistent_kernel, signature=SIGNATURE, constexprs={"BLOCK": BLOCK})
    compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                              options={"num_warps": NUM_WARPS})
    return compiled.asm["llir"]


def tile_loop_header(llir: str) -> str:
    """The persistent kernel's tile loop: the outermost loop that holds the step loop
    (LLVM unswitches the tile loop on n_iter > 0; the copy for n_iter <= 0 has none)."""
    from bbprof.ir import load_module
    from bbprof.ir.cfg import analyze

    module = load_module("<persistent>", "nvptx", text=llir)
    (fn,) = [f for f in module.functions if f.is_kernel]
    loops = analyze(fn).loops
    (outer,) = [lp for lp in loops if lp.depth == 1
                and any(inner.parent == lp.header for inner in loops)]
    return fn.blocks[outer.header].name


TILES = 8            # tiles per program of the persistent kernel


def run_persistent(tmp_path, backend: str, units: int, steps: int, repeat: int = 2):
    """Stamp the persistent kernel (entry, exit, outermost loops, every tile-loop
    iteration), run it with one program per unit through ``bbprof run``; (Profile,
    tile-loop header)."""
    from bbprof.cli.main import main
    from bbprof.profile import Profile

    llir = persistent_llir()
    header = tile_loop_header(llir)
    src = tmp_path / "persistent.llir"
    src.write_text(llir)
    waves = units * NUM_WARPS
    assert main(["instrument", str(src), "--timeline", "--timeline-at", "entry,exit,loops",
                 "--timeline-loop", header, "--timeline-records", str(32 * waves),
                 "--timeline-waves", str(waves), "-q"]) == 0
    n = units * TILES * BLOCK
    assert main(["run", str(tmp_path / "persistent.bbprof.ll"), "--backend", backend,
                 "--grid", str(units), "--block", str(NUM_WARPS * 32), "-a",
                 f"f32[{n}]:random", "-a", f"f32[{n}]", "-a", str(units * TILES), "-a",
                 str(steps), "-n", str(repeat), "-q"]) == 0
    return Profile.load(tmp_path / "persistent.bbprof"), header


def check_persistent(profile, units: int, header: str) -> list[str]:
    """One program of NUM_WARPS warps per unit, each looping over TILES tiles: one span
    per warp, every unit running one program's warps, each warp's span at least 90% of
    the launch, one tile-loop phase per warp inside its span, TILES iteration records
    per warp (the tile loop's trip count), the tile loop's share of the waves' time above
    0.9. Returns a line of figures per launch."""
    from bbprof.timeline.decode import (iterations, loop_phases, phase_shares,
                                        records_frame, wave_spans)

    section = profile.block_map.timeline
    capture = profile.timeline
    assert all(lt.drops == 0 for lt in capture.launches)
    records = records_frame(capture, section)
    spans = wave_spans(capture, section, records)
    assert spans.unmatched_entries == 0 and spans.unmatched_exits == 0
    phases = loop_phases(capture, section, records)
    assert phases.unmatched_entries == 0 and phases.unmatched_exits == 0
    its = iterations(records)
    waves = units * NUM_WARPS
    lines = []
    for launch, group in spans.spans.groupby("launch"):
        assert len(group) == waves
        per_unit = group.groupby("unit").size()
        assert len(per_unit) == units and (per_unit == NUM_WARPS).all(), \
            per_unit.value_counts()
        launch_us = group.end_us.max() - group.start_us.min()
        assert (group.dur_us >= 0.9 * launch_us).all(), group.dur_us.describe()
        p = phases.phases[phases.phases.launch == launch]
        assert len(p) == waves and set(p.loop) == {header}
        joined = p.merge(group, on=["block_x", "wave"], suffixes=("", "_w"))
        assert len(joined) == waves
        assert ((joined.start_us >= joined.start_us_w)
                & (joined.end_us <= joined.end_us_w)).all()
        per_wave = its[its.launch == launch].groupby(["block_x", "wave"]).size()
        assert len(per_wave) == waves and (per_wave == TILES).all()
        share = phase_shares(group, p).set_index("phase").share[f"loop {header}"]
        assert share > 0.9
        lines.append(f"launch {launch}: {launch_us:.1f} us, shortest warp "
                     f"{group.dur_us.min() / launch_us:.4f} of it, tile loop share "
                     f"{share:.4f}")
    return lines
