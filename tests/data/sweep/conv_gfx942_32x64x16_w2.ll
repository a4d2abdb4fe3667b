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
  %25 = shl i32 %19, 5, !dbg !13
  %26 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %27 = and i32 %26, 31, !dbg !14
  %28 = or disjoint i32 %25, %27, !dbg !15
  %29 = shl i32 %20, 6, !dbg !16
  %30 = lshr i32 %26, 4, !dbg !17
  %31 = and i32 %30, 7, !dbg !17
  %32 = and i32 %26, 32, !dbg !17
  %33 = lshr exact i32 %32, 3, !dbg !17
  %34 = and i32 %26, 64, !dbg !17
  %35 = lshr exact i32 %34, 1, !dbg !17
  %36 = or disjoint i32 %33, %35, !dbg !17
  %37 = or disjoint i32 %31, %29, !dbg !18
  %38 = or disjoint i32 %37, 8, !dbg !18
  %39 = or disjoint i32 %37, 16, !dbg !18
  %40 = or disjoint i32 %37, 24, !dbg !18
  %41 = or disjoint i32 %37, 32, !dbg !18
  %42 = or disjoint i32 %37, 40, !dbg !18
  %43 = or disjoint i32 %37, 48, !dbg !18
  %44 = or disjoint i32 %30, %29, !dbg !18
  %45 = or i32 %44, 56, !dbg !18
  %46 = or disjoint i32 %36, %29, !dbg !18
  %47 = or disjoint i32 %46, 1, !dbg !18
  %48 = or disjoint i32 %46, 2, !dbg !18
  %49 = or disjoint i32 %46, 3, !dbg !18
  %50 = or disjoint i32 %46, 8, !dbg !18
  %51 = or disjoint i32 %46, 9, !dbg !18
  %52 = or disjoint i32 %46, 10, !dbg !18
  %53 = or disjoint i32 %46, 11, !dbg !18
  %54 = or disjoint i32 %46, 16, !dbg !18
  %55 = or disjoint i32 %46, 17, !dbg !18
  %56 = or disjoint i32 %46, 18, !dbg !18
  %57 = or disjoint i32 %46, 19, !dbg !18
  %58 = or disjoint i32 %46, 24, !dbg !18
  %59 = or disjoint i32 %46, 25, !dbg !18
  %60 = or disjoint i32 %46, 26, !dbg !18
  %61 = or disjoint i32 %46, 27, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %62 = sdiv i32 %28, %.frozen, !dbg !19
  %63 = mul i32 %62, %.frozen, !dbg !20
  %.decomposed = sub i32 %28, %63, !dbg !20
  %.frozen55 = freeze i32 %11, !dbg !21
  %64 = sdiv i32 %.decomposed, %.frozen55, !dbg !21
  %65 = mul i32 %64, %.frozen55, !dbg !22
  %.decomposed56 = sub i32 %.decomposed, %65, !dbg !22
  %66 = and i32 %26, 96, !dbg !23
  %67 = lshr exact i32 %66, 3, !dbg !23
  %68 = and i32 %26, 15, !dbg !23
  %69 = mul i32 %64, %12, !dbg !24
  %70 = sub i32 %69, %14, !dbg !25
  %71 = mul i32 %.decomposed56, %13, !dbg !26
  %72 = sub i32 %71, %15, !dbg !27
  %73 = icmp slt i32 %28, %22, !dbg !28
  %74 = mul i32 %62, %4, !dbg !29
  %75 = mul i32 %24, %37, !dbg !30
  %76 = mul i32 %24, %38, !dbg !30
  %77 = mul i32 %24, %39, !dbg !30
  %78 = mul i32 %24, %40, !dbg !30
  %79 = mul i32 %24, %41, !dbg !30
  %80 = mul i32 %24, %42, !dbg !30
  %81 = mul i32 %24, %43, !dbg !30
  %82 = mul i32 %24, %45, !dbg !30
  %83 = icmp slt i32 %37, %7, !dbg !31
  %84 = icmp slt i32 %38, %7, !dbg !31
  %85 = icmp slt i32 %39, %7, !dbg !31
  %86 = icmp slt i32 %40, %7, !dbg !31
  %87 = icmp slt i32 %41, %7, !dbg !31
  %88 = icmp slt i32 %42, %7, !dbg !31
  %89 = icmp slt i32 %43, %7, !dbg !31
  %90 = icmp slt i32 %45, %7, !dbg !31
  %91 = icmp sgt i32 %24, 0, !dbg !32
  br i1 %91, label %.lr.ph, label %._crit_edge, !dbg !32

.lr.ph:                                           ; preds = %18
  %92 = icmp eq i32 %34, 0, !dbg !17
  %93 = shl nuw nsw i32 %68, 5
  %94 = shl nuw nsw i32 %26, 1
  %95 = and i32 %94, 24
  %96 = lshr exact i32 %66, 2
  %97 = and i32 %26, 16
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i32 0, i32 520
  %100 = xor i32 %95, %96
  %101 = xor i32 %100, %99
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %102, i32 %101
  %104 = lshr exact i32 %32, 2
  %105 = xor i32 %104, %95
  %106 = xor i32 %105, %99
  %107 = or disjoint i32 %106, %93
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = xor i32 %107, 16
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = and i32 %94, 126
  %112 = select i1 %92, i32 0, i32 136
  %113 = xor i32 %112, %111
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %113
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %114, i32 512
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) %114, i32 1024
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %114, i32 1536
  %118 = xor i32 %113, 272
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %118
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 512
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1024
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1536
  %123 = shl nuw nsw i32 %27, 5
  %124 = shl nuw nsw i32 %34, 4
  %125 = or disjoint i32 %123, %124
  %126 = or disjoint i32 %125, %105
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126
  %128 = xor i32 %126, 16
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %128
  br label %130, !dbg !32

