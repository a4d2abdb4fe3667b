; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 63, !dbg !8
  %17 = sdiv i32 %16, 64, !dbg !13
  %18 = add i32 %4, 63, !dbg !14
  %19 = sdiv i32 %18, 64, !dbg !16
  %20 = shl nsw i32 %19, 3, !dbg !17
  %.frozen = freeze i32 %20, !dbg !18
  %21 = sdiv i32 %15, %.frozen, !dbg !18
  %22 = shl i32 %21, 3, !dbg !19
  %23 = sub i32 %17, %22, !dbg !20
  %24 = tail call i32 @llvm.smin.i32(i32 %23, i32 8), !dbg !21
  %25 = srem i32 %15, %24, !dbg !22
  %26 = add i32 %22, %25, !dbg !23
  %27 = mul i32 %21, %.frozen, !dbg !24
  %.decomposed = sub i32 %15, %27, !dbg !24
  %28 = sdiv i32 %.decomposed, %24, !dbg !25
  %29 = shl i32 %26, 6, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 63, !dbg !27
  %32 = and i32 %30, 64, !dbg !27
  %.lobit = lshr exact i32 %32, 6, !dbg !27
  %33 = or disjoint i32 %.lobit, 2, !dbg !27
  %34 = or disjoint i32 %.lobit, 4, !dbg !27
  %35 = or disjoint i32 %.lobit, 6, !dbg !27
  %36 = or disjoint i32 %.lobit, 8, !dbg !27
  %37 = or disjoint i32 %.lobit, 10, !dbg !27
  %38 = or disjoint i32 %.lobit, 12, !dbg !27
  %39 = or disjoint i32 %.lobit, 14, !dbg !27
  %40 = or disjoint i32 %.lobit, 16, !dbg !27
  %41 = or disjoint i32 %.lobit, 18, !dbg !27
  %42 = or disjoint i32 %.lobit, 20, !dbg !27
  %43 = or disjoint i32 %.lobit, 22, !dbg !27
  %44 = or disjoint i32 %.lobit, 24, !dbg !27
  %45 = or disjoint i32 %.lobit, 26, !dbg !27
  %46 = or disjoint i32 %.lobit, 28, !dbg !27
  %47 = or disjoint i32 %.lobit, 30, !dbg !27
  %48 = or disjoint i32 %29, %31, !dbg !28
  %49 = shl i32 %28, 6, !dbg !29
  %50 = and i32 %30, 31, !dbg !30
  %51 = add i32 %5, 31, !dbg !31
  %52 = sdiv i32 %51, 32, !dbg !33
  %53 = icmp sgt i32 %51, 31, !dbg !34
  br i1 %53, label %.lr.ph, label %._crit_edge, !dbg !34

