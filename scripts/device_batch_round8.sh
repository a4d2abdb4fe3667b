#!/usr/bin/env bash
# One device call for issue 16, round 8: the broad benchmark on the working tree, the same
# worst kernels in an older tree beside it (the code before a change, timed in the same
# call), the GPU tests and the corpus table. Parts run in this order, each under its own
# time limit (seconds: BT AT GT CT), and write to $OUT as they finish, so a call cut short
# keeps what ran. Run from the repo root:
#
#   mkdir -p .alt && git archive BASE bbprof scripts | tar -x -C .alt   # the older tree
#   OUT=$OUT BBPROF_COMMIT=$(git rev-parse --short HEAD) ALT=.alt ALT_COMMIT=BASE \
#     bash scripts/device_batch_round8.sh                  # (carry .alt; ignore it in git)
#
# PARTS: which of "broad alts tests corpus" run (all by default; alts = ALT and ALTS);
# "filler" (not by default) times scripts/bench_loop_filler.py (under FT seconds).
# "ncu" (not by default): for each `DIR=KERNEL` of NCU, Nsight Compute profiles the kernel
# instrumented by that tree and plain (scripts/ncu_launch_pair.py; under NT seconds each),
# and its per-SASS-instruction stall samples go to ncu_DIR_KERNEL.{sass,details}.csv, all
# packed in $OUT/ncu.tgz (summarise with scripts/ncu_stalls.py).
# ALT unset: no older tree. ALT_KERNELS: the kernels timed in both (the three worst).
# ALTS: more trees, each `DIR=KERNELS` (space-separated; carry each DIR), timed after ALT in
# the same way, each under AT, with ALT_MODES as ALT is (default: the reference and default;
# `default` alone halves the time where only the default's time is wanted), to
# alt_DIR.{json,log}.
set -u
export PYTHONUNBUFFERED=1
ROOT=$(pwd)
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
{ date -u +%FT%TZ; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
  python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
  echo "commit ${BBPROF_COMMIT:-unknown}; older tree ${ALT_COMMIT:-none}"; } > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt"
on() { case " ${PARTS:-broad alts tests corpus} " in *" $1 "*) return 0;; esac; return 1; }
if on broad; then
echo "== broad $(date -u +%T)"
PYTHONPATH="$ROOT:$ROOT/scripts" timeout ${BT:-200} python3 scripts/bench_broad.py --control \
  --rounds ${ROUNDS:-5} --json "$OUT/broad.json" > "$OUT/broad.log" 2>&1
echo "exit $?" >> "$OUT/broad.log"; tail -n 28 "$OUT/broad.log"
fi
# ALT is the first of the trees, its results named alt_broad
TREES="${ALT:+$ALT=${ALT_KERNELS:-libdevice_mix,gelu_erf_loop,gemm_gelu}} ${ALTS:-}"
on alts && for pair in $TREES; do
  dir=${pair%%=*}; kernels=${pair#*=}; name=$(basename "$dir" | tr -d .)
  [ "$dir" = "${ALT:-}" ] && name=broad
  echo "== tree $dir $(date -u +%T)"
  (cd "$dir" && PYTHONPATH="$ROOT/$dir:$ROOT/$dir/scripts" timeout ${AT:-120} python3 \
    scripts/bench_broad.py --kernels "$kernels" ${ALT_MODES:+--modes "$ALT_MODES"} \
    --rounds ${ROUNDS:-5} --json "$OUT/alt_$name.json" > "$OUT/alt_$name.log" 2>&1
   echo "exit $?" >> "$OUT/alt_$name.log"); grep -E "^\| [a-z]|geomean|exit" "$OUT/alt_$name.log" | grep -v "^| kernel"
done
if on tests; then
echo "== gpu tests $(date -u +%T)"
PYTHONPATH="$ROOT" timeout ${GT:-150} python3 -m pytest -p no:cacheprovider -v -rA --tb=short \
  -m gpu tests/gpu > "$OUT/gpu_tests.log" 2>&1; echo "pytest exit: $?" >> "$OUT/gpu_tests.log"
grep -E "passed|failed|FAILED|ERROR" "$OUT/gpu_tests.log" | tail -n 8
fi
if on filler; then     # opt-in: PARTS="... filler"
echo "== loop filler $(date -u +%T)"
PYTHONPATH="$ROOT:$ROOT/scripts" timeout ${FT:-150} python3 scripts/bench_loop_filler.py \
  --rounds ${ROUNDS:-5} --json "$OUT/loop_filler.json" > "$OUT/loop_filler.log" 2>&1
echo "exit $?" >> "$OUT/loop_filler.log"; tail -n 4 "$OUT/loop_filler.log"
fi
if on ncu; then     # opt-in: PARTS="... ncu" NCU=".tree=kernel ..."
echo "== ncu $(date -u +%T)"
mkdir -p "$OUT/ncu"
for pair in ${NCU:-.=libdevice_mix}; do
  dir=${pair%%=*}; kernel=${pair#*=}; name=ncu_$(basename "$(cd "$dir" && pwd)" | tr -d .)_$kernel
  timeout ${NT:-120} ncu --clock-control none -k "regex:${kernel}" --launch-count 2 \
    --section SpeedOfLight --section WarpStateStats --section SchedulerStats \
    --section InstructionStats --section SourceCounters --section Occupancy \
    --section LaunchStats -f -o "$OUT/ncu/$name" python3 scripts/ncu_launch_pair.py \
    --tree "$dir" --kernel "$kernel" > "$OUT/ncu/$name.log" 2>&1; echo "$name exit $?"
  ncu -i "$OUT/ncu/$name.ncu-rep" --page details --csv > "$OUT/ncu/$name.details.csv" 2>&1
  ncu -i "$OUT/ncu/$name.ncu-rep" --page source --print-source sass --csv \
    > "$OUT/ncu/$name.sass.csv" 2>&1
  rm -f "$OUT/ncu/$name.ncu-rep"
done
(cd "$OUT" && tar czf ncu.tgz ncu && rm -rf ncu)
fi
if on corpus; then
echo "== corpus $(date -u +%T)"
PYTHONPATH="$ROOT:$ROOT/scripts" timeout ${CT:-70} python3 scripts/bench_overhead.py \
  --modes "thread,wave/every-block,loops-in-memory default" --rounds ${ROUNDS:-5} \
  --json "$OUT/overhead_modes.json" > "$OUT/overhead_modes.log" 2>&1
echo "exit $?" >> "$OUT/overhead_modes.log"; tail -n 12 "$OUT/overhead_modes.log"
fi
echo "== done $(date -u +%T)"
