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
  %35 = lshr exact i32 %29, 4, !dbg !17
  %36 = lshr i32 %26, 5, !dbg !17
  %37 = and i32 %36, 3, !dbg !17
  %38 = and i32 %26, 32, !dbg !17
  %39 = lshr exact i32 %38, 3, !dbg !17
  %40 = or disjoint i32 %37, %34, !dbg !18
  %41 = or disjoint i32 %40, 4, !dbg !18
  %42 = or disjoint i32 %40, 8, !dbg !18
  %43 = or disjoint i32 %40, 12, !dbg !18
  %44 = or disjoint i32 %40, 16, !dbg !18
  %45 = or disjoint i32 %40, 20, !dbg !18
  %46 = or disjoint i32 %40, 24, !dbg !18
  %47 = or disjoint i32 %36, %34, !dbg !18
  %48 = or i32 %47, 28, !dbg !18
  %49 = or disjoint i32 %39, %34, !dbg !18
  %50 = or disjoint i32 %49, 1, !dbg !18
  %51 = or disjoint i32 %49, 2, !dbg !18
  %52 = or disjoint i32 %49, 3, !dbg !18
  %53 = or disjoint i32 %49, 8, !dbg !18
  %54 = or disjoint i32 %49, 9, !dbg !18
  %55 = or disjoint i32 %49, 10, !dbg !18
  %56 = or disjoint i32 %49, 11, !dbg !18
  %57 = or disjoint i32 %49, 16, !dbg !18
  %58 = or disjoint i32 %49, 17, !dbg !18
  %59 = or disjoint i32 %49, 18, !dbg !18
  %60 = or disjoint i32 %49, 19, !dbg !18
  %61 = or disjoint i32 %49, 24, !dbg !18
  %62 = or disjoint i32 %49, 25, !dbg !18
  %63 = or disjoint i32 %49, 26, !dbg !18
  %64 = or disjoint i32 %49, 27, !dbg !18
  %.frozen = freeze i32 %21, !dbg !19
  %65 = sdiv i32 %31, %.frozen, !dbg !19
  %66 = mul i32 %65, %.frozen, !dbg !20
  %.decomposed = sub i32 %31, %66, !dbg !20
  %.frozen55 = freeze i32 %11, !dbg !21
  %67 = sdiv i32 %.decomposed, %.frozen55, !dbg !21
  %68 = mul i32 %67, %.frozen55, !dbg !22
  %.decomposed56 = sub i32 %.decomposed, %68, !dbg !22
  %69 = mul i32 %67, %12, !dbg !23
  %70 = sub i32 %69, %14, !dbg !24
  %71 = mul i32 %.decomposed56, %13, !dbg !25
  %72 = sub i32 %71, %15, !dbg !26
  %73 = icmp slt i32 %31, %22, !dbg !27
  %74 = mul i32 %65, %4, !dbg !28
  %75 = mul i32 %24, %40, !dbg !29
  %76 = mul i32 %24, %41, !dbg !29
  %77 = mul i32 %24, %42, !dbg !29
  %78 = mul i32 %24, %43, !dbg !29
  %79 = mul i32 %24, %44, !dbg !29
  %80 = mul i32 %24, %45, !dbg !29
  %81 = mul i32 %24, %46, !dbg !29
  %82 = mul i32 %24, %48, !dbg !29
  %83 = icmp slt i32 %40, %7, !dbg !30
  %84 = icmp slt i32 %41, %7, !dbg !30
  %85 = icmp slt i32 %42, %7, !dbg !30
  %86 = icmp slt i32 %43, %7, !dbg !30
  %87 = icmp slt i32 %44, %7, !dbg !30
  %88 = icmp slt i32 %45, %7, !dbg !30
  %89 = icmp slt i32 %46, %7, !dbg !30
  %90 = icmp slt i32 %48, %7, !dbg !30
  %91 = icmp sgt i32 %24, 0, !dbg !31
  br i1 %91, label %.lr.ph, label %._crit_edge, !dbg !31

.lr.ph:                                           ; preds = %18
  %92 = icmp eq i32 %29, 0, !dbg !14
  %93 = shl nuw nsw i32 %27, 6
  %94 = shl nuw nsw i32 %26, 2
  %95 = and i32 %94, 56
  %96 = lshr i32 %26, 1
  %97 = and i32 %96, 24
  %98 = lshr exact i32 %29, 3
  %99 = xor i32 %97, %98
  %100 = xor i32 %99, %95
  %101 = or disjoint i32 %100, %93
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101
  %103 = xor i32 %101, 16
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103
  %105 = xor i32 %101, 32
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %105
  %107 = xor i32 %101, 48
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %107
  %109 = shl nuw nsw i32 %26, 6
  %110 = and i32 %109, 960
  %111 = and i32 %26, 16
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i32 0, i32 1032
  %114 = lshr exact i32 %38, 2
  %115 = select i1 %92, i32 0, i32 2064
  %116 = or disjoint i32 %115, %114
  %117 = xor i32 %113, %116
  %118 = xor i32 %117, %95
  %119 = or disjoint i32 %118, %110
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119
  %121 = xor i32 %119, 16
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = xor i32 %119, 32
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %123
  %125 = xor i32 %119, 48
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125
  %127 = shl nuw nsw i32 %27, 1
  %128 = select i1 %92, i32 0, i32 136
  %129 = xor i32 %128, %127
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %129
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 1024
  %132 = xor i32 %129, 272
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %132
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %133, i32 1024
  %135 = xor i32 %129, 544
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %135
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %136, i32 1024
  %138 = xor i32 %129, 816
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %138
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) %139, i32 1024
  %141 = shl nuw nsw i32 %28, 6
  %142 = xor i32 %95, %114
  %143 = or disjoint i32 %142, %141
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %143
  %145 = xor i32 %143, 16
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145
  %147 = xor i32 %143, 32
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %147
  %149 = xor i32 %143, 48
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %149
  br label %151, !dbg !31

