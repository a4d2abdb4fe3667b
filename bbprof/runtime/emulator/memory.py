"""The emulator's memory: one 64-bit virtual address space, LDS per workgroup, private
memory per lane.

* **Global memory** (AMDGPU address spaces 0 flat, 1 global, 4 constant; NVPTX 0 generic,
  1 global, 4 constant): ``Segment``s at addresses from ``GLOBAL_BASE`` up, each a numpy
  ``uint8`` array, 256-byte aligned with a 64 KiB unmapped gap after it, so an access
  past the end of a buffer faults (``EmulatorFault``) instead of reading a neighbour.
  Kernel buffers, module globals (``@__bbprof_counters``) and the implicit kernel
  arguments all live here.
* **LDS / shared memory** (address space 3): ``lds_bytes`` per workgroup of the chunk being
  run; a lane's address is an offset into its own workgroup's LDS.
* **Private memory** (address space 5): ``private_bytes`` per lane (allocas; an alloca in
  the generic space, as NVPTX -O0 code has, yields a flat pointer with the private
  aperture).
* **Generic (flat) pointers** that point into LDS or private memory carry an aperture in
  their high bits (``LDS_APERTURE``, ``PRIVATE_APERTURE``), as on AMD hardware; casts
  from address space 3/5 to 0 add it, casts back take the low 32 bits.

Loads and stores are vectorised over the lanes that execute them: per-lane addresses in,
per-lane values out, with one fancy-indexing gather/scatter when every lane's access is
aligned to its element size (the usual case) and a byte-wise one otherwise. Stores of
several lanes to one address happen in lane order (the last lane wins); atomics are in
``access.py`` and also act in lane order. A frame's accesses reach this
storage through ``access.py``, which picks the array of each address space.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault

GLOBAL_BASE = 1 << 32
SEGMENT_GAP = 1 << 16
LDS_APERTURE = 0x1000_0000_0000_0000
PRIVATE_APERTURE = 0x2000_0000_0000_0000
APERTURE_MASK = 0xF000_0000_0000_0000


class Segment:
    __slots__ = ("base", "data", "name", "nbytes")

    def __init__(self, base: int, nbytes: int, name: str):
        self.base = base
        self.nbytes = nbytes
        # padded to 16 bytes so that views of any element size cover the whole buffer
        self.data = np.zeros((nbytes + 15) // 16 * 16, np.uint8)
        self.name = name


class GlobalMemory:
    """The device's global memory: segments in one address space."""

    def __init__(self):
        self.segments: list[Segment] = []
        self._bases = np.zeros(0, np.uint64)
        self._next = GLOBAL_BASE

    def allocate(self, nbytes: int, name: str = "buffer") -> Segment:
        segment = Segment(self._next, nbytes, name)
        self._next += (max(nbytes, 1) + 255) // 256 * 256 + SEGMENT_GAP
        self.segments.append(segment)
        self._bases = np.array([s.base for s in self.segments], np.uint64)
        return segment

    def free(self, segment: Segment) -> None:
        self.segments.remove(segment)
        self._bases = np.array([s.base for s in self.segments], np.uint64)

    def locate(self, addresses: np.ndarray, nbytes: int, what: str):
        """``(segment, offsets)`` when every address lies in one segment (the usual case),
        else a list of ``(lane positions, segment, offsets)``; a fault if any access leaves
        its segment."""
        if addresses.size == 0:
            return None, np.zeros(0, np.int64)
        lo, hi = int(addresses.min()), int(addresses.max())
        first = self._find(lo, nbytes, what)
        if hi + nbytes <= first.base + first.nbytes:   # offsets < 2^63: a view is exact
            return first, (addresses - np.uint64(first.base)).view(np.int64)
        where = np.searchsorted(self._bases, addresses, side="right") - 1
        parts = []
        for k in np.unique(where):
            lanes = np.nonzero(where == k)[0]
            if k < 0:
                self._fault(int(addresses[lanes[0]]), nbytes, what)
            seg = self.segments[int(k)]
            offs = (addresses[lanes] - np.uint64(seg.base)).astype(np.int64)
            if int(offs.max()) + nbytes > seg.nbytes:
                self._fault(int(addresses[lanes[int(np.argmax(offs))]]), nbytes, what)
            parts.append((lanes, seg, offs))
        return parts, None

    def _find(self, address: int, nbytes: int, what: str) -> Segment:
        k = int(np.searchsorted(self._bases, np.uint64(address), side="right")) - 1
        if k < 0:
            self._fault(address, nbytes, what)
        seg = self.segments[k]
        if address + nbytes > seg.base + seg.nbytes:
            self._fault(address, nbytes, what)
        return seg

    def _fault(self, address: int, nbytes: int, what: str):
        below = max((seg for seg in self.segments if seg.base <= address),
                    key=lambda seg: seg.base, default=None)
        above = min((seg for seg in self.segments if seg.base > address),
                    key=lambda seg: seg.base, default=None)
        sides = []     # the buffers around the address: the one it ran past, the next one
        if below is not None:
            past = address + nbytes - below.base - below.nbytes
            sides.append(f"{past:,} bytes past the end of {below.name} ({below.nbytes:,} "
                         "bytes)")
        if above is not None and above.base - address <= 4 * SEGMENT_GAP:
            sides.append(f"{above.base - address:,} bytes before {above.name}")
        near = f" ({'; '.join(sides)})" if sides else ""
        raise EmulatorFault(f"{what} of {nbytes} bytes at address {address:#x} is outside "
                            f"every buffer{near}",
                            hint="make the buffers as large as the kernel indexes")

    def read_bytes(self, address: int, nbytes: int) -> bytes:
        seg = self._find(address, nbytes, "a read")
        off = address - seg.base
        return seg.data[off:off + nbytes].tobytes()


def gather(data: np.ndarray, offsets: np.ndarray, dtype: np.dtype, count: int) -> np.ndarray:
    """Load ``count`` elements of ``dtype`` at each byte offset: shape (lanes,) or
    (lanes, count)."""
    size = dtype.itemsize
    if count == 1:
        if size == 1:
            return data[offsets].view(dtype)
        if not (offsets % size).any():
            return data.view(dtype)[offsets // size]
        raw = data[offsets[:, None] + np.arange(size)]
        return raw.reshape(-1).view(dtype)
    spots = offsets[:, None] + np.arange(count) * size
    if size == 1:
        return data[spots].view(dtype)
    if not (offsets % size).any():
        return data.view(dtype)[spots // size]
    raw = data[spots[:, :, None] + np.arange(size)]
    return raw.reshape(-1).view(dtype).reshape(-1, count)


def scatter(data: np.ndarray, offsets: np.ndarray, values: np.ndarray, dtype: np.dtype,
            count: int) -> None:
    """Store per-lane values (shape (lanes,) or (lanes, count)) at byte offsets; lanes
    that share an address are stored in lane order (the last one wins)."""
    size = dtype.itemsize
    values = np.ascontiguousarray(values, dtype=dtype)
    if count == 1:
        if not (offsets % size).any():
            data.view(dtype)[offsets // size] = values
            return
        spots = offsets[:, None] + np.arange(size)
        data[spots] = values.view(np.uint8).reshape(-1, size)
        return
    spots = offsets[:, None] + np.arange(count) * size
    if not (offsets % size).any():
        data.view(dtype)[spots // size] = values.reshape(-1, count)
        return
    data[spots[:, :, None] + np.arange(size)] = values.view(np.uint8).reshape(-1, count, size)
