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
  %48 = or disjoint i32 %.lobit, 32, !dbg !27
  %49 = or disjoint i32 %.lobit, 34, !dbg !27
  %50 = or disjoint i32 %.lobit, 36, !dbg !27
  %51 = or disjoint i32 %.lobit, 38, !dbg !27
  %52 = or disjoint i32 %.lobit, 40, !dbg !27
  %53 = or disjoint i32 %.lobit, 42, !dbg !27
  %54 = or disjoint i32 %.lobit, 44, !dbg !27
  %55 = or disjoint i32 %.lobit, 46, !dbg !27
  %56 = or disjoint i32 %.lobit, 48, !dbg !27
  %57 = or disjoint i32 %.lobit, 50, !dbg !27
  %58 = or disjoint i32 %.lobit, 52, !dbg !27
  %59 = or disjoint i32 %.lobit, 54, !dbg !27
  %60 = or disjoint i32 %.lobit, 56, !dbg !27
  %61 = or disjoint i32 %.lobit, 58, !dbg !27
  %62 = or disjoint i32 %.lobit, 60, !dbg !27
  %63 = or disjoint i32 %.lobit, 62, !dbg !27
  %64 = or disjoint i32 %29, %31, !dbg !28
  %65 = shl i32 %28, 6, !dbg !29
  %66 = or disjoint i32 %65, %.lobit, !dbg !30
  %67 = or disjoint i32 %65, %33, !dbg !30
  %68 = or disjoint i32 %65, %34, !dbg !30
  %69 = or disjoint i32 %65, %35, !dbg !30
  %70 = or disjoint i32 %65, %36, !dbg !30
  %71 = or disjoint i32 %65, %37, !dbg !30
  %72 = or disjoint i32 %65, %38, !dbg !30
  %73 = or disjoint i32 %65, %39, !dbg !30
  %74 = or disjoint i32 %65, %40, !dbg !30
  %75 = or disjoint i32 %65, %41, !dbg !30
  %76 = or disjoint i32 %65, %42, !dbg !30
  %77 = or disjoint i32 %65, %43, !dbg !30
  %78 = or disjoint i32 %65, %44, !dbg !30
  %79 = or disjoint i32 %65, %45, !dbg !30
  %80 = or disjoint i32 %65, %46, !dbg !30
  %81 = or disjoint i32 %65, %47, !dbg !30
  %82 = or disjoint i32 %65, %48, !dbg !30
  %83 = or disjoint i32 %65, %49, !dbg !30
  %84 = or disjoint i32 %65, %50, !dbg !30
  %85 = or disjoint i32 %65, %51, !dbg !30
  %86 = or disjoint i32 %65, %52, !dbg !30
  %87 = or disjoint i32 %65, %53, !dbg !30
  %88 = or disjoint i32 %65, %54, !dbg !30
  %89 = or disjoint i32 %65, %55, !dbg !30
  %90 = or disjoint i32 %65, %56, !dbg !30
  %91 = or disjoint i32 %65, %57, !dbg !30
  %92 = or disjoint i32 %65, %58, !dbg !30
  %93 = or disjoint i32 %65, %59, !dbg !30
  %94 = or disjoint i32 %65, %60, !dbg !30
  %95 = or disjoint i32 %65, %61, !dbg !30
  %96 = or disjoint i32 %65, %62, !dbg !30
  %97 = or disjoint i32 %65, %63, !dbg !30
  %98 = add i32 %5, 63, !dbg !31
  %99 = sdiv i32 %98, 64, !dbg !33
  %100 = icmp sgt i32 %98, 63, !dbg !34
  br i1 %100, label %.lr.ph, label %._crit_edge, !dbg !34

