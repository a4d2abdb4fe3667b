"""Counter placement, the counting code, the block map and decoding.

``BlockMap``, ``Instrumented`` and ``instrument`` are loaded when first asked for, so that
reading a block map or a Profile (``bbprof profile``'s exit, ``bbprof report``) does not
import the instrumenting code and its graph library.
"""
import sys
import types

from bbprof._lazy import lazy_exports

__all__ = ["BlockMap", "Instrumented", "instrument"]


__getattr__ = lazy_exports(__name__, {"BlockMap": "blockmap", "Instrumented": "instrument",
                                      "instrument": "instrument"})   # the function


class _Package(types.ModuleType):
    """``bbprof.instrument.instrument`` names the function, as it always has, although a
    submodule of that name exists: importing the submodule binds the package attribute,
    and this keeps the function there instead."""

    def __setattr__(self, name: str, value) -> None:
        if name == "instrument" and isinstance(value, types.ModuleType):
            value = value.instrument
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
