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
  %33 = lshr exact i32 %28, 4, !dbg !14
  %34 = or disjoint i32 %25, %27, !dbg !15
  %35 = shl i32 %20, 4, !dbg !16
  %36 = or disjoint i32 %33, %35, !dbg !17
  %37 = or disjoint i32 %36, 4, !dbg !17
  %38 = or disjoint i32 %36, 8, !dbg !17
  %39 = or disjoint i32 %36, 12, !dbg !17
  %40 = or disjoint i32 %29, %35, !dbg !17
  %41 = or disjoint i32 %30, %35, !dbg !17
  %42 = or disjoint i32 %31, %35, !dbg !17
  %43 = or disjoint i32 %32, %35, !dbg !17
  %.frozen = freeze i32 %21, !dbg !18
  %44 = sdiv i32 %34, %.frozen, !dbg !18
  %45 = mul i32 %44, %.frozen, !dbg !19
  %.decomposed = sub i32 %34, %45, !dbg !19
  %.frozen19 = freeze i32 %11, !dbg !20
  %46 = sdiv i32 %.decomposed, %.frozen19, !dbg !20
  %47 = mul i32 %46, %.frozen19, !dbg !21
  %.decomposed20 = sub i32 %.decomposed, %47, !dbg !21
  %48 = mul i32 %46, %12, !dbg !22
  %49 = sub i32 %48, %14, !dbg !23
  %50 = mul i32 %.decomposed20, %13, !dbg !24
  %51 = sub i32 %50, %15, !dbg !25
  %52 = icmp slt i32 %34, %22, !dbg !26
  %53 = mul i32 %44, %4, !dbg !27
  %54 = mul i32 %24, %36, !dbg !28
  %55 = mul i32 %24, %37, !dbg !28
  %56 = mul i32 %24, %38, !dbg !28
  %57 = mul i32 %24, %39, !dbg !28
  %58 = icmp slt i32 %36, %7, !dbg !29
  %59 = icmp slt i32 %37, %7, !dbg !29
  %60 = icmp slt i32 %38, %7, !dbg !29
  %61 = icmp slt i32 %39, %7, !dbg !29
  %62 = icmp sgt i32 %24, 0, !dbg !30
  br i1 %62, label %.lr.ph, label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %18
  %63 = shl nuw nsw i32 %27, 5
  %64 = shl nuw nsw i32 %26, 1
  %65 = and i32 %64, 24
  %66 = lshr exact i32 %28, 1
  %67 = xor i32 %65, %66
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 %67
  %70 = and i32 %64, 126
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70
  %72 = xor i32 %70, 136
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %72
  %74 = xor i32 %70, 272
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74
  %76 = xor i32 %70, 408
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  br label %78, !dbg !30

