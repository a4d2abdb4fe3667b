"""Edits of LLVM's printed text: the instrumenter's edits of a function's lines, every
block given a canonical name, and block ids as debug lines.

``ModuleEdit`` and ``FunctionEdit`` are how ``bbprof instrument`` changes a module: lines
inserted before a line of LLVM's printed text (the counting code), and the label, phi and
terminator surgery that puts a block of bbprof's on an edge or splits a block before its
terminator. Phis name their predecessors by label and have an entry per *edge* (a switch
with two cases to one block gives its phis two entries for that predecessor), so every
edit that changes which block an edge leaves from, or sends an edge through a new block,
renames those entries here, in one place.

Canonical block names exist for codegen: LLVM's verbose assembly names a machine block
after its IR block (``.LBB0_3: ; %name``) only when the IR block has a name, and most of
Triton's blocks are numbered. ``canonical_block_names`` renames block ``i`` of every
function to ``bbprof.<i>`` so that the assembly says which IR block each machine block
came from. Numbered values cannot keep their numbers once the blocks between them get
names (LLVM requires numbered values to be consecutive), so every numbered local value
``%N`` becomes ``%bbprof.vN``. The rewrite is purely lexical over one function at a time:
strings (inline assembly, names in quotes) are skipped, and names keep their meaning.
"""

from __future__ import annotations

import re

from bbprof.errors import UnsupportedIRError
from bbprof.ir.module import (COND_BR, LEADING, NAME, Block, Function, IRModule,
                               parse_and_verify)

CANONICAL_BLOCK_PREFIX = "bbprof."
_LOCAL_OR_STRING = re.compile(rf'%(?P<name>{NAME})|"(?:[^"\\]|\\.)*"')
_NUMBERED_TYPE = re.compile(r"^%\d+ = type ", re.M)
_LABEL_DEF = re.compile(rf"^(?P<label>{NAME}):")


def canonical_block_name(block_id: int) -> str:
    return f"{CANONICAL_BLOCK_PREFIX}{block_id}"


def canonical_block_names(module: IRModule) -> str:
    """The module's text with every block of every defined function named ``bbprof.<id>``."""
    if _NUMBERED_TYPE.search(module.text):
        return _names_by_llvm(module)
    lines = list(module.lines)
    for fn in module.functions:
        _rename_function(lines, fn)
    return "\n".join(lines)


def _names_by_llvm(module: IRModule) -> str:
    """The same renaming done by LLVM, for modules with numbered struct types.

    Inside a function ``%3`` may be the numbered type ``%3 = type {...}`` or the value
    ``%3``, which no lexical rule tells apart (``getelementptr %3, ptr %3``). LLVM knows:
    its parse names every block and prints the module again, renumbering the values that
    stay numbered (types keep their numbers). The text parsed is LLVM's own printing of
    the module (``IRModule.text``), which has parsed once already.
    """
    ref = parse_and_verify(module.text, module.path)
    try:
        defined = [f for f in ref.functions if not f.is_declaration]   # text order
        if len(defined) != len(module.functions):
            raise UnsupportedIRError(f"LLVM sees {len(defined)} function definitions, bbprof "
                                     f"read {len(module.functions)}", path=module.path,
                                     hint="report this module to bbprof")
        for fn, llvm_fn in zip(module.functions, defined):
            blocks = list(llvm_fn.blocks)
            if len(blocks) != len(fn.blocks):
                raise UnsupportedIRError(f"@{fn.name}: LLVM sees {len(blocks)} blocks, "
                                         f"bbprof read {len(fn.blocks)}", path=module.path,
                                         hint="report this module to bbprof")
            for block_id, block in enumerate(blocks):
                block.name = canonical_block_name(block_id)
        return str(ref)
    finally:
        ref.close()


