; Hand-written for bbprof's tests: a private array too large to live in registers or LDS
; (4 KiB per lane), indexed by a loaded value, so it stays in scratch memory. Per loop
; iteration: one global load, one private store, one private load; after the loop one
; global store. Expected scratch accesses: 2 (buffer_store_dword and buffer_load_dword
; through the scratch resource); global (vmem) accesses: 2.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @private_array(ptr addrspace(1) %idx, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %a = alloca [1024 x float], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %pi = getelementptr inbounds i32, ptr addrspace(1) %idx, i32 %i
  %k = load i32, ptr addrspace(1) %pi, align 4
  %km = and i32 %k, 1023
  %slot = getelementptr inbounds [1024 x float], ptr addrspace(5) %a, i32 0, i32 %km
  %f = sitofp i32 %i to float
  store volatile float %f, ptr addrspace(5) %slot, align 4
  %jm = xor i32 %km, 7
  %other = getelementptr inbounds [1024 x float], ptr addrspace(5) %a, i32 0, i32 %jm
  %v = load volatile float, ptr addrspace(5) %other, align 4
  %sum = fadd float %acc, %v
  %next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx908" "amdgpu-flat-work-group-size"="1,256" }
