; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @libdevice_mix_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !47 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %7 = shl i32 %6, 10, !dbg !48
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !48
  %9 = shl i32 %8, 10, !dbg !48
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %11 = shl nuw nsw i32 %10, 2, !dbg !48
  %12 = and i32 %11, 508, !dbg !48
  %13 = icmp slt i32 %7, %2, !dbg !48
  br i1 %13, label %.lr.ph, label %._crit_edge, !dbg !48

.lr.ph:                                           ; preds = %__nv_exp2f.exit45, %5
  %14 = phi i32 [ %1011, %__nv_exp2f.exit45 ], [ %7, %5 ], !dbg !49
  %15 = or disjoint i32 %14, %12, !dbg !49
  %16 = or disjoint i32 %15, 512, !dbg !49
  %17 = icmp slt i32 %15, %2, !dbg !49
  %18 = icmp slt i32 %16, %2, !dbg !49
  %19 = sext i32 %15 to i64, !dbg !49
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %19, !dbg !49
  %21 = sext i32 %16 to i64, !dbg !49
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !49
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %20, i1 %17) #5, !dbg !49
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !49
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !49
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !49
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !49
  %28 = bitcast i32 %24 to float, !dbg !49
  %29 = bitcast i32 %25 to float, !dbg !49
  %30 = bitcast i32 %26 to float, !dbg !49
  %31 = bitcast i32 %27 to float, !dbg !49
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %22, i1 %18) #5, !dbg !49
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !49
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !49
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !49
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !49
  %37 = bitcast i32 %33 to float, !dbg !49
  %38 = bitcast i32 %34 to float, !dbg !49
  %39 = bitcast i32 %35 to float, !dbg !49
  %40 = bitcast i32 %36 to float, !dbg !49
  %41 = fmul float %28, %28, !dbg !49
  %42 = fmul float %29, %29, !dbg !49
  %43 = fmul float %30, %30, !dbg !49
  %44 = fmul float %31, %31, !dbg !49
  %45 = fmul float %37, %37, !dbg !49
  %46 = fmul float %38, %38, !dbg !49
  %47 = fmul float %39, %39, !dbg !49
  %48 = fmul float %40, %40, !dbg !49
  %49 = fmul float %28, 5.000000e-01, !dbg !49
  %50 = fmul float %29, 5.000000e-01, !dbg !49
  %51 = fmul float %30, 5.000000e-01, !dbg !49
  %52 = fmul float %31, 5.000000e-01, !dbg !49
  %53 = fmul float %37, 5.000000e-01, !dbg !49
  %54 = fmul float %38, 5.000000e-01, !dbg !49
  %55 = fmul float %39, 5.000000e-01, !dbg !49
  %56 = fmul float %40, 5.000000e-01, !dbg !49
  %57 = fmul float %41, 0x3FA6E4E260000000, !dbg !49
  %58 = fmul float %42, 0x3FA6E4E260000000, !dbg !49
  %59 = fmul float %43, 0x3FA6E4E260000000, !dbg !49
  %60 = fmul float %44, 0x3FA6E4E260000000, !dbg !49
  %61 = fmul float %45, 0x3FA6E4E260000000, !dbg !49
  %62 = fmul float %46, 0x3FA6E4E260000000, !dbg !49
  %63 = fmul float %47, 0x3FA6E4E260000000, !dbg !49
  %64 = fmul float %48, 0x3FA6E4E260000000, !dbg !49
  %65 = fmul float %57, %28, !dbg !49
  %66 = fmul float %58, %29, !dbg !49
  %67 = fmul float %59, %30, !dbg !49
  %68 = fmul float %60, %31, !dbg !49
  %69 = fmul float %61, %37, !dbg !49
  %70 = fmul float %62, %38, !dbg !49
  %71 = fmul float %63, %39, !dbg !49
  %72 = fmul float %64, %40, !dbg !49
  %73 = fadd float %65, %28, !dbg !49
  %74 = fadd float %66, %29, !dbg !49
  %75 = fadd float %67, %30, !dbg !49
  %76 = fadd float %68, %31, !dbg !49
  %77 = fadd float %69, %37, !dbg !49
  %78 = fadd float %70, %38, !dbg !49
  %79 = fadd float %71, %39, !dbg !49
  %80 = fadd float %72, %40, !dbg !49
  %81 = fmul float %73, 0x3FE9884540000000, !dbg !49
  %82 = fmul float %74, 0x3FE9884540000000, !dbg !49
  %83 = fmul float %75, 0x3FE9884540000000, !dbg !49
  %84 = fmul float %76, 0x3FE9884540000000, !dbg !49
  %85 = fmul float %77, 0x3FE9884540000000, !dbg !49
  %86 = fmul float %78, 0x3FE9884540000000, !dbg !49
  %87 = fmul float %79, 0x3FE9884540000000, !dbg !49
  %88 = fmul float %80, 0x3FE9884540000000, !dbg !49
  %89 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !49
  %.not.i297 = icmp eq i32 %89, 0, !dbg !49
  %90 = tail call float @llvm.nvvm.fabs.ftz.f32(float %81), !dbg !49
  %91 = tail call float @llvm.nvvm.fabs.f32(float %81), !dbg !49
  %.01.i298 = select i1 %.not.i297, float %91, float %90, !dbg !49
  %92 = fcmp ult float %.01.i298, 0x3FE3333340000000, !dbg !49
  br i1 %92, label %__internal_fmad.exit3.i, label %__internal_fmad.exit1.i, !dbg !49

__internal_fmad.exit1.i:                          ; preds = %.lr.ph
  %93 = fmul float %.01.i298, 0x4007154760000000, !dbg !50
  %94 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %93), !dbg !50
  %95 = fadd float %94, 1.000000e+00, !dbg !50
  %96 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %95) #6, !srcloc !25, !dbg !50
  %97 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !50
  %.not6.i299 = icmp eq i32 %97, 0, !dbg !50
  %98 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %96, float -2.000000e+00, float 1.000000e+00) #5, !dbg !50
  %99 = tail call float @llvm.nvvm.fma.rn.f(float %96, float -2.000000e+00, float 1.000000e+00) #5, !dbg !50
  %.03.i300 = select i1 %.not6.i299, float %99, float %98, !dbg !50
  %100 = fcmp oge float %.01.i298, 0x4022059680000000, !dbg !50
  %s.0.i = select i1 %100, float 1.000000e+00, float %.03.i300, !dbg !50
  %101 = bitcast float %s.0.i to i32, !dbg !50
  %102 = bitcast float %81 to i32, !dbg !50
  %103 = and i32 %102, -2147483648, !dbg !50
  %104 = or i32 %103, %101, !dbg !50
  %105 = bitcast i32 %104 to float, !dbg !50
  br label %__nv_tanhf.exit, !dbg !50

__internal_fmad.exit3.i:                          ; preds = %.lr.ph
  %106 = fmul float %81, %81, !dbg !51
  %107 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !51
  %.not1.i301 = icmp eq i32 %107, 0, !dbg !51
  %108 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %106, float 0xBFAAC795C0000000) #5, !dbg !51
  %109 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %106, float 0xBFAAC795C0000000) #5, !dbg !51
  %.06.i302 = select i1 %.not1.i301, float %109, float %108, !dbg !51
  %110 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !51
  %.not2.i303 = icmp eq i32 %110, 0, !dbg !51
  %111 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i302, float %106, float 0x3FC10B2820000000) #5, !dbg !51
  %112 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i302, float %106, float 0x3FC10B2820000000) #5, !dbg !51
  %.05.i304 = select i1 %.not2.i303, float %112, float %111, !dbg !51
  %113 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !51
  %.not3.i305 = icmp eq i32 %113, 0, !dbg !51
  %114 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i304, float %106, float 0xBFD5553DA0000000) #5, !dbg !51
  %115 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i304, float %106, float 0xBFD5553DA0000000) #5, !dbg !51
  %.0.i306 = select i1 %.not3.i305, float %115, float %114, !dbg !51
  %116 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !51
  %.not4.i307 = icmp eq i32 %116, 0, !dbg !51
  %117 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i306, float %106, float 0.000000e+00) #5, !dbg !51
  %118 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i306, float %106, float 0.000000e+00) #5, !dbg !51
  %.04.i308 = select i1 %.not4.i307, float %118, float %117, !dbg !51
  %119 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !51
  %.not5.i309 = icmp eq i32 %119, 0, !dbg !51
  %120 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i308, float %81, float %81) #5, !dbg !51
  %121 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i308, float %81, float %81) #5, !dbg !51
  %.02.i310 = select i1 %.not5.i309, float %121, float %120, !dbg !51
  br label %__nv_tanhf.exit, !dbg !51

__nv_tanhf.exit:                                  ; preds = %__internal_fmad.exit3.i, %__internal_fmad.exit1.i
  %s.1.i = phi float [ %105, %__internal_fmad.exit1.i ], [ %.02.i310, %__internal_fmad.exit3.i ], !dbg !52
  %122 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !52
  %.not.i311 = icmp eq i32 %122, 0, !dbg !52
  %123 = tail call float @llvm.nvvm.fabs.ftz.f32(float %82), !dbg !52
  %124 = tail call float @llvm.nvvm.fabs.f32(float %82), !dbg !52
  %.01.i312 = select i1 %.not.i311, float %124, float %123, !dbg !52
  %125 = fcmp ult float %.01.i312, 0x3FE3333340000000, !dbg !52
  br i1 %125, label %__internal_fmad.exit3.i318, label %__internal_fmad.exit1.i313, !dbg !52

__internal_fmad.exit1.i313:                       ; preds = %__nv_tanhf.exit
  %126 = fmul float %.01.i312, 0x4007154760000000, !dbg !53
  %127 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %126), !dbg !53
  %128 = fadd float %127, 1.000000e+00, !dbg !53
  %129 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %128) #6, !srcloc !25, !dbg !53
  %130 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !53
  %.not6.i314 = icmp eq i32 %130, 0, !dbg !53
  %131 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %129, float -2.000000e+00, float 1.000000e+00) #5, !dbg !53
  %132 = tail call float @llvm.nvvm.fma.rn.f(float %129, float -2.000000e+00, float 1.000000e+00) #5, !dbg !53
  %.03.i315 = select i1 %.not6.i314, float %132, float %131, !dbg !53
  %133 = fcmp oge float %.01.i312, 0x4022059680000000, !dbg !53
  %s.0.i316 = select i1 %133, float 1.000000e+00, float %.03.i315, !dbg !53
  %134 = bitcast float %s.0.i316 to i32, !dbg !53
  %135 = bitcast float %82 to i32, !dbg !53
  %136 = and i32 %135, -2147483648, !dbg !53
  %137 = or i32 %136, %134, !dbg !53
  %138 = bitcast i32 %137 to float, !dbg !53
  br label %__nv_tanhf.exit329, !dbg !53

__internal_fmad.exit3.i318:                       ; preds = %__nv_tanhf.exit
  %139 = fmul float %82, %82, !dbg !54
  %140 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !54
  %.not1.i319 = icmp eq i32 %140, 0, !dbg !54
  %141 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %139, float 0xBFAAC795C0000000) #5, !dbg !54
  %142 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %139, float 0xBFAAC795C0000000) #5, !dbg !54
  %.06.i320 = select i1 %.not1.i319, float %142, float %141, !dbg !54
  %143 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !54
  %.not2.i321 = icmp eq i32 %143, 0, !dbg !54
  %144 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i320, float %139, float 0x3FC10B2820000000) #5, !dbg !54
  %145 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i320, float %139, float 0x3FC10B2820000000) #5, !dbg !54
  %.05.i322 = select i1 %.not2.i321, float %145, float %144, !dbg !54
  %146 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !54
  %.not3.i323 = icmp eq i32 %146, 0, !dbg !54
  %147 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i322, float %139, float 0xBFD5553DA0000000) #5, !dbg !54
  %148 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i322, float %139, float 0xBFD5553DA0000000) #5, !dbg !54
  %.0.i324 = select i1 %.not3.i323, float %148, float %147, !dbg !54
  %149 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !54
  %.not4.i325 = icmp eq i32 %149, 0, !dbg !54
  %150 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i324, float %139, float 0.000000e+00) #5, !dbg !54
  %151 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i324, float %139, float 0.000000e+00) #5, !dbg !54
  %.04.i326 = select i1 %.not4.i325, float %151, float %150, !dbg !54
  %152 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !54
  %.not5.i327 = icmp eq i32 %152, 0, !dbg !54
  %153 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i326, float %82, float %82) #5, !dbg !54
  %154 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i326, float %82, float %82) #5, !dbg !54
  %.02.i328 = select i1 %.not5.i327, float %154, float %153, !dbg !54
  br label %__nv_tanhf.exit329, !dbg !54

__nv_tanhf.exit329:                               ; preds = %__internal_fmad.exit3.i318, %__internal_fmad.exit1.i313
  %s.1.i317 = phi float [ %138, %__internal_fmad.exit1.i313 ], [ %.02.i328, %__internal_fmad.exit3.i318 ], !dbg !55
  %155 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !55
  %.not.i330 = icmp eq i32 %155, 0, !dbg !55
  %156 = tail call float @llvm.nvvm.fabs.ftz.f32(float %83), !dbg !55
  %157 = tail call float @llvm.nvvm.fabs.f32(float %83), !dbg !55
  %.01.i331 = select i1 %.not.i330, float %157, float %156, !dbg !55
  %158 = fcmp ult float %.01.i331, 0x3FE3333340000000, !dbg !55
  br i1 %158, label %__internal_fmad.exit3.i337, label %__internal_fmad.exit1.i332, !dbg !55

__internal_fmad.exit1.i332:                       ; preds = %__nv_tanhf.exit329
  %159 = fmul float %.01.i331, 0x4007154760000000, !dbg !56
  %160 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %159), !dbg !56
  %161 = fadd float %160, 1.000000e+00, !dbg !56
  %162 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %161) #6, !srcloc !25, !dbg !56
  %163 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !56
  %.not6.i333 = icmp eq i32 %163, 0, !dbg !56
  %164 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %162, float -2.000000e+00, float 1.000000e+00) #5, !dbg !56
  %165 = tail call float @llvm.nvvm.fma.rn.f(float %162, float -2.000000e+00, float 1.000000e+00) #5, !dbg !56
  %.03.i334 = select i1 %.not6.i333, float %165, float %164, !dbg !56
  %166 = fcmp oge float %.01.i331, 0x4022059680000000, !dbg !56
  %s.0.i335 = select i1 %166, float 1.000000e+00, float %.03.i334, !dbg !56
  %167 = bitcast float %s.0.i335 to i32, !dbg !56
  %168 = bitcast float %83 to i32, !dbg !56
  %169 = and i32 %168, -2147483648, !dbg !56
  %170 = or i32 %169, %167, !dbg !56
  %171 = bitcast i32 %170 to float, !dbg !56
  br label %__nv_tanhf.exit348, !dbg !56

__internal_fmad.exit3.i337:                       ; preds = %__nv_tanhf.exit329
  %172 = fmul float %83, %83, !dbg !57
  %173 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !57
  %.not1.i338 = icmp eq i32 %173, 0, !dbg !57
  %174 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %172, float 0xBFAAC795C0000000) #5, !dbg !57
  %175 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %172, float 0xBFAAC795C0000000) #5, !dbg !57
  %.06.i339 = select i1 %.not1.i338, float %175, float %174, !dbg !57
  %176 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !57
  %.not2.i340 = icmp eq i32 %176, 0, !dbg !57
  %177 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i339, float %172, float 0x3FC10B2820000000) #5, !dbg !57
  %178 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i339, float %172, float 0x3FC10B2820000000) #5, !dbg !57
  %.05.i341 = select i1 %.not2.i340, float %178, float %177, !dbg !57
  %179 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !57
  %.not3.i342 = icmp eq i32 %179, 0, !dbg !57
  %180 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i341, float %172, float 0xBFD5553DA0000000) #5, !dbg !57
  %181 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i341, float %172, float 0xBFD5553DA0000000) #5, !dbg !57
  %.0.i343 = select i1 %.not3.i342, float %181, float %180, !dbg !57
  %182 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !57
  %.not4.i344 = icmp eq i32 %182, 0, !dbg !57
  %183 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i343, float %172, float 0.000000e+00) #5, !dbg !57
  %184 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i343, float %172, float 0.000000e+00) #5, !dbg !57
  %.04.i345 = select i1 %.not4.i344, float %184, float %183, !dbg !57
  %185 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !57
  %.not5.i346 = icmp eq i32 %185, 0, !dbg !57
  %186 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i345, float %83, float %83) #5, !dbg !57
  %187 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i345, float %83, float %83) #5, !dbg !57
  %.02.i347 = select i1 %.not5.i346, float %187, float %186, !dbg !57
  br label %__nv_tanhf.exit348, !dbg !57

