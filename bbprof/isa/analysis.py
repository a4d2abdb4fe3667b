"""The static instruction mix of every IR block: compile, parse, attribute, count.

``analyze(module_or_path, arch)`` runs the chain

    IR --compile (canonical names, verbose asm)--> assembly --parse--> machine blocks
       --attribute--> IR block of every machine block --count--> DataFrames

and returns a ``StaticAnalysis`` value that holds the assembly and the parsed functions;
its methods give the tables: ``blocks()`` (one row per function and IR block: the CSV),
``machine_blocks()``, ``source_lines()``, ``resources()`` and ``unknown_mnemonics()``.

Source lines: every machine instruction carries the source line of the ``.loc`` in force
where it was printed (``machine.LineTable``; from the IR's ``!dbg``, so MLIR op locations
and Triton's Python lines). ``blocks()`` keeps, per IR block, how many of its instructions
come from each line and, of those, how many fall in each overhead group (the
``source_lines`` column, JSON ``[["file:line", n, {"int_arith": k, ...}], [null, n, {...}]]``,
``null`` for instructions on no line), so that a report can split a block's issued
instructions across the lines, i.e. the ops, that made them, and say what each op's
instructions are (``bbprof.analysis.ops``).
"""

from __future__ import annotations

import bisect

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from bbprof.isa.groups import instruction_group
from bbprof.errors import BbprofError, CodegenError, TargetError
from bbprof.ir.arch import arch_of
from bbprof.ir.module import IRModule, load_module
from bbprof.ir.target import AMDGPU
from bbprof.isa import amdgcn, ptx
from bbprof.isa.attribution import attribute, derived_from
from bbprof.isa.categories import ALU_KINDS, AMDGCN, CATEGORIES, PTX, SASS_CATEGORIES
from bbprof.isa.compile import compile_module
from bbprof.isa.machine import (ORIGIN_IR, MachineFunction, decode_source_lines,
                                 encode_source_lines)

SCHEMA = "bbprof.static/1"
_PARSERS = {AMDGCN: amdgcn.parse, PTX: ptx.parse}


