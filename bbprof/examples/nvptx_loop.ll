; Triton 3.6 'llir' of the loop kernel of shared/corpus/kernels_h200.py (written for bbprof),
; JIT-compiled on an NVIDIA H200 (sm_90a). Unmodified below this header.
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @loop_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = shl i32 %7, 10, !dbg !8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %10 = shl nuw nsw i32 %9, 2, !dbg !9
  %11 = and i32 %10, 508, !dbg !9
  %12 = or disjoint i32 %11, %8, !dbg !10
  %13 = or disjoint i32 %12, 512, !dbg !10
  %14 = sext i32 %12 to i64, !dbg !11
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %14, !dbg !11
  %16 = sext i32 %13 to i64, !dbg !11
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !11
  %18 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %15) #2, !dbg !12
  %19 = extractvalue { i32, i32, i32, i32 } %18, 0, !dbg !12
  %20 = extractvalue { i32, i32, i32, i32 } %18, 1, !dbg !12
  %21 = extractvalue { i32, i32, i32, i32 } %18, 2, !dbg !12
  %22 = extractvalue { i32, i32, i32, i32 } %18, 3, !dbg !12
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %17) #2, !dbg !12
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !12
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !12
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !12
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !12
  %28 = insertelement <8 x i32> poison, i32 %19, i64 0, !dbg !12
  %29 = insertelement <8 x i32> %28, i32 %20, i64 1, !dbg !12
  %30 = insertelement <8 x i32> %29, i32 %21, i64 2, !dbg !12
  %31 = insertelement <8 x i32> %30, i32 %22, i64 3, !dbg !12
  %32 = insertelement <8 x i32> %31, i32 %24, i64 4, !dbg !12
  %33 = insertelement <8 x i32> %32, i32 %25, i64 5, !dbg !12
  %34 = insertelement <8 x i32> %33, i32 %26, i64 6, !dbg !12
  %35 = insertelement <8 x i32> %34, i32 %27, i64 7, !dbg !12
  %36 = bitcast <8 x i32> %35 to <8 x float>, !dbg !12
  %37 = icmp sgt i32 %3, 0, !dbg !13
  br i1 %37, label %.lr.ph, label %._crit_edge, !dbg !13

.lr.ph:                                           ; preds = %6, %.lr.ph
  %38 = phi i32 [ %42, %.lr.ph ], [ 0, %6 ]
  %39 = phi <8 x float> [ %41, %.lr.ph ], [ zeroinitializer, %6 ]
  %40 = fmul <8 x float> %39, splat (float 5.000000e-01), !dbg !14
  %41 = fadd <8 x float> %40, %36, !dbg !15
  %42 = add nuw nsw i32 %38, 1, !dbg !13
  %exitcond.not = icmp eq i32 %42, %3, !dbg !13
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !13

._crit_edge:                                      ; preds = %.lr.ph, %6
  %43 = phi <8 x float> [ zeroinitializer, %6 ], [ %41, %.lr.ph ], !dbg !16
  %44 = getelementptr float, ptr addrspace(1) %1, i64 %14, !dbg !17
  %45 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !17
  %46 = extractelement <8 x float> %43, i64 0, !dbg !18
  %47 = bitcast float %46 to i32, !dbg !18
  %48 = extractelement <8 x float> %43, i64 1, !dbg !18
  %49 = bitcast float %48 to i32, !dbg !18
  %50 = extractelement <8 x float> %43, i64 2, !dbg !18
  %51 = bitcast float %50 to i32, !dbg !18
  %52 = extractelement <8 x float> %43, i64 3, !dbg !18
  %53 = bitcast float %52 to i32, !dbg !18
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %47, i32 %49, i32 %51, i32 %53, ptr addrspace(1) %44) #2, !dbg !18
  %54 = extractelement <8 x float> %43, i64 4, !dbg !18
  %55 = bitcast float %54 to i32, !dbg !18
  %56 = extractelement <8 x float> %43, i64 5, !dbg !18
  %57 = bitcast float %56 to i32, !dbg !18
  %58 = extractelement <8 x float> %43, i64 6, !dbg !18
  %59 = bitcast float %58 to i32, !dbg !18
  %60 = extractelement <8 x float> %43, i64 7, !dbg !18
  %61 = bitcast float %60 to i32, !dbg !18
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %55, i32 %57, i32 %59, i32 %61, ptr addrspace(1) %45) #2, !dbg !18
  %62 = and i32 %7, 1, !dbg !19
  %63 = icmp eq i32 %62, 0, !dbg !20
  br i1 %63, label %64, label %83, !dbg !21

64:                                               ; preds = %._crit_edge
  %65 = getelementptr float, ptr addrspace(1) %2, i64 %14, !dbg !22
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %16, !dbg !22
  %67 = fadd float %46, 1.000000e+00, !dbg !23
  %68 = fadd float %48, 1.000000e+00, !dbg !23
  %69 = fadd float %50, 1.000000e+00, !dbg !23
  %70 = fadd float %52, 1.000000e+00, !dbg !23
  %71 = fadd float %54, 1.000000e+00, !dbg !23
  %72 = fadd float %56, 1.000000e+00, !dbg !23
  %73 = fadd float %58, 1.000000e+00, !dbg !23
  %74 = fadd float %60, 1.000000e+00, !dbg !23
  %75 = bitcast float %67 to i32, !dbg !24
  %76 = bitcast float %68 to i32, !dbg !24
  %77 = bitcast float %69 to i32, !dbg !24
  %78 = bitcast float %70 to i32, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %75, i32 %76, i32 %77, i32 %78, ptr addrspace(1) %65) #2, !dbg !24
  %79 = bitcast float %71 to i32, !dbg !24
  %80 = bitcast float %72 to i32, !dbg !24
  %81 = bitcast float %73 to i32, !dbg !24
  %82 = bitcast float %74 to i32, !dbg !24
  tail call void asm sideeffect "st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l"(i32 %79, i32 %80, i32 %81, i32 %82, ptr addrspace(1) %66) #2, !dbg !24
  br label %83, !dbg !21

83:                                               ; preds = %64, %._crit_edge
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "loop_kernel", linkageName: "loop_kernel", scope: !1, file: !1, line: 7, type: !5, scopeLine: 7, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 8, column: 24, scope: !4)
!8 = !DILocation(line: 9, column: 17, scope: !4)
!9 = !DILocation(line: 9, column: 38, scope: !4)
!10 = !DILocation(line: 9, column: 25, scope: !4)
!11 = !DILocation(line: 10, column: 24, scope: !4)
!12 = !DILocation(line: 10, column: 16, scope: !4)
!13 = !DILocation(line: 12, column: 19, scope: !4)
!14 = !DILocation(line: 13, column: 20, scope: !4)
!15 = !DILocation(line: 13, column: 26, scope: !4)
!16 = !DILocation(line: 11, column: 19, scope: !4)
!17 = !DILocation(line: 14, column: 23, scope: !4)
!18 = !DILocation(line: 14, column: 29, scope: !4)
!19 = !DILocation(line: 15, column: 13, scope: !4)
!20 = !DILocation(line: 15, column: 18, scope: !4)
!21 = !DILocation(line: 15, column: 7, scope: !4)
!22 = !DILocation(line: 16, column: 28, scope: !4)
!23 = !DILocation(line: 16, column: 40, scope: !4)
!24 = !DILocation(line: 16, column: 34, scope: !4)
!25 = !DILocation(line: 15, column: 4, scope: !4)