__nv_tanhf.exit348:                               ; preds = %__internal_fmad.exit3.i337, %__internal_fmad.exit1.i332
  %s.1.i336 = phi float [ %171, %__internal_fmad.exit1.i332 ], [ %.02.i347, %__internal_fmad.exit3.i337 ], !dbg !58
  %188 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !58
  %.not.i349 = icmp eq i32 %188, 0, !dbg !58
  %189 = tail call float @llvm.nvvm.fabs.ftz.f32(float %84), !dbg !58
  %190 = tail call float @llvm.nvvm.fabs.f32(float %84), !dbg !58
  %.01.i350 = select i1 %.not.i349, float %190, float %189, !dbg !58
  %191 = fcmp ult float %.01.i350, 0x3FE3333340000000, !dbg !58
  br i1 %191, label %__internal_fmad.exit3.i356, label %__internal_fmad.exit1.i351, !dbg !58

__internal_fmad.exit1.i351:                       ; preds = %__nv_tanhf.exit348
  %192 = fmul float %.01.i350, 0x4007154760000000, !dbg !59
  %193 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %192), !dbg !59
  %194 = fadd float %193, 1.000000e+00, !dbg !59
  %195 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %194) #6, !srcloc !25, !dbg !59
  %196 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !59
  %.not6.i352 = icmp eq i32 %196, 0, !dbg !59
  %197 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %195, float -2.000000e+00, float 1.000000e+00) #5, !dbg !59
  %198 = tail call float @llvm.nvvm.fma.rn.f(float %195, float -2.000000e+00, float 1.000000e+00) #5, !dbg !59
  %.03.i353 = select i1 %.not6.i352, float %198, float %197, !dbg !59
  %199 = fcmp oge float %.01.i350, 0x4022059680000000, !dbg !59
  %s.0.i354 = select i1 %199, float 1.000000e+00, float %.03.i353, !dbg !59
  %200 = bitcast float %s.0.i354 to i32, !dbg !59
  %201 = bitcast float %84 to i32, !dbg !59
  %202 = and i32 %201, -2147483648, !dbg !59
  %203 = or i32 %202, %200, !dbg !59
  %204 = bitcast i32 %203 to float, !dbg !59
  br label %__nv_tanhf.exit367, !dbg !59

__internal_fmad.exit3.i356:                       ; preds = %__nv_tanhf.exit348
  %205 = fmul float %84, %84, !dbg !60
  %206 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !60
  %.not1.i357 = icmp eq i32 %206, 0, !dbg !60
  %207 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %205, float 0xBFAAC795C0000000) #5, !dbg !60
  %208 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %205, float 0xBFAAC795C0000000) #5, !dbg !60
  %.06.i358 = select i1 %.not1.i357, float %208, float %207, !dbg !60
  %209 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !60
  %.not2.i359 = icmp eq i32 %209, 0, !dbg !60
  %210 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i358, float %205, float 0x3FC10B2820000000) #5, !dbg !60
  %211 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i358, float %205, float 0x3FC10B2820000000) #5, !dbg !60
  %.05.i360 = select i1 %.not2.i359, float %211, float %210, !dbg !60
  %212 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !60
  %.not3.i361 = icmp eq i32 %212, 0, !dbg !60
  %213 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i360, float %205, float 0xBFD5553DA0000000) #5, !dbg !60
  %214 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i360, float %205, float 0xBFD5553DA0000000) #5, !dbg !60
  %.0.i362 = select i1 %.not3.i361, float %214, float %213, !dbg !60
  %215 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !60
  %.not4.i363 = icmp eq i32 %215, 0, !dbg !60
  %216 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i362, float %205, float 0.000000e+00) #5, !dbg !60
  %217 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i362, float %205, float 0.000000e+00) #5, !dbg !60
  %.04.i364 = select i1 %.not4.i363, float %217, float %216, !dbg !60
  %218 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !60
  %.not5.i365 = icmp eq i32 %218, 0, !dbg !60
  %219 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i364, float %84, float %84) #5, !dbg !60
  %220 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i364, float %84, float %84) #5, !dbg !60
  %.02.i366 = select i1 %.not5.i365, float %220, float %219, !dbg !60
  br label %__nv_tanhf.exit367, !dbg !60

__nv_tanhf.exit367:                               ; preds = %__internal_fmad.exit3.i356, %__internal_fmad.exit1.i351
  %s.1.i355 = phi float [ %204, %__internal_fmad.exit1.i351 ], [ %.02.i366, %__internal_fmad.exit3.i356 ], !dbg !61
  %221 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !61
  %.not.i368 = icmp eq i32 %221, 0, !dbg !61
  %222 = tail call float @llvm.nvvm.fabs.ftz.f32(float %85), !dbg !61
  %223 = tail call float @llvm.nvvm.fabs.f32(float %85), !dbg !61
  %.01.i369 = select i1 %.not.i368, float %223, float %222, !dbg !61
  %224 = fcmp ult float %.01.i369, 0x3FE3333340000000, !dbg !61
  br i1 %224, label %__internal_fmad.exit3.i375, label %__internal_fmad.exit1.i370, !dbg !61

__internal_fmad.exit1.i370:                       ; preds = %__nv_tanhf.exit367
  %225 = fmul float %.01.i369, 0x4007154760000000, !dbg !62
  %226 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %225), !dbg !62
  %227 = fadd float %226, 1.000000e+00, !dbg !62
  %228 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %227) #6, !srcloc !25, !dbg !62
  %229 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !62
  %.not6.i371 = icmp eq i32 %229, 0, !dbg !62
  %230 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %228, float -2.000000e+00, float 1.000000e+00) #5, !dbg !62
  %231 = tail call float @llvm.nvvm.fma.rn.f(float %228, float -2.000000e+00, float 1.000000e+00) #5, !dbg !62
  %.03.i372 = select i1 %.not6.i371, float %231, float %230, !dbg !62
  %232 = fcmp oge float %.01.i369, 0x4022059680000000, !dbg !62
  %s.0.i373 = select i1 %232, float 1.000000e+00, float %.03.i372, !dbg !62
  %233 = bitcast float %s.0.i373 to i32, !dbg !62
  %234 = bitcast float %85 to i32, !dbg !62
  %235 = and i32 %234, -2147483648, !dbg !62
  %236 = or i32 %235, %233, !dbg !62
  %237 = bitcast i32 %236 to float, !dbg !62
  br label %__nv_tanhf.exit386, !dbg !62

__internal_fmad.exit3.i375:                       ; preds = %__nv_tanhf.exit367
  %238 = fmul float %85, %85, !dbg !63
  %239 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !63
  %.not1.i376 = icmp eq i32 %239, 0, !dbg !63
  %240 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %238, float 0xBFAAC795C0000000) #5, !dbg !63
  %241 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %238, float 0xBFAAC795C0000000) #5, !dbg !63
  %.06.i377 = select i1 %.not1.i376, float %241, float %240, !dbg !63
  %242 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !63
  %.not2.i378 = icmp eq i32 %242, 0, !dbg !63
  %243 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i377, float %238, float 0x3FC10B2820000000) #5, !dbg !63
  %244 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i377, float %238, float 0x3FC10B2820000000) #5, !dbg !63
  %.05.i379 = select i1 %.not2.i378, float %244, float %243, !dbg !63
  %245 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !63
  %.not3.i380 = icmp eq i32 %245, 0, !dbg !63
  %246 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i379, float %238, float 0xBFD5553DA0000000) #5, !dbg !63
  %247 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i379, float %238, float 0xBFD5553DA0000000) #5, !dbg !63
  %.0.i381 = select i1 %.not3.i380, float %247, float %246, !dbg !63
  %248 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !63
  %.not4.i382 = icmp eq i32 %248, 0, !dbg !63
  %249 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i381, float %238, float 0.000000e+00) #5, !dbg !63
  %250 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i381, float %238, float 0.000000e+00) #5, !dbg !63
  %.04.i383 = select i1 %.not4.i382, float %250, float %249, !dbg !63
  %251 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !63
  %.not5.i384 = icmp eq i32 %251, 0, !dbg !63
  %252 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i383, float %85, float %85) #5, !dbg !63
  %253 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i383, float %85, float %85) #5, !dbg !63
  %.02.i385 = select i1 %.not5.i384, float %253, float %252, !dbg !63
  br label %__nv_tanhf.exit386, !dbg !63

__nv_tanhf.exit386:                               ; preds = %__internal_fmad.exit3.i375, %__internal_fmad.exit1.i370
  %s.1.i374 = phi float [ %237, %__internal_fmad.exit1.i370 ], [ %.02.i385, %__internal_fmad.exit3.i375 ], !dbg !64
  %254 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !64
  %.not.i387 = icmp eq i32 %254, 0, !dbg !64
  %255 = tail call float @llvm.nvvm.fabs.ftz.f32(float %86), !dbg !64
  %256 = tail call float @llvm.nvvm.fabs.f32(float %86), !dbg !64
  %.01.i388 = select i1 %.not.i387, float %256, float %255, !dbg !64
  %257 = fcmp ult float %.01.i388, 0x3FE3333340000000, !dbg !64
  br i1 %257, label %__internal_fmad.exit3.i394, label %__internal_fmad.exit1.i389, !dbg !64

__internal_fmad.exit1.i389:                       ; preds = %__nv_tanhf.exit386
  %258 = fmul float %.01.i388, 0x4007154760000000, !dbg !65
  %259 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %258), !dbg !65
  %260 = fadd float %259, 1.000000e+00, !dbg !65
  %261 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %260) #6, !srcloc !25, !dbg !65
  %262 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !65
  %.not6.i390 = icmp eq i32 %262, 0, !dbg !65
  %263 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %261, float -2.000000e+00, float 1.000000e+00) #5, !dbg !65
  %264 = tail call float @llvm.nvvm.fma.rn.f(float %261, float -2.000000e+00, float 1.000000e+00) #5, !dbg !65
  %.03.i391 = select i1 %.not6.i390, float %264, float %263, !dbg !65
  %265 = fcmp oge float %.01.i388, 0x4022059680000000, !dbg !65
  %s.0.i392 = select i1 %265, float 1.000000e+00, float %.03.i391, !dbg !65
  %266 = bitcast float %s.0.i392 to i32, !dbg !65
  %267 = bitcast float %86 to i32, !dbg !65
  %268 = and i32 %267, -2147483648, !dbg !65
  %269 = or i32 %268, %266, !dbg !65
  %270 = bitcast i32 %269 to float, !dbg !65
  br label %__nv_tanhf.exit405, !dbg !65

__internal_fmad.exit3.i394:                       ; preds = %__nv_tanhf.exit386
  %271 = fmul float %86, %86, !dbg !66
  %272 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !66
  %.not1.i395 = icmp eq i32 %272, 0, !dbg !66
  %273 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %271, float 0xBFAAC795C0000000) #5, !dbg !66
  %274 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %271, float 0xBFAAC795C0000000) #5, !dbg !66
  %.06.i396 = select i1 %.not1.i395, float %274, float %273, !dbg !66
  %275 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !66
  %.not2.i397 = icmp eq i32 %275, 0, !dbg !66
  %276 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i396, float %271, float 0x3FC10B2820000000) #5, !dbg !66
  %277 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i396, float %271, float 0x3FC10B2820000000) #5, !dbg !66
  %.05.i398 = select i1 %.not2.i397, float %277, float %276, !dbg !66
  %278 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !66
  %.not3.i399 = icmp eq i32 %278, 0, !dbg !66
  %279 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i398, float %271, float 0xBFD5553DA0000000) #5, !dbg !66
  %280 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i398, float %271, float 0xBFD5553DA0000000) #5, !dbg !66
  %.0.i400 = select i1 %.not3.i399, float %280, float %279, !dbg !66
  %281 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !66
  %.not4.i401 = icmp eq i32 %281, 0, !dbg !66
  %282 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i400, float %271, float 0.000000e+00) #5, !dbg !66
  %283 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i400, float %271, float 0.000000e+00) #5, !dbg !66
  %.04.i402 = select i1 %.not4.i401, float %283, float %282, !dbg !66
  %284 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !66
  %.not5.i403 = icmp eq i32 %284, 0, !dbg !66
  %285 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i402, float %86, float %86) #5, !dbg !66
  %286 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i402, float %86, float %86) #5, !dbg !66
  %.02.i404 = select i1 %.not5.i403, float %286, float %285, !dbg !66
  br label %__nv_tanhf.exit405, !dbg !66

__nv_tanhf.exit405:                               ; preds = %__internal_fmad.exit3.i394, %__internal_fmad.exit1.i389
  %s.1.i393 = phi float [ %270, %__internal_fmad.exit1.i389 ], [ %.02.i404, %__internal_fmad.exit3.i394 ], !dbg !67
  %287 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !67
  %.not.i406 = icmp eq i32 %287, 0, !dbg !67
  %288 = tail call float @llvm.nvvm.fabs.ftz.f32(float %87), !dbg !67
  %289 = tail call float @llvm.nvvm.fabs.f32(float %87), !dbg !67
  %.01.i407 = select i1 %.not.i406, float %289, float %288, !dbg !67
  %290 = fcmp ult float %.01.i407, 0x3FE3333340000000, !dbg !67
  br i1 %290, label %__internal_fmad.exit3.i413, label %__internal_fmad.exit1.i408, !dbg !67

__internal_fmad.exit1.i408:                       ; preds = %__nv_tanhf.exit405
  %291 = fmul float %.01.i407, 0x4007154760000000, !dbg !68
  %292 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %291), !dbg !68
  %293 = fadd float %292, 1.000000e+00, !dbg !68
  %294 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %293) #6, !srcloc !25, !dbg !68
  %295 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !68
  %.not6.i409 = icmp eq i32 %295, 0, !dbg !68
  %296 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %294, float -2.000000e+00, float 1.000000e+00) #5, !dbg !68
  %297 = tail call float @llvm.nvvm.fma.rn.f(float %294, float -2.000000e+00, float 1.000000e+00) #5, !dbg !68
  %.03.i410 = select i1 %.not6.i409, float %297, float %296, !dbg !68
  %298 = fcmp oge float %.01.i407, 0x4022059680000000, !dbg !68
  %s.0.i411 = select i1 %298, float 1.000000e+00, float %.03.i410, !dbg !68
  %299 = bitcast float %s.0.i411 to i32, !dbg !68
  %300 = bitcast float %87 to i32, !dbg !68
  %301 = and i32 %300, -2147483648, !dbg !68
  %302 = or i32 %301, %299, !dbg !68
  %303 = bitcast i32 %302 to float, !dbg !68
  br label %__nv_tanhf.exit424, !dbg !68

