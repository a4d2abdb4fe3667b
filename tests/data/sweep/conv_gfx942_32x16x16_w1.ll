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
  %28 = and i32 %26, 15, !dbg !14
  %29 = or disjoint i32 %25, %27, !dbg !15
  %30 = or disjoint i32 %25, %28, !dbg !15
  %31 = or disjoint i32 %30, 16, !dbg !15
  %32 = shl i32 %20, 4, !dbg !16
  %33 = and i32 %26, 32, !dbg !17
  %34 = lshr exact i32 %33, 3, !dbg !17
  %35 = and i32 %26, 48, !dbg !17
  %36 = lshr exact i32 %35, 4, !dbg !17
  %37 = lshr exact i32 %35, 2, !dbg !17
  %38 = or disjoint i32 %36, %32, !dbg !18
  %39 = or disjoint i32 %38, 4, !dbg !18
  %40 = or disjoint i32 %38, 8, !dbg !18
  %41 = or disjoint i32 %38, 12, !dbg !18
  %42 = or disjoint i32 %37, %32, !dbg !18
  %43 = or disjoint i32 %42, 1, !dbg !18
  %44 = or disjoint i32 %42, 2, !dbg !18
  %45 = or disjoint i32 %42, 3, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %46 = sdiv i32 %29, %.frozen, !dbg !19
  %47 = mul i32 %46, %.frozen, !dbg !20
  %.decomposed = sub i32 %29, %47, !dbg !20
  %.frozen31 = freeze i32 %11, !dbg !21
  %48 = sdiv i32 %.decomposed, %.frozen31, !dbg !21
  %49 = mul i32 %48, %.frozen31, !dbg !22
  %.decomposed32 = sub i32 %.decomposed, %49, !dbg !22
  %50 = mul i32 %48, %12, !dbg !23
  %51 = sub i32 %50, %14, !dbg !24
  %52 = mul i32 %.decomposed32, %13, !dbg !25
  %53 = sub i32 %52, %15, !dbg !26
  %54 = icmp slt i32 %29, %22, !dbg !27
  %55 = mul i32 %46, %4, !dbg !28
  %56 = mul i32 %24, %38, !dbg !29
  %57 = mul i32 %24, %39, !dbg !29
  %58 = mul i32 %24, %40, !dbg !29
  %59 = mul i32 %24, %41, !dbg !29
  %60 = icmp slt i32 %38, %7, !dbg !30
  %61 = icmp slt i32 %39, %7, !dbg !30
  %62 = icmp slt i32 %40, %7, !dbg !30
  %63 = icmp slt i32 %41, %7, !dbg !30
  %64 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %64, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %65 = shl nuw nsw i32 %28, 5
  %66 = shl nuw nsw i32 %26, 1
  %67 = and i32 %66, 24
  %68 = and i32 %26, 16
  %69 = icmp eq i32 %68, 0
  %70 = select i1 %69, i32 0, i32 520
  %71 = lshr exact i32 %33, 2
  %72 = xor i32 %71, %70
  %73 = xor i32 %72, %67
  %74 = or disjoint i32 %73, %65
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74
  %76 = xor i32 %74, 16
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  %78 = lshr exact i32 %35, 1
  %79 = or disjoint i32 %65, %67
  %80 = xor i32 %79, %78
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = xor i32 %80, 520
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = and i32 %66, 126
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = xor i32 %84, 136
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = xor i32 %84, 272
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88
  %90 = xor i32 %84, 408
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90
  %92 = xor i32 %67, %78
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %93, i32 %92
  br label %95, !dbg !31

