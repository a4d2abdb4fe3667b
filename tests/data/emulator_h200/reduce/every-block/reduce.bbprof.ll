; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
@__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
@__bbprof_cfg_hash = addrspace(1) constant i64 5129341240407952545, align 8
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()

define ptx_kernel void @reduce_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %__bbprof.tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %__bbprof.ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %__bbprof.tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %__bbprof.nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %__bbprof.ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %__bbprof.z_rows = mul i32 %__bbprof.tz, %__bbprof.ny
  %__bbprof.yz = add i32 %__bbprof.z_rows, %__bbprof.ty
  %__bbprof.yz_cols = mul i32 %__bbprof.yz, %__bbprof.nx
  %__bbprof.flat = add i32 %__bbprof.yz_cols, %__bbprof.tx
  %__bbprof.wave_slot_raw = lshr i32 %__bbprof.flat, 5
  %__bbprof.lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %__bbprof.lanes_below = zext i32 %__bbprof.lt to i64
  %__bbprof.slot = and i32 %__bbprof.wave_slot_raw, 7
  %__bbprof.unit_slots = mul i32 %__bbprof.unit, 8
  %__bbprof.combined = add i32 %__bbprof.unit_slots, %__bbprof.slot
  %__bbprof.shard = urem i32 %__bbprof.combined, 2048
  %__bbprof.shard64 = zext i32 %__bbprof.shard to i64
  %__bbprof.offset = mul i64 %__bbprof.shard64, 16
  %__bbprof.row = getelementptr inbounds i64, ptr addrspace(1) @__bbprof_counters, i64 %__bbprof.offset
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+0], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !8
  %8 = shl i32 %6, 10, !dbg !9
  %9 = shl i32 %7, 10, !dbg !10
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %11 = shl nuw nsw i32 %10, 2, !dbg !11
  %12 = and i32 %11, 508, !dbg !11
  %13 = icmp slt i32 %8, %2, !dbg !12
  br i1 %13, label %.lr.ph, label %._crit_edge, !dbg !12

