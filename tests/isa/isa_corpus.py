"""The corpus copied into tests/data/isa (see its README): names and gunzipped texts."""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "isa"
CORPUS = DATA / "triton"
TARGETS = ("gfx908", "gfx90a", "gfx942", "gfx1100", "sm_80", "sm_90")
KERNELS = ("branchy", "conv2d_implicit_gemm", "matmul", "reduce", "softmax")
REFERENCE = DATA / "triton_vs_llvmlite.csv"


def arch_of(target: str) -> str:
    """The arch bbprof compiles a corpus target for (Triton's sm_90 PTX is sm_90a)."""
    return "sm_90a" if target == "sm_90" else target


def isa_of(target: str) -> str:
    return "ptx" if target.startswith("sm_") else "amdgcn"


def asm_suffix(target: str) -> str:
    return ".ptx" if target.startswith("sm_") else ".s"


@lru_cache(maxsize=None)
def read(target: str, kernel: str, suffix: str) -> str:
    return gzip.decompress((CORPUS / target / f"{kernel}{suffix}.gz").read_bytes()).decode()


def ll_path(target: str, kernel: str) -> str:
    """A name for error messages (the text is passed to load_module separately)."""
    return str(CORPUS / target / f"{kernel}.ll")


@lru_cache(maxsize=None)
def analysis(target: str, kernel: str):
    """bbprof's static analysis of one corpus module on its own target (no SASS)."""
    from bbprof.ir.module import load_module
    from bbprof.isa import analyze

    kind = "nvptx" if target.startswith("sm_") else None
    module = load_module(ll_path(target, kernel), kind, text=read(target, kernel, ".ll"))
    return analyze(module, arch_of(target), sass=False)


@lru_cache(maxsize=None)
def triton_analysis(target: str, kernel: str):
    """The same categories counted over Triton's own assembly."""
    from bbprof.isa import analyze_assembly

    return analyze_assembly(read(target, kernel, asm_suffix(target)), isa_of(target))
