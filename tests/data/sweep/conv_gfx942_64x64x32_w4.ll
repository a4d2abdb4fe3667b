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
  %31 = lshr i32 %26, 5, !dbg !14
  %32 = and i32 %31, 7, !dbg !14
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
  %43 = or disjoint i32 %42, 8, !dbg !17
  %44 = or disjoint i32 %42, 16, !dbg !17
  %45 = or disjoint i32 %41, %31, !dbg !17
  %46 = or i32 %45, 24, !dbg !17
  %47 = or disjoint i32 %42, 32, !dbg !17
  %48 = or disjoint i32 %42, 40, !dbg !17
  %49 = or disjoint i32 %42, 48, !dbg !17
  %50 = or i32 %45, 56, !dbg !17
  %51 = or disjoint i32 %37, %41, !dbg !17
  %52 = or disjoint i32 %51, 1, !dbg !17
  %53 = or disjoint i32 %51, 2, !dbg !17
  %54 = or disjoint i32 %51, 3, !dbg !17
  %55 = or disjoint i32 %51, 8, !dbg !17
  %56 = or disjoint i32 %51, 9, !dbg !17
  %57 = or disjoint i32 %51, 10, !dbg !17
  %58 = or disjoint i32 %51, 11, !dbg !17
  %59 = or disjoint i32 %51, 16, !dbg !17
  %60 = or disjoint i32 %51, 17, !dbg !17
  %61 = or disjoint i32 %51, 18, !dbg !17
  %62 = or disjoint i32 %51, 19, !dbg !17
  %63 = or disjoint i32 %51, 24, !dbg !17
  %64 = or disjoint i32 %51, 25, !dbg !17
  %65 = or disjoint i32 %51, 26, !dbg !17
  %66 = or disjoint i32 %51, 27, !dbg !17
  %.frozen = freeze i32 %21, !dbg !18
  %67 = sdiv i32 %38, %.frozen, !dbg !18
  %68 = mul i32 %67, %.frozen, !dbg !19
  %.decomposed = sub i32 %38, %68, !dbg !19
  %.frozen55 = freeze i32 %11, !dbg !20
  %69 = sdiv i32 %.decomposed, %.frozen55, !dbg !20
  %70 = mul i32 %69, %.frozen55, !dbg !21
  %.decomposed56 = sub i32 %.decomposed, %70, !dbg !21
  %71 = and i32 %26, 192, !dbg !22
  %72 = lshr exact i32 %71, 4, !dbg !22
  %73 = mul i32 %69, %12, !dbg !23
  %74 = sub i32 %73, %14, !dbg !24
  %75 = mul i32 %.decomposed56, %13, !dbg !25
  %76 = sub i32 %75, %15, !dbg !26
  %77 = icmp slt i32 %38, %22, !dbg !27
  %78 = mul i32 %67, %4, !dbg !28
  %79 = mul i32 %24, %42, !dbg !29
  %80 = mul i32 %24, %43, !dbg !29
  %81 = mul i32 %24, %44, !dbg !29
  %82 = mul i32 %24, %46, !dbg !29
  %83 = mul i32 %24, %47, !dbg !29
  %84 = mul i32 %24, %48, !dbg !29
  %85 = mul i32 %24, %49, !dbg !29
  %86 = mul i32 %24, %50, !dbg !29
  %87 = icmp slt i32 %42, %7, !dbg !30
  %88 = icmp slt i32 %43, %7, !dbg !30
  %89 = icmp slt i32 %44, %7, !dbg !30
  %90 = icmp slt i32 %46, %7, !dbg !30
  %91 = icmp slt i32 %47, %7, !dbg !30
  %92 = icmp slt i32 %48, %7, !dbg !30
  %93 = icmp slt i32 %49, %7, !dbg !30
  %94 = icmp slt i32 %50, %7, !dbg !30
  %95 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %95, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %96 = icmp eq i32 %29, 0, !dbg !14
  %97 = shl nuw nsw i32 %27, 6
  %98 = shl nuw nsw i32 %26, 2
  %99 = and i32 %98, 56
  %100 = lshr i32 %26, 1
  %101 = and i32 %100, 24
  %102 = lshr exact i32 %71, 3
  %103 = xor i32 %99, %101
  %104 = xor i32 %103, %102
  %105 = or disjoint i32 %104, %97
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = xor i32 %105, 32
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = shl nuw nsw i32 %26, 6
  %110 = and i32 %109, 960
  %111 = and i32 %26, 16
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i32 0, i32 1032
  %114 = lshr exact i32 %33, 2
  %115 = select i1 %96, i32 0, i32 2064
  %116 = or disjoint i32 %115, %114
  %117 = xor i32 %113, %116
  %118 = xor i32 %117, %99
  %119 = or disjoint i32 %118, %110
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119
  %121 = xor i32 %119, 16
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = xor i32 %119, 32
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123
  %125 = xor i32 %119, 48
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125
  %127 = shl nuw nsw i32 %26, 1
  %128 = and i32 %127, 510
  %129 = xor i32 %128, %102
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 1024
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 2048
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 3072
  %134 = xor i32 %129, 544
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %134
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 1024
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 2048
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %135, i32 3072
  %139 = shl nuw nsw i32 %28, 6
  %140 = shl nuw nsw i32 %35, 5
  %141 = or disjoint i32 %139, %140
  %142 = xor i32 %99, %114
  %143 = or disjoint i32 %141, %142
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %143
  %145 = xor i32 %143, 16
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145
  %147 = xor i32 %143, 32
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = xor i32 %143, 48
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %149
  br label %151, !dbg !31

