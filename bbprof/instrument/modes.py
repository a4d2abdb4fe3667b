"""What to count and where: the counting mode, a frozen value with one canonical string.

``counters``: which fields are counted: ``thread_hits`` (threads that entered a block)
and/or ``wave_hits`` (converged groups of lanes that entered it).
``placement``:

* ``every-block``: a counter at the top of every block. With both fields, one packed
  atomic per block entry carries both counts (``threads + waves << 32``; decoding checks
  that no thread count could have carried into the wave count). ``--wide-counters`` keeps
  them in two words (two atomics per entry, no overflow limit below 2^64).
* ``spanning-tree``: counters on the edges outside a maximum spanning tree of the CFG
  (Knuth 1973; ``placement.py``); every block's and edge's count is recovered by flow
  conservation when decoding. thread_hits always obey it. wave_hits obey it only where a
  wave cannot split (a divergent branch sends one wave down both sides): in a kernel
  whose every branch is warp-uniform (``ir/uniformity.py``), where the packed counters
  on the edges carry both counts. A function that is not is counted at every block, and
  the block map says which placement each function got and why. With both fields the
  words must be packed.

``loops_in_registers`` (default on): a single-block loop keeps its counts per lane in a
register and adds them to memory once per exit (``instrument.py``); off
(``,loops-in-memory``), every entry updates memory: the reference the register counts
are checked against.

``counters=()`` (``--counters none``, ``Mode.from_string("none")``): nothing is counted;
the module gets no counter global and no counter updates, only what comes with it (the
timeline's stamps, ``bbprof instrument --timeline --counters none``, docs/timeline.md).
Its placement and flags mean nothing and its name is ``none``.

The default is the cheapest exact mode for both fields: ``thread,wave`` ``spanning-tree``,
packed, loops in registers — a warp-uniform kernel gets a counter per edge outside the
tree, every other function one per block.
"""

from __future__ import annotations

from dataclasses import dataclass

from bbprof.errors import InputError

THREAD, WAVE = "thread_hits", "wave_hits"
EVERY_BLOCK, SPANNING_TREE = "every-block", "spanning-tree"
PLACEMENTS = (EVERY_BLOCK, SPANNING_TREE)
_SHORT = {"thread": THREAD, "threads": THREAD, "thread_hits": THREAD,
          "wave": WAVE, "waves": WAVE, "wave_hits": WAVE}

# Packed words: the thread count in the low 32 bits, the wave count above it.
PACK_SHIFT = 32
LOOPS_IN_MEMORY = "loops-in-memory"
NONE = "none"                       # counters=(): nothing counted
WIDE = "wide"


@dataclass(frozen=True)
class Mode:
    counters: tuple[str, ...] = (THREAD, WAVE)
    placement: str | None = None     # None: spanning-tree, every-block for wide counters
    packed: bool = True
    loops_in_registers: bool = True

    def __post_init__(self):
        if not self.counters:   # nothing counted: one canonical value, whatever was asked
            for name, value in (("placement", SPANNING_TREE), ("packed", True),
                                ("loops_in_registers", True)):
                object.__setattr__(self, name, value)
        if self.placement is None:
            wide = len(self.counters) == 2 and not self.packed
            object.__setattr__(self, "placement", EVERY_BLOCK if wide else SPANNING_TREE)
        if self.placement not in PLACEMENTS:
            raise InputError(f"unknown placement '{self.placement}'",
                             hint=f"use one of: {', '.join(PLACEMENTS)}")
        if any(c not in (THREAD, WAVE) for c in self.counters):
            raise InputError(f"unknown counters {self.counters}", hint="use thread, wave")
        if self.placement == SPANNING_TREE and len(self.counters) == 2 and not self.packed:
            raise InputError("spanning-tree placement with both counts needs packed words",
                             hint="drop --wide-counters, or use --placement every-block")

    @property
    def counts(self) -> bool:
        """Whether anything is counted (False: ``--counters none``)."""
        return bool(self.counters)

    @property
    def words_per_site(self) -> int:
        return 2 if len(self.counters) == 2 and not self.packed else 1

    @property
    def is_packed(self) -> bool:
        return len(self.counters) == 2 and self.packed

    def __str__(self) -> str:
        if not self.counters:
            return NONE
        fields = ",".join("thread" if c == THREAD else "wave" for c in self.counters)
        wide = "" if self.packed or len(self.counters) == 1 else f",{WIDE}"
        memory = "" if self.loops_in_registers else f",{LOOPS_IN_MEMORY}"
        return f"{fields}/{self.placement}{wide}{memory}"

    def to_json(self) -> dict:
        return {"counters": list(self.counters), "placement": self.placement,
                "packed": self.is_packed, "loops_in_registers": self.loops_in_registers,
                "name": str(self)}

    @classmethod
    def from_json(cls, data: dict) -> "Mode":
        return cls(counters=tuple(data["counters"]), placement=data["placement"],
                   packed=data.get("packed", True),
                   loops_in_registers=data.get("loops_in_registers", True))

    @classmethod
    def parse(cls, counters: str | None = None, placement: str | None = None,
              wide: bool = False, loops_in_memory: bool = False) -> "Mode":
        """From the CLI's ``--counters thread,wave`` and ``--placement`` strings. No
        placement: spanning-tree, but every-block for wide counters."""
        fields: list[str] = []
        if counters is not None and counters.strip().lower() == NONE:
            return cls(counters=(), placement=placement, packed=not wide,
                       loops_in_registers=not loops_in_memory)
        for word in (counters or "thread,wave").split(","):
            word = word.strip().lower()
            if word == NONE:
                raise InputError("'none' counts nothing: it takes no other counter",
                                 hint="--counters none, or --counters thread,wave")
            if word not in _SHORT:
                raise InputError(f"unknown counter '{word}'", hint="use thread, wave or none")
            if _SHORT[word] not in fields:
                fields.append(_SHORT[word])
        fields.sort(key=(THREAD, WAVE).index)
        return cls(counters=tuple(fields), placement=placement,
                   packed=not wide, loops_in_registers=not loops_in_memory)

    @classmethod
    def from_string(cls, text: str) -> "Mode":
        """The mode ``str(mode)`` names (``"thread,wave/every-block,wide"``), or a short
        form of it: ``"default"``, ``"wide"``, ``"loops-in-memory"``,
        ``"thread/spanning-tree"``, the counters alone. What ``bbprof.triton.profile(mode=)``
        and the benchmark scripts take."""
        text = text.strip()
        if text in ("default", ""):
            return cls()
        if text == NONE:
            return cls(counters=())
        counters, _, placement = text.partition("/")
        words = [w.strip() for w in counters.split(",") if w.strip()]
        placement, _, tail = placement.partition(",")
        flags = set(words) | {w.strip() for w in tail.split(",")}
        words = [w for w in words if w not in (WIDE, LOOPS_IN_MEMORY)] or ["thread", "wave"]
        return cls.parse(",".join(words), placement.strip() or None, wide=WIDE in flags,
                         loops_in_memory=LOOPS_IN_MEMORY in flags)


DEFAULT_MODE = Mode()
