; The default mode on NVPTX. @uniform branches on a kernel argument and a per-CTA trip
; count only (warp-uniform): it is counted on the edges outside a spanning tree, wave
; counts included. Its critical edges get blocks of bbprof's with a block's counter (run
; only by waves that take them); the loop's exit flush needs no reduction (every lane
; holds the same count) and adds the exit edge's count behind the same branch. @lanes
; branches on %tid: every-block placement, and the block map says why (its side block
; `odd` is counted by a side flag at `even`: straight_flags.py).
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @uniform(
; CHECK-LABEL: {{^}}skip:
; CHECK-NOT: asm sideeffect
; CHECK: br i1 %none, label %__bbprof.split.[[S:[0-9]+]], label %loop
; CHECK: {{^}}__bbprof.split.[[S]]:
; CHECK-NEXT: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NEXT: br label %done
; CHECK-LABEL: {{^}}loop:
; CHECK-NOT: asm sideeffect
; CHECK: br i1 %end, label %__bbprof.exit.{{[0-9]+}}.0, label %loop
; CHECK: {{^}}__bbprof.exit.{{[0-9]+}}.0:
; CHECK: call void asm sideeffect "{{.*}}@%bbp_p bra BBP_SKIP_${:uid};\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mul.lo.u32 %bbp_s, $2, %bbp_b;\0A\09mov.b64 %bbp_n, {%bbp_s, $2};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09mov.b32 %bbp_w, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_w};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09{{.*}}add.u32 %bbp_tn, $2, 1;{{.*}}red.global.add.u64 [%bbp_ta+{{[0-9]+}}], %bbp_tc;{{.*}}BBP_SKIP_${:uid}:\0A\09}"
; (the trip histogram: $2 counts the back edge, the runs are one more; no redux.sync.min:
; every lane of a warp-uniform kernel holds the same count)
; CHECK-NOT: redux.sync
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: %r = phi i32 [ 0, %__bbprof.split.[[S]] ], [ %acc1, %__bbprof.exit.{{[0-9]+}}.0 ], [ 7, %__bbprof.split.{{[0-9]+}} ]
; CHECK-LABEL: define ptx_kernel void @lanes(
; CHECK: {{^}}odd:
; CHECK-NEXT: store i32 1
; CHECK-LABEL: {{^}}even:
; CHECK-NEXT: %__bbprof.sm.s0 = call i32 asm sideeffect "activemask.b32 $0;"
; CHECK-NEXT: %__bbprof.sz.s0 = zext i1 %isodd to i32

; MAP: "name": "uniform"
; MAP: "placement": "spanning-tree"
; MAP: "warp_uniform": {
; MAP-NEXT: "uniform": true,
; MAP: "name": "lanes"
; MAP: "placement": "every-block"
; MAP: "warp_uniform": {
; MAP-NEXT: "uniform": false,
; MAP-NEXT: "reason": "the br ending block 'entry' depends on lane values (%isodd); hybrid placement would cost more

define ptx_kernel void @uniform(ptr addrspace(1) %out, ptr addrspace(1) %trips, i32 %flag) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c64 = zext i32 %ctaid to i64
  %tp = getelementptr inbounds i32, ptr addrspace(1) %trips, i64 %c64
  %trip = load i32, ptr addrspace(1) %tp, align 4
  %on = icmp ne i32 %flag, 0
  br i1 %on, label %skip, label %done

skip:
  %none = icmp eq i32 %trip, 0
  br i1 %none, label %done, label %loop

loop:
  %i = phi i32 [ 0, %skip ], [ %i1, %loop ]
  %acc = phi i32 [ %tid, %skip ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  %end = icmp eq i32 %i1, %trip
  br i1 %end, label %done, label %loop

done:
  %r = phi i32 [ 0, %skip ], [ %acc1, %loop ], [ 7, %entry ]
  %t64 = zext i32 %tid to i64
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %op, align 4
  ret void
}

define ptx_kernel void @lanes(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %tid, 1
  %isodd = icmp ne i32 %bit, 0
  br i1 %isodd, label %odd, label %even

odd:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %even

even:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
