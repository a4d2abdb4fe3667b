"""Integers of odd widths (``i4``, ``i7``, ``i24``, ``i48``): every operation of one
kernel per case, each lane's result checked against Python's own integers — the LLVM
Language Reference's definition written out (wrap modulo 2^N, read signed by bit N-1),
independent of the emulator's numpy — and the memory layout of such values (store
size rounded up to bytes, vectors bit-packed) checked byte for byte."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

LANES = 64
KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %po = getelementptr i64, ptr addrspace(1) %out, i64 %t64
  %pa = getelementptr i64, ptr addrspace(1) %in, i64 %t64
  %t2 = add i64 %t64, 64
  %pb = getelementptr i64, ptr addrspace(1) %in, i64 %t2
  %xa = load i64, ptr addrspace(1) %pa
  %xb = load i64, ptr addrspace(1) %pb
  %a = trunc i64 %xa to iN
  %b = trunc i64 %xb to iN
  BODY
  store i64 %z, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
DECLS
attributes #0 = { "target-cpu"="gfx942" }
"""


def run(bits: int, body: str, a, b, decls: str = ""):
    text = KERNEL.replace("BODY", body).replace("DECLS", decls).replace("iN", f"i{bits}")
    return run_text(text, a, b)


def run_text(text: str, a=(0,) * LANES, b=(0,) * LANES):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(LANES, np.uint64))
    src = backend.upload(np.concatenate([np.asarray(a, np.uint64), np.asarray(b, np.uint64)]))
    code.launch("k", LaunchShape.of(1, LANES), [out, src])
    return [int(v) for v in out.read_array(np.uint64)]


# -- the reference: LangRef's definitions on Python integers ------------------------------
def unsigned(x: int, n: int) -> int:
    return x % (1 << n)


def signed(x: int, n: int) -> int:
    x = unsigned(x, n)
    return x - (1 << n) if x >> (n - 1) else x


def trunc_toward_zero(p: int, q: int) -> int:
    quotient = abs(p) // abs(q)
    return quotient if (p < 0) == (q < 0) else -quotient


REFERENCE = {
    "add": lambda a, b, n: unsigned(a + b, n),
    "sub": lambda a, b, n: unsigned(a - b, n),
    "mul": lambda a, b, n: unsigned(a * b, n),
    "and": lambda a, b, n: a & b,
    "or": lambda a, b, n: a | b,
    "xor": lambda a, b, n: a ^ b,
    "shl": lambda a, b, n: unsigned(a << (b % n), n),
    "lshr": lambda a, b, n: a >> (b % n),
    "ashr": lambda a, b, n: unsigned(signed(a, n) >> (b % n), n),
    "udiv": lambda a, b, n: a // b,
    "urem": lambda a, b, n: a % b,
    "sdiv": lambda a, b, n: unsigned(trunc_toward_zero(signed(a, n), signed(b, n)), n),
    "srem": lambda a, b, n: unsigned(signed(a, n) - signed(b, n) * trunc_toward_zero(
        signed(a, n), signed(b, n)), n),
}


def operands(bits: int, seed: int, nonzero_b=False, small_b=False):
    rng = np.random.default_rng(seed)
    a = [int(v) for v in rng.integers(0, 1 << bits, LANES, dtype=np.uint64)]
    a[:4] = [0, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1]   # the edges
    b = [int(v) for v in rng.integers(0, 1 << bits, LANES, dtype=np.uint64)]
    if small_b:
        b = [v % bits for v in b]
    if nonzero_b:
        b = [v or 1 for v in b]
    # the higher bits of the i64 operands are junk that trunc must drop
    junk = [(v | (0xABCD << 40)) if bits < 40 else v for v in a]
    return a, b, junk


@pytest.mark.parametrize("bits", [4, 7, 24, 48])
@pytest.mark.parametrize("op", sorted(REFERENCE))
def test_binary_operations_wrap_and_read_signs_from_bit_n_minus_1(bits, op):
    a, b, junk = operands(bits, seed=bits, nonzero_b=op in ("udiv", "urem", "sdiv", "srem"),
                          small_b=op in ("shl", "lshr", "ashr"))
    if op in ("sdiv", "srem"):      # INT_MIN / -1 is undefined behaviour in LLVM
        b = [2 if signed(x, bits) == -(1 << (bits - 1)) and signed(y, bits) == -1 else y
             for x, y in zip(a, b)]
    got = run(bits, f"%r = {op} iN %a, %b\n  %z = zext iN %r to i64", junk, b)
    assert got == [REFERENCE[op](x, y, bits) for x, y in zip(a, b)]