.lr.ph:                                           ; preds = %14
  %54 = shl i32 %8, 5, !dbg !35
  %55 = shl i32 %7, 5, !dbg !36
  %56 = mul i32 %8, %50, !dbg !37
  %57 = sext i32 %56 to i64, !dbg !38
  %58 = getelementptr half, ptr addrspace(1) %1, i64 %57, !dbg !38
  %59 = lshr i32 %30, 5, !dbg !27
  %60 = or disjoint i32 %49, %59, !dbg !39
  %61 = or i32 %60, 60, !dbg !39
  %62 = srem i32 %61, %4, !dbg !40
  %63 = mul i32 %62, %9, !dbg !41
  %64 = sext i32 %63 to i64, !dbg !42
  %65 = getelementptr half, ptr addrspace(1) %58, i64 %64, !dbg !42
  %66 = and i32 %59, 3, !dbg !27
  %67 = or disjoint i32 %49, %66, !dbg !27
  %68 = or disjoint i32 %67, 56, !dbg !39
  %69 = srem i32 %68, %4, !dbg !40
  %70 = mul i32 %69, %9, !dbg !41
  %71 = sext i32 %70 to i64, !dbg !42
  %72 = getelementptr half, ptr addrspace(1) %58, i64 %71, !dbg !42
  %73 = or disjoint i32 %67, 52, !dbg !39
  %74 = srem i32 %73, %4, !dbg !40
  %75 = mul i32 %74, %9, !dbg !41
  %76 = sext i32 %75 to i64, !dbg !42
  %77 = getelementptr half, ptr addrspace(1) %58, i64 %76, !dbg !42
  %78 = or disjoint i32 %67, 48, !dbg !39
  %79 = srem i32 %78, %4, !dbg !40
  %80 = mul i32 %79, %9, !dbg !41
  %81 = sext i32 %80 to i64, !dbg !42
  %82 = getelementptr half, ptr addrspace(1) %58, i64 %81, !dbg !42
  %83 = or disjoint i32 %67, 44, !dbg !39
  %84 = srem i32 %83, %4, !dbg !40
  %85 = mul i32 %84, %9, !dbg !41
  %86 = sext i32 %85 to i64, !dbg !42
  %87 = getelementptr half, ptr addrspace(1) %58, i64 %86, !dbg !42
  %88 = or disjoint i32 %67, 40, !dbg !39
  %89 = srem i32 %88, %4, !dbg !40
  %90 = mul i32 %89, %9, !dbg !41
  %91 = sext i32 %90 to i64, !dbg !42
  %92 = getelementptr half, ptr addrspace(1) %58, i64 %91, !dbg !42
  %93 = or disjoint i32 %67, 36, !dbg !39
  %94 = srem i32 %93, %4, !dbg !40
  %95 = mul i32 %94, %9, !dbg !41
  %96 = sext i32 %95 to i64, !dbg !42
  %97 = getelementptr half, ptr addrspace(1) %58, i64 %96, !dbg !42
  %98 = or disjoint i32 %67, 32, !dbg !39
  %99 = srem i32 %98, %4, !dbg !40
  %100 = mul i32 %99, %9, !dbg !41
  %101 = sext i32 %100 to i64, !dbg !42
  %102 = getelementptr half, ptr addrspace(1) %58, i64 %101, !dbg !42
  %103 = or i32 %60, 28, !dbg !39
  %104 = srem i32 %103, %4, !dbg !40
  %105 = mul i32 %104, %9, !dbg !41
  %106 = sext i32 %105 to i64, !dbg !42
  %107 = getelementptr half, ptr addrspace(1) %58, i64 %106, !dbg !42
  %108 = or disjoint i32 %67, 24, !dbg !39
  %109 = srem i32 %108, %4, !dbg !40
  %110 = mul i32 %109, %9, !dbg !41
  %111 = sext i32 %110 to i64, !dbg !42
  %112 = getelementptr half, ptr addrspace(1) %58, i64 %111, !dbg !42
  %113 = or disjoint i32 %67, 20, !dbg !39
  %114 = srem i32 %113, %4, !dbg !40
  %115 = mul i32 %114, %9, !dbg !41
  %116 = sext i32 %115 to i64, !dbg !42
  %117 = getelementptr half, ptr addrspace(1) %58, i64 %116, !dbg !42
  %118 = or disjoint i32 %67, 16, !dbg !39
  %119 = srem i32 %118, %4, !dbg !40
  %120 = mul i32 %119, %9, !dbg !41
  %121 = sext i32 %120 to i64, !dbg !42
  %122 = getelementptr half, ptr addrspace(1) %58, i64 %121, !dbg !42
  %123 = or disjoint i32 %67, 12, !dbg !39
  %124 = srem i32 %123, %4, !dbg !40
  %125 = mul i32 %124, %9, !dbg !41
  %126 = sext i32 %125 to i64, !dbg !42
  %127 = getelementptr half, ptr addrspace(1) %58, i64 %126, !dbg !42
  %128 = or disjoint i32 %67, 8, !dbg !39
  %129 = srem i32 %128, %4, !dbg !40
  %130 = mul i32 %129, %9, !dbg !41
  %131 = sext i32 %130 to i64, !dbg !42
  %132 = getelementptr half, ptr addrspace(1) %58, i64 %131, !dbg !42
  %133 = or disjoint i32 %67, 4, !dbg !39
  %134 = srem i32 %133, %4, !dbg !40
  %135 = mul i32 %134, %9, !dbg !41
  %136 = sext i32 %135 to i64, !dbg !42
  %137 = getelementptr half, ptr addrspace(1) %58, i64 %136, !dbg !42
  %138 = srem i32 %67, %4, !dbg !40
  %139 = mul i32 %138, %9, !dbg !41
  %140 = sext i32 %139 to i64, !dbg !42
  %141 = getelementptr half, ptr addrspace(1) %58, i64 %140, !dbg !42
  %142 = srem i32 %48, %3, !dbg !43
  %143 = mul i32 %142, %6, !dbg !44
  %144 = sext i32 %143 to i64, !dbg !45
  %145 = getelementptr half, ptr addrspace(1) %0, i64 %144, !dbg !45
  %146 = mul i32 %7, %47, !dbg !46
  %147 = sext i32 %146 to i64, !dbg !47
  %148 = getelementptr half, ptr addrspace(1) %145, i64 %147, !dbg !47
  %149 = mul i32 %7, %46, !dbg !46
  %150 = sext i32 %149 to i64, !dbg !47
  %151 = getelementptr half, ptr addrspace(1) %145, i64 %150, !dbg !47
  %152 = mul i32 %7, %45, !dbg !46
  %153 = sext i32 %152 to i64, !dbg !47
  %154 = getelementptr half, ptr addrspace(1) %145, i64 %153, !dbg !47
  %155 = mul i32 %7, %44, !dbg !46
  %156 = sext i32 %155 to i64, !dbg !47
  %157 = getelementptr half, ptr addrspace(1) %145, i64 %156, !dbg !47
  %158 = mul i32 %7, %43, !dbg !46
  %159 = sext i32 %158 to i64, !dbg !47
  %160 = getelementptr half, ptr addrspace(1) %145, i64 %159, !dbg !47
  %161 = mul i32 %7, %42, !dbg !46
  %162 = sext i32 %161 to i64, !dbg !47
  %163 = getelementptr half, ptr addrspace(1) %145, i64 %162, !dbg !47
  %164 = mul i32 %7, %41, !dbg !46
  %165 = sext i32 %164 to i64, !dbg !47
  %166 = getelementptr half, ptr addrspace(1) %145, i64 %165, !dbg !47
  %167 = mul i32 %7, %40, !dbg !46
  %168 = sext i32 %167 to i64, !dbg !47
  %169 = getelementptr half, ptr addrspace(1) %145, i64 %168, !dbg !47
  %170 = mul i32 %7, %39, !dbg !46
  %171 = sext i32 %170 to i64, !dbg !47
  %172 = getelementptr half, ptr addrspace(1) %145, i64 %171, !dbg !47
  %173 = mul i32 %7, %38, !dbg !46
  %174 = sext i32 %173 to i64, !dbg !47
  %175 = getelementptr half, ptr addrspace(1) %145, i64 %174, !dbg !47
  %176 = mul i32 %7, %37, !dbg !46
  %177 = sext i32 %176 to i64, !dbg !47
  %178 = getelementptr half, ptr addrspace(1) %145, i64 %177, !dbg !47
  %179 = mul i32 %7, %36, !dbg !46
  %180 = sext i32 %179 to i64, !dbg !47
  %181 = getelementptr half, ptr addrspace(1) %145, i64 %180, !dbg !47
  %182 = mul i32 %7, %35, !dbg !46
  %183 = sext i32 %182 to i64, !dbg !47
  %184 = getelementptr half, ptr addrspace(1) %145, i64 %183, !dbg !47
  %185 = mul i32 %7, %34, !dbg !46
  %186 = sext i32 %185 to i64, !dbg !47
  %187 = getelementptr half, ptr addrspace(1) %145, i64 %186, !dbg !47
  %188 = mul i32 %7, %33, !dbg !46
  %189 = sext i32 %188 to i64, !dbg !47
  %190 = getelementptr half, ptr addrspace(1) %145, i64 %189, !dbg !47
  %191 = mul nuw nsw i32 %7, %.lobit, !dbg !46
  %192 = sext i32 %191 to i64, !dbg !47
  %193 = getelementptr half, ptr addrspace(1) %145, i64 %192, !dbg !47
  %.not = icmp eq i32 %32, 0, !dbg !27
  %194 = shl nuw nsw i32 %31, 1
  %195 = select i1 %.not, i32 0, i32 144
  %196 = xor i32 %195, %194
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %196
  %198 = or disjoint i32 %196, 1024
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %198
  %200 = or disjoint i32 %196, 2048
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %200
  %202 = or disjoint i32 %196, 3072
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202
  %204 = xor i32 %196, 288
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %204
  %206 = or disjoint i32 %204, 1024
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %206
  %208 = or disjoint i32 %204, 2048
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208
  %210 = or disjoint i32 %204, 3072
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %210
  %212 = xor i32 %196, 576
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %212
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 1024
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 2048
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %213, i32 3072
  %217 = xor i32 %196, 864
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %217
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 1024
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 2048
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %218, i32 3072
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %196
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 512
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %198
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 1536
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %200
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 2560
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %202
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 3584
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %204
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 512
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %206
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 1536
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %208
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 2560
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %210
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %230, i32 3584
  %238 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %239 = and i32 %238, 16383
  %240 = zext nneg i32 %239 to i64
  %241 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %242 = and i32 %241, 16383
  %243 = zext nneg i32 %242 to i64
  %244 = or disjoint i64 %240, 4611686293305294848
  %245 = or disjoint i64 %243, -9223371899415822336
  %246 = add nuw nsw i64 %240, 4611686293305294976
  %247 = add nuw nsw i64 %243, -9223371899415822334
  %248 = sext i32 %55 to i64
  %249 = sext i32 %54 to i64
  br label %250, !dbg !34

