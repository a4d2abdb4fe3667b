; Loops entered by two edges from one block (two cases of a switch): the counting code's
; phis need an entry for each edge (tests/instrument/test_loop_registers.py).
target triple = "x86_64-unknown-linux-gnu"

; A single-block loop entered by two switch cases (s = 0 or 1) or skipped (s = 2): it runs
; n times when entered (n >= 1).
define i32 @single(i32 %n, i32 %s) {
entry:
  switch i32 %s, label %loop [
    i32 1, label %loop
    i32 2, label %out
  ]

loop:
  %i = phi i32 [ 0, %entry ], [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %out

out:
  %r = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  ret i32 %r
}

; A two-block loop (header h exits; latch l) entered the same way: h runs n times, l n - 1.
define i32 @chain(i32 %n, i32 %s) {
entry:
  switch i32 %s, label %h [
    i32 1, label %h
    i32 2, label %out
  ]

h:
  %i = phi i32 [ 0, %entry ], [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %l, label %out

l:
  br label %h

out:
  %r = phi i32 [ -1, %entry ], [ %i.next, %h ]
  ret i32 %r
}
