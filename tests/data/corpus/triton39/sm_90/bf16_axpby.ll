; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @bf16_axpby(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, bfloat %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !10
  %9 = shl i32 %8, 10, !dbg !10
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %11 = and i32 %10, 127, !dbg !11
  %12 = or disjoint i32 %9, %11, !dbg !10
  %13 = or disjoint i32 %12, 128, !dbg !10
  %14 = or disjoint i32 %12, 256, !dbg !10
  %15 = or disjoint i32 %12, 384, !dbg !10
  %16 = or disjoint i32 %12, 512, !dbg !10
  %17 = or disjoint i32 %12, 640, !dbg !10
  %18 = or disjoint i32 %12, 768, !dbg !10
  %19 = or disjoint i32 %10, %9, !dbg !10
  %20 = or i32 %19, 896, !dbg !10
  %21 = icmp slt i32 %12, %4, !dbg !12
  %22 = icmp slt i32 %13, %4, !dbg !12
  %23 = icmp slt i32 %14, %4, !dbg !12
  %24 = icmp slt i32 %15, %4, !dbg !12
  %25 = icmp slt i32 %16, %4, !dbg !12
  %26 = icmp slt i32 %17, %4, !dbg !12
  %27 = icmp slt i32 %18, %4, !dbg !12
  %28 = icmp slt i32 %20, %4, !dbg !12
  %29 = sext i32 %12 to i64, !dbg !13
  %30 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %29, !dbg !13
  %31 = sext i32 %13 to i64, !dbg !13
  %32 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %31, !dbg !13
  %33 = sext i32 %14 to i64, !dbg !13
  %34 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %33, !dbg !13
  %35 = sext i32 %15 to i64, !dbg !13
  %36 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %35, !dbg !13
  %37 = sext i32 %16 to i64, !dbg !13
  %38 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %37, !dbg !13
  %39 = sext i32 %17 to i64, !dbg !13
  %40 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %39, !dbg !13
  %41 = sext i32 %18 to i64, !dbg !13
  %42 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %41, !dbg !13
  %43 = sext i32 %20 to i64, !dbg !13
  %44 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %43, !dbg !13
  %45 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %30, i1 %21) #2, !dbg !14
  %46 = bitcast i16 %45 to bfloat, !dbg !14
  %47 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %32, i1 %22) #2, !dbg !14
  %48 = bitcast i16 %47 to bfloat, !dbg !14
  %49 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %34, i1 %23) #2, !dbg !14
  %50 = bitcast i16 %49 to bfloat, !dbg !14
  %51 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %36, i1 %24) #2, !dbg !14
  %52 = bitcast i16 %51 to bfloat, !dbg !14
  %53 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %38, i1 %25) #2, !dbg !14
  %54 = bitcast i16 %53 to bfloat, !dbg !14
  %55 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %40, i1 %26) #2, !dbg !14
  %56 = bitcast i16 %55 to bfloat, !dbg !14
  %57 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %42, i1 %27) #2, !dbg !14
  %58 = bitcast i16 %57 to bfloat, !dbg !14
  %59 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %44, i1 %28) #2, !dbg !14
  %60 = bitcast i16 %59 to bfloat, !dbg !14
  %61 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %29, !dbg !15
  %62 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %31, !dbg !15
  %63 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %33, !dbg !15
  %64 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %35, !dbg !15
  %65 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %37, !dbg !15
  %66 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %39, !dbg !15
  %67 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %41, !dbg !15
  %68 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %43, !dbg !15
  %69 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %61, i1 %21) #2, !dbg !16
  %70 = bitcast i16 %69 to bfloat, !dbg !16
  %71 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %62, i1 %22) #2, !dbg !16
  %72 = bitcast i16 %71 to bfloat, !dbg !16
  %73 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %63, i1 %23) #2, !dbg !16
  %74 = bitcast i16 %73 to bfloat, !dbg !16
  %75 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %64, i1 %24) #2, !dbg !16
  %76 = bitcast i16 %75 to bfloat, !dbg !16
  %77 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %65, i1 %25) #2, !dbg !16
  %78 = bitcast i16 %77 to bfloat, !dbg !16
  %79 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %66, i1 %26) #2, !dbg !16
  %80 = bitcast i16 %79 to bfloat, !dbg !16
  %81 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %67, i1 %27) #2, !dbg !16
  %82 = bitcast i16 %81 to bfloat, !dbg !16
  %83 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %68, i1 %28) #2, !dbg !16
  %84 = bitcast i16 %83 to bfloat, !dbg !16
  %85 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %29, !dbg !17
  %86 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %31, !dbg !17
  %87 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %33, !dbg !17
  %88 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %35, !dbg !17
  %89 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %37, !dbg !17
  %90 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %39, !dbg !17
  %91 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %41, !dbg !17
  %92 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %43, !dbg !17
  %93 = fmul bfloat %3, %46, !dbg !18
  %94 = fmul bfloat %3, %48, !dbg !18
  %95 = fmul bfloat %3, %50, !dbg !18
  %96 = fmul bfloat %3, %52, !dbg !18
  %97 = fmul bfloat %3, %54, !dbg !18
  %98 = fmul bfloat %3, %56, !dbg !18
  %99 = fmul bfloat %3, %58, !dbg !18
  %100 = fmul bfloat %3, %60, !dbg !18
  %101 = fadd bfloat %93, %70, !dbg !18
  %102 = fadd bfloat %94, %72, !dbg !18
  %103 = fadd bfloat %95, %74, !dbg !18
  %104 = fadd bfloat %96, %76, !dbg !18
  %105 = fadd bfloat %97, %78, !dbg !18
  %106 = fadd bfloat %98, %80, !dbg !18
  %107 = fadd bfloat %99, %82, !dbg !18
  %108 = fadd bfloat %100, %84, !dbg !18
  %109 = bitcast bfloat %101 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %109, ptr addrspace(1) %85, i1 %21) #2, !dbg !19
  %110 = bitcast bfloat %102 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %110, ptr addrspace(1) %86, i1 %22) #2, !dbg !19
  %111 = bitcast bfloat %103 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %111, ptr addrspace(1) %87, i1 %23) #2, !dbg !19
  %112 = bitcast bfloat %104 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %112, ptr addrspace(1) %88, i1 %24) #2, !dbg !19
  %113 = bitcast bfloat %105 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %113, ptr addrspace(1) %89, i1 %25) #2, !dbg !19
  %114 = bitcast bfloat %106 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %114, ptr addrspace(1) %90, i1 %26) #2, !dbg !19
  %115 = bitcast bfloat %107 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %115, ptr addrspace(1) %91, i1 %27) #2, !dbg !19
  %116 = bitcast bfloat %108 to i16, !dbg !19
  tail call void asm sideeffect "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b"(i16 %116, ptr addrspace(1) %92, i1 %28) #2, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "bf16_axpby", linkageName: "bf16_axpby", scope: !1, file: !1, line: 55, type: !5, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !8, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 56, column: 12, scope: !4)
!11 = !DILocation(line: 56, column: 39, scope: !4)
!12 = !DILocation(line: 57, column: 9, scope: !4)
!13 = !DILocation(line: 58, column: 17, scope: !4)
!14 = !DILocation(line: 58, column: 9, scope: !4)
!15 = !DILocation(line: 59, column: 17, scope: !4)
!16 = !DILocation(line: 59, column: 9, scope: !4)
!17 = !DILocation(line: 60, column: 14, scope: !4)
!18 = !DILocation(line: 60, column: 28, scope: !4)
!19 = !DILocation(line: 60, column: 5, scope: !4)
!20 = !DILocation(line: 55, column: 1, scope: !4)
