"""bench_broad.py's --list / --dry-run, and the helpers it shares with bench_overhead.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))


def test_kernel_counts_reads_kernel_rows_and_waves():
    pd = pytest.importorskip("pandas")
    from bench_overhead import kernel_counts

    frame = pd.DataFrame({"is_kernel": [True, True, False], "block": ["a", "b", "c"],
                          "thread_hits": [128, 256, 7],
                          "wave_hits": pd.array([4, 8, 1], dtype="UInt64")})
    rows, threads, waves = kernel_counts(SimpleNamespace(to_dataframe=lambda: frame))
    assert list(rows.block) == ["a", "b"] and threads == [128, 256] and waves == [4, 8]
    frame["wave_hits"] = pd.array([None, None, None], dtype="UInt64")
    assert kernel_counts(SimpleNamespace(to_dataframe=lambda: frame))[2] is None


def test_placement_notes_names_functions_off_the_tree():
    from bench_broad import placement_notes

    tree = SimpleNamespace(name="k", placement="spanning-tree", warp_uniform=None)
    off = SimpleNamespace(name="k2", placement="every-block",
                          warp_uniform=SimpleNamespace(reason="a call of @f"))
    assert placement_notes(SimpleNamespace(functions=(tree,))) == ""
    assert placement_notes(SimpleNamespace(functions=(tree, off))) == \
        "k2: every-block (a call of @f)"


def _run(*args):
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_broad.py"), *args],
                          capture_output=True, text=True, timeout=120)


def test_list_and_dry_run():
    pytest.importorskip("triton", reason="the benchmark kernels need Triton")
    listed = _run("--list")
    assert listed.returncode == 0, listed.stderr
    names = [line.split()[0] for line in listed.stdout.splitlines()]
    assert len(names) == len(set(names)) >= 15 and "fp8_gemm" in names
    dry = _run("--dry-run", "--kernels", "topk,histogram", "--rounds", "2")
    assert dry.returncode == 0, dry.stderr
    assert dry.stdout.splitlines()[-1].startswith("would run 2 kernels x 2 modes")
    bad = _run("--dry-run", "--kernels", "nope")
    assert bad.returncode != 0 and "unknown kernel(s) nope" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_control_ratio_in_table_and_summary():
    from bench_broad import CONTROL, REFERENCE, summarize, table

    def result(name, control, ratio):
        row = {"ratio": ratio, "thread_hits_equal_reference": True,
               "wave_hits_equal_reference": True, "outputs_identical": True,
               "not_on_tree": ""}
        return {"kernel": name, "plain_ms": 1.0, "correct": True,
                "control": {"ratio": control},
                "modes": {REFERENCE: dict(row, ratio=1.5), "default": row}}

    results = [result("a", 1.01, 1.04), result("b", 0.99, 1.00)]
    summary = summarize(results, [REFERENCE, "default"])
    assert summary[CONTROL]["worst"] == 1.01 and summary[CONTROL]["best"] == 0.99
    assert abs(summary[CONTROL]["geomean"] - (1.01 * 0.99) ** 0.5) < 1e-12
    text = table(results, [REFERENCE, "default"])
    assert f"{CONTROL} ratio" in text.splitlines()[0]
    assert "| a | 1.0000 | 1.010 | 1.040 | 1.500 |" in text


def test_time_interleaved_rotates_the_order(monkeypatch):
    import types

    from bench_overhead import time_interleaved

    order = []
    fake = types.ModuleType("triton.testing")

    def do_bench(fn, rep, return_mode):
        fn()
        return float(len(order))

    fake.do_bench = do_bench
    if "triton" not in sys.modules:      # no import of the real (slow, maybe absent) Triton
        monkeypatch.setitem(sys.modules, "triton", types.ModuleType("triton"))
    monkeypatch.setitem(sys.modules, "triton.testing", fake)
    runs = {k: (lambda *p, k=k: order.append(k)) for k in ("plain", "a", "b")}
    times = time_interleaved(runs, (), rounds=4, rep_ms=1)
    assert order == ["plain", "a", "b", "a", "b", "plain", "b", "plain", "a",
                     "plain", "a", "b"]
    assert times["plain"] == [1.0, 6.0, 8.0, 10.0]


def test_run_kernels_keeps_going_after_a_failure(capsys):
    from bench_broad import run_kernels

    emptied = []
    torch = SimpleNamespace(cuda=SimpleNamespace(empty_cache=lambda: emptied.append(1)))
    specs = [SimpleNamespace(name="a"), SimpleNamespace(name="b"), SimpleNamespace(name="c")]

    def run(spec):
        if spec.name == "b":
            raise ValueError("bad launch\nsecond line")
        return {"kernel": spec.name, "ok": True}

    rows = run_kernels(specs, run, lambda r: f"fine {r['kernel']}", torch)
    assert [r["kernel"] for r in rows] == ["a", "b", "c"]
    assert rows[1]["error"] == "ValueError: bad launch" and "Traceback" in rows[1]["traceback"]
    out = capsys.readouterr()
    assert "[1/3" in out.out and "fine a" in out.out and "ERROR ValueError: bad launch" in out.out
    assert "fine c" in out.out and len(emptied) == 3


def test_main_runs_to_the_report(monkeypatch, tmp_path, capsys):
    """main() from the kernels' rows to the summary lines and the JSON report, with a
    stand-in torch and Triton and a run_one that makes the rows (its end once raised a
    NameError on the H200 after every kernel had run, and wrote no JSON)."""
    import json
    import types

    import bench_broad

    torch = types.ModuleType("torch")
    torch.__version__ = "stand-in"
    torch.cuda = SimpleNamespace(
        get_device_properties=lambda i: SimpleNamespace(multi_processor_count=132),
        get_device_name=lambda: "stand-in GPU", get_device_capability=lambda: (9, 0),
        empty_cache=lambda: None)
    triton = types.ModuleType("triton")
    triton.__version__ = "stand-in"
    triton.knobs = SimpleNamespace(cache=SimpleNamespace(dir=None),
                                   compilation=SimpleNamespace(always_compile=False))
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.setitem(sys.modules, "triton", triton)
    row = {"ratio": 1.02, "thread_hits_equal_reference": True,
           "wave_hits_equal_reference": True, "outputs_identical": True, "not_on_tree": ""}

    def run_one(spec, modes, opts, torch_, n_sm):
        assert torch_ is torch and n_sm == 132
        return {"kernel": spec.name, "plain_ms": 1.0, "correct": True,
                "modes": {m: dict(row, ratio=1.5 if m == bench_broad.REFERENCE else 1.02)
                          for m in modes}}

    monkeypatch.setattr(bench_broad, "run_one", run_one)
    monkeypatch.setattr(bench_broad, "chosen", lambda opts: [SimpleNamespace(name="layer_norm"),
                                                              SimpleNamespace(name="topk")])
    out = tmp_path / "broad.json"
    assert bench_broad.main(["--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "default: geomean 1.0200x" in text and "kernels 2, errors none" in text
    report = json.loads(out.read_text())
    assert [r["kernel"] for r in report["results"]] == ["layer_norm", "topk"]
    assert report["device"] == "stand-in GPU" and report["summary"]["kernels"] == 2