@pytest.mark.parametrize("bits", [4, 7, 24])
@pytest.mark.parametrize("pred", ["slt", "sge", "ult", "ugt", "eq"])
def test_compares_read_signed_operands_from_bit_n_minus_1(bits, pred):
    a, b, junk = operands(bits, seed=100 + bits)
    b[:8] = a[:8]
    got = run(bits, f"%c = icmp {pred} iN %a, %b\n  %z = zext i1 %c to i64", junk, b)
    test = {"slt": lambda x, y: signed(x, bits) < signed(y, bits),
            "sge": lambda x, y: signed(x, bits) >= signed(y, bits),
            "ult": lambda x, y: x < y, "ugt": lambda x, y: x > y,
            "eq": lambda x, y: x == y}[pred]
    assert got == [int(test(x, y)) for x, y in zip(a, b)]


@pytest.mark.parametrize("bits", [4, 7, 24, 48])
def test_sext_sitofp_and_casts_into_odd_widths(bits):
    a, b, junk = operands(bits, seed=200 + bits)
    got = run(bits, "%z = sext iN %a to i64", junk, b)
    assert got == [unsigned(signed(x, bits), 64) for x in a]
    got = run(bits, "%f = sitofp iN %a to double\n  %z = bitcast double %f to i64", junk, b)
    assert got == [int(np.float64(signed(x, bits)).view(np.uint64)) for x in a]
    # i1 -> iN by sext: all N bits set; iN -> i3 by trunc: the low 3 bits
    got = run(bits, "%c = icmp ult iN %a, %b\n  %s = sext i1 %c to iN\n"
                    "  %z = zext iN %s to i64", junk, b)
    assert got == [(1 << bits) - 1 if x < y else 0 for x, y in zip(a, b)]
    got = run(bits, "%s = trunc iN %a to i3\n  %w = sext i3 %s to i64\n"
                    "  %z = add i64 %w, 0", junk, b)
    assert got == [unsigned(signed(x, 3), 64) for x in a]


def reference_intrinsic(name: str, x: int, y: int, n: int) -> int:
    if name == "bitreverse":
        return int(format(x, f"0{n}b")[::-1], 2)
    if name == "ctpop":
        return bin(x).count("1")
    if name == "ctlz":
        return n - x.bit_length()
    if name == "cttz":
        return n if x == 0 else (x & -x).bit_length() - 1
    if name == "abs":
        return unsigned(abs(signed(x, n)), n)
    if name in ("smax", "smin"):
        pick = max if name == "smax" else min
        return unsigned(pick(signed(x, n), signed(y, n)), n)
    if name in ("umax", "umin"):
        return (max if name == "umax" else min)(x, y)
    if name == "sadd.sat":
        return unsigned(min(max(signed(x, n) + signed(y, n), -(1 << (n - 1))),
                            (1 << (n - 1)) - 1), n)
    if name == "usub.sat":
        return max(x - y, 0)
    raise AssertionError(name)


CALLS = {"bitreverse": "call iN @llvm.bitreverse.iN(iN %a)",
         "ctpop": "call iN @llvm.ctpop.iN(iN %a)",
         "ctlz": "call iN @llvm.ctlz.iN(iN %a, i1 false)",
         "cttz": "call iN @llvm.cttz.iN(iN %a, i1 false)",
         "abs": "call iN @llvm.abs.iN(iN %a, i1 false)",
         "smax": "call iN @llvm.smax.iN(iN %a, iN %b)",
         "smin": "call iN @llvm.smin.iN(iN %a, iN %b)",
         "umax": "call iN @llvm.umax.iN(iN %a, iN %b)",
         "umin": "call iN @llvm.umin.iN(iN %a, iN %b)",
         "sadd.sat": "call iN @llvm.sadd.sat.iN(iN %a, iN %b)",
         "usub.sat": "call iN @llvm.usub.sat.iN(iN %a, iN %b)"}


def declaration(call: str) -> str:
    name = call.split("@")[1].split("(")[0]
    params = ", ".join(p.split()[0] for p in call.split("(")[1].rstrip(")").split(", "))
    return f"declare iN @{name}({params})"


@pytest.mark.parametrize("bits", [4, 7, 24, 32, 48])
@pytest.mark.parametrize("name", sorted(CALLS))
def test_integer_intrinsics_at_odd_and_whole_widths(bits, name):
    a, b, junk = operands(bits, seed=300 + bits)
    call = CALLS[name]
    got = run(bits, f"%r = {call}\n  %z = zext iN %r to i64", junk, b, declaration(call))
    assert got == [reference_intrinsic(name, x, y, bits) for x, y in zip(a, b)]


