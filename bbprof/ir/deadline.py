"""A time budget for work made of several tool runs (the occupancy check: LLVM codegen and
ptxas, plain and instrumented, once per variant tried).

``within(seconds)`` sets the budget for the code it wraps (a context variable: each thread
and task has its own); every tool run inside asks ``timeout(its own limit)`` for the time
it may take, which is its limit or what is left of the budget, and ``left()`` says whether
another run may start. A run past the budget fails like a run past its own limit
(``ToolFailure`` / ``CodegenError`` naming the time), and the caller turns that into a note.
"""

from __future__ import annotations

import contextvars
import time
from contextlib import contextmanager

from bbprof.errors import ToolFailure

_END: contextvars.ContextVar[float | None] = contextvars.ContextVar("bbprof_deadline",
                                                                    default=None)


@contextmanager
def within(seconds: float | None):
    """Work inside may take ``seconds`` in all (None: no budget beyond each tool's own)."""
    if seconds is None:
        yield
        return
    end = time.monotonic() + seconds
    outer = _END.get()
    token = _END.set(end if outer is None else min(end, outer))
    try:
        yield
    finally:
        _END.reset(token)


def timeout(limit: float) -> float:
    """What a tool run may take: ``limit``, or what is left of the budget if less.
    Raises ``BudgetSpent`` where nothing is left."""
    end = _END.get()
    if end is None:
        return limit
    left_s = end - time.monotonic()
    if left_s <= 0:
        raise BudgetSpent("the time budget is spent")
    return min(limit, left_s)


def spent() -> bool:
    end = _END.get()
    return end is not None and time.monotonic() >= end


class BudgetSpent(ToolFailure):
    """The budget ran out before (or while) a tool ran."""
