; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 127, !dbg !8
  %17 = sdiv i32 %16, 128, !dbg !13
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
  %29 = shl i32 %26, 7, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 127, !dbg !27
  %32 = or disjoint i32 %29, %31, !dbg !28
  %33 = shl i32 %28, 6, !dbg !29
  %34 = and i32 %30, 96, !dbg !30
  %35 = and i32 %30, 31, !dbg !31
  %36 = add i32 %5, 31, !dbg !32
  %37 = sdiv i32 %36, 32, !dbg !34
  %38 = icmp sgt i32 %36, 31, !dbg !35
  br i1 %38, label %.lr.ph, label %._crit_edge, !dbg !35

.lr.ph:                                           ; preds = %14
  %39 = shl i32 %8, 5, !dbg !36
  %40 = shl i32 %7, 5, !dbg !37
  %41 = mul i32 %8, %35, !dbg !38
  %42 = sext i32 %41 to i64, !dbg !39
  %43 = getelementptr half, ptr addrspace(1) %1, i64 %42, !dbg !39
  %44 = lshr exact i32 %34, 5, !dbg !30
  %45 = or disjoint i32 %33, %44, !dbg !30
  %46 = or disjoint i32 %45, 60, !dbg !40
  %47 = srem i32 %46, %4, !dbg !41
  %48 = mul i32 %47, %9, !dbg !42
  %49 = sext i32 %48 to i64, !dbg !43
  %50 = getelementptr half, ptr addrspace(1) %43, i64 %49, !dbg !43
  %51 = or disjoint i32 %45, 56, !dbg !40
  %52 = srem i32 %51, %4, !dbg !41
  %53 = mul i32 %52, %9, !dbg !42
  %54 = sext i32 %53 to i64, !dbg !43
  %55 = getelementptr half, ptr addrspace(1) %43, i64 %54, !dbg !43
  %56 = or disjoint i32 %45, 52, !dbg !40
  %57 = srem i32 %56, %4, !dbg !41
  %58 = mul i32 %57, %9, !dbg !42
  %59 = sext i32 %58 to i64, !dbg !43
  %60 = getelementptr half, ptr addrspace(1) %43, i64 %59, !dbg !43
  %61 = or disjoint i32 %45, 48, !dbg !40
  %62 = srem i32 %61, %4, !dbg !41
  %63 = mul i32 %62, %9, !dbg !42
  %64 = sext i32 %63 to i64, !dbg !43
  %65 = getelementptr half, ptr addrspace(1) %43, i64 %64, !dbg !43
  %66 = or disjoint i32 %45, 44, !dbg !40
  %67 = srem i32 %66, %4, !dbg !41
  %68 = mul i32 %67, %9, !dbg !42
  %69 = sext i32 %68 to i64, !dbg !43
  %70 = getelementptr half, ptr addrspace(1) %43, i64 %69, !dbg !43
  %71 = or disjoint i32 %45, 40, !dbg !40
  %72 = srem i32 %71, %4, !dbg !41
  %73 = mul i32 %72, %9, !dbg !42
  %74 = sext i32 %73 to i64, !dbg !43
  %75 = getelementptr half, ptr addrspace(1) %43, i64 %74, !dbg !43
  %76 = or disjoint i32 %45, 36, !dbg !40
  %77 = srem i32 %76, %4, !dbg !41
  %78 = mul i32 %77, %9, !dbg !42
  %79 = sext i32 %78 to i64, !dbg !43
  %80 = getelementptr half, ptr addrspace(1) %43, i64 %79, !dbg !43
  %81 = or disjoint i32 %45, 32, !dbg !40
  %82 = srem i32 %81, %4, !dbg !41
  %83 = mul i32 %82, %9, !dbg !42
  %84 = sext i32 %83 to i64, !dbg !43
  %85 = getelementptr half, ptr addrspace(1) %43, i64 %84, !dbg !43
  %86 = or disjoint i32 %45, 28, !dbg !40
  %87 = srem i32 %86, %4, !dbg !41
  %88 = mul i32 %87, %9, !dbg !42
  %89 = sext i32 %88 to i64, !dbg !43
  %90 = getelementptr half, ptr addrspace(1) %43, i64 %89, !dbg !43
  %91 = or disjoint i32 %45, 24, !dbg !40
  %92 = srem i32 %91, %4, !dbg !41
  %93 = mul i32 %92, %9, !dbg !42
  %94 = sext i32 %93 to i64, !dbg !43
  %95 = getelementptr half, ptr addrspace(1) %43, i64 %94, !dbg !43
  %96 = or disjoint i32 %45, 20, !dbg !40
  %97 = srem i32 %96, %4, !dbg !41
  %98 = mul i32 %97, %9, !dbg !42
  %99 = sext i32 %98 to i64, !dbg !43
  %100 = getelementptr half, ptr addrspace(1) %43, i64 %99, !dbg !43
  %101 = or disjoint i32 %45, 16, !dbg !40
  %102 = srem i32 %101, %4, !dbg !41
  %103 = mul i32 %102, %9, !dbg !42
  %104 = sext i32 %103 to i64, !dbg !43
  %105 = getelementptr half, ptr addrspace(1) %43, i64 %104, !dbg !43
  %106 = or disjoint i32 %45, 12, !dbg !40
  %107 = srem i32 %106, %4, !dbg !41
  %108 = mul i32 %107, %9, !dbg !42
  %109 = sext i32 %108 to i64, !dbg !43
  %110 = getelementptr half, ptr addrspace(1) %43, i64 %109, !dbg !43
  %111 = or disjoint i32 %45, 8, !dbg !40
  %112 = srem i32 %111, %4, !dbg !41
  %113 = mul i32 %112, %9, !dbg !42
  %114 = sext i32 %113 to i64, !dbg !43
  %115 = getelementptr half, ptr addrspace(1) %43, i64 %114, !dbg !43
  %116 = or disjoint i32 %45, 4, !dbg !40
  %117 = srem i32 %116, %4, !dbg !41
  %118 = mul i32 %117, %9, !dbg !42
  %119 = sext i32 %118 to i64, !dbg !43
  %120 = getelementptr half, ptr addrspace(1) %43, i64 %119, !dbg !43
  %121 = srem i32 %45, %4, !dbg !41
  %122 = mul i32 %121, %9, !dbg !42
  %123 = sext i32 %122 to i64, !dbg !43
  %124 = getelementptr half, ptr addrspace(1) %43, i64 %123, !dbg !43
  %125 = srem i32 %32, %3, !dbg !44
  %126 = mul i32 %125, %6, !dbg !45
  %127 = sext i32 %126 to i64, !dbg !46
  %128 = getelementptr half, ptr addrspace(1) %0, i64 %127, !dbg !46
  %129 = mul i32 %7, 31, !dbg !47
  %130 = sext i32 %129 to i64, !dbg !48
  %131 = getelementptr half, ptr addrspace(1) %128, i64 %130, !dbg !48
  %132 = mul i32 %7, 30, !dbg !47
  %133 = sext i32 %132 to i64, !dbg !48
  %134 = getelementptr half, ptr addrspace(1) %128, i64 %133, !dbg !48
  %135 = mul i32 %7, 29, !dbg !47
  %136 = sext i32 %135 to i64, !dbg !48
  %137 = getelementptr half, ptr addrspace(1) %128, i64 %136, !dbg !48
  %138 = mul i32 %7, 28, !dbg !47
  %139 = sext i32 %138 to i64, !dbg !48
  %140 = getelementptr half, ptr addrspace(1) %128, i64 %139, !dbg !48
  %141 = mul i32 %7, 27, !dbg !47
  %142 = sext i32 %141 to i64, !dbg !48
  %143 = getelementptr half, ptr addrspace(1) %128, i64 %142, !dbg !48
  %144 = mul i32 %7, 26, !dbg !47
  %145 = sext i32 %144 to i64, !dbg !48
  %146 = getelementptr half, ptr addrspace(1) %128, i64 %145, !dbg !48
  %147 = mul i32 %7, 25, !dbg !47
  %148 = sext i32 %147 to i64, !dbg !48
  %149 = getelementptr half, ptr addrspace(1) %128, i64 %148, !dbg !48
  %150 = mul i32 %7, 24, !dbg !47
  %151 = sext i32 %150 to i64, !dbg !48
  %152 = getelementptr half, ptr addrspace(1) %128, i64 %151, !dbg !48
  %153 = mul i32 %7, 23, !dbg !47
  %154 = sext i32 %153 to i64, !dbg !48
  %155 = getelementptr half, ptr addrspace(1) %128, i64 %154, !dbg !48
  %156 = mul i32 %7, 22, !dbg !47
  %157 = sext i32 %156 to i64, !dbg !48
  %158 = getelementptr half, ptr addrspace(1) %128, i64 %157, !dbg !48
  %159 = mul i32 %7, 21, !dbg !47
  %160 = sext i32 %159 to i64, !dbg !48
  %161 = getelementptr half, ptr addrspace(1) %128, i64 %160, !dbg !48
  %162 = mul i32 %7, 20, !dbg !47
  %163 = sext i32 %162 to i64, !dbg !48
  %164 = getelementptr half, ptr addrspace(1) %128, i64 %163, !dbg !48
  %165 = mul i32 %7, 19, !dbg !47
  %166 = sext i32 %165 to i64, !dbg !48
  %167 = getelementptr half, ptr addrspace(1) %128, i64 %166, !dbg !48
  %168 = mul i32 %7, 18, !dbg !47
  %169 = sext i32 %168 to i64, !dbg !48
  %170 = getelementptr half, ptr addrspace(1) %128, i64 %169, !dbg !48
  %171 = mul i32 %7, 17, !dbg !47
  %172 = sext i32 %171 to i64, !dbg !48
  %173 = getelementptr half, ptr addrspace(1) %128, i64 %172, !dbg !48
  %174 = shl i32 %7, 4, !dbg !47
  %175 = sext i32 %174 to i64, !dbg !48
  %176 = getelementptr half, ptr addrspace(1) %128, i64 %175, !dbg !48
  %177 = mul i32 %7, 15, !dbg !47
  %178 = sext i32 %177 to i64, !dbg !48
  %179 = getelementptr half, ptr addrspace(1) %128, i64 %178, !dbg !48
  %180 = mul i32 %7, 14, !dbg !47
  %181 = sext i32 %180 to i64, !dbg !48
  %182 = getelementptr half, ptr addrspace(1) %128, i64 %181, !dbg !48
  %183 = mul i32 %7, 13, !dbg !47
  %184 = sext i32 %183 to i64, !dbg !48
  %185 = getelementptr half, ptr addrspace(1) %128, i64 %184, !dbg !48
  %186 = mul i32 %7, 12, !dbg !47
  %187 = sext i32 %186 to i64, !dbg !48
  %188 = getelementptr half, ptr addrspace(1) %128, i64 %187, !dbg !48
  %189 = mul i32 %7, 11, !dbg !47
  %190 = sext i32 %189 to i64, !dbg !48
  %191 = getelementptr half, ptr addrspace(1) %128, i64 %190, !dbg !48
  %192 = mul i32 %7, 10, !dbg !47
  %193 = sext i32 %192 to i64, !dbg !48
  %194 = getelementptr half, ptr addrspace(1) %128, i64 %193, !dbg !48
  %195 = mul i32 %7, 9, !dbg !47
  %196 = sext i32 %195 to i64, !dbg !48
  %197 = getelementptr half, ptr addrspace(1) %128, i64 %196, !dbg !48
  %198 = shl i32 %7, 3, !dbg !47
  %199 = sext i32 %198 to i64, !dbg !48
  %200 = getelementptr half, ptr addrspace(1) %128, i64 %199, !dbg !48
  %201 = mul i32 %7, 7, !dbg !47
  %202 = sext i32 %201 to i64, !dbg !48
  %203 = getelementptr half, ptr addrspace(1) %128, i64 %202, !dbg !48
  %204 = mul i32 %7, 6, !dbg !47
  %205 = sext i32 %204 to i64, !dbg !48
  %206 = getelementptr half, ptr addrspace(1) %128, i64 %205, !dbg !48
  %207 = mul i32 %7, 5, !dbg !47
  %208 = sext i32 %207 to i64, !dbg !48
  %209 = getelementptr half, ptr addrspace(1) %128, i64 %208, !dbg !48
  %210 = shl i32 %7, 2, !dbg !47
  %211 = sext i32 %210 to i64, !dbg !48
  %212 = getelementptr half, ptr addrspace(1) %128, i64 %211, !dbg !48
  %213 = mul i32 %7, 3, !dbg !47
  %214 = sext i32 %213 to i64, !dbg !48
  %215 = getelementptr half, ptr addrspace(1) %128, i64 %214, !dbg !48
  %216 = shl i32 %7, 1, !dbg !47
  %217 = sext i32 %216 to i64, !dbg !48
  %218 = getelementptr half, ptr addrspace(1) %128, i64 %217, !dbg !48
  %219 = sext i32 %7 to i64, !dbg !48
  %220 = getelementptr half, ptr addrspace(1) %128, i64 %219, !dbg !48
  %221 = shl nuw nsw i32 %30, 1
  %222 = and i32 %221, 126
  %223 = and i32 %30, 64
  %224 = icmp eq i32 %223, 0
  %225 = shl nuw nsw i32 %223, 6
  %226 = or disjoint i32 %225, %222
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %226
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %227, i32 1024
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %227, i32 2048
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %227, i32 3072
  %231 = xor i32 %226, 144
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %231
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %232, i32 1024
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %232, i32 2048
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %232, i32 3072
  %236 = xor i32 %226, 288
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %236
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 1024
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 2048
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %237, i32 3072
  %241 = xor i32 %226, 432
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %241
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 1024
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 2048
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 3072
  %246 = xor i32 %226, 576
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %246
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 1024
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 2048
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 3072
  %251 = xor i32 %226, 720
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %251
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 1024
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 2048
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %252, i32 3072
  %256 = xor i32 %226, 864
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %256
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %257, i32 1024
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %257, i32 2048
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) %257, i32 3072
  %261 = xor i32 %226, 1008
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %261
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 1024
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 2048
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 3072
  %266 = select i1 %224, i32 0, i32 144
  %267 = xor i32 %266, %222
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %267
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 512
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 1024
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 1536
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 2048
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 2560
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 3072
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 3584
  %276 = xor i32 %267, 288
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %276
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 512
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 1024
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 1536
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 2048
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 2560
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 3072
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %277, i32 3584
  %285 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %286 = and i32 %285, 16383
  %287 = zext nneg i32 %286 to i64
  %288 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %289 = and i32 %288, 16383
  %290 = zext nneg i32 %289 to i64
  %291 = or disjoint i64 %287, 4611686293305294848
  %292 = or disjoint i64 %290, -9223371899415822336
  %293 = add nuw nsw i64 %287, 4611686293305294976
  %294 = add nuw nsw i64 %290, -9223371899415822334
  %295 = add nuw nsw i64 %287, 4611686293305295104
  %296 = add nuw nsw i64 %287, 4611686293305295232
  %297 = sext i32 %40 to i64
  %298 = sext i32 %39 to i64
  br label %299, !dbg !35

