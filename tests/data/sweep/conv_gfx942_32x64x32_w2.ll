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
  %30 = or disjoint i32 %25, %27, !dbg !15
  %31 = shl i32 %20, 6, !dbg !16
  %32 = lshr exact i32 %28, 5, !dbg !17
  %33 = and i32 %26, 32, !dbg !17
  %34 = lshr exact i32 %33, 3, !dbg !17
  %35 = and i32 %26, 64, !dbg !17
  %36 = lshr exact i32 %35, 1, !dbg !17
  %37 = or disjoint i32 %34, %36, !dbg !17
  %38 = or disjoint i32 %32, %31, !dbg !18
  %39 = or disjoint i32 %38, 4, !dbg !18
  %40 = or disjoint i32 %38, 8, !dbg !18
  %41 = or disjoint i32 %38, 12, !dbg !18
  %42 = or disjoint i32 %38, 16, !dbg !18
  %43 = or disjoint i32 %38, 20, !dbg !18
  %44 = or disjoint i32 %38, 24, !dbg !18
  %45 = or disjoint i32 %38, 28, !dbg !18
  %46 = or disjoint i32 %38, 32, !dbg !18
  %47 = or disjoint i32 %38, 36, !dbg !18
  %48 = or disjoint i32 %38, 40, !dbg !18
  %49 = or disjoint i32 %38, 44, !dbg !18
  %50 = or disjoint i32 %38, 48, !dbg !18
  %51 = or disjoint i32 %38, 52, !dbg !18
  %52 = or disjoint i32 %38, 56, !dbg !18
  %53 = or disjoint i32 %38, 60, !dbg !18
  %54 = or disjoint i32 %37, %31, !dbg !18
  %55 = or disjoint i32 %54, 1, !dbg !18
  %56 = or disjoint i32 %54, 2, !dbg !18
  %57 = or disjoint i32 %54, 3, !dbg !18
  %58 = or disjoint i32 %54, 8, !dbg !18
  %59 = or disjoint i32 %54, 9, !dbg !18
  %60 = or disjoint i32 %54, 10, !dbg !18
  %61 = or disjoint i32 %54, 11, !dbg !18
  %62 = or disjoint i32 %54, 16, !dbg !18
  %63 = or disjoint i32 %54, 17, !dbg !18
  %64 = or disjoint i32 %54, 18, !dbg !18
  %65 = or disjoint i32 %54, 19, !dbg !18
  %66 = or disjoint i32 %54, 24, !dbg !18
  %67 = or disjoint i32 %54, 25, !dbg !18
  %68 = or disjoint i32 %54, 26, !dbg !18
  %69 = or disjoint i32 %54, 27, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %70 = sdiv i32 %30, %.frozen, !dbg !19
  %71 = mul i32 %70, %.frozen, !dbg !20
  %.decomposed = sub i32 %30, %71, !dbg !20
  %.frozen55 = freeze i32 %11, !dbg !21
  %72 = sdiv i32 %.decomposed, %.frozen55, !dbg !21
  %73 = mul i32 %72, %.frozen55, !dbg !22
  %.decomposed56 = sub i32 %.decomposed, %73, !dbg !22
  %74 = mul i32 %72, %12, !dbg !23
  %75 = sub i32 %74, %14, !dbg !24
  %76 = mul i32 %.decomposed56, %13, !dbg !25
  %77 = sub i32 %76, %15, !dbg !26
  %78 = icmp slt i32 %30, %22, !dbg !27
  %79 = mul i32 %70, %4, !dbg !28
  %80 = mul i32 %24, %38, !dbg !29
  %81 = mul i32 %24, %39, !dbg !29
  %82 = mul i32 %24, %40, !dbg !29
  %83 = mul i32 %24, %41, !dbg !29
  %84 = mul i32 %24, %42, !dbg !29
  %85 = mul i32 %24, %43, !dbg !29
  %86 = mul i32 %24, %44, !dbg !29
  %87 = mul i32 %24, %45, !dbg !29
  %88 = mul i32 %24, %46, !dbg !29
  %89 = mul i32 %24, %47, !dbg !29
  %90 = mul i32 %24, %48, !dbg !29
  %91 = mul i32 %24, %49, !dbg !29
  %92 = mul i32 %24, %50, !dbg !29
  %93 = mul i32 %24, %51, !dbg !29
  %94 = mul i32 %24, %52, !dbg !29
  %95 = mul i32 %24, %53, !dbg !29
  %96 = icmp slt i32 %38, %7, !dbg !30
  %97 = icmp slt i32 %39, %7, !dbg !30
  %98 = icmp slt i32 %40, %7, !dbg !30
  %99 = icmp slt i32 %41, %7, !dbg !30
  %100 = icmp slt i32 %42, %7, !dbg !30
  %101 = icmp slt i32 %43, %7, !dbg !30
  %102 = icmp slt i32 %44, %7, !dbg !30
  %103 = icmp slt i32 %45, %7, !dbg !30
  %104 = icmp slt i32 %46, %7, !dbg !30
  %105 = icmp slt i32 %47, %7, !dbg !30
  %106 = icmp slt i32 %48, %7, !dbg !30
  %107 = icmp slt i32 %49, %7, !dbg !30
  %108 = icmp slt i32 %50, %7, !dbg !30
  %109 = icmp slt i32 %51, %7, !dbg !30
  %110 = icmp slt i32 %52, %7, !dbg !30
  %111 = icmp slt i32 %53, %7, !dbg !30
  %112 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %112, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %113 = icmp eq i32 %35, 0, !dbg !17
  %114 = shl nuw nsw i32 %26, 6
  %115 = and i32 %114, 960
  %116 = shl nuw nsw i32 %26, 2
  %117 = and i32 %116, 56
  %118 = lshr exact i32 %28, 2
  %119 = and i32 %26, 16
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i32 0, i32 1032
  %122 = xor i32 %117, %118
  %123 = xor i32 %122, %121
  %124 = or disjoint i32 %123, %115
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = xor i32 %124, 32
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %126
  %128 = lshr exact i32 %33, 2
  %129 = xor i32 %128, %117
  %130 = xor i32 %129, %121
  %131 = or disjoint i32 %130, %115
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %131
  %133 = xor i32 %131, 16
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = xor i32 %131, 32
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %135
  %137 = xor i32 %131, 48
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %137
  %139 = shl nuw nsw i32 %26, 1
  %140 = and i32 %139, 126
  %141 = select i1 %113, i32 0, i32 136
  %142 = xor i32 %141, %140
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %143, i32 1024
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) %143, i32 2048
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) %143, i32 3072
  %147 = xor i32 %142, 272
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %148, i32 1024
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) %148, i32 2048
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) %148, i32 3072
  %152 = xor i32 %142, 544
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %152
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 1024
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 2048
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 3072
  %157 = xor i32 %142, 816
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %157
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 1024
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 2048
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 3072
  %162 = shl nuw nsw i32 %27, 6
  %163 = shl nuw nsw i32 %35, 5
  %164 = or disjoint i32 %162, %163
  %165 = or disjoint i32 %164, %129
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %165
  %167 = xor i32 %165, 16
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %167
  %169 = xor i32 %165, 32
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %169
  %171 = xor i32 %165, 48
  %172 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %171
  br label %173, !dbg !31

