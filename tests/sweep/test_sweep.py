"""``bbprof sweep`` on the CPU: host-target variants (and the emulator's when it is
there), the local pool and a local Ray cluster, a failing variant, --resume.

Expected counts are derived by hand: nested(n, m) enters its body n*m times."""

from __future__ import annotations

import os

import numpy as np
import pandas as pd
import pytest

from bbprof.cli.main import main
from bbprof.profile import Profile
from bbprof.sweep.runner import run_sweep
from bbprof.sweep.spec import load_sweep

from bbprof_testpaths import DATA

SHAPES = [(2, 3), (3, 4), (4, 4), (5, 2), (6, 3), (1, 7)]
DETERMINISTIC = ["name", "status", "error", "kernel", "backend", "launches", "issued",
                 "unit", "hottest_block", "hottest_block_share", "hottest_loop",
                 "hottest_loop_share", "outputs_identical", "config.n", "config.m"]


def write_sweep(folder, shapes=SHAPES, broken: bool = True):
    ir = folder / "host_loops.ll"
    ir.write_text((DATA / "host" / "host_loops.ll").read_text())
    lines = ['[defaults]\nbackend = "host"\ntarget = "host"\nkernel = "nested"\n'
             'repeat = 2\n']
    for n, m in shapes:
        lines.append(f'[[variant]]\nname = "nested_{n}x{m}"\nir = "host_loops.ll"\n'
                     f'args = ["i32:{n}", "i32:{m}"]\nconfig = {{ n = {n}, m = {m} }}\n')
    if broken:   # one argument too few: this variant fails, the others complete
        lines.append('[[variant]]\nname = "broken"\nir = "host_loops.ll"\n'
                     'args = ["i32:1"]\nconfig = { n = 1, m = -1 }\n')
    path = folder / "sweep.toml"
    path.write_text("\n".join(lines))
    return path


def test_local_pool_rows_counts_and_a_failing_variant(tmp_path):
    spec = load_sweep(write_sweep(tmp_path))
    table, written = run_sweep(spec, tmp_path / "out", workers=2)
    assert [p.name for p in written][:2] == ["sweep.csv", "sweep.html"]
    assert list(table.name) == [f"nested_{n}x{m}" for n, m in SHAPES] + ["broken"]
    broken = table[table.name == "broken"].iloc[0]
    assert broken.status == "error" and "no --arg 2 for parameter 2" in broken.error
    for n, m in SHAPES:
        row = table[table.name == f"nested_{n}x{m}"].iloc[0]
        assert row.status == "ok" and row.launches == 2
        counts = Profile.load(row.profile).counts_of("nested")
        assert counts["body"][0] == 2 * n * m          # two launches
        assert counts["outer"][0] == 2 * (n + 1)
        assert row["config.n"] == n and row["config.m"] == m
    # issued IR instructions grow with n*m: the table ranks the variants by work
    ok = table[table.status == "ok"].copy()
    ok["work"] = ok["config.n"] * ok["config.m"]
    assert list(ok.sort_values("issued").name) == list(
        ok.sort_values(["work", "issued"]).name)
    csv = pd.read_csv(tmp_path / "out" / "sweep.csv")
    assert list(csv.name) == list(table.name)


def test_resume_reruns_nothing(tmp_path):
    spec = load_sweep(write_sweep(tmp_path, broken=False))
    out = tmp_path / "out"
    first, _ = run_sweep(spec, out, workers=1)
    stamps = {p.name: p.stat().st_mtime_ns for p in out.glob("*.bbprof")}
    again, _ = run_sweep(spec, out, workers=1, resume=True)
    assert set(again.status) == {"resumed"}
    assert {p.name: p.stat().st_mtime_ns for p in out.glob("*.bbprof")} == stamps
    keep = [c for c in DETERMINISTIC if c != "status"]
    pd.testing.assert_frame_equal(first[keep], again[keep])
    # a changed variant is run again, the others not
    path = write_sweep(tmp_path, shapes=[*SHAPES[:-1], (1, 8)], broken=False)
    third, _ = run_sweep(load_sweep(path), out, workers=1, resume=True)
    assert list(third.status) == ["resumed"] * 5 + ["ok"]


def test_ray_local_cluster_gives_the_same_table(tmp_path):
    pytest.importorskip("ray", reason="Ray is not installed")
    spec = load_sweep(write_sweep(tmp_path))
    local, _ = run_sweep(spec, tmp_path / "local", workers=2)
    ray_table, _ = run_sweep(spec, tmp_path / "ray", ray_address="local", workers=2,
                             ray_options={"num_cpus": 2})
    pd.testing.assert_frame_equal(local[DETERMINISTIC], ray_table[DETERMINISTIC])