78:                                               ; preds = %.lr.ph, %232
  %79 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %232 ]
  %80 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %232 ]
  %81 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %232 ]
  %82 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %232 ]
  %83 = phi i32 [ 0, %.lr.ph ], [ %249, %232 ]
  %84 = or disjoint i32 %83, %29, !dbg !31
  %85 = or disjoint i32 %83, %30, !dbg !31
  %86 = or disjoint i32 %83, %31, !dbg !31
  %87 = or disjoint i32 %83, %32, !dbg !31
  %88 = or disjoint i32 %83, %27, !dbg !31
  %.frozen21 = freeze i32 %84, !dbg !32
  %.frozen22 = freeze i32 %23, !dbg !32
  %89 = sdiv i32 %.frozen21, %.frozen22, !dbg !32
  %.frozen24 = freeze i32 %85, !dbg !32
  %.frozen25 = freeze i32 %23, !dbg !32
  %90 = sdiv i32 %.frozen24, %.frozen25, !dbg !32
  %.frozen27 = freeze i32 %86, !dbg !32
  %.frozen28 = freeze i32 %23, !dbg !32
  %91 = sdiv i32 %.frozen27, %.frozen28, !dbg !32
  %.frozen30 = freeze i32 %87, !dbg !32
  %.frozen31 = freeze i32 %23, !dbg !32
  %92 = sdiv i32 %.frozen30, %.frozen31, !dbg !32
  %93 = mul i32 %89, %.frozen22, !dbg !33
  %.decomposed23 = sub i32 %.frozen21, %93, !dbg !33
  %94 = mul i32 %90, %.frozen25, !dbg !33
  %.decomposed26 = sub i32 %.frozen24, %94, !dbg !33
  %95 = mul i32 %91, %.frozen28, !dbg !33
  %.decomposed29 = sub i32 %.frozen27, %95, !dbg !33
  %96 = mul i32 %92, %.frozen31, !dbg !33
  %.decomposed32 = sub i32 %.frozen30, %96, !dbg !33
  %.frozen39 = freeze i32 %6, !dbg !34
  %97 = sdiv i32 %.decomposed23, %.frozen39, !dbg !34
  %.frozen33 = freeze i32 %6, !dbg !34
  %98 = sdiv i32 %.decomposed26, %.frozen33, !dbg !34
  %.frozen35 = freeze i32 %6, !dbg !34
  %99 = sdiv i32 %.decomposed29, %.frozen35, !dbg !34
  %.frozen37 = freeze i32 %6, !dbg !34
  %100 = sdiv i32 %.decomposed32, %.frozen37, !dbg !34
  %101 = mul i32 %98, %.frozen33, !dbg !35
  %.decomposed34 = sub i32 %.decomposed26, %101, !dbg !35
  %102 = mul i32 %99, %.frozen35, !dbg !35
  %.decomposed36 = sub i32 %.decomposed29, %102, !dbg !35
  %103 = mul i32 %100, %.frozen37, !dbg !35
  %.decomposed38 = sub i32 %.decomposed32, %103, !dbg !35
  %104 = add i32 %89, %49, !dbg !36
  %105 = add i32 %90, %49, !dbg !36
  %106 = add i32 %91, %49, !dbg !36
  %107 = add i32 %92, %49, !dbg !36
  %108 = add i32 %97, %51, !dbg !37
  %109 = add i32 %98, %51, !dbg !37
  %110 = add i32 %99, %51, !dbg !37
  %111 = add i32 %100, %51, !dbg !37
  %112 = icmp slt i32 %84, %24, !dbg !38
  %113 = icmp slt i32 %85, %24, !dbg !38
  %114 = icmp slt i32 %86, %24, !dbg !38
  %115 = icmp slt i32 %87, %24, !dbg !38
  %116 = icmp sgt i32 %104, -1, !dbg !39
  %117 = icmp sgt i32 %105, -1, !dbg !39
  %118 = icmp sgt i32 %106, -1, !dbg !39
  %119 = icmp sgt i32 %107, -1, !dbg !39
  %120 = and i1 %112, %116, !dbg !40
  %121 = and i1 %113, %117, !dbg !40
  %122 = and i1 %114, %118, !dbg !40
  %123 = and i1 %115, %119, !dbg !40
  %124 = icmp slt i32 %104, %4, !dbg !41
  %125 = icmp slt i32 %105, %4, !dbg !41
  %126 = icmp slt i32 %106, %4, !dbg !41
  %127 = icmp slt i32 %107, %4, !dbg !41
  %128 = and i1 %124, %120, !dbg !42
  %129 = and i1 %125, %121, !dbg !42
  %130 = and i1 %126, %122, !dbg !42
  %131 = and i1 %127, %123, !dbg !42
  %132 = icmp sgt i32 %108, -1, !dbg !43
  %133 = icmp sgt i32 %109, -1, !dbg !43
  %134 = icmp sgt i32 %110, -1, !dbg !43
  %135 = icmp sgt i32 %111, -1, !dbg !43
  %136 = and i1 %128, %132, !dbg !44
  %137 = and i1 %129, %133, !dbg !44
  %138 = and i1 %130, %134, !dbg !44
  %139 = and i1 %131, %135, !dbg !44
  %140 = icmp slt i32 %108, %5, !dbg !45
  %141 = icmp slt i32 %109, %5, !dbg !45
  %142 = icmp slt i32 %110, %5, !dbg !45
  %143 = icmp slt i32 %111, %5, !dbg !45
  %144 = and i1 %140, %136, !dbg !46
  %145 = and i1 %52, %144, !dbg !46
  %146 = and i1 %141, %137, !dbg !46
  %147 = and i1 %52, %146, !dbg !46
  %148 = and i1 %142, %138, !dbg !46
  %149 = and i1 %52, %148, !dbg !46
  %150 = and i1 %143, %139, !dbg !46
  %151 = and i1 %52, %150, !dbg !46
  %152 = add i32 %105, %53, !dbg !47
  %153 = add i32 %106, %53, !dbg !47
  %154 = add i32 %107, %53, !dbg !47
  %155 = mul i32 %152, %5, !dbg !48
  %156 = mul i32 %153, %5, !dbg !48
  %157 = mul i32 %154, %5, !dbg !48
  %158 = add i32 %109, %155, !dbg !49
  %159 = add i32 %110, %156, !dbg !49
  %160 = add i32 %111, %157, !dbg !49
  %161 = mul i32 %158, %6, !dbg !50
  %162 = mul i32 %159, %6, !dbg !50
  %163 = mul i32 %160, %6, !dbg !50
  %164 = add i32 %161, %.decomposed34, !dbg !51
  %165 = add i32 %162, %.decomposed36, !dbg !51
  %166 = add i32 %163, %.decomposed38, !dbg !51
  %167 = sext i32 %164 to i64, !dbg !52
  %168 = getelementptr half, ptr addrspace(1) %0, i64 %167, !dbg !52
  %169 = sext i32 %165 to i64, !dbg !52
  %170 = getelementptr half, ptr addrspace(1) %0, i64 %169, !dbg !52
  %171 = sext i32 %166 to i64, !dbg !52
  %172 = getelementptr half, ptr addrspace(1) %0, i64 %171, !dbg !52
  br i1 %145, label %173, label %183, !dbg !53

