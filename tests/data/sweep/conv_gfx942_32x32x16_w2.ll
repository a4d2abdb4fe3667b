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
  %28 = lshr i32 %26, 4, !dbg !14
  %29 = and i32 %28, 7, !dbg !14
  %30 = and i32 %26, 32, !dbg !14
  %31 = lshr exact i32 %30, 3, !dbg !14
  %32 = or disjoint i32 %25, %27, !dbg !15
  %33 = shl i32 %20, 5, !dbg !16
  %34 = or disjoint i32 %29, %33, !dbg !17
  %35 = or disjoint i32 %34, 8, !dbg !17
  %36 = or disjoint i32 %34, 16, !dbg !17
  %37 = or disjoint i32 %34, 24, !dbg !17
  %38 = or disjoint i32 %31, %33, !dbg !17
  %39 = or disjoint i32 %38, 1, !dbg !17
  %40 = or disjoint i32 %38, 2, !dbg !17
  %41 = or disjoint i32 %38, 3, !dbg !17
  %42 = or disjoint i32 %38, 8, !dbg !17
  %43 = or disjoint i32 %38, 9, !dbg !17
  %44 = or disjoint i32 %38, 10, !dbg !17
  %45 = or disjoint i32 %38, 11, !dbg !17
  %46 = or disjoint i32 %38, 16, !dbg !17
  %47 = or disjoint i32 %38, 17, !dbg !17
  %48 = or disjoint i32 %38, 18, !dbg !17
  %49 = or disjoint i32 %38, 19, !dbg !17
  %50 = or disjoint i32 %38, 24, !dbg !17
  %51 = or disjoint i32 %38, 25, !dbg !17
  %52 = or disjoint i32 %38, 26, !dbg !17
  %53 = or disjoint i32 %38, 27, !dbg !17
  %.frozen = freeze i32 %21, !dbg !18
  %54 = sdiv i32 %32, %.frozen, !dbg !18
  %55 = mul i32 %54, %.frozen, !dbg !19
  %.decomposed = sub i32 %32, %55, !dbg !19
  %.frozen55 = freeze i32 %11, !dbg !20
  %56 = sdiv i32 %.decomposed, %.frozen55, !dbg !20
  %57 = mul i32 %56, %.frozen55, !dbg !21
  %.decomposed56 = sub i32 %.decomposed, %57, !dbg !21
  %58 = and i32 %26, 96, !dbg !22
  %59 = lshr exact i32 %58, 3, !dbg !22
  %60 = and i32 %26, 15, !dbg !22
  %61 = mul i32 %56, %12, !dbg !23
  %62 = sub i32 %61, %14, !dbg !24
  %63 = mul i32 %.decomposed56, %13, !dbg !25
  %64 = sub i32 %63, %15, !dbg !26
  %65 = icmp slt i32 %32, %22, !dbg !27
  %66 = mul i32 %54, %4, !dbg !28
  %67 = mul i32 %24, %34, !dbg !29
  %68 = mul i32 %24, %35, !dbg !29
  %69 = mul i32 %24, %36, !dbg !29
  %70 = mul i32 %24, %37, !dbg !29
  %71 = icmp slt i32 %34, %7, !dbg !30
  %72 = icmp slt i32 %35, %7, !dbg !30
  %73 = icmp slt i32 %36, %7, !dbg !30
  %74 = icmp slt i32 %37, %7, !dbg !30
  %75 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %75, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !31

.._crit_edge_crit_edge:                           ; preds = %18
  %.pre = and i32 %26, 64, !dbg !32
  br label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %76 = shl nuw nsw i32 %60, 5
  %77 = shl nuw nsw i32 %26, 1
  %78 = and i32 %77, 24
  %79 = lshr exact i32 %58, 2
  %80 = and i32 %26, 16
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, i32 0, i32 520
  %83 = xor i32 %78, %79
  %84 = xor i32 %83, %82
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %85, i32 %84
  %87 = lshr exact i32 %30, 2
  %88 = xor i32 %87, %78
  %89 = xor i32 %88, %82
  %90 = or disjoint i32 %89, %76
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90
  %92 = xor i32 %90, 16
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92
  %94 = and i32 %77, 126
  %95 = and i32 %26, 64
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, i32 0, i32 136
  %98 = xor i32 %97, %94
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i32 512
  %101 = xor i32 %98, 272
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %102, i32 512
  %104 = shl nuw nsw i32 %27, 5
  %105 = or disjoint i32 %88, %104
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = xor i32 %105, 16
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  br label %109, !dbg !31

