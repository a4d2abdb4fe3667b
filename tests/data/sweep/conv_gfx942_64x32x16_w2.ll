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
  %29 = and i32 %26, 64, !dbg !14
  %30 = lshr exact i32 %29, 1, !dbg !14
  %31 = or disjoint i32 %25, %27, !dbg !15
  %32 = or disjoint i32 %28, %30, !dbg !15
  %33 = or disjoint i32 %32, %25, !dbg !15
  %34 = shl i32 %20, 5, !dbg !16
  %35 = lshr i32 %26, 4, !dbg !17
  %36 = and i32 %35, 7, !dbg !17
  %37 = and i32 %26, 32, !dbg !17
  %38 = lshr exact i32 %37, 3, !dbg !17
  %39 = or disjoint i32 %36, %34, !dbg !18
  %40 = or disjoint i32 %39, 8, !dbg !18
  %41 = or disjoint i32 %39, 16, !dbg !18
  %42 = or disjoint i32 %39, 24, !dbg !18
  %43 = or disjoint i32 %38, %34, !dbg !18
  %44 = or disjoint i32 %43, 1, !dbg !18
  %45 = or disjoint i32 %43, 2, !dbg !18
  %46 = or disjoint i32 %43, 3, !dbg !18
  %47 = or disjoint i32 %43, 8, !dbg !18
  %48 = or disjoint i32 %43, 9, !dbg !18
  %49 = or disjoint i32 %43, 10, !dbg !18
  %50 = or disjoint i32 %43, 11, !dbg !18
  %51 = or disjoint i32 %43, 16, !dbg !18
  %52 = or disjoint i32 %43, 17, !dbg !18
  %53 = or disjoint i32 %43, 18, !dbg !18
  %54 = or disjoint i32 %43, 19, !dbg !18
  %55 = or disjoint i32 %43, 24, !dbg !18
  %56 = or disjoint i32 %43, 25, !dbg !18
  %57 = or disjoint i32 %43, 26, !dbg !18
  %58 = or disjoint i32 %43, 27, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %59 = sdiv i32 %31, %.frozen, !dbg !19
  %60 = mul i32 %59, %.frozen, !dbg !20
  %.decomposed = sub i32 %31, %60, !dbg !20
  %.frozen55 = freeze i32 %11, !dbg !21
  %61 = sdiv i32 %.decomposed, %.frozen55, !dbg !21
  %62 = mul i32 %61, %.frozen55, !dbg !22
  %.decomposed56 = sub i32 %.decomposed, %62, !dbg !22
  %63 = lshr exact i32 %29, 4, !dbg !23
  %64 = and i32 %26, 15, !dbg !23
  %65 = mul i32 %61, %12, !dbg !24
  %66 = sub i32 %65, %14, !dbg !25
  %67 = mul i32 %.decomposed56, %13, !dbg !26
  %68 = sub i32 %67, %15, !dbg !27
  %69 = icmp slt i32 %31, %22, !dbg !28
  %70 = mul i32 %59, %4, !dbg !29
  %71 = mul i32 %24, %39, !dbg !30
  %72 = mul i32 %24, %40, !dbg !30
  %73 = mul i32 %24, %41, !dbg !30
  %74 = mul i32 %24, %42, !dbg !30
  %75 = icmp slt i32 %39, %7, !dbg !31
  %76 = icmp slt i32 %40, %7, !dbg !31
  %77 = icmp slt i32 %41, %7, !dbg !31
  %78 = icmp slt i32 %42, %7, !dbg !31
  %79 = icmp sgt i32 %24, 0, !dbg !32
  br i1 %79, label %.lr.ph, label %._crit_edge, !dbg !32

.lr.ph:                                           ; preds = %18
  %80 = icmp eq i32 %29, 0, !dbg !14
  %81 = shl nuw nsw i32 %27, 5
  %82 = shl nuw nsw i32 %26, 1
  %83 = and i32 %82, 24
  %84 = lshr i32 %26, 1
  %85 = lshr exact i32 %29, 3
  %86 = xor i32 %82, %84
  %87 = and i32 %86, 24
  %88 = xor i32 %87, %85
  %89 = or disjoint i32 %88, %81
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %91 = xor i32 %89, 16
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91
  %93 = shl nuw nsw i32 %64, 5
  %94 = and i32 %26, 16
  %95 = icmp eq i32 %94, 0
  %96 = select i1 %95, i32 0, i32 520
  %97 = lshr exact i32 %37, 2
  %98 = select i1 %80, i32 0, i32 1040
  %99 = or disjoint i32 %98, %97
  %100 = xor i32 %96, %99
  %101 = xor i32 %100, %83
  %102 = or disjoint i32 %101, %93
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %102
  %104 = xor i32 %102, 16
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %104
  %106 = shl nuw nsw i32 %27, 1
  %107 = select i1 %80, i32 0, i32 136
  %108 = xor i32 %107, %106
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %108
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) %109, i32 512
  %111 = xor i32 %108, 272
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %111
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 512
  %114 = shl nuw nsw i32 %28, 5
  %115 = xor i32 %83, %97
  %116 = or disjoint i32 %115, %114
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116
  %118 = xor i32 %116, 16
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %118
  br label %120, !dbg !32

