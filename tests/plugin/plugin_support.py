"""Shared pieces of the plugin tests: the opt and the built plugin (a session fixture).

Without LLVM 19+ development files or cmake the plugin tests skip, with the reason; with
CI set they fail instead, because .ci/run installs llvm-19-dev, clang-19 and cmake.
Imported by name, not through a conftest.py (see tests/amd/amd_support.py)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest


def _unavailable(reason: str):
    # CI's full run installs them and sets BBPROF_EXPECT_TOOLS=1; its minimal run hides
    # them on purpose (CI is set in both)
    if os.environ.get("BBPROF_EXPECT_TOOLS"):
        pytest.fail(f"BBPROF_EXPECT_TOOLS is set but the plugin cannot be built "
                    f"(install llvm-19-dev, clang-19 and cmake): {reason}")
    pytest.skip(f"the bbprof pass plugin cannot be built here: {reason}")


@pytest.fixture(scope="session")
def plugin(tmp_path_factory):
    """``(OptTool, Path of libBBProf.so)``, built once per session into a cache folder
    (BBPROF_CACHE if set, else one of pytest's temporary folders)."""
    from bbprof.errors import ToolFailure
    from bbprof.instrument import plugin as engine

    if "BBPROF_CACHE" not in os.environ and "BBPROF_PLUGIN" not in os.environ:
        os.environ["BBPROF_CACHE"] = str(tmp_path_factory.mktemp("bbprof-cache"))
    try:
        tool = engine.find_opt()
        library = engine.plugin_library(tool)
    except ToolFailure as exc:
        _unavailable(exc.one_line())
    return tool, library


def llvm_tool(tool, name: str) -> Path | None:
    """A program of the same LLVM as ``tool``'s opt (FileCheck, llc, clang)."""
    path = tool.opt.with_name(name)
    return path if path.is_file() else None


def clang_for(tool) -> Path:
    clang = llvm_tool(tool, "clang") or (shutil.which(f"clang-{tool.major}") and
                                         Path(shutil.which(f"clang-{tool.major}")))
    if not clang:
        _unavailable(f"no clang of LLVM {tool.version} (apt-get install clang-{tool.major})")
    return Path(clang)

