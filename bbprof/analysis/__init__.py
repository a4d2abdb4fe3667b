"""Tables made from a Profile (DataFrames in, DataFrames out): blocks, loops, lines,
the overhead breakdown, flow checks and diffs. Renderers (``bbprof.render``) print them.

The names below are loaded when first used: a module of the package (``run_summary``)
loads neither pandas nor the ISA tables until they are needed.
"""

from bbprof._lazy import lazy_exports

_WHERE = {"block_table": "blocks", "group_table": "blocks",
          "overhead_breakdown": "breakdown",
          "GROUP_LABELS": "groups", "GROUP_TABLE": "groups", "GROUPS": "groups",
          "function_table": "lines", "line_table": "lines",
          "flow_check": "loops", "loop_table": "loops",
          "Report": "report", "make_report": "report"}

__all__ = sorted(_WHERE)

__getattr__ = lazy_exports(__name__, _WHERE)
