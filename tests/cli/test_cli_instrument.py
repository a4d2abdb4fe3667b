"""`bbprof instrument` from the command line: outputs, summary, and one-line errors."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof import BlockMap
from bbprof.errors import MismatchError

from bbprof_testpaths import DATA


def bbprof(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bbprof", *args], capture_output=True,
                          text=True, cwd=cwd, check=False)


@pytest.fixture
def loop_ll(tmp_path) -> Path:
    path = tmp_path / "loop.llir"
    shutil.copy(DATA / "corpus" / "h200" / "loop.llir", path)
    return path


def test_default_outputs_beside_the_input(loop_ll):
    proc = bbprof("instrument", str(loop_ll))
    assert proc.returncode == 0, proc.stderr
    out_ll = loop_ll.with_name("loop.bbprof.ll")
    out_map = loop_ll.with_name("loop.bbprof.json")
    assert out_ll.exists() and out_map.exists()
    # 4 counters, and the loop's trip histogram (34 words): rows of 48 words
    assert "@__bbprof_counters = addrspace(1) global [98304 x i64]" in out_ll.read_text()
    summary = proc.stdout
    assert "nvptx" in summary and "1 function(s) (kernels: loop_kernel), 5 blocks" in summary
    assert "mode thread,wave/spanning-tree: 4 counters" in summary
    assert "2048 shards x 48 u64 = 786,432 bytes" in summary
    data = json.loads(out_map.read_text())
    assert data["format"] == "bbprof.blockmap" and data["version"] == 8
    assert data["mode"]["name"] == "thread,wave/spanning-tree" and data["mode"]["packed"]
    # every branch of the kernel is warp-uniform: its wave counts come from the tree too
    assert data["functions"][0]["placement"] == "spanning-tree"
    assert data["functions"][0]["warp_uniform"] == {"uniform": True, "reason": None}
    assert data["input"]["sha256"] == __import__("hashlib").sha256(
        loop_ll.read_bytes()).hexdigest()
    blocks = data["functions"][0]["blocks"]
    assert [b["name"] for b in blocks] == ["6", ".lr.ph", "._crit_edge", "64", "83"]
    assert [b["successors"] for b in blocks] == [[1, 2], [2, 1], [3, 4], [4], []]
    assert [b["loop_depth"] for b in blocks] == [0, 1, 0, 0, 0]
    assert blocks[1]["debug_location"] == "kernels.py:13"  # the fmul; its phis have none
    assert blocks[0]["debug_location"] == "kernels.py:8"


def test_explicit_outputs_and_shards(loop_ll, tmp_path):
    out, mp = tmp_path / "x.ll", tmp_path / "x.json"
    proc = bbprof("instrument", str(loop_ll), "-o", str(out), "--map", str(mp),
                  "--shards", "3", "-q")
    assert proc.returncode == 0 and proc.stdout == ""
    bm = BlockMap.load(mp)
    assert bm.counters.shards == 3 and bm.counter_words == 3 * 48
    assert "urem i32 %__bbprof.combined, 3" in out.read_text()


def test_stdout_output(loop_ll, tmp_path):
    proc = bbprof("instrument", str(loop_ll), "-o", "-", "--map", str(tmp_path / "m.json"))
    assert proc.returncode == 0
    assert proc.stdout.startswith("; ModuleID") and "@__bbprof_counters" in proc.stdout


def test_block_counts_decodes_packed_shards_and_rejects_wrong_lengths(loop_ll, tmp_path):
    mp = tmp_path / "m.json"
    assert bbprof("instrument", str(loop_ll), "--map", str(mp), "--shards", "4",
                  "--placement", "every-block", "-o", str(tmp_path / "o.ll")).returncode == 0
    bm = BlockMap.load(mp)
    raw = np.zeros(bm.counter_words, dtype=np.uint64)
    row = bm.counters.row_words
    word = bm.function("loop_kernel").blocks[1].counters["thread_hits"]
    assert bm.function("loop_kernel").blocks[1].counters["wave_hits"] == word  # packed
    # .lr.ph: 32 threads in 1 wave entry in shard 0, 64 threads in 2 in shard 3
    raw[0 * row + word] = 32 + (1 << 32)
    raw[3 * row + word] = 64 + (2 << 32)
    frame = bm.block_counts(raw)
    lr = frame[frame.block == ".lr.ph"].iloc[0]
    assert (lr.thread_hits, lr.wave_hits) == (96, 3)
    assert frame.thread_hits.sum() == 96
    assert list(frame.columns) == ["function", "block_id", "block", "thread_hits", "wave_hits"]
    frame = bm.block_counts([int(x) for x in raw])  # a plain list works too
    assert frame[frame.block == ".lr.ph"].thread_hits.iloc[0] == 96
    with pytest.raises(MismatchError, match=f"has {4 * row - 1} words, the block map says "
                                            f"{4 * row}"):
        bm.block_counts(raw[:-1])
    # a wave count so large that the thread count below it may have carried: refused
    raw[2 * row + word] = (1 << 27) << 32  # 2^32 lanes of wave32 in one word
    with pytest.raises(MismatchError, match="may have carried"):
        bm.block_counts(raw)


def test_wide_counters_use_two_words(loop_ll, tmp_path):
    mp = tmp_path / "m.json"
    assert bbprof("instrument", str(loop_ll), "--map", str(mp), "--wide-counters",
                  "-o", str(tmp_path / "o.ll")).returncode == 0
    bm = BlockMap.load(mp)
    assert str(bm.mode) == "thread,wave/every-block,wide"
    assert [b.counters for b in bm.function("loop_kernel").blocks][:2] == [
        {"thread_hits": 0, "wave_hits": 1}, {"thread_hits": 2, "wave_hits": 3}]


BAD_INPUTS = [
    ("empty.ll", b"", "is empty"),
    ("binary.ll", b"\x7fELF\x00\x01\x02", "binary file"),
    ("bitcode.bc", b"BC\xc0\xde\x35\x14", "LLVM bitcode"),
    ("syntax.ll", b"define void @f() {\n  ret i32 %x y\n}\n", "line 2, column"),
    ("decls.ll", b"target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @g()\n",
     "defines no functions"),
    ("x86.ll", b"target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f() {\n"
     b"  ret void\n}\n", "is not a GPU bbprof supports"),
    ("nosign.ll", b"define void @f() {\n  ret void\n}\n", "no target triple and no sign"),
    ("invalid.ll", b"target triple = \"nvptx64-nvidia-cuda\"\ndefine i32 @f() {\n"
     b"  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret i32 %a\n}\n", "verifier"),
]


@pytest.mark.parametrize("name,content,message", BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_gets_one_line_and_exit_2_and_no_output(tmp_path, name, content, message):
    path = tmp_path / name
    path.write_bytes(content)
    proc = bbprof("instrument", str(path))
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"bbprof: error: {path}")
    assert message in lines[0]
    assert "Traceback" not in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_already_instrumented_input_is_refused(loop_ll, tmp_path):
    assert bbprof("instrument", str(loop_ll)).returncode == 0
    again = bbprof("instrument", str(loop_ll.with_name("loop.bbprof.ll")),
                   "-o", str(tmp_path / "twice.ll"))
    assert again.returncode == 2
    assert "already instrumented by bbprof" in again.stderr
    assert not (tmp_path / "twice.ll").exists()


def test_missing_file_and_wrong_target(tmp_path, loop_ll):
    proc = bbprof("instrument", str(tmp_path / "nope.ll"))
    assert proc.returncode == 2 and "no such file" in proc.stderr
    proc = bbprof("instrument", str(DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll"),
                  "--target", "nvptx", "-o", str(tmp_path / "o.ll"))
    assert proc.returncode == 2 and "is amdgpu, not nvptx" in proc.stderr


def test_unwritable_output_leaves_nothing(loop_ll, tmp_path):
    proc = bbprof("instrument", str(loop_ll), "-o", str(tmp_path / "no" / "such" / "x.ll"))
    assert proc.returncode == 2 and "folder does not exist" in proc.stderr
    assert not loop_ll.with_name("loop.bbprof.json").exists()


def test_corrupt_block_map(tmp_path):
    path = tmp_path / "m.json"
    path.write_text("{not json")
    with pytest.raises(Exception, match="not valid JSON"):
        BlockMap.load(path)
    path.write_text(json.dumps({"format": "bbprof.blockmap", "version": 1}))
    with pytest.raises(Exception, match="incomplete"):
        BlockMap.load(path)


def test_summary_names_functions_counted_at_every_block(tmp_path):
    """The default mode puts warp-uniform kernels on the tree; the summary says which
    functions kept a counter per block, and why."""
    src = tmp_path / "cases.ll"
    shutil.copy(DATA / "runtime" / "nvptx_cases.ll", src)
    proc = bbprof("instrument", str(src))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert ("  every block of @trips: the br ending block 'entry' depends on lane values "
            "(%none); hybrid placement would cost more (about 3.741 counter updates per "
            "call, against 2.234)") in lines
    assert "  every block of @helper: not a kernel: it may be entered by part of a wave" in lines
    assert not any("@uniform" in line for line in lines)     # on the tree


def test_summary_says_where_placement_is_hybrid(tmp_path):
    """A kernel with one lane-dependent branch keeps the tree around it: the summary
    names the divergent branches and the blocks where a wave's parts may meet."""
    src = tmp_path / "branchy.ll"
    shutil.copy(DATA / "corpus" / "sm_80" / "branchy.ll", src)
    proc = bbprof("instrument", str(src))
    assert proc.returncode == 0, proc.stderr
    assert ("  hybrid @branchy_kernel: tree over 9 blocks, 1 divergent branches, 1 merge "
            "blocks, the entry counted once per workgroup (first: the br ending block '7' "
            "depends on lane values (%63))") in proc.stdout.splitlines()


