; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 127, !dbg !8
  %17 = sdiv i32 %16, 128, !dbg !13
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
  %29 = shl i32 %26, 7, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 127, !dbg !27
  %32 = and i32 %30, 96, !dbg !27
  %33 = or disjoint i32 %29, %31, !dbg !28
  %34 = shl i32 %28, 7, !dbg !29
  %35 = and i32 %30, 31, !dbg !30
  %36 = add i32 %5, 31, !dbg !31
  %37 = sdiv i32 %36, 32, !dbg !33
  %38 = icmp sgt i32 %36, 31, !dbg !34
  br i1 %38, label %.lr.ph, label %._crit_edge, !dbg !34

.lr.ph:                                           ; preds = %14
  %39 = shl i32 %8, 5, !dbg !35
  %40 = shl i32 %7, 5, !dbg !36
  %41 = mul i32 %8, %35, !dbg !37
  %42 = sext i32 %41 to i64, !dbg !38
  %43 = getelementptr half, ptr addrspace(1) %1, i64 %42, !dbg !38
  %44 = lshr exact i32 %32, 5, !dbg !27
  %45 = or disjoint i32 %34, %44, !dbg !27
  %46 = or disjoint i32 %45, 124, !dbg !39
  %47 = srem i32 %46, %4, !dbg !40
  %48 = mul i32 %47, %9, !dbg !41
  %49 = sext i32 %48 to i64, !dbg !42
  %50 = getelementptr half, ptr addrspace(1) %43, i64 %49, !dbg !42
  %51 = or disjoint i32 %45, 120, !dbg !39
  %52 = srem i32 %51, %4, !dbg !40
  %53 = mul i32 %52, %9, !dbg !41
  %54 = sext i32 %53 to i64, !dbg !42
  %55 = getelementptr half, ptr addrspace(1) %43, i64 %54, !dbg !42
  %56 = or disjoint i32 %45, 116, !dbg !39
  %57 = srem i32 %56, %4, !dbg !40
  %58 = mul i32 %57, %9, !dbg !41
  %59 = sext i32 %58 to i64, !dbg !42
  %60 = getelementptr half, ptr addrspace(1) %43, i64 %59, !dbg !42
  %61 = or disjoint i32 %45, 112, !dbg !39
  %62 = srem i32 %61, %4, !dbg !40
  %63 = mul i32 %62, %9, !dbg !41
  %64 = sext i32 %63 to i64, !dbg !42
  %65 = getelementptr half, ptr addrspace(1) %43, i64 %64, !dbg !42
  %66 = or disjoint i32 %45, 108, !dbg !39
  %67 = srem i32 %66, %4, !dbg !40
  %68 = mul i32 %67, %9, !dbg !41
  %69 = sext i32 %68 to i64, !dbg !42
  %70 = getelementptr half, ptr addrspace(1) %43, i64 %69, !dbg !42
  %71 = or disjoint i32 %45, 104, !dbg !39
  %72 = srem i32 %71, %4, !dbg !40
  %73 = mul i32 %72, %9, !dbg !41
  %74 = sext i32 %73 to i64, !dbg !42
  %75 = getelementptr half, ptr addrspace(1) %43, i64 %74, !dbg !42
  %76 = or disjoint i32 %45, 100, !dbg !39
  %77 = srem i32 %76, %4, !dbg !40
  %78 = mul i32 %77, %9, !dbg !41
  %79 = sext i32 %78 to i64, !dbg !42
  %80 = getelementptr half, ptr addrspace(1) %43, i64 %79, !dbg !42
  %81 = or disjoint i32 %45, 96, !dbg !39
  %82 = srem i32 %81, %4, !dbg !40
  %83 = mul i32 %82, %9, !dbg !41
  %84 = sext i32 %83 to i64, !dbg !42
  %85 = getelementptr half, ptr addrspace(1) %43, i64 %84, !dbg !42
  %86 = or disjoint i32 %45, 92, !dbg !39
  %87 = srem i32 %86, %4, !dbg !40
  %88 = mul i32 %87, %9, !dbg !41
  %89 = sext i32 %88 to i64, !dbg !42
  %90 = getelementptr half, ptr addrspace(1) %43, i64 %89, !dbg !42
  %91 = or disjoint i32 %45, 88, !dbg !39
  %92 = srem i32 %91, %4, !dbg !40
  %93 = mul i32 %92, %9, !dbg !41
  %94 = sext i32 %93 to i64, !dbg !42
  %95 = getelementptr half, ptr addrspace(1) %43, i64 %94, !dbg !42
  %96 = or disjoint i32 %45, 84, !dbg !39
  %97 = srem i32 %96, %4, !dbg !40
  %98 = mul i32 %97, %9, !dbg !41
  %99 = sext i32 %98 to i64, !dbg !42
  %100 = getelementptr half, ptr addrspace(1) %43, i64 %99, !dbg !42
  %101 = or disjoint i32 %45, 80, !dbg !39
  %102 = srem i32 %101, %4, !dbg !40
  %103 = mul i32 %102, %9, !dbg !41
  %104 = sext i32 %103 to i64, !dbg !42
  %105 = getelementptr half, ptr addrspace(1) %43, i64 %104, !dbg !42
  %106 = or disjoint i32 %45, 76, !dbg !39
  %107 = srem i32 %106, %4, !dbg !40
  %108 = mul i32 %107, %9, !dbg !41
  %109 = sext i32 %108 to i64, !dbg !42
  %110 = getelementptr half, ptr addrspace(1) %43, i64 %109, !dbg !42
  %111 = or disjoint i32 %45, 72, !dbg !39
  %112 = srem i32 %111, %4, !dbg !40
  %113 = mul i32 %112, %9, !dbg !41
  %114 = sext i32 %113 to i64, !dbg !42
  %115 = getelementptr half, ptr addrspace(1) %43, i64 %114, !dbg !42
  %116 = or disjoint i32 %45, 68, !dbg !39
  %117 = srem i32 %116, %4, !dbg !40
  %118 = mul i32 %117, %9, !dbg !41
  %119 = sext i32 %118 to i64, !dbg !42
  %120 = getelementptr half, ptr addrspace(1) %43, i64 %119, !dbg !42
  %121 = or disjoint i32 %45, 64, !dbg !39
  %122 = srem i32 %121, %4, !dbg !40
  %123 = mul i32 %122, %9, !dbg !41
  %124 = sext i32 %123 to i64, !dbg !42
  %125 = getelementptr half, ptr addrspace(1) %43, i64 %124, !dbg !42
  %126 = or disjoint i32 %45, 60, !dbg !39
  %127 = srem i32 %126, %4, !dbg !40
  %128 = mul i32 %127, %9, !dbg !41
  %129 = sext i32 %128 to i64, !dbg !42
  %130 = getelementptr half, ptr addrspace(1) %43, i64 %129, !dbg !42
  %131 = or disjoint i32 %45, 56, !dbg !39
  %132 = srem i32 %131, %4, !dbg !40
  %133 = mul i32 %132, %9, !dbg !41
  %134 = sext i32 %133 to i64, !dbg !42
  %135 = getelementptr half, ptr addrspace(1) %43, i64 %134, !dbg !42
  %136 = or disjoint i32 %45, 52, !dbg !39
  %137 = srem i32 %136, %4, !dbg !40
  %138 = mul i32 %137, %9, !dbg !41
  %139 = sext i32 %138 to i64, !dbg !42
  %140 = getelementptr half, ptr addrspace(1) %43, i64 %139, !dbg !42
  %141 = or disjoint i32 %45, 48, !dbg !39
  %142 = srem i32 %141, %4, !dbg !40
  %143 = mul i32 %142, %9, !dbg !41
  %144 = sext i32 %143 to i64, !dbg !42
  %145 = getelementptr half, ptr addrspace(1) %43, i64 %144, !dbg !42
  %146 = or disjoint i32 %45, 44, !dbg !39
  %147 = srem i32 %146, %4, !dbg !40
  %148 = mul i32 %147, %9, !dbg !41
  %149 = sext i32 %148 to i64, !dbg !42
  %150 = getelementptr half, ptr addrspace(1) %43, i64 %149, !dbg !42
  %151 = or disjoint i32 %45, 40, !dbg !39
  %152 = srem i32 %151, %4, !dbg !40
  %153 = mul i32 %152, %9, !dbg !41
  %154 = sext i32 %153 to i64, !dbg !42
  %155 = getelementptr half, ptr addrspace(1) %43, i64 %154, !dbg !42
  %156 = or disjoint i32 %45, 36, !dbg !39
  %157 = srem i32 %156, %4, !dbg !40
  %158 = mul i32 %157, %9, !dbg !41
  %159 = sext i32 %158 to i64, !dbg !42
  %160 = getelementptr half, ptr addrspace(1) %43, i64 %159, !dbg !42
  %161 = or disjoint i32 %45, 32, !dbg !39
  %162 = srem i32 %161, %4, !dbg !40
  %163 = mul i32 %162, %9, !dbg !41
  %164 = sext i32 %163 to i64, !dbg !42
  %165 = getelementptr half, ptr addrspace(1) %43, i64 %164, !dbg !42
  %166 = or disjoint i32 %45, 28, !dbg !39
  %167 = srem i32 %166, %4, !dbg !40
  %168 = mul i32 %167, %9, !dbg !41
  %169 = sext i32 %168 to i64, !dbg !42
  %170 = getelementptr half, ptr addrspace(1) %43, i64 %169, !dbg !42
  %171 = or disjoint i32 %45, 24, !dbg !39
  %172 = srem i32 %171, %4, !dbg !40
  %173 = mul i32 %172, %9, !dbg !41
  %174 = sext i32 %173 to i64, !dbg !42
  %175 = getelementptr half, ptr addrspace(1) %43, i64 %174, !dbg !42
  %176 = or disjoint i32 %45, 20, !dbg !39
  %177 = srem i32 %176, %4, !dbg !40
  %178 = mul i32 %177, %9, !dbg !41
  %179 = sext i32 %178 to i64, !dbg !42
  %180 = getelementptr half, ptr addrspace(1) %43, i64 %179, !dbg !42
  %181 = or disjoint i32 %45, 16, !dbg !39
  %182 = srem i32 %181, %4, !dbg !40
  %183 = mul i32 %182, %9, !dbg !41
  %184 = sext i32 %183 to i64, !dbg !42
  %185 = getelementptr half, ptr addrspace(1) %43, i64 %184, !dbg !42
  %186 = or disjoint i32 %45, 12, !dbg !39
  %187 = srem i32 %186, %4, !dbg !40
  %188 = mul i32 %187, %9, !dbg !41
  %189 = sext i32 %188 to i64, !dbg !42
  %190 = getelementptr half, ptr addrspace(1) %43, i64 %189, !dbg !42
  %191 = or disjoint i32 %45, 8, !dbg !39
  %192 = srem i32 %191, %4, !dbg !40
  %193 = mul i32 %192, %9, !dbg !41
  %194 = sext i32 %193 to i64, !dbg !42
  %195 = getelementptr half, ptr addrspace(1) %43, i64 %194, !dbg !42
  %196 = or disjoint i32 %45, 4, !dbg !39
  %197 = srem i32 %196, %4, !dbg !40
  %198 = mul i32 %197, %9, !dbg !41
  %199 = sext i32 %198 to i64, !dbg !42
  %200 = getelementptr half, ptr addrspace(1) %43, i64 %199, !dbg !42
  %201 = srem i32 %45, %4, !dbg !40
  %202 = mul i32 %201, %9, !dbg !41
  %203 = sext i32 %202 to i64, !dbg !42
  %204 = getelementptr half, ptr addrspace(1) %43, i64 %203, !dbg !42
  %205 = srem i32 %33, %3, !dbg !43
  %206 = mul i32 %205, %6, !dbg !44
  %207 = sext i32 %206 to i64, !dbg !45
  %208 = getelementptr half, ptr addrspace(1) %0, i64 %207, !dbg !45
  %209 = mul i32 %7, 31, !dbg !46
  %210 = sext i32 %209 to i64, !dbg !47
  %211 = getelementptr half, ptr addrspace(1) %208, i64 %210, !dbg !47
  %212 = mul i32 %7, 30, !dbg !46
  %213 = sext i32 %212 to i64, !dbg !47
  %214 = getelementptr half, ptr addrspace(1) %208, i64 %213, !dbg !47
  %215 = mul i32 %7, 29, !dbg !46
  %216 = sext i32 %215 to i64, !dbg !47
  %217 = getelementptr half, ptr addrspace(1) %208, i64 %216, !dbg !47
  %218 = mul i32 %7, 28, !dbg !46
  %219 = sext i32 %218 to i64, !dbg !47
  %220 = getelementptr half, ptr addrspace(1) %208, i64 %219, !dbg !47
  %221 = mul i32 %7, 27, !dbg !46
  %222 = sext i32 %221 to i64, !dbg !47
  %223 = getelementptr half, ptr addrspace(1) %208, i64 %222, !dbg !47
  %224 = mul i32 %7, 26, !dbg !46
  %225 = sext i32 %224 to i64, !dbg !47
  %226 = getelementptr half, ptr addrspace(1) %208, i64 %225, !dbg !47
  %227 = mul i32 %7, 25, !dbg !46
  %228 = sext i32 %227 to i64, !dbg !47
  %229 = getelementptr half, ptr addrspace(1) %208, i64 %228, !dbg !47
  %230 = mul i32 %7, 24, !dbg !46
  %231 = sext i32 %230 to i64, !dbg !47
  %232 = getelementptr half, ptr addrspace(1) %208, i64 %231, !dbg !47
  %233 = mul i32 %7, 23, !dbg !46
  %234 = sext i32 %233 to i64, !dbg !47
  %235 = getelementptr half, ptr addrspace(1) %208, i64 %234, !dbg !47
  %236 = mul i32 %7, 22, !dbg !46
  %237 = sext i32 %236 to i64, !dbg !47
  %238 = getelementptr half, ptr addrspace(1) %208, i64 %237, !dbg !47
  %239 = mul i32 %7, 21, !dbg !46
  %240 = sext i32 %239 to i64, !dbg !47
  %241 = getelementptr half, ptr addrspace(1) %208, i64 %240, !dbg !47
  %242 = mul i32 %7, 20, !dbg !46
  %243 = sext i32 %242 to i64, !dbg !47
  %244 = getelementptr half, ptr addrspace(1) %208, i64 %243, !dbg !47
  %245 = mul i32 %7, 19, !dbg !46
  %246 = sext i32 %245 to i64, !dbg !47
  %247 = getelementptr half, ptr addrspace(1) %208, i64 %246, !dbg !47
  %248 = mul i32 %7, 18, !dbg !46
  %249 = sext i32 %248 to i64, !dbg !47
  %250 = getelementptr half, ptr addrspace(1) %208, i64 %249, !dbg !47
  %251 = mul i32 %7, 17, !dbg !46
  %252 = sext i32 %251 to i64, !dbg !47
  %253 = getelementptr half, ptr addrspace(1) %208, i64 %252, !dbg !47
  %254 = shl i32 %7, 4, !dbg !46
  %255 = sext i32 %254 to i64, !dbg !47
  %256 = getelementptr half, ptr addrspace(1) %208, i64 %255, !dbg !47
  %257 = mul i32 %7, 15, !dbg !46
  %258 = sext i32 %257 to i64, !dbg !47
  %259 = getelementptr half, ptr addrspace(1) %208, i64 %258, !dbg !47
  %260 = mul i32 %7, 14, !dbg !46
  %261 = sext i32 %260 to i64, !dbg !47
  %262 = getelementptr half, ptr addrspace(1) %208, i64 %261, !dbg !47
  %263 = mul i32 %7, 13, !dbg !46
  %264 = sext i32 %263 to i64, !dbg !47
  %265 = getelementptr half, ptr addrspace(1) %208, i64 %264, !dbg !47
  %266 = mul i32 %7, 12, !dbg !46
  %267 = sext i32 %266 to i64, !dbg !47
  %268 = getelementptr half, ptr addrspace(1) %208, i64 %267, !dbg !47
  %269 = mul i32 %7, 11, !dbg !46
  %270 = sext i32 %269 to i64, !dbg !47
  %271 = getelementptr half, ptr addrspace(1) %208, i64 %270, !dbg !47
  %272 = mul i32 %7, 10, !dbg !46
  %273 = sext i32 %272 to i64, !dbg !47
  %274 = getelementptr half, ptr addrspace(1) %208, i64 %273, !dbg !47
  %275 = mul i32 %7, 9, !dbg !46
  %276 = sext i32 %275 to i64, !dbg !47
  %277 = getelementptr half, ptr addrspace(1) %208, i64 %276, !dbg !47
  %278 = shl i32 %7, 3, !dbg !46
  %279 = sext i32 %278 to i64, !dbg !47
  %280 = getelementptr half, ptr addrspace(1) %208, i64 %279, !dbg !47
  %281 = mul i32 %7, 7, !dbg !46
  %282 = sext i32 %281 to i64, !dbg !47
  %283 = getelementptr half, ptr addrspace(1) %208, i64 %282, !dbg !47
  %284 = mul i32 %7, 6, !dbg !46
  %285 = sext i32 %284 to i64, !dbg !47
  %286 = getelementptr half, ptr addrspace(1) %208, i64 %285, !dbg !47
  %287 = mul i32 %7, 5, !dbg !46
  %288 = sext i32 %287 to i64, !dbg !47
  %289 = getelementptr half, ptr addrspace(1) %208, i64 %288, !dbg !47
  %290 = shl i32 %7, 2, !dbg !46
  %291 = sext i32 %290 to i64, !dbg !47
  %292 = getelementptr half, ptr addrspace(1) %208, i64 %291, !dbg !47
  %293 = mul i32 %7, 3, !dbg !46
  %294 = sext i32 %293 to i64, !dbg !47
  %295 = getelementptr half, ptr addrspace(1) %208, i64 %294, !dbg !47
  %296 = shl i32 %7, 1, !dbg !46
  %297 = sext i32 %296 to i64, !dbg !47
  %298 = getelementptr half, ptr addrspace(1) %208, i64 %297, !dbg !47
  %299 = sext i32 %7 to i64, !dbg !47
  %300 = getelementptr half, ptr addrspace(1) %208, i64 %299, !dbg !47
  %301 = shl nuw nsw i32 %30, 1
  %302 = and i32 %301, 126
  %303 = and i32 %30, 64
  %304 = icmp eq i32 %303, 0
  %305 = shl nuw nsw i32 %303, 6
  %306 = or disjoint i32 %305, %302
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %306
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 1024
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 2048
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %307, i32 3072
  %311 = xor i32 %306, 144
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %311
  %313 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1024
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 2048
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 3072
  %316 = xor i32 %306, 288
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %316
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 1024
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 2048
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %317, i32 3072
  %321 = xor i32 %306, 432
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %321
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %322, i32 1024
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %322, i32 2048
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %322, i32 3072
  %326 = xor i32 %306, 576
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %326
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 1024
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 2048
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 3072
  %331 = xor i32 %306, 720
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %331
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %332, i32 1024
  %334 = getelementptr inbounds nuw i8, ptr addrspace(3) %332, i32 2048
  %335 = getelementptr inbounds nuw i8, ptr addrspace(3) %332, i32 3072
  %336 = xor i32 %306, 864
  %337 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %336
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %337, i32 1024
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %337, i32 2048
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %337, i32 3072
  %341 = xor i32 %306, 1008
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %341
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 1024
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 2048
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 3072
  %346 = select i1 %304, i32 0, i32 144
  %347 = xor i32 %346, %302
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %347
  %349 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 512
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 1024
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 1536
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 2048
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 2560
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 3072
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 3584
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 4096
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 4608
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 5120
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 5632
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 6144
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 6656
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 7168
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %348, i32 7680
  %364 = xor i32 %347, 288
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %364
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 512
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 1024
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 1536
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 2048
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 2560
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 3072
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 3584
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 4096
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 4608
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 5120
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 5632
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 6144
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 6656
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 7168
  %380 = getelementptr inbounds nuw i8, ptr addrspace(3) %365, i32 7680
  %381 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %382 = and i32 %381, 16383
  %383 = zext nneg i32 %382 to i64
  %384 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %385 = and i32 %384, 16383
  %386 = zext nneg i32 %385 to i64
  %387 = or disjoint i64 %383, 4611686293305294848
  %388 = or disjoint i64 %386, -9223371899415822336
  %389 = add nuw nsw i64 %383, 4611686293305294976
  %390 = add nuw nsw i64 %386, -9223371899415822334
  %391 = add nuw nsw i64 %383, 4611686293305295104
  %392 = add nuw nsw i64 %383, 4611686293305295232
  %393 = sext i32 %40 to i64
  %394 = sext i32 %39 to i64
  br label %395, !dbg !34

