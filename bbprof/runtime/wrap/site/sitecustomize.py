# Put first on PYTHONPATH by `bbprof profile` (bbprof/runtime/wrap/python_hook.py says
# what it does). Any other sitecustomize the program would have loaded still runs.
import importlib.util as _util
import os as _os
import sys as _sys


def _bbprof_arm():
    try:
        from bbprof.runtime.wrap import python_hook
    except Exception as exc:   # another interpreter without bbprof: run the program anyway
        print(f"bbprof: warning: this Python ({_sys.executable}) cannot import bbprof "
              f"({exc}); its Triton kernels are not profiled", file=_sys.stderr)
        return
    python_hook.install()


def _bbprof_chain():
    here = _os.path.dirname(_os.path.abspath(__file__))
    for entry in _sys.path:
        if not entry or _os.path.abspath(entry) == here:
            continue
        candidate = _os.path.join(entry, "sitecustomize.py")
        if _os.path.isfile(candidate):
            spec = _util.spec_from_file_location("_bbprof_chained_sitecustomize", candidate)
            module = _util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return


_bbprof_arm()
_bbprof_chain()