151:                                              ; preds = %.lr.ph, %465
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %465 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %465 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %505, %465 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %465 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %465 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %465 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %465 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %465 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %465 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %465 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %465 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %465 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %465 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %465 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %465 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %465 ]
  %168 = phi i32 [ 0, %.lr.ph ], [ %519, %465 ]
  %169 = or disjoint i32 %168, %72, !dbg !32
  %170 = or disjoint i32 %169, 1, !dbg !32
  %171 = or disjoint i32 %169, 2, !dbg !32
  %172 = or disjoint i32 %169, 3, !dbg !32
  %173 = or disjoint i32 %169, 16, !dbg !32
  %174 = or disjoint i32 %169, 17, !dbg !32
  %175 = or disjoint i32 %169, 18, !dbg !32
  %176 = or disjoint i32 %169, 19, !dbg !32
  %177 = or disjoint i32 %168, %28, !dbg !32
  %.frozen57 = freeze i32 %169, !dbg !33
  %.frozen58 = freeze i32 %23, !dbg !33
  %178 = sdiv i32 %.frozen57, %.frozen58, !dbg !33
  %.frozen60 = freeze i32 %170, !dbg !33
  %.frozen61 = freeze i32 %23, !dbg !33
  %179 = sdiv i32 %.frozen60, %.frozen61, !dbg !33
  %.frozen63 = freeze i32 %171, !dbg !33
  %.frozen64 = freeze i32 %23, !dbg !33
  %180 = sdiv i32 %.frozen63, %.frozen64, !dbg !33
  %.frozen66 = freeze i32 %172, !dbg !33
  %.frozen67 = freeze i32 %23, !dbg !33
  %181 = sdiv i32 %.frozen66, %.frozen67, !dbg !33
  %.frozen69 = freeze i32 %173, !dbg !33
  %.frozen70 = freeze i32 %23, !dbg !33
  %182 = sdiv i32 %.frozen69, %.frozen70, !dbg !33
  %.frozen72 = freeze i32 %174, !dbg !33
  %.frozen73 = freeze i32 %23, !dbg !33
  %183 = sdiv i32 %.frozen72, %.frozen73, !dbg !33
  %.frozen75 = freeze i32 %175, !dbg !33
  %.frozen76 = freeze i32 %23, !dbg !33
  %184 = sdiv i32 %.frozen75, %.frozen76, !dbg !33
  %.frozen78 = freeze i32 %176, !dbg !33
  %.frozen79 = freeze i32 %23, !dbg !33
  %185 = sdiv i32 %.frozen78, %.frozen79, !dbg !33
  %186 = mul i32 %178, %.frozen58, !dbg !34
  %.decomposed59 = sub i32 %.frozen57, %186, !dbg !34
  %187 = mul i32 %179, %.frozen61, !dbg !34
  %.decomposed62 = sub i32 %.frozen60, %187, !dbg !34
  %188 = mul i32 %180, %.frozen64, !dbg !34
  %.decomposed65 = sub i32 %.frozen63, %188, !dbg !34
  %189 = mul i32 %181, %.frozen67, !dbg !34
  %.decomposed68 = sub i32 %.frozen66, %189, !dbg !34
  %190 = mul i32 %182, %.frozen70, !dbg !34
  %.decomposed71 = sub i32 %.frozen69, %190, !dbg !34
  %191 = mul i32 %183, %.frozen73, !dbg !34
  %.decomposed74 = sub i32 %.frozen72, %191, !dbg !34
  %192 = mul i32 %184, %.frozen76, !dbg !34
  %.decomposed77 = sub i32 %.frozen75, %192, !dbg !34
  %193 = mul i32 %185, %.frozen79, !dbg !34
  %.decomposed80 = sub i32 %.frozen78, %193, !dbg !34
  %.frozen95 = freeze i32 %6, !dbg !35
  %194 = sdiv i32 %.decomposed59, %.frozen95, !dbg !35
  %.frozen81 = freeze i32 %6, !dbg !35
  %195 = sdiv i32 %.decomposed62, %.frozen81, !dbg !35
  %.frozen83 = freeze i32 %6, !dbg !35
  %196 = sdiv i32 %.decomposed65, %.frozen83, !dbg !35
  %.frozen85 = freeze i32 %6, !dbg !35
  %197 = sdiv i32 %.decomposed68, %.frozen85, !dbg !35
  %.frozen87 = freeze i32 %6, !dbg !35
  %198 = sdiv i32 %.decomposed71, %.frozen87, !dbg !35
  %.frozen89 = freeze i32 %6, !dbg !35
  %199 = sdiv i32 %.decomposed74, %.frozen89, !dbg !35
  %.frozen91 = freeze i32 %6, !dbg !35
  %200 = sdiv i32 %.decomposed77, %.frozen91, !dbg !35
  %.frozen93 = freeze i32 %6, !dbg !35
  %201 = sdiv i32 %.decomposed80, %.frozen93, !dbg !35
  %202 = mul i32 %195, %.frozen81, !dbg !36
  %.decomposed82 = sub i32 %.decomposed62, %202, !dbg !36
  %203 = mul i32 %196, %.frozen83, !dbg !36
  %.decomposed84 = sub i32 %.decomposed65, %203, !dbg !36
  %204 = mul i32 %197, %.frozen85, !dbg !36
  %.decomposed86 = sub i32 %.decomposed68, %204, !dbg !36
  %205 = mul i32 %198, %.frozen87, !dbg !36
  %.decomposed88 = sub i32 %.decomposed71, %205, !dbg !36
  %206 = mul i32 %199, %.frozen89, !dbg !36
  %.decomposed90 = sub i32 %.decomposed74, %206, !dbg !36
  %207 = mul i32 %200, %.frozen91, !dbg !36
  %.decomposed92 = sub i32 %.decomposed77, %207, !dbg !36
  %208 = mul i32 %201, %.frozen93, !dbg !36
  %.decomposed94 = sub i32 %.decomposed80, %208, !dbg !36
  %209 = add i32 %178, %74, !dbg !37
  %210 = add i32 %179, %74, !dbg !37
  %211 = add i32 %180, %74, !dbg !37
  %212 = add i32 %181, %74, !dbg !37
  %213 = add i32 %182, %74, !dbg !37
  %214 = add i32 %183, %74, !dbg !37
  %215 = add i32 %184, %74, !dbg !37
  %216 = add i32 %185, %74, !dbg !37
  %217 = add i32 %194, %76, !dbg !38
  %218 = add i32 %195, %76, !dbg !38
  %219 = add i32 %196, %76, !dbg !38
  %220 = add i32 %197, %76, !dbg !38
  %221 = add i32 %198, %76, !dbg !38
  %222 = add i32 %199, %76, !dbg !38
  %223 = add i32 %200, %76, !dbg !38
  %224 = add i32 %201, %76, !dbg !38
  %225 = icmp slt i32 %169, %24, !dbg !39
  %226 = icmp slt i32 %170, %24, !dbg !39
  %227 = icmp slt i32 %171, %24, !dbg !39
  %228 = icmp slt i32 %172, %24, !dbg !39
  %229 = icmp slt i32 %173, %24, !dbg !39
  %230 = icmp slt i32 %174, %24, !dbg !39
  %231 = icmp slt i32 %175, %24, !dbg !39
  %232 = icmp slt i32 %176, %24, !dbg !39
  %233 = icmp sgt i32 %209, -1, !dbg !40
  %234 = icmp sgt i32 %210, -1, !dbg !40
  %235 = icmp sgt i32 %211, -1, !dbg !40
  %236 = icmp sgt i32 %212, -1, !dbg !40
  %237 = icmp sgt i32 %213, -1, !dbg !40
  %238 = icmp sgt i32 %214, -1, !dbg !40
  %239 = icmp sgt i32 %215, -1, !dbg !40
  %240 = icmp sgt i32 %216, -1, !dbg !40
  %241 = and i1 %225, %233, !dbg !41
  %242 = and i1 %226, %234, !dbg !41
  %243 = and i1 %227, %235, !dbg !41
  %244 = and i1 %228, %236, !dbg !41
  %245 = and i1 %229, %237, !dbg !41
  %246 = and i1 %230, %238, !dbg !41
  %247 = and i1 %231, %239, !dbg !41
  %248 = and i1 %232, %240, !dbg !41
  %249 = icmp slt i32 %209, %4, !dbg !42
  %250 = icmp slt i32 %210, %4, !dbg !42
  %251 = icmp slt i32 %211, %4, !dbg !42
  %252 = icmp slt i32 %212, %4, !dbg !42
  %253 = icmp slt i32 %213, %4, !dbg !42
  %254 = icmp slt i32 %214, %4, !dbg !42
  %255 = icmp slt i32 %215, %4, !dbg !42
  %256 = icmp slt i32 %216, %4, !dbg !42
  %257 = and i1 %249, %241, !dbg !43
  %258 = and i1 %250, %242, !dbg !43
  %259 = and i1 %251, %243, !dbg !43
  %260 = and i1 %252, %244, !dbg !43
  %261 = and i1 %253, %245, !dbg !43
  %262 = and i1 %254, %246, !dbg !43
  %263 = and i1 %255, %247, !dbg !43
  %264 = and i1 %256, %248, !dbg !43
  %265 = icmp sgt i32 %217, -1, !dbg !44
  %266 = icmp sgt i32 %218, -1, !dbg !44
  %267 = icmp sgt i32 %219, -1, !dbg !44
  %268 = icmp sgt i32 %220, -1, !dbg !44
  %269 = icmp sgt i32 %221, -1, !dbg !44
  %270 = icmp sgt i32 %222, -1, !dbg !44
  %271 = icmp sgt i32 %223, -1, !dbg !44
  %272 = icmp sgt i32 %224, -1, !dbg !44
  %273 = and i1 %257, %265, !dbg !45
  %274 = and i1 %258, %266, !dbg !45
  %275 = and i1 %259, %267, !dbg !45
  %276 = and i1 %260, %268, !dbg !45
  %277 = and i1 %261, %269, !dbg !45
  %278 = and i1 %262, %270, !dbg !45
  %279 = and i1 %263, %271, !dbg !45
  %280 = and i1 %264, %272, !dbg !45
  %281 = icmp slt i32 %217, %5, !dbg !46
  %282 = icmp slt i32 %218, %5, !dbg !46
  %283 = icmp slt i32 %219, %5, !dbg !46
  %284 = icmp slt i32 %220, %5, !dbg !46
  %285 = icmp slt i32 %221, %5, !dbg !46
  %286 = icmp slt i32 %222, %5, !dbg !46
  %287 = icmp slt i32 %223, %5, !dbg !46
  %288 = icmp slt i32 %224, %5, !dbg !46
  %289 = and i1 %281, %273, !dbg !47
  %290 = and i1 %77, %289, !dbg !47
  %291 = and i1 %282, %274, !dbg !47
  %292 = and i1 %77, %291, !dbg !47
  %293 = and i1 %283, %275, !dbg !47
  %294 = and i1 %77, %293, !dbg !47
  %295 = and i1 %284, %276, !dbg !47
  %296 = and i1 %77, %295, !dbg !47
  %297 = and i1 %285, %277, !dbg !47
  %298 = and i1 %77, %297, !dbg !47
  %299 = and i1 %286, %278, !dbg !47
  %300 = and i1 %77, %299, !dbg !47
  %301 = and i1 %287, %279, !dbg !47
  %302 = and i1 %77, %301, !dbg !47
  %303 = and i1 %288, %280, !dbg !47
  %304 = and i1 %77, %303, !dbg !47
  %305 = add i32 %210, %78, !dbg !48
  %306 = add i32 %211, %78, !dbg !48
  %307 = add i32 %212, %78, !dbg !48
  %308 = add i32 %213, %78, !dbg !48
  %309 = add i32 %214, %78, !dbg !48
  %310 = add i32 %215, %78, !dbg !48
  %311 = add i32 %216, %78, !dbg !48
  %312 = mul i32 %305, %5, !dbg !49
  %313 = mul i32 %306, %5, !dbg !49
  %314 = mul i32 %307, %5, !dbg !49
  %315 = mul i32 %308, %5, !dbg !49
  %316 = mul i32 %309, %5, !dbg !49
  %317 = mul i32 %310, %5, !dbg !49
  %318 = mul i32 %311, %5, !dbg !49
  %319 = add i32 %218, %312, !dbg !50
  %320 = add i32 %219, %313, !dbg !50
  %321 = add i32 %220, %314, !dbg !50
  %322 = add i32 %221, %315, !dbg !50
  %323 = add i32 %222, %316, !dbg !50
  %324 = add i32 %223, %317, !dbg !50
  %325 = add i32 %224, %318, !dbg !50
  %326 = mul i32 %319, %6, !dbg !51
  %327 = mul i32 %320, %6, !dbg !51
  %328 = mul i32 %321, %6, !dbg !51
  %329 = mul i32 %322, %6, !dbg !51
  %330 = mul i32 %323, %6, !dbg !51
  %331 = mul i32 %324, %6, !dbg !51
  %332 = mul i32 %325, %6, !dbg !51
  %333 = add i32 %.decomposed82, %326, !dbg !52
  %334 = add i32 %.decomposed84, %327, !dbg !52
  %335 = add i32 %.decomposed86, %328, !dbg !52
  %336 = add i32 %.decomposed88, %329, !dbg !52
  %337 = add i32 %.decomposed90, %330, !dbg !52
  %338 = add i32 %.decomposed92, %331, !dbg !52
  %339 = add i32 %.decomposed94, %332, !dbg !52
  %340 = sext i32 %333 to i64, !dbg !53
  %341 = getelementptr half, ptr addrspace(1) %0, i64 %340, !dbg !53
  %342 = sext i32 %334 to i64, !dbg !53
  %343 = getelementptr half, ptr addrspace(1) %0, i64 %342, !dbg !53
  %344 = sext i32 %335 to i64, !dbg !53
  %345 = getelementptr half, ptr addrspace(1) %0, i64 %344, !dbg !53
  %346 = sext i32 %336 to i64, !dbg !53
  %347 = getelementptr half, ptr addrspace(1) %0, i64 %346, !dbg !53
  %348 = sext i32 %337 to i64, !dbg !53
  %349 = getelementptr half, ptr addrspace(1) %0, i64 %348, !dbg !53
  %350 = sext i32 %338 to i64, !dbg !53
  %351 = getelementptr half, ptr addrspace(1) %0, i64 %350, !dbg !53
  %352 = sext i32 %339 to i64, !dbg !53
  %353 = getelementptr half, ptr addrspace(1) %0, i64 %352, !dbg !53
  br i1 %290, label %354, label %364, !dbg !54

