; Straight-line code outside loops on NVPTX (instrument/straight_flags.py): the side block
; `then` holds no counter of its own; `done` (the next chain block, which shares `entry`'s
; counter) reads the run's active mask once, computes its flag's ballot over it and adds
; it, the other lanes branching past the `red`.
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %__bbprof.row = getelementptr
; CHECK-NEXT: call void asm sideeffect "{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}then:
; CHECK-NOT: asm
; CHECK: br label %done
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: %__bbprof.sm.s0 = call i32 asm sideeffect "activemask.b32 $0;", "=r"() convergent nounwind
; CHECK-NEXT: %__bbprof.sz.s0 = zext i1 %c to i32
; CHECK-NEXT: %__bbprof.sb.s0 = call i32 asm sideeffect "{{.*}}vote.sync.ballot.b32 $0, %bbp_p, $2;{{.*}}"(i32 %__bbprof.sz.s0, i32 %__bbprof.sm.s0)
; CHECK-NEXT: call void asm sideeffect "{{.*}}and.b32 %bbp_b, $2, $1;{{.*}}@%bbp_p bra BBP_SKIP_${:uid};\0A\09popc.b32 %bbp_b, $3;\0A\09min.u32 %bbp_h, $3, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09red.global.add.u64 [$0+8], %bbp_n;\0A\09BBP_SKIP_${:uid}:\0A\09}", "l,r,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.sm.s0, i32 %__bbprof.sb.s0) convergent nounwind
; CHECK-NEXT: ret void

; entry and done share word 0; then has word 1, counted at done
; MAP: "name": "entry"
; MAP: "counters": {
; MAP-NEXT: "thread_hits": 0,
; MAP: "name": "then"
; MAP: "counters": {
; MAP-NEXT: "thread_hits": 1,
; MAP: "name": "done"
; MAP: "counters": {
; MAP-NEXT: "thread_hits": 0,

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %then, label %done

then:
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
