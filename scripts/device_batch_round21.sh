#!/usr/bin/env bash
# Round 21 on one GPU call (issue 39): counting variants of captured FlagGems kernels timed
# side by side (scripts/bench_ir_variants.py run over a prepared folder IRV, carried), then
# Inductor training steps (MODELS) with deterministic algorithms, into $OUT/irv/ and
# $OUT/inductor/.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) IRV=../.exp/v \
#     bash scripts/device_batch_round21.sh
#   knobs: IRV_T=230 IRV_ROUNDS=3 IRV_REPEAT=100 MODELS="gpt2" IND_FT=330 IND_EXTRA=...
set -u
export PYTHONUNBUFFERED=1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
mkdir -p "$OUT/irv" "$OUT/inductor"
bash scripts/device_env.sh > "$OUT/irv/env.txt" 2>&1
if [ -n "${IRV:-}" ] && [ -d "$IRV" ]; then
  timeout ${IRV_T:-230} python3 scripts/bench_ir_variants.py run --dir "$IRV" \
      --rounds ${IRV_ROUNDS:-3} --repeat ${IRV_REPEAT:-100} --budget-s $(( ${IRV_T:-230} * 6 / 10 )) \
      --json "$OUT/irv/ir_variants.json" > "$OUT/irv/ir_variants.log" 2>&1
  echo "exit $?" >> "$OUT/irv/ir_variants.log"
  grep -v '^{' "$OUT/irv/ir_variants.log" | tail -20
fi
if [ "${MODELS:-gpt2}" != none ]; then
  OUT="$OUT/inductor" MODELS="${MODELS:-gpt2}" FT=${IND_FT:-330} VT=${IND_VT:-150} \
    EXTRA="${IND_EXTRA:---layers 2 --steps 20}" bash scripts/device_batch_inductor.sh 2>&1 | tail -30
fi
