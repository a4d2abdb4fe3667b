; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @reduce_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg readnone captures(none) %3, ptr addrspace(1) inreg readnone captures(none) %4) local_unnamed_addr #0 !dbg !6 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !9
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !10
  %8 = load i32, ptr addrspace(4) %7, align 4, !dbg !10, !tbaa !11
  %9 = shl i32 %6, 10, !dbg !15
  %10 = shl i32 %8, 10, !dbg !16
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !17
  %12 = and i32 %11, 127, !dbg !17
  %13 = and i32 %11, 31, !dbg !17
  %14 = lshr i32 %12, 5, !dbg !17
  %15 = shl nuw nsw i32 %11, 2, !dbg !17
  %16 = and i32 %15, 508, !dbg !17
  %17 = icmp slt i32 %9, %2, !dbg !18
  br i1 %17, label %.lr.ph, label %._crit_edge, !dbg !18

.lr.ph:                                           ; preds = %5, %96
  %18 = phi float [ %99, %96 ], [ 0.000000e+00, %5 ]
  %19 = phi float [ %100, %96 ], [ 0.000000e+00, %5 ]
  %20 = phi float [ %101, %96 ], [ 0.000000e+00, %5 ]
  %21 = phi float [ %102, %96 ], [ 0.000000e+00, %5 ]
  %22 = phi float [ %103, %96 ], [ 0.000000e+00, %5 ]
  %23 = phi float [ %104, %96 ], [ 0.000000e+00, %5 ]
  %24 = phi float [ %105, %96 ], [ 0.000000e+00, %5 ]
  %25 = phi float [ %106, %96 ], [ 0.000000e+00, %5 ]
  %26 = phi i32 [ %107, %96 ], [ %9, %5 ]
  %27 = or disjoint i32 %26, %16, !dbg !19
  %28 = or disjoint i32 %27, 1, !dbg !19
  %29 = or disjoint i32 %27, 2, !dbg !19
  %30 = or disjoint i32 %27, 3, !dbg !19
  %31 = or disjoint i32 %27, 512, !dbg !19
  %32 = or disjoint i32 %27, 513, !dbg !19
  %33 = or disjoint i32 %27, 514, !dbg !19
  %34 = or disjoint i32 %27, 515, !dbg !19
  %35 = icmp slt i32 %27, %2, !dbg !20
  %36 = icmp slt i32 %28, %2, !dbg !20
  %37 = icmp slt i32 %29, %2, !dbg !20
  %38 = icmp slt i32 %30, %2, !dbg !20
  %39 = icmp slt i32 %31, %2, !dbg !20
  %40 = icmp slt i32 %32, %2, !dbg !20
  %41 = icmp slt i32 %33, %2, !dbg !20
  %42 = icmp slt i32 %34, %2, !dbg !20
  %43 = sext i32 %28 to i64, !dbg !21
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43, !dbg !21
  %45 = sext i32 %29 to i64, !dbg !21
  %46 = getelementptr float, ptr addrspace(1) %0, i64 %45, !dbg !21
  %47 = sext i32 %30 to i64, !dbg !21
  %48 = getelementptr float, ptr addrspace(1) %0, i64 %47, !dbg !21
  %49 = sext i32 %31 to i64, !dbg !21
  %50 = getelementptr float, ptr addrspace(1) %0, i64 %49, !dbg !21
  %51 = sext i32 %32 to i64, !dbg !21
  %52 = getelementptr float, ptr addrspace(1) %0, i64 %51, !dbg !21
  %53 = sext i32 %33 to i64, !dbg !21
  %54 = getelementptr float, ptr addrspace(1) %0, i64 %53, !dbg !21
  %55 = sext i32 %34 to i64, !dbg !21
  %56 = getelementptr float, ptr addrspace(1) %0, i64 %55, !dbg !21
  br i1 %35, label %57, label %61, !dbg !22

57:                                               ; preds = %.lr.ph
  %58 = sext i32 %27 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = load <1 x float>, ptr addrspace(1) %59, align 4, !dbg !22
  br label %61, !dbg !22

61:                                               ; preds = %57, %.lr.ph
  %62 = phi <1 x float> [ %60, %57 ], [ zeroinitializer, %.lr.ph ], !dbg !22
  %63 = extractelement <1 x float> %62, i64 0, !dbg !22
  br i1 %36, label %64, label %66, !dbg !22

64:                                               ; preds = %61
  %65 = load <1 x float>, ptr addrspace(1) %44, align 4, !dbg !22
  br label %66, !dbg !22

