; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @bf16_matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) nofree readnone captures(none) %6, ptr addrspace(1) nofree readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !10
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !11
  %11 = shl i32 %9, 6, !dbg !12
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %13 = and i32 %12, 96, !dbg !13
  %14 = lshr exact i32 %13, 5, !dbg !13
  %15 = and i32 %12, 64, !dbg !13
  %16 = lshr exact i32 %15, 6, !dbg !13
  %17 = or disjoint i32 %16, 2, !dbg !13
  %18 = or disjoint i32 %16, 4, !dbg !13
  %19 = or disjoint i32 %16, 6, !dbg !13
  %20 = or disjoint i32 %16, 8, !dbg !13
  %21 = or disjoint i32 %16, 10, !dbg !13
  %22 = or disjoint i32 %16, 12, !dbg !13
  %23 = or disjoint i32 %16, 14, !dbg !13
  %24 = or disjoint i32 %16, 16, !dbg !13
  %25 = or disjoint i32 %16, 18, !dbg !13
  %26 = or disjoint i32 %16, 20, !dbg !13
  %27 = or disjoint i32 %16, 22, !dbg !13
  %28 = or disjoint i32 %16, 24, !dbg !13
  %29 = or disjoint i32 %16, 26, !dbg !13
  %30 = or disjoint i32 %16, 28, !dbg !13
  %31 = or disjoint i32 %16, 30, !dbg !13
  %32 = and i32 %12, 63, !dbg !13
  %33 = or disjoint i32 %14, %11, !dbg !12
  %34 = or disjoint i32 %33, 4, !dbg !12
  %35 = or disjoint i32 %33, 8, !dbg !12
  %36 = or disjoint i32 %33, 12, !dbg !12
  %37 = or disjoint i32 %33, 16, !dbg !12
  %38 = or disjoint i32 %33, 20, !dbg !12
  %39 = or disjoint i32 %33, 24, !dbg !12
  %40 = or disjoint i32 %33, 28, !dbg !12
  %41 = or disjoint i32 %33, 32, !dbg !12
  %42 = or disjoint i32 %33, 36, !dbg !12
  %43 = or disjoint i32 %33, 40, !dbg !12
  %44 = or disjoint i32 %33, 44, !dbg !12
  %45 = or disjoint i32 %33, 48, !dbg !12
  %46 = or disjoint i32 %33, 52, !dbg !12
  %47 = or disjoint i32 %33, 56, !dbg !12
  %48 = or disjoint i32 %33, 60, !dbg !12
  %49 = shl nuw nsw i32 %10, 6, !dbg !14
  %50 = or disjoint i32 %49, %32, !dbg !14
  %51 = and i32 %12, 31, !dbg !15
  %52 = icmp slt i32 %33, %3, !dbg !16
  %53 = icmp slt i32 %34, %3, !dbg !16
  %54 = icmp slt i32 %35, %3, !dbg !16
  %55 = icmp slt i32 %36, %3, !dbg !16
  %56 = icmp slt i32 %37, %3, !dbg !16
  %57 = icmp slt i32 %38, %3, !dbg !16
  %58 = icmp slt i32 %39, %3, !dbg !16
  %59 = icmp slt i32 %40, %3, !dbg !16
  %60 = icmp slt i32 %41, %3, !dbg !16
  %61 = icmp slt i32 %42, %3, !dbg !16
  %62 = icmp slt i32 %43, %3, !dbg !16
  %63 = icmp slt i32 %44, %3, !dbg !16
  %64 = icmp slt i32 %45, %3, !dbg !16
  %65 = icmp slt i32 %46, %3, !dbg !16
  %66 = icmp slt i32 %47, %3, !dbg !16
  %67 = icmp slt i32 %48, %3, !dbg !16
  %68 = mul i32 %5, %33, !dbg !17
  %69 = mul i32 %5, %34, !dbg !17
  %70 = mul i32 %5, %35, !dbg !17
  %71 = mul i32 %5, %36, !dbg !17
  %72 = mul i32 %5, %37, !dbg !17
  %73 = mul i32 %5, %38, !dbg !17
  %74 = mul i32 %5, %39, !dbg !17
  %75 = mul i32 %5, %40, !dbg !17
  %76 = mul i32 %5, %41, !dbg !17
  %77 = mul i32 %5, %42, !dbg !17
  %78 = mul i32 %5, %43, !dbg !17
  %79 = mul i32 %5, %44, !dbg !17
  %80 = mul i32 %5, %45, !dbg !17
  %81 = mul i32 %5, %46, !dbg !17
  %82 = mul i32 %5, %47, !dbg !17
  %83 = mul i32 %5, %48, !dbg !17
  %84 = sext i32 %68 to i64, !dbg !18
  %85 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %84, !dbg !18
  %86 = sext i32 %69 to i64, !dbg !18
  %87 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %86, !dbg !18
  %88 = sext i32 %70 to i64, !dbg !18
  %89 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %88, !dbg !18
  %90 = sext i32 %71 to i64, !dbg !18
  %91 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %90, !dbg !18
  %92 = sext i32 %72 to i64, !dbg !18
  %93 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %92, !dbg !18
  %94 = sext i32 %73 to i64, !dbg !18
  %95 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %94, !dbg !18
  %96 = sext i32 %74 to i64, !dbg !18
  %97 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %96, !dbg !18
  %98 = sext i32 %75 to i64, !dbg !18
  %99 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %98, !dbg !18
  %100 = sext i32 %76 to i64, !dbg !18
  %101 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %100, !dbg !18
  %102 = sext i32 %77 to i64, !dbg !18
  %103 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %102, !dbg !18
  %104 = sext i32 %78 to i64, !dbg !18
  %105 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %104, !dbg !18
  %106 = sext i32 %79 to i64, !dbg !18
  %107 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %106, !dbg !18
  %108 = sext i32 %80 to i64, !dbg !18
  %109 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %108, !dbg !18
  %110 = sext i32 %81 to i64, !dbg !18
  %111 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %110, !dbg !18
  %112 = sext i32 %82 to i64, !dbg !18
  %113 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %112, !dbg !18
  %114 = sext i32 %83 to i64, !dbg !18
  %115 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %114, !dbg !18
  %116 = icmp slt i32 %50, %4, !dbg !19
  %117 = icmp sgt i32 %5, 0, !dbg !20
  br i1 %117, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !20

.._crit_edge_crit_edge:                           ; preds = %8
  %.pre = zext nneg i32 %50 to i64, !dbg !21
  br label %._crit_edge, !dbg !20

.lr.ph:                                           ; preds = %8
  %118 = shl nuw nsw i32 %32, 1
  %119 = icmp eq i32 %15, 0
  %120 = select i1 %119, i32 0, i32 144
  %121 = xor i32 %120, %118
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %122, i32 512
  %124 = or disjoint i32 %121, 1024
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %124
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %122, i32 1536
  %127 = or disjoint i32 %121, 2048
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %127
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %122, i32 2560
  %130 = or disjoint i32 %121, 3072
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %130
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %122, i32 3584
  %133 = xor i32 %121, 288
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %133
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 512
  %136 = or disjoint i32 %133, 1024
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %136
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 1536
  %139 = or disjoint i32 %133, 2048
  %140 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %139
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 2560
  %142 = or disjoint i32 %133, 3072
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %142
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %134, i32 3584
  %145 = zext nneg i32 %50 to i64
  %invariant.gep = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %145, !dbg !20
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %121
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %124
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %127
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %130
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %133
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %136
  %152 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %139
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %142
  %154 = xor i32 %121, 576
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %154
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 1024
  %157 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 2048
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 3072
  %159 = xor i32 %121, 864
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %159
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) %160, i32 1024
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) %160, i32 2048
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %160, i32 3072
  %164 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %165 = and i32 %164, 32767
  %166 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %167 = and i32 %166, 32767
  %168 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %165, i64 0
  %169 = bitcast <2 x i32> %168 to i64
  %170 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %167, i64 0
  %171 = bitcast <2 x i32> %170 to i64
  %172 = add nuw nsw i32 %165, 2
  %173 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %172, i64 0
  %174 = bitcast <2 x i32> %173 to i64
  %175 = add nuw nsw i32 %167, 128
  %176 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %175, i64 0
  %177 = bitcast <2 x i32> %176 to i64
  br label %178, !dbg !20

