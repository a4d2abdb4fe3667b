"""A ``switch`` whose closing line carries metadata (``], !dbg !8``, ``], !prof !9``: any
IR compiled with debug info or profile data) is read, instrumented and counted (issue 44:
the reader of a switch's cases stopped only at a line that is exactly ``  ]``, and the
module was refused with "block ... has no instructions")."""

from __future__ import annotations

import ctypes

import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import EVERY_BLOCK, Mode
from bbprof.ir import load_module
from bbprof.runtime.host import HostProgram

IR = """define i32 @f(i32 %x) !dbg !4 {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %one
  ], !dbg !8, !prof !9
zero:
  br label %done, !dbg !8
one:
  br label %done, !dbg !8
other:
  br label %done, !dbg !8
done:
  %r = phi i32 [ 10, %zero ], [ 11, %one ], [ 12, %other ], !dbg !8
  ret i32 %r, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "s.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!8 = !DILocation(line: 2, column: 3, scope: !4)
!9 = !{!"branch_weights", i32 1, i32 2, i32 3}
"""


def test_the_switch_and_its_blocks_are_read():
    module = load_module("s.ll", "host", text=IR)
    (fn,) = module.functions
    assert [b.name for b in fn.blocks] == ["entry", "zero", "one", "other", "done"]
    assert fn.blocks[0].terminator.opcode == "switch"
    assert sorted(fn.blocks[0].successor_ids) == [1, 2, 3]
    assert module.debug_location(fn.blocks[1].instructions[0]) == "s.c:2"


@pytest.mark.parametrize("mode", [Mode(), Mode(placement=EVERY_BLOCK)], ids=str)
def test_a_switch_with_metadata_is_counted(mode):
    """x = 0, 1, 1, 5, 7, 9: by hand, zero once, one twice, other three times."""
    result = instrument(load_module("s.ll", "host", text=IR), mode=mode)
    program = HostProgram(result.text, result.block_map)
    f = program.function("f", ctypes.c_int32, ctypes.c_int32)
    assert [f(x) for x in (0, 1, 1, 5, 7, 9)] == [10, 11, 11, 12, 12, 12]
    frame = result.block_map.block_counts(program.read_counters())
    counts = dict(zip(frame.block, frame.thread_hits.astype(int)))
    assert counts == {"entry": 6, "zero": 1, "one": 2, "other": 3, "done": 6}
