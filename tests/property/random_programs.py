"""Random programs with arbitrary control flow, as host LLVM IR and as a Python model.

A program is a list of functions; a function is a list of blocks. Every block:

* merges a constant chosen by the edge it was entered by into the state (a phi, so that
  the rewriting of phis is checked by what the program computes, not only by counts);
* mixes its own constants into the state and may call a later function (calls form a DAG);
* spends one unit of fuel, then either returns, or picks one of its successors from the
  state (a switch whose default is the first successor), or leaves through its exit block
  when the fuel is gone.

Successors are arbitrary (loops, nested loops, irreducible cycles, unreachable blocks, two
switch cases to one block) and every run terminates. ``run_model`` walks the same program in Python and counts block
entries; the IR computes the same u64 arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass, field

MASK = (1 << 64) - 1


@dataclass
class BlockSpec:
    mul: int
    add: int
    returns: bool
    successors: list[int]            # block ids (never 0, the entry), a repeat = two cases
    callee: int | None = None        # index of a later function
    edge_consts: dict[int, int] = field(default_factory=dict)  # predecessor -> constant


@dataclass
class FunctionSpec:
    blocks: list[BlockSpec]


def finish(functions: list[FunctionSpec]) -> list[FunctionSpec]:
    """Give every (predecessor, block) edge its constant, deterministically."""
    for fi, fn in enumerate(functions):
        for bi, block in enumerate(fn.blocks):
            if block.returns:
                block.successors = []
            for succ in block.successors:
                fn.blocks[succ].edge_consts[bi] = (fi * 7919 + bi * 104729 + succ * 1299709) \
                    & 0xFFFF
    return functions


def function_name(index: int) -> str:
    return f"f{index}"


def block_name(index: int) -> str:
    return "entry" if index == 0 else f"b{index}"


def to_ir(functions: list[FunctionSpec]) -> str:
    out = []
    for fi, fn in enumerate(functions):
        out.append(f"define i64 @{function_name(fi)}(i64 %seed, i64 %fuel0) {{")
        for bi, block in enumerate(fn.blocks):
            out.append(f"{block_name(bi)}:")
            if bi == 0:
                out.append("  %st.in.0 = add i64 %seed, 0")
                out.append("  %fu.in.0 = add i64 %fuel0, 0")
            else:
                # a phi has an entry per edge: a switch may reach a block by two cases
                preds = [p for p in sorted(block.edge_consts)
                         for _ in range(fn.blocks[p].successors.count(bi))]
                if preds:
                    st = ", ".join(f"[ %st.out.{p}, %{block_name(p)} ]" for p in preds)
                    fu = ", ".join(f"[ %fu.out.{p}, %{block_name(p)} ]" for p in preds)
                    ec = ", ".join(f"[ {block.edge_consts[p]}, %{block_name(p)} ]"
                                   for p in preds)
                    out.append(f"  %st.in.{bi} = phi i64 {st}")
                    out.append(f"  %fu.in.{bi} = phi i64 {fu}")
                    out.append(f"  %edge.{bi} = phi i64 {ec}")
                else:  # unreachable: no predecessors, so no phis
                    out.append(f"  %st.in.{bi} = add i64 0, 0")
                    out.append(f"  %fu.in.{bi} = add i64 0, 0")
                    out.append(f"  %edge.{bi} = add i64 0, 0")
            edge = f"%edge.{bi}" if bi else "0"
            out.append(f"  %x.{bi} = xor i64 %st.in.{bi}, {edge}")
            out.append(f"  %m.{bi} = mul i64 %x.{bi}, {block.mul}")
            out.append(f"  %a.{bi} = add i64 %m.{bi}, {block.add}")
            state = f"%a.{bi}"
            if block.callee is not None:
                out.append(f"  %r.{bi} = call i64 @{function_name(block.callee)}"
                           f"(i64 {state}, i64 6)")
                out.append(f"  %c.{bi} = add i64 {state}, %r.{bi}")
                state = f"%c.{bi}"
            out.append(f"  %st.out.{bi} = add i64 {state}, 0")
            out.append(f"  %fu.out.{bi} = sub i64 %fu.in.{bi}, 1")
            if block.returns or not block.successors:
                out.append(f"  ret i64 %st.out.{bi}")
                continue
            # The switch's default is the first successor, so that default edges are
            # counted too; value -1 (fuel gone) leaves through the exit.
            k = len(block.successors)
            out.append(f"  %hi.{bi} = lshr i64 %st.out.{bi}, 33")
            out.append(f"  %pick.{bi} = urem i64 %hi.{bi}, {k}")
            out.append(f"  %empty.{bi} = icmp sle i64 %fu.out.{bi}, 0")
            out.append(f"  %sel.{bi} = select i1 %empty.{bi}, i64 -1, i64 %pick.{bi}")
            cases = " ".join(f"i64 {i}, label %{block_name(s)}"
                             for i, s in enumerate(block.successors) if i > 0)
            out.append(f"  switch i64 %sel.{bi}, label %{block_name(block.successors[0])} "
                       f"[ {cases} i64 -1, label %exit.{bi} ]")
            out.append(f"exit.{bi}:")
            out.append(f"  ret i64 %st.out.{bi}")
        out.append("}")
        out.append("")
    return "\n".join(out)


def block_ids(functions: list[FunctionSpec]) -> dict[tuple[str, str], int]:
    """(function, block name) of every IR block, exits included (they count too)."""
    names = {}
    for fi, fn in enumerate(functions):
        for bi, block in enumerate(fn.blocks):
            names[(function_name(fi), block_name(bi))] = 0
            if not (block.returns or not block.successors):
                names[(function_name(fi), f"exit.{bi}")] = 0
    return names


def run_model(functions: list[FunctionSpec], seed: int, fuel: int,
              counts: dict[tuple[str, str], int], fi: int = 0,
              edges: dict[tuple[str, str, str], int] | None = None) -> int:
    """Walk the program as its IR runs, adding each block's entries to ``counts`` and,
    given ``edges``, each traversal of an edge (function, source, target) to it."""
    fn = functions[fi]
    name = function_name(fi)
    state, prev, bi = seed & MASK, None, 0
    while True:
        block = fn.blocks[bi]
        counts[(name, block_name(bi))] += 1
        edge = block.edge_consts[prev] if prev is not None else 0
        state = (((state ^ edge) * block.mul) + block.add) & MASK
        if block.callee is not None:
            state = (state + run_model(functions, state, 6, counts, block.callee,
                                       edges)) & MASK
        fuel = (fuel - 1) & MASK
        if block.returns or not block.successors:
            return state
        signed_fuel = fuel - (1 << 64) if fuel >> 63 else fuel
        if signed_fuel <= 0:
            counts[(name, f"exit.{bi}")] += 1
            if edges is not None:
                edges[(name, block_name(bi), f"exit.{bi}")] += 1
            return state
        prev, bi = bi, block.successors[(state >> 33) % len(block.successors)]
        if edges is not None:
            edges[(name, block_name(prev), block_name(bi))] += 1
