; bbprof example: NHWC implicit-GEMM 2D convolution for gfx942 (MI300X, wave64).
; Triton 3.9.0's unmodified 'llir' stage of conv2d_nhwc_kernel from the project's
; shared/corpus/kernels.py (a kernel written for bbprof), compiled without a GPU by
; shared/corpus/compile_all.py. Only these comment lines were added.
;
; Parameters: x_ptr, w_ptr, y_ptr (f16, NHWC / KRSC / NPQK), N, H, W, C, K, R, S, P, Q,
;   stride_h, stride_w, pad_h, pad_w (i32), then Triton's two scratch pointers (pass null).
; Tiles 64x64x32; grid (ceil(N*P*Q / 64), ceil(K / 64)); block 256 threads (4 waves).
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @conv2d_nhwc_kernel(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, i32 inreg %12, i32 inreg %13, i32 inreg %14, i32 inreg %15, ptr addrspace(1) inreg nofree readnone captures(none) %16, ptr addrspace(1) inreg nofree readnone captures(none) %17) local_unnamed_addr #0 !dbg !4 {
  %19 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %20 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %19), !dbg !13
  %21 = and i32 %20, 192, !dbg !12
  %22 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %23 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !15
  %24 = mul i32 %11, %10, !dbg !16
  %25 = mul i32 %24, %3, !dbg !16
  %26 = mul i32 %9, %6, !dbg !17
  %27 = mul i32 %26, %8, !dbg !17
  %28 = shl i32 %22, 6, !dbg !18
  %29 = and i32 %19, 63, !dbg !19
  %30 = or disjoint i32 %21, %29, !dbg !19
  %31 = lshr i32 %30, 5, !dbg !19
  %32 = or disjoint i32 %31, 8, !dbg !19
  %33 = or disjoint i32 %31, 16, !dbg !19
  %34 = or disjoint i32 %31, 24, !dbg !19
  %35 = or disjoint i32 %31, 32, !dbg !19
  %36 = or disjoint i32 %31, 40, !dbg !19
  %37 = or disjoint i32 %31, 48, !dbg !19
  %38 = or disjoint i32 %31, 56, !dbg !19
  %39 = and i32 %19, 31, !dbg !19
  %40 = and i32 %20, 128, !dbg !19
  %41 = lshr exact i32 %40, 2, !dbg !19
  %42 = and i32 %19, 32, !dbg !19
  %43 = lshr exact i32 %42, 3, !dbg !19
  %44 = and i32 %20, 64, !dbg !19
  %45 = lshr exact i32 %44, 1, !dbg !19
  %46 = or disjoint i32 %45, %43, !dbg !19
  %47 = or disjoint i32 %31, %28, !dbg !18
  %48 = or disjoint i32 %32, %28, !dbg !18
  %49 = or disjoint i32 %33, %28, !dbg !18
  %50 = or disjoint i32 %34, %28, !dbg !18
  %51 = or disjoint i32 %35, %28, !dbg !18
  %52 = or disjoint i32 %36, %28, !dbg !18
  %53 = or disjoint i32 %37, %28, !dbg !18
  %54 = or disjoint i32 %38, %28, !dbg !18
  %55 = or disjoint i32 %41, %28, !dbg !19
  %56 = or disjoint i32 %55, %39, !dbg !18
  %57 = shl i32 %23, 6, !dbg !20
  %58 = or disjoint i32 %31, %57, !dbg !20
  %59 = or disjoint i32 %32, %57, !dbg !20
  %60 = or disjoint i32 %33, %57, !dbg !20
  %61 = or disjoint i32 %34, %57, !dbg !20
  %62 = or disjoint i32 %35, %57, !dbg !20
  %63 = or disjoint i32 %36, %57, !dbg !20
  %64 = or disjoint i32 %37, %57, !dbg !20
  %65 = or disjoint i32 %38, %57, !dbg !20
  %66 = or disjoint i32 %46, %57, !dbg !20
  %67 = or disjoint i32 %66, 1, !dbg !20
  %68 = or disjoint i32 %66, 2, !dbg !20
  %69 = or disjoint i32 %66, 3, !dbg !20
  %70 = or disjoint i32 %66, 8, !dbg !20
  %71 = or disjoint i32 %66, 9, !dbg !20
  %72 = or disjoint i32 %66, 10, !dbg !20
  %73 = or disjoint i32 %66, 11, !dbg !20
  %74 = or disjoint i32 %66, 16, !dbg !20
  %75 = or disjoint i32 %66, 17, !dbg !20
  %76 = or disjoint i32 %66, 18, !dbg !20
  %77 = or disjoint i32 %66, 19, !dbg !20
  %78 = or disjoint i32 %66, 24, !dbg !20
  %79 = or disjoint i32 %66, 25, !dbg !20
  %80 = or disjoint i32 %66, 26, !dbg !20
  %81 = or disjoint i32 %66, 27, !dbg !20
  %.frozen = freeze i32 %24, !dbg !21
  %82 = sdiv i32 %47, %.frozen, !dbg !21
  %.frozen55 = freeze i32 %48, !dbg !21
  %.frozen56 = freeze i32 %24, !dbg !21
  %83 = sdiv i32 %.frozen55, %.frozen56, !dbg !21
  %.frozen58 = freeze i32 %49, !dbg !21
  %.frozen59 = freeze i32 %24, !dbg !21
  %84 = sdiv i32 %.frozen58, %.frozen59, !dbg !21
  %.frozen61 = freeze i32 %50, !dbg !21
  %.frozen62 = freeze i32 %24, !dbg !21
  %85 = sdiv i32 %.frozen61, %.frozen62, !dbg !21
  %.frozen64 = freeze i32 %51, !dbg !21
  %.frozen65 = freeze i32 %24, !dbg !21
  %86 = sdiv i32 %.frozen64, %.frozen65, !dbg !21
  %.frozen67 = freeze i32 %52, !dbg !21
  %.frozen68 = freeze i32 %24, !dbg !21
  %87 = sdiv i32 %.frozen67, %.frozen68, !dbg !21
  %.frozen70 = freeze i32 %53, !dbg !21
  %.frozen71 = freeze i32 %24, !dbg !21
  %88 = sdiv i32 %.frozen70, %.frozen71, !dbg !21
  %.frozen73 = freeze i32 %54, !dbg !21
  %.frozen74 = freeze i32 %24, !dbg !21
  %89 = sdiv i32 %.frozen73, %.frozen74, !dbg !21
  %90 = mul i32 %82, %.frozen, !dbg !22
  %.decomposed = sub i32 %47, %90, !dbg !22
  %91 = mul i32 %83, %.frozen56, !dbg !22
  %.decomposed57 = sub i32 %.frozen55, %91, !dbg !22
  %92 = mul i32 %84, %.frozen59, !dbg !22
  %.decomposed60 = sub i32 %.frozen58, %92, !dbg !22
  %93 = mul i32 %85, %.frozen62, !dbg !22
  %.decomposed63 = sub i32 %.frozen61, %93, !dbg !22
  %94 = mul i32 %86, %.frozen65, !dbg !22
  %.decomposed66 = sub i32 %.frozen64, %94, !dbg !22
  %95 = mul i32 %87, %.frozen68, !dbg !22
  %.decomposed69 = sub i32 %.frozen67, %95, !dbg !22
  %96 = mul i32 %88, %.frozen71, !dbg !22
  %.decomposed72 = sub i32 %.frozen70, %96, !dbg !22
  %97 = mul i32 %89, %.frozen74, !dbg !22
  %.decomposed75 = sub i32 %.frozen73, %97, !dbg !22
  %.decomposed.frozen = freeze i32 %.decomposed, !dbg !23
  %.frozen76 = freeze i32 %11, !dbg !23
  %98 = sdiv i32 %.decomposed.frozen, %.frozen76, !dbg !23
  %.frozen78 = freeze i32 %11, !dbg !23
  %99 = sdiv i32 %.decomposed57, %.frozen78, !dbg !23
  %.frozen80 = freeze i32 %11, !dbg !23
  %100 = sdiv i32 %.decomposed60, %.frozen80, !dbg !23
  %.frozen82 = freeze i32 %11, !dbg !23
  %101 = sdiv i32 %.decomposed63, %.frozen82, !dbg !23
  %.frozen84 = freeze i32 %11, !dbg !23
  %102 = sdiv i32 %.decomposed66, %.frozen84, !dbg !23
  %.frozen86 = freeze i32 %11, !dbg !23
  %103 = sdiv i32 %.decomposed69, %.frozen86, !dbg !23
  %.frozen88 = freeze i32 %11, !dbg !23
  %104 = sdiv i32 %.decomposed72, %.frozen88, !dbg !23
  %.frozen90 = freeze i32 %11, !dbg !23
  %105 = sdiv i32 %.decomposed75, %.frozen90, !dbg !23
  %106 = mul i32 %98, %.frozen76, !dbg !24
  %.decomposed77 = sub i32 %.decomposed.frozen, %106, !dbg !24
  %107 = mul i32 %99, %.frozen78, !dbg !24
  %.decomposed79 = sub i32 %.decomposed57, %107, !dbg !24
  %108 = mul i32 %100, %.frozen80, !dbg !24
  %.decomposed81 = sub i32 %.decomposed60, %108, !dbg !24
  %109 = mul i32 %101, %.frozen82, !dbg !24
  %.decomposed83 = sub i32 %.decomposed63, %109, !dbg !24
  %110 = mul i32 %102, %.frozen84, !dbg !24
  %.decomposed85 = sub i32 %.decomposed66, %110, !dbg !24
  %111 = mul i32 %103, %.frozen86, !dbg !24
  %.decomposed87 = sub i32 %.decomposed69, %111, !dbg !24
  %112 = mul i32 %104, %.frozen88, !dbg !24
  %.decomposed89 = sub i32 %.decomposed72, %112, !dbg !24
  %113 = mul i32 %105, %.frozen90, !dbg !24
  %.decomposed91 = sub i32 %.decomposed75, %113, !dbg !24
  %114 = mul i32 %98, %12, !dbg !25
  %115 = mul i32 %99, %12, !dbg !25
  %116 = mul i32 %100, %12, !dbg !25
  %117 = mul i32 %101, %12, !dbg !25
  %118 = mul i32 %102, %12, !dbg !25
  %119 = mul i32 %103, %12, !dbg !25
  %120 = mul i32 %104, %12, !dbg !25
  %121 = mul i32 %105, %12, !dbg !25
  %122 = sub i32 %114, %14, !dbg !25
  %123 = sub i32 %115, %14, !dbg !25
  %124 = sub i32 %116, %14, !dbg !25
  %125 = sub i32 %117, %14, !dbg !25
  %126 = sub i32 %118, %14, !dbg !25
  %127 = sub i32 %119, %14, !dbg !25
  %128 = sub i32 %120, %14, !dbg !25
  %129 = sub i32 %121, %14, !dbg !25
  %130 = mul i32 %.decomposed77, %13, !dbg !26
  %131 = mul i32 %.decomposed79, %13, !dbg !26
  %132 = mul i32 %.decomposed81, %13, !dbg !26
  %133 = mul i32 %.decomposed83, %13, !dbg !26
  %134 = mul i32 %.decomposed85, %13, !dbg !26
  %135 = mul i32 %.decomposed87, %13, !dbg !26
  %136 = mul i32 %.decomposed89, %13, !dbg !26
  %137 = mul i32 %.decomposed91, %13, !dbg !26
  %138 = sub i32 %130, %15, !dbg !26
  %139 = sub i32 %131, %15, !dbg !26
  %140 = sub i32 %132, %15, !dbg !26
  %141 = sub i32 %133, %15, !dbg !26
  %142 = sub i32 %134, %15, !dbg !26
  %143 = sub i32 %135, %15, !dbg !26
  %144 = sub i32 %136, %15, !dbg !26
  %145 = sub i32 %137, %15, !dbg !26
  %146 = icmp slt i32 %47, %25, !dbg !27
  %147 = icmp slt i32 %48, %25, !dbg !27
  %148 = icmp slt i32 %49, %25, !dbg !27
  %149 = icmp slt i32 %50, %25, !dbg !27
  %150 = icmp slt i32 %51, %25, !dbg !27
  %151 = icmp slt i32 %52, %25, !dbg !27
  %152 = icmp slt i32 %53, %25, !dbg !27
  %153 = icmp slt i32 %54, %25, !dbg !27
  %154 = mul i32 %82, %4, !dbg !28
  %155 = mul i32 %83, %4, !dbg !28
  %156 = mul i32 %84, %4, !dbg !28
  %157 = mul i32 %85, %4, !dbg !28
  %158 = mul i32 %86, %4, !dbg !28
  %159 = mul i32 %87, %4, !dbg !28
  %160 = mul i32 %88, %4, !dbg !28
  %161 = mul i32 %89, %4, !dbg !28
  %162 = mul i32 %58, %27, !dbg !29
  %163 = mul i32 %59, %27, !dbg !29
  %164 = mul i32 %60, %27, !dbg !29
  %165 = mul i32 %61, %27, !dbg !29
  %166 = mul i32 %62, %27, !dbg !29
  %167 = mul i32 %63, %27, !dbg !29
  %168 = mul i32 %64, %27, !dbg !29
  %169 = mul i32 %65, %27, !dbg !29
  %170 = icmp slt i32 %58, %7, !dbg !30
  %171 = icmp slt i32 %59, %7, !dbg !30
  %172 = icmp slt i32 %60, %7, !dbg !30
  %173 = icmp slt i32 %61, %7, !dbg !30
  %174 = icmp slt i32 %62, %7, !dbg !30
  %175 = icmp slt i32 %63, %7, !dbg !30
  %176 = icmp slt i32 %64, %7, !dbg !30
  %177 = icmp slt i32 %65, %7, !dbg !30
  %178 = icmp sgt i32 %27, 0, !dbg !31
  br i1 %178, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %179 = shl nuw nsw i32 %30, 1
  %180 = lshr exact i32 %21, 3
  %181 = xor i32 %179, %180
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %181
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) %182, i32 1024
  %184 = getelementptr inbounds nuw i8, ptr addrspace(3) %182, i32 2048
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) %182, i32 3072
  %186 = xor i32 %181, 544
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %186
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 1024
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 2048
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 3072
  %191 = shl nuw nsw i32 %39, 6
  %192 = shl nuw nsw i32 %19, 2
  %193 = and i32 %192, 56
  %194 = lshr exact i32 %42, 2
  %195 = shl nuw nsw i32 %40, 4
  %196 = or disjoint i32 %195, %191
  %197 = xor i32 %193, %194
  %198 = or disjoint i32 %196, %197
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %198
  %200 = xor i32 %198, 16
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = xor i32 %198, 32
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202
  %204 = xor i32 %198, 48
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %204
  %206 = shl nuw nsw i32 %44, 5
  %207 = or disjoint i32 %206, %191
  %208 = or disjoint i32 %207, %197
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = xor i32 %208, 16
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %210
  %212 = xor i32 %208, 32
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = xor i32 %208, 48
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %214
  br label %216, !dbg !31