395:                                              ; preds = %.lr.ph, %395
  %.pn65635 = phi ptr addrspace(1) [ %50, %.lr.ph ], [ %1140, %395 ]
  %.pn67634 = phi ptr addrspace(1) [ %55, %.lr.ph ], [ %1139, %395 ]
  %.pn69633 = phi ptr addrspace(1) [ %60, %.lr.ph ], [ %1138, %395 ]
  %.pn71632 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %1137, %395 ]
  %.pn73631 = phi ptr addrspace(1) [ %70, %.lr.ph ], [ %1136, %395 ]
  %.pn75630 = phi ptr addrspace(1) [ %75, %.lr.ph ], [ %1135, %395 ]
  %.pn77629 = phi ptr addrspace(1) [ %80, %.lr.ph ], [ %1134, %395 ]
  %.pn79628 = phi ptr addrspace(1) [ %85, %.lr.ph ], [ %1133, %395 ]
  %.pn81627 = phi ptr addrspace(1) [ %90, %.lr.ph ], [ %1132, %395 ]
  %.pn83626 = phi ptr addrspace(1) [ %95, %.lr.ph ], [ %1131, %395 ]
  %.pn85625 = phi ptr addrspace(1) [ %100, %.lr.ph ], [ %1130, %395 ]
  %.pn87624 = phi ptr addrspace(1) [ %105, %.lr.ph ], [ %1129, %395 ]
  %.pn89623 = phi ptr addrspace(1) [ %110, %.lr.ph ], [ %1128, %395 ]
  %.pn91622 = phi ptr addrspace(1) [ %115, %.lr.ph ], [ %1127, %395 ]
  %.pn93621 = phi ptr addrspace(1) [ %120, %.lr.ph ], [ %1126, %395 ]
  %.pn95620 = phi ptr addrspace(1) [ %125, %.lr.ph ], [ %1125, %395 ]
  %.pn97619 = phi ptr addrspace(1) [ %130, %.lr.ph ], [ %1124, %395 ]
  %.pn99618 = phi ptr addrspace(1) [ %135, %.lr.ph ], [ %1123, %395 ]
  %.pn101617 = phi ptr addrspace(1) [ %140, %.lr.ph ], [ %1122, %395 ]
  %.pn103616 = phi ptr addrspace(1) [ %145, %.lr.ph ], [ %1121, %395 ]
  %.pn105615 = phi ptr addrspace(1) [ %150, %.lr.ph ], [ %1120, %395 ]
  %.pn107614 = phi ptr addrspace(1) [ %155, %.lr.ph ], [ %1119, %395 ]
  %.pn109613 = phi ptr addrspace(1) [ %160, %.lr.ph ], [ %1118, %395 ]
  %.pn111612 = phi ptr addrspace(1) [ %165, %.lr.ph ], [ %1117, %395 ]
  %.pn113611 = phi ptr addrspace(1) [ %170, %.lr.ph ], [ %1116, %395 ]
  %.pn115610 = phi ptr addrspace(1) [ %175, %.lr.ph ], [ %1115, %395 ]
  %.pn117609 = phi ptr addrspace(1) [ %180, %.lr.ph ], [ %1114, %395 ]
  %.pn119608 = phi ptr addrspace(1) [ %185, %.lr.ph ], [ %1113, %395 ]
  %.pn121607 = phi ptr addrspace(1) [ %190, %.lr.ph ], [ %1112, %395 ]
  %.pn123606 = phi ptr addrspace(1) [ %195, %.lr.ph ], [ %1111, %395 ]
  %.pn125605 = phi ptr addrspace(1) [ %200, %.lr.ph ], [ %1110, %395 ]
  %.pn127604 = phi ptr addrspace(1) [ %204, %.lr.ph ], [ %1109, %395 ]
  %.pn1603 = phi ptr addrspace(1) [ %211, %.lr.ph ], [ %1108, %395 ]
  %.pn3602 = phi ptr addrspace(1) [ %214, %.lr.ph ], [ %1107, %395 ]
  %.pn5601 = phi ptr addrspace(1) [ %217, %.lr.ph ], [ %1106, %395 ]
  %.pn7600 = phi ptr addrspace(1) [ %220, %.lr.ph ], [ %1105, %395 ]
  %.pn9599 = phi ptr addrspace(1) [ %223, %.lr.ph ], [ %1104, %395 ]
  %.pn11598 = phi ptr addrspace(1) [ %226, %.lr.ph ], [ %1103, %395 ]
  %.pn13597 = phi ptr addrspace(1) [ %229, %.lr.ph ], [ %1102, %395 ]
  %.pn15596 = phi ptr addrspace(1) [ %232, %.lr.ph ], [ %1101, %395 ]
  %.pn17595 = phi ptr addrspace(1) [ %235, %.lr.ph ], [ %1100, %395 ]
  %.pn19594 = phi ptr addrspace(1) [ %238, %.lr.ph ], [ %1099, %395 ]
  %.pn21593 = phi ptr addrspace(1) [ %241, %.lr.ph ], [ %1098, %395 ]
  %.pn23592 = phi ptr addrspace(1) [ %244, %.lr.ph ], [ %1097, %395 ]
  %.pn25591 = phi ptr addrspace(1) [ %247, %.lr.ph ], [ %1096, %395 ]
  %.pn27590 = phi ptr addrspace(1) [ %250, %.lr.ph ], [ %1095, %395 ]
  %.pn29589 = phi ptr addrspace(1) [ %253, %.lr.ph ], [ %1094, %395 ]
  %.pn31588 = phi ptr addrspace(1) [ %256, %.lr.ph ], [ %1093, %395 ]
  %.pn33587 = phi ptr addrspace(1) [ %259, %.lr.ph ], [ %1092, %395 ]
  %.pn35586 = phi ptr addrspace(1) [ %262, %.lr.ph ], [ %1091, %395 ]
  %.pn37585 = phi ptr addrspace(1) [ %265, %.lr.ph ], [ %1090, %395 ]
  %.pn39584 = phi ptr addrspace(1) [ %268, %.lr.ph ], [ %1089, %395 ]
  %.pn41583 = phi ptr addrspace(1) [ %271, %.lr.ph ], [ %1088, %395 ]
  %.pn43582 = phi ptr addrspace(1) [ %274, %.lr.ph ], [ %1087, %395 ]
  %.pn45581 = phi ptr addrspace(1) [ %277, %.lr.ph ], [ %1086, %395 ]
  %.pn47580 = phi ptr addrspace(1) [ %280, %.lr.ph ], [ %1085, %395 ]
  %.pn49579 = phi ptr addrspace(1) [ %283, %.lr.ph ], [ %1084, %395 ]
  %.pn51578 = phi ptr addrspace(1) [ %286, %.lr.ph ], [ %1083, %395 ]
  %.pn53577 = phi ptr addrspace(1) [ %289, %.lr.ph ], [ %1082, %395 ]
  %.pn55576 = phi ptr addrspace(1) [ %292, %.lr.ph ], [ %1081, %395 ]
  %.pn57575 = phi ptr addrspace(1) [ %295, %.lr.ph ], [ %1080, %395 ]
  %.pn59574 = phi ptr addrspace(1) [ %298, %.lr.ph ], [ %1079, %395 ]
  %.pn61573 = phi ptr addrspace(1) [ %300, %.lr.ph ], [ %1078, %395 ]
  %.pn63572 = phi ptr addrspace(1) [ %208, %.lr.ph ], [ %1077, %395 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %395 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %950, %395 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %951, %395 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %395 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %953, %395 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %954, %395 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %955, %395 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %956, %395 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %395 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %395 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %395 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %960, %395 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %961, %395 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %395 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %395 ]
  %411 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %395 ]
  %412 = phi float [ 0.000000e+00, %.lr.ph ], [ %965, %395 ]
  %413 = phi float [ 0.000000e+00, %.lr.ph ], [ %966, %395 ]
  %414 = phi float [ 0.000000e+00, %.lr.ph ], [ %967, %395 ]
  %415 = phi float [ 0.000000e+00, %.lr.ph ], [ %968, %395 ]
  %416 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %395 ]
  %417 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %395 ]
  %418 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %395 ]
  %419 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %395 ]
  %420 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %395 ]
  %421 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %395 ]
  %422 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %395 ]
  %423 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %395 ]
  %424 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %395 ]
  %425 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %395 ]
  %426 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %395 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %395 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %395 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %395 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %395 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %395 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %395 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %395 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %395 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %395 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %395 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %990, %395 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %991, %395 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %992, %395 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %993, %395 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %994, %395 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %995, %395 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %996, %395 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %997, %395 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %998, %395 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %999, %395 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %1000, %395 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %1001, %395 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %1002, %395 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %1003, %395 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %1004, %395 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %1005, %395 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %1006, %395 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %1007, %395 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %1008, %395 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %1009, %395 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %1010, %395 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %1011, %395 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %1012, %395 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %1013, %395 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %1014, %395 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %1015, %395 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %1016, %395 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %1017, %395 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %1018, %395 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %1019, %395 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %1020, %395 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %1021, %395 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %1022, %395 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %1023, %395 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %1024, %395 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %1025, %395 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %1026, %395 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %1027, %395 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %1028, %395 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %1029, %395 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %1030, %395 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %1031, %395 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %1032, %395 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %1033, %395 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %1034, %395 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %395 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %395 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %395 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %395 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %395 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %395 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %395 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %395 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %395 ]
  %491 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %395 ]
  %492 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %395 ]
  %493 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %395 ]
  %494 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %395 ]
  %495 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %395 ]
  %496 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %395 ]
  %497 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %395 ]
  %498 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %395 ]
  %499 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %395 ]
  %500 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %395 ]
  %501 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %395 ]
  %502 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %395 ]
  %503 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %395 ]
  %504 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %395 ]
  %505 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %395 ]
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %395 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %395 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %395 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %395 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %395 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %395 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %395 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %395 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %395 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %395 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %395 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %395 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %395 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %395 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %395 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %395 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %395 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %395 ]
  %524 = phi i32 [ 0, %.lr.ph ], [ %1141, %395 ]
  %525 = shl i32 %524, 5, !dbg !48
  %526 = sub i32 %5, %525, !dbg !49
  %527 = icmp sgt i32 %526, 0, !dbg !50
  %528 = icmp sgt i32 %526, 1, !dbg !50
  %529 = icmp sgt i32 %526, 2, !dbg !50
  %530 = icmp sgt i32 %526, 3, !dbg !50
  %531 = icmp sgt i32 %526, 4, !dbg !50
  %532 = icmp sgt i32 %526, 5, !dbg !50
  %533 = icmp sgt i32 %526, 6, !dbg !50
  %534 = icmp sgt i32 %526, 7, !dbg !50
  %535 = icmp sgt i32 %526, 8, !dbg !50
  %536 = icmp sgt i32 %526, 9, !dbg !50
  %537 = icmp sgt i32 %526, 10, !dbg !50
  %538 = icmp sgt i32 %526, 11, !dbg !50
  %539 = icmp sgt i32 %526, 12, !dbg !50
  %540 = icmp sgt i32 %526, 13, !dbg !50
  %541 = icmp sgt i32 %526, 14, !dbg !50
  %542 = icmp sgt i32 %526, 15, !dbg !50
  %543 = icmp sgt i32 %526, 16, !dbg !50
  %544 = icmp sgt i32 %526, 17, !dbg !50
  %545 = icmp sgt i32 %526, 18, !dbg !50
  %546 = icmp sgt i32 %526, 19, !dbg !50
  %547 = icmp sgt i32 %526, 20, !dbg !50
  %548 = icmp sgt i32 %526, 21, !dbg !50
  %549 = icmp sgt i32 %526, 22, !dbg !50
  %550 = icmp sgt i32 %526, 23, !dbg !50
  %551 = icmp sgt i32 %526, 24, !dbg !50
  %552 = icmp sgt i32 %526, 25, !dbg !50
  %553 = icmp sgt i32 %526, 26, !dbg !50
  %554 = icmp sgt i32 %526, 27, !dbg !50
  %555 = icmp sgt i32 %526, 28, !dbg !50
  %556 = icmp sgt i32 %526, 29, !dbg !50
  %557 = icmp sgt i32 %526, 30, !dbg !50
  %558 = icmp sgt i32 %526, 31, !dbg !50
  %559 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63572, i1 %527) #5, !dbg !51
  %560 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61573, i1 %528) #5, !dbg !51
  %561 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59574, i1 %529) #5, !dbg !51
  %562 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57575, i1 %530) #5, !dbg !51
  %563 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55576, i1 %531) #5, !dbg !51
  %564 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53577, i1 %532) #5, !dbg !51
  %565 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51578, i1 %533) #5, !dbg !51
  %566 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49579, i1 %534) #5, !dbg !51
  %567 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47580, i1 %535) #5, !dbg !51
  %568 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45581, i1 %536) #5, !dbg !51
  %569 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43582, i1 %537) #5, !dbg !51
  %570 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41583, i1 %538) #5, !dbg !51
  %571 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39584, i1 %539) #5, !dbg !51
  %572 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37585, i1 %540) #5, !dbg !51
  %573 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35586, i1 %541) #5, !dbg !51
  %574 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33587, i1 %542) #5, !dbg !51
  %575 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31588, i1 %543) #5, !dbg !51
  %576 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29589, i1 %544) #5, !dbg !51
  %577 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27590, i1 %545) #5, !dbg !51
  %578 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25591, i1 %546) #5, !dbg !51
  %579 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23592, i1 %547) #5, !dbg !51
  %580 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21593, i1 %548) #5, !dbg !51
  %581 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19594, i1 %549) #5, !dbg !51
  %582 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17595, i1 %550) #5, !dbg !51
  %583 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15596, i1 %551) #5, !dbg !51
  %584 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13597, i1 %552) #5, !dbg !51
  %585 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11598, i1 %553) #5, !dbg !51
  %586 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9599, i1 %554) #5, !dbg !51
  %587 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7600, i1 %555) #5, !dbg !51
  %588 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5601, i1 %556) #5, !dbg !51
  %589 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3602, i1 %557) #5, !dbg !51
  %590 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1603, i1 %558) #5, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %591 = insertelement <1 x i16> poison, i16 %559, i64 0, !dbg !51
  store <1 x i16> %591, ptr addrspace(3) %307, align 2, !dbg !51
  %592 = insertelement <1 x i16> poison, i16 %567, i64 0, !dbg !51
  store <1 x i16> %592, ptr addrspace(3) %308, align 2, !dbg !51
  %593 = insertelement <1 x i16> poison, i16 %575, i64 0, !dbg !51
  store <1 x i16> %593, ptr addrspace(3) %309, align 2, !dbg !51
  %594 = insertelement <1 x i16> poison, i16 %583, i64 0, !dbg !51
  store <1 x i16> %594, ptr addrspace(3) %310, align 2, !dbg !51
  %595 = insertelement <1 x i16> poison, i16 %560, i64 0, !dbg !51
  store <1 x i16> %595, ptr addrspace(3) %312, align 2, !dbg !51
  %596 = insertelement <1 x i16> poison, i16 %568, i64 0, !dbg !51
  store <1 x i16> %596, ptr addrspace(3) %313, align 2, !dbg !51
  %597 = insertelement <1 x i16> poison, i16 %576, i64 0, !dbg !51
  store <1 x i16> %597, ptr addrspace(3) %314, align 2, !dbg !51
  %598 = insertelement <1 x i16> poison, i16 %584, i64 0, !dbg !51
  store <1 x i16> %598, ptr addrspace(3) %315, align 2, !dbg !51
  %599 = insertelement <1 x i16> poison, i16 %561, i64 0, !dbg !51
  store <1 x i16> %599, ptr addrspace(3) %317, align 2, !dbg !51
  %600 = insertelement <1 x i16> poison, i16 %569, i64 0, !dbg !51
  store <1 x i16> %600, ptr addrspace(3) %318, align 2, !dbg !51
  %601 = insertelement <1 x i16> poison, i16 %577, i64 0, !dbg !51
  store <1 x i16> %601, ptr addrspace(3) %319, align 2, !dbg !51
  %602 = insertelement <1 x i16> poison, i16 %585, i64 0, !dbg !51
  store <1 x i16> %602, ptr addrspace(3) %320, align 2, !dbg !51
  %603 = insertelement <1 x i16> poison, i16 %562, i64 0, !dbg !51
  store <1 x i16> %603, ptr addrspace(3) %322, align 2, !dbg !51
  %604 = insertelement <1 x i16> poison, i16 %570, i64 0, !dbg !51
  store <1 x i16> %604, ptr addrspace(3) %323, align 2, !dbg !51
  %605 = insertelement <1 x i16> poison, i16 %578, i64 0, !dbg !51
  store <1 x i16> %605, ptr addrspace(3) %324, align 2, !dbg !51
  %606 = insertelement <1 x i16> poison, i16 %586, i64 0, !dbg !51
  store <1 x i16> %606, ptr addrspace(3) %325, align 2, !dbg !51
  %607 = insertelement <1 x i16> poison, i16 %563, i64 0, !dbg !51
  store <1 x i16> %607, ptr addrspace(3) %327, align 2, !dbg !51
  %608 = insertelement <1 x i16> poison, i16 %571, i64 0, !dbg !51
  store <1 x i16> %608, ptr addrspace(3) %328, align 2, !dbg !51
  %609 = insertelement <1 x i16> poison, i16 %579, i64 0, !dbg !51
  store <1 x i16> %609, ptr addrspace(3) %329, align 2, !dbg !51
  %610 = insertelement <1 x i16> poison, i16 %587, i64 0, !dbg !51
  store <1 x i16> %610, ptr addrspace(3) %330, align 2, !dbg !51
  %611 = insertelement <1 x i16> poison, i16 %564, i64 0, !dbg !51
  store <1 x i16> %611, ptr addrspace(3) %332, align 2, !dbg !51
  %612 = insertelement <1 x i16> poison, i16 %572, i64 0, !dbg !51
  store <1 x i16> %612, ptr addrspace(3) %333, align 2, !dbg !51
  %613 = insertelement <1 x i16> poison, i16 %580, i64 0, !dbg !51
  store <1 x i16> %613, ptr addrspace(3) %334, align 2, !dbg !51
  %614 = insertelement <1 x i16> poison, i16 %588, i64 0, !dbg !51
  store <1 x i16> %614, ptr addrspace(3) %335, align 2, !dbg !51
  %615 = insertelement <1 x i16> poison, i16 %565, i64 0, !dbg !51
  store <1 x i16> %615, ptr addrspace(3) %337, align 2, !dbg !51
  %616 = insertelement <1 x i16> poison, i16 %573, i64 0, !dbg !51
  store <1 x i16> %616, ptr addrspace(3) %338, align 2, !dbg !51
  %617 = insertelement <1 x i16> poison, i16 %581, i64 0, !dbg !51
  store <1 x i16> %617, ptr addrspace(3) %339, align 2, !dbg !51
  %618 = insertelement <1 x i16> poison, i16 %589, i64 0, !dbg !51
  store <1 x i16> %618, ptr addrspace(3) %340, align 2, !dbg !51
  %619 = insertelement <1 x i16> poison, i16 %566, i64 0, !dbg !51
  store <1 x i16> %619, ptr addrspace(3) %342, align 2, !dbg !51
  %620 = insertelement <1 x i16> poison, i16 %574, i64 0, !dbg !51
  store <1 x i16> %620, ptr addrspace(3) %343, align 2, !dbg !51
  %621 = insertelement <1 x i16> poison, i16 %582, i64 0, !dbg !51
  store <1 x i16> %621, ptr addrspace(3) %344, align 2, !dbg !51
  %622 = insertelement <1 x i16> poison, i16 %590, i64 0, !dbg !51
  store <1 x i16> %622, ptr addrspace(3) %345, align 2, !dbg !51
  %623 = icmp slt i32 %35, %526, !dbg !52
  %624 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn127604, i1 %623) #5, !dbg !53
  %625 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn125605, i1 %623) #5, !dbg !53
  %626 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn123606, i1 %623) #5, !dbg !53
  %627 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn121607, i1 %623) #5, !dbg !53
  %628 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn119608, i1 %623) #5, !dbg !53
  %629 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn117609, i1 %623) #5, !dbg !53
  %630 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn115610, i1 %623) #5, !dbg !53
  %631 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn113611, i1 %623) #5, !dbg !53
  %632 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn111612, i1 %623) #5, !dbg !53
  %633 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn109613, i1 %623) #5, !dbg !53
  %634 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn107614, i1 %623) #5, !dbg !53
  %635 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn105615, i1 %623) #5, !dbg !53
  %636 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn103616, i1 %623) #5, !dbg !53
  %637 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn101617, i1 %623) #5, !dbg !53
  %638 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn99618, i1 %623) #5, !dbg !53
  %639 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn97619, i1 %623) #5, !dbg !53
  %640 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95620, i1 %623) #5, !dbg !53
  %641 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93621, i1 %623) #5, !dbg !53
  %642 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91622, i1 %623) #5, !dbg !53
  %643 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89623, i1 %623) #5, !dbg !53
  %644 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87624, i1 %623) #5, !dbg !53
  %645 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85625, i1 %623) #5, !dbg !53
  %646 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83626, i1 %623) #5, !dbg !53
  %647 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81627, i1 %623) #5, !dbg !53
  %648 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79628, i1 %623) #5, !dbg !53
  %649 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77629, i1 %623) #5, !dbg !53
  %650 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75630, i1 %623) #5, !dbg !53
  %651 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73631, i1 %623) #5, !dbg !53
  %652 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71632, i1 %623) #5, !dbg !53
  %653 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69633, i1 %623) #5, !dbg !53
  %654 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67634, i1 %623) #5, !dbg !53
  %655 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65635, i1 %623) #5, !dbg !53
  %656 = insertelement <1 x i16> poison, i16 %624, i64 0, !dbg !53
  store <1 x i16> %656, ptr addrspace(3) %348, align 2, !dbg !53
  %657 = insertelement <1 x i16> poison, i16 %626, i64 0, !dbg !53
  store <1 x i16> %657, ptr addrspace(3) %349, align 2, !dbg !53
  %658 = insertelement <1 x i16> poison, i16 %628, i64 0, !dbg !53
  store <1 x i16> %658, ptr addrspace(3) %350, align 2, !dbg !53
  %659 = insertelement <1 x i16> poison, i16 %630, i64 0, !dbg !53
  store <1 x i16> %659, ptr addrspace(3) %351, align 2, !dbg !53
  %660 = insertelement <1 x i16> poison, i16 %632, i64 0, !dbg !53
  store <1 x i16> %660, ptr addrspace(3) %352, align 2, !dbg !53
  %661 = insertelement <1 x i16> poison, i16 %634, i64 0, !dbg !53
  store <1 x i16> %661, ptr addrspace(3) %353, align 2, !dbg !53
  %662 = insertelement <1 x i16> poison, i16 %636, i64 0, !dbg !53
  store <1 x i16> %662, ptr addrspace(3) %354, align 2, !dbg !53
  %663 = insertelement <1 x i16> poison, i16 %638, i64 0, !dbg !53
  store <1 x i16> %663, ptr addrspace(3) %355, align 2, !dbg !53
  %664 = insertelement <1 x i16> poison, i16 %640, i64 0, !dbg !53
  store <1 x i16> %664, ptr addrspace(3) %356, align 2, !dbg !53
  %665 = insertelement <1 x i16> poison, i16 %642, i64 0, !dbg !53
  store <1 x i16> %665, ptr addrspace(3) %357, align 2, !dbg !53
  %666 = insertelement <1 x i16> poison, i16 %644, i64 0, !dbg !53
  store <1 x i16> %666, ptr addrspace(3) %358, align 2, !dbg !53
  %667 = insertelement <1 x i16> poison, i16 %646, i64 0, !dbg !53
  store <1 x i16> %667, ptr addrspace(3) %359, align 2, !dbg !53
  %668 = insertelement <1 x i16> poison, i16 %648, i64 0, !dbg !53
  store <1 x i16> %668, ptr addrspace(3) %360, align 2, !dbg !53
  %669 = insertelement <1 x i16> poison, i16 %650, i64 0, !dbg !53
  store <1 x i16> %669, ptr addrspace(3) %361, align 2, !dbg !53
  %670 = insertelement <1 x i16> poison, i16 %652, i64 0, !dbg !53
  store <1 x i16> %670, ptr addrspace(3) %362, align 2, !dbg !53
  %671 = insertelement <1 x i16> poison, i16 %654, i64 0, !dbg !53
  store <1 x i16> %671, ptr addrspace(3) %363, align 2, !dbg !53
  %672 = insertelement <1 x i16> poison, i16 %625, i64 0, !dbg !53
  store <1 x i16> %672, ptr addrspace(3) %365, align 2, !dbg !53
  %673 = insertelement <1 x i16> poison, i16 %627, i64 0, !dbg !53
  store <1 x i16> %673, ptr addrspace(3) %366, align 2, !dbg !53
  %674 = insertelement <1 x i16> poison, i16 %629, i64 0, !dbg !53
  store <1 x i16> %674, ptr addrspace(3) %367, align 2, !dbg !53
  %675 = insertelement <1 x i16> poison, i16 %631, i64 0, !dbg !53
  store <1 x i16> %675, ptr addrspace(3) %368, align 2, !dbg !53
  %676 = insertelement <1 x i16> poison, i16 %633, i64 0, !dbg !53
  store <1 x i16> %676, ptr addrspace(3) %369, align 2, !dbg !53
  %677 = insertelement <1 x i16> poison, i16 %635, i64 0, !dbg !53
  store <1 x i16> %677, ptr addrspace(3) %370, align 2, !dbg !53
  %678 = insertelement <1 x i16> poison, i16 %637, i64 0, !dbg !53
  store <1 x i16> %678, ptr addrspace(3) %371, align 2, !dbg !53
  %679 = insertelement <1 x i16> poison, i16 %639, i64 0, !dbg !53
  store <1 x i16> %679, ptr addrspace(3) %372, align 2, !dbg !53
  %680 = insertelement <1 x i16> poison, i16 %641, i64 0, !dbg !53
  store <1 x i16> %680, ptr addrspace(3) %373, align 2, !dbg !53
  %681 = insertelement <1 x i16> poison, i16 %643, i64 0, !dbg !53
  store <1 x i16> %681, ptr addrspace(3) %374, align 2, !dbg !53
  %682 = insertelement <1 x i16> poison, i16 %645, i64 0, !dbg !53
  store <1 x i16> %682, ptr addrspace(3) %375, align 2, !dbg !53
  %683 = insertelement <1 x i16> poison, i16 %647, i64 0, !dbg !53
  store <1 x i16> %683, ptr addrspace(3) %376, align 2, !dbg !53
  %684 = insertelement <1 x i16> poison, i16 %649, i64 0, !dbg !53
  store <1 x i16> %684, ptr addrspace(3) %377, align 2, !dbg !53
  %685 = insertelement <1 x i16> poison, i16 %651, i64 0, !dbg !53
  store <1 x i16> %685, ptr addrspace(3) %378, align 2, !dbg !53
  %686 = insertelement <1 x i16> poison, i16 %653, i64 0, !dbg !53
  store <1 x i16> %686, ptr addrspace(3) %379, align 2, !dbg !53
  %687 = insertelement <1 x i16> poison, i16 %655, i64 0, !dbg !53
  store <1 x i16> %687, ptr addrspace(3) %380, align 2, !dbg !53
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !54
  %688 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, i64 %387, i64 %388, i1 true) #5, !dbg !54
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 0, !dbg !54
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 1, !dbg !54
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 2, !dbg !54
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 3, !dbg !54
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 4, !dbg !54
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 5, !dbg !54
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 6, !dbg !54
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 7, !dbg !54
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 8, !dbg !54
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 9, !dbg !54
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 10, !dbg !54
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 11, !dbg !54
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 12, !dbg !54
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 13, !dbg !54
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 14, !dbg !54
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 15, !dbg !54
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 16, !dbg !54
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 17, !dbg !54
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 18, !dbg !54
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 19, !dbg !54
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 20, !dbg !54
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 21, !dbg !54
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 22, !dbg !54
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 23, !dbg !54
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 24, !dbg !54
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 25, !dbg !54
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 26, !dbg !54
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 27, !dbg !54
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 28, !dbg !54
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 29, !dbg !54
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 30, !dbg !54
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 31, !dbg !54
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 32, !dbg !54
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 33, !dbg !54
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 34, !dbg !54
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 35, !dbg !54
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 36, !dbg !54
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 37, !dbg !54
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 38, !dbg !54
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 39, !dbg !54
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 40, !dbg !54
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 41, !dbg !54
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 42, !dbg !54
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 43, !dbg !54
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 44, !dbg !54
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 45, !dbg !54
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 46, !dbg !54
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 47, !dbg !54
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 48, !dbg !54
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 49, !dbg !54
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 50, !dbg !54
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 51, !dbg !54
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 52, !dbg !54
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 53, !dbg !54
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 54, !dbg !54
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 55, !dbg !54
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 56, !dbg !54
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 57, !dbg !54
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 58, !dbg !54
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 59, !dbg !54
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 60, !dbg !54
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 61, !dbg !54
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 62, !dbg !54
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %688, 63, !dbg !54
  %753 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, i64 %389, i64 %390, i1 true) #5, !dbg !54
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 0, !dbg !54
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 1, !dbg !54
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 2, !dbg !54
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 3, !dbg !54
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 4, !dbg !54
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 5, !dbg !54
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 6, !dbg !54
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 7, !dbg !54
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 8, !dbg !54
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 9, !dbg !54
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 10, !dbg !54
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 11, !dbg !54
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 12, !dbg !54
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 13, !dbg !54
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 14, !dbg !54
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 15, !dbg !54
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 16, !dbg !54
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 17, !dbg !54
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 18, !dbg !54
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 19, !dbg !54
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 20, !dbg !54
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 21, !dbg !54
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 22, !dbg !54
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 23, !dbg !54
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 24, !dbg !54
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 25, !dbg !54
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 26, !dbg !54
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 27, !dbg !54
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 28, !dbg !54
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 29, !dbg !54
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 30, !dbg !54
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 31, !dbg !54
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 32, !dbg !54
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 33, !dbg !54
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 34, !dbg !54
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 35, !dbg !54
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 36, !dbg !54
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 37, !dbg !54
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 38, !dbg !54
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 39, !dbg !54
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 40, !dbg !54
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 41, !dbg !54
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 42, !dbg !54
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 43, !dbg !54
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 44, !dbg !54
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 45, !dbg !54
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 46, !dbg !54
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 47, !dbg !54
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 48, !dbg !54
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 49, !dbg !54
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 50, !dbg !54
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 51, !dbg !54
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 52, !dbg !54
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 53, !dbg !54
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 54, !dbg !54
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 55, !dbg !54
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 56, !dbg !54
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 57, !dbg !54
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 58, !dbg !54
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 59, !dbg !54
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 60, !dbg !54
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 61, !dbg !54
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 62, !dbg !54
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %753, 63, !dbg !54
  %818 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, float %508, float %509, float %510, float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, i64 %391, i64 %388, i1 true) #5, !dbg !54
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 0, !dbg !54
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 1, !dbg !54
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 2, !dbg !54
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 3, !dbg !54
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 4, !dbg !54
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 5, !dbg !54
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 6, !dbg !54
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 7, !dbg !54
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 8, !dbg !54
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 9, !dbg !54
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 10, !dbg !54
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 11, !dbg !54
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 12, !dbg !54
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 13, !dbg !54
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 14, !dbg !54
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 15, !dbg !54
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 16, !dbg !54
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 17, !dbg !54
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 18, !dbg !54
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 19, !dbg !54
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 20, !dbg !54
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 21, !dbg !54
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 22, !dbg !54
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 23, !dbg !54
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 24, !dbg !54
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 25, !dbg !54
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 26, !dbg !54
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 27, !dbg !54
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 28, !dbg !54
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 29, !dbg !54
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 30, !dbg !54
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 31, !dbg !54
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 32, !dbg !54
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 33, !dbg !54
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 34, !dbg !54
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 35, !dbg !54
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 36, !dbg !54
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 37, !dbg !54
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 38, !dbg !54
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 39, !dbg !54
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 40, !dbg !54
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 41, !dbg !54
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 42, !dbg !54
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 43, !dbg !54
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 44, !dbg !54
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 45, !dbg !54
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 46, !dbg !54
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 47, !dbg !54
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 48, !dbg !54
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 49, !dbg !54
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 50, !dbg !54
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 51, !dbg !54
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 52, !dbg !54
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 53, !dbg !54
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 54, !dbg !54
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 55, !dbg !54
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 56, !dbg !54
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 57, !dbg !54
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 58, !dbg !54
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 59, !dbg !54
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 60, !dbg !54
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 61, !dbg !54
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 62, !dbg !54
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %818, 63, !dbg !54
  %883 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826, float %827, float %828, float %829, float %830, float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %839, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, i64 %392, i64 %390, i1 true) #5, !dbg !54
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 0, !dbg !54
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 1, !dbg !54
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 2, !dbg !54
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 3, !dbg !54
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 4, !dbg !54
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 5, !dbg !54
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 6, !dbg !54
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 7, !dbg !54
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 8, !dbg !54
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 9, !dbg !54
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 10, !dbg !54
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 11, !dbg !54
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 12, !dbg !54
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 13, !dbg !54
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 14, !dbg !54
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 15, !dbg !54
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 16, !dbg !54
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 17, !dbg !54
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 18, !dbg !54
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 19, !dbg !54
  %904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 20, !dbg !54
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 21, !dbg !54
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 22, !dbg !54
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 23, !dbg !54
  %908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 24, !dbg !54
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 25, !dbg !54
  %910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 26, !dbg !54
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 27, !dbg !54
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 28, !dbg !54
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 29, !dbg !54
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 30, !dbg !54
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 31, !dbg !54
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 32, !dbg !54
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 33, !dbg !54
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 34, !dbg !54
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 35, !dbg !54
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 36, !dbg !54
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 37, !dbg !54
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 38, !dbg !54
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 39, !dbg !54
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 40, !dbg !54
  %925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 41, !dbg !54
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 42, !dbg !54
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 43, !dbg !54
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 44, !dbg !54
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 45, !dbg !54
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 46, !dbg !54
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 47, !dbg !54
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 48, !dbg !54
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 49, !dbg !54
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 50, !dbg !54
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 51, !dbg !54
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 52, !dbg !54
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 53, !dbg !54
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 54, !dbg !54
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 55, !dbg !54
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 56, !dbg !54
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 57, !dbg !54
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 58, !dbg !54
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 59, !dbg !54
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 60, !dbg !54
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 61, !dbg !54
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 62, !dbg !54
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %883, 63, !dbg !54
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !54
  %948 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69,$70,$71,$72,$73,$74,$75,$76,$77,$78,$79,$80,$81,$82,$83,$84,$85,$86,$87,$88,$89,$90,$91,$92,$93,$94,$95,$96,$97,$98,$99,$100,$101,$102,$103,$104,$105,$106,$107,$108,$109,$110,$111,$112,$113,$114,$115,$116,$117,$118,$119,$120,$121,$122,$123,$124,$125,$126,$127,$128,$129,$130,$131,$132,$133\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133"(float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902, float %903, float %904, float %905, float %906, float %907, float %908, float %909, float %910, float %911, float %912, float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, float %925, float %926, float %927, float %928, float %929, float %930, float %931, float %932, float %933, float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #5, !dbg !54
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 0, !dbg !54
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 1, !dbg !54
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 2, !dbg !54
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 3, !dbg !54
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 4, !dbg !54
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 5, !dbg !54
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 6, !dbg !54
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 7, !dbg !54
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 8, !dbg !54
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 9, !dbg !54
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 10, !dbg !54
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 11, !dbg !54
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 12, !dbg !54
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 13, !dbg !54
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 14, !dbg !54
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 15, !dbg !54
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 16, !dbg !54
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 17, !dbg !54
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 18, !dbg !54
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 19, !dbg !54
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 20, !dbg !54
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 21, !dbg !54
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 22, !dbg !54
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 23, !dbg !54
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 24, !dbg !54
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 25, !dbg !54
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 26, !dbg !54
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 27, !dbg !54
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 28, !dbg !54
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 29, !dbg !54
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 30, !dbg !54
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 31, !dbg !54
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 32, !dbg !54
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 33, !dbg !54
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 34, !dbg !54
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 35, !dbg !54
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 36, !dbg !54
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 37, !dbg !54
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 38, !dbg !54
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 39, !dbg !54
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 40, !dbg !54
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 41, !dbg !54
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 42, !dbg !54
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 43, !dbg !54
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 44, !dbg !54
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 45, !dbg !54
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 46, !dbg !54
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 47, !dbg !54
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 48, !dbg !54
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 49, !dbg !54
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 50, !dbg !54
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 51, !dbg !54
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 52, !dbg !54
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 53, !dbg !54
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 54, !dbg !54
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 55, !dbg !54
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 56, !dbg !54
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 57, !dbg !54
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 58, !dbg !54
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 59, !dbg !54
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 60, !dbg !54
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 61, !dbg !54
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 62, !dbg !54
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 63, !dbg !54
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 64, !dbg !54
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 65, !dbg !54
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 66, !dbg !54
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 67, !dbg !54
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 68, !dbg !54
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 69, !dbg !54
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 70, !dbg !54
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 71, !dbg !54
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 72, !dbg !54
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 73, !dbg !54
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 74, !dbg !54
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 75, !dbg !54
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 76, !dbg !54
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 77, !dbg !54
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 78, !dbg !54
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 79, !dbg !54
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 80, !dbg !54
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 81, !dbg !54
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 82, !dbg !54
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 83, !dbg !54
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 84, !dbg !54
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 85, !dbg !54
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 86, !dbg !54
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 87, !dbg !54
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 88, !dbg !54
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 89, !dbg !54
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 90, !dbg !54
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 91, !dbg !54
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 92, !dbg !54
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 93, !dbg !54
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 94, !dbg !54
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 95, !dbg !54
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 96, !dbg !54
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 97, !dbg !54
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 98, !dbg !54
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 99, !dbg !54
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 100, !dbg !54
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 101, !dbg !54
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 102, !dbg !54
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 103, !dbg !54
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 104, !dbg !54
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 105, !dbg !54
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 106, !dbg !54
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 107, !dbg !54
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 108, !dbg !54
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 109, !dbg !54
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 110, !dbg !54
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 111, !dbg !54
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 112, !dbg !54
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 113, !dbg !54
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 114, !dbg !54
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 115, !dbg !54
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 116, !dbg !54
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 117, !dbg !54
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 118, !dbg !54
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 119, !dbg !54
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 120, !dbg !54
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 121, !dbg !54
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 122, !dbg !54
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 123, !dbg !54
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 124, !dbg !54
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 125, !dbg !54
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 126, !dbg !54
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %948, 127, !dbg !54
  %1077 = getelementptr half, ptr addrspace(1) %.pn63572, i64 %393, !dbg !55
  %1078 = getelementptr half, ptr addrspace(1) %.pn61573, i64 %393, !dbg !55
  %1079 = getelementptr half, ptr addrspace(1) %.pn59574, i64 %393, !dbg !55
  %1080 = getelementptr half, ptr addrspace(1) %.pn57575, i64 %393, !dbg !55
  %1081 = getelementptr half, ptr addrspace(1) %.pn55576, i64 %393, !dbg !55
  %1082 = getelementptr half, ptr addrspace(1) %.pn53577, i64 %393, !dbg !55
  %1083 = getelementptr half, ptr addrspace(1) %.pn51578, i64 %393, !dbg !55
  %1084 = getelementptr half, ptr addrspace(1) %.pn49579, i64 %393, !dbg !55
  %1085 = getelementptr half, ptr addrspace(1) %.pn47580, i64 %393, !dbg !55
  %1086 = getelementptr half, ptr addrspace(1) %.pn45581, i64 %393, !dbg !55
  %1087 = getelementptr half, ptr addrspace(1) %.pn43582, i64 %393, !dbg !55
  %1088 = getelementptr half, ptr addrspace(1) %.pn41583, i64 %393, !dbg !55
  %1089 = getelementptr half, ptr addrspace(1) %.pn39584, i64 %393, !dbg !55
  %1090 = getelementptr half, ptr addrspace(1) %.pn37585, i64 %393, !dbg !55
  %1091 = getelementptr half, ptr addrspace(1) %.pn35586, i64 %393, !dbg !55
  %1092 = getelementptr half, ptr addrspace(1) %.pn33587, i64 %393, !dbg !55
  %1093 = getelementptr half, ptr addrspace(1) %.pn31588, i64 %393, !dbg !55
  %1094 = getelementptr half, ptr addrspace(1) %.pn29589, i64 %393, !dbg !55
  %1095 = getelementptr half, ptr addrspace(1) %.pn27590, i64 %393, !dbg !55
  %1096 = getelementptr half, ptr addrspace(1) %.pn25591, i64 %393, !dbg !55
  %1097 = getelementptr half, ptr addrspace(1) %.pn23592, i64 %393, !dbg !55
  %1098 = getelementptr half, ptr addrspace(1) %.pn21593, i64 %393, !dbg !55
  %1099 = getelementptr half, ptr addrspace(1) %.pn19594, i64 %393, !dbg !55
  %1100 = getelementptr half, ptr addrspace(1) %.pn17595, i64 %393, !dbg !55
  %1101 = getelementptr half, ptr addrspace(1) %.pn15596, i64 %393, !dbg !55
  %1102 = getelementptr half, ptr addrspace(1) %.pn13597, i64 %393, !dbg !55
  %1103 = getelementptr half, ptr addrspace(1) %.pn11598, i64 %393, !dbg !55
  %1104 = getelementptr half, ptr addrspace(1) %.pn9599, i64 %393, !dbg !55
  %1105 = getelementptr half, ptr addrspace(1) %.pn7600, i64 %393, !dbg !55
  %1106 = getelementptr half, ptr addrspace(1) %.pn5601, i64 %393, !dbg !55
  %1107 = getelementptr half, ptr addrspace(1) %.pn3602, i64 %393, !dbg !55
  %1108 = getelementptr half, ptr addrspace(1) %.pn1603, i64 %393, !dbg !55
  %1109 = getelementptr half, ptr addrspace(1) %.pn127604, i64 %394, !dbg !56
  %1110 = getelementptr half, ptr addrspace(1) %.pn125605, i64 %394, !dbg !56
  %1111 = getelementptr half, ptr addrspace(1) %.pn123606, i64 %394, !dbg !56
  %1112 = getelementptr half, ptr addrspace(1) %.pn121607, i64 %394, !dbg !56
  %1113 = getelementptr half, ptr addrspace(1) %.pn119608, i64 %394, !dbg !56
  %1114 = getelementptr half, ptr addrspace(1) %.pn117609, i64 %394, !dbg !56
  %1115 = getelementptr half, ptr addrspace(1) %.pn115610, i64 %394, !dbg !56
  %1116 = getelementptr half, ptr addrspace(1) %.pn113611, i64 %394, !dbg !56
  %1117 = getelementptr half, ptr addrspace(1) %.pn111612, i64 %394, !dbg !56
  %1118 = getelementptr half, ptr addrspace(1) %.pn109613, i64 %394, !dbg !56
  %1119 = getelementptr half, ptr addrspace(1) %.pn107614, i64 %394, !dbg !56
  %1120 = getelementptr half, ptr addrspace(1) %.pn105615, i64 %394, !dbg !56
  %1121 = getelementptr half, ptr addrspace(1) %.pn103616, i64 %394, !dbg !56
  %1122 = getelementptr half, ptr addrspace(1) %.pn101617, i64 %394, !dbg !56
  %1123 = getelementptr half, ptr addrspace(1) %.pn99618, i64 %394, !dbg !56
  %1124 = getelementptr half, ptr addrspace(1) %.pn97619, i64 %394, !dbg !56
  %1125 = getelementptr half, ptr addrspace(1) %.pn95620, i64 %394, !dbg !56
  %1126 = getelementptr half, ptr addrspace(1) %.pn93621, i64 %394, !dbg !56
  %1127 = getelementptr half, ptr addrspace(1) %.pn91622, i64 %394, !dbg !56
  %1128 = getelementptr half, ptr addrspace(1) %.pn89623, i64 %394, !dbg !56
  %1129 = getelementptr half, ptr addrspace(1) %.pn87624, i64 %394, !dbg !56
  %1130 = getelementptr half, ptr addrspace(1) %.pn85625, i64 %394, !dbg !56
  %1131 = getelementptr half, ptr addrspace(1) %.pn83626, i64 %394, !dbg !56
  %1132 = getelementptr half, ptr addrspace(1) %.pn81627, i64 %394, !dbg !56
  %1133 = getelementptr half, ptr addrspace(1) %.pn79628, i64 %394, !dbg !56
  %1134 = getelementptr half, ptr addrspace(1) %.pn77629, i64 %394, !dbg !56
  %1135 = getelementptr half, ptr addrspace(1) %.pn75630, i64 %394, !dbg !56
  %1136 = getelementptr half, ptr addrspace(1) %.pn73631, i64 %394, !dbg !56
  %1137 = getelementptr half, ptr addrspace(1) %.pn71632, i64 %394, !dbg !56
  %1138 = getelementptr half, ptr addrspace(1) %.pn69633, i64 %394, !dbg !56
  %1139 = getelementptr half, ptr addrspace(1) %.pn67634, i64 %394, !dbg !56
  %1140 = getelementptr half, ptr addrspace(1) %.pn65635, i64 %394, !dbg !56
  %1141 = add nuw nsw i32 %524, 1, !dbg !34
  %exitcond.not = icmp eq i32 %1141, %37, !dbg !34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %395, !dbg !34

