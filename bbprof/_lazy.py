"""Names a package loads when first asked for, so that importing it stays light."""

from __future__ import annotations

import importlib


def lazy_exports(package: str, where: dict[str, str]):
    """A module ``__getattr__`` for ``package``: ``name`` in ``where`` is imported from the
    submodule ``package.where[name]`` on first use."""

    def __getattr__(name: str):
        if name in where:
            return getattr(importlib.import_module(f"{package}.{where[name]}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
