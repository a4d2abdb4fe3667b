; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @gelu_erf_loop_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !31 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !32
  %7 = shl i32 %6, 10, !dbg !32
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !32
  %9 = shl i32 %8, 10, !dbg !32
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !32
  %11 = shl nuw nsw i32 %10, 2, !dbg !32
  %12 = and i32 %11, 508, !dbg !32
  %13 = icmp slt i32 %7, %2, !dbg !32
  br i1 %13, label %.lr.ph, label %._crit_edge, !dbg !32

.lr.ph:                                           ; preds = %__nv_erff.exit155, %5
  %14 = phi i32 [ %451, %__nv_erff.exit155 ], [ %7, %5 ], !dbg !33
  %15 = or disjoint i32 %14, %12, !dbg !33
  %16 = or disjoint i32 %15, 512, !dbg !33
  %17 = icmp slt i32 %15, %2, !dbg !33
  %18 = icmp slt i32 %16, %2, !dbg !33
  %19 = sext i32 %15 to i64, !dbg !33
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %19, !dbg !33
  %21 = sext i32 %16 to i64, !dbg !33
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !33
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %20, i1 %17) #4, !dbg !33
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !33
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !33
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !33
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !33
  %28 = bitcast i32 %24 to float, !dbg !33
  %29 = bitcast i32 %25 to float, !dbg !33
  %30 = bitcast i32 %26 to float, !dbg !33
  %31 = bitcast i32 %27 to float, !dbg !33
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %22, i1 %18) #4, !dbg !33
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !33
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !33
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !33
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !33
  %37 = bitcast i32 %33 to float, !dbg !33
  %38 = bitcast i32 %34 to float, !dbg !33
  %39 = bitcast i32 %35 to float, !dbg !33
  %40 = bitcast i32 %36 to float, !dbg !33
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %19, !dbg !33
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !33
  %43 = fmul float %28, 5.000000e-01, !dbg !33
  %44 = fmul float %29, 5.000000e-01, !dbg !33
  %45 = fmul float %30, 5.000000e-01, !dbg !33
  %46 = fmul float %31, 5.000000e-01, !dbg !33
  %47 = fmul float %37, 5.000000e-01, !dbg !33
  %48 = fmul float %38, 5.000000e-01, !dbg !33
  %49 = fmul float %39, 5.000000e-01, !dbg !33
  %50 = fmul float %40, 5.000000e-01, !dbg !33
  %51 = fmul float %28, 0x3FE6A09E60000000, !dbg !33
  %52 = fmul float %29, 0x3FE6A09E60000000, !dbg !33
  %53 = fmul float %30, 0x3FE6A09E60000000, !dbg !33
  %54 = fmul float %31, 0x3FE6A09E60000000, !dbg !33
  %55 = fmul float %37, 0x3FE6A09E60000000, !dbg !33
  %56 = fmul float %38, 0x3FE6A09E60000000, !dbg !33
  %57 = fmul float %39, 0x3FE6A09E60000000, !dbg !33
  %58 = fmul float %40, 0x3FE6A09E60000000, !dbg !33
  %59 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !33
  %.not.i = icmp eq i32 %59, 0, !dbg !33
  %60 = tail call float @llvm.nvvm.fabs.ftz.f32(float %51), !dbg !33
  %61 = tail call float @llvm.nvvm.fabs.f32(float %51), !dbg !33
  %.0.i = select i1 %.not.i, float %61, float %60, !dbg !33
  %62 = fcmp oge float %.0.i, 0x3FF00C1FC0000000, !dbg !33
  br i1 %62, label %__nv_fabsf.exit1.i, label %64, !dbg !33

__nv_fabsf.exit1.i:                               ; preds = %.lr.ph
  %63 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !34
  %.not1.i = icmp eq i32 %63, 0, !dbg !34
  %.01.i = select i1 %.not1.i, float %61, float %60, !dbg !34
  br label %__internal_fmad.exit.i, !dbg !34

64:                                               ; preds = %.lr.ph
  %65 = fmul float %51, %51, !dbg !35
  br label %__internal_fmad.exit.i, !dbg !35

__internal_fmad.exit.i:                           ; preds = %64, %__nv_fabsf.exit1.i
  %66 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i ], [ 0x3FC06EBA60000000, %64 ], !dbg !36
  %67 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i ], [ 0xBFD8127580000000, %64 ], !dbg !36
  %68 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i ], [ 0x3FBCE315E0000000, %64 ], !dbg !36
  %69 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i ], [ 0xBF9B837CE0000000, %64 ], !dbg !36
  %70 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i ], [ 0x3F755ABD40000000, %64 ], !dbg !36
  %71 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i ], [ 0xBF4AE9A400000000, %64 ], !dbg !36
  %72 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i ], [ 0x3F163D2D40000000, %64 ], !dbg !36
  %73 = phi float [ %.01.i, %__nv_fabsf.exit1.i ], [ %65, %64 ], !dbg !36
  %74 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not2.i = icmp eq i32 %74, 0, !dbg !36
  %75 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %72, float %73, float %71) #4, !dbg !36
  %76 = tail call float @llvm.nvvm.fma.rn.f(float %72, float %73, float %71) #4, !dbg !36
  %.02.i = select i1 %.not2.i, float %76, float %75, !dbg !36
  %77 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not3.i = icmp eq i32 %77, 0, !dbg !36
  %78 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float %73, float %70) #4, !dbg !36
  %79 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float %73, float %70) #4, !dbg !36
  %.03.i = select i1 %.not3.i, float %79, float %78, !dbg !36
  %80 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not4.i = icmp eq i32 %80, 0, !dbg !36
  %81 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i, float %73, float %69) #4, !dbg !36
  %82 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i, float %73, float %69) #4, !dbg !36
  %.04.i = select i1 %.not4.i, float %82, float %81, !dbg !36
  %83 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not5.i = icmp eq i32 %83, 0, !dbg !36
  %84 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i, float %73, float %68) #4, !dbg !36
  %85 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i, float %73, float %68) #4, !dbg !36
  %.05.i = select i1 %.not5.i, float %85, float %84, !dbg !36
  %86 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not6.i = icmp eq i32 %86, 0, !dbg !36
  %87 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i, float %73, float %67) #4, !dbg !36
  %88 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i, float %73, float %67) #4, !dbg !36
  %.06.i = select i1 %.not6.i, float %88, float %87, !dbg !36
  %89 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not7.i = icmp eq i32 %89, 0, !dbg !36
  %90 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i, float %73, float %66) #4, !dbg !36
  %91 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i, float %73, float %66) #4, !dbg !36
  %.07.i = select i1 %.not7.i, float %91, float %90, !dbg !36
  %92 = fneg float %73, !dbg !36
  %93 = select i1 %62, float %92, float %51, !dbg !36
  %94 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !36
  %.not8.i = icmp eq i32 %94, 0, !dbg !36
  %95 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i, float %93, float %93) #4, !dbg !36
  %96 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i, float %93, float %93) #4, !dbg !36
  %.08.i = select i1 %.not8.i, float %96, float %95, !dbg !36
  br i1 %62, label %97, label %__nv_erff.exit, !dbg !36

