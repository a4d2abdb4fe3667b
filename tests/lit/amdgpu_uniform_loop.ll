; A loop whose chain is counted in a wave-uniform register (default mode, AMDGPU): the
; inner loop exits from its header, so its chain has two segments, two accumulators: the
; header's active lanes, and the lanes its branch sends on. Each grows once per iteration
; (ballot, popcount, packed add); on the exit edge, a block of its own takes each half's
; maximum over the wave and makes one atomic per word. No count is made inside the loop.
; RUN: %bbprof instrument %s --arch gfx942 --occupancy off -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: {{^}}inner:
; CHECK-NEXT: %j = phi i32 [ 0, %outer ], [ %j.next, %inner.latch ]
; CHECK-NEXT: %acc.in = phi float
; CHECK-NEXT: %__bbprof.ua.[[T:[0-9]+]].0 = phi i64 [ 0, %outer ], [ %__bbprof.uan.[[T]].0, %inner.latch ]
; CHECK-NEXT: %__bbprof.ua.[[T]].1 = phi i64 [ 0, %outer ], [ %__bbprof.uan.[[T]].1, %inner.latch ]
; CHECK-NEXT: %__bbprof.active.u[[T]].0 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; CHECK-NEXT: %__bbprof.ul.[[T]].0 = call i64 @llvm.ctpop.i64(i64 %__bbprof.active.u[[T]].0)
; CHECK: %__bbprof.uan.[[T]].0 = add i64 %__bbprof.ua.[[T]].0, %__bbprof.uc.[[T]].0
; CHECK-NEXT: %ic = icmp slt i32 %j, %tid
; CHECK-NEXT: %__bbprof.taken.u[[T]].1 = call i64 @llvm.amdgcn.ballot.i64(i1 %ic)
; CHECK: %__bbprof.uan.[[T]].1 = add i64 %__bbprof.ua.[[T]].1, %__bbprof.uc.[[T]].1
; CHECK-NEXT: br i1 %ic, label %inner.latch, label %__bbprof.uexit.[[T]]
; CHECK: {{^}}__bbprof.uexit.[[T]]:
; CHECK: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxl.[[T]].0, i32 0)
; CHECK-NEXT: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxh.[[T]].0, i32 0)
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.up0.[[T]].0, i64 %__bbprof.uv.[[T]].0 syncscope("agent") monotonic
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.up0.[[T]].1, i64 %__bbprof.uv.[[T]].1 syncscope("agent") monotonic
; CHECK-NEXT: br label %outer.latch
; CHECK-LABEL: {{^}}inner.latch:
; CHECK-NOT: __bbprof
; CHECK: br label %inner
; CHECK-LABEL: {{^}}outer.latch:
; CHECK-NEXT: call void @__bbprof.count.w64(

; MAP: "uniform_loops": [
; MAP-NEXT: {
; MAP-NEXT: "header": 2,
; MAP-NEXT: "latch": 3,
; MAP-NEXT: "exit": [
; MAP-NEXT: 2,
; MAP-NEXT: 4

define amdgpu_kernel void @nested(ptr addrspace(1) %out, i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.in, %outer.latch ]
  %oc = icmp slt i32 %i, %n
  br i1 %oc, label %inner, label %exit

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.latch ]
  %acc.in = phi float [ %acc, %outer ], [ %acc.next, %inner.latch ]
  %ic = icmp slt i32 %j, %tid
  br i1 %ic, label %inner.latch, label %outer.latch

inner.latch:
  %acc.next = fadd float %acc.in, 1.0
  %j.next = add i32 %j, 1
  br label %inner

outer.latch:
  %i.next = add i32 %i, 1
  br label %outer

exit:
  %idx = zext i32 %tid to i64
  %q = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %acc, ptr addrspace(1) %q, align 4
  ret void
}
