; AMDGPU: a self-loop whose header opens with many phis.
; Counted in memory (every entry): a call at the top of the loop block, phis unchanged.
; RUN: %bbprof instrument %s --arch gfx942 --occupancy off -q --placement every-block --loops-in-memory -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; Counted in registers (default): nothing in the loop; on its exit edge, the runs come from
; the induction variable's start and its exit test's bound, the wave's maximum is its wave
; count, every lane adds its own.
; RUN: %bbprof instrument %s --arch gfx942 --occupancy off -q --placement every-block -o %t.reg.ll --map %t.reg.json
; RUN: FileCheck --check-prefix=REG %s < %t.reg.ll

; REG-LABEL: {{^}}loop:
; REG-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; REG-NOT: atomicrmw
; REG: br i1 %more, label %loop, label %__bbprof.exit.1.0
; REG-LABEL: {{^}}__bbprof.exit.1.0:
; REG-NEXT: %__bbprof.bd.1.0.f = add i32 0, 1
; REG-NEXT: %__bbprof.bd.1.0.s = sext i32 %__bbprof.bd.1.0.f to i64
; REG-NEXT: %__bbprof.bd.1.0.b = sext i32 %n to i64
; REG-NOT: %i.next
; REG: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.x32.1.0, i32 0)
; REG: %__bbprof.xls.1.0 = shl i64 %__bbprof.xlw.1.0, 32
; REG-NEXT: %__bbprof.xv.1.0 = add i64 %__bbprof.bd.1.0.n, %__bbprof.xls.1.0
; REG-NEXT: atomicrmw add ptr addrspace(1) %__bbprof.xp.1.0, i64 %__bbprof.xv.1.0 syncscope("agent")
; REG-NEXT: br label %exit
; REG-LABEL: {{^}}exit:
; REG-NEXT: %r = phi float [ 0.000000e+00, %entry ], [ %a, %__bbprof.exit.1.0 ]

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT: %a = phi float
; CHECK-NEXT: %b = phi float
; CHECK-NEXT: %c = phi <2 x float> [ zeroinitializer, %entry ], [ %cv, %loop ]
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 1)
; CHECK: br i1 %more, label %loop, label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT: %r = phi float [ 0.000000e+00, %entry ], [ %a, %loop ]

define amdgpu_kernel void @phis(ptr addrspace(1) %out, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi float [ 0.0, %entry ], [ %b, %loop ]
  %b = phi float [ 1.0, %entry ], [ %sum, %loop ]
  %c = phi <2 x float> [ zeroinitializer, %entry ], [ %cv, %loop ]
  %sum = fadd float %a, %b
  %cv = insertelement <2 x float> %c, float %sum, i32 0
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %a, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
