"""One exception hierarchy for the whole library.

The library raises; only the CLI's ``main()`` turns an error into a message and an exit
code. Every message says what was wrong, where (a file, and a line when there is one),
and what to do about it.
"""

from __future__ import annotations


class BbprofError(Exception):
    """Base of every error bbprof raises on purpose."""

    #: Exit status the CLI uses for this kind of error.
    exit_code = 1

    def __init__(self, message: str, *, path: str | None = None, hint: str | None = None):
        self.message = message
        self.path = path
        self.hint = hint
        super().__init__(self.one_line())

    def one_line(self) -> str:
        text = f"{self.path}: {self.message}" if self.path else self.message
        if self.hint:
            text = f"{text} ({self.hint})"
        return text


class InputError(BbprofError):
    """The input is wrong: malformed, for another target, or not what the command expects."""

    exit_code = 2


class IRParseError(InputError):
    """LLVM rejected the IR text (syntax) or the verifier rejected the module."""


class UnsupportedIRError(InputError):
    """The IR holds a construct bbprof cannot instrument or translate."""


class TargetError(InputError):
    """The target could not be determined, or is not one bbprof supports."""


class MismatchError(InputError):
    """Two inputs do not belong together (block map vs IR, counters vs block map)."""


class CounterRangeError(MismatchError):
    """Decoded counts that cannot be right (a wrap, an overflow, an impossible ratio)."""


class ToolFailure(BbprofError):
    """A tool or back end failed at run time (codegen abort, driver error, missing tool)."""

    exit_code = 1


class CodegenError(ToolFailure):
    """LLVM's code generator failed or aborted for an arch."""


class EmulatorFault(ToolFailure):
    """The SIMT emulator stopped a kernel: a memory access outside every buffer, a barrier
    under divergent control flow, a lane reading an inactive lane's register."""


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived (the CLI turns them into this, so that files being
    written are cleaned up as for Ctrl-C); not an ``Exception``: nothing catches it but
    the CLI's ``main()``, which exits 128 + the signal's number."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(signum)
