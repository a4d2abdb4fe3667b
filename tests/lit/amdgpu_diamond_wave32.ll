; gfx1100 (wave32 by default): the i32 ballot, one mbcnt per election, workgroup-id shards. Every block
; calls the counting function (inlined by the back end; phis are left as they were).
; RUN: %bbprof instrument %s -q --placement every-block -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "amdgcn-amd-amdhsa"

; CHECK: @__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
; CHECK-LABEL: define internal void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 %word) alwaysinline convergent nounwind {
; CHECK-NEXT: entry:
; CHECK-NEXT: %__bbprof.active32.h = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT: %__bbprof.active.h = zext i32 %__bbprof.active32.h to i64
; CHECK-NEXT: %__bbprof.below.h.lo = trunc i64 %__bbprof.active.h to i32
; CHECK-NEXT: %__bbprof.below.h.l = call i32 @llvm.amdgcn.mbcnt.lo(i32 %__bbprof.below.h.lo, i32 0)
; CHECK-NEXT: %__bbprof.leader.h = icmp eq i32 %__bbprof.below.h.l, 0
; CHECK-NEXT: br i1 %__bbprof.leader.h, label %count, label %done
; CHECK: count:
; CHECK-NEXT: %__bbprof.lanes.h = call i64 @llvm.ctpop.i64(i64 %__bbprof.active.h)
; CHECK-NEXT: %__bbprof.packed.h = add i64 %__bbprof.lanes.h, 4294967296
; CHECK-NEXT: %__bbprof.p0.h = getelementptr inbounds i64, ptr addrspace(1) %__bbprof.row, i64 %word
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %__bbprof.p0.h, i64 %__bbprof.packed.h syncscope("agent") monotonic
; CHECK-LABEL: define amdgpu_kernel void @diamond(
; CHECK: %__bbprof.unit = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK: %__bbprof.tx.first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %__bbprof.tx)
; CHECK-NEXT: %__bbprof.wave_slot_raw = lshr i32 %__bbprof.tx.first, 5
; CHECK-NOT: mbcnt.hi
; CHECK: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 0)
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 1)
; CHECK-LABEL: {{^}}else:
; CHECK-NEXT: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 2)
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT: %v = phi float [ %t, %then ], [ %e, %else ]
; CHECK-NEXT: call void @__bbprof.count.w32(ptr addrspace(1) %__bbprof.row, i64 3)
; The promise not to read workitem/workgroup ids is dropped: the counting code reads them.
; CHECK: attributes #0 = {
; CHECK-NOT: amdgpu-no-workitem-id-x
; CHECK-NOT: amdgpu-no-workgroup-id-x
; CHECK-SAME: "target-cpu"="gfx1100"

; MAP: "kind": "amdgpu"
; MAP: "arch": "gfx1100"
; MAP: "wave_size": 32

define amdgpu_kernel void @diamond(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else

then:
  %t = fmul float %x, 2.0
  br label %join

else:
  %e = fadd float %x, 1.0
  br label %join

join:
  %v = phi float [ %t, %then ], [ %e, %else ]
  %q = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { "amdgpu-no-workitem-id-x" "amdgpu-no-workgroup-id-x" "target-cpu"="gfx1100" }
