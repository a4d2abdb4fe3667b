"""What a kernel's parameters hold, read from how its code uses them.

``bbprof run --size N`` derives launch arguments from the kernel alone. A parameter's IR
type says little (``ptr addrspace(1)``, ``i32``); the code says more. For each pointer
parameter this module follows the values derived from it (``getelementptr``, casts,
``phi``/``select``, AMD buffer resources made from it) to the memory operations that use
them, and records

- the **element type**, from the best evidence found: the type of an IR ``load``/``store``/
  ``atomicrmw``/memory intrinsic through it; else the element type of a ``getelementptr``
  on it that is not a byte offset (Triton's inline-PTX loads carry only bit widths: its
  ``getelementptr float, ptr %0`` says float); else the bit width an inline-assembly access
  moves (``b32``);
- whether the kernel **reads** it, **writes** it, or neither (``readnone``: Triton's
  scratch pointers, which take a null pointer).

The scan reads LLVM's canonical text of the one function (``str`` of llvmlite's value), a
line per instruction; it is a heuristic for a starting command that ``bbprof run`` prints,
never a claim about the program: every choice it makes is named in that printout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_VALUE = r'%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'
_DEF = re.compile(rf"^\s+({_VALUE}) = (.*)$")
_OPERAND = re.compile(_VALUE)
_PTR_OPERAND = re.compile(rf"ptr(?: addrspace\(\d+\))?(?: [a-z_]+(?:\([^)]*\))?)* ({_VALUE})")
_SCALAR_TYPE = re.compile(r"^(?:<\d+ x )?(half|bfloat|float|double|i\d+)>?")
# instructions whose result still points into (or describes) the operand's buffer; the
# integer ones are how older rocMLIR builds a buffer descriptor from a pointer
_FORWARD = ("getelementptr", "bitcast", "addrspacecast", "phi", "select", "ptrmask",
            "ptrtoint", "inttoptr", "trunc", "lshr", "and", "insertelement")
# a buffer descriptor's num_records when it is a constant: the buffer's size in bytes
_RECORDS_LITERAL = re.compile(r"insertelement <4 x i32> <i32 [^,]+, i32 [^,]+, i32 (\d+), ")
_RECORDS_CALL = re.compile(r"make\.buffer\.rsrc[^(]*\(ptr[^,]*, i16 [^,]+, i(?:32|64) (\d+),")
_PTX_MEMORY = re.compile(r"\b(ld|st|red|atom)((?:\.[a-z0-9_:]+)+)")
_PTX_TYPES = {f"{s}{n}": f"i{n}" for s in "su" for n in (8, 16, 32, 64)}
_FLOAT_NAMES = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}


@dataclass(eq=False)
class ParameterUse:
    """One parameter of a kernel: its IR name and type and, for a pointer, what the
    kernel does through it."""

    index: int                 # 0-based position in the parameter list
    name: str                  # as the IR refers to it: %x_ptr or %0
    type: str                  # IR type text: ptr addrspace(1), i32, float
    element: str | None = None  # f32, f16, bf16, f64, i8..i64, or b32 (bits only)
    evidence: str | None = None  # where the element type came from
    read: bool = False
    written: bool = False
    readnone: bool = False      # the IR says the kernel never touches it
    extent_bytes: int | None = None  # an AMD buffer descriptor's constant num_records

    @property
    def is_pointer(self) -> bool:
        return self.type.startswith("ptr")


def parameter_uses(function) -> list[ParameterUse]:
    """The parameters of an llvmlite function value (``module.get_function(name)``)."""
    uses = []
    for index, arg in enumerate(function.arguments):
        name = f"%{arg.name}" if arg.name else f"%{index}"
        uses.append(ParameterUse(index, name, str(arg.type)))
    text = str(function)
    header = text[text.index("define"):].split("\n", 1)[0]
    for use in uses:
        if use.is_pointer and re.search(rf"readnone[^,%]*{re.escape(use.name)}(?=[,)\s])",
                                        header):
            use.readnone = True
    pointers = [u for u in uses if u.is_pointer]
    if pointers:
        _follow(text.split("\n"), {u.name: u for u in pointers})
    return uses


def _follow(lines: list[str], roots: dict[str, ParameterUse]) -> None:
    """Derive pointer values to a fixed point, then read the accesses through them."""
    derived = dict(roots)           # value name -> the parameter it points into
    defs: list[tuple[str, str]] = []
    for line in lines:
        match = _DEF.match(line)
        if match:
            defs.append((match.group(1), match.group(2)))
    changed = True
    while changed:
        changed = False
        for name, rhs in defs:
            if name in derived:
                continue
            opcode = rhs.split(" ", 1)[0]
            makes_rsrc = opcode in ("call", "tail") and "make.buffer.rsrc" in rhs
            if opcode not in _FORWARD and not makes_rsrc:
                continue
            if opcode in ("phi", "select") and not rhs.split(" ", 1)[1].startswith("ptr"):
                continue
            for operand in _OPERAND.findall(rhs):
                if operand in derived:
                    derived[name] = use = derived[operand]
                    changed = True
                    records = _RECORDS_LITERAL.match(rhs) or _RECORDS_CALL.search(rhs)
                    if records and use.extent_bytes is None:
                        use.extent_bytes = int(records.group(1))
                    break
    gep_elements: dict[int, str] = {}
    for line in lines:
        body = line.strip()
        match = _DEF.match(line)
        rhs = match.group(2) if match else body
        opcode = _opcode(rhs)
        if opcode == "getelementptr":
            gep = re.match(r"getelementptr (?:inbounds |nuw |nusw )*([^,]+), (?:ptr[^%]*)"
                           rf"({_VALUE})", rhs)
            if gep and gep.group(2) in derived and gep.group(1) not in ("i8", "[0 x i8]"):
                element = _element(gep.group(1))
                if element:
                    gep_elements.setdefault(derived[gep.group(2)].index, element)
            continue
        if opcode == "load":
            load = re.match(rf"load (?:volatile |atomic )?([^,]+), ptr[^%]*({_VALUE})", rhs)
            if load and load.group(2) in derived:
                _record(derived[load.group(2)], _element(load.group(1)), "a load", read=True)
        elif opcode == "store":
            store = re.match(rf"store (?:volatile |atomic )?(.+?) (?:{_VALUE}|[-0-9.a-z]+|"
                             rf"<[^>]*>|\[[^\]]*\]), ptr[^%]*({_VALUE})", rhs)
            if store and store.group(2) in derived:
                _record(derived[store.group(2)], _element(store.group(1)), "a store",
                        written=True)
        elif opcode in ("atomicrmw", "cmpxchg"):
            atomic = re.match(rf"{opcode} (?:volatile )?(?:[a-z]+ )?ptr[^%]*({_VALUE}), "
                              r"([^ ]+)", rhs)
            if atomic and atomic.group(1) in derived:
                _record(derived[atomic.group(1)], _element(atomic.group(2)), "an atomic",
                        read=True, written=True)
        elif opcode == "call":
            _call(rhs, derived)
    for index, element in gep_elements.items():
        use = next(u for u in roots.values() if u.index == index)
        if use.element is None or use.element.startswith("b"):
            use.element, use.evidence = element, "its getelementptr"


def _call(rhs: str, derived: dict[str, ParameterUse]) -> None:
    """Memory intrinsics (``llvm.masked.load``, AMD buffer loads/stores, atomics) and
    inline assembly (Triton's ld.global/st.global) through a derived pointer."""
    targets = {derived[v] for v in _OPERAND.findall(rhs) if v in derived}
    if not targets:
        return
    after_call = rhs.split("call ", 1)[1]
    returned = re.match(r"(?:(?:noundef|signext|zeroext|inreg|fastcc|[a-z_]+cc) )*"
                        r"(\{[^}]*\}|<[^>]*>|[a-z0-9]+)", after_call)
    returned_type = returned.group(1) if returned else ""
    asm = returned_type != "void" and " asm " in after_call or after_call.startswith("void asm")
    if asm:
        code = (rhs.split('"', 2)[1] if '"' in rhs else "").replace("\\0A", "\n").replace(
            "\\09", "\t")
        for use in targets:
            for op, suffixes in _PTX_MEMORY.findall(code):
                types = [p for p in suffixes.split(".") if p in _PTX_TYPES or p in (
                    "f16", "bf16", "f32", "f64") or re.fullmatch(r"b(?:8|16|32|64|128)", p)]
                element = _PTX_TYPES.get(types[-1], types[-1]) if types else None
                _record(use, element, "inline assembly", read=op != "st" and op != "red",
                        written=op != "ld")
        return
    callee = re.search(r"@([-a-zA-Z$._0-9]+)\(", rhs)
    name = callee.group(1) if callee else ""
    if "load" in name or "gather" in name:
        for use in targets:
            _record(use, _element(returned_type), name, read=True)
    elif "store" in name or "scatter" in name:
        stored = re.search(r"\((?:[a-z]+ )*(<[^>]*>|[a-z0-9]+) ", rhs)
        for use in targets:
            _record(use, _element(stored.group(1)) if stored else None, name, written=True)
    elif "atomic" in name:
        for use in targets:
            _record(use, _element(returned_type), name, read=True, written=True)


def _record(use: ParameterUse, element: str | None, evidence: str, *, read: bool = False,
            written: bool = False) -> None:
    use.read |= read
    use.written |= written
    if element and (use.element is None or use.element.startswith("b")
                    and not element.startswith("b")):
        use.element, use.evidence = element, evidence


def _element(type_text: str) -> str | None:
    """``f32`` for ``float`` or ``<4 x float>``, ``i32`` for ``i32``; ``None`` for
    pointers and aggregates."""
    match = _SCALAR_TYPE.match(type_text.strip())
    if not match:
        return None
    name = match.group(1)
    if name in _FLOAT_NAMES:
        return _FLOAT_NAMES[name]
    bits = int(name[1:])
    return f"i{bits}" if bits in (8, 16, 32, 64) else None


def _opcode(rhs: str) -> str:
    words = rhs.split(" ")
    for word in words:
        if word not in ("tail", "musttail", "notail"):
            return word
    return ""


def parse_kernels(text: str, path: str):
    """An llvmlite module of ``text`` for reading signatures (newer LLVM's syntax
    rewritten first; LLVM checks the text in a child process, so bad IR is an error here,
    never an abort)."""
    import llvmlite.binding as llvm

    from bbprof.ir import llvm_child, skew

    rewritten, _ = skew.rewrite_newer_syntax(text, path=path)
    llvm_child.parse_and_verify(rewritten, path)
    return llvm.parse_assembly(rewritten)


def required_work_group(module_text: str, header: str) -> tuple[int, int, int] | None:
    """The ``!reqd_work_group_size`` of a function (its ``define`` line, the module's
    text holding the metadata node), or None."""
    reqd = re.search(r"!reqd_work_group_size !(\d+)", header)
    if not reqd:
        return None
    node = re.search(rf"^!{reqd.group(1)} = !\{{i32 (\d+), i32 (\d+), i32 (\d+)\}}",
                     module_text, re.M)
    if not node:
        return None
    x, y, z = (int(v) for v in node.groups())
    return x, y, z


def launch_bounds(module, function) -> tuple[tuple[int, int, int] | None, str]:
    """The block shape a kernel fixes or allows, and where that came from: AMD's
    ``!reqd_work_group_size`` or NVIDIA's ``nvvm.reqntid`` (fixed), else NVIDIA's
    ``nvvm.maxntid`` or AMD's ``amdgpu-flat-work-group-size`` (its largest size: a
    choice, named as one); ``(None, "")`` when the kernel says nothing."""
    text = str(module)
    header = next((line for line in str(function).split("\n") if line.startswith("define")),
                  "")
    reqd = required_work_group(text, header)
    if reqd:
        return reqd, "the kernel's reqd_work_group_size"
    attributes = ""
    for group in re.findall(r"#(\d+)", header.split(")")[-1] if ")" in header else header):
        found = re.search(rf"^attributes #{group} = \{{(.*)\}}$", text, re.M)
        if found:
            attributes += found.group(1)
    for name, fixed in (("nvvm.reqntid", True), ("nvvm.maxntid", False)):
        value = re.search(rf'"{re.escape(name)}"="([\d,]+)"', attributes)
        if value:
            dims = [int(v) for v in value.group(1).split(",")] + [1, 1]
            return ((dims[0], dims[1], dims[2]),
                    f"the kernel's {name}" + ("" if fixed else " (its largest block)"))
    flat = re.search(r'"amdgpu-flat-work-group-size"="(\d+),(\d+)"', attributes)
    if flat:
        low, high = int(flat.group(1)), int(flat.group(2))
        return ((high, 1, 1), "the kernel's amdgpu-flat-work-group-size" +
                ("" if low == high else f" (its largest of {low}..{high})"))
    return None, ""


__all__ = ["ParameterUse", "launch_bounds", "parameter_uses", "parse_kernels",
           "required_work_group"]