97:                                               ; preds = %__internal_fmad.exit.i
  %98 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i), !dbg !37
  %99 = fsub float 1.000000e+00, %98, !dbg !37
  %100 = bitcast float %99 to i32, !dbg !37
  %101 = bitcast float %51 to i32, !dbg !37
  %102 = and i32 %101, -2147483648, !dbg !37
  %103 = or i32 %102, %100, !dbg !37
  %104 = bitcast i32 %103 to float, !dbg !37
  br label %__nv_erff.exit, !dbg !37

__nv_erff.exit:                                   ; preds = %97, %__internal_fmad.exit.i
  %r.0.i = phi float [ %104, %97 ], [ %.08.i, %__internal_fmad.exit.i ], !dbg !38
  %105 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !38
  %.not.i2 = icmp eq i32 %105, 0, !dbg !38
  %106 = tail call float @llvm.nvvm.fabs.ftz.f32(float %52), !dbg !38
  %107 = tail call float @llvm.nvvm.fabs.f32(float %52), !dbg !38
  %.0.i3 = select i1 %.not.i2, float %107, float %106, !dbg !38
  %108 = fcmp oge float %.0.i3, 0x3FF00C1FC0000000, !dbg !38
  br i1 %108, label %__nv_fabsf.exit1.i20, label %110, !dbg !38

__nv_fabsf.exit1.i20:                             ; preds = %__nv_erff.exit
  %109 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !39
  %.not1.i21 = icmp eq i32 %109, 0, !dbg !39
  %.01.i22 = select i1 %.not1.i21, float %107, float %106, !dbg !39
  br label %__internal_fmad.exit.i4, !dbg !39

110:                                              ; preds = %__nv_erff.exit
  %111 = fmul float %52, %52, !dbg !40
  br label %__internal_fmad.exit.i4, !dbg !40

__internal_fmad.exit.i4:                          ; preds = %110, %__nv_fabsf.exit1.i20
  %112 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i20 ], [ 0x3FC06EBA60000000, %110 ], !dbg !41
  %113 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i20 ], [ 0xBFD8127580000000, %110 ], !dbg !41
  %114 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i20 ], [ 0x3FBCE315E0000000, %110 ], !dbg !41
  %115 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i20 ], [ 0xBF9B837CE0000000, %110 ], !dbg !41
  %116 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i20 ], [ 0x3F755ABD40000000, %110 ], !dbg !41
  %117 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i20 ], [ 0xBF4AE9A400000000, %110 ], !dbg !41
  %118 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i20 ], [ 0x3F163D2D40000000, %110 ], !dbg !41
  %119 = phi float [ %.01.i22, %__nv_fabsf.exit1.i20 ], [ %111, %110 ], !dbg !41
  %120 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not2.i5 = icmp eq i32 %120, 0, !dbg !41
  %121 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %118, float %119, float %117) #4, !dbg !41
  %122 = tail call float @llvm.nvvm.fma.rn.f(float %118, float %119, float %117) #4, !dbg !41
  %.02.i6 = select i1 %.not2.i5, float %122, float %121, !dbg !41
  %123 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not3.i7 = icmp eq i32 %123, 0, !dbg !41
  %124 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i6, float %119, float %116) #4, !dbg !41
  %125 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i6, float %119, float %116) #4, !dbg !41
  %.03.i8 = select i1 %.not3.i7, float %125, float %124, !dbg !41
  %126 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not4.i9 = icmp eq i32 %126, 0, !dbg !41
  %127 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i8, float %119, float %115) #4, !dbg !41
  %128 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i8, float %119, float %115) #4, !dbg !41
  %.04.i10 = select i1 %.not4.i9, float %128, float %127, !dbg !41
  %129 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not5.i11 = icmp eq i32 %129, 0, !dbg !41
  %130 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i10, float %119, float %114) #4, !dbg !41
  %131 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i10, float %119, float %114) #4, !dbg !41
  %.05.i12 = select i1 %.not5.i11, float %131, float %130, !dbg !41
  %132 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not6.i13 = icmp eq i32 %132, 0, !dbg !41
  %133 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i12, float %119, float %113) #4, !dbg !41
  %134 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i12, float %119, float %113) #4, !dbg !41
  %.06.i14 = select i1 %.not6.i13, float %134, float %133, !dbg !41
  %135 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not7.i15 = icmp eq i32 %135, 0, !dbg !41
  %136 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i14, float %119, float %112) #4, !dbg !41
  %137 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i14, float %119, float %112) #4, !dbg !41
  %.07.i16 = select i1 %.not7.i15, float %137, float %136, !dbg !41
  %138 = fneg float %119, !dbg !41
  %139 = select i1 %108, float %138, float %52, !dbg !41
  %140 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !41
  %.not8.i17 = icmp eq i32 %140, 0, !dbg !41
  %141 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i16, float %139, float %139) #4, !dbg !41
  %142 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i16, float %139, float %139) #4, !dbg !41
  %.08.i18 = select i1 %.not8.i17, float %142, float %141, !dbg !41
  br i1 %108, label %143, label %__nv_erff.exit23, !dbg !41

143:                                              ; preds = %__internal_fmad.exit.i4
  %144 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i18), !dbg !42
  %145 = fsub float 1.000000e+00, %144, !dbg !42
  %146 = bitcast float %145 to i32, !dbg !42
  %147 = bitcast float %52 to i32, !dbg !42
  %148 = and i32 %147, -2147483648, !dbg !42
  %149 = or i32 %148, %146, !dbg !42
  %150 = bitcast i32 %149 to float, !dbg !42
  br label %__nv_erff.exit23, !dbg !42