def _rename_function(lines: list[str], fn: Function) -> None:
    block_names = {b.ref[1:]: canonical_block_name(b.id) for b in fn.blocks}

    def rename(match: re.Match) -> str:
        name = match.group("name")
        if name is None:
            return match.group(0)
        if name in block_names:
            return "%" + block_names[name]
        if name.isdigit():
            return f"%bbprof.v{name}"
        return match.group(0)

    entry = fn.blocks[0]
    for i in range(fn.header_line, fn.end_line):
        line = lines[i]
        if "%" not in line and not _LABEL_DEF.match(line):
            continue
        label = _LABEL_DEF.match(line) if i > fn.header_line else None
        if label and label.group("label") in block_names:
            rest = line[label.end():]
            line = f"{block_names[label.group('label')]}:{_LOCAL_OR_STRING.sub(rename, rest)}"
        elif i == fn.header_line:
            # Rename only the parameter list and what follows it, never the function's name.
            at = line.index("@")
            line = line[:at] + _LOCAL_OR_STRING.sub(rename, line[at:])
        else:
            line = _LOCAL_OR_STRING.sub(rename, line)
        lines[i] = line
    if entry.label_line is None:
        first = entry.instructions[0].line
        lines[first] = f"{canonical_block_name(0)}:\n{lines[first]}"


def insert_lines(lines: list[str], insertions: dict[int, list[str]]) -> list[str]:
    """A new line list with ``insertions[i]`` placed before line ``i``."""
    out: list[str] = []
    start = 0
    for i in sorted(insertions):
        out.extend(lines[start:i])
        out.extend(insertions[i])
        start = i
    out.extend(lines[start:])
    return out


# -- The instrumenter's edits ------------------------------------------------------------------

_SWITCH = re.compile(rf"^\s*switch (?P<ty>\S+) (?P<cond>[^,]+), label (?P<default>%{NAME}) \[")
_CASE = re.compile(rf"^\s*(?P<ty>\S+) (?P<value>[^,]+), label (?P<target>%{NAME})\s*$")


class ModuleEdit:
    """Edits of a module's printed lines (``IRModule.lines``), written out at once: lines
    changed in place, and new lines inserted before a line. Line numbers stay those of the
    input, so every edit can be stated in terms of the structure ``module.py`` read."""

    def __init__(self, lines: list[str]):
        self.lines = list(lines)
        self.insertions: dict[int, list[str]] = {}

    def insert(self, at: int, code: list[str]) -> None:
        """``code`` before line ``at``, after what was inserted there before."""
        self.insertions.setdefault(at, []).extend(code)

    def insert_first(self, at: int, code: list[str]) -> None:
        """``code`` before line ``at``, before what was inserted there before."""
        self.insertions.setdefault(at, [])[:0] = code

    def inserted(self) -> list[str]:
        """Every line inserted so far."""
        return [line for code in self.insertions.values() for line in code]

    def function(self, fn: Function) -> "FunctionEdit":
        return FunctionEdit(self, fn)

    def drop_from_attribute_groups(self, after: int, attribute: re.Pattern) -> None:
        """Remove ``attribute`` from the ``attributes #N = {...}`` lines after line ``after``
        (attribute groups follow the last function)."""
        for i in range(after, len(self.lines)):
            if self.lines[i].startswith("attributes #"):
                self.lines[i] = attribute.sub("", self.lines[i])

    def set_function_attribute(self, header_line: int, key: str, value: str,
                               after: int) -> None:
        """The function whose ``define`` is line ``header_line`` gets ``"key"="value"``
        (replacing any value it had) in an attribute group of its own, appended after the
        groups (which follow line ``after``): a group other functions share is left as it
        was."""
        define = self.lines[header_line]
        refs = list(re.finditer(r" #(\d+)\b", define))
        numbers = [int(m.group(1)) for line in self.lines[after:]
                   for m in [re.match(r"attributes #(\d+) = ", line)] if m]
        fresh = max(numbers, default=-1) + 1
        body = ""
        if refs:
            group = f"attributes #{refs[-1].group(1)} = {{"
            line = next((x for x in self.lines[after:] if x.startswith(group)), None)
            if line is not None:
                body = line[len(group):].rstrip().removesuffix("}").strip()
                body = re.sub(rf' "{re.escape(key)}"="[^"]*"', "", " " + body).strip()
            start, end = refs[-1].span()
            self.lines[header_line] = f"{define[:start]} #{fresh}{define[end:]}"
        else:
            at = define.rindex(" {") if define.rstrip().endswith("{") else len(define)
            self.lines[header_line] = f"{define[:at]} #{fresh}{define[at:]}"
        items = " ".join(filter(None, [f'"{key}"="{value}"', body]))
        self.lines.append(f"attributes #{fresh} = {{ {items} }}")

    def text(self) -> str:
        return "\n".join(insert_lines(self.lines, self.insertions))


