"""The intrinsics and inline assembly the emulator models: AMDGPU, NVVM, LLVM's own.

Each compiler here is registered by name or name prefix in ``registry.py`` when this
module is imported, and ``instructions.py`` finds it there when a module is loaded; a
declared function that no module registered is refused then, in one line naming it
(``UnsupportedIRError``) — never run with a made-up value. The buffer intrinsics are
registered by ``buffers.py``, inline PTX by ``ptx.py``, LLVM's integer intrinsics by
``integers.py``, CUDA's ``vprintf`` by ``printf.py``; AMD inline assembly (waits and
barriers) is here.

Sources for the cross-lane semantics: the AMD Instinct MI300 ISA reference ("DPP",
``DS_PERMUTE_B32``, ``DS_BPERMUTE_B32``, ``V_MBCNT``, ``V_READFIRSTLANE``) and the RDNA3
ISA reference (``V_PERMLANEX16_B32``); the MFMA/WMMA/mma operand layouts are in ``matrix.py``, the
buffer resources and fat pointers in ``buffers.py``;
LLVM's AMDGPUUsage ("implicit kernel arguments", code object v5) for
``implicitarg.ptr``; the LLVM Language Reference for the target-independent intrinsics.

The memory intrinsics (``memcpy``, ``memset``, masked loads, gathers and scatters,
``ldmatrix``) reach memory through ``access.py``, as the load and store instructions do;
the atomic instructions are there too.
"""

from __future__ import annotations

import re

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.ir.printed import IRType
from bbprof.runtime.emulator import lanes as L
from bbprof.runtime.emulator import matrix
from bbprof.runtime.emulator import memory as mem
from bbprof.runtime.emulator import rounding
from bbprof.runtime.emulator.access import SubFrame, loader, space_data, storer
from bbprof.runtime.emulator.buffers import fat_scatter
from bbprof.runtime.emulator.integers import popcount
from bbprof.runtime.emulator.registry import Call, register, register_asm
from bbprof.runtime.emulator.values import SIGNED, rep_of


# -- no-ops -----------------------------------------------------------------------------
def _noop(unit, inst, name, args):
    return None


for _name in ("llvm.amdgcn.s.waitcnt", "llvm.amdgcn.sched.barrier",
              "llvm.amdgcn.sched.group.barrier", "llvm.amdgcn.s.setprio",
              "llvm.amdgcn.iglp.opt", "llvm.amdgcn.s.sleep", "llvm.amdgcn.wave.barrier",
              "llvm.assume", "llvm.lifetime.start", "llvm.lifetime.end",
              "llvm.experimental.noalias.scope.decl", "llvm.dbg.value", "llvm.dbg.declare",
              "llvm.dbg.assign", "llvm.nvvm.membar.cta", "llvm.nvvm.membar.gl",
              "llvm.nvvm.fence.proxy.async.shared_cta", "llvm.amdgcn.s.nop",
              # cp.async copies when it is issued (ptx.py's _cp_async): a group has
              # nothing left to commit or wait for
              "llvm.nvvm.cp.async.commit.group", "llvm.nvvm.cp.async.wait.group",
              "llvm.nvvm.cp.async.wait.all",
              # wgmma.mma_async is done when it is issued (ptx.py's _wgmma): nothing
              # to fence, commit or wait for
              "llvm.nvvm.wgmma.fence.sync.aligned",
              "llvm.nvvm.wgmma.commit_group.sync.aligned",
              "llvm.nvvm.wgmma.wait_group.sync.aligned"):
    register(_name)(_noop)
register("llvm.lifetime.", "llvm.dbg.", prefix=True)(_noop)


# -- ids and sizes ----------------------------------------------------------------------
def _id(get):
    def compile_(unit, inst, name, args):
        return lambda f: get(f.chunk, f.positions()).astype(np.uint32)
    return compile_


for _d, _axis in enumerate("xyz"):
    register(f"llvm.amdgcn.workitem.id.{_axis}", f"llvm.nvvm.read.ptx.sreg.tid.{_axis}")(
        _id(lambda c, p, d=_d: c.tid[d][p]))
    register(f"llvm.amdgcn.workgroup.id.{_axis}", f"llvm.nvvm.read.ptx.sreg.ctaid.{_axis}")(
        _id(lambda c, p, d=_d: c.wgid[d][p]))
    register(f"llvm.nvvm.read.ptx.sreg.ntid.{_axis}")(
        _id(lambda c, p, d=_d: np.full(len(p), c.block[d])))
    register(f"llvm.nvvm.read.ptx.sreg.nctaid.{_axis}")(
        _id(lambda c, p, d=_d: np.full(len(p), c.grid[d])))
