"""Kernel variants for the sweep tests and examples, compiled by Triton without a GPU.

* ``tests/data/sweep/conv_gfx942_*.ll``: the corpus implicit-GEMM convolution
  (scripts/corpus_kernels.py) at six tile configurations for gfx942 (wave64), and
  ``conv_tiles.toml``, a sweep over them on the emulator (NHWC N=1 8x8x16 -> 16, 3x3, pad 1).
* ``tests/data/sweep/h200/matmul_sm90a_*.ll`` and ``h200_matmul.toml``: the corpus matmul
  at eight tile configurations for the H200 (sm_90a), 4096^3 fp16, for the GPU sweep.

    python scripts/make_sweep_variants.py        # needs triton (3.6) installed
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
OUT = ROOT / "tests" / "data" / "sweep"

# BLOCK_M, BLOCK_N, BLOCK_K, warps: 32x32 per warp and 2+ warps, so Triton picks the 32x32x8
# MFMA the emulator models (smaller tiles take 16x16x16, and one warp llvm.amdgcn.perm,
# which it refuses by name)
CONV_TILES = [(64, 32, 32, 2), (32, 64, 32, 2), (64, 32, 16, 2), (32, 64, 16, 2),
              (64, 64, 16, 4), (64, 64, 32, 4)]
MATMUL_TILES = [(64, 64, 32, 4), (128, 64, 32, 4), (64, 128, 32, 4), (128, 128, 32, 4),
                (128, 128, 64, 8), (128, 256, 32, 8), (256, 128, 32, 8), (64, 64, 64, 4)]


def compile_llir(fn, signature, constexprs, target, warps):
    import triton
    from triton.compiler import ASTSource

    src = ASTSource(fn=fn, signature={**signature, **{k: "constexpr" for k in constexprs}},
                    constexprs=constexprs)
    kernel = triton.compile(src, target=target, options={"num_warps": warps})
    return kernel.asm["llir"], kernel.metadata


def main() -> None:
    for old in OUT.glob("conv_gfx942_*.ll"):
        old.unlink()
    from triton.backends.compiler import GPUTarget

    import corpus_kernels as K

    OUT.mkdir(parents=True, exist_ok=True)
    conv_sig = {"x_ptr": "*fp16", "w_ptr": "*fp16", "y_ptr": "*fp16", **{
        k: "i32" for k in ("N", "H", "W", "C", "K", "R", "S", "P", "Q", "stride_h",
                           "stride_w", "pad_h", "pad_w")}}
    n, h, w, c, k, r, s = 1, 8, 8, 16, 16, 3, 3
    p, q = h, w
    toml = ['# Six tile configurations of the corpus conv (gfx942) on the emulator.',
            '# Made by scripts/make_sweep_variants.py.', '[defaults]',
            'backend = "emulator"', 'repeat = 1', 'kernel = "conv2d_nhwc_kernel"',
            '# the IR names no processor (triple amdgcn-amd-amdhsa, no target-cpu): its',
            '# wave size (64) comes from --arch', 'arch = "gfx942"', '']
    for bm, bn, bk, warps in CONV_TILES:
        text, meta = compile_llir(K.conv2d_nhwc_kernel, conv_sig,
                                  {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk},
                                  GPUTarget("hip", "gfx942", 64), warps)
        name = f"conv_gfx942_{bm}x{bn}x{bk}_w{warps}"
        (OUT / f"{name}.ll").write_text(text)
        grid = f"{-(-n * p * q // bm)},{-(-k // bn)},1"
        args = [f"f16[{n * h * w * c}]:random", f"f16[{k * r * s * c}]:random",
                f"f16[{n * p * q * k}]", *map(str, (n, h, w, c, k, r, s, p, q, 1, 1, 1, 1))]
        toml += ['[[variant]]', f'name = "{name}"', f'ir = "{name}.ll"', f'grid = "{grid}"',
                 f'block = "{warps * 64}"', f'shared = {meta.shared}',
                 "args = [" + ", ".join(f'"{a}"' for a in args) + "]",
                 f"config = {{ BLOCK_M = {bm}, BLOCK_N = {bn}, BLOCK_K = {bk}, "
                 f"num_warps = {warps} }}", '']
    (OUT / "conv_tiles.toml").write_text("\n".join(toml))

    if "--conv-only" in sys.argv:
        return
    h200 = OUT / "h200"
    h200.mkdir(exist_ok=True)
    mm_sig = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32",
              "K": "i32", "stride_am": "i32", "stride_ak": "i32", "stride_bk": "i32",
              "stride_bn": "i32", "stride_cm": "i32", "stride_cn": "i32"}
    size = 4096
    toml = ['# Eight tile configurations of the corpus matmul, 4096^3 fp16, on the H200.',
            '# Made by scripts/make_sweep_variants.py.', '[defaults]', 'backend = "cuda"',
            'repeat = 20', 'kernel = "matmul_kernel"', '']
    for bm, bn, bk, warps in MATMUL_TILES:
        text, meta = compile_llir(K.matmul_kernel, mm_sig,
                                  {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk,
                                   "GROUP_M": 8}, GPUTarget("cuda", 90, 32), warps)
        name = f"matmul_sm90a_{bm}x{bn}x{bk}_w{warps}"
        (h200 / f"{name}.ll").write_text(text)
        grid = f"{-(-size // bm) * -(-size // bn)},1,1"
        args = [f"f16[{size * size}]:random", f"f16[{size * size}]:random",
                f"f16[{size * size}]", *map(str, (size, size, size, size, 1, size, 1,
                                                  size, 1))]
        toml += ['[[variant]]', f'name = "{name}"', f'ir = "{name}.ll"', f'grid = "{grid}"',
                 f'block = "{warps * 32}"', f'shared = {meta.shared}',
                 "args = [" + ", ".join(f'"{a}"' for a in args) + "]",
                 f"config = {{ BLOCK_M = {bm}, BLOCK_N = {bn}, BLOCK_K = {bk}, "
                 f"num_warps = {warps} }}", '']
    (h200 / "h200_matmul.toml").write_text("\n".join(toml))


if __name__ == "__main__":
    main()
