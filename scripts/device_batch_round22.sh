#!/usr/bin/env bash
# Round 22 on one GPU call (issue 39): counting variants of captured FlagGems kernels side
# by side (device_batch_round21.sh's step, without its Inductor part), then FlagGems'
# operators plain against the default mode (device_batch_flaggems.sh), into $OUT/irv/ and
# $OUT/flaggems/.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) IRV=../.exp/v4 WHEELS=$PWD/../.wheels \
#     bash scripts/device_batch_round22.sh
#   knobs: IRV_T=150 IRV_ROUNDS=2 IRV_REPEAT=100 FG_ROUNDS=1 FG_BUDGET=300 FG_FT=360 OPS=a,b
set -u
cd "$(dirname "$0")/.."
IRV_T=${IRV_T:-150} IRV_ROUNDS=${IRV_ROUNDS:-2} MODELS=none bash scripts/device_batch_round21.sh
mkdir -p "$OUT/flaggems"
OUT="$OUT/flaggems" ROUNDS=${FG_ROUNDS:-1} BUDGET=${FG_BUDGET:-300} FT=${FG_FT:-360} \
  TRIES=${FG_TRIES:-3} bash scripts/device_batch_flaggems.sh 2>&1 | tail -75
