; Counts of single-block loops kept in registers: nothing is added to memory inside the
; loop; each exit edge gets a block of its own that reduces the lanes' counts with
; redux.sync and adds them once. @sum has an induction variable tested against a bound
; (the runs follow from its start and the bound on the exit edge, reading no value of the
; loop: nothing per iteration); @walk has none (a phi and an add per iteration).
; RUN: %bbprof instrument %s -q --counters thread --placement every-block -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json
; Thread and wave, packed, every block: the wave count is the lanes' maximum.
; RUN: %bbprof instrument %s -q --placement every-block -o %t.both.ll --map %t.both.json
; RUN: FileCheck --check-prefix=BOTH %s < %t.both.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
; CHECK-NOT: asm sideeffect
; CHECK-NOT: %__bbprof.c
; CHECK: br i1 %more, label %loop, label %__bbprof.exit.1.0
; CHECK-LABEL: {{^}}__bbprof.exit.1.0:
; CHECK-NEXT: %__bbprof.bd.1.0.f = add i32 0, 1
; CHECK-NEXT: %__bbprof.bd.1.0.s = sext i32 %__bbprof.bd.1.0.f to i64
; CHECK-NEXT: %__bbprof.bd.1.0.b = sext i32 %n to i64
; CHECK-NEXT: %__bbprof.bd.1.0.d = sub i64 %__bbprof.bd.1.0.b, %__bbprof.bd.1.0.s
; CHECK-NEXT: %__bbprof.bd.1.0.p = icmp sgt i64 %__bbprof.bd.1.0.d, 0
; CHECK-NEXT: %__bbprof.bd.1.0.x = select i1 %__bbprof.bd.1.0.p, i64 %__bbprof.bd.1.0.d, i64 0
; CHECK-NEXT: %__bbprof.bd.1.0.n = add i64 %__bbprof.bd.1.0.x, 1
; CHECK-NEXT: %__bbprof.x32.1.0 = trunc i64 %__bbprof.bd.1.0.n to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}redux.sync.add.u32 %bbp_s, $2, %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r,r"
; CHECK-NEXT: br label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT: %r = phi float [ 0.000000e+00, %entry ], [ %acc.next, %__bbprof.exit.1.0 ]

; CHECK-LABEL: {{^}}walk.loop:
; CHECK-NEXT: %v = phi i32 [ %x, %walk.entry ], [ %v.next, %walk.loop ]
; CHECK-NEXT: %__bbprof.c.4 = phi i64 [ 0, %walk.entry ], [ %__bbprof.cn.4, %walk.loop ]
; CHECK-NEXT: %__bbprof.cn.4 = add i64 %__bbprof.c.4, 1
; CHECK-NOT: red.global
; CHECK: br i1 %more, label %walk.loop, label %__bbprof.exit.4.0
; CHECK-LABEL: {{^}}__bbprof.exit.4.0:
; CHECK-NEXT: %__bbprof.x32.4.0 = trunc i64 %__bbprof.cn.4 to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}redux.sync.add.u32

; MAP: "mode": {
; MAP-NEXT: "counters": [
; MAP-NEXT: "thread_hits"
; MAP: "register_loops": [
; MAP-NEXT: {
; MAP-NEXT: "block": 1,
; MAP-NEXT: "word": 1,
; MAP-NEXT: "exits": 1

; BOTH-LABEL: {{^}}__bbprof.exit.1.0:
; The wave's count also goes to the loop's trip histogram (words 3..36 of @sum: bins at
; 8 * 3 = 24 bytes into the row, n // 16 at 24 + 8 * 32 = 280), for the issue model.
; BOTH: call void asm sideeffect "{{.*}}redux.sync.add.u32 %bbp_s, $2, %bbp_m;{{.*}}redux.sync.max.u32 %bbp_w, $2, %bbp_m;{{.*}}selp.b32 %bbp_tb, %bbp_tn, %bbp_tb, %bbp_tl;{{.*}}@%bbp_p red.global.add.u64 [%bbp_ta+24], %bbp_tc;{{.*}}@%bbp_p red.global.add.u64 [$0+280], %bbp_ta;{{.*}}shl.b64 %bbp_v, %bbp_v, 32;{{.*}}add.u64 %bbp_n, %bbp_n, %bbp_v;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r,r"
; @walk's words follow @sum's 3 + 34 (its histogram): its loop is word 38
; BOTH-LABEL: {{^}}__bbprof.exit.38.0:
; BOTH: redux.sync.max.u32

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

define ptx_kernel void @walk(ptr addrspace(1) %out, i32 %x) {
walk.entry:
  br label %walk.loop

walk.loop:
  %v = phi i32 [ %x, %walk.entry ], [ %v.next, %walk.loop ]
  %half = lshr i32 %v, 1
  %v.next = xor i32 %half, 5
  %more = icmp ugt i32 %v.next, 7
  br i1 %more, label %walk.loop, label %walk.exit

walk.exit:
  store i32 %v.next, ptr addrspace(1) %out, align 4
  ret void
}