250:                                              ; preds = %.lr.ph, %250
  %.pn33203 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %497, %250 ]
  %.pn35202 = phi ptr addrspace(1) [ %72, %.lr.ph ], [ %496, %250 ]
  %.pn37201 = phi ptr addrspace(1) [ %77, %.lr.ph ], [ %495, %250 ]
  %.pn39200 = phi ptr addrspace(1) [ %82, %.lr.ph ], [ %494, %250 ]
  %.pn41199 = phi ptr addrspace(1) [ %87, %.lr.ph ], [ %493, %250 ]
  %.pn43198 = phi ptr addrspace(1) [ %92, %.lr.ph ], [ %492, %250 ]
  %.pn45197 = phi ptr addrspace(1) [ %97, %.lr.ph ], [ %491, %250 ]
  %.pn47196 = phi ptr addrspace(1) [ %102, %.lr.ph ], [ %490, %250 ]
  %.pn49195 = phi ptr addrspace(1) [ %107, %.lr.ph ], [ %489, %250 ]
  %.pn51194 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %488, %250 ]
  %.pn53193 = phi ptr addrspace(1) [ %117, %.lr.ph ], [ %487, %250 ]
  %.pn55192 = phi ptr addrspace(1) [ %122, %.lr.ph ], [ %486, %250 ]
  %.pn57191 = phi ptr addrspace(1) [ %127, %.lr.ph ], [ %485, %250 ]
  %.pn59190 = phi ptr addrspace(1) [ %132, %.lr.ph ], [ %484, %250 ]
  %.pn61189 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %483, %250 ]
  %.pn63188 = phi ptr addrspace(1) [ %141, %.lr.ph ], [ %482, %250 ]
  %.pn1187 = phi ptr addrspace(1) [ %148, %.lr.ph ], [ %481, %250 ]
  %.pn3186 = phi ptr addrspace(1) [ %151, %.lr.ph ], [ %480, %250 ]
  %.pn5185 = phi ptr addrspace(1) [ %154, %.lr.ph ], [ %479, %250 ]
  %.pn7184 = phi ptr addrspace(1) [ %157, %.lr.ph ], [ %478, %250 ]
  %.pn9183 = phi ptr addrspace(1) [ %160, %.lr.ph ], [ %477, %250 ]
  %.pn11182 = phi ptr addrspace(1) [ %163, %.lr.ph ], [ %476, %250 ]
  %.pn13181 = phi ptr addrspace(1) [ %166, %.lr.ph ], [ %475, %250 ]
  %.pn15180 = phi ptr addrspace(1) [ %169, %.lr.ph ], [ %474, %250 ]
  %.pn17179 = phi ptr addrspace(1) [ %172, %.lr.ph ], [ %473, %250 ]
  %.pn19178 = phi ptr addrspace(1) [ %175, %.lr.ph ], [ %472, %250 ]
  %.pn21177 = phi ptr addrspace(1) [ %178, %.lr.ph ], [ %471, %250 ]
  %.pn23176 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %470, %250 ]
  %.pn25175 = phi ptr addrspace(1) [ %184, %.lr.ph ], [ %469, %250 ]
  %.pn27174 = phi ptr addrspace(1) [ %187, %.lr.ph ], [ %468, %250 ]
  %.pn29173 = phi ptr addrspace(1) [ %190, %.lr.ph ], [ %467, %250 ]
  %.pn31172 = phi ptr addrspace(1) [ %193, %.lr.ph ], [ %466, %250 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %434, %250 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph ], [ %435, %250 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph ], [ %436, %250 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph ], [ %437, %250 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph ], [ %438, %250 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph ], [ %439, %250 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph ], [ %440, %250 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph ], [ %441, %250 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph ], [ %442, %250 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph ], [ %443, %250 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph ], [ %444, %250 ]
  %262 = phi float [ 0.000000e+00, %.lr.ph ], [ %445, %250 ]
  %263 = phi float [ 0.000000e+00, %.lr.ph ], [ %446, %250 ]
  %264 = phi float [ 0.000000e+00, %.lr.ph ], [ %447, %250 ]
  %265 = phi float [ 0.000000e+00, %.lr.ph ], [ %448, %250 ]
  %266 = phi float [ 0.000000e+00, %.lr.ph ], [ %449, %250 ]
  %267 = phi float [ 0.000000e+00, %.lr.ph ], [ %450, %250 ]
  %268 = phi float [ 0.000000e+00, %.lr.ph ], [ %451, %250 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph ], [ %452, %250 ]
  %270 = phi float [ 0.000000e+00, %.lr.ph ], [ %453, %250 ]
  %271 = phi float [ 0.000000e+00, %.lr.ph ], [ %454, %250 ]
  %272 = phi float [ 0.000000e+00, %.lr.ph ], [ %455, %250 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph ], [ %456, %250 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %457, %250 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %458, %250 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %459, %250 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %460, %250 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %461, %250 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %462, %250 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %463, %250 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %464, %250 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %465, %250 ]
  %283 = phi i32 [ 0, %.lr.ph ], [ %498, %250 ]
  %284 = shl i32 %283, 5, !dbg !48
  %285 = sub i32 %5, %284, !dbg !49
  %286 = icmp slt i32 %.lobit, %285, !dbg !50
  %287 = icmp slt i32 %33, %285, !dbg !50
  %288 = icmp slt i32 %34, %285, !dbg !50
  %289 = icmp slt i32 %35, %285, !dbg !50
  %290 = icmp slt i32 %36, %285, !dbg !50
  %291 = icmp slt i32 %37, %285, !dbg !50
  %292 = icmp slt i32 %38, %285, !dbg !50
  %293 = icmp slt i32 %39, %285, !dbg !50
  %294 = icmp slt i32 %40, %285, !dbg !50
  %295 = icmp slt i32 %41, %285, !dbg !50
  %296 = icmp slt i32 %42, %285, !dbg !50
  %297 = icmp slt i32 %43, %285, !dbg !50
  %298 = icmp slt i32 %44, %285, !dbg !50
  %299 = icmp slt i32 %45, %285, !dbg !50
  %300 = icmp slt i32 %46, %285, !dbg !50
  %301 = icmp slt i32 %47, %285, !dbg !50
  %302 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31172, i1 %286) #5, !dbg !51
  %303 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29173, i1 %287) #5, !dbg !51
  %304 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27174, i1 %288) #5, !dbg !51
  %305 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25175, i1 %289) #5, !dbg !51
  %306 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23176, i1 %290) #5, !dbg !51
  %307 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21177, i1 %291) #5, !dbg !51
  %308 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19178, i1 %292) #5, !dbg !51
  %309 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17179, i1 %293) #5, !dbg !51
  %310 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15180, i1 %294) #5, !dbg !51
  %311 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13181, i1 %295) #5, !dbg !51
  %312 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11182, i1 %296) #5, !dbg !51
  %313 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9183, i1 %297) #5, !dbg !51
  %314 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7184, i1 %298) #5, !dbg !51
  %315 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5185, i1 %299) #5, !dbg !51
  %316 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3186, i1 %300) #5, !dbg !51
  %317 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1187, i1 %301) #5, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %318 = insertelement <1 x i16> poison, i16 %302, i64 0, !dbg !51
  store <1 x i16> %318, ptr addrspace(3) %197, align 2, !dbg !51
  %319 = insertelement <1 x i16> poison, i16 %306, i64 0, !dbg !51
  store <1 x i16> %319, ptr addrspace(3) %199, align 2, !dbg !51
  %320 = insertelement <1 x i16> poison, i16 %310, i64 0, !dbg !51
  store <1 x i16> %320, ptr addrspace(3) %201, align 2, !dbg !51
  %321 = insertelement <1 x i16> poison, i16 %314, i64 0, !dbg !51
  store <1 x i16> %321, ptr addrspace(3) %203, align 2, !dbg !51
  %322 = insertelement <1 x i16> poison, i16 %303, i64 0, !dbg !51
  store <1 x i16> %322, ptr addrspace(3) %205, align 2, !dbg !51
  %323 = insertelement <1 x i16> poison, i16 %307, i64 0, !dbg !51
  store <1 x i16> %323, ptr addrspace(3) %207, align 2, !dbg !51
  %324 = insertelement <1 x i16> poison, i16 %311, i64 0, !dbg !51
  store <1 x i16> %324, ptr addrspace(3) %209, align 2, !dbg !51
  %325 = insertelement <1 x i16> poison, i16 %315, i64 0, !dbg !51
  store <1 x i16> %325, ptr addrspace(3) %211, align 2, !dbg !51
  %326 = insertelement <1 x i16> poison, i16 %304, i64 0, !dbg !51
  store <1 x i16> %326, ptr addrspace(3) %213, align 2, !dbg !51
  %327 = insertelement <1 x i16> poison, i16 %308, i64 0, !dbg !51
  store <1 x i16> %327, ptr addrspace(3) %214, align 2, !dbg !51
  %328 = insertelement <1 x i16> poison, i16 %312, i64 0, !dbg !51
  store <1 x i16> %328, ptr addrspace(3) %215, align 2, !dbg !51
  %329 = insertelement <1 x i16> poison, i16 %316, i64 0, !dbg !51
  store <1 x i16> %329, ptr addrspace(3) %216, align 2, !dbg !51
  %330 = insertelement <1 x i16> poison, i16 %305, i64 0, !dbg !51
  store <1 x i16> %330, ptr addrspace(3) %218, align 2, !dbg !51
  %331 = insertelement <1 x i16> poison, i16 %309, i64 0, !dbg !51
  store <1 x i16> %331, ptr addrspace(3) %219, align 2, !dbg !51
  %332 = insertelement <1 x i16> poison, i16 %313, i64 0, !dbg !51
  store <1 x i16> %332, ptr addrspace(3) %220, align 2, !dbg !51
  %333 = insertelement <1 x i16> poison, i16 %317, i64 0, !dbg !51
  store <1 x i16> %333, ptr addrspace(3) %221, align 2, !dbg !51
  %334 = icmp slt i32 %50, %285, !dbg !52
  %335 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63188, i1 %334) #5, !dbg !53
  %336 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61189, i1 %334) #5, !dbg !53
  %337 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59190, i1 %334) #5, !dbg !53
  %338 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57191, i1 %334) #5, !dbg !53
  %339 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55192, i1 %334) #5, !dbg !53
  %340 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53193, i1 %334) #5, !dbg !53
  %341 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51194, i1 %334) #5, !dbg !53
  %342 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49195, i1 %334) #5, !dbg !53
  %343 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47196, i1 %334) #5, !dbg !53
  %344 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45197, i1 %334) #5, !dbg !53
  %345 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43198, i1 %334) #5, !dbg !53
  %346 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41199, i1 %334) #5, !dbg !53
  %347 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39200, i1 %334) #5, !dbg !53
  %348 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37201, i1 %334) #5, !dbg !53
  %349 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35202, i1 %334) #5, !dbg !53
  %350 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33203, i1 %334) #5, !dbg !53
  %351 = insertelement <1 x i16> poison, i16 %335, i64 0, !dbg !53
  store <1 x i16> %351, ptr addrspace(3) %222, align 2, !dbg !53
  %352 = insertelement <1 x i16> poison, i16 %337, i64 0, !dbg !53
  store <1 x i16> %352, ptr addrspace(3) %223, align 2, !dbg !53
  %353 = insertelement <1 x i16> poison, i16 %339, i64 0, !dbg !53
  store <1 x i16> %353, ptr addrspace(3) %224, align 2, !dbg !53
  %354 = insertelement <1 x i16> poison, i16 %341, i64 0, !dbg !53
  store <1 x i16> %354, ptr addrspace(3) %225, align 2, !dbg !53
  %355 = insertelement <1 x i16> poison, i16 %343, i64 0, !dbg !53
  store <1 x i16> %355, ptr addrspace(3) %226, align 2, !dbg !53
  %356 = insertelement <1 x i16> poison, i16 %345, i64 0, !dbg !53
  store <1 x i16> %356, ptr addrspace(3) %227, align 2, !dbg !53
  %357 = insertelement <1 x i16> poison, i16 %347, i64 0, !dbg !53
  store <1 x i16> %357, ptr addrspace(3) %228, align 2, !dbg !53
  %358 = insertelement <1 x i16> poison, i16 %349, i64 0, !dbg !53
  store <1 x i16> %358, ptr addrspace(3) %229, align 2, !dbg !53
  %359 = insertelement <1 x i16> poison, i16 %336, i64 0, !dbg !53
  store <1 x i16> %359, ptr addrspace(3) %230, align 2, !dbg !53
  %360 = insertelement <1 x i16> poison, i16 %338, i64 0, !dbg !53
  store <1 x i16> %360, ptr addrspace(3) %231, align 2, !dbg !53
  %361 = insertelement <1 x i16> poison, i16 %340, i64 0, !dbg !53
  store <1 x i16> %361, ptr addrspace(3) %232, align 2, !dbg !53
  %362 = insertelement <1 x i16> poison, i16 %342, i64 0, !dbg !53
  store <1 x i16> %362, ptr addrspace(3) %233, align 2, !dbg !53
  %363 = insertelement <1 x i16> poison, i16 %344, i64 0, !dbg !53
  store <1 x i16> %363, ptr addrspace(3) %234, align 2, !dbg !53
  %364 = insertelement <1 x i16> poison, i16 %346, i64 0, !dbg !53
  store <1 x i16> %364, ptr addrspace(3) %235, align 2, !dbg !53
  %365 = insertelement <1 x i16> poison, i16 %348, i64 0, !dbg !53
  store <1 x i16> %365, ptr addrspace(3) %236, align 2, !dbg !53
  %366 = insertelement <1 x i16> poison, i16 %350, i64 0, !dbg !53
  store <1 x i16> %366, ptr addrspace(3) %237, align 2, !dbg !53
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !54
  %367 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, i64 %244, i64 %245, i1 true) #5, !dbg !54
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 0, !dbg !54
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 1, !dbg !54
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 2, !dbg !54
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 3, !dbg !54
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 4, !dbg !54
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 5, !dbg !54
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 6, !dbg !54
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 7, !dbg !54
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 8, !dbg !54
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 9, !dbg !54
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 10, !dbg !54
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 11, !dbg !54
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 12, !dbg !54
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 13, !dbg !54
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 14, !dbg !54
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 15, !dbg !54
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 16, !dbg !54
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 17, !dbg !54
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 18, !dbg !54
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 19, !dbg !54
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 20, !dbg !54
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 21, !dbg !54
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 22, !dbg !54
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 23, !dbg !54
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 24, !dbg !54
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 25, !dbg !54
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 26, !dbg !54
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 27, !dbg !54
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 28, !dbg !54
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 29, !dbg !54
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 30, !dbg !54
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %367, 31, !dbg !54
  %400 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, i64 %246, i64 %247, i1 true) #5, !dbg !54
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 0, !dbg !54
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 1, !dbg !54
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 2, !dbg !54
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 3, !dbg !54
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 4, !dbg !54
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 5, !dbg !54
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 6, !dbg !54
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 7, !dbg !54
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 8, !dbg !54
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 9, !dbg !54
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 10, !dbg !54
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 11, !dbg !54
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 12, !dbg !54
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 13, !dbg !54
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 14, !dbg !54
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 15, !dbg !54
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 16, !dbg !54
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 17, !dbg !54
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 18, !dbg !54
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 19, !dbg !54
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 20, !dbg !54
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 21, !dbg !54
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 22, !dbg !54
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 23, !dbg !54
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 24, !dbg !54
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 25, !dbg !54
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 26, !dbg !54
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 27, !dbg !54
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 28, !dbg !54
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 29, !dbg !54
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 30, !dbg !54
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %400, 31, !dbg !54
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !54
  %433 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #5, !dbg !54
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 0, !dbg !54
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 1, !dbg !54
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 2, !dbg !54
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 3, !dbg !54
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 4, !dbg !54
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 5, !dbg !54
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 6, !dbg !54
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 7, !dbg !54
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 8, !dbg !54
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 9, !dbg !54
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 10, !dbg !54
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 11, !dbg !54
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 12, !dbg !54
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 13, !dbg !54
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 14, !dbg !54
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 15, !dbg !54
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 16, !dbg !54
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 17, !dbg !54
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 18, !dbg !54
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 19, !dbg !54
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 20, !dbg !54
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 21, !dbg !54
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 22, !dbg !54
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 23, !dbg !54
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 24, !dbg !54
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 25, !dbg !54
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 26, !dbg !54
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 27, !dbg !54
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 28, !dbg !54
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 29, !dbg !54
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 30, !dbg !54
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %433, 31, !dbg !54
  %466 = getelementptr half, ptr addrspace(1) %.pn31172, i64 %248, !dbg !55
  %467 = getelementptr half, ptr addrspace(1) %.pn29173, i64 %248, !dbg !55
  %468 = getelementptr half, ptr addrspace(1) %.pn27174, i64 %248, !dbg !55
  %469 = getelementptr half, ptr addrspace(1) %.pn25175, i64 %248, !dbg !55
  %470 = getelementptr half, ptr addrspace(1) %.pn23176, i64 %248, !dbg !55
  %471 = getelementptr half, ptr addrspace(1) %.pn21177, i64 %248, !dbg !55
  %472 = getelementptr half, ptr addrspace(1) %.pn19178, i64 %248, !dbg !55
  %473 = getelementptr half, ptr addrspace(1) %.pn17179, i64 %248, !dbg !55
  %474 = getelementptr half, ptr addrspace(1) %.pn15180, i64 %248, !dbg !55
  %475 = getelementptr half, ptr addrspace(1) %.pn13181, i64 %248, !dbg !55
  %476 = getelementptr half, ptr addrspace(1) %.pn11182, i64 %248, !dbg !55
  %477 = getelementptr half, ptr addrspace(1) %.pn9183, i64 %248, !dbg !55
  %478 = getelementptr half, ptr addrspace(1) %.pn7184, i64 %248, !dbg !55
  %479 = getelementptr half, ptr addrspace(1) %.pn5185, i64 %248, !dbg !55
  %480 = getelementptr half, ptr addrspace(1) %.pn3186, i64 %248, !dbg !55
  %481 = getelementptr half, ptr addrspace(1) %.pn1187, i64 %248, !dbg !55
  %482 = getelementptr half, ptr addrspace(1) %.pn63188, i64 %249, !dbg !56
  %483 = getelementptr half, ptr addrspace(1) %.pn61189, i64 %249, !dbg !56
  %484 = getelementptr half, ptr addrspace(1) %.pn59190, i64 %249, !dbg !56
  %485 = getelementptr half, ptr addrspace(1) %.pn57191, i64 %249, !dbg !56
  %486 = getelementptr half, ptr addrspace(1) %.pn55192, i64 %249, !dbg !56
  %487 = getelementptr half, ptr addrspace(1) %.pn53193, i64 %249, !dbg !56
  %488 = getelementptr half, ptr addrspace(1) %.pn51194, i64 %249, !dbg !56
  %489 = getelementptr half, ptr addrspace(1) %.pn49195, i64 %249, !dbg !56
  %490 = getelementptr half, ptr addrspace(1) %.pn47196, i64 %249, !dbg !56
  %491 = getelementptr half, ptr addrspace(1) %.pn45197, i64 %249, !dbg !56
  %492 = getelementptr half, ptr addrspace(1) %.pn43198, i64 %249, !dbg !56
  %493 = getelementptr half, ptr addrspace(1) %.pn41199, i64 %249, !dbg !56
  %494 = getelementptr half, ptr addrspace(1) %.pn39200, i64 %249, !dbg !56
  %495 = getelementptr half, ptr addrspace(1) %.pn37201, i64 %249, !dbg !56
  %496 = getelementptr half, ptr addrspace(1) %.pn35202, i64 %249, !dbg !56
  %497 = getelementptr half, ptr addrspace(1) %.pn33203, i64 %249, !dbg !56
  %498 = add nuw nsw i32 %283, 1, !dbg !34
  %exitcond.not = icmp eq i32 %498, %52, !dbg !34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %250, !dbg !34

