; Single-block loops counted in registers (register_loops.py), every block of a gfx942
; (wave64) kernel: no counter in the loop blocks; each exit edge gets a block of bbprof's
; that adds the lane's count once. %strided has an induction variable stepping by 12 =
; 4 x 3: its count is ((next - start) >> 2) * 3^-1 mod 2^30, nothing per iteration;
; %halve has none: a phi and an add per iteration. thread_hits are the lanes' sum,
; wave_hits their wave maximum (wave.reduce.umax), added by the lowest lane, packed.
; With -bbprof-loops-in-memory every block has its counter again.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-placement=every-block -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.mem.json \
; RUN:   -bbprof-placement=every-block -bbprof-loops-in-memory -S %s | FileCheck --check-prefix=MEM %s
; RUN: FileCheck --check-prefix=MEMMAP %s < %t.mem.json
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define amdgpu_kernel void @loops(
; CHECK: strided:
; CHECK-NEXT: %i = phi i32 [ %tid, %entry ], [ %i.next, %strided ]
; CHECK-NEXT: %i.next = add i32 %i, 12
; CHECK-NEXT: %more = icmp slt i32 %i.next, %n
; CHECK-NEXT: br i1 %more, label %strided, label %__bbprof.exit.1.0
; CHECK: __bbprof.exit.1.0:
; CHECK-NEXT: %__bbprof.ivd.1.0 = sub i32 %i.next, %tid
; CHECK-NEXT: %__bbprof.ivd.s.1.0 = lshr i32 %__bbprof.ivd.1.0, 2
; CHECK-NEXT: %__bbprof.ivd.m.1.0 = mul i32 %__bbprof.ivd.s.1.0, -1431655765
; CHECK-NEXT: %__bbprof.ivd.k.1.0 = and i32 %__bbprof.ivd.m.1.0, 1073741823
; CHECK-NEXT: %__bbprof.ivd.64.1.0 = zext i32 %__bbprof.ivd.k.1.0 to i64
; CHECK: call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %__bbprof.x32.1.0, i32 0)
; CHECK: %__bbprof.xls.1.0 = shl i64 %__bbprof.xlw.1.0, 32
; CHECK: %__bbprof.xv.1.0 = add i64 %__bbprof.ivd.64.1.0, %__bbprof.xls.1.0
; CHECK: %__bbprof.xp.1.0 = getelementptr inbounds i64, ptr addrspace(1) %__bbprof.row, i64 1
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %__bbprof.xp.1.0, i64 %__bbprof.xv.1.0 syncscope("agent") monotonic, align 8
; CHECK-NEXT: br label %halve
; CHECK: halve:
; CHECK-NEXT: %x = phi i32 [ %i.next, %__bbprof.exit.1.0 ], [ %x.half, %halve ]
; CHECK-NEXT: %__bbprof.c.2 = phi i64 [ 0, %__bbprof.exit.1.0 ], [ %__bbprof.cn.2, %halve ]
; CHECK-NEXT: %__bbprof.cn.2 = add i64 %__bbprof.c.2, 1
; CHECK-NOT: call void @__bbprof.count
; CHECK: __bbprof.exit.2.0:
; CHECK-NEXT: %__bbprof.x32.2.0 = trunc i64 %__bbprof.cn.2 to i32
; CHECK: atomicrmw add ptr addrspace(1) %__bbprof.xp.2.0
; CHECK: done:
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64 3)

; MAP: "loops_in_registers": true,
; MAP-NEXT: "name": "thread,wave/every-block"
; MAP: "register_loops": [
; MAP-NEXT: {
; MAP-NEXT: "block": 1,
; MAP-NEXT: "word": 1,
; MAP-NEXT: "exits": 1
; MAP-NEXT: },
; MAP-NEXT: {
; MAP-NEXT: "block": 2,
; MAP-NEXT: "word": 2,
; MAP-NEXT: "exits": 1

; MEM: strided:
; MEM-NEXT: %i = phi i32
; MEM-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 %__bbprof.lanes_below, i64 1)
; MEM-NOT: __bbprof.exit
; MEMMAP: "loops_in_registers": false,
; MEMMAP-NEXT: "name": "thread,wave/every-block,loops-in-memory"
; MEMMAP: "register_loops": [],
define amdgpu_kernel void @loops(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %strided

strided:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %strided ]
  %i.next = add i32 %i, 12
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %strided, label %halve

halve:
  %x = phi i32 [ %i.next, %strided ], [ %x.half, %halve ]
  %x.half = lshr i32 %x, 1
  %odd = and i32 %x.half, 1
  %again = icmp ne i32 %odd, 0
  br i1 %again, label %halve, label %done

done:
  store i32 %x.half, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx942" }
