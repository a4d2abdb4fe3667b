; Hopper's wgmma and the spanning tree (placement.py): in a warp-uniform kernel with wave
; counts a critical edge outside the tree gets a block of bbprof's, except into a block
; with phis in a kernel that issues wgmma (ptxas then serialized Triton's wgmma loop):
; there an edge counter before the source's terminator counts it (one inline PTX
; statement, vote.sync.ballot of the branch condition). The branch weights keep both
; critical edges into %join out of CFGMST's tree.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
; RUN: sed -e 's/wgmma.fence.sync.aligned;//' %s | %opt -load-pass-plugin=%plugin \
; RUN:   -passes=bbprof-instrument -bbprof-map=%t.plain.json -S | FileCheck --check-prefix=PLAIN %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: __bbprof.split
; CHECK: %__bbprof.sel32.[[W1:[0-9]+]] = zext i1 %__bbprof.sel.[[W1]] to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;{{.*}}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.sel32.[[W1]])
; CHECK-NEXT: br i1 %c, label %then, label %join
; CHECK: %__bbprof.sel32.[[W2:[0-9]+]] = zext i1 %d to i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}vote.sync.ballot.b32{{.*}}"
; CHECK-NEXT: br i1 %d, label %join, label %other

; MAP: "uniform": true,
; MAP: "source": 0,
; MAP-NEXT: "target": 1,
; MAP: "source": 0,
; MAP-NEXT: "target": 3,
; MAP-NEXT: "kind": "edge",
; MAP: "source": 1,
; MAP-NEXT: "target": 3,
; MAP-NEXT: "kind": "edge",

; PLAIN-NOT: vote.sync
; PLAIN: __bbprof.split.{{[0-9]+}}:
; PLAIN: __bbprof.split.{{[0-9]+}}:
; PLAIN: join:
; PLAIN-NEXT: %v = phi i32 [ 0, %__bbprof.split.{{[0-9]+}} ], [ 1, %__bbprof.split.{{[0-9]+}} ], [ 2, %other ]

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) {
entry:
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""()
  %c = icmp sgt i32 %a, 0
  br i1 %c, label %then, label %join, !prof !0

then:
  %d = icmp sgt i32 %b, 0
  br i1 %d, label %join, label %other, !prof !1

other:
  br label %join

join:
  %v = phi i32 [ 0, %entry ], [ 1, %then ], [ 2, %other ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = !{!"branch_weights", i32 1000, i32 1}
!1 = !{!"branch_weights", i32 1, i32 1000}