__internal_fmad.exit3.i413:                       ; preds = %__nv_tanhf.exit405
  %304 = fmul float %87, %87, !dbg !69
  %305 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !69
  %.not1.i414 = icmp eq i32 %305, 0, !dbg !69
  %306 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %304, float 0xBFAAC795C0000000) #5, !dbg !69
  %307 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %304, float 0xBFAAC795C0000000) #5, !dbg !69
  %.06.i415 = select i1 %.not1.i414, float %307, float %306, !dbg !69
  %308 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !69
  %.not2.i416 = icmp eq i32 %308, 0, !dbg !69
  %309 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i415, float %304, float 0x3FC10B2820000000) #5, !dbg !69
  %310 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i415, float %304, float 0x3FC10B2820000000) #5, !dbg !69
  %.05.i417 = select i1 %.not2.i416, float %310, float %309, !dbg !69
  %311 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !69
  %.not3.i418 = icmp eq i32 %311, 0, !dbg !69
  %312 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i417, float %304, float 0xBFD5553DA0000000) #5, !dbg !69
  %313 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i417, float %304, float 0xBFD5553DA0000000) #5, !dbg !69
  %.0.i419 = select i1 %.not3.i418, float %313, float %312, !dbg !69
  %314 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !69
  %.not4.i420 = icmp eq i32 %314, 0, !dbg !69
  %315 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i419, float %304, float 0.000000e+00) #5, !dbg !69
  %316 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i419, float %304, float 0.000000e+00) #5, !dbg !69
  %.04.i421 = select i1 %.not4.i420, float %316, float %315, !dbg !69
  %317 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !69
  %.not5.i422 = icmp eq i32 %317, 0, !dbg !69
  %318 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i421, float %87, float %87) #5, !dbg !69
  %319 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i421, float %87, float %87) #5, !dbg !69
  %.02.i423 = select i1 %.not5.i422, float %319, float %318, !dbg !69
  br label %__nv_tanhf.exit424, !dbg !69

__nv_tanhf.exit424:                               ; preds = %__internal_fmad.exit3.i413, %__internal_fmad.exit1.i408
  %s.1.i412 = phi float [ %303, %__internal_fmad.exit1.i408 ], [ %.02.i423, %__internal_fmad.exit3.i413 ], !dbg !70
  %320 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !70
  %.not.i425 = icmp eq i32 %320, 0, !dbg !70
  %321 = tail call float @llvm.nvvm.fabs.ftz.f32(float %88), !dbg !70
  %322 = tail call float @llvm.nvvm.fabs.f32(float %88), !dbg !70
  %.01.i426 = select i1 %.not.i425, float %322, float %321, !dbg !70
  %323 = fcmp ult float %.01.i426, 0x3FE3333340000000, !dbg !70
  br i1 %323, label %__internal_fmad.exit3.i432, label %__internal_fmad.exit1.i427, !dbg !70

__internal_fmad.exit1.i427:                       ; preds = %__nv_tanhf.exit424
  %324 = fmul float %.01.i426, 0x4007154760000000, !dbg !71
  %325 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %324), !dbg !71
  %326 = fadd float %325, 1.000000e+00, !dbg !71
  %327 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %326) #6, !srcloc !25, !dbg !71
  %328 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !71
  %.not6.i428 = icmp eq i32 %328, 0, !dbg !71
  %329 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %327, float -2.000000e+00, float 1.000000e+00) #5, !dbg !71
  %330 = tail call float @llvm.nvvm.fma.rn.f(float %327, float -2.000000e+00, float 1.000000e+00) #5, !dbg !71
  %.03.i429 = select i1 %.not6.i428, float %330, float %329, !dbg !71
  %331 = fcmp oge float %.01.i426, 0x4022059680000000, !dbg !71
  %s.0.i430 = select i1 %331, float 1.000000e+00, float %.03.i429, !dbg !71
  %332 = bitcast float %s.0.i430 to i32, !dbg !71
  %333 = bitcast float %88 to i32, !dbg !71
  %334 = and i32 %333, -2147483648, !dbg !71
  %335 = or i32 %334, %332, !dbg !71
  %336 = bitcast i32 %335 to float, !dbg !71
  br label %__nv_tanhf.exit443, !dbg !71

__internal_fmad.exit3.i432:                       ; preds = %__nv_tanhf.exit424
  %337 = fmul float %88, %88, !dbg !72
  %338 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !72
  %.not1.i433 = icmp eq i32 %338, 0, !dbg !72
  %339 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3F901E1040000000, float %337, float 0xBFAAC795C0000000) #5, !dbg !72
  %340 = tail call float @llvm.nvvm.fma.rn.f(float 0x3F901E1040000000, float %337, float 0xBFAAC795C0000000) #5, !dbg !72
  %.06.i434 = select i1 %.not1.i433, float %340, float %339, !dbg !72
  %341 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !72
  %.not2.i435 = icmp eq i32 %341, 0, !dbg !72
  %342 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.06.i434, float %337, float 0x3FC10B2820000000) #5, !dbg !72
  %343 = tail call float @llvm.nvvm.fma.rn.f(float %.06.i434, float %337, float 0x3FC10B2820000000) #5, !dbg !72
  %.05.i436 = select i1 %.not2.i435, float %343, float %342, !dbg !72
  %344 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !72
  %.not3.i437 = icmp eq i32 %344, 0, !dbg !72
  %345 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i436, float %337, float 0xBFD5553DA0000000) #5, !dbg !72
  %346 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i436, float %337, float 0xBFD5553DA0000000) #5, !dbg !72
  %.0.i438 = select i1 %.not3.i437, float %346, float %345, !dbg !72
  %347 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !72
  %.not4.i439 = icmp eq i32 %347, 0, !dbg !72
  %348 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i438, float %337, float 0.000000e+00) #5, !dbg !72
  %349 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i438, float %337, float 0.000000e+00) #5, !dbg !72
  %.04.i440 = select i1 %.not4.i439, float %349, float %348, !dbg !72
  %350 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !72
  %.not5.i441 = icmp eq i32 %350, 0, !dbg !72
  %351 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.04.i440, float %88, float %88) #5, !dbg !72
  %352 = tail call float @llvm.nvvm.fma.rn.f(float %.04.i440, float %88, float %88) #5, !dbg !72
  %.02.i442 = select i1 %.not5.i441, float %352, float %351, !dbg !72
  br label %__nv_tanhf.exit443, !dbg !72

__nv_tanhf.exit443:                               ; preds = %__internal_fmad.exit3.i432, %__internal_fmad.exit1.i427
  %s.1.i431 = phi float [ %336, %__internal_fmad.exit1.i427 ], [ %.02.i442, %__internal_fmad.exit3.i432 ], !dbg !73
  %353 = fadd float %s.1.i, 1.000000e+00, !dbg !73
  %354 = fadd float %s.1.i317, 1.000000e+00, !dbg !73
  %355 = fadd float %s.1.i336, 1.000000e+00, !dbg !73
  %356 = fadd float %s.1.i355, 1.000000e+00, !dbg !73
  %357 = fadd float %s.1.i374, 1.000000e+00, !dbg !73
  %358 = fadd float %s.1.i393, 1.000000e+00, !dbg !73
  %359 = fadd float %s.1.i412, 1.000000e+00, !dbg !73
  %360 = fadd float %s.1.i431, 1.000000e+00, !dbg !73
  %361 = fmul float %49, %353, !dbg !73
  %362 = fmul float %50, %354, !dbg !73
  %363 = fmul float %51, %355, !dbg !73
  %364 = fmul float %52, %356, !dbg !73
  %365 = fmul float %53, %357, !dbg !73
  %366 = fmul float %54, %358, !dbg !73
  %367 = fmul float %55, %359, !dbg !73
  %368 = fmul float %56, %360, !dbg !73
  %369 = fadd float %41, 1.000000e+00, !dbg !73
  %370 = fadd float %42, 1.000000e+00, !dbg !73
  %371 = fadd float %43, 1.000000e+00, !dbg !73
  %372 = fadd float %44, 1.000000e+00, !dbg !73
  %373 = fadd float %45, 1.000000e+00, !dbg !73
  %374 = fadd float %46, 1.000000e+00, !dbg !73
  %375 = fadd float %47, 1.000000e+00, !dbg !73
  %376 = fadd float %48, 1.000000e+00, !dbg !73
  %377 = fcmp olt float %369, 0x3810000000000000, !dbg !73
  %378 = fmul float %369, 0x4160000000000000, !dbg !73
  %.02.i = select i1 %377, float %378, float %369, !dbg !73
  %i.i.0.i = select i1 %377, float -2.300000e+01, float 0.000000e+00, !dbg !73
  %379 = bitcast float %.02.i to i32, !dbg !73
  %380 = add i32 %379, -1060439283, !dbg !73
  %381 = and i32 %380, -8388608, !dbg !73
  %382 = sub i32 %379, %381, !dbg !73
  %383 = bitcast i32 %382 to float, !dbg !73
  %384 = sitofp i32 %381 to float, !dbg !73
  %385 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not.i83 = icmp eq i32 %385, 0, !dbg !73
  %386 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %384, float 0x3E80000000000000, float %i.i.0.i) #5, !dbg !73
  %387 = tail call float @llvm.nvvm.fma.rn.f(float %384, float 0x3E80000000000000, float %i.i.0.i) #5, !dbg !73
  %.08.i = select i1 %.not.i83, float %387, float %386, !dbg !73
  %388 = fadd float %383, -1.000000e+00, !dbg !73
  %389 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not1.i84 = icmp eq i32 %389, 0, !dbg !73
  %390 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %388, float 0xBFC58FE600000000) #5, !dbg !73
  %391 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %388, float 0xBFC58FE600000000) #5, !dbg !73
  %.010.i = select i1 %.not1.i84, float %391, float %390, !dbg !73
  %392 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not2.i85 = icmp eq i32 %392, 0, !dbg !73
  %393 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i, float %388, float 0x3FC5F9E540000000) #5, !dbg !73
  %394 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i, float %388, float 0x3FC5F9E540000000) #5, !dbg !73
  %.011.i = select i1 %.not2.i85, float %394, float %393, !dbg !73
  %395 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not3.i = icmp eq i32 %395, 0, !dbg !73
  %396 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i, float %388, float 0xBFC6E9C860000000) #5, !dbg !73
  %397 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i, float %388, float 0xBFC6E9C860000000) #5, !dbg !73
  %.012.i = select i1 %.not3.i, float %397, float %396, !dbg !73
  %398 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not4.i = icmp eq i32 %398, 0, !dbg !73
  %399 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i, float %388, float 0x3FCA417E80000000) #5, !dbg !73
  %400 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i, float %388, float 0x3FCA417E80000000) #5, !dbg !73
  %.09.i = select i1 %.not4.i, float %400, float %399, !dbg !73
  %401 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not5.i = icmp eq i32 %401, 0, !dbg !73
  %402 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i, float %388, float 0xBFCEC79160000000) #5, !dbg !73
  %403 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i, float %388, float 0xBFCEC79160000000) #5, !dbg !73
  %.05.i = select i1 %.not5.i, float %403, float %402, !dbg !73
  %404 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not6.i = icmp eq i32 %404, 0, !dbg !73
  %405 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i, float %388, float 0x3FD277F320000000) #5, !dbg !73
  %406 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i, float %388, float 0x3FD277F320000000) #5, !dbg !73
  %.01.i = select i1 %.not6.i, float %406, float %405, !dbg !73
  %407 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not7.i = icmp eq i32 %407, 0, !dbg !73
  %408 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i, float %388, float 0xBFD7154920000000) #5, !dbg !73
  %409 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i, float %388, float 0xBFD7154920000000) #5, !dbg !73
  %.0.i86 = select i1 %.not7.i, float %409, float %408, !dbg !73
  %410 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not8.i = icmp eq i32 %410, 0, !dbg !73
  %411 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i86, float %388, float 0x3FDEC70940000000) #5, !dbg !73
  %412 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i86, float %388, float 0x3FDEC70940000000) #5, !dbg !73
  %.07.i = select i1 %.not8.i, float %412, float %411, !dbg !73
  %413 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not9.i = icmp eq i32 %413, 0, !dbg !73
  %414 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i, float %388, float 0xBFE7154760000000) #5, !dbg !73
  %415 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i, float %388, float 0xBFE7154760000000) #5, !dbg !73
  %.06.i = select i1 %.not9.i, float %415, float %414, !dbg !73
  %416 = fmul float %388, %.06.i, !dbg !73
  %417 = fmul float %388, %416, !dbg !73
  %418 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !73
  %.not10.i = icmp eq i32 %418, 0, !dbg !73
  %419 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %388, float 0x3FF7154760000000, float %417) #5, !dbg !73
  %420 = tail call float @llvm.nvvm.fma.rn.f(float %388, float 0x3FF7154760000000, float %417) #5, !dbg !73
  %.04.i = select i1 %.not10.i, float %420, float %419, !dbg !73
  %421 = fadd float %.08.i, %.04.i, !dbg !73
  %422 = icmp ugt i32 %379, 2139095039, !dbg !73
  br i1 %422, label %__nv_fmaf_rn.exit.i.i, label %__nv_log2f.exit, !dbg !73

__nv_fmaf_rn.exit.i.i:                            ; preds = %__nv_tanhf.exit443
  %423 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !74
  %.not11.i = icmp eq i32 %423, 0, !dbg !74
  %424 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !74
  %425 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !74
  %.03.i = select i1 %.not11.i, float %425, float %424, !dbg !74
  br label %__nv_log2f.exit, !dbg !74