151:                                              ; preds = %.lr.ph, %697
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %743, %697 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %744, %697 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %745, %697 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %746, %697 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %747, %697 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %748, %697 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %749, %697 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %750, %697 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %751, %697 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %752, %697 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %753, %697 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %754, %697 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %755, %697 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %756, %697 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %757, %697 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %758, %697 ]
  %168 = phi i32 [ 0, %.lr.ph ], [ %759, %697 ]
  %169 = or disjoint i32 %168, %35, !dbg !32
  %170 = or disjoint i32 %169, 1, !dbg !32
  %171 = or disjoint i32 %169, 2, !dbg !32
  %172 = or disjoint i32 %169, 3, !dbg !32
  %173 = or disjoint i32 %169, 8, !dbg !32
  %174 = or disjoint i32 %169, 9, !dbg !32
  %175 = or disjoint i32 %169, 10, !dbg !32
  %176 = or disjoint i32 %169, 11, !dbg !32
  %177 = or disjoint i32 %169, 16, !dbg !32
  %178 = or disjoint i32 %169, 17, !dbg !32
  %179 = or disjoint i32 %169, 18, !dbg !32
  %180 = or disjoint i32 %169, 19, !dbg !32
  %181 = or disjoint i32 %169, 24, !dbg !32
  %182 = or disjoint i32 %169, 25, !dbg !32
  %183 = or disjoint i32 %169, 26, !dbg !32
  %184 = or disjoint i32 %169, 27, !dbg !32
  %185 = or disjoint i32 %168, %28, !dbg !32
  %.frozen57 = freeze i32 %169, !dbg !33
  %.frozen58 = freeze i32 %23, !dbg !33
  %186 = sdiv i32 %.frozen57, %.frozen58, !dbg !33
  %.frozen60 = freeze i32 %170, !dbg !33
  %.frozen61 = freeze i32 %23, !dbg !33
  %187 = sdiv i32 %.frozen60, %.frozen61, !dbg !33
  %.frozen63 = freeze i32 %171, !dbg !33
  %.frozen64 = freeze i32 %23, !dbg !33
  %188 = sdiv i32 %.frozen63, %.frozen64, !dbg !33
  %.frozen66 = freeze i32 %172, !dbg !33
  %.frozen67 = freeze i32 %23, !dbg !33
  %189 = sdiv i32 %.frozen66, %.frozen67, !dbg !33
  %.frozen69 = freeze i32 %173, !dbg !33
  %.frozen70 = freeze i32 %23, !dbg !33
  %190 = sdiv i32 %.frozen69, %.frozen70, !dbg !33
  %.frozen72 = freeze i32 %174, !dbg !33
  %.frozen73 = freeze i32 %23, !dbg !33
  %191 = sdiv i32 %.frozen72, %.frozen73, !dbg !33
  %.frozen75 = freeze i32 %175, !dbg !33
  %.frozen76 = freeze i32 %23, !dbg !33
  %192 = sdiv i32 %.frozen75, %.frozen76, !dbg !33
  %.frozen78 = freeze i32 %176, !dbg !33
  %.frozen79 = freeze i32 %23, !dbg !33
  %193 = sdiv i32 %.frozen78, %.frozen79, !dbg !33
  %.frozen81 = freeze i32 %177, !dbg !33
  %.frozen82 = freeze i32 %23, !dbg !33
  %194 = sdiv i32 %.frozen81, %.frozen82, !dbg !33
  %.frozen84 = freeze i32 %178, !dbg !33
  %.frozen85 = freeze i32 %23, !dbg !33
  %195 = sdiv i32 %.frozen84, %.frozen85, !dbg !33
  %.frozen87 = freeze i32 %179, !dbg !33
  %.frozen88 = freeze i32 %23, !dbg !33
  %196 = sdiv i32 %.frozen87, %.frozen88, !dbg !33
  %.frozen90 = freeze i32 %180, !dbg !33
  %.frozen91 = freeze i32 %23, !dbg !33
  %197 = sdiv i32 %.frozen90, %.frozen91, !dbg !33
  %.frozen93 = freeze i32 %181, !dbg !33
  %.frozen94 = freeze i32 %23, !dbg !33
  %198 = sdiv i32 %.frozen93, %.frozen94, !dbg !33
  %.frozen96 = freeze i32 %182, !dbg !33
  %.frozen97 = freeze i32 %23, !dbg !33
  %199 = sdiv i32 %.frozen96, %.frozen97, !dbg !33
  %.frozen99 = freeze i32 %183, !dbg !33
  %.frozen100 = freeze i32 %23, !dbg !33
  %200 = sdiv i32 %.frozen99, %.frozen100, !dbg !33
  %.frozen102 = freeze i32 %184, !dbg !33
  %.frozen103 = freeze i32 %23, !dbg !33
  %201 = sdiv i32 %.frozen102, %.frozen103, !dbg !33
  %202 = mul i32 %186, %.frozen58, !dbg !34
  %.decomposed59 = sub i32 %.frozen57, %202, !dbg !34
  %203 = mul i32 %187, %.frozen61, !dbg !34
  %.decomposed62 = sub i32 %.frozen60, %203, !dbg !34
  %204 = mul i32 %188, %.frozen64, !dbg !34
  %.decomposed65 = sub i32 %.frozen63, %204, !dbg !34
  %205 = mul i32 %189, %.frozen67, !dbg !34
  %.decomposed68 = sub i32 %.frozen66, %205, !dbg !34
  %206 = mul i32 %190, %.frozen70, !dbg !34
  %.decomposed71 = sub i32 %.frozen69, %206, !dbg !34
  %207 = mul i32 %191, %.frozen73, !dbg !34
  %.decomposed74 = sub i32 %.frozen72, %207, !dbg !34
  %208 = mul i32 %192, %.frozen76, !dbg !34
  %.decomposed77 = sub i32 %.frozen75, %208, !dbg !34
  %209 = mul i32 %193, %.frozen79, !dbg !34
  %.decomposed80 = sub i32 %.frozen78, %209, !dbg !34
  %210 = mul i32 %194, %.frozen82, !dbg !34
  %.decomposed83 = sub i32 %.frozen81, %210, !dbg !34
  %211 = mul i32 %195, %.frozen85, !dbg !34
  %.decomposed86 = sub i32 %.frozen84, %211, !dbg !34
  %212 = mul i32 %196, %.frozen88, !dbg !34
  %.decomposed89 = sub i32 %.frozen87, %212, !dbg !34
  %213 = mul i32 %197, %.frozen91, !dbg !34
  %.decomposed92 = sub i32 %.frozen90, %213, !dbg !34
  %214 = mul i32 %198, %.frozen94, !dbg !34
  %.decomposed95 = sub i32 %.frozen93, %214, !dbg !34
  %215 = mul i32 %199, %.frozen97, !dbg !34
  %.decomposed98 = sub i32 %.frozen96, %215, !dbg !34
  %216 = mul i32 %200, %.frozen100, !dbg !34
  %.decomposed101 = sub i32 %.frozen99, %216, !dbg !34
  %217 = mul i32 %201, %.frozen103, !dbg !34
  %.decomposed104 = sub i32 %.frozen102, %217, !dbg !34
  %.frozen135 = freeze i32 %6, !dbg !35
  %218 = sdiv i32 %.decomposed59, %.frozen135, !dbg !35
  %.frozen105 = freeze i32 %6, !dbg !35
  %219 = sdiv i32 %.decomposed62, %.frozen105, !dbg !35
  %.frozen107 = freeze i32 %6, !dbg !35
  %220 = sdiv i32 %.decomposed65, %.frozen107, !dbg !35
  %.frozen109 = freeze i32 %6, !dbg !35
  %221 = sdiv i32 %.decomposed68, %.frozen109, !dbg !35
  %.frozen111 = freeze i32 %6, !dbg !35
  %222 = sdiv i32 %.decomposed71, %.frozen111, !dbg !35
  %.frozen113 = freeze i32 %6, !dbg !35
  %223 = sdiv i32 %.decomposed74, %.frozen113, !dbg !35
  %.frozen115 = freeze i32 %6, !dbg !35
  %224 = sdiv i32 %.decomposed77, %.frozen115, !dbg !35
  %.frozen117 = freeze i32 %6, !dbg !35
  %225 = sdiv i32 %.decomposed80, %.frozen117, !dbg !35
  %.frozen119 = freeze i32 %6, !dbg !35
  %226 = sdiv i32 %.decomposed83, %.frozen119, !dbg !35
  %.frozen121 = freeze i32 %6, !dbg !35
  %227 = sdiv i32 %.decomposed86, %.frozen121, !dbg !35
  %.frozen123 = freeze i32 %6, !dbg !35
  %228 = sdiv i32 %.decomposed89, %.frozen123, !dbg !35
  %.frozen125 = freeze i32 %6, !dbg !35
  %229 = sdiv i32 %.decomposed92, %.frozen125, !dbg !35
  %.frozen127 = freeze i32 %6, !dbg !35
  %230 = sdiv i32 %.decomposed95, %.frozen127, !dbg !35
  %.frozen129 = freeze i32 %6, !dbg !35
  %231 = sdiv i32 %.decomposed98, %.frozen129, !dbg !35
  %.frozen131 = freeze i32 %6, !dbg !35
  %232 = sdiv i32 %.decomposed101, %.frozen131, !dbg !35
  %.frozen133 = freeze i32 %6, !dbg !35
  %233 = sdiv i32 %.decomposed104, %.frozen133, !dbg !35
  %234 = mul i32 %219, %.frozen105, !dbg !36
  %.decomposed106 = sub i32 %.decomposed62, %234, !dbg !36
  %235 = mul i32 %220, %.frozen107, !dbg !36
  %.decomposed108 = sub i32 %.decomposed65, %235, !dbg !36
  %236 = mul i32 %221, %.frozen109, !dbg !36
  %.decomposed110 = sub i32 %.decomposed68, %236, !dbg !36
  %237 = mul i32 %222, %.frozen111, !dbg !36
  %.decomposed112 = sub i32 %.decomposed71, %237, !dbg !36
  %238 = mul i32 %223, %.frozen113, !dbg !36
  %.decomposed114 = sub i32 %.decomposed74, %238, !dbg !36
  %239 = mul i32 %224, %.frozen115, !dbg !36
  %.decomposed116 = sub i32 %.decomposed77, %239, !dbg !36
  %240 = mul i32 %225, %.frozen117, !dbg !36
  %.decomposed118 = sub i32 %.decomposed80, %240, !dbg !36
  %241 = mul i32 %226, %.frozen119, !dbg !36
  %.decomposed120 = sub i32 %.decomposed83, %241, !dbg !36
  %242 = mul i32 %227, %.frozen121, !dbg !36
  %.decomposed122 = sub i32 %.decomposed86, %242, !dbg !36
  %243 = mul i32 %228, %.frozen123, !dbg !36
  %.decomposed124 = sub i32 %.decomposed89, %243, !dbg !36
  %244 = mul i32 %229, %.frozen125, !dbg !36
  %.decomposed126 = sub i32 %.decomposed92, %244, !dbg !36
  %245 = mul i32 %230, %.frozen127, !dbg !36
  %.decomposed128 = sub i32 %.decomposed95, %245, !dbg !36
  %246 = mul i32 %231, %.frozen129, !dbg !36
  %.decomposed130 = sub i32 %.decomposed98, %246, !dbg !36
  %247 = mul i32 %232, %.frozen131, !dbg !36
  %.decomposed132 = sub i32 %.decomposed101, %247, !dbg !36
  %248 = mul i32 %233, %.frozen133, !dbg !36
  %.decomposed134 = sub i32 %.decomposed104, %248, !dbg !36
  %249 = add i32 %186, %70, !dbg !37
  %250 = add i32 %187, %70, !dbg !37
  %251 = add i32 %188, %70, !dbg !37
  %252 = add i32 %189, %70, !dbg !37
  %253 = add i32 %190, %70, !dbg !37
  %254 = add i32 %191, %70, !dbg !37
  %255 = add i32 %192, %70, !dbg !37
  %256 = add i32 %193, %70, !dbg !37
  %257 = add i32 %194, %70, !dbg !37
  %258 = add i32 %195, %70, !dbg !37
  %259 = add i32 %196, %70, !dbg !37
  %260 = add i32 %197, %70, !dbg !37
  %261 = add i32 %198, %70, !dbg !37
  %262 = add i32 %199, %70, !dbg !37
  %263 = add i32 %200, %70, !dbg !37
  %264 = add i32 %201, %70, !dbg !37
  %265 = add i32 %218, %72, !dbg !38
  %266 = add i32 %219, %72, !dbg !38
  %267 = add i32 %220, %72, !dbg !38
  %268 = add i32 %221, %72, !dbg !38
  %269 = add i32 %222, %72, !dbg !38
  %270 = add i32 %223, %72, !dbg !38
  %271 = add i32 %224, %72, !dbg !38
  %272 = add i32 %225, %72, !dbg !38
  %273 = add i32 %226, %72, !dbg !38
  %274 = add i32 %227, %72, !dbg !38
  %275 = add i32 %228, %72, !dbg !38
  %276 = add i32 %229, %72, !dbg !38
  %277 = add i32 %230, %72, !dbg !38
  %278 = add i32 %231, %72, !dbg !38
  %279 = add i32 %232, %72, !dbg !38
  %280 = add i32 %233, %72, !dbg !38
  %281 = icmp slt i32 %169, %24, !dbg !39
  %282 = icmp slt i32 %170, %24, !dbg !39
  %283 = icmp slt i32 %171, %24, !dbg !39
  %284 = icmp slt i32 %172, %24, !dbg !39
  %285 = icmp slt i32 %173, %24, !dbg !39
  %286 = icmp slt i32 %174, %24, !dbg !39
  %287 = icmp slt i32 %175, %24, !dbg !39
  %288 = icmp slt i32 %176, %24, !dbg !39
  %289 = icmp slt i32 %177, %24, !dbg !39
  %290 = icmp slt i32 %178, %24, !dbg !39
  %291 = icmp slt i32 %179, %24, !dbg !39
  %292 = icmp slt i32 %180, %24, !dbg !39
  %293 = icmp slt i32 %181, %24, !dbg !39
  %294 = icmp slt i32 %182, %24, !dbg !39
  %295 = icmp slt i32 %183, %24, !dbg !39
  %296 = icmp slt i32 %184, %24, !dbg !39
  %297 = icmp sgt i32 %249, -1, !dbg !40
  %298 = icmp sgt i32 %250, -1, !dbg !40
  %299 = icmp sgt i32 %251, -1, !dbg !40
  %300 = icmp sgt i32 %252, -1, !dbg !40
  %301 = icmp sgt i32 %253, -1, !dbg !40
  %302 = icmp sgt i32 %254, -1, !dbg !40
  %303 = icmp sgt i32 %255, -1, !dbg !40
  %304 = icmp sgt i32 %256, -1, !dbg !40
  %305 = icmp sgt i32 %257, -1, !dbg !40
  %306 = icmp sgt i32 %258, -1, !dbg !40
  %307 = icmp sgt i32 %259, -1, !dbg !40
  %308 = icmp sgt i32 %260, -1, !dbg !40
  %309 = icmp sgt i32 %261, -1, !dbg !40
  %310 = icmp sgt i32 %262, -1, !dbg !40
  %311 = icmp sgt i32 %263, -1, !dbg !40
  %312 = icmp sgt i32 %264, -1, !dbg !40
  %313 = and i1 %281, %297, !dbg !41
  %314 = and i1 %282, %298, !dbg !41
  %315 = and i1 %283, %299, !dbg !41
  %316 = and i1 %284, %300, !dbg !41
  %317 = and i1 %285, %301, !dbg !41
  %318 = and i1 %286, %302, !dbg !41
  %319 = and i1 %287, %303, !dbg !41
  %320 = and i1 %288, %304, !dbg !41
  %321 = and i1 %289, %305, !dbg !41
  %322 = and i1 %290, %306, !dbg !41
  %323 = and i1 %291, %307, !dbg !41
  %324 = and i1 %292, %308, !dbg !41
  %325 = and i1 %293, %309, !dbg !41
  %326 = and i1 %294, %310, !dbg !41
  %327 = and i1 %295, %311, !dbg !41
  %328 = and i1 %296, %312, !dbg !41
  %329 = icmp slt i32 %249, %4, !dbg !42
  %330 = icmp slt i32 %250, %4, !dbg !42
  %331 = icmp slt i32 %251, %4, !dbg !42
  %332 = icmp slt i32 %252, %4, !dbg !42
  %333 = icmp slt i32 %253, %4, !dbg !42
  %334 = icmp slt i32 %254, %4, !dbg !42
  %335 = icmp slt i32 %255, %4, !dbg !42
  %336 = icmp slt i32 %256, %4, !dbg !42
  %337 = icmp slt i32 %257, %4, !dbg !42
  %338 = icmp slt i32 %258, %4, !dbg !42
  %339 = icmp slt i32 %259, %4, !dbg !42
  %340 = icmp slt i32 %260, %4, !dbg !42
  %341 = icmp slt i32 %261, %4, !dbg !42
  %342 = icmp slt i32 %262, %4, !dbg !42
  %343 = icmp slt i32 %263, %4, !dbg !42
  %344 = icmp slt i32 %264, %4, !dbg !42
  %345 = and i1 %329, %313, !dbg !43
  %346 = and i1 %330, %314, !dbg !43
  %347 = and i1 %331, %315, !dbg !43
  %348 = and i1 %332, %316, !dbg !43
  %349 = and i1 %333, %317, !dbg !43
  %350 = and i1 %334, %318, !dbg !43
  %351 = and i1 %335, %319, !dbg !43
  %352 = and i1 %336, %320, !dbg !43
  %353 = and i1 %337, %321, !dbg !43
  %354 = and i1 %338, %322, !dbg !43
  %355 = and i1 %339, %323, !dbg !43
  %356 = and i1 %340, %324, !dbg !43
  %357 = and i1 %341, %325, !dbg !43
  %358 = and i1 %342, %326, !dbg !43
  %359 = and i1 %343, %327, !dbg !43
  %360 = and i1 %344, %328, !dbg !43
  %361 = icmp sgt i32 %265, -1, !dbg !44
  %362 = icmp sgt i32 %266, -1, !dbg !44
  %363 = icmp sgt i32 %267, -1, !dbg !44
  %364 = icmp sgt i32 %268, -1, !dbg !44
  %365 = icmp sgt i32 %269, -1, !dbg !44
  %366 = icmp sgt i32 %270, -1, !dbg !44
  %367 = icmp sgt i32 %271, -1, !dbg !44
  %368 = icmp sgt i32 %272, -1, !dbg !44
  %369 = icmp sgt i32 %273, -1, !dbg !44
  %370 = icmp sgt i32 %274, -1, !dbg !44
  %371 = icmp sgt i32 %275, -1, !dbg !44
  %372 = icmp sgt i32 %276, -1, !dbg !44
  %373 = icmp sgt i32 %277, -1, !dbg !44
  %374 = icmp sgt i32 %278, -1, !dbg !44
  %375 = icmp sgt i32 %279, -1, !dbg !44
  %376 = icmp sgt i32 %280, -1, !dbg !44
  %377 = and i1 %345, %361, !dbg !45
  %378 = and i1 %346, %362, !dbg !45
  %379 = and i1 %347, %363, !dbg !45
  %380 = and i1 %348, %364, !dbg !45
  %381 = and i1 %349, %365, !dbg !45
  %382 = and i1 %350, %366, !dbg !45
  %383 = and i1 %351, %367, !dbg !45
  %384 = and i1 %352, %368, !dbg !45
  %385 = and i1 %353, %369, !dbg !45
  %386 = and i1 %354, %370, !dbg !45
  %387 = and i1 %355, %371, !dbg !45
  %388 = and i1 %356, %372, !dbg !45
  %389 = and i1 %357, %373, !dbg !45
  %390 = and i1 %358, %374, !dbg !45
  %391 = and i1 %359, %375, !dbg !45
  %392 = and i1 %360, %376, !dbg !45
  %393 = icmp slt i32 %265, %5, !dbg !46
  %394 = icmp slt i32 %266, %5, !dbg !46
  %395 = icmp slt i32 %267, %5, !dbg !46
  %396 = icmp slt i32 %268, %5, !dbg !46
  %397 = icmp slt i32 %269, %5, !dbg !46
  %398 = icmp slt i32 %270, %5, !dbg !46
  %399 = icmp slt i32 %271, %5, !dbg !46
  %400 = icmp slt i32 %272, %5, !dbg !46
  %401 = icmp slt i32 %273, %5, !dbg !46
  %402 = icmp slt i32 %274, %5, !dbg !46
  %403 = icmp slt i32 %275, %5, !dbg !46
  %404 = icmp slt i32 %276, %5, !dbg !46
  %405 = icmp slt i32 %277, %5, !dbg !46
  %406 = icmp slt i32 %278, %5, !dbg !46
  %407 = icmp slt i32 %279, %5, !dbg !46
  %408 = icmp slt i32 %280, %5, !dbg !46
  %409 = and i1 %393, %377, !dbg !47
  %410 = and i1 %73, %409, !dbg !47
  %411 = and i1 %394, %378, !dbg !47
  %412 = and i1 %73, %411, !dbg !47
  %413 = and i1 %395, %379, !dbg !47
  %414 = and i1 %73, %413, !dbg !47
  %415 = and i1 %396, %380, !dbg !47
  %416 = and i1 %73, %415, !dbg !47
  %417 = and i1 %397, %381, !dbg !47
  %418 = and i1 %73, %417, !dbg !47
  %419 = and i1 %398, %382, !dbg !47
  %420 = and i1 %73, %419, !dbg !47
  %421 = and i1 %399, %383, !dbg !47
  %422 = and i1 %73, %421, !dbg !47
  %423 = and i1 %400, %384, !dbg !47
  %424 = and i1 %73, %423, !dbg !47
  %425 = and i1 %401, %385, !dbg !47
  %426 = and i1 %73, %425, !dbg !47
  %427 = and i1 %402, %386, !dbg !47
  %428 = and i1 %73, %427, !dbg !47
  %429 = and i1 %403, %387, !dbg !47
  %430 = and i1 %73, %429, !dbg !47
  %431 = and i1 %404, %388, !dbg !47
  %432 = and i1 %73, %431, !dbg !47
  %433 = and i1 %405, %389, !dbg !47
  %434 = and i1 %73, %433, !dbg !47
  %435 = and i1 %406, %390, !dbg !47
  %436 = and i1 %73, %435, !dbg !47
  %437 = and i1 %407, %391, !dbg !47
  %438 = and i1 %73, %437, !dbg !47
  %439 = and i1 %408, %392, !dbg !47
  %440 = and i1 %73, %439, !dbg !47
  %441 = add i32 %250, %74, !dbg !48
  %442 = add i32 %251, %74, !dbg !48
  %443 = add i32 %252, %74, !dbg !48
  %444 = add i32 %253, %74, !dbg !48
  %445 = add i32 %254, %74, !dbg !48
  %446 = add i32 %255, %74, !dbg !48
  %447 = add i32 %256, %74, !dbg !48
  %448 = add i32 %257, %74, !dbg !48
  %449 = add i32 %258, %74, !dbg !48
  %450 = add i32 %259, %74, !dbg !48
  %451 = add i32 %260, %74, !dbg !48
  %452 = add i32 %261, %74, !dbg !48
  %453 = add i32 %262, %74, !dbg !48
  %454 = add i32 %263, %74, !dbg !48
  %455 = add i32 %264, %74, !dbg !48
  %456 = mul i32 %441, %5, !dbg !49
  %457 = mul i32 %442, %5, !dbg !49
  %458 = mul i32 %443, %5, !dbg !49
  %459 = mul i32 %444, %5, !dbg !49
  %460 = mul i32 %445, %5, !dbg !49
  %461 = mul i32 %446, %5, !dbg !49
  %462 = mul i32 %447, %5, !dbg !49
  %463 = mul i32 %448, %5, !dbg !49
  %464 = mul i32 %449, %5, !dbg !49
  %465 = mul i32 %450, %5, !dbg !49
  %466 = mul i32 %451, %5, !dbg !49
  %467 = mul i32 %452, %5, !dbg !49
  %468 = mul i32 %453, %5, !dbg !49
  %469 = mul i32 %454, %5, !dbg !49
  %470 = mul i32 %455, %5, !dbg !49
  %471 = add i32 %266, %456, !dbg !50
  %472 = add i32 %267, %457, !dbg !50
  %473 = add i32 %268, %458, !dbg !50
  %474 = add i32 %269, %459, !dbg !50
  %475 = add i32 %270, %460, !dbg !50
  %476 = add i32 %271, %461, !dbg !50
  %477 = add i32 %272, %462, !dbg !50
  %478 = add i32 %273, %463, !dbg !50
  %479 = add i32 %274, %464, !dbg !50
  %480 = add i32 %275, %465, !dbg !50
  %481 = add i32 %276, %466, !dbg !50
  %482 = add i32 %277, %467, !dbg !50
  %483 = add i32 %278, %468, !dbg !50
  %484 = add i32 %279, %469, !dbg !50
  %485 = add i32 %280, %470, !dbg !50
  %486 = mul i32 %471, %6, !dbg !51
  %487 = mul i32 %472, %6, !dbg !51
  %488 = mul i32 %473, %6, !dbg !51
  %489 = mul i32 %474, %6, !dbg !51
  %490 = mul i32 %475, %6, !dbg !51
  %491 = mul i32 %476, %6, !dbg !51
  %492 = mul i32 %477, %6, !dbg !51
  %493 = mul i32 %478, %6, !dbg !51
  %494 = mul i32 %479, %6, !dbg !51
  %495 = mul i32 %480, %6, !dbg !51
  %496 = mul i32 %481, %6, !dbg !51
  %497 = mul i32 %482, %6, !dbg !51
  %498 = mul i32 %483, %6, !dbg !51
  %499 = mul i32 %484, %6, !dbg !51
  %500 = mul i32 %485, %6, !dbg !51
  %501 = add i32 %.decomposed106, %486, !dbg !52
  %502 = add i32 %.decomposed108, %487, !dbg !52
  %503 = add i32 %.decomposed110, %488, !dbg !52
  %504 = add i32 %.decomposed112, %489, !dbg !52
  %505 = add i32 %.decomposed114, %490, !dbg !52
  %506 = add i32 %.decomposed116, %491, !dbg !52
  %507 = add i32 %.decomposed118, %492, !dbg !52
  %508 = add i32 %.decomposed120, %493, !dbg !52
  %509 = add i32 %.decomposed122, %494, !dbg !52
  %510 = add i32 %.decomposed124, %495, !dbg !52
  %511 = add i32 %.decomposed126, %496, !dbg !52
  %512 = add i32 %.decomposed128, %497, !dbg !52
  %513 = add i32 %.decomposed130, %498, !dbg !52
  %514 = add i32 %.decomposed132, %499, !dbg !52
  %515 = add i32 %.decomposed134, %500, !dbg !52
  %516 = sext i32 %501 to i64, !dbg !53
  %517 = getelementptr half, ptr addrspace(1) %0, i64 %516, !dbg !53
  %518 = sext i32 %502 to i64, !dbg !53
  %519 = getelementptr half, ptr addrspace(1) %0, i64 %518, !dbg !53
  %520 = sext i32 %503 to i64, !dbg !53
  %521 = getelementptr half, ptr addrspace(1) %0, i64 %520, !dbg !53
  %522 = sext i32 %504 to i64, !dbg !53
  %523 = getelementptr half, ptr addrspace(1) %0, i64 %522, !dbg !53
  %524 = sext i32 %505 to i64, !dbg !53
  %525 = getelementptr half, ptr addrspace(1) %0, i64 %524, !dbg !53
  %526 = sext i32 %506 to i64, !dbg !53
  %527 = getelementptr half, ptr addrspace(1) %0, i64 %526, !dbg !53
  %528 = sext i32 %507 to i64, !dbg !53
  %529 = getelementptr half, ptr addrspace(1) %0, i64 %528, !dbg !53
  %530 = sext i32 %508 to i64, !dbg !53
  %531 = getelementptr half, ptr addrspace(1) %0, i64 %530, !dbg !53
  %532 = sext i32 %509 to i64, !dbg !53
  %533 = getelementptr half, ptr addrspace(1) %0, i64 %532, !dbg !53
  %534 = sext i32 %510 to i64, !dbg !53
  %535 = getelementptr half, ptr addrspace(1) %0, i64 %534, !dbg !53
  %536 = sext i32 %511 to i64, !dbg !53
  %537 = getelementptr half, ptr addrspace(1) %0, i64 %536, !dbg !53
  %538 = sext i32 %512 to i64, !dbg !53
  %539 = getelementptr half, ptr addrspace(1) %0, i64 %538, !dbg !53
  %540 = sext i32 %513 to i64, !dbg !53
  %541 = getelementptr half, ptr addrspace(1) %0, i64 %540, !dbg !53
  %542 = sext i32 %514 to i64, !dbg !53
  %543 = getelementptr half, ptr addrspace(1) %0, i64 %542, !dbg !53
  %544 = sext i32 %515 to i64, !dbg !53
  %545 = getelementptr half, ptr addrspace(1) %0, i64 %544, !dbg !53
  br i1 %410, label %546, label %556, !dbg !54