120:                                              ; preds = %.lr.ph, %402
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %434, %402 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %435, %402 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %436, %402 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %437, %402 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %438, %402 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %439, %402 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %440, %402 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %441, %402 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %442, %402 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %443, %402 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %444, %402 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %445, %402 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %446, %402 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %447, %402 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %448, %402 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %449, %402 ]
  %137 = phi i32 [ 0, %.lr.ph ], [ %450, %402 ]
  %138 = or disjoint i32 %137, %63, !dbg !33
  %139 = or disjoint i32 %138, 1, !dbg !33
  %140 = or disjoint i32 %138, 2, !dbg !33
  %141 = or disjoint i32 %138, 3, !dbg !33
  %142 = or disjoint i32 %138, 8, !dbg !33
  %143 = or disjoint i32 %138, 9, !dbg !33
  %144 = or disjoint i32 %138, 10, !dbg !33
  %145 = or disjoint i32 %138, 11, !dbg !33
  %146 = or disjoint i32 %137, %64, !dbg !33
  %.frozen57 = freeze i32 %138, !dbg !34
  %.frozen58 = freeze i32 %23, !dbg !34
  %147 = sdiv i32 %.frozen57, %.frozen58, !dbg !34
  %.frozen60 = freeze i32 %139, !dbg !34
  %.frozen61 = freeze i32 %23, !dbg !34
  %148 = sdiv i32 %.frozen60, %.frozen61, !dbg !34
  %.frozen63 = freeze i32 %140, !dbg !34
  %.frozen64 = freeze i32 %23, !dbg !34
  %149 = sdiv i32 %.frozen63, %.frozen64, !dbg !34
  %.frozen66 = freeze i32 %141, !dbg !34
  %.frozen67 = freeze i32 %23, !dbg !34
  %150 = sdiv i32 %.frozen66, %.frozen67, !dbg !34
  %.frozen69 = freeze i32 %142, !dbg !34
  %.frozen70 = freeze i32 %23, !dbg !34
  %151 = sdiv i32 %.frozen69, %.frozen70, !dbg !34
  %.frozen72 = freeze i32 %143, !dbg !34
  %.frozen73 = freeze i32 %23, !dbg !34
  %152 = sdiv i32 %.frozen72, %.frozen73, !dbg !34
  %.frozen75 = freeze i32 %144, !dbg !34
  %.frozen76 = freeze i32 %23, !dbg !34
  %153 = sdiv i32 %.frozen75, %.frozen76, !dbg !34
  %.frozen78 = freeze i32 %145, !dbg !34
  %.frozen79 = freeze i32 %23, !dbg !34
  %154 = sdiv i32 %.frozen78, %.frozen79, !dbg !34
  %155 = mul i32 %147, %.frozen58, !dbg !35
  %.decomposed59 = sub i32 %.frozen57, %155, !dbg !35
  %156 = mul i32 %148, %.frozen61, !dbg !35
  %.decomposed62 = sub i32 %.frozen60, %156, !dbg !35
  %157 = mul i32 %149, %.frozen64, !dbg !35
  %.decomposed65 = sub i32 %.frozen63, %157, !dbg !35
  %158 = mul i32 %150, %.frozen67, !dbg !35
  %.decomposed68 = sub i32 %.frozen66, %158, !dbg !35
  %159 = mul i32 %151, %.frozen70, !dbg !35
  %.decomposed71 = sub i32 %.frozen69, %159, !dbg !35
  %160 = mul i32 %152, %.frozen73, !dbg !35
  %.decomposed74 = sub i32 %.frozen72, %160, !dbg !35
  %161 = mul i32 %153, %.frozen76, !dbg !35
  %.decomposed77 = sub i32 %.frozen75, %161, !dbg !35
  %162 = mul i32 %154, %.frozen79, !dbg !35
  %.decomposed80 = sub i32 %.frozen78, %162, !dbg !35
  %.frozen95 = freeze i32 %6, !dbg !36
  %163 = sdiv i32 %.decomposed59, %.frozen95, !dbg !36
  %.frozen81 = freeze i32 %6, !dbg !36
  %164 = sdiv i32 %.decomposed62, %.frozen81, !dbg !36
  %.frozen83 = freeze i32 %6, !dbg !36
  %165 = sdiv i32 %.decomposed65, %.frozen83, !dbg !36
  %.frozen85 = freeze i32 %6, !dbg !36
  %166 = sdiv i32 %.decomposed68, %.frozen85, !dbg !36
  %.frozen87 = freeze i32 %6, !dbg !36
  %167 = sdiv i32 %.decomposed71, %.frozen87, !dbg !36
  %.frozen89 = freeze i32 %6, !dbg !36
  %168 = sdiv i32 %.decomposed74, %.frozen89, !dbg !36
  %.frozen91 = freeze i32 %6, !dbg !36
  %169 = sdiv i32 %.decomposed77, %.frozen91, !dbg !36
  %.frozen93 = freeze i32 %6, !dbg !36
  %170 = sdiv i32 %.decomposed80, %.frozen93, !dbg !36
  %171 = mul i32 %164, %.frozen81, !dbg !37
  %.decomposed82 = sub i32 %.decomposed62, %171, !dbg !37
  %172 = mul i32 %165, %.frozen83, !dbg !37
  %.decomposed84 = sub i32 %.decomposed65, %172, !dbg !37
  %173 = mul i32 %166, %.frozen85, !dbg !37
  %.decomposed86 = sub i32 %.decomposed68, %173, !dbg !37
  %174 = mul i32 %167, %.frozen87, !dbg !37
  %.decomposed88 = sub i32 %.decomposed71, %174, !dbg !37
  %175 = mul i32 %168, %.frozen89, !dbg !37
  %.decomposed90 = sub i32 %.decomposed74, %175, !dbg !37
  %176 = mul i32 %169, %.frozen91, !dbg !37
  %.decomposed92 = sub i32 %.decomposed77, %176, !dbg !37
  %177 = mul i32 %170, %.frozen93, !dbg !37
  %.decomposed94 = sub i32 %.decomposed80, %177, !dbg !37
  %178 = add i32 %147, %66, !dbg !38
  %179 = add i32 %148, %66, !dbg !38
  %180 = add i32 %149, %66, !dbg !38
  %181 = add i32 %150, %66, !dbg !38
  %182 = add i32 %151, %66, !dbg !38
  %183 = add i32 %152, %66, !dbg !38
  %184 = add i32 %153, %66, !dbg !38
  %185 = add i32 %154, %66, !dbg !38
  %186 = add i32 %163, %68, !dbg !39
  %187 = add i32 %164, %68, !dbg !39
  %188 = add i32 %165, %68, !dbg !39
  %189 = add i32 %166, %68, !dbg !39
  %190 = add i32 %167, %68, !dbg !39
  %191 = add i32 %168, %68, !dbg !39
  %192 = add i32 %169, %68, !dbg !39
  %193 = add i32 %170, %68, !dbg !39
  %194 = icmp slt i32 %138, %24, !dbg !40
  %195 = icmp slt i32 %139, %24, !dbg !40
  %196 = icmp slt i32 %140, %24, !dbg !40
  %197 = icmp slt i32 %141, %24, !dbg !40
  %198 = icmp slt i32 %142, %24, !dbg !40
  %199 = icmp slt i32 %143, %24, !dbg !40
  %200 = icmp slt i32 %144, %24, !dbg !40
  %201 = icmp slt i32 %145, %24, !dbg !40
  %202 = icmp sgt i32 %178, -1, !dbg !41
  %203 = icmp sgt i32 %179, -1, !dbg !41
  %204 = icmp sgt i32 %180, -1, !dbg !41
  %205 = icmp sgt i32 %181, -1, !dbg !41
  %206 = icmp sgt i32 %182, -1, !dbg !41
  %207 = icmp sgt i32 %183, -1, !dbg !41
  %208 = icmp sgt i32 %184, -1, !dbg !41
  %209 = icmp sgt i32 %185, -1, !dbg !41
  %210 = and i1 %194, %202, !dbg !42
  %211 = and i1 %195, %203, !dbg !42
  %212 = and i1 %196, %204, !dbg !42
  %213 = and i1 %197, %205, !dbg !42
  %214 = and i1 %198, %206, !dbg !42
  %215 = and i1 %199, %207, !dbg !42
  %216 = and i1 %200, %208, !dbg !42
  %217 = and i1 %201, %209, !dbg !42
  %218 = icmp slt i32 %178, %4, !dbg !43
  %219 = icmp slt i32 %179, %4, !dbg !43
  %220 = icmp slt i32 %180, %4, !dbg !43
  %221 = icmp slt i32 %181, %4, !dbg !43
  %222 = icmp slt i32 %182, %4, !dbg !43
  %223 = icmp slt i32 %183, %4, !dbg !43
  %224 = icmp slt i32 %184, %4, !dbg !43
  %225 = icmp slt i32 %185, %4, !dbg !43
  %226 = and i1 %218, %210, !dbg !44
  %227 = and i1 %219, %211, !dbg !44
  %228 = and i1 %220, %212, !dbg !44
  %229 = and i1 %221, %213, !dbg !44
  %230 = and i1 %222, %214, !dbg !44
  %231 = and i1 %223, %215, !dbg !44
  %232 = and i1 %224, %216, !dbg !44
  %233 = and i1 %225, %217, !dbg !44
  %234 = icmp sgt i32 %186, -1, !dbg !45
  %235 = icmp sgt i32 %187, -1, !dbg !45
  %236 = icmp sgt i32 %188, -1, !dbg !45
  %237 = icmp sgt i32 %189, -1, !dbg !45
  %238 = icmp sgt i32 %190, -1, !dbg !45
  %239 = icmp sgt i32 %191, -1, !dbg !45
  %240 = icmp sgt i32 %192, -1, !dbg !45
  %241 = icmp sgt i32 %193, -1, !dbg !45
  %242 = and i1 %226, %234, !dbg !46
  %243 = and i1 %227, %235, !dbg !46
  %244 = and i1 %228, %236, !dbg !46
  %245 = and i1 %229, %237, !dbg !46
  %246 = and i1 %230, %238, !dbg !46
  %247 = and i1 %231, %239, !dbg !46
  %248 = and i1 %232, %240, !dbg !46
  %249 = and i1 %233, %241, !dbg !46
  %250 = icmp slt i32 %186, %5, !dbg !47
  %251 = icmp slt i32 %187, %5, !dbg !47
  %252 = icmp slt i32 %188, %5, !dbg !47
  %253 = icmp slt i32 %189, %5, !dbg !47
  %254 = icmp slt i32 %190, %5, !dbg !47
  %255 = icmp slt i32 %191, %5, !dbg !47
  %256 = icmp slt i32 %192, %5, !dbg !47
  %257 = icmp slt i32 %193, %5, !dbg !47
  %258 = and i1 %250, %242, !dbg !48
  %259 = and i1 %69, %258, !dbg !48
  %260 = and i1 %251, %243, !dbg !48
  %261 = and i1 %69, %260, !dbg !48
  %262 = and i1 %252, %244, !dbg !48
  %263 = and i1 %69, %262, !dbg !48
  %264 = and i1 %253, %245, !dbg !48
  %265 = and i1 %69, %264, !dbg !48
  %266 = and i1 %254, %246, !dbg !48
  %267 = and i1 %69, %266, !dbg !48
  %268 = and i1 %255, %247, !dbg !48
  %269 = and i1 %69, %268, !dbg !48
  %270 = and i1 %256, %248, !dbg !48
  %271 = and i1 %69, %270, !dbg !48
  %272 = and i1 %257, %249, !dbg !48
  %273 = and i1 %69, %272, !dbg !48
  %274 = add i32 %179, %70, !dbg !49
  %275 = add i32 %180, %70, !dbg !49
  %276 = add i32 %181, %70, !dbg !49
  %277 = add i32 %182, %70, !dbg !49
  %278 = add i32 %183, %70, !dbg !49
  %279 = add i32 %184, %70, !dbg !49
  %280 = add i32 %185, %70, !dbg !49
  %281 = mul i32 %274, %5, !dbg !50
  %282 = mul i32 %275, %5, !dbg !50
  %283 = mul i32 %276, %5, !dbg !50
  %284 = mul i32 %277, %5, !dbg !50
  %285 = mul i32 %278, %5, !dbg !50
  %286 = mul i32 %279, %5, !dbg !50
  %287 = mul i32 %280, %5, !dbg !50
  %288 = add i32 %187, %281, !dbg !51
  %289 = add i32 %188, %282, !dbg !51
  %290 = add i32 %189, %283, !dbg !51
  %291 = add i32 %190, %284, !dbg !51
  %292 = add i32 %191, %285, !dbg !51
  %293 = add i32 %192, %286, !dbg !51
  %294 = add i32 %193, %287, !dbg !51
  %295 = mul i32 %288, %6, !dbg !52
  %296 = mul i32 %289, %6, !dbg !52
  %297 = mul i32 %290, %6, !dbg !52
  %298 = mul i32 %291, %6, !dbg !52
  %299 = mul i32 %292, %6, !dbg !52
  %300 = mul i32 %293, %6, !dbg !52
  %301 = mul i32 %294, %6, !dbg !52
  %302 = add i32 %.decomposed82, %295, !dbg !53
  %303 = add i32 %.decomposed84, %296, !dbg !53
  %304 = add i32 %.decomposed86, %297, !dbg !53
  %305 = add i32 %.decomposed88, %298, !dbg !53
  %306 = add i32 %.decomposed90, %299, !dbg !53
  %307 = add i32 %.decomposed92, %300, !dbg !53
  %308 = add i32 %.decomposed94, %301, !dbg !53
  %309 = sext i32 %302 to i64, !dbg !54
  %310 = getelementptr half, ptr addrspace(1) %0, i64 %309, !dbg !54
  %311 = sext i32 %303 to i64, !dbg !54
  %312 = getelementptr half, ptr addrspace(1) %0, i64 %311, !dbg !54
  %313 = sext i32 %304 to i64, !dbg !54
  %314 = getelementptr half, ptr addrspace(1) %0, i64 %313, !dbg !54
  %315 = sext i32 %305 to i64, !dbg !54
  %316 = getelementptr half, ptr addrspace(1) %0, i64 %315, !dbg !54
  %317 = sext i32 %306 to i64, !dbg !54
  %318 = getelementptr half, ptr addrspace(1) %0, i64 %317, !dbg !54
  %319 = sext i32 %307 to i64, !dbg !54
  %320 = getelementptr half, ptr addrspace(1) %0, i64 %319, !dbg !54
  %321 = sext i32 %308 to i64, !dbg !54
  %322 = getelementptr half, ptr addrspace(1) %0, i64 %321, !dbg !54
  br i1 %259, label %323, label %333, !dbg !55

