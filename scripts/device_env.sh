#!/usr/bin/env bash
# What a device batch ran on, to stdout: time, GPU and driver, ncu, the commits measured
# (BBPROF_COMMIT, ALT_COMMIT) and the Python stack. Used by scripts/device_batch_*.sh:
#   bash scripts/device_env.sh > $W/env.txt 2>&1
date -u +%FT%TZ
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ncu --version | tail -1
echo "commit ${BBPROF_COMMIT:-unknown}; older tree ${ALT_COMMIT:-none}"
python3 -c 'import sys, triton, torch, llvmlite; print(sys.version.split()[0], "triton", triton.__version__, "torch", torch.__version__, "llvmlite", llvmlite.__version__)'