546:                                              ; preds = %151
  %547 = add i32 %249, %74, !dbg !48
  %548 = mul i32 %547, %5, !dbg !49
  %549 = add i32 %265, %548, !dbg !50
  %550 = mul i32 %549, %6, !dbg !51
  %551 = mul i32 %218, %.frozen135, !dbg !36
  %.decomposed136 = sub i32 %.decomposed59, %551, !dbg !36
  %552 = add i32 %.decomposed136, %550, !dbg !52
  %553 = sext i32 %552 to i64, !dbg !53
  %554 = getelementptr half, ptr addrspace(1) %0, i64 %553, !dbg !53
  %555 = load <1 x half>, ptr addrspace(1) %554, align 2, !dbg !54
  br label %556, !dbg !54

556:                                              ; preds = %546, %151
  %557 = phi <1 x half> [ %555, %546 ], [ zeroinitializer, %151 ], !dbg !54
  %558 = extractelement <1 x half> %557, i64 0, !dbg !54
  br i1 %412, label %559, label %561, !dbg !54

559:                                              ; preds = %556
  %560 = load <1 x half>, ptr addrspace(1) %517, align 2, !dbg !54
  br label %561, !dbg !54

561:                                              ; preds = %559, %556
  %562 = phi <1 x half> [ %560, %559 ], [ zeroinitializer, %556 ], !dbg !54
  %563 = extractelement <1 x half> %562, i64 0, !dbg !54
  br i1 %414, label %564, label %566, !dbg !54

