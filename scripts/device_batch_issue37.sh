#!/usr/bin/env bash
# Issue 37 on one GPU call: `bbprof validate` over the 8 validate kernels (plain SASS,
# ncu's per-instruction CSVs, the instrumented profiles with their trip histograms, the
# issue model's prediction), then the broad benchmark's default mode on this tree and on
# an older one (ALT, carried: git archive BASE bbprof scripts | tar -x -C .alt) to time
# what the trip histograms cost. Everything lands in $OUT/results.tar.gz.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) ALT=.alt ALT_COMMIT=BASE \
#     bash scripts/device_batch_issue37.sh
set -u
export PYTHONUNBUFFERED=1
W=/tmp/b37; rm -rf $W; mkdir -p $W
bash scripts/device_env.sh > $W/env.txt 2>&1
cat $W/env.txt
PYTHONPATH="$PWD" timeout ${VT:-230} python3 scripts/validate_corpus.py --out $W/validate > $W/validate.log 2>&1
echo "exit $?" >> $W/validate.log
grep -E "issue model|dynamic SASS|ERROR|^[a-z]+: bbprof|exit" $W/validate.log
K=$(PYTHONPATH=.:scripts python3 scripts/bench_broad.py --list | awk '{print $1}' | paste -sd,)
PYTHONPATH="$PWD:$PWD/scripts" timeout ${BT:-160} python3 scripts/bench_broad.py --kernels "$K" \
    --modes "default" --rounds ${ROUNDS:-3} --json $W/broad.json > $W/broad.log 2>&1
echo "exit $?" >> $W/broad.log; grep -E "geomean|exit|errors" $W/broad.log
if [ -n "${ALT:-}" ]; then
  (cd "$ALT" && PYTHONPATH="$PWD:$PWD/scripts" timeout ${AT:-160} python3 scripts/bench_broad.py \
      --kernels "$K" --modes "default" --rounds ${ROUNDS:-3} --json $W/alt_broad.json \
      > $W/alt_broad.log 2>&1; echo "exit $?" >> $W/alt_broad.log)
  grep -E "geomean|exit|errors" $W/alt_broad.log
fi
find $W/validate -name '*.npy' -delete; find $W -name '*.ncu-rep' -delete
tar czf $OUT/results.tar.gz -C $W .; ls -la $OUT
