"""The emulator reads the few instructions' text it needs (shufflevector masks, GEP source
types, predicates, switch cases) from one print of the module, not from llvmlite's print
of each instruction, which builds a slot table of the whole function each time (issue
44: the emulator's load linear in the module; FlagGems' gfx1100 flash attention took 50 s
to load instrumented, 42 of them printing instructions)."""

from __future__ import annotations

import re
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest

from bbprof.runtime.backend import LaunchShape, Scalar, get_backend
from bbprof.runtime.emulator.program import _function_bodies

DATA = Path(__file__).resolve().parents[1] / "data"
SWITCH_DBG = DATA / "emulator" / "switch_dbg_records.ll"   # switch ... ], !dbg; #dbg_value
MODULES = [SWITCH_DBG, DATA / "corpus" / "gfx942" / "conv2d_implicit_gemm.ll",
           DATA / "corpus" / "sm_80" / "branchy.ll"]


def numbers_out(text: str) -> str:
    """Metadata and attribute-group numbers, which a module's print numbers module-wide
    and an instruction's print per function (the emulator reads neither)."""
    return re.sub(r"#\d+", "#N", re.sub(r"!\d+", "!N", text))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_the_modules_print_gives_each_instructions_own_text(path):
    module = llvm.parse_assembly(path.read_text())
    defined = [f for f in module.functions if not f.is_declaration]
    bodies = _function_bodies(str(module))
    assert len(bodies) == len(defined)
    for fn, body in zip(defined, bodies):
        own = [str(i) for b in fn.blocks for i in b.instructions]
        assert [numbers_out(t) for t in body] == [numbers_out(t) for t in own]


def test_loading_prints_no_instruction_through_llvmlite(monkeypatch):
    """Loading a corpus module and the switch/debug-record kernel asks llvmlite for no
    instruction's text; the kernel then runs as its text says: x = 0 stores element 3
    of zeroinitializer ++ <1, 2> (the shuffle's first index), that is 2."""
    from llvmlite.binding import value

    asked = []
    real = value.ValueRef.__str__

    def counted(self):
        if self.is_instruction:
            asked.append(self.opcode)
        return real(self)

    monkeypatch.setattr(value.ValueRef, "__str__", counted)
    backend = get_backend("emulator")
    backend.load(MODULES[1].read_text(), None)
    code = backend.load(SWITCH_DBG.read_text(), None)
    assert asked == []
    out = backend.upload(np.zeros(1, np.int32))
    code.launch("k", LaunchShape.of(1, 64), [Scalar(0, np.int32), out])
    assert out.read_array(np.int32)[0] == 2


def test_a_body_that_does_not_line_up_is_not_used():
    """A body whose lines do not name their instructions' opcodes (a line too many, or
    shifted) is refused by the check, so each instruction's text is asked of llvmlite
    rather than taken from another line."""
    from bbprof.runtime.emulator.program import _aligned
    from bbprof.runtime.emulator.refs import Inst

    module = llvm.parse_assembly(SWITCH_DBG.read_text())
    fn = module.get_function("k")
    insts = [(0, Inst(i, 0)) for b in fn.blocks for i in b.instructions]
    body = _function_bodies(str(module))[0]
    assert _aligned(insts, body)
    assert not _aligned(insts, body[1:] + body[:1])      # shifted by one
    assert not _aligned(insts, body + ["  ret void"])    # one too many
