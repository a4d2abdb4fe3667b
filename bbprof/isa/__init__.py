"""Static machine-code analysis: the instruction mix of every IR block on a given GPU.

The only package that reads machine assembly (AMDGCN, PTX, SASS). Public entry points:

* ``analyze(module_or_path, arch=None, *, target=None, sass=None) -> StaticAnalysis``
* ``static_mix(module_or_path, arch=None, *, target=None, sass=False) -> DataFrame``
* ``analyze_many([(module_or_path, arch), ...], *, workers=None) -> list[StaticAnalysis]``
* ``analyze_assembly(text, isa, ...) -> StaticAnalysis`` for assembly that already exists
* ``classify(isa, mnemonic)`` and the rule tables in ``bbprof.isa.categories``

They are loaded when first used: the CUDA backend needs ``bbprof.isa.sass`` alone, and a
profiled program reading its counters at exit should not wait for pandas.
"""

from bbprof._lazy import lazy_exports

_WHERE = {"SCHEMA": "analysis", "StaticAnalysis": "analysis", "analyze": "analysis",
          "analyze_assembly": "analysis", "analyze_many": "analysis",
          "static_mix": "analysis",
          "AMDGCN": "categories", "CATEGORIES": "categories", "PTX": "categories",
          "SASS": "categories", "classify": "categories"}

__all__ = sorted(_WHERE)

__getattr__ = lazy_exports(__name__, _WHERE)
