; A run of chain blocks across a loop whose only exit is warp-uniform (the trip count is a
; kernel argument), with a lane-dependent diamond inside the loop and a side block (the
; loop's preheader, on a uniform condition) before it: instrument/straight_flags.py lets
; the run go on through such a loop (entry and fin share one counter) and counts the
; preheader by a side flag at fin. tests/emulator/test_side_flags_uniform_loop.py.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out, i32 %n) {
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
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %pre, label %fin

pre:
  %x1 = add i32 %x, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %join ]
  %acc = phi i32 [ %x1, %pre ], [ %acc2, %join ]
  %v = add i32 %acc, %i
  %odd = and i32 %v, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %odd_arm, label %even_arm

odd_arm:
  %a1 = mul i32 %v, 3
  %a2 = add i32 %a1, 1
  br label %join

even_arm:
  %e1 = lshr i32 %v, 1
  br label %join

join:
  %acc2 = phi i32 [ %a2, %odd_arm ], [ %e1, %even_arm ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %fin, label %loop

fin:
  %r = phi i32 [ %x, %entry ], [ %acc2, %join ]
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