216:                                              ; preds = %.lr.ph, %478
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %478 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %478 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %478 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %478 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %478 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %478 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %478 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %478 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %478 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %478 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %478 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %478 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %520, %478 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %478 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %478 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %478 ]
  %233 = phi i32 [ 0, %.lr.ph ], [ %524, %478 ]
  %234 = or disjoint i32 %233, %39, !dbg !32
  %.frozen92 = freeze i32 %234, !dbg !33
  %.frozen93 = freeze i32 %26, !dbg !33
  %235 = sdiv i32 %.frozen92, %.frozen93, !dbg !33
  %236 = mul i32 %235, %.frozen93, !dbg !34
  %.decomposed94 = sub i32 %.frozen92, %236, !dbg !34
  %.frozen95 = freeze i32 %6, !dbg !35
  %237 = sdiv i32 %.decomposed94, %.frozen95, !dbg !35
  %238 = mul i32 %237, %.frozen95, !dbg !36
  %.decomposed96 = sub i32 %.decomposed94, %238, !dbg !36
  %239 = add i32 %235, %122, !dbg !25
  %240 = add i32 %235, %123, !dbg !25
  %241 = add i32 %235, %124, !dbg !25
  %242 = add i32 %235, %125, !dbg !25
  %243 = add i32 %235, %126, !dbg !25
  %244 = add i32 %235, %127, !dbg !25
  %245 = add i32 %235, %128, !dbg !25
  %246 = add i32 %235, %129, !dbg !25
  %247 = add i32 %237, %138, !dbg !26
  %248 = add i32 %237, %139, !dbg !26
  %249 = add i32 %237, %140, !dbg !26
  %250 = add i32 %237, %141, !dbg !26
  %251 = add i32 %237, %142, !dbg !26
  %252 = add i32 %237, %143, !dbg !26
  %253 = add i32 %237, %144, !dbg !26
  %254 = add i32 %237, %145, !dbg !26
  %255 = icmp slt i32 %234, %27, !dbg !37
  %256 = icmp sgt i32 %239, -1, !dbg !38
  %257 = icmp sgt i32 %240, -1, !dbg !38
  %258 = icmp sgt i32 %241, -1, !dbg !38
  %259 = icmp sgt i32 %242, -1, !dbg !38
  %260 = icmp sgt i32 %243, -1, !dbg !38
  %261 = icmp sgt i32 %244, -1, !dbg !38
  %262 = icmp sgt i32 %245, -1, !dbg !38
  %263 = icmp sgt i32 %246, -1, !dbg !38
  %264 = and i1 %146, %256, !dbg !39
  %265 = and i1 %147, %257, !dbg !39
  %266 = and i1 %148, %258, !dbg !39
  %267 = and i1 %149, %259, !dbg !39
  %268 = and i1 %150, %260, !dbg !39
  %269 = and i1 %151, %261, !dbg !39
  %270 = and i1 %152, %262, !dbg !39
  %271 = and i1 %153, %263, !dbg !39
  %272 = icmp slt i32 %239, %4, !dbg !40
  %273 = icmp slt i32 %240, %4, !dbg !40
  %274 = icmp slt i32 %241, %4, !dbg !40
  %275 = icmp slt i32 %242, %4, !dbg !40
  %276 = icmp slt i32 %243, %4, !dbg !40
  %277 = icmp slt i32 %244, %4, !dbg !40
  %278 = icmp slt i32 %245, %4, !dbg !40
  %279 = icmp slt i32 %246, %4, !dbg !40
  %280 = and i1 %272, %264, !dbg !39
  %281 = and i1 %273, %265, !dbg !39
  %282 = and i1 %274, %266, !dbg !39
  %283 = and i1 %275, %267, !dbg !39
  %284 = and i1 %276, %268, !dbg !39
  %285 = and i1 %277, %269, !dbg !39
  %286 = and i1 %278, %270, !dbg !39
  %287 = and i1 %279, %271, !dbg !39
  %288 = icmp sgt i32 %247, -1, !dbg !41
  %289 = icmp sgt i32 %248, -1, !dbg !41
  %290 = icmp sgt i32 %249, -1, !dbg !41
  %291 = icmp sgt i32 %250, -1, !dbg !41
  %292 = icmp sgt i32 %251, -1, !dbg !41
  %293 = icmp sgt i32 %252, -1, !dbg !41
  %294 = icmp sgt i32 %253, -1, !dbg !41
  %295 = icmp sgt i32 %254, -1, !dbg !41
  %296 = and i1 %280, %288, !dbg !39
  %297 = and i1 %281, %289, !dbg !39
  %298 = and i1 %282, %290, !dbg !39
  %299 = and i1 %283, %291, !dbg !39
  %300 = and i1 %284, %292, !dbg !39
  %301 = and i1 %285, %293, !dbg !39
  %302 = and i1 %286, %294, !dbg !39
  %303 = and i1 %287, %295, !dbg !39
  %304 = icmp slt i32 %247, %5, !dbg !42
  %305 = icmp slt i32 %248, %5, !dbg !42
  %306 = icmp slt i32 %249, %5, !dbg !42
  %307 = icmp slt i32 %250, %5, !dbg !42
  %308 = icmp slt i32 %251, %5, !dbg !42
  %309 = icmp slt i32 %252, %5, !dbg !42
  %310 = icmp slt i32 %253, %5, !dbg !42
  %311 = icmp slt i32 %254, %5, !dbg !42
  %312 = and i1 %304, %296, !dbg !39
  %313 = and i1 %255, %312, !dbg !39
  %314 = and i1 %305, %297, !dbg !39
  %315 = and i1 %255, %314, !dbg !39
  %316 = and i1 %306, %298, !dbg !39
  %317 = and i1 %255, %316, !dbg !39
  %318 = and i1 %307, %299, !dbg !39
  %319 = and i1 %255, %318, !dbg !39
  %320 = and i1 %308, %300, !dbg !39
  %321 = and i1 %255, %320, !dbg !39
  %322 = and i1 %309, %301, !dbg !39
  %323 = and i1 %255, %322, !dbg !39
  %324 = and i1 %310, %302, !dbg !39
  %325 = and i1 %255, %324, !dbg !39
  %326 = and i1 %311, %303, !dbg !39
  %327 = and i1 %255, %326, !dbg !39
  %328 = add i32 %240, %155, !dbg !28
  %329 = add i32 %241, %156, !dbg !28
  %330 = add i32 %242, %157, !dbg !28
  %331 = add i32 %243, %158, !dbg !28
  %332 = add i32 %244, %159, !dbg !28
  %333 = add i32 %245, %160, !dbg !28
  %334 = add i32 %246, %161, !dbg !28
  %335 = mul i32 %328, %5, !dbg !43
  %336 = mul i32 %329, %5, !dbg !43
  %337 = mul i32 %330, %5, !dbg !43
  %338 = mul i32 %331, %5, !dbg !43
  %339 = mul i32 %332, %5, !dbg !43
  %340 = mul i32 %333, %5, !dbg !43
  %341 = mul i32 %334, %5, !dbg !43
  %342 = add i32 %335, %248, !dbg !43
  %343 = add i32 %336, %249, !dbg !43
  %344 = add i32 %337, %250, !dbg !43
  %345 = add i32 %338, %251, !dbg !43
  %346 = add i32 %339, %252, !dbg !43
  %347 = add i32 %340, %253, !dbg !43
  %348 = add i32 %341, %254, !dbg !43
  %349 = mul i32 %342, %6, !dbg !44
  %350 = mul i32 %343, %6, !dbg !44
  %351 = mul i32 %344, %6, !dbg !44
  %352 = mul i32 %345, %6, !dbg !44
  %353 = mul i32 %346, %6, !dbg !44
  %354 = mul i32 %347, %6, !dbg !44
  %355 = mul i32 %348, %6, !dbg !44
  %356 = add i32 %349, %.decomposed96, !dbg !44
  %357 = add i32 %350, %.decomposed96, !dbg !44
  %358 = add i32 %351, %.decomposed96, !dbg !44
  %359 = add i32 %352, %.decomposed96, !dbg !44
  %360 = add i32 %353, %.decomposed96, !dbg !44
  %361 = add i32 %354, %.decomposed96, !dbg !44
  %362 = add i32 %355, %.decomposed96, !dbg !44
  %363 = sext i32 %356 to i64, !dbg !45
  %364 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %363, !dbg !45
  %365 = sext i32 %357 to i64, !dbg !45
  %366 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %365, !dbg !45
  %367 = sext i32 %358 to i64, !dbg !45
  %368 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %367, !dbg !45
  %369 = sext i32 %359 to i64, !dbg !45
  %370 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %369, !dbg !45
  %371 = sext i32 %360 to i64, !dbg !45
  %372 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %371, !dbg !45
  %373 = sext i32 %361 to i64, !dbg !45
  %374 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %373, !dbg !45
  %375 = sext i32 %362 to i64, !dbg !45
  %376 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %375, !dbg !45
  br i1 %313, label %377, label %386, !dbg !46

