; Thread counts of a single-block loop kept in a register (--counters thread): a phi and an
; add per iteration, and one flush per exit edge, in a block of its own on that edge.
; RUN: %bbprof instrument %s -q --counters thread -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT: %__bbprof.c.1 = phi i64 [ 0, %entry ], [ %__bbprof.cn.1, %loop ]
; CHECK-NEXT: %__bbprof.cn.1 = add i64 %__bbprof.c.1, 1
; CHECK-NOT: red.global
; CHECK: br i1 %more, label %loop, label %__bbprof.exit.1.0
; CHECK-LABEL: {{^}}__bbprof.exit.1.0:
; CHECK-NEXT: %__bbprof.xp.1.0 = getelementptr inbounds i64, ptr addrspace(1) %__bbprof.row, i64 1
; CHECK-NEXT: %__bbprof.x32.1.0 = trunc i64 %__bbprof.cn.1 to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}redux.sync.add.u32 %bbp_s, $2, %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0], %bbp_n;{{.*}}", "l,r,r"
; CHECK-NEXT: br label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT: %r = phi float [ 0.000000e+00, %entry ], [ %acc.next, %__bbprof.exit.1.0 ]

; MAP: "mode": {
; MAP-NEXT: "counters": [
; MAP-NEXT: "thread_hits"
; MAP: "register_loops": [
; MAP-NEXT: {
; MAP-NEXT: "block": 1,
; MAP-NEXT: "word": 1,
; MAP-NEXT: "exits": 1

define ptx_kernel void @sum(ptr addrspace(1) %out, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %acc.next = fadd float %acc, 1.0
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