299:                                              ; preds = %.lr.ph, %299
  %.pn65363 = phi ptr addrspace(1) [ %50, %.lr.ph ], [ %740, %299 ]
  %.pn67362 = phi ptr addrspace(1) [ %55, %.lr.ph ], [ %739, %299 ]
  %.pn69361 = phi ptr addrspace(1) [ %60, %.lr.ph ], [ %738, %299 ]
  %.pn71360 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %737, %299 ]
  %.pn73359 = phi ptr addrspace(1) [ %70, %.lr.ph ], [ %736, %299 ]
  %.pn75358 = phi ptr addrspace(1) [ %75, %.lr.ph ], [ %735, %299 ]
  %.pn77357 = phi ptr addrspace(1) [ %80, %.lr.ph ], [ %734, %299 ]
  %.pn79356 = phi ptr addrspace(1) [ %85, %.lr.ph ], [ %733, %299 ]
  %.pn81355 = phi ptr addrspace(1) [ %90, %.lr.ph ], [ %732, %299 ]
  %.pn83354 = phi ptr addrspace(1) [ %95, %.lr.ph ], [ %731, %299 ]
  %.pn85353 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %730, %299 ]
  %.pn87352 = phi ptr addrspace(1) [ %105, %.lr.ph ], [ %729, %299 ]
  %.pn89351 = phi ptr addrspace(1) [ %110, %.lr.ph ], [ %728, %299 ]
  %.pn91350 = phi ptr addrspace(1) [ %115, %.lr.ph ], [ %727, %299 ]
  %.pn93349 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %726, %299 ]
  %.pn95348 = phi ptr addrspace(1) [ %124, %.lr.ph ], [ %725, %299 ]
  %.pn1347 = phi ptr addrspace(1) [ %131, %.lr.ph ], [ %724, %299 ]
  %.pn3346 = phi ptr addrspace(1) [ %134, %.lr.ph ], [ %723, %299 ]
  %.pn5345 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %722, %299 ]
  %.pn7344 = phi ptr addrspace(1) [ %140, %.lr.ph ], [ %721, %299 ]
  %.pn9343 = phi ptr addrspace(1) [ %143, %.lr.ph ], [ %720, %299 ]
  %.pn11342 = phi ptr addrspace(1) [ %146, %.lr.ph ], [ %719, %299 ]
  %.pn13341 = phi ptr addrspace(1) [ %149, %.lr.ph ], [ %718, %299 ]
  %.pn15340 = phi ptr addrspace(1) [ %152, %.lr.ph ], [ %717, %299 ]
  %.pn17339 = phi ptr addrspace(1) [ %155, %.lr.ph ], [ %716, %299 ]
  %.pn19338 = phi ptr addrspace(1) [ %158, %.lr.ph ], [ %715, %299 ]
  %.pn21337 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %714, %299 ]
  %.pn23336 = phi ptr addrspace(1) [ %164, %.lr.ph ], [ %713, %299 ]
  %.pn25335 = phi ptr addrspace(1) [ %167, %.lr.ph ], [ %712, %299 ]
  %.pn27334 = phi ptr addrspace(1) [ %170, %.lr.ph ], [ %711, %299 ]
  %.pn29333 = phi ptr addrspace(1) [ %173, %.lr.ph ], [ %710, %299 ]
  %.pn31332 = phi ptr addrspace(1) [ %176, %.lr.ph ], [ %709, %299 ]
  %.pn33331 = phi ptr addrspace(1) [ %179, %.lr.ph ], [ %708, %299 ]
  %.pn35330 = phi ptr addrspace(1) [ %182, %.lr.ph ], [ %707, %299 ]
  %.pn37329 = phi ptr addrspace(1) [ %185, %.lr.ph ], [ %706, %299 ]
  %.pn39328 = phi ptr addrspace(1) [ %188, %.lr.ph ], [ %705, %299 ]
  %.pn41327 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %704, %299 ]
  %.pn43326 = phi ptr addrspace(1) [ %194, %.lr.ph ], [ %703, %299 ]
  %.pn45325 = phi ptr addrspace(1) [ %197, %.lr.ph ], [ %702, %299 ]
  %.pn47324 = phi ptr addrspace(1) [ %200, %.lr.ph ], [ %701, %299 ]
  %.pn49323 = phi ptr addrspace(1) [ %203, %.lr.ph ], [ %700, %299 ]
  %.pn51322 = phi ptr addrspace(1) [ %206, %.lr.ph ], [ %699, %299 ]
  %.pn53321 = phi ptr addrspace(1) [ %209, %.lr.ph ], [ %698, %299 ]
  %.pn55320 = phi ptr addrspace(1) [ %212, %.lr.ph ], [ %697, %299 ]
  %.pn57319 = phi ptr addrspace(1) [ %215, %.lr.ph ], [ %696, %299 ]
  %.pn59318 = phi ptr addrspace(1) [ %218, %.lr.ph ], [ %695, %299 ]
  %.pn61317 = phi ptr addrspace(1) [ %220, %.lr.ph ], [ %694, %299 ]
  %.pn63316 = phi ptr addrspace(1) [ %128, %.lr.ph ], [ %693, %299 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %629, %299 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %630, %299 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %631, %299 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %632, %299 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %633, %299 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %634, %299 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %635, %299 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %636, %299 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %637, %299 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %638, %299 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %639, %299 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %640, %299 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %641, %299 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %642, %299 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %643, %299 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %644, %299 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %645, %299 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %646, %299 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %647, %299 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %648, %299 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %649, %299 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %650, %299 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %651, %299 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %652, %299 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %653, %299 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %654, %299 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %655, %299 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %656, %299 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %657, %299 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %299 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %299 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %299 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %299 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %662, %299 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %299 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %299 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %299 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %299 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %299 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %299 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %299 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %299 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %299 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %299 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %299 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %299 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %299 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %299 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %299 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %299 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %299 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %299 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %299 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %299 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %299 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %299 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %299 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %299 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %299 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %299 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %299 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %299 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %299 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %299 ]
  %364 = phi i32 [ 0, %.lr.ph ], [ %741, %299 ]
  %365 = shl i32 %364, 5, !dbg !49
  %366 = sub i32 %5, %365, !dbg !50
  %367 = icmp sgt i32 %366, 0, !dbg !51
  %368 = icmp sgt i32 %366, 1, !dbg !51
  %369 = icmp sgt i32 %366, 2, !dbg !51
  %370 = icmp sgt i32 %366, 3, !dbg !51
  %371 = icmp sgt i32 %366, 4, !dbg !51
  %372 = icmp sgt i32 %366, 5, !dbg !51
  %373 = icmp sgt i32 %366, 6, !dbg !51
  %374 = icmp sgt i32 %366, 7, !dbg !51
  %375 = icmp sgt i32 %366, 8, !dbg !51
  %376 = icmp sgt i32 %366, 9, !dbg !51
  %377 = icmp sgt i32 %366, 10, !dbg !51
  %378 = icmp sgt i32 %366, 11, !dbg !51
  %379 = icmp sgt i32 %366, 12, !dbg !51
  %380 = icmp sgt i32 %366, 13, !dbg !51
  %381 = icmp sgt i32 %366, 14, !dbg !51
  %382 = icmp sgt i32 %366, 15, !dbg !51
  %383 = icmp sgt i32 %366, 16, !dbg !51
  %384 = icmp sgt i32 %366, 17, !dbg !51
  %385 = icmp sgt i32 %366, 18, !dbg !51
  %386 = icmp sgt i32 %366, 19, !dbg !51
  %387 = icmp sgt i32 %366, 20, !dbg !51
  %388 = icmp sgt i32 %366, 21, !dbg !51
  %389 = icmp sgt i32 %366, 22, !dbg !51
  %390 = icmp sgt i32 %366, 23, !dbg !51
  %391 = icmp sgt i32 %366, 24, !dbg !51
  %392 = icmp sgt i32 %366, 25, !dbg !51
  %393 = icmp sgt i32 %366, 26, !dbg !51
  %394 = icmp sgt i32 %366, 27, !dbg !51
  %395 = icmp sgt i32 %366, 28, !dbg !51
  %396 = icmp sgt i32 %366, 29, !dbg !51
  %397 = icmp sgt i32 %366, 30, !dbg !51
  %398 = icmp sgt i32 %366, 31, !dbg !51
  %399 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63316, i1 %367) #5, !dbg !52
  %400 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61317, i1 %368) #5, !dbg !52
  %401 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59318, i1 %369) #5, !dbg !52
  %402 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57319, i1 %370) #5, !dbg !52
  %403 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55320, i1 %371) #5, !dbg !52
  %404 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53321, i1 %372) #5, !dbg !52
  %405 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51322, i1 %373) #5, !dbg !52
  %406 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49323, i1 %374) #5, !dbg !52
  %407 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47324, i1 %375) #5, !dbg !52
  %408 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45325, i1 %376) #5, !dbg !52
  %409 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43326, i1 %377) #5, !dbg !52
  %410 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41327, i1 %378) #5, !dbg !52
  %411 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39328, i1 %379) #5, !dbg !52
  %412 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37329, i1 %380) #5, !dbg !52
  %413 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35330, i1 %381) #5, !dbg !52
  %414 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33331, i1 %382) #5, !dbg !52
  %415 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31332, i1 %383) #5, !dbg !52
  %416 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29333, i1 %384) #5, !dbg !52
  %417 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27334, i1 %385) #5, !dbg !52
  %418 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25335, i1 %386) #5, !dbg !52
  %419 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23336, i1 %387) #5, !dbg !52
  %420 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21337, i1 %388) #5, !dbg !52
  %421 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19338, i1 %389) #5, !dbg !52
  %422 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17339, i1 %390) #5, !dbg !52
  %423 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15340, i1 %391) #5, !dbg !52
  %424 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13341, i1 %392) #5, !dbg !52
  %425 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11342, i1 %393) #5, !dbg !52
  %426 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9343, i1 %394) #5, !dbg !52
  %427 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7344, i1 %395) #5, !dbg !52
  %428 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5345, i1 %396) #5, !dbg !52
  %429 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3346, i1 %397) #5, !dbg !52
  %430 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1347, i1 %398) #5, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %431 = insertelement <1 x i16> poison, i16 %399, i64 0, !dbg !52
  store <1 x i16> %431, ptr addrspace(3) %227, align 2, !dbg !52
  %432 = insertelement <1 x i16> poison, i16 %407, i64 0, !dbg !52
  store <1 x i16> %432, ptr addrspace(3) %228, align 2, !dbg !52
  %433 = insertelement <1 x i16> poison, i16 %415, i64 0, !dbg !52
  store <1 x i16> %433, ptr addrspace(3) %229, align 2, !dbg !52
  %434 = insertelement <1 x i16> poison, i16 %423, i64 0, !dbg !52
  store <1 x i16> %434, ptr addrspace(3) %230, align 2, !dbg !52
  %435 = insertelement <1 x i16> poison, i16 %400, i64 0, !dbg !52
  store <1 x i16> %435, ptr addrspace(3) %232, align 2, !dbg !52
  %436 = insertelement <1 x i16> poison, i16 %408, i64 0, !dbg !52
  store <1 x i16> %436, ptr addrspace(3) %233, align 2, !dbg !52
  %437 = insertelement <1 x i16> poison, i16 %416, i64 0, !dbg !52
  store <1 x i16> %437, ptr addrspace(3) %234, align 2, !dbg !52
  %438 = insertelement <1 x i16> poison, i16 %424, i64 0, !dbg !52
  store <1 x i16> %438, ptr addrspace(3) %235, align 2, !dbg !52
  %439 = insertelement <1 x i16> poison, i16 %401, i64 0, !dbg !52
  store <1 x i16> %439, ptr addrspace(3) %237, align 2, !dbg !52
  %440 = insertelement <1 x i16> poison, i16 %409, i64 0, !dbg !52
  store <1 x i16> %440, ptr addrspace(3) %238, align 2, !dbg !52
  %441 = insertelement <1 x i16> poison, i16 %417, i64 0, !dbg !52
  store <1 x i16> %441, ptr addrspace(3) %239, align 2, !dbg !52
  %442 = insertelement <1 x i16> poison, i16 %425, i64 0, !dbg !52
  store <1 x i16> %442, ptr addrspace(3) %240, align 2, !dbg !52
  %443 = insertelement <1 x i16> poison, i16 %402, i64 0, !dbg !52
  store <1 x i16> %443, ptr addrspace(3) %242, align 2, !dbg !52
  %444 = insertelement <1 x i16> poison, i16 %410, i64 0, !dbg !52
  store <1 x i16> %444, ptr addrspace(3) %243, align 2, !dbg !52
  %445 = insertelement <1 x i16> poison, i16 %418, i64 0, !dbg !52
  store <1 x i16> %445, ptr addrspace(3) %244, align 2, !dbg !52
  %446 = insertelement <1 x i16> poison, i16 %426, i64 0, !dbg !52
  store <1 x i16> %446, ptr addrspace(3) %245, align 2, !dbg !52
  %447 = insertelement <1 x i16> poison, i16 %403, i64 0, !dbg !52
  store <1 x i16> %447, ptr addrspace(3) %247, align 2, !dbg !52
  %448 = insertelement <1 x i16> poison, i16 %411, i64 0, !dbg !52
  store <1 x i16> %448, ptr addrspace(3) %248, align 2, !dbg !52
  %449 = insertelement <1 x i16> poison, i16 %419, i64 0, !dbg !52
  store <1 x i16> %449, ptr addrspace(3) %249, align 2, !dbg !52
  %450 = insertelement <1 x i16> poison, i16 %427, i64 0, !dbg !52
  store <1 x i16> %450, ptr addrspace(3) %250, align 2, !dbg !52
  %451 = insertelement <1 x i16> poison, i16 %404, i64 0, !dbg !52
  store <1 x i16> %451, ptr addrspace(3) %252, align 2, !dbg !52
  %452 = insertelement <1 x i16> poison, i16 %412, i64 0, !dbg !52
  store <1 x i16> %452, ptr addrspace(3) %253, align 2, !dbg !52
  %453 = insertelement <1 x i16> poison, i16 %420, i64 0, !dbg !52
  store <1 x i16> %453, ptr addrspace(3) %254, align 2, !dbg !52
  %454 = insertelement <1 x i16> poison, i16 %428, i64 0, !dbg !52
  store <1 x i16> %454, ptr addrspace(3) %255, align 2, !dbg !52
  %455 = insertelement <1 x i16> poison, i16 %405, i64 0, !dbg !52
  store <1 x i16> %455, ptr addrspace(3) %257, align 2, !dbg !52
  %456 = insertelement <1 x i16> poison, i16 %413, i64 0, !dbg !52
  store <1 x i16> %456, ptr addrspace(3) %258, align 2, !dbg !52
  %457 = insertelement <1 x i16> poison, i16 %421, i64 0, !dbg !52
  store <1 x i16> %457, ptr addrspace(3) %259, align 2, !dbg !52
  %458 = insertelement <1 x i16> poison, i16 %429, i64 0, !dbg !52
  store <1 x i16> %458, ptr addrspace(3) %260, align 2, !dbg !52
  %459 = insertelement <1 x i16> poison, i16 %406, i64 0, !dbg !52
  store <1 x i16> %459, ptr addrspace(3) %262, align 2, !dbg !52
  %460 = insertelement <1 x i16> poison, i16 %414, i64 0, !dbg !52
  store <1 x i16> %460, ptr addrspace(3) %263, align 2, !dbg !52
  %461 = insertelement <1 x i16> poison, i16 %422, i64 0, !dbg !52
  store <1 x i16> %461, ptr addrspace(3) %264, align 2, !dbg !52
  %462 = insertelement <1 x i16> poison, i16 %430, i64 0, !dbg !52
  store <1 x i16> %462, ptr addrspace(3) %265, align 2, !dbg !52
  %463 = icmp slt i32 %35, %366, !dbg !53
  %464 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95348, i1 %463) #5, !dbg !54
  %465 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93349, i1 %463) #5, !dbg !54
  %466 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91350, i1 %463) #5, !dbg !54
  %467 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89351, i1 %463) #5, !dbg !54
  %468 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87352, i1 %463) #5, !dbg !54
  %469 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85353, i1 %463) #5, !dbg !54
  %470 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83354, i1 %463) #5, !dbg !54
  %471 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81355, i1 %463) #5, !dbg !54
  %472 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79356, i1 %463) #5, !dbg !54
  %473 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77357, i1 %463) #5, !dbg !54
  %474 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75358, i1 %463) #5, !dbg !54
  %475 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73359, i1 %463) #5, !dbg !54
  %476 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71360, i1 %463) #5, !dbg !54
  %477 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69361, i1 %463) #5, !dbg !54
  %478 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67362, i1 %463) #5, !dbg !54
  %479 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65363, i1 %463) #5, !dbg !54
  %480 = insertelement <1 x i16> poison, i16 %464, i64 0, !dbg !54
  store <1 x i16> %480, ptr addrspace(3) %268, align 2, !dbg !54
  %481 = insertelement <1 x i16> poison, i16 %466, i64 0, !dbg !54
  store <1 x i16> %481, ptr addrspace(3) %269, align 2, !dbg !54
  %482 = insertelement <1 x i16> poison, i16 %468, i64 0, !dbg !54
  store <1 x i16> %482, ptr addrspace(3) %270, align 2, !dbg !54
  %483 = insertelement <1 x i16> poison, i16 %470, i64 0, !dbg !54
  store <1 x i16> %483, ptr addrspace(3) %271, align 2, !dbg !54
  %484 = insertelement <1 x i16> poison, i16 %472, i64 0, !dbg !54
  store <1 x i16> %484, ptr addrspace(3) %272, align 2, !dbg !54
  %485 = insertelement <1 x i16> poison, i16 %474, i64 0, !dbg !54
  store <1 x i16> %485, ptr addrspace(3) %273, align 2, !dbg !54
  %486 = insertelement <1 x i16> poison, i16 %476, i64 0, !dbg !54
  store <1 x i16> %486, ptr addrspace(3) %274, align 2, !dbg !54
  %487 = insertelement <1 x i16> poison, i16 %478, i64 0, !dbg !54
  store <1 x i16> %487, ptr addrspace(3) %275, align 2, !dbg !54
  %488 = insertelement <1 x i16> poison, i16 %465, i64 0, !dbg !54
  store <1 x i16> %488, ptr addrspace(3) %277, align 2, !dbg !54
  %489 = insertelement <1 x i16> poison, i16 %467, i64 0, !dbg !54
  store <1 x i16> %489, ptr addrspace(3) %278, align 2, !dbg !54
  %490 = insertelement <1 x i16> poison, i16 %469, i64 0, !dbg !54
  store <1 x i16> %490, ptr addrspace(3) %279, align 2, !dbg !54
  %491 = insertelement <1 x i16> poison, i16 %471, i64 0, !dbg !54
  store <1 x i16> %491, ptr addrspace(3) %280, align 2, !dbg !54
  %492 = insertelement <1 x i16> poison, i16 %473, i64 0, !dbg !54
  store <1 x i16> %492, ptr addrspace(3) %281, align 2, !dbg !54
  %493 = insertelement <1 x i16> poison, i16 %475, i64 0, !dbg !54
  store <1 x i16> %493, ptr addrspace(3) %282, align 2, !dbg !54
  %494 = insertelement <1 x i16> poison, i16 %477, i64 0, !dbg !54
  store <1 x i16> %494, ptr addrspace(3) %283, align 2, !dbg !54
  %495 = insertelement <1 x i16> poison, i16 %479, i64 0, !dbg !54
  store <1 x i16> %495, ptr addrspace(3) %284, align 2, !dbg !54
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !55
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !55
  %496 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, i64 %291, i64 %292, i1 true) #5, !dbg !55
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 0, !dbg !55
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 1, !dbg !55
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 2, !dbg !55
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 3, !dbg !55
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 4, !dbg !55
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 5, !dbg !55
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 6, !dbg !55
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 7, !dbg !55
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 8, !dbg !55
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 9, !dbg !55
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 10, !dbg !55
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 11, !dbg !55
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 12, !dbg !55
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 13, !dbg !55
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 14, !dbg !55
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 15, !dbg !55
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 16, !dbg !55
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 17, !dbg !55
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 18, !dbg !55
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 19, !dbg !55
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 20, !dbg !55
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 21, !dbg !55
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 22, !dbg !55
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 23, !dbg !55
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 24, !dbg !55
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 25, !dbg !55
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 26, !dbg !55
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 27, !dbg !55
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 28, !dbg !55
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 29, !dbg !55
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 30, !dbg !55
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %496, 31, !dbg !55
  %529 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, i64 %293, i64 %294, i1 true) #5, !dbg !55
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 0, !dbg !55
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 1, !dbg !55
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 2, !dbg !55
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 3, !dbg !55
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 4, !dbg !55
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 5, !dbg !55
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 6, !dbg !55
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 7, !dbg !55
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 8, !dbg !55
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 9, !dbg !55
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 10, !dbg !55
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 11, !dbg !55
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 12, !dbg !55
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 13, !dbg !55
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 14, !dbg !55
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 15, !dbg !55
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 16, !dbg !55
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 17, !dbg !55
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 18, !dbg !55
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 19, !dbg !55
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 20, !dbg !55
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 21, !dbg !55
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 22, !dbg !55
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 23, !dbg !55
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 24, !dbg !55
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 25, !dbg !55
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 26, !dbg !55
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 27, !dbg !55
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 28, !dbg !55
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 29, !dbg !55
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 30, !dbg !55
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %529, 31, !dbg !55
  %562 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, i64 %295, i64 %292, i1 true) #5, !dbg !55
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 0, !dbg !55
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 1, !dbg !55
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 2, !dbg !55
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 3, !dbg !55
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 4, !dbg !55
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 5, !dbg !55
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 6, !dbg !55
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 7, !dbg !55
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 8, !dbg !55
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 9, !dbg !55
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 10, !dbg !55
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 11, !dbg !55
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 12, !dbg !55
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 13, !dbg !55
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 14, !dbg !55
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 15, !dbg !55
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 16, !dbg !55
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 17, !dbg !55
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 18, !dbg !55
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 19, !dbg !55
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 20, !dbg !55
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 21, !dbg !55
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 22, !dbg !55
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 23, !dbg !55
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 24, !dbg !55
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 25, !dbg !55
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 26, !dbg !55
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 27, !dbg !55
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 28, !dbg !55
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 29, !dbg !55
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 30, !dbg !55
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %562, 31, !dbg !55
  %595 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, i64 %296, i64 %294, i1 true) #5, !dbg !55
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 0, !dbg !55
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 1, !dbg !55
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 2, !dbg !55
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 3, !dbg !55
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 4, !dbg !55
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 5, !dbg !55
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 6, !dbg !55
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 7, !dbg !55
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 8, !dbg !55
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 9, !dbg !55
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 10, !dbg !55
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 11, !dbg !55
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 12, !dbg !55
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 13, !dbg !55
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 14, !dbg !55
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 15, !dbg !55
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 16, !dbg !55
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 17, !dbg !55
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 18, !dbg !55
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 19, !dbg !55
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 20, !dbg !55
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 21, !dbg !55
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 22, !dbg !55
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 23, !dbg !55
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 24, !dbg !55
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 25, !dbg !55
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 26, !dbg !55
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 27, !dbg !55
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 28, !dbg !55
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 29, !dbg !55
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 30, !dbg !55
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %595, 31, !dbg !55
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !55
  %628 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, float %561, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #5, !dbg !55
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 0, !dbg !55
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 1, !dbg !55
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 2, !dbg !55
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 3, !dbg !55
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 4, !dbg !55
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 5, !dbg !55
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 6, !dbg !55
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 7, !dbg !55
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 8, !dbg !55
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 9, !dbg !55
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 10, !dbg !55
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 11, !dbg !55
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 12, !dbg !55
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 13, !dbg !55
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 14, !dbg !55
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 15, !dbg !55
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 16, !dbg !55
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 17, !dbg !55
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 18, !dbg !55
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 19, !dbg !55
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 20, !dbg !55
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 21, !dbg !55
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 22, !dbg !55
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 23, !dbg !55
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 24, !dbg !55
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 25, !dbg !55
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 26, !dbg !55
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 27, !dbg !55
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 28, !dbg !55
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 29, !dbg !55
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 30, !dbg !55
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 31, !dbg !55
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 32, !dbg !55
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 33, !dbg !55
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 34, !dbg !55
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 35, !dbg !55
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 36, !dbg !55
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 37, !dbg !55
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 38, !dbg !55
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 39, !dbg !55
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 40, !dbg !55
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 41, !dbg !55
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 42, !dbg !55
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 43, !dbg !55
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 44, !dbg !55
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 45, !dbg !55
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 46, !dbg !55
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 47, !dbg !55
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 48, !dbg !55
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 49, !dbg !55
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 50, !dbg !55
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 51, !dbg !55
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 52, !dbg !55
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 53, !dbg !55
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 54, !dbg !55
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 55, !dbg !55
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 56, !dbg !55
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 57, !dbg !55
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 58, !dbg !55
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 59, !dbg !55
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 60, !dbg !55
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 61, !dbg !55
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 62, !dbg !55
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %628, 63, !dbg !55
  %693 = getelementptr half, ptr addrspace(1) %.pn63316, i64 %297, !dbg !56
  %694 = getelementptr half, ptr addrspace(1) %.pn61317, i64 %297, !dbg !56
  %695 = getelementptr half, ptr addrspace(1) %.pn59318, i64 %297, !dbg !56
  %696 = getelementptr half, ptr addrspace(1) %.pn57319, i64 %297, !dbg !56
  %697 = getelementptr half, ptr addrspace(1) %.pn55320, i64 %297, !dbg !56
  %698 = getelementptr half, ptr addrspace(1) %.pn53321, i64 %297, !dbg !56
  %699 = getelementptr half, ptr addrspace(1) %.pn51322, i64 %297, !dbg !56
  %700 = getelementptr half, ptr addrspace(1) %.pn49323, i64 %297, !dbg !56
  %701 = getelementptr half, ptr addrspace(1) %.pn47324, i64 %297, !dbg !56
  %702 = getelementptr half, ptr addrspace(1) %.pn45325, i64 %297, !dbg !56
  %703 = getelementptr half, ptr addrspace(1) %.pn43326, i64 %297, !dbg !56
  %704 = getelementptr half, ptr addrspace(1) %.pn41327, i64 %297, !dbg !56
  %705 = getelementptr half, ptr addrspace(1) %.pn39328, i64 %297, !dbg !56
  %706 = getelementptr half, ptr addrspace(1) %.pn37329, i64 %297, !dbg !56
  %707 = getelementptr half, ptr addrspace(1) %.pn35330, i64 %297, !dbg !56
  %708 = getelementptr half, ptr addrspace(1) %.pn33331, i64 %297, !dbg !56
  %709 = getelementptr half, ptr addrspace(1) %.pn31332, i64 %297, !dbg !56
  %710 = getelementptr half, ptr addrspace(1) %.pn29333, i64 %297, !dbg !56
  %711 = getelementptr half, ptr addrspace(1) %.pn27334, i64 %297, !dbg !56
  %712 = getelementptr half, ptr addrspace(1) %.pn25335, i64 %297, !dbg !56
  %713 = getelementptr half, ptr addrspace(1) %.pn23336, i64 %297, !dbg !56
  %714 = getelementptr half, ptr addrspace(1) %.pn21337, i64 %297, !dbg !56
  %715 = getelementptr half, ptr addrspace(1) %.pn19338, i64 %297, !dbg !56
  %716 = getelementptr half, ptr addrspace(1) %.pn17339, i64 %297, !dbg !56
  %717 = getelementptr half, ptr addrspace(1) %.pn15340, i64 %297, !dbg !56
  %718 = getelementptr half, ptr addrspace(1) %.pn13341, i64 %297, !dbg !56
  %719 = getelementptr half, ptr addrspace(1) %.pn11342, i64 %297, !dbg !56
  %720 = getelementptr half, ptr addrspace(1) %.pn9343, i64 %297, !dbg !56
  %721 = getelementptr half, ptr addrspace(1) %.pn7344, i64 %297, !dbg !56
  %722 = getelementptr half, ptr addrspace(1) %.pn5345, i64 %297, !dbg !56
  %723 = getelementptr half, ptr addrspace(1) %.pn3346, i64 %297, !dbg !56
  %724 = getelementptr half, ptr addrspace(1) %.pn1347, i64 %297, !dbg !56
  %725 = getelementptr half, ptr addrspace(1) %.pn95348, i64 %298, !dbg !57
  %726 = getelementptr half, ptr addrspace(1) %.pn93349, i64 %298, !dbg !57
  %727 = getelementptr half, ptr addrspace(1) %.pn91350, i64 %298, !dbg !57
  %728 = getelementptr half, ptr addrspace(1) %.pn89351, i64 %298, !dbg !57
  %729 = getelementptr half, ptr addrspace(1) %.pn87352, i64 %298, !dbg !57
  %730 = getelementptr half, ptr addrspace(1) %.pn85353, i64 %298, !dbg !57
  %731 = getelementptr half, ptr addrspace(1) %.pn83354, i64 %298, !dbg !57
  %732 = getelementptr half, ptr addrspace(1) %.pn81355, i64 %298, !dbg !57
  %733 = getelementptr half, ptr addrspace(1) %.pn79356, i64 %298, !dbg !57
  %734 = getelementptr half, ptr addrspace(1) %.pn77357, i64 %298, !dbg !57
  %735 = getelementptr half, ptr addrspace(1) %.pn75358, i64 %298, !dbg !57
  %736 = getelementptr half, ptr addrspace(1) %.pn73359, i64 %298, !dbg !57
  %737 = getelementptr half, ptr addrspace(1) %.pn71360, i64 %298, !dbg !57
  %738 = getelementptr half, ptr addrspace(1) %.pn69361, i64 %298, !dbg !57
  %739 = getelementptr half, ptr addrspace(1) %.pn67362, i64 %298, !dbg !57
  %740 = getelementptr half, ptr addrspace(1) %.pn65363, i64 %298, !dbg !57
  %741 = add nuw nsw i32 %364, 1, !dbg !35
  %exitcond.not = icmp eq i32 %741, %37, !dbg !35
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %299, !dbg !35

