; A single-block loop without an induction variable on the spanning tree of an sm_80
; kernel (thread counts): the back edge is counted per lane in a register (its branch
; condition, zero-extended, added each iteration); on the exit edge one inline PTX
; statement sums the exiting lanes' counts with redux.sync and the lowest lane adds the
; sum. Before sm_80 (no redux.sync) the loop stays counted in memory.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-counters=thread -bbprof-arch=sm_80 -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.old.json \
; RUN:   -bbprof-counters=thread -bbprof-arch=sm_70 -S %s | FileCheck --check-prefix=OLD %s
target triple = "nvptx64-nvidia-cuda"

; CHECK: halve:
; CHECK-NEXT: %x = phi i32 [ %x0, %entry ], [ %x.half, %halve ]
; CHECK-NEXT: %__bbprof.c.1 = phi i64 [ %__bbprof.cn.1, %halve ], [ 0, %entry ]
; CHECK: %again = icmp ne i32 %odd, 0
; CHECK-NEXT: %__bbprof.step.1 = zext i1 %again to i64
; CHECK-NEXT: %__bbprof.cn.1 = add i64 %__bbprof.c.1, %__bbprof.step.1
; CHECK-NEXT: br i1 %again, label %halve, label %__bbprof.exit.1.0
; CHECK: __bbprof.exit.1.0:
; CHECK-NEXT: %__bbprof.x32.1.0 = trunc i64 %__bbprof.cn.1 to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}redux.sync.add.u32 %bbp_s, $2, %bbp_m;{{.*}}@%bbp_p red.global.add.u64 [$0+8], %bbp_n;{{.*}}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.x32.1.0)
; CHECK-NEXT: br label %done

; MAP: "register_loops": [
; MAP-NEXT: {
; MAP-NEXT: "block": 1,
; MAP-NEXT: "word": 1,
; MAP-NEXT: "exits": 1
; MAP: "source": 1,
; MAP-NEXT: "target": 1,
; MAP-NEXT: "kind": "edge",
; MAP-NEXT: "block": null,
; MAP-NEXT: "counters": {
; MAP-NEXT: "thread_hits": 1

; OLD-NOT: redux.sync
; OLD-NOT: __bbprof.exit
define ptx_kernel void @halving(ptr addrspace(1) %out, i32 %x0) {
entry:
  br label %halve

halve:
  %x = phi i32 [ %x0, %entry ], [ %x.half, %halve ]
  %x.half = lshr i32 %x, 1
  %odd = and i32 %x.half, 1
  %again = icmp ne i32 %odd, 0
  br i1 %again, label %halve, label %done

done:
  store i32 %x.half, ptr addrspace(1) %out
  ret void
}