.lr.ph:
  %14 = phi i32 [ %66, %.lr.ph ], [ %8, %5 ]
  %15 = phi <8 x float> [ %65, %.lr.ph ], [ zeroinitializer, %5 ]
  %__bbprof.c.1 = phi i64 [ 0, %5 ], [ %__bbprof.cn.1, %.lr.ph ]
  %__bbprof.cn.1 = add i64 %__bbprof.c.1, 1
  %16 = or disjoint i32 %14, %12, !dbg !13
  %17 = or disjoint i32 %16, 1, !dbg !13
  %18 = or disjoint i32 %16, 2, !dbg !13
  %19 = or disjoint i32 %16, 3, !dbg !13
  %20 = or disjoint i32 %16, 512, !dbg !13
  %21 = or disjoint i32 %16, 513, !dbg !13
  %22 = or disjoint i32 %16, 514, !dbg !13
  %23 = or disjoint i32 %16, 515, !dbg !13
  %24 = icmp slt i32 %16, %2, !dbg !14
  %25 = icmp slt i32 %17, %2, !dbg !14
  %26 = icmp slt i32 %18, %2, !dbg !14
  %27 = icmp slt i32 %19, %2, !dbg !14
  %28 = icmp slt i32 %20, %2, !dbg !14
  %29 = icmp slt i32 %21, %2, !dbg !14
  %30 = icmp slt i32 %22, %2, !dbg !14
  %31 = icmp slt i32 %23, %2, !dbg !14
  %32 = sext i32 %16 to i64, !dbg !15
  %33 = getelementptr float, ptr addrspace(1) %0, i64 %32, !dbg !15
  %34 = sext i32 %17 to i64, !dbg !15
  %35 = getelementptr float, ptr addrspace(1) %0, i64 %34, !dbg !15
  %36 = sext i32 %18 to i64, !dbg !15
  %37 = getelementptr float, ptr addrspace(1) %0, i64 %36, !dbg !15
  %38 = sext i32 %19 to i64, !dbg !15
  %39 = getelementptr float, ptr addrspace(1) %0, i64 %38, !dbg !15
  %40 = sext i32 %20 to i64, !dbg !15
  %41 = getelementptr float, ptr addrspace(1) %0, i64 %40, !dbg !15
  %42 = sext i32 %21 to i64, !dbg !15
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42, !dbg !15
  %44 = sext i32 %22 to i64, !dbg !15
  %45 = getelementptr float, ptr addrspace(1) %0, i64 %44, !dbg !15
  %46 = sext i32 %23 to i64, !dbg !15
  %47 = getelementptr float, ptr addrspace(1) %0, i64 %46, !dbg !15
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %33, i1 %24) #4, !dbg !16
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %35, i1 %25) #4, !dbg !16
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %37, i1 %26) #4, !dbg !16
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %39, i1 %27) #4, !dbg !16
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %41, i1 %28) #4, !dbg !16
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %43, i1 %29) #4, !dbg !16
  %54 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %45, i1 %30) #4, !dbg !16
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %47, i1 %31) #4, !dbg !16
  %56 = insertelement <8 x i32> poison, i32 %48, i64 0, !dbg !16
  %57 = insertelement <8 x i32> %56, i32 %49, i64 1, !dbg !16
  %58 = insertelement <8 x i32> %57, i32 %50, i64 2, !dbg !16
  %59 = insertelement <8 x i32> %58, i32 %51, i64 3, !dbg !16
  %60 = insertelement <8 x i32> %59, i32 %52, i64 4, !dbg !16
  %61 = insertelement <8 x i32> %60, i32 %53, i64 5, !dbg !16
  %62 = insertelement <8 x i32> %61, i32 %54, i64 6, !dbg !16
  %63 = insertelement <8 x i32> %62, i32 %55, i64 7, !dbg !16
  %64 = bitcast <8 x i32> %63 to <8 x float>, !dbg !16
  %65 = fadd <8 x float> %15, %64, !dbg !17
  %66 = add i32 %14, %9, !dbg !12
  %67 = icmp slt i32 %66, %2, !dbg !12
  br i1 %67, label %.lr.ph, label %__bbprof.exit.1.0, !dbg !12


__bbprof.exit.1.0:
  %__bbprof.x32.1.0 = trunc i64 %__bbprof.cn.1 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;\0A\09.reg .b64 %bbp_n, %bbp_v;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09redux.sync.add.u32 %bbp_s, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_n, %bbp_s;\0A\09redux.sync.max.u32 %bbp_w, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_v, %bbp_w;\0A\09shl.b64 %bbp_v, %bbp_v, 32;\0A\09add.u64 %bbp_n, %bbp_n, %bbp_v;\0A\09@%bbp_p red.global.add.u64 [$0+8], %bbp_n;\0A\09}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.x32.1.0) convergent nounwind
  br label %._crit_edge.loopexit

._crit_edge.loopexit:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+16], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %shift = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop = fadd <8 x float> %65, %shift, !dbg !11
  %shift13 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop14 = fadd <8 x float> %shift13, %foldExtExtBinop, !dbg !11
  %shift16 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop17 = fadd <8 x float> %shift16, %foldExtExtBinop14, !dbg !11
  %shift19 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 4, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop20 = fadd <8 x float> %shift19, %foldExtExtBinop17, !dbg !11
  %shift22 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 5, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop23 = fadd <8 x float> %shift22, %foldExtExtBinop20, !dbg !11
  %shift25 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 6, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop26 = fadd <8 x float> %shift25, %foldExtExtBinop23, !dbg !11
  %shift28 = shufflevector <8 x float> %65, <8 x float> poison, <8 x i32> <i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !11
  %foldExtExtBinop29 = fadd <8 x float> %shift28, %foldExtExtBinop26, !dbg !11
  %68 = extractelement <8 x float> %foldExtExtBinop29, i64 0, !dbg !11
  br label %._crit_edge, !dbg !11

