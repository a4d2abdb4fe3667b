"""Paths the tests share (a uniquely named module: several test folders have a conftest)."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
DATA = TESTS / "data"
SHARED_CORPUS = TESTS.parents[1] / "shared" / "corpus"
LIT = TESTS / "lit"