__nv_erff.exit23:                                 ; preds = %143, %__internal_fmad.exit.i4
  %r.0.i19 = phi float [ %150, %143 ], [ %.08.i18, %__internal_fmad.exit.i4 ], !dbg !43
  %151 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !43
  %.not.i24 = icmp eq i32 %151, 0, !dbg !43
  %152 = tail call float @llvm.nvvm.fabs.ftz.f32(float %53), !dbg !43
  %153 = tail call float @llvm.nvvm.fabs.f32(float %53), !dbg !43
  %.0.i25 = select i1 %.not.i24, float %153, float %152, !dbg !43
  %154 = fcmp oge float %.0.i25, 0x3FF00C1FC0000000, !dbg !43
  br i1 %154, label %__nv_fabsf.exit1.i42, label %156, !dbg !43

__nv_fabsf.exit1.i42:                             ; preds = %__nv_erff.exit23
  %155 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !44
  %.not1.i43 = icmp eq i32 %155, 0, !dbg !44
  %.01.i44 = select i1 %.not1.i43, float %153, float %152, !dbg !44
  br label %__internal_fmad.exit.i26, !dbg !44

156:                                              ; preds = %__nv_erff.exit23
  %157 = fmul float %53, %53, !dbg !45
  br label %__internal_fmad.exit.i26, !dbg !45

__internal_fmad.exit.i26:                         ; preds = %156, %__nv_fabsf.exit1.i42
  %158 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i42 ], [ 0x3FC06EBA60000000, %156 ], !dbg !46
  %159 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i42 ], [ 0xBFD8127580000000, %156 ], !dbg !46
  %160 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i42 ], [ 0x3FBCE315E0000000, %156 ], !dbg !46
  %161 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i42 ], [ 0xBF9B837CE0000000, %156 ], !dbg !46
  %162 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i42 ], [ 0x3F755ABD40000000, %156 ], !dbg !46
  %163 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i42 ], [ 0xBF4AE9A400000000, %156 ], !dbg !46
  %164 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i42 ], [ 0x3F163D2D40000000, %156 ], !dbg !46
  %165 = phi float [ %.01.i44, %__nv_fabsf.exit1.i42 ], [ %157, %156 ], !dbg !46
  %166 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not2.i27 = icmp eq i32 %166, 0, !dbg !46
  %167 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %164, float %165, float %163) #4, !dbg !46
  %168 = tail call float @llvm.nvvm.fma.rn.f(float %164, float %165, float %163) #4, !dbg !46
  %.02.i28 = select i1 %.not2.i27, float %168, float %167, !dbg !46
  %169 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not3.i29 = icmp eq i32 %169, 0, !dbg !46
  %170 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i28, float %165, float %162) #4, !dbg !46
  %171 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i28, float %165, float %162) #4, !dbg !46
  %.03.i30 = select i1 %.not3.i29, float %171, float %170, !dbg !46
  %172 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not4.i31 = icmp eq i32 %172, 0, !dbg !46
  %173 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i30, float %165, float %161) #4, !dbg !46
  %174 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i30, float %165, float %161) #4, !dbg !46
  %.04.i32 = select i1 %.not4.i31, float %174, float %173, !dbg !46
  %175 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not5.i33 = icmp eq i32 %175, 0, !dbg !46
  %176 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i32, float %165, float %160) #4, !dbg !46
  %177 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i32, float %165, float %160) #4, !dbg !46
  %.05.i34 = select i1 %.not5.i33, float %177, float %176, !dbg !46
  %178 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not6.i35 = icmp eq i32 %178, 0, !dbg !46
  %179 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i34, float %165, float %159) #4, !dbg !46
  %180 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i34, float %165, float %159) #4, !dbg !46
  %.06.i36 = select i1 %.not6.i35, float %180, float %179, !dbg !46
  %181 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not7.i37 = icmp eq i32 %181, 0, !dbg !46
  %182 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i36, float %165, float %158) #4, !dbg !46
  %183 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i36, float %165, float %158) #4, !dbg !46
  %.07.i38 = select i1 %.not7.i37, float %183, float %182, !dbg !46
  %184 = fneg float %165, !dbg !46
  %185 = select i1 %154, float %184, float %53, !dbg !46
  %186 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !46
  %.not8.i39 = icmp eq i32 %186, 0, !dbg !46
  %187 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i38, float %185, float %185) #4, !dbg !46
  %188 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i38, float %185, float %185) #4, !dbg !46
  %.08.i40 = select i1 %.not8.i39, float %188, float %187, !dbg !46
  br i1 %154, label %189, label %__nv_erff.exit45, !dbg !46

189:                                              ; preds = %__internal_fmad.exit.i26
  %190 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i40), !dbg !47
  %191 = fsub float 1.000000e+00, %190, !dbg !47
  %192 = bitcast float %191 to i32, !dbg !47
  %193 = bitcast float %53 to i32, !dbg !47
  %194 = and i32 %193, -2147483648, !dbg !47
  %195 = or i32 %194, %192, !dbg !47
  %196 = bitcast i32 %195 to float, !dbg !47
  br label %__nv_erff.exit45, !dbg !47

__nv_erff.exit45:                                 ; preds = %189, %__internal_fmad.exit.i26
  %r.0.i41 = phi float [ %196, %189 ], [ %.08.i40, %__internal_fmad.exit.i26 ], !dbg !48
  %197 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !48
  %.not.i46 = icmp eq i32 %197, 0, !dbg !48
  %198 = tail call float @llvm.nvvm.fabs.ftz.f32(float %54), !dbg !48
  %199 = tail call float @llvm.nvvm.fabs.f32(float %54), !dbg !48
  %.0.i47 = select i1 %.not.i46, float %199, float %198, !dbg !48
  %200 = fcmp oge float %.0.i47, 0x3FF00C1FC0000000, !dbg !48
  br i1 %200, label %__nv_fabsf.exit1.i64, label %202, !dbg !48

__nv_fabsf.exit1.i64:                             ; preds = %__nv_erff.exit45
  %201 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !49
  %.not1.i65 = icmp eq i32 %201, 0, !dbg !49
  %.01.i66 = select i1 %.not1.i65, float %199, float %198, !dbg !49
  br label %__internal_fmad.exit.i48, !dbg !49

202:                                              ; preds = %__nv_erff.exit45
  %203 = fmul float %54, %54, !dbg !50
  br label %__internal_fmad.exit.i48, !dbg !50