323:                                              ; preds = %120
  %324 = add i32 %178, %70, !dbg !49
  %325 = mul i32 %324, %5, !dbg !50
  %326 = add i32 %186, %325, !dbg !51
  %327 = mul i32 %326, %6, !dbg !52
  %328 = mul i32 %163, %.frozen95, !dbg !37
  %.decomposed96 = sub i32 %.decomposed59, %328, !dbg !37
  %329 = add i32 %.decomposed96, %327, !dbg !53
  %330 = sext i32 %329 to i64, !dbg !54
  %331 = getelementptr half, ptr addrspace(1) %0, i64 %330, !dbg !54
  %332 = load <1 x half>, ptr addrspace(1) %331, align 2, !dbg !55
  br label %333, !dbg !55

333:                                              ; preds = %323, %120
  %334 = phi <1 x half> [ %332, %323 ], [ zeroinitializer, %120 ], !dbg !55
  %335 = extractelement <1 x half> %334, i64 0, !dbg !55
  br i1 %261, label %336, label %338, !dbg !55

336:                                              ; preds = %333
  %337 = load <1 x half>, ptr addrspace(1) %310, align 2, !dbg !55
  br label %338, !dbg !55

338:                                              ; preds = %336, %333
  %339 = phi <1 x half> [ %337, %336 ], [ zeroinitializer, %333 ], !dbg !55
  %340 = extractelement <1 x half> %339, i64 0, !dbg !55
  br i1 %263, label %341, label %343, !dbg !55