95:                                               ; preds = %.lr.ph, %369
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %387, %369 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %369 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %369 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %369 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %369 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %369 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %369 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %369 ]
  %104 = phi i32 [ 0, %.lr.ph ], [ %400, %369 ]
  %105 = or disjoint i32 %104, %34, !dbg !32
  %106 = or disjoint i32 %105, 1, !dbg !32
  %107 = or disjoint i32 %105, 2, !dbg !32
  %108 = or disjoint i32 %105, 3, !dbg !32
  %109 = or disjoint i32 %105, 8, !dbg !32
  %110 = or disjoint i32 %105, 9, !dbg !32
  %111 = or disjoint i32 %105, 10, !dbg !32
  %112 = or disjoint i32 %105, 11, !dbg !32
  %113 = or disjoint i32 %104, %28, !dbg !32
  %.frozen33 = freeze i32 %105, !dbg !33
  %.frozen34 = freeze i32 %23, !dbg !33
  %114 = sdiv i32 %.frozen33, %.frozen34, !dbg !33
  %.frozen36 = freeze i32 %106, !dbg !33
  %.frozen37 = freeze i32 %23, !dbg !33
  %115 = sdiv i32 %.frozen36, %.frozen37, !dbg !33
  %.frozen39 = freeze i32 %107, !dbg !33
  %.frozen40 = freeze i32 %23, !dbg !33
  %116 = sdiv i32 %.frozen39, %.frozen40, !dbg !33
  %.frozen42 = freeze i32 %108, !dbg !33
  %.frozen43 = freeze i32 %23, !dbg !33
  %117 = sdiv i32 %.frozen42, %.frozen43, !dbg !33
  %.frozen45 = freeze i32 %109, !dbg !33
  %.frozen46 = freeze i32 %23, !dbg !33
  %118 = sdiv i32 %.frozen45, %.frozen46, !dbg !33
  %.frozen48 = freeze i32 %110, !dbg !33
  %.frozen49 = freeze i32 %23, !dbg !33
  %119 = sdiv i32 %.frozen48, %.frozen49, !dbg !33
  %.frozen51 = freeze i32 %111, !dbg !33
  %.frozen52 = freeze i32 %23, !dbg !33
  %120 = sdiv i32 %.frozen51, %.frozen52, !dbg !33
  %.frozen54 = freeze i32 %112, !dbg !33
  %.frozen55 = freeze i32 %23, !dbg !33
  %121 = sdiv i32 %.frozen54, %.frozen55, !dbg !33
  %122 = mul i32 %114, %.frozen34, !dbg !34
  %.decomposed35 = sub i32 %.frozen33, %122, !dbg !34
  %123 = mul i32 %115, %.frozen37, !dbg !34
  %.decomposed38 = sub i32 %.frozen36, %123, !dbg !34
  %124 = mul i32 %116, %.frozen40, !dbg !34
  %.decomposed41 = sub i32 %.frozen39, %124, !dbg !34
  %125 = mul i32 %117, %.frozen43, !dbg !34
  %.decomposed44 = sub i32 %.frozen42, %125, !dbg !34
  %126 = mul i32 %118, %.frozen46, !dbg !34
  %.decomposed47 = sub i32 %.frozen45, %126, !dbg !34
  %127 = mul i32 %119, %.frozen49, !dbg !34
  %.decomposed50 = sub i32 %.frozen48, %127, !dbg !34
  %128 = mul i32 %120, %.frozen52, !dbg !34
  %.decomposed53 = sub i32 %.frozen51, %128, !dbg !34
  %129 = mul i32 %121, %.frozen55, !dbg !34
  %.decomposed56 = sub i32 %.frozen54, %129, !dbg !34
  %.frozen71 = freeze i32 %6, !dbg !35
  %130 = sdiv i32 %.decomposed35, %.frozen71, !dbg !35
  %.frozen57 = freeze i32 %6, !dbg !35
  %131 = sdiv i32 %.decomposed38, %.frozen57, !dbg !35
  %.frozen59 = freeze i32 %6, !dbg !35
  %132 = sdiv i32 %.decomposed41, %.frozen59, !dbg !35
  %.frozen61 = freeze i32 %6, !dbg !35
  %133 = sdiv i32 %.decomposed44, %.frozen61, !dbg !35
  %.frozen63 = freeze i32 %6, !dbg !35
  %134 = sdiv i32 %.decomposed47, %.frozen63, !dbg !35
  %.frozen65 = freeze i32 %6, !dbg !35
  %135 = sdiv i32 %.decomposed50, %.frozen65, !dbg !35
  %.frozen67 = freeze i32 %6, !dbg !35
  %136 = sdiv i32 %.decomposed53, %.frozen67, !dbg !35
  %.frozen69 = freeze i32 %6, !dbg !35
  %137 = sdiv i32 %.decomposed56, %.frozen69, !dbg !35
  %138 = mul i32 %131, %.frozen57, !dbg !36
  %.decomposed58 = sub i32 %.decomposed38, %138, !dbg !36
  %139 = mul i32 %132, %.frozen59, !dbg !36
  %.decomposed60 = sub i32 %.decomposed41, %139, !dbg !36
  %140 = mul i32 %133, %.frozen61, !dbg !36
  %.decomposed62 = sub i32 %.decomposed44, %140, !dbg !36
  %141 = mul i32 %134, %.frozen63, !dbg !36
  %.decomposed64 = sub i32 %.decomposed47, %141, !dbg !36
  %142 = mul i32 %135, %.frozen65, !dbg !36
  %.decomposed66 = sub i32 %.decomposed50, %142, !dbg !36
  %143 = mul i32 %136, %.frozen67, !dbg !36
  %.decomposed68 = sub i32 %.decomposed53, %143, !dbg !36
  %144 = mul i32 %137, %.frozen69, !dbg !36
  %.decomposed70 = sub i32 %.decomposed56, %144, !dbg !36
  %145 = add i32 %114, %51, !dbg !37
  %146 = add i32 %115, %51, !dbg !37
  %147 = add i32 %116, %51, !dbg !37
  %148 = add i32 %117, %51, !dbg !37
  %149 = add i32 %118, %51, !dbg !37
  %150 = add i32 %119, %51, !dbg !37
  %151 = add i32 %120, %51, !dbg !37
  %152 = add i32 %121, %51, !dbg !37
  %153 = add i32 %130, %53, !dbg !38
  %154 = add i32 %131, %53, !dbg !38
  %155 = add i32 %132, %53, !dbg !38
  %156 = add i32 %133, %53, !dbg !38
  %157 = add i32 %134, %53, !dbg !38
  %158 = add i32 %135, %53, !dbg !38
  %159 = add i32 %136, %53, !dbg !38
  %160 = add i32 %137, %53, !dbg !38
  %161 = icmp slt i32 %105, %24, !dbg !39
  %162 = icmp slt i32 %106, %24, !dbg !39
  %163 = icmp slt i32 %107, %24, !dbg !39
  %164 = icmp slt i32 %108, %24, !dbg !39
  %165 = icmp slt i32 %109, %24, !dbg !39
  %166 = icmp slt i32 %110, %24, !dbg !39
  %167 = icmp slt i32 %111, %24, !dbg !39
  %168 = icmp slt i32 %112, %24, !dbg !39
  %169 = icmp sgt i32 %145, -1, !dbg !40
  %170 = icmp sgt i32 %146, -1, !dbg !40
  %171 = icmp sgt i32 %147, -1, !dbg !40
  %172 = icmp sgt i32 %148, -1, !dbg !40
  %173 = icmp sgt i32 %149, -1, !dbg !40
  %174 = icmp sgt i32 %150, -1, !dbg !40
  %175 = icmp sgt i32 %151, -1, !dbg !40
  %176 = icmp sgt i32 %152, -1, !dbg !40
  %177 = and i1 %161, %169, !dbg !41
  %178 = and i1 %162, %170, !dbg !41
  %179 = and i1 %163, %171, !dbg !41
  %180 = and i1 %164, %172, !dbg !41
  %181 = and i1 %165, %173, !dbg !41
  %182 = and i1 %166, %174, !dbg !41
  %183 = and i1 %167, %175, !dbg !41
  %184 = and i1 %168, %176, !dbg !41
  %185 = icmp slt i32 %145, %4, !dbg !42
  %186 = icmp slt i32 %146, %4, !dbg !42
  %187 = icmp slt i32 %147, %4, !dbg !42
  %188 = icmp slt i32 %148, %4, !dbg !42
  %189 = icmp slt i32 %149, %4, !dbg !42
  %190 = icmp slt i32 %150, %4, !dbg !42
  %191 = icmp slt i32 %151, %4, !dbg !42
  %192 = icmp slt i32 %152, %4, !dbg !42
  %193 = and i1 %185, %177, !dbg !43
  %194 = and i1 %186, %178, !dbg !43
  %195 = and i1 %187, %179, !dbg !43
  %196 = and i1 %188, %180, !dbg !43
  %197 = and i1 %189, %181, !dbg !43
  %198 = and i1 %190, %182, !dbg !43
  %199 = and i1 %191, %183, !dbg !43
  %200 = and i1 %192, %184, !dbg !43
  %201 = icmp sgt i32 %153, -1, !dbg !44
  %202 = icmp sgt i32 %154, -1, !dbg !44
  %203 = icmp sgt i32 %155, -1, !dbg !44
  %204 = icmp sgt i32 %156, -1, !dbg !44
  %205 = icmp sgt i32 %157, -1, !dbg !44
  %206 = icmp sgt i32 %158, -1, !dbg !44
  %207 = icmp sgt i32 %159, -1, !dbg !44
  %208 = icmp sgt i32 %160, -1, !dbg !44
  %209 = and i1 %193, %201, !dbg !45
  %210 = and i1 %194, %202, !dbg !45
  %211 = and i1 %195, %203, !dbg !45
  %212 = and i1 %196, %204, !dbg !45
  %213 = and i1 %197, %205, !dbg !45
  %214 = and i1 %198, %206, !dbg !45
  %215 = and i1 %199, %207, !dbg !45
  %216 = and i1 %200, %208, !dbg !45
  %217 = icmp slt i32 %153, %5, !dbg !46
  %218 = icmp slt i32 %154, %5, !dbg !46
  %219 = icmp slt i32 %155, %5, !dbg !46
  %220 = icmp slt i32 %156, %5, !dbg !46
  %221 = icmp slt i32 %157, %5, !dbg !46
  %222 = icmp slt i32 %158, %5, !dbg !46
  %223 = icmp slt i32 %159, %5, !dbg !46
  %224 = icmp slt i32 %160, %5, !dbg !46
  %225 = and i1 %217, %209, !dbg !47
  %226 = and i1 %54, %225, !dbg !47
  %227 = and i1 %218, %210, !dbg !47
  %228 = and i1 %54, %227, !dbg !47
  %229 = and i1 %219, %211, !dbg !47
  %230 = and i1 %54, %229, !dbg !47
  %231 = and i1 %220, %212, !dbg !47
  %232 = and i1 %54, %231, !dbg !47
  %233 = and i1 %221, %213, !dbg !47
  %234 = and i1 %54, %233, !dbg !47
  %235 = and i1 %222, %214, !dbg !47
  %236 = and i1 %54, %235, !dbg !47
  %237 = and i1 %223, %215, !dbg !47
  %238 = and i1 %54, %237, !dbg !47
  %239 = and i1 %224, %216, !dbg !47
  %240 = and i1 %54, %239, !dbg !47
  %241 = add i32 %146, %55, !dbg !48
  %242 = add i32 %147, %55, !dbg !48
  %243 = add i32 %148, %55, !dbg !48
  %244 = add i32 %149, %55, !dbg !48
  %245 = add i32 %150, %55, !dbg !48
  %246 = add i32 %151, %55, !dbg !48
  %247 = add i32 %152, %55, !dbg !48
  %248 = mul i32 %241, %5, !dbg !49
  %249 = mul i32 %242, %5, !dbg !49
  %250 = mul i32 %243, %5, !dbg !49
  %251 = mul i32 %244, %5, !dbg !49
  %252 = mul i32 %245, %5, !dbg !49
  %253 = mul i32 %246, %5, !dbg !49
  %254 = mul i32 %247, %5, !dbg !49
  %255 = add i32 %154, %248, !dbg !50
  %256 = add i32 %155, %249, !dbg !50
  %257 = add i32 %156, %250, !dbg !50
  %258 = add i32 %157, %251, !dbg !50
  %259 = add i32 %158, %252, !dbg !50
  %260 = add i32 %159, %253, !dbg !50
  %261 = add i32 %160, %254, !dbg !50
  %262 = mul i32 %255, %6, !dbg !51
  %263 = mul i32 %256, %6, !dbg !51
  %264 = mul i32 %257, %6, !dbg !51
  %265 = mul i32 %258, %6, !dbg !51
  %266 = mul i32 %259, %6, !dbg !51
  %267 = mul i32 %260, %6, !dbg !51
  %268 = mul i32 %261, %6, !dbg !51
  %269 = add i32 %.decomposed58, %262, !dbg !52
  %270 = add i32 %.decomposed60, %263, !dbg !52
  %271 = add i32 %.decomposed62, %264, !dbg !52
  %272 = add i32 %.decomposed64, %265, !dbg !52
  %273 = add i32 %.decomposed66, %266, !dbg !52
  %274 = add i32 %.decomposed68, %267, !dbg !52
  %275 = add i32 %.decomposed70, %268, !dbg !52
  %276 = sext i32 %269 to i64, !dbg !53
  %277 = getelementptr half, ptr addrspace(1) %0, i64 %276, !dbg !53
  %278 = sext i32 %270 to i64, !dbg !53
  %279 = getelementptr half, ptr addrspace(1) %0, i64 %278, !dbg !53
  %280 = sext i32 %271 to i64, !dbg !53
  %281 = getelementptr half, ptr addrspace(1) %0, i64 %280, !dbg !53
  %282 = sext i32 %272 to i64, !dbg !53
  %283 = getelementptr half, ptr addrspace(1) %0, i64 %282, !dbg !53
  %284 = sext i32 %273 to i64, !dbg !53
  %285 = getelementptr half, ptr addrspace(1) %0, i64 %284, !dbg !53
  %286 = sext i32 %274 to i64, !dbg !53
  %287 = getelementptr half, ptr addrspace(1) %0, i64 %286, !dbg !53
  %288 = sext i32 %275 to i64, !dbg !53
  %289 = getelementptr half, ptr addrspace(1) %0, i64 %288, !dbg !53
  br i1 %226, label %290, label %300, !dbg !54

