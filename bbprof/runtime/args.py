"""Kernel arguments from compact specs, typed by the kernel's own parameter list.

``bbprof run --arg SPEC`` takes one spec per kernel parameter, in order:

=========================  ======================================================
``f32[1024]``              a buffer of 1024 float32 zeros (``:zeros`` is the default)
``f16[4096*4096]:random``  uniform random values in [0, 1) (``:randn`` normal, seed 0)
``i32[64]:ones``           ones; ``:arange`` 0, 1, 2, ...; ``:fill=7`` a constant
``@x.npy``                 the array in x.npy (its dtype and length)
``i32:100`` or ``100``     a scalar (``f32:0.5``, ``0.5``); its width comes from the kernel
``null``                   a null pointer (Triton's unused scratch parameters)
=========================  ======================================================

Trailing parameters with no spec get ``null`` when they are pointers, so Triton's scratch
pointers need no spec. A spec that does not fit its parameter (a buffer for an ``i32``, a
float for an ``i64``) is an ``InputError`` naming the parameter.

``kernel_parameters`` reads a kernel's parameter types through llvmlite's type API (the
text itself is parsed by LLVM, not here).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from bbprof.errors import InputError
from bbprof.runtime.backend import Backend, DeviceBuffer, KernelArg, Scalar

DTYPES = {"f16": np.float16, "bf16": None, "f32": np.float32, "f64": np.float64,
          "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
          "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}
FILLS = ("zeros", "ones", "random", "randn", "arange")

_BUFFER = re.compile(r"^(?P<dtype>[a-z]+\d+)\[(?P<length>[0-9*x ]+)\](?::(?P<fill>[a-z]+)"
                     r"(?:=(?P<value>[-+0-9.eE]+))?)?$")
_SCALAR = re.compile(r"^(?:(?P<dtype>[a-z]+\d+):)?(?P<value>[-+]?[0-9.]+(?:[eE][-+]?\d+)?)$")


@dataclass(frozen=True)
class Param:
    """One kernel parameter: ``pointer``, ``int`` or ``float``, and its width in bits."""

    kind: str
    bits: int

    @property
    def scalar_dtype(self) -> np.dtype:
        if self.kind == "int":
            return np.dtype({8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64,
                             1: np.int8}[self.bits])
        return np.dtype({16: np.float16, 32: np.float32, 64: np.float64}[self.bits])

    def describe(self) -> str:
        return "pointer" if self.kind == "pointer" else f"{self.kind[0]}{self.bits}"


def kernel_parameters(text: str, kernel: str) -> list[Param]:
    """Parameter types of ``@kernel`` in an IR module's text."""
    import llvmlite.binding as llvm

    try:
        module = llvm.parse_assembly(text)
    except RuntimeError as exc:
        raise InputError(f"cannot parse the IR: {' '.join(str(exc).split())}") from None
    return function_parameters(module, kernel)


def function_parameters(module, kernel: str) -> list[Param]:
    """Parameter types of ``@kernel`` in a parsed llvmlite module."""
    try:
        fn = module.get_function(kernel)
    except NameError:
        names = [f.name for f in module.functions if not f.is_declaration]
        raise InputError(f"the module has no kernel '{kernel}' (defined: "
                         f"{', '.join(names)})", hint="pass --kernel NAME") from None
    params = []
    for arg in fn.arguments:
        t = arg.type
        text = str(t)
        if t.is_pointer:
            params.append(Param("pointer", 64))
        elif text.startswith("i") and text[1:].isdigit():
            params.append(Param("int", int(text[1:])))
        elif text in ("half", "float", "double"):
            params.append(Param("float", {"half": 16, "float": 32, "double": 64}[text]))
        else:
            raise InputError(f"parameter {len(params) + 1} of '{kernel}' has type {text}, which "
                             "bbprof run cannot pass", hint="wrap the kernel in one taking "
                             "pointers and scalars")
    return params