173:                                              ; preds = %.lr.ph, %551
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %589, %551 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %590, %551 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %591, %551 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %592, %551 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %593, %551 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %594, %551 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %595, %551 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %596, %551 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %597, %551 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %598, %551 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %599, %551 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph ], [ %600, %551 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph ], [ %601, %551 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph ], [ %602, %551 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph ], [ %603, %551 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph ], [ %604, %551 ]
  %190 = phi i32 [ 0, %.lr.ph ], [ %605, %551 ]
  %191 = or disjoint i32 %190, %29, !dbg !32
  %192 = or disjoint i32 %191, 1, !dbg !32
  %193 = or disjoint i32 %191, 2, !dbg !32
  %194 = or disjoint i32 %191, 3, !dbg !32
  %195 = or disjoint i32 %191, 16, !dbg !32
  %196 = or disjoint i32 %191, 17, !dbg !32
  %197 = or disjoint i32 %191, 18, !dbg !32
  %198 = or disjoint i32 %191, 19, !dbg !32
  %199 = or disjoint i32 %190, %27, !dbg !32
  %.frozen57 = freeze i32 %191, !dbg !33
  %.frozen58 = freeze i32 %23, !dbg !33
  %200 = sdiv i32 %.frozen57, %.frozen58, !dbg !33
  %.frozen60 = freeze i32 %192, !dbg !33
  %.frozen61 = freeze i32 %23, !dbg !33
  %201 = sdiv i32 %.frozen60, %.frozen61, !dbg !33
  %.frozen63 = freeze i32 %193, !dbg !33
  %.frozen64 = freeze i32 %23, !dbg !33
  %202 = sdiv i32 %.frozen63, %.frozen64, !dbg !33
  %.frozen66 = freeze i32 %194, !dbg !33
  %.frozen67 = freeze i32 %23, !dbg !33
  %203 = sdiv i32 %.frozen66, %.frozen67, !dbg !33
  %.frozen69 = freeze i32 %195, !dbg !33
  %.frozen70 = freeze i32 %23, !dbg !33
  %204 = sdiv i32 %.frozen69, %.frozen70, !dbg !33
  %.frozen72 = freeze i32 %196, !dbg !33
  %.frozen73 = freeze i32 %23, !dbg !33
  %205 = sdiv i32 %.frozen72, %.frozen73, !dbg !33
  %.frozen75 = freeze i32 %197, !dbg !33
  %.frozen76 = freeze i32 %23, !dbg !33
  %206 = sdiv i32 %.frozen75, %.frozen76, !dbg !33
  %.frozen78 = freeze i32 %198, !dbg !33
  %.frozen79 = freeze i32 %23, !dbg !33
  %207 = sdiv i32 %.frozen78, %.frozen79, !dbg !33
  %208 = mul i32 %200, %.frozen58, !dbg !34
  %.decomposed59 = sub i32 %.frozen57, %208, !dbg !34
  %209 = mul i32 %201, %.frozen61, !dbg !34
  %.decomposed62 = sub i32 %.frozen60, %209, !dbg !34
  %210 = mul i32 %202, %.frozen64, !dbg !34
  %.decomposed65 = sub i32 %.frozen63, %210, !dbg !34
  %211 = mul i32 %203, %.frozen67, !dbg !34
  %.decomposed68 = sub i32 %.frozen66, %211, !dbg !34
  %212 = mul i32 %204, %.frozen70, !dbg !34
  %.decomposed71 = sub i32 %.frozen69, %212, !dbg !34
  %213 = mul i32 %205, %.frozen73, !dbg !34
  %.decomposed74 = sub i32 %.frozen72, %213, !dbg !34
  %214 = mul i32 %206, %.frozen76, !dbg !34
  %.decomposed77 = sub i32 %.frozen75, %214, !dbg !34
  %215 = mul i32 %207, %.frozen79, !dbg !34
  %.decomposed80 = sub i32 %.frozen78, %215, !dbg !34
  %.frozen95 = freeze i32 %6, !dbg !35
  %216 = sdiv i32 %.decomposed59, %.frozen95, !dbg !35
  %.frozen81 = freeze i32 %6, !dbg !35
  %217 = sdiv i32 %.decomposed62, %.frozen81, !dbg !35
  %.frozen83 = freeze i32 %6, !dbg !35
  %218 = sdiv i32 %.decomposed65, %.frozen83, !dbg !35
  %.frozen85 = freeze i32 %6, !dbg !35
  %219 = sdiv i32 %.decomposed68, %.frozen85, !dbg !35
  %.frozen87 = freeze i32 %6, !dbg !35
  %220 = sdiv i32 %.decomposed71, %.frozen87, !dbg !35
  %.frozen89 = freeze i32 %6, !dbg !35
  %221 = sdiv i32 %.decomposed74, %.frozen89, !dbg !35
  %.frozen91 = freeze i32 %6, !dbg !35
  %222 = sdiv i32 %.decomposed77, %.frozen91, !dbg !35
  %.frozen93 = freeze i32 %6, !dbg !35
  %223 = sdiv i32 %.decomposed80, %.frozen93, !dbg !35
  %224 = mul i32 %217, %.frozen81, !dbg !36
  %.decomposed82 = sub i32 %.decomposed62, %224, !dbg !36
  %225 = mul i32 %218, %.frozen83, !dbg !36
  %.decomposed84 = sub i32 %.decomposed65, %225, !dbg !36
  %226 = mul i32 %219, %.frozen85, !dbg !36
  %.decomposed86 = sub i32 %.decomposed68, %226, !dbg !36
  %227 = mul i32 %220, %.frozen87, !dbg !36
  %.decomposed88 = sub i32 %.decomposed71, %227, !dbg !36
  %228 = mul i32 %221, %.frozen89, !dbg !36
  %.decomposed90 = sub i32 %.decomposed74, %228, !dbg !36
  %229 = mul i32 %222, %.frozen91, !dbg !36
  %.decomposed92 = sub i32 %.decomposed77, %229, !dbg !36
  %230 = mul i32 %223, %.frozen93, !dbg !36
  %.decomposed94 = sub i32 %.decomposed80, %230, !dbg !36
  %231 = add i32 %200, %75, !dbg !37
  %232 = add i32 %201, %75, !dbg !37
  %233 = add i32 %202, %75, !dbg !37
  %234 = add i32 %203, %75, !dbg !37
  %235 = add i32 %204, %75, !dbg !37
  %236 = add i32 %205, %75, !dbg !37
  %237 = add i32 %206, %75, !dbg !37
  %238 = add i32 %207, %75, !dbg !37
  %239 = add i32 %216, %77, !dbg !38
  %240 = add i32 %217, %77, !dbg !38
  %241 = add i32 %218, %77, !dbg !38
  %242 = add i32 %219, %77, !dbg !38
  %243 = add i32 %220, %77, !dbg !38
  %244 = add i32 %221, %77, !dbg !38
  %245 = add i32 %222, %77, !dbg !38
  %246 = add i32 %223, %77, !dbg !38
  %247 = icmp slt i32 %191, %24, !dbg !39
  %248 = icmp slt i32 %192, %24, !dbg !39
  %249 = icmp slt i32 %193, %24, !dbg !39
  %250 = icmp slt i32 %194, %24, !dbg !39
  %251 = icmp slt i32 %195, %24, !dbg !39
  %252 = icmp slt i32 %196, %24, !dbg !39
  %253 = icmp slt i32 %197, %24, !dbg !39
  %254 = icmp slt i32 %198, %24, !dbg !39
  %255 = icmp sgt i32 %231, -1, !dbg !40
  %256 = icmp sgt i32 %232, -1, !dbg !40
  %257 = icmp sgt i32 %233, -1, !dbg !40
  %258 = icmp sgt i32 %234, -1, !dbg !40
  %259 = icmp sgt i32 %235, -1, !dbg !40
  %260 = icmp sgt i32 %236, -1, !dbg !40
  %261 = icmp sgt i32 %237, -1, !dbg !40
  %262 = icmp sgt i32 %238, -1, !dbg !40
  %263 = and i1 %247, %255, !dbg !41
  %264 = and i1 %248, %256, !dbg !41
  %265 = and i1 %249, %257, !dbg !41
  %266 = and i1 %250, %258, !dbg !41
  %267 = and i1 %251, %259, !dbg !41
  %268 = and i1 %252, %260, !dbg !41
  %269 = and i1 %253, %261, !dbg !41
  %270 = and i1 %254, %262, !dbg !41
  %271 = icmp slt i32 %231, %4, !dbg !42
  %272 = icmp slt i32 %232, %4, !dbg !42
  %273 = icmp slt i32 %233, %4, !dbg !42
  %274 = icmp slt i32 %234, %4, !dbg !42
  %275 = icmp slt i32 %235, %4, !dbg !42
  %276 = icmp slt i32 %236, %4, !dbg !42
  %277 = icmp slt i32 %237, %4, !dbg !42
  %278 = icmp slt i32 %238, %4, !dbg !42
  %279 = and i1 %271, %263, !dbg !43
  %280 = and i1 %272, %264, !dbg !43
  %281 = and i1 %273, %265, !dbg !43
  %282 = and i1 %274, %266, !dbg !43
  %283 = and i1 %275, %267, !dbg !43
  %284 = and i1 %276, %268, !dbg !43
  %285 = and i1 %277, %269, !dbg !43
  %286 = and i1 %278, %270, !dbg !43
  %287 = icmp sgt i32 %239, -1, !dbg !44
  %288 = icmp sgt i32 %240, -1, !dbg !44
  %289 = icmp sgt i32 %241, -1, !dbg !44
  %290 = icmp sgt i32 %242, -1, !dbg !44
  %291 = icmp sgt i32 %243, -1, !dbg !44
  %292 = icmp sgt i32 %244, -1, !dbg !44
  %293 = icmp sgt i32 %245, -1, !dbg !44
  %294 = icmp sgt i32 %246, -1, !dbg !44
  %295 = and i1 %279, %287, !dbg !45
  %296 = and i1 %280, %288, !dbg !45
  %297 = and i1 %281, %289, !dbg !45
  %298 = and i1 %282, %290, !dbg !45
  %299 = and i1 %283, %291, !dbg !45
  %300 = and i1 %284, %292, !dbg !45
  %301 = and i1 %285, %293, !dbg !45
  %302 = and i1 %286, %294, !dbg !45
  %303 = icmp slt i32 %239, %5, !dbg !46
  %304 = icmp slt i32 %240, %5, !dbg !46
  %305 = icmp slt i32 %241, %5, !dbg !46
  %306 = icmp slt i32 %242, %5, !dbg !46
  %307 = icmp slt i32 %243, %5, !dbg !46
  %308 = icmp slt i32 %244, %5, !dbg !46
  %309 = icmp slt i32 %245, %5, !dbg !46
  %310 = icmp slt i32 %246, %5, !dbg !46
  %311 = and i1 %303, %295, !dbg !47
  %312 = and i1 %78, %311, !dbg !47
  %313 = and i1 %304, %296, !dbg !47
  %314 = and i1 %78, %313, !dbg !47
  %315 = and i1 %305, %297, !dbg !47
  %316 = and i1 %78, %315, !dbg !47
  %317 = and i1 %306, %298, !dbg !47
  %318 = and i1 %78, %317, !dbg !47
  %319 = and i1 %307, %299, !dbg !47
  %320 = and i1 %78, %319, !dbg !47
  %321 = and i1 %308, %300, !dbg !47
  %322 = and i1 %78, %321, !dbg !47
  %323 = and i1 %309, %301, !dbg !47
  %324 = and i1 %78, %323, !dbg !47
  %325 = and i1 %310, %302, !dbg !47
  %326 = and i1 %78, %325, !dbg !47
  %327 = add i32 %232, %79, !dbg !48
  %328 = add i32 %233, %79, !dbg !48
  %329 = add i32 %234, %79, !dbg !48
  %330 = add i32 %235, %79, !dbg !48
  %331 = add i32 %236, %79, !dbg !48
  %332 = add i32 %237, %79, !dbg !48
  %333 = add i32 %238, %79, !dbg !48
  %334 = mul i32 %327, %5, !dbg !49
  %335 = mul i32 %328, %5, !dbg !49
  %336 = mul i32 %329, %5, !dbg !49
  %337 = mul i32 %330, %5, !dbg !49
  %338 = mul i32 %331, %5, !dbg !49
  %339 = mul i32 %332, %5, !dbg !49
  %340 = mul i32 %333, %5, !dbg !49
  %341 = add i32 %240, %334, !dbg !50
  %342 = add i32 %241, %335, !dbg !50
  %343 = add i32 %242, %336, !dbg !50
  %344 = add i32 %243, %337, !dbg !50
  %345 = add i32 %244, %338, !dbg !50
  %346 = add i32 %245, %339, !dbg !50
  %347 = add i32 %246, %340, !dbg !50
  %348 = mul i32 %341, %6, !dbg !51
  %349 = mul i32 %342, %6, !dbg !51
  %350 = mul i32 %343, %6, !dbg !51
  %351 = mul i32 %344, %6, !dbg !51
  %352 = mul i32 %345, %6, !dbg !51
  %353 = mul i32 %346, %6, !dbg !51
  %354 = mul i32 %347, %6, !dbg !51
  %355 = add i32 %.decomposed82, %348, !dbg !52
  %356 = add i32 %.decomposed84, %349, !dbg !52
  %357 = add i32 %.decomposed86, %350, !dbg !52
  %358 = add i32 %.decomposed88, %351, !dbg !52
  %359 = add i32 %.decomposed90, %352, !dbg !52
  %360 = add i32 %.decomposed92, %353, !dbg !52
  %361 = add i32 %.decomposed94, %354, !dbg !52
  %362 = sext i32 %355 to i64, !dbg !53
  %363 = getelementptr half, ptr addrspace(1) %0, i64 %362, !dbg !53
  %364 = sext i32 %356 to i64, !dbg !53
  %365 = getelementptr half, ptr addrspace(1) %0, i64 %364, !dbg !53
  %366 = sext i32 %357 to i64, !dbg !53
  %367 = getelementptr half, ptr addrspace(1) %0, i64 %366, !dbg !53
  %368 = sext i32 %358 to i64, !dbg !53
  %369 = getelementptr half, ptr addrspace(1) %0, i64 %368, !dbg !53
  %370 = sext i32 %359 to i64, !dbg !53
  %371 = getelementptr half, ptr addrspace(1) %0, i64 %370, !dbg !53
  %372 = sext i32 %360 to i64, !dbg !53
  %373 = getelementptr half, ptr addrspace(1) %0, i64 %372, !dbg !53
  %374 = sext i32 %361 to i64, !dbg !53
  %375 = getelementptr half, ptr addrspace(1) %0, i64 %374, !dbg !53
  br i1 %312, label %376, label %386, !dbg !54

