; Single-block loops for the register counts of every counting mode (tests/instrument/test_loop_registers.py).
; Each loop runs its block a number of times the test derives from the arguments.
target triple = "x86_64-unknown-linux-gnu"

; i32 induction variable from a computed start, step +1, exit on equality: runs n times (n >= 1).
define i32 @up(i32 %s, i32 %n) {
entry:
  %start = mul i32 %s, 7
  %end = add i32 %start, %n
  br label %loop

loop:
  %i = phi i32 [ %start, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %end
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %acc.next
}

; i64 induction variable counting down by one (sub), guarded: runs n times, 0 when n <= 0.
define i64 @down(i64 %n) {
entry:
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i64 %acc, %i
  %i.next = sub nsw i64 %i, 1
  %more = icmp sgt i64 %i.next, 0
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  ret i64 %r
}

; Step 32 (a power of two) from a start near INT_MAX: the variable wraps past it.
; Runs ceil(n / 32) times for n >= 1 (the test starts at INT_MAX - 40).
define i32 @stride(i32 %start, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %start, %entry ], [ %i.next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i32 %k, 32
  %i.next = add i32 %i, 32
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %i.next
}

; Step -12 (4 * 3: a shift and an odd inverse): runs ceil(n / 12) times for n >= 1.
define i32 @odd_step(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, -12
  %more = icmp sgt i32 %i.next, 0
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %i.next
}

; Two exits (a switch): at i == stop (early, checked first), or when i + 1 == n (late).
; Runs min(n, stop + 1) times for n >= 1; leaves early when stop < n.
define i32 @two_exits(i32 %n, i32 %stop) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %hit = icmp eq i32 %i, %stop
  %i.next = add nuw i32 %i, 1
  %end = icmp eq i32 %i.next, %n
  %end2 = zext i1 %end to i32
  %sel = select i1 %hit, i32 2, i32 %end2
  switch i32 %sel, label %loop [
    i32 1, label %late
    i32 2, label %early
  ]

early:
  ret i32 0

late:
  ret i32 1
}

; No induction variable: a Collatz walk from x runs until it reaches 1 (x >= 2).
define i32 @collatz(i32 %x) {
entry:
  br label %loop

loop:
  %v = phi i32 [ %x, %entry ], [ %v.next, %loop ]
  %bit = and i32 %v, 1
  %is_odd = icmp ne i32 %bit, 0
  %tripled = mul i32 %v, 3
  %up = add i32 %tripled, 1
  %half = lshr i32 %v, 1
  %v.next = select i1 %is_odd, i32 %up, i32 %half
  %more = icmp ne i32 %v.next, 1
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %v.next
}

; A loop entered from two blocks (no single entry edge): the phi-and-add count, not the
; variable. Runs n times from either side.
define i32 @two_entries(i32 %n, i1 %side) {
entry:
  br i1 %side, label %left, label %right

left:
  br label %loop

right:
  br label %loop

loop:
  %i = phi i32 [ 0, %left ], [ 0, %right ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %i.next
}
