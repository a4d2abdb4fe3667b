; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layer_norm_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) readnone captures(none) %7, ptr addrspace(1) readnone captures(none) %8) local_unnamed_addr #0 !dbg !69 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %11 = zext nneg i32 %10 to i64, !dbg !70
  %12 = sext i32 %4 to i64, !dbg !70
  %13 = mul nsw i64 %12, %11, !dbg !70
  %14 = getelementptr half, ptr addrspace(1) %0, i64 %13, !dbg !70
  %15 = getelementptr half, ptr addrspace(1) %1, i64 %13, !dbg !70
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %17 = and i32 %16, 127, !dbg !70
  %18 = and i32 %16, 31, !dbg !70
  %19 = lshr i32 %17, 5, !dbg !70
  %20 = shl nuw nsw i32 %16, 3, !dbg !70
  %21 = and i32 %20, 1016, !dbg !70
  %22 = icmp sgt i32 %5, 0, !dbg !70
  br i1 %22, label %.lr.ph, label %._crit_edge, !dbg !70

.lr.ph:                                           ; preds = %.lr.ph, %9
  %23 = phi i32 [ %49, %.lr.ph ], [ 0, %9 ], !dbg !71
  %24 = phi <8 x float> [ %48, %.lr.ph ], [ zeroinitializer, %9 ], !dbg !71
  %25 = or disjoint i32 %23, %21, !dbg !71
  %26 = icmp slt i32 %25, %5, !dbg !71
  %27 = sext i32 %25 to i64, !dbg !71
  %28 = getelementptr half, ptr addrspace(1) %14, i64 %27, !dbg !71
  %29 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %28, i1 %26) #6, !dbg !71
  %30 = extractvalue { i32, i32, i32, i32 } %29, 0, !dbg !71
  %31 = bitcast i32 %30 to <2 x half>, !dbg !71
  %32 = extractvalue { i32, i32, i32, i32 } %29, 1, !dbg !71
  %33 = bitcast i32 %32 to <2 x half>, !dbg !71
  %34 = extractvalue { i32, i32, i32, i32 } %29, 2, !dbg !71
  %35 = bitcast i32 %34 to <2 x half>, !dbg !71
  %36 = extractvalue { i32, i32, i32, i32 } %29, 3, !dbg !71
  %37 = bitcast i32 %36 to <2 x half>, !dbg !71
  %38 = shufflevector <2 x half> %31, <2 x half> %33, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !71
  %39 = shufflevector <2 x half> %35, <2 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !71
  %40 = shufflevector <8 x half> %38, <8 x half> %39, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !71
  %41 = shufflevector <2 x half> %35, <2 x half> poison, <8 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !71
  %42 = shufflevector <8 x half> %40, <8 x half> %41, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 9, i32 poison, i32 poison>, !dbg !71
  %43 = shufflevector <2 x half> %37, <2 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !71
  %44 = shufflevector <8 x half> %42, <8 x half> %43, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !71
  %45 = shufflevector <2 x half> %37, <2 x half> poison, <8 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !71
  %46 = shufflevector <8 x half> %44, <8 x half> %45, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 9>, !dbg !71
  %47 = fpext <8 x half> %46 to <8 x float>, !dbg !71
  %48 = fadd <8 x float> %24, %47, !dbg !71
  %49 = add i32 %23, 1024, !dbg !71
  %50 = icmp slt i32 %49, %5, !dbg !71
  br i1 %50, label %.lr.ph, label %._crit_edge.loopexit, !dbg !71

