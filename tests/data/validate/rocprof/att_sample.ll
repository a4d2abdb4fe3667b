; A small gfx942 kernel for the rocprofv3 --att sample files: a divergent if/else (even
; and odd lanes), a join, a uniform loop of %n trips, and an exit.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @att_sample(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 256
  %gid = add i32 %base, %tid
  %idx = zext i32 %gid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else

then:
  %t = fmul float %x, 2.0
  br label %join

else:
  %e = fadd float %x, 1.0
  br label %join

join:
  %v = phi float [ %t, %then ], [ %e, %else ]
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %join ], [ %i.next, %loop ]
  %acc = phi float [ %v, %join ], [ %acc.next, %loop ]
  %acc.next = call float @llvm.fma.f32(float %acc, float 0.5, float 1.0)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ %v, %join ], [ %acc.next, %loop ]
  %q = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "target-cpu"="gfx942" "amdgpu-flat-work-group-size"="1,256" }
