; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @reduce_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !6 {
  %6 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %8 = tail call dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !16
  %9 = load i32, ptr addrspace(4) %8, align 4, !dbg !16, !tbaa !17
  %10 = shl i32 %7, 10, !dbg !21
  %11 = shl i32 %9, 10, !dbg !22
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !23
  %13 = and i32 %12, 31, !dbg !23
  %14 = shl i32 %6, 5, !dbg !23
  %15 = or disjoint i32 %13, %14, !dbg !23
  %16 = shl i32 %15, 2, !dbg !23
  %17 = and i32 %16, 508, !dbg !23
  %invariant.op = or disjoint i32 %17, 1, !dbg !24
  %invariant.op2 = or disjoint i32 %17, 2, !dbg !24
  %invariant.op4 = or disjoint i32 %17, 3, !dbg !24
  %invariant.op6 = or disjoint i32 %17, 512, !dbg !24
  %invariant.op8 = or disjoint i32 %17, 513, !dbg !24
  %invariant.op10 = or disjoint i32 %17, 514, !dbg !24
  %invariant.op12 = or disjoint i32 %17, 515, !dbg !24
  %18 = icmp slt i32 %10, %2, !dbg !24
  br i1 %18, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %5, %90
  %19 = phi float [ %93, %90 ], [ 0.000000e+00, %5 ]
  %20 = phi float [ %94, %90 ], [ 0.000000e+00, %5 ]
  %21 = phi float [ %95, %90 ], [ 0.000000e+00, %5 ]
  %22 = phi float [ %96, %90 ], [ 0.000000e+00, %5 ]
  %23 = phi float [ %97, %90 ], [ 0.000000e+00, %5 ]
  %24 = phi float [ %98, %90 ], [ 0.000000e+00, %5 ]
  %25 = phi float [ %99, %90 ], [ 0.000000e+00, %5 ]
  %26 = phi float [ %100, %90 ], [ 0.000000e+00, %5 ]
  %27 = phi i32 [ %101, %90 ], [ %10, %5 ]
  %28 = or disjoint i32 %27, %17, !dbg !25
  %.reass = or disjoint i32 %27, %invariant.op
  %.reass3 = or disjoint i32 %27, %invariant.op2
  %.reass5 = or disjoint i32 %27, %invariant.op4
  %.reass7 = or disjoint i32 %27, %invariant.op6
  %.reass9 = or disjoint i32 %27, %invariant.op8
  %.reass11 = or disjoint i32 %27, %invariant.op10
  %.reass13 = or disjoint i32 %27, %invariant.op12
  %29 = icmp slt i32 %28, %2, !dbg !26
  %30 = icmp slt i32 %.reass, %2, !dbg !26
  %31 = icmp slt i32 %.reass3, %2, !dbg !26
  %32 = icmp slt i32 %.reass5, %2, !dbg !26
  %33 = icmp slt i32 %.reass7, %2, !dbg !26
  %34 = icmp slt i32 %.reass9, %2, !dbg !26
  %35 = icmp slt i32 %.reass11, %2, !dbg !26
  %36 = icmp slt i32 %.reass13, %2, !dbg !26
  %37 = sext i32 %.reass to i64, !dbg !27
  %38 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %37, !dbg !27
  %39 = sext i32 %.reass3 to i64, !dbg !27
  %40 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %39, !dbg !27
  %41 = sext i32 %.reass5 to i64, !dbg !27
  %42 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %41, !dbg !27
  %43 = sext i32 %.reass7 to i64, !dbg !27
  %44 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %43, !dbg !27
  %45 = sext i32 %.reass9 to i64, !dbg !27
  %46 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %45, !dbg !27
  %47 = sext i32 %.reass11 to i64, !dbg !27
  %48 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %47, !dbg !27
  %49 = sext i32 %.reass13 to i64, !dbg !27
  %50 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %49, !dbg !27
  br i1 %29, label %51, label %55, !dbg !28

51:                                               ; preds = %.lr.ph
  %52 = sext i32 %28 to i64
  %53 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %52
  %54 = load <1 x float>, ptr addrspace(1) %53, align 4, !dbg !28
  br label %55, !dbg !28

55:                                               ; preds = %51, %.lr.ph
  %56 = phi <1 x float> [ %54, %51 ], [ zeroinitializer, %.lr.ph ], !dbg !28
  %57 = extractelement <1 x float> %56, i64 0, !dbg !28
  br i1 %30, label %58, label %60, !dbg !28

58:                                               ; preds = %55
  %59 = load <1 x float>, ptr addrspace(1) %38, align 4, !dbg !28
  br label %60, !dbg !28

60:                                               ; preds = %58, %55
  %61 = phi <1 x float> [ %59, %58 ], [ zeroinitializer, %55 ], !dbg !28
  %62 = extractelement <1 x float> %61, i64 0, !dbg !28
  br i1 %31, label %63, label %65, !dbg !28

63:                                               ; preds = %60
  %64 = load <1 x float>, ptr addrspace(1) %40, align 4, !dbg !28
  br label %65, !dbg !28

65:                                               ; preds = %63, %60
  %66 = phi <1 x float> [ %64, %63 ], [ zeroinitializer, %60 ], !dbg !28
  %67 = extractelement <1 x float> %66, i64 0, !dbg !28
  br i1 %32, label %68, label %70, !dbg !28

68:                                               ; preds = %65
  %69 = load <1 x float>, ptr addrspace(1) %42, align 4, !dbg !28
  br label %70, !dbg !28

70:                                               ; preds = %68, %65
  %71 = phi <1 x float> [ %69, %68 ], [ zeroinitializer, %65 ], !dbg !28
  %72 = extractelement <1 x float> %71, i64 0, !dbg !28
  br i1 %33, label %73, label %75, !dbg !28

73:                                               ; preds = %70
  %74 = load <1 x float>, ptr addrspace(1) %44, align 4, !dbg !28
  br label %75, !dbg !28

75:                                               ; preds = %73, %70
  %76 = phi <1 x float> [ %74, %73 ], [ zeroinitializer, %70 ], !dbg !28
  %77 = extractelement <1 x float> %76, i64 0, !dbg !28
  br i1 %34, label %78, label %80, !dbg !28

78:                                               ; preds = %75
  %79 = load <1 x float>, ptr addrspace(1) %46, align 4, !dbg !28
  br label %80, !dbg !28

80:                                               ; preds = %78, %75
  %81 = phi <1 x float> [ %79, %78 ], [ zeroinitializer, %75 ], !dbg !28
  %82 = extractelement <1 x float> %81, i64 0, !dbg !28
  br i1 %35, label %83, label %85, !dbg !28

83:                                               ; preds = %80
  %84 = load <1 x float>, ptr addrspace(1) %48, align 4, !dbg !28
  br label %85, !dbg !28

85:                                               ; preds = %83, %80
  %86 = phi <1 x float> [ %84, %83 ], [ zeroinitializer, %80 ], !dbg !28
  %87 = extractelement <1 x float> %86, i64 0, !dbg !28
  br i1 %36, label %88, label %90, !dbg !28

88:                                               ; preds = %85
  %89 = load <1 x float>, ptr addrspace(1) %50, align 4, !dbg !28
  br label %90, !dbg !28

90:                                               ; preds = %88, %85
  %91 = phi <1 x float> [ %89, %88 ], [ zeroinitializer, %85 ], !dbg !28
  %92 = extractelement <1 x float> %91, i64 0, !dbg !28
  %93 = fadd float %19, %57, !dbg !29
  %94 = fadd float %20, %62, !dbg !29
  %95 = fadd float %21, %67, !dbg !29
  %96 = fadd float %22, %72, !dbg !29
  %97 = fadd float %23, %77, !dbg !29
  %98 = fadd float %24, %82, !dbg !29
  %99 = fadd float %25, %87, !dbg !29
  %100 = fadd float %26, %92, !dbg !29
  %101 = add i32 %27, %11, !dbg !24
  %102 = icmp slt i32 %101, %2, !dbg !24
  br i1 %102, label %.lr.ph, label %._crit_edge.loopexit, !dbg !24

._crit_edge.loopexit:                             ; preds = %90
  %103 = fadd float %93, %94, !dbg !30
  %104 = fadd float %95, %96, !dbg !30
  %105 = fadd float %97, %98, !dbg !30
  %106 = fadd float %99, %100, !dbg !30
  %107 = fadd float %103, %104, !dbg !30
  %108 = fadd float %105, %106, !dbg !30
  %109 = fadd float %107, %108, !dbg !30
  br label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %5
  %110 = phi float [ 0.000000e+00, %5 ], [ %109, %._crit_edge.loopexit ], !dbg !30
  %111 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %110, i32 280, i32 15, i32 15, i1 true), !dbg !33
  %112 = fadd float %110, %111, !dbg !30
  %113 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %112, i32 276, i32 15, i32 15, i1 true), !dbg !33
  %114 = fadd float %112, %113, !dbg !30
  %115 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %114, i32 274, i32 15, i32 15, i1 true), !dbg !33
  %116 = fadd float %114, %115, !dbg !30
  %117 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %116, i32 273, i32 15, i32 15, i1 true), !dbg !33
  %118 = fadd float %116, %117, !dbg !30
  %119 = bitcast float %118 to i32, !dbg !33
  %120 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %119, i32 -1, i32 -1, i1 true, i1 false), !dbg !33
  %121 = bitcast i32 %120 to float, !dbg !33
  %122 = fadd float %118, %121, !dbg !30
  %123 = tail call float @llvm.amdgcn.readlane.f32(float %122, i32 31), !dbg !33
  %124 = lshr exact i32 %14, 3, !dbg !33
  %125 = and i32 %124, 12, !dbg !33
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125, !dbg !33
  %127 = insertelement <1 x float> poison, float %123, i64 0, !dbg !33
  store <1 x float> %127, ptr addrspace(3) %126, align 4, !dbg !33
  fence syncscope("workgroup") release, !dbg !33
  tail call void @llvm.amdgcn.s.barrier.signal(i32 -1), !dbg !33
  tail call void @llvm.amdgcn.s.barrier.wait(i16 -1), !dbg !33
  fence syncscope("workgroup") acquire, !dbg !33
  %128 = shl nuw nsw i32 %12, 2, !dbg !33
  %129 = and i32 %128, 12, !dbg !33
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129, !dbg !33
  %131 = load <1 x float>, ptr addrspace(3) %130, align 4, !dbg !33
  %132 = extractelement <1 x float> %131, i64 0, !dbg !33
  %133 = bitcast float %132 to i32, !dbg !33
  %134 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %133, i32 354, i32 15, i32 15, i1 true), !dbg !33
  %135 = bitcast i32 %134 to float, !dbg !33
  %136 = fadd float %132, %135, !dbg !30
  %137 = bitcast float %136 to i32, !dbg !33
  %138 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %137, i32 353, i32 15, i32 15, i1 true), !dbg !33
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier.signal(i32 -1), !dbg !14
  tail call void @llvm.amdgcn.s.barrier.wait(i16 -1), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %139 = or i32 %13, %6, !dbg !14
  %140 = icmp eq i32 %139, 0, !dbg !14
  br i1 %140, label %141, label %145, !dbg !14

