"""Insert a counter at every basic block of every defined function.

Text in, text out, through LLVM at both ends:

1. ``load_module`` has parsed and verified the input and read its structure from LLVM's
   printed text.
2. Every block gets one ``call @__bbprof.count.wN(row, lanes_below, slot)`` after its phis
   and EH pads; every function's entry block first gets ``@__bbprof.enter.wN()`` (after
   its leading static allocas, so they stay static), which reads the hardware ids once.
3. The counter global and the helpers (``counting_ir.py``) are appended; the text is
   parsed again and LLVM's always-inliner inlines the helpers (splitting blocks and
   fixing phis as LLVM does); the helpers are removed, and the result is parsed and
   verified once more before it is returned.

Counting at the top of a block is exact: every thread that enters a block executes its
first non-phi instruction exactly once per entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bbprof.errors import IRParseError, UnsupportedIRError
from bbprof.instrument import counting_ir
from bbprof.instrument.blockmap import FORMAT, VERSION, BlockMap
from bbprof.instrument.layout import FIELDS, CounterLayout, make_layout
from bbprof.ir.cfg import analyze
from bbprof.ir.module import IRModule, parse_and_verify
from bbprof.ir.rewrite import insert_lines
from bbprof.ir.target import AMDGPU

# Attributes that promise the kernel reads no workitem/workgroup id; the counting code does.
_AMDGPU_NO_ID_ATTRS = re.compile(r' "amdgpu-no-(?:workitem|workgroup)-id-x"')
_HELPER_DEFINE = re.compile(r"^define internal .*@__bbprof\.(?:enter|count)\.w\d+\(")


@dataclass(frozen=True)
class Instrumented:
    text: str
    block_map: BlockMap
    layout: CounterLayout


def instrument(module: IRModule, *, shards: int | None = None) -> Instrumented:
    target = module.target
    arch = module.arch()
    functions_json = []
    insertions: dict[int, list[str]] = {}
    wave_sizes: set[int] = set()
    slot = 0
    for fn in module.functions:
        wave_size = module.wave_size(fn)
        wave_sizes.add(wave_size)
        analysis = analyze(fn)
        blocks_json = []
        for block in fn.blocks:
            lines = []
            if block.id == 0:
                line = block.insertion_line(after_allocas=True)
                lines.extend(counting_ir.entry_lines(target, wave_size))
            else:
                line = block.insertion_line()
            lines.append(counting_ir.count_line(target, wave_size, slot))
            insertions.setdefault(line, []).extend(lines)
            first = block.instructions[0]
            blocks_json.append({
                "id": block.id,
                "name": block.name,
                "successors": fn.successors(block),
                "instructions": len(block.instructions),
                "debug_location": module.debug_location(first),
                "loop_header": any(loop.header == block.id for loop in analysis.loops),
                "loop_depth": analysis.loop_depth(block.id),
                "reachable": block.id in analysis.reachable,
                "slot": slot,
                "counters": {field: slot * len(FIELDS) + i for i, field in enumerate(FIELDS)},
            })
            slot += 1
        functions_json.append({
            "name": fn.name,
            "is_kernel": fn.is_kernel,
            "wave_size": wave_size,
            "target_cpu": fn.target_cpu,
            "blocks": blocks_json,
            "loops": [{"header": loop.header, "latches": list(loop.latches),
                       "depth": loop.depth, "parent": loop.parent,
                       "body": sorted(loop.body), "exits": [list(e) for e in loop.exits]}
                      for loop in analysis.loops],
            "irreducible": analysis.irreducible,
        })

    layout = make_layout(target.kind, arch, slot, shards)
    lines = insert_lines(module.lines, insertions)
    if target.kind == AMDGPU:
        lines = [_AMDGPU_NO_ID_ATTRS.sub("", line) if line.startswith("attributes #") else line
                 for line in lines]
    text = "\n".join(lines) + "\n" + counting_ir.module_text(target, arch, layout, wave_sizes)
    text = _inline_helpers(text, module.path)
    block_map = BlockMap.from_dict({
        "format": FORMAT,
        "version": VERSION,
        "input": {"path": module.path, "sha256": module.sha256},
        "target": {"kind": target.kind, "triple": module.triple or target.triple,
                   "codegen_triple": target.triple, "arch": arch,
                   "wave_size": max(wave_sizes)},
        "counters": layout.to_json(),
        "functions": functions_json,
    })
    return Instrumented(text=text, block_map=block_map, layout=layout)


def _inline_helpers(text: str, path: str) -> str:
    import llvmlite.binding as llvm

    try:
        ref = parse_and_verify(text, path)
    except IRParseError as exc:
        raise UnsupportedIRError(f"the instrumented module does not verify: {exc.message}",
                                 path=path, hint="please report this input") from None
    builder = llvm.create_pass_builder(None, llvm.create_pipeline_tuning_options())
    passes = llvm.create_new_module_pass_manager()
    passes.add_always_inliner_pass()
    passes.run(ref, builder)
    out = _drop_helpers(str(ref))
    try:
        parse_and_verify(out, path)
    except IRParseError as exc:
        raise UnsupportedIRError(f"the instrumented module does not verify: {exc.message}",
                                 path=path, hint="please report this input") from None
    return out


def _drop_helpers(text: str) -> str:
    out: list[str] = []
    skipping = False
    for line in text.split("\n"):
        if skipping:
            if line == "}":
                skipping = False
            continue
        if _HELPER_DEFINE.match(line):
            skipping = True
            if out and out[-1].startswith("; Function Attrs:"):
                out.pop()
            continue
        out.append(line)
    return "\n".join(out)