._crit_edge.loopexit:                             ; preds = %.lr.ph
  %shift = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop = fadd <8 x float> %48, %shift, !dbg !72
  %shift31 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop32 = fadd <8 x float> %shift31, %foldExtExtBinop, !dbg !72
  %shift34 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop35 = fadd <8 x float> %shift34, %foldExtExtBinop32, !dbg !72
  %shift37 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop38 = fadd <8 x float> %shift37, %foldExtExtBinop35, !dbg !72
  %shift40 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop41 = fadd <8 x float> %shift40, %foldExtExtBinop38, !dbg !72
  %shift43 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop44 = fadd <8 x float> %shift43, %foldExtExtBinop41, !dbg !72
  %shift46 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> <i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !72
  %foldExtExtBinop47 = fadd <8 x float> %shift46, %foldExtExtBinop44, !dbg !72
  %51 = extractelement <8 x float> %foldExtExtBinop47, i64 0, !dbg !72
  br label %._crit_edge, !dbg !72

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %9
  %52 = phi float [ 0.000000e+00, %9 ], [ %51, %._crit_edge.loopexit ], !dbg !73
  %53 = bitcast float %52 to i32, !dbg !73
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 16, i32 31), !dbg !73
  %55 = bitcast i32 %54 to float, !dbg !73
  %56 = fadd float %52, %55, !dbg !73
  %57 = bitcast float %56 to i32, !dbg !73
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 8, i32 31), !dbg !73
  %59 = bitcast i32 %58 to float, !dbg !73
  %60 = fadd float %56, %59, !dbg !73
  %61 = bitcast float %60 to i32, !dbg !73
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 4, i32 31), !dbg !73
  %63 = bitcast i32 %62 to float, !dbg !73
  %64 = fadd float %60, %63, !dbg !73
  %65 = bitcast float %64 to i32, !dbg !73
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 2, i32 31), !dbg !73
  %67 = bitcast i32 %66 to float, !dbg !73
  %68 = fadd float %64, %67, !dbg !73
  %69 = bitcast float %68 to i32, !dbg !73
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 1, i32 31), !dbg !73
  %71 = bitcast i32 %70 to float, !dbg !73
  %72 = fadd float %68, %71, !dbg !73
  %73 = icmp eq i32 %18, 0, !dbg !73
  %74 = getelementptr float, ptr addrspace(3) @global_smem, i32 %19, !dbg !73
  %75 = bitcast float %72 to <1 x i32>, !dbg !73
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %74, <1 x i32> %75, i1 %73) #6, !dbg !73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !73
  %76 = icmp samesign ult i32 %17, 4, !dbg !73
  %77 = getelementptr float, ptr addrspace(3) @global_smem, i32 %17, !dbg !73
  %78 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %77, i1 %76) #6, !dbg !73
  %79 = bitcast i32 %78 to float, !dbg !73
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 2, i32 31), !dbg !73
  %81 = bitcast i32 %80 to float, !dbg !73
  %82 = fadd float %79, %81, !dbg !73
  %83 = bitcast float %82 to i32, !dbg !73
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 1, i32 31), !dbg !73
  %85 = bitcast i32 %84 to float, !dbg !73
  %86 = fadd float %82, %85, !dbg !73
  %87 = and i32 %16, 3, !dbg !73
  %88 = icmp eq i32 %87, 0, !dbg !73
  %89 = and i1 %76, %88, !dbg !73
  %90 = bitcast float %86 to <1 x i32>, !dbg !73
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %77, <1 x i32> %90, i1 %89) #6, !dbg !73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !73
  %91 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !73
  %92 = sitofp i32 %5 to float, !dbg !73
  %93 = tail call float @llvm.nvvm.div.full(float %91, float %92), !dbg !73
  br i1 %22, label %.lr.ph6.preheader, label %._crit_edge7, !dbg !73

.lr.ph6.preheader:                                ; preds = %._crit_edge
  %94 = insertelement <8 x float> poison, float %93, i64 0, !dbg !74
  %95 = shufflevector <8 x float> %94, <8 x float> poison, <8 x i32> zeroinitializer, !dbg !74
  br label %.lr.ph6, !dbg !74

