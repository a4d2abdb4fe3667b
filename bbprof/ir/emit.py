"""Writing instrumented IR for the LLVM that will read it (``--emit-for-llvm``).

``skew.for_llvm`` rewrites the text (LLVM 22's printing, newer spellings given back or
dropped); this module adds what the command asks for around it: the input's own text for
``auto``, and LLVM 22 parsing and verifying the result whenever it changed. It sits above
both ``skew.py`` and ``module.py``, so that neither imports the other back.
"""

from __future__ import annotations

from bbprof.errors import InputError
from bbprof.ir.module import parse_and_verify, read_ir_text
from bbprof.ir.skew import for_llvm


def emit_for_llvm(text: str, option: str, source_path, *,
                  original: str | None = None) -> tuple[str, list[str]]:
    """What ``--emit-for-llvm`` asks of instrumented ``text`` (``auto`` or a major
    version); the result is parsed and verified again by LLVM 22 when it changed.
    ``original``: the input's text (read from ``source_path`` when not given)."""
    if option == "auto":
        major = None
        original = original if original is not None else read_ir_text(source_path)
    else:
        try:
            major, original = int(option), None
        except ValueError:
            raise InputError(f"--emit-for-llvm {option}: not 'auto' or an LLVM major "
                             "version like 19") from None
    rewritten, notes = for_llvm(text, major, original=original)
    if rewritten != text:
        parse_and_verify(rewritten, str(source_path))
    return rewritten, notes
