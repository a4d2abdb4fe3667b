"""Give every op of an MLIR file a location that survives IREE's lowering to LLVM IR.

LLVM keeps an instruction's line only inside a ``DISubprogram``: MLIR's translation to
LLVM IR writes ``!dbg`` for locations fused with a ``#llvm.di_subprogram``, and a plain
``loc("f.mlir":L:C)`` leaves every instruction at its function's line or none. So each op
gets ``loc(fused<#sp>["f.mlir":L:C])``: L:C is where the op is written in the input (the
parser's own location), #sp the subprogram of the ``func.func`` around it. An op the
parser gave no line of the file (the implicit region of ``linalg.matmul``, ops whose
``loc(...)`` names another file) takes its parent's, and is counted as inherited.

The work is done on the parsed module through IREE's MLIR Python bindings
(``iree.compiler.ir``: parse, walk, ``op.location = ...``, print with debug info), not on
the text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from bbprof.errors import InputError, ToolFailure
from bbprof.mlir.index import Op, OpIndex, sha256_of

_TEXT_CHARS = 120
# ops that are functions: each gets a DISubprogram (rocMLIR's kernels are func.func too)
FUNCTIONS = frozenset({"func.func", "llvm.func", "gpu.func"})


@dataclass
class Annotated:
    text: str            # the module with every op's fused location, printed with them
    index: OpIndex


def iree_ir():
    """IREE's MLIR Python bindings, or a clear error where the wheel is not installed."""
    try:
        from iree.compiler import ir
    except ImportError:
        raise ToolFailure("IREE's compiler is not installed",
                          hint="pip install iree-base-compiler") from None
    return ir


def annotate(path: str | Path, *, unregistered: bool = False) -> Annotated:
    """Parse ``path``, fuse every op's location with its function's subprogram, and
    index the ops by line. ``unregistered``: accept ops of dialects IREE does not know
    (rocMLIR's ``rock``, ``migraphx``), printed back in MLIR's generic form."""
    from bbprof.files import check_input

    given = str(path)
    check_input(given, "MLIR file", "no such MLIR file")
    path = Path(path).resolve()
    ir = iree_ir()
    source_lines = path.read_text(errors="replace").splitlines()
    ops: list[Op] = []
    inherited = 0
    functions: list[str] = []
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = unregistered
        try:
            module = ir.Module.parseFile(str(path))
        except ir.MLIRError as exc:
            raise InputError(f"MLIR does not parse: {_first_diagnostic(exc)}",
                             path=given) from None
        except Exception as exc:   # the bindings raise ValueError/RuntimeError too
            raise InputError(f"MLIR does not parse: {str(exc).splitlines()[0]}",
                             path=given) from None

        # iterative pre-order walk: (op, the line it inherits, its function, parents)
        stack = [(module.operation, None, None, None, ())]
        while stack:
            op, parent_loc, sp, function, parents = stack.pop()
            own = _line_in(ir, op.location, str(path))
            loc = own
            if loc is None and op.name != "builtin.module":
                loc = parent_loc
                inherited += parent_loc is not None
            if op.name in FUNCTIONS:
                function = ir.StringAttr(op.attributes["sym_name"]).value
                functions.append(function)          # distinct[0] is the compile unit
                sp = _subprogram(ir, str(path), len(functions), function,
                                 loc[0] if loc else 1)
                parents = ()
            if function is not None and own is not None:   # the function's own line:
                ops.append(Op(line=own[0], column=own[1], name=op.name, function=function,
                              parents=parents, text=_text(source_lines, own[0])))
            if loc is not None and sp is not None:
                op.location = ir.Location.fused([ir.Location.file(str(path), *loc)], sp)
            inner = (parents if op.name in FUNCTIONS or op.name == "builtin.module"
                     or function is None or loc is None else (*parents, (op.name, loc[0])))
            children = [(child.operation, loc, sp, function, inner)
                        for region in op.regions for block in region.blocks
                        for child in block.operations]
            stack.extend(reversed(children))
        if not ops:
            raise InputError("no op inside a function (func.func)", path=given,
                             hint="bbprof mlir takes a module of func.func ops "
                                  "(linalg, tensor, arith...) that IREE compiles")
        text = module.operation.get_asm(enable_debug_info=True)
    index = OpIndex(file=str(path), sha256=sha256_of(path),
                    ops=sorted(ops, key=lambda o: (o.line, o.column)), inherited=inherited)
    return Annotated(text=text, index=index)