354:                                              ; preds = %151
  %355 = add i32 %209, %78, !dbg !48
  %356 = mul i32 %355, %5, !dbg !49
  %357 = add i32 %217, %356, !dbg !50
  %358 = mul i32 %357, %6, !dbg !51
  %359 = mul i32 %194, %.frozen95, !dbg !36
  %.decomposed96 = sub i32 %.decomposed59, %359, !dbg !36
  %360 = add i32 %.decomposed96, %358, !dbg !52
  %361 = sext i32 %360 to i64, !dbg !53
  %362 = getelementptr half, ptr addrspace(1) %0, i64 %361, !dbg !53
  %363 = load <1 x half>, ptr addrspace(1) %362, align 2, !dbg !54
  br label %364, !dbg !54

364:                                              ; preds = %354, %151
  %365 = phi <1 x half> [ %363, %354 ], [ zeroinitializer, %151 ], !dbg !54
  %366 = extractelement <1 x half> %365, i64 0, !dbg !54
  br i1 %292, label %367, label %369, !dbg !54

367:                                              ; preds = %364
  %368 = load <1 x half>, ptr addrspace(1) %341, align 2, !dbg !54
  br label %369, !dbg !54

369:                                              ; preds = %367, %364
  %370 = phi <1 x half> [ %368, %367 ], [ zeroinitializer, %364 ], !dbg !54
  %371 = extractelement <1 x half> %370, i64 0, !dbg !54
  br i1 %294, label %372, label %374, !dbg !54