__internal_fmad.exit.i48:                         ; preds = %202, %__nv_fabsf.exit1.i64
  %204 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i64 ], [ 0x3FC06EBA60000000, %202 ], !dbg !51
  %205 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i64 ], [ 0xBFD8127580000000, %202 ], !dbg !51
  %206 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i64 ], [ 0x3FBCE315E0000000, %202 ], !dbg !51
  %207 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i64 ], [ 0xBF9B837CE0000000, %202 ], !dbg !51
  %208 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i64 ], [ 0x3F755ABD40000000, %202 ], !dbg !51
  %209 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i64 ], [ 0xBF4AE9A400000000, %202 ], !dbg !51
  %210 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i64 ], [ 0x3F163D2D40000000, %202 ], !dbg !51
  %211 = phi float [ %.01.i66, %__nv_fabsf.exit1.i64 ], [ %203, %202 ], !dbg !51
  %212 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not2.i49 = icmp eq i32 %212, 0, !dbg !51
  %213 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %210, float %211, float %209) #4, !dbg !51
  %214 = tail call float @llvm.nvvm.fma.rn.f(float %210, float %211, float %209) #4, !dbg !51
  %.02.i50 = select i1 %.not2.i49, float %214, float %213, !dbg !51
  %215 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not3.i51 = icmp eq i32 %215, 0, !dbg !51
  %216 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i50, float %211, float %208) #4, !dbg !51
  %217 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i50, float %211, float %208) #4, !dbg !51
  %.03.i52 = select i1 %.not3.i51, float %217, float %216, !dbg !51
  %218 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not4.i53 = icmp eq i32 %218, 0, !dbg !51
  %219 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i52, float %211, float %207) #4, !dbg !51
  %220 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i52, float %211, float %207) #4, !dbg !51
  %.04.i54 = select i1 %.not4.i53, float %220, float %219, !dbg !51
  %221 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not5.i55 = icmp eq i32 %221, 0, !dbg !51
  %222 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i54, float %211, float %206) #4, !dbg !51
  %223 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i54, float %211, float %206) #4, !dbg !51
  %.05.i56 = select i1 %.not5.i55, float %223, float %222, !dbg !51
  %224 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not6.i57 = icmp eq i32 %224, 0, !dbg !51
  %225 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i56, float %211, float %205) #4, !dbg !51
  %226 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i56, float %211, float %205) #4, !dbg !51
  %.06.i58 = select i1 %.not6.i57, float %226, float %225, !dbg !51
  %227 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not7.i59 = icmp eq i32 %227, 0, !dbg !51
  %228 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i58, float %211, float %204) #4, !dbg !51
  %229 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i58, float %211, float %204) #4, !dbg !51
  %.07.i60 = select i1 %.not7.i59, float %229, float %228, !dbg !51
  %230 = fneg float %211, !dbg !51
  %231 = select i1 %200, float %230, float %54, !dbg !51
  %232 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !51
  %.not8.i61 = icmp eq i32 %232, 0, !dbg !51
  %233 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i60, float %231, float %231) #4, !dbg !51
  %234 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i60, float %231, float %231) #4, !dbg !51
  %.08.i62 = select i1 %.not8.i61, float %234, float %233, !dbg !51
  br i1 %200, label %235, label %__nv_erff.exit67, !dbg !51

235:                                              ; preds = %__internal_fmad.exit.i48
  %236 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i62), !dbg !52
  %237 = fsub float 1.000000e+00, %236, !dbg !52
  %238 = bitcast float %237 to i32, !dbg !52
  %239 = bitcast float %54 to i32, !dbg !52
  %240 = and i32 %239, -2147483648, !dbg !52
  %241 = or i32 %240, %238, !dbg !52
  %242 = bitcast i32 %241 to float, !dbg !52
  br label %__nv_erff.exit67, !dbg !52

__nv_erff.exit67:                                 ; preds = %235, %__internal_fmad.exit.i48
  %r.0.i63 = phi float [ %242, %235 ], [ %.08.i62, %__internal_fmad.exit.i48 ], !dbg !53
  %243 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !53
  %.not.i68 = icmp eq i32 %243, 0, !dbg !53
  %244 = tail call float @llvm.nvvm.fabs.ftz.f32(float %55), !dbg !53
  %245 = tail call float @llvm.nvvm.fabs.f32(float %55), !dbg !53
  %.0.i69 = select i1 %.not.i68, float %245, float %244, !dbg !53
  %246 = fcmp oge float %.0.i69, 0x3FF00C1FC0000000, !dbg !53
  br i1 %246, label %__nv_fabsf.exit1.i86, label %248, !dbg !53

__nv_fabsf.exit1.i86:                             ; preds = %__nv_erff.exit67
  %247 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !54
  %.not1.i87 = icmp eq i32 %247, 0, !dbg !54
  %.01.i88 = select i1 %.not1.i87, float %245, float %244, !dbg !54
  br label %__internal_fmad.exit.i70, !dbg !54

248:                                              ; preds = %__nv_erff.exit67
  %249 = fmul float %55, %55, !dbg !55
  br label %__internal_fmad.exit.i70, !dbg !55

