; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 255, !dbg !8
  %17 = sdiv i32 %16, 256, !dbg !13
  %18 = add i32 %4, 127, !dbg !14
  %19 = sdiv i32 %18, 128, !dbg !16
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
  %29 = shl i32 %26, 8, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 255, !dbg !27
  %32 = or disjoint i32 %29, %31, !dbg !28
  %33 = shl i32 %28, 7, !dbg !29
  %34 = and i32 %30, 224, !dbg !30
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
  %46 = or disjoint i32 %45, 120, !dbg !40
  %47 = srem i32 %46, %4, !dbg !41
  %48 = mul i32 %47, %9, !dbg !42
  %49 = sext i32 %48 to i64, !dbg !43
  %50 = getelementptr half, ptr addrspace(1) %43, i64 %49, !dbg !43
  %51 = or disjoint i32 %45, 112, !dbg !40
  %52 = srem i32 %51, %4, !dbg !41
  %53 = mul i32 %52, %9, !dbg !42
  %54 = sext i32 %53 to i64, !dbg !43
  %55 = getelementptr half, ptr addrspace(1) %43, i64 %54, !dbg !43
  %56 = or disjoint i32 %45, 104, !dbg !40
  %57 = srem i32 %56, %4, !dbg !41
  %58 = mul i32 %57, %9, !dbg !42
  %59 = sext i32 %58 to i64, !dbg !43
  %60 = getelementptr half, ptr addrspace(1) %43, i64 %59, !dbg !43
  %61 = or disjoint i32 %45, 96, !dbg !40
  %62 = srem i32 %61, %4, !dbg !41
  %63 = mul i32 %62, %9, !dbg !42
  %64 = sext i32 %63 to i64, !dbg !43
  %65 = getelementptr half, ptr addrspace(1) %43, i64 %64, !dbg !43
  %66 = or disjoint i32 %45, 88, !dbg !40
  %67 = srem i32 %66, %4, !dbg !41
  %68 = mul i32 %67, %9, !dbg !42
  %69 = sext i32 %68 to i64, !dbg !43
  %70 = getelementptr half, ptr addrspace(1) %43, i64 %69, !dbg !43
  %71 = or disjoint i32 %45, 80, !dbg !40
  %72 = srem i32 %71, %4, !dbg !41
  %73 = mul i32 %72, %9, !dbg !42
  %74 = sext i32 %73 to i64, !dbg !43
  %75 = getelementptr half, ptr addrspace(1) %43, i64 %74, !dbg !43
  %76 = or disjoint i32 %45, 72, !dbg !40
  %77 = srem i32 %76, %4, !dbg !41
  %78 = mul i32 %77, %9, !dbg !42
  %79 = sext i32 %78 to i64, !dbg !43
  %80 = getelementptr half, ptr addrspace(1) %43, i64 %79, !dbg !43
  %81 = or disjoint i32 %45, 64, !dbg !40
  %82 = srem i32 %81, %4, !dbg !41
  %83 = mul i32 %82, %9, !dbg !42
  %84 = sext i32 %83 to i64, !dbg !43
  %85 = getelementptr half, ptr addrspace(1) %43, i64 %84, !dbg !43
  %86 = or disjoint i32 %45, 56, !dbg !40
  %87 = srem i32 %86, %4, !dbg !41
  %88 = mul i32 %87, %9, !dbg !42
  %89 = sext i32 %88 to i64, !dbg !43
  %90 = getelementptr half, ptr addrspace(1) %43, i64 %89, !dbg !43
  %91 = or disjoint i32 %45, 48, !dbg !40
  %92 = srem i32 %91, %4, !dbg !41
  %93 = mul i32 %92, %9, !dbg !42
  %94 = sext i32 %93 to i64, !dbg !43
  %95 = getelementptr half, ptr addrspace(1) %43, i64 %94, !dbg !43
  %96 = or disjoint i32 %45, 40, !dbg !40
  %97 = srem i32 %96, %4, !dbg !41
  %98 = mul i32 %97, %9, !dbg !42
  %99 = sext i32 %98 to i64, !dbg !43
  %100 = getelementptr half, ptr addrspace(1) %43, i64 %99, !dbg !43
  %101 = or disjoint i32 %45, 32, !dbg !40
  %102 = srem i32 %101, %4, !dbg !41
  %103 = mul i32 %102, %9, !dbg !42
  %104 = sext i32 %103 to i64, !dbg !43
  %105 = getelementptr half, ptr addrspace(1) %43, i64 %104, !dbg !43
  %106 = or disjoint i32 %45, 24, !dbg !40
  %107 = srem i32 %106, %4, !dbg !41
  %108 = mul i32 %107, %9, !dbg !42
  %109 = sext i32 %108 to i64, !dbg !43
  %110 = getelementptr half, ptr addrspace(1) %43, i64 %109, !dbg !43
  %111 = or disjoint i32 %45, 16, !dbg !40
  %112 = srem i32 %111, %4, !dbg !41
  %113 = mul i32 %112, %9, !dbg !42
  %114 = sext i32 %113 to i64, !dbg !43
  %115 = getelementptr half, ptr addrspace(1) %43, i64 %114, !dbg !43
  %116 = or disjoint i32 %45, 8, !dbg !40
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
  %221 = and i32 %30, 192
  %222 = shl nuw nsw i32 %221, 6
  %223 = shl nuw nsw i32 %30, 1
  %224 = and i32 %223, 126
  %225 = or disjoint i32 %222, %224
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %225
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %226, i32 1024
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %226, i32 2048
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %226, i32 3072
  %230 = xor i32 %225, 144
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %230
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 1024
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 2048
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %231, i32 3072
  %235 = xor i32 %225, 288
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %235
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %236, i32 1024
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %236, i32 2048
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %236, i32 3072
  %240 = xor i32 %225, 432
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %240
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 1024
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 2048
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %241, i32 3072
  %245 = xor i32 %225, 576
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %245
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %246, i32 1024
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %246, i32 2048
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %246, i32 3072
  %250 = xor i32 %225, 720
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %250
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 1024
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 2048
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %251, i32 3072
  %255 = xor i32 %225, 864
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %255
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 1024
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 2048
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 3072
  %260 = xor i32 %225, 1008
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %260
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 1024
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 2048
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 3072
  %265 = shl nuw nsw i32 %31, 1
  %266 = lshr exact i32 %221, 2
  %267 = xor i32 %265, %266
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %267
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 512
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 1024
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 1536
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 2048
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 2560
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 3072
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 3584
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 4096
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 4608
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 5120
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 5632
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 6144
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 6656
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 7168
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %268, i32 7680
  %284 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %285 = lshr i32 %30, 5
  %286 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4
  %287 = and i32 %286, 16383
  %288 = zext nneg i32 %287 to i64
  %289 = or disjoint i64 %288, -9223371899415822336
  %290 = add nuw nsw i64 %288, -9223371899415822334
  %291 = sext i32 %40 to i64
  %292 = sext i32 %39 to i64
  br label %293, !dbg !35