372:                                              ; preds = %369
  %373 = load <1 x half>, ptr addrspace(1) %343, align 2, !dbg !54
  br label %374, !dbg !54

374:                                              ; preds = %372, %369
  %375 = phi <1 x half> [ %373, %372 ], [ zeroinitializer, %369 ], !dbg !54
  %376 = extractelement <1 x half> %375, i64 0, !dbg !54
  br i1 %296, label %377, label %379, !dbg !54

377:                                              ; preds = %374
  %378 = load <1 x half>, ptr addrspace(1) %345, align 2, !dbg !54
  br label %379, !dbg !54

379:                                              ; preds = %377, %374
  %380 = phi <1 x half> [ %378, %377 ], [ zeroinitializer, %374 ], !dbg !54
  %381 = extractelement <1 x half> %380, i64 0, !dbg !54
  br i1 %298, label %382, label %384, !dbg !54

382:                                              ; preds = %379
  %383 = load <1 x half>, ptr addrspace(1) %347, align 2, !dbg !54
  br label %384, !dbg !54

384:                                              ; preds = %382, %379
  %385 = phi <1 x half> [ %383, %382 ], [ zeroinitializer, %379 ], !dbg !54
  %386 = extractelement <1 x half> %385, i64 0, !dbg !54
  br i1 %300, label %387, label %389, !dbg !54

387:                                              ; preds = %384
  %388 = load <1 x half>, ptr addrspace(1) %349, align 2, !dbg !54
  br label %389, !dbg !54

389:                                              ; preds = %387, %384
  %390 = phi <1 x half> [ %388, %387 ], [ zeroinitializer, %384 ], !dbg !54
  %391 = extractelement <1 x half> %390, i64 0, !dbg !54
  br i1 %302, label %392, label %394, !dbg !54

392:                                              ; preds = %389
  %393 = load <1 x half>, ptr addrspace(1) %351, align 2, !dbg !54
  br label %394, !dbg !54

394:                                              ; preds = %392, %389
  %395 = phi <1 x half> [ %393, %392 ], [ zeroinitializer, %389 ], !dbg !54
  %396 = extractelement <1 x half> %395, i64 0, !dbg !54
  br i1 %304, label %397, label %399, !dbg !54