@dataclass(frozen=True)
class BufferSpec:
    dtype: np.dtype
    length: int
    fill: str = "zeros"
    value: float | None = None
    path: str | None = None

    def make(self, seed: int) -> np.ndarray:
        if self.path is not None:
            return load_npy(self.path)
        rng = np.random.default_rng(seed)
        dtype = self.dtype
        if self.fill == "zeros":
            return np.zeros(self.length, dtype)
        if self.fill == "ones":
            return np.ones(self.length, dtype)
        if self.fill == "fill":
            return np.full(self.length, self.value, dtype)
        if self.fill == "arange":
            return np.arange(self.length).astype(dtype)
        if dtype.kind in "iu":
            return rng.integers(0, 100, self.length).astype(dtype)
        if self.fill == "random":
            return rng.random(self.length, dtype=np.float32).astype(dtype)
        return rng.standard_normal(self.length, dtype=np.float32).astype(dtype)

    def describe(self) -> str:
        if self.path:
            return f"@{self.path}"
        fill = f"fill={self.value}" if self.fill == "fill" else self.fill
        return f"{self.dtype.name}[{self.length}]:{fill}"


@dataclass(frozen=True)
class ScalarSpec:
    value: int | float
    dtype: np.dtype | None = None

    def describe(self) -> str:
        return f"{self.dtype.name}:{self.value}" if self.dtype is not None else str(self.value)


@dataclass(frozen=True)
class NullSpec:
    def describe(self) -> str:
        return "null"


ArgSpec = BufferSpec | ScalarSpec | NullSpec


def spec_to_json(spec: ArgSpec) -> dict:
    """A spec as plain JSON data (handed to another process; never pickled)."""
    if isinstance(spec, NullSpec):
        return {"kind": "null"}
    if isinstance(spec, ScalarSpec):
        return {"kind": "scalar", "value": spec.value,
                "dtype": spec.dtype.str if spec.dtype is not None else None}
    return {"kind": "buffer", "dtype": spec.dtype.str, "length": spec.length,
            "fill": spec.fill, "value": spec.value, "path": spec.path}


