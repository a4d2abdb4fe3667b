"""``bbprof.triton``: profile Triton kernels (see ``bbprof.runtime.triton``)."""

from bbprof.runtime.triton import TritonKernel, TritonSession, profile

__all__ = ["TritonKernel", "TritonSession", "profile"]