290:                                              ; preds = %95
  %291 = add i32 %145, %55, !dbg !48
  %292 = mul i32 %291, %5, !dbg !49
  %293 = add i32 %153, %292, !dbg !50
  %294 = mul i32 %293, %6, !dbg !51
  %295 = mul i32 %130, %.frozen71, !dbg !36
  %.decomposed72 = sub i32 %.decomposed35, %295, !dbg !36
  %296 = add i32 %.decomposed72, %294, !dbg !52
  %297 = sext i32 %296 to i64, !dbg !53
  %298 = getelementptr half, ptr addrspace(1) %0, i64 %297, !dbg !53
  %299 = load <1 x half>, ptr addrspace(1) %298, align 2, !dbg !54
  br label %300, !dbg !54

300:                                              ; preds = %290, %95
  %301 = phi <1 x half> [ %299, %290 ], [ zeroinitializer, %95 ], !dbg !54
  %302 = extractelement <1 x half> %301, i64 0, !dbg !54
  br i1 %228, label %303, label %305, !dbg !54

303:                                              ; preds = %300
  %304 = load <1 x half>, ptr addrspace(1) %277, align 2, !dbg !54
  br label %305, !dbg !54

305:                                              ; preds = %303, %300
  %306 = phi <1 x half> [ %304, %303 ], [ zeroinitializer, %300 ], !dbg !54
  %307 = extractelement <1 x half> %306, i64 0, !dbg !54
  br i1 %230, label %308, label %310, !dbg !54