377:                                              ; preds = %216
  %378 = add i32 %239, %154, !dbg !28
  %379 = mul i32 %378, %5, !dbg !43
  %380 = add i32 %379, %247, !dbg !43
  %381 = mul i32 %380, %6, !dbg !44
  %382 = add i32 %381, %.decomposed96, !dbg !44
  %383 = sext i32 %382 to i64, !dbg !45
  %384 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %383, !dbg !45
  %385 = load <1 x half>, ptr addrspace(1) %384, align 2, !dbg !46
  br label %386, !dbg !46

386:                                              ; preds = %377, %216
  %387 = phi <1 x half> [ %385, %377 ], [ zeroinitializer, %216 ], !dbg !46
  br i1 %315, label %388, label %390, !dbg !46

388:                                              ; preds = %386
  %389 = load <1 x half>, ptr addrspace(1) %364, align 2, !dbg !46
  br label %390, !dbg !46

390:                                              ; preds = %388, %386
  %391 = phi <1 x half> [ %389, %388 ], [ zeroinitializer, %386 ], !dbg !46
  br i1 %317, label %392, label %394, !dbg !46

392:                                              ; preds = %390
  %393 = load <1 x half>, ptr addrspace(1) %366, align 2, !dbg !46
  br label %394, !dbg !46

