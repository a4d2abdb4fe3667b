"""Writing output files whole or not at all."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from bbprof.errors import InputError


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


def ir_stem(path: Path) -> str:
    """A file name without its IR suffix: ``k.ll`` and ``k.llir`` -> ``k``."""
    name = path.name
    for suffix in (".ll", ".llir"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


def write_atomically(path: str | Path, content: str | bytes) -> None:
    """Write to a temporary file beside ``path``, then rename it into place."""
    path = Path(path)
    check_writable(path)
    directory = path.parent if str(path.parent) else Path(".")
    mode = "wb" if isinstance(content, bytes) else "w"
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as exc:
        raise InputError(f"cannot write here: {exc.strerror}", path=str(path)) from None
    try:
        with os.fdopen(fd, mode) as handle:
            handle.write(content)
        os.replace(tmp, path)
    except OSError as exc:
        os.unlink(tmp) if os.path.exists(tmp) else None
        raise InputError(f"cannot write: {exc.strerror}", path=str(path)) from None
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