109:                                              ; preds = %.lr.ph, %275
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %303, %275 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %304, %275 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %305, %275 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %306, %275 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %307, %275 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %308, %275 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %309, %275 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %310, %275 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %311, %275 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %312, %275 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %313, %275 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %314, %275 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %315, %275 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %316, %275 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %317, %275 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %318, %275 ]
  %126 = phi i32 [ 0, %.lr.ph ], [ %319, %275 ]
  %127 = or disjoint i32 %126, %59, !dbg !33
  %128 = or disjoint i32 %127, 1, !dbg !33
  %129 = or disjoint i32 %127, 2, !dbg !33
  %130 = or disjoint i32 %127, 3, !dbg !33
  %131 = or disjoint i32 %126, %60, !dbg !33
  %.frozen57 = freeze i32 %127, !dbg !34
  %.frozen58 = freeze i32 %23, !dbg !34
  %132 = sdiv i32 %.frozen57, %.frozen58, !dbg !34
  %.frozen60 = freeze i32 %128, !dbg !34
  %.frozen61 = freeze i32 %23, !dbg !34
  %133 = sdiv i32 %.frozen60, %.frozen61, !dbg !34
  %.frozen63 = freeze i32 %129, !dbg !34
  %.frozen64 = freeze i32 %23, !dbg !34
  %134 = sdiv i32 %.frozen63, %.frozen64, !dbg !34
  %.frozen66 = freeze i32 %130, !dbg !34
  %.frozen67 = freeze i32 %23, !dbg !34
  %135 = sdiv i32 %.frozen66, %.frozen67, !dbg !34
  %136 = mul i32 %132, %.frozen58, !dbg !35
  %.decomposed59 = sub i32 %.frozen57, %136, !dbg !35
  %137 = mul i32 %133, %.frozen61, !dbg !35
  %.decomposed62 = sub i32 %.frozen60, %137, !dbg !35
  %138 = mul i32 %134, %.frozen64, !dbg !35
  %.decomposed65 = sub i32 %.frozen63, %138, !dbg !35
  %139 = mul i32 %135, %.frozen67, !dbg !35
  %.decomposed68 = sub i32 %.frozen66, %139, !dbg !35
  %.frozen75 = freeze i32 %6, !dbg !36
  %140 = sdiv i32 %.decomposed59, %.frozen75, !dbg !36
  %.frozen69 = freeze i32 %6, !dbg !36
  %141 = sdiv i32 %.decomposed62, %.frozen69, !dbg !36
  %.frozen71 = freeze i32 %6, !dbg !36
  %142 = sdiv i32 %.decomposed65, %.frozen71, !dbg !36
  %.frozen73 = freeze i32 %6, !dbg !36
  %143 = sdiv i32 %.decomposed68, %.frozen73, !dbg !36
  %144 = mul i32 %141, %.frozen69, !dbg !37
  %.decomposed70 = sub i32 %.decomposed62, %144, !dbg !37
  %145 = mul i32 %142, %.frozen71, !dbg !37
  %.decomposed72 = sub i32 %.decomposed65, %145, !dbg !37
  %146 = mul i32 %143, %.frozen73, !dbg !37
  %.decomposed74 = sub i32 %.decomposed68, %146, !dbg !37
  %147 = add i32 %132, %62, !dbg !38
  %148 = add i32 %133, %62, !dbg !38
  %149 = add i32 %134, %62, !dbg !38
  %150 = add i32 %135, %62, !dbg !38
  %151 = add i32 %140, %64, !dbg !39
  %152 = add i32 %141, %64, !dbg !39
  %153 = add i32 %142, %64, !dbg !39
  %154 = add i32 %143, %64, !dbg !39
  %155 = icmp slt i32 %127, %24, !dbg !40
  %156 = icmp slt i32 %128, %24, !dbg !40
  %157 = icmp slt i32 %129, %24, !dbg !40
  %158 = icmp slt i32 %130, %24, !dbg !40
  %159 = icmp sgt i32 %147, -1, !dbg !41
  %160 = icmp sgt i32 %148, -1, !dbg !41
  %161 = icmp sgt i32 %149, -1, !dbg !41
  %162 = icmp sgt i32 %150, -1, !dbg !41
  %163 = and i1 %155, %159, !dbg !42
  %164 = and i1 %156, %160, !dbg !42
  %165 = and i1 %157, %161, !dbg !42
  %166 = and i1 %158, %162, !dbg !42
  %167 = icmp slt i32 %147, %4, !dbg !43
  %168 = icmp slt i32 %148, %4, !dbg !43
  %169 = icmp slt i32 %149, %4, !dbg !43
  %170 = icmp slt i32 %150, %4, !dbg !43
  %171 = and i1 %167, %163, !dbg !44
  %172 = and i1 %168, %164, !dbg !44
  %173 = and i1 %169, %165, !dbg !44
  %174 = and i1 %170, %166, !dbg !44
  %175 = icmp sgt i32 %151, -1, !dbg !45
  %176 = icmp sgt i32 %152, -1, !dbg !45
  %177 = icmp sgt i32 %153, -1, !dbg !45
  %178 = icmp sgt i32 %154, -1, !dbg !45
  %179 = and i1 %171, %175, !dbg !46
  %180 = and i1 %172, %176, !dbg !46
  %181 = and i1 %173, %177, !dbg !46
  %182 = and i1 %174, %178, !dbg !46
  %183 = icmp slt i32 %151, %5, !dbg !47
  %184 = icmp slt i32 %152, %5, !dbg !47
  %185 = icmp slt i32 %153, %5, !dbg !47
  %186 = icmp slt i32 %154, %5, !dbg !47
  %187 = and i1 %183, %179, !dbg !48
  %188 = and i1 %65, %187, !dbg !48
  %189 = and i1 %184, %180, !dbg !48
  %190 = and i1 %65, %189, !dbg !48
  %191 = and i1 %185, %181, !dbg !48
  %192 = and i1 %65, %191, !dbg !48
  %193 = and i1 %186, %182, !dbg !48
  %194 = and i1 %65, %193, !dbg !48
  %195 = add i32 %148, %66, !dbg !49
  %196 = add i32 %149, %66, !dbg !49
  %197 = add i32 %150, %66, !dbg !49
  %198 = mul i32 %195, %5, !dbg !50
  %199 = mul i32 %196, %5, !dbg !50
  %200 = mul i32 %197, %5, !dbg !50
  %201 = add i32 %152, %198, !dbg !51
  %202 = add i32 %153, %199, !dbg !51
  %203 = add i32 %154, %200, !dbg !51
  %204 = mul i32 %201, %6, !dbg !52
  %205 = mul i32 %202, %6, !dbg !52
  %206 = mul i32 %203, %6, !dbg !52
  %207 = add i32 %204, %.decomposed70, !dbg !53
  %208 = add i32 %205, %.decomposed72, !dbg !53
  %209 = add i32 %206, %.decomposed74, !dbg !53
  %210 = sext i32 %207 to i64, !dbg !54
  %211 = getelementptr half, ptr addrspace(1) %0, i64 %210, !dbg !54
  %212 = sext i32 %208 to i64, !dbg !54
  %213 = getelementptr half, ptr addrspace(1) %0, i64 %212, !dbg !54
  %214 = sext i32 %209 to i64, !dbg !54
  %215 = getelementptr half, ptr addrspace(1) %0, i64 %214, !dbg !54
  br i1 %188, label %216, label %226, !dbg !55

