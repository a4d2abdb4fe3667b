"""AMD buffer resources and buffer fat pointers (the raw buffer rule).

``make.buffer.rsrc`` makes a resource (``ptr addrspace(8)``: base and ``num_records``) or
a buffer fat pointer (``ptr addrspace(7)``: the same and a 32-bit offset that GEPs move,
``instructions.op_getelementptr``); ``raw[.ptr].buffer.load/store`` (also with
``<4 x i32>`` descriptors), loads and stores through fat pointers and ``masked.scatter``
to vectors of them follow the raw buffer rule (LLVM AMDGPUUsage, "buffer fat pointer";
the hardware's range check): an element not wholly inside ``num_records`` bytes reads 0
/ is not written — what Triton's masking and IREE's bounds rely on.

Buffer atomics (``raw[.ptr].buffer.atomic.<op>``: add, sub, and, or, xor, signed and
unsigned min/max, swap, fadd, fmin, fmax) follow the same rule — outside ``num_records``
an atomic changes nothing and returns 0 — and act in lane order as ``atomicrmw`` does
(``atomics.rmw_in_lane_order``): Triton's AMD histograms and sorts count with them.

The buffer intrinsics are registered here (``registry.py``); the rule for loads and
stores through fat pointers (``fat_access``) is what ``access.py``'s ``loader`` and
``storer`` use for address space 7, and ``intrinsics.py``'s ``masked.scatter`` uses
``fat_scatter``. This module reaches global memory through the frame's machine
(``global_gather``, ``global_scatter``) and needs nothing of ``access.py``.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.runtime.emulator import memory as mem
from bbprof.runtime.emulator.registry import Call, register
from bbprof.runtime.emulator.atomics import RMW, rmw_in_lane_order
from bbprof.runtime.emulator.values import Rep, rep_of, signed_pair


@register("llvm.amdgcn.make.buffer.rsrc.p8.p1", "llvm.amdgcn.make.buffer.rsrc.p8.p0",
          "llvm.amdgcn.make.buffer.rsrc.p7.p1", "llvm.amdgcn.make.buffer.rsrc.p7.p0",
          "llvm.amdgcn.make.buffer.rsrc.p8.p1.i32", "llvm.amdgcn.make.buffer.rsrc.p8.p0.i32",
          "llvm.amdgcn.make.buffer.rsrc.p7.p1.i32", "llvm.amdgcn.make.buffer.rsrc.p7.p0.i32",
          "llvm.amdgcn.make.buffer.rsrc.p8.p1.i64", "llvm.amdgcn.make.buffer.rsrc.p7.p1.i64")
def _make_rsrc(unit, inst, name, args):
    """A buffer resource (``p8``: base, num_records) or a buffer fat pointer (``p7``: the
    same and a 32-bit offset, 0 here; loads and stores through it follow the raw buffer
    rule, ``fat_access``)."""
    call = Call(unit, inst, name, args)
    base, stride, records, flags = call.get
    if call.args[1].value_kind.name != "constant_int" or call.const(1) != 0:
        raise UnsupportedIRError(f"@{name} with a non-zero stride is not modelled")
    fat = call.result.addrspace == 7

    def make(f):
        b = np.broadcast_to(np.asarray(base(f)).astype(np.uint64), (f.n,))
        n = np.broadcast_to(np.asarray(records(f)).astype(np.uint64) & np.uint64(0xFFFF_FFFF),
                            (f.n,))
        return np.stack([b, n, np.zeros(f.n, np.uint64)] if fat else [b, n], axis=1)
    return make


def _as_pair(raw):
    """A getter of ``<4 x i32>`` descriptors as ``(base, num_records)`` pairs: words 0-1
    hold the base (48 bits), word 2 the size."""
    def as_pair(f):
        v = np.broadcast_to(np.asarray(raw(f)).astype(np.uint64), (f.n, 4))
        base = v[:, 0] | ((v[:, 1] & np.uint64(0xFFFF)) << np.uint64(32))
        return np.stack([base, v[:, 2]], axis=1)
    return as_pair


def _byte_offset(f, voffset, soffset):
    """A raw buffer access's byte offset, ``voffset + soffset`` modulo 2^32, per lane."""
    off = (np.asarray(voffset(f)).astype(np.uint64) + np.asarray(soffset(f)).astype(
        np.uint64)) & np.uint64(0xFFFF_FFFF)
    return np.broadcast_to(off, (f.n,))


