"""The emulator reads each function's define line from one print of the module (printing
functions one by one made loading quadratic in the functions: LLVM prints a function with
a slot tracker of the whole module). The headers are the lines the function's own print
starts with, up to the first "{", for plain and quoted names; a name the printer escapes
is left to the function's own print."""

from __future__ import annotations

import llvmlite.binding as llvm

from bbprof.runtime.emulator.program import _define_headers

MODULE = r'''target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) {
  ret void
}
define internal i32 @"a b"(i32 %x) {
  ret i32 %x
}
define { i32, i32 } @pair() {
  ret { i32, i32 } zeroinitializer
}
define void @"q\22x"() {
  ret void
}
'''


def test_headers_equal_each_functions_own_print():
    module = llvm.parse_assembly(MODULE)
    headers = _define_headers(str(module))
    for f in module.functions:
        own = next(line for line in str(f).splitlines() if line.startswith("define "))
        if '\\' in own:                      # an escaped name: not in the table
            assert f.name not in headers
            continue
        assert headers[f.name] == own.split("{", 1)[0]
    assert set(headers) == {"k", "a b", "pair"}
    assert "ptx_kernel" in headers["k"]
