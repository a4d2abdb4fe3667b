"""Tables made from a Profile (DataFrames in, DataFrames out): blocks, loops, lines,
the overhead breakdown, per-MLIR-op tables, flow checks and diffs (the instruction groups
they use are the ISA's: ``bbprof.isa.groups``). Renderers (``bbprof.render``) print them.

The names below are loaded when first used: a module of the package (``run_summary``)
loads neither pandas nor the ISA tables until they are needed.
"""

from bbprof._lazy import lazy_exports

_WHERE = {"block_table": "blocks", "group_table": "blocks",
          "overhead_breakdown": "breakdown",
          "function_table": "lines", "line_table": "lines",
          "flow_check": "loops", "loop_table": "loops",
          "op_table": "ops",
          "Report": "report", "make_report": "report"}

__all__ = sorted(_WHERE)

__getattr__ = lazy_exports(__name__, _WHERE)
