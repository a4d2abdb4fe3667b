"""Profiles of the five corpus kernels on the GPU, kept as test data for the reports.

    python scripts/h200_profiles.py OUT_DIR

Each kernel of scripts/corpus_kernels.py runs once, at the sizes of scripts/bench_overhead.py
(issue 4's), inside ``bbprof.triton.profile()`` (default counting mode). For each, OUT_DIR
gets ``<kernel>.bbprof`` (the Profile) and ``<kernel>.llir`` (Triton's LLVM IR before
instrumenting, whose sha256 the block map records: ``bbprof static`` reads it). Everything
is packed into ``OUT_DIR/h200_profiles.tgz``.

The files are test data, so they name no folder of the machine that made them: Triton's
debug info names the folders it compiled in, which ``portable_debug_dirs`` makes relative
(the repository's to the repository, a Python package's to its ``site-packages``) before
the text is saved, and the block map records the sha256 of that text.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

_DEBUG_DIR = re.compile(r'directory: "(?P<dir>/[^"]*)"')


def portable_debug_dirs(text: str, root: str) -> str:
    """``text`` with every absolute ``DIFile`` directory made relative: ``root``'s own
    (the repository) to ``root``, a Python package's to its ``site-packages``, any other
    to its last component."""
    def relative(match: re.Match) -> str:
        folder = match.group("dir")
        if folder == root or folder.startswith(root.rstrip("/") + "/"):
            folder = folder[len(root):].strip("/") or "."
        elif "/site-packages/" in folder:
            folder = "site-packages/" + folder.split("/site-packages/", 1)[1]
        else:
            folder = Path(folder).name
        return f'directory: "{folder}"'

    return _DEBUG_DIR.sub(relative, text)


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    import torch
    import triton

    import bbprof.triton
    from bench_overhead import setups

    props = torch.cuda.get_device_properties(0)
    table = setups(torch, triton, props.multi_processor_count)
    written = []
    facts_all = {}
    for name in ("matmul", "conv", "softmax", "reduce", "branchy"):
        fn, grid, args, num_warps, _outs, _exact, facts = table[name]()
        with bbprof.triton.profile() as session:
            fn[grid](**args, num_warps=num_warps)
            torch.cuda.synchronize()
        (kernel,) = session.kernels.values()
        profile = session.profile(kernel.name)
        profile.meta.update(grid=list(grid), kernel_args={k: (str(v.dtype) + str(tuple(v.shape))
                            if hasattr(v, "shape") else v) for k, v in args.items()},
                            made_by="scripts/h200_profiles.py")
        profile.launches[0].grid = tuple(grid)
        llir = portable_debug_dirs(kernel.llir, str(ROOT))
        block_map = profile.block_map
        profile.block_map = dataclasses.replace(block_map, input=dataclasses.replace(
            block_map.input, sha256=hashlib.sha256(llir.encode()).hexdigest()))
        profile.save(out / f"{name}.bbprof")
        (out / f"{name}.llir").write_text(llir)
        written += [f"{name}.bbprof", f"{name}.llir"]
        facts_all[name] = {"grid": list(grid), "num_warps": num_warps, **facts}
        print(name, kernel.name, profile, flush=True)
    (out / "facts.json").write_text(json.dumps(facts_all, indent=1))
    written.append("facts.json")
    with tarfile.open(out / "h200_profiles.tgz", "w:gz") as tar:
        for f in written:
            tar.add(out / f, arcname=f)
            (out / f).unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