130:                                              ; preds = %.lr.ph, %328
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %356, %328 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %357, %328 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %358, %328 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %359, %328 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %360, %328 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %361, %328 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %362, %328 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %363, %328 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %364, %328 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %365, %328 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %366, %328 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %367, %328 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %368, %328 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %369, %328 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %370, %328 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %371, %328 ]
  %147 = phi i32 [ 0, %.lr.ph ], [ %372, %328 ]
  %148 = or disjoint i32 %147, %67, !dbg !33
  %149 = or disjoint i32 %148, 1, !dbg !33
  %150 = or disjoint i32 %148, 2, !dbg !33
  %151 = or disjoint i32 %148, 3, !dbg !33
  %152 = or disjoint i32 %147, %68, !dbg !33
  %.frozen57 = freeze i32 %148, !dbg !34
  %.frozen58 = freeze i32 %23, !dbg !34
  %153 = sdiv i32 %.frozen57, %.frozen58, !dbg !34
  %.frozen60 = freeze i32 %149, !dbg !34
  %.frozen61 = freeze i32 %23, !dbg !34
  %154 = sdiv i32 %.frozen60, %.frozen61, !dbg !34
  %.frozen63 = freeze i32 %150, !dbg !34
  %.frozen64 = freeze i32 %23, !dbg !34
  %155 = sdiv i32 %.frozen63, %.frozen64, !dbg !34
  %.frozen66 = freeze i32 %151, !dbg !34
  %.frozen67 = freeze i32 %23, !dbg !34
  %156 = sdiv i32 %.frozen66, %.frozen67, !dbg !34
  %157 = mul i32 %153, %.frozen58, !dbg !35
  %.decomposed59 = sub i32 %.frozen57, %157, !dbg !35
  %158 = mul i32 %154, %.frozen61, !dbg !35
  %.decomposed62 = sub i32 %.frozen60, %158, !dbg !35
  %159 = mul i32 %155, %.frozen64, !dbg !35
  %.decomposed65 = sub i32 %.frozen63, %159, !dbg !35
  %160 = mul i32 %156, %.frozen67, !dbg !35
  %.decomposed68 = sub i32 %.frozen66, %160, !dbg !35
  %.frozen75 = freeze i32 %6, !dbg !36
  %161 = sdiv i32 %.decomposed59, %.frozen75, !dbg !36
  %.frozen69 = freeze i32 %6, !dbg !36
  %162 = sdiv i32 %.decomposed62, %.frozen69, !dbg !36
  %.frozen71 = freeze i32 %6, !dbg !36
  %163 = sdiv i32 %.decomposed65, %.frozen71, !dbg !36
  %.frozen73 = freeze i32 %6, !dbg !36
  %164 = sdiv i32 %.decomposed68, %.frozen73, !dbg !36
  %165 = mul i32 %162, %.frozen69, !dbg !37
  %.decomposed70 = sub i32 %.decomposed62, %165, !dbg !37
  %166 = mul i32 %163, %.frozen71, !dbg !37
  %.decomposed72 = sub i32 %.decomposed65, %166, !dbg !37
  %167 = mul i32 %164, %.frozen73, !dbg !37
  %.decomposed74 = sub i32 %.decomposed68, %167, !dbg !37
  %168 = add i32 %153, %70, !dbg !38
  %169 = add i32 %154, %70, !dbg !38
  %170 = add i32 %155, %70, !dbg !38
  %171 = add i32 %156, %70, !dbg !38
  %172 = add i32 %161, %72, !dbg !39
  %173 = add i32 %162, %72, !dbg !39
  %174 = add i32 %163, %72, !dbg !39
  %175 = add i32 %164, %72, !dbg !39
  %176 = icmp slt i32 %148, %24, !dbg !40
  %177 = icmp slt i32 %149, %24, !dbg !40
  %178 = icmp slt i32 %150, %24, !dbg !40
  %179 = icmp slt i32 %151, %24, !dbg !40
  %180 = icmp sgt i32 %168, -1, !dbg !41
  %181 = icmp sgt i32 %169, -1, !dbg !41
  %182 = icmp sgt i32 %170, -1, !dbg !41
  %183 = icmp sgt i32 %171, -1, !dbg !41
  %184 = and i1 %176, %180, !dbg !42
  %185 = and i1 %177, %181, !dbg !42
  %186 = and i1 %178, %182, !dbg !42
  %187 = and i1 %179, %183, !dbg !42
  %188 = icmp slt i32 %168, %4, !dbg !43
  %189 = icmp slt i32 %169, %4, !dbg !43
  %190 = icmp slt i32 %170, %4, !dbg !43
  %191 = icmp slt i32 %171, %4, !dbg !43
  %192 = and i1 %188, %184, !dbg !44
  %193 = and i1 %189, %185, !dbg !44
  %194 = and i1 %190, %186, !dbg !44
  %195 = and i1 %191, %187, !dbg !44
  %196 = icmp sgt i32 %172, -1, !dbg !45
  %197 = icmp sgt i32 %173, -1, !dbg !45
  %198 = icmp sgt i32 %174, -1, !dbg !45
  %199 = icmp sgt i32 %175, -1, !dbg !45
  %200 = and i1 %192, %196, !dbg !46
  %201 = and i1 %193, %197, !dbg !46
  %202 = and i1 %194, %198, !dbg !46
  %203 = and i1 %195, %199, !dbg !46
  %204 = icmp slt i32 %172, %5, !dbg !47
  %205 = icmp slt i32 %173, %5, !dbg !47
  %206 = icmp slt i32 %174, %5, !dbg !47
  %207 = icmp slt i32 %175, %5, !dbg !47
  %208 = and i1 %204, %200, !dbg !48
  %209 = and i1 %73, %208, !dbg !48
  %210 = and i1 %205, %201, !dbg !48
  %211 = and i1 %73, %210, !dbg !48
  %212 = and i1 %206, %202, !dbg !48
  %213 = and i1 %73, %212, !dbg !48
  %214 = and i1 %207, %203, !dbg !48
  %215 = and i1 %73, %214, !dbg !48
  %216 = add i32 %169, %74, !dbg !49
  %217 = add i32 %170, %74, !dbg !49
  %218 = add i32 %171, %74, !dbg !49
  %219 = mul i32 %216, %5, !dbg !50
  %220 = mul i32 %217, %5, !dbg !50
  %221 = mul i32 %218, %5, !dbg !50
  %222 = add i32 %173, %219, !dbg !51
  %223 = add i32 %174, %220, !dbg !51
  %224 = add i32 %175, %221, !dbg !51
  %225 = mul i32 %222, %6, !dbg !52
  %226 = mul i32 %223, %6, !dbg !52
  %227 = mul i32 %224, %6, !dbg !52
  %228 = add i32 %225, %.decomposed70, !dbg !53
  %229 = add i32 %226, %.decomposed72, !dbg !53
  %230 = add i32 %227, %.decomposed74, !dbg !53
  %231 = sext i32 %228 to i64, !dbg !54
  %232 = getelementptr half, ptr addrspace(1) %0, i64 %231, !dbg !54
  %233 = sext i32 %229 to i64, !dbg !54
  %234 = getelementptr half, ptr addrspace(1) %0, i64 %233, !dbg !54
  %235 = sext i32 %230 to i64, !dbg !54
  %236 = getelementptr half, ptr addrspace(1) %0, i64 %235, !dbg !54
  br i1 %209, label %237, label %247, !dbg !55

