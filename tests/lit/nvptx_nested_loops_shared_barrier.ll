; NVPTX: nested loops with a per-thread trip count, shared memory and a CTA barrier,
; every block counted in memory (tests/lit/nvptx_uniform_loop.ll: the default).
; RUN: %bbprof instrument %s -q --loops-in-memory -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [128 x float] poison, align 4

; CHECK-LABEL: define ptx_kernel void @nested(
; CHECK: store float %x, ptr addrspace(3) %slot
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-LABEL: {{^}}outer:
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %acc = phi float
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-LABEL: {{^}}inner:
; CHECK-NEXT: %j = phi i32
; CHECK-NEXT: %acc.in = phi float
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+16], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-LABEL: {{^}}inner.latch:
; CHECK: load float, ptr addrspace(3)

; MAP: "name": "outer"
; MAP: "loop_header": true
; MAP-NEXT: "loop_depth": 1
; MAP: "name": "inner"
; MAP: "loop_header": true
; MAP-NEXT: "loop_depth": 2
; MAP: "name": "inner.latch"
; MAP: "loop_depth": 2

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
