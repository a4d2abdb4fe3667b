; What the pass refuses, in one line each: a CPU module not asked for, a bad option.
; RUN: not %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -disable-output %s 2>&1 | FileCheck --check-prefix=HOST %s
; RUN: not %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-target=host -bbprof-placement=everywhere -disable-output %s 2>&1 \
; RUN:   | FileCheck --check-prefix=PLACE %s
; RUN: %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t.json \
; RUN:   -bbprof-target=host -S %s -o %t.ll
; RUN: not %opt -load-pass-plugin=%plugin -passes=bbprof-instrument -bbprof-map=%t2.json \
; RUN:   -bbprof-target=host -disable-output %t.ll 2>&1 | FileCheck --check-prefix=AGAIN %s
target triple = "x86_64-unknown-linux-gnu"

; HOST: error: bbprof: {{.*}}errors.ll: target triple 'x86_64-unknown-linux-gnu' is not a GPU bbprof supports; pass -bbprof-target=host to count it on the CPU
; PLACE: error: bbprof: {{.*}}: unknown placement 'everywhere'; use every-block or spanning-tree
; AGAIN: error: bbprof: {{.*}}: the module is already instrumented by bbprof (it has @__bbprof{{.*}}); instrument the original IR

define i32 @f(i32 %x) {
  ret i32 %x
}