216:                                              ; preds = %109
  %217 = add i32 %147, %66, !dbg !49
  %218 = mul i32 %217, %5, !dbg !50
  %219 = add i32 %151, %218, !dbg !51
  %220 = mul i32 %219, %6, !dbg !52
  %221 = mul i32 %140, %.frozen75, !dbg !37
  %.decomposed76 = sub i32 %.decomposed59, %221, !dbg !37
  %222 = add i32 %.decomposed76, %220, !dbg !53
  %223 = sext i32 %222 to i64, !dbg !54
  %224 = getelementptr half, ptr addrspace(1) %0, i64 %223, !dbg !54
  %225 = load <1 x half>, ptr addrspace(1) %224, align 2, !dbg !55
  br label %226, !dbg !55

226:                                              ; preds = %216, %109
  %227 = phi <1 x half> [ %225, %216 ], [ zeroinitializer, %109 ], !dbg !55
  %228 = extractelement <1 x half> %227, i64 0, !dbg !55
  br i1 %190, label %229, label %231, !dbg !55

229:                                              ; preds = %226
  %230 = load <1 x half>, ptr addrspace(1) %211, align 2, !dbg !55
  br label %231, !dbg !55

231:                                              ; preds = %229, %226
  %232 = phi <1 x half> [ %230, %229 ], [ zeroinitializer, %226 ], !dbg !55
  %233 = extractelement <1 x half> %232, i64 0, !dbg !55
  br i1 %192, label %234, label %236, !dbg !55

