; A switch with a shared target and a default, in Triton-style IR without a triple
; (the target is detected from ptx_kernel).
; --loops-in-memory (the kernel has no loop): a counter at the top of every block. The
; default would count side blocks of straight-line code by side flags (nvptx_side_flags.ll).
; RUN: %bbprof instrument %s --loops-in-memory -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; CHECK-NOT: target triple
; CHECK-LABEL: define ptx_kernel void @pick(
; CHECK: switch i32 %r, label %[[DEFAULT:.*]] [
; CHECK-LABEL: {{^}}a:
; CHECK: red.global.add.u64 [$0+8], %bbp_n;
; CHECK-LABEL: {{^}}b:
; CHECK: red.global.add.u64 [$0+16], %bbp_n;
; CHECK-LABEL: {{^}}other:
; CHECK: red.global.add.u64 [$0+24], %bbp_n;
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: %v = phi i32
; CHECK: red.global.add.u64 [$0+32], %bbp_n;

; MAP: "kind": "nvptx"
; MAP: "triple": "nvptx64-nvidia-cuda"
; MAP: "name": "0"
; MAP-NEXT: "successors": [
; MAP-NEXT: 3,
; MAP-NEXT: 1,
; MAP-NEXT: 2
; MAP-NEXT: ],
; MAP-NEXT: "instructions": 4,

define ptx_kernel void @pick(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = urem i32 %tid, 7
  %zero = icmp eq i32 %r, 100
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
  %idx = zext i32 %tid to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}
