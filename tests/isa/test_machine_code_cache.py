"""The machine code of a static mix is made once per content (bbprof/isa/cache.py): a
second analysis of the same IR compiles nothing and gives the same tables; other IR, arch
or features make new entries; a damaged entry is made again; off means off."""

from __future__ import annotations

from importlib import resources

import pytest

from bbprof.ir import load_module
from bbprof.ir import codegen
from bbprof.isa import analyze, cache
from bbprof.isa import compile as isa_compile

REDUCE = resources.files("bbprof.examples").joinpath("amdgpu_gfx942_reduce.ll")


@pytest.fixture
def counted_compiles(tmp_path, monkeypatch):
    monkeypatch.setenv("BBPROF_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("BBPROF_MACHINE_CODE_CACHE", "on")
    calls = []
    real = codegen.compile_text

    def compile_text(*args, **kwargs):
        calls.append(args[2])           # the processor
        return real(*args, **kwargs)

    monkeypatch.setattr(isa_compile, "compile_text", compile_text)
    return calls


def test_a_second_analysis_compiles_nothing_and_is_the_same(counted_compiles, tmp_path):
    module = load_module(REDUCE)
    first = analyze(module, "gfx942").blocks()
    assert counted_compiles == ["gfx942"]
    second = analyze(load_module(REDUCE), "gfx942").blocks()
    assert counted_compiles == ["gfx942"]            # from the cache
    assert first.equals(second)
    other = load_module(REDUCE, text=REDUCE.read_text() + "\n@marker = global i32 7\n")
    analyze(other, "gfx942")                           # other IR: compiled
    assert counted_compiles == ["gfx942", "gfx942"]
    entries = list((tmp_path / "cache" / "machine-code").rglob("*"))
    assert len([e for e in entries if e.is_file()]) == 2


def test_a_damaged_entry_is_made_again(counted_compiles, tmp_path):
    module = load_module(REDUCE)
    first = analyze(module, "gfx942").blocks()
    for entry in (tmp_path / "cache" / "machine-code").rglob("*"):
        if entry.is_file():
            entry.write_bytes(b"\xff\xfe not assembly")
    second = analyze(module, "gfx942").blocks()
    assert len(counted_compiles) == 2 and first.equals(second)


def test_off_means_off(counted_compiles, tmp_path, monkeypatch):
    monkeypatch.setenv("BBPROF_MACHINE_CODE_CACHE", "off")
    module = load_module(REDUCE)
    analyze(module, "gfx942")
    analyze(module, "gfx942")
    assert len(counted_compiles) == 2
    assert not (tmp_path / "cache").exists()


def test_keys_cover_every_input():
    base = ("text", "amdgcn-amd-amdhsa", "gfx942", "", "asm,verbose")
    keys = {cache.assembly_key(*base)}
    for i, other in enumerate(("text2", "nvptx64-nvidia-cuda", "gfx90a", "+wavefrontsize32",
                               "asm")):
        changed = list(base)
        changed[i] = other
        keys.add(cache.assembly_key(*changed))
    assert len(keys) == 6


def test_the_occupancy_check_compiles_each_module_once(counted_compiles):
    """``bbprof instrument``'s machine check (plain and instrumented, side by side) keeps
    its compiles too: instrumenting the same module again compiles nothing and gives the
    same registers and occupancy (issue 39: instrument's own time)."""
    from bbprof.pipeline import Request, build

    def check():
        built = build(load_module(REDUCE), Request(arch="gfx942"))
        assert built.machine is not None, built.notes
        return built.machine.to_json()

    first = check()
    assert counted_compiles == ["gfx942", "gfx942"]    # the plain and the instrumented
    assert check() == first
    assert counted_compiles == ["gfx942", "gfx942"]    # both from the cache


def test_the_plain_module_compiles_beside_the_instrumented_one(tmp_path, monkeypatch):
    """The check's two compiles overlap: the plain one is asked from a thread of its own
    (each waits on a compiler process), and its registers are the plain kernel's."""
    import threading

    from bbprof.pipeline import Request, build

    monkeypatch.setenv("BBPROF_MACHINE_CODE_CACHE", "off")
    threads = []
    real = codegen.compile_text

    def compile_text(text, *args, **kwargs):
        threads.append((threading.current_thread().name, "__bbprof_counters" in text))
        return real(text, *args, **kwargs)

    monkeypatch.setattr(isa_compile, "compile_text", compile_text)
    built = build(load_module(REDUCE), Request(arch="gfx942"))
    assert sorted(threads) == [("MainThread", True), ("bbprof-plain-compile_0", False)]
    assert built.machine is not None and not built.notes
