; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu12.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @branchy_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, i32 inreg %3, float inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.wave.id(), !dbg !13
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !18
  %10 = sext i32 %9 to i64, !dbg !19
  %11 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %10, !dbg !19
  %12 = load <1 x i32>, ptr addrspace(1) %11, align 4, !dbg !20
  %13 = extractelement <1 x i32> %12, i64 0, !dbg !20
  %14 = shl i32 %9, 8, !dbg !21
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !22
  %16 = and i32 %15, 31, !dbg !22
  %17 = shl i32 %8, 5, !dbg !22
  %.masked = and i32 %17, 96, !dbg !22
  %18 = or disjoint i32 %.masked, %16, !dbg !22
  %19 = or disjoint i32 %18, %14, !dbg !21
  %20 = or disjoint i32 %19, 128, !dbg !21
  %21 = icmp slt i32 %19, %3, !dbg !23
  %22 = icmp slt i32 %20, %3, !dbg !23
  %23 = sext i32 %20 to i64, !dbg !24
  %24 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %23, !dbg !24
  br i1 %21, label %25, label %29, !dbg !25

25:                                               ; preds = %7
  %26 = sext i32 %19 to i64
  %27 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26
  %28 = load <1 x float>, ptr addrspace(1) %27, align 4, !dbg !25
  br label %29, !dbg !25

29:                                               ; preds = %25, %7
  %30 = phi <1 x float> [ %28, %25 ], [ zeroinitializer, %7 ], !dbg !25
  %31 = extractelement <1 x float> %30, i64 0, !dbg !25
  br i1 %22, label %32, label %34, !dbg !25

32:                                               ; preds = %29
  %33 = load <1 x float>, ptr addrspace(1) %24, align 4, !dbg !25
  br label %34, !dbg !25

34:                                               ; preds = %32, %29
  %35 = phi <1 x float> [ %33, %32 ], [ zeroinitializer, %29 ], !dbg !25
  %36 = extractelement <1 x float> %35, i64 0, !dbg !25
  %37 = fadd float %31, %36, !dbg !26
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 280, i32 15, i32 15, i1 true), !dbg !13
  %39 = fadd float %38, %37, !dbg !26
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %39, i32 276, i32 15, i32 15, i1 true), !dbg !13
  %41 = fadd float %40, %39, !dbg !26
  %42 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %41, i32 274, i32 15, i32 15, i1 true), !dbg !13
  %43 = fadd float %42, %41, !dbg !26
  %44 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %43, i32 273, i32 15, i32 15, i1 true), !dbg !13
  %45 = fadd float %44, %43, !dbg !26
  %46 = bitcast float %45 to i32, !dbg !13
  %47 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %46, i32 -1, i32 -1, i1 true, i1 false), !dbg !13
  %48 = bitcast i32 %47 to float, !dbg !13
  %49 = fadd float %45, %48, !dbg !26
  %50 = tail call float @llvm.amdgcn.readlane.f32(float %49, i32 31), !dbg !13
  %51 = lshr exact i32 %17, 3, !dbg !13
  %52 = and i32 %51, 12, !dbg !13
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !13
  %54 = insertelement <1 x float> poison, float %50, i64 0, !dbg !13
  store <1 x float> %54, ptr addrspace(3) %53, align 4, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier.signal(i32 -1), !dbg !13
  tail call void @llvm.amdgcn.s.barrier.wait(i16 -1), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %55 = shl nuw nsw i32 %15, 2, !dbg !13
  %56 = and i32 %55, 12, !dbg !13
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56, !dbg !13
  %58 = load <1 x float>, ptr addrspace(3) %57, align 4, !dbg !13
  %59 = extractelement <1 x float> %58, i64 0, !dbg !13
  %60 = bitcast float %59 to i32, !dbg !13
  %61 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %60, i32 354, i32 15, i32 15, i1 true), !dbg !13
  %62 = bitcast i32 %61 to float, !dbg !13
  %63 = fadd float %59, %62, !dbg !26
  %64 = bitcast float %63 to i32, !dbg !13
  %65 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %64, i32 353, i32 15, i32 15, i1 true), !dbg !13
  %66 = bitcast i32 %65 to float, !dbg !13
  %67 = fadd float %63, %66, !dbg !26
  %68 = fcmp ogt float %67, %4, !dbg !27
  %69 = icmp sgt i32 %13, 0, !dbg !28
  br i1 %68, label %.preheader, label %.preheader3, !dbg !29