173:                                              ; preds = %78
  %174 = add i32 %104, %53, !dbg !47
  %175 = mul i32 %174, %5, !dbg !48
  %176 = add i32 %108, %175, !dbg !49
  %177 = mul i32 %176, %6, !dbg !50
  %178 = mul i32 %97, %.frozen39, !dbg !35
  %.decomposed40 = sub i32 %.decomposed23, %178, !dbg !35
  %179 = add i32 %.decomposed40, %177, !dbg !51
  %180 = sext i32 %179 to i64, !dbg !52
  %181 = getelementptr half, ptr addrspace(1) %0, i64 %180, !dbg !52
  %182 = load <1 x half>, ptr addrspace(1) %181, align 2, !dbg !53
  br label %183, !dbg !53

183:                                              ; preds = %173, %78
  %184 = phi <1 x half> [ %182, %173 ], [ zeroinitializer, %78 ], !dbg !53
  %185 = extractelement <1 x half> %184, i64 0, !dbg !53
  br i1 %147, label %186, label %188, !dbg !53

186:                                              ; preds = %183
  %187 = load <1 x half>, ptr addrspace(1) %168, align 2, !dbg !53
  br label %188, !dbg !53

188:                                              ; preds = %186, %183
  %189 = phi <1 x half> [ %187, %186 ], [ zeroinitializer, %183 ], !dbg !53
  %190 = extractelement <1 x half> %189, i64 0, !dbg !53
  br i1 %149, label %191, label %193, !dbg !53

191:                                              ; preds = %188
  %192 = load <1 x half>, ptr addrspace(1) %170, align 2, !dbg !53
  br label %193, !dbg !53

193:                                              ; preds = %191, %188
  %194 = phi <1 x half> [ %192, %191 ], [ zeroinitializer, %188 ], !dbg !53
  %195 = extractelement <1 x half> %194, i64 0, !dbg !53
  br i1 %151, label %196, label %198, !dbg !53