308:                                              ; preds = %305
  %309 = load <1 x half>, ptr addrspace(1) %279, align 2, !dbg !54
  br label %310, !dbg !54

310:                                              ; preds = %308, %305
  %311 = phi <1 x half> [ %309, %308 ], [ zeroinitializer, %305 ], !dbg !54
  %312 = extractelement <1 x half> %311, i64 0, !dbg !54
  br i1 %232, label %313, label %315, !dbg !54

313:                                              ; preds = %310
  %314 = load <1 x half>, ptr addrspace(1) %281, align 2, !dbg !54
  br label %315, !dbg !54

315:                                              ; preds = %313, %310
  %316 = phi <1 x half> [ %314, %313 ], [ zeroinitializer, %310 ], !dbg !54
  %317 = extractelement <1 x half> %316, i64 0, !dbg !54
  br i1 %234, label %318, label %320, !dbg !54

318:                                              ; preds = %315
  %319 = load <1 x half>, ptr addrspace(1) %283, align 2, !dbg !54
  br label %320, !dbg !54

320:                                              ; preds = %318, %315
  %321 = phi <1 x half> [ %319, %318 ], [ zeroinitializer, %315 ], !dbg !54
  %322 = extractelement <1 x half> %321, i64 0, !dbg !54
  br i1 %236, label %323, label %325, !dbg !54

