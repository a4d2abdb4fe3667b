; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, ptr addrspace(1) readnone captures(none) %12, ptr addrspace(1) readnone captures(none) %13) local_unnamed_addr #0 !dbg !4 {
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %16 = add i32 %3, 63, !dbg !8
  %17 = sdiv i32 %16, 64, !dbg !13
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
  %29 = shl i32 %26, 6, !dbg !26
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %31 = and i32 %30, 63, !dbg !27
  %32 = or disjoint i32 %29, %31, !dbg !28
  %33 = shl i32 %28, 7, !dbg !29
  %34 = and i32 %30, 64, !dbg !30
  %.lobit = lshr exact i32 %34, 6, !dbg !30
  %35 = or disjoint i32 %.lobit, 2, !dbg !30
  %36 = or disjoint i32 %.lobit, 4, !dbg !30
  %37 = or disjoint i32 %.lobit, 6, !dbg !30
  %38 = or disjoint i32 %.lobit, 8, !dbg !30
  %39 = or disjoint i32 %.lobit, 10, !dbg !30
  %40 = or disjoint i32 %.lobit, 12, !dbg !30
  %41 = or disjoint i32 %.lobit, 14, !dbg !30
  %42 = or disjoint i32 %.lobit, 16, !dbg !30
  %43 = or disjoint i32 %.lobit, 18, !dbg !30
  %44 = or disjoint i32 %.lobit, 20, !dbg !30
  %45 = or disjoint i32 %.lobit, 22, !dbg !30
  %46 = or disjoint i32 %.lobit, 24, !dbg !30
  %47 = or disjoint i32 %.lobit, 26, !dbg !30
  %48 = or disjoint i32 %.lobit, 28, !dbg !30
  %49 = or disjoint i32 %.lobit, 30, !dbg !30
  %50 = and i32 %30, 31, !dbg !31
  %51 = add i32 %5, 31, !dbg !32
  %52 = sdiv i32 %51, 32, !dbg !34
  %53 = icmp sgt i32 %51, 31, !dbg !35
  br i1 %53, label %.lr.ph, label %._crit_edge, !dbg !35

.lr.ph:                                           ; preds = %14
  %54 = shl i32 %8, 5, !dbg !36
  %55 = shl i32 %7, 5, !dbg !37
  %56 = mul i32 %8, %50, !dbg !38
  %57 = sext i32 %56 to i64, !dbg !39
  %58 = getelementptr half, ptr addrspace(1) %1, i64 %57, !dbg !39
  %59 = lshr i32 %30, 5, !dbg !30
  %60 = or disjoint i32 %33, %59, !dbg !30
  %61 = or i32 %60, 124, !dbg !40
  %62 = srem i32 %61, %4, !dbg !41
  %63 = mul i32 %62, %9, !dbg !42
  %64 = sext i32 %63 to i64, !dbg !43
  %65 = getelementptr half, ptr addrspace(1) %58, i64 %64, !dbg !43
  %66 = and i32 %59, 3, !dbg !30
  %67 = or disjoint i32 %33, %66, !dbg !30
  %68 = or disjoint i32 %67, 120, !dbg !40
  %69 = srem i32 %68, %4, !dbg !41
  %70 = mul i32 %69, %9, !dbg !42
  %71 = sext i32 %70 to i64, !dbg !43
  %72 = getelementptr half, ptr addrspace(1) %58, i64 %71, !dbg !43
  %73 = or disjoint i32 %67, 116, !dbg !40
  %74 = srem i32 %73, %4, !dbg !41
  %75 = mul i32 %74, %9, !dbg !42
  %76 = sext i32 %75 to i64, !dbg !43
  %77 = getelementptr half, ptr addrspace(1) %58, i64 %76, !dbg !43
  %78 = or disjoint i32 %67, 112, !dbg !40
  %79 = srem i32 %78, %4, !dbg !41
  %80 = mul i32 %79, %9, !dbg !42
  %81 = sext i32 %80 to i64, !dbg !43
  %82 = getelementptr half, ptr addrspace(1) %58, i64 %81, !dbg !43
  %83 = or disjoint i32 %67, 108, !dbg !40
  %84 = srem i32 %83, %4, !dbg !41
  %85 = mul i32 %84, %9, !dbg !42
  %86 = sext i32 %85 to i64, !dbg !43
  %87 = getelementptr half, ptr addrspace(1) %58, i64 %86, !dbg !43
  %88 = or disjoint i32 %67, 104, !dbg !40
  %89 = srem i32 %88, %4, !dbg !41
  %90 = mul i32 %89, %9, !dbg !42
  %91 = sext i32 %90 to i64, !dbg !43
  %92 = getelementptr half, ptr addrspace(1) %58, i64 %91, !dbg !43
  %93 = or disjoint i32 %67, 100, !dbg !40
  %94 = srem i32 %93, %4, !dbg !41
  %95 = mul i32 %94, %9, !dbg !42
  %96 = sext i32 %95 to i64, !dbg !43
  %97 = getelementptr half, ptr addrspace(1) %58, i64 %96, !dbg !43
  %98 = or disjoint i32 %67, 96, !dbg !40
  %99 = srem i32 %98, %4, !dbg !41
  %100 = mul i32 %99, %9, !dbg !42
  %101 = sext i32 %100 to i64, !dbg !43
  %102 = getelementptr half, ptr addrspace(1) %58, i64 %101, !dbg !43
  %103 = or i32 %60, 92, !dbg !40
  %104 = srem i32 %103, %4, !dbg !41
  %105 = mul i32 %104, %9, !dbg !42
  %106 = sext i32 %105 to i64, !dbg !43
  %107 = getelementptr half, ptr addrspace(1) %58, i64 %106, !dbg !43
  %108 = or disjoint i32 %67, 88, !dbg !40
  %109 = srem i32 %108, %4, !dbg !41
  %110 = mul i32 %109, %9, !dbg !42
  %111 = sext i32 %110 to i64, !dbg !43
  %112 = getelementptr half, ptr addrspace(1) %58, i64 %111, !dbg !43
  %113 = or disjoint i32 %67, 84, !dbg !40
  %114 = srem i32 %113, %4, !dbg !41
  %115 = mul i32 %114, %9, !dbg !42
  %116 = sext i32 %115 to i64, !dbg !43
  %117 = getelementptr half, ptr addrspace(1) %58, i64 %116, !dbg !43
  %118 = or disjoint i32 %67, 80, !dbg !40
  %119 = srem i32 %118, %4, !dbg !41
  %120 = mul i32 %119, %9, !dbg !42
  %121 = sext i32 %120 to i64, !dbg !43
  %122 = getelementptr half, ptr addrspace(1) %58, i64 %121, !dbg !43
  %123 = or disjoint i32 %67, 76, !dbg !40
  %124 = srem i32 %123, %4, !dbg !41
  %125 = mul i32 %124, %9, !dbg !42
  %126 = sext i32 %125 to i64, !dbg !43
  %127 = getelementptr half, ptr addrspace(1) %58, i64 %126, !dbg !43
  %128 = or disjoint i32 %67, 72, !dbg !40
  %129 = srem i32 %128, %4, !dbg !41
  %130 = mul i32 %129, %9, !dbg !42
  %131 = sext i32 %130 to i64, !dbg !43
  %132 = getelementptr half, ptr addrspace(1) %58, i64 %131, !dbg !43
  %133 = or disjoint i32 %67, 68, !dbg !40
  %134 = srem i32 %133, %4, !dbg !41
  %135 = mul i32 %134, %9, !dbg !42
  %136 = sext i32 %135 to i64, !dbg !43
  %137 = getelementptr half, ptr addrspace(1) %58, i64 %136, !dbg !43
  %138 = or disjoint i32 %67, 64, !dbg !40
  %139 = srem i32 %138, %4, !dbg !41
  %140 = mul i32 %139, %9, !dbg !42
  %141 = sext i32 %140 to i64, !dbg !43
  %142 = getelementptr half, ptr addrspace(1) %58, i64 %141, !dbg !43
  %143 = or i32 %60, 60, !dbg !40
  %144 = srem i32 %143, %4, !dbg !41
  %145 = mul i32 %144, %9, !dbg !42
  %146 = sext i32 %145 to i64, !dbg !43
  %147 = getelementptr half, ptr addrspace(1) %58, i64 %146, !dbg !43
  %148 = or disjoint i32 %67, 56, !dbg !40
  %149 = srem i32 %148, %4, !dbg !41
  %150 = mul i32 %149, %9, !dbg !42
  %151 = sext i32 %150 to i64, !dbg !43
  %152 = getelementptr half, ptr addrspace(1) %58, i64 %151, !dbg !43
  %153 = or disjoint i32 %67, 52, !dbg !40
  %154 = srem i32 %153, %4, !dbg !41
  %155 = mul i32 %154, %9, !dbg !42
  %156 = sext i32 %155 to i64, !dbg !43
  %157 = getelementptr half, ptr addrspace(1) %58, i64 %156, !dbg !43
  %158 = or disjoint i32 %67, 48, !dbg !40
  %159 = srem i32 %158, %4, !dbg !41
  %160 = mul i32 %159, %9, !dbg !42
  %161 = sext i32 %160 to i64, !dbg !43
  %162 = getelementptr half, ptr addrspace(1) %58, i64 %161, !dbg !43
  %163 = or disjoint i32 %67, 44, !dbg !40
  %164 = srem i32 %163, %4, !dbg !41
  %165 = mul i32 %164, %9, !dbg !42
  %166 = sext i32 %165 to i64, !dbg !43
  %167 = getelementptr half, ptr addrspace(1) %58, i64 %166, !dbg !43
  %168 = or disjoint i32 %67, 40, !dbg !40
  %169 = srem i32 %168, %4, !dbg !41
  %170 = mul i32 %169, %9, !dbg !42
  %171 = sext i32 %170 to i64, !dbg !43
  %172 = getelementptr half, ptr addrspace(1) %58, i64 %171, !dbg !43
  %173 = or disjoint i32 %67, 36, !dbg !40
  %174 = srem i32 %173, %4, !dbg !41
  %175 = mul i32 %174, %9, !dbg !42
  %176 = sext i32 %175 to i64, !dbg !43
  %177 = getelementptr half, ptr addrspace(1) %58, i64 %176, !dbg !43
  %178 = or disjoint i32 %67, 32, !dbg !40
  %179 = srem i32 %178, %4, !dbg !41
  %180 = mul i32 %179, %9, !dbg !42
  %181 = sext i32 %180 to i64, !dbg !43
  %182 = getelementptr half, ptr addrspace(1) %58, i64 %181, !dbg !43
  %183 = or i32 %60, 28, !dbg !40
  %184 = srem i32 %183, %4, !dbg !41
  %185 = mul i32 %184, %9, !dbg !42
  %186 = sext i32 %185 to i64, !dbg !43
  %187 = getelementptr half, ptr addrspace(1) %58, i64 %186, !dbg !43
  %188 = or disjoint i32 %67, 24, !dbg !40
  %189 = srem i32 %188, %4, !dbg !41
  %190 = mul i32 %189, %9, !dbg !42
  %191 = sext i32 %190 to i64, !dbg !43
  %192 = getelementptr half, ptr addrspace(1) %58, i64 %191, !dbg !43
  %193 = or disjoint i32 %67, 20, !dbg !40
  %194 = srem i32 %193, %4, !dbg !41
  %195 = mul i32 %194, %9, !dbg !42
  %196 = sext i32 %195 to i64, !dbg !43
  %197 = getelementptr half, ptr addrspace(1) %58, i64 %196, !dbg !43
  %198 = or disjoint i32 %67, 16, !dbg !40
  %199 = srem i32 %198, %4, !dbg !41
  %200 = mul i32 %199, %9, !dbg !42
  %201 = sext i32 %200 to i64, !dbg !43
  %202 = getelementptr half, ptr addrspace(1) %58, i64 %201, !dbg !43
  %203 = or disjoint i32 %67, 12, !dbg !40
  %204 = srem i32 %203, %4, !dbg !41
  %205 = mul i32 %204, %9, !dbg !42
  %206 = sext i32 %205 to i64, !dbg !43
  %207 = getelementptr half, ptr addrspace(1) %58, i64 %206, !dbg !43
  %208 = or disjoint i32 %67, 8, !dbg !40
  %209 = srem i32 %208, %4, !dbg !41
  %210 = mul i32 %209, %9, !dbg !42
  %211 = sext i32 %210 to i64, !dbg !43
  %212 = getelementptr half, ptr addrspace(1) %58, i64 %211, !dbg !43
  %213 = or disjoint i32 %67, 4, !dbg !40
  %214 = srem i32 %213, %4, !dbg !41
  %215 = mul i32 %214, %9, !dbg !42
  %216 = sext i32 %215 to i64, !dbg !43
  %217 = getelementptr half, ptr addrspace(1) %58, i64 %216, !dbg !43
  %218 = srem i32 %67, %4, !dbg !41
  %219 = mul i32 %218, %9, !dbg !42
  %220 = sext i32 %219 to i64, !dbg !43
  %221 = getelementptr half, ptr addrspace(1) %58, i64 %220, !dbg !43
  %222 = srem i32 %32, %3, !dbg !44
  %223 = mul i32 %222, %6, !dbg !45
  %224 = sext i32 %223 to i64, !dbg !46
  %225 = getelementptr half, ptr addrspace(1) %0, i64 %224, !dbg !46
  %226 = mul i32 %7, %49, !dbg !47
  %227 = sext i32 %226 to i64, !dbg !48
  %228 = getelementptr half, ptr addrspace(1) %225, i64 %227, !dbg !48
  %229 = mul i32 %7, %48, !dbg !47
  %230 = sext i32 %229 to i64, !dbg !48
  %231 = getelementptr half, ptr addrspace(1) %225, i64 %230, !dbg !48
  %232 = mul i32 %7, %47, !dbg !47
  %233 = sext i32 %232 to i64, !dbg !48
  %234 = getelementptr half, ptr addrspace(1) %225, i64 %233, !dbg !48
  %235 = mul i32 %7, %46, !dbg !47
  %236 = sext i32 %235 to i64, !dbg !48
  %237 = getelementptr half, ptr addrspace(1) %225, i64 %236, !dbg !48
  %238 = mul i32 %7, %45, !dbg !47
  %239 = sext i32 %238 to i64, !dbg !48
  %240 = getelementptr half, ptr addrspace(1) %225, i64 %239, !dbg !48
  %241 = mul i32 %7, %44, !dbg !47
  %242 = sext i32 %241 to i64, !dbg !48
  %243 = getelementptr half, ptr addrspace(1) %225, i64 %242, !dbg !48
  %244 = mul i32 %7, %43, !dbg !47
  %245 = sext i32 %244 to i64, !dbg !48
  %246 = getelementptr half, ptr addrspace(1) %225, i64 %245, !dbg !48
  %247 = mul i32 %7, %42, !dbg !47
  %248 = sext i32 %247 to i64, !dbg !48
  %249 = getelementptr half, ptr addrspace(1) %225, i64 %248, !dbg !48
  %250 = mul i32 %7, %41, !dbg !47
  %251 = sext i32 %250 to i64, !dbg !48
  %252 = getelementptr half, ptr addrspace(1) %225, i64 %251, !dbg !48
  %253 = mul i32 %7, %40, !dbg !47
  %254 = sext i32 %253 to i64, !dbg !48
  %255 = getelementptr half, ptr addrspace(1) %225, i64 %254, !dbg !48
  %256 = mul i32 %7, %39, !dbg !47
  %257 = sext i32 %256 to i64, !dbg !48
  %258 = getelementptr half, ptr addrspace(1) %225, i64 %257, !dbg !48
  %259 = mul i32 %7, %38, !dbg !47
  %260 = sext i32 %259 to i64, !dbg !48
  %261 = getelementptr half, ptr addrspace(1) %225, i64 %260, !dbg !48
  %262 = mul i32 %7, %37, !dbg !47
  %263 = sext i32 %262 to i64, !dbg !48
  %264 = getelementptr half, ptr addrspace(1) %225, i64 %263, !dbg !48
  %265 = mul i32 %7, %36, !dbg !47
  %266 = sext i32 %265 to i64, !dbg !48
  %267 = getelementptr half, ptr addrspace(1) %225, i64 %266, !dbg !48
  %268 = mul i32 %7, %35, !dbg !47
  %269 = sext i32 %268 to i64, !dbg !48
  %270 = getelementptr half, ptr addrspace(1) %225, i64 %269, !dbg !48
  %271 = mul nuw nsw i32 %7, %.lobit, !dbg !47
  %272 = sext i32 %271 to i64, !dbg !48
  %273 = getelementptr half, ptr addrspace(1) %225, i64 %272, !dbg !48
  %.not = icmp eq i32 %34, 0, !dbg !30
  %274 = shl nuw nsw i32 %31, 1
  %275 = select i1 %.not, i32 0, i32 144
  %276 = xor i32 %275, %274
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %276
  %278 = or disjoint i32 %276, 1024
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %278
  %280 = or disjoint i32 %276, 2048
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %280
  %282 = or disjoint i32 %276, 3072
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %282
  %284 = xor i32 %276, 288
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %284
  %286 = or disjoint i32 %284, 1024
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %286
  %288 = or disjoint i32 %284, 2048
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %288
  %290 = or disjoint i32 %284, 3072
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %290
  %292 = xor i32 %276, 576
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %292
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 1024
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 2048
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 3072
  %297 = xor i32 %276, 864
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %297
  %299 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 1024
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 2048
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) %298, i32 3072
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %276
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 512
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %278
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 1536
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %280
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 2560
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %282
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 3584
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 4096
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 4608
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 5120
  %313 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 5632
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 6144
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 6656
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 7168
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) %302, i32 7680
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %284
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 512
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %286
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 1536
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %288
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 2560
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %290
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 3584
  %326 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 4096
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 4608
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 5120
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 5632
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 6144
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 6656
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 7168
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %318, i32 7680
  %334 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %335 = and i32 %334, 16383
  %336 = zext nneg i32 %335 to i64
  %337 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %338 = and i32 %337, 16383
  %339 = zext nneg i32 %338 to i64
  %340 = or disjoint i64 %336, 4611686293305294848
  %341 = or disjoint i64 %339, -9223371899415822336
  %342 = add nuw nsw i64 %336, 4611686293305294976
  %343 = add nuw nsw i64 %339, -9223371899415822334
  %344 = sext i32 %55 to i64
  %345 = sext i32 %54 to i64
  br label %346, !dbg !35

