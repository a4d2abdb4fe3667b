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
  %28 = and i32 %26, 31, !dbg !14
  %29 = and i32 %26, 128, !dbg !14
  %30 = lshr exact i32 %29, 2, !dbg !14
  %31 = lshr i32 %26, 4, !dbg !14
  %32 = and i32 %31, 15, !dbg !14
  %33 = and i32 %26, 32, !dbg !14
  %34 = lshr exact i32 %33, 3, !dbg !14
  %35 = and i32 %26, 64, !dbg !14
  %36 = lshr exact i32 %35, 1, !dbg !14
  %37 = or disjoint i32 %34, %36, !dbg !14
  %38 = or disjoint i32 %25, %27, !dbg !15
  %39 = or disjoint i32 %28, %30, !dbg !15
  %40 = or disjoint i32 %39, %25, !dbg !15
  %41 = shl i32 %20, 6, !dbg !16
  %42 = or disjoint i32 %32, %41, !dbg !17
  %43 = or disjoint i32 %42, 16, !dbg !17
  %44 = or disjoint i32 %42, 32, !dbg !17
  %45 = or disjoint i32 %31, %41, !dbg !17
  %46 = or i32 %45, 48, !dbg !17
  %47 = or disjoint i32 %37, %41, !dbg !17
  %48 = or disjoint i32 %47, 1, !dbg !17
  %49 = or disjoint i32 %47, 2, !dbg !17
  %50 = or disjoint i32 %47, 3, !dbg !17
  %51 = or disjoint i32 %47, 8, !dbg !17
  %52 = or disjoint i32 %47, 9, !dbg !17
  %53 = or disjoint i32 %47, 10, !dbg !17
  %54 = or disjoint i32 %47, 11, !dbg !17
  %55 = or disjoint i32 %47, 16, !dbg !17
  %56 = or disjoint i32 %47, 17, !dbg !17
  %57 = or disjoint i32 %47, 18, !dbg !17
  %58 = or disjoint i32 %47, 19, !dbg !17
  %59 = or disjoint i32 %47, 24, !dbg !17
  %60 = or disjoint i32 %47, 25, !dbg !17
  %61 = or disjoint i32 %47, 26, !dbg !17
  %62 = or disjoint i32 %47, 27, !dbg !17
  %.frozen = freeze i32 %21, !dbg !18
  %63 = sdiv i32 %38, %.frozen, !dbg !18
  %64 = mul i32 %63, %.frozen, !dbg !19
  %.decomposed = sub i32 %38, %64, !dbg !19
  %.frozen55 = freeze i32 %11, !dbg !20
  %65 = sdiv i32 %.decomposed, %.frozen55, !dbg !20
  %66 = mul i32 %65, %.frozen55, !dbg !21
  %.decomposed56 = sub i32 %.decomposed, %66, !dbg !21
  %67 = and i32 %26, 192, !dbg !22
  %68 = lshr exact i32 %67, 4, !dbg !22
  %69 = and i32 %26, 15, !dbg !22
  %70 = mul i32 %65, %12, !dbg !23
  %71 = sub i32 %70, %14, !dbg !24
  %72 = mul i32 %.decomposed56, %13, !dbg !25
  %73 = sub i32 %72, %15, !dbg !26
  %74 = icmp slt i32 %38, %22, !dbg !27
  %75 = mul i32 %63, %4, !dbg !28
  %76 = mul i32 %24, %42, !dbg !29
  %77 = mul i32 %24, %43, !dbg !29
  %78 = mul i32 %24, %44, !dbg !29
  %79 = mul i32 %24, %46, !dbg !29
  %80 = icmp slt i32 %42, %7, !dbg !30
  %81 = icmp slt i32 %43, %7, !dbg !30
  %82 = icmp slt i32 %44, %7, !dbg !30
  %83 = icmp slt i32 %46, %7, !dbg !30
  %84 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %84, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %85 = icmp eq i32 %29, 0, !dbg !14
  %86 = shl nuw nsw i32 %27, 5
  %87 = shl nuw nsw i32 %26, 1
  %88 = and i32 %87, 24
  %89 = lshr i32 %26, 1
  %90 = lshr exact i32 %67, 3
  %91 = xor i32 %87, %89
  %92 = and i32 %91, 24
  %93 = xor i32 %92, %90
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %94, i32 %93
  %96 = shl nuw nsw i32 %69, 5
  %97 = and i32 %26, 16
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i32 0, i32 520
  %100 = lshr exact i32 %33, 2
  %101 = select i1 %85, i32 0, i32 1040
  %102 = or disjoint i32 %101, %100
  %103 = xor i32 %99, %102
  %104 = xor i32 %103, %88
  %105 = or disjoint i32 %104, %96
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = xor i32 %105, 16
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = and i32 %87, 510
  %110 = xor i32 %109, %90
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %110
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 512
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1024
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1536
  %115 = shl nuw nsw i32 %28, 5
  %116 = shl nuw nsw i32 %35, 4
  %117 = or disjoint i32 %115, %116
  %118 = xor i32 %88, %100
  %119 = or disjoint i32 %117, %118
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119
  %121 = xor i32 %119, 16
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121
  br label %123, !dbg !31