564:                                              ; preds = %561
  %565 = load <1 x half>, ptr addrspace(1) %519, align 2, !dbg !54
  br label %566, !dbg !54

566:                                              ; preds = %564, %561
  %567 = phi <1 x half> [ %565, %564 ], [ zeroinitializer, %561 ], !dbg !54
  %568 = extractelement <1 x half> %567, i64 0, !dbg !54
  br i1 %416, label %569, label %571, !dbg !54

569:                                              ; preds = %566
  %570 = load <1 x half>, ptr addrspace(1) %521, align 2, !dbg !54
  br label %571, !dbg !54

571:                                              ; preds = %569, %566
  %572 = phi <1 x half> [ %570, %569 ], [ zeroinitializer, %566 ], !dbg !54
  %573 = extractelement <1 x half> %572, i64 0, !dbg !54
  br i1 %418, label %574, label %576, !dbg !54

574:                                              ; preds = %571
  %575 = load <1 x half>, ptr addrspace(1) %523, align 2, !dbg !54
  br label %576, !dbg !54

576:                                              ; preds = %574, %571
  %577 = phi <1 x half> [ %575, %574 ], [ zeroinitializer, %571 ], !dbg !54
  %578 = extractelement <1 x half> %577, i64 0, !dbg !54
  br i1 %420, label %579, label %581, !dbg !54

