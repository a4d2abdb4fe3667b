"""Execute a compiled function over the active lanes, reconverging at post-dominators.

Control flow is the SIMT stack of Fung et al. ("Dynamic Warp Formation", MICRO 2007) with
reconvergence at the immediate post-dominator, which is what AMD's structurizer
(``StructurizeCFG``/``SIAnnotateControlFlow``) builds in hardware terms: a group of lanes
runs a block; when its branch splits the group, each side runs on its own (in the order
the terminator lists the targets) until it reaches the branch's immediate post-dominator,
where the lanes wait and continue together. A side that reaches the reconvergence point
of an enclosing split just stops there, so a loop whose latch splits the group (some
lanes leave, the others go round again) runs round without growing the stack.

All the waves of a chunk are one group: a group that spans waves runs each block once for
every wave it has lanes in, so the per-wave results (which lanes are active, what a
ballot sees, wave entries counted) are what each wave would see running alone under the
same reconvergence rule. NVIDIA's independent thread scheduling (Volta+) lets a warp's
lanes run apart and meet elsewhere; it is not modelled (docs/emulator.md).

Phis are parallel copies on the edges: when lanes leave a block for a target, the
target's phis get those lanes' incoming values before any of them is written.

The *trace* is the emulator's own record of every block execution: the lanes that
entered (thread_hits) and the number of waves they belong to (wave_hits), per function
and block — the independent oracle bbprof's counters are checked against.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault
from bbprof.runtime.emulator.values import lanes_of, write


class Frame:
    """One activation of a function over a set of lanes (positions ``pos``)."""

    __slots__ = ("code", "regs", "pos", "lanes", "ret", "stack_base", "chunk", "machine",
                 "idx", "n", "loc", "depth")

    def __init__(self, code, pos: np.ndarray, chunk, machine, stack_base: int, depth: int):
        self.code = code
        self.regs = [None] * code.nslots
        self.pos = pos                  # global positions of this frame's lanes
        self.lanes = len(pos)
        self.ret = None
        self.stack_base = stack_base
        self.chunk = chunk
        self.machine = machine
        self.depth = depth
        self.idx = None
        self.n = 0
        self.loc: dict = {}

    def positions(self) -> np.ndarray:
        """Positions of the lanes running the current block."""
        return self.pos if self.idx is None else self.pos[self.idx]


class Machine:
    """Runs functions of a loaded ``Program`` on one chunk; keeps the trace."""

    def __init__(self, program, memory, trace):
        self.program = program
        self.memory = memory
        self.trace = trace            # Trace or None
        self.lane_instructions = 0
        self.printed: list[str] = []  # device printf's records (printf.py), in order
        # the clock the timeline reads (intrinsics.py): instructions issued so far, a
        # block's instructions once per group of lanes that runs it (one issue for all of
        # them, as a SIMD unit issues); the backend carries it from launch to launch
        self.issued = 0

    def run_kernel(self, code, chunk, args) -> None:
        pos = np.arange(chunk.lanes, dtype=np.int64)
        frame = Frame(code, pos, chunk, self, 0, 0)
        start = chunk.start()
        if self.trace is not None:
            self.trace.begin(chunk)
        for slot, rep, value in zip(code.arg_slots, code.arg_reps, args):
            write(frame.regs, slot, rep, frame.lanes, None, lanes_of(value, frame.lanes, rep))
        self.run_region(frame, 0, start, None, [])

    def call(self, code, caller: Frame, args):
        """Run ``code`` for the caller's active lanes; its return value per lane."""
        code.check_runnable()
        if caller.depth > 64:
            raise EmulatorFault(f"calls nested deeper than 64 at @{code.name} (recursion is "
                                "not modelled)")
        pos = caller.positions()
        frame = Frame(code, pos, caller.chunk, self,
                      caller.stack_base + caller.code.frame_bytes, caller.depth + 1)
        if frame.stack_base + code.frame_bytes > caller.chunk.private_bytes:
            raise EmulatorFault(f"the private memory of @{code.name} does not fit (recursion "
                                "is not modelled)")
        for slot, rep, value in zip(code.arg_slots, code.arg_reps, args):
            write(frame.regs, slot, rep, frame.lanes, None, lanes_of(value, frame.lanes, rep))
        if code.ret_rep is not None:
            frame.ret = code.ret_rep.empty(frame.lanes)
        self.run_region(frame, 0, None, None, [])
        return frame.ret

    def run_region(self, frame: Frame, block: int, idx, stop, arrived: list) -> None:
        """Run lanes ``idx`` from ``block`` until each returns or reaches ``stop``; lanes
        that reach ``stop`` are appended to ``arrived``."""
        code = frame.code
        blocks = code.blocks
        trace = self.trace
        while True:
            if block == stop:
                arrived.append(idx)
                return
            b = blocks[block]
            frame.idx = idx
            n = frame.n = frame.lanes if idx is None else len(idx)
            frame.loc = {}
            self.lane_instructions += n * b.ninst
            self.issued += b.ninst
            if trace is not None:
                trace.record(code.index, block, frame.positions(), frame.chunk.wave_size)
            for op in b.ops:
                op(frame)
            targets = b.terminator(frame)
            if not targets:
                return
            if len(targets) == 1:
                block, idx = targets[0]
                continue
            join = b.ipdom
            if join == stop or join is None:
                for target, sub in targets[:-1]:
                    self.run_region(frame, target, sub, stop, arrived)
                block, idx = targets[-1]
                continue
            met: list = []
            for target, sub in targets:
                self.run_region(frame, target, sub, join, met)
            block = join
            idx = _union(met, frame.lanes)
            if idx is not None and len(idx) == 0:
                return


