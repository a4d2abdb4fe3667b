"""The whole thread-trace check: the trace folder, the profile and its uninstrumented IR
in; an ``AttValidation`` out."""

from __future__ import annotations

from pathlib import Path

from bbprof.errors import InputError, MismatchError
from bbprof.validate.rocprof.attribution import attribute
from bbprof.validate.rocprof.comparison import AttValidation, compare_att
from bbprof.validate.rocprof.reading import read_att_dir, select_kernel


def check_att(att_dir: str | Path, profile, ir: str | Path, *, kernel: str | None = None,
              arch: str | None = None, dispatch: int | None = None,
              tolerance: float = 0.1) -> AttValidation:
    """Compare a recorded ``rocprofv3 --att`` folder with a bbprof Profile of the same
    kernel and launch. ``ir``: the uninstrumented IR the profile was instrumented from."""
    from bbprof.ir import load_module
    from bbprof.ir.original import original_ir
    from bbprof.isa import analyze

    ir, text = original_ir(profile.block_map, ir)
    target = profile.block_map.target
    if target.kind != "amdgpu":
        raise InputError(f"the profile is of {target.kind} code; the thread-trace check "
                         "is for AMD GPUs")
    kernels = profile.block_map.kernels
    if kernel is None:
        if len(kernels) != 1:
            raise InputError(f"the profile has {len(kernels)} kernels ({', '.join(kernels)}); "
                             "pick one with --kernel")
        kernel = kernels[0]
    arch = arch or profile.device.get("arch") or target.arch
    if not arch:
        raise InputError("no arch to compile the IR for", hint="pass --arch, e.g. gfx942")
    candidates = select_kernel(read_att_dir(att_dir), kernel, dispatch)
    static = analyze(load_module(ir, "amdgpu", text=text), arch)
    try:
        fn = static.function(kernel)
    except KeyError:
        raise MismatchError(f"bbprof's {arch} assembly has no function '{kernel}'",
                            path=str(ir)) from None
    # the dispatch(es) whose code is bbprof's plain build (an instrumented launch of the
    # same kernel, e.g. from `bbprof run --baseline`, is other code)
    matching, errors = [], []
    for d, k in candidates:
        try:
            matching.append((d, k, attribute(k, fn)))
        except MismatchError as exc:
            errors.append((d, exc))
    if not matching:
        raise errors[0][1]
    if len(matching) > 1:
        raise InputError(f"kernel '{kernel}' was traced with bbprof's plain code in "
                         f"{len(matching)} dispatches ({', '.join(d.name for d, _, _ in matching)})",
                         hint="pick one with --att-dispatch N")
    dispatch_rec, att_kernel, traced = matching[0]
    v = compare_att(kernel, profile.to_dataframe(), traced,
                    traced_waves=dispatch_rec.traced_waves, tolerance=tolerance,
                    source=att_kernel.path)
    v.totals["issue_model"] = _issue_model(static, kernel, profile, traced, v)
    for d, _ in errors:
        v.notes.append(f"{d.name} traced other code of '{kernel}' (the instrumented kernel?); "
                       "not used")
    if profile.total_launches > 1:
        v.notes.append(f"the profile sums {profile.total_launches} launches; the trace is of "
                       "one dispatch (the comparison is then of rates)")
    v.notes.append("not yet run on AMD hardware: checked on hand-made files in rocprofv3's "
                   "documented format")
    return v


def _issue_model(static, kernel: str, profile, traced, v) -> dict:
    """The issue model (``bbprof.isa.issue``, AMDGCN machine blocks: arms without a skip
    branch, Flow blocks, per-lane loops) against the trace's Hitcount, per machine block
    and in total; scaled to the traced waves when the trace is sampled."""
    from collections import Counter
    from fractions import Fraction

    from bbprof.isa import issue

    cfg, options = static.machine_cfg(kernel)
    fn = profile.block_map.function(kernel)
    frame = profile.to_dataframe()
    rows = frame[frame.function == kernel]
    waves = {int(r.block_id): int(r.wave_hits) for r in rows.itertuples()}
    threads = {int(r.block_id): int(r.thread_hits) for r in rows.itertuples()}
    counts = issue.counts_of(cfg, [b.successors for b in fn.blocks], waves, None, threads,
                             **options)
    scale = Fraction(v.traced_waves, v.launch_waves) if v.launch_waves else Fraction(1)
    att = Counter()
    for t in traced:
        att[t.block_index] += t.row.hitcount
    blocks = []
    for b in cfg.blocks:
        model = float(counts.executions.get(b.index, 0) * len(b) * scale)
        blocks.append({"machine_block": b.index, "instructions": len(b),
                       "rule": counts.rules[b.index], "model": model, "att": att[b.index]})
    predicted = sum(b["model"] for b in blocks)
    measured = sum(t.row.hitcount for t in traced if t.origin != "padding")
    return {"predicted": predicted, "att_hitcount_sum": measured,
            "relative_difference": (predicted - measured) / measured if measured else None,
            "blocks_differ": [b for b in blocks if b["model"] != b["att"]],
            "rules": dict(Counter(counts.rules.values())), "notes": counts.notes}
