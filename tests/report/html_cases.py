"""The pages the HTML tests (test_html_page.py, test_browser.py) and scripts/screenshots.py
look at: the gfx942 conv report with its blocks' code, a host report of four functions,
and a sweep table as wide as a real one."""

from __future__ import annotations

import ctypes

import pandas as pd

from bbprof.analysis import make_report
from bbprof.isa.groups import GROUPS
from bbprof.sweep.variant import COLUMNS

from bbprof_testpaths import DATA

from conftest import load_case

CONV_IR = DATA / "amd" / "triton" / "gfx942" / "conv2d_implicit_gemm.ll"


def conv_report():
    """The conv_gfx942 test profile joined as ``bbprof report`` joins it: the static mix
    and each block's code compiled from its IR (the file the block map names)."""
    from bbprof.isa.static_mix import static_mix_and_listing

    profile, _ = load_case("conv_gfx942")
    static, listing = static_mix_and_listing(profile, ir_path=CONV_IR)
    return make_report(profile, static, listing=listing)


def host_report():
    """host_loops.ll after nested(4, 6) and driver(9): four functions ran (driver calls
    classify and square), each with its blocks' IR."""
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.isa.listing import block_listing
    from bbprof.profile import Profile
    from bbprof.runtime.host import HostProgram

    module = load_module(DATA / "host" / "host_loops.ll", "host")
    result = instrument(module)
    program = HostProgram(result.text, result.block_map)
    program.function("nested", ctypes.c_int64, ctypes.c_int32, ctypes.c_int32)(4, 6)
    program.function("driver", ctypes.c_int64, ctypes.c_int32)(9)
    profile = Profile.from_counters(result.block_map, program.read_counters(),
                                    cfg_hash=program.cfg_hash())
    return make_report(profile, listing=block_listing(module))


def sweep_table(folder=None, variants: int = 12) -> pd.DataFrame:
    """A sweep table of the conv tile sweep's shape: four config columns, every
    instruction group, long names and one failed variant. Issued counts reach the
    millions (the page writes "12.3M"); times differ per variant."""
    rows = []
    for i in range(variants):
        m, n, k, w = (32, 64)[i % 2], (64, 32)[i // 2 % 2], (16, 32, 64)[i % 3], 2 + 2 * (i % 2)
        name = f"conv_gfx942_{m}x{n}x{k}_w{w}_v{i}"
        row = {c: None for c in COLUMNS}
        row.update({"name": name, "status": "ok", "error": "", "kernel": "conv2d_nhwc_kernel",
                    "backend": "emulator", "device": "bbprof SIMT emulator", "arch": "gfx942",
                    "launches": 5, "kernel_ms": 10.0 + 7.5 * ((i * 7) % 11),
                    "baseline_ms": 5.0 + (i % 4), "issued": 900_000 * (i + 1) + 12_345 * i,
                    "unit": "AMDGCN instructions", "simd_utilization": 0.9 + 0.005 * i,
                    "hottest_block": f"conv2d_nhwc_kernel:{200 + 17 * i}",
                    "hottest_block_share": 0.05 + 0.01 * i,
                    "hottest_loop": "conv2d_nhwc_kernel:151", "hottest_loop_share": 0.9,
                    "outputs_identical": True,
                    "config.BLOCK_M": m, "config.BLOCK_N": n, "config.BLOCK_K": k,
                    "config.num_warps": w})
        row["overhead"] = row["kernel_ms"] / row["baseline_ms"]
        for j, g in enumerate(GROUPS):
            share = (j + 1 + i % 3) / 70
            row[f"share.{g}"] = share
            row[f"issued.{g}"] = int(share * row["issued"])
        if folder is not None:
            row["profile"] = str(folder / f"{name}.bbprof")
            row["report"] = str(folder / f"{name}.report.html")
        rows.append(row)
    broken = rows[-1]
    broken.update({"status": "error", "error": "the variant's process ended with status -9",
                   **{c: None for c in ("kernel_ms", "baseline_ms", "overhead", "issued",
                                        "simd_utilization", "report", "profile")}})
    from bbprof.sweep.table import sweep_table as make_table

    return make_table(rows)
