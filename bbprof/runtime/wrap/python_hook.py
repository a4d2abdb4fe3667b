"""The part of ``bbprof profile`` that runs inside a profiled Python program.

``install()`` is called by ``site/sitecustomize.py`` at interpreter start. It costs
nothing until the program imports Triton: an import watcher on ``sys.meta_path`` lets
Triton's own import finish, then opens a ``bbprof.triton`` session (the same hooks as
``with bbprof.triton.profile():``). When the interpreter exits — normally, after an
uncaught exception, on Ctrl-C, or on SIGTERM when the program installed no handler of its
own — the session reads every kernel's counters and writes one Profile per kernel into
``$BBPROF_PROFILE_OUT``.
"""

from __future__ import annotations

import atexit
import os
import re
import signal
import sys

ENV_OUT = "BBPROF_PROFILE_OUT"          # folder the profiles go to (set: hook armed)
ENV_KERNELS = "BBPROF_PROFILE_KERNELS"  # regex: instrument only kernels it matches
ENV_MODE = "BBPROF_PROFILE_MODE"        # counting mode (Mode's canonical string)
ENV_QUIET = "BBPROF_PROFILE_QUIET"      # "1": no progress lines on stderr
ENV_NO_LAUNCHES = "BBPROF_PROFILE_NO_LAUNCH_COUNTS"   # "1": no per-launch Python hook

_state: dict = {}


def _say(text: str) -> None:
    if os.environ.get(ENV_QUIET) != "1":
        print(f"bbprof: {text}", file=sys.stderr, flush=True)


def install() -> None:
    """Arm the hook (idempotent); does nothing unless ``$BBPROF_PROFILE_OUT`` is set."""
    if not os.environ.get(ENV_OUT) or _state.get("installed"):
        return
    _state["installed"] = True
    atexit.register(_write_status)     # runs after finish() (atexit is last-in first-out)
    if "triton" in sys.modules:
        start()
    else:
        sys.meta_path.insert(0, _TritonWatcher())


class _TritonWatcher:
    """Finds nothing itself; when ``triton`` is imported, wraps its loader so the session
    starts right after Triton's ``__init__`` has run."""

    def find_spec(self, name, path=None, target=None):
        if name != "triton":
            return None
        sys.meta_path.remove(self)
        import importlib.util

        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        original = loader.exec_module

        def exec_module(module):
            original(module)
            try:
                start()
            except Exception as exc:   # the program must run even if bbprof cannot
                _say(f"warning: Triton kernels are not profiled: {exc}")

        loader.exec_module = exec_module
        return spec


def start() -> None:
    """Open the session now (Triton is importable) and arrange for the profiles at exit."""
    if _state.get("session") is not None:
        return
    from bbprof.runtime.triton import TritonSession

    kernels = os.environ.get(ENV_KERNELS) or None
    session = TritonSession(mode=os.environ.get(ENV_MODE) or None,
                            kernels=re.compile(kernels) if kernels else None,
                            count_launches=os.environ.get(ENV_NO_LAUNCHES) != "1")
    session.on_load = _interposer_ignore()
    session.__enter__()
    _state["session"] = session
    atexit.register(finish)
    if (threading_is_main() and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL):
        signal.signal(signal.SIGTERM, _terminated)


def threading_is_main() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def _terminated(signum, frame):
    raise SystemExit(128 + signum)


def _interposer_ignore():
    """When the native interposer is preloaded too, tell it that bbprof.triton reads the
    counters of Triton's modules itself (else they would be counted twice)."""
    import ctypes

    try:
        ignore = ctypes.CDLL(None).bbprof_interpose_ignore
    except (OSError, AttributeError):
        return None
    ignore.argtypes = [ctypes.c_void_p]
    ignore.restype = None
    return lambda module: ignore(ctypes.c_void_p(int(module)))


def _write_status() -> None:
    """``python-<pid>.status``: whether this interpreter profiled Triton (a program that
    never imported Triton is not an error) and the summary row of each profile it wrote,
    for the summary ``bbprof profile`` prints (docs/formats.md)."""
    import importlib.util
    import json

    out = os.environ.get(ENV_OUT)
    if not out:
        return
    status = {"pid": os.getpid(), "executable": sys.executable, "argv": list(sys.argv),
              "triton_imported": "session" in _state or _state.get("finished", False),
              "triton_installed": importlib.util.find_spec("triton") is not None,
              "profiles": _state.get("written", 0), "kernels": _state.get("rows", [])}
    try:
        os.makedirs(out, exist_ok=True)
        with open(os.path.join(out, f"python-{os.getpid()}.status"), "w") as handle:
            json.dump(status, handle)
    except OSError:
        pass
    _end_as_interrupted()


def _end_as_interrupted() -> None:
    """After an uncaught KeyboardInterrupt Python ends by SIGINT (status 128+2 to the
    shell), but only while nothing at exit imported a module new to it, and the hook's
    exit imports bbprof's writing code: it would end with status 1. So when the program
    ended that way, end it as Python would (stdio flushed, the default SIGINT) from here,
    the hook's last exit function (registered first)."""
    interrupted = getattr(sys, "last_type", None)
    if (interrupted is None or not issubclass(interrupted, KeyboardInterrupt)
            or hasattr(sys, "ps1")          # an interactive session keeps its last error
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        return
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGINT)


def finish() -> list[str]:
    """Close the session and write its profiles; returns the paths written."""
    session = _state.pop("session", None)
    if session is None:
        return []
    _state["finished"] = True
    out = os.environ[ENV_OUT]
    written = []
    try:
        session.__exit__(None, None, None)
        profiles = session.profiles()
    except Exception as exc:
        _say(f"warning: could not read the Triton kernels' counters: {exc}")
        return []
    from bbprof.runtime.wrap.rows import kernel_rows

    os.makedirs(out, exist_ok=True)
    rows = []
    for key, profile in profiles.items():
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", key.replace("[", "-").rstrip("]"))
        path = os.path.join(out, f"triton-{os.getpid()}-{name}.bbprof")
        profile.meta.setdefault("pid", os.getpid())
        profile.meta.setdefault("argv", list(sys.argv))
        profile.save(path)
        written.append(path)
        # the summary bbprof prints at exit: made here, where the Profile is in memory,
        # so that bbprof reads one small status file instead of every profile
        rows += kernel_rows([profile], [path])
    _state["rows"] = rows
    for error in session.errors:
        _say(f"warning: {error}")
    _state["written"] = len(written)
    if written:
        _say(f"{len(written)} Triton kernel profile(s) written to {out}")
    return written
