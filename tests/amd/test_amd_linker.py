"""Where bbprof looks for an AMDGPU linker, in what order, and what it says when none."""

from __future__ import annotations

import os
import stat

import pytest

from bbprof.codeobj import find_linker
from bbprof.errors import InputError, ToolFailure


def _program(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


@pytest.fixture
def places(tmp_path):
    rocm = tmp_path / "rocm"
    on_path = tmp_path / "bin"
    on_path.mkdir()
    glob = str(tmp_path / "usr/lib/llvm-*/bin/ld.lld")
    return tmp_path, rocm, on_path, glob


def test_rocm_path_comes_first(places):
    tmp, rocm, on_path, glob = places
    want = _program(rocm / "llvm/bin/ld.lld")
    _program(on_path / "ld.lld")
    _program(tmp / "usr/lib/llvm-19/bin/ld.lld")
    found = find_linker(environ={"ROCM_PATH": str(rocm), "PATH": str(on_path)}, llvm_glob=glob)
    assert found.path == want and found.found_by == "ROCM_PATH"


def test_path_before_llvm_packages(places):
    tmp, rocm, on_path, glob = places
    want = _program(on_path / "ld.lld")
    _program(tmp / "usr/lib/llvm-19/bin/ld.lld")
    found = find_linker(environ={"ROCM_PATH": str(rocm), "PATH": str(on_path)}, llvm_glob=glob)
    assert found.path == want and found.found_by == "PATH"


def test_newest_llvm_package_and_too_old_ones_skipped(places):
    tmp, rocm, on_path, glob = places
    _program(tmp / "usr/lib/llvm-14/bin/ld.lld")
    _program(tmp / "usr/lib/llvm-17/bin/ld.lld")
    want = _program(tmp / "usr/lib/llvm-19/bin/ld.lld")
    found = find_linker(environ={"ROCM_PATH": str(rocm), "PATH": str(on_path)}, llvm_glob=glob,
                        allow_triton=False)
    assert found.path == want and found.found_by == "LLVM 19 package"


def test_only_too_old_llvm_is_not_enough(places):
    tmp, rocm, on_path, glob = places
    _program(tmp / "usr/lib/llvm-14/bin/ld.lld")
    with pytest.raises(ToolFailure) as info:
        find_linker(environ={"ROCM_PATH": str(rocm), "PATH": str(on_path)}, llvm_glob=glob,
                    allow_triton=False)
    assert "llvm-14/bin/ld.lld (LLVM 14: too old, need 17+)" in info.value.one_line()


def test_none_found_is_one_line_listing_what_was_tried(places):
    tmp, rocm, on_path, glob = places
    with pytest.raises(ToolFailure) as info:
        find_linker(environ={"ROCM_PATH": str(rocm), "PATH": str(on_path)}, llvm_glob=glob,
                    allow_triton=False)
    line = info.value.one_line()
    assert "\n" not in line
    assert line.startswith("no ELF linker for AMDGPU code objects; tried "
                           f"{rocm}/llvm/bin/ld.lld, ld.lld on PATH, {glob}, "
                           "triton._C.libtriton.amd.link_hsaco")
    assert "apt-get install lld-19" in line and "--linker PATH" in line
    assert info.value.exit_code == 1


def test_rocm_path_defaults_to_opt_rocm(places):
    _, _, on_path, glob = places
    with pytest.raises(ToolFailure, match="tried /opt/rocm/llvm/bin/ld.lld") if not \
            os.path.exists("/opt/rocm/llvm/bin/ld.lld") else pytest.raises(AssertionError):
        find_linker(environ={"PATH": str(on_path)}, llvm_glob=glob, allow_triton=False)
        raise AssertionError("found one")


def test_explicit_linker_must_exist(tmp_path):
    with pytest.raises(InputError, match="--linker .*missing: no such executable"):
        find_linker(str(tmp_path / "missing"))
    program = _program(tmp_path / "my-ld.lld")
    assert find_linker(program).found_by == "--linker"


def test_a_failing_linker_says_so_in_one_line(tmp_path):
    from bbprof.codeobj import Linker

    bad = tmp_path / "ld.lld"
    bad.write_text("#!/bin/sh\necho 'ld.lld: error: undefined symbol: __ocml_exp_f32' >&2\n"
                   "exit 1\n")
    bad.chmod(0o755)
    with pytest.raises(ToolFailure) as info:
        Linker(str(bad), "test").link(b"\x7fELF")
    line = info.value.one_line()
    assert "failed to link the code object: ld.lld: error: undefined symbol: __ocml_exp_f32" \
        in line
    assert "ocml/ockl" in line
