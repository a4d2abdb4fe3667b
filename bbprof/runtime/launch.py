"""A launch worked out from what the user has, instead of a dozen hand-written ``--arg``s.

``bbprof run`` takes a grid, a block, dynamic shared memory and one ``--arg`` per kernel
parameter. Any of them it is not given, it works out here, from, in this order:

1. the options given (``--grid``, ``--block``, ``--shared``, the first ``--arg``s);
2. a launch file (``--launch FILE``), one of
   - bbprof's own: ``{"kernel": "k", "grid": [64], "block": [256], "shared": 0,
     "args": ["f32[1024]:random", "1024"]}`` (any key may be left out);
   - the ``.launch.json`` ``bbprof mlir`` writes for each IREE dispatch (grid, workgroup,
     shared memory, a buffer per binding);
   - Triton's metadata JSON (its cache keeps one beside each kernel's ``.llir``): the block
     is ``num_warps`` x the warp size, the dynamic shared memory its ``shared``;
3. the kernel itself, with ``--size N``: a buffer of N elements for every pointer the
   kernel reads or writes, typed by its loads and stores (``bbprof.ir.signature``; random
   values for buffers it reads, zeros for those it only writes), N for every integer
   parameter, 1.0 for every float one, null for the pointers it never touches (Triton's
   scratch); an AMD buffer descriptor of constant size (rocMLIR) gives that buffer its
   size; the block from the kernel's own bounds; the grid N / threads per block, rounded up.

Every value chosen here is named with its reason in ``LaunchPlan.reasons``, and
``bbprof run`` prints the complete equivalent command, so that the next run can be typed
(and edited) rather than guessed again.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bbprof.errors import InputError
from bbprof.runtime.args import DTYPES

# an element type the kernel moves only as bits (Triton's inline PTX): the float of that width
_FLOATS = {"half": "f16", "float": "f32", "double": "f64"}
_BITS_AS = {"b8": "u8", "b16": "f16", "b32": "f32", "b64": "f64", "b128": "f32"}


@dataclass
class LaunchPlan:
    """What one launch takes; ``None``/missing: not known yet."""

    kernel: str | None = None
    grid: tuple[int, ...] | None = None
    block: tuple[int, ...] | None = None
    shared: int | None = None
    args: list[str] = field(default_factory=list)     # --arg specs, in parameter order
    reasons: list[str] = field(default_factory=list)  # how each derived value was chosen
    derived: bool = False                             # anything not typed by the user

    def command(self, ir_path: str, extra: list[str] = ()) -> str:
        """The ``bbprof run`` command line of this launch."""
        words = ["bbprof", "run", ir_path]
        if self.kernel:
            words += ["--kernel", self.kernel]
        words += ["--grid", ",".join(map(str, self.grid or ())),
                  "--block", ",".join(map(str, self.block or ()))]
        if self.shared:
            words += ["--shared", str(self.shared)]
        for spec in self.args:
            words += ["-a", spec]
        return " ".join(shlex.quote(w) for w in [*words, *extra])


def read_launch_file(path: Path, kernel: str | None = None) -> LaunchPlan:
    """A launch file: bbprof's, IREE's (``bbprof mlir``'s .launch.json: a list, one launch
    per dispatch, chosen by ``kernel`` where it has several) or Triton's metadata JSON.
    Anything else is an ``InputError`` naming the file."""
    from bbprof.files import check_input

    check_input(str(path), "launch file", "no such launch file")
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"cannot read as JSON: {exc}", path=str(path)) from None
    if isinstance(data, list):          # several launches: the kernel's
        named = [d.get("kernel") for d in data if isinstance(d, dict)]
        chosen = [d for d in data if isinstance(d, dict) and (
            kernel is None and len(data) == 1 or d.get("kernel") == kernel)]
        if len(chosen) != 1:
            raise InputError(f"the launch file has {len(data)} launches ({', '.join(map(str, named))})"
                             + (f", none of '{kernel}'" if kernel else ""), path=str(path),
                             hint="pick one with --kernel")
        data = chosen[0]
    if not isinstance(data, dict):
        raise InputError("a launch file is a JSON object or a list of them", path=str(path))
    where = f"from {path.name}"
    try:
        if "num_warps" in data:                         # Triton's metadata
            warp = int((data.get("target") or {}).get("warp_size") or 32)
            plan = LaunchPlan(kernel=data.get("name"), block=(int(data["num_warps"]) * warp,),
                              shared=int(data.get("shared") or 0), derived=True)
            plan.reasons.append(f"block {plan.block[0]} = num_warps {data['num_warps']} x "
                                f"warp size {warp}, shared {plan.shared} bytes, {where} "
                                "(Triton's metadata)")
            return plan
        plan = LaunchPlan(kernel=data.get("kernel"), derived=True,
                          grid=_dims(data.get("grid"), path, "grid"),
                          block=_dims(data.get("block"), path, "block"),
                          shared=None if data.get("shared") is None else int(data["shared"]))
        if "bindings" in data:                          # bbprof mlir's IREE launch
            plan.args = [f"u8[{int(b['size'])}]" for b in data["bindings"]]
            plan.reasons.append(f"grid, block, shared memory and a zero-filled byte buffer "
                                f"per binding {where} (IREE's launch)")
        else:
            args = data.get("args", [])
            if not isinstance(args, list) or not all(isinstance(a, (str, int, float))
                                                     for a in args):
                raise ValueError("'args' is a list of --arg specs")
            plan.args = [str(a) for a in args]
            plan.reasons.append(f"launch {where}")
        return plan
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"not a launch file bbprof reads ({exc})", path=str(path),
                         hint="give {\"grid\": [..], \"block\": [..], \"args\": [..]}, "
                              "bbprof mlir's .launch.json or Triton's metadata JSON") from None


def triton_metadata_beside(*paths: Path) -> Path | None:
    """Triton's metadata JSON of a kernel, where Triton's cache keeps it: ``k.json`` beside
    ``k.llir`` (a JSON there that is not Triton's, such as a block map, is not it)."""
    for path in paths:
        candidate = path.with_name(path.name.split(".")[0] + ".json")
        if candidate == path or not candidate.is_file() or candidate.stat().st_size > 1 << 22:
            continue
        try:
            data = json.loads(candidate.read_text())
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            continue
        if isinstance(data, dict) and "num_warps" in data and "target" in data:
            return candidate
    return None


def fill_from(plan: LaunchPlan, other: LaunchPlan) -> LaunchPlan:
    """``plan`` with what it lacks taken from ``other`` (and ``other``'s reasons)."""
    taken = False
    for key in ("kernel", "grid", "block", "shared"):
        if getattr(plan, key) is None and getattr(other, key) is not None:
            setattr(plan, key, getattr(other, key))
            taken = True
    if len(other.args) > len(plan.args):
        plan.args += other.args[len(plan.args):]
        taken = True
    if taken:
        plan.derived = True
        plan.reasons += other.reasons
    return plan


def _dims(value, path: Path, key: str) -> tuple[int, ...] | None:
    if value is None:
        return None
    values = value if isinstance(value, list) else [value]
    dims = tuple(int(v) for v in values)
    if not 1 <= len(dims) <= 3 or min(dims) < 1:
        raise ValueError(f"'{key}' is 1 to 3 positive sizes, not {value!r}")
    return dims


def complete(plan: LaunchPlan, uses, *, size: int | None, bounds) -> LaunchPlan:
    """Fill what ``plan`` lacks from the kernel: its parameters (``uses``, from
    ``bbprof.ir.signature.parameter_uses``) with ``size``, its block from ``bounds``
    (``launch_bounds``), its grid from ``size``. Raises ``InputError`` saying what to
    give when something cannot be worked out."""
    if plan.block is None and bounds[0] is not None:
        plan.block = bounds[0]
        plan.derived = True
        plan.reasons.append(f"block {','.join(map(str, bounds[0]))} from {bounds[1]}")
    if len(plan.args) < len(uses) and size is not None:
        plan.derived = True
        made = []
        for use in uses[len(plan.args):]:
            spec, why = _spec_for(use, size)
            plan.args.append(spec)
            made.append(f"--arg {use.index + 1} ({use.name}) {spec}: {why}")
        plan.reasons.append(f"arguments from the kernel's parameters and --size {size}:")
        plan.reasons.extend("  " + m for m in made)
    if plan.grid is None and size is not None and plan.block is not None:
        threads = 1
        for d in plan.block:
            threads *= d
        plan.grid = (max(1, -(-size // threads)),)
        plan.derived = True
        plan.reasons.append(f"grid {plan.grid[0]} = --size {size} / {threads} threads a "
                            "block, rounded up (one element a thread: give --grid for "
                            "kernels that tile otherwise)")
    missing = [name for name, value in (("--block", plan.block), ("--grid", plan.grid))
               if value is None]
    if missing:
        raise InputError(f"no {' or '.join(missing)} given, and nothing to work "
                         f"{'it' if len(missing) == 1 else 'them'} out from",
                         hint="give " + " and ".join(missing) + ", or --size N (and "
                              "--launch FILE: Triton's metadata JSON, bbprof mlir's "
                              ".launch.json)")
    return plan


def _spec_for(use, size: int) -> tuple[str, str]:
    """The --arg spec for one parameter at ``size`` elements, and why."""
    if not use.is_pointer:
        if use.type.startswith("i"):
            return str(size), f"{use.type}: --size"
        if use.type in _FLOATS:
            return f"{_FLOATS[use.type]}:1.0", f"{use.type}: 1.0"
        raise InputError(f"parameter {use.index + 1} ({use.name}) has type {use.type}, "
                         "which --size cannot fill", hint="give it with --arg")
    if use.readnone or not (use.read or use.written):
        return "null", ("the kernel never touches it" if use.readnone else
                        "no load or store through it was found")
    element = use.element or "f32"
    why = [f"{element} from {use.evidence}" if use.element else "element type unknown: f32"]
    if element in _BITS_AS:
        why = [f"{_BITS_AS[element]} ({element} moved by {use.evidence}, no type)"]
        element = _BITS_AS[element]
    length = size
    if use.extent_bytes:
        width = 2 if element == "bf16" else np.dtype(DTYPES[element]).itemsize
        length = max(1, use.extent_bytes // width)
        why.append(f"{length} elements: its buffer descriptor's {use.extent_bytes} bytes")
    fill = "random" if use.read else "zeros"
    why.append("read: random values" if use.read else "only written: zeros")
    return f"{element}[{length}]" + (f":{fill}" if fill != "zeros" else ""), ", ".join(why)


__all__ = ["LaunchPlan", "complete", "fill_from", "read_launch_file", "triton_metadata_beside"]
