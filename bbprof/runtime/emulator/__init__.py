"""A SIMT emulator for GPU LLVM IR: counts without a GPU (``bbprof run --backend emulator``).

It executes an AMDGPU, NVPTX or host module on the CPU, vectorised over lanes with numpy,
with real wave semantics (64- or 32-lane waves, an active-lane mask, reconvergence at
immediate post-dominators), so bbprof's own counting code — ballots, lane election with
mbcnt, wave reductions, atomics — runs as it would on the device, and its counts can be
checked against the emulator's direct trace of the uninstrumented kernel.

Rooms, in floors: a module imports only modules of the floors below its own, never one
beside or above it (tests/emulator/test_imports.py checks that the imports, at module
level and inside functions, have no cycle).

0. ``values.py``       how each LLVM type is held per lane (numpy dtypes and shapes)
   ``memory.py``       global memory's segments, gather and scatter, the apertures
   ``lanes.py``        lanes, waves and workgroups of a chunk; cross-lane helpers
   ``refs.py``         llvmlite's values and instructions read once, known by address
   ``atomics.py``      read-modify-writes of a wave's lanes in lane order
1. ``constants.py``    constant expressions, constant GEPs and pointer casts as values
   ``registry.py``     the registry: a declared function's name (or inline assembly's
                       module kind) to the compiler of its op
   ``matrix.py``       MFMA/WMMA/mma operand layouts and the wave-wide product
   ``wgmma.py``        Hopper's warpgroup MMA: descriptors, shared-memory layouts and
                       swizzles, register fragments, the warpgroup-wide product
   ``machine.py``      control flow: the SIMT stack, calls, the direct trace
2. ``buffers.py``      AMD buffer resources and fat pointers (the raw buffer rule), and
                       buffer atomics
3. ``access.py``       a frame's loads, stores and atomics by address space
   ``integers.py``     LLVM's integer intrinsics (ctpop, ctlz, bitreverse, fshl, ...)
                       at every width, odd ones included
4. ``instructions.py`` LLVM instructions as closures over per-lane arrays
   ``intrinsics.py``   intrinsics and AMD inline assembly (AMDGPU, NVVM, LLVM's own)
   ``ptx.py``          the inline PTX it models (bbprof's NVPTX counting code, Triton's)
   ``printf.py``       CUDA's device printf (``vprintf``): records per lane, in order
5. ``program.py``      loading a module: slots, globals, post-dominators, compiled blocks
6. ``backend.py``      the runtime protocol (``get_backend("emulator")``)
   ``direct.py``       direct trace mode: a Profile from the trace of a plain module

The registry is what keeps the instruction compiler and the intrinsics apart:
``instructions.py`` compiles a call by looking its name up in ``registry.py``, and
``intrinsics.py``, ``integers.py``, ``printf.py``, ``buffers.py`` and ``ptx.py`` fill the
registry when they are imported (``register``, ``register_asm``); ``program.py`` imports
all of them before it compiles a module. A compiled op reaches the machine that runs it only through its frame
(``frame.machine``), so ``machine.py`` sits low and imports nothing that compiles.

What is and is not modelled: docs/emulator.md.
"""
