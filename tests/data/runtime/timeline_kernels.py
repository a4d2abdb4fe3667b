"""Triton kernels of the timeline tests (tests/gpu/test_timeline_gpu.py, tests/timeline/).

``persistent_kernel``: launched with one program per SM, each program loops over the tiles
``pid, pid + programs, ...`` (``n_tiles / programs`` of them when that divides) and runs
``n_iter`` steps of ``acc = acc * 0.5 + x`` on each tile: one long wave per warp slot,
whose tile loop is its only outermost loop.
"""

import triton
import triton.language as tl

SIGNATURE = {"x_ptr": "*fp32", "out_ptr": "*fp32", "n_tiles": "i32", "n_iter": "i32",
             "BLOCK": "constexpr"}
BLOCK = 512
NUM_WARPS = 4


@triton.jit
def persistent_kernel(x_ptr, out_ptr, n_tiles, n_iter, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    programs = tl.num_programs(0)
    for tile in range(pid, n_tiles, programs):
        offs = tile * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs)
        acc = tl.zeros([BLOCK], tl.float32)
        for _ in range(n_iter):
            acc = acc * 0.5 + x
        tl.store(out_ptr + offs, acc)


def persistent_llir() -> str:
    """The kernel's LLVM IR for the H200 (sm_90), made by Triton without a GPU."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    src = ASTSource(fn=persistent_kernel, signature=SIGNATURE, constexprs={"BLOCK": BLOCK})
    compiled = triton.compile(src, target=GPUTarget("cuda", 90, 32),
                              options={"num_warps": NUM_WARPS})
    return compiled.asm["llir"]


def tile_loop_header(llir: str) -> str:
    """The persistent kernel's tile loop: the outermost loop that holds the step loop
    (LLVM unswitches the tile loop on n_iter > 0; the copy for n_iter <= 0 has none)."""
    from bbprof.ir import load_module
    from bbprof.ir.cfg import analyze

    module = load_module("<persistent>", "nvptx", text=llir)
    (fn,) = [f for f in module.functions if f.is_kernel]
    loops = analyze(fn).loops
    (outer,) = [lp for lp in loops if lp.depth == 1
                and any(inner.parent == lp.header for inner in loops)]
    return fn.blocks[outer.header].name