def test_row_sort_bitreverse_i7_as_triton_emits_it():
    """Triton's row_sort for gfx90a: ``bitreverse.i7`` of ``trunc(x) & 3``."""
    a = list(range(LANES))
    body = ("%m = and iN %a, 3\n  %r = call iN @llvm.bitreverse.iN(iN %m)\n"
            "  %z = zext iN %r to i64")
    got = run(7, body, a, a, "declare iN @llvm.bitreverse.iN(iN)")
    assert got == [{0: 0, 1: 64, 2: 32, 3: 96}[x & 3] for x in a]


@pytest.mark.parametrize("bits", [7, 24])
@pytest.mark.parametrize("left", [True, False])
def test_funnel_shifts_concatenate_n_bits(bits, left):
    a, b, junk = operands(bits, seed=400 + bits)
    name = "fshl" if left else "fshr"
    body = (f"%s = trunc i64 %xb to iN\n  %r = call iN @llvm.{name}.iN(iN %a, iN %b, iN %s)"
            "\n  %z = zext iN %r to i64")
    got = run(bits, body, junk, b, f"declare iN @llvm.{name}.iN(iN, iN, iN)")
    want = []
    for x, y in zip(a, b):
        both, k = (x << bits) | y, y % bits
        want.append(unsigned((both << k) >> bits, bits) if left else unsigned(both >> k, bits))
    assert got == want


@pytest.mark.parametrize("bits,op", [(7, "sadd"), (7, "umul"), (24, "ssub"), (24, "uadd"),
                                     (48, "smul")])
def test_overflow_intrinsics_flag_the_n_bit_range(bits, op):
    a, b, junk = operands(bits, seed=500 + bits)
    body = (f"%p = call {{iN, i1}} @llvm.{op}.with.overflow.iN(iN %a, iN %b)\n"
            "  %r = extractvalue {iN, i1} %p, 0\n  %o = extractvalue {iN, i1} %p, 1\n"
            "  %rz = zext iN %r to i64\n  %oz = zext i1 %o to i64\n  %os = shl i64 %oz, 63\n"
            "  %z = or i64 %rz, %os")
    got = run(bits, body, junk, b, f"declare {{iN, i1}} @llvm.{op}.with.overflow.iN(iN, iN)")
    read = (lambda v: signed(v, bits)) if op[0] == "s" else (lambda v: v)
    low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if op[0] == "s" else \
        (0, (1 << bits) - 1)
    want = []
    for x, y in zip(a, b):
        exact = {"add": read(x) + read(y), "sub": read(x) - read(y),
                 "mul": read(x) * read(y)}[op[1:]]
        want.append(unsigned(exact, bits) | (int(not low <= exact <= high) << 63))
    assert got == want


