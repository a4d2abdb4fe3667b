"""Read AMDGCN assembly (LLVM's verbose ``.s``) into machine functions and resources.

What is read, line by line:

* a function starts at the label of a symbol declared ``.type NAME,@function`` and ends at
  its ``.Lfunc_endN:`` label (or ``; -- End function``);
* a machine block starts at ``.LBBf_n:`` or at the verbose comment ``; %bb.n:``; the rest of
  that line (and the comment lines before its first instruction) name its IR block
  (``; %bbprof.9``) and its loop (``=>This Inner Loop Header: Depth=1``,
  ``in Loop: Header=BB0_3 Depth=1``);
* every other line that is not blank, a comment, a directive (``.loc``, ``.p2align``) or a
  label is one instruction; its mnemonic is the first word; its source line is the
  ``.loc`` in force (``machine.LineTable``);
* resources come from the ``; Kernel info:``/``; Function info:`` comment block LLVM
  prints after each function, and spill counts from the ``.amdgpu_metadata`` YAML;
* scratch: ``buffer_*`` loads and stores through the function's scratch buffer resource
  are ``scratch`` (per-lane private memory), not vector memory. Which quad that is: the
  ones of the instructions LLVM's comments call spills and reloads (``; 4-byte Folded
  Spill``), and, in a function with a private segment (``ScratchSize`` > 0), the private
  segment buffer: ``s[0:3]`` by the calling convention of device functions and by the
  kernel ABI when the kernel descriptor preloads it
  (``.amdhsa_user_sgpr_private_segment_buffer 1``), or the quad the prologue copies it to
  (``s_mov_b64 s[8:9], s[0:1]``). Without a private segment ``s[0:3]`` is an ordinary
  register (rocMLIR's GEMMs hold a global buffer descriptor there).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bbprof.isa.categories import AMDGCN
from bbprof.isa.machine import (LineTable, MachineBlock, MachineFunction, make_instruction,
                                 read_block_comment)

# a symbol: plain, or quoted where its IR name needs it (@"a b" -> "a b")
_SYMBOL = r'(?:[\w.$]+|"(?:[^"\\]|\\.)*")'
_TYPE_FUNCTION = re.compile(rf"^\s*\.type\s+({_SYMBOL})\s*,\s*@function")
_LABEL = re.compile(rf"^({_SYMBOL}):")
_BLOCK_LABEL = re.compile(r"^\.LBB(\d+)_(\d+):(.*)$")
_BLOCK_COMMENT = re.compile(r"^;\s*%bb\.(\d+):(.*)$")
_BRANCH_TARGET = re.compile(r"\.LBB\d+_\d+")
_INFO_FIELD = re.compile(r"^;\s*(\w+)\s*[:=]\s*(-?\d+)")
_KERNEL_DESCRIPTOR = re.compile(rf"^\s*\.amdhsa_kernel\s+({_SYMBOL})")
_PRIVATE_BUFFER = re.compile(r"^\s*\.amdhsa_user_sgpr_private_segment_buffer\s+1\b")
_MUBUF = re.compile(r"^buffer_(load|store)_")
_QUAD = re.compile(r"\bs\[(\d+):(\d+)\]")
_SPILL_COMMENT = re.compile(r"\b(Spill|Reload)\b")
_RSRC_COPY = re.compile(r"^s_mov_b64\s+s\[(\d+):\d+\],\s*s\[0:1\]$")

# "; Kernel info:" names -> resource columns
_INFO_NAMES = {
    "TotalNumSgprs": "sgprs",
    "NumVgprs": "vgprs",
    "NumAgprs": "agprs",
    "TotalNumVgprs": "total_vgprs",
    "ScratchSize": "scratch_bytes",
    "LDSByteSize": "lds_bytes",
    "Occupancy": "occupancy_waves_per_simd",
    "codeLenInByte": "code_bytes",
}
_YAML_NAMES = {
    ".sgpr_spill_count": "sgpr_spills",
    ".vgpr_spill_count": "vgpr_spills",
    ".wavefront_size": "wave_size",
    ".group_segment_fixed_size": "lds_bytes",
    ".private_segment_fixed_size": "scratch_bytes",
    ".max_flat_workgroup_size": "max_workgroup_size",
}


def symbol_name(symbol: str) -> str:
    """The IR name of an assembly symbol: ``"a b"`` (quoted) -> ``a b``."""
    if len(symbol) >= 2 and symbol[0] == symbol[-1] == '"':
        return re.sub(r"\\(.)", r"\1", symbol[1:-1])
    return symbol


def is_instruction_line(stripped: str) -> bool:
    """True for a statement line that is an instruction (not a directive, label, comment)."""
    return bool(stripped) and stripped[0] not in ".;" and not _LABEL.match(stripped)


def parse(text: str) -> list[MachineFunction]:
    lines = text.split("\n")
    function_names = {m.group(1) for m in map(_TYPE_FUNCTION.match, lines) if m}
    locations = LineTable(lines)
    functions: list[MachineFunction] = []
    current: MachineFunction | None = None
    block: MachineBlock | None = None
    last_function: MachineFunction | None = None
    in_info = False
    for lineno, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if current is None:
            if in_info and last_function is not None:
                in_info = _read_info_line(stripped, last_function)
            elif stripped in ("; Kernel info:", "; Function info:"):
                in_info = last_function is not None
            else:
                label = _LABEL.match(stripped)
                if label and label.group(1) in function_names:
                    current = MachineFunction(name=symbol_name(label.group(1)), isa=AMDGCN,
                                              line=lineno)
                    functions.append(current)
                    block = None
                    locations.current = None
            continue
        if stripped.startswith(".Lfunc_end") or stripped == "; -- End function":
            last_function, current, block = current, None, None
            continue
        if not stripped:
            continue
        header = _BLOCK_LABEL.match(stripped) or _BLOCK_COMMENT.match(stripped)
        if header:
            is_label = stripped.startswith(".LBB")
            number = int(header.group(2) if is_label else header.group(1))
            rest = header.group(header.lastindex)
            block = MachineBlock(index=len(current.blocks),
                                 label=stripped.split(":", 1)[0] if is_label else None,
                                 number=number, ir_name=None, line=lineno)
            read_block_comment(block, rest)
            current.blocks.append(block)
            continue
        if stripped[0] == ";":
            if block is not None and not block.instructions:
                read_block_comment(block, stripped)
            continue
        if not is_instruction_line(stripped):
            if stripped.startswith((".loc\t", ".loc ")):
                locations.read(stripped)
            continue
        if block is None:  # instructions before any block header: a block of its own
            block = MachineBlock(index=len(current.blocks), label=None, number=None,
                                 ir_name=None, line=lineno)
            current.blocks.append(block)
        code = stripped.split(";", 1)[0].rstrip()
        mnemonic = code.split(None, 1)[0]
        inst = make_instruction(AMDGCN, mnemonic, code, lineno, locations.current)
        block.instructions.append(inst)
        if inst.category == "branch":
            block.branch_targets.extend(branch_labels(code))
    _read_metadata(lines, {f.name: f for f in functions})
    kernels = _kernel_descriptors(lines)
    for fn in functions:
        _mark_scratch(fn, lines, kernels)
    return functions


def resources(text: str) -> dict[str, dict[str, int]]:
    """Each function's resources (``MachineFunction.resources``, as ``parse`` reads them)
    without reading its instructions: the occupancy check's whole need, for a fraction of
    ``parse``'s time (its cost on a large kernel's cached assembly was most of a warm
    ``instrument``)."""
    lines = text.split("\n")
    function_names = {m.group(1) for m in map(_TYPE_FUNCTION.match, lines) if m}
    by_name: dict[str, MachineFunction] = {}
    last: MachineFunction | None = None
    in_info = False
    for raw in lines:
        if in_info:
            in_info = _read_info_line(raw.strip(), last)
            if in_info:
                continue
        if not raw or raw[0] in " \t":   # instructions and directives are indented
            continue
        if raw.startswith(("; Kernel info:", "; Function info:")):
            in_info = last is not None
            continue
        label = _LABEL.match(raw)
        if label and label.group(1) in function_names:
            name = symbol_name(label.group(1))
            last = by_name[name] = MachineFunction(name=name, isa=AMDGCN, line=0)
    _read_metadata(lines, by_name)
    return {name: fn.resources for name, fn in by_name.items()}


def _kernel_descriptors(lines: list[str]) -> dict[str, bool]:
    """Kernel name -> whether its descriptor preloads the private segment buffer."""
    out: dict[str, bool] = {}
    name = None
    for raw in lines:
        if name is None:
            match = _KERNEL_DESCRIPTOR.match(raw)
            if match:
                name = symbol_name(match.group(1))
                out[name] = False
        elif ".end_amdhsa_kernel" in raw:
            name = None
        elif _PRIVATE_BUFFER.match(raw):
            out[name] = True
    return out


def _rsrc(code: str) -> str | None:
    """The buffer resource operand of a MUBUF instruction: its first SGPR quad."""
    for match in _QUAD.finditer(code):
        if int(match.group(2)) - int(match.group(1)) == 3:
            return match.group(0)
    return None


def _mark_scratch(fn: MachineFunction, lines: list[str], kernels: dict[str, bool]) -> None:
    """Reclassify ``fn``'s buffer loads/stores through its scratch resource (see above)."""
    buffers = [inst for inst in fn.instructions() if _MUBUF.match(inst.mnemonic)]
    if not buffers:
        return
    quads = {_rsrc(inst.text) for inst in buffers
             if _SPILL_COMMENT.search(lines[inst.line - 1].partition(";")[2])}
    private = int(fn.resources.get("scratch_bytes", 0) or 0) > 0
    if private and kernels.get(fn.name, True):   # a device function, or a kernel preloading it
        copy = next((m for m in map(_RSRC_COPY.match, (i.text for i in fn.instructions()))
                     if m), None)
        quads.add(f"s[{copy.group(1)}:{int(copy.group(1)) + 3}]" if copy else "s[0:3]")
    quads.discard(None)
    if not quads:
        return
    for block in fn.blocks:
        block.instructions = [
            replace(inst, category="scratch", alu=None)
            if _MUBUF.match(inst.mnemonic) and _rsrc(inst.text) in quads else inst
            for inst in block.instructions]


