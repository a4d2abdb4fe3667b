; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @conv2d_nhwc_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, i32 inreg %12, i32 inreg %13, i32 inreg %14, i32 inreg %15, ptr addrspace(1) inreg readnone captures(none) %16, ptr addrspace(1) inreg readnone captures(none) %17) local_unnamed_addr #0 !dbg !4 {
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %20 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %21 = mul i32 %11, %10, !dbg !9
  %22 = mul i32 %21, %3, !dbg !10
  %23 = mul i32 %9, %6, !dbg !11
  %24 = mul i32 %23, %8, !dbg !12
  %25 = shl i32 %19, 6, !dbg !13
  %26 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %27 = and i32 %26, 63, !dbg !14
  %28 = and i32 %26, 15, !dbg !14
  %29 = and i32 %26, 64, !dbg !14
  %30 = lshr exact i32 %29, 2, !dbg !14
  %31 = or disjoint i32 %30, %28, !dbg !14
  %32 = or disjoint i32 %25, %27, !dbg !15
  %33 = or disjoint i32 %31, %25, !dbg !15
  %34 = or disjoint i32 %33, 32, !dbg !15
  %35 = shl i32 %20, 4, !dbg !16
  %36 = lshr exact i32 %29, 4, !dbg !17
  %37 = lshr i32 %26, 4, !dbg !17
  %38 = and i32 %37, 7, !dbg !17
  %39 = and i32 %26, 48, !dbg !17
  %40 = lshr exact i32 %39, 2, !dbg !17
  %41 = or disjoint i32 %38, %35, !dbg !18
  %42 = or disjoint i32 %41, 8, !dbg !18
  %43 = or disjoint i32 %40, %35, !dbg !18
  %44 = or disjoint i32 %43, 1, !dbg !18
  %45 = or disjoint i32 %43, 2, !dbg !18
  %46 = or disjoint i32 %43, 3, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %47 = sdiv i32 %32, %.frozen, !dbg !19
  %48 = mul i32 %47, %.frozen, !dbg !20
  %.decomposed = sub i32 %32, %48, !dbg !20
  %.frozen31 = freeze i32 %11, !dbg !21
  %49 = sdiv i32 %.decomposed, %.frozen31, !dbg !21
  %50 = mul i32 %49, %.frozen31, !dbg !22
  %.decomposed32 = sub i32 %.decomposed, %50, !dbg !22
  %51 = mul i32 %49, %12, !dbg !23
  %52 = sub i32 %51, %14, !dbg !24
  %53 = mul i32 %.decomposed32, %13, !dbg !25
  %54 = sub i32 %53, %15, !dbg !26
  %55 = icmp slt i32 %32, %22, !dbg !27
  %56 = mul i32 %47, %4, !dbg !28
  %57 = mul i32 %24, %41, !dbg !29
  %58 = mul i32 %24, %42, !dbg !29
  %59 = icmp slt i32 %41, %7, !dbg !30
  %60 = icmp slt i32 %42, %7, !dbg !30
  %61 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %61, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %62 = icmp eq i32 %29, 0, !dbg !14
  %63 = shl nuw nsw i32 %27, 5
  %64 = shl nuw nsw i32 %26, 1
  %65 = and i32 %64, 24
  %66 = lshr exact i32 %39, 1
  %67 = lshr exact i32 %29, 3
  %68 = xor i32 %65, %66
  %69 = xor i32 %68, %67
  %70 = or disjoint i32 %69, %63
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70
  %72 = xor i32 %70, 16
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = shl nuw nsw i32 %28, 5
  %75 = select i1 %62, i32 0, i32 520
  %76 = or disjoint i32 %74, %65
  %77 = xor i32 %76, %75
  %78 = xor i32 %77, %66
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78
  %80 = xor i32 %78, 1040
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = shl nuw nsw i32 %27, 1
  %83 = select i1 %62, i32 0, i32 136
  %84 = xor i32 %83, %82
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = xor i32 %84, 272
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %88, i32 %68
  br label %90, !dbg !31

