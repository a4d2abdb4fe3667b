; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, float %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !6 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %10 = and i32 %9, 127, !dbg !15
  %11 = or disjoint i32 %10, 128, !dbg !15
  %12 = or disjoint i32 %10, 256, !dbg !15
  %13 = or disjoint i32 %10, 384, !dbg !15
  %14 = or disjoint i32 %10, 512, !dbg !15
  %15 = or disjoint i32 %10, 640, !dbg !15
  %16 = or disjoint i32 %10, 768, !dbg !15
  %17 = or i32 %9, 896, !dbg !15
  %18 = icmp slt i32 %10, %3, !dbg !16
  %19 = icmp slt i32 %11, %3, !dbg !16
  %20 = icmp slt i32 %12, %3, !dbg !16
  %21 = icmp slt i32 %13, %3, !dbg !16
  %22 = icmp slt i32 %14, %3, !dbg !16
  %23 = icmp slt i32 %15, %3, !dbg !16
  %24 = icmp slt i32 %16, %3, !dbg !16
  %25 = icmp slt i32 %17, %3, !dbg !16
  %26 = mul i32 %3, %8, !dbg !17
  %27 = sext i32 %26 to i64, !dbg !18
  %28 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %27, !dbg !18
  %29 = zext nneg i32 %10 to i64, !dbg !18
  %30 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %29, !dbg !18
  %31 = zext nneg i32 %11 to i64, !dbg !18
  %32 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %31, !dbg !18
  %33 = zext nneg i32 %12 to i64, !dbg !18
  %34 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %33, !dbg !18
  %35 = zext nneg i32 %13 to i64, !dbg !18
  %36 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %35, !dbg !18
  %37 = zext nneg i32 %14 to i64, !dbg !18
  %38 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %37, !dbg !18
  %39 = zext nneg i32 %15 to i64, !dbg !18
  %40 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %39, !dbg !18
  %41 = zext nneg i32 %16 to i64, !dbg !18
  %42 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %41, !dbg !18
  %43 = zext nneg i32 %17 to i64, !dbg !18
  %44 = getelementptr [2 x i8], ptr addrspace(1) %28, i64 %43, !dbg !18
  %45 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %18) #6, !dbg !19
  %46 = bitcast i16 %45 to bfloat, !dbg !19
  %47 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %32, i1 %19) #6, !dbg !19
  %48 = bitcast i16 %47 to bfloat, !dbg !19
  %49 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %34, i1 %20) #6, !dbg !19
  %50 = bitcast i16 %49 to bfloat, !dbg !19
  %51 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %36, i1 %21) #6, !dbg !19
  %52 = bitcast i16 %51 to bfloat, !dbg !19
  %53 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %38, i1 %22) #6, !dbg !19
  %54 = bitcast i16 %53 to bfloat, !dbg !19
  %55 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %40, i1 %23) #6, !dbg !19
  %56 = bitcast i16 %55 to bfloat, !dbg !19
  %57 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %42, i1 %24) #6, !dbg !19
  %58 = bitcast i16 %57 to bfloat, !dbg !19
  %59 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %44, i1 %25) #6, !dbg !19
  %60 = bitcast i16 %59 to bfloat, !dbg !19
  %61 = fpext bfloat %46 to float, !dbg !19
  %62 = fpext bfloat %48 to float, !dbg !19
  %63 = fpext bfloat %50 to float, !dbg !19
  %64 = fpext bfloat %52 to float, !dbg !19
  %65 = fpext bfloat %54 to float, !dbg !19
  %66 = fpext bfloat %56 to float, !dbg !19
  %67 = fpext bfloat %58 to float, !dbg !19
  %68 = fpext bfloat %60 to float, !dbg !19
  %69 = fadd float %61, %62, !dbg !20
  %70 = fadd float %63, %64, !dbg !20
  %71 = fadd float %65, %66, !dbg !20
  %72 = fadd float %67, %68, !dbg !20
  %73 = fadd float %69, %70, !dbg !20
  %74 = fadd float %71, %72, !dbg !20
  %75 = fadd float %73, %74, !dbg !20
  %76 = bitcast float %75 to i32, !dbg !23
  %77 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 16, i32 31), !dbg !23
  %78 = bitcast i32 %77 to float, !dbg !23
  %79 = fadd float %75, %78, !dbg !20
  %80 = bitcast float %79 to i32, !dbg !23
  %81 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 8, i32 31), !dbg !23
  %82 = bitcast i32 %81 to float, !dbg !23
  %83 = fadd float %79, %82, !dbg !20
  %84 = bitcast float %83 to i32, !dbg !23
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 4, i32 31), !dbg !23
  %86 = bitcast i32 %85 to float, !dbg !23
  %87 = fadd float %83, %86, !dbg !20
  %88 = bitcast float %87 to i32, !dbg !23
  %89 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 2, i32 31), !dbg !23
  %90 = bitcast i32 %89 to float, !dbg !23
  %91 = fadd float %87, %90, !dbg !20
  %92 = bitcast float %91 to i32, !dbg !23
  %93 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 1, i32 31), !dbg !23
  %94 = bitcast i32 %93 to float, !dbg !23
  %95 = fadd float %91, %94, !dbg !20
  %96 = lshr i32 %9, 3, !dbg !23
  %97 = and i32 %96, 12, !dbg !23
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %97, !dbg !23
  store float %95, ptr addrspace(3) %98, align 4, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %99 = shl nuw nsw i32 %9, 2, !dbg !23
  %100 = and i32 %99, 12, !dbg !23
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100, !dbg !23
  %102 = load i32, ptr addrspace(3) %101, align 4, !dbg !23
  %103 = bitcast i32 %102 to float, !dbg !23
  %104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 2, i32 31), !dbg !23
  %105 = bitcast i32 %104 to float, !dbg !23
  %106 = fadd float %103, %105, !dbg !20
  %107 = bitcast float %106 to i32, !dbg !23
  %108 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 1, i32 31), !dbg !23
  %109 = bitcast i32 %108 to float, !dbg !23
  %110 = fadd float %106, %109, !dbg !20
  %111 = sitofp i32 %3 to float, !dbg !26
  %112 = tail call float @llvm.nvvm.div.full(float %110, float %111), !dbg !26
  %113 = fsub float %61, %112, !dbg !27
  %114 = fsub float %62, %112, !dbg !27
  %115 = fsub float %63, %112, !dbg !27
  %116 = fsub float %64, %112, !dbg !27
  %117 = fsub float %65, %112, !dbg !27
  %118 = fsub float %66, %112, !dbg !27
  %119 = fsub float %67, %112, !dbg !27
  %120 = fsub float %68, %112, !dbg !27
  %121 = select i1 %18, float %113, float 0.000000e+00, !dbg !28
  %122 = select i1 %19, float %114, float 0.000000e+00, !dbg !28
  %123 = select i1 %20, float %115, float 0.000000e+00, !dbg !28
  %124 = select i1 %21, float %116, float 0.000000e+00, !dbg !28
  %125 = select i1 %22, float %117, float 0.000000e+00, !dbg !28
  %126 = select i1 %23, float %118, float 0.000000e+00, !dbg !28
  %127 = select i1 %24, float %119, float 0.000000e+00, !dbg !28
  %128 = select i1 %25, float %120, float 0.000000e+00, !dbg !28
  %129 = fmul float %121, %121, !dbg !29
  %130 = fmul float %122, %122, !dbg !29
  %131 = fmul float %123, %123, !dbg !29
  %132 = fmul float %124, %124, !dbg !29
  %133 = fmul float %125, %125, !dbg !29
  %134 = fmul float %126, %126, !dbg !29
  %135 = fmul float %127, %127, !dbg !29
  %136 = fmul float %128, %128, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %137 = fadd float %129, %130, !dbg !32
  %138 = fadd float %131, %132, !dbg !32
  %139 = fadd float %133, %134, !dbg !32
  %140 = fadd float %135, %136, !dbg !32
  %141 = fadd float %137, %138, !dbg !32
  %142 = fadd float %139, %140, !dbg !32
  %143 = fadd float %141, %142, !dbg !32
  %144 = bitcast float %143 to i32, !dbg !30
  %145 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 16, i32 31), !dbg !30
  %146 = bitcast i32 %145 to float, !dbg !30
  %147 = fadd float %143, %146, !dbg !32
  %148 = bitcast float %147 to i32, !dbg !30
  %149 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 8, i32 31), !dbg !30
  %150 = bitcast i32 %149 to float, !dbg !30
  %151 = fadd float %147, %150, !dbg !32
  %152 = bitcast float %151 to i32, !dbg !30
  %153 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %152, i32 4, i32 31), !dbg !30
  %154 = bitcast i32 %153 to float, !dbg !30
  %155 = fadd float %151, %154, !dbg !32
  %156 = bitcast float %155 to i32, !dbg !30
  %157 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 2, i32 31), !dbg !30
  %158 = bitcast i32 %157 to float, !dbg !30
  %159 = fadd float %155, %158, !dbg !32
  %160 = bitcast float %159 to i32, !dbg !30
  %161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 1, i32 31), !dbg !30
  %162 = bitcast i32 %161 to float, !dbg !30
  %163 = fadd float %159, %162, !dbg !32
  store float %163, ptr addrspace(3) %98, align 4, !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %164 = load i32, ptr addrspace(3) %101, align 4, !dbg !30
  %165 = bitcast i32 %164 to float, !dbg !30
  %166 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 2, i32 31), !dbg !30
  %167 = bitcast i32 %166 to float, !dbg !30
  %168 = fadd float %165, %167, !dbg !32
  %169 = bitcast float %168 to i32, !dbg !30
  %170 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %169, i32 1, i32 31), !dbg !30
  %171 = bitcast i32 %170 to float, !dbg !30
  %172 = fadd float %168, %171, !dbg !32
  %173 = tail call float @llvm.nvvm.div.full(float %172, float %111), !dbg !33
  %174 = fadd float %4, %173, !dbg !34
  %175 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !35
  %.not.i = icmp eq i32 %175, 0, !dbg !35
  br i1 %.not.i, label %178, label %176, !dbg !35

