"""The plain kernel's one launch, as the process ncu profiles (``bbprof validate``).

``python -m bbprof.validate.launch REQUEST.pickle``: the request holds the IR text's path,
the cubin that ``bbprof validate`` built and attributed, the kernel, launch shape, argument
specs and seed. The cubin is loaded as is, so ncu measures the binary whose SASS was
attributed to IR blocks.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    from bbprof.runtime.args import bind, kernel_parameters, prepare
    from bbprof.runtime.cuda import CudaBackend

    request = pickle.loads(Path(argv[0]).read_bytes())
    text = Path(request["ir"]).read_text()
    kernel, shape = request["kernel"], request["shape"]
    backend = CudaBackend(request.get("device", 0), arch=request.get("arch"))
    params = kernel_parameters(text, kernel)
    specs = bind(request["specs"], params, kernel)
    code = backend.load(text, None, kernels=[kernel],
                        cubin=Path(request["cubin"]).read_bytes())
    args = prepare(backend, specs, params, seed=request.get("seed", 0))
    code.launch(kernel, shape, args.args)
    backend.synchronize()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