.lr.ph6:                                          ; preds = %.lr.ph6, %.lr.ph6.preheader
  %96 = phi i32 [ %127, %.lr.ph6 ], [ 0, %.lr.ph6.preheader ], !dbg !75
  %97 = phi <8 x float> [ %126, %.lr.ph6 ], [ zeroinitializer, %.lr.ph6.preheader ], !dbg !75
  %98 = or disjoint i32 %96, %21, !dbg !75
  %99 = icmp slt i32 %98, %5, !dbg !75
  %100 = sext i32 %98 to i64, !dbg !75
  %101 = getelementptr half, ptr addrspace(1) %14, i64 %100, !dbg !75
  %102 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %101, i1 %99) #6, !dbg !75
  %103 = extractvalue { i32, i32, i32, i32 } %102, 0, !dbg !75
  %104 = bitcast i32 %103 to <2 x half>, !dbg !75
  %105 = extractvalue { i32, i32, i32, i32 } %102, 1, !dbg !75
  %106 = bitcast i32 %105 to <2 x half>, !dbg !75
  %107 = extractvalue { i32, i32, i32, i32 } %102, 2, !dbg !75
  %108 = bitcast i32 %107 to <2 x half>, !dbg !75
  %109 = extractvalue { i32, i32, i32, i32 } %102, 3, !dbg !75
  %110 = bitcast i32 %109 to <2 x half>, !dbg !75
  %111 = shufflevector <2 x half> %104, <2 x half> %106, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !75
  %112 = shufflevector <2 x half> %108, <2 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !75
  %113 = shufflevector <8 x half> %111, <8 x half> %112, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 poison, i32 poison, i32 poison>, !dbg !75
  %114 = shufflevector <2 x half> %108, <2 x half> poison, <8 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !75
  %115 = shufflevector <8 x half> %113, <8 x half> %114, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 9, i32 poison, i32 poison>, !dbg !75
  %116 = shufflevector <2 x half> %110, <2 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !75
  %117 = shufflevector <8 x half> %115, <8 x half> %116, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 poison>, !dbg !75
  %118 = shufflevector <2 x half> %110, <2 x half> poison, <8 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !75
  %119 = shufflevector <8 x half> %117, <8 x half> %118, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 9>, !dbg !75
  %120 = fpext <8 x half> %119 to <8 x float>, !dbg !75
  %121 = fsub <8 x float> %120, %95, !dbg !75
  %122 = insertelement <8 x i1> poison, i1 %99, i64 0, !dbg !75
  %123 = shufflevector <8 x i1> %122, <8 x i1> poison, <8 x i32> zeroinitializer, !dbg !75
  %124 = select <8 x i1> %123, <8 x float> %121, <8 x float> zeroinitializer, !dbg !75
  %125 = fmul <8 x float> %124, %124, !dbg !75
  %126 = fadd <8 x float> %97, %125, !dbg !75
  %127 = add i32 %96, 1024, !dbg !75
  %128 = icmp slt i32 %127, %5, !dbg !75
  br i1 %128, label %.lr.ph6, label %._crit_edge7, !dbg !75

._crit_edge7:                                     ; preds = %.lr.ph6, %._crit_edge
  %129 = phi <8 x float> [ zeroinitializer, %._crit_edge ], [ %126, %.lr.ph6 ], !dbg !76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !76
  %shift49 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop50 = fadd <8 x float> %129, %shift49, !dbg !76
  %shift52 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop53 = fadd <8 x float> %shift52, %foldExtExtBinop50, !dbg !76
  %shift55 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop56 = fadd <8 x float> %shift55, %foldExtExtBinop53, !dbg !76
  %shift58 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop59 = fadd <8 x float> %shift58, %foldExtExtBinop56, !dbg !76
  %shift61 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop62 = fadd <8 x float> %shift61, %foldExtExtBinop59, !dbg !76
  %shift64 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop65 = fadd <8 x float> %shift64, %foldExtExtBinop62, !dbg !76
  %shift67 = shufflevector <8 x float> %129, <8 x float> poison, <8 x i32> <i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !76
  %foldExtExtBinop68 = fadd <8 x float> %shift67, %foldExtExtBinop65, !dbg !76
  %130 = extractelement <8 x float> %foldExtExtBinop68, i64 0, !dbg !76
  %131 = bitcast float %130 to i32, !dbg !76
  %132 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 16, i32 31), !dbg !76
  %133 = bitcast i32 %132 to float, !dbg !76
  %134 = fadd float %130, %133, !dbg !76
  %135 = bitcast float %134 to i32, !dbg !76
  %136 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 8, i32 31), !dbg !76
  %137 = bitcast i32 %136 to float, !dbg !76
  %138 = fadd float %134, %137, !dbg !76
  %139 = bitcast float %138 to i32, !dbg !76
  %140 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 4, i32 31), !dbg !76
  %141 = bitcast i32 %140 to float, !dbg !76
  %142 = fadd float %138, %141, !dbg !76
  %143 = bitcast float %142 to i32, !dbg !76
  %144 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 2, i32 31), !dbg !76
  %145 = bitcast i32 %144 to float, !dbg !76
  %146 = fadd float %142, %145, !dbg !76
  %147 = bitcast float %146 to i32, !dbg !76
  %148 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 1, i32 31), !dbg !76
  %149 = bitcast i32 %148 to float, !dbg !76
  %150 = fadd float %146, %149, !dbg !76
  %151 = bitcast float %150 to <1 x i32>, !dbg !76
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %74, <1 x i32> %151, i1 %73) #6, !dbg !76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !76
  %152 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %77, i1 %76) #6, !dbg !76
  %153 = bitcast i32 %152 to float, !dbg !76
  %154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 2, i32 31), !dbg !76
  %155 = bitcast i32 %154 to float, !dbg !76
  %156 = fadd float %153, %155, !dbg !76
  %157 = bitcast float %156 to i32, !dbg !76
  %158 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 1, i32 31), !dbg !76
  %159 = bitcast i32 %158 to float, !dbg !76
  %160 = fadd float %156, %159, !dbg !76
  %161 = bitcast float %160 to <1 x i32>, !dbg !76
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %77, <1 x i32> %161, i1 %89) #6, !dbg !76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !76
  %162 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !76
  %163 = tail call float @llvm.nvvm.div.full(float %162, float %92), !dbg !76
  %164 = fadd float %6, %163, !dbg !76
  %165 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !76
  %.not.i = icmp eq i32 %165, 0, !dbg !76
  br i1 %.not.i, label %168, label %166, !dbg !76

