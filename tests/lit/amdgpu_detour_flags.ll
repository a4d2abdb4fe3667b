; AMDGPU, default mode: a loop over rows (its exit is uniform: every lane of a wave runs
; the same iterations) whose body has a lane-dependent detour (special). The chain (loop,
; join) is counted in a wave-uniform accumulator, and the detour by a flag
; (uniform_loops.py): in join, where the lanes meet again, the ballot of its condition
; grows a second wave-uniform i64 by its popcount plus 1 << 32 when any lane ran it
; ((lanes + 63) >> 6: no i1 to widen, which the back end would do in vector registers).
; The exit edge's block takes each half's maximum over the wave and makes one atomic;
; no atomic runs per iteration. @lanes is the same loop with a lane-dependent exit: its
; lanes leave in different iterations, the default gives it no flag (each would need a
; vector copy per iteration to leave the loop) and special keeps its counter.
; RUN: %bbprof instrument %s --arch gfx942 --occupancy off -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @rows(
; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %__bbprof.ua.[[T:[0-9]+]].0 = phi i64 [ 0, %entry ], [ %__bbprof.uan.[[T]].0, %join ]
; CHECK-NEXT: %__bbprof.dt.[[T]].d0 = phi i64 [ 0, %entry ], [ %__bbprof.dtn.[[T]].d0, %join ]
; CHECK-LABEL: {{^}}special:
; CHECK-NOT: call void @__bbprof.count
; CHECK: br label %join
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT: %r = phi
; CHECK-NEXT: %__bbprof.taken.d[[T]].d0 = call i64 @llvm.amdgcn.ballot.i64(i1 %big)
; CHECK-NEXT: %__bbprof.dl.[[T]].d0 = call i64 @llvm.ctpop.i64(i64 %__bbprof.taken.d[[T]].d0)
; CHECK-NEXT: %__bbprof.dy.[[T]].d0 = add i64 %__bbprof.dl.[[T]].d0, 63
; CHECK-NEXT: %__bbprof.dwz.[[T]].d0 = lshr i64 %__bbprof.dy.[[T]].d0, 6
; CHECK-NEXT: %__bbprof.ds.[[T]].d0 = shl i64 %__bbprof.dwz.[[T]].d0, 32
; CHECK-NEXT: %__bbprof.dv.[[T]].d0 = add i64 %__bbprof.dl.[[T]].d0, %__bbprof.ds.[[T]].d0
; CHECK-NEXT: %__bbprof.dtn.[[T]].d0 = add i64 %__bbprof.dt.[[T]].d0, %__bbprof.dv.[[T]].d0
; CHECK-NOT: atomicrmw
; CHECK: br i1 %more, label %loop, label %__bbprof.uexit.[[T]]
; CHECK: {{^}}__bbprof.uexit.[[T]]:
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.up0.[[T]].0, i64 %__bbprof.uv.[[T]].0 syncscope("agent") monotonic
; CHECK: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxl.d[[T]].d0, i32 0)
; CHECK-NEXT: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxh.d[[T]].d0, i32 0)
; CHECK: %__bbprof.dsel0.[[T]].d0 = select i1 %__bbprof.de.[[T]].d0, i64 %__bbprof.ut.d[[T]].d0, i64 0
; CHECK-NEXT: %__bbprof.dp0.[[T]].d0 = getelementptr inbounds i64, ptr addrspace(1) %__bbprof.row
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %__bbprof.dp0.[[T]].d0, i64 %__bbprof.dsel0.[[T]].d0 syncscope("agent") monotonic
; CHECK-NEXT: br label %exit

; CHECK-LABEL: define amdgpu_kernel void @lanes(
; CHECK-LABEL: {{^}}loop:
; CHECK-NOT: %__bbprof.dt.
; CHECK-LABEL: {{^}}special:
; CHECK-NEXT: call void @__bbprof.count.w64(
; CHECK-LABEL: {{^}}join:
; CHECK-NOT: ballot.i64(i1 %big)
; CHECK: br i1 %more, label %loop, label %__bbprof.uexit.
define amdgpu_kernel void @rows(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %join ]
  %row = shl i32 %i, 8
  %e = add i32 %row, %tid
  %idx = zext i32 %e to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px, align 4
  %big = fcmp oge float %v, 1.0
  br i1 %big, label %special, label %join

special:
  %w = fmul float %v, 0.5
  br label %join

join:
  %r = phi float [ %w, %special ], [ %v, %loop ]
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  store float %r, ptr addrspace(1) %py, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

define amdgpu_kernel void @lanes(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %join ]
  %row = shl i32 %i, 8
  %e = add i32 %row, %tid
  %idx = zext i32 %e to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px, align 4
  %big = fcmp oge float %v, 1.0
  br i1 %big, label %special, label %join

special:
  %w = fmul float %v, 0.5
  br label %join

join:
  %r = phi float [ %w, %special ], [ %v, %loop ]
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  store float %r, ptr addrspace(1) %py, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %tid
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