341:                                              ; preds = %338
  %342 = load <1 x half>, ptr addrspace(1) %312, align 2, !dbg !55
  br label %343, !dbg !55

343:                                              ; preds = %341, %338
  %344 = phi <1 x half> [ %342, %341 ], [ zeroinitializer, %338 ], !dbg !55
  %345 = extractelement <1 x half> %344, i64 0, !dbg !55
  br i1 %265, label %346, label %348, !dbg !55

346:                                              ; preds = %343
  %347 = load <1 x half>, ptr addrspace(1) %314, align 2, !dbg !55
  br label %348, !dbg !55

348:                                              ; preds = %346, %343
  %349 = phi <1 x half> [ %347, %346 ], [ zeroinitializer, %343 ], !dbg !55
  %350 = extractelement <1 x half> %349, i64 0, !dbg !55
  br i1 %267, label %351, label %353, !dbg !55

351:                                              ; preds = %348
  %352 = load <1 x half>, ptr addrspace(1) %316, align 2, !dbg !55
  br label %353, !dbg !55

353:                                              ; preds = %351, %348
  %354 = phi <1 x half> [ %352, %351 ], [ zeroinitializer, %348 ], !dbg !55
  %355 = extractelement <1 x half> %354, i64 0, !dbg !55
  br i1 %269, label %356, label %358, !dbg !55

