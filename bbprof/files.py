"""Writing output files whole or not at all."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from bbprof.errors import InputError


def write_atomically(path: str | Path, content: str | bytes) -> None:
    """Write to a temporary file beside ``path``, then rename it into place."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    if not directory.is_dir():
        raise InputError("cannot write: its folder does not exist", path=str(path))
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
