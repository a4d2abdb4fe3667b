"""What the counters cost a kernel in the machine (bbprof/isa/footprint.py) and the choice
among ways of writing the same counters (``occupancy.first_keeping``).

The AMDGPU figures are LLVM's own (its kernel info's ``Occupancy``); the tests hold them
to the register rule worked by hand for gfx942 (512 VGPRs per SIMD lane, allocated in
granules of 8, at most 8 waves per SIMD), so a wrong field read (NumVgprs for
TotalNumVgprs, the SGPRs) fails. The NVPTX figures need ptxas (the triton wheel has it):
its registers against CUDA's occupancy arithmetic, the block size from the kernel's own
``nvvm.reqntid``, read here from the IR text."""

from __future__ import annotations

import re

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.isa.footprint import (ALLOCATION_STEP, CTAS_PER_SM, EVERY_BLOCK_SIZE,
                                  WAVES_PER_SIMD, Footprint, MachineCheck, check, measure)
from bbprof.isa.occupancy import ctas_per_sm, first_keeping
from bbprof.isa.sass import find_ptxas

from bbprof_testpaths import DATA

needs_ptxas = pytest.mark.skipif(find_ptxas() is None, reason="no ptxas (pip install triton)")


def gfx942_waves(vgprs: int) -> int:
    granted = -(-vgprs // 8) * 8
    return min(8, 512 // granted)


@pytest.mark.parametrize("name", ["conv2d_implicit_gemm", "softmax"])
def test_amdgpu_occupancy_is_llvms_and_follows_the_vgpr_rule(name):
    module = load_module(DATA / "corpus" / "gfx942" / f"{name}.ll")
    result = instrument(module)
    kernel = next(fn.name for fn in module.functions if fn.is_kernel)
    for text in (module.text, result.text):
        fp = measure(module, text, "gfx942")[kernel]
        assert fp.unit == WAVES_PER_SIMD and fp.scalar > 0
        assert fp.occupancy == gfx942_waves(fp.registers), fp
    _, machine = check(module, lambda group: result, "gfx942")
    assert machine.instrumented[kernel] == measure(module, result.text, "gfx942")[kernel]
    line = machine.lines()[0]
    before, after = machine.plain[kernel], machine.instrumented[kernel]
    assert line.startswith(f"machine @{kernel} (gfx942): VGPRs {before.registers} -> "
                           f"{after.registers}, SGPRs {before.scalar} -> {after.scalar}")
    assert line.endswith(f"occupancy {before.occupancy} -> {after.occupancy} waves/SIMD")


@needs_ptxas
def test_nvptx_registers_and_ctas_per_sm_for_the_kernels_block_size():
    path = DATA / "corpus" / "sm_90" / "matmul.ll"
    threads = int(re.search(r'"nvvm.reqntid"="(\d+)"', path.read_text()).group(1))
    module = load_module(path, "nvptx")
    (fp,) = measure(module, module.text, "sm_90a").values()
    assert fp.unit == CTAS_PER_SM and fp.threads == threads == 128
    assert 0 < fp.registers <= 255
    assert fp.occupancy == ctas_per_sm(fp.registers, threads, fp.shared, 90)
    # Triton's shared memory is dynamic (a zero-length extern array): the check says so
    result = instrument(module, arch="sm_90a")
    _, machine = check(module, lambda group: result, "sm_90a")
    assert any("dynamic shared memory is not in the IR" in n for n in machine.notes)
    _, given = check(module, lambda group: result, "sm_90a", dynamic_shared=150_000)
    assert not given.notes
    assert given.plain["matmul_kernel"].occupancy == 1   # 150 KB of 228: one CTA


@needs_ptxas
def test_nvptx_without_a_block_size_compares_every_block_size():
    path = DATA / "corpus" / "sm_80" / "branchy.ll"
    text = re.sub(r'"nvvm\.(reqntid|maxntid)"="[\d,]+"', "", path.read_text())
    module = load_module(path, "nvptx", text=text)
    (fp,) = measure(module, module.text, "sm_80").values()
    assert fp.unit == EVERY_BLOCK_SIZE and fp.occupancy is None
    assert fp.by_block == tuple(ctas_per_sm(fp.registers, t, fp.shared, 80)
                                for t in range(32, 1025, 32))
    (sized,) = measure(module, module.text, "sm_80", threads=256).values()
    assert sized.unit == CTAS_PER_SM and sized.threads == 256
    assert sized.occupancy == ctas_per_sm(sized.registers, 256, sized.shared, 80)
    # an unknown capability: the register allocation step
    (step,) = measure(module, module.text, "sm_100").values()
    assert step.unit == ALLOCATION_STEP and step.level == -(-(-step.registers // 8) * 8)


def test_without_a_block_size_a_loss_at_any_block_size_is_a_loss():
    """sm_90 at 32 threads a CTA holds 32 CTAs/SM whatever the registers up to 64; at 1024
    threads, 64 registers allow 1 CTA and 72 none: 64 -> 72 registers loses there only."""
    sizes = range(32, 1025, 32)
    plain = Footprint(64, None, 0, 0, None, EVERY_BLOCK_SIZE,
                      by_block=tuple(ctas_per_sm(64, t, 0, 90) for t in sizes))
    more = Footprint(72, None, 0, 0, None, EVERY_BLOCK_SIZE,
                     by_block=tuple(ctas_per_sm(72, t, 0, 90) for t in sizes))
    same = Footprint(60, None, 0, 0, None, EVERY_BLOCK_SIZE,
                     by_block=tuple(ctas_per_sm(60, t, 0, 90) for t in sizes))
    assert more.level < plain.level and same.level == plain.level
    lost = [t for t, a, b in zip(sizes, plain.by_block, more.by_block) if b < a]
    assert lost and lost[-1] == 1024
    machine = MachineCheck("sm_90a", {"k": plain}, {"k": more})
    assert machine.lowered == ["k"]
    line, warning = machine.lines()
    assert f"fewer CTAs/SM at {len(lost)} of 32 block sizes (from {lost[0]} threads" in line
    assert warning.startswith("warning: @k has fewer CTAs/SM with the counters at some")
    kept = MachineCheck("sm_90a", {"k": plain}, {"k": same})
    assert kept.lines() == ["machine @k (sm_90a): registers 64 -> 60, CTAs/SM kept at every "
                            "block size"]


def test_first_keeping_stops_at_the_first_that_keeps():
    built = []

    def make(label, level):
        def go():
            built.append(label)
            return label, {"k": level}, {"registers": {"k": 100 - level}}
        return go

    value, label, tried, kept = first_keeping(
        {"k": 2}, [(16, make(16, 1)), (8, make(8, 2)), (4, make(4, 3))])
    assert (value, label, kept) == (8, 8, True) and built == [16, 8]
    assert [t["label"] for t in tried] == [16, 8] and tried[0]["levels"] == {"k": 1}


def test_first_keeping_without_one_that_keeps_takes_the_best():
    cands = [(g, (lambda g=g, lv=lv: (g, {"a": lv[0], "b": lv[1]}, {})))
             for g, lv in ((16, (1, 1)), (8, (2, 0)), (4, (1, 2)), (2, (0, 0)))]
    value, label, tried, kept = first_keeping({"a": 2, "b": 2}, cands)
    # (16: none kept; 8: a kept; 4: b kept, higher total) -> 4, the first of the most kept
    assert (value, kept, len(tried)) == (4, False, 4)
    # an unknown level keeps
    value, _, _, kept = first_keeping({"a": 2}, [(1, lambda: ("x", {"a": None}, {}))])
    assert (value, kept) == ("x", True)


def test_a_warning_names_each_kernel_whose_occupancy_falls():
    plain = {"k": Footprint(119, None, 0, 0, 2, CTAS_PER_SM, 256),
             "j": Footprint(40, None, 0, 0, 8, CTAS_PER_SM, 256)}
    after = {"k": Footprint(177, None, 0, 0, 1, CTAS_PER_SM, 256),
             "j": Footprint(48, None, 0, 0, 8, CTAS_PER_SM, 256)}
    machine = MachineCheck("sm_90a", plain, after)
    assert machine.lowered == ["k"]
    lines = machine.lines()
    assert lines[0] == ("machine @k (sm_90a, 256 threads): registers 119 -> 177, "
                        "occupancy 2 -> 1 CTAs/SM")
    assert lines[-1].startswith("warning: @k's occupancy falls with the counters "
                                "(2 CTAs/SM -> 1 CTAs/SM)")
    assert sum(line.startswith("warning") for line in lines) == 1


def test_the_check_drops_trip_histograms_where_they_cost_ctas_per_sm():
    """The occupancy check's variants (``pipeline.variants``) for a kernel whose register
    loop records a trip histogram: as written, then without it. With a measure that gives
    the histogram's code 145 registers and the kernel without it 128 (splitk_gemm, Triton
    3.6's ptxas, 8 warps: two CTAs per SM plain, one with the histogram), the check keeps
    the build without histograms and says so; the plain kernel's CTAs are kept."""
    from dataclasses import dataclass

    from bbprof.instrument.instrument import Variant
    from bbprof.pipeline import variants

    @dataclass
    class Built:
        text: str
        side_flags: int = 0
        trip_loops: int = 1

    assert variants(Built("x"), True) == (Variant(16), Variant(16, trips=False))
    assert variants(Built("x", trip_loops=0), True) == ()
    many = variants(Built("x", side_flags=3), True)
    assert many == (*(Variant(g) for g in (16, 8, 4, 2, 1)),
                    *(Variant(g, trips=False) for g in (16, 8, 4, 2, 1)))
    assert variants(Built("x", side_flags=3, trip_loops=0), False) == ()

    registers = {"plain": 128, "trips": 145, "none": 128}

    def measure_text(text):
        regs = registers[text]
        return {"k": Footprint(regs, None, 0, 0, ctas_per_sm(regs, 256, 0, 90),
                               CTAS_PER_SM, 256)}

    made = []

    def build(variant):
        made.append(variant)
        return Built("trips" if variant in (None, Variant()) else "none")

    # measure_text and plain_text given: the check reads no module
    kept, machine = check(None, build, "sm_90a", variants=variants(Built("x"), True),
                          measure_text=measure_text, plain_text="plain")
    assert kept.text == "none" and made == [Variant(16), Variant(16, trips=False)]
    assert machine.trip_histograms is False and machine.side_group == 16
    assert not machine.lowered and machine.kept
    (line,) = machine.lines()
    assert line == ("machine @k (sm_90a, 256 threads): registers 128 -> 128, occupancy 2 -> 2 "
                    "CTAs/SM; without trip histograms (tried groups of 16: 145 registers)")
    assert machine.to_json()["trip_histograms"] is False


def test_a_check_past_its_time_budget_keeps_what_it_measured_and_says_so():
    """``deadline.within``: the variants after the budget is spent are not tried (the
    kept one is the best measured), and a tool run asks the budget for its time."""
    import time

    from bbprof.instrument.instrument import Variant
    from bbprof.ir import deadline

    class Built:
        def __init__(self, text):
            self.text = text

    def measure_text(text):
        deadline.timeout(60)            # what every tool run asks first
        regs = {"plain": 128, "a": 145, "b": 128}[text]
        if text == "a":
            time.sleep(0.3)             # the first variant spends the budget
        return {"k": Footprint(regs, None, 0, 0, ctas_per_sm(regs, 256, 0, 90),
                               CTAS_PER_SM, 256)}

    order = (Variant(16), Variant(16, trips=False))
    with deadline.within(0.2):
        kept, machine = check(None, lambda v: Built("a" if v in (None, Variant()) else "b"),
                              "sm_90a", variants=order, measure_text=measure_text,
                              plain_text="plain")
    assert kept.text == "a" and machine.lowered == ["k"]
    assert machine.notes == ("1 of 2 ways of writing the counters not tried: the check's "
                             "time budget is spent",)
    # the budget spent before the first measurement: nothing to keep, the check fails
    with deadline.within(0.0), pytest.raises(deadline.BudgetSpent):
        check(None, lambda v: Built("a"), "sm_90a", variants=order,
              measure_text=measure_text, plain_text="plain")


def test_a_tool_run_past_the_budget_is_a_tool_failure():
    from bbprof.errors import ToolFailure
    from bbprof.ir import deadline
    from bbprof.isa.sass import _run

    with deadline.within(0.5), pytest.raises(ToolFailure, match=r"ptxas for sm_90 took longer than 0\.[45]\d* s"):
        _run(["sleep", "5"], "ptxas", "sm_90")
    from bbprof.pipeline import check_budget

    assert check_budget(None, 2.0) == 30.0 and check_budget(None, 20.0) == 80.0
    assert check_budget(0, 5.0) is None and check_budget(12.5, 5.0) == 12.5


def test_a_module_past_the_checks_size_is_not_checked_unless_asked(monkeypatch):
    """Over CHECK_MAX_BLOCKS blocks the default check is not started (it could not finish
    in its default time and would spend all of it): a note says so and how to ask; with
    ``check_seconds`` given, the check runs (here: it is tried, and fails for want of an
    arch, which shows it was reached)."""
    import sys
    from pathlib import Path

    from bbprof import pipeline
    from bbprof.ir import load_module

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from bench_scale import generate

    module = load_module("<big>", text=generate(2_000, kernel=True))
    monkeypatch.setattr(pipeline, "CHECK_MAX_BLOCKS", 1_000)
    built = pipeline.build(module, pipeline.Request())
    assert built.machine is None
    (note,) = [n for n in built.notes if "not checked" in n]
    blocks = sum(len(fn.blocks) for fn in module.functions)
    assert 1_990 < blocks < 2_010
    assert f"{blocks:,} blocks, more than the 1,000" in note and "--check-seconds 0" in note
    asked = pipeline.build(module, pipeline.Request(check_seconds=0))
    assert not any("more than the" in n for n in asked.notes)
    assert any("does not name its GPU" in n for n in asked.notes)
    monkeypatch.setattr(pipeline, "CHECK_MAX_BLOCKS", 5_000)
    assert pipeline.too_big_to_check(module) is None