234:                                              ; preds = %231
  %235 = load <1 x half>, ptr addrspace(1) %213, align 2, !dbg !55
  br label %236, !dbg !55

236:                                              ; preds = %234, %231
  %237 = phi <1 x half> [ %235, %234 ], [ zeroinitializer, %231 ], !dbg !55
  %238 = extractelement <1 x half> %237, i64 0, !dbg !55
  br i1 %194, label %239, label %241, !dbg !55

239:                                              ; preds = %236
  %240 = load <1 x half>, ptr addrspace(1) %215, align 2, !dbg !55
  br label %241, !dbg !55

241:                                              ; preds = %239, %236
  %242 = phi <1 x half> [ %240, %239 ], [ zeroinitializer, %236 ], !dbg !55
  %243 = extractelement <1 x half> %242, i64 0, !dbg !55
  %244 = add i32 %131, %68, !dbg !56
  %245 = add i32 %131, %69, !dbg !56
  %246 = add i32 %131, %70, !dbg !56
  %247 = icmp slt i32 %131, %24, !dbg !57
  %248 = and i1 %71, %247, !dbg !58
  %249 = and i1 %72, %247, !dbg !58
  %250 = and i1 %73, %247, !dbg !58
  %251 = and i1 %74, %247, !dbg !58
  %252 = sext i32 %244 to i64, !dbg !59
  %253 = getelementptr half, ptr addrspace(1) %1, i64 %252, !dbg !59
  %254 = sext i32 %245 to i64, !dbg !59
  %255 = getelementptr half, ptr addrspace(1) %1, i64 %254, !dbg !59
  %256 = sext i32 %246 to i64, !dbg !59
  %257 = getelementptr half, ptr addrspace(1) %1, i64 %256, !dbg !59
  br i1 %248, label %258, label %263, !dbg !60

258:                                              ; preds = %241
  %259 = add i32 %131, %67
  %260 = sext i32 %259 to i64
  %261 = getelementptr half, ptr addrspace(1) %1, i64 %260
  %262 = load <1 x half>, ptr addrspace(1) %261, align 2, !dbg !60
  br label %263, !dbg !60

263:                                              ; preds = %258, %241
  %264 = phi <1 x half> [ %262, %258 ], [ zeroinitializer, %241 ], !dbg !60
  br i1 %249, label %265, label %267, !dbg !60

265:                                              ; preds = %263
  %266 = load <1 x half>, ptr addrspace(1) %253, align 2, !dbg !60
  br label %267, !dbg !60

267:                                              ; preds = %265, %263
  %268 = phi <1 x half> [ %266, %265 ], [ zeroinitializer, %263 ], !dbg !60
  br i1 %250, label %269, label %271, !dbg !60

269:                                              ; preds = %267
  %270 = load <1 x half>, ptr addrspace(1) %255, align 2, !dbg !60
  br label %271, !dbg !60

271:                                              ; preds = %269, %267
  %272 = phi <1 x half> [ %270, %269 ], [ zeroinitializer, %267 ], !dbg !60
  br i1 %251, label %273, label %275, !dbg !60

273:                                              ; preds = %271
  %274 = load <1 x half>, ptr addrspace(1) %257, align 2, !dbg !60
  br label %275, !dbg !60

