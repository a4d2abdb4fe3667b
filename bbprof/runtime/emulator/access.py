"""A frame's memory accesses: loads, stores and atomics of its running lanes.

``space_data`` resolves the per-lane addresses of an access to ``memory.py``'s storage
by address space: LDS (3: a byte offset into the lane's workgroup's LDS, checked against
the launch's size), private memory (5: an offset into the lane's own), generic pointers
(0: split by their aperture into LDS, private and global lanes) and global memory (the
segments; a fault names the buffer an access leaves). ``SubFrame`` runs an access for
some of a frame's lanes (the generic split, masked elements, inline PTX guards).

``loader`` and ``storer`` build the closures of ``load`` and ``store`` (and of the
intrinsics that load and store: ``memcpy``, ``memset``); through buffer fat pointers
(address space 7) they follow ``buffers.py``'s raw buffer rule. A struct or array is
loaded and stored field by field at its DataLayout offsets (``_aggregate_access``);
values that are fat pointers themselves, and aggregates through fat pointers, are
refused by name.

Atomics (``atomicrmw``, ``cmpxchg``) act in lane order (the lowest position first), so
results are deterministic. ``atomicrmw`` gets there in vectorised steps
(``rmw_in_lane_order``): one step for distinct addresses, a prefix sum for integer adds,
one step per lane of the busiest address otherwise; one whose result no instruction reads
(bbprof's counter updates) and whose order cannot change memory is one ``ufunc.at``.
``cmpxchg`` goes lane by lane.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.runtime.emulator import memory as mem
from bbprof.runtime.emulator.atomics import RMW, rmw_in_lane_order
from bbprof.runtime.emulator.buffers import fat_access
from bbprof.runtime.emulator.values import Rep, int_width, signed_pair, stride


def space_data(f, space: int, addresses: np.ndarray, nbytes: int, what: str):
    """``[(compact lanes or None, data array, byte offsets)]`` for an access."""
    chunk = f.chunk
    if space == 3:
        pos = f.positions()
        offs = np.asarray(addresses).astype(np.int64)
        if len(offs) and (int(offs.max()) + nbytes > chunk.lds_bytes or int(offs.min()) < 0):
            raise EmulatorFault(f"{what} of {nbytes} bytes at LDS offset "
                                f"{int(offs.max())} is outside the workgroup's "
                                f"{chunk.lds_bytes} bytes of LDS",
                                hint="pass the kernel's shared memory size (--shared)")
        return [(None, chunk.lds, chunk.wg_of[pos] * chunk.lds_bytes + offs)]
    if space == 5:
        pos = f.positions()
        offs = np.asarray(addresses).astype(np.int64)
        return [(None, chunk.private, pos * chunk.private_bytes + offs)]
    addresses = np.asarray(addresses).astype(np.uint64, copy=False)
    if space == 0:
        aperture = addresses & np.uint64(mem.APERTURE_MASK)
        if aperture.any():
            parts = []
            for code, sp in ((mem.LDS_APERTURE, 3), (mem.PRIVATE_APERTURE, 5), (0, 1)):
                sel = np.nonzero(aperture == np.uint64(code))[0]
                if not len(sel):
                    continue
                sub = SubFrame(f, sel)
                for lanes, data, offs in space_data(sub, sp, addresses[sel] & np.uint64(
                        0x0FFF_FFFF_FFFF_FFFF) if sp != 1 else addresses[sel], nbytes, what):
                    parts.append((sel if lanes is None else sel[lanes], data, offs))
            return parts
    seg, offs = f.machine.memory.locate(addresses, nbytes, what)
    if seg is None:
        return []
    if isinstance(seg, list):
        return [(lanes, s.data, o) for lanes, s, o in seg]
    return [(None, seg.data, offs)]


class SubFrame:
    """A view of a frame restricted to some of its running lanes (generic accesses)."""

    def __init__(self, f, sel):
        self.chunk = f.chunk
        self.machine = f.machine
        self._pos = f.positions()[sel]

    def positions(self):
        return self._pos


def refuse_fat_values(rep: Rep, what: str) -> None:
    """Refuse ``what`` when its values are buffer fat pointers (not modelled as values
    that casts, loads or stores move)."""
    t = rep.type
    if (t.kind == "ptr" and t.addrspace == 7) or (
            t.kind == "vector" and t.element.kind == "ptr" and t.element.addrspace == 7):
        raise UnsupportedIRError(f"{what} of buffer fat pointers ({t}) is not modelled")


def _access(rep: Rep, space: int, store: bool):
    """What ``loader`` and ``storer`` share: fat-pointer values (and aggregates through
    a buffer fat pointer) are refused; through a buffer fat pointer, ``(its access,
    None)``; otherwise ``(None, (elements, element dtype (bool as u8), bytes))``."""
    verb = "store" if store else "load"
    refuse_fat_values(rep, f"a {verb}")
    if space == 7:
        if rep.odd_bits is not None:
            raise UnsupportedIRError(f"a buffer {verb} of {rep.type} is not modelled")
        return fat_access(rep, store=store), None
    if rep.fields is not None:
        raise UnsupportedIRError(f"the emulator does not {verb} aggregates ({rep.type}) "
                                 "through buffer fat pointers")
    count = rep.tail[0] if rep.tail else 1
    elem = np.dtype(np.uint8) if rep.dtype == np.dtype(bool) else rep.dtype
    return None, (count, elem, elem.itemsize * count)


def loader(rep: Rep, space: int):
    """``load(frame, pointers)`` -> per-lane values of ``rep`` from address space
    ``space``."""
    if rep.fields is not None and space != 7:
        return _aggregate_access(rep, space, loader)
    fat, shape = _access(rep, space, store=False)
    if fat is not None:
        return fat
    count, elem, nbytes = shape
    dtype = rep.dtype
    if _bit_vector(rep):
        return _bit_loader(rep, space)

    def load(f, p):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        parts = space_data(f, space, addresses, nbytes, "a load")
        if len(parts) == 1 and parts[0][0] is None:
            _, data, offs = parts[0]
            out = mem.gather(data, offs, elem, count).reshape((f.n,) + rep.tail)
        else:
            out = np.zeros((f.n,) + rep.tail, elem)
            for lanes, data, offs in parts:
                out[lanes] = mem.gather(data, offs, elem, count).reshape(
                    (-1,) + rep.tail)
        return out.astype(bool) if dtype == np.dtype(bool) else out
    return load


def storer(rep: Rep, space: int):
    """``store(frame, pointers, values)``: per-lane values of ``rep`` to address space
    ``space`` (lanes that share an address in lane order: the last one wins)."""
    if rep.fields is not None and space != 7:
        return _aggregate_access(rep, space, storer)
    fat, shape = _access(rep, space, store=True)
    if fat is not None:
        return fat
    count, elem, nbytes = shape
    if _bit_vector(rep):
        return _bit_storer(rep, space)

    def store(f, p, v):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        values = np.broadcast_to(np.asarray(v).astype(elem), (f.n,) + rep.tail)
        if count == 1 and rep.tail:
            values = values.reshape(f.n)
        for lanes, data, offs in space_data(f, space, addresses, nbytes, "a store"):
            mem.scatter(data, offs, values if lanes is None else values[lanes], elem, count)
    return store


def _aggregate_access(rep: Rep, space: int, access):
    """A load (``access`` is ``loader``) or store (``storer``) of a struct or array: one
    of each field, at the field's offset in the DataLayout (``IRType.offsets``: natural
    alignment; an array's elements a ``stride`` apart). A store leaves the padding
    between fields as it was (LangRef leaves its bytes unspecified)."""
    t = rep.type
    stride(t)                       # refuses a layout of odd integers printed.py misplaces
    if t.kind == "struct":
        offsets = t.offsets()[:-1]
    else:
        offsets = [k * stride(t.element) for k in range(t.count)]
    fields = [(np.uint64(o), access(f, space)) for o, f in zip(offsets, rep.fields)]
    if access is loader:
        def load(f, p):
            base = np.asarray(p)
            return tuple(one(f, (base + off).astype(base.dtype)) for off, one in fields)
        return load

    def store(f, p, v):
        base = np.asarray(p)
        for (off, one), value in zip(fields, v):
            one(f, (base + off).astype(base.dtype), value)
    return store


def _bit_vector(rep: Rep) -> bool:
    """Whether ``rep``'s values are bit-packed in memory: ``<k x i1>`` and odd widths."""
    return rep.odd_bits is not None or (rep.type.kind == "vector" and
                                        rep.type.element.kind == "int" and
                                        rep.type.element.bits == 1)