323:                                              ; preds = %320
  %324 = load <1 x half>, ptr addrspace(1) %285, align 2, !dbg !54
  br label %325, !dbg !54

325:                                              ; preds = %323, %320
  %326 = phi <1 x half> [ %324, %323 ], [ zeroinitializer, %320 ], !dbg !54
  %327 = extractelement <1 x half> %326, i64 0, !dbg !54
  br i1 %238, label %328, label %330, !dbg !54

328:                                              ; preds = %325
  %329 = load <1 x half>, ptr addrspace(1) %287, align 2, !dbg !54
  br label %330, !dbg !54

330:                                              ; preds = %328, %325
  %331 = phi <1 x half> [ %329, %328 ], [ zeroinitializer, %325 ], !dbg !54
  %332 = extractelement <1 x half> %331, i64 0, !dbg !54
  br i1 %240, label %333, label %335, !dbg !54

333:                                              ; preds = %330
  %334 = load <1 x half>, ptr addrspace(1) %289, align 2, !dbg !54
  br label %335, !dbg !54

335:                                              ; preds = %333, %330
  %336 = phi <1 x half> [ %334, %333 ], [ zeroinitializer, %330 ], !dbg !54
  %337 = extractelement <1 x half> %336, i64 0, !dbg !54
  %338 = add i32 %113, %57, !dbg !55
  %339 = add i32 %113, %58, !dbg !55
  %340 = add i32 %113, %59, !dbg !55
  %341 = icmp slt i32 %113, %24, !dbg !56
  %342 = and i1 %60, %341, !dbg !57
  %343 = and i1 %61, %341, !dbg !57
  %344 = and i1 %62, %341, !dbg !57
  %345 = and i1 %63, %341, !dbg !57
  %346 = sext i32 %338 to i64, !dbg !58
  %347 = getelementptr half, ptr addrspace(1) %1, i64 %346, !dbg !58
  %348 = sext i32 %339 to i64, !dbg !58
  %349 = getelementptr half, ptr addrspace(1) %1, i64 %348, !dbg !58
  %350 = sext i32 %340 to i64, !dbg !58
  %351 = getelementptr half, ptr addrspace(1) %1, i64 %350, !dbg !58
  br i1 %342, label %352, label %357, !dbg !59