__internal_fmad.exit.i70:                         ; preds = %248, %__nv_fabsf.exit1.i86
  %250 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i86 ], [ 0x3FC06EBA60000000, %248 ], !dbg !56
  %251 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i86 ], [ 0xBFD8127580000000, %248 ], !dbg !56
  %252 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i86 ], [ 0x3FBCE315E0000000, %248 ], !dbg !56
  %253 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i86 ], [ 0xBF9B837CE0000000, %248 ], !dbg !56
  %254 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i86 ], [ 0x3F755ABD40000000, %248 ], !dbg !56
  %255 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i86 ], [ 0xBF4AE9A400000000, %248 ], !dbg !56
  %256 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i86 ], [ 0x3F163D2D40000000, %248 ], !dbg !56
  %257 = phi float [ %.01.i88, %__nv_fabsf.exit1.i86 ], [ %249, %248 ], !dbg !56
  %258 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not2.i71 = icmp eq i32 %258, 0, !dbg !56
  %259 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %256, float %257, float %255) #4, !dbg !56
  %260 = tail call float @llvm.nvvm.fma.rn.f(float %256, float %257, float %255) #4, !dbg !56
  %.02.i72 = select i1 %.not2.i71, float %260, float %259, !dbg !56
  %261 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not3.i73 = icmp eq i32 %261, 0, !dbg !56
  %262 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i72, float %257, float %254) #4, !dbg !56
  %263 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i72, float %257, float %254) #4, !dbg !56
  %.03.i74 = select i1 %.not3.i73, float %263, float %262, !dbg !56
  %264 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not4.i75 = icmp eq i32 %264, 0, !dbg !56
  %265 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i74, float %257, float %253) #4, !dbg !56
  %266 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i74, float %257, float %253) #4, !dbg !56
  %.04.i76 = select i1 %.not4.i75, float %266, float %265, !dbg !56
  %267 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not5.i77 = icmp eq i32 %267, 0, !dbg !56
  %268 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i76, float %257, float %252) #4, !dbg !56
  %269 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i76, float %257, float %252) #4, !dbg !56
  %.05.i78 = select i1 %.not5.i77, float %269, float %268, !dbg !56
  %270 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not6.i79 = icmp eq i32 %270, 0, !dbg !56
  %271 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i78, float %257, float %251) #4, !dbg !56
  %272 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i78, float %257, float %251) #4, !dbg !56
  %.06.i80 = select i1 %.not6.i79, float %272, float %271, !dbg !56
  %273 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not7.i81 = icmp eq i32 %273, 0, !dbg !56
  %274 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i80, float %257, float %250) #4, !dbg !56
  %275 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i80, float %257, float %250) #4, !dbg !56
  %.07.i82 = select i1 %.not7.i81, float %275, float %274, !dbg !56
  %276 = fneg float %257, !dbg !56
  %277 = select i1 %246, float %276, float %55, !dbg !56
  %278 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !56
  %.not8.i83 = icmp eq i32 %278, 0, !dbg !56
  %279 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i82, float %277, float %277) #4, !dbg !56
  %280 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i82, float %277, float %277) #4, !dbg !56
  %.08.i84 = select i1 %.not8.i83, float %280, float %279, !dbg !56
  br i1 %246, label %281, label %__nv_erff.exit89, !dbg !56

281:                                              ; preds = %__internal_fmad.exit.i70
  %282 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i84), !dbg !57
  %283 = fsub float 1.000000e+00, %282, !dbg !57
  %284 = bitcast float %283 to i32, !dbg !57
  %285 = bitcast float %55 to i32, !dbg !57
  %286 = and i32 %285, -2147483648, !dbg !57
  %287 = or i32 %286, %284, !dbg !57
  %288 = bitcast i32 %287 to float, !dbg !57
  br label %__nv_erff.exit89, !dbg !57

__nv_erff.exit89:                                 ; preds = %281, %__internal_fmad.exit.i70
  %r.0.i85 = phi float [ %288, %281 ], [ %.08.i84, %__internal_fmad.exit.i70 ], !dbg !58
  %289 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !58
  %.not.i90 = icmp eq i32 %289, 0, !dbg !58
  %290 = tail call float @llvm.nvvm.fabs.ftz.f32(float %56), !dbg !58
  %291 = tail call float @llvm.nvvm.fabs.f32(float %56), !dbg !58
  %.0.i91 = select i1 %.not.i90, float %291, float %290, !dbg !58
  %292 = fcmp oge float %.0.i91, 0x3FF00C1FC0000000, !dbg !58
  br i1 %292, label %__nv_fabsf.exit1.i108, label %294, !dbg !58

__nv_fabsf.exit1.i108:                            ; preds = %__nv_erff.exit89
  %293 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !59
  %.not1.i109 = icmp eq i32 %293, 0, !dbg !59
  %.01.i110 = select i1 %.not1.i109, float %291, float %290, !dbg !59
  br label %__internal_fmad.exit.i92, !dbg !59

294:                                              ; preds = %__nv_erff.exit89
  %295 = fmul float %56, %56, !dbg !60
  br label %__internal_fmad.exit.i92, !dbg !60

__internal_fmad.exit.i92:                         ; preds = %294, %__nv_fabsf.exit1.i108
  %296 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i108 ], [ 0x3FC06EBA60000000, %294 ], !dbg !61
  %297 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i108 ], [ 0xBFD8127580000000, %294 ], !dbg !61
  %298 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i108 ], [ 0x3FBCE315E0000000, %294 ], !dbg !61
  %299 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i108 ], [ 0xBF9B837CE0000000, %294 ], !dbg !61
  %300 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i108 ], [ 0x3F755ABD40000000, %294 ], !dbg !61
  %301 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i108 ], [ 0xBF4AE9A400000000, %294 ], !dbg !61
  %302 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i108 ], [ 0x3F163D2D40000000, %294 ], !dbg !61
  %303 = phi float [ %.01.i110, %__nv_fabsf.exit1.i108 ], [ %295, %294 ], !dbg !61
  %304 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not2.i93 = icmp eq i32 %304, 0, !dbg !61
  %305 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %302, float %303, float %301) #4, !dbg !61
  %306 = tail call float @llvm.nvvm.fma.rn.f(float %302, float %303, float %301) #4, !dbg !61
  %.02.i94 = select i1 %.not2.i93, float %306, float %305, !dbg !61
  %307 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not3.i95 = icmp eq i32 %307, 0, !dbg !61
  %308 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i94, float %303, float %300) #4, !dbg !61
  %309 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i94, float %303, float %300) #4, !dbg !61
  %.03.i96 = select i1 %.not3.i95, float %309, float %308, !dbg !61
  %310 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not4.i97 = icmp eq i32 %310, 0, !dbg !61
  %311 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i96, float %303, float %299) #4, !dbg !61
  %312 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i96, float %303, float %299) #4, !dbg !61
  %.04.i98 = select i1 %.not4.i97, float %312, float %311, !dbg !61
  %313 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not5.i99 = icmp eq i32 %313, 0, !dbg !61
  %314 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i98, float %303, float %298) #4, !dbg !61
  %315 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i98, float %303, float %298) #4, !dbg !61
  %.05.i100 = select i1 %.not5.i99, float %315, float %314, !dbg !61
  %316 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not6.i101 = icmp eq i32 %316, 0, !dbg !61
  %317 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i100, float %303, float %297) #4, !dbg !61
  %318 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i100, float %303, float %297) #4, !dbg !61
  %.06.i102 = select i1 %.not6.i101, float %318, float %317, !dbg !61
  %319 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not7.i103 = icmp eq i32 %319, 0, !dbg !61
  %320 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i102, float %303, float %296) #4, !dbg !61
  %321 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i102, float %303, float %296) #4, !dbg !61
  %.07.i104 = select i1 %.not7.i103, float %321, float %320, !dbg !61
  %322 = fneg float %303, !dbg !61
  %323 = select i1 %292, float %322, float %56, !dbg !61
  %324 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !61
  %.not8.i105 = icmp eq i32 %324, 0, !dbg !61
  %325 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i104, float %323, float %323) #4, !dbg !61
  %326 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i104, float %323, float %323) #4, !dbg !61
  %.08.i106 = select i1 %.not8.i105, float %326, float %325, !dbg !61
  br i1 %292, label %327, label %__nv_erff.exit111, !dbg !61

