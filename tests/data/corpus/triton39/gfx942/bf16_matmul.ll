; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @bf16_matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, ptr addrspace(1) inreg nofree readnone captures(none) %6, ptr addrspace(1) inreg nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %10 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %9), !dbg !11
  %11 = and i32 %10, 192, !dbg !10
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !13
  %14 = shl i32 %12, 6, !dbg !14
  %15 = and i32 %9, 63, !dbg !15
  %16 = or disjoint i32 %11, %15, !dbg !15
  %17 = lshr i32 %16, 5, !dbg !15
  %18 = and i32 %9, 31, !dbg !15
  %19 = and i32 %10, 128, !dbg !15
  %20 = lshr exact i32 %19, 2, !dbg !15
  %21 = and i32 %9, 32, !dbg !15
  %22 = lshr exact i32 %21, 3, !dbg !15
  %23 = and i32 %10, 64, !dbg !15
  %24 = lshr exact i32 %23, 1, !dbg !15
  %25 = or disjoint i32 %24, %22, !dbg !15
  %26 = or disjoint i32 %17, %14, !dbg !14
  %27 = or disjoint i32 %26, 8, !dbg !14
  %28 = or disjoint i32 %26, 16, !dbg !14
  %29 = or disjoint i32 %26, 24, !dbg !14
  %30 = or disjoint i32 %26, 32, !dbg !14
  %31 = or disjoint i32 %26, 40, !dbg !14
  %32 = or disjoint i32 %26, 48, !dbg !14
  %33 = or disjoint i32 %26, 56, !dbg !14
  %34 = or disjoint i32 %20, %14, !dbg !15
  %35 = or disjoint i32 %34, %18, !dbg !14
  %36 = shl i32 %13, 6, !dbg !16
  %37 = or disjoint i32 %25, %36, !dbg !16
  %38 = or disjoint i32 %37, 1, !dbg !16
  %39 = or disjoint i32 %37, 2, !dbg !16
  %40 = or disjoint i32 %37, 3, !dbg !16
  %41 = or disjoint i32 %37, 8, !dbg !16
  %42 = or disjoint i32 %37, 9, !dbg !16
  %43 = or disjoint i32 %37, 10, !dbg !16
  %44 = or disjoint i32 %37, 11, !dbg !16
  %45 = or disjoint i32 %37, 16, !dbg !16
  %46 = or disjoint i32 %37, 17, !dbg !16
  %47 = or disjoint i32 %37, 18, !dbg !16
  %48 = or disjoint i32 %37, 19, !dbg !16
  %49 = or disjoint i32 %37, 24, !dbg !16
  %50 = or disjoint i32 %37, 25, !dbg !16
  %51 = or disjoint i32 %37, 26, !dbg !16
  %52 = or disjoint i32 %37, 27, !dbg !16
  %53 = or disjoint i32 %36, %15, !dbg !16
  %54 = lshr exact i32 %11, 4, !dbg !17
  %55 = icmp slt i32 %26, %3, !dbg !18
  %56 = icmp slt i32 %27, %3, !dbg !18
  %57 = icmp slt i32 %28, %3, !dbg !18
  %58 = icmp slt i32 %29, %3, !dbg !18
  %59 = icmp slt i32 %30, %3, !dbg !18
  %60 = icmp slt i32 %31, %3, !dbg !18
  %61 = icmp slt i32 %32, %3, !dbg !18
  %62 = icmp slt i32 %33, %3, !dbg !18
  %63 = mul i32 %26, %5, !dbg !19
  %64 = mul i32 %27, %5, !dbg !19
  %65 = mul i32 %28, %5, !dbg !19
  %66 = mul i32 %29, %5, !dbg !19
  %67 = mul i32 %30, %5, !dbg !19
  %68 = mul i32 %31, %5, !dbg !19
  %69 = mul i32 %32, %5, !dbg !19
  %70 = mul i32 %33, %5, !dbg !19
  %71 = sext i32 %63 to i64, !dbg !20
  %72 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %71, !dbg !20
  %73 = sext i32 %64 to i64, !dbg !20
  %74 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %73, !dbg !20
  %75 = sext i32 %65 to i64, !dbg !20
  %76 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %75, !dbg !20
  %77 = sext i32 %66 to i64, !dbg !20
  %78 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %77, !dbg !20
  %79 = sext i32 %67 to i64, !dbg !20
  %80 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %79, !dbg !20
  %81 = sext i32 %68 to i64, !dbg !20
  %82 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %81, !dbg !20
  %83 = sext i32 %69 to i64, !dbg !20
  %84 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %83, !dbg !20
  %85 = sext i32 %70 to i64, !dbg !20
  %86 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %85, !dbg !20
  %87 = icmp slt i32 %53, %4, !dbg !21
  %88 = icmp sgt i32 %5, 0, !dbg !22
  br i1 %88, label %.lr.ph, label %._crit_edge, !dbg !22

.lr.ph:                                           ; preds = %8
  %89 = sext i32 %53 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %89, !dbg !22
  %90 = shl nuw nsw i32 %16, 1
  %91 = lshr exact i32 %11, 3
  %92 = xor i32 %90, %91
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %92
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 1024
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 2048
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 3072
  %97 = xor i32 %92, 544
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %97
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %98, i32 1024
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %98, i32 2048
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) %98, i32 3072
  %102 = shl nuw nsw i32 %18, 6
  %103 = shl nuw nsw i32 %9, 2
  %104 = and i32 %103, 56
  %105 = lshr exact i32 %21, 2
  %106 = shl nuw nsw i32 %19, 4
  %107 = or disjoint i32 %106, %102
  %108 = xor i32 %104, %105
  %109 = or disjoint i32 %107, %108
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = xor i32 %109, 16
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111
  %113 = xor i32 %109, 32
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %113
  %115 = xor i32 %109, 48
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %115
  %117 = shl nuw nsw i32 %15, 6
  %118 = lshr i32 %9, 1
  %119 = and i32 %118, 24
  %120 = xor i32 %119, %91
  %121 = xor i32 %120, %104
  %122 = or disjoint i32 %121, %117
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %122
  %124 = xor i32 %122, 32
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = shl nuw nsw i32 %9, 6
  %127 = and i32 %126, 960
  %128 = and i32 %9, 16
  %129 = icmp eq i32 %128, 0
  %130 = select i1 %129, i32 0, i32 1032
  %131 = icmp eq i32 %23, 0
  %132 = select i1 %131, i32 0, i32 2064
  %133 = or disjoint i32 %132, %105
  %134 = xor i32 %130, %133
  %135 = xor i32 %134, %104
  %136 = or disjoint i32 %135, %127
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %136
  %138 = xor i32 %136, 16
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %138
  %140 = xor i32 %136, 32
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %140
  %142 = xor i32 %136, 48
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142
  br label %144, !dbg !22

