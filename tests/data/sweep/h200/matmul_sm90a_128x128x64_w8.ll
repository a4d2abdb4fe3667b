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
  %31 = and i32 %30, 255, !dbg !27
  %32 = and i32 %30, 127, !dbg !27
  %33 = and i32 %30, 128, !dbg !27
  %.lobit = lshr exact i32 %33, 7, !dbg !27
  %34 = or disjoint i32 %.lobit, 2, !dbg !27
  %35 = or disjoint i32 %.lobit, 4, !dbg !27
  %36 = or disjoint i32 %.lobit, 6, !dbg !27
  %37 = or disjoint i32 %.lobit, 8, !dbg !27
  %38 = or disjoint i32 %.lobit, 10, !dbg !27
  %39 = or disjoint i32 %.lobit, 12, !dbg !27
  %40 = or disjoint i32 %.lobit, 14, !dbg !27
  %41 = or disjoint i32 %.lobit, 16, !dbg !27
  %42 = or disjoint i32 %.lobit, 18, !dbg !27
  %43 = or disjoint i32 %.lobit, 20, !dbg !27
  %44 = or disjoint i32 %.lobit, 22, !dbg !27
  %45 = or disjoint i32 %.lobit, 24, !dbg !27
  %46 = or disjoint i32 %.lobit, 26, !dbg !27
  %47 = or disjoint i32 %.lobit, 28, !dbg !27
  %48 = or disjoint i32 %.lobit, 30, !dbg !27
  %49 = or disjoint i32 %.lobit, 32, !dbg !27
  %50 = or disjoint i32 %.lobit, 34, !dbg !27
  %51 = or disjoint i32 %.lobit, 36, !dbg !27
  %52 = or disjoint i32 %.lobit, 38, !dbg !27
  %53 = or disjoint i32 %.lobit, 40, !dbg !27
  %54 = or disjoint i32 %.lobit, 42, !dbg !27
  %55 = or disjoint i32 %.lobit, 44, !dbg !27
  %56 = or disjoint i32 %.lobit, 46, !dbg !27
  %57 = or disjoint i32 %.lobit, 48, !dbg !27
  %58 = or disjoint i32 %.lobit, 50, !dbg !27
  %59 = or disjoint i32 %.lobit, 52, !dbg !27
  %60 = or disjoint i32 %.lobit, 54, !dbg !27
  %61 = or disjoint i32 %.lobit, 56, !dbg !27
  %62 = or disjoint i32 %.lobit, 58, !dbg !27
  %63 = or disjoint i32 %.lobit, 60, !dbg !27
  %64 = or disjoint i32 %.lobit, 62, !dbg !27
  %65 = or disjoint i32 %29, %32, !dbg !28
  %66 = shl i32 %28, 7, !dbg !29
  %67 = and i32 %30, 63, !dbg !30
  %68 = add i32 %5, 63, !dbg !31
  %69 = sdiv i32 %68, 64, !dbg !33
  %70 = icmp sgt i32 %68, 63, !dbg !34
  br i1 %70, label %.lr.ph, label %._crit_edge, !dbg !34

.lr.ph:                                           ; preds = %14
  %71 = shl i32 %8, 6, !dbg !35
  %72 = shl i32 %7, 6, !dbg !36
  %73 = mul i32 %8, %67, !dbg !37
  %74 = sext i32 %73 to i64, !dbg !38
  %75 = getelementptr half, ptr addrspace(1) %1, i64 %74, !dbg !38
  %76 = and i32 %30, 192, !dbg !27
  %77 = lshr exact i32 %76, 6, !dbg !27
  %78 = or disjoint i32 %66, %77, !dbg !27
  %79 = or disjoint i32 %78, 124, !dbg !39
  %80 = srem i32 %79, %4, !dbg !40
  %81 = mul i32 %80, %9, !dbg !41
  %82 = sext i32 %81 to i64, !dbg !42
  %83 = getelementptr half, ptr addrspace(1) %75, i64 %82, !dbg !42
  %84 = or disjoint i32 %78, 120, !dbg !39
  %85 = srem i32 %84, %4, !dbg !40
  %86 = mul i32 %85, %9, !dbg !41
  %87 = sext i32 %86 to i64, !dbg !42
  %88 = getelementptr half, ptr addrspace(1) %75, i64 %87, !dbg !42
  %89 = or disjoint i32 %78, 116, !dbg !39
  %90 = srem i32 %89, %4, !dbg !40
  %91 = mul i32 %90, %9, !dbg !41
  %92 = sext i32 %91 to i64, !dbg !42
  %93 = getelementptr half, ptr addrspace(1) %75, i64 %92, !dbg !42
  %94 = or disjoint i32 %78, 112, !dbg !39
  %95 = srem i32 %94, %4, !dbg !40
  %96 = mul i32 %95, %9, !dbg !41
  %97 = sext i32 %96 to i64, !dbg !42
  %98 = getelementptr half, ptr addrspace(1) %75, i64 %97, !dbg !42
  %99 = or disjoint i32 %78, 108, !dbg !39
  %100 = srem i32 %99, %4, !dbg !40
  %101 = mul i32 %100, %9, !dbg !41
  %102 = sext i32 %101 to i64, !dbg !42
  %103 = getelementptr half, ptr addrspace(1) %75, i64 %102, !dbg !42
  %104 = or disjoint i32 %78, 104, !dbg !39
  %105 = srem i32 %104, %4, !dbg !40
  %106 = mul i32 %105, %9, !dbg !41
  %107 = sext i32 %106 to i64, !dbg !42
  %108 = getelementptr half, ptr addrspace(1) %75, i64 %107, !dbg !42
  %109 = or disjoint i32 %78, 100, !dbg !39
  %110 = srem i32 %109, %4, !dbg !40
  %111 = mul i32 %110, %9, !dbg !41
  %112 = sext i32 %111 to i64, !dbg !42
  %113 = getelementptr half, ptr addrspace(1) %75, i64 %112, !dbg !42
  %114 = or disjoint i32 %78, 96, !dbg !39
  %115 = srem i32 %114, %4, !dbg !40
  %116 = mul i32 %115, %9, !dbg !41
  %117 = sext i32 %116 to i64, !dbg !42
  %118 = getelementptr half, ptr addrspace(1) %75, i64 %117, !dbg !42
  %119 = or disjoint i32 %78, 92, !dbg !39
  %120 = srem i32 %119, %4, !dbg !40
  %121 = mul i32 %120, %9, !dbg !41
  %122 = sext i32 %121 to i64, !dbg !42
  %123 = getelementptr half, ptr addrspace(1) %75, i64 %122, !dbg !42
  %124 = or disjoint i32 %78, 88, !dbg !39
  %125 = srem i32 %124, %4, !dbg !40
  %126 = mul i32 %125, %9, !dbg !41
  %127 = sext i32 %126 to i64, !dbg !42
  %128 = getelementptr half, ptr addrspace(1) %75, i64 %127, !dbg !42
  %129 = or disjoint i32 %78, 84, !dbg !39
  %130 = srem i32 %129, %4, !dbg !40
  %131 = mul i32 %130, %9, !dbg !41
  %132 = sext i32 %131 to i64, !dbg !42
  %133 = getelementptr half, ptr addrspace(1) %75, i64 %132, !dbg !42
  %134 = or disjoint i32 %78, 80, !dbg !39
  %135 = srem i32 %134, %4, !dbg !40
  %136 = mul i32 %135, %9, !dbg !41
  %137 = sext i32 %136 to i64, !dbg !42
  %138 = getelementptr half, ptr addrspace(1) %75, i64 %137, !dbg !42
  %139 = or disjoint i32 %78, 76, !dbg !39
  %140 = srem i32 %139, %4, !dbg !40
  %141 = mul i32 %140, %9, !dbg !41
  %142 = sext i32 %141 to i64, !dbg !42
  %143 = getelementptr half, ptr addrspace(1) %75, i64 %142, !dbg !42
  %144 = or disjoint i32 %78, 72, !dbg !39
  %145 = srem i32 %144, %4, !dbg !40
  %146 = mul i32 %145, %9, !dbg !41
  %147 = sext i32 %146 to i64, !dbg !42
  %148 = getelementptr half, ptr addrspace(1) %75, i64 %147, !dbg !42
  %149 = or disjoint i32 %78, 68, !dbg !39
  %150 = srem i32 %149, %4, !dbg !40
  %151 = mul i32 %150, %9, !dbg !41
  %152 = sext i32 %151 to i64, !dbg !42
  %153 = getelementptr half, ptr addrspace(1) %75, i64 %152, !dbg !42
  %154 = or disjoint i32 %78, 64, !dbg !39
  %155 = srem i32 %154, %4, !dbg !40
  %156 = mul i32 %155, %9, !dbg !41
  %157 = sext i32 %156 to i64, !dbg !42
  %158 = getelementptr half, ptr addrspace(1) %75, i64 %157, !dbg !42
  %159 = or disjoint i32 %78, 60, !dbg !39
  %160 = srem i32 %159, %4, !dbg !40
  %161 = mul i32 %160, %9, !dbg !41
  %162 = sext i32 %161 to i64, !dbg !42
  %163 = getelementptr half, ptr addrspace(1) %75, i64 %162, !dbg !42
  %164 = or disjoint i32 %78, 56, !dbg !39
  %165 = srem i32 %164, %4, !dbg !40
  %166 = mul i32 %165, %9, !dbg !41
  %167 = sext i32 %166 to i64, !dbg !42
  %168 = getelementptr half, ptr addrspace(1) %75, i64 %167, !dbg !42
  %169 = or disjoint i32 %78, 52, !dbg !39
  %170 = srem i32 %169, %4, !dbg !40
  %171 = mul i32 %170, %9, !dbg !41
  %172 = sext i32 %171 to i64, !dbg !42
  %173 = getelementptr half, ptr addrspace(1) %75, i64 %172, !dbg !42
  %174 = or disjoint i32 %78, 48, !dbg !39
  %175 = srem i32 %174, %4, !dbg !40
  %176 = mul i32 %175, %9, !dbg !41
  %177 = sext i32 %176 to i64, !dbg !42
  %178 = getelementptr half, ptr addrspace(1) %75, i64 %177, !dbg !42
  %179 = or disjoint i32 %78, 44, !dbg !39
  %180 = srem i32 %179, %4, !dbg !40
  %181 = mul i32 %180, %9, !dbg !41
  %182 = sext i32 %181 to i64, !dbg !42
  %183 = getelementptr half, ptr addrspace(1) %75, i64 %182, !dbg !42
  %184 = or disjoint i32 %78, 40, !dbg !39
  %185 = srem i32 %184, %4, !dbg !40
  %186 = mul i32 %185, %9, !dbg !41
  %187 = sext i32 %186 to i64, !dbg !42
  %188 = getelementptr half, ptr addrspace(1) %75, i64 %187, !dbg !42
  %189 = or disjoint i32 %78, 36, !dbg !39
  %190 = srem i32 %189, %4, !dbg !40
  %191 = mul i32 %190, %9, !dbg !41
  %192 = sext i32 %191 to i64, !dbg !42
  %193 = getelementptr half, ptr addrspace(1) %75, i64 %192, !dbg !42
  %194 = or disjoint i32 %78, 32, !dbg !39
  %195 = srem i32 %194, %4, !dbg !40
  %196 = mul i32 %195, %9, !dbg !41
  %197 = sext i32 %196 to i64, !dbg !42
  %198 = getelementptr half, ptr addrspace(1) %75, i64 %197, !dbg !42
  %199 = or disjoint i32 %78, 28, !dbg !39
  %200 = srem i32 %199, %4, !dbg !40
  %201 = mul i32 %200, %9, !dbg !41
  %202 = sext i32 %201 to i64, !dbg !42
  %203 = getelementptr half, ptr addrspace(1) %75, i64 %202, !dbg !42
  %204 = or disjoint i32 %78, 24, !dbg !39
  %205 = srem i32 %204, %4, !dbg !40
  %206 = mul i32 %205, %9, !dbg !41
  %207 = sext i32 %206 to i64, !dbg !42
  %208 = getelementptr half, ptr addrspace(1) %75, i64 %207, !dbg !42
  %209 = or disjoint i32 %78, 20, !dbg !39
  %210 = srem i32 %209, %4, !dbg !40
  %211 = mul i32 %210, %9, !dbg !41
  %212 = sext i32 %211 to i64, !dbg !42
  %213 = getelementptr half, ptr addrspace(1) %75, i64 %212, !dbg !42
  %214 = or disjoint i32 %78, 16, !dbg !39
  %215 = srem i32 %214, %4, !dbg !40
  %216 = mul i32 %215, %9, !dbg !41
  %217 = sext i32 %216 to i64, !dbg !42
  %218 = getelementptr half, ptr addrspace(1) %75, i64 %217, !dbg !42
  %219 = or disjoint i32 %78, 12, !dbg !39
  %220 = srem i32 %219, %4, !dbg !40
  %221 = mul i32 %220, %9, !dbg !41
  %222 = sext i32 %221 to i64, !dbg !42
  %223 = getelementptr half, ptr addrspace(1) %75, i64 %222, !dbg !42
  %224 = or disjoint i32 %78, 8, !dbg !39
  %225 = srem i32 %224, %4, !dbg !40
  %226 = mul i32 %225, %9, !dbg !41
  %227 = sext i32 %226 to i64, !dbg !42
  %228 = getelementptr half, ptr addrspace(1) %75, i64 %227, !dbg !42
  %229 = or disjoint i32 %78, 4, !dbg !39
  %230 = srem i32 %229, %4, !dbg !40
  %231 = mul i32 %230, %9, !dbg !41
  %232 = sext i32 %231 to i64, !dbg !42
  %233 = getelementptr half, ptr addrspace(1) %75, i64 %232, !dbg !42
  %234 = srem i32 %78, %4, !dbg !40
  %235 = mul i32 %234, %9, !dbg !41
  %236 = sext i32 %235 to i64, !dbg !42
  %237 = getelementptr half, ptr addrspace(1) %75, i64 %236, !dbg !42
  %238 = srem i32 %65, %3, !dbg !43
  %239 = mul i32 %238, %6, !dbg !44
  %240 = sext i32 %239 to i64, !dbg !45
  %241 = getelementptr half, ptr addrspace(1) %0, i64 %240, !dbg !45
  %242 = mul i32 %7, %64, !dbg !46
  %243 = sext i32 %242 to i64, !dbg !47
  %244 = getelementptr half, ptr addrspace(1) %241, i64 %243, !dbg !47
  %245 = mul i32 %7, %63, !dbg !46
  %246 = sext i32 %245 to i64, !dbg !47
  %247 = getelementptr half, ptr addrspace(1) %241, i64 %246, !dbg !47
  %248 = mul i32 %7, %62, !dbg !46
  %249 = sext i32 %248 to i64, !dbg !47
  %250 = getelementptr half, ptr addrspace(1) %241, i64 %249, !dbg !47
  %251 = mul i32 %7, %61, !dbg !46
  %252 = sext i32 %251 to i64, !dbg !47
  %253 = getelementptr half, ptr addrspace(1) %241, i64 %252, !dbg !47
  %254 = mul i32 %7, %60, !dbg !46
  %255 = sext i32 %254 to i64, !dbg !47
  %256 = getelementptr half, ptr addrspace(1) %241, i64 %255, !dbg !47
  %257 = mul i32 %7, %59, !dbg !46
  %258 = sext i32 %257 to i64, !dbg !47
  %259 = getelementptr half, ptr addrspace(1) %241, i64 %258, !dbg !47
  %260 = mul i32 %7, %58, !dbg !46
  %261 = sext i32 %260 to i64, !dbg !47
  %262 = getelementptr half, ptr addrspace(1) %241, i64 %261, !dbg !47
  %263 = mul i32 %7, %57, !dbg !46
  %264 = sext i32 %263 to i64, !dbg !47
  %265 = getelementptr half, ptr addrspace(1) %241, i64 %264, !dbg !47
  %266 = mul i32 %7, %56, !dbg !46
  %267 = sext i32 %266 to i64, !dbg !47
  %268 = getelementptr half, ptr addrspace(1) %241, i64 %267, !dbg !47
  %269 = mul i32 %7, %55, !dbg !46
  %270 = sext i32 %269 to i64, !dbg !47
  %271 = getelementptr half, ptr addrspace(1) %241, i64 %270, !dbg !47
  %272 = mul i32 %7, %54, !dbg !46
  %273 = sext i32 %272 to i64, !dbg !47
  %274 = getelementptr half, ptr addrspace(1) %241, i64 %273, !dbg !47
  %275 = mul i32 %7, %53, !dbg !46
  %276 = sext i32 %275 to i64, !dbg !47
  %277 = getelementptr half, ptr addrspace(1) %241, i64 %276, !dbg !47
  %278 = mul i32 %7, %52, !dbg !46
  %279 = sext i32 %278 to i64, !dbg !47
  %280 = getelementptr half, ptr addrspace(1) %241, i64 %279, !dbg !47
  %281 = mul i32 %7, %51, !dbg !46
  %282 = sext i32 %281 to i64, !dbg !47
  %283 = getelementptr half, ptr addrspace(1) %241, i64 %282, !dbg !47
  %284 = mul i32 %7, %50, !dbg !46
  %285 = sext i32 %284 to i64, !dbg !47
  %286 = getelementptr half, ptr addrspace(1) %241, i64 %285, !dbg !47
  %287 = mul i32 %7, %49, !dbg !46
  %288 = sext i32 %287 to i64, !dbg !47
  %289 = getelementptr half, ptr addrspace(1) %241, i64 %288, !dbg !47
  %290 = mul i32 %7, %48, !dbg !46
  %291 = sext i32 %290 to i64, !dbg !47
  %292 = getelementptr half, ptr addrspace(1) %241, i64 %291, !dbg !47
  %293 = mul i32 %7, %47, !dbg !46
  %294 = sext i32 %293 to i64, !dbg !47
  %295 = getelementptr half, ptr addrspace(1) %241, i64 %294, !dbg !47
  %296 = mul i32 %7, %46, !dbg !46
  %297 = sext i32 %296 to i64, !dbg !47
  %298 = getelementptr half, ptr addrspace(1) %241, i64 %297, !dbg !47
  %299 = mul i32 %7, %45, !dbg !46
  %300 = sext i32 %299 to i64, !dbg !47
  %301 = getelementptr half, ptr addrspace(1) %241, i64 %300, !dbg !47
  %302 = mul i32 %7, %44, !dbg !46
  %303 = sext i32 %302 to i64, !dbg !47
  %304 = getelementptr half, ptr addrspace(1) %241, i64 %303, !dbg !47
  %305 = mul i32 %7, %43, !dbg !46
  %306 = sext i32 %305 to i64, !dbg !47
  %307 = getelementptr half, ptr addrspace(1) %241, i64 %306, !dbg !47
  %308 = mul i32 %7, %42, !dbg !46
  %309 = sext i32 %308 to i64, !dbg !47
  %310 = getelementptr half, ptr addrspace(1) %241, i64 %309, !dbg !47
  %311 = mul i32 %7, %41, !dbg !46
  %312 = sext i32 %311 to i64, !dbg !47
  %313 = getelementptr half, ptr addrspace(1) %241, i64 %312, !dbg !47
  %314 = mul i32 %7, %40, !dbg !46
  %315 = sext i32 %314 to i64, !dbg !47
  %316 = getelementptr half, ptr addrspace(1) %241, i64 %315, !dbg !47
  %317 = mul i32 %7, %39, !dbg !46
  %318 = sext i32 %317 to i64, !dbg !47
  %319 = getelementptr half, ptr addrspace(1) %241, i64 %318, !dbg !47
  %320 = mul i32 %7, %38, !dbg !46
  %321 = sext i32 %320 to i64, !dbg !47
  %322 = getelementptr half, ptr addrspace(1) %241, i64 %321, !dbg !47
  %323 = mul i32 %7, %37, !dbg !46
  %324 = sext i32 %323 to i64, !dbg !47
  %325 = getelementptr half, ptr addrspace(1) %241, i64 %324, !dbg !47
  %326 = mul i32 %7, %36, !dbg !46
  %327 = sext i32 %326 to i64, !dbg !47
  %328 = getelementptr half, ptr addrspace(1) %241, i64 %327, !dbg !47
  %329 = mul i32 %7, %35, !dbg !46
  %330 = sext i32 %329 to i64, !dbg !47
  %331 = getelementptr half, ptr addrspace(1) %241, i64 %330, !dbg !47
  %332 = mul i32 %7, %34, !dbg !46
  %333 = sext i32 %332 to i64, !dbg !47
  %334 = getelementptr half, ptr addrspace(1) %241, i64 %333, !dbg !47
  %335 = mul nuw nsw i32 %7, %.lobit, !dbg !46
  %336 = sext i32 %335 to i64, !dbg !47
  %337 = getelementptr half, ptr addrspace(1) %241, i64 %336, !dbg !47
  %.not = icmp eq i32 %33, 0, !dbg !27
  %338 = shl nuw nsw i32 %67, 1
  %339 = shl nuw nsw i32 %30, 7
  %340 = and i32 %339, 8192
  %341 = select i1 %.not, i32 0, i32 144
  %342 = xor i32 %341, %338
  %343 = or disjoint i32 %342, %340
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %343
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 1024
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 2048
  %347 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 3072
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 4096
  %349 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 5120
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 6144
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) %344, i32 7168
  %352 = xor i32 %343, 288
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %352
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 1024
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 2048
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 3072
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 4096
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 5120
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 6144
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %353, i32 7168
  %361 = xor i32 %343, 576
  %362 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %361
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 1024
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 2048
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 3072
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 4096
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 5120
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 6144
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) %362, i32 7168
  %370 = xor i32 %343, 864
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %370
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 1024
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 2048
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 3072
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 4096
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 5120
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 6144
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 7168
  %379 = shl nuw nsw i32 %31, 1
  %380 = lshr exact i32 %76, 2
  %381 = xor i32 %379, %380
  %382 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %381
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 1024
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 2048
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 3072
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 4096
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 5120
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 6144
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 7168
  %390 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 8192
  %391 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 9216
  %392 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 10240
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 11264
  %394 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 12288
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 13312
  %396 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 14336
  %397 = getelementptr inbounds nuw i8, ptr addrspace(3) %382, i32 15360
  %398 = xor i32 %381, 576
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %398
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 1024
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 2048
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 3072
  %403 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 4096
  %404 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 5120
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 6144
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 7168
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 8192
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 9216
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 10240
  %410 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 11264
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 12288
  %412 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 13312
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 14336
  %414 = getelementptr inbounds nuw i8, ptr addrspace(3) %399, i32 15360
  %415 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %416 = lshr i32 %30, 5
  %417 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384) to i32), 4
  %418 = and i32 %417, 16383
  %419 = zext nneg i32 %418 to i64
  %420 = or disjoint i64 %419, 4611686293305294848
  %421 = add nuw nsw i64 %419, 4611686293305294850
  %422 = add nuw nsw i64 %419, 4611686293305294852
  %423 = add nuw nsw i64 %419, 4611686293305294854
  %424 = sext i32 %72 to i64
  %425 = sext i32 %71 to i64
  br label %426, !dbg !34

