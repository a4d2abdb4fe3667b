"""Issue 42's walk-through, replayed: a new user's first hour and a daily user's second
day, one test (or more) per point the issue lists, each of which failed at 89eeb12.

Points 6 (diff per launch), 7 (CFG pictures at 1000 blocks) and 9 (the HTML report's
sorting, filter and links) have their detailed tests beside their code
(tests/cli/test_diff_normalise.py, tests/report/test_cfg_overview.py,
tests/report/test_html_page.py); here each gets the check a user would make first."""

from __future__ import annotations

import json
import os
import pty
import re
import shlex
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

from bbprof.cli.main import main
from bbprof.profile import Profile

from bbprof_testpaths import DATA, TESTS

EXAMPLES = resources.files("bbprof.examples")
CONV = DATA / "report" / "conv_gfx942.bbprof"


def copy_example(tmp_path: Path, name: str, as_name: str | None = None) -> Path:
    path = tmp_path / (as_name or name)
    path.write_text(EXAMPLES.joinpath(name).read_text())
    return path


def last_error(capsys) -> str:
    lines = capsys.readouterr().err.strip().splitlines()
    err = lines[-1]        # after what the command chose (a backend: ...), one error line
    assert err.startswith("bbprof: error: ") and all(
        not l.startswith("bbprof: error") for l in lines[:-1]), lines
    return err


# 1. `instrument k.ll -o X.ll` writes X.json; `run X.ll` looks for X.json
def test_1_run_finds_the_map_instrument_wrote_with_o(tmp_path, capsys):
    source = copy_example(tmp_path, "host_loops.ll")
    assert main(["instrument", str(source), "--target", "host", "-o",
                 str(tmp_path / "X.ll"), "-q"]) == 0
    assert (tmp_path / "X.json").is_file()
    assert main(["run", str(tmp_path / "X.ll"), "--kernel", "nested", "-a", "2", "-a", "3",
                 "-q"]) == 0
    assert Profile.load(tmp_path / "X.bbprof").to_dataframe().thread_hits.sum() > 0


# 2. launch arguments derived; the demo prints its command (tests/runtime/test_launch.py
#    runs that command and the derived ones against hand-written --args)
def test_2_run_derives_arguments_and_prints_the_command(tmp_path, capsys):
    source = copy_example(tmp_path, "nvptx_loop.ll", "loop.ll")
    assert main(["instrument", str(source), "-q"]) == 0
    assert main(["run", str(tmp_path / "loop.bbprof.ll"), "--backend", "emulator",
                 "--size", "1024", "--grid", "1"]) == 0
    err = capsys.readouterr().err
    command = next(l for l in err.splitlines() if l.startswith("launch: bbprof run "))
    assert "--block 128,1,1" in command and "-a 1024" in command
    assert "block 128,1,1 from the kernel's nvvm.reqntid" in err


def test_2_an_out_of_bounds_access_names_the_arg(tmp_path, capsys):
    source = copy_example(tmp_path, "nvptx_loop.ll", "loop.ll")
    assert main(["instrument", str(source), "-q"]) == 0
    assert main(["run", str(tmp_path / "loop.bbprof.ll"), "--backend", "emulator",
                 "--grid", "1", "--block", "128", "-a", "f32[100]", "-a", "f32[1024]",
                 "-a", "f32[1024]", "-a", "1"]) != 0
    assert "past the end of --arg 1 (float32[100]:zeros)" in last_error(capsys)


def test_2_the_demo_prints_its_launch_as_a_command(tmp_path):
    out = subprocess.run([sys.executable, "-m", "bbprof", "demo"], cwd=tmp_path,
                         capture_output=True, text=True, check=True).stdout
    line = out.splitlines()[out.splitlines().index(next(
        l for l in out.splitlines() if "the same launch from the command line" in l)) + 1]
    words = shlex.split(line)
    assert words[:2] == ["bbprof", "run"] and "--shared" in words and words.count("-a") == 16


# 3. progress on anything over a second (here at once: BBPROF_PROGRESS_DELAY=0)
def _on_a_terminal(argv: list[str]) -> str:
    env = dict(os.environ, BBPROF_PROGRESS_DELAY="0", COLUMNS="200")
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "bbprof", *argv], stdin=slave,
                            stdout=slave, stderr=slave, env=env, close_fds=True)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    assert proc.wait(timeout=120) == 0, out[-400:]
    return out.decode(errors="replace")


def test_3_report_and_run_show_what_they_are_doing_on_a_terminal(tmp_path):
    shown = _on_a_terminal(["report", str(CONV), "-o", str(tmp_path / "r.json")])
    assert "compiling the IR for its machine-code mix" in shown
    source = copy_example(tmp_path, "host_loops.ll")
    assert main(["instrument", str(source), "--target", "host", "-q"]) == 0
    shown = _on_a_terminal(["run", str(tmp_path / "host_loops.bbprof.ll"), "--kernel",
                            "nested", "-a", "2", "-a", "3"])
    # the spinner shows the stage under way when it starts: one of run's (all three are
    # checked in order by the next test)
    assert "running nested: 1 launch(es)" in shown or "reading the counters back" in shown
    shown = _on_a_terminal(["cfg", str(CONV), "-o", str(tmp_path / "c.dot")])
    assert "compiling the IR for its machine-code mix" in shown
    shown = _on_a_terminal(["diff", str(CONV), str(CONV)])
    assert f"compiling {CONV}'s IR for its machine-code mix" in " ".join(shown.split())