579:                                              ; preds = %576
  %580 = load <1 x half>, ptr addrspace(1) %525, align 2, !dbg !54
  br label %581, !dbg !54

581:                                              ; preds = %579, %576
  %582 = phi <1 x half> [ %580, %579 ], [ zeroinitializer, %576 ], !dbg !54
  %583 = extractelement <1 x half> %582, i64 0, !dbg !54
  br i1 %422, label %584, label %586, !dbg !54

584:                                              ; preds = %581
  %585 = load <1 x half>, ptr addrspace(1) %527, align 2, !dbg !54
  br label %586, !dbg !54

586:                                              ; preds = %584, %581
  %587 = phi <1 x half> [ %585, %584 ], [ zeroinitializer, %581 ], !dbg !54
  %588 = extractelement <1 x half> %587, i64 0, !dbg !54
  br i1 %424, label %589, label %591, !dbg !54

589:                                              ; preds = %586
  %590 = load <1 x half>, ptr addrspace(1) %529, align 2, !dbg !54
  br label %591, !dbg !54

591:                                              ; preds = %589, %586
  %592 = phi <1 x half> [ %590, %589 ], [ zeroinitializer, %586 ], !dbg !54
  %593 = extractelement <1 x half> %592, i64 0, !dbg !54
  br i1 %426, label %594, label %596, !dbg !54

594:                                              ; preds = %591
  %595 = load <1 x half>, ptr addrspace(1) %531, align 2, !dbg !54
  br label %596, !dbg !54

596:                                              ; preds = %594, %591
  %597 = phi <1 x half> [ %595, %594 ], [ zeroinitializer, %591 ], !dbg !54
  %598 = extractelement <1 x half> %597, i64 0, !dbg !54
  br i1 %428, label %599, label %601, !dbg !54

599:                                              ; preds = %596
  %600 = load <1 x half>, ptr addrspace(1) %533, align 2, !dbg !54
  br label %601, !dbg !54

601:                                              ; preds = %599, %596
  %602 = phi <1 x half> [ %600, %599 ], [ zeroinitializer, %596 ], !dbg !54
  %603 = extractelement <1 x half> %602, i64 0, !dbg !54
  br i1 %430, label %604, label %606, !dbg !54

604:                                              ; preds = %601
  %605 = load <1 x half>, ptr addrspace(1) %535, align 2, !dbg !54
  br label %606, !dbg !54

606:                                              ; preds = %604, %601
  %607 = phi <1 x half> [ %605, %604 ], [ zeroinitializer, %601 ], !dbg !54
  %608 = extractelement <1 x half> %607, i64 0, !dbg !54
  br i1 %432, label %609, label %611, !dbg !54

609:                                              ; preds = %606
  %610 = load <1 x half>, ptr addrspace(1) %537, align 2, !dbg !54
  br label %611, !dbg !54

611:                                              ; preds = %609, %606
  %612 = phi <1 x half> [ %610, %609 ], [ zeroinitializer, %606 ], !dbg !54
  %613 = extractelement <1 x half> %612, i64 0, !dbg !54
  br i1 %434, label %614, label %616, !dbg !54

614:                                              ; preds = %611
  %615 = load <1 x half>, ptr addrspace(1) %539, align 2, !dbg !54
  br label %616, !dbg !54

616:                                              ; preds = %614, %611
  %617 = phi <1 x half> [ %615, %614 ], [ zeroinitializer, %611 ], !dbg !54
  %618 = extractelement <1 x half> %617, i64 0, !dbg !54
  br i1 %436, label %619, label %621, !dbg !54

619:                                              ; preds = %616
  %620 = load <1 x half>, ptr addrspace(1) %541, align 2, !dbg !54
  br label %621, !dbg !54

621:                                              ; preds = %619, %616
  %622 = phi <1 x half> [ %620, %619 ], [ zeroinitializer, %616 ], !dbg !54
  %623 = extractelement <1 x half> %622, i64 0, !dbg !54
  br i1 %438, label %624, label %626, !dbg !54

624:                                              ; preds = %621
  %625 = load <1 x half>, ptr addrspace(1) %543, align 2, !dbg !54
  br label %626, !dbg !54

