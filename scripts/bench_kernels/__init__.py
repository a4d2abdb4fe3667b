"""Triton kernels of the broad benchmark (``scripts/bench_broad.py``), written for it.

Each kernel comes with a ``Spec``: its JIT function, its full signature (so it compiles
without a GPU: ``triton.compile(ASTSource(...), target=GPUTarget("cuda", 90, 32))``), the
constexprs it runs with, ``num_warps``, and ``build(torch, n_sm)``: realistic-size inputs
on the GPU, the grid, the outputs, and a check of those outputs against torch with stated
tolerances. The point is to cover kernel shapes bbprof has not seen (attention, multi-pass
normalizations, libdevice math in loops, split-K / persistent / int8 / fp8 GEMMs, atomics,
sorts, data-dependent while loops, a depthwise convolution, ...), not to tune them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


@dataclass
class Setup:
    """One kernel's launch at its benchmark size, built on the GPU."""

    args: dict                  # every non-constexpr parameter, by name
    grid: tuple
    outs: list                  # names of the output tensors (zeroed between variants)
    check: Callable             # check(outputs: dict) -> (ok, detail)
    exact_outputs: bool = True  # False: float atomics, outputs compared with a tolerance
    size: str = ""


@dataclass
class Spec:
    name: str
    fn: object                  # triton.JITFunction
    signature: dict             # parameter -> Triton type ("*fp16", "i32", "constexpr")
    constexprs: dict
    num_warps: int
    build: Callable             # build(torch, n_sm) -> Setup
    shape: str = ""             # what it covers, one line
    tags: tuple = field(default_factory=tuple)

    def check_args(self, args: dict) -> None:
        """The runtime arguments are exactly the signature's non-constexpr parameters."""
        want = [k for k, v in self.signature.items() if v != "constexpr"]
        if list(args) != want:
            raise ValueError(f"{self.name}: arguments {list(args)} != signature {want}")


def jit_record(compiled) -> dict:
    """What Triton's JIT specialised a launch's binary on (``compiled.src``: the
    signature, constants and argument attributes such as ``tt.divisibility``), as JSON:
    ``bench_broad.py`` keeps it per kernel so that a compile without a GPU
    (``ast_source``) makes the binary that was timed rather than one without the
    attributes (libdevice_mix: two 128-bit loads per iteration instead of eight scalar
    ones, 490 SASS instructions in its loop instead of 541)."""
    def value(v):
        kind = v.__class__.__name__
        if kind == "constexpr":
            return {"constexpr": v.value}
        return {"dtype": v.name} if kind == "dtype" else v

    src = compiled.src
    return {"signature": dict(src.signature),
            "constants": [[list(k), value(v)] for k, v in src.constants.items()],
            "attrs": [[list(k), v] for k, v in src.attrs.items()]}


def ast_source(spec: "Spec", record: dict | None = None):
    """``spec``'s ``ASTSource``: as the JIT made it where ``record`` (``jit_record``'s
    JSON) is given, else from the spec's signature and constexprs, with no attributes."""
    from triton.compiler import ASTSource

    if record is None:
        return ASTSource(fn=spec.fn, signature=spec.signature, constexprs=spec.constexprs)
    import triton.language as tl

    def value(path, v):
        if isinstance(v, dict) and "constexpr" in v:
            return tl.constexpr(v["constexpr"])
        if isinstance(v, dict) and "dtype" in v:
            return tl.dtype(v["dtype"])
        # records before the dtype marker kept a dtype as its name
        declared = spec.constexprs.get(spec.fn.arg_names[path[0]]) if len(path) == 1 else None
        return tl.dtype(v) if isinstance(declared, tl.dtype) and isinstance(v, str) else v

    constants = {tuple(k): value(k, v) for k, v in record["constants"]}
    attrs = {tuple(k): v for k, v in record["attrs"]}
    return ASTSource(fn=spec.fn, signature=record["signature"], constexprs=constants,
                     attrs=attrs)


def sig(text: str) -> dict:
    """'x:*fp32 n:i32 BLOCK' -> {'x': '*fp32', 'n': 'i32', 'BLOCK': 'constexpr'}."""
    out = {}
    for item in text.split():
        name, _, kind = item.partition(":")
        out[name] = kind or "constexpr"
    return out


def close(torch, got, want, rtol, atol, what="output"):
    """allclose with the worst error in the detail."""
    got, want = got.float(), want.float()
    ok = bool(torch.allclose(got, want, rtol=rtol, atol=atol))
    err = (got - want).abs().max().item() if got.numel() else 0.0
    return ok, f"{what} max |err| {err:.3g} (rtol {rtol}, atol {atol})"


def equal(torch, got, want, what="output"):
    ok = bool(torch.equal(got, want))
    return ok, f"{what} {'equal' if ok else 'differs'} (exact)"


def all_specs() -> list:
    from bench_kernels import attention, gemm, misc, norms

    return attention.SPECS + norms.SPECS + gemm.SPECS + misc.SPECS


__all__ = ["Setup", "Spec", "all_specs", "cdiv", "close", "equal", "sig"]
