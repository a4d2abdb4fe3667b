; Blocks that start with many phis, and a loop whose header is its own latch: the counting
; code goes after the last phi; on NVPTX it splits no block, so the phis are unchanged.
; (Loops counted in memory, so that the self-loop gets the block code too.)
; RUN: %bbprof instrument %s -q --placement every-block --loops-in-memory -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: %a = phi float [ 0.000000e+00, %entry ], [ %b, %loop ]
; CHECK-NEXT: %b = phi float
; CHECK-NEXT: %c = phi float
; CHECK-NEXT: %d = phi float
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK: br i1 %more, label %loop, label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT: %r = phi float [ 0.000000e+00, %entry ], [ %sum, %loop ]
; CHECK-NEXT: %s = phi float
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+16], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NOT: __bbprof.rest

; MAP: "name": "loop"
; MAP: "successors": [
; MAP-NEXT: 1,
; MAP-NEXT: 2
; MAP: "loop_header": true

define ptx_kernel void @phis(ptr addrspace(1) %out, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi float [ 0.0, %entry ], [ %b, %loop ]
  %b = phi float [ 1.0, %entry ], [ %c, %loop ]
  %c = phi float [ 2.0, %entry ], [ %d, %loop ]
  %d = phi float [ 3.0, %entry ], [ %sum, %loop ]
  %sum = fadd float %a, %d
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %s = phi float [ 1.0, %entry ], [ %a, %loop ]
  %t = fadd float %r, %s
  store float %t, ptr addrspace(1) %out, align 4
  ret void
}