376:                                              ; preds = %173
  %377 = add i32 %231, %79, !dbg !48
  %378 = mul i32 %377, %5, !dbg !49
  %379 = add i32 %239, %378, !dbg !50
  %380 = mul i32 %379, %6, !dbg !51
  %381 = mul i32 %216, %.frozen95, !dbg !36
  %.decomposed96 = sub i32 %.decomposed59, %381, !dbg !36
  %382 = add i32 %.decomposed96, %380, !dbg !52
  %383 = sext i32 %382 to i64, !dbg !53
  %384 = getelementptr half, ptr addrspace(1) %0, i64 %383, !dbg !53
  %385 = load <1 x half>, ptr addrspace(1) %384, align 2, !dbg !54
  br label %386, !dbg !54

386:                                              ; preds = %376, %173
  %387 = phi <1 x half> [ %385, %376 ], [ zeroinitializer, %173 ], !dbg !54
  %388 = extractelement <1 x half> %387, i64 0, !dbg !54
  br i1 %314, label %389, label %391, !dbg !54

389:                                              ; preds = %386
  %390 = load <1 x half>, ptr addrspace(1) %363, align 2, !dbg !54
  br label %391, !dbg !54

391:                                              ; preds = %389, %386
  %392 = phi <1 x half> [ %390, %389 ], [ zeroinitializer, %386 ], !dbg !54
  %393 = extractelement <1 x half> %392, i64 0, !dbg !54
  br i1 %316, label %394, label %396, !dbg !54

