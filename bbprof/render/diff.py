"""A diff of two reports as text (rich), CSV (block table) or JSON.

Every output says what its counts are: the notes (``bbprof.analysis.diff.diff_notes``:
per launch or each side's sums, launch shapes, IR instructions without groups) are
printed first in the text, are ``notes`` in the JSON beside ``counts`` (the
``LaunchScale``), and the CSV's ``counts``, ``launches_a`` and ``launches_b`` columns say
per launch or total on every row.
"""

from __future__ import annotations

import json
import math

import pandas as pd
from rich.console import Console

from bbprof.render.format import count, percent, ratio, source_line
from bbprof.render.text import fitted_table


def _table(title: str, columns, rows):
    """``fitted_table``, at least as wide as its title (", per launch" makes titles longer
    than a narrow table)."""
    table = fitted_table(title, columns, rows)
    table.min_width = len(title)
    return table


def _count(value) -> str:
    """A count; a per-launch count that is not whole with one decimal (``357.3``)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if float(value).is_integer() or abs(value) >= 10**6:
        return count(round(value))
    return f"{value:,.1f}"


def _signed(value) -> str:
    text = _count(abs(value))
    return ("+" if value > 0 else "-" if value < 0 else "±") + text


def render(groups: pd.DataFrame, blocks: pd.DataFrame, unmatched: pd.DataFrame,
           console: Console, *, names: tuple[str, str], sort: str = "issued",
           top: int = 15, lines: pd.DataFrame | None = None,
           ops: pd.DataFrame | None = None, headline: dict | None = None,
           notes: list[str] = (), per_launch: bool = False) -> None:
    """The diff in the terminal; ``notes`` first, and ``per_launch`` in every title."""
    a, b = names
    console.print(f"A = {a}\nB = {b}", highlight=False)
    for note in notes:
        console.print(f"note: {note}", highlight=False)
    per = ", per launch" if per_launch else ""
    columns = [(name, "left" if name == "group" else "right")
               for name in ("group", "A", "share A", "B", "share B", "B - A", "B / A")]
    rows = [[r.label, _count(r.issued_a), percent(r.share_a), _count(r.issued_b),
             percent(r.share_b), _signed(r.delta), ratio(r.ratio)]
            for r in groups.itertuples()]
    by = "by group" if len(groups) > 1 else "in total (no groups)"
    console.print(_table(f"Issued instructions {by}{per}", columns, rows))
    key = "issued_delta" if sort == "issued" else f"{sort}_delta"
    part = sorted_blocks(blocks, sort).head(top)
    what = ("issued instructions" if sort == "issued" else f"{sort} instructions") + per
    columns = [(name, "right" if name in ("A", "B", "B - A") else "left")
               for name in ("function", "block A", "block B", "line", "A", "B", "B - A")]
    rows = []
    col_a = "issued_a" if sort == "issued" else f"{sort}_a"
    col_b = "issued_b" if sort == "issued" else f"{sort}_b"
    for r in part.itertuples():
        rows.append([r.function, str(r.block_a), str(r.block_b),
                     str(r.debug_location or "").rsplit("/", 1)[-1],
                     _count(getattr(r, col_a)), _count(getattr(r, col_b)),
                     _signed(getattr(r, key))])
    console.print(_table(f"Blocks that changed most ({what})", columns, rows))
    if headline is not None:
        console.print(f"{headline['label'].capitalize()} changed most in {headline['op']}"
                      + (f" (line {headline['line']})" if headline["line"] else "")
                      + f": {_count(headline['a'])} -> {_count(headline['b'])} issued{per} "
                      f"({_signed(headline['delta'])})", highlight=False, soft_wrap=True)
    if ops is not None and not ops.empty:
        console.print(_op_table(ops, top, per))
    if lines is not None and lines.file.notna().any():
        console.print(_line_table(lines, top, per))
    if not unmatched.empty:
        console.print(f"Unmatched blocks: {int((unmatched.side == 'a').sum())} only in A "
                      f"({_count(unmatched[unmatched.side == 'a'].issued.sum())} issued), "
                      f"{int((unmatched.side == 'b').sum())} only in B "
                      f"({_count(unmatched[unmatched.side == 'b'].issued.sum())} issued)"
                      + per, highlight=False)
        for r in unmatched.sort_values("issued", ascending=False).head(top).itertuples():
            console.print(f"  {r.side.upper()}: {r.function} {r.block} "
                          f"({r.debug_location or 'no location'}): {_count(r.issued)} issued",
                          highlight=False)


def _op_table(ops: pd.DataFrame, top: int, per: str = ""):
    columns = [(name, "left" if name in ("line", "op") else "right")
               for name in ("line", "op", "A", "B", "B - A", "addr/int A", "addr/int B")]
    rows = [["" if pd.isna(r.line) else str(r.line),
             str(r.op) + ("" if r.in_a and r.in_b else " (only in A)" if r.in_a
                          else " (only in B)"), _count(r.issued_a),
             _count(r.issued_b), _signed(r.issued_delta), _count(r.int_arith_a),
             _count(r.int_arith_b)] for r in ops.head(top).itertuples()]
    return _table(f"MLIR ops that changed most (issued instructions{per})", columns,
                        rows)


def _line_table(lines: pd.DataFrame, top: int, per: str = ""):
    columns = [(name, "left" if name in ("function", "file:line") else "right")
               for name in ("function", "file:line", "A", "B", "B - A")]
    rows = [[r.function, source_line(r.file, r.line), _count(r.issued_a),
             _count(r.issued_b), _signed(r.issued_delta)] for r in lines.head(top).itertuples()]
    return _table(f"Source lines that changed most (issued instructions{per})", columns,
                        rows)


def sorted_blocks(blocks: pd.DataFrame, sort: str) -> pd.DataFrame:
    key = "issued_delta" if sort == "issued" else f"{sort}_delta"
    if key not in blocks.columns:
        from bbprof.errors import InputError
        from bbprof.isa.groups import GROUPS

        if sort in GROUPS:
            raise InputError(f"cannot sort by '{sort}': the profiles count IR instructions "
                             "(no machine-code mix), which belong to no instruction group",
                             hint="use --sort issued; for a GPU profile's groups pass "
                                  "--arch, or --static-a and --static-b")
        raise InputError(f"cannot sort by '{sort}'", hint="use issued or a group name")
    order = blocks[key].abs().sort_values(ascending=False, kind="stable").index
    return blocks.loc[order].reset_index(drop=True)


def to_csv(blocks: pd.DataFrame, scale=None) -> str:
    """The block table; ``counts`` ("per launch" or "total"), ``launches_a`` and
    ``launches_b`` on every row, so the file says what its numbers are."""
    frame = blocks.copy()
    if scale is not None:
        frame["counts"] = scale.counts
        frame["launches_a"] = scale.launches_a
        frame["launches_b"] = scale.launches_b
    return frame.to_csv(index=False)


def to_json(groups, blocks, unmatched, names, lines=None, ops=None, headline=None,
            scale=None, notes: list[str] = ()) -> str:
    """Everything; ``counts`` (``LaunchScale.to_json``: per launch or total, each side's
    launches and launch shapes) and ``notes`` say what the numbers are."""
    doc = {"schema": "bbprof.diff/1", "a": names[0], "b": names[1],
           **({} if scale is None else {"counts": scale.to_json()}),
           "notes": list(notes),
           "groups": json.loads(groups.to_json(orient="records")),
           "blocks": json.loads(blocks.to_json(orient="records")),
           "unmatched": json.loads(unmatched.to_json(orient="records"))}
    if lines is not None:
        doc["lines"] = json.loads(lines.to_json(orient="records"))
    if ops is not None and not ops.empty:
        doc["ops"] = json.loads(ops.to_json(orient="records"))
        doc["most_changed"] = headline
    return json.dumps(doc, indent=1) + "\n"