123:                                              ; preds = %.lr.ph, %289
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %317, %289 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %318, %289 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %319, %289 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %320, %289 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %321, %289 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %322, %289 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %323, %289 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %324, %289 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %325, %289 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %326, %289 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %327, %289 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %328, %289 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %329, %289 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %330, %289 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %331, %289 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %332, %289 ]
  %140 = phi i32 [ 0, %.lr.ph ], [ %333, %289 ]
  %141 = or disjoint i32 %140, %68, !dbg !32
  %142 = or disjoint i32 %141, 1, !dbg !32
  %143 = or disjoint i32 %141, 2, !dbg !32
  %144 = or disjoint i32 %141, 3, !dbg !32
  %145 = or disjoint i32 %140, %69, !dbg !32
  %.frozen57 = freeze i32 %141, !dbg !33
  %.frozen58 = freeze i32 %23, !dbg !33
  %146 = sdiv i32 %.frozen57, %.frozen58, !dbg !33
  %.frozen60 = freeze i32 %142, !dbg !33
  %.frozen61 = freeze i32 %23, !dbg !33
  %147 = sdiv i32 %.frozen60, %.frozen61, !dbg !33
  %.frozen63 = freeze i32 %143, !dbg !33
  %.frozen64 = freeze i32 %23, !dbg !33
  %148 = sdiv i32 %.frozen63, %.frozen64, !dbg !33
  %.frozen66 = freeze i32 %144, !dbg !33
  %.frozen67 = freeze i32 %23, !dbg !33
  %149 = sdiv i32 %.frozen66, %.frozen67, !dbg !33
  %150 = mul i32 %146, %.frozen58, !dbg !34
  %.decomposed59 = sub i32 %.frozen57, %150, !dbg !34
  %151 = mul i32 %147, %.frozen61, !dbg !34
  %.decomposed62 = sub i32 %.frozen60, %151, !dbg !34
  %152 = mul i32 %148, %.frozen64, !dbg !34
  %.decomposed65 = sub i32 %.frozen63, %152, !dbg !34
  %153 = mul i32 %149, %.frozen67, !dbg !34
  %.decomposed68 = sub i32 %.frozen66, %153, !dbg !34
  %.frozen75 = freeze i32 %6, !dbg !35
  %154 = sdiv i32 %.decomposed59, %.frozen75, !dbg !35
  %.frozen69 = freeze i32 %6, !dbg !35
  %155 = sdiv i32 %.decomposed62, %.frozen69, !dbg !35
  %.frozen71 = freeze i32 %6, !dbg !35
  %156 = sdiv i32 %.decomposed65, %.frozen71, !dbg !35
  %.frozen73 = freeze i32 %6, !dbg !35
  %157 = sdiv i32 %.decomposed68, %.frozen73, !dbg !35
  %158 = mul i32 %155, %.frozen69, !dbg !36
  %.decomposed70 = sub i32 %.decomposed62, %158, !dbg !36
  %159 = mul i32 %156, %.frozen71, !dbg !36
  %.decomposed72 = sub i32 %.decomposed65, %159, !dbg !36
  %160 = mul i32 %157, %.frozen73, !dbg !36
  %.decomposed74 = sub i32 %.decomposed68, %160, !dbg !36
  %161 = add i32 %146, %71, !dbg !37
  %162 = add i32 %147, %71, !dbg !37
  %163 = add i32 %148, %71, !dbg !37
  %164 = add i32 %149, %71, !dbg !37
  %165 = add i32 %154, %73, !dbg !38
  %166 = add i32 %155, %73, !dbg !38
  %167 = add i32 %156, %73, !dbg !38
  %168 = add i32 %157, %73, !dbg !38
  %169 = icmp slt i32 %141, %24, !dbg !39
  %170 = icmp slt i32 %142, %24, !dbg !39
  %171 = icmp slt i32 %143, %24, !dbg !39
  %172 = icmp slt i32 %144, %24, !dbg !39
  %173 = icmp sgt i32 %161, -1, !dbg !40
  %174 = icmp sgt i32 %162, -1, !dbg !40
  %175 = icmp sgt i32 %163, -1, !dbg !40
  %176 = icmp sgt i32 %164, -1, !dbg !40
  %177 = and i1 %169, %173, !dbg !41
  %178 = and i1 %170, %174, !dbg !41
  %179 = and i1 %171, %175, !dbg !41
  %180 = and i1 %172, %176, !dbg !41
  %181 = icmp slt i32 %161, %4, !dbg !42
  %182 = icmp slt i32 %162, %4, !dbg !42
  %183 = icmp slt i32 %163, %4, !dbg !42
  %184 = icmp slt i32 %164, %4, !dbg !42
  %185 = and i1 %181, %177, !dbg !43
  %186 = and i1 %182, %178, !dbg !43
  %187 = and i1 %183, %179, !dbg !43
  %188 = and i1 %184, %180, !dbg !43
  %189 = icmp sgt i32 %165, -1, !dbg !44
  %190 = icmp sgt i32 %166, -1, !dbg !44
  %191 = icmp sgt i32 %167, -1, !dbg !44
  %192 = icmp sgt i32 %168, -1, !dbg !44
  %193 = and i1 %185, %189, !dbg !45
  %194 = and i1 %186, %190, !dbg !45
  %195 = and i1 %187, %191, !dbg !45
  %196 = and i1 %188, %192, !dbg !45
  %197 = icmp slt i32 %165, %5, !dbg !46
  %198 = icmp slt i32 %166, %5, !dbg !46
  %199 = icmp slt i32 %167, %5, !dbg !46
  %200 = icmp slt i32 %168, %5, !dbg !46
  %201 = and i1 %197, %193, !dbg !47
  %202 = and i1 %74, %201, !dbg !47
  %203 = and i1 %198, %194, !dbg !47
  %204 = and i1 %74, %203, !dbg !47
  %205 = and i1 %199, %195, !dbg !47
  %206 = and i1 %74, %205, !dbg !47
  %207 = and i1 %200, %196, !dbg !47
  %208 = and i1 %74, %207, !dbg !47
  %209 = add i32 %162, %75, !dbg !48
  %210 = add i32 %163, %75, !dbg !48
  %211 = add i32 %164, %75, !dbg !48
  %212 = mul i32 %209, %5, !dbg !49
  %213 = mul i32 %210, %5, !dbg !49
  %214 = mul i32 %211, %5, !dbg !49
  %215 = add i32 %166, %212, !dbg !50
  %216 = add i32 %167, %213, !dbg !50
  %217 = add i32 %168, %214, !dbg !50
  %218 = mul i32 %215, %6, !dbg !51
  %219 = mul i32 %216, %6, !dbg !51
  %220 = mul i32 %217, %6, !dbg !51
  %221 = add i32 %218, %.decomposed70, !dbg !52
  %222 = add i32 %219, %.decomposed72, !dbg !52
  %223 = add i32 %220, %.decomposed74, !dbg !52
  %224 = sext i32 %221 to i64, !dbg !53
  %225 = getelementptr half, ptr addrspace(1) %0, i64 %224, !dbg !53
  %226 = sext i32 %222 to i64, !dbg !53
  %227 = getelementptr half, ptr addrspace(1) %0, i64 %226, !dbg !53
  %228 = sext i32 %223 to i64, !dbg !53
  %229 = getelementptr half, ptr addrspace(1) %0, i64 %228, !dbg !53
  br i1 %202, label %230, label %240, !dbg !54

