#!/usr/bin/env bash
# Round 16 on one GPU call: the broad benchmark's default mode on this tree and on an older
# one (ALT, carried: git archive BASE bbprof scripts | tar -x -C .alt), alternating, then
# `bbprof validate` (the issue model against ncu) over the broad benchmark's kernels VK.
# Everything lands in $OUT/results.tar.gz.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) ALT=.alt ALT_COMMIT=BASE \
#     VK=attn_fwd,... bash scripts/device_batch_round16.sh
set -u
export PYTHONUNBUFFERED=1
W=/tmp/b16; rm -rf $W; mkdir -p $W
bash scripts/device_env.sh > $W/env.txt 2>&1
cat $W/env.txt
K=${K:-$(PYTHONPATH=.:scripts python3 scripts/bench_broad.py --list | awk '{print $1}' | paste -sd,)}
if [ "${SKIP_BROAD:-0}" != 1 ]; then
  PYTHONPATH="$PWD:$PWD/scripts" timeout ${BT:-170} python3 scripts/bench_broad.py --kernels "$K" \
      --modes "default" --rounds ${ROUNDS:-3} --json $W/broad.json > $W/broad.log 2>&1
  echo "exit $?" >> $W/broad.log; grep -E "^\| [a-z]|geomean|exit|errors" $W/broad.log | cut -c1-70
  if [ -n "${ALT:-}" ]; then
    (cd "$ALT" && PYTHONPATH="$PWD:$PWD/scripts" timeout ${AT:-170} python3 scripts/bench_broad.py \
        --kernels "$K" --modes "default" --rounds ${ROUNDS:-3} --json $W/alt_broad.json \
        > $W/alt_broad.log 2>&1; echo "exit $?" >> $W/alt_broad.log)
    grep -E "^\| [a-z]|geomean|exit|errors" $W/alt_broad.log | cut -c1-70
  fi
fi
if [ -n "${VK:-}" ]; then
  PYTHONPATH="$PWD:$PWD/scripts" timeout ${VT:-230} python3 scripts/validate_corpus.py \
      --out $W/validate --kernels "$VK" > $W/validate.log 2>&1
  echo "exit $?" >> $W/validate.log
  grep -E "issue model|dynamic SASS|ERROR|exit" $W/validate.log
  find $W/validate -name '*.npy' -delete; find $W -name '*.ncu-rep' -delete
fi
tar czf $OUT/results.tar.gz -C $W .; ls -la $OUT
