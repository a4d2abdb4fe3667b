"""Running a program under ``bbprof profile``: the environment, the run, the results.

``profile_program(cmd, out)`` arms both ways in (``python_hook`` through
``site/sitecustomize.py`` on ``PYTHONPATH``; the native interposer through
``LD_PRELOAD``), runs the command with the terminal's signals reaching it directly (Ctrl-C
interrupts the program, not bbprof, which waits for it and then collects what it wrote),
and returns the program's exit status with the profiles found in ``out``.

After the program, bbprof only lists the profiles it wrote: a profile is read back (numpy
and the block map) only when asked for (``ProgramRun.profiles``). The summary printed at
exit comes from the rows each profiled Python process wrote into its
``python-<pid>.status`` and from the native profiles decoded here; a profile without a
row (a process ended before its status was written) is read to make its row.
``run.json`` records the command, its exit status, when it started and its wall time.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from bbprof.errors import InputError, ToolFailure
from bbprof.runtime.wrap import python_hook

#: Files of earlier runs that ``--force`` removes from the output folder.
_OURS = re.compile(r"^(native-.*\.(json|counters)|python-.*\.status|.*\.bbprof|"
                   r"run\.json|summary\.json)$")

RUN_FORMAT = "bbprof.program-run"


@dataclass
class ProgramRun:
    status: int                                   # the program's exit status (128+N: signal)
    out: Path
    paths: list[Path] = field(default_factory=list)    # the .bbprof files, sorted
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    started: float | None = None                  # when the program started (Unix time)
    wall_s: float | None = None                   # the program's wall time (start to exit)
    decoded: dict = field(default_factory=dict)   # {path: Profile} decoded in this process
    _loaded: list | None = field(default=None, repr=False)

    @property
    def profiles(self) -> list:
        """``[(path, Profile)]`` of every profile written, read on first use."""
        if self._loaded is None:
            self._loaded = [(path, self._profile_at(path)) for path in self.paths]
        return self._loaded

    def _profile_at(self, path: Path):
        if path in self.decoded:
            return self.decoded[path]
        from bbprof.profile import Profile

        return Profile.load(path)

    def summary_rows(self) -> list[dict]:
        """``rows.kernel_rows`` of every profile written: the rows the Python
        processes wrote beside their profiles, the others made from the profile."""
        from bbprof.runtime.wrap.rows import kernel_rows, order_rows

        written = _status_rows(self.out)
        loaded = dict(self._loaded or [])
        rows = []
        for path in self.paths:
            if path.name in written:
                rows.append(dict(written[path.name], path=str(path)))
            else:
                profile = loaded.get(path) or self._profile_at(path)
                rows += kernel_rows([profile], [path])
        return order_rows(rows)


def site_folder() -> Path:
    return Path(str(resources.files("bbprof.runtime.wrap").joinpath("site")))


def looks_like_python(cmd: list[str]) -> bool:
    program = os.path.basename(cmd[0])
    if re.fullmatch(r"python[0-9.]*|pypy[0-9.]*|torchrun|pytest|ipython[0-9]*", program):
        return True
    path = shutil.which(cmd[0])
    try:
        with open(path or cmd[0], "rb") as handle:
            first = handle.readline(200)
    except OSError:
        return False
    return first.startswith(b"#!") and b"python" in first


def child_environment(out: Path, *, kernels: str | None, mode: str | None,
                      preload: Path | None, read_every: int | None, quiet: bool,
                      base: dict | None = None, launch_counts: bool = True) -> dict:
    """The program's environment: the caller's, plus exactly these additions."""
    env = dict(os.environ if base is None else base)
    env[python_hook.ENV_OUT] = str(out)
    if kernels:
        env[python_hook.ENV_KERNELS] = kernels
    if mode:
        env[python_hook.ENV_MODE] = mode
    if quiet:
        env[python_hook.ENV_QUIET] = "1"
    if not launch_counts:
        env[python_hook.ENV_NO_LAUNCHES] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site_folder()),
                                                      env.get("PYTHONPATH")]))
    env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    # Inductor's caches can hand back kernels compiled without the hook
    env.setdefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")
    if preload is not None:
        env["LD_PRELOAD"] = " ".join(filter(None, [str(preload), env.get("LD_PRELOAD")]))
        if read_every:
            env["BBPROF_READ_EVERY"] = str(read_every)
    return env


def prepare_output(out: Path, *, force: bool) -> None:
    if out.exists() and not out.is_dir():
        raise InputError("is not a folder", path=str(out), hint="name a folder with -o")
    if out.is_dir():
        ours = [p for p in out.iterdir() if _OURS.match(p.name)]
        if ours and not force:
            raise InputError(f"holds {len(ours)} file(s) of an earlier run", path=str(out),
                             hint="pass --force to replace them, or another -o folder")
        for path in ours:
            path.unlink()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(f"cannot create the output folder: {exc.strerror}",
                         path=str(out)) from None


def profile_program(cmd: list[str], out: Path, *, kernels: str | None = None,
                    mode: str | None = None, maps: tuple[str, ...] = (),
                    native: bool | None = None, read_every: int | None = None,
                    quiet: bool = False, force: bool = False,
                    launch_counts: bool = True) -> ProgramRun:
    from bbprof.runtime.wrap.interposer import build_interposer
    from bbprof.runtime.wrap.native import map_search_path, profiles_from_dumps, read_dumps

    if not cmd:
        raise InputError("no program to run", hint="bbprof profile -- CMD ARGS...")
    if kernels:
        try:
            pattern = re.compile(kernels)
        except re.error as exc:
            raise InputError(f"--kernels '{kernels}' is not a regular expression: {exc}"
                             ) from None
    else:
        pattern = None
    if mode:
        from bbprof.instrument.modes import Mode

        from bbprof.runtime.triton import check_session_mode

        # a bad mode is refused before the program runs
        check_session_mode(Mode.from_string(mode))
    if shutil.which(cmd[0]) is None and not os.path.exists(cmd[0]):
        raise InputError(f"no program '{cmd[0]}' to run", hint="check the command after --")
    out = out.resolve()
    prepare_output(out, force=force)
    run = ProgramRun(status=0, out=out)
    is_python = looks_like_python(cmd)
    preload = None
    if native is not False:
        try:
            preload = build_interposer()
        except ToolFailure as exc:
            if native or not is_python:
                raise
            run.notes.append(f"native programs not profiled: {exc.one_line()}")
    env = child_environment(out, kernels=kernels, mode=mode, preload=preload,
                            read_every=read_every, quiet=quiet, launch_counts=launch_counts)
    # Ctrl-C reaches the program (the terminal signals its whole process group) and is
    # ignored here. A handler, not SIG_IGN: an ignored signal stays ignored across exec,
    # and the program would not see Ctrl-C at all.
    previous = signal.signal(signal.SIGINT, _ignore)
    try:
        run.started, started = time.time(), time.perf_counter()
        try:
            child = subprocess.Popen(cmd, env=env)
        except OSError as exc:
            raise InputError(f"cannot run '{cmd[0]}': {exc.strerror}") from None
        status = child.wait()
        run.wall_s = time.perf_counter() - started
    finally:
        signal.signal(signal.SIGINT, previous)
    run.status = 128 - status if status < 0 else status
    dumps = read_dumps(out)
    natives, run.problems = profiles_from_dumps(dumps, map_search_path(maps), kernels=pattern)
    for profile in natives:
        kernel = profile.launches[0].kernel if profile.launches else "module"
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", kernel)
        path = out / (f"native-{profile.meta['pid']}-{name}-"
                      f"{profile.block_map.input_sha256[:12]}.bbprof")
        profile.save(path)
        run.decoded[path] = profile
    run.paths = sorted(out.glob("*.bbprof"))
    if not run.paths and not run.problems:
        run.problems.append(_why_nothing(out, cmd, dumps))
    _write_run_record(run, cmd)
    return run


def _ignore(signum, frame) -> None:
    pass


def _write_run_record(run: ProgramRun, cmd: list[str]) -> None:
    """``run.json``: what ran, how it ended, how long it took (docs/formats.md)."""
    record = {"format": RUN_FORMAT, "version": 1, "command": list(cmd),
              "status": run.status, "started": run.started, "wall_s": run.wall_s,
              "profiles": [p.name for p in run.paths]}
    try:
        (run.out / "run.json").write_text(json.dumps(record) + "\n")
    except OSError as exc:
        run.notes.append(f"run.json not written: {exc.strerror}")


def _status_rows(out: Path) -> dict[str, dict]:
    """``{profile file name: summary row}`` from the Python processes' status files."""
    rows = {}
    for path in out.glob("python-*.status"):
        try:
            status = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        for row in status.get("kernels", []) if isinstance(status, dict) else []:
            if isinstance(row, dict) and isinstance(row.get("path"), str):
                rows[os.path.basename(row["path"])] = row
    return rows


def _why_nothing(out: Path, cmd: list[str], dumps) -> str:
    """One line for a run that profiled nothing."""
    pythons = []
    for path in out.glob("python-*.status"):
        try:
            pythons.append(json.loads(path.read_text()))
        except (OSError, ValueError):
            continue
    if pythons and not any(p.get("triton_installed") for p in pythons):
        return (f"no kernel was profiled: Triton is not installed for "
                f"{pythons[0].get('executable')} (bbprof profiles the Triton kernels a Python "
                "program compiles; pip install triton, or run a native program)")
    if pythons and not any(p.get("triton_imported") for p in pythons):
        return ("no kernel was profiled: the program never imported Triton, and loaded no "
                "module instrumented by bbprof")
    if pythons:
        return "no kernel was profiled: the program compiled no Triton kernel"
    return (f"no kernel was profiled: '{cmd[0]}' loaded no module instrumented by bbprof "
            "(instrument its kernels with bbprof instrument and build them first)")