@dataclass
class StaticAnalysis:
    """Machine code of one module on one arch, attributed to IR blocks."""

    path: str
    arch: str
    isa: str
    assembly: str
    functions: list[MachineFunction]
    module: IRModule | None = None
    notes: list[str] = field(default_factory=list)
    sass: dict | None = None          # function name -> bbprof.isa.sass.SassFunction

    @property
    def categories(self) -> tuple[str, ...]:
        return CATEGORIES[self.isa]

    def function(self, name: str) -> MachineFunction:
        for fn in self.functions:
            if fn.name == name:
                return fn
        raise KeyError(name)

    # ---- tables --------------------------------------------------------------------
    def blocks(self) -> pd.DataFrame:
        """One row per (function, IR block): instruction counts by category.

        Every IR block of every compiled function has a row (zero when codegen left it no
        instructions of its own); ``total`` sums to the function's instruction count.
        """
        rows = []
        for fn in self.functions:
            per_block: dict[int | None, dict] = {}
            ir_fn = self._ir_function(fn.name)
            if ir_fn is not None:
                for b in ir_fn.blocks:
                    per_block[b.id] = self._empty_row(fn.name, b.id, b.name)
            for mb in fn.blocks:
                row = per_block.get(mb.ir_block)
                if row is None:
                    row = per_block[mb.ir_block] = self._empty_row(fn.name, mb.ir_block, None)
                row["machine_blocks"] += 1
                if mb.origin == ORIGIN_IR or row["loop_depth"] == 0:
                    row["loop_depth"] = max(row["loop_depth"], mb.loop_depth)
                for inst in mb.instructions:
                    row["total"] += 1
                    row["_lines"][inst.source] += 1
                    row["_groups"].setdefault(inst.source, Counter())[
                        instruction_group(self.isa, inst.category, inst.alu)] += 1
                    row[inst.category] += 1
                    if inst.alu:
                        row[f"alu_{inst.alu}"] += 1
                    if not inst.known:
                        row["_unknown"][inst.mnemonic] += 1
                    if mb.origin != ORIGIN_IR:
                        row["llvm_made"] += 1
            if self.sass is not None and fn.name in self.sass:
                self._add_sass(fn, per_block)
            for key in sorted(per_block, key=lambda k: (k is None, k if k is not None else 0)):
                row = per_block[key]
                unknown = row.pop("_unknown")
                row["unknown"] = " ".join(f"{m}x{n}" if n > 1 else m
                                          for m, n in sorted(unknown.items()))
                row["source_lines"] = encode_source_lines(row.pop("_lines"), row.pop("_groups"))
                rows.append(row)
        columns = self._block_columns()
        df = pd.DataFrame(rows, columns=columns)
        df["ir_block"] = df["ir_block"].astype("Int64")
        df.attrs.update(self._attrs())
        return df

    def machine_blocks(self) -> pd.DataFrame:
        """One row per machine block, in layout order, with its attribution."""
        rows = []
        for fn in self.functions:
            for mb in fn.blocks:
                counts = Counter(inst.category for inst in mb.instructions)
                rows.append({"function": fn.name, "machine_block": mb.name, "index": mb.index,
                             "line": mb.line, "ir_name": mb.ir_name, "ir_block": mb.ir_block,
                             "origin": mb.origin, "derived_from": derived_from(mb.ir_name),
                             "loop_depth": mb.loop_depth, "loop_header": mb.loop_header,
                             "branch_targets": " ".join(mb.branch_targets),
                             "total": len(mb.instructions),
                             **{c: counts.get(c, 0) for c in self.categories}})
        df = pd.DataFrame(rows, columns=["function", "machine_block", "index", "line",
                                         "ir_name", "ir_block", "origin", "derived_from",
                                         "loop_depth", "loop_header", "branch_targets",
                                         "total", *self.categories])
        df["ir_block"] = df["ir_block"].astype("Int64")
        df["derived_from"] = df["derived_from"].astype("Int64")
        df.attrs.update(self._attrs())
        return df

    def source_lines(self) -> pd.DataFrame:
        """One row per (function, IR block, source line): machine instructions from it.

        ``location`` is ``file:line``, or None for instructions on no line (before the
        first ``.loc``, or ``line 0``); a block's rows sum to its ``total``.
        """
        rows = []
        for row in self.blocks().itertuples():
            for location, count in decode_source_lines(row.source_lines):
                rows.append({"function": row.function, "ir_block": row.ir_block,
                             "location": location, "instructions": count})
        df = pd.DataFrame(rows, columns=["function", "ir_block", "location", "instructions"])
        df["ir_block"] = df["ir_block"].astype("Int64")
        df.attrs.update(self._attrs())
        return df

    def resources(self) -> pd.DataFrame:
        """One row per function: registers, LDS/shared, scratch, occupancy, spills."""
        rows = []
        for fn in self.functions:
            row = {"function": fn.name, "arch": self.arch, "instructions": fn.instruction_count,
                   "machine_blocks": len(fn.blocks), **fn.resources}
            if self.sass is not None and fn.name in self.sass:
                sfn = self.sass[fn.name]
                row.update(sfn.resources)
                row["sass_instructions"] = len(sfn.instructions)
                row["sass_loops"] = sfn.backward_branches()
                row["ptx_loops"] = sum(1 for b in fn.blocks if b.loop_header)
            rows.append(row)
        df = pd.DataFrame(rows)
        df.attrs.update(self._attrs())
        return df

    def unknown_mnemonics(self) -> dict[str, int]:
        """Mnemonics no category rule matched (counted as ``other``), with their counts."""
        counts = Counter(inst.mnemonic for fn in self.functions for inst in fn.instructions()
                         if not inst.known)
        return dict(sorted(counts.items()))

    def category_totals(self) -> pd.DataFrame:
        """Per function, instructions by category (for comparing two compilers' output)."""
        rows = []
        for fn in self.functions:
            counts = Counter(inst.category for inst in fn.instructions())
            rows.append({"function": fn.name, "total": fn.instruction_count,
                         **{c: counts.get(c, 0) for c in self.categories}})
        return pd.DataFrame(rows, columns=["function", "total", *self.categories])

    # ---- helpers -------------------------------------------------------------------
    def _ir_function(self, name: str):
        if self.module is None:
            return None
        return next((f for f in self.module.functions if f.name == name), None)

    def _empty_row(self, function: str, ir_block: int | None, ir_name: str | None) -> dict:
        row = {"function": function, "ir_block": ir_block, "ir_name": ir_name, "total": 0}
        row.update({c: 0 for c in self.categories})
        row.update({f"alu_{k}": 0 for k in ALU_KINDS})
        row.update({"llvm_made": 0, "machine_blocks": 0, "loop_depth": 0,
                    "_unknown": Counter(), "_lines": Counter(), "_groups": {}})
        if self.sass is not None:
            row.update({"sass_total": 0, **{f"sass_{c}": 0 for c in SASS_CATEGORIES},
                        "sass_runs": 0})
        return row

    def _block_columns(self) -> list[str]:
        columns = ["function", "ir_block", "ir_name", "total", *self.categories,
                   *(f"alu_{k}" for k in ALU_KINDS), "llvm_made", "machine_blocks",
                   "loop_depth", "unknown", "source_lines"]
        if self.sass is not None:
            columns += ["sass_total", *(f"sass_{c}" for c in SASS_CATEGORIES), "sass_runs"]
        return columns

    def machine_cfg(self, name: str):
        """``(cfg, options)`` for the issue model (``bbprof.isa.issue.counts_of``) of
        function ``name``: the machine code's CFG with every instruction's IR block, and
        the model's options for the ISA; None where there is no machine code to model
        (PTX without SASS). NVIDIA: the SASS, attributed through each instruction's PTX
        line (as ``sass_total`` is); AMDGCN: the assembly's blocks."""
        from bbprof.isa import sass_cfg

        if self.isa == AMDGCN:
            try:
                cfg, unskipped, per_lane = amdgcn.machine_cfg(self.function(name))
            except KeyError:
                return None
            return cfg, {"no_anchor": unskipped, "exact_branches": True, "unrolls": False,
                         "per_lane": per_lane}
        if self.sass is None or name not in self.sass:
            return None
        lines = [sass_cfg.Line(inst.address, inst.text, inst.mnemonic.split(".")[0],
                               inst.guarded, ir_block, name)
                 for inst, ir_block in self._sass_blocks(self.function(name))]
        return sass_cfg.build(name, lines, self.sass[name].labels), {}

    def _sass_blocks(self, fn: MachineFunction):
        """``(SASS instruction, IR block)`` of ``fn``: the IR block of the PTX machine
        block holding the instruction's PTX line (before any line: the first block's)."""
        starts = [(mb.line, mb.ir_block) for mb in fn.blocks]
        first = next((b for _, b in starts if b is not None), None)
        # the parser appends machine blocks in the order of their lines: the block holding
        # a line is the last one starting at or before it (a binary search; a scan per
        # instruction was quadratic: 73 s of `static` at 16k blocks)
        lines = [line for line, _ in starts]
        for inst in self.sass[fn.name].instructions:
            ir_block = first
            if inst.ptx_line is not None:
                at = bisect.bisect_right(lines, inst.ptx_line)
                if at:
                    ir_block = starts[at - 1][1]
            yield inst, ir_block

    def _add_sass(self, fn: MachineFunction, per_block: dict) -> None:
        """SASS counts per IR block through the PTX line of every SASS instruction."""
        previous = object()
        for inst, ir_block in self._sass_blocks(fn):
            row = per_block.get(ir_block)
            if row is None:
                row = per_block[ir_block] = self._empty_row(fn.name, ir_block, None)
            row["sass_total"] += 1
            row[f"sass_{inst.category}"] += 1
            if ir_block != previous:
                row["sass_runs"] += 1
                previous = ir_block

    def _attrs(self) -> dict:
        return {"schema": SCHEMA, "path": self.path, "arch": self.arch, "isa": self.isa,
                "notes": list(self.notes)}


