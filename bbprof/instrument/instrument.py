"""Insert a counter at every basic block of every defined function.

Text in, text out, with LLVM at both ends:

1. ``load_module`` has parsed and verified the input, printed it with LLVM's printer, and
   read its structure from that canonical text.
2. Every function's entry block gets the *entry code* (after its leading static allocas,
   so they stay static), which reads the hardware ids once; every block gets the *block
   code* after its phis and EH pads (``counting_ir.py``). On GPUs the block code splits its
   block, and phis in the block's successors are renamed to name the block's new tail.
3. The counter global is added, and the result is parsed and verified by LLVM before it is
   returned. Nothing else in the module changes: no pass runs over the user's code.

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
from bbprof.ir.module import LEADING, Function, IRModule, parse_and_verify
from bbprof.ir.rewrite import insert_lines
from bbprof.ir.target import AMDGPU

# Attributes that promise the kernel reads no workitem/workgroup id; the counting code does.
_AMDGPU_NO_ID_ATTRS = re.compile(r' "amdgpu-no-(?:workitem|workgroup)-id-x"')


@dataclass(frozen=True)
class Instrumented:
    text: str
    block_map: BlockMap
    layout: CounterLayout


def instrument(module: IRModule, *, shards: int | None = None) -> Instrumented:
    target = module.target
    arch = module.arch()
    nslots = sum(len(fn.blocks) for fn in module.functions)
    layout = make_layout(target.kind, arch, nslots, shards)
    lines = list(module.lines)
    insertions: dict[int, list[str]] = {}
    functions_json = []
    wave_sizes: set[int] = set()
    slot = 0
    for fn in module.functions:
        wave_size = module.wave_size(fn)
        wave_sizes.add(wave_size)
        analysis = analyze(fn)
        first_slot = slot
        blocks_json = []
        for block in fn.blocks:
            code = []
            if block.id == 0:
                at = block.insertion_line(after_allocas=True)
                code.extend(counting_ir.entry_lines(target, arch, layout, wave_size))
            else:
                at = block.insertion_line()
            code.extend(counting_ir.block_lines(target, wave_size, slot))
            insertions.setdefault(at, []).extend(code)
            blocks_json.append({
                "id": block.id,
                "name": block.name,
                "successors": block.successor_ids,
                "instructions": len(block.instructions),
                "debug_location": _first_location(module, block),
                "loop_header": any(loop.header == block.id for loop in analysis.loops),
                "loop_depth": analysis.loop_depth(block.id),
                "reachable": block.id in analysis.reachable,
                "slot": slot,
                "counters": {field: slot * len(FIELDS) + i for i, field in enumerate(FIELDS)},
            })
            slot += 1
        if counting_ir.splits_blocks(target):
            _rename_phi_predecessors(lines, fn, first_slot)
        for block in fn.blocks:  # LLVM's "; preds = ..." comments would now be stale
            if block.label_line is not None:
                lines[block.label_line] = lines[block.label_line].split(" ; preds = ")[0].rstrip()
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

    if target.kind == AMDGPU:
        lines = [_AMDGPU_NO_ID_ATTRS.sub("", line) if line.startswith("attributes #") else line
                 for line in lines]
    first_function = module.functions[0].header_line
    insertions.setdefault(first_function, []).extend(
        [counting_ir.global_line(target, layout), ""])
    text = "\n".join(insert_lines(lines, insertions))
    _verify(text, module.path)
    block_map = BlockMap({
        "format": FORMAT,
        "version": VERSION,
        "input": {"path": module.path, "sha256": module.sha256},
        "target": {"kind": target.kind, "triple": module.triple or target.triple,
                   "codegen_triple": target.triple, "arch": arch,
                   "wave_size": max(wave_sizes)},
        "counters": layout.to_json(),
        "functions": functions_json,
    }, path=None)
    return Instrumented(text=text, block_map=block_map, layout=layout)


def _first_location(module: IRModule, block) -> str | None:
    """``file:line`` of the block's first instruction that has one (phis rarely do)."""
    for inst in block.instructions:
        location = module.debug_location(inst)
        if location:
            return location
    return None


def _rename_phi_predecessors(lines: list[str], fn: Function, first_slot: int) -> None:
    """Phis that named a block as predecessor now name its tail, which holds the branch."""
    for block in fn.blocks:
        old = f", {block.ref} ]"
        new = f", %{counting_ir.rest_label(first_slot + block.id)} ]"
        for succ_id in block.successor_ids:
            for inst in fn.blocks[succ_id].instructions:
                if inst.opcode not in LEADING:
                    break
                if inst.opcode == "phi":
                    lines[inst.line] = lines[inst.line].replace(old, new)


def _verify(text: str, path: str) -> None:
    try:
        parse_and_verify(text, path)
    except IRParseError as exc:
        raise UnsupportedIRError(f"the instrumented module does not verify: {exc.message}",
                                 path=path, hint="please report this input") from None