178:                                              ; preds = %.lr.ph, %178
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %458, %178 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %459, %178 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %460, %178 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %461, %178 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %462, %178 ]
  %184 = phi float [ 0.000000e+00, %.lr.ph ], [ %463, %178 ]
  %185 = phi float [ 0.000000e+00, %.lr.ph ], [ %464, %178 ]
  %186 = phi float [ 0.000000e+00, %.lr.ph ], [ %465, %178 ]
  %187 = phi float [ 0.000000e+00, %.lr.ph ], [ %466, %178 ]
  %188 = phi float [ 0.000000e+00, %.lr.ph ], [ %467, %178 ]
  %189 = phi float [ 0.000000e+00, %.lr.ph ], [ %468, %178 ]
  %190 = phi float [ 0.000000e+00, %.lr.ph ], [ %469, %178 ]
  %191 = phi float [ 0.000000e+00, %.lr.ph ], [ %470, %178 ]
  %192 = phi float [ 0.000000e+00, %.lr.ph ], [ %471, %178 ]
  %193 = phi float [ 0.000000e+00, %.lr.ph ], [ %472, %178 ]
  %194 = phi float [ 0.000000e+00, %.lr.ph ], [ %473, %178 ]
  %195 = phi float [ 0.000000e+00, %.lr.ph ], [ %474, %178 ]
  %196 = phi float [ 0.000000e+00, %.lr.ph ], [ %475, %178 ]
  %197 = phi float [ 0.000000e+00, %.lr.ph ], [ %476, %178 ]
  %198 = phi float [ 0.000000e+00, %.lr.ph ], [ %477, %178 ]
  %199 = phi float [ 0.000000e+00, %.lr.ph ], [ %478, %178 ]
  %200 = phi float [ 0.000000e+00, %.lr.ph ], [ %479, %178 ]
  %201 = phi float [ 0.000000e+00, %.lr.ph ], [ %480, %178 ]
  %202 = phi float [ 0.000000e+00, %.lr.ph ], [ %481, %178 ]
  %203 = phi float [ 0.000000e+00, %.lr.ph ], [ %482, %178 ]
  %204 = phi float [ 0.000000e+00, %.lr.ph ], [ %483, %178 ]
  %205 = phi float [ 0.000000e+00, %.lr.ph ], [ %484, %178 ]
  %206 = phi float [ 0.000000e+00, %.lr.ph ], [ %485, %178 ]
  %207 = phi float [ 0.000000e+00, %.lr.ph ], [ %486, %178 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %178 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %178 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %178 ]
  %211 = phi i32 [ 0, %.lr.ph ], [ %490, %178 ]
  %212 = or disjoint i32 %211, %16, !dbg !22
  %213 = or disjoint i32 %211, %17, !dbg !22
  %214 = or disjoint i32 %211, %18, !dbg !22
  %215 = or disjoint i32 %211, %19, !dbg !22
  %216 = or disjoint i32 %211, %20, !dbg !22
  %217 = or disjoint i32 %211, %21, !dbg !22
  %218 = or disjoint i32 %211, %22, !dbg !22
  %219 = or disjoint i32 %211, %23, !dbg !22
  %220 = or disjoint i32 %211, %24, !dbg !22
  %221 = or disjoint i32 %211, %25, !dbg !22
  %222 = or disjoint i32 %211, %26, !dbg !22
  %223 = or disjoint i32 %211, %27, !dbg !22
  %224 = or disjoint i32 %211, %28, !dbg !22
  %225 = or disjoint i32 %211, %29, !dbg !22
  %226 = or disjoint i32 %211, %30, !dbg !22
  %227 = or disjoint i32 %211, %31, !dbg !22
  %228 = or disjoint i32 %211, %51, !dbg !22
  %229 = icmp slt i32 %228, %5, !dbg !23
  %230 = and i1 %52, %229, !dbg !24
  %231 = and i1 %53, %229, !dbg !24
  %232 = and i1 %54, %229, !dbg !24
  %233 = and i1 %55, %229, !dbg !24
  %234 = and i1 %56, %229, !dbg !24
  %235 = and i1 %57, %229, !dbg !24
  %236 = and i1 %58, %229, !dbg !24
  %237 = and i1 %59, %229, !dbg !24
  %238 = and i1 %60, %229, !dbg !24
  %239 = and i1 %61, %229, !dbg !24
  %240 = and i1 %62, %229, !dbg !24
  %241 = and i1 %63, %229, !dbg !24
  %242 = and i1 %64, %229, !dbg !24
  %243 = and i1 %65, %229, !dbg !24
  %244 = and i1 %66, %229, !dbg !24
  %245 = and i1 %67, %229, !dbg !24
  %246 = sext i32 %228 to i64, !dbg !18
  %247 = getelementptr [2 x i8], ptr addrspace(1) %85, i64 %246, !dbg !18
  %248 = getelementptr [2 x i8], ptr addrspace(1) %87, i64 %246, !dbg !18
  %249 = getelementptr [2 x i8], ptr addrspace(1) %89, i64 %246, !dbg !18
  %250 = getelementptr [2 x i8], ptr addrspace(1) %91, i64 %246, !dbg !18
  %251 = getelementptr [2 x i8], ptr addrspace(1) %93, i64 %246, !dbg !18
  %252 = getelementptr [2 x i8], ptr addrspace(1) %95, i64 %246, !dbg !18
  %253 = getelementptr [2 x i8], ptr addrspace(1) %97, i64 %246, !dbg !18
  %254 = getelementptr [2 x i8], ptr addrspace(1) %99, i64 %246, !dbg !18
  %255 = getelementptr [2 x i8], ptr addrspace(1) %101, i64 %246, !dbg !18
  %256 = getelementptr [2 x i8], ptr addrspace(1) %103, i64 %246, !dbg !18
  %257 = getelementptr [2 x i8], ptr addrspace(1) %105, i64 %246, !dbg !18
  %258 = getelementptr [2 x i8], ptr addrspace(1) %107, i64 %246, !dbg !18
  %259 = getelementptr [2 x i8], ptr addrspace(1) %109, i64 %246, !dbg !18
  %260 = getelementptr [2 x i8], ptr addrspace(1) %111, i64 %246, !dbg !18
  %261 = getelementptr [2 x i8], ptr addrspace(1) %113, i64 %246, !dbg !18
  %262 = getelementptr [2 x i8], ptr addrspace(1) %115, i64 %246, !dbg !18
  %263 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %247, i1 %230) #5, !dbg !25
  %264 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %248, i1 %231) #5, !dbg !25
  %265 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %249, i1 %232) #5, !dbg !25
  %266 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %250, i1 %233) #5, !dbg !25
  %267 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %251, i1 %234) #5, !dbg !25
  %268 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %252, i1 %235) #5, !dbg !25
  %269 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %253, i1 %236) #5, !dbg !25
  %270 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %254, i1 %237) #5, !dbg !25
  %271 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %255, i1 %238) #5, !dbg !25
  %272 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %256, i1 %239) #5, !dbg !25
  %273 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %257, i1 %240) #5, !dbg !25
  %274 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %258, i1 %241) #5, !dbg !25
  %275 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %259, i1 %242) #5, !dbg !25
  %276 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %260, i1 %243) #5, !dbg !25
  %277 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %261, i1 %244) #5, !dbg !25
  %278 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %262, i1 %245) #5, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %279 = insertelement <1 x i16> poison, i16 %263, i64 0, !dbg !25
  store <1 x i16> %279, ptr addrspace(3) %122, align 2, !dbg !25
  %280 = insertelement <1 x i16> poison, i16 %265, i64 0, !dbg !25
  store <1 x i16> %280, ptr addrspace(3) %123, align 2, !dbg !25
  %281 = insertelement <1 x i16> poison, i16 %267, i64 0, !dbg !25
  store <1 x i16> %281, ptr addrspace(3) %125, align 2, !dbg !25
  %282 = insertelement <1 x i16> poison, i16 %269, i64 0, !dbg !25
  store <1 x i16> %282, ptr addrspace(3) %126, align 2, !dbg !25
  %283 = insertelement <1 x i16> poison, i16 %271, i64 0, !dbg !25
  store <1 x i16> %283, ptr addrspace(3) %128, align 2, !dbg !25
  %284 = insertelement <1 x i16> poison, i16 %273, i64 0, !dbg !25
  store <1 x i16> %284, ptr addrspace(3) %129, align 2, !dbg !25
  %285 = insertelement <1 x i16> poison, i16 %275, i64 0, !dbg !25
  store <1 x i16> %285, ptr addrspace(3) %131, align 2, !dbg !25
  %286 = insertelement <1 x i16> poison, i16 %277, i64 0, !dbg !25
  store <1 x i16> %286, ptr addrspace(3) %132, align 2, !dbg !25
  %287 = insertelement <1 x i16> poison, i16 %264, i64 0, !dbg !25
  store <1 x i16> %287, ptr addrspace(3) %134, align 2, !dbg !25
  %288 = insertelement <1 x i16> poison, i16 %266, i64 0, !dbg !25
  store <1 x i16> %288, ptr addrspace(3) %135, align 2, !dbg !25
  %289 = insertelement <1 x i16> poison, i16 %268, i64 0, !dbg !25
  store <1 x i16> %289, ptr addrspace(3) %137, align 2, !dbg !25
  %290 = insertelement <1 x i16> poison, i16 %270, i64 0, !dbg !25
  store <1 x i16> %290, ptr addrspace(3) %138, align 2, !dbg !25
  %291 = insertelement <1 x i16> poison, i16 %272, i64 0, !dbg !25
  store <1 x i16> %291, ptr addrspace(3) %140, align 2, !dbg !25
  %292 = insertelement <1 x i16> poison, i16 %274, i64 0, !dbg !25
  store <1 x i16> %292, ptr addrspace(3) %141, align 2, !dbg !25
  %293 = insertelement <1 x i16> poison, i16 %276, i64 0, !dbg !25
  store <1 x i16> %293, ptr addrspace(3) %143, align 2, !dbg !25
  %294 = insertelement <1 x i16> poison, i16 %278, i64 0, !dbg !25
  store <1 x i16> %294, ptr addrspace(3) %144, align 2, !dbg !25
  %295 = icmp slt i32 %212, %5, !dbg !26
  %296 = icmp slt i32 %213, %5, !dbg !26
  %297 = icmp slt i32 %214, %5, !dbg !26
  %298 = icmp slt i32 %215, %5, !dbg !26
  %299 = icmp slt i32 %216, %5, !dbg !26
  %300 = icmp slt i32 %217, %5, !dbg !26
  %301 = icmp slt i32 %218, %5, !dbg !26
  %302 = icmp slt i32 %219, %5, !dbg !26
  %303 = icmp slt i32 %220, %5, !dbg !26
  %304 = icmp slt i32 %221, %5, !dbg !26
  %305 = icmp slt i32 %222, %5, !dbg !26
  %306 = icmp slt i32 %223, %5, !dbg !26
  %307 = icmp slt i32 %224, %5, !dbg !26
  %308 = icmp slt i32 %225, %5, !dbg !26
  %309 = icmp slt i32 %226, %5, !dbg !26
  %310 = icmp slt i32 %227, %5, !dbg !26
  %311 = and i1 %116, %295, !dbg !27
  %312 = and i1 %116, %296, !dbg !27
  %313 = and i1 %116, %297, !dbg !27
  %314 = and i1 %116, %298, !dbg !27
  %315 = and i1 %116, %299, !dbg !27
  %316 = and i1 %116, %300, !dbg !27
  %317 = and i1 %116, %301, !dbg !27
  %318 = and i1 %116, %302, !dbg !27
  %319 = and i1 %116, %303, !dbg !27
  %320 = and i1 %116, %304, !dbg !27
  %321 = and i1 %116, %305, !dbg !27
  %322 = and i1 %116, %306, !dbg !27
  %323 = and i1 %116, %307, !dbg !27
  %324 = and i1 %116, %308, !dbg !27
  %325 = and i1 %116, %309, !dbg !27
  %326 = and i1 %116, %310, !dbg !27
  %327 = mul i32 %212, %4, !dbg !28
  %328 = mul i32 %213, %4, !dbg !28
  %329 = mul i32 %214, %4, !dbg !28
  %330 = mul i32 %215, %4, !dbg !28
  %331 = mul i32 %216, %4, !dbg !28
  %332 = mul i32 %217, %4, !dbg !28
  %333 = mul i32 %218, %4, !dbg !28
  %334 = mul i32 %219, %4, !dbg !28
  %335 = mul i32 %220, %4, !dbg !28
  %336 = mul i32 %221, %4, !dbg !28
  %337 = mul i32 %222, %4, !dbg !28
  %338 = mul i32 %223, %4, !dbg !28
  %339 = mul i32 %224, %4, !dbg !28
  %340 = mul i32 %225, %4, !dbg !28
  %341 = mul i32 %226, %4, !dbg !28
  %342 = mul i32 %227, %4, !dbg !28
  %343 = sext i32 %327 to i64, !dbg !29
  %344 = sext i32 %328 to i64, !dbg !29
  %345 = sext i32 %329 to i64, !dbg !29
  %346 = sext i32 %330 to i64, !dbg !29
  %347 = sext i32 %331 to i64, !dbg !29
  %348 = sext i32 %332 to i64, !dbg !29
  %349 = sext i32 %333 to i64, !dbg !29
  %350 = sext i32 %334 to i64, !dbg !29
  %351 = sext i32 %335 to i64, !dbg !29
  %352 = sext i32 %336 to i64, !dbg !29
  %353 = sext i32 %337 to i64, !dbg !29
  %354 = sext i32 %338 to i64, !dbg !29
  %355 = sext i32 %339 to i64, !dbg !29
  %356 = sext i32 %340 to i64, !dbg !29
  %357 = sext i32 %341 to i64, !dbg !29
  %358 = sext i32 %342 to i64, !dbg !29
  %gep = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %343, !dbg !29
  %gep65 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %344, !dbg !29
  %gep67 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %345, !dbg !29
  %gep69 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %346, !dbg !29
  %gep71 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %347, !dbg !29
  %gep73 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %348, !dbg !29
  %gep75 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %349, !dbg !29
  %gep77 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %350, !dbg !29
  %gep79 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %351, !dbg !29
  %gep81 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %352, !dbg !29
  %gep83 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %353, !dbg !29
  %gep85 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %354, !dbg !29
  %gep87 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %355, !dbg !29
  %gep89 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %356, !dbg !29
  %gep91 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %357, !dbg !29
  %gep93 = getelementptr [2 x i8], ptr addrspace(1) %invariant.gep, i64 %358, !dbg !29
  %359 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep, i1 %311) #5, !dbg !30
  %360 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep65, i1 %312) #5, !dbg !30
  %361 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep67, i1 %313) #5, !dbg !30
  %362 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep69, i1 %314) #5, !dbg !30
  %363 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep71, i1 %315) #5, !dbg !30
  %364 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep73, i1 %316) #5, !dbg !30
  %365 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep75, i1 %317) #5, !dbg !30
  %366 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep77, i1 %318) #5, !dbg !30
  %367 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep79, i1 %319) #5, !dbg !30
  %368 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep81, i1 %320) #5, !dbg !30
  %369 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep83, i1 %321) #5, !dbg !30
  %370 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep85, i1 %322) #5, !dbg !30
  %371 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep87, i1 %323) #5, !dbg !30
  %372 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep89, i1 %324) #5, !dbg !30
  %373 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep91, i1 %325) #5, !dbg !30
  %374 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %gep93, i1 %326) #5, !dbg !30
  %375 = insertelement <1 x i16> poison, i16 %359, i64 0, !dbg !30
  store <1 x i16> %375, ptr addrspace(3) %146, align 2, !dbg !30
  %376 = insertelement <1 x i16> poison, i16 %363, i64 0, !dbg !30
  store <1 x i16> %376, ptr addrspace(3) %147, align 2, !dbg !30
  %377 = insertelement <1 x i16> poison, i16 %367, i64 0, !dbg !30
  store <1 x i16> %377, ptr addrspace(3) %148, align 2, !dbg !30
  %378 = insertelement <1 x i16> poison, i16 %371, i64 0, !dbg !30
  store <1 x i16> %378, ptr addrspace(3) %149, align 2, !dbg !30
  %379 = insertelement <1 x i16> poison, i16 %360, i64 0, !dbg !30
  store <1 x i16> %379, ptr addrspace(3) %150, align 2, !dbg !30
  %380 = insertelement <1 x i16> poison, i16 %364, i64 0, !dbg !30
  store <1 x i16> %380, ptr addrspace(3) %151, align 2, !dbg !30
  %381 = insertelement <1 x i16> poison, i16 %368, i64 0, !dbg !30
  store <1 x i16> %381, ptr addrspace(3) %152, align 2, !dbg !30
  %382 = insertelement <1 x i16> poison, i16 %372, i64 0, !dbg !30
  store <1 x i16> %382, ptr addrspace(3) %153, align 2, !dbg !30
  %383 = insertelement <1 x i16> poison, i16 %361, i64 0, !dbg !30
  store <1 x i16> %383, ptr addrspace(3) %155, align 2, !dbg !30
  %384 = insertelement <1 x i16> poison, i16 %365, i64 0, !dbg !30
  store <1 x i16> %384, ptr addrspace(3) %156, align 2, !dbg !30
  %385 = insertelement <1 x i16> poison, i16 %369, i64 0, !dbg !30
  store <1 x i16> %385, ptr addrspace(3) %157, align 2, !dbg !30
  %386 = insertelement <1 x i16> poison, i16 %373, i64 0, !dbg !30
  store <1 x i16> %386, ptr addrspace(3) %158, align 2, !dbg !30
  %387 = insertelement <1 x i16> poison, i16 %362, i64 0, !dbg !30
  store <1 x i16> %387, ptr addrspace(3) %160, align 2, !dbg !30
  %388 = insertelement <1 x i16> poison, i16 %366, i64 0, !dbg !30
  store <1 x i16> %388, ptr addrspace(3) %161, align 2, !dbg !30
  %389 = insertelement <1 x i16> poison, i16 %370, i64 0, !dbg !30
  store <1 x i16> %389, ptr addrspace(3) %162, align 2, !dbg !30
  %390 = insertelement <1 x i16> poison, i16 %374, i64 0, !dbg !30
  store <1 x i16> %390, ptr addrspace(3) %163, align 2, !dbg !30
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta(), !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %391 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, i64 %169, i64 %171, i1 true) #5, !dbg !31
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 0, !dbg !31
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 1, !dbg !31
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 2, !dbg !31
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 3, !dbg !31
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 4, !dbg !31
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 5, !dbg !31
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 6, !dbg !31
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 7, !dbg !31
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 8, !dbg !31
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 9, !dbg !31
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 10, !dbg !31
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 11, !dbg !31
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 12, !dbg !31
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 13, !dbg !31
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 14, !dbg !31
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 15, !dbg !31
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 16, !dbg !31
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 17, !dbg !31
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 18, !dbg !31
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 19, !dbg !31
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 20, !dbg !31
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 21, !dbg !31
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 22, !dbg !31
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 23, !dbg !31
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 24, !dbg !31
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 25, !dbg !31
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 26, !dbg !31
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 27, !dbg !31
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 28, !dbg !31
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 29, !dbg !31
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 30, !dbg !31
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %391, 31, !dbg !31
  %424 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, i64 %174, i64 %177, i1 true) #5, !dbg !31
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 0, !dbg !31
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 1, !dbg !31
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 2, !dbg !31
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 3, !dbg !31
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 4, !dbg !31
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 5, !dbg !31
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 6, !dbg !31
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 7, !dbg !31
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 8, !dbg !31
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 9, !dbg !31
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 10, !dbg !31
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 11, !dbg !31
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 12, !dbg !31
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 13, !dbg !31
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 14, !dbg !31
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 15, !dbg !31
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 16, !dbg !31
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 17, !dbg !31
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 18, !dbg !31
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 19, !dbg !31
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 20, !dbg !31
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 21, !dbg !31
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 22, !dbg !31
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 23, !dbg !31
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 24, !dbg !31
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 25, !dbg !31
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 26, !dbg !31
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 27, !dbg !31
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 28, !dbg !31
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 29, !dbg !31
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 30, !dbg !31
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %424, 31, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %457 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #5, !dbg !31
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 0, !dbg !31
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 1, !dbg !31
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 2, !dbg !31
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 3, !dbg !31
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 4, !dbg !31
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 5, !dbg !31
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 6, !dbg !31
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 7, !dbg !31
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 8, !dbg !31
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 9, !dbg !31
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 10, !dbg !31
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 11, !dbg !31
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 12, !dbg !31
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 13, !dbg !31
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 14, !dbg !31
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 15, !dbg !31
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 16, !dbg !31
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 17, !dbg !31
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 18, !dbg !31
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 19, !dbg !31
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 20, !dbg !31
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 21, !dbg !31
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 22, !dbg !31
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 23, !dbg !31
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 24, !dbg !31
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 25, !dbg !31
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 26, !dbg !31
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 27, !dbg !31
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 28, !dbg !31
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 29, !dbg !31
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 30, !dbg !31
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %457, 31, !dbg !31
  %490 = add i32 %211, 32, !dbg !20
  %491 = icmp slt i32 %490, %5, !dbg !20
  br i1 %491, label %178, label %._crit_edge.loopexit, !dbg !20

