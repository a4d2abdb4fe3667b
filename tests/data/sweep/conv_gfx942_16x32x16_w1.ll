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
  %25 = shl i32 %19, 4, !dbg !13
  %26 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %27 = and i32 %26, 15, !dbg !14
  %28 = and i32 %26, 48, !dbg !14
  %29 = lshr exact i32 %28, 2, !dbg !14
  %30 = or disjoint i32 %29, 1, !dbg !14
  %31 = or disjoint i32 %29, 2, !dbg !14
  %32 = or disjoint i32 %29, 3, !dbg !14
  %33 = or disjoint i32 %25, %27, !dbg !15
  %34 = shl i32 %20, 5, !dbg !16
  %35 = lshr exact i32 %28, 4, !dbg !17
  %36 = or disjoint i32 %35, %34, !dbg !18
  %37 = or disjoint i32 %36, 4, !dbg !18
  %38 = or disjoint i32 %36, 8, !dbg !18
  %39 = or disjoint i32 %36, 12, !dbg !18
  %40 = or disjoint i32 %36, 16, !dbg !18
  %41 = or disjoint i32 %36, 20, !dbg !18
  %42 = or disjoint i32 %36, 24, !dbg !18
  %43 = or disjoint i32 %36, 28, !dbg !18
  %44 = or disjoint i32 %29, %34, !dbg !18
  %45 = or disjoint i32 %30, %34, !dbg !18
  %46 = or disjoint i32 %31, %34, !dbg !18
  %47 = or disjoint i32 %32, %34, !dbg !18
  %48 = or disjoint i32 %44, 16, !dbg !18
  %49 = or disjoint i32 %44, 17, !dbg !18
  %50 = or disjoint i32 %44, 18, !dbg !18
  %51 = or disjoint i32 %44, 19, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %52 = sdiv i32 %33, %.frozen, !dbg !19
  %53 = mul i32 %52, %.frozen, !dbg !20
  %.decomposed = sub i32 %33, %53, !dbg !20
  %.frozen31 = freeze i32 %11, !dbg !21
  %54 = sdiv i32 %.decomposed, %.frozen31, !dbg !21
  %55 = mul i32 %54, %.frozen31, !dbg !22
  %.decomposed32 = sub i32 %.decomposed, %55, !dbg !22
  %56 = mul i32 %54, %12, !dbg !23
  %57 = sub i32 %56, %14, !dbg !24
  %58 = mul i32 %.decomposed32, %13, !dbg !25
  %59 = sub i32 %58, %15, !dbg !26
  %60 = icmp slt i32 %33, %22, !dbg !27
  %61 = mul i32 %52, %4, !dbg !28
  %62 = mul i32 %24, %36, !dbg !29
  %63 = mul i32 %24, %37, !dbg !29
  %64 = mul i32 %24, %38, !dbg !29
  %65 = mul i32 %24, %39, !dbg !29
  %66 = mul i32 %24, %40, !dbg !29
  %67 = mul i32 %24, %41, !dbg !29
  %68 = mul i32 %24, %42, !dbg !29
  %69 = mul i32 %24, %43, !dbg !29
  %70 = icmp slt i32 %36, %7, !dbg !30
  %71 = icmp slt i32 %37, %7, !dbg !30
  %72 = icmp slt i32 %38, %7, !dbg !30
  %73 = icmp slt i32 %39, %7, !dbg !30
  %74 = icmp slt i32 %40, %7, !dbg !30
  %75 = icmp slt i32 %41, %7, !dbg !30
  %76 = icmp slt i32 %42, %7, !dbg !30
  %77 = icmp slt i32 %43, %7, !dbg !30
  %78 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %78, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %79 = shl nuw nsw i32 %27, 5
  %80 = shl nuw nsw i32 %26, 1
  %81 = and i32 %80, 24
  %82 = lshr exact i32 %28, 1
  %83 = xor i32 %81, %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %79
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) %84, i32 %83
  %86 = and i32 %80, 126
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 512
  %89 = xor i32 %86, 136
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 512
  %92 = xor i32 %86, 272
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 512
  %95 = xor i32 %86, 408
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %96, i32 512
  %98 = or disjoint i32 %79, %81
  %99 = xor i32 %98, %82
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %99
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 512
  br label %102, !dbg !31