def analyze_assembly(text: str, isa: str, *, arch: str = "", path: str = "",
                     module: IRModule | None = None) -> StaticAnalysis:
    """Parse and attribute assembly that already exists (ours, or another compiler's)."""
    functions = _PARSERS[isa](text)
    for fn in functions:
        attribute(fn)
    return StaticAnalysis(path=path, arch=arch, isa=isa, assembly=text, functions=functions,
                          module=module)


def analyze(module_or_path: IRModule | str | Path, arch: str | None = None, *,
            target: str | None = None, sass: bool | None = None,
            assembler: str | None = None) -> StaticAnalysis:
    """Compile a module for ``arch`` and attribute its machine code to IR blocks.

    ``module_or_path``: an ``IRModule`` or the path of a ``.ll`` file (``target`` as for
    ``load_module``; NVIDIA IR without a triple is recognised from its contents).
    ``arch``: ``gfx942``, ``sm_90a``...; default: the module's own ``target-cpu``.
    ``sass``: for PTX, also assemble to SASS (True: required; None: when ptxas/nvdisasm
    are found; False: never). ``assembler``: the ptxas that built the kernel a profile
    ran (``bbprof.isa.sass.ptxas_label``), used for the SASS where it is found.
    """
    if isinstance(module_or_path, IRModule):
        module = module_or_path
    else:
        module = load_module(module_or_path, target=target or _target_from_arch(arch),
                             allow_instrumented=True)
    assembly = compile_module(module, arch)
    result = analyze_assembly(assembly.text, assembly.isa, arch=assembly.arch,
                              path=module.path, module=module)
    _check_functions_emitted(result, module)
    result.notes.extend(module.notes)
    result.notes.extend(assembly.notes)
    result.notes.extend(_check_attribution(result))
    if assembly.isa == AMDGCN:
        result.notes.extend(_unskipped_notes(result, module))
    if assembly.isa == PTX and sass is not False:
        from bbprof.isa import sass as sass_mod

        tools = sass_mod.find_tools()
        if tools is None and sass:
            sass_mod.assemble(assembly.text, assembly.arch)   # raises the clear error
        if tools is not None:
            result.sass = sass_mod.assemble(assembly.text, assembly.arch, tools,
                                            prefer=assembler)
            result.notes.extend(_sass_notes(result))
    return result


