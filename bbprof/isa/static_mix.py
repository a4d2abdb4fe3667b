"""Which static instruction mix goes with a profile.

A report joins a Profile's counts with the static mix of each IR block's machine code:
either a table ``bbprof static`` saved (``.csv`` or ``.parquet``), or ``bbprof.isa`` run
on the uninstrumented IR the profile was made from (``ir/original.py``: found where the
block map says, or given, and checked by sha256), for the profile's arch. Host profiles
have no machine-code mix.
"""

from __future__ import annotations

from pathlib import Path

from bbprof.errors import InputError

READABLE = (".csv", ".parquet")


def read_static_mix(path: str | Path):
    """A per-IR-block table ``bbprof static -o`` wrote (one arch)."""
    import pandas as pd

    from bbprof.files import check_input

    path = Path(path)
    check_input(path, "static mix", "no such static-mix file")
    suffix = path.suffix.lower()
    if suffix not in READABLE:
        raise InputError("a static mix is a .csv or .parquet of bbprof static", path=str(path))
    if suffix == ".csv":
        return pd.read_csv(path)
    frame = pd.read_parquet(path)
    return frame.drop(columns=["arch"]) if "arch" in frame and frame.arch.nunique() == 1 \
        else frame


def static_mix(profile, *, arch: str | None = None, static_path: str | Path | None = None,
               ir_path: str | Path | None = None, ir_option: str = "--ir",
               static_option: str = "--static"):
    """The per-IR-block static mix for ``profile``: the table at ``static_path``, else the
    analysis of its uninstrumented IR (``ir_path``, or the block map's input) for ``arch``
    (default: the profile's device's, or the block map's); ``None`` for host profiles. A
    profile that carries its IR (``Profile.input_ir``) needs no file.
    ``ir_option``/``static_option``: the caller's names of those two, for the hints."""
    return _mix(profile, arch, static_path, ir_path, ir_option, static_option,
                listing=False)[0]


def static_mix_and_listing(profile, *, arch: str | None = None,
                           static_path: str | Path | None = None,
                           ir_path: str | Path | None = None, ir_option: str = "--ir",
                           static_option: str = "--static"):
    """``(static mix, listing)``: ``static_mix``'s table and, from the same IR, each
    block's code (``bbprof.isa.listing.block_listing``: IR lines, and the machine code
    the mix counted). The listing is None where the IR is not at hand: a mix read from
    ``static_path``, a host profile whose IR file is gone (host code has no machine
    code: its listing is the IR alone)."""
    return _mix(profile, arch, static_path, ir_path, ir_option, static_option,
                listing=True)


def _mix(profile, arch, static_path, ir_path, ir_option, static_option, *, listing: bool):
    if static_path is not None:
        return read_static_mix(static_path), None
    target = profile.block_map.target
    if target.kind == "host":
        if arch is not None:
            raise InputError(f"--arch {arch}: a host profile has no GPU machine code",
                             hint="drop --arch: a host profile's counts are IR instructions")
        if not listing:
            return None, None
        from bbprof.errors import BbprofError

        try:
            module = _module(profile, ir_path, ir_option, static_option)
        except BbprofError:     # the IR is not here: a report without the code
            if ir_path is not None:     # but the IR named is refused
                raise
            return None, None
        from bbprof.isa.listing import block_listing

        return None, block_listing(module)
    from bbprof.isa.analysis import analyze

    module = _module(profile, ir_path, ir_option, static_option)
    arch = arch or profile.device.get("arch") or target.arch
    if not arch:
        raise InputError("no arch to compile the IR for", hint="pass --arch, e.g. sm_90a")
    analysis = analyze(module, arch, assembler=profile.meta.get("assembler"))
    blocks = with_machine_issue(analysis.blocks(), analysis, profile)
    if not listing:
        return blocks, None
    from bbprof.isa.listing import block_listing

    return blocks, block_listing(module, analysis)


def _module(profile, ir_path, ir_option: str, static_option: str):
    """The profile's uninstrumented IR, loaded: the text it carries, else the file."""
    from bbprof.ir.module import load_module
    from bbprof.ir.original import original_ir

    if ir_path is None and profile.input_ir is not None:   # the profile carries its IR
        path, text = Path(profile.block_map.input.path or "input.ll"), profile.input_ir
    else:
        path, text = original_ir(profile.block_map, ir_path, option=ir_option,
                                 instead=f"its static mix with {static_option}")
    return load_module(path, profile.block_map.target.kind, text=text)