66:                                               ; preds = %64, %61
  %67 = phi <1 x float> [ %65, %64 ], [ zeroinitializer, %61 ], !dbg !22
  %68 = extractelement <1 x float> %67, i64 0, !dbg !22
  br i1 %37, label %69, label %71, !dbg !22

69:                                               ; preds = %66
  %70 = load <1 x float>, ptr addrspace(1) %46, align 4, !dbg !22
  br label %71, !dbg !22

71:                                               ; preds = %69, %66
  %72 = phi <1 x float> [ %70, %69 ], [ zeroinitializer, %66 ], !dbg !22
  %73 = extractelement <1 x float> %72, i64 0, !dbg !22
  br i1 %38, label %74, label %76, !dbg !22

74:                                               ; preds = %71
  %75 = load <1 x float>, ptr addrspace(1) %48, align 4, !dbg !22
  br label %76, !dbg !22

76:                                               ; preds = %74, %71
  %77 = phi <1 x float> [ %75, %74 ], [ zeroinitializer, %71 ], !dbg !22
  %78 = extractelement <1 x float> %77, i64 0, !dbg !22
  br i1 %39, label %79, label %81, !dbg !22

79:                                               ; preds = %76
  %80 = load <1 x float>, ptr addrspace(1) %50, align 4, !dbg !22
  br label %81, !dbg !22

81:                                               ; preds = %79, %76
  %82 = phi <1 x float> [ %80, %79 ], [ zeroinitializer, %76 ], !dbg !22
  %83 = extractelement <1 x float> %82, i64 0, !dbg !22
  br i1 %40, label %84, label %86, !dbg !22

84:                                               ; preds = %81
  %85 = load <1 x float>, ptr addrspace(1) %52, align 4, !dbg !22
  br label %86, !dbg !22

86:                                               ; preds = %84, %81
  %87 = phi <1 x float> [ %85, %84 ], [ zeroinitializer, %81 ], !dbg !22
  %88 = extractelement <1 x float> %87, i64 0, !dbg !22
  br i1 %41, label %89, label %91, !dbg !22

89:                                               ; preds = %86
  %90 = load <1 x float>, ptr addrspace(1) %54, align 4, !dbg !22
  br label %91, !dbg !22

91:                                               ; preds = %89, %86
  %92 = phi <1 x float> [ %90, %89 ], [ zeroinitializer, %86 ], !dbg !22
  %93 = extractelement <1 x float> %92, i64 0, !dbg !22
  br i1 %42, label %94, label %96, !dbg !22

94:                                               ; preds = %91
  %95 = load <1 x float>, ptr addrspace(1) %56, align 4, !dbg !22
  br label %96, !dbg !22

96:                                               ; preds = %94, %91
  %97 = phi <1 x float> [ %95, %94 ], [ zeroinitializer, %91 ], !dbg !22
  %98 = extractelement <1 x float> %97, i64 0, !dbg !22
  %99 = fadd float %18, %63, !dbg !23
  %100 = fadd float %19, %68, !dbg !23
  %101 = fadd float %20, %73, !dbg !23
  %102 = fadd float %21, %78, !dbg !23
  %103 = fadd float %22, %83, !dbg !23
  %104 = fadd float %23, %88, !dbg !23
  %105 = fadd float %24, %93, !dbg !23
  %106 = fadd float %25, %98, !dbg !23
  %107 = add i32 %26, %10, !dbg !18
  %108 = icmp slt i32 %107, %2, !dbg !18
  br i1 %108, label %.lr.ph, label %._crit_edge.loopexit, !dbg !18

._crit_edge.loopexit:                             ; preds = %96
  %109 = fadd float %99, %100, !dbg !24
  %110 = fadd float %101, %109, !dbg !24
  %111 = fadd float %102, %110, !dbg !24
  %112 = fadd float %103, %111, !dbg !24
  %113 = fadd float %104, %112, !dbg !24
  %114 = fadd float %105, %113, !dbg !24
  %115 = fadd float %106, %114, !dbg !24
  br label %._crit_edge, !dbg !24

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %5
  %116 = phi float [ 0.000000e+00, %5 ], [ %115, %._crit_edge.loopexit ], !dbg !24
  %117 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %116, i32 280, i32 15, i32 15, i1 true), !dbg !27
  %118 = fadd float %116, %117, !dbg !24
  %119 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %118, i32 276, i32 15, i32 15, i1 true), !dbg !27
  %120 = fadd float %118, %119, !dbg !24
  %121 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %120, i32 274, i32 15, i32 15, i1 true), !dbg !27
  %122 = fadd float %120, %121, !dbg !24
  %123 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %122, i32 273, i32 15, i32 15, i1 true), !dbg !27
  %124 = fadd float %122, %123, !dbg !24
  %125 = bitcast float %124 to i32, !dbg !27
  %126 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %125, i32 -1, i32 -1, i1 true, i1 false), !dbg !27
  %127 = bitcast i32 %126 to float, !dbg !27
  %128 = fadd float %124, %127, !dbg !24
  %129 = tail call float @llvm.amdgcn.readlane.f32(float %128, i32 31), !dbg !27
  %130 = icmp eq i32 %13, 0, !dbg !27
  br i1 %130, label %131, label %133, !dbg !27