275:                                              ; preds = %273, %271
  %276 = phi <1 x half> [ %274, %273 ], [ zeroinitializer, %271 ], !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %277 = insertelement <4 x half> poison, half %228, i64 0, !dbg !55
  %278 = insertelement <4 x half> %277, half %233, i64 1, !dbg !55
  %279 = insertelement <4 x half> %278, half %238, i64 2, !dbg !55
  %280 = insertelement <4 x half> %279, half %243, i64 3, !dbg !55
  store <4 x half> %280, ptr addrspace(3) %86, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %281 = load <4 x half>, ptr addrspace(3) %91, align 8, !dbg !55
  %282 = load <4 x half>, ptr addrspace(3) %93, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  store <1 x half> %264, ptr addrspace(3) %99, align 2, !dbg !60
  store <1 x half> %272, ptr addrspace(3) %100, align 2, !dbg !60
  store <1 x half> %268, ptr addrspace(3) %102, align 2, !dbg !60
  store <1 x half> %276, ptr addrspace(3) %103, align 2, !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  %283 = load <4 x half>, ptr addrspace(3) %106, align 8, !dbg !60
  %284 = load <4 x half>, ptr addrspace(3) %108, align 8, !dbg !60
  %285 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %110, i64 0, !dbg !61
  %286 = insertelement <16 x float> %285, float %111, i64 1, !dbg !61
  %287 = insertelement <16 x float> %286, float %112, i64 2, !dbg !61
  %288 = insertelement <16 x float> %287, float %113, i64 3, !dbg !61
  %289 = insertelement <16 x float> %288, float %114, i64 4, !dbg !61
  %290 = insertelement <16 x float> %289, float %115, i64 5, !dbg !61
  %291 = insertelement <16 x float> %290, float %116, i64 6, !dbg !61
  %292 = insertelement <16 x float> %291, float %117, i64 7, !dbg !61
  %293 = insertelement <16 x float> %292, float %118, i64 8, !dbg !61
  %294 = insertelement <16 x float> %293, float %119, i64 9, !dbg !61
  %295 = insertelement <16 x float> %294, float %120, i64 10, !dbg !61
  %296 = insertelement <16 x float> %295, float %121, i64 11, !dbg !61
  %297 = insertelement <16 x float> %296, float %122, i64 12, !dbg !61
  %298 = insertelement <16 x float> %297, float %123, i64 13, !dbg !61
  %299 = insertelement <16 x float> %298, float %124, i64 14, !dbg !61
  %300 = insertelement <16 x float> %299, float %125, i64 15, !dbg !61
  %301 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %283, <4 x half> %281, <16 x float> %300, i32 0, i32 0, i32 0), !dbg !61
  %302 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %284, <4 x half> %282, <16 x float> %301, i32 0, i32 0, i32 0), !dbg !61
  %303 = extractelement <16 x float> %302, i64 0, !dbg !61
  %304 = extractelement <16 x float> %302, i64 1, !dbg !61
  %305 = extractelement <16 x float> %302, i64 2, !dbg !61
  %306 = extractelement <16 x float> %302, i64 3, !dbg !61
  %307 = extractelement <16 x float> %302, i64 4, !dbg !61
  %308 = extractelement <16 x float> %302, i64 5, !dbg !61
  %309 = extractelement <16 x float> %302, i64 6, !dbg !61
  %310 = extractelement <16 x float> %302, i64 7, !dbg !61
  %311 = extractelement <16 x float> %302, i64 8, !dbg !61
  %312 = extractelement <16 x float> %302, i64 9, !dbg !61
  %313 = extractelement <16 x float> %302, i64 10, !dbg !61
  %314 = extractelement <16 x float> %302, i64 11, !dbg !61
  %315 = extractelement <16 x float> %302, i64 12, !dbg !61
  %316 = extractelement <16 x float> %302, i64 13, !dbg !61
  %317 = extractelement <16 x float> %302, i64 14, !dbg !61
  %318 = extractelement <16 x float> %302, i64 15, !dbg !61
  %319 = add i32 %126, 16, !dbg !31
  %320 = icmp slt i32 %319, %24, !dbg !31
  br i1 %320, label %109, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %275
  %321 = fptrunc float %304 to half, !dbg !62
  %322 = fptrunc float %305 to half, !dbg !62
  %323 = fptrunc float %306 to half, !dbg !62
  %324 = fptrunc float %307 to half, !dbg !62
  %325 = fptrunc float %308 to half, !dbg !62
  %326 = fptrunc float %309 to half, !dbg !62
  %327 = fptrunc float %310 to half, !dbg !62
  %328 = fptrunc float %311 to half, !dbg !62
  %329 = fptrunc float %312 to half, !dbg !62
  %330 = fptrunc float %313 to half, !dbg !62
  %331 = fptrunc float %314 to half, !dbg !62
  %332 = fptrunc float %315 to half, !dbg !62
  %333 = fptrunc float %316 to half, !dbg !62
  %334 = fptrunc float %317 to half, !dbg !62
  %335 = fptrunc float %318 to half, !dbg !62
  %336 = fptrunc float %303 to half
  br label %._crit_edge, !dbg !63

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %95, %._crit_edge.loopexit ], !dbg !32
  %337 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %336, %._crit_edge.loopexit ], !dbg !64
  %338 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %321, %._crit_edge.loopexit ], !dbg !64
  %339 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %322, %._crit_edge.loopexit ], !dbg !64
  %340 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %323, %._crit_edge.loopexit ], !dbg !64
  %341 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %324, %._crit_edge.loopexit ], !dbg !64
  %342 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %325, %._crit_edge.loopexit ], !dbg !64
  %343 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %326, %._crit_edge.loopexit ], !dbg !64
  %344 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %327, %._crit_edge.loopexit ], !dbg !64
  %345 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %328, %._crit_edge.loopexit ], !dbg !64
  %346 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %329, %._crit_edge.loopexit ], !dbg !64
  %347 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %330, %._crit_edge.loopexit ], !dbg !64
  %348 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %331, %._crit_edge.loopexit ], !dbg !64
  %349 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %332, %._crit_edge.loopexit ], !dbg !64
  %350 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %333, %._crit_edge.loopexit ], !dbg !64
  %351 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %334, %._crit_edge.loopexit ], !dbg !64
  %352 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %335, %._crit_edge.loopexit ], !dbg !64
  %353 = mul i32 %7, %32, !dbg !63
  %354 = add i32 %353, %39, !dbg !65
  %355 = add i32 %353, %40, !dbg !65
  %356 = add i32 %353, %41, !dbg !65
  %357 = add i32 %353, %42, !dbg !65
  %358 = add i32 %353, %43, !dbg !65
  %359 = add i32 %353, %44, !dbg !65
  %360 = add i32 %353, %45, !dbg !65
  %361 = add i32 %353, %46, !dbg !65
  %362 = add i32 %353, %47, !dbg !65
  %363 = add i32 %353, %48, !dbg !65
  %364 = add i32 %353, %49, !dbg !65
  %365 = add i32 %353, %50, !dbg !65
  %366 = add i32 %353, %51, !dbg !65
  %367 = add i32 %353, %52, !dbg !65
  %368 = add i32 %353, %53, !dbg !65
  %369 = icmp slt i32 %38, %7, !dbg !66
  %370 = icmp slt i32 %39, %7, !dbg !66
  %371 = icmp slt i32 %40, %7, !dbg !66
  %372 = icmp slt i32 %41, %7, !dbg !66
  %373 = icmp slt i32 %42, %7, !dbg !66
  %374 = icmp slt i32 %43, %7, !dbg !66
  %375 = icmp slt i32 %44, %7, !dbg !66
  %376 = icmp slt i32 %45, %7, !dbg !66
  %377 = icmp slt i32 %46, %7, !dbg !66
  %378 = icmp slt i32 %47, %7, !dbg !66
  %379 = icmp slt i32 %48, %7, !dbg !66
  %380 = icmp slt i32 %49, %7, !dbg !66
  %381 = icmp slt i32 %50, %7, !dbg !66
  %382 = icmp slt i32 %51, %7, !dbg !66
  %383 = icmp slt i32 %52, %7, !dbg !66
  %384 = icmp slt i32 %53, %7, !dbg !66
  %385 = and i1 %369, %65, !dbg !67
  %386 = and i1 %370, %65, !dbg !67
  %387 = and i1 %371, %65, !dbg !67
  %388 = and i1 %372, %65, !dbg !67
  %389 = and i1 %373, %65, !dbg !67
  %390 = and i1 %374, %65, !dbg !67
  %391 = and i1 %375, %65, !dbg !67
  %392 = and i1 %376, %65, !dbg !67
  %393 = and i1 %377, %65, !dbg !67
  %394 = and i1 %378, %65, !dbg !67
  %395 = and i1 %379, %65, !dbg !67
  %396 = and i1 %380, %65, !dbg !67
  %397 = and i1 %381, %65, !dbg !67
  %398 = and i1 %382, %65, !dbg !67
  %399 = and i1 %383, %65, !dbg !67
  %400 = and i1 %384, %65, !dbg !67
  %401 = sext i32 %354 to i64, !dbg !68
  %402 = getelementptr half, ptr addrspace(1) %2, i64 %401, !dbg !68
  %403 = sext i32 %355 to i64, !dbg !68
  %404 = getelementptr half, ptr addrspace(1) %2, i64 %403, !dbg !68
  %405 = sext i32 %356 to i64, !dbg !68
  %406 = getelementptr half, ptr addrspace(1) %2, i64 %405, !dbg !68
  %407 = sext i32 %357 to i64, !dbg !68
  %408 = getelementptr half, ptr addrspace(1) %2, i64 %407, !dbg !68
  %409 = sext i32 %358 to i64, !dbg !68
  %410 = getelementptr half, ptr addrspace(1) %2, i64 %409, !dbg !68
  %411 = sext i32 %359 to i64, !dbg !68
  %412 = getelementptr half, ptr addrspace(1) %2, i64 %411, !dbg !68
  %413 = sext i32 %360 to i64, !dbg !68
  %414 = getelementptr half, ptr addrspace(1) %2, i64 %413, !dbg !68
  %415 = sext i32 %361 to i64, !dbg !68
  %416 = getelementptr half, ptr addrspace(1) %2, i64 %415, !dbg !68
  %417 = sext i32 %362 to i64, !dbg !68
  %418 = getelementptr half, ptr addrspace(1) %2, i64 %417, !dbg !68
  %419 = sext i32 %363 to i64, !dbg !68
  %420 = getelementptr half, ptr addrspace(1) %2, i64 %419, !dbg !68
  %421 = sext i32 %364 to i64, !dbg !68
  %422 = getelementptr half, ptr addrspace(1) %2, i64 %421, !dbg !68
  %423 = sext i32 %365 to i64, !dbg !68
  %424 = getelementptr half, ptr addrspace(1) %2, i64 %423, !dbg !68
  %425 = sext i32 %366 to i64, !dbg !68
  %426 = getelementptr half, ptr addrspace(1) %2, i64 %425, !dbg !68
  %427 = sext i32 %367 to i64, !dbg !68
  %428 = getelementptr half, ptr addrspace(1) %2, i64 %427, !dbg !68
  %429 = sext i32 %368 to i64, !dbg !68
  %430 = getelementptr half, ptr addrspace(1) %2, i64 %429, !dbg !68
  %431 = icmp eq i32 %.pre-phi, 0, !dbg !32
  %432 = and i1 %431, %385, !dbg !32
  br i1 %432, label %433, label %438, !dbg !32

