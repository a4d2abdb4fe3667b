"""Ctrl-C, multi-file outputs and file modes, for every command that writes (issue 21 B)."""

from __future__ import annotations

import os
import signal
import stat
from importlib import resources

import pytest

import bbprof.files
from bbprof.cli.main import main

HOST = resources.files("bbprof.examples").joinpath("host_loops.ll")


@pytest.fixture
def kernel(tmp_path):
    path = tmp_path / "k.ll"
    path.write_text(HOST.read_text())
    return path


def test_ctrl_c_is_exit_130(kernel, monkeypatch, capsys):
    # click turns KeyboardInterrupt into Abort; bbprof must still exit 130 (docs/reliability)
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("bbprof.pipeline.instrument_module", interrupted)
    assert main(["instrument", str(kernel), "--target", "host", "-q"]) == 130
    assert capsys.readouterr().err.strip() == "bbprof: interrupted"
    assert sorted(p.name for p in kernel.parent.iterdir()) == ["k.ll"]


def test_interrupt_while_writing_leaves_neither_file(kernel, monkeypatch):
    # an interrupt late in instrument (the IR written, the map not yet) leaves nothing:
    # no kernel.bbprof.ll without its kernel.bbprof.json, and no temporary file
    real = bbprof.files._write_temp
    calls = []

    def second_interrupted(path, content, mode):
        calls.append(path.name)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(path, content, mode)

    monkeypatch.setattr(bbprof.files, "_write_temp", second_interrupted)
    assert main(["instrument", str(kernel), "--target", "host", "-q"]) == 130
    assert calls == ["k.bbprof.ll", "k.bbprof.json"]
    assert sorted(p.name for p in kernel.parent.iterdir()) == ["k.ll"]


def test_signal_during_the_renames_is_delivered_after_both(kernel, monkeypatch):
    # a real SIGINT arriving between the two renames is held until both are in place
    real = os.replace
    renamed = []

    def replace_then_signal(src, dst):
        if not renamed:
            os.kill(os.getpid(), signal.SIGINT)
        real(src, dst)
        renamed.append(os.path.basename(dst))

    monkeypatch.setattr(bbprof.files.os, "replace", replace_then_signal)
    assert main(["instrument", str(kernel), "--target", "host", "-q"]) == 130
    assert renamed == ["k.bbprof.ll", "k.bbprof.json"]   # the map last
    assert sorted(p.name for p in kernel.parent.iterdir()) == ["k.bbprof.json",
                                                               "k.bbprof.ll", "k.ll"]


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_outputs_follow_the_umask(kernel, umask):
    old = os.umask(umask)
    try:
        assert main(["instrument", str(kernel), "--target", "host", "-q"]) == 0
    finally:
        os.umask(old)
    for name in ("k.bbprof.ll", "k.bbprof.json"):
        mode = stat.S_IMODE((kernel.parent / name).stat().st_mode)
        assert mode == 0o666 & ~umask, (name, oct(mode))


def test_static_writes_table_and_assembly_both_or_neither(kernel, monkeypatch):
    real = bbprof.files._write_temp

    def asm_fails(path, content, mode):
        if path.suffix == ".s":
            raise KeyboardInterrupt
        return real(path, content, mode)

    monkeypatch.setattr(bbprof.files, "_write_temp", asm_fails)
    out, asm = kernel.parent / "mix.csv", kernel.parent / "k.s"
    code = main(["static", str(kernel), "--target", "nvptx", "--arch", "sm_80",
                 "-o", str(out), "--asm", str(asm), "-q"])
    assert code == 130 and not out.exists() and not asm.exists()


def test_bare_bbprof_prints_the_help_readably(capsys):
    assert main([]) == 2
    out = capsys.readouterr().out
    assert out.startswith("Usage: bbprof [OPTIONS] COMMAND [ARGS]...")
    assert "\n  instrument " in out and "\n  report " in out   # one command a line
