; NVPTX, default mode: a grid-stride loop whose body has a lane-dependent detour
; (special). The chain (loop, join) is counted in a warp-uniform accumulator; the detour
; gets a flag instead of a counter (uniform_loops.py): in join, where the lanes meet
; again, each lane adds 1 to an i32 when its branch condition held, and the warp adds 1 to
; another when any of the header's active lanes did (vote.sync.ballot over the mask the
; header reads once per iteration); both grow in place (tied operands, predicated adds)
; and are phis in the header,
; and the exit edge's block flushes them once (redux.sync.add for the lanes' sum,
; redux.sync.max for the warp count), with the chain, in one statement: one election and
; one branch past all the atomics. No atomic runs per iteration.
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}loop:
; CHECK: %__bbprof.ua.[[T:[0-9]+]].0 = phi i64 [ 0, %entry ], [ %__bbprof.uan.[[T]].0, %join ]
; CHECK-NEXT: %__bbprof.dt.[[T]].d0 = phi i32 [ 0, %entry ], [ %__bbprof.dtn.[[T]].d0, %join ]
; CHECK-NEXT: %__bbprof.dw.[[T]].d0 = phi i32 [ 0, %entry ], [ %__bbprof.dwn.[[T]].d0, %join ]
; CHECK-NEXT: %__bbprof.dm.[[T]] = call i32 asm sideeffect "activemask.b32 $0;", "=r"() convergent nounwind
; CHECK-NOT: red.global
; CHECK: br i1 %big, label %special, label %join
; CHECK-LABEL: {{^}}special:
; CHECK-NOT: asm
; CHECK: br label %join
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT: %r = phi
; CHECK-NEXT: %__bbprof.dz.[[T]].d0 = zext i1 %big to i32
; CHECK-NEXT: %__bbprof.dtn.[[T]].d0 = call i32 asm "{{.*}}setp.ne.u32 %bbp_p, $1, 0;\0A\09@%bbp_p add.u32 $0, $0, 1;\0A\09}", "=r,r,0"(i32 %__bbprof.dz.[[T]].d0, i32 %__bbprof.dt.[[T]].d0) nounwind
; CHECK-NEXT: %__bbprof.dwn.[[T]].d0 = call i32 asm sideeffect "{{.*}}vote.sync.ballot.b32 %bbp_b, %bbp_p, $2;\0A\09setp.ne.u32 %bbp_p, %bbp_b, 0;\0A\09@%bbp_p add.u32 $0, $0, 1;\0A\09}", "=r,r,r,0"(i32 %__bbprof.dz.[[T]].d0, i32 %__bbprof.dm.[[T]], i32 %__bbprof.dw.[[T]].d0) convergent nounwind
; CHECK-NOT: red.global
; CHECK: br i1 %more, label %loop, label %__bbprof.uexit.[[T]]
; CHECK: {{^}}__bbprof.uexit.[[T]]:
; CHECK: %__bbprof.uxh.[[T]].0 = trunc i64
; CHECK-NEXT: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;\0A\09redux.sync.max.u32 %bbp_t0, $2, %bbp_m;\0A\09redux.sync.max.u32 %bbp_w0, $3, %bbp_m;\0A\09redux.sync.add.u32 %bbp_t1, $4, %bbp_m;\0A\09redux.sync.max.u32 %bbp_w1, $5, %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.ne.b32 %bbp_p, %bbp_b, 0;\0A\09@%bbp_p bra BBP_SKIP_${:uid};\0A\09mov.b64 %bbp_n, {%bbp_t0, %bbp_w0};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09mov.b64 %bbp_n, {%bbp_t1, %bbp_w1};\0A\09red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;\0A\09BBP_SKIP_${:uid}:\0A\09}", "l,r,r,r,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.uxl.[[T]].0, i32 %__bbprof.uxh.[[T]].0, i32 %__bbprof.dtn.[[T]].d0, i32 %__bbprof.dwn.[[T]].d0) convergent nounwind
; CHECK-NEXT: br label %exit

define ptx_kernel void @gridstride(ptr addrspace(1) %x, ptr addrspace(1) %y, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp slt i32 %tid, %n
  br i1 %first, label %loop, label %exit

loop:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %join ]
  %idx = zext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %idx
  %v = load float, ptr addrspace(1) %px, align 4
  %big = fcmp oge float %v, 1.0
  br i1 %big, label %special, label %join

special:
  %w = fmul float %v, 0.5
  br label %join

join:
  %r = phi float [ %w, %special ], [ %v, %loop ]
  %py = getelementptr float, ptr addrspace(1) %y, i64 %idx
  store float %r, ptr addrspace(1) %py, align 4
  %i.next = add i32 %i, 128
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
