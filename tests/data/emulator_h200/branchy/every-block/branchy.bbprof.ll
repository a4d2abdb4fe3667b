; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
@__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
@__bbprof_cfg_hash = addrspace(1) constant i64 3703174220925121394, align 8
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()

define ptx_kernel void @branchy_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, float %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
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
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %9 = zext nneg i32 %8 to i64, !dbg !8
  %10 = getelementptr i32, ptr addrspace(1) %2, i64 %9, !dbg !8
  %11 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %10) #4, !dbg !9
  %12 = shl i32 %8, 8, !dbg !10
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %14 = and i32 %13, 127, !dbg !11
  %15 = and i32 %13, 31, !dbg !11
  %16 = lshr i32 %14, 5, !dbg !11
  %17 = or disjoint i32 %12, %14, !dbg !12
  %18 = or disjoint i32 %17, 128, !dbg !12
  %19 = icmp slt i32 %17, %3, !dbg !13
  %20 = icmp slt i32 %18, %3, !dbg !13
  %21 = sext i32 %17 to i64, !dbg !14
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !14
  %23 = sext i32 %18 to i64, !dbg !14
  %24 = getelementptr float, ptr addrspace(1) %0, i64 %23, !dbg !14
  %25 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %22, i1 %19) #4, !dbg !15
  %26 = bitcast i32 %25 to float, !dbg !15
  %27 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %24, i1 %20) #4, !dbg !15
  %28 = bitcast i32 %27 to float, !dbg !15
  %29 = fadd float %26, %28, !dbg !16
  %30 = bitcast float %29 to i32, !dbg !19
  %31 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 16, i32 31), !dbg !19
  %32 = bitcast i32 %31 to float, !dbg !19
  %33 = fadd float %29, %32, !dbg !16
  %34 = bitcast float %33 to i32, !dbg !19
  %35 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 8, i32 31), !dbg !19
  %36 = bitcast i32 %35 to float, !dbg !19
  %37 = fadd float %33, %36, !dbg !16
  %38 = bitcast float %37 to i32, !dbg !19
  %39 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 4, i32 31), !dbg !19
  %40 = bitcast i32 %39 to float, !dbg !19
  %41 = fadd float %37, %40, !dbg !16
  %42 = bitcast float %41 to i32, !dbg !19
  %43 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 2, i32 31), !dbg !19
  %44 = bitcast i32 %43 to float, !dbg !19
  %45 = fadd float %41, %44, !dbg !16
  %46 = bitcast float %45 to i32, !dbg !19
  %47 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 1, i32 31), !dbg !19
  %48 = bitcast i32 %47 to float, !dbg !19
  %49 = fadd float %45, %48, !dbg !16
  %50 = icmp eq i32 %15, 0, !dbg !19
  %51 = getelementptr float, ptr addrspace(3) @global_smem, i32 %16, !dbg !19
  %52 = bitcast float %49 to <1 x i32>, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %51, <1 x i32> %52, i1 %50) #4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %53 = icmp samesign ult i32 %14, 4, !dbg !19
  %54 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !19
  %55 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %54, i1 %53) #4, !dbg !19
  %56 = bitcast i32 %55 to float, !dbg !19
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 2, i32 31), !dbg !19
  %58 = bitcast i32 %57 to float, !dbg !19
  %59 = fadd float %56, %58, !dbg !16
  %60 = bitcast float %59 to i32, !dbg !19
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 1, i32 31), !dbg !19
  %62 = bitcast i32 %61 to float, !dbg !19
  %63 = fadd float %59, %62, !dbg !16
  %64 = and i32 %13, 3, !dbg !19
  %65 = icmp eq i32 %64, 0, !dbg !19
  %66 = and i1 %53, %65, !dbg !19
  %67 = bitcast float %63 to <1 x i32>, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %54, <1 x i32> %67, i1 %66) #4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %68 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !19
  %69 = fcmp ogt float %68, %4, !dbg !22
  %70 = icmp sgt i32 %11, 0, !dbg !23
  br i1 %69, label %.preheader, label %.preheader3, !dbg !24

.preheader3:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+8], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  br i1 %70, label %.lr.ph, label %._crit_edge, !dbg !25

.preheader:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+16], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  br i1 %70, label %.lr.ph5, label %._crit_edge6, !dbg !26

.lr.ph5:
  %71 = phi i32 [ %78, %.lr.ph5 ], [ 0, %.preheader ]
  %72 = phi float [ %76, %.lr.ph5 ], [ %26, %.preheader ]
  %73 = phi float [ %77, %.lr.ph5 ], [ %28, %.preheader ]
  %74 = fmul float %72, 5.000000e-01, !dbg !27
  %75 = fmul float %73, 5.000000e-01, !dbg !27
  %76 = fadd float %74, 1.000000e+00, !dbg !28
  %77 = fadd float %75, 1.000000e+00, !dbg !28
  %78 = add nuw nsw i32 %71, 1, !dbg !29
  %exitcond10.not = icmp eq i32 %78, %11, !dbg !26
  br i1 %exitcond10.not, label %__bbprof.exit.3.0, label %.lr.ph5, !dbg !26


__bbprof.exit.3.0:
  %__bbprof.ivd.3.0 = sub i32 %78, 0
  %__bbprof.ivd.3.0.64 = zext i32 %__bbprof.ivd.3.0 to i64
  %__bbprof.x32.3.0 = trunc i64 %__bbprof.ivd.3.0.64 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;\0A\09.reg .b64 %bbp_n, %bbp_v;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09redux.sync.add.u32 %bbp_s, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_n, %bbp_s;\0A\09redux.sync.max.u32 %bbp_w, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_v, %bbp_w;\0A\09shl.b64 %bbp_v, %bbp_v, 32;\0A\09add.u64 %bbp_n, %bbp_n, %bbp_v;\0A\09@%bbp_p red.global.add.u64 [$0+24], %bbp_n;\0A\09}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.x32.3.0) convergent nounwind
  br label %._crit_edge6.loopexit

