"""How many CTAs of a kernel an NVIDIA multiprocessor holds at once, from its registers,
threads and shared memory: what bbprof's counting code must not lower.

A counter's values live in registers; ptxas may give the instrumented kernel more of them
per thread than the plain one, and past a step of the register file that is one CTA less
per multiprocessor. gemm_gelu (8 warps, 119 registers plain, two CTAs per SM) went to 177
registers with its epilogue's side flags: one CTA per SM, and 1.15x its time on an H100;
with the same counters in groups that needed 121 registers, 1.02x
(bench/h100_round11/h_registers). ``runtime/triton.py`` uses this to choose, among ways
of writing the same counters, one that keeps the plain kernel's CTAs per SM.

The limits are the CUDA C++ Programming Guide's table of compute capabilities
(registers per multiprocessor, threads and CTAs per multiprocessor, shared memory per
multiprocessor, shared memory the system reserves per CTA) and the rules of CUDA's
occupancy calculator: registers are given to a warp in steps of 256 (8 per thread) from
one of the register file's four sub-partitions, shared memory in steps of 128 bytes.
Capabilities not in the table give None: no claim.
"""

from __future__ import annotations

from dataclasses import dataclass

REGISTER_STEP = 8         # registers per thread are allocated in steps of 8 (256 a warp)
SUB_PARTITIONS = 4        # a multiprocessor's register file, one part per warp scheduler
SHARED_STEP = 128         # shared memory is allocated in steps of 128 bytes


@dataclass(frozen=True)
class Limits:
    registers: int        # 32-bit registers per multiprocessor
    threads: int          # resident threads per multiprocessor
    ctas: int             # resident CTAs per multiprocessor
    shared: int           # shared memory per multiprocessor (bytes)
    reserved: int         # shared memory the system keeps per CTA (bytes)


_K = 1024
LIMITS = {
    70: Limits(65536, 2048, 32, 96 * _K, 0),
    75: Limits(65536, 1024, 16, 64 * _K, 0),
    80: Limits(65536, 2048, 32, 164 * _K, _K),
    86: Limits(65536, 1536, 16, 100 * _K, _K),
    87: Limits(65536, 1536, 16, 164 * _K, _K),
    89: Limits(65536, 1536, 24, 100 * _K, _K),
    90: Limits(65536, 2048, 32, 228 * _K, _K),
}


def capability_of(arch: str | None) -> int | None:
    """``sm_90a`` / ``sm_90`` -> 90; None for anything else."""
    if not arch or not arch.startswith("sm_"):
        return None
    digits = arch[3:].rstrip("af")
    return int(digits) if digits.isdigit() else None


def ctas_per_sm(registers: int, threads: int, shared: int, capability: int) -> int | None:
    """Resident CTAs of ``threads`` threads, ``registers`` per thread and ``shared`` bytes
    of shared memory each, on a multiprocessor of ``capability``; None if unknown."""
    limits = LIMITS.get(capability)
    if limits is None or threads <= 0:
        return None
    warps = -(-threads // 32)
    per_thread = -(-max(registers, 1) // REGISTER_STEP) * REGISTER_STEP
    # the register file is four sub-partitions' (one per warp scheduler): a warp's
    # registers come from one of them
    per_partition = (limits.registers // SUB_PARTITIONS) // (per_thread * 32)
    by_registers = per_partition * SUB_PARTITIONS // warps
    by_threads = limits.threads // (warps * 32)
    granted = -(-shared // SHARED_STEP) * SHARED_STEP + limits.reserved
    by_shared = limits.shared // granted if shared else limits.ctas
    return min(by_registers, by_threads, by_shared, limits.ctas)


def keeps_occupancy(plain: int, instrumented: int, threads: int, shared: int,
                    capability: int) -> bool | None:
    """Whether ``instrumented`` registers per thread keep the CTAs per multiprocessor that
    ``plain`` registers give (None: the capability's limits are not known)."""
    before = ctas_per_sm(plain, threads, shared, capability)
    after = ctas_per_sm(instrumented, threads, shared, capability)
    if before is None or after is None:
        return None
    return after >= before


def first_keeping(plain: dict[str, int | None], candidates):
    """The first of ``candidates`` that keeps every kernel's occupancy ``level`` at least
    ``plain``'s, else the one that keeps the most kernels (then the highest levels).

    ``candidates``: ``(label, make)`` pairs, tried in order; ``make()`` returns ``(value,
    levels, figures)``: what the caller keeps, ``{kernel: level}`` (CTAs per
    multiprocessor, waves per SIMD, or any number where more is better; None: unknown,
    which keeps) and what to record of the try. Returns ``(value, label, tried, kept)``:
    ``tried`` lists each try's ``{"label", "levels", **figures}``."""
    def score(levels):
        kept = [levels.get(k) is None or want is None or levels[k] >= want
                for k, want in plain.items()]
        return sum(kept), sum(v for v in levels.values() if v is not None), all(kept)

    tried, best = [], None
    for label, make in candidates:
        value, levels, figures = make()
        tried.append({"label": label, "levels": dict(levels), **figures})
        mark = score(levels)
        if best is None or mark[:2] > best[0][:2]:
            best = (mark, value, label)
        if mark[2]:
            break
    if best is None:
        raise ValueError("no candidate to choose from")
    mark, value, label = best
    return value, label, tried, mark[2]