.lr.ph:                                           ; preds = %14
  %101 = shl i32 %8, 6, !dbg !35
  %102 = shl i32 %7, 6, !dbg !36
  %103 = mul i32 %8, %31, !dbg !37
  %104 = sext i32 %103 to i64, !dbg !38
  %105 = getelementptr half, ptr addrspace(1) %1, i64 %104, !dbg !38
  %106 = srem i32 %97, %4, !dbg !39
  %107 = mul i32 %106, %9, !dbg !40
  %108 = sext i32 %107 to i64, !dbg !41
  %109 = getelementptr half, ptr addrspace(1) %105, i64 %108, !dbg !41
  %110 = srem i32 %96, %4, !dbg !39
  %111 = mul i32 %110, %9, !dbg !40
  %112 = sext i32 %111 to i64, !dbg !41
  %113 = getelementptr half, ptr addrspace(1) %105, i64 %112, !dbg !41
  %114 = srem i32 %95, %4, !dbg !39
  %115 = mul i32 %114, %9, !dbg !40
  %116 = sext i32 %115 to i64, !dbg !41
  %117 = getelementptr half, ptr addrspace(1) %105, i64 %116, !dbg !41
  %118 = srem i32 %94, %4, !dbg !39
  %119 = mul i32 %118, %9, !dbg !40
  %120 = sext i32 %119 to i64, !dbg !41
  %121 = getelementptr half, ptr addrspace(1) %105, i64 %120, !dbg !41
  %122 = srem i32 %93, %4, !dbg !39
  %123 = mul i32 %122, %9, !dbg !40
  %124 = sext i32 %123 to i64, !dbg !41
  %125 = getelementptr half, ptr addrspace(1) %105, i64 %124, !dbg !41
  %126 = srem i32 %92, %4, !dbg !39
  %127 = mul i32 %126, %9, !dbg !40
  %128 = sext i32 %127 to i64, !dbg !41
  %129 = getelementptr half, ptr addrspace(1) %105, i64 %128, !dbg !41
  %130 = srem i32 %91, %4, !dbg !39
  %131 = mul i32 %130, %9, !dbg !40
  %132 = sext i32 %131 to i64, !dbg !41
  %133 = getelementptr half, ptr addrspace(1) %105, i64 %132, !dbg !41
  %134 = srem i32 %90, %4, !dbg !39
  %135 = mul i32 %134, %9, !dbg !40
  %136 = sext i32 %135 to i64, !dbg !41
  %137 = getelementptr half, ptr addrspace(1) %105, i64 %136, !dbg !41
  %138 = srem i32 %89, %4, !dbg !39
  %139 = mul i32 %138, %9, !dbg !40
  %140 = sext i32 %139 to i64, !dbg !41
  %141 = getelementptr half, ptr addrspace(1) %105, i64 %140, !dbg !41
  %142 = srem i32 %88, %4, !dbg !39
  %143 = mul i32 %142, %9, !dbg !40
  %144 = sext i32 %143 to i64, !dbg !41
  %145 = getelementptr half, ptr addrspace(1) %105, i64 %144, !dbg !41
  %146 = srem i32 %87, %4, !dbg !39
  %147 = mul i32 %146, %9, !dbg !40
  %148 = sext i32 %147 to i64, !dbg !41
  %149 = getelementptr half, ptr addrspace(1) %105, i64 %148, !dbg !41
  %150 = srem i32 %86, %4, !dbg !39
  %151 = mul i32 %150, %9, !dbg !40
  %152 = sext i32 %151 to i64, !dbg !41
  %153 = getelementptr half, ptr addrspace(1) %105, i64 %152, !dbg !41
  %154 = srem i32 %85, %4, !dbg !39
  %155 = mul i32 %154, %9, !dbg !40
  %156 = sext i32 %155 to i64, !dbg !41
  %157 = getelementptr half, ptr addrspace(1) %105, i64 %156, !dbg !41
  %158 = srem i32 %84, %4, !dbg !39
  %159 = mul i32 %158, %9, !dbg !40
  %160 = sext i32 %159 to i64, !dbg !41
  %161 = getelementptr half, ptr addrspace(1) %105, i64 %160, !dbg !41
  %162 = srem i32 %83, %4, !dbg !39
  %163 = mul i32 %162, %9, !dbg !40
  %164 = sext i32 %163 to i64, !dbg !41
  %165 = getelementptr half, ptr addrspace(1) %105, i64 %164, !dbg !41
  %166 = srem i32 %82, %4, !dbg !39
  %167 = mul i32 %166, %9, !dbg !40
  %168 = sext i32 %167 to i64, !dbg !41
  %169 = getelementptr half, ptr addrspace(1) %105, i64 %168, !dbg !41
  %170 = srem i32 %81, %4, !dbg !39
  %171 = mul i32 %170, %9, !dbg !40
  %172 = sext i32 %171 to i64, !dbg !41
  %173 = getelementptr half, ptr addrspace(1) %105, i64 %172, !dbg !41
  %174 = srem i32 %80, %4, !dbg !39
  %175 = mul i32 %174, %9, !dbg !40
  %176 = sext i32 %175 to i64, !dbg !41
  %177 = getelementptr half, ptr addrspace(1) %105, i64 %176, !dbg !41
  %178 = srem i32 %79, %4, !dbg !39
  %179 = mul i32 %178, %9, !dbg !40
  %180 = sext i32 %179 to i64, !dbg !41
  %181 = getelementptr half, ptr addrspace(1) %105, i64 %180, !dbg !41
  %182 = srem i32 %78, %4, !dbg !39
  %183 = mul i32 %182, %9, !dbg !40
  %184 = sext i32 %183 to i64, !dbg !41
  %185 = getelementptr half, ptr addrspace(1) %105, i64 %184, !dbg !41
  %186 = srem i32 %77, %4, !dbg !39
  %187 = mul i32 %186, %9, !dbg !40
  %188 = sext i32 %187 to i64, !dbg !41
  %189 = getelementptr half, ptr addrspace(1) %105, i64 %188, !dbg !41
  %190 = srem i32 %76, %4, !dbg !39
  %191 = mul i32 %190, %9, !dbg !40
  %192 = sext i32 %191 to i64, !dbg !41
  %193 = getelementptr half, ptr addrspace(1) %105, i64 %192, !dbg !41
  %194 = srem i32 %75, %4, !dbg !39
  %195 = mul i32 %194, %9, !dbg !40
  %196 = sext i32 %195 to i64, !dbg !41
  %197 = getelementptr half, ptr addrspace(1) %105, i64 %196, !dbg !41
  %198 = srem i32 %74, %4, !dbg !39
  %199 = mul i32 %198, %9, !dbg !40
  %200 = sext i32 %199 to i64, !dbg !41
  %201 = getelementptr half, ptr addrspace(1) %105, i64 %200, !dbg !41
  %202 = srem i32 %73, %4, !dbg !39
  %203 = mul i32 %202, %9, !dbg !40
  %204 = sext i32 %203 to i64, !dbg !41
  %205 = getelementptr half, ptr addrspace(1) %105, i64 %204, !dbg !41
  %206 = srem i32 %72, %4, !dbg !39
  %207 = mul i32 %206, %9, !dbg !40
  %208 = sext i32 %207 to i64, !dbg !41
  %209 = getelementptr half, ptr addrspace(1) %105, i64 %208, !dbg !41
  %210 = srem i32 %71, %4, !dbg !39
  %211 = mul i32 %210, %9, !dbg !40
  %212 = sext i32 %211 to i64, !dbg !41
  %213 = getelementptr half, ptr addrspace(1) %105, i64 %212, !dbg !41
  %214 = srem i32 %70, %4, !dbg !39
  %215 = mul i32 %214, %9, !dbg !40
  %216 = sext i32 %215 to i64, !dbg !41
  %217 = getelementptr half, ptr addrspace(1) %105, i64 %216, !dbg !41
  %218 = srem i32 %69, %4, !dbg !39
  %219 = mul i32 %218, %9, !dbg !40
  %220 = sext i32 %219 to i64, !dbg !41
  %221 = getelementptr half, ptr addrspace(1) %105, i64 %220, !dbg !41
  %222 = srem i32 %68, %4, !dbg !39
  %223 = mul i32 %222, %9, !dbg !40
  %224 = sext i32 %223 to i64, !dbg !41
  %225 = getelementptr half, ptr addrspace(1) %105, i64 %224, !dbg !41
  %226 = srem i32 %67, %4, !dbg !39
  %227 = mul i32 %226, %9, !dbg !40
  %228 = sext i32 %227 to i64, !dbg !41
  %229 = getelementptr half, ptr addrspace(1) %105, i64 %228, !dbg !41
  %230 = srem i32 %66, %4, !dbg !39
  %231 = mul i32 %230, %9, !dbg !40
  %232 = sext i32 %231 to i64, !dbg !41
  %233 = getelementptr half, ptr addrspace(1) %105, i64 %232, !dbg !41
  %234 = srem i32 %64, %3, !dbg !42
  %235 = mul i32 %234, %6, !dbg !43
  %236 = sext i32 %235 to i64, !dbg !44
  %237 = getelementptr half, ptr addrspace(1) %0, i64 %236, !dbg !44
  %238 = mul i32 %7, %63, !dbg !45
  %239 = sext i32 %238 to i64, !dbg !46
  %240 = getelementptr half, ptr addrspace(1) %237, i64 %239, !dbg !46
  %241 = mul i32 %7, %62, !dbg !45
  %242 = sext i32 %241 to i64, !dbg !46
  %243 = getelementptr half, ptr addrspace(1) %237, i64 %242, !dbg !46
  %244 = mul i32 %7, %61, !dbg !45
  %245 = sext i32 %244 to i64, !dbg !46
  %246 = getelementptr half, ptr addrspace(1) %237, i64 %245, !dbg !46
  %247 = mul i32 %7, %60, !dbg !45
  %248 = sext i32 %247 to i64, !dbg !46
  %249 = getelementptr half, ptr addrspace(1) %237, i64 %248, !dbg !46
  %250 = mul i32 %7, %59, !dbg !45
  %251 = sext i32 %250 to i64, !dbg !46
  %252 = getelementptr half, ptr addrspace(1) %237, i64 %251, !dbg !46
  %253 = mul i32 %7, %58, !dbg !45
  %254 = sext i32 %253 to i64, !dbg !46
  %255 = getelementptr half, ptr addrspace(1) %237, i64 %254, !dbg !46
  %256 = mul i32 %7, %57, !dbg !45
  %257 = sext i32 %256 to i64, !dbg !46
  %258 = getelementptr half, ptr addrspace(1) %237, i64 %257, !dbg !46
  %259 = mul i32 %7, %56, !dbg !45
  %260 = sext i32 %259 to i64, !dbg !46
  %261 = getelementptr half, ptr addrspace(1) %237, i64 %260, !dbg !46
  %262 = mul i32 %7, %55, !dbg !45
  %263 = sext i32 %262 to i64, !dbg !46
  %264 = getelementptr half, ptr addrspace(1) %237, i64 %263, !dbg !46
  %265 = mul i32 %7, %54, !dbg !45
  %266 = sext i32 %265 to i64, !dbg !46
  %267 = getelementptr half, ptr addrspace(1) %237, i64 %266, !dbg !46
  %268 = mul i32 %7, %53, !dbg !45
  %269 = sext i32 %268 to i64, !dbg !46
  %270 = getelementptr half, ptr addrspace(1) %237, i64 %269, !dbg !46
  %271 = mul i32 %7, %52, !dbg !45
  %272 = sext i32 %271 to i64, !dbg !46
  %273 = getelementptr half, ptr addrspace(1) %237, i64 %272, !dbg !46
  %274 = mul i32 %7, %51, !dbg !45
  %275 = sext i32 %274 to i64, !dbg !46
  %276 = getelementptr half, ptr addrspace(1) %237, i64 %275, !dbg !46
  %277 = mul i32 %7, %50, !dbg !45
  %278 = sext i32 %277 to i64, !dbg !46
  %279 = getelementptr half, ptr addrspace(1) %237, i64 %278, !dbg !46
  %280 = mul i32 %7, %49, !dbg !45
  %281 = sext i32 %280 to i64, !dbg !46
  %282 = getelementptr half, ptr addrspace(1) %237, i64 %281, !dbg !46
  %283 = mul i32 %7, %48, !dbg !45
  %284 = sext i32 %283 to i64, !dbg !46
  %285 = getelementptr half, ptr addrspace(1) %237, i64 %284, !dbg !46
  %286 = mul i32 %7, %47, !dbg !45
  %287 = sext i32 %286 to i64, !dbg !46
  %288 = getelementptr half, ptr addrspace(1) %237, i64 %287, !dbg !46
  %289 = mul i32 %7, %46, !dbg !45
  %290 = sext i32 %289 to i64, !dbg !46
  %291 = getelementptr half, ptr addrspace(1) %237, i64 %290, !dbg !46
  %292 = mul i32 %7, %45, !dbg !45
  %293 = sext i32 %292 to i64, !dbg !46
  %294 = getelementptr half, ptr addrspace(1) %237, i64 %293, !dbg !46
  %295 = mul i32 %7, %44, !dbg !45
  %296 = sext i32 %295 to i64, !dbg !46
  %297 = getelementptr half, ptr addrspace(1) %237, i64 %296, !dbg !46
  %298 = mul i32 %7, %43, !dbg !45
  %299 = sext i32 %298 to i64, !dbg !46
  %300 = getelementptr half, ptr addrspace(1) %237, i64 %299, !dbg !46
  %301 = mul i32 %7, %42, !dbg !45
  %302 = sext i32 %301 to i64, !dbg !46
  %303 = getelementptr half, ptr addrspace(1) %237, i64 %302, !dbg !46
  %304 = mul i32 %7, %41, !dbg !45
  %305 = sext i32 %304 to i64, !dbg !46
  %306 = getelementptr half, ptr addrspace(1) %237, i64 %305, !dbg !46
  %307 = mul i32 %7, %40, !dbg !45
  %308 = sext i32 %307 to i64, !dbg !46
  %309 = getelementptr half, ptr addrspace(1) %237, i64 %308, !dbg !46
  %310 = mul i32 %7, %39, !dbg !45
  %311 = sext i32 %310 to i64, !dbg !46
  %312 = getelementptr half, ptr addrspace(1) %237, i64 %311, !dbg !46
  %313 = mul i32 %7, %38, !dbg !45
  %314 = sext i32 %313 to i64, !dbg !46
  %315 = getelementptr half, ptr addrspace(1) %237, i64 %314, !dbg !46
  %316 = mul i32 %7, %37, !dbg !45
  %317 = sext i32 %316 to i64, !dbg !46
  %318 = getelementptr half, ptr addrspace(1) %237, i64 %317, !dbg !46
  %319 = mul i32 %7, %36, !dbg !45
  %320 = sext i32 %319 to i64, !dbg !46
  %321 = getelementptr half, ptr addrspace(1) %237, i64 %320, !dbg !46
  %322 = mul i32 %7, %35, !dbg !45
  %323 = sext i32 %322 to i64, !dbg !46
  %324 = getelementptr half, ptr addrspace(1) %237, i64 %323, !dbg !46
  %325 = mul i32 %7, %34, !dbg !45
  %326 = sext i32 %325 to i64, !dbg !46
  %327 = getelementptr half, ptr addrspace(1) %237, i64 %326, !dbg !46
  %328 = mul i32 %7, %33, !dbg !45
  %329 = sext i32 %328 to i64, !dbg !46
  %330 = getelementptr half, ptr addrspace(1) %237, i64 %329, !dbg !46
  %331 = mul nuw nsw i32 %7, %.lobit, !dbg !45
  %332 = sext i32 %331 to i64, !dbg !46
  %333 = getelementptr half, ptr addrspace(1) %237, i64 %332, !dbg !46
  %.not = icmp eq i32 %32, 0, !dbg !27
  %334 = shl nuw nsw i32 %31, 1
  %335 = select i1 %.not, i32 0, i32 144
  %336 = xor i32 %335, %334
  %337 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %336
  %338 = or disjoint i32 %336, 1024
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %338
  %340 = or disjoint i32 %336, 2048
  %341 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %340
  %342 = or disjoint i32 %336, 3072
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %342
  %344 = or disjoint i32 %336, 4096
  %345 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %344
  %346 = or disjoint i32 %336, 5120
  %347 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %346
  %348 = or disjoint i32 %336, 6144
  %349 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %348
  %350 = or disjoint i32 %336, 7168
  %351 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %350
  %352 = xor i32 %336, 288
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %352
  %354 = or disjoint i32 %352, 1024
  %355 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %354
  %356 = or disjoint i32 %352, 2048
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %356
  %358 = or disjoint i32 %352, 3072
  %359 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %358
  %360 = or disjoint i32 %352, 4096
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %360
  %362 = or disjoint i32 %352, 5120
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %362
  %364 = or disjoint i32 %352, 6144
  %365 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %364
  %366 = or disjoint i32 %352, 7168
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %366
  %368 = xor i32 %336, 576
  %369 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %368
  %370 = or disjoint i32 %368, 1024
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %370
  %372 = or disjoint i32 %368, 2048
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %372
  %374 = or disjoint i32 %368, 3072
  %375 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %374
  %376 = or disjoint i32 %368, 4096
  %377 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %376
  %378 = or disjoint i32 %368, 5120
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %378
  %380 = or disjoint i32 %368, 6144
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %380
  %382 = or disjoint i32 %368, 7168
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %382
  %384 = xor i32 %336, 864
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %384
  %386 = or disjoint i32 %384, 1024
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %386
  %388 = or disjoint i32 %384, 2048
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %388
  %390 = or disjoint i32 %384, 3072
  %391 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %390
  %392 = or disjoint i32 %384, 4096
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %392
  %394 = or disjoint i32 %384, 5120
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %394
  %396 = or disjoint i32 %384, 6144
  %397 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %396
  %398 = or disjoint i32 %384, 7168
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %398
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %336
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %338
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %340
  %403 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %342
  %404 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %344
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %346
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %348
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %350
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %352
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %354
  %410 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %356
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %358
  %412 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %360
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %362
  %414 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %364
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %366
  %416 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %368
  %417 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %370
  %418 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %372
  %419 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %374
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %376
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %378
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %380
  %423 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %382
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %384
  %425 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %386
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %388
  %427 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %390
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %392
  %429 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %394
  %430 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %396
  %431 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %398
  %432 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %433 = and i32 %432, 16383
  %434 = zext nneg i32 %433 to i64
  %435 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %436 = and i32 %435, 16383
  %437 = zext nneg i32 %436 to i64
  %438 = or disjoint i64 %434, 4611686293305294848
  %439 = or disjoint i64 %437, 4611686293305294848
  %440 = add nuw nsw i64 %434, 4611686293305294976
  %441 = add nuw nsw i64 %437, 4611686293305294850
  %442 = add nuw nsw i64 %434, 4611686293305295104
  %443 = add nuw nsw i64 %437, 4611686293305294852
  %444 = add nuw nsw i64 %434, 4611686293305295232
  %445 = add nuw nsw i64 %437, 4611686293305294854
  %446 = sext i32 %102 to i64
  %447 = sext i32 %101 to i64
  br label %448, !dbg !34