._crit_edge6.loopexit:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+32], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %79 = bitcast float %76 to i32, !dbg !30
  %80 = bitcast float %77 to i32, !dbg !30
  br label %._crit_edge6, !dbg !31

._crit_edge6:
  %81 = phi i32 [ %25, %.preheader ], [ %79, %._crit_edge6.loopexit ]
  %82 = phi i32 [ %27, %.preheader ], [ %80, %._crit_edge6.loopexit ]
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+40], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %83 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !31
  %84 = getelementptr float, ptr addrspace(1) %1, i64 %23, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %81, ptr addrspace(1) %83, i1 %19) #4, !dbg !30
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %82, ptr addrspace(1) %84, i1 %20) #4, !dbg !30
  br label %101, !dbg !24

.lr.ph:
  %85 = phi float [ %90, %.lr.ph ], [ %26, %.preheader3 ]
  %86 = phi float [ %91, %.lr.ph ], [ %28, %.preheader3 ]
  %87 = phi i32 [ %92, %.lr.ph ], [ 0, %.preheader3 ]
  %88 = fcmp ogt float %85, 0.000000e+00, !dbg !32
  %89 = fcmp ogt float %86, 0.000000e+00, !dbg !32
  %.v = select i1 %88, float -1.000000e+00, float 2.000000e+00, !dbg !33
  %90 = fadd float %85, %.v, !dbg !33
  %.v2 = select i1 %89, float -1.000000e+00, float 2.000000e+00, !dbg !33
  %91 = fadd float %86, %.v2, !dbg !33
  %92 = add nuw nsw i32 %87, 1, !dbg !25
  %exitcond.not = icmp eq i32 %92, %11, !dbg !25
  br i1 %exitcond.not, label %__bbprof.exit.6.0, label %.lr.ph, !dbg !25


__bbprof.exit.6.0:
  %__bbprof.ivd.6.0 = sub i32 %92, 0
  %__bbprof.ivd.6.0.64 = zext i32 %__bbprof.ivd.6.0 to i64
  %__bbprof.x32.6.0 = trunc i64 %__bbprof.ivd.6.0.64 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;\0A\09.reg .b64 %bbp_n, %bbp_v;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09redux.sync.add.u32 %bbp_s, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_n, %bbp_s;\0A\09redux.sync.max.u32 %bbp_w, $2, %bbp_m;\0A\09cvt.u64.u32 %bbp_v, %bbp_w;\0A\09shl.b64 %bbp_v, %bbp_v, 32;\0A\09add.u64 %bbp_n, %bbp_n, %bbp_v;\0A\09@%bbp_p red.global.add.u64 [$0+48], %bbp_n;\0A\09}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.x32.6.0) convergent nounwind
  br label %._crit_edge

._crit_edge:
  %93 = phi float [ %26, %.preheader3 ], [ %90, %__bbprof.exit.6.0 ], !dbg !15
  %94 = phi float [ %28, %.preheader3 ], [ %91, %__bbprof.exit.6.0 ], !dbg !15
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+56], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  %95 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !34
  %96 = getelementptr float, ptr addrspace(1) %1, i64 %23, !dbg !34
  %97 = fsub float 0.000000e+00, %93, !dbg !35
  %98 = fsub float 0.000000e+00, %94, !dbg !35
  %99 = bitcast float %97 to i32, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %99, ptr addrspace(1) %95, i1 %19) #4, !dbg !36
  %100 = bitcast float %98 to i32, !dbg !36
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %100, ptr addrspace(1) %96, i1 %20) #4, !dbg !36
  br label %101, !dbg !24

101:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+64], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  ret void, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

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
!4 = distinct !DISubprogram(name: "branchy_kernel", linkageName: "branchy_kernel", scope: !1, file: !1, line: 100, type: !5, scopeLine: 100, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 102, column: 24, scope: !4)
!8 = !DILocation(line: 103, column: 32, scope: !4)
!9 = !DILocation(line: 103, column: 19, scope: !4)
!10 = !DILocation(line: 104, column: 17, scope: !4)
!11 = !DILocation(line: 104, column: 38, scope: !4)
!12 = !DILocation(line: 104, column: 25, scope: !4)
!13 = !DILocation(line: 105, column: 18, scope: !4)
!14 = !DILocation(line: 106, column: 24, scope: !4)
!15 = !DILocation(line: 106, column: 16, scope: !4)
!16 = !DILocation(line: 263, column: 15, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!19 = !DILocation(line: 293, column: 36, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 107, column: 15, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 108, column: 11, scope: !4)
!23 = !DILocation(line: 0, scope: !4)
!24 = !DILocation(line: 108, column: 7, scope: !4)
!25 = !DILocation(line: 118, column: 26, scope: !4)
!26 = !DILocation(line: 111, column: 18, scope: !4)
!27 = !DILocation(line: 112, column: 24, scope: !4)
!28 = !DILocation(line: 112, column: 30, scope: !4)
!29 = !DILocation(line: 113, column: 17, scope: !4)
!30 = !DILocation(line: 114, column: 31, scope: !4)
!31 = !DILocation(line: 114, column: 25, scope: !4)
!32 = !DILocation(line: 119, column: 35, scope: !4)
!33 = !DILocation(line: 119, column: 50, scope: !4)
!34 = !DILocation(line: 120, column: 25, scope: !4)
!35 = !DILocation(line: 120, column: 32, scope: !4)
!36 = !DILocation(line: 120, column: 31, scope: !4)
!37 = !DILocation(line: 108, column: 4, scope: !4)
