"""``bbprof validate``'s results as text: the per-block tables of the check against Nsight
Compute (``bbprof.validate.check``) and against a rocprofv3 thread trace
(``bbprof.validate.rocprof``). Their JSON is the results' own ``to_json``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bbprof.validate.check import Validation
    from bbprof.validate.rocprof import AttValidation


def ncu_text(v: Validation) -> list[str]:
    """``bbprof validate`` against Nsight Compute: the per-block table and the totals, as
    lines of text."""
    out = [f"{v.kernel}: bbprof (instrumented) vs Nsight Compute (plain kernel)"]
    w = max([len(str(c.block)) for c in v.blocks] + [5])
    fw = max([len(c.function) for c in v.blocks] + [8])
    out.append(f"  {'function':<{fw}} {'block':<{w}} {'map':<12} {'sass':>5} "
               f"{'thread_hits':>13} {'ncu threads':>13} {'':7} {'wave_hits':>11} "
               f"{'ncu warps':>11} {'':15}")
    for c in v.blocks:
        def num(x):
            return f"{x:,}" if x is not None else "-"
        out.append(f"  {c.function:<{fw}} {str(c.block):<{w}} {c.mapping:<12} "
                   f"{c.static_sass:>5} {c.thread_hits:>13,} {num(c.ncu_threads):>13} "
                   f"{c.thread_verdict:<7} {c.wave_hits:>11,} {num(c.ncu_warps):>11} "
                   f"{c.wave_verdict:<15}")
        if c.note:
            out.append(f"  {'':<{fw}} {'':<{w}} note: {c.note}")
    t = v.totals
    out.append(f"  dynamic SASS instructions: predicted {t['predicted_sass_executed']:,} "
               f"(wave_hits x static SASS), ncu {t['ncu_inst_executed']:,} "
               f"({t['ncu_inst_executed_source']})"
               + _difference(t["relative_difference"]))
    if t["ncu_unattributed"]:
        out.append(f"  ncu executions of instructions with no block line: "
                   f"{t['ncu_unattributed']:,}")
    for d in t["largest_block_differences"]:
        out.append(f"    {d['function']}:{d['block']}: predicted {d['predicted']:,}, ncu "
                   f"{d['ncu']:,} ({d['difference']:+,})")
    out.append(f"  blocks: thread exact {t['thread_exact']}, differs {t['thread_differs']}; "
               f"wave exact {t['wave_exact']}, differs {t['wave_differs']}; restructured "
               f"{t['restructured_blocks']}")
    out.extend(_issue_lines(t.get("issue_model")))
    out.extend(f"  note: {n}" for n in v.notes)
    return out


def _issue_lines(m: dict | None) -> list[str]:
    """The issue model's prediction (``bbprof.validate.issue_check``)."""
    if not m:
        return []
    rules = ", ".join(f"{k} {v}" for k, v in sorted(m["rules"].items()))
    out = [f"  issue model (machine blocks: {rules}): predicted {m['predicted']:,}, ncu "
           f"{m['ncu_inst_executed']:,}" + _difference(m["relative_difference"]),
           f"    largest group share difference: {m['largest_share_difference_pp']:.2f} "
           "percentage points"]
    for b in m["blocks_differ"][:8]:
        out.append(f"    machine block {b['block']} (+{b['offset']:#x}, {b['instructions']} "
                   f"instructions, IR {b['ir_blocks']}, {b['rule']}): model {b['model']:,}, "
                   f"ncu {b['ncu']:,}")
    out.extend(f"    note: {n}" for n in m["notes"])
    return out


def att_text(v: AttValidation) -> list[str]:
    """``bbprof validate --att-dir`` against a rocprofv3 thread trace: the per-block table
    and the totals, as lines of text."""
    out = [f"{v.kernel}: bbprof wave_hits (instrumented) vs rocprofv3 --att Hitcount (plain "
           f"kernel), {v.mode}: {v.traced_waves} of {v.launch_waves} waves traced"]
    w = max([len(str(c.block)) for c in v.blocks] + [5])
    out.append(f"  {'block':<{w}} {'map':<15} {'insts':>5} {'thread_hits':>13} "
               f"{'wave_hits':>11} {'expected':>11} {'att hits':>11}  verdict")
    for c in v.blocks:
        exp = "-" if c.expected is None else (f"{c.expected:,.0f}" if c.expected == int(c.expected)
                                              else f"{c.expected:,.2f}")
        att = "-" if c.att_hits is None else f"{c.att_hits:,}"
        out.append(f"  {str(c.block):<{w}} {c.mapping:<15} {c.static_instructions:>5} "
                   f"{c.thread_hits:>13,} {c.wave_hits:>11,} {exp:>11} {att:>11}  {c.verdict}")
        if c.note:
            out.append(f"  {'':<{w}} note: {c.note}")
    t = v.totals
    out.append(f"  dynamic instructions: predicted {t['predicted_for_traced_waves']:,.0f} "
               f"(wave_hits x static instructions, for the traced waves), trace "
               f"{t['att_hitcount_sum']:,} (sum of Hitcount)"
               + _difference(t["relative_difference"]))
    for d in t["largest_block_differences"]:
        out.append(f"    {d['block']}: predicted {d['predicted']:,.0f}, trace {d['att']:,} "
                   f"({d['difference']:+,.0f})")
    out.append(f"  blocks: agree {t['exact']}, differ {t['differs']}, restructured "
               f"{t['restructured_blocks']}")
    m = t.get("issue_model")
    if m:
        rules = ", ".join(f"{k} {n}" for k, n in sorted(m["rules"].items()))
        out.append(f"  issue model (machine blocks: {rules}): predicted {m['predicted']:,.0f}, "
                   f"trace {m['att_hitcount_sum']:,}" + _difference(m["relative_difference"]))
        for b in m["blocks_differ"][:8]:
            out.append(f"    machine block {b['machine_block']} ({b['instructions']} "
                       f"instructions, {b['rule']}): model {b['model']:,.0f}, trace "
                       f"{b['att']:,}")
        out.extend(f"    note: {n}" for n in m["notes"])
    out.extend(f"  note: {n}" for n in v.notes)
    return out


def _difference(relative: float | None) -> str:
    return f", difference {relative * 100:+.2f}%" if relative is not None else ""
