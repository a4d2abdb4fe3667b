"""The pictures in docs/: the HTML report and the CFG page of the gfx942 conv (the bundled
test profile), in headless Chromium at 1400 and 800 px wide, and the report of a profile
with a timeline (the same conv on the emulator, tests/timeline/timeline_report_case.py).

    python scripts/screenshots.py [--out docs] [--only timeline.png,...]

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
         ("cfg.png", "cfg", 1400, 1000), ("cfg-800.png", "cfg", 800, 1000),
         ("timeline.png", "timeline", 1400, 1500)]


def main() -> None:
    from conftest import load_case

    from bbprof.analysis import make_report
    from bbprof.render import render_report
    from bbprof.render.html import cfg_page

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
    if wanted & {"report", "cfg"}:
        report = make_report(*load_case("conv_gfx942"))
        pages = {"report": render_report(report, ".html", top=10),
                 "cfg": cfg_page(report, "conv2d_nhwc_kernel")}
    if "timeline" in wanted:
        from timeline_report_case import conv_profile

        pages["timeline"] = render_report(make_report(conv_profile()[0]), ".html", top=5)
    with tempfile.TemporaryDirectory(prefix="bbprof-shots-") as tmp:
        for name, html in pages.items():
            (Path(tmp) / f"{name}.html").write_text(html)
        for out, page, width, height in shots:
            profile_dir = tempfile.mkdtemp(dir=tmp)
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                            "--disable-quic", "--no-first-run",
                            "--disable-background-networking", "--disable-component-update",
                            "--disable-sync", "--disable-dev-shm-usage", "--hide-scrollbars",
                            f"--user-data-dir={profile_dir}", f"--window-size={width},{height}",
                            f"--screenshot={args.out / out}",
                            (Path(tmp) / f"{page}.html").as_uri()],
                           check=True, capture_output=True, timeout=180)
            print(f"wrote {args.out / out} ({width}x{height})")


if __name__ == "__main__":
    main()
