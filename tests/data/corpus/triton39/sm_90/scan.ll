; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @scan(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %7 = and i32 %6, 31, !dbg !11
  %8 = and i32 %6, 127, !dbg !11
  %9 = or disjoint i32 %8, 128, !dbg !11
  %10 = icmp slt i32 %8, %2, !dbg !12
  %11 = icmp slt i32 %9, %2, !dbg !12
  %12 = zext nneg i32 %8 to i64, !dbg !13
  %13 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %12, !dbg !13
  %14 = zext nneg i32 %9 to i64, !dbg !13
  %15 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %14, !dbg !13
  %16 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %13, i1 %10) #4, !dbg !14
  %17 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %15, i1 %11) #4, !dbg !14
  %18 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %12, !dbg !15
  %19 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %14, !dbg !15
  %20 = lshr i32 %6, 5, !dbg !16
  %21 = and i32 %20, 3, !dbg !16
  %22 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %16, i32 1, i32 0), !dbg !16
  %.not = icmp eq i32 %7, 0, !dbg !16
  %23 = select i1 %.not, i32 0, i32 %22, !dbg !16
  %24 = add i32 %23, %16, !dbg !16
  %25 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 2, i32 0), !dbg !16
  %26 = icmp samesign ugt i32 %7, 1, !dbg !16
  %27 = select i1 %26, i32 %25, i32 0, !dbg !16
  %28 = add i32 %24, %27, !dbg !16
  %29 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %28, i32 4, i32 0), !dbg !16
  %30 = icmp samesign ugt i32 %7, 3, !dbg !16
  %31 = select i1 %30, i32 %29, i32 0, !dbg !16
  %32 = add i32 %28, %31, !dbg !16
  %33 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %32, i32 8, i32 0), !dbg !16
  %34 = icmp samesign ugt i32 %7, 7, !dbg !16
  %35 = select i1 %34, i32 %33, i32 0, !dbg !16
  %36 = add i32 %32, %35, !dbg !16
  %37 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %36, i32 16, i32 0), !dbg !16
  %38 = icmp samesign ugt i32 %7, 15, !dbg !16
  %39 = select i1 %38, i32 %37, i32 0, !dbg !16
  %40 = add i32 %36, %39, !dbg !16
  %41 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %17, i32 1, i32 0), !dbg !16
  %42 = select i1 %.not, i32 0, i32 %41, !dbg !16
  %43 = add i32 %42, %17, !dbg !16
  %44 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %43, i32 2, i32 0), !dbg !16
  %45 = select i1 %26, i32 %44, i32 0, !dbg !16
  %46 = add i32 %43, %45, !dbg !16
  %47 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %46, i32 4, i32 0), !dbg !16
  %48 = select i1 %30, i32 %47, i32 0, !dbg !16
  %49 = add i32 %46, %48, !dbg !16
  %50 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %49, i32 8, i32 0), !dbg !16
  %51 = select i1 %34, i32 %50, i32 0, !dbg !16
  %52 = add i32 %49, %51, !dbg !16
  %53 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 16, i32 0), !dbg !16
  %54 = select i1 %38, i32 %53, i32 0, !dbg !16
  %55 = add i32 %52, %54, !dbg !16
  %56 = icmp eq i32 %7, 31, !dbg !16
  %57 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %21, !dbg !16
  %58 = insertelement <1 x i32> poison, i32 %40, i64 0, !dbg !16
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %57, <1 x i32> %58, i1 %56) #4, !dbg !16
  %59 = getelementptr i8, ptr addrspace(3) %57, i32 16, !dbg !16
  %60 = insertelement <1 x i32> poison, i32 %55, i64 0, !dbg !16
  tail call void asm sideeffect "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %59, <1 x i32> %60, i1 %56) #4, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %.not1 = icmp eq i32 %21, 0, !dbg !16
  %61 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %62 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !16
  %63 = icmp samesign ugt i32 %21, 1, !dbg !16
  %64 = add i32 %62, %61, !dbg !21
  %65 = select i1 %63, i32 %64, i32 %61, !dbg !16
  %66 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %67 = icmp eq i32 %21, 3, !dbg !16
  %68 = add i32 %64, %66, !dbg !21
  %69 = select i1 %67, i32 %68, i32 %65, !dbg !16
  %70 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12), align 4, !dbg !16
  %71 = add i32 %68, %70, !dbg !21
  %72 = select i1 %.not1, i32 0, i32 %69, !dbg !16
  %73 = add i32 %72, %40, !dbg !16
  %74 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 1, i32 0), !dbg !16
  %75 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), align 16, !dbg !16
  %76 = add i32 %75, %71, !dbg !21
  %77 = select i1 %.not1, i32 %71, i32 %76, !dbg !16
  %78 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20), align 4, !dbg !16
  %79 = add i32 %76, %78, !dbg !21
  %80 = select i1 %63, i32 %79, i32 %77, !dbg !16
  %81 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24), align 8, !dbg !16
  %82 = add i32 %79, %81, !dbg !21
  %83 = select i1 %67, i32 %82, i32 %80, !dbg !16
  %84 = add i32 %83, %55, !dbg !21
  %85 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %84, i32 1, i32 0), !dbg !16
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %73, ptr addrspace(1) %18, i1 %10) #4, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %84, ptr addrspace(1) %19, i1 %11) #4, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "corpus")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "scan", linkageName: "scan", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 20, column: 12, scope: !4)
!12 = !DILocation(line: 21, column: 9, scope: !4)
!13 = !DILocation(line: 22, column: 17, scope: !4)
!14 = !DILocation(line: 22, column: 9, scope: !4)
!15 = !DILocation(line: 23, column: 14, scope: !4)
!16 = !DILocation(line: 358, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "site-packages/triton/language")
!19 = !DILocation(line: 23, column: 28, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!22 = !DILocation(line: 23, column: 5, scope: !4)
!23 = !DILocation(line: 19, column: 1, scope: !4)