141:                                              ; preds = %._crit_edge
  %142 = bitcast i32 %138 to float
  %143 = fadd float %136, %142
  %144 = atomicrmw fadd ptr addrspace(1) %1, float %143 syncscope("agent") acq_rel, align 4, !dbg !14
  br label %145, !dbg !14

145:                                              ; preds = %141, %._crit_edge
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier.signal(i32 -1), !dbg !14
  tail call void @llvm.amdgcn.s.barrier.wait(i16 -1), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  ret void, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wave.id() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
!8 = !{null, !9, !9, !11, !12, !12}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 132, column: 5, scope: !6)
!15 = !DILocation(line: 124, column: 11, scope: !6)
!16 = !DILocation(line: 125, column: 13, scope: !6)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C/C++ TBAA"}
!21 = !DILocation(line: 127, column: 24, scope: !6)
!22 = !DILocation(line: 127, column: 40, scope: !6)
!23 = !DILocation(line: 128, column: 24, scope: !6)
!24 = !DILocation(line: 127, column: 5, scope: !6)
!25 = !DILocation(line: 128, column: 16, scope: !6)
!26 = !DILocation(line: 129, column: 40, scope: !6)
!27 = !DILocation(line: 129, column: 21, scope: !6)
!28 = !DILocation(line: 129, column: 13, scope: !6)
!29 = !DILocation(line: 130, column: 9, scope: !6)
!30 = !DILocation(line: 287, column: 12, scope: !31, inlinedAt: !33)
!31 = distinct !DILexicalBlockFile(scope: !6, file: !32, discriminator: 0)
!32 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!33 = !DILocation(line: 314, column: 12, scope: !31, inlinedAt: !34)
!34 = !DILocation(line: 131, column: 13, scope: !35)
!35 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!36 = !DILocation(line: 123, column: 1, scope: !6)