90:                                               ; preds = %.lr.ph, %348
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %366, %348 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %367, %348 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %368, %348 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %369, %348 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %375, %348 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %376, %348 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %377, %348 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %378, %348 ]
  %99 = phi i32 [ 0, %.lr.ph ], [ %379, %348 ]
  %100 = or disjoint i32 %99, %36, !dbg !32
  %101 = or disjoint i32 %100, 1, !dbg !32
  %102 = or disjoint i32 %100, 2, !dbg !32
  %103 = or disjoint i32 %100, 3, !dbg !32
  %104 = or disjoint i32 %100, 8, !dbg !32
  %105 = or disjoint i32 %100, 9, !dbg !32
  %106 = or disjoint i32 %100, 10, !dbg !32
  %107 = or disjoint i32 %100, 11, !dbg !32
  %108 = or disjoint i32 %99, %28, !dbg !32
  %.frozen33 = freeze i32 %100, !dbg !33
  %.frozen34 = freeze i32 %23, !dbg !33
  %109 = sdiv i32 %.frozen33, %.frozen34, !dbg !33
  %.frozen36 = freeze i32 %101, !dbg !33
  %.frozen37 = freeze i32 %23, !dbg !33
  %110 = sdiv i32 %.frozen36, %.frozen37, !dbg !33
  %.frozen39 = freeze i32 %102, !dbg !33
  %.frozen40 = freeze i32 %23, !dbg !33
  %111 = sdiv i32 %.frozen39, %.frozen40, !dbg !33
  %.frozen42 = freeze i32 %103, !dbg !33
  %.frozen43 = freeze i32 %23, !dbg !33
  %112 = sdiv i32 %.frozen42, %.frozen43, !dbg !33
  %.frozen45 = freeze i32 %104, !dbg !33
  %.frozen46 = freeze i32 %23, !dbg !33
  %113 = sdiv i32 %.frozen45, %.frozen46, !dbg !33
  %.frozen48 = freeze i32 %105, !dbg !33
  %.frozen49 = freeze i32 %23, !dbg !33
  %114 = sdiv i32 %.frozen48, %.frozen49, !dbg !33
  %.frozen51 = freeze i32 %106, !dbg !33
  %.frozen52 = freeze i32 %23, !dbg !33
  %115 = sdiv i32 %.frozen51, %.frozen52, !dbg !33
  %.frozen54 = freeze i32 %107, !dbg !33
  %.frozen55 = freeze i32 %23, !dbg !33
  %116 = sdiv i32 %.frozen54, %.frozen55, !dbg !33
  %117 = mul i32 %109, %.frozen34, !dbg !34
  %.decomposed35 = sub i32 %.frozen33, %117, !dbg !34
  %118 = mul i32 %110, %.frozen37, !dbg !34
  %.decomposed38 = sub i32 %.frozen36, %118, !dbg !34
  %119 = mul i32 %111, %.frozen40, !dbg !34
  %.decomposed41 = sub i32 %.frozen39, %119, !dbg !34
  %120 = mul i32 %112, %.frozen43, !dbg !34
  %.decomposed44 = sub i32 %.frozen42, %120, !dbg !34
  %121 = mul i32 %113, %.frozen46, !dbg !34
  %.decomposed47 = sub i32 %.frozen45, %121, !dbg !34
  %122 = mul i32 %114, %.frozen49, !dbg !34
  %.decomposed50 = sub i32 %.frozen48, %122, !dbg !34
  %123 = mul i32 %115, %.frozen52, !dbg !34
  %.decomposed53 = sub i32 %.frozen51, %123, !dbg !34
  %124 = mul i32 %116, %.frozen55, !dbg !34
  %.decomposed56 = sub i32 %.frozen54, %124, !dbg !34
  %.frozen71 = freeze i32 %6, !dbg !35
  %125 = sdiv i32 %.decomposed35, %.frozen71, !dbg !35
  %.frozen57 = freeze i32 %6, !dbg !35
  %126 = sdiv i32 %.decomposed38, %.frozen57, !dbg !35
  %.frozen59 = freeze i32 %6, !dbg !35
  %127 = sdiv i32 %.decomposed41, %.frozen59, !dbg !35
  %.frozen61 = freeze i32 %6, !dbg !35
  %128 = sdiv i32 %.decomposed44, %.frozen61, !dbg !35
  %.frozen63 = freeze i32 %6, !dbg !35
  %129 = sdiv i32 %.decomposed47, %.frozen63, !dbg !35
  %.frozen65 = freeze i32 %6, !dbg !35
  %130 = sdiv i32 %.decomposed50, %.frozen65, !dbg !35
  %.frozen67 = freeze i32 %6, !dbg !35
  %131 = sdiv i32 %.decomposed53, %.frozen67, !dbg !35
  %.frozen69 = freeze i32 %6, !dbg !35
  %132 = sdiv i32 %.decomposed56, %.frozen69, !dbg !35
  %133 = mul i32 %126, %.frozen57, !dbg !36
  %.decomposed58 = sub i32 %.decomposed38, %133, !dbg !36
  %134 = mul i32 %127, %.frozen59, !dbg !36
  %.decomposed60 = sub i32 %.decomposed41, %134, !dbg !36
  %135 = mul i32 %128, %.frozen61, !dbg !36
  %.decomposed62 = sub i32 %.decomposed44, %135, !dbg !36
  %136 = mul i32 %129, %.frozen63, !dbg !36
  %.decomposed64 = sub i32 %.decomposed47, %136, !dbg !36
  %137 = mul i32 %130, %.frozen65, !dbg !36
  %.decomposed66 = sub i32 %.decomposed50, %137, !dbg !36
  %138 = mul i32 %131, %.frozen67, !dbg !36
  %.decomposed68 = sub i32 %.decomposed53, %138, !dbg !36
  %139 = mul i32 %132, %.frozen69, !dbg !36
  %.decomposed70 = sub i32 %.decomposed56, %139, !dbg !36
  %140 = add i32 %109, %52, !dbg !37
  %141 = add i32 %110, %52, !dbg !37
  %142 = add i32 %111, %52, !dbg !37
  %143 = add i32 %112, %52, !dbg !37
  %144 = add i32 %113, %52, !dbg !37
  %145 = add i32 %114, %52, !dbg !37
  %146 = add i32 %115, %52, !dbg !37
  %147 = add i32 %116, %52, !dbg !37
  %148 = add i32 %125, %54, !dbg !38
  %149 = add i32 %126, %54, !dbg !38
  %150 = add i32 %127, %54, !dbg !38
  %151 = add i32 %128, %54, !dbg !38
  %152 = add i32 %129, %54, !dbg !38
  %153 = add i32 %130, %54, !dbg !38
  %154 = add i32 %131, %54, !dbg !38
  %155 = add i32 %132, %54, !dbg !38
  %156 = icmp slt i32 %100, %24, !dbg !39
  %157 = icmp slt i32 %101, %24, !dbg !39
  %158 = icmp slt i32 %102, %24, !dbg !39
  %159 = icmp slt i32 %103, %24, !dbg !39
  %160 = icmp slt i32 %104, %24, !dbg !39
  %161 = icmp slt i32 %105, %24, !dbg !39
  %162 = icmp slt i32 %106, %24, !dbg !39
  %163 = icmp slt i32 %107, %24, !dbg !39
  %164 = icmp sgt i32 %140, -1, !dbg !40
  %165 = icmp sgt i32 %141, -1, !dbg !40
  %166 = icmp sgt i32 %142, -1, !dbg !40
  %167 = icmp sgt i32 %143, -1, !dbg !40
  %168 = icmp sgt i32 %144, -1, !dbg !40
  %169 = icmp sgt i32 %145, -1, !dbg !40
  %170 = icmp sgt i32 %146, -1, !dbg !40
  %171 = icmp sgt i32 %147, -1, !dbg !40
  %172 = and i1 %156, %164, !dbg !41
  %173 = and i1 %157, %165, !dbg !41
  %174 = and i1 %158, %166, !dbg !41
  %175 = and i1 %159, %167, !dbg !41
  %176 = and i1 %160, %168, !dbg !41
  %177 = and i1 %161, %169, !dbg !41
  %178 = and i1 %162, %170, !dbg !41
  %179 = and i1 %163, %171, !dbg !41
  %180 = icmp slt i32 %140, %4, !dbg !42
  %181 = icmp slt i32 %141, %4, !dbg !42
  %182 = icmp slt i32 %142, %4, !dbg !42
  %183 = icmp slt i32 %143, %4, !dbg !42
  %184 = icmp slt i32 %144, %4, !dbg !42
  %185 = icmp slt i32 %145, %4, !dbg !42
  %186 = icmp slt i32 %146, %4, !dbg !42
  %187 = icmp slt i32 %147, %4, !dbg !42
  %188 = and i1 %180, %172, !dbg !43
  %189 = and i1 %181, %173, !dbg !43
  %190 = and i1 %182, %174, !dbg !43
  %191 = and i1 %183, %175, !dbg !43
  %192 = and i1 %184, %176, !dbg !43
  %193 = and i1 %185, %177, !dbg !43
  %194 = and i1 %186, %178, !dbg !43
  %195 = and i1 %187, %179, !dbg !43
  %196 = icmp sgt i32 %148, -1, !dbg !44
  %197 = icmp sgt i32 %149, -1, !dbg !44
  %198 = icmp sgt i32 %150, -1, !dbg !44
  %199 = icmp sgt i32 %151, -1, !dbg !44
  %200 = icmp sgt i32 %152, -1, !dbg !44
  %201 = icmp sgt i32 %153, -1, !dbg !44
  %202 = icmp sgt i32 %154, -1, !dbg !44
  %203 = icmp sgt i32 %155, -1, !dbg !44
  %204 = and i1 %188, %196, !dbg !45
  %205 = and i1 %189, %197, !dbg !45
  %206 = and i1 %190, %198, !dbg !45
  %207 = and i1 %191, %199, !dbg !45
  %208 = and i1 %192, %200, !dbg !45
  %209 = and i1 %193, %201, !dbg !45
  %210 = and i1 %194, %202, !dbg !45
  %211 = and i1 %195, %203, !dbg !45
  %212 = icmp slt i32 %148, %5, !dbg !46
  %213 = icmp slt i32 %149, %5, !dbg !46
  %214 = icmp slt i32 %150, %5, !dbg !46
  %215 = icmp slt i32 %151, %5, !dbg !46
  %216 = icmp slt i32 %152, %5, !dbg !46
  %217 = icmp slt i32 %153, %5, !dbg !46
  %218 = icmp slt i32 %154, %5, !dbg !46
  %219 = icmp slt i32 %155, %5, !dbg !46
  %220 = and i1 %212, %204, !dbg !47
  %221 = and i1 %55, %220, !dbg !47
  %222 = and i1 %213, %205, !dbg !47
  %223 = and i1 %55, %222, !dbg !47
  %224 = and i1 %214, %206, !dbg !47
  %225 = and i1 %55, %224, !dbg !47
  %226 = and i1 %215, %207, !dbg !47
  %227 = and i1 %55, %226, !dbg !47
  %228 = and i1 %216, %208, !dbg !47
  %229 = and i1 %55, %228, !dbg !47
  %230 = and i1 %217, %209, !dbg !47
  %231 = and i1 %55, %230, !dbg !47
  %232 = and i1 %218, %210, !dbg !47
  %233 = and i1 %55, %232, !dbg !47
  %234 = and i1 %219, %211, !dbg !47
  %235 = and i1 %55, %234, !dbg !47
  %236 = add i32 %141, %56, !dbg !48
  %237 = add i32 %142, %56, !dbg !48
  %238 = add i32 %143, %56, !dbg !48
  %239 = add i32 %144, %56, !dbg !48
  %240 = add i32 %145, %56, !dbg !48
  %241 = add i32 %146, %56, !dbg !48
  %242 = add i32 %147, %56, !dbg !48
  %243 = mul i32 %236, %5, !dbg !49
  %244 = mul i32 %237, %5, !dbg !49
  %245 = mul i32 %238, %5, !dbg !49
  %246 = mul i32 %239, %5, !dbg !49
  %247 = mul i32 %240, %5, !dbg !49
  %248 = mul i32 %241, %5, !dbg !49
  %249 = mul i32 %242, %5, !dbg !49
  %250 = add i32 %149, %243, !dbg !50
  %251 = add i32 %150, %244, !dbg !50
  %252 = add i32 %151, %245, !dbg !50
  %253 = add i32 %152, %246, !dbg !50
  %254 = add i32 %153, %247, !dbg !50
  %255 = add i32 %154, %248, !dbg !50
  %256 = add i32 %155, %249, !dbg !50
  %257 = mul i32 %250, %6, !dbg !51
  %258 = mul i32 %251, %6, !dbg !51
  %259 = mul i32 %252, %6, !dbg !51
  %260 = mul i32 %253, %6, !dbg !51
  %261 = mul i32 %254, %6, !dbg !51
  %262 = mul i32 %255, %6, !dbg !51
  %263 = mul i32 %256, %6, !dbg !51
  %264 = add i32 %.decomposed58, %257, !dbg !52
  %265 = add i32 %.decomposed60, %258, !dbg !52
  %266 = add i32 %.decomposed62, %259, !dbg !52
  %267 = add i32 %.decomposed64, %260, !dbg !52
  %268 = add i32 %.decomposed66, %261, !dbg !52
  %269 = add i32 %.decomposed68, %262, !dbg !52
  %270 = add i32 %.decomposed70, %263, !dbg !52
  %271 = sext i32 %264 to i64, !dbg !53
  %272 = getelementptr half, ptr addrspace(1) %0, i64 %271, !dbg !53
  %273 = sext i32 %265 to i64, !dbg !53
  %274 = getelementptr half, ptr addrspace(1) %0, i64 %273, !dbg !53
  %275 = sext i32 %266 to i64, !dbg !53
  %276 = getelementptr half, ptr addrspace(1) %0, i64 %275, !dbg !53
  %277 = sext i32 %267 to i64, !dbg !53
  %278 = getelementptr half, ptr addrspace(1) %0, i64 %277, !dbg !53
  %279 = sext i32 %268 to i64, !dbg !53
  %280 = getelementptr half, ptr addrspace(1) %0, i64 %279, !dbg !53
  %281 = sext i32 %269 to i64, !dbg !53
  %282 = getelementptr half, ptr addrspace(1) %0, i64 %281, !dbg !53
  %283 = sext i32 %270 to i64, !dbg !53
  %284 = getelementptr half, ptr addrspace(1) %0, i64 %283, !dbg !53
  br i1 %221, label %285, label %295, !dbg !54

