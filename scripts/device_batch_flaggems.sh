#!/usr/bin/env bash
# Issue 39 on one GPU call: FlagGems' Triton operators, instrumented / plain
# (scripts/bench_flaggems.py), into $OUT/results.tar.gz.
#
# FlagGems travels as its wheel, carried into the tree as an ignored path (.wheels/, see
# .gitignore) and installed with --no-deps: run() carry [".wheels"]. Its METADATA asks
# (no extra) for packaging==26.0, PyYAML==6.0.3, sqlalchemy==2.0.48, numpy==1.26.4; beyond
# torch and triton, `import flag_gems` needs packaging (flag_gems/__init__.py), PyYAML
# (config.py, runtime/backend), sqlalchemy (utils/models/sql.py, imported by utils/libentry.py
# for FlagGems' tuning database, an sqlite file) and nothing of numpy's in the operators run
# here. The GPU image has packaging, pyyaml and numpy (other versions than the pins, which
# --no-deps ignores) but no sqlalchemy: its wheel (2.0.48, cp312, manylinux) is carried in
# .wheels/ as well. sqlalchemy's own greenlet requirement is for its asyncio extension only;
# the sqlite engine FlagGems uses imports and runs without it (checked on the CPU). Every
# wheel in $WHEELS other than FlagGems' is installed first, FlagGems' last; where pip
# cannot install, the wheels are unpacked into the same folder (they are pure Python or
# built for the machine's Python 3.12).
#
# The benchmark writes its JSON before and after every operator; when it ends with status
# 3 (a CUDA error left the context unusable), 4 (an operator hung past --op-timeout-s) or
# from a signal, it is started again with --resume, which records the operator it died in
# as an error and runs the rest, up to TRIES runs, within the budget BUDGET (seconds for
# the operators, shared by the runs) and the hard limit FT (seconds for all runs).
#   OUT=... BBPROF_COMMIT=$(git rev-parse --short HEAD) bash scripts/device_batch_flaggems.sh
#   knobs: WHEELS=.wheels FG_WHEEL=$WHEELS/flag_gems-5.0.2-py3-none-any.whl OPS=a,b
#          ROUNDS=3 REP_MS=100 BUDGET=420 FT=540 TRIES=3 EXTRA="--control"
set -u
export PYTHONUNBUFFERED=1
W=/tmp/bfg; rm -rf $W; mkdir -p $W
SITE=/tmp/bfg_site; rm -rf $SITE; mkdir -p $SITE
WHEELS=${WHEELS:-.wheels}
FG_WHEEL=${FG_WHEEL:-$WHEELS/flag_gems-5.0.2-py3-none-any.whl}
START=$(date +%s)
bash scripts/device_env.sh > $W/env.txt 2>&1
for whl in $(ls "$WHEELS"/*.whl | grep -v "$(basename "$FG_WHEEL")") "$FG_WHEEL"; do
  if ! python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir \
      --target $SITE "$whl" >> $W/pip.log 2>&1; then
    echo "pip failed on $whl: unpacking it" >> $W/pip.log
    python3 -m zipfile -e "$whl" $SITE >> $W/pip.log 2>&1
  fi
done
export PYTHONPATH="$PWD:$PWD/scripts:$SITE"
python3 - >> $W/env.txt 2>&1 <<'EOF'
import importlib
for name in ("packaging", "yaml", "sqlalchemy", "numpy", "greenlet"):
    try:
        m = importlib.import_module(name)
        print(name, getattr(m, "__version__", "?"), m.__file__)
    except ImportError as exc:
        print(name, "MISSING", exc)
import flag_gems
print("flag_gems", flag_gems.__version__, flag_gems.vendor_name, flag_gems.device,
      "mm from", flag_gems.mm.__module__)
EOF
cat $W/env.txt
ARGS="--rounds ${ROUNDS:-3} --rep-ms ${REP_MS:-100} ${EXTRA:-}"
[ -n "${OPS:-}" ] && ARGS="$ARGS --ops $OPS"
RESUME=""
for try in $(seq 1 ${TRIES:-3}); do
  used=$(( $(date +%s) - START ))
  left=$(( ${FT:-540} - used ))
  budget=$(( ${BUDGET:-420} - used ))
  [ $left -gt 30 ] || break
  [ $budget -gt 0 ] || budget=1
  timeout $left python3 scripts/bench_flaggems.py $ARGS --budget-s $budget \
      --json $W/flaggems.json $RESUME > $W/flaggems_$try.log 2>&1
  rc=$?
  echo "run $try exit $rc after $(( $(date +%s) - START ))s" | tee -a $W/flaggems_$try.log
  grep -E "^\[|geomean|errors|context lost|still running|Error" $W/flaggems_$try.log | cut -c1-110
  case $rc in 3|4|13[0-9]|14[0-9]) RESUME="--resume $W/flaggems.json" ;; *) break ;; esac
done
find $W -name '__pycache__' -prune -exec rm -rf {} + 2>/dev/null
# The plain kernels' LLVM IR and Triton metadata (issue 40's census of real-world kernels):
# every .llir in the benchmark's private Triton caches that holds no bbprof counter, with
# the .json beside it.
IR=/tmp/bfg_ir; rm -rf $IR; mkdir -p $IR
for f in /tmp/bench-flaggems-triton-cache-*/*/*.llir; do
  [ -f "$f" ] || continue
  grep -q bbprof "$f" && continue
  d=$IR/$(basename $(dirname "$f")); mkdir -p $d; cp "$f" $d/
  cp $(dirname "$f")/*.json $d/ 2>/dev/null
done
tar czf $OUT/flaggems_ir.tar.gz -C $IR . 2>/dev/null
tar czf $OUT/results.tar.gz -C $W .; ls -la $OUT
