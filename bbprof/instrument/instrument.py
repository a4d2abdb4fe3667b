"""Insert a counter at every basic block of every defined function.

Text in, text out, with LLVM at both ends:

1. ``load_module`` has parsed and verified the input, printed it with LLVM's printer, and
   read its structure from that canonical text.
2. Every function's entry block gets the *entry code* (after its leading static allocas,
   so they stay static), which reads the hardware ids once; every block gets the *block
   code* after its phis and EH pads (``counting_ir.py``): one line, which splits no block.
   Edge counters (spanning tree) do split theirs, and phis in the block's successors are
   renamed to name the block's new tail; single-block loops counted in registers get a
   block on each exit edge.
3. The counter global (and, for AMDGPU and the host, the counting function) is added, and
   the result is parsed and verified by LLVM before it is returned. Nothing else in the
   module changes: no pass runs over the user's code.

Counting at the top of a block is exact: every thread that enters a block executes its
first non-phi instruction exactly once per entry.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from bbprof.errors import IRParseError, UnsupportedIRError
from bbprof.instrument import counting_ir
from bbprof.instrument.blockmap import FORMAT, VERSION, BlockMap
from bbprof.instrument.layout import CounterLayout, make_layout
from bbprof.instrument.modes import DEFAULT_MODE, EVERY_BLOCK, SPANNING_TREE, THREAD, WAVE, Mode
from bbprof.instrument.placement import Placement, cfg_hash, every_block, spanning_tree
from bbprof.instrument.register_loops import (has_redux, induction, register_loop_blocks,
                                              register_loops, runs_from_induction)
from bbprof.instrument.uniform_loops import UniformLoop, find_uniform_loops
from bbprof.ir.cfg import CFGAnalysis, analyze
from bbprof.ir.module import (LEADING, NAME, Beside, Block, Function, IRModule,
                              collector_paused, parse_and_verify)
from bbprof.ir.rewrite import insert_lines
from bbprof.ir.target import AMDGPU, NVPTX
from bbprof.ir.uniformity import Uniformity, warp_uniformity

# Attributes that promise the kernel reads no workitem/workgroup id; the counting code does.
_AMDGPU_NO_ID_ATTRS = re.compile(r' "amdgpu-no-(?:workitem|workgroup)-id-x"')
_BR = re.compile(rf"^\s*br i1 (?P<cond>[^,]+), label (?P<a>%{NAME}), label (?P<b>%{NAME})")
_SWITCH = re.compile(rf"^\s*switch (?P<ty>\S+) (?P<cond>[^,]+), label (?P<default>%{NAME}) \[")
_CASE = re.compile(rf"^\s*(?P<ty>\S+) (?P<value>[^,]+), label (?P<target>%{NAME})\s*$")


@dataclass(frozen=True)
class Instrumented:
    text: str
    block_map: BlockMap
    layout: CounterLayout


@dataclass
class _FunctionPlan:
    fn: Function
    analysis: CFGAnalysis | None     # None until the block map needs it (every-block)
    placement: Placement
    wave_size: int
    kind: str = EVERY_BLOCK          # the placement this function got
    uniformity: Uniformity | None = None   # asked when wave counts could use the tree
    block_words: dict[int, int] = field(default_factory=dict)
    edge_words: dict[tuple[int, int], int] = field(default_factory=dict)
    exit_words: dict[tuple[int, int], int] = field(default_factory=dict)   # beside flushes
    split_words: dict[tuple[int, int], int] = field(default_factory=dict)  # blocks on edges
    register_loops: dict[int, int] = field(default_factory=dict)   # block -> word
    uniform_loops: list[UniformLoop] = field(default_factory=list)
    uniform_words: list[list[int]] = field(default_factory=list)   # per loop, per accumulator

    @property
    def warp_uniform(self) -> bool:
        """Counted on the spanning tree with wave counts: no wave ever splits."""
        return self.kind == SPANNING_TREE and bool(self.uniformity and self.uniformity.uniform)

    @property
    def uniform_blocks(self) -> set[int]:
        """The blocks counted by a uniform loop's accumulator, not at their top."""
        return {b for loop in self.uniform_loops for b in loop.block_accumulator}


def instrument(module: IRModule, *, shards: int | None = None, mode: Mode = DEFAULT_MODE,
               arch: str | None = None) -> Instrumented:
    """``arch``: the processor the code will run on, when the module does not say (Triton's
    NVIDIA IR names none; its runtime knows the device's)."""
    with collector_paused():
        return _instrument(module, shards, mode, arch or module.arch())