144:                                              ; preds = %.lr.ph, %291
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %329, %291 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %330, %291 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %331, %291 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %332, %291 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %333, %291 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %334, %291 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %335, %291 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %336, %291 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %337, %291 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %338, %291 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %339, %291 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %340, %291 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %341, %291 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %342, %291 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %343, %291 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %344, %291 ]
  %161 = phi i32 [ 0, %.lr.ph ], [ %345, %291 ]
  %162 = or disjoint i32 %161, %54, !dbg !23
  %163 = or disjoint i32 %162, 1, !dbg !23
  %164 = or disjoint i32 %162, 2, !dbg !23
  %165 = or disjoint i32 %162, 3, !dbg !23
  %166 = or disjoint i32 %162, 16, !dbg !23
  %167 = or disjoint i32 %162, 17, !dbg !23
  %168 = or disjoint i32 %162, 18, !dbg !23
  %169 = or disjoint i32 %162, 19, !dbg !23
  %170 = or disjoint i32 %161, %18, !dbg !23
  %171 = icmp slt i32 %170, %5, !dbg !24
  %172 = and i1 %55, %171, !dbg !25
  %173 = and i1 %56, %171, !dbg !25
  %174 = and i1 %57, %171, !dbg !25
  %175 = and i1 %58, %171, !dbg !25
  %176 = and i1 %59, %171, !dbg !25
  %177 = and i1 %60, %171, !dbg !25
  %178 = and i1 %61, %171, !dbg !25
  %179 = and i1 %62, %171, !dbg !25
  %180 = sext i32 %170 to i64, !dbg !20
  %181 = getelementptr [2 x i8], ptr addrspace(1) %74, i64 %180, !dbg !20
  %182 = getelementptr [2 x i8], ptr addrspace(1) %76, i64 %180, !dbg !20
  %183 = getelementptr [2 x i8], ptr addrspace(1) %78, i64 %180, !dbg !20
  %184 = getelementptr [2 x i8], ptr addrspace(1) %80, i64 %180, !dbg !20
  %185 = getelementptr [2 x i8], ptr addrspace(1) %82, i64 %180, !dbg !20
  %186 = getelementptr [2 x i8], ptr addrspace(1) %84, i64 %180, !dbg !20
  %187 = getelementptr [2 x i8], ptr addrspace(1) %86, i64 %180, !dbg !20
  br i1 %172, label %188, label %191, !dbg !26

188:                                              ; preds = %144
  %189 = getelementptr [2 x i8], ptr addrspace(1) %72, i64 %180
  %190 = load <1 x bfloat>, ptr addrspace(1) %189, align 2, !dbg !26
  br label %191, !dbg !26

191:                                              ; preds = %188, %144
  %192 = phi <1 x bfloat> [ %190, %188 ], [ zeroinitializer, %144 ], !dbg !26
  br i1 %173, label %193, label %195, !dbg !26

193:                                              ; preds = %191
  %194 = load <1 x bfloat>, ptr addrspace(1) %181, align 2, !dbg !26
  br label %195, !dbg !26

195:                                              ; preds = %193, %191
  %196 = phi <1 x bfloat> [ %194, %193 ], [ zeroinitializer, %191 ], !dbg !26
  br i1 %174, label %197, label %199, !dbg !26

197:                                              ; preds = %195
  %198 = load <1 x bfloat>, ptr addrspace(1) %182, align 2, !dbg !26
  br label %199, !dbg !26

199:                                              ; preds = %197, %195
  %200 = phi <1 x bfloat> [ %198, %197 ], [ zeroinitializer, %195 ], !dbg !26
  br i1 %175, label %201, label %203, !dbg !26

201:                                              ; preds = %199
  %202 = load <1 x bfloat>, ptr addrspace(1) %183, align 2, !dbg !26
  br label %203, !dbg !26

203:                                              ; preds = %201, %199
  %204 = phi <1 x bfloat> [ %202, %201 ], [ zeroinitializer, %199 ], !dbg !26
  br i1 %176, label %205, label %207, !dbg !26

205:                                              ; preds = %203
  %206 = load <1 x bfloat>, ptr addrspace(1) %184, align 2, !dbg !26
  br label %207, !dbg !26

207:                                              ; preds = %205, %203
  %208 = phi <1 x bfloat> [ %206, %205 ], [ zeroinitializer, %203 ], !dbg !26
  br i1 %177, label %209, label %211, !dbg !26

209:                                              ; preds = %207
  %210 = load <1 x bfloat>, ptr addrspace(1) %185, align 2, !dbg !26
  br label %211, !dbg !26

211:                                              ; preds = %209, %207
  %212 = phi <1 x bfloat> [ %210, %209 ], [ zeroinitializer, %207 ], !dbg !26
  br i1 %178, label %213, label %215, !dbg !26

213:                                              ; preds = %211
  %214 = load <1 x bfloat>, ptr addrspace(1) %186, align 2, !dbg !26
  br label %215, !dbg !26

215:                                              ; preds = %213, %211
  %216 = phi <1 x bfloat> [ %214, %213 ], [ zeroinitializer, %211 ], !dbg !26
  br i1 %179, label %217, label %219, !dbg !26

