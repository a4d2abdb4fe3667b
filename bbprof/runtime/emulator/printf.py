"""CUDA's device ``printf`` (``i32 @vprintf(ptr format, ptr arguments)``), as NVPTX IR
calls it.

clang (and nvcc) lower ``printf(format, a, b, ...)`` to ``vprintf(format, buffer)``:
``buffer`` holds the arguments after C's default promotions (``char``/``short`` to
``int``, ``float`` to ``double``), each at the next offset aligned to its own size (a
struct of them; null when there are none). CUDA formats the text on the host with the
host's C library, reading the buffer as the format string says (CUDA C++ Programming
Guide, "Formatted Output"); each thread that calls it prints one record. Its return
value is not C's: the number of arguments it parsed, 0 with none, -1 for a null format.

Modelled here: for each running lane, in lane order (workgroup by workgroup, as the
emulator runs them), the format string is read from memory, the arguments are read from
the buffer as the format says, and the text is formatted as glibc formats it (Python's
``%`` operator, with the places where it differs from C corrected: a ``0`` flag
with an integer precision or an infinite or NaN value pads with spaces, and ``+``/space
are ignored by unsigned conversions; a NaN with its sign bit set prints ``-nan``). The
records go to the machine's ``printed`` list, and from there to the launch's code
(``EmulatorCode.printf_output``), in launch order.

The conversions: ``d i u o x X c s f F e E g G %`` with the flags ``- + space 0``, a
width and a precision written as digits, and the lengths ``l``/``ll`` (8-byte integers)
on ``d i u o x X``. Anything else (``#``, ``*``, ``h``, ``hh``, ``L``, ``%a``, ``%p``,
``%n``, ``%lc``, ``%ls``, more than 32 arguments) is refused when that format is first
read, naming it: how CUDA's host side reads those is not documented well enough to
model bit for bit. A ``%s`` of a null pointer faults for the same reason.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.runtime.emulator.access import SubFrame, space_data
from bbprof.runtime.emulator.registry import Call, register

#: the most arguments CUDA's printf takes after the format
MAX_ARGUMENTS = 32
#: the longest string (format or ``%s``) read before a fault: no terminating NUL
MAX_STRING = 1 << 16

_SPEC = re.compile(r"%(?P<flags>[-+ 0#]*)(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?"
                   r"(?P<length>hh|h|ll|l|j|z|t|L|q)?(?P<conversion>.)", re.S)
_INTEGER = "diuoxX"
_FLOAT = "fFeEgG"


@dataclass(frozen=True)
class Spec:
    """One conversion of a format: its pieces as written, and the argument it reads."""

    flags: str
    width: str
    precision: str | None
    length: str
    conversion: str

    @property
    def size(self) -> int:
        """The bytes of its argument in the buffer (its alignment too)."""
        if self.conversion in _INTEGER:
            return 8 if self.length in ("l", "ll") else 4
        return 4 if self.conversion == "c" else 8


@functools.lru_cache(maxsize=256)
def parse_format(text: str) -> tuple:
    """The format as a tuple of literal strings and ``Spec``s (``%%`` a literal)."""
    pieces, at = [], 0
    for m in _SPEC.finditer(text):
        pieces.append(text[at:m.start()])
        at = m.end()
        if m.group(0) == "%%":
            pieces.append("%")
            continue
        pieces.append(_spec(m))
    pieces.append(text[at:])
    if sum(isinstance(p, Spec) for p in pieces) > MAX_ARGUMENTS:
        raise UnsupportedIRError(f"a printf format with more than {MAX_ARGUMENTS} "
                                 f"arguments ({text!r})")
    return tuple(p for p in pieces if p != "")


def _spec(m) -> Spec:
    spec = Spec(m.group("flags"), m.group("width") or "", m.group("precision"),
                m.group("length") or "", m.group("conversion"))
    bad = ("#" in spec.flags or spec.width == "*" or spec.precision == "*"
           or spec.conversion not in _INTEGER + _FLOAT + "cs"
           or (spec.length and not (spec.conversion in _INTEGER
                                    and spec.length in ("l", "ll"))))
    if bad:
        raise UnsupportedIRError(f"the emulator does not model the printf conversion "
                                 f"{m.group(0)!r} (it models d i u o x X c s f F e E g G "
                                 "with - + space 0, digits for width and precision, l/ll "
                                 "on integers)")
    return spec


def format_record(pieces: tuple, arguments: list) -> str:
    """The text of one record: ``arguments`` are the values read for the ``Spec``s (an
    int for integers and ``%c``, a float for the float conversions, bytes for ``%s``)."""
    out, values = [], iter(arguments)
    for piece in pieces:
        out.append(piece if isinstance(piece, str) else _convert(piece, next(values)))
    return "".join(out)


def _convert(spec: Spec, value) -> str:
    flags = spec.flags
    if spec.conversion in "uoxX":
        flags = flags.replace("+", "").replace(" ", "")      # C: signs are for d, i
    if spec.conversion in _INTEGER and spec.precision is not None:
        flags = flags.replace("0", "")                       # C: precision wins over 0
    if spec.conversion in _FLOAT and not math.isfinite(value):
        return _non_finite(spec, value)
    if spec.conversion == "s":
        value = value.decode("latin-1")
    if spec.conversion == "c":
        value = chr(value & 0xFF)
    precision = "" if spec.precision is None else "." + spec.precision
    python = "d" if spec.conversion == "u" else spec.conversion
    return f"%{flags}{spec.width}{precision}{python}" % value


def _non_finite(spec: Spec, value: float) -> str:
    """glibc's inf and nan: the sign bit shown (``-nan`` too), padded with spaces."""
    body = "nan" if math.isnan(value) else "inf"
    if spec.conversion.isupper():
        body = body.upper()
    sign = "-" if math.copysign(1.0, value) < 0 else \
        "+" if "+" in spec.flags else " " if " " in spec.flags else ""
    text = sign + body
    width = int(spec.width or 0)
    return text.ljust(width) if "-" in spec.flags else text.rjust(width)


