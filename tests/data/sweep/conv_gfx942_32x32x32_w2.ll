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
  %28 = and i32 %26, 96, !dbg !14
  %29 = lshr exact i32 %28, 3, !dbg !14
  %30 = lshr exact i32 %28, 5, !dbg !14
  %31 = and i32 %26, 32, !dbg !14
  %32 = lshr exact i32 %31, 3, !dbg !14
  %33 = or disjoint i32 %25, %27, !dbg !15
  %34 = shl i32 %20, 5, !dbg !16
  %35 = or disjoint i32 %30, %34, !dbg !17
  %36 = or disjoint i32 %35, 4, !dbg !17
  %37 = or disjoint i32 %35, 8, !dbg !17
  %38 = or disjoint i32 %35, 12, !dbg !17
  %39 = or disjoint i32 %35, 16, !dbg !17
  %40 = or disjoint i32 %35, 20, !dbg !17
  %41 = or disjoint i32 %35, 24, !dbg !17
  %42 = or disjoint i32 %35, 28, !dbg !17
  %43 = or disjoint i32 %32, %34, !dbg !17
  %44 = or disjoint i32 %43, 1, !dbg !17
  %45 = or disjoint i32 %43, 2, !dbg !17
  %46 = or disjoint i32 %43, 3, !dbg !17
  %47 = or disjoint i32 %43, 8, !dbg !17
  %48 = or disjoint i32 %43, 9, !dbg !17
  %49 = or disjoint i32 %43, 10, !dbg !17
  %50 = or disjoint i32 %43, 11, !dbg !17
  %51 = or disjoint i32 %43, 16, !dbg !17
  %52 = or disjoint i32 %43, 17, !dbg !17
  %53 = or disjoint i32 %43, 18, !dbg !17
  %54 = or disjoint i32 %43, 19, !dbg !17
  %55 = or disjoint i32 %43, 24, !dbg !17
  %56 = or disjoint i32 %43, 25, !dbg !17
  %57 = or disjoint i32 %43, 26, !dbg !17
  %58 = or disjoint i32 %43, 27, !dbg !17
  %.frozen = freeze i32 %21, !dbg !18
  %59 = sdiv i32 %33, %.frozen, !dbg !18
  %60 = mul i32 %59, %.frozen, !dbg !19
  %.decomposed = sub i32 %33, %60, !dbg !19
  %.frozen55 = freeze i32 %11, !dbg !20
  %61 = sdiv i32 %.decomposed, %.frozen55, !dbg !20
  %62 = mul i32 %61, %.frozen55, !dbg !21
  %.decomposed56 = sub i32 %.decomposed, %62, !dbg !21
  %63 = mul i32 %61, %12, !dbg !22
  %64 = sub i32 %63, %14, !dbg !23
  %65 = mul i32 %.decomposed56, %13, !dbg !24
  %66 = sub i32 %65, %15, !dbg !25
  %67 = icmp slt i32 %33, %22, !dbg !26
  %68 = mul i32 %59, %4, !dbg !27
  %69 = mul i32 %24, %35, !dbg !28
  %70 = mul i32 %24, %36, !dbg !28
  %71 = mul i32 %24, %37, !dbg !28
  %72 = mul i32 %24, %38, !dbg !28
  %73 = mul i32 %24, %39, !dbg !28
  %74 = mul i32 %24, %40, !dbg !28
  %75 = mul i32 %24, %41, !dbg !28
  %76 = mul i32 %24, %42, !dbg !28
  %77 = icmp slt i32 %35, %7, !dbg !29
  %78 = icmp slt i32 %36, %7, !dbg !29
  %79 = icmp slt i32 %37, %7, !dbg !29
  %80 = icmp slt i32 %38, %7, !dbg !29
  %81 = icmp slt i32 %39, %7, !dbg !29
  %82 = icmp slt i32 %40, %7, !dbg !29
  %83 = icmp slt i32 %41, %7, !dbg !29
  %84 = icmp slt i32 %42, %7, !dbg !29
  %85 = icmp sgt i32 %24, 0, !dbg !30
  br i1 %85, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !30

.._crit_edge_crit_edge:                           ; preds = %18
  %.pre = and i32 %26, 64, !dbg !31
  br label %._crit_edge, !dbg !30

.lr.ph:                                           ; preds = %18
  %86 = shl nuw nsw i32 %26, 6
  %87 = and i32 %86, 960
  %88 = shl nuw nsw i32 %26, 2
  %89 = and i32 %88, 56
  %90 = lshr exact i32 %28, 2
  %91 = and i32 %26, 16
  %92 = icmp eq i32 %91, 0
  %93 = select i1 %92, i32 0, i32 1032
  %94 = xor i32 %89, %90
  %95 = xor i32 %94, %93
  %96 = or disjoint i32 %95, %87
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96
  %98 = xor i32 %96, 32
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = lshr exact i32 %31, 2
  %101 = xor i32 %100, %89
  %102 = xor i32 %101, %93
  %103 = or disjoint i32 %102, %87
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103
  %105 = xor i32 %103, 16
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = xor i32 %103, 32
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = xor i32 %103, 48
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109
  %111 = shl nuw nsw i32 %26, 1
  %112 = and i32 %111, 126
  %113 = and i32 %26, 64
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i32 0, i32 136
  %116 = xor i32 %115, %112
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %117, i32 1024
  %119 = xor i32 %116, 272
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %120, i32 1024
  %122 = xor i32 %116, 544
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %122
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %123, i32 1024
  %125 = xor i32 %116, 816
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %126, i32 1024
  %128 = shl nuw nsw i32 %27, 6
  %129 = or disjoint i32 %101, %128
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129
  %131 = xor i32 %129, 16
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %131
  %133 = xor i32 %129, 32
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = xor i32 %129, 48
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %135
  br label %137, !dbg !30

