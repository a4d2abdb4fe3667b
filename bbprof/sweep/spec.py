"""Sweep files: TOML, one ``[[variant]]`` table per configuration.

```toml
[defaults]              # copied into every variant that does not set the key
backend = "cuda"        # cuda | hip | host | emulator
grid = "64"
block = "256"
repeat = 20             # launches per variant (instrumented and plain, alternating)
mode = "default"        # bbprof instrument's counting mode

[[variant]]
name = "conv_128x128"   # unique; the profile is DIR/<name>.bbprof
ir = "conv_128x128.ll"  # relative to the sweep file
kernel = "conv"         # default: the module's only kernel
grid = "512"
args = ["f16[1048576]:random", "f16[65536]:random", "f16[1048576]", "1024"]
config = { BLOCK_M = 128, BLOCK_N = 128, perf_config = "v2:128,128,4,64,64,1,1,1" }

[[variant]]
name = "whole_program"
command = ["python", "train.py", "--steps", "2"]   # run under bbprof profile
config = { steps = 2 }
```
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bbprof.errors import InputError

if sys.version_info >= (3, 11):
    import tomllib
else:   # pragma: no cover - Python 3.10
    import tomli as tomllib

BACKENDS = ("cuda", "hip", "host", "emulator")
_KEYS = {"name", "ir", "command", "kernel", "grid", "block", "shared", "args", "repeat",
         "backend", "arch", "mode", "config", "baseline", "seed", "target", "timeout"}
# seconds a variant may run before it is stopped (its row says so); `timeout = 0`: none
DEFAULT_TIMEOUT_S = 3600
# a variant's name is a folder and file name inside -o: a path component of its own,
# never "." or ".." (which would write into -o itself or its parent) or a hidden name
_NAME = re.compile(r"^(?!\.)[A-Za-z0-9_.+-]{1,100}$")


@dataclass(frozen=True)
class Variant:
    name: str
    ir: Path | None = None
    command: tuple[str, ...] = ()
    kernel: str | None = None
    grid: str = "1"
    block: str = "1"
    shared: int = 0
    args: tuple[str, ...] = ()
    repeat: int = 5
    backend: str = "cuda"
    arch: str | None = None
    mode: str = "default"
    target: str | None = None
    baseline: bool = True
    seed: int = 0
    config: dict = field(default_factory=dict)
    timeout: float = DEFAULT_TIMEOUT_S     # seconds; 0: none

    @property
    def kind(self) -> str:
        return "command" if self.command else "ir"

    def key(self) -> str:
        """What makes two runs the same: the variant's fields and its IR's bytes."""
        data = {k: (str(v) if isinstance(v, Path) else v) for k, v in self.__dict__.items()}
        if self.ir is not None and self.ir.exists():
            data["ir_sha256"] = hashlib.sha256(self.ir.read_bytes()).hexdigest()
        return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()
                              ).hexdigest()


@dataclass(frozen=True)
class Sweep:
    path: Path
    variants: tuple[Variant, ...]

    def variant(self, name: str) -> Variant:
        for v in self.variants:
            if v.name == name:
                return v
        raise InputError(f"the sweep has no variant '{name}'", path=str(self.path))


def load_sweep(path: str | Path, *, backend: str | None = None) -> Sweep:
    """Read and check a sweep file; ``backend`` overrides every variant's."""
    from bbprof.files import check_input

    path = Path(path)
    if path.exists():
        check_input(path, "sweep file")
    try:
        data = tomllib.loads(path.read_text())
    except FileNotFoundError:
        raise InputError("no such sweep file", path=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the sweep file: {exc}", path=str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"is not valid TOML: {exc}", path=str(path)) from None
    defaults = data.get("defaults", {})
    tables = data.get("variant", [])
    if not isinstance(tables, list) or not tables:
        raise InputError("has no [[variant]] tables", path=str(path),
                         hint="see docs/sweep.md for the format")
    variants, seen = [], set()
    for i, table in enumerate(tables):
        merged = {**defaults, **table}
        where = f"variant {i + 1}"
        unknown = set(merged) - _KEYS
        if unknown:
            raise InputError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}",
                             path=str(path), hint="known: " + ", ".join(sorted(_KEYS)))
        name = str(merged.get("name", ""))
        if not _NAME.match(name):
            raise InputError(f"{where}: needs a name of letters, digits and _.+- that does "
                             f"not start with '.', at most 100 long (got '{name}'): it "
                             "names the variant's files inside -o", path=str(path))
        if name in seen:
            raise InputError(f"two variants are named '{name}'", path=str(path))
        seen.add(name)
        if bool(merged.get("ir")) == bool(merged.get("command")):
            raise InputError(f"variant '{name}': give exactly one of ir = ... or "
                             "command = [...]", path=str(path))
        chosen = backend or merged.get("backend", "cuda")
        if chosen not in BACKENDS:
            raise InputError(f"variant '{name}': backend '{chosen}' is not one of "
                             f"{', '.join(BACKENDS)}", path=str(path))
        command = merged.get("command") or ()
        if command and (not isinstance(command, list) or not all(
                isinstance(c, str) for c in command)):
            raise InputError(f"variant '{name}': command is a list of strings",
                             path=str(path))
        config = merged.get("config", {})
        if not isinstance(config, dict):
            raise InputError(f"variant '{name}': config is a table", path=str(path))
        ir = (path.parent / merged["ir"]).resolve() if merged.get("ir") else None
        try:
            variants.append(Variant(
                name=name, ir=ir, command=tuple(command), kernel=merged.get("kernel"),
                grid=str(merged.get("grid", "1")), block=str(merged.get("block", "1")),
                shared=int(merged.get("shared", 0)),
                args=tuple(str(a) for a in merged.get("args", [])),
                repeat=int(merged.get("repeat", 5)), backend=chosen,
                arch=merged.get("arch"), mode=str(merged.get("mode", "default")),
                target=merged.get("target"), baseline=bool(merged.get("baseline", True)),
                seed=int(merged.get("seed", 0)), config=dict(config),
                timeout=_timeout(merged.get("timeout", DEFAULT_TIMEOUT_S), name)))
        except (TypeError, ValueError) as exc:
            raise InputError(f"variant '{name}': {exc}", path=str(path)) from None
    return Sweep(path=path, variants=tuple(variants))


def _timeout(value, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise ValueError(f"timeout is seconds, a number from 0 (none) up, not {value!r}")
    return float(value)