356:                                              ; preds = %353
  %357 = load <1 x half>, ptr addrspace(1) %318, align 2, !dbg !55
  br label %358, !dbg !55

358:                                              ; preds = %356, %353
  %359 = phi <1 x half> [ %357, %356 ], [ zeroinitializer, %353 ], !dbg !55
  %360 = extractelement <1 x half> %359, i64 0, !dbg !55
  br i1 %271, label %361, label %363, !dbg !55

361:                                              ; preds = %358
  %362 = load <1 x half>, ptr addrspace(1) %320, align 2, !dbg !55
  br label %363, !dbg !55

363:                                              ; preds = %361, %358
  %364 = phi <1 x half> [ %362, %361 ], [ zeroinitializer, %358 ], !dbg !55
  %365 = extractelement <1 x half> %364, i64 0, !dbg !55
  br i1 %273, label %366, label %368, !dbg !55

366:                                              ; preds = %363
  %367 = load <1 x half>, ptr addrspace(1) %322, align 2, !dbg !55
  br label %368, !dbg !55

368:                                              ; preds = %366, %363
  %369 = phi <1 x half> [ %367, %366 ], [ zeroinitializer, %363 ], !dbg !55
  %370 = extractelement <1 x half> %369, i64 0, !dbg !55
  %371 = add i32 %146, %72, !dbg !56
  %372 = add i32 %146, %73, !dbg !56
  %373 = add i32 %146, %74, !dbg !56
  %374 = icmp slt i32 %146, %24, !dbg !57
  %375 = and i1 %75, %374, !dbg !58
  %376 = and i1 %76, %374, !dbg !58
  %377 = and i1 %77, %374, !dbg !58
  %378 = and i1 %78, %374, !dbg !58
  %379 = sext i32 %371 to i64, !dbg !59
  %380 = getelementptr half, ptr addrspace(1) %1, i64 %379, !dbg !59
  %381 = sext i32 %372 to i64, !dbg !59
  %382 = getelementptr half, ptr addrspace(1) %1, i64 %381, !dbg !59
  %383 = sext i32 %373 to i64, !dbg !59
  %384 = getelementptr half, ptr addrspace(1) %1, i64 %383, !dbg !59
  br i1 %375, label %385, label %390, !dbg !60

385:                                              ; preds = %368
  %386 = add i32 %146, %71
  %387 = sext i32 %386 to i64
  %388 = getelementptr half, ptr addrspace(1) %1, i64 %387
  %389 = load <1 x half>, ptr addrspace(1) %388, align 2, !dbg !60
  br label %390, !dbg !60

390:                                              ; preds = %385, %368
  %391 = phi <1 x half> [ %389, %385 ], [ zeroinitializer, %368 ], !dbg !60
  br i1 %376, label %392, label %394, !dbg !60

392:                                              ; preds = %390
  %393 = load <1 x half>, ptr addrspace(1) %380, align 2, !dbg !60
  br label %394, !dbg !60

394:                                              ; preds = %392, %390
  %395 = phi <1 x half> [ %393, %392 ], [ zeroinitializer, %390 ], !dbg !60
  br i1 %377, label %396, label %398, !dbg !60

396:                                              ; preds = %394
  %397 = load <1 x half>, ptr addrspace(1) %382, align 2, !dbg !60
  br label %398, !dbg !60

398:                                              ; preds = %396, %394
  %399 = phi <1 x half> [ %397, %396 ], [ zeroinitializer, %394 ], !dbg !60
  br i1 %378, label %400, label %402, !dbg !60

400:                                              ; preds = %398
  %401 = load <1 x half>, ptr addrspace(1) %384, align 2, !dbg !60
  br label %402, !dbg !60

