; Timeline stamps alone (--counters none) on AMDGPU gfx942: the entry and the exit call
; the always-inline slot functions with their event words' constants (entry 0 | VALID,
; exit 1 | VALID); the slot index comes from code object v5's implicit arguments (block
; counts, workgroup sizes), so "amdgpu-no-implicitarg-ptr" is dropped with the id
; promises; the exit's clocks go by atomicrmw umax, its result unused. No cursor.
; RUN: %bbprof instrument %s --timeline --counters none --timeline-records 64 -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "amdgcn-amd-amdhsa"

; CHECK: @__bbprof_timeline = addrspace(1) global [64 x [4 x i64]] zeroinitializer, align 128
; CHECK-NOT: @__bbprof_timeline_cursor
; CHECK-LABEL: define internal void @__bbprof.tl.enter.w64(i64 %ev) alwaysinline convergent nounwind {
; CHECK: %t = call i64 @llvm.readsteadycounter()
; CHECK: %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
; CHECK: %gx = load i32, ptr addrspace(4) %gx.p, align 4
; CHECK: %room = icmp ult i64 %lin, 32
; CHECK: %pair = shl i64 %lin, 1
; CHECK: store i64 %t,
; CHECK-LABEL: define internal void @__bbprof.tl.leave.w64(i64 %ev) alwaysinline convergent nounwind {
; CHECK: %odd = or i64 %pair, 1
; CHECK: atomicrmw umax ptr addrspace(1) %rec, i64 %t syncscope("agent") monotonic, align 8
; CHECK: atomicrmw umax ptr addrspace(1) %p1, i64 %c syncscope("agent") monotonic, align 8
; CHECK: store i64 %ev, ptr addrspace(1) %p2, align 8
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__bbprof.tl.enter.w64(i64 8)
; CHECK: call void @__bbprof.tl.leave.w64(i64 9)
; CHECK-NEXT: ret void
; CHECK-NOT: atomicrmw add
; CHECK: attributes #0 = { "target-cpu"="gfx942" }
; CHECK-NOT: amdgpu-no-implicitarg-ptr

; MAP: "version": 8,
; MAP: "cursor_symbol": null,
; MAP: "waves": 32

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "amdgpu-no-implicitarg-ptr" "amdgpu-no-workitem-id-y" "target-cpu"="gfx942" }
