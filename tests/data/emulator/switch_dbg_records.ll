target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(i32 %x, ptr addrspace(1) %p) #0 !dbg !5 {
entry:
  %v = shufflevector <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 0>, !dbg !8
  %e = extractelement <2 x i32> %v, i32 0, !dbg !8
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
  ], !dbg !8

a:
  store i32 %e, ptr addrspace(1) %p, align 4, !dbg !8
  br label %d

b:
    #dbg_value(i32 %x, !9, !DIExpression(), !8)
  %c = icmp sgt i32 %x, 0, !dbg !8
  br label %d

d:
  ret void, !dbg !8
}

attributes #0 = { "target-cpu"="gfx942" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !7)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
