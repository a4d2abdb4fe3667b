; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @bf16_axpby(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, bfloat inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !11
  %10 = and i32 %9, 192, !dbg !10
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %12 = shl i32 %11, 10, !dbg !12
  %13 = and i32 %8, 63, !dbg !11
  %14 = or disjoint i32 %10, %13, !dbg !11
  %15 = or disjoint i32 %14, %12, !dbg !12
  %16 = or disjoint i32 %15, 256, !dbg !12
  %17 = or disjoint i32 %15, 512, !dbg !12
  %18 = or disjoint i32 %15, 768, !dbg !12
  %19 = icmp slt i32 %15, %4, !dbg !13
  %20 = icmp slt i32 %16, %4, !dbg !13
  %21 = icmp slt i32 %17, %4, !dbg !13
  %22 = icmp slt i32 %18, %4, !dbg !13
  %23 = sext i32 %16 to i64, !dbg !14
  %24 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %23, !dbg !14
  %25 = sext i32 %17 to i64, !dbg !14
  %26 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %25, !dbg !14
  %27 = sext i32 %18 to i64, !dbg !14
  %28 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %27, !dbg !14
  br i1 %19, label %29, label %33, !dbg !15

29:                                               ; preds = %7
  %30 = sext i32 %15 to i64
  %31 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %30
  %32 = load <1 x i16>, ptr addrspace(1) %31, align 2, !dbg !15
  br label %33, !dbg !15

33:                                               ; preds = %29, %7
  %bc = phi <1 x i16> [ %32, %29 ], [ zeroinitializer, %7 ], !dbg !15
  br i1 %20, label %34, label %36, !dbg !15

34:                                               ; preds = %33
  %35 = load <1 x i16>, ptr addrspace(1) %24, align 2, !dbg !15
  br label %36, !dbg !15

36:                                               ; preds = %34, %33
  %bc1 = phi <1 x i16> [ %35, %34 ], [ zeroinitializer, %33 ], !dbg !15
  br i1 %21, label %37, label %39, !dbg !15

37:                                               ; preds = %36
  %38 = load <1 x i16>, ptr addrspace(1) %26, align 2, !dbg !15
  br label %39, !dbg !15

39:                                               ; preds = %37, %36
  %bc2 = phi <1 x i16> [ %38, %37 ], [ zeroinitializer, %36 ], !dbg !15
  br i1 %22, label %40, label %43, !dbg !15

40:                                               ; preds = %39
  %41 = load <1 x i16>, ptr addrspace(1) %28, align 2, !dbg !15
  %42 = shufflevector <1 x i16> %41, <1 x i16> poison, <2 x i32> <i32 poison, i32 0>, !dbg !16
  br label %43, !dbg !15

43:                                               ; preds = %40, %39
  %bc3 = phi <2 x i16> [ %42, %40 ], [ <i16 undef, i16 0>, %39 ], !dbg !15
  %44 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %23, !dbg !17
  %45 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %25, !dbg !17
  %46 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %27, !dbg !17
  br i1 %19, label %47, label %51, !dbg !18

47:                                               ; preds = %43
  %48 = sext i32 %15 to i64
  %49 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %48
  %50 = load <1 x i16>, ptr addrspace(1) %49, align 2, !dbg !18
  br label %51, !dbg !18

51:                                               ; preds = %47, %43
  %bc4 = phi <1 x i16> [ %50, %47 ], [ zeroinitializer, %43 ], !dbg !18
  br i1 %20, label %52, label %54, !dbg !18

52:                                               ; preds = %51
  %53 = load <1 x i16>, ptr addrspace(1) %44, align 2, !dbg !18
  br label %54, !dbg !18

54:                                               ; preds = %52, %51
  %bc5 = phi <1 x i16> [ %53, %52 ], [ zeroinitializer, %51 ], !dbg !18
  br i1 %21, label %55, label %57, !dbg !18

55:                                               ; preds = %54
  %56 = load <1 x i16>, ptr addrspace(1) %45, align 2, !dbg !18
  br label %57, !dbg !18

57:                                               ; preds = %55, %54
  %bc6 = phi <1 x i16> [ %56, %55 ], [ zeroinitializer, %54 ], !dbg !18
  br i1 %22, label %58, label %60, !dbg !18

58:                                               ; preds = %57
  %59 = load <1 x i16>, ptr addrspace(1) %46, align 2, !dbg !18
  br label %60, !dbg !18

60:                                               ; preds = %58, %57
  %bc7 = phi <1 x i16> [ %59, %58 ], [ zeroinitializer, %57 ], !dbg !18
  %61 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %23, !dbg !19
  %62 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %25, !dbg !19
  %63 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %27, !dbg !19
  %64 = bitcast bfloat %3 to i16, !dbg !16
  %65 = extractelement <1 x i16> %bc1, i64 0, !dbg !16
  %66 = zext i16 %65 to i32, !dbg !16
  %67 = shl nuw i32 %66, 16, !dbg !16
  %68 = bitcast i32 %67 to float, !dbg !16
  %69 = extractelement <1 x i16> %bc2, i64 0, !dbg !16
  %70 = zext i16 %69 to i32, !dbg !16
  %71 = shl nuw i32 %70, 16, !dbg !16
  %72 = bitcast i32 %71 to float, !dbg !16
  %73 = insertelement <2 x i16> %bc3, i16 %64, i64 0, !dbg !16
  %74 = zext <2 x i16> %73 to <2 x i32>, !dbg !16
  %75 = shl nuw <2 x i32> %74, splat (i32 16), !dbg !16
  %76 = bitcast <2 x i32> %75 to <2 x float>, !dbg !16
  %77 = extractelement <2 x float> %76, i64 0, !dbg !16
  %78 = fmul float %77, %68, !dbg !16
  %79 = bitcast float %78 to i32, !dbg !16
  %80 = fcmp uno float %78, 0.000000e+00, !dbg !16
  %81 = lshr i32 %79, 16, !dbg !16
  %82 = and i32 %81, 1, !dbg !16
  %83 = add i32 %79, 32767, !dbg !16
  %84 = add i32 %83, %82, !dbg !16
  %85 = and i32 %84, -65536, !dbg !16
  %86 = bitcast i32 %85 to float, !dbg !16
  %87 = select i1 %80, float +nan(0x3F0000), float %86, !dbg !16
  %88 = extractelement <1 x i16> %bc5, i64 0, !dbg !16
  %89 = zext i16 %88 to i32, !dbg !16
  %90 = shl nuw i32 %89, 16, !dbg !16
  %91 = bitcast i32 %90 to float, !dbg !16
  %92 = fadd float %87, %91, !dbg !16
  %93 = bitcast float %92 to i32, !dbg !16
  %94 = fcmp uno float %92, 0.000000e+00, !dbg !16
  %95 = lshr i32 %93, 16, !dbg !16
  %96 = and i32 %95, 1, !dbg !16
  %97 = add i32 %93, 32767, !dbg !16
  %98 = add i32 %97, %96, !dbg !16
  %99 = lshr i32 %98, 16, !dbg !16
  %100 = trunc nuw i32 %99 to i16, !dbg !16
  %101 = bitcast i16 %100 to bfloat, !dbg !16
  %102 = select i1 %94, bfloat +nan(0x3F), bfloat %101, !dbg !16
  %103 = shufflevector <2 x float> %76, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !16
  %104 = shufflevector <2 x float> %76, <2 x float> poison, <2 x i32> <i32 1, i32 poison>, !dbg !16
  %105 = insertelement <2 x float> %104, float %72, i64 1, !dbg !16
  %106 = fmul <2 x float> %103, %105, !dbg !16
  %107 = bitcast <2 x float> %106 to <2 x i32>, !dbg !16
  %108 = fcmp uno <2 x float> %106, zeroinitializer, !dbg !16
  %109 = lshr <2 x i32> %107, splat (i32 16), !dbg !16
  %110 = and <2 x i32> %109, splat (i32 1), !dbg !16
  %111 = add <2 x i32> %107, splat (i32 32767), !dbg !16
  %112 = add <2 x i32> %111, %110, !dbg !16
  %113 = and <2 x i32> %112, splat (i32 -65536), !dbg !16
  %114 = bitcast <2 x i32> %113 to <2 x float>, !dbg !16
  %115 = select <2 x i1> %108, <2 x float> splat (float +nan(0x3F0000)), <2 x float> %114, !dbg !16
  %116 = shufflevector <1 x i16> %bc7, <1 x i16> %bc6, <2 x i32> <i32 0, i32 1>, !dbg !16
  %117 = zext <2 x i16> %116 to <2 x i32>, !dbg !16
  %118 = shl nuw <2 x i32> %117, splat (i32 16), !dbg !16
  %119 = bitcast <2 x i32> %118 to <2 x float>, !dbg !16
  %120 = fadd <2 x float> %115, %119, !dbg !16
  %bc8 = bitcast <2 x float> %120 to <2 x i32>, !dbg !16
  %121 = extractelement <2 x i32> %bc8, i64 1, !dbg !16
  %122 = lshr i32 %121, 16, !dbg !16
  %123 = and i32 %122, 1, !dbg !16
  %124 = add i32 %121, 32767, !dbg !16
  %125 = add i32 %124, %123, !dbg !16
  %126 = lshr i32 %125, 16, !dbg !16
  %127 = trunc nuw i32 %126 to i16, !dbg !16
  %128 = bitcast i16 %127 to bfloat, !dbg !16
  %129 = fcmp uno <2 x float> %120, zeroinitializer, !dbg !16
  %130 = extractelement <2 x i1> %129, i64 1, !dbg !16
  %131 = select i1 %130, bfloat +nan(0x3F), bfloat %128, !dbg !16
  %bc9 = bitcast <2 x float> %120 to <2 x i32>, !dbg !16
  %132 = extractelement <2 x i32> %bc9, i64 0, !dbg !16
  %133 = lshr i32 %132, 16, !dbg !16
  %134 = and i32 %133, 1, !dbg !16
  %135 = add i32 %132, 32767, !dbg !16
  %136 = add i32 %135, %134, !dbg !16
  %137 = lshr i32 %136, 16, !dbg !16
  %138 = trunc nuw i32 %137 to i16, !dbg !16
  %139 = bitcast i16 %138 to bfloat, !dbg !16
  %140 = extractelement <2 x i1> %129, i64 0, !dbg !16
  %141 = select i1 %140, bfloat +nan(0x3F), bfloat %139, !dbg !16
  br i1 %19, label %142, label %175, !dbg !10

142:                                              ; preds = %60
  %143 = extractelement <1 x i16> %bc, i64 0, !dbg !16
  %144 = zext i16 %143 to i32, !dbg !16
  %145 = shl nuw i32 %144, 16, !dbg !16
  %146 = bitcast i32 %145 to float, !dbg !16
  %147 = fmul float %77, %146, !dbg !16
  %148 = fcmp uno float %147, 0.000000e+00, !dbg !16
  %149 = bitcast float %147 to i32, !dbg !16
  %150 = lshr i32 %149, 16, !dbg !16
  %151 = and i32 %150, 1, !dbg !16
  %152 = add i32 %149, 32767, !dbg !16
  %153 = add i32 %152, %151, !dbg !16
  %154 = and i32 %153, -65536, !dbg !16
  %155 = bitcast i32 %154 to float, !dbg !16
  %156 = select i1 %148, float +nan(0x3F0000), float %155, !dbg !16
  %157 = extractelement <1 x i16> %bc4, i64 0, !dbg !16
  %158 = zext i16 %157 to i32, !dbg !16
  %159 = shl nuw i32 %158, 16, !dbg !16
  %160 = bitcast i32 %159 to float, !dbg !16
  %161 = fadd float %156, %160, !dbg !16
  %162 = fcmp uno float %161, 0.000000e+00, !dbg !16
  %163 = bitcast float %161 to i32, !dbg !16
  %164 = lshr i32 %163, 16, !dbg !16
  %165 = and i32 %164, 1, !dbg !16
  %166 = add i32 %163, 32767, !dbg !16
  %167 = add i32 %166, %165, !dbg !16
  %168 = lshr i32 %167, 16, !dbg !16
  %169 = trunc nuw i32 %168 to i16, !dbg !16
  %170 = bitcast i16 %169 to bfloat, !dbg !16
  %171 = select i1 %162, bfloat +nan(0x3F), bfloat %170, !dbg !16
  %172 = insertelement <1 x bfloat> poison, bfloat %171, i64 0, !dbg !10
  %173 = sext i32 %15 to i64, !dbg !19
  %174 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %173, !dbg !19
  store <1 x bfloat> %172, ptr addrspace(1) %174, align 2, !dbg !10
  br label %175, !dbg !10

175:                                              ; preds = %142, %60
  br i1 %20, label %176, label %178, !dbg !10

176:                                              ; preds = %175
  %177 = insertelement <1 x bfloat> poison, bfloat %102, i64 0
  store <1 x bfloat> %177, ptr addrspace(1) %61, align 2, !dbg !10
  br label %178, !dbg !10

178:                                              ; preds = %176, %175
  br i1 %21, label %179, label %181, !dbg !10

179:                                              ; preds = %178
  %180 = insertelement <1 x bfloat> poison, bfloat %131, i64 0
  store <1 x bfloat> %180, ptr addrspace(1) %62, align 2, !dbg !10
  br label %181, !dbg !10

181:                                              ; preds = %179, %178
  br i1 %22, label %182, label %184, !dbg !10

182:                                              ; preds = %181
  %183 = insertelement <1 x bfloat> poison, bfloat %141, i64 0
  store <1 x bfloat> %183, ptr addrspace(1) %63, align 2, !dbg !10
  br label %184, !dbg !10

184:                                              ; preds = %182, %181
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "bf16_axpby", linkageName: "bf16_axpby", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !8, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 60, column: 5, scope: !4)
!11 = !DILocation(line: 56, column: 39, scope: !4)
!12 = !DILocation(line: 56, column: 12, scope: !4)
!13 = !DILocation(line: 57, column: 9, scope: !4)
!14 = !DILocation(line: 58, column: 17, scope: !4)
!15 = !DILocation(line: 58, column: 9, scope: !4)
!16 = !DILocation(line: 60, column: 28, scope: !4)
!17 = !DILocation(line: 59, column: 17, scope: !4)
!18 = !DILocation(line: 59, column: 9, scope: !4)
!19 = !DILocation(line: 60, column: 14, scope: !4)
!20 = !DILocation(line: 55, column: 1, scope: !4)