394:                                              ; preds = %391
  %395 = load <1 x half>, ptr addrspace(1) %365, align 2, !dbg !54
  br label %396, !dbg !54

396:                                              ; preds = %394, %391
  %397 = phi <1 x half> [ %395, %394 ], [ zeroinitializer, %391 ], !dbg !54
  %398 = extractelement <1 x half> %397, i64 0, !dbg !54
  br i1 %318, label %399, label %401, !dbg !54

399:                                              ; preds = %396
  %400 = load <1 x half>, ptr addrspace(1) %367, align 2, !dbg !54
  br label %401, !dbg !54

401:                                              ; preds = %399, %396
  %402 = phi <1 x half> [ %400, %399 ], [ zeroinitializer, %396 ], !dbg !54
  %403 = extractelement <1 x half> %402, i64 0, !dbg !54
  br i1 %320, label %404, label %406, !dbg !54

404:                                              ; preds = %401
  %405 = load <1 x half>, ptr addrspace(1) %369, align 2, !dbg !54
  br label %406, !dbg !54

406:                                              ; preds = %404, %401
  %407 = phi <1 x half> [ %405, %404 ], [ zeroinitializer, %401 ], !dbg !54
  %408 = extractelement <1 x half> %407, i64 0, !dbg !54
  br i1 %322, label %409, label %411, !dbg !54

409:                                              ; preds = %406
  %410 = load <1 x half>, ptr addrspace(1) %371, align 2, !dbg !54
  br label %411, !dbg !54

411:                                              ; preds = %409, %406
  %412 = phi <1 x half> [ %410, %409 ], [ zeroinitializer, %406 ], !dbg !54
  %413 = extractelement <1 x half> %412, i64 0, !dbg !54
  br i1 %324, label %414, label %416, !dbg !54

414:                                              ; preds = %411
  %415 = load <1 x half>, ptr addrspace(1) %373, align 2, !dbg !54
  br label %416, !dbg !54

416:                                              ; preds = %414, %411
  %417 = phi <1 x half> [ %415, %414 ], [ zeroinitializer, %411 ], !dbg !54
  %418 = extractelement <1 x half> %417, i64 0, !dbg !54
  br i1 %326, label %419, label %421, !dbg !54

419:                                              ; preds = %416
  %420 = load <1 x half>, ptr addrspace(1) %375, align 2, !dbg !54
  br label %421, !dbg !54

