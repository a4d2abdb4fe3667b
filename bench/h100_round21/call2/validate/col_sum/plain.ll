; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @col_sum_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !36 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %9 = shl i32 %8, 6, !dbg !37
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %11 = and i32 %10, 15, !dbg !37
  %12 = shl nuw nsw i32 %11, 2, !dbg !37
  %13 = or disjoint i32 %12, %9, !dbg !37
  %14 = icmp slt i32 %13, %3, !dbg !37
  %15 = lshr i32 %10, 4, !dbg !37
  %16 = and i32 %15, 7, !dbg !37
  %17 = sext i32 %4 to i64, !dbg !37
  %18 = icmp sgt i32 %2, 0, !dbg !37
  br i1 %18, label %.lr.ph, label %._crit_edge, !dbg !37

.lr.ph:                                           ; preds = %7
  %19 = sext i32 %13 to i64, !dbg !38
  %invariant.gep = getelementptr float, ptr addrspace(1) %0, i64 %19, !dbg !38
  br label %20, !dbg !38

20:                                               ; preds = %20, %.lr.ph
  %21 = phi i32 [ 0, %.lr.ph ], [ %86, %20 ], !dbg !39
  %22 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %85, %20 ], !dbg !39
  %23 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %84, %20 ], !dbg !39
  %24 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %82, %20 ], !dbg !39
  %25 = phi <4 x float> [ zeroinitializer, %.lr.ph ], [ %83, %20 ], !dbg !39
  %26 = or disjoint i32 %21, %16, !dbg !39
  %27 = or disjoint i32 %26, 8, !dbg !39
  %28 = or disjoint i32 %26, 16, !dbg !39
  %29 = or disjoint i32 %26, 24, !dbg !39
  %30 = icmp slt i32 %26, %2, !dbg !39
  %31 = icmp slt i32 %28, %2, !dbg !39
  %32 = and i1 %14, %30, !dbg !39
  %33 = and i1 %14, %31, !dbg !39
  %34 = sext i32 %26 to i64, !dbg !39
  %35 = sext i32 %27 to i64, !dbg !39
  %36 = sext i32 %28 to i64, !dbg !39
  %37 = sext i32 %29 to i64, !dbg !39
  %38 = mul nsw i64 %34, %17, !dbg !39
  %39 = mul nsw i64 %35, %17, !dbg !39
  %40 = mul nsw i64 %36, %17, !dbg !39
  %41 = mul nsw i64 %37, %17, !dbg !39
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %38, !dbg !39
  %gep3 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %39, !dbg !39
  %gep5 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %40, !dbg !39
  %gep7 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %41, !dbg !39
  %42 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %gep, i1 %32) #5, !dbg !39
  %43 = extractvalue { i32, i32, i32, i32 } %42, 0, !dbg !39
  %44 = extractvalue { i32, i32, i32, i32 } %42, 1, !dbg !39
  %45 = extractvalue { i32, i32, i32, i32 } %42, 2, !dbg !39
  %46 = extractvalue { i32, i32, i32, i32 } %42, 3, !dbg !39
  %47 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %gep3, i1 %32) #5, !dbg !39
  %48 = extractvalue { i32, i32, i32, i32 } %47, 0, !dbg !39
  %49 = extractvalue { i32, i32, i32, i32 } %47, 1, !dbg !39
  %50 = extractvalue { i32, i32, i32, i32 } %47, 2, !dbg !39
  %51 = extractvalue { i32, i32, i32, i32 } %47, 3, !dbg !39
  %52 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %gep5, i1 %33) #5, !dbg !39
  %53 = extractvalue { i32, i32, i32, i32 } %52, 0, !dbg !39
  %54 = extractvalue { i32, i32, i32, i32 } %52, 1, !dbg !39
  %55 = extractvalue { i32, i32, i32, i32 } %52, 2, !dbg !39
  %56 = extractvalue { i32, i32, i32, i32 } %52, 3, !dbg !39
  %57 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %gep7, i1 %33) #5, !dbg !39
  %58 = extractvalue { i32, i32, i32, i32 } %57, 0, !dbg !39
  %59 = extractvalue { i32, i32, i32, i32 } %57, 1, !dbg !39
  %60 = extractvalue { i32, i32, i32, i32 } %57, 2, !dbg !39
  %61 = extractvalue { i32, i32, i32, i32 } %57, 3, !dbg !39
  %62 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !39
  %63 = insertelement <4 x i32> %62, i32 %44, i64 1, !dbg !39
  %64 = insertelement <4 x i32> %63, i32 %45, i64 2, !dbg !39
  %65 = insertelement <4 x i32> %64, i32 %46, i64 3, !dbg !39
  %66 = bitcast <4 x i32> %65 to <4 x float>, !dbg !39
  %67 = insertelement <4 x i32> poison, i32 %48, i64 0, !dbg !39
  %68 = insertelement <4 x i32> %67, i32 %49, i64 1, !dbg !39
  %69 = insertelement <4 x i32> %68, i32 %50, i64 2, !dbg !39
  %70 = insertelement <4 x i32> %69, i32 %51, i64 3, !dbg !39
  %71 = bitcast <4 x i32> %70 to <4 x float>, !dbg !39
  %72 = insertelement <4 x i32> poison, i32 %53, i64 0, !dbg !39
  %73 = insertelement <4 x i32> %72, i32 %54, i64 1, !dbg !39
  %74 = insertelement <4 x i32> %73, i32 %55, i64 2, !dbg !39
  %75 = insertelement <4 x i32> %74, i32 %56, i64 3, !dbg !39
  %76 = bitcast <4 x i32> %75 to <4 x float>, !dbg !39
  %77 = insertelement <4 x i32> poison, i32 %58, i64 0, !dbg !39
  %78 = insertelement <4 x i32> %77, i32 %59, i64 1, !dbg !39
  %79 = insertelement <4 x i32> %78, i32 %60, i64 2, !dbg !39
  %80 = insertelement <4 x i32> %79, i32 %61, i64 3, !dbg !39
  %81 = bitcast <4 x i32> %80 to <4 x float>, !dbg !39
  %82 = fadd <4 x float> %24, %66, !dbg !39
  %83 = fadd <4 x float> %25, %71, !dbg !39
  %84 = fadd <4 x float> %23, %76, !dbg !39
  %85 = fadd <4 x float> %22, %81, !dbg !39
  %86 = add i32 %21, 32, !dbg !39
  %87 = icmp slt i32 %86, %2, !dbg !39
  br i1 %87, label %20, label %._crit_edge.loopexit, !dbg !39