131:                                              ; preds = %._crit_edge
  %132 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  store float %129, ptr addrspace(3) %132, align 4, !dbg !27
  br label %133, !dbg !27

133:                                              ; preds = %131, %._crit_edge
  fence syncscope("workgroup") release, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27
  %134 = icmp samesign ult i32 %12, 4, !dbg !27
  %135 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !27
  br i1 %134, label %136, label %138, !dbg !27

136:                                              ; preds = %133
  %137 = load float, ptr addrspace(3) %135, align 4, !dbg !27
  br label %138, !dbg !27

138:                                              ; preds = %136, %133
  %139 = phi float [ %137, %136 ], [ 0.000000e+00, %133 ], !dbg !30
  %140 = bitcast float %139 to i32, !dbg !27
  %141 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %140, i32 %140, i32 78, i32 15, i32 15, i1 false), !dbg !27
  %142 = bitcast i32 %141 to float, !dbg !27
  %143 = fadd float %139, %142, !dbg !24
  %144 = bitcast float %143 to i32, !dbg !27
  %145 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %144, i32 %144, i32 177, i32 15, i32 15, i1 false), !dbg !27
  %146 = and i32 %11, 3, !dbg !27
  %147 = icmp eq i32 %146, 0, !dbg !27
  %148 = and i1 %134, %147, !dbg !27
  br i1 %148, label %149, label %152, !dbg !27

149:                                              ; preds = %138
  %150 = bitcast i32 %145 to float
  %151 = fadd float %143, %150
  store float %151, ptr addrspace(3) %135, align 4, !dbg !27
  br label %152, !dbg !27

152:                                              ; preds = %149, %138
  fence syncscope("workgroup") release, !dbg !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !27
  fence syncscope("workgroup") acquire, !dbg !27
  %153 = icmp samesign ult i32 %12, 32, !dbg !31
  %154 = and i1 %130, %153, !dbg !31
  br i1 %154, label %155, label %158, !dbg !31

155:                                              ; preds = %152
  %156 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !27
  %157 = atomicrmw fadd ptr addrspace(1) %1, float %156 syncscope("agent") acq_rel, align 4, !dbg !31
  br label %158, !dbg !31

158:                                              ; preds = %155, %152
  ret void, !dbg !32
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 0}
!6 = distinct !DISubprogram(name: "reduce_kernel", linkageName: "reduce_kernel", scope: !1, file: !1, line: 123, type: !7, scopeLine: 123, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{}
!9 = !DILocation(line: 124, column: 24, scope: !6)
!10 = !DILocation(line: 125, column: 28, scope: !6)
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !DILocation(line: 127, column: 29, scope: !6)
!16 = !DILocation(line: 127, column: 47, scope: !6)
!17 = !DILocation(line: 128, column: 36, scope: !6)
!18 = !DILocation(line: 127, column: 39, scope: !6)
!19 = !DILocation(line: 128, column: 23, scope: !6)
!20 = !DILocation(line: 129, column: 46, scope: !6)
!21 = !DILocation(line: 129, column: 28, scope: !6)
!22 = !DILocation(line: 129, column: 20, scope: !6)
!23 = !DILocation(line: 130, column: 15, scope: !6)
!24 = !DILocation(line: 263, column: 15, scope: !25, inlinedAt: !27)
!25 = distinct !DILexicalBlockFile(scope: !6, file: !26, discriminator: 0)
!26 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!27 = !DILocation(line: 293, column: 36, scope: !25, inlinedAt: !28)
!28 = !DILocation(line: 131, column: 19, scope: !29)
!29 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!30 = !DILocation(line: 131, column: 19, scope: !6)
!31 = !DILocation(line: 132, column: 27, scope: !6)
!32 = !DILocation(line: 132, column: 4, scope: !6)