def test_summary_says_what_the_post_dominators_saved(tmp_path):
    """On AMDGPU (reconvergence at post-dominators) the summary says how many divergent
    branches count as their post-dominator and how many edges have no counter."""
    src = tmp_path / "branchy.ll"
    shutil.copy(DATA / "amd" / "triton" / "gfx908" / "branchy.ll", src)
    proc = bbprof("instrument", str(src))
    assert proc.returncode == 0, proc.stderr
    line = next(l for l in proc.stdout.splitlines() if l.startswith("  hybrid @"))
    assert ("4 divergent branches (2 counted as their post-dominator), 2 merge blocks, "
            "3 edge(s) without a counter (thread counts by conservation, no edge wave "
            "counts)") in line


def test_the_machine_line_on_nvptx_needs_the_gpu_and_ptxas(loop_ll, monkeypatch, capsys):
    """Triton's NVIDIA IR names no GPU: the register check says what to pass instead of
    guessing; with ``--arch`` it prints the kernel's registers and CTAs per SM (its
    ``nvvm.reqntid`` block size); without ptxas it says so; each time the outputs are
    written and the exit is 0. ``--occupancy off`` prints neither."""
    import bbprof.isa.sass
    from bbprof.cli.main import main

    assert main(["instrument", str(loop_ll)]) == 0
    out = capsys.readouterr().out
    assert ("note: registers and occupancy not checked: the module does not name its GPU "
            "(pass --arch, e.g. sm_90a)") in out and "machine @" not in out
    if bbprof.isa.sass.find_ptxas() is not None:
        assert main(["instrument", str(loop_ll), "--arch", "sm_90a"]) == 0
        out = capsys.readouterr().out
        assert "machine @loop_kernel (sm_90a, 128 threads): registers " in out
        assert " CTAs/SM" in out
    monkeypatch.setattr(bbprof.isa.sass, "find_ptxas", lambda: None)
    loop_ll.with_name("loop.bbprof.ll").unlink()
    assert main(["instrument", str(loop_ll), "--arch", "sm_90a"]) == 0
    out = capsys.readouterr().out
    assert "note: registers and occupancy not checked: ptxas was not found" in out
    assert loop_ll.with_name("loop.bbprof.ll").exists()
    assert main(["instrument", str(loop_ll), "--arch", "sm_90a", "--occupancy", "off"]) == 0
    out = capsys.readouterr().out
    assert "registers and occupancy" not in out and "machine @" not in out