196:                                              ; preds = %193
  %197 = load <1 x half>, ptr addrspace(1) %172, align 2, !dbg !53
  br label %198, !dbg !53

198:                                              ; preds = %196, %193
  %199 = phi <1 x half> [ %197, %196 ], [ zeroinitializer, %193 ], !dbg !53
  %200 = extractelement <1 x half> %199, i64 0, !dbg !53
  %201 = add i32 %88, %55, !dbg !54
  %202 = add i32 %88, %56, !dbg !54
  %203 = add i32 %88, %57, !dbg !54
  %204 = icmp slt i32 %88, %24, !dbg !55
  %205 = and i1 %58, %204, !dbg !56
  %206 = and i1 %59, %204, !dbg !56
  %207 = and i1 %60, %204, !dbg !56
  %208 = and i1 %61, %204, !dbg !56
  %209 = sext i32 %201 to i64, !dbg !57
  %210 = getelementptr half, ptr addrspace(1) %1, i64 %209, !dbg !57
  %211 = sext i32 %202 to i64, !dbg !57
  %212 = getelementptr half, ptr addrspace(1) %1, i64 %211, !dbg !57
  %213 = sext i32 %203 to i64, !dbg !57
  %214 = getelementptr half, ptr addrspace(1) %1, i64 %213, !dbg !57
  br i1 %205, label %215, label %220, !dbg !58

215:                                              ; preds = %198
  %216 = add i32 %88, %54
  %217 = sext i32 %216 to i64
  %218 = getelementptr half, ptr addrspace(1) %1, i64 %217
  %219 = load <1 x half>, ptr addrspace(1) %218, align 2, !dbg !58
  br label %220, !dbg !58

220:                                              ; preds = %215, %198
  %221 = phi <1 x half> [ %219, %215 ], [ zeroinitializer, %198 ], !dbg !58
  br i1 %206, label %222, label %224, !dbg !58

222:                                              ; preds = %220
  %223 = load <1 x half>, ptr addrspace(1) %210, align 2, !dbg !58
  br label %224, !dbg !58

224:                                              ; preds = %222, %220
  %225 = phi <1 x half> [ %223, %222 ], [ zeroinitializer, %220 ], !dbg !58
  br i1 %207, label %226, label %228, !dbg !58

226:                                              ; preds = %224
  %227 = load <1 x half>, ptr addrspace(1) %212, align 2, !dbg !58
  br label %228, !dbg !58

228:                                              ; preds = %226, %224
  %229 = phi <1 x half> [ %227, %226 ], [ zeroinitializer, %224 ], !dbg !58
  br i1 %208, label %230, label %232, !dbg !58

230:                                              ; preds = %228
  %231 = load <1 x half>, ptr addrspace(1) %214, align 2, !dbg !58
  br label %232, !dbg !58

232:                                              ; preds = %230, %228
  %233 = phi <1 x half> [ %231, %230 ], [ zeroinitializer, %228 ], !dbg !58
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  %234 = insertelement <4 x half> poison, half %185, i64 0, !dbg !53
  %235 = insertelement <4 x half> %234, half %190, i64 1, !dbg !53
  %236 = insertelement <4 x half> %235, half %195, i64 2, !dbg !53
  %237 = insertelement <4 x half> %236, half %200, i64 3, !dbg !53
  store <4 x half> %237, ptr addrspace(3) %69, align 8, !dbg !53
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !53
  tail call void @llvm.amdgcn.s.barrier(), !dbg !53
  %238 = load <4 x half>, ptr addrspace(3) %69, align 8, !dbg !53
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  store <1 x half> %221, ptr addrspace(3) %71, align 2, !dbg !58
  store <1 x half> %225, ptr addrspace(3) %73, align 2, !dbg !58
  store <1 x half> %229, ptr addrspace(3) %75, align 2, !dbg !58
  store <1 x half> %233, ptr addrspace(3) %77, align 2, !dbg !58
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !58
  tail call void @llvm.amdgcn.s.barrier(), !dbg !58
  %239 = load <4 x half>, ptr addrspace(3) %69, align 8, !dbg !58
  %240 = insertelement <4 x float> poison, float %79, i64 0, !dbg !59
  %241 = insertelement <4 x float> %240, float %80, i64 1, !dbg !59
  %242 = insertelement <4 x float> %241, float %81, i64 2, !dbg !59
  %243 = insertelement <4 x float> %242, float %82, i64 3, !dbg !59
  %244 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %239, <4 x half> %238, <4 x float> %243, i32 0, i32 0, i32 0), !dbg !59
  %245 = extractelement <4 x float> %244, i64 0, !dbg !59
  %246 = extractelement <4 x float> %244, i64 1, !dbg !59
  %247 = extractelement <4 x float> %244, i64 2, !dbg !59
  %248 = extractelement <4 x float> %244, i64 3, !dbg !59
  %249 = add i32 %83, 16, !dbg !30
  %250 = icmp slt i32 %249, %24, !dbg !30
  br i1 %250, label %78, label %._crit_edge.loopexit, !dbg !30