class FunctionEdit:
    """The edits of one function. Two kinds change its CFG, and both keep phis right:

    * ``split_before_terminator``: the code inserted before a block's terminator ends
      by opening a new block (``tail``) that holds the terminator; phis in the
      block's successors must then name the tail (``rename_split_predecessors``).
    * ``through_block``: an edge ``u -> v`` goes through a block of bbprof's instead:
      ``u``'s terminator names it, and ``v``'s phis name it, once.

    ``predecessor_ref(u, v)`` says how a phi in ``v`` names ``u`` after both: the block on
    the edge, the tail of ``u``, or ``u``."""

    def __init__(self, module: ModuleEdit, fn: Function):
        self.module, self.fn = module, fn
        self.tails: dict[int, str] = {}                 # block -> label of its tail
        self.edge_blocks: dict[tuple[int, int], str] = {}   # edge -> label of its block

    # inserting code
    def at_top(self, block: Block, code: list[str], *, after_allocas: bool = False) -> None:
        """``code`` after the block's phis and EH pads (and its static allocas, if asked)."""
        self.module.insert(block.insertion_line(after_allocas=after_allocas), code)

    def first_at_top(self, block: Block, code: list[str]) -> None:
        """``code`` after the block's phis, before any code ``at_top`` put there."""
        self.module.insert_first(block.insertion_line(), code)

    def before_terminator(self, block: Block, code: list[str]) -> None:
        self.module.insert(block.terminator.line, code)

    def after_block(self, block_id: int, code: list[str]) -> None:
        """``code`` (new blocks) right after block ``block_id``, before what an earlier
        call put there."""
        self.module.insert_first(self._after(block_id), code)

    def _after(self, block_id: int) -> int:
        """The line before which a block placed right after ``block_id`` goes."""
        blocks = self.fn.blocks
        return (blocks[block_id + 1].label_line if block_id + 1 < len(blocks)
                else self.fn.end_line)

    # changing the CFG
    def split_before_terminator(self, block: Block, tail: str) -> None:
        """The code inserted before ``block``'s terminator opened the block ``tail``."""
        self.tails[block.id] = tail

    def rename_split_predecessors(self) -> None:
        """Phis that named a split block as predecessor now name its tail."""
        lines = self.module.lines
        for block in self.fn.blocks:
            if block.id not in self.tails:
                continue
            old = f", {block.ref} ]"
            new = f", %{self.tails[block.id]} ]"
            for succ_id in block.successor_ids:
                for inst in _leading(self.fn.blocks[succ_id]):
                    if inst.opcode == "phi":
                        lines[inst.line] = lines[inst.line].replace(old, new)

    def name_edge_blocks(self, labels: dict[tuple[int, int], str]) -> None:
        """The labels of the blocks edges will go through: named before any phi is
        written, so that ``predecessor_ref`` knows them all."""
        self.edge_blocks.update(labels)

    def predecessor_ref(self, pred: int, succ: int) -> str:
        """How a phi in ``succ`` names its predecessor ``pred`` after the edits: the block
        on the edge, the piece of ``pred`` that holds its branch, or ``pred``."""
        if (pred, succ) in self.edge_blocks:
            return f"%{self.edge_blocks[(pred, succ)]}"
        return f"%{self.tails[pred]}" if pred in self.tails else self.fn.blocks[pred].ref

    def edges(self, pred: Block, succ: Block) -> int:
        """How many edges go from ``pred`` to ``succ`` (a ``switch`` may have several): a
        phi has an entry for each."""
        return pred.successor_refs.count(succ.ref)

    def through_block(self, source: Block, target: Block, label: str) -> None:
        """Send ``source``'s edge to ``target`` through the block ``label`` (which the
        caller writes): its terminator (a switch spans lines) names ``label`` instead, and
        ``target``'s phis name ``label`` as the predecessor, once (several switch cases to
        ``target`` become one edge)."""
        lines = self.module.lines
        term = source.terminator
        for i in range(term.line, term.line + term.nlines):
            lines[i] = re.sub(rf"\blabel {re.escape(target.ref)}(?![-\w$.\"])",
                              f"label %{label}", lines[i])
        own = f"%{self.tails[source.id]}" if source.id in self.tails else source.ref
        self._rename_in_phis(target, own, f"%{label}")
        self._one_entry_per_edge(target, f"%{label}")

    def _rename_in_phis(self, block: Block, old: str, new: str) -> None:
        lines = self.module.lines
        for inst in _leading(block):
            if inst.opcode == "phi":
                lines[inst.line] = lines[inst.line].replace(f", {old} ]", f", {new} ]")

    def _one_entry_per_edge(self, block: Block, pred: str) -> None:
        """A switch with several cases to ``block`` gave its phis an entry per case;
        through the block on that edge there is one edge, so one entry (the entries of
        one predecessor hold the same value)."""
        lines = self.module.lines
        entry = re.compile(rf"\[ ((?:[^\[\]]|\[[^\[\]]*\])*?), {re.escape(pred)} \]")
        for inst in _leading(block):
            line = lines[inst.line]
            found = entry.findall(line)
            if inst.opcode == "phi" and len(found) > 1:
                first = f"[ {found[0]}, {pred} ]"
                head, _, tail = line.partition(first)
                lines[inst.line] = head + first + tail.replace(f", {first}", "")

    def drop_preds_comments(self) -> None:
        """LLVM's ``; preds = ...`` comments on block labels, which the edits made stale."""
        lines = self.module.lines
        for block in self.fn.blocks:
            if block.label_line is not None:
                lines[block.label_line] = lines[block.label_line].split(" ; preds = ")[0].rstrip()

    # reading a terminator
    def edge_condition(self, block: Block, target_id: int, tag: str) -> tuple[list[str], str]:
        """Lines computing the i1 that is true for lanes taking ``block``'s edge to
        ``target_id`` (a ``br i1`` or a ``switch``), and that i1."""
        fn = self.fn
        target_ref = fn.blocks[target_id].ref
        term = block.terminator.text
        p = f"%__bbprof.sel.{tag}"
        match = COND_BR.match(term)
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