137:                                              ; preds = %.lr.ph, %451
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %451 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %490, %451 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %451 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %492, %451 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %493, %451 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %451 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %495, %451 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %451 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %451 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %451 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %451 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %500, %451 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %451 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %451 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %451 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %451 ]
  %154 = phi i32 [ 0, %.lr.ph ], [ %505, %451 ]
  %155 = or disjoint i32 %154, %29, !dbg !32
  %156 = or disjoint i32 %155, 1, !dbg !32
  %157 = or disjoint i32 %155, 2, !dbg !32
  %158 = or disjoint i32 %155, 3, !dbg !32
  %159 = or disjoint i32 %155, 16, !dbg !32
  %160 = or disjoint i32 %155, 17, !dbg !32
  %161 = or disjoint i32 %155, 18, !dbg !32
  %162 = or disjoint i32 %155, 19, !dbg !32
  %163 = or disjoint i32 %154, %27, !dbg !32
  %.frozen57 = freeze i32 %155, !dbg !33
  %.frozen58 = freeze i32 %23, !dbg !33
  %164 = sdiv i32 %.frozen57, %.frozen58, !dbg !33
  %.frozen60 = freeze i32 %156, !dbg !33
  %.frozen61 = freeze i32 %23, !dbg !33
  %165 = sdiv i32 %.frozen60, %.frozen61, !dbg !33
  %.frozen63 = freeze i32 %157, !dbg !33
  %.frozen64 = freeze i32 %23, !dbg !33
  %166 = sdiv i32 %.frozen63, %.frozen64, !dbg !33
  %.frozen66 = freeze i32 %158, !dbg !33
  %.frozen67 = freeze i32 %23, !dbg !33
  %167 = sdiv i32 %.frozen66, %.frozen67, !dbg !33
  %.frozen69 = freeze i32 %159, !dbg !33
  %.frozen70 = freeze i32 %23, !dbg !33
  %168 = sdiv i32 %.frozen69, %.frozen70, !dbg !33
  %.frozen72 = freeze i32 %160, !dbg !33
  %.frozen73 = freeze i32 %23, !dbg !33
  %169 = sdiv i32 %.frozen72, %.frozen73, !dbg !33
  %.frozen75 = freeze i32 %161, !dbg !33
  %.frozen76 = freeze i32 %23, !dbg !33
  %170 = sdiv i32 %.frozen75, %.frozen76, !dbg !33
  %.frozen78 = freeze i32 %162, !dbg !33
  %.frozen79 = freeze i32 %23, !dbg !33
  %171 = sdiv i32 %.frozen78, %.frozen79, !dbg !33
  %172 = mul i32 %164, %.frozen58, !dbg !34
  %.decomposed59 = sub i32 %.frozen57, %172, !dbg !34
  %173 = mul i32 %165, %.frozen61, !dbg !34
  %.decomposed62 = sub i32 %.frozen60, %173, !dbg !34
  %174 = mul i32 %166, %.frozen64, !dbg !34
  %.decomposed65 = sub i32 %.frozen63, %174, !dbg !34
  %175 = mul i32 %167, %.frozen67, !dbg !34
  %.decomposed68 = sub i32 %.frozen66, %175, !dbg !34
  %176 = mul i32 %168, %.frozen70, !dbg !34
  %.decomposed71 = sub i32 %.frozen69, %176, !dbg !34
  %177 = mul i32 %169, %.frozen73, !dbg !34
  %.decomposed74 = sub i32 %.frozen72, %177, !dbg !34
  %178 = mul i32 %170, %.frozen76, !dbg !34
  %.decomposed77 = sub i32 %.frozen75, %178, !dbg !34
  %179 = mul i32 %171, %.frozen79, !dbg !34
  %.decomposed80 = sub i32 %.frozen78, %179, !dbg !34
  %.frozen95 = freeze i32 %6, !dbg !35
  %180 = sdiv i32 %.decomposed59, %.frozen95, !dbg !35
  %.frozen81 = freeze i32 %6, !dbg !35
  %181 = sdiv i32 %.decomposed62, %.frozen81, !dbg !35
  %.frozen83 = freeze i32 %6, !dbg !35
  %182 = sdiv i32 %.decomposed65, %.frozen83, !dbg !35
  %.frozen85 = freeze i32 %6, !dbg !35
  %183 = sdiv i32 %.decomposed68, %.frozen85, !dbg !35
  %.frozen87 = freeze i32 %6, !dbg !35
  %184 = sdiv i32 %.decomposed71, %.frozen87, !dbg !35
  %.frozen89 = freeze i32 %6, !dbg !35
  %185 = sdiv i32 %.decomposed74, %.frozen89, !dbg !35
  %.frozen91 = freeze i32 %6, !dbg !35
  %186 = sdiv i32 %.decomposed77, %.frozen91, !dbg !35
  %.frozen93 = freeze i32 %6, !dbg !35
  %187 = sdiv i32 %.decomposed80, %.frozen93, !dbg !35
  %188 = mul i32 %181, %.frozen81, !dbg !36
  %.decomposed82 = sub i32 %.decomposed62, %188, !dbg !36
  %189 = mul i32 %182, %.frozen83, !dbg !36
  %.decomposed84 = sub i32 %.decomposed65, %189, !dbg !36
  %190 = mul i32 %183, %.frozen85, !dbg !36
  %.decomposed86 = sub i32 %.decomposed68, %190, !dbg !36
  %191 = mul i32 %184, %.frozen87, !dbg !36
  %.decomposed88 = sub i32 %.decomposed71, %191, !dbg !36
  %192 = mul i32 %185, %.frozen89, !dbg !36
  %.decomposed90 = sub i32 %.decomposed74, %192, !dbg !36
  %193 = mul i32 %186, %.frozen91, !dbg !36
  %.decomposed92 = sub i32 %.decomposed77, %193, !dbg !36
  %194 = mul i32 %187, %.frozen93, !dbg !36
  %.decomposed94 = sub i32 %.decomposed80, %194, !dbg !36
  %195 = add i32 %164, %64, !dbg !37
  %196 = add i32 %165, %64, !dbg !37
  %197 = add i32 %166, %64, !dbg !37
  %198 = add i32 %167, %64, !dbg !37
  %199 = add i32 %168, %64, !dbg !37
  %200 = add i32 %169, %64, !dbg !37
  %201 = add i32 %170, %64, !dbg !37
  %202 = add i32 %171, %64, !dbg !37
  %203 = add i32 %180, %66, !dbg !38
  %204 = add i32 %181, %66, !dbg !38
  %205 = add i32 %182, %66, !dbg !38
  %206 = add i32 %183, %66, !dbg !38
  %207 = add i32 %184, %66, !dbg !38
  %208 = add i32 %185, %66, !dbg !38
  %209 = add i32 %186, %66, !dbg !38
  %210 = add i32 %187, %66, !dbg !38
  %211 = icmp slt i32 %155, %24, !dbg !39
  %212 = icmp slt i32 %156, %24, !dbg !39
  %213 = icmp slt i32 %157, %24, !dbg !39
  %214 = icmp slt i32 %158, %24, !dbg !39
  %215 = icmp slt i32 %159, %24, !dbg !39
  %216 = icmp slt i32 %160, %24, !dbg !39
  %217 = icmp slt i32 %161, %24, !dbg !39
  %218 = icmp slt i32 %162, %24, !dbg !39
  %219 = icmp sgt i32 %195, -1, !dbg !40
  %220 = icmp sgt i32 %196, -1, !dbg !40
  %221 = icmp sgt i32 %197, -1, !dbg !40
  %222 = icmp sgt i32 %198, -1, !dbg !40
  %223 = icmp sgt i32 %199, -1, !dbg !40
  %224 = icmp sgt i32 %200, -1, !dbg !40
  %225 = icmp sgt i32 %201, -1, !dbg !40
  %226 = icmp sgt i32 %202, -1, !dbg !40
  %227 = and i1 %211, %219, !dbg !41
  %228 = and i1 %212, %220, !dbg !41
  %229 = and i1 %213, %221, !dbg !41
  %230 = and i1 %214, %222, !dbg !41
  %231 = and i1 %215, %223, !dbg !41
  %232 = and i1 %216, %224, !dbg !41
  %233 = and i1 %217, %225, !dbg !41
  %234 = and i1 %218, %226, !dbg !41
  %235 = icmp slt i32 %195, %4, !dbg !42
  %236 = icmp slt i32 %196, %4, !dbg !42
  %237 = icmp slt i32 %197, %4, !dbg !42
  %238 = icmp slt i32 %198, %4, !dbg !42
  %239 = icmp slt i32 %199, %4, !dbg !42
  %240 = icmp slt i32 %200, %4, !dbg !42
  %241 = icmp slt i32 %201, %4, !dbg !42
  %242 = icmp slt i32 %202, %4, !dbg !42
  %243 = and i1 %235, %227, !dbg !43
  %244 = and i1 %236, %228, !dbg !43
  %245 = and i1 %237, %229, !dbg !43
  %246 = and i1 %238, %230, !dbg !43
  %247 = and i1 %239, %231, !dbg !43
  %248 = and i1 %240, %232, !dbg !43
  %249 = and i1 %241, %233, !dbg !43
  %250 = and i1 %242, %234, !dbg !43
  %251 = icmp sgt i32 %203, -1, !dbg !44
  %252 = icmp sgt i32 %204, -1, !dbg !44
  %253 = icmp sgt i32 %205, -1, !dbg !44
  %254 = icmp sgt i32 %206, -1, !dbg !44
  %255 = icmp sgt i32 %207, -1, !dbg !44
  %256 = icmp sgt i32 %208, -1, !dbg !44
  %257 = icmp sgt i32 %209, -1, !dbg !44
  %258 = icmp sgt i32 %210, -1, !dbg !44
  %259 = and i1 %243, %251, !dbg !45
  %260 = and i1 %244, %252, !dbg !45
  %261 = and i1 %245, %253, !dbg !45
  %262 = and i1 %246, %254, !dbg !45
  %263 = and i1 %247, %255, !dbg !45
  %264 = and i1 %248, %256, !dbg !45
  %265 = and i1 %249, %257, !dbg !45
  %266 = and i1 %250, %258, !dbg !45
  %267 = icmp slt i32 %203, %5, !dbg !46
  %268 = icmp slt i32 %204, %5, !dbg !46
  %269 = icmp slt i32 %205, %5, !dbg !46
  %270 = icmp slt i32 %206, %5, !dbg !46
  %271 = icmp slt i32 %207, %5, !dbg !46
  %272 = icmp slt i32 %208, %5, !dbg !46
  %273 = icmp slt i32 %209, %5, !dbg !46
  %274 = icmp slt i32 %210, %5, !dbg !46
  %275 = and i1 %267, %259, !dbg !47
  %276 = and i1 %67, %275, !dbg !47
  %277 = and i1 %268, %260, !dbg !47
  %278 = and i1 %67, %277, !dbg !47
  %279 = and i1 %269, %261, !dbg !47
  %280 = and i1 %67, %279, !dbg !47
  %281 = and i1 %270, %262, !dbg !47
  %282 = and i1 %67, %281, !dbg !47
  %283 = and i1 %271, %263, !dbg !47
  %284 = and i1 %67, %283, !dbg !47
  %285 = and i1 %272, %264, !dbg !47
  %286 = and i1 %67, %285, !dbg !47
  %287 = and i1 %273, %265, !dbg !47
  %288 = and i1 %67, %287, !dbg !47
  %289 = and i1 %274, %266, !dbg !47
  %290 = and i1 %67, %289, !dbg !47
  %291 = add i32 %196, %68, !dbg !48
  %292 = add i32 %197, %68, !dbg !48
  %293 = add i32 %198, %68, !dbg !48
  %294 = add i32 %199, %68, !dbg !48
  %295 = add i32 %200, %68, !dbg !48
  %296 = add i32 %201, %68, !dbg !48
  %297 = add i32 %202, %68, !dbg !48
  %298 = mul i32 %291, %5, !dbg !49
  %299 = mul i32 %292, %5, !dbg !49
  %300 = mul i32 %293, %5, !dbg !49
  %301 = mul i32 %294, %5, !dbg !49
  %302 = mul i32 %295, %5, !dbg !49
  %303 = mul i32 %296, %5, !dbg !49
  %304 = mul i32 %297, %5, !dbg !49
  %305 = add i32 %204, %298, !dbg !50
  %306 = add i32 %205, %299, !dbg !50
  %307 = add i32 %206, %300, !dbg !50
  %308 = add i32 %207, %301, !dbg !50
  %309 = add i32 %208, %302, !dbg !50
  %310 = add i32 %209, %303, !dbg !50
  %311 = add i32 %210, %304, !dbg !50
  %312 = mul i32 %305, %6, !dbg !51
  %313 = mul i32 %306, %6, !dbg !51
  %314 = mul i32 %307, %6, !dbg !51
  %315 = mul i32 %308, %6, !dbg !51
  %316 = mul i32 %309, %6, !dbg !51
  %317 = mul i32 %310, %6, !dbg !51
  %318 = mul i32 %311, %6, !dbg !51
  %319 = add i32 %.decomposed82, %312, !dbg !52
  %320 = add i32 %.decomposed84, %313, !dbg !52
  %321 = add i32 %.decomposed86, %314, !dbg !52
  %322 = add i32 %.decomposed88, %315, !dbg !52
  %323 = add i32 %.decomposed90, %316, !dbg !52
  %324 = add i32 %.decomposed92, %317, !dbg !52
  %325 = add i32 %.decomposed94, %318, !dbg !52
  %326 = sext i32 %319 to i64, !dbg !53
  %327 = getelementptr half, ptr addrspace(1) %0, i64 %326, !dbg !53
  %328 = sext i32 %320 to i64, !dbg !53
  %329 = getelementptr half, ptr addrspace(1) %0, i64 %328, !dbg !53
  %330 = sext i32 %321 to i64, !dbg !53
  %331 = getelementptr half, ptr addrspace(1) %0, i64 %330, !dbg !53
  %332 = sext i32 %322 to i64, !dbg !53
  %333 = getelementptr half, ptr addrspace(1) %0, i64 %332, !dbg !53
  %334 = sext i32 %323 to i64, !dbg !53
  %335 = getelementptr half, ptr addrspace(1) %0, i64 %334, !dbg !53
  %336 = sext i32 %324 to i64, !dbg !53
  %337 = getelementptr half, ptr addrspace(1) %0, i64 %336, !dbg !53
  %338 = sext i32 %325 to i64, !dbg !53
  %339 = getelementptr half, ptr addrspace(1) %0, i64 %338, !dbg !53
  br i1 %276, label %340, label %350, !dbg !54