.preheader3:                                      ; preds = %34
  br i1 %69, label %.lr.ph.preheader, label %._crit_edge, !dbg !30

.lr.ph.preheader:                                 ; preds = %.preheader3
  %xtraiter = and i32 %13, 7, !dbg !30
  %70 = icmp ult i32 %13, 8, !dbg !30
  br i1 %70, label %.lr.ph.epil.preheader, label %.lr.ph.preheader.new, !dbg !30

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i32 %13, 2147483640, !dbg !30
  br label %.lr.ph, !dbg !30

.preheader:                                       ; preds = %34
  br i1 %69, label %.lr.ph5.preheader, label %._crit_edge6, !dbg !31

.lr.ph5.preheader:                                ; preds = %.preheader
  %xtraiter28 = and i32 %13, 7, !dbg !31
  %71 = icmp ult i32 %13, 8, !dbg !31
  br i1 %71, label %.lr.ph5.epil.preheader, label %.lr.ph5.preheader.new, !dbg !31

.lr.ph5.preheader.new:                            ; preds = %.lr.ph5.preheader
  %unroll_iter40 = and i32 %13, 2147483640, !dbg !31
  br label %.lr.ph5, !dbg !31

.lr.ph5:                                          ; preds = %.lr.ph5, %.lr.ph5.preheader.new
  %72 = phi float [ %31, %.lr.ph5.preheader.new ], [ %104, %.lr.ph5 ]
  %73 = phi float [ %36, %.lr.ph5.preheader.new ], [ %105, %.lr.ph5 ]
  %niter41 = phi i32 [ 0, %.lr.ph5.preheader.new ], [ %niter41.next.7, %.lr.ph5 ]
  %74 = fmul float %72, 5.000000e-01, !dbg !32
  %75 = fmul float %73, 5.000000e-01, !dbg !32
  %76 = fadd float %74, 1.000000e+00, !dbg !32
  %77 = fadd float %75, 1.000000e+00, !dbg !32
  %78 = fmul float %76, 5.000000e-01, !dbg !32
  %79 = fmul float %77, 5.000000e-01, !dbg !32
  %80 = fadd float %78, 1.000000e+00, !dbg !32
  %81 = fadd float %79, 1.000000e+00, !dbg !32
  %82 = fmul float %80, 5.000000e-01, !dbg !32
  %83 = fmul float %81, 5.000000e-01, !dbg !32
  %84 = fadd float %82, 1.000000e+00, !dbg !32
  %85 = fadd float %83, 1.000000e+00, !dbg !32
  %86 = fmul float %84, 5.000000e-01, !dbg !32
  %87 = fmul float %85, 5.000000e-01, !dbg !32
  %88 = fadd float %86, 1.000000e+00, !dbg !32
  %89 = fadd float %87, 1.000000e+00, !dbg !32
  %90 = fmul float %88, 5.000000e-01, !dbg !32
  %91 = fmul float %89, 5.000000e-01, !dbg !32
  %92 = fadd float %90, 1.000000e+00, !dbg !32
  %93 = fadd float %91, 1.000000e+00, !dbg !32
  %94 = fmul float %92, 5.000000e-01, !dbg !32
  %95 = fmul float %93, 5.000000e-01, !dbg !32
  %96 = fadd float %94, 1.000000e+00, !dbg !32
  %97 = fadd float %95, 1.000000e+00, !dbg !32
  %98 = fmul float %96, 5.000000e-01, !dbg !32
  %99 = fmul float %97, 5.000000e-01, !dbg !32
  %100 = fadd float %98, 1.000000e+00, !dbg !32
  %101 = fadd float %99, 1.000000e+00, !dbg !32
  %102 = fmul float %100, 5.000000e-01, !dbg !32
  %103 = fmul float %101, 5.000000e-01, !dbg !32
  %104 = fadd float %102, 1.000000e+00, !dbg !32
  %105 = fadd float %103, 1.000000e+00, !dbg !32
  %niter41.next.7 = add nuw nsw i32 %niter41, 8, !dbg !31
  %niter41.ncmp.7 = icmp eq i32 %niter41.next.7, %unroll_iter40, !dbg !31
  br i1 %niter41.ncmp.7, label %._crit_edge6.loopexit.unr-lcssa, label %.lr.ph5, !dbg !31