def test_the_machine_line_on_amdgpu_and_a_wrong_arch(tmp_path, capsys):
    """AMDGPU IR names its processor: the check needs nothing more and prints LLVM's
    waves per SIMD; an --arch that is not the module's is refused in one line before
    anything is written."""
    from bbprof.cli.main import main

    src = tmp_path / "softmax.ll"
    shutil.copy(DATA / "corpus" / "gfx942" / "softmax.ll", src)
    assert main(["instrument", str(src), "--occupancy", "report"]) == 0
    out = capsys.readouterr().out
    (line,) = [x for x in out.splitlines() if "machine @" in x]
    assert line.strip().startswith("machine @softmax_kernel (gfx942): VGPRs ")
    assert line.endswith(" waves/SIMD")
    proc = bbprof("instrument", str(src), "--arch", "gfx90a", "-o", str(tmp_path / "x.ll"))
    assert proc.returncode != 0 and len(proc.stderr.strip().splitlines()) == 1
    assert "gfx942" in proc.stderr and not (tmp_path / "x.ll").exists()


def test_a_fall_in_occupancy_is_a_warning_and_a_mode_that_keeps_it_is_named(tmp_path,
                                                                           capsys):
    """Triton's gfx90a matmul: the default's counters as written take it from 126 to over
    128 VGPRs, 4 -> 3 waves per SIMD by LLVM's kernel info (``--occupancy report``). The
    warning says so, and the note names the first other mode whose code keeps 4;
    instrumenting in that mode shows it does (its own machine line, and no warning).
    With ``--occupancy keep`` (the default) the check's last resort asks the back end for
    4 waves: kept, no warning, the line says how."""
    from bbprof.cli.main import main

    src = tmp_path / "matmul.ll"
    shutil.copy(DATA / "amd" / "triton" / "gfx90a" / "matmul.ll", src)
    assert main(["instrument", str(src)]) == 0
    kept = capsys.readouterr().out
    assert "warning" not in kept and "the plain occupancy asked of the back end" in kept
    assert re.search(r"machine @matmul_kernel .*occupancy (\d+) -> \1 waves", kept), kept
    assert main(["instrument", str(src), "--occupancy", "report", "-o",
                 str(tmp_path / "report.ll")]) == 0
    out = capsys.readouterr().out
    (line,) = [x for x in out.splitlines() if "machine @matmul_kernel" in x]
    before, after = (int(v) for v in re.search(r"occupancy (\d+) -> (\d+) waves", line)
                     .groups())
    assert after < before
    assert (f"warning: @matmul_kernel's occupancy falls with the counters ({before} "
            f"waves/SIMD -> {after} waves/SIMD)") in out
    hint = re.search(r"note: (--[-\w ]+?) keeps the plain occupancy \(@matmul_kernel "
                     r"(\d+) waves/SIMD\)", out)
    assert hint and int(hint.group(2)) >= before, out
    assert main(["instrument", str(src), *hint.group(1).split(), "-o",
                 str(tmp_path / "other.ll")]) == 0
    out = capsys.readouterr().out
    assert f"occupancy {before} -> {hint.group(2)} waves/SIMD" in out and "warning" not in out


