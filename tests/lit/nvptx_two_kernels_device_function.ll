; Two kernels and a device function called from both: all three are counted, counter
; words are numbered across the module in function order, and each function reads its ids once.
; --loops-in-memory (the kernel has no loop): a counter at the top of every block. The
; default would count side blocks of straight-line code by side flags (nvptx_side_flags.ll).
; RUN: %bbprof instrument %s --loops-in-memory -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define internal float @scale(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-LABEL: {{^}}big:
; CHECK: red.global.add.u64 [$0+8], %bbp_n;
; CHECK-LABEL: define ptx_kernel void @first(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK: red.global.add.u64 [$0+24], %bbp_n;
; CHECK: call float @scale(
; CHECK-LABEL: define ptx_kernel void @second(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK: red.global.add.u64 [$0+32], %bbp_n;
; CHECK: call float @scale(
; CHECK: call float @scale(

; MAP: "name": "scale"
; MAP-NEXT: "is_kernel": false
; MAP: "counters": {
; MAP-NEXT: "thread_hits": 0,
; MAP-NEXT: "wave_hits": 0
; MAP: "thread_hits": 1,
; MAP: "thread_hits": 2,
; MAP: "name": "first"
; MAP-NEXT: "is_kernel": true
; MAP: "thread_hits": 3,
; MAP: "name": "second"
; MAP-NEXT: "is_kernel": true
; MAP: "thread_hits": 4,

define internal float @scale(float %x) noinline {
entry:
  %c = fcmp ogt float %x, 10.0
  br i1 %c, label %big, label %small

big:
  %b = fmul float %x, 0.5
  ret float %b

small:
  %s = fmul float %x, 2.0
  ret float %s
}

define ptx_kernel void @first(ptr addrspace(1) %p) {
entry:
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @scale(float %x)
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @second(ptr addrspace(1) %p) {
entry:
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @scale(float %x)
  %z = call float @scale(float %y)
  store float %z, ptr addrspace(1) %p, align 4
  ret void
}