626:                                              ; preds = %624, %621
  %627 = phi <1 x half> [ %625, %624 ], [ zeroinitializer, %621 ], !dbg !54
  %628 = extractelement <1 x half> %627, i64 0, !dbg !54
  br i1 %440, label %629, label %631, !dbg !54

629:                                              ; preds = %626
  %630 = load <1 x half>, ptr addrspace(1) %545, align 2, !dbg !54
  br label %631, !dbg !54

631:                                              ; preds = %629, %626
  %632 = phi <1 x half> [ %630, %629 ], [ zeroinitializer, %626 ], !dbg !54
  %633 = extractelement <1 x half> %632, i64 0, !dbg !54
  %634 = add i32 %185, %76, !dbg !55
  %635 = add i32 %185, %77, !dbg !55
  %636 = add i32 %185, %78, !dbg !55
  %637 = add i32 %185, %79, !dbg !55
  %638 = add i32 %185, %80, !dbg !55
  %639 = add i32 %185, %81, !dbg !55
  %640 = add i32 %185, %82, !dbg !55
  %641 = icmp slt i32 %185, %24, !dbg !56
  %642 = and i1 %83, %641, !dbg !57
  %643 = and i1 %84, %641, !dbg !57
  %644 = and i1 %85, %641, !dbg !57
  %645 = and i1 %86, %641, !dbg !57
  %646 = and i1 %87, %641, !dbg !57
  %647 = and i1 %88, %641, !dbg !57
  %648 = and i1 %89, %641, !dbg !57
  %649 = and i1 %90, %641, !dbg !57
  %650 = sext i32 %634 to i64, !dbg !58
  %651 = getelementptr half, ptr addrspace(1) %1, i64 %650, !dbg !58
  %652 = sext i32 %635 to i64, !dbg !58
  %653 = getelementptr half, ptr addrspace(1) %1, i64 %652, !dbg !58
  %654 = sext i32 %636 to i64, !dbg !58
  %655 = getelementptr half, ptr addrspace(1) %1, i64 %654, !dbg !58
  %656 = sext i32 %637 to i64, !dbg !58
  %657 = getelementptr half, ptr addrspace(1) %1, i64 %656, !dbg !58
  %658 = sext i32 %638 to i64, !dbg !58
  %659 = getelementptr half, ptr addrspace(1) %1, i64 %658, !dbg !58
  %660 = sext i32 %639 to i64, !dbg !58
  %661 = getelementptr half, ptr addrspace(1) %1, i64 %660, !dbg !58
  %662 = sext i32 %640 to i64, !dbg !58
  %663 = getelementptr half, ptr addrspace(1) %1, i64 %662, !dbg !58
  br i1 %642, label %664, label %669, !dbg !59

664:                                              ; preds = %631
  %665 = add i32 %185, %75
  %666 = sext i32 %665 to i64
  %667 = getelementptr half, ptr addrspace(1) %1, i64 %666
  %668 = load <1 x half>, ptr addrspace(1) %667, align 2, !dbg !59
  br label %669, !dbg !59

669:                                              ; preds = %664, %631
  %670 = phi <1 x half> [ %668, %664 ], [ zeroinitializer, %631 ], !dbg !59
  br i1 %643, label %671, label %673, !dbg !59

671:                                              ; preds = %669
  %672 = load <1 x half>, ptr addrspace(1) %651, align 2, !dbg !59
  br label %673, !dbg !59

673:                                              ; preds = %671, %669
  %674 = phi <1 x half> [ %672, %671 ], [ zeroinitializer, %669 ], !dbg !59
  br i1 %644, label %675, label %677, !dbg !59

675:                                              ; preds = %673
  %676 = load <1 x half>, ptr addrspace(1) %653, align 2, !dbg !59
  br label %677, !dbg !59

677:                                              ; preds = %675, %673
  %678 = phi <1 x half> [ %676, %675 ], [ zeroinitializer, %673 ], !dbg !59
  br i1 %645, label %679, label %681, !dbg !59

679:                                              ; preds = %677
  %680 = load <1 x half>, ptr addrspace(1) %655, align 2, !dbg !59
  br label %681, !dbg !59

681:                                              ; preds = %679, %677
  %682 = phi <1 x half> [ %680, %679 ], [ zeroinitializer, %677 ], !dbg !59
  br i1 %646, label %683, label %685, !dbg !59

683:                                              ; preds = %681
  %684 = load <1 x half>, ptr addrspace(1) %657, align 2, !dbg !59
  br label %685, !dbg !59

685:                                              ; preds = %683, %681
  %686 = phi <1 x half> [ %684, %683 ], [ zeroinitializer, %681 ], !dbg !59
  br i1 %647, label %687, label %689, !dbg !59

687:                                              ; preds = %685
  %688 = load <1 x half>, ptr addrspace(1) %659, align 2, !dbg !59
  br label %689, !dbg !59

689:                                              ; preds = %687, %685
  %690 = phi <1 x half> [ %688, %687 ], [ zeroinitializer, %685 ], !dbg !59
  br i1 %648, label %691, label %693, !dbg !59

691:                                              ; preds = %689
  %692 = load <1 x half>, ptr addrspace(1) %661, align 2, !dbg !59
  br label %693, !dbg !59

693:                                              ; preds = %691, %689
  %694 = phi <1 x half> [ %692, %691 ], [ zeroinitializer, %689 ], !dbg !59
  br i1 %649, label %695, label %697, !dbg !59

695:                                              ; preds = %693
  %696 = load <1 x half>, ptr addrspace(1) %663, align 2, !dbg !59
  br label %697, !dbg !59