def _read_info_line(stripped: str, fn: MachineFunction) -> bool:
    """Read one line of a ``; Kernel info:`` block; False once the block has ended."""
    if not stripped.startswith(";"):
        return False
    match = _INFO_FIELD.match(stripped)
    if match and match.group(1) in _INFO_NAMES:
        fn.resources[_INFO_NAMES[match.group(1)]] = int(match.group(2))
    return True


def _read_metadata(lines: list[str], by_name: dict[str, MachineFunction]) -> None:
    """Spill counts (and what Kernel info lacks) from ``.amdgpu_metadata``'s kernel list."""
    try:
        start = lines.index("amdhsa.kernels:")
    except ValueError:
        return
    fields: dict[str, str] = {}

    def flush() -> None:
        fn = by_name.get(fields.get(".name", ""))
        if fn is None:
            return
        for key, column in _YAML_NAMES.items():
            if key in fields and fields[key].lstrip("-").isdigit():
                fn.resources.setdefault(column, int(fields[key]))

    for raw in lines[start + 1:]:
        if raw.startswith("  - "):
            flush()
            fields = {}
            raw = "    " + raw[4:]
        elif raw and not raw.startswith(" "):
            break
        if raw.startswith("    .") and ":" in raw:
            key, _, value = raw.strip().partition(":")
            fields[key] = value.strip()
    flush()