def _instrument(module: IRModule, shards: int | None, mode: Mode,
                arch: str | None) -> Instrumented:
    target = module.target
    # Pass 1: where every counter goes, and its word in a row.
    plans: list[_FunctionPlan] = []
    word = sites = 0
    uniform_ok = mode.loops_in_registers and has_redux(target.kind, arch)
    for fn in module.functions:
        kind, uniformity = mode.placement, None
        if kind == SPANNING_TREE and WAVE in mode.counters:
            uniformity = warp_uniformity(fn, target.kind)
            if not uniformity.uniform:   # wave counts need a counter at every block
                kind = EVERY_BLOCK
        # every-block placement needs no CFG analysis to write the code unless a loop may
        # be counted in uniform registers: otherwise the analysis the block map needs runs
        # while LLVM verifies the output
        needs_analysis = (kind != EVERY_BLOCK or (uniform_ok and _may_have_loops(fn)))
        analysis = analyze(fn) if needs_analysis else None
        candidates = register_loop_blocks(fn, mode, target.kind, arch)
        placement = (every_block(fn) if kind == EVERY_BLOCK else spanning_tree(
            fn, analysis, candidates,
            split_edges=uniformity is not None and uniformity.uniform,
            split_into_phis=not _uses_wgmma(fn)))
        plan = _FunctionPlan(fn, analysis, placement, module.wave_size(fn), kind, uniformity)
        if uniform_ok and kind == EVERY_BLOCK and analysis is not None:
            plan.uniform_loops = find_uniform_loops(fn, analysis)
        in_uniform = plan.uniform_blocks
        for block_id in placement.counted_blocks:
            if block_id not in in_uniform:
                plan.block_words[block_id] = word
                word += mode.words_per_site
                sites += 1
        for loop in plan.uniform_loops:   # blocks of one accumulator share its word
            words = []
            for _ in loop.accumulators:
                words.append(word)
                word += mode.words_per_site
                sites += 1
            plan.uniform_words.append(words)
            for block_id, index in loop.block_accumulator.items():
                plan.block_words[block_id] = words[index]
        for edge in placement.counted_edges:
            plan.edge_words[edge] = word
            word += 1
        for edge in placement.counted_exits:
            plan.exit_words[edge] = word
            word += 1
        for edge in placement.counted_splits:
            plan.split_words[edge] = word
            word += 1
        sites += (len(placement.counted_edges) + len(placement.counted_exits)
                  + len(placement.counted_splits))
        plan.register_loops = register_loops(candidates, kind, plan.block_words,
                                             plan.edge_words)
        plans.append(plan)
    layout = make_layout(target.kind, arch, sites, word, shards)

    # Pass 2: the code, inserted into LLVM's printed text.
    lines = list(module.lines)
    insertions: dict[int, list[str]] = {}
    for plan in plans:
        _insert_function(plan, module, layout, mode, arch, lines, insertions)
    if target.kind == AMDGPU:   # attribute groups follow the last function
        for i in range(module.functions[-1].end_line, len(lines)):
            if lines[i].startswith("attributes #"):
                lines[i] = _AMDGPU_NO_ID_ATTRS.sub("", lines[i])
    hashes = [cfg_hash(plan.fn) for plan in plans]
    module_hash = _module_cfg_hash(hashes)
    helpers = [line for size in sorted({p.wave_size for p in plans
                                        if p.block_words or p.exit_words or p.split_words})
               if target.kind != NVPTX
               for line in counting_ir.count_function(target, size, mode)]
    inserted = [line for code in insertions.values() for line in code] + helpers
    insertions.setdefault(module.functions[0].header_line, []).extend(
        [counting_ir.global_line(target, layout),
         counting_ir.cfg_hash_line(target, cfg_hash_value(module_hash)),
         *counting_ir.declarations(inserted, module.declared), "", *helpers])
    text = "\n".join(insert_lines(lines, insertions))
    # LLVM reads the output while Python analyses the CFGs and writes the map
    with Beside(_verify, text, module.path) as verifying:
        functions_json = [_function_json(plan, module, mode, h)
                          for plan, h in zip(plans, hashes)]
        verifying.result()
    block_map = BlockMap({
        "format": FORMAT,
        "version": VERSION,
        "input": {"path": module.path, "sha256": module.sha256},
        "target": {"kind": target.kind, "triple": module.triple or target.triple,
                   "codegen_triple": target.triple, "arch": arch,
                   "wave_size": max(p.wave_size for p in plans)},
        "mode": mode.to_json(),
        "cfg_hash": module_hash,
        "counters": layout.to_json(),
        "functions": functions_json,
    }, path=None)
    return Instrumented(text=text, block_map=block_map, layout=layout)