352:                                              ; preds = %335
  %353 = add i32 %113, %56
  %354 = sext i32 %353 to i64
  %355 = getelementptr half, ptr addrspace(1) %1, i64 %354
  %356 = load <1 x half>, ptr addrspace(1) %355, align 2, !dbg !59
  br label %357, !dbg !59

357:                                              ; preds = %352, %335
  %358 = phi <1 x half> [ %356, %352 ], [ zeroinitializer, %335 ], !dbg !59
  br i1 %343, label %359, label %361, !dbg !59

359:                                              ; preds = %357
  %360 = load <1 x half>, ptr addrspace(1) %347, align 2, !dbg !59
  br label %361, !dbg !59

361:                                              ; preds = %359, %357
  %362 = phi <1 x half> [ %360, %359 ], [ zeroinitializer, %357 ], !dbg !59
  br i1 %344, label %363, label %365, !dbg !59

363:                                              ; preds = %361
  %364 = load <1 x half>, ptr addrspace(1) %349, align 2, !dbg !59
  br label %365, !dbg !59

365:                                              ; preds = %363, %361
  %366 = phi <1 x half> [ %364, %363 ], [ zeroinitializer, %361 ], !dbg !59
  br i1 %345, label %367, label %369, !dbg !59

367:                                              ; preds = %365
  %368 = load <1 x half>, ptr addrspace(1) %351, align 2, !dbg !59
  br label %369, !dbg !59

