"""``bbprof run``'s summary for a mode that counts threads only (found on the H200: the
plugin's spanning-tree profile made the summary raise on the missing wave counts)."""

from __future__ import annotations

from bbprof.cli.main import main

from bbprof_testpaths import DATA


def test_thread_only_profile_summary(tmp_path, capsys):
    ir = tmp_path / "k.ll"
    ir.write_text((DATA / "host" / "host_loops.ll").read_text())
    assert main(["instrument", str(ir), "--target", "host", "--counters", "thread",
                 "--placement", "spanning-tree", "-q"]) == 0
    status = main(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "host", "-k", "nested",
                   "--grid", "1", "--block", "1", "-a", "i32:3", "-a", "i32:4"])
    out, err = capsys.readouterr()
    assert status == 0, err
    rows = {line.split()[1]: line.split()[2:] for line in out.splitlines()
            if line.startswith("  nested")}
    # nested(3, 4): body entered n*m = 12 times; no wave counts in this mode
    assert rows["body"] == ["12", "-"]
    assert rows["outer"] == ["4", "-"]


def test_report_of_a_thread_only_profile_is_one_line(tmp_path, capsys):
    ir = tmp_path / "k.ll"
    ir.write_text((DATA / "host" / "host_loops.ll").read_text())
    assert main(["instrument", str(ir), "--target", "host", "--counters", "thread",
                 "--placement", "every-block", "-q"]) == 0
    assert main(["run", str(tmp_path / "k.bbprof.ll"), "--backend", "host", "-k", "nested",
                 "--grid", "1", "--block", "1", "-a", "i32:3", "-a", "i32:4", "-q"]) == 0
    capsys.readouterr()
    assert main(["report", str(tmp_path / "k.bbprof")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "counts threads only" in err[0] and "Traceback" not in err[0]