237:                                              ; preds = %130
  %238 = add i32 %168, %74, !dbg !49
  %239 = mul i32 %238, %5, !dbg !50
  %240 = add i32 %172, %239, !dbg !51
  %241 = mul i32 %240, %6, !dbg !52
  %242 = mul i32 %161, %.frozen75, !dbg !37
  %.decomposed76 = sub i32 %.decomposed59, %242, !dbg !37
  %243 = add i32 %.decomposed76, %241, !dbg !53
  %244 = sext i32 %243 to i64, !dbg !54
  %245 = getelementptr half, ptr addrspace(1) %0, i64 %244, !dbg !54
  %246 = load <1 x half>, ptr addrspace(1) %245, align 2, !dbg !55
  br label %247, !dbg !55

247:                                              ; preds = %237, %130
  %248 = phi <1 x half> [ %246, %237 ], [ zeroinitializer, %130 ], !dbg !55
  %249 = extractelement <1 x half> %248, i64 0, !dbg !55
  br i1 %211, label %250, label %252, !dbg !55

250:                                              ; preds = %247
  %251 = load <1 x half>, ptr addrspace(1) %232, align 2, !dbg !55
  br label %252, !dbg !55

252:                                              ; preds = %250, %247
  %253 = phi <1 x half> [ %251, %250 ], [ zeroinitializer, %247 ], !dbg !55
  %254 = extractelement <1 x half> %253, i64 0, !dbg !55
  br i1 %213, label %255, label %257, !dbg !55

255:                                              ; preds = %252
  %256 = load <1 x half>, ptr addrspace(1) %234, align 2, !dbg !55
  br label %257, !dbg !55

257:                                              ; preds = %255, %252
  %258 = phi <1 x half> [ %256, %255 ], [ zeroinitializer, %252 ], !dbg !55
  %259 = extractelement <1 x half> %258, i64 0, !dbg !55
  br i1 %215, label %260, label %262, !dbg !55

260:                                              ; preds = %257
  %261 = load <1 x half>, ptr addrspace(1) %236, align 2, !dbg !55
  br label %262, !dbg !55

