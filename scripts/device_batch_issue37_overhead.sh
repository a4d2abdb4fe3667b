#!/usr/bin/env bash
# Issue 37: what the trip histograms cost, timed again: the broad benchmark's kernels with
# register loops (default mode), this tree and an older one (ALT, carried: git archive BASE
# bbprof scripts | tar -x -C .alt) alternating, twice each. Results in $OUT/results.tar.gz.
#   OUT=... ALT=.alt K=splitk_gemm,... bash scripts/device_batch_issue37_overhead.sh
set -u
export PYTHONUNBUFFERED=1
W=/tmp/b37b; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $W/env.txt
K=${K:-splitk_gemm,persistent_gemm,gemm_gelu,libdevice_mix,gelu_erf_loop}
ALT=${ALT:-.alt}
for round in 1 2; do
  PYTHONPATH="$PWD:$PWD/scripts" timeout 70 python3 scripts/bench_broad.py --kernels "$K" \
      --modes default --rounds 5 --json $W/broad_$round.json > $W/broad_$round.log 2>&1
  grep -E "^\| [a-z]|geomean" $W/broad_$round.log | cut -c1-60
  (cd "$ALT" && PYTHONPATH="$PWD:$PWD/scripts" timeout 70 python3 scripts/bench_broad.py \
      --kernels "$K" --modes default --rounds 5 --json $W/alt_broad_$round.json \
      > $W/alt_broad_$round.log 2>&1)
  grep -E "^\| [a-z]|geomean" $W/alt_broad_$round.log | cut -c1-60
done
tar czf $OUT/results.tar.gz -C $W .