._crit_edge.loopexit:                             ; preds = %299
  %742 = insertelement <64 x float> poison, float %629, i64 0, !dbg !58
  %743 = insertelement <64 x float> %742, float %630, i64 1, !dbg !58
  %744 = insertelement <64 x float> %743, float %631, i64 2, !dbg !58
  %745 = insertelement <64 x float> %744, float %632, i64 3, !dbg !58
  %746 = insertelement <64 x float> %745, float %661, i64 4, !dbg !58
  %747 = insertelement <64 x float> %746, float %662, i64 5, !dbg !58
  %748 = insertelement <64 x float> %747, float %663, i64 6, !dbg !58
  %749 = insertelement <64 x float> %748, float %664, i64 7, !dbg !58
  %750 = insertelement <64 x float> %749, float %633, i64 8, !dbg !58
  %751 = insertelement <64 x float> %750, float %634, i64 9, !dbg !58
  %752 = insertelement <64 x float> %751, float %635, i64 10, !dbg !58
  %753 = insertelement <64 x float> %752, float %636, i64 11, !dbg !58
  %754 = insertelement <64 x float> %753, float %665, i64 12, !dbg !58
  %755 = insertelement <64 x float> %754, float %666, i64 13, !dbg !58
  %756 = insertelement <64 x float> %755, float %667, i64 14, !dbg !58
  %757 = insertelement <64 x float> %756, float %668, i64 15, !dbg !58
  %758 = insertelement <64 x float> %757, float %637, i64 16, !dbg !58
  %759 = insertelement <64 x float> %758, float %638, i64 17, !dbg !58
  %760 = insertelement <64 x float> %759, float %639, i64 18, !dbg !58
  %761 = insertelement <64 x float> %760, float %640, i64 19, !dbg !58
  %762 = insertelement <64 x float> %761, float %669, i64 20, !dbg !58
  %763 = insertelement <64 x float> %762, float %670, i64 21, !dbg !58
  %764 = insertelement <64 x float> %763, float %671, i64 22, !dbg !58
  %765 = insertelement <64 x float> %764, float %672, i64 23, !dbg !58
  %766 = insertelement <64 x float> %765, float %641, i64 24, !dbg !58
  %767 = insertelement <64 x float> %766, float %642, i64 25, !dbg !58
  %768 = insertelement <64 x float> %767, float %643, i64 26, !dbg !58
  %769 = insertelement <64 x float> %768, float %644, i64 27, !dbg !58
  %770 = insertelement <64 x float> %769, float %673, i64 28, !dbg !58
  %771 = insertelement <64 x float> %770, float %674, i64 29, !dbg !58
  %772 = insertelement <64 x float> %771, float %675, i64 30, !dbg !58
  %773 = insertelement <64 x float> %772, float %676, i64 31, !dbg !58
  %774 = insertelement <64 x float> %773, float %645, i64 32, !dbg !58
  %775 = insertelement <64 x float> %774, float %646, i64 33, !dbg !58
  %776 = insertelement <64 x float> %775, float %647, i64 34, !dbg !58
  %777 = insertelement <64 x float> %776, float %648, i64 35, !dbg !58
  %778 = insertelement <64 x float> %777, float %677, i64 36, !dbg !58
  %779 = insertelement <64 x float> %778, float %678, i64 37, !dbg !58
  %780 = insertelement <64 x float> %779, float %679, i64 38, !dbg !58
  %781 = insertelement <64 x float> %780, float %680, i64 39, !dbg !58
  %782 = insertelement <64 x float> %781, float %649, i64 40, !dbg !58
  %783 = insertelement <64 x float> %782, float %650, i64 41, !dbg !58
  %784 = insertelement <64 x float> %783, float %651, i64 42, !dbg !58
  %785 = insertelement <64 x float> %784, float %652, i64 43, !dbg !58
  %786 = insertelement <64 x float> %785, float %681, i64 44, !dbg !58
  %787 = insertelement <64 x float> %786, float %682, i64 45, !dbg !58
  %788 = insertelement <64 x float> %787, float %683, i64 46, !dbg !58
  %789 = insertelement <64 x float> %788, float %684, i64 47, !dbg !58
  %790 = insertelement <64 x float> %789, float %653, i64 48, !dbg !58
  %791 = insertelement <64 x float> %790, float %654, i64 49, !dbg !58
  %792 = insertelement <64 x float> %791, float %655, i64 50, !dbg !58
  %793 = insertelement <64 x float> %792, float %656, i64 51, !dbg !58
  %794 = insertelement <64 x float> %793, float %685, i64 52, !dbg !58
  %795 = insertelement <64 x float> %794, float %686, i64 53, !dbg !58
  %796 = insertelement <64 x float> %795, float %687, i64 54, !dbg !58
  %797 = insertelement <64 x float> %796, float %688, i64 55, !dbg !58
  %798 = insertelement <64 x float> %797, float %657, i64 56, !dbg !58
  %799 = insertelement <64 x float> %798, float %658, i64 57, !dbg !58
  %800 = insertelement <64 x float> %799, float %659, i64 58, !dbg !58
  %801 = insertelement <64 x float> %800, float %660, i64 59, !dbg !58
  %802 = insertelement <64 x float> %801, float %689, i64 60, !dbg !58
  %803 = insertelement <64 x float> %802, float %690, i64 61, !dbg !58
  %804 = insertelement <64 x float> %803, float %691, i64 62, !dbg !58
  %805 = insertelement <64 x float> %804, float %692, i64 63, !dbg !58
  %806 = fptrunc <64 x float> %805 to <64 x half>, !dbg !58
  %807 = bitcast <64 x half> %806 to <32 x i32>, !dbg !59
  br label %._crit_edge, !dbg !40

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc490 = phi <32 x i32> [ zeroinitializer, %14 ], [ %807, %._crit_edge.loopexit ], !dbg !60
  %808 = or disjoint i32 %33, 63, !dbg !40
  %809 = or disjoint i32 %33, 62, !dbg !40
  %810 = or disjoint i32 %33, 61, !dbg !40
  %811 = or disjoint i32 %33, 60, !dbg !40
  %812 = or disjoint i32 %33, 59, !dbg !40
  %813 = or disjoint i32 %33, 58, !dbg !40
  %814 = or disjoint i32 %33, 57, !dbg !40
  %815 = or disjoint i32 %33, 56, !dbg !40
  %816 = or disjoint i32 %33, 55, !dbg !40
  %817 = or disjoint i32 %33, 54, !dbg !40
  %818 = or disjoint i32 %33, 53, !dbg !40
  %819 = or disjoint i32 %33, 52, !dbg !40
  %820 = or disjoint i32 %33, 51, !dbg !40
  %821 = or disjoint i32 %33, 50, !dbg !40
  %822 = or disjoint i32 %33, 49, !dbg !40
  %823 = or disjoint i32 %33, 48, !dbg !40
  %824 = or disjoint i32 %33, 47, !dbg !40
  %825 = or disjoint i32 %33, 46, !dbg !40
  %826 = or disjoint i32 %33, 45, !dbg !40
  %827 = or disjoint i32 %33, 44, !dbg !40
  %828 = or disjoint i32 %33, 43, !dbg !40
  %829 = or disjoint i32 %33, 42, !dbg !40
  %830 = or disjoint i32 %33, 41, !dbg !40
  %831 = or disjoint i32 %33, 40, !dbg !40
  %832 = or disjoint i32 %33, 39, !dbg !40
  %833 = or disjoint i32 %33, 38, !dbg !40
  %834 = or disjoint i32 %33, 37, !dbg !40
  %835 = or disjoint i32 %33, 36, !dbg !40
  %836 = or disjoint i32 %33, 35, !dbg !40
  %837 = or disjoint i32 %33, 34, !dbg !40
  %838 = or disjoint i32 %33, 33, !dbg !40
  %839 = or disjoint i32 %33, 32, !dbg !40
  %840 = or disjoint i32 %33, 31, !dbg !40
  %841 = or disjoint i32 %33, 30, !dbg !40
  %842 = or disjoint i32 %33, 29, !dbg !40
  %843 = or disjoint i32 %33, 28, !dbg !40
  %844 = or disjoint i32 %33, 27, !dbg !40
  %845 = or disjoint i32 %33, 26, !dbg !40
  %846 = or disjoint i32 %33, 25, !dbg !40
  %847 = or disjoint i32 %33, 24, !dbg !40
  %848 = or disjoint i32 %33, 23, !dbg !40
  %849 = or disjoint i32 %33, 22, !dbg !40
  %850 = or disjoint i32 %33, 21, !dbg !40
  %851 = or disjoint i32 %33, 20, !dbg !40
  %852 = or disjoint i32 %33, 19, !dbg !40
  %853 = or disjoint i32 %33, 18, !dbg !40
  %854 = or disjoint i32 %33, 17, !dbg !40
  %855 = or disjoint i32 %33, 16, !dbg !40
  %856 = or disjoint i32 %33, 15, !dbg !40
  %857 = or disjoint i32 %33, 14, !dbg !40
  %858 = or disjoint i32 %33, 13, !dbg !40
  %859 = or disjoint i32 %33, 12, !dbg !40
  %860 = or disjoint i32 %33, 11, !dbg !40
  %861 = or disjoint i32 %33, 10, !dbg !40
  %862 = or disjoint i32 %33, 9, !dbg !40
  %863 = or disjoint i32 %33, 8, !dbg !40
  %864 = or disjoint i32 %33, 7, !dbg !40
  %865 = or disjoint i32 %33, 6, !dbg !40
  %866 = or disjoint i32 %33, 5, !dbg !40
  %867 = or disjoint i32 %33, 4, !dbg !40
  %868 = or disjoint i32 %33, 3, !dbg !40
  %869 = or disjoint i32 %33, 2, !dbg !40
  %870 = or disjoint i32 %33, 1, !dbg !40
  %871 = mul i32 %32, %10, !dbg !61
  %872 = sext i32 %871 to i64, !dbg !62
  %873 = getelementptr half, ptr addrspace(1) %2, i64 %872, !dbg !62
  %874 = mul i32 %33, %11, !dbg !63
  %875 = mul i32 %870, %11, !dbg !63
  %876 = mul i32 %869, %11, !dbg !63
  %877 = mul i32 %868, %11, !dbg !63
  %878 = mul i32 %867, %11, !dbg !63
  %879 = mul i32 %866, %11, !dbg !63
  %880 = mul i32 %865, %11, !dbg !63
  %881 = mul i32 %864, %11, !dbg !63
  %882 = mul i32 %863, %11, !dbg !63
  %883 = mul i32 %862, %11, !dbg !63
  %884 = mul i32 %861, %11, !dbg !63
  %885 = mul i32 %860, %11, !dbg !63
  %886 = mul i32 %859, %11, !dbg !63
  %887 = mul i32 %858, %11, !dbg !63
  %888 = mul i32 %857, %11, !dbg !63
  %889 = mul i32 %856, %11, !dbg !63
  %890 = mul i32 %855, %11, !dbg !63
  %891 = mul i32 %854, %11, !dbg !63
  %892 = mul i32 %853, %11, !dbg !63
  %893 = mul i32 %852, %11, !dbg !63
  %894 = mul i32 %851, %11, !dbg !63
  %895 = mul i32 %850, %11, !dbg !63
  %896 = mul i32 %849, %11, !dbg !63
  %897 = mul i32 %848, %11, !dbg !63
  %898 = mul i32 %847, %11, !dbg !63
  %899 = mul i32 %846, %11, !dbg !63
  %900 = mul i32 %845, %11, !dbg !63
  %901 = mul i32 %844, %11, !dbg !63
  %902 = mul i32 %843, %11, !dbg !63
  %903 = mul i32 %842, %11, !dbg !63
  %904 = mul i32 %841, %11, !dbg !63
  %905 = mul i32 %840, %11, !dbg !63
  %906 = mul i32 %839, %11, !dbg !63
  %907 = mul i32 %838, %11, !dbg !63
  %908 = mul i32 %837, %11, !dbg !63
  %909 = mul i32 %836, %11, !dbg !63
  %910 = mul i32 %835, %11, !dbg !63
  %911 = mul i32 %834, %11, !dbg !63
  %912 = mul i32 %833, %11, !dbg !63
  %913 = mul i32 %832, %11, !dbg !63
  %914 = mul i32 %831, %11, !dbg !63
  %915 = mul i32 %830, %11, !dbg !63
  %916 = mul i32 %829, %11, !dbg !63
  %917 = mul i32 %828, %11, !dbg !63
  %918 = mul i32 %827, %11, !dbg !63
  %919 = mul i32 %826, %11, !dbg !63
  %920 = mul i32 %825, %11, !dbg !63
  %921 = mul i32 %824, %11, !dbg !63
  %922 = mul i32 %823, %11, !dbg !63
  %923 = mul i32 %822, %11, !dbg !63
  %924 = mul i32 %821, %11, !dbg !63
  %925 = mul i32 %820, %11, !dbg !63
  %926 = mul i32 %819, %11, !dbg !63
  %927 = mul i32 %818, %11, !dbg !63
  %928 = mul i32 %817, %11, !dbg !63
  %929 = mul i32 %816, %11, !dbg !63
  %930 = mul i32 %815, %11, !dbg !63
  %931 = mul i32 %814, %11, !dbg !63
  %932 = mul i32 %813, %11, !dbg !63
  %933 = mul i32 %812, %11, !dbg !63
  %934 = mul i32 %811, %11, !dbg !63
  %935 = mul i32 %810, %11, !dbg !63
  %936 = mul i32 %809, %11, !dbg !63
  %937 = mul i32 %808, %11, !dbg !63
  %938 = sext i32 %874 to i64, !dbg !64
  %939 = getelementptr half, ptr addrspace(1) %873, i64 %938, !dbg !64
  %940 = sext i32 %875 to i64, !dbg !64
  %941 = getelementptr half, ptr addrspace(1) %873, i64 %940, !dbg !64
  %942 = sext i32 %876 to i64, !dbg !64
  %943 = getelementptr half, ptr addrspace(1) %873, i64 %942, !dbg !64
  %944 = sext i32 %877 to i64, !dbg !64
  %945 = getelementptr half, ptr addrspace(1) %873, i64 %944, !dbg !64
  %946 = sext i32 %878 to i64, !dbg !64
  %947 = getelementptr half, ptr addrspace(1) %873, i64 %946, !dbg !64
  %948 = sext i32 %879 to i64, !dbg !64
  %949 = getelementptr half, ptr addrspace(1) %873, i64 %948, !dbg !64
  %950 = sext i32 %880 to i64, !dbg !64
  %951 = getelementptr half, ptr addrspace(1) %873, i64 %950, !dbg !64
  %952 = sext i32 %881 to i64, !dbg !64
  %953 = getelementptr half, ptr addrspace(1) %873, i64 %952, !dbg !64
  %954 = sext i32 %882 to i64, !dbg !64
  %955 = getelementptr half, ptr addrspace(1) %873, i64 %954, !dbg !64
  %956 = sext i32 %883 to i64, !dbg !64
  %957 = getelementptr half, ptr addrspace(1) %873, i64 %956, !dbg !64
  %958 = sext i32 %884 to i64, !dbg !64
  %959 = getelementptr half, ptr addrspace(1) %873, i64 %958, !dbg !64
  %960 = sext i32 %885 to i64, !dbg !64
  %961 = getelementptr half, ptr addrspace(1) %873, i64 %960, !dbg !64
  %962 = sext i32 %886 to i64, !dbg !64
  %963 = getelementptr half, ptr addrspace(1) %873, i64 %962, !dbg !64
  %964 = sext i32 %887 to i64, !dbg !64
  %965 = getelementptr half, ptr addrspace(1) %873, i64 %964, !dbg !64
  %966 = sext i32 %888 to i64, !dbg !64
  %967 = getelementptr half, ptr addrspace(1) %873, i64 %966, !dbg !64
  %968 = sext i32 %889 to i64, !dbg !64
  %969 = getelementptr half, ptr addrspace(1) %873, i64 %968, !dbg !64
  %970 = sext i32 %890 to i64, !dbg !64
  %971 = getelementptr half, ptr addrspace(1) %873, i64 %970, !dbg !64
  %972 = sext i32 %891 to i64, !dbg !64
  %973 = getelementptr half, ptr addrspace(1) %873, i64 %972, !dbg !64
  %974 = sext i32 %892 to i64, !dbg !64
  %975 = getelementptr half, ptr addrspace(1) %873, i64 %974, !dbg !64
  %976 = sext i32 %893 to i64, !dbg !64
  %977 = getelementptr half, ptr addrspace(1) %873, i64 %976, !dbg !64
  %978 = sext i32 %894 to i64, !dbg !64
  %979 = getelementptr half, ptr addrspace(1) %873, i64 %978, !dbg !64
  %980 = sext i32 %895 to i64, !dbg !64
  %981 = getelementptr half, ptr addrspace(1) %873, i64 %980, !dbg !64
  %982 = sext i32 %896 to i64, !dbg !64
  %983 = getelementptr half, ptr addrspace(1) %873, i64 %982, !dbg !64
  %984 = sext i32 %897 to i64, !dbg !64
  %985 = getelementptr half, ptr addrspace(1) %873, i64 %984, !dbg !64
  %986 = sext i32 %898 to i64, !dbg !64
  %987 = getelementptr half, ptr addrspace(1) %873, i64 %986, !dbg !64
  %988 = sext i32 %899 to i64, !dbg !64
  %989 = getelementptr half, ptr addrspace(1) %873, i64 %988, !dbg !64
  %990 = sext i32 %900 to i64, !dbg !64
  %991 = getelementptr half, ptr addrspace(1) %873, i64 %990, !dbg !64
  %992 = sext i32 %901 to i64, !dbg !64
  %993 = getelementptr half, ptr addrspace(1) %873, i64 %992, !dbg !64
  %994 = sext i32 %902 to i64, !dbg !64
  %995 = getelementptr half, ptr addrspace(1) %873, i64 %994, !dbg !64
  %996 = sext i32 %903 to i64, !dbg !64
  %997 = getelementptr half, ptr addrspace(1) %873, i64 %996, !dbg !64
  %998 = sext i32 %904 to i64, !dbg !64
  %999 = getelementptr half, ptr addrspace(1) %873, i64 %998, !dbg !64
  %1000 = sext i32 %905 to i64, !dbg !64
  %1001 = getelementptr half, ptr addrspace(1) %873, i64 %1000, !dbg !64
  %1002 = sext i32 %906 to i64, !dbg !64
  %1003 = getelementptr half, ptr addrspace(1) %873, i64 %1002, !dbg !64
  %1004 = sext i32 %907 to i64, !dbg !64
  %1005 = getelementptr half, ptr addrspace(1) %873, i64 %1004, !dbg !64
  %1006 = sext i32 %908 to i64, !dbg !64
  %1007 = getelementptr half, ptr addrspace(1) %873, i64 %1006, !dbg !64
  %1008 = sext i32 %909 to i64, !dbg !64
  %1009 = getelementptr half, ptr addrspace(1) %873, i64 %1008, !dbg !64
  %1010 = sext i32 %910 to i64, !dbg !64
  %1011 = getelementptr half, ptr addrspace(1) %873, i64 %1010, !dbg !64
  %1012 = sext i32 %911 to i64, !dbg !64
  %1013 = getelementptr half, ptr addrspace(1) %873, i64 %1012, !dbg !64
  %1014 = sext i32 %912 to i64, !dbg !64
  %1015 = getelementptr half, ptr addrspace(1) %873, i64 %1014, !dbg !64
  %1016 = sext i32 %913 to i64, !dbg !64
  %1017 = getelementptr half, ptr addrspace(1) %873, i64 %1016, !dbg !64
  %1018 = sext i32 %914 to i64, !dbg !64
  %1019 = getelementptr half, ptr addrspace(1) %873, i64 %1018, !dbg !64
  %1020 = sext i32 %915 to i64, !dbg !64
  %1021 = getelementptr half, ptr addrspace(1) %873, i64 %1020, !dbg !64
  %1022 = sext i32 %916 to i64, !dbg !64
  %1023 = getelementptr half, ptr addrspace(1) %873, i64 %1022, !dbg !64
  %1024 = sext i32 %917 to i64, !dbg !64
  %1025 = getelementptr half, ptr addrspace(1) %873, i64 %1024, !dbg !64
  %1026 = sext i32 %918 to i64, !dbg !64
  %1027 = getelementptr half, ptr addrspace(1) %873, i64 %1026, !dbg !64
  %1028 = sext i32 %919 to i64, !dbg !64
  %1029 = getelementptr half, ptr addrspace(1) %873, i64 %1028, !dbg !64
  %1030 = sext i32 %920 to i64, !dbg !64
  %1031 = getelementptr half, ptr addrspace(1) %873, i64 %1030, !dbg !64
  %1032 = sext i32 %921 to i64, !dbg !64
  %1033 = getelementptr half, ptr addrspace(1) %873, i64 %1032, !dbg !64
  %1034 = sext i32 %922 to i64, !dbg !64
  %1035 = getelementptr half, ptr addrspace(1) %873, i64 %1034, !dbg !64
  %1036 = sext i32 %923 to i64, !dbg !64
  %1037 = getelementptr half, ptr addrspace(1) %873, i64 %1036, !dbg !64
  %1038 = sext i32 %924 to i64, !dbg !64
  %1039 = getelementptr half, ptr addrspace(1) %873, i64 %1038, !dbg !64
  %1040 = sext i32 %925 to i64, !dbg !64
  %1041 = getelementptr half, ptr addrspace(1) %873, i64 %1040, !dbg !64
  %1042 = sext i32 %926 to i64, !dbg !64
  %1043 = getelementptr half, ptr addrspace(1) %873, i64 %1042, !dbg !64
  %1044 = sext i32 %927 to i64, !dbg !64
  %1045 = getelementptr half, ptr addrspace(1) %873, i64 %1044, !dbg !64
  %1046 = sext i32 %928 to i64, !dbg !64
  %1047 = getelementptr half, ptr addrspace(1) %873, i64 %1046, !dbg !64
  %1048 = sext i32 %929 to i64, !dbg !64
  %1049 = getelementptr half, ptr addrspace(1) %873, i64 %1048, !dbg !64
  %1050 = sext i32 %930 to i64, !dbg !64
  %1051 = getelementptr half, ptr addrspace(1) %873, i64 %1050, !dbg !64
  %1052 = sext i32 %931 to i64, !dbg !64
  %1053 = getelementptr half, ptr addrspace(1) %873, i64 %1052, !dbg !64
  %1054 = sext i32 %932 to i64, !dbg !64
  %1055 = getelementptr half, ptr addrspace(1) %873, i64 %1054, !dbg !64
  %1056 = sext i32 %933 to i64, !dbg !64
  %1057 = getelementptr half, ptr addrspace(1) %873, i64 %1056, !dbg !64
  %1058 = sext i32 %934 to i64, !dbg !64
  %1059 = getelementptr half, ptr addrspace(1) %873, i64 %1058, !dbg !64
  %1060 = sext i32 %935 to i64, !dbg !64
  %1061 = getelementptr half, ptr addrspace(1) %873, i64 %1060, !dbg !64
  %1062 = sext i32 %936 to i64, !dbg !64
  %1063 = getelementptr half, ptr addrspace(1) %873, i64 %1062, !dbg !64
  %1064 = sext i32 %937 to i64, !dbg !64
  %1065 = getelementptr half, ptr addrspace(1) %873, i64 %1064, !dbg !64
  %1066 = icmp slt i32 %32, %3, !dbg !65
  %1067 = icmp slt i32 %33, %4, !dbg !66
  %1068 = icmp slt i32 %870, %4, !dbg !66
  %1069 = icmp slt i32 %869, %4, !dbg !66
  %1070 = icmp slt i32 %868, %4, !dbg !66
  %1071 = icmp slt i32 %867, %4, !dbg !66
  %1072 = icmp slt i32 %866, %4, !dbg !66
  %1073 = icmp slt i32 %865, %4, !dbg !66
  %1074 = icmp slt i32 %864, %4, !dbg !66
  %1075 = icmp slt i32 %863, %4, !dbg !66
  %1076 = icmp slt i32 %862, %4, !dbg !66
  %1077 = icmp slt i32 %861, %4, !dbg !66
  %1078 = icmp slt i32 %860, %4, !dbg !66
  %1079 = icmp slt i32 %859, %4, !dbg !66
  %1080 = icmp slt i32 %858, %4, !dbg !66
  %1081 = icmp slt i32 %857, %4, !dbg !66
  %1082 = icmp slt i32 %856, %4, !dbg !66
  %1083 = icmp slt i32 %855, %4, !dbg !66
  %1084 = icmp slt i32 %854, %4, !dbg !66
  %1085 = icmp slt i32 %853, %4, !dbg !66
  %1086 = icmp slt i32 %852, %4, !dbg !66
  %1087 = icmp slt i32 %851, %4, !dbg !66
  %1088 = icmp slt i32 %850, %4, !dbg !66
  %1089 = icmp slt i32 %849, %4, !dbg !66
  %1090 = icmp slt i32 %848, %4, !dbg !66
  %1091 = icmp slt i32 %847, %4, !dbg !66
  %1092 = icmp slt i32 %846, %4, !dbg !66
  %1093 = icmp slt i32 %845, %4, !dbg !66
  %1094 = icmp slt i32 %844, %4, !dbg !66
  %1095 = icmp slt i32 %843, %4, !dbg !66
  %1096 = icmp slt i32 %842, %4, !dbg !66
  %1097 = icmp slt i32 %841, %4, !dbg !66
  %1098 = icmp slt i32 %840, %4, !dbg !66
  %1099 = icmp slt i32 %839, %4, !dbg !66
  %1100 = icmp slt i32 %838, %4, !dbg !66
  %1101 = icmp slt i32 %837, %4, !dbg !66
  %1102 = icmp slt i32 %836, %4, !dbg !66
  %1103 = icmp slt i32 %835, %4, !dbg !66
  %1104 = icmp slt i32 %834, %4, !dbg !66
  %1105 = icmp slt i32 %833, %4, !dbg !66
  %1106 = icmp slt i32 %832, %4, !dbg !66
  %1107 = icmp slt i32 %831, %4, !dbg !66
  %1108 = icmp slt i32 %830, %4, !dbg !66
  %1109 = icmp slt i32 %829, %4, !dbg !66
  %1110 = icmp slt i32 %828, %4, !dbg !66
  %1111 = icmp slt i32 %827, %4, !dbg !66
  %1112 = icmp slt i32 %826, %4, !dbg !66
  %1113 = icmp slt i32 %825, %4, !dbg !66
  %1114 = icmp slt i32 %824, %4, !dbg !66
  %1115 = icmp slt i32 %823, %4, !dbg !66
  %1116 = icmp slt i32 %822, %4, !dbg !66
  %1117 = icmp slt i32 %821, %4, !dbg !66
  %1118 = icmp slt i32 %820, %4, !dbg !66
  %1119 = icmp slt i32 %819, %4, !dbg !66
  %1120 = icmp slt i32 %818, %4, !dbg !66
  %1121 = icmp slt i32 %817, %4, !dbg !66
  %1122 = icmp slt i32 %816, %4, !dbg !66
  %1123 = icmp slt i32 %815, %4, !dbg !66
  %1124 = icmp slt i32 %814, %4, !dbg !66
  %1125 = icmp slt i32 %813, %4, !dbg !66
  %1126 = icmp slt i32 %812, %4, !dbg !66
  %1127 = icmp slt i32 %811, %4, !dbg !66
  %1128 = icmp slt i32 %810, %4, !dbg !66
  %1129 = icmp slt i32 %809, %4, !dbg !66
  %1130 = icmp slt i32 %808, %4, !dbg !66
  %1131 = and i1 %1066, %1067, !dbg !67
  %1132 = and i1 %1066, %1068, !dbg !67
  %1133 = and i1 %1066, %1069, !dbg !67
  %1134 = and i1 %1066, %1070, !dbg !67
  %1135 = and i1 %1066, %1071, !dbg !67
  %1136 = and i1 %1066, %1072, !dbg !67
  %1137 = and i1 %1066, %1073, !dbg !67
  %1138 = and i1 %1066, %1074, !dbg !67
  %1139 = and i1 %1066, %1075, !dbg !67
  %1140 = and i1 %1066, %1076, !dbg !67
  %1141 = and i1 %1066, %1077, !dbg !67
  %1142 = and i1 %1066, %1078, !dbg !67
  %1143 = and i1 %1066, %1079, !dbg !67
  %1144 = and i1 %1066, %1080, !dbg !67
  %1145 = and i1 %1066, %1081, !dbg !67
  %1146 = and i1 %1066, %1082, !dbg !67
  %1147 = and i1 %1066, %1083, !dbg !67
  %1148 = and i1 %1066, %1084, !dbg !67
  %1149 = and i1 %1066, %1085, !dbg !67
  %1150 = and i1 %1066, %1086, !dbg !67
  %1151 = and i1 %1066, %1087, !dbg !67
  %1152 = and i1 %1066, %1088, !dbg !67
  %1153 = and i1 %1066, %1089, !dbg !67
  %1154 = and i1 %1066, %1090, !dbg !67
  %1155 = and i1 %1066, %1091, !dbg !67
  %1156 = and i1 %1066, %1092, !dbg !67
  %1157 = and i1 %1066, %1093, !dbg !67
  %1158 = and i1 %1066, %1094, !dbg !67
  %1159 = and i1 %1066, %1095, !dbg !67
  %1160 = and i1 %1066, %1096, !dbg !67
  %1161 = and i1 %1066, %1097, !dbg !67
  %1162 = and i1 %1066, %1098, !dbg !67
  %1163 = and i1 %1066, %1099, !dbg !67
  %1164 = and i1 %1066, %1100, !dbg !67
  %1165 = and i1 %1066, %1101, !dbg !67
  %1166 = and i1 %1066, %1102, !dbg !67
  %1167 = and i1 %1066, %1103, !dbg !67
  %1168 = and i1 %1066, %1104, !dbg !67
  %1169 = and i1 %1066, %1105, !dbg !67
  %1170 = and i1 %1066, %1106, !dbg !67
  %1171 = and i1 %1066, %1107, !dbg !67
  %1172 = and i1 %1066, %1108, !dbg !67
  %1173 = and i1 %1066, %1109, !dbg !67
  %1174 = and i1 %1066, %1110, !dbg !67
  %1175 = and i1 %1066, %1111, !dbg !67
  %1176 = and i1 %1066, %1112, !dbg !67
  %1177 = and i1 %1066, %1113, !dbg !67
  %1178 = and i1 %1066, %1114, !dbg !67
  %1179 = and i1 %1066, %1115, !dbg !67
  %1180 = and i1 %1066, %1116, !dbg !67
  %1181 = and i1 %1066, %1117, !dbg !67
  %1182 = and i1 %1066, %1118, !dbg !67
  %1183 = and i1 %1066, %1119, !dbg !67
  %1184 = and i1 %1066, %1120, !dbg !67
  %1185 = and i1 %1066, %1121, !dbg !67
  %1186 = and i1 %1066, %1122, !dbg !67
  %1187 = and i1 %1066, %1123, !dbg !67
  %1188 = and i1 %1066, %1124, !dbg !67
  %1189 = and i1 %1066, %1125, !dbg !67
  %1190 = and i1 %1066, %1126, !dbg !67
  %1191 = and i1 %1066, %1127, !dbg !67
  %1192 = and i1 %1066, %1128, !dbg !67
  %1193 = and i1 %1066, %1129, !dbg !67
  %1194 = and i1 %1066, %1130, !dbg !67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1195 = shl nuw nsw i32 %30, 4, !dbg !59
  %1196 = and i32 %1195, 240, !dbg !59
  %1197 = shl nuw nsw i32 %34, 3, !dbg !59
  %1198 = shl nuw nsw i32 %30, 6, !dbg !59
  %1199 = and i32 %1198, 1024, !dbg !59
  %1200 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1196, !dbg !59
  %1201 = getelementptr inbounds nuw i8, ptr addrspace(3) %1200, i32 %1199, !dbg !59
  %1202 = getelementptr inbounds nuw i8, ptr addrspace(3) %1201, i32 %1197, !dbg !59
  %.extract429 = extractelement <32 x i32> %.bc490, i64 0, !dbg !59
  %.extract431 = extractelement <32 x i32> %.bc490, i64 1, !dbg !59
  %.extract433 = extractelement <32 x i32> %.bc490, i64 2, !dbg !59
  %.extract435 = extractelement <32 x i32> %.bc490, i64 3, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract429, i32 %.extract431, i32 %.extract433, i32 %.extract435), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1203 = shl nuw nsw i32 %31, 4, !dbg !59
  %1204 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1203, !dbg !59
  %1205 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract437 = extractelement <32 x i32> %.bc490, i64 4, !dbg !59
  %.extract439 = extractelement <32 x i32> %.bc490, i64 5, !dbg !59
  %.extract441 = extractelement <32 x i32> %.bc490, i64 6, !dbg !59
  %.extract443 = extractelement <32 x i32> %.bc490, i64 7, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract437, i32 %.extract439, i32 %.extract441, i32 %.extract443), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1206 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract445 = extractelement <32 x i32> %.bc490, i64 8, !dbg !59
  %.extract447 = extractelement <32 x i32> %.bc490, i64 9, !dbg !59
  %.extract449 = extractelement <32 x i32> %.bc490, i64 10, !dbg !59
  %.extract451 = extractelement <32 x i32> %.bc490, i64 11, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract445, i32 %.extract447, i32 %.extract449, i32 %.extract451), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1207 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract453 = extractelement <32 x i32> %.bc490, i64 12, !dbg !59
  %.extract455 = extractelement <32 x i32> %.bc490, i64 13, !dbg !59
  %.extract457 = extractelement <32 x i32> %.bc490, i64 14, !dbg !59
  %.extract459 = extractelement <32 x i32> %.bc490, i64 15, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract453, i32 %.extract455, i32 %.extract457, i32 %.extract459), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1208 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract461 = extractelement <32 x i32> %.bc490, i64 16, !dbg !59
  %.extract463 = extractelement <32 x i32> %.bc490, i64 17, !dbg !59
  %.extract465 = extractelement <32 x i32> %.bc490, i64 18, !dbg !59
  %.extract467 = extractelement <32 x i32> %.bc490, i64 19, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract461, i32 %.extract463, i32 %.extract465, i32 %.extract467), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1209 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract469 = extractelement <32 x i32> %.bc490, i64 20, !dbg !59
  %.extract471 = extractelement <32 x i32> %.bc490, i64 21, !dbg !59
  %.extract473 = extractelement <32 x i32> %.bc490, i64 22, !dbg !59
  %.extract475 = extractelement <32 x i32> %.bc490, i64 23, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract469, i32 %.extract471, i32 %.extract473, i32 %.extract475), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1210 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract477 = extractelement <32 x i32> %.bc490, i64 24, !dbg !59
  %.extract479 = extractelement <32 x i32> %.bc490, i64 25, !dbg !59
  %.extract481 = extractelement <32 x i32> %.bc490, i64 26, !dbg !59
  %.extract483 = extractelement <32 x i32> %.bc490, i64 27, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract477, i32 %.extract479, i32 %.extract481, i32 %.extract483), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1211 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract485 = extractelement <32 x i32> %.bc490, i64 28, !dbg !59
  %.extract487 = extractelement <32 x i32> %.bc490, i64 29, !dbg !59
  %.extract489 = extractelement <32 x i32> %.bc490, i64 30, !dbg !59
  %.extract491 = extractelement <32 x i32> %.bc490, i64 31, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1202, i32 %.extract485, i32 %.extract487, i32 %.extract489, i32 %.extract491), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1212 = load <8 x i16>, ptr addrspace(3) %1204, align 16, !dbg !59
  %.extract = extractelement <8 x i16> %1205, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %939, i1 %1131) #5, !dbg !59
  %.extract191 = extractelement <8 x i16> %1205, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract191, ptr addrspace(1) %941, i1 %1132) #5, !dbg !59
  %.extract193 = extractelement <8 x i16> %1205, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract193, ptr addrspace(1) %943, i1 %1133) #5, !dbg !59
  %.extract195 = extractelement <8 x i16> %1205, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract195, ptr addrspace(1) %945, i1 %1134) #5, !dbg !59
  %.extract197 = extractelement <8 x i16> %1205, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract197, ptr addrspace(1) %947, i1 %1135) #5, !dbg !59
  %.extract199 = extractelement <8 x i16> %1205, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract199, ptr addrspace(1) %949, i1 %1136) #5, !dbg !59
  %.extract201 = extractelement <8 x i16> %1205, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract201, ptr addrspace(1) %951, i1 %1137) #5, !dbg !59
  %.extract203 = extractelement <8 x i16> %1205, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract203, ptr addrspace(1) %953, i1 %1138) #5, !dbg !59
  %.extract205 = extractelement <8 x i16> %1206, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract205, ptr addrspace(1) %955, i1 %1139) #5, !dbg !59
  %.extract207 = extractelement <8 x i16> %1206, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract207, ptr addrspace(1) %957, i1 %1140) #5, !dbg !59
  %.extract209 = extractelement <8 x i16> %1206, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract209, ptr addrspace(1) %959, i1 %1141) #5, !dbg !59
  %.extract211 = extractelement <8 x i16> %1206, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract211, ptr addrspace(1) %961, i1 %1142) #5, !dbg !59
  %.extract213 = extractelement <8 x i16> %1206, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract213, ptr addrspace(1) %963, i1 %1143) #5, !dbg !59
  %.extract215 = extractelement <8 x i16> %1206, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract215, ptr addrspace(1) %965, i1 %1144) #5, !dbg !59
  %.extract217 = extractelement <8 x i16> %1206, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract217, ptr addrspace(1) %967, i1 %1145) #5, !dbg !59
  %.extract219 = extractelement <8 x i16> %1206, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract219, ptr addrspace(1) %969, i1 %1146) #5, !dbg !59
  %.extract221 = extractelement <8 x i16> %1207, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract221, ptr addrspace(1) %971, i1 %1147) #5, !dbg !59
  %.extract223 = extractelement <8 x i16> %1207, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract223, ptr addrspace(1) %973, i1 %1148) #5, !dbg !59
  %.extract225 = extractelement <8 x i16> %1207, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract225, ptr addrspace(1) %975, i1 %1149) #5, !dbg !59
  %.extract227 = extractelement <8 x i16> %1207, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract227, ptr addrspace(1) %977, i1 %1150) #5, !dbg !59
  %.extract229 = extractelement <8 x i16> %1207, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract229, ptr addrspace(1) %979, i1 %1151) #5, !dbg !59
  %.extract231 = extractelement <8 x i16> %1207, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract231, ptr addrspace(1) %981, i1 %1152) #5, !dbg !59
  %.extract233 = extractelement <8 x i16> %1207, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract233, ptr addrspace(1) %983, i1 %1153) #5, !dbg !59
  %.extract235 = extractelement <8 x i16> %1207, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract235, ptr addrspace(1) %985, i1 %1154) #5, !dbg !59
  %.extract237 = extractelement <8 x i16> %1208, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract237, ptr addrspace(1) %987, i1 %1155) #5, !dbg !59
  %.extract239 = extractelement <8 x i16> %1208, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract239, ptr addrspace(1) %989, i1 %1156) #5, !dbg !59
  %.extract241 = extractelement <8 x i16> %1208, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract241, ptr addrspace(1) %991, i1 %1157) #5, !dbg !59
  %.extract243 = extractelement <8 x i16> %1208, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract243, ptr addrspace(1) %993, i1 %1158) #5, !dbg !59
  %.extract245 = extractelement <8 x i16> %1208, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract245, ptr addrspace(1) %995, i1 %1159) #5, !dbg !59
  %.extract247 = extractelement <8 x i16> %1208, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract247, ptr addrspace(1) %997, i1 %1160) #5, !dbg !59
  %.extract249 = extractelement <8 x i16> %1208, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract249, ptr addrspace(1) %999, i1 %1161) #5, !dbg !59
  %.extract251 = extractelement <8 x i16> %1208, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract251, ptr addrspace(1) %1001, i1 %1162) #5, !dbg !59
  %.extract253 = extractelement <8 x i16> %1209, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract253, ptr addrspace(1) %1003, i1 %1163) #5, !dbg !59
  %.extract255 = extractelement <8 x i16> %1209, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract255, ptr addrspace(1) %1005, i1 %1164) #5, !dbg !59
  %.extract257 = extractelement <8 x i16> %1209, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract257, ptr addrspace(1) %1007, i1 %1165) #5, !dbg !59
  %.extract259 = extractelement <8 x i16> %1209, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract259, ptr addrspace(1) %1009, i1 %1166) #5, !dbg !59
  %.extract261 = extractelement <8 x i16> %1209, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract261, ptr addrspace(1) %1011, i1 %1167) #5, !dbg !59
  %.extract263 = extractelement <8 x i16> %1209, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract263, ptr addrspace(1) %1013, i1 %1168) #5, !dbg !59
  %.extract265 = extractelement <8 x i16> %1209, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract265, ptr addrspace(1) %1015, i1 %1169) #5, !dbg !59
  %.extract267 = extractelement <8 x i16> %1209, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract267, ptr addrspace(1) %1017, i1 %1170) #5, !dbg !59
  %.extract269 = extractelement <8 x i16> %1210, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract269, ptr addrspace(1) %1019, i1 %1171) #5, !dbg !59
  %.extract271 = extractelement <8 x i16> %1210, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract271, ptr addrspace(1) %1021, i1 %1172) #5, !dbg !59
  %.extract273 = extractelement <8 x i16> %1210, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract273, ptr addrspace(1) %1023, i1 %1173) #5, !dbg !59
  %.extract275 = extractelement <8 x i16> %1210, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract275, ptr addrspace(1) %1025, i1 %1174) #5, !dbg !59
  %.extract277 = extractelement <8 x i16> %1210, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract277, ptr addrspace(1) %1027, i1 %1175) #5, !dbg !59
  %.extract279 = extractelement <8 x i16> %1210, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract279, ptr addrspace(1) %1029, i1 %1176) #5, !dbg !59
  %.extract281 = extractelement <8 x i16> %1210, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract281, ptr addrspace(1) %1031, i1 %1177) #5, !dbg !59
  %.extract283 = extractelement <8 x i16> %1210, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract283, ptr addrspace(1) %1033, i1 %1178) #5, !dbg !59
  %.extract285 = extractelement <8 x i16> %1211, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract285, ptr addrspace(1) %1035, i1 %1179) #5, !dbg !59
  %.extract287 = extractelement <8 x i16> %1211, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract287, ptr addrspace(1) %1037, i1 %1180) #5, !dbg !59
  %.extract289 = extractelement <8 x i16> %1211, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract289, ptr addrspace(1) %1039, i1 %1181) #5, !dbg !59
  %.extract291 = extractelement <8 x i16> %1211, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract291, ptr addrspace(1) %1041, i1 %1182) #5, !dbg !59
  %.extract293 = extractelement <8 x i16> %1211, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract293, ptr addrspace(1) %1043, i1 %1183) #5, !dbg !59
  %.extract295 = extractelement <8 x i16> %1211, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract295, ptr addrspace(1) %1045, i1 %1184) #5, !dbg !59
  %.extract297 = extractelement <8 x i16> %1211, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract297, ptr addrspace(1) %1047, i1 %1185) #5, !dbg !59
  %.extract299 = extractelement <8 x i16> %1211, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract299, ptr addrspace(1) %1049, i1 %1186) #5, !dbg !59
  %.extract301 = extractelement <8 x i16> %1212, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract301, ptr addrspace(1) %1051, i1 %1187) #5, !dbg !59
  %.extract303 = extractelement <8 x i16> %1212, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract303, ptr addrspace(1) %1053, i1 %1188) #5, !dbg !59
  %.extract305 = extractelement <8 x i16> %1212, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract305, ptr addrspace(1) %1055, i1 %1189) #5, !dbg !59
  %.extract307 = extractelement <8 x i16> %1212, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract307, ptr addrspace(1) %1057, i1 %1190) #5, !dbg !59
  %.extract309 = extractelement <8 x i16> %1212, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract309, ptr addrspace(1) %1059, i1 %1191) #5, !dbg !59
  %.extract311 = extractelement <8 x i16> %1212, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract311, ptr addrspace(1) %1061, i1 %1192) #5, !dbg !59
  %.extract313 = extractelement <8 x i16> %1212, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract313, ptr addrspace(1) %1063, i1 %1193) #5, !dbg !59
  %.extract315 = extractelement <8 x i16> %1212, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract315, ptr addrspace(1) %1065, i1 %1194) #5, !dbg !59
  ret void, !dbg !68
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
!30 = !DILocation(line: 21, column: 45, scope: !4)
!31 = !DILocation(line: 24, column: 28, scope: !4)
!32 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !33)
!33 = !DILocation(line: 26, column: 33, scope: !12)
!34 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !33)
!35 = !DILocation(line: 26, column: 22, scope: !4)
!36 = !DILocation(line: 31, column: 28, scope: !4)
!37 = !DILocation(line: 30, column: 28, scope: !4)
!38 = !DILocation(line: 24, column: 39, scope: !4)
!39 = !DILocation(line: 24, column: 21, scope: !4)
!40 = !DILocation(line: 21, column: 32, scope: !4)
!41 = !DILocation(line: 21, column: 57, scope: !4)
!42 = !DILocation(line: 24, column: 69, scope: !4)
!43 = !DILocation(line: 24, column: 51, scope: !4)
!44 = !DILocation(line: 20, column: 57, scope: !4)
!45 = !DILocation(line: 23, column: 39, scope: !4)
!46 = !DILocation(line: 23, column: 21, scope: !4)
!47 = !DILocation(line: 23, column: 69, scope: !4)
!48 = !DILocation(line: 23, column: 51, scope: !4)
!49 = !DILocation(line: 27, column: 59, scope: !4)
!50 = !DILocation(line: 27, column: 55, scope: !4)
!51 = !DILocation(line: 27, column: 51, scope: !4)
!52 = !DILocation(line: 27, column: 20, scope: !4)
!53 = !DILocation(line: 28, column: 51, scope: !4)
!54 = !DILocation(line: 28, column: 20, scope: !4)
!55 = !DILocation(line: 29, column: 27, scope: !4)
!56 = !DILocation(line: 30, column: 18, scope: !4)
!57 = !DILocation(line: 31, column: 18, scope: !4)
!58 = !DILocation(line: 32, column: 15, scope: !4)
!59 = !DILocation(line: 37, column: 21, scope: !4)
!60 = !DILocation(line: 25, column: 19, scope: !4)
!61 = !DILocation(line: 35, column: 33, scope: !4)
!62 = !DILocation(line: 35, column: 21, scope: !4)
!63 = !DILocation(line: 35, column: 64, scope: !4)
!64 = !DILocation(line: 35, column: 52, scope: !4)
!65 = !DILocation(line: 36, column: 33, scope: !4)
!66 = !DILocation(line: 36, column: 58, scope: !4)
!67 = !DILocation(line: 36, column: 39, scope: !4)
!68 = !DILocation(line: 37, column: 4, scope: !4)