def _buffer_access(call, store: bool):
    """A raw buffer load/store: byte offset ``voffset + soffset``; an access (of each
    element) not wholly inside ``num_records`` bytes reads 0 / is dropped."""
    if store:
        value, rsrc, voffset, soffset = call.get[:4]
        rep = rep_of(call.types[0])
    else:
        rsrc, voffset, soffset = call.get[:3]
        rep = call.rep
    count = rep.tail[0] if rep.tail else 1
    dtype = rep.dtype
    size = dtype.itemsize

    def offsets(f):
        r = np.broadcast_to(np.asarray(rsrc(f)), (f.n, 2))
        off = _byte_offset(f, voffset, soffset)
        each = off[:, None] + np.arange(count, dtype=np.uint64) * np.uint64(size)
        inside = each + np.uint64(size) <= r[:, 1:2]
        return r[:, 0], each, inside

    if store:
        def buffer_store(f):
            base, each, inside = offsets(f)
            v = np.broadcast_to(np.asarray(value(f)).astype(dtype), (f.n,) + rep.tail)
            v = v.reshape(f.n, count)
            lanes, elems = np.nonzero(inside)
            if not len(lanes):
                return
            addresses = base[lanes] + each[lanes, elems]
            global_scatter(f, addresses, v[lanes, elems], dtype)
        return buffer_store

    def buffer_load(f):
        base, each, inside = offsets(f)
        out = np.zeros((f.n, count), dtype)
        lanes, elems = np.nonzero(inside)
        if len(lanes):
            out[lanes, elems] = global_gather(f, base[lanes] + each[lanes, elems], dtype)
        return out if rep.tail else out[:, 0]
    return buffer_load


def global_gather(f, addresses, dtype):
    seg, offs = f.machine.memory.locate(addresses, dtype.itemsize, "a buffer load")
    if isinstance(seg, list):
        out = np.zeros(len(addresses), dtype)
        for lanes, s, o in seg:
            out[lanes] = mem.gather(s.data, o, dtype, 1)
        return out
    return mem.gather(seg.data, offs, dtype, 1)


def global_scatter(f, addresses, values, dtype):
    seg, offs = f.machine.memory.locate(addresses, dtype.itemsize, "a buffer store")
    if isinstance(seg, list):
        for lanes, s, o in seg:
            mem.scatter(s.data, o, values[lanes], dtype, 1)
        return
    mem.scatter(seg.data, offs, values, dtype, 1)