262:                                              ; preds = %260, %257
  %263 = phi <1 x half> [ %261, %260 ], [ zeroinitializer, %257 ], !dbg !55
  %264 = extractelement <1 x half> %263, i64 0, !dbg !55
  %265 = add i32 %152, %76, !dbg !56
  %266 = add i32 %152, %77, !dbg !56
  %267 = add i32 %152, %78, !dbg !56
  %268 = add i32 %152, %79, !dbg !56
  %269 = add i32 %152, %80, !dbg !56
  %270 = add i32 %152, %81, !dbg !56
  %271 = add i32 %152, %82, !dbg !56
  %272 = icmp slt i32 %152, %24, !dbg !57
  %273 = and i1 %83, %272, !dbg !58
  %274 = and i1 %84, %272, !dbg !58
  %275 = and i1 %85, %272, !dbg !58
  %276 = and i1 %86, %272, !dbg !58
  %277 = and i1 %87, %272, !dbg !58
  %278 = and i1 %88, %272, !dbg !58
  %279 = and i1 %89, %272, !dbg !58
  %280 = and i1 %90, %272, !dbg !58
  %281 = sext i32 %265 to i64, !dbg !59
  %282 = getelementptr half, ptr addrspace(1) %1, i64 %281, !dbg !59
  %283 = sext i32 %266 to i64, !dbg !59
  %284 = getelementptr half, ptr addrspace(1) %1, i64 %283, !dbg !59
  %285 = sext i32 %267 to i64, !dbg !59
  %286 = getelementptr half, ptr addrspace(1) %1, i64 %285, !dbg !59
  %287 = sext i32 %268 to i64, !dbg !59
  %288 = getelementptr half, ptr addrspace(1) %1, i64 %287, !dbg !59
  %289 = sext i32 %269 to i64, !dbg !59
  %290 = getelementptr half, ptr addrspace(1) %1, i64 %289, !dbg !59
  %291 = sext i32 %270 to i64, !dbg !59
  %292 = getelementptr half, ptr addrspace(1) %1, i64 %291, !dbg !59
  %293 = sext i32 %271 to i64, !dbg !59
  %294 = getelementptr half, ptr addrspace(1) %1, i64 %293, !dbg !59
  br i1 %273, label %295, label %300, !dbg !60

295:                                              ; preds = %262
  %296 = add i32 %152, %75
  %297 = sext i32 %296 to i64
  %298 = getelementptr half, ptr addrspace(1) %1, i64 %297
  %299 = load <1 x half>, ptr addrspace(1) %298, align 2, !dbg !60
  br label %300, !dbg !60

300:                                              ; preds = %295, %262
  %301 = phi <1 x half> [ %299, %295 ], [ zeroinitializer, %262 ], !dbg !60
  br i1 %274, label %302, label %304, !dbg !60

302:                                              ; preds = %300
  %303 = load <1 x half>, ptr addrspace(1) %282, align 2, !dbg !60
  br label %304, !dbg !60

304:                                              ; preds = %302, %300
  %305 = phi <1 x half> [ %303, %302 ], [ zeroinitializer, %300 ], !dbg !60
  br i1 %275, label %306, label %308, !dbg !60

306:                                              ; preds = %304
  %307 = load <1 x half>, ptr addrspace(1) %284, align 2, !dbg !60
  br label %308, !dbg !60

308:                                              ; preds = %306, %304
  %309 = phi <1 x half> [ %307, %306 ], [ zeroinitializer, %304 ], !dbg !60
  br i1 %276, label %310, label %312, !dbg !60

310:                                              ; preds = %308
  %311 = load <1 x half>, ptr addrspace(1) %286, align 2, !dbg !60
  br label %312, !dbg !60

312:                                              ; preds = %310, %308
  %313 = phi <1 x half> [ %311, %310 ], [ zeroinitializer, %308 ], !dbg !60
  br i1 %277, label %314, label %316, !dbg !60

314:                                              ; preds = %312
  %315 = load <1 x half>, ptr addrspace(1) %288, align 2, !dbg !60
  br label %316, !dbg !60

316:                                              ; preds = %314, %312
  %317 = phi <1 x half> [ %315, %314 ], [ zeroinitializer, %312 ], !dbg !60
  br i1 %278, label %318, label %320, !dbg !60

318:                                              ; preds = %316
  %319 = load <1 x half>, ptr addrspace(1) %290, align 2, !dbg !60
  br label %320, !dbg !60

320:                                              ; preds = %318, %316
  %321 = phi <1 x half> [ %319, %318 ], [ zeroinitializer, %316 ], !dbg !60
  br i1 %279, label %322, label %324, !dbg !60

322:                                              ; preds = %320
  %323 = load <1 x half>, ptr addrspace(1) %292, align 2, !dbg !60
  br label %324, !dbg !60

324:                                              ; preds = %322, %320
  %325 = phi <1 x half> [ %323, %322 ], [ zeroinitializer, %320 ], !dbg !60
  br i1 %280, label %326, label %328, !dbg !60

326:                                              ; preds = %324
  %327 = load <1 x half>, ptr addrspace(1) %294, align 2, !dbg !60
  br label %328, !dbg !60