340:                                              ; preds = %137
  %341 = add i32 %195, %68, !dbg !48
  %342 = mul i32 %341, %5, !dbg !49
  %343 = add i32 %203, %342, !dbg !50
  %344 = mul i32 %343, %6, !dbg !51
  %345 = mul i32 %180, %.frozen95, !dbg !36
  %.decomposed96 = sub i32 %.decomposed59, %345, !dbg !36
  %346 = add i32 %.decomposed96, %344, !dbg !52
  %347 = sext i32 %346 to i64, !dbg !53
  %348 = getelementptr half, ptr addrspace(1) %0, i64 %347, !dbg !53
  %349 = load <1 x half>, ptr addrspace(1) %348, align 2, !dbg !54
  br label %350, !dbg !54

350:                                              ; preds = %340, %137
  %351 = phi <1 x half> [ %349, %340 ], [ zeroinitializer, %137 ], !dbg !54
  %352 = extractelement <1 x half> %351, i64 0, !dbg !54
  br i1 %278, label %353, label %355, !dbg !54

353:                                              ; preds = %350
  %354 = load <1 x half>, ptr addrspace(1) %327, align 2, !dbg !54
  br label %355, !dbg !54

355:                                              ; preds = %353, %350
  %356 = phi <1 x half> [ %354, %353 ], [ zeroinitializer, %350 ], !dbg !54
  %357 = extractelement <1 x half> %356, i64 0, !dbg !54
  br i1 %280, label %358, label %360, !dbg !54

