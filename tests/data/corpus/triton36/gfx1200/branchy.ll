; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @branchy_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg writeonly captures(none) %1, ptr addrspace(1) inreg readonly captures(none) %2, i32 inreg %3, float inreg %4, ptr addrspace(1) inreg readnone captures(none) %5, ptr addrspace(1) inreg readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %9 = sext i32 %8 to i64, !dbg !8
  %10 = getelementptr i32, ptr addrspace(1) %2, i64 %9, !dbg !8
  %11 = load <1 x i32>, ptr addrspace(1) %10, align 4, !dbg !9
  %12 = extractelement <1 x i32> %11, i64 0, !dbg !9
  %13 = shl i32 %8, 8, !dbg !10
  %14 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %15 = and i32 %14, 127, !dbg !11
  %16 = and i32 %14, 31, !dbg !11
  %17 = lshr i32 %15, 5, !dbg !11
  %18 = or disjoint i32 %13, %15, !dbg !12
  %19 = or disjoint i32 %18, 128, !dbg !12
  %20 = icmp slt i32 %18, %3, !dbg !13
  %21 = icmp slt i32 %19, %3, !dbg !13
  %22 = sext i32 %19 to i64, !dbg !14
  %23 = getelementptr float, ptr addrspace(1) %0, i64 %22, !dbg !14
  br i1 %20, label %24, label %28, !dbg !15

24:                                               ; preds = %7
  %25 = sext i32 %18 to i64
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25
  %27 = load <1 x float>, ptr addrspace(1) %26, align 4, !dbg !15
  br label %28, !dbg !15

28:                                               ; preds = %24, %7
  %29 = phi <1 x float> [ %27, %24 ], [ zeroinitializer, %7 ], !dbg !15
  %30 = extractelement <1 x float> %29, i64 0, !dbg !15
  br i1 %21, label %31, label %33, !dbg !15

31:                                               ; preds = %28
  %32 = load <1 x float>, ptr addrspace(1) %23, align 4, !dbg !15
  br label %33, !dbg !15

33:                                               ; preds = %31, %28
  %34 = phi <1 x float> [ %32, %31 ], [ zeroinitializer, %28 ], !dbg !15
  %35 = extractelement <1 x float> %34, i64 0, !dbg !15
  %foldExtExtBinop = fadd <1 x float> %29, %34, !dbg !16
  %36 = extractelement <1 x float> %foldExtExtBinop, i64 0, !dbg !16
  %37 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %36, i32 280, i32 15, i32 15, i1 true), !dbg !19
  %38 = fadd float %37, %36, !dbg !16
  %39 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %38, i32 276, i32 15, i32 15, i1 true), !dbg !19
  %40 = fadd float %39, %38, !dbg !16
  %41 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %40, i32 274, i32 15, i32 15, i1 true), !dbg !19
  %42 = fadd float %41, %40, !dbg !16
  %43 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %42, i32 273, i32 15, i32 15, i1 true), !dbg !19
  %44 = fadd float %43, %42, !dbg !16
  %45 = bitcast float %44 to i32, !dbg !19
  %46 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %45, i32 -1, i32 -1, i1 true, i1 false), !dbg !19
  %47 = bitcast i32 %46 to float, !dbg !19
  %48 = fadd float %44, %47, !dbg !16
  %49 = tail call float @llvm.amdgcn.readlane.f32(float %48, i32 31), !dbg !19
  %50 = icmp eq i32 %16, 0, !dbg !19
  br i1 %50, label %51, label %53, !dbg !19

51:                                               ; preds = %33
  %52 = getelementptr float, ptr addrspace(3) @global_smem, i32 %17
  store float %49, ptr addrspace(3) %52, align 4, !dbg !19
  br label %53, !dbg !19

53:                                               ; preds = %51, %33
  fence syncscope("workgroup") release, !dbg !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19
  %54 = icmp samesign ult i32 %15, 4, !dbg !19
  %55 = getelementptr float, ptr addrspace(3) @global_smem, i32 %15, !dbg !19
  br i1 %54, label %56, label %58, !dbg !19