._crit_edge:
  %69 = phi float [ 0.000000e+00, %5 ], [ %68, %._crit_edge.loopexit ], !dbg !18
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+24], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %70 = and i32 %10, 31, !dbg !11
  %71 = and i32 %10, 127, !dbg !11
  %72 = lshr i32 %71, 5, !dbg !11
  %73 = bitcast float %69 to i32, !dbg !21
  %74 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 16, i32 31), !dbg !21
  %75 = bitcast i32 %74 to float, !dbg !21
  %76 = fadd float %69, %75, !dbg !18
  %77 = bitcast float %76 to i32, !dbg !21
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 8, i32 31), !dbg !21
  %79 = bitcast i32 %78 to float, !dbg !21
  %80 = fadd float %76, %79, !dbg !18
  %81 = bitcast float %80 to i32, !dbg !21
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 4, i32 31), !dbg !21
  %83 = bitcast i32 %82 to float, !dbg !21
  %84 = fadd float %80, %83, !dbg !18
  %85 = bitcast float %84 to i32, !dbg !21
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 2, i32 31), !dbg !21
  %87 = bitcast i32 %86 to float, !dbg !21
  %88 = fadd float %84, %87, !dbg !18
  %89 = bitcast float %88 to i32, !dbg !21
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 1, i32 31), !dbg !21
  %91 = bitcast i32 %90 to float, !dbg !21
  %92 = fadd float %88, %91, !dbg !18
  %93 = icmp eq i32 %70, 0, !dbg !21
  %94 = getelementptr float, ptr addrspace(3) @global_smem, i32 %72, !dbg !21
  %95 = bitcast float %92 to <1 x i32>, !dbg !21
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %94, <1 x i32> %95, i1 %93) #4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %96 = icmp samesign ult i32 %71, 4, !dbg !21
  %97 = getelementptr float, ptr addrspace(3) @global_smem, i32 %71, !dbg !21
  %98 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %97, i1 %96) #4, !dbg !21
  %99 = bitcast i32 %98 to float, !dbg !21
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 2, i32 31), !dbg !21
  %101 = bitcast i32 %100 to float, !dbg !21
  %102 = fadd float %99, %101, !dbg !18
  %103 = bitcast float %102 to i32, !dbg !21
  %104 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 1, i32 31), !dbg !21
  %105 = bitcast i32 %104 to float, !dbg !21
  %106 = fadd float %102, %105, !dbg !18
  %107 = and i32 %10, 3, !dbg !21
  %108 = icmp eq i32 %107, 0, !dbg !21
  %109 = and i1 %96, %108, !dbg !21
  %110 = bitcast float %106 to <1 x i32>, !dbg !21
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %97, <1 x i32> %110, i1 %109) #4, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %111 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !21
  %112 = icmp samesign ult i32 %71, 32, !dbg !24
  %113 = and i1 %93, %112, !dbg !24
  %114 = tail call float asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %1, float %111, i1 %113) #4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "corpus_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "reduce_kernel", linkageName: "reduce_kernel", scope: !1, file: !1, line: 124, type: !5, scopeLine: 124, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 125, column: 24, scope: !4)
!8 = !DILocation(line: 126, column: 28, scope: !4)
!9 = !DILocation(line: 128, column: 29, scope: !4)
!10 = !DILocation(line: 128, column: 47, scope: !4)
!11 = !DILocation(line: 129, column: 36, scope: !4)
!12 = !DILocation(line: 128, column: 39, scope: !4)
!13 = !DILocation(line: 129, column: 23, scope: !4)
!14 = !DILocation(line: 130, column: 46, scope: !4)
!15 = !DILocation(line: 130, column: 28, scope: !4)
!16 = !DILocation(line: 130, column: 20, scope: !4)
!17 = !DILocation(line: 131, column: 15, scope: !4)
!18 = !DILocation(line: 263, column: 15, scope: !19, inlinedAt: !21)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !20, discriminator: 0)
!20 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!21 = !DILocation(line: 293, column: 36, scope: !19, inlinedAt: !22)
!22 = !DILocation(line: 132, column: 19, scope: !23)
!23 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!24 = !DILocation(line: 133, column: 27, scope: !4)
!25 = !DILocation(line: 133, column: 4, scope: !4)
