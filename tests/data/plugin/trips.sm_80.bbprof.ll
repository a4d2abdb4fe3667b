; ModuleID = 'trips.cu'
source_filename = "trips.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
@__bbprof_cfg_hash = addrspace(1) constant i64 3218674696243079350, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @trips(ptr noundef %out, i32 noundef %n) #0 {
entry:
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %g = alloca i32, align 4
  %acc = alloca i32, align 4
  %k = alloca i32, align 4
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
  %__bbprof.slot = and i32 %__bbprof.wave_slot_raw, 7
  %__bbprof.unit_slots = mul i32 %__bbprof.unit, 8
  %__bbprof.combined = add i32 %__bbprof.unit_slots, %__bbprof.slot
  %__bbprof.shard = urem i32 %__bbprof.combined, 2048
  %__bbprof.shard64 = zext i32 %__bbprof.shard to i64
  %__bbprof.offset = mul i64 %__bbprof.shard64, 16
  %__bbprof.row = getelementptr inbounds i64, ptr addrspace(1) @__bbprof_counters, i64 %__bbprof.offset
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+0], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  store ptr %out, ptr %out.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul nsw i32 %0, %1
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add nsw i32 %mul, %2
  store i32 %add, ptr %g, align 4
  %3 = load i32, ptr %g, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp sge i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+8], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  br label %return

if.end:                                           ; preds = %entry
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+16], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  store i32 0, ptr %acc, align 4
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %__bbprof.ua.7.0 = phi i64 [ %__bbprof.uan.7.0, %for.inc ], [ 0, %if.end ]
  %__bbprof.ua.7.1 = phi i64 [ %__bbprof.uan.7.1, %for.inc ], [ 0, %if.end ]
  %__bbprof.uc.7.0 = call i64 asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09activemask.b32 %bbp_m;\0A\09setp.ne.u32 %bbp_p, $1, 0;\0A\09vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;\0A\09setp.ne.u32 %bbp_p, %bbp_b, 0;\0A\09selp.u32 %bbp_h, 1, 0, %bbp_p;\0A\09popc.b32 %bbp_b, %bbp_b;\0A\09mov.b64 $0, {%bbp_b, %bbp_h};\0A\09}", "=l,r"(i32 1) #2
  %__bbprof.uan.7.0 = add i64 %__bbprof.ua.7.0, %__bbprof.uc.7.0
  %5 = load i32, ptr %k, align 4
  %6 = load i32, ptr %g, align 4
  %rem = srem i32 %6, 4
  %cmp1 = icmp slt i32 %5, %rem
  %__bbprof.ui.7.1 = zext i1 %cmp1 to i32
  %__bbprof.uc.7.1 = call i64 asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09activemask.b32 %bbp_m;\0A\09setp.ne.u32 %bbp_p, $1, 0;\0A\09vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;\0A\09setp.ne.u32 %bbp_p, %bbp_b, 0;\0A\09selp.u32 %bbp_h, 1, 0, %bbp_p;\0A\09popc.b32 %bbp_b, %bbp_b;\0A\09mov.b64 $0, {%bbp_b, %bbp_h};\0A\09}", "=l,r"(i32 %__bbprof.ui.7.1) #2
  %__bbprof.uan.7.1 = add i64 %__bbprof.ua.7.1, %__bbprof.uc.7.1
  br i1 %cmp1, label %for.body, label %__bbprof.uexit.7

__bbprof.uexit.7:                                 ; preds = %for.cond
  %__bbprof.uxl.7.0 = trunc i64 %__bbprof.uan.7.0 to i32
  %__bbprof.uxs.7.0 = lshr i64 %__bbprof.uan.7.0, 32
  %__bbprof.uxh.7.0 = trunc i64 %__bbprof.uxs.7.0 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_l, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09redux.sync.max.u32 %bbp_l, $2, %bbp_m;\0A\09redux.sync.max.u32 %bbp_h, $3, %bbp_m;\0A\09mov.b64 %bbp_n, {%bbp_l, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+56], %bbp_n;\0A\09}", "l,r,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.uxl.7.0, i32 %__bbprof.uxh.7.0) #2
  %__bbprof.uxl.7.1 = trunc i64 %__bbprof.uan.7.1 to i32
  %__bbprof.uxs.7.1 = lshr i64 %__bbprof.uan.7.1, 32
  %__bbprof.uxh.7.1 = trunc i64 %__bbprof.uxs.7.1 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_l, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09redux.sync.max.u32 %bbp_l, $2, %bbp_m;\0A\09redux.sync.max.u32 %bbp_h, $3, %bbp_m;\0A\09mov.b64 %bbp_n, {%bbp_l, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+64], %bbp_n;\0A\09}", "l,r,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.uxl.7.1, i32 %__bbprof.uxh.7.1) #2
  br label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load i32, ptr %k, align 4
  %add2 = add nsw i32 %7, 1
  %8 = load i32, ptr %acc, align 4
  %add3 = add nsw i32 %8, %add2
  store i32 %add3, ptr %acc, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %k, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond, !llvm.loop !5

for.end:                                          ; preds = %__bbprof.uexit.7
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+24], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  %10 = load i32, ptr %g, align 4
  %and = and i32 %10, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then4, label %if.end8

if.then4:                                         ; preds = %for.end
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+32], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  %11 = load i32, ptr %g, align 4
  %rem5 = srem i32 %11, 4
  %mul6 = mul nsw i32 2, %rem5
  %12 = load i32, ptr %acc, align 4
  %add7 = add nsw i32 %12, %mul6
  store i32 %add7, ptr %acc, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then4, %for.end
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+40], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  %13 = load i32, ptr %acc, align 4
  %14 = load ptr, ptr %out.addr, align 8
  %15 = load i32, ptr %g, align 4
  %idxprom = sext i32 %15 to i64
  %arrayidx = getelementptr inbounds i32, ptr %14, i64 %idxprom
  store i32 %13, ptr %arrayidx, align 4
  br label %return

return:                                           ; preds = %if.end8, %if.then
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+48], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #2
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.smid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @trips, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