__nv_log2f.exit:                                  ; preds = %__nv_fmaf_rn.exit.i.i, %__nv_tanhf.exit443
  %r.i.0.i = phi float [ %.03.i, %__nv_fmaf_rn.exit.i.i ], [ %421, %__nv_tanhf.exit443 ], !dbg !75
  %426 = fcmp oeq float %.02.i, 0.000000e+00, !dbg !75
  %r.i.1.i = select i1 %426, float 0xFFF0000000000000, float %r.i.0.i, !dbg !75
  %427 = fcmp olt float %370, 0x3810000000000000, !dbg !75
  %428 = fmul float %370, 0x4160000000000000, !dbg !75
  %.02.i87 = select i1 %427, float %428, float %370, !dbg !75
  %i.i.0.i88 = select i1 %427, float -2.300000e+01, float 0.000000e+00, !dbg !75
  %429 = bitcast float %.02.i87 to i32, !dbg !75
  %430 = add i32 %429, -1060439283, !dbg !75
  %431 = and i32 %430, -8388608, !dbg !75
  %432 = sub i32 %429, %431, !dbg !75
  %433 = bitcast i32 %432 to float, !dbg !75
  %434 = sitofp i32 %431 to float, !dbg !75
  %435 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not.i89 = icmp eq i32 %435, 0, !dbg !75
  %436 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %434, float 0x3E80000000000000, float %i.i.0.i88) #5, !dbg !75
  %437 = tail call float @llvm.nvvm.fma.rn.f(float %434, float 0x3E80000000000000, float %i.i.0.i88) #5, !dbg !75
  %.08.i90 = select i1 %.not.i89, float %437, float %436, !dbg !75
  %438 = fadd float %433, -1.000000e+00, !dbg !75
  %439 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not1.i91 = icmp eq i32 %439, 0, !dbg !75
  %440 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %438, float 0xBFC58FE600000000) #5, !dbg !75
  %441 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %438, float 0xBFC58FE600000000) #5, !dbg !75
  %.010.i92 = select i1 %.not1.i91, float %441, float %440, !dbg !75
  %442 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not2.i93 = icmp eq i32 %442, 0, !dbg !75
  %443 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i92, float %438, float 0x3FC5F9E540000000) #5, !dbg !75
  %444 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i92, float %438, float 0x3FC5F9E540000000) #5, !dbg !75
  %.011.i94 = select i1 %.not2.i93, float %444, float %443, !dbg !75
  %445 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not3.i95 = icmp eq i32 %445, 0, !dbg !75
  %446 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i94, float %438, float 0xBFC6E9C860000000) #5, !dbg !75
  %447 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i94, float %438, float 0xBFC6E9C860000000) #5, !dbg !75
  %.012.i96 = select i1 %.not3.i95, float %447, float %446, !dbg !75
  %448 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not4.i97 = icmp eq i32 %448, 0, !dbg !75
  %449 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i96, float %438, float 0x3FCA417E80000000) #5, !dbg !75
  %450 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i96, float %438, float 0x3FCA417E80000000) #5, !dbg !75
  %.09.i98 = select i1 %.not4.i97, float %450, float %449, !dbg !75
  %451 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not5.i99 = icmp eq i32 %451, 0, !dbg !75
  %452 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i98, float %438, float 0xBFCEC79160000000) #5, !dbg !75
  %453 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i98, float %438, float 0xBFCEC79160000000) #5, !dbg !75
  %.05.i100 = select i1 %.not5.i99, float %453, float %452, !dbg !75
  %454 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not6.i101 = icmp eq i32 %454, 0, !dbg !75
  %455 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i100, float %438, float 0x3FD277F320000000) #5, !dbg !75
  %456 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i100, float %438, float 0x3FD277F320000000) #5, !dbg !75
  %.01.i102 = select i1 %.not6.i101, float %456, float %455, !dbg !75
  %457 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not7.i103 = icmp eq i32 %457, 0, !dbg !75
  %458 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i102, float %438, float 0xBFD7154920000000) #5, !dbg !75
  %459 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i102, float %438, float 0xBFD7154920000000) #5, !dbg !75
  %.0.i104 = select i1 %.not7.i103, float %459, float %458, !dbg !75
  %460 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not8.i105 = icmp eq i32 %460, 0, !dbg !75
  %461 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i104, float %438, float 0x3FDEC70940000000) #5, !dbg !75
  %462 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i104, float %438, float 0x3FDEC70940000000) #5, !dbg !75
  %.07.i106 = select i1 %.not8.i105, float %462, float %461, !dbg !75
  %463 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not9.i107 = icmp eq i32 %463, 0, !dbg !75
  %464 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i106, float %438, float 0xBFE7154760000000) #5, !dbg !75
  %465 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i106, float %438, float 0xBFE7154760000000) #5, !dbg !75
  %.06.i108 = select i1 %.not9.i107, float %465, float %464, !dbg !75
  %466 = fmul float %438, %.06.i108, !dbg !75
  %467 = fmul float %438, %466, !dbg !75
  %468 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !75
  %.not10.i109 = icmp eq i32 %468, 0, !dbg !75
  %469 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %438, float 0x3FF7154760000000, float %467) #5, !dbg !75
  %470 = tail call float @llvm.nvvm.fma.rn.f(float %438, float 0x3FF7154760000000, float %467) #5, !dbg !75
  %.04.i110 = select i1 %.not10.i109, float %470, float %469, !dbg !75
  %471 = fadd float %.08.i90, %.04.i110, !dbg !75
  %472 = icmp ugt i32 %429, 2139095039, !dbg !75
  br i1 %472, label %__nv_fmaf_rn.exit.i.i113, label %__nv_log2f.exit116, !dbg !75

__nv_fmaf_rn.exit.i.i113:                         ; preds = %__nv_log2f.exit
  %473 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !76
  %.not11.i114 = icmp eq i32 %473, 0, !dbg !76
  %474 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i87, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !76
  %475 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i87, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !76
  %.03.i115 = select i1 %.not11.i114, float %475, float %474, !dbg !76
  br label %__nv_log2f.exit116, !dbg !76

__nv_log2f.exit116:                               ; preds = %__nv_fmaf_rn.exit.i.i113, %__nv_log2f.exit
  %r.i.0.i111 = phi float [ %.03.i115, %__nv_fmaf_rn.exit.i.i113 ], [ %471, %__nv_log2f.exit ], !dbg !77
  %476 = fcmp oeq float %.02.i87, 0.000000e+00, !dbg !77
  %r.i.1.i112 = select i1 %476, float 0xFFF0000000000000, float %r.i.0.i111, !dbg !77
  %477 = fcmp olt float %371, 0x3810000000000000, !dbg !77
  %478 = fmul float %371, 0x4160000000000000, !dbg !77
  %.02.i117 = select i1 %477, float %478, float %371, !dbg !77
  %i.i.0.i118 = select i1 %477, float -2.300000e+01, float 0.000000e+00, !dbg !77
  %479 = bitcast float %.02.i117 to i32, !dbg !77
  %480 = add i32 %479, -1060439283, !dbg !77
  %481 = and i32 %480, -8388608, !dbg !77
  %482 = sub i32 %479, %481, !dbg !77
  %483 = bitcast i32 %482 to float, !dbg !77
  %484 = sitofp i32 %481 to float, !dbg !77
  %485 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not.i119 = icmp eq i32 %485, 0, !dbg !77
  %486 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %484, float 0x3E80000000000000, float %i.i.0.i118) #5, !dbg !77
  %487 = tail call float @llvm.nvvm.fma.rn.f(float %484, float 0x3E80000000000000, float %i.i.0.i118) #5, !dbg !77
  %.08.i120 = select i1 %.not.i119, float %487, float %486, !dbg !77
  %488 = fadd float %483, -1.000000e+00, !dbg !77
  %489 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not1.i121 = icmp eq i32 %489, 0, !dbg !77
  %490 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %488, float 0xBFC58FE600000000) #5, !dbg !77
  %491 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %488, float 0xBFC58FE600000000) #5, !dbg !77
  %.010.i122 = select i1 %.not1.i121, float %491, float %490, !dbg !77
  %492 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not2.i123 = icmp eq i32 %492, 0, !dbg !77
  %493 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i122, float %488, float 0x3FC5F9E540000000) #5, !dbg !77
  %494 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i122, float %488, float 0x3FC5F9E540000000) #5, !dbg !77
  %.011.i124 = select i1 %.not2.i123, float %494, float %493, !dbg !77
  %495 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not3.i125 = icmp eq i32 %495, 0, !dbg !77
  %496 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i124, float %488, float 0xBFC6E9C860000000) #5, !dbg !77
  %497 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i124, float %488, float 0xBFC6E9C860000000) #5, !dbg !77
  %.012.i126 = select i1 %.not3.i125, float %497, float %496, !dbg !77
  %498 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not4.i127 = icmp eq i32 %498, 0, !dbg !77
  %499 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i126, float %488, float 0x3FCA417E80000000) #5, !dbg !77
  %500 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i126, float %488, float 0x3FCA417E80000000) #5, !dbg !77
  %.09.i128 = select i1 %.not4.i127, float %500, float %499, !dbg !77
  %501 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not5.i129 = icmp eq i32 %501, 0, !dbg !77
  %502 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i128, float %488, float 0xBFCEC79160000000) #5, !dbg !77
  %503 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i128, float %488, float 0xBFCEC79160000000) #5, !dbg !77
  %.05.i130 = select i1 %.not5.i129, float %503, float %502, !dbg !77
  %504 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not6.i131 = icmp eq i32 %504, 0, !dbg !77
  %505 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i130, float %488, float 0x3FD277F320000000) #5, !dbg !77
  %506 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i130, float %488, float 0x3FD277F320000000) #5, !dbg !77
  %.01.i132 = select i1 %.not6.i131, float %506, float %505, !dbg !77
  %507 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not7.i133 = icmp eq i32 %507, 0, !dbg !77
  %508 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i132, float %488, float 0xBFD7154920000000) #5, !dbg !77
  %509 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i132, float %488, float 0xBFD7154920000000) #5, !dbg !77
  %.0.i134 = select i1 %.not7.i133, float %509, float %508, !dbg !77
  %510 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not8.i135 = icmp eq i32 %510, 0, !dbg !77
  %511 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i134, float %488, float 0x3FDEC70940000000) #5, !dbg !77
  %512 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i134, float %488, float 0x3FDEC70940000000) #5, !dbg !77
  %.07.i136 = select i1 %.not8.i135, float %512, float %511, !dbg !77
  %513 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not9.i137 = icmp eq i32 %513, 0, !dbg !77
  %514 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i136, float %488, float 0xBFE7154760000000) #5, !dbg !77
  %515 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i136, float %488, float 0xBFE7154760000000) #5, !dbg !77
  %.06.i138 = select i1 %.not9.i137, float %515, float %514, !dbg !77
  %516 = fmul float %488, %.06.i138, !dbg !77
  %517 = fmul float %488, %516, !dbg !77
  %518 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !77
  %.not10.i139 = icmp eq i32 %518, 0, !dbg !77
  %519 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %488, float 0x3FF7154760000000, float %517) #5, !dbg !77
  %520 = tail call float @llvm.nvvm.fma.rn.f(float %488, float 0x3FF7154760000000, float %517) #5, !dbg !77
  %.04.i140 = select i1 %.not10.i139, float %520, float %519, !dbg !77
  %521 = fadd float %.08.i120, %.04.i140, !dbg !77
  %522 = icmp ugt i32 %479, 2139095039, !dbg !77
  br i1 %522, label %__nv_fmaf_rn.exit.i.i143, label %__nv_log2f.exit146, !dbg !77

__nv_fmaf_rn.exit.i.i143:                         ; preds = %__nv_log2f.exit116
  %523 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !78
  %.not11.i144 = icmp eq i32 %523, 0, !dbg !78
  %524 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i117, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !78
  %525 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i117, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !78
  %.03.i145 = select i1 %.not11.i144, float %525, float %524, !dbg !78
  br label %__nv_log2f.exit146, !dbg !78

__nv_log2f.exit146:                               ; preds = %__nv_fmaf_rn.exit.i.i143, %__nv_log2f.exit116
  %r.i.0.i141 = phi float [ %.03.i145, %__nv_fmaf_rn.exit.i.i143 ], [ %521, %__nv_log2f.exit116 ], !dbg !79
  %526 = fcmp oeq float %.02.i117, 0.000000e+00, !dbg !79
  %r.i.1.i142 = select i1 %526, float 0xFFF0000000000000, float %r.i.0.i141, !dbg !79
  %527 = fcmp olt float %372, 0x3810000000000000, !dbg !79
  %528 = fmul float %372, 0x4160000000000000, !dbg !79
  %.02.i147 = select i1 %527, float %528, float %372, !dbg !79
  %i.i.0.i148 = select i1 %527, float -2.300000e+01, float 0.000000e+00, !dbg !79
  %529 = bitcast float %.02.i147 to i32, !dbg !79
  %530 = add i32 %529, -1060439283, !dbg !79
  %531 = and i32 %530, -8388608, !dbg !79
  %532 = sub i32 %529, %531, !dbg !79
  %533 = bitcast i32 %532 to float, !dbg !79
  %534 = sitofp i32 %531 to float, !dbg !79
  %535 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not.i149 = icmp eq i32 %535, 0, !dbg !79
  %536 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %534, float 0x3E80000000000000, float %i.i.0.i148) #5, !dbg !79
  %537 = tail call float @llvm.nvvm.fma.rn.f(float %534, float 0x3E80000000000000, float %i.i.0.i148) #5, !dbg !79
  %.08.i150 = select i1 %.not.i149, float %537, float %536, !dbg !79
  %538 = fadd float %533, -1.000000e+00, !dbg !79
  %539 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not1.i151 = icmp eq i32 %539, 0, !dbg !79
  %540 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %538, float 0xBFC58FE600000000) #5, !dbg !79
  %541 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %538, float 0xBFC58FE600000000) #5, !dbg !79
  %.010.i152 = select i1 %.not1.i151, float %541, float %540, !dbg !79
  %542 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not2.i153 = icmp eq i32 %542, 0, !dbg !79
  %543 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i152, float %538, float 0x3FC5F9E540000000) #5, !dbg !79
  %544 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i152, float %538, float 0x3FC5F9E540000000) #5, !dbg !79
  %.011.i154 = select i1 %.not2.i153, float %544, float %543, !dbg !79
  %545 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not3.i155 = icmp eq i32 %545, 0, !dbg !79
  %546 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i154, float %538, float 0xBFC6E9C860000000) #5, !dbg !79
  %547 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i154, float %538, float 0xBFC6E9C860000000) #5, !dbg !79
  %.012.i156 = select i1 %.not3.i155, float %547, float %546, !dbg !79
  %548 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not4.i157 = icmp eq i32 %548, 0, !dbg !79
  %549 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i156, float %538, float 0x3FCA417E80000000) #5, !dbg !79
  %550 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i156, float %538, float 0x3FCA417E80000000) #5, !dbg !79
  %.09.i158 = select i1 %.not4.i157, float %550, float %549, !dbg !79
  %551 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not5.i159 = icmp eq i32 %551, 0, !dbg !79
  %552 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i158, float %538, float 0xBFCEC79160000000) #5, !dbg !79
  %553 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i158, float %538, float 0xBFCEC79160000000) #5, !dbg !79
  %.05.i160 = select i1 %.not5.i159, float %553, float %552, !dbg !79
  %554 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not6.i161 = icmp eq i32 %554, 0, !dbg !79
  %555 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i160, float %538, float 0x3FD277F320000000) #5, !dbg !79
  %556 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i160, float %538, float 0x3FD277F320000000) #5, !dbg !79
  %.01.i162 = select i1 %.not6.i161, float %556, float %555, !dbg !79
  %557 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not7.i163 = icmp eq i32 %557, 0, !dbg !79
  %558 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i162, float %538, float 0xBFD7154920000000) #5, !dbg !79
  %559 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i162, float %538, float 0xBFD7154920000000) #5, !dbg !79
  %.0.i164 = select i1 %.not7.i163, float %559, float %558, !dbg !79
  %560 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not8.i165 = icmp eq i32 %560, 0, !dbg !79
  %561 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i164, float %538, float 0x3FDEC70940000000) #5, !dbg !79
  %562 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i164, float %538, float 0x3FDEC70940000000) #5, !dbg !79
  %.07.i166 = select i1 %.not8.i165, float %562, float %561, !dbg !79
  %563 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not9.i167 = icmp eq i32 %563, 0, !dbg !79
  %564 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i166, float %538, float 0xBFE7154760000000) #5, !dbg !79
  %565 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i166, float %538, float 0xBFE7154760000000) #5, !dbg !79
  %.06.i168 = select i1 %.not9.i167, float %565, float %564, !dbg !79
  %566 = fmul float %538, %.06.i168, !dbg !79
  %567 = fmul float %538, %566, !dbg !79
  %568 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !79
  %.not10.i169 = icmp eq i32 %568, 0, !dbg !79
  %569 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %538, float 0x3FF7154760000000, float %567) #5, !dbg !79
  %570 = tail call float @llvm.nvvm.fma.rn.f(float %538, float 0x3FF7154760000000, float %567) #5, !dbg !79
  %.04.i170 = select i1 %.not10.i169, float %570, float %569, !dbg !79
  %571 = fadd float %.08.i150, %.04.i170, !dbg !79
  %572 = icmp ugt i32 %529, 2139095039, !dbg !79
  br i1 %572, label %__nv_fmaf_rn.exit.i.i173, label %__nv_log2f.exit176, !dbg !79

__nv_fmaf_rn.exit.i.i173:                         ; preds = %__nv_log2f.exit146
  %573 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !80
  %.not11.i174 = icmp eq i32 %573, 0, !dbg !80
  %574 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i147, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !80
  %575 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i147, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !80
  %.03.i175 = select i1 %.not11.i174, float %575, float %574, !dbg !80
  br label %__nv_log2f.exit176, !dbg !80

