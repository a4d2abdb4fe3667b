"""Build and compile a kernel from pieces of a GPU target's counting code (shared by the
AMDGPU and NVPTX counting tests)."""

from __future__ import annotations

from bbprof.instrument.counting import counting_code, declarations, global_line
from bbprof.instrument.counting import capabilities
from bbprof.instrument.layout import make_layout
from bbprof.instrument.modes import Mode
from bbprof.ir.codegen import compile_text
from bbprof.ir.target import AMDGPU, AMDGPU_TRIPLE, NVPTX_TRIPLE, Target

WORDS = 8


def target(kind: str) -> Target:
    return Target(kind, AMDGPU_TRIPLE if kind == AMDGPU else NVPTX_TRIPLE)


def kernel_text(kind: str, arch: str, wave_size: int, mode: Mode, pieces) -> str:
    """A kernel ``@k(i64 %runs, i1 %c)``: the entry code, then ``pieces(code)``'s lines."""
    t = target(kind)
    code = counting_code(t, wave_size, mode)
    layout = make_layout(capabilities(kind), arch, WORDS, WORDS, None)
    cc = "amdgpu_kernel" if kind == AMDGPU else "ptx_kernel"
    body = [f"define {cc} void @k(i64 %runs, i1 %c) {{", "entry:",
            *code.entry_lines(arch, layout), *pieces(code), "  ret void", "}"]
    helpers = code.count_function()
    return "\n".join([global_line(t, layout), *declarations(body + helpers, frozenset()),
                      "", *body, "", *helpers])


def compiled(kind: str, arch: str, wave_size: int, mode: Mode, pieces) -> str:
    """The kernel's assembly (LLVM parses and verifies the text on the way)."""
    text = kernel_text(kind, arch, wave_size, mode, pieces)
    return compile_text(text, target(kind), arch)