421:                                              ; preds = %419, %416
  %422 = phi <1 x half> [ %420, %419 ], [ zeroinitializer, %416 ], !dbg !54
  %423 = extractelement <1 x half> %422, i64 0, !dbg !54
  %424 = add i32 %199, %81, !dbg !55
  %425 = add i32 %199, %82, !dbg !55
  %426 = add i32 %199, %83, !dbg !55
  %427 = add i32 %199, %84, !dbg !55
  %428 = add i32 %199, %85, !dbg !55
  %429 = add i32 %199, %86, !dbg !55
  %430 = add i32 %199, %87, !dbg !55
  %431 = add i32 %199, %88, !dbg !55
  %432 = add i32 %199, %89, !dbg !55
  %433 = add i32 %199, %90, !dbg !55
  %434 = add i32 %199, %91, !dbg !55
  %435 = add i32 %199, %92, !dbg !55
  %436 = add i32 %199, %93, !dbg !55
  %437 = add i32 %199, %94, !dbg !55
  %438 = add i32 %199, %95, !dbg !55
  %439 = icmp slt i32 %199, %24, !dbg !56
  %440 = and i1 %96, %439, !dbg !57
  %441 = and i1 %97, %439, !dbg !57
  %442 = and i1 %98, %439, !dbg !57
  %443 = and i1 %99, %439, !dbg !57
  %444 = and i1 %100, %439, !dbg !57
  %445 = and i1 %101, %439, !dbg !57
  %446 = and i1 %102, %439, !dbg !57
  %447 = and i1 %103, %439, !dbg !57
  %448 = and i1 %104, %439, !dbg !57
  %449 = and i1 %105, %439, !dbg !57
  %450 = and i1 %106, %439, !dbg !57
  %451 = and i1 %107, %439, !dbg !57
  %452 = and i1 %108, %439, !dbg !57
  %453 = and i1 %109, %439, !dbg !57
  %454 = and i1 %110, %439, !dbg !57
  %455 = and i1 %111, %439, !dbg !57
  %456 = sext i32 %424 to i64, !dbg !58
  %457 = getelementptr half, ptr addrspace(1) %1, i64 %456, !dbg !58
  %458 = sext i32 %425 to i64, !dbg !58
  %459 = getelementptr half, ptr addrspace(1) %1, i64 %458, !dbg !58
  %460 = sext i32 %426 to i64, !dbg !58
  %461 = getelementptr half, ptr addrspace(1) %1, i64 %460, !dbg !58
  %462 = sext i32 %427 to i64, !dbg !58
  %463 = getelementptr half, ptr addrspace(1) %1, i64 %462, !dbg !58
  %464 = sext i32 %428 to i64, !dbg !58
  %465 = getelementptr half, ptr addrspace(1) %1, i64 %464, !dbg !58
  %466 = sext i32 %429 to i64, !dbg !58
  %467 = getelementptr half, ptr addrspace(1) %1, i64 %466, !dbg !58
  %468 = sext i32 %430 to i64, !dbg !58
  %469 = getelementptr half, ptr addrspace(1) %1, i64 %468, !dbg !58
  %470 = sext i32 %431 to i64, !dbg !58
  %471 = getelementptr half, ptr addrspace(1) %1, i64 %470, !dbg !58
  %472 = sext i32 %432 to i64, !dbg !58
  %473 = getelementptr half, ptr addrspace(1) %1, i64 %472, !dbg !58
  %474 = sext i32 %433 to i64, !dbg !58
  %475 = getelementptr half, ptr addrspace(1) %1, i64 %474, !dbg !58
  %476 = sext i32 %434 to i64, !dbg !58
  %477 = getelementptr half, ptr addrspace(1) %1, i64 %476, !dbg !58
  %478 = sext i32 %435 to i64, !dbg !58
  %479 = getelementptr half, ptr addrspace(1) %1, i64 %478, !dbg !58
  %480 = sext i32 %436 to i64, !dbg !58
  %481 = getelementptr half, ptr addrspace(1) %1, i64 %480, !dbg !58
  %482 = sext i32 %437 to i64, !dbg !58
  %483 = getelementptr half, ptr addrspace(1) %1, i64 %482, !dbg !58
  %484 = sext i32 %438 to i64, !dbg !58
  %485 = getelementptr half, ptr addrspace(1) %1, i64 %484, !dbg !58
  br i1 %440, label %486, label %491, !dbg !59

486:                                              ; preds = %421
  %487 = add i32 %199, %80
  %488 = sext i32 %487 to i64
  %489 = getelementptr half, ptr addrspace(1) %1, i64 %488
  %490 = load <1 x half>, ptr addrspace(1) %489, align 2, !dbg !59
  br label %491, !dbg !59

491:                                              ; preds = %486, %421
  %492 = phi <1 x half> [ %490, %486 ], [ zeroinitializer, %421 ], !dbg !59
  br i1 %441, label %493, label %495, !dbg !59

493:                                              ; preds = %491
  %494 = load <1 x half>, ptr addrspace(1) %457, align 2, !dbg !59
  br label %495, !dbg !59

495:                                              ; preds = %493, %491
  %496 = phi <1 x half> [ %494, %493 ], [ zeroinitializer, %491 ], !dbg !59
  br i1 %442, label %497, label %499, !dbg !59

497:                                              ; preds = %495
  %498 = load <1 x half>, ptr addrspace(1) %459, align 2, !dbg !59
  br label %499, !dbg !59

499:                                              ; preds = %497, %495
  %500 = phi <1 x half> [ %498, %497 ], [ zeroinitializer, %495 ], !dbg !59
  br i1 %443, label %501, label %503, !dbg !59

501:                                              ; preds = %499
  %502 = load <1 x half>, ptr addrspace(1) %461, align 2, !dbg !59
  br label %503, !dbg !59

503:                                              ; preds = %501, %499
  %504 = phi <1 x half> [ %502, %501 ], [ zeroinitializer, %499 ], !dbg !59
  br i1 %444, label %505, label %507, !dbg !59

505:                                              ; preds = %503
  %506 = load <1 x half>, ptr addrspace(1) %463, align 2, !dbg !59
  br label %507, !dbg !59

507:                                              ; preds = %505, %503
  %508 = phi <1 x half> [ %506, %505 ], [ zeroinitializer, %503 ], !dbg !59
  br i1 %445, label %509, label %511, !dbg !59

509:                                              ; preds = %507
  %510 = load <1 x half>, ptr addrspace(1) %465, align 2, !dbg !59
  br label %511, !dbg !59

511:                                              ; preds = %509, %507
  %512 = phi <1 x half> [ %510, %509 ], [ zeroinitializer, %507 ], !dbg !59
  br i1 %446, label %513, label %515, !dbg !59

513:                                              ; preds = %511
  %514 = load <1 x half>, ptr addrspace(1) %467, align 2, !dbg !59
  br label %515, !dbg !59

515:                                              ; preds = %513, %511
  %516 = phi <1 x half> [ %514, %513 ], [ zeroinitializer, %511 ], !dbg !59
  br i1 %447, label %517, label %519, !dbg !59

517:                                              ; preds = %515
  %518 = load <1 x half>, ptr addrspace(1) %469, align 2, !dbg !59
  br label %519, !dbg !59

519:                                              ; preds = %517, %515
  %520 = phi <1 x half> [ %518, %517 ], [ zeroinitializer, %515 ], !dbg !59
  br i1 %448, label %521, label %523, !dbg !59

521:                                              ; preds = %519
  %522 = load <1 x half>, ptr addrspace(1) %471, align 2, !dbg !59
  br label %523, !dbg !59

523:                                              ; preds = %521, %519
  %524 = phi <1 x half> [ %522, %521 ], [ zeroinitializer, %519 ], !dbg !59
  br i1 %449, label %525, label %527, !dbg !59

525:                                              ; preds = %523
  %526 = load <1 x half>, ptr addrspace(1) %473, align 2, !dbg !59
  br label %527, !dbg !59

527:                                              ; preds = %525, %523
  %528 = phi <1 x half> [ %526, %525 ], [ zeroinitializer, %523 ], !dbg !59
  br i1 %450, label %529, label %531, !dbg !59

529:                                              ; preds = %527
  %530 = load <1 x half>, ptr addrspace(1) %475, align 2, !dbg !59
  br label %531, !dbg !59

531:                                              ; preds = %529, %527
  %532 = phi <1 x half> [ %530, %529 ], [ zeroinitializer, %527 ], !dbg !59
  br i1 %451, label %533, label %535, !dbg !59

533:                                              ; preds = %531
  %534 = load <1 x half>, ptr addrspace(1) %477, align 2, !dbg !59
  br label %535, !dbg !59