285:                                              ; preds = %90
  %286 = add i32 %140, %56, !dbg !48
  %287 = mul i32 %286, %5, !dbg !49
  %288 = add i32 %148, %287, !dbg !50
  %289 = mul i32 %288, %6, !dbg !51
  %290 = mul i32 %125, %.frozen71, !dbg !36
  %.decomposed72 = sub i32 %.decomposed35, %290, !dbg !36
  %291 = add i32 %.decomposed72, %289, !dbg !52
  %292 = sext i32 %291 to i64, !dbg !53
  %293 = getelementptr half, ptr addrspace(1) %0, i64 %292, !dbg !53
  %294 = load <1 x half>, ptr addrspace(1) %293, align 2, !dbg !54
  br label %295, !dbg !54

295:                                              ; preds = %285, %90
  %296 = phi <1 x half> [ %294, %285 ], [ zeroinitializer, %90 ], !dbg !54
  %297 = extractelement <1 x half> %296, i64 0, !dbg !54
  br i1 %223, label %298, label %300, !dbg !54

298:                                              ; preds = %295
  %299 = load <1 x half>, ptr addrspace(1) %272, align 2, !dbg !54
  br label %300, !dbg !54

300:                                              ; preds = %298, %295
  %301 = phi <1 x half> [ %299, %298 ], [ zeroinitializer, %295 ], !dbg !54
  %302 = extractelement <1 x half> %301, i64 0, !dbg !54
  br i1 %225, label %303, label %305, !dbg !54

