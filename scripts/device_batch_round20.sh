#!/usr/bin/env bash
# Round 20 on one GPU call (issue 39): FlagGems' operators (OPS; default: the 33 that
# round 18's short call did not reach) and Inductor training steps (MODELS), each batch
# script with its own share of the call, into $OUT/flaggems/ and $OUT/inductor/.
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) bash scripts/device_batch_round20.sh
#   knobs: OPS=a,b FG_FT=290 FG_BUDGET=250 MODELS="gpt2" IND_FT=270 IND_EXTRA="--layers 2"
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
OPS=${OPS:-mv,sdpa,conv2d,embedding,index_select,gather,dropout,cat,flip,pad,rotary,add,mul,sub,true_divide,gelu,gelu_tanh,silu,sigmoid,exp,log,rsqrt,sqrt,pow_scalar,clamp,where,masked_fill,eq,addcmul,to_bf16,triu,silu_and_mul,gelu_and_mul}
mkdir -p "$OUT/flaggems" "$OUT/inductor"
OUT="$OUT/flaggems" OPS="$OPS" BUDGET=${FG_BUDGET:-250} FT=${FG_FT:-290} \
  bash scripts/device_batch_flaggems.sh 2>&1 | tail -70
OUT="$OUT/inductor" MODELS="${MODELS:-gpt2}" FT=${IND_FT:-270} VT=${IND_VT:-150} \
  EXTRA="${IND_EXTRA:---layers 2 --steps 20}" bash scripts/device_batch_inductor.sh 2>&1 | tail -40
