#!/usr/bin/env bash
# Round 22 on one GPU call (issue 39): counting variants of captured FlagGems kernels side
# by side (scripts/bench_ir_variants.py run over the prepared folder IRV, carried), then
# FlagGems' operators plain against the default mode (scripts/device_batch_flaggems.sh),
# into $OUT/irv/ and $OUT/flaggems/.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) IRV=../.exp/v4 WHEELS=$PWD/../.wheels \
#     bash scripts/device_batch_round22.sh
#   knobs: IRV_T=150 IRV_ROUNDS=2 IRV_REPEAT=100 FG_ROUNDS=1 FG_BUDGET=300 FG_FT=360 OPS=a,b
set -u
export PYTHONUNBUFFERED=1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
mkdir -p "$OUT/irv" "$OUT/flaggems"
bash scripts/device_env.sh > "$OUT/irv/env.txt" 2>&1
if [ -n "${IRV:-}" ] && [ -d "$IRV" ]; then
  timeout ${IRV_T:-150} python3 scripts/bench_ir_variants.py run --dir "$IRV" \
      --rounds ${IRV_ROUNDS:-2} --repeat ${IRV_REPEAT:-100} \
      --budget-s $(( ${IRV_T:-150} * 55 / 100 )) \
      --json "$OUT/irv/ir_variants.json" > "$OUT/irv/ir_variants.log" 2>&1
  echo "exit $?" >> "$OUT/irv/ir_variants.log"
  grep -v '^{' "$OUT/irv/ir_variants.log" | tail -12
fi
OUT="$OUT/flaggems" ROUNDS=${FG_ROUNDS:-1} BUDGET=${FG_BUDGET:-300} FT=${FG_FT:-360} \
  TRIES=${FG_TRIES:-3} bash scripts/device_batch_flaggems.sh 2>&1 | tail -75