230:                                              ; preds = %123
  %231 = add i32 %161, %75, !dbg !48
  %232 = mul i32 %231, %5, !dbg !49
  %233 = add i32 %165, %232, !dbg !50
  %234 = mul i32 %233, %6, !dbg !51
  %235 = mul i32 %154, %.frozen75, !dbg !36
  %.decomposed76 = sub i32 %.decomposed59, %235, !dbg !36
  %236 = add i32 %.decomposed76, %234, !dbg !52
  %237 = sext i32 %236 to i64, !dbg !53
  %238 = getelementptr half, ptr addrspace(1) %0, i64 %237, !dbg !53
  %239 = load <1 x half>, ptr addrspace(1) %238, align 2, !dbg !54
  br label %240, !dbg !54

240:                                              ; preds = %230, %123
  %241 = phi <1 x half> [ %239, %230 ], [ zeroinitializer, %123 ], !dbg !54
  %242 = extractelement <1 x half> %241, i64 0, !dbg !54
  br i1 %204, label %243, label %245, !dbg !54

243:                                              ; preds = %240
  %244 = load <1 x half>, ptr addrspace(1) %225, align 2, !dbg !54
  br label %245, !dbg !54

245:                                              ; preds = %243, %240
  %246 = phi <1 x half> [ %244, %243 ], [ zeroinitializer, %240 ], !dbg !54
  %247 = extractelement <1 x half> %246, i64 0, !dbg !54
  br i1 %206, label %248, label %250, !dbg !54