327:                                              ; preds = %__internal_fmad.exit.i92
  %328 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i106), !dbg !62
  %329 = fsub float 1.000000e+00, %328, !dbg !62
  %330 = bitcast float %329 to i32, !dbg !62
  %331 = bitcast float %56 to i32, !dbg !62
  %332 = and i32 %331, -2147483648, !dbg !62
  %333 = or i32 %332, %330, !dbg !62
  %334 = bitcast i32 %333 to float, !dbg !62
  br label %__nv_erff.exit111, !dbg !62

__nv_erff.exit111:                                ; preds = %327, %__internal_fmad.exit.i92
  %r.0.i107 = phi float [ %334, %327 ], [ %.08.i106, %__internal_fmad.exit.i92 ], !dbg !63
  %335 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !63
  %.not.i112 = icmp eq i32 %335, 0, !dbg !63
  %336 = tail call float @llvm.nvvm.fabs.ftz.f32(float %57), !dbg !63
  %337 = tail call float @llvm.nvvm.fabs.f32(float %57), !dbg !63
  %.0.i113 = select i1 %.not.i112, float %337, float %336, !dbg !63
  %338 = fcmp oge float %.0.i113, 0x3FF00C1FC0000000, !dbg !63
  br i1 %338, label %__nv_fabsf.exit1.i130, label %340, !dbg !63

__nv_fabsf.exit1.i130:                            ; preds = %__nv_erff.exit111
  %339 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !64
  %.not1.i131 = icmp eq i32 %339, 0, !dbg !64
  %.01.i132 = select i1 %.not1.i131, float %337, float %336, !dbg !64
  br label %__internal_fmad.exit.i114, !dbg !64

340:                                              ; preds = %__nv_erff.exit111
  %341 = fmul float %57, %57, !dbg !65
  br label %__internal_fmad.exit.i114, !dbg !65

__internal_fmad.exit.i114:                        ; preds = %340, %__nv_fabsf.exit1.i130
  %342 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i130 ], [ 0x3FC06EBA60000000, %340 ], !dbg !66
  %343 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i130 ], [ 0xBFD8127580000000, %340 ], !dbg !66
  %344 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i130 ], [ 0x3FBCE315E0000000, %340 ], !dbg !66
  %345 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i130 ], [ 0xBF9B837CE0000000, %340 ], !dbg !66
  %346 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i130 ], [ 0x3F755ABD40000000, %340 ], !dbg !66
  %347 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i130 ], [ 0xBF4AE9A400000000, %340 ], !dbg !66
  %348 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i130 ], [ 0x3F163D2D40000000, %340 ], !dbg !66
  %349 = phi float [ %.01.i132, %__nv_fabsf.exit1.i130 ], [ %341, %340 ], !dbg !66
  %350 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not2.i115 = icmp eq i32 %350, 0, !dbg !66
  %351 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %348, float %349, float %347) #4, !dbg !66
  %352 = tail call float @llvm.nvvm.fma.rn.f(float %348, float %349, float %347) #4, !dbg !66
  %.02.i116 = select i1 %.not2.i115, float %352, float %351, !dbg !66
  %353 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not3.i117 = icmp eq i32 %353, 0, !dbg !66
  %354 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i116, float %349, float %346) #4, !dbg !66
  %355 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i116, float %349, float %346) #4, !dbg !66
  %.03.i118 = select i1 %.not3.i117, float %355, float %354, !dbg !66
  %356 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not4.i119 = icmp eq i32 %356, 0, !dbg !66
  %357 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i118, float %349, float %345) #4, !dbg !66
  %358 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i118, float %349, float %345) #4, !dbg !66
  %.04.i120 = select i1 %.not4.i119, float %358, float %357, !dbg !66
  %359 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not5.i121 = icmp eq i32 %359, 0, !dbg !66
  %360 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i120, float %349, float %344) #4, !dbg !66
  %361 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i120, float %349, float %344) #4, !dbg !66
  %.05.i122 = select i1 %.not5.i121, float %361, float %360, !dbg !66
  %362 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not6.i123 = icmp eq i32 %362, 0, !dbg !66
  %363 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i122, float %349, float %343) #4, !dbg !66
  %364 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i122, float %349, float %343) #4, !dbg !66
  %.06.i124 = select i1 %.not6.i123, float %364, float %363, !dbg !66
  %365 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not7.i125 = icmp eq i32 %365, 0, !dbg !66
  %366 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i124, float %349, float %342) #4, !dbg !66
  %367 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i124, float %349, float %342) #4, !dbg !66
  %.07.i126 = select i1 %.not7.i125, float %367, float %366, !dbg !66
  %368 = fneg float %349, !dbg !66
  %369 = select i1 %338, float %368, float %57, !dbg !66
  %370 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !66
  %.not8.i127 = icmp eq i32 %370, 0, !dbg !66
  %371 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i126, float %369, float %369) #4, !dbg !66
  %372 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i126, float %369, float %369) #4, !dbg !66
  %.08.i128 = select i1 %.not8.i127, float %372, float %371, !dbg !66
  br i1 %338, label %373, label %__nv_erff.exit133, !dbg !66

373:                                              ; preds = %__internal_fmad.exit.i114
  %374 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i128), !dbg !67
  %375 = fsub float 1.000000e+00, %374, !dbg !67
  %376 = bitcast float %375 to i32, !dbg !67
  %377 = bitcast float %57 to i32, !dbg !67
  %378 = and i32 %377, -2147483648, !dbg !67
  %379 = or i32 %378, %376, !dbg !67
  %380 = bitcast i32 %379 to float, !dbg !67
  br label %__nv_erff.exit133, !dbg !67