328:                                              ; preds = %326, %324
  %329 = phi <1 x half> [ %327, %326 ], [ zeroinitializer, %324 ], !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %330 = insertelement <4 x half> poison, half %249, i64 0, !dbg !55
  %331 = insertelement <4 x half> %330, half %254, i64 1, !dbg !55
  %332 = insertelement <4 x half> %331, half %259, i64 2, !dbg !55
  %333 = insertelement <4 x half> %332, half %264, i64 3, !dbg !55
  store <4 x half> %333, ptr addrspace(3) %103, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %334 = load <4 x half>, ptr addrspace(3) %108, align 8, !dbg !55
  %335 = load <4 x half>, ptr addrspace(3) %110, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  store <1 x half> %301, ptr addrspace(3) %114, align 2, !dbg !60
  store <1 x half> %309, ptr addrspace(3) %115, align 2, !dbg !60
  store <1 x half> %317, ptr addrspace(3) %116, align 2, !dbg !60
  store <1 x half> %325, ptr addrspace(3) %117, align 2, !dbg !60
  store <1 x half> %305, ptr addrspace(3) %119, align 2, !dbg !60
  store <1 x half> %313, ptr addrspace(3) %120, align 2, !dbg !60
  store <1 x half> %321, ptr addrspace(3) %121, align 2, !dbg !60
  store <1 x half> %329, ptr addrspace(3) %122, align 2, !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  %336 = load <4 x half>, ptr addrspace(3) %127, align 8, !dbg !60
  %337 = load <4 x half>, ptr addrspace(3) %129, align 8, !dbg !60
  %338 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %131, i64 0, !dbg !61
  %339 = insertelement <16 x float> %338, float %132, i64 1, !dbg !61
  %340 = insertelement <16 x float> %339, float %133, i64 2, !dbg !61
  %341 = insertelement <16 x float> %340, float %134, i64 3, !dbg !61
  %342 = insertelement <16 x float> %341, float %135, i64 4, !dbg !61
  %343 = insertelement <16 x float> %342, float %136, i64 5, !dbg !61
  %344 = insertelement <16 x float> %343, float %137, i64 6, !dbg !61
  %345 = insertelement <16 x float> %344, float %138, i64 7, !dbg !61
  %346 = insertelement <16 x float> %345, float %139, i64 8, !dbg !61
  %347 = insertelement <16 x float> %346, float %140, i64 9, !dbg !61
  %348 = insertelement <16 x float> %347, float %141, i64 10, !dbg !61
  %349 = insertelement <16 x float> %348, float %142, i64 11, !dbg !61
  %350 = insertelement <16 x float> %349, float %143, i64 12, !dbg !61
  %351 = insertelement <16 x float> %350, float %144, i64 13, !dbg !61
  %352 = insertelement <16 x float> %351, float %145, i64 14, !dbg !61
  %353 = insertelement <16 x float> %352, float %146, i64 15, !dbg !61
  %354 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %336, <4 x half> %334, <16 x float> %353, i32 0, i32 0, i32 0), !dbg !61
  %355 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %337, <4 x half> %335, <16 x float> %354, i32 0, i32 0, i32 0), !dbg !61
  %356 = extractelement <16 x float> %355, i64 0, !dbg !61
  %357 = extractelement <16 x float> %355, i64 1, !dbg !61
  %358 = extractelement <16 x float> %355, i64 2, !dbg !61
  %359 = extractelement <16 x float> %355, i64 3, !dbg !61
  %360 = extractelement <16 x float> %355, i64 4, !dbg !61
  %361 = extractelement <16 x float> %355, i64 5, !dbg !61
  %362 = extractelement <16 x float> %355, i64 6, !dbg !61
  %363 = extractelement <16 x float> %355, i64 7, !dbg !61
  %364 = extractelement <16 x float> %355, i64 8, !dbg !61
  %365 = extractelement <16 x float> %355, i64 9, !dbg !61
  %366 = extractelement <16 x float> %355, i64 10, !dbg !61
  %367 = extractelement <16 x float> %355, i64 11, !dbg !61
  %368 = extractelement <16 x float> %355, i64 12, !dbg !61
  %369 = extractelement <16 x float> %355, i64 13, !dbg !61
  %370 = extractelement <16 x float> %355, i64 14, !dbg !61
  %371 = extractelement <16 x float> %355, i64 15, !dbg !61
  %372 = add i32 %147, 16, !dbg !32
  %373 = icmp slt i32 %372, %24, !dbg !32
  br i1 %373, label %130, label %._crit_edge.loopexit, !dbg !32