426:                                              ; preds = %.lr.ph, %426
  %.pn65411 = phi ptr addrspace(1) [ %83, %.lr.ph ], [ %1053, %426 ]
  %.pn67410 = phi ptr addrspace(1) [ %88, %.lr.ph ], [ %1052, %426 ]
  %.pn69409 = phi ptr addrspace(1) [ %93, %.lr.ph ], [ %1051, %426 ]
  %.pn71408 = phi ptr addrspace(1) [ %98, %.lr.ph ], [ %1050, %426 ]
  %.pn73407 = phi ptr addrspace(1) [ %103, %.lr.ph ], [ %1049, %426 ]
  %.pn75406 = phi ptr addrspace(1) [ %108, %.lr.ph ], [ %1048, %426 ]
  %.pn77405 = phi ptr addrspace(1) [ %113, %.lr.ph ], [ %1047, %426 ]
  %.pn79404 = phi ptr addrspace(1) [ %118, %.lr.ph ], [ %1046, %426 ]
  %.pn81403 = phi ptr addrspace(1) [ %123, %.lr.ph ], [ %1045, %426 ]
  %.pn83402 = phi ptr addrspace(1) [ %128, %.lr.ph ], [ %1044, %426 ]
  %.pn85401 = phi ptr addrspace(1) [ %133, %.lr.ph ], [ %1043, %426 ]
  %.pn87400 = phi ptr addrspace(1) [ %138, %.lr.ph ], [ %1042, %426 ]
  %.pn89399 = phi ptr addrspace(1) [ %143, %.lr.ph ], [ %1041, %426 ]
  %.pn91398 = phi ptr addrspace(1) [ %148, %.lr.ph ], [ %1040, %426 ]
  %.pn93397 = phi ptr addrspace(1) [ %153, %.lr.ph ], [ %1039, %426 ]
  %.pn95396 = phi ptr addrspace(1) [ %158, %.lr.ph ], [ %1038, %426 ]
  %.pn97395 = phi ptr addrspace(1) [ %163, %.lr.ph ], [ %1037, %426 ]
  %.pn99394 = phi ptr addrspace(1) [ %168, %.lr.ph ], [ %1036, %426 ]
  %.pn101393 = phi ptr addrspace(1) [ %173, %.lr.ph ], [ %1035, %426 ]
  %.pn103392 = phi ptr addrspace(1) [ %178, %.lr.ph ], [ %1034, %426 ]
  %.pn105391 = phi ptr addrspace(1) [ %183, %.lr.ph ], [ %1033, %426 ]
  %.pn107390 = phi ptr addrspace(1) [ %188, %.lr.ph ], [ %1032, %426 ]
  %.pn109389 = phi ptr addrspace(1) [ %193, %.lr.ph ], [ %1031, %426 ]
  %.pn111388 = phi ptr addrspace(1) [ %198, %.lr.ph ], [ %1030, %426 ]
  %.pn113387 = phi ptr addrspace(1) [ %203, %.lr.ph ], [ %1029, %426 ]
  %.pn115386 = phi ptr addrspace(1) [ %208, %.lr.ph ], [ %1028, %426 ]
  %.pn117385 = phi ptr addrspace(1) [ %213, %.lr.ph ], [ %1027, %426 ]
  %.pn119384 = phi ptr addrspace(1) [ %218, %.lr.ph ], [ %1026, %426 ]
  %.pn121383 = phi ptr addrspace(1) [ %223, %.lr.ph ], [ %1025, %426 ]
  %.pn123382 = phi ptr addrspace(1) [ %228, %.lr.ph ], [ %1024, %426 ]
  %.pn125381 = phi ptr addrspace(1) [ %233, %.lr.ph ], [ %1023, %426 ]
  %.pn127380 = phi ptr addrspace(1) [ %237, %.lr.ph ], [ %1022, %426 ]
  %.pn1379 = phi ptr addrspace(1) [ %244, %.lr.ph ], [ %1021, %426 ]
  %.pn3378 = phi ptr addrspace(1) [ %247, %.lr.ph ], [ %1020, %426 ]
  %.pn5377 = phi ptr addrspace(1) [ %250, %.lr.ph ], [ %1019, %426 ]
  %.pn7376 = phi ptr addrspace(1) [ %253, %.lr.ph ], [ %1018, %426 ]
  %.pn9375 = phi ptr addrspace(1) [ %256, %.lr.ph ], [ %1017, %426 ]
  %.pn11374 = phi ptr addrspace(1) [ %259, %.lr.ph ], [ %1016, %426 ]
  %.pn13373 = phi ptr addrspace(1) [ %262, %.lr.ph ], [ %1015, %426 ]
  %.pn15372 = phi ptr addrspace(1) [ %265, %.lr.ph ], [ %1014, %426 ]
  %.pn17371 = phi ptr addrspace(1) [ %268, %.lr.ph ], [ %1013, %426 ]
  %.pn19370 = phi ptr addrspace(1) [ %271, %.lr.ph ], [ %1012, %426 ]
  %.pn21369 = phi ptr addrspace(1) [ %274, %.lr.ph ], [ %1011, %426 ]
  %.pn23368 = phi ptr addrspace(1) [ %277, %.lr.ph ], [ %1010, %426 ]
  %.pn25367 = phi ptr addrspace(1) [ %280, %.lr.ph ], [ %1009, %426 ]
  %.pn27366 = phi ptr addrspace(1) [ %283, %.lr.ph ], [ %1008, %426 ]
  %.pn29365 = phi ptr addrspace(1) [ %286, %.lr.ph ], [ %1007, %426 ]
  %.pn31364 = phi ptr addrspace(1) [ %289, %.lr.ph ], [ %1006, %426 ]
  %.pn33363 = phi ptr addrspace(1) [ %292, %.lr.ph ], [ %1005, %426 ]
  %.pn35362 = phi ptr addrspace(1) [ %295, %.lr.ph ], [ %1004, %426 ]
  %.pn37361 = phi ptr addrspace(1) [ %298, %.lr.ph ], [ %1003, %426 ]
  %.pn39360 = phi ptr addrspace(1) [ %301, %.lr.ph ], [ %1002, %426 ]
  %.pn41359 = phi ptr addrspace(1) [ %304, %.lr.ph ], [ %1001, %426 ]
  %.pn43358 = phi ptr addrspace(1) [ %307, %.lr.ph ], [ %1000, %426 ]
  %.pn45357 = phi ptr addrspace(1) [ %310, %.lr.ph ], [ %999, %426 ]
  %.pn47356 = phi ptr addrspace(1) [ %313, %.lr.ph ], [ %998, %426 ]
  %.pn49355 = phi ptr addrspace(1) [ %316, %.lr.ph ], [ %997, %426 ]
  %.pn51354 = phi ptr addrspace(1) [ %319, %.lr.ph ], [ %996, %426 ]
  %.pn53353 = phi ptr addrspace(1) [ %322, %.lr.ph ], [ %995, %426 ]
  %.pn55352 = phi ptr addrspace(1) [ %325, %.lr.ph ], [ %994, %426 ]
  %.pn57351 = phi ptr addrspace(1) [ %328, %.lr.ph ], [ %993, %426 ]
  %.pn59350 = phi ptr addrspace(1) [ %331, %.lr.ph ], [ %992, %426 ]
  %.pn61349 = phi ptr addrspace(1) [ %334, %.lr.ph ], [ %991, %426 ]
  %.pn63348 = phi ptr addrspace(1) [ %337, %.lr.ph ], [ %990, %426 ]
  %427 = phi float [ 0.000000e+00, %.lr.ph ], [ %926, %426 ]
  %428 = phi float [ 0.000000e+00, %.lr.ph ], [ %927, %426 ]
  %429 = phi float [ 0.000000e+00, %.lr.ph ], [ %928, %426 ]
  %430 = phi float [ 0.000000e+00, %.lr.ph ], [ %929, %426 ]
  %431 = phi float [ 0.000000e+00, %.lr.ph ], [ %930, %426 ]
  %432 = phi float [ 0.000000e+00, %.lr.ph ], [ %931, %426 ]
  %433 = phi float [ 0.000000e+00, %.lr.ph ], [ %932, %426 ]
  %434 = phi float [ 0.000000e+00, %.lr.ph ], [ %933, %426 ]
  %435 = phi float [ 0.000000e+00, %.lr.ph ], [ %934, %426 ]
  %436 = phi float [ 0.000000e+00, %.lr.ph ], [ %935, %426 ]
  %437 = phi float [ 0.000000e+00, %.lr.ph ], [ %936, %426 ]
  %438 = phi float [ 0.000000e+00, %.lr.ph ], [ %937, %426 ]
  %439 = phi float [ 0.000000e+00, %.lr.ph ], [ %938, %426 ]
  %440 = phi float [ 0.000000e+00, %.lr.ph ], [ %939, %426 ]
  %441 = phi float [ 0.000000e+00, %.lr.ph ], [ %940, %426 ]
  %442 = phi float [ 0.000000e+00, %.lr.ph ], [ %941, %426 ]
  %443 = phi float [ 0.000000e+00, %.lr.ph ], [ %942, %426 ]
  %444 = phi float [ 0.000000e+00, %.lr.ph ], [ %943, %426 ]
  %445 = phi float [ 0.000000e+00, %.lr.ph ], [ %944, %426 ]
  %446 = phi float [ 0.000000e+00, %.lr.ph ], [ %945, %426 ]
  %447 = phi float [ 0.000000e+00, %.lr.ph ], [ %946, %426 ]
  %448 = phi float [ 0.000000e+00, %.lr.ph ], [ %947, %426 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %948, %426 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %949, %426 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %950, %426 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %951, %426 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %952, %426 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %953, %426 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %954, %426 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %955, %426 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %956, %426 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %957, %426 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %958, %426 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %959, %426 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %960, %426 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %961, %426 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %962, %426 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %963, %426 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %964, %426 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %965, %426 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %966, %426 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %967, %426 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %968, %426 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %969, %426 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %970, %426 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %971, %426 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %972, %426 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %973, %426 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %974, %426 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %975, %426 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %976, %426 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %977, %426 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %978, %426 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %979, %426 ]
  %481 = phi float [ 0.000000e+00, %.lr.ph ], [ %980, %426 ]
  %482 = phi float [ 0.000000e+00, %.lr.ph ], [ %981, %426 ]
  %483 = phi float [ 0.000000e+00, %.lr.ph ], [ %982, %426 ]
  %484 = phi float [ 0.000000e+00, %.lr.ph ], [ %983, %426 ]
  %485 = phi float [ 0.000000e+00, %.lr.ph ], [ %984, %426 ]
  %486 = phi float [ 0.000000e+00, %.lr.ph ], [ %985, %426 ]
  %487 = phi float [ 0.000000e+00, %.lr.ph ], [ %986, %426 ]
  %488 = phi float [ 0.000000e+00, %.lr.ph ], [ %987, %426 ]
  %489 = phi float [ 0.000000e+00, %.lr.ph ], [ %988, %426 ]
  %490 = phi float [ 0.000000e+00, %.lr.ph ], [ %989, %426 ]
  %491 = phi i32 [ 0, %.lr.ph ], [ %1054, %426 ]
  %492 = shl i32 %491, 6, !dbg !48
  %493 = sub i32 %5, %492, !dbg !49
  %494 = icmp slt i32 %.lobit, %493, !dbg !50
  %495 = icmp slt i32 %34, %493, !dbg !50
  %496 = icmp slt i32 %35, %493, !dbg !50
  %497 = icmp slt i32 %36, %493, !dbg !50
  %498 = icmp slt i32 %37, %493, !dbg !50
  %499 = icmp slt i32 %38, %493, !dbg !50
  %500 = icmp slt i32 %39, %493, !dbg !50
  %501 = icmp slt i32 %40, %493, !dbg !50
  %502 = icmp slt i32 %41, %493, !dbg !50
  %503 = icmp slt i32 %42, %493, !dbg !50
  %504 = icmp slt i32 %43, %493, !dbg !50
  %505 = icmp slt i32 %44, %493, !dbg !50
  %506 = icmp slt i32 %45, %493, !dbg !50
  %507 = icmp slt i32 %46, %493, !dbg !50
  %508 = icmp slt i32 %47, %493, !dbg !50
  %509 = icmp slt i32 %48, %493, !dbg !50
  %510 = icmp slt i32 %49, %493, !dbg !50
  %511 = icmp slt i32 %50, %493, !dbg !50
  %512 = icmp slt i32 %51, %493, !dbg !50
  %513 = icmp slt i32 %52, %493, !dbg !50
  %514 = icmp slt i32 %53, %493, !dbg !50
  %515 = icmp slt i32 %54, %493, !dbg !50
  %516 = icmp slt i32 %55, %493, !dbg !50
  %517 = icmp slt i32 %56, %493, !dbg !50
  %518 = icmp slt i32 %57, %493, !dbg !50
  %519 = icmp slt i32 %58, %493, !dbg !50
  %520 = icmp slt i32 %59, %493, !dbg !50
  %521 = icmp slt i32 %60, %493, !dbg !50
  %522 = icmp slt i32 %61, %493, !dbg !50
  %523 = icmp slt i32 %62, %493, !dbg !50
  %524 = icmp slt i32 %63, %493, !dbg !50
  %525 = icmp slt i32 %64, %493, !dbg !50
  %526 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63348, i1 %494) #6, !dbg !51
  %527 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61349, i1 %495) #6, !dbg !51
  %528 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59350, i1 %496) #6, !dbg !51
  %529 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57351, i1 %497) #6, !dbg !51
  %530 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55352, i1 %498) #6, !dbg !51
  %531 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53353, i1 %499) #6, !dbg !51
  %532 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51354, i1 %500) #6, !dbg !51
  %533 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49355, i1 %501) #6, !dbg !51
  %534 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47356, i1 %502) #6, !dbg !51
  %535 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45357, i1 %503) #6, !dbg !51
  %536 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43358, i1 %504) #6, !dbg !51
  %537 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41359, i1 %505) #6, !dbg !51
  %538 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39360, i1 %506) #6, !dbg !51
  %539 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37361, i1 %507) #6, !dbg !51
  %540 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35362, i1 %508) #6, !dbg !51
  %541 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33363, i1 %509) #6, !dbg !51
  %542 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31364, i1 %510) #6, !dbg !51
  %543 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29365, i1 %511) #6, !dbg !51
  %544 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27366, i1 %512) #6, !dbg !51
  %545 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25367, i1 %513) #6, !dbg !51
  %546 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23368, i1 %514) #6, !dbg !51
  %547 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21369, i1 %515) #6, !dbg !51
  %548 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19370, i1 %516) #6, !dbg !51
  %549 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17371, i1 %517) #6, !dbg !51
  %550 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15372, i1 %518) #6, !dbg !51
  %551 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13373, i1 %519) #6, !dbg !51
  %552 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11374, i1 %520) #6, !dbg !51
  %553 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9375, i1 %521) #6, !dbg !51
  %554 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7376, i1 %522) #6, !dbg !51
  %555 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5377, i1 %523) #6, !dbg !51
  %556 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3378, i1 %524) #6, !dbg !51
  %557 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1379, i1 %525) #6, !dbg !51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !51
  %558 = insertelement <1 x i16> poison, i16 %526, i64 0, !dbg !51
  store <1 x i16> %558, ptr addrspace(3) %344, align 2, !dbg !51
  %559 = insertelement <1 x i16> poison, i16 %530, i64 0, !dbg !51
  store <1 x i16> %559, ptr addrspace(3) %345, align 2, !dbg !51
  %560 = insertelement <1 x i16> poison, i16 %534, i64 0, !dbg !51
  store <1 x i16> %560, ptr addrspace(3) %346, align 2, !dbg !51
  %561 = insertelement <1 x i16> poison, i16 %538, i64 0, !dbg !51
  store <1 x i16> %561, ptr addrspace(3) %347, align 2, !dbg !51
  %562 = insertelement <1 x i16> poison, i16 %542, i64 0, !dbg !51
  store <1 x i16> %562, ptr addrspace(3) %348, align 2, !dbg !51
  %563 = insertelement <1 x i16> poison, i16 %546, i64 0, !dbg !51
  store <1 x i16> %563, ptr addrspace(3) %349, align 2, !dbg !51
  %564 = insertelement <1 x i16> poison, i16 %550, i64 0, !dbg !51
  store <1 x i16> %564, ptr addrspace(3) %350, align 2, !dbg !51
  %565 = insertelement <1 x i16> poison, i16 %554, i64 0, !dbg !51
  store <1 x i16> %565, ptr addrspace(3) %351, align 2, !dbg !51
  %566 = insertelement <1 x i16> poison, i16 %527, i64 0, !dbg !51
  store <1 x i16> %566, ptr addrspace(3) %353, align 2, !dbg !51
  %567 = insertelement <1 x i16> poison, i16 %531, i64 0, !dbg !51
  store <1 x i16> %567, ptr addrspace(3) %354, align 2, !dbg !51
  %568 = insertelement <1 x i16> poison, i16 %535, i64 0, !dbg !51
  store <1 x i16> %568, ptr addrspace(3) %355, align 2, !dbg !51
  %569 = insertelement <1 x i16> poison, i16 %539, i64 0, !dbg !51
  store <1 x i16> %569, ptr addrspace(3) %356, align 2, !dbg !51
  %570 = insertelement <1 x i16> poison, i16 %543, i64 0, !dbg !51
  store <1 x i16> %570, ptr addrspace(3) %357, align 2, !dbg !51
  %571 = insertelement <1 x i16> poison, i16 %547, i64 0, !dbg !51
  store <1 x i16> %571, ptr addrspace(3) %358, align 2, !dbg !51
  %572 = insertelement <1 x i16> poison, i16 %551, i64 0, !dbg !51
  store <1 x i16> %572, ptr addrspace(3) %359, align 2, !dbg !51
  %573 = insertelement <1 x i16> poison, i16 %555, i64 0, !dbg !51
  store <1 x i16> %573, ptr addrspace(3) %360, align 2, !dbg !51
  %574 = insertelement <1 x i16> poison, i16 %528, i64 0, !dbg !51
  store <1 x i16> %574, ptr addrspace(3) %362, align 2, !dbg !51
  %575 = insertelement <1 x i16> poison, i16 %532, i64 0, !dbg !51
  store <1 x i16> %575, ptr addrspace(3) %363, align 2, !dbg !51
  %576 = insertelement <1 x i16> poison, i16 %536, i64 0, !dbg !51
  store <1 x i16> %576, ptr addrspace(3) %364, align 2, !dbg !51
  %577 = insertelement <1 x i16> poison, i16 %540, i64 0, !dbg !51
  store <1 x i16> %577, ptr addrspace(3) %365, align 2, !dbg !51
  %578 = insertelement <1 x i16> poison, i16 %544, i64 0, !dbg !51
  store <1 x i16> %578, ptr addrspace(3) %366, align 2, !dbg !51
  %579 = insertelement <1 x i16> poison, i16 %548, i64 0, !dbg !51
  store <1 x i16> %579, ptr addrspace(3) %367, align 2, !dbg !51
  %580 = insertelement <1 x i16> poison, i16 %552, i64 0, !dbg !51
  store <1 x i16> %580, ptr addrspace(3) %368, align 2, !dbg !51
  %581 = insertelement <1 x i16> poison, i16 %556, i64 0, !dbg !51
  store <1 x i16> %581, ptr addrspace(3) %369, align 2, !dbg !51
  %582 = insertelement <1 x i16> poison, i16 %529, i64 0, !dbg !51
  store <1 x i16> %582, ptr addrspace(3) %371, align 2, !dbg !51
  %583 = insertelement <1 x i16> poison, i16 %533, i64 0, !dbg !51
  store <1 x i16> %583, ptr addrspace(3) %372, align 2, !dbg !51
  %584 = insertelement <1 x i16> poison, i16 %537, i64 0, !dbg !51
  store <1 x i16> %584, ptr addrspace(3) %373, align 2, !dbg !51
  %585 = insertelement <1 x i16> poison, i16 %541, i64 0, !dbg !51
  store <1 x i16> %585, ptr addrspace(3) %374, align 2, !dbg !51
  %586 = insertelement <1 x i16> poison, i16 %545, i64 0, !dbg !51
  store <1 x i16> %586, ptr addrspace(3) %375, align 2, !dbg !51
  %587 = insertelement <1 x i16> poison, i16 %549, i64 0, !dbg !51
  store <1 x i16> %587, ptr addrspace(3) %376, align 2, !dbg !51
  %588 = insertelement <1 x i16> poison, i16 %553, i64 0, !dbg !51
  store <1 x i16> %588, ptr addrspace(3) %377, align 2, !dbg !51
  %589 = insertelement <1 x i16> poison, i16 %557, i64 0, !dbg !51
  store <1 x i16> %589, ptr addrspace(3) %378, align 2, !dbg !51
  %590 = icmp slt i32 %67, %493, !dbg !52
  %591 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn127380, i1 %590) #6, !dbg !53
  %592 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn125381, i1 %590) #6, !dbg !53
  %593 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn123382, i1 %590) #6, !dbg !53
  %594 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn121383, i1 %590) #6, !dbg !53
  %595 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn119384, i1 %590) #6, !dbg !53
  %596 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn117385, i1 %590) #6, !dbg !53
  %597 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn115386, i1 %590) #6, !dbg !53
  %598 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn113387, i1 %590) #6, !dbg !53
  %599 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn111388, i1 %590) #6, !dbg !53
  %600 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn109389, i1 %590) #6, !dbg !53
  %601 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn107390, i1 %590) #6, !dbg !53
  %602 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn105391, i1 %590) #6, !dbg !53
  %603 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn103392, i1 %590) #6, !dbg !53
  %604 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn101393, i1 %590) #6, !dbg !53
  %605 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn99394, i1 %590) #6, !dbg !53
  %606 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn97395, i1 %590) #6, !dbg !53
  %607 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95396, i1 %590) #6, !dbg !53
  %608 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93397, i1 %590) #6, !dbg !53
  %609 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91398, i1 %590) #6, !dbg !53
  %610 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89399, i1 %590) #6, !dbg !53
  %611 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87400, i1 %590) #6, !dbg !53
  %612 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85401, i1 %590) #6, !dbg !53
  %613 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83402, i1 %590) #6, !dbg !53
  %614 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81403, i1 %590) #6, !dbg !53
  %615 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79404, i1 %590) #6, !dbg !53
  %616 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77405, i1 %590) #6, !dbg !53
  %617 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75406, i1 %590) #6, !dbg !53
  %618 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73407, i1 %590) #6, !dbg !53
  %619 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71408, i1 %590) #6, !dbg !53
  %620 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69409, i1 %590) #6, !dbg !53
  %621 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67410, i1 %590) #6, !dbg !53
  %622 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65411, i1 %590) #6, !dbg !53
  %623 = insertelement <1 x i16> poison, i16 %591, i64 0, !dbg !53
  store <1 x i16> %623, ptr addrspace(3) %382, align 2, !dbg !53
  %624 = insertelement <1 x i16> poison, i16 %593, i64 0, !dbg !53
  store <1 x i16> %624, ptr addrspace(3) %383, align 2, !dbg !53
  %625 = insertelement <1 x i16> poison, i16 %595, i64 0, !dbg !53
  store <1 x i16> %625, ptr addrspace(3) %384, align 2, !dbg !53
  %626 = insertelement <1 x i16> poison, i16 %597, i64 0, !dbg !53
  store <1 x i16> %626, ptr addrspace(3) %385, align 2, !dbg !53
  %627 = insertelement <1 x i16> poison, i16 %599, i64 0, !dbg !53
  store <1 x i16> %627, ptr addrspace(3) %386, align 2, !dbg !53
  %628 = insertelement <1 x i16> poison, i16 %601, i64 0, !dbg !53
  store <1 x i16> %628, ptr addrspace(3) %387, align 2, !dbg !53
  %629 = insertelement <1 x i16> poison, i16 %603, i64 0, !dbg !53
  store <1 x i16> %629, ptr addrspace(3) %388, align 2, !dbg !53
  %630 = insertelement <1 x i16> poison, i16 %605, i64 0, !dbg !53
  store <1 x i16> %630, ptr addrspace(3) %389, align 2, !dbg !53
  %631 = insertelement <1 x i16> poison, i16 %607, i64 0, !dbg !53
  store <1 x i16> %631, ptr addrspace(3) %390, align 2, !dbg !53
  %632 = insertelement <1 x i16> poison, i16 %609, i64 0, !dbg !53
  store <1 x i16> %632, ptr addrspace(3) %391, align 2, !dbg !53
  %633 = insertelement <1 x i16> poison, i16 %611, i64 0, !dbg !53
  store <1 x i16> %633, ptr addrspace(3) %392, align 2, !dbg !53
  %634 = insertelement <1 x i16> poison, i16 %613, i64 0, !dbg !53
  store <1 x i16> %634, ptr addrspace(3) %393, align 2, !dbg !53
  %635 = insertelement <1 x i16> poison, i16 %615, i64 0, !dbg !53
  store <1 x i16> %635, ptr addrspace(3) %394, align 2, !dbg !53
  %636 = insertelement <1 x i16> poison, i16 %617, i64 0, !dbg !53
  store <1 x i16> %636, ptr addrspace(3) %395, align 2, !dbg !53
  %637 = insertelement <1 x i16> poison, i16 %619, i64 0, !dbg !53
  store <1 x i16> %637, ptr addrspace(3) %396, align 2, !dbg !53
  %638 = insertelement <1 x i16> poison, i16 %621, i64 0, !dbg !53
  store <1 x i16> %638, ptr addrspace(3) %397, align 2, !dbg !53
  %639 = insertelement <1 x i16> poison, i16 %592, i64 0, !dbg !53
  store <1 x i16> %639, ptr addrspace(3) %399, align 2, !dbg !53
  %640 = insertelement <1 x i16> poison, i16 %594, i64 0, !dbg !53
  store <1 x i16> %640, ptr addrspace(3) %400, align 2, !dbg !53
  %641 = insertelement <1 x i16> poison, i16 %596, i64 0, !dbg !53
  store <1 x i16> %641, ptr addrspace(3) %401, align 2, !dbg !53
  %642 = insertelement <1 x i16> poison, i16 %598, i64 0, !dbg !53
  store <1 x i16> %642, ptr addrspace(3) %402, align 2, !dbg !53
  %643 = insertelement <1 x i16> poison, i16 %600, i64 0, !dbg !53
  store <1 x i16> %643, ptr addrspace(3) %403, align 2, !dbg !53
  %644 = insertelement <1 x i16> poison, i16 %602, i64 0, !dbg !53
  store <1 x i16> %644, ptr addrspace(3) %404, align 2, !dbg !53
  %645 = insertelement <1 x i16> poison, i16 %604, i64 0, !dbg !53
  store <1 x i16> %645, ptr addrspace(3) %405, align 2, !dbg !53
  %646 = insertelement <1 x i16> poison, i16 %606, i64 0, !dbg !53
  store <1 x i16> %646, ptr addrspace(3) %406, align 2, !dbg !53
  %647 = insertelement <1 x i16> poison, i16 %608, i64 0, !dbg !53
  store <1 x i16> %647, ptr addrspace(3) %407, align 2, !dbg !53
  %648 = insertelement <1 x i16> poison, i16 %610, i64 0, !dbg !53
  store <1 x i16> %648, ptr addrspace(3) %408, align 2, !dbg !53
  %649 = insertelement <1 x i16> poison, i16 %612, i64 0, !dbg !53
  store <1 x i16> %649, ptr addrspace(3) %409, align 2, !dbg !53
  %650 = insertelement <1 x i16> poison, i16 %614, i64 0, !dbg !53
  store <1 x i16> %650, ptr addrspace(3) %410, align 2, !dbg !53
  %651 = insertelement <1 x i16> poison, i16 %616, i64 0, !dbg !53
  store <1 x i16> %651, ptr addrspace(3) %411, align 2, !dbg !53
  %652 = insertelement <1 x i16> poison, i16 %618, i64 0, !dbg !53
  store <1 x i16> %652, ptr addrspace(3) %412, align 2, !dbg !53
  %653 = insertelement <1 x i16> poison, i16 %620, i64 0, !dbg !53
  store <1 x i16> %653, ptr addrspace(3) %413, align 2, !dbg !53
  %654 = insertelement <1 x i16> poison, i16 %622, i64 0, !dbg !53
  store <1 x i16> %654, ptr addrspace(3) %414, align 2, !dbg !53
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #6, !dbg !54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !54
  %655 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %416, i32 0, i32 31), !dbg !54
  %656 = shl i32 %655, 7, !dbg !54
  %657 = and i32 %656, 512, !dbg !54
  %658 = add nuw nsw i32 %657, %415, !dbg !54
  %659 = and i32 %658, 16383, !dbg !54
  %660 = zext nneg i32 %659 to i64, !dbg !54
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !54
  %661 = or disjoint i64 %660, 4611686293305294848, !dbg !54
  %662 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, i64 %661, i64 %420, i1 true) #6, !dbg !54
  %663 = add nuw nsw i64 %660, 4611686293305294976, !dbg !54
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 0, !dbg !54
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 1, !dbg !54
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 2, !dbg !54
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 3, !dbg !54
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 4, !dbg !54
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 5, !dbg !54
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 6, !dbg !54
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 7, !dbg !54
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 8, !dbg !54
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 9, !dbg !54
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 10, !dbg !54
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 11, !dbg !54
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 12, !dbg !54
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 13, !dbg !54
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 14, !dbg !54
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 15, !dbg !54
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 16, !dbg !54
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 17, !dbg !54
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 18, !dbg !54
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 19, !dbg !54
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 20, !dbg !54
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 21, !dbg !54
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 22, !dbg !54
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 23, !dbg !54
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 24, !dbg !54
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 25, !dbg !54
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 26, !dbg !54
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 27, !dbg !54
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 28, !dbg !54
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 29, !dbg !54
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 30, !dbg !54
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 31, !dbg !54
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 32, !dbg !54
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 33, !dbg !54
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 34, !dbg !54
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 35, !dbg !54
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 36, !dbg !54
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 37, !dbg !54
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 38, !dbg !54
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 39, !dbg !54
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 40, !dbg !54
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 41, !dbg !54
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 42, !dbg !54
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 43, !dbg !54
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 44, !dbg !54
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 45, !dbg !54
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 46, !dbg !54
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 47, !dbg !54
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 48, !dbg !54
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 49, !dbg !54
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 50, !dbg !54
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 51, !dbg !54
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 52, !dbg !54
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 53, !dbg !54
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 54, !dbg !54
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 55, !dbg !54
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 56, !dbg !54
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 57, !dbg !54
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 58, !dbg !54
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 59, !dbg !54
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 60, !dbg !54
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 61, !dbg !54
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 62, !dbg !54
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %662, 63, !dbg !54
  %728 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, float %678, float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, float %711, float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, i64 %663, i64 %421, i1 true) #6, !dbg !54
  %729 = add nuw nsw i64 %660, 4611686293305295104, !dbg !54
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 0, !dbg !54
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 1, !dbg !54
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 2, !dbg !54
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 3, !dbg !54
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 4, !dbg !54
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 5, !dbg !54
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 6, !dbg !54
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 7, !dbg !54
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 8, !dbg !54
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 9, !dbg !54
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 10, !dbg !54
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 11, !dbg !54
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 12, !dbg !54
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 13, !dbg !54
  %744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 14, !dbg !54
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 15, !dbg !54
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 16, !dbg !54
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 17, !dbg !54
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 18, !dbg !54
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 19, !dbg !54
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 20, !dbg !54
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 21, !dbg !54
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 22, !dbg !54
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 23, !dbg !54
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 24, !dbg !54
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 25, !dbg !54
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 26, !dbg !54
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 27, !dbg !54
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 28, !dbg !54
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 29, !dbg !54
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 30, !dbg !54
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 31, !dbg !54
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 32, !dbg !54
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 33, !dbg !54
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 34, !dbg !54
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 35, !dbg !54
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 36, !dbg !54
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 37, !dbg !54
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 38, !dbg !54
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 39, !dbg !54
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 40, !dbg !54
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 41, !dbg !54
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 42, !dbg !54
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 43, !dbg !54
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 44, !dbg !54
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 45, !dbg !54
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 46, !dbg !54
  %777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 47, !dbg !54
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 48, !dbg !54
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 49, !dbg !54
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 50, !dbg !54
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 51, !dbg !54
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 52, !dbg !54
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 53, !dbg !54
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 54, !dbg !54
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 55, !dbg !54
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 56, !dbg !54
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 57, !dbg !54
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 58, !dbg !54
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 59, !dbg !54
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 60, !dbg !54
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 61, !dbg !54
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 62, !dbg !54
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %728, 63, !dbg !54
  %794 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, i64 %729, i64 %422, i1 true) #6, !dbg !54
  %795 = add nuw nsw i64 %660, 4611686293305295232, !dbg !54
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 0, !dbg !54
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 1, !dbg !54
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 2, !dbg !54
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 3, !dbg !54
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 4, !dbg !54
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 5, !dbg !54
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 6, !dbg !54
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 7, !dbg !54
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 8, !dbg !54
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 9, !dbg !54
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 10, !dbg !54
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 11, !dbg !54
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 12, !dbg !54
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 13, !dbg !54
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 14, !dbg !54
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 15, !dbg !54
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 16, !dbg !54
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 17, !dbg !54
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 18, !dbg !54
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 19, !dbg !54
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 20, !dbg !54
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 21, !dbg !54
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 22, !dbg !54
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 23, !dbg !54
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 24, !dbg !54
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 25, !dbg !54
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 26, !dbg !54
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 27, !dbg !54
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 28, !dbg !54
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 29, !dbg !54
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 30, !dbg !54
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 31, !dbg !54
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 32, !dbg !54
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 33, !dbg !54
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 34, !dbg !54
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 35, !dbg !54
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 36, !dbg !54
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 37, !dbg !54
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 38, !dbg !54
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 39, !dbg !54
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 40, !dbg !54
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 41, !dbg !54
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 42, !dbg !54
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 43, !dbg !54
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 44, !dbg !54
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 45, !dbg !54
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 46, !dbg !54
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 47, !dbg !54
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 48, !dbg !54
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 49, !dbg !54
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 50, !dbg !54
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 51, !dbg !54
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 52, !dbg !54
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 53, !dbg !54
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 54, !dbg !54
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 55, !dbg !54
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 56, !dbg !54
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 57, !dbg !54
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 58, !dbg !54
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 59, !dbg !54
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 60, !dbg !54
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 61, !dbg !54
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 62, !dbg !54
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %794, 63, !dbg !54
  %860 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %796, float %797, float %798, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806, float %807, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, float %816, float %817, float %818, float %819, float %820, float %821, float %822, float %823, float %824, float %825, float %826, float %827, float %828, float %829, float %830, float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %839, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, i64 %795, i64 %423, i1 true) #6, !dbg !54
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 0, !dbg !54
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 1, !dbg !54
  %863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 2, !dbg !54
  %864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 3, !dbg !54
  %865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 4, !dbg !54
  %866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 5, !dbg !54
  %867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 6, !dbg !54
  %868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 7, !dbg !54
  %869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 8, !dbg !54
  %870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 9, !dbg !54
  %871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 10, !dbg !54
  %872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 11, !dbg !54
  %873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 12, !dbg !54
  %874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 13, !dbg !54
  %875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 14, !dbg !54
  %876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 15, !dbg !54
  %877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 16, !dbg !54
  %878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 17, !dbg !54
  %879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 18, !dbg !54
  %880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 19, !dbg !54
  %881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 20, !dbg !54
  %882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 21, !dbg !54
  %883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 22, !dbg !54
  %884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 23, !dbg !54
  %885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 24, !dbg !54
  %886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 25, !dbg !54
  %887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 26, !dbg !54
  %888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 27, !dbg !54
  %889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 28, !dbg !54
  %890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 29, !dbg !54
  %891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 30, !dbg !54
  %892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 31, !dbg !54
  %893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 32, !dbg !54
  %894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 33, !dbg !54
  %895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 34, !dbg !54
  %896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 35, !dbg !54
  %897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 36, !dbg !54
  %898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 37, !dbg !54
  %899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 38, !dbg !54
  %900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 39, !dbg !54
  %901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 40, !dbg !54
  %902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 41, !dbg !54
  %903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 42, !dbg !54
  %904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 43, !dbg !54
  %905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 44, !dbg !54
  %906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 45, !dbg !54
  %907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 46, !dbg !54
  %908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 47, !dbg !54
  %909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 48, !dbg !54
  %910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 49, !dbg !54
  %911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 50, !dbg !54
  %912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 51, !dbg !54
  %913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 52, !dbg !54
  %914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 53, !dbg !54
  %915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 54, !dbg !54
  %916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 55, !dbg !54
  %917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 56, !dbg !54
  %918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 57, !dbg !54
  %919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 58, !dbg !54
  %920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 59, !dbg !54
  %921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 60, !dbg !54
  %922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 61, !dbg !54
  %923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 62, !dbg !54
  %924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %860, 63, !dbg !54
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !54
  %925 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, float %887, float %888, float %889, float %890, float %891, float %892, float %893, float %894, float %895, float %896, float %897, float %898, float %899, float %900, float %901, float %902, float %903, float %904, float %905, float %906, float %907, float %908, float %909, float %910, float %911, float %912, float %913, float %914, float %915, float %916, float %917, float %918, float %919, float %920, float %921, float %922, float %923, float %924, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 0, i32 0) #6, !dbg !54
  %926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 0, !dbg !54
  %927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 1, !dbg !54
  %928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 2, !dbg !54
  %929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 3, !dbg !54
  %930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 4, !dbg !54
  %931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 5, !dbg !54
  %932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 6, !dbg !54
  %933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 7, !dbg !54
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 8, !dbg !54
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 9, !dbg !54
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 10, !dbg !54
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 11, !dbg !54
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 12, !dbg !54
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 13, !dbg !54
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 14, !dbg !54
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 15, !dbg !54
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 16, !dbg !54
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 17, !dbg !54
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 18, !dbg !54
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 19, !dbg !54
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 20, !dbg !54
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 21, !dbg !54
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 22, !dbg !54
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 23, !dbg !54
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 24, !dbg !54
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 25, !dbg !54
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 26, !dbg !54
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 27, !dbg !54
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 28, !dbg !54
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 29, !dbg !54
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 30, !dbg !54
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 31, !dbg !54
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 32, !dbg !54
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 33, !dbg !54
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 34, !dbg !54
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 35, !dbg !54
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 36, !dbg !54
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 37, !dbg !54
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 38, !dbg !54
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 39, !dbg !54
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 40, !dbg !54
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 41, !dbg !54
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 42, !dbg !54
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 43, !dbg !54
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 44, !dbg !54
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 45, !dbg !54
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 46, !dbg !54
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 47, !dbg !54
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 48, !dbg !54
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 49, !dbg !54
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 50, !dbg !54
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 51, !dbg !54
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 52, !dbg !54
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 53, !dbg !54
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 54, !dbg !54
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 55, !dbg !54
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 56, !dbg !54
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 57, !dbg !54
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 58, !dbg !54
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 59, !dbg !54
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 60, !dbg !54
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 61, !dbg !54
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 62, !dbg !54
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %925, 63, !dbg !54
  %990 = getelementptr half, ptr addrspace(1) %.pn63348, i64 %424, !dbg !55
  %991 = getelementptr half, ptr addrspace(1) %.pn61349, i64 %424, !dbg !55
  %992 = getelementptr half, ptr addrspace(1) %.pn59350, i64 %424, !dbg !55
  %993 = getelementptr half, ptr addrspace(1) %.pn57351, i64 %424, !dbg !55
  %994 = getelementptr half, ptr addrspace(1) %.pn55352, i64 %424, !dbg !55
  %995 = getelementptr half, ptr addrspace(1) %.pn53353, i64 %424, !dbg !55
  %996 = getelementptr half, ptr addrspace(1) %.pn51354, i64 %424, !dbg !55
  %997 = getelementptr half, ptr addrspace(1) %.pn49355, i64 %424, !dbg !55
  %998 = getelementptr half, ptr addrspace(1) %.pn47356, i64 %424, !dbg !55
  %999 = getelementptr half, ptr addrspace(1) %.pn45357, i64 %424, !dbg !55
  %1000 = getelementptr half, ptr addrspace(1) %.pn43358, i64 %424, !dbg !55
  %1001 = getelementptr half, ptr addrspace(1) %.pn41359, i64 %424, !dbg !55
  %1002 = getelementptr half, ptr addrspace(1) %.pn39360, i64 %424, !dbg !55
  %1003 = getelementptr half, ptr addrspace(1) %.pn37361, i64 %424, !dbg !55
  %1004 = getelementptr half, ptr addrspace(1) %.pn35362, i64 %424, !dbg !55
  %1005 = getelementptr half, ptr addrspace(1) %.pn33363, i64 %424, !dbg !55
  %1006 = getelementptr half, ptr addrspace(1) %.pn31364, i64 %424, !dbg !55
  %1007 = getelementptr half, ptr addrspace(1) %.pn29365, i64 %424, !dbg !55
  %1008 = getelementptr half, ptr addrspace(1) %.pn27366, i64 %424, !dbg !55
  %1009 = getelementptr half, ptr addrspace(1) %.pn25367, i64 %424, !dbg !55
  %1010 = getelementptr half, ptr addrspace(1) %.pn23368, i64 %424, !dbg !55
  %1011 = getelementptr half, ptr addrspace(1) %.pn21369, i64 %424, !dbg !55
  %1012 = getelementptr half, ptr addrspace(1) %.pn19370, i64 %424, !dbg !55
  %1013 = getelementptr half, ptr addrspace(1) %.pn17371, i64 %424, !dbg !55
  %1014 = getelementptr half, ptr addrspace(1) %.pn15372, i64 %424, !dbg !55
  %1015 = getelementptr half, ptr addrspace(1) %.pn13373, i64 %424, !dbg !55
  %1016 = getelementptr half, ptr addrspace(1) %.pn11374, i64 %424, !dbg !55
  %1017 = getelementptr half, ptr addrspace(1) %.pn9375, i64 %424, !dbg !55
  %1018 = getelementptr half, ptr addrspace(1) %.pn7376, i64 %424, !dbg !55
  %1019 = getelementptr half, ptr addrspace(1) %.pn5377, i64 %424, !dbg !55
  %1020 = getelementptr half, ptr addrspace(1) %.pn3378, i64 %424, !dbg !55
  %1021 = getelementptr half, ptr addrspace(1) %.pn1379, i64 %424, !dbg !55
  %1022 = getelementptr half, ptr addrspace(1) %.pn127380, i64 %425, !dbg !56
  %1023 = getelementptr half, ptr addrspace(1) %.pn125381, i64 %425, !dbg !56
  %1024 = getelementptr half, ptr addrspace(1) %.pn123382, i64 %425, !dbg !56
  %1025 = getelementptr half, ptr addrspace(1) %.pn121383, i64 %425, !dbg !56
  %1026 = getelementptr half, ptr addrspace(1) %.pn119384, i64 %425, !dbg !56
  %1027 = getelementptr half, ptr addrspace(1) %.pn117385, i64 %425, !dbg !56
  %1028 = getelementptr half, ptr addrspace(1) %.pn115386, i64 %425, !dbg !56
  %1029 = getelementptr half, ptr addrspace(1) %.pn113387, i64 %425, !dbg !56
  %1030 = getelementptr half, ptr addrspace(1) %.pn111388, i64 %425, !dbg !56
  %1031 = getelementptr half, ptr addrspace(1) %.pn109389, i64 %425, !dbg !56
  %1032 = getelementptr half, ptr addrspace(1) %.pn107390, i64 %425, !dbg !56
  %1033 = getelementptr half, ptr addrspace(1) %.pn105391, i64 %425, !dbg !56
  %1034 = getelementptr half, ptr addrspace(1) %.pn103392, i64 %425, !dbg !56
  %1035 = getelementptr half, ptr addrspace(1) %.pn101393, i64 %425, !dbg !56
  %1036 = getelementptr half, ptr addrspace(1) %.pn99394, i64 %425, !dbg !56
  %1037 = getelementptr half, ptr addrspace(1) %.pn97395, i64 %425, !dbg !56
  %1038 = getelementptr half, ptr addrspace(1) %.pn95396, i64 %425, !dbg !56
  %1039 = getelementptr half, ptr addrspace(1) %.pn93397, i64 %425, !dbg !56
  %1040 = getelementptr half, ptr addrspace(1) %.pn91398, i64 %425, !dbg !56
  %1041 = getelementptr half, ptr addrspace(1) %.pn89399, i64 %425, !dbg !56
  %1042 = getelementptr half, ptr addrspace(1) %.pn87400, i64 %425, !dbg !56
  %1043 = getelementptr half, ptr addrspace(1) %.pn85401, i64 %425, !dbg !56
  %1044 = getelementptr half, ptr addrspace(1) %.pn83402, i64 %425, !dbg !56
  %1045 = getelementptr half, ptr addrspace(1) %.pn81403, i64 %425, !dbg !56
  %1046 = getelementptr half, ptr addrspace(1) %.pn79404, i64 %425, !dbg !56
  %1047 = getelementptr half, ptr addrspace(1) %.pn77405, i64 %425, !dbg !56
  %1048 = getelementptr half, ptr addrspace(1) %.pn75406, i64 %425, !dbg !56
  %1049 = getelementptr half, ptr addrspace(1) %.pn73407, i64 %425, !dbg !56
  %1050 = getelementptr half, ptr addrspace(1) %.pn71408, i64 %425, !dbg !56
  %1051 = getelementptr half, ptr addrspace(1) %.pn69409, i64 %425, !dbg !56
  %1052 = getelementptr half, ptr addrspace(1) %.pn67410, i64 %425, !dbg !56
  %1053 = getelementptr half, ptr addrspace(1) %.pn65411, i64 %425, !dbg !56
  %1054 = add nuw nsw i32 %491, 1, !dbg !34
  %exitcond.not = icmp eq i32 %1054, %69, !dbg !34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %426, !dbg !34

