"""The op index: which MLIR ops a source line of the input holds (``ops.json``).

``bbprof mlir`` writes it when it annotates the input (``bbprof.mlir.annotate``); reports
read it to name the op behind each ``file:line`` of the machine code's line table::

    {"schema": "bbprof.mlir-ops/1", "file": "/abs/conv.mlir", "sha256": "...",
     "ops": [{"line": 5, "column": 8, "name": "linalg.conv_2d_nhwc_hwcf",
              "function": "conv", "parents": [["scf.for", 4]], "text": "%c = linalg..."}],
     "inherited": 12}

``parents`` are the ops around it inside its function, outermost first, each with its
line; ``inherited`` counts the ops that had no line of their own and took their parent's;
``dispatches`` (executable -> sha256) the dispatch IR compiled from this version of the
file. An index is the description of one version of one file: it is used only for
locations that name that file, refused when the file beside it says otherwise (its
sha256), and refused for a profile of IR that is none of its dispatches (``describes``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import InputError, MismatchError

SCHEMA = "bbprof.mlir-ops/1"
FILE_NAME = "ops.json"
_MAX_BYTES = 64 << 20


@dataclass(frozen=True)
class Op:
    line: int
    column: int
    name: str
    function: str
    parents: tuple[tuple[str, int], ...] = ()
    text: str = ""

    @property
    def loops(self) -> tuple[tuple[str, int], ...]:
        """The loop-like ops around it: scf.for/forall/while, affine.for, linalg.generic."""
        return tuple((n, line) for n, line in self.parents
                     if n in LOOP_OPS or n.startswith("linalg."))


LOOP_OPS = frozenset({"scf.for", "scf.forall", "scf.parallel", "scf.while", "affine.for",
                      "affine.parallel"})


@dataclass
class OpIndex:
    file: str                      # the MLIR file's absolute path, as its locations name it
    sha256: str
    ops: list[Op] = field(default_factory=list)
    inherited: int = 0
    dispatches: dict[str, str] = field(default_factory=dict)   # executable -> IR sha256

    def describes(self, ir_sha256: str) -> bool:
        """Whether IR of this sha256 is one of the dispatches compiled with this index
        (an index that names none, written by hand or before they were recorded: yes)."""
        return not self.dispatches or ir_sha256 in self.dispatches.values()

    def __post_init__(self):
        self._by_line: dict[int, list[Op]] = {}
        for op in self.ops:
            self._by_line.setdefault(op.line, []).append(op)

    @property
    def name(self) -> str:
        return Path(self.file).name

    def at(self, location: str | None) -> list[Op] | None:
        """The ops at ``file:line`` (a line table's location), outermost first; None when
        the location names another file or no line of this one holds an op."""
        if not location:
            return None
        file, _, line = str(location).rpartition(":")
        if not line.isdigit() or Path(file).name != self.name:
            return None
        return self._by_line.get(int(line))

    def to_json(self) -> dict:
        return {"schema": SCHEMA, "file": self.file, "sha256": self.sha256,
                "ops": [{"line": o.line, "column": o.column, "name": o.name,
                         "function": o.function, "parents": [list(p) for p in o.parents],
                         "text": o.text} for o in self.ops],
                "inherited": self.inherited, "dispatches": dict(self.dispatches)}

    @classmethod
    def from_json(cls, data, path: str) -> "OpIndex":
        if not isinstance(data, dict) or data.get("schema") != SCHEMA:
            raise InputError(f"not an op index ({SCHEMA})", path=path,
                             hint="pass the ops.json that `bbprof mlir` wrote")
        try:
            ops = [Op(line=_int(o["line"]), column=_int(o["column"]), name=str(o["name"]),
                      function=str(o["function"]),
                      parents=tuple((str(n), _int(line)) for n, line in o["parents"]),
                      text=str(o["text"]))
                   for o in data["ops"]]
            dispatches = data.get("dispatches", {})
            if not isinstance(dispatches, dict) or not all(
                    isinstance(v, str) for v in dispatches.values()):
                raise ValueError("dispatches is not an object of sha256 strings")
            index = cls(file=str(data["file"]), sha256=str(data["sha256"]), ops=ops,
                        inherited=_int(data.get("inherited", 0)),
                        dispatches={str(k): v for k, v in dispatches.items()})
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"malformed op index ({type(exc).__name__}: {exc})", path=path,
                             hint="write it again with `bbprof mlir`") from None
        return index


def _int(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{value!r} is not a non-negative integer")
    return value


def sha256_of(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def read_index(path: str | Path, *, check_source: bool = True) -> OpIndex:
    """The op index at ``path``; refused when the MLIR file it describes exists and is
    another version (it would name the wrong ops)."""
    from bbprof.files import check_input

    path = Path(path)
    check_input(path, "op index", "no such op index")
    if path.stat().st_size > _MAX_BYTES:
        raise InputError(f"an op index over {_MAX_BYTES >> 20} MB", path=str(path))
    try:
        data = json.loads(path.read_text())
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise InputError(f"not JSON ({type(exc).__name__})", path=str(path),
                         hint="pass the ops.json that `bbprof mlir` wrote") from None
    index = OpIndex.from_json(data, str(path))
    source = Path(index.file)
    if check_source and source.is_file() and sha256_of(source) != index.sha256:
        raise MismatchError(f"the op index describes another version of {source}",
                            path=str(path), hint="run `bbprof mlir` again on the file")
    return index


def find_index(*folders: str | Path) -> Path | None:
    """The ``ops.json`` in the first of ``folders`` (or its parent) that has one."""
    for folder in folders:
        if folder is None:
            continue
        folder = Path(folder)
        for candidate in (folder / FILE_NAME, folder.parent / FILE_NAME):
            if candidate.is_file():
                return candidate
    return None
