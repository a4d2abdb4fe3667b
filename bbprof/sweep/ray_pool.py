"""Running a sweep on a Ray cluster: one long-lived actor per GPU (or per CPU worker for
the host and emulator backends), fed variants as they free up.

Actors, not a task per variant: GPU tasks restart their worker after each task by default
(``max_calls=1``), measured at ~0.45 s per task (../shared/NOTES.md). Ray sets each GPU
actor's ``CUDA_VISIBLE_DEVICES``, so inside it the device is 0. The variants' IR files must
be readable where the actors run (a shared file system) and so must the output folder.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from bbprof.errors import ToolFailure
from bbprof.sweep.spec import Variant


def _ray():
    try:
        import ray
    except ImportError:
        raise ToolFailure("--ray needs Ray", hint="pip install 'bbprof[ray]'") from None
    return ray


def run_ray(variants: list[Variant], out: Path, *, address: str, workers: int | None,
            gpu: bool, on_row: Callable[[dict], None] | None = None,
            init_options: dict | None = None) -> list[dict]:
    ray = _ray()
    started_here = not ray.is_initialized()
    if started_here:
        options = {"ignore_reinit_error": True, "include_dashboard": False,
                   "log_to_driver": False, **(init_options or {})}
        if address not in ("", "local"):
            options["address"] = address
        ray.init(**options)
    try:
        from bbprof.sweep.variant import run_bounded

        @ray.remote
        class SweepWorker:
            def run(self, variant, out_dir):
                return run_bounded(variant, Path(out_dir), device=0)

        resources = ray.cluster_resources()
        if gpu:
            n = workers or int(resources.get("GPU", 0))
            if n < 1:
                raise ToolFailure("the Ray cluster has no GPUs for this backend",
                                  hint="start the cluster's nodes with their GPUs, or use "
                                       "--backend emulator")
            actors = [SweepWorker.options(num_gpus=1).remote() for _ in range(n)]
        else:
            n = workers or max(1, int(resources.get("CPU", 1)))
            actors = [SweepWorker.options(num_cpus=1).remote() for _ in range(n)]
        pool = ray.util.ActorPool(actors)
        rows = {}
        for index, variant in enumerate(variants):
            pool.submit(lambda a, item: a.run.remote(item[1], str(out)), (index, variant))
        # ActorPool returns results in submission order with get_next(); rows keep it
        for index in range(len(variants)):
            row = pool.get_next()
            rows[index] = row
            if on_row:
                on_row(row)
        for actor in actors:
            ray.kill(actor)
        return [rows[i] for i in range(len(variants))]
    finally:
        if started_here:
            ray.shutdown()
