# lit configuration for the pass plugin's FileCheck tests, run from pytest
# (tests/plugin/test_plugin_lit.py), which sets BBPROF_OPT (an LLVM 19+ opt) and
# BBPROF_PLUGIN_LIB (the libBBProf.so built for it).
import os
import shutil
import sys

import lit.formats

config.name = "bbprof-plugin"
config.test_format = lit.formats.ShTest()
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
if os.environ.get("BBPROF_LIT_OUT"):   # pytest's temporary folder, not the source tree
    config.test_exec_root = os.environ["BBPROF_LIT_OUT"]
config.substitutions.append(("%opt", os.environ["BBPROF_OPT"]))
config.substitutions.append(("%plugin", os.environ["BBPROF_PLUGIN_LIB"]))
filecheck = shutil.which("filecheck") or f'"{sys.executable}" -m filecheck'
config.substitutions.append(("FileCheck", filecheck))