248:                                              ; preds = %245
  %249 = load <1 x half>, ptr addrspace(1) %227, align 2, !dbg !54
  br label %250, !dbg !54

250:                                              ; preds = %248, %245
  %251 = phi <1 x half> [ %249, %248 ], [ zeroinitializer, %245 ], !dbg !54
  %252 = extractelement <1 x half> %251, i64 0, !dbg !54
  br i1 %208, label %253, label %255, !dbg !54

253:                                              ; preds = %250
  %254 = load <1 x half>, ptr addrspace(1) %229, align 2, !dbg !54
  br label %255, !dbg !54

255:                                              ; preds = %253, %250
  %256 = phi <1 x half> [ %254, %253 ], [ zeroinitializer, %250 ], !dbg !54
  %257 = extractelement <1 x half> %256, i64 0, !dbg !54
  %258 = add i32 %145, %77, !dbg !55
  %259 = add i32 %145, %78, !dbg !55
  %260 = add i32 %145, %79, !dbg !55
  %261 = icmp slt i32 %145, %24, !dbg !56
  %262 = and i1 %80, %261, !dbg !57
  %263 = and i1 %81, %261, !dbg !57
  %264 = and i1 %82, %261, !dbg !57
  %265 = and i1 %83, %261, !dbg !57
  %266 = sext i32 %258 to i64, !dbg !58
  %267 = getelementptr half, ptr addrspace(1) %1, i64 %266, !dbg !58
  %268 = sext i32 %259 to i64, !dbg !58
  %269 = getelementptr half, ptr addrspace(1) %1, i64 %268, !dbg !58
  %270 = sext i32 %260 to i64, !dbg !58
  %271 = getelementptr half, ptr addrspace(1) %1, i64 %270, !dbg !58
  br i1 %262, label %272, label %277, !dbg !59

272:                                              ; preds = %255
  %273 = add i32 %145, %76
  %274 = sext i32 %273 to i64
  %275 = getelementptr half, ptr addrspace(1) %1, i64 %274
  %276 = load <1 x half>, ptr addrspace(1) %275, align 2, !dbg !59
  br label %277, !dbg !59

277:                                              ; preds = %272, %255
  %278 = phi <1 x half> [ %276, %272 ], [ zeroinitializer, %255 ], !dbg !59
  br i1 %263, label %279, label %281, !dbg !59

279:                                              ; preds = %277
  %280 = load <1 x half>, ptr addrspace(1) %267, align 2, !dbg !59
  br label %281, !dbg !59

281:                                              ; preds = %279, %277
  %282 = phi <1 x half> [ %280, %279 ], [ zeroinitializer, %277 ], !dbg !59
  br i1 %264, label %283, label %285, !dbg !59

283:                                              ; preds = %281
  %284 = load <1 x half>, ptr addrspace(1) %269, align 2, !dbg !59
  br label %285, !dbg !59

285:                                              ; preds = %283, %281
  %286 = phi <1 x half> [ %284, %283 ], [ zeroinitializer, %281 ], !dbg !59
  br i1 %265, label %287, label %289, !dbg !59

287:                                              ; preds = %285
  %288 = load <1 x half>, ptr addrspace(1) %271, align 2, !dbg !59
  br label %289, !dbg !59

