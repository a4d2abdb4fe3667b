; ModuleID = 'trips.cu'
source_filename = "trips.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @trips(ptr noundef %out, i32 noundef %n) #0 {
entry:
  %out.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %g = alloca i32, align 4
  %acc = alloca i32, align 4
  %k = alloca i32, align 4
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
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, ptr %acc, align 4
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i32, ptr %k, align 4
  %6 = load i32, ptr %g, align 4
  %rem = srem i32 %6, 4
  %cmp1 = icmp slt i32 %5, %rem
  br i1 %cmp1, label %for.body, label %for.end

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

for.end:                                          ; preds = %for.cond
  %10 = load i32, ptr %g, align 4
  %and = and i32 %10, 1
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then4, label %if.end8

if.then4:                                         ; preds = %for.end
  %11 = load i32, ptr %g, align 4
  %rem5 = srem i32 %11, 4
  %mul6 = mul nsw i32 2, %rem5
  %12 = load i32, ptr %acc, align 4
  %add7 = add nsw i32 %12, %mul6
  store i32 %add7, ptr %acc, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then4, %for.end
  %13 = load i32, ptr %acc, align 4
  %14 = load ptr, ptr %out.addr, align 8
  %15 = load i32, ptr %g, align 4
  %idxprom = sext i32 %15 to i64
  %arrayidx = getelementptr inbounds i32, ptr %14, i64 %idxprom
  store i32 %13, ptr %arrayidx, align 4
  br label %return

return:                                           ; preds = %if.end8, %if.then
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
