; A kernel whose default placement is every block (a lane-dependent diamond inside a loop:
; hybrid placement would put an atomic in each arm of every iteration) still counts its
; entry once per CTA: the thread of flat index 0 adds the CTA's threads (%ntid x y z) and
; warps, as the spanning tree does; the other blocks' counters stay per warp. The
; every-block reference a user asks for keeps a counter per warp at the entry too.
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: %bbprof instrument %s -q --placement every-block -o %t.ref.ll --map %t.ref.json
; RUN: FileCheck --check-prefix=REF %s < %t.ref.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_a, %bbp_b;\0A\09.reg .b64 %bbp_n;\0A\09setp.eq.u32 %bbp_p, $1, 0;\0A\09mov.u32 %bbp_a, %ntid.x;{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.flat)
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}loop:

; REF-LABEL: define ptx_kernel void @k(
; REF: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;
; REF-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %acc = phi i32 [ %tid, %entry ], [ %acc2, %join ]
  %odd = and i32 %acc, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %a, label %b

a:
  %a1 = mul i32 %acc, 3
  br label %join

b:
  %b1 = lshr i32 %acc, 1
  br label %join

join:
  %acc2 = phi i32 [ %a1, %a ], [ %b1, %b ]
  %i1 = add i32 %i, 1
  %e = icmp eq i32 %i1, %n
  br i1 %e, label %done, label %loop

done:
  %r = phi i32 [ %tid, %entry ], [ %acc2, %join ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
