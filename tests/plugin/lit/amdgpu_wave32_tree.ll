; Thread counts on the spanning tree of a gfx1100 (wave32) diamond with a loop: CFGMST
; leaves edges out of the tree; a critical one gets a block of bbprof's on the edge, the
; others are counted by the block at one end. The block map lists the circulation.
; (Loops in memory: in registers, the loop's exit edge is counted beside its flush instead,
; register_loops.ll.)
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-counters=thread -bbprof-loops-in-memory -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @diamond(
; CHECK: %__bbprof.unit = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK: %__bbprof.wave_slot_raw = lshr i32 %__bbprof.tx, 5
; CHECK: %__bbprof.lane_lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NOT: mbcnt.hi
; CHECK: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64
; CHECK: __bbprof.split.[[W:[0-9]+]]:
; CHECK-NEXT: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64 [[W]])
; CHECK-NEXT: br label %
; CHECK-LABEL: define internal void @__bbprof.count.w32(
; CHECK: %__bbprof.active32.h = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK: %__bbprof.lanes.h = call i64 @llvm.ctpop.i64(i64 %__bbprof.active.h)
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.p0.h, i64 %__bbprof.lanes.h syncscope("agent") monotonic, align 8
; CHECK-NOT: "amdgpu-no-workitem-id-x"

; MAP: "name": "thread/spanning-tree,loops-in-memory"
; MAP: "wave_size": 32,
; MAP: "placement": "spanning-tree",
; MAP: "args": [
; MAP-NEXT: "%out",
; MAP-NEXT: "%n"
; MAP: "edges": [
; MAP: "kind": "split",
; MAP-NEXT: "block": null,
; MAP-NEXT: "counters": {
; MAP-NEXT: "thread_hits": {{[0-9]+}}
; MAP: "kind": "tree",

define amdgpu_kernel void @diamond(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %loop, label %join

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, %tid
  br i1 %again, label %loop, label %join

join:
  %v = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx1100" "amdgpu-no-workitem-id-x" }