369:                                              ; preds = %367, %365
  %370 = phi <1 x half> [ %368, %367 ], [ zeroinitializer, %365 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %371 = insertelement <4 x half> poison, half %302, i64 0, !dbg !54
  %372 = insertelement <4 x half> %371, half %307, i64 1, !dbg !54
  %373 = insertelement <4 x half> %372, half %312, i64 2, !dbg !54
  %374 = insertelement <4 x half> %373, half %317, i64 3, !dbg !54
  store <4 x half> %374, ptr addrspace(3) %75, align 8, !dbg !54
  %375 = insertelement <4 x half> poison, half %322, i64 0, !dbg !54
  %376 = insertelement <4 x half> %375, half %327, i64 1, !dbg !54
  %377 = insertelement <4 x half> %376, half %332, i64 2, !dbg !54
  %378 = insertelement <4 x half> %377, half %337, i64 3, !dbg !54
  store <4 x half> %378, ptr addrspace(3) %77, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %379 = load <4 x half>, ptr addrspace(3) %81, align 8, !dbg !54
  %380 = load <4 x half>, ptr addrspace(3) %83, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %358, ptr addrspace(3) %85, align 2, !dbg !59
  store <1 x half> %362, ptr addrspace(3) %87, align 2, !dbg !59
  store <1 x half> %366, ptr addrspace(3) %89, align 2, !dbg !59
  store <1 x half> %370, ptr addrspace(3) %91, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %381 = load <4 x half>, ptr addrspace(3) %94, align 8, !dbg !59
  %382 = insertelement <4 x float> poison, float %96, i64 0, !dbg !60
  %383 = insertelement <4 x float> %382, float %97, i64 1, !dbg !60
  %384 = insertelement <4 x float> %383, float %98, i64 2, !dbg !60
  %385 = insertelement <4 x float> %384, float %99, i64 3, !dbg !60
  %386 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %381, <4 x half> %379, <4 x float> %385, i32 0, i32 0, i32 0), !dbg !60
  %387 = extractelement <4 x float> %386, i64 0, !dbg !60
  %388 = extractelement <4 x float> %386, i64 1, !dbg !60
  %389 = extractelement <4 x float> %386, i64 2, !dbg !60
  %390 = extractelement <4 x float> %386, i64 3, !dbg !60
  %391 = insertelement <4 x float> poison, float %100, i64 0, !dbg !60
  %392 = insertelement <4 x float> %391, float %101, i64 1, !dbg !60
  %393 = insertelement <4 x float> %392, float %102, i64 2, !dbg !60
  %394 = insertelement <4 x float> %393, float %103, i64 3, !dbg !60
  %395 = tail call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %381, <4 x half> %380, <4 x float> %394, i32 0, i32 0, i32 0), !dbg !60
  %396 = extractelement <4 x float> %395, i64 0, !dbg !60
  %397 = extractelement <4 x float> %395, i64 1, !dbg !60
  %398 = extractelement <4 x float> %395, i64 2, !dbg !60
  %399 = extractelement <4 x float> %395, i64 3, !dbg !60
  %400 = add i32 %104, 16, !dbg !31
  %401 = icmp slt i32 %400, %24, !dbg !31
  br i1 %401, label %95, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %369
  %402 = fptrunc float %388 to half, !dbg !61
  %403 = fptrunc float %389 to half, !dbg !61
  %404 = fptrunc float %390 to half, !dbg !61
  %405 = fptrunc float %396 to half, !dbg !61
  %406 = fptrunc float %397 to half, !dbg !61
  %407 = fptrunc float %398 to half, !dbg !61
  %408 = fptrunc float %399 to half, !dbg !61
  %409 = fptrunc float %387 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %410 = phi half [ 0xH0000, %18 ], [ %409, %._crit_edge.loopexit ], !dbg !63
  %411 = phi half [ 0xH0000, %18 ], [ %402, %._crit_edge.loopexit ], !dbg !63
  %412 = phi half [ 0xH0000, %18 ], [ %403, %._crit_edge.loopexit ], !dbg !63
  %413 = phi half [ 0xH0000, %18 ], [ %404, %._crit_edge.loopexit ], !dbg !63
  %414 = phi half [ 0xH0000, %18 ], [ %405, %._crit_edge.loopexit ], !dbg !63
  %415 = phi half [ 0xH0000, %18 ], [ %406, %._crit_edge.loopexit ], !dbg !63
  %416 = phi half [ 0xH0000, %18 ], [ %407, %._crit_edge.loopexit ], !dbg !63
  %417 = phi half [ 0xH0000, %18 ], [ %408, %._crit_edge.loopexit ], !dbg !63
  %418 = mul i32 %7, %30, !dbg !62
  %419 = mul i32 %7, %31, !dbg !62
  %420 = add i32 %418, %43, !dbg !64
  %421 = add i32 %418, %44, !dbg !64
  %422 = add i32 %418, %45, !dbg !64
  %423 = add i32 %419, %42, !dbg !64
  %424 = add i32 %419, %43, !dbg !64
  %425 = add i32 %419, %44, !dbg !64
  %426 = add i32 %419, %45, !dbg !64
  %427 = icmp slt i32 %30, %22, !dbg !65
  %428 = icmp slt i32 %31, %22, !dbg !65
  %429 = icmp slt i32 %42, %7, !dbg !66
  %430 = icmp slt i32 %43, %7, !dbg !66
  %431 = icmp slt i32 %44, %7, !dbg !66
  %432 = icmp slt i32 %45, %7, !dbg !66
  %433 = and i1 %429, %427, !dbg !67
  %434 = and i1 %430, %427, !dbg !67
  %435 = and i1 %431, %427, !dbg !67
  %436 = and i1 %432, %427, !dbg !67
  %437 = and i1 %429, %428, !dbg !67
  %438 = and i1 %430, %428, !dbg !67
  %439 = and i1 %431, %428, !dbg !67
  %440 = and i1 %432, %428, !dbg !67
  %441 = sext i32 %420 to i64, !dbg !68
  %442 = getelementptr half, ptr addrspace(1) %2, i64 %441, !dbg !68
  %443 = sext i32 %421 to i64, !dbg !68
  %444 = getelementptr half, ptr addrspace(1) %2, i64 %443, !dbg !68
  %445 = sext i32 %422 to i64, !dbg !68
  %446 = getelementptr half, ptr addrspace(1) %2, i64 %445, !dbg !68
  %447 = sext i32 %423 to i64, !dbg !68
  %448 = getelementptr half, ptr addrspace(1) %2, i64 %447, !dbg !68
  %449 = sext i32 %424 to i64, !dbg !68
  %450 = getelementptr half, ptr addrspace(1) %2, i64 %449, !dbg !68
  %451 = sext i32 %425 to i64, !dbg !68
  %452 = getelementptr half, ptr addrspace(1) %2, i64 %451, !dbg !68
  %453 = sext i32 %426 to i64, !dbg !68
  %454 = getelementptr half, ptr addrspace(1) %2, i64 %453, !dbg !68
  br i1 %433, label %455, label %460, !dbg !69

