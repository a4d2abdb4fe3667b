#!/usr/bin/env bash
# One device batch for round 2: every GPU test (tests/gpu, incl. bbprof profile and the
# pass plugin's kernel when present), the host-side cost of bbprof profile, and the
# corpus overhead table (default mode vs the every-block reference). Everything lands
# in $OUT (env.txt, gpu_tests.log, profile_program.json, overhead_modes.json + logs).
# Knobs: GT (seconds for the GPU tests), PT (profile bench), BT (overhead bench),
# ROUNDS, MODES, ST (sweep), WT (broad), SKIP="tests bench-profile bench-overhead sweep broad".
# Everything also goes into $OUT/results.tar.gz (the sweep's profiles included).
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
{ date -u +%FT%TZ; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  which nvcc ncu; python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
  echo "commit ${BBPROF_COMMIT:-unknown}"
} > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt"
case " ${SKIP:-} " in *" tests "*) ;; *)
  echo "== gpu tests"
  timeout ${GT:-300} python3 -m pytest -p no:cacheprovider -v -rA --tb=short -m gpu tests/gpu \
    > "$OUT/gpu_tests.log" 2>&1; echo "pytest exit: $?" >> "$OUT/gpu_tests.log"
  grep -E "PASSED|FAILED|ERROR|SKIPPED|passed|failed" "$OUT/gpu_tests.log" | tail -40;;
esac
case " ${SKIP:-} " in *" bench-profile "*) ;; *)
  echo "== bbprof profile host-side cost"
  timeout ${PT:-200} python3 scripts/bench_profile_program.py --launches ${LAUNCHES:-20000} \
    --rounds ${PROUNDS:-3} --json "$OUT/profile_program.json" > "$OUT/profile_program.log" 2>&1
  echo "exit $?" >> "$OUT/profile_program.log"; tail -12 "$OUT/profile_program.log";;
esac
case " ${SKIP:-} " in *" bench-overhead "*) ;; *)
  echo "== overhead"
  timeout ${BT:-240} python3 scripts/bench_overhead.py --modes "${MODES:-thread,wave/every-block,loops-in-memory default}" \
    --rounds ${ROUNDS:-5} --json "$OUT/overhead_modes.json" > "$OUT/overhead_modes.log" 2>&1
  echo "exit $?" >> "$OUT/overhead_modes.log"; tail -12 "$OUT/overhead_modes.log";;
esac
case " ${SKIP:-} " in *" sweep "*) ;; *)
  echo "== sweep (eight matmul tile configs, sm_90a)"
  timeout ${ST:-240} python3 -m bbprof sweep tests/data/sweep/h200/h200_matmul.toml \
    -o "$OUT/sweep" > "$OUT/sweep.log" 2>&1; echo "exit $?" >> "$OUT/sweep.log"
  tail -14 "$OUT/sweep.log";;
esac
case " ${SKIP:-} " in *" broad "*) ;; *)
  echo "== broad benchmark (scripts/bench_broad.py, issue 16)"
  PYTHONPATH="$PWD:$PWD/scripts" timeout ${WT:-420} python3 scripts/bench_broad.py \
    --rounds ${ROUNDS:-3} --json "$OUT/broad.json" > "$OUT/broad.log" 2>&1
  echo "exit $?" >> "$OUT/broad.log"; tail -45 "$OUT/broad.log";;
esac
tar czf /tmp/results.tar.gz -C "$OUT" . && mv /tmp/results.tar.gz "$OUT/results.tar.gz"
[ -f "$OUT/sweep/sweep.csv" ] && cp "$OUT/sweep/sweep.csv" "$OUT/sweep.csv"
rm -rf "$OUT/sweep"
ls -la "$OUT"
