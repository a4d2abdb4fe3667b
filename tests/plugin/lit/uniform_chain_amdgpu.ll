; A loop chain in wave-uniform accumulators (uniform_loops.py), gfx1100 (wave32), the
; default mode: the kernel branches divergently, so it is counted at every block, and the
; loop head -> body -> (side) -> latch leaving from %head gets two accumulators, phis in
; the header: the header's active lanes (head), and the lanes %in keeps in the loop (body,
; latch), each lanes + (1 << 32) per iteration; one flush each on the exit edge (each
; half's wave maximum, added by the lowest lane). %side keeps its own counter.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
target triple = "amdgcn-amd-amdhsa"

; CHECK: head:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %__bbprof.ua.3.0 = phi i64 [ %__bbprof.uan.3.0, %latch ], [ 0, %entry ]
; CHECK-NEXT: %__bbprof.ua.3.1 = phi i64 [ %__bbprof.uan.3.1, %latch ], [ 0, %entry ]
; CHECK-NEXT: %__bbprof.active32.u3.0 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK: %__bbprof.uan.3.0 = add i64 %__bbprof.ua.3.0, %__bbprof.uc.3.0
; CHECK-NEXT: %in = icmp slt i32 %j, %tid
; CHECK-NEXT: %__bbprof.taken32.u3.1 = call i32 @llvm.amdgcn.ballot.i32(i1 %in)
; CHECK: %__bbprof.us.3.1 = shl i64 %__bbprof.uw.3.1, 32
; CHECK: %__bbprof.uan.3.1 = add i64 %__bbprof.ua.3.1, %__bbprof.uc.3.1
; CHECK-NEXT: br i1 %in, label %body, label %__bbprof.uexit.3
; CHECK: __bbprof.uexit.3:
; CHECK: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxl.3.0, i32 0)
; CHECK: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.uxh.3.0, i32 0)
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.up0.3.0, i64 %__bbprof.uv.3.0 syncscope("agent") monotonic
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.up0.3.1, i64 %__bbprof.uv.3.1 syncscope("agent") monotonic
; CHECK-NEXT: br label %after
; CHECK: body:
; CHECK-NOT: call void @__bbprof.count
; CHECK: side:
; CHECK-NEXT: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64 1)
; CHECK: latch:
; CHECK-NEXT: %j.next = add i32 %j, 1

; MAP: "uniform_loops": [
; MAP-NEXT: {
; MAP-NEXT: "header": 1,
; MAP-NEXT: "latch": 4,
; MAP: "accumulators": [
; MAP-NEXT: {
; MAP-NEXT: "word": 3,
; MAP-NEXT: "at": 1,
; MAP-NEXT: "condition": null,
; MAP: "word": 4,
; MAP-NEXT: "at": 1,
; MAP-NEXT: "condition": "%in",
; MAP-NEXT: "when": true,
; MAP-NEXT: "blocks": [
; MAP-NEXT: 2,
; MAP-NEXT: 4
define amdgpu_kernel void @chain(ptr addrspace(1) %out, i32 %t) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head

head:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %in = icmp slt i32 %j, %tid
  br i1 %in, label %body, label %after

body:
  %odd = and i32 %j, 1
  %side.go = icmp ne i32 %odd, 0
  br i1 %side.go, label %side, label %latch

side:
  br label %latch

latch:
  %j.next = add i32 %j, 1
  br label %head

after:
  store i32 %j, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx1100" }
