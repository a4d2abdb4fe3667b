"""Running a sweep's variants on this machine: one worker process per device.

Each worker is a fresh interpreter (``spawn``) whose ``CUDA_VISIBLE_DEVICES`` and
``HIP_VISIBLE_DEVICES`` name its one GPU before any driver is loaded, so every worker sees
its device as device 0; CPU backends (host, emulator) get ``workers`` plain processes.
Variants go out through one queue as workers free up; each result comes back as a row.
A variant whose worker dies (a crash inside a driver) gets an error row, and a new worker
takes the device. With one worker the variants run in this process.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue as queue_module
from collections.abc import Callable, Iterable
from pathlib import Path

from bbprof.sweep.spec import Variant
from bbprof.sweep.variant import run_bounded

GPU_BACKENDS = ("cuda", "hip")


def count_gpus(backend: str) -> int:
    """GPUs this machine offers the backend (visible-devices variables honoured)."""
    variable = {"cuda": "CUDA_VISIBLE_DEVICES", "hip": "HIP_VISIBLE_DEVICES"}.get(backend)
    if variable and os.environ.get(variable):
        return len([d for d in os.environ[variable].split(",") if d.strip()])
    import shutil
    import subprocess

    tool = {"cuda": ["nvidia-smi", "-L"], "hip": ["rocm-smi", "--showid"]}.get(backend)
    if tool and shutil.which(tool[0]):
        try:
            out = subprocess.run(tool, capture_output=True, text=True, timeout=20).stdout
        except (OSError, subprocess.SubprocessError):
            return 1
        lines = [l for l in out.splitlines() if l.startswith("GPU") or "GPU[" in l]
        return max(1, len({l.split(":")[0] for l in lines}))
    return 1


def _worker(device: str | None, out: str, tasks, results) -> None:
    if device is not None:
        os.environ["CUDA_VISIBLE_DEVICES"] = device
        os.environ["HIP_VISIBLE_DEVICES"] = device
    while True:
        item = tasks.get()
        if item is None:
            return
        index, variant = item
        results.put(("start", index, os.getpid()))
        results.put(("row", index, run_bounded(variant, Path(out), device=0)))


def run_local(variants: list[Variant], out: Path, *, workers: int,
              devices: list[str] | None = None,
              on_row: Callable[[dict], None] | None = None) -> list[dict]:
    """Rows in the order of ``variants``."""
    if not variants:
        return []
    if workers <= 1 and not devices:
        rows = []
        for variant in variants:
            rows.append(run_bounded(variant, out, device=0))
            if on_row:
                on_row(rows[-1])
        return rows
    context = mp.get_context("spawn")
    tasks, results = context.Queue(), context.Queue()
    slots = devices or [None] * workers
    procs = {}

    def start(slot):
        p = context.Process(target=_worker, args=(slot, str(out), tasks, results),
                            daemon=True)
        p.start()
        procs[p.pid] = (p, slot)

    for slot in slots:
        start(slot)
    for item in enumerate(variants):
        tasks.put(item)
    rows: dict[int, dict] = {}
    running: dict[int, int] = {}          # pid -> index of the variant it runs
    while len(rows) < len(variants):
        try:
            kind, index, payload = results.get(timeout=1.0)
        except queue_module.Empty:
            for pid, (p, slot) in list(procs.items()):
                if not p.is_alive():
                    del procs[pid]
                    if pid in running:
                        index = running.pop(pid)
                        variant = variants[index]
                        rows[index] = {"name": variant.name, "status": "error",
                                       "backend": variant.backend,
                                       "error": f"the worker died (exit {p.exitcode})",
                                       **{f"config.{k}": v for k, v in
                                          variant.config.items()}}
                        if on_row:
                            on_row(rows[index])
                    if len(rows) < len(variants):
                        start(slot)
            continue
        if kind == "start":
            running[payload] = index
        else:
            rows[index] = payload
            running = {pid: i for pid, i in running.items() if i != index}
            if on_row:
                on_row(payload)
    for _ in procs:
        tasks.put(None)
    for p, _ in procs.values():
        p.join(timeout=10)
    return [rows[i] for i in range(len(variants))]


def devices_for(backend: str, workers: int | None) -> tuple[int, list[str] | None]:
    """(workers, device list): one per GPU for GPU backends, ``workers`` CPU processes
    (default: the machine's cores) otherwise."""
    if backend in GPU_BACKENDS:
        n = workers or count_gpus(backend)
        visible = os.environ.get("CUDA_VISIBLE_DEVICES" if backend == "cuda" else
                                 "HIP_VISIBLE_DEVICES")
        ids = [d.strip() for d in visible.split(",")] if visible else [str(i)
                                                                       for i in range(n)]
        return n, (ids[:n] if n > 1 else None)
    return (workers or os.cpu_count() or 1), None


def names(rows: Iterable[dict]) -> list[str]:
    return [r["name"] for r in rows]