217:                                              ; preds = %215
  %218 = load <1 x bfloat>, ptr addrspace(1) %187, align 2, !dbg !26
  br label %219, !dbg !26

219:                                              ; preds = %217, %215
  %220 = phi <1 x bfloat> [ %218, %217 ], [ zeroinitializer, %215 ], !dbg !26
  %221 = icmp slt i32 %162, %5, !dbg !27
  %222 = icmp slt i32 %163, %5, !dbg !27
  %223 = icmp slt i32 %164, %5, !dbg !27
  %224 = icmp slt i32 %165, %5, !dbg !27
  %225 = icmp slt i32 %166, %5, !dbg !27
  %226 = icmp slt i32 %167, %5, !dbg !27
  %227 = icmp slt i32 %168, %5, !dbg !27
  %228 = icmp slt i32 %169, %5, !dbg !27
  %229 = and i1 %87, %221, !dbg !28
  %230 = and i1 %87, %222, !dbg !28
  %231 = and i1 %87, %223, !dbg !28
  %232 = and i1 %87, %224, !dbg !28
  %233 = and i1 %87, %225, !dbg !28
  %234 = and i1 %87, %226, !dbg !28
  %235 = and i1 %87, %227, !dbg !28
  %236 = and i1 %87, %228, !dbg !28
  %237 = mul i32 %163, %4, !dbg !29
  %238 = mul i32 %164, %4, !dbg !29
  %239 = mul i32 %165, %4, !dbg !29
  %240 = mul i32 %166, %4, !dbg !29
  %241 = mul i32 %167, %4, !dbg !29
  %242 = mul i32 %168, %4, !dbg !29
  %243 = mul i32 %169, %4, !dbg !29
  %244 = sext i32 %237 to i64, !dbg !30
  %245 = sext i32 %238 to i64, !dbg !30
  %246 = sext i32 %239 to i64, !dbg !30
  %247 = sext i32 %240 to i64, !dbg !30
  %248 = sext i32 %241 to i64, !dbg !30
  %249 = sext i32 %242 to i64, !dbg !30
  %250 = sext i32 %243 to i64, !dbg !30
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %244, !dbg !30
  %gep27 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %245, !dbg !30
  %gep29 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %246, !dbg !30
  %gep31 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %247, !dbg !30
  %gep33 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %248, !dbg !30
  %gep35 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %249, !dbg !30
  %gep37 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %250, !dbg !30
  br i1 %229, label %251, label %255, !dbg !11

251:                                              ; preds = %219
  %252 = mul i32 %162, %4
  %253 = sext i32 %252 to i64
  %gep39 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %253
  %254 = load <1 x bfloat>, ptr addrspace(1) %gep39, align 2, !dbg !11
  br label %255, !dbg !11

255:                                              ; preds = %251, %219
  %256 = phi <1 x bfloat> [ %254, %251 ], [ zeroinitializer, %219 ], !dbg !11
  %257 = extractelement <1 x bfloat> %256, i64 0, !dbg !11
  br i1 %230, label %258, label %260, !dbg !11

258:                                              ; preds = %255
  %259 = load <1 x bfloat>, ptr addrspace(1) %gep, align 2, !dbg !11
  br label %260, !dbg !11

260:                                              ; preds = %258, %255
  %261 = phi <1 x bfloat> [ %259, %258 ], [ zeroinitializer, %255 ], !dbg !11
  %262 = extractelement <1 x bfloat> %261, i64 0, !dbg !11
  br i1 %231, label %263, label %265, !dbg !11

263:                                              ; preds = %260
  %264 = load <1 x bfloat>, ptr addrspace(1) %gep27, align 2, !dbg !11
  br label %265, !dbg !11

265:                                              ; preds = %263, %260
  %266 = phi <1 x bfloat> [ %264, %263 ], [ zeroinitializer, %260 ], !dbg !11
  %267 = extractelement <1 x bfloat> %266, i64 0, !dbg !11
  br i1 %232, label %268, label %270, !dbg !11

268:                                              ; preds = %265
  %269 = load <1 x bfloat>, ptr addrspace(1) %gep29, align 2, !dbg !11
  br label %270, !dbg !11

270:                                              ; preds = %268, %265
  %271 = phi <1 x bfloat> [ %269, %268 ], [ zeroinitializer, %265 ], !dbg !11
  %272 = extractelement <1 x bfloat> %271, i64 0, !dbg !11
  br i1 %233, label %273, label %275, !dbg !11

273:                                              ; preds = %270
  %274 = load <1 x bfloat>, ptr addrspace(1) %gep31, align 2, !dbg !11
  br label %275, !dbg !11

275:                                              ; preds = %273, %270
  %276 = phi <1 x bfloat> [ %274, %273 ], [ zeroinitializer, %270 ], !dbg !11
  %277 = extractelement <1 x bfloat> %276, i64 0, !dbg !11
  br i1 %234, label %278, label %280, !dbg !11

278:                                              ; preds = %275
  %279 = load <1 x bfloat>, ptr addrspace(1) %gep33, align 2, !dbg !11
  br label %280, !dbg !11

280:                                              ; preds = %278, %275
  %281 = phi <1 x bfloat> [ %279, %278 ], [ zeroinitializer, %275 ], !dbg !11
  %282 = extractelement <1 x bfloat> %281, i64 0, !dbg !11
  br i1 %235, label %283, label %285, !dbg !11

283:                                              ; preds = %280
  %284 = load <1 x bfloat>, ptr addrspace(1) %gep35, align 2, !dbg !11
  br label %285, !dbg !11

285:                                              ; preds = %283, %280
  %286 = phi <1 x bfloat> [ %284, %283 ], [ zeroinitializer, %280 ], !dbg !11
  %287 = extractelement <1 x bfloat> %286, i64 0, !dbg !11
  br i1 %236, label %288, label %291, !dbg !11

288:                                              ; preds = %285
  %289 = load <1 x bfloat>, ptr addrspace(1) %gep37, align 2, !dbg !11
  %290 = shufflevector <1 x bfloat> %289, <1 x bfloat> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !11
  br label %291, !dbg !11