# An instruction that may narrow the exec mask for the code after it: the structurizer's
# s_and_saveexec (into a divergent region), s_andn2_saveexec (gfx11 and newer spell it
# s_and_not1_saveexec) or s_xor_saveexec (its else side), plain writes of exec by
# and/andn2/xor/mov, and v_cmpx (a compare that writes exec, gfx10 and newer). An s_or
# restoring a region's lanes widens it: every wave after it has a lane, as before.
_EXEC_WRITE = re.compile(r"^s_(and|andn2|and_not1|xor)_saveexec_b(32|64)\b"
                         r"|^s_(mov|and|xor|andn2|and_not1)_b(32|64)\s+exec(_lo)?\b"
                         r"|^v_cmpx_")
_SKIP = re.compile(r"^s_cbranch_exec(z|nz)\b")


def unskipped_blocks(fn: MachineFunction) -> list[MachineBlock]:
    """The machine blocks a wave runs whenever it reaches them, also with no active lane:
    entered only by falling through from a block whose last instruction set the exec mask,
    with no ``s_cbranch_execz`` between (LLVM drops the skip branch before a short arm of
    a divergent branch: SIPreEmitPeephole). Such a block issues as often as the waves
    reach that point (the branch block's, or its region's), not as often as waves with a
    lane in it arrive: its IR block's wave_hits undercount it."""
    targets = {t for b in fn.blocks for t in b.branch_targets}
    out = []
    for before, block in zip(fn.blocks, fn.blocks[1:]):
        if not before.instructions or not block.instructions:
            continue
        if block.label is not None and block.label in targets:
            continue   # also entered by a branch: its count is not the fall-through's
        last = before.instructions[-1].text.strip()
        if _EXEC_WRITE.match(last) and not _SKIP.match(last):
            out.append(block)
    return out