def _leading(block: Block):
    """The block's leading phis and EH pads."""
    for inst in block.instructions:
        if inst.opcode not in LEADING:
            return
        yield inst


# -- Block ids as debug lines (for `bbprof validate`) -----------------------------------------

BLOCK_LINE_FILE_SUFFIX = ".bbprof-blocks"
_DBG_ATTACHMENT = re.compile(r",\s*!dbg !\d+")
_FN_DBG = re.compile(r"\s!dbg !\d+")
_MD_ID = re.compile(r"^!(\d+) = ", re.M)
_DBG_INTRINSIC = re.compile(r"^\s*(?:tail |notail |musttail )?call void @llvm\.dbg\.\w+\(")
_DBG_RECORD = re.compile(r"^\s*#dbg_\w+\(")
_DBG_CU = re.compile(r"^!llvm\.dbg\.cu = !\{(?P<items>[^}]*)\}\s*$", re.M)
_MODULE_FLAGS = re.compile(r"^!llvm\.module\.flags = !\{(?P<items>[^}]*)\}\s*$", re.M)


def block_line_file(function: str) -> str:
    """The synthetic source file whose line numbers are ``function``'s block ids + 1."""
    return f"{function}{BLOCK_LINE_FILE_SUFFIX}"


def block_line_locations(module: IRModule) -> str:
    """The module's text with every instruction's debug location saying its IR block.

    Each defined function gets its own synthetic file (``<function>.bbprof-blocks``) and
    subprogram; every instruction of block ``i`` gets ``!DILocation(line: i + 1)`` (line 0
    means "no line" in DWARF). Compiled with line info (``ptxas -lineinfo``), every machine
    instruction then names the IR block it came from, and instructions that the back end
    moved or duplicated still name their origin. Existing debug calls and records
    (``llvm.dbg.*``, ``#dbg_*``) are dropped: their variables belong to the old scopes, and
    they make no code. Existing metadata stays defined; nothing else changes.
    """
    lines = list(module.lines)
    next_id = max((int(m) for m in _MD_ID.findall(module.text)), default=-1) + 1
    new_md: list[str] = []

    def node(text: str) -> int:
        nonlocal next_id
        ident = next_id
        next_id += 1
        new_md.append(f"!{ident} = {text}")
        return ident

    cu_file = node('!DIFile(filename: "bbprof-blocks", directory: "bbprof")')
    cu = node(f"distinct !DICompileUnit(language: DW_LANG_C, file: !{cu_file}, producer: "
              '"bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)')
    empty = node("!{}")
    sub_type = node(f"!DISubroutineType(types: !{empty})")
    drop: set[int] = set()
    for fn in module.functions:
        file_id = node(f'!DIFile(filename: "{block_line_file(fn.name)}", directory: "bbprof")')
        sp = node(f'distinct !DISubprogram(name: "{fn.name}", scope: !{file_id}, file: '
                  f"!{file_id}, line: 1, type: !{sub_type}, scopeLine: 1, spFlags: "
                  f"DISPFlagDefinition | DISPFlagOptimized, unit: !{cu})")
        header = lines[fn.header_line]
        brace = header.rindex("{")
        head = _FN_DBG.sub("", header[:brace].rstrip())
        lines[fn.header_line] = f"{head} !dbg !{sp} {{"
        for block in fn.blocks:
            loc = node(f"!DILocation(line: {block.id + 1}, column: 0, scope: !{sp})")
            for inst in block.instructions:
                if _DBG_INTRINSIC.match(lines[inst.line]):
                    drop.update(range(inst.line, inst.line + inst.nlines))
                    continue
                last = inst.line + inst.nlines - 1
                text = _DBG_ATTACHMENT.sub("", lines[last])
                lines[last] = f"{text}, !dbg !{loc}"
        for i in range(fn.header_line, fn.end_line):
            if _DBG_RECORD.match(lines[i]):
                drop.add(i)
    text = "\n".join(line for i, line in enumerate(lines) if i not in drop)
    text = _append_to_named_metadata(text, _DBG_CU, "llvm.dbg.cu", cu)
    if '!"Debug Info Version"' not in text:
        flag = node('!{i32 2, !"Debug Info Version", i32 3}')
        text = _append_to_named_metadata(text, _MODULE_FLAGS, "llvm.module.flags", flag)
    return text + "\n" + "\n".join(new_md) + "\n"


def _append_to_named_metadata(text: str, pattern, name: str, node_id: int) -> str:
    """``!name = !{..., !node_id}``: appended to the list, or the list made."""
    match = pattern.search(text)
    if not match:
        return text + f"\n!{name} = !{{!{node_id}}}"
    items = match.group("items").strip()
    return (text[:match.start()] + f"!{name} = !{{{items + ', ' if items else ''}!{node_id}}}"
            + text[match.end():])