358:                                              ; preds = %355
  %359 = load <1 x half>, ptr addrspace(1) %329, align 2, !dbg !54
  br label %360, !dbg !54

360:                                              ; preds = %358, %355
  %361 = phi <1 x half> [ %359, %358 ], [ zeroinitializer, %355 ], !dbg !54
  %362 = extractelement <1 x half> %361, i64 0, !dbg !54
  br i1 %282, label %363, label %365, !dbg !54

363:                                              ; preds = %360
  %364 = load <1 x half>, ptr addrspace(1) %331, align 2, !dbg !54
  br label %365, !dbg !54

365:                                              ; preds = %363, %360
  %366 = phi <1 x half> [ %364, %363 ], [ zeroinitializer, %360 ], !dbg !54
  %367 = extractelement <1 x half> %366, i64 0, !dbg !54
  br i1 %284, label %368, label %370, !dbg !54

368:                                              ; preds = %365
  %369 = load <1 x half>, ptr addrspace(1) %333, align 2, !dbg !54
  br label %370, !dbg !54

370:                                              ; preds = %368, %365
  %371 = phi <1 x half> [ %369, %368 ], [ zeroinitializer, %365 ], !dbg !54
  %372 = extractelement <1 x half> %371, i64 0, !dbg !54
  br i1 %286, label %373, label %375, !dbg !54

373:                                              ; preds = %370
  %374 = load <1 x half>, ptr addrspace(1) %335, align 2, !dbg !54
  br label %375, !dbg !54

375:                                              ; preds = %373, %370
  %376 = phi <1 x half> [ %374, %373 ], [ zeroinitializer, %370 ], !dbg !54
  %377 = extractelement <1 x half> %376, i64 0, !dbg !54
  br i1 %288, label %378, label %380, !dbg !54

378:                                              ; preds = %375
  %379 = load <1 x half>, ptr addrspace(1) %337, align 2, !dbg !54
  br label %380, !dbg !54

380:                                              ; preds = %378, %375
  %381 = phi <1 x half> [ %379, %378 ], [ zeroinitializer, %375 ], !dbg !54
  %382 = extractelement <1 x half> %381, i64 0, !dbg !54
  br i1 %290, label %383, label %385, !dbg !54

383:                                              ; preds = %380
  %384 = load <1 x half>, ptr addrspace(1) %339, align 2, !dbg !54
  br label %385, !dbg !54