def cfg_hash_value(module_hash: str) -> int:
    """The module's CFG hash as the i64 the instrumented module holds in @__bbprof_cfg_hash."""
    return int(module_hash, 16) & ((1 << 63) - 1)


def _insert_function(plan: _FunctionPlan, module: IRModule, layout: CounterLayout, mode: Mode,
                     arch: str | None, lines: list[str],
                     insertions: dict[int, list[str]]) -> None:
    target, fn = module.target, plan.fn
    in_registers = plan.register_loops
    tails: dict[int, str] = {}
    edges_from: dict[int, list[tuple[int, int]]] = {}
    for (u, v), word in plan.edge_words.items():
        if not (u == v and u in in_registers):
            edges_from.setdefault(u, []).append((v, word))
    in_uniform = plan.uniform_blocks
    for block in fn.blocks:
        code: list[str] = []
        if block.id == 0:
            code.extend(counting_ir.entry_lines(target, arch, layout, plan.wave_size))
        if (block.id in plan.block_words and block.id not in in_registers
                and block.id not in in_uniform):
            code.extend(counting_ir.top_lines(target, plan.wave_size, mode,
                                              plan.block_words[block.id]))
        if code:
            at = block.insertion_line(after_allocas=block.id == 0)
            insertions.setdefault(at, []).extend(code)
        for v, word in edges_from.get(block.id, ()):
            tag = f"{word}"
            predicate, value = _edge_predicate(fn, block, v, tag)
            code, splits = counting_ir.edge_lines(target, plan.wave_size, mode, word, tag,
                                                  predicate, value)
            insertions.setdefault(block.terminator.line, []).extend(code)
            if splits:
                tails[block.id] = counting_ir.rest_label(tag)
    _rename_phi_predecessors(lines, fn, tails)
    # every loop exit edge gets a block of its own: name them all before writing any phi
    exit_labels = {(b, s): f"__bbprof.exit.{word}.{j}"
                   for b, word in in_registers.items()
                   for j, s in enumerate(x for x in fn.blocks[b].successor_ids if x != b)}
    exit_labels.update({(loop.exiting, loop.exit_target): f"__bbprof.uexit.{words[0]}"
                        for loop, words in zip(plan.uniform_loops, plan.uniform_words)})
    exit_labels.update({edge: f"__bbprof.split.{word}"
                        for edge, word in plan.split_words.items()})
    for (u, v), word in plan.split_words.items():   # a counted block on the edge
        label = exit_labels[(u, v)]
        _through_block(fn.blocks[u], fn.blocks[v], label, tails, lines)
        code = counting_ir.top_lines(target, plan.wave_size, mode, word)
        insertions.setdefault(_after(fn, u), [])[:0] = [
            "", f"{label}:", *code, f"  br label {fn.blocks[v].ref}", ""]
    for loop, words in zip(plan.uniform_loops, plan.uniform_words):
        _count_uniform_loop(plan, module, loop, words, mode, tails, exit_labels, lines,
                            insertions)
    for block_id, word in in_registers.items():
        _count_in_registers(plan, module, fn.blocks[block_id], word, mode, tails,
                            exit_labels, lines, insertions)
    for block in fn.blocks:  # LLVM's "; preds = ..." comments would now be stale
        if block.label_line is not None:
            lines[block.label_line] = lines[block.label_line].split(" ; preds = ")[0].rstrip()


def _uses_wgmma(fn: Function) -> bool:
    """Whether the kernel issues Hopper's asynchronous warpgroup MMA (an intrinsic or
    inline PTX): ptxas pipelines those loops only while nothing else defines their
    accumulators, so bbprof puts no block on an edge into a block with phis there."""
    return any("wgmma" in inst.text for block in fn.blocks for inst in block.instructions
               if inst.opcode == "call")


def _may_have_loops(fn: Function) -> bool:
    """False when no edge goes back in block order: then the CFG has no cycle (every cycle
    has an edge to a block at or before its source)."""
    return any(s <= b.id for b in fn.blocks for s in b.successor_ids)