394:                                              ; preds = %392, %390
  %395 = phi <1 x half> [ %393, %392 ], [ zeroinitializer, %390 ], !dbg !46
  br i1 %319, label %396, label %398, !dbg !46

396:                                              ; preds = %394
  %397 = load <1 x half>, ptr addrspace(1) %368, align 2, !dbg !46
  br label %398, !dbg !46

398:                                              ; preds = %396, %394
  %399 = phi <1 x half> [ %397, %396 ], [ zeroinitializer, %394 ], !dbg !46
  br i1 %321, label %400, label %402, !dbg !46

400:                                              ; preds = %398
  %401 = load <1 x half>, ptr addrspace(1) %370, align 2, !dbg !46
  br label %402, !dbg !46

402:                                              ; preds = %400, %398
  %403 = phi <1 x half> [ %401, %400 ], [ zeroinitializer, %398 ], !dbg !46
  br i1 %323, label %404, label %406, !dbg !46

404:                                              ; preds = %402
  %405 = load <1 x half>, ptr addrspace(1) %372, align 2, !dbg !46
  br label %406, !dbg !46

406:                                              ; preds = %404, %402
  %407 = phi <1 x half> [ %405, %404 ], [ zeroinitializer, %402 ], !dbg !46
  br i1 %325, label %408, label %410, !dbg !46

