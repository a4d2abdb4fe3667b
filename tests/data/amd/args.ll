; Hand-written for bbprof's HIP argument-packing tests: pointers and scalars of every
; width, in an order that makes the kernarg layout pad (i16 then ptr, f32 then f64).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mixed(ptr addrspace(1) %out, i32 %n, float %scale, i16 %h,
                                 ptr addrspace(1) %in, i64 %big, double %d, half %x,
                                 i8 %b, ptr addrspace(1) %unused) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %inrange = icmp ult i32 %tid, %n
  br i1 %inrange, label %body, label %exit

body:
  %idx = zext i32 %tid to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %src, align 4
  %h32 = sitofp i16 %h to float
  %b32 = sitofp i8 %b to float
  %big32 = sitofp i64 %big to float
  %d32 = fptrunc double %d to float
  %x32 = fpext half %x to float
  %s0 = fmul float %v, %scale
  %s1 = fadd float %s0, %h32
  %s2 = fadd float %s1, %b32
  %s3 = fadd float %s2, %big32
  %s4 = fadd float %s3, %d32
  %s5 = fadd float %s4, %x32
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %s5, ptr addrspace(1) %dst, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "target-cpu"="gfx942" "amdgpu-no-implicitarg-ptr" }