433:                                              ; preds = %._crit_edge
  %434 = add i32 %353, %38
  %435 = sext i32 %434 to i64
  %436 = getelementptr half, ptr addrspace(1) %2, i64 %435
  %437 = insertelement <1 x half> poison, half %337, i64 0
  store <1 x half> %437, ptr addrspace(1) %436, align 2, !dbg !32
  br label %438, !dbg !32

438:                                              ; preds = %433, %._crit_edge
  %439 = and i1 %431, %386, !dbg !32
  br i1 %439, label %440, label %442, !dbg !32

440:                                              ; preds = %438
  %441 = insertelement <1 x half> poison, half %338, i64 0
  store <1 x half> %441, ptr addrspace(1) %402, align 2, !dbg !32
  br label %442, !dbg !32

442:                                              ; preds = %440, %438
  %443 = and i1 %431, %387, !dbg !32
  br i1 %443, label %444, label %446, !dbg !32

444:                                              ; preds = %442
  %445 = insertelement <1 x half> poison, half %339, i64 0
  store <1 x half> %445, ptr addrspace(1) %404, align 2, !dbg !32
  br label %446, !dbg !32

446:                                              ; preds = %444, %442
  %447 = and i1 %431, %388, !dbg !32
  br i1 %447, label %448, label %450, !dbg !32

