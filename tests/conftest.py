from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
SHARED_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"


@pytest.fixture
def data_dir() -> Path:
    return DATA