289:                                              ; preds = %287, %285
  %290 = phi <1 x half> [ %288, %287 ], [ zeroinitializer, %285 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %291 = insertelement <4 x half> poison, half %242, i64 0, !dbg !54
  %292 = insertelement <4 x half> %291, half %247, i64 1, !dbg !54
  %293 = insertelement <4 x half> %292, half %252, i64 2, !dbg !54
  %294 = insertelement <4 x half> %293, half %257, i64 3, !dbg !54
  store <4 x half> %294, ptr addrspace(3) %95, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %295 = load <4 x half>, ptr addrspace(3) %106, align 8, !dbg !54
  %296 = load <4 x half>, ptr addrspace(3) %108, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %278, ptr addrspace(3) %111, align 2, !dbg !59
  store <1 x half> %282, ptr addrspace(3) %112, align 2, !dbg !59
  store <1 x half> %286, ptr addrspace(3) %113, align 2, !dbg !59
  store <1 x half> %290, ptr addrspace(3) %114, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %297 = load <4 x half>, ptr addrspace(3) %120, align 8, !dbg !59
  %298 = load <4 x half>, ptr addrspace(3) %122, align 8, !dbg !59
  %299 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %124, i64 0, !dbg !60
  %300 = insertelement <16 x float> %299, float %125, i64 1, !dbg !60
  %301 = insertelement <16 x float> %300, float %126, i64 2, !dbg !60
  %302 = insertelement <16 x float> %301, float %127, i64 3, !dbg !60
  %303 = insertelement <16 x float> %302, float %128, i64 4, !dbg !60
  %304 = insertelement <16 x float> %303, float %129, i64 5, !dbg !60
  %305 = insertelement <16 x float> %304, float %130, i64 6, !dbg !60
  %306 = insertelement <16 x float> %305, float %131, i64 7, !dbg !60
  %307 = insertelement <16 x float> %306, float %132, i64 8, !dbg !60
  %308 = insertelement <16 x float> %307, float %133, i64 9, !dbg !60
  %309 = insertelement <16 x float> %308, float %134, i64 10, !dbg !60
  %310 = insertelement <16 x float> %309, float %135, i64 11, !dbg !60
  %311 = insertelement <16 x float> %310, float %136, i64 12, !dbg !60
  %312 = insertelement <16 x float> %311, float %137, i64 13, !dbg !60
  %313 = insertelement <16 x float> %312, float %138, i64 14, !dbg !60
  %314 = insertelement <16 x float> %313, float %139, i64 15, !dbg !60
  %315 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %297, <4 x half> %295, <16 x float> %314, i32 0, i32 0, i32 0), !dbg !60
  %316 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %298, <4 x half> %296, <16 x float> %315, i32 0, i32 0, i32 0), !dbg !60
  %317 = extractelement <16 x float> %316, i64 0, !dbg !60
  %318 = extractelement <16 x float> %316, i64 1, !dbg !60
  %319 = extractelement <16 x float> %316, i64 2, !dbg !60
  %320 = extractelement <16 x float> %316, i64 3, !dbg !60
  %321 = extractelement <16 x float> %316, i64 4, !dbg !60
  %322 = extractelement <16 x float> %316, i64 5, !dbg !60
  %323 = extractelement <16 x float> %316, i64 6, !dbg !60
  %324 = extractelement <16 x float> %316, i64 7, !dbg !60
  %325 = extractelement <16 x float> %316, i64 8, !dbg !60
  %326 = extractelement <16 x float> %316, i64 9, !dbg !60
  %327 = extractelement <16 x float> %316, i64 10, !dbg !60
  %328 = extractelement <16 x float> %316, i64 11, !dbg !60
  %329 = extractelement <16 x float> %316, i64 12, !dbg !60
  %330 = extractelement <16 x float> %316, i64 13, !dbg !60
  %331 = extractelement <16 x float> %316, i64 14, !dbg !60
  %332 = extractelement <16 x float> %316, i64 15, !dbg !60
  %333 = add i32 %140, 16, !dbg !31
  %334 = icmp slt i32 %333, %24, !dbg !31
  br i1 %334, label %123, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %289
  %335 = fptrunc float %318 to half, !dbg !61
  %336 = fptrunc float %319 to half, !dbg !61
  %337 = fptrunc float %320 to half, !dbg !61
  %338 = fptrunc float %321 to half, !dbg !61
  %339 = fptrunc float %322 to half, !dbg !61
  %340 = fptrunc float %323 to half, !dbg !61
  %341 = fptrunc float %324 to half, !dbg !61
  %342 = fptrunc float %325 to half, !dbg !61
  %343 = fptrunc float %326 to half, !dbg !61
  %344 = fptrunc float %327 to half, !dbg !61
  %345 = fptrunc float %328 to half, !dbg !61
  %346 = fptrunc float %329 to half, !dbg !61
  %347 = fptrunc float %330 to half, !dbg !61
  %348 = fptrunc float %331 to half, !dbg !61
  %349 = fptrunc float %332 to half, !dbg !61
  %350 = fptrunc float %317 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %351 = phi half [ 0xH0000, %18 ], [ %350, %._crit_edge.loopexit ], !dbg !63
  %352 = phi half [ 0xH0000, %18 ], [ %335, %._crit_edge.loopexit ], !dbg !63
  %353 = phi half [ 0xH0000, %18 ], [ %336, %._crit_edge.loopexit ], !dbg !63
  %354 = phi half [ 0xH0000, %18 ], [ %337, %._crit_edge.loopexit ], !dbg !63
  %355 = phi half [ 0xH0000, %18 ], [ %338, %._crit_edge.loopexit ], !dbg !63
  %356 = phi half [ 0xH0000, %18 ], [ %339, %._crit_edge.loopexit ], !dbg !63
  %357 = phi half [ 0xH0000, %18 ], [ %340, %._crit_edge.loopexit ], !dbg !63
  %358 = phi half [ 0xH0000, %18 ], [ %341, %._crit_edge.loopexit ], !dbg !63
  %359 = phi half [ 0xH0000, %18 ], [ %342, %._crit_edge.loopexit ], !dbg !63
  %360 = phi half [ 0xH0000, %18 ], [ %343, %._crit_edge.loopexit ], !dbg !63
  %361 = phi half [ 0xH0000, %18 ], [ %344, %._crit_edge.loopexit ], !dbg !63
  %362 = phi half [ 0xH0000, %18 ], [ %345, %._crit_edge.loopexit ], !dbg !63
  %363 = phi half [ 0xH0000, %18 ], [ %346, %._crit_edge.loopexit ], !dbg !63
  %364 = phi half [ 0xH0000, %18 ], [ %347, %._crit_edge.loopexit ], !dbg !63
  %365 = phi half [ 0xH0000, %18 ], [ %348, %._crit_edge.loopexit ], !dbg !63
  %366 = phi half [ 0xH0000, %18 ], [ %349, %._crit_edge.loopexit ], !dbg !63
  %367 = mul i32 %7, %40, !dbg !62
  %368 = add i32 %367, %48, !dbg !64
  %369 = add i32 %367, %49, !dbg !64
  %370 = add i32 %367, %50, !dbg !64
  %371 = add i32 %367, %51, !dbg !64
  %372 = add i32 %367, %52, !dbg !64
  %373 = add i32 %367, %53, !dbg !64
  %374 = add i32 %367, %54, !dbg !64
  %375 = add i32 %367, %55, !dbg !64
  %376 = add i32 %367, %56, !dbg !64
  %377 = add i32 %367, %57, !dbg !64
  %378 = add i32 %367, %58, !dbg !64
  %379 = add i32 %367, %59, !dbg !64
  %380 = add i32 %367, %60, !dbg !64
  %381 = add i32 %367, %61, !dbg !64
  %382 = add i32 %367, %62, !dbg !64
  %383 = icmp slt i32 %40, %22, !dbg !65
  %384 = icmp slt i32 %47, %7, !dbg !66
  %385 = icmp slt i32 %48, %7, !dbg !66
  %386 = icmp slt i32 %49, %7, !dbg !66
  %387 = icmp slt i32 %50, %7, !dbg !66
  %388 = icmp slt i32 %51, %7, !dbg !66
  %389 = icmp slt i32 %52, %7, !dbg !66
  %390 = icmp slt i32 %53, %7, !dbg !66
  %391 = icmp slt i32 %54, %7, !dbg !66
  %392 = icmp slt i32 %55, %7, !dbg !66
  %393 = icmp slt i32 %56, %7, !dbg !66
  %394 = icmp slt i32 %57, %7, !dbg !66
  %395 = icmp slt i32 %58, %7, !dbg !66
  %396 = icmp slt i32 %59, %7, !dbg !66
  %397 = icmp slt i32 %60, %7, !dbg !66
  %398 = icmp slt i32 %61, %7, !dbg !66
  %399 = icmp slt i32 %62, %7, !dbg !66
  %400 = and i1 %384, %383, !dbg !67
  %401 = and i1 %385, %383, !dbg !67
  %402 = and i1 %386, %383, !dbg !67
  %403 = and i1 %387, %383, !dbg !67
  %404 = and i1 %388, %383, !dbg !67
  %405 = and i1 %389, %383, !dbg !67
  %406 = and i1 %390, %383, !dbg !67
  %407 = and i1 %391, %383, !dbg !67
  %408 = and i1 %392, %383, !dbg !67
  %409 = and i1 %393, %383, !dbg !67
  %410 = and i1 %394, %383, !dbg !67
  %411 = and i1 %395, %383, !dbg !67
  %412 = and i1 %396, %383, !dbg !67
  %413 = and i1 %397, %383, !dbg !67
  %414 = and i1 %398, %383, !dbg !67
  %415 = and i1 %399, %383, !dbg !67
  %416 = sext i32 %368 to i64, !dbg !68
  %417 = getelementptr half, ptr addrspace(1) %2, i64 %416, !dbg !68
  %418 = sext i32 %369 to i64, !dbg !68
  %419 = getelementptr half, ptr addrspace(1) %2, i64 %418, !dbg !68
  %420 = sext i32 %370 to i64, !dbg !68
  %421 = getelementptr half, ptr addrspace(1) %2, i64 %420, !dbg !68
  %422 = sext i32 %371 to i64, !dbg !68
  %423 = getelementptr half, ptr addrspace(1) %2, i64 %422, !dbg !68
  %424 = sext i32 %372 to i64, !dbg !68
  %425 = getelementptr half, ptr addrspace(1) %2, i64 %424, !dbg !68
  %426 = sext i32 %373 to i64, !dbg !68
  %427 = getelementptr half, ptr addrspace(1) %2, i64 %426, !dbg !68
  %428 = sext i32 %374 to i64, !dbg !68
  %429 = getelementptr half, ptr addrspace(1) %2, i64 %428, !dbg !68
  %430 = sext i32 %375 to i64, !dbg !68
  %431 = getelementptr half, ptr addrspace(1) %2, i64 %430, !dbg !68
  %432 = sext i32 %376 to i64, !dbg !68
  %433 = getelementptr half, ptr addrspace(1) %2, i64 %432, !dbg !68
  %434 = sext i32 %377 to i64, !dbg !68
  %435 = getelementptr half, ptr addrspace(1) %2, i64 %434, !dbg !68
  %436 = sext i32 %378 to i64, !dbg !68
  %437 = getelementptr half, ptr addrspace(1) %2, i64 %436, !dbg !68
  %438 = sext i32 %379 to i64, !dbg !68
  %439 = getelementptr half, ptr addrspace(1) %2, i64 %438, !dbg !68
  %440 = sext i32 %380 to i64, !dbg !68
  %441 = getelementptr half, ptr addrspace(1) %2, i64 %440, !dbg !68
  %442 = sext i32 %381 to i64, !dbg !68
  %443 = getelementptr half, ptr addrspace(1) %2, i64 %442, !dbg !68
  %444 = sext i32 %382 to i64, !dbg !68
  %445 = getelementptr half, ptr addrspace(1) %2, i64 %444, !dbg !68
  br i1 %400, label %446, label %451, !dbg !69

