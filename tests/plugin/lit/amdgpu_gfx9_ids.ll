; The row a wave writes on gfx9 (layout.py): the CU/SH/SE ids from HW_ID, and on
; gfx94x/95x the XCC id too, so that the XCDs never share a row; wave64 lanes by mbcnt.
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-placement=every-block -S %s | FileCheck --check-prefix=GFX90A %s
; RUN: FileCheck --check-prefix=MAP90A %s < %t.json
; RUN: sed 's/gfx90a/gfx942/' %s > %t.gfx942.ll
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t2.json \
; RUN:   -bbprof-placement=every-block -S %t.gfx942.ll | FileCheck --check-prefix=GFX942 %s
; RUN: FileCheck --check-prefix=MAP942 %s < %t2.json
target triple = "amdgcn-amd-amdhsa"

; GFX90A: %__bbprof.hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)
; GFX90A-NOT: i32 6164
; GFX90A: %__bbprof.wave_slot_raw = lshr i32 %__bbprof.tx, 6
; GFX90A: %__bbprof.lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %__bbprof.lane_lo)
; GFX90A: %__bbprof.unit_slots = mul i32 %__bbprof.hw_id, 4
; GFX90A: %__bbprof.shard = urem i32 %__bbprof.combined, 2048
; GFX90A: call void @__bbprof.count.w64(
; GFX90A: define internal void @__bbprof.count.w64({{.*}}) #[[C:[0-9]+]]
; GFX90A: call i64 @llvm.amdgcn.ballot.i64(i1 true)
; GFX90A: attributes #[[C]] = { alwaysinline convergent nounwind }
; MAP90A: "shard_selection": "(HW_ID[15:8] * 4 + wave index in workgroup % 4) % shards",

; GFX942: %__bbprof.xcc = call i32 @llvm.amdgcn.s.getreg(i32 6164)
; GFX942: %__bbprof.hw_units = shl i32 %__bbprof.hw_id, 3
; GFX942: %__bbprof.unit = or i32 %__bbprof.hw_units, %__bbprof.xcc
; MAP942: "arch": "gfx942",
; MAP942: "shard_selection": "((HW_ID[15:8] * 8 + XCC_ID) * 4 + wave index in workgroup % 4) % shards",

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  store i32 1, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" }