._crit_edge.loopexit:                             ; preds = %20
  %88 = fadd <4 x float> %82, %83, !dbg !40
  %89 = fadd <4 x float> %84, %88, !dbg !40
  %90 = fadd <4 x float> %85, %89, !dbg !40
  br label %._crit_edge, !dbg !40

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %7
  %91 = phi <4 x float> [ zeroinitializer, %7 ], [ %90, %._crit_edge.loopexit ], !dbg !41
  %92 = and i32 %10, 63, !dbg !41
  %93 = or disjoint i32 %9, %92, !dbg !41
  %94 = icmp slt i32 %93, %3, !dbg !41
  %95 = and i32 %10, 16, !dbg !41
  %96 = and i32 %10, 127, !dbg !41
  %97 = lshr i32 %96, 5, !dbg !41
  %98 = sext i32 %93 to i64, !dbg !41
  %99 = getelementptr float, ptr addrspace(1) %1, i64 %98, !dbg !41
  %100 = extractelement <4 x float> %91, i64 0, !dbg !41
  %101 = bitcast float %100 to i32, !dbg !41
  %102 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 16, i32 31), !dbg !41
  %103 = bitcast i32 %102 to float, !dbg !41
  %104 = fadd float %100, %103, !dbg !41
  %105 = extractelement <4 x float> %91, i64 1, !dbg !41
  %106 = bitcast float %105 to i32, !dbg !41
  %107 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 16, i32 31), !dbg !41
  %108 = bitcast i32 %107 to float, !dbg !41
  %109 = fadd float %105, %108, !dbg !41
  %110 = extractelement <4 x float> %91, i64 2, !dbg !41
  %111 = bitcast float %110 to i32, !dbg !41
  %112 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 16, i32 31), !dbg !41
  %113 = bitcast i32 %112 to float, !dbg !41
  %114 = fadd float %110, %113, !dbg !41
  %115 = extractelement <4 x float> %91, i64 3, !dbg !41
  %116 = bitcast float %115 to i32, !dbg !41
  %117 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 16, i32 31), !dbg !41
  %118 = bitcast i32 %117 to float, !dbg !41
  %119 = fadd float %115, %118, !dbg !41
  %120 = icmp eq i32 %95, 0, !dbg !41
  %121 = shl nuw nsw i32 %11, 4, !dbg !41
  %122 = getelementptr float, ptr addrspace(3) @global_smem, i32 %121, !dbg !41
  %123 = getelementptr float, ptr addrspace(3) %122, i32 %97, !dbg !41
  %124 = bitcast float %104 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %123, <1 x i32> %124, i1 %120) #5, !dbg !41
  %125 = getelementptr i8, ptr addrspace(3) %122, i32 16, !dbg !41
  %126 = getelementptr float, ptr addrspace(3) %125, i32 %97, !dbg !41
  %127 = bitcast float %109 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %126, <1 x i32> %127, i1 %120) #5, !dbg !41
  %128 = getelementptr i8, ptr addrspace(3) %122, i32 32, !dbg !41
  %129 = getelementptr float, ptr addrspace(3) %128, i32 %97, !dbg !41
  %130 = bitcast float %114 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %129, <1 x i32> %130, i1 %120) #5, !dbg !41
  %131 = getelementptr i8, ptr addrspace(3) %122, i32 48, !dbg !41
  %132 = getelementptr float, ptr addrspace(3) %131, i32 %97, !dbg !41
  %133 = bitcast float %119 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %132, <1 x i32> %133, i1 %120) #5, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %134 = getelementptr float, ptr addrspace(3) @global_smem, i32 %96, !dbg !41
  %135 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %134, i1 true) #5, !dbg !41
  %136 = bitcast i32 %135 to float, !dbg !41
  %137 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %135, i32 2, i32 31), !dbg !41
  %138 = bitcast i32 %137 to float, !dbg !41
  %139 = fadd float %136, %138, !dbg !41
  %140 = bitcast float %139 to i32, !dbg !41
  %141 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %140, i32 1, i32 31), !dbg !41
  %142 = bitcast i32 %141 to float, !dbg !41
  %143 = fadd float %139, %142, !dbg !41
  %144 = and i32 %10, 3, !dbg !41
  %145 = icmp eq i32 %144, 0, !dbg !41
  %146 = bitcast float %143 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %134, <1 x i32> %146, i1 %145) #5, !dbg !41
  %147 = getelementptr i8, ptr addrspace(3) %134, i32 512, !dbg !41
  %148 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %147, i1 true) #5, !dbg !41
  %149 = bitcast i32 %148 to float, !dbg !41
  %150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 2, i32 31), !dbg !41
  %151 = bitcast i32 %150 to float, !dbg !41
  %152 = fadd float %149, %151, !dbg !41
  %153 = bitcast float %152 to i32, !dbg !41
  %154 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 1, i32 31), !dbg !41
  %155 = bitcast i32 %154 to float, !dbg !41
  %156 = fadd float %152, %155, !dbg !41
  %157 = bitcast float %156 to <1 x i32>, !dbg !41
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %147, <1 x i32> %157, i1 %145) #5, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %158 = load i32, ptr addrspace(3) %122, align 16, !dbg !41
  %159 = load i32, ptr addrspace(3) %125, align 16, !dbg !41
  %160 = load i32, ptr addrspace(3) %128, align 16, !dbg !41
  %161 = load i32, ptr addrspace(3) %131, align 16, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %121, !dbg !41
  %163 = insertelement <4 x i32> poison, i32 %158, i64 0, !dbg !41
  %164 = insertelement <4 x i32> %163, i32 %159, i64 1, !dbg !41
  %165 = insertelement <4 x i32> %164, i32 %160, i64 2, !dbg !41
  %166 = insertelement <4 x i32> %165, i32 %161, i64 3, !dbg !41
  store <4 x i32> %166, ptr addrspace(3) %162, align 16, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %167 = shl nuw nsw i32 %97, 7, !dbg !41
  %168 = shl nuw nsw i32 %10, 4, !dbg !41
  %169 = or i32 %167, %168, !dbg !41
  %170 = and i32 %169, 240, !dbg !41
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %170, !dbg !41
  %172 = tail call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %171), !dbg !41
  %173 = icmp samesign ult i32 %96, 64, !dbg !41
  %174 = and i1 %173, %94, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %172, ptr addrspace(1) %99, i1 %174) #5, !dbg !41
  ret void, !dbg !41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0, !32}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "misc.py", directory: "/work/main/.clean/scripts/bench_kernels")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "col_sum_kernel", linkageName: "col_sum_kernel", scope: !1, file: !1, line: 127, type: !5, scopeLine: 127, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 129, column: 25, scope: !4)
