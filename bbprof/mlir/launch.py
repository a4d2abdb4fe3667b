"""How IREE launches each dispatch: grid, workgroup, shared memory and bindings.

Read (through IREE's MLIR Python bindings) from the module after codegen
(``--compile-to=executable-targets``): every ``hal.executable.export`` has its workgroup
size, the dispatch's workgroup count (its count region returns constants for static
shapes) and, NVIDIA, the dynamic shared memory it takes (``workgroup_local_memory``);
every ``stream.cmd.dispatch`` that calls it names its bindings in kernel-argument order,
each a resource with an offset, a length and an access (read, write or both). A resource
several dispatches share (the intermediate tensors of a multi-dispatch program) is one
buffer of its full size, the binding an offset into it.
"""

from __future__ import annotations

from dataclasses import dataclass, field


_ACCESS = {1: "read", 2: "write", 3: "read_write"}


@dataclass
class Binding:
    resource: str         # the host-side resource (%arg3, %result): one buffer
    size: int             # the resource's size in bytes
    offset: int           # where the binding starts in it
    length: int
    access: str           # read / write / read_write


@dataclass
class Launch:
    kernel: str
    executable: str
    grid: tuple[int, int, int] | None      # None: a count the module does not fix
    block: tuple[int, int, int]
    shared: int = 0                        # dynamic shared memory (NVIDIA), bytes
    bindings: list[Binding] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "executable": self.executable,
                "grid": list(self.grid) if self.grid else None, "block": list(self.block),
                "shared": self.shared,
                "bindings": [vars(b) for b in self.bindings]}

    def run_arguments(self) -> list[str]:
        """``bbprof run`` options for this launch, each binding a zero-filled byte buffer
        of its resource's size (an offset into it is not expressible as --arg: the
        binding then gets the whole resource; give data with @file.npy)."""
        grid = ",".join(map(str, self.grid)) if self.grid else "X"
        out = ["--kernel", self.kernel, "--grid", grid, "--block", ",".join(map(str, self.block))]
        if self.shared:
            out += ["--shared", str(self.shared)]
        for b in self.bindings:
            out += ["-a", f"u8[{b.size}]"]
        return out


    def caveats(self) -> list[str]:
        """What ``run_arguments`` cannot say: bindings that are one buffer in IREE (a
        multi-dispatch program's intermediate tensor, read and written by one dispatch)
        or that start inside their resource."""
        out, first = [], {}
        for i, b in enumerate(self.bindings):
            if b.resource in first:
                out.append(f"arguments {first[b.resource]} and {i} are one buffer in IREE "
                           f"({b.resource}); separate buffers here")
            first.setdefault(b.resource, i)
            if b.offset:
                out.append(f"argument {i} starts {b.offset} bytes into {b.resource}")
        return out


def launches_of(ir, module) -> list[Launch]:
    """Every export of ``module`` (IREE's module after ``executable-targets``, parsed in
    the current context) with how it is dispatched; an export dispatched several times
    gets the first dispatch's bindings."""
    exports: dict[str, Launch] = {}
    dispatches: dict[str, list[Binding]] = {}

    def visit(op):
        if op.name == "hal.executable.export":
            exports[_symbol(op.attributes["sym_name"])] = _export(ir, op)
        elif op.name == "stream.cmd.dispatch":
            for entry in op.attributes["entry_points"]:
                name = str(entry).rsplit("::@", 1)[-1]
                dispatches.setdefault(name, _bindings(ir, op))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for name, launch in exports.items():
        launch.bindings = dispatches.get(name, [])
    return list(exports.values())


def _symbol(attr) -> str:
    return str(attr).strip('"').lstrip("@")


def _export(ir, op) -> Launch:
    attrs = op.attributes
    block = tuple(int(ir.IntegerAttr(a).value) for a in ir.ArrayAttr(attrs["workgroup_size"]))
    shared = (int(ir.IntegerAttr(attrs["workgroup_local_memory"]).value)
              if "workgroup_local_memory" in attrs else 0)
    grid = None
    for region in op.regions:
        for b in region.blocks:
            for inner in b.operations:
                if inner.name == "hal.return":
                    values = [_constant(ir, v) for v in inner.operands]
                    grid = tuple(values) if None not in values else None
    executable = _symbol(op.parent.parent.attributes["sym_name"]) if op.parent and \
        op.parent.parent else ""
    block = (*block, 1, 1)[:3]
    return Launch(kernel=_symbol(attrs["sym_name"]), executable=executable,
                  grid=grid, block=block, shared=shared)


def _bindings(ir, op) -> list[Binding]:
    """(resources, sizes, offsets, lengths) are the last four operand segments."""
    segments = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    accesses = [int(ir.IntegerAttr(a).value) for a in ir.ArrayAttr(
        op.attributes["resource_accesses"])]
    operands = list(op.operands)
    n = segments[-1]
    start = sum(segments[:-4])
    resources = operands[start:start + n]
    sizes, offsets, lengths = (operands[start + k * n:start + (k + 1) * n] for k in (1, 2, 3))
    out = []
    for i in range(n):
        out.append(Binding(resource=resources[i].get_name(), size=_constant(ir, sizes[i]) or 0,
                           offset=_constant(ir, offsets[i]) or 0,
                           length=_constant(ir, lengths[i]) or 0,
                           access=_ACCESS.get(accesses[i], str(accesses[i]))))
    return out


def _constant(ir, value) -> int | None:
    owner = value.owner
    try:
        if owner.name in ("arith.constant",) and "value" in owner.attributes:
            return int(ir.IntegerAttr(owner.attributes["value"]).value)
    except (AttributeError, ValueError, TypeError):
        return None
    return None