._crit_edge.loopexit:                             ; preds = %328
  %374 = fptrunc float %357 to half, !dbg !62
  %375 = fptrunc float %358 to half, !dbg !62
  %376 = fptrunc float %359 to half, !dbg !62
  %377 = fptrunc float %360 to half, !dbg !62
  %378 = fptrunc float %361 to half, !dbg !62
  %379 = fptrunc float %362 to half, !dbg !62
  %380 = fptrunc float %363 to half, !dbg !62
  %381 = fptrunc float %364 to half, !dbg !62
  %382 = fptrunc float %365 to half, !dbg !62
  %383 = fptrunc float %366 to half, !dbg !62
  %384 = fptrunc float %367 to half, !dbg !62
  %385 = fptrunc float %368 to half, !dbg !62
  %386 = fptrunc float %369 to half, !dbg !62
  %387 = fptrunc float %370 to half, !dbg !62
  %388 = fptrunc float %371 to half, !dbg !62
  %389 = fptrunc float %356 to half
  br label %._crit_edge, !dbg !63

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %390 = phi half [ 0xH0000, %18 ], [ %389, %._crit_edge.loopexit ], !dbg !64
  %391 = phi half [ 0xH0000, %18 ], [ %374, %._crit_edge.loopexit ], !dbg !64
  %392 = phi half [ 0xH0000, %18 ], [ %375, %._crit_edge.loopexit ], !dbg !64
  %393 = phi half [ 0xH0000, %18 ], [ %376, %._crit_edge.loopexit ], !dbg !64
  %394 = phi half [ 0xH0000, %18 ], [ %377, %._crit_edge.loopexit ], !dbg !64
  %395 = phi half [ 0xH0000, %18 ], [ %378, %._crit_edge.loopexit ], !dbg !64
  %396 = phi half [ 0xH0000, %18 ], [ %379, %._crit_edge.loopexit ], !dbg !64
  %397 = phi half [ 0xH0000, %18 ], [ %380, %._crit_edge.loopexit ], !dbg !64
  %398 = phi half [ 0xH0000, %18 ], [ %381, %._crit_edge.loopexit ], !dbg !64
  %399 = phi half [ 0xH0000, %18 ], [ %382, %._crit_edge.loopexit ], !dbg !64
  %400 = phi half [ 0xH0000, %18 ], [ %383, %._crit_edge.loopexit ], !dbg !64
  %401 = phi half [ 0xH0000, %18 ], [ %384, %._crit_edge.loopexit ], !dbg !64
  %402 = phi half [ 0xH0000, %18 ], [ %385, %._crit_edge.loopexit ], !dbg !64
  %403 = phi half [ 0xH0000, %18 ], [ %386, %._crit_edge.loopexit ], !dbg !64
  %404 = phi half [ 0xH0000, %18 ], [ %387, %._crit_edge.loopexit ], !dbg !64
  %405 = phi half [ 0xH0000, %18 ], [ %388, %._crit_edge.loopexit ], !dbg !64
  %406 = mul i32 %7, %28, !dbg !63
  %407 = add i32 %406, %47, !dbg !65
  %408 = add i32 %406, %48, !dbg !65
  %409 = add i32 %406, %49, !dbg !65
  %410 = add i32 %406, %50, !dbg !65
  %411 = add i32 %406, %51, !dbg !65
  %412 = add i32 %406, %52, !dbg !65
  %413 = add i32 %406, %53, !dbg !65
  %414 = add i32 %406, %54, !dbg !65
  %415 = add i32 %406, %55, !dbg !65
  %416 = add i32 %406, %56, !dbg !65
  %417 = add i32 %406, %57, !dbg !65
  %418 = add i32 %406, %58, !dbg !65
  %419 = add i32 %406, %59, !dbg !65
  %420 = add i32 %406, %60, !dbg !65
  %421 = add i32 %406, %61, !dbg !65
  %422 = icmp slt i32 %46, %7, !dbg !66
  %423 = icmp slt i32 %47, %7, !dbg !66
  %424 = icmp slt i32 %48, %7, !dbg !66
  %425 = icmp slt i32 %49, %7, !dbg !66
  %426 = icmp slt i32 %50, %7, !dbg !66
  %427 = icmp slt i32 %51, %7, !dbg !66
  %428 = icmp slt i32 %52, %7, !dbg !66
  %429 = icmp slt i32 %53, %7, !dbg !66
  %430 = icmp slt i32 %54, %7, !dbg !66
  %431 = icmp slt i32 %55, %7, !dbg !66
  %432 = icmp slt i32 %56, %7, !dbg !66
  %433 = icmp slt i32 %57, %7, !dbg !66
  %434 = icmp slt i32 %58, %7, !dbg !66
  %435 = icmp slt i32 %59, %7, !dbg !66
  %436 = icmp slt i32 %60, %7, !dbg !66
  %437 = icmp slt i32 %61, %7, !dbg !66
  %438 = and i1 %422, %73, !dbg !67
  %439 = and i1 %423, %73, !dbg !67
  %440 = and i1 %424, %73, !dbg !67
  %441 = and i1 %425, %73, !dbg !67
  %442 = and i1 %426, %73, !dbg !67
  %443 = and i1 %427, %73, !dbg !67
  %444 = and i1 %428, %73, !dbg !67
  %445 = and i1 %429, %73, !dbg !67
  %446 = and i1 %430, %73, !dbg !67
  %447 = and i1 %431, %73, !dbg !67
  %448 = and i1 %432, %73, !dbg !67
  %449 = and i1 %433, %73, !dbg !67
  %450 = and i1 %434, %73, !dbg !67
  %451 = and i1 %435, %73, !dbg !67
  %452 = and i1 %436, %73, !dbg !67
  %453 = and i1 %437, %73, !dbg !67
  %454 = sext i32 %407 to i64, !dbg !68
  %455 = getelementptr half, ptr addrspace(1) %2, i64 %454, !dbg !68
  %456 = sext i32 %408 to i64, !dbg !68
  %457 = getelementptr half, ptr addrspace(1) %2, i64 %456, !dbg !68
  %458 = sext i32 %409 to i64, !dbg !68
  %459 = getelementptr half, ptr addrspace(1) %2, i64 %458, !dbg !68
  %460 = sext i32 %410 to i64, !dbg !68
  %461 = getelementptr half, ptr addrspace(1) %2, i64 %460, !dbg !68
  %462 = sext i32 %411 to i64, !dbg !68
  %463 = getelementptr half, ptr addrspace(1) %2, i64 %462, !dbg !68
  %464 = sext i32 %412 to i64, !dbg !68
  %465 = getelementptr half, ptr addrspace(1) %2, i64 %464, !dbg !68
  %466 = sext i32 %413 to i64, !dbg !68
  %467 = getelementptr half, ptr addrspace(1) %2, i64 %466, !dbg !68
  %468 = sext i32 %414 to i64, !dbg !68
  %469 = getelementptr half, ptr addrspace(1) %2, i64 %468, !dbg !68
  %470 = sext i32 %415 to i64, !dbg !68
  %471 = getelementptr half, ptr addrspace(1) %2, i64 %470, !dbg !68
  %472 = sext i32 %416 to i64, !dbg !68
  %473 = getelementptr half, ptr addrspace(1) %2, i64 %472, !dbg !68
  %474 = sext i32 %417 to i64, !dbg !68
  %475 = getelementptr half, ptr addrspace(1) %2, i64 %474, !dbg !68
  %476 = sext i32 %418 to i64, !dbg !68
  %477 = getelementptr half, ptr addrspace(1) %2, i64 %476, !dbg !68
  %478 = sext i32 %419 to i64, !dbg !68
  %479 = getelementptr half, ptr addrspace(1) %2, i64 %478, !dbg !68
  %480 = sext i32 %420 to i64, !dbg !68
  %481 = getelementptr half, ptr addrspace(1) %2, i64 %480, !dbg !68
  %482 = sext i32 %421 to i64, !dbg !68
  %483 = getelementptr half, ptr addrspace(1) %2, i64 %482, !dbg !68
  br i1 %438, label %484, label %489, !dbg !69

