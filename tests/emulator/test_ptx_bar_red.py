"""The emulator's ``bar.red.popc.u32`` / ``barrier.red.popc.u32`` (``__syncthreads_count``
written as inline PTX): a barrier of the whole CTA that gives every lane the number of its
CTA's lanes whose predicate holds (``!p``: does not), checked against numpy in CTAs of 45
threads (a partial second warp)."""

from __future__ import annotations

import numpy as np

from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, get_backend

from test_side_flag_lanes import KERNEL_DECLARES, KERNEL_HEAD


def test_emulated_bar_red_popc_counts_the_cta():
    """``bar.red.popc.u32`` and ``barrier.red.popc.u32`` with ``p`` and ``!p``: every
    lane of a CTA gets the number of its CTA's lanes whose predicate holds (does not)."""
    block, grid = 45, 3
    asm = ("{\\0A\\09.reg .pred %p;\\0A\\09setp.ne.u32 %p, $2, 0;\\0A\\09"
           "bar.red.popc.u32 $0, 0, %p;\\0A\\09barrier.red.popc.u32 $1, 0, !%p;\\0A\\09}")
    text = "\n".join([
        *KERNEL_HEAD,
        "  %b = and i32 %x, 1",
        f'  %r = call {{i32, i32}} asm sideeffect "{asm}", "=r,=r,r"(i32 %b)',
        "  %yes = extractvalue {i32, i32} %r, 0", "  %no = extractvalue {i32, i32} %r, 1",
        "  %g2 = shl i64 %gi, 1",
        "  %po = getelementptr i32, ptr addrspace(1) %out, i64 %g2",
        "  store i32 %yes, ptr addrspace(1) %po",
        "  %po1 = getelementptr i32, ptr addrspace(1) %po, i64 1",
        "  store i32 %no, ptr addrspace(1) %po1",
        "  ret void", "}", *KERNEL_DECLARES, ""])
    data = np.random.default_rng(3).integers(0, 2**32, block * grid,
                                             dtype=np.uint64).astype(np.uint32)
    backend = get_backend("emulator")
    code = backend.load(load_module("bar_red.ll", text=text).text, None)
    out = backend.upload(np.zeros(2 * block * grid, np.uint32))
    code.launch("k", LaunchShape.of(grid, block), [backend.upload(data), out])
    got = out.read_array(np.uint32).reshape(grid, block, 2)
    odd = (data & 1).reshape(grid, block).sum(axis=1)
    assert (got[:, :, 0] == odd[:, None]).all()
    assert (got[:, :, 1] == block - odd[:, None]).all()