166:                                              ; preds = %._crit_edge7
  %167 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %164), !dbg !77
  br label %__nv_rsqrtf.exit, !dbg !77

168:                                              ; preds = %._crit_edge7
  %169 = tail call float @llvm.nvvm.rsqrt.approx.f(float %164), !dbg !78
  br label %__nv_rsqrtf.exit, !dbg !78

__nv_rsqrtf.exit:                                 ; preds = %168, %166
  %.0.i = phi float [ %167, %166 ], [ %169, %168 ], !dbg !79
  br i1 %22, label %.lr.ph9.preheader, label %._crit_edge10, !dbg !79

.lr.ph9.preheader:                                ; preds = %__nv_rsqrtf.exit
  %170 = insertelement <2 x float> poison, float %93, i64 0, !dbg !80
  %171 = shufflevector <2 x float> %170, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !80
  %172 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !80
  %173 = shufflevector <2 x float> %172, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !80
  br label %.lr.ph9, !dbg !80

.lr.ph9:                                          ; preds = %.lr.ph9, %.lr.ph9.preheader
  %174 = phi i32 [ %245, %.lr.ph9 ], [ 0, %.lr.ph9.preheader ], !dbg !81
  %175 = or disjoint i32 %174, %21, !dbg !81
  %176 = icmp slt i32 %175, %5, !dbg !81
  %177 = sext i32 %175 to i64, !dbg !81
  %178 = getelementptr half, ptr addrspace(1) %14, i64 %177, !dbg !81
  %179 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %178, i1 %176) #6, !dbg !81
  %180 = extractvalue { i32, i32, i32, i32 } %179, 0, !dbg !81
  %181 = bitcast i32 %180 to <2 x half>, !dbg !81
  %182 = extractvalue { i32, i32, i32, i32 } %179, 1, !dbg !81
  %183 = bitcast i32 %182 to <2 x half>, !dbg !81
  %184 = extractvalue { i32, i32, i32, i32 } %179, 2, !dbg !81
  %185 = bitcast i32 %184 to <2 x half>, !dbg !81
  %186 = extractvalue { i32, i32, i32, i32 } %179, 3, !dbg !81
  %187 = bitcast i32 %186 to <2 x half>, !dbg !81
  %188 = getelementptr half, ptr addrspace(1) %2, i64 %177, !dbg !81
  %189 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %188, i1 %176) #6, !dbg !81
  %190 = extractvalue { i32, i32, i32, i32 } %189, 0, !dbg !81
  %191 = bitcast i32 %190 to <2 x half>, !dbg !81
  %192 = extractvalue { i32, i32, i32, i32 } %189, 1, !dbg !81
  %193 = bitcast i32 %192 to <2 x half>, !dbg !81
  %194 = extractvalue { i32, i32, i32, i32 } %189, 2, !dbg !81
  %195 = bitcast i32 %194 to <2 x half>, !dbg !81
  %196 = extractvalue { i32, i32, i32, i32 } %189, 3, !dbg !81
  %197 = bitcast i32 %196 to <2 x half>, !dbg !81
  %198 = getelementptr half, ptr addrspace(1) %3, i64 %177, !dbg !81
  %199 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %198, i1 %176) #6, !dbg !81
  %200 = extractvalue { i32, i32, i32, i32 } %199, 0, !dbg !81
  %201 = bitcast i32 %200 to <2 x half>, !dbg !81
  %202 = extractvalue { i32, i32, i32, i32 } %199, 1, !dbg !81
  %203 = bitcast i32 %202 to <2 x half>, !dbg !81
  %204 = extractvalue { i32, i32, i32, i32 } %199, 2, !dbg !81
  %205 = bitcast i32 %204 to <2 x half>, !dbg !81
  %206 = extractvalue { i32, i32, i32, i32 } %199, 3, !dbg !81
  %207 = bitcast i32 %206 to <2 x half>, !dbg !81
  %208 = getelementptr half, ptr addrspace(1) %15, i64 %177, !dbg !81
  %209 = fpext <2 x half> %181 to <2 x float>, !dbg !81
  %210 = fpext <2 x half> %191 to <2 x float>, !dbg !81
  %211 = fpext <2 x half> %201 to <2 x float>, !dbg !81
  %212 = fsub <2 x float> %209, %171, !dbg !81
  %213 = fmul <2 x float> %173, %212, !dbg !81
  %214 = fmul <2 x float> %213, %210, !dbg !81
  %215 = fadd <2 x float> %214, %211, !dbg !81
  %216 = fptrunc <2 x float> %215 to <2 x half>, !dbg !81
  %217 = fpext <2 x half> %183 to <2 x float>, !dbg !81
  %218 = fpext <2 x half> %193 to <2 x float>, !dbg !81
  %219 = fpext <2 x half> %203 to <2 x float>, !dbg !81
  %220 = fsub <2 x float> %217, %171, !dbg !81
  %221 = fmul <2 x float> %173, %220, !dbg !81
  %222 = fmul <2 x float> %221, %218, !dbg !81
  %223 = fadd <2 x float> %222, %219, !dbg !81
  %224 = fptrunc <2 x float> %223 to <2 x half>, !dbg !81
  %225 = fpext <2 x half> %185 to <2 x float>, !dbg !81
  %226 = fpext <2 x half> %195 to <2 x float>, !dbg !81
  %227 = fpext <2 x half> %205 to <2 x float>, !dbg !81
  %228 = fsub <2 x float> %225, %171, !dbg !81
  %229 = fmul <2 x float> %173, %228, !dbg !81
  %230 = fmul <2 x float> %229, %226, !dbg !81
  %231 = fadd <2 x float> %230, %227, !dbg !81
  %232 = fptrunc <2 x float> %231 to <2 x half>, !dbg !81
  %233 = fpext <2 x half> %187 to <2 x float>, !dbg !81
  %234 = fpext <2 x half> %197 to <2 x float>, !dbg !81
  %235 = fpext <2 x half> %207 to <2 x float>, !dbg !81
  %236 = fsub <2 x float> %233, %171, !dbg !81
  %237 = fmul <2 x float> %173, %236, !dbg !81
  %238 = fmul <2 x float> %237, %234, !dbg !81
  %239 = fadd <2 x float> %238, %235, !dbg !81
  %240 = fptrunc <2 x float> %239 to <2 x half>, !dbg !81
  %241 = bitcast <2 x half> %216 to i32, !dbg !81
  %242 = bitcast <2 x half> %224 to i32, !dbg !81
  %243 = bitcast <2 x half> %232 to i32, !dbg !81
  %244 = bitcast <2 x half> %240 to i32, !dbg !81
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %241, i32 %242, i32 %243, i32 %244, ptr addrspace(1) %208, i1 %176) #6, !dbg !81
  %245 = add i32 %174, 1024, !dbg !81
  %246 = icmp slt i32 %245, %5, !dbg !81
  br i1 %246, label %.lr.ph9, label %._crit_edge10, !dbg !81

