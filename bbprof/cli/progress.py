"""What a long command is doing, on the terminal only.

``with Progress(quiet=quiet) as progress: progress.stage("parsing k.ll")`` shows nothing
for the first second; a command still working then gets a rich spinner on stderr with the
current stage and the time so far, removed when the command ends. Nothing is ever shown
when stderr is not a terminal (a pipe, a file, CI's log) or with ``-q``.
"""

from __future__ import annotations

import os
import sys
import threading
import time

DELAY_S = 1.0      # BBPROF_PROGRESS_DELAY=S changes it (0: at once; tests use that)


class Progress:
    def __init__(self, *, quiet: bool = False, console=None, delay: float | None = None):
        if delay is None:
            try:
                delay = float(os.environ.get("BBPROF_PROGRESS_DELAY", DELAY_S))
            except ValueError:
                delay = DELAY_S
        stream = console.file if console is not None else sys.stderr
        self.enabled = not quiet and (console is not None and console.is_terminal
                                      or console is None and stream.isatty())
        self._console, self._delay = console, delay
        self._text = ""
        self._status = None
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._start = time.perf_counter()

    def __enter__(self) -> "Progress":
        if self.enabled:
            self._timer = threading.Timer(self._delay, self._show)
            self._timer.daemon = True
            self._timer.start()
        return self

    def stage(self, text: str) -> None:
        """The step now under way, in a few words ("instrumenting 40,000 blocks")."""
        with self._lock:
            self._text = text
            if self._status is not None:
                self._status.update(self._line())

    def _line(self) -> str:
        return f"{self._text} ({time.perf_counter() - self._start:.0f} s)"

    def _show(self) -> None:
        from rich.console import Console

        with self._lock:
            console = self._console or Console(stderr=True)
            self._status = console.status(self._line())
            self._status.start()

    def __exit__(self, *exc) -> None:
        if self._timer is not None:
            self._timer.cancel()
        with self._lock:
            if self._status is not None:
                self._status.stop()
                self._status = None
