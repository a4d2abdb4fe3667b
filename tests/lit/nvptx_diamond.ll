; A divergent if/else joining in a phi; the counting code goes after the phi.
; --loops-in-memory (the kernel has no loop): a counter at the top of every block. The
; default would count side blocks of straight-line code by side flags (nvptx_side_flags.ll).
; RUN: %bbprof instrument %s --loops-in-memory -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
; CHECK-LABEL: define ptx_kernel void @diamond(
; CHECK: %__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK: %__bbprof.lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK: %__bbprof.shard = urem i32 %__bbprof.combined, 2048
; CHECK: %__bbprof.offset = mul i64 %__bbprof.shard64, 16
; One inline PTX statement per block: a predicated red, no branch, no block split.
; CHECK: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NEXT: %t = fmul float %x, 2.0
; CHECK-NEXT: br label %join
; CHECK-LABEL: {{^}}else:
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+16], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT: %v = phi float [ %t, %then ], [ %e, %else ]
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+24], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK: store float %v
; CHECK-NOT: __bbprof.rest
; CHECK-NOT: define internal {{.*}}@__bbprof.

; MAP: "format": "bbprof.blockmap"
; MAP: "kind": "nvptx"
; MAP: "wave_size": 32
; MAP: "shards": 2048
; MAP: "row_words": 16
; MAP: "name": "diamond"
; MAP-NEXT: "is_kernel": true

define ptx_kernel void @diamond(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else

then:
  %t = fmul float %x, 2.0
  br label %join

else:
  %e = fadd float %x, 1.0
  br label %join

join:
  %v = phi float [ %t, %then ], [ %e, %else ]
  %q = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}
