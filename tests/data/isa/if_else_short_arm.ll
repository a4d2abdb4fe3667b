target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %short, label %long
short:
  %a = add i32 %t, 1
  br label %join
long:
  %g = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %g
  %m = mul i32 %v, %v
  %m2 = mul i32 %m, %v
  %m3 = mul i32 %m2, %m
  store i32 %m3, ptr addrspace(1) %g
  br label %join
join:
  %r = phi i32 [ %a, %short ], [ %m3, %long ]
  %h = getelementptr i32, ptr addrspace(1) %p, i32 %n
  store i32 %r, ptr addrspace(1) %h
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="ARCH" }