408:                                              ; preds = %406
  %409 = load <1 x half>, ptr addrspace(1) %374, align 2, !dbg !46
  br label %410, !dbg !46

410:                                              ; preds = %408, %406
  %411 = phi <1 x half> [ %409, %408 ], [ zeroinitializer, %406 ], !dbg !46
  br i1 %327, label %412, label %414, !dbg !46

412:                                              ; preds = %410
  %413 = load <1 x half>, ptr addrspace(1) %376, align 2, !dbg !46
  br label %414, !dbg !46

414:                                              ; preds = %412, %410
  %415 = phi <1 x half> [ %413, %412 ], [ zeroinitializer, %410 ], !dbg !46
  %416 = add i32 %234, %163, !dbg !29
  %417 = add i32 %234, %164, !dbg !29
  %418 = add i32 %234, %165, !dbg !29
  %419 = add i32 %234, %166, !dbg !29
  %420 = add i32 %234, %167, !dbg !29
  %421 = add i32 %234, %168, !dbg !29
  %422 = add i32 %234, %169, !dbg !29
  %423 = and i1 %170, %255, !dbg !47
  %424 = and i1 %171, %255, !dbg !47
  %425 = and i1 %172, %255, !dbg !47
  %426 = and i1 %173, %255, !dbg !47
  %427 = and i1 %174, %255, !dbg !47
  %428 = and i1 %175, %255, !dbg !47
  %429 = and i1 %176, %255, !dbg !47
  %430 = and i1 %177, %255, !dbg !47
  %431 = sext i32 %416 to i64, !dbg !48
  %432 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %431, !dbg !48
  %433 = sext i32 %417 to i64, !dbg !48
  %434 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %433, !dbg !48
  %435 = sext i32 %418 to i64, !dbg !48
  %436 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %435, !dbg !48
  %437 = sext i32 %419 to i64, !dbg !48
  %438 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %437, !dbg !48
  %439 = sext i32 %420 to i64, !dbg !48
  %440 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %439, !dbg !48
  %441 = sext i32 %421 to i64, !dbg !48
  %442 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %441, !dbg !48
  %443 = sext i32 %422 to i64, !dbg !48
  %444 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %443, !dbg !48
  br i1 %423, label %445, label %450, !dbg !13

445:                                              ; preds = %414
  %446 = add i32 %234, %162
  %447 = sext i32 %446 to i64
  %448 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %447
  %449 = load <1 x half>, ptr addrspace(1) %448, align 2, !dbg !13
  br label %450, !dbg !13

450:                                              ; preds = %445, %414
  %451 = phi <1 x half> [ %449, %445 ], [ zeroinitializer, %414 ], !dbg !13
  br i1 %424, label %452, label %454, !dbg !13

452:                                              ; preds = %450
  %453 = load <1 x half>, ptr addrspace(1) %432, align 2, !dbg !13
  br label %454, !dbg !13

454:                                              ; preds = %452, %450
  %455 = phi <1 x half> [ %453, %452 ], [ zeroinitializer, %450 ], !dbg !13
  br i1 %425, label %456, label %458, !dbg !13

456:                                              ; preds = %454
  %457 = load <1 x half>, ptr addrspace(1) %434, align 2, !dbg !13
  br label %458, !dbg !13

458:                                              ; preds = %456, %454
  %459 = phi <1 x half> [ %457, %456 ], [ zeroinitializer, %454 ], !dbg !13
  br i1 %426, label %460, label %462, !dbg !13

460:                                              ; preds = %458
  %461 = load <1 x half>, ptr addrspace(1) %436, align 2, !dbg !13
  br label %462, !dbg !13

462:                                              ; preds = %460, %458
  %463 = phi <1 x half> [ %461, %460 ], [ zeroinitializer, %458 ], !dbg !13
  br i1 %427, label %464, label %466, !dbg !13

464:                                              ; preds = %462
  %465 = load <1 x half>, ptr addrspace(1) %438, align 2, !dbg !13
  br label %466, !dbg !13

466:                                              ; preds = %464, %462
  %467 = phi <1 x half> [ %465, %464 ], [ zeroinitializer, %462 ], !dbg !13
  br i1 %428, label %468, label %470, !dbg !13

468:                                              ; preds = %466
  %469 = load <1 x half>, ptr addrspace(1) %440, align 2, !dbg !13
  br label %470, !dbg !13

470:                                              ; preds = %468, %466
  %471 = phi <1 x half> [ %469, %468 ], [ zeroinitializer, %466 ], !dbg !13
  br i1 %429, label %472, label %474, !dbg !13

472:                                              ; preds = %470
  %473 = load <1 x half>, ptr addrspace(1) %442, align 2, !dbg !13
  br label %474, !dbg !13

474:                                              ; preds = %472, %470
  %475 = phi <1 x half> [ %473, %472 ], [ zeroinitializer, %470 ], !dbg !13
  br i1 %430, label %476, label %478, !dbg !13

476:                                              ; preds = %474
  %477 = load <1 x half>, ptr addrspace(1) %444, align 2, !dbg !13
  br label %478, !dbg !13

