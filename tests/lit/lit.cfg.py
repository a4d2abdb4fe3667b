# lit configuration for bbprof's FileCheck tests. Run from pytest (tests/lit/test_lit.py) so CI
# reads pytest's summary; `lit -v tests/lit` works too.
import os
import shutil
import sys

import lit.formats

config.name = "bbprof"
config.test_format = lit.formats.ShTest()
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.environment["PYTHONPATH"] = os.pathsep.join(
    [os.path.dirname(os.path.dirname(config.test_source_root)),
     os.environ.get("PYTHONPATH", "")])
bbprof = f'"{sys.executable}" -m bbprof'
filecheck = shutil.which("filecheck") or f'"{sys.executable}" -m filecheck'
config.substitutions.append(("%bbprof", bbprof))
config.substitutions.append(("FileCheck", filecheck))
