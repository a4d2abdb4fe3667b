"""bbprof: per-basic-block execution counts for GPU kernels at the LLVM IR level."""
from bbprof._lazy import lazy_exports

__version__ = "0.1.0"

# Keep `import bbprof` light: load the library's parts when they are first used.
__getattr__ = lazy_exports(__name__, {"BlockMap": "instrument.blockmap", "Profile": "profile"})
