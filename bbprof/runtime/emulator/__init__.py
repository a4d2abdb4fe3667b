"""A SIMT emulator for GPU LLVM IR: counts without a GPU (``bbprof run --backend emulator``).

It executes an AMDGPU, NVPTX or host module on the CPU, vectorised over lanes with numpy,
with real wave semantics (64- or 32-lane waves, an active-lane mask, reconvergence at
immediate post-dominators), so bbprof's own counting code — ballots, lane election with
mbcnt, wave reductions, atomics — runs as it would on the device, and its counts can be
checked against the emulator's direct trace of the uninstrumented kernel.

Rooms:

* ``values.py``       how each LLVM type is held per lane (numpy dtypes and shapes)
* ``memory.py``       the address spaces: global segments, LDS per workgroup, private
* ``lanes.py``        lanes, waves and workgroups of a chunk; cross-lane helpers
* ``program.py``      loading a module: slots, globals, post-dominators, compiled blocks
* ``instructions.py`` LLVM instructions as closures over per-lane arrays
* ``intrinsics.py``   intrinsics and atomics (AMDGPU, NVVM, target-independent)
* ``ptx.py``          the inline PTX it models (bbprof's NVPTX counting code)
* ``machine.py``      control flow: the SIMT stack, calls, the direct trace
* ``backend.py``      the runtime protocol (``get_backend("emulator")``)

What is and is not modelled: docs/emulator.md.
"""