!8 = !DILocation(line: 129, column: 30, scope: !4)
!9 = !DILocation(line: 129, column: 53, scope: !4)
!10 = !DILocation(line: 129, column: 40, scope: !4)
!11 = !DILocation(line: 130, column: 19, scope: !4)
!12 = !DILocation(line: 133, column: 32, scope: !4)
!13 = !DILocation(line: 135, column: 56, scope: !4)
!14 = !DILocation(line: 132, column: 25, scope: !4)
!15 = !DILocation(line: 133, column: 19, scope: !4)
!16 = !DILocation(line: 134, column: 20, scope: !4)
!17 = !DILocation(line: 134, column: 34, scope: !4)
!18 = !DILocation(line: 135, column: 44, scope: !4)
!19 = !DILocation(line: 135, column: 65, scope: !4)
!20 = !DILocation(line: 135, column: 23, scope: !4)
!21 = !DILocation(line: 135, column: 15, scope: !4)
!22 = !DILocation(line: 263, column: 15, scope: !23, inlinedAt: !25)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !24, discriminator: 0)
!24 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!25 = !DILocation(line: 293, column: 36, scope: !23, inlinedAt: !26)
!26 = !DILocation(line: 137, column: 37, scope: !27)
!27 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!28 = !DILocation(line: 137, column: 19, scope: !4)
!29 = !DILocation(line: 137, column: 25, scope: !4)
!30 = !DILocation(line: 137, column: 4, scope: !4)

!31 = !DIFile(filename: "bbprof-blocks", directory: "bbprof")
!32 = distinct !DICompileUnit(language: DW_LANG_C, file: !31, producer: "bbprof", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!33 = !{}
!34 = !DISubroutineType(types: !33)
!35 = !DIFile(filename: "col_sum_kernel.bbprof-blocks", directory: "bbprof")
!36 = distinct !DISubprogram(name: "col_sum_kernel", scope: !35, file: !35, line: 1, type: !34, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32)
!37 = !DILocation(line: 1, column: 0, scope: !36)
!38 = !DILocation(line: 2, column: 0, scope: !36)
!39 = !DILocation(line: 3, column: 0, scope: !36)
!40 = !DILocation(line: 4, column: 0, scope: !36)
!41 = !DILocation(line: 5, column: 0, scope: !36)
