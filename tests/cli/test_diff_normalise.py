"""`bbprof diff` of profiles with different launch counts, and of host profiles (issue 42,
item 6).

A profile's counts are sums over its launches: a diff of one launch against three of the
same kernel compares per launch (B / A = 1), and says so in the text, the JSON and the
CSV. Host profiles count IR instructions, which have no instruction group: the group table
is the total alone, not ten rows of zeros under a total that changes.

Expected counts come from the host example's control flow (``nested(n, m)`` of
bbprof/examples/host_loops.ll, derived below from its loops) and from the number of
instructions in each of its blocks, read from the IR text here; GPU tables come from
``Profile.combine`` of one recorded launch with itself (three identical launches)."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from bbprof.cli.main import main
from bbprof.profile import Profile

from bbprof_testpaths import DATA

HOST_IR = resources.files("bbprof.examples").joinpath("host_loops.ll").read_text()
CONV = DATA / "report" / "conv_gfx942.bbprof"
CONV_STATIC = DATA / "report" / "conv_gfx942.gfx942.static.csv"


def nested_hits(n: int, m: int) -> dict[str, int]:
    """Entries of each block of @nested in one call: outer loop i < n, inner loop j < m,
    the odd arm where i + j is odd."""
    pairs = [(i, j) for i in range(n) for j in range(m)]
    odd = sum((i + j) % 2 for i, j in pairs)
    return {"entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m, "odd": odd,
            "even": n * m - odd, "inner.latch": n * m, "outer.latch": n, "exit": 1}


def nested_instructions() -> dict[str, int]:
    """IR instructions per block of @nested, counted in the IR text."""
    body = HOST_IR.split("define i64 @nested", 1)[1].split("\n}", 1)[0]
    sizes, block = {}, None
    for line in body.splitlines()[1:]:
        label = re.match(r"^([\w.]+):", line)
        if label:
            block = label.group(1)
            sizes[block] = 0
        elif line.strip() and block is not None:
            sizes[block] += 1
    return sizes


def nested_issued(n: int, m: int, calls: int = 1) -> dict[str, int]:
    size = nested_instructions()
    return {b: calls * hits * size[b] for b, hits in nested_hits(n, m).items()}


@pytest.fixture(scope="module")
def host_run(tmp_path_factory):
    """``run(name, n, m, launches=1, grid=1)``: a profile of nested(n, m) on the host."""
    work = tmp_path_factory.mktemp("host")
    (work / "host_loops.ll").write_text(HOST_IR)
    assert main(["instrument", str(work / "host_loops.ll"), "--target", "host", "-q"]) == 0

    def run(name: str, n: int, m: int, launches: int = 1, grid: int = 1) -> str:
        out = work / f"{name}.bbprof"
        assert main(["run", str(work / "host_loops.bbprof.ll"), "--backend", "host",
                     "--kernel", "nested", "--grid", str(grid), "--block", "1",
                     "--arg", str(n), "--arg", str(m), "--repeat", str(launches),
                     "-o", str(out), "-q"]) == 0
        return str(out)

    return run


def diff_json(capsys, tmp_path, *args) -> tuple[dict, str]:
    out = tmp_path / "d.json"
    capsys.readouterr()
    assert main(["diff", *map(str, args), "-o", str(out)]) == 0
    return json.loads(out.read_text()), " ".join(capsys.readouterr().out.split())


def nested_blocks(doc: dict, side: str) -> dict[str, float]:
    return {r[f"block_{side}"]: r[f"issued_{side}"] for r in doc["blocks"]
            if r["function"] == "nested"}


def test_one_launch_against_three_of_the_same_kernel_is_per_launch(host_run, tmp_path,
                                                                    capsys):
    a, b = host_run("one", 4, 6), host_run("three", 4, 6, launches=3)
    assert Profile.load(b).total_launches == 3
    doc, text = diff_json(capsys, tmp_path, a, b)
    note = "A: 1 launch, B: 3 launches: counts are per launch"
    assert note in text and any(n.startswith(note) for n in doc["notes"])
    assert "per launch" in text.split("Blocks that changed most", 1)[1].split(")", 1)[0]
    assert doc["counts"]["counts"] == "per launch"
    assert (doc["counts"]["launches_a"], doc["counts"]["launches_b"]) == (1, 3)
    for row in doc["groups"]:
        assert row["ratio"] == 1.0 and row["delta"] == 0
    assert " 1.00" in text and "3.00" not in text
    assert nested_blocks(doc, "a") == nested_blocks(doc, "b") == nested_issued(4, 6)
    assert all(r["issued_delta"] == 0 for r in doc["blocks"] + doc["lines"])


def test_totals_keeps_the_sums_and_says_so(host_run, tmp_path, capsys):
    a, b = host_run("one", 4, 6), host_run("three", 4, 6, launches=3)
    doc, text = diff_json(capsys, tmp_path, a, b, "--totals")
    assert "counts are each side's sums over all its launches (--totals), not per launch" \
        in text
    assert doc["counts"]["counts"] == "total"
    total = {r["group"]: r for r in doc["groups"]}["total"]
    assert total["issued_b"] == 3 * total["issued_a"] == 3 * sum(nested_issued(4, 6).values())
    assert nested_blocks(doc, "b") == nested_issued(4, 6, calls=3)


def test_per_launch_counts_are_each_sides_own(host_run, tmp_path, capsys):
    """Other work on each side: B's per-launch counts are one call of nested(5, 3), not
    its sum over three launches; the per-line table too."""
    a, b = host_run("one", 4, 6), host_run("other", 5, 3, launches=3)
    doc, text = diff_json(capsys, tmp_path, a, b)
    want_a, want_b = nested_issued(4, 6), nested_issued(5, 3)
    assert nested_blocks(doc, "a") == want_a and nested_blocks(doc, "b") == want_b
    total = {r["group"]: r for r in doc["groups"]}["total"]
    assert (total["issued_a"], total["issued_b"]) == (sum(want_a.values()),
                                                    sum(want_b.values()))
    assert total["ratio"] == pytest.approx(sum(want_b.values()) / sum(want_a.values()))
    lines = {r["function"]: r for r in doc["lines"]}["nested"]
    assert (lines["issued_a"], lines["issued_b"]) == (total["issued_a"], total["issued_b"])
    ranked = [abs(r["issued_delta"]) for r in doc["blocks"]]
    assert ranked == sorted(ranked, reverse=True)


def test_the_csv_says_per_launch_on_every_row(host_run, tmp_path, capsys):
    import pandas as pd

    a, b = host_run("one", 4, 6), host_run("three", 4, 6, launches=3)
    out = tmp_path / "d.csv"
    assert main(["diff", a, b, "-o", str(out)]) == 0
    frame = pd.read_csv(out)
    assert set(frame["counts"]) == {"per launch"}
    assert set(frame["launches_a"]) == {1} and set(frame["launches_b"]) == {3}
    assert (frame.issued_delta == 0).all()


def test_other_grids_are_said_and_not_divided_out(host_run, tmp_path, capsys):
    """A host launch runs the function once per grid x block "thread": grid 2 is twice
    the work per launch, and the diff says the shapes differ rather than hiding it."""
    a, b = host_run("one", 4, 6), host_run("grid2", 4, 6, launches=2, grid=2)
    doc, text = diff_json(capsys, tmp_path, a, b)
    assert "A: 1 launch, B: 2 launches: counts are per launch" in text
    assert ("launch shapes differ (A: grid 1x1x1 x block 1x1x1; B: grid 2x1x1 x block "
            "1x1x1): counts are not scaled by grid or block size") in text
    assert nested_blocks(doc, "b") == nested_issued(4, 6, calls=2)
    assert doc["counts"]["shapes_b"] == [{"grid": [2, 1, 1], "block": [1, 1, 1]}]


def test_equal_launch_counts_compare_the_sums(host_run, tmp_path, capsys):
    a, b = host_run("one", 4, 6), host_run("wider", 6, 6)
    doc, text = diff_json(capsys, tmp_path, a, b)
    assert doc["counts"]["counts"] == "total" and "per launch" not in text
    assert not any("launch" in n for n in doc["notes"])
    assert nested_blocks(doc, "b") == nested_issued(6, 6)
    assert all(isinstance(r["issued_b"], int) for r in doc["blocks"])


def test_host_diff_has_no_zero_group_rows(host_run, tmp_path, capsys):
    """IR instructions have no group: the group table is the total, which is the sum of
    the blocks; the text says why there are no group rows."""
    a, b = host_run("one", 4, 6), host_run("wider", 6, 6)
    doc, text = diff_json(capsys, tmp_path, a, b)
    assert [r["group"] for r in doc["groups"]] == ["total"]
    total = doc["groups"][0]
    assert total["issued_a"] == sum(nested_issued(4, 6).values()) == \
        sum(r["issued_a"] for r in doc["blocks"] if r["function"] == "nested")
    assert total["issued_b"] == sum(nested_issued(6, 6).values())
    assert "address/integer arithmetic" not in text and "control flow" not in text
    assert ("host code: counts are IR instructions (bbprof has no machine-code mix for the "
            "CPU), which belong to no instruction group") in text
    assert not any(k.startswith("int_arith") for k in doc["blocks"][0])
    capsys.readouterr()
    assert main(["diff", a, b, "--sort", "int_arith"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "cannot sort by 'int_arith': the profiles count IR" in err


def test_gpu_groups_per_launch(tmp_path, capsys):
    """The recorded gfx942 conv (one launch) against three launches of it: every group
    row, block and line is the same per launch; --totals gives each side's sums."""
    three = tmp_path / "three.bbprof"
    one = Profile.load(CONV)
    Profile.combine([one, one, one]).save(three)
    static = ["--static-a", CONV_STATIC, "--static-b", CONV_STATIC]
    doc, text = diff_json(capsys, tmp_path, CONV, three, *static)
    assert "A: 1 launch, B: 3 launches: counts are per launch" in text
    groups = {r["group"]: r for r in doc["groups"]}
    assert len(groups) == 11 and groups["int_arith"]["issued_a"] > 0
    for row in doc["groups"]:
        assert row["issued_b"] == row["issued_a"] and row["delta"] == 0
        assert row["ratio"] == 1.0 or row["issued_a"] == 0
    assert all(r["issued_delta"] == 0 and r["int_arith_delta"] == 0 for r in doc["blocks"])
    assert all(r["issued_delta"] == 0 for r in doc["lines"])
    doc, text = diff_json(capsys, tmp_path, CONV, three, *static, "--totals")
    for row in doc["groups"]:
        assert row["issued_b"] == 3 * row["issued_a"]
    assert "3.00" in text and "not per launch" in text
    assert "Issued instructions by group group" in text     # its title: not per launch


def test_a_side_with_several_kernels_is_not_divided(host_run, tmp_path, capsys):
    import dataclasses

    a, b = host_run("one_k", 4, 6), host_run("three_k", 4, 6, launches=3)
    profile = Profile.load(b)      # and one launch of another function, recorded with it
    profile.launches.append(dataclasses.replace(profile.launches[0], kernel="driver",
                                                launches=1))
    mixed = tmp_path / "mixed.bbprof"
    profile.save(mixed)
    doc, text = diff_json(capsys, tmp_path, a, mixed)
    assert doc["counts"]["counts"] == "total"
    assert "launched several kernels, driver, nested" in text
    assert nested_blocks(doc, "b") == nested_issued(4, 6, calls=3)     # the sums
