#!/usr/bin/env bash
# Run bbprof's GPU tests and the overhead benchmark on a CUDA machine; logs go to $OUT
# (or ./gpu-out). The GPU machine's image has torch, triton, cuda-core and cuda-bindings.
set -uo pipefail
OUT=${OUT:-gpu-out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
{
  echo "# $(date -u +%FT%TZ) $(hostname)"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
  python3 -c 'import cuda.core, cuda.bindings; print("cuda-core", cuda.core.__version__, "cuda-bindings", cuda.bindings.__version__)'
} 2>&1 | tee "$OUT/env.txt"
python3 -m pytest -p no:cacheprovider -v -rA --tb=short -n 1 -m gpu tests/gpu ${PYTEST_ARGS:-} 2>&1 | tee "$OUT/gpu_tests.log"
echo "pytest exit: ${PIPESTATUS[0]}" | tee -a "$OUT/gpu_tests.log"
if [ "${BENCH:-1}" = 1 ]; then
  python3 scripts/bench_overhead.py --json "$OUT/overhead.json" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/overhead.log"
fi
