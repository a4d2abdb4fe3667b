"""CUDA's device printf (``vprintf``) on the emulator: the records of every lane, in lane
order and launch order, against what the host's C library prints for the same format and
values (``snprintf`` through ctypes: CUDA formats device printf on the host with it), the
buffer's arguments each aligned to its size, and CUDA's return value (the number of
arguments). Formats the emulator does not model are refused by name."""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import struct

import numpy as np
import pytest

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend
from bbprof.runtime.emulator.printf import Spec, format_record, parse_format

KERNEL = """target triple = "nvptx64-nvidia-cuda"
%args = type { i32, double, i64, ptr, i32 }
@.fmt = private unnamed_addr constant [FMTLEN x i8] c"FORMAT\\00", align 1
@.word = private unnamed_addr constant [4 x i8] c"abc\\00", align 1

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %buf = alloca %args, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %pi = getelementptr float, ptr addrspace(1) %in, i64 %t64
  %x = load float, ptr addrspace(1) %pi
  %odd = and i32 %tid, 1
  %print = icmp eq i32 %odd, 0
  br i1 %print, label %do, label %done
do:
  store i32 %tid, ptr %buf, align 8
  %p1 = getelementptr inbounds i8, ptr %buf, i64 8
  %xd = fpext float %x to double
  store double %xd, ptr %p1, align 8
  %p2 = getelementptr inbounds i8, ptr %buf, i64 16
  %big = mul i64 %t64, -1000000007
  store i64 %big, ptr %p2, align 8
  %p3 = getelementptr inbounds i8, ptr %buf, i64 24
  store ptr @.word, ptr %p3, align 8
  %p4 = getelementptr inbounds i8, ptr %buf, i64 32
  %ch = add i32 %tid, 65
  store i32 %ch, ptr %p4, align 8
  %n = call i32 @vprintf(ptr @.fmt, ptr %buf)
  br label %done
done:
  %r = phi i32 [ %n, %do ], [ 99, %entry ]
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(ptr, ptr)
"""
FORMAT = "lane %d: %+.3f|%-8lld|%5s|%c%%\\0A"


def run(values, fmt: str = FORMAT, launches: int = 1):
    length = len(fmt.replace("\\0A", "\n")) + 1
    text = KERNEL.replace("FORMAT", fmt).replace("FMTLEN", str(length))
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(len(values), np.uint32))
    src = backend.upload(np.asarray(values, np.float32))
    for _ in range(launches):
        code.launch("k", LaunchShape.of(1, len(values)), [out, src])
    return code.printf_output, list(out.read_array(np.uint32))


def host_printf(fmt: bytes, *args) -> str:
    """The host C library's text for ``fmt`` (the independent reference)."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    buffer = ctypes.create_string_buffer(4096)
    converted = [ctypes.c_double(a) if isinstance(a, float) else
                 ctypes.c_char_p(a) if isinstance(a, bytes) else ctypes.c_longlong(a)
                 if abs(a) > 2**31 else ctypes.c_int(a) for a in args]
    libc.snprintf(buffer, len(buffer), fmt, *converted)
    return buffer.value.decode("latin-1")


def test_each_printing_lane_prints_one_record_in_lane_order():
    values = [1.5, 2.0, float("nan"), 3.0, -0.0, 0.0, float("inf"), 1.0]
    records, returns = run(values, launches=2)
    want = []
    for t in range(0, 8, 2):
        x = float(np.float32(values[t]))
        want.append(host_printf(b"lane %d: %+.3f|%-8lld|%5s|%c%%\n", t, x,
                                t * -1000000007, b"abc", 65 + t))
    assert records == want + want                # two launches, in launch order
    assert returns == [5 if t % 2 == 0 else 99 for t in range(8)]   # arguments parsed


def test_infinities_and_nans_print_as_glibc_prints_them_sign_bit_included():
    minus_nan = struct.unpack("<d", struct.pack("<Q", 0xFFF8_0000_0000_0000))[0]
    pieces = parse_format("%f|%5.1F|%-6e|%+g|%05f")
    values = [minus_nan, math.inf, -math.inf, math.nan, math.nan]
    assert format_record(pieces, values) == host_printf(b"%f|%5.1F|%-6e|%+g|%05f", *values)


@pytest.mark.parametrize("fmt,value", [
    ("%05.3d", 7), ("%+u", 3), ("% x", 255), ("%-5X", 3054), ("%o", 8), ("%+d", -4),
    ("%08.3f", -1.25), ("%.0f", 2.5), ("%.0f", 0.5), ("%g", 1e-5), ("%G", 1e20),
    ("%e", 1e300), ("% .2e", 12345.678), ("%010.4g", 3.14159), ("%05f", math.inf),
    ("%.3s", b"abcdef"), ("%c", 0x41), ("%ld", -(2**40)), ("%llu", 2**63 + 5)])
def test_conversions_format_as_the_host_c_library(fmt, value):
    spec = parse_format(fmt)
    if isinstance(value, int) and "u" in fmt and value >= 2**63:
        reference = host_printf(fmt.encode(), ctypes.c_ulonglong(value).value - 2**64)
    else:
        reference = host_printf(fmt.encode(), value)
    assert format_record(spec, [value]) == reference


def test_arguments_are_read_at_offsets_aligned_to_their_size():
    specs = [p for p in parse_format("%d %f %d %lld %s %c") if isinstance(p, Spec)]
    offsets, at = [], 0
    for s in specs:
        at = -(-at // s.size) * s.size
        offsets.append(at)
        at += s.size
    assert offsets == [0, 8, 16, 24, 32, 40]     # clang's struct of the promoted args


@pytest.mark.parametrize("fmt", ["%#x", "%*d", "%hd", "%p", "%n", "%a", "%Lf", "%lc",
                                 "%d" * 33])
def test_formats_the_emulator_does_not_model_are_refused_by_name(fmt):
    with pytest.raises(UnsupportedIRError):
        parse_format(fmt)


def test_a_null_string_argument_faults_rather_than_guessing():
    text = KERNEL.replace("store ptr @.word", "store ptr null")
    fmt = "%d %f %lld %s %c"
    text = text.replace("FORMAT", fmt).replace("FMTLEN", str(len(fmt) + 1))
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(2, np.uint32))
    src = backend.upload(np.zeros(2, np.float32))
    with pytest.raises(EmulatorFault, match="null pointer"):
        code.launch("k", LaunchShape.of(1, 2), [out, src])