._crit_edge.loopexit:                             ; preds = %232
  %251 = fptrunc float %246 to half, !dbg !60
  %252 = fptrunc float %247 to half, !dbg !60
  %253 = fptrunc float %248 to half, !dbg !60
  %254 = fptrunc float %245 to half
  br label %._crit_edge, !dbg !61

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %255 = phi half [ 0xH0000, %18 ], [ %254, %._crit_edge.loopexit ], !dbg !62
  %256 = phi half [ 0xH0000, %18 ], [ %251, %._crit_edge.loopexit ], !dbg !62
  %257 = phi half [ 0xH0000, %18 ], [ %252, %._crit_edge.loopexit ], !dbg !62
  %258 = phi half [ 0xH0000, %18 ], [ %253, %._crit_edge.loopexit ], !dbg !62
  %259 = mul i32 %7, %34, !dbg !61
  %260 = add i32 %259, %41, !dbg !63
  %261 = add i32 %259, %42, !dbg !63
  %262 = add i32 %259, %43, !dbg !63
  %263 = icmp slt i32 %40, %7, !dbg !64
  %264 = icmp slt i32 %41, %7, !dbg !64
  %265 = icmp slt i32 %42, %7, !dbg !64
  %266 = icmp slt i32 %43, %7, !dbg !64
  %267 = and i1 %263, %52, !dbg !65
  %268 = and i1 %264, %52, !dbg !65
  %269 = and i1 %265, %52, !dbg !65
  %270 = and i1 %266, %52, !dbg !65
  %271 = sext i32 %260 to i64, !dbg !66
  %272 = getelementptr half, ptr addrspace(1) %2, i64 %271, !dbg !66
  %273 = sext i32 %261 to i64, !dbg !66
  %274 = getelementptr half, ptr addrspace(1) %2, i64 %273, !dbg !66
  %275 = sext i32 %262 to i64, !dbg !66
  %276 = getelementptr half, ptr addrspace(1) %2, i64 %275, !dbg !66
  br i1 %267, label %277, label %282, !dbg !67

277:                                              ; preds = %._crit_edge
  %278 = add i32 %259, %40
  %279 = sext i32 %278 to i64
  %280 = getelementptr half, ptr addrspace(1) %2, i64 %279
  %281 = insertelement <1 x half> poison, half %255, i64 0
  store <1 x half> %281, ptr addrspace(1) %280, align 2, !dbg !67
  br label %282, !dbg !67

282:                                              ; preds = %277, %._crit_edge
  br i1 %268, label %283, label %285, !dbg !67

283:                                              ; preds = %282
  %284 = insertelement <1 x half> poison, half %256, i64 0
  store <1 x half> %284, ptr addrspace(1) %272, align 2, !dbg !67
  br label %285, !dbg !67

285:                                              ; preds = %283, %282
  br i1 %269, label %286, label %288, !dbg !67

286:                                              ; preds = %285
  %287 = insertelement <1 x half> poison, half %257, i64 0
  store <1 x half> %287, ptr addrspace(1) %274, align 2, !dbg !67
  br label %288, !dbg !67