102:                                              ; preds = %.lr.ph, %292
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %306, %292 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %307, %292 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %308, %292 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %309, %292 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %315, %292 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %316, %292 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %317, %292 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %318, %292 ]
  %111 = phi i32 [ 0, %.lr.ph ], [ %319, %292 ]
  %112 = or disjoint i32 %111, %29, !dbg !32
  %113 = or disjoint i32 %111, %30, !dbg !32
  %114 = or disjoint i32 %111, %31, !dbg !32
  %115 = or disjoint i32 %111, %32, !dbg !32
  %116 = or disjoint i32 %111, %27, !dbg !32
  %.frozen33 = freeze i32 %112, !dbg !33
  %.frozen34 = freeze i32 %23, !dbg !33
  %117 = sdiv i32 %.frozen33, %.frozen34, !dbg !33
  %.frozen36 = freeze i32 %113, !dbg !33
  %.frozen37 = freeze i32 %23, !dbg !33
  %118 = sdiv i32 %.frozen36, %.frozen37, !dbg !33
  %.frozen39 = freeze i32 %114, !dbg !33
  %.frozen40 = freeze i32 %23, !dbg !33
  %119 = sdiv i32 %.frozen39, %.frozen40, !dbg !33
  %.frozen42 = freeze i32 %115, !dbg !33
  %.frozen43 = freeze i32 %23, !dbg !33
  %120 = sdiv i32 %.frozen42, %.frozen43, !dbg !33
  %121 = mul i32 %117, %.frozen34, !dbg !34
  %.decomposed35 = sub i32 %.frozen33, %121, !dbg !34
  %122 = mul i32 %118, %.frozen37, !dbg !34
  %.decomposed38 = sub i32 %.frozen36, %122, !dbg !34
  %123 = mul i32 %119, %.frozen40, !dbg !34
  %.decomposed41 = sub i32 %.frozen39, %123, !dbg !34
  %124 = mul i32 %120, %.frozen43, !dbg !34
  %.decomposed44 = sub i32 %.frozen42, %124, !dbg !34
  %.frozen51 = freeze i32 %6, !dbg !35
  %125 = sdiv i32 %.decomposed35, %.frozen51, !dbg !35
  %.frozen45 = freeze i32 %6, !dbg !35
  %126 = sdiv i32 %.decomposed38, %.frozen45, !dbg !35
  %.frozen47 = freeze i32 %6, !dbg !35
  %127 = sdiv i32 %.decomposed41, %.frozen47, !dbg !35
  %.frozen49 = freeze i32 %6, !dbg !35
  %128 = sdiv i32 %.decomposed44, %.frozen49, !dbg !35
  %129 = mul i32 %126, %.frozen45, !dbg !36
  %.decomposed46 = sub i32 %.decomposed38, %129, !dbg !36
  %130 = mul i32 %127, %.frozen47, !dbg !36
  %.decomposed48 = sub i32 %.decomposed41, %130, !dbg !36
  %131 = mul i32 %128, %.frozen49, !dbg !36
  %.decomposed50 = sub i32 %.decomposed44, %131, !dbg !36
  %132 = add i32 %117, %57, !dbg !37
  %133 = add i32 %118, %57, !dbg !37
  %134 = add i32 %119, %57, !dbg !37
  %135 = add i32 %120, %57, !dbg !37
  %136 = add i32 %125, %59, !dbg !38
  %137 = add i32 %126, %59, !dbg !38
  %138 = add i32 %127, %59, !dbg !38
  %139 = add i32 %128, %59, !dbg !38
  %140 = icmp slt i32 %112, %24, !dbg !39
  %141 = icmp slt i32 %113, %24, !dbg !39
  %142 = icmp slt i32 %114, %24, !dbg !39
  %143 = icmp slt i32 %115, %24, !dbg !39
  %144 = icmp sgt i32 %132, -1, !dbg !40
  %145 = icmp sgt i32 %133, -1, !dbg !40
  %146 = icmp sgt i32 %134, -1, !dbg !40
  %147 = icmp sgt i32 %135, -1, !dbg !40
  %148 = and i1 %140, %144, !dbg !41
  %149 = and i1 %141, %145, !dbg !41
  %150 = and i1 %142, %146, !dbg !41
  %151 = and i1 %143, %147, !dbg !41
  %152 = icmp slt i32 %132, %4, !dbg !42
  %153 = icmp slt i32 %133, %4, !dbg !42
  %154 = icmp slt i32 %134, %4, !dbg !42
  %155 = icmp slt i32 %135, %4, !dbg !42
  %156 = and i1 %152, %148, !dbg !43
  %157 = and i1 %153, %149, !dbg !43
  %158 = and i1 %154, %150, !dbg !43
  %159 = and i1 %155, %151, !dbg !43
  %160 = icmp sgt i32 %136, -1, !dbg !44
  %161 = icmp sgt i32 %137, -1, !dbg !44
  %162 = icmp sgt i32 %138, -1, !dbg !44
  %163 = icmp sgt i32 %139, -1, !dbg !44
  %164 = and i1 %156, %160, !dbg !45
  %165 = and i1 %157, %161, !dbg !45
  %166 = and i1 %158, %162, !dbg !45
  %167 = and i1 %159, %163, !dbg !45
  %168 = icmp slt i32 %136, %5, !dbg !46
  %169 = icmp slt i32 %137, %5, !dbg !46
  %170 = icmp slt i32 %138, %5, !dbg !46
  %171 = icmp slt i32 %139, %5, !dbg !46
  %172 = and i1 %168, %164, !dbg !47
  %173 = and i1 %60, %172, !dbg !47
  %174 = and i1 %169, %165, !dbg !47
  %175 = and i1 %60, %174, !dbg !47
  %176 = and i1 %170, %166, !dbg !47
  %177 = and i1 %60, %176, !dbg !47
  %178 = and i1 %171, %167, !dbg !47
  %179 = and i1 %60, %178, !dbg !47
  %180 = add i32 %133, %61, !dbg !48
  %181 = add i32 %134, %61, !dbg !48
  %182 = add i32 %135, %61, !dbg !48
  %183 = mul i32 %180, %5, !dbg !49
  %184 = mul i32 %181, %5, !dbg !49
  %185 = mul i32 %182, %5, !dbg !49
  %186 = add i32 %137, %183, !dbg !50
  %187 = add i32 %138, %184, !dbg !50
  %188 = add i32 %139, %185, !dbg !50
  %189 = mul i32 %186, %6, !dbg !51
  %190 = mul i32 %187, %6, !dbg !51
  %191 = mul i32 %188, %6, !dbg !51
  %192 = add i32 %189, %.decomposed46, !dbg !52
  %193 = add i32 %190, %.decomposed48, !dbg !52
  %194 = add i32 %191, %.decomposed50, !dbg !52
  %195 = sext i32 %192 to i64, !dbg !53
  %196 = getelementptr half, ptr addrspace(1) %0, i64 %195, !dbg !53
  %197 = sext i32 %193 to i64, !dbg !53
  %198 = getelementptr half, ptr addrspace(1) %0, i64 %197, !dbg !53
  %199 = sext i32 %194 to i64, !dbg !53
  %200 = getelementptr half, ptr addrspace(1) %0, i64 %199, !dbg !53
  br i1 %173, label %201, label %211, !dbg !54