291:                                              ; preds = %288, %285
  %292 = phi <4 x bfloat> [ %290, %288 ], [ <bfloat 0.000000e+00, bfloat undef, bfloat undef, bfloat undef>, %285 ], !dbg !11
  fence syncscope("workgroup") release, !dbg !26, !mmra !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !31
  store <1 x bfloat> %192, ptr addrspace(3) %93, align 2, !dbg !26
  store <1 x bfloat> %200, ptr addrspace(3) %94, align 2, !dbg !26
  store <1 x bfloat> %208, ptr addrspace(3) %95, align 2, !dbg !26
  store <1 x bfloat> %216, ptr addrspace(3) %96, align 2, !dbg !26
  store <1 x bfloat> %196, ptr addrspace(3) %98, align 2, !dbg !26
  store <1 x bfloat> %204, ptr addrspace(3) %99, align 2, !dbg !26
  store <1 x bfloat> %212, ptr addrspace(3) %100, align 2, !dbg !26
  store <1 x bfloat> %220, ptr addrspace(3) %101, align 2, !dbg !26
  fence syncscope("workgroup") release, !dbg !26, !mmra !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !26
  fence syncscope("workgroup") acquire, !dbg !26, !mmra !31
  %293 = load <4 x i16>, ptr addrspace(3) %110, align 8, !dbg !26
  %294 = load <4 x i16>, ptr addrspace(3) %112, align 8, !dbg !26
  %295 = load <4 x i16>, ptr addrspace(3) %114, align 8, !dbg !26
  %296 = load <4 x i16>, ptr addrspace(3) %116, align 8, !dbg !26
  fence syncscope("workgroup") release, !dbg !11, !mmra !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !31
  %297 = insertelement <4 x bfloat> poison, bfloat %257, i64 0, !dbg !11
  %298 = insertelement <4 x bfloat> %297, bfloat %262, i64 1, !dbg !11
  %299 = insertelement <4 x bfloat> %298, bfloat %267, i64 2, !dbg !11
  %300 = insertelement <4 x bfloat> %299, bfloat %272, i64 3, !dbg !11
  store <4 x bfloat> %300, ptr addrspace(3) %123, align 8, !dbg !11
  %301 = insertelement <4 x bfloat> poison, bfloat %277, i64 0, !dbg !11
  %302 = insertelement <4 x bfloat> %301, bfloat %282, i64 1, !dbg !11
  %303 = insertelement <4 x bfloat> %302, bfloat %287, i64 2, !dbg !11
  %304 = shufflevector <4 x bfloat> %303, <4 x bfloat> %292, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !11
  store <4 x bfloat> %304, ptr addrspace(3) %125, align 8, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !31
  %305 = load <4 x i16>, ptr addrspace(3) %137, align 8, !dbg !11
  %306 = load <4 x i16>, ptr addrspace(3) %139, align 8, !dbg !11
  %307 = load <4 x i16>, ptr addrspace(3) %141, align 8, !dbg !11
  %308 = load <4 x i16>, ptr addrspace(3) %143, align 8, !dbg !11
  %309 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %145, i64 0, !dbg !32
  %310 = insertelement <16 x float> %309, float %146, i64 1, !dbg !32
  %311 = insertelement <16 x float> %310, float %147, i64 2, !dbg !32
  %312 = insertelement <16 x float> %311, float %148, i64 3, !dbg !32
  %313 = insertelement <16 x float> %312, float %149, i64 4, !dbg !32
  %314 = insertelement <16 x float> %313, float %150, i64 5, !dbg !32
  %315 = insertelement <16 x float> %314, float %151, i64 6, !dbg !32
  %316 = insertelement <16 x float> %315, float %152, i64 7, !dbg !32
  %317 = insertelement <16 x float> %316, float %153, i64 8, !dbg !32
  %318 = insertelement <16 x float> %317, float %154, i64 9, !dbg !32
  %319 = insertelement <16 x float> %318, float %155, i64 10, !dbg !32
  %320 = insertelement <16 x float> %319, float %156, i64 11, !dbg !32
  %321 = insertelement <16 x float> %320, float %157, i64 12, !dbg !32
  %322 = insertelement <16 x float> %321, float %158, i64 13, !dbg !32
  %323 = insertelement <16 x float> %322, float %159, i64 14, !dbg !32
  %324 = insertelement <16 x float> %323, float %160, i64 15, !dbg !32
  %325 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %305, <4 x i16> %293, <16 x float> %324, i32 0, i32 0, i32 0), !dbg !32
  %326 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %306, <4 x i16> %294, <16 x float> %325, i32 0, i32 0, i32 0), !dbg !32
  %327 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %307, <4 x i16> %295, <16 x float> %326, i32 0, i32 0, i32 0), !dbg !32
  %328 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %308, <4 x i16> %296, <16 x float> %327, i32 0, i32 0, i32 0), !dbg !32
  %329 = extractelement <16 x float> %328, i64 0, !dbg !32
  %330 = extractelement <16 x float> %328, i64 1, !dbg !32
  %331 = extractelement <16 x float> %328, i64 2, !dbg !32
  %332 = extractelement <16 x float> %328, i64 3, !dbg !32
  %333 = extractelement <16 x float> %328, i64 4, !dbg !32
  %334 = extractelement <16 x float> %328, i64 5, !dbg !32
  %335 = extractelement <16 x float> %328, i64 6, !dbg !32
  %336 = extractelement <16 x float> %328, i64 7, !dbg !32
  %337 = extractelement <16 x float> %328, i64 8, !dbg !32
  %338 = extractelement <16 x float> %328, i64 9, !dbg !32
  %339 = extractelement <16 x float> %328, i64 10, !dbg !32
  %340 = extractelement <16 x float> %328, i64 11, !dbg !32
  %341 = extractelement <16 x float> %328, i64 12, !dbg !32
  %342 = extractelement <16 x float> %328, i64 13, !dbg !32
  %343 = extractelement <16 x float> %328, i64 14, !dbg !32
  %344 = extractelement <16 x float> %328, i64 15, !dbg !32
  %345 = add i32 %161, 32, !dbg !22
  %346 = icmp slt i32 %345, %5, !dbg !22
  br i1 %346, label %144, label %._crit_edge, !dbg !22

