; Timeline stamps alone (--counters none) on NVPTX. By default (compact slots) the
; kernel's first statement reads the two clocks' low halves and each exit calls the site's
; exit function with them (not inlined: ptxas cannot keep the kernel's ids live for the
; exit, docs/timeline.md): one self-contained inline PTX statement (clocks read once, ids
; read inside, the slot index bounded by W = 32 slot pairs of the 64 records) where the
; lowest active lane stores record 2i's 32 bytes: the entry's words 2-3 and the exit's
; clocks (words 0-1), by one store with the whole warp there, else by max-reductions. With --timeline-entry-stamp the entry
; calls a function of its own where lane 0 stores the entry record, and the exit stores
; its event word. No atomic, no cursor.
; RUN: %bbprof instrument %s --timeline --counters none --timeline-records 64 -q -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=MAP %s < %t.json
; RUN: %bbprof instrument %s --timeline --timeline-entry-stamp --counters none --timeline-records 64 -q -o %t.stamp.ll --map %t.stamp.json
; RUN: FileCheck --check-prefix=STAMP %s < %t.stamp.ll
; RUN: FileCheck --check-prefix=STAMPMAP %s < %t.stamp.json

target triple = "nvptx64-nvidia-cuda"

; CHECK: @__bbprof_timeline = addrspace(1) global [64 x [4 x i64]] zeroinitializer, align 128
; CHECK-NOT: @__bbprof_timeline_cursor
; CHECK-NOT: @__bbprof.tl.enter
; CHECK-LABEL: define internal void @__bbprof.tl.leave.s0(i64 %lo) noinline convergent nounwind {
; CHECK-NEXT: entry:
; CHECK-NEXT: call void asm sideeffect "{{.*}}mov.u64 %bbt_t, %globaltimer;{{.*}}activemask.b32 %bbt_m;{{.*}}setp.lt.and.u64 %bbt_q, %bbt_l, 32, %bbt_p;{{.*}}or.b32 %bbt_w, %bbt_w, 8;{{.*}}@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_g, $1};\0A\09setp.eq.and.b32 %bbt_r, %bbt_m, -1, %bbt_q;\0A\09@%bbt_r st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c};\0A\09xor.pred %bbt_p, %bbt_r, %bbt_q;\0A\09@!%bbt_p bra BBT_DONE;\0A\09red.global.max.u64 [%bbt_a], %bbt_t;\0A\09red.global.max.u64 [%bbt_a+8], %bbt_c;\0A\09BBT_DONE:\0A\09}", "l,l"(ptr addrspace(1) @__bbprof_timeline, i64 %lo) convergent nounwind
; CHECK-NEXT: ret void
; CHECK-LABEL: define ptx_kernel void @two_exits(
; CHECK-NEXT: entry:
; CHECK-NEXT: %__bbprof.tl.entry.clocks = call i64 asm sideeffect "{\0A\09.reg .b32 %bbt_s, %bbt_k;\0A\09mov.u32 %bbt_s, %globaltimer_lo;\0A\09mov.u32 %bbt_k, %clock;\0A\09mov.b64 $0, {%bbt_s, %bbt_k};\0A\09}", "=l"() convergent nounwind
; CHECK-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-LABEL: {{^}}early:
; CHECK-NEXT: call void @__bbprof.tl.leave.s0(i64 %__bbprof.tl.entry.clocks) convergent nounwind
; CHECK-NEXT: ret void
; CHECK-LABEL: {{^}}late:
; CHECK: store i32
; CHECK-NEXT: call void @__bbprof.tl.leave.s0(i64 %__bbprof.tl.entry.clocks) convergent nounwind
; CHECK-NEXT: ret void
; CHECK-NOT: atom.global
; CHECK-NOT: asm sideeffect

; MAP: "version": 8,
; MAP: "timeline": {
; MAP: "cursor_symbol": null,
; MAP: "regions": 0,
; MAP: "waves": 32,
; MAP: "compact_slots": true

; STAMP: @__bbprof_timeline = addrspace(1) global [64 x [4 x i64]] zeroinitializer, align 128
; STAMP-NOT: @__bbprof_timeline_cursor
; STAMP-LABEL: define internal void @__bbprof.tl.enter.s0() noinline convergent nounwind {
; STAMP-NEXT: entry:
; STAMP-NEXT: call void asm sideeffect "{\0A\09.reg .pred %bbt_p, %bbt_q, %bbt_r;{{.*}}mov.u64 %bbt_t, %globaltimer;\0A\09mov.u64 %bbt_c, %clock64;{{.*}}and.b32 %bbt_b, %bbt_w, 31;\0A\09setp.eq.b32 %bbt_p, %bbt_b, 0;{{.*}}mov.u32 %bbt_x, %ctaid.x;{{.*}}setp.lt.and.u64 %bbt_q, %bbt_l, 32, %bbt_p;{{.*}}setp.lt.and.u32 %bbt_q, %bbt_b, 32, %bbt_q;{{.*}}or.b32 %bbt_w, %bbt_w, 8;{{.*}}@%bbt_q st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c};\0A\09@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_e, %bbt_h};\0A\09}", "l"(ptr addrspace(1) @__bbprof_timeline) convergent nounwind
; STAMP-NEXT: ret void
; STAMP-LABEL: define internal void @__bbprof.tl.leave.s0() noinline convergent nounwind {
; STAMP-NEXT: entry:
; STAMP-NEXT: call void asm sideeffect "{{.*}}mov.u64 %bbt_t, %globaltimer;{{.*}}activemask.b32 %bbt_m;{{.*}}mov.u64 %bbt_e, 9;\0A\09@%bbt_q st.global.u64 [%bbt_a+48], %bbt_e;\0A\09setp.eq.and.b32 %bbt_r, %bbt_m, -1, %bbt_q;\0A\09@%bbt_r st.global.v2.u64 [%bbt_a+32], {%bbt_t, %bbt_c};\0A\09xor.pred %bbt_p, %bbt_r, %bbt_q;\0A\09@!%bbt_p bra BBT_DONE;\0A\09red.global.max.u64 [%bbt_a+32], %bbt_t;\0A\09red.global.max.u64 [%bbt_a+40], %bbt_c;\0A\09BBT_DONE:\0A\09}", "l"(ptr addrspace(1) @__bbprof_timeline) convergent nounwind
; STAMP-NEXT: ret void
; STAMP-LABEL: define ptx_kernel void @two_exits(
; STAMP-NEXT: entry:
; STAMP-NEXT: call void @__bbprof.tl.enter.s0() convergent nounwind
; STAMP-NEXT: %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; STAMP-LABEL: {{^}}early:
; STAMP-NEXT: call void @__bbprof.tl.leave.s0() convergent nounwind
; STAMP-NEXT: ret void
; STAMP-NOT: atom.global

; STAMPMAP: "version": 8,
; STAMPMAP: "waves": 32
; STAMPMAP-NOT: compact_slots


define ptx_kernel void @two_exits(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 16
  br i1 %low, label %early, label %late
early:
  ret void
late:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