303:                                              ; preds = %300
  %304 = load <1 x half>, ptr addrspace(1) %274, align 2, !dbg !54
  br label %305, !dbg !54

305:                                              ; preds = %303, %300
  %306 = phi <1 x half> [ %304, %303 ], [ zeroinitializer, %300 ], !dbg !54
  %307 = extractelement <1 x half> %306, i64 0, !dbg !54
  br i1 %227, label %308, label %310, !dbg !54

308:                                              ; preds = %305
  %309 = load <1 x half>, ptr addrspace(1) %276, align 2, !dbg !54
  br label %310, !dbg !54

310:                                              ; preds = %308, %305
  %311 = phi <1 x half> [ %309, %308 ], [ zeroinitializer, %305 ], !dbg !54
  %312 = extractelement <1 x half> %311, i64 0, !dbg !54
  br i1 %229, label %313, label %315, !dbg !54

313:                                              ; preds = %310
  %314 = load <1 x half>, ptr addrspace(1) %278, align 2, !dbg !54
  br label %315, !dbg !54

315:                                              ; preds = %313, %310
  %316 = phi <1 x half> [ %314, %313 ], [ zeroinitializer, %310 ], !dbg !54
  %317 = extractelement <1 x half> %316, i64 0, !dbg !54
  br i1 %231, label %318, label %320, !dbg !54