._crit_edge:                                      ; preds = %291, %8
  %347 = phi float [ 0.000000e+00, %8 ], [ %329, %291 ], !dbg !33
  %348 = phi float [ 0.000000e+00, %8 ], [ %330, %291 ], !dbg !33
  %349 = phi float [ 0.000000e+00, %8 ], [ %331, %291 ], !dbg !33
  %350 = phi float [ 0.000000e+00, %8 ], [ %332, %291 ], !dbg !33
  %351 = phi float [ 0.000000e+00, %8 ], [ %333, %291 ], !dbg !33
  %352 = phi float [ 0.000000e+00, %8 ], [ %334, %291 ], !dbg !33
  %353 = phi float [ 0.000000e+00, %8 ], [ %335, %291 ], !dbg !33
  %354 = phi float [ 0.000000e+00, %8 ], [ %336, %291 ], !dbg !33
  %355 = phi float [ 0.000000e+00, %8 ], [ %337, %291 ], !dbg !33
  %356 = phi float [ 0.000000e+00, %8 ], [ %338, %291 ], !dbg !33
  %357 = phi float [ 0.000000e+00, %8 ], [ %339, %291 ], !dbg !33
  %358 = phi float [ 0.000000e+00, %8 ], [ %340, %291 ], !dbg !33
  %359 = phi float [ 0.000000e+00, %8 ], [ %341, %291 ], !dbg !33
  %360 = phi float [ 0.000000e+00, %8 ], [ %342, %291 ], !dbg !33
  %361 = phi float [ 0.000000e+00, %8 ], [ %343, %291 ], !dbg !33
  %362 = phi float [ 0.000000e+00, %8 ], [ %344, %291 ], !dbg !33
  %363 = icmp slt i32 %35, %3, !dbg !34
  %364 = icmp slt i32 %37, %4, !dbg !35
  %365 = icmp slt i32 %38, %4, !dbg !35
  %366 = icmp slt i32 %39, %4, !dbg !35
  %367 = icmp slt i32 %40, %4, !dbg !35
  %368 = icmp slt i32 %41, %4, !dbg !35
  %369 = icmp slt i32 %42, %4, !dbg !35
  %370 = icmp slt i32 %43, %4, !dbg !35
  %371 = icmp slt i32 %44, %4, !dbg !35
  %372 = icmp slt i32 %45, %4, !dbg !35
  %373 = icmp slt i32 %46, %4, !dbg !35
  %374 = icmp slt i32 %47, %4, !dbg !35
  %375 = icmp slt i32 %48, %4, !dbg !35
  %376 = icmp slt i32 %49, %4, !dbg !35
  %377 = icmp slt i32 %50, %4, !dbg !35
  %378 = icmp slt i32 %51, %4, !dbg !35
  %379 = icmp slt i32 %52, %4, !dbg !35
  %380 = and i1 %363, %364, !dbg !36
  %381 = and i1 %363, %365, !dbg !36
  %382 = and i1 %363, %366, !dbg !36
  %383 = and i1 %363, %367, !dbg !36
  %384 = and i1 %363, %368, !dbg !36
  %385 = and i1 %363, %369, !dbg !36
  %386 = and i1 %363, %370, !dbg !36
  %387 = and i1 %363, %371, !dbg !36
  %388 = and i1 %363, %372, !dbg !36
  %389 = and i1 %363, %373, !dbg !36
  %390 = and i1 %363, %374, !dbg !36
  %391 = and i1 %363, %375, !dbg !36
  %392 = and i1 %363, %376, !dbg !36
  %393 = and i1 %363, %377, !dbg !36
  %394 = and i1 %363, %378, !dbg !36
  %395 = and i1 %363, %379, !dbg !36
  %396 = mul i32 %35, %4, !dbg !37
  %397 = sext i32 %396 to i64, !dbg !38
  %398 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %397, !dbg !38
  %399 = sext i32 %38 to i64, !dbg !38
  %400 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %399, !dbg !38
  %401 = sext i32 %39 to i64, !dbg !38
  %402 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %401, !dbg !38
  %403 = sext i32 %40 to i64, !dbg !38
  %404 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %403, !dbg !38
  %405 = sext i32 %41 to i64, !dbg !38
  %406 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %405, !dbg !38
  %407 = sext i32 %42 to i64, !dbg !38
  %408 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %407, !dbg !38
  %409 = sext i32 %43 to i64, !dbg !38
  %410 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %409, !dbg !38
  %411 = sext i32 %44 to i64, !dbg !38
  %412 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %411, !dbg !38
  %413 = sext i32 %45 to i64, !dbg !38
  %414 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %413, !dbg !38
  %415 = sext i32 %46 to i64, !dbg !38
  %416 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %415, !dbg !38
  %417 = sext i32 %47 to i64, !dbg !38
  %418 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %417, !dbg !38
  %419 = sext i32 %48 to i64, !dbg !38
  %420 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %419, !dbg !38
  %421 = sext i32 %49 to i64, !dbg !38
  %422 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %421, !dbg !38
  %423 = sext i32 %50 to i64, !dbg !38
  %424 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %423, !dbg !38
  %425 = sext i32 %51 to i64, !dbg !38
  %426 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %425, !dbg !38
  %427 = sext i32 %52 to i64, !dbg !38
  %428 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %427, !dbg !38
  %429 = bitcast float %348 to i32, !dbg !39
  %430 = fcmp uno float %348, 0.000000e+00, !dbg !39
  %431 = lshr i32 %429, 16, !dbg !39
  %432 = and i32 %431, 1, !dbg !39
  %433 = add i32 %429, 32767, !dbg !39
  %434 = add i32 %433, %432, !dbg !39
  %435 = lshr i32 %434, 16, !dbg !39
  %436 = trunc nuw i32 %435 to i16, !dbg !39
  %437 = bitcast i16 %436 to bfloat, !dbg !39
  %438 = select i1 %430, bfloat +nan(0x3F), bfloat %437, !dbg !39
  %439 = bitcast float %349 to i32, !dbg !39
  %440 = fcmp uno float %349, 0.000000e+00, !dbg !39
  %441 = lshr i32 %439, 16, !dbg !39
  %442 = and i32 %441, 1, !dbg !39
  %443 = add i32 %439, 32767, !dbg !39
  %444 = add i32 %443, %442, !dbg !39
  %445 = lshr i32 %444, 16, !dbg !39
  %446 = trunc nuw i32 %445 to i16, !dbg !39
  %447 = bitcast i16 %446 to bfloat, !dbg !39
  %448 = select i1 %440, bfloat +nan(0x3F), bfloat %447, !dbg !39
  %449 = bitcast float %350 to i32, !dbg !39
  %450 = fcmp uno float %350, 0.000000e+00, !dbg !39
  %451 = lshr i32 %449, 16, !dbg !39
  %452 = and i32 %451, 1, !dbg !39
  %453 = add i32 %449, 32767, !dbg !39
  %454 = add i32 %453, %452, !dbg !39
  %455 = lshr i32 %454, 16, !dbg !39
  %456 = trunc nuw i32 %455 to i16, !dbg !39
  %457 = bitcast i16 %456 to bfloat, !dbg !39
  %458 = select i1 %450, bfloat +nan(0x3F), bfloat %457, !dbg !39
  %459 = bitcast float %351 to i32, !dbg !39
  %460 = fcmp uno float %351, 0.000000e+00, !dbg !39
  %461 = lshr i32 %459, 16, !dbg !39
  %462 = and i32 %461, 1, !dbg !39
  %463 = add i32 %459, 32767, !dbg !39
  %464 = add i32 %463, %462, !dbg !39
  %465 = lshr i32 %464, 16, !dbg !39
  %466 = trunc nuw i32 %465 to i16, !dbg !39
  %467 = bitcast i16 %466 to bfloat, !dbg !39
  %468 = select i1 %460, bfloat +nan(0x3F), bfloat %467, !dbg !39
  %469 = bitcast float %352 to i32, !dbg !39
  %470 = fcmp uno float %352, 0.000000e+00, !dbg !39
  %471 = lshr i32 %469, 16, !dbg !39
  %472 = and i32 %471, 1, !dbg !39
  %473 = add i32 %469, 32767, !dbg !39
  %474 = add i32 %473, %472, !dbg !39
  %475 = lshr i32 %474, 16, !dbg !39
  %476 = trunc nuw i32 %475 to i16, !dbg !39
  %477 = bitcast i16 %476 to bfloat, !dbg !39
  %478 = select i1 %470, bfloat +nan(0x3F), bfloat %477, !dbg !39
  %479 = bitcast float %353 to i32, !dbg !39
  %480 = fcmp uno float %353, 0.000000e+00, !dbg !39
  %481 = lshr i32 %479, 16, !dbg !39
  %482 = and i32 %481, 1, !dbg !39
  %483 = add i32 %479, 32767, !dbg !39
  %484 = add i32 %483, %482, !dbg !39
  %485 = lshr i32 %484, 16, !dbg !39
  %486 = trunc nuw i32 %485 to i16, !dbg !39
  %487 = bitcast i16 %486 to bfloat, !dbg !39
  %488 = select i1 %480, bfloat +nan(0x3F), bfloat %487, !dbg !39
  %489 = bitcast float %354 to i32, !dbg !39
  %490 = fcmp uno float %354, 0.000000e+00, !dbg !39
  %491 = lshr i32 %489, 16, !dbg !39
  %492 = and i32 %491, 1, !dbg !39
  %493 = add i32 %489, 32767, !dbg !39
  %494 = add i32 %493, %492, !dbg !39
  %495 = lshr i32 %494, 16, !dbg !39
  %496 = trunc nuw i32 %495 to i16, !dbg !39
  %497 = bitcast i16 %496 to bfloat, !dbg !39
  %498 = select i1 %490, bfloat +nan(0x3F), bfloat %497, !dbg !39
  %499 = bitcast float %355 to i32, !dbg !39
  %500 = fcmp uno float %355, 0.000000e+00, !dbg !39
  %501 = lshr i32 %499, 16, !dbg !39
  %502 = and i32 %501, 1, !dbg !39
  %503 = add i32 %499, 32767, !dbg !39
  %504 = add i32 %503, %502, !dbg !39
  %505 = lshr i32 %504, 16, !dbg !39
  %506 = trunc nuw i32 %505 to i16, !dbg !39
  %507 = bitcast i16 %506 to bfloat, !dbg !39
  %508 = select i1 %500, bfloat +nan(0x3F), bfloat %507, !dbg !39
  %509 = bitcast float %356 to i32, !dbg !39
  %510 = fcmp uno float %356, 0.000000e+00, !dbg !39
  %511 = lshr i32 %509, 16, !dbg !39
  %512 = and i32 %511, 1, !dbg !39
  %513 = add i32 %509, 32767, !dbg !39
  %514 = add i32 %513, %512, !dbg !39
  %515 = lshr i32 %514, 16, !dbg !39
  %516 = trunc nuw i32 %515 to i16, !dbg !39
  %517 = bitcast i16 %516 to bfloat, !dbg !39
  %518 = select i1 %510, bfloat +nan(0x3F), bfloat %517, !dbg !39
  %519 = bitcast float %357 to i32, !dbg !39
  %520 = fcmp uno float %357, 0.000000e+00, !dbg !39
  %521 = lshr i32 %519, 16, !dbg !39
  %522 = and i32 %521, 1, !dbg !39
  %523 = add i32 %519, 32767, !dbg !39
  %524 = add i32 %523, %522, !dbg !39
  %525 = lshr i32 %524, 16, !dbg !39
  %526 = trunc nuw i32 %525 to i16, !dbg !39
  %527 = bitcast i16 %526 to bfloat, !dbg !39
  %528 = select i1 %520, bfloat +nan(0x3F), bfloat %527, !dbg !39
  %529 = bitcast float %358 to i32, !dbg !39
  %530 = fcmp uno float %358, 0.000000e+00, !dbg !39
  %531 = lshr i32 %529, 16, !dbg !39
  %532 = and i32 %531, 1, !dbg !39
  %533 = add i32 %529, 32767, !dbg !39
  %534 = add i32 %533, %532, !dbg !39
  %535 = lshr i32 %534, 16, !dbg !39
  %536 = trunc nuw i32 %535 to i16, !dbg !39
  %537 = bitcast i16 %536 to bfloat, !dbg !39
  %538 = select i1 %530, bfloat +nan(0x3F), bfloat %537, !dbg !39
  %539 = bitcast float %359 to i32, !dbg !39
  %540 = fcmp uno float %359, 0.000000e+00, !dbg !39
  %541 = lshr i32 %539, 16, !dbg !39
  %542 = and i32 %541, 1, !dbg !39
  %543 = add i32 %539, 32767, !dbg !39
  %544 = add i32 %543, %542, !dbg !39
  %545 = lshr i32 %544, 16, !dbg !39
  %546 = trunc nuw i32 %545 to i16, !dbg !39
  %547 = bitcast i16 %546 to bfloat, !dbg !39
  %548 = select i1 %540, bfloat +nan(0x3F), bfloat %547, !dbg !39
  %549 = bitcast float %360 to i32, !dbg !39
  %550 = fcmp uno float %360, 0.000000e+00, !dbg !39
  %551 = lshr i32 %549, 16, !dbg !39
  %552 = and i32 %551, 1, !dbg !39
  %553 = add i32 %549, 32767, !dbg !39
  %554 = add i32 %553, %552, !dbg !39
  %555 = lshr i32 %554, 16, !dbg !39
  %556 = trunc nuw i32 %555 to i16, !dbg !39
  %557 = bitcast i16 %556 to bfloat, !dbg !39
  %558 = select i1 %550, bfloat +nan(0x3F), bfloat %557, !dbg !39
  %559 = bitcast float %361 to i32, !dbg !39
  %560 = fcmp uno float %361, 0.000000e+00, !dbg !39
  %561 = lshr i32 %559, 16, !dbg !39
  %562 = and i32 %561, 1, !dbg !39
  %563 = add i32 %559, 32767, !dbg !39
  %564 = add i32 %563, %562, !dbg !39
  %565 = lshr i32 %564, 16, !dbg !39
  %566 = trunc nuw i32 %565 to i16, !dbg !39
  %567 = bitcast i16 %566 to bfloat, !dbg !39
  %568 = select i1 %560, bfloat +nan(0x3F), bfloat %567, !dbg !39
  %569 = bitcast float %362 to i32, !dbg !39
  %570 = fcmp uno float %362, 0.000000e+00, !dbg !39
  %571 = lshr i32 %569, 16, !dbg !39
  %572 = and i32 %571, 1, !dbg !39
  %573 = add i32 %569, 32767, !dbg !39
  %574 = add i32 %573, %572, !dbg !39
  %575 = lshr i32 %574, 16, !dbg !39
  %576 = trunc nuw i32 %575 to i16, !dbg !39
  %577 = bitcast i16 %576 to bfloat, !dbg !39
  %578 = select i1 %570, bfloat +nan(0x3F), bfloat %577, !dbg !39
  br i1 %380, label %579, label %593, !dbg !10