397:                                              ; preds = %394
  %398 = load <1 x half>, ptr addrspace(1) %353, align 2, !dbg !54
  br label %399, !dbg !54

399:                                              ; preds = %397, %394
  %400 = phi <1 x half> [ %398, %397 ], [ zeroinitializer, %394 ], !dbg !54
  %401 = extractelement <1 x half> %400, i64 0, !dbg !54
  %402 = add i32 %177, %80, !dbg !55
  %403 = add i32 %177, %81, !dbg !55
  %404 = add i32 %177, %82, !dbg !55
  %405 = add i32 %177, %83, !dbg !55
  %406 = add i32 %177, %84, !dbg !55
  %407 = add i32 %177, %85, !dbg !55
  %408 = add i32 %177, %86, !dbg !55
  %409 = icmp slt i32 %177, %24, !dbg !56
  %410 = and i1 %87, %409, !dbg !57
  %411 = and i1 %88, %409, !dbg !57
  %412 = and i1 %89, %409, !dbg !57
  %413 = and i1 %90, %409, !dbg !57
  %414 = and i1 %91, %409, !dbg !57
  %415 = and i1 %92, %409, !dbg !57
  %416 = and i1 %93, %409, !dbg !57
  %417 = and i1 %94, %409, !dbg !57
  %418 = sext i32 %402 to i64, !dbg !58
  %419 = getelementptr half, ptr addrspace(1) %1, i64 %418, !dbg !58
  %420 = sext i32 %403 to i64, !dbg !58
  %421 = getelementptr half, ptr addrspace(1) %1, i64 %420, !dbg !58
  %422 = sext i32 %404 to i64, !dbg !58
  %423 = getelementptr half, ptr addrspace(1) %1, i64 %422, !dbg !58
  %424 = sext i32 %405 to i64, !dbg !58
  %425 = getelementptr half, ptr addrspace(1) %1, i64 %424, !dbg !58
  %426 = sext i32 %406 to i64, !dbg !58
  %427 = getelementptr half, ptr addrspace(1) %1, i64 %426, !dbg !58
  %428 = sext i32 %407 to i64, !dbg !58
  %429 = getelementptr half, ptr addrspace(1) %1, i64 %428, !dbg !58
  %430 = sext i32 %408 to i64, !dbg !58
  %431 = getelementptr half, ptr addrspace(1) %1, i64 %430, !dbg !58
  br i1 %410, label %432, label %437, !dbg !59

432:                                              ; preds = %399
  %433 = add i32 %177, %79
  %434 = sext i32 %433 to i64
  %435 = getelementptr half, ptr addrspace(1) %1, i64 %434
  %436 = load <1 x half>, ptr addrspace(1) %435, align 2, !dbg !59
  br label %437, !dbg !59

437:                                              ; preds = %432, %399
  %438 = phi <1 x half> [ %436, %432 ], [ zeroinitializer, %399 ], !dbg !59
  br i1 %411, label %439, label %441, !dbg !59

439:                                              ; preds = %437
  %440 = load <1 x half>, ptr addrspace(1) %419, align 2, !dbg !59
  br label %441, !dbg !59

441:                                              ; preds = %439, %437
  %442 = phi <1 x half> [ %440, %439 ], [ zeroinitializer, %437 ], !dbg !59
  br i1 %412, label %443, label %445, !dbg !59

443:                                              ; preds = %441
  %444 = load <1 x half>, ptr addrspace(1) %421, align 2, !dbg !59
  br label %445, !dbg !59

445:                                              ; preds = %443, %441
  %446 = phi <1 x half> [ %444, %443 ], [ zeroinitializer, %441 ], !dbg !59
  br i1 %413, label %447, label %449, !dbg !59

447:                                              ; preds = %445
  %448 = load <1 x half>, ptr addrspace(1) %423, align 2, !dbg !59
  br label %449, !dbg !59

449:                                              ; preds = %447, %445
  %450 = phi <1 x half> [ %448, %447 ], [ zeroinitializer, %445 ], !dbg !59
  br i1 %414, label %451, label %453, !dbg !59

451:                                              ; preds = %449
  %452 = load <1 x half>, ptr addrspace(1) %425, align 2, !dbg !59
  br label %453, !dbg !59

453:                                              ; preds = %451, %449
  %454 = phi <1 x half> [ %452, %451 ], [ zeroinitializer, %449 ], !dbg !59
  br i1 %415, label %455, label %457, !dbg !59

455:                                              ; preds = %453
  %456 = load <1 x half>, ptr addrspace(1) %427, align 2, !dbg !59
  br label %457, !dbg !59

457:                                              ; preds = %455, %453
  %458 = phi <1 x half> [ %456, %455 ], [ zeroinitializer, %453 ], !dbg !59
  br i1 %416, label %459, label %461, !dbg !59

459:                                              ; preds = %457
  %460 = load <1 x half>, ptr addrspace(1) %429, align 2, !dbg !59
  br label %461, !dbg !59

461:                                              ; preds = %459, %457
  %462 = phi <1 x half> [ %460, %459 ], [ zeroinitializer, %457 ], !dbg !59
  br i1 %417, label %463, label %465, !dbg !59

463:                                              ; preds = %461
  %464 = load <1 x half>, ptr addrspace(1) %431, align 2, !dbg !59
  br label %465, !dbg !59