__nv_log2f.exit176:                               ; preds = %__nv_fmaf_rn.exit.i.i173, %__nv_log2f.exit146
  %r.i.0.i171 = phi float [ %.03.i175, %__nv_fmaf_rn.exit.i.i173 ], [ %571, %__nv_log2f.exit146 ], !dbg !81
  %576 = fcmp oeq float %.02.i147, 0.000000e+00, !dbg !81
  %r.i.1.i172 = select i1 %576, float 0xFFF0000000000000, float %r.i.0.i171, !dbg !81
  %577 = fcmp olt float %373, 0x3810000000000000, !dbg !81
  %578 = fmul float %373, 0x4160000000000000, !dbg !81
  %.02.i177 = select i1 %577, float %578, float %373, !dbg !81
  %i.i.0.i178 = select i1 %577, float -2.300000e+01, float 0.000000e+00, !dbg !81
  %579 = bitcast float %.02.i177 to i32, !dbg !81
  %580 = add i32 %579, -1060439283, !dbg !81
  %581 = and i32 %580, -8388608, !dbg !81
  %582 = sub i32 %579, %581, !dbg !81
  %583 = bitcast i32 %582 to float, !dbg !81
  %584 = sitofp i32 %581 to float, !dbg !81
  %585 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not.i179 = icmp eq i32 %585, 0, !dbg !81
  %586 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %584, float 0x3E80000000000000, float %i.i.0.i178) #5, !dbg !81
  %587 = tail call float @llvm.nvvm.fma.rn.f(float %584, float 0x3E80000000000000, float %i.i.0.i178) #5, !dbg !81
  %.08.i180 = select i1 %.not.i179, float %587, float %586, !dbg !81
  %588 = fadd float %583, -1.000000e+00, !dbg !81
  %589 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not1.i181 = icmp eq i32 %589, 0, !dbg !81
  %590 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %588, float 0xBFC58FE600000000) #5, !dbg !81
  %591 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %588, float 0xBFC58FE600000000) #5, !dbg !81
  %.010.i182 = select i1 %.not1.i181, float %591, float %590, !dbg !81
  %592 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not2.i183 = icmp eq i32 %592, 0, !dbg !81
  %593 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i182, float %588, float 0x3FC5F9E540000000) #5, !dbg !81
  %594 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i182, float %588, float 0x3FC5F9E540000000) #5, !dbg !81
  %.011.i184 = select i1 %.not2.i183, float %594, float %593, !dbg !81
  %595 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not3.i185 = icmp eq i32 %595, 0, !dbg !81
  %596 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i184, float %588, float 0xBFC6E9C860000000) #5, !dbg !81
  %597 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i184, float %588, float 0xBFC6E9C860000000) #5, !dbg !81
  %.012.i186 = select i1 %.not3.i185, float %597, float %596, !dbg !81
  %598 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not4.i187 = icmp eq i32 %598, 0, !dbg !81
  %599 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i186, float %588, float 0x3FCA417E80000000) #5, !dbg !81
  %600 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i186, float %588, float 0x3FCA417E80000000) #5, !dbg !81
  %.09.i188 = select i1 %.not4.i187, float %600, float %599, !dbg !81
  %601 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not5.i189 = icmp eq i32 %601, 0, !dbg !81
  %602 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i188, float %588, float 0xBFCEC79160000000) #5, !dbg !81
  %603 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i188, float %588, float 0xBFCEC79160000000) #5, !dbg !81
  %.05.i190 = select i1 %.not5.i189, float %603, float %602, !dbg !81
  %604 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not6.i191 = icmp eq i32 %604, 0, !dbg !81
  %605 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i190, float %588, float 0x3FD277F320000000) #5, !dbg !81
  %606 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i190, float %588, float 0x3FD277F320000000) #5, !dbg !81
  %.01.i192 = select i1 %.not6.i191, float %606, float %605, !dbg !81
  %607 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not7.i193 = icmp eq i32 %607, 0, !dbg !81
  %608 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i192, float %588, float 0xBFD7154920000000) #5, !dbg !81
  %609 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i192, float %588, float 0xBFD7154920000000) #5, !dbg !81
  %.0.i194 = select i1 %.not7.i193, float %609, float %608, !dbg !81
  %610 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not8.i195 = icmp eq i32 %610, 0, !dbg !81
  %611 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i194, float %588, float 0x3FDEC70940000000) #5, !dbg !81
  %612 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i194, float %588, float 0x3FDEC70940000000) #5, !dbg !81
  %.07.i196 = select i1 %.not8.i195, float %612, float %611, !dbg !81
  %613 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not9.i197 = icmp eq i32 %613, 0, !dbg !81
  %614 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i196, float %588, float 0xBFE7154760000000) #5, !dbg !81
  %615 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i196, float %588, float 0xBFE7154760000000) #5, !dbg !81
  %.06.i198 = select i1 %.not9.i197, float %615, float %614, !dbg !81
  %616 = fmul float %588, %.06.i198, !dbg !81
  %617 = fmul float %588, %616, !dbg !81
  %618 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !81
  %.not10.i199 = icmp eq i32 %618, 0, !dbg !81
  %619 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %588, float 0x3FF7154760000000, float %617) #5, !dbg !81
  %620 = tail call float @llvm.nvvm.fma.rn.f(float %588, float 0x3FF7154760000000, float %617) #5, !dbg !81
  %.04.i200 = select i1 %.not10.i199, float %620, float %619, !dbg !81
  %621 = fadd float %.08.i180, %.04.i200, !dbg !81
  %622 = icmp ugt i32 %579, 2139095039, !dbg !81
  br i1 %622, label %__nv_fmaf_rn.exit.i.i203, label %__nv_log2f.exit206, !dbg !81

__nv_fmaf_rn.exit.i.i203:                         ; preds = %__nv_log2f.exit176
  %623 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !82
  %.not11.i204 = icmp eq i32 %623, 0, !dbg !82
  %624 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i177, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !82
  %625 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i177, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !82
  %.03.i205 = select i1 %.not11.i204, float %625, float %624, !dbg !82
  br label %__nv_log2f.exit206, !dbg !82

__nv_log2f.exit206:                               ; preds = %__nv_fmaf_rn.exit.i.i203, %__nv_log2f.exit176
  %r.i.0.i201 = phi float [ %.03.i205, %__nv_fmaf_rn.exit.i.i203 ], [ %621, %__nv_log2f.exit176 ], !dbg !83
  %626 = fcmp oeq float %.02.i177, 0.000000e+00, !dbg !83
  %r.i.1.i202 = select i1 %626, float 0xFFF0000000000000, float %r.i.0.i201, !dbg !83
  %627 = fcmp olt float %374, 0x3810000000000000, !dbg !83
  %628 = fmul float %374, 0x4160000000000000, !dbg !83
  %.02.i207 = select i1 %627, float %628, float %374, !dbg !83
  %i.i.0.i208 = select i1 %627, float -2.300000e+01, float 0.000000e+00, !dbg !83
  %629 = bitcast float %.02.i207 to i32, !dbg !83
  %630 = add i32 %629, -1060439283, !dbg !83
  %631 = and i32 %630, -8388608, !dbg !83
  %632 = sub i32 %629, %631, !dbg !83
  %633 = bitcast i32 %632 to float, !dbg !83
  %634 = sitofp i32 %631 to float, !dbg !83
  %635 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not.i209 = icmp eq i32 %635, 0, !dbg !83
  %636 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %634, float 0x3E80000000000000, float %i.i.0.i208) #5, !dbg !83
  %637 = tail call float @llvm.nvvm.fma.rn.f(float %634, float 0x3E80000000000000, float %i.i.0.i208) #5, !dbg !83
  %.08.i210 = select i1 %.not.i209, float %637, float %636, !dbg !83
  %638 = fadd float %633, -1.000000e+00, !dbg !83
  %639 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not1.i211 = icmp eq i32 %639, 0, !dbg !83
  %640 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %638, float 0xBFC58FE600000000) #5, !dbg !83
  %641 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %638, float 0xBFC58FE600000000) #5, !dbg !83
  %.010.i212 = select i1 %.not1.i211, float %641, float %640, !dbg !83
  %642 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not2.i213 = icmp eq i32 %642, 0, !dbg !83
  %643 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i212, float %638, float 0x3FC5F9E540000000) #5, !dbg !83
  %644 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i212, float %638, float 0x3FC5F9E540000000) #5, !dbg !83
  %.011.i214 = select i1 %.not2.i213, float %644, float %643, !dbg !83
  %645 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not3.i215 = icmp eq i32 %645, 0, !dbg !83
  %646 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i214, float %638, float 0xBFC6E9C860000000) #5, !dbg !83
  %647 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i214, float %638, float 0xBFC6E9C860000000) #5, !dbg !83
  %.012.i216 = select i1 %.not3.i215, float %647, float %646, !dbg !83
  %648 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not4.i217 = icmp eq i32 %648, 0, !dbg !83
  %649 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i216, float %638, float 0x3FCA417E80000000) #5, !dbg !83
  %650 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i216, float %638, float 0x3FCA417E80000000) #5, !dbg !83
  %.09.i218 = select i1 %.not4.i217, float %650, float %649, !dbg !83
  %651 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not5.i219 = icmp eq i32 %651, 0, !dbg !83
  %652 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i218, float %638, float 0xBFCEC79160000000) #5, !dbg !83
  %653 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i218, float %638, float 0xBFCEC79160000000) #5, !dbg !83
  %.05.i220 = select i1 %.not5.i219, float %653, float %652, !dbg !83
  %654 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not6.i221 = icmp eq i32 %654, 0, !dbg !83
  %655 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i220, float %638, float 0x3FD277F320000000) #5, !dbg !83
  %656 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i220, float %638, float 0x3FD277F320000000) #5, !dbg !83
  %.01.i222 = select i1 %.not6.i221, float %656, float %655, !dbg !83
  %657 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not7.i223 = icmp eq i32 %657, 0, !dbg !83
  %658 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i222, float %638, float 0xBFD7154920000000) #5, !dbg !83
  %659 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i222, float %638, float 0xBFD7154920000000) #5, !dbg !83
  %.0.i224 = select i1 %.not7.i223, float %659, float %658, !dbg !83
  %660 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not8.i225 = icmp eq i32 %660, 0, !dbg !83
  %661 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i224, float %638, float 0x3FDEC70940000000) #5, !dbg !83
  %662 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i224, float %638, float 0x3FDEC70940000000) #5, !dbg !83
  %.07.i226 = select i1 %.not8.i225, float %662, float %661, !dbg !83
  %663 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not9.i227 = icmp eq i32 %663, 0, !dbg !83
  %664 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i226, float %638, float 0xBFE7154760000000) #5, !dbg !83
  %665 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i226, float %638, float 0xBFE7154760000000) #5, !dbg !83
  %.06.i228 = select i1 %.not9.i227, float %665, float %664, !dbg !83
  %666 = fmul float %638, %.06.i228, !dbg !83
  %667 = fmul float %638, %666, !dbg !83
  %668 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !83
  %.not10.i229 = icmp eq i32 %668, 0, !dbg !83
  %669 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %638, float 0x3FF7154760000000, float %667) #5, !dbg !83
  %670 = tail call float @llvm.nvvm.fma.rn.f(float %638, float 0x3FF7154760000000, float %667) #5, !dbg !83
  %.04.i230 = select i1 %.not10.i229, float %670, float %669, !dbg !83
  %671 = fadd float %.08.i210, %.04.i230, !dbg !83
  %672 = icmp ugt i32 %629, 2139095039, !dbg !83
  br i1 %672, label %__nv_fmaf_rn.exit.i.i233, label %__nv_log2f.exit236, !dbg !83

__nv_fmaf_rn.exit.i.i233:                         ; preds = %__nv_log2f.exit206
  %673 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !84
  %.not11.i234 = icmp eq i32 %673, 0, !dbg !84
  %674 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i207, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !84
  %675 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i207, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !84
  %.03.i235 = select i1 %.not11.i234, float %675, float %674, !dbg !84
  br label %__nv_log2f.exit236, !dbg !84

__nv_log2f.exit236:                               ; preds = %__nv_fmaf_rn.exit.i.i233, %__nv_log2f.exit206
  %r.i.0.i231 = phi float [ %.03.i235, %__nv_fmaf_rn.exit.i.i233 ], [ %671, %__nv_log2f.exit206 ], !dbg !85
  %676 = fcmp oeq float %.02.i207, 0.000000e+00, !dbg !85
  %r.i.1.i232 = select i1 %676, float 0xFFF0000000000000, float %r.i.0.i231, !dbg !85
  %677 = fcmp olt float %375, 0x3810000000000000, !dbg !85
  %678 = fmul float %375, 0x4160000000000000, !dbg !85
  %.02.i237 = select i1 %677, float %678, float %375, !dbg !85
  %i.i.0.i238 = select i1 %677, float -2.300000e+01, float 0.000000e+00, !dbg !85
  %679 = bitcast float %.02.i237 to i32, !dbg !85
  %680 = add i32 %679, -1060439283, !dbg !85
  %681 = and i32 %680, -8388608, !dbg !85
  %682 = sub i32 %679, %681, !dbg !85
  %683 = bitcast i32 %682 to float, !dbg !85
  %684 = sitofp i32 %681 to float, !dbg !85
  %685 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not.i239 = icmp eq i32 %685, 0, !dbg !85
  %686 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %684, float 0x3E80000000000000, float %i.i.0.i238) #5, !dbg !85
  %687 = tail call float @llvm.nvvm.fma.rn.f(float %684, float 0x3E80000000000000, float %i.i.0.i238) #5, !dbg !85
  %.08.i240 = select i1 %.not.i239, float %687, float %686, !dbg !85
  %688 = fadd float %683, -1.000000e+00, !dbg !85
  %689 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not1.i241 = icmp eq i32 %689, 0, !dbg !85
  %690 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %688, float 0xBFC58FE600000000) #5, !dbg !85
  %691 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %688, float 0xBFC58FE600000000) #5, !dbg !85
  %.010.i242 = select i1 %.not1.i241, float %691, float %690, !dbg !85
  %692 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not2.i243 = icmp eq i32 %692, 0, !dbg !85
  %693 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i242, float %688, float 0x3FC5F9E540000000) #5, !dbg !85
  %694 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i242, float %688, float 0x3FC5F9E540000000) #5, !dbg !85
  %.011.i244 = select i1 %.not2.i243, float %694, float %693, !dbg !85
  %695 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not3.i245 = icmp eq i32 %695, 0, !dbg !85
  %696 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i244, float %688, float 0xBFC6E9C860000000) #5, !dbg !85
  %697 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i244, float %688, float 0xBFC6E9C860000000) #5, !dbg !85
  %.012.i246 = select i1 %.not3.i245, float %697, float %696, !dbg !85
  %698 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not4.i247 = icmp eq i32 %698, 0, !dbg !85
  %699 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i246, float %688, float 0x3FCA417E80000000) #5, !dbg !85
  %700 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i246, float %688, float 0x3FCA417E80000000) #5, !dbg !85
  %.09.i248 = select i1 %.not4.i247, float %700, float %699, !dbg !85
  %701 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not5.i249 = icmp eq i32 %701, 0, !dbg !85
  %702 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i248, float %688, float 0xBFCEC79160000000) #5, !dbg !85
  %703 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i248, float %688, float 0xBFCEC79160000000) #5, !dbg !85
  %.05.i250 = select i1 %.not5.i249, float %703, float %702, !dbg !85
  %704 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not6.i251 = icmp eq i32 %704, 0, !dbg !85
  %705 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i250, float %688, float 0x3FD277F320000000) #5, !dbg !85
  %706 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i250, float %688, float 0x3FD277F320000000) #5, !dbg !85
  %.01.i252 = select i1 %.not6.i251, float %706, float %705, !dbg !85
  %707 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not7.i253 = icmp eq i32 %707, 0, !dbg !85
  %708 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i252, float %688, float 0xBFD7154920000000) #5, !dbg !85
  %709 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i252, float %688, float 0xBFD7154920000000) #5, !dbg !85
  %.0.i254 = select i1 %.not7.i253, float %709, float %708, !dbg !85
  %710 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not8.i255 = icmp eq i32 %710, 0, !dbg !85
  %711 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i254, float %688, float 0x3FDEC70940000000) #5, !dbg !85
  %712 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i254, float %688, float 0x3FDEC70940000000) #5, !dbg !85
  %.07.i256 = select i1 %.not8.i255, float %712, float %711, !dbg !85
  %713 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not9.i257 = icmp eq i32 %713, 0, !dbg !85
  %714 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i256, float %688, float 0xBFE7154760000000) #5, !dbg !85
  %715 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i256, float %688, float 0xBFE7154760000000) #5, !dbg !85
  %.06.i258 = select i1 %.not9.i257, float %715, float %714, !dbg !85
  %716 = fmul float %688, %.06.i258, !dbg !85
  %717 = fmul float %688, %716, !dbg !85
  %718 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !85
  %.not10.i259 = icmp eq i32 %718, 0, !dbg !85
  %719 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %688, float 0x3FF7154760000000, float %717) #5, !dbg !85
  %720 = tail call float @llvm.nvvm.fma.rn.f(float %688, float 0x3FF7154760000000, float %717) #5, !dbg !85
  %.04.i260 = select i1 %.not10.i259, float %720, float %719, !dbg !85
  %721 = fadd float %.08.i240, %.04.i260, !dbg !85
  %722 = icmp ugt i32 %679, 2139095039, !dbg !85
  br i1 %722, label %__nv_fmaf_rn.exit.i.i263, label %__nv_log2f.exit266, !dbg !85