318:                                              ; preds = %315
  %319 = load <1 x half>, ptr addrspace(1) %280, align 2, !dbg !54
  br label %320, !dbg !54

320:                                              ; preds = %318, %315
  %321 = phi <1 x half> [ %319, %318 ], [ zeroinitializer, %315 ], !dbg !54
  %322 = extractelement <1 x half> %321, i64 0, !dbg !54
  br i1 %233, label %323, label %325, !dbg !54

323:                                              ; preds = %320
  %324 = load <1 x half>, ptr addrspace(1) %282, align 2, !dbg !54
  br label %325, !dbg !54

325:                                              ; preds = %323, %320
  %326 = phi <1 x half> [ %324, %323 ], [ zeroinitializer, %320 ], !dbg !54
  %327 = extractelement <1 x half> %326, i64 0, !dbg !54
  br i1 %235, label %328, label %330, !dbg !54

328:                                              ; preds = %325
  %329 = load <1 x half>, ptr addrspace(1) %284, align 2, !dbg !54
  br label %330, !dbg !54

330:                                              ; preds = %328, %325
  %331 = phi <1 x half> [ %329, %328 ], [ zeroinitializer, %325 ], !dbg !54
  %332 = extractelement <1 x half> %331, i64 0, !dbg !54
  %333 = add i32 %108, %58, !dbg !55
  %334 = icmp slt i32 %108, %24, !dbg !56
  %335 = and i1 %59, %334, !dbg !57
  %336 = and i1 %60, %334, !dbg !57
  %337 = sext i32 %333 to i64, !dbg !58
  %338 = getelementptr half, ptr addrspace(1) %1, i64 %337, !dbg !58
  br i1 %335, label %339, label %344, !dbg !59

339:                                              ; preds = %330
  %340 = add i32 %108, %57
  %341 = sext i32 %340 to i64
  %342 = getelementptr half, ptr addrspace(1) %1, i64 %341
  %343 = load <1 x half>, ptr addrspace(1) %342, align 2, !dbg !59
  br label %344, !dbg !59

344:                                              ; preds = %339, %330
  %345 = phi <1 x half> [ %343, %339 ], [ zeroinitializer, %330 ], !dbg !59
  br i1 %336, label %346, label %348, !dbg !59