446:                                              ; preds = %._crit_edge
  %447 = add i32 %367, %47
  %448 = sext i32 %447 to i64
  %449 = getelementptr half, ptr addrspace(1) %2, i64 %448
  %450 = insertelement <1 x half> poison, half %351, i64 0
  store <1 x half> %450, ptr addrspace(1) %449, align 2, !dbg !69
  br label %451, !dbg !69

451:                                              ; preds = %446, %._crit_edge
  br i1 %401, label %452, label %454, !dbg !69

452:                                              ; preds = %451
  %453 = insertelement <1 x half> poison, half %352, i64 0
  store <1 x half> %453, ptr addrspace(1) %417, align 2, !dbg !69
  br label %454, !dbg !69

454:                                              ; preds = %452, %451
  br i1 %402, label %455, label %457, !dbg !69

455:                                              ; preds = %454
  %456 = insertelement <1 x half> poison, half %353, i64 0
  store <1 x half> %456, ptr addrspace(1) %419, align 2, !dbg !69
  br label %457, !dbg !69

457:                                              ; preds = %455, %454
  br i1 %403, label %458, label %460, !dbg !69

458:                                              ; preds = %457
  %459 = insertelement <1 x half> poison, half %354, i64 0
  store <1 x half> %459, ptr addrspace(1) %421, align 2, !dbg !69
  br label %460, !dbg !69

