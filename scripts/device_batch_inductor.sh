#!/usr/bin/env bash
# Issue 39 on one GPU call: a torch.compile'd GPT-2 training step plain and under `bbprof
# profile` (scripts/bench_inductor.py, per model: step time, each Inductor kernel's device time,
# losses and parameters bit for bit, counts against the every-block reference), into
# $OUT/results.tar.gz.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) bash scripts/device_batch_inductor.sh
#   knobs: MODELS="gpt2 llama bert" ROUNDS=2 VT=240 FT=560 EXTRA="--layers 4 --steps 30"
# (each model gets an equal share of what FT leaves, its rounds stop at 60% of that share
# so that the every-block reference run still fits)
set -u
export PYTHONUNBUFFERED=1
W=/tmp/bind; rm -rf $W; mkdir -p $W
bash scripts/device_env.sh > $W/env.txt 2>&1
python3 -c 'import transformers; print("transformers", transformers.__version__)' >> $W/env.txt 2>&1
cat $W/env.txt
# one model after another (MODELS), each with its share of what is left of FT
START=$(date +%s); set -- ${MODELS:-gpt2}; LEFT_MODELS=$#
for model in "$@"; do
  left=$(( ${FT:-560} - ($(date +%s) - START) )); share=$(( left / LEFT_MODELS ))
  LEFT_MODELS=$(( LEFT_MODELS - 1 ))
  [ $share -gt 60 ] || { echo "$model: no time left" >> $W/inductor.log; continue; }
  PYTHONPATH="$PWD:$PWD/scripts" timeout $share python3 scripts/bench_inductor.py \
      --model $model --json $W/inductor_$model.json --rounds ${ROUNDS:-2} --reference \
      --budget-s $(( share * 6 / 10 )) --variant-timeout-s ${VT:-240} ${EXTRA:-} \
      > $W/inductor_$model.log 2>&1
  echo "exit $?" >> $W/inductor_$model.log
  echo "== $model"; cut -c1-400 $W/inductor_$model.log
  # The plain run's Inductor kernels as Triton compiled them (.llir and metadata .json),
  # for the emulator's census (issue 40): the first plain run's private Triton cache
  IR=$W/inductor_ir/$model; mkdir -p $IR
  WORK=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["work"])' \
         $W/inductor_$model.json 2>/dev/null)
  for f in $WORK/plain_0_triton_cache/*/*.llir $WORK/plain_0_triton_dump/*/*.llir; do
    [ -f "$f" ] || continue
    d=$IR/$(basename $(dirname "$f")); mkdir -p $d; cp "$f" $(dirname "$f")/*.json $d/ 2>/dev/null
  done
done
tar czf $OUT/results.tar.gz -C $W .; ls -la $OUT
