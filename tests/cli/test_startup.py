"""`bbprof --help` answers without loading the library (issue 21 B: 0.57 s, pandas first)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bbprof.cli.main import COMMANDS, cli, main

HEAVY = ("pandas", "networkx", "llvmlite", "numpy", "rich")


def test_importing_the_cli_loads_no_heavy_library():
    code = ("import sys, bbprof.cli.main; "
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_help_lists_every_command_without_importing_it(capsys):
    code = ("import sys; from bbprof.cli.main import main; main(['--help']); "
            "print(sorted(m for m in sys.modules if m.startswith('bbprof.cli.') "
            "and m != 'bbprof.cli.main'), file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert proc.stderr.strip() == "[]"
    for name, _, _ in COMMANDS:
        assert f"\n  {name} " in proc.stdout


@pytest.mark.parametrize("name,module,summary", COMMANDS, ids=[c[0] for c in COMMANDS])
def test_each_summary_opens_the_commands_own_help(name, module, summary):
    # the table's line must be how the command's own help begins (so it cannot drift)
    command = cli.get_command(None, name)
    assert command is not None and command.name == name
    assert " ".join(command.help.split()).startswith(summary.rstrip("."))


def test_a_command_still_runs_and_unknown_ones_are_refused(capsys):
    assert main(["nosuch"]) == 2
    assert "No such command 'nosuch'" in capsys.readouterr().err
    assert main(["instrument", "--help"]) == 0
    assert "--emit-for-llvm" in capsys.readouterr().out


@pytest.mark.parametrize("name", [c[0] for c in COMMANDS])
def test_a_commands_help_loads_no_heavy_library(name):
    """``bbprof instrument --help`` imported numpy, networkx and llvmlite through the block
    map (issue 44: 235 ms, 17x ``python -c pass``), ``static`` and ``demo`` rich and the
    ISA tables: a command's own modules import the library when the command runs."""
    code = ("import sys\nfrom bbprof.cli.main import main\n"
            f"try:\n    main([{name!r}, '--help'])\nexcept SystemExit:\n    pass\n"
            f"print(sorted(m for m in {HEAVY!r} if m in sys.modules), file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert proc.stderr.strip().splitlines()[-1] == "[]", proc.stderr


def test_instrument_loads_no_numpy_or_pandas(tmp_path):
    """Only decoding needs numpy (and reports pandas): ``instrument`` starts without them
    (issue 44: its start-up; 50 ms of numpy's import on this machine)."""
    kernel = Path(__file__).parents[1] / "data" / "corpus" / "gfx1100" / "softmax.ll"
    code = ("import sys\nfrom bbprof.cli.main import main\n"
            "try:\n"
            f"    main(['instrument', {str(kernel)!r}, '-q', '-o', {str(tmp_path / 'k.ll')!r}])\n"
            "except SystemExit as exc:\n"
            "    assert not exc.code, exc.code\n"
            "print(sorted(m for m in ('numpy', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={**os.environ, "BBPROF_MACHINE_CODE_CACHE": "off"}).stdout
    assert out.strip().splitlines()[-1] == "[]"
    assert (tmp_path / "k.json").is_file()
