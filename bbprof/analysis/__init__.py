"""Tables made from a Profile (DataFrames in, DataFrames out): blocks, loops, lines,
the overhead breakdown, flow checks and diffs. Renderers (``bbprof.render``) print them."""

from bbprof.analysis.blocks import block_table, group_table
from bbprof.analysis.breakdown import overhead_breakdown
from bbprof.analysis.groups import GROUP_LABELS, GROUP_TABLE, GROUPS
from bbprof.analysis.lines import function_table, line_table
from bbprof.analysis.loops import flow_check, loop_table
from bbprof.analysis.report import Report, make_report

__all__ = ["GROUPS", "GROUP_LABELS", "GROUP_TABLE", "Report", "block_table", "flow_check",
           "function_table", "group_table", "line_table", "loop_table", "make_report",
           "overhead_breakdown"]