465:                                              ; preds = %463, %461
  %466 = phi <1 x half> [ %464, %463 ], [ zeroinitializer, %461 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %467 = insertelement <4 x half> poison, half %366, i64 0, !dbg !54
  %468 = insertelement <4 x half> %467, half %371, i64 1, !dbg !54
  %469 = insertelement <4 x half> %468, half %376, i64 2, !dbg !54
  %470 = insertelement <4 x half> %469, half %381, i64 3, !dbg !54
  store <4 x half> %470, ptr addrspace(3) %106, align 8, !dbg !54
  %471 = insertelement <4 x half> poison, half %386, i64 0, !dbg !54
  %472 = insertelement <4 x half> %471, half %391, i64 1, !dbg !54
  %473 = insertelement <4 x half> %472, half %396, i64 2, !dbg !54
  %474 = insertelement <4 x half> %473, half %401, i64 3, !dbg !54
  store <4 x half> %474, ptr addrspace(3) %108, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %475 = load <4 x half>, ptr addrspace(3) %120, align 8, !dbg !54
  %476 = load <4 x half>, ptr addrspace(3) %122, align 8, !dbg !54
  %477 = load <4 x half>, ptr addrspace(3) %124, align 8, !dbg !54
  %478 = load <4 x half>, ptr addrspace(3) %126, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %438, ptr addrspace(3) %130, align 2, !dbg !59
  store <1 x half> %446, ptr addrspace(3) %131, align 2, !dbg !59
  store <1 x half> %454, ptr addrspace(3) %132, align 2, !dbg !59
  store <1 x half> %462, ptr addrspace(3) %133, align 2, !dbg !59
  store <1 x half> %442, ptr addrspace(3) %135, align 2, !dbg !59
  store <1 x half> %450, ptr addrspace(3) %136, align 2, !dbg !59
  store <1 x half> %458, ptr addrspace(3) %137, align 2, !dbg !59
  store <1 x half> %466, ptr addrspace(3) %138, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %479 = load <4 x half>, ptr addrspace(3) %144, align 8, !dbg !59
  %480 = load <4 x half>, ptr addrspace(3) %146, align 8, !dbg !59
  %481 = load <4 x half>, ptr addrspace(3) %148, align 8, !dbg !59
  %482 = load <4 x half>, ptr addrspace(3) %150, align 8, !dbg !59
  %483 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %152, i64 0, !dbg !60
  %484 = insertelement <16 x float> %483, float %153, i64 1, !dbg !60
  %485 = insertelement <16 x float> %484, float %154, i64 2, !dbg !60
  %486 = insertelement <16 x float> %485, float %155, i64 3, !dbg !60
  %487 = insertelement <16 x float> %486, float %156, i64 4, !dbg !60
  %488 = insertelement <16 x float> %487, float %157, i64 5, !dbg !60
  %489 = insertelement <16 x float> %488, float %158, i64 6, !dbg !60
  %490 = insertelement <16 x float> %489, float %159, i64 7, !dbg !60
  %491 = insertelement <16 x float> %490, float %160, i64 8, !dbg !60
  %492 = insertelement <16 x float> %491, float %161, i64 9, !dbg !60
  %493 = insertelement <16 x float> %492, float %162, i64 10, !dbg !60
  %494 = insertelement <16 x float> %493, float %163, i64 11, !dbg !60
  %495 = insertelement <16 x float> %494, float %164, i64 12, !dbg !60
  %496 = insertelement <16 x float> %495, float %165, i64 13, !dbg !60
  %497 = insertelement <16 x float> %496, float %166, i64 14, !dbg !60
  %498 = insertelement <16 x float> %497, float %167, i64 15, !dbg !60
  %499 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %479, <4 x half> %475, <16 x float> %498, i32 0, i32 0, i32 0), !dbg !60
  %500 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %480, <4 x half> %476, <16 x float> %499, i32 0, i32 0, i32 0), !dbg !60
  %501 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %481, <4 x half> %477, <16 x float> %500, i32 0, i32 0, i32 0), !dbg !60
  %502 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %482, <4 x half> %478, <16 x float> %501, i32 0, i32 0, i32 0), !dbg !60
  %503 = extractelement <16 x float> %502, i64 0, !dbg !60
  %504 = extractelement <16 x float> %502, i64 1, !dbg !60
  %505 = extractelement <16 x float> %502, i64 2, !dbg !60
  %506 = extractelement <16 x float> %502, i64 3, !dbg !60
  %507 = extractelement <16 x float> %502, i64 4, !dbg !60
  %508 = extractelement <16 x float> %502, i64 5, !dbg !60
  %509 = extractelement <16 x float> %502, i64 6, !dbg !60
  %510 = extractelement <16 x float> %502, i64 7, !dbg !60
  %511 = extractelement <16 x float> %502, i64 8, !dbg !60
  %512 = extractelement <16 x float> %502, i64 9, !dbg !60
  %513 = extractelement <16 x float> %502, i64 10, !dbg !60
  %514 = extractelement <16 x float> %502, i64 11, !dbg !60
  %515 = extractelement <16 x float> %502, i64 12, !dbg !60
  %516 = extractelement <16 x float> %502, i64 13, !dbg !60
  %517 = extractelement <16 x float> %502, i64 14, !dbg !60
  %518 = extractelement <16 x float> %502, i64 15, !dbg !60
  %519 = add i32 %168, 32, !dbg !31
  %520 = icmp slt i32 %519, %24, !dbg !31
  br i1 %520, label %151, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %465
  %521 = fptrunc float %504 to half, !dbg !61
  %522 = fptrunc float %505 to half, !dbg !61
  %523 = fptrunc float %506 to half, !dbg !61
  %524 = fptrunc float %507 to half, !dbg !61
  %525 = fptrunc float %508 to half, !dbg !61
  %526 = fptrunc float %509 to half, !dbg !61
  %527 = fptrunc float %510 to half, !dbg !61
  %528 = fptrunc float %511 to half, !dbg !61
  %529 = fptrunc float %512 to half, !dbg !61
  %530 = fptrunc float %513 to half, !dbg !61
  %531 = fptrunc float %514 to half, !dbg !61
  %532 = fptrunc float %515 to half, !dbg !61
  %533 = fptrunc float %516 to half, !dbg !61
  %534 = fptrunc float %517 to half, !dbg !61
  %535 = fptrunc float %518 to half, !dbg !61
  %536 = fptrunc float %503 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %537 = phi half [ 0xH0000, %18 ], [ %536, %._crit_edge.loopexit ], !dbg !63
  %538 = phi half [ 0xH0000, %18 ], [ %521, %._crit_edge.loopexit ], !dbg !63
  %539 = phi half [ 0xH0000, %18 ], [ %522, %._crit_edge.loopexit ], !dbg !63
  %540 = phi half [ 0xH0000, %18 ], [ %523, %._crit_edge.loopexit ], !dbg !63
  %541 = phi half [ 0xH0000, %18 ], [ %524, %._crit_edge.loopexit ], !dbg !63
  %542 = phi half [ 0xH0000, %18 ], [ %525, %._crit_edge.loopexit ], !dbg !63
  %543 = phi half [ 0xH0000, %18 ], [ %526, %._crit_edge.loopexit ], !dbg !63
  %544 = phi half [ 0xH0000, %18 ], [ %527, %._crit_edge.loopexit ], !dbg !63
  %545 = phi half [ 0xH0000, %18 ], [ %528, %._crit_edge.loopexit ], !dbg !63
  %546 = phi half [ 0xH0000, %18 ], [ %529, %._crit_edge.loopexit ], !dbg !63
  %547 = phi half [ 0xH0000, %18 ], [ %530, %._crit_edge.loopexit ], !dbg !63
  %548 = phi half [ 0xH0000, %18 ], [ %531, %._crit_edge.loopexit ], !dbg !63
  %549 = phi half [ 0xH0000, %18 ], [ %532, %._crit_edge.loopexit ], !dbg !63
  %550 = phi half [ 0xH0000, %18 ], [ %533, %._crit_edge.loopexit ], !dbg !63
  %551 = phi half [ 0xH0000, %18 ], [ %534, %._crit_edge.loopexit ], !dbg !63
  %552 = phi half [ 0xH0000, %18 ], [ %535, %._crit_edge.loopexit ], !dbg !63
  %553 = mul i32 %7, %40, !dbg !62
  %554 = add i32 %553, %52, !dbg !64
  %555 = add i32 %553, %53, !dbg !64
  %556 = add i32 %553, %54, !dbg !64
  %557 = add i32 %553, %55, !dbg !64
  %558 = add i32 %553, %56, !dbg !64
  %559 = add i32 %553, %57, !dbg !64
  %560 = add i32 %553, %58, !dbg !64
  %561 = add i32 %553, %59, !dbg !64
  %562 = add i32 %553, %60, !dbg !64
  %563 = add i32 %553, %61, !dbg !64
  %564 = add i32 %553, %62, !dbg !64
  %565 = add i32 %553, %63, !dbg !64
  %566 = add i32 %553, %64, !dbg !64
  %567 = add i32 %553, %65, !dbg !64
  %568 = add i32 %553, %66, !dbg !64
  %569 = icmp slt i32 %40, %22, !dbg !65
  %570 = icmp slt i32 %51, %7, !dbg !66
  %571 = icmp slt i32 %52, %7, !dbg !66
  %572 = icmp slt i32 %53, %7, !dbg !66
  %573 = icmp slt i32 %54, %7, !dbg !66
  %574 = icmp slt i32 %55, %7, !dbg !66
  %575 = icmp slt i32 %56, %7, !dbg !66
  %576 = icmp slt i32 %57, %7, !dbg !66
  %577 = icmp slt i32 %58, %7, !dbg !66
  %578 = icmp slt i32 %59, %7, !dbg !66
  %579 = icmp slt i32 %60, %7, !dbg !66
  %580 = icmp slt i32 %61, %7, !dbg !66
  %581 = icmp slt i32 %62, %7, !dbg !66
  %582 = icmp slt i32 %63, %7, !dbg !66
  %583 = icmp slt i32 %64, %7, !dbg !66
  %584 = icmp slt i32 %65, %7, !dbg !66
  %585 = icmp slt i32 %66, %7, !dbg !66
  %586 = and i1 %570, %569, !dbg !67
  %587 = and i1 %571, %569, !dbg !67
  %588 = and i1 %572, %569, !dbg !67
  %589 = and i1 %573, %569, !dbg !67
  %590 = and i1 %574, %569, !dbg !67
  %591 = and i1 %575, %569, !dbg !67
  %592 = and i1 %576, %569, !dbg !67
  %593 = and i1 %577, %569, !dbg !67
  %594 = and i1 %578, %569, !dbg !67
  %595 = and i1 %579, %569, !dbg !67
  %596 = and i1 %580, %569, !dbg !67
  %597 = and i1 %581, %569, !dbg !67
  %598 = and i1 %582, %569, !dbg !67
  %599 = and i1 %583, %569, !dbg !67
  %600 = and i1 %584, %569, !dbg !67
  %601 = and i1 %585, %569, !dbg !67
  %602 = sext i32 %554 to i64, !dbg !68
  %603 = getelementptr half, ptr addrspace(1) %2, i64 %602, !dbg !68
  %604 = sext i32 %555 to i64, !dbg !68
  %605 = getelementptr half, ptr addrspace(1) %2, i64 %604, !dbg !68
  %606 = sext i32 %556 to i64, !dbg !68
  %607 = getelementptr half, ptr addrspace(1) %2, i64 %606, !dbg !68
  %608 = sext i32 %557 to i64, !dbg !68
  %609 = getelementptr half, ptr addrspace(1) %2, i64 %608, !dbg !68
  %610 = sext i32 %558 to i64, !dbg !68
  %611 = getelementptr half, ptr addrspace(1) %2, i64 %610, !dbg !68
  %612 = sext i32 %559 to i64, !dbg !68
  %613 = getelementptr half, ptr addrspace(1) %2, i64 %612, !dbg !68
  %614 = sext i32 %560 to i64, !dbg !68
  %615 = getelementptr half, ptr addrspace(1) %2, i64 %614, !dbg !68
  %616 = sext i32 %561 to i64, !dbg !68
  %617 = getelementptr half, ptr addrspace(1) %2, i64 %616, !dbg !68
  %618 = sext i32 %562 to i64, !dbg !68
  %619 = getelementptr half, ptr addrspace(1) %2, i64 %618, !dbg !68
  %620 = sext i32 %563 to i64, !dbg !68
  %621 = getelementptr half, ptr addrspace(1) %2, i64 %620, !dbg !68
  %622 = sext i32 %564 to i64, !dbg !68
  %623 = getelementptr half, ptr addrspace(1) %2, i64 %622, !dbg !68
  %624 = sext i32 %565 to i64, !dbg !68
  %625 = getelementptr half, ptr addrspace(1) %2, i64 %624, !dbg !68
  %626 = sext i32 %566 to i64, !dbg !68
  %627 = getelementptr half, ptr addrspace(1) %2, i64 %626, !dbg !68
  %628 = sext i32 %567 to i64, !dbg !68
  %629 = getelementptr half, ptr addrspace(1) %2, i64 %628, !dbg !68
  %630 = sext i32 %568 to i64, !dbg !68
  %631 = getelementptr half, ptr addrspace(1) %2, i64 %630, !dbg !68
  br i1 %586, label %632, label %637, !dbg !69

