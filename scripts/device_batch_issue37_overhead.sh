set -u
export PYTHONUNBUFFERED=1
W=/tmp/b37b; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $W/env.txt
K=$(PYTHONPATH=.:scripts python3 scripts/bench_broad.py --list | awk '{print $1}' | paste -sd,)
for round in 1 2; do
PYTHONPATH="$PWD:$PWD/scripts" timeout 150 python3 scripts/bench_broad.py --kernels "$K" --modes default --rounds 5 --json $W/broad_$round.json > $W/broad_$round.log 2>&1
grep -E "splitk|geomean" $W/broad_$round.log | cut -c1-80
(cd .alt && PYTHONPATH="$PWD:$PWD/scripts" timeout 150 python3 scripts/bench_broad.py --kernels "$K" --modes default --rounds 5 --json $W/alt_broad_$round.json > $W/alt_broad_$round.log 2>&1)
grep -E "splitk|geomean" $W/alt_broad_$round.log | cut -c1-80
done
tar czf $OUT/results.tar.gz -C $W .
