#!/usr/bin/env bash
# One device call for round 3 (issues 16, 18, 20): the GPU tests, the broad benchmark with
# its noise-floor control, the corpus overhead table, bbprof profile's host-side cost and
# the timeline stamps' overhead. Everything lands in $OUT and in $OUT/results.tar.gz;
# summary.txt holds each part's tail. Parts: tests broad corpus profile timeline emuref
# (emuref: the sm_90 counts the emulator is checked against, tests/emulator/);
# ONLY="broad corpus" runs just those. Time limits per part (seconds): GT BT CT PT TT ET.
#     OUT=/some/dir BBPROF_COMMIT=$(git rev-parse --short HEAD) bash scripts/device_batch_round3.sh
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD:$PWD/scripts${PYTHONPATH:+:$PYTHONPATH}"
OUT=${OUT:-gpu-out}; mkdir -p "$OUT/parts"
want() { [ -z "${ONLY:-}" ] && return 0; case " $ONLY " in *" $1 "*) return 0;; esac; return 1; }
say() { echo "== $*" | tee -a "$OUT/summary.txt"; }
{ date -u +%FT%TZ; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
  python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
  echo "commit ${BBPROF_COMMIT:-unknown}"; } > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt" | tee "$OUT/summary.txt"
if want tests; then
  say "gpu tests ($(date -u +%T))"
  timeout ${GT:-240} python3 -m pytest -p no:cacheprovider -v -rA -s --tb=short -m gpu tests/gpu \
    > "$OUT/parts/gpu_tests.log" 2>&1; echo "pytest exit: $?" >> "$OUT/parts/gpu_tests.log"
  grep -E "PASSED|FAILED|ERROR|passed|failed" "$OUT/parts/gpu_tests.log" | tail -40 | tee -a "$OUT/summary.txt"
fi
if want broad; then
  say "broad benchmark ($(date -u +%T))"
  timeout ${BT:-300} python3 scripts/bench_broad.py --control --rounds ${ROUNDS:-5} \
    --json "$OUT/parts/broad.json" > "$OUT/parts/broad.log" 2>&1; echo "exit $?" >> "$OUT/parts/broad.log"
  tail -30 "$OUT/parts/broad.log" | tee -a "$OUT/summary.txt"
fi
if want corpus; then
  say "corpus overhead ($(date -u +%T))"
  timeout ${CT:-200} python3 scripts/bench_overhead.py \
    --modes "thread,wave/every-block,loops-in-memory default" --rounds ${ROUNDS:-5} \
    --json "$OUT/parts/overhead_modes.json" > "$OUT/parts/overhead_modes.log" 2>&1
  echo "exit $?" >> "$OUT/parts/overhead_modes.log"; tail -14 "$OUT/parts/overhead_modes.log" | tee -a "$OUT/summary.txt"
fi
if want profile; then
  say "bbprof profile host-side cost ($(date -u +%T))"
  timeout ${PT:-200} python3 scripts/bench_profile_program.py ${PROFILE_ARGS:---launches 20000 --rounds 3} \
    --json "$OUT/parts/profile_program.json" > "$OUT/parts/profile_program.log" 2>&1
  echo "exit $?" >> "$OUT/parts/profile_program.log"; tail -32 "$OUT/parts/profile_program.log" | tee -a "$OUT/summary.txt"
fi
if want timeline; then
  say "timeline stamps' overhead ($(date -u +%T))"
  mkdir -p "$OUT/parts/timeline"
  timeout ${TT:-300} python3 scripts/bench_timeline.py --rounds ${TROUNDS:-5} --out "$OUT/parts/timeline" \
    > "$OUT/parts/timeline_overhead.log" 2>&1; echo "exit $?" >> "$OUT/parts/timeline_overhead.log"
  tail -30 "$OUT/parts/timeline_overhead.log" | tee -a "$OUT/summary.txt"
fi
if want emuref; then
  say "emulator reference counts ($(date -u +%T))"
  timeout ${ET:-200} python3 scripts/gpu_emulator_reference.py --out "$OUT/parts/emuref" \
    > "$OUT/parts/emuref.log" 2>&1; echo "exit $?" >> "$OUT/parts/emuref.log"
  tail -3 "$OUT/parts/emuref.log" | tee -a "$OUT/summary.txt"
fi
say "done ($(date -u +%T))"
tar czf /tmp/results.tar.gz -C "$OUT" env.txt summary.txt parts && mv /tmp/results.tar.gz "$OUT/results.tar.gz"
for f in broad.log gpu_tests.log; do [ -f "$OUT/parts/$f" ] && cp "$OUT/parts/$f" "$OUT/$f"; done
rm -rf "$OUT/parts"; ls -la "$OUT"