def test_the_block_map_keeps_the_machine_check_and_the_report_shows_it(tmp_path, capsys):
    """What `instrument` printed of the machine is in the block map (``machine``), survives
    a load and reaches the report of a run (the emulator's here) as notes; with
    ``--occupancy off`` the map has none."""
    from importlib.resources import files

    from bbprof.cli.main import main

    src = tmp_path / "red.ll"
    src.write_text(files("bbprof.examples").joinpath("amdgpu_gfx942_reduce.ll").read_text())
    assert main(["instrument", str(src)]) == 0
    printed = [x.strip() for x in capsys.readouterr().out.splitlines()
               if x.strip().startswith("machine @")]
    raw = json.loads((tmp_path / "red.bbprof.json").read_text())
    assert raw["machine"]["lines"] == printed and raw["machine"]["arch"] == "gfx942"
    fp = raw["machine"]["kernels"]["reduce_kernel"]
    assert fp["plain"]["unit"] == fp["instrumented"]["unit"] == "waves/SIMD"
    assert BlockMap.load(tmp_path / "red.bbprof.json").machine == raw["machine"]
    assert main(["run", str(tmp_path / "red.bbprof.ll"), "--backend", "emulator",
                 "--kernel", "reduce_kernel", "--grid", "2", "--block", "256",
                 "--arg", "f32[3000]:random", "--arg", "f32[1]", "--arg", "3000",
                 "--arg", "u8[16]", "--arg", "u8[16]", "--shared", "1024",
                 "-o", str(tmp_path / "red.bbprof")]) == 0
    assert main(["report", str(tmp_path / "red.bbprof"), "-o", str(tmp_path / "r.md")]) == 0
    assert f"*note: {printed[0]}*" in (tmp_path / "r.md").read_text()
    assert main(["instrument", str(src), "--occupancy", "off", "-o",
                 str(tmp_path / "off.ll")]) == 0
    assert "machine" not in json.loads((tmp_path / "off.json").read_text())