._crit_edge.loopexit:                             ; preds = %178
  %492 = insertelement <32 x float> poison, float %458, i64 0, !dbg !32
  %493 = insertelement <32 x float> %492, float %460, i64 1, !dbg !32
  %494 = insertelement <32 x float> %493, float %474, i64 2, !dbg !32
  %495 = insertelement <32 x float> %494, float %476, i64 3, !dbg !32
  %496 = insertelement <32 x float> %495, float %459, i64 4, !dbg !32
  %497 = insertelement <32 x float> %496, float %461, i64 5, !dbg !32
  %498 = insertelement <32 x float> %497, float %475, i64 6, !dbg !32
  %499 = insertelement <32 x float> %498, float %477, i64 7, !dbg !32
  %500 = insertelement <32 x float> %499, float %462, i64 8, !dbg !32
  %501 = insertelement <32 x float> %500, float %464, i64 9, !dbg !32
  %502 = insertelement <32 x float> %501, float %478, i64 10, !dbg !32
  %503 = insertelement <32 x float> %502, float %480, i64 11, !dbg !32
  %504 = insertelement <32 x float> %503, float %463, i64 12, !dbg !32
  %505 = insertelement <32 x float> %504, float %465, i64 13, !dbg !32
  %506 = insertelement <32 x float> %505, float %479, i64 14, !dbg !32
  %507 = insertelement <32 x float> %506, float %481, i64 15, !dbg !32
  %508 = insertelement <32 x float> %507, float %466, i64 16, !dbg !32
  %509 = insertelement <32 x float> %508, float %468, i64 17, !dbg !32
  %510 = insertelement <32 x float> %509, float %482, i64 18, !dbg !32
  %511 = insertelement <32 x float> %510, float %484, i64 19, !dbg !32
  %512 = insertelement <32 x float> %511, float %467, i64 20, !dbg !32
  %513 = insertelement <32 x float> %512, float %469, i64 21, !dbg !32
  %514 = insertelement <32 x float> %513, float %483, i64 22, !dbg !32
  %515 = insertelement <32 x float> %514, float %485, i64 23, !dbg !32
  %516 = insertelement <32 x float> %515, float %470, i64 24, !dbg !32
  %517 = insertelement <32 x float> %516, float %472, i64 25, !dbg !32
  %518 = insertelement <32 x float> %517, float %486, i64 26, !dbg !32
  %519 = insertelement <32 x float> %518, float %488, i64 27, !dbg !32
  %520 = insertelement <32 x float> %519, float %471, i64 28, !dbg !32
  %521 = insertelement <32 x float> %520, float %473, i64 29, !dbg !32
  %522 = insertelement <32 x float> %521, float %487, i64 30, !dbg !32
  %523 = insertelement <32 x float> %522, float %489, i64 31, !dbg !32
  %524 = fptrunc <32 x float> %523 to <32 x bfloat>, !dbg !32
  br label %._crit_edge, !dbg !13

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i64 [ %.pre, %.._crit_edge_crit_edge ], [ %145, %._crit_edge.loopexit ], !dbg !21
  %525 = phi <32 x bfloat> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %524, %._crit_edge.loopexit ], !dbg !33
  %526 = or disjoint i32 %16, %11, !dbg !13
  %527 = or disjoint i32 %526, 62, !dbg !12
  %528 = or disjoint i32 %526, 60, !dbg !12
  %529 = or disjoint i32 %526, 58, !dbg !12
  %530 = or disjoint i32 %526, 56, !dbg !12
  %531 = or disjoint i32 %526, 54, !dbg !12
  %532 = or disjoint i32 %526, 52, !dbg !12
  %533 = or disjoint i32 %526, 50, !dbg !12
  %534 = or disjoint i32 %526, 48, !dbg !12
  %535 = or disjoint i32 %526, 46, !dbg !12
  %536 = or disjoint i32 %526, 44, !dbg !12
  %537 = or disjoint i32 %526, 42, !dbg !12
  %538 = or disjoint i32 %526, 40, !dbg !12
  %539 = or disjoint i32 %526, 38, !dbg !12
  %540 = or disjoint i32 %526, 36, !dbg !12
  %541 = or disjoint i32 %526, 34, !dbg !12
  %542 = or disjoint i32 %526, 32, !dbg !12
  %543 = or disjoint i32 %31, %11, !dbg !12
  %544 = or disjoint i32 %30, %11, !dbg !12
  %545 = or disjoint i32 %29, %11, !dbg !12
  %546 = or disjoint i32 %28, %11, !dbg !12
  %547 = or disjoint i32 %27, %11, !dbg !12
  %548 = or disjoint i32 %26, %11, !dbg !12
  %549 = or disjoint i32 %25, %11, !dbg !12
  %550 = or disjoint i32 %24, %11, !dbg !12
  %551 = or disjoint i32 %23, %11, !dbg !12
  %552 = or disjoint i32 %22, %11, !dbg !12
  %553 = or disjoint i32 %21, %11, !dbg !12
  %554 = or disjoint i32 %20, %11, !dbg !12
  %555 = or disjoint i32 %19, %11, !dbg !12
  %556 = or disjoint i32 %18, %11, !dbg !12
  %557 = or disjoint i32 %17, %11, !dbg !12
  %558 = icmp slt i32 %526, %3, !dbg !34
  %559 = icmp slt i32 %557, %3, !dbg !34
  %560 = icmp slt i32 %556, %3, !dbg !34
  %561 = icmp slt i32 %555, %3, !dbg !34
  %562 = icmp slt i32 %554, %3, !dbg !34
  %563 = icmp slt i32 %553, %3, !dbg !34
  %564 = icmp slt i32 %552, %3, !dbg !34
  %565 = icmp slt i32 %551, %3, !dbg !34
  %566 = icmp slt i32 %550, %3, !dbg !34
  %567 = icmp slt i32 %549, %3, !dbg !34
  %568 = icmp slt i32 %548, %3, !dbg !34
  %569 = icmp slt i32 %547, %3, !dbg !34
  %570 = icmp slt i32 %546, %3, !dbg !34
  %571 = icmp slt i32 %545, %3, !dbg !34
  %572 = icmp slt i32 %544, %3, !dbg !34
  %573 = icmp slt i32 %543, %3, !dbg !34
  %574 = icmp slt i32 %542, %3, !dbg !34
  %575 = icmp slt i32 %541, %3, !dbg !34
  %576 = icmp slt i32 %540, %3, !dbg !34
  %577 = icmp slt i32 %539, %3, !dbg !34
  %578 = icmp slt i32 %538, %3, !dbg !34
  %579 = icmp slt i32 %537, %3, !dbg !34
  %580 = icmp slt i32 %536, %3, !dbg !34
  %581 = icmp slt i32 %535, %3, !dbg !34
  %582 = icmp slt i32 %534, %3, !dbg !34
  %583 = icmp slt i32 %533, %3, !dbg !34
  %584 = icmp slt i32 %532, %3, !dbg !34
  %585 = icmp slt i32 %531, %3, !dbg !34
  %586 = icmp slt i32 %530, %3, !dbg !34
  %587 = icmp slt i32 %529, %3, !dbg !34
  %588 = icmp slt i32 %528, %3, !dbg !34
  %589 = icmp slt i32 %527, %3, !dbg !34
  %590 = and i1 %558, %116, !dbg !35
  %591 = and i1 %559, %116, !dbg !35
  %592 = and i1 %560, %116, !dbg !35
  %593 = and i1 %561, %116, !dbg !35
  %594 = and i1 %562, %116, !dbg !35
  %595 = and i1 %563, %116, !dbg !35
  %596 = and i1 %564, %116, !dbg !35
  %597 = and i1 %565, %116, !dbg !35
  %598 = and i1 %566, %116, !dbg !35
  %599 = and i1 %567, %116, !dbg !35
  %600 = and i1 %568, %116, !dbg !35
  %601 = and i1 %569, %116, !dbg !35
  %602 = and i1 %570, %116, !dbg !35
  %603 = and i1 %571, %116, !dbg !35
  %604 = and i1 %572, %116, !dbg !35
  %605 = and i1 %573, %116, !dbg !35
  %606 = and i1 %574, %116, !dbg !35
  %607 = and i1 %575, %116, !dbg !35
  %608 = and i1 %576, %116, !dbg !35
  %609 = and i1 %577, %116, !dbg !35
  %610 = and i1 %578, %116, !dbg !35
  %611 = and i1 %579, %116, !dbg !35
  %612 = and i1 %580, %116, !dbg !35
  %613 = and i1 %581, %116, !dbg !35
  %614 = and i1 %582, %116, !dbg !35
  %615 = and i1 %583, %116, !dbg !35
  %616 = and i1 %584, %116, !dbg !35
  %617 = and i1 %585, %116, !dbg !35
  %618 = and i1 %586, %116, !dbg !35
  %619 = and i1 %587, %116, !dbg !35
  %620 = and i1 %588, %116, !dbg !35
  %621 = and i1 %589, %116, !dbg !35
  %622 = mul i32 %4, %526, !dbg !36
  %623 = mul i32 %4, %557, !dbg !36
  %624 = mul i32 %4, %556, !dbg !36
  %625 = mul i32 %4, %555, !dbg !36
  %626 = mul i32 %4, %554, !dbg !36
  %627 = mul i32 %4, %553, !dbg !36
  %628 = mul i32 %4, %552, !dbg !36
  %629 = mul i32 %4, %551, !dbg !36
  %630 = mul i32 %4, %550, !dbg !36
  %631 = mul i32 %4, %549, !dbg !36
  %632 = mul i32 %4, %548, !dbg !36
  %633 = mul i32 %4, %547, !dbg !36
  %634 = mul i32 %4, %546, !dbg !36
  %635 = mul i32 %4, %545, !dbg !36
  %636 = mul i32 %4, %544, !dbg !36
  %637 = mul i32 %4, %543, !dbg !36
  %638 = mul i32 %4, %542, !dbg !36
  %639 = mul i32 %4, %541, !dbg !36
  %640 = mul i32 %4, %540, !dbg !36
  %641 = mul i32 %4, %539, !dbg !36
  %642 = mul i32 %4, %538, !dbg !36
  %643 = mul i32 %4, %537, !dbg !36
  %644 = mul i32 %4, %536, !dbg !36
  %645 = mul i32 %4, %535, !dbg !36
  %646 = mul i32 %4, %534, !dbg !36
  %647 = mul i32 %4, %533, !dbg !36
  %648 = mul i32 %4, %532, !dbg !36
  %649 = mul i32 %4, %531, !dbg !36
  %650 = mul i32 %4, %530, !dbg !36
  %651 = mul i32 %4, %529, !dbg !36
  %652 = mul i32 %4, %528, !dbg !36
  %653 = mul i32 %4, %527, !dbg !36
  %654 = sext i32 %622 to i64, !dbg !21
  %655 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %654, !dbg !21
  %656 = sext i32 %623 to i64, !dbg !21
  %657 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %656, !dbg !21
  %658 = sext i32 %624 to i64, !dbg !21
  %659 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %658, !dbg !21
  %660 = sext i32 %625 to i64, !dbg !21
  %661 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %660, !dbg !21
  %662 = sext i32 %626 to i64, !dbg !21
  %663 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %662, !dbg !21
  %664 = sext i32 %627 to i64, !dbg !21
  %665 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %664, !dbg !21
  %666 = sext i32 %628 to i64, !dbg !21
  %667 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %666, !dbg !21
  %668 = sext i32 %629 to i64, !dbg !21
  %669 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %668, !dbg !21
  %670 = sext i32 %630 to i64, !dbg !21
  %671 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %670, !dbg !21
  %672 = sext i32 %631 to i64, !dbg !21
  %673 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %672, !dbg !21
  %674 = sext i32 %632 to i64, !dbg !21
  %675 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %674, !dbg !21
  %676 = sext i32 %633 to i64, !dbg !21
  %677 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %676, !dbg !21
  %678 = sext i32 %634 to i64, !dbg !21
  %679 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %678, !dbg !21
  %680 = sext i32 %635 to i64, !dbg !21
  %681 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %680, !dbg !21
  %682 = sext i32 %636 to i64, !dbg !21
  %683 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %682, !dbg !21
  %684 = sext i32 %637 to i64, !dbg !21
  %685 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %684, !dbg !21
  %686 = sext i32 %638 to i64, !dbg !21
  %687 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %686, !dbg !21
  %688 = sext i32 %639 to i64, !dbg !21
  %689 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %688, !dbg !21
  %690 = sext i32 %640 to i64, !dbg !21
  %691 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %690, !dbg !21
  %692 = sext i32 %641 to i64, !dbg !21
  %693 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %692, !dbg !21
  %694 = sext i32 %642 to i64, !dbg !21
  %695 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %694, !dbg !21
  %696 = sext i32 %643 to i64, !dbg !21
  %697 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %696, !dbg !21
  %698 = sext i32 %644 to i64, !dbg !21
  %699 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %698, !dbg !21
  %700 = sext i32 %645 to i64, !dbg !21
  %701 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %700, !dbg !21
  %702 = sext i32 %646 to i64, !dbg !21
  %703 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %702, !dbg !21
  %704 = sext i32 %647 to i64, !dbg !21
  %705 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %704, !dbg !21
  %706 = sext i32 %648 to i64, !dbg !21
  %707 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %706, !dbg !21
  %708 = sext i32 %649 to i64, !dbg !21
  %709 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %708, !dbg !21
  %710 = sext i32 %650 to i64, !dbg !21
  %711 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %710, !dbg !21
  %712 = sext i32 %651 to i64, !dbg !21
  %713 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %712, !dbg !21
  %714 = sext i32 %652 to i64, !dbg !21
  %715 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %714, !dbg !21
  %716 = sext i32 %653 to i64, !dbg !21
  %717 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %716, !dbg !21
  %718 = getelementptr [2 x i8], ptr addrspace(1) %655, i64 %.pre-phi, !dbg !21
  %719 = getelementptr [2 x i8], ptr addrspace(1) %657, i64 %.pre-phi, !dbg !21
  %720 = getelementptr [2 x i8], ptr addrspace(1) %659, i64 %.pre-phi, !dbg !21
  %721 = getelementptr [2 x i8], ptr addrspace(1) %661, i64 %.pre-phi, !dbg !21
  %722 = getelementptr [2 x i8], ptr addrspace(1) %663, i64 %.pre-phi, !dbg !21
  %723 = getelementptr [2 x i8], ptr addrspace(1) %665, i64 %.pre-phi, !dbg !21
  %724 = getelementptr [2 x i8], ptr addrspace(1) %667, i64 %.pre-phi, !dbg !21
  %725 = getelementptr [2 x i8], ptr addrspace(1) %669, i64 %.pre-phi, !dbg !21
  %726 = getelementptr [2 x i8], ptr addrspace(1) %671, i64 %.pre-phi, !dbg !21
  %727 = getelementptr [2 x i8], ptr addrspace(1) %673, i64 %.pre-phi, !dbg !21
  %728 = getelementptr [2 x i8], ptr addrspace(1) %675, i64 %.pre-phi, !dbg !21
  %729 = getelementptr [2 x i8], ptr addrspace(1) %677, i64 %.pre-phi, !dbg !21
  %730 = getelementptr [2 x i8], ptr addrspace(1) %679, i64 %.pre-phi, !dbg !21
  %731 = getelementptr [2 x i8], ptr addrspace(1) %681, i64 %.pre-phi, !dbg !21
  %732 = getelementptr [2 x i8], ptr addrspace(1) %683, i64 %.pre-phi, !dbg !21
  %733 = getelementptr [2 x i8], ptr addrspace(1) %685, i64 %.pre-phi, !dbg !21
  %734 = getelementptr [2 x i8], ptr addrspace(1) %687, i64 %.pre-phi, !dbg !21
  %735 = getelementptr [2 x i8], ptr addrspace(1) %689, i64 %.pre-phi, !dbg !21
  %736 = getelementptr [2 x i8], ptr addrspace(1) %691, i64 %.pre-phi, !dbg !21
  %737 = getelementptr [2 x i8], ptr addrspace(1) %693, i64 %.pre-phi, !dbg !21
  %738 = getelementptr [2 x i8], ptr addrspace(1) %695, i64 %.pre-phi, !dbg !21
  %739 = getelementptr [2 x i8], ptr addrspace(1) %697, i64 %.pre-phi, !dbg !21
  %740 = getelementptr [2 x i8], ptr addrspace(1) %699, i64 %.pre-phi, !dbg !21
  %741 = getelementptr [2 x i8], ptr addrspace(1) %701, i64 %.pre-phi, !dbg !21
  %742 = getelementptr [2 x i8], ptr addrspace(1) %703, i64 %.pre-phi, !dbg !21
  %743 = getelementptr [2 x i8], ptr addrspace(1) %705, i64 %.pre-phi, !dbg !21
  %744 = getelementptr [2 x i8], ptr addrspace(1) %707, i64 %.pre-phi, !dbg !21
  %745 = getelementptr [2 x i8], ptr addrspace(1) %709, i64 %.pre-phi, !dbg !21
  %746 = getelementptr [2 x i8], ptr addrspace(1) %711, i64 %.pre-phi, !dbg !21
  %747 = getelementptr [2 x i8], ptr addrspace(1) %713, i64 %.pre-phi, !dbg !21
  %748 = getelementptr [2 x i8], ptr addrspace(1) %715, i64 %.pre-phi, !dbg !21
  %749 = getelementptr [2 x i8], ptr addrspace(1) %717, i64 %.pre-phi, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %750 = and i32 %12, 28, !dbg !37
  %751 = shl nuw nsw i32 %750, 8, !dbg !37
  %752 = shl nuw nsw i32 %12, 5, !dbg !37
  %753 = and i32 %752, 96, !dbg !37
  %754 = shl nuw nsw i32 %13, 2, !dbg !37
  %755 = or disjoint i32 %751, %753, !dbg !37
  %756 = or disjoint i32 %755, %754, !dbg !37
  %757 = or disjoint i32 %756, %750, !dbg !37
  %758 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %757, !dbg !37
  %759 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 0, i32 1>, !dbg !37
  store <2 x bfloat> %759, ptr addrspace(3) %758, align 4, !dbg !37
  %760 = getelementptr inbounds nuw i8, ptr addrspace(3) %758, i32 512, !dbg !37
  %761 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 2, i32 3>, !dbg !37
  store <2 x bfloat> %761, ptr addrspace(3) %760, align 4, !dbg !37
  %762 = xor i32 %757, 4, !dbg !37
  %763 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %762, !dbg !37
  %764 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 4, i32 5>, !dbg !37
  store <2 x bfloat> %764, ptr addrspace(3) %763, align 4, !dbg !37
  %765 = getelementptr inbounds nuw i8, ptr addrspace(3) %763, i32 512, !dbg !37
  %766 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 6, i32 7>, !dbg !37
  store <2 x bfloat> %766, ptr addrspace(3) %765, align 4, !dbg !37
  %767 = xor i32 %757, 8, !dbg !37
  %768 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %767, !dbg !37
  %769 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 8, i32 9>, !dbg !37
  store <2 x bfloat> %769, ptr addrspace(3) %768, align 4, !dbg !37
  %770 = getelementptr inbounds nuw i8, ptr addrspace(3) %768, i32 512, !dbg !37
  %771 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 10, i32 11>, !dbg !37
  store <2 x bfloat> %771, ptr addrspace(3) %770, align 4, !dbg !37
  %772 = xor i32 %757, 12, !dbg !37
  %773 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %772, !dbg !37
  %774 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 12, i32 13>, !dbg !37
  store <2 x bfloat> %774, ptr addrspace(3) %773, align 4, !dbg !37
  %775 = getelementptr inbounds nuw i8, ptr addrspace(3) %773, i32 512, !dbg !37
  %776 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 14, i32 15>, !dbg !37
  store <2 x bfloat> %776, ptr addrspace(3) %775, align 4, !dbg !37
  %777 = xor i32 %757, 16, !dbg !37
  %778 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %777, !dbg !37
  %779 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 16, i32 17>, !dbg !37
  store <2 x bfloat> %779, ptr addrspace(3) %778, align 4, !dbg !37
  %780 = getelementptr inbounds nuw i8, ptr addrspace(3) %778, i32 512, !dbg !37
  %781 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 18, i32 19>, !dbg !37
  store <2 x bfloat> %781, ptr addrspace(3) %780, align 4, !dbg !37
  %782 = xor i32 %757, 20, !dbg !37
  %783 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %782, !dbg !37
  %784 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 20, i32 21>, !dbg !37
  store <2 x bfloat> %784, ptr addrspace(3) %783, align 4, !dbg !37
  %785 = getelementptr inbounds nuw i8, ptr addrspace(3) %783, i32 512, !dbg !37
  %786 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 22, i32 23>, !dbg !37
  store <2 x bfloat> %786, ptr addrspace(3) %785, align 4, !dbg !37
  %787 = xor i32 %757, 24, !dbg !37
  %788 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %787, !dbg !37
  %789 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 24, i32 25>, !dbg !37
  store <2 x bfloat> %789, ptr addrspace(3) %788, align 4, !dbg !37
  %790 = getelementptr inbounds nuw i8, ptr addrspace(3) %788, i32 512, !dbg !37
  %791 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 26, i32 27>, !dbg !37
  store <2 x bfloat> %791, ptr addrspace(3) %790, align 4, !dbg !37
  %792 = xor i32 %757, 28, !dbg !37
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %792, !dbg !37
  %794 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 28, i32 29>, !dbg !37
  store <2 x bfloat> %794, ptr addrspace(3) %793, align 4, !dbg !37
  %795 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 512, !dbg !37
  %796 = shufflevector <32 x bfloat> %525, <32 x bfloat> poison, <2 x i32> <i32 30, i32 31>, !dbg !37
  store <2 x bfloat> %796, ptr addrspace(3) %795, align 4, !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %797 = shl nuw nsw i32 %12, 4, !dbg !37
  %798 = and i32 %797, 608, !dbg !37
  %799 = and i32 %12, 24, !dbg !37
  %800 = shl nuw nsw i32 %12, 2, !dbg !37
  %801 = and i32 %800, 4, !dbg !37
  %802 = icmp eq i32 %15, 0, !dbg !37
  %803 = select i1 %802, i32 0, i32 1028, !dbg !37
  %804 = or disjoint i32 %798, %799, !dbg !37
  %805 = xor i32 %803, %801, !dbg !37
  %806 = or disjoint i32 %804, %805, !dbg !37
  %807 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %806, !dbg !37
  %808 = load <2 x i16>, ptr addrspace(3) %807, align 4, !dbg !37
  %809 = getelementptr inbounds nuw i8, ptr addrspace(3) %807, i32 128, !dbg !37
  %810 = load <2 x i16>, ptr addrspace(3) %809, align 4, !dbg !37
  %811 = getelementptr inbounds nuw i8, ptr addrspace(3) %807, i32 256, !dbg !37
  %812 = load <2 x i16>, ptr addrspace(3) %811, align 4, !dbg !37
  %813 = getelementptr inbounds nuw i8, ptr addrspace(3) %807, i32 384, !dbg !37
  %814 = load <2 x i16>, ptr addrspace(3) %813, align 4, !dbg !37
  %815 = xor i32 %806, 2056, !dbg !37
  %816 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %815, !dbg !37
  %817 = load <2 x i16>, ptr addrspace(3) %816, align 4, !dbg !37
  %818 = getelementptr inbounds nuw i8, ptr addrspace(3) %816, i32 128, !dbg !37
  %819 = load <2 x i16>, ptr addrspace(3) %818, align 4, !dbg !37
  %820 = getelementptr inbounds nuw i8, ptr addrspace(3) %816, i32 256, !dbg !37
  %821 = load <2 x i16>, ptr addrspace(3) %820, align 4, !dbg !37
  %822 = getelementptr inbounds nuw i8, ptr addrspace(3) %816, i32 384, !dbg !37
  %823 = load <2 x i16>, ptr addrspace(3) %822, align 4, !dbg !37
  %824 = xor i32 %806, 4112, !dbg !37
  %825 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %824, !dbg !37
  %826 = load <2 x i16>, ptr addrspace(3) %825, align 4, !dbg !37
  %827 = getelementptr inbounds nuw i8, ptr addrspace(3) %825, i32 128, !dbg !37
  %828 = load <2 x i16>, ptr addrspace(3) %827, align 4, !dbg !37
  %829 = getelementptr inbounds nuw i8, ptr addrspace(3) %825, i32 256, !dbg !37
  %830 = load <2 x i16>, ptr addrspace(3) %829, align 4, !dbg !37
  %831 = getelementptr inbounds nuw i8, ptr addrspace(3) %825, i32 384, !dbg !37
  %832 = load <2 x i16>, ptr addrspace(3) %831, align 4, !dbg !37
  %833 = xor i32 %806, 6168, !dbg !37
  %834 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %833, !dbg !37
  %835 = load <2 x i16>, ptr addrspace(3) %834, align 4, !dbg !37
  %836 = getelementptr inbounds nuw i8, ptr addrspace(3) %834, i32 128, !dbg !37
  %837 = load <2 x i16>, ptr addrspace(3) %836, align 4, !dbg !37
  %838 = getelementptr inbounds nuw i8, ptr addrspace(3) %834, i32 256, !dbg !37
  %839 = load <2 x i16>, ptr addrspace(3) %838, align 4, !dbg !37
  %840 = getelementptr inbounds nuw i8, ptr addrspace(3) %834, i32 384, !dbg !37
  %841 = load <2 x i16>, ptr addrspace(3) %840, align 4, !dbg !37
  %.extract = extractelement <2 x i16> %808, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract, ptr addrspace(1) %718, i1 %590) #5, !dbg !37
  %.extract33 = extractelement <2 x i16> %817, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract33, ptr addrspace(1) %719, i1 %591) #5, !dbg !37
  %.extract34 = extractelement <2 x i16> %826, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract34, ptr addrspace(1) %720, i1 %592) #5, !dbg !37
  %.extract35 = extractelement <2 x i16> %835, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract35, ptr addrspace(1) %721, i1 %593) #5, !dbg !37
  %.extract36 = extractelement <2 x i16> %808, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract36, ptr addrspace(1) %722, i1 %594) #5, !dbg !37
  %.extract37 = extractelement <2 x i16> %817, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract37, ptr addrspace(1) %723, i1 %595) #5, !dbg !37
  %.extract38 = extractelement <2 x i16> %826, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract38, ptr addrspace(1) %724, i1 %596) #5, !dbg !37
  %.extract39 = extractelement <2 x i16> %835, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract39, ptr addrspace(1) %725, i1 %597) #5, !dbg !37
  %.extract40 = extractelement <2 x i16> %810, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract40, ptr addrspace(1) %726, i1 %598) #5, !dbg !37
  %.extract41 = extractelement <2 x i16> %819, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract41, ptr addrspace(1) %727, i1 %599) #5, !dbg !37
  %.extract42 = extractelement <2 x i16> %828, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract42, ptr addrspace(1) %728, i1 %600) #5, !dbg !37
  %.extract43 = extractelement <2 x i16> %837, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract43, ptr addrspace(1) %729, i1 %601) #5, !dbg !37
  %.extract44 = extractelement <2 x i16> %810, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract44, ptr addrspace(1) %730, i1 %602) #5, !dbg !37
  %.extract45 = extractelement <2 x i16> %819, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract45, ptr addrspace(1) %731, i1 %603) #5, !dbg !37
  %.extract46 = extractelement <2 x i16> %828, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract46, ptr addrspace(1) %732, i1 %604) #5, !dbg !37
  %.extract47 = extractelement <2 x i16> %837, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract47, ptr addrspace(1) %733, i1 %605) #5, !dbg !37
  %.extract48 = extractelement <2 x i16> %812, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract48, ptr addrspace(1) %734, i1 %606) #5, !dbg !37
  %.extract49 = extractelement <2 x i16> %821, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract49, ptr addrspace(1) %735, i1 %607) #5, !dbg !37
  %.extract50 = extractelement <2 x i16> %830, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract50, ptr addrspace(1) %736, i1 %608) #5, !dbg !37
  %.extract51 = extractelement <2 x i16> %839, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract51, ptr addrspace(1) %737, i1 %609) #5, !dbg !37
  %.extract52 = extractelement <2 x i16> %812, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract52, ptr addrspace(1) %738, i1 %610) #5, !dbg !37
  %.extract53 = extractelement <2 x i16> %821, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract53, ptr addrspace(1) %739, i1 %611) #5, !dbg !37
  %.extract54 = extractelement <2 x i16> %830, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract54, ptr addrspace(1) %740, i1 %612) #5, !dbg !37
  %.extract55 = extractelement <2 x i16> %839, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract55, ptr addrspace(1) %741, i1 %613) #5, !dbg !37
  %.extract56 = extractelement <2 x i16> %814, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract56, ptr addrspace(1) %742, i1 %614) #5, !dbg !37
  %.extract57 = extractelement <2 x i16> %823, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract57, ptr addrspace(1) %743, i1 %615) #5, !dbg !37
  %.extract58 = extractelement <2 x i16> %832, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract58, ptr addrspace(1) %744, i1 %616) #5, !dbg !37
  %.extract59 = extractelement <2 x i16> %841, i64 0, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract59, ptr addrspace(1) %745, i1 %617) #5, !dbg !37
  %.extract60 = extractelement <2 x i16> %814, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract60, ptr addrspace(1) %746, i1 %618) #5, !dbg !37
  %.extract61 = extractelement <2 x i16> %823, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract61, ptr addrspace(1) %747, i1 %619) #5, !dbg !37
  %.extract62 = extractelement <2 x i16> %832, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract62, ptr addrspace(1) %748, i1 %620) #5, !dbg !37
  %.extract63 = extractelement <2 x i16> %841, i64 1, !dbg !37
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %.extract63, ptr addrspace(1) %749, i1 %621) #5, !dbg !37
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "bf16_matmul", linkageName: "bf16_matmul", scope: !1, file: !1, line: 64, type: !5, scopeLine: 64, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !9, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 66, column: 14, scope: !4)
!11 = !DILocation(line: 66, column: 32, scope: !4)
!12 = !DILocation(line: 67, column: 10, scope: !4)
!13 = !DILocation(line: 67, column: 25, scope: !4)
!14 = !DILocation(line: 68, column: 10, scope: !4)
!15 = !DILocation(line: 69, column: 10, scope: !4)
!16 = !DILocation(line: 73, column: 27, scope: !4)
!17 = !DILocation(line: 72, column: 29, scope: !4)
!18 = !DILocation(line: 72, column: 21, scope: !4)
!19 = !DILocation(line: 75, column: 53, scope: !4)
!20 = !DILocation(line: 71, column: 5, scope: !4)
!21 = !DILocation(line: 77, column: 14, scope: !4)
!22 = !DILocation(line: 73, column: 48, scope: !4)
!23 = !DILocation(line: 73, column: 47, scope: !4)
!24 = !DILocation(line: 73, column: 26, scope: !4)
!25 = !DILocation(line: 72, column: 13, scope: !4)
!26 = !DILocation(line: 75, column: 27, scope: !4)
!27 = !DILocation(line: 75, column: 26, scope: !4)
!28 = !DILocation(line: 74, column: 29, scope: !4)
!29 = !DILocation(line: 74, column: 21, scope: !4)
!30 = !DILocation(line: 74, column: 13, scope: !4)
!31 = !DILocation(line: 76, column: 16, scope: !4)
!32 = !DILocation(line: 77, column: 53, scope: !4)
!33 = !DILocation(line: 70, column: 11, scope: !4)
!34 = !DILocation(line: 78, column: 20, scope: !4)
!35 = !DILocation(line: 78, column: 19, scope: !4)
!36 = !DILocation(line: 77, column: 22, scope: !4)
!37 = !DILocation(line: 77, column: 5, scope: !4)
!38 = !DILocation(line: 64, column: 1, scope: !4)
