; Thread counts on the spanning tree of a gfx1100 (wave32) kernel with a loop, the loop
; kept in memory (in registers, its back edge and exit are counted by the loop's own code:
; register_loops_amdgpu.ll): CFGMST leaves the loop's two out-edges out of the tree, and
; with thread counts alone (no wave counts: no blocks of bbprof's on edges) each gets an
; edge counter before %loop's terminator, as the default engine places it: a ballot of the
; lanes whose branch takes the edge, the lowest active lane adding their number in
; __bbprof.count.<word>, the terminator moving on into __bbprof.rest.<word> (the
; successors' phis name it). The block map lists the circulation.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-counters=thread -bbprof-loops-in-memory -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @diamond(
; CHECK: %__bbprof.unit = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK: %__bbprof.wave_slot_raw = lshr i32 %__bbprof.tx, 5
; CHECK: %__bbprof.lane_lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NOT: mbcnt.hi
; CHECK: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64 0)
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %__bbprof.rest.[[B:[0-9]+]] ]
; CHECK: %__bbprof.taken32.[[A:[0-9]+]] = call i32 @llvm.amdgcn.ballot.i32(i1 %again)
; CHECK: br i1 %__bbprof.go.[[A]], label %__bbprof.count.[[A]], label %__bbprof.rest.[[A]]
; CHECK: __bbprof.count.[[A]]:
; CHECK-NEXT: %__bbprof.lanes.[[A]] = call i64 @llvm.ctpop.i64(i64 %__bbprof.taken.[[A]])
; CHECK-NEXT: %__bbprof.p0.[[A]] = getelementptr inbounds i64, ptr addrspace(1) %__bbprof.row, i64 [[A]]
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %__bbprof.p0.[[A]], i64 %__bbprof.lanes.[[A]] syncscope("agent") monotonic, align 8
; CHECK: __bbprof.rest.[[A]]:
; CHECK-NEXT: %__bbprof.sel.[[B]] = xor i1 %again, true
; CHECK: %__bbprof.taken32.[[B]] = call i32 @llvm.amdgcn.ballot.i32(i1 %__bbprof.sel.[[B]])
; CHECK: __bbprof.rest.[[B]]:
; CHECK-NEXT: br i1 %again, label %loop, label %join
; CHECK: join:
; CHECK-NEXT: %v = phi i32 [ 0, %entry ], [ %i.next, %__bbprof.rest.[[B]] ]
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
; MAP: "source": 1,
; MAP-NEXT: "target": 1,
; MAP-NEXT: "kind": "edge",
; MAP-NEXT: "block": null,
; MAP-NEXT: "counters": {
; MAP-NEXT: "thread_hits": {{[0-9]+}}
; MAP: "source": 1,
; MAP-NEXT: "target": 2,
; MAP-NEXT: "kind": "edge",

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