293:                                              ; preds = %.lr.ph, %293
  %.pn65587 = phi ptr addrspace(1) [ %50, %.lr.ph ], [ %1000, %293 ]
  %.pn67586 = phi ptr addrspace(1) [ %55, %.lr.ph ], [ %999, %293 ]
  %.pn69585 = phi ptr addrspace(1) [ %60, %.lr.ph ], [ %998, %293 ]
  %.pn71584 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %997, %293 ]
  %.pn73583 = phi ptr addrspace(1) [ %70, %.lr.ph ], [ %996, %293 ]
  %.pn75582 = phi ptr addrspace(1) [ %75, %.lr.ph ], [ %995, %293 ]
  %.pn77581 = phi ptr addrspace(1) [ %80, %.lr.ph ], [ %994, %293 ]
  %.pn79580 = phi ptr addrspace(1) [ %85, %.lr.ph ], [ %993, %293 ]
  %.pn81579 = phi ptr addrspace(1) [ %90, %.lr.ph ], [ %992, %293 ]
  %.pn83578 = phi ptr addrspace(1) [ %95, %.lr.ph ], [ %991, %293 ]
  %.pn85577 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %990, %293 ]
  %.pn87576 = phi ptr addrspace(1) [ %105, %.lr.ph ], [ %989, %293 ]
  %.pn89575 = phi ptr addrspace(1) [ %110, %.lr.ph ], [ %988, %293 ]
  %.pn91574 = phi ptr addrspace(1) [ %115, %.lr.ph ], [ %987, %293 ]
  %.pn93573 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %986, %293 ]
  %.pn95572 = phi ptr addrspace(1) [ %124, %.lr.ph ], [ %985, %293 ]
  %.pn1571 = phi ptr addrspace(1) [ %131, %.lr.ph ], [ %984, %293 ]
  %.pn3570 = phi ptr addrspace(1) [ %134, %.lr.ph ], [ %983, %293 ]
  %.pn5569 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %982, %293 ]
  %.pn7568 = phi ptr addrspace(1) [ %140, %.lr.ph ], [ %981, %293 ]
  %.pn9567 = phi ptr addrspace(1) [ %143, %.lr.ph ], [ %980, %293 ]
  %.pn11566 = phi ptr addrspace(1) [ %146, %.lr.ph ], [ %979, %293 ]
  %.pn13565 = phi ptr addrspace(1) [ %149, %.lr.ph ], [ %978, %293 ]
  %.pn15564 = phi ptr addrspace(1) [ %152, %.lr.ph ], [ %977, %293 ]
  %.pn17563 = phi ptr addrspace(1) [ %155, %.lr.ph ], [ %976, %293 ]
  %.pn19562 = phi ptr addrspace(1) [ %158, %.lr.ph ], [ %975, %293 ]
  %.pn21561 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %974, %293 ]
  %.pn23560 = phi ptr addrspace(1) [ %164, %.lr.ph ], [ %973, %293 ]
  %.pn25559 = phi ptr addrspace(1) [ %167, %.lr.ph ], [ %972, %293 ]
  %.pn27558 = phi ptr addrspace(1) [ %170, %.lr.ph ], [ %971, %293 ]
  %.pn29557 = phi ptr addrspace(1) [ %173, %.lr.ph ], [ %970, %293 ]
  %.pn31556 = phi ptr addrspace(1) [ %176, %.lr.ph ], [ %969, %293 ]
  %.pn33555 = phi ptr addrspace(1) [ %179, %.lr.ph ], [ %968, %293 ]
  %.pn35554 = phi ptr addrspace(1) [ %182, %.lr.ph ], [ %967, %293 ]
  %.pn37553 = phi ptr addrspace(1) [ %185, %.lr.ph ], [ %966, %293 ]
  %.pn39552 = phi ptr addrspace(1) [ %188, %.lr.ph ], [ %965, %293 ]
  %.pn41551 = phi ptr addrspace(1) [ %191, %.lr.ph ], [ %964, %293 ]
  %.pn43550 = phi ptr addrspace(1) [ %194, %.lr.ph ], [ %963, %293 ]
  %.pn45549 = phi ptr addrspace(1) [ %197, %.lr.ph ], [ %962, %293 ]
  %.pn47548 = phi ptr addrspace(1) [ %200, %.lr.ph ], [ %961, %293 ]
  %.pn49547 = phi ptr addrspace(1) [ %203, %.lr.ph ], [ %960, %293 ]
  %.pn51546 = phi ptr addrspace(1) [ %206, %.lr.ph ], [ %959, %293 ]
  %.pn53545 = phi ptr addrspace(1) [ %209, %.lr.ph ], [ %958, %293 ]
  %.pn55544 = phi ptr addrspace(1) [ %212, %.lr.ph ], [ %957, %293 ]
  %.pn57543 = phi ptr addrspace(1) [ %215, %.lr.ph ], [ %956, %293 ]
  %.pn59542 = phi ptr addrspace(1) [ %218, %.lr.ph ], [ %955, %293 ]
  %.pn61541 = phi ptr addrspace(1) [ %220, %.lr.ph ], [ %954, %293 ]
  %.pn63540 = phi ptr addrspace(1) [ %128, %.lr.ph ], [ %953, %293 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %825, %293 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %826, %293 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %827, %293 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %828, %293 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %829, %293 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %830, %293 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %831, %293 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %832, %293 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %833, %293 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %834, %293 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %835, %293 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %836, %293 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %837, %293 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %838, %293 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %839, %293 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %840, %293 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %841, %293 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %842, %293 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %843, %293 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %844, %293 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %845, %293 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %846, %293 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %847, %293 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %848, %293 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %849, %293 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %850, %293 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %851, %293 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %852, %293 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %853, %293 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %854, %293 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %855, %293 ]
  %325 = phi float [ 0.000000e+00, %.lr.ph ], [ %856, %293 ]
  %326 = phi float [ 0.000000e+00, %.lr.ph ], [ %857, %293 ]
  %327 = phi float [ 0.000000e+00, %.lr.ph ], [ %858, %293 ]
  %328 = phi float [ 0.000000e+00, %.lr.ph ], [ %859, %293 ]
  %329 = phi float [ 0.000000e+00, %.lr.ph ], [ %860, %293 ]
  %330 = phi float [ 0.000000e+00, %.lr.ph ], [ %861, %293 ]
  %331 = phi float [ 0.000000e+00, %.lr.ph ], [ %862, %293 ]
  %332 = phi float [ 0.000000e+00, %.lr.ph ], [ %863, %293 ]
  %333 = phi float [ 0.000000e+00, %.lr.ph ], [ %864, %293 ]
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %865, %293 ]
  %335 = phi float [ 0.000000e+00, %.lr.ph ], [ %866, %293 ]
  %336 = phi float [ 0.000000e+00, %.lr.ph ], [ %867, %293 ]
  %337 = phi float [ 0.000000e+00, %.lr.ph ], [ %868, %293 ]
  %338 = phi float [ 0.000000e+00, %.lr.ph ], [ %869, %293 ]
  %339 = phi float [ 0.000000e+00, %.lr.ph ], [ %870, %293 ]
  %340 = phi float [ 0.000000e+00, %.lr.ph ], [ %871, %293 ]
  %341 = phi float [ 0.000000e+00, %.lr.ph ], [ %872, %293 ]
  %342 = phi float [ 0.000000e+00, %.lr.ph ], [ %873, %293 ]
  %343 = phi float [ 0.000000e+00, %.lr.ph ], [ %874, %293 ]
  %344 = phi float [ 0.000000e+00, %.lr.ph ], [ %875, %293 ]
  %345 = phi float [ 0.000000e+00, %.lr.ph ], [ %876, %293 ]
  %346 = phi float [ 0.000000e+00, %.lr.ph ], [ %877, %293 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %878, %293 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %879, %293 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %880, %293 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %881, %293 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %882, %293 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %883, %293 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %884, %293 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %885, %293 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %886, %293 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %887, %293 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %888, %293 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %889, %293 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %890, %293 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %891, %293 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %892, %293 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %893, %293 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %894, %293 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %895, %293 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %896, %293 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %897, %293 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %898, %293 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %899, %293 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %900, %293 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %901, %293 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %902, %293 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %903, %293 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %904, %293 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %905, %293 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %906, %293 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %907, %293 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %908, %293 ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %909, %293 ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %910, %293 ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %911, %293 ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %912, %293 ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %913, %293 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %914, %293 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %915, %293 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %916, %293 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %917, %293 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %918, %293 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %919, %293 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %920, %293 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %921, %293 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %922, %293 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %923, %293 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %924, %293 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %925, %293 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %293 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %293 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %293 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %929, %293 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %930, %293 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %293 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %293 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %933, %293 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %934, %293 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %935, %293 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %936, %293 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %937, %293 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %938, %293 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %939, %293 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %940, %293 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %293 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %293 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %293 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %293 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %945, %293 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %293 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %293 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %293 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %293 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %950, %293 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %951, %293 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %293 ]
  %422 = phi i32 [ 0, %.lr.ph ], [ %1001, %293 ]
  %423 = shl i32 %422, 5, !dbg !49
  %424 = sub i32 %5, %423, !dbg !50
  %425 = icmp sgt i32 %424, 0, !dbg !51
  %426 = icmp sgt i32 %424, 1, !dbg !51
  %427 = icmp sgt i32 %424, 2, !dbg !51
  %428 = icmp sgt i32 %424, 3, !dbg !51
  %429 = icmp sgt i32 %424, 4, !dbg !51
  %430 = icmp sgt i32 %424, 5, !dbg !51
  %431 = icmp sgt i32 %424, 6, !dbg !51
  %432 = icmp sgt i32 %424, 7, !dbg !51
  %433 = icmp sgt i32 %424, 8, !dbg !51
  %434 = icmp sgt i32 %424, 9, !dbg !51
  %435 = icmp sgt i32 %424, 10, !dbg !51
  %436 = icmp sgt i32 %424, 11, !dbg !51
  %437 = icmp sgt i32 %424, 12, !dbg !51
  %438 = icmp sgt i32 %424, 13, !dbg !51
  %439 = icmp sgt i32 %424, 14, !dbg !51
  %440 = icmp sgt i32 %424, 15, !dbg !51
  %441 = icmp sgt i32 %424, 16, !dbg !51
  %442 = icmp sgt i32 %424, 17, !dbg !51
  %443 = icmp sgt i32 %424, 18, !dbg !51
  %444 = icmp sgt i32 %424, 19, !dbg !51
  %445 = icmp sgt i32 %424, 20, !dbg !51
  %446 = icmp sgt i32 %424, 21, !dbg !51
  %447 = icmp sgt i32 %424, 22, !dbg !51
  %448 = icmp sgt i32 %424, 23, !dbg !51
  %449 = icmp sgt i32 %424, 24, !dbg !51
  %450 = icmp sgt i32 %424, 25, !dbg !51
  %451 = icmp sgt i32 %424, 26, !dbg !51
  %452 = icmp sgt i32 %424, 27, !dbg !51
  %453 = icmp sgt i32 %424, 28, !dbg !51
  %454 = icmp sgt i32 %424, 29, !dbg !51
  %455 = icmp sgt i32 %424, 30, !dbg !51
  %456 = icmp sgt i32 %424, 31, !dbg !51
  %457 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63540, i1 %425) #6, !dbg !52
  %458 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61541, i1 %426) #6, !dbg !52
  %459 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59542, i1 %427) #6, !dbg !52
  %460 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57543, i1 %428) #6, !dbg !52
  %461 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55544, i1 %429) #6, !dbg !52
  %462 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53545, i1 %430) #6, !dbg !52
  %463 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51546, i1 %431) #6, !dbg !52
  %464 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49547, i1 %432) #6, !dbg !52
  %465 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47548, i1 %433) #6, !dbg !52
  %466 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45549, i1 %434) #6, !dbg !52
  %467 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43550, i1 %435) #6, !dbg !52
  %468 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41551, i1 %436) #6, !dbg !52
  %469 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39552, i1 %437) #6, !dbg !52
  %470 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37553, i1 %438) #6, !dbg !52
  %471 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35554, i1 %439) #6, !dbg !52
  %472 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33555, i1 %440) #6, !dbg !52
  %473 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31556, i1 %441) #6, !dbg !52
  %474 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29557, i1 %442) #6, !dbg !52
  %475 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27558, i1 %443) #6, !dbg !52
  %476 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25559, i1 %444) #6, !dbg !52
  %477 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23560, i1 %445) #6, !dbg !52
  %478 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21561, i1 %446) #6, !dbg !52
  %479 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19562, i1 %447) #6, !dbg !52
  %480 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17563, i1 %448) #6, !dbg !52
  %481 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15564, i1 %449) #6, !dbg !52
  %482 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13565, i1 %450) #6, !dbg !52
  %483 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11566, i1 %451) #6, !dbg !52
  %484 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9567, i1 %452) #6, !dbg !52
  %485 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7568, i1 %453) #6, !dbg !52
  %486 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5569, i1 %454) #6, !dbg !52
  %487 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3570, i1 %455) #6, !dbg !52
  %488 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1571, i1 %456) #6, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %489 = insertelement <1 x i16> poison, i16 %457, i64 0, !dbg !52
  store <1 x i16> %489, ptr addrspace(3) %226, align 2, !dbg !52
  %490 = insertelement <1 x i16> poison, i16 %465, i64 0, !dbg !52
  store <1 x i16> %490, ptr addrspace(3) %227, align 2, !dbg !52
  %491 = insertelement <1 x i16> poison, i16 %473, i64 0, !dbg !52
  store <1 x i16> %491, ptr addrspace(3) %228, align 2, !dbg !52
  %492 = insertelement <1 x i16> poison, i16 %481, i64 0, !dbg !52
  store <1 x i16> %492, ptr addrspace(3) %229, align 2, !dbg !52
  %493 = insertelement <1 x i16> poison, i16 %458, i64 0, !dbg !52
  store <1 x i16> %493, ptr addrspace(3) %231, align 2, !dbg !52
  %494 = insertelement <1 x i16> poison, i16 %466, i64 0, !dbg !52
  store <1 x i16> %494, ptr addrspace(3) %232, align 2, !dbg !52
  %495 = insertelement <1 x i16> poison, i16 %474, i64 0, !dbg !52
  store <1 x i16> %495, ptr addrspace(3) %233, align 2, !dbg !52
  %496 = insertelement <1 x i16> poison, i16 %482, i64 0, !dbg !52
  store <1 x i16> %496, ptr addrspace(3) %234, align 2, !dbg !52
  %497 = insertelement <1 x i16> poison, i16 %459, i64 0, !dbg !52
  store <1 x i16> %497, ptr addrspace(3) %236, align 2, !dbg !52
  %498 = insertelement <1 x i16> poison, i16 %467, i64 0, !dbg !52
  store <1 x i16> %498, ptr addrspace(3) %237, align 2, !dbg !52
  %499 = insertelement <1 x i16> poison, i16 %475, i64 0, !dbg !52
  store <1 x i16> %499, ptr addrspace(3) %238, align 2, !dbg !52
  %500 = insertelement <1 x i16> poison, i16 %483, i64 0, !dbg !52
  store <1 x i16> %500, ptr addrspace(3) %239, align 2, !dbg !52
  %501 = insertelement <1 x i16> poison, i16 %460, i64 0, !dbg !52
  store <1 x i16> %501, ptr addrspace(3) %241, align 2, !dbg !52
  %502 = insertelement <1 x i16> poison, i16 %468, i64 0, !dbg !52
  store <1 x i16> %502, ptr addrspace(3) %242, align 2, !dbg !52
  %503 = insertelement <1 x i16> poison, i16 %476, i64 0, !dbg !52
  store <1 x i16> %503, ptr addrspace(3) %243, align 2, !dbg !52
  %504 = insertelement <1 x i16> poison, i16 %484, i64 0, !dbg !52
  store <1 x i16> %504, ptr addrspace(3) %244, align 2, !dbg !52
  %505 = insertelement <1 x i16> poison, i16 %461, i64 0, !dbg !52
  store <1 x i16> %505, ptr addrspace(3) %246, align 2, !dbg !52
  %506 = insertelement <1 x i16> poison, i16 %469, i64 0, !dbg !52
  store <1 x i16> %506, ptr addrspace(3) %247, align 2, !dbg !52
  %507 = insertelement <1 x i16> poison, i16 %477, i64 0, !dbg !52
  store <1 x i16> %507, ptr addrspace(3) %248, align 2, !dbg !52
  %508 = insertelement <1 x i16> poison, i16 %485, i64 0, !dbg !52
  store <1 x i16> %508, ptr addrspace(3) %249, align 2, !dbg !52
  %509 = insertelement <1 x i16> poison, i16 %462, i64 0, !dbg !52
  store <1 x i16> %509, ptr addrspace(3) %251, align 2, !dbg !52
  %510 = insertelement <1 x i16> poison, i16 %470, i64 0, !dbg !52
  store <1 x i16> %510, ptr addrspace(3) %252, align 2, !dbg !52
  %511 = insertelement <1 x i16> poison, i16 %478, i64 0, !dbg !52
  store <1 x i16> %511, ptr addrspace(3) %253, align 2, !dbg !52
  %512 = insertelement <1 x i16> poison, i16 %486, i64 0, !dbg !52
  store <1 x i16> %512, ptr addrspace(3) %254, align 2, !dbg !52
  %513 = insertelement <1 x i16> poison, i16 %463, i64 0, !dbg !52
  store <1 x i16> %513, ptr addrspace(3) %256, align 2, !dbg !52
  %514 = insertelement <1 x i16> poison, i16 %471, i64 0, !dbg !52
  store <1 x i16> %514, ptr addrspace(3) %257, align 2, !dbg !52
  %515 = insertelement <1 x i16> poison, i16 %479, i64 0, !dbg !52
  store <1 x i16> %515, ptr addrspace(3) %258, align 2, !dbg !52
  %516 = insertelement <1 x i16> poison, i16 %487, i64 0, !dbg !52
  store <1 x i16> %516, ptr addrspace(3) %259, align 2, !dbg !52
  %517 = insertelement <1 x i16> poison, i16 %464, i64 0, !dbg !52
  store <1 x i16> %517, ptr addrspace(3) %261, align 2, !dbg !52
  %518 = insertelement <1 x i16> poison, i16 %472, i64 0, !dbg !52
  store <1 x i16> %518, ptr addrspace(3) %262, align 2, !dbg !52
  %519 = insertelement <1 x i16> poison, i16 %480, i64 0, !dbg !52
  store <1 x i16> %519, ptr addrspace(3) %263, align 2, !dbg !52
  %520 = insertelement <1 x i16> poison, i16 %488, i64 0, !dbg !52
  store <1 x i16> %520, ptr addrspace(3) %264, align 2, !dbg !52
  %521 = icmp slt i32 %35, %424, !dbg !53
  %522 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95572, i1 %521) #6, !dbg !54
  %523 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93573, i1 %521) #6, !dbg !54
  %524 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91574, i1 %521) #6, !dbg !54
  %525 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89575, i1 %521) #6, !dbg !54
  %526 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87576, i1 %521) #6, !dbg !54
  %527 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85577, i1 %521) #6, !dbg !54
  %528 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83578, i1 %521) #6, !dbg !54
  %529 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81579, i1 %521) #6, !dbg !54
  %530 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79580, i1 %521) #6, !dbg !54
  %531 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77581, i1 %521) #6, !dbg !54
  %532 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75582, i1 %521) #6, !dbg !54
  %533 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73583, i1 %521) #6, !dbg !54
  %534 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71584, i1 %521) #6, !dbg !54
  %535 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69585, i1 %521) #6, !dbg !54
  %536 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67586, i1 %521) #6, !dbg !54
  %537 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65587, i1 %521) #6, !dbg !54
  %538 = insertelement <1 x i16> poison, i16 %522, i64 0, !dbg !54
  store <1 x i16> %538, ptr addrspace(3) %268, align 2, !dbg !54
  %539 = insertelement <1 x i16> poison, i16 %523, i64 0, !dbg !54
  store <1 x i16> %539, ptr addrspace(3) %269, align 2, !dbg !54
  %540 = insertelement <1 x i16> poison, i16 %524, i64 0, !dbg !54
  store <1 x i16> %540, ptr addrspace(3) %270, align 2, !dbg !54
  %541 = insertelement <1 x i16> poison, i16 %525, i64 0, !dbg !54
  store <1 x i16> %541, ptr addrspace(3) %271, align 2, !dbg !54
  %542 = insertelement <1 x i16> poison, i16 %526, i64 0, !dbg !54
  store <1 x i16> %542, ptr addrspace(3) %272, align 2, !dbg !54
  %543 = insertelement <1 x i16> poison, i16 %527, i64 0, !dbg !54
  store <1 x i16> %543, ptr addrspace(3) %273, align 2, !dbg !54
  %544 = insertelement <1 x i16> poison, i16 %528, i64 0, !dbg !54
  store <1 x i16> %544, ptr addrspace(3) %274, align 2, !dbg !54
  %545 = insertelement <1 x i16> poison, i16 %529, i64 0, !dbg !54
  store <1 x i16> %545, ptr addrspace(3) %275, align 2, !dbg !54
  %546 = insertelement <1 x i16> poison, i16 %530, i64 0, !dbg !54
  store <1 x i16> %546, ptr addrspace(3) %276, align 2, !dbg !54
  %547 = insertelement <1 x i16> poison, i16 %531, i64 0, !dbg !54
  store <1 x i16> %547, ptr addrspace(3) %277, align 2, !dbg !54
  %548 = insertelement <1 x i16> poison, i16 %532, i64 0, !dbg !54
  store <1 x i16> %548, ptr addrspace(3) %278, align 2, !dbg !54
  %549 = insertelement <1 x i16> poison, i16 %533, i64 0, !dbg !54
  store <1 x i16> %549, ptr addrspace(3) %279, align 2, !dbg !54
  %550 = insertelement <1 x i16> poison, i16 %534, i64 0, !dbg !54
  store <1 x i16> %550, ptr addrspace(3) %280, align 2, !dbg !54
  %551 = insertelement <1 x i16> poison, i16 %535, i64 0, !dbg !54
  store <1 x i16> %551, ptr addrspace(3) %281, align 2, !dbg !54
  %552 = insertelement <1 x i16> poison, i16 %536, i64 0, !dbg !54
  store <1 x i16> %552, ptr addrspace(3) %282, align 2, !dbg !54
  %553 = insertelement <1 x i16> poison, i16 %537, i64 0, !dbg !54
  store <1 x i16> %553, ptr addrspace(3) %283, align 2, !dbg !54
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #6, !dbg !55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !55
  %554 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %285, i32 0, i32 31), !dbg !55
  %555 = shl i32 %554, 6, !dbg !55
  %556 = and i32 %555, 256, !dbg !55
  %557 = add nuw nsw i32 %556, %284, !dbg !55
  %558 = and i32 %557, 16383, !dbg !55
  %559 = zext nneg i32 %558 to i64, !dbg !55
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !55
  %560 = or disjoint i64 %559, 4611686293305294848, !dbg !55
  %561 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, i64 %560, i64 %289, i1 true) #6, !dbg !55
  %562 = add nuw nsw i64 %559, 4611686293305294976, !dbg !55
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 0, !dbg !55
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 1, !dbg !55
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 2, !dbg !55
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 3, !dbg !55
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 4, !dbg !55
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 5, !dbg !55
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 6, !dbg !55
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 7, !dbg !55
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 8, !dbg !55
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 9, !dbg !55
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 10, !dbg !55
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 11, !dbg !55
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 12, !dbg !55
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 13, !dbg !55
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 14, !dbg !55
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 15, !dbg !55
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 16, !dbg !55
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 17, !dbg !55
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 18, !dbg !55
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 19, !dbg !55
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 20, !dbg !55
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 21, !dbg !55
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 22, !dbg !55
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 23, !dbg !55
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 24, !dbg !55
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 25, !dbg !55
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 26, !dbg !55
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 27, !dbg !55
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 28, !dbg !55
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 29, !dbg !55
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 30, !dbg !55
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 31, !dbg !55
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 32, !dbg !55
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 33, !dbg !55
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 34, !dbg !55
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 35, !dbg !55
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 36, !dbg !55
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 37, !dbg !55
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 38, !dbg !55
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 39, !dbg !55
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 40, !dbg !55
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 41, !dbg !55
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 42, !dbg !55
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 43, !dbg !55
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 44, !dbg !55
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 45, !dbg !55
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 46, !dbg !55
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 47, !dbg !55
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 48, !dbg !55
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 49, !dbg !55
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 50, !dbg !55
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 51, !dbg !55
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 52, !dbg !55
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 53, !dbg !55
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 54, !dbg !55
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 55, !dbg !55
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 56, !dbg !55
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 57, !dbg !55
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 58, !dbg !55
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 59, !dbg !55
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 60, !dbg !55
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 61, !dbg !55
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 62, !dbg !55
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %561, 63, !dbg !55
  %627 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, i64 %562, i64 %290, i1 true) #6, !dbg !55
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 0, !dbg !55
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 1, !dbg !55
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 2, !dbg !55
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 3, !dbg !55
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 4, !dbg !55
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 5, !dbg !55
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 6, !dbg !55
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 7, !dbg !55
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 8, !dbg !55
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 9, !dbg !55
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 10, !dbg !55
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 11, !dbg !55
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 12, !dbg !55
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 13, !dbg !55
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 14, !dbg !55
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 15, !dbg !55
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 16, !dbg !55
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 17, !dbg !55
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 18, !dbg !55
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 19, !dbg !55
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 20, !dbg !55
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 21, !dbg !55
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 22, !dbg !55
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 23, !dbg !55
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 24, !dbg !55
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 25, !dbg !55
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 26, !dbg !55
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 27, !dbg !55
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 28, !dbg !55
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 29, !dbg !55
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 30, !dbg !55
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 31, !dbg !55
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 32, !dbg !55
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 33, !dbg !55
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 34, !dbg !55
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 35, !dbg !55
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 36, !dbg !55
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 37, !dbg !55
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 38, !dbg !55
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 39, !dbg !55
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 40, !dbg !55
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 41, !dbg !55
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 42, !dbg !55
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 43, !dbg !55
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 44, !dbg !55
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 45, !dbg !55
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 46, !dbg !55
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 47, !dbg !55
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 48, !dbg !55
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 49, !dbg !55
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 50, !dbg !55
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 51, !dbg !55
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 52, !dbg !55
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 53, !dbg !55
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 54, !dbg !55
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 55, !dbg !55
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 56, !dbg !55
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 57, !dbg !55
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 58, !dbg !55
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 59, !dbg !55
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 60, !dbg !55
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 61, !dbg !55
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 62, !dbg !55
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %627, 63, !dbg !55
  %692 = add nuw nsw i64 %559, 4611686293305295360, !dbg !55
  %693 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, i64 %692, i64 %289, i1 true) #6, !dbg !55
  %694 = add nuw nsw i64 %559, 4611686293305295488, !dbg !55
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 0, !dbg !55
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 1, !dbg !55
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 2, !dbg !55
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 3, !dbg !55
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 4, !dbg !55
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 5, !dbg !55
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 6, !dbg !55
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 7, !dbg !55
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 8, !dbg !55
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 9, !dbg !55
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 10, !dbg !55
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 11, !dbg !55
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 12, !dbg !55
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 13, !dbg !55
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 14, !dbg !55
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 15, !dbg !55
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 16, !dbg !55
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 17, !dbg !55
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 18, !dbg !55
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 19, !dbg !55
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 20, !dbg !55
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 21, !dbg !55
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 22, !dbg !55
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 23, !dbg !55
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 24, !dbg !55
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 25, !dbg !55
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 26, !dbg !55
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 27, !dbg !55
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 28, !dbg !55
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 29, !dbg !55
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 30, !dbg !55
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 31, !dbg !55
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 32, !dbg !55
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 33, !dbg !55
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 34, !dbg !55
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 35, !dbg !55
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 36, !dbg !55
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 37, !dbg !55
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 38, !dbg !55
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 39, !dbg !55
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 40, !dbg !55
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 41, !dbg !55
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 42, !dbg !55
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 43, !dbg !55
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 44, !dbg !55
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 45, !dbg !55
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 46, !dbg !55
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 47, !dbg !55
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 48, !dbg !55
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 49, !dbg !55
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 50, !dbg !55
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 51, !dbg !55
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 52, !dbg !55
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 53, !dbg !55
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 54, !dbg !55
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 55, !dbg !55
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 56, !dbg !55
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 57, !dbg !55
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 58, !dbg !55
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 59, !dbg !55
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 60, !dbg !55
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 61, !dbg !55
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 62, !dbg !55
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %693, 63, !dbg !55
  %759 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, i64 %694, i64 %290, i1 true) #6, !dbg !55
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 0, !dbg !55
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 1, !dbg !55
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 2, !dbg !55
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 3, !dbg !55
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 4, !dbg !55
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 5, !dbg !55
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 6, !dbg !55
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 7, !dbg !55
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 8, !dbg !55
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 9, !dbg !55
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 10, !dbg !55
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 11, !dbg !55
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 12, !dbg !55
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 13, !dbg !55
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 14, !dbg !55
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 15, !dbg !55
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 16, !dbg !55
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 17, !dbg !55
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 18, !dbg !55
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 19, !dbg !55
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 20, !dbg !55
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 21, !dbg !55
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 22, !dbg !55
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 23, !dbg !55
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 24, !dbg !55
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 25, !dbg !55
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 26, !dbg !55
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 27, !dbg !55
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 28, !dbg !55
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 29, !dbg !55
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 30, !dbg !55
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 31, !dbg !55
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 32, !dbg !55
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 33, !dbg !55
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 34, !dbg !55
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 35, !dbg !55
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 36, !dbg !55
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 37, !dbg !55
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 38, !dbg !55
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 39, !dbg !55
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 40, !dbg !55
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 41, !dbg !55
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 42, !dbg !55
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 43, !dbg !55
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 44, !dbg !55
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 45, !dbg !55
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 46, !dbg !55
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 47, !dbg !55
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 48, !dbg !55
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 49, !dbg !55
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 50, !dbg !55
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 51, !dbg !55
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 52, !dbg !55
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 53, !dbg !55
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 54, !dbg !55
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 55, !dbg !55
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 56, !dbg !55
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 57, !dbg !55
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 58, !dbg !55
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 59, !dbg !55
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 60, !dbg !55
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 61, !dbg !55
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 62, !dbg !55
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %759, 63, !dbg !55
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !55
  %824 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69,$70,$71,$72,$73,$74,$75,$76,$77,$78,$79,$80,$81,$82,$83,$84,$85,$86,$87,$88,$89,$90,$91,$92,$93,$94,$95,$96,$97,$98,$99,$100,$101,$102,$103,$104,$105,$106,$107,$108,$109,$110,$111,$112,$113,$114,$115,$116,$117,$118,$119,$120,$121,$122,$123,$124,$125,$126,$127,$128,$129,$130,$131,$132,$133\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133"(float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 0, i32 0) #6, !dbg !55
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 0, !dbg !55
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 1, !dbg !55
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 2, !dbg !55
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 3, !dbg !55
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 4, !dbg !55
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 5, !dbg !55
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 6, !dbg !55
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 7, !dbg !55
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 8, !dbg !55
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 9, !dbg !55
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 10, !dbg !55
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 11, !dbg !55
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 12, !dbg !55
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 13, !dbg !55
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 14, !dbg !55
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 15, !dbg !55
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 16, !dbg !55
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 17, !dbg !55
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 18, !dbg !55
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 19, !dbg !55
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 20, !dbg !55
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 21, !dbg !55
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 22, !dbg !55
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 23, !dbg !55
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 24, !dbg !55
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 25, !dbg !55
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 26, !dbg !55
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 27, !dbg !55
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 28, !dbg !55
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 29, !dbg !55
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 30, !dbg !55
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 31, !dbg !55
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 32, !dbg !55
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 33, !dbg !55
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 34, !dbg !55
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 35, !dbg !55
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 36, !dbg !55
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 37, !dbg !55
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 38, !dbg !55
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 39, !dbg !55
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 40, !dbg !55
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 41, !dbg !55
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 42, !dbg !55
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 43, !dbg !55
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 44, !dbg !55
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 45, !dbg !55
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 46, !dbg !55
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 47, !dbg !55
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 48, !dbg !55
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 49, !dbg !55
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 50, !dbg !55
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 51, !dbg !55
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 52, !dbg !55
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 53, !dbg !55
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 54, !dbg !55
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 55, !dbg !55
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 56, !dbg !55
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 57, !dbg !55
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 58, !dbg !55
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 59, !dbg !55
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 60, !dbg !55
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 61, !dbg !55
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 62, !dbg !55
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 63, !dbg !55
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 64, !dbg !55
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 65, !dbg !55
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 66, !dbg !55
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 67, !dbg !55
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 68, !dbg !55
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 69, !dbg !55
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 70, !dbg !55
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 71, !dbg !55
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 72, !dbg !55
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 73, !dbg !55
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 74, !dbg !55
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 75, !dbg !55
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 76, !dbg !55
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 77, !dbg !55
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 78, !dbg !55
  %904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 79, !dbg !55
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 80, !dbg !55
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 81, !dbg !55
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 82, !dbg !55
  %908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 83, !dbg !55
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 84, !dbg !55
  %910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 85, !dbg !55
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 86, !dbg !55
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 87, !dbg !55
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 88, !dbg !55
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 89, !dbg !55
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 90, !dbg !55
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 91, !dbg !55
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 92, !dbg !55
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 93, !dbg !55
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 94, !dbg !55
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 95, !dbg !55
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 96, !dbg !55
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 97, !dbg !55
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 98, !dbg !55
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 99, !dbg !55
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 100, !dbg !55
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 101, !dbg !55
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 102, !dbg !55
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 103, !dbg !55
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 104, !dbg !55
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 105, !dbg !55
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 106, !dbg !55
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 107, !dbg !55
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 108, !dbg !55
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 109, !dbg !55
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 110, !dbg !55
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 111, !dbg !55
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 112, !dbg !55
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 113, !dbg !55
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 114, !dbg !55
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 115, !dbg !55
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 116, !dbg !55
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 117, !dbg !55
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 118, !dbg !55
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 119, !dbg !55
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 120, !dbg !55
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 121, !dbg !55
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 122, !dbg !55
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 123, !dbg !55
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 124, !dbg !55
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 125, !dbg !55
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 126, !dbg !55
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %824, 127, !dbg !55
  %953 = getelementptr half, ptr addrspace(1) %.pn63540, i64 %291, !dbg !56
  %954 = getelementptr half, ptr addrspace(1) %.pn61541, i64 %291, !dbg !56
  %955 = getelementptr half, ptr addrspace(1) %.pn59542, i64 %291, !dbg !56
  %956 = getelementptr half, ptr addrspace(1) %.pn57543, i64 %291, !dbg !56
  %957 = getelementptr half, ptr addrspace(1) %.pn55544, i64 %291, !dbg !56
  %958 = getelementptr half, ptr addrspace(1) %.pn53545, i64 %291, !dbg !56
  %959 = getelementptr half, ptr addrspace(1) %.pn51546, i64 %291, !dbg !56
  %960 = getelementptr half, ptr addrspace(1) %.pn49547, i64 %291, !dbg !56
  %961 = getelementptr half, ptr addrspace(1) %.pn47548, i64 %291, !dbg !56
  %962 = getelementptr half, ptr addrspace(1) %.pn45549, i64 %291, !dbg !56
  %963 = getelementptr half, ptr addrspace(1) %.pn43550, i64 %291, !dbg !56
  %964 = getelementptr half, ptr addrspace(1) %.pn41551, i64 %291, !dbg !56
  %965 = getelementptr half, ptr addrspace(1) %.pn39552, i64 %291, !dbg !56
  %966 = getelementptr half, ptr addrspace(1) %.pn37553, i64 %291, !dbg !56
  %967 = getelementptr half, ptr addrspace(1) %.pn35554, i64 %291, !dbg !56
  %968 = getelementptr half, ptr addrspace(1) %.pn33555, i64 %291, !dbg !56
  %969 = getelementptr half, ptr addrspace(1) %.pn31556, i64 %291, !dbg !56
  %970 = getelementptr half, ptr addrspace(1) %.pn29557, i64 %291, !dbg !56
  %971 = getelementptr half, ptr addrspace(1) %.pn27558, i64 %291, !dbg !56
  %972 = getelementptr half, ptr addrspace(1) %.pn25559, i64 %291, !dbg !56
  %973 = getelementptr half, ptr addrspace(1) %.pn23560, i64 %291, !dbg !56
  %974 = getelementptr half, ptr addrspace(1) %.pn21561, i64 %291, !dbg !56
  %975 = getelementptr half, ptr addrspace(1) %.pn19562, i64 %291, !dbg !56
  %976 = getelementptr half, ptr addrspace(1) %.pn17563, i64 %291, !dbg !56
  %977 = getelementptr half, ptr addrspace(1) %.pn15564, i64 %291, !dbg !56
  %978 = getelementptr half, ptr addrspace(1) %.pn13565, i64 %291, !dbg !56
  %979 = getelementptr half, ptr addrspace(1) %.pn11566, i64 %291, !dbg !56
  %980 = getelementptr half, ptr addrspace(1) %.pn9567, i64 %291, !dbg !56
  %981 = getelementptr half, ptr addrspace(1) %.pn7568, i64 %291, !dbg !56
  %982 = getelementptr half, ptr addrspace(1) %.pn5569, i64 %291, !dbg !56
  %983 = getelementptr half, ptr addrspace(1) %.pn3570, i64 %291, !dbg !56
  %984 = getelementptr half, ptr addrspace(1) %.pn1571, i64 %291, !dbg !56
  %985 = getelementptr half, ptr addrspace(1) %.pn95572, i64 %292, !dbg !57
  %986 = getelementptr half, ptr addrspace(1) %.pn93573, i64 %292, !dbg !57
  %987 = getelementptr half, ptr addrspace(1) %.pn91574, i64 %292, !dbg !57
  %988 = getelementptr half, ptr addrspace(1) %.pn89575, i64 %292, !dbg !57
  %989 = getelementptr half, ptr addrspace(1) %.pn87576, i64 %292, !dbg !57
  %990 = getelementptr half, ptr addrspace(1) %.pn85577, i64 %292, !dbg !57
  %991 = getelementptr half, ptr addrspace(1) %.pn83578, i64 %292, !dbg !57
  %992 = getelementptr half, ptr addrspace(1) %.pn81579, i64 %292, !dbg !57
  %993 = getelementptr half, ptr addrspace(1) %.pn79580, i64 %292, !dbg !57
  %994 = getelementptr half, ptr addrspace(1) %.pn77581, i64 %292, !dbg !57
  %995 = getelementptr half, ptr addrspace(1) %.pn75582, i64 %292, !dbg !57
  %996 = getelementptr half, ptr addrspace(1) %.pn73583, i64 %292, !dbg !57
  %997 = getelementptr half, ptr addrspace(1) %.pn71584, i64 %292, !dbg !57
  %998 = getelementptr half, ptr addrspace(1) %.pn69585, i64 %292, !dbg !57
  %999 = getelementptr half, ptr addrspace(1) %.pn67586, i64 %292, !dbg !57
  %1000 = getelementptr half, ptr addrspace(1) %.pn65587, i64 %292, !dbg !57
  %1001 = add nuw nsw i32 %422, 1, !dbg !35
  %exitcond.not = icmp eq i32 %1001, %37, !dbg !35
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %293, !dbg !35

