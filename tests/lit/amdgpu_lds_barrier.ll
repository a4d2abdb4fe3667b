; LDS traffic around a barrier, plus a static alloca in the entry block: the alloca stays
; the entry block's first instruction (static), the counting code follows it.
; RUN: %bbprof instrument %s -q --placement every-block -o %t.ll --map %t.json
; RUN: FileCheck %s < %t.ll

target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [256 x float] poison, align 4

; CHECK: @tile = internal addrspace(3) global [256 x float] poison, align 4
; CHECK-LABEL: define amdgpu_kernel void @stage(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %tmp = alloca float, align 4, addrspace(5)
; CHECK-NEXT: %__bbprof.hw_id = call i32 @llvm.amdgcn.s.getreg(i32 14852)
; CHECK-NOT: s.getreg(i32 6164)
; CHECK: store float %x, ptr addrspace(3) %slot
; CHECK-NEXT: call void @llvm.amdgcn.s.barrier()
; CHECK-LABEL: {{^}}reader:
; CHECK-NEXT: call void @__bbprof.count.w64(ptr addrspace(1) %__bbprof.row, i64 1)
; CHECK: load float, ptr addrspace(3)

define amdgpu_kernel void @stage(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %tmp = alloca float, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %slot = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %x, ptr addrspace(3) %slot, align 4
  call void @llvm.amdgcn.s.barrier()
  %low = icmp ult i32 %tid, 128
  br i1 %low, label %reader, label %done

reader:
  %other = xor i32 %tid, 1
  %oslot = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %other
  %y = load float, ptr addrspace(3) %oslot, align 4
  store volatile float %y, ptr addrspace(5) %tmp, align 4
  %z = load volatile float, ptr addrspace(5) %tmp, align 4
  %q = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %z, ptr addrspace(1) %q, align 4
  br label %done

done:
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" }
