"""Loads and stores of struct and array values (rodinia's HIP kernels load a whole
kernel-argument struct): each field at its DataLayout offset (natural alignment, tail
padding), the padding bytes left as they were. The expected bytes are written out by
hand from the layout rules: ``{ i8, i32, [2 x i16], i64 }`` has its fields at 0, 4, 8
and 16, 24 bytes in all."""

from __future__ import annotations

import numpy as np

from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "amdgcn-amd-amdhsa"
%s = type { i8, i32, [2 x i16], i64 }
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %pi = getelementptr %s, ptr addrspace(1) %in, i64 %t64
  %po = getelementptr %s, ptr addrspace(1) %out, i64 %t64
  %v = load %s, ptr addrspace(1) %pi
  %a = extractvalue %s %v, 0
  %b = extractvalue %s %v, 1
  %c1 = extractvalue %s %v, 2, 1
  %d = extractvalue %s %v, 3
  %a2 = add i8 %a, 1
  %b2 = add i32 %b, %t
  %d2 = add i64 %d, 1
  %w0 = insertvalue %s %v, i8 %a2, 0
  %w1 = insertvalue %s %w0, i32 %b2, 1
  %w2 = insertvalue %s %w1, i16 %c1, 2, 0
  %w3 = insertvalue %s %w2, i64 %d2, 3
  store %s %w3, ptr addrspace(1) %po
  %arr = alloca [3 x i32], align 4, addrspace(5)
  %three = insertvalue [3 x i32] zeroinitializer, i32 %t, 1
  %filled = insertvalue [3 x i32] %three, i32 %b, 2
  store [3 x i32] %filled, ptr addrspace(5) %arr
  %back = load [3 x i32], ptr addrspace(5) %arr
  %e2 = extractvalue [3 x i32] %back, 2
  %e1 = extractvalue [3 x i32] %back, 1
  %sum = add i32 %e1, %e2
  %tail = getelementptr i8, ptr addrspace(1) %po, i64 1
  %sum8 = trunc i32 %sum to i8
  store i8 %sum8, ptr addrspace(1) %tail
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" }
"""


def record(a: int, b: int, c0: int, c1: int, d: int, pad: int = 0xEE) -> bytes:
    """The 24 bytes of one ``%s`` by hand: i8 at 0, 3 padding bytes, i32 at 4, two i16
    at 8 and 10, 4 padding bytes, i64 at 16."""
    return (bytes([a, pad, pad, pad]) + b.to_bytes(4, "little") + c0.to_bytes(2, "little")
            + c1.to_bytes(2, "little") + bytes([pad] * 4) + d.to_bytes(8, "little"))


def test_struct_and_array_values_move_field_by_field_at_their_offsets():
    lanes = 4
    source = b"".join(record(10 + t, 1000 * t, 7, 300 + t, 2**40 + t, pad=0x55)
                      for t in range(lanes))
    backend = get_backend("emulator")
    code = backend.load(KERNEL, None)
    out = backend.upload(np.full(24 * lanes, 0xEE, np.uint8))
    src = backend.upload(np.frombuffer(source, np.uint8).copy())
    code.launch("k", LaunchShape.of(1, lanes), [out, src])
    got = out.read_array(np.uint8).tobytes()
    want = b""
    for t in range(lanes):
        one = bytearray(record(11 + t, 1001 * t, 300 + t, 300 + t, 2**40 + t + 1))
        one[1] = (t + 1000 * t) & 0xFF       # the array's elements 1 and 2, summed
        want += bytes(one)
    assert got == want