448:                                              ; preds = %.lr.ph, %448
  %.pn65299 = phi ptr addrspace(1) [ %109, %.lr.ph ], [ %873, %448 ]
  %.pn67298 = phi ptr addrspace(1) [ %113, %.lr.ph ], [ %872, %448 ]
  %.pn69297 = phi ptr addrspace(1) [ %117, %.lr.ph ], [ %871, %448 ]
  %.pn71296 = phi ptr addrspace(1) [ %121, %.lr.ph ], [ %870, %448 ]
  %.pn73295 = phi ptr addrspace(1) [ %125, %.lr.ph ], [ %869, %448 ]
  %.pn75294 = phi ptr addrspace(1) [ %129, %.lr.ph ], [ %868, %448 ]
  %.pn77293 = phi ptr addrspace(1) [ %133, %.lr.ph ], [ %867, %448 ]
  %.pn79292 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %866, %448 ]
  %.pn81291 = phi ptr addrspace(1) [ %141, %.lr.ph ], [ %865, %448 ]
  %.pn83290 = phi ptr addrspace(1) [ %145, %.lr.ph ], [ %864, %448 ]
  %.pn85289 = phi ptr addrspace(1) [ %149, %.lr.ph ], [ %863, %448 ]
  %.pn87288 = phi ptr addrspace(1) [ %153, %.lr.ph ], [ %862, %448 ]
  %.pn89287 = phi ptr addrspace(1) [ %157, %.lr.ph ], [ %861, %448 ]
  %.pn91286 = phi ptr addrspace(1) [ %161, %.lr.ph ], [ %860, %448 ]
  %.pn93285 = phi ptr addrspace(1) [ %165, %.lr.ph ], [ %859, %448 ]
  %.pn95284 = phi ptr addrspace(1) [ %169, %.lr.ph ], [ %858, %448 ]
  %.pn97283 = phi ptr addrspace(1) [ %173, %.lr.ph ], [ %857, %448 ]
  %.pn99282 = phi ptr addrspace(1) [ %177, %.lr.ph ], [ %856, %448 ]
  %.pn101281 = phi ptr addrspace(1) [ %181, %.lr.ph ], [ %855, %448 ]
  %.pn103280 = phi ptr addrspace(1) [ %185, %.lr.ph ], [ %854, %448 ]
  %.pn105279 = phi ptr addrspace(1) [ %189, %.lr.ph ], [ %853, %448 ]
  %.pn107278 = phi ptr addrspace(1) [ %193, %.lr.ph ], [ %852, %448 ]
  %.pn109277 = phi ptr addrspace(1) [ %197, %.lr.ph ], [ %851, %448 ]
  %.pn111276 = phi ptr addrspace(1) [ %201, %.lr.ph ], [ %850, %448 ]
  %.pn113275 = phi ptr addrspace(1) [ %205, %.lr.ph ], [ %849, %448 ]
  %.pn115274 = phi ptr addrspace(1) [ %209, %.lr.ph ], [ %848, %448 ]
  %.pn117273 = phi ptr addrspace(1) [ %213, %.lr.ph ], [ %847, %448 ]
  %.pn119272 = phi ptr addrspace(1) [ %217, %.lr.ph ], [ %846, %448 ]
  %.pn121271 = phi ptr addrspace(1) [ %221, %.lr.ph ], [ %845, %448 ]
  %.pn123270 = phi ptr addrspace(1) [ %225, %.lr.ph ], [ %844, %448 ]
  %.pn125269 = phi ptr addrspace(1) [ %229, %.lr.ph ], [ %843, %448 ]
  %.pn127268 = phi ptr addrspace(1) [ %233, %.lr.ph ], [ %842, %448 ]
  %.pn1267 = phi ptr addrspace(1) [ %240, %.lr.ph ], [ %841, %448 ]
  %.pn3266 = phi ptr addrspace(1) [ %243, %.lr.ph ], [ %840, %448 ]
  %.pn5265 = phi ptr addrspace(1) [ %246, %.lr.ph ], [ %839, %448 ]
  %.pn7264 = phi ptr addrspace(1) [ %249, %.lr.ph ], [ %838, %448 ]
  %.pn9263 = phi ptr addrspace(1) [ %252, %.lr.ph ], [ %837, %448 ]
  %.pn11262 = phi ptr addrspace(1) [ %255, %.lr.ph ], [ %836, %448 ]
  %.pn13261 = phi ptr addrspace(1) [ %258, %.lr.ph ], [ %835, %448 ]
  %.pn15260 = phi ptr addrspace(1) [ %261, %.lr.ph ], [ %834, %448 ]
  %.pn17259 = phi ptr addrspace(1) [ %264, %.lr.ph ], [ %833, %448 ]
  %.pn19258 = phi ptr addrspace(1) [ %267, %.lr.ph ], [ %832, %448 ]
  %.pn21257 = phi ptr addrspace(1) [ %270, %.lr.ph ], [ %831, %448 ]
  %.pn23256 = phi ptr addrspace(1) [ %273, %.lr.ph ], [ %830, %448 ]
  %.pn25255 = phi ptr addrspace(1) [ %276, %.lr.ph ], [ %829, %448 ]
  %.pn27254 = phi ptr addrspace(1) [ %279, %.lr.ph ], [ %828, %448 ]
  %.pn29253 = phi ptr addrspace(1) [ %282, %.lr.ph ], [ %827, %448 ]
  %.pn31252 = phi ptr addrspace(1) [ %285, %.lr.ph ], [ %826, %448 ]
  %.pn33251 = phi ptr addrspace(1) [ %288, %.lr.ph ], [ %825, %448 ]
  %.pn35250 = phi ptr addrspace(1) [ %291, %.lr.ph ], [ %824, %448 ]
  %.pn37249 = phi ptr addrspace(1) [ %294, %.lr.ph ], [ %823, %448 ]
  %.pn39248 = phi ptr addrspace(1) [ %297, %.lr.ph ], [ %822, %448 ]
  %.pn41247 = phi ptr addrspace(1) [ %300, %.lr.ph ], [ %821, %448 ]
  %.pn43246 = phi ptr addrspace(1) [ %303, %.lr.ph ], [ %820, %448 ]
  %.pn45245 = phi ptr addrspace(1) [ %306, %.lr.ph ], [ %819, %448 ]
  %.pn47244 = phi ptr addrspace(1) [ %309, %.lr.ph ], [ %818, %448 ]
  %.pn49243 = phi ptr addrspace(1) [ %312, %.lr.ph ], [ %817, %448 ]
  %.pn51242 = phi ptr addrspace(1) [ %315, %.lr.ph ], [ %816, %448 ]
  %.pn53241 = phi ptr addrspace(1) [ %318, %.lr.ph ], [ %815, %448 ]
  %.pn55240 = phi ptr addrspace(1) [ %321, %.lr.ph ], [ %814, %448 ]
  %.pn57239 = phi ptr addrspace(1) [ %324, %.lr.ph ], [ %813, %448 ]
  %.pn59238 = phi ptr addrspace(1) [ %327, %.lr.ph ], [ %812, %448 ]
  %.pn61237 = phi ptr addrspace(1) [ %330, %.lr.ph ], [ %811, %448 ]
  %.pn63236 = phi ptr addrspace(1) [ %333, %.lr.ph ], [ %810, %448 ]
  %449 = phi float [ 0.000000e+00, %.lr.ph ], [ %778, %448 ]
  %450 = phi float [ 0.000000e+00, %.lr.ph ], [ %779, %448 ]
  %451 = phi float [ 0.000000e+00, %.lr.ph ], [ %780, %448 ]
  %452 = phi float [ 0.000000e+00, %.lr.ph ], [ %781, %448 ]
  %453 = phi float [ 0.000000e+00, %.lr.ph ], [ %782, %448 ]
  %454 = phi float [ 0.000000e+00, %.lr.ph ], [ %783, %448 ]
  %455 = phi float [ 0.000000e+00, %.lr.ph ], [ %784, %448 ]
  %456 = phi float [ 0.000000e+00, %.lr.ph ], [ %785, %448 ]
  %457 = phi float [ 0.000000e+00, %.lr.ph ], [ %786, %448 ]
  %458 = phi float [ 0.000000e+00, %.lr.ph ], [ %787, %448 ]
  %459 = phi float [ 0.000000e+00, %.lr.ph ], [ %788, %448 ]
  %460 = phi float [ 0.000000e+00, %.lr.ph ], [ %789, %448 ]
  %461 = phi float [ 0.000000e+00, %.lr.ph ], [ %790, %448 ]
  %462 = phi float [ 0.000000e+00, %.lr.ph ], [ %791, %448 ]
  %463 = phi float [ 0.000000e+00, %.lr.ph ], [ %792, %448 ]
  %464 = phi float [ 0.000000e+00, %.lr.ph ], [ %793, %448 ]
  %465 = phi float [ 0.000000e+00, %.lr.ph ], [ %794, %448 ]
  %466 = phi float [ 0.000000e+00, %.lr.ph ], [ %795, %448 ]
  %467 = phi float [ 0.000000e+00, %.lr.ph ], [ %796, %448 ]
  %468 = phi float [ 0.000000e+00, %.lr.ph ], [ %797, %448 ]
  %469 = phi float [ 0.000000e+00, %.lr.ph ], [ %798, %448 ]
  %470 = phi float [ 0.000000e+00, %.lr.ph ], [ %799, %448 ]
  %471 = phi float [ 0.000000e+00, %.lr.ph ], [ %800, %448 ]
  %472 = phi float [ 0.000000e+00, %.lr.ph ], [ %801, %448 ]
  %473 = phi float [ 0.000000e+00, %.lr.ph ], [ %802, %448 ]
  %474 = phi float [ 0.000000e+00, %.lr.ph ], [ %803, %448 ]
  %475 = phi float [ 0.000000e+00, %.lr.ph ], [ %804, %448 ]
  %476 = phi float [ 0.000000e+00, %.lr.ph ], [ %805, %448 ]
  %477 = phi float [ 0.000000e+00, %.lr.ph ], [ %806, %448 ]
  %478 = phi float [ 0.000000e+00, %.lr.ph ], [ %807, %448 ]
  %479 = phi float [ 0.000000e+00, %.lr.ph ], [ %808, %448 ]
  %480 = phi float [ 0.000000e+00, %.lr.ph ], [ %809, %448 ]
  %481 = phi i32 [ 0, %.lr.ph ], [ %874, %448 ]
  %482 = shl i32 %481, 6, !dbg !47
  %483 = sub i32 %5, %482, !dbg !48
  %484 = icmp slt i32 %.lobit, %483, !dbg !49
  %485 = icmp slt i32 %33, %483, !dbg !49
  %486 = icmp slt i32 %34, %483, !dbg !49
  %487 = icmp slt i32 %35, %483, !dbg !49
  %488 = icmp slt i32 %36, %483, !dbg !49
  %489 = icmp slt i32 %37, %483, !dbg !49
  %490 = icmp slt i32 %38, %483, !dbg !49
  %491 = icmp slt i32 %39, %483, !dbg !49
  %492 = icmp slt i32 %40, %483, !dbg !49
  %493 = icmp slt i32 %41, %483, !dbg !49
  %494 = icmp slt i32 %42, %483, !dbg !49
  %495 = icmp slt i32 %43, %483, !dbg !49
  %496 = icmp slt i32 %44, %483, !dbg !49
  %497 = icmp slt i32 %45, %483, !dbg !49
  %498 = icmp slt i32 %46, %483, !dbg !49
  %499 = icmp slt i32 %47, %483, !dbg !49
  %500 = icmp slt i32 %48, %483, !dbg !49
  %501 = icmp slt i32 %49, %483, !dbg !49
  %502 = icmp slt i32 %50, %483, !dbg !49
  %503 = icmp slt i32 %51, %483, !dbg !49
  %504 = icmp slt i32 %52, %483, !dbg !49
  %505 = icmp slt i32 %53, %483, !dbg !49
  %506 = icmp slt i32 %54, %483, !dbg !49
  %507 = icmp slt i32 %55, %483, !dbg !49
  %508 = icmp slt i32 %56, %483, !dbg !49
  %509 = icmp slt i32 %57, %483, !dbg !49
  %510 = icmp slt i32 %58, %483, !dbg !49
  %511 = icmp slt i32 %59, %483, !dbg !49
  %512 = icmp slt i32 %60, %483, !dbg !49
  %513 = icmp slt i32 %61, %483, !dbg !49
  %514 = icmp slt i32 %62, %483, !dbg !49
  %515 = icmp slt i32 %63, %483, !dbg !49
  %516 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63236, i1 %484) #5, !dbg !50
  %517 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61237, i1 %485) #5, !dbg !50
  %518 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59238, i1 %486) #5, !dbg !50
  %519 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57239, i1 %487) #5, !dbg !50
  %520 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55240, i1 %488) #5, !dbg !50
  %521 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53241, i1 %489) #5, !dbg !50
  %522 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51242, i1 %490) #5, !dbg !50
  %523 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49243, i1 %491) #5, !dbg !50
  %524 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47244, i1 %492) #5, !dbg !50
  %525 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45245, i1 %493) #5, !dbg !50
  %526 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43246, i1 %494) #5, !dbg !50
  %527 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41247, i1 %495) #5, !dbg !50
  %528 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39248, i1 %496) #5, !dbg !50
  %529 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37249, i1 %497) #5, !dbg !50
  %530 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35250, i1 %498) #5, !dbg !50
  %531 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33251, i1 %499) #5, !dbg !50
  %532 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31252, i1 %500) #5, !dbg !50
  %533 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29253, i1 %501) #5, !dbg !50
  %534 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27254, i1 %502) #5, !dbg !50
  %535 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25255, i1 %503) #5, !dbg !50
  %536 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23256, i1 %504) #5, !dbg !50
  %537 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21257, i1 %505) #5, !dbg !50
  %538 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19258, i1 %506) #5, !dbg !50
  %539 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17259, i1 %507) #5, !dbg !50
  %540 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15260, i1 %508) #5, !dbg !50
  %541 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13261, i1 %509) #5, !dbg !50
  %542 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11262, i1 %510) #5, !dbg !50
  %543 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9263, i1 %511) #5, !dbg !50
  %544 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7264, i1 %512) #5, !dbg !50
  %545 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5265, i1 %513) #5, !dbg !50
  %546 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3266, i1 %514) #5, !dbg !50
  %547 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1267, i1 %515) #5, !dbg !50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !50
  %548 = insertelement <1 x i16> poison, i16 %516, i64 0, !dbg !50
  store <1 x i16> %548, ptr addrspace(3) %337, align 2, !dbg !50
  %549 = insertelement <1 x i16> poison, i16 %520, i64 0, !dbg !50
  store <1 x i16> %549, ptr addrspace(3) %339, align 2, !dbg !50
  %550 = insertelement <1 x i16> poison, i16 %524, i64 0, !dbg !50
  store <1 x i16> %550, ptr addrspace(3) %341, align 2, !dbg !50
  %551 = insertelement <1 x i16> poison, i16 %528, i64 0, !dbg !50
  store <1 x i16> %551, ptr addrspace(3) %343, align 2, !dbg !50
  %552 = insertelement <1 x i16> poison, i16 %532, i64 0, !dbg !50
  store <1 x i16> %552, ptr addrspace(3) %345, align 2, !dbg !50
  %553 = insertelement <1 x i16> poison, i16 %536, i64 0, !dbg !50
  store <1 x i16> %553, ptr addrspace(3) %347, align 2, !dbg !50
  %554 = insertelement <1 x i16> poison, i16 %540, i64 0, !dbg !50
  store <1 x i16> %554, ptr addrspace(3) %349, align 2, !dbg !50
  %555 = insertelement <1 x i16> poison, i16 %544, i64 0, !dbg !50
  store <1 x i16> %555, ptr addrspace(3) %351, align 2, !dbg !50
  %556 = insertelement <1 x i16> poison, i16 %517, i64 0, !dbg !50
  store <1 x i16> %556, ptr addrspace(3) %353, align 2, !dbg !50
  %557 = insertelement <1 x i16> poison, i16 %521, i64 0, !dbg !50
  store <1 x i16> %557, ptr addrspace(3) %355, align 2, !dbg !50
  %558 = insertelement <1 x i16> poison, i16 %525, i64 0, !dbg !50
  store <1 x i16> %558, ptr addrspace(3) %357, align 2, !dbg !50
  %559 = insertelement <1 x i16> poison, i16 %529, i64 0, !dbg !50
  store <1 x i16> %559, ptr addrspace(3) %359, align 2, !dbg !50
  %560 = insertelement <1 x i16> poison, i16 %533, i64 0, !dbg !50
  store <1 x i16> %560, ptr addrspace(3) %361, align 2, !dbg !50
  %561 = insertelement <1 x i16> poison, i16 %537, i64 0, !dbg !50
  store <1 x i16> %561, ptr addrspace(3) %363, align 2, !dbg !50
  %562 = insertelement <1 x i16> poison, i16 %541, i64 0, !dbg !50
  store <1 x i16> %562, ptr addrspace(3) %365, align 2, !dbg !50
  %563 = insertelement <1 x i16> poison, i16 %545, i64 0, !dbg !50
  store <1 x i16> %563, ptr addrspace(3) %367, align 2, !dbg !50
  %564 = insertelement <1 x i16> poison, i16 %518, i64 0, !dbg !50
  store <1 x i16> %564, ptr addrspace(3) %369, align 2, !dbg !50
  %565 = insertelement <1 x i16> poison, i16 %522, i64 0, !dbg !50
  store <1 x i16> %565, ptr addrspace(3) %371, align 2, !dbg !50
  %566 = insertelement <1 x i16> poison, i16 %526, i64 0, !dbg !50
  store <1 x i16> %566, ptr addrspace(3) %373, align 2, !dbg !50
  %567 = insertelement <1 x i16> poison, i16 %530, i64 0, !dbg !50
  store <1 x i16> %567, ptr addrspace(3) %375, align 2, !dbg !50
  %568 = insertelement <1 x i16> poison, i16 %534, i64 0, !dbg !50
  store <1 x i16> %568, ptr addrspace(3) %377, align 2, !dbg !50
  %569 = insertelement <1 x i16> poison, i16 %538, i64 0, !dbg !50
  store <1 x i16> %569, ptr addrspace(3) %379, align 2, !dbg !50
  %570 = insertelement <1 x i16> poison, i16 %542, i64 0, !dbg !50
  store <1 x i16> %570, ptr addrspace(3) %381, align 2, !dbg !50
  %571 = insertelement <1 x i16> poison, i16 %546, i64 0, !dbg !50
  store <1 x i16> %571, ptr addrspace(3) %383, align 2, !dbg !50
  %572 = insertelement <1 x i16> poison, i16 %519, i64 0, !dbg !50
  store <1 x i16> %572, ptr addrspace(3) %385, align 2, !dbg !50
  %573 = insertelement <1 x i16> poison, i16 %523, i64 0, !dbg !50
  store <1 x i16> %573, ptr addrspace(3) %387, align 2, !dbg !50
  %574 = insertelement <1 x i16> poison, i16 %527, i64 0, !dbg !50
  store <1 x i16> %574, ptr addrspace(3) %389, align 2, !dbg !50
  %575 = insertelement <1 x i16> poison, i16 %531, i64 0, !dbg !50
  store <1 x i16> %575, ptr addrspace(3) %391, align 2, !dbg !50
  %576 = insertelement <1 x i16> poison, i16 %535, i64 0, !dbg !50
  store <1 x i16> %576, ptr addrspace(3) %393, align 2, !dbg !50
  %577 = insertelement <1 x i16> poison, i16 %539, i64 0, !dbg !50
  store <1 x i16> %577, ptr addrspace(3) %395, align 2, !dbg !50
  %578 = insertelement <1 x i16> poison, i16 %543, i64 0, !dbg !50
  store <1 x i16> %578, ptr addrspace(3) %397, align 2, !dbg !50
  %579 = insertelement <1 x i16> poison, i16 %547, i64 0, !dbg !50
  store <1 x i16> %579, ptr addrspace(3) %399, align 2, !dbg !50
  %580 = icmp slt i32 %31, %483, !dbg !51
  %581 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn127268, i1 %580) #5, !dbg !52
  %582 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn125269, i1 %580) #5, !dbg !52
  %583 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn123270, i1 %580) #5, !dbg !52
  %584 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn121271, i1 %580) #5, !dbg !52
  %585 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn119272, i1 %580) #5, !dbg !52
  %586 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn117273, i1 %580) #5, !dbg !52
  %587 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn115274, i1 %580) #5, !dbg !52
  %588 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn113275, i1 %580) #5, !dbg !52
  %589 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn111276, i1 %580) #5, !dbg !52
  %590 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn109277, i1 %580) #5, !dbg !52
  %591 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn107278, i1 %580) #5, !dbg !52
  %592 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn105279, i1 %580) #5, !dbg !52
  %593 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn103280, i1 %580) #5, !dbg !52
  %594 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn101281, i1 %580) #5, !dbg !52
  %595 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn99282, i1 %580) #5, !dbg !52
  %596 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn97283, i1 %580) #5, !dbg !52
  %597 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95284, i1 %580) #5, !dbg !52
  %598 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93285, i1 %580) #5, !dbg !52
  %599 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91286, i1 %580) #5, !dbg !52
  %600 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89287, i1 %580) #5, !dbg !52
  %601 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87288, i1 %580) #5, !dbg !52
  %602 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85289, i1 %580) #5, !dbg !52
  %603 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83290, i1 %580) #5, !dbg !52
  %604 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81291, i1 %580) #5, !dbg !52
  %605 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79292, i1 %580) #5, !dbg !52
  %606 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77293, i1 %580) #5, !dbg !52
  %607 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75294, i1 %580) #5, !dbg !52
  %608 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73295, i1 %580) #5, !dbg !52
  %609 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71296, i1 %580) #5, !dbg !52
  %610 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69297, i1 %580) #5, !dbg !52
  %611 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67298, i1 %580) #5, !dbg !52
  %612 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65299, i1 %580) #5, !dbg !52
  %613 = insertelement <1 x i16> poison, i16 %581, i64 0, !dbg !52
  store <1 x i16> %613, ptr addrspace(3) %400, align 2, !dbg !52
  %614 = insertelement <1 x i16> poison, i16 %585, i64 0, !dbg !52
  store <1 x i16> %614, ptr addrspace(3) %401, align 2, !dbg !52
  %615 = insertelement <1 x i16> poison, i16 %589, i64 0, !dbg !52
  store <1 x i16> %615, ptr addrspace(3) %402, align 2, !dbg !52
  %616 = insertelement <1 x i16> poison, i16 %593, i64 0, !dbg !52
  store <1 x i16> %616, ptr addrspace(3) %403, align 2, !dbg !52
  %617 = insertelement <1 x i16> poison, i16 %597, i64 0, !dbg !52
  store <1 x i16> %617, ptr addrspace(3) %404, align 2, !dbg !52
  %618 = insertelement <1 x i16> poison, i16 %601, i64 0, !dbg !52
  store <1 x i16> %618, ptr addrspace(3) %405, align 2, !dbg !52
  %619 = insertelement <1 x i16> poison, i16 %605, i64 0, !dbg !52
  store <1 x i16> %619, ptr addrspace(3) %406, align 2, !dbg !52
  %620 = insertelement <1 x i16> poison, i16 %609, i64 0, !dbg !52
  store <1 x i16> %620, ptr addrspace(3) %407, align 2, !dbg !52
  %621 = insertelement <1 x i16> poison, i16 %582, i64 0, !dbg !52
  store <1 x i16> %621, ptr addrspace(3) %408, align 2, !dbg !52
  %622 = insertelement <1 x i16> poison, i16 %586, i64 0, !dbg !52
  store <1 x i16> %622, ptr addrspace(3) %409, align 2, !dbg !52
  %623 = insertelement <1 x i16> poison, i16 %590, i64 0, !dbg !52
  store <1 x i16> %623, ptr addrspace(3) %410, align 2, !dbg !52
  %624 = insertelement <1 x i16> poison, i16 %594, i64 0, !dbg !52
  store <1 x i16> %624, ptr addrspace(3) %411, align 2, !dbg !52
  %625 = insertelement <1 x i16> poison, i16 %598, i64 0, !dbg !52
  store <1 x i16> %625, ptr addrspace(3) %412, align 2, !dbg !52
  %626 = insertelement <1 x i16> poison, i16 %602, i64 0, !dbg !52
  store <1 x i16> %626, ptr addrspace(3) %413, align 2, !dbg !52
  %627 = insertelement <1 x i16> poison, i16 %606, i64 0, !dbg !52
  store <1 x i16> %627, ptr addrspace(3) %414, align 2, !dbg !52
  %628 = insertelement <1 x i16> poison, i16 %610, i64 0, !dbg !52
  store <1 x i16> %628, ptr addrspace(3) %415, align 2, !dbg !52
  %629 = insertelement <1 x i16> poison, i16 %583, i64 0, !dbg !52
  store <1 x i16> %629, ptr addrspace(3) %416, align 2, !dbg !52
  %630 = insertelement <1 x i16> poison, i16 %587, i64 0, !dbg !52
  store <1 x i16> %630, ptr addrspace(3) %417, align 2, !dbg !52
  %631 = insertelement <1 x i16> poison, i16 %591, i64 0, !dbg !52
  store <1 x i16> %631, ptr addrspace(3) %418, align 2, !dbg !52
  %632 = insertelement <1 x i16> poison, i16 %595, i64 0, !dbg !52
  store <1 x i16> %632, ptr addrspace(3) %419, align 2, !dbg !52
  %633 = insertelement <1 x i16> poison, i16 %599, i64 0, !dbg !52
  store <1 x i16> %633, ptr addrspace(3) %420, align 2, !dbg !52
  %634 = insertelement <1 x i16> poison, i16 %603, i64 0, !dbg !52
  store <1 x i16> %634, ptr addrspace(3) %421, align 2, !dbg !52
  %635 = insertelement <1 x i16> poison, i16 %607, i64 0, !dbg !52
  store <1 x i16> %635, ptr addrspace(3) %422, align 2, !dbg !52
  %636 = insertelement <1 x i16> poison, i16 %611, i64 0, !dbg !52
  store <1 x i16> %636, ptr addrspace(3) %423, align 2, !dbg !52
  %637 = insertelement <1 x i16> poison, i16 %584, i64 0, !dbg !52
  store <1 x i16> %637, ptr addrspace(3) %424, align 2, !dbg !52
  %638 = insertelement <1 x i16> poison, i16 %588, i64 0, !dbg !52
  store <1 x i16> %638, ptr addrspace(3) %425, align 2, !dbg !52
  %639 = insertelement <1 x i16> poison, i16 %592, i64 0, !dbg !52
  store <1 x i16> %639, ptr addrspace(3) %426, align 2, !dbg !52
  %640 = insertelement <1 x i16> poison, i16 %596, i64 0, !dbg !52
  store <1 x i16> %640, ptr addrspace(3) %427, align 2, !dbg !52
  %641 = insertelement <1 x i16> poison, i16 %600, i64 0, !dbg !52
  store <1 x i16> %641, ptr addrspace(3) %428, align 2, !dbg !52
  %642 = insertelement <1 x i16> poison, i16 %604, i64 0, !dbg !52
  store <1 x i16> %642, ptr addrspace(3) %429, align 2, !dbg !52
  %643 = insertelement <1 x i16> poison, i16 %608, i64 0, !dbg !52
  store <1 x i16> %643, ptr addrspace(3) %430, align 2, !dbg !52
  %644 = insertelement <1 x i16> poison, i16 %612, i64 0, !dbg !52
  store <1 x i16> %644, ptr addrspace(3) %431, align 2, !dbg !52
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !53
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !53
  %645 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, i64 %438, i64 %439, i1 true) #5, !dbg !53
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 0, !dbg !53
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 1, !dbg !53
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 2, !dbg !53
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 3, !dbg !53
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 4, !dbg !53
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 5, !dbg !53
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 6, !dbg !53
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 7, !dbg !53
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 8, !dbg !53
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 9, !dbg !53
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 10, !dbg !53
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 11, !dbg !53
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 12, !dbg !53
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 13, !dbg !53
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 14, !dbg !53
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 15, !dbg !53
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 16, !dbg !53
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 17, !dbg !53
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 18, !dbg !53
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 19, !dbg !53
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 20, !dbg !53
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 21, !dbg !53
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 22, !dbg !53
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 23, !dbg !53
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 24, !dbg !53
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 25, !dbg !53
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 26, !dbg !53
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 27, !dbg !53
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 28, !dbg !53
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 29, !dbg !53
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 30, !dbg !53
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %645, 31, !dbg !53
  %678 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, float %657, float %658, float %659, float %660, float %661, float %662, float %663, float %664, float %665, float %666, float %667, float %668, float %669, float %670, float %671, float %672, float %673, float %674, float %675, float %676, float %677, i64 %440, i64 %441, i1 true) #5, !dbg !53
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 0, !dbg !53
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 1, !dbg !53
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 2, !dbg !53
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 3, !dbg !53
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 4, !dbg !53
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 5, !dbg !53
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 6, !dbg !53
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 7, !dbg !53
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 8, !dbg !53
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 9, !dbg !53
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 10, !dbg !53
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 11, !dbg !53
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 12, !dbg !53
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 13, !dbg !53
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 14, !dbg !53
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 15, !dbg !53
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 16, !dbg !53
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 17, !dbg !53
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 18, !dbg !53
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 19, !dbg !53
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 20, !dbg !53
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 21, !dbg !53
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 22, !dbg !53
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 23, !dbg !53
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 24, !dbg !53
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 25, !dbg !53
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 26, !dbg !53
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 27, !dbg !53
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 28, !dbg !53
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 29, !dbg !53
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 30, !dbg !53
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %678, 31, !dbg !53
  %711 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %679, float %680, float %681, float %682, float %683, float %684, float %685, float %686, float %687, float %688, float %689, float %690, float %691, float %692, float %693, float %694, float %695, float %696, float %697, float %698, float %699, float %700, float %701, float %702, float %703, float %704, float %705, float %706, float %707, float %708, float %709, float %710, i64 %442, i64 %443, i1 true) #5, !dbg !53
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 0, !dbg !53
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 1, !dbg !53
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 2, !dbg !53
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 3, !dbg !53
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 4, !dbg !53
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 5, !dbg !53
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 6, !dbg !53
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 7, !dbg !53
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 8, !dbg !53
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 9, !dbg !53
  %722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 10, !dbg !53
  %723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 11, !dbg !53
  %724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 12, !dbg !53
  %725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 13, !dbg !53
  %726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 14, !dbg !53
  %727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 15, !dbg !53
  %728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 16, !dbg !53
  %729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 17, !dbg !53
  %730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 18, !dbg !53
  %731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 19, !dbg !53
  %732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 20, !dbg !53
  %733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 21, !dbg !53
  %734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 22, !dbg !53
  %735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 23, !dbg !53
  %736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 24, !dbg !53
  %737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 25, !dbg !53
  %738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 26, !dbg !53
  %739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 27, !dbg !53
  %740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 28, !dbg !53
  %741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 29, !dbg !53
  %742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 30, !dbg !53
  %743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %711, 31, !dbg !53
  %744 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %712, float %713, float %714, float %715, float %716, float %717, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725, float %726, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, i64 %444, i64 %445, i1 true) #5, !dbg !53
  %745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 0, !dbg !53
  %746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 1, !dbg !53
  %747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 2, !dbg !53
  %748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 3, !dbg !53
  %749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 4, !dbg !53
  %750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 5, !dbg !53
  %751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 6, !dbg !53
  %752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 7, !dbg !53
  %753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 8, !dbg !53
  %754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 9, !dbg !53
  %755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 10, !dbg !53
  %756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 11, !dbg !53
  %757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 12, !dbg !53
  %758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 13, !dbg !53
  %759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 14, !dbg !53
  %760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 15, !dbg !53
  %761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 16, !dbg !53
  %762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 17, !dbg !53
  %763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 18, !dbg !53
  %764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 19, !dbg !53
  %765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 20, !dbg !53
  %766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 21, !dbg !53
  %767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 22, !dbg !53
  %768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 23, !dbg !53
  %769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 24, !dbg !53
  %770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 25, !dbg !53
  %771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 26, !dbg !53
  %772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 27, !dbg !53
  %773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 28, !dbg !53
  %774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 29, !dbg !53
  %775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 30, !dbg !53
  %776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %744, 31, !dbg !53
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !53
  %777 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #5, !dbg !53
  %778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 0, !dbg !53
  %779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 1, !dbg !53
  %780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 2, !dbg !53
  %781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 3, !dbg !53
  %782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 4, !dbg !53
  %783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 5, !dbg !53
  %784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 6, !dbg !53
  %785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 7, !dbg !53
  %786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 8, !dbg !53
  %787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 9, !dbg !53
  %788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 10, !dbg !53
  %789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 11, !dbg !53
  %790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 12, !dbg !53
  %791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 13, !dbg !53
  %792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 14, !dbg !53
  %793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 15, !dbg !53
  %794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 16, !dbg !53
  %795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 17, !dbg !53
  %796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 18, !dbg !53
  %797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 19, !dbg !53
  %798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 20, !dbg !53
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 21, !dbg !53
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 22, !dbg !53
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 23, !dbg !53
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 24, !dbg !53
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 25, !dbg !53
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 26, !dbg !53
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 27, !dbg !53
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 28, !dbg !53
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 29, !dbg !53
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 30, !dbg !53
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %777, 31, !dbg !53
  %810 = getelementptr half, ptr addrspace(1) %.pn63236, i64 %446, !dbg !54
  %811 = getelementptr half, ptr addrspace(1) %.pn61237, i64 %446, !dbg !54
  %812 = getelementptr half, ptr addrspace(1) %.pn59238, i64 %446, !dbg !54
  %813 = getelementptr half, ptr addrspace(1) %.pn57239, i64 %446, !dbg !54
  %814 = getelementptr half, ptr addrspace(1) %.pn55240, i64 %446, !dbg !54
  %815 = getelementptr half, ptr addrspace(1) %.pn53241, i64 %446, !dbg !54
  %816 = getelementptr half, ptr addrspace(1) %.pn51242, i64 %446, !dbg !54
  %817 = getelementptr half, ptr addrspace(1) %.pn49243, i64 %446, !dbg !54
  %818 = getelementptr half, ptr addrspace(1) %.pn47244, i64 %446, !dbg !54
  %819 = getelementptr half, ptr addrspace(1) %.pn45245, i64 %446, !dbg !54
  %820 = getelementptr half, ptr addrspace(1) %.pn43246, i64 %446, !dbg !54
  %821 = getelementptr half, ptr addrspace(1) %.pn41247, i64 %446, !dbg !54
  %822 = getelementptr half, ptr addrspace(1) %.pn39248, i64 %446, !dbg !54
  %823 = getelementptr half, ptr addrspace(1) %.pn37249, i64 %446, !dbg !54
  %824 = getelementptr half, ptr addrspace(1) %.pn35250, i64 %446, !dbg !54
  %825 = getelementptr half, ptr addrspace(1) %.pn33251, i64 %446, !dbg !54
  %826 = getelementptr half, ptr addrspace(1) %.pn31252, i64 %446, !dbg !54
  %827 = getelementptr half, ptr addrspace(1) %.pn29253, i64 %446, !dbg !54
  %828 = getelementptr half, ptr addrspace(1) %.pn27254, i64 %446, !dbg !54
  %829 = getelementptr half, ptr addrspace(1) %.pn25255, i64 %446, !dbg !54
  %830 = getelementptr half, ptr addrspace(1) %.pn23256, i64 %446, !dbg !54
  %831 = getelementptr half, ptr addrspace(1) %.pn21257, i64 %446, !dbg !54
  %832 = getelementptr half, ptr addrspace(1) %.pn19258, i64 %446, !dbg !54
  %833 = getelementptr half, ptr addrspace(1) %.pn17259, i64 %446, !dbg !54
  %834 = getelementptr half, ptr addrspace(1) %.pn15260, i64 %446, !dbg !54
  %835 = getelementptr half, ptr addrspace(1) %.pn13261, i64 %446, !dbg !54
  %836 = getelementptr half, ptr addrspace(1) %.pn11262, i64 %446, !dbg !54
  %837 = getelementptr half, ptr addrspace(1) %.pn9263, i64 %446, !dbg !54
  %838 = getelementptr half, ptr addrspace(1) %.pn7264, i64 %446, !dbg !54
  %839 = getelementptr half, ptr addrspace(1) %.pn5265, i64 %446, !dbg !54
  %840 = getelementptr half, ptr addrspace(1) %.pn3266, i64 %446, !dbg !54
  %841 = getelementptr half, ptr addrspace(1) %.pn1267, i64 %446, !dbg !54
  %842 = getelementptr half, ptr addrspace(1) %.pn127268, i64 %447, !dbg !55
  %843 = getelementptr half, ptr addrspace(1) %.pn125269, i64 %447, !dbg !55
  %844 = getelementptr half, ptr addrspace(1) %.pn123270, i64 %447, !dbg !55
  %845 = getelementptr half, ptr addrspace(1) %.pn121271, i64 %447, !dbg !55
  %846 = getelementptr half, ptr addrspace(1) %.pn119272, i64 %447, !dbg !55
  %847 = getelementptr half, ptr addrspace(1) %.pn117273, i64 %447, !dbg !55
  %848 = getelementptr half, ptr addrspace(1) %.pn115274, i64 %447, !dbg !55
  %849 = getelementptr half, ptr addrspace(1) %.pn113275, i64 %447, !dbg !55
  %850 = getelementptr half, ptr addrspace(1) %.pn111276, i64 %447, !dbg !55
  %851 = getelementptr half, ptr addrspace(1) %.pn109277, i64 %447, !dbg !55
  %852 = getelementptr half, ptr addrspace(1) %.pn107278, i64 %447, !dbg !55
  %853 = getelementptr half, ptr addrspace(1) %.pn105279, i64 %447, !dbg !55
  %854 = getelementptr half, ptr addrspace(1) %.pn103280, i64 %447, !dbg !55
  %855 = getelementptr half, ptr addrspace(1) %.pn101281, i64 %447, !dbg !55
  %856 = getelementptr half, ptr addrspace(1) %.pn99282, i64 %447, !dbg !55
  %857 = getelementptr half, ptr addrspace(1) %.pn97283, i64 %447, !dbg !55
  %858 = getelementptr half, ptr addrspace(1) %.pn95284, i64 %447, !dbg !55
  %859 = getelementptr half, ptr addrspace(1) %.pn93285, i64 %447, !dbg !55
  %860 = getelementptr half, ptr addrspace(1) %.pn91286, i64 %447, !dbg !55
  %861 = getelementptr half, ptr addrspace(1) %.pn89287, i64 %447, !dbg !55
  %862 = getelementptr half, ptr addrspace(1) %.pn87288, i64 %447, !dbg !55
  %863 = getelementptr half, ptr addrspace(1) %.pn85289, i64 %447, !dbg !55
  %864 = getelementptr half, ptr addrspace(1) %.pn83290, i64 %447, !dbg !55
  %865 = getelementptr half, ptr addrspace(1) %.pn81291, i64 %447, !dbg !55
  %866 = getelementptr half, ptr addrspace(1) %.pn79292, i64 %447, !dbg !55
  %867 = getelementptr half, ptr addrspace(1) %.pn77293, i64 %447, !dbg !55
  %868 = getelementptr half, ptr addrspace(1) %.pn75294, i64 %447, !dbg !55
  %869 = getelementptr half, ptr addrspace(1) %.pn73295, i64 %447, !dbg !55
  %870 = getelementptr half, ptr addrspace(1) %.pn71296, i64 %447, !dbg !55
  %871 = getelementptr half, ptr addrspace(1) %.pn69297, i64 %447, !dbg !55
  %872 = getelementptr half, ptr addrspace(1) %.pn67298, i64 %447, !dbg !55
  %873 = getelementptr half, ptr addrspace(1) %.pn65299, i64 %447, !dbg !55
  %874 = add nuw nsw i32 %481, 1, !dbg !34
  %exitcond.not = icmp eq i32 %874, %99, !dbg !34
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %448, !dbg !34