535:                                              ; preds = %533, %531
  %536 = phi <1 x half> [ %534, %533 ], [ zeroinitializer, %531 ], !dbg !59
  br i1 %452, label %537, label %539, !dbg !59

537:                                              ; preds = %535
  %538 = load <1 x half>, ptr addrspace(1) %479, align 2, !dbg !59
  br label %539, !dbg !59

539:                                              ; preds = %537, %535
  %540 = phi <1 x half> [ %538, %537 ], [ zeroinitializer, %535 ], !dbg !59
  br i1 %453, label %541, label %543, !dbg !59

541:                                              ; preds = %539
  %542 = load <1 x half>, ptr addrspace(1) %481, align 2, !dbg !59
  br label %543, !dbg !59

543:                                              ; preds = %541, %539
  %544 = phi <1 x half> [ %542, %541 ], [ zeroinitializer, %539 ], !dbg !59
  br i1 %454, label %545, label %547, !dbg !59

545:                                              ; preds = %543
  %546 = load <1 x half>, ptr addrspace(1) %483, align 2, !dbg !59
  br label %547, !dbg !59

547:                                              ; preds = %545, %543
  %548 = phi <1 x half> [ %546, %545 ], [ zeroinitializer, %543 ], !dbg !59
  br i1 %455, label %549, label %551, !dbg !59

549:                                              ; preds = %547
  %550 = load <1 x half>, ptr addrspace(1) %485, align 2, !dbg !59
  br label %551, !dbg !59