._crit_edge.loopexit:                             ; preds = %250
  %499 = insertelement <32 x float> poison, float %434, i64 0, !dbg !57
  %500 = insertelement <32 x float> %499, float %438, i64 1, !dbg !57
  %501 = insertelement <32 x float> %500, float %435, i64 2, !dbg !57
  %502 = insertelement <32 x float> %501, float %439, i64 3, !dbg !57
  %503 = insertelement <32 x float> %502, float %436, i64 4, !dbg !57
  %504 = insertelement <32 x float> %503, float %440, i64 5, !dbg !57
  %505 = insertelement <32 x float> %504, float %437, i64 6, !dbg !57
  %506 = insertelement <32 x float> %505, float %441, i64 7, !dbg !57
  %507 = insertelement <32 x float> %506, float %442, i64 8, !dbg !57
  %508 = insertelement <32 x float> %507, float %446, i64 9, !dbg !57
  %509 = insertelement <32 x float> %508, float %443, i64 10, !dbg !57
  %510 = insertelement <32 x float> %509, float %447, i64 11, !dbg !57
  %511 = insertelement <32 x float> %510, float %444, i64 12, !dbg !57
  %512 = insertelement <32 x float> %511, float %448, i64 13, !dbg !57
  %513 = insertelement <32 x float> %512, float %445, i64 14, !dbg !57
  %514 = insertelement <32 x float> %513, float %449, i64 15, !dbg !57
  %515 = insertelement <32 x float> %514, float %450, i64 16, !dbg !57
  %516 = insertelement <32 x float> %515, float %454, i64 17, !dbg !57
  %517 = insertelement <32 x float> %516, float %451, i64 18, !dbg !57
  %518 = insertelement <32 x float> %517, float %455, i64 19, !dbg !57
  %519 = insertelement <32 x float> %518, float %452, i64 20, !dbg !57
  %520 = insertelement <32 x float> %519, float %456, i64 21, !dbg !57
  %521 = insertelement <32 x float> %520, float %453, i64 22, !dbg !57
  %522 = insertelement <32 x float> %521, float %457, i64 23, !dbg !57
  %523 = insertelement <32 x float> %522, float %458, i64 24, !dbg !57
  %524 = insertelement <32 x float> %523, float %462, i64 25, !dbg !57
  %525 = insertelement <32 x float> %524, float %459, i64 26, !dbg !57
  %526 = insertelement <32 x float> %525, float %463, i64 27, !dbg !57
  %527 = insertelement <32 x float> %526, float %460, i64 28, !dbg !57
  %528 = insertelement <32 x float> %527, float %464, i64 29, !dbg !57
  %529 = insertelement <32 x float> %528, float %461, i64 30, !dbg !57
  %530 = insertelement <32 x float> %529, float %465, i64 31, !dbg !57
  %531 = fptrunc <32 x float> %530 to <32 x half>, !dbg !57
  %532 = bitcast <32 x half> %531 to <16 x i32>, !dbg !58
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc266 = phi <16 x i32> [ zeroinitializer, %14 ], [ %532, %._crit_edge.loopexit ], !dbg !59
  %533 = or disjoint i32 %49, %.lobit, !dbg !27
  %534 = or disjoint i32 %533, 62, !dbg !39
  %535 = or disjoint i32 %533, 60, !dbg !39
  %536 = or disjoint i32 %533, 58, !dbg !39
  %537 = or disjoint i32 %533, 56, !dbg !39
  %538 = or disjoint i32 %533, 54, !dbg !39
  %539 = or disjoint i32 %533, 52, !dbg !39
  %540 = or disjoint i32 %533, 50, !dbg !39
  %541 = or disjoint i32 %533, 48, !dbg !39
  %542 = or disjoint i32 %533, 46, !dbg !39
  %543 = or disjoint i32 %533, 44, !dbg !39
  %544 = or disjoint i32 %533, 42, !dbg !39
  %545 = or disjoint i32 %533, 40, !dbg !39
  %546 = or disjoint i32 %533, 38, !dbg !39
  %547 = or disjoint i32 %533, 36, !dbg !39
  %548 = or disjoint i32 %533, 34, !dbg !39
  %549 = or disjoint i32 %533, 32, !dbg !39
  %550 = or disjoint i32 %49, %47, !dbg !39
  %551 = or disjoint i32 %49, %46, !dbg !39
  %552 = or disjoint i32 %49, %45, !dbg !39
  %553 = or disjoint i32 %49, %44, !dbg !39
  %554 = or disjoint i32 %49, %43, !dbg !39
  %555 = or disjoint i32 %49, %42, !dbg !39
  %556 = or disjoint i32 %49, %41, !dbg !39
  %557 = or disjoint i32 %49, %40, !dbg !39
  %558 = or disjoint i32 %49, %39, !dbg !39
  %559 = or disjoint i32 %49, %38, !dbg !39
  %560 = or disjoint i32 %49, %37, !dbg !39
  %561 = or disjoint i32 %49, %36, !dbg !39
  %562 = or disjoint i32 %49, %35, !dbg !39
  %563 = or disjoint i32 %49, %34, !dbg !39
  %564 = or disjoint i32 %49, %33, !dbg !39
  %565 = mul i32 %48, %10, !dbg !60
  %566 = sext i32 %565 to i64, !dbg !61
  %567 = getelementptr half, ptr addrspace(1) %2, i64 %566, !dbg !61
  %568 = mul i32 %533, %11, !dbg !62
  %569 = mul i32 %564, %11, !dbg !62
  %570 = mul i32 %563, %11, !dbg !62
  %571 = mul i32 %562, %11, !dbg !62
  %572 = mul i32 %561, %11, !dbg !62
  %573 = mul i32 %560, %11, !dbg !62
  %574 = mul i32 %559, %11, !dbg !62
  %575 = mul i32 %558, %11, !dbg !62
  %576 = mul i32 %557, %11, !dbg !62
  %577 = mul i32 %556, %11, !dbg !62
  %578 = mul i32 %555, %11, !dbg !62
  %579 = mul i32 %554, %11, !dbg !62
  %580 = mul i32 %553, %11, !dbg !62
  %581 = mul i32 %552, %11, !dbg !62
  %582 = mul i32 %551, %11, !dbg !62
  %583 = mul i32 %550, %11, !dbg !62
  %584 = mul i32 %11, %549, !dbg !62
  %585 = mul i32 %11, %548, !dbg !62
  %586 = mul i32 %11, %547, !dbg !62
  %587 = mul i32 %11, %546, !dbg !62
  %588 = mul i32 %11, %545, !dbg !62
  %589 = mul i32 %11, %544, !dbg !62
  %590 = mul i32 %11, %543, !dbg !62
  %591 = mul i32 %11, %542, !dbg !62
  %592 = mul i32 %11, %541, !dbg !62
  %593 = mul i32 %11, %540, !dbg !62
  %594 = mul i32 %11, %539, !dbg !62
  %595 = mul i32 %11, %538, !dbg !62
  %596 = mul i32 %11, %537, !dbg !62
  %597 = mul i32 %11, %536, !dbg !62
  %598 = mul i32 %11, %535, !dbg !62
  %599 = mul i32 %11, %534, !dbg !62
  %600 = sext i32 %568 to i64, !dbg !63
  %601 = getelementptr half, ptr addrspace(1) %567, i64 %600, !dbg !63
  %602 = sext i32 %569 to i64, !dbg !63
  %603 = getelementptr half, ptr addrspace(1) %567, i64 %602, !dbg !63
  %604 = sext i32 %570 to i64, !dbg !63
  %605 = getelementptr half, ptr addrspace(1) %567, i64 %604, !dbg !63
  %606 = sext i32 %571 to i64, !dbg !63
  %607 = getelementptr half, ptr addrspace(1) %567, i64 %606, !dbg !63
  %608 = sext i32 %572 to i64, !dbg !63
  %609 = getelementptr half, ptr addrspace(1) %567, i64 %608, !dbg !63
  %610 = sext i32 %573 to i64, !dbg !63
  %611 = getelementptr half, ptr addrspace(1) %567, i64 %610, !dbg !63
  %612 = sext i32 %574 to i64, !dbg !63
  %613 = getelementptr half, ptr addrspace(1) %567, i64 %612, !dbg !63
  %614 = sext i32 %575 to i64, !dbg !63
  %615 = getelementptr half, ptr addrspace(1) %567, i64 %614, !dbg !63
  %616 = sext i32 %576 to i64, !dbg !63
  %617 = getelementptr half, ptr addrspace(1) %567, i64 %616, !dbg !63
  %618 = sext i32 %577 to i64, !dbg !63
  %619 = getelementptr half, ptr addrspace(1) %567, i64 %618, !dbg !63
  %620 = sext i32 %578 to i64, !dbg !63
  %621 = getelementptr half, ptr addrspace(1) %567, i64 %620, !dbg !63
  %622 = sext i32 %579 to i64, !dbg !63
  %623 = getelementptr half, ptr addrspace(1) %567, i64 %622, !dbg !63
  %624 = sext i32 %580 to i64, !dbg !63
  %625 = getelementptr half, ptr addrspace(1) %567, i64 %624, !dbg !63
  %626 = sext i32 %581 to i64, !dbg !63
  %627 = getelementptr half, ptr addrspace(1) %567, i64 %626, !dbg !63
  %628 = sext i32 %582 to i64, !dbg !63
  %629 = getelementptr half, ptr addrspace(1) %567, i64 %628, !dbg !63
  %630 = sext i32 %583 to i64, !dbg !63
  %631 = getelementptr half, ptr addrspace(1) %567, i64 %630, !dbg !63
  %632 = sext i32 %584 to i64, !dbg !63
  %633 = getelementptr half, ptr addrspace(1) %567, i64 %632, !dbg !63
  %634 = sext i32 %585 to i64, !dbg !63
  %635 = getelementptr half, ptr addrspace(1) %567, i64 %634, !dbg !63
  %636 = sext i32 %586 to i64, !dbg !63
  %637 = getelementptr half, ptr addrspace(1) %567, i64 %636, !dbg !63
  %638 = sext i32 %587 to i64, !dbg !63
  %639 = getelementptr half, ptr addrspace(1) %567, i64 %638, !dbg !63
  %640 = sext i32 %588 to i64, !dbg !63
  %641 = getelementptr half, ptr addrspace(1) %567, i64 %640, !dbg !63
  %642 = sext i32 %589 to i64, !dbg !63
  %643 = getelementptr half, ptr addrspace(1) %567, i64 %642, !dbg !63
  %644 = sext i32 %590 to i64, !dbg !63
  %645 = getelementptr half, ptr addrspace(1) %567, i64 %644, !dbg !63
  %646 = sext i32 %591 to i64, !dbg !63
  %647 = getelementptr half, ptr addrspace(1) %567, i64 %646, !dbg !63
  %648 = sext i32 %592 to i64, !dbg !63
  %649 = getelementptr half, ptr addrspace(1) %567, i64 %648, !dbg !63
  %650 = sext i32 %593 to i64, !dbg !63
  %651 = getelementptr half, ptr addrspace(1) %567, i64 %650, !dbg !63
  %652 = sext i32 %594 to i64, !dbg !63
  %653 = getelementptr half, ptr addrspace(1) %567, i64 %652, !dbg !63
  %654 = sext i32 %595 to i64, !dbg !63
  %655 = getelementptr half, ptr addrspace(1) %567, i64 %654, !dbg !63
  %656 = sext i32 %596 to i64, !dbg !63
  %657 = getelementptr half, ptr addrspace(1) %567, i64 %656, !dbg !63
  %658 = sext i32 %597 to i64, !dbg !63
  %659 = getelementptr half, ptr addrspace(1) %567, i64 %658, !dbg !63
  %660 = sext i32 %598 to i64, !dbg !63
  %661 = getelementptr half, ptr addrspace(1) %567, i64 %660, !dbg !63
  %662 = sext i32 %599 to i64, !dbg !63
  %663 = getelementptr half, ptr addrspace(1) %567, i64 %662, !dbg !63
  %664 = icmp slt i32 %48, %3, !dbg !64
  %665 = icmp slt i32 %533, %4, !dbg !65
  %666 = icmp slt i32 %564, %4, !dbg !65
  %667 = icmp slt i32 %563, %4, !dbg !65
  %668 = icmp slt i32 %562, %4, !dbg !65
  %669 = icmp slt i32 %561, %4, !dbg !65
  %670 = icmp slt i32 %560, %4, !dbg !65
  %671 = icmp slt i32 %559, %4, !dbg !65
  %672 = icmp slt i32 %558, %4, !dbg !65
  %673 = icmp slt i32 %557, %4, !dbg !65
  %674 = icmp slt i32 %556, %4, !dbg !65
  %675 = icmp slt i32 %555, %4, !dbg !65
  %676 = icmp slt i32 %554, %4, !dbg !65
  %677 = icmp slt i32 %553, %4, !dbg !65
  %678 = icmp slt i32 %552, %4, !dbg !65
  %679 = icmp slt i32 %551, %4, !dbg !65
  %680 = icmp slt i32 %550, %4, !dbg !65
  %681 = icmp slt i32 %549, %4, !dbg !65
  %682 = icmp slt i32 %548, %4, !dbg !65
  %683 = icmp slt i32 %547, %4, !dbg !65
  %684 = icmp slt i32 %546, %4, !dbg !65
  %685 = icmp slt i32 %545, %4, !dbg !65
  %686 = icmp slt i32 %544, %4, !dbg !65
  %687 = icmp slt i32 %543, %4, !dbg !65
  %688 = icmp slt i32 %542, %4, !dbg !65
  %689 = icmp slt i32 %541, %4, !dbg !65
  %690 = icmp slt i32 %540, %4, !dbg !65
  %691 = icmp slt i32 %539, %4, !dbg !65
  %692 = icmp slt i32 %538, %4, !dbg !65
  %693 = icmp slt i32 %537, %4, !dbg !65
  %694 = icmp slt i32 %536, %4, !dbg !65
  %695 = icmp slt i32 %535, %4, !dbg !65
  %696 = icmp slt i32 %534, %4, !dbg !65
  %697 = and i1 %664, %665, !dbg !66
  %698 = and i1 %664, %666, !dbg !66
  %699 = and i1 %664, %667, !dbg !66
  %700 = and i1 %664, %668, !dbg !66
  %701 = and i1 %664, %669, !dbg !66
  %702 = and i1 %664, %670, !dbg !66
  %703 = and i1 %664, %671, !dbg !66
  %704 = and i1 %664, %672, !dbg !66
  %705 = and i1 %664, %673, !dbg !66
  %706 = and i1 %664, %674, !dbg !66
  %707 = and i1 %664, %675, !dbg !66
  %708 = and i1 %664, %676, !dbg !66
  %709 = and i1 %664, %677, !dbg !66
  %710 = and i1 %664, %678, !dbg !66
  %711 = and i1 %664, %679, !dbg !66
  %712 = and i1 %664, %680, !dbg !66
  %713 = and i1 %681, %664, !dbg !66
  %714 = and i1 %682, %664, !dbg !66
  %715 = and i1 %683, %664, !dbg !66
  %716 = and i1 %684, %664, !dbg !66
  %717 = and i1 %685, %664, !dbg !66
  %718 = and i1 %686, %664, !dbg !66
  %719 = and i1 %687, %664, !dbg !66
  %720 = and i1 %688, %664, !dbg !66
  %721 = and i1 %689, %664, !dbg !66
  %722 = and i1 %690, %664, !dbg !66
  %723 = and i1 %691, %664, !dbg !66
  %724 = and i1 %692, %664, !dbg !66
  %725 = and i1 %693, %664, !dbg !66
  %726 = and i1 %694, %664, !dbg !66
  %727 = and i1 %695, %664, !dbg !66
  %728 = and i1 %696, %664, !dbg !66
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %729 = shl nuw nsw i32 %30, 4, !dbg !58
  %730 = and i32 %729, 112, !dbg !58
  %731 = shl nuw nsw i32 %30, 3, !dbg !58
  %732 = and i32 %731, 896, !dbg !58
  %733 = shl nuw nsw i32 %30, 7, !dbg !58
  %734 = and i32 %733, 1024, !dbg !58
  %735 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %730, !dbg !58
  %736 = getelementptr inbounds nuw i8, ptr addrspace(3) %735, i32 %734, !dbg !58
  %737 = getelementptr inbounds nuw i8, ptr addrspace(3) %736, i32 %732, !dbg !58
  %.extract237 = extractelement <16 x i32> %.bc266, i64 0, !dbg !58
  %.extract239 = extractelement <16 x i32> %.bc266, i64 1, !dbg !58
  %.extract241 = extractelement <16 x i32> %.bc266, i64 2, !dbg !58
  %.extract243 = extractelement <16 x i32> %.bc266, i64 3, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %737, i32 %.extract237, i32 %.extract239, i32 %.extract241, i32 %.extract243), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %738 = and i32 %729, 2032, !dbg !58
  %739 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %738, !dbg !58
  %740 = load <8 x i16>, ptr addrspace(3) %739, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract245 = extractelement <16 x i32> %.bc266, i64 4, !dbg !58
  %.extract247 = extractelement <16 x i32> %.bc266, i64 5, !dbg !58
  %.extract249 = extractelement <16 x i32> %.bc266, i64 6, !dbg !58
  %.extract251 = extractelement <16 x i32> %.bc266, i64 7, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %737, i32 %.extract245, i32 %.extract247, i32 %.extract249, i32 %.extract251), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %741 = load <8 x i16>, ptr addrspace(3) %739, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract253 = extractelement <16 x i32> %.bc266, i64 8, !dbg !58
  %.extract255 = extractelement <16 x i32> %.bc266, i64 9, !dbg !58
  %.extract257 = extractelement <16 x i32> %.bc266, i64 10, !dbg !58
  %.extract259 = extractelement <16 x i32> %.bc266, i64 11, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %737, i32 %.extract253, i32 %.extract255, i32 %.extract257, i32 %.extract259), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %742 = load <8 x i16>, ptr addrspace(3) %739, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract261 = extractelement <16 x i32> %.bc266, i64 12, !dbg !58
  %.extract263 = extractelement <16 x i32> %.bc266, i64 13, !dbg !58
  %.extract265 = extractelement <16 x i32> %.bc266, i64 14, !dbg !58
  %.extract267 = extractelement <16 x i32> %.bc266, i64 15, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %737, i32 %.extract261, i32 %.extract263, i32 %.extract265, i32 %.extract267), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %743 = load <8 x i16>, ptr addrspace(3) %739, align 16, !dbg !58
  %.extract = extractelement <8 x i16> %740, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %601, i1 %697) #5, !dbg !58
  %.extract111 = extractelement <8 x i16> %740, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract111, ptr addrspace(1) %603, i1 %698) #5, !dbg !58
  %.extract113 = extractelement <8 x i16> %740, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract113, ptr addrspace(1) %605, i1 %699) #5, !dbg !58
  %.extract115 = extractelement <8 x i16> %740, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract115, ptr addrspace(1) %607, i1 %700) #5, !dbg !58
  %.extract117 = extractelement <8 x i16> %740, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract117, ptr addrspace(1) %609, i1 %701) #5, !dbg !58
  %.extract119 = extractelement <8 x i16> %740, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract119, ptr addrspace(1) %611, i1 %702) #5, !dbg !58
  %.extract121 = extractelement <8 x i16> %740, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract121, ptr addrspace(1) %613, i1 %703) #5, !dbg !58
  %.extract123 = extractelement <8 x i16> %740, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract123, ptr addrspace(1) %615, i1 %704) #5, !dbg !58
  %.extract125 = extractelement <8 x i16> %741, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract125, ptr addrspace(1) %617, i1 %705) #5, !dbg !58
  %.extract127 = extractelement <8 x i16> %741, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract127, ptr addrspace(1) %619, i1 %706) #5, !dbg !58
  %.extract129 = extractelement <8 x i16> %741, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract129, ptr addrspace(1) %621, i1 %707) #5, !dbg !58
  %.extract131 = extractelement <8 x i16> %741, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract131, ptr addrspace(1) %623, i1 %708) #5, !dbg !58
  %.extract133 = extractelement <8 x i16> %741, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract133, ptr addrspace(1) %625, i1 %709) #5, !dbg !58
  %.extract135 = extractelement <8 x i16> %741, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract135, ptr addrspace(1) %627, i1 %710) #5, !dbg !58
  %.extract137 = extractelement <8 x i16> %741, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract137, ptr addrspace(1) %629, i1 %711) #5, !dbg !58
  %.extract139 = extractelement <8 x i16> %741, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract139, ptr addrspace(1) %631, i1 %712) #5, !dbg !58
  %.extract141 = extractelement <8 x i16> %742, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract141, ptr addrspace(1) %633, i1 %713) #5, !dbg !58
  %.extract143 = extractelement <8 x i16> %742, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract143, ptr addrspace(1) %635, i1 %714) #5, !dbg !58
  %.extract145 = extractelement <8 x i16> %742, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract145, ptr addrspace(1) %637, i1 %715) #5, !dbg !58
  %.extract147 = extractelement <8 x i16> %742, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract147, ptr addrspace(1) %639, i1 %716) #5, !dbg !58
  %.extract149 = extractelement <8 x i16> %742, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract149, ptr addrspace(1) %641, i1 %717) #5, !dbg !58
  %.extract151 = extractelement <8 x i16> %742, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract151, ptr addrspace(1) %643, i1 %718) #5, !dbg !58
  %.extract153 = extractelement <8 x i16> %742, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract153, ptr addrspace(1) %645, i1 %719) #5, !dbg !58
  %.extract155 = extractelement <8 x i16> %742, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract155, ptr addrspace(1) %647, i1 %720) #5, !dbg !58
  %.extract157 = extractelement <8 x i16> %743, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract157, ptr addrspace(1) %649, i1 %721) #5, !dbg !58
  %.extract159 = extractelement <8 x i16> %743, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract159, ptr addrspace(1) %651, i1 %722) #5, !dbg !58
  %.extract161 = extractelement <8 x i16> %743, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract161, ptr addrspace(1) %653, i1 %723) #5, !dbg !58
  %.extract163 = extractelement <8 x i16> %743, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract163, ptr addrspace(1) %655, i1 %724) #5, !dbg !58
  %.extract165 = extractelement <8 x i16> %743, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract165, ptr addrspace(1) %657, i1 %725) #5, !dbg !58
  %.extract167 = extractelement <8 x i16> %743, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract167, ptr addrspace(1) %659, i1 %726) #5, !dbg !58
  %.extract169 = extractelement <8 x i16> %743, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract169, ptr addrspace(1) %661, i1 %727) #5, !dbg !58
  %.extract171 = extractelement <8 x i16> %743, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract171, ptr addrspace(1) %663, i1 %728) #5, !dbg !58
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) writeonly captures(none), i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "corpus_kernels.py", directory: "/work/wt/t19/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 7, type: !5, scopeLine: 7, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 11, column: 24, scope: !4)
!8 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !11)
!9 = distinct !DILexicalBlockFile(scope: !4, file: !10, discriminator: 0)
!10 = !DIFile(filename: "standard.py", directory: "/work/venv/lib/python3.11/site-packages/triton/language")
!11 = !DILocation(line: 12, column: 27, scope: !12)
!12 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!13 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !11)
!14 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !15)
!15 = !DILocation(line: 13, column: 27, scope: !12)
!16 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !15)
!17 = !DILocation(line: 14, column: 33, scope: !4)
!18 = !DILocation(line: 15, column: 22, scope: !4)
!19 = !DILocation(line: 16, column: 29, scope: !4)
!20 = !DILocation(line: 17, column: 35, scope: !4)
!21 = !DILocation(line: 17, column: 48, scope: !4)
!22 = !DILocation(line: 18, column: 33, scope: !4)
!23 = !DILocation(line: 18, column: 27, scope: !4)
!24 = !DILocation(line: 19, column: 19, scope: !4)
!25 = !DILocation(line: 19, column: 40, scope: !4)
!26 = !DILocation(line: 20, column: 22, scope: !4)
!27 = !DILocation(line: 20, column: 45, scope: !4)
!28 = !DILocation(line: 20, column: 32, scope: !4)
!29 = !DILocation(line: 21, column: 22, scope: !4)
!30 = !DILocation(line: 24, column: 28, scope: !4)
!31 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !32)
!32 = !DILocation(line: 26, column: 33, scope: !12)
!33 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !32)
!34 = !DILocation(line: 26, column: 22, scope: !4)
!35 = !DILocation(line: 31, column: 28, scope: !4)
!36 = !DILocation(line: 30, column: 28, scope: !4)
!37 = !DILocation(line: 24, column: 39, scope: !4)
!38 = !DILocation(line: 24, column: 21, scope: !4)
!39 = !DILocation(line: 21, column: 32, scope: !4)
!40 = !DILocation(line: 21, column: 57, scope: !4)
!41 = !DILocation(line: 24, column: 69, scope: !4)
!42 = !DILocation(line: 24, column: 51, scope: !4)
!43 = !DILocation(line: 20, column: 57, scope: !4)
!44 = !DILocation(line: 23, column: 39, scope: !4)
!45 = !DILocation(line: 23, column: 21, scope: !4)
!46 = !DILocation(line: 23, column: 69, scope: !4)
!47 = !DILocation(line: 23, column: 51, scope: !4)
!48 = !DILocation(line: 27, column: 59, scope: !4)
!49 = !DILocation(line: 27, column: 55, scope: !4)
!50 = !DILocation(line: 27, column: 51, scope: !4)
!51 = !DILocation(line: 27, column: 20, scope: !4)
!52 = !DILocation(line: 28, column: 51, scope: !4)
!53 = !DILocation(line: 28, column: 20, scope: !4)
!54 = !DILocation(line: 29, column: 27, scope: !4)
!55 = !DILocation(line: 30, column: 18, scope: !4)
!56 = !DILocation(line: 31, column: 18, scope: !4)
!57 = !DILocation(line: 32, column: 15, scope: !4)
!58 = !DILocation(line: 37, column: 21, scope: !4)
!59 = !DILocation(line: 25, column: 19, scope: !4)
!60 = !DILocation(line: 35, column: 33, scope: !4)
!61 = !DILocation(line: 35, column: 21, scope: !4)
!62 = !DILocation(line: 35, column: 64, scope: !4)
!63 = !DILocation(line: 35, column: 52, scope: !4)
!64 = !DILocation(line: 36, column: 33, scope: !4)
!65 = !DILocation(line: 36, column: 58, scope: !4)
!66 = !DILocation(line: 36, column: 39, scope: !4)
!67 = !DILocation(line: 37, column: 4, scope: !4)