385:                                              ; preds = %383, %380
  %386 = phi <1 x half> [ %384, %383 ], [ zeroinitializer, %380 ], !dbg !54
  %387 = extractelement <1 x half> %386, i64 0, !dbg !54
  %388 = add i32 %163, %70, !dbg !55
  %389 = add i32 %163, %71, !dbg !55
  %390 = add i32 %163, %72, !dbg !55
  %391 = add i32 %163, %73, !dbg !55
  %392 = add i32 %163, %74, !dbg !55
  %393 = add i32 %163, %75, !dbg !55
  %394 = add i32 %163, %76, !dbg !55
  %395 = icmp slt i32 %163, %24, !dbg !56
  %396 = and i1 %77, %395, !dbg !57
  %397 = and i1 %78, %395, !dbg !57
  %398 = and i1 %79, %395, !dbg !57
  %399 = and i1 %80, %395, !dbg !57
  %400 = and i1 %81, %395, !dbg !57
  %401 = and i1 %82, %395, !dbg !57
  %402 = and i1 %83, %395, !dbg !57
  %403 = and i1 %84, %395, !dbg !57
  %404 = sext i32 %388 to i64, !dbg !58
  %405 = getelementptr half, ptr addrspace(1) %1, i64 %404, !dbg !58
  %406 = sext i32 %389 to i64, !dbg !58
  %407 = getelementptr half, ptr addrspace(1) %1, i64 %406, !dbg !58
  %408 = sext i32 %390 to i64, !dbg !58
  %409 = getelementptr half, ptr addrspace(1) %1, i64 %408, !dbg !58
  %410 = sext i32 %391 to i64, !dbg !58
  %411 = getelementptr half, ptr addrspace(1) %1, i64 %410, !dbg !58
  %412 = sext i32 %392 to i64, !dbg !58
  %413 = getelementptr half, ptr addrspace(1) %1, i64 %412, !dbg !58
  %414 = sext i32 %393 to i64, !dbg !58
  %415 = getelementptr half, ptr addrspace(1) %1, i64 %414, !dbg !58
  %416 = sext i32 %394 to i64, !dbg !58
  %417 = getelementptr half, ptr addrspace(1) %1, i64 %416, !dbg !58
  br i1 %396, label %418, label %423, !dbg !59

418:                                              ; preds = %385
  %419 = add i32 %163, %69
  %420 = sext i32 %419 to i64
  %421 = getelementptr half, ptr addrspace(1) %1, i64 %420
  %422 = load <1 x half>, ptr addrspace(1) %421, align 2, !dbg !59
  br label %423, !dbg !59

423:                                              ; preds = %418, %385
  %424 = phi <1 x half> [ %422, %418 ], [ zeroinitializer, %385 ], !dbg !59
  br i1 %397, label %425, label %427, !dbg !59

425:                                              ; preds = %423
  %426 = load <1 x half>, ptr addrspace(1) %405, align 2, !dbg !59
  br label %427, !dbg !59

427:                                              ; preds = %425, %423
  %428 = phi <1 x half> [ %426, %425 ], [ zeroinitializer, %423 ], !dbg !59
  br i1 %398, label %429, label %431, !dbg !59

429:                                              ; preds = %427
  %430 = load <1 x half>, ptr addrspace(1) %407, align 2, !dbg !59
  br label %431, !dbg !59

431:                                              ; preds = %429, %427
  %432 = phi <1 x half> [ %430, %429 ], [ zeroinitializer, %427 ], !dbg !59
  br i1 %399, label %433, label %435, !dbg !59

433:                                              ; preds = %431
  %434 = load <1 x half>, ptr addrspace(1) %409, align 2, !dbg !59
  br label %435, !dbg !59

435:                                              ; preds = %433, %431
  %436 = phi <1 x half> [ %434, %433 ], [ zeroinitializer, %431 ], !dbg !59
  br i1 %400, label %437, label %439, !dbg !59

437:                                              ; preds = %435
  %438 = load <1 x half>, ptr addrspace(1) %411, align 2, !dbg !59
  br label %439, !dbg !59

439:                                              ; preds = %437, %435
  %440 = phi <1 x half> [ %438, %437 ], [ zeroinitializer, %435 ], !dbg !59
  br i1 %401, label %441, label %443, !dbg !59

441:                                              ; preds = %439
  %442 = load <1 x half>, ptr addrspace(1) %413, align 2, !dbg !59
  br label %443, !dbg !59

443:                                              ; preds = %441, %439
  %444 = phi <1 x half> [ %442, %441 ], [ zeroinitializer, %439 ], !dbg !59
  br i1 %402, label %445, label %447, !dbg !59

445:                                              ; preds = %443
  %446 = load <1 x half>, ptr addrspace(1) %415, align 2, !dbg !59
  br label %447, !dbg !59

447:                                              ; preds = %445, %443
  %448 = phi <1 x half> [ %446, %445 ], [ zeroinitializer, %443 ], !dbg !59
  br i1 %403, label %449, label %451, !dbg !59

449:                                              ; preds = %447
  %450 = load <1 x half>, ptr addrspace(1) %417, align 2, !dbg !59
  br label %451, !dbg !59