__nv_fmaf_rn.exit.i.i263:                         ; preds = %__nv_log2f.exit236
  %723 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !86
  %.not11.i264 = icmp eq i32 %723, 0, !dbg !86
  %724 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i237, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !86
  %725 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i237, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !86
  %.03.i265 = select i1 %.not11.i264, float %725, float %724, !dbg !86
  br label %__nv_log2f.exit266, !dbg !86

__nv_log2f.exit266:                               ; preds = %__nv_fmaf_rn.exit.i.i263, %__nv_log2f.exit236
  %r.i.0.i261 = phi float [ %.03.i265, %__nv_fmaf_rn.exit.i.i263 ], [ %721, %__nv_log2f.exit236 ], !dbg !87
  %726 = fcmp oeq float %.02.i237, 0.000000e+00, !dbg !87
  %r.i.1.i262 = select i1 %726, float 0xFFF0000000000000, float %r.i.0.i261, !dbg !87
  %727 = fcmp olt float %376, 0x3810000000000000, !dbg !87
  %728 = fmul float %376, 0x4160000000000000, !dbg !87
  %.02.i267 = select i1 %727, float %728, float %376, !dbg !87
  %i.i.0.i268 = select i1 %727, float -2.300000e+01, float 0.000000e+00, !dbg !87
  %729 = bitcast float %.02.i267 to i32, !dbg !87
  %730 = add i32 %729, -1060439283, !dbg !87
  %731 = and i32 %730, -8388608, !dbg !87
  %732 = sub i32 %729, %731, !dbg !87
  %733 = bitcast i32 %732 to float, !dbg !87
  %734 = sitofp i32 %731 to float, !dbg !87
  %735 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not.i269 = icmp eq i32 %735, 0, !dbg !87
  %736 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %734, float 0x3E80000000000000, float %i.i.0.i268) #5, !dbg !87
  %737 = tail call float @llvm.nvvm.fma.rn.f(float %734, float 0x3E80000000000000, float %i.i.0.i268) #5, !dbg !87
  %.08.i270 = select i1 %.not.i269, float %737, float %736, !dbg !87
  %738 = fadd float %733, -1.000000e+00, !dbg !87
  %739 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not1.i271 = icmp eq i32 %739, 0, !dbg !87
  %740 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %738, float 0xBFC58FE600000000) #5, !dbg !87
  %741 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %738, float 0xBFC58FE600000000) #5, !dbg !87
  %.010.i272 = select i1 %.not1.i271, float %741, float %740, !dbg !87
  %742 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not2.i273 = icmp eq i32 %742, 0, !dbg !87
  %743 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i272, float %738, float 0x3FC5F9E540000000) #5, !dbg !87
  %744 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i272, float %738, float 0x3FC5F9E540000000) #5, !dbg !87
  %.011.i274 = select i1 %.not2.i273, float %744, float %743, !dbg !87
  %745 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not3.i275 = icmp eq i32 %745, 0, !dbg !87
  %746 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i274, float %738, float 0xBFC6E9C860000000) #5, !dbg !87
  %747 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i274, float %738, float 0xBFC6E9C860000000) #5, !dbg !87
  %.012.i276 = select i1 %.not3.i275, float %747, float %746, !dbg !87
  %748 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not4.i277 = icmp eq i32 %748, 0, !dbg !87
  %749 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i276, float %738, float 0x3FCA417E80000000) #5, !dbg !87
  %750 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i276, float %738, float 0x3FCA417E80000000) #5, !dbg !87
  %.09.i278 = select i1 %.not4.i277, float %750, float %749, !dbg !87
  %751 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not5.i279 = icmp eq i32 %751, 0, !dbg !87
  %752 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i278, float %738, float 0xBFCEC79160000000) #5, !dbg !87
  %753 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i278, float %738, float 0xBFCEC79160000000) #5, !dbg !87
  %.05.i280 = select i1 %.not5.i279, float %753, float %752, !dbg !87
  %754 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not6.i281 = icmp eq i32 %754, 0, !dbg !87
  %755 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i280, float %738, float 0x3FD277F320000000) #5, !dbg !87
  %756 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i280, float %738, float 0x3FD277F320000000) #5, !dbg !87
  %.01.i282 = select i1 %.not6.i281, float %756, float %755, !dbg !87
  %757 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not7.i283 = icmp eq i32 %757, 0, !dbg !87
  %758 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i282, float %738, float 0xBFD7154920000000) #5, !dbg !87
  %759 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i282, float %738, float 0xBFD7154920000000) #5, !dbg !87
  %.0.i284 = select i1 %.not7.i283, float %759, float %758, !dbg !87
  %760 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not8.i285 = icmp eq i32 %760, 0, !dbg !87
  %761 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i284, float %738, float 0x3FDEC70940000000) #5, !dbg !87
  %762 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i284, float %738, float 0x3FDEC70940000000) #5, !dbg !87
  %.07.i286 = select i1 %.not8.i285, float %762, float %761, !dbg !87
  %763 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not9.i287 = icmp eq i32 %763, 0, !dbg !87
  %764 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i286, float %738, float 0xBFE7154760000000) #5, !dbg !87
  %765 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i286, float %738, float 0xBFE7154760000000) #5, !dbg !87
  %.06.i288 = select i1 %.not9.i287, float %765, float %764, !dbg !87
  %766 = fmul float %738, %.06.i288, !dbg !87
  %767 = fmul float %738, %766, !dbg !87
  %768 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !87
  %.not10.i289 = icmp eq i32 %768, 0, !dbg !87
  %769 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %738, float 0x3FF7154760000000, float %767) #5, !dbg !87
  %770 = tail call float @llvm.nvvm.fma.rn.f(float %738, float 0x3FF7154760000000, float %767) #5, !dbg !87
  %.04.i290 = select i1 %.not10.i289, float %770, float %769, !dbg !87
  %771 = fadd float %.08.i270, %.04.i290, !dbg !87
  %772 = icmp ugt i32 %729, 2139095039, !dbg !87
  br i1 %772, label %__nv_fmaf_rn.exit.i.i293, label %__nv_log2f.exit296, !dbg !87

__nv_fmaf_rn.exit.i.i293:                         ; preds = %__nv_log2f.exit266
  %773 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !88
  %.not11.i294 = icmp eq i32 %773, 0, !dbg !88
  %774 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i267, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !88
  %775 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i267, float 0x7FF0000000000000, float 0x7FF0000000000000) #5, !dbg !88
  %.03.i295 = select i1 %.not11.i294, float %775, float %774, !dbg !88
  br label %__nv_log2f.exit296, !dbg !88

__nv_log2f.exit296:                               ; preds = %__nv_fmaf_rn.exit.i.i293, %__nv_log2f.exit266
  %r.i.0.i291 = phi float [ %.03.i295, %__nv_fmaf_rn.exit.i.i293 ], [ %771, %__nv_log2f.exit266 ], !dbg !89
  %776 = fcmp oeq float %.02.i267, 0.000000e+00, !dbg !89
  %r.i.1.i292 = select i1 %776, float 0xFFF0000000000000, float %r.i.0.i291, !dbg !89
  %777 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !89
  %.not.i = icmp eq i32 %777, 0, !dbg !89
  br i1 %.not.i, label %780, label %778, !dbg !89

778:                                              ; preds = %__nv_log2f.exit296
  %779 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %369), !dbg !90
  br label %__nv_rsqrtf.exit, !dbg !90

780:                                              ; preds = %__nv_log2f.exit296
  %781 = tail call float @llvm.nvvm.rsqrt.approx.f(float %369), !dbg !91
  br label %__nv_rsqrtf.exit, !dbg !91

__nv_rsqrtf.exit:                                 ; preds = %780, %778
  %.0.i = phi float [ %779, %778 ], [ %781, %780 ], !dbg !92
  %782 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !92
  %.not.i2 = icmp eq i32 %782, 0, !dbg !92
  br i1 %.not.i2, label %785, label %783, !dbg !92

783:                                              ; preds = %__nv_rsqrtf.exit
  %784 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %370), !dbg !93
  br label %__nv_rsqrtf.exit4, !dbg !93

785:                                              ; preds = %__nv_rsqrtf.exit
  %786 = tail call float @llvm.nvvm.rsqrt.approx.f(float %370), !dbg !94
  br label %__nv_rsqrtf.exit4, !dbg !94

__nv_rsqrtf.exit4:                                ; preds = %785, %783
  %.0.i3 = phi float [ %784, %783 ], [ %786, %785 ], !dbg !95
  %787 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !95
  %.not.i5 = icmp eq i32 %787, 0, !dbg !95
  br i1 %.not.i5, label %790, label %788, !dbg !95

788:                                              ; preds = %__nv_rsqrtf.exit4
  %789 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %371), !dbg !96
  br label %__nv_rsqrtf.exit7, !dbg !96

790:                                              ; preds = %__nv_rsqrtf.exit4
  %791 = tail call float @llvm.nvvm.rsqrt.approx.f(float %371), !dbg !97
  br label %__nv_rsqrtf.exit7, !dbg !97

__nv_rsqrtf.exit7:                                ; preds = %790, %788
  %.0.i6 = phi float [ %789, %788 ], [ %791, %790 ], !dbg !98
  %792 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !98
  %.not.i8 = icmp eq i32 %792, 0, !dbg !98
  br i1 %.not.i8, label %795, label %793, !dbg !98

793:                                              ; preds = %__nv_rsqrtf.exit7
  %794 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %372), !dbg !99
  br label %__nv_rsqrtf.exit10, !dbg !99

795:                                              ; preds = %__nv_rsqrtf.exit7
  %796 = tail call float @llvm.nvvm.rsqrt.approx.f(float %372), !dbg !100
  br label %__nv_rsqrtf.exit10, !dbg !100

__nv_rsqrtf.exit10:                               ; preds = %795, %793
  %.0.i9 = phi float [ %794, %793 ], [ %796, %795 ], !dbg !101
  %797 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !101
  %.not.i11 = icmp eq i32 %797, 0, !dbg !101
  br i1 %.not.i11, label %800, label %798, !dbg !101

798:                                              ; preds = %__nv_rsqrtf.exit10
  %799 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %373), !dbg !102
  br label %__nv_rsqrtf.exit13, !dbg !102

800:                                              ; preds = %__nv_rsqrtf.exit10
  %801 = tail call float @llvm.nvvm.rsqrt.approx.f(float %373), !dbg !103
  br label %__nv_rsqrtf.exit13, !dbg !103

__nv_rsqrtf.exit13:                               ; preds = %800, %798
  %.0.i12 = phi float [ %799, %798 ], [ %801, %800 ], !dbg !104
  %802 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !104
  %.not.i14 = icmp eq i32 %802, 0, !dbg !104
  br i1 %.not.i14, label %805, label %803, !dbg !104

803:                                              ; preds = %__nv_rsqrtf.exit13
  %804 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %374), !dbg !105
  br label %__nv_rsqrtf.exit16, !dbg !105

805:                                              ; preds = %__nv_rsqrtf.exit13
  %806 = tail call float @llvm.nvvm.rsqrt.approx.f(float %374), !dbg !106
  br label %__nv_rsqrtf.exit16, !dbg !106

__nv_rsqrtf.exit16:                               ; preds = %805, %803
  %.0.i15 = phi float [ %804, %803 ], [ %806, %805 ], !dbg !107
  %807 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !107
  %.not.i17 = icmp eq i32 %807, 0, !dbg !107
  br i1 %.not.i17, label %810, label %808, !dbg !107

808:                                              ; preds = %__nv_rsqrtf.exit16
  %809 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %375), !dbg !108
  br label %__nv_rsqrtf.exit19, !dbg !108

810:                                              ; preds = %__nv_rsqrtf.exit16
  %811 = tail call float @llvm.nvvm.rsqrt.approx.f(float %375), !dbg !109
  br label %__nv_rsqrtf.exit19, !dbg !109

__nv_rsqrtf.exit19:                               ; preds = %810, %808
  %.0.i18 = phi float [ %809, %808 ], [ %811, %810 ], !dbg !110
  %812 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !110
  %.not.i20 = icmp eq i32 %812, 0, !dbg !110
  br i1 %.not.i20, label %815, label %813, !dbg !110

813:                                              ; preds = %__nv_rsqrtf.exit19
  %814 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %376), !dbg !111
  br label %__nv_rsqrtf.exit22, !dbg !111

815:                                              ; preds = %__nv_rsqrtf.exit19
  %816 = tail call float @llvm.nvvm.rsqrt.approx.f(float %376), !dbg !112
  br label %__nv_rsqrtf.exit22, !dbg !112

__nv_rsqrtf.exit22:                               ; preds = %815, %813
  %.0.i21 = phi float [ %814, %813 ], [ %816, %815 ], !dbg !113
  %817 = fmul float %r.i.1.i, %.0.i, !dbg !113
  %818 = fmul float %r.i.1.i112, %.0.i3, !dbg !113
  %819 = fmul float %r.i.1.i142, %.0.i6, !dbg !113
  %820 = fmul float %r.i.1.i172, %.0.i9, !dbg !113
  %821 = fmul float %r.i.1.i202, %.0.i12, !dbg !113
  %822 = fmul float %r.i.1.i232, %.0.i15, !dbg !113
  %823 = fmul float %r.i.1.i262, %.0.i18, !dbg !113
  %824 = fmul float %r.i.1.i292, %.0.i21, !dbg !113
  %825 = fadd float %361, %817, !dbg !113
  %826 = fadd float %362, %818, !dbg !113
  %827 = fadd float %363, %819, !dbg !113
  %828 = fadd float %364, %820, !dbg !113
  %829 = fadd float %365, %821, !dbg !113
  %830 = fadd float %366, %822, !dbg !113
  %831 = fadd float %367, %823, !dbg !113
  %832 = fadd float %368, %824, !dbg !113
  %833 = tail call float @llvm.fabs.f32(float %28), !dbg !113
  %834 = tail call float @llvm.fabs.f32(float %29), !dbg !113
  %835 = tail call float @llvm.fabs.f32(float %30), !dbg !113
  %836 = tail call float @llvm.fabs.f32(float %31), !dbg !113
  %837 = tail call float @llvm.fabs.f32(float %37), !dbg !113
  %838 = tail call float @llvm.fabs.f32(float %38), !dbg !113
  %839 = tail call float @llvm.fabs.f32(float %39), !dbg !113
  %840 = tail call float @llvm.fabs.f32(float %40), !dbg !113
  %841 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !113
  %.not.i46 = icmp eq i32 %841, 0, !dbg !113
  %842 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !113
  %.not1.i = icmp eq i32 %842, 0, !dbg !113
  br i1 %.not.i46, label %848, label %843, !dbg !113

843:                                              ; preds = %__nv_rsqrtf.exit22
  br i1 %.not1.i, label %846, label %844, !dbg !114