478:                                              ; preds = %476, %474
  %479 = phi <1 x half> [ %477, %476 ], [ zeroinitializer, %474 ], !dbg !13
  fence syncscope("workgroup") release, !dbg !46, !mmra !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46, !mmra !49
  store <1 x half> %387, ptr addrspace(3) %182, align 2, !dbg !46
  store <1 x half> %395, ptr addrspace(3) %183, align 2, !dbg !46
  store <1 x half> %403, ptr addrspace(3) %184, align 2, !dbg !46
  store <1 x half> %411, ptr addrspace(3) %185, align 2, !dbg !46
  store <1 x half> %391, ptr addrspace(3) %187, align 2, !dbg !46
  store <1 x half> %399, ptr addrspace(3) %188, align 2, !dbg !46
  store <1 x half> %407, ptr addrspace(3) %189, align 2, !dbg !46
  store <1 x half> %415, ptr addrspace(3) %190, align 2, !dbg !46
  fence syncscope("workgroup") release, !dbg !46, !mmra !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !46
  fence syncscope("workgroup") acquire, !dbg !46, !mmra !49
  %480 = load <4 x half>, ptr addrspace(3) %199, align 8, !dbg !46
  %481 = load <4 x half>, ptr addrspace(3) %201, align 8, !dbg !46
  %482 = load <4 x half>, ptr addrspace(3) %203, align 8, !dbg !46
  %483 = load <4 x half>, ptr addrspace(3) %205, align 8, !dbg !46
  fence syncscope("workgroup") release, !dbg !13, !mmra !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !49
  store <1 x half> %451, ptr addrspace(3) %182, align 2, !dbg !13
  store <1 x half> %459, ptr addrspace(3) %183, align 2, !dbg !13
  store <1 x half> %467, ptr addrspace(3) %184, align 2, !dbg !13
  store <1 x half> %475, ptr addrspace(3) %185, align 2, !dbg !13
  store <1 x half> %455, ptr addrspace(3) %187, align 2, !dbg !13
  store <1 x half> %463, ptr addrspace(3) %188, align 2, !dbg !13
  store <1 x half> %471, ptr addrspace(3) %189, align 2, !dbg !13
  store <1 x half> %479, ptr addrspace(3) %190, align 2, !dbg !13
  fence syncscope("workgroup") release, !dbg !13, !mmra !49
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13, !mmra !49
  %484 = load <4 x half>, ptr addrspace(3) %209, align 8, !dbg !13
  %485 = load <4 x half>, ptr addrspace(3) %211, align 8, !dbg !13
  %486 = load <4 x half>, ptr addrspace(3) %213, align 8, !dbg !13
  %487 = load <4 x half>, ptr addrspace(3) %215, align 8, !dbg !13
  %488 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %217, i64 0, !dbg !50
  %489 = insertelement <16 x float> %488, float %218, i64 1, !dbg !50
  %490 = insertelement <16 x float> %489, float %219, i64 2, !dbg !50
  %491 = insertelement <16 x float> %490, float %220, i64 3, !dbg !50
  %492 = insertelement <16 x float> %491, float %221, i64 4, !dbg !50
  %493 = insertelement <16 x float> %492, float %222, i64 5, !dbg !50
  %494 = insertelement <16 x float> %493, float %223, i64 6, !dbg !50
  %495 = insertelement <16 x float> %494, float %224, i64 7, !dbg !50
  %496 = insertelement <16 x float> %495, float %225, i64 8, !dbg !50
  %497 = insertelement <16 x float> %496, float %226, i64 9, !dbg !50
  %498 = insertelement <16 x float> %497, float %227, i64 10, !dbg !50
  %499 = insertelement <16 x float> %498, float %228, i64 11, !dbg !50
  %500 = insertelement <16 x float> %499, float %229, i64 12, !dbg !50
  %501 = insertelement <16 x float> %500, float %230, i64 13, !dbg !50
  %502 = insertelement <16 x float> %501, float %231, i64 14, !dbg !50
  %503 = insertelement <16 x float> %502, float %232, i64 15, !dbg !50
  %504 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %484, <4 x half> %480, <16 x float> %503, i32 0, i32 0, i32 0), !dbg !50
  %505 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %485, <4 x half> %481, <16 x float> %504, i32 0, i32 0, i32 0), !dbg !50
  %506 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %486, <4 x half> %482, <16 x float> %505, i32 0, i32 0, i32 0), !dbg !50
  %507 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %487, <4 x half> %483, <16 x float> %506, i32 0, i32 0, i32 0), !dbg !50
  %508 = extractelement <16 x float> %507, i64 0, !dbg !50
  %509 = extractelement <16 x float> %507, i64 1, !dbg !50
  %510 = extractelement <16 x float> %507, i64 2, !dbg !50
  %511 = extractelement <16 x float> %507, i64 3, !dbg !50
  %512 = extractelement <16 x float> %507, i64 4, !dbg !50
  %513 = extractelement <16 x float> %507, i64 5, !dbg !50
  %514 = extractelement <16 x float> %507, i64 6, !dbg !50
  %515 = extractelement <16 x float> %507, i64 7, !dbg !50
  %516 = extractelement <16 x float> %507, i64 8, !dbg !50
  %517 = extractelement <16 x float> %507, i64 9, !dbg !50
  %518 = extractelement <16 x float> %507, i64 10, !dbg !50
  %519 = extractelement <16 x float> %507, i64 11, !dbg !50
  %520 = extractelement <16 x float> %507, i64 12, !dbg !50
  %521 = extractelement <16 x float> %507, i64 13, !dbg !50
  %522 = extractelement <16 x float> %507, i64 14, !dbg !50
  %523 = extractelement <16 x float> %507, i64 15, !dbg !50
  %524 = add i32 %233, 32, !dbg !31
  %525 = icmp slt i32 %524, %27, !dbg !31
  br i1 %525, label %216, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %478
  %526 = fptrunc float %509 to half, !dbg !51
  %527 = fptrunc float %510 to half, !dbg !51
  %528 = fptrunc float %511 to half, !dbg !51
  %529 = fptrunc float %512 to half, !dbg !51
  %530 = fptrunc float %513 to half, !dbg !51
  %531 = fptrunc float %514 to half, !dbg !51
  %532 = fptrunc float %515 to half, !dbg !51
  %533 = fptrunc float %516 to half, !dbg !51
  %534 = fptrunc float %517 to half, !dbg !51
  %535 = fptrunc float %518 to half, !dbg !51
  %536 = fptrunc float %519 to half, !dbg !51
  %537 = fptrunc float %520 to half, !dbg !51
  %538 = fptrunc float %521 to half, !dbg !51
  %539 = fptrunc float %522 to half, !dbg !51
  %540 = fptrunc float %523 to half, !dbg !51
  %541 = fptrunc float %508 to half
  br label %._crit_edge, !dbg !52

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %542 = phi half [ 0.000000e+00, %18 ], [ %541, %._crit_edge.loopexit ], !dbg !53
  %543 = phi half [ 0.000000e+00, %18 ], [ %526, %._crit_edge.loopexit ], !dbg !53
  %544 = phi half [ 0.000000e+00, %18 ], [ %527, %._crit_edge.loopexit ], !dbg !53
  %545 = phi half [ 0.000000e+00, %18 ], [ %528, %._crit_edge.loopexit ], !dbg !53
  %546 = phi half [ 0.000000e+00, %18 ], [ %529, %._crit_edge.loopexit ], !dbg !53
  %547 = phi half [ 0.000000e+00, %18 ], [ %530, %._crit_edge.loopexit ], !dbg !53
  %548 = phi half [ 0.000000e+00, %18 ], [ %531, %._crit_edge.loopexit ], !dbg !53
  %549 = phi half [ 0.000000e+00, %18 ], [ %532, %._crit_edge.loopexit ], !dbg !53
  %550 = phi half [ 0.000000e+00, %18 ], [ %533, %._crit_edge.loopexit ], !dbg !53
  %551 = phi half [ 0.000000e+00, %18 ], [ %534, %._crit_edge.loopexit ], !dbg !53
  %552 = phi half [ 0.000000e+00, %18 ], [ %535, %._crit_edge.loopexit ], !dbg !53
  %553 = phi half [ 0.000000e+00, %18 ], [ %536, %._crit_edge.loopexit ], !dbg !53
  %554 = phi half [ 0.000000e+00, %18 ], [ %537, %._crit_edge.loopexit ], !dbg !53
  %555 = phi half [ 0.000000e+00, %18 ], [ %538, %._crit_edge.loopexit ], !dbg !53
  %556 = phi half [ 0.000000e+00, %18 ], [ %539, %._crit_edge.loopexit ], !dbg !53
  %557 = phi half [ 0.000000e+00, %18 ], [ %540, %._crit_edge.loopexit ], !dbg !53
  %558 = mul i32 %56, %7, !dbg !52
  %559 = add i32 %558, %67, !dbg !52
  %560 = add i32 %558, %68, !dbg !52
  %561 = add i32 %558, %69, !dbg !52
  %562 = add i32 %558, %70, !dbg !52
  %563 = add i32 %558, %71, !dbg !52
  %564 = add i32 %558, %72, !dbg !52
  %565 = add i32 %558, %73, !dbg !52
  %566 = add i32 %558, %74, !dbg !52
  %567 = add i32 %558, %75, !dbg !52
  %568 = add i32 %558, %76, !dbg !52
  %569 = add i32 %558, %77, !dbg !52
  %570 = add i32 %558, %78, !dbg !52
  %571 = add i32 %558, %79, !dbg !52
  %572 = add i32 %558, %80, !dbg !52
  %573 = add i32 %558, %81, !dbg !52
  %574 = icmp slt i32 %56, %25, !dbg !54
  %575 = icmp slt i32 %66, %7, !dbg !55
  %576 = icmp slt i32 %67, %7, !dbg !55
  %577 = icmp slt i32 %68, %7, !dbg !55
  %578 = icmp slt i32 %69, %7, !dbg !55
  %579 = icmp slt i32 %70, %7, !dbg !55
  %580 = icmp slt i32 %71, %7, !dbg !55
  %581 = icmp slt i32 %72, %7, !dbg !55
  %582 = icmp slt i32 %73, %7, !dbg !55
  %583 = icmp slt i32 %74, %7, !dbg !55
  %584 = icmp slt i32 %75, %7, !dbg !55
  %585 = icmp slt i32 %76, %7, !dbg !55
  %586 = icmp slt i32 %77, %7, !dbg !55
  %587 = icmp slt i32 %78, %7, !dbg !55
  %588 = icmp slt i32 %79, %7, !dbg !55
  %589 = icmp slt i32 %80, %7, !dbg !55
  %590 = icmp slt i32 %81, %7, !dbg !55
  %591 = and i1 %574, %575, !dbg !56
  %592 = and i1 %574, %576, !dbg !56
  %593 = and i1 %574, %577, !dbg !56
  %594 = and i1 %574, %578, !dbg !56
  %595 = and i1 %574, %579, !dbg !56
  %596 = and i1 %574, %580, !dbg !56
  %597 = and i1 %574, %581, !dbg !56
  %598 = and i1 %574, %582, !dbg !56
  %599 = and i1 %574, %583, !dbg !56
  %600 = and i1 %574, %584, !dbg !56
  %601 = and i1 %574, %585, !dbg !56
  %602 = and i1 %574, %586, !dbg !56
  %603 = and i1 %574, %587, !dbg !56
  %604 = and i1 %574, %588, !dbg !56
  %605 = and i1 %574, %589, !dbg !56
  %606 = and i1 %574, %590, !dbg !56
  %607 = sext i32 %559 to i64, !dbg !57
  %608 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %607, !dbg !57
  %609 = sext i32 %560 to i64, !dbg !57
  %610 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %609, !dbg !57
  %611 = sext i32 %561 to i64, !dbg !57
  %612 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %611, !dbg !57
  %613 = sext i32 %562 to i64, !dbg !57
  %614 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %613, !dbg !57
  %615 = sext i32 %563 to i64, !dbg !57
  %616 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %615, !dbg !57
  %617 = sext i32 %564 to i64, !dbg !57
  %618 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %617, !dbg !57
  %619 = sext i32 %565 to i64, !dbg !57
  %620 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %619, !dbg !57
  %621 = sext i32 %566 to i64, !dbg !57
  %622 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %621, !dbg !57
  %623 = sext i32 %567 to i64, !dbg !57
  %624 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %623, !dbg !57
  %625 = sext i32 %568 to i64, !dbg !57
  %626 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %625, !dbg !57
  %627 = sext i32 %569 to i64, !dbg !57
  %628 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %627, !dbg !57
  %629 = sext i32 %570 to i64, !dbg !57
  %630 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %629, !dbg !57
  %631 = sext i32 %571 to i64, !dbg !57
  %632 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %631, !dbg !57
  %633 = sext i32 %572 to i64, !dbg !57
  %634 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %633, !dbg !57
  %635 = sext i32 %573 to i64, !dbg !57
  %636 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %635, !dbg !57
  br i1 %591, label %637, label %642, !dbg !12