697:                                              ; preds = %695, %693
  %698 = phi <1 x half> [ %696, %695 ], [ zeroinitializer, %693 ], !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %699 = insertelement <4 x half> poison, half %558, i64 0, !dbg !54
  %700 = insertelement <4 x half> %699, half %563, i64 1, !dbg !54
  %701 = insertelement <4 x half> %700, half %568, i64 2, !dbg !54
  %702 = insertelement <4 x half> %701, half %573, i64 3, !dbg !54
  store <4 x half> %702, ptr addrspace(3) %102, align 8, !dbg !54
  %703 = insertelement <4 x half> poison, half %578, i64 0, !dbg !54
  %704 = insertelement <4 x half> %703, half %583, i64 1, !dbg !54
  %705 = insertelement <4 x half> %704, half %588, i64 2, !dbg !54
  %706 = insertelement <4 x half> %705, half %593, i64 3, !dbg !54
  store <4 x half> %706, ptr addrspace(3) %104, align 8, !dbg !54
  %707 = insertelement <4 x half> poison, half %598, i64 0, !dbg !54
  %708 = insertelement <4 x half> %707, half %603, i64 1, !dbg !54
  %709 = insertelement <4 x half> %708, half %608, i64 2, !dbg !54
  %710 = insertelement <4 x half> %709, half %613, i64 3, !dbg !54
  store <4 x half> %710, ptr addrspace(3) %106, align 8, !dbg !54
  %711 = insertelement <4 x half> poison, half %618, i64 0, !dbg !54
  %712 = insertelement <4 x half> %711, half %623, i64 1, !dbg !54
  %713 = insertelement <4 x half> %712, half %628, i64 2, !dbg !54
  %714 = insertelement <4 x half> %713, half %633, i64 3, !dbg !54
  store <4 x half> %714, ptr addrspace(3) %108, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !54
  tail call void @llvm.amdgcn.s.barrier(), !dbg !54
  %715 = load <4 x half>, ptr addrspace(3) %120, align 8, !dbg !54
  %716 = load <4 x half>, ptr addrspace(3) %122, align 8, !dbg !54
  %717 = load <4 x half>, ptr addrspace(3) %124, align 8, !dbg !54
  %718 = load <4 x half>, ptr addrspace(3) %126, align 8, !dbg !54
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  store <1 x half> %670, ptr addrspace(3) %130, align 2, !dbg !59
  store <1 x half> %686, ptr addrspace(3) %131, align 2, !dbg !59
  store <1 x half> %674, ptr addrspace(3) %133, align 2, !dbg !59
  store <1 x half> %690, ptr addrspace(3) %134, align 2, !dbg !59
  store <1 x half> %678, ptr addrspace(3) %136, align 2, !dbg !59
  store <1 x half> %694, ptr addrspace(3) %137, align 2, !dbg !59
  store <1 x half> %682, ptr addrspace(3) %139, align 2, !dbg !59
  store <1 x half> %698, ptr addrspace(3) %140, align 2, !dbg !59
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !59
  tail call void @llvm.amdgcn.s.barrier(), !dbg !59
  %719 = load <4 x half>, ptr addrspace(3) %144, align 8, !dbg !59
  %720 = load <4 x half>, ptr addrspace(3) %146, align 8, !dbg !59
  %721 = load <4 x half>, ptr addrspace(3) %148, align 8, !dbg !59
  %722 = load <4 x half>, ptr addrspace(3) %150, align 8, !dbg !59
  %723 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %152, i64 0, !dbg !60
  %724 = insertelement <16 x float> %723, float %153, i64 1, !dbg !60
  %725 = insertelement <16 x float> %724, float %154, i64 2, !dbg !60
  %726 = insertelement <16 x float> %725, float %155, i64 3, !dbg !60
  %727 = insertelement <16 x float> %726, float %156, i64 4, !dbg !60
  %728 = insertelement <16 x float> %727, float %157, i64 5, !dbg !60
  %729 = insertelement <16 x float> %728, float %158, i64 6, !dbg !60
  %730 = insertelement <16 x float> %729, float %159, i64 7, !dbg !60
  %731 = insertelement <16 x float> %730, float %160, i64 8, !dbg !60
  %732 = insertelement <16 x float> %731, float %161, i64 9, !dbg !60
  %733 = insertelement <16 x float> %732, float %162, i64 10, !dbg !60
  %734 = insertelement <16 x float> %733, float %163, i64 11, !dbg !60
  %735 = insertelement <16 x float> %734, float %164, i64 12, !dbg !60
  %736 = insertelement <16 x float> %735, float %165, i64 13, !dbg !60
  %737 = insertelement <16 x float> %736, float %166, i64 14, !dbg !60
  %738 = insertelement <16 x float> %737, float %167, i64 15, !dbg !60
  %739 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %719, <4 x half> %715, <16 x float> %738, i32 0, i32 0, i32 0), !dbg !60
  %740 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %720, <4 x half> %716, <16 x float> %739, i32 0, i32 0, i32 0), !dbg !60
  %741 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %721, <4 x half> %717, <16 x float> %740, i32 0, i32 0, i32 0), !dbg !60
  %742 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %722, <4 x half> %718, <16 x float> %741, i32 0, i32 0, i32 0), !dbg !60
  %743 = extractelement <16 x float> %742, i64 0, !dbg !60
  %744 = extractelement <16 x float> %742, i64 1, !dbg !60
  %745 = extractelement <16 x float> %742, i64 2, !dbg !60
  %746 = extractelement <16 x float> %742, i64 3, !dbg !60
  %747 = extractelement <16 x float> %742, i64 4, !dbg !60
  %748 = extractelement <16 x float> %742, i64 5, !dbg !60
  %749 = extractelement <16 x float> %742, i64 6, !dbg !60
  %750 = extractelement <16 x float> %742, i64 7, !dbg !60
  %751 = extractelement <16 x float> %742, i64 8, !dbg !60
  %752 = extractelement <16 x float> %742, i64 9, !dbg !60
  %753 = extractelement <16 x float> %742, i64 10, !dbg !60
  %754 = extractelement <16 x float> %742, i64 11, !dbg !60
  %755 = extractelement <16 x float> %742, i64 12, !dbg !60
  %756 = extractelement <16 x float> %742, i64 13, !dbg !60
  %757 = extractelement <16 x float> %742, i64 14, !dbg !60
  %758 = extractelement <16 x float> %742, i64 15, !dbg !60
  %759 = add i32 %168, 32, !dbg !31
  %760 = icmp slt i32 %759, %24, !dbg !31
  br i1 %760, label %151, label %._crit_edge.loopexit, !dbg !31

._crit_edge.loopexit:                             ; preds = %697
  %761 = fptrunc float %744 to half, !dbg !61
  %762 = fptrunc float %745 to half, !dbg !61
  %763 = fptrunc float %746 to half, !dbg !61
  %764 = fptrunc float %747 to half, !dbg !61
  %765 = fptrunc float %748 to half, !dbg !61
  %766 = fptrunc float %749 to half, !dbg !61
  %767 = fptrunc float %750 to half, !dbg !61
  %768 = fptrunc float %751 to half, !dbg !61
  %769 = fptrunc float %752 to half, !dbg !61
  %770 = fptrunc float %753 to half, !dbg !61
  %771 = fptrunc float %754 to half, !dbg !61
  %772 = fptrunc float %755 to half, !dbg !61
  %773 = fptrunc float %756 to half, !dbg !61
  %774 = fptrunc float %757 to half, !dbg !61
  %775 = fptrunc float %758 to half, !dbg !61
  %776 = fptrunc float %743 to half
  br label %._crit_edge, !dbg !62

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %18
  %777 = phi half [ 0xH0000, %18 ], [ %776, %._crit_edge.loopexit ], !dbg !63
  %778 = phi half [ 0xH0000, %18 ], [ %761, %._crit_edge.loopexit ], !dbg !63
  %779 = phi half [ 0xH0000, %18 ], [ %762, %._crit_edge.loopexit ], !dbg !63
  %780 = phi half [ 0xH0000, %18 ], [ %763, %._crit_edge.loopexit ], !dbg !63
  %781 = phi half [ 0xH0000, %18 ], [ %764, %._crit_edge.loopexit ], !dbg !63
  %782 = phi half [ 0xH0000, %18 ], [ %765, %._crit_edge.loopexit ], !dbg !63
  %783 = phi half [ 0xH0000, %18 ], [ %766, %._crit_edge.loopexit ], !dbg !63
  %784 = phi half [ 0xH0000, %18 ], [ %767, %._crit_edge.loopexit ], !dbg !63
  %785 = phi half [ 0xH0000, %18 ], [ %768, %._crit_edge.loopexit ], !dbg !63
  %786 = phi half [ 0xH0000, %18 ], [ %769, %._crit_edge.loopexit ], !dbg !63
  %787 = phi half [ 0xH0000, %18 ], [ %770, %._crit_edge.loopexit ], !dbg !63
  %788 = phi half [ 0xH0000, %18 ], [ %771, %._crit_edge.loopexit ], !dbg !63
  %789 = phi half [ 0xH0000, %18 ], [ %772, %._crit_edge.loopexit ], !dbg !63
  %790 = phi half [ 0xH0000, %18 ], [ %773, %._crit_edge.loopexit ], !dbg !63
  %791 = phi half [ 0xH0000, %18 ], [ %774, %._crit_edge.loopexit ], !dbg !63
  %792 = phi half [ 0xH0000, %18 ], [ %775, %._crit_edge.loopexit ], !dbg !63
  %793 = mul i32 %7, %33, !dbg !62
  %794 = add i32 %793, %50, !dbg !64
  %795 = add i32 %793, %51, !dbg !64
  %796 = add i32 %793, %52, !dbg !64
  %797 = add i32 %793, %53, !dbg !64
  %798 = add i32 %793, %54, !dbg !64
  %799 = add i32 %793, %55, !dbg !64
  %800 = add i32 %793, %56, !dbg !64
  %801 = add i32 %793, %57, !dbg !64
  %802 = add i32 %793, %58, !dbg !64
  %803 = add i32 %793, %59, !dbg !64
  %804 = add i32 %793, %60, !dbg !64
  %805 = add i32 %793, %61, !dbg !64
  %806 = add i32 %793, %62, !dbg !64
  %807 = add i32 %793, %63, !dbg !64
  %808 = add i32 %793, %64, !dbg !64
  %809 = icmp slt i32 %33, %22, !dbg !65
  %810 = icmp slt i32 %49, %7, !dbg !66
  %811 = icmp slt i32 %50, %7, !dbg !66
  %812 = icmp slt i32 %51, %7, !dbg !66
  %813 = icmp slt i32 %52, %7, !dbg !66
  %814 = icmp slt i32 %53, %7, !dbg !66
  %815 = icmp slt i32 %54, %7, !dbg !66
  %816 = icmp slt i32 %55, %7, !dbg !66
  %817 = icmp slt i32 %56, %7, !dbg !66
  %818 = icmp slt i32 %57, %7, !dbg !66
  %819 = icmp slt i32 %58, %7, !dbg !66
  %820 = icmp slt i32 %59, %7, !dbg !66
  %821 = icmp slt i32 %60, %7, !dbg !66
  %822 = icmp slt i32 %61, %7, !dbg !66
  %823 = icmp slt i32 %62, %7, !dbg !66
  %824 = icmp slt i32 %63, %7, !dbg !66
  %825 = icmp slt i32 %64, %7, !dbg !66
  %826 = and i1 %810, %809, !dbg !67
  %827 = and i1 %811, %809, !dbg !67
  %828 = and i1 %812, %809, !dbg !67
  %829 = and i1 %813, %809, !dbg !67
  %830 = and i1 %814, %809, !dbg !67
  %831 = and i1 %815, %809, !dbg !67
  %832 = and i1 %816, %809, !dbg !67
  %833 = and i1 %817, %809, !dbg !67
  %834 = and i1 %818, %809, !dbg !67
  %835 = and i1 %819, %809, !dbg !67
  %836 = and i1 %820, %809, !dbg !67
  %837 = and i1 %821, %809, !dbg !67
  %838 = and i1 %822, %809, !dbg !67
  %839 = and i1 %823, %809, !dbg !67
  %840 = and i1 %824, %809, !dbg !67
  %841 = and i1 %825, %809, !dbg !67
  %842 = sext i32 %794 to i64, !dbg !68
  %843 = getelementptr half, ptr addrspace(1) %2, i64 %842, !dbg !68
  %844 = sext i32 %795 to i64, !dbg !68
  %845 = getelementptr half, ptr addrspace(1) %2, i64 %844, !dbg !68
  %846 = sext i32 %796 to i64, !dbg !68
  %847 = getelementptr half, ptr addrspace(1) %2, i64 %846, !dbg !68
  %848 = sext i32 %797 to i64, !dbg !68
  %849 = getelementptr half, ptr addrspace(1) %2, i64 %848, !dbg !68
  %850 = sext i32 %798 to i64, !dbg !68
  %851 = getelementptr half, ptr addrspace(1) %2, i64 %850, !dbg !68
  %852 = sext i32 %799 to i64, !dbg !68
  %853 = getelementptr half, ptr addrspace(1) %2, i64 %852, !dbg !68
  %854 = sext i32 %800 to i64, !dbg !68
  %855 = getelementptr half, ptr addrspace(1) %2, i64 %854, !dbg !68
  %856 = sext i32 %801 to i64, !dbg !68
  %857 = getelementptr half, ptr addrspace(1) %2, i64 %856, !dbg !68
  %858 = sext i32 %802 to i64, !dbg !68
  %859 = getelementptr half, ptr addrspace(1) %2, i64 %858, !dbg !68
  %860 = sext i32 %803 to i64, !dbg !68
  %861 = getelementptr half, ptr addrspace(1) %2, i64 %860, !dbg !68
  %862 = sext i32 %804 to i64, !dbg !68
  %863 = getelementptr half, ptr addrspace(1) %2, i64 %862, !dbg !68
  %864 = sext i32 %805 to i64, !dbg !68
  %865 = getelementptr half, ptr addrspace(1) %2, i64 %864, !dbg !68
  %866 = sext i32 %806 to i64, !dbg !68
  %867 = getelementptr half, ptr addrspace(1) %2, i64 %866, !dbg !68
  %868 = sext i32 %807 to i64, !dbg !68
  %869 = getelementptr half, ptr addrspace(1) %2, i64 %868, !dbg !68
  %870 = sext i32 %808 to i64, !dbg !68
  %871 = getelementptr half, ptr addrspace(1) %2, i64 %870, !dbg !68
  br i1 %826, label %872, label %877, !dbg !69

