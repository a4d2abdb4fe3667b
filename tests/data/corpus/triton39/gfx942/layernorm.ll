; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @layernorm(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, i32 inreg %3, float inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !13
  %10 = and i32 %9, 192, !dbg !12
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !18
  %12 = and i32 %8, 63, !dbg !19
  %13 = or disjoint i32 %10, %12, !dbg !19
  %14 = or disjoint i32 %13, 256, !dbg !19
  %15 = or disjoint i32 %13, 512, !dbg !19
  %16 = or disjoint i32 %13, 768, !dbg !19
  %17 = icmp slt i32 %13, %3, !dbg !20
  %18 = icmp slt i32 %14, %3, !dbg !20
  %19 = icmp slt i32 %15, %3, !dbg !20
  %20 = icmp slt i32 %16, %3, !dbg !20
  %21 = mul i32 %3, %11, !dbg !21
  %22 = sext i32 %21 to i64, !dbg !22
  %23 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %22, !dbg !22
  %24 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %23, i16 0, i64 2147483646, i32 159744), !dbg !23
  %25 = shl nuw nsw i32 %13, 1, !dbg !23
  %26 = select i1 %17, i32 %25, i32 -2147483648, !dbg !23
  %27 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %26, i32 0, i32 0), !dbg !23
  %28 = shl nuw nsw i32 %14, 1, !dbg !23
  %29 = select i1 %18, i32 %28, i32 -2147483648, !dbg !23
  %30 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %29, i32 0, i32 0), !dbg !23
  %31 = shl nuw nsw i32 %15, 1, !dbg !23
  %32 = select i1 %19, i32 %31, i32 -2147483648, !dbg !23
  %33 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %32, i32 0, i32 0), !dbg !23
  %34 = shl nuw nsw i32 %16, 1, !dbg !23
  %35 = select i1 %20, i32 %34, i32 -2147483648, !dbg !23
  %36 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %24, i32 %35, i32 0, i32 0), !dbg !23
  %37 = insertelement <2 x i16> poison, i16 %27, i64 0, !dbg !23
  %38 = insertelement <2 x i16> %37, i16 %30, i64 1, !dbg !23
  %39 = zext <2 x i16> %38 to <2 x i32>, !dbg !23
  %40 = shl nuw <2 x i32> %39, splat (i32 16), !dbg !23
  %41 = bitcast <2 x i32> %40 to <2 x float>, !dbg !23
  %42 = insertelement <2 x i16> poison, i16 %33, i64 0, !dbg !23
  %43 = insertelement <2 x i16> %42, i16 %36, i64 1, !dbg !23
  %44 = zext <2 x i16> %43 to <2 x i32>, !dbg !23
  %45 = shl nuw <2 x i32> %44, splat (i32 16), !dbg !23
  %46 = bitcast <2 x i32> %45 to <2 x float>, !dbg !23
  %47 = fadd <2 x float> %41, %46, !dbg !24
  %48 = extractelement <2 x float> %47, i64 0, !dbg !24
  %49 = extractelement <2 x float> %47, i64 1, !dbg !24
  %50 = fadd float %48, %49, !dbg !26
  %51 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %50, i32 280, i32 15, i32 15, i1 true), !dbg !24
  %52 = fadd float %51, %50, !dbg !26
  %53 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %52, i32 276, i32 15, i32 15, i1 true), !dbg !24
  %54 = fadd float %53, %52, !dbg !26
  %55 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %54, i32 274, i32 15, i32 15, i1 true), !dbg !24
  %56 = fadd float %55, %54, !dbg !26
  %57 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %56, i32 273, i32 15, i32 15, i1 true), !dbg !24
  %58 = fadd float %57, %56, !dbg !26
  %59 = tail call float @llvm.amdgcn.update.dpp.f32(float %58, float %58, i32 322, i32 10, i32 15, i1 true), !dbg !24
  %60 = fadd float %59, %58, !dbg !26
  %61 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %60, i32 323, i32 15, i32 15, i1 true), !dbg !24
  %62 = fadd float %61, %60, !dbg !26
  %63 = tail call float @llvm.amdgcn.readlane.f32(float %62, i32 63), !dbg !24
  %64 = lshr exact i32 %10, 4, !dbg !24
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %64, !dbg !24
  %66 = insertelement <1 x float> poison, float %63, i64 0, !dbg !24
  store <1 x float> %66, ptr addrspace(3) %65, align 4, !dbg !24
  fence syncscope("workgroup") release, !dbg !24, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !24, !mmra !27
  %67 = shl nuw nsw i32 %8, 2, !dbg !24
  %68 = and i32 %67, 12, !dbg !24
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !24
  %70 = load <1 x float>, ptr addrspace(3) %69, align 4, !dbg !24
  %71 = extractelement <1 x float> %70, i64 0, !dbg !24
  %72 = bitcast float %71 to i32, !dbg !24
  %73 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %72, i32 78, i32 15, i32 15, i1 true), !dbg !24
  %74 = bitcast i32 %73 to float, !dbg !24
  %75 = fadd float %71, %74, !dbg !26
  %76 = bitcast float %75 to i32, !dbg !24
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %76, i32 177, i32 15, i32 15, i1 true), !dbg !24
  %78 = bitcast i32 %77 to float, !dbg !24
  %79 = fadd float %75, %78, !dbg !26
  %80 = sitofp i32 %3 to float, !dbg !28
  %81 = fdiv float %79, %80, !dbg !28
  %82 = extractelement <2 x float> %41, i64 0, !dbg !29
  %83 = fsub float %82, %81, !dbg !29
  %84 = extractelement <2 x float> %41, i64 1, !dbg !29
  %85 = fsub float %84, %81, !dbg !29
  %86 = extractelement <2 x float> %46, i64 0, !dbg !29
  %87 = fsub float %86, %81, !dbg !29
  %88 = extractelement <2 x float> %46, i64 1, !dbg !29
  %89 = fsub float %88, %81, !dbg !29
  %90 = select i1 %17, float %83, float 0.000000e+00, !dbg !30
  %91 = select i1 %18, float %85, float 0.000000e+00, !dbg !30
  %92 = select i1 %19, float %87, float 0.000000e+00, !dbg !30
  %93 = select i1 %20, float %89, float 0.000000e+00, !dbg !30
  %94 = fmul float %90, %90, !dbg !31
  %95 = fmul float %91, %91, !dbg !31
  %96 = fmul float %92, %92, !dbg !31
  %97 = fmul float %93, %93, !dbg !31
  fence syncscope("workgroup") release, !dbg !13, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !27
  %98 = insertelement <2 x float> poison, float %94, i64 0, !dbg !13
  %99 = insertelement <2 x float> %98, float %95, i64 1, !dbg !13
  %100 = insertelement <2 x float> poison, float %96, i64 0, !dbg !13
  %101 = insertelement <2 x float> %100, float %97, i64 1, !dbg !13
  %102 = fadd <2 x float> %99, %101, !dbg !13
  %103 = extractelement <2 x float> %102, i64 0, !dbg !13
  %104 = extractelement <2 x float> %102, i64 1, !dbg !13
  %105 = fadd float %103, %104, !dbg !32
  %106 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %105, i32 280, i32 15, i32 15, i1 true), !dbg !13
  %107 = fadd float %106, %105, !dbg !32
  %108 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %107, i32 276, i32 15, i32 15, i1 true), !dbg !13
  %109 = fadd float %108, %107, !dbg !32
  %110 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %109, i32 274, i32 15, i32 15, i1 true), !dbg !13
  %111 = fadd float %110, %109, !dbg !32
  %112 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %111, i32 273, i32 15, i32 15, i1 true), !dbg !13
  %113 = fadd float %112, %111, !dbg !32
  %114 = tail call float @llvm.amdgcn.update.dpp.f32(float %113, float %113, i32 322, i32 10, i32 15, i1 true), !dbg !13
  %115 = fadd float %114, %113, !dbg !32
  %116 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %115, i32 323, i32 15, i32 15, i1 true), !dbg !13
  %117 = fadd float %116, %115, !dbg !32
  %118 = tail call float @llvm.amdgcn.readlane.f32(float %117, i32 63), !dbg !13
  %119 = insertelement <1 x float> poison, float %118, i64 0, !dbg !13
  store <1 x float> %119, ptr addrspace(3) %65, align 4, !dbg !13
  fence syncscope("workgroup") release, !dbg !13, !mmra !27
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !27
  %120 = load <1 x float>, ptr addrspace(3) %69, align 4, !dbg !13
  %121 = extractelement <1 x float> %120, i64 0, !dbg !13
  %122 = bitcast float %121 to i32, !dbg !13
  %123 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %122, i32 78, i32 15, i32 15, i1 true), !dbg !13
  %124 = bitcast i32 %123 to float, !dbg !13
  %125 = fadd float %121, %124, !dbg !32
  %126 = bitcast float %125 to i32, !dbg !13
  %127 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %126, i32 177, i32 15, i32 15, i1 true), !dbg !13
  %128 = bitcast i32 %127 to float, !dbg !13
  %129 = fadd float %125, %128, !dbg !32
  %130 = fdiv float %129, %80, !dbg !33
  %131 = fadd float %4, %130, !dbg !34
  %132 = tail call float @llvm.amdgcn.rsq.f32(float %131), !dbg !35
  %133 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !36
  %134 = shl nuw nsw i32 %13, 2, !dbg !36
  %135 = select i1 %17, i32 %134, i32 -2147483648, !dbg !36
  %136 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %133, i32 %135, i32 0, i32 0), !dbg !36
  %137 = bitcast float %136 to <1 x float>, !dbg !36
  %138 = extractelement <1 x float> %137, i64 0, !dbg !36
  %139 = shl nuw nsw i32 %14, 2, !dbg !36
  %140 = select i1 %18, i32 %139, i32 -2147483648, !dbg !36
  %141 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %133, i32 %140, i32 0, i32 0), !dbg !36
  %142 = bitcast float %141 to <1 x float>, !dbg !36
  %143 = extractelement <1 x float> %142, i64 0, !dbg !36
  %144 = shl nuw nsw i32 %15, 2, !dbg !36
  %145 = select i1 %19, i32 %144, i32 -2147483648, !dbg !36
  %146 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %133, i32 %145, i32 0, i32 0), !dbg !36
  %147 = bitcast float %146 to <1 x float>, !dbg !36
  %148 = extractelement <1 x float> %147, i64 0, !dbg !36
  %149 = shl nuw nsw i32 %16, 2, !dbg !36
  %150 = select i1 %20, i32 %149, i32 -2147483648, !dbg !36
  %151 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %133, i32 %150, i32 0, i32 0), !dbg !36
  %152 = bitcast float %151 to <1 x float>, !dbg !36
  %153 = extractelement <1 x float> %152, i64 0, !dbg !36
  %154 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %22, !dbg !37
  %155 = fmul float %90, %132, !dbg !38
  %156 = fmul float %91, %132, !dbg !38
  %157 = fmul float %92, %132, !dbg !38
  %158 = fmul float %93, %132, !dbg !38
  %159 = fmul float %138, %155, !dbg !38
  %160 = fmul float %143, %156, !dbg !38
  %161 = fmul float %148, %157, !dbg !38
  %162 = fmul float %158, %153, !dbg !38
  %163 = bitcast float %159 to i32, !dbg !39
  %164 = fcmp uno float %159, 0.000000e+00, !dbg !39
  %165 = lshr i32 %163, 16, !dbg !39
  %166 = and i32 %165, 1, !dbg !39
  %167 = add i32 %163, 32767, !dbg !39
  %168 = add i32 %167, %166, !dbg !39
  %169 = lshr i32 %168, 16, !dbg !39
  %170 = trunc nuw i32 %169 to i16, !dbg !39
  %171 = bitcast float %160 to i32, !dbg !39
  %172 = fcmp uno float %160, 0.000000e+00, !dbg !39
  %173 = lshr i32 %171, 16, !dbg !39
  %174 = and i32 %173, 1, !dbg !39
  %175 = add i32 %171, 32767, !dbg !39
  %176 = add i32 %175, %174, !dbg !39
  %177 = lshr i32 %176, 16, !dbg !39
  %178 = trunc nuw i32 %177 to i16, !dbg !39
  %179 = bitcast float %161 to i32, !dbg !39
  %180 = fcmp uno float %161, 0.000000e+00, !dbg !39
  %181 = lshr i32 %179, 16, !dbg !39
  %182 = and i32 %181, 1, !dbg !39
  %183 = add i32 %179, 32767, !dbg !39
  %184 = add i32 %183, %182, !dbg !39
  %185 = lshr i32 %184, 16, !dbg !39
  %186 = trunc nuw i32 %185 to i16, !dbg !39
  %187 = bitcast float %162 to i32, !dbg !39
  %188 = fcmp uno float %162, 0.000000e+00, !dbg !39
  %189 = lshr i32 %187, 16, !dbg !39
  %190 = and i32 %189, 1, !dbg !39
  %191 = add i32 %187, 32767, !dbg !39
  %192 = add i32 %191, %190, !dbg !39
  %193 = lshr i32 %192, 16, !dbg !39
  %194 = trunc nuw i32 %193 to i16, !dbg !39
  %195 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %154, i16 0, i64 2147483646, i32 159744), !dbg !12
  %196 = select i1 %164, i16 32767, i16 %170, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %196, ptr addrspace(8) %195, i32 %26, i32 0, i32 0), !dbg !12
  %197 = select i1 %172, i16 32767, i16 %178, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %197, ptr addrspace(8) %195, i32 %29, i32 0, i32 0), !dbg !12
  %198 = select i1 %180, i16 32767, i16 %186, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %198, ptr addrspace(8) %195, i32 %32, i32 0, i32 0), !dbg !12
  %199 = select i1 %188, i16 32767, i16 %194, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %199, ptr addrspace(8) %195, i32 %35, i32 0, i32 0), !dbg !12
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rsq.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "layernorm", linkageName: "layernorm", scope: !1, file: !1, line: 6, type: !5, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !10, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 16, column: 5, scope: !4)
!13 = !DILocation(line: 314, column: 12, scope: !14, inlinedAt: !16)
!14 = distinct !DILexicalBlockFile(scope: !4, file: !15, discriminator: 0)
!15 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!16 = !DILocation(line: 13, column: 11, scope: !17)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!18 = !DILocation(line: 7, column: 11, scope: !4)
!19 = !DILocation(line: 8, column: 12, scope: !4)
!20 = !DILocation(line: 9, column: 9, scope: !4)
!21 = !DILocation(line: 10, column: 25, scope: !4)
!22 = !DILocation(line: 10, column: 17, scope: !4)
!23 = !DILocation(line: 10, column: 9, scope: !4)
!24 = !DILocation(line: 314, column: 12, scope: !14, inlinedAt: !25)
!25 = !DILocation(line: 11, column: 12, scope: !17)
!26 = !DILocation(line: 287, column: 12, scope: !14, inlinedAt: !24)
!27 = !{!"amdgpu-synchronize-as", !"local"}
!28 = !DILocation(line: 11, column: 12, scope: !4)
!29 = !DILocation(line: 12, column: 21, scope: !4)
!30 = !DILocation(line: 12, column: 9, scope: !4)
!31 = !DILocation(line: 13, column: 18, scope: !4)
!32 = !DILocation(line: 287, column: 12, scope: !14, inlinedAt: !13)
!33 = !DILocation(line: 13, column: 11, scope: !4)
!34 = !DILocation(line: 14, column: 23, scope: !4)
!35 = !DILocation(line: 14, column: 9, scope: !4)
!36 = !DILocation(line: 15, column: 9, scope: !4)
!37 = !DILocation(line: 16, column: 14, scope: !4)
!38 = !DILocation(line: 16, column: 39, scope: !4)
!39 = !DILocation(line: 16, column: 38, scope: !4)
!40 = !DILocation(line: 6, column: 1, scope: !4)
