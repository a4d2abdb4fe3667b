; Triton 3.9 'llir' of the reduce kernel of shared/corpus/kernels.py (written for bbprof),
; compiled for gfx942 without a GPU. Unmodified below this header.
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @reduce_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !6 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !14
  %8 = lshr i32 %7, 6, !dbg !14
  %9 = and i32 %8, 3, !dbg !14
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !15
  %11 = tail call dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !16
  %12 = load i32, ptr addrspace(4) %11, align 4, !dbg !16, !tbaa !17
  %13 = shl i32 %10, 10, !dbg !21
  %14 = shl i32 %12, 10, !dbg !22
  %15 = and i32 %6, 63, !dbg !23
  %16 = shl nuw nsw i32 %9, 8, !dbg !23
  %17 = shl nuw nsw i32 %15, 2, !dbg !23
  %18 = or disjoint i32 %16, %17, !dbg !23
  %invariant.op = or disjoint i32 %18, 1, !dbg !24
  %invariant.op2 = or disjoint i32 %18, 2, !dbg !24
  %invariant.op4 = or disjoint i32 %18, 3, !dbg !24
  %19 = icmp slt i32 %13, %2, !dbg !24
  br i1 %19, label %.lr.ph, label %._crit_edge, !dbg !24

.lr.ph:                                           ; preds = %5, %50
  %20 = phi i32 [ %56, %50 ], [ %13, %5 ]
  %21 = phi <2 x float> [ %53, %50 ], [ zeroinitializer, %5 ]
  %22 = phi <2 x float> [ %55, %50 ], [ zeroinitializer, %5 ]
  %23 = or disjoint i32 %20, %18, !dbg !25
  %.reass = or disjoint i32 %20, %invariant.op
  %.reass3 = or disjoint i32 %20, %invariant.op2
  %.reass5 = or disjoint i32 %20, %invariant.op4
  %24 = icmp slt i32 %23, %2, !dbg !26
  %25 = icmp slt i32 %.reass, %2, !dbg !26
  %26 = icmp slt i32 %.reass3, %2, !dbg !26
  %27 = icmp slt i32 %.reass5, %2, !dbg !26
  %28 = sext i32 %.reass to i64, !dbg !27
  %29 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %28, !dbg !27
  %30 = sext i32 %.reass3 to i64, !dbg !27
  %31 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %30, !dbg !27
  %32 = sext i32 %.reass5 to i64, !dbg !27
  %33 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %32, !dbg !27
  br i1 %24, label %34, label %38, !dbg !28

34:                                               ; preds = %.lr.ph
  %35 = sext i32 %23 to i64
  %36 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %35
  %37 = load <1 x float>, ptr addrspace(1) %36, align 4, !dbg !28
  br label %38, !dbg !28

38:                                               ; preds = %34, %.lr.ph
  %39 = phi <1 x float> [ %37, %34 ], [ zeroinitializer, %.lr.ph ], !dbg !28
  br i1 %25, label %40, label %42, !dbg !28

40:                                               ; preds = %38
  %41 = load <1 x float>, ptr addrspace(1) %29, align 4, !dbg !28
  br label %42, !dbg !28

42:                                               ; preds = %40, %38
  %43 = phi <1 x float> [ %41, %40 ], [ zeroinitializer, %38 ], !dbg !28
  br i1 %26, label %44, label %46, !dbg !28

44:                                               ; preds = %42
  %45 = load <1 x float>, ptr addrspace(1) %31, align 4, !dbg !28
  br label %46, !dbg !28

46:                                               ; preds = %44, %42
  %47 = phi <1 x float> [ %45, %44 ], [ zeroinitializer, %42 ], !dbg !28
  br i1 %27, label %48, label %50, !dbg !28

48:                                               ; preds = %46
  %49 = load <1 x float>, ptr addrspace(1) %33, align 4, !dbg !28
  br label %50, !dbg !28

50:                                               ; preds = %48, %46
  %51 = phi <1 x float> [ %49, %48 ], [ zeroinitializer, %46 ], !dbg !28
  %52 = shufflevector <1 x float> %39, <1 x float> %43, <2 x i32> <i32 0, i32 1>, !dbg !29
  %53 = fadd <2 x float> %21, %52, !dbg !29
  %54 = shufflevector <1 x float> %47, <1 x float> %51, <2 x i32> <i32 0, i32 1>, !dbg !29
  %55 = fadd <2 x float> %22, %54, !dbg !29
  %56 = add i32 %20, %14, !dbg !24
  %57 = icmp slt i32 %56, %2, !dbg !24
  br i1 %57, label %.lr.ph, label %._crit_edge.loopexit, !dbg !24

