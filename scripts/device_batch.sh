#!/usr/bin/env bash
# One device batch (issues 4, 8, 9): GPU tests, `bbprof validate` over own and corpus
# kernels, overhead of every counting mode. Everything lands in $OUT/results.tar.gz.
set -u
export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
W=/tmp/bbprof-batch; rm -rf $W; mkdir -p $W
OUT=${OUT:-gpu-out}; mkdir -p "$OUT"
{ date -u +%FT%TZ; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  which ncu; ncu --version | tail -1
  python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
} > $W/env.txt 2>&1
echo "== gpu tests"; timeout 150 python3 -m pytest -p no:cacheprovider -v -rA --tb=short -m gpu tests/gpu > $W/gpu_tests.log 2>&1; echo "pytest exit: $?" >> $W/gpu_tests.log; tail -15 $W/gpu_tests.log
echo "== validate"; timeout ${VT:-220} python3 scripts/validate_corpus.py --out $W/validate ${VK:+--kernels $VK} > $W/validate.log 2>&1; echo "exit $?" >> $W/validate.log; tail -60 $W/validate.log
R=$W/validate/loop/request.json
if [ -f $R ]; then echo "== ncu formats"; ( cd $W && timeout 60 ncu --clock-control none --kernel-name loop_kernel --launch-count 1 --section SourceCounters -f -o fmt python3 -m bbprof.validate.launch $R > ncu_fmt_profile.log 2>&1;
  ncu -i fmt.ncu-rep --page source --print-source sass --csv > ncu_fmt_sass.csv 2>&1; ncu -i fmt.ncu-rep --page source --print-source cuda,sass --csv > ncu_fmt_cuda_sass.csv 2>&1; ncu -i fmt.ncu-rep --page raw --csv > ncu_fmt_raw.csv 2>&1; head -c 600 ncu_fmt_sass.csv ); fi
echo "== bench"; timeout ${BT:-260} python3 scripts/bench_overhead.py --modes "${MODES:-thread,wave/every-block,loops-in-memory default thread,wave/every-block thread/spanning-tree wide}" --rounds ${ROUNDS:-5} --json $W/overhead_modes.json > $W/overhead_modes.log 2>&1; echo "exit $?" >> $W/overhead_modes.log; cat $W/overhead_modes.log | tail -12
find $W/validate -name '*.npy' -delete; tar czf $OUT/results.tar.gz -C $W .; ls -la $OUT