201:                                              ; preds = %102
  %202 = add i32 %132, %61, !dbg !48
  %203 = mul i32 %202, %5, !dbg !49
  %204 = add i32 %136, %203, !dbg !50
  %205 = mul i32 %204, %6, !dbg !51
  %206 = mul i32 %125, %.frozen51, !dbg !36
  %.decomposed52 = sub i32 %.decomposed35, %206, !dbg !36
  %207 = add i32 %.decomposed52, %205, !dbg !52
  %208 = sext i32 %207 to i64, !dbg !53
  %209 = getelementptr half, ptr addrspace(1) %0, i64 %208, !dbg !53
  %210 = load <1 x half>, ptr addrspace(1) %209, align 2, !dbg !54
  br label %211, !dbg !54

211:                                              ; preds = %201, %102
  %212 = phi <1 x half> [ %210, %201 ], [ zeroinitializer, %102 ], !dbg !54
  %213 = extractelement <1 x half> %212, i64 0, !dbg !54
  br i1 %175, label %214, label %216, !dbg !54

214:                                              ; preds = %211
  %215 = load <1 x half>, ptr addrspace(1) %196, align 2, !dbg !54
  br label %216, !dbg !54

216:                                              ; preds = %214, %211
  %217 = phi <1 x half> [ %215, %214 ], [ zeroinitializer, %211 ], !dbg !54
  %218 = extractelement <1 x half> %217, i64 0, !dbg !54
  br i1 %177, label %219, label %221, !dbg !54