402:                                              ; preds = %400, %398
  %403 = phi <1 x half> [ %401, %400 ], [ zeroinitializer, %398 ], !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %404 = insertelement <4 x half> poison, half %335, i64 0, !dbg !55
  %405 = insertelement <4 x half> %404, half %340, i64 1, !dbg !55
  %406 = insertelement <4 x half> %405, half %345, i64 2, !dbg !55
  %407 = insertelement <4 x half> %406, half %350, i64 3, !dbg !55
  store <4 x half> %407, ptr addrspace(3) %90, align 8, !dbg !55
  %408 = insertelement <4 x half> poison, half %355, i64 0, !dbg !55
  %409 = insertelement <4 x half> %408, half %360, i64 1, !dbg !55
  %410 = insertelement <4 x half> %409, half %365, i64 2, !dbg !55
  %411 = insertelement <4 x half> %410, half %370, i64 3, !dbg !55
  store <4 x half> %411, ptr addrspace(3) %92, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !55
  tail call void @llvm.amdgcn.s.barrier(), !dbg !55
  %412 = load <4 x half>, ptr addrspace(3) %103, align 8, !dbg !55
  %413 = load <4 x half>, ptr addrspace(3) %105, align 8, !dbg !55
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  store <1 x half> %391, ptr addrspace(3) %109, align 2, !dbg !60
  store <1 x half> %399, ptr addrspace(3) %110, align 2, !dbg !60
  store <1 x half> %395, ptr addrspace(3) %112, align 2, !dbg !60
  store <1 x half> %403, ptr addrspace(3) %113, align 2, !dbg !60
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !60
  tail call void @llvm.amdgcn.s.barrier(), !dbg !60
  %414 = load <4 x half>, ptr addrspace(3) %117, align 8, !dbg !60
  %415 = load <4 x half>, ptr addrspace(3) %119, align 8, !dbg !60
  %416 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %121, i64 0, !dbg !61
  %417 = insertelement <16 x float> %416, float %122, i64 1, !dbg !61
  %418 = insertelement <16 x float> %417, float %123, i64 2, !dbg !61
  %419 = insertelement <16 x float> %418, float %124, i64 3, !dbg !61
  %420 = insertelement <16 x float> %419, float %125, i64 4, !dbg !61
  %421 = insertelement <16 x float> %420, float %126, i64 5, !dbg !61
  %422 = insertelement <16 x float> %421, float %127, i64 6, !dbg !61
  %423 = insertelement <16 x float> %422, float %128, i64 7, !dbg !61
  %424 = insertelement <16 x float> %423, float %129, i64 8, !dbg !61
  %425 = insertelement <16 x float> %424, float %130, i64 9, !dbg !61
  %426 = insertelement <16 x float> %425, float %131, i64 10, !dbg !61
  %427 = insertelement <16 x float> %426, float %132, i64 11, !dbg !61
  %428 = insertelement <16 x float> %427, float %133, i64 12, !dbg !61
  %429 = insertelement <16 x float> %428, float %134, i64 13, !dbg !61
  %430 = insertelement <16 x float> %429, float %135, i64 14, !dbg !61
  %431 = insertelement <16 x float> %430, float %136, i64 15, !dbg !61
  %432 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %414, <4 x half> %412, <16 x float> %431, i32 0, i32 0, i32 0), !dbg !61
  %433 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %415, <4 x half> %413, <16 x float> %432, i32 0, i32 0, i32 0), !dbg !61
  %434 = extractelement <16 x float> %433, i64 0, !dbg !61
  %435 = extractelement <16 x float> %433, i64 1, !dbg !61
  %436 = extractelement <16 x float> %433, i64 2, !dbg !61
  %437 = extractelement <16 x float> %433, i64 3, !dbg !61
  %438 = extractelement <16 x float> %433, i64 4, !dbg !61
  %439 = extractelement <16 x float> %433, i64 5, !dbg !61
  %440 = extractelement <16 x float> %433, i64 6, !dbg !61
  %441 = extractelement <16 x float> %433, i64 7, !dbg !61
  %442 = extractelement <16 x float> %433, i64 8, !dbg !61
  %443 = extractelement <16 x float> %433, i64 9, !dbg !61
  %444 = extractelement <16 x float> %433, i64 10, !dbg !61
  %445 = extractelement <16 x float> %433, i64 11, !dbg !61
  %446 = extractelement <16 x float> %433, i64 12, !dbg !61
  %447 = extractelement <16 x float> %433, i64 13, !dbg !61
  %448 = extractelement <16 x float> %433, i64 14, !dbg !61
  %449 = extractelement <16 x float> %433, i64 15, !dbg !61
  %450 = add i32 %137, 16, !dbg !32
  %451 = icmp slt i32 %450, %24, !dbg !32
  br i1 %451, label %120, label %._crit_edge.loopexit, !dbg !32

