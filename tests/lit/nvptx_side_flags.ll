; Straight-line code outside loops on NVPTX (instrument/straight_flags.py): the side block
; `then` holds no counter of its own; `done` (the next chain block, which shares `entry`'s
; counter) computes its flag's ballot and adds it, behind one branch past the `red`s. Few
; statements, none in a loop: each finds its row itself (%smid, %lanemask_lt at the
; statement; no entry code keeps a row live).
; RUN: %bbprof instrument %s -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NOT: %__bbprof.row =
; CHECK: %__bbprof.lunit.1 = call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK-NEXT: %__bbprof.llt.1 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT: call void asm sideeffect "{\0A\09.reg .b32 %bbp_q;\0A\09.reg .b64 %bbp_row;\0A\09and.b32 %bbp_q, $2, 2047;{{.*}}add.u64 %bbp_row, %bbp_row, $0;{{.*}}@%bbp_p red.global.add.u64 [%bbp_row+0], %bbp_n;{{.*}}"(ptr addrspace(1) @__bbprof_counters, i32 %__bbprof.llt.1, i32 %__bbprof.lunit.1)
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}then:
; CHECK-NOT: asm
; CHECK: br label %done
; CHECK-LABEL: {{^}}done:
; CHECK-NEXT: %__bbprof.sz.s0 = zext i1 %c to i32
; CHECK-NEXT: %__bbprof.sb.s0 = call i32 asm sideeffect "{{.*}}vote.sync.ballot.b32 $0, %bbp_p, %bbp_m;{{.*}}"(i32 %__bbprof.sz.s0)
; CHECK: call void asm sideeffect "{{.*}}@%bbp_p bra BBP_SKIP_${:uid};{{.*}}popc.b32 %bbp_b, $2;\0A\09min.u32 %bbp_h, $2, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09red.global.add.u64 [%bbp_row+8], %bbp_n;\0A\09BBP_SKIP_${:uid}:{{.*}}"(ptr addrspace(1) @__bbprof_counters, i32 %__bbprof.llt.2, i32 %__bbprof.sb.s0, i32 %__bbprof.lunit.2)
; CHECK-NEXT: ret void

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
