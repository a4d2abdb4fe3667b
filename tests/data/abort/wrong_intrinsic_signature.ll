; An intrinsic declared with a signature LLVM 22 does not have, in a module that carries
; debug-info metadata: LLVM's parser verifies such a module while reading it and ends the
; process ("Broken module found, compilation aborted!"). bbprof must answer in one line.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x(i64)

define amdgpu_kernel void @k(ptr addrspace(1) %out) "target-cpu"="gfx942" {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x(i64 0)
  store i32 %id, ptr addrspace(1) %out
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
