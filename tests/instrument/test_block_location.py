"""A block's debug location is its first instruction with a *real* source line.

LLVM writes ``!DILocation(line: 0, ...)`` for code that belongs to no line (hoisted,
merged, compiler-made); rocMLIR's 2021 conv starts 6 of its 10 blocks with such an
instruction while later instructions of the block carry real lines (issue 21, A2).
"""

from __future__ import annotations

from bbprof.instrument import instrument
from bbprof.ir import load_module

IR = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) !dbg !3 {
entry:
  %a = add i32 %n, 1, !dbg !10
  %b = mul i32 %a, 3, !dbg !11
  %c = icmp sgt i32 %b, 0, !dbg !12
  br i1 %c, label %then, label %join, !dbg !12
then:
  %d = add i32 %n, 2, !dbg !10
  store i32 %d, ptr addrspace(1) %p, align 4, !dbg !10
  br label %join, !dbg !10
join:
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "conv.mlir", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!10 = !DILocation(line: 0, scope: !3)
!11 = !DILocation(line: 42, column: 7, scope: !3)
!12 = !DILocation(line: 43, column: 7, scope: !3)
!13 = !DILocation(line: 50, column: 3, scope: !3)
"""


def test_block_location_skips_line_zero(tmp_path):
    path = tmp_path / "k.ll"
    path.write_text(IR)
    blocks = instrument(load_module(path)).block_map.functions[0].blocks
    locations = {b.name: b.debug_location for b in blocks}
    # entry starts at line 0, its second instruction is line 42: the block is at 42
    assert locations["entry"] == "conv.mlir:42"
    # every instruction of `then` is at line 0: the block has no location, not "line 0"
    assert locations["then"] is None
    assert locations["join"] == "conv.mlir:50"
