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


def _register() -> None:
    from bbprof.cli.demo import demo
    from bbprof.cli.instrument import instrument

    cli.add_command(instrument)
    cli.add_command(demo)
    try:  # commands that other work adds register here
        from bbprof.cli.static import static
    except ImportError:
        pass
    else:
        cli.add_command(static)


_register()


def main(argv: list[str] | None = None) -> int:
    try:
        cli.main(args=argv, prog_name="bbprof", standalone_mode=False)
    except BbprofError as exc:
        click.echo(f"bbprof: error: {exc.one_line()}", err=True)
        return exc.exit_code
    except click.exceptions.Abort:
        click.echo("bbprof: aborted", err=True)
        return 1
    except click.ClickException as exc:
        exc.show()
        return 2 if isinstance(exc, click.UsageError) else 1
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    return 0


def entry_point() -> None:
    sys.exit(main())
