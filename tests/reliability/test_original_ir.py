"""The uninstrumented IR a block map names is checked by the sha256 of its bytes before
anything reads its text (bbprof.ir.original): a map or profile edited to name a file it does
not own (/etc/passwd, a binary) is refused as 'not the IR', whatever the file holds."""

from __future__ import annotations

import hashlib
from types import SimpleNamespace

import pytest

from bbprof.errors import MismatchError
from bbprof.ir.original import original_ir


def _map(text: bytes, path):
    return SimpleNamespace(input=SimpleNamespace(path=str(path)),
                           input_sha256=hashlib.sha256(text).hexdigest())


def test_a_file_the_map_does_not_own_is_refused_before_its_text_is_read(tmp_path):
    owned = tmp_path / "k.ll"
    owned.write_bytes(b"define void @k() {\n  ret void\n}\n")
    stranger = tmp_path / "secret"
    # not UTF-8: decoding it would fail with a message about its bytes
    stranger.write_bytes(b"\xff\xfeuser:x:0:0:root:/root:/bin/sh\n")
    block_map = _map(owned.read_bytes(), stranger)
    with pytest.raises(MismatchError, match="sha256 differs") as info:
        original_ir(block_map)
    assert "user:" not in str(info.value) and "UTF-8" not in str(info.value)
    where, text = original_ir(_map(owned.read_bytes(), owned))
    assert where == owned and text.startswith("define void @k()")
