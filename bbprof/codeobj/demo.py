"""``bbprof demo``'s AMD section: build the bundled gfx942 convolution into a code object.

Register with ``_EXTRA_SECTIONS.append(build_example_section)`` in ``bbprof/cli/demo.py``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

EXAMPLE = "amdgpu_gfx942_conv2d_implicit_gemm.ll"


def build_example_section(console, out_dir: Path, pending: dict | None = None) -> None:
    """``pending``: where the code object goes ({path: bytes}, written with the demo's
    other outputs as one set); None: written now."""
    from bbprof.codeobj import build_code_object, find_linker
    from bbprof.errors import BbprofError
    from bbprof.files import write_atomically
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    path = Path(str(resources.files("bbprof.examples").joinpath(EXAMPLE)))
    result = instrument(load_module(path))
    console.print(f"\n[bold]AMD[/bold]: building {EXAMPLE} into a code object")
    try:
        built = build_code_object(path, block_map=result.block_map, text=result.text,
                                  linker=find_linker())
    except BbprofError as exc:
        console.print(f"  skipped: {exc.one_line()}")
        return
    out = Path(out_dir) / EXAMPLE.replace(".ll", ".bbprof.hsaco")
    if pending is None:
        write_atomically(out, built.data)
    else:
        pending[out] = built.data
    meta = built.code_object.kernels[0]
    console.print(f"  linked with {built.linker.describe()}; {meta.name}: "
                  f"{len(meta.explicit_args)} arguments in {meta.kernarg_segment_size} bytes "
                  f"of kernarg, {meta.sgpr_count} SGPRs, {meta.vgpr_count} VGPRs")
    console.print(f"  checked: {'; '.join(built.checks)}")
    console.print(f"  {out} (run it with: bbprof run --backend hip ...; see "
                  "docs/rocmlir.md — the HIP launch has not yet run on AMD hardware)")