._crit_edge.loopexit:                             ; preds = %402
  %452 = fptrunc float %435 to half, !dbg !62
  %453 = fptrunc float %436 to half, !dbg !62
  %454 = fptrunc float %437 to half, !dbg !62
  %455 = fptrunc float %438 to half, !dbg !62
  %456 = fptrunc float %439 to half, !dbg !62
  %457 = fptrunc float %440 to half, !dbg !62
  %458 = fptrunc float %441 to half, !dbg !62
  %459 = fptrunc float %442 to half, !dbg !62
  %460 = fptrunc float %443 to half, !dbg !62
  %461 = fptrunc float %444 to half, !dbg !62
  %462 = fptrunc float %445 to half, !dbg !62
  %463 = fptrunc float %446 to half, !dbg !62
  %464 = fptrunc float %447 to half, !dbg !62
  %465 = fptrunc float %448 to half, !dbg !62
  %466 = fptrunc float %449 to half, !dbg !62
  %467 = fptrunc float %434 to half
  br label %._crit_edge, !dbg !63

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %468 = phi half [ 0xH0000, %18 ], [ %467, %._crit_edge.loopexit ], !dbg !64
  %469 = phi half [ 0xH0000, %18 ], [ %452, %._crit_edge.loopexit ], !dbg !64
  %470 = phi half [ 0xH0000, %18 ], [ %453, %._crit_edge.loopexit ], !dbg !64
  %471 = phi half [ 0xH0000, %18 ], [ %454, %._crit_edge.loopexit ], !dbg !64
  %472 = phi half [ 0xH0000, %18 ], [ %455, %._crit_edge.loopexit ], !dbg !64
  %473 = phi half [ 0xH0000, %18 ], [ %456, %._crit_edge.loopexit ], !dbg !64
  %474 = phi half [ 0xH0000, %18 ], [ %457, %._crit_edge.loopexit ], !dbg !64
  %475 = phi half [ 0xH0000, %18 ], [ %458, %._crit_edge.loopexit ], !dbg !64
  %476 = phi half [ 0xH0000, %18 ], [ %459, %._crit_edge.loopexit ], !dbg !64
  %477 = phi half [ 0xH0000, %18 ], [ %460, %._crit_edge.loopexit ], !dbg !64
  %478 = phi half [ 0xH0000, %18 ], [ %461, %._crit_edge.loopexit ], !dbg !64
  %479 = phi half [ 0xH0000, %18 ], [ %462, %._crit_edge.loopexit ], !dbg !64
  %480 = phi half [ 0xH0000, %18 ], [ %463, %._crit_edge.loopexit ], !dbg !64
  %481 = phi half [ 0xH0000, %18 ], [ %464, %._crit_edge.loopexit ], !dbg !64
  %482 = phi half [ 0xH0000, %18 ], [ %465, %._crit_edge.loopexit ], !dbg !64
  %483 = phi half [ 0xH0000, %18 ], [ %466, %._crit_edge.loopexit ], !dbg !64
  %484 = mul i32 %7, %33, !dbg !63
  %485 = add i32 %484, %44, !dbg !65
  %486 = add i32 %484, %45, !dbg !65
  %487 = add i32 %484, %46, !dbg !65
  %488 = add i32 %484, %47, !dbg !65
  %489 = add i32 %484, %48, !dbg !65
  %490 = add i32 %484, %49, !dbg !65
  %491 = add i32 %484, %50, !dbg !65
  %492 = add i32 %484, %51, !dbg !65
  %493 = add i32 %484, %52, !dbg !65
  %494 = add i32 %484, %53, !dbg !65
  %495 = add i32 %484, %54, !dbg !65
  %496 = add i32 %484, %55, !dbg !65
  %497 = add i32 %484, %56, !dbg !65
  %498 = add i32 %484, %57, !dbg !65
  %499 = add i32 %484, %58, !dbg !65
  %500 = icmp slt i32 %33, %22, !dbg !66
  %501 = icmp slt i32 %43, %7, !dbg !67
  %502 = icmp slt i32 %44, %7, !dbg !67
  %503 = icmp slt i32 %45, %7, !dbg !67
  %504 = icmp slt i32 %46, %7, !dbg !67
  %505 = icmp slt i32 %47, %7, !dbg !67
  %506 = icmp slt i32 %48, %7, !dbg !67
  %507 = icmp slt i32 %49, %7, !dbg !67
  %508 = icmp slt i32 %50, %7, !dbg !67
  %509 = icmp slt i32 %51, %7, !dbg !67
  %510 = icmp slt i32 %52, %7, !dbg !67
  %511 = icmp slt i32 %53, %7, !dbg !67
  %512 = icmp slt i32 %54, %7, !dbg !67
  %513 = icmp slt i32 %55, %7, !dbg !67
  %514 = icmp slt i32 %56, %7, !dbg !67
  %515 = icmp slt i32 %57, %7, !dbg !67
  %516 = icmp slt i32 %58, %7, !dbg !67
  %517 = and i1 %501, %500, !dbg !68
  %518 = and i1 %502, %500, !dbg !68
  %519 = and i1 %503, %500, !dbg !68
  %520 = and i1 %504, %500, !dbg !68
  %521 = and i1 %505, %500, !dbg !68
  %522 = and i1 %506, %500, !dbg !68
  %523 = and i1 %507, %500, !dbg !68
  %524 = and i1 %508, %500, !dbg !68
  %525 = and i1 %509, %500, !dbg !68
  %526 = and i1 %510, %500, !dbg !68
  %527 = and i1 %511, %500, !dbg !68
  %528 = and i1 %512, %500, !dbg !68
  %529 = and i1 %513, %500, !dbg !68
  %530 = and i1 %514, %500, !dbg !68
  %531 = and i1 %515, %500, !dbg !68
  %532 = and i1 %516, %500, !dbg !68
  %533 = sext i32 %485 to i64, !dbg !69
  %534 = getelementptr half, ptr addrspace(1) %2, i64 %533, !dbg !69
  %535 = sext i32 %486 to i64, !dbg !69
  %536 = getelementptr half, ptr addrspace(1) %2, i64 %535, !dbg !69
  %537 = sext i32 %487 to i64, !dbg !69
  %538 = getelementptr half, ptr addrspace(1) %2, i64 %537, !dbg !69
  %539 = sext i32 %488 to i64, !dbg !69
  %540 = getelementptr half, ptr addrspace(1) %2, i64 %539, !dbg !69
  %541 = sext i32 %489 to i64, !dbg !69
  %542 = getelementptr half, ptr addrspace(1) %2, i64 %541, !dbg !69
  %543 = sext i32 %490 to i64, !dbg !69
  %544 = getelementptr half, ptr addrspace(1) %2, i64 %543, !dbg !69
  %545 = sext i32 %491 to i64, !dbg !69
  %546 = getelementptr half, ptr addrspace(1) %2, i64 %545, !dbg !69
  %547 = sext i32 %492 to i64, !dbg !69
  %548 = getelementptr half, ptr addrspace(1) %2, i64 %547, !dbg !69
  %549 = sext i32 %493 to i64, !dbg !69
  %550 = getelementptr half, ptr addrspace(1) %2, i64 %549, !dbg !69
  %551 = sext i32 %494 to i64, !dbg !69
  %552 = getelementptr half, ptr addrspace(1) %2, i64 %551, !dbg !69
  %553 = sext i32 %495 to i64, !dbg !69
  %554 = getelementptr half, ptr addrspace(1) %2, i64 %553, !dbg !69
  %555 = sext i32 %496 to i64, !dbg !69
  %556 = getelementptr half, ptr addrspace(1) %2, i64 %555, !dbg !69
  %557 = sext i32 %497 to i64, !dbg !69
  %558 = getelementptr half, ptr addrspace(1) %2, i64 %557, !dbg !69
  %559 = sext i32 %498 to i64, !dbg !69
  %560 = getelementptr half, ptr addrspace(1) %2, i64 %559, !dbg !69
  %561 = sext i32 %499 to i64, !dbg !69
  %562 = getelementptr half, ptr addrspace(1) %2, i64 %561, !dbg !69
  br i1 %517, label %563, label %568, !dbg !70