@pytest.mark.parametrize("bits", [16, 32, 48])
def test_bswap_reverses_the_n_over_8_bytes(bits):
    a, b, junk = operands(bits, seed=600 + bits)
    got = run(bits, "%r = call iN @llvm.bswap.iN(iN %a)\n  %z = zext iN %r to i64", a, b,
              "declare iN @llvm.bswap.iN(iN)")
    assert got == [int.from_bytes(x.to_bytes(bits // 8, "little"), "big") for x in a]


def test_conv2d_mask_bitcast_of_four_i1_to_i4():
    """shared-corpus sm_90 conv2d_implicit_gemm: ``bitcast <4 x i1> %m to i4`` then
    ``icmp eq i4 %x, -1`` (all four true)."""
    a = list(range(LANES))
    body = ("%v0 = insertelement <4 x i1> poison, i1 %c0, i32 0\n"
            "  %v1 = insertelement <4 x i1> %v0, i1 %c1, i32 1\n"
            "  %v2 = insertelement <4 x i1> %v1, i1 %c2, i32 2\n"
            "  %v3 = insertelement <4 x i1> %v2, i1 %c3, i32 3\n"
            "  %m = bitcast <4 x i1> %v3 to iN\n  %all = icmp eq iN %m, -1\n"
            "  %mz = zext iN %m to i64\n  %allz = zext i1 %all to i64\n"
            "  %hi = shl i64 %allz, 8\n  %z = or i64 %mz, %hi")
    bits = "".join(f"  %s{k} = lshr i64 %xa, {k}\n  %c{k} = trunc i64 %s{k} to i1\n"
                   for k in range(4))
    got = run(4, bits.lstrip() + "  " + body, a, a)
    assert got == [(x & 15) | (int(x & 15 == 15) << 8) for x in a]


def test_bitcasts_between_odd_vectors_and_integers_move_bits_element_0_lowest():
    a = [int(v) for v in np.random.default_rng(7).integers(0, 256, LANES)]
    body = ("%v = bitcast i8 %a to <2 x i4>\n  %e1 = extractelement <2 x i4> %v, i32 1\n"
            "  %e0 = extractelement <2 x i4> %v, i32 0\n  %s = add i4 %e0, %e1\n"
            "  %w = insertelement <2 x i4> %v, i4 %s, i32 0\n"
            "  %back = bitcast <2 x i4> %w to i8\n  %z = zext i8 %back to i64")
    got = run(8, body, a, a)
    assert got == [(x & 0xF0) | (((x & 15) + (x >> 4)) & 15) for x in a]


MEMORY = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %t to i64
  %pa = getelementptr i64, ptr addrspace(1) %in, i64 %t64
  %x = load i64, ptr addrspace(1) %pa
  BODY
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" }
"""


def run_memory(body: str, a, out_bytes: int):
    backend = get_backend("emulator")
    code = backend.load(MEMORY.replace("BODY", body), None)
    out = backend.upload(np.full(out_bytes, 0xEE, np.uint8))
    src = backend.upload(np.asarray(a, np.uint64))
    code.launch("k", LaunchShape.of(1, len(a)), [out, src])
    return out.read_array(np.uint8)


def test_stores_of_odd_widths_write_their_store_size_in_whole_bytes():
    a = [0x12345FF, 0xABCDEF01]
    # i7 at out[t]: one byte, its top bit 0; i24 at 8 + 4t (its alloc size is 4): three
    # bytes, the fourth untouched
    body = ("%s = trunc i64 %x to i7\n  %p7 = getelementptr i7, ptr addrspace(1) %out, "
            "i64 %t64\n  store i7 %s, ptr addrspace(1) %p7\n"
            "  %base = getelementptr i8, ptr addrspace(1) %out, i64 8\n"
            "  %w = trunc i64 %x to i24\n  %p24 = getelementptr i24, ptr addrspace(1) "
            "%base, i64 %t64\n  store i24 %w, ptr addrspace(1) %p24")
    got = list(run_memory(body, a, 16))
    assert got == [0x7F, 0x01, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE, 0xEE,
                   0xFF, 0x45, 0x23, 0xEE, 0x01, 0xEF, 0xCD, 0xEE]


def test_loads_of_odd_widths_and_packed_vectors_read_what_a_store_of_that_type_wrote():
    a = [0xC5, 0x3A]      # as <2 x i4>: elements (5, 12) and (10, 3)
    body = ("%b = trunc i64 %x to i8\n  %v = bitcast i8 %b to <2 x i4>\n"
            "  %p = getelementptr i8, ptr addrspace(1) %out, i64 %t64\n"
            "  store <2 x i4> %v, ptr addrspace(1) %p\n"
            "  %back = load <2 x i4>, ptr addrspace(1) %p\n"
            "  %e1 = extractelement <2 x i4> %back, i32 1\n"
            "  %q = getelementptr i8, ptr addrspace(1) %p, i64 2\n"
            "  %wide = zext i4 %e1 to i8\n  store i8 %wide, ptr addrspace(1) %q\n"
            "  %l7 = load i7, ptr addrspace(1) %p\n  %r = getelementptr i8, ptr addrspace(1) "
            "%p, i64 4\n  %l7z = zext i7 %l7 to i8\n  store i8 %l7z, ptr addrspace(1) %r")
    got = list(run_memory(body, a, 8))
    # bytes 0,1: the stores; 2,3: element 1 (high nibble); 4,5: the byte read as i7
    assert got == [0xC5, 0x3A, 0x0C, 0x03, 0x45, 0x3A, 0xEE, 0xEE]


def test_integers_wider_than_64_bits_and_unmodelled_odd_intrinsics_are_refused():
    wide = KERNEL.replace("trunc i64 %xa to iN", "zext i64 %xa to i65").replace(
        "trunc i64 %xb to iN", "zext i64 %xb to i65").replace(
        "BODY", "%z = trunc i65 %a to i64").replace("DECLS", "")
    with pytest.raises(UnsupportedIRError, match="i65"):
        run_text(wide)
    with pytest.raises(UnsupportedIRError, match="llvm.vector.reduce.add.v2i7 on i7"):
        run(7, "%v = insertelement <2 x i7> zeroinitializer, i7 %a, i32 0\n"
               "  %r = call i7 @llvm.vector.reduce.add.v2i7(<2 x i7> %v)\n"
               "  %z = zext i7 %r to i64", [0] * LANES, [0] * LANES,
            "declare i7 @llvm.vector.reduce.add.v2i7(<2 x i7>)")