451:                                              ; preds = %449, %447
  %452 = phi <1 x half> [ %450, %449 ], [ zeroinitializer, %447 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %453 = insertelement <4 x half> poison, half %352, i64 0, !dbg !54
  %454 = insertelement <4 x half> %453, half %357, i64 1, !dbg !54
  %455 = insertelement <4 x half> %454, half %362, i64 2, !dbg !54
  %456 = insertelement <4 x half> %455, half %367, i64 3, !dbg !54
  store <4 x half> %456, ptr addrspace(3) %97, align 8, !dbg !54
  %457 = insertelement <4 x half> poison, half %372, i64 0, !dbg !54
  %458 = insertelement <4 x half> %457, half %377, i64 1, !dbg !54
  %459 = insertelement <4 x half> %458, half %382, i64 2, !dbg !54
  %460 = insertelement <4 x half> %459, half %387, i64 3, !dbg !54
  store <4 x half> %460, ptr addrspace(3) %99, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %461 = load <4 x half>, ptr addrspace(3) %104, align 8, !dbg !54
  %462 = load <4 x half>, ptr addrspace(3) %106, align 8, !dbg !54
  %463 = load <4 x half>, ptr addrspace(3) %108, align 8, !dbg !54
  %464 = load <4 x half>, ptr addrspace(3) %110, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %424, ptr addrspace(3) %117, align 2, !dbg !59
  store <1 x half> %440, ptr addrspace(3) %118, align 2, !dbg !59
  store <1 x half> %428, ptr addrspace(3) %120, align 2, !dbg !59
  store <1 x half> %444, ptr addrspace(3) %121, align 2, !dbg !59
  store <1 x half> %432, ptr addrspace(3) %123, align 2, !dbg !59
  store <1 x half> %448, ptr addrspace(3) %124, align 2, !dbg !59
  store <1 x half> %436, ptr addrspace(3) %126, align 2, !dbg !59
  store <1 x half> %452, ptr addrspace(3) %127, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %465 = load <4 x half>, ptr addrspace(3) %130, align 8, !dbg !59
  %466 = load <4 x half>, ptr addrspace(3) %132, align 8, !dbg !59
  %467 = load <4 x half>, ptr addrspace(3) %134, align 8, !dbg !59
  %468 = load <4 x half>, ptr addrspace(3) %136, align 8, !dbg !59
  %469 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %138, i64 0, !dbg !60
  %470 = insertelement <16 x float> %469, float %139, i64 1, !dbg !60
  %471 = insertelement <16 x float> %470, float %140, i64 2, !dbg !60
  %472 = insertelement <16 x float> %471, float %141, i64 3, !dbg !60
  %473 = insertelement <16 x float> %472, float %142, i64 4, !dbg !60
  %474 = insertelement <16 x float> %473, float %143, i64 5, !dbg !60
  %475 = insertelement <16 x float> %474, float %144, i64 6, !dbg !60
  %476 = insertelement <16 x float> %475, float %145, i64 7, !dbg !60
  %477 = insertelement <16 x float> %476, float %146, i64 8, !dbg !60
  %478 = insertelement <16 x float> %477, float %147, i64 9, !dbg !60
  %479 = insertelement <16 x float> %478, float %148, i64 10, !dbg !60
  %480 = insertelement <16 x float> %479, float %149, i64 11, !dbg !60
  %481 = insertelement <16 x float> %480, float %150, i64 12, !dbg !60
  %482 = insertelement <16 x float> %481, float %151, i64 13, !dbg !60
  %483 = insertelement <16 x float> %482, float %152, i64 14, !dbg !60
  %484 = insertelement <16 x float> %483, float %153, i64 15, !dbg !60
  %485 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %465, <4 x half> %461, <16 x float> %484, i32 0, i32 0, i32 0), !dbg !60
  %486 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %466, <4 x half> %462, <16 x float> %485, i32 0, i32 0, i32 0), !dbg !60
  %487 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %467, <4 x half> %463, <16 x float> %486, i32 0, i32 0, i32 0), !dbg !60
  %488 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %468, <4 x half> %464, <16 x float> %487, i32 0, i32 0, i32 0), !dbg !60
  %489 = extractelement <16 x float> %488, i64 0, !dbg !60
  %490 = extractelement <16 x float> %488, i64 1, !dbg !60
  %491 = extractelement <16 x float> %488, i64 2, !dbg !60
  %492 = extractelement <16 x float> %488, i64 3, !dbg !60
  %493 = extractelement <16 x float> %488, i64 4, !dbg !60
  %494 = extractelement <16 x float> %488, i64 5, !dbg !60
  %495 = extractelement <16 x float> %488, i64 6, !dbg !60
  %496 = extractelement <16 x float> %488, i64 7, !dbg !60
  %497 = extractelement <16 x float> %488, i64 8, !dbg !60
  %498 = extractelement <16 x float> %488, i64 9, !dbg !60
  %499 = extractelement <16 x float> %488, i64 10, !dbg !60
  %500 = extractelement <16 x float> %488, i64 11, !dbg !60
  %501 = extractelement <16 x float> %488, i64 12, !dbg !60
  %502 = extractelement <16 x float> %488, i64 13, !dbg !60
  %503 = extractelement <16 x float> %488, i64 14, !dbg !60
  %504 = extractelement <16 x float> %488, i64 15, !dbg !60
  %505 = add i32 %154, 32, !dbg !30
  %506 = icmp slt i32 %505, %24, !dbg !30
  br i1 %506, label %137, label %._crit_edge.loopexit, !dbg !30

