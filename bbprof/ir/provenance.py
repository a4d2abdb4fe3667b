"""What an IR file is and who wrote it, for messages about files LLVM 22 cannot read.

llvmlite's LLVM 22 reads IR from LLVM 17 on as text, but not everything a front end
writes is that:

* a **clang offload bundle** (``clang -S -emit-llvm`` of HIP/CUDA without
  ``--cuda-device-only``): several modules in one file between
  ``; __CLANG_OFFLOAD_BUNDLE____START__ <target>`` and ``...END__`` comment lines;
  clang-offload-bundler takes one out;
* IR an **older LLVM** wrote in a form LLVM 22's text parser dropped: constant-expression
  ``icmp``/``fcmp`` (LLVM 19 stopped reading them), ``and``/``or``/``lshr``/``ashr``/
  ``zext``/``sext``/``select``/... constant expressions (removed in LLVM 15-19). LLVM
  keeps reading old *bitcode* (it upgrades what it reads), not old text, so such text
  goes through its own LLVM's ``llvm-as`` and a newer ``llvm-dis``;
* IR of **AMD's LLVM fork** (AMD clang, ROCm before 6) with its own debug-info kinds
  (``!DIFragment``, ``!DILifetime``, heterogeneous DWARF) that upstream LLVM never had.

The writer is read from ``!llvm.ident`` (or a ``DICompileUnit``'s ``producer:``):
``clang version 16.0.0 (...)``, ``AMD clang version 15.0.0 (... roc-5.3.0 ...)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BUNDLE_START = "__CLANG_OFFLOAD_BUNDLE____START__"
_BUNDLE_ENTRY = re.compile(r"^; __CLANG_OFFLOAD_BUNDLE____START__ (\S+)", re.M)
_IDENT = re.compile(r'^!\d+ = !\{!"((?:AMD )?clang version [^"]*)"\}', re.M)
_PRODUCER = re.compile(r'producer: "((?:AMD )?clang version [^"]*)"')
_VERSION = re.compile(r"clang version (\d+)\.(\d+)(?:\.(\d+))?")
_ROCM = re.compile(r"\broc-(\d+\.\d+(?:\.\d+)?)")
_AMD_ONLY_METADATA = ("DIFragment", "DILifetime", "DIExpr(", "DIObject")

# LLVM 22's parser messages for constructs older LLVMs wrote and it no longer reads
_DROPPED_CONSTANT_EXPRESSIONS = re.compile(r"constexprs are no longer supported|"
                                           r"expected instruction opcode|"
                                           r"constant expression type mismatch")


@dataclass(frozen=True)
class Producer:
    """The compiler that wrote a module, as its ``!llvm.ident`` names it."""

    text: str                 # "clang version 16.0.0 (https://...)"
    major: int | None         # 16
    amd: bool                 # AMD's fork (AMD clang / ROCm)
    rocm: str | None = None   # "5.3.0" when the ident names a ROCm branch

    def describe(self) -> str:
        who = "AMD clang" if self.amd else "clang"
        version = f" {self.major}" if self.major is not None else ""
        rocm = f", ROCm {self.rocm}" if self.rocm else ""
        llvm = f" (LLVM {self.major}{rocm})" if self.major is not None else ""
        return f"{who}{version}{llvm}"


def producer(text: str) -> Producer | None:
    """Who wrote the module, from ``!llvm.ident`` or a compile unit's producer."""
    match = _IDENT.search(text) or _PRODUCER.search(text)
    if match is None:
        return None
    ident = match.group(1)
    version = _VERSION.search(ident)
    rocm = _ROCM.search(ident)
    return Producer(ident, int(version.group(1)) if version else None,
                    ident.startswith("AMD ") or rocm is not None,
                    rocm.group(1) if rocm else None)


def offload_bundle_targets(text: str) -> list[str]:
    """The bundle entries (``hip-amdgcn-amd-amdhsa-gfx90a``, ``host-x86_64-...``), or []
    when the text is not a clang offload bundle."""
    if BUNDLE_START not in text:
        return []
    return _BUNDLE_ENTRY.findall(text)


def bundle_message(text: str, path: str) -> tuple[str, str]:
    """(message, hint) for a clang offload bundle."""
    targets = offload_bundle_targets(text)
    device = [t for t in targets if not t.startswith("host-")] or targets
    what = ", ".join(targets) if targets else "several modules"
    pick = device[0] if device else "hip-amdgcn-amd-amdhsa-gfx90a"
    out = f"{path.rsplit('.', 1)[0]}.{pick.rsplit('-', 1)[-1]}.ll"
    message = (f"is a clang offload bundle, not one module: it holds {what} "
               "(clang -S -emit-llvm without --cuda-device-only writes one)")
    hint = (f"take the device module out: clang-offload-bundler --unbundle --type=ll "
            f"--targets={pick} --input={path} --output={out} (or compile with "
            "--cuda-device-only / --offload-device-only)")
    return message, hint


def explain_unreadable(text: str, message: str, path: str = "in.ll") -> str | None:
    """A hint for LLVM 22's parse error ``message`` on ``text`` (the file ``path``), when
    who wrote the file explains it; None otherwise (LLVM's own message is then the best
    there is)."""
    made_by = producer(text)
    stem = path.rsplit(".", 1)[0] if path.endswith(".ll") else path
    line = _error_line(text, message)
    if line is not None and any(f"!{kind}" in line for kind in _AMD_ONLY_METADATA):
        who = made_by.describe() if made_by else "AMD's LLVM fork"
        return (f"the file was written by {who}, whose debug-info metadata "
                f"('{line.strip()[:48]}') upstream LLVM does not have: strip the debug "
                "info with that compiler's own opt ($ROCM_PATH/llvm/bin/opt -strip-debug "
                f"-S {path} -o {stem}.nodebug.ll), or recompile without -g (or with ROCm 6 "
                "or newer)")
    if made_by is None or made_by.major is None or made_by.major >= 22:
        return None
    who = made_by.describe()
    if _DROPPED_CONSTANT_EXPRESSIONS.search(message):
        major = made_by.major
        return (f"the file was written by {who}, in a form LLVM 19 and newer no longer "
                f"read as text (bbprof's LLVM is 22): recompile it with clang 19 or newer, "
                f"or convert it through bitcode, which newer LLVMs upgrade: llvm-as-{major} "
                f"{path} -o {stem}.bc && llvm-dis-19 {stem}.bc -o {stem}.new.ll (any "
                "llvm-dis of LLVM 19+)")
    return (f"the file was written by {who}; bbprof reads IR of LLVM 17 and newer: "
            f"recompile it with clang 17 or newer, or convert it through bitcode "
            f"(llvm-as-{made_by.major} {path} -o {stem}.bc, then llvm-dis of LLVM 19+)")


def _error_line(text: str, message: str) -> str | None:
    match = re.match(r"line (\d+), column \d+:", message)
    if not match:
        return None
    lines = text.split("\n")
    number = int(match.group(1))
    return lines[number - 1] if 0 < number <= len(lines) else None
