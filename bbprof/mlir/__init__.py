"""Per-MLIR-op profiles: from an MLIR file to dispatch IR whose instructions name their op.

``bbprof mlir`` (``bbprof.cli.mlir``) runs three steps, one module each:

* ``annotate``: every op of the input gets a location LLVM keeps, its own line in the
  file inside a ``#llvm.di_subprogram`` of its function (through IREE's MLIR Python
  bindings, ``iree.compiler.ir``); ops without a line of their own (the implicit bodies of
  named ops like ``linalg.matmul``) take their parent's. The op index (``index.OpIndex``,
  ``ops.json``) records each line's ops, their text and the ops around them (``scf.for``,
  ``linalg.generic``).
* ``compile``: IREE compiles the annotated module for an AMD (gfx942, gfx90a, gfx1100) or
  NVIDIA (sm_80, sm_86, sm_89) GPU and the dispatches' LLVM IR is kept. AMD: ``iree-compile
  --iree-rocm-emit-debug-info``. NVIDIA: IREE strips locations on that path, so the
  executables are lowered by ``iree-opt`` with the NVVM lowering pipeline's
  ``preserve-debug-info`` and serialized by ``iree-compile --compile-from=executable-targets``.
* the rest is bbprof's: ``instrument`` the dispatch IR, run it (a GPU or the emulator),
  and ``report``/``diff`` show the per-op table (``bbprof.analysis.ops``) when the index
  is found beside the IR (or given with ``--ops``).
"""
