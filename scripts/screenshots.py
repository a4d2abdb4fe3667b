"""The pictures in docs/: the HTML report and the CFG page of the gfx942 conv (the bundled
test profile; the report joined as `bbprof report` joins it, each block's code compiled
from its IR: tests/report/html_cases.py; report-code.png: its hottest block's link
followed), the sweep page of the conv tile sweep
(tests/data/sweep/conv_tiles.toml, run here on the emulator), in headless Chromium at
1400 and 800 px wide, and the report of a profile with a timeline (the same conv on the
emulator, tests/timeline/timeline_report_case.py). cfg-large*.png: the CFG page of the
645-block Triton matmul for gfx1100, run on the emulator (tests/report/cfg_cases.py).

    python scripts/screenshots.py [--out docs] [--only sweep.png,...]

Needs Chromium (``apt-get install chromium``) and a Graphviz layout engine (graphviz-pure).
tests/report/test_browser.py checks the same pages' layout at the same widths.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "report"), str(ROOT / "tests"),
                str(ROOT / "tests" / "timeline")]

SHOTS = [("report.png", "report", 1400, 1000), ("report-800.png", "report", 800, 1000),
         ("report-code.png", "report-code", 1400, 900),
         ("cfg.png", "cfg", 1400, 1000), ("cfg-800.png", "cfg", 800, 1000),
         ("sweep.png", "sweep/sweep", 1400, 600), ("sweep-800.png", "sweep/sweep", 800, 600),
         ("timeline.png", "timeline", 1400, 1500),
         ("cfg-large.png", "cfg-large", 1400, 1000),
         ("cfg-large-800.png", "cfg-large", 800, 1000)]


def large_cfg_page() -> str:
    """The CFG page of the 645-block matmul (issue 42): its overview, issued AMDGCN
    instructions as heat."""
    from cfg_cases import matmul_645

    from bbprof.render.html import cfg_page

    return cfg_page(matmul_645(machine=True)[1], "matmul_kernel")


def main() -> None:
    from html_cases import conv_report

    from bbprof.analysis import make_report
    from bbprof.render import render_report
    from bbprof.render.html import cfg_page, code_id

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--only", default=None, help="comma-separated picture names")
    args = parser.parse_args()
    shots = [s for s in SHOTS if args.only is None or s[0] in args.only.split(",")]
    chromium = next(filter(None, map(shutil.which, ("chromium", "chromium-browser"))), None)
    if chromium is None:
        sys.exit("no Chromium: apt-get install chromium")
    wanted = {page for _, page, _, _ in shots}
    pages = {}
    if wanted & {"report", "report-code", "cfg"}:
        report = conv_report()
        hottest = report.hot_blocks(1).iloc[0]
        functions = [f.name for f in report.profile.block_map.functions]
        # the hottest block's link followed: the report in a frame, at that block's code
        # (a headless screenshot of a page scrolled to a fragment comes out blank)
        target = f"report.html#{code_id(functions.index(hottest.function), hottest.block_id)}"
        pages = {"report": render_report(report, ".html", top=10),
                 "report-code": '<!DOCTYPE html><html><body style="margin:0"><iframe '
                                f'src="{target}" style="border:0;width:100vw;height:100vh;'
                                'display:block"></iframe></body></html>',
                 "cfg": cfg_page(report, "conv2d_nhwc_kernel")}
    if "cfg-large" in wanted:
        pages["cfg-large"] = large_cfg_page()
    if "timeline" in wanted:
        from timeline_report_case import conv_profile

        pages["timeline"] = render_report(make_report(conv_profile()[0]), ".html", top=5)
    with tempfile.TemporaryDirectory(prefix="bbprof-shots-") as tmp:
        for name, html in pages.items():
            (Path(tmp) / f"{name}.html").write_text(html)
        if "sweep/sweep" in wanted:    # the sweep writes sweep.html and a report a variant
            from bbprof.sweep.runner import run_sweep
            from bbprof.sweep.spec import load_sweep

            run_sweep(load_sweep(ROOT / "tests" / "data" / "sweep" / "conv_tiles.toml"),
                      Path(tmp) / "sweep", workers=2)
        for out, page, width, height in shots:
            profile_dir = tempfile.mkdtemp(dir=tmp)
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                            "--disable-quic", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update",
                            "--disable-sync", "--disable-dev-shm-usage", "--hide-scrollbars",
                            f"--user-data-dir={profile_dir}", f"--window-size={width},{height}",
                            "--virtual-time-budget=5000",
                            f"--screenshot={args.out / out}",
                            (Path(tmp) / f"{page}.html").as_uri()],
                           check=True, capture_output=True, timeout=180)
            print(f"wrote {args.out / out} ({width}x{height})")


if __name__ == "__main__":
    main()
