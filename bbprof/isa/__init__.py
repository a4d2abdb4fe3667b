"""Static machine-code analysis: the instruction mix of every IR block on a given GPU.

The only package that reads machine assembly (AMDGCN, PTX, SASS). Public entry points:

* ``analyze(module_or_path, arch=None, *, target=None, sass=None) -> StaticAnalysis``
* ``static_mix(module_or_path, arch=None, *, target=None, sass=False) -> DataFrame``
* ``analyze_many([(module_or_path, arch), ...], *, workers=None) -> list[StaticAnalysis]``
* ``analyze_assembly(text, isa, ...) -> StaticAnalysis`` for assembly that already exists
* ``classify(isa, mnemonic)`` and the rule tables in ``bbprof.isa.categories``
"""

from bbprof.isa.analysis import (SCHEMA, StaticAnalysis, analyze, analyze_assembly, analyze_many,
                                 static_mix)
from bbprof.isa.categories import AMDGCN, CATEGORIES, PTX, SASS, classify

__all__ = ["AMDGCN", "CATEGORIES", "PTX", "SASS", "SCHEMA", "StaticAnalysis", "analyze",
           "analyze_assembly", "analyze_many", "classify", "static_mix"]