._crit_edge.loopexit:                             ; preds = %426
  %1055 = insertelement <64 x float> poison, float %926, i64 0, !dbg !57
  %1056 = insertelement <64 x float> %1055, float %930, i64 1, !dbg !57
  %1057 = insertelement <64 x float> %1056, float %927, i64 2, !dbg !57
  %1058 = insertelement <64 x float> %1057, float %931, i64 3, !dbg !57
  %1059 = insertelement <64 x float> %1058, float %928, i64 4, !dbg !57
  %1060 = insertelement <64 x float> %1059, float %932, i64 5, !dbg !57
  %1061 = insertelement <64 x float> %1060, float %929, i64 6, !dbg !57
  %1062 = insertelement <64 x float> %1061, float %933, i64 7, !dbg !57
  %1063 = insertelement <64 x float> %1062, float %934, i64 8, !dbg !57
  %1064 = insertelement <64 x float> %1063, float %938, i64 9, !dbg !57
  %1065 = insertelement <64 x float> %1064, float %935, i64 10, !dbg !57
  %1066 = insertelement <64 x float> %1065, float %939, i64 11, !dbg !57
  %1067 = insertelement <64 x float> %1066, float %936, i64 12, !dbg !57
  %1068 = insertelement <64 x float> %1067, float %940, i64 13, !dbg !57
  %1069 = insertelement <64 x float> %1068, float %937, i64 14, !dbg !57
  %1070 = insertelement <64 x float> %1069, float %941, i64 15, !dbg !57
  %1071 = insertelement <64 x float> %1070, float %942, i64 16, !dbg !57
  %1072 = insertelement <64 x float> %1071, float %946, i64 17, !dbg !57
  %1073 = insertelement <64 x float> %1072, float %943, i64 18, !dbg !57
  %1074 = insertelement <64 x float> %1073, float %947, i64 19, !dbg !57
  %1075 = insertelement <64 x float> %1074, float %944, i64 20, !dbg !57
  %1076 = insertelement <64 x float> %1075, float %948, i64 21, !dbg !57
  %1077 = insertelement <64 x float> %1076, float %945, i64 22, !dbg !57
  %1078 = insertelement <64 x float> %1077, float %949, i64 23, !dbg !57
  %1079 = insertelement <64 x float> %1078, float %950, i64 24, !dbg !57
  %1080 = insertelement <64 x float> %1079, float %954, i64 25, !dbg !57
  %1081 = insertelement <64 x float> %1080, float %951, i64 26, !dbg !57
  %1082 = insertelement <64 x float> %1081, float %955, i64 27, !dbg !57
  %1083 = insertelement <64 x float> %1082, float %952, i64 28, !dbg !57
  %1084 = insertelement <64 x float> %1083, float %956, i64 29, !dbg !57
  %1085 = insertelement <64 x float> %1084, float %953, i64 30, !dbg !57
  %1086 = insertelement <64 x float> %1085, float %957, i64 31, !dbg !57
  %1087 = insertelement <64 x float> %1086, float %958, i64 32, !dbg !57
  %1088 = insertelement <64 x float> %1087, float %962, i64 33, !dbg !57
  %1089 = insertelement <64 x float> %1088, float %959, i64 34, !dbg !57
  %1090 = insertelement <64 x float> %1089, float %963, i64 35, !dbg !57
  %1091 = insertelement <64 x float> %1090, float %960, i64 36, !dbg !57
  %1092 = insertelement <64 x float> %1091, float %964, i64 37, !dbg !57
  %1093 = insertelement <64 x float> %1092, float %961, i64 38, !dbg !57
  %1094 = insertelement <64 x float> %1093, float %965, i64 39, !dbg !57
  %1095 = insertelement <64 x float> %1094, float %966, i64 40, !dbg !57
  %1096 = insertelement <64 x float> %1095, float %970, i64 41, !dbg !57
  %1097 = insertelement <64 x float> %1096, float %967, i64 42, !dbg !57
  %1098 = insertelement <64 x float> %1097, float %971, i64 43, !dbg !57
  %1099 = insertelement <64 x float> %1098, float %968, i64 44, !dbg !57
  %1100 = insertelement <64 x float> %1099, float %972, i64 45, !dbg !57
  %1101 = insertelement <64 x float> %1100, float %969, i64 46, !dbg !57
  %1102 = insertelement <64 x float> %1101, float %973, i64 47, !dbg !57
  %1103 = insertelement <64 x float> %1102, float %974, i64 48, !dbg !57
  %1104 = insertelement <64 x float> %1103, float %978, i64 49, !dbg !57
  %1105 = insertelement <64 x float> %1104, float %975, i64 50, !dbg !57
  %1106 = insertelement <64 x float> %1105, float %979, i64 51, !dbg !57
  %1107 = insertelement <64 x float> %1106, float %976, i64 52, !dbg !57
  %1108 = insertelement <64 x float> %1107, float %980, i64 53, !dbg !57
  %1109 = insertelement <64 x float> %1108, float %977, i64 54, !dbg !57
  %1110 = insertelement <64 x float> %1109, float %981, i64 55, !dbg !57
  %1111 = insertelement <64 x float> %1110, float %982, i64 56, !dbg !57
  %1112 = insertelement <64 x float> %1111, float %986, i64 57, !dbg !57
  %1113 = insertelement <64 x float> %1112, float %983, i64 58, !dbg !57
  %1114 = insertelement <64 x float> %1113, float %987, i64 59, !dbg !57
  %1115 = insertelement <64 x float> %1114, float %984, i64 60, !dbg !57
  %1116 = insertelement <64 x float> %1115, float %988, i64 61, !dbg !57
  %1117 = insertelement <64 x float> %1116, float %985, i64 62, !dbg !57
  %1118 = insertelement <64 x float> %1117, float %989, i64 63, !dbg !57
  %1119 = fptrunc <64 x float> %1118 to <64 x half>, !dbg !57
  %1120 = bitcast <64 x half> %1119 to <32 x i32>, !dbg !58
  br label %._crit_edge, !dbg !27

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc538 = phi <32 x i32> [ zeroinitializer, %14 ], [ %1120, %._crit_edge.loopexit ], !dbg !59
  %1121 = or disjoint i32 %66, %.lobit, !dbg !27
  %1122 = or disjoint i32 %1121, 126, !dbg !39
  %1123 = or disjoint i32 %1121, 124, !dbg !39
  %1124 = or disjoint i32 %1121, 122, !dbg !39
  %1125 = or disjoint i32 %1121, 120, !dbg !39
  %1126 = or disjoint i32 %1121, 118, !dbg !39
  %1127 = or disjoint i32 %1121, 116, !dbg !39
  %1128 = or disjoint i32 %1121, 114, !dbg !39
  %1129 = or disjoint i32 %1121, 112, !dbg !39
  %1130 = or disjoint i32 %1121, 110, !dbg !39
  %1131 = or disjoint i32 %1121, 108, !dbg !39
  %1132 = or disjoint i32 %1121, 106, !dbg !39
  %1133 = or disjoint i32 %1121, 104, !dbg !39
  %1134 = or disjoint i32 %1121, 102, !dbg !39
  %1135 = or disjoint i32 %1121, 100, !dbg !39
  %1136 = or disjoint i32 %1121, 98, !dbg !39
  %1137 = or disjoint i32 %1121, 96, !dbg !39
  %1138 = or disjoint i32 %1121, 94, !dbg !39
  %1139 = or disjoint i32 %1121, 92, !dbg !39
  %1140 = or disjoint i32 %1121, 90, !dbg !39
  %1141 = or disjoint i32 %1121, 88, !dbg !39
  %1142 = or disjoint i32 %1121, 86, !dbg !39
  %1143 = or disjoint i32 %1121, 84, !dbg !39
  %1144 = or disjoint i32 %1121, 82, !dbg !39
  %1145 = or disjoint i32 %1121, 80, !dbg !39
  %1146 = or disjoint i32 %1121, 78, !dbg !39
  %1147 = or disjoint i32 %1121, 76, !dbg !39
  %1148 = or disjoint i32 %1121, 74, !dbg !39
  %1149 = or disjoint i32 %1121, 72, !dbg !39
  %1150 = or disjoint i32 %1121, 70, !dbg !39
  %1151 = or disjoint i32 %1121, 68, !dbg !39
  %1152 = or disjoint i32 %1121, 66, !dbg !39
  %1153 = or disjoint i32 %1121, 64, !dbg !39
  %1154 = or disjoint i32 %66, %64, !dbg !39
  %1155 = or disjoint i32 %66, %63, !dbg !39
  %1156 = or disjoint i32 %66, %62, !dbg !39
  %1157 = or disjoint i32 %66, %61, !dbg !39
  %1158 = or disjoint i32 %66, %60, !dbg !39
  %1159 = or disjoint i32 %66, %59, !dbg !39
  %1160 = or disjoint i32 %66, %58, !dbg !39
  %1161 = or disjoint i32 %66, %57, !dbg !39
  %1162 = or disjoint i32 %66, %56, !dbg !39
  %1163 = or disjoint i32 %66, %55, !dbg !39
  %1164 = or disjoint i32 %66, %54, !dbg !39
  %1165 = or disjoint i32 %66, %53, !dbg !39
  %1166 = or disjoint i32 %66, %52, !dbg !39
  %1167 = or disjoint i32 %66, %51, !dbg !39
  %1168 = or disjoint i32 %66, %50, !dbg !39
  %1169 = or disjoint i32 %66, %49, !dbg !39
  %1170 = or disjoint i32 %66, %48, !dbg !39
  %1171 = or disjoint i32 %66, %47, !dbg !39
  %1172 = or disjoint i32 %66, %46, !dbg !39
  %1173 = or disjoint i32 %66, %45, !dbg !39
  %1174 = or disjoint i32 %66, %44, !dbg !39
  %1175 = or disjoint i32 %66, %43, !dbg !39
  %1176 = or disjoint i32 %66, %42, !dbg !39
  %1177 = or disjoint i32 %66, %41, !dbg !39
  %1178 = or disjoint i32 %66, %40, !dbg !39
  %1179 = or disjoint i32 %66, %39, !dbg !39
  %1180 = or disjoint i32 %66, %38, !dbg !39
  %1181 = or disjoint i32 %66, %37, !dbg !39
  %1182 = or disjoint i32 %66, %36, !dbg !39
  %1183 = or disjoint i32 %66, %35, !dbg !39
  %1184 = or disjoint i32 %66, %34, !dbg !39
  %1185 = mul i32 %65, %10, !dbg !60
  %1186 = sext i32 %1185 to i64, !dbg !61
  %1187 = getelementptr half, ptr addrspace(1) %2, i64 %1186, !dbg !61
  %1188 = mul i32 %1121, %11, !dbg !62
  %1189 = mul i32 %1184, %11, !dbg !62
  %1190 = mul i32 %1183, %11, !dbg !62
  %1191 = mul i32 %1182, %11, !dbg !62
  %1192 = mul i32 %1181, %11, !dbg !62
  %1193 = mul i32 %1180, %11, !dbg !62
  %1194 = mul i32 %1179, %11, !dbg !62
  %1195 = mul i32 %1178, %11, !dbg !62
  %1196 = mul i32 %1177, %11, !dbg !62
  %1197 = mul i32 %1176, %11, !dbg !62
  %1198 = mul i32 %1175, %11, !dbg !62
  %1199 = mul i32 %1174, %11, !dbg !62
  %1200 = mul i32 %1173, %11, !dbg !62
  %1201 = mul i32 %1172, %11, !dbg !62
  %1202 = mul i32 %1171, %11, !dbg !62
  %1203 = mul i32 %1170, %11, !dbg !62
  %1204 = mul i32 %1169, %11, !dbg !62
  %1205 = mul i32 %1168, %11, !dbg !62
  %1206 = mul i32 %1167, %11, !dbg !62
  %1207 = mul i32 %1166, %11, !dbg !62
  %1208 = mul i32 %1165, %11, !dbg !62
  %1209 = mul i32 %1164, %11, !dbg !62
  %1210 = mul i32 %1163, %11, !dbg !62
  %1211 = mul i32 %1162, %11, !dbg !62
  %1212 = mul i32 %1161, %11, !dbg !62
  %1213 = mul i32 %1160, %11, !dbg !62
  %1214 = mul i32 %1159, %11, !dbg !62
  %1215 = mul i32 %1158, %11, !dbg !62
  %1216 = mul i32 %1157, %11, !dbg !62
  %1217 = mul i32 %1156, %11, !dbg !62
  %1218 = mul i32 %1155, %11, !dbg !62
  %1219 = mul i32 %1154, %11, !dbg !62
  %1220 = mul i32 %11, %1153, !dbg !62
  %1221 = mul i32 %11, %1152, !dbg !62
  %1222 = mul i32 %11, %1151, !dbg !62
  %1223 = mul i32 %11, %1150, !dbg !62
  %1224 = mul i32 %11, %1149, !dbg !62
  %1225 = mul i32 %11, %1148, !dbg !62
  %1226 = mul i32 %11, %1147, !dbg !62
  %1227 = mul i32 %11, %1146, !dbg !62
  %1228 = mul i32 %11, %1145, !dbg !62
  %1229 = mul i32 %11, %1144, !dbg !62
  %1230 = mul i32 %11, %1143, !dbg !62
  %1231 = mul i32 %11, %1142, !dbg !62
  %1232 = mul i32 %11, %1141, !dbg !62
  %1233 = mul i32 %11, %1140, !dbg !62
  %1234 = mul i32 %11, %1139, !dbg !62
  %1235 = mul i32 %11, %1138, !dbg !62
  %1236 = mul i32 %11, %1137, !dbg !62
  %1237 = mul i32 %11, %1136, !dbg !62
  %1238 = mul i32 %11, %1135, !dbg !62
  %1239 = mul i32 %11, %1134, !dbg !62
  %1240 = mul i32 %11, %1133, !dbg !62
  %1241 = mul i32 %11, %1132, !dbg !62
  %1242 = mul i32 %11, %1131, !dbg !62
  %1243 = mul i32 %11, %1130, !dbg !62
  %1244 = mul i32 %11, %1129, !dbg !62
  %1245 = mul i32 %11, %1128, !dbg !62
  %1246 = mul i32 %11, %1127, !dbg !62
  %1247 = mul i32 %11, %1126, !dbg !62
  %1248 = mul i32 %11, %1125, !dbg !62
  %1249 = mul i32 %11, %1124, !dbg !62
  %1250 = mul i32 %11, %1123, !dbg !62
  %1251 = mul i32 %11, %1122, !dbg !62
  %1252 = sext i32 %1188 to i64, !dbg !63
  %1253 = getelementptr half, ptr addrspace(1) %1187, i64 %1252, !dbg !63
  %1254 = sext i32 %1189 to i64, !dbg !63
  %1255 = getelementptr half, ptr addrspace(1) %1187, i64 %1254, !dbg !63
  %1256 = sext i32 %1190 to i64, !dbg !63
  %1257 = getelementptr half, ptr addrspace(1) %1187, i64 %1256, !dbg !63
  %1258 = sext i32 %1191 to i64, !dbg !63
  %1259 = getelementptr half, ptr addrspace(1) %1187, i64 %1258, !dbg !63
  %1260 = sext i32 %1192 to i64, !dbg !63
  %1261 = getelementptr half, ptr addrspace(1) %1187, i64 %1260, !dbg !63
  %1262 = sext i32 %1193 to i64, !dbg !63
  %1263 = getelementptr half, ptr addrspace(1) %1187, i64 %1262, !dbg !63
  %1264 = sext i32 %1194 to i64, !dbg !63
  %1265 = getelementptr half, ptr addrspace(1) %1187, i64 %1264, !dbg !63
  %1266 = sext i32 %1195 to i64, !dbg !63
  %1267 = getelementptr half, ptr addrspace(1) %1187, i64 %1266, !dbg !63
  %1268 = sext i32 %1196 to i64, !dbg !63
  %1269 = getelementptr half, ptr addrspace(1) %1187, i64 %1268, !dbg !63
  %1270 = sext i32 %1197 to i64, !dbg !63
  %1271 = getelementptr half, ptr addrspace(1) %1187, i64 %1270, !dbg !63
  %1272 = sext i32 %1198 to i64, !dbg !63
  %1273 = getelementptr half, ptr addrspace(1) %1187, i64 %1272, !dbg !63
  %1274 = sext i32 %1199 to i64, !dbg !63
  %1275 = getelementptr half, ptr addrspace(1) %1187, i64 %1274, !dbg !63
  %1276 = sext i32 %1200 to i64, !dbg !63
  %1277 = getelementptr half, ptr addrspace(1) %1187, i64 %1276, !dbg !63
  %1278 = sext i32 %1201 to i64, !dbg !63
  %1279 = getelementptr half, ptr addrspace(1) %1187, i64 %1278, !dbg !63
  %1280 = sext i32 %1202 to i64, !dbg !63
  %1281 = getelementptr half, ptr addrspace(1) %1187, i64 %1280, !dbg !63
  %1282 = sext i32 %1203 to i64, !dbg !63
  %1283 = getelementptr half, ptr addrspace(1) %1187, i64 %1282, !dbg !63
  %1284 = sext i32 %1204 to i64, !dbg !63
  %1285 = getelementptr half, ptr addrspace(1) %1187, i64 %1284, !dbg !63
  %1286 = sext i32 %1205 to i64, !dbg !63
  %1287 = getelementptr half, ptr addrspace(1) %1187, i64 %1286, !dbg !63
  %1288 = sext i32 %1206 to i64, !dbg !63
  %1289 = getelementptr half, ptr addrspace(1) %1187, i64 %1288, !dbg !63
  %1290 = sext i32 %1207 to i64, !dbg !63
  %1291 = getelementptr half, ptr addrspace(1) %1187, i64 %1290, !dbg !63
  %1292 = sext i32 %1208 to i64, !dbg !63
  %1293 = getelementptr half, ptr addrspace(1) %1187, i64 %1292, !dbg !63
  %1294 = sext i32 %1209 to i64, !dbg !63
  %1295 = getelementptr half, ptr addrspace(1) %1187, i64 %1294, !dbg !63
  %1296 = sext i32 %1210 to i64, !dbg !63
  %1297 = getelementptr half, ptr addrspace(1) %1187, i64 %1296, !dbg !63
  %1298 = sext i32 %1211 to i64, !dbg !63
  %1299 = getelementptr half, ptr addrspace(1) %1187, i64 %1298, !dbg !63
  %1300 = sext i32 %1212 to i64, !dbg !63
  %1301 = getelementptr half, ptr addrspace(1) %1187, i64 %1300, !dbg !63
  %1302 = sext i32 %1213 to i64, !dbg !63
  %1303 = getelementptr half, ptr addrspace(1) %1187, i64 %1302, !dbg !63
  %1304 = sext i32 %1214 to i64, !dbg !63
  %1305 = getelementptr half, ptr addrspace(1) %1187, i64 %1304, !dbg !63
  %1306 = sext i32 %1215 to i64, !dbg !63
  %1307 = getelementptr half, ptr addrspace(1) %1187, i64 %1306, !dbg !63
  %1308 = sext i32 %1216 to i64, !dbg !63
  %1309 = getelementptr half, ptr addrspace(1) %1187, i64 %1308, !dbg !63
  %1310 = sext i32 %1217 to i64, !dbg !63
  %1311 = getelementptr half, ptr addrspace(1) %1187, i64 %1310, !dbg !63
  %1312 = sext i32 %1218 to i64, !dbg !63
  %1313 = getelementptr half, ptr addrspace(1) %1187, i64 %1312, !dbg !63
  %1314 = sext i32 %1219 to i64, !dbg !63
  %1315 = getelementptr half, ptr addrspace(1) %1187, i64 %1314, !dbg !63
  %1316 = sext i32 %1220 to i64, !dbg !63
  %1317 = getelementptr half, ptr addrspace(1) %1187, i64 %1316, !dbg !63
  %1318 = sext i32 %1221 to i64, !dbg !63
  %1319 = getelementptr half, ptr addrspace(1) %1187, i64 %1318, !dbg !63
  %1320 = sext i32 %1222 to i64, !dbg !63
  %1321 = getelementptr half, ptr addrspace(1) %1187, i64 %1320, !dbg !63
  %1322 = sext i32 %1223 to i64, !dbg !63
  %1323 = getelementptr half, ptr addrspace(1) %1187, i64 %1322, !dbg !63
  %1324 = sext i32 %1224 to i64, !dbg !63
  %1325 = getelementptr half, ptr addrspace(1) %1187, i64 %1324, !dbg !63
  %1326 = sext i32 %1225 to i64, !dbg !63
  %1327 = getelementptr half, ptr addrspace(1) %1187, i64 %1326, !dbg !63
  %1328 = sext i32 %1226 to i64, !dbg !63
  %1329 = getelementptr half, ptr addrspace(1) %1187, i64 %1328, !dbg !63
  %1330 = sext i32 %1227 to i64, !dbg !63
  %1331 = getelementptr half, ptr addrspace(1) %1187, i64 %1330, !dbg !63
  %1332 = sext i32 %1228 to i64, !dbg !63
  %1333 = getelementptr half, ptr addrspace(1) %1187, i64 %1332, !dbg !63
  %1334 = sext i32 %1229 to i64, !dbg !63
  %1335 = getelementptr half, ptr addrspace(1) %1187, i64 %1334, !dbg !63
  %1336 = sext i32 %1230 to i64, !dbg !63
  %1337 = getelementptr half, ptr addrspace(1) %1187, i64 %1336, !dbg !63
  %1338 = sext i32 %1231 to i64, !dbg !63
  %1339 = getelementptr half, ptr addrspace(1) %1187, i64 %1338, !dbg !63
  %1340 = sext i32 %1232 to i64, !dbg !63
  %1341 = getelementptr half, ptr addrspace(1) %1187, i64 %1340, !dbg !63
  %1342 = sext i32 %1233 to i64, !dbg !63
  %1343 = getelementptr half, ptr addrspace(1) %1187, i64 %1342, !dbg !63
  %1344 = sext i32 %1234 to i64, !dbg !63
  %1345 = getelementptr half, ptr addrspace(1) %1187, i64 %1344, !dbg !63
  %1346 = sext i32 %1235 to i64, !dbg !63
  %1347 = getelementptr half, ptr addrspace(1) %1187, i64 %1346, !dbg !63
  %1348 = sext i32 %1236 to i64, !dbg !63
  %1349 = getelementptr half, ptr addrspace(1) %1187, i64 %1348, !dbg !63
  %1350 = sext i32 %1237 to i64, !dbg !63
  %1351 = getelementptr half, ptr addrspace(1) %1187, i64 %1350, !dbg !63
  %1352 = sext i32 %1238 to i64, !dbg !63
  %1353 = getelementptr half, ptr addrspace(1) %1187, i64 %1352, !dbg !63
  %1354 = sext i32 %1239 to i64, !dbg !63
  %1355 = getelementptr half, ptr addrspace(1) %1187, i64 %1354, !dbg !63
  %1356 = sext i32 %1240 to i64, !dbg !63
  %1357 = getelementptr half, ptr addrspace(1) %1187, i64 %1356, !dbg !63
  %1358 = sext i32 %1241 to i64, !dbg !63
  %1359 = getelementptr half, ptr addrspace(1) %1187, i64 %1358, !dbg !63
  %1360 = sext i32 %1242 to i64, !dbg !63
  %1361 = getelementptr half, ptr addrspace(1) %1187, i64 %1360, !dbg !63
  %1362 = sext i32 %1243 to i64, !dbg !63
  %1363 = getelementptr half, ptr addrspace(1) %1187, i64 %1362, !dbg !63
  %1364 = sext i32 %1244 to i64, !dbg !63
  %1365 = getelementptr half, ptr addrspace(1) %1187, i64 %1364, !dbg !63
  %1366 = sext i32 %1245 to i64, !dbg !63
  %1367 = getelementptr half, ptr addrspace(1) %1187, i64 %1366, !dbg !63
  %1368 = sext i32 %1246 to i64, !dbg !63
  %1369 = getelementptr half, ptr addrspace(1) %1187, i64 %1368, !dbg !63
  %1370 = sext i32 %1247 to i64, !dbg !63
  %1371 = getelementptr half, ptr addrspace(1) %1187, i64 %1370, !dbg !63
  %1372 = sext i32 %1248 to i64, !dbg !63
  %1373 = getelementptr half, ptr addrspace(1) %1187, i64 %1372, !dbg !63
  %1374 = sext i32 %1249 to i64, !dbg !63
  %1375 = getelementptr half, ptr addrspace(1) %1187, i64 %1374, !dbg !63
  %1376 = sext i32 %1250 to i64, !dbg !63
  %1377 = getelementptr half, ptr addrspace(1) %1187, i64 %1376, !dbg !63
  %1378 = sext i32 %1251 to i64, !dbg !63
  %1379 = getelementptr half, ptr addrspace(1) %1187, i64 %1378, !dbg !63
  %1380 = icmp slt i32 %65, %3, !dbg !64
  %1381 = icmp slt i32 %1121, %4, !dbg !65
  %1382 = icmp slt i32 %1184, %4, !dbg !65
  %1383 = icmp slt i32 %1183, %4, !dbg !65
  %1384 = icmp slt i32 %1182, %4, !dbg !65
  %1385 = icmp slt i32 %1181, %4, !dbg !65
  %1386 = icmp slt i32 %1180, %4, !dbg !65
  %1387 = icmp slt i32 %1179, %4, !dbg !65
  %1388 = icmp slt i32 %1178, %4, !dbg !65
  %1389 = icmp slt i32 %1177, %4, !dbg !65
  %1390 = icmp slt i32 %1176, %4, !dbg !65
  %1391 = icmp slt i32 %1175, %4, !dbg !65
  %1392 = icmp slt i32 %1174, %4, !dbg !65
  %1393 = icmp slt i32 %1173, %4, !dbg !65
  %1394 = icmp slt i32 %1172, %4, !dbg !65
  %1395 = icmp slt i32 %1171, %4, !dbg !65
  %1396 = icmp slt i32 %1170, %4, !dbg !65
  %1397 = icmp slt i32 %1169, %4, !dbg !65
  %1398 = icmp slt i32 %1168, %4, !dbg !65
  %1399 = icmp slt i32 %1167, %4, !dbg !65
  %1400 = icmp slt i32 %1166, %4, !dbg !65
  %1401 = icmp slt i32 %1165, %4, !dbg !65
  %1402 = icmp slt i32 %1164, %4, !dbg !65
  %1403 = icmp slt i32 %1163, %4, !dbg !65
  %1404 = icmp slt i32 %1162, %4, !dbg !65
  %1405 = icmp slt i32 %1161, %4, !dbg !65
  %1406 = icmp slt i32 %1160, %4, !dbg !65
  %1407 = icmp slt i32 %1159, %4, !dbg !65
  %1408 = icmp slt i32 %1158, %4, !dbg !65
  %1409 = icmp slt i32 %1157, %4, !dbg !65
  %1410 = icmp slt i32 %1156, %4, !dbg !65
  %1411 = icmp slt i32 %1155, %4, !dbg !65
  %1412 = icmp slt i32 %1154, %4, !dbg !65
  %1413 = icmp slt i32 %1153, %4, !dbg !65
  %1414 = icmp slt i32 %1152, %4, !dbg !65
  %1415 = icmp slt i32 %1151, %4, !dbg !65
  %1416 = icmp slt i32 %1150, %4, !dbg !65
  %1417 = icmp slt i32 %1149, %4, !dbg !65
  %1418 = icmp slt i32 %1148, %4, !dbg !65
  %1419 = icmp slt i32 %1147, %4, !dbg !65
  %1420 = icmp slt i32 %1146, %4, !dbg !65
  %1421 = icmp slt i32 %1145, %4, !dbg !65
  %1422 = icmp slt i32 %1144, %4, !dbg !65
  %1423 = icmp slt i32 %1143, %4, !dbg !65
  %1424 = icmp slt i32 %1142, %4, !dbg !65
  %1425 = icmp slt i32 %1141, %4, !dbg !65
  %1426 = icmp slt i32 %1140, %4, !dbg !65
  %1427 = icmp slt i32 %1139, %4, !dbg !65
  %1428 = icmp slt i32 %1138, %4, !dbg !65
  %1429 = icmp slt i32 %1137, %4, !dbg !65
  %1430 = icmp slt i32 %1136, %4, !dbg !65
  %1431 = icmp slt i32 %1135, %4, !dbg !65
  %1432 = icmp slt i32 %1134, %4, !dbg !65
  %1433 = icmp slt i32 %1133, %4, !dbg !65
  %1434 = icmp slt i32 %1132, %4, !dbg !65
  %1435 = icmp slt i32 %1131, %4, !dbg !65
  %1436 = icmp slt i32 %1130, %4, !dbg !65
  %1437 = icmp slt i32 %1129, %4, !dbg !65
  %1438 = icmp slt i32 %1128, %4, !dbg !65
  %1439 = icmp slt i32 %1127, %4, !dbg !65
  %1440 = icmp slt i32 %1126, %4, !dbg !65
  %1441 = icmp slt i32 %1125, %4, !dbg !65
  %1442 = icmp slt i32 %1124, %4, !dbg !65
  %1443 = icmp slt i32 %1123, %4, !dbg !65
  %1444 = icmp slt i32 %1122, %4, !dbg !65
  %1445 = and i1 %1380, %1381, !dbg !66
  %1446 = and i1 %1380, %1382, !dbg !66
  %1447 = and i1 %1380, %1383, !dbg !66
  %1448 = and i1 %1380, %1384, !dbg !66
  %1449 = and i1 %1380, %1385, !dbg !66
  %1450 = and i1 %1380, %1386, !dbg !66
  %1451 = and i1 %1380, %1387, !dbg !66
  %1452 = and i1 %1380, %1388, !dbg !66
  %1453 = and i1 %1380, %1389, !dbg !66
  %1454 = and i1 %1380, %1390, !dbg !66
  %1455 = and i1 %1380, %1391, !dbg !66
  %1456 = and i1 %1380, %1392, !dbg !66
  %1457 = and i1 %1380, %1393, !dbg !66
  %1458 = and i1 %1380, %1394, !dbg !66
  %1459 = and i1 %1380, %1395, !dbg !66
  %1460 = and i1 %1380, %1396, !dbg !66
  %1461 = and i1 %1380, %1397, !dbg !66
  %1462 = and i1 %1380, %1398, !dbg !66
  %1463 = and i1 %1380, %1399, !dbg !66
  %1464 = and i1 %1380, %1400, !dbg !66
  %1465 = and i1 %1380, %1401, !dbg !66
  %1466 = and i1 %1380, %1402, !dbg !66
  %1467 = and i1 %1380, %1403, !dbg !66
  %1468 = and i1 %1380, %1404, !dbg !66
  %1469 = and i1 %1380, %1405, !dbg !66
  %1470 = and i1 %1380, %1406, !dbg !66
  %1471 = and i1 %1380, %1407, !dbg !66
  %1472 = and i1 %1380, %1408, !dbg !66
  %1473 = and i1 %1380, %1409, !dbg !66
  %1474 = and i1 %1380, %1410, !dbg !66
  %1475 = and i1 %1380, %1411, !dbg !66
  %1476 = and i1 %1380, %1412, !dbg !66
  %1477 = and i1 %1413, %1380, !dbg !66
  %1478 = and i1 %1414, %1380, !dbg !66
  %1479 = and i1 %1415, %1380, !dbg !66
  %1480 = and i1 %1416, %1380, !dbg !66
  %1481 = and i1 %1417, %1380, !dbg !66
  %1482 = and i1 %1418, %1380, !dbg !66
  %1483 = and i1 %1419, %1380, !dbg !66
  %1484 = and i1 %1420, %1380, !dbg !66
  %1485 = and i1 %1421, %1380, !dbg !66
  %1486 = and i1 %1422, %1380, !dbg !66
  %1487 = and i1 %1423, %1380, !dbg !66
  %1488 = and i1 %1424, %1380, !dbg !66
  %1489 = and i1 %1425, %1380, !dbg !66
  %1490 = and i1 %1426, %1380, !dbg !66
  %1491 = and i1 %1427, %1380, !dbg !66
  %1492 = and i1 %1428, %1380, !dbg !66
  %1493 = and i1 %1429, %1380, !dbg !66
  %1494 = and i1 %1430, %1380, !dbg !66
  %1495 = and i1 %1431, %1380, !dbg !66
  %1496 = and i1 %1432, %1380, !dbg !66
  %1497 = and i1 %1433, %1380, !dbg !66
  %1498 = and i1 %1434, %1380, !dbg !66
  %1499 = and i1 %1435, %1380, !dbg !66
  %1500 = and i1 %1436, %1380, !dbg !66
  %1501 = and i1 %1437, %1380, !dbg !66
  %1502 = and i1 %1438, %1380, !dbg !66
  %1503 = and i1 %1439, %1380, !dbg !66
  %1504 = and i1 %1440, %1380, !dbg !66
  %1505 = and i1 %1441, %1380, !dbg !66
  %1506 = and i1 %1442, %1380, !dbg !66
  %1507 = and i1 %1443, %1380, !dbg !66
  %1508 = and i1 %1444, %1380, !dbg !66
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1509 = shl nuw nsw i32 %30, 4, !dbg !58
  %1510 = and i32 %1509, 112, !dbg !58
  %1511 = shl nuw nsw i32 %30, 3, !dbg !58
  %1512 = and i32 %1511, 1920, !dbg !58
  %1513 = shl nuw nsw i32 %30, 8, !dbg !58
  %1514 = and i32 %1513, 2048, !dbg !58
  %1515 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1510, !dbg !58
  %1516 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 %1514, !dbg !58
  %1517 = getelementptr inbounds nuw i8, ptr addrspace(3) %1516, i32 %1512, !dbg !58
  %.extract477 = extractelement <32 x i32> %.bc538, i64 0, !dbg !58
  %.extract479 = extractelement <32 x i32> %.bc538, i64 1, !dbg !58
  %.extract481 = extractelement <32 x i32> %.bc538, i64 2, !dbg !58
  %.extract483 = extractelement <32 x i32> %.bc538, i64 3, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract477, i32 %.extract479, i32 %.extract481, i32 %.extract483), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1518 = shl nuw nsw i32 %31, 4, !dbg !58
  %1519 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1518, !dbg !58
  %1520 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract485 = extractelement <32 x i32> %.bc538, i64 4, !dbg !58
  %.extract487 = extractelement <32 x i32> %.bc538, i64 5, !dbg !58
  %.extract489 = extractelement <32 x i32> %.bc538, i64 6, !dbg !58
  %.extract491 = extractelement <32 x i32> %.bc538, i64 7, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract485, i32 %.extract487, i32 %.extract489, i32 %.extract491), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1521 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract493 = extractelement <32 x i32> %.bc538, i64 8, !dbg !58
  %.extract495 = extractelement <32 x i32> %.bc538, i64 9, !dbg !58
  %.extract497 = extractelement <32 x i32> %.bc538, i64 10, !dbg !58
  %.extract499 = extractelement <32 x i32> %.bc538, i64 11, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract493, i32 %.extract495, i32 %.extract497, i32 %.extract499), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1522 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract501 = extractelement <32 x i32> %.bc538, i64 12, !dbg !58
  %.extract503 = extractelement <32 x i32> %.bc538, i64 13, !dbg !58
  %.extract505 = extractelement <32 x i32> %.bc538, i64 14, !dbg !58
  %.extract507 = extractelement <32 x i32> %.bc538, i64 15, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract501, i32 %.extract503, i32 %.extract505, i32 %.extract507), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1523 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract509 = extractelement <32 x i32> %.bc538, i64 16, !dbg !58
  %.extract511 = extractelement <32 x i32> %.bc538, i64 17, !dbg !58
  %.extract513 = extractelement <32 x i32> %.bc538, i64 18, !dbg !58
  %.extract515 = extractelement <32 x i32> %.bc538, i64 19, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract509, i32 %.extract511, i32 %.extract513, i32 %.extract515), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1524 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract517 = extractelement <32 x i32> %.bc538, i64 20, !dbg !58
  %.extract519 = extractelement <32 x i32> %.bc538, i64 21, !dbg !58
  %.extract521 = extractelement <32 x i32> %.bc538, i64 22, !dbg !58
  %.extract523 = extractelement <32 x i32> %.bc538, i64 23, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract517, i32 %.extract519, i32 %.extract521, i32 %.extract523), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1525 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract525 = extractelement <32 x i32> %.bc538, i64 24, !dbg !58
  %.extract527 = extractelement <32 x i32> %.bc538, i64 25, !dbg !58
  %.extract529 = extractelement <32 x i32> %.bc538, i64 26, !dbg !58
  %.extract531 = extractelement <32 x i32> %.bc538, i64 27, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract525, i32 %.extract527, i32 %.extract529, i32 %.extract531), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1526 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %.extract533 = extractelement <32 x i32> %.bc538, i64 28, !dbg !58
  %.extract535 = extractelement <32 x i32> %.bc538, i64 29, !dbg !58
  %.extract537 = extractelement <32 x i32> %.bc538, i64 30, !dbg !58
  %.extract539 = extractelement <32 x i32> %.bc538, i64 31, !dbg !58
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1517, i32 %.extract533, i32 %.extract535, i32 %.extract537, i32 %.extract539), !dbg !58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !58
  %1527 = load <8 x i16>, ptr addrspace(3) %1519, align 16, !dbg !58
  %.extract = extractelement <8 x i16> %1520, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %1253, i1 %1445) #6, !dbg !58
  %.extract223 = extractelement <8 x i16> %1520, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract223, ptr addrspace(1) %1255, i1 %1446) #6, !dbg !58
  %.extract225 = extractelement <8 x i16> %1520, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract225, ptr addrspace(1) %1257, i1 %1447) #6, !dbg !58
  %.extract227 = extractelement <8 x i16> %1520, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract227, ptr addrspace(1) %1259, i1 %1448) #6, !dbg !58
  %.extract229 = extractelement <8 x i16> %1520, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract229, ptr addrspace(1) %1261, i1 %1449) #6, !dbg !58
  %.extract231 = extractelement <8 x i16> %1520, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract231, ptr addrspace(1) %1263, i1 %1450) #6, !dbg !58
  %.extract233 = extractelement <8 x i16> %1520, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract233, ptr addrspace(1) %1265, i1 %1451) #6, !dbg !58
  %.extract235 = extractelement <8 x i16> %1520, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract235, ptr addrspace(1) %1267, i1 %1452) #6, !dbg !58
  %.extract237 = extractelement <8 x i16> %1521, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract237, ptr addrspace(1) %1269, i1 %1453) #6, !dbg !58
  %.extract239 = extractelement <8 x i16> %1521, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract239, ptr addrspace(1) %1271, i1 %1454) #6, !dbg !58
  %.extract241 = extractelement <8 x i16> %1521, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract241, ptr addrspace(1) %1273, i1 %1455) #6, !dbg !58
  %.extract243 = extractelement <8 x i16> %1521, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract243, ptr addrspace(1) %1275, i1 %1456) #6, !dbg !58
  %.extract245 = extractelement <8 x i16> %1521, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract245, ptr addrspace(1) %1277, i1 %1457) #6, !dbg !58
  %.extract247 = extractelement <8 x i16> %1521, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract247, ptr addrspace(1) %1279, i1 %1458) #6, !dbg !58
  %.extract249 = extractelement <8 x i16> %1521, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract249, ptr addrspace(1) %1281, i1 %1459) #6, !dbg !58
  %.extract251 = extractelement <8 x i16> %1521, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract251, ptr addrspace(1) %1283, i1 %1460) #6, !dbg !58
  %.extract253 = extractelement <8 x i16> %1522, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract253, ptr addrspace(1) %1285, i1 %1461) #6, !dbg !58
  %.extract255 = extractelement <8 x i16> %1522, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract255, ptr addrspace(1) %1287, i1 %1462) #6, !dbg !58
  %.extract257 = extractelement <8 x i16> %1522, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract257, ptr addrspace(1) %1289, i1 %1463) #6, !dbg !58
  %.extract259 = extractelement <8 x i16> %1522, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract259, ptr addrspace(1) %1291, i1 %1464) #6, !dbg !58
  %.extract261 = extractelement <8 x i16> %1522, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract261, ptr addrspace(1) %1293, i1 %1465) #6, !dbg !58
  %.extract263 = extractelement <8 x i16> %1522, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract263, ptr addrspace(1) %1295, i1 %1466) #6, !dbg !58
  %.extract265 = extractelement <8 x i16> %1522, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract265, ptr addrspace(1) %1297, i1 %1467) #6, !dbg !58
  %.extract267 = extractelement <8 x i16> %1522, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract267, ptr addrspace(1) %1299, i1 %1468) #6, !dbg !58
  %.extract269 = extractelement <8 x i16> %1523, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract269, ptr addrspace(1) %1301, i1 %1469) #6, !dbg !58
  %.extract271 = extractelement <8 x i16> %1523, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract271, ptr addrspace(1) %1303, i1 %1470) #6, !dbg !58
  %.extract273 = extractelement <8 x i16> %1523, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract273, ptr addrspace(1) %1305, i1 %1471) #6, !dbg !58
  %.extract275 = extractelement <8 x i16> %1523, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract275, ptr addrspace(1) %1307, i1 %1472) #6, !dbg !58
  %.extract277 = extractelement <8 x i16> %1523, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract277, ptr addrspace(1) %1309, i1 %1473) #6, !dbg !58
  %.extract279 = extractelement <8 x i16> %1523, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract279, ptr addrspace(1) %1311, i1 %1474) #6, !dbg !58
  %.extract281 = extractelement <8 x i16> %1523, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract281, ptr addrspace(1) %1313, i1 %1475) #6, !dbg !58
  %.extract283 = extractelement <8 x i16> %1523, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract283, ptr addrspace(1) %1315, i1 %1476) #6, !dbg !58
  %.extract285 = extractelement <8 x i16> %1524, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract285, ptr addrspace(1) %1317, i1 %1477) #6, !dbg !58
  %.extract287 = extractelement <8 x i16> %1524, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract287, ptr addrspace(1) %1319, i1 %1478) #6, !dbg !58
  %.extract289 = extractelement <8 x i16> %1524, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract289, ptr addrspace(1) %1321, i1 %1479) #6, !dbg !58
  %.extract291 = extractelement <8 x i16> %1524, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract291, ptr addrspace(1) %1323, i1 %1480) #6, !dbg !58
  %.extract293 = extractelement <8 x i16> %1524, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract293, ptr addrspace(1) %1325, i1 %1481) #6, !dbg !58
  %.extract295 = extractelement <8 x i16> %1524, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract295, ptr addrspace(1) %1327, i1 %1482) #6, !dbg !58
  %.extract297 = extractelement <8 x i16> %1524, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract297, ptr addrspace(1) %1329, i1 %1483) #6, !dbg !58
  %.extract299 = extractelement <8 x i16> %1524, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract299, ptr addrspace(1) %1331, i1 %1484) #6, !dbg !58
  %.extract301 = extractelement <8 x i16> %1525, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract301, ptr addrspace(1) %1333, i1 %1485) #6, !dbg !58
  %.extract303 = extractelement <8 x i16> %1525, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract303, ptr addrspace(1) %1335, i1 %1486) #6, !dbg !58
  %.extract305 = extractelement <8 x i16> %1525, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract305, ptr addrspace(1) %1337, i1 %1487) #6, !dbg !58
  %.extract307 = extractelement <8 x i16> %1525, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract307, ptr addrspace(1) %1339, i1 %1488) #6, !dbg !58
  %.extract309 = extractelement <8 x i16> %1525, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract309, ptr addrspace(1) %1341, i1 %1489) #6, !dbg !58
  %.extract311 = extractelement <8 x i16> %1525, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract311, ptr addrspace(1) %1343, i1 %1490) #6, !dbg !58
  %.extract313 = extractelement <8 x i16> %1525, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract313, ptr addrspace(1) %1345, i1 %1491) #6, !dbg !58
  %.extract315 = extractelement <8 x i16> %1525, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract315, ptr addrspace(1) %1347, i1 %1492) #6, !dbg !58
  %.extract317 = extractelement <8 x i16> %1526, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract317, ptr addrspace(1) %1349, i1 %1493) #6, !dbg !58
  %.extract319 = extractelement <8 x i16> %1526, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract319, ptr addrspace(1) %1351, i1 %1494) #6, !dbg !58
  %.extract321 = extractelement <8 x i16> %1526, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract321, ptr addrspace(1) %1353, i1 %1495) #6, !dbg !58
  %.extract323 = extractelement <8 x i16> %1526, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract323, ptr addrspace(1) %1355, i1 %1496) #6, !dbg !58
  %.extract325 = extractelement <8 x i16> %1526, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract325, ptr addrspace(1) %1357, i1 %1497) #6, !dbg !58
  %.extract327 = extractelement <8 x i16> %1526, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract327, ptr addrspace(1) %1359, i1 %1498) #6, !dbg !58
  %.extract329 = extractelement <8 x i16> %1526, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract329, ptr addrspace(1) %1361, i1 %1499) #6, !dbg !58
  %.extract331 = extractelement <8 x i16> %1526, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract331, ptr addrspace(1) %1363, i1 %1500) #6, !dbg !58
  %.extract333 = extractelement <8 x i16> %1527, i64 0, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract333, ptr addrspace(1) %1365, i1 %1501) #6, !dbg !58
  %.extract335 = extractelement <8 x i16> %1527, i64 2, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract335, ptr addrspace(1) %1367, i1 %1502) #6, !dbg !58
  %.extract337 = extractelement <8 x i16> %1527, i64 4, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract337, ptr addrspace(1) %1369, i1 %1503) #6, !dbg !58
  %.extract339 = extractelement <8 x i16> %1527, i64 6, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract339, ptr addrspace(1) %1371, i1 %1504) #6, !dbg !58
  %.extract341 = extractelement <8 x i16> %1527, i64 1, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract341, ptr addrspace(1) %1373, i1 %1505) #6, !dbg !58
  %.extract343 = extractelement <8 x i16> %1527, i64 3, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract343, ptr addrspace(1) %1375, i1 %1506) #6, !dbg !58
  %.extract345 = extractelement <8 x i16> %1527, i64 5, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract345, ptr addrspace(1) %1377, i1 %1507) #6, !dbg !58
  %.extract347 = extractelement <8 x i16> %1527, i64 7, !dbg !58
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract347, ptr addrspace(1) %1379, i1 %1508) #6, !dbg !58
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