def spec_from_json(data: dict) -> ArgSpec:
    """The inverse of :func:`spec_to_json`; anything else is an ``InputError``."""
    try:
        kind = data["kind"]
        if kind == "null":
            return NullSpec()
        if kind == "scalar":
            value = data["value"]
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise TypeError(value)
            return ScalarSpec(value, np.dtype(data["dtype"]) if data["dtype"] else None)
        if kind == "buffer":
            fill = str(data["fill"])
            if fill not in FILLS + ("fill",):
                raise ValueError(fill)
            return BufferSpec(np.dtype(data["dtype"]), int(data["length"]), fill,
                              None if data["value"] is None else float(data["value"]),
                              None if data["path"] is None else str(data["path"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"not an argument spec: {data!r} ({exc})") from None
    raise InputError(f"not an argument spec: {data!r}")


def parse_spec(text: str) -> ArgSpec:
    spec = text.strip()
    if spec == "null":
        return NullSpec()
    if spec.startswith("@"):
        array = load_npy(spec[1:])
        return BufferSpec(array.dtype, array.size, path=spec[1:])
    match = _BUFFER.match(spec)
    if match:
        dtype = _dtype(match.group("dtype"), text)
        try:
            length = int(np.prod([int(p) for p in re.split(r"[*x]", match.group("length"))]))
        except ValueError:
            raise InputError(f"bad buffer length in --arg {text!r}",
                             hint="write e.g. f32[1024] or f16[4096*4096]") from None
        fill = match.group("fill") or "zeros"
        value = match.group("value")
        if fill == "fill" and value is None or fill != "fill" and value is not None:
            raise InputError(f"--arg {text!r}: write ':fill=VALUE' for a constant")
        if fill not in FILLS + ("fill",):
            raise InputError(f"--arg {text!r}: unknown fill '{fill}' "
                             f"(known: {', '.join(FILLS)}, fill=VALUE)")
        return BufferSpec(dtype, length, fill, float(value) if value is not None else None)
    match = _SCALAR.match(spec)
    if match:
        raw = match.group("value")
        dtype = _dtype(match.group("dtype"), text) if match.group("dtype") else None
        is_float = dtype is not None and dtype.kind == "f" or dtype is None and (
            "." in raw or "e" in raw.lower())
        try:
            value = float(raw) if is_float else int(raw)
        except ValueError:
            raise InputError(f"--arg {text!r}: {raw!r} is not an integer") from None
        return ScalarSpec(value, dtype)
    raise InputError(f"cannot read --arg {text!r}",
                     hint="e.g. f32[1024]:random, @x.npy, i32:100, 0.5 or null")


def _dtype(name: str, spec: str) -> np.dtype:
    if name == "bf16":        # ml_dtypes' bfloat16 (a dependency: the emulator's bfloat)
        from bbprof.runtime.emulator.values import bfloat16

        return bfloat16()
    if name not in DTYPES or DTYPES[name] is None:
        known = ", ".join(k for k, v in DTYPES.items() if v is not None)
        raise InputError(f"--arg {spec!r}: unknown element type '{name}' (known: {known})")
    return np.dtype(DTYPES[name])


def load_npy(path: str) -> np.ndarray:
    from bbprof.files import check_input

    check_input(path, ".npy array", "no such .npy file")
    try:
        array = np.load(Path(path), allow_pickle=False)
    except FileNotFoundError:
        raise InputError("no such .npy file", path=path) from None
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read as a .npy array: {exc}", path=path) from None
    return np.ascontiguousarray(array).reshape(-1)


@dataclass
class PreparedArgs:
    """Arguments on the device, and the host arrays they started from (for comparisons)."""

    args: list[KernelArg]
    arrays: dict[int, np.ndarray]          # parameter index -> initial host array
    buffers: dict[int, DeviceBuffer]       # parameter index -> device buffer
    specs: list[ArgSpec]

    def outputs(self) -> dict[int, np.ndarray]:
        """Every buffer read back, as arrays of its initial dtype."""
        return {i: self.buffers[i].read_array(self.arrays[i].dtype)[: self.arrays[i].size]
                for i in self.buffers}


def bind(specs: list[ArgSpec], params: list[Param], kernel: str) -> list[ArgSpec]:
    """Match specs to parameters: check kinds, fill trailing pointers with null."""
    if len(specs) > len(params):
        raise InputError(f"{len(specs)} --arg given, but '{kernel}' takes {len(params)} "
                         f"parameters ({', '.join(p.describe() for p in params)})")
    specs = list(specs)
    for index in range(len(specs), len(params)):
        if params[index].kind != "pointer":
            raise InputError(f"no --arg {index + 1} for parameter {index + 1} of '{kernel}' "
                             f"({params[index].describe()})", hint="give one --arg per "
                             f"parameter: {', '.join(p.describe() for p in params)}")
        specs.append(NullSpec())
    for index, (spec, param) in enumerate(zip(specs, params)):
        where = f"--arg {index + 1} ({spec.describe()}) for parameter {index + 1} of '{kernel}'"
        if isinstance(spec, (BufferSpec, NullSpec)) and param.kind != "pointer":
            raise InputError(f"{where}: the parameter is {param.describe()}, not a pointer")
        if isinstance(spec, ScalarSpec):
            if param.kind == "pointer":
                raise InputError(f"{where}: the parameter is a pointer; give a buffer")
            if param.kind == "int" and isinstance(spec.value, float):
                raise InputError(f"{where}: the parameter is {param.describe()}, "
                                 "not a float")
    return specs


def prepare(backend: Backend, specs: list[ArgSpec], params: list[Param], *,
            seed: int = 0) -> PreparedArgs:
    """Allocate and fill buffers on the device; type scalars by their parameters."""
    args: list[KernelArg] = []
    arrays: dict[int, np.ndarray] = {}
    buffers: dict[int, DeviceBuffer] = {}
    for index, (spec, param) in enumerate(zip(specs, params)):
        if isinstance(spec, NullSpec):
            args.append(Scalar(0, np.dtype(np.uint64)))
        elif isinstance(spec, BufferSpec):
            array = spec.make(seed + index)
            arrays[index] = array
            buffers[index] = backend.upload(array)
            buffers[index].name(f"--arg {index + 1} ({spec.describe()})")
            args.append(buffers[index])
        else:
            args.append(Scalar(spec.value, param.scalar_dtype))
    return PreparedArgs(args, arrays, buffers, specs)
