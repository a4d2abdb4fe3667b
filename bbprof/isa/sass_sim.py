"""Run the control flow of a piece of SASS for one trip count: how often each block ran.

ptxas unrolls a single-block loop into copies (a loop of k bodies, remainder copies of
k/2, ..., 1 bodies or a remainder loop, sometimes a peeled or predicated first body) whose
branches test one *counter* register against constants: the trips still to run. How
often each copy runs per entry of the loop is therefore a function of the trip count n
alone, which this module tabulates by executing the branches' arithmetic:

* values are integers or *linear forms* ``symbol + constant``; a symbol stands for a
  value read from memory, a constant bank (``c[0x0][0x228]``: the same symbol wherever
  it is read) or a special register, and an instruction this module does not model
  writes an unknown;
* ``ISETP`` (compared with ``.AND``/``.OR`` into a predicate), ``PLOP3.LUT`` of constant
  predicates, ``IADD3``/``VIADD``/``IMAD.IADD``/``IMAD.MOV``/``MOV``/``SEL`` on such values,
  guards (``@P0``/``@!P0``) and branches are followed; a comparison of a symbol with a
  constant needs the symbol's value: ``Machine`` takes it from its assignment or raises
  ``NeedsValue``;
* a branch on an unknown predicate, or more steps than ``limit``, raise ``Unmodelled``.

``bbprof.isa.issue`` runs the blocks of an unrolled loop with it, once per trip count,
the loop's counter symbol set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


class Unmodelled(Exception):
    """The SASS does something this module cannot follow."""


class NeedsValue(Exception):
    def __init__(self, symbol: str):
        super().__init__(symbol)
        self.symbol = symbol


@dataclass(frozen=True)
class Linear:
    symbol: str
    offset: int = 0

    def __add__(self, k: int) -> "Linear":
        return Linear(self.symbol, self.offset + k)


UNKNOWN = object()
_LOADS = ("LDG", "LDS", "LDL", "LD", "LDC", "ULDC", "S2R", "S2UR", "CS2R")
_REG = re.compile(r"^-?(U?R\d+|RZ|URZ)(\.[A-Z0-9.]+)?$")
_PRED = re.compile(r"^(!?)(U?P\d|U?PT)$")
_CONST = re.compile(r"^-?c\[(0x[0-9a-f]+)\]\s*\[(0x[0-9a-f]+|U?R\d+)\]$")
_IMM = re.compile(r"^-?(0x[0-9a-f]+|\d+)$")
_GUARD = re.compile(r"^@(!?)(U?P\d|U?PT)\s+(.*)$")
_MASK32 = (1 << 32) - 1


def _signed(v: int) -> int:
    v &= _MASK32
    return v - (1 << 32) if v >= 1 << 31 else v


class Machine:
    """Registers and predicates of one run; ``assignment`` gives symbols their values."""

    def __init__(self, assignment: dict[str, int]):
        self.regs: dict[str, object] = {}
        self.preds: dict[str, object] = {}
        self.assignment = assignment

    # ---- operands ----------------------------------------------------------------
    def value(self, operand: str):
        operand = operand.strip()
        if operand in ("RZ", "URZ"):
            return 0
        neg = operand.startswith("-")
        body = operand[1:] if neg else operand
        if _IMM.match(body):
            v = int(body, 0)
            return -v if neg else v
        const = _CONST.match(body)
        if const:
            v = Linear(f"c[{const.group(1)}][{const.group(2)}]")
        elif _REG.match(body):
            name = body.split(".")[0]
            v = self.regs.get(name, Linear(f"{name}@start"))
        else:
            return UNKNOWN
        if neg:
            return -v if isinstance(v, int) else UNKNOWN
        return v

    def concrete(self, v):
        if isinstance(v, int):
            return v
        if isinstance(v, Linear):
            if v.symbol not in self.assignment:
                raise NeedsValue(v.symbol)
            return self.assignment[v.symbol] + v.offset
        return None

    def pred(self, operand: str):
        m = _PRED.match(operand.strip())
        if not m:
            return UNKNOWN
        name = m.group(2)
        v = True if name in ("PT", "UPT") else self.preds.get(name, UNKNOWN)
        if v is UNKNOWN:
            return UNKNOWN
        return (not v) if m.group(1) else v

    def set_reg(self, name: str, v) -> None:
        name = name.split(".")[0]
        if name not in ("RZ", "URZ"):
            self.regs[name] = v

    def set_pred(self, name: str, v) -> None:
        if name not in ("PT", "UPT"):
            self.preds[name] = v


def _add(values):
    total, symbol = 0, None
    for v in values:
        if v is UNKNOWN:
            return UNKNOWN
        if isinstance(v, Linear):
            if symbol is not None:
                return UNKNOWN
            symbol = v
        else:
            total += v
    return symbol + total if symbol is not None else _signed(total)


def _compare(op: str, a: int, b: int, unsigned: bool) -> bool:
    if unsigned:
        a, b = a & _MASK32, b & _MASK32
    else:
        a, b = _signed(a), _signed(b)
    return {"LT": a < b, "LE": a <= b, "GT": a > b, "GE": a >= b, "EQ": a == b,
            "NE": a != b}[op]


def execute(machine: Machine, text: str):
    """Execute one instruction's effect. Returns ``(is_branch_taken_or_None, target)``:
    None for an instruction that does not transfer control."""
    guard = _GUARD.match(text)
    if guard:
        g = machine.pred(guard.group(1) + guard.group(2))
        text = guard.group(3)
    else:
        g = True
    parts = text.split(None, 1)
    opcode = parts[0]
    operands = [o.strip() for o in parts[1].split(",")] if len(parts) > 1 else []
    base = opcode.split(".")[0]
    if base in ("BRA", "EXIT", "RET", "JMP", "BRX", "JMX"):
        if g is UNKNOWN:
            raise Unmodelled(f"a branch on a predicate this model cannot follow: {text}")
        return g
    if g is UNKNOWN:
        _clobber(machine, opcode, operands)
        return None
    if not g:
        return None
    mods = opcode.split(".")[1:]
    try:
        if base in ("IADD3", "VIADD", "IADD"):
            srcs = [o for o in operands[1:] if not _PRED.match(o)]
            machine.set_reg(operands[0], _add(machine.value(o) for o in srcs))
        elif base == "IMAD" and "MOV" in mods:       # IMAD.MOV.U32 Rd, RZ, RZ, Rs
            machine.set_reg(operands[0], machine.value(operands[3]))
        elif base == "IMAD" and "IADD" in mods:      # IMAD.IADD Rd, Ra, 0x1, Rb
            one = machine.value(operands[2])
            machine.set_reg(operands[0], _add([machine.value(operands[1]),
                                               machine.value(operands[3])])
                            if one == 1 else UNKNOWN)
        elif base in ("MOV", "UMOV"):
            machine.set_reg(operands[0], machine.value(operands[1]))
        elif base in ("LDC", "ULDC") and len(operands) == 2 and "64" not in mods:
            machine.set_reg(operands[0], machine.value(operands[1]))
        elif base in ("LDC", "ULDC") and len(operands) == 2 and mods == ["64"]:
            _load_pair(machine, operands[0], operands[1])
        elif base == "CS2R" and len(operands) == 2 and operands[1] == "SRZ":
            _set_pair(machine, operands[0], 0, 0)   # CS2R Ra, SRZ: Ra and Ra+1 zero
        elif base in ("ISETP", "UISETP"):
            _isetp(machine, mods, operands)
        elif base in ("PLOP3", "UPLOP3"):
            _plop3(machine, operands)
        elif base == "SEL":
            p = machine.pred(operands[3])
            machine.set_reg(operands[0], UNKNOWN if p is UNKNOWN else
                            machine.value(operands[1] if p else operands[2]))
        elif base in _LOADS and "128" not in opcode and "64" not in opcode:
            machine.set_reg(operands[0], Linear(f"[{text}]"))  # a value from memory
        else:
            _clobber(machine, opcode, operands)
    except (IndexError, ValueError):
        _clobber(machine, opcode, operands)
    return None


def _isetp(machine: Machine, mods: list[str], operands: list[str]) -> None:
    # ISETP.GT.U32.AND P0, PT, R3, 0x3, PT   (P0 = cmp AND last; second dest = !cmp ...)
    cmp_op = next(m for m in mods if m in ("LT", "LE", "GT", "GE", "EQ", "NE"))
    unsigned = "U32" in mods
    combine = next((m for m in mods if m in ("AND", "OR", "XOR")), "AND")
    dest, dest2, a, b = operands[0], operands[1], operands[2], operands[3]
    if "EX" in mods:       # 64-bit compare continuation: not modelled
        machine.set_pred(dest, UNKNOWN)
        machine.set_pred(dest2, UNKNOWN)
        return
    extra = machine.pred(operands[4]) if len(operands) > 4 else True
    va, vb = machine.value(a), machine.value(b)
    if va is UNKNOWN or vb is UNKNOWN:
        result = UNKNOWN
    elif isinstance(va, Linear) and isinstance(vb, Linear) and va.symbol == vb.symbol:
        result = _compare(cmp_op, va.offset, vb.offset, unsigned)
    else:
        result = _compare(cmp_op, machine.concrete(va), machine.concrete(vb), unsigned)
    if result is UNKNOWN or extra is UNKNOWN:
        value = UNKNOWN
        if combine == "AND" and (result is False or extra is False):
            value = False
        elif combine == "OR" and (result is True or extra is True):
            value = True
    else:
        value = {"AND": result and extra, "OR": result or extra,
                 "XOR": result != extra}[combine]
    machine.set_pred(dest, value)
    if dest2 not in ("PT", "UPT"):
        machine.set_pred(dest2, UNKNOWN)


def _set_pair(machine: Machine, first: str, low, high) -> None:
    n = re.match(r"^(U?R)(\d+)$", first.strip().split(".")[0])
    if not n:
        return _clobber(machine, "CS2R.64", [first])
    machine.set_reg(first, low)
    machine.set_reg(f"{n.group(1)}{int(n.group(2)) + 1}", high)


def _load_pair(machine: Machine, first: str, operand: str) -> None:
    """``LDC.64 Ra, c[b][o]``: Ra and Ra+1 the words at ``o`` and ``o + 4``, each the
    symbol every other read of that word names (``ULDC.64 UR8, c[0x0][0x230]`` then
    ``MOV R0, UR9`` is the same value as ``LDC R20, c[0x0][0x234]``)."""
    const = _CONST.match(operand.strip())
    if not const or not _IMM.match(const.group(2)):
        return _clobber(machine, "LDC.64", [first])
    bank, offset = const.group(1), int(const.group(2), 0)
    _set_pair(machine, first, Linear(f"c[{bank}][{hex(offset)}]"),
              Linear(f"c[{bank}][{hex(offset + 4)}]"))


def _plop3(machine: Machine, operands: list[str]) -> None:
    # PLOP3.LUT P0, PT, Pa, Pb, Pc, 0xLUT, 0x0
    dest = operands[0]
    ins = [machine.pred(o) for o in operands[2:5]]
    lut = int(operands[5], 0)
    if any(v is UNKNOWN for v in ins):
        machine.set_pred(dest, UNKNOWN)
        return
    # the LUT's bit i holds the result for the inputs whose masks a=0xF0, b=0xCC, c=0xAA
    # have bit i set: the bit for (a, b, c) is i = 4a + 2b + c
    a, b, c = ins
    machine.set_pred(dest, bool(lut >> (4 * a + 2 * b + c) & 1))


def _clobber(machine: Machine, opcode: str, operands: list[str]) -> None:
    """An instruction not modelled: its destination registers and predicates become
    unknown (stores, branches' bookkeeping and barriers write nothing)."""
    base = opcode.split(".")[0]
    if base in ("STG", "STS", "STL", "ST", "RED", "BSSY", "BSYNC", "WARPSYNC", "BAR",
                "NOP", "MEMBAR", "DEPBAR", "ERRBAR", "CCTL", "YIELD", "STSM", "UTMASTG"):
        return
    width = 4 if ".128" in opcode else 2 if (".64" in opcode or "WIDE" in opcode) else 1
    for i, o in enumerate(operands[:2]):
        o = o.strip().split(".")[0]
        if i == 0 and _REG.match(o):
            n = re.match(r"(U?R)(\d+)$", o)
            for k in range(width if n else 1):
                machine.set_reg(f"{n.group(1)}{int(n.group(2)) + k}" if n else o, UNKNOWN)
        elif _PRED.match(o):          # a predicate destination (first or second)
            machine.set_pred(o.lstrip("!"), UNKNOWN)
        elif i == 0:
            break