844:                                              ; preds = %843
  %845 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %833) #5, !dbg !115
  br label %__nv_sqrtf.exit, !dbg !115

846:                                              ; preds = %843
  %847 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %833) #5, !dbg !116
  br label %__nv_sqrtf.exit, !dbg !116

848:                                              ; preds = %__nv_rsqrtf.exit22
  br i1 %.not1.i, label %851, label %849, !dbg !117

849:                                              ; preds = %848
  %850 = tail call float @llvm.nvvm.sqrt.rn.f(float %833) #5, !dbg !118
  br label %__nv_sqrtf.exit, !dbg !118

851:                                              ; preds = %848
  %852 = tail call float @llvm.nvvm.sqrt.approx.f(float %833) #5, !dbg !119
  br label %__nv_sqrtf.exit, !dbg !119

__nv_sqrtf.exit:                                  ; preds = %851, %849, %846, %844
  %.0.i47 = phi float [ %845, %844 ], [ %847, %846 ], [ %850, %849 ], [ %852, %851 ], !dbg !120
  %853 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !120
  %.not.i48 = icmp eq i32 %853, 0, !dbg !120
  %854 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !120
  %.not1.i51 = icmp eq i32 %854, 0, !dbg !120
  br i1 %.not.i48, label %860, label %855, !dbg !120

855:                                              ; preds = %__nv_sqrtf.exit
  br i1 %.not1.i51, label %858, label %856, !dbg !121

856:                                              ; preds = %855
  %857 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %834) #5, !dbg !122
  br label %__nv_sqrtf.exit52, !dbg !122

858:                                              ; preds = %855
  %859 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %834) #5, !dbg !123
  br label %__nv_sqrtf.exit52, !dbg !123

860:                                              ; preds = %__nv_sqrtf.exit
  br i1 %.not1.i51, label %863, label %861, !dbg !124

861:                                              ; preds = %860
  %862 = tail call float @llvm.nvvm.sqrt.rn.f(float %834) #5, !dbg !125
  br label %__nv_sqrtf.exit52, !dbg !125

863:                                              ; preds = %860
  %864 = tail call float @llvm.nvvm.sqrt.approx.f(float %834) #5, !dbg !126
  br label %__nv_sqrtf.exit52, !dbg !126

__nv_sqrtf.exit52:                                ; preds = %863, %861, %858, %856
  %.0.i50 = phi float [ %857, %856 ], [ %859, %858 ], [ %862, %861 ], [ %864, %863 ], !dbg !127
  %865 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !127
  %.not.i53 = icmp eq i32 %865, 0, !dbg !127
  %866 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !127
  %.not1.i56 = icmp eq i32 %866, 0, !dbg !127
  br i1 %.not.i53, label %872, label %867, !dbg !127

867:                                              ; preds = %__nv_sqrtf.exit52
  br i1 %.not1.i56, label %870, label %868, !dbg !128

868:                                              ; preds = %867
  %869 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %835) #5, !dbg !129
  br label %__nv_sqrtf.exit57, !dbg !129

870:                                              ; preds = %867
  %871 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %835) #5, !dbg !130
  br label %__nv_sqrtf.exit57, !dbg !130

872:                                              ; preds = %__nv_sqrtf.exit52
  br i1 %.not1.i56, label %875, label %873, !dbg !131

873:                                              ; preds = %872
  %874 = tail call float @llvm.nvvm.sqrt.rn.f(float %835) #5, !dbg !132
  br label %__nv_sqrtf.exit57, !dbg !132

875:                                              ; preds = %872
  %876 = tail call float @llvm.nvvm.sqrt.approx.f(float %835) #5, !dbg !133
  br label %__nv_sqrtf.exit57, !dbg !133

__nv_sqrtf.exit57:                                ; preds = %875, %873, %870, %868
  %.0.i55 = phi float [ %869, %868 ], [ %871, %870 ], [ %874, %873 ], [ %876, %875 ], !dbg !134
  %877 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !134
  %.not.i58 = icmp eq i32 %877, 0, !dbg !134
  %878 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !134
  %.not1.i61 = icmp eq i32 %878, 0, !dbg !134
  br i1 %.not.i58, label %884, label %879, !dbg !134

879:                                              ; preds = %__nv_sqrtf.exit57
  br i1 %.not1.i61, label %882, label %880, !dbg !135

880:                                              ; preds = %879
  %881 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %836) #5, !dbg !136
  br label %__nv_sqrtf.exit62, !dbg !136

882:                                              ; preds = %879
  %883 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %836) #5, !dbg !137
  br label %__nv_sqrtf.exit62, !dbg !137

884:                                              ; preds = %__nv_sqrtf.exit57
  br i1 %.not1.i61, label %887, label %885, !dbg !138

885:                                              ; preds = %884
  %886 = tail call float @llvm.nvvm.sqrt.rn.f(float %836) #5, !dbg !139
  br label %__nv_sqrtf.exit62, !dbg !139

887:                                              ; preds = %884
  %888 = tail call float @llvm.nvvm.sqrt.approx.f(float %836) #5, !dbg !140
  br label %__nv_sqrtf.exit62, !dbg !140

__nv_sqrtf.exit62:                                ; preds = %887, %885, %882, %880
  %.0.i60 = phi float [ %881, %880 ], [ %883, %882 ], [ %886, %885 ], [ %888, %887 ], !dbg !141
  %889 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !141
  %.not.i63 = icmp eq i32 %889, 0, !dbg !141
  %890 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !141
  %.not1.i66 = icmp eq i32 %890, 0, !dbg !141
  br i1 %.not.i63, label %896, label %891, !dbg !141

891:                                              ; preds = %__nv_sqrtf.exit62
  br i1 %.not1.i66, label %894, label %892, !dbg !142

892:                                              ; preds = %891
  %893 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %837) #5, !dbg !143
  br label %__nv_sqrtf.exit67, !dbg !143

894:                                              ; preds = %891
  %895 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %837) #5, !dbg !144
  br label %__nv_sqrtf.exit67, !dbg !144

896:                                              ; preds = %__nv_sqrtf.exit62
  br i1 %.not1.i66, label %899, label %897, !dbg !145

897:                                              ; preds = %896
  %898 = tail call float @llvm.nvvm.sqrt.rn.f(float %837) #5, !dbg !146
  br label %__nv_sqrtf.exit67, !dbg !146

899:                                              ; preds = %896
  %900 = tail call float @llvm.nvvm.sqrt.approx.f(float %837) #5, !dbg !147
  br label %__nv_sqrtf.exit67, !dbg !147

__nv_sqrtf.exit67:                                ; preds = %899, %897, %894, %892
  %.0.i65 = phi float [ %893, %892 ], [ %895, %894 ], [ %898, %897 ], [ %900, %899 ], !dbg !148
  %901 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !148
  %.not.i68 = icmp eq i32 %901, 0, !dbg !148
  %902 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !148
  %.not1.i71 = icmp eq i32 %902, 0, !dbg !148
  br i1 %.not.i68, label %908, label %903, !dbg !148

903:                                              ; preds = %__nv_sqrtf.exit67
  br i1 %.not1.i71, label %906, label %904, !dbg !149

904:                                              ; preds = %903
  %905 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %838) #5, !dbg !150
  br label %__nv_sqrtf.exit72, !dbg !150

906:                                              ; preds = %903
  %907 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %838) #5, !dbg !151
  br label %__nv_sqrtf.exit72, !dbg !151

908:                                              ; preds = %__nv_sqrtf.exit67
  br i1 %.not1.i71, label %911, label %909, !dbg !152

909:                                              ; preds = %908
  %910 = tail call float @llvm.nvvm.sqrt.rn.f(float %838) #5, !dbg !153
  br label %__nv_sqrtf.exit72, !dbg !153

911:                                              ; preds = %908
  %912 = tail call float @llvm.nvvm.sqrt.approx.f(float %838) #5, !dbg !154
  br label %__nv_sqrtf.exit72, !dbg !154

__nv_sqrtf.exit72:                                ; preds = %911, %909, %906, %904
  %.0.i70 = phi float [ %905, %904 ], [ %907, %906 ], [ %910, %909 ], [ %912, %911 ], !dbg !155
  %913 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !155
  %.not.i73 = icmp eq i32 %913, 0, !dbg !155
  %914 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !155
  %.not1.i76 = icmp eq i32 %914, 0, !dbg !155
  br i1 %.not.i73, label %920, label %915, !dbg !155

915:                                              ; preds = %__nv_sqrtf.exit72
  br i1 %.not1.i76, label %918, label %916, !dbg !156

916:                                              ; preds = %915
  %917 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %839) #5, !dbg !157
  br label %__nv_sqrtf.exit77, !dbg !157

918:                                              ; preds = %915
  %919 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %839) #5, !dbg !158
  br label %__nv_sqrtf.exit77, !dbg !158

920:                                              ; preds = %__nv_sqrtf.exit72
  br i1 %.not1.i76, label %923, label %921, !dbg !159

921:                                              ; preds = %920
  %922 = tail call float @llvm.nvvm.sqrt.rn.f(float %839) #5, !dbg !160
  br label %__nv_sqrtf.exit77, !dbg !160

923:                                              ; preds = %920
  %924 = tail call float @llvm.nvvm.sqrt.approx.f(float %839) #5, !dbg !161
  br label %__nv_sqrtf.exit77, !dbg !161

__nv_sqrtf.exit77:                                ; preds = %923, %921, %918, %916
  %.0.i75 = phi float [ %917, %916 ], [ %919, %918 ], [ %922, %921 ], [ %924, %923 ], !dbg !162
  %925 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !162
  %.not.i78 = icmp eq i32 %925, 0, !dbg !162
  %926 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #5, !dbg !162
  %.not1.i81 = icmp eq i32 %926, 0, !dbg !162
  br i1 %.not.i78, label %932, label %927, !dbg !162

927:                                              ; preds = %__nv_sqrtf.exit77
  br i1 %.not1.i81, label %930, label %928, !dbg !163

928:                                              ; preds = %927
  %929 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %840) #5, !dbg !164
  br label %__nv_sqrtf.exit82, !dbg !164

930:                                              ; preds = %927
  %931 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %840) #5, !dbg !165
  br label %__nv_sqrtf.exit82, !dbg !165

932:                                              ; preds = %__nv_sqrtf.exit77
  br i1 %.not1.i81, label %935, label %933, !dbg !166

933:                                              ; preds = %932
  %934 = tail call float @llvm.nvvm.sqrt.rn.f(float %840) #5, !dbg !167
  br label %__nv_sqrtf.exit82, !dbg !167

935:                                              ; preds = %932
  %936 = tail call float @llvm.nvvm.sqrt.approx.f(float %840) #5, !dbg !168
  br label %__nv_sqrtf.exit82, !dbg !168

__nv_sqrtf.exit82:                                ; preds = %935, %933, %930, %928
  %.0.i80 = phi float [ %929, %928 ], [ %931, %930 ], [ %934, %933 ], [ %936, %935 ], !dbg !169
  %937 = fsub float 0.000000e+00, %41, !dbg !169
  %938 = fsub float 0.000000e+00, %42, !dbg !169
  %939 = fsub float 0.000000e+00, %43, !dbg !169
  %940 = fsub float 0.000000e+00, %44, !dbg !169
  %941 = fsub float 0.000000e+00, %45, !dbg !169
  %942 = fsub float 0.000000e+00, %46, !dbg !169
  %943 = fsub float 0.000000e+00, %47, !dbg !169
  %944 = fsub float 0.000000e+00, %48, !dbg !169
  %945 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !169
  %.not.i23 = icmp eq i32 %945, 0, !dbg !169
  br i1 %.not.i23, label %948, label %946, !dbg !169

946:                                              ; preds = %__nv_sqrtf.exit82
  %947 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %937), !dbg !170
  br label %__nv_exp2f.exit, !dbg !170

948:                                              ; preds = %__nv_sqrtf.exit82
  %949 = call float @llvm.nvvm.ex2.approx.f32(float %937), !dbg !171
  br label %__nv_exp2f.exit, !dbg !171

__nv_exp2f.exit:                                  ; preds = %948, %946
  %.0.i24 = phi float [ %947, %946 ], [ %949, %948 ], !dbg !172
  %950 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !172
  %.not.i25 = icmp eq i32 %950, 0, !dbg !172
  br i1 %.not.i25, label %953, label %951, !dbg !172

951:                                              ; preds = %__nv_exp2f.exit
  %952 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %938), !dbg !173
  br label %__nv_exp2f.exit27, !dbg !173

953:                                              ; preds = %__nv_exp2f.exit
  %954 = call float @llvm.nvvm.ex2.approx.f32(float %938), !dbg !174
  br label %__nv_exp2f.exit27, !dbg !174

__nv_exp2f.exit27:                                ; preds = %953, %951
  %.0.i26 = phi float [ %952, %951 ], [ %954, %953 ], !dbg !175
  %955 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !175
  %.not.i28 = icmp eq i32 %955, 0, !dbg !175
  br i1 %.not.i28, label %958, label %956, !dbg !175

956:                                              ; preds = %__nv_exp2f.exit27
  %957 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %939), !dbg !176
  br label %__nv_exp2f.exit30, !dbg !176

958:                                              ; preds = %__nv_exp2f.exit27
  %959 = call float @llvm.nvvm.ex2.approx.f32(float %939), !dbg !177
  br label %__nv_exp2f.exit30, !dbg !177

__nv_exp2f.exit30:                                ; preds = %958, %956
  %.0.i29 = phi float [ %957, %956 ], [ %959, %958 ], !dbg !178
  %960 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !178
  %.not.i31 = icmp eq i32 %960, 0, !dbg !178
  br i1 %.not.i31, label %963, label %961, !dbg !178

961:                                              ; preds = %__nv_exp2f.exit30
  %962 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %940), !dbg !179
  br label %__nv_exp2f.exit33, !dbg !179

963:                                              ; preds = %__nv_exp2f.exit30
  %964 = call float @llvm.nvvm.ex2.approx.f32(float %940), !dbg !180
  br label %__nv_exp2f.exit33, !dbg !180

__nv_exp2f.exit33:                                ; preds = %963, %961
  %.0.i32 = phi float [ %962, %961 ], [ %964, %963 ], !dbg !181
  %965 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !181
  %.not.i34 = icmp eq i32 %965, 0, !dbg !181
  br i1 %.not.i34, label %968, label %966, !dbg !181

966:                                              ; preds = %__nv_exp2f.exit33
  %967 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %941), !dbg !182
  br label %__nv_exp2f.exit36, !dbg !182

968:                                              ; preds = %__nv_exp2f.exit33
  %969 = call float @llvm.nvvm.ex2.approx.f32(float %941), !dbg !183
  br label %__nv_exp2f.exit36, !dbg !183

__nv_exp2f.exit36:                                ; preds = %968, %966
  %.0.i35 = phi float [ %967, %966 ], [ %969, %968 ], !dbg !184
  %970 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !184
  %.not.i37 = icmp eq i32 %970, 0, !dbg !184
  br i1 %.not.i37, label %973, label %971, !dbg !184

971:                                              ; preds = %__nv_exp2f.exit36
  %972 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %942), !dbg !185
  br label %__nv_exp2f.exit39, !dbg !185

973:                                              ; preds = %__nv_exp2f.exit36
  %974 = call float @llvm.nvvm.ex2.approx.f32(float %942), !dbg !186
  br label %__nv_exp2f.exit39, !dbg !186

__nv_exp2f.exit39:                                ; preds = %973, %971
  %.0.i38 = phi float [ %972, %971 ], [ %974, %973 ], !dbg !187
  %975 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !187
  %.not.i40 = icmp eq i32 %975, 0, !dbg !187
  br i1 %.not.i40, label %978, label %976, !dbg !187

976:                                              ; preds = %__nv_exp2f.exit39
  %977 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %943), !dbg !188
  br label %__nv_exp2f.exit42, !dbg !188