460:                                              ; preds = %458, %457
  br i1 %404, label %461, label %463, !dbg !69

461:                                              ; preds = %460
  %462 = insertelement <1 x half> poison, half %355, i64 0
  store <1 x half> %462, ptr addrspace(1) %423, align 2, !dbg !69
  br label %463, !dbg !69

463:                                              ; preds = %461, %460
  br i1 %405, label %464, label %466, !dbg !69

464:                                              ; preds = %463
  %465 = insertelement <1 x half> poison, half %356, i64 0
  store <1 x half> %465, ptr addrspace(1) %425, align 2, !dbg !69
  br label %466, !dbg !69

466:                                              ; preds = %464, %463
  br i1 %406, label %467, label %469, !dbg !69

467:                                              ; preds = %466
  %468 = insertelement <1 x half> poison, half %357, i64 0
  store <1 x half> %468, ptr addrspace(1) %427, align 2, !dbg !69
  br label %469, !dbg !69

469:                                              ; preds = %467, %466
  br i1 %407, label %470, label %472, !dbg !69

470:                                              ; preds = %469
  %471 = insertelement <1 x half> poison, half %358, i64 0
  store <1 x half> %471, ptr addrspace(1) %429, align 2, !dbg !69
  br label %472, !dbg !69

472:                                              ; preds = %470, %469
  br i1 %408, label %473, label %475, !dbg !69

