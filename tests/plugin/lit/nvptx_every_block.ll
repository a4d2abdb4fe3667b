; Every block of an NVPTX kernel: entry code once (row from %smid and the warp's slot,
; %lanemask_lt), then one inline PTX statement per block, at the word of its block.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-placement=every-block -bbprof-shards=4 -S %s | FileCheck %s
; RUN: FileCheck --check-prefix=MAP %s < %t.json
target triple = "nvptx64-nvidia-cuda"

; CHECK: @__bbprof_counters = addrspace(1) global [64 x i64] zeroinitializer, align 128
; CHECK: @__bbprof_cfg_hash = addrspace(1) constant i64
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK: entry:
; CHECK: %__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()
; CHECK: %__bbprof.wave_slot_raw = lshr i32 %__bbprof.flat, 5
; CHECK: %__bbprof.lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK: %__bbprof.shard = urem i32 %__bbprof.combined, 4
; CHECK: %__bbprof.offset = mul i64 %__bbprof.shard64, 16
; CHECK: call void asm sideeffect "{{.*}}activemask.b32 %bbp_m;{{.*}}popc.b32 %bbp_b, %bbp_m;{{.*}}mov.b64 %bbp_n, {%bbp_b, %bbp_h};{{.*}}@%bbp_p red.global.add.u64 [$0+0], %bbp_n;{{.*}}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) #[[A:[0-9]+]]
; CHECK: then:
; CHECK-NEXT: call void asm sideeffect "{{.*}}[$0+8]{{.*}}"
; CHECK: join:
; CHECK-NEXT: %v = phi i32
; CHECK-NEXT: call void asm sideeffect "{{.*}}[$0+16]{{.*}}"
; CHECK: attributes #[[A]] = { convergent nounwind }

; MAP: "format": "bbprof.blockmap",
; MAP: "version": 3,
; MAP: "kind": "nvptx",
; MAP: "name": "thread,wave/every-block"
; MAP: "sites": 3,
; MAP: "shards": 4,
; MAP: "row_words": 16,
; MAP: "name": "k",
; MAP-NEXT: "is_kernel": true,
; MAP-NEXT: "wave_size": 32,
; MAP: "name": "entry",
; MAP-NEXT: "successors": [
; MAP-NEXT: 1,
; MAP-NEXT: 2
; MAP: "name": "then",
; MAP: "name": "join",
; MAP: "edges": []
; MAP: "engine": "plugin",

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %v = phi i32 [ 1, %then ], [ 0, %entry ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