def _union(parts: list, lanes: int):
    """The sorted union of the lane sets that met at a reconvergence point (each lane
    arrives once; None: all of them): marked in a mask of the frame's lanes, not sorted."""
    if not parts:
        return np.zeros(0, np.int64)
    if any(p is None for p in parts):
        return None
    if len(parts) == 1:
        out = parts[0]
    else:
        mask = np.zeros(lanes, bool)
        for p in parts:
            mask[p] = True
        out = np.flatnonzero(mask)
    return None if len(out) == lanes else out


class Trace:
    """Per (function, block): lanes that entered it and waves they belonged to."""

    def __init__(self, program):
        self.threads = [np.zeros(len(f.blocks), np.int64) for f in program.functions]
        self.waves = [np.zeros(len(f.blocks), np.int64) for f in program.functions]
        self.program = program

    def begin(self, chunk) -> None:
        """A chunk of workgroups starts (its lanes' positions start again from 0)."""

    def record(self, function: int, block: int, positions: np.ndarray, wave_size: int):
        n = len(positions)
        if not n:
            return
        self.threads[function][block] += n
        first, last = positions[0] // wave_size, positions[-1] // wave_size
        if first == last:
            self.waves[function][block] += 1
        elif n == (last - first + 1) * wave_size:
            self.waves[function][block] += last - first + 1
        else:
            w = positions // wave_size
            self.waves[function][block] += 1 + int(np.count_nonzero(w[1:] != w[:-1]))

    def counts(self) -> dict[str, dict[str, tuple[int, int]]]:
        """``{function: {block name: (thread_hits, wave_hits)}}``."""
        out = {}
        for k, f in enumerate(self.program.functions):
            out[f.name] = {b.name: (int(self.threads[k][i]), int(self.waves[k][i]))
                           for i, b in enumerate(f.blocks)}
        return out

    def add(self, other: "Trace") -> None:
        for k in range(len(self.threads)):
            self.threads[k] += other.threads[k]
            self.waves[k] += other.waves[k]


class LanePaths(Trace):
    """The trace, and every lane's blocks of one function in the order the lane ran them
    (the input of the AMD machine-code replay, ``bbprof/validate/replay.py``). Lanes are
    ``(chunk, position)``; a wave is ``(chunk, position // wave size)``."""

    def __init__(self, program, function: int):
        super().__init__(program)
        self.function = function
        self.chunks: list = []                      # each chunk's (wave size, valid lanes)
        self._events: list[tuple[int, int, np.ndarray]] = []

    def begin(self, chunk) -> None:
        self.chunks.append((chunk.wave_size, np.flatnonzero(chunk.valid)))

    def record(self, function: int, block: int, positions: np.ndarray, wave_size: int):
        super().record(function, block, positions, wave_size)
        if function == self.function and len(positions):
            self._events.append((len(self.chunks) - 1, block, np.array(positions)))

    def lanes_by_wave(self) -> dict[tuple[int, int], dict[int, list[int]]]:
        """``{(chunk, wave): {position: [block, ...]}}``: every valid lane of every wave,
        with the blocks it ran in order (an empty list: none)."""
        paths: dict[tuple[int, int], list[int]] = {}
        for chunk, block, positions in self._events:
            for p in positions.tolist():
                paths.setdefault((chunk, p), []).append(block)
        out: dict[tuple[int, int], dict[int, list[int]]] = {}
        for chunk, (wave_size, valid) in enumerate(self.chunks):
            for p in valid.tolist():
                out.setdefault((chunk, p // wave_size), {})[p] = paths.get((chunk, p), [])
        return out
