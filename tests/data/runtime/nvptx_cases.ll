; Hand-written NVPTX kernels for bbprof's GPU execution tests (tests/gpu/test_cuda_counts.py).
; Two kernels and one device function in one module; every count is derived by hand in the
; test from what each kernel computes.
target triple = "nvptx64-nvidia-cuda"

; x odd -> 3x, x even -> x + 7. Called from two places in @divergent.
define internal i32 @helper(i32 %x) #1 {
entry:
  %bit = and i32 %x, 1
  %is_odd = icmp eq i32 %bit, 1
  br i1 %is_odd, label %odd, label %even
odd:
  %a = mul i32 %x, 3
  br label %out
even:
  %b = add i32 %x, 7
  br label %out
out:
  %r = phi i32 [ %a, %odd ], [ %b, %even ]
  ret i32 %r
}

; g = global thread id. g >= n: nothing. g % 3 == 0: v = 2g; else v = helper(g).
; out[g] = helper(v).
define ptx_kernel void @divergent(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %in = icmp ult i32 %g, %n
  br i1 %in, label %active, label %exit
active:
  %m = urem i32 %g, 3
  %is0 = icmp eq i32 %m, 0
  br i1 %is0, label %then, label %else
then:
  %t = shl i32 %g, 1
  br label %join
else:
  %e = call i32 @helper(i32 %g)
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %e, %else ]
  %h = call i32 @helper(i32 %v)
  %g64 = zext i32 %g to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g64
  store i32 %h, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

; Per-thread trip count: out[g] = sum of (i * 3 + g) for i < trips[g].
define ptx_kernel void @trips(ptr addrspace(1) %out, ptr addrspace(1) %trips) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g64 = zext i32 %g to i64
  %tp = getelementptr inbounds i32, ptr addrspace(1) %trips, i64 %g64
  %trip = load i32, ptr addrspace(1) %tp, align 4
  %none = icmp eq i32 %trip, 0
  br i1 %none, label %after, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %i3 = mul i32 %i, 3
  %term = add i32 %i3, %g
  %acc1 = add i32 %acc, %term
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %trip
  br i1 %done, label %after, label %loop
after:
  %sum = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g64
  store i32 %sum, ptr addrspace(1) %op, align 4
  ret void
}

; A loop of three blocks with a per-thread trip count (its exit diverges) and a detour
; taken when i + g is odd (it diverges too): head and latch are the loop's chain, side the
; detour. out[g] = sum over i < trips[g] of (i + 5 if i + g is odd, else i).
define ptx_kernel void @chain(ptr addrspace(1) %out, ptr addrspace(1) %trips) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g64 = zext i32 %g to i64
  %tp = getelementptr inbounds i32, ptr addrspace(1) %trips, i64 %g64
  %trip = load i32, ptr addrspace(1) %tp, align 4
  %none = icmp eq i32 %trip, 0
  br i1 %none, label %after, label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %ig = add i32 %i, %g
  %bit = and i32 %ig, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %side, label %latch
side:
  %acc5 = add i32 %acc, 5
  br label %latch
latch:
  %acc1 = phi i32 [ %acc, %head ], [ %acc5, %side ]
  %acc2 = add i32 %acc1, %i
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %trip
  br i1 %done, label %after, label %head
after:
  %sum = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g64
  store i32 %sum, ptr addrspace(1) %op, align 4
  ret void
}

; Warp-uniform: every branch depends on the CTA only (a switch on ctaid % 3, a per-CTA
; trip count, the parity of a loop counter), so the default mode counts it on the edges
; outside a spanning tree, wave counts included. out[g]: -1 (kind 0); g + 0 + 1 + ... +
; (trip-1) (kind 1); kind 2: a do-while of max(trip, 1) rounds, s = s*3 (odd rounds), s+1.
define ptx_kernel void @uniform(ptr addrspace(1) %out, ptr addrspace(1) %trips) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %g = add i32 %base, %tid
  %g64 = zext i32 %g to i64
  %c64 = zext i32 %ctaid to i64
  %tp = getelementptr inbounds i32, ptr addrspace(1) %trips, i64 %c64
  %trip = load i32, ptr addrspace(1) %tp, align 4
  %kind = urem i32 %ctaid, 3
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %g64
  switch i32 %kind, label %other [
    i32 0, label %zero
    i32 1, label %one
  ]
zero:
  store i32 -1, ptr addrspace(1) %op, align 4
  ret void
one:
  %none = icmp eq i32 %trip, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %one ], [ %i1, %loop ]
  %acc = phi i32 [ %g, %one ], [ %acc1, %loop ]
  %acc1 = add i32 %acc, %i
  %i1 = add i32 %i, 1
  %end = icmp eq i32 %i1, %trip
  br i1 %end, label %done, label %loop
other:
  br label %head
head:
  %j = phi i32 [ 0, %other ], [ %j1, %latch ]
  %s = phi i32 [ %g, %other ], [ %s2, %latch ]
  %odd = and i32 %j, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %side, label %latch
side:
  %s1 = mul i32 %s, 3
  br label %latch
latch:
  %s2p = phi i32 [ %s, %head ], [ %s1, %side ]
  %s2 = add i32 %s2p, 1
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, %trip
  br i1 %more, label %head, label %done
done:
  %r = phi i32 [ %g, %one ], [ %acc1, %loop ], [ %s2, %latch ]
  store i32 %r, ptr addrspace(1) %op, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

attributes #0 = { nounwind }
attributes #1 = { noinline nounwind }
