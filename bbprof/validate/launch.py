"""The plain kernel's one launch, as the process ncu profiles (``bbprof validate``).

``python -m bbprof.validate.launch REQUEST.json``: the request (JSON data, see
``bbprof.validate.launch_request``) holds the IR text's path,
the cubin that ``bbprof validate`` built and attributed, the kernel, launch shape, argument
specs and seed. The cubin is loaded as is, so ncu measures the binary whose SASS was
attributed to IR blocks.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    from bbprof.runtime.args import bind, kernel_parameters, prepare
    from bbprof.runtime.cuda import CudaBackend

    request, shape, specs = read_request(argv[0])
    text = Path(request["ir"]).read_text()
    kernel = request["kernel"]
    backend = CudaBackend(request.get("device", 0), arch=request.get("arch"))
    params = kernel_parameters(text, kernel)
    specs = bind(specs, params, kernel)
    code = backend.load(text, None, kernels=[kernel],
                        cubin=Path(request["cubin"]).read_bytes())
    args = prepare(backend, specs, params, seed=request.get("seed", 0))
    code.launch(kernel, shape, args.args)
    backend.synchronize()
    return 0


def read_request(path: str):
    """The request file's data, its launch shape and its argument specs."""
    from bbprof.runtime.args import spec_from_json
    from bbprof.runtime.backend import LaunchShape

    request = json.loads(Path(path).read_text())
    shape = request["shape"]
    return (request, LaunchShape.of(shape["grid"], shape["block"], shape["shared_bytes"]),
            [spec_from_json(s) for s in request["specs"]])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
