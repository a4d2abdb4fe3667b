"""CTAs per multiprocessor from registers, threads and shared memory (bbprof/isa/occupancy.py),
against the CUDA occupancy arithmetic worked by hand for sm_90 (65,536 registers, 2,048
threads, 32 CTAs, 228 KiB of shared memory and 1 KiB reserved per CTA)."""

from __future__ import annotations

from bbprof.isa.occupancy import capability_of, ctas_per_sm, keeps_occupancy


def test_registers_in_steps_of_eight_per_thread():
    # 8 warps: 119 -> 120 registers, 3,840 a warp, 17 warps fit -> 2 CTAs; 128 still 2;
    # 129 -> 136, 15 warps -> 1
    assert ctas_per_sm(119, 256, 0, 90) == 2
    assert ctas_per_sm(128, 256, 0, 90) == 2
    assert ctas_per_sm(129, 256, 0, 90) == 1
    assert ctas_per_sm(177, 256, 0, 90) == 1
    # 4 warps at 40 registers: 51 warps -> 12 CTAs; at 56: 36 warps -> 9
    assert ctas_per_sm(40, 128, 0, 90) == 12
    assert ctas_per_sm(56, 128, 0, 90) == 9


def test_threads_shared_memory_and_the_cta_limit():
    assert ctas_per_sm(16, 1024, 0, 90) == 2            # 2,048 threads
    assert ctas_per_sm(16, 32, 0, 90) == 32             # the CTA limit
    assert ctas_per_sm(32, 128, 98304, 90) == 2          # 228 KiB / (96 + 1) KiB
    assert ctas_per_sm(32, 128, 98304, 80) == 1          # 164 KiB / 97 KiB
    assert ctas_per_sm(32, 128, 0, 86) == 12             # 1,536 threads, 16 CTAs


def test_keeping_occupancy_and_what_is_not_known():
    assert keeps_occupancy(119, 128, 256, 98304, 90) is True
    assert keeps_occupancy(119, 177, 256, 98304, 90) is False
    assert keeps_occupancy(119, 177, 256, 200_000, 90) is True   # shared memory: 1 CTA anyway
    assert ctas_per_sm(32, 128, 0, 61) is None
    assert keeps_occupancy(32, 64, 128, 0, 61) is None
    assert capability_of("sm_90a") == 90 and capability_of("sm_80") == 80
    assert capability_of("gfx942") is None and capability_of(None) is None


def test_a_warp_takes_its_registers_from_one_of_four_sub_partitions():
    # 81 -> 88 registers, 2,816 a warp: 16,384 a sub-partition hold 5 such warps, 20 in
    # all (the whole file divided would say 23): 10 CTAs of 2 warps, 20 of 1
    assert ctas_per_sm(81, 64, 0, 90) == 10
    assert ctas_per_sm(81, 32, 0, 90) == 20
    # shared memory in steps of 128 bytes: 1,000 -> 1,024 + 1,024 reserved, 114 CTAs by
    # memory, 32 by the CTA limit; 100,000 -> 100,096 + 1,024: 2
    assert ctas_per_sm(16, 32, 1000, 90) == 32
    assert ctas_per_sm(16, 32, 100_000, 90) == 2