346:                                              ; preds = %.lr.ph, %346
  %.pn33363 = phi ptr addrspace(1) [ %65, %.lr.ph ], [ %769, %346 ]
  %.pn35362 = phi ptr addrspace(1) [ %72, %.lr.ph ], [ %768, %346 ]
  %.pn37361 = phi ptr addrspace(1) [ %77, %.lr.ph ], [ %767, %346 ]
  %.pn39360 = phi ptr addrspace(1) [ %82, %.lr.ph ], [ %766, %346 ]
  %.pn41359 = phi ptr addrspace(1) [ %87, %.lr.ph ], [ %765, %346 ]
  %.pn43358 = phi ptr addrspace(1) [ %92, %.lr.ph ], [ %764, %346 ]
  %.pn45357 = phi ptr addrspace(1) [ %97, %.lr.ph ], [ %763, %346 ]
  %.pn47356 = phi ptr addrspace(1) [ %102, %.lr.ph ], [ %762, %346 ]
  %.pn49355 = phi ptr addrspace(1) [ %107, %.lr.ph ], [ %761, %346 ]
  %.pn51354 = phi ptr addrspace(1) [ %112, %.lr.ph ], [ %760, %346 ]
  %.pn53353 = phi ptr addrspace(1) [ %117, %.lr.ph ], [ %759, %346 ]
  %.pn55352 = phi ptr addrspace(1) [ %122, %.lr.ph ], [ %758, %346 ]
  %.pn57351 = phi ptr addrspace(1) [ %127, %.lr.ph ], [ %757, %346 ]
  %.pn59350 = phi ptr addrspace(1) [ %132, %.lr.ph ], [ %756, %346 ]
  %.pn61349 = phi ptr addrspace(1) [ %137, %.lr.ph ], [ %755, %346 ]
  %.pn63348 = phi ptr addrspace(1) [ %142, %.lr.ph ], [ %754, %346 ]
  %.pn65347 = phi ptr addrspace(1) [ %147, %.lr.ph ], [ %753, %346 ]
  %.pn67346 = phi ptr addrspace(1) [ %152, %.lr.ph ], [ %752, %346 ]
  %.pn69345 = phi ptr addrspace(1) [ %157, %.lr.ph ], [ %751, %346 ]
  %.pn71344 = phi ptr addrspace(1) [ %162, %.lr.ph ], [ %750, %346 ]
  %.pn73343 = phi ptr addrspace(1) [ %167, %.lr.ph ], [ %749, %346 ]
  %.pn75342 = phi ptr addrspace(1) [ %172, %.lr.ph ], [ %748, %346 ]
  %.pn77341 = phi ptr addrspace(1) [ %177, %.lr.ph ], [ %747, %346 ]
  %.pn79340 = phi ptr addrspace(1) [ %182, %.lr.ph ], [ %746, %346 ]
  %.pn81339 = phi ptr addrspace(1) [ %187, %.lr.ph ], [ %745, %346 ]
  %.pn83338 = phi ptr addrspace(1) [ %192, %.lr.ph ], [ %744, %346 ]
  %.pn85337 = phi ptr addrspace(1) [ %197, %.lr.ph ], [ %743, %346 ]
  %.pn87336 = phi ptr addrspace(1) [ %202, %.lr.ph ], [ %742, %346 ]
  %.pn89335 = phi ptr addrspace(1) [ %207, %.lr.ph ], [ %741, %346 ]
  %.pn91334 = phi ptr addrspace(1) [ %212, %.lr.ph ], [ %740, %346 ]
  %.pn93333 = phi ptr addrspace(1) [ %217, %.lr.ph ], [ %739, %346 ]
  %.pn95332 = phi ptr addrspace(1) [ %221, %.lr.ph ], [ %738, %346 ]
  %.pn1331 = phi ptr addrspace(1) [ %228, %.lr.ph ], [ %737, %346 ]
  %.pn3330 = phi ptr addrspace(1) [ %231, %.lr.ph ], [ %736, %346 ]
  %.pn5329 = phi ptr addrspace(1) [ %234, %.lr.ph ], [ %735, %346 ]
  %.pn7328 = phi ptr addrspace(1) [ %237, %.lr.ph ], [ %734, %346 ]
  %.pn9327 = phi ptr addrspace(1) [ %240, %.lr.ph ], [ %733, %346 ]
  %.pn11326 = phi ptr addrspace(1) [ %243, %.lr.ph ], [ %732, %346 ]
  %.pn13325 = phi ptr addrspace(1) [ %246, %.lr.ph ], [ %731, %346 ]
  %.pn15324 = phi ptr addrspace(1) [ %249, %.lr.ph ], [ %730, %346 ]
  %.pn17323 = phi ptr addrspace(1) [ %252, %.lr.ph ], [ %729, %346 ]
  %.pn19322 = phi ptr addrspace(1) [ %255, %.lr.ph ], [ %728, %346 ]
  %.pn21321 = phi ptr addrspace(1) [ %258, %.lr.ph ], [ %727, %346 ]
  %.pn23320 = phi ptr addrspace(1) [ %261, %.lr.ph ], [ %726, %346 ]
  %.pn25319 = phi ptr addrspace(1) [ %264, %.lr.ph ], [ %725, %346 ]
  %.pn27318 = phi ptr addrspace(1) [ %267, %.lr.ph ], [ %724, %346 ]
  %.pn29317 = phi ptr addrspace(1) [ %270, %.lr.ph ], [ %723, %346 ]
  %.pn31316 = phi ptr addrspace(1) [ %273, %.lr.ph ], [ %722, %346 ]
  %347 = phi float [ 0.000000e+00, %.lr.ph ], [ %658, %346 ]
  %348 = phi float [ 0.000000e+00, %.lr.ph ], [ %659, %346 ]
  %349 = phi float [ 0.000000e+00, %.lr.ph ], [ %660, %346 ]
  %350 = phi float [ 0.000000e+00, %.lr.ph ], [ %661, %346 ]
  %351 = phi float [ 0.000000e+00, %.lr.ph ], [ %662, %346 ]
  %352 = phi float [ 0.000000e+00, %.lr.ph ], [ %663, %346 ]
  %353 = phi float [ 0.000000e+00, %.lr.ph ], [ %664, %346 ]
  %354 = phi float [ 0.000000e+00, %.lr.ph ], [ %665, %346 ]
  %355 = phi float [ 0.000000e+00, %.lr.ph ], [ %666, %346 ]
  %356 = phi float [ 0.000000e+00, %.lr.ph ], [ %667, %346 ]
  %357 = phi float [ 0.000000e+00, %.lr.ph ], [ %668, %346 ]
  %358 = phi float [ 0.000000e+00, %.lr.ph ], [ %669, %346 ]
  %359 = phi float [ 0.000000e+00, %.lr.ph ], [ %670, %346 ]
  %360 = phi float [ 0.000000e+00, %.lr.ph ], [ %671, %346 ]
  %361 = phi float [ 0.000000e+00, %.lr.ph ], [ %672, %346 ]
  %362 = phi float [ 0.000000e+00, %.lr.ph ], [ %673, %346 ]
  %363 = phi float [ 0.000000e+00, %.lr.ph ], [ %674, %346 ]
  %364 = phi float [ 0.000000e+00, %.lr.ph ], [ %675, %346 ]
  %365 = phi float [ 0.000000e+00, %.lr.ph ], [ %676, %346 ]
  %366 = phi float [ 0.000000e+00, %.lr.ph ], [ %677, %346 ]
  %367 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %346 ]
  %368 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %346 ]
  %369 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %346 ]
  %370 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %346 ]
  %371 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %346 ]
  %372 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %346 ]
  %373 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %346 ]
  %374 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %346 ]
  %375 = phi float [ 0.000000e+00, %.lr.ph ], [ %686, %346 ]
  %376 = phi float [ 0.000000e+00, %.lr.ph ], [ %687, %346 ]
  %377 = phi float [ 0.000000e+00, %.lr.ph ], [ %688, %346 ]
  %378 = phi float [ 0.000000e+00, %.lr.ph ], [ %689, %346 ]
  %379 = phi float [ 0.000000e+00, %.lr.ph ], [ %690, %346 ]
  %380 = phi float [ 0.000000e+00, %.lr.ph ], [ %691, %346 ]
  %381 = phi float [ 0.000000e+00, %.lr.ph ], [ %692, %346 ]
  %382 = phi float [ 0.000000e+00, %.lr.ph ], [ %693, %346 ]
  %383 = phi float [ 0.000000e+00, %.lr.ph ], [ %694, %346 ]
  %384 = phi float [ 0.000000e+00, %.lr.ph ], [ %695, %346 ]
  %385 = phi float [ 0.000000e+00, %.lr.ph ], [ %696, %346 ]
  %386 = phi float [ 0.000000e+00, %.lr.ph ], [ %697, %346 ]
  %387 = phi float [ 0.000000e+00, %.lr.ph ], [ %698, %346 ]
  %388 = phi float [ 0.000000e+00, %.lr.ph ], [ %699, %346 ]
  %389 = phi float [ 0.000000e+00, %.lr.ph ], [ %700, %346 ]
  %390 = phi float [ 0.000000e+00, %.lr.ph ], [ %701, %346 ]
  %391 = phi float [ 0.000000e+00, %.lr.ph ], [ %702, %346 ]
  %392 = phi float [ 0.000000e+00, %.lr.ph ], [ %703, %346 ]
  %393 = phi float [ 0.000000e+00, %.lr.ph ], [ %704, %346 ]
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %705, %346 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %706, %346 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %707, %346 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %708, %346 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %709, %346 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %710, %346 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %711, %346 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %712, %346 ]
  %402 = phi float [ 0.000000e+00, %.lr.ph ], [ %713, %346 ]
  %403 = phi float [ 0.000000e+00, %.lr.ph ], [ %714, %346 ]
  %404 = phi float [ 0.000000e+00, %.lr.ph ], [ %715, %346 ]
  %405 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %346 ]
  %406 = phi float [ 0.000000e+00, %.lr.ph ], [ %717, %346 ]
  %407 = phi float [ 0.000000e+00, %.lr.ph ], [ %718, %346 ]
  %408 = phi float [ 0.000000e+00, %.lr.ph ], [ %719, %346 ]
  %409 = phi float [ 0.000000e+00, %.lr.ph ], [ %720, %346 ]
  %410 = phi float [ 0.000000e+00, %.lr.ph ], [ %721, %346 ]
  %411 = phi i32 [ 0, %.lr.ph ], [ %770, %346 ]
  %412 = shl i32 %411, 5, !dbg !49
  %413 = sub i32 %5, %412, !dbg !50
  %414 = icmp slt i32 %.lobit, %413, !dbg !51
  %415 = icmp slt i32 %35, %413, !dbg !51
  %416 = icmp slt i32 %36, %413, !dbg !51
  %417 = icmp slt i32 %37, %413, !dbg !51
  %418 = icmp slt i32 %38, %413, !dbg !51
  %419 = icmp slt i32 %39, %413, !dbg !51
  %420 = icmp slt i32 %40, %413, !dbg !51
  %421 = icmp slt i32 %41, %413, !dbg !51
  %422 = icmp slt i32 %42, %413, !dbg !51
  %423 = icmp slt i32 %43, %413, !dbg !51
  %424 = icmp slt i32 %44, %413, !dbg !51
  %425 = icmp slt i32 %45, %413, !dbg !51
  %426 = icmp slt i32 %46, %413, !dbg !51
  %427 = icmp slt i32 %47, %413, !dbg !51
  %428 = icmp slt i32 %48, %413, !dbg !51
  %429 = icmp slt i32 %49, %413, !dbg !51
  %430 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn31316, i1 %414) #5, !dbg !52
  %431 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn29317, i1 %415) #5, !dbg !52
  %432 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn27318, i1 %416) #5, !dbg !52
  %433 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn25319, i1 %417) #5, !dbg !52
  %434 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn23320, i1 %418) #5, !dbg !52
  %435 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn21321, i1 %419) #5, !dbg !52
  %436 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn19322, i1 %420) #5, !dbg !52
  %437 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn17323, i1 %421) #5, !dbg !52
  %438 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn15324, i1 %422) #5, !dbg !52
  %439 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn13325, i1 %423) #5, !dbg !52
  %440 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn11326, i1 %424) #5, !dbg !52
  %441 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn9327, i1 %425) #5, !dbg !52
  %442 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn7328, i1 %426) #5, !dbg !52
  %443 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn5329, i1 %427) #5, !dbg !52
  %444 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn3330, i1 %428) #5, !dbg !52
  %445 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn1331, i1 %429) #5, !dbg !52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !52
  %446 = insertelement <1 x i16> poison, i16 %430, i64 0, !dbg !52
  store <1 x i16> %446, ptr addrspace(3) %277, align 2, !dbg !52
  %447 = insertelement <1 x i16> poison, i16 %434, i64 0, !dbg !52
  store <1 x i16> %447, ptr addrspace(3) %279, align 2, !dbg !52
  %448 = insertelement <1 x i16> poison, i16 %438, i64 0, !dbg !52
  store <1 x i16> %448, ptr addrspace(3) %281, align 2, !dbg !52
  %449 = insertelement <1 x i16> poison, i16 %442, i64 0, !dbg !52
  store <1 x i16> %449, ptr addrspace(3) %283, align 2, !dbg !52
  %450 = insertelement <1 x i16> poison, i16 %431, i64 0, !dbg !52
  store <1 x i16> %450, ptr addrspace(3) %285, align 2, !dbg !52
  %451 = insertelement <1 x i16> poison, i16 %435, i64 0, !dbg !52
  store <1 x i16> %451, ptr addrspace(3) %287, align 2, !dbg !52
  %452 = insertelement <1 x i16> poison, i16 %439, i64 0, !dbg !52
  store <1 x i16> %452, ptr addrspace(3) %289, align 2, !dbg !52
  %453 = insertelement <1 x i16> poison, i16 %443, i64 0, !dbg !52
  store <1 x i16> %453, ptr addrspace(3) %291, align 2, !dbg !52
  %454 = insertelement <1 x i16> poison, i16 %432, i64 0, !dbg !52
  store <1 x i16> %454, ptr addrspace(3) %293, align 2, !dbg !52
  %455 = insertelement <1 x i16> poison, i16 %436, i64 0, !dbg !52
  store <1 x i16> %455, ptr addrspace(3) %294, align 2, !dbg !52
  %456 = insertelement <1 x i16> poison, i16 %440, i64 0, !dbg !52
  store <1 x i16> %456, ptr addrspace(3) %295, align 2, !dbg !52
  %457 = insertelement <1 x i16> poison, i16 %444, i64 0, !dbg !52
  store <1 x i16> %457, ptr addrspace(3) %296, align 2, !dbg !52
  %458 = insertelement <1 x i16> poison, i16 %433, i64 0, !dbg !52
  store <1 x i16> %458, ptr addrspace(3) %298, align 2, !dbg !52
  %459 = insertelement <1 x i16> poison, i16 %437, i64 0, !dbg !52
  store <1 x i16> %459, ptr addrspace(3) %299, align 2, !dbg !52
  %460 = insertelement <1 x i16> poison, i16 %441, i64 0, !dbg !52
  store <1 x i16> %460, ptr addrspace(3) %300, align 2, !dbg !52
  %461 = insertelement <1 x i16> poison, i16 %445, i64 0, !dbg !52
  store <1 x i16> %461, ptr addrspace(3) %301, align 2, !dbg !52
  %462 = icmp slt i32 %50, %413, !dbg !53
  %463 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn95332, i1 %462) #5, !dbg !54
  %464 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn93333, i1 %462) #5, !dbg !54
  %465 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn91334, i1 %462) #5, !dbg !54
  %466 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn89335, i1 %462) #5, !dbg !54
  %467 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn87336, i1 %462) #5, !dbg !54
  %468 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn85337, i1 %462) #5, !dbg !54
  %469 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn83338, i1 %462) #5, !dbg !54
  %470 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn81339, i1 %462) #5, !dbg !54
  %471 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn79340, i1 %462) #5, !dbg !54
  %472 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn77341, i1 %462) #5, !dbg !54
  %473 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn75342, i1 %462) #5, !dbg !54
  %474 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn73343, i1 %462) #5, !dbg !54
  %475 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn71344, i1 %462) #5, !dbg !54
  %476 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn69345, i1 %462) #5, !dbg !54
  %477 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn67346, i1 %462) #5, !dbg !54
  %478 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn65347, i1 %462) #5, !dbg !54
  %479 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn63348, i1 %462) #5, !dbg !54
  %480 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn61349, i1 %462) #5, !dbg !54
  %481 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn59350, i1 %462) #5, !dbg !54
  %482 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn57351, i1 %462) #5, !dbg !54
  %483 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn55352, i1 %462) #5, !dbg !54
  %484 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn53353, i1 %462) #5, !dbg !54
  %485 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn51354, i1 %462) #5, !dbg !54
  %486 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn49355, i1 %462) #5, !dbg !54
  %487 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn47356, i1 %462) #5, !dbg !54
  %488 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn45357, i1 %462) #5, !dbg !54
  %489 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn43358, i1 %462) #5, !dbg !54
  %490 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn41359, i1 %462) #5, !dbg !54
  %491 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn39360, i1 %462) #5, !dbg !54
  %492 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn37361, i1 %462) #5, !dbg !54
  %493 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn35362, i1 %462) #5, !dbg !54
  %494 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %.pn33363, i1 %462) #5, !dbg !54
  %495 = insertelement <1 x i16> poison, i16 %463, i64 0, !dbg !54
  store <1 x i16> %495, ptr addrspace(3) %302, align 2, !dbg !54
  %496 = insertelement <1 x i16> poison, i16 %465, i64 0, !dbg !54
  store <1 x i16> %496, ptr addrspace(3) %303, align 2, !dbg !54
  %497 = insertelement <1 x i16> poison, i16 %467, i64 0, !dbg !54
  store <1 x i16> %497, ptr addrspace(3) %304, align 2, !dbg !54
  %498 = insertelement <1 x i16> poison, i16 %469, i64 0, !dbg !54
  store <1 x i16> %498, ptr addrspace(3) %305, align 2, !dbg !54
  %499 = insertelement <1 x i16> poison, i16 %471, i64 0, !dbg !54
  store <1 x i16> %499, ptr addrspace(3) %306, align 2, !dbg !54
  %500 = insertelement <1 x i16> poison, i16 %473, i64 0, !dbg !54
  store <1 x i16> %500, ptr addrspace(3) %307, align 2, !dbg !54
  %501 = insertelement <1 x i16> poison, i16 %475, i64 0, !dbg !54
  store <1 x i16> %501, ptr addrspace(3) %308, align 2, !dbg !54
  %502 = insertelement <1 x i16> poison, i16 %477, i64 0, !dbg !54
  store <1 x i16> %502, ptr addrspace(3) %309, align 2, !dbg !54
  %503 = insertelement <1 x i16> poison, i16 %479, i64 0, !dbg !54
  store <1 x i16> %503, ptr addrspace(3) %310, align 2, !dbg !54
  %504 = insertelement <1 x i16> poison, i16 %481, i64 0, !dbg !54
  store <1 x i16> %504, ptr addrspace(3) %311, align 2, !dbg !54
  %505 = insertelement <1 x i16> poison, i16 %483, i64 0, !dbg !54
  store <1 x i16> %505, ptr addrspace(3) %312, align 2, !dbg !54
  %506 = insertelement <1 x i16> poison, i16 %485, i64 0, !dbg !54
  store <1 x i16> %506, ptr addrspace(3) %313, align 2, !dbg !54
  %507 = insertelement <1 x i16> poison, i16 %487, i64 0, !dbg !54
  store <1 x i16> %507, ptr addrspace(3) %314, align 2, !dbg !54
  %508 = insertelement <1 x i16> poison, i16 %489, i64 0, !dbg !54
  store <1 x i16> %508, ptr addrspace(3) %315, align 2, !dbg !54
  %509 = insertelement <1 x i16> poison, i16 %491, i64 0, !dbg !54
  store <1 x i16> %509, ptr addrspace(3) %316, align 2, !dbg !54
  %510 = insertelement <1 x i16> poison, i16 %493, i64 0, !dbg !54
  store <1 x i16> %510, ptr addrspace(3) %317, align 2, !dbg !54
  %511 = insertelement <1 x i16> poison, i16 %464, i64 0, !dbg !54
  store <1 x i16> %511, ptr addrspace(3) %318, align 2, !dbg !54
  %512 = insertelement <1 x i16> poison, i16 %466, i64 0, !dbg !54
  store <1 x i16> %512, ptr addrspace(3) %319, align 2, !dbg !54
  %513 = insertelement <1 x i16> poison, i16 %468, i64 0, !dbg !54
  store <1 x i16> %513, ptr addrspace(3) %320, align 2, !dbg !54
  %514 = insertelement <1 x i16> poison, i16 %470, i64 0, !dbg !54
  store <1 x i16> %514, ptr addrspace(3) %321, align 2, !dbg !54
  %515 = insertelement <1 x i16> poison, i16 %472, i64 0, !dbg !54
  store <1 x i16> %515, ptr addrspace(3) %322, align 2, !dbg !54
  %516 = insertelement <1 x i16> poison, i16 %474, i64 0, !dbg !54
  store <1 x i16> %516, ptr addrspace(3) %323, align 2, !dbg !54
  %517 = insertelement <1 x i16> poison, i16 %476, i64 0, !dbg !54
  store <1 x i16> %517, ptr addrspace(3) %324, align 2, !dbg !54
  %518 = insertelement <1 x i16> poison, i16 %478, i64 0, !dbg !54
  store <1 x i16> %518, ptr addrspace(3) %325, align 2, !dbg !54
  %519 = insertelement <1 x i16> poison, i16 %480, i64 0, !dbg !54
  store <1 x i16> %519, ptr addrspace(3) %326, align 2, !dbg !54
  %520 = insertelement <1 x i16> poison, i16 %482, i64 0, !dbg !54
  store <1 x i16> %520, ptr addrspace(3) %327, align 2, !dbg !54
  %521 = insertelement <1 x i16> poison, i16 %484, i64 0, !dbg !54
  store <1 x i16> %521, ptr addrspace(3) %328, align 2, !dbg !54
  %522 = insertelement <1 x i16> poison, i16 %486, i64 0, !dbg !54
  store <1 x i16> %522, ptr addrspace(3) %329, align 2, !dbg !54
  %523 = insertelement <1 x i16> poison, i16 %488, i64 0, !dbg !54
  store <1 x i16> %523, ptr addrspace(3) %330, align 2, !dbg !54
  %524 = insertelement <1 x i16> poison, i16 %490, i64 0, !dbg !54
  store <1 x i16> %524, ptr addrspace(3) %331, align 2, !dbg !54
  %525 = insertelement <1 x i16> poison, i16 %492, i64 0, !dbg !54
  store <1 x i16> %525, ptr addrspace(3) %332, align 2, !dbg !54
  %526 = insertelement <1 x i16> poison, i16 %494, i64 0, !dbg !54
  store <1 x i16> %526, ptr addrspace(3) %333, align 2, !dbg !54
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !55
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !55
  %527 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, i64 %340, i64 %341, i1 true) #5, !dbg !55
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 0, !dbg !55
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 1, !dbg !55
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 2, !dbg !55
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 3, !dbg !55
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 4, !dbg !55
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 5, !dbg !55
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 6, !dbg !55
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 7, !dbg !55
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 8, !dbg !55
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 9, !dbg !55
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 10, !dbg !55
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 11, !dbg !55
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 12, !dbg !55
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 13, !dbg !55
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 14, !dbg !55
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 15, !dbg !55
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 16, !dbg !55
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 17, !dbg !55
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 18, !dbg !55
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 19, !dbg !55
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 20, !dbg !55
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 21, !dbg !55
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 22, !dbg !55
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 23, !dbg !55
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 24, !dbg !55
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 25, !dbg !55
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 26, !dbg !55
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 27, !dbg !55
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 28, !dbg !55
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 29, !dbg !55
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 30, !dbg !55
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 31, !dbg !55
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 32, !dbg !55
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 33, !dbg !55
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 34, !dbg !55
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 35, !dbg !55
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 36, !dbg !55
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 37, !dbg !55
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 38, !dbg !55
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 39, !dbg !55
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 40, !dbg !55
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 41, !dbg !55
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 42, !dbg !55
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 43, !dbg !55
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 44, !dbg !55
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 45, !dbg !55
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 46, !dbg !55
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 47, !dbg !55
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 48, !dbg !55
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 49, !dbg !55
  %578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 50, !dbg !55
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 51, !dbg !55
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 52, !dbg !55
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 53, !dbg !55
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 54, !dbg !55
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 55, !dbg !55
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 56, !dbg !55
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 57, !dbg !55
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 58, !dbg !55
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 59, !dbg !55
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 60, !dbg !55
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 61, !dbg !55
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 62, !dbg !55
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %527, 63, !dbg !55
  %592 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 1, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, float %543, float %544, float %545, float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, float %561, float %562, float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, float %578, float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, i64 %342, i64 %343, i1 true) #5, !dbg !55
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 0, !dbg !55
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 1, !dbg !55
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 2, !dbg !55
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 3, !dbg !55
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 4, !dbg !55
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 5, !dbg !55
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 6, !dbg !55
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 7, !dbg !55
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 8, !dbg !55
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 9, !dbg !55
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 10, !dbg !55
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 11, !dbg !55
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 12, !dbg !55
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 13, !dbg !55
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 14, !dbg !55
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 15, !dbg !55
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 16, !dbg !55
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 17, !dbg !55
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 18, !dbg !55
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 19, !dbg !55
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 20, !dbg !55
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 21, !dbg !55
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 22, !dbg !55
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 23, !dbg !55
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 24, !dbg !55
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 25, !dbg !55
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 26, !dbg !55
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 27, !dbg !55
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 28, !dbg !55
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 29, !dbg !55
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 30, !dbg !55
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 31, !dbg !55
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 32, !dbg !55
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 33, !dbg !55
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 34, !dbg !55
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 35, !dbg !55
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 36, !dbg !55
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 37, !dbg !55
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 38, !dbg !55
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 39, !dbg !55
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 40, !dbg !55
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 41, !dbg !55
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 42, !dbg !55
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 43, !dbg !55
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 44, !dbg !55
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 45, !dbg !55
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 46, !dbg !55
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 47, !dbg !55
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 48, !dbg !55
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 49, !dbg !55
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 50, !dbg !55
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 51, !dbg !55
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 52, !dbg !55
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 53, !dbg !55
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 54, !dbg !55
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 55, !dbg !55
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 56, !dbg !55
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 57, !dbg !55
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 58, !dbg !55
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 59, !dbg !55
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 60, !dbg !55
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 61, !dbg !55
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 62, !dbg !55
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %592, 63, !dbg !55
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !55
  %657 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650, float %651, float %652, float %653, float %654, float %655, float %656, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0, ptr addrspace(3) @global_smem, i32 0, i32 0) #5, !dbg !55
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 0, !dbg !55
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 1, !dbg !55
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 2, !dbg !55
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 3, !dbg !55
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 4, !dbg !55
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 5, !dbg !55
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 6, !dbg !55
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 7, !dbg !55
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 8, !dbg !55
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 9, !dbg !55
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 10, !dbg !55
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 11, !dbg !55
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 12, !dbg !55
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 13, !dbg !55
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 14, !dbg !55
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 15, !dbg !55
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 16, !dbg !55
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 17, !dbg !55
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 18, !dbg !55
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 19, !dbg !55
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 20, !dbg !55
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 21, !dbg !55
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 22, !dbg !55
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 23, !dbg !55
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 24, !dbg !55
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 25, !dbg !55
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 26, !dbg !55
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 27, !dbg !55
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 28, !dbg !55
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 29, !dbg !55
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 30, !dbg !55
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 31, !dbg !55
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 32, !dbg !55
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 33, !dbg !55
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 34, !dbg !55
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 35, !dbg !55
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 36, !dbg !55
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 37, !dbg !55
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 38, !dbg !55
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 39, !dbg !55
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 40, !dbg !55
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 41, !dbg !55
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 42, !dbg !55
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 43, !dbg !55
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 44, !dbg !55
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 45, !dbg !55
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 46, !dbg !55
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 47, !dbg !55
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 48, !dbg !55
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 49, !dbg !55
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 50, !dbg !55
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 51, !dbg !55
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 52, !dbg !55
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 53, !dbg !55
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 54, !dbg !55
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 55, !dbg !55
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 56, !dbg !55
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 57, !dbg !55
  %716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 58, !dbg !55
  %717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 59, !dbg !55
  %718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 60, !dbg !55
  %719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 61, !dbg !55
  %720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 62, !dbg !55
  %721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %657, 63, !dbg !55
  %722 = getelementptr half, ptr addrspace(1) %.pn31316, i64 %344, !dbg !56
  %723 = getelementptr half, ptr addrspace(1) %.pn29317, i64 %344, !dbg !56
  %724 = getelementptr half, ptr addrspace(1) %.pn27318, i64 %344, !dbg !56
  %725 = getelementptr half, ptr addrspace(1) %.pn25319, i64 %344, !dbg !56
  %726 = getelementptr half, ptr addrspace(1) %.pn23320, i64 %344, !dbg !56
  %727 = getelementptr half, ptr addrspace(1) %.pn21321, i64 %344, !dbg !56
  %728 = getelementptr half, ptr addrspace(1) %.pn19322, i64 %344, !dbg !56
  %729 = getelementptr half, ptr addrspace(1) %.pn17323, i64 %344, !dbg !56
  %730 = getelementptr half, ptr addrspace(1) %.pn15324, i64 %344, !dbg !56
  %731 = getelementptr half, ptr addrspace(1) %.pn13325, i64 %344, !dbg !56
  %732 = getelementptr half, ptr addrspace(1) %.pn11326, i64 %344, !dbg !56
  %733 = getelementptr half, ptr addrspace(1) %.pn9327, i64 %344, !dbg !56
  %734 = getelementptr half, ptr addrspace(1) %.pn7328, i64 %344, !dbg !56
  %735 = getelementptr half, ptr addrspace(1) %.pn5329, i64 %344, !dbg !56
  %736 = getelementptr half, ptr addrspace(1) %.pn3330, i64 %344, !dbg !56
  %737 = getelementptr half, ptr addrspace(1) %.pn1331, i64 %344, !dbg !56
  %738 = getelementptr half, ptr addrspace(1) %.pn95332, i64 %345, !dbg !57
  %739 = getelementptr half, ptr addrspace(1) %.pn93333, i64 %345, !dbg !57
  %740 = getelementptr half, ptr addrspace(1) %.pn91334, i64 %345, !dbg !57
  %741 = getelementptr half, ptr addrspace(1) %.pn89335, i64 %345, !dbg !57
  %742 = getelementptr half, ptr addrspace(1) %.pn87336, i64 %345, !dbg !57
  %743 = getelementptr half, ptr addrspace(1) %.pn85337, i64 %345, !dbg !57
  %744 = getelementptr half, ptr addrspace(1) %.pn83338, i64 %345, !dbg !57
  %745 = getelementptr half, ptr addrspace(1) %.pn81339, i64 %345, !dbg !57
  %746 = getelementptr half, ptr addrspace(1) %.pn79340, i64 %345, !dbg !57
  %747 = getelementptr half, ptr addrspace(1) %.pn77341, i64 %345, !dbg !57
  %748 = getelementptr half, ptr addrspace(1) %.pn75342, i64 %345, !dbg !57
  %749 = getelementptr half, ptr addrspace(1) %.pn73343, i64 %345, !dbg !57
  %750 = getelementptr half, ptr addrspace(1) %.pn71344, i64 %345, !dbg !57
  %751 = getelementptr half, ptr addrspace(1) %.pn69345, i64 %345, !dbg !57
  %752 = getelementptr half, ptr addrspace(1) %.pn67346, i64 %345, !dbg !57
  %753 = getelementptr half, ptr addrspace(1) %.pn65347, i64 %345, !dbg !57
  %754 = getelementptr half, ptr addrspace(1) %.pn63348, i64 %345, !dbg !57
  %755 = getelementptr half, ptr addrspace(1) %.pn61349, i64 %345, !dbg !57
  %756 = getelementptr half, ptr addrspace(1) %.pn59350, i64 %345, !dbg !57
  %757 = getelementptr half, ptr addrspace(1) %.pn57351, i64 %345, !dbg !57
  %758 = getelementptr half, ptr addrspace(1) %.pn55352, i64 %345, !dbg !57
  %759 = getelementptr half, ptr addrspace(1) %.pn53353, i64 %345, !dbg !57
  %760 = getelementptr half, ptr addrspace(1) %.pn51354, i64 %345, !dbg !57
  %761 = getelementptr half, ptr addrspace(1) %.pn49355, i64 %345, !dbg !57
  %762 = getelementptr half, ptr addrspace(1) %.pn47356, i64 %345, !dbg !57
  %763 = getelementptr half, ptr addrspace(1) %.pn45357, i64 %345, !dbg !57
  %764 = getelementptr half, ptr addrspace(1) %.pn43358, i64 %345, !dbg !57
  %765 = getelementptr half, ptr addrspace(1) %.pn41359, i64 %345, !dbg !57
  %766 = getelementptr half, ptr addrspace(1) %.pn39360, i64 %345, !dbg !57
  %767 = getelementptr half, ptr addrspace(1) %.pn37361, i64 %345, !dbg !57
  %768 = getelementptr half, ptr addrspace(1) %.pn35362, i64 %345, !dbg !57
  %769 = getelementptr half, ptr addrspace(1) %.pn33363, i64 %345, !dbg !57
  %770 = add nuw nsw i32 %411, 1, !dbg !35
  %exitcond.not = icmp eq i32 %770, %52, !dbg !35
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %346, !dbg !35