def _subprogram(ir, path: str, number: int, function: str, line: int):
    """A distinct ``#llvm.di_subprogram`` (``distinct[number]``; 0 is the compile unit)
    of ``function`` at ``line`` of ``path``."""
    folder, name = os.path.split(path)
    file = f'<"{_escape(name)}" in "{_escape(folder)}">'
    return ir.Attribute.parse(
        f'#llvm.di_subprogram<id = distinct[{number}]<>, '
        f'compileUnit = <id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = {file}, '
        f'producer = "bbprof", isOptimized = true, emissionKind = Full>, '
        f'scope = #llvm.di_file{file}, name = "{_escape(function)}", '
        f'linkageName = "{_escape(function)}", file = #llvm.di_file{file}, line = {line}, '
        f'scopeLine = {line}, subprogramFlags = "Definition|Optimized", type = <>>')


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _text(lines: list[str], line: int) -> str:
    text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    return text if len(text) <= _TEXT_CHARS else text[:_TEXT_CHARS - 1] + "…"


def _first_diagnostic(exc) -> str:
    diagnostics = getattr(exc, "error_diagnostics", None) or []
    if diagnostics:
        d = diagnostics[0]
        return f"{d.location}: {d.message}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__


def scope_per_function(text: str, source: str | Path) -> tuple[str, list]:
    """The module after codegen (``executable-targets``) with one ``DISubprogram`` per
    ``llvm.func``: IREE outlines each dispatch from the ops of one input function, so the
    dispatches of a program share that function's subprogram, and LLVM refuses a
    subprogram attached to several functions (an executable linking several dispatches).
    Every op of a function gets ``fused<its function's subprogram>[file:line:col]`` of
    the first location in ``source`` its own location names (a call site: the callee's,
    else the caller's); ops with none, and LLVM's phis (block arguments) likewise, get
    line 0 in that scope: instructions on no line, not on the line printed before them.
    Returns the module's text and, read from the same parse, its launches
    (``bbprof.mlir.launch.launches_of``)."""
    from bbprof.mlir.launch import launches_of

    ir = iree_ir()
    path = str(Path(source).resolve())
    with ir.Context():
        try:
            module = ir.Module.parse(text)
        except Exception as exc:
            raise ToolFailure(f"IREE's own output does not parse: {str(exc)[:200]}") \
                from None
        launches = launches_of(ir, module)
        functions: list = []

        def visit(op):
            if op.name == "llvm.func":
                functions.append(op)
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
        for number, fn in enumerate(functions, start=1):
            symbol = ir.StringAttr(fn.attributes["sym_name"]).value
            if not fn.regions or not fn.regions[0].blocks:
                continue            # a declaration
            line = _line_in(ir, fn.location, path)
            sp = _subprogram(ir, path, number, symbol, line[0] if line else 1)
            here = line or (1, 1)
            fn.location = ir.Location.fused([ir.Location.file(path, *here)], sp)
            inner: list = []

            def collect(op):
                inner.append(op)
                return ir.WalkResult.ADVANCE

            for block in fn.regions[0].blocks:
                for op in block.operations:
                    op.operation.walk(collect)
            arguments = [a for op in [fn, *inner] for region in op.regions
                         for block in region.blocks for a in block.arguments]

            def scoped(loc):        # no line of the file: the function's scope, line 0
                at = _line_in(ir, loc, path) or (0, 0)
                return ir.Location.fused([ir.Location.file(path, *at)], sp)

            for op in inner:
                op.location = scoped(op.location)
            for argument in arguments:       # LLVM's phis
                argument.set_location(scoped(argument.location))
        return module.operation.get_asm(enable_debug_info=True), launches


def _line_in(ir, loc, path: str) -> tuple[int, int] | None:
    """``(line, column)`` of the first location in ``path`` inside ``loc``."""
    if isinstance(loc, ir.FileLineColLoc):
        return (loc.start_line, loc.start_col) if loc.filename == path and \
            loc.start_line > 0 else None
    if isinstance(loc, ir.FusedLoc):
        for inner in loc.locations:
            found = _line_in(ir, inner, path)
            if found is not None:
                return found
        return None
    if isinstance(loc, ir.NameLoc):
        return _line_in(ir, loc.child_loc, path)
    if isinstance(loc, ir.CallSiteLoc):
        return _line_in(ir, loc.callee, path) or _line_in(ir, loc.caller, path)
    return None