def _packing(rep: Rep):
    """(elements, bits each, bytes in memory) of a bit-packed value."""
    count = rep.tail[0] if rep.tail else 1
    bits = int_width(rep)
    return count, bits, -(-count * bits // 8)


def _bit_loader(rep: Rep, space: int):
    """Bit-packed values in memory (LangRef, "Vector Type" and "load"): a vector's
    in-memory layout is that of the integer of its size, element i at bits
    ``[i*N, (i+1)*N)``, little-endian, in ``ceil(k*N / 8)`` bytes (Triton's masks of
    ``<k x i1>``; a scalar ``i7`` is one byte). Bits above the value are dropped: LangRef
    makes a load undefined where the bytes were not stored with the same type."""
    count, bits, nbytes = _packing(rep)
    weights = np.left_shift(np.uint64(1), np.arange(bits, dtype=np.uint64))

    def load(f, p):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        raw = np.zeros((f.n, nbytes), np.uint8)
        for lanes, data, offs in space_data(f, space, addresses, nbytes, "a load"):
            got = np.asarray(mem.gather(data, offs, np.dtype(np.uint8), nbytes)).reshape(
                -1, nbytes)
            raw[slice(None) if lanes is None else lanes] = got
        unpacked = np.unpackbits(raw, axis=1, bitorder="little")[:, :count * bits]
        if bits == 1:
            return unpacked.astype(bool).reshape((f.n,) + rep.tail)
        words = (unpacked.reshape(f.n, count, bits).astype(np.uint64) * weights).sum(
            axis=-1, dtype=np.uint64)
        return words.astype(rep.dtype).reshape((f.n,) + rep.tail)
    return load


def _bit_storer(rep: Rep, space: int):
    """Stores of bit-packed values, laid out as ``_bit_loader`` reads them, in whole
    bytes: the bits of the last byte above the value are written 0 (LangRef, "store":
    what happens to them is unspecified, "but they will typically be overwritten")."""
    count, bits, nbytes = _packing(rep)
    shifts = np.arange(bits, dtype=np.uint64)

    def store(f, p, v):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        values = np.broadcast_to(np.asarray(v).astype(np.uint64), (f.n,) + rep.tail)
        split = (values.reshape(f.n, count, 1) >> shifts) & np.uint64(1)
        flat = np.zeros((f.n, 8 * nbytes), np.uint8)
        flat[:, :count * bits] = split.reshape(f.n, count * bits)
        packed = np.packbits(flat, axis=1, bitorder="little")
        if nbytes == 1:
            packed = packed.reshape(f.n)
        for lanes, data, offs in space_data(f, space, addresses, nbytes, "a store"):
            mem.scatter(data, offs, packed if lanes is None else packed[lanes],
                        np.dtype(np.uint8), nbytes)
    return store


# -- atomics ----------------------------------------------------------------------------
def atomic_rmw(operation: str, rep, space: int, *, old: bool = True):
    """``fn(frame, pointers, values)`` -> old values: an atomicrmw over the running lanes,
    in lane order. ``old=False`` (no instruction reads the result): an integer operation
    whose order cannot change memory (add, sub, and, or, xor, unsigned max/min) is one
    ``ufunc.at``, and the function returns None."""
    if operation not in RMW or rep.tail or rep.fields is not None:
        raise UnsupportedIRError(f"the emulator does not model 'atomicrmw {operation}' on "
                                 f"{rep.type}")
    combine = RMW[operation]
    dtype = rep.dtype
    if combine in ("smax", "smin"):
        combine = signed_pair(np.maximum if combine == "smax" else np.minimum)
    size = dtype.itemsize
    shift = size.bit_length() - 1                     # sizes are powers of two
    any_order = not old and dtype.kind in "ui" and operation in (
        "add", "sub", "and", "or", "xor", "umax", "umin")
    additive = operation in ("add", "sub")

    def rmw(f, p, v):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        values = np.broadcast_to(np.asarray(v).astype(dtype, copy=False), (f.n,))
        seen = np.zeros(f.n, dtype) if not any_order else None
        for lanes, data, offs in space_data(f, space, addresses, size, "an atomic"):
            sel = slice(None) if lanes is None else lanes
            vals = values[sel]
            if (offs & (size - 1)).any():
                raise EmulatorFault("a misaligned atomic")
            slots = offs >> shift
            if any_order:
                combine.at(data.view(dtype), slots, vals)
            else:
                seen[sel] = rmw_in_lane_order(data.view(dtype), slots, vals, combine,
                                              additive)
        return seen
    return rmw


def compare_exchange(rep, space: int):
    """``fn(frame, pointers, expected, new)`` -> (old values, whether each lane swapped):
    a cmpxchg over the running lanes, in lane order."""
    dtype = rep.dtype
    size = dtype.itemsize

    def cmpxchg(f, p, c, n):
        addresses = np.broadcast_to(np.asarray(p), (f.n,))
        expect = np.broadcast_to(np.asarray(c).astype(dtype), (f.n,))
        new = np.broadcast_to(np.asarray(n).astype(dtype), (f.n,))
        old = np.zeros(f.n, dtype)
        for lanes, data, offs in space_data(f, space, addresses, size, "an atomic"):
            sel = np.arange(f.n) if lanes is None else lanes
            view = data.view(dtype)
            for k, s in zip(sel, offs // size):
                old[k] = view[s]
                if view[s] == expect[k]:
                    view[s] = new[k]
        return old, old == expect
    return cmpxchg