288:                                              ; preds = %286, %285
  br i1 %270, label %289, label %291, !dbg !67

289:                                              ; preds = %288
  %290 = insertelement <1 x half> poison, half %258, i64 0
  store <1 x half> %290, ptr addrspace(1) %276, align 2, !dbg !67
  br label %291, !dbg !67

291:                                              ; preds = %289, %288
  ret void, !dbg !68
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
!17 = !DILocation(line: 51, column: 31, scope: !4)
!18 = !DILocation(line: 53, column: 23, scope: !4)
!19 = !DILocation(line: 54, column: 19, scope: !4)
!20 = !DILocation(line: 55, column: 18, scope: !4)
!21 = !DILocation(line: 56, column: 17, scope: !4)
!22 = !DILocation(line: 65, column: 32, scope: !4)
!23 = !DILocation(line: 65, column: 43, scope: !4)
!24 = !DILocation(line: 66, column: 32, scope: !4)
!25 = !DILocation(line: 66, column: 43, scope: !4)
!26 = !DILocation(line: 67, column: 36, scope: !4)
!27 = !DILocation(line: 69, column: 35, scope: !4)
!28 = !DILocation(line: 72, column: 34, scope: !4)
!29 = !DILocation(line: 73, column: 65, scope: !4)
!30 = !DILocation(line: 58, column: 31, scope: !4)
!31 = !DILocation(line: 59, column: 22, scope: !4)
!32 = !DILocation(line: 61, column: 27, scope: !4)
!33 = !DILocation(line: 62, column: 23, scope: !4)
!34 = !DILocation(line: 63, column: 22, scope: !4)
!35 = !DILocation(line: 64, column: 21, scope: !4)
!36 = !DILocation(line: 65, column: 51, scope: !4)
!37 = !DILocation(line: 66, column: 51, scope: !4)
!38 = !DILocation(line: 67, column: 65, scope: !4)
!39 = !DILocation(line: 68, column: 26, scope: !4)
!40 = !DILocation(line: 68, column: 18, scope: !4)
!41 = !DILocation(line: 68, column: 39, scope: !4)
!42 = !DILocation(line: 68, column: 32, scope: !4)
!43 = !DILocation(line: 68, column: 53, scope: !4)
!44 = !DILocation(line: 68, column: 45, scope: !4)
!45 = !DILocation(line: 68, column: 66, scope: !4)
!46 = !DILocation(line: 68, column: 59, scope: !4)
!47 = !DILocation(line: 69, column: 39, scope: !4)
!48 = !DILocation(line: 69, column: 47, scope: !4)
!49 = !DILocation(line: 69, column: 51, scope: !4)
!50 = !DILocation(line: 69, column: 59, scope: !4)
!51 = !DILocation(line: 69, column: 63, scope: !4)
!52 = !DILocation(line: 70, column: 28, scope: !4)
!53 = !DILocation(line: 70, column: 20, scope: !4)
!54 = !DILocation(line: 72, column: 43, scope: !4)
!55 = !DILocation(line: 73, column: 36, scope: !4)
!56 = !DILocation(line: 73, column: 47, scope: !4)
!57 = !DILocation(line: 74, column: 28, scope: !4)
!58 = !DILocation(line: 74, column: 20, scope: !4)
!59 = !DILocation(line: 75, column: 27, scope: !4)
!60 = !DILocation(line: 79, column: 35, scope: !4)
!61 = !DILocation(line: 77, column: 30, scope: !4)
!62 = !DILocation(line: 57, column: 19, scope: !4)
!63 = !DILocation(line: 77, column: 34, scope: !4)
!64 = !DILocation(line: 78, column: 61, scope: !4)
!65 = !DILocation(line: 78, column: 43, scope: !4)
!66 = !DILocation(line: 79, column: 21, scope: !4)
!67 = !DILocation(line: 79, column: 28, scope: !4)
!68 = !DILocation(line: 79, column: 4, scope: !4)