def with_machine_issue(blocks, analysis, profile):
    """``blocks`` (``StaticAnalysis.blocks()``) with what the machine issued per IR block,
    from the issue model (``bbprof.isa.issue``), where the profile has wave counts and
    the analysis machine code to model: ``machine_issued`` (instructions carrying the
    block's line, summed over its machine blocks' runs) and, per column,
    ``machine_issued_<group>`` for SASS (NVIDIA: what ptxas made of the PTX; the overhead
    groups) or ``machine_issued_<category>``/``machine_issued_alu_<kind>`` for AMDGCN (the
    static mix's columns);
    for AMDGCN also ``machine_source_lines``, the block's machine issue split by source
    line and group (``bbprof.isa.machine.encode_source_lines``: runs, not instructions);
    the rules applied and the model's notes in ``attrs``."""
    from collections import Counter

    from bbprof.isa.groups import instruction_group
    from bbprof.isa import issue
    from bbprof.isa.machine import encode_source_lines
    from bbprof.isa.categories import SASS_GROUP_NAMES, sass_group

    waves_all = profile.counts.get("wave_hits")
    threads_all = profile.counts.get("thread_hits") or []
    if waves_all is None:
        return blocks
    refused, said = _other_assembler(analysis, profile)
    if refused is not None:    # nor the SASS counts per block: not that code either
        kept = blocks.drop(columns=[c for c in blocks.columns if c.startswith("sass_")])
        kept.attrs.update(blocks.attrs)
        kept.attrs["machine_notes"] = [refused]
        return kept
    issued, rules, notes, by_line = {}, Counter(), [], {}
    sass = analysis.isa != "amdgcn"
    start = 0
    for fn in profile.block_map.functions:
        waves = dict(enumerate(waves_all[start:start + len(fn.blocks)]))
        threads = dict(enumerate(threads_all[start:start + len(fn.blocks)]))
        start += len(fn.blocks)
        got = analysis.machine_cfg(fn.name)
        if got is None:
            continue
        cfg, options = got
        counts = issue.counts_of(cfg, [b.successors for b in fn.blocks], waves,
                                 profile.trips.get(fn.name), threads, **options)
        rules.update(counts.rules.values())
        notes += [f"@{fn.name}: {n}" for n in counts.notes]
        for b in cfg.blocks:
            runs = counts.executions.get(b.index, 0)
            for op in b.ops:
                row = issued.setdefault((fn.name, op.ir_block), Counter())
                row["issued"] += runs
                if sass:
                    row[sass_group(op.mnemonic)] += runs
                else:
                    row[op.category] += runs
                    if op.alu:
                        row[f"alu_{op.alu}"] += runs
                    lines, groups = by_line.setdefault((fn.name, op.ir_block), (Counter(), {}))
                    lines[op.source] += runs
                    groups.setdefault(op.source, Counter())[
                        instruction_group(analysis.isa, op.category, op.alu)] += runs
    if not issued:
        return blocks
    blocks = blocks.copy()
    keys = list(zip(blocks["function"], blocks["ir_block"]))
    columns = (SASS_GROUP_NAMES if sass else
               [c for c in blocks.columns if c in analysis.categories or c.startswith("alu_")])
    blocks["machine_issued"] = [issued.get(k, {}).get("issued", 0) for k in keys]
    for c in columns:
        blocks[f"machine_issued_{c}"] = [issued.get(k, {}).get(c, 0) for k in keys]
    if by_line:
        blocks["machine_source_lines"] = [encode_source_lines(*by_line[k]) if k in by_line
                                          else "[]" for k in keys]
    blocks.attrs["machine_rules"] = dict(rules)
    blocks.attrs["machine_notes"] = notes + ([said] if said else [])
    blocks.attrs["machine_isa"] = "sass" if sass else analysis.isa
    return blocks


def _other_assembler(analysis, profile) -> tuple[str | None, str | None]:
    """``(refusal, note)``: why the SASS here is not the code that ran, or what to know
    about it. The profile records which
    assembler built the kernel (``meta["assembler"]``: ``ptxas 12.8.93`` or the driver's
    JIT); a SASS listing from another ptxas may unroll and if-convert differently, so its
    issue counts would be plausible and wrong: refused, with what to do. The driver's JIT
    and an unrecorded assembler are said, not refused (no ptxas here can be that one)."""
    from bbprof.isa.sass import DRIVER_JIT

    if analysis.isa == "amdgcn" or not analysis.sass:
        return None, None
    here = next((fn.assembler for fn in analysis.sass.values() if fn.assembler), "")
    ran = profile.meta.get("assembler")
    if not here:
        return None, None
    if ran is None:
        return None, (f"the SASS is {here}'s; the profile does not say which assembler "
                      "built the kernel that ran")
    if ran == DRIVER_JIT:
        return None, (f"the kernel ran as compiled by {ran}; the SASS here is {here}'s, "
                      "which that JIT may not match")
    if ran != here:
        return (f"what the machine issued is not shown: the kernel ran as built by {ran}, "
                f"the SASS here is {here}'s (set BBPROF_CUDA_BIN to a CUDA bin folder "
                f"with {ran})"), None
    return None, None
