"""``bbprof sweep``: the same analysis over many kernel configurations, one table.

A sweep file (TOML, ``spec.py``) lists variants — an IR file with its launch, or a command
for ``bbprof profile`` — each with free-form config columns (conv parameters, perf config,
tile sizes). Every variant is instrumented, run (instrumented and plain, side by side),
joined with its static mix and reduced to one row (``variant.py``): config columns,
kernel time plain and instrumented, issued instructions per instruction group, SIMD
utilization, the hottest block and loop. Where the variants run (``pool.py``): one worker
process per device on this machine, or Ray actors, one per GPU, on a cluster
(``ray_pool.py``). A failing variant leaves its error in its row; ``--resume`` skips
variants whose profile exists and was made from the same variant and IR.
"""