872:                                              ; preds = %._crit_edge
  %873 = add i32 %793, %49
  %874 = sext i32 %873 to i64
  %875 = getelementptr half, ptr addrspace(1) %2, i64 %874
  %876 = insertelement <1 x half> poison, half %777, i64 0
  store <1 x half> %876, ptr addrspace(1) %875, align 2, !dbg !69
  br label %877, !dbg !69

877:                                              ; preds = %872, %._crit_edge
  br i1 %827, label %878, label %880, !dbg !69

878:                                              ; preds = %877
  %879 = insertelement <1 x half> poison, half %778, i64 0
  store <1 x half> %879, ptr addrspace(1) %843, align 2, !dbg !69
  br label %880, !dbg !69

880:                                              ; preds = %878, %877
  br i1 %828, label %881, label %883, !dbg !69

881:                                              ; preds = %880
  %882 = insertelement <1 x half> poison, half %779, i64 0
  store <1 x half> %882, ptr addrspace(1) %845, align 2, !dbg !69
  br label %883, !dbg !69

883:                                              ; preds = %881, %880
  br i1 %829, label %884, label %886, !dbg !69

884:                                              ; preds = %883
  %885 = insertelement <1 x half> poison, half %780, i64 0
  store <1 x half> %885, ptr addrspace(1) %847, align 2, !dbg !69
  br label %886, !dbg !69

886:                                              ; preds = %884, %883
  br i1 %830, label %887, label %889, !dbg !69

887:                                              ; preds = %886
  %888 = insertelement <1 x half> poison, half %781, i64 0
  store <1 x half> %888, ptr addrspace(1) %849, align 2, !dbg !69
  br label %889, !dbg !69

889:                                              ; preds = %887, %886
  br i1 %831, label %890, label %892, !dbg !69

890:                                              ; preds = %889
  %891 = insertelement <1 x half> poison, half %782, i64 0
  store <1 x half> %891, ptr addrspace(1) %851, align 2, !dbg !69
  br label %892, !dbg !69

892:                                              ; preds = %890, %889
  br i1 %832, label %893, label %895, !dbg !69

893:                                              ; preds = %892
  %894 = insertelement <1 x half> poison, half %783, i64 0
  store <1 x half> %894, ptr addrspace(1) %853, align 2, !dbg !69
  br label %895, !dbg !69

895:                                              ; preds = %893, %892
  br i1 %833, label %896, label %898, !dbg !69

896:                                              ; preds = %895
  %897 = insertelement <1 x half> poison, half %784, i64 0
  store <1 x half> %897, ptr addrspace(1) %855, align 2, !dbg !69
  br label %898, !dbg !69

898:                                              ; preds = %896, %895
  br i1 %834, label %899, label %901, !dbg !69

899:                                              ; preds = %898
  %900 = insertelement <1 x half> poison, half %785, i64 0
  store <1 x half> %900, ptr addrspace(1) %857, align 2, !dbg !69
  br label %901, !dbg !69

901:                                              ; preds = %899, %898
  br i1 %835, label %902, label %904, !dbg !69

902:                                              ; preds = %901
  %903 = insertelement <1 x half> poison, half %786, i64 0
  store <1 x half> %903, ptr addrspace(1) %859, align 2, !dbg !69
  br label %904, !dbg !69

904:                                              ; preds = %902, %901
  br i1 %836, label %905, label %907, !dbg !69

905:                                              ; preds = %904
  %906 = insertelement <1 x half> poison, half %787, i64 0
  store <1 x half> %906, ptr addrspace(1) %861, align 2, !dbg !69
  br label %907, !dbg !69

907:                                              ; preds = %905, %904
  br i1 %837, label %908, label %910, !dbg !69

908:                                              ; preds = %907
  %909 = insertelement <1 x half> poison, half %788, i64 0
  store <1 x half> %909, ptr addrspace(1) %863, align 2, !dbg !69
  br label %910, !dbg !69

910:                                              ; preds = %908, %907
  br i1 %838, label %911, label %913, !dbg !69

911:                                              ; preds = %910
  %912 = insertelement <1 x half> poison, half %789, i64 0
  store <1 x half> %912, ptr addrspace(1) %865, align 2, !dbg !69
  br label %913, !dbg !69

913:                                              ; preds = %911, %910
  br i1 %839, label %914, label %916, !dbg !69

914:                                              ; preds = %913
  %915 = insertelement <1 x half> poison, half %790, i64 0
  store <1 x half> %915, ptr addrspace(1) %867, align 2, !dbg !69
  br label %916, !dbg !69

916:                                              ; preds = %914, %913
  br i1 %840, label %917, label %919, !dbg !69

917:                                              ; preds = %916
  %918 = insertelement <1 x half> poison, half %791, i64 0
  store <1 x half> %918, ptr addrspace(1) %869, align 2, !dbg !69
  br label %919, !dbg !69

919:                                              ; preds = %917, %916
  br i1 %841, label %920, label %922, !dbg !69

920:                                              ; preds = %919
  %921 = insertelement <1 x half> poison, half %792, i64 0
  store <1 x half> %921, ptr addrspace(1) %871, align 2, !dbg !69
  br label %922, !dbg !69

922:                                              ; preds = %920, %919
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