__nv_erff.exit133:                                ; preds = %373, %__internal_fmad.exit.i114
  %r.0.i129 = phi float [ %380, %373 ], [ %.08.i128, %__internal_fmad.exit.i114 ], !dbg !68
  %381 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !68
  %.not.i134 = icmp eq i32 %381, 0, !dbg !68
  %382 = tail call float @llvm.nvvm.fabs.ftz.f32(float %58), !dbg !68
  %383 = tail call float @llvm.nvvm.fabs.f32(float %58), !dbg !68
  %.0.i135 = select i1 %.not.i134, float %383, float %382, !dbg !68
  %384 = fcmp oge float %.0.i135, 0x3FF00C1FC0000000, !dbg !68
  br i1 %384, label %__nv_fabsf.exit1.i152, label %386, !dbg !68

__nv_fabsf.exit1.i152:                            ; preds = %__nv_erff.exit133
  %385 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !69
  %.not1.i153 = icmp eq i32 %385, 0, !dbg !69
  %.01.i154 = select i1 %.not1.i153, float %383, float %382, !dbg !69
  br label %__internal_fmad.exit.i136, !dbg !69

386:                                              ; preds = %__nv_erff.exit133
  %387 = fmul float %58, %58, !dbg !70
  br label %__internal_fmad.exit.i136, !dbg !70

__internal_fmad.exit.i136:                        ; preds = %386, %__nv_fabsf.exit1.i152
  %388 = phi float [ 0x3FE41B0840000000, %__nv_fabsf.exit1.i152 ], [ 0x3FC06EBA60000000, %386 ], !dbg !71
  %389 = phi float [ 0x3FED526FC0000000, %__nv_fabsf.exit1.i152 ], [ 0xBFD8127580000000, %386 ], !dbg !71
  %390 = phi float [ 0x3FC39F20C0000000, %__nv_fabsf.exit1.i152 ], [ 0x3FBCE315E0000000, %386 ], !dbg !71
  %391 = phi float [ 0xBFA1902C40000000, %__nv_fabsf.exit1.i152 ], [ 0xBF9B837CE0000000, %386 ], !dbg !71
  %392 = phi float [ 0x3F75908160000000, %__nv_fabsf.exit1.i152 ], [ 0x3F755ABD40000000, %386 ], !dbg !71
  %393 = phi float [ 0xBF3EAC1720000000, %__nv_fabsf.exit1.i152 ], [ 0xBF4AE9A400000000, %386 ], !dbg !71
  %394 = phi float [ 0x3EF1394780000000, %__nv_fabsf.exit1.i152 ], [ 0x3F163D2D40000000, %386 ], !dbg !71
  %395 = phi float [ %.01.i154, %__nv_fabsf.exit1.i152 ], [ %387, %386 ], !dbg !71
  %396 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not2.i137 = icmp eq i32 %396, 0, !dbg !71
  %397 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %394, float %395, float %393) #4, !dbg !71
  %398 = tail call float @llvm.nvvm.fma.rn.f(float %394, float %395, float %393) #4, !dbg !71
  %.02.i138 = select i1 %.not2.i137, float %398, float %397, !dbg !71
  %399 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not3.i139 = icmp eq i32 %399, 0, !dbg !71
  %400 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i138, float %395, float %392) #4, !dbg !71
  %401 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i138, float %395, float %392) #4, !dbg !71
  %.03.i140 = select i1 %.not3.i139, float %401, float %400, !dbg !71
  %402 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not4.i141 = icmp eq i32 %402, 0, !dbg !71
  %403 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.03.i140, float %395, float %391) #4, !dbg !71
  %404 = tail call float @llvm.nvvm.fma.rn.f(float %.03.i140, float %395, float %391) #4, !dbg !71
  %.04.i142 = select i1 %.not4.i141, float %404, float %403, !dbg !71
  %405 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not5.i143 = icmp eq i32 %405, 0, !dbg !71
  %406 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i142, float %395, float %390) #4, !dbg !71
  %407 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i142, float %395, float %390) #4, !dbg !71
  %.05.i144 = select i1 %.not5.i143, float %407, float %406, !dbg !71
  %408 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not6.i145 = icmp eq i32 %408, 0, !dbg !71
  %409 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i144, float %395, float %389) #4, !dbg !71
  %410 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i144, float %395, float %389) #4, !dbg !71
  %.06.i146 = select i1 %.not6.i145, float %410, float %409, !dbg !71
  %411 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not7.i147 = icmp eq i32 %411, 0, !dbg !71
  %412 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i146, float %395, float %388) #4, !dbg !71
  %413 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i146, float %395, float %388) #4, !dbg !71
  %.07.i148 = select i1 %.not7.i147, float %413, float %412, !dbg !71
  %414 = fneg float %395, !dbg !71
  %415 = select i1 %384, float %414, float %58, !dbg !71
  %416 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !71
  %.not8.i149 = icmp eq i32 %416, 0, !dbg !71
  %417 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i148, float %415, float %415) #4, !dbg !71
  %418 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i148, float %415, float %415) #4, !dbg !71
  %.08.i150 = select i1 %.not8.i149, float %418, float %417, !dbg !71
  br i1 %384, label %419, label %__nv_erff.exit155, !dbg !71

419:                                              ; preds = %__internal_fmad.exit.i136
  %420 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %.08.i150), !dbg !72
  %421 = fsub float 1.000000e+00, %420, !dbg !72
  %422 = bitcast float %421 to i32, !dbg !72
  %423 = bitcast float %58 to i32, !dbg !72
  %424 = and i32 %423, -2147483648, !dbg !72
  %425 = or i32 %424, %422, !dbg !72
  %426 = bitcast i32 %425 to float, !dbg !72
  br label %__nv_erff.exit155, !dbg !72

