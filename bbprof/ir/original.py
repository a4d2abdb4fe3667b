"""The uninstrumented IR a block map was made from: found, and checked by sha256.

A block map records its input's path and the sha256 of its text. Every command that needs
that IR back — a baseline launch (``bbprof run --baseline``), a static mix (``report``,
``cfg``, ``diff``), a thread-trace check (``validate --att-dir``) — reads it here, so that
a file that is not the one is refused the same way everywhere.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from bbprof.errors import InputError, MismatchError
from bbprof.files import read_input
from bbprof.ir.module import decode_ir_bytes


def original_ir(block_map, path: str | Path | None = None, *, option: str = "--ir",
                instead: str | None = None) -> tuple[Path, str]:
    """``path`` (default: the block map's input path) and its text, when its sha256 is
    the block map's. ``option``: the caller's option that names the file, for the hints;
    ``instead``: what else the caller would take when the file is missing."""
    where = Path(path) if path is not None else Path(block_map.input.path or "")
    if not where.is_file():
        hint = f"pass the uninstrumented IR with {option}" + (f", or {instead}" if instead
                                                               else "")
        raise InputError("the uninstrumented IR the block map was made from is not here",
                         path=str(where), hint=hint)
    # the bytes' sha256 first (UTF-8 text hashes as its bytes): a file the map does not
    # own (a path edited to name /etc/passwd) is refused before anything reads its text
    data = read_input(where, "LLVM IR file")
    if hashlib.sha256(data).hexdigest() != block_map.input_sha256:
        raise MismatchError("is not the IR the block map was instrumented from (sha256 "
                            "differs)", path=str(where), hint=f"pass the original with {option}")
    return where, decode_ir_bytes(data, str(where))