._crit_edge10:                                    ; preds = %.lr.ph9, %__nv_rsqrtf.exit
  ret void, !dbg !82
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0, !65}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "norms.py", directory: "/work/main/.clean/scripts/bench_kernels")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "layer_norm_kernel", linkageName: "layer_norm_kernel", scope: !1, file: !1, line: 12, type: !6, scopeLine: 12, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 13, column: 24, scope: !5)
!9 = !DILocation(line: 14, column: 23, scope: !5)
!10 = !DILocation(line: 14, column: 35, scope: !5)
!11 = !DILocation(line: 14, column: 16, scope: !5)
!12 = !DILocation(line: 15, column: 16, scope: !5)
!13 = !DILocation(line: 18, column: 34, scope: !5)
!14 = !DILocation(line: 17, column: 27, scope: !5)
!15 = !DILocation(line: 18, column: 21, scope: !5)
!16 = !DILocation(line: 19, column: 49, scope: !5)
!17 = !DILocation(line: 19, column: 31, scope: !5)
!18 = !DILocation(line: 19, column: 23, scope: !5)
!19 = !DILocation(line: 19, column: 66, scope: !5)
!20 = !DILocation(line: 19, column: 15, scope: !5)
!21 = !DILocation(line: 263, column: 15, scope: !22, inlinedAt: !24)
!22 = distinct !DILexicalBlockFile(scope: !5, file: !23, discriminator: 0)
!23 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!24 = !DILocation(line: 293, column: 36, scope: !22, inlinedAt: !25)
!25 = !DILocation(line: 20, column: 23, scope: !26)
!26 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!27 = !DILocation(line: 20, column: 28, scope: !5)
!28 = !DILocation(line: 22, column: 27, scope: !5)
!29 = !DILocation(line: 23, column: 21, scope: !5)
!30 = !DILocation(line: 24, column: 46, scope: !5)
!31 = !DILocation(line: 24, column: 28, scope: !5)
!32 = !DILocation(line: 24, column: 20, scope: !5)
!33 = !DILocation(line: 24, column: 63, scope: !5)
!34 = !DILocation(line: 25, column: 35, scope: !5)
!35 = !DILocation(line: 25, column: 41, scope: !5)
!36 = !DILocation(line: 26, column: 19, scope: !5)
!37 = !DILocation(line: 26, column: 15, scope: !5)
!38 = !DILocation(line: 293, column: 36, scope: !22, inlinedAt: !39)
!39 = !DILocation(line: 27, column: 37, scope: !26)
!40 = !DILocation(line: 263, column: 15, scope: !22, inlinedAt: !38)
!41 = !DILocation(line: 27, column: 42, scope: !5)
!42 = !DILocation(line: 27, column: 46, scope: !5)
!43 = !DILocation(line: 27, column: 25, scope: !5)
!44 = !DILocation(line: 28, column: 27, scope: !5)
!45 = !DILocation(line: 29, column: 21, scope: !5)
!46 = !DILocation(line: 30, column: 22, scope: !5)
!47 = !DILocation(line: 31, column: 28, scope: !5)
!48 = !DILocation(line: 31, column: 20, scope: !5)
!49 = !DILocation(line: 32, column: 24, scope: !5)
!50 = !DILocation(line: 32, column: 20, scope: !5)
!51 = !DILocation(line: 33, column: 24, scope: !5)
!52 = !DILocation(line: 33, column: 20, scope: !5)
!53 = !DILocation(line: 34, column: 25, scope: !5)
!54 = !DILocation(line: 31, column: 59, scope: !5)
!55 = !DILocation(line: 32, column: 55, scope: !5)
!56 = !DILocation(line: 33, column: 55, scope: !5)
!57 = !DILocation(line: 34, column: 37, scope: !5)
!58 = !DILocation(line: 34, column: 45, scope: !5)
!59 = !DILocation(line: 34, column: 52, scope: !5)
!60 = !DILocation(line: 34, column: 56, scope: !5)
!61 = !DILocation(line: 34, column: 62, scope: !5)
!62 = !DILocation(line: 34, column: 31, scope: !5)
!63 = !DILocation(line: 28, column: 4, scope: !5)

