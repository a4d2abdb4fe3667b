; Block code on NVPTX, whole: the election against %lanemask_lt, the packed value as the
; register pair {lanes, 1}, and the word as an immediate offset from the row (one IR line
; per block, no address arithmetic). --loops-in-memory: the default would count `then` by a
; side flag at `done` (nvptx_side_flags.ll).
; RUN: %bbprof instrument %s -q --loops-in-memory -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: %bbprof instrument %s -q --counters thread --loops-in-memory -o %t.thread.ll --map %t.thread.json
; RUN: FileCheck --check-prefix=THREAD %s < %t.thread.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: %__bbprof.lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK: call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+0], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT: call void asm sideeffect "{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: call void asm sideeffect "{{.*}}@%bbp_p red.global.add.u64 [$0+16], %bbp_n;

; THREAD: call void asm sideeffect "{{.*}}popc.b32 %bbp_b, %bbp_m;\0A\09cvt.u64.u32 %bbp_n, %bbp_b;\0A\09@%bbp_p red.global.add.u64 [$0+0], %bbp_n;

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