632:                                              ; preds = %._crit_edge
  %633 = add i32 %553, %51
  %634 = sext i32 %633 to i64
  %635 = getelementptr half, ptr addrspace(1) %2, i64 %634
  %636 = insertelement <1 x half> poison, half %537, i64 0
  store <1 x half> %636, ptr addrspace(1) %635, align 2, !dbg !69
  br label %637, !dbg !69

637:                                              ; preds = %632, %._crit_edge
  br i1 %587, label %638, label %640, !dbg !69

638:                                              ; preds = %637
  %639 = insertelement <1 x half> poison, half %538, i64 0
  store <1 x half> %639, ptr addrspace(1) %603, align 2, !dbg !69
  br label %640, !dbg !69

640:                                              ; preds = %638, %637
  br i1 %588, label %641, label %643, !dbg !69

641:                                              ; preds = %640
  %642 = insertelement <1 x half> poison, half %539, i64 0
  store <1 x half> %642, ptr addrspace(1) %605, align 2, !dbg !69
  br label %643, !dbg !69

643:                                              ; preds = %641, %640
  br i1 %589, label %644, label %646, !dbg !69

644:                                              ; preds = %643
  %645 = insertelement <1 x half> poison, half %540, i64 0
  store <1 x half> %645, ptr addrspace(1) %607, align 2, !dbg !69
  br label %646, !dbg !69

