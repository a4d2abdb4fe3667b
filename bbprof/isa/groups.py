"""The overhead breakdown's groups, as one table: ISA column -> group.

Every machine instruction of a block is counted exactly once by the static analysis,
either in an ALU column (``alu_int``/``alu_float``/``alu_move``, which together hold every
VALU/SALU instruction on AMDGCN and every int/float/setp/cvt/mov instruction in PTX) or in
a non-ALU category column. The table below names, for each ISA, the columns that together
partition ``total`` and the group each one goes to. Nothing here is a conditional: change a
row to move a category to another group.

Groups (the order is the order of the stacked bar):

=================  ==================================================================
``int_arith``      address and integer arithmetic (AMDGCN VALU/SALU int, PTX int ALU +
                   integer setp)
``float_math``     floating-point math
``data_movement``  moves, converts, selects, permutes, lane reads/writes, shuffles
``matrix``         MFMA/SMFMAC/WMMA, mma, wgmma
``global_memory``  vector/scalar memory, global/generic loads and stores, atomics,
                   cp.async and TMA
``scratch_spill``  per-lane private memory: register spills and private arrays (AMDGCN
                   ``scratch``: ``scratch_*`` and ``buffer_*`` through the scratch
                   resource; PTX ``ld.local``/``st.local``)
``shared_memory``  LDS (ds_*), ld/st.shared, ldmatrix/stmatrix
``sync_wait``      barriers, fences, s_waitcnt and dependency stalls
``control_flow``   branches, calls, returns, program end
``other``          everything else (s_nop, cache maintenance, ld.param/ld.const,
                   activemask...)
=================  ==================================================================
"""

from __future__ import annotations

GROUPS: tuple[str, ...] = ("int_arith", "float_math", "data_movement", "matrix",
                           "global_memory", "scratch_spill", "shared_memory", "sync_wait",
                           "control_flow", "other")

GROUP_LABELS: dict[str, str] = {
    "int_arith": "address/integer arithmetic",
    "float_math": "floating-point math",
    "data_movement": "data movement",
    "matrix": "matrix (MFMA/WMMA/wgmma)",
    "global_memory": "global memory",
    "scratch_spill": "scratch/spill",
    "shared_memory": "LDS/shared memory",
    "sync_wait": "synchronization and waits",
    "control_flow": "control flow",
    "other": "other",
}

# a word or two each, for narrow table cells
GROUP_SHORT: dict[str, str] = {
    "int_arith": "addr/int", "float_math": "float", "data_movement": "data mov",
    "matrix": "matrix", "global_memory": "global", "scratch_spill": "spill",
    "shared_memory": "LDS/shared", "sync_wait": "sync/wait", "control_flow": "branch",
    "other": "other",
}

# (isa, static column, group). For each ISA the columns partition the block's ``total``
# (checked by tests/report/test_groups.py on real assembly).
GROUP_TABLE: tuple[tuple[str, str, str], ...] = (
    # AMDGCN: valu/salu are covered by the alu_* columns
    ("amdgcn", "alu_int", "int_arith"),
    ("amdgcn", "alu_float", "float_math"),
    ("amdgcn", "alu_move", "data_movement"),
    ("amdgcn", "matrix", "matrix"),
    ("amdgcn", "vmem_load", "global_memory"),
    ("amdgcn", "vmem_store", "global_memory"),
    ("amdgcn", "scratch", "scratch_spill"),
    ("amdgcn", "smem", "global_memory"),
    ("amdgcn", "atomic", "global_memory"),
    ("amdgcn", "lds", "shared_memory"),
    ("amdgcn", "waitcnt", "sync_wait"),
    ("amdgcn", "barrier", "sync_wait"),
    ("amdgcn", "branch", "control_flow"),
    ("amdgcn", "other", "other"),
    # PTX: int_alu/float_alu/setp/cvt/mov are covered by the alu_* columns
    ("ptx", "alu_int", "int_arith"),
    ("ptx", "alu_float", "float_math"),
    ("ptx", "alu_move", "data_movement"),
    ("ptx", "mma", "matrix"),
    ("ptx", "wgmma", "matrix"),
    ("ptx", "ld_global", "global_memory"),
    ("ptx", "st_global", "global_memory"),
    ("ptx", "ld_generic", "global_memory"),
    ("ptx", "st_generic", "global_memory"),
    ("ptx", "ld_local", "scratch_spill"),
    ("ptx", "st_local", "scratch_spill"),
    ("ptx", "atomic", "global_memory"),
    ("ptx", "cp_async", "global_memory"),
    ("ptx", "tma", "global_memory"),
    ("ptx", "ld_shared", "shared_memory"),
    ("ptx", "st_shared", "shared_memory"),
    ("ptx", "ldmatrix", "shared_memory"),
    ("ptx", "barrier", "sync_wait"),
    ("ptx", "branch", "control_flow"),
    ("ptx", "ld_param", "other"),
    ("ptx", "ld_const", "other"),
    ("ptx", "other", "other"),
)


def group_columns(isa: str) -> dict[str, list[str]]:
    """``{group: [static columns]}`` of one ISA, every group present (maybe empty)."""
    out: dict[str, list[str]] = {g: [] for g in GROUPS}
    for table_isa, column, group in GROUP_TABLE:
        if table_isa == isa:
            out[group].append(column)
    return out


def mapped_columns(isa: str) -> list[str]:
    return [column for table_isa, column, _ in GROUP_TABLE if table_isa == isa]


_GROUP_OF = {(isa, column): group for isa, column, group in GROUP_TABLE}


def instruction_group(isa: str, category: str, alu: str | None) -> str:
    """The group of one machine instruction: its ALU column's (``alu_<kind>``) where it
    has an ALU kind, else its category column's; the same partition as the table's."""
    column = f"alu_{alu}" if alu else category
    try:
        return _GROUP_OF[(isa, column)]
    except KeyError:
        raise AssertionError(f"no group for {isa} column {column}") from None


def _check_table() -> None:
    seen = set()
    for isa, column, group in GROUP_TABLE:
        assert group in GROUPS, group
        assert (isa, column) not in seen, (isa, column)
        seen.add((isa, column))


_check_table()


# SASS's groups are one rule per mnemonic, beside the other ISA tables
# (``bbprof.isa.categories.SASS_GROUP_RULES``): the same ten groups.
from bbprof.isa.categories import SASS_GROUP_RULES, sass_group  # noqa: E402,F401