448:                                              ; preds = %446
  %449 = insertelement <1 x half> poison, half %340, i64 0
  store <1 x half> %449, ptr addrspace(1) %406, align 2, !dbg !32
  br label %450, !dbg !32

450:                                              ; preds = %448, %446
  %451 = and i1 %431, %389, !dbg !32
  br i1 %451, label %452, label %454, !dbg !32

452:                                              ; preds = %450
  %453 = insertelement <1 x half> poison, half %341, i64 0
  store <1 x half> %453, ptr addrspace(1) %408, align 2, !dbg !32
  br label %454, !dbg !32

454:                                              ; preds = %452, %450
  %455 = and i1 %431, %390, !dbg !32
  br i1 %455, label %456, label %458, !dbg !32

456:                                              ; preds = %454
  %457 = insertelement <1 x half> poison, half %342, i64 0
  store <1 x half> %457, ptr addrspace(1) %410, align 2, !dbg !32
  br label %458, !dbg !32

458:                                              ; preds = %456, %454
  %459 = and i1 %431, %391, !dbg !32
  br i1 %459, label %460, label %462, !dbg !32

460:                                              ; preds = %458
  %461 = insertelement <1 x half> poison, half %343, i64 0
  store <1 x half> %461, ptr addrspace(1) %412, align 2, !dbg !32
  br label %462, !dbg !32