._crit_edge.loopexit:                             ; preds = %50
  %58 = fadd <2 x float> %53, %55, !dbg !30
  br label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %5
  %59 = phi <2 x float> [ zeroinitializer, %5 ], [ %58, %._crit_edge.loopexit ], !dbg !30
  %60 = extractelement <2 x float> %59, i64 0, !dbg !30
  %61 = extractelement <2 x float> %59, i64 1, !dbg !30
  %62 = fadd float %60, %61, !dbg !35
  %63 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %62, i32 280, i32 15, i32 15, i1 true), !dbg !30
  %64 = fadd float %62, %63, !dbg !35
  %65 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %64, i32 276, i32 15, i32 15, i1 true), !dbg !30
  %66 = fadd float %64, %65, !dbg !35
  %67 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %66, i32 274, i32 15, i32 15, i1 true), !dbg !30
  %68 = fadd float %66, %67, !dbg !35
  %69 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %68, i32 273, i32 15, i32 15, i1 true), !dbg !30
  %70 = fadd float %68, %69, !dbg !35
  %71 = tail call float @llvm.amdgcn.update.dpp.f32(float %70, float %70, i32 322, i32 10, i32 15, i1 true), !dbg !30
  %72 = fadd float %70, %71, !dbg !35
  %73 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %72, i32 323, i32 15, i32 15, i1 true), !dbg !30
  %74 = fadd float %72, %73, !dbg !35
  %75 = tail call float @llvm.amdgcn.readlane.f32(float %74, i32 63), !dbg !30
  %76 = shl nuw nsw i32 %9, 2, !dbg !30
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76, !dbg !30
  %78 = insertelement <1 x float> poison, float %75, i64 0, !dbg !30
  store <1 x float> %78, ptr addrspace(3) %77, align 4, !dbg !30
  fence syncscope("workgroup") release, !dbg !30, !mmra !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  fence syncscope("workgroup") acquire, !dbg !30, !mmra !36
  %79 = shl nuw nsw i32 %6, 2, !dbg !30
  %80 = and i32 %79, 12, !dbg !30
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80, !dbg !30
  %82 = load <1 x float>, ptr addrspace(3) %81, align 4, !dbg !30
  %83 = extractelement <1 x float> %82, i64 0, !dbg !30
  %84 = bitcast float %83 to i32, !dbg !30
  %85 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %84, i32 78, i32 15, i32 15, i1 true), !dbg !30
  %86 = bitcast i32 %85 to float, !dbg !30
  %87 = fadd float %83, %86, !dbg !35
  %88 = bitcast float %87 to i32, !dbg !30
  %89 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 177, i32 15, i32 15, i1 true), !dbg !30
  fence syncscope("workgroup") release, !dbg !14, !mmra !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !36
  %90 = or i32 %9, %15, !dbg !14
  %91 = icmp eq i32 %90, 0, !dbg !14
  br i1 %91, label %92, label %96, !dbg !14

92:                                               ; preds = %._crit_edge
  %93 = bitcast i32 %89 to float
  %94 = fadd float %87, %93
  %95 = atomicrmw fadd ptr addrspace(1) %1, float %94 syncscope("agent") acq_rel, align 4, !dbg !14
  br label %96, !dbg !14

96:                                               ; preds = %92, %._crit_edge
  fence syncscope("workgroup") release, !dbg !14, !mmra !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !36
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #5

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }

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
!30 = !DILocation(line: 314, column: 12, scope: !31, inlinedAt: !33)
!31 = distinct !DILexicalBlockFile(scope: !6, file: !32, discriminator: 0)
!32 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!33 = !DILocation(line: 131, column: 13, scope: !34)
!34 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!35 = !DILocation(line: 287, column: 12, scope: !31, inlinedAt: !30)
!36 = !{!"amdgpu-synchronize-as", !"local"}
!37 = !DILocation(line: 123, column: 1, scope: !6)
