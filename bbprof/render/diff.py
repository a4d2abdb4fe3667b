"""A diff of two reports as text (rich), CSV (block table), JSON or Markdown."""

from __future__ import annotations

import json

import pandas as pd
from rich.console import Console

from bbprof.render.format import count, percent, ratio, source_line
from bbprof.render.text import fitted_table


def _signed(value) -> str:
    text = count(abs(int(value)))
    return ("+" if value > 0 else "-" if value < 0 else "±") + text


def render(groups: pd.DataFrame, blocks: pd.DataFrame, unmatched: pd.DataFrame,
           console: Console, *, names: tuple[str, str], sort: str = "issued",
           top: int = 15, lines: pd.DataFrame | None = None,
           ops: pd.DataFrame | None = None, headline: dict | None = None) -> None:
    a, b = names
    console.print(f"A = {a}\nB = {b}", highlight=False)
    columns = [(name, "left" if name == "group" else "right")
               for name in ("group", "A", "share A", "B", "share B", "B - A", "B / A")]
    rows = [[r.label, count(r.issued_a), percent(r.share_a), count(r.issued_b),
             percent(r.share_b), _signed(r.delta), ratio(r.ratio)]
            for r in groups.itertuples()]
    console.print(fitted_table("Issued instructions by group", columns, rows))
    key = "issued_delta" if sort == "issued" else f"{sort}_delta"
    part = sorted_blocks(blocks, sort).head(top)
    what = "issued instructions" if sort == "issued" else f"{sort} instructions"
    columns = [(name, "right" if name in ("A", "B", "B - A") else "left")
               for name in ("function", "block A", "block B", "line", "A", "B", "B - A")]
    rows = []
    col_a = "issued_a" if sort == "issued" else f"{sort}_a"
    col_b = "issued_b" if sort == "issued" else f"{sort}_b"
    for r in part.itertuples():
        rows.append([r.function, str(r.block_a), str(r.block_b),
                     str(r.debug_location or "").rsplit("/", 1)[-1],
                     count(getattr(r, col_a)), count(getattr(r, col_b)),
                     _signed(getattr(r, key))])
    console.print(fitted_table(f"Blocks that changed most ({what})", columns, rows))
    if headline is not None:
        console.print(f"{headline['label'].capitalize()} changed most in {headline['op']}"
                      + (f" (line {headline['line']})" if headline["line"] else "")
                      + f": {count(headline['a'])} -> {count(headline['b'])} issued "
                      f"({_signed(headline['delta'])})", highlight=False, soft_wrap=True)
    if ops is not None and not ops.empty:
        console.print(_op_table(ops, top))
    if lines is not None and lines.file.notna().any():
        console.print(_line_table(lines, top))
    if not unmatched.empty:
        console.print(f"Unmatched blocks: {int((unmatched.side == 'a').sum())} only in A "
                      f"({count(unmatched[unmatched.side == 'a'].issued.sum())} issued), "
                      f"{int((unmatched.side == 'b').sum())} only in B "
                      f"({count(unmatched[unmatched.side == 'b'].issued.sum())} issued)",
                      highlight=False)
        for r in unmatched.sort_values("issued", ascending=False).head(top).itertuples():
            console.print(f"  {r.side.upper()}: {r.function} {r.block} "
                          f"({r.debug_location or 'no location'}): {count(r.issued)} issued",
                          highlight=False)


def _op_table(ops: pd.DataFrame, top: int):
    columns = [(name, "left" if name in ("line", "op") else "right")
               for name in ("line", "op", "A", "B", "B - A", "addr/int A", "addr/int B")]
    rows = [["" if pd.isna(r.line) else str(r.line),
             str(r.op) + ("" if r.in_a and r.in_b else " (only in A)" if r.in_a
                          else " (only in B)"), count(r.issued_a),
             count(r.issued_b), _signed(r.issued_delta), count(r.int_arith_a),
             count(r.int_arith_b)] for r in ops.head(top).itertuples()]
    return fitted_table("MLIR ops that changed most (issued instructions)", columns, rows)


def _line_table(lines: pd.DataFrame, top: int):
    columns = [(name, "left" if name in ("function", "file:line") else "right")
               for name in ("function", "file:line", "A", "B", "B - A")]
    rows = [[r.function, source_line(r.file, r.line), count(r.issued_a), count(r.issued_b),
             _signed(r.issued_delta)] for r in lines.head(top).itertuples()]
    return fitted_table("Source lines that changed most (issued instructions)", columns, rows)


def sorted_blocks(blocks: pd.DataFrame, sort: str) -> pd.DataFrame:
    key = "issued_delta" if sort == "issued" else f"{sort}_delta"
    if key not in blocks.columns:
        from bbprof.errors import InputError

        raise InputError(f"cannot sort by '{sort}'", hint="use issued or a group name")
    order = blocks[key].abs().sort_values(ascending=False, kind="stable").index
    return blocks.loc[order].reset_index(drop=True)


def to_json(groups, blocks, unmatched, names, lines=None, ops=None, headline=None) -> str:
    doc = {"schema": "bbprof.diff/1", "a": names[0], "b": names[1],
           "groups": json.loads(groups.to_json(orient="records")),
           "blocks": json.loads(blocks.to_json(orient="records")),
           "unmatched": json.loads(unmatched.to_json(orient="records"))}
    if lines is not None:
        doc["lines"] = json.loads(lines.to_json(orient="records"))
    if ops is not None and not ops.empty:
        doc["ops"] = json.loads(ops.to_json(orient="records"))
        doc["most_changed"] = headline
    return json.dumps(doc, indent=1) + "\n"