462:                                              ; preds = %460, %458
  %463 = and i1 %431, %392, !dbg !32
  br i1 %463, label %464, label %466, !dbg !32

464:                                              ; preds = %462
  %465 = insertelement <1 x half> poison, half %344, i64 0
  store <1 x half> %465, ptr addrspace(1) %414, align 2, !dbg !32
  br label %466, !dbg !32

466:                                              ; preds = %464, %462
  %467 = and i1 %431, %393, !dbg !32
  br i1 %467, label %468, label %470, !dbg !32

468:                                              ; preds = %466
  %469 = insertelement <1 x half> poison, half %345, i64 0
  store <1 x half> %469, ptr addrspace(1) %416, align 2, !dbg !32
  br label %470, !dbg !32

470:                                              ; preds = %468, %466
  %471 = and i1 %431, %394, !dbg !32
  br i1 %471, label %472, label %474, !dbg !32

472:                                              ; preds = %470
  %473 = insertelement <1 x half> poison, half %346, i64 0
  store <1 x half> %473, ptr addrspace(1) %418, align 2, !dbg !32
  br label %474, !dbg !32

474:                                              ; preds = %472, %470
  %475 = and i1 %431, %395, !dbg !32
  br i1 %475, label %476, label %478, !dbg !32

476:                                              ; preds = %474
  %477 = insertelement <1 x half> poison, half %347, i64 0
  store <1 x half> %477, ptr addrspace(1) %420, align 2, !dbg !32
  br label %478, !dbg !32

478:                                              ; preds = %476, %474
  %479 = and i1 %431, %396, !dbg !32
  br i1 %479, label %480, label %482, !dbg !32

480:                                              ; preds = %478
  %481 = insertelement <1 x half> poison, half %348, i64 0
  store <1 x half> %481, ptr addrspace(1) %422, align 2, !dbg !32
  br label %482, !dbg !32

482:                                              ; preds = %480, %478
  %483 = and i1 %431, %397, !dbg !32
  br i1 %483, label %484, label %486, !dbg !32

484:                                              ; preds = %482
  %485 = insertelement <1 x half> poison, half %349, i64 0
  store <1 x half> %485, ptr addrspace(1) %424, align 2, !dbg !32
  br label %486, !dbg !32

486:                                              ; preds = %484, %482
  %487 = and i1 %431, %398, !dbg !32
  br i1 %487, label %488, label %490, !dbg !32

488:                                              ; preds = %486
  %489 = insertelement <1 x half> poison, half %350, i64 0
  store <1 x half> %489, ptr addrspace(1) %426, align 2, !dbg !32
  br label %490, !dbg !32

490:                                              ; preds = %488, %486
  %491 = and i1 %431, %399, !dbg !32
  br i1 %491, label %492, label %494, !dbg !32

492:                                              ; preds = %490
  %493 = insertelement <1 x half> poison, half %351, i64 0
  store <1 x half> %493, ptr addrspace(1) %428, align 2, !dbg !32
  br label %494, !dbg !32

494:                                              ; preds = %492, %490
  %495 = and i1 %431, %400, !dbg !32
  br i1 %495, label %496, label %498, !dbg !32

496:                                              ; preds = %494
  %497 = insertelement <1 x half> poison, half %352, i64 0
  store <1 x half> %497, ptr addrspace(1) %430, align 2, !dbg !32
  br label %498, !dbg !32

498:                                              ; preds = %496, %494
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
!32 = !DILocation(line: 79, column: 28, scope: !4)
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
!69 = !DILocation(line: 79, column: 4, scope: !4)
