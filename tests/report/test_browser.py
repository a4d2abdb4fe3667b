"""The HTML report in a real headless Chromium: it renders, offline, with its pictures."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from bbprof.render import render_report

pytestmark = pytest.mark.browser
CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(n)), None)


@pytest.mark.skipif(CHROMIUM is None, reason="no headless Chromium (apt-get install chromium)")
def test_report_renders_in_chromium(tmp_path, reports):
    page = tmp_path / "report.html"
    page.write_text(render_report(reports["conv_gfx942"], ".html", top=10))
    assert "http://" not in page.read_text().replace("http://www.w3.org", "")
    common = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
              "--disable-dev-shm-usage"]
    dom = subprocess.run([*common, "--dump-dom", page.as_uri()], capture_output=True,
                         text=True, timeout=120)
    assert dom.returncode == 0, dom.stderr[-2000:]
    assert 'id="hot-table"' in dom.stdout and 'class="seg"' in dom.stdout
    shot = tmp_path / "shot.png"
    subprocess.run([*common, f"--screenshot={shot}", "--window-size=1200,1600",
                    page.as_uri()], capture_output=True, timeout=120)
    assert shot.exists() and shot.stat().st_size > 20_000