def _label(fn: Function, pred: int, succ: int, tails: dict[int, str],
           exit_labels: dict[tuple[int, int], str]) -> str:
    """How a phi in ``succ`` names its predecessor ``pred`` after the rewriting: the block
    bbprof put on the edge, the piece of ``pred`` that holds its branch, or ``pred``."""
    if (pred, succ) in exit_labels:
        return f"%{exit_labels[(pred, succ)]}"
    return f"%{tails[pred]}" if pred in tails else fn.blocks[pred].ref


def _edges(pred: Block, succ: Block) -> int:
    """How many edges go from ``pred`` to ``succ`` (a ``switch`` may have several): a phi
    has an entry for each."""
    return pred.successor_refs.count(succ.ref)


def _count_uniform_loop(plan: _FunctionPlan, module: IRModule, loop: UniformLoop,
                        words: list[int], mode: Mode, tails: dict[int, str],
                        exit_labels: dict[tuple[int, int], str], lines: list[str],
                        insertions: dict[int, list[str]]) -> None:
    """The accumulators of a loop of ``uniform_loops.py``: a phi each in the header, one
    add each per iteration where its ballot is read, and one flush each on the exit edge,
    in a block of its own."""
    fn, target = plan.fn, module.target
    header = fn.blocks[loop.header]
    tag = f"{words[0]}"
    outside = [p.id for p in fn.blocks if loop.header in p.successor_ids
               and p.id not in loop.block_accumulator]
    top = []
    latch = fn.blocks[loop.latch]
    for i in range(len(loop.accumulators)):
        n = f"{tag}.{i}"
        incoming = [f"[ 0, {_label(fn, p, loop.header, tails, exit_labels)} ]"
                    for p in outside for _ in range(_edges(fn.blocks[p], header))]
        incoming += [f"[ %__bbprof.uan.{n}, "
                     f"{_label(fn, loop.latch, loop.header, tails, exit_labels)} ]"
                     ] * _edges(latch, header)
        top.append(f"  %__bbprof.ua.{n} = phi i64 {', '.join(incoming)}")
    for i, contribution in enumerate(loop.accumulators):
        n = f"{tag}.{i}"
        code, value = counting_ir.uniform_contribution(target, plan.wave_size, n,
                                                       contribution.condition,
                                                       contribution.when)
        code.append(f"  %__bbprof.uan.{n} = add i64 %__bbprof.ua.{n}, {value}")
        if contribution.condition is None:   # the header's active lanes, after its phis
            top += code
        else:                                # the lanes E's branch keeps in the loop
            at = fn.blocks[contribution.block].terminator.line
            insertions.setdefault(at, []).extend(code)
    insertions.setdefault(header.insertion_line(), [])[:0] = top
    # the exit edge: its own block, where every accumulator goes to memory once
    target_block = fn.blocks[loop.exit_target]
    label = exit_labels[(loop.exiting, loop.exit_target)]
    _through_block(fn.blocks[loop.exiting], target_block, label, tails, lines)
    flush = ["", f"{label}:"]
    for i in range(len(loop.accumulators)):
        n = f"{tag}.{i}"
        # every add (the header's, E's) comes before E's branch: the exiting lanes hold
        # the total up to their last iteration
        flush += counting_ir.uniform_flush_lines(target, plan.wave_size, mode, words[i],
                                                 f"%__bbprof.uan.{n}", n)
    flush.append(f"  br label {target_block.ref}")
    insertions.setdefault(_after(fn, loop.exiting), [])[:0] = flush + [""]