346:                                              ; preds = %344
  %347 = load <1 x half>, ptr addrspace(1) %338, align 2, !dbg !59
  br label %348, !dbg !59

348:                                              ; preds = %346, %344
  %349 = phi <1 x half> [ %347, %346 ], [ zeroinitializer, %344 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %350 = insertelement <4 x half> poison, half %297, i64 0, !dbg !54
  %351 = insertelement <4 x half> %350, half %302, i64 1, !dbg !54
  %352 = insertelement <4 x half> %351, half %307, i64 2, !dbg !54
  %353 = insertelement <4 x half> %352, half %312, i64 3, !dbg !54
  store <4 x half> %353, ptr addrspace(3) %71, align 8, !dbg !54
  %354 = insertelement <4 x half> poison, half %317, i64 0, !dbg !54
  %355 = insertelement <4 x half> %354, half %322, i64 1, !dbg !54
  %356 = insertelement <4 x half> %355, half %327, i64 2, !dbg !54
  %357 = insertelement <4 x half> %356, half %332, i64 3, !dbg !54
  store <4 x half> %357, ptr addrspace(3) %73, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %358 = load <4 x half>, ptr addrspace(3) %79, align 8, !dbg !54
  %359 = load <4 x half>, ptr addrspace(3) %81, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %345, ptr addrspace(3) %85, align 2, !dbg !59
  store <1 x half> %349, ptr addrspace(3) %87, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %360 = load <4 x half>, ptr addrspace(3) %89, align 8, !dbg !59
  %361 = insertelement <4 x float> poison, float %91, i64 0, !dbg !60
  %362 = insertelement <4 x float> %361, float %92, i64 1, !dbg !60
  %363 = insertelement <4 x float> %362, float %93, i64 2, !dbg !60
  %364 = insertelement <4 x float> %363, float %94, i64 3, !dbg !60
  %365 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %360, <4 x half> %358, <4 x float> %364, i32 0, i32 0, i32 0), !dbg !60
  %366 = extractelement <4 x float> %365, i64 0, !dbg !60
  %367 = extractelement <4 x float> %365, i64 1, !dbg !60
  %368 = extractelement <4 x float> %365, i64 2, !dbg !60
  %369 = extractelement <4 x float> %365, i64 3, !dbg !60
  %370 = insertelement <4 x float> poison, float %95, i64 0, !dbg !60
  %371 = insertelement <4 x float> %370, float %96, i64 1, !dbg !60
  %372 = insertelement <4 x float> %371, float %97, i64 2, !dbg !60
  %373 = insertelement <4 x float> %372, float %98, i64 3, !dbg !60
  %374 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %360, <4 x half> %359, <4 x float> %373, i32 0, i32 0, i32 0), !dbg !60
  %375 = extractelement <4 x float> %374, i64 0, !dbg !60
  %376 = extractelement <4 x float> %374, i64 1, !dbg !60
  %377 = extractelement <4 x float> %374, i64 2, !dbg !60
  %378 = extractelement <4 x float> %374, i64 3, !dbg !60
  %379 = add i32 %99, 16, !dbg !31
  %380 = icmp slt i32 %379, %24, !dbg !31
  br i1 %380, label %90, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %348
  %381 = fptrunc float %367 to half, !dbg !61
  %382 = fptrunc float %368 to half, !dbg !61
  %383 = fptrunc float %369 to half, !dbg !61
  %384 = fptrunc float %375 to half, !dbg !61
  %385 = fptrunc float %376 to half, !dbg !61
  %386 = fptrunc float %377 to half, !dbg !61
  %387 = fptrunc float %378 to half, !dbg !61
  %388 = fptrunc float %366 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %389 = phi half [ 0xH0000, %18 ], [ %388, %._crit_edge.loopexit ], !dbg !63
  %390 = phi half [ 0xH0000, %18 ], [ %381, %._crit_edge.loopexit ], !dbg !63
  %391 = phi half [ 0xH0000, %18 ], [ %382, %._crit_edge.loopexit ], !dbg !63
  %392 = phi half [ 0xH0000, %18 ], [ %383, %._crit_edge.loopexit ], !dbg !63
  %393 = phi half [ 0xH0000, %18 ], [ %384, %._crit_edge.loopexit ], !dbg !63
  %394 = phi half [ 0xH0000, %18 ], [ %385, %._crit_edge.loopexit ], !dbg !63
  %395 = phi half [ 0xH0000, %18 ], [ %386, %._crit_edge.loopexit ], !dbg !63
  %396 = phi half [ 0xH0000, %18 ], [ %387, %._crit_edge.loopexit ], !dbg !63
  %397 = mul i32 %7, %33, !dbg !62
  %398 = mul i32 %7, %34, !dbg !62
  %399 = add i32 %397, %44, !dbg !64
  %400 = add i32 %397, %45, !dbg !64
  %401 = add i32 %397, %46, !dbg !64
  %402 = add i32 %398, %43, !dbg !64
  %403 = add i32 %398, %44, !dbg !64
  %404 = add i32 %398, %45, !dbg !64
  %405 = add i32 %398, %46, !dbg !64
  %406 = icmp slt i32 %33, %22, !dbg !65
  %407 = icmp slt i32 %34, %22, !dbg !65
  %408 = icmp slt i32 %43, %7, !dbg !66
  %409 = icmp slt i32 %44, %7, !dbg !66
  %410 = icmp slt i32 %45, %7, !dbg !66
  %411 = icmp slt i32 %46, %7, !dbg !66
  %412 = and i1 %408, %406, !dbg !67
  %413 = and i1 %409, %406, !dbg !67
  %414 = and i1 %410, %406, !dbg !67
  %415 = and i1 %411, %406, !dbg !67
  %416 = and i1 %408, %407, !dbg !67
  %417 = and i1 %409, %407, !dbg !67
  %418 = and i1 %410, %407, !dbg !67
  %419 = and i1 %411, %407, !dbg !67
  %420 = sext i32 %399 to i64, !dbg !68
  %421 = getelementptr half, ptr addrspace(1) %2, i64 %420, !dbg !68
  %422 = sext i32 %400 to i64, !dbg !68
  %423 = getelementptr half, ptr addrspace(1) %2, i64 %422, !dbg !68
  %424 = sext i32 %401 to i64, !dbg !68
  %425 = getelementptr half, ptr addrspace(1) %2, i64 %424, !dbg !68
  %426 = sext i32 %402 to i64, !dbg !68
  %427 = getelementptr half, ptr addrspace(1) %2, i64 %426, !dbg !68
  %428 = sext i32 %403 to i64, !dbg !68
  %429 = getelementptr half, ptr addrspace(1) %2, i64 %428, !dbg !68
  %430 = sext i32 %404 to i64, !dbg !68
  %431 = getelementptr half, ptr addrspace(1) %2, i64 %430, !dbg !68
  %432 = sext i32 %405 to i64, !dbg !68
  %433 = getelementptr half, ptr addrspace(1) %2, i64 %432, !dbg !68
  br i1 %412, label %434, label %439, !dbg !69