._crit_edge.loopexit:                             ; preds = %451
  %507 = fptrunc float %490 to half, !dbg !61
  %508 = fptrunc float %491 to half, !dbg !61
  %509 = fptrunc float %492 to half, !dbg !61
  %510 = fptrunc float %493 to half, !dbg !61
  %511 = fptrunc float %494 to half, !dbg !61
  %512 = fptrunc float %495 to half, !dbg !61
  %513 = fptrunc float %496 to half, !dbg !61
  %514 = fptrunc float %497 to half, !dbg !61
  %515 = fptrunc float %498 to half, !dbg !61
  %516 = fptrunc float %499 to half, !dbg !61
  %517 = fptrunc float %500 to half, !dbg !61
  %518 = fptrunc float %501 to half, !dbg !61
  %519 = fptrunc float %502 to half, !dbg !61
  %520 = fptrunc float %503 to half, !dbg !61
  %521 = fptrunc float %504 to half, !dbg !61
  %522 = fptrunc float %489 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %113, %._crit_edge.loopexit ], !dbg !31
  %523 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %522, %._crit_edge.loopexit ], !dbg !63
  %524 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %507, %._crit_edge.loopexit ], !dbg !63
  %525 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %508, %._crit_edge.loopexit ], !dbg !63
  %526 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %509, %._crit_edge.loopexit ], !dbg !63
  %527 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %510, %._crit_edge.loopexit ], !dbg !63
  %528 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %511, %._crit_edge.loopexit ], !dbg !63
  %529 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %512, %._crit_edge.loopexit ], !dbg !63
  %530 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %513, %._crit_edge.loopexit ], !dbg !63
  %531 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %514, %._crit_edge.loopexit ], !dbg !63
  %532 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %515, %._crit_edge.loopexit ], !dbg !63
  %533 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %516, %._crit_edge.loopexit ], !dbg !63
  %534 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %517, %._crit_edge.loopexit ], !dbg !63
  %535 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %518, %._crit_edge.loopexit ], !dbg !63
  %536 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %519, %._crit_edge.loopexit ], !dbg !63
  %537 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %520, %._crit_edge.loopexit ], !dbg !63
  %538 = phi half [ 0xH0000, %.._crit_edge_crit_edge ], [ %521, %._crit_edge.loopexit ], !dbg !63
  %539 = mul i32 %7, %33, !dbg !62
  %540 = add i32 %539, %44, !dbg !64
  %541 = add i32 %539, %45, !dbg !64
  %542 = add i32 %539, %46, !dbg !64
  %543 = add i32 %539, %47, !dbg !64
  %544 = add i32 %539, %48, !dbg !64
  %545 = add i32 %539, %49, !dbg !64
  %546 = add i32 %539, %50, !dbg !64
  %547 = add i32 %539, %51, !dbg !64
  %548 = add i32 %539, %52, !dbg !64
  %549 = add i32 %539, %53, !dbg !64
  %550 = add i32 %539, %54, !dbg !64
  %551 = add i32 %539, %55, !dbg !64
  %552 = add i32 %539, %56, !dbg !64
  %553 = add i32 %539, %57, !dbg !64
  %554 = add i32 %539, %58, !dbg !64
  %555 = icmp slt i32 %43, %7, !dbg !65
  %556 = icmp slt i32 %44, %7, !dbg !65
  %557 = icmp slt i32 %45, %7, !dbg !65
  %558 = icmp slt i32 %46, %7, !dbg !65
  %559 = icmp slt i32 %47, %7, !dbg !65
  %560 = icmp slt i32 %48, %7, !dbg !65
  %561 = icmp slt i32 %49, %7, !dbg !65
  %562 = icmp slt i32 %50, %7, !dbg !65
  %563 = icmp slt i32 %51, %7, !dbg !65
  %564 = icmp slt i32 %52, %7, !dbg !65
  %565 = icmp slt i32 %53, %7, !dbg !65
  %566 = icmp slt i32 %54, %7, !dbg !65
  %567 = icmp slt i32 %55, %7, !dbg !65
  %568 = icmp slt i32 %56, %7, !dbg !65
  %569 = icmp slt i32 %57, %7, !dbg !65
  %570 = icmp slt i32 %58, %7, !dbg !65
  %571 = and i1 %555, %67, !dbg !66
  %572 = and i1 %556, %67, !dbg !66
  %573 = and i1 %557, %67, !dbg !66
  %574 = and i1 %558, %67, !dbg !66
  %575 = and i1 %559, %67, !dbg !66
  %576 = and i1 %560, %67, !dbg !66
  %577 = and i1 %561, %67, !dbg !66
  %578 = and i1 %562, %67, !dbg !66
  %579 = and i1 %563, %67, !dbg !66
  %580 = and i1 %564, %67, !dbg !66
  %581 = and i1 %565, %67, !dbg !66
  %582 = and i1 %566, %67, !dbg !66
  %583 = and i1 %567, %67, !dbg !66
  %584 = and i1 %568, %67, !dbg !66
  %585 = and i1 %569, %67, !dbg !66
  %586 = and i1 %570, %67, !dbg !66
  %587 = sext i32 %540 to i64, !dbg !67
  %588 = getelementptr half, ptr addrspace(1) %2, i64 %587, !dbg !67
  %589 = sext i32 %541 to i64, !dbg !67
  %590 = getelementptr half, ptr addrspace(1) %2, i64 %589, !dbg !67
  %591 = sext i32 %542 to i64, !dbg !67
  %592 = getelementptr half, ptr addrspace(1) %2, i64 %591, !dbg !67
  %593 = sext i32 %543 to i64, !dbg !67
  %594 = getelementptr half, ptr addrspace(1) %2, i64 %593, !dbg !67
  %595 = sext i32 %544 to i64, !dbg !67
  %596 = getelementptr half, ptr addrspace(1) %2, i64 %595, !dbg !67
  %597 = sext i32 %545 to i64, !dbg !67
  %598 = getelementptr half, ptr addrspace(1) %2, i64 %597, !dbg !67
  %599 = sext i32 %546 to i64, !dbg !67
  %600 = getelementptr half, ptr addrspace(1) %2, i64 %599, !dbg !67
  %601 = sext i32 %547 to i64, !dbg !67
  %602 = getelementptr half, ptr addrspace(1) %2, i64 %601, !dbg !67
  %603 = sext i32 %548 to i64, !dbg !67
  %604 = getelementptr half, ptr addrspace(1) %2, i64 %603, !dbg !67
  %605 = sext i32 %549 to i64, !dbg !67
  %606 = getelementptr half, ptr addrspace(1) %2, i64 %605, !dbg !67
  %607 = sext i32 %550 to i64, !dbg !67
  %608 = getelementptr half, ptr addrspace(1) %2, i64 %607, !dbg !67
  %609 = sext i32 %551 to i64, !dbg !67
  %610 = getelementptr half, ptr addrspace(1) %2, i64 %609, !dbg !67
  %611 = sext i32 %552 to i64, !dbg !67
  %612 = getelementptr half, ptr addrspace(1) %2, i64 %611, !dbg !67
  %613 = sext i32 %553 to i64, !dbg !67
  %614 = getelementptr half, ptr addrspace(1) %2, i64 %613, !dbg !67
  %615 = sext i32 %554 to i64, !dbg !67
  %616 = getelementptr half, ptr addrspace(1) %2, i64 %615, !dbg !67
  %617 = icmp eq i32 %.pre-phi, 0, !dbg !31
  %618 = and i1 %617, %571, !dbg !31
  br i1 %618, label %619, label %624, !dbg !31

619:                                              ; preds = %._crit_edge
  %620 = add i32 %539, %43
  %621 = sext i32 %620 to i64
  %622 = getelementptr half, ptr addrspace(1) %2, i64 %621
  %623 = insertelement <1 x half> poison, half %523, i64 0
  store <1 x half> %623, ptr addrspace(1) %622, align 2, !dbg !31
  br label %624, !dbg !31

624:                                              ; preds = %619, %._crit_edge
  %625 = and i1 %617, %572, !dbg !31
  br i1 %625, label %626, label %628, !dbg !31

