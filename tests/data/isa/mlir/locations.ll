; Hand-written for bbprof's tests (not generated): the shape of what MLIR's LLVM
; translation writes for a kernel whose ops carry file locations (loc("kernel.mlir":L:C)
; becomes !DILocation(line: L, column: C)). One loop whose body holds the code of three
; ops (lines 12, 13, 14), an exit block whose first instruction is at line 0.
; for (i = 0; i < n; i++) acc = acc * 0.5 + x[tid * n + i];  out[tid] = acc
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @kernel(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) #0 !dbg !3 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %base = mul i32 %tid, %n, !dbg !11
  %go = icmp sgt i32 %n, 0, !dbg !11
  br i1 %go, label %loop, label %exit, !dbg !11

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %idx = add i32 %base, %i, !dbg !12
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i32 %idx, !dbg !12
  %v = load float, ptr addrspace(1) %p, align 4, !dbg !12
  %half = fmul float %acc, 5.000000e-01, !dbg !13
  %sum = fadd float %half, %v, !dbg !14
  %next = add nuw nsw i32 %i, 1, !dbg !15
  %more = icmp slt i32 %next, %n, !dbg !15
  br i1 %more, label %loop, label %exit, !dbg !15

exit:
  %r = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid, !dbg !16
  store float %r, ptr addrspace(1) %q, align 4, !dbg !17
  ret void, !dbg !18
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx90a" "amdgpu-flat-work-group-size"="1,64" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "mlir", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.mlir", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "kernel", linkageName: "kernel", scope: !1, file: !1, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!10 = !DILocation(line: 5, column: 10, scope: !3)
!11 = !DILocation(line: 8, column: 3, scope: !3)
!12 = !DILocation(line: 12, column: 12, scope: !3)
!13 = !DILocation(line: 13, column: 12, scope: !3)
!14 = !DILocation(line: 14, column: 12, scope: !3)
!15 = !DILocation(line: 9, column: 5, scope: !3)
!16 = !DILocation(line: 0, scope: !3)
!17 = !DILocation(line: 18, column: 5, scope: !3)
!18 = !DILocation(line: 19, column: 3, scope: !3)
