; Straight-line code outside loops with lane-dependent triangles and a diamond, a loop
; between, two triangles on one condition: the side flags' case (instrument/straight_flags.py)
; of tests/emulator/test_side_flags.py and tests/gpu/test_side_flags_gpu.py; its counts:
; side_flags_walk.py.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %wg, %bs
  %g = add i32 %base, %tid
  %gi = zext i32 %g to i64
  %px = getelementptr i32, ptr addrspace(1) %data, i64 %gi
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %gi
  %x = load i32, ptr addrspace(1) %px
  %x3 = and i32 %x, 3
  %c1 = icmp eq i32 %x3, 0
  br i1 %c1, label %t1, label %m1

t1:
  %s1 = add i32 %x, 1
  br label %m1

m1:
  %p1 = phi i32 [ %s1, %t1 ], [ %x, %entry ]
  %x4 = and i32 %x, 4
  %c2 = icmp ne i32 %x4, 0
  br i1 %c2, label %a, label %b

a:
  %x8 = and i32 %x, 8
  %c3 = icmp ne i32 %x8, 0
  br i1 %c3, label %a2, label %m2

a2:
  %s2 = mul i32 %p1, 3
  br label %m2

b:
  %s3 = xor i32 %p1, 5
  br label %m2

m2:
  %p2 = phi i32 [ %p1, %a ], [ %s2, %a2 ], [ %s3, %b ]
  %n = lshr i32 %x, 4
  %n3 = and i32 %n, 3
  %go = icmp ne i32 %n3, 0
  br i1 %go, label %loop, label %after

loop:
  %i = phi i32 [ 0, %m2 ], [ %i.n, %loop ]
  %acc = phi i32 [ %p2, %m2 ], [ %acc.n, %loop ]
  %acc.n = add i32 %acc, 7
  %i.n = add i32 %i, 1
  %more = icmp ult i32 %i.n, %n3
  br i1 %more, label %loop, label %after

after:
  %p3 = phi i32 [ %p2, %m2 ], [ %acc.n, %loop ]
  %x64 = and i32 %x, 64
  %c4 = icmp ne i32 %x64, 0
  br i1 %c4, label %t4, label %m4

t4:
  %s4 = add i32 %p3, 11
  br label %m4

m4:
  %p4 = phi i32 [ %s4, %t4 ], [ %p3, %after ]
  br i1 %c4, label %t4b, label %m5

t4b:
  %s5 = shl i32 %p4, 1
  br label %m5

m5:
  %p5 = phi i32 [ %s5, %t4b ], [ %p4, %m4 ]
  br label %fin

fin:
  store i32 %p5, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