637:                                              ; preds = %._crit_edge
  %638 = add i32 %558, %66
  %639 = sext i32 %638 to i64
  %640 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %639
  %641 = insertelement <1 x half> poison, half %542, i64 0
  store <1 x half> %641, ptr addrspace(1) %640, align 2, !dbg !12
  br label %642, !dbg !12

642:                                              ; preds = %637, %._crit_edge
  br i1 %592, label %643, label %645, !dbg !12

643:                                              ; preds = %642
  %644 = insertelement <1 x half> poison, half %543, i64 0
  store <1 x half> %644, ptr addrspace(1) %608, align 2, !dbg !12
  br label %645, !dbg !12

645:                                              ; preds = %643, %642
  br i1 %593, label %646, label %648, !dbg !12

646:                                              ; preds = %645
  %647 = insertelement <1 x half> poison, half %544, i64 0
  store <1 x half> %647, ptr addrspace(1) %610, align 2, !dbg !12
  br label %648, !dbg !12

648:                                              ; preds = %646, %645
  br i1 %594, label %649, label %651, !dbg !12

649:                                              ; preds = %648
  %650 = insertelement <1 x half> poison, half %545, i64 0
  store <1 x half> %650, ptr addrspace(1) %612, align 2, !dbg !12
  br label %651, !dbg !12

651:                                              ; preds = %649, %648
  br i1 %595, label %652, label %654, !dbg !12

652:                                              ; preds = %651
  %653 = insertelement <1 x half> poison, half %546, i64 0
  store <1 x half> %653, ptr addrspace(1) %614, align 2, !dbg !12
  br label %654, !dbg !12

654:                                              ; preds = %652, %651
  br i1 %596, label %655, label %657, !dbg !12

