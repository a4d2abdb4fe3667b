; NVPTX, default mode: the inner loop (exit at its header) has its chain counted in two
; warp-uniform accumulators — the header's active lanes, and the lanes its branch keeps in
; the loop — each one inline PTX statement per iteration (ballot, popcount, the pair
; {lanes, any}); on the exit edge, a block of its own takes each half's maximum over the
; exiting lanes with redux.sync and the lowest lane adds them, both accumulators in one
; statement (one branch past the atomics for the other lanes).
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}inner:
; CHECK: %__bbprof.ua.[[T:[0-9]+]].0 = phi i64 [ 0, %outer ], [ %__bbprof.uan.[[T]].0, %inner.latch ]
; CHECK-NEXT: %__bbprof.ua.[[T]].1 = phi i64 [ 0, %outer ], [ %__bbprof.uan.[[T]].1, %inner.latch ]
; CHECK-NEXT: %__bbprof.uc.[[T]].0 = call i64 asm sideeffect "{{.*}}activemask.b32 %bbp_m;\0A\09setp.ne.u32 %bbp_p, $1, 0;\0A\09vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;{{.*}}popc.b32 %bbp_b, %bbp_b;\0A\09mov.b64 $0, {%bbp_b, %bbp_h};\0A\09}", "=l,r"(i32 1) convergent nounwind
; CHECK-NEXT: %__bbprof.uan.[[T]].0 = add i64 %__bbprof.ua.[[T]].0, %__bbprof.uc.[[T]].0
; CHECK: %__bbprof.ui.[[T]].1 = zext i1 %ic to i32
; CHECK-NEXT: %__bbprof.uc.[[T]].1 = call i64 asm sideeffect "{{.*}}vote.sync.ballot.b32{{.*}}", "=l,r"(i32 %__bbprof.ui.[[T]].1) convergent nounwind
; CHECK-NEXT: %__bbprof.uan.[[T]].1 = add i64 %__bbprof.ua.[[T]].1, %__bbprof.uc.[[T]].1
; CHECK-NEXT: br i1 %ic, label %inner.latch, label %__bbprof.uexit.[[T]]
; CHECK: {{^}}__bbprof.uexit.[[T]]:
; CHECK: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;\0A\09redux.sync.max.u32 %bbp_t0, $2, %bbp_m;\0A\09redux.sync.max.u32 %bbp_w0, $3, %bbp_m;\0A\09redux.sync.max.u32 %bbp_t1, $4, %bbp_m;\0A\09redux.sync.max.u32 %bbp_w1, $5, %bbp_m;{{.*}}@%bbp_p bra BBP_SKIP_${:uid};\0A\09mov.b64 %bbp_n, {%bbp_t0, %bbp_w0};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09mov.b64 %bbp_n, {%bbp_t1, %bbp_w1};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09BBP_SKIP_${:uid}:\0A\09}", "l,r,r,r,r,r"
; CHECK-NEXT: br label %outer.latch
; CHECK-LABEL: {{^}}inner.latch:
; CHECK-NOT: asm
; CHECK: br label %inner

@tile = internal addrspace(3) global [128 x float] poison, align 4

define ptx_kernel void @nested(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = uitofp i32 %tid to float
  %slot = getelementptr [128 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %x, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
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
  %k = and i32 %j, 127
  %other = getelementptr [128 x float], ptr addrspace(3) @tile, i32 0, i32 %k
  %y = load float, ptr addrspace(3) %other, align 4
  %acc.next = fadd float %acc.in, %y
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