219:                                              ; preds = %216
  %220 = load <1 x half>, ptr addrspace(1) %198, align 2, !dbg !54
  br label %221, !dbg !54

221:                                              ; preds = %219, %216
  %222 = phi <1 x half> [ %220, %219 ], [ zeroinitializer, %216 ], !dbg !54
  %223 = extractelement <1 x half> %222, i64 0, !dbg !54
  br i1 %179, label %224, label %226, !dbg !54

224:                                              ; preds = %221
  %225 = load <1 x half>, ptr addrspace(1) %200, align 2, !dbg !54
  br label %226, !dbg !54

226:                                              ; preds = %224, %221
  %227 = phi <1 x half> [ %225, %224 ], [ zeroinitializer, %221 ], !dbg !54
  %228 = extractelement <1 x half> %227, i64 0, !dbg !54
  %229 = add i32 %116, %63, !dbg !55
  %230 = add i32 %116, %64, !dbg !55
  %231 = add i32 %116, %65, !dbg !55
  %232 = add i32 %116, %66, !dbg !55
  %233 = add i32 %116, %67, !dbg !55
  %234 = add i32 %116, %68, !dbg !55
  %235 = add i32 %116, %69, !dbg !55
  %236 = icmp slt i32 %116, %24, !dbg !56
  %237 = and i1 %70, %236, !dbg !57
  %238 = and i1 %71, %236, !dbg !57
  %239 = and i1 %72, %236, !dbg !57
  %240 = and i1 %73, %236, !dbg !57
  %241 = and i1 %74, %236, !dbg !57
  %242 = and i1 %75, %236, !dbg !57
  %243 = and i1 %76, %236, !dbg !57
  %244 = and i1 %77, %236, !dbg !57
  %245 = sext i32 %229 to i64, !dbg !58
  %246 = getelementptr half, ptr addrspace(1) %1, i64 %245, !dbg !58
  %247 = sext i32 %230 to i64, !dbg !58
  %248 = getelementptr half, ptr addrspace(1) %1, i64 %247, !dbg !58
  %249 = sext i32 %231 to i64, !dbg !58
  %250 = getelementptr half, ptr addrspace(1) %1, i64 %249, !dbg !58
  %251 = sext i32 %232 to i64, !dbg !58
  %252 = getelementptr half, ptr addrspace(1) %1, i64 %251, !dbg !58
  %253 = sext i32 %233 to i64, !dbg !58
  %254 = getelementptr half, ptr addrspace(1) %1, i64 %253, !dbg !58
  %255 = sext i32 %234 to i64, !dbg !58
  %256 = getelementptr half, ptr addrspace(1) %1, i64 %255, !dbg !58
  %257 = sext i32 %235 to i64, !dbg !58
  %258 = getelementptr half, ptr addrspace(1) %1, i64 %257, !dbg !58
  br i1 %237, label %259, label %264, !dbg !59

259:                                              ; preds = %226
  %260 = add i32 %116, %62
  %261 = sext i32 %260 to i64
  %262 = getelementptr half, ptr addrspace(1) %1, i64 %261
  %263 = load <1 x half>, ptr addrspace(1) %262, align 2, !dbg !59
  br label %264, !dbg !59

264:                                              ; preds = %259, %226
  %265 = phi <1 x half> [ %263, %259 ], [ zeroinitializer, %226 ], !dbg !59
  br i1 %238, label %266, label %268, !dbg !59

266:                                              ; preds = %264
  %267 = load <1 x half>, ptr addrspace(1) %246, align 2, !dbg !59
  br label %268, !dbg !59