# -- reading the format and the arguments ------------------------------------------------
def _locate(f, lane: int, space: int, address: int, nbytes: int):
    """(byte array, offset) of ``address`` as the running lane ``lane`` (an index into
    the frame's running lanes) sees that address space; ``nbytes`` must be there."""
    sub = SubFrame(f, np.array([lane]))
    parts = space_data(sub, space, np.array([address], np.uint64), nbytes, "printf")
    if not parts:
        raise EmulatorFault(f"printf reads {nbytes} bytes at {address:#x}, in no buffer")
    _, data, offs = parts[0]
    return data, int(np.asarray(offs).reshape(-1)[0])


def _lane_bytes(f, lane: int, space: int, address: int, nbytes: int) -> bytes:
    data, start = _locate(f, lane, space, address, nbytes)
    return data[start:start + nbytes].tobytes()


def _string(f, lane: int, space: int, address: int) -> bytes:
    """The NUL-terminated string at ``address``."""
    data, start = _locate(f, lane, space, address, 1)
    window = data[start:start + MAX_STRING]
    end = np.flatnonzero(window == 0)
    if not len(end):
        raise EmulatorFault(f"printf reads a string at {address:#x} with no NUL in "
                            f"{MAX_STRING} bytes")
    return window[:end[0]].tobytes()


def _arguments(f, lane: int, space: int, buffer: int, specs) -> list:
    values, offset = [], 0
    for spec in specs:
        size = spec.size
        offset = -(-offset // size) * size
        raw = _lane_bytes(f, lane, space, buffer + offset, size)
        offset += size
        values.append(_argument(f, lane, spec, raw))
    return values


def _argument(f, lane: int, spec: Spec, raw: bytes):
    if spec.conversion in _FLOAT:
        return float(np.frombuffer(raw, np.float64)[0])
    if spec.conversion == "s":
        pointer = int.from_bytes(raw, "little")
        if pointer == 0:
            raise EmulatorFault("printf's %s of a null pointer (what CUDA's host side "
                                "prints for it is not modelled)")
        return _string(f, lane, 0, pointer)
    signed = spec.conversion in "di"
    return int.from_bytes(raw, "little", signed=signed)


@register("vprintf")
def _vprintf(unit, inst, name, args):
    """``vprintf(format, buffer)``: one record per running lane, its return value the
    number of arguments it read (-1 for a null format)."""
    call = Call(unit, inst, name, args)
    get_format, get_buffer = call.get
    spaces = [t.addrspace for t in call.types]

    def vprintf(f):
        formats = np.broadcast_to(np.asarray(get_format(f)).astype(np.uint64), (f.n,))
        buffers = np.broadcast_to(np.asarray(get_buffer(f)).astype(np.uint64), (f.n,))
        out = np.zeros(f.n, np.uint32)
        for lane in range(f.n):
            out[lane] = _print_lane(f, lane, spaces, int(formats[lane]), int(buffers[lane]))
        return out
    return vprintf


def _print_lane(f, lane: int, spaces, fmt: int, buffer: int) -> int:
    if fmt == 0:
        return np.uint32(0xFFFF_FFFF)          # -1
    pieces = parse_format(_string(f, lane, spaces[0], fmt).decode("latin-1"))
    specs = [p for p in pieces if isinstance(p, Spec)]
    values = _arguments(f, lane, spaces[1], buffer, specs) if specs else []
    f.machine.printed.append(format_record(pieces, values))
    return len(specs)
