"""bbprof: per-basic-block execution counts for GPU kernels at the LLVM IR level."""
__version__ = "0.1.0"
