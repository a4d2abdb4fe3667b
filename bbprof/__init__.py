"""bbprof: per-basic-block execution counts for GPU kernels at the LLVM IR level."""
__version__ = "0.1.0"


def __getattr__(name: str):
    # Keep `import bbprof` light: load the library's parts when they are first used.
    if name == "BlockMap":
        from bbprof.instrument.blockmap import BlockMap

        return BlockMap
    if name == "Profile":
        from bbprof.profile import Profile

        return Profile
    raise AttributeError(f"module 'bbprof' has no attribute {name!r}")
