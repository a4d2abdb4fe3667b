"""Counter sites: what each counter word of a function stands for, in word order.

Placement (``placement.py`` and the mechanisms beside it) decides *where* counts are taken;
this module turns those decisions into a list of **sites**, one per counter word (or pair
of words, ``Mode.words_per_site``), and gives every site its word in one loop. A site says
which blocks or which edge its word counts:

========================  =====================================================  ======
kind                      what its word counts                                   width
========================  =====================================================  ======
``block``                 a block, at its top (every-block, or a block of the    mode
                          spanning tree counted as a block)
``accumulator``           one uniform-register accumulator of a loop chain:      mode
                          every block that accumulator counts (uniform_loops.py)
``detour``                a loop chain's detour flag: the blocks of one detour   mode
``side_flag``             a straight-line side flag: the side blocks it counts   mode
                          (straight_flags.py)
``run``                   no word: the chain blocks of a straight-line run,      0
                          counted by the run's first block's word
``edge``                  a spanning-tree edge counted on its own                1
``exit``                  a loop's exit edge, counted beside the loop's flush    1
``split``                 a block put on an edge for its counter                 1
========================  =====================================================  ======

Words follow the order of this list, which is the order the block map has always had
(blocks, then each chain's accumulators and detours, side flags, edges, exits, splits):
the layout of a row is part of what a block map binds (``BlockMap.binding``). Edge words
are single words: spanning-tree placement counts both fields in one packed word.

Each mechanism's module proposes its own sites (``mechanisms.py`` lists them in word
order); ``FunctionWords`` is the result of ``assign_words``: the word of every counted
block and edge, which the inserter writes and the block map records.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# A loop kept in registers on a target whose back end unrolls loops (``Capabilities.
# records_trips``) also records its entries' trip counts: TRIP_BINS words (an entry that
# ran the block n < 16 times adds one to word n; n >= 16, to word 16 + n mod 16), one
# word summing n // 16, and one counting the entries whose lanes ran it different numbers
# of times, after every site's word (``bbprof.isa.issue.TripHistogram``).
TRIP_PERIOD = 16
TRIP_BINS = 2 * TRIP_PERIOD
TRIP_WORDS = TRIP_BINS + 2

BLOCK, ACCUMULATOR, DETOUR, SIDE_FLAG, RUN, EDGE, EXIT, SPLIT = (
    "block", "accumulator", "detour", "side_flag", "run", "edge", "exit", "split")
KINDS = (BLOCK, ACCUMULATOR, DETOUR, SIDE_FLAG, RUN, EDGE, EXIT, SPLIT)


@dataclass(frozen=True)
class Site:
    """One counter word (or none, for ``run``) and what it counts."""

    kind: str
    blocks: tuple[int, ...] = ()            # the blocks its word counts
    edge: tuple[int, int] | None = None     # the edge it counts (edge, exit, split)
    width: int = 1                          # words it takes in a row
    shares: int | None = None               # run: the block whose word it reads
    loop: int | None = None                 # accumulator, detour: the chain's index


@dataclass
class FunctionWords:
    """Every word of one function, by what it counts."""

    block_words: dict[int, int] = field(default_factory=dict)
    edge_words: dict[tuple[int, int], int] = field(default_factory=dict)
    exit_words: dict[tuple[int, int], int] = field(default_factory=dict)
    split_words: dict[tuple[int, int], int] = field(default_factory=dict)
    uniform_words: list[list[int]] = field(default_factory=list)   # per chain, per accumulator
    detour_words: list[list[int]] = field(default_factory=list)    # per chain, per flag
    straight_words: list[int] = field(default_factory=list)        # per side flag
    sites: int = 0                                                 # sites with a word


def assign_words(sites: list[Site], first: int, chains: int) -> tuple[FunctionWords, int]:
    """Each site's word, from ``first`` on, in list order; ``(words, next free word)``.
    ``chains``: the function's uniform loop chains (each gets its lists, maybe empty)."""
    words = FunctionWords(uniform_words=[[] for _ in range(chains)],
                          detour_words=[[] for _ in range(chains)])
    word = first
    for site in sites:
        if site.kind == RUN:
            shared = words.block_words[site.shares]
            words.block_words.update({b: shared for b in site.blocks})
            continue
        words.block_words.update({b: word for b in site.blocks})
        if site.kind == ACCUMULATOR:
            words.uniform_words[site.loop].append(word)
        elif site.kind == DETOUR:
            words.detour_words[site.loop].append(word)
        elif site.kind == SIDE_FLAG:
            words.straight_words.append(word)
        elif site.kind == EDGE:
            words.edge_words[site.edge] = word
        elif site.kind == EXIT:
            words.exit_words[site.edge] = word
        elif site.kind == SPLIT:
            words.split_words[site.edge] = word
        word += site.width
        words.sites += 1
    return words, word