register("llvm.nvvm.read.ptx.sreg.laneid")(_id(lambda c, p: p % c.wave_size))
# the wave's index in its workgroup (gfx12's llvm.amdgcn.wave.id, Triton 3.9's warp id)
register("llvm.nvvm.read.ptx.sreg.warpid", "llvm.amdgcn.wave.id")(
    _id(lambda c, p: (p % c.padded) // c.wave_size))
register("llvm.nvvm.read.ptx.sreg.smid")(
    _id(lambda c, p: (c.wg_of[p] + _linear_wg0(c)) % EMULATED_UNITS))
register("llvm.nvvm.read.ptx.sreg.warpsize")(_id(lambda c, p: np.full(len(p), c.wave_size)))
register("llvm.nvvm.read.ptx.sreg.lanemask.lt")(
    _id(lambda c, p: ((np.uint64(1) << (p % c.wave_size).astype(np.uint64)) - np.uint64(1))))
register("llvm.nvvm.read.ptx.sreg.lanemask.le")(
    _id(lambda c, p: ((np.uint64(2) << (p % c.wave_size).astype(np.uint64)) - np.uint64(1))))
register("llvm.nvvm.read.ptx.sreg.lanemask.eq")(
    _id(lambda c, p: (np.uint64(1) << (p % c.wave_size).astype(np.uint64))))

#: Compute units (SMs) the emulated device reports; hardware-id reads (``s_getreg`` HW_ID,
#: ``%smid``) give the workgroup's linear index modulo this.
EMULATED_UNITS = 8


def _linear_wg0(chunk) -> np.ndarray:
    g = chunk.grid
    w = chunk.workgroups
    return (w[:, 0] + g[0] * (w[:, 1] + g[1] * w[:, 2]))[0] - 0 if len(w) else 0


def _linear_wg(chunk, pos):
    g = chunk.grid
    x, y, z = (chunk.wgid[d][pos] for d in range(3))
    return x + g[0] * (y + g[1] * z)


@register("llvm.amdgcn.s.getreg")
def _getreg(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    code = call.const(0)
    reg, offset, size = code & 0x3F, (code >> 6) & 0x1F, ((code >> 11) & 0x1F) + 1
    if (reg, offset, size) == (4, 8, 8):       # HW_ID: CU, SH, SE ids
        return lambda f: (_linear_wg(f.chunk, f.positions()) % EMULATED_UNITS).astype(
            np.uint32)
    if (reg, offset, size) == (4, 0, 32):      # HW_ID whole: + wave id and SIMD (bits 0-5)
        def hw_id(f):
            p = f.positions()
            unit = _linear_wg(f.chunk, p) % EMULATED_UNITS
            slot = ((p % f.chunk.padded) // f.chunk.wave_size) & 63
            return ((unit << 8) | slot).astype(np.uint32)
        return hw_id
    if (reg, offset, size) == (20, 0, 4):      # XCC_ID
        return lambda f: np.zeros(f.n, np.uint32)
    raise UnsupportedIRError(f"the emulator does not model s_getreg of hardware register "
                             f"{reg} bits {offset}..{offset + size - 1}",
                             path=unit.program.path)


@register("llvm.amdgcn.implicitarg.ptr")
def _implicitarg(unit, inst, name, args):
    return lambda f: np.uint64(f.machine.implicit_args)


@register("llvm.amdgcn.dispatch.ptr")
def _dispatch(unit, inst, name, args):
    return lambda f: np.uint64(f.machine.dispatch_packet)


# -- memory intrinsics ------------------------------------------------------------------
def _bytes_op(unit, inst, name, args):
    """``(call, length, store to the first operand)`` of a memory intrinsic whose third
    operand is its constant length in bytes (the length None: a no-op)."""
    call = Call(unit, inst, name, args)
    try:
        n = call.const(2)
    except UnsupportedIRError:
        raise UnsupportedIRError(f"the emulator does not model @{name} with a length that "
                                 f"is not a constant (in @{unit.code.name})",
                                 path=unit.program.path,
                                 hint="run this module on a GPU backend") from None
    if n == 0:
        return call, None, None
    rep = rep_of(IRType("vector", count=n, element=IRType("int", bits=8)))
    return call, rep, storer(rep, call.types[0].addrspace)


@register("llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.", prefix=True)
def _memcpy(unit, inst, name, args):
    """Each lane copies its constant number of bytes: all of them read, then written (as
    one load and one store of a byte vector), so a lane's own overlap is a memmove."""
    call, rep, store = _bytes_op(unit, inst, name, args)
    if rep is None:
        return None
    load = loader(rep, call.types[1].addrspace)
    dst, src = call.get[0], call.get[1]
    return lambda f: store(f, dst(f), load(f, src(f)))


@register("llvm.memset.", "llvm.memset.inline.", prefix=True)
def _memset(unit, inst, name, args):
    call, rep, store = _bytes_op(unit, inst, name, args)
    if rep is None:
        return None
    dst, value, n = call.get[0], call.get[1], rep.type.count

    def fill(f):
        v = np.broadcast_to(np.asarray(value(f)).astype(np.uint8), (f.n,))
        store(f, dst(f), np.repeat(v[:, None], n, axis=1))
    return fill


# -- barriers ---------------------------------------------------------------------------
@register("llvm.amdgcn.s.barrier", "llvm.nvvm.barrier0", "llvm.nvvm.barrier.sync",
          "llvm.nvvm.barrier.cta.sync.aligned.all", "llvm.nvvm.barrier.cta.sync.all",
          "llvm.nvvm.barrier.cta.sync.aligned")
def _barrier(unit, inst, name, args):
    where = f"@{unit.code.name}"

    def barrier(f):
        if f.idx is not None or f.lanes != f.chunk.lanes:
            f.chunk.check_barrier(f.positions(), where)
        else:
            f.chunk.check_barrier(None, where)
    return barrier


@register("llvm.amdgcn.s.barrier.signal")
def _barrier_signal(unit, inst, name, args):
    """gfx12's split workgroup barrier, ``s.barrier.signal(-1)`` then ``s.barrier.wait``:
    the signal checks what ``s.barrier`` checks, the wait has nothing left to wait for
    (a workgroup's lanes run in lockstep). Named barriers (other ids) are not modelled."""
    if Call(unit, inst, name, args).const(0) & 0xFFFFFFFF != 0xFFFFFFFF:   # -1, any sign
        raise UnsupportedIRError(f"the emulator models only the workgroup barrier (-1) of "
                                 f"@{name} (called in @{unit.code.name})",
                                 path=unit.program.path, hint="run this module on a GPU "
                                                              "backend")
    return _barrier(unit, inst, name, args)


register("llvm.amdgcn.s.barrier.wait")(_noop)


# -- wave operations (AMDGPU) -----------------------------------------------------------
@register("llvm.amdgcn.ballot.i64", "llvm.amdgcn.ballot.i32")
def _ballot(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    pred = call.get[0]
    out = call.rep.dtype

    def ballot(f):
        return L.ballot(f.chunk, f.positions(), pred(f), out)
    return ballot


@register("llvm.amdgcn.mbcnt.lo", "llvm.amdgcn.mbcnt.hi")
def _mbcnt(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    mask, acc = call.get
    high = name.endswith(".hi")

    def mbcnt(f):
        lane = (f.positions() % f.chunk.wave_size).astype(np.int64)
        shift = np.clip(lane - 32, 0, 32) if high else np.minimum(lane, 32)
        bits = np.asarray(mask(f)).astype(np.uint64) & np.uint64(0xFFFF_FFFF)
        below = np.where(shift >= 32, bits,
                         bits & ((np.uint64(1) << shift.astype(np.uint64)) - np.uint64(1)))
        return (popcount(below).astype(np.uint32) + np.asarray(acc(f))).astype(np.uint32)
    return mbcnt


@register("llvm.amdgcn.readfirstlane", "llvm.amdgcn.readfirstlane.i32",
          "llvm.amdgcn.readfirstlane.f32", "llvm.amdgcn.readfirstlane.i64",
          "llvm.amdgcn.readfirstlane.p1", "llvm.amdgcn.readfirstlane.p3",
          "llvm.amdgcn.readfirstlane.i16", "llvm.amdgcn.readfirstlane.f16")
def _readfirstlane(unit, inst, name, args):
    value = Call(unit, inst, name, args).get[0]

    def readfirstlane(f):
        v = np.broadcast_to(np.asarray(value(f)), (f.n,) + np.shape(value(f))[1:]) \
            if np.ndim(value(f)) == 0 else np.asarray(value(f))
        return v[L.first_of_wave(f.positions(), f.chunk.wave_size)]
    return readfirstlane


@register("llvm.amdgcn.readlane", prefix=True)
def _readlane(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    value, lane = call.get

    def readlane(f):
        out, _ = L.read_lanes(f.chunk, f.positions(), value(f), lane(f), f"@{name}")
        return out
    return readlane


@register("llvm.amdgcn.wave.reduce.umax", "llvm.amdgcn.wave.reduce.umin",
          "llvm.amdgcn.wave.reduce.umax.i32", "llvm.amdgcn.wave.reduce.umin.i32",
          "llvm.amdgcn.wave.reduce.add.i32", "llvm.amdgcn.wave.reduce.add")
def _wave_reduce(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    value = call.get[0]
    ufunc = np.maximum if ".umax" in name else np.minimum if ".umin" in name else np.add
    dtype = call.rep.dtype

    def reduce(f):
        v = np.broadcast_to(np.asarray(value(f)), (f.n,)).astype(dtype, copy=False)
        return L.wave_reduce(f.positions(), f.chunk.wave_size, v, ufunc).astype(
            dtype, copy=False)
    return reduce


def dpp_source(ctrl: int, lane: np.ndarray, wave_size: int):
    """Per lane: the lane DPP reads (``-1``: out of bounds) for a DPP control word."""
    row_base = lane - lane % 16
    r = lane % 16
    if ctrl <= 0xFF:                                   # quad_perm
        q = lane % 4
        return lane - q + ((ctrl >> (2 * q)) & 3)
    if 0x101 <= ctrl <= 0x10F:                         # row_shl
        s = r + (ctrl & 0xF)
        return np.where(s < 16, row_base + s, -1)
    if 0x111 <= ctrl <= 0x11F:                         # row_shr
        s = r - (ctrl & 0xF)
        return np.where(s >= 0, row_base + s, -1)
    if 0x121 <= ctrl <= 0x12F:                         # row_ror
        return row_base + (r - (ctrl & 0xF)) % 16
    if ctrl == 0x130:                                  # wave_shl:1
        return np.where(lane + 1 < wave_size, lane + 1, -1)
    if ctrl == 0x134:                                  # wave_rol:1
        return (lane + 1) % wave_size
    if ctrl == 0x138:                                  # wave_shr:1
        return np.where(lane >= 1, lane - 1, -1)
    if ctrl == 0x13C:                                  # wave_ror:1
        return (lane - 1) % wave_size
    if ctrl == 0x140:                                  # row_mirror
        return row_base + 15 - r
    if ctrl == 0x141:                                  # row_half_mirror
        return lane - lane % 8 + 7 - lane % 8
    if ctrl == 0x142:                                  # row_bcast:15
        return np.where(lane >= 16, row_base - 1, -1)
    if ctrl == 0x143:                                  # row_bcast:31
        return np.where(lane >= 32, 31, -1)
    if 0x150 <= ctrl <= 0x15F:                         # row_share (gfx10+)
        return row_base + (ctrl & 0xF)
    if 0x160 <= ctrl <= 0x16F:                         # row_xmask (gfx10+)
        return row_base + (r ^ (ctrl & 0xF))
    raise UnsupportedIRError(f"the emulator does not model the DPP control {ctrl:#x}")


@register("llvm.amdgcn.update.dpp", "llvm.amdgcn.mov.dpp", prefix=True)
def _update_dpp(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    if name.startswith("llvm.amdgcn.mov.dpp"):
        old, src = (lambda f: 0), call.get[0]
        ctrl, row_mask, bank_mask, bound = (call.const(k) for k in (1, 2, 3, 4))
    else:
        old, src = call.get[0], call.get[1]
        ctrl, row_mask, bank_mask, bound = (call.const(k) for k in (2, 3, 4, 5))
    dpp_source(ctrl, np.arange(64), 64)                # refuse unknown controls at load
    dtype = call.rep.dtype

    def dpp(f):
        pos = f.positions()
        w = f.chunk.wave_size
        lane = (pos % w).astype(np.int64)
        source = dpp_source(ctrl, lane, w)
        inside = source >= 0
        got, readable = L.read_lanes(f.chunk, pos, src(f), np.where(inside, source, 0),
                                     f"@{name}", inactive="none", valid=inside)
        enabled = ((row_mask >> (lane // 16)) & 1).astype(bool) & \
            ((bank_mask >> ((lane % 16) // 4)) & 1).astype(bool)
        previous = np.broadcast_to(np.asarray(old(f), dtype), (f.n,))
        fallback = np.zeros(f.n, dtype) if bound else previous
        value = np.where(readable, got, fallback)
        return np.where(enabled, value, previous).astype(dtype)
    return dpp


def _refuse_rdna_wave64(unit, name: str) -> None:
    """gfx10+ in wave64 runs a DS permute in each 32-lane half apart (Mesa's ACO builds
    a full-wave one from two and a swap of halves): not the model below, so refused."""
    cpu = unit.code.attributes.get("target-cpu") or unit.program.cpu or ""
    if unit.code.wave_size == 64 and re.fullmatch(r"gfx1\d{3}\w*", cpu):
        raise UnsupportedIRError(f"the emulator does not model @{name} in wave64 on {cpu} "
                                 f"(called in @{unit.code.name}): RDNA permutes within "
                                 "each half of the wave", path=unit.program.path)


@register("llvm.amdgcn.ds.bpermute")
def _bpermute(unit, inst, name, args):
    """``ds_bpermute_b32`` (backward permute, a gather): each active lane i reads lane
    ``(address[i] / 4) mod wave_size``; an inactive source lane reads 0."""
    _refuse_rdna_wave64(unit, name)
    call = Call(unit, inst, name, args)
    address, data = call.get

    def bpermute(f):
        lane = (np.asarray(address(f)).astype(np.int64) // 4) % f.chunk.wave_size
        got, _ = L.read_lanes(f.chunk, f.positions(), data(f), lane, f"@{name}",
                              inactive="zero")
        return got.astype(call.rep.dtype)
    return bpermute


@register("llvm.amdgcn.ds.permute")
def _permute(unit, inst, name, args):
    """``ds_permute_b32`` (forward permute, a scatter; MI300 ISA "DS_PERMUTE_B32"): each
    active lane i writes its data to lane ``(address[i] / 4) mod wave_size`` of a
    zeroed wave-wide temporary; when several lanes pick one destination the
    highest-numbered source wins; each active lane then reads its own slot (a lane
    nobody wrote reads 0). Inactive lanes neither write nor read."""
    _refuse_rdna_wave64(unit, name)
    call = Call(unit, inst, name, args)
    address, data = call.get
    dtype = call.rep.dtype

    def permute(f):
        return L.scatter_lanes(f.chunk, f.positions(), np.asarray(data(f)).astype(dtype),
                               (np.asarray(address(f)).astype(np.int64) // 4))
    return permute


@register("llvm.amdgcn.ds.swizzle")
def _ds_swizzle(unit, inst, name, args):
    """``ds_swizzle_b32`` (AMD CDNA3 / RDNA3 ISA, "DS_SWIZZLE_B32"), the 16-bit offset a
    constant: with bit 15 set (quad mode) lane i reads lane ``(i & ~3) | offset[2*(i&3)+1 :
    2*(i&3)]``; else (bit mode) within each 32 lanes, lane i reads
    ``((i & and) | or) ^ xor`` with and = offset[4:0], or = offset[9:5], xor = offset[14:10].
    An inactive source lane reads 0, as for ``ds_bpermute``."""
    call = Call(unit, inst, name, args)
    data = call.get[0]
    offset = call.const(1) & 0xFFFF

    def swizzle(f):
        lane = (f.positions() % f.chunk.wave_size).astype(np.int64)
        if offset & 0x8000:
            source = (lane & ~3) | ((offset >> (2 * (lane & 3))) & 3)
        else:
            and_, or_, xor = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
            source = (lane & ~0x1F) | ((((lane & 0x1F) & and_) | or_) ^ xor)
        got, _ = L.read_lanes(f.chunk, f.positions(), data(f), source, f"@{name}",
                              inactive="zero")
        return got.astype(call.rep.dtype)
    return swizzle


@register("llvm.amdgcn.permlanex16", prefix=True)
def _permlanex16(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    old, src, sel_lo, sel_hi = call.get[:4]
    fetch_inactive, bound = call.const(4), call.const(5)
    dtype = call.rep.dtype

    def permlane(f):
        pos = f.positions()
        lane = (pos % f.chunk.wave_size).astype(np.int64)
        lo = np.broadcast_to(np.asarray(sel_lo(f)).astype(np.uint64), (f.n,))
        hi = np.broadcast_to(np.asarray(sel_hi(f)).astype(np.uint64), (f.n,))
        select = (lo & np.uint64(0xFFFF_FFFF)) | (hi << np.uint64(32))
        r = lane % 16
        pick = (select >> (4 * r).astype(np.uint64)) & np.uint64(0xF)
        other = (lane - lane % 32) + np.where(lane % 32 < 16, 16, 0) + pick.astype(np.int64)
        got, readable = L.read_lanes(f.chunk, pos, src(f), other, f"@{name}",
                                     inactive="none")
        if not fetch_inactive and not readable.all():
            previous = np.broadcast_to(np.asarray(old(f), dtype), (f.n,))
            got = np.where(readable, got, 0 if bound else previous)
        elif fetch_inactive and not readable.all():
            raise EmulatorFault(f"@{name} reads an inactive lane with fetch-inactive set "
                                "(its register would be stale)")
        return got.astype(dtype)
    return permlane


@register("llvm.amdgcn.perm")
def _perm(unit, inst, name, args):
    """``V_PERM_B32`` (CDNA3/RDNA3 ISA pseudocode ``BYTE_PERMUTE``): byte ``i`` of the
    result is picked from the 64-bit ``{src0, src1}`` (src1 in the low half) by byte
    ``i`` of the selector: 0-7 that byte, 8/9/10/11 the sign of byte 1/3/5/7 (0x00 or
    0xff), 12 zero, 13 and above 0xff."""
    call = Call(unit, inst, name, args)
    s0, s1, sel = call.get[:3]

    def perm(f):
        data = (np.broadcast_to(np.asarray(s0(f)).astype(np.uint64), (f.n,)) << np.uint64(32)
                | np.broadcast_to(np.asarray(s1(f)).astype(np.uint64), (f.n,)))
        data_bytes = data.reshape(-1, 1).view(np.uint8).reshape(f.n, 8)     # little endian
        selector = np.broadcast_to(np.asarray(sel(f)).astype(np.uint32), (f.n,))
        out = np.zeros(f.n, np.uint32)
        for i in range(4):
            k = ((selector >> np.uint32(8 * i)) & np.uint32(0xFF)).astype(np.int64)
            byte = data_bytes[np.arange(f.n), np.minimum(k, 7)].astype(np.uint32)
            sign_of = np.array([1, 3, 5, 7])[np.clip(k - 8, 0, 3)]
            sign = np.where(data_bytes[np.arange(f.n), sign_of] & 0x80, 0xFF, 0)
            byte = np.where(k < 8, byte, np.where(k < 12, sign, np.where(k == 12, 0, 0xFF)))
            out |= byte.astype(np.uint32) << np.uint32(8 * i)
        return out
    return perm


# -- matrix instructions ----------------------------------------------------------------
_MFMA_NAME = re.compile(r"llvm\.amdgcn\.mfma\.(f32|i32)\.(\d+)x(\d+)x(\d+)\.?"
                        r"(f32|f16|bf16\.1k|bf16|i8)$")


@register("llvm.amdgcn.mfma.", prefix=True)
def _mfma(unit, inst, name, args):
    """Every CDNA MFMA of f32, f16, bf16 (both encodings) and i8 operands (``matrix.py``:
    the shape from the name, the number of blocks from the result's width, the CBSZ/ABID/
    BLGP modifiers); f64, xf32 and fp8/bf8 are refused by name."""
    m = _MFMA_NAME.match(name)
    if m is None:
        raise UnsupportedIRError(f"the emulator does not model @{name} (f64, xf32 and "
                                 "fp8/bf8 MFMAs are not modelled)", path=unit.program.path)
    out, rows, cols, depth, operand = m.group(1), *map(int, m.group(2, 3, 4)), m.group(5)
    if (rows, cols, depth) not in matrix.MFMA_SHAPES[operand]:
        raise UnsupportedIRError(f"the emulator does not model @{name} (not a CDNA1-3 "
                                 "shape it checked)", path=unit.program.path)
    call = Call(unit, inst, name, args)
    result, a_type = call.result, call.types[0]
    if a_type.kind == "vector":
        per_lane = a_type.count
    elif operand == "i8":
        per_lane = a_type.bits // 8
    else:
        per_lane = 1
    blocks = result.count * 64 // (rows * cols)
    if depth * rows * blocks != 64 * per_lane:
        raise UnsupportedIRError(f"@{name}: operand {a_type} does not fit the shape "
                                 f"{rows}x{cols}x{depth}", path=unit.program.path)
    cbsz, abid, blgp = call.const(3), call.const(4), call.const(5)
    if (1 << cbsz) > blocks or abid >= (1 << cbsz) or not 0 <= blgp < 8:
        raise UnsupportedIRError(f"@{name} with cbsz={cbsz} abid={abid} blgp={blgp} "
                                 f"(the shape has {blocks} blocks)", path=unit.program.path)
    layout = matrix.with_modifiers(matrix.mfma_layout(rows, cols, depth, blocks), cbsz,
                                   abid, blgp)
    unpack = {"i8": matrix.unpack_i8, "bf16": matrix.unpack_bf16,
              "bf16.1k": matrix.unpack_bf16}.get(operand, matrix.unpack_float)
    acc = np.uint32 if out == "i32" else np.float32
    a, b, c = call.get[:3]
    return lambda f: matrix.run(f, name, layout, a(f), b(f), c(f), unpack, acc)


_WMMA_NAME = re.compile(r"llvm\.amdgcn\.wmma\.(f32\.16x16x16\.f16|f32\.16x16x16\.bf16|"
                        r"f16\.16x16x16\.f16|bf16\.16x16x16\.bf16|i32\.16x16x16\.iu8|"
                        r"i32\.16x16x16\.iu4)(?:\.v\w+)*$")


@register("llvm.amdgcn.wmma.", prefix=True)
def _wmma(unit, inst, name, args):
    """RDNA3's (gfx11, wave32) WMMA: ``f32.16x16x16.f16``/``.bf16``, ``f16.16x16x16.f16`` and
    ``bf16.16x16x16.bf16`` (a 16-bit D in the OPSEL half of each register,
    ``matrix.wmma_16x16x16_layout``; rounded once from the f32 sum), ``i32.16x16x16.iu8``/
    ``.iu4`` (A and B signed or unsigned per their flags, exact sums wrapping modulo 2**32
    or, with the clamp flag, saturating). gfx12's forms (eight 16-bit A elements per lane)
    and the other shapes are refused by name."""
    m = _WMMA_NAME.match(name)
    call = Call(unit, inst, name, args)
    kind = m.group(1) if m else None
    integer = kind is not None and kind.startswith("i32")
    a_type = call.types[1] if integer else call.types[0]
    wanted = {"i32.16x16x16.iu8": 4, "i32.16x16x16.iu4": 2}.get(kind, 16)
    if kind is None or a_type.kind != "vector" or a_type.count != wanted:
        raise UnsupportedIRError(f"the emulator does not model @{name} (only gfx11's "
                                 "16x16x16 WMMA forms)", path=unit.program.path)
    if integer:
        bits = 8 if kind.endswith("iu8") else 4
        a_signed, b_signed, clamp = call.const(0), call.const(2), call.const(5)
        a, b, c = call.get[1], call.get[3], call.get[4]
        layout = matrix.wmma_16x16x16_layout()
        ua, ub = matrix.unpack_packed_int(bits, a_signed), matrix.unpack_packed_int(
            bits, b_signed)
        return lambda f: matrix.run(f, name, layout, ua(a(f)), ub(b(f)), c(f),
                                    lambda x: x, np.uint32, bool(clamp))
    a, b, c = call.get[:3]
    bf16 = "bf16" in kind
    unpack = matrix.unpack_bf16 if bf16 else matrix.unpack_float
    if kind.startswith("f32"):
        layout = matrix.wmma_16x16x16_layout()
        return lambda f: matrix.run(f, name, layout, a(f), b(f), c(f), unpack)
    layout = matrix.wmma_16x16x16_layout(call.const(3))

    def wmma16(f):
        d = matrix.run(f, name, layout, a(f), b(f), unpack(np.asarray(c(f))), unpack)
        if bf16:        # round to nearest even into the high half of the f32
            u = d.astype(np.float32).view(np.uint32).astype(np.uint64)
            return ((u + np.uint64(0x7FFF) + ((u >> np.uint64(16)) & np.uint64(1)))
                    >> np.uint64(16)).astype(np.uint16)
        return d.astype(np.float16)
    return wmma16


_NVVM_MMA = re.compile(r"llvm\.nvvm\.mma\.m16n8k(?:16\.row\.col\.(f32\.f32|f16\.f16|f32\.f16|"
                       r"f16\.f32|bf16)|8\.row\.col\.(f32\.f32|f16\.f16|bf16))$")


@register("llvm.nvvm.mma.", prefix=True)
def _nvvm_mma(unit, inst, name, args):
    """``llvm.nvvm.mma.m16n8k{16,8}.row.col.*`` (``mma.sync.aligned`` with f16 or bf16 A
    and B; f16 forms are named by D's and C's types, bf16 ones accumulate in f32):
    ``matrix.mma_layout``, the model of the inline PTX ``mma.sync`` too. Products and sums
    in float32; an f16 D is that sum rounded to f16 once. Other shapes (m8n8k4,
    m16n8k4/k32...), tf32/integer/fp8 operands and ``.satfinite`` are refused by name."""
    m = _NVVM_MMA.match(name)
    if m is None:
        raise UnsupportedIRError(f"the emulator does not model @{name} (only mma "
                                 "m16n8k16/m16n8k8 .row.col with f16 or bf16 operands)",
                                 path=unit.program.path)
    layout = matrix.mma_layout(16, 8, 16 if m.group(1) else 8)
    call = Call(unit, inst, name, args)
    bf16 = (m.group(1) or m.group(2)) == "bf16"
    na, nb = layout.a_count // 2, layout.b_count // 2        # 32-bit registers
    c_half = call.types[-1].kind == "vector"
    nc = 2 if c_half else 4
    d_half = call.result.fields[0].kind == "vector"
    if len(args) != na + nb + nc:
        raise UnsupportedIRError(f"@{name}: {len(args)} operands do not fit the shape",
                                 path=unit.program.path)
    ga, gb, gc = call.get[:na], call.get[na:na + nb], call.get[na + nb:]
    if bf16:
        def unpack(x):
            words = np.ascontiguousarray(np.asarray(x).astype(np.uint32))
            return matrix.unpack_bf16(words.view(np.uint16))
    else:
        unpack = matrix.unpack_float

    def operand(f, getters, per):
        return np.concatenate([np.broadcast_to(np.asarray(g(f)), (f.n, per)) if per > 1
                               else np.broadcast_to(np.asarray(g(f)), (f.n,))[:, None]
                               for g in getters], axis=1)

    def mma(f):
        d = matrix.run(f, name, layout, operand(f, ga, 1 if bf16 else 2),
                       operand(f, gb, 1 if bf16 else 2),
                       operand(f, gc, 2 if c_half else 1).astype(np.float32), unpack)
        if d_half:
            d = d.astype(np.float16)
            return tuple(np.ascontiguousarray(d[:, 2 * r:2 * r + 2]) for r in range(2))
        return tuple(np.ascontiguousarray(d[:, r]) for r in range(4))
    return mma


def _matrix_rows(f, name: str, address, count: int, trans: bool):
    """What ``ldmatrix`` and ``stmatrix`` share (PTX ISA): lanes 8i..8i+7 of each warp give
    the shared addresses of matrix i's eight rows of 16 bytes, and lane t's pair of matrix
    i is M_i[t/4][2(t%4)..2(t%4)+1] (``.trans``: M_i[2(t%4)..][t/4]). Returns ``(rows,
    spot)``: the rows' ``(data, offsets)`` in the workgroup's shared memory, warp by
    warp, and ``spot(i, half)``, the index into a ``(warps, count, 8, 8)`` array of the
    running lanes' element ``half`` (0: the low half of the b32) of matrix i."""
    pos = f.positions()
    rows, act = L.wave_rows(f.chunk, pos, np.broadcast_to(
        np.asarray(address(f)).astype(np.uint64), (f.n,)))
    waves = np.unique(pos // 32)
    if not act[waves].all():
        raise EmulatorFault(f"@{name} with inactive lanes in a warp (it is .aligned)")
    addr = rows[waves, : 8 * count].reshape(-1)            # (warps * 8count,)
    sub = type("S", (), {})()
    sub.chunk, sub.machine = f.chunk, f.machine
    lanes_of_rows = (waves[:, None] * 32 + np.arange(8 * count)).reshape(-1)
    sub.positions = lambda: lanes_of_rows
    sub.n = len(addr)
    (_, data, offs), = space_data(sub, 3, addr.astype(np.uint32), 16, f"an @{name}")
    where = np.searchsorted(waves, pos // 32)
    t = (pos % 32).astype(np.int64)

    def spot(i: int, half: int):
        row, col = t // 4, 2 * (t % 4) + half
        return (where, i, col, row) if trans else (where, i, row, col)
    return (len(waves), data, offs), spot


@register("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3",
          "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3",
          "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3",
          "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3",
          "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3",
          "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16.p3")
def _ldmatrix(unit, inst, name, args):
    """``ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16``: lane t receives its pair of
    each matrix (``_matrix_rows``) as one b32, the first element in the low half."""
    call = Call(unit, inst, name, args)
    address = call.get[0]
    count = int(name.split(".x")[1][0])
    trans = ".trans." in name

    def ldmatrix(f):
        (warps, data, offs), spot = _matrix_rows(f, name, address, count, trans)
        m = mem.gather(data, offs, np.dtype(np.uint16), 8).reshape(warps, count, 8, 8)
        out = [m[spot(i, 0)].astype(np.uint32) | (m[spot(i, 1)].astype(np.uint32)
                                                 << np.uint32(16)) for i in range(count)]
        return tuple(out) if call.result.kind == "struct" else out[0]
    return ldmatrix


@register(*(f"llvm.nvvm.stmatrix.sync.aligned.m8n8.x{n}{t}.b16.p3"
            for n in (1, 2, 4) for t in ("", ".trans")))
def _stmatrix(unit, inst, name, args):
    """``stmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16``: ``ldmatrix`` backwards,
    lane t's register i holding its pair of matrix i (``_matrix_rows``)."""
    call = Call(unit, inst, name, args)
    address, registers = call.get[0], call.get[1:]
    count = int(name.split(".x")[1][0])
    trans = ".trans." in name

    def stmatrix(f):
        (warps, data, offs), spot = _matrix_rows(f, name, address, count, trans)
        m = np.zeros((warps, count, 8, 8), np.uint16)
        for i in range(count):
            word = np.broadcast_to(np.asarray(registers[i](f)).astype(np.uint32), (f.n,))
            m[spot(i, 0)] = (word & np.uint32(0xFFFF)).astype(np.uint16)
            m[spot(i, 1)] = (word >> np.uint32(16)).astype(np.uint16)
        mem.scatter(data, offs, m.reshape(-1, 8), np.dtype(np.uint16), 8)
    return stmatrix


@register("llvm.masked.scatter.", prefix=True)
def _masked_scatter(unit, inst, name, args):
    """``llvm.masked.scatter`` (IREE's masked stores): each enabled element is stored,
    elements in order, lanes in lane order; masked-off elements touch no memory. To a
    vector of buffer fat pointers under the raw buffer rule (outside ``num_records``: not
    written); to other pointers as a store of each element."""
    call = Call(unit, inst, name, args)
    ptype = call.types[1]
    if ptype.kind != "vector":
        raise UnsupportedIRError(f"@{name} to {ptype} is not modelled",
                                 path=unit.program.path)
    if ptype.element.addrspace != 7:
        return _masked_access(call, "scatter", ptype.element.addrspace)
    return fat_scatter(call)


@register("llvm.masked.load.", "llvm.masked.gather.", prefix=True)
def _masked_load(unit, inst, name, args):
    """``llvm.masked.load`` (a vector at one pointer) and ``llvm.masked.gather`` (a vector
    of pointers), LLVM Language Reference: enabled elements are loaded, the others take
    the pass-through operand's element and touch no memory (so a masked-off element
    outside every allocation does not fault). Buffer fat pointers are refused."""
    call = Call(unit, inst, name, args)
    ptype = call.types[0]
    space = (ptype.element if ptype.kind == "vector" else ptype).addrspace
    if space == 7:
        raise UnsupportedIRError(f"@{name} through buffer fat pointers is not modelled",
                                 path=unit.program.path)
    return _masked_access(call, "gather" if ptype.kind == "vector" else "load", space)


def _masked_access(call, kind: str, space: int):
    """The masked load/gather/scatter of ordinary pointers: element ``e`` of a lane at
    ``pointer + e * size`` (``load``) or at its own pointer (``gather``/``scatter``)."""
    rep = rep_of(call.types[0]) if kind == "scatter" else call.rep
    if not rep.tail or rep.fields is not None:
        raise UnsupportedIRError(f"@{call.name} of {rep.type} is not modelled",
                                 path=call.unit.program.path)
    count, dtype = rep.tail[0], rep.dtype
    elem = np.dtype(np.uint8) if dtype == np.dtype(bool) else dtype
    size = elem.itemsize
    pointers = call.get[1 if kind == "scatter" else 0]
    enabled = call.get[-1 if kind == "scatter" else -2]
    passthru = call.get[-1]
    value = call.get[0]

    def addresses(f):
        p = np.asarray(pointers(f)).astype(np.uint64)
        if kind == "load":
            p = np.broadcast_to(p, (f.n,))[:, None] + \
                np.arange(count, dtype=np.uint64) * np.uint64(size)
        m = np.broadcast_to(np.asarray(enabled(f)).astype(bool), (f.n, count))
        return np.broadcast_to(p, (f.n, count)), m

    if kind == "scatter":
        def scatter(f):
            p, m = addresses(f)
            v = np.broadcast_to(np.asarray(value(f)).astype(elem), (f.n, count))
            for e in range(count):
                lanes = np.nonzero(m[:, e])[0]
                if not len(lanes):
                    continue
                for part, data, offs in space_data(SubFrame(f, lanes), space, p[lanes, e],
                                                   size, "a masked store"):
                    sel = lanes if part is None else lanes[part]
                    mem.scatter(data, offs, v[sel, e], elem, 1)
        return scatter

    def load(f):
        p, m = addresses(f)
        out = np.broadcast_to(np.asarray(passthru(f)).astype(elem), (f.n, count)).copy()
        lanes, elems = np.nonzero(m)
        if len(lanes):
            got = np.zeros(len(lanes), elem)
            for part, data, offs in space_data(SubFrame(f, lanes), space, p[lanes, elems],
                                               size, "a masked load"):
                sel = slice(None) if part is None else part
                got[sel] = mem.gather(data, offs, elem, 1).reshape(-1)
            out[lanes, elems] = got
        return out.astype(bool) if dtype == np.dtype(bool) else out
    return load


_REDUCE = {"add": np.add, "mul": np.multiply, "and": np.bitwise_and, "or": np.bitwise_or,
           "xor": np.bitwise_xor, "umax": np.maximum, "umin": np.minimum,
           "fmax": np.fmax, "fmin": np.fmin, "fmaximum": np.maximum, "fminimum": np.minimum}


@register("llvm.vector.reduce.", prefix=True)
def _vector_reduce(unit, inst, name, args):
    """``llvm.vector.reduce.*`` (LLVM Language Reference): integer ops wrap; ``smax``/
    ``smin`` compare signed; ``fmax``/``fmin`` ignore NaN (maxnum), ``fmaximum``/
    ``fminimum`` propagate it; ``fadd``/``fmul`` fold the start value and the elements in
    order, each step rounded in the element type (the sequential order, one that fast-math
    flags permit)."""
    kind = name.split(".")[3]
    call = Call(unit, inst, name, args)
    dtype = call.rep.dtype
    if kind in ("fadd", "fmul"):
        start, vector = call.get[:2]
        fn = np.add if kind == "fadd" else np.multiply

        def ordered(f):
            v = np.asarray(vector(f)).astype(dtype)
            acc = np.broadcast_to(np.asarray(start(f)).astype(dtype), v.shape[:-1]).copy()
            for e in range(v.shape[-1]):
                acc = fn(acc, v[..., e]).astype(dtype)
            return acc
        return ordered
    if kind in ("smax", "smin"):
        fn = np.maximum if kind == "smax" else np.minimum
        vector, = call.get[:1]
        return lambda f: fn.reduce(_signed_view(np.asarray(vector(f))), axis=-1).view(dtype)
    if kind not in _REDUCE:
        raise UnsupportedIRError(f"the emulator does not model @{name}",
                                 path=unit.program.path)
    vector, = call.get[:1]
    fn = _REDUCE[kind]
    if dtype == np.dtype(bool):
        fn = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor,
              "add": np.logical_xor, "mul": np.logical_and, "umax": np.logical_or,
              "umin": np.logical_and}[kind]
    return lambda f: fn.reduce(np.asarray(vector(f)).astype(dtype), axis=-1)


def _signed_view(x):
    return x.view(SIGNED[x.dtype])


# -- target-independent intrinsics ------------------------------------------------------
def _elementwise(fn):
    def compile_(unit, inst, name, args):
        call = Call(unit, inst, name, args)
        getters = call.get
        dtype = call.rep.dtype

        def op(f):
            return np.asarray(fn(*[g(f) for g in getters])).astype(dtype, copy=False)
        return op
    return compile_


register("llvm.maxnum.", "llvm.maximumnum.", prefix=True)(_elementwise(np.fmax))
register("llvm.minnum.", "llvm.minimumnum.", prefix=True)(_elementwise(np.fmin))
register("llvm.maximum.", prefix=True)(_elementwise(np.maximum))
register("llvm.minimum.", prefix=True)(_elementwise(np.minimum))
register("llvm.exp2.", prefix=True)(_elementwise(np.exp2))
register("llvm.exp.", prefix=True)(_elementwise(np.exp))
register("llvm.log2.", prefix=True)(_elementwise(np.log2))
register("llvm.log.", prefix=True)(_elementwise(np.log))
register("llvm.sqrt.", prefix=True)(_elementwise(np.sqrt))
register("llvm.fabs.", prefix=True)(_elementwise(np.abs))
register("llvm.floor.", prefix=True)(_elementwise(np.floor))
register("llvm.ceil.", prefix=True)(_elementwise(np.ceil))
register("llvm.trunc.", prefix=True)(_elementwise(np.trunc))
register("llvm.rint.", "llvm.nearbyint.", "llvm.roundeven.", prefix=True)(
    _elementwise(np.rint))
register("llvm.copysign.", prefix=True)(_elementwise(np.copysign))
register("llvm.amdgcn.exp2.", prefix=True)(_elementwise(np.exp2))
register("llvm.amdgcn.rcp.", prefix=True)(_elementwise(lambda x: np.divide(1, x).astype(
    np.asarray(x).dtype)))
_flush_subnormal = rounding.flush_subnormal       # .ftz: to zero of the same sign
# rsqrt.approx (NVIDIA; Triton's tl.math.rsqrt): 1 / sqrt(x), the approximation taken
# as exact; .ftz flushes a subnormal result
register("llvm.nvvm.rsqrt.approx.f", "llvm.nvvm.rsqrt.approx.d")(_elementwise(
    lambda x: np.divide(1, np.sqrt(x)).astype(np.asarray(x).dtype)))
register("llvm.nvvm.rsqrt.approx.ftz.f", "llvm.nvvm.rsqrt.approx.ftz.d")(_elementwise(
    lambda x: _flush_subnormal(np.divide(1, np.sqrt(x)).astype(np.asarray(x).dtype))))
# v_rsq: 1 / sqrt(x), in the operand's precision (every Triton norm kernel on AMD)
register("llvm.amdgcn.rsq.", prefix=True)(_elementwise(lambda x: np.divide(
    1, np.sqrt(x)).astype(np.asarray(x).dtype)))
# v_dot2_bf16_bf16 (gfx11; Triton 3.6's bf16 multiply on gfx1100 is a * b + 0 * 0 + 0):
# a.x * b.x + a.y * b.y + c, the exact sum rounded once to bf16 (the ISA states no
# intermediate precision; products of bf16 are exact)


@register("llvm.amdgcn.fdot2.bf16.bf16")
def _fdot2_bf16(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b, c = call.get[:3]
    dtype = call.rep.dtype

    def dot(f):
        x = np.broadcast_to(np.asarray(a(f)), (f.n, 2)).astype(np.float64)
        y = np.broadcast_to(np.asarray(b(f)), (f.n, 2)).astype(np.float64)
        z = np.broadcast_to(np.asarray(c(f)), (f.n,)).astype(np.float64)
        return rounding.sum3_rn(x[:, 0] * y[:, 0], x[:, 1] * y[:, 1], z, dtype)
    return dot


# v_sqrt (1 ulp on the hardware; Triton's sqrt on AMD): correctly rounded here
register("llvm.amdgcn.sqrt.", prefix=True)(_elementwise(lambda x: np.sqrt(x).astype(
    np.asarray(x).dtype)))
register("llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.ftz.f", "llvm.nvvm.ex2.approx.f32",
         "llvm.nvvm.ex2.approx.ftz.f32")(_elementwise(np.exp2))
register("llvm.nvvm.fmax.f", "llvm.nvvm.fmax.ftz.f")(_elementwise(np.fmax))
register("llvm.nvvm.fabs.f32", "llvm.nvvm.fabs.f64", "llvm.nvvm.fabs.f16",
         "llvm.nvvm.fabs.v2f16")(_elementwise(np.abs))
register("llvm.nvvm.fabs.ftz.f32", "llvm.nvvm.fabs.ftz.f16", "llvm.nvvm.fabs.ftz.v2f16")(
    _elementwise(lambda x: _flush_subnormal(np.abs(x))))
register("llvm.nvvm.fmin.f", "llvm.nvvm.fmin.ftz.f")(_elementwise(np.fmin))


# -- NVVM arithmetic with a rounding mode (Triton's libdevice, IREE's __nv_* functions) --
# ``.rn``: rounded once to nearest even (rounding.py); ``.ftz``: subnormal operands and
# results are zero of their sign. ``.approx`` and the plain ``sqrt.f`` (which NVPTX
# lowers to ``sqrt.approx`` or ``sqrt.rn`` by its precision flags) are modelled as
# correctly rounded: the hardware's approximation (PTX ISA: sqrt.approx within 2^-23
# relative) is not known bit for bit, as for rsqrt/ex2.approx above.
def _ftz(fn):
    """``fn`` with its operands and its result flushed to zero when subnormal."""
    def flushed(*xs):
        return _flush_subnormal(fn(*[_flush_subnormal(x) for x in xs]))
    return flushed


def _fma_rn(a, b, c):
    a = np.asarray(a)
    return rounding.fma_rn(a, b, c, a.dtype)


def _sqrt(x):
    x = np.asarray(x)
    return np.sqrt(x).astype(x.dtype, copy=False)


register("llvm.nvvm.fma.rn.f", "llvm.nvvm.fma.rn.d")(_elementwise(_fma_rn))
register("llvm.nvvm.fma.rn.ftz.f")(_elementwise(_ftz(_fma_rn)))
register("llvm.nvvm.sqrt.rn.f", "llvm.nvvm.sqrt.rn.d", "llvm.nvvm.sqrt.approx.f",
         "llvm.nvvm.sqrt.f")(_elementwise(_sqrt))
register("llvm.nvvm.sqrt.rn.ftz.f", "llvm.nvvm.sqrt.approx.ftz.f")(_elementwise(_ftz(_sqrt)))
for _op, _fn in (("floor", np.floor), ("ceil", np.ceil), ("trunc", np.trunc),
                 ("fabs", np.abs)):
    register(f"llvm.nvvm.{_op}.f", f"llvm.nvvm.{_op}.d")(_elementwise(_fn))
    register(f"llvm.nvvm.{_op}.ftz.f")(_elementwise(_ftz(_fn)))


# fma with a directed rounding (libdevice's exp: fma.rm), rounded once toward the mode
def _fma_directed(mode):
    def fma(a, b, c):
        a = np.asarray(a)
        return rounding.fma_directed(a, b, c, a.dtype, mode)
    return fma


for _mode in ("rm", "rp", "rz"):
    register(f"llvm.nvvm.fma.{_mode}.f")(_elementwise(_fma_directed(_mode)))
    register(f"llvm.nvvm.fma.{_mode}.ftz.f")(_elementwise(_ftz(_fma_directed(_mode))))


def _saturate(x):
    """``cvt.sat``: clamped to [0, 1], NaN to 0 (PTX ISA, "Saturation modifier")."""
    x = np.asarray(x)
    return np.where(np.isnan(x), 0, np.clip(x, 0, 1)).astype(x.dtype)


register("llvm.nvvm.saturate.f", "llvm.nvvm.saturate.d")(_elementwise(_saturate))
register("llvm.nvvm.saturate.ftz.f")(_elementwise(_ftz(_saturate)))


@register("llvm.nvvm.f2i.rn", "llvm.nvvm.f2i.rn.ftz", "llvm.nvvm.f2i.rz",
          "llvm.nvvm.f2i.rz.ftz", "llvm.nvvm.f2i.rm", "llvm.nvvm.f2i.rm.ftz",
          "llvm.nvvm.f2i.rp", "llvm.nvvm.f2i.rp.ftz")
def _f2i(unit, inst, name, args):
    """``cvt.rni/rzi/rmi/rpi.s32.f32`` (libdevice's sin and cos reduce by it): rounded to
    an integer by the mode, saturated to the s32 range, NaN to 0 (PTX ISA, ``cvt``:
    float-to-integer conversions saturate; .ftz reads a subnormal as 0, which rounds to
    0 in every mode but rp/rm of a tiny negative/positive: flushed first)."""
    call = Call(unit, inst, name, args)
    (x,) = call.get
    mode = name.split(".")[3]
    ftz = name.endswith(".ftz")
    rounder = {"rn": np.rint, "rz": np.trunc, "rm": np.floor, "rp": np.ceil}[mode]

    def f2i(f):
        v = np.asarray(x(f)).astype(np.float32)
        if ftz:
            v = _flush_subnormal(v)
        r = rounder(v.astype(np.float64))
        r = np.where(np.isnan(r), 0, np.clip(r, -2.0 ** 31, 2.0 ** 31 - 1))
        return r.astype(np.int64).astype(np.int32).view(np.uint32)
    return f2i


# mul.rn / add.rn (PTX mul.rn.f32, add.rn.f32: one IEEE operation, round to nearest even,
# not fused into an fma; Triton's libdevice for gelu's tanh and pow): numpy's own
for _op, _fn in (("mul", np.multiply), ("add", np.add)):
    register(f"llvm.nvvm.{_op}.rn.f", f"llvm.nvvm.{_op}.rn.d")(_elementwise(_fn))
    register(f"llvm.nvvm.{_op}.rn.ftz.f")(_elementwise(_ftz(_fn)))


@register("llvm.nvvm.mulhi.ui", "llvm.nvvm.mulhi.i", "llvm.nvvm.mulhi.ull",
          "llvm.nvvm.mulhi.ll", "llvm.nvvm.mulhi.us", "llvm.nvvm.mulhi.s")
def _mulhi(unit, inst, name, args):
    """``mul.hi``: the high half of the double-width product (Philox in FlagGems' dropout
    multiplies 32-bit words), signed or unsigned by the name."""
    call = Call(unit, inst, name, args)
    a, b = call.get
    dtype = call.rep.dtype
    bits = dtype.itemsize * 8
    signed = not name.rsplit(".", 1)[1].startswith("u")

    def mulhi(f):
        x = np.broadcast_to(np.asarray(a(f)).astype(dtype), (f.n,))
        y = np.broadcast_to(np.asarray(b(f)).astype(dtype), (f.n,))
        if signed:
            x, y = x.view(SIGNED[dtype]), y.view(SIGNED[dtype])
        if bits <= 32:   # exact in 64 bits
            wide = np.int64 if signed else np.uint64
            return ((x.astype(wide) * y.astype(wide)) >> bits).astype(dtype)
        products = [(int(p) * int(q)) >> 64 for p, q in zip(x.tolist(), y.tolist())]
        return np.array([v & 0xFFFF_FFFF_FFFF_FFFF for v in products], np.uint64)
    return mulhi


_REDUX = {"add": np.add, "min": np.minimum, "max": np.maximum, "umin": np.minimum,
          "umax": np.maximum, "and": np.bitwise_and, "or": np.bitwise_or,
          "xor": np.bitwise_xor}


@register(*(f"llvm.nvvm.redux.sync.{op}" for op in _REDUX))
def _redux(unit, inst, name, args):
    """``redux.sync.op.{u32,s32,b32} d, a, membermask``: every lane of ``membermask``
    gets the reduction of their ``a`` (add wraps modulo 2^32; min/max signed, umin/umax
    unsigned). The PTX ISA leaves it undefined when a lane is not in its own mask or a
    lane of the mask does not execute it: a fault here."""
    call = Call(unit, inst, name, args)
    value, member = call.get
    op = name.rsplit(".", 1)[1]
    ufunc = _REDUX[op]
    signed = op in ("min", "max")

    def redux(f):
        pos = np.asarray(f.positions()).astype(np.int64)
        lane = (pos % 32).astype(np.uint64)
        mask = np.broadcast_to(np.asarray(member(f)).astype(np.uint64), (f.n,))
        warps, at = np.unique(pos // 32, return_inverse=True)
        running = np.zeros(len(warps), np.uint64)
        np.bitwise_or.at(running, at, np.uint64(1) << lane)
        if (((mask >> lane) & np.uint64(1)) == 0).any() or (running[at] != mask).any():
            raise EmulatorFault(f"@{name}: its member mask is not the lanes of the warp "
                                "that execute it")
        v = np.broadcast_to(np.asarray(value(f)).astype(np.uint32), (f.n,))
        v = v.view(np.int32) if signed else v.astype(np.uint64 if op == "add" else np.uint32)
        starts = np.unique(at, return_index=True)[1]   # each warp's first lane
        acc = v[starts].copy()
        rest = np.ones(f.n, bool)
        rest[starts] = False
        ufunc.at(acc, at[rest], v[rest])
        out = acc[at]
        return (out & np.uint64(0xFFFF_FFFF)).astype(np.uint32) if op == "add" else \
            out.view(np.uint32) if signed else out.astype(np.uint32)
    return redux


@register("llvm.nvvm.shfl.sync.bfly.i32", "llvm.nvvm.shfl.sync.bfly.f32",
          "llvm.nvvm.shfl.sync.idx.i32", "llvm.nvvm.shfl.sync.idx.f32",
          "llvm.nvvm.shfl.sync.down.i32", "llvm.nvvm.shfl.sync.down.f32",
          "llvm.nvvm.shfl.sync.up.i32", "llvm.nvvm.shfl.sync.up.f32")
def _shfl(unit, inst, name, args):
    """``shfl.sync`` (PTX ISA): the source lane per mode; a source outside the clamp
    segment, or inactive, gives the lane its own value."""
    call = Call(unit, inst, name, args)
    _, value, b, c = call.get
    mode = name.split(".")[4]
    dtype = call.rep.dtype

    def shfl(f):
        pos = f.positions()
        lane = (pos % 32).astype(np.int64)
        bb = np.broadcast_to(np.asarray(b(f)).astype(np.int64), (f.n,))
        cc = np.broadcast_to(np.asarray(c(f)).astype(np.int64), (f.n,))
        max_lane = cc & 0x1F
        seg = (cc >> 8) & 0x1F
        min_lane = lane & seg
        max_lane = min_lane | (max_lane & ~seg)
        if mode == "up":
            src = lane - bb
            ok = src >= max_lane
        elif mode == "down":
            src = lane + bb
            ok = src <= max_lane
        elif mode == "bfly":
            src = lane ^ bb
            ok = src <= max_lane
        else:
            src = min_lane | (bb & ~seg)
            ok = src <= max_lane
        src = np.where(ok, src, lane)
        got, readable = L.read_lanes(f.chunk, pos, value(f), src, f"@{name}",
                                     inactive="none")
        own = np.broadcast_to(np.asarray(value(f)), (f.n,))
        return np.where(readable, got, own).astype(dtype)
    return shfl


@register("llvm.nvvm.div.full", "llvm.nvvm.div.approx.f", "llvm.nvvm.div.rn.f",
          "llvm.nvvm.div.approx.ftz.f")
def _nvvm_div(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b = call.get
    return lambda f: np.divide(a(f), b(f)).astype(np.float32)


@register("llvm.nvvm.read.ptx.sreg.clock", "llvm.nvvm.read.ptx.sreg.clock64",
          "llvm.nvvm.read.ptx.sreg.globaltimer", "llvm.nvvm.read.ptx.sreg.globaltimer.lo",
          "llvm.readsteadycounter",
          "llvm.readcyclecounter", "llvm.amdgcn.s.memtime", "llvm.amdgcn.s.memrealtime")
def _clock(unit, inst, name, args):
    """Every clock reads the machine's deterministic one: the instructions issued so far
    (``Machine.issued``; the timeline's time axis on the emulator, docs/emulator.md)."""
    if name in ("llvm.nvvm.read.ptx.sreg.clock", "llvm.nvvm.read.ptx.sreg.globaltimer.lo"):
        return lambda f: np.uint32(f.machine.issued & 0xFFFF_FFFF)
    return lambda f: np.uint64(f.machine.issued)


@register("llvm.fma.", "llvm.fmuladd.", prefix=True)
def _fma(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    a, b, c = call.get
    dtype = call.rep.dtype
    if dtype != np.float64:          # rounded once (rounding.py: float64, round to odd)
        return lambda f: rounding.fma_rn(a(f), b(f), c(f), dtype)
    wide = np.longdouble             # 64 significant bits: close, not always exact

    def fma(f):
        return (np.asarray(a(f), wide) * np.asarray(b(f), wide) + np.asarray(c(f), wide)
                ).astype(dtype)
    return fma


@register("llvm.stepvector.", prefix=True)
def _stepvector(unit, inst, name, args):
    """``llvm.stepvector``: the vector <0, 1, ..., n-1> (LLVM Language Reference)."""
    rep = Call(unit, inst, name, args).rep
    step = np.arange(rep.tail[0]).astype(rep.dtype)
    return lambda f: step


@register("__nvvm_reflect", "llvm.nvvm.reflect")
def _nvvm_reflect(unit, inst, name, args):
    """``__nvvm_reflect("NAME")`` left in a module that did not go through LLVM's
    NVVMReflect pass (Triton 3.9's sm_90 llir with libdevice): the pass's answer
    (``bbprof.ir.constants.reflect_call``: ``__CUDA_FTZ`` from the module flag, the SM
    version for ``__CUDA_ARCH``, 0 for any other name)."""
    from bbprof.ir.constants import reflect_call

    call = Call(unit, inst, name, args)
    what, value = reflect_call(unit.program.ref, args[0], unit.program.cpu)
    if what is None or value is None:
        raise UnsupportedIRError(
            f"the emulator cannot answer {name}("
            f"{'a value that is no constant string' if what is None else repr(what)})"
            f" in @{unit.code.name}" + ("" if what is None else ": the module names no "
                                        "processor"), path=unit.program.path,
            hint="give the kernel a target-cpu (sm_XX), or run it on the cuda backend")
    dtype = call.rep.dtype
    return lambda f: np.full(f.n, value, dtype)


# -- inline assembly --------------------------------------------------------------------
# AMD inline assembly (of every module that is not NVPTX: ptx.py has NVIDIA's): only the
# synchronisation statements rocMLIR and hand-written HIP put in asm (rocMLIR's workgroup
# barrier is ``s_waitcnt lgkmcnt(0)\n s_barrier``). Waits and nops order nothing the
# emulator could observe (every access completes in program order); ``s_barrier`` is the
# checked workgroup barrier. Anything else is refused by name.
_AMD_ASM_NOOPS = ("s_waitcnt", "s_nop", "s_sleep", "s_setprio", "s_waitcnt_vscnt",
                  "s_waitcnt_lgkmcnt", "s_waitcnt_vmcnt", "s_waitcnt_expcnt")
# Statements that set the float mode register (MODE: denormal flushing, rounding). The
# emulator keeps no such register: its float operations are numpy's IEEE arithmetic,
# subnormals kept and rounding to nearest even (only the NVVM/PTX ``.ftz`` forms flush,
# each by its own name). Flushing switched on by a statement would have to reach every
# later float operation of the wave that the ISA says flushes (not moves or loads), which
# is not modelled; so these statements are refused, with that reason.
_AMD_ASM_MODES = ("s_denorm_mode", "s_round_mode", "s_setreg_b32", "s_setreg_imm32_b32")


@register_asm(None)
def _amd_asm(unit, inst, asm: str, constraints: str, args):
    statements = [" ".join(part.split()) for line in asm.split("\n")
                  for part in line.split(";")]
    statements = [st for st in statements if st and not st.startswith(("//", "#"))]
    outputs = [c for c in constraints.split(",") if c.startswith("=")]
    barrier = False
    for st in statements:
        mnemonic = st.split()[0]
        if mnemonic == "s_barrier":
            barrier = True
        elif mnemonic in _AMD_ASM_MODES:
            raise UnsupportedIRError(f"the emulator does not model the inline assembly "
                                     f"\"{st[:60]}\" (in @{unit.code.name}): it keeps no "
                                     "float mode register (subnormals are always kept, "
                                     "rounding is to nearest even)",
                                     path=unit.program.path,
                                     hint="run this module on a GPU backend")
        elif mnemonic not in _AMD_ASM_NOOPS or outputs:
            raise UnsupportedIRError(f"the emulator does not model the inline assembly "
                                     f"\"{st[:60]}\" (in @{unit.code.name})",
                                     path=unit.program.path,
                                     hint="run this module on a GPU backend")
    return _barrier(unit, inst, "asm s_barrier", ()) if barrier else None