56:                                               ; preds = %53
  %57 = load float, ptr addrspace(3) %55, align 4, !dbg !19
  br label %58, !dbg !19

58:                                               ; preds = %56, %53
  %59 = phi float [ %57, %56 ], [ 0.000000e+00, %53 ], !dbg !22
  %60 = bitcast float %59 to i32, !dbg !19
  %61 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %60, i32 %60, i32 78, i32 15, i32 15, i1 false), !dbg !19
  %62 = bitcast i32 %61 to float, !dbg !19
  %63 = fadd float %59, %62, !dbg !16
  %64 = bitcast float %63 to i32, !dbg !19
  %65 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %64, i32 %64, i32 177, i32 15, i32 15, i1 false), !dbg !19
  %66 = and i32 %14, 3, !dbg !19
  %67 = icmp eq i32 %66, 0, !dbg !19
  %68 = and i1 %54, %67, !dbg !19
  br i1 %68, label %69, label %72, !dbg !19

69:                                               ; preds = %58
  %70 = bitcast i32 %65 to float
  %71 = fadd float %63, %70
  store float %71, ptr addrspace(3) %55, align 4, !dbg !19
  br label %72, !dbg !19

72:                                               ; preds = %69, %58
  fence syncscope("workgroup") release, !dbg !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19
  %73 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !19
  %74 = fcmp ogt float %73, %4, !dbg !23
  %75 = icmp sgt i32 %12, 0, !dbg !24
  br i1 %74, label %.preheader, label %.preheader3, !dbg !25

.preheader3:                                      ; preds = %72
  br i1 %75, label %.lr.ph, label %._crit_edge, !dbg !26

.preheader:                                       ; preds = %72
  br i1 %75, label %.lr.ph5, label %._crit_edge6, !dbg !27

.lr.ph5:                                          ; preds = %.preheader, %.lr.ph5
  %76 = phi i32 [ %83, %.lr.ph5 ], [ 0, %.preheader ]
  %77 = phi float [ %81, %.lr.ph5 ], [ %30, %.preheader ]
  %78 = phi float [ %82, %.lr.ph5 ], [ %35, %.preheader ]
  %79 = fmul float %77, 5.000000e-01, !dbg !28
  %80 = fmul float %78, 5.000000e-01, !dbg !28
  %81 = fadd float %79, 1.000000e+00, !dbg !29
  %82 = fadd float %80, 1.000000e+00, !dbg !29
  %83 = add nuw nsw i32 %76, 1, !dbg !30
  %exitcond10.not = icmp eq i32 %83, %12, !dbg !27
  br i1 %exitcond10.not, label %._crit_edge6, label %.lr.ph5, !dbg !27

._crit_edge6:                                     ; preds = %.lr.ph5, %.preheader
  %84 = phi float [ %30, %.preheader ], [ %81, %.lr.ph5 ]
  %85 = phi float [ %35, %.preheader ], [ %82, %.lr.ph5 ]
  %86 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !31
  %87 = insertelement <1 x float> poison, float %84, i64 0, !dbg !32
  br i1 %20, label %88, label %93, !dbg !32

88:                                               ; preds = %._crit_edge6, %._crit_edge
  %89 = phi <1 x float> [ %111, %._crit_edge ], [ %87, %._crit_edge6 ], !dbg !32
  %90 = phi float [ %110, %._crit_edge ], [ %85, %._crit_edge6 ], !dbg !32
  %91 = phi ptr addrspace(1) [ %108, %._crit_edge ], [ %86, %._crit_edge6 ], !dbg !31
  %.pn = sext i32 %18 to i64, !dbg !24
  %92 = getelementptr float, ptr addrspace(1) %1, i64 %.pn, !dbg !24
  store <1 x float> %89, ptr addrspace(1) %92, align 4, !dbg !32
  br label %93, !dbg !32

93:                                               ; preds = %88, %._crit_edge6, %._crit_edge
  %94 = phi float [ %110, %._crit_edge ], [ %90, %88 ], [ %85, %._crit_edge6 ], !dbg !32
  %95 = phi ptr addrspace(1) [ %108, %._crit_edge ], [ %91, %88 ], [ %86, %._crit_edge6 ], !dbg !31
  br i1 %21, label %96, label %112, !dbg !32