646:                                              ; preds = %644, %643
  br i1 %590, label %647, label %649, !dbg !69

647:                                              ; preds = %646
  %648 = insertelement <1 x half> poison, half %541, i64 0
  store <1 x half> %648, ptr addrspace(1) %609, align 2, !dbg !69
  br label %649, !dbg !69

649:                                              ; preds = %647, %646
  br i1 %591, label %650, label %652, !dbg !69

650:                                              ; preds = %649
  %651 = insertelement <1 x half> poison, half %542, i64 0
  store <1 x half> %651, ptr addrspace(1) %611, align 2, !dbg !69
  br label %652, !dbg !69

652:                                              ; preds = %650, %649
  br i1 %592, label %653, label %655, !dbg !69

653:                                              ; preds = %652
  %654 = insertelement <1 x half> poison, half %543, i64 0
  store <1 x half> %654, ptr addrspace(1) %613, align 2, !dbg !69
  br label %655, !dbg !69

655:                                              ; preds = %653, %652
  br i1 %593, label %656, label %658, !dbg !69

656:                                              ; preds = %655
  %657 = insertelement <1 x half> poison, half %544, i64 0
  store <1 x half> %657, ptr addrspace(1) %615, align 2, !dbg !69
  br label %658, !dbg !69

658:                                              ; preds = %656, %655
  br i1 %594, label %659, label %661, !dbg !69

659:                                              ; preds = %658
  %660 = insertelement <1 x half> poison, half %545, i64 0
  store <1 x half> %660, ptr addrspace(1) %617, align 2, !dbg !69
  br label %661, !dbg !69

661:                                              ; preds = %659, %658
  br i1 %595, label %662, label %664, !dbg !69

662:                                              ; preds = %661
  %663 = insertelement <1 x half> poison, half %546, i64 0
  store <1 x half> %663, ptr addrspace(1) %619, align 2, !dbg !69
  br label %664, !dbg !69

664:                                              ; preds = %662, %661
  br i1 %596, label %665, label %667, !dbg !69

665:                                              ; preds = %664
  %666 = insertelement <1 x half> poison, half %547, i64 0
  store <1 x half> %666, ptr addrspace(1) %621, align 2, !dbg !69
  br label %667, !dbg !69

667:                                              ; preds = %665, %664
  br i1 %597, label %668, label %670, !dbg !69

668:                                              ; preds = %667
  %669 = insertelement <1 x half> poison, half %548, i64 0
  store <1 x half> %669, ptr addrspace(1) %623, align 2, !dbg !69
  br label %670, !dbg !69

670:                                              ; preds = %668, %667
  br i1 %598, label %671, label %673, !dbg !69

671:                                              ; preds = %670
  %672 = insertelement <1 x half> poison, half %549, i64 0
  store <1 x half> %672, ptr addrspace(1) %625, align 2, !dbg !69
  br label %673, !dbg !69

673:                                              ; preds = %671, %670
  br i1 %599, label %674, label %676, !dbg !69

674:                                              ; preds = %673
  %675 = insertelement <1 x half> poison, half %550, i64 0
  store <1 x half> %675, ptr addrspace(1) %627, align 2, !dbg !69
  br label %676, !dbg !69

676:                                              ; preds = %674, %673
  br i1 %600, label %677, label %679, !dbg !69

677:                                              ; preds = %676
  %678 = insertelement <1 x half> poison, half %551, i64 0
  store <1 x half> %678, ptr addrspace(1) %629, align 2, !dbg !69
  br label %679, !dbg !69

679:                                              ; preds = %677, %676
  br i1 %601, label %680, label %682, !dbg !69

680:                                              ; preds = %679
  %681 = insertelement <1 x half> poison, half %552, i64 0
  store <1 x half> %681, ptr addrspace(1) %631, align 2, !dbg !69
  br label %682, !dbg !69

682:                                              ; preds = %680, %679
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