626:                                              ; preds = %624
  %627 = insertelement <1 x half> poison, half %524, i64 0
  store <1 x half> %627, ptr addrspace(1) %588, align 2, !dbg !31
  br label %628, !dbg !31

628:                                              ; preds = %626, %624
  %629 = and i1 %617, %573, !dbg !31
  br i1 %629, label %630, label %632, !dbg !31

630:                                              ; preds = %628
  %631 = insertelement <1 x half> poison, half %525, i64 0
  store <1 x half> %631, ptr addrspace(1) %590, align 2, !dbg !31
  br label %632, !dbg !31

632:                                              ; preds = %630, %628
  %633 = and i1 %617, %574, !dbg !31
  br i1 %633, label %634, label %636, !dbg !31

634:                                              ; preds = %632
  %635 = insertelement <1 x half> poison, half %526, i64 0
  store <1 x half> %635, ptr addrspace(1) %592, align 2, !dbg !31
  br label %636, !dbg !31

636:                                              ; preds = %634, %632
  %637 = and i1 %617, %575, !dbg !31
  br i1 %637, label %638, label %640, !dbg !31

638:                                              ; preds = %636
  %639 = insertelement <1 x half> poison, half %527, i64 0
  store <1 x half> %639, ptr addrspace(1) %594, align 2, !dbg !31
  br label %640, !dbg !31

640:                                              ; preds = %638, %636
  %641 = and i1 %617, %576, !dbg !31
  br i1 %641, label %642, label %644, !dbg !31

642:                                              ; preds = %640
  %643 = insertelement <1 x half> poison, half %528, i64 0
  store <1 x half> %643, ptr addrspace(1) %596, align 2, !dbg !31
  br label %644, !dbg !31

644:                                              ; preds = %642, %640
  %645 = and i1 %617, %577, !dbg !31
  br i1 %645, label %646, label %648, !dbg !31

646:                                              ; preds = %644
  %647 = insertelement <1 x half> poison, half %529, i64 0
  store <1 x half> %647, ptr addrspace(1) %598, align 2, !dbg !31
  br label %648, !dbg !31

648:                                              ; preds = %646, %644
  %649 = and i1 %617, %578, !dbg !31
  br i1 %649, label %650, label %652, !dbg !31

650:                                              ; preds = %648
  %651 = insertelement <1 x half> poison, half %530, i64 0
  store <1 x half> %651, ptr addrspace(1) %600, align 2, !dbg !31
  br label %652, !dbg !31

652:                                              ; preds = %650, %648
  %653 = and i1 %617, %579, !dbg !31
  br i1 %653, label %654, label %656, !dbg !31

654:                                              ; preds = %652
  %655 = insertelement <1 x half> poison, half %531, i64 0
  store <1 x half> %655, ptr addrspace(1) %602, align 2, !dbg !31
  br label %656, !dbg !31

656:                                              ; preds = %654, %652
  %657 = and i1 %617, %580, !dbg !31
  br i1 %657, label %658, label %660, !dbg !31

658:                                              ; preds = %656
  %659 = insertelement <1 x half> poison, half %532, i64 0
  store <1 x half> %659, ptr addrspace(1) %604, align 2, !dbg !31
  br label %660, !dbg !31

660:                                              ; preds = %658, %656
  %661 = and i1 %617, %581, !dbg !31
  br i1 %661, label %662, label %664, !dbg !31

662:                                              ; preds = %660
  %663 = insertelement <1 x half> poison, half %533, i64 0
  store <1 x half> %663, ptr addrspace(1) %606, align 2, !dbg !31
  br label %664, !dbg !31

664:                                              ; preds = %662, %660
  %665 = and i1 %617, %582, !dbg !31
  br i1 %665, label %666, label %668, !dbg !31

666:                                              ; preds = %664
  %667 = insertelement <1 x half> poison, half %534, i64 0
  store <1 x half> %667, ptr addrspace(1) %608, align 2, !dbg !31
  br label %668, !dbg !31

668:                                              ; preds = %666, %664
  %669 = and i1 %617, %583, !dbg !31
  br i1 %669, label %670, label %672, !dbg !31

670:                                              ; preds = %668
  %671 = insertelement <1 x half> poison, half %535, i64 0
  store <1 x half> %671, ptr addrspace(1) %610, align 2, !dbg !31
  br label %672, !dbg !31

672:                                              ; preds = %670, %668
  %673 = and i1 %617, %584, !dbg !31
  br i1 %673, label %674, label %676, !dbg !31

674:                                              ; preds = %672
  %675 = insertelement <1 x half> poison, half %536, i64 0
  store <1 x half> %675, ptr addrspace(1) %612, align 2, !dbg !31
  br label %676, !dbg !31

676:                                              ; preds = %674, %672
  %677 = and i1 %617, %585, !dbg !31
  br i1 %677, label %678, label %680, !dbg !31

678:                                              ; preds = %676
  %679 = insertelement <1 x half> poison, half %537, i64 0
  store <1 x half> %679, ptr addrspace(1) %614, align 2, !dbg !31
  br label %680, !dbg !31

680:                                              ; preds = %678, %676
  %681 = and i1 %617, %586, !dbg !31
  br i1 %681, label %682, label %684, !dbg !31

682:                                              ; preds = %680
  %683 = insertelement <1 x half> poison, half %538, i64 0
  store <1 x half> %683, ptr addrspace(1) %616, align 2, !dbg !31
  br label %684, !dbg !31

684:                                              ; preds = %682, %680
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
!22 = !DILocation(line: 65, column: 32, scope: !4)
!23 = !DILocation(line: 65, column: 43, scope: !4)
!24 = !DILocation(line: 66, column: 32, scope: !4)
!25 = !DILocation(line: 66, column: 43, scope: !4)
!26 = !DILocation(line: 67, column: 36, scope: !4)
!27 = !DILocation(line: 69, column: 35, scope: !4)
!28 = !DILocation(line: 72, column: 34, scope: !4)
!29 = !DILocation(line: 73, column: 65, scope: !4)
!30 = !DILocation(line: 58, column: 31, scope: !4)
!31 = !DILocation(line: 79, column: 28, scope: !4)
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
!68 = !DILocation(line: 79, column: 4, scope: !4)
