"""Writing output files whole or not at all."""

from __future__ import annotations

import contextlib
import os
import signal
import tempfile
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path

from bbprof.errors import InputError


def cache_dir() -> Path:
    """bbprof's cache folder: ``$BBPROF_CACHE``, else ``$XDG_CACHE_HOME/bbprof``, else
    ``~/.cache/bbprof`` (the pass plugin's builds, kept machine code)."""
    given = os.environ.get("BBPROF_CACHE")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "bbprof"


def check_writable(*paths: str | Path) -> None:
    """Refuse, before anything is written, an output whose folder does not exist or that
    is a folder itself, so that a command writing several files writes all or none."""
    for path in map(Path, paths):
        directory = path.parent if str(path.parent) else Path(".")
        if not directory.is_dir():
            raise InputError("cannot write: its folder does not exist", path=str(path))
        if path.is_dir():
            raise InputError("cannot write: it is a folder", path=str(path),
                             hint="name a file")


# Inputs: regular files, at most this many MB unless $BBPROF_MAX_INPUT_MB (or
# `bbprof --max-input-mb`) says more. A kernel's IR is rarely over 100 MB; a device, a
# FIFO or /dev/zero is never an input, and would otherwise be read until memory runs out.
MAX_INPUT_MB = 1024


def input_limit_mb() -> int:
    value = os.environ.get("BBPROF_MAX_INPUT_MB", "")
    try:
        return int(value) if value else MAX_INPUT_MB
    except ValueError:
        raise InputError(f"BBPROF_MAX_INPUT_MB={value!r} is not a whole number of MB") \
            from None


def check_input(path: str | Path, what: str = "file", missing: str = "no such file") -> int:
    """Refuse, before reading, an input that is not a regular file or is over the size
    limit; its size in bytes. ``what`` names it in messages ("LLVM IR file"), ``missing``
    is the message for a path that does not exist."""
    import stat

    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise InputError(missing, path=str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError(f"is a directory, not a {what}", path=str(path))
    if not stat.S_ISREG(info.st_mode):
        raise InputError("is not a regular file (a device, a FIFO or a socket)",
                         path=str(path), hint=f"bbprof reads each {what} from a file on disk")
    limit = input_limit_mb()
    if info.st_size > limit << 20:
        raise InputError(f"is {info.st_size / (1 << 20):,.0f} MB, over bbprof's input limit of "
                         f"{limit:,} MB", path=str(path),
                         hint="raise it with `bbprof --max-input-mb N` or BBPROF_MAX_INPUT_MB")
    return info.st_size


def read_input(path: str | Path, what: str = "file", missing: str = "no such file") -> bytes:
    """The bytes of an input file, checked by ``check_input`` (and read no further than
    the limit, should it grow meanwhile)."""
    check_input(path, what, missing)
    limit = input_limit_mb() << 20
    try:
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from None
    if len(data) > limit:
        raise InputError(f"grew over bbprof's input limit of {limit >> 20:,} MB while read",
                         path=str(path))
    return data


def ir_stem(path: Path) -> str:
    """A file name without its IR suffix: ``k.ll`` and ``k.llir`` -> ``k``."""
    name = path.name
    for suffix in (".ll", ".llir"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def block_map_path(ir: Path) -> Path:
    """The one naming rule of block maps: the map of an instrumented IR file is beside it,
    named like it with ``.json`` (``k.bbprof.ll`` -> ``k.bbprof.json``, ``X.ll`` -> ``X.json``):
    what ``instrument`` writes and ``run``, ``build`` look for."""
    return ir.with_name(ir_stem(ir) + ".json")


def write_atomically(path: str | Path, content: str | bytes) -> None:
    """Write to a temporary file beside ``path``, then rename it into place."""
    write_all_atomically({path: content})


def write_all_atomically(outputs: Mapping[str | Path, str | bytes]) -> None:
    """Write several files whole or not at all: every file goes to a temporary file beside
    its destination first; only when all are written are they renamed into place, in the
    order given (put a block map last: an IR file never appears without its map). Ctrl-C
    during the renames is held back until they are done, so the set is not left half
    renamed. New files get the mode ``open()`` would give them (0666 less the umask)."""
    paths = [Path(p) for p in outputs]
    check_writable(*paths)
    mode = _mode_from_umask()
    temps: list[tuple[str, Path]] = []
    try:
        with _folders_locked(paths):   # another writer's set cannot mix with this one
            for path, content in zip(paths, outputs.values()):
                temps.append((_write_temp(path, content, mode), path))
            _test_pause("BBPROF_TEST_PAUSE_BEFORE_RENAMES")
            with _interrupts_held():
                for i, (tmp, path) in enumerate(temps):
                    try:
                        os.replace(tmp, path)
                    except OSError as exc:
                        raise InputError(f"cannot write: {exc.strerror}",
                                         path=str(path)) from None
                    if i == 0:
                        _test_pause("BBPROF_TEST_PAUSE_IN_RENAMES")
    finally:
        for tmp, _ in temps:
            if os.path.exists(tmp):
                os.unlink(tmp)


def _write_temp(path: Path, content: str | bytes, mode: int) -> str:
    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise InputError(f"cannot write here: {exc.strerror}", path=str(path)) from None
    try:
        os.fchmod(fd, mode)   # mkstemp makes 0600; an output is an ordinary file
        with os.fdopen(fd, "wb" if isinstance(content, bytes) else "w") as handle:
            handle.write(content)
    except BaseException as exc:
        os.unlink(tmp)
        if isinstance(exc, OSError):
            raise InputError(f"cannot write: {exc.strerror}", path=str(path)) from None
        raise
    return tmp


def _mode_from_umask() -> int:
    umask = os.umask(0o022)   # reading the umask means setting it; put it back at once
    os.umask(umask)
    return 0o666 & ~umask


HELD_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP back for the duration (main thread only), then
    deliver the first that came to the handler it would have met."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple] = []
    previous = {sig: signal.signal(sig, lambda *args: caught.append(args))
                for sig in HELD_SIGNALS}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if caught:
            signum = caught[0][0]
            handler = previous[signum]
            if callable(handler):
                handler(*caught[0])
            elif handler == signal.SIG_DFL:
                if signum == signal.SIGINT:
                    raise KeyboardInterrupt
                signal.raise_signal(signum)


@contextlib.contextmanager
def _folders_locked(paths: list[Path]) -> Iterator[None]:
    """An exclusive lock (flock) on each output's folder while a set is written, so two
    bbprof processes writing the same outputs write one whole set after the other."""
    try:
        import fcntl
    except ImportError:          # not POSIX: no lock
        yield
        return
    fds = []
    try:
        for folder in sorted({str(p.parent if str(p.parent) else Path(".")) for p in paths}):
            try:
                fd = os.open(folder, os.O_RDONLY)
            except OSError:
                continue
            fds.append(fd)
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        for fd in fds:
            os.close(fd)        # closing releases the lock


def _test_pause(variable: str) -> None:
    """Tests only: sleep the seconds ``$variable`` says, so that a test can send a signal
    at a known step (tests/cli/test_signals.py)."""
    seconds = os.environ.get(variable)
    if seconds:
        import time

        time.sleep(float(seconds))