473:                                              ; preds = %472
  %474 = insertelement <1 x half> poison, half %359, i64 0
  store <1 x half> %474, ptr addrspace(1) %431, align 2, !dbg !69
  br label %475, !dbg !69

475:                                              ; preds = %473, %472
  br i1 %409, label %476, label %478, !dbg !69

476:                                              ; preds = %475
  %477 = insertelement <1 x half> poison, half %360, i64 0
  store <1 x half> %477, ptr addrspace(1) %433, align 2, !dbg !69
  br label %478, !dbg !69

478:                                              ; preds = %476, %475
  br i1 %410, label %479, label %481, !dbg !69

479:                                              ; preds = %478
  %480 = insertelement <1 x half> poison, half %361, i64 0
  store <1 x half> %480, ptr addrspace(1) %435, align 2, !dbg !69
  br label %481, !dbg !69

481:                                              ; preds = %479, %478
  br i1 %411, label %482, label %484, !dbg !69

482:                                              ; preds = %481
  %483 = insertelement <1 x half> poison, half %362, i64 0
  store <1 x half> %483, ptr addrspace(1) %437, align 2, !dbg !69
  br label %484, !dbg !69

484:                                              ; preds = %482, %481
  br i1 %412, label %485, label %487, !dbg !69

485:                                              ; preds = %484
  %486 = insertelement <1 x half> poison, half %363, i64 0
  store <1 x half> %486, ptr addrspace(1) %439, align 2, !dbg !69
  br label %487, !dbg !69

487:                                              ; preds = %485, %484
  br i1 %413, label %488, label %490, !dbg !69

488:                                              ; preds = %487
  %489 = insertelement <1 x half> poison, half %364, i64 0
  store <1 x half> %489, ptr addrspace(1) %441, align 2, !dbg !69
  br label %490, !dbg !69

490:                                              ; preds = %488, %487
  br i1 %414, label %491, label %493, !dbg !69

491:                                              ; preds = %490
  %492 = insertelement <1 x half> poison, half %365, i64 0
  store <1 x half> %492, ptr addrspace(1) %443, align 2, !dbg !69
  br label %493, !dbg !69

493:                                              ; preds = %491, %490
  br i1 %415, label %494, label %496, !dbg !69

494:                                              ; preds = %493
  %495 = insertelement <1 x half> poison, half %366, i64 0
  store <1 x half> %495, ptr addrspace(1) %445, align 2, !dbg !69
  br label %496, !dbg !69

496:                                              ; preds = %494, %493
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

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
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
!17 = !DILocation(line: 51, column: 31, scope: !4)
!18 = !DILocation(line: 53, column: 23, scope: !4)
!19 = !DILocation(line: 54, column: 19, scope: !4)
!20 = !DILocation(line: 55, column: 18, scope: !4)
!21 = !DILocation(line: 56, column: 17, scope: !4)
!22 = !DILocation(line: 59, column: 35, scope: !4)
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