def _count_in_registers(plan: _FunctionPlan, module: IRModule, block: Block, word: int,
                        mode: Mode, tails: dict[int, str],
                        exit_labels: dict[tuple[int, int], str],
                        lines: list[str], insertions: dict[int, list[str]]) -> None:
    """Count a single-block loop's entries (every-block) or its back edge's traversals
    (spanning tree) per lane in a register, and add them to memory on each exit edge,
    through a block of its own: one update per exit instead of one per iteration.

    With an induction variable (``register_loops.induction``) the count costs nothing per
    iteration: it is the variable's distance from its start, computed on the exit edge.
    Otherwise a phi and an add per iteration keep it."""
    fn, target = plan.fn, module.target
    tag = f"{word}"
    spanning = bool(plan.placement.edges)
    iv = induction(fn, block)
    nxt = f"%__bbprof.cn.{tag}"
    if iv is None:
        count = f"%__bbprof.c.{tag}"
        incoming = []
        for pred in fn.blocks:
            if block.id not in pred.successor_ids:
                continue
            label = _label(fn, pred.id, block.id, tails, exit_labels)
            value = nxt if pred.id == block.id else "0"
            # through a block of bbprof's on the edge: one edge, one entry
            many = 1 if (pred.id, block.id) in exit_labels else _edges(pred, block)
            incoming += [f"[ {value}, {label} ]"] * many
        step = [f"  {nxt} = add i64 {count}, 1"]
        if spanning:  # count the back edge, at the end of the block
            predicate, value = _edge_predicate(fn, block, block.id, f"r{tag}")
            step = predicate + [f"  %__bbprof.step.{tag} = zext i1 {value} to i64",
                                f"  {nxt} = add i64 {count}, %__bbprof.step.{tag}"]
            insertions.setdefault(block.terminator.line, []).extend(step)
            step = []
        insertions.setdefault(block.insertion_line(), []).extend(
            [f"  {count} = phi i64 {', '.join(incoming)}", *step])
    exits = []
    for succ in (s for s in block.successor_ids if s != block.id):
        target_block = fn.blocks[succ]
        exit_label = exit_labels[(block.id, succ)]
        j = exit_label.rsplit(".", 1)[1]
        _through_block(block, target_block, exit_label, tails, lines)
        value, code = nxt, []
        if iv is not None:
            value, code = runs_from_induction(iv, f"{tag}.{j}", spanning)
        exits += ["", f"{exit_label}:", *code,
                  *counting_ir.flush_lines(target, plan.wave_size, mode, word, value, tag, j,
                                           plan.exit_words.get((block.id, succ)),
                                           uniform=plan.warp_uniform),
                  f"  br label {target_block.ref}"]
    insertions.setdefault(_after(fn, block.id), [])[:0] = exits + [""]


def _through_block(source: Block, target: Block, label: str, tails: dict[int, str],
                   lines: list[str]) -> None:
    """Send ``source``'s edge to ``target`` through the block ``label`` (which the caller
    writes): its terminator (a switch spans lines) names ``label`` instead, and
    ``target``'s phis name ``label`` as the predecessor, once (several switch cases to
    ``target`` become one edge)."""
    term = source.terminator
    for i in range(term.line, term.line + term.nlines):
        lines[i] = re.sub(rf"\blabel {re.escape(target.ref)}(?![-\w$.\"])",
                          f"label %{label}", lines[i])
    own = f"%{tails[source.id]}" if source.id in tails else source.ref
    _rename_in_phis(lines, target, own, f"%{label}")
    _one_entry_per_edge(lines, target, f"%{label}")


def _one_entry_per_edge(lines: list[str], block: Block, pred: str) -> None:
    """A switch with several cases to ``block`` gave its phis an entry per case; through
    the block bbprof put on that edge there is one edge, so one entry (the entries of one
    predecessor hold the same value)."""
    entry = re.compile(rf"\[ ((?:[^\[\]]|\[[^\[\]]*\])*?), {re.escape(pred)} \]")
    for inst in block.instructions:
        if inst.opcode not in LEADING:
            break
        line = lines[inst.line]
        found = entry.findall(line)
        if inst.opcode == "phi" and len(found) > 1:
            first = f"[ {found[0]}, {pred} ]"
            head, _, tail = line.partition(first)
            lines[inst.line] = head + first + tail.replace(f", {first}", "")


def _after(fn: Function, block_id: int) -> int:
    """The line before which a block placed right after ``block_id`` goes."""
    return (fn.blocks[block_id + 1].label_line if block_id + 1 < len(fn.blocks)
            else fn.end_line)


def _rename_in_phis(lines: list[str], block: Block, old: str, new: str) -> None:
    for inst in block.instructions:
        if inst.opcode not in LEADING:
            break
        if inst.opcode == "phi":
            lines[inst.line] = lines[inst.line].replace(f", {old} ]", f", {new} ]")