96:                                               ; preds = %93
  %97 = insertelement <1 x float> poison, float %94, i64 0
  store <1 x float> %97, ptr addrspace(1) %95, align 4, !dbg !32
  br label %112, !dbg !32

.lr.ph:                                           ; preds = %.preheader3, %.lr.ph
  %98 = phi float [ %103, %.lr.ph ], [ %30, %.preheader3 ]
  %99 = phi float [ %104, %.lr.ph ], [ %35, %.preheader3 ]
  %100 = phi i32 [ %105, %.lr.ph ], [ 0, %.preheader3 ]
  %101 = fcmp ogt float %98, 0.000000e+00, !dbg !33
  %102 = fcmp ogt float %99, 0.000000e+00, !dbg !33
  %.v = select i1 %101, float -1.000000e+00, float 2.000000e+00, !dbg !34
  %103 = fadd float %98, %.v, !dbg !34
  %.v2 = select i1 %102, float -1.000000e+00, float 2.000000e+00, !dbg !34
  %104 = fadd float %99, %.v2, !dbg !34
  %105 = add nuw nsw i32 %100, 1, !dbg !26
  %exitcond.not = icmp eq i32 %105, %12, !dbg !26
  br i1 %exitcond.not, label %._crit_edge, label %.lr.ph, !dbg !26

._crit_edge:                                      ; preds = %.lr.ph, %.preheader3
  %106 = phi float [ %30, %.preheader3 ], [ %103, %.lr.ph ], !dbg !15
  %107 = phi float [ %35, %.preheader3 ], [ %104, %.lr.ph ], !dbg !15
  %108 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !35
  %109 = fsub float 0.000000e+00, %106, !dbg !36
  %110 = fsub float 0.000000e+00, %107, !dbg !36
  %111 = insertelement <1 x float> poison, float %109, i64 0, !dbg !37
  br i1 %20, label %88, label %93, !dbg !37

112:                                              ; preds = %93, %96
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "branchy_kernel", linkageName: "branchy_kernel", scope: !1, file: !1, line: 99, type: !5, scopeLine: 99, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 101, column: 24, scope: !4)
!8 = !DILocation(line: 102, column: 32, scope: !4)
!9 = !DILocation(line: 102, column: 19, scope: !4)
!10 = !DILocation(line: 103, column: 17, scope: !4)
!11 = !DILocation(line: 103, column: 38, scope: !4)
!12 = !DILocation(line: 103, column: 25, scope: !4)
!13 = !DILocation(line: 104, column: 18, scope: !4)
!14 = !DILocation(line: 105, column: 24, scope: !4)
!15 = !DILocation(line: 105, column: 16, scope: !4)
!16 = !DILocation(line: 263, column: 15, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!19 = !DILocation(line: 293, column: 36, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 106, column: 15, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 106, column: 15, scope: !4)
!23 = !DILocation(line: 107, column: 11, scope: !4)
!24 = !DILocation(line: 0, scope: !4)
!25 = !DILocation(line: 107, column: 7, scope: !4)
!26 = !DILocation(line: 117, column: 26, scope: !4)
!27 = !DILocation(line: 110, column: 18, scope: !4)
!28 = !DILocation(line: 111, column: 24, scope: !4)
!29 = !DILocation(line: 111, column: 30, scope: !4)
!30 = !DILocation(line: 112, column: 17, scope: !4)
!31 = !DILocation(line: 113, column: 25, scope: !4)
!32 = !DILocation(line: 113, column: 31, scope: !4)
!33 = !DILocation(line: 118, column: 35, scope: !4)
!34 = !DILocation(line: 118, column: 50, scope: !4)
!35 = !DILocation(line: 119, column: 25, scope: !4)
!36 = !DILocation(line: 119, column: 32, scope: !4)
!37 = !DILocation(line: 119, column: 31, scope: !4)
!38 = !DILocation(line: 107, column: 4, scope: !4)
