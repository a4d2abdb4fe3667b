"""Profiling a whole program: what ``bbprof profile -- CMD`` puts around it.

Two ways into a program, both installed from outside it, without editing it:

* **Python programs** (``python script.py``, ``python -m pkg``, launchers whose workers
  are Python, and the Triton kernels ``torch.compile`` makes): ``site/sitecustomize.py``
  is put first on the child's ``PYTHONPATH``; at interpreter start it arms
  ``python_hook``, which opens a ``bbprof.triton`` session the moment the program
  imports Triton, and writes one Profile per instrumented kernel when the interpreter
  exits (also after an uncaught exception, Ctrl-C or SIGTERM). Child processes inherit
  the variables, so every worker profiles itself.
* **Native programs** that load code objects through the driver API (rocMLIR's
  ``mlir-runner``: ``hipModuleLoadData`` + ``hipModuleLaunchKernel``; CUDA programs:
  ``cuModuleLoadData``/``cuLibraryLoadData`` + ``cuLaunchKernel``): ``interpose.c``,
  built on first use with the system C compiler (``interposer.py``) and LD_PRELOAD'ed,
  notices modules that carry ``@__bbprof_cfg_hash``, counts their launches, and writes
  their counter arrays when they are unloaded or the program exits; ``native.py``
  decodes each with the block map whose CFG hash matches (a search path of folders).

``program.py`` runs the command with both armed and passes its exit status through.
The environment variables bbprof adds are the ``ENV_*`` names of ``python_hook`` plus
``PYTHONPATH``, ``LD_PRELOAD``, ``TORCHINDUCTOR_COMPILE_THREADS=1`` (Inductor then
compiles its Triton kernels in the process that launches them, where the hook sees both)
and ``TORCHINDUCTOR_FORCE_DISABLE_CACHES=1`` (its caches could hand back kernels compiled
without the hook); a value the caller set is kept.
"""