455:                                              ; preds = %._crit_edge
  %456 = add i32 %418, %42
  %457 = sext i32 %456 to i64
  %458 = getelementptr half, ptr addrspace(1) %2, i64 %457
  %459 = insertelement <1 x half> poison, half %410, i64 0
  store <1 x half> %459, ptr addrspace(1) %458, align 2, !dbg !69
  br label %460, !dbg !69

460:                                              ; preds = %455, %._crit_edge
  br i1 %434, label %461, label %463, !dbg !69

461:                                              ; preds = %460
  %462 = insertelement <1 x half> poison, half %411, i64 0
  store <1 x half> %462, ptr addrspace(1) %442, align 2, !dbg !69
  br label %463, !dbg !69

463:                                              ; preds = %461, %460
  br i1 %435, label %464, label %466, !dbg !69

464:                                              ; preds = %463
  %465 = insertelement <1 x half> poison, half %412, i64 0
  store <1 x half> %465, ptr addrspace(1) %444, align 2, !dbg !69
  br label %466, !dbg !69

466:                                              ; preds = %464, %463
  br i1 %436, label %467, label %469, !dbg !69

467:                                              ; preds = %466
  %468 = insertelement <1 x half> poison, half %413, i64 0
  store <1 x half> %468, ptr addrspace(1) %446, align 2, !dbg !69
  br label %469, !dbg !69

469:                                              ; preds = %467, %466
  br i1 %437, label %470, label %472, !dbg !69

470:                                              ; preds = %469
  %471 = insertelement <1 x half> poison, half %414, i64 0
  store <1 x half> %471, ptr addrspace(1) %448, align 2, !dbg !69
  br label %472, !dbg !69

472:                                              ; preds = %470, %469
  br i1 %438, label %473, label %475, !dbg !69

473:                                              ; preds = %472
  %474 = insertelement <1 x half> poison, half %415, i64 0
  store <1 x half> %474, ptr addrspace(1) %450, align 2, !dbg !69
  br label %475, !dbg !69

475:                                              ; preds = %473, %472
  br i1 %439, label %476, label %478, !dbg !69

476:                                              ; preds = %475
  %477 = insertelement <1 x half> poison, half %416, i64 0
  store <1 x half> %477, ptr addrspace(1) %452, align 2, !dbg !69
  br label %478, !dbg !69

478:                                              ; preds = %476, %475
  br i1 %440, label %479, label %481, !dbg !69

479:                                              ; preds = %478
  %480 = insertelement <1 x half> poison, half %417, i64 0
  store <1 x half> %480, ptr addrspace(1) %454, align 2, !dbg !69
  br label %481, !dbg !69

481:                                              ; preds = %479, %478
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
!65 = !DILocation(line: 78, column: 32, scope: !4)
!66 = !DILocation(line: 78, column: 61, scope: !4)
!67 = !DILocation(line: 78, column: 43, scope: !4)
!68 = !DILocation(line: 79, column: 21, scope: !4)
!69 = !DILocation(line: 79, column: 28, scope: !4)
!70 = !DILocation(line: 79, column: 4, scope: !4)