._crit_edge6.loopexit.unr-lcssa:                  ; preds = %.lr.ph5
  %lcmp.mod36.not = icmp eq i32 %xtraiter28, 0, !dbg !31
  br i1 %lcmp.mod36.not, label %._crit_edge6, label %.lr.ph5.epil.preheader, !dbg !31

.lr.ph5.epil.preheader:                           ; preds = %._crit_edge6.loopexit.unr-lcssa, %.lr.ph5.preheader
  %.epil.init33 = phi float [ %31, %.lr.ph5.preheader ], [ %104, %._crit_edge6.loopexit.unr-lcssa ]
  %.epil.init35 = phi float [ %36, %.lr.ph5.preheader ], [ %105, %._crit_edge6.loopexit.unr-lcssa ]
  %lcmp.mod39 = icmp ne i32 %xtraiter28, 0, !dbg !31
  tail call void @llvm.assume(i1 %lcmp.mod39), !dbg !31
  br label %.lr.ph5.epil, !dbg !31

.lr.ph5.epil:                                     ; preds = %.lr.ph5.epil, %.lr.ph5.epil.preheader
  %106 = phi float [ %110, %.lr.ph5.epil ], [ %.epil.init33, %.lr.ph5.epil.preheader ]
  %107 = phi float [ %111, %.lr.ph5.epil ], [ %.epil.init35, %.lr.ph5.epil.preheader ]
  %epil.iter29 = phi i32 [ %epil.iter29.next, %.lr.ph5.epil ], [ 0, %.lr.ph5.epil.preheader ]
  %108 = fmul float %106, 5.000000e-01, !dbg !32
  %109 = fmul float %107, 5.000000e-01, !dbg !32
  %110 = fadd float %108, 1.000000e+00, !dbg !32
  %111 = fadd float %109, 1.000000e+00, !dbg !32
  %epil.iter29.next = add i32 %epil.iter29, 1, !dbg !31
  %epil.iter29.cmp.not = icmp eq i32 %epil.iter29.next, %xtraiter28, !dbg !31
  br i1 %epil.iter29.cmp.not, label %._crit_edge6, label %.lr.ph5.epil, !dbg !31, !llvm.loop !33

._crit_edge6:                                     ; preds = %._crit_edge6.loopexit.unr-lcssa, %.lr.ph5.epil, %.preheader
  %112 = phi float [ %31, %.preheader ], [ %104, %._crit_edge6.loopexit.unr-lcssa ], [ %110, %.lr.ph5.epil ], !dbg !25
  %113 = phi float [ %36, %.preheader ], [ %105, %._crit_edge6.loopexit.unr-lcssa ], [ %111, %.lr.ph5.epil ], !dbg !25
  %114 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %23, !dbg !35
  br i1 %21, label %115, label %119, !dbg !36

115:                                              ; preds = %._crit_edge6
  %116 = sext i32 %19 to i64
  %117 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %116
  %118 = insertelement <1 x float> poison, float %112, i64 0
  store <1 x float> %118, ptr addrspace(1) %117, align 4, !dbg !36
  br label %119, !dbg !36

119:                                              ; preds = %115, %._crit_edge6
  br i1 %22, label %120, label %174, !dbg !36