551:                                              ; preds = %549, %547
  %552 = phi <1 x half> [ %550, %549 ], [ zeroinitializer, %547 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %553 = insertelement <4 x half> poison, half %388, i64 0, !dbg !54
  %554 = insertelement <4 x half> %553, half %393, i64 1, !dbg !54
  %555 = insertelement <4 x half> %554, half %398, i64 2, !dbg !54
  %556 = insertelement <4 x half> %555, half %403, i64 3, !dbg !54
  store <4 x half> %556, ptr addrspace(3) %125, align 8, !dbg !54
  %557 = insertelement <4 x half> poison, half %408, i64 0, !dbg !54
  %558 = insertelement <4 x half> %557, half %413, i64 1, !dbg !54
  %559 = insertelement <4 x half> %558, half %418, i64 2, !dbg !54
  %560 = insertelement <4 x half> %559, half %423, i64 3, !dbg !54
  store <4 x half> %560, ptr addrspace(3) %127, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %561 = load <4 x half>, ptr addrspace(3) %132, align 8, !dbg !54
  %562 = load <4 x half>, ptr addrspace(3) %134, align 8, !dbg !54
  %563 = load <4 x half>, ptr addrspace(3) %136, align 8, !dbg !54
  %564 = load <4 x half>, ptr addrspace(3) %138, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %492, ptr addrspace(3) %143, align 2, !dbg !59
  store <1 x half> %508, ptr addrspace(3) %144, align 2, !dbg !59
  store <1 x half> %524, ptr addrspace(3) %145, align 2, !dbg !59
  store <1 x half> %540, ptr addrspace(3) %146, align 2, !dbg !59
  store <1 x half> %496, ptr addrspace(3) %148, align 2, !dbg !59
  store <1 x half> %512, ptr addrspace(3) %149, align 2, !dbg !59
  store <1 x half> %528, ptr addrspace(3) %150, align 2, !dbg !59
  store <1 x half> %544, ptr addrspace(3) %151, align 2, !dbg !59
  store <1 x half> %500, ptr addrspace(3) %153, align 2, !dbg !59
  store <1 x half> %516, ptr addrspace(3) %154, align 2, !dbg !59
  store <1 x half> %532, ptr addrspace(3) %155, align 2, !dbg !59
  store <1 x half> %548, ptr addrspace(3) %156, align 2, !dbg !59
  store <1 x half> %504, ptr addrspace(3) %158, align 2, !dbg !59
  store <1 x half> %520, ptr addrspace(3) %159, align 2, !dbg !59
  store <1 x half> %536, ptr addrspace(3) %160, align 2, !dbg !59
  store <1 x half> %552, ptr addrspace(3) %161, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %565 = load <4 x half>, ptr addrspace(3) %166, align 8, !dbg !59
  %566 = load <4 x half>, ptr addrspace(3) %168, align 8, !dbg !59
  %567 = load <4 x half>, ptr addrspace(3) %170, align 8, !dbg !59
  %568 = load <4 x half>, ptr addrspace(3) %172, align 8, !dbg !59
  %569 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %174, i64 0, !dbg !60
  %570 = insertelement <16 x float> %569, float %175, i64 1, !dbg !60
  %571 = insertelement <16 x float> %570, float %176, i64 2, !dbg !60
  %572 = insertelement <16 x float> %571, float %177, i64 3, !dbg !60
  %573 = insertelement <16 x float> %572, float %178, i64 4, !dbg !60
  %574 = insertelement <16 x float> %573, float %179, i64 5, !dbg !60
  %575 = insertelement <16 x float> %574, float %180, i64 6, !dbg !60
  %576 = insertelement <16 x float> %575, float %181, i64 7, !dbg !60
  %577 = insertelement <16 x float> %576, float %182, i64 8, !dbg !60
  %578 = insertelement <16 x float> %577, float %183, i64 9, !dbg !60
  %579 = insertelement <16 x float> %578, float %184, i64 10, !dbg !60
  %580 = insertelement <16 x float> %579, float %185, i64 11, !dbg !60
  %581 = insertelement <16 x float> %580, float %186, i64 12, !dbg !60
  %582 = insertelement <16 x float> %581, float %187, i64 13, !dbg !60
  %583 = insertelement <16 x float> %582, float %188, i64 14, !dbg !60
  %584 = insertelement <16 x float> %583, float %189, i64 15, !dbg !60
  %585 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %565, <4 x half> %561, <16 x float> %584, i32 0, i32 0, i32 0), !dbg !60
  %586 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %566, <4 x half> %562, <16 x float> %585, i32 0, i32 0, i32 0), !dbg !60
  %587 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %567, <4 x half> %563, <16 x float> %586, i32 0, i32 0, i32 0), !dbg !60
  %588 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %568, <4 x half> %564, <16 x float> %587, i32 0, i32 0, i32 0), !dbg !60
  %589 = extractelement <16 x float> %588, i64 0, !dbg !60
  %590 = extractelement <16 x float> %588, i64 1, !dbg !60
  %591 = extractelement <16 x float> %588, i64 2, !dbg !60
  %592 = extractelement <16 x float> %588, i64 3, !dbg !60
  %593 = extractelement <16 x float> %588, i64 4, !dbg !60
  %594 = extractelement <16 x float> %588, i64 5, !dbg !60
  %595 = extractelement <16 x float> %588, i64 6, !dbg !60
  %596 = extractelement <16 x float> %588, i64 7, !dbg !60
  %597 = extractelement <16 x float> %588, i64 8, !dbg !60
  %598 = extractelement <16 x float> %588, i64 9, !dbg !60
  %599 = extractelement <16 x float> %588, i64 10, !dbg !60
  %600 = extractelement <16 x float> %588, i64 11, !dbg !60
  %601 = extractelement <16 x float> %588, i64 12, !dbg !60
  %602 = extractelement <16 x float> %588, i64 13, !dbg !60
  %603 = extractelement <16 x float> %588, i64 14, !dbg !60
  %604 = extractelement <16 x float> %588, i64 15, !dbg !60
  %605 = add i32 %190, 32, !dbg !31
  %606 = icmp slt i32 %605, %24, !dbg !31
  br i1 %606, label %173, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %551
  %607 = fptrunc float %590 to half, !dbg !61
  %608 = fptrunc float %591 to half, !dbg !61
  %609 = fptrunc float %592 to half, !dbg !61
  %610 = fptrunc float %593 to half, !dbg !61
  %611 = fptrunc float %594 to half, !dbg !61
  %612 = fptrunc float %595 to half, !dbg !61
  %613 = fptrunc float %596 to half, !dbg !61
  %614 = fptrunc float %597 to half, !dbg !61
  %615 = fptrunc float %598 to half, !dbg !61
  %616 = fptrunc float %599 to half, !dbg !61
  %617 = fptrunc float %600 to half, !dbg !61
  %618 = fptrunc float %601 to half, !dbg !61
  %619 = fptrunc float %602 to half, !dbg !61
  %620 = fptrunc float %603 to half, !dbg !61
  %621 = fptrunc float %604 to half, !dbg !61
  %622 = fptrunc float %589 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %623 = phi half [ 0xH0000, %18 ], [ %622, %._crit_edge.loopexit ], !dbg !63
  %624 = phi half [ 0xH0000, %18 ], [ %607, %._crit_edge.loopexit ], !dbg !63
  %625 = phi half [ 0xH0000, %18 ], [ %608, %._crit_edge.loopexit ], !dbg !63
  %626 = phi half [ 0xH0000, %18 ], [ %609, %._crit_edge.loopexit ], !dbg !63
  %627 = phi half [ 0xH0000, %18 ], [ %610, %._crit_edge.loopexit ], !dbg !63
  %628 = phi half [ 0xH0000, %18 ], [ %611, %._crit_edge.loopexit ], !dbg !63
  %629 = phi half [ 0xH0000, %18 ], [ %612, %._crit_edge.loopexit ], !dbg !63
  %630 = phi half [ 0xH0000, %18 ], [ %613, %._crit_edge.loopexit ], !dbg !63
  %631 = phi half [ 0xH0000, %18 ], [ %614, %._crit_edge.loopexit ], !dbg !63
  %632 = phi half [ 0xH0000, %18 ], [ %615, %._crit_edge.loopexit ], !dbg !63
  %633 = phi half [ 0xH0000, %18 ], [ %616, %._crit_edge.loopexit ], !dbg !63
  %634 = phi half [ 0xH0000, %18 ], [ %617, %._crit_edge.loopexit ], !dbg !63
  %635 = phi half [ 0xH0000, %18 ], [ %618, %._crit_edge.loopexit ], !dbg !63
  %636 = phi half [ 0xH0000, %18 ], [ %619, %._crit_edge.loopexit ], !dbg !63
  %637 = phi half [ 0xH0000, %18 ], [ %620, %._crit_edge.loopexit ], !dbg !63
  %638 = phi half [ 0xH0000, %18 ], [ %621, %._crit_edge.loopexit ], !dbg !63
  %639 = mul i32 %7, %30, !dbg !62
  %640 = add i32 %639, %55, !dbg !64
  %641 = add i32 %639, %56, !dbg !64
  %642 = add i32 %639, %57, !dbg !64
  %643 = add i32 %639, %58, !dbg !64
  %644 = add i32 %639, %59, !dbg !64
  %645 = add i32 %639, %60, !dbg !64
  %646 = add i32 %639, %61, !dbg !64
  %647 = add i32 %639, %62, !dbg !64
  %648 = add i32 %639, %63, !dbg !64
  %649 = add i32 %639, %64, !dbg !64
  %650 = add i32 %639, %65, !dbg !64
  %651 = add i32 %639, %66, !dbg !64
  %652 = add i32 %639, %67, !dbg !64
  %653 = add i32 %639, %68, !dbg !64
  %654 = add i32 %639, %69, !dbg !64
  %655 = icmp slt i32 %54, %7, !dbg !65
  %656 = icmp slt i32 %55, %7, !dbg !65
  %657 = icmp slt i32 %56, %7, !dbg !65
  %658 = icmp slt i32 %57, %7, !dbg !65
  %659 = icmp slt i32 %58, %7, !dbg !65
  %660 = icmp slt i32 %59, %7, !dbg !65
  %661 = icmp slt i32 %60, %7, !dbg !65
  %662 = icmp slt i32 %61, %7, !dbg !65
  %663 = icmp slt i32 %62, %7, !dbg !65
  %664 = icmp slt i32 %63, %7, !dbg !65
  %665 = icmp slt i32 %64, %7, !dbg !65
  %666 = icmp slt i32 %65, %7, !dbg !65
  %667 = icmp slt i32 %66, %7, !dbg !65
  %668 = icmp slt i32 %67, %7, !dbg !65
  %669 = icmp slt i32 %68, %7, !dbg !65
  %670 = icmp slt i32 %69, %7, !dbg !65
  %671 = and i1 %655, %78, !dbg !66
  %672 = and i1 %656, %78, !dbg !66
  %673 = and i1 %657, %78, !dbg !66
  %674 = and i1 %658, %78, !dbg !66
  %675 = and i1 %659, %78, !dbg !66
  %676 = and i1 %660, %78, !dbg !66
  %677 = and i1 %661, %78, !dbg !66
  %678 = and i1 %662, %78, !dbg !66
  %679 = and i1 %663, %78, !dbg !66
  %680 = and i1 %664, %78, !dbg !66
  %681 = and i1 %665, %78, !dbg !66
  %682 = and i1 %666, %78, !dbg !66
  %683 = and i1 %667, %78, !dbg !66
  %684 = and i1 %668, %78, !dbg !66
  %685 = and i1 %669, %78, !dbg !66
  %686 = and i1 %670, %78, !dbg !66
  %687 = sext i32 %640 to i64, !dbg !67
  %688 = getelementptr half, ptr addrspace(1) %2, i64 %687, !dbg !67
  %689 = sext i32 %641 to i64, !dbg !67
  %690 = getelementptr half, ptr addrspace(1) %2, i64 %689, !dbg !67
  %691 = sext i32 %642 to i64, !dbg !67
  %692 = getelementptr half, ptr addrspace(1) %2, i64 %691, !dbg !67
  %693 = sext i32 %643 to i64, !dbg !67
  %694 = getelementptr half, ptr addrspace(1) %2, i64 %693, !dbg !67
  %695 = sext i32 %644 to i64, !dbg !67
  %696 = getelementptr half, ptr addrspace(1) %2, i64 %695, !dbg !67
  %697 = sext i32 %645 to i64, !dbg !67
  %698 = getelementptr half, ptr addrspace(1) %2, i64 %697, !dbg !67
  %699 = sext i32 %646 to i64, !dbg !67
  %700 = getelementptr half, ptr addrspace(1) %2, i64 %699, !dbg !67
  %701 = sext i32 %647 to i64, !dbg !67
  %702 = getelementptr half, ptr addrspace(1) %2, i64 %701, !dbg !67
  %703 = sext i32 %648 to i64, !dbg !67
  %704 = getelementptr half, ptr addrspace(1) %2, i64 %703, !dbg !67
  %705 = sext i32 %649 to i64, !dbg !67
  %706 = getelementptr half, ptr addrspace(1) %2, i64 %705, !dbg !67
  %707 = sext i32 %650 to i64, !dbg !67
  %708 = getelementptr half, ptr addrspace(1) %2, i64 %707, !dbg !67
  %709 = sext i32 %651 to i64, !dbg !67
  %710 = getelementptr half, ptr addrspace(1) %2, i64 %709, !dbg !67
  %711 = sext i32 %652 to i64, !dbg !67
  %712 = getelementptr half, ptr addrspace(1) %2, i64 %711, !dbg !67
  %713 = sext i32 %653 to i64, !dbg !67
  %714 = getelementptr half, ptr addrspace(1) %2, i64 %713, !dbg !67
  %715 = sext i32 %654 to i64, !dbg !67
  %716 = getelementptr half, ptr addrspace(1) %2, i64 %715, !dbg !67
  br i1 %671, label %717, label %722, !dbg !68

