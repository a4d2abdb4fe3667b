"""Machine code made once per content: the static mix's compiles and the occupancy
check's, kept between commands.

``report``, ``cfg`` and ``diff`` each need the machine code of a profile's IR, and made it
again on every call (LLVM's code generator, then ptxas and nvdisasm for SASS: seconds
for a large kernel, each time). The outputs of those steps are pure functions of their
inputs, so they are kept on disk under the SHA-256 of everything that goes into them:

* assembly: the IR text LLVM compiles, the triple, processor, features, the options and
  llvmlite's version (``assembly_key``);
* SASS: the PTX, the processor, each tool's path and ``--version`` and the assembler
  preferred (``sass_key``);
* what ``ptxas -v`` says of a PTX (registers, spills, shared memory: the occupancy
  check): the PTX, the processor, the ptxas's path and version (``isa/sass.ptxas_info``).

Only successful results are kept; a hit returns the same text the tools would write. The
folder is ``$BBPROF_CACHE`` (else ``$XDG_CACHE_HOME/bbprof``, else ``~/.cache/bbprof``)
``/machine-code``; ``BBPROF_MACHINE_CODE_CACHE=off`` turns it off (the test suite does,
except the tests of this module). Entries are plain text or JSON written whole (a
temporary file renamed into place), never code that is run or unpickled; one that cannot
be read is ignored and made again. Nothing is evicted: the folder can be deleted at any
time.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

from bbprof.files import cache_dir

VERSION = "1"     # changes when what an entry holds changes


def enabled() -> bool:
    return os.environ.get("BBPROF_MACHINE_CODE_CACHE", "on").lower() not in ("off", "0", "no")


def key(*parts: str | bytes) -> str:
    digest = hashlib.sha256(VERSION.encode())
    for part in parts:
        data = part if isinstance(part, bytes) else str(part).encode("utf-8", "replace")
        digest.update(len(data).to_bytes(8, "little") + data)
    return digest.hexdigest()


def assembly_key(text: str, triple: str, cpu: str, features: str, options: str) -> str:
    import llvmlite

    return key("asm", text, triple, cpu, features, options, llvmlite.__version__)


def sass_key(ptx: str, arch: str, tools: tuple[Path, Path], labels: tuple[str, str],
             prefer: str | None) -> str:
    return key("sass", ptx, arch, str(tools[0]), str(tools[1]), *labels, prefer or "")


def _path(entry: str) -> Path:
    return cache_dir() / "machine-code" / entry[:2] / entry


def get(entry: str) -> str | None:
    """The text kept under ``entry``, or None (not kept, unreadable, or turned off)."""
    if not enabled():
        return None
    try:
        return _path(entry).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def put(entry: str, text: str) -> None:
    """Keep ``text`` under ``entry``; a cache that cannot be written is no error."""
    if not enabled():
        return
    path = _path(entry)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{entry[:8]}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass


def get_json(entry: str):
    text = get(entry)
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def put_json(entry: str, value) -> None:
    put(entry, json.dumps(value))


__all__ = ["assembly_key", "cache_dir", "enabled", "get", "get_json", "put", "put_json",
           "sass_key"]