def test_cli_exit_status_and_errors(tmp_path, capsys):
    path = write_sweep(tmp_path)
    assert main(["sweep", str(path), "-o", str(tmp_path / "o"), "--workers", "1"]) == 1
    captured = capsys.readouterr()
    assert "variant broken failed" in captured.err
    assert (tmp_path / "o" / "sweep.html").is_file()
    bad = tmp_path / "bad.toml"
    bad.write_text('[[variant]]\nname = "a"\n')
    assert main(["sweep", str(bad), "-o", str(tmp_path / "p")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "exactly one of ir" in err[0]
    assert not (tmp_path / "p").exists()


def test_conv_tile_sweep_on_the_emulator(tmp_path):
    """Six tile configurations of the corpus conv for gfx942 (tests/data/sweep, made by
    scripts/make_sweep_variants.py) on the emulator, local pool and Ray: identical tables,
    and every variant's entry block entered once per lane and wave of its grid."""
    from bbprof.errors import BbprofError
    from bbprof.runtime.backend import get_backend

    try:
        get_backend("emulator")
    except (BbprofError, ImportError, ValueError, KeyError) as exc:
        pytest.skip(f"no emulator backend: {exc}")
    spec = load_sweep(DATA / "sweep" / "conv_tiles.toml")
    assert len(spec.variants) >= 6
    local, _ = run_sweep(spec, tmp_path / "local", workers=2)
    assert set(local.status) == {"ok"}, local[["name", "error"]]
    for row in local.itertuples():
        profile = Profile.load(row.profile)
        frame = profile.to_dataframe()
        entry = frame[frame.is_kernel].iloc[0]
        launch = profile.launches[0]
        lanes = int(np.prod(launch.grid)) * int(np.prod(launch.block))
        assert (int(entry.thread_hits), int(entry.wave_hits)) == (lanes, lanes // 64)
    try:
        import ray  # noqa: F401
    except ImportError:
        return
    ray_table, _ = run_sweep(spec, tmp_path / "ray", ray_address="local", workers=2,
                             ray_options={"num_cpus": 2})
    keep = [c for c in DETERMINISTIC if c in local and not c.startswith("config.")]
    pd.testing.assert_frame_equal(local[keep], ray_table[keep])


@pytest.mark.parametrize("name", ["..", ".", ".hidden", "a/b", "", "x" * 101])
def test_a_variant_name_that_is_not_a_file_name_inside_o_is_refused(tmp_path, name):
    """Issue 38: a variant named '..' passed the name check and a sweep deleted
    *.bbprof and summary.json in the parent of -o; '.' deleted the other variants'
    profiles. A name must be a file name of its own inside -o."""
    from bbprof.errors import InputError

    path = tmp_path / "s.toml"
    path.write_text(f'[[variant]]\nname = "{name}"\ncommand = ["true"]\n')
    with pytest.raises(InputError, match="needs a name") as info:
        load_sweep(path)
    assert "\n" not in str(info.value)


def test_a_variant_past_its_timeout_is_stopped_whole(tmp_path):
    """A variant that never returns (a program that sleeps) is stopped after its
    `timeout`, with the program it started; the sweep goes on to the next variant."""
    import sys
    import time

    marker = tmp_path / "pid"
    sleeper = (f"import os, time; open({str(marker)!r}, 'w').write(str(os.getpid())); "
               "time.sleep(600)")
    write_sweep(tmp_path, shapes=[(2, 3)], broken=False)
    path = tmp_path / "sweep.toml"
    path.write_text(path.read_text() + '\n[[variant]]\nname = "hangs"\ntimeout = 3\n'
                    f'command = [{sys.executable!r}, "-c", {sleeper!r}]\n')
    started = time.monotonic()
    table, _ = run_sweep(load_sweep(path), tmp_path / "out", workers=1)
    assert time.monotonic() - started < 60
    rows = table.set_index("name")
    assert rows.loc["hangs", "status"] == "error"
    assert rows.loc["hangs", "error"] == "stopped after its timeout of 3 s"
    assert rows.loc["nested_2x3", "status"] == "ok"
    pid = int(marker.read_text())
    with pytest.raises(ProcessLookupError):
        for _ in range(50):
            os.kill(pid, 0)      # gone (or reaped) shortly after the stop
            time.sleep(0.1)


def test_a_timeout_must_be_seconds(tmp_path):
    from bbprof.errors import InputError

    path = write_sweep(tmp_path, shapes=[(2, 3)], broken=False)
    path.write_text(path.read_text().replace("repeat = 2", 'repeat = 2\ntimeout = "soon"'))
    with pytest.raises(InputError, match="timeout is seconds"):
        load_sweep(path)