579:                                              ; preds = %._crit_edge
  %580 = fcmp uno float %347, 0.000000e+00, !dbg !39
  %581 = bitcast float %347 to i32, !dbg !39
  %582 = lshr i32 %581, 16, !dbg !39
  %583 = and i32 %582, 1, !dbg !39
  %584 = add i32 %581, 32767, !dbg !39
  %585 = add i32 %584, %583, !dbg !39
  %586 = lshr i32 %585, 16, !dbg !39
  %587 = trunc nuw i32 %586 to i16, !dbg !39
  %588 = bitcast i16 %587 to bfloat, !dbg !39
  %589 = select i1 %580, bfloat +nan(0x3F), bfloat %588, !dbg !39
  %590 = insertelement <1 x bfloat> poison, bfloat %589, i64 0, !dbg !10
  %591 = sext i32 %37 to i64, !dbg !38
  %592 = getelementptr [2 x i8], ptr addrspace(1) %398, i64 %591, !dbg !38
  store <1 x bfloat> %590, ptr addrspace(1) %592, align 2, !dbg !10
  br label %593, !dbg !10

593:                                              ; preds = %579, %._crit_edge
  br i1 %381, label %594, label %596, !dbg !10

594:                                              ; preds = %593
  %595 = insertelement <1 x bfloat> poison, bfloat %438, i64 0
  store <1 x bfloat> %595, ptr addrspace(1) %400, align 2, !dbg !10
  br label %596, !dbg !10