655:                                              ; preds = %654
  %656 = insertelement <1 x half> poison, half %547, i64 0
  store <1 x half> %656, ptr addrspace(1) %616, align 2, !dbg !12
  br label %657, !dbg !12

657:                                              ; preds = %655, %654
  br i1 %597, label %658, label %660, !dbg !12

658:                                              ; preds = %657
  %659 = insertelement <1 x half> poison, half %548, i64 0
  store <1 x half> %659, ptr addrspace(1) %618, align 2, !dbg !12
  br label %660, !dbg !12

660:                                              ; preds = %658, %657
  br i1 %598, label %661, label %663, !dbg !12

661:                                              ; preds = %660
  %662 = insertelement <1 x half> poison, half %549, i64 0
  store <1 x half> %662, ptr addrspace(1) %620, align 2, !dbg !12
  br label %663, !dbg !12

663:                                              ; preds = %661, %660
  br i1 %599, label %664, label %666, !dbg !12

664:                                              ; preds = %663
  %665 = insertelement <1 x half> poison, half %550, i64 0
  store <1 x half> %665, ptr addrspace(1) %622, align 2, !dbg !12
  br label %666, !dbg !12

666:                                              ; preds = %664, %663
  br i1 %600, label %667, label %669, !dbg !12

667:                                              ; preds = %666
  %668 = insertelement <1 x half> poison, half %551, i64 0
  store <1 x half> %668, ptr addrspace(1) %624, align 2, !dbg !12
  br label %669, !dbg !12

669:                                              ; preds = %667, %666
  br i1 %601, label %670, label %672, !dbg !12

670:                                              ; preds = %669
  %671 = insertelement <1 x half> poison, half %552, i64 0
  store <1 x half> %671, ptr addrspace(1) %626, align 2, !dbg !12
  br label %672, !dbg !12

672:                                              ; preds = %670, %669
  br i1 %602, label %673, label %675, !dbg !12

673:                                              ; preds = %672
  %674 = insertelement <1 x half> poison, half %553, i64 0
  store <1 x half> %674, ptr addrspace(1) %628, align 2, !dbg !12
  br label %675, !dbg !12

675:                                              ; preds = %673, %672
  br i1 %603, label %676, label %678, !dbg !12

676:                                              ; preds = %675
  %677 = insertelement <1 x half> poison, half %554, i64 0
  store <1 x half> %677, ptr addrspace(1) %630, align 2, !dbg !12
  br label %678, !dbg !12

678:                                              ; preds = %676, %675
  br i1 %604, label %679, label %681, !dbg !12

679:                                              ; preds = %678
  %680 = insertelement <1 x half> poison, half %555, i64 0
  store <1 x half> %680, ptr addrspace(1) %632, align 2, !dbg !12
  br label %681, !dbg !12

681:                                              ; preds = %679, %678
  br i1 %605, label %682, label %684, !dbg !12

682:                                              ; preds = %681
  %683 = insertelement <1 x half> poison, half %556, i64 0
  store <1 x half> %683, ptr addrspace(1) %634, align 2, !dbg !12
  br label %684, !dbg !12

684:                                              ; preds = %682, %681
  br i1 %606, label %685, label %687, !dbg !12

685:                                              ; preds = %684
  %686 = insertelement <1 x half> poison, half %557, i64 0
  store <1 x half> %686, ptr addrspace(1) %636, align 2, !dbg !12
  br label %687, !dbg !12

687:                                              ; preds = %685, %684
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "conv2d_nhwc_kernel", linkageName: "conv2d_nhwc_kernel", scope: !1, file: !1, line: 40, type: !5, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 78, column: 5, scope: !4)
!13 = !DILocation(line: 73, column: 13, scope: !4)
!14 = !DILocation(line: 45, column: 13, scope: !4)
!15 = !DILocation(line: 46, column: 13, scope: !4)
!16 = !DILocation(line: 47, column: 14, scope: !4)
!17 = !DILocation(line: 48, column: 14, scope: !4)
!18 = !DILocation(line: 49, column: 14, scope: !4)
!19 = !DILocation(line: 49, column: 32, scope: !4)
!20 = !DILocation(line: 50, column: 14, scope: !4)
!21 = !DILocation(line: 52, column: 13, scope: !4)
!22 = !DILocation(line: 53, column: 10, scope: !4)
!23 = !DILocation(line: 54, column: 13, scope: !4)
!24 = !DILocation(line: 55, column: 13, scope: !4)
!25 = !DILocation(line: 64, column: 16, scope: !4)
!26 = !DILocation(line: 65, column: 16, scope: !4)
!27 = !DILocation(line: 66, column: 19, scope: !4)
!28 = !DILocation(line: 68, column: 19, scope: !4)
!29 = !DILocation(line: 71, column: 17, scope: !4)
!30 = !DILocation(line: 72, column: 48, scope: !4)
!31 = !DILocation(line: 57, column: 5, scope: !4)
!32 = !DILocation(line: 58, column: 18, scope: !4)
!33 = !DILocation(line: 60, column: 17, scope: !4)
!34 = !DILocation(line: 61, column: 14, scope: !4)
!35 = !DILocation(line: 62, column: 17, scope: !4)
!36 = !DILocation(line: 63, column: 17, scope: !4)
!37 = !DILocation(line: 66, column: 48, scope: !4)
!38 = !DILocation(line: 67, column: 19, scope: !4)
!39 = !DILocation(line: 66, column: 18, scope: !4)
!40 = !DILocation(line: 67, column: 33, scope: !4)
!41 = !DILocation(line: 67, column: 46, scope: !4)
!42 = !DILocation(line: 67, column: 60, scope: !4)
!43 = !DILocation(line: 68, column: 18, scope: !4)
!44 = !DILocation(line: 68, column: 17, scope: !4)
!45 = !DILocation(line: 69, column: 21, scope: !4)
!46 = !DILocation(line: 69, column: 13, scope: !4)
!47 = !DILocation(line: 72, column: 18, scope: !4)
!48 = !DILocation(line: 73, column: 21, scope: !4)
!49 = !{!"amdgpu-synchronize-as", !"local"}
!50 = !DILocation(line: 74, column: 15, scope: !4)
!51 = !DILocation(line: 78, column: 29, scope: !4)
!52 = !DILocation(line: 76, column: 13, scope: !4)
!53 = !DILocation(line: 56, column: 11, scope: !4)
!54 = !DILocation(line: 77, column: 15, scope: !4)
!55 = !DILocation(line: 77, column: 44, scope: !4)
!56 = !DILocation(line: 77, column: 14, scope: !4)
!57 = !DILocation(line: 78, column: 14, scope: !4)
!58 = !DILocation(line: 40, column: 1, scope: !4)
