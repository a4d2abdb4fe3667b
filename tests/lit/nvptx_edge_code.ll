; Edge counters on NVPTX (spanning-tree placement): where neither end of an edge can hold
; its counter, one inline PTX statement before the branch ballots the condition and the
; elected lane adds the lanes that take the edge. No election branch, no block split.
; RUN: %bbprof instrument %s -q --counters thread --placement spanning-tree -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: {{^}}b:
; CHECK: %__bbprof.sel.[[W:[0-9]+]] = xor i1 %c3, true
; CHECK-NEXT: %__bbprof.sel32.[[W]] = zext i1 %__bbprof.sel.[[W]] to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;\0A\09setp.ne.u32 %bbp_t, $2, 0;\0A\09vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;{{.*}}popc.b32 %bbp_b, %bbp_v;{{.*}}@%bbp_p red.global.add.u64 [$0+{{[0-9]+}}], %bbp_n;{{.*}}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.sel32.[[W]]) convergent nounwind
; CHECK-NEXT: br i1 %c3, label %a, label %join
; CHECK-NOT: __bbprof.rest
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT: %v = phi i32 [ 1, %entry ], [ 2, %a ], [ 3, %b ]

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, %n
  br i1 %c1, label %a, label %join

a:
  %i = phi i32 [ 0, %entry ], [ %i.next, %b ]
  %odd = and i32 %i, 1
  %c2 = icmp eq i32 %odd, 0
  br i1 %c2, label %b, label %join

b:
  %i.next = add i32 %i, %tid
  %c3 = icmp ult i32 %i.next, 100
  br i1 %c3, label %a, label %join

join:
  %v = phi i32 [ 1, %entry ], [ 2, %a ], [ 3, %b ]
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