596:                                              ; preds = %594, %593
  br i1 %382, label %597, label %599, !dbg !10

597:                                              ; preds = %596
  %598 = insertelement <1 x bfloat> poison, bfloat %448, i64 0
  store <1 x bfloat> %598, ptr addrspace(1) %402, align 2, !dbg !10
  br label %599, !dbg !10

599:                                              ; preds = %597, %596
  br i1 %383, label %600, label %602, !dbg !10

600:                                              ; preds = %599
  %601 = insertelement <1 x bfloat> poison, bfloat %458, i64 0
  store <1 x bfloat> %601, ptr addrspace(1) %404, align 2, !dbg !10
  br label %602, !dbg !10

602:                                              ; preds = %600, %599
  br i1 %384, label %603, label %605, !dbg !10

603:                                              ; preds = %602
  %604 = insertelement <1 x bfloat> poison, bfloat %468, i64 0
  store <1 x bfloat> %604, ptr addrspace(1) %406, align 2, !dbg !10
  br label %605, !dbg !10

605:                                              ; preds = %603, %602
  br i1 %385, label %606, label %608, !dbg !10

606:                                              ; preds = %605
  %607 = insertelement <1 x bfloat> poison, bfloat %478, i64 0
  store <1 x bfloat> %607, ptr addrspace(1) %408, align 2, !dbg !10
  br label %608, !dbg !10