!64 = !DIFile(filename: "bbprof-blocks", directory: "bbprof")
!65 = distinct !DICompileUnit(language: DW_LANG_C, file: !64, producer: "bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!66 = !{}
!67 = !DISubroutineType(types: !66)
!68 = !DIFile(filename: "layer_norm_kernel.bbprof-blocks", directory: "bbprof")
!69 = distinct !DISubprogram(name: "layer_norm_kernel", scope: !68, file: !68, line: 1, type: !67, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !65)
!70 = !DILocation(line: 1, column: 0, scope: !69)
!71 = !DILocation(line: 2, column: 0, scope: !69)
!72 = !DILocation(line: 3, column: 0, scope: !69)
!73 = !DILocation(line: 4, column: 0, scope: !69)
!74 = !DILocation(line: 5, column: 0, scope: !69)
!75 = !DILocation(line: 6, column: 0, scope: !69)
!76 = !DILocation(line: 7, column: 0, scope: !69)
!77 = !DILocation(line: 8, column: 0, scope: !69)
!78 = !DILocation(line: 9, column: 0, scope: !69)
!79 = !DILocation(line: 10, column: 0, scope: !69)
!80 = !DILocation(line: 11, column: 0, scope: !69)
!81 = !DILocation(line: 12, column: 0, scope: !69)
!82 = !DILocation(line: 13, column: 0, scope: !69)