__nv_erff.exit155:                                ; preds = %419, %__internal_fmad.exit.i136
  %r.0.i151 = phi float [ %426, %419 ], [ %.08.i150, %__internal_fmad.exit.i136 ], !dbg !73
  %427 = fadd float %r.0.i, 1.000000e+00, !dbg !73
  %428 = fadd float %r.0.i19, 1.000000e+00, !dbg !73
  %429 = fadd float %r.0.i41, 1.000000e+00, !dbg !73
  %430 = fadd float %r.0.i63, 1.000000e+00, !dbg !73
  %431 = fadd float %r.0.i85, 1.000000e+00, !dbg !73
  %432 = fadd float %r.0.i107, 1.000000e+00, !dbg !73
  %433 = fadd float %r.0.i129, 1.000000e+00, !dbg !73
  %434 = fadd float %r.0.i151, 1.000000e+00, !dbg !73
  %435 = fmul float %43, %427, !dbg !73
  %436 = fmul float %44, %428, !dbg !73
  %437 = fmul float %45, %429, !dbg !73
  %438 = fmul float %46, %430, !dbg !73
  %439 = fmul float %47, %431, !dbg !73
  %440 = fmul float %48, %432, !dbg !73
  %441 = fmul float %49, %433, !dbg !73
  %442 = fmul float %50, %434, !dbg !73
  %443 = bitcast float %435 to i32, !dbg !73
  %444 = bitcast float %436 to i32, !dbg !73
  %445 = bitcast float %437 to i32, !dbg !73
  %446 = bitcast float %438 to i32, !dbg !73
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %443, i32 %444, i32 %445, i32 %446, ptr addrspace(1) %41, i1 %17) #4, !dbg !73
  %447 = bitcast float %439 to i32, !dbg !73
  %448 = bitcast float %440 to i32, !dbg !73
  %449 = bitcast float %441 to i32, !dbg !73
  %450 = bitcast float %442 to i32, !dbg !73
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %447, i32 %448, i32 %449, i32 %450, ptr addrspace(1) %42, i1 %18) #4, !dbg !73
  %451 = add i32 %14, %9, !dbg !73
  %452 = icmp slt i32 %451, %2, !dbg !73
  br i1 %452, label %.lr.ph, label %._crit_edge, !dbg !73

._crit_edge:                                      ; preds = %__nv_erff.exit155, %5
  ret void, !dbg !74
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.ftz.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0, !27}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "misc.py", directory: "/work/main/.clean/scripts/bench_kernels")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "gelu_erf_loop_kernel", linkageName: "gelu_erf_loop_kernel", scope: !1, file: !1, line: 13, type: !6, scopeLine: 13, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 15, column: 37, scope: !5)
!9 = !DILocation(line: 15, column: 42, scope: !5)
!10 = !DILocation(line: 15, column: 68, scope: !5)
!11 = !DILocation(line: 15, column: 73, scope: !5)
!12 = !DILocation(line: 16, column: 36, scope: !5)
!13 = !DILocation(line: 15, column: 52, scope: !5)
!14 = !DILocation(line: 16, column: 23, scope: !5)
!15 = !DILocation(line: 17, column: 22, scope: !5)
!16 = !DILocation(line: 18, column: 24, scope: !5)
!17 = !DILocation(line: 18, column: 20, scope: !5)
!18 = !DILocation(line: 19, column: 21, scope: !5)
!19 = !DILocation(line: 19, column: 33, scope: !5)
!20 = !DILocation(line: 19, column: 60, scope: !5)
!21 = !DILocation(line: 19, column: 56, scope: !5)
!22 = !DILocation(line: 19, column: 44, scope: !5)
!23 = !DILocation(line: 19, column: 38, scope: !5)
!24 = !DILocation(line: 19, column: 27, scope: !5)
!25 = !DILocation(line: 15, column: 4, scope: !5)

!26 = !DIFile(filename: "bbprof-blocks", directory: "bbprof")
!27 = distinct !DICompileUnit(language: DW_LANG_C, file: !26, producer: "bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!28 = !{}
!29 = !DISubroutineType(types: !28)
!30 = !DIFile(filename: "gelu_erf_loop_kernel.bbprof-blocks", directory: "bbprof")
!31 = distinct !DISubprogram(name: "gelu_erf_loop_kernel", scope: !30, file: !30, line: 1, type: !29, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27)
!32 = !DILocation(line: 1, column: 0, scope: !31)
!33 = !DILocation(line: 2, column: 0, scope: !31)
!34 = !DILocation(line: 3, column: 0, scope: !31)
!35 = !DILocation(line: 4, column: 0, scope: !31)
!36 = !DILocation(line: 5, column: 0, scope: !31)
!37 = !DILocation(line: 6, column: 0, scope: !31)
!38 = !DILocation(line: 7, column: 0, scope: !31)
!39 = !DILocation(line: 8, column: 0, scope: !31)
!40 = !DILocation(line: 9, column: 0, scope: !31)
!41 = !DILocation(line: 10, column: 0, scope: !31)
!42 = !DILocation(line: 11, column: 0, scope: !31)
!43 = !DILocation(line: 12, column: 0, scope: !31)
!44 = !DILocation(line: 13, column: 0, scope: !31)
!45 = !DILocation(line: 14, column: 0, scope: !31)
!46 = !DILocation(line: 15, column: 0, scope: !31)
!47 = !DILocation(line: 16, column: 0, scope: !31)
!48 = !DILocation(line: 17, column: 0, scope: !31)
!49 = !DILocation(line: 18, column: 0, scope: !31)
!50 = !DILocation(line: 19, column: 0, scope: !31)
!51 = !DILocation(line: 20, column: 0, scope: !31)
!52 = !DILocation(line: 21, column: 0, scope: !31)
!53 = !DILocation(line: 22, column: 0, scope: !31)
!54 = !DILocation(line: 23, column: 0, scope: !31)
!55 = !DILocation(line: 24, column: 0, scope: !31)
!56 = !DILocation(line: 25, column: 0, scope: !31)
!57 = !DILocation(line: 26, column: 0, scope: !31)
!58 = !DILocation(line: 27, column: 0, scope: !31)
!59 = !DILocation(line: 28, column: 0, scope: !31)
!60 = !DILocation(line: 29, column: 0, scope: !31)
!61 = !DILocation(line: 30, column: 0, scope: !31)
!62 = !DILocation(line: 31, column: 0, scope: !31)
!63 = !DILocation(line: 32, column: 0, scope: !31)
!64 = !DILocation(line: 33, column: 0, scope: !31)
!65 = !DILocation(line: 34, column: 0, scope: !31)
!66 = !DILocation(line: 35, column: 0, scope: !31)
!67 = !DILocation(line: 36, column: 0, scope: !31)
!68 = !DILocation(line: 37, column: 0, scope: !31)
!69 = !DILocation(line: 38, column: 0, scope: !31)
!70 = !DILocation(line: 39, column: 0, scope: !31)
!71 = !DILocation(line: 40, column: 0, scope: !31)
!72 = !DILocation(line: 41, column: 0, scope: !31)
!73 = !DILocation(line: 42, column: 0, scope: !31)
!74 = !DILocation(line: 43, column: 0, scope: !31)
