set -u; export PYTHONUNBUFFERED=1 PYTHONPATH="$PWD"
echo "== timeline gpu test"; timeout 150 python3 -m pytest -p no:cacheprovider -v -rA -s tests/gpu/test_timeline_gpu.py > $OUT/timeline_gpu.log 2>&1; echo "exit $?" >> $OUT/timeline_gpu.log; grep -E "PASS|FAIL|passed|failed|span|ratio" $OUT/timeline_gpu.log | tail -15
echo "== profile cost breakdown"; TIMEFORMAT=%R; P=python3
{ for i in 1 2 3; do
  for c in "pass" "import torch, triton"; do
    t1=$( { time $P -c "$c" >/dev/null 2>&1; } 2>&1 ); t2=$( { time $P -m bbprof profile -q --force -o /tmp/pp -- $P -c "$c" >/dev/null 2>&1; } 2>&1 )
    echo "round $i | $c | plain $t1 s | profiled $t2 s"; done; done; } > $OUT/profile_breakdown.txt 2>&1; cat $OUT/profile_breakdown.txt
echo "== broad"; PYTHONPATH="$PWD:$PWD/scripts" timeout 400 python3 scripts/bench_broad.py --rounds 3 --json $OUT/broad.json > $OUT/broad.log 2>&1; echo "exit $?" >> $OUT/broad.log; tail -40 $OUT/broad.log
