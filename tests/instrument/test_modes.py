"""The counting mode's one canonical string (bbprof/instrument/modes.py): every mode the
CLI's flags give reads back from its string, and the short forms scripts and
``bbprof.triton.profile(mode=...)`` accept mean what they say."""

from __future__ import annotations

import itertools

import pytest

from bbprof.errors import InputError
from bbprof.instrument.modes import EVERY_BLOCK, SPANNING_TREE, THREAD, WAVE, Mode


def cli_modes():
    for counters, placement, wide, memory in itertools.product(
            ("thread", "wave", "thread,wave"), (None, EVERY_BLOCK, SPANNING_TREE),
            (False, True), (False, True)):
        try:
            yield Mode.parse(counters, placement, wide=wide, loops_in_memory=memory)
        except InputError:
            continue


@pytest.mark.parametrize("mode", sorted({str(m): m for m in cli_modes()}.values(), key=str),
                         ids=str)
def test_every_mode_reads_back_from_its_string(mode):
    # one counter: packed or not is the same mode (``is_packed`` is False), one string
    assert Mode.from_string(str(mode)).to_json() == mode.to_json()


@pytest.mark.parametrize("text, expected", [
    ("default", Mode()), ("", Mode()),
    ("wide", Mode(packed=False, placement=EVERY_BLOCK)),
    ("loops-in-memory", Mode(loops_in_registers=False)),
    ("thread/spanning-tree", Mode(counters=(THREAD,), placement=SPANNING_TREE)),
    ("wave,thread/every-block", Mode(placement=EVERY_BLOCK)),
    ("thread,wave/every-block,wide,loops-in-memory",
     Mode(packed=False, placement=EVERY_BLOCK, loops_in_registers=False)),
    ("waves", Mode(counters=(WAVE,)))])
def test_short_forms(text, expected):
    assert Mode.from_string(text) == expected


@pytest.mark.parametrize("text, message", [
    ("threads/everywhere", "unknown placement 'everywhere'"),
    ("lanes", "unknown counter 'lanes'"),
    ("thread,wave/spanning-tree,wide", "needs packed words")])
def test_bad_strings_are_refused(text, message):
    with pytest.raises(InputError, match=message):
        Mode.from_string(text)