268:                                              ; preds = %266, %264
  %269 = phi <1 x half> [ %267, %266 ], [ zeroinitializer, %264 ], !dbg !59
  br i1 %239, label %270, label %272, !dbg !59

270:                                              ; preds = %268
  %271 = load <1 x half>, ptr addrspace(1) %248, align 2, !dbg !59
  br label %272, !dbg !59

272:                                              ; preds = %270, %268
  %273 = phi <1 x half> [ %271, %270 ], [ zeroinitializer, %268 ], !dbg !59
  br i1 %240, label %274, label %276, !dbg !59

274:                                              ; preds = %272
  %275 = load <1 x half>, ptr addrspace(1) %250, align 2, !dbg !59
  br label %276, !dbg !59

276:                                              ; preds = %274, %272
  %277 = phi <1 x half> [ %275, %274 ], [ zeroinitializer, %272 ], !dbg !59
  br i1 %241, label %278, label %280, !dbg !59

278:                                              ; preds = %276
  %279 = load <1 x half>, ptr addrspace(1) %252, align 2, !dbg !59
  br label %280, !dbg !59

280:                                              ; preds = %278, %276
  %281 = phi <1 x half> [ %279, %278 ], [ zeroinitializer, %276 ], !dbg !59
  br i1 %242, label %282, label %284, !dbg !59

282:                                              ; preds = %280
  %283 = load <1 x half>, ptr addrspace(1) %254, align 2, !dbg !59
  br label %284, !dbg !59

284:                                              ; preds = %282, %280
  %285 = phi <1 x half> [ %283, %282 ], [ zeroinitializer, %280 ], !dbg !59
  br i1 %243, label %286, label %288, !dbg !59

286:                                              ; preds = %284
  %287 = load <1 x half>, ptr addrspace(1) %256, align 2, !dbg !59
  br label %288, !dbg !59

288:                                              ; preds = %286, %284
  %289 = phi <1 x half> [ %287, %286 ], [ zeroinitializer, %284 ], !dbg !59
  br i1 %244, label %290, label %292, !dbg !59

290:                                              ; preds = %288
  %291 = load <1 x half>, ptr addrspace(1) %258, align 2, !dbg !59
  br label %292, !dbg !59

