; AMDGPU: a switch with a shared target, two kernels and a device function called from
; both (gfx90a, wave64). Slots run across the module; every function reads its ids once.
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define internal i32 @pick(
; CHECK: %__bbprof.hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)
; CHECK: switch i32 %r, label %other [
; CHECK-LABEL: {{^}}a:
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 1)
; CHECK-LABEL: {{^}}b:
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 2)
; CHECK-LABEL: {{^}}other:
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 3)
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: %v = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %other ]
; CHECK-LABEL: define amdgpu_kernel void @first(
; CHECK: %__bbprof.hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 5)
; CHECK: call i32 @pick(
; CHECK-LABEL: define amdgpu_kernel void @second(
; CHECK: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 6)
; CHECK: call i32 @pick(
; CHECK: call i32 @pick(

; MAP: "arch": "gfx90a"
; MAP: "name": "pick"
; MAP-NEXT: "is_kernel": false
; MAP-NEXT: "wave_size": 64
; MAP: "name": "first"
; MAP-NEXT: "is_kernel": true
; MAP: "name": "second"
; MAP-NEXT: "is_kernel": true

define internal i32 @pick(i32 %x) #0 {
entry:
  %r = urem i32 %x, 7
  switch i32 %r, label %other [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %a
  ]

a:
  br label %done

b:
  br label %done

other:
  br label %done

done:
  %v = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %other ]
  ret i32 %v
}

define amdgpu_kernel void @first(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call i32 @pick(i32 %tid)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @second(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call i32 @pick(i32 %tid)
  %w = call i32 @pick(i32 %v)
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" }
