"""``skew``'s marker look-ups (issue 44): each says what ``marker in text`` says.

The markers of ``NEWER``, ``CONSTRUCTS`` and ``writer_of`` are looked for once per text
(``_Markers``), settled from one another where they can be, and on a large text searched
through their rarest characters first (``_search``); none of that may change an answer.
"""

from __future__ import annotations

import random

import pytest

from bbprof.ir import skew

ALPHABET = "ab#_(xz. n"


def _markers_of_tables() -> set[str]:
    out = {"version ", "lifetime.", "ex2.approx.f"}
    for rule in (*skew.NEWER, *skew.CONSTRUCTS):
        out.update((rule.marker,) if isinstance(rule.marker, str) else rule.marker)
    return out - {""}


@pytest.mark.parametrize("tries", [1, 2, 64])
def test_search_is_substring_test(monkeypatch, tries):
    monkeypatch.setattr(skew, "_ANCHOR_ABOVE", 0)   # the rare-character path on any text
    monkeypatch.setattr(skew, "_ANCHOR_TRIES", tries)
    rng = random.Random(44 + tries)
    for _ in range(20000):
        text = "".join(rng.choice(ALPHABET[:rng.randint(2, len(ALPHABET))])
                       for _ in range(rng.randint(0, 40)))
        marker = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 5)))
        assert skew._search(text, marker) == (marker in text), (text, marker)


def test_search_on_a_large_module():
    body = "".join(f"  %u{i}.a = add i64 %seed, {i}\n  call void @f(ptr %p) #0\n"
                   for i in range(40000))
    text = f"define void @big(i64 %seed) {{\n{body}  ret void\n}}\n"
    assert len(text) > skew._ANCHOR_ABOVE
    for marker in sorted(_markers_of_tables() | {"@f(ptr %p) #0", "%u39999.a", "#1"}):
        assert skew._search(text, marker) == (marker in text), marker
        assert skew._search(text + marker, marker)


def test_markers_settle_each_other_as_a_search_would():
    rng = random.Random(7)
    for _ in range(5000):
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 60)))
        markers = skew._Markers(text)
        core = "".join(rng.choice(ALPHABET) for _ in range(3))
        asks = ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 4)))
                for _ in range(8)]
        asks.append(tuple(rng.choice("ab") + core + rng.choice("x_") for _ in range(3)))
        asks.append(tuple(rng.sample(asks[:8], 3)))
        for ask in rng.sample(asks, len(asks)):
            expected = ask in text if isinstance(ask, str) else any(a in text for a in ask)
            assert markers.has(ask) == expected, (text, ask)


def test_markers_are_shared_per_text_and_follow_rewrites():
    text = "define void @k() #0 {\n  ret void\n}\n" * 3
    assert skew._markers(text) is skew._markers(text)
    markers = skew._markers(text)
    assert markers.after(text) is markers
    copy = text[:1] + text[1:]
    assert copy is not text and markers.after(copy) is markers   # the same text, copied
    changed = markers.after(text.replace("#0", "#1"))
    assert changed is not markers and changed.has("#1") and not changed.has("#0")