._crit_edge.loopexit:                             ; preds = %346
  %771 = insertelement <64 x float> poison, float %658, i64 0, !dbg !58
  %772 = insertelement <64 x float> %771, float %662, i64 1, !dbg !58
  %773 = insertelement <64 x float> %772, float %659, i64 2, !dbg !58
  %774 = insertelement <64 x float> %773, float %663, i64 3, !dbg !58
  %775 = insertelement <64 x float> %774, float %660, i64 4, !dbg !58
  %776 = insertelement <64 x float> %775, float %664, i64 5, !dbg !58
  %777 = insertelement <64 x float> %776, float %661, i64 6, !dbg !58
  %778 = insertelement <64 x float> %777, float %665, i64 7, !dbg !58
  %779 = insertelement <64 x float> %778, float %666, i64 8, !dbg !58
  %780 = insertelement <64 x float> %779, float %670, i64 9, !dbg !58
  %781 = insertelement <64 x float> %780, float %667, i64 10, !dbg !58
  %782 = insertelement <64 x float> %781, float %671, i64 11, !dbg !58
  %783 = insertelement <64 x float> %782, float %668, i64 12, !dbg !58
  %784 = insertelement <64 x float> %783, float %672, i64 13, !dbg !58
  %785 = insertelement <64 x float> %784, float %669, i64 14, !dbg !58
  %786 = insertelement <64 x float> %785, float %673, i64 15, !dbg !58
  %787 = insertelement <64 x float> %786, float %674, i64 16, !dbg !58
  %788 = insertelement <64 x float> %787, float %678, i64 17, !dbg !58
  %789 = insertelement <64 x float> %788, float %675, i64 18, !dbg !58
  %790 = insertelement <64 x float> %789, float %679, i64 19, !dbg !58
  %791 = insertelement <64 x float> %790, float %676, i64 20, !dbg !58
  %792 = insertelement <64 x float> %791, float %680, i64 21, !dbg !58
  %793 = insertelement <64 x float> %792, float %677, i64 22, !dbg !58
  %794 = insertelement <64 x float> %793, float %681, i64 23, !dbg !58
  %795 = insertelement <64 x float> %794, float %682, i64 24, !dbg !58
  %796 = insertelement <64 x float> %795, float %686, i64 25, !dbg !58
  %797 = insertelement <64 x float> %796, float %683, i64 26, !dbg !58
  %798 = insertelement <64 x float> %797, float %687, i64 27, !dbg !58
  %799 = insertelement <64 x float> %798, float %684, i64 28, !dbg !58
  %800 = insertelement <64 x float> %799, float %688, i64 29, !dbg !58
  %801 = insertelement <64 x float> %800, float %685, i64 30, !dbg !58
  %802 = insertelement <64 x float> %801, float %689, i64 31, !dbg !58
  %803 = insertelement <64 x float> %802, float %690, i64 32, !dbg !58
  %804 = insertelement <64 x float> %803, float %694, i64 33, !dbg !58
  %805 = insertelement <64 x float> %804, float %691, i64 34, !dbg !58
  %806 = insertelement <64 x float> %805, float %695, i64 35, !dbg !58
  %807 = insertelement <64 x float> %806, float %692, i64 36, !dbg !58
  %808 = insertelement <64 x float> %807, float %696, i64 37, !dbg !58
  %809 = insertelement <64 x float> %808, float %693, i64 38, !dbg !58
  %810 = insertelement <64 x float> %809, float %697, i64 39, !dbg !58
  %811 = insertelement <64 x float> %810, float %698, i64 40, !dbg !58
  %812 = insertelement <64 x float> %811, float %702, i64 41, !dbg !58
  %813 = insertelement <64 x float> %812, float %699, i64 42, !dbg !58
  %814 = insertelement <64 x float> %813, float %703, i64 43, !dbg !58
  %815 = insertelement <64 x float> %814, float %700, i64 44, !dbg !58
  %816 = insertelement <64 x float> %815, float %704, i64 45, !dbg !58
  %817 = insertelement <64 x float> %816, float %701, i64 46, !dbg !58
  %818 = insertelement <64 x float> %817, float %705, i64 47, !dbg !58
  %819 = insertelement <64 x float> %818, float %706, i64 48, !dbg !58
  %820 = insertelement <64 x float> %819, float %710, i64 49, !dbg !58
  %821 = insertelement <64 x float> %820, float %707, i64 50, !dbg !58
  %822 = insertelement <64 x float> %821, float %711, i64 51, !dbg !58
  %823 = insertelement <64 x float> %822, float %708, i64 52, !dbg !58
  %824 = insertelement <64 x float> %823, float %712, i64 53, !dbg !58
  %825 = insertelement <64 x float> %824, float %709, i64 54, !dbg !58
  %826 = insertelement <64 x float> %825, float %713, i64 55, !dbg !58
  %827 = insertelement <64 x float> %826, float %714, i64 56, !dbg !58
  %828 = insertelement <64 x float> %827, float %718, i64 57, !dbg !58
  %829 = insertelement <64 x float> %828, float %715, i64 58, !dbg !58
  %830 = insertelement <64 x float> %829, float %719, i64 59, !dbg !58
  %831 = insertelement <64 x float> %830, float %716, i64 60, !dbg !58
  %832 = insertelement <64 x float> %831, float %720, i64 61, !dbg !58
  %833 = insertelement <64 x float> %832, float %717, i64 62, !dbg !58
  %834 = insertelement <64 x float> %833, float %721, i64 63, !dbg !58
  %835 = fptrunc <64 x float> %834 to <64 x half>, !dbg !58
  %836 = bitcast <64 x half> %835 to <32 x i32>, !dbg !59
  br label %._crit_edge, !dbg !30

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %14
  %.bc490 = phi <32 x i32> [ zeroinitializer, %14 ], [ %836, %._crit_edge.loopexit ], !dbg !60
  %837 = or disjoint i32 %33, %.lobit, !dbg !30
  %838 = or disjoint i32 %837, 126, !dbg !40
  %839 = or disjoint i32 %837, 124, !dbg !40
  %840 = or disjoint i32 %837, 122, !dbg !40
  %841 = or disjoint i32 %837, 120, !dbg !40
  %842 = or disjoint i32 %837, 118, !dbg !40
  %843 = or disjoint i32 %837, 116, !dbg !40
  %844 = or disjoint i32 %837, 114, !dbg !40
  %845 = or disjoint i32 %837, 112, !dbg !40
  %846 = or disjoint i32 %837, 110, !dbg !40
  %847 = or disjoint i32 %837, 108, !dbg !40
  %848 = or disjoint i32 %837, 106, !dbg !40
  %849 = or disjoint i32 %837, 104, !dbg !40
  %850 = or disjoint i32 %837, 102, !dbg !40
  %851 = or disjoint i32 %837, 100, !dbg !40
  %852 = or disjoint i32 %837, 98, !dbg !40
  %853 = or disjoint i32 %837, 96, !dbg !40
  %854 = or disjoint i32 %837, 94, !dbg !40
  %855 = or disjoint i32 %837, 92, !dbg !40
  %856 = or disjoint i32 %837, 90, !dbg !40
  %857 = or disjoint i32 %837, 88, !dbg !40
  %858 = or disjoint i32 %837, 86, !dbg !40
  %859 = or disjoint i32 %837, 84, !dbg !40
  %860 = or disjoint i32 %837, 82, !dbg !40
  %861 = or disjoint i32 %837, 80, !dbg !40
  %862 = or disjoint i32 %837, 78, !dbg !40
  %863 = or disjoint i32 %837, 76, !dbg !40
  %864 = or disjoint i32 %837, 74, !dbg !40
  %865 = or disjoint i32 %837, 72, !dbg !40
  %866 = or disjoint i32 %837, 70, !dbg !40
  %867 = or disjoint i32 %837, 68, !dbg !40
  %868 = or disjoint i32 %837, 66, !dbg !40
  %869 = or disjoint i32 %837, 64, !dbg !40
  %870 = or disjoint i32 %837, 62, !dbg !40
  %871 = or disjoint i32 %837, 60, !dbg !40
  %872 = or disjoint i32 %837, 58, !dbg !40
  %873 = or disjoint i32 %837, 56, !dbg !40
  %874 = or disjoint i32 %837, 54, !dbg !40
  %875 = or disjoint i32 %837, 52, !dbg !40
  %876 = or disjoint i32 %837, 50, !dbg !40
  %877 = or disjoint i32 %837, 48, !dbg !40
  %878 = or disjoint i32 %837, 46, !dbg !40
  %879 = or disjoint i32 %837, 44, !dbg !40
  %880 = or disjoint i32 %837, 42, !dbg !40
  %881 = or disjoint i32 %837, 40, !dbg !40
  %882 = or disjoint i32 %837, 38, !dbg !40
  %883 = or disjoint i32 %837, 36, !dbg !40
  %884 = or disjoint i32 %837, 34, !dbg !40
  %885 = or disjoint i32 %837, 32, !dbg !40
  %886 = or disjoint i32 %33, %49, !dbg !40
  %887 = or disjoint i32 %33, %48, !dbg !40
  %888 = or disjoint i32 %33, %47, !dbg !40
  %889 = or disjoint i32 %33, %46, !dbg !40
  %890 = or disjoint i32 %33, %45, !dbg !40
  %891 = or disjoint i32 %33, %44, !dbg !40
  %892 = or disjoint i32 %33, %43, !dbg !40
  %893 = or disjoint i32 %33, %42, !dbg !40
  %894 = or disjoint i32 %33, %41, !dbg !40
  %895 = or disjoint i32 %33, %40, !dbg !40
  %896 = or disjoint i32 %33, %39, !dbg !40
  %897 = or disjoint i32 %33, %38, !dbg !40
  %898 = or disjoint i32 %33, %37, !dbg !40
  %899 = or disjoint i32 %33, %36, !dbg !40
  %900 = or disjoint i32 %33, %35, !dbg !40
  %901 = mul i32 %32, %10, !dbg !61
  %902 = sext i32 %901 to i64, !dbg !62
  %903 = getelementptr half, ptr addrspace(1) %2, i64 %902, !dbg !62
  %904 = mul i32 %837, %11, !dbg !63
  %905 = mul i32 %900, %11, !dbg !63
  %906 = mul i32 %899, %11, !dbg !63
  %907 = mul i32 %898, %11, !dbg !63
  %908 = mul i32 %897, %11, !dbg !63
  %909 = mul i32 %896, %11, !dbg !63
  %910 = mul i32 %895, %11, !dbg !63
  %911 = mul i32 %894, %11, !dbg !63
  %912 = mul i32 %893, %11, !dbg !63
  %913 = mul i32 %892, %11, !dbg !63
  %914 = mul i32 %891, %11, !dbg !63
  %915 = mul i32 %890, %11, !dbg !63
  %916 = mul i32 %889, %11, !dbg !63
  %917 = mul i32 %888, %11, !dbg !63
  %918 = mul i32 %887, %11, !dbg !63
  %919 = mul i32 %886, %11, !dbg !63
  %920 = mul i32 %11, %885, !dbg !63
  %921 = mul i32 %11, %884, !dbg !63
  %922 = mul i32 %11, %883, !dbg !63
  %923 = mul i32 %11, %882, !dbg !63
  %924 = mul i32 %11, %881, !dbg !63
  %925 = mul i32 %11, %880, !dbg !63
  %926 = mul i32 %11, %879, !dbg !63
  %927 = mul i32 %11, %878, !dbg !63
  %928 = mul i32 %11, %877, !dbg !63
  %929 = mul i32 %11, %876, !dbg !63
  %930 = mul i32 %11, %875, !dbg !63
  %931 = mul i32 %11, %874, !dbg !63
  %932 = mul i32 %11, %873, !dbg !63
  %933 = mul i32 %11, %872, !dbg !63
  %934 = mul i32 %11, %871, !dbg !63
  %935 = mul i32 %11, %870, !dbg !63
  %936 = mul i32 %11, %869, !dbg !63
  %937 = mul i32 %11, %868, !dbg !63
  %938 = mul i32 %11, %867, !dbg !63
  %939 = mul i32 %11, %866, !dbg !63
  %940 = mul i32 %11, %865, !dbg !63
  %941 = mul i32 %11, %864, !dbg !63
  %942 = mul i32 %11, %863, !dbg !63
  %943 = mul i32 %11, %862, !dbg !63
  %944 = mul i32 %11, %861, !dbg !63
  %945 = mul i32 %11, %860, !dbg !63
  %946 = mul i32 %11, %859, !dbg !63
  %947 = mul i32 %11, %858, !dbg !63
  %948 = mul i32 %11, %857, !dbg !63
  %949 = mul i32 %11, %856, !dbg !63
  %950 = mul i32 %11, %855, !dbg !63
  %951 = mul i32 %11, %854, !dbg !63
  %952 = mul i32 %11, %853, !dbg !63
  %953 = mul i32 %11, %852, !dbg !63
  %954 = mul i32 %11, %851, !dbg !63
  %955 = mul i32 %11, %850, !dbg !63
  %956 = mul i32 %11, %849, !dbg !63
  %957 = mul i32 %11, %848, !dbg !63
  %958 = mul i32 %11, %847, !dbg !63
  %959 = mul i32 %11, %846, !dbg !63
  %960 = mul i32 %11, %845, !dbg !63
  %961 = mul i32 %11, %844, !dbg !63
  %962 = mul i32 %11, %843, !dbg !63
  %963 = mul i32 %11, %842, !dbg !63
  %964 = mul i32 %11, %841, !dbg !63
  %965 = mul i32 %11, %840, !dbg !63
  %966 = mul i32 %11, %839, !dbg !63
  %967 = mul i32 %11, %838, !dbg !63
  %968 = sext i32 %904 to i64, !dbg !64
  %969 = getelementptr half, ptr addrspace(1) %903, i64 %968, !dbg !64
  %970 = sext i32 %905 to i64, !dbg !64
  %971 = getelementptr half, ptr addrspace(1) %903, i64 %970, !dbg !64
  %972 = sext i32 %906 to i64, !dbg !64
  %973 = getelementptr half, ptr addrspace(1) %903, i64 %972, !dbg !64
  %974 = sext i32 %907 to i64, !dbg !64
  %975 = getelementptr half, ptr addrspace(1) %903, i64 %974, !dbg !64
  %976 = sext i32 %908 to i64, !dbg !64
  %977 = getelementptr half, ptr addrspace(1) %903, i64 %976, !dbg !64
  %978 = sext i32 %909 to i64, !dbg !64
  %979 = getelementptr half, ptr addrspace(1) %903, i64 %978, !dbg !64
  %980 = sext i32 %910 to i64, !dbg !64
  %981 = getelementptr half, ptr addrspace(1) %903, i64 %980, !dbg !64
  %982 = sext i32 %911 to i64, !dbg !64
  %983 = getelementptr half, ptr addrspace(1) %903, i64 %982, !dbg !64
  %984 = sext i32 %912 to i64, !dbg !64
  %985 = getelementptr half, ptr addrspace(1) %903, i64 %984, !dbg !64
  %986 = sext i32 %913 to i64, !dbg !64
  %987 = getelementptr half, ptr addrspace(1) %903, i64 %986, !dbg !64
  %988 = sext i32 %914 to i64, !dbg !64
  %989 = getelementptr half, ptr addrspace(1) %903, i64 %988, !dbg !64
  %990 = sext i32 %915 to i64, !dbg !64
  %991 = getelementptr half, ptr addrspace(1) %903, i64 %990, !dbg !64
  %992 = sext i32 %916 to i64, !dbg !64
  %993 = getelementptr half, ptr addrspace(1) %903, i64 %992, !dbg !64
  %994 = sext i32 %917 to i64, !dbg !64
  %995 = getelementptr half, ptr addrspace(1) %903, i64 %994, !dbg !64
  %996 = sext i32 %918 to i64, !dbg !64
  %997 = getelementptr half, ptr addrspace(1) %903, i64 %996, !dbg !64
  %998 = sext i32 %919 to i64, !dbg !64
  %999 = getelementptr half, ptr addrspace(1) %903, i64 %998, !dbg !64
  %1000 = sext i32 %920 to i64, !dbg !64
  %1001 = getelementptr half, ptr addrspace(1) %903, i64 %1000, !dbg !64
  %1002 = sext i32 %921 to i64, !dbg !64
  %1003 = getelementptr half, ptr addrspace(1) %903, i64 %1002, !dbg !64
  %1004 = sext i32 %922 to i64, !dbg !64
  %1005 = getelementptr half, ptr addrspace(1) %903, i64 %1004, !dbg !64
  %1006 = sext i32 %923 to i64, !dbg !64
  %1007 = getelementptr half, ptr addrspace(1) %903, i64 %1006, !dbg !64
  %1008 = sext i32 %924 to i64, !dbg !64
  %1009 = getelementptr half, ptr addrspace(1) %903, i64 %1008, !dbg !64
  %1010 = sext i32 %925 to i64, !dbg !64
  %1011 = getelementptr half, ptr addrspace(1) %903, i64 %1010, !dbg !64
  %1012 = sext i32 %926 to i64, !dbg !64
  %1013 = getelementptr half, ptr addrspace(1) %903, i64 %1012, !dbg !64
  %1014 = sext i32 %927 to i64, !dbg !64
  %1015 = getelementptr half, ptr addrspace(1) %903, i64 %1014, !dbg !64
  %1016 = sext i32 %928 to i64, !dbg !64
  %1017 = getelementptr half, ptr addrspace(1) %903, i64 %1016, !dbg !64
  %1018 = sext i32 %929 to i64, !dbg !64
  %1019 = getelementptr half, ptr addrspace(1) %903, i64 %1018, !dbg !64
  %1020 = sext i32 %930 to i64, !dbg !64
  %1021 = getelementptr half, ptr addrspace(1) %903, i64 %1020, !dbg !64
  %1022 = sext i32 %931 to i64, !dbg !64
  %1023 = getelementptr half, ptr addrspace(1) %903, i64 %1022, !dbg !64
  %1024 = sext i32 %932 to i64, !dbg !64
  %1025 = getelementptr half, ptr addrspace(1) %903, i64 %1024, !dbg !64
  %1026 = sext i32 %933 to i64, !dbg !64
  %1027 = getelementptr half, ptr addrspace(1) %903, i64 %1026, !dbg !64
  %1028 = sext i32 %934 to i64, !dbg !64
  %1029 = getelementptr half, ptr addrspace(1) %903, i64 %1028, !dbg !64
  %1030 = sext i32 %935 to i64, !dbg !64
  %1031 = getelementptr half, ptr addrspace(1) %903, i64 %1030, !dbg !64
  %1032 = sext i32 %936 to i64, !dbg !64
  %1033 = getelementptr half, ptr addrspace(1) %903, i64 %1032, !dbg !64
  %1034 = sext i32 %937 to i64, !dbg !64
  %1035 = getelementptr half, ptr addrspace(1) %903, i64 %1034, !dbg !64
  %1036 = sext i32 %938 to i64, !dbg !64
  %1037 = getelementptr half, ptr addrspace(1) %903, i64 %1036, !dbg !64
  %1038 = sext i32 %939 to i64, !dbg !64
  %1039 = getelementptr half, ptr addrspace(1) %903, i64 %1038, !dbg !64
  %1040 = sext i32 %940 to i64, !dbg !64
  %1041 = getelementptr half, ptr addrspace(1) %903, i64 %1040, !dbg !64
  %1042 = sext i32 %941 to i64, !dbg !64
  %1043 = getelementptr half, ptr addrspace(1) %903, i64 %1042, !dbg !64
  %1044 = sext i32 %942 to i64, !dbg !64
  %1045 = getelementptr half, ptr addrspace(1) %903, i64 %1044, !dbg !64
  %1046 = sext i32 %943 to i64, !dbg !64
  %1047 = getelementptr half, ptr addrspace(1) %903, i64 %1046, !dbg !64
  %1048 = sext i32 %944 to i64, !dbg !64
  %1049 = getelementptr half, ptr addrspace(1) %903, i64 %1048, !dbg !64
  %1050 = sext i32 %945 to i64, !dbg !64
  %1051 = getelementptr half, ptr addrspace(1) %903, i64 %1050, !dbg !64
  %1052 = sext i32 %946 to i64, !dbg !64
  %1053 = getelementptr half, ptr addrspace(1) %903, i64 %1052, !dbg !64
  %1054 = sext i32 %947 to i64, !dbg !64
  %1055 = getelementptr half, ptr addrspace(1) %903, i64 %1054, !dbg !64
  %1056 = sext i32 %948 to i64, !dbg !64
  %1057 = getelementptr half, ptr addrspace(1) %903, i64 %1056, !dbg !64
  %1058 = sext i32 %949 to i64, !dbg !64
  %1059 = getelementptr half, ptr addrspace(1) %903, i64 %1058, !dbg !64
  %1060 = sext i32 %950 to i64, !dbg !64
  %1061 = getelementptr half, ptr addrspace(1) %903, i64 %1060, !dbg !64
  %1062 = sext i32 %951 to i64, !dbg !64
  %1063 = getelementptr half, ptr addrspace(1) %903, i64 %1062, !dbg !64
  %1064 = sext i32 %952 to i64, !dbg !64
  %1065 = getelementptr half, ptr addrspace(1) %903, i64 %1064, !dbg !64
  %1066 = sext i32 %953 to i64, !dbg !64
  %1067 = getelementptr half, ptr addrspace(1) %903, i64 %1066, !dbg !64
  %1068 = sext i32 %954 to i64, !dbg !64
  %1069 = getelementptr half, ptr addrspace(1) %903, i64 %1068, !dbg !64
  %1070 = sext i32 %955 to i64, !dbg !64
  %1071 = getelementptr half, ptr addrspace(1) %903, i64 %1070, !dbg !64
  %1072 = sext i32 %956 to i64, !dbg !64
  %1073 = getelementptr half, ptr addrspace(1) %903, i64 %1072, !dbg !64
  %1074 = sext i32 %957 to i64, !dbg !64
  %1075 = getelementptr half, ptr addrspace(1) %903, i64 %1074, !dbg !64
  %1076 = sext i32 %958 to i64, !dbg !64
  %1077 = getelementptr half, ptr addrspace(1) %903, i64 %1076, !dbg !64
  %1078 = sext i32 %959 to i64, !dbg !64
  %1079 = getelementptr half, ptr addrspace(1) %903, i64 %1078, !dbg !64
  %1080 = sext i32 %960 to i64, !dbg !64
  %1081 = getelementptr half, ptr addrspace(1) %903, i64 %1080, !dbg !64
  %1082 = sext i32 %961 to i64, !dbg !64
  %1083 = getelementptr half, ptr addrspace(1) %903, i64 %1082, !dbg !64
  %1084 = sext i32 %962 to i64, !dbg !64
  %1085 = getelementptr half, ptr addrspace(1) %903, i64 %1084, !dbg !64
  %1086 = sext i32 %963 to i64, !dbg !64
  %1087 = getelementptr half, ptr addrspace(1) %903, i64 %1086, !dbg !64
  %1088 = sext i32 %964 to i64, !dbg !64
  %1089 = getelementptr half, ptr addrspace(1) %903, i64 %1088, !dbg !64
  %1090 = sext i32 %965 to i64, !dbg !64
  %1091 = getelementptr half, ptr addrspace(1) %903, i64 %1090, !dbg !64
  %1092 = sext i32 %966 to i64, !dbg !64
  %1093 = getelementptr half, ptr addrspace(1) %903, i64 %1092, !dbg !64
  %1094 = sext i32 %967 to i64, !dbg !64
  %1095 = getelementptr half, ptr addrspace(1) %903, i64 %1094, !dbg !64
  %1096 = icmp slt i32 %32, %3, !dbg !65
  %1097 = icmp slt i32 %837, %4, !dbg !66
  %1098 = icmp slt i32 %900, %4, !dbg !66
  %1099 = icmp slt i32 %899, %4, !dbg !66
  %1100 = icmp slt i32 %898, %4, !dbg !66
  %1101 = icmp slt i32 %897, %4, !dbg !66
  %1102 = icmp slt i32 %896, %4, !dbg !66
  %1103 = icmp slt i32 %895, %4, !dbg !66
  %1104 = icmp slt i32 %894, %4, !dbg !66
  %1105 = icmp slt i32 %893, %4, !dbg !66
  %1106 = icmp slt i32 %892, %4, !dbg !66
  %1107 = icmp slt i32 %891, %4, !dbg !66
  %1108 = icmp slt i32 %890, %4, !dbg !66
  %1109 = icmp slt i32 %889, %4, !dbg !66
  %1110 = icmp slt i32 %888, %4, !dbg !66
  %1111 = icmp slt i32 %887, %4, !dbg !66
  %1112 = icmp slt i32 %886, %4, !dbg !66
  %1113 = icmp slt i32 %885, %4, !dbg !66
  %1114 = icmp slt i32 %884, %4, !dbg !66
  %1115 = icmp slt i32 %883, %4, !dbg !66
  %1116 = icmp slt i32 %882, %4, !dbg !66
  %1117 = icmp slt i32 %881, %4, !dbg !66
  %1118 = icmp slt i32 %880, %4, !dbg !66
  %1119 = icmp slt i32 %879, %4, !dbg !66
  %1120 = icmp slt i32 %878, %4, !dbg !66
  %1121 = icmp slt i32 %877, %4, !dbg !66
  %1122 = icmp slt i32 %876, %4, !dbg !66
  %1123 = icmp slt i32 %875, %4, !dbg !66
  %1124 = icmp slt i32 %874, %4, !dbg !66
  %1125 = icmp slt i32 %873, %4, !dbg !66
  %1126 = icmp slt i32 %872, %4, !dbg !66
  %1127 = icmp slt i32 %871, %4, !dbg !66
  %1128 = icmp slt i32 %870, %4, !dbg !66
  %1129 = icmp slt i32 %869, %4, !dbg !66
  %1130 = icmp slt i32 %868, %4, !dbg !66
  %1131 = icmp slt i32 %867, %4, !dbg !66
  %1132 = icmp slt i32 %866, %4, !dbg !66
  %1133 = icmp slt i32 %865, %4, !dbg !66
  %1134 = icmp slt i32 %864, %4, !dbg !66
  %1135 = icmp slt i32 %863, %4, !dbg !66
  %1136 = icmp slt i32 %862, %4, !dbg !66
  %1137 = icmp slt i32 %861, %4, !dbg !66
  %1138 = icmp slt i32 %860, %4, !dbg !66
  %1139 = icmp slt i32 %859, %4, !dbg !66
  %1140 = icmp slt i32 %858, %4, !dbg !66
  %1141 = icmp slt i32 %857, %4, !dbg !66
  %1142 = icmp slt i32 %856, %4, !dbg !66
  %1143 = icmp slt i32 %855, %4, !dbg !66
  %1144 = icmp slt i32 %854, %4, !dbg !66
  %1145 = icmp slt i32 %853, %4, !dbg !66
  %1146 = icmp slt i32 %852, %4, !dbg !66
  %1147 = icmp slt i32 %851, %4, !dbg !66
  %1148 = icmp slt i32 %850, %4, !dbg !66
  %1149 = icmp slt i32 %849, %4, !dbg !66
  %1150 = icmp slt i32 %848, %4, !dbg !66
  %1151 = icmp slt i32 %847, %4, !dbg !66
  %1152 = icmp slt i32 %846, %4, !dbg !66
  %1153 = icmp slt i32 %845, %4, !dbg !66
  %1154 = icmp slt i32 %844, %4, !dbg !66
  %1155 = icmp slt i32 %843, %4, !dbg !66
  %1156 = icmp slt i32 %842, %4, !dbg !66
  %1157 = icmp slt i32 %841, %4, !dbg !66
  %1158 = icmp slt i32 %840, %4, !dbg !66
  %1159 = icmp slt i32 %839, %4, !dbg !66
  %1160 = icmp slt i32 %838, %4, !dbg !66
  %1161 = and i1 %1096, %1097, !dbg !67
  %1162 = and i1 %1096, %1098, !dbg !67
  %1163 = and i1 %1096, %1099, !dbg !67
  %1164 = and i1 %1096, %1100, !dbg !67
  %1165 = and i1 %1096, %1101, !dbg !67
  %1166 = and i1 %1096, %1102, !dbg !67
  %1167 = and i1 %1096, %1103, !dbg !67
  %1168 = and i1 %1096, %1104, !dbg !67
  %1169 = and i1 %1096, %1105, !dbg !67
  %1170 = and i1 %1096, %1106, !dbg !67
  %1171 = and i1 %1096, %1107, !dbg !67
  %1172 = and i1 %1096, %1108, !dbg !67
  %1173 = and i1 %1096, %1109, !dbg !67
  %1174 = and i1 %1096, %1110, !dbg !67
  %1175 = and i1 %1096, %1111, !dbg !67
  %1176 = and i1 %1096, %1112, !dbg !67
  %1177 = and i1 %1113, %1096, !dbg !67
  %1178 = and i1 %1114, %1096, !dbg !67
  %1179 = and i1 %1115, %1096, !dbg !67
  %1180 = and i1 %1116, %1096, !dbg !67
  %1181 = and i1 %1117, %1096, !dbg !67
  %1182 = and i1 %1118, %1096, !dbg !67
  %1183 = and i1 %1119, %1096, !dbg !67
  %1184 = and i1 %1120, %1096, !dbg !67
  %1185 = and i1 %1121, %1096, !dbg !67
  %1186 = and i1 %1122, %1096, !dbg !67
  %1187 = and i1 %1123, %1096, !dbg !67
  %1188 = and i1 %1124, %1096, !dbg !67
  %1189 = and i1 %1125, %1096, !dbg !67
  %1190 = and i1 %1126, %1096, !dbg !67
  %1191 = and i1 %1127, %1096, !dbg !67
  %1192 = and i1 %1128, %1096, !dbg !67
  %1193 = and i1 %1129, %1096, !dbg !67
  %1194 = and i1 %1130, %1096, !dbg !67
  %1195 = and i1 %1131, %1096, !dbg !67
  %1196 = and i1 %1132, %1096, !dbg !67
  %1197 = and i1 %1133, %1096, !dbg !67
  %1198 = and i1 %1134, %1096, !dbg !67
  %1199 = and i1 %1135, %1096, !dbg !67
  %1200 = and i1 %1136, %1096, !dbg !67
  %1201 = and i1 %1137, %1096, !dbg !67
  %1202 = and i1 %1138, %1096, !dbg !67
  %1203 = and i1 %1139, %1096, !dbg !67
  %1204 = and i1 %1140, %1096, !dbg !67
  %1205 = and i1 %1141, %1096, !dbg !67
  %1206 = and i1 %1142, %1096, !dbg !67
  %1207 = and i1 %1143, %1096, !dbg !67
  %1208 = and i1 %1144, %1096, !dbg !67
  %1209 = and i1 %1145, %1096, !dbg !67
  %1210 = and i1 %1146, %1096, !dbg !67
  %1211 = and i1 %1147, %1096, !dbg !67
  %1212 = and i1 %1148, %1096, !dbg !67
  %1213 = and i1 %1149, %1096, !dbg !67
  %1214 = and i1 %1150, %1096, !dbg !67
  %1215 = and i1 %1151, %1096, !dbg !67
  %1216 = and i1 %1152, %1096, !dbg !67
  %1217 = and i1 %1153, %1096, !dbg !67
  %1218 = and i1 %1154, %1096, !dbg !67
  %1219 = and i1 %1155, %1096, !dbg !67
  %1220 = and i1 %1156, %1096, !dbg !67
  %1221 = and i1 %1157, %1096, !dbg !67
  %1222 = and i1 %1158, %1096, !dbg !67
  %1223 = and i1 %1159, %1096, !dbg !67
  %1224 = and i1 %1160, %1096, !dbg !67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1225 = shl nuw nsw i32 %30, 4, !dbg !59
  %1226 = and i32 %1225, 112, !dbg !59
  %1227 = shl nuw nsw i32 %30, 3, !dbg !59
  %1228 = and i32 %1227, 896, !dbg !59
  %1229 = shl nuw nsw i32 %30, 7, !dbg !59
  %1230 = and i32 %1229, 1024, !dbg !59
  %1231 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1226, !dbg !59
  %1232 = getelementptr inbounds nuw i8, ptr addrspace(3) %1231, i32 %1230, !dbg !59
  %1233 = getelementptr inbounds nuw i8, ptr addrspace(3) %1232, i32 %1228, !dbg !59
  %.extract429 = extractelement <32 x i32> %.bc490, i64 0, !dbg !59
  %.extract431 = extractelement <32 x i32> %.bc490, i64 1, !dbg !59
  %.extract433 = extractelement <32 x i32> %.bc490, i64 2, !dbg !59
  %.extract435 = extractelement <32 x i32> %.bc490, i64 3, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract429, i32 %.extract431, i32 %.extract433, i32 %.extract435), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1234 = and i32 %1225, 2032, !dbg !59
  %1235 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1234, !dbg !59
  %1236 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract437 = extractelement <32 x i32> %.bc490, i64 4, !dbg !59
  %.extract439 = extractelement <32 x i32> %.bc490, i64 5, !dbg !59
  %.extract441 = extractelement <32 x i32> %.bc490, i64 6, !dbg !59
  %.extract443 = extractelement <32 x i32> %.bc490, i64 7, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract437, i32 %.extract439, i32 %.extract441, i32 %.extract443), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1237 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract445 = extractelement <32 x i32> %.bc490, i64 8, !dbg !59
  %.extract447 = extractelement <32 x i32> %.bc490, i64 9, !dbg !59
  %.extract449 = extractelement <32 x i32> %.bc490, i64 10, !dbg !59
  %.extract451 = extractelement <32 x i32> %.bc490, i64 11, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract445, i32 %.extract447, i32 %.extract449, i32 %.extract451), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1238 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract453 = extractelement <32 x i32> %.bc490, i64 12, !dbg !59
  %.extract455 = extractelement <32 x i32> %.bc490, i64 13, !dbg !59
  %.extract457 = extractelement <32 x i32> %.bc490, i64 14, !dbg !59
  %.extract459 = extractelement <32 x i32> %.bc490, i64 15, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract453, i32 %.extract455, i32 %.extract457, i32 %.extract459), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1239 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract461 = extractelement <32 x i32> %.bc490, i64 16, !dbg !59
  %.extract463 = extractelement <32 x i32> %.bc490, i64 17, !dbg !59
  %.extract465 = extractelement <32 x i32> %.bc490, i64 18, !dbg !59
  %.extract467 = extractelement <32 x i32> %.bc490, i64 19, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract461, i32 %.extract463, i32 %.extract465, i32 %.extract467), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1240 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract469 = extractelement <32 x i32> %.bc490, i64 20, !dbg !59
  %.extract471 = extractelement <32 x i32> %.bc490, i64 21, !dbg !59
  %.extract473 = extractelement <32 x i32> %.bc490, i64 22, !dbg !59
  %.extract475 = extractelement <32 x i32> %.bc490, i64 23, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract469, i32 %.extract471, i32 %.extract473, i32 %.extract475), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1241 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract477 = extractelement <32 x i32> %.bc490, i64 24, !dbg !59
  %.extract479 = extractelement <32 x i32> %.bc490, i64 25, !dbg !59
  %.extract481 = extractelement <32 x i32> %.bc490, i64 26, !dbg !59
  %.extract483 = extractelement <32 x i32> %.bc490, i64 27, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract477, i32 %.extract479, i32 %.extract481, i32 %.extract483), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1242 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %.extract485 = extractelement <32 x i32> %.bc490, i64 28, !dbg !59
  %.extract487 = extractelement <32 x i32> %.bc490, i64 29, !dbg !59
  %.extract489 = extractelement <32 x i32> %.bc490, i64 30, !dbg !59
  %.extract491 = extractelement <32 x i32> %.bc490, i64 31, !dbg !59
  tail call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1233, i32 %.extract485, i32 %.extract487, i32 %.extract489, i32 %.extract491), !dbg !59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !59
  %1243 = load <8 x i16>, ptr addrspace(3) %1235, align 16, !dbg !59
  %.extract = extractelement <8 x i16> %1236, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %969, i1 %1161) #5, !dbg !59
  %.extract191 = extractelement <8 x i16> %1236, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract191, ptr addrspace(1) %971, i1 %1162) #5, !dbg !59
  %.extract193 = extractelement <8 x i16> %1236, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract193, ptr addrspace(1) %973, i1 %1163) #5, !dbg !59
  %.extract195 = extractelement <8 x i16> %1236, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract195, ptr addrspace(1) %975, i1 %1164) #5, !dbg !59
  %.extract197 = extractelement <8 x i16> %1236, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract197, ptr addrspace(1) %977, i1 %1165) #5, !dbg !59
  %.extract199 = extractelement <8 x i16> %1236, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract199, ptr addrspace(1) %979, i1 %1166) #5, !dbg !59
  %.extract201 = extractelement <8 x i16> %1236, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract201, ptr addrspace(1) %981, i1 %1167) #5, !dbg !59
  %.extract203 = extractelement <8 x i16> %1236, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract203, ptr addrspace(1) %983, i1 %1168) #5, !dbg !59
  %.extract205 = extractelement <8 x i16> %1237, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract205, ptr addrspace(1) %985, i1 %1169) #5, !dbg !59
  %.extract207 = extractelement <8 x i16> %1237, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract207, ptr addrspace(1) %987, i1 %1170) #5, !dbg !59
  %.extract209 = extractelement <8 x i16> %1237, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract209, ptr addrspace(1) %989, i1 %1171) #5, !dbg !59
  %.extract211 = extractelement <8 x i16> %1237, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract211, ptr addrspace(1) %991, i1 %1172) #5, !dbg !59
  %.extract213 = extractelement <8 x i16> %1237, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract213, ptr addrspace(1) %993, i1 %1173) #5, !dbg !59
  %.extract215 = extractelement <8 x i16> %1237, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract215, ptr addrspace(1) %995, i1 %1174) #5, !dbg !59
  %.extract217 = extractelement <8 x i16> %1237, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract217, ptr addrspace(1) %997, i1 %1175) #5, !dbg !59
  %.extract219 = extractelement <8 x i16> %1237, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract219, ptr addrspace(1) %999, i1 %1176) #5, !dbg !59
  %.extract221 = extractelement <8 x i16> %1238, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract221, ptr addrspace(1) %1001, i1 %1177) #5, !dbg !59
  %.extract223 = extractelement <8 x i16> %1238, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract223, ptr addrspace(1) %1003, i1 %1178) #5, !dbg !59
  %.extract225 = extractelement <8 x i16> %1238, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract225, ptr addrspace(1) %1005, i1 %1179) #5, !dbg !59
  %.extract227 = extractelement <8 x i16> %1238, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract227, ptr addrspace(1) %1007, i1 %1180) #5, !dbg !59
  %.extract229 = extractelement <8 x i16> %1238, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract229, ptr addrspace(1) %1009, i1 %1181) #5, !dbg !59
  %.extract231 = extractelement <8 x i16> %1238, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract231, ptr addrspace(1) %1011, i1 %1182) #5, !dbg !59
  %.extract233 = extractelement <8 x i16> %1238, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract233, ptr addrspace(1) %1013, i1 %1183) #5, !dbg !59
  %.extract235 = extractelement <8 x i16> %1238, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract235, ptr addrspace(1) %1015, i1 %1184) #5, !dbg !59
  %.extract237 = extractelement <8 x i16> %1239, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract237, ptr addrspace(1) %1017, i1 %1185) #5, !dbg !59
  %.extract239 = extractelement <8 x i16> %1239, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract239, ptr addrspace(1) %1019, i1 %1186) #5, !dbg !59
  %.extract241 = extractelement <8 x i16> %1239, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract241, ptr addrspace(1) %1021, i1 %1187) #5, !dbg !59
  %.extract243 = extractelement <8 x i16> %1239, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract243, ptr addrspace(1) %1023, i1 %1188) #5, !dbg !59
  %.extract245 = extractelement <8 x i16> %1239, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract245, ptr addrspace(1) %1025, i1 %1189) #5, !dbg !59
  %.extract247 = extractelement <8 x i16> %1239, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract247, ptr addrspace(1) %1027, i1 %1190) #5, !dbg !59
  %.extract249 = extractelement <8 x i16> %1239, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract249, ptr addrspace(1) %1029, i1 %1191) #5, !dbg !59
  %.extract251 = extractelement <8 x i16> %1239, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract251, ptr addrspace(1) %1031, i1 %1192) #5, !dbg !59
  %.extract253 = extractelement <8 x i16> %1240, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract253, ptr addrspace(1) %1033, i1 %1193) #5, !dbg !59
  %.extract255 = extractelement <8 x i16> %1240, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract255, ptr addrspace(1) %1035, i1 %1194) #5, !dbg !59
  %.extract257 = extractelement <8 x i16> %1240, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract257, ptr addrspace(1) %1037, i1 %1195) #5, !dbg !59
  %.extract259 = extractelement <8 x i16> %1240, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract259, ptr addrspace(1) %1039, i1 %1196) #5, !dbg !59
  %.extract261 = extractelement <8 x i16> %1240, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract261, ptr addrspace(1) %1041, i1 %1197) #5, !dbg !59
  %.extract263 = extractelement <8 x i16> %1240, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract263, ptr addrspace(1) %1043, i1 %1198) #5, !dbg !59
  %.extract265 = extractelement <8 x i16> %1240, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract265, ptr addrspace(1) %1045, i1 %1199) #5, !dbg !59
  %.extract267 = extractelement <8 x i16> %1240, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract267, ptr addrspace(1) %1047, i1 %1200) #5, !dbg !59
  %.extract269 = extractelement <8 x i16> %1241, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract269, ptr addrspace(1) %1049, i1 %1201) #5, !dbg !59
  %.extract271 = extractelement <8 x i16> %1241, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract271, ptr addrspace(1) %1051, i1 %1202) #5, !dbg !59
  %.extract273 = extractelement <8 x i16> %1241, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract273, ptr addrspace(1) %1053, i1 %1203) #5, !dbg !59
  %.extract275 = extractelement <8 x i16> %1241, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract275, ptr addrspace(1) %1055, i1 %1204) #5, !dbg !59
  %.extract277 = extractelement <8 x i16> %1241, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract277, ptr addrspace(1) %1057, i1 %1205) #5, !dbg !59
  %.extract279 = extractelement <8 x i16> %1241, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract279, ptr addrspace(1) %1059, i1 %1206) #5, !dbg !59
  %.extract281 = extractelement <8 x i16> %1241, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract281, ptr addrspace(1) %1061, i1 %1207) #5, !dbg !59
  %.extract283 = extractelement <8 x i16> %1241, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract283, ptr addrspace(1) %1063, i1 %1208) #5, !dbg !59
  %.extract285 = extractelement <8 x i16> %1242, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract285, ptr addrspace(1) %1065, i1 %1209) #5, !dbg !59
  %.extract287 = extractelement <8 x i16> %1242, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract287, ptr addrspace(1) %1067, i1 %1210) #5, !dbg !59
  %.extract289 = extractelement <8 x i16> %1242, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract289, ptr addrspace(1) %1069, i1 %1211) #5, !dbg !59
  %.extract291 = extractelement <8 x i16> %1242, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract291, ptr addrspace(1) %1071, i1 %1212) #5, !dbg !59
  %.extract293 = extractelement <8 x i16> %1242, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract293, ptr addrspace(1) %1073, i1 %1213) #5, !dbg !59
  %.extract295 = extractelement <8 x i16> %1242, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract295, ptr addrspace(1) %1075, i1 %1214) #5, !dbg !59
  %.extract297 = extractelement <8 x i16> %1242, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract297, ptr addrspace(1) %1077, i1 %1215) #5, !dbg !59
  %.extract299 = extractelement <8 x i16> %1242, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract299, ptr addrspace(1) %1079, i1 %1216) #5, !dbg !59
  %.extract301 = extractelement <8 x i16> %1243, i64 0, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract301, ptr addrspace(1) %1081, i1 %1217) #5, !dbg !59
  %.extract303 = extractelement <8 x i16> %1243, i64 2, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract303, ptr addrspace(1) %1083, i1 %1218) #5, !dbg !59
  %.extract305 = extractelement <8 x i16> %1243, i64 4, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract305, ptr addrspace(1) %1085, i1 %1219) #5, !dbg !59
  %.extract307 = extractelement <8 x i16> %1243, i64 6, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract307, ptr addrspace(1) %1087, i1 %1220) #5, !dbg !59
  %.extract309 = extractelement <8 x i16> %1243, i64 1, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract309, ptr addrspace(1) %1089, i1 %1221) #5, !dbg !59
  %.extract311 = extractelement <8 x i16> %1243, i64 3, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract311, ptr addrspace(1) %1091, i1 %1222) #5, !dbg !59
  %.extract313 = extractelement <8 x i16> %1243, i64 5, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract313, ptr addrspace(1) %1093, i1 %1223) #5, !dbg !59
  %.extract315 = extractelement <8 x i16> %1243, i64 7, !dbg !59
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract315, ptr addrspace(1) %1095, i1 %1224) #5, !dbg !59
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