._crit_edge.loopexit:                             ; preds = %448
  %875 = insertelement <32 x float> poison, float %778, i64 0, !dbg !56
  %876 = insertelement <32 x float> %875, float %782, i64 1, !dbg !56
  %877 = insertelement <32 x float> %876, float %779, i64 2, !dbg !56
  %878 = insertelement <32 x float> %877, float %783, i64 3, !dbg !56
  %879 = insertelement <32 x float> %878, float %780, i64 4, !dbg !56
  %880 = insertelement <32 x float> %879, float %784, i64 5, !dbg !56
  %881 = insertelement <32 x float> %880, float %781, i64 6, !dbg !56
  %882 = insertelement <32 x float> %881, float %785, i64 7, !dbg !56
  %883 = insertelement <32 x float> %882, float %786, i64 8, !dbg !56
  %884 = insertelement <32 x float> %883, float %790, i64 9, !dbg !56
  %885 = insertelement <32 x float> %884, float %787, i64 10, !dbg !56
  %886 = insertelement <32 x float> %885, float %791, i64 11, !dbg !56
  %887 = insertelement <32 x float> %886, float %788, i64 12, !dbg !56
  %888 = insertelement <32 x float> %887, float %792, i64 13, !dbg !56
  %889 = insertelement <32 x float> %888, float %789, i64 14, !dbg !56
  %890 = insertelement <32 x float> %889, float %793, i64 15, !dbg !56
  %891 = insertelement <32 x float> %890, float %794, i64 16, !dbg !56
  %892 = insertelement <32 x float> %891, float %798, i64 17, !dbg !56
  %893 = insertelement <32 x float> %892, float %795, i64 18, !dbg !56
  %894 = insertelement <32 x float> %893, float %799, i64 19, !dbg !56
  %895 = insertelement <32 x float> %894, float %796, i64 20, !dbg !56
  %896 = insertelement <32 x float> %895, float %800, i64 21, !dbg !56
  %897 = insertelement <32 x float> %896, float %797, i64 22, !dbg !56
  %898 = insertelement <32 x float> %897, float %801, i64 23, !dbg !56
  %899 = insertelement <32 x float> %898, float %802, i64 24, !dbg !56
  %900 = insertelement <32 x float> %899, float %806, i64 25, !dbg !56
  %901 = insertelement <32 x float> %900, float %803, i64 26, !dbg !56
  %902 = insertelement <32 x float> %901, float %807, i64 27, !dbg !56
  %903 = insertelement <32 x float> %902, float %804, i64 28, !dbg !56
  %904 = insertelement <32 x float> %903, float %808, i64 29, !dbg !56
  %905 = insertelement <32 x float> %904, float %805, i64 30, !dbg !56
  %906 = insertelement <32 x float> %905, float %809, i64 31, !dbg !56
  %907 = fptrunc <32 x float> %906 to <32 x half>, !dbg !56
  %908 = bitcast <32 x half> %907 to <16 x i32>, !dbg !57
  br label %._crit_edge, !dbg !56

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc362 = phi <16 x i32> [ zeroinitializer, %14 ], [ %908, %._crit_edge.loopexit ], !dbg !58
  %909 = mul i32 %64, %10, !dbg !59
  %910 = sext i32 %909 to i64, !dbg !60
  %911 = getelementptr half, ptr addrspace(1) %2, i64 %910, !dbg !60
  %912 = mul i32 %66, %11, !dbg !61
  %913 = mul i32 %67, %11, !dbg !61
  %914 = mul i32 %68, %11, !dbg !61
  %915 = mul i32 %69, %11, !dbg !61
  %916 = mul i32 %70, %11, !dbg !61
  %917 = mul i32 %71, %11, !dbg !61
  %918 = mul i32 %72, %11, !dbg !61
  %919 = mul i32 %73, %11, !dbg !61
  %920 = mul i32 %74, %11, !dbg !61
  %921 = mul i32 %75, %11, !dbg !61
  %922 = mul i32 %76, %11, !dbg !61
  %923 = mul i32 %77, %11, !dbg !61
  %924 = mul i32 %78, %11, !dbg !61
  %925 = mul i32 %79, %11, !dbg !61
  %926 = mul i32 %80, %11, !dbg !61
  %927 = mul i32 %81, %11, !dbg !61
  %928 = mul i32 %82, %11, !dbg !61
  %929 = mul i32 %83, %11, !dbg !61
  %930 = mul i32 %84, %11, !dbg !61
  %931 = mul i32 %85, %11, !dbg !61
  %932 = mul i32 %86, %11, !dbg !61
  %933 = mul i32 %87, %11, !dbg !61
  %934 = mul i32 %88, %11, !dbg !61
  %935 = mul i32 %89, %11, !dbg !61
  %936 = mul i32 %90, %11, !dbg !61
  %937 = mul i32 %91, %11, !dbg !61
  %938 = mul i32 %92, %11, !dbg !61
  %939 = mul i32 %93, %11, !dbg !61
  %940 = mul i32 %94, %11, !dbg !61
  %941 = mul i32 %95, %11, !dbg !61
  %942 = mul i32 %96, %11, !dbg !61
  %943 = mul i32 %97, %11, !dbg !61
  %944 = sext i32 %912 to i64, !dbg !62
  %945 = getelementptr half, ptr addrspace(1) %911, i64 %944, !dbg !62
  %946 = sext i32 %913 to i64, !dbg !62
  %947 = getelementptr half, ptr addrspace(1) %911, i64 %946, !dbg !62
  %948 = sext i32 %914 to i64, !dbg !62
  %949 = getelementptr half, ptr addrspace(1) %911, i64 %948, !dbg !62
  %950 = sext i32 %915 to i64, !dbg !62
  %951 = getelementptr half, ptr addrspace(1) %911, i64 %950, !dbg !62
  %952 = sext i32 %916 to i64, !dbg !62
  %953 = getelementptr half, ptr addrspace(1) %911, i64 %952, !dbg !62
  %954 = sext i32 %917 to i64, !dbg !62
  %955 = getelementptr half, ptr addrspace(1) %911, i64 %954, !dbg !62
  %956 = sext i32 %918 to i64, !dbg !62
  %957 = getelementptr half, ptr addrspace(1) %911, i64 %956, !dbg !62
  %958 = sext i32 %919 to i64, !dbg !62
  %959 = getelementptr half, ptr addrspace(1) %911, i64 %958, !dbg !62
  %960 = sext i32 %920 to i64, !dbg !62
  %961 = getelementptr half, ptr addrspace(1) %911, i64 %960, !dbg !62
  %962 = sext i32 %921 to i64, !dbg !62
  %963 = getelementptr half, ptr addrspace(1) %911, i64 %962, !dbg !62
  %964 = sext i32 %922 to i64, !dbg !62
  %965 = getelementptr half, ptr addrspace(1) %911, i64 %964, !dbg !62
  %966 = sext i32 %923 to i64, !dbg !62
  %967 = getelementptr half, ptr addrspace(1) %911, i64 %966, !dbg !62
  %968 = sext i32 %924 to i64, !dbg !62
  %969 = getelementptr half, ptr addrspace(1) %911, i64 %968, !dbg !62
  %970 = sext i32 %925 to i64, !dbg !62
  %971 = getelementptr half, ptr addrspace(1) %911, i64 %970, !dbg !62
  %972 = sext i32 %926 to i64, !dbg !62
  %973 = getelementptr half, ptr addrspace(1) %911, i64 %972, !dbg !62
  %974 = sext i32 %927 to i64, !dbg !62
  %975 = getelementptr half, ptr addrspace(1) %911, i64 %974, !dbg !62
  %976 = sext i32 %928 to i64, !dbg !62
  %977 = getelementptr half, ptr addrspace(1) %911, i64 %976, !dbg !62
  %978 = sext i32 %929 to i64, !dbg !62
  %979 = getelementptr half, ptr addrspace(1) %911, i64 %978, !dbg !62
  %980 = sext i32 %930 to i64, !dbg !62
  %981 = getelementptr half, ptr addrspace(1) %911, i64 %980, !dbg !62
  %982 = sext i32 %931 to i64, !dbg !62
  %983 = getelementptr half, ptr addrspace(1) %911, i64 %982, !dbg !62
  %984 = sext i32 %932 to i64, !dbg !62
  %985 = getelementptr half, ptr addrspace(1) %911, i64 %984, !dbg !62
  %986 = sext i32 %933 to i64, !dbg !62
  %987 = getelementptr half, ptr addrspace(1) %911, i64 %986, !dbg !62
  %988 = sext i32 %934 to i64, !dbg !62
  %989 = getelementptr half, ptr addrspace(1) %911, i64 %988, !dbg !62
  %990 = sext i32 %935 to i64, !dbg !62
  %991 = getelementptr half, ptr addrspace(1) %911, i64 %990, !dbg !62
  %992 = sext i32 %936 to i64, !dbg !62
  %993 = getelementptr half, ptr addrspace(1) %911, i64 %992, !dbg !62
  %994 = sext i32 %937 to i64, !dbg !62
  %995 = getelementptr half, ptr addrspace(1) %911, i64 %994, !dbg !62
  %996 = sext i32 %938 to i64, !dbg !62
  %997 = getelementptr half, ptr addrspace(1) %911, i64 %996, !dbg !62
  %998 = sext i32 %939 to i64, !dbg !62
  %999 = getelementptr half, ptr addrspace(1) %911, i64 %998, !dbg !62
  %1000 = sext i32 %940 to i64, !dbg !62
  %1001 = getelementptr half, ptr addrspace(1) %911, i64 %1000, !dbg !62
  %1002 = sext i32 %941 to i64, !dbg !62
  %1003 = getelementptr half, ptr addrspace(1) %911, i64 %1002, !dbg !62
  %1004 = sext i32 %942 to i64, !dbg !62
  %1005 = getelementptr half, ptr addrspace(1) %911, i64 %1004, !dbg !62
  %1006 = sext i32 %943 to i64, !dbg !62
  %1007 = getelementptr half, ptr addrspace(1) %911, i64 %1006, !dbg !62
  %1008 = icmp slt i32 %64, %3, !dbg !63
  %1009 = icmp slt i32 %66, %4, !dbg !64
  %1010 = icmp slt i32 %67, %4, !dbg !64
  %1011 = icmp slt i32 %68, %4, !dbg !64
  %1012 = icmp slt i32 %69, %4, !dbg !64
  %1013 = icmp slt i32 %70, %4, !dbg !64
  %1014 = icmp slt i32 %71, %4, !dbg !64
  %1015 = icmp slt i32 %72, %4, !dbg !64
  %1016 = icmp slt i32 %73, %4, !dbg !64
  %1017 = icmp slt i32 %74, %4, !dbg !64
  %1018 = icmp slt i32 %75, %4, !dbg !64
  %1019 = icmp slt i32 %76, %4, !dbg !64
  %1020 = icmp slt i32 %77, %4, !dbg !64
  %1021 = icmp slt i32 %78, %4, !dbg !64
  %1022 = icmp slt i32 %79, %4, !dbg !64
  %1023 = icmp slt i32 %80, %4, !dbg !64
  %1024 = icmp slt i32 %81, %4, !dbg !64
  %1025 = icmp slt i32 %82, %4, !dbg !64
  %1026 = icmp slt i32 %83, %4, !dbg !64
  %1027 = icmp slt i32 %84, %4, !dbg !64
  %1028 = icmp slt i32 %85, %4, !dbg !64
  %1029 = icmp slt i32 %86, %4, !dbg !64
  %1030 = icmp slt i32 %87, %4, !dbg !64
  %1031 = icmp slt i32 %88, %4, !dbg !64
  %1032 = icmp slt i32 %89, %4, !dbg !64
  %1033 = icmp slt i32 %90, %4, !dbg !64
  %1034 = icmp slt i32 %91, %4, !dbg !64
  %1035 = icmp slt i32 %92, %4, !dbg !64
  %1036 = icmp slt i32 %93, %4, !dbg !64
  %1037 = icmp slt i32 %94, %4, !dbg !64
  %1038 = icmp slt i32 %95, %4, !dbg !64
  %1039 = icmp slt i32 %96, %4, !dbg !64
  %1040 = icmp slt i32 %97, %4, !dbg !64
  %1041 = and i1 %1008, %1009, !dbg !65
  %1042 = and i1 %1008, %1010, !dbg !65
  %1043 = and i1 %1008, %1011, !dbg !65
  %1044 = and i1 %1008, %1012, !dbg !65
  %1045 = and i1 %1008, %1013, !dbg !65
  %1046 = and i1 %1008, %1014, !dbg !65
  %1047 = and i1 %1008, %1015, !dbg !65
  %1048 = and i1 %1008, %1016, !dbg !65
  %1049 = and i1 %1008, %1017, !dbg !65
  %1050 = and i1 %1008, %1018, !dbg !65
  %1051 = and i1 %1008, %1019, !dbg !65
  %1052 = and i1 %1008, %1020, !dbg !65
  %1053 = and i1 %1008, %1021, !dbg !65
  %1054 = and i1 %1008, %1022, !dbg !65
  %1055 = and i1 %1008, %1023, !dbg !65
  %1056 = and i1 %1008, %1024, !dbg !65
  %1057 = and i1 %1008, %1025, !dbg !65
  %1058 = and i1 %1008, %1026, !dbg !65
  %1059 = and i1 %1008, %1027, !dbg !65
  %1060 = and i1 %1008, %1028, !dbg !65
  %1061 = and i1 %1008, %1029, !dbg !65
  %1062 = and i1 %1008, %1030, !dbg !65
  %1063 = and i1 %1008, %1031, !dbg !65
  %1064 = and i1 %1008, %1032, !dbg !65
  %1065 = and i1 %1008, %1033, !dbg !65
  %1066 = and i1 %1008, %1034, !dbg !65
  %1067 = and i1 %1008, %1035, !dbg !65
  %1068 = and i1 %1008, %1036, !dbg !65
  %1069 = and i1 %1008, %1037, !dbg !65
  %1070 = and i1 %1008, %1038, !dbg !65
  %1071 = and i1 %1008, %1039, !dbg !65
  %1072 = and i1 %1008, %1040, !dbg !65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %1073 = shl nuw nsw i32 %30, 4, !dbg !57
  %1074 = and i32 %1073, 112, !dbg !57
  %1075 = shl nuw nsw i32 %30, 3, !dbg !57
  %1076 = and i32 %1075, 896, !dbg !57
  %1077 = shl nuw nsw i32 %30, 7, !dbg !57
  %1078 = and i32 %1077, 1024, !dbg !57
  %1079 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1074, !dbg !57
  %1080 = getelementptr inbounds nuw i8, ptr addrspace(3) %1079, i32 %1078, !dbg !57
  %1081 = getelementptr inbounds nuw i8, ptr addrspace(3) %1080, i32 %1076, !dbg !57
  %.extract333 = extractelement <16 x i32> %.bc362, i64 0, !dbg !57
  %.extract335 = extractelement <16 x i32> %.bc362, i64 1, !dbg !57
  %.extract337 = extractelement <16 x i32> %.bc362, i64 2, !dbg !57
  %.extract339 = extractelement <16 x i32> %.bc362, i64 3, !dbg !57
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1081, i32 %.extract333, i32 %.extract335, i32 %.extract337, i32 %.extract339), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %1082 = and i32 %1073, 2032, !dbg !57
  %1083 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1082, !dbg !57
  %1084 = load <8 x i16>, ptr addrspace(3) %1083, align 16, !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %.extract341 = extractelement <16 x i32> %.bc362, i64 4, !dbg !57
  %.extract343 = extractelement <16 x i32> %.bc362, i64 5, !dbg !57
  %.extract345 = extractelement <16 x i32> %.bc362, i64 6, !dbg !57
  %.extract347 = extractelement <16 x i32> %.bc362, i64 7, !dbg !57
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1081, i32 %.extract341, i32 %.extract343, i32 %.extract345, i32 %.extract347), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %1085 = load <8 x i16>, ptr addrspace(3) %1083, align 16, !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %.extract349 = extractelement <16 x i32> %.bc362, i64 8, !dbg !57
  %.extract351 = extractelement <16 x i32> %.bc362, i64 9, !dbg !57
  %.extract353 = extractelement <16 x i32> %.bc362, i64 10, !dbg !57
  %.extract355 = extractelement <16 x i32> %.bc362, i64 11, !dbg !57
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1081, i32 %.extract349, i32 %.extract351, i32 %.extract353, i32 %.extract355), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %1086 = load <8 x i16>, ptr addrspace(3) %1083, align 16, !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %.extract357 = extractelement <16 x i32> %.bc362, i64 12, !dbg !57
  %.extract359 = extractelement <16 x i32> %.bc362, i64 13, !dbg !57
  %.extract361 = extractelement <16 x i32> %.bc362, i64 14, !dbg !57
  %.extract363 = extractelement <16 x i32> %.bc362, i64 15, !dbg !57
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1081, i32 %.extract357, i32 %.extract359, i32 %.extract361, i32 %.extract363), !dbg !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !57
  %1087 = load <8 x i16>, ptr addrspace(3) %1083, align 16, !dbg !57
  %.extract = extractelement <8 x i16> %1084, i64 0, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %945, i1 %1041) #5, !dbg !57
  %.extract175 = extractelement <8 x i16> %1084, i64 2, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract175, ptr addrspace(1) %947, i1 %1042) #5, !dbg !57
  %.extract177 = extractelement <8 x i16> %1084, i64 4, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract177, ptr addrspace(1) %949, i1 %1043) #5, !dbg !57
  %.extract179 = extractelement <8 x i16> %1084, i64 6, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract179, ptr addrspace(1) %951, i1 %1044) #5, !dbg !57
  %.extract181 = extractelement <8 x i16> %1084, i64 1, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract181, ptr addrspace(1) %953, i1 %1045) #5, !dbg !57
  %.extract183 = extractelement <8 x i16> %1084, i64 3, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract183, ptr addrspace(1) %955, i1 %1046) #5, !dbg !57
  %.extract185 = extractelement <8 x i16> %1084, i64 5, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract185, ptr addrspace(1) %957, i1 %1047) #5, !dbg !57
  %.extract187 = extractelement <8 x i16> %1084, i64 7, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract187, ptr addrspace(1) %959, i1 %1048) #5, !dbg !57
  %.extract189 = extractelement <8 x i16> %1085, i64 0, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract189, ptr addrspace(1) %961, i1 %1049) #5, !dbg !57
  %.extract191 = extractelement <8 x i16> %1085, i64 2, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract191, ptr addrspace(1) %963, i1 %1050) #5, !dbg !57
  %.extract193 = extractelement <8 x i16> %1085, i64 4, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract193, ptr addrspace(1) %965, i1 %1051) #5, !dbg !57
  %.extract195 = extractelement <8 x i16> %1085, i64 6, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract195, ptr addrspace(1) %967, i1 %1052) #5, !dbg !57
  %.extract197 = extractelement <8 x i16> %1085, i64 1, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract197, ptr addrspace(1) %969, i1 %1053) #5, !dbg !57
  %.extract199 = extractelement <8 x i16> %1085, i64 3, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract199, ptr addrspace(1) %971, i1 %1054) #5, !dbg !57
  %.extract201 = extractelement <8 x i16> %1085, i64 5, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract201, ptr addrspace(1) %973, i1 %1055) #5, !dbg !57
  %.extract203 = extractelement <8 x i16> %1085, i64 7, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract203, ptr addrspace(1) %975, i1 %1056) #5, !dbg !57
  %.extract205 = extractelement <8 x i16> %1086, i64 0, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract205, ptr addrspace(1) %977, i1 %1057) #5, !dbg !57
  %.extract207 = extractelement <8 x i16> %1086, i64 2, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract207, ptr addrspace(1) %979, i1 %1058) #5, !dbg !57
  %.extract209 = extractelement <8 x i16> %1086, i64 4, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract209, ptr addrspace(1) %981, i1 %1059) #5, !dbg !57
  %.extract211 = extractelement <8 x i16> %1086, i64 6, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract211, ptr addrspace(1) %983, i1 %1060) #5, !dbg !57
  %.extract213 = extractelement <8 x i16> %1086, i64 1, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract213, ptr addrspace(1) %985, i1 %1061) #5, !dbg !57
  %.extract215 = extractelement <8 x i16> %1086, i64 3, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract215, ptr addrspace(1) %987, i1 %1062) #5, !dbg !57
  %.extract217 = extractelement <8 x i16> %1086, i64 5, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract217, ptr addrspace(1) %989, i1 %1063) #5, !dbg !57
  %.extract219 = extractelement <8 x i16> %1086, i64 7, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract219, ptr addrspace(1) %991, i1 %1064) #5, !dbg !57
  %.extract221 = extractelement <8 x i16> %1087, i64 0, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract221, ptr addrspace(1) %993, i1 %1065) #5, !dbg !57
  %.extract223 = extractelement <8 x i16> %1087, i64 2, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract223, ptr addrspace(1) %995, i1 %1066) #5, !dbg !57
  %.extract225 = extractelement <8 x i16> %1087, i64 4, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract225, ptr addrspace(1) %997, i1 %1067) #5, !dbg !57
  %.extract227 = extractelement <8 x i16> %1087, i64 6, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract227, ptr addrspace(1) %999, i1 %1068) #5, !dbg !57
  %.extract229 = extractelement <8 x i16> %1087, i64 1, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract229, ptr addrspace(1) %1001, i1 %1069) #5, !dbg !57
  %.extract231 = extractelement <8 x i16> %1087, i64 3, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract231, ptr addrspace(1) %1003, i1 %1070) #5, !dbg !57
  %.extract233 = extractelement <8 x i16> %1087, i64 5, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract233, ptr addrspace(1) %1005, i1 %1071) #5, !dbg !57
  %.extract235 = extractelement <8 x i16> %1087, i64 7, !dbg !57
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract235, ptr addrspace(1) %1007, i1 %1072) #5, !dbg !57
  ret void, !dbg !66
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
!30 = !DILocation(line: 21, column: 32, scope: !4)
!31 = !DILocation(line: 43, column: 17, scope: !9, inlinedAt: !32)
!32 = !DILocation(line: 26, column: 33, scope: !12)
!33 = !DILocation(line: 43, column: 30, scope: !9, inlinedAt: !32)
!34 = !DILocation(line: 26, column: 22, scope: !4)
!35 = !DILocation(line: 31, column: 28, scope: !4)
!36 = !DILocation(line: 30, column: 28, scope: !4)
!37 = !DILocation(line: 24, column: 39, scope: !4)
!38 = !DILocation(line: 24, column: 21, scope: !4)
!39 = !DILocation(line: 21, column: 57, scope: !4)
!40 = !DILocation(line: 24, column: 69, scope: !4)
!41 = !DILocation(line: 24, column: 51, scope: !4)
!42 = !DILocation(line: 20, column: 57, scope: !4)
!43 = !DILocation(line: 23, column: 39, scope: !4)
!44 = !DILocation(line: 23, column: 21, scope: !4)
!45 = !DILocation(line: 23, column: 69, scope: !4)
!46 = !DILocation(line: 23, column: 51, scope: !4)
!47 = !DILocation(line: 27, column: 59, scope: !4)
!48 = !DILocation(line: 27, column: 55, scope: !4)
!49 = !DILocation(line: 27, column: 51, scope: !4)
!50 = !DILocation(line: 27, column: 20, scope: !4)
!51 = !DILocation(line: 28, column: 51, scope: !4)
!52 = !DILocation(line: 28, column: 20, scope: !4)
!53 = !DILocation(line: 29, column: 27, scope: !4)
!54 = !DILocation(line: 30, column: 18, scope: !4)
!55 = !DILocation(line: 31, column: 18, scope: !4)
!56 = !DILocation(line: 32, column: 15, scope: !4)
!57 = !DILocation(line: 37, column: 21, scope: !4)
!58 = !DILocation(line: 25, column: 19, scope: !4)
!59 = !DILocation(line: 35, column: 33, scope: !4)
!60 = !DILocation(line: 35, column: 21, scope: !4)
!61 = !DILocation(line: 35, column: 64, scope: !4)
!62 = !DILocation(line: 35, column: 52, scope: !4)
!63 = !DILocation(line: 36, column: 33, scope: !4)
!64 = !DILocation(line: 36, column: 58, scope: !4)
!65 = !DILocation(line: 36, column: 39, scope: !4)
!66 = !DILocation(line: 37, column: 4, scope: !4)