717:                                              ; preds = %._crit_edge
  %718 = add i32 %639, %54
  %719 = sext i32 %718 to i64
  %720 = getelementptr half, ptr addrspace(1) %2, i64 %719
  %721 = insertelement <1 x half> poison, half %623, i64 0
  store <1 x half> %721, ptr addrspace(1) %720, align 2, !dbg !68
  br label %722, !dbg !68

722:                                              ; preds = %717, %._crit_edge
  br i1 %672, label %723, label %725, !dbg !68

723:                                              ; preds = %722
  %724 = insertelement <1 x half> poison, half %624, i64 0
  store <1 x half> %724, ptr addrspace(1) %688, align 2, !dbg !68
  br label %725, !dbg !68

725:                                              ; preds = %723, %722
  br i1 %673, label %726, label %728, !dbg !68

726:                                              ; preds = %725
  %727 = insertelement <1 x half> poison, half %625, i64 0
  store <1 x half> %727, ptr addrspace(1) %690, align 2, !dbg !68
  br label %728, !dbg !68

728:                                              ; preds = %726, %725
  br i1 %674, label %729, label %731, !dbg !68

729:                                              ; preds = %728
  %730 = insertelement <1 x half> poison, half %626, i64 0
  store <1 x half> %730, ptr addrspace(1) %692, align 2, !dbg !68
  br label %731, !dbg !68

731:                                              ; preds = %729, %728
  br i1 %675, label %732, label %734, !dbg !68

732:                                              ; preds = %731
  %733 = insertelement <1 x half> poison, half %627, i64 0
  store <1 x half> %733, ptr addrspace(1) %694, align 2, !dbg !68
  br label %734, !dbg !68

734:                                              ; preds = %732, %731
  br i1 %676, label %735, label %737, !dbg !68

735:                                              ; preds = %734
  %736 = insertelement <1 x half> poison, half %628, i64 0
  store <1 x half> %736, ptr addrspace(1) %696, align 2, !dbg !68
  br label %737, !dbg !68

737:                                              ; preds = %735, %734
  br i1 %677, label %738, label %740, !dbg !68

738:                                              ; preds = %737
  %739 = insertelement <1 x half> poison, half %629, i64 0
  store <1 x half> %739, ptr addrspace(1) %698, align 2, !dbg !68
  br label %740, !dbg !68

740:                                              ; preds = %738, %737
  br i1 %678, label %741, label %743, !dbg !68

741:                                              ; preds = %740
  %742 = insertelement <1 x half> poison, half %630, i64 0
  store <1 x half> %742, ptr addrspace(1) %700, align 2, !dbg !68
  br label %743, !dbg !68

743:                                              ; preds = %741, %740
  br i1 %679, label %744, label %746, !dbg !68

744:                                              ; preds = %743
  %745 = insertelement <1 x half> poison, half %631, i64 0
  store <1 x half> %745, ptr addrspace(1) %702, align 2, !dbg !68
  br label %746, !dbg !68

746:                                              ; preds = %744, %743
  br i1 %680, label %747, label %749, !dbg !68

747:                                              ; preds = %746
  %748 = insertelement <1 x half> poison, half %632, i64 0
  store <1 x half> %748, ptr addrspace(1) %704, align 2, !dbg !68
  br label %749, !dbg !68

749:                                              ; preds = %747, %746
  br i1 %681, label %750, label %752, !dbg !68

750:                                              ; preds = %749
  %751 = insertelement <1 x half> poison, half %633, i64 0
  store <1 x half> %751, ptr addrspace(1) %706, align 2, !dbg !68
  br label %752, !dbg !68

752:                                              ; preds = %750, %749
  br i1 %682, label %753, label %755, !dbg !68

753:                                              ; preds = %752
  %754 = insertelement <1 x half> poison, half %634, i64 0
  store <1 x half> %754, ptr addrspace(1) %708, align 2, !dbg !68
  br label %755, !dbg !68

755:                                              ; preds = %753, %752
  br i1 %683, label %756, label %758, !dbg !68

756:                                              ; preds = %755
  %757 = insertelement <1 x half> poison, half %635, i64 0
  store <1 x half> %757, ptr addrspace(1) %710, align 2, !dbg !68
  br label %758, !dbg !68

758:                                              ; preds = %756, %755
  br i1 %684, label %759, label %761, !dbg !68

759:                                              ; preds = %758
  %760 = insertelement <1 x half> poison, half %636, i64 0
  store <1 x half> %760, ptr addrspace(1) %712, align 2, !dbg !68
  br label %761, !dbg !68

761:                                              ; preds = %759, %758
  br i1 %685, label %762, label %764, !dbg !68

762:                                              ; preds = %761
  %763 = insertelement <1 x half> poison, half %637, i64 0
  store <1 x half> %763, ptr addrspace(1) %714, align 2, !dbg !68
  br label %764, !dbg !68

764:                                              ; preds = %762, %761
  br i1 %686, label %765, label %767, !dbg !68

765:                                              ; preds = %764
  %766 = insertelement <1 x half> poison, half %638, i64 0
  store <1 x half> %766, ptr addrspace(1) %716, align 2, !dbg !68
  br label %767, !dbg !68

767:                                              ; preds = %765, %764
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