176:                                              ; preds = %7
  %177 = tail call float @llvm.nvvm.rsqrt.approx.ftz.f(float %174), !dbg !35
  br label %__nv_rsqrtf.exit, !dbg !35

178:                                              ; preds = %7
  %179 = tail call float @llvm.nvvm.rsqrt.approx.f(float %174), !dbg !35
  br label %__nv_rsqrtf.exit, !dbg !35

__nv_rsqrtf.exit:                                 ; preds = %176, %178
  %.0.i = phi float [ %177, %176 ], [ %179, %178 ], !dbg !35
  %180 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %29, !dbg !36
  %181 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %31, !dbg !36
  %182 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %33, !dbg !36
  %183 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %35, !dbg !36
  %184 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %37, !dbg !36
  %185 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %39, !dbg !36
  %186 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %41, !dbg !36
  %187 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %43, !dbg !36
  %188 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %180, i1 %18) #6, !dbg !37
  %189 = bitcast i32 %188 to float, !dbg !37
  %190 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %181, i1 %19) #6, !dbg !37
  %191 = bitcast i32 %190 to float, !dbg !37
  %192 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %182, i1 %20) #6, !dbg !37
  %193 = bitcast i32 %192 to float, !dbg !37
  %194 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %183, i1 %21) #6, !dbg !37
  %195 = bitcast i32 %194 to float, !dbg !37
  %196 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %184, i1 %22) #6, !dbg !37
  %197 = bitcast i32 %196 to float, !dbg !37
  %198 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %185, i1 %23) #6, !dbg !37
  %199 = bitcast i32 %198 to float, !dbg !37
  %200 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %186, i1 %24) #6, !dbg !37
  %201 = bitcast i32 %200 to float, !dbg !37
  %202 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %187, i1 %25) #6, !dbg !37
  %203 = bitcast i32 %202 to float, !dbg !37
  %204 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %27, !dbg !38
  %205 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %29, !dbg !38
  %206 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %31, !dbg !38
  %207 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %33, !dbg !38
  %208 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %35, !dbg !38
  %209 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %37, !dbg !38
  %210 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %39, !dbg !38
  %211 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %41, !dbg !38
  %212 = getelementptr [2 x i8], ptr addrspace(1) %204, i64 %43, !dbg !38
  %213 = fmul float %121, %.0.i, !dbg !39
  %214 = fmul float %122, %.0.i, !dbg !39
  %215 = fmul float %123, %.0.i, !dbg !39
  %216 = fmul float %124, %.0.i, !dbg !39
  %217 = fmul float %125, %.0.i, !dbg !39
  %218 = fmul float %126, %.0.i, !dbg !39
  %219 = fmul float %127, %.0.i, !dbg !39
  %220 = fmul float %128, %.0.i, !dbg !39
  %221 = fmul float %213, %189, !dbg !39
  %222 = fmul float %214, %191, !dbg !39
  %223 = fmul float %215, %193, !dbg !39
  %224 = fmul float %216, %195, !dbg !39
  %225 = fmul float %217, %197, !dbg !39
  %226 = fmul float %218, %199, !dbg !39
  %227 = fmul float %219, %201, !dbg !39
  %228 = fmul float %220, %203, !dbg !39
  %229 = fptrunc float %221 to bfloat, !dbg !40
  %230 = fptrunc float %222 to bfloat, !dbg !40
  %231 = fptrunc float %223 to bfloat, !dbg !40
  %232 = fptrunc float %224 to bfloat, !dbg !40
  %233 = fptrunc float %225 to bfloat, !dbg !40
  %234 = fptrunc float %226 to bfloat, !dbg !40
  %235 = fptrunc float %227 to bfloat, !dbg !40
  %236 = fptrunc float %228 to bfloat, !dbg !40
  %237 = bitcast bfloat %229 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %237, ptr addrspace(1) %205, i1 %18) #6, !dbg !41
  %238 = bitcast bfloat %230 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %238, ptr addrspace(1) %206, i1 %19) #6, !dbg !41
  %239 = bitcast bfloat %231 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %239, ptr addrspace(1) %207, i1 %20) #6, !dbg !41
  %240 = bitcast bfloat %232 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %240, ptr addrspace(1) %208, i1 %21) #6, !dbg !41
  %241 = bitcast bfloat %233 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %241, ptr addrspace(1) %209, i1 %22) #6, !dbg !41
  %242 = bitcast bfloat %234 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %242, ptr addrspace(1) %210, i1 %23) #6, !dbg !41
  %243 = bitcast bfloat %235 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %243, ptr addrspace(1) %211, i1 %24) #6, !dbg !41
  %244 = bitcast bfloat %236 to i16, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %244, ptr addrspace(1) %212, i1 %25) #6, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "layernorm", linkageName: "layernorm", scope: !1, file: !1, line: 6, type: !7, scopeLine: 6, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !9, !11, !13, !12, !9, !9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 7, column: 11, scope: !6)