978:                                              ; preds = %__nv_exp2f.exit39
  %979 = call float @llvm.nvvm.ex2.approx.f32(float %943), !dbg !189
  br label %__nv_exp2f.exit42, !dbg !189

__nv_exp2f.exit42:                                ; preds = %978, %976
  %.0.i41 = phi float [ %977, %976 ], [ %979, %978 ], !dbg !190
  %980 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #5, !dbg !190
  %.not.i43 = icmp eq i32 %980, 0, !dbg !190
  br i1 %.not.i43, label %983, label %981, !dbg !190

981:                                              ; preds = %__nv_exp2f.exit42
  %982 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %944), !dbg !191
  br label %__nv_exp2f.exit45, !dbg !191

983:                                              ; preds = %__nv_exp2f.exit42
  %984 = call float @llvm.nvvm.ex2.approx.f32(float %944), !dbg !192
  br label %__nv_exp2f.exit45, !dbg !192

__nv_exp2f.exit45:                                ; preds = %983, %981
  %.0.i44 = phi float [ %982, %981 ], [ %984, %983 ], !dbg !193
  %985 = fmul float %.0.i47, %.0.i24, !dbg !193
  %986 = fmul float %.0.i50, %.0.i26, !dbg !193
  %987 = fmul float %.0.i55, %.0.i29, !dbg !193
  %988 = fmul float %.0.i60, %.0.i32, !dbg !193
  %989 = fmul float %.0.i65, %.0.i35, !dbg !193
  %990 = fmul float %.0.i70, %.0.i38, !dbg !193
  %991 = fmul float %.0.i75, %.0.i41, !dbg !193
  %992 = fmul float %.0.i80, %.0.i44, !dbg !193
  %993 = fadd float %825, %985, !dbg !193
  %994 = fadd float %826, %986, !dbg !193
  %995 = fadd float %827, %987, !dbg !193
  %996 = fadd float %828, %988, !dbg !193
  %997 = fadd float %829, %989, !dbg !193
  %998 = fadd float %830, %990, !dbg !193
  %999 = fadd float %831, %991, !dbg !193
  %1000 = fadd float %832, %992, !dbg !193
  %1001 = getelementptr float, ptr addrspace(1) %1, i64 %19, !dbg !193
  %1002 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !193
  %1003 = bitcast float %993 to i32, !dbg !193
  %1004 = bitcast float %994 to i32, !dbg !193
  %1005 = bitcast float %995 to i32, !dbg !193
  %1006 = bitcast float %996 to i32, !dbg !193
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1003, i32 %1004, i32 %1005, i32 %1006, ptr addrspace(1) %1001, i1 %17) #5, !dbg !193
  %1007 = bitcast float %997 to i32, !dbg !193
  %1008 = bitcast float %998 to i32, !dbg !193
  %1009 = bitcast float %999 to i32, !dbg !193
  %1010 = bitcast float %1000 to i32, !dbg !193
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1007, i32 %1008, i32 %1009, i32 %1010, ptr addrspace(1) %1002, i1 %18) #5, !dbg !193
  %1011 = add i32 %14, %9, !dbg !193
  %1012 = icmp slt i32 %1011, %2, !dbg !193
  br i1 %1012, label %.lr.ph, label %._crit_edge, !dbg !193

._crit_edge:                                      ; preds = %__nv_exp2f.exit45, %5
  ret void, !dbg !194
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.ftz.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.dbg.cu = !{!0, !43}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "misc.py", directory: "/work/main/.clean/scripts/bench_kernels")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "libdevice_mix_kernel", linkageName: "libdevice_mix_kernel", scope: !1, file: !1, line: 23, type: !6, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 25, column: 37, scope: !5)
!9 = !DILocation(line: 25, column: 42, scope: !5)
!10 = !DILocation(line: 25, column: 68, scope: !5)
!11 = !DILocation(line: 25, column: 73, scope: !5)
!12 = !DILocation(line: 26, column: 36, scope: !5)
!13 = !DILocation(line: 25, column: 52, scope: !5)
!14 = !DILocation(line: 26, column: 23, scope: !5)
!15 = !DILocation(line: 27, column: 22, scope: !5)
!16 = !DILocation(line: 28, column: 24, scope: !5)
!17 = !DILocation(line: 28, column: 20, scope: !5)
!18 = !DILocation(line: 29, column: 17, scope: !5)
!19 = !DILocation(line: 30, column: 18, scope: !5)
!20 = !DILocation(line: 30, column: 81, scope: !5)
!21 = !DILocation(line: 30, column: 86, scope: !5)
!22 = !DILocation(line: 30, column: 70, scope: !5)
!23 = !DILocation(line: 30, column: 66, scope: !5)
!24 = !DILocation(line: 30, column: 44, scope: !5)
!25 = !{i32 21046}
!26 = !DILocation(line: 30, column: 29, scope: !5)
!27 = !DILocation(line: 30, column: 23, scope: !5)
!28 = !DILocation(line: 31, column: 35, scope: !5)
!29 = !DILocation(line: 31, column: 29, scope: !5)
!30 = !DILocation(line: 31, column: 55, scope: !5)
!31 = !DILocation(line: 31, column: 41, scope: !5)
!32 = !DILocation(line: 31, column: 16, scope: !5)
!33 = !DILocation(line: 32, column: 34, scope: !5)
!34 = !DILocation(line: 32, column: 27, scope: !5)
!35 = !DILocation(line: 32, column: 54, scope: !5)
!36 = !DILocation(line: 32, column: 53, scope: !5)
!37 = !DILocation(line: 32, column: 40, scope: !5)
!38 = !DILocation(line: 32, column: 14, scope: !5)
!39 = !DILocation(line: 33, column: 21, scope: !5)
!40 = !DILocation(line: 33, column: 27, scope: !5)
!41 = !DILocation(line: 25, column: 4, scope: !5)

!42 = !DIFile(filename: "bbprof-blocks", directory: "bbprof")
!43 = distinct !DICompileUnit(language: DW_LANG_C, file: !42, producer: "bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!44 = !{}
!45 = !DISubroutineType(types: !44)
!46 = !DIFile(filename: "libdevice_mix_kernel.bbprof-blocks", directory: "bbprof")
!47 = distinct !DISubprogram(name: "libdevice_mix_kernel", scope: !46, file: !46, line: 1, type: !45, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43)
!48 = !DILocation(line: 1, column: 0, scope: !47)
!49 = !DILocation(line: 2, column: 0, scope: !47)
!50 = !DILocation(line: 3, column: 0, scope: !47)
!51 = !DILocation(line: 4, column: 0, scope: !47)
!52 = !DILocation(line: 5, column: 0, scope: !47)
!53 = !DILocation(line: 6, column: 0, scope: !47)
!54 = !DILocation(line: 7, column: 0, scope: !47)
!55 = !DILocation(line: 8, column: 0, scope: !47)
!56 = !DILocation(line: 9, column: 0, scope: !47)
!57 = !DILocation(line: 10, column: 0, scope: !47)
!58 = !DILocation(line: 11, column: 0, scope: !47)
!59 = !DILocation(line: 12, column: 0, scope: !47)
!60 = !DILocation(line: 13, column: 0, scope: !47)
!61 = !DILocation(line: 14, column: 0, scope: !47)
!62 = !DILocation(line: 15, column: 0, scope: !47)
!63 = !DILocation(line: 16, column: 0, scope: !47)
!64 = !DILocation(line: 17, column: 0, scope: !47)
!65 = !DILocation(line: 18, column: 0, scope: !47)
!66 = !DILocation(line: 19, column: 0, scope: !47)
!67 = !DILocation(line: 20, column: 0, scope: !47)
!68 = !DILocation(line: 21, column: 0, scope: !47)
!69 = !DILocation(line: 22, column: 0, scope: !47)
!70 = !DILocation(line: 23, column: 0, scope: !47)
!71 = !DILocation(line: 24, column: 0, scope: !47)
!72 = !DILocation(line: 25, column: 0, scope: !47)
!73 = !DILocation(line: 26, column: 0, scope: !47)
!74 = !DILocation(line: 27, column: 0, scope: !47)
!75 = !DILocation(line: 28, column: 0, scope: !47)
!76 = !DILocation(line: 29, column: 0, scope: !47)
!77 = !DILocation(line: 30, column: 0, scope: !47)
!78 = !DILocation(line: 31, column: 0, scope: !47)
!79 = !DILocation(line: 32, column: 0, scope: !47)
!80 = !DILocation(line: 33, column: 0, scope: !47)
!81 = !DILocation(line: 34, column: 0, scope: !47)
!82 = !DILocation(line: 35, column: 0, scope: !47)
!83 = !DILocation(line: 36, column: 0, scope: !47)
!84 = !DILocation(line: 37, column: 0, scope: !47)
!85 = !DILocation(line: 38, column: 0, scope: !47)
!86 = !DILocation(line: 39, column: 0, scope: !47)
!87 = !DILocation(line: 40, column: 0, scope: !47)
!88 = !DILocation(line: 41, column: 0, scope: !47)
!89 = !DILocation(line: 42, column: 0, scope: !47)
!90 = !DILocation(line: 43, column: 0, scope: !47)
!91 = !DILocation(line: 44, column: 0, scope: !47)
!92 = !DILocation(line: 45, column: 0, scope: !47)
!93 = !DILocation(line: 46, column: 0, scope: !47)
!94 = !DILocation(line: 47, column: 0, scope: !47)
!95 = !DILocation(line: 48, column: 0, scope: !47)
!96 = !DILocation(line: 49, column: 0, scope: !47)
!97 = !DILocation(line: 50, column: 0, scope: !47)
!98 = !DILocation(line: 51, column: 0, scope: !47)
!99 = !DILocation(line: 52, column: 0, scope: !47)
!100 = !DILocation(line: 53, column: 0, scope: !47)
!101 = !DILocation(line: 54, column: 0, scope: !47)
!102 = !DILocation(line: 55, column: 0, scope: !47)
!103 = !DILocation(line: 56, column: 0, scope: !47)
!104 = !DILocation(line: 57, column: 0, scope: !47)
!105 = !DILocation(line: 58, column: 0, scope: !47)
!106 = !DILocation(line: 59, column: 0, scope: !47)
!107 = !DILocation(line: 60, column: 0, scope: !47)
!108 = !DILocation(line: 61, column: 0, scope: !47)
!109 = !DILocation(line: 62, column: 0, scope: !47)
!110 = !DILocation(line: 63, column: 0, scope: !47)
!111 = !DILocation(line: 64, column: 0, scope: !47)
!112 = !DILocation(line: 65, column: 0, scope: !47)
!113 = !DILocation(line: 66, column: 0, scope: !47)
!114 = !DILocation(line: 67, column: 0, scope: !47)
!115 = !DILocation(line: 68, column: 0, scope: !47)
!116 = !DILocation(line: 69, column: 0, scope: !47)
!117 = !DILocation(line: 70, column: 0, scope: !47)
!118 = !DILocation(line: 71, column: 0, scope: !47)
!119 = !DILocation(line: 72, column: 0, scope: !47)
!120 = !DILocation(line: 73, column: 0, scope: !47)
!121 = !DILocation(line: 74, column: 0, scope: !47)
!122 = !DILocation(line: 75, column: 0, scope: !47)
!123 = !DILocation(line: 76, column: 0, scope: !47)
!124 = !DILocation(line: 77, column: 0, scope: !47)
!125 = !DILocation(line: 78, column: 0, scope: !47)
!126 = !DILocation(line: 79, column: 0, scope: !47)
!127 = !DILocation(line: 80, column: 0, scope: !47)
!128 = !DILocation(line: 81, column: 0, scope: !47)
!129 = !DILocation(line: 82, column: 0, scope: !47)
!130 = !DILocation(line: 83, column: 0, scope: !47)
!131 = !DILocation(line: 84, column: 0, scope: !47)
!132 = !DILocation(line: 85, column: 0, scope: !47)
!133 = !DILocation(line: 86, column: 0, scope: !47)
!134 = !DILocation(line: 87, column: 0, scope: !47)
!135 = !DILocation(line: 88, column: 0, scope: !47)
!136 = !DILocation(line: 89, column: 0, scope: !47)
!137 = !DILocation(line: 90, column: 0, scope: !47)
!138 = !DILocation(line: 91, column: 0, scope: !47)
!139 = !DILocation(line: 92, column: 0, scope: !47)
!140 = !DILocation(line: 93, column: 0, scope: !47)
!141 = !DILocation(line: 94, column: 0, scope: !47)
!142 = !DILocation(line: 95, column: 0, scope: !47)
!143 = !DILocation(line: 96, column: 0, scope: !47)
!144 = !DILocation(line: 97, column: 0, scope: !47)
!145 = !DILocation(line: 98, column: 0, scope: !47)
!146 = !DILocation(line: 99, column: 0, scope: !47)
!147 = !DILocation(line: 100, column: 0, scope: !47)
!148 = !DILocation(line: 101, column: 0, scope: !47)
!149 = !DILocation(line: 102, column: 0, scope: !47)
!150 = !DILocation(line: 103, column: 0, scope: !47)
!151 = !DILocation(line: 104, column: 0, scope: !47)
!152 = !DILocation(line: 105, column: 0, scope: !47)
!153 = !DILocation(line: 106, column: 0, scope: !47)
!154 = !DILocation(line: 107, column: 0, scope: !47)
!155 = !DILocation(line: 108, column: 0, scope: !47)
!156 = !DILocation(line: 109, column: 0, scope: !47)
!157 = !DILocation(line: 110, column: 0, scope: !47)
!158 = !DILocation(line: 111, column: 0, scope: !47)
!159 = !DILocation(line: 112, column: 0, scope: !47)
!160 = !DILocation(line: 113, column: 0, scope: !47)
!161 = !DILocation(line: 114, column: 0, scope: !47)
!162 = !DILocation(line: 115, column: 0, scope: !47)
!163 = !DILocation(line: 116, column: 0, scope: !47)
!164 = !DILocation(line: 117, column: 0, scope: !47)
!165 = !DILocation(line: 118, column: 0, scope: !47)
!166 = !DILocation(line: 119, column: 0, scope: !47)
!167 = !DILocation(line: 120, column: 0, scope: !47)
!168 = !DILocation(line: 121, column: 0, scope: !47)
!169 = !DILocation(line: 122, column: 0, scope: !47)
!170 = !DILocation(line: 123, column: 0, scope: !47)
!171 = !DILocation(line: 124, column: 0, scope: !47)
!172 = !DILocation(line: 125, column: 0, scope: !47)
!173 = !DILocation(line: 126, column: 0, scope: !47)
!174 = !DILocation(line: 127, column: 0, scope: !47)
!175 = !DILocation(line: 128, column: 0, scope: !47)
!176 = !DILocation(line: 129, column: 0, scope: !47)
!177 = !DILocation(line: 130, column: 0, scope: !47)
!178 = !DILocation(line: 131, column: 0, scope: !47)
!179 = !DILocation(line: 132, column: 0, scope: !47)
!180 = !DILocation(line: 133, column: 0, scope: !47)
!181 = !DILocation(line: 134, column: 0, scope: !47)
!182 = !DILocation(line: 135, column: 0, scope: !47)
!183 = !DILocation(line: 136, column: 0, scope: !47)
!184 = !DILocation(line: 137, column: 0, scope: !47)
!185 = !DILocation(line: 138, column: 0, scope: !47)
!186 = !DILocation(line: 139, column: 0, scope: !47)
!187 = !DILocation(line: 140, column: 0, scope: !47)
!188 = !DILocation(line: 141, column: 0, scope: !47)
!189 = !DILocation(line: 142, column: 0, scope: !47)
!190 = !DILocation(line: 143, column: 0, scope: !47)
!191 = !DILocation(line: 144, column: 0, scope: !47)
!192 = !DILocation(line: 145, column: 0, scope: !47)
!193 = !DILocation(line: 146, column: 0, scope: !47)
!194 = !DILocation(line: 147, column: 0, scope: !47)