120:                                              ; preds = %119
  %121 = insertelement <1 x float> poison, float %113, i64 0
  store <1 x float> %121, ptr addrspace(1) %114, align 4, !dbg !36
  br label %174, !dbg !36

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %122 = phi float [ %31, %.lr.ph.preheader.new ], [ %154, %.lr.ph ]
  %123 = phi float [ %36, %.lr.ph.preheader.new ], [ %155, %.lr.ph ]
  %niter = phi i32 [ 0, %.lr.ph.preheader.new ], [ %niter.next.7, %.lr.ph ]
  %124 = fcmp ogt float %122, 0.000000e+00, !dbg !37
  %125 = fcmp ogt float %123, 0.000000e+00, !dbg !37
  %.v = select i1 %124, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %126 = fadd float %122, %.v, !dbg !38
  %.v2 = select i1 %125, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %127 = fadd float %123, %.v2, !dbg !38
  %128 = fcmp ogt float %126, 0.000000e+00, !dbg !37
  %129 = fcmp ogt float %127, 0.000000e+00, !dbg !37
  %.v.1 = select i1 %128, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %130 = fadd float %126, %.v.1, !dbg !38
  %.v2.1 = select i1 %129, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %131 = fadd float %127, %.v2.1, !dbg !38
  %132 = fcmp ogt float %130, 0.000000e+00, !dbg !37
  %133 = fcmp ogt float %131, 0.000000e+00, !dbg !37
  %.v.2 = select i1 %132, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %134 = fadd float %130, %.v.2, !dbg !38
  %.v2.2 = select i1 %133, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %135 = fadd float %131, %.v2.2, !dbg !38
  %136 = fcmp ogt float %134, 0.000000e+00, !dbg !37
  %137 = fcmp ogt float %135, 0.000000e+00, !dbg !37
  %.v.3 = select i1 %136, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %138 = fadd float %134, %.v.3, !dbg !38
  %.v2.3 = select i1 %137, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %139 = fadd float %135, %.v2.3, !dbg !38
  %140 = fcmp ogt float %138, 0.000000e+00, !dbg !37
  %141 = fcmp ogt float %139, 0.000000e+00, !dbg !37
  %.v.4 = select i1 %140, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %142 = fadd float %138, %.v.4, !dbg !38
  %.v2.4 = select i1 %141, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %143 = fadd float %139, %.v2.4, !dbg !38
  %144 = fcmp ogt float %142, 0.000000e+00, !dbg !37
  %145 = fcmp ogt float %143, 0.000000e+00, !dbg !37
  %.v.5 = select i1 %144, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %146 = fadd float %142, %.v.5, !dbg !38
  %.v2.5 = select i1 %145, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %147 = fadd float %143, %.v2.5, !dbg !38
  %148 = fcmp ogt float %146, 0.000000e+00, !dbg !37
  %149 = fcmp ogt float %147, 0.000000e+00, !dbg !37
  %.v.6 = select i1 %148, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %150 = fadd float %146, %.v.6, !dbg !38
  %.v2.6 = select i1 %149, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %151 = fadd float %147, %.v2.6, !dbg !38
  %152 = fcmp ogt float %150, 0.000000e+00, !dbg !37
  %153 = fcmp ogt float %151, 0.000000e+00, !dbg !37
  %.v.7 = select i1 %152, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %154 = fadd float %150, %.v.7, !dbg !38
  %.v2.7 = select i1 %153, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %155 = fadd float %151, %.v2.7, !dbg !38
  %niter.next.7 = add nuw nsw i32 %niter, 8, !dbg !30
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter, !dbg !30
  br i1 %niter.ncmp.7, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !dbg !30

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !30
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil.preheader, !dbg !30

.lr.ph.epil.preheader:                            ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.preheader
  %.epil.init = phi float [ %31, %.lr.ph.preheader ], [ %154, %._crit_edge.loopexit.unr-lcssa ]
  %.epil.init22 = phi float [ %36, %.lr.ph.preheader ], [ %155, %._crit_edge.loopexit.unr-lcssa ]
  %lcmp.mod27 = icmp ne i32 %xtraiter, 0, !dbg !30
  tail call void @llvm.assume(i1 %lcmp.mod27), !dbg !30
  br label %.lr.ph.epil, !dbg !30