._crit_edge.loopexit:                             ; preds = %293
  %1002 = insertelement <128 x float> poison, float %825, i64 0, !dbg !58
  %1003 = insertelement <128 x float> %1002, float %826, i64 1, !dbg !58
  %1004 = insertelement <128 x float> %1003, float %827, i64 2, !dbg !58
  %1005 = insertelement <128 x float> %1004, float %828, i64 3, !dbg !58
  %1006 = insertelement <128 x float> %1005, float %889, i64 4, !dbg !58
  %1007 = insertelement <128 x float> %1006, float %890, i64 5, !dbg !58
  %1008 = insertelement <128 x float> %1007, float %891, i64 6, !dbg !58
  %1009 = insertelement <128 x float> %1008, float %892, i64 7, !dbg !58
  %1010 = insertelement <128 x float> %1009, float %829, i64 8, !dbg !58
  %1011 = insertelement <128 x float> %1010, float %830, i64 9, !dbg !58
  %1012 = insertelement <128 x float> %1011, float %831, i64 10, !dbg !58
  %1013 = insertelement <128 x float> %1012, float %832, i64 11, !dbg !58
  %1014 = insertelement <128 x float> %1013, float %893, i64 12, !dbg !58
  %1015 = insertelement <128 x float> %1014, float %894, i64 13, !dbg !58
  %1016 = insertelement <128 x float> %1015, float %895, i64 14, !dbg !58
  %1017 = insertelement <128 x float> %1016, float %896, i64 15, !dbg !58
  %1018 = insertelement <128 x float> %1017, float %833, i64 16, !dbg !58
  %1019 = insertelement <128 x float> %1018, float %834, i64 17, !dbg !58
  %1020 = insertelement <128 x float> %1019, float %835, i64 18, !dbg !58
  %1021 = insertelement <128 x float> %1020, float %836, i64 19, !dbg !58
  %1022 = insertelement <128 x float> %1021, float %897, i64 20, !dbg !58
  %1023 = insertelement <128 x float> %1022, float %898, i64 21, !dbg !58
  %1024 = insertelement <128 x float> %1023, float %899, i64 22, !dbg !58
  %1025 = insertelement <128 x float> %1024, float %900, i64 23, !dbg !58
  %1026 = insertelement <128 x float> %1025, float %837, i64 24, !dbg !58
  %1027 = insertelement <128 x float> %1026, float %838, i64 25, !dbg !58
  %1028 = insertelement <128 x float> %1027, float %839, i64 26, !dbg !58
  %1029 = insertelement <128 x float> %1028, float %840, i64 27, !dbg !58
  %1030 = insertelement <128 x float> %1029, float %901, i64 28, !dbg !58
  %1031 = insertelement <128 x float> %1030, float %902, i64 29, !dbg !58
  %1032 = insertelement <128 x float> %1031, float %903, i64 30, !dbg !58
  %1033 = insertelement <128 x float> %1032, float %904, i64 31, !dbg !58
  %1034 = insertelement <128 x float> %1033, float %841, i64 32, !dbg !58
  %1035 = insertelement <128 x float> %1034, float %842, i64 33, !dbg !58
  %1036 = insertelement <128 x float> %1035, float %843, i64 34, !dbg !58
  %1037 = insertelement <128 x float> %1036, float %844, i64 35, !dbg !58
  %1038 = insertelement <128 x float> %1037, float %905, i64 36, !dbg !58
  %1039 = insertelement <128 x float> %1038, float %906, i64 37, !dbg !58
  %1040 = insertelement <128 x float> %1039, float %907, i64 38, !dbg !58
  %1041 = insertelement <128 x float> %1040, float %908, i64 39, !dbg !58
  %1042 = insertelement <128 x float> %1041, float %845, i64 40, !dbg !58
  %1043 = insertelement <128 x float> %1042, float %846, i64 41, !dbg !58
  %1044 = insertelement <128 x float> %1043, float %847, i64 42, !dbg !58
  %1045 = insertelement <128 x float> %1044, float %848, i64 43, !dbg !58
  %1046 = insertelement <128 x float> %1045, float %909, i64 44, !dbg !58
  %1047 = insertelement <128 x float> %1046, float %910, i64 45, !dbg !58
  %1048 = insertelement <128 x float> %1047, float %911, i64 46, !dbg !58
  %1049 = insertelement <128 x float> %1048, float %912, i64 47, !dbg !58
  %1050 = insertelement <128 x float> %1049, float %849, i64 48, !dbg !58
  %1051 = insertelement <128 x float> %1050, float %850, i64 49, !dbg !58
  %1052 = insertelement <128 x float> %1051, float %851, i64 50, !dbg !58
  %1053 = insertelement <128 x float> %1052, float %852, i64 51, !dbg !58
  %1054 = insertelement <128 x float> %1053, float %913, i64 52, !dbg !58
  %1055 = insertelement <128 x float> %1054, float %914, i64 53, !dbg !58
  %1056 = insertelement <128 x float> %1055, float %915, i64 54, !dbg !58
  %1057 = insertelement <128 x float> %1056, float %916, i64 55, !dbg !58
  %1058 = insertelement <128 x float> %1057, float %853, i64 56, !dbg !58
  %1059 = insertelement <128 x float> %1058, float %854, i64 57, !dbg !58
  %1060 = insertelement <128 x float> %1059, float %855, i64 58, !dbg !58
  %1061 = insertelement <128 x float> %1060, float %856, i64 59, !dbg !58
  %1062 = insertelement <128 x float> %1061, float %917, i64 60, !dbg !58
  %1063 = insertelement <128 x float> %1062, float %918, i64 61, !dbg !58
  %1064 = insertelement <128 x float> %1063, float %919, i64 62, !dbg !58
  %1065 = insertelement <128 x float> %1064, float %920, i64 63, !dbg !58
  %1066 = insertelement <128 x float> %1065, float %857, i64 64, !dbg !58
  %1067 = insertelement <128 x float> %1066, float %858, i64 65, !dbg !58
  %1068 = insertelement <128 x float> %1067, float %859, i64 66, !dbg !58
  %1069 = insertelement <128 x float> %1068, float %860, i64 67, !dbg !58
  %1070 = insertelement <128 x float> %1069, float %921, i64 68, !dbg !58
  %1071 = insertelement <128 x float> %1070, float %922, i64 69, !dbg !58
  %1072 = insertelement <128 x float> %1071, float %923, i64 70, !dbg !58
  %1073 = insertelement <128 x float> %1072, float %924, i64 71, !dbg !58
  %1074 = insertelement <128 x float> %1073, float %861, i64 72, !dbg !58
  %1075 = insertelement <128 x float> %1074, float %862, i64 73, !dbg !58
  %1076 = insertelement <128 x float> %1075, float %863, i64 74, !dbg !58
  %1077 = insertelement <128 x float> %1076, float %864, i64 75, !dbg !58
  %1078 = insertelement <128 x float> %1077, float %925, i64 76, !dbg !58
  %1079 = insertelement <128 x float> %1078, float %926, i64 77, !dbg !58
  %1080 = insertelement <128 x float> %1079, float %927, i64 78, !dbg !58
  %1081 = insertelement <128 x float> %1080, float %928, i64 79, !dbg !58
  %1082 = insertelement <128 x float> %1081, float %865, i64 80, !dbg !58
  %1083 = insertelement <128 x float> %1082, float %866, i64 81, !dbg !58
  %1084 = insertelement <128 x float> %1083, float %867, i64 82, !dbg !58
  %1085 = insertelement <128 x float> %1084, float %868, i64 83, !dbg !58
  %1086 = insertelement <128 x float> %1085, float %929, i64 84, !dbg !58
  %1087 = insertelement <128 x float> %1086, float %930, i64 85, !dbg !58
  %1088 = insertelement <128 x float> %1087, float %931, i64 86, !dbg !58
  %1089 = insertelement <128 x float> %1088, float %932, i64 87, !dbg !58
  %1090 = insertelement <128 x float> %1089, float %869, i64 88, !dbg !58
  %1091 = insertelement <128 x float> %1090, float %870, i64 89, !dbg !58
  %1092 = insertelement <128 x float> %1091, float %871, i64 90, !dbg !58
  %1093 = insertelement <128 x float> %1092, float %872, i64 91, !dbg !58
  %1094 = insertelement <128 x float> %1093, float %933, i64 92, !dbg !58
  %1095 = insertelement <128 x float> %1094, float %934, i64 93, !dbg !58
  %1096 = insertelement <128 x float> %1095, float %935, i64 94, !dbg !58
  %1097 = insertelement <128 x float> %1096, float %936, i64 95, !dbg !58
  %1098 = insertelement <128 x float> %1097, float %873, i64 96, !dbg !58
  %1099 = insertelement <128 x float> %1098, float %874, i64 97, !dbg !58
  %1100 = insertelement <128 x float> %1099, float %875, i64 98, !dbg !58
  %1101 = insertelement <128 x float> %1100, float %876, i64 99, !dbg !58
  %1102 = insertelement <128 x float> %1101, float %937, i64 100, !dbg !58
  %1103 = insertelement <128 x float> %1102, float %938, i64 101, !dbg !58
  %1104 = insertelement <128 x float> %1103, float %939, i64 102, !dbg !58
  %1105 = insertelement <128 x float> %1104, float %940, i64 103, !dbg !58
  %1106 = insertelement <128 x float> %1105, float %877, i64 104, !dbg !58
  %1107 = insertelement <128 x float> %1106, float %878, i64 105, !dbg !58
  %1108 = insertelement <128 x float> %1107, float %879, i64 106, !dbg !58
  %1109 = insertelement <128 x float> %1108, float %880, i64 107, !dbg !58
  %1110 = insertelement <128 x float> %1109, float %941, i64 108, !dbg !58
  %1111 = insertelement <128 x float> %1110, float %942, i64 109, !dbg !58
  %1112 = insertelement <128 x float> %1111, float %943, i64 110, !dbg !58
  %1113 = insertelement <128 x float> %1112, float %944, i64 111, !dbg !58
  %1114 = insertelement <128 x float> %1113, float %881, i64 112, !dbg !58
  %1115 = insertelement <128 x float> %1114, float %882, i64 113, !dbg !58
  %1116 = insertelement <128 x float> %1115, float %883, i64 114, !dbg !58
  %1117 = insertelement <128 x float> %1116, float %884, i64 115, !dbg !58
  %1118 = insertelement <128 x float> %1117, float %945, i64 116, !dbg !58
  %1119 = insertelement <128 x float> %1118, float %946, i64 117, !dbg !58
  %1120 = insertelement <128 x float> %1119, float %947, i64 118, !dbg !58
  %1121 = insertelement <128 x float> %1120, float %948, i64 119, !dbg !58
  %1122 = insertelement <128 x float> %1121, float %885, i64 120, !dbg !58
  %1123 = insertelement <128 x float> %1122, float %886, i64 121, !dbg !58
  %1124 = insertelement <128 x float> %1123, float %887, i64 122, !dbg !58
  %1125 = insertelement <128 x float> %1124, float %888, i64 123, !dbg !58
  %1126 = insertelement <128 x float> %1125, float %949, i64 124, !dbg !58
  %1127 = insertelement <128 x float> %1126, float %950, i64 125, !dbg !58
  %1128 = insertelement <128 x float> %1127, float %951, i64 126, !dbg !58
  %1129 = insertelement <128 x float> %1128, float %952, i64 127, !dbg !58
  %1130 = fptrunc <128 x float> %1129 to <128 x half>, !dbg !58
  %1131 = bitcast <128 x half> %1130 to <64 x i32>, !dbg !59
  br label %._crit_edge, !dbg !40

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc842 = phi <64 x i32> [ zeroinitializer, %14 ], [ %1131, %._crit_edge.loopexit ], !dbg !60
  %1132 = or disjoint i32 %33, 127, !dbg !40
  %1133 = or disjoint i32 %33, 126, !dbg !40
  %1134 = or disjoint i32 %33, 125, !dbg !40
  %1135 = or disjoint i32 %33, 124, !dbg !40
  %1136 = or disjoint i32 %33, 123, !dbg !40
  %1137 = or disjoint i32 %33, 122, !dbg !40
  %1138 = or disjoint i32 %33, 121, !dbg !40
  %1139 = or disjoint i32 %33, 120, !dbg !40
  %1140 = or disjoint i32 %33, 119, !dbg !40
  %1141 = or disjoint i32 %33, 118, !dbg !40
  %1142 = or disjoint i32 %33, 117, !dbg !40
  %1143 = or disjoint i32 %33, 116, !dbg !40
  %1144 = or disjoint i32 %33, 115, !dbg !40
  %1145 = or disjoint i32 %33, 114, !dbg !40
  %1146 = or disjoint i32 %33, 113, !dbg !40
  %1147 = or disjoint i32 %33, 112, !dbg !40
  %1148 = or disjoint i32 %33, 111, !dbg !40
  %1149 = or disjoint i32 %33, 110, !dbg !40
  %1150 = or disjoint i32 %33, 109, !dbg !40
  %1151 = or disjoint i32 %33, 108, !dbg !40
  %1152 = or disjoint i32 %33, 107, !dbg !40
  %1153 = or disjoint i32 %33, 106, !dbg !40
  %1154 = or disjoint i32 %33, 105, !dbg !40
  %1155 = or disjoint i32 %33, 104, !dbg !40
  %1156 = or disjoint i32 %33, 103, !dbg !40
  %1157 = or disjoint i32 %33, 102, !dbg !40
  %1158 = or disjoint i32 %33, 101, !dbg !40
  %1159 = or disjoint i32 %33, 100, !dbg !40
  %1160 = or disjoint i32 %33, 99, !dbg !40
  %1161 = or disjoint i32 %33, 98, !dbg !40
  %1162 = or disjoint i32 %33, 97, !dbg !40
  %1163 = or disjoint i32 %33, 96, !dbg !40
  %1164 = or disjoint i32 %33, 95, !dbg !40
  %1165 = or disjoint i32 %33, 94, !dbg !40
  %1166 = or disjoint i32 %33, 93, !dbg !40
  %1167 = or disjoint i32 %33, 92, !dbg !40
  %1168 = or disjoint i32 %33, 91, !dbg !40
  %1169 = or disjoint i32 %33, 90, !dbg !40
  %1170 = or disjoint i32 %33, 89, !dbg !40
  %1171 = or disjoint i32 %33, 88, !dbg !40
  %1172 = or disjoint i32 %33, 87, !dbg !40
  %1173 = or disjoint i32 %33, 86, !dbg !40
  %1174 = or disjoint i32 %33, 85, !dbg !40
  %1175 = or disjoint i32 %33, 84, !dbg !40
  %1176 = or disjoint i32 %33, 83, !dbg !40
  %1177 = or disjoint i32 %33, 82, !dbg !40
  %1178 = or disjoint i32 %33, 81, !dbg !40
  %1179 = or disjoint i32 %33, 80, !dbg !40
  %1180 = or disjoint i32 %33, 79, !dbg !40
  %1181 = or disjoint i32 %33, 78, !dbg !40
  %1182 = or disjoint i32 %33, 77, !dbg !40
  %1183 = or disjoint i32 %33, 76, !dbg !40
  %1184 = or disjoint i32 %33, 75, !dbg !40
  %1185 = or disjoint i32 %33, 74, !dbg !40
  %1186 = or disjoint i32 %33, 73, !dbg !40
  %1187 = or disjoint i32 %33, 72, !dbg !40
  %1188 = or disjoint i32 %33, 71, !dbg !40
  %1189 = or disjoint i32 %33, 70, !dbg !40
  %1190 = or disjoint i32 %33, 69, !dbg !40
  %1191 = or disjoint i32 %33, 68, !dbg !40
  %1192 = or disjoint i32 %33, 67, !dbg !40
  %1193 = or disjoint i32 %33, 66, !dbg !40
  %1194 = or disjoint i32 %33, 65, !dbg !40
  %1195 = or disjoint i32 %33, 64, !dbg !40
  %1196 = or disjoint i32 %33, 63, !dbg !40
  %1197 = or disjoint i32 %33, 62, !dbg !40
  %1198 = or disjoint i32 %33, 61, !dbg !40
  %1199 = or disjoint i32 %33, 60, !dbg !40
  %1200 = or disjoint i32 %33, 59, !dbg !40
  %1201 = or disjoint i32 %33, 58, !dbg !40
  %1202 = or disjoint i32 %33, 57, !dbg !40
  %1203 = or disjoint i32 %33, 56, !dbg !40
  %1204 = or disjoint i32 %33, 55, !dbg !40
  %1205 = or disjoint i32 %33, 54, !dbg !40
  %1206 = or disjoint i32 %33, 53, !dbg !40
  %1207 = or disjoint i32 %33, 52, !dbg !40
  %1208 = or disjoint i32 %33, 51, !dbg !40
  %1209 = or disjoint i32 %33, 50, !dbg !40
  %1210 = or disjoint i32 %33, 49, !dbg !40
  %1211 = or disjoint i32 %33, 48, !dbg !40
  %1212 = or disjoint i32 %33, 47, !dbg !40
  %1213 = or disjoint i32 %33, 46, !dbg !40
  %1214 = or disjoint i32 %33, 45, !dbg !40
  %1215 = or disjoint i32 %33, 44, !dbg !40
  %1216 = or disjoint i32 %33, 43, !dbg !40
  %1217 = or disjoint i32 %33, 42, !dbg !40
  %1218 = or disjoint i32 %33, 41, !dbg !40
  %1219 = or disjoint i32 %33, 40, !dbg !40
  %1220 = or disjoint i32 %33, 39, !dbg !40
  %1221 = or disjoint i32 %33, 38, !dbg !40
  %1222 = or disjoint i32 %33, 37, !dbg !40
  %1223 = or disjoint i32 %33, 36, !dbg !40
  %1224 = or disjoint i32 %33, 35, !dbg !40
  %1225 = or disjoint i32 %33, 34, !dbg !40
  %1226 = or disjoint i32 %33, 33, !dbg !40
  %1227 = or disjoint i32 %33, 32, !dbg !40
  %1228 = or disjoint i32 %33, 31, !dbg !40
  %1229 = or disjoint i32 %33, 30, !dbg !40
  %1230 = or disjoint i32 %33, 29, !dbg !40
  %1231 = or disjoint i32 %33, 28, !dbg !40
  %1232 = or disjoint i32 %33, 27, !dbg !40
  %1233 = or disjoint i32 %33, 26, !dbg !40
  %1234 = or disjoint i32 %33, 25, !dbg !40
  %1235 = or disjoint i32 %33, 24, !dbg !40
  %1236 = or disjoint i32 %33, 23, !dbg !40
  %1237 = or disjoint i32 %33, 22, !dbg !40
  %1238 = or disjoint i32 %33, 21, !dbg !40
  %1239 = or disjoint i32 %33, 20, !dbg !40
  %1240 = or disjoint i32 %33, 19, !dbg !40
  %1241 = or disjoint i32 %33, 18, !dbg !40
  %1242 = or disjoint i32 %33, 17, !dbg !40
  %1243 = or disjoint i32 %33, 16, !dbg !40
  %1244 = or disjoint i32 %33, 15, !dbg !40
  %1245 = or disjoint i32 %33, 14, !dbg !40
  %1246 = or disjoint i32 %33, 13, !dbg !40
  %1247 = or disjoint i32 %33, 12, !dbg !40
  %1248 = or disjoint i32 %33, 11, !dbg !40
  %1249 = or disjoint i32 %33, 10, !dbg !40
  %1250 = or disjoint i32 %33, 9, !dbg !40
  %1251 = or disjoint i32 %33, 8, !dbg !40
  %1252 = or disjoint i32 %33, 7, !dbg !40
  %1253 = or disjoint i32 %33, 6, !dbg !40
  %1254 = or disjoint i32 %33, 5, !dbg !40
  %1255 = or disjoint i32 %33, 4, !dbg !40
  %1256 = or disjoint i32 %33, 3, !dbg !40
  %1257 = or disjoint i32 %33, 2, !dbg !40
  %1258 = or disjoint i32 %33, 1, !dbg !40
  %1259 = mul i32 %32, %10, !dbg !61
  %1260 = sext i32 %1259 to i64, !dbg !62
  %1261 = getelementptr half, ptr addrspace(1) %2, i64 %1260, !dbg !62
  %1262 = mul i32 %33, %11, !dbg !63
  %1263 = mul i32 %1258, %11, !dbg !63
  %1264 = mul i32 %1257, %11, !dbg !63
  %1265 = mul i32 %1256, %11, !dbg !63
  %1266 = mul i32 %1255, %11, !dbg !63
  %1267 = mul i32 %1254, %11, !dbg !63
  %1268 = mul i32 %1253, %11, !dbg !63
  %1269 = mul i32 %1252, %11, !dbg !63
  %1270 = mul i32 %1251, %11, !dbg !63
  %1271 = mul i32 %1250, %11, !dbg !63
  %1272 = mul i32 %1249, %11, !dbg !63
  %1273 = mul i32 %1248, %11, !dbg !63
  %1274 = mul i32 %1247, %11, !dbg !63
  %1275 = mul i32 %1246, %11, !dbg !63
  %1276 = mul i32 %1245, %11, !dbg !63
  %1277 = mul i32 %1244, %11, !dbg !63
  %1278 = mul i32 %1243, %11, !dbg !63
  %1279 = mul i32 %1242, %11, !dbg !63
  %1280 = mul i32 %1241, %11, !dbg !63
  %1281 = mul i32 %1240, %11, !dbg !63
  %1282 = mul i32 %1239, %11, !dbg !63
  %1283 = mul i32 %1238, %11, !dbg !63
  %1284 = mul i32 %1237, %11, !dbg !63
  %1285 = mul i32 %1236, %11, !dbg !63
  %1286 = mul i32 %1235, %11, !dbg !63
  %1287 = mul i32 %1234, %11, !dbg !63
  %1288 = mul i32 %1233, %11, !dbg !63
  %1289 = mul i32 %1232, %11, !dbg !63
  %1290 = mul i32 %1231, %11, !dbg !63
  %1291 = mul i32 %1230, %11, !dbg !63
  %1292 = mul i32 %1229, %11, !dbg !63
  %1293 = mul i32 %1228, %11, !dbg !63
  %1294 = mul i32 %1227, %11, !dbg !63
  %1295 = mul i32 %1226, %11, !dbg !63
  %1296 = mul i32 %1225, %11, !dbg !63
  %1297 = mul i32 %1224, %11, !dbg !63
  %1298 = mul i32 %1223, %11, !dbg !63
  %1299 = mul i32 %1222, %11, !dbg !63
  %1300 = mul i32 %1221, %11, !dbg !63
  %1301 = mul i32 %1220, %11, !dbg !63
  %1302 = mul i32 %1219, %11, !dbg !63
  %1303 = mul i32 %1218, %11, !dbg !63
  %1304 = mul i32 %1217, %11, !dbg !63
  %1305 = mul i32 %1216, %11, !dbg !63
  %1306 = mul i32 %1215, %11, !dbg !63
  %1307 = mul i32 %1214, %11, !dbg !63
  %1308 = mul i32 %1213, %11, !dbg !63
  %1309 = mul i32 %1212, %11, !dbg !63
  %1310 = mul i32 %1211, %11, !dbg !63
  %1311 = mul i32 %1210, %11, !dbg !63
  %1312 = mul i32 %1209, %11, !dbg !63
  %1313 = mul i32 %1208, %11, !dbg !63
  %1314 = mul i32 %1207, %11, !dbg !63
  %1315 = mul i32 %1206, %11, !dbg !63
  %1316 = mul i32 %1205, %11, !dbg !63
  %1317 = mul i32 %1204, %11, !dbg !63
  %1318 = mul i32 %1203, %11, !dbg !63
  %1319 = mul i32 %1202, %11, !dbg !63
  %1320 = mul i32 %1201, %11, !dbg !63
  %1321 = mul i32 %1200, %11, !dbg !63
  %1322 = mul i32 %1199, %11, !dbg !63
  %1323 = mul i32 %1198, %11, !dbg !63
  %1324 = mul i32 %1197, %11, !dbg !63
  %1325 = mul i32 %1196, %11, !dbg !63
  %1326 = mul i32 %1195, %11, !dbg !63
  %1327 = mul i32 %1194, %11, !dbg !63
  %1328 = mul i32 %1193, %11, !dbg !63
  %1329 = mul i32 %1192, %11, !dbg !63
  %1330 = mul i32 %1191, %11, !dbg !63
  %1331 = mul i32 %1190, %11, !dbg !63
  %1332 = mul i32 %1189, %11, !dbg !63
  %1333 = mul i32 %1188, %11, !dbg !63
  %1334 = mul i32 %1187, %11, !dbg !63
  %1335 = mul i32 %1186, %11, !dbg !63
  %1336 = mul i32 %1185, %11, !dbg !63
  %1337 = mul i32 %1184, %11, !dbg !63
  %1338 = mul i32 %1183, %11, !dbg !63
  %1339 = mul i32 %1182, %11, !dbg !63
  %1340 = mul i32 %1181, %11, !dbg !63
  %1341 = mul i32 %1180, %11, !dbg !63
  %1342 = mul i32 %1179, %11, !dbg !63
  %1343 = mul i32 %1178, %11, !dbg !63
  %1344 = mul i32 %1177, %11, !dbg !63
  %1345 = mul i32 %1176, %11, !dbg !63
  %1346 = mul i32 %1175, %11, !dbg !63
  %1347 = mul i32 %1174, %11, !dbg !63
  %1348 = mul i32 %1173, %11, !dbg !63
  %1349 = mul i32 %1172, %11, !dbg !63
  %1350 = mul i32 %1171, %11, !dbg !63
  %1351 = mul i32 %1170, %11, !dbg !63
  %1352 = mul i32 %1169, %11, !dbg !63
  %1353 = mul i32 %1168, %11, !dbg !63
  %1354 = mul i32 %1167, %11, !dbg !63
  %1355 = mul i32 %1166, %11, !dbg !63
  %1356 = mul i32 %1165, %11, !dbg !63
  %1357 = mul i32 %1164, %11, !dbg !63
  %1358 = mul i32 %1163, %11, !dbg !63
  %1359 = mul i32 %1162, %11, !dbg !63
  %1360 = mul i32 %1161, %11, !dbg !63
  %1361 = mul i32 %1160, %11, !dbg !63
  %1362 = mul i32 %1159, %11, !dbg !63
  %1363 = mul i32 %1158, %11, !dbg !63
  %1364 = mul i32 %1157, %11, !dbg !63
  %1365 = mul i32 %1156, %11, !dbg !63
  %1366 = mul i32 %1155, %11, !dbg !63
  %1367 = mul i32 %1154, %11, !dbg !63
  %1368 = mul i32 %1153, %11, !dbg !63
  %1369 = mul i32 %1152, %11, !dbg !63
  %1370 = mul i32 %1151, %11, !dbg !63
  %1371 = mul i32 %1150, %11, !dbg !63
  %1372 = mul i32 %1149, %11, !dbg !63
  %1373 = mul i32 %1148, %11, !dbg !63
  %1374 = mul i32 %1147, %11, !dbg !63
  %1375 = mul i32 %1146, %11, !dbg !63
  %1376 = mul i32 %1145, %11, !dbg !63
  %1377 = mul i32 %1144, %11, !dbg !63
  %1378 = mul i32 %1143, %11, !dbg !63
  %1379 = mul i32 %1142, %11, !dbg !63
  %1380 = mul i32 %1141, %11, !dbg !63
  %1381 = mul i32 %1140, %11, !dbg !63
  %1382 = mul i32 %1139, %11, !dbg !63
  %1383 = mul i32 %1138, %11, !dbg !63
  %1384 = mul i32 %1137, %11, !dbg !63
  %1385 = mul i32 %1136, %11, !dbg !63
  %1386 = mul i32 %1135, %11, !dbg !63
  %1387 = mul i32 %1134, %11, !dbg !63
  %1388 = mul i32 %1133, %11, !dbg !63
  %1389 = mul i32 %1132, %11, !dbg !63
  %1390 = sext i32 %1262 to i64, !dbg !64
  %1391 = getelementptr half, ptr addrspace(1) %1261, i64 %1390, !dbg !64
  %1392 = sext i32 %1263 to i64, !dbg !64
  %1393 = getelementptr half, ptr addrspace(1) %1261, i64 %1392, !dbg !64
  %1394 = sext i32 %1264 to i64, !dbg !64
  %1395 = getelementptr half, ptr addrspace(1) %1261, i64 %1394, !dbg !64
  %1396 = sext i32 %1265 to i64, !dbg !64
  %1397 = getelementptr half, ptr addrspace(1) %1261, i64 %1396, !dbg !64
  %1398 = sext i32 %1266 to i64, !dbg !64
  %1399 = getelementptr half, ptr addrspace(1) %1261, i64 %1398, !dbg !64
  %1400 = sext i32 %1267 to i64, !dbg !64
  %1401 = getelementptr half, ptr addrspace(1) %1261, i64 %1400, !dbg !64
  %1402 = sext i32 %1268 to i64, !dbg !64
  %1403 = getelementptr half, ptr addrspace(1) %1261, i64 %1402, !dbg !64
  %1404 = sext i32 %1269 to i64, !dbg !64
  %1405 = getelementptr half, ptr addrspace(1) %1261, i64 %1404, !dbg !64
  %1406 = sext i32 %1270 to i64, !dbg !64
  %1407 = getelementptr half, ptr addrspace(1) %1261, i64 %1406, !dbg !64
  %1408 = sext i32 %1271 to i64, !dbg !64
  %1409 = getelementptr half, ptr addrspace(1) %1261, i64 %1408, !dbg !64
  %1410 = sext i32 %1272 to i64, !dbg !64
  %1411 = getelementptr half, ptr addrspace(1) %1261, i64 %1410, !dbg !64
  %1412 = sext i32 %1273 to i64, !dbg !64
  %1413 = getelementptr half, ptr addrspace(1) %1261, i64 %1412, !dbg !64
  %1414 = sext i32 %1274 to i64, !dbg !64
  %1415 = getelementptr half, ptr addrspace(1) %1261, i64 %1414, !dbg !64
  %1416 = sext i32 %1275 to i64, !dbg !64
  %1417 = getelementptr half, ptr addrspace(1) %1261, i64 %1416, !dbg !64
  %1418 = sext i32 %1276 to i64, !dbg !64
  %1419 = getelementptr half, ptr addrspace(1) %1261, i64 %1418, !dbg !64
  %1420 = sext i32 %1277 to i64, !dbg !64
  %1421 = getelementptr half, ptr addrspace(1) %1261, i64 %1420, !dbg !64
  %1422 = sext i32 %1278 to i64, !dbg !64
  %1423 = getelementptr half, ptr addrspace(1) %1261, i64 %1422, !dbg !64
  %1424 = sext i32 %1279 to i64, !dbg !64
  %1425 = getelementptr half, ptr addrspace(1) %1261, i64 %1424, !dbg !64
  %1426 = sext i32 %1280 to i64, !dbg !64
  %1427 = getelementptr half, ptr addrspace(1) %1261, i64 %1426, !dbg !64
  %1428 = sext i32 %1281 to i64, !dbg !64
  %1429 = getelementptr half, ptr addrspace(1) %1261, i64 %1428, !dbg !64
  %1430 = sext i32 %1282 to i64, !dbg !64
  %1431 = getelementptr half, ptr addrspace(1) %1261, i64 %1430, !dbg !64
  %1432 = sext i32 %1283 to i64, !dbg !64
  %1433 = getelementptr half, ptr addrspace(1) %1261, i64 %1432, !dbg !64
  %1434 = sext i32 %1284 to i64, !dbg !64
  %1435 = getelementptr half, ptr addrspace(1) %1261, i64 %1434, !dbg !64
  %1436 = sext i32 %1285 to i64, !dbg !64
  %1437 = getelementptr half, ptr addrspace(1) %1261, i64 %1436, !dbg !64
  %1438 = sext i32 %1286 to i64, !dbg !64
  %1439 = getelementptr half, ptr addrspace(1) %1261, i64 %1438, !dbg !64
  %1440 = sext i32 %1287 to i64, !dbg !64
  %1441 = getelementptr half, ptr addrspace(1) %1261, i64 %1440, !dbg !64
  %1442 = sext i32 %1288 to i64, !dbg !64
  %1443 = getelementptr half, ptr addrspace(1) %1261, i64 %1442, !dbg !64
  %1444 = sext i32 %1289 to i64, !dbg !64
  %1445 = getelementptr half, ptr addrspace(1) %1261, i64 %1444, !dbg !64
  %1446 = sext i32 %1290 to i64, !dbg !64
  %1447 = getelementptr half, ptr addrspace(1) %1261, i64 %1446, !dbg !64
  %1448 = sext i32 %1291 to i64, !dbg !64
  %1449 = getelementptr half, ptr addrspace(1) %1261, i64 %1448, !dbg !64
  %1450 = sext i32 %1292 to i64, !dbg !64
  %1451 = getelementptr half, ptr addrspace(1) %1261, i64 %1450, !dbg !64
  %1452 = sext i32 %1293 to i64, !dbg !64
  %1453 = getelementptr half, ptr addrspace(1) %1261, i64 %1452, !dbg !64
  %1454 = sext i32 %1294 to i64, !dbg !64
  %1455 = getelementptr half, ptr addrspace(1) %1261, i64 %1454, !dbg !64
  %1456 = sext i32 %1295 to i64, !dbg !64
  %1457 = getelementptr half, ptr addrspace(1) %1261, i64 %1456, !dbg !64
  %1458 = sext i32 %1296 to i64, !dbg !64
  %1459 = getelementptr half, ptr addrspace(1) %1261, i64 %1458, !dbg !64
  %1460 = sext i32 %1297 to i64, !dbg !64
  %1461 = getelementptr half, ptr addrspace(1) %1261, i64 %1460, !dbg !64
  %1462 = sext i32 %1298 to i64, !dbg !64
  %1463 = getelementptr half, ptr addrspace(1) %1261, i64 %1462, !dbg !64
  %1464 = sext i32 %1299 to i64, !dbg !64
  %1465 = getelementptr half, ptr addrspace(1) %1261, i64 %1464, !dbg !64
  %1466 = sext i32 %1300 to i64, !dbg !64
  %1467 = getelementptr half, ptr addrspace(1) %1261, i64 %1466, !dbg !64
  %1468 = sext i32 %1301 to i64, !dbg !64
  %1469 = getelementptr half, ptr addrspace(1) %1261, i64 %1468, !dbg !64
  %1470 = sext i32 %1302 to i64, !dbg !64
  %1471 = getelementptr half, ptr addrspace(1) %1261, i64 %1470, !dbg !64
  %1472 = sext i32 %1303 to i64, !dbg !64
  %1473 = getelementptr half, ptr addrspace(1) %1261, i64 %1472, !dbg !64
  %1474 = sext i32 %1304 to i64, !dbg !64
  %1475 = getelementptr half, ptr addrspace(1) %1261, i64 %1474, !dbg !64
  %1476 = sext i32 %1305 to i64, !dbg !64
  %1477 = getelementptr half, ptr addrspace(1) %1261, i64 %1476, !dbg !64
  %1478 = sext i32 %1306 to i64, !dbg !64
  %1479 = getelementptr half, ptr addrspace(1) %1261, i64 %1478, !dbg !64
  %1480 = sext i32 %1307 to i64, !dbg !64
  %1481 = getelementptr half, ptr addrspace(1) %1261, i64 %1480, !dbg !64
  %1482 = sext i32 %1308 to i64, !dbg !64
  %1483 = getelementptr half, ptr addrspace(1) %1261, i64 %1482, !dbg !64
  %1484 = sext i32 %1309 to i64, !dbg !64
  %1485 = getelementptr half, ptr addrspace(1) %1261, i64 %1484, !dbg !64
  %1486 = sext i32 %1310 to i64, !dbg !64
  %1487 = getelementptr half, ptr addrspace(1) %1261, i64 %1486, !dbg !64
  %1488 = sext i32 %1311 to i64, !dbg !64
  %1489 = getelementptr half, ptr addrspace(1) %1261, i64 %1488, !dbg !64
  %1490 = sext i32 %1312 to i64, !dbg !64
  %1491 = getelementptr half, ptr addrspace(1) %1261, i64 %1490, !dbg !64
  %1492 = sext i32 %1313 to i64, !dbg !64
  %1493 = getelementptr half, ptr addrspace(1) %1261, i64 %1492, !dbg !64
  %1494 = sext i32 %1314 to i64, !dbg !64
  %1495 = getelementptr half, ptr addrspace(1) %1261, i64 %1494, !dbg !64
  %1496 = sext i32 %1315 to i64, !dbg !64
  %1497 = getelementptr half, ptr addrspace(1) %1261, i64 %1496, !dbg !64
  %1498 = sext i32 %1316 to i64, !dbg !64
  %1499 = getelementptr half, ptr addrspace(1) %1261, i64 %1498, !dbg !64
  %1500 = sext i32 %1317 to i64, !dbg !64
  %1501 = getelementptr half, ptr addrspace(1) %1261, i64 %1500, !dbg !64
  %1502 = sext i32 %1318 to i64, !dbg !64
  %1503 = getelementptr half, ptr addrspace(1) %1261, i64 %1502, !dbg !64
  %1504 = sext i32 %1319 to i64, !dbg !64
  %1505 = getelementptr half, ptr addrspace(1) %1261, i64 %1504, !dbg !64
  %1506 = sext i32 %1320 to i64, !dbg !64
  %1507 = getelementptr half, ptr addrspace(1) %1261, i64 %1506, !dbg !64
  %1508 = sext i32 %1321 to i64, !dbg !64
  %1509 = getelementptr half, ptr addrspace(1) %1261, i64 %1508, !dbg !64
  %1510 = sext i32 %1322 to i64, !dbg !64
  %1511 = getelementptr half, ptr addrspace(1) %1261, i64 %1510, !dbg !64
  %1512 = sext i32 %1323 to i64, !dbg !64
  %1513 = getelementptr half, ptr addrspace(1) %1261, i64 %1512, !dbg !64
  %1514 = sext i32 %1324 to i64, !dbg !64
  %1515 = getelementptr half, ptr addrspace(1) %1261, i64 %1514, !dbg !64
  %1516 = sext i32 %1325 to i64, !dbg !64
  %1517 = getelementptr half, ptr addrspace(1) %1261, i64 %1516, !dbg !64
  %1518 = sext i32 %1326 to i64, !dbg !64
  %1519 = getelementptr half, ptr addrspace(1) %1261, i64 %1518, !dbg !64
  %1520 = sext i32 %1327 to i64, !dbg !64
  %1521 = getelementptr half, ptr addrspace(1) %1261, i64 %1520, !dbg !64
  %1522 = sext i32 %1328 to i64, !dbg !64
  %1523 = getelementptr half, ptr addrspace(1) %1261, i64 %1522, !dbg !64
  %1524 = sext i32 %1329 to i64, !dbg !64
  %1525 = getelementptr half, ptr addrspace(1) %1261, i64 %1524, !dbg !64
  %1526 = sext i32 %1330 to i64, !dbg !64
  %1527 = getelementptr half, ptr addrspace(1) %1261, i64 %1526, !dbg !64
  %1528 = sext i32 %1331 to i64, !dbg !64
  %1529 = getelementptr half, ptr addrspace(1) %1261, i64 %1528, !dbg !64
  %1530 = sext i32 %1332 to i64, !dbg !64
  %1531 = getelementptr half, ptr addrspace(1) %1261, i64 %1530, !dbg !64
  %1532 = sext i32 %1333 to i64, !dbg !64
  %1533 = getelementptr half, ptr addrspace(1) %1261, i64 %1532, !dbg !64
  %1534 = sext i32 %1334 to i64, !dbg !64
  %1535 = getelementptr half, ptr addrspace(1) %1261, i64 %1534, !dbg !64
  %1536 = sext i32 %1335 to i64, !dbg !64
  %1537 = getelementptr half, ptr addrspace(1) %1261, i64 %1536, !dbg !64
  %1538 = sext i32 %1336 to i64, !dbg !64
  %1539 = getelementptr half, ptr addrspace(1) %1261, i64 %1538, !dbg !64
  %1540 = sext i32 %1337 to i64, !dbg !64
  %1541 = getelementptr half, ptr addrspace(1) %1261, i64 %1540, !dbg !64
  %1542 = sext i32 %1338 to i64, !dbg !64
  %1543 = getelementptr half, ptr addrspace(1) %1261, i64 %1542, !dbg !64
  %1544 = sext i32 %1339 to i64, !dbg !64
  %1545 = getelementptr half, ptr addrspace(1) %1261, i64 %1544, !dbg !64
  %1546 = sext i32 %1340 to i64, !dbg !64
  %1547 = getelementptr half, ptr addrspace(1) %1261, i64 %1546, !dbg !64
  %1548 = sext i32 %1341 to i64, !dbg !64
  %1549 = getelementptr half, ptr addrspace(1) %1261, i64 %1548, !dbg !64
  %1550 = sext i32 %1342 to i64, !dbg !64
  %1551 = getelementptr half, ptr addrspace(1) %1261, i64 %1550, !dbg !64
  %1552 = sext i32 %1343 to i64, !dbg !64
  %1553 = getelementptr half, ptr addrspace(1) %1261, i64 %1552, !dbg !64
  %1554 = sext i32 %1344 to i64, !dbg !64
  %1555 = getelementptr half, ptr addrspace(1) %1261, i64 %1554, !dbg !64
  %1556 = sext i32 %1345 to i64, !dbg !64
  %1557 = getelementptr half, ptr addrspace(1) %1261, i64 %1556, !dbg !64
  %1558 = sext i32 %1346 to i64, !dbg !64
  %1559 = getelementptr half, ptr addrspace(1) %1261, i64 %1558, !dbg !64
  %1560 = sext i32 %1347 to i64, !dbg !64
  %1561 = getelementptr half, ptr addrspace(1) %1261, i64 %1560, !dbg !64
  %1562 = sext i32 %1348 to i64, !dbg !64
  %1563 = getelementptr half, ptr addrspace(1) %1261, i64 %1562, !dbg !64
  %1564 = sext i32 %1349 to i64, !dbg !64
  %1565 = getelementptr half, ptr addrspace(1) %1261, i64 %1564, !dbg !64
  %1566 = sext i32 %1350 to i64, !dbg !64
  %1567 = getelementptr half, ptr addrspace(1) %1261, i64 %1566, !dbg !64
  %1568 = sext i32 %1351 to i64, !dbg !64
  %1569 = getelementptr half, ptr addrspace(1) %1261, i64 %1568, !dbg !64
  %1570 = sext i32 %1352 to i64, !dbg !64
  %1571 = getelementptr half, ptr addrspace(1) %1261, i64 %1570, !dbg !64
  %1572 = sext i32 %1353 to i64, !dbg !64
  %1573 = getelementptr half, ptr addrspace(1) %1261, i64 %1572, !dbg !64
  %1574 = sext i32 %1354 to i64, !dbg !64
  %1575 = getelementptr half, ptr addrspace(1) %1261, i64 %1574, !dbg !64
  %1576 = sext i32 %1355 to i64, !dbg !64
  %1577 = getelementptr half, ptr addrspace(1) %1261, i64 %1576, !dbg !64
  %1578 = sext i32 %1356 to i64, !dbg !64
  %1579 = getelementptr half, ptr addrspace(1) %1261, i64 %1578, !dbg !64
  %1580 = sext i32 %1357 to i64, !dbg !64
  %1581 = getelementptr half, ptr addrspace(1) %1261, i64 %1580, !dbg !64
  %1582 = sext i32 %1358 to i64, !dbg !64
  %1583 = getelementptr half, ptr addrspace(1) %1261, i64 %1582, !dbg !64
  %1584 = sext i32 %1359 to i64, !dbg !64
  %1585 = getelementptr half, ptr addrspace(1) %1261, i64 %1584, !dbg !64
  %1586 = sext i32 %1360 to i64, !dbg !64
  %1587 = getelementptr half, ptr addrspace(1) %1261, i64 %1586, !dbg !64
  %1588 = sext i32 %1361 to i64, !dbg !64
  %1589 = getelementptr half, ptr addrspace(1) %1261, i64 %1588, !dbg !64
  %1590 = sext i32 %1362 to i64, !dbg !64
  %1591 = getelementptr half, ptr addrspace(1) %1261, i64 %1590, !dbg !64
  %1592 = sext i32 %1363 to i64, !dbg !64
  %1593 = getelementptr half, ptr addrspace(1) %1261, i64 %1592, !dbg !64
  %1594 = sext i32 %1364 to i64, !dbg !64
  %1595 = getelementptr half, ptr addrspace(1) %1261, i64 %1594, !dbg !64
  %1596 = sext i32 %1365 to i64, !dbg !64
  %1597 = getelementptr half, ptr addrspace(1) %1261, i64 %1596, !dbg !64
  %1598 = sext i32 %1366 to i64, !dbg !64
  %1599 = getelementptr half, ptr addrspace(1) %1261, i64 %1598, !dbg !64
  %1600 = sext i32 %1367 to i64, !dbg !64
  %1601 = getelementptr half, ptr addrspace(1) %1261, i64 %1600, !dbg !64
  %1602 = sext i32 %1368 to i64, !dbg !64
  %1603 = getelementptr half, ptr addrspace(1) %1261, i64 %1602, !dbg !64
  %1604 = sext i32 %1369 to i64, !dbg !64
  %1605 = getelementptr half, ptr addrspace(1) %1261, i64 %1604, !dbg !64
  %1606 = sext i32 %1370 to i64, !dbg !64
  %1607 = getelementptr half, ptr addrspace(1) %1261, i64 %1606, !dbg !64
  %1608 = sext i32 %1371 to i64, !dbg !64
  %1609 = getelementptr half, ptr addrspace(1) %1261, i64 %1608, !dbg !64
  %1610 = sext i32 %1372 to i64, !dbg !64
  %1611 = getelementptr half, ptr addrspace(1) %1261, i64 %1610, !dbg !64
  %1612 = sext i32 %1373 to i64, !dbg !64
  %1613 = getelementptr half, ptr addrspace(1) %1261, i64 %1612, !dbg !64
  %1614 = sext i32 %1374 to i64, !dbg !64
  %1615 = getelementptr half, ptr addrspace(1) %1261, i64 %1614, !dbg !64
  %1616 = sext i32 %1375 to i64, !dbg !64
  %1617 = getelementptr half, ptr addrspace(1) %1261, i64 %1616, !dbg !64
  %1618 = sext i32 %1376 to i64, !dbg !64
  %1619 = getelementptr half, ptr addrspace(1) %1261, i64 %1618, !dbg !64
  %1620 = sext i32 %1377 to i64, !dbg !64
  %1621 = getelementptr half, ptr addrspace(1) %1261, i64 %1620, !dbg !64
  %1622 = sext i32 %1378 to i64, !dbg !64
  %1623 = getelementptr half, ptr addrspace(1) %1261, i64 %1622, !dbg !64
  %1624 = sext i32 %1379 to i64, !dbg !64
  %1625 = getelementptr half, ptr addrspace(1) %1261, i64 %1624, !dbg !64
  %1626 = sext i32 %1380 to i64, !dbg !64
  %1627 = getelementptr half, ptr addrspace(1) %1261, i64 %1626, !dbg !64
  %1628 = sext i32 %1381 to i64, !dbg !64
  %1629 = getelementptr half, ptr addrspace(1) %1261, i64 %1628, !dbg !64
  %1630 = sext i32 %1382 to i64, !dbg !64
  %1631 = getelementptr half, ptr addrspace(1) %1261, i64 %1630, !dbg !64
  %1632 = sext i32 %1383 to i64, !dbg !64
  %1633 = getelementptr half, ptr addrspace(1) %1261, i64 %1632, !dbg !64
  %1634 = sext i32 %1384 to i64, !dbg !64
  %1635 = getelementptr half, ptr addrspace(1) %1261, i64 %1634, !dbg !64
  %1636 = sext i32 %1385 to i64, !dbg !64
  %1637 = getelementptr half, ptr addrspace(1) %1261, i64 %1636, !dbg !64
  %1638 = sext i32 %1386 to i64, !dbg !64
  %1639 = getelementptr half, ptr addrspace(1) %1261, i64 %1638, !dbg !64
  %1640 = sext i32 %1387 to i64, !dbg !64
  %1641 = getelementptr half, ptr addrspace(1) %1261, i64 %1640, !dbg !64
  %1642 = sext i32 %1388 to i64, !dbg !64
  %1643 = getelementptr half, ptr addrspace(1) %1261, i64 %1642, !dbg !64
  %1644 = sext i32 %1389 to i64, !dbg !64
  %1645 = getelementptr half, ptr addrspace(1) %1261, i64 %1644, !dbg !64
  %1646 = icmp slt i32 %32, %3, !dbg !65
  %1647 = icmp slt i32 %33, %4, !dbg !66
  %1648 = icmp slt i32 %1258, %4, !dbg !66
  %1649 = icmp slt i32 %1257, %4, !dbg !66
  %1650 = icmp slt i32 %1256, %4, !dbg !66
  %1651 = icmp slt i32 %1255, %4, !dbg !66
  %1652 = icmp slt i32 %1254, %4, !dbg !66
  %1653 = icmp slt i32 %1253, %4, !dbg !66
  %1654 = icmp slt i32 %1252, %4, !dbg !66
  %1655 = icmp slt i32 %1251, %4, !dbg !66
  %1656 = icmp slt i32 %1250, %4, !dbg !66
  %1657 = icmp slt i32 %1249, %4, !dbg !66
  %1658 = icmp slt i32 %1248, %4, !dbg !66
  %1659 = icmp slt i32 %1247, %4, !dbg !66
  %1660 = icmp slt i32 %1246, %4, !dbg !66
  %1661 = icmp slt i32 %1245, %4, !dbg !66
  %1662 = icmp slt i32 %1244, %4, !dbg !66
  %1663 = icmp slt i32 %1243, %4, !dbg !66
  %1664 = icmp slt i32 %1242, %4, !dbg !66
  %1665 = icmp slt i32 %1241, %4, !dbg !66
  %1666 = icmp slt i32 %1240, %4, !dbg !66
  %1667 = icmp slt i32 %1239, %4, !dbg !66
  %1668 = icmp slt i32 %1238, %4, !dbg !66
  %1669 = icmp slt i32 %1237, %4, !dbg !66
  %1670 = icmp slt i32 %1236, %4, !dbg !66
  %1671 = icmp slt i32 %1235, %4, !dbg !66
  %1672 = icmp slt i32 %1234, %4, !dbg !66
  %1673 = icmp slt i32 %1233, %4, !dbg !66
  %1674 = icmp slt i32 %1232, %4, !dbg !66
  %1675 = icmp slt i32 %1231, %4, !dbg !66
  %1676 = icmp slt i32 %1230, %4, !dbg !66
  %1677 = icmp slt i32 %1229, %4, !dbg !66
  %1678 = icmp slt i32 %1228, %4, !dbg !66
  %1679 = icmp slt i32 %1227, %4, !dbg !66
  %1680 = icmp slt i32 %1226, %4, !dbg !66
  %1681 = icmp slt i32 %1225, %4, !dbg !66
  %1682 = icmp slt i32 %1224, %4, !dbg !66
  %1683 = icmp slt i32 %1223, %4, !dbg !66
  %1684 = icmp slt i32 %1222, %4, !dbg !66
  %1685 = icmp slt i32 %1221, %4, !dbg !66
  %1686 = icmp slt i32 %1220, %4, !dbg !66
  %1687 = icmp slt i32 %1219, %4, !dbg !66
  %1688 = icmp slt i32 %1218, %4, !dbg !66
  %1689 = icmp slt i32 %1217, %4, !dbg !66
  %1690 = icmp slt i32 %1216, %4, !dbg !66
  %1691 = icmp slt i32 %1215, %4, !dbg !66
  %1692 = icmp slt i32 %1214, %4, !dbg !66
  %1693 = icmp slt i32 %1213, %4, !dbg !66
  %1694 = icmp slt i32 %1212, %4, !dbg !66
  %1695 = icmp slt i32 %1211, %4, !dbg !66
  %1696 = icmp slt i32 %1210, %4, !dbg !66
  %1697 = icmp slt i32 %1209, %4, !dbg !66
  %1698 = icmp slt i32 %1208, %4, !dbg !66
  %1699 = icmp slt i32 %1207, %4, !dbg !66
  %1700 = icmp slt i32 %1206, %4, !dbg !66
  %1701 = icmp slt i32 %1205, %4, !dbg !66
  %1702 = icmp slt i32 %1204, %4, !dbg !66
  %1703 = icmp slt i32 %1203, %4, !dbg !66
  %1704 = icmp slt i32 %1202, %4, !dbg !66
  %1705 = icmp slt i32 %1201, %4, !dbg !66
  %1706 = icmp slt i32 %1200, %4, !dbg !66
  %1707 = icmp slt i32 %1199, %4, !dbg !66
  %1708 = icmp slt i32 %1198, %4, !dbg !66
  %1709 = icmp slt i32 %1197, %4, !dbg !66
  %1710 = icmp slt i32 %1196, %4, !dbg !66
  %1711 = icmp slt i32 %1195, %4, !dbg !66
  %1712 = icmp slt i32 %1194, %4, !dbg !66
  %1713 = icmp slt i32 %1193, %4, !dbg !66
  %1714 = icmp slt i32 %1192, %4, !dbg !66
  %1715 = icmp slt i32 %1191, %4, !dbg !66
  %1716 = icmp slt i32 %1190, %4, !dbg !66
  %1717 = icmp slt i32 %1189, %4, !dbg !66
  %1718 = icmp slt i32 %1188, %4, !dbg !66
  %1719 = icmp slt i32 %1187, %4, !dbg !66
  %1720 = icmp slt i32 %1186, %4, !dbg !66
  %1721 = icmp slt i32 %1185, %4, !dbg !66
  %1722 = icmp slt i32 %1184, %4, !dbg !66
  %1723 = icmp slt i32 %1183, %4, !dbg !66
  %1724 = icmp slt i32 %1182, %4, !dbg !66
  %1725 = icmp slt i32 %1181, %4, !dbg !66
  %1726 = icmp slt i32 %1180, %4, !dbg !66
  %1727 = icmp slt i32 %1179, %4, !dbg !66
  %1728 = icmp slt i32 %1178, %4, !dbg !66
  %1729 = icmp slt i32 %1177, %4, !dbg !66
  %1730 = icmp slt i32 %1176, %4, !dbg !66
  %1731 = icmp slt i32 %1175, %4, !dbg !66
  %1732 = icmp slt i32 %1174, %4, !dbg !66
  %1733 = icmp slt i32 %1173, %4, !dbg !66
  %1734 = icmp slt i32 %1172, %4, !dbg !66
  %1735 = icmp slt i32 %1171, %4, !dbg !66
  %1736 = icmp slt i32 %1170, %4, !dbg !66
  %1737 = icmp slt i32 %1169, %4, !dbg !66
  %1738 = icmp slt i32 %1168, %4, !dbg !66
  %1739 = icmp slt i32 %1167, %4, !dbg !66
  %1740 = icmp slt i32 %1166, %4, !dbg !66
  %1741 = icmp slt i32 %1165, %4, !dbg !66
  %1742 = icmp slt i32 %1164, %4, !dbg !66
  %1743 = icmp slt i32 %1163, %4, !dbg !66
  %1744 = icmp slt i32 %1162, %4, !dbg !66
  %1745 = icmp slt i32 %1161, %4, !dbg !66
  %1746 = icmp slt i32 %1160, %4, !dbg !66
  %1747 = icmp slt i32 %1159, %4, !dbg !66
  %1748 = icmp slt i32 %1158, %4, !dbg !66
  %1749 = icmp slt i32 %1157, %4, !dbg !66
  %1750 = icmp slt i32 %1156, %4, !dbg !66
  %1751 = icmp slt i32 %1155, %4, !dbg !66
  %1752 = icmp slt i32 %1154, %4, !dbg !66
  %1753 = icmp slt i32 %1153, %4, !dbg !66
  %1754 = icmp slt i32 %1152, %4, !dbg !66
  %1755 = icmp slt i32 %1151, %4, !dbg !66
  %1756 = icmp slt i32 %1150, %4, !dbg !66
  %1757 = icmp slt i32 %1149, %4, !dbg !66
  %1758 = icmp slt i32 %1148, %4, !dbg !66
  %1759 = icmp slt i32 %1147, %4, !dbg !66
  %1760 = icmp slt i32 %1146, %4, !dbg !66
  %1761 = icmp slt i32 %1145, %4, !dbg !66
  %1762 = icmp slt i32 %1144, %4, !dbg !66
  %1763 = icmp slt i32 %1143, %4, !dbg !66
  %1764 = icmp slt i32 %1142, %4, !dbg !66
  %1765 = icmp slt i32 %1141, %4, !dbg !66
  %1766 = icmp slt i32 %1140, %4, !dbg !66
  %1767 = icmp slt i32 %1139, %4, !dbg !66
  %1768 = icmp slt i32 %1138, %4, !dbg !66
  %1769 = icmp slt i32 %1137, %4, !dbg !66
  %1770 = icmp slt i32 %1136, %4, !dbg !66
  %1771 = icmp slt i32 %1135, %4, !dbg !66
  %1772 = icmp slt i32 %1134, %4, !dbg !66
  %1773 = icmp slt i32 %1133, %4, !dbg !66
  %1774 = icmp slt i32 %1132, %4, !dbg !66
  %1775 = and i1 %1646, %1647, !dbg !67
  %1776 = and i1 %1646, %1648, !dbg !67
  %1777 = and i1 %1646, %1649, !dbg !67
  %1778 = and i1 %1646, %1650, !dbg !67
  %1779 = and i1 %1646, %1651, !dbg !67
  %1780 = and i1 %1646, %1652, !dbg !67
  %1781 = and i1 %1646, %1653, !dbg !67
  %1782 = and i1 %1646, %1654, !dbg !67
  %1783 = and i1 %1646, %1655, !dbg !67
  %1784 = and i1 %1646, %1656, !dbg !67
  %1785 = and i1 %1646, %1657, !dbg !67
  %1786 = and i1 %1646, %1658, !dbg !67
  %1787 = and i1 %1646, %1659, !dbg !67
  %1788 = and i1 %1646, %1660, !dbg !67
  %1789 = and i1 %1646, %1661, !dbg !67
  %1790 = and i1 %1646, %1662, !dbg !67
  %1791 = and i1 %1646, %1663, !dbg !67
  %1792 = and i1 %1646, %1664, !dbg !67
  %1793 = and i1 %1646, %1665, !dbg !67
  %1794 = and i1 %1646, %1666, !dbg !67
  %1795 = and i1 %1646, %1667, !dbg !67
  %1796 = and i1 %1646, %1668, !dbg !67
  %1797 = and i1 %1646, %1669, !dbg !67
  %1798 = and i1 %1646, %1670, !dbg !67
  %1799 = and i1 %1646, %1671, !dbg !67
  %1800 = and i1 %1646, %1672, !dbg !67
  %1801 = and i1 %1646, %1673, !dbg !67
  %1802 = and i1 %1646, %1674, !dbg !67
  %1803 = and i1 %1646, %1675, !dbg !67
  %1804 = and i1 %1646, %1676, !dbg !67
  %1805 = and i1 %1646, %1677, !dbg !67
  %1806 = and i1 %1646, %1678, !dbg !67
  %1807 = and i1 %1646, %1679, !dbg !67
  %1808 = and i1 %1646, %1680, !dbg !67
  %1809 = and i1 %1646, %1681, !dbg !67
  %1810 = and i1 %1646, %1682, !dbg !67
  %1811 = and i1 %1646, %1683, !dbg !67
  %1812 = and i1 %1646, %1684, !dbg !67
  %1813 = and i1 %1646, %1685, !dbg !67
  %1814 = and i1 %1646, %1686, !dbg !67
  %1815 = and i1 %1646, %1687, !dbg !67
  %1816 = and i1 %1646, %1688, !dbg !67
  %1817 = and i1 %1646, %1689, !dbg !67
  %1818 = and i1 %1646, %1690, !dbg !67
  %1819 = and i1 %1646, %1691, !dbg !67
  %1820 = and i1 %1646, %1692, !dbg !67
  %1821 = and i1 %1646, %1693, !dbg !67
  %1822 = and i1 %1646, %1694, !dbg !67
  %1823 = and i1 %1646, %1695, !dbg !67
  %1824 = and i1 %1646, %1696, !dbg !67
  %1825 = and i1 %1646, %1697, !dbg !67
  %1826 = and i1 %1646, %1698, !dbg !67
  %1827 = and i1 %1646, %1699, !dbg !67
  %1828 = and i1 %1646, %1700, !dbg !67
  %1829 = and i1 %1646, %1701, !dbg !67
  %1830 = and i1 %1646, %1702, !dbg !67
  %1831 = and i1 %1646, %1703, !dbg !67
  %1832 = and i1 %1646, %1704, !dbg !67
  %1833 = and i1 %1646, %1705, !dbg !67
  %1834 = and i1 %1646, %1706, !dbg !67
  %1835 = and i1 %1646, %1707, !dbg !67
  %1836 = and i1 %1646, %1708, !dbg !67
  %1837 = and i1 %1646, %1709, !dbg !67
  %1838 = and i1 %1646, %1710, !dbg !67
  %1839 = and i1 %1646, %1711, !dbg !67
  %1840 = and i1 %1646, %1712, !dbg !67
  %1841 = and i1 %1646, %1713, !dbg !67
  %1842 = and i1 %1646, %1714, !dbg !67
  %1843 = and i1 %1646, %1715, !dbg !67
  %1844 = and i1 %1646, %1716, !dbg !67
  %1845 = and i1 %1646, %1717, !dbg !67
  %1846 = and i1 %1646, %1718, !dbg !67
  %1847 = and i1 %1646, %1719, !dbg !67
  %1848 = and i1 %1646, %1720, !dbg !67
  %1849 = and i1 %1646, %1721, !dbg !67
  %1850 = and i1 %1646, %1722, !dbg !67
  %1851 = and i1 %1646, %1723, !dbg !67
  %1852 = and i1 %1646, %1724, !dbg !67
  %1853 = and i1 %1646, %1725, !dbg !67
  %1854 = and i1 %1646, %1726, !dbg !67
  %1855 = and i1 %1646, %1727, !dbg !67
  %1856 = and i1 %1646, %1728, !dbg !67
  %1857 = and i1 %1646, %1729, !dbg !67
  %1858 = and i1 %1646, %1730, !dbg !67
  %1859 = and i1 %1646, %1731, !dbg !67
  %1860 = and i1 %1646, %1732, !dbg !67
  %1861 = and i1 %1646, %1733, !dbg !67
  %1862 = and i1 %1646, %1734, !dbg !67
  %1863 = and i1 %1646, %1735, !dbg !67
  %1864 = and i1 %1646, %1736, !dbg !67
  %1865 = and i1 %1646, %1737, !dbg !67
  %1866 = and i1 %1646, %1738, !dbg !67
  %1867 = and i1 %1646, %1739, !dbg !67
  %1868 = and i1 %1646, %1740, !dbg !67
  %1869 = and i1 %1646, %1741, !dbg !67
  %1870 = and i1 %1646, %1742, !dbg !67
  %1871 = and i1 %1646, %1743, !dbg !67
  %1872 = and i1 %1646, %1744, !dbg !67
  %1873 = and i1 %1646, %1745, !dbg !67
  %1874 = and i1 %1646, %1746, !dbg !67
  %1875 = and i1 %1646, %1747, !dbg !67
  %1876 = and i1 %1646, %1748, !dbg !67
  %1877 = and i1 %1646, %1749, !dbg !67
  %1878 = and i1 %1646, %1750, !dbg !67
  %1879 = and i1 %1646, %1751, !dbg !67
  %1880 = and i1 %1646, %1752, !dbg !67
  %1881 = and i1 %1646, %1753, !dbg !67
  %1882 = and i1 %1646, %1754, !dbg !67
  %1883 = and i1 %1646, %1755, !dbg !67
  %1884 = and i1 %1646, %1756, !dbg !67
  %1885 = and i1 %1646, %1757, !dbg !67
  %1886 = and i1 %1646, %1758, !dbg !67
  %1887 = and i1 %1646, %1759, !dbg !67
  %1888 = and i1 %1646, %1760, !dbg !67
  %1889 = and i1 %1646, %1761, !dbg !67
  %1890 = and i1 %1646, %1762, !dbg !67
  %1891 = and i1 %1646, %1763, !dbg !67
  %1892 = and i1 %1646, %1764, !dbg !67
  %1893 = and i1 %1646, %1765, !dbg !67
  %1894 = and i1 %1646, %1766, !dbg !67
  %1895 = and i1 %1646, %1767, !dbg !67
  %1896 = and i1 %1646, %1768, !dbg !67
  %1897 = and i1 %1646, %1769, !dbg !67
  %1898 = and i1 %1646, %1770, !dbg !67
  %1899 = and i1 %1646, %1771, !dbg !67
  %1900 = and i1 %1646, %1772, !dbg !67
  %1901 = and i1 %1646, %1773, !dbg !67
  %1902 = and i1 %1646, %1774, !dbg !67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1903 = shl nuw nsw i32 %30, 4, !dbg !59
  %1904 = and i32 %1903, 240, !dbg !59
  %1905 = shl nuw nsw i32 %34, 3, !dbg !59
  %1906 = shl nuw nsw i32 %30, 7, !dbg !59
  %1907 = and i32 %1906, 2048, !dbg !59
  %1908 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1904, !dbg !59
  %1909 = getelementptr inbounds nuw i8, ptr addrspace(3) %1908, i32 %1907, !dbg !59
  %1910 = getelementptr inbounds nuw i8, ptr addrspace(3) %1909, i32 %1905, !dbg !59
  %.extract717 = extractelement <64 x i32> %.bc842, i64 0, !dbg !59
  %.extract719 = extractelement <64 x i32> %.bc842, i64 1, !dbg !59
  %.extract721 = extractelement <64 x i32> %.bc842, i64 2, !dbg !59
  %.extract723 = extractelement <64 x i32> %.bc842, i64 3, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract717, i32 %.extract719, i32 %.extract721, i32 %.extract723), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1911 = shl nuw nsw i32 %31, 4, !dbg !59
  %1912 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1911, !dbg !59
  %1913 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract725 = extractelement <64 x i32> %.bc842, i64 4, !dbg !59
  %.extract727 = extractelement <64 x i32> %.bc842, i64 5, !dbg !59
  %.extract729 = extractelement <64 x i32> %.bc842, i64 6, !dbg !59
  %.extract731 = extractelement <64 x i32> %.bc842, i64 7, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract725, i32 %.extract727, i32 %.extract729, i32 %.extract731), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1914 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract733 = extractelement <64 x i32> %.bc842, i64 8, !dbg !59
  %.extract735 = extractelement <64 x i32> %.bc842, i64 9, !dbg !59
  %.extract737 = extractelement <64 x i32> %.bc842, i64 10, !dbg !59
  %.extract739 = extractelement <64 x i32> %.bc842, i64 11, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract733, i32 %.extract735, i32 %.extract737, i32 %.extract739), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1915 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract741 = extractelement <64 x i32> %.bc842, i64 12, !dbg !59
  %.extract743 = extractelement <64 x i32> %.bc842, i64 13, !dbg !59
  %.extract745 = extractelement <64 x i32> %.bc842, i64 14, !dbg !59
  %.extract747 = extractelement <64 x i32> %.bc842, i64 15, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract741, i32 %.extract743, i32 %.extract745, i32 %.extract747), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1916 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract749 = extractelement <64 x i32> %.bc842, i64 16, !dbg !59
  %.extract751 = extractelement <64 x i32> %.bc842, i64 17, !dbg !59
  %.extract753 = extractelement <64 x i32> %.bc842, i64 18, !dbg !59
  %.extract755 = extractelement <64 x i32> %.bc842, i64 19, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract749, i32 %.extract751, i32 %.extract753, i32 %.extract755), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1917 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract757 = extractelement <64 x i32> %.bc842, i64 20, !dbg !59
  %.extract759 = extractelement <64 x i32> %.bc842, i64 21, !dbg !59
  %.extract761 = extractelement <64 x i32> %.bc842, i64 22, !dbg !59
  %.extract763 = extractelement <64 x i32> %.bc842, i64 23, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract757, i32 %.extract759, i32 %.extract761, i32 %.extract763), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1918 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract765 = extractelement <64 x i32> %.bc842, i64 24, !dbg !59
  %.extract767 = extractelement <64 x i32> %.bc842, i64 25, !dbg !59
  %.extract769 = extractelement <64 x i32> %.bc842, i64 26, !dbg !59
  %.extract771 = extractelement <64 x i32> %.bc842, i64 27, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract765, i32 %.extract767, i32 %.extract769, i32 %.extract771), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1919 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract773 = extractelement <64 x i32> %.bc842, i64 28, !dbg !59
  %.extract775 = extractelement <64 x i32> %.bc842, i64 29, !dbg !59
  %.extract777 = extractelement <64 x i32> %.bc842, i64 30, !dbg !59
  %.extract779 = extractelement <64 x i32> %.bc842, i64 31, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract773, i32 %.extract775, i32 %.extract777, i32 %.extract779), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1920 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract781 = extractelement <64 x i32> %.bc842, i64 32, !dbg !59
  %.extract783 = extractelement <64 x i32> %.bc842, i64 33, !dbg !59
  %.extract785 = extractelement <64 x i32> %.bc842, i64 34, !dbg !59
  %.extract787 = extractelement <64 x i32> %.bc842, i64 35, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract781, i32 %.extract783, i32 %.extract785, i32 %.extract787), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1921 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract789 = extractelement <64 x i32> %.bc842, i64 36, !dbg !59
  %.extract791 = extractelement <64 x i32> %.bc842, i64 37, !dbg !59
  %.extract793 = extractelement <64 x i32> %.bc842, i64 38, !dbg !59
  %.extract795 = extractelement <64 x i32> %.bc842, i64 39, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract789, i32 %.extract791, i32 %.extract793, i32 %.extract795), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1922 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract797 = extractelement <64 x i32> %.bc842, i64 40, !dbg !59
  %.extract799 = extractelement <64 x i32> %.bc842, i64 41, !dbg !59
  %.extract801 = extractelement <64 x i32> %.bc842, i64 42, !dbg !59
  %.extract803 = extractelement <64 x i32> %.bc842, i64 43, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract797, i32 %.extract799, i32 %.extract801, i32 %.extract803), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1923 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract805 = extractelement <64 x i32> %.bc842, i64 44, !dbg !59
  %.extract807 = extractelement <64 x i32> %.bc842, i64 45, !dbg !59
  %.extract809 = extractelement <64 x i32> %.bc842, i64 46, !dbg !59
  %.extract811 = extractelement <64 x i32> %.bc842, i64 47, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract805, i32 %.extract807, i32 %.extract809, i32 %.extract811), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1924 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract813 = extractelement <64 x i32> %.bc842, i64 48, !dbg !59
  %.extract815 = extractelement <64 x i32> %.bc842, i64 49, !dbg !59
  %.extract817 = extractelement <64 x i32> %.bc842, i64 50, !dbg !59
  %.extract819 = extractelement <64 x i32> %.bc842, i64 51, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract813, i32 %.extract815, i32 %.extract817, i32 %.extract819), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1925 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract821 = extractelement <64 x i32> %.bc842, i64 52, !dbg !59
  %.extract823 = extractelement <64 x i32> %.bc842, i64 53, !dbg !59
  %.extract825 = extractelement <64 x i32> %.bc842, i64 54, !dbg !59
  %.extract827 = extractelement <64 x i32> %.bc842, i64 55, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract821, i32 %.extract823, i32 %.extract825, i32 %.extract827), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1926 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract829 = extractelement <64 x i32> %.bc842, i64 56, !dbg !59
  %.extract831 = extractelement <64 x i32> %.bc842, i64 57, !dbg !59
  %.extract833 = extractelement <64 x i32> %.bc842, i64 58, !dbg !59
  %.extract835 = extractelement <64 x i32> %.bc842, i64 59, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract829, i32 %.extract831, i32 %.extract833, i32 %.extract835), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1927 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract837 = extractelement <64 x i32> %.bc842, i64 60, !dbg !59
  %.extract839 = extractelement <64 x i32> %.bc842, i64 61, !dbg !59
  %.extract841 = extractelement <64 x i32> %.bc842, i64 62, !dbg !59
  %.extract843 = extractelement <64 x i32> %.bc842, i64 63, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1910, i32 %.extract837, i32 %.extract839, i32 %.extract841, i32 %.extract843), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1928 = load <8 x i16>, ptr addrspace(3) %1912, align 16, !dbg !59
  %.extract = extractelement <8 x i16> %1913, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1391, i1 %1775) #6, !dbg !59
  %.extract287 = extractelement <8 x i16> %1913, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract287, ptr addrspace(1) %1393, i1 %1776) #6, !dbg !59
  %.extract289 = extractelement <8 x i16> %1913, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract289, ptr addrspace(1) %1395, i1 %1777) #6, !dbg !59
  %.extract291 = extractelement <8 x i16> %1913, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract291, ptr addrspace(1) %1397, i1 %1778) #6, !dbg !59
  %.extract293 = extractelement <8 x i16> %1913, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract293, ptr addrspace(1) %1399, i1 %1779) #6, !dbg !59
  %.extract295 = extractelement <8 x i16> %1913, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract295, ptr addrspace(1) %1401, i1 %1780) #6, !dbg !59
  %.extract297 = extractelement <8 x i16> %1913, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract297, ptr addrspace(1) %1403, i1 %1781) #6, !dbg !59
  %.extract299 = extractelement <8 x i16> %1913, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract299, ptr addrspace(1) %1405, i1 %1782) #6, !dbg !59
  %.extract301 = extractelement <8 x i16> %1914, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract301, ptr addrspace(1) %1407, i1 %1783) #6, !dbg !59
  %.extract303 = extractelement <8 x i16> %1914, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract303, ptr addrspace(1) %1409, i1 %1784) #6, !dbg !59
  %.extract305 = extractelement <8 x i16> %1914, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract305, ptr addrspace(1) %1411, i1 %1785) #6, !dbg !59
  %.extract307 = extractelement <8 x i16> %1914, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract307, ptr addrspace(1) %1413, i1 %1786) #6, !dbg !59
  %.extract309 = extractelement <8 x i16> %1914, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract309, ptr addrspace(1) %1415, i1 %1787) #6, !dbg !59
  %.extract311 = extractelement <8 x i16> %1914, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract311, ptr addrspace(1) %1417, i1 %1788) #6, !dbg !59
  %.extract313 = extractelement <8 x i16> %1914, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract313, ptr addrspace(1) %1419, i1 %1789) #6, !dbg !59
  %.extract315 = extractelement <8 x i16> %1914, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract315, ptr addrspace(1) %1421, i1 %1790) #6, !dbg !59
  %.extract317 = extractelement <8 x i16> %1915, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract317, ptr addrspace(1) %1423, i1 %1791) #6, !dbg !59
  %.extract319 = extractelement <8 x i16> %1915, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract319, ptr addrspace(1) %1425, i1 %1792) #6, !dbg !59
  %.extract321 = extractelement <8 x i16> %1915, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract321, ptr addrspace(1) %1427, i1 %1793) #6, !dbg !59
  %.extract323 = extractelement <8 x i16> %1915, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract323, ptr addrspace(1) %1429, i1 %1794) #6, !dbg !59
  %.extract325 = extractelement <8 x i16> %1915, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract325, ptr addrspace(1) %1431, i1 %1795) #6, !dbg !59
  %.extract327 = extractelement <8 x i16> %1915, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract327, ptr addrspace(1) %1433, i1 %1796) #6, !dbg !59
  %.extract329 = extractelement <8 x i16> %1915, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract329, ptr addrspace(1) %1435, i1 %1797) #6, !dbg !59
  %.extract331 = extractelement <8 x i16> %1915, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract331, ptr addrspace(1) %1437, i1 %1798) #6, !dbg !59
  %.extract333 = extractelement <8 x i16> %1916, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract333, ptr addrspace(1) %1439, i1 %1799) #6, !dbg !59
  %.extract335 = extractelement <8 x i16> %1916, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract335, ptr addrspace(1) %1441, i1 %1800) #6, !dbg !59
  %.extract337 = extractelement <8 x i16> %1916, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract337, ptr addrspace(1) %1443, i1 %1801) #6, !dbg !59
  %.extract339 = extractelement <8 x i16> %1916, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract339, ptr addrspace(1) %1445, i1 %1802) #6, !dbg !59
  %.extract341 = extractelement <8 x i16> %1916, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract341, ptr addrspace(1) %1447, i1 %1803) #6, !dbg !59
  %.extract343 = extractelement <8 x i16> %1916, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract343, ptr addrspace(1) %1449, i1 %1804) #6, !dbg !59
  %.extract345 = extractelement <8 x i16> %1916, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract345, ptr addrspace(1) %1451, i1 %1805) #6, !dbg !59
  %.extract347 = extractelement <8 x i16> %1916, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract347, ptr addrspace(1) %1453, i1 %1806) #6, !dbg !59
  %.extract349 = extractelement <8 x i16> %1917, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract349, ptr addrspace(1) %1455, i1 %1807) #6, !dbg !59
  %.extract351 = extractelement <8 x i16> %1917, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract351, ptr addrspace(1) %1457, i1 %1808) #6, !dbg !59
  %.extract353 = extractelement <8 x i16> %1917, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract353, ptr addrspace(1) %1459, i1 %1809) #6, !dbg !59
  %.extract355 = extractelement <8 x i16> %1917, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract355, ptr addrspace(1) %1461, i1 %1810) #6, !dbg !59
  %.extract357 = extractelement <8 x i16> %1917, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract357, ptr addrspace(1) %1463, i1 %1811) #6, !dbg !59
  %.extract359 = extractelement <8 x i16> %1917, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract359, ptr addrspace(1) %1465, i1 %1812) #6, !dbg !59
  %.extract361 = extractelement <8 x i16> %1917, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract361, ptr addrspace(1) %1467, i1 %1813) #6, !dbg !59
  %.extract363 = extractelement <8 x i16> %1917, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract363, ptr addrspace(1) %1469, i1 %1814) #6, !dbg !59
  %.extract365 = extractelement <8 x i16> %1918, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract365, ptr addrspace(1) %1471, i1 %1815) #6, !dbg !59
  %.extract367 = extractelement <8 x i16> %1918, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract367, ptr addrspace(1) %1473, i1 %1816) #6, !dbg !59
  %.extract369 = extractelement <8 x i16> %1918, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract369, ptr addrspace(1) %1475, i1 %1817) #6, !dbg !59
  %.extract371 = extractelement <8 x i16> %1918, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract371, ptr addrspace(1) %1477, i1 %1818) #6, !dbg !59
  %.extract373 = extractelement <8 x i16> %1918, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract373, ptr addrspace(1) %1479, i1 %1819) #6, !dbg !59
  %.extract375 = extractelement <8 x i16> %1918, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract375, ptr addrspace(1) %1481, i1 %1820) #6, !dbg !59
  %.extract377 = extractelement <8 x i16> %1918, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract377, ptr addrspace(1) %1483, i1 %1821) #6, !dbg !59
  %.extract379 = extractelement <8 x i16> %1918, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract379, ptr addrspace(1) %1485, i1 %1822) #6, !dbg !59
  %.extract381 = extractelement <8 x i16> %1919, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract381, ptr addrspace(1) %1487, i1 %1823) #6, !dbg !59
  %.extract383 = extractelement <8 x i16> %1919, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract383, ptr addrspace(1) %1489, i1 %1824) #6, !dbg !59
  %.extract385 = extractelement <8 x i16> %1919, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract385, ptr addrspace(1) %1491, i1 %1825) #6, !dbg !59
  %.extract387 = extractelement <8 x i16> %1919, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract387, ptr addrspace(1) %1493, i1 %1826) #6, !dbg !59
  %.extract389 = extractelement <8 x i16> %1919, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract389, ptr addrspace(1) %1495, i1 %1827) #6, !dbg !59
  %.extract391 = extractelement <8 x i16> %1919, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract391, ptr addrspace(1) %1497, i1 %1828) #6, !dbg !59
  %.extract393 = extractelement <8 x i16> %1919, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract393, ptr addrspace(1) %1499, i1 %1829) #6, !dbg !59
  %.extract395 = extractelement <8 x i16> %1919, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract395, ptr addrspace(1) %1501, i1 %1830) #6, !dbg !59
  %.extract397 = extractelement <8 x i16> %1920, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract397, ptr addrspace(1) %1503, i1 %1831) #6, !dbg !59
  %.extract399 = extractelement <8 x i16> %1920, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract399, ptr addrspace(1) %1505, i1 %1832) #6, !dbg !59
  %.extract401 = extractelement <8 x i16> %1920, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract401, ptr addrspace(1) %1507, i1 %1833) #6, !dbg !59
  %.extract403 = extractelement <8 x i16> %1920, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract403, ptr addrspace(1) %1509, i1 %1834) #6, !dbg !59
  %.extract405 = extractelement <8 x i16> %1920, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract405, ptr addrspace(1) %1511, i1 %1835) #6, !dbg !59
  %.extract407 = extractelement <8 x i16> %1920, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract407, ptr addrspace(1) %1513, i1 %1836) #6, !dbg !59
  %.extract409 = extractelement <8 x i16> %1920, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract409, ptr addrspace(1) %1515, i1 %1837) #6, !dbg !59
  %.extract411 = extractelement <8 x i16> %1920, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract411, ptr addrspace(1) %1517, i1 %1838) #6, !dbg !59
  %.extract413 = extractelement <8 x i16> %1921, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract413, ptr addrspace(1) %1519, i1 %1839) #6, !dbg !59
  %.extract415 = extractelement <8 x i16> %1921, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract415, ptr addrspace(1) %1521, i1 %1840) #6, !dbg !59
  %.extract417 = extractelement <8 x i16> %1921, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract417, ptr addrspace(1) %1523, i1 %1841) #6, !dbg !59
  %.extract419 = extractelement <8 x i16> %1921, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract419, ptr addrspace(1) %1525, i1 %1842) #6, !dbg !59
  %.extract421 = extractelement <8 x i16> %1921, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract421, ptr addrspace(1) %1527, i1 %1843) #6, !dbg !59
  %.extract423 = extractelement <8 x i16> %1921, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract423, ptr addrspace(1) %1529, i1 %1844) #6, !dbg !59
  %.extract425 = extractelement <8 x i16> %1921, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract425, ptr addrspace(1) %1531, i1 %1845) #6, !dbg !59
  %.extract427 = extractelement <8 x i16> %1921, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract427, ptr addrspace(1) %1533, i1 %1846) #6, !dbg !59
  %.extract429 = extractelement <8 x i16> %1922, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract429, ptr addrspace(1) %1535, i1 %1847) #6, !dbg !59
  %.extract431 = extractelement <8 x i16> %1922, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract431, ptr addrspace(1) %1537, i1 %1848) #6, !dbg !59
  %.extract433 = extractelement <8 x i16> %1922, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract433, ptr addrspace(1) %1539, i1 %1849) #6, !dbg !59
  %.extract435 = extractelement <8 x i16> %1922, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract435, ptr addrspace(1) %1541, i1 %1850) #6, !dbg !59
  %.extract437 = extractelement <8 x i16> %1922, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract437, ptr addrspace(1) %1543, i1 %1851) #6, !dbg !59
  %.extract439 = extractelement <8 x i16> %1922, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract439, ptr addrspace(1) %1545, i1 %1852) #6, !dbg !59
  %.extract441 = extractelement <8 x i16> %1922, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract441, ptr addrspace(1) %1547, i1 %1853) #6, !dbg !59
  %.extract443 = extractelement <8 x i16> %1922, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract443, ptr addrspace(1) %1549, i1 %1854) #6, !dbg !59
  %.extract445 = extractelement <8 x i16> %1923, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract445, ptr addrspace(1) %1551, i1 %1855) #6, !dbg !59
  %.extract447 = extractelement <8 x i16> %1923, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract447, ptr addrspace(1) %1553, i1 %1856) #6, !dbg !59
  %.extract449 = extractelement <8 x i16> %1923, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract449, ptr addrspace(1) %1555, i1 %1857) #6, !dbg !59
  %.extract451 = extractelement <8 x i16> %1923, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract451, ptr addrspace(1) %1557, i1 %1858) #6, !dbg !59
  %.extract453 = extractelement <8 x i16> %1923, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract453, ptr addrspace(1) %1559, i1 %1859) #6, !dbg !59
  %.extract455 = extractelement <8 x i16> %1923, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract455, ptr addrspace(1) %1561, i1 %1860) #6, !dbg !59
  %.extract457 = extractelement <8 x i16> %1923, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract457, ptr addrspace(1) %1563, i1 %1861) #6, !dbg !59
  %.extract459 = extractelement <8 x i16> %1923, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract459, ptr addrspace(1) %1565, i1 %1862) #6, !dbg !59
  %.extract461 = extractelement <8 x i16> %1924, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract461, ptr addrspace(1) %1567, i1 %1863) #6, !dbg !59
  %.extract463 = extractelement <8 x i16> %1924, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract463, ptr addrspace(1) %1569, i1 %1864) #6, !dbg !59
  %.extract465 = extractelement <8 x i16> %1924, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract465, ptr addrspace(1) %1571, i1 %1865) #6, !dbg !59
  %.extract467 = extractelement <8 x i16> %1924, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract467, ptr addrspace(1) %1573, i1 %1866) #6, !dbg !59
  %.extract469 = extractelement <8 x i16> %1924, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract469, ptr addrspace(1) %1575, i1 %1867) #6, !dbg !59
  %.extract471 = extractelement <8 x i16> %1924, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract471, ptr addrspace(1) %1577, i1 %1868) #6, !dbg !59
  %.extract473 = extractelement <8 x i16> %1924, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract473, ptr addrspace(1) %1579, i1 %1869) #6, !dbg !59
  %.extract475 = extractelement <8 x i16> %1924, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract475, ptr addrspace(1) %1581, i1 %1870) #6, !dbg !59
  %.extract477 = extractelement <8 x i16> %1925, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract477, ptr addrspace(1) %1583, i1 %1871) #6, !dbg !59
  %.extract479 = extractelement <8 x i16> %1925, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract479, ptr addrspace(1) %1585, i1 %1872) #6, !dbg !59
  %.extract481 = extractelement <8 x i16> %1925, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract481, ptr addrspace(1) %1587, i1 %1873) #6, !dbg !59
  %.extract483 = extractelement <8 x i16> %1925, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract483, ptr addrspace(1) %1589, i1 %1874) #6, !dbg !59
  %.extract485 = extractelement <8 x i16> %1925, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract485, ptr addrspace(1) %1591, i1 %1875) #6, !dbg !59
  %.extract487 = extractelement <8 x i16> %1925, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract487, ptr addrspace(1) %1593, i1 %1876) #6, !dbg !59
  %.extract489 = extractelement <8 x i16> %1925, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract489, ptr addrspace(1) %1595, i1 %1877) #6, !dbg !59
  %.extract491 = extractelement <8 x i16> %1925, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract491, ptr addrspace(1) %1597, i1 %1878) #6, !dbg !59
  %.extract493 = extractelement <8 x i16> %1926, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract493, ptr addrspace(1) %1599, i1 %1879) #6, !dbg !59
  %.extract495 = extractelement <8 x i16> %1926, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract495, ptr addrspace(1) %1601, i1 %1880) #6, !dbg !59
  %.extract497 = extractelement <8 x i16> %1926, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract497, ptr addrspace(1) %1603, i1 %1881) #6, !dbg !59
  %.extract499 = extractelement <8 x i16> %1926, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract499, ptr addrspace(1) %1605, i1 %1882) #6, !dbg !59
  %.extract501 = extractelement <8 x i16> %1926, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract501, ptr addrspace(1) %1607, i1 %1883) #6, !dbg !59
  %.extract503 = extractelement <8 x i16> %1926, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract503, ptr addrspace(1) %1609, i1 %1884) #6, !dbg !59
  %.extract505 = extractelement <8 x i16> %1926, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract505, ptr addrspace(1) %1611, i1 %1885) #6, !dbg !59
  %.extract507 = extractelement <8 x i16> %1926, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract507, ptr addrspace(1) %1613, i1 %1886) #6, !dbg !59
  %.extract509 = extractelement <8 x i16> %1927, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract509, ptr addrspace(1) %1615, i1 %1887) #6, !dbg !59
  %.extract511 = extractelement <8 x i16> %1927, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract511, ptr addrspace(1) %1617, i1 %1888) #6, !dbg !59
  %.extract513 = extractelement <8 x i16> %1927, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract513, ptr addrspace(1) %1619, i1 %1889) #6, !dbg !59
  %.extract515 = extractelement <8 x i16> %1927, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract515, ptr addrspace(1) %1621, i1 %1890) #6, !dbg !59
  %.extract517 = extractelement <8 x i16> %1927, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract517, ptr addrspace(1) %1623, i1 %1891) #6, !dbg !59
  %.extract519 = extractelement <8 x i16> %1927, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract519, ptr addrspace(1) %1625, i1 %1892) #6, !dbg !59
  %.extract521 = extractelement <8 x i16> %1927, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract521, ptr addrspace(1) %1627, i1 %1893) #6, !dbg !59
  %.extract523 = extractelement <8 x i16> %1927, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract523, ptr addrspace(1) %1629, i1 %1894) #6, !dbg !59
  %.extract525 = extractelement <8 x i16> %1928, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract525, ptr addrspace(1) %1631, i1 %1895) #6, !dbg !59
  %.extract527 = extractelement <8 x i16> %1928, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract527, ptr addrspace(1) %1633, i1 %1896) #6, !dbg !59
  %.extract529 = extractelement <8 x i16> %1928, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract529, ptr addrspace(1) %1635, i1 %1897) #6, !dbg !59
  %.extract531 = extractelement <8 x i16> %1928, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract531, ptr addrspace(1) %1637, i1 %1898) #6, !dbg !59
  %.extract533 = extractelement <8 x i16> %1928, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract533, ptr addrspace(1) %1639, i1 %1899) #6, !dbg !59
  %.extract535 = extractelement <8 x i16> %1928, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract535, ptr addrspace(1) %1641, i1 %1900) #6, !dbg !59
  %.extract537 = extractelement <8 x i16> %1928, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract537, ptr addrspace(1) %1643, i1 %1901) #6, !dbg !59
  %.extract539 = extractelement <8 x i16> %1928, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract539, ptr addrspace(1) %1645, i1 %1902) #6, !dbg !59
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

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