def analyze_many(requests, *, target: str | None = None, sass: bool | None = None,
                 workers: int | None = None) -> list[StaticAnalysis]:
    """``analyze`` for several ``(module_or_path, arch)`` pairs at once, results in order.

    The slow steps (LLVM codegen, ptxas, nvdisasm) run in child processes, so a pool of
    threads overlaps them; ``workers`` defaults to the number of CPUs (at most the number
    of requests). An error in one request is raised after all have finished.
    """
    import os
    from concurrent.futures import ThreadPoolExecutor

    # Loading parses IR in this process with llvmlite's global LLVM context, which is not
    # thread-safe: load here, one at a time; only child-process work goes to the threads.
    loaded: dict[object, IRModule] = {}
    jobs = []
    for module_or_path, arch in requests:
        if isinstance(module_or_path, IRModule):
            module = module_or_path
        else:
            key = (str(module_or_path), target or _target_from_arch(arch))
            if key not in loaded:
                loaded[key] = load_module(module_or_path, target=key[1],
                                          allow_instrumented=True)
            module = loaded[key]
        jobs.append((module, arch))
    workers = max(1, min(workers or os.cpu_count() or 1, len(jobs) or 1))
    if workers == 1:
        return [analyze(m, a, sass=sass) for m, a in jobs]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(analyze, m, a, sass=sass) for m, a in jobs]
        return [f.result() for f in futures]


def static_mix(module_or_path: IRModule | str | Path, arch: str | None = None, *,
               target: str | None = None, sass: bool | None = False) -> pd.DataFrame:
    """The per-IR-block instruction mix (``analyze(...).blocks()``)."""
    return analyze(module_or_path, arch, target=target, sass=sass).blocks()