608:                                              ; preds = %606, %605
  br i1 %386, label %609, label %611, !dbg !10

609:                                              ; preds = %608
  %610 = insertelement <1 x bfloat> poison, bfloat %488, i64 0
  store <1 x bfloat> %610, ptr addrspace(1) %410, align 2, !dbg !10
  br label %611, !dbg !10

611:                                              ; preds = %609, %608
  br i1 %387, label %612, label %614, !dbg !10

612:                                              ; preds = %611
  %613 = insertelement <1 x bfloat> poison, bfloat %498, i64 0
  store <1 x bfloat> %613, ptr addrspace(1) %412, align 2, !dbg !10
  br label %614, !dbg !10

614:                                              ; preds = %612, %611
  br i1 %388, label %615, label %617, !dbg !10

615:                                              ; preds = %614
  %616 = insertelement <1 x bfloat> poison, bfloat %508, i64 0
  store <1 x bfloat> %616, ptr addrspace(1) %414, align 2, !dbg !10
  br label %617, !dbg !10

617:                                              ; preds = %615, %614
  br i1 %389, label %618, label %620, !dbg !10

618:                                              ; preds = %617
  %619 = insertelement <1 x bfloat> poison, bfloat %518, i64 0
  store <1 x bfloat> %619, ptr addrspace(1) %416, align 2, !dbg !10
  br label %620, !dbg !10

620:                                              ; preds = %618, %617
  br i1 %390, label %621, label %623, !dbg !10

621:                                              ; preds = %620
  %622 = insertelement <1 x bfloat> poison, bfloat %528, i64 0
  store <1 x bfloat> %622, ptr addrspace(1) %418, align 2, !dbg !10
  br label %623, !dbg !10

623:                                              ; preds = %621, %620
  br i1 %391, label %624, label %626, !dbg !10

624:                                              ; preds = %623
  %625 = insertelement <1 x bfloat> poison, bfloat %538, i64 0
  store <1 x bfloat> %625, ptr addrspace(1) %420, align 2, !dbg !10
  br label %626, !dbg !10

626:                                              ; preds = %624, %623
  br i1 %392, label %627, label %629, !dbg !10

627:                                              ; preds = %626
  %628 = insertelement <1 x bfloat> poison, bfloat %548, i64 0
  store <1 x bfloat> %628, ptr addrspace(1) %422, align 2, !dbg !10
  br label %629, !dbg !10

629:                                              ; preds = %627, %626
  br i1 %393, label %630, label %632, !dbg !10

630:                                              ; preds = %629
  %631 = insertelement <1 x bfloat> poison, bfloat %558, i64 0
  store <1 x bfloat> %631, ptr addrspace(1) %424, align 2, !dbg !10
  br label %632, !dbg !10

632:                                              ; preds = %630, %629
  br i1 %394, label %633, label %635, !dbg !10

633:                                              ; preds = %632
  %634 = insertelement <1 x bfloat> poison, bfloat %568, i64 0
  store <1 x bfloat> %634, ptr addrspace(1) %426, align 2, !dbg !10
  br label %635, !dbg !10

635:                                              ; preds = %633, %632
  br i1 %395, label %636, label %638, !dbg !10

636:                                              ; preds = %635
  %637 = insertelement <1 x bfloat> poison, bfloat %578, i64 0
  store <1 x bfloat> %637, ptr addrspace(1) %428, align 2, !dbg !10
  br label %638, !dbg !10

638:                                              ; preds = %636, %635
  ret void, !dbg !40
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

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
!4 = distinct !DISubprogram(name: "bf16_matmul", linkageName: "bf16_matmul", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 77, column: 5, scope: !4)
!11 = !DILocation(line: 74, column: 13, scope: !4)
!12 = !DILocation(line: 66, column: 14, scope: !4)
!13 = !DILocation(line: 66, column: 32, scope: !4)
!14 = !DILocation(line: 67, column: 10, scope: !4)
!15 = !DILocation(line: 67, column: 25, scope: !4)
!16 = !DILocation(line: 68, column: 10, scope: !4)
!17 = !DILocation(line: 69, column: 10, scope: !4)
!18 = !DILocation(line: 73, column: 27, scope: !4)
!19 = !DILocation(line: 72, column: 29, scope: !4)
!20 = !DILocation(line: 72, column: 21, scope: !4)
!21 = !DILocation(line: 75, column: 53, scope: !4)
!22 = !DILocation(line: 71, column: 5, scope: !4)
!23 = !DILocation(line: 73, column: 48, scope: !4)
!24 = !DILocation(line: 73, column: 47, scope: !4)
!25 = !DILocation(line: 73, column: 26, scope: !4)
!26 = !DILocation(line: 72, column: 13, scope: !4)
!27 = !DILocation(line: 75, column: 27, scope: !4)
!28 = !DILocation(line: 75, column: 26, scope: !4)
!29 = !DILocation(line: 74, column: 29, scope: !4)
!30 = !DILocation(line: 74, column: 21, scope: !4)
!31 = !{!"amdgpu-synchronize-as", !"local"}
!32 = !DILocation(line: 76, column: 16, scope: !4)
!33 = !DILocation(line: 70, column: 11, scope: !4)
!34 = !DILocation(line: 78, column: 20, scope: !4)
!35 = !DILocation(line: 78, column: 40, scope: !4)
!36 = !DILocation(line: 78, column: 19, scope: !4)
!37 = !DILocation(line: 77, column: 22, scope: !4)
!38 = !DILocation(line: 77, column: 14, scope: !4)
!39 = !DILocation(line: 77, column: 53, scope: !4)
!40 = !DILocation(line: 64, column: 1, scope: !4)