._crit_edge.loopexit:                             ; preds = %395
  %1142 = insertelement <128 x float> poison, float %949, i64 0, !dbg !57
  %1143 = insertelement <128 x float> %1142, float %950, i64 1, !dbg !57
  %1144 = insertelement <128 x float> %1143, float %951, i64 2, !dbg !57
  %1145 = insertelement <128 x float> %1144, float %952, i64 3, !dbg !57
  %1146 = insertelement <128 x float> %1145, float %1013, i64 4, !dbg !57
  %1147 = insertelement <128 x float> %1146, float %1014, i64 5, !dbg !57
  %1148 = insertelement <128 x float> %1147, float %1015, i64 6, !dbg !57
  %1149 = insertelement <128 x float> %1148, float %1016, i64 7, !dbg !57
  %1150 = insertelement <128 x float> %1149, float %953, i64 8, !dbg !57
  %1151 = insertelement <128 x float> %1150, float %954, i64 9, !dbg !57
  %1152 = insertelement <128 x float> %1151, float %955, i64 10, !dbg !57
  %1153 = insertelement <128 x float> %1152, float %956, i64 11, !dbg !57
  %1154 = insertelement <128 x float> %1153, float %1017, i64 12, !dbg !57
  %1155 = insertelement <128 x float> %1154, float %1018, i64 13, !dbg !57
  %1156 = insertelement <128 x float> %1155, float %1019, i64 14, !dbg !57
  %1157 = insertelement <128 x float> %1156, float %1020, i64 15, !dbg !57
  %1158 = insertelement <128 x float> %1157, float %957, i64 16, !dbg !57
  %1159 = insertelement <128 x float> %1158, float %958, i64 17, !dbg !57
  %1160 = insertelement <128 x float> %1159, float %959, i64 18, !dbg !57
  %1161 = insertelement <128 x float> %1160, float %960, i64 19, !dbg !57
  %1162 = insertelement <128 x float> %1161, float %1021, i64 20, !dbg !57
  %1163 = insertelement <128 x float> %1162, float %1022, i64 21, !dbg !57
  %1164 = insertelement <128 x float> %1163, float %1023, i64 22, !dbg !57
  %1165 = insertelement <128 x float> %1164, float %1024, i64 23, !dbg !57
  %1166 = insertelement <128 x float> %1165, float %961, i64 24, !dbg !57
  %1167 = insertelement <128 x float> %1166, float %962, i64 25, !dbg !57
  %1168 = insertelement <128 x float> %1167, float %963, i64 26, !dbg !57
  %1169 = insertelement <128 x float> %1168, float %964, i64 27, !dbg !57
  %1170 = insertelement <128 x float> %1169, float %1025, i64 28, !dbg !57
  %1171 = insertelement <128 x float> %1170, float %1026, i64 29, !dbg !57
  %1172 = insertelement <128 x float> %1171, float %1027, i64 30, !dbg !57
  %1173 = insertelement <128 x float> %1172, float %1028, i64 31, !dbg !57
  %1174 = insertelement <128 x float> %1173, float %965, i64 32, !dbg !57
  %1175 = insertelement <128 x float> %1174, float %966, i64 33, !dbg !57
  %1176 = insertelement <128 x float> %1175, float %967, i64 34, !dbg !57
  %1177 = insertelement <128 x float> %1176, float %968, i64 35, !dbg !57
  %1178 = insertelement <128 x float> %1177, float %1029, i64 36, !dbg !57
  %1179 = insertelement <128 x float> %1178, float %1030, i64 37, !dbg !57
  %1180 = insertelement <128 x float> %1179, float %1031, i64 38, !dbg !57
  %1181 = insertelement <128 x float> %1180, float %1032, i64 39, !dbg !57
  %1182 = insertelement <128 x float> %1181, float %969, i64 40, !dbg !57
  %1183 = insertelement <128 x float> %1182, float %970, i64 41, !dbg !57
  %1184 = insertelement <128 x float> %1183, float %971, i64 42, !dbg !57
  %1185 = insertelement <128 x float> %1184, float %972, i64 43, !dbg !57
  %1186 = insertelement <128 x float> %1185, float %1033, i64 44, !dbg !57
  %1187 = insertelement <128 x float> %1186, float %1034, i64 45, !dbg !57
  %1188 = insertelement <128 x float> %1187, float %1035, i64 46, !dbg !57
  %1189 = insertelement <128 x float> %1188, float %1036, i64 47, !dbg !57
  %1190 = insertelement <128 x float> %1189, float %973, i64 48, !dbg !57
  %1191 = insertelement <128 x float> %1190, float %974, i64 49, !dbg !57
  %1192 = insertelement <128 x float> %1191, float %975, i64 50, !dbg !57
  %1193 = insertelement <128 x float> %1192, float %976, i64 51, !dbg !57
  %1194 = insertelement <128 x float> %1193, float %1037, i64 52, !dbg !57
  %1195 = insertelement <128 x float> %1194, float %1038, i64 53, !dbg !57
  %1196 = insertelement <128 x float> %1195, float %1039, i64 54, !dbg !57
  %1197 = insertelement <128 x float> %1196, float %1040, i64 55, !dbg !57
  %1198 = insertelement <128 x float> %1197, float %977, i64 56, !dbg !57
  %1199 = insertelement <128 x float> %1198, float %978, i64 57, !dbg !57
  %1200 = insertelement <128 x float> %1199, float %979, i64 58, !dbg !57
  %1201 = insertelement <128 x float> %1200, float %980, i64 59, !dbg !57
  %1202 = insertelement <128 x float> %1201, float %1041, i64 60, !dbg !57
  %1203 = insertelement <128 x float> %1202, float %1042, i64 61, !dbg !57
  %1204 = insertelement <128 x float> %1203, float %1043, i64 62, !dbg !57
  %1205 = insertelement <128 x float> %1204, float %1044, i64 63, !dbg !57
  %1206 = insertelement <128 x float> %1205, float %981, i64 64, !dbg !57
  %1207 = insertelement <128 x float> %1206, float %982, i64 65, !dbg !57
  %1208 = insertelement <128 x float> %1207, float %983, i64 66, !dbg !57
  %1209 = insertelement <128 x float> %1208, float %984, i64 67, !dbg !57
  %1210 = insertelement <128 x float> %1209, float %1045, i64 68, !dbg !57
  %1211 = insertelement <128 x float> %1210, float %1046, i64 69, !dbg !57
  %1212 = insertelement <128 x float> %1211, float %1047, i64 70, !dbg !57
  %1213 = insertelement <128 x float> %1212, float %1048, i64 71, !dbg !57
  %1214 = insertelement <128 x float> %1213, float %985, i64 72, !dbg !57
  %1215 = insertelement <128 x float> %1214, float %986, i64 73, !dbg !57
  %1216 = insertelement <128 x float> %1215, float %987, i64 74, !dbg !57
  %1217 = insertelement <128 x float> %1216, float %988, i64 75, !dbg !57
  %1218 = insertelement <128 x float> %1217, float %1049, i64 76, !dbg !57
  %1219 = insertelement <128 x float> %1218, float %1050, i64 77, !dbg !57
  %1220 = insertelement <128 x float> %1219, float %1051, i64 78, !dbg !57
  %1221 = insertelement <128 x float> %1220, float %1052, i64 79, !dbg !57
  %1222 = insertelement <128 x float> %1221, float %989, i64 80, !dbg !57
  %1223 = insertelement <128 x float> %1222, float %990, i64 81, !dbg !57
  %1224 = insertelement <128 x float> %1223, float %991, i64 82, !dbg !57
  %1225 = insertelement <128 x float> %1224, float %992, i64 83, !dbg !57
  %1226 = insertelement <128 x float> %1225, float %1053, i64 84, !dbg !57
  %1227 = insertelement <128 x float> %1226, float %1054, i64 85, !dbg !57
  %1228 = insertelement <128 x float> %1227, float %1055, i64 86, !dbg !57
  %1229 = insertelement <128 x float> %1228, float %1056, i64 87, !dbg !57
  %1230 = insertelement <128 x float> %1229, float %993, i64 88, !dbg !57
  %1231 = insertelement <128 x float> %1230, float %994, i64 89, !dbg !57
  %1232 = insertelement <128 x float> %1231, float %995, i64 90, !dbg !57
  %1233 = insertelement <128 x float> %1232, float %996, i64 91, !dbg !57
  %1234 = insertelement <128 x float> %1233, float %1057, i64 92, !dbg !57
  %1235 = insertelement <128 x float> %1234, float %1058, i64 93, !dbg !57
  %1236 = insertelement <128 x float> %1235, float %1059, i64 94, !dbg !57
  %1237 = insertelement <128 x float> %1236, float %1060, i64 95, !dbg !57
  %1238 = insertelement <128 x float> %1237, float %997, i64 96, !dbg !57
  %1239 = insertelement <128 x float> %1238, float %998, i64 97, !dbg !57
  %1240 = insertelement <128 x float> %1239, float %999, i64 98, !dbg !57
  %1241 = insertelement <128 x float> %1240, float %1000, i64 99, !dbg !57
  %1242 = insertelement <128 x float> %1241, float %1061, i64 100, !dbg !57
  %1243 = insertelement <128 x float> %1242, float %1062, i64 101, !dbg !57
  %1244 = insertelement <128 x float> %1243, float %1063, i64 102, !dbg !57
  %1245 = insertelement <128 x float> %1244, float %1064, i64 103, !dbg !57
  %1246 = insertelement <128 x float> %1245, float %1001, i64 104, !dbg !57
  %1247 = insertelement <128 x float> %1246, float %1002, i64 105, !dbg !57
  %1248 = insertelement <128 x float> %1247, float %1003, i64 106, !dbg !57
  %1249 = insertelement <128 x float> %1248, float %1004, i64 107, !dbg !57
  %1250 = insertelement <128 x float> %1249, float %1065, i64 108, !dbg !57
  %1251 = insertelement <128 x float> %1250, float %1066, i64 109, !dbg !57
  %1252 = insertelement <128 x float> %1251, float %1067, i64 110, !dbg !57
  %1253 = insertelement <128 x float> %1252, float %1068, i64 111, !dbg !57
  %1254 = insertelement <128 x float> %1253, float %1005, i64 112, !dbg !57
  %1255 = insertelement <128 x float> %1254, float %1006, i64 113, !dbg !57
  %1256 = insertelement <128 x float> %1255, float %1007, i64 114, !dbg !57
  %1257 = insertelement <128 x float> %1256, float %1008, i64 115, !dbg !57
  %1258 = insertelement <128 x float> %1257, float %1069, i64 116, !dbg !57
  %1259 = insertelement <128 x float> %1258, float %1070, i64 117, !dbg !57
  %1260 = insertelement <128 x float> %1259, float %1071, i64 118, !dbg !57
  %1261 = insertelement <128 x float> %1260, float %1072, i64 119, !dbg !57
  %1262 = insertelement <128 x float> %1261, float %1009, i64 120, !dbg !57
  %1263 = insertelement <128 x float> %1262, float %1010, i64 121, !dbg !57
  %1264 = insertelement <128 x float> %1263, float %1011, i64 122, !dbg !57
  %1265 = insertelement <128 x float> %1264, float %1012, i64 123, !dbg !57
  %1266 = insertelement <128 x float> %1265, float %1073, i64 124, !dbg !57
  %1267 = insertelement <128 x float> %1266, float %1074, i64 125, !dbg !57
  %1268 = insertelement <128 x float> %1267, float %1075, i64 126, !dbg !57
  %1269 = insertelement <128 x float> %1268, float %1076, i64 127, !dbg !57
  %1270 = fptrunc <128 x float> %1269 to <128 x half>, !dbg !57
  %1271 = bitcast <128 x half> %1270 to <64 x i32>, !dbg !58
  br label %._crit_edge, !dbg !39

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc890 = phi <64 x i32> [ zeroinitializer, %14 ], [ %1271, %._crit_edge.loopexit ], !dbg !59
  %1272 = or disjoint i32 %34, 127, !dbg !39
  %1273 = or disjoint i32 %34, 126, !dbg !39
  %1274 = or disjoint i32 %34, 125, !dbg !39
  %1275 = or disjoint i32 %34, 124, !dbg !39
  %1276 = or disjoint i32 %34, 123, !dbg !39
  %1277 = or disjoint i32 %34, 122, !dbg !39
  %1278 = or disjoint i32 %34, 121, !dbg !39
  %1279 = or disjoint i32 %34, 120, !dbg !39
  %1280 = or disjoint i32 %34, 119, !dbg !39
  %1281 = or disjoint i32 %34, 118, !dbg !39
  %1282 = or disjoint i32 %34, 117, !dbg !39
  %1283 = or disjoint i32 %34, 116, !dbg !39
  %1284 = or disjoint i32 %34, 115, !dbg !39
  %1285 = or disjoint i32 %34, 114, !dbg !39
  %1286 = or disjoint i32 %34, 113, !dbg !39
  %1287 = or disjoint i32 %34, 112, !dbg !39
  %1288 = or disjoint i32 %34, 111, !dbg !39
  %1289 = or disjoint i32 %34, 110, !dbg !39
  %1290 = or disjoint i32 %34, 109, !dbg !39
  %1291 = or disjoint i32 %34, 108, !dbg !39
  %1292 = or disjoint i32 %34, 107, !dbg !39
  %1293 = or disjoint i32 %34, 106, !dbg !39
  %1294 = or disjoint i32 %34, 105, !dbg !39
  %1295 = or disjoint i32 %34, 104, !dbg !39
  %1296 = or disjoint i32 %34, 103, !dbg !39
  %1297 = or disjoint i32 %34, 102, !dbg !39
  %1298 = or disjoint i32 %34, 101, !dbg !39
  %1299 = or disjoint i32 %34, 100, !dbg !39
  %1300 = or disjoint i32 %34, 99, !dbg !39
  %1301 = or disjoint i32 %34, 98, !dbg !39
  %1302 = or disjoint i32 %34, 97, !dbg !39
  %1303 = or disjoint i32 %34, 96, !dbg !39
  %1304 = or disjoint i32 %34, 95, !dbg !39
  %1305 = or disjoint i32 %34, 94, !dbg !39
  %1306 = or disjoint i32 %34, 93, !dbg !39
  %1307 = or disjoint i32 %34, 92, !dbg !39
  %1308 = or disjoint i32 %34, 91, !dbg !39
  %1309 = or disjoint i32 %34, 90, !dbg !39
  %1310 = or disjoint i32 %34, 89, !dbg !39
  %1311 = or disjoint i32 %34, 88, !dbg !39
  %1312 = or disjoint i32 %34, 87, !dbg !39
  %1313 = or disjoint i32 %34, 86, !dbg !39
  %1314 = or disjoint i32 %34, 85, !dbg !39
  %1315 = or disjoint i32 %34, 84, !dbg !39
  %1316 = or disjoint i32 %34, 83, !dbg !39
  %1317 = or disjoint i32 %34, 82, !dbg !39
  %1318 = or disjoint i32 %34, 81, !dbg !39
  %1319 = or disjoint i32 %34, 80, !dbg !39
  %1320 = or disjoint i32 %34, 79, !dbg !39
  %1321 = or disjoint i32 %34, 78, !dbg !39
  %1322 = or disjoint i32 %34, 77, !dbg !39
  %1323 = or disjoint i32 %34, 76, !dbg !39
  %1324 = or disjoint i32 %34, 75, !dbg !39
  %1325 = or disjoint i32 %34, 74, !dbg !39
  %1326 = or disjoint i32 %34, 73, !dbg !39
  %1327 = or disjoint i32 %34, 72, !dbg !39
  %1328 = or disjoint i32 %34, 71, !dbg !39
  %1329 = or disjoint i32 %34, 70, !dbg !39
  %1330 = or disjoint i32 %34, 69, !dbg !39
  %1331 = or disjoint i32 %34, 68, !dbg !39
  %1332 = or disjoint i32 %34, 67, !dbg !39
  %1333 = or disjoint i32 %34, 66, !dbg !39
  %1334 = or disjoint i32 %34, 65, !dbg !39
  %1335 = or disjoint i32 %34, 64, !dbg !39
  %1336 = or disjoint i32 %34, 63, !dbg !39
  %1337 = or disjoint i32 %34, 62, !dbg !39
  %1338 = or disjoint i32 %34, 61, !dbg !39
  %1339 = or disjoint i32 %34, 60, !dbg !39
  %1340 = or disjoint i32 %34, 59, !dbg !39
  %1341 = or disjoint i32 %34, 58, !dbg !39
  %1342 = or disjoint i32 %34, 57, !dbg !39
  %1343 = or disjoint i32 %34, 56, !dbg !39
  %1344 = or disjoint i32 %34, 55, !dbg !39
  %1345 = or disjoint i32 %34, 54, !dbg !39
  %1346 = or disjoint i32 %34, 53, !dbg !39
  %1347 = or disjoint i32 %34, 52, !dbg !39
  %1348 = or disjoint i32 %34, 51, !dbg !39
  %1349 = or disjoint i32 %34, 50, !dbg !39
  %1350 = or disjoint i32 %34, 49, !dbg !39
  %1351 = or disjoint i32 %34, 48, !dbg !39
  %1352 = or disjoint i32 %34, 47, !dbg !39
  %1353 = or disjoint i32 %34, 46, !dbg !39
  %1354 = or disjoint i32 %34, 45, !dbg !39
  %1355 = or disjoint i32 %34, 44, !dbg !39
  %1356 = or disjoint i32 %34, 43, !dbg !39
  %1357 = or disjoint i32 %34, 42, !dbg !39
  %1358 = or disjoint i32 %34, 41, !dbg !39
  %1359 = or disjoint i32 %34, 40, !dbg !39
  %1360 = or disjoint i32 %34, 39, !dbg !39
  %1361 = or disjoint i32 %34, 38, !dbg !39
  %1362 = or disjoint i32 %34, 37, !dbg !39
  %1363 = or disjoint i32 %34, 36, !dbg !39
  %1364 = or disjoint i32 %34, 35, !dbg !39
  %1365 = or disjoint i32 %34, 34, !dbg !39
  %1366 = or disjoint i32 %34, 33, !dbg !39
  %1367 = or disjoint i32 %34, 32, !dbg !39
  %1368 = or disjoint i32 %34, 31, !dbg !39
  %1369 = or disjoint i32 %34, 30, !dbg !39
  %1370 = or disjoint i32 %34, 29, !dbg !39
  %1371 = or disjoint i32 %34, 28, !dbg !39
  %1372 = or disjoint i32 %34, 27, !dbg !39
  %1373 = or disjoint i32 %34, 26, !dbg !39
  %1374 = or disjoint i32 %34, 25, !dbg !39
  %1375 = or disjoint i32 %34, 24, !dbg !39
  %1376 = or disjoint i32 %34, 23, !dbg !39
  %1377 = or disjoint i32 %34, 22, !dbg !39
  %1378 = or disjoint i32 %34, 21, !dbg !39
  %1379 = or disjoint i32 %34, 20, !dbg !39
  %1380 = or disjoint i32 %34, 19, !dbg !39
  %1381 = or disjoint i32 %34, 18, !dbg !39
  %1382 = or disjoint i32 %34, 17, !dbg !39
  %1383 = or disjoint i32 %34, 16, !dbg !39
  %1384 = or disjoint i32 %34, 15, !dbg !39
  %1385 = or disjoint i32 %34, 14, !dbg !39
  %1386 = or disjoint i32 %34, 13, !dbg !39
  %1387 = or disjoint i32 %34, 12, !dbg !39
  %1388 = or disjoint i32 %34, 11, !dbg !39
  %1389 = or disjoint i32 %34, 10, !dbg !39
  %1390 = or disjoint i32 %34, 9, !dbg !39
  %1391 = or disjoint i32 %34, 8, !dbg !39
  %1392 = or disjoint i32 %34, 7, !dbg !39
  %1393 = or disjoint i32 %34, 6, !dbg !39
  %1394 = or disjoint i32 %34, 5, !dbg !39
  %1395 = or disjoint i32 %34, 4, !dbg !39
  %1396 = or disjoint i32 %34, 3, !dbg !39
  %1397 = or disjoint i32 %34, 2, !dbg !39
  %1398 = or disjoint i32 %34, 1, !dbg !39
  %1399 = mul i32 %33, %10, !dbg !60
  %1400 = sext i32 %1399 to i64, !dbg !61
  %1401 = getelementptr half, ptr addrspace(1) %2, i64 %1400, !dbg !61
  %1402 = mul i32 %34, %11, !dbg !62
  %1403 = mul i32 %1398, %11, !dbg !62
  %1404 = mul i32 %1397, %11, !dbg !62
  %1405 = mul i32 %1396, %11, !dbg !62
  %1406 = mul i32 %1395, %11, !dbg !62
  %1407 = mul i32 %1394, %11, !dbg !62
  %1408 = mul i32 %1393, %11, !dbg !62
  %1409 = mul i32 %1392, %11, !dbg !62
  %1410 = mul i32 %1391, %11, !dbg !62
  %1411 = mul i32 %1390, %11, !dbg !62
  %1412 = mul i32 %1389, %11, !dbg !62
  %1413 = mul i32 %1388, %11, !dbg !62
  %1414 = mul i32 %1387, %11, !dbg !62
  %1415 = mul i32 %1386, %11, !dbg !62
  %1416 = mul i32 %1385, %11, !dbg !62
  %1417 = mul i32 %1384, %11, !dbg !62
  %1418 = mul i32 %1383, %11, !dbg !62
  %1419 = mul i32 %1382, %11, !dbg !62
  %1420 = mul i32 %1381, %11, !dbg !62
  %1421 = mul i32 %1380, %11, !dbg !62
  %1422 = mul i32 %1379, %11, !dbg !62
  %1423 = mul i32 %1378, %11, !dbg !62
  %1424 = mul i32 %1377, %11, !dbg !62
  %1425 = mul i32 %1376, %11, !dbg !62
  %1426 = mul i32 %1375, %11, !dbg !62
  %1427 = mul i32 %1374, %11, !dbg !62
  %1428 = mul i32 %1373, %11, !dbg !62
  %1429 = mul i32 %1372, %11, !dbg !62
  %1430 = mul i32 %1371, %11, !dbg !62
  %1431 = mul i32 %1370, %11, !dbg !62
  %1432 = mul i32 %1369, %11, !dbg !62
  %1433 = mul i32 %1368, %11, !dbg !62
  %1434 = mul i32 %1367, %11, !dbg !62
  %1435 = mul i32 %1366, %11, !dbg !62
  %1436 = mul i32 %1365, %11, !dbg !62
  %1437 = mul i32 %1364, %11, !dbg !62
  %1438 = mul i32 %1363, %11, !dbg !62
  %1439 = mul i32 %1362, %11, !dbg !62
  %1440 = mul i32 %1361, %11, !dbg !62
  %1441 = mul i32 %1360, %11, !dbg !62
  %1442 = mul i32 %1359, %11, !dbg !62
  %1443 = mul i32 %1358, %11, !dbg !62
  %1444 = mul i32 %1357, %11, !dbg !62
  %1445 = mul i32 %1356, %11, !dbg !62
  %1446 = mul i32 %1355, %11, !dbg !62
  %1447 = mul i32 %1354, %11, !dbg !62
  %1448 = mul i32 %1353, %11, !dbg !62
  %1449 = mul i32 %1352, %11, !dbg !62
  %1450 = mul i32 %1351, %11, !dbg !62
  %1451 = mul i32 %1350, %11, !dbg !62
  %1452 = mul i32 %1349, %11, !dbg !62
  %1453 = mul i32 %1348, %11, !dbg !62
  %1454 = mul i32 %1347, %11, !dbg !62
  %1455 = mul i32 %1346, %11, !dbg !62
  %1456 = mul i32 %1345, %11, !dbg !62
  %1457 = mul i32 %1344, %11, !dbg !62
  %1458 = mul i32 %1343, %11, !dbg !62
  %1459 = mul i32 %1342, %11, !dbg !62
  %1460 = mul i32 %1341, %11, !dbg !62
  %1461 = mul i32 %1340, %11, !dbg !62
  %1462 = mul i32 %1339, %11, !dbg !62
  %1463 = mul i32 %1338, %11, !dbg !62
  %1464 = mul i32 %1337, %11, !dbg !62
  %1465 = mul i32 %1336, %11, !dbg !62
  %1466 = mul i32 %1335, %11, !dbg !62
  %1467 = mul i32 %1334, %11, !dbg !62
  %1468 = mul i32 %1333, %11, !dbg !62
  %1469 = mul i32 %1332, %11, !dbg !62
  %1470 = mul i32 %1331, %11, !dbg !62
  %1471 = mul i32 %1330, %11, !dbg !62
  %1472 = mul i32 %1329, %11, !dbg !62
  %1473 = mul i32 %1328, %11, !dbg !62
  %1474 = mul i32 %1327, %11, !dbg !62
  %1475 = mul i32 %1326, %11, !dbg !62
  %1476 = mul i32 %1325, %11, !dbg !62
  %1477 = mul i32 %1324, %11, !dbg !62
  %1478 = mul i32 %1323, %11, !dbg !62
  %1479 = mul i32 %1322, %11, !dbg !62
  %1480 = mul i32 %1321, %11, !dbg !62
  %1481 = mul i32 %1320, %11, !dbg !62
  %1482 = mul i32 %1319, %11, !dbg !62
  %1483 = mul i32 %1318, %11, !dbg !62
  %1484 = mul i32 %1317, %11, !dbg !62
  %1485 = mul i32 %1316, %11, !dbg !62
  %1486 = mul i32 %1315, %11, !dbg !62
  %1487 = mul i32 %1314, %11, !dbg !62
  %1488 = mul i32 %1313, %11, !dbg !62
  %1489 = mul i32 %1312, %11, !dbg !62
  %1490 = mul i32 %1311, %11, !dbg !62
  %1491 = mul i32 %1310, %11, !dbg !62
  %1492 = mul i32 %1309, %11, !dbg !62
  %1493 = mul i32 %1308, %11, !dbg !62
  %1494 = mul i32 %1307, %11, !dbg !62
  %1495 = mul i32 %1306, %11, !dbg !62
  %1496 = mul i32 %1305, %11, !dbg !62
  %1497 = mul i32 %1304, %11, !dbg !62
  %1498 = mul i32 %1303, %11, !dbg !62
  %1499 = mul i32 %1302, %11, !dbg !62
  %1500 = mul i32 %1301, %11, !dbg !62
  %1501 = mul i32 %1300, %11, !dbg !62
  %1502 = mul i32 %1299, %11, !dbg !62
  %1503 = mul i32 %1298, %11, !dbg !62
  %1504 = mul i32 %1297, %11, !dbg !62
  %1505 = mul i32 %1296, %11, !dbg !62
  %1506 = mul i32 %1295, %11, !dbg !62
  %1507 = mul i32 %1294, %11, !dbg !62
  %1508 = mul i32 %1293, %11, !dbg !62
  %1509 = mul i32 %1292, %11, !dbg !62
  %1510 = mul i32 %1291, %11, !dbg !62
  %1511 = mul i32 %1290, %11, !dbg !62
  %1512 = mul i32 %1289, %11, !dbg !62
  %1513 = mul i32 %1288, %11, !dbg !62
  %1514 = mul i32 %1287, %11, !dbg !62
  %1515 = mul i32 %1286, %11, !dbg !62
  %1516 = mul i32 %1285, %11, !dbg !62
  %1517 = mul i32 %1284, %11, !dbg !62
  %1518 = mul i32 %1283, %11, !dbg !62
  %1519 = mul i32 %1282, %11, !dbg !62
  %1520 = mul i32 %1281, %11, !dbg !62
  %1521 = mul i32 %1280, %11, !dbg !62
  %1522 = mul i32 %1279, %11, !dbg !62
  %1523 = mul i32 %1278, %11, !dbg !62
  %1524 = mul i32 %1277, %11, !dbg !62
  %1525 = mul i32 %1276, %11, !dbg !62
  %1526 = mul i32 %1275, %11, !dbg !62
  %1527 = mul i32 %1274, %11, !dbg !62
  %1528 = mul i32 %1273, %11, !dbg !62
  %1529 = mul i32 %1272, %11, !dbg !62
  %1530 = sext i32 %1402 to i64, !dbg !63
  %1531 = getelementptr half, ptr addrspace(1) %1401, i64 %1530, !dbg !63
  %1532 = sext i32 %1403 to i64, !dbg !63
  %1533 = getelementptr half, ptr addrspace(1) %1401, i64 %1532, !dbg !63
  %1534 = sext i32 %1404 to i64, !dbg !63
  %1535 = getelementptr half, ptr addrspace(1) %1401, i64 %1534, !dbg !63
  %1536 = sext i32 %1405 to i64, !dbg !63
  %1537 = getelementptr half, ptr addrspace(1) %1401, i64 %1536, !dbg !63
  %1538 = sext i32 %1406 to i64, !dbg !63
  %1539 = getelementptr half, ptr addrspace(1) %1401, i64 %1538, !dbg !63
  %1540 = sext i32 %1407 to i64, !dbg !63
  %1541 = getelementptr half, ptr addrspace(1) %1401, i64 %1540, !dbg !63
  %1542 = sext i32 %1408 to i64, !dbg !63
  %1543 = getelementptr half, ptr addrspace(1) %1401, i64 %1542, !dbg !63
  %1544 = sext i32 %1409 to i64, !dbg !63
  %1545 = getelementptr half, ptr addrspace(1) %1401, i64 %1544, !dbg !63
  %1546 = sext i32 %1410 to i64, !dbg !63
  %1547 = getelementptr half, ptr addrspace(1) %1401, i64 %1546, !dbg !63
  %1548 = sext i32 %1411 to i64, !dbg !63
  %1549 = getelementptr half, ptr addrspace(1) %1401, i64 %1548, !dbg !63
  %1550 = sext i32 %1412 to i64, !dbg !63
  %1551 = getelementptr half, ptr addrspace(1) %1401, i64 %1550, !dbg !63
  %1552 = sext i32 %1413 to i64, !dbg !63
  %1553 = getelementptr half, ptr addrspace(1) %1401, i64 %1552, !dbg !63
  %1554 = sext i32 %1414 to i64, !dbg !63
  %1555 = getelementptr half, ptr addrspace(1) %1401, i64 %1554, !dbg !63
  %1556 = sext i32 %1415 to i64, !dbg !63
  %1557 = getelementptr half, ptr addrspace(1) %1401, i64 %1556, !dbg !63
  %1558 = sext i32 %1416 to i64, !dbg !63
  %1559 = getelementptr half, ptr addrspace(1) %1401, i64 %1558, !dbg !63
  %1560 = sext i32 %1417 to i64, !dbg !63
  %1561 = getelementptr half, ptr addrspace(1) %1401, i64 %1560, !dbg !63
  %1562 = sext i32 %1418 to i64, !dbg !63
  %1563 = getelementptr half, ptr addrspace(1) %1401, i64 %1562, !dbg !63
  %1564 = sext i32 %1419 to i64, !dbg !63
  %1565 = getelementptr half, ptr addrspace(1) %1401, i64 %1564, !dbg !63
  %1566 = sext i32 %1420 to i64, !dbg !63
  %1567 = getelementptr half, ptr addrspace(1) %1401, i64 %1566, !dbg !63
  %1568 = sext i32 %1421 to i64, !dbg !63
  %1569 = getelementptr half, ptr addrspace(1) %1401, i64 %1568, !dbg !63
  %1570 = sext i32 %1422 to i64, !dbg !63
  %1571 = getelementptr half, ptr addrspace(1) %1401, i64 %1570, !dbg !63
  %1572 = sext i32 %1423 to i64, !dbg !63
  %1573 = getelementptr half, ptr addrspace(1) %1401, i64 %1572, !dbg !63
  %1574 = sext i32 %1424 to i64, !dbg !63
  %1575 = getelementptr half, ptr addrspace(1) %1401, i64 %1574, !dbg !63
  %1576 = sext i32 %1425 to i64, !dbg !63
  %1577 = getelementptr half, ptr addrspace(1) %1401, i64 %1576, !dbg !63
  %1578 = sext i32 %1426 to i64, !dbg !63
  %1579 = getelementptr half, ptr addrspace(1) %1401, i64 %1578, !dbg !63
  %1580 = sext i32 %1427 to i64, !dbg !63
  %1581 = getelementptr half, ptr addrspace(1) %1401, i64 %1580, !dbg !63
  %1582 = sext i32 %1428 to i64, !dbg !63
  %1583 = getelementptr half, ptr addrspace(1) %1401, i64 %1582, !dbg !63
  %1584 = sext i32 %1429 to i64, !dbg !63
  %1585 = getelementptr half, ptr addrspace(1) %1401, i64 %1584, !dbg !63
  %1586 = sext i32 %1430 to i64, !dbg !63
  %1587 = getelementptr half, ptr addrspace(1) %1401, i64 %1586, !dbg !63
  %1588 = sext i32 %1431 to i64, !dbg !63
  %1589 = getelementptr half, ptr addrspace(1) %1401, i64 %1588, !dbg !63
  %1590 = sext i32 %1432 to i64, !dbg !63
  %1591 = getelementptr half, ptr addrspace(1) %1401, i64 %1590, !dbg !63
  %1592 = sext i32 %1433 to i64, !dbg !63
  %1593 = getelementptr half, ptr addrspace(1) %1401, i64 %1592, !dbg !63
  %1594 = sext i32 %1434 to i64, !dbg !63
  %1595 = getelementptr half, ptr addrspace(1) %1401, i64 %1594, !dbg !63
  %1596 = sext i32 %1435 to i64, !dbg !63
  %1597 = getelementptr half, ptr addrspace(1) %1401, i64 %1596, !dbg !63
  %1598 = sext i32 %1436 to i64, !dbg !63
  %1599 = getelementptr half, ptr addrspace(1) %1401, i64 %1598, !dbg !63
  %1600 = sext i32 %1437 to i64, !dbg !63
  %1601 = getelementptr half, ptr addrspace(1) %1401, i64 %1600, !dbg !63
  %1602 = sext i32 %1438 to i64, !dbg !63
  %1603 = getelementptr half, ptr addrspace(1) %1401, i64 %1602, !dbg !63
  %1604 = sext i32 %1439 to i64, !dbg !63
  %1605 = getelementptr half, ptr addrspace(1) %1401, i64 %1604, !dbg !63
  %1606 = sext i32 %1440 to i64, !dbg !63
  %1607 = getelementptr half, ptr addrspace(1) %1401, i64 %1606, !dbg !63
  %1608 = sext i32 %1441 to i64, !dbg !63
  %1609 = getelementptr half, ptr addrspace(1) %1401, i64 %1608, !dbg !63
  %1610 = sext i32 %1442 to i64, !dbg !63
  %1611 = getelementptr half, ptr addrspace(1) %1401, i64 %1610, !dbg !63
  %1612 = sext i32 %1443 to i64, !dbg !63
  %1613 = getelementptr half, ptr addrspace(1) %1401, i64 %1612, !dbg !63
  %1614 = sext i32 %1444 to i64, !dbg !63
  %1615 = getelementptr half, ptr addrspace(1) %1401, i64 %1614, !dbg !63
  %1616 = sext i32 %1445 to i64, !dbg !63
  %1617 = getelementptr half, ptr addrspace(1) %1401, i64 %1616, !dbg !63
  %1618 = sext i32 %1446 to i64, !dbg !63
  %1619 = getelementptr half, ptr addrspace(1) %1401, i64 %1618, !dbg !63
  %1620 = sext i32 %1447 to i64, !dbg !63
  %1621 = getelementptr half, ptr addrspace(1) %1401, i64 %1620, !dbg !63
  %1622 = sext i32 %1448 to i64, !dbg !63
  %1623 = getelementptr half, ptr addrspace(1) %1401, i64 %1622, !dbg !63
  %1624 = sext i32 %1449 to i64, !dbg !63
  %1625 = getelementptr half, ptr addrspace(1) %1401, i64 %1624, !dbg !63
  %1626 = sext i32 %1450 to i64, !dbg !63
  %1627 = getelementptr half, ptr addrspace(1) %1401, i64 %1626, !dbg !63
  %1628 = sext i32 %1451 to i64, !dbg !63
  %1629 = getelementptr half, ptr addrspace(1) %1401, i64 %1628, !dbg !63
  %1630 = sext i32 %1452 to i64, !dbg !63
  %1631 = getelementptr half, ptr addrspace(1) %1401, i64 %1630, !dbg !63
  %1632 = sext i32 %1453 to i64, !dbg !63
  %1633 = getelementptr half, ptr addrspace(1) %1401, i64 %1632, !dbg !63
  %1634 = sext i32 %1454 to i64, !dbg !63
  %1635 = getelementptr half, ptr addrspace(1) %1401, i64 %1634, !dbg !63
  %1636 = sext i32 %1455 to i64, !dbg !63
  %1637 = getelementptr half, ptr addrspace(1) %1401, i64 %1636, !dbg !63
  %1638 = sext i32 %1456 to i64, !dbg !63
  %1639 = getelementptr half, ptr addrspace(1) %1401, i64 %1638, !dbg !63
  %1640 = sext i32 %1457 to i64, !dbg !63
  %1641 = getelementptr half, ptr addrspace(1) %1401, i64 %1640, !dbg !63
  %1642 = sext i32 %1458 to i64, !dbg !63
  %1643 = getelementptr half, ptr addrspace(1) %1401, i64 %1642, !dbg !63
  %1644 = sext i32 %1459 to i64, !dbg !63
  %1645 = getelementptr half, ptr addrspace(1) %1401, i64 %1644, !dbg !63
  %1646 = sext i32 %1460 to i64, !dbg !63
  %1647 = getelementptr half, ptr addrspace(1) %1401, i64 %1646, !dbg !63
  %1648 = sext i32 %1461 to i64, !dbg !63
  %1649 = getelementptr half, ptr addrspace(1) %1401, i64 %1648, !dbg !63
  %1650 = sext i32 %1462 to i64, !dbg !63
  %1651 = getelementptr half, ptr addrspace(1) %1401, i64 %1650, !dbg !63
  %1652 = sext i32 %1463 to i64, !dbg !63
  %1653 = getelementptr half, ptr addrspace(1) %1401, i64 %1652, !dbg !63
  %1654 = sext i32 %1464 to i64, !dbg !63
  %1655 = getelementptr half, ptr addrspace(1) %1401, i64 %1654, !dbg !63
  %1656 = sext i32 %1465 to i64, !dbg !63
  %1657 = getelementptr half, ptr addrspace(1) %1401, i64 %1656, !dbg !63
  %1658 = sext i32 %1466 to i64, !dbg !63
  %1659 = getelementptr half, ptr addrspace(1) %1401, i64 %1658, !dbg !63
  %1660 = sext i32 %1467 to i64, !dbg !63
  %1661 = getelementptr half, ptr addrspace(1) %1401, i64 %1660, !dbg !63
  %1662 = sext i32 %1468 to i64, !dbg !63
  %1663 = getelementptr half, ptr addrspace(1) %1401, i64 %1662, !dbg !63
  %1664 = sext i32 %1469 to i64, !dbg !63
  %1665 = getelementptr half, ptr addrspace(1) %1401, i64 %1664, !dbg !63
  %1666 = sext i32 %1470 to i64, !dbg !63
  %1667 = getelementptr half, ptr addrspace(1) %1401, i64 %1666, !dbg !63
  %1668 = sext i32 %1471 to i64, !dbg !63
  %1669 = getelementptr half, ptr addrspace(1) %1401, i64 %1668, !dbg !63
  %1670 = sext i32 %1472 to i64, !dbg !63
  %1671 = getelementptr half, ptr addrspace(1) %1401, i64 %1670, !dbg !63
  %1672 = sext i32 %1473 to i64, !dbg !63
  %1673 = getelementptr half, ptr addrspace(1) %1401, i64 %1672, !dbg !63
  %1674 = sext i32 %1474 to i64, !dbg !63
  %1675 = getelementptr half, ptr addrspace(1) %1401, i64 %1674, !dbg !63
  %1676 = sext i32 %1475 to i64, !dbg !63
  %1677 = getelementptr half, ptr addrspace(1) %1401, i64 %1676, !dbg !63
  %1678 = sext i32 %1476 to i64, !dbg !63
  %1679 = getelementptr half, ptr addrspace(1) %1401, i64 %1678, !dbg !63
  %1680 = sext i32 %1477 to i64, !dbg !63
  %1681 = getelementptr half, ptr addrspace(1) %1401, i64 %1680, !dbg !63
  %1682 = sext i32 %1478 to i64, !dbg !63
  %1683 = getelementptr half, ptr addrspace(1) %1401, i64 %1682, !dbg !63
  %1684 = sext i32 %1479 to i64, !dbg !63
  %1685 = getelementptr half, ptr addrspace(1) %1401, i64 %1684, !dbg !63
  %1686 = sext i32 %1480 to i64, !dbg !63
  %1687 = getelementptr half, ptr addrspace(1) %1401, i64 %1686, !dbg !63
  %1688 = sext i32 %1481 to i64, !dbg !63
  %1689 = getelementptr half, ptr addrspace(1) %1401, i64 %1688, !dbg !63
  %1690 = sext i32 %1482 to i64, !dbg !63
  %1691 = getelementptr half, ptr addrspace(1) %1401, i64 %1690, !dbg !63
  %1692 = sext i32 %1483 to i64, !dbg !63
  %1693 = getelementptr half, ptr addrspace(1) %1401, i64 %1692, !dbg !63
  %1694 = sext i32 %1484 to i64, !dbg !63
  %1695 = getelementptr half, ptr addrspace(1) %1401, i64 %1694, !dbg !63
  %1696 = sext i32 %1485 to i64, !dbg !63
  %1697 = getelementptr half, ptr addrspace(1) %1401, i64 %1696, !dbg !63
  %1698 = sext i32 %1486 to i64, !dbg !63
  %1699 = getelementptr half, ptr addrspace(1) %1401, i64 %1698, !dbg !63
  %1700 = sext i32 %1487 to i64, !dbg !63
  %1701 = getelementptr half, ptr addrspace(1) %1401, i64 %1700, !dbg !63
  %1702 = sext i32 %1488 to i64, !dbg !63
  %1703 = getelementptr half, ptr addrspace(1) %1401, i64 %1702, !dbg !63
  %1704 = sext i32 %1489 to i64, !dbg !63
  %1705 = getelementptr half, ptr addrspace(1) %1401, i64 %1704, !dbg !63
  %1706 = sext i32 %1490 to i64, !dbg !63
  %1707 = getelementptr half, ptr addrspace(1) %1401, i64 %1706, !dbg !63
  %1708 = sext i32 %1491 to i64, !dbg !63
  %1709 = getelementptr half, ptr addrspace(1) %1401, i64 %1708, !dbg !63
  %1710 = sext i32 %1492 to i64, !dbg !63
  %1711 = getelementptr half, ptr addrspace(1) %1401, i64 %1710, !dbg !63
  %1712 = sext i32 %1493 to i64, !dbg !63
  %1713 = getelementptr half, ptr addrspace(1) %1401, i64 %1712, !dbg !63
  %1714 = sext i32 %1494 to i64, !dbg !63
  %1715 = getelementptr half, ptr addrspace(1) %1401, i64 %1714, !dbg !63
  %1716 = sext i32 %1495 to i64, !dbg !63
  %1717 = getelementptr half, ptr addrspace(1) %1401, i64 %1716, !dbg !63
  %1718 = sext i32 %1496 to i64, !dbg !63
  %1719 = getelementptr half, ptr addrspace(1) %1401, i64 %1718, !dbg !63
  %1720 = sext i32 %1497 to i64, !dbg !63
  %1721 = getelementptr half, ptr addrspace(1) %1401, i64 %1720, !dbg !63
  %1722 = sext i32 %1498 to i64, !dbg !63
  %1723 = getelementptr half, ptr addrspace(1) %1401, i64 %1722, !dbg !63
  %1724 = sext i32 %1499 to i64, !dbg !63
  %1725 = getelementptr half, ptr addrspace(1) %1401, i64 %1724, !dbg !63
  %1726 = sext i32 %1500 to i64, !dbg !63
  %1727 = getelementptr half, ptr addrspace(1) %1401, i64 %1726, !dbg !63
  %1728 = sext i32 %1501 to i64, !dbg !63
  %1729 = getelementptr half, ptr addrspace(1) %1401, i64 %1728, !dbg !63
  %1730 = sext i32 %1502 to i64, !dbg !63
  %1731 = getelementptr half, ptr addrspace(1) %1401, i64 %1730, !dbg !63
  %1732 = sext i32 %1503 to i64, !dbg !63
  %1733 = getelementptr half, ptr addrspace(1) %1401, i64 %1732, !dbg !63
  %1734 = sext i32 %1504 to i64, !dbg !63
  %1735 = getelementptr half, ptr addrspace(1) %1401, i64 %1734, !dbg !63
  %1736 = sext i32 %1505 to i64, !dbg !63
  %1737 = getelementptr half, ptr addrspace(1) %1401, i64 %1736, !dbg !63
  %1738 = sext i32 %1506 to i64, !dbg !63
  %1739 = getelementptr half, ptr addrspace(1) %1401, i64 %1738, !dbg !63
  %1740 = sext i32 %1507 to i64, !dbg !63
  %1741 = getelementptr half, ptr addrspace(1) %1401, i64 %1740, !dbg !63
  %1742 = sext i32 %1508 to i64, !dbg !63
  %1743 = getelementptr half, ptr addrspace(1) %1401, i64 %1742, !dbg !63
  %1744 = sext i32 %1509 to i64, !dbg !63
  %1745 = getelementptr half, ptr addrspace(1) %1401, i64 %1744, !dbg !63
  %1746 = sext i32 %1510 to i64, !dbg !63
  %1747 = getelementptr half, ptr addrspace(1) %1401, i64 %1746, !dbg !63
  %1748 = sext i32 %1511 to i64, !dbg !63
  %1749 = getelementptr half, ptr addrspace(1) %1401, i64 %1748, !dbg !63
  %1750 = sext i32 %1512 to i64, !dbg !63
  %1751 = getelementptr half, ptr addrspace(1) %1401, i64 %1750, !dbg !63
  %1752 = sext i32 %1513 to i64, !dbg !63
  %1753 = getelementptr half, ptr addrspace(1) %1401, i64 %1752, !dbg !63
  %1754 = sext i32 %1514 to i64, !dbg !63
  %1755 = getelementptr half, ptr addrspace(1) %1401, i64 %1754, !dbg !63
  %1756 = sext i32 %1515 to i64, !dbg !63
  %1757 = getelementptr half, ptr addrspace(1) %1401, i64 %1756, !dbg !63
  %1758 = sext i32 %1516 to i64, !dbg !63
  %1759 = getelementptr half, ptr addrspace(1) %1401, i64 %1758, !dbg !63
  %1760 = sext i32 %1517 to i64, !dbg !63
  %1761 = getelementptr half, ptr addrspace(1) %1401, i64 %1760, !dbg !63
  %1762 = sext i32 %1518 to i64, !dbg !63
  %1763 = getelementptr half, ptr addrspace(1) %1401, i64 %1762, !dbg !63
  %1764 = sext i32 %1519 to i64, !dbg !63
  %1765 = getelementptr half, ptr addrspace(1) %1401, i64 %1764, !dbg !63
  %1766 = sext i32 %1520 to i64, !dbg !63
  %1767 = getelementptr half, ptr addrspace(1) %1401, i64 %1766, !dbg !63
  %1768 = sext i32 %1521 to i64, !dbg !63
  %1769 = getelementptr half, ptr addrspace(1) %1401, i64 %1768, !dbg !63
  %1770 = sext i32 %1522 to i64, !dbg !63
  %1771 = getelementptr half, ptr addrspace(1) %1401, i64 %1770, !dbg !63
  %1772 = sext i32 %1523 to i64, !dbg !63
  %1773 = getelementptr half, ptr addrspace(1) %1401, i64 %1772, !dbg !63
  %1774 = sext i32 %1524 to i64, !dbg !63
  %1775 = getelementptr half, ptr addrspace(1) %1401, i64 %1774, !dbg !63
  %1776 = sext i32 %1525 to i64, !dbg !63
  %1777 = getelementptr half, ptr addrspace(1) %1401, i64 %1776, !dbg !63
  %1778 = sext i32 %1526 to i64, !dbg !63
  %1779 = getelementptr half, ptr addrspace(1) %1401, i64 %1778, !dbg !63
  %1780 = sext i32 %1527 to i64, !dbg !63
  %1781 = getelementptr half, ptr addrspace(1) %1401, i64 %1780, !dbg !63
  %1782 = sext i32 %1528 to i64, !dbg !63
  %1783 = getelementptr half, ptr addrspace(1) %1401, i64 %1782, !dbg !63
  %1784 = sext i32 %1529 to i64, !dbg !63
  %1785 = getelementptr half, ptr addrspace(1) %1401, i64 %1784, !dbg !63
  %1786 = icmp slt i32 %33, %3, !dbg !64
  %1787 = icmp slt i32 %34, %4, !dbg !65
  %1788 = icmp slt i32 %1398, %4, !dbg !65
  %1789 = icmp slt i32 %1397, %4, !dbg !65
  %1790 = icmp slt i32 %1396, %4, !dbg !65
  %1791 = icmp slt i32 %1395, %4, !dbg !65
  %1792 = icmp slt i32 %1394, %4, !dbg !65
  %1793 = icmp slt i32 %1393, %4, !dbg !65
  %1794 = icmp slt i32 %1392, %4, !dbg !65
  %1795 = icmp slt i32 %1391, %4, !dbg !65
  %1796 = icmp slt i32 %1390, %4, !dbg !65
  %1797 = icmp slt i32 %1389, %4, !dbg !65
  %1798 = icmp slt i32 %1388, %4, !dbg !65
  %1799 = icmp slt i32 %1387, %4, !dbg !65
  %1800 = icmp slt i32 %1386, %4, !dbg !65
  %1801 = icmp slt i32 %1385, %4, !dbg !65
  %1802 = icmp slt i32 %1384, %4, !dbg !65
  %1803 = icmp slt i32 %1383, %4, !dbg !65
  %1804 = icmp slt i32 %1382, %4, !dbg !65
  %1805 = icmp slt i32 %1381, %4, !dbg !65
  %1806 = icmp slt i32 %1380, %4, !dbg !65
  %1807 = icmp slt i32 %1379, %4, !dbg !65
  %1808 = icmp slt i32 %1378, %4, !dbg !65
  %1809 = icmp slt i32 %1377, %4, !dbg !65
  %1810 = icmp slt i32 %1376, %4, !dbg !65
  %1811 = icmp slt i32 %1375, %4, !dbg !65
  %1812 = icmp slt i32 %1374, %4, !dbg !65
  %1813 = icmp slt i32 %1373, %4, !dbg !65
  %1814 = icmp slt i32 %1372, %4, !dbg !65
  %1815 = icmp slt i32 %1371, %4, !dbg !65
  %1816 = icmp slt i32 %1370, %4, !dbg !65
  %1817 = icmp slt i32 %1369, %4, !dbg !65
  %1818 = icmp slt i32 %1368, %4, !dbg !65
  %1819 = icmp slt i32 %1367, %4, !dbg !65
  %1820 = icmp slt i32 %1366, %4, !dbg !65
  %1821 = icmp slt i32 %1365, %4, !dbg !65
  %1822 = icmp slt i32 %1364, %4, !dbg !65
  %1823 = icmp slt i32 %1363, %4, !dbg !65
  %1824 = icmp slt i32 %1362, %4, !dbg !65
  %1825 = icmp slt i32 %1361, %4, !dbg !65
  %1826 = icmp slt i32 %1360, %4, !dbg !65
  %1827 = icmp slt i32 %1359, %4, !dbg !65
  %1828 = icmp slt i32 %1358, %4, !dbg !65
  %1829 = icmp slt i32 %1357, %4, !dbg !65
  %1830 = icmp slt i32 %1356, %4, !dbg !65
  %1831 = icmp slt i32 %1355, %4, !dbg !65
  %1832 = icmp slt i32 %1354, %4, !dbg !65
  %1833 = icmp slt i32 %1353, %4, !dbg !65
  %1834 = icmp slt i32 %1352, %4, !dbg !65
  %1835 = icmp slt i32 %1351, %4, !dbg !65
  %1836 = icmp slt i32 %1350, %4, !dbg !65
  %1837 = icmp slt i32 %1349, %4, !dbg !65
  %1838 = icmp slt i32 %1348, %4, !dbg !65
  %1839 = icmp slt i32 %1347, %4, !dbg !65
  %1840 = icmp slt i32 %1346, %4, !dbg !65
  %1841 = icmp slt i32 %1345, %4, !dbg !65
  %1842 = icmp slt i32 %1344, %4, !dbg !65
  %1843 = icmp slt i32 %1343, %4, !dbg !65
  %1844 = icmp slt i32 %1342, %4, !dbg !65
  %1845 = icmp slt i32 %1341, %4, !dbg !65
  %1846 = icmp slt i32 %1340, %4, !dbg !65
  %1847 = icmp slt i32 %1339, %4, !dbg !65
  %1848 = icmp slt i32 %1338, %4, !dbg !65
  %1849 = icmp slt i32 %1337, %4, !dbg !65
  %1850 = icmp slt i32 %1336, %4, !dbg !65
  %1851 = icmp slt i32 %1335, %4, !dbg !65
  %1852 = icmp slt i32 %1334, %4, !dbg !65
  %1853 = icmp slt i32 %1333, %4, !dbg !65
  %1854 = icmp slt i32 %1332, %4, !dbg !65
  %1855 = icmp slt i32 %1331, %4, !dbg !65
  %1856 = icmp slt i32 %1330, %4, !dbg !65
  %1857 = icmp slt i32 %1329, %4, !dbg !65
  %1858 = icmp slt i32 %1328, %4, !dbg !65
  %1859 = icmp slt i32 %1327, %4, !dbg !65
  %1860 = icmp slt i32 %1326, %4, !dbg !65
  %1861 = icmp slt i32 %1325, %4, !dbg !65
  %1862 = icmp slt i32 %1324, %4, !dbg !65
  %1863 = icmp slt i32 %1323, %4, !dbg !65
  %1864 = icmp slt i32 %1322, %4, !dbg !65
  %1865 = icmp slt i32 %1321, %4, !dbg !65
  %1866 = icmp slt i32 %1320, %4, !dbg !65
  %1867 = icmp slt i32 %1319, %4, !dbg !65
  %1868 = icmp slt i32 %1318, %4, !dbg !65
  %1869 = icmp slt i32 %1317, %4, !dbg !65
  %1870 = icmp slt i32 %1316, %4, !dbg !65
  %1871 = icmp slt i32 %1315, %4, !dbg !65
  %1872 = icmp slt i32 %1314, %4, !dbg !65
  %1873 = icmp slt i32 %1313, %4, !dbg !65
  %1874 = icmp slt i32 %1312, %4, !dbg !65
  %1875 = icmp slt i32 %1311, %4, !dbg !65
  %1876 = icmp slt i32 %1310, %4, !dbg !65
  %1877 = icmp slt i32 %1309, %4, !dbg !65
  %1878 = icmp slt i32 %1308, %4, !dbg !65
  %1879 = icmp slt i32 %1307, %4, !dbg !65
  %1880 = icmp slt i32 %1306, %4, !dbg !65
  %1881 = icmp slt i32 %1305, %4, !dbg !65
  %1882 = icmp slt i32 %1304, %4, !dbg !65
  %1883 = icmp slt i32 %1303, %4, !dbg !65
  %1884 = icmp slt i32 %1302, %4, !dbg !65
  %1885 = icmp slt i32 %1301, %4, !dbg !65
  %1886 = icmp slt i32 %1300, %4, !dbg !65
  %1887 = icmp slt i32 %1299, %4, !dbg !65
  %1888 = icmp slt i32 %1298, %4, !dbg !65
  %1889 = icmp slt i32 %1297, %4, !dbg !65
  %1890 = icmp slt i32 %1296, %4, !dbg !65
  %1891 = icmp slt i32 %1295, %4, !dbg !65
  %1892 = icmp slt i32 %1294, %4, !dbg !65
  %1893 = icmp slt i32 %1293, %4, !dbg !65
  %1894 = icmp slt i32 %1292, %4, !dbg !65
  %1895 = icmp slt i32 %1291, %4, !dbg !65
  %1896 = icmp slt i32 %1290, %4, !dbg !65
  %1897 = icmp slt i32 %1289, %4, !dbg !65
  %1898 = icmp slt i32 %1288, %4, !dbg !65
  %1899 = icmp slt i32 %1287, %4, !dbg !65
  %1900 = icmp slt i32 %1286, %4, !dbg !65
  %1901 = icmp slt i32 %1285, %4, !dbg !65
  %1902 = icmp slt i32 %1284, %4, !dbg !65
  %1903 = icmp slt i32 %1283, %4, !dbg !65
  %1904 = icmp slt i32 %1282, %4, !dbg !65
  %1905 = icmp slt i32 %1281, %4, !dbg !65
  %1906 = icmp slt i32 %1280, %4, !dbg !65
  %1907 = icmp slt i32 %1279, %4, !dbg !65
  %1908 = icmp slt i32 %1278, %4, !dbg !65
  %1909 = icmp slt i32 %1277, %4, !dbg !65
  %1910 = icmp slt i32 %1276, %4, !dbg !65
  %1911 = icmp slt i32 %1275, %4, !dbg !65
  %1912 = icmp slt i32 %1274, %4, !dbg !65
  %1913 = icmp slt i32 %1273, %4, !dbg !65
  %1914 = icmp slt i32 %1272, %4, !dbg !65
  %1915 = and i1 %1786, %1787, !dbg !66
  %1916 = and i1 %1786, %1788, !dbg !66
  %1917 = and i1 %1786, %1789, !dbg !66
  %1918 = and i1 %1786, %1790, !dbg !66
  %1919 = and i1 %1786, %1791, !dbg !66
  %1920 = and i1 %1786, %1792, !dbg !66
  %1921 = and i1 %1786, %1793, !dbg !66
  %1922 = and i1 %1786, %1794, !dbg !66
  %1923 = and i1 %1786, %1795, !dbg !66
  %1924 = and i1 %1786, %1796, !dbg !66
  %1925 = and i1 %1786, %1797, !dbg !66
  %1926 = and i1 %1786, %1798, !dbg !66
  %1927 = and i1 %1786, %1799, !dbg !66
  %1928 = and i1 %1786, %1800, !dbg !66
  %1929 = and i1 %1786, %1801, !dbg !66
  %1930 = and i1 %1786, %1802, !dbg !66
  %1931 = and i1 %1786, %1803, !dbg !66
  %1932 = and i1 %1786, %1804, !dbg !66
  %1933 = and i1 %1786, %1805, !dbg !66
  %1934 = and i1 %1786, %1806, !dbg !66
  %1935 = and i1 %1786, %1807, !dbg !66
  %1936 = and i1 %1786, %1808, !dbg !66
  %1937 = and i1 %1786, %1809, !dbg !66
  %1938 = and i1 %1786, %1810, !dbg !66
  %1939 = and i1 %1786, %1811, !dbg !66
  %1940 = and i1 %1786, %1812, !dbg !66
  %1941 = and i1 %1786, %1813, !dbg !66
  %1942 = and i1 %1786, %1814, !dbg !66
  %1943 = and i1 %1786, %1815, !dbg !66
  %1944 = and i1 %1786, %1816, !dbg !66
  %1945 = and i1 %1786, %1817, !dbg !66
  %1946 = and i1 %1786, %1818, !dbg !66
  %1947 = and i1 %1786, %1819, !dbg !66
  %1948 = and i1 %1786, %1820, !dbg !66
  %1949 = and i1 %1786, %1821, !dbg !66
  %1950 = and i1 %1786, %1822, !dbg !66
  %1951 = and i1 %1786, %1823, !dbg !66
  %1952 = and i1 %1786, %1824, !dbg !66
  %1953 = and i1 %1786, %1825, !dbg !66
  %1954 = and i1 %1786, %1826, !dbg !66
  %1955 = and i1 %1786, %1827, !dbg !66
  %1956 = and i1 %1786, %1828, !dbg !66
  %1957 = and i1 %1786, %1829, !dbg !66
  %1958 = and i1 %1786, %1830, !dbg !66
  %1959 = and i1 %1786, %1831, !dbg !66
  %1960 = and i1 %1786, %1832, !dbg !66
  %1961 = and i1 %1786, %1833, !dbg !66
  %1962 = and i1 %1786, %1834, !dbg !66
  %1963 = and i1 %1786, %1835, !dbg !66
  %1964 = and i1 %1786, %1836, !dbg !66
  %1965 = and i1 %1786, %1837, !dbg !66
  %1966 = and i1 %1786, %1838, !dbg !66
  %1967 = and i1 %1786, %1839, !dbg !66
  %1968 = and i1 %1786, %1840, !dbg !66
  %1969 = and i1 %1786, %1841, !dbg !66
  %1970 = and i1 %1786, %1842, !dbg !66
  %1971 = and i1 %1786, %1843, !dbg !66
  %1972 = and i1 %1786, %1844, !dbg !66
  %1973 = and i1 %1786, %1845, !dbg !66
  %1974 = and i1 %1786, %1846, !dbg !66
  %1975 = and i1 %1786, %1847, !dbg !66
  %1976 = and i1 %1786, %1848, !dbg !66
  %1977 = and i1 %1786, %1849, !dbg !66
  %1978 = and i1 %1786, %1850, !dbg !66
  %1979 = and i1 %1786, %1851, !dbg !66
  %1980 = and i1 %1786, %1852, !dbg !66
  %1981 = and i1 %1786, %1853, !dbg !66
  %1982 = and i1 %1786, %1854, !dbg !66
  %1983 = and i1 %1786, %1855, !dbg !66
  %1984 = and i1 %1786, %1856, !dbg !66
  %1985 = and i1 %1786, %1857, !dbg !66
  %1986 = and i1 %1786, %1858, !dbg !66
  %1987 = and i1 %1786, %1859, !dbg !66
  %1988 = and i1 %1786, %1860, !dbg !66
  %1989 = and i1 %1786, %1861, !dbg !66
  %1990 = and i1 %1786, %1862, !dbg !66
  %1991 = and i1 %1786, %1863, !dbg !66
  %1992 = and i1 %1786, %1864, !dbg !66
  %1993 = and i1 %1786, %1865, !dbg !66
  %1994 = and i1 %1786, %1866, !dbg !66
  %1995 = and i1 %1786, %1867, !dbg !66
  %1996 = and i1 %1786, %1868, !dbg !66
  %1997 = and i1 %1786, %1869, !dbg !66
  %1998 = and i1 %1786, %1870, !dbg !66
  %1999 = and i1 %1786, %1871, !dbg !66
  %2000 = and i1 %1786, %1872, !dbg !66
  %2001 = and i1 %1786, %1873, !dbg !66
  %2002 = and i1 %1786, %1874, !dbg !66
  %2003 = and i1 %1786, %1875, !dbg !66
  %2004 = and i1 %1786, %1876, !dbg !66
  %2005 = and i1 %1786, %1877, !dbg !66
  %2006 = and i1 %1786, %1878, !dbg !66
  %2007 = and i1 %1786, %1879, !dbg !66
  %2008 = and i1 %1786, %1880, !dbg !66
  %2009 = and i1 %1786, %1881, !dbg !66
  %2010 = and i1 %1786, %1882, !dbg !66
  %2011 = and i1 %1786, %1883, !dbg !66
  %2012 = and i1 %1786, %1884, !dbg !66
  %2013 = and i1 %1786, %1885, !dbg !66
  %2014 = and i1 %1786, %1886, !dbg !66
  %2015 = and i1 %1786, %1887, !dbg !66
  %2016 = and i1 %1786, %1888, !dbg !66
  %2017 = and i1 %1786, %1889, !dbg !66
  %2018 = and i1 %1786, %1890, !dbg !66
  %2019 = and i1 %1786, %1891, !dbg !66
  %2020 = and i1 %1786, %1892, !dbg !66
  %2021 = and i1 %1786, %1893, !dbg !66
  %2022 = and i1 %1786, %1894, !dbg !66
  %2023 = and i1 %1786, %1895, !dbg !66
  %2024 = and i1 %1786, %1896, !dbg !66
  %2025 = and i1 %1786, %1897, !dbg !66
  %2026 = and i1 %1786, %1898, !dbg !66
  %2027 = and i1 %1786, %1899, !dbg !66
  %2028 = and i1 %1786, %1900, !dbg !66
  %2029 = and i1 %1786, %1901, !dbg !66
  %2030 = and i1 %1786, %1902, !dbg !66
  %2031 = and i1 %1786, %1903, !dbg !66
  %2032 = and i1 %1786, %1904, !dbg !66
  %2033 = and i1 %1786, %1905, !dbg !66
  %2034 = and i1 %1786, %1906, !dbg !66
  %2035 = and i1 %1786, %1907, !dbg !66
  %2036 = and i1 %1786, %1908, !dbg !66
  %2037 = and i1 %1786, %1909, !dbg !66
  %2038 = and i1 %1786, %1910, !dbg !66
  %2039 = and i1 %1786, %1911, !dbg !66
  %2040 = and i1 %1786, %1912, !dbg !66
  %2041 = and i1 %1786, %1913, !dbg !66
  %2042 = and i1 %1786, %1914, !dbg !66
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2043 = shl nuw nsw i32 %30, 4, !dbg !58
  %2044 = and i32 %2043, 240, !dbg !58
  %2045 = shl nuw nsw i32 %32, 3, !dbg !58
  %2046 = shl nuw nsw i32 %30, 6, !dbg !58
  %2047 = and i32 %2046, 1024, !dbg !58
  %2048 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2044, !dbg !58
  %2049 = getelementptr inbounds nuw i8, ptr addrspace(3) %2048, i32 %2047, !dbg !58
  %2050 = getelementptr inbounds nuw i8, ptr addrspace(3) %2049, i32 %2045, !dbg !58
  %.extract765 = extractelement <64 x i32> %.bc890, i64 0, !dbg !58
  %.extract767 = extractelement <64 x i32> %.bc890, i64 1, !dbg !58
  %.extract769 = extractelement <64 x i32> %.bc890, i64 2, !dbg !58
  %.extract771 = extractelement <64 x i32> %.bc890, i64 3, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract765, i32 %.extract767, i32 %.extract769, i32 %.extract771), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2051 = shl nuw nsw i32 %31, 4, !dbg !58
  %2052 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %2051, !dbg !58
  %2053 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract773 = extractelement <64 x i32> %.bc890, i64 4, !dbg !58
  %.extract775 = extractelement <64 x i32> %.bc890, i64 5, !dbg !58
  %.extract777 = extractelement <64 x i32> %.bc890, i64 6, !dbg !58
  %.extract779 = extractelement <64 x i32> %.bc890, i64 7, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract773, i32 %.extract775, i32 %.extract777, i32 %.extract779), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2054 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract781 = extractelement <64 x i32> %.bc890, i64 8, !dbg !58
  %.extract783 = extractelement <64 x i32> %.bc890, i64 9, !dbg !58
  %.extract785 = extractelement <64 x i32> %.bc890, i64 10, !dbg !58
  %.extract787 = extractelement <64 x i32> %.bc890, i64 11, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract781, i32 %.extract783, i32 %.extract785, i32 %.extract787), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2055 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract789 = extractelement <64 x i32> %.bc890, i64 12, !dbg !58
  %.extract791 = extractelement <64 x i32> %.bc890, i64 13, !dbg !58
  %.extract793 = extractelement <64 x i32> %.bc890, i64 14, !dbg !58
  %.extract795 = extractelement <64 x i32> %.bc890, i64 15, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract789, i32 %.extract791, i32 %.extract793, i32 %.extract795), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2056 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract797 = extractelement <64 x i32> %.bc890, i64 16, !dbg !58
  %.extract799 = extractelement <64 x i32> %.bc890, i64 17, !dbg !58
  %.extract801 = extractelement <64 x i32> %.bc890, i64 18, !dbg !58
  %.extract803 = extractelement <64 x i32> %.bc890, i64 19, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract797, i32 %.extract799, i32 %.extract801, i32 %.extract803), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2057 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract805 = extractelement <64 x i32> %.bc890, i64 20, !dbg !58
  %.extract807 = extractelement <64 x i32> %.bc890, i64 21, !dbg !58
  %.extract809 = extractelement <64 x i32> %.bc890, i64 22, !dbg !58
  %.extract811 = extractelement <64 x i32> %.bc890, i64 23, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract805, i32 %.extract807, i32 %.extract809, i32 %.extract811), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2058 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract813 = extractelement <64 x i32> %.bc890, i64 24, !dbg !58
  %.extract815 = extractelement <64 x i32> %.bc890, i64 25, !dbg !58
  %.extract817 = extractelement <64 x i32> %.bc890, i64 26, !dbg !58
  %.extract819 = extractelement <64 x i32> %.bc890, i64 27, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract813, i32 %.extract815, i32 %.extract817, i32 %.extract819), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2059 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract821 = extractelement <64 x i32> %.bc890, i64 28, !dbg !58
  %.extract823 = extractelement <64 x i32> %.bc890, i64 29, !dbg !58
  %.extract825 = extractelement <64 x i32> %.bc890, i64 30, !dbg !58
  %.extract827 = extractelement <64 x i32> %.bc890, i64 31, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract821, i32 %.extract823, i32 %.extract825, i32 %.extract827), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2060 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract829 = extractelement <64 x i32> %.bc890, i64 32, !dbg !58
  %.extract831 = extractelement <64 x i32> %.bc890, i64 33, !dbg !58
  %.extract833 = extractelement <64 x i32> %.bc890, i64 34, !dbg !58
  %.extract835 = extractelement <64 x i32> %.bc890, i64 35, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract829, i32 %.extract831, i32 %.extract833, i32 %.extract835), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2061 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract837 = extractelement <64 x i32> %.bc890, i64 36, !dbg !58
  %.extract839 = extractelement <64 x i32> %.bc890, i64 37, !dbg !58
  %.extract841 = extractelement <64 x i32> %.bc890, i64 38, !dbg !58
  %.extract843 = extractelement <64 x i32> %.bc890, i64 39, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract837, i32 %.extract839, i32 %.extract841, i32 %.extract843), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2062 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract845 = extractelement <64 x i32> %.bc890, i64 40, !dbg !58
  %.extract847 = extractelement <64 x i32> %.bc890, i64 41, !dbg !58
  %.extract849 = extractelement <64 x i32> %.bc890, i64 42, !dbg !58
  %.extract851 = extractelement <64 x i32> %.bc890, i64 43, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract845, i32 %.extract847, i32 %.extract849, i32 %.extract851), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2063 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract853 = extractelement <64 x i32> %.bc890, i64 44, !dbg !58
  %.extract855 = extractelement <64 x i32> %.bc890, i64 45, !dbg !58
  %.extract857 = extractelement <64 x i32> %.bc890, i64 46, !dbg !58
  %.extract859 = extractelement <64 x i32> %.bc890, i64 47, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract853, i32 %.extract855, i32 %.extract857, i32 %.extract859), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2064 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract861 = extractelement <64 x i32> %.bc890, i64 48, !dbg !58
  %.extract863 = extractelement <64 x i32> %.bc890, i64 49, !dbg !58
  %.extract865 = extractelement <64 x i32> %.bc890, i64 50, !dbg !58
  %.extract867 = extractelement <64 x i32> %.bc890, i64 51, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract861, i32 %.extract863, i32 %.extract865, i32 %.extract867), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2065 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract869 = extractelement <64 x i32> %.bc890, i64 52, !dbg !58
  %.extract871 = extractelement <64 x i32> %.bc890, i64 53, !dbg !58
  %.extract873 = extractelement <64 x i32> %.bc890, i64 54, !dbg !58
  %.extract875 = extractelement <64 x i32> %.bc890, i64 55, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract869, i32 %.extract871, i32 %.extract873, i32 %.extract875), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2066 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract877 = extractelement <64 x i32> %.bc890, i64 56, !dbg !58
  %.extract879 = extractelement <64 x i32> %.bc890, i64 57, !dbg !58
  %.extract881 = extractelement <64 x i32> %.bc890, i64 58, !dbg !58
  %.extract883 = extractelement <64 x i32> %.bc890, i64 59, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract877, i32 %.extract879, i32 %.extract881, i32 %.extract883), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2067 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract885 = extractelement <64 x i32> %.bc890, i64 60, !dbg !58
  %.extract887 = extractelement <64 x i32> %.bc890, i64 61, !dbg !58
  %.extract889 = extractelement <64 x i32> %.bc890, i64 62, !dbg !58
  %.extract891 = extractelement <64 x i32> %.bc890, i64 63, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %2050, i32 %.extract885, i32 %.extract887, i32 %.extract889, i32 %.extract891), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %2068 = load <8 x i16>, ptr addrspace(3) %2052, align 16, !dbg !58
  %.extract = extractelement <8 x i16> %2053, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1531, i1 %1915) #5, !dbg !58
  %.extract319 = extractelement <8 x i16> %2053, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract319, ptr addrspace(1) %1533, i1 %1916) #5, !dbg !58
  %.extract321 = extractelement <8 x i16> %2053, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract321, ptr addrspace(1) %1535, i1 %1917) #5, !dbg !58
  %.extract323 = extractelement <8 x i16> %2053, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract323, ptr addrspace(1) %1537, i1 %1918) #5, !dbg !58
  %.extract325 = extractelement <8 x i16> %2053, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract325, ptr addrspace(1) %1539, i1 %1919) #5, !dbg !58
  %.extract327 = extractelement <8 x i16> %2053, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract327, ptr addrspace(1) %1541, i1 %1920) #5, !dbg !58
  %.extract329 = extractelement <8 x i16> %2053, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract329, ptr addrspace(1) %1543, i1 %1921) #5, !dbg !58
  %.extract331 = extractelement <8 x i16> %2053, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract331, ptr addrspace(1) %1545, i1 %1922) #5, !dbg !58
  %.extract333 = extractelement <8 x i16> %2054, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract333, ptr addrspace(1) %1547, i1 %1923) #5, !dbg !58
  %.extract335 = extractelement <8 x i16> %2054, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract335, ptr addrspace(1) %1549, i1 %1924) #5, !dbg !58
  %.extract337 = extractelement <8 x i16> %2054, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract337, ptr addrspace(1) %1551, i1 %1925) #5, !dbg !58
  %.extract339 = extractelement <8 x i16> %2054, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract339, ptr addrspace(1) %1553, i1 %1926) #5, !dbg !58
  %.extract341 = extractelement <8 x i16> %2054, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract341, ptr addrspace(1) %1555, i1 %1927) #5, !dbg !58
  %.extract343 = extractelement <8 x i16> %2054, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract343, ptr addrspace(1) %1557, i1 %1928) #5, !dbg !58
  %.extract345 = extractelement <8 x i16> %2054, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract345, ptr addrspace(1) %1559, i1 %1929) #5, !dbg !58
  %.extract347 = extractelement <8 x i16> %2054, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract347, ptr addrspace(1) %1561, i1 %1930) #5, !dbg !58
  %.extract349 = extractelement <8 x i16> %2055, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract349, ptr addrspace(1) %1563, i1 %1931) #5, !dbg !58
  %.extract351 = extractelement <8 x i16> %2055, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract351, ptr addrspace(1) %1565, i1 %1932) #5, !dbg !58
  %.extract353 = extractelement <8 x i16> %2055, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract353, ptr addrspace(1) %1567, i1 %1933) #5, !dbg !58
  %.extract355 = extractelement <8 x i16> %2055, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract355, ptr addrspace(1) %1569, i1 %1934) #5, !dbg !58
  %.extract357 = extractelement <8 x i16> %2055, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract357, ptr addrspace(1) %1571, i1 %1935) #5, !dbg !58
  %.extract359 = extractelement <8 x i16> %2055, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract359, ptr addrspace(1) %1573, i1 %1936) #5, !dbg !58
  %.extract361 = extractelement <8 x i16> %2055, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract361, ptr addrspace(1) %1575, i1 %1937) #5, !dbg !58
  %.extract363 = extractelement <8 x i16> %2055, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract363, ptr addrspace(1) %1577, i1 %1938) #5, !dbg !58
  %.extract365 = extractelement <8 x i16> %2056, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract365, ptr addrspace(1) %1579, i1 %1939) #5, !dbg !58
  %.extract367 = extractelement <8 x i16> %2056, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract367, ptr addrspace(1) %1581, i1 %1940) #5, !dbg !58
  %.extract369 = extractelement <8 x i16> %2056, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract369, ptr addrspace(1) %1583, i1 %1941) #5, !dbg !58
  %.extract371 = extractelement <8 x i16> %2056, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract371, ptr addrspace(1) %1585, i1 %1942) #5, !dbg !58
  %.extract373 = extractelement <8 x i16> %2056, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract373, ptr addrspace(1) %1587, i1 %1943) #5, !dbg !58
  %.extract375 = extractelement <8 x i16> %2056, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract375, ptr addrspace(1) %1589, i1 %1944) #5, !dbg !58
  %.extract377 = extractelement <8 x i16> %2056, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract377, ptr addrspace(1) %1591, i1 %1945) #5, !dbg !58
  %.extract379 = extractelement <8 x i16> %2056, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract379, ptr addrspace(1) %1593, i1 %1946) #5, !dbg !58
  %.extract381 = extractelement <8 x i16> %2057, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract381, ptr addrspace(1) %1595, i1 %1947) #5, !dbg !58
  %.extract383 = extractelement <8 x i16> %2057, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract383, ptr addrspace(1) %1597, i1 %1948) #5, !dbg !58
  %.extract385 = extractelement <8 x i16> %2057, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract385, ptr addrspace(1) %1599, i1 %1949) #5, !dbg !58
  %.extract387 = extractelement <8 x i16> %2057, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract387, ptr addrspace(1) %1601, i1 %1950) #5, !dbg !58
  %.extract389 = extractelement <8 x i16> %2057, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract389, ptr addrspace(1) %1603, i1 %1951) #5, !dbg !58
  %.extract391 = extractelement <8 x i16> %2057, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract391, ptr addrspace(1) %1605, i1 %1952) #5, !dbg !58
  %.extract393 = extractelement <8 x i16> %2057, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract393, ptr addrspace(1) %1607, i1 %1953) #5, !dbg !58
  %.extract395 = extractelement <8 x i16> %2057, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract395, ptr addrspace(1) %1609, i1 %1954) #5, !dbg !58
  %.extract397 = extractelement <8 x i16> %2058, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract397, ptr addrspace(1) %1611, i1 %1955) #5, !dbg !58
  %.extract399 = extractelement <8 x i16> %2058, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract399, ptr addrspace(1) %1613, i1 %1956) #5, !dbg !58
  %.extract401 = extractelement <8 x i16> %2058, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract401, ptr addrspace(1) %1615, i1 %1957) #5, !dbg !58
  %.extract403 = extractelement <8 x i16> %2058, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract403, ptr addrspace(1) %1617, i1 %1958) #5, !dbg !58
  %.extract405 = extractelement <8 x i16> %2058, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract405, ptr addrspace(1) %1619, i1 %1959) #5, !dbg !58
  %.extract407 = extractelement <8 x i16> %2058, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract407, ptr addrspace(1) %1621, i1 %1960) #5, !dbg !58
  %.extract409 = extractelement <8 x i16> %2058, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract409, ptr addrspace(1) %1623, i1 %1961) #5, !dbg !58
  %.extract411 = extractelement <8 x i16> %2058, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract411, ptr addrspace(1) %1625, i1 %1962) #5, !dbg !58
  %.extract413 = extractelement <8 x i16> %2059, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract413, ptr addrspace(1) %1627, i1 %1963) #5, !dbg !58
  %.extract415 = extractelement <8 x i16> %2059, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract415, ptr addrspace(1) %1629, i1 %1964) #5, !dbg !58
  %.extract417 = extractelement <8 x i16> %2059, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract417, ptr addrspace(1) %1631, i1 %1965) #5, !dbg !58
  %.extract419 = extractelement <8 x i16> %2059, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract419, ptr addrspace(1) %1633, i1 %1966) #5, !dbg !58
  %.extract421 = extractelement <8 x i16> %2059, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract421, ptr addrspace(1) %1635, i1 %1967) #5, !dbg !58
  %.extract423 = extractelement <8 x i16> %2059, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract423, ptr addrspace(1) %1637, i1 %1968) #5, !dbg !58
  %.extract425 = extractelement <8 x i16> %2059, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract425, ptr addrspace(1) %1639, i1 %1969) #5, !dbg !58
  %.extract427 = extractelement <8 x i16> %2059, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract427, ptr addrspace(1) %1641, i1 %1970) #5, !dbg !58
  %.extract429 = extractelement <8 x i16> %2060, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract429, ptr addrspace(1) %1643, i1 %1971) #5, !dbg !58
  %.extract431 = extractelement <8 x i16> %2060, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract431, ptr addrspace(1) %1645, i1 %1972) #5, !dbg !58
  %.extract433 = extractelement <8 x i16> %2060, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract433, ptr addrspace(1) %1647, i1 %1973) #5, !dbg !58
  %.extract435 = extractelement <8 x i16> %2060, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract435, ptr addrspace(1) %1649, i1 %1974) #5, !dbg !58
  %.extract437 = extractelement <8 x i16> %2060, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract437, ptr addrspace(1) %1651, i1 %1975) #5, !dbg !58
  %.extract439 = extractelement <8 x i16> %2060, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract439, ptr addrspace(1) %1653, i1 %1976) #5, !dbg !58
  %.extract441 = extractelement <8 x i16> %2060, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract441, ptr addrspace(1) %1655, i1 %1977) #5, !dbg !58
  %.extract443 = extractelement <8 x i16> %2060, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract443, ptr addrspace(1) %1657, i1 %1978) #5, !dbg !58
  %.extract445 = extractelement <8 x i16> %2061, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract445, ptr addrspace(1) %1659, i1 %1979) #5, !dbg !58
  %.extract447 = extractelement <8 x i16> %2061, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract447, ptr addrspace(1) %1661, i1 %1980) #5, !dbg !58
  %.extract449 = extractelement <8 x i16> %2061, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract449, ptr addrspace(1) %1663, i1 %1981) #5, !dbg !58
  %.extract451 = extractelement <8 x i16> %2061, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract451, ptr addrspace(1) %1665, i1 %1982) #5, !dbg !58
  %.extract453 = extractelement <8 x i16> %2061, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract453, ptr addrspace(1) %1667, i1 %1983) #5, !dbg !58
  %.extract455 = extractelement <8 x i16> %2061, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract455, ptr addrspace(1) %1669, i1 %1984) #5, !dbg !58
  %.extract457 = extractelement <8 x i16> %2061, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract457, ptr addrspace(1) %1671, i1 %1985) #5, !dbg !58
  %.extract459 = extractelement <8 x i16> %2061, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract459, ptr addrspace(1) %1673, i1 %1986) #5, !dbg !58
  %.extract461 = extractelement <8 x i16> %2062, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract461, ptr addrspace(1) %1675, i1 %1987) #5, !dbg !58
  %.extract463 = extractelement <8 x i16> %2062, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract463, ptr addrspace(1) %1677, i1 %1988) #5, !dbg !58
  %.extract465 = extractelement <8 x i16> %2062, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract465, ptr addrspace(1) %1679, i1 %1989) #5, !dbg !58
  %.extract467 = extractelement <8 x i16> %2062, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract467, ptr addrspace(1) %1681, i1 %1990) #5, !dbg !58
  %.extract469 = extractelement <8 x i16> %2062, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract469, ptr addrspace(1) %1683, i1 %1991) #5, !dbg !58
  %.extract471 = extractelement <8 x i16> %2062, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract471, ptr addrspace(1) %1685, i1 %1992) #5, !dbg !58
  %.extract473 = extractelement <8 x i16> %2062, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract473, ptr addrspace(1) %1687, i1 %1993) #5, !dbg !58
  %.extract475 = extractelement <8 x i16> %2062, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract475, ptr addrspace(1) %1689, i1 %1994) #5, !dbg !58
  %.extract477 = extractelement <8 x i16> %2063, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract477, ptr addrspace(1) %1691, i1 %1995) #5, !dbg !58
  %.extract479 = extractelement <8 x i16> %2063, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract479, ptr addrspace(1) %1693, i1 %1996) #5, !dbg !58
  %.extract481 = extractelement <8 x i16> %2063, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract481, ptr addrspace(1) %1695, i1 %1997) #5, !dbg !58
  %.extract483 = extractelement <8 x i16> %2063, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract483, ptr addrspace(1) %1697, i1 %1998) #5, !dbg !58
  %.extract485 = extractelement <8 x i16> %2063, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract485, ptr addrspace(1) %1699, i1 %1999) #5, !dbg !58
  %.extract487 = extractelement <8 x i16> %2063, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract487, ptr addrspace(1) %1701, i1 %2000) #5, !dbg !58
  %.extract489 = extractelement <8 x i16> %2063, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract489, ptr addrspace(1) %1703, i1 %2001) #5, !dbg !58
  %.extract491 = extractelement <8 x i16> %2063, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract491, ptr addrspace(1) %1705, i1 %2002) #5, !dbg !58
  %.extract493 = extractelement <8 x i16> %2064, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract493, ptr addrspace(1) %1707, i1 %2003) #5, !dbg !58
  %.extract495 = extractelement <8 x i16> %2064, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract495, ptr addrspace(1) %1709, i1 %2004) #5, !dbg !58
  %.extract497 = extractelement <8 x i16> %2064, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract497, ptr addrspace(1) %1711, i1 %2005) #5, !dbg !58
  %.extract499 = extractelement <8 x i16> %2064, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract499, ptr addrspace(1) %1713, i1 %2006) #5, !dbg !58
  %.extract501 = extractelement <8 x i16> %2064, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract501, ptr addrspace(1) %1715, i1 %2007) #5, !dbg !58
  %.extract503 = extractelement <8 x i16> %2064, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract503, ptr addrspace(1) %1717, i1 %2008) #5, !dbg !58
  %.extract505 = extractelement <8 x i16> %2064, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract505, ptr addrspace(1) %1719, i1 %2009) #5, !dbg !58
  %.extract507 = extractelement <8 x i16> %2064, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract507, ptr addrspace(1) %1721, i1 %2010) #5, !dbg !58
  %.extract509 = extractelement <8 x i16> %2065, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract509, ptr addrspace(1) %1723, i1 %2011) #5, !dbg !58
  %.extract511 = extractelement <8 x i16> %2065, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract511, ptr addrspace(1) %1725, i1 %2012) #5, !dbg !58
  %.extract513 = extractelement <8 x i16> %2065, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract513, ptr addrspace(1) %1727, i1 %2013) #5, !dbg !58
  %.extract515 = extractelement <8 x i16> %2065, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract515, ptr addrspace(1) %1729, i1 %2014) #5, !dbg !58
  %.extract517 = extractelement <8 x i16> %2065, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract517, ptr addrspace(1) %1731, i1 %2015) #5, !dbg !58
  %.extract519 = extractelement <8 x i16> %2065, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract519, ptr addrspace(1) %1733, i1 %2016) #5, !dbg !58
  %.extract521 = extractelement <8 x i16> %2065, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract521, ptr addrspace(1) %1735, i1 %2017) #5, !dbg !58
  %.extract523 = extractelement <8 x i16> %2065, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract523, ptr addrspace(1) %1737, i1 %2018) #5, !dbg !58
  %.extract525 = extractelement <8 x i16> %2066, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract525, ptr addrspace(1) %1739, i1 %2019) #5, !dbg !58
  %.extract527 = extractelement <8 x i16> %2066, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract527, ptr addrspace(1) %1741, i1 %2020) #5, !dbg !58
  %.extract529 = extractelement <8 x i16> %2066, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract529, ptr addrspace(1) %1743, i1 %2021) #5, !dbg !58
  %.extract531 = extractelement <8 x i16> %2066, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract531, ptr addrspace(1) %1745, i1 %2022) #5, !dbg !58
  %.extract533 = extractelement <8 x i16> %2066, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract533, ptr addrspace(1) %1747, i1 %2023) #5, !dbg !58
  %.extract535 = extractelement <8 x i16> %2066, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract535, ptr addrspace(1) %1749, i1 %2024) #5, !dbg !58
  %.extract537 = extractelement <8 x i16> %2066, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract537, ptr addrspace(1) %1751, i1 %2025) #5, !dbg !58
  %.extract539 = extractelement <8 x i16> %2066, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract539, ptr addrspace(1) %1753, i1 %2026) #5, !dbg !58
  %.extract541 = extractelement <8 x i16> %2067, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract541, ptr addrspace(1) %1755, i1 %2027) #5, !dbg !58
  %.extract543 = extractelement <8 x i16> %2067, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract543, ptr addrspace(1) %1757, i1 %2028) #5, !dbg !58
  %.extract545 = extractelement <8 x i16> %2067, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract545, ptr addrspace(1) %1759, i1 %2029) #5, !dbg !58
  %.extract547 = extractelement <8 x i16> %2067, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract547, ptr addrspace(1) %1761, i1 %2030) #5, !dbg !58
  %.extract549 = extractelement <8 x i16> %2067, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract549, ptr addrspace(1) %1763, i1 %2031) #5, !dbg !58
  %.extract551 = extractelement <8 x i16> %2067, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract551, ptr addrspace(1) %1765, i1 %2032) #5, !dbg !58
  %.extract553 = extractelement <8 x i16> %2067, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract553, ptr addrspace(1) %1767, i1 %2033) #5, !dbg !58
  %.extract555 = extractelement <8 x i16> %2067, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract555, ptr addrspace(1) %1769, i1 %2034) #5, !dbg !58
  %.extract557 = extractelement <8 x i16> %2068, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract557, ptr addrspace(1) %1771, i1 %2035) #5, !dbg !58
  %.extract559 = extractelement <8 x i16> %2068, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract559, ptr addrspace(1) %1773, i1 %2036) #5, !dbg !58
  %.extract561 = extractelement <8 x i16> %2068, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract561, ptr addrspace(1) %1775, i1 %2037) #5, !dbg !58
  %.extract563 = extractelement <8 x i16> %2068, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract563, ptr addrspace(1) %1777, i1 %2038) #5, !dbg !58
  %.extract565 = extractelement <8 x i16> %2068, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract565, ptr addrspace(1) %1779, i1 %2039) #5, !dbg !58
  %.extract567 = extractelement <8 x i16> %2068, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract567, ptr addrspace(1) %1781, i1 %2040) #5, !dbg !58
  %.extract569 = extractelement <8 x i16> %2068, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract569, ptr addrspace(1) %1783, i1 %2041) #5, !dbg !58
  %.extract571 = extractelement <8 x i16> %2068, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract571, ptr addrspace(1) %1785, i1 %2042) #5, !dbg !58
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
