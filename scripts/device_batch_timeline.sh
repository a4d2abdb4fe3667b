#!/usr/bin/env bash
# Issue 20's GPU batch (one call): the timeline GPU tests (tests/gpu/test_timeline_gpu.py:
# the long launch, the persistent kernel; tests/gpu/test_timeline_uncounted_gpu.py: stamps
# alone with loops and iterations) and the stamps' overhead benchmark
# (scripts/bench_timeline.py, the broad benchmark's kernels: plain vs entry/exit slot
# stamps vs loop stamps vs entry/exit claiming stamps, the design before the slots).
# Everything lands in $OUT: env.txt, timeline_gpu.log,
# timeline_overhead.{json,md,log}. Knobs: GT, BT (seconds), ROUNDS, KERNELS (a,b,...).
#     OUT=/some/dir BBPROF_COMMIT=abc1234 bash scripts/device_batch_timeline.sh
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD:$PWD/scripts${PYTHONPATH:+:$PYTHONPATH}"
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
{ date -u +%FT%TZ; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 -c 'import sys, triton, torch; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__)'
  echo "commit ${BBPROF_COMMIT:-unknown}"; } > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt"
echo "== timeline gpu tests"
timeout ${GT:-240} python3 -m pytest -p no:cacheprovider -v -rA -s --tb=short -m gpu \
  tests/gpu/test_timeline_gpu.py tests/gpu/test_timeline_uncounted_gpu.py \
  > "$OUT/timeline_gpu.log" 2>&1
echo "pytest exit: $?" >> "$OUT/timeline_gpu.log"
grep -E "PASSED|FAILED|ERROR|SKIPPED|passed|failed|span|share" "$OUT/timeline_gpu.log" | tail -20
echo "== timeline overhead (scripts/bench_timeline.py)"
timeout ${BT:-420} python3 scripts/bench_timeline.py --rounds ${ROUNDS:-5} \
  ${KERNELS:+--kernels "$KERNELS"} --out "$OUT" > "$OUT/timeline_overhead.log" 2>&1
echo "exit $?" >> "$OUT/timeline_overhead.log"; tail -32 "$OUT/timeline_overhead.log"
ls -la "$OUT"