_NO_FALL_THROUGH = ("s_branch", "s_endpgm", "s_setpc_b64")


def branch_labels(code: str) -> list[str]:
    """The block labels an instruction names (``s_cbranch_execz .LBB0_3``)."""
    return _BRANCH_TARGET.findall(code)


def falls_through(fn: MachineFunction, block: MachineBlock) -> int | None:
    """The block after ``block`` in layout, where a wave goes on past its last instruction;
    None after ``s_branch``, ``s_endpgm``, ``s_setpc_b64`` or at the function's end."""
    last = block.instructions[-1].mnemonic if block.instructions else ""
    if last in _NO_FALL_THROUGH or block.index + 1 >= len(fn.blocks):
        return None
    return block.index + 1


def successors(fn: MachineFunction) -> list[list[int]]:
    """Each block's successors (layout indices): its branch targets, then its fall-through."""
    by_label = {b.label: b.index for b in fn.blocks if b.label}
    out = []
    for b in fn.blocks:
        succ = [by_label[t] for t in b.branch_targets if t in by_label]
        after = falls_through(fn, b)
        out.append(list(dict.fromkeys(succ + ([after] if after is not None else []))))
    return out


def machine_cfg(fn: MachineFunction):
    """The machine CFG of one AMDGCN function for the issue model (``bbprof.isa.issue``),
    and the machine blocks whose count is not their IR block's wave count: the arms that
    lost their skip branch (``unskipped_blocks``), which a wave issues whenever it falls
    into them, also with no lane active; and the loops that run once per active lane
    (``per_lane_loops``). A wave is one thread of control: its machine blocks' counts are
    conserved on every edge (``exact_branches``)."""
    from bbprof.isa import sass_cfg

    blocks = []
    for b, succ in zip(fn.blocks, successors(fn)):
        ops = [sass_cfg.SassOp(i, inst.text, inst.mnemonic, False, b.ir_block,
                               inst.category, inst.alu, inst.source)
               for i, inst in enumerate(b.instructions)]
        block = sass_cfg.SassBlock(b.index, b.line, ops, succ)
        block.ends_program = bool(b.instructions) and b.instructions[-1].mnemonic == "s_endpgm"
        blocks.append(block)
    for b in blocks:
        for s in b.successors:
            blocks[s].predecessors.append(b.index)
    unskipped = {b.index for b in unskipped_blocks(fn)}
    return sass_cfg.SassCFG(fn.name, blocks), unskipped, per_lane_loops(fn)


def per_lane_loops(fn: MachineFunction) -> dict[int, int]:
    """``{machine block: IR block}`` of the loops that run once per active lane: the
    atomic optimizer's iterative scan (``ComputeLoop``: each trip takes the lowest active
    lane with ``s_ff1`` and clears it), which runs as often as threads reach the atomic."""
    return {b.index: b.ir_block for b in fn.blocks
            if b.ir_name == "ComputeLoop" and b.ir_block is not None}