292:                                              ; preds = %290, %288
  %293 = phi <1 x half> [ %291, %290 ], [ zeroinitializer, %288 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %294 = insertelement <4 x half> poison, half %213, i64 0, !dbg !54
  %295 = insertelement <4 x half> %294, half %218, i64 1, !dbg !54
  %296 = insertelement <4 x half> %295, half %223, i64 2, !dbg !54
  %297 = insertelement <4 x half> %296, half %228, i64 3, !dbg !54
  store <4 x half> %297, ptr addrspace(3) %85, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %298 = load <4 x half>, ptr addrspace(3) %85, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %265, ptr addrspace(3) %87, align 2, !dbg !59
  store <1 x half> %281, ptr addrspace(3) %88, align 2, !dbg !59
  store <1 x half> %269, ptr addrspace(3) %90, align 2, !dbg !59
  store <1 x half> %285, ptr addrspace(3) %91, align 2, !dbg !59
  store <1 x half> %273, ptr addrspace(3) %93, align 2, !dbg !59
  store <1 x half> %289, ptr addrspace(3) %94, align 2, !dbg !59
  store <1 x half> %277, ptr addrspace(3) %96, align 2, !dbg !59
  store <1 x half> %293, ptr addrspace(3) %97, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %299 = load <4 x half>, ptr addrspace(3) %100, align 8, !dbg !59
  %300 = load <4 x half>, ptr addrspace(3) %101, align 8, !dbg !59
  %301 = insertelement <4 x float> poison, float %103, i64 0, !dbg !60
  %302 = insertelement <4 x float> %301, float %104, i64 1, !dbg !60
  %303 = insertelement <4 x float> %302, float %105, i64 2, !dbg !60
  %304 = insertelement <4 x float> %303, float %106, i64 3, !dbg !60
  %305 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %299, <4 x half> %298, <4 x float> %304, i32 0, i32 0, i32 0), !dbg !60
  %306 = extractelement <4 x float> %305, i64 0, !dbg !60
  %307 = extractelement <4 x float> %305, i64 1, !dbg !60
  %308 = extractelement <4 x float> %305, i64 2, !dbg !60
  %309 = extractelement <4 x float> %305, i64 3, !dbg !60
  %310 = insertelement <4 x float> poison, float %107, i64 0, !dbg !60
  %311 = insertelement <4 x float> %310, float %108, i64 1, !dbg !60
  %312 = insertelement <4 x float> %311, float %109, i64 2, !dbg !60
  %313 = insertelement <4 x float> %312, float %110, i64 3, !dbg !60
  %314 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %300, <4 x half> %298, <4 x float> %313, i32 0, i32 0, i32 0), !dbg !60
  %315 = extractelement <4 x float> %314, i64 0, !dbg !60
  %316 = extractelement <4 x float> %314, i64 1, !dbg !60
  %317 = extractelement <4 x float> %314, i64 2, !dbg !60
  %318 = extractelement <4 x float> %314, i64 3, !dbg !60
  %319 = add i32 %111, 16, !dbg !31
  %320 = icmp slt i32 %319, %24, !dbg !31
  br i1 %320, label %102, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %292
  %321 = fptrunc float %307 to half, !dbg !61
  %322 = fptrunc float %308 to half, !dbg !61
  %323 = fptrunc float %309 to half, !dbg !61
  %324 = fptrunc float %315 to half, !dbg !61
  %325 = fptrunc float %316 to half, !dbg !61
  %326 = fptrunc float %317 to half, !dbg !61
  %327 = fptrunc float %318 to half, !dbg !61
  %328 = fptrunc float %306 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %329 = phi half [ 0xH0000, %18 ], [ %328, %._crit_edge.loopexit ], !dbg !63
  %330 = phi half [ 0xH0000, %18 ], [ %321, %._crit_edge.loopexit ], !dbg !63
  %331 = phi half [ 0xH0000, %18 ], [ %322, %._crit_edge.loopexit ], !dbg !63
  %332 = phi half [ 0xH0000, %18 ], [ %323, %._crit_edge.loopexit ], !dbg !63
  %333 = phi half [ 0xH0000, %18 ], [ %324, %._crit_edge.loopexit ], !dbg !63
  %334 = phi half [ 0xH0000, %18 ], [ %325, %._crit_edge.loopexit ], !dbg !63
  %335 = phi half [ 0xH0000, %18 ], [ %326, %._crit_edge.loopexit ], !dbg !63
  %336 = phi half [ 0xH0000, %18 ], [ %327, %._crit_edge.loopexit ], !dbg !63
  %337 = mul i32 %7, %33, !dbg !62
  %338 = add i32 %337, %45, !dbg !64
  %339 = add i32 %337, %46, !dbg !64
  %340 = add i32 %337, %47, !dbg !64
  %341 = add i32 %337, %48, !dbg !64
  %342 = add i32 %337, %49, !dbg !64
  %343 = add i32 %337, %50, !dbg !64
  %344 = add i32 %337, %51, !dbg !64
  %345 = icmp slt i32 %44, %7, !dbg !65
  %346 = icmp slt i32 %45, %7, !dbg !65
  %347 = icmp slt i32 %46, %7, !dbg !65
  %348 = icmp slt i32 %47, %7, !dbg !65
  %349 = icmp slt i32 %48, %7, !dbg !65
  %350 = icmp slt i32 %49, %7, !dbg !65
  %351 = icmp slt i32 %50, %7, !dbg !65
  %352 = icmp slt i32 %51, %7, !dbg !65
  %353 = and i1 %345, %60, !dbg !66
  %354 = and i1 %346, %60, !dbg !66
  %355 = and i1 %347, %60, !dbg !66
  %356 = and i1 %348, %60, !dbg !66
  %357 = and i1 %349, %60, !dbg !66
  %358 = and i1 %350, %60, !dbg !66
  %359 = and i1 %351, %60, !dbg !66
  %360 = and i1 %352, %60, !dbg !66
  %361 = sext i32 %338 to i64, !dbg !67
  %362 = getelementptr half, ptr addrspace(1) %2, i64 %361, !dbg !67
  %363 = sext i32 %339 to i64, !dbg !67
  %364 = getelementptr half, ptr addrspace(1) %2, i64 %363, !dbg !67
  %365 = sext i32 %340 to i64, !dbg !67
  %366 = getelementptr half, ptr addrspace(1) %2, i64 %365, !dbg !67
  %367 = sext i32 %341 to i64, !dbg !67
  %368 = getelementptr half, ptr addrspace(1) %2, i64 %367, !dbg !67
  %369 = sext i32 %342 to i64, !dbg !67
  %370 = getelementptr half, ptr addrspace(1) %2, i64 %369, !dbg !67
  %371 = sext i32 %343 to i64, !dbg !67
  %372 = getelementptr half, ptr addrspace(1) %2, i64 %371, !dbg !67
  %373 = sext i32 %344 to i64, !dbg !67
  %374 = getelementptr half, ptr addrspace(1) %2, i64 %373, !dbg !67
  br i1 %353, label %375, label %380, !dbg !68