@register("llvm.amdgcn.raw.ptr.buffer.load", "llvm.amdgcn.raw.buffer.load", prefix=True)
def _buffer_load(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    if "format" in name or "lds" in name or "atomic" in name:
        raise UnsupportedIRError(f"the emulator does not model @{name}")
    if call.types[0].kind == "vector":
        return _v4_rsrc(call, False)
    return _buffer_access(call, False)


@register("llvm.amdgcn.raw.ptr.buffer.store", "llvm.amdgcn.raw.buffer.store", prefix=True)
def _buffer_store(unit, inst, name, args):
    call = Call(unit, inst, name, args)
    if "format" in name:
        raise UnsupportedIRError(f"the emulator does not model @{name}")
    if call.types[1].kind == "vector":
        return _v4_rsrc(call, True)
    return _buffer_access(call, True)


_BUFFER_RMW = {"add": "add", "sub": "sub", "and": "and", "or": "or", "xor": "xor",
               "umax": "umax", "umin": "umin", "smax": "max", "smin": "min",
               "swap": "xchg", "fadd": "fadd", "fmin": "fmin", "fmax": "fmax"}


@register("llvm.amdgcn.raw.ptr.buffer.atomic", "llvm.amdgcn.raw.buffer.atomic", prefix=True)
def _buffer_atomic(unit, inst, name, args):
    """``T atomic.<op>(T vdata, rsrc, i32 voffset, i32 soffset, i32 aux)``: the old value;
    an access not wholly inside ``num_records`` changes nothing and returns 0."""
    call = Call(unit, inst, name, args)
    operation = name.split(".buffer.atomic.", 1)[1].split(".", 1)[0]
    rep = call.rep
    if operation not in _BUFFER_RMW or rep.tail or rep.fields is not None:
        raise UnsupportedIRError(f"the emulator does not model @{name}")
    combine = RMW[_BUFFER_RMW[operation]]
    if combine in ("smax", "smin"):
        combine = signed_pair(np.maximum if combine == "smax" else np.minimum)
    value, rsrc, voffset, soffset = call.get[:4]
    if call.types[1].kind == "vector":   # a <4 x i32> descriptor
        rsrc = _as_pair(rsrc)
    dtype = rep.dtype
    size = dtype.itemsize
    additive = operation in ("add", "sub") and dtype.kind in "ui"

    def atomic(f):
        r = np.broadcast_to(np.asarray(rsrc(f)), (f.n, 2))
        off = _byte_offset(f, voffset, soffset)
        values = np.broadcast_to(np.asarray(value(f)).astype(dtype, copy=False), (f.n,))
        old = np.zeros(f.n, dtype)
        lanes = np.flatnonzero(off + np.uint64(size) <= r[:, 1])
        if not len(lanes):
            return old
        addresses = r[lanes, 0] + off[lanes]
        seg, offs = f.machine.memory.locate(addresses, size, "a buffer atomic")
        parts = seg if isinstance(seg, list) else [(None, seg, offs)]
        for some, s, o in parts:
            at = lanes if some is None else lanes[some]
            if (o & (size - 1)).any():
                raise EmulatorFault("a misaligned buffer atomic")
            old[at] = rmw_in_lane_order(s.data.view(dtype), o >> (size.bit_length() - 1),
                                        values[at], combine, additive)
        return old
    return atomic


def _v4_rsrc(call, store: bool):
    """A load or store with a ``<4 x i32>`` descriptor (``_as_pair``)."""
    k = 1 if store else 0
    call.get = list(call.get)
    call.get[k] = _as_pair(call.get[k])
    return _buffer_access(call, store)


def fat_scatter(call):
    """``masked.scatter`` to a vector of buffer fat pointers: each enabled element inside
    ``num_records`` is stored, elements in order, lanes in lane order."""
    value, pointers = call.get[:2]
    enabled = call.get[-1]
    rep = rep_of(call.types[0])
    count, dtype = rep.tail[0], rep.dtype
    size = dtype.itemsize

    def scatter(f):
        p = np.broadcast_to(np.asarray(pointers(f)), (f.n, count, 3))
        v = np.broadcast_to(np.asarray(value(f)).astype(dtype), (f.n, count))
        m = np.broadcast_to(np.asarray(enabled(f)).astype(bool), (f.n, count))
        inside = m & (p[:, :, 2] + np.uint64(size) <= p[:, :, 1])
        for e in range(count):
            lanes = np.nonzero(inside[:, e])[0]
            if len(lanes):
                global_scatter(f, p[lanes, e, 0] + p[lanes, e, 2], v[lanes, e], dtype)
    return scatter


def fat_access(rep: Rep, store: bool):
    """A load/store through a buffer fat pointer (``ptr addrspace(7)``: base, num_records,
    offset): the raw buffer rule (LLVM AMDGPUUsage, "buffer fat pointer"; the hardware's
    range check): an element not wholly inside ``num_records`` bytes reads 0 / is not
    written."""
    if rep.fields is not None:
        raise UnsupportedIRError(f"the emulator does not load aggregates ({rep.type})")
    count = rep.tail[0] if rep.tail else 1
    dtype = rep.dtype
    elem = np.dtype(np.uint8) if dtype == np.dtype(bool) else dtype
    size = elem.itemsize

    def where(f, p):
        r = np.broadcast_to(np.asarray(p), (f.n, 3))
        each = r[:, 2:3] + np.arange(count, dtype=np.uint64) * np.uint64(size)
        return r[:, 0], each, each + np.uint64(size) <= r[:, 1:2]

    if store:
        def fat_store(f, p, v):
            base, each, inside = where(f, p)
            values = np.broadcast_to(np.asarray(v).astype(elem), (f.n,) + rep.tail)
            values = values.reshape(f.n, count)
            lanes, elems = np.nonzero(inside)
            if len(lanes):
                global_scatter(f, base[lanes] + each[lanes, elems], values[lanes, elems],
                                elem)
        return fat_store

    def fat_load(f, p):
        base, each, inside = where(f, p)
        out = np.zeros((f.n, count), elem)
        lanes, elems = np.nonzero(inside)
        if len(lanes):
            out[lanes, elems] = global_gather(f, base[lanes] + each[lanes, elems], elem)
        out = out if rep.tail else out[:, 0]
        return out.astype(bool) if dtype == np.dtype(bool) else out
    return fat_load
