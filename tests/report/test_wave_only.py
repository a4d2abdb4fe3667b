"""A profile that counts waves only (--counters wave) is refused by report, cfg and diff
in one line naming the mode (it was a pandas traceback: 'cannot convert NA to integer')."""

from __future__ import annotations

from importlib import resources

import pytest

from bbprof.cli.main import main


@pytest.mark.parametrize("command", [["report"], ["cfg", "-o", "c.svg"], ["diff", "SELF"]])
def test_wave_only_profiles_are_refused_in_one_line(tmp_path, capsys, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "k.ll").write_text(resources.files("bbprof.examples")
                                   .joinpath("host_loops.ll").read_text())
    assert main(["instrument", "k.ll", "--target", "host", "--counters", "wave", "-q"]) == 0
    assert main(["run", "k.bbprof.ll", "--kernel", "nested", "-a", "3", "-a", "4", "-q"]) == 0
    argv = [command[0], "k.bbprof", *("k.bbprof" if c == "SELF" else c for c in command[1:])]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "counts waves only (mode wave/" in err, err
