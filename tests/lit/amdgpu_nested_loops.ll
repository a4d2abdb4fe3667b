; Nested loops on gfx942 (LLVM 24's triple spelling, wave64): the shard comes from the
; HW_ID and XCC_ID hardware registers; counted in memory, every loop block gets its own
; slot (amdgpu_uniform_loop.ll: the default, where the inner loop's chain is in registers).
; RUN: %bbprof instrument %s -q --placement every-block --loops-in-memory -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "amdgpu9.42-amd-amdhsa"

; CHECK: target triple = "amdgpu9.42-amd-amdhsa"
; CHECK-LABEL: define amdgpu_kernel void @nested(
; CHECK: %__bbprof.hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)
; CHECK: %__bbprof.xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)
; CHECK-NEXT: %__bbprof.hw_units = shl i32 %__bbprof.hw_id, 3
; CHECK-NEXT: %__bbprof.unit = or i32 %__bbprof.hw_units, %__bbprof.xcc
; CHECK: %__bbprof.tx.first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %__bbprof.tx)
; CHECK-NOT: %__bbprof.lanes_below
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 0)
; CHECK-LABEL: {{^}}outer:
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %acc = phi float
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 1)
; CHECK-LABEL: {{^}}inner:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %acc.in = phi float
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 2)
; CHECK-LABEL: {{^}}inner.latch:
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 3)
; CHECK-LABEL: {{^}}outer.latch:
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 4)
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 5)

; MAP: "arch": "gfx942"
; MAP: "wave_size": 64
; MAP: "name": "outer"
; MAP: "loop_header": true
; MAP-NEXT: "loop_depth": 1
; MAP: "name": "inner"
; MAP: "loop_header": true
; MAP-NEXT: "loop_depth": 2
; MAP: "loops": [
; MAP: "header": 1
; MAP: "depth": 1
; MAP: "header": 2
; MAP: "depth": 2
; MAP-NEXT: "parent": 1

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