375:                                              ; preds = %._crit_edge
  %376 = add i32 %337, %44
  %377 = sext i32 %376 to i64
  %378 = getelementptr half, ptr addrspace(1) %2, i64 %377
  %379 = insertelement <1 x half> poison, half %329, i64 0
  store <1 x half> %379, ptr addrspace(1) %378, align 2, !dbg !68
  br label %380, !dbg !68

380:                                              ; preds = %375, %._crit_edge
  br i1 %354, label %381, label %383, !dbg !68

381:                                              ; preds = %380
  %382 = insertelement <1 x half> poison, half %330, i64 0
  store <1 x half> %382, ptr addrspace(1) %362, align 2, !dbg !68
  br label %383, !dbg !68

383:                                              ; preds = %381, %380
  br i1 %355, label %384, label %386, !dbg !68

384:                                              ; preds = %383
  %385 = insertelement <1 x half> poison, half %331, i64 0
  store <1 x half> %385, ptr addrspace(1) %364, align 2, !dbg !68
  br label %386, !dbg !68

386:                                              ; preds = %384, %383
  br i1 %356, label %387, label %389, !dbg !68

387:                                              ; preds = %386
  %388 = insertelement <1 x half> poison, half %332, i64 0
  store <1 x half> %388, ptr addrspace(1) %366, align 2, !dbg !68
  br label %389, !dbg !68

389:                                              ; preds = %387, %386
  br i1 %357, label %390, label %392, !dbg !68

390:                                              ; preds = %389
  %391 = insertelement <1 x half> poison, half %333, i64 0
  store <1 x half> %391, ptr addrspace(1) %368, align 2, !dbg !68
  br label %392, !dbg !68

392:                                              ; preds = %390, %389
  br i1 %358, label %393, label %395, !dbg !68

393:                                              ; preds = %392
  %394 = insertelement <1 x half> poison, half %334, i64 0
  store <1 x half> %394, ptr addrspace(1) %370, align 2, !dbg !68
  br label %395, !dbg !68

395:                                              ; preds = %393, %392
  br i1 %359, label %396, label %398, !dbg !68

396:                                              ; preds = %395
  %397 = insertelement <1 x half> poison, half %335, i64 0
  store <1 x half> %397, ptr addrspace(1) %372, align 2, !dbg !68
  br label %398, !dbg !68

398:                                              ; preds = %396, %395
  br i1 %360, label %399, label %401, !dbg !68

399:                                              ; preds = %398
  %400 = insertelement <1 x half> poison, half %336, i64 0
  store <1 x half> %400, ptr addrspace(1) %374, align 2, !dbg !68
  br label %401, !dbg !68

401:                                              ; preds = %399, %398
  ret void, !dbg !69
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

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
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
!65 = !DILocation(line: 78, column: 61, scope: !4)
!66 = !DILocation(line: 78, column: 43, scope: !4)
!67 = !DILocation(line: 79, column: 21, scope: !4)
!68 = !DILocation(line: 79, column: 28, scope: !4)
!69 = !DILocation(line: 79, column: 4, scope: !4)