434:                                              ; preds = %._crit_edge
  %435 = add i32 %397, %43
  %436 = sext i32 %435 to i64
  %437 = getelementptr half, ptr addrspace(1) %2, i64 %436
  %438 = insertelement <1 x half> poison, half %389, i64 0
  store <1 x half> %438, ptr addrspace(1) %437, align 2, !dbg !69
  br label %439, !dbg !69

439:                                              ; preds = %434, %._crit_edge
  br i1 %413, label %440, label %442, !dbg !69

440:                                              ; preds = %439
  %441 = insertelement <1 x half> poison, half %390, i64 0
  store <1 x half> %441, ptr addrspace(1) %421, align 2, !dbg !69
  br label %442, !dbg !69

442:                                              ; preds = %440, %439
  br i1 %414, label %443, label %445, !dbg !69

443:                                              ; preds = %442
  %444 = insertelement <1 x half> poison, half %391, i64 0
  store <1 x half> %444, ptr addrspace(1) %423, align 2, !dbg !69
  br label %445, !dbg !69

445:                                              ; preds = %443, %442
  br i1 %415, label %446, label %448, !dbg !69

446:                                              ; preds = %445
  %447 = insertelement <1 x half> poison, half %392, i64 0
  store <1 x half> %447, ptr addrspace(1) %425, align 2, !dbg !69
  br label %448, !dbg !69

448:                                              ; preds = %446, %445
  br i1 %416, label %449, label %451, !dbg !69

449:                                              ; preds = %448
  %450 = insertelement <1 x half> poison, half %393, i64 0
  store <1 x half> %450, ptr addrspace(1) %427, align 2, !dbg !69
  br label %451, !dbg !69

451:                                              ; preds = %449, %448
  br i1 %417, label %452, label %454, !dbg !69

452:                                              ; preds = %451
  %453 = insertelement <1 x half> poison, half %394, i64 0
  store <1 x half> %453, ptr addrspace(1) %429, align 2, !dbg !69
  br label %454, !dbg !69

454:                                              ; preds = %452, %451
  br i1 %418, label %455, label %457, !dbg !69

455:                                              ; preds = %454
  %456 = insertelement <1 x half> poison, half %395, i64 0
  store <1 x half> %456, ptr addrspace(1) %431, align 2, !dbg !69
  br label %457, !dbg !69

457:                                              ; preds = %455, %454
  br i1 %419, label %458, label %460, !dbg !69

