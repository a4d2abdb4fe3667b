"""The ``bbprof`` command: a click group over one small module per command.

Only ``main()`` turns library errors into messages and exit codes: 2 for bad input,
1 for failures at run time. No command prints a traceback for an error bbprof expected.
"""

from __future__ import annotations

import sys

import click

from bbprof import __version__
from bbprof.errors import BbprofError


# One module per command: (name, module, one-line help for `bbprof --help`). A command's
# module is imported only when that command runs (or its own --help is asked for), so
# `bbprof --help` and a mistyped command answer at once instead of loading pandas, networkx
# and llvmlite first. tests/cli/test_startup.py checks that each line opens the
# command's own help.
COMMANDS = [
    ("instrument", "bbprof.cli.instrument",
     "Insert counters into KERNEL (an LLVM IR file): per-block thread and wave counts."),
    ("static", "bbprof.cli.static",
     "Compile KERNEL (LLVM IR) for ARCH and count its instructions per IR block."),
    ("build", "bbprof.cli.build",
     "Compile and link KERNEL (AMDGPU LLVM IR) into a code object and check it."),
    ("run", "bbprof.cli.run",
     "Launch a kernel of KERNEL.bbprof.ll (from `bbprof instrument`) and write a Profile."),
    ("report", "bbprof.cli.report",
     "Hot blocks, loops, source lines and the overhead breakdown of a profile."),
    ("cfg", "bbprof.cli.cfg",
     "Draw the CFG of a profiled function (or of a plain .ll: structure only)."),
    ("diff", "bbprof.cli.diff",
     "What grew and what shrank from A to B: by instruction group and block by block."),
    ("validate", "bbprof.cli.validate",
     "Run the plain kernel under ncu and the instrumented one; compare block by block."),
    ("demo", "bbprof.cli.demo",
     "Instrument the bundled examples and run the host one."),
    ("profile", "bbprof.cli.profile",
     "Run COMMAND with every bbprof-instrumented kernel profiled."),
    ("sweep", "bbprof.cli.sweep",
     "Instrument, run and report every variant of SWEEP.toml; one row per variant."),
    ("mlir", "bbprof.cli.mlir",
     "Give every op of SOURCE its own line, compile it with IREE, keep the dispatch IR."),
    ("timeline", "bbprof.cli.timeline",
     "Write the waves' timeline of PROFILE as a Chrome/Perfetto trace, with a summary."),
]


class LazyGroup(click.Group):
    """A click group whose commands are imported when first used."""

    def list_commands(self, ctx: click.Context | None) -> list[str]:
        return sorted(name for name, module, _ in COMMANDS if _module_exists(module))

    def get_command(self, ctx: click.Context | None, name: str) -> click.Command | None:
        import importlib

        for command, module_name, _ in COMMANDS:
            if command == name and _module_exists(module_name):
                return getattr(importlib.import_module(module_name), command)
        return None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, summary) for name, module, summary in sorted(COMMANDS)
                if _module_exists(module)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _module_exists(name: str) -> bool:
    """A command whose module is not there yet is simply not offered, so work on one
    command never breaks another."""
    from importlib.util import find_spec

    return find_spec(name) is not None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="bbprof")
@click.option("--max-input-mb", type=click.IntRange(1), metavar="N",
              help="Read input files up to N MB (default 1024; $BBPROF_MAX_INPUT_MB).")
@click.pass_context
def cli(ctx: click.Context, max_input_mb: int | None) -> None:
    """Per-basic-block execution counts for GPU kernels, at the LLVM IR level."""
    if max_input_mb is not None:     # read by bbprof.files.input_limit_mb, for this command
        import os

        before = os.environ.get("BBPROF_MAX_INPUT_MB")
        os.environ["BBPROF_MAX_INPUT_MB"] = str(max_input_mb)

        def restore() -> None:
            if before is None:
                os.environ.pop("BBPROF_MAX_INPUT_MB", None)
            else:
                os.environ["BBPROF_MAX_INPUT_MB"] = before

        ctx.call_on_close(restore)


def main(argv: list[str] | None = None) -> int:
    from bbprof.errors import Terminated

    try:
        status = cli.main(args=argv, prog_name="bbprof", standalone_mode=False)
        if isinstance(status, int):   # a command that passes a status on (profile)
            return status
    except BbprofError as exc:
        click.echo(f"bbprof: error: {exc.one_line()}", err=True)
        return exc.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):   # click turns Ctrl-C into Abort
        click.echo("bbprof: interrupted", err=True)
        return 130
    except Terminated as exc:         # SIGTERM/SIGHUP: files cleaned up as for Ctrl-C
        click.echo(f"bbprof: terminated ({signal_name(exc.signum)})", err=True)
        return 128 + exc.signum
    except click.exceptions.NoArgsIsHelpError as exc:   # bare `bbprof`: the help, as it is
        click.echo(exc.ctx.get_help())
        return 2
    except click.UsageError as exc:  # one line, like every other error
        command = exc.ctx.command_path if exc.ctx is not None else "bbprof"
        click.echo(f"bbprof: error: {' '.join(exc.format_message().split())} "
                   f"(see '{command} --help')", err=True)
        return 2
    except click.ClickException as exc:
        exc.show()
        return 1
    except click.exceptions.Exit as exc:
        return exc.exit_code
    return 0


def signal_name(signum: int) -> str:
    import signal

    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def _terminate(signum, frame) -> None:
    from bbprof.errors import Terminated

    raise Terminated(signum)


_teardown = True


def skip_teardown() -> None:
    """Called by a command that leaves nothing for Python's exit to do (its files written,
    no thread running, no temporary folder or atexit handler of its own): the `bbprof`
    program then ends without tearing its modules down. The teardown would only touch
    every object once more, and where LLVM's child was forked (``llvm_child``) that copies
    the pages the two share: about a fifth of a small module's `instrument`."""
    global _teardown
    _teardown = False


def entry_point() -> None:
    """The `bbprof` program: SIGTERM and SIGHUP end it as Ctrl-C does (no half-written
    output, no temporary file left, LLVM children gone), exit 128 + the signal."""
    global _teardown
    import signal

    for sig in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(sig) == signal.SIG_DFL:
            signal.signal(sig, _terminate)
    _teardown = True     # (what an earlier main() in this process asked is not this one's)
    status = main()
    if not _teardown:
        import os

        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):   # a closed pipe: as Python's own exit
                status = status or 120
        os._exit(status)
    sys.exit(status)
