; A host-CPU program with the control flow GPU kernels have: nested loops with a
; data-dependent branch, a switch with a shared target, an early return, an unreachable
; block, and calls into other defined functions. Written by hand for bbprof; `bbprof demo`
; and the execution tests instrument it with --target host and run it in-process.

define i64 @nested(i32 %n, i32 %m) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.inner, %outer.latch ]
  %outer.cond = icmp slt i32 %i, %n
  br i1 %outer.cond, label %inner, label %exit

inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.latch ]
  %acc.inner = phi i64 [ %acc, %outer ], [ %acc.next, %inner.latch ]
  %inner.cond = icmp slt i32 %j, %m
  br i1 %inner.cond, label %body, label %outer.latch

body:
  %sum = add i32 %i, %j
  %parity = and i32 %sum, 1
  %is.odd = icmp ne i32 %parity, 0
  br i1 %is.odd, label %odd, label %even

odd:
  %a.odd = add i64 %acc.inner, 3
  br label %inner.latch

even:
  %a.even = add i64 %acc.inner, 1
  br label %inner.latch

inner.latch:
  %acc.next = phi i64 [ %a.odd, %odd ], [ %a.even, %even ]
  %j.next = add i32 %j, 1
  br label %inner

outer.latch:
  %i.next = add i32 %i, 1
  br label %outer

exit:
  ret i64 %acc
}

define i32 @classify(i32 %x) {
entry:
  %negative = icmp slt i32 %x, 0
  br i1 %negative, label %early, label %dispatch

early:
  ret i32 -1

dispatch:
  %r = urem i32 %x, 5
  switch i32 %r, label %other [
    i32 0, label %zero
    i32 1, label %one
    i32 2, label %two
    i32 3, label %two
  ]

zero:
  br label %join

one:
  br label %join

two:
  br label %join

other:
  br label %join

join:
  %v = phi i32 [ 10, %zero ], [ 11, %one ], [ 12, %two ], [ 13, %other ]
  ret i32 %v

dead:
  ret i32 99
}

define i32 @square(i32 %v) {
entry:
  %s = mul i32 %v, %v
  ret i32 %s
}

define i64 @driver(i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %total = phi i64 [ 0, %entry ], [ %total.next, %loop ]
  %sq = call i32 @square(i32 %k)
  %shifted = sub i32 %k, 3
  %class = call i32 @classify(i32 %shifted)
  %part = add i32 %sq, %class
  %part64 = sext i32 %part to i64
  %total.next = add i64 %total, %part64
  %k.next = add i32 %k, 1
  %again = icmp slt i32 %k.next, %n
  br i1 %again, label %loop, label %done

done:
  %result = phi i64 [ 0, %entry ], [ %total.next, %loop ]
  ret i64 %result
}