484:                                              ; preds = %._crit_edge
  %485 = add i32 %406, %46
  %486 = sext i32 %485 to i64
  %487 = getelementptr half, ptr addrspace(1) %2, i64 %486
  %488 = insertelement <1 x half> poison, half %390, i64 0
  store <1 x half> %488, ptr addrspace(1) %487, align 2, !dbg !69
  br label %489, !dbg !69

489:                                              ; preds = %484, %._crit_edge
  br i1 %439, label %490, label %492, !dbg !69

490:                                              ; preds = %489
  %491 = insertelement <1 x half> poison, half %391, i64 0
  store <1 x half> %491, ptr addrspace(1) %455, align 2, !dbg !69
  br label %492, !dbg !69

492:                                              ; preds = %490, %489
  br i1 %440, label %493, label %495, !dbg !69

493:                                              ; preds = %492
  %494 = insertelement <1 x half> poison, half %392, i64 0
  store <1 x half> %494, ptr addrspace(1) %457, align 2, !dbg !69
  br label %495, !dbg !69

495:                                              ; preds = %493, %492
  br i1 %441, label %496, label %498, !dbg !69

496:                                              ; preds = %495
  %497 = insertelement <1 x half> poison, half %393, i64 0
  store <1 x half> %497, ptr addrspace(1) %459, align 2, !dbg !69
  br label %498, !dbg !69

498:                                              ; preds = %496, %495
  br i1 %442, label %499, label %501, !dbg !69

499:                                              ; preds = %498
  %500 = insertelement <1 x half> poison, half %394, i64 0
  store <1 x half> %500, ptr addrspace(1) %461, align 2, !dbg !69
  br label %501, !dbg !69

501:                                              ; preds = %499, %498
  br i1 %443, label %502, label %504, !dbg !69

502:                                              ; preds = %501
  %503 = insertelement <1 x half> poison, half %395, i64 0
  store <1 x half> %503, ptr addrspace(1) %463, align 2, !dbg !69
  br label %504, !dbg !69

504:                                              ; preds = %502, %501
  br i1 %444, label %505, label %507, !dbg !69

505:                                              ; preds = %504
  %506 = insertelement <1 x half> poison, half %396, i64 0
  store <1 x half> %506, ptr addrspace(1) %465, align 2, !dbg !69
  br label %507, !dbg !69

507:                                              ; preds = %505, %504
  br i1 %445, label %508, label %510, !dbg !69

508:                                              ; preds = %507
  %509 = insertelement <1 x half> poison, half %397, i64 0
  store <1 x half> %509, ptr addrspace(1) %467, align 2, !dbg !69
  br label %510, !dbg !69

510:                                              ; preds = %508, %507
  br i1 %446, label %511, label %513, !dbg !69

511:                                              ; preds = %510
  %512 = insertelement <1 x half> poison, half %398, i64 0
  store <1 x half> %512, ptr addrspace(1) %469, align 2, !dbg !69
  br label %513, !dbg !69

513:                                              ; preds = %511, %510
  br i1 %447, label %514, label %516, !dbg !69

514:                                              ; preds = %513
  %515 = insertelement <1 x half> poison, half %399, i64 0
  store <1 x half> %515, ptr addrspace(1) %471, align 2, !dbg !69
  br label %516, !dbg !69