!15 = !DILocation(line: 8, column: 12, scope: !6)
!16 = !DILocation(line: 9, column: 9, scope: !6)
!17 = !DILocation(line: 10, column: 25, scope: !6)
!18 = !DILocation(line: 10, column: 17, scope: !6)
!19 = !DILocation(line: 10, column: 9, scope: !6)
!20 = !DILocation(line: 287, column: 12, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !6, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!23 = !DILocation(line: 314, column: 12, scope: !21, inlinedAt: !24)
!24 = !DILocation(line: 11, column: 12, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !6, file: !1, discriminator: 0)
!26 = !DILocation(line: 11, column: 12, scope: !6)
!27 = !DILocation(line: 12, column: 21, scope: !6)
!28 = !DILocation(line: 12, column: 9, scope: !6)
!29 = !DILocation(line: 13, column: 18, scope: !6)
!30 = !DILocation(line: 314, column: 12, scope: !21, inlinedAt: !31)
!31 = !DILocation(line: 13, column: 11, scope: !25)
!32 = !DILocation(line: 287, column: 12, scope: !21, inlinedAt: !30)
!33 = !DILocation(line: 13, column: 11, scope: !6)
!34 = !DILocation(line: 14, column: 23, scope: !6)
!35 = !DILocation(line: 14, column: 9, scope: !6)
!36 = !DILocation(line: 15, column: 17, scope: !6)
!37 = !DILocation(line: 15, column: 9, scope: !6)
!38 = !DILocation(line: 16, column: 14, scope: !6)
!39 = !DILocation(line: 16, column: 39, scope: !6)
!40 = !DILocation(line: 16, column: 38, scope: !6)
!41 = !DILocation(line: 16, column: 5, scope: !6)
!42 = !DILocation(line: 6, column: 1, scope: !6)
