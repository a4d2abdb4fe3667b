"""Building the native interposer (``interpose.c``) on first use.

The shared library is compiled with the system C compiler (``$CC``, else ``cc``/``gcc``/
``clang``) into a cache folder keyed by the source's hash and the compiler's path
(``$BBPROF_CACHE``, else ``~/.cache/bbprof``), so an upgrade of bbprof or another compiler
rebuilds it, and concurrent builds cannot see each other's half-written file. A cached
build costs one hash of the source and one ``stat``: no compiler is run. Without any
compiler, a build of the same source by one that is gone still serves.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from importlib import resources
from pathlib import Path

from bbprof.errors import ToolFailure

LIBRARY = "libbbprof_interpose.so"


def source_text() -> str:
    return resources.files("bbprof.runtime.wrap").joinpath("interpose.c").read_text()


def cache_root() -> Path:
    root = os.environ.get("BBPROF_CACHE")
    return Path(root) if root else Path.home() / ".cache" / "bbprof"


def find_compiler() -> str | None:
    for name in filter(None, (os.environ.get("CC"), "cc", "gcc", "clang")):
        found = shutil.which(name)
        if found:
            return found
    return None


def build_interposer(*, cache: Path | None = None) -> Path:
    """The path of the built interposer, building it first when needed."""
    source = source_text()
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    root = cache or cache_root()
    compiler = find_compiler()
    if compiler is None:
        for library in sorted(root.glob(f"interpose-{digest}-*/{LIBRARY}")):
            return library
        raise ToolFailure("profiling a native program needs a C compiler to build bbprof's "
                          "driver interposer, and none was found (cc, gcc, clang)",
                          hint="install gcc, or set CC")
    built_by = hashlib.sha256(os.path.realpath(compiler).encode()).hexdigest()[:8]
    folder = root / f"interpose-{digest}-{built_by}"
    library = folder / LIBRARY
    if library.is_file():
        return library
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ToolFailure(f"cannot create the cache folder {folder}: {exc.strerror}",
                          hint="set BBPROF_CACHE to a writable folder") from None
    with tempfile.TemporaryDirectory(dir=folder) as work:
        src = Path(work) / "interpose.c"
        src.write_text(source)
        out = Path(work) / LIBRARY
        cmd = [compiler, "-shared", "-fPIC", "-O2", "-o", str(out), str(src), "-ldl",
               "-lpthread"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise ToolFailure(f"building the driver interposer failed: {exc}") from None
        if proc.returncode != 0:
            first = (proc.stderr.strip().splitlines() or ["(no message)"])[0]
            raise ToolFailure(f"building the driver interposer with {compiler} failed: "
                              f"{first}", hint="set CC to a working C compiler")
        os.replace(out, library)
    return library
