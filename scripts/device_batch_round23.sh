#!/usr/bin/env bash
# Round 23 on one GPU call (issue 39): counting variants of captured kernels side by side
# (bench_ir_variants.py run over IRV), FlagGems' operators plain against the default mode
# (device_batch_flaggems.sh, OPS), and, with MODELS, Inductor training steps
# (device_batch_inductor.sh), into $OUT/irv/, $OUT/flaggems/ and $OUT/inductor/.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) IRV=.exp/v5 WHEELS=$PWD/.wheels \
#     bash scripts/device_batch_round23.sh
#   knobs: IRV_T=240 IRV_ROUNDS=2 FG_ROUNDS=1 FG_BUDGET=150 FG_FT=200 OPS=a,b
#          MODELS=gpt2 IND_FT=330 (none: no Inductor part; FG_FT=0: no FlagGems part)
set -u
cd "$(dirname "$0")/.."
IRV_T=${IRV_T:-240} IRV_ROUNDS=${IRV_ROUNDS:-2} MODELS=none bash scripts/device_batch_round21.sh
if [ "${FG_FT:-200}" != 0 ]; then
  mkdir -p "$OUT/flaggems"
  OUT="$OUT/flaggems" ROUNDS=${FG_ROUNDS:-1} BUDGET=${FG_BUDGET:-150} FT=${FG_FT:-200} \
    TRIES=${FG_TRIES:-3} bash scripts/device_batch_flaggems.sh 2>&1 | tail -40
fi
if [ "${MODELS:-none}" != none ]; then
  mkdir -p "$OUT/inductor"
  OUT="$OUT/inductor" MODELS="$MODELS" FT=${IND_FT:-330} VT=${IND_VT:-150} \
    EXTRA="${IND_EXTRA:---layers 2 --steps 20}" bash scripts/device_batch_inductor.sh 2>&1 | tail -30
fi