def test_3_run_tells_each_step():
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.runtime.args import parse_spec
    from bbprof.runtime.backend import LaunchShape, get_backend
    from bbprof.runtime.runner import run_kernel

    module = load_module(EXAMPLES.joinpath("host_loops.ll"), "host")
    result = instrument(module)
    stages: list[str] = []
    run_kernel(get_backend("host"), result.text, result.block_map, "nested",
               LaunchShape.of((1,), (1,), 0), [parse_spec("2"), parse_spec("3")],
               stage=stages.append)
    assert stages == ["compiling nested for host", "running nested: 1 launch(es)",
                      "reading the counters back"]


# 4. the plugin builds from an installed package: its sources ship in the wheel
def test_4_the_wheel_carries_the_plugin_sources(tmp_path):
    root = TESTS.parent
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(tmp_path), str(root)], capture_output=True, text=True,
                          timeout=600)     # as `pip install .` builds it
    assert done.returncode == 0, done.stderr[-800:]
    wheel = next(tmp_path.glob("bbprof-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for source in (root / "llvm_passes").iterdir():
        assert f"bbprof/llvm_passes/{source.name}" in names
    from bbprof.instrument.plugin import SOURCES

    assert (SOURCES / "CMakeLists.txt").is_file()


# 5. notes once and true: the version-skew note names no cure it is not
def test_5_the_skew_note_is_one_line_and_recommends_nothing_false(tmp_path, capsys):
    source = copy_example(tmp_path, "amdgpu_gfx942_conv2d_implicit_gemm.ll", "conv.ll")
    assert main(["instrument", str(source)]) == 0
    notes = [l for l in capsys.readouterr().out.splitlines() if "LLVM 24 IR" in l]
    assert len(notes) == 1 and "plugin" not in notes[0] and len(notes[0]) < 160


# 6. diff per launch, and said
def test_6_diff_of_one_and_three_launches_is_per_launch(tmp_path, capsys):
    source = copy_example(tmp_path, "host_loops.ll")
    assert main(["instrument", str(source), "--target", "host", "-q"]) == 0
    ir = tmp_path / "host_loops.bbprof.ll"
    for name, n in (("a", "1"), ("b", "3")):
        assert main(["run", str(ir), "--kernel", "nested", "-a", "4", "-a", "6", "-n", n,
                     "-o", str(tmp_path / f"{name}.bbprof"), "-q"]) == 0
    capsys.readouterr()
    assert main(["diff", str(tmp_path / "a.bbprof"), str(tmp_path / "b.bbprof")]) == 0
    out = capsys.readouterr().out
    assert "counts are per launch" in " ".join(out.split()) and "3.00" not in out


# 7. a CFG of ~1000 blocks is an overview a reader can read: few nodes, the hot loop's
#    body kept, blocks that never ran greyed, edges with their counts
def _big_function(triangles: int = 500) -> str:
    """``big(n)``: a loop of ``n`` iterations around one triangle, then ``triangles``
    if-then triangles whose `then` runs when n > k % 7 (for n = 3, 2 of each 7 never
    do): 2 * triangles + 6 blocks."""
    lines = ["define i64 @big(i32 %n) {", "entry:", "  br label %loop", "loop:",
             "  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]",
             "  %odd = icmp eq i32 %i, 1", "  br i1 %odd, label %then, label %latch",
             "then:", "  br label %latch", "latch:", "  %i.next = add i32 %i, 1",
             "  %go = icmp slt i32 %i.next, %n", "  br i1 %go, label %loop, label %t0"]
    for k in range(triangles):
        nxt = f"t{k + 1}" if k + 1 < triangles else "exit"
        lines += [f"t{k}:", f"  %c{k} = icmp sgt i32 %n, {k % 7}",
                  f"  br i1 %c{k}, label %u{k}, label %{nxt}", f"u{k}:", f"  br label %{nxt}"]
    return "\n".join(lines + ["exit:", "  ret i64 0", "}"]) + "\n"


def test_7_a_1000_block_cfg_is_a_readable_overview(tmp_path, capsys):
    (tmp_path / "big.ll").write_text(_big_function())
    assert main(["instrument", str(tmp_path / "big.ll"), "--target", "host", "-q"]) == 0
    assert main(["run", str(tmp_path / "big.bbprof.ll"), "-a", "3", "-q"]) == 0
    dot = tmp_path / "big.dot"
    assert main(["cfg", str(tmp_path / "big.bbprof"), "-o", str(dot)]) == 0
    text = dot.read_text()
    nodes = re.findall(r"^\s+(\w+) \[label=", text, re.M)
    assert 10 <= len(nodes) <= 60, len(nodes)     # against 1,005 blocks
    assert "never ran" in text                    # u(k) for k % 7 >= 3 never did
    assert "label=" in text and "3" in text


# 9. the HTML report sorts, and each hot block links to its IR
def test_9_html_report_sorts_and_links_blocks_to_their_code(tmp_path):
    out = tmp_path / "r.html"
    assert main(["report", str(CONV), "-o", str(out), "-q"]) == 0
    html = out.read_text()
    assert 'class="sortable' in html or "sortable" in html.split("hot-table")[1][:200]
    assert "data-v=" in html and "<script" in html and "<script src" not in html
    anchor = html.split('href="#', 1)[1].split('"', 1)[0]
    assert f'id="{anchor}"' in html


# 8. the default backend is the machine's, and said (no GPU here: the emulator)
def test_8_default_backend_is_chosen_and_printed(tmp_path, capsys, monkeypatch):
    from bbprof.runtime import backend

    monkeypatch.setattr(backend, "_cuda_devices", lambda: 0)
    source = copy_example(tmp_path, "nvptx_loop.ll", "loop.ll")
    assert main(["instrument", str(source), "-q"]) == 0
    assert main(["run", str(tmp_path / "loop.bbprof.ll"), "--size", "1024",
                 "--grid", "1", "-q"]) == 0
    assert "backend: emulator (no CUDA device here" not in capsys.readouterr().err  # -q
    assert main(["run", str(tmp_path / "loop.bbprof.ll"), "--size", "1024", "--grid", "1"]) == 0
    assert "backend: emulator (no CUDA device here" in capsys.readouterr().err


# 10. every skip names what it needs, counted in the summary
def test_10_skips_are_counted_by_what_they_need(pytester):
    pytester.makeconftest((TESTS / "conftest.py").read_text())
    pytester.makepyfile("""
        import pytest
        def test_a(): pytest.skip("../shared/corpus is not beside this checkout")
        def test_b(): pytest.skip("no headless Chromium (apt-get install chromium)")
        def test_c(): pytest.skip("../shared/external-ir absent")
    """)
    out = pytester.runpytest("-q").stdout.str()
    assert "skipped tests, by what they need" in out
    assert "2  ../shared beside the checkout" in out and "1  a headless Chromium" in out


# 11. the smaller ones
def test_11_run_of_plain_ir_points_to_instrument(tmp_path, capsys):
    source = copy_example(tmp_path, "host_loops.ll")
    assert main(["run", str(source), "--backend", "host", "--kernel", "nested"]) == 2
    err = last_error(capsys)
    assert "not instrumented" in err and "bbprof instrument" in err


def test_11_a_map_of_other_ir_is_named_as_such(tmp_path, capsys):
    for name in ("nvptx_loop.ll", "amdgpu_gfx942_reduce.ll"):
        assert main(["instrument", str(copy_example(tmp_path, name)), "-q"]) == 0
    assert main(["run", str(tmp_path / "nvptx_loop.bbprof.ll"), "--map",
                 str(tmp_path / "amdgpu_gfx942_reduce.bbprof.json"), "--backend",
                 "emulator", "--size", "64"]) == 2
    err = last_error(capsys)
    assert "the block map is of other IR" in err and "--kernel" not in err


def test_11_amd_code_on_the_host_backend_names_backends_that_can(tmp_path, capsys):
    assert main(["instrument", str(copy_example(tmp_path, "amdgpu_gfx942_reduce.ll")),
                 "-q"]) == 0
    assert main(["run", str(tmp_path / "amdgpu_gfx942_reduce.bbprof.ll"), "--backend",
                 "host", "--size", "64"]) == 2
    err = last_error(capsys)
    assert "amdgpu code does not run on the host backend" in err
    assert "--backend hip or emulator" in err and "--target host" not in err


def test_11_arg_errors_count_from_one_throughout(tmp_path, capsys):
    assert main(["instrument", str(copy_example(tmp_path, "host_loops.ll")), "--target",
                 "host", "-q"]) == 0
    assert main(["run", str(tmp_path / "host_loops.bbprof.ll"), "--kernel", "nested",
                 "-a", "f32[4]", "-a", "3"]) == 2
    err = last_error(capsys)
    assert "--arg 1 (float32[4]:zeros) for parameter 1 of 'nested'" in err
    assert "main(" not in err
    assert main(["run", str(tmp_path / "host_loops.bbprof.ll"), "--kernel", "nested",
                 "-a", "3"]) == 2
    assert "no --arg 2 for parameter 2 of 'nested'" in last_error(capsys)


def test_11_report_o_writes_the_file_only(tmp_path, capsys):
    out = tmp_path / "r.html"
    assert main(["report", str(CONV), "-o", str(out)]) == 0
    text = capsys.readouterr().out
    assert "Hot blocks" not in text and out.is_file() and "wrote" in text


def test_11_sweep_docs_say_one_backend():
    text = (TESTS.parent / "docs" / "sweep.md").read_text()
    assert "one backend" in text