def _target_from_arch(arch: str | None) -> str | None:
    if arch and arch.startswith("sm_"):
        return "nvptx"
    return None


def _check_functions_emitted(result: StaticAnalysis, module: IRModule) -> None:
    """LLVM silently emits nothing for a function its subtarget cannot compile (ZLUDA's
    ``+wavefrontsize32`` functions on a wave64-only gfx9): refuse rather than give an
    empty or partial table. Functions LLVM may drop (internal ones, inlined away) are
    not required; kernels are, and at least one function."""
    emitted = {fn.name for fn in result.functions}
    missing = [fn for fn in module.functions
               if fn.name not in emitted and (fn.is_kernel or not emitted)]
    if not missing:
        return
    names = ", ".join(f"@{fn.name}" for fn in missing[:4]) + (" ..." if len(missing) > 4
                                                             else "")
    hint = "check --arch against the processor the IR was made for"
    wave32 = [fn for fn in missing if "+wavefrontsize32" in fn.target_features]
    facts = arch_of(module.target.kind, result.arch)
    if module.target.kind == AMDGPU and wave32 and facts and not facts.runs(32):
        why = (f": {'its' if len(missing) == 1 else 'their'} target-features ask for "
               f"+wavefrontsize32 (wave32), which {result.arch} does not have (gfx9 and "
               "older run wave64 only)")
        raise TargetError(f"LLVM emitted no code for {names} on {result.arch}{why}",
                          path=module.path,
                          hint="pass --arch of a wave32 GPU, e.g. gfx1030 or gfx1100")
    raise CodegenError(f"LLVM emitted no code for {names} on {result.arch}",
                       path=module.path, hint=hint)


def _check_attribution(result: StaticAnalysis) -> list[str]:
    notes = []
    for fn in result.functions:
        if fn.blocks and all(b.ir_block is None for b in fn.blocks):
            notes.append(f"@{fn.name}: no machine block names an IR block; "
                         "its instructions are not attributed")
        made = [b for b in fn.blocks if b.origin not in (None, ORIGIN_IR)]
        if made:
            count = sum(len(b.instructions) for b in made)
            notes.append(f"@{fn.name}: {len(made)} LLVM-made machine blocks ({count} "
                         "instructions) attributed to the IR block laid out before them")
    unknown = result.unknown_mnemonics()
    if unknown:
        notes.append("mnemonics with no category (counted as 'other'): "
                     + ", ".join(f"{m} ({n})" for m, n in unknown.items()))
    return notes


def _unskipped_notes(result: StaticAnalysis, module: IRModule) -> list[str]:
    """Where an IR block's machine code runs on waves with no lane in it (AMDGPU arms
    without their skip branch, ``amdgcn.unskipped_blocks``): the product of its wave_hits
    and its instructions is then less than the machine issues, and bbprof says so."""
    notes = []
    for fn in result.functions:
        try:
            names = {b.id: b.name for b in module.function(fn.name).blocks}
        except BbprofError:
            names = {}
        for block in amdgcn.unskipped_blocks(fn):
            if block.ir_block is None:
                continue
            name = names.get(block.ir_block, block.ir_name)
            notes.append(
                f"@{fn.name}: block '{name}' ({len(block.instructions)} machine "
                f"instructions) has no s_cbranch_execz skip after the exec mask is set: "
                "every wave that reaches it issues them, also with no lane in it, so its "
                "issued count is the branch's waves, more than its wave_hits say")
    return notes


def _sass_notes(result: StaticAnalysis) -> list[str]:
    notes = []
    for fn in result.functions:
        sfn = result.sass.get(fn.name) if result.sass else None
        if sfn is None:
            continue
        ptx_loops = sum(1 for b in fn.blocks if b.loop_header)
        sass_loops = sfn.backward_branches()
        if sass_loops != ptx_loops:
            notes.append(f"@{fn.name}: ptxas restructured loops: {ptx_loops} loop(s) in PTX, "
                         f"{sass_loops} backward branch(es) in SASS")
    return notes