def _function_json(plan: _FunctionPlan, module: IRModule, mode: Mode, fn_hash: str) -> dict:
    fn = plan.fn
    analysis = plan.analysis = plan.analysis or analyze(fn)
    headers = {loop.header for loop in analysis.loops}
    data = {
        "name": fn.name,
        "is_kernel": fn.is_kernel,
        "wave_size": plan.wave_size,
        "target_cpu": fn.target_cpu,
        "placement": plan.kind,
        "cfg_hash": fn_hash,
        "blocks": [{
            "id": block.id,
            "name": block.name,
            "successors": block.successor_ids,
            "instructions": len(block.instructions),
            "debug_location": _first_location(module, block),
            "loop_header": block.id in headers,
            "loop_depth": analysis.loop_depth(block.id),
            "reachable": block.id in analysis.reachable,
            "counters": ({} if block.id not in plan.block_words
                         else _word_fields(mode, plan.block_words[block.id])),
        } for block in fn.blocks],
        "loops": [{"header": loop.header, "latches": list(loop.latches),
                   "depth": loop.depth, "parent": loop.parent,
                   "body": sorted(loop.body), "exits": [list(e) for e in loop.exits]}
                  for loop in analysis.loops],
        "irreducible": analysis.irreducible,
    }
    if plan.uniformity is not None:
        data["warp_uniform"] = plan.uniformity.to_json()
    if plan.uniform_loops:
        data["uniform_loops"] = [{
            "header": loop.header, "latch": loop.latch,
            "exit": [loop.exiting, loop.exit_target],
            "accumulators": [
                {"word": word, "at": c.block, "condition": c.condition, "when": c.when,
                 "blocks": sorted(b for b, i in loop.block_accumulator.items() if i == k)}
                for k, (c, word) in enumerate(zip(loop.accumulators, words))]}
            for loop, words in zip(plan.uniform_loops, plan.uniform_words)]
    if plan.register_loops:
        data["register_loops"] = [
            {"block": b, "word": w,
             "exits": sum(1 for x in plan.fn.blocks[b].successor_ids if x != b)}
            for b, w in plan.register_loops.items()]
    if plan.placement.edges:
        data["edges"] = [
            [e.source, e.target, e.how, e.block, _edge_word(plan, e)]
            for e in plan.placement.edges]
    return data


def _edge_word(plan: _FunctionPlan, edge) -> int | None:
    """The counter word of a placed edge (None for a tree edge)."""
    key = (edge.source, edge.target)
    return {"edge": plan.edge_words.get(key), "exit": plan.exit_words.get(key),
            "split": plan.split_words.get(key),
            "block": plan.block_words.get(edge.block)}.get(edge.how)


def _word_fields(mode: Mode, word: int) -> dict[str, int]:
    if mode.is_packed:
        return {THREAD: word, WAVE: word}
    if mode.counters == (THREAD, WAVE):
        return {THREAD: word, WAVE: word + 1}
    return {mode.counters[0]: word}


def _module_cfg_hash(function_hashes: list[str]) -> str:
    joined = ",".join(function_hashes)
    return hashlib.sha256(joined.encode()).hexdigest()[:16]


def _edge_predicate(fn: Function, block: Block, target_id: int,
                    tag: str) -> tuple[list[str], str]:
    """Lines computing the i1 that is true for lanes taking the edge to ``target_id``."""
    target_ref = fn.blocks[target_id].ref
    term = block.terminator.text
    p = f"%__bbprof.sel.{tag}"
    match = _BR.match(term)
    if match:
        if match.group("a") == target_ref:
            return [], match.group("cond")
        return [f"  {p} = xor i1 {match.group('cond')}, true"], p
    match = _SWITCH.match(term)
    if not match:
        raise UnsupportedIRError(f"@{fn.name}: cannot read the terminator of block "
                                 f"'{block.name}' to count an edge",
                                 hint="use --placement every-block")
    ty, cond = match.group("ty"), match.group("cond")
    cases = [(m.group("value"), m.group("target")) for m in
             (_CASE.match(line) for line in term.split("\n")[1:]) if m]
    lines: list[str] = []
    if match.group("default") == target_ref:
        tests = [value for value, target in cases if target != target_ref]
        op, combine, empty = "ne", "and", "true"
    else:
        tests = [value for value, target in cases if target == target_ref]
        op, combine, empty = "eq", "or", "false"
    if not tests:
        return [], empty
    acc = None
    for i, value in enumerate(tests):
        lines.append(f"  {p}.{i} = icmp {op} {ty} {cond}, {value}")
        if acc is None:
            acc = f"{p}.{i}"
        else:
            lines.append(f"  {p}.{i}.acc = {combine} i1 {acc}, {p}.{i}")
            acc = f"{p}.{i}.acc"
    return lines, acc


def _first_location(module: IRModule, block) -> str | None:
    """``file:line`` of the block's first instruction that has one (phis rarely do)."""
    for inst in block.instructions:
        location = module.debug_location(inst)
        if location:
            return location
    return None


def _rename_phi_predecessors(lines: list[str], fn: Function, tails: dict[int, str]) -> None:
    """Phis that named a block as predecessor now name the piece that holds its branch."""
    for block in fn.blocks:
        if block.id not in tails:
            continue
        old = f", {block.ref} ]"
        new = f", %{tails[block.id]} ]"
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
