; A windowed loop (bbprof/instrument/uniform_loops.py, "Windows of iterations") inside
; another: the inner loop's trip count, 13 + 11 * j in the outer loop's iteration j, is
; the same for every lane (uniform exit) and crosses the 32-iteration windows (13, 24,
; 35, 46, 57, 68 for six outer iterations); its chain (ih, im, ilatch) has lane-dependent
; detours: a triangle (t), a diamond (dl, dr: dr is dl's complement) and a triangle
; nested in dl on a condition computed in im (nest: a flag of two conditions). Expected
; counts: window_loops_walk.py.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out, i32 %outer) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %g = add i32 %base, %tid
  %gi = zext i32 %g to i64
  %px = getelementptr i32, ptr addrspace(1) %data, i64 %gi
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %gi
  %x = load i32, ptr addrspace(1) %px
  br label %oh

oh:
  %j = phi i32 [ 0, %entry ], [ %j.n, %olatch ]
  %acc = phi i32 [ 0, %entry ], [ %a.n, %olatch ]
  %m = mul i32 %j, 11
  %n = add i32 %m, 13
  %jh = mul i32 %j, -2048144789
  br label %ih

ih:
  %i = phi i32 [ 0, %oh ], [ %i.n, %ilatch ]
  %a = phi i32 [ %acc, %oh ], [ %a.n, %ilatch ]
  %ih.m = mul i32 %i, -1640531535
  %v0 = xor i32 %x, %ih.m
  %v = xor i32 %v0, %jh
  %v3 = and i32 %v, 3
  %c1 = icmp eq i32 %v3, 0
  br i1 %c1, label %t, label %im

t:
  %a1 = add i32 %a, 1
  br label %im

im:
  %p = phi i32 [ %a1, %t ], [ %a, %ih ]
  %v8 = and i32 %v, 8
  %c2 = icmp ne i32 %v8, 0
  %v16 = and i32 %v, 16
  %c3 = icmp ne i32 %v16, 0
  br i1 %c2, label %dl, label %dr

dl:
  %b1 = add i32 %p, 2
  br i1 %c3, label %nest, label %ilatch

nest:
  %b3 = mul i32 %b1, 3
  br label %ilatch

dr:
  %b2 = xor i32 %p, 5
  br label %ilatch

ilatch:
  %a.n = phi i32 [ %b1, %dl ], [ %b3, %nest ], [ %b2, %dr ]
  %i.n = add i32 %i, 1
  %idone = icmp uge i32 %i.n, %n
  br i1 %idone, label %olatch, label %ih

olatch:
  %j.n = add i32 %j, 1
  %odone = icmp uge i32 %j.n, %outer
  br i1 %odone, label %leave, label %oh

leave:
  store i32 %a.n, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
