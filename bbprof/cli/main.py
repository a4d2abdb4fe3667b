"""The ``bbprof`` command: a click group over one small module per command.

Only ``main()`` turns library errors into messages and exit codes: 2 for bad input,
1 for failures at run time. No command prints a traceback for an error bbprof expected.
"""

from __future__ import annotations

import sys

import click

from bbprof import __version__
from bbprof.errors import BbprofError


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="bbprof")
def cli() -> None:
    """Per-basic-block execution counts for GPU kernels, at the LLVM IR level."""


# One module per command: (module, click command). A module that is not there yet is
# simply not registered, so work on one command never breaks another.
COMMANDS = [
    ("bbprof.cli.instrument", "instrument"),
    ("bbprof.cli.static", "static"),
    ("bbprof.cli.build", "build"),
    ("bbprof.cli.run", "run"),
    ("bbprof.cli.report", "report"),
    ("bbprof.cli.cfg", "cfg"),
    ("bbprof.cli.diff", "diff"),
    ("bbprof.cli.validate", "validate"),
    ("bbprof.cli.demo", "demo"),
    ("bbprof.cli.profile", "profile"),
    ("bbprof.cli.sweep", "sweep"),
]


def _register() -> None:
    import importlib

    for module_name, attribute in COMMANDS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue
        cli.add_command(getattr(module, attribute))


_register()


def main(argv: list[str] | None = None) -> int:
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


def entry_point() -> None:
    sys.exit(main())
