"""bbprof.triton on the GPU: the corpus `loop` kernel (kernels_h200.py) through profile()."""

from __future__ import annotations

import pytest

T = 64 * 128          # 64 programs x 4 warps


@pytest.fixture(scope="module")
def loop():
    torch = pytest.importorskip("torch")
    pytest.importorskip("triton")
    from kernels_h200 import loop_kernel

    x = torch.rand(T, device="cuda")
    return torch, loop_kernel, x


def expected(n_iter: int, launches: int = 1) -> list[int]:
    """thread_hits in block order: <entry>, .lr.ph, ._crit_edge, then the `pid % 2 == 0`
    store and the exit (their numbers depend on the compile: 64/83 in the corpus)."""
    return [T * launches, T * n_iter * launches, T * launches, T // 2 * launches,
            T * launches]


def thread_hits(profile) -> list[int]:
    frame = profile.to_dataframe()
    assert list(frame.block[1:3]) == [".lr.ph", "._crit_edge"]
    return [int(v) for v in frame.thread_hits]


def test_loop_counts_accumulate_and_outputs_are_bit_identical(loop):
    import bbprof.triton
    from triton import knobs

    torch, kernel, x = loop
    n_iter = 5
    out_i, out2_i = torch.zeros_like(x), torch.zeros_like(x)
    with bbprof.triton.profile() as session:
        for _ in range(3):
            ck_i = kernel[(64,)](x, out_i, out2_i, n_iter, BLOCK=128)
        inside = session.profile("loop_kernel")          # read while inside
    assert "__bbprof_counters" in ck_i.asm["ptx"]
    profile = session.profile("loop_kernel")
    assert profile.total_launches == 3
    assert thread_hits(profile) == expected(n_iter, launches=3)
    assert inside.counts == profile.counts
    waves = [int(v) for v in profile.to_dataframe().wave_hits]
    assert waves[0] == 3 * T // 32 and waves[3] == 3 * T // 64
    # after the block: Triton as it was, and the kernel compiles uninstrumented
    assert knobs.runtime.add_stages_inspection_hook is None
    out_b, out2_b = torch.zeros_like(x), torch.zeros_like(x)
    ck_b = kernel[(64,)](x, out_b, out2_b, n_iter, BLOCK=128)
    assert "__bbprof_counters" not in ck_b.asm["ptx"]
    torch.cuda.synchronize()
    assert torch.equal(out_i, out_b) and torch.equal(out2_i, out2_b)


def test_per_launch_profiles(loop):
    import bbprof.triton

    import triton

    torch, kernel, x = loop
    # A fresh JIT function: Triton 3.6 would reuse the kernel the test above compiled
    # after its block (uninstrumented) from its in-memory cache.
    kernel = triton.jit(kernel.fn)
    out, out2 = torch.zeros_like(x), torch.zeros_like(x)
    with bbprof.triton.profile(per_launch=True) as session:
        kernel[(64,)](x, out, out2, 2, BLOCK=128)
        kernel[(64,)](x, out, out2, 3, BLOCK=128)
    launches = session.launch_profiles("loop_kernel")
    assert len(launches) == 2
    for profile, n_iter in zip(launches, (2, 3)):
        assert thread_hits(profile) == expected(n_iter)


def test_exception_inside_the_block_leaves_no_hook(loop):
    import bbprof.triton
    from triton import knobs

    torch, kernel, x = loop
    with pytest.raises(RuntimeError, match="boom"):
        with bbprof.triton.profile():
            kernel[(64,)](x, torch.zeros_like(x), torch.zeros_like(x), 1, BLOCK=128)
            raise RuntimeError("boom")
    assert knobs.runtime.add_stages_inspection_hook is None
    assert knobs.runtime.jit_post_compile_hook is None