.lr.ph.epil:                                      ; preds = %.lr.ph.epil, %.lr.ph.epil.preheader
  %156 = phi float [ %160, %.lr.ph.epil ], [ %.epil.init, %.lr.ph.epil.preheader ]
  %157 = phi float [ %161, %.lr.ph.epil ], [ %.epil.init22, %.lr.ph.epil.preheader ]
  %epil.iter = phi i32 [ %epil.iter.next, %.lr.ph.epil ], [ 0, %.lr.ph.epil.preheader ]
  %158 = fcmp ogt float %156, 0.000000e+00, !dbg !37
  %159 = fcmp ogt float %157, 0.000000e+00, !dbg !37
  %.v.epil = select i1 %158, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %160 = fadd float %156, %.v.epil, !dbg !38
  %.v2.epil = select i1 %159, float -1.000000e+00, float 2.000000e+00, !dbg !38
  %161 = fadd float %157, %.v2.epil, !dbg !38
  %epil.iter.next = add i32 %epil.iter, 1, !dbg !30
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter, !dbg !30
  br i1 %epil.iter.cmp.not, label %._crit_edge, label %.lr.ph.epil, !dbg !30, !llvm.loop !39

._crit_edge:                                      ; preds = %._crit_edge.loopexit.unr-lcssa, %.lr.ph.epil, %.preheader3
  %162 = phi float [ %31, %.preheader3 ], [ %154, %._crit_edge.loopexit.unr-lcssa ], [ %160, %.lr.ph.epil ], !dbg !25
  %163 = phi float [ %36, %.preheader3 ], [ %155, %._crit_edge.loopexit.unr-lcssa ], [ %161, %.lr.ph.epil ], !dbg !25
  %164 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %23, !dbg !40
  %165 = fneg float %163, !dbg !41
  br i1 %21, label %166, label %171, !dbg !42

166:                                              ; preds = %._crit_edge
  %167 = sext i32 %19 to i64
  %168 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %167
  %169 = fneg float %162
  %170 = insertelement <1 x float> poison, float %169, i64 0
  store <1 x float> %170, ptr addrspace(1) %168, align 4, !dbg !42
  br label %171, !dbg !42

171:                                              ; preds = %166, %._crit_edge
  br i1 %22, label %172, label %174, !dbg !42

172:                                              ; preds = %171
  %173 = insertelement <1 x float> poison, float %165, i64 0
  store <1 x float> %173, ptr addrspace(1) %164, align 4, !dbg !42
  br label %174, !dbg !42

174:                                              ; preds = %171, %172, %119, %120
  ret void, !dbg !43
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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { norecurse nounwind "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "branchy_kernel", linkageName: "branchy_kernel", scope: !1, file: !1, line: 99, type: !5, scopeLine: 99, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !8, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 314, column: 12, scope: !14, inlinedAt: !16)
!14 = distinct !DILexicalBlockFile(scope: !4, file: !15, discriminator: 0)
!15 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!16 = !DILocation(line: 106, column: 9, scope: !17)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!18 = !DILocation(line: 101, column: 11, scope: !4)
!19 = !DILocation(line: 102, column: 20, scope: !4)
!20 = !DILocation(line: 102, column: 12, scope: !4)
!21 = !DILocation(line: 103, column: 12, scope: !4)
!22 = !DILocation(line: 103, column: 26, scope: !4)
!23 = !DILocation(line: 104, column: 12, scope: !4)
!24 = !DILocation(line: 105, column: 17, scope: !4)
!25 = !DILocation(line: 105, column: 9, scope: !4)
!26 = !DILocation(line: 287, column: 12, scope: !14, inlinedAt: !13)
!27 = !DILocation(line: 107, column: 8, scope: !4)
!28 = !DILocation(line: 0, scope: !4)
!29 = !DILocation(line: 107, column: 5, scope: !4)
!30 = !DILocation(line: 117, column: 9, scope: !4)
!31 = !DILocation(line: 110, column: 15, scope: !4)
!32 = !DILocation(line: 111, column: 19, scope: !4)
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !DILocation(line: 113, column: 18, scope: !4)
!36 = !DILocation(line: 113, column: 9, scope: !4)
!37 = !DILocation(line: 118, column: 29, scope: !4)
!38 = !DILocation(line: 118, column: 20, scope: !4)
!39 = distinct !{!39, !34}
!40 = !DILocation(line: 119, column: 18, scope: !4)
!41 = !DILocation(line: 119, column: 32, scope: !4)
!42 = !DILocation(line: 119, column: 9, scope: !4)
!43 = !DILocation(line: 99, column: 1, scope: !4)
