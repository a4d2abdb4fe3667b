"""A sweep whose -o cannot be made is one line and exit 2 (issue 38 item 1: it was a
traceback): a file on the way, a place that cannot hold folders. (Read-only folders
cannot be tested as root, which writes anywhere.)"""

from __future__ import annotations

import pytest

from bbprof.cli.main import main

from bbprof_testpaths import DATA


@pytest.mark.parametrize("where", ["file/sub", "/proc/bbprof-sweep-out"])
def test_an_unmakeable_sweep_folder_is_one_line(tmp_path, capsys, where):
    (tmp_path / "file").write_text("")
    out = where if where.startswith("/") else str(tmp_path / where)
    assert main(["sweep", str(DATA / "sweep" / "conv_tiles.toml"), "-o", out]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "cannot make the sweep's folder" in err, err