458:                                              ; preds = %457
  %459 = insertelement <1 x half> poison, half %396, i64 0
  store <1 x half> %459, ptr addrspace(1) %433, align 2, !dbg !69
  br label %460, !dbg !69

460:                                              ; preds = %458, %457
  ret void, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "corpus_kernels.py", directory: "/work/wt/t19/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "conv2d_nhwc_kernel", linkageName: "conv2d_nhwc_kernel", scope: !1, file: !1, line: 41, type: !5, scopeLine: 41, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 46, column: 26, scope: !4)
!8 = !DILocation(line: 47, column: 26, scope: !4)
!9 = !DILocation(line: 48, column: 17, scope: !4)
!10 = !DILocation(line: 48, column: 21, scope: !4)
!11 = !DILocation(line: 49, column: 17, scope: !4)
!12 = !DILocation(line: 49, column: 21, scope: !4)
!13 = !DILocation(line: 50, column: 21, scope: !4)
!14 = !DILocation(line: 50, column: 44, scope: !4)
!15 = !DILocation(line: 50, column: 31, scope: !4)
!16 = !DILocation(line: 51, column: 21, scope: !4)
!17 = !DILocation(line: 51, column: 44, scope: !4)
!18 = !DILocation(line: 51, column: 31, scope: !4)
!19 = !DILocation(line: 53, column: 23, scope: !4)
!20 = !DILocation(line: 54, column: 19, scope: !4)
!21 = !DILocation(line: 55, column: 18, scope: !4)
!22 = !DILocation(line: 56, column: 17, scope: !4)
!23 = !DILocation(line: 65, column: 32, scope: !4)
!24 = !DILocation(line: 65, column: 43, scope: !4)
!25 = !DILocation(line: 66, column: 32, scope: !4)
!26 = !DILocation(line: 66, column: 43, scope: !4)
!27 = !DILocation(line: 67, column: 36, scope: !4)
!28 = !DILocation(line: 69, column: 35, scope: !4)
!29 = !DILocation(line: 72, column: 34, scope: !4)
!30 = !DILocation(line: 73, column: 65, scope: !4)
!31 = !DILocation(line: 58, column: 31, scope: !4)
!32 = !DILocation(line: 59, column: 22, scope: !4)
!33 = !DILocation(line: 61, column: 27, scope: !4)
!34 = !DILocation(line: 62, column: 23, scope: !4)
!35 = !DILocation(line: 63, column: 22, scope: !4)
!36 = !DILocation(line: 64, column: 21, scope: !4)
!37 = !DILocation(line: 65, column: 51, scope: !4)
!38 = !DILocation(line: 66, column: 51, scope: !4)
!39 = !DILocation(line: 67, column: 65, scope: !4)
!40 = !DILocation(line: 68, column: 26, scope: !4)
!41 = !DILocation(line: 68, column: 18, scope: !4)
!42 = !DILocation(line: 68, column: 39, scope: !4)
!43 = !DILocation(line: 68, column: 32, scope: !4)
!44 = !DILocation(line: 68, column: 53, scope: !4)
!45 = !DILocation(line: 68, column: 45, scope: !4)
!46 = !DILocation(line: 68, column: 66, scope: !4)
!47 = !DILocation(line: 68, column: 59, scope: !4)
!48 = !DILocation(line: 69, column: 39, scope: !4)
!49 = !DILocation(line: 69, column: 47, scope: !4)
!50 = !DILocation(line: 69, column: 51, scope: !4)
!51 = !DILocation(line: 69, column: 59, scope: !4)
!52 = !DILocation(line: 69, column: 63, scope: !4)
!53 = !DILocation(line: 70, column: 28, scope: !4)
!54 = !DILocation(line: 70, column: 20, scope: !4)
!55 = !DILocation(line: 72, column: 43, scope: !4)
!56 = !DILocation(line: 73, column: 36, scope: !4)
!57 = !DILocation(line: 73, column: 47, scope: !4)
!58 = !DILocation(line: 74, column: 28, scope: !4)
!59 = !DILocation(line: 74, column: 20, scope: !4)
!60 = !DILocation(line: 75, column: 27, scope: !4)
!61 = !DILocation(line: 79, column: 35, scope: !4)
!62 = !DILocation(line: 77, column: 30, scope: !4)
!63 = !DILocation(line: 57, column: 19, scope: !4)
!64 = !DILocation(line: 77, column: 34, scope: !4)
!65 = !DILocation(line: 78, column: 32, scope: !4)
!66 = !DILocation(line: 78, column: 61, scope: !4)
!67 = !DILocation(line: 78, column: 43, scope: !4)
!68 = !DILocation(line: 79, column: 21, scope: !4)
!69 = !DILocation(line: 79, column: 28, scope: !4)
!70 = !DILocation(line: 79, column: 4, scope: !4)