563:                                              ; preds = %._crit_edge
  %564 = add i32 %484, %43
  %565 = sext i32 %564 to i64
  %566 = getelementptr half, ptr addrspace(1) %2, i64 %565
  %567 = insertelement <1 x half> poison, half %468, i64 0
  store <1 x half> %567, ptr addrspace(1) %566, align 2, !dbg !70
  br label %568, !dbg !70

568:                                              ; preds = %563, %._crit_edge
  br i1 %518, label %569, label %571, !dbg !70

569:                                              ; preds = %568
  %570 = insertelement <1 x half> poison, half %469, i64 0
  store <1 x half> %570, ptr addrspace(1) %534, align 2, !dbg !70
  br label %571, !dbg !70

571:                                              ; preds = %569, %568
  br i1 %519, label %572, label %574, !dbg !70

572:                                              ; preds = %571
  %573 = insertelement <1 x half> poison, half %470, i64 0
  store <1 x half> %573, ptr addrspace(1) %536, align 2, !dbg !70
  br label %574, !dbg !70

574:                                              ; preds = %572, %571
  br i1 %520, label %575, label %577, !dbg !70

575:                                              ; preds = %574
  %576 = insertelement <1 x half> poison, half %471, i64 0
  store <1 x half> %576, ptr addrspace(1) %538, align 2, !dbg !70
  br label %577, !dbg !70

577:                                              ; preds = %575, %574
  br i1 %521, label %578, label %580, !dbg !70

578:                                              ; preds = %577
  %579 = insertelement <1 x half> poison, half %472, i64 0
  store <1 x half> %579, ptr addrspace(1) %540, align 2, !dbg !70
  br label %580, !dbg !70

580:                                              ; preds = %578, %577
  br i1 %522, label %581, label %583, !dbg !70

581:                                              ; preds = %580
  %582 = insertelement <1 x half> poison, half %473, i64 0
  store <1 x half> %582, ptr addrspace(1) %542, align 2, !dbg !70
  br label %583, !dbg !70

583:                                              ; preds = %581, %580
  br i1 %523, label %584, label %586, !dbg !70

584:                                              ; preds = %583
  %585 = insertelement <1 x half> poison, half %474, i64 0
  store <1 x half> %585, ptr addrspace(1) %544, align 2, !dbg !70
  br label %586, !dbg !70

586:                                              ; preds = %584, %583
  br i1 %524, label %587, label %589, !dbg !70

587:                                              ; preds = %586
  %588 = insertelement <1 x half> poison, half %475, i64 0
  store <1 x half> %588, ptr addrspace(1) %546, align 2, !dbg !70
  br label %589, !dbg !70

589:                                              ; preds = %587, %586
  br i1 %525, label %590, label %592, !dbg !70

590:                                              ; preds = %589
  %591 = insertelement <1 x half> poison, half %476, i64 0
  store <1 x half> %591, ptr addrspace(1) %548, align 2, !dbg !70
  br label %592, !dbg !70

592:                                              ; preds = %590, %589
  br i1 %526, label %593, label %595, !dbg !70

593:                                              ; preds = %592
  %594 = insertelement <1 x half> poison, half %477, i64 0
  store <1 x half> %594, ptr addrspace(1) %550, align 2, !dbg !70
  br label %595, !dbg !70

595:                                              ; preds = %593, %592
  br i1 %527, label %596, label %598, !dbg !70

596:                                              ; preds = %595
  %597 = insertelement <1 x half> poison, half %478, i64 0
  store <1 x half> %597, ptr addrspace(1) %552, align 2, !dbg !70
  br label %598, !dbg !70

598:                                              ; preds = %596, %595
  br i1 %528, label %599, label %601, !dbg !70

599:                                              ; preds = %598
  %600 = insertelement <1 x half> poison, half %479, i64 0
  store <1 x half> %600, ptr addrspace(1) %554, align 2, !dbg !70
  br label %601, !dbg !70

601:                                              ; preds = %599, %598
  br i1 %529, label %602, label %604, !dbg !70

602:                                              ; preds = %601
  %603 = insertelement <1 x half> poison, half %480, i64 0
  store <1 x half> %603, ptr addrspace(1) %556, align 2, !dbg !70
  br label %604, !dbg !70

604:                                              ; preds = %602, %601
  br i1 %530, label %605, label %607, !dbg !70

605:                                              ; preds = %604
  %606 = insertelement <1 x half> poison, half %481, i64 0
  store <1 x half> %606, ptr addrspace(1) %558, align 2, !dbg !70
  br label %607, !dbg !70

607:                                              ; preds = %605, %604
  br i1 %531, label %608, label %610, !dbg !70

608:                                              ; preds = %607
  %609 = insertelement <1 x half> poison, half %482, i64 0
  store <1 x half> %609, ptr addrspace(1) %560, align 2, !dbg !70
  br label %610, !dbg !70

610:                                              ; preds = %608, %607
  br i1 %532, label %611, label %613, !dbg !70

611:                                              ; preds = %610
  %612 = insertelement <1 x half> poison, half %483, i64 0
  store <1 x half> %612, ptr addrspace(1) %562, align 2, !dbg !70
  br label %613, !dbg !70

613:                                              ; preds = %611, %610
  ret void, !dbg !71
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
!66 = !DILocation(line: 78, column: 32, scope: !4)
!67 = !DILocation(line: 78, column: 61, scope: !4)
!68 = !DILocation(line: 78, column: 43, scope: !4)
!69 = !DILocation(line: 79, column: 21, scope: !4)
!70 = !DILocation(line: 79, column: 28, scope: !4)
!71 = !DILocation(line: 79, column: 4, scope: !4)