516:                                              ; preds = %514, %513
  br i1 %448, label %517, label %519, !dbg !69

517:                                              ; preds = %516
  %518 = insertelement <1 x half> poison, half %400, i64 0
  store <1 x half> %518, ptr addrspace(1) %473, align 2, !dbg !69
  br label %519, !dbg !69

519:                                              ; preds = %517, %516
  br i1 %449, label %520, label %522, !dbg !69

520:                                              ; preds = %519
  %521 = insertelement <1 x half> poison, half %401, i64 0
  store <1 x half> %521, ptr addrspace(1) %475, align 2, !dbg !69
  br label %522, !dbg !69

522:                                              ; preds = %520, %519
  br i1 %450, label %523, label %525, !dbg !69

523:                                              ; preds = %522
  %524 = insertelement <1 x half> poison, half %402, i64 0
  store <1 x half> %524, ptr addrspace(1) %477, align 2, !dbg !69
  br label %525, !dbg !69

525:                                              ; preds = %523, %522
  br i1 %451, label %526, label %528, !dbg !69

526:                                              ; preds = %525
  %527 = insertelement <1 x half> poison, half %403, i64 0
  store <1 x half> %527, ptr addrspace(1) %479, align 2, !dbg !69
  br label %528, !dbg !69

528:                                              ; preds = %526, %525
  br i1 %452, label %529, label %531, !dbg !69

529:                                              ; preds = %528
  %530 = insertelement <1 x half> poison, half %404, i64 0
  store <1 x half> %530, ptr addrspace(1) %481, align 2, !dbg !69
  br label %531, !dbg !69

531:                                              ; preds = %529, %528
  br i1 %453, label %532, label %534, !dbg !69

532:                                              ; preds = %531
  %533 = insertelement <1 x half> poison, half %405, i64 0
  store <1 x half> %533, ptr addrspace(1) %483, align 2, !dbg !69
  br label %534, !dbg !69

534:                                              ; preds = %532, %531
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

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
!23 = !DILocation(line: 59, column: 35, scope: !4)
!24 = !DILocation(line: 65, column: 32, scope: !4)
!25 = !DILocation(line: 65, column: 43, scope: !4)
!26 = !DILocation(line: 66, column: 32, scope: !4)
!27 = !DILocation(line: 66, column: 43, scope: !4)
!28 = !DILocation(line: 67, column: 36, scope: !4)
!29 = !DILocation(line: 69, column: 35, scope: !4)
!30 = !DILocation(line: 72, column: 34, scope: !4)
!31 = !DILocation(line: 73, column: 65, scope: !4)
!32 = !DILocation(line: 58, column: 31, scope: !4)
!33 = !DILocation(line: 59, column: 22, scope: !4)
!34 = !DILocation(line: 61, column: 27, scope: !4)
!35 = !DILocation(line: 62, column: 23, scope: !4)
!36 = !DILocation(line: 63, column: 22, scope: !4)
!37 = !DILocation(line: 64, column: 21, scope: !4)
!38 = !DILocation(line: 65, column: 51, scope: !4)
!39 = !DILocation(line: 66, column: 51, scope: !4)
!40 = !DILocation(line: 67, column: 65, scope: !4)
!41 = !DILocation(line: 68, column: 26, scope: !4)
!42 = !DILocation(line: 68, column: 18, scope: !4)
!43 = !DILocation(line: 68, column: 39, scope: !4)
!44 = !DILocation(line: 68, column: 32, scope: !4)
!45 = !DILocation(line: 68, column: 53, scope: !4)
!46 = !DILocation(line: 68, column: 45, scope: !4)
!47 = !DILocation(line: 68, column: 66, scope: !4)
!48 = !DILocation(line: 68, column: 59, scope: !4)
!49 = !DILocation(line: 69, column: 39, scope: !4)
!50 = !DILocation(line: 69, column: 47, scope: !4)
!51 = !DILocation(line: 69, column: 51, scope: !4)
!52 = !DILocation(line: 69, column: 59, scope: !4)
!53 = !DILocation(line: 69, column: 63, scope: !4)
!54 = !DILocation(line: 70, column: 28, scope: !4)
!55 = !DILocation(line: 70, column: 20, scope: !4)
!56 = !DILocation(line: 72, column: 43, scope: !4)
!57 = !DILocation(line: 73, column: 36, scope: !4)
!58 = !DILocation(line: 73, column: 47, scope: !4)
!59 = !DILocation(line: 74, column: 28, scope: !4)
!60 = !DILocation(line: 74, column: 20, scope: !4)
!61 = !DILocation(line: 75, column: 27, scope: !4)
!62 = !DILocation(line: 79, column: 35, scope: !4)
!63 = !DILocation(line: 77, column: 30, scope: !4)
!64 = !DILocation(line: 57, column: 19, scope: !4)
!65 = !DILocation(line: 77, column: 34, scope: !4)
!66 = !DILocation(line: 78, column: 61, scope: !4)
!67 = !DILocation(line: 78, column: 43, scope: !4)
!68 = !DILocation(line: 79, column: 21, scope: !4)
!69 = !DILocation(line: 79, column: 28, scope: !4)
!70 = !DILocation(line: 79, column: 4, scope: !4)
