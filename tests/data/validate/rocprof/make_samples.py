"""Make the hand-made rocprofv3 --att sample files of this folder (see README.md).

    python tests/data/validate/rocprof/make_samples.py

Needs llvmlite, an ld.lld (bbprof.codeobj.linker) and LLVM 19's llvm-objdump (for gfx942
addresses and instruction text). What it does:

1. compiles att_sample.ll for gfx942 exactly as ``bbprof validate --backend hip`` expects
   the traced code object to be built (canonical block names, ``build_code_object``) and
   disassembles the kernel symbol: the Vaddr and Instruction columns are real;
2. gives every instruction a Hitcount from the execution path derived by hand below (per
   wave, then times the traced waves); Latency/Stall/Idle are made-up numbers;
3. writes two trace folders in the layout rocprofv3 writes (``stats_<ui dir>.csv`` beside
   ``ui_output_agent_<agent>_dispatch_<id>/`` with ``code.json`` and ``filenames.json``):
   ``complete/`` (all 16 waves traced) and ``subset/`` (4 of 16);
4. writes instrumented.bbprof: the instrumented module's block map with hand-derived
   counts for a launch of grid 4 x block 256 and n = 5.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
KERNEL = "att_sample"
OBJDUMP = "/usr/lib/llvm-19/bin/llvm-objdump"
WAVES = 16          # grid 4 x block 256, wave64
TRIPS = 5           # the kernel's %n
# Executions per wave of each machine block (layout order, as `bbprof static` parses
# them), derived by hand: every wave has even and odd lanes, so both sides of the branch
# run with a narrowed exec mask; the join's code was tail-duplicated into the `then`
# block (.LBB0_4) by LLVM, so the join's own machine block (.LBB0_2) and the Flow block
# are jumped over; the loop runs TRIPS times.
PER_WAVE = {"%bb.0": 1, "%bb.1": 0, ".LBB0_2": 0, ".LBB0_3": 1, ".LBB0_4": 1, ".LBB0_5": 1,
            ".LBB0_6": TRIPS, ".LBB0_7": 1}
_LINE = re.compile(r"^\s+(\S.*?)\s+// ([0-9A-F]{12}):")


def disassemble(code: bytes) -> list[tuple[int, str]]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "k.hsaco"
        path.write_bytes(code)
        out = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx942", str(path)], check=True,
                             capture_output=True, text=True).stdout
        symbols = subprocess.run([OBJDUMP, "-t", str(path)], check=True,
                                 capture_output=True, text=True).stdout
    start, size = next((int(m.group(1), 16), int(m.group(2), 16)) for m in
                       re.finditer(r"^([0-9a-f]+) .*\.text\s+([0-9a-f]+) .*" + KERNEL + "$",
                                   symbols, re.M))
    rows = []
    for line in out.splitlines():
        m = _LINE.match(line)
        if m and start <= int(m.group(2), 16) < start + size:
            rows.append((int(m.group(2), 16), m.group(1)))
    return rows


def main() -> None:
    from bbprof.codeobj.build import build_code_object
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.ir.rewrite import canonical_block_names
    from bbprof.isa import analyze
    from bbprof.profile import LaunchRecord, Profile

    ll = HERE / "att_sample.ll"
    module = load_module(ll)
    built = build_code_object(ll, text=canonical_block_names(module), arch="gfx942")
    (HERE / "att_sample.gfx942.hsaco").write_bytes(built.data)
    rows = disassemble(built.data)
    fn = analyze(load_module(ll), "gfx942").function(KERNEL)
    per_inst = [PER_WAVE[mb.name] for mb in fn.blocks for _ in mb.instructions]
    assert len(per_inst) == len(rows), (len(per_inst), len(rows))
    for name, waves in (("complete", WAVES), ("subset", 4)):
        write_trace(HERE / name, rows, [n * waves for n in per_inst], waves)

    # named relative to the repository: the block map is test data (no machine's folders)
    inst = instrument(load_module(ll.relative_to(ROOT), text=ll.read_text()))
    # entry, then, else, join, loop, exit: every wave enters every block once (both
    # sides non-empty), the loop TRIPS times; threads: half the lanes on each side.
    threads = [1024, 512, 512, 1024, 1024 * TRIPS, 1024]
    waves = [WAVES, WAVES, WAVES, WAVES, WAVES * TRIPS, WAVES]
    profile = Profile(inst.block_map, {"thread_hits": threads, "wave_hits": waves},
                      launches=[LaunchRecord(KERNEL, (4, 1, 1), (256, 1, 1))],
                      device={"arch": "gfx942", "note": "hand-derived counts, no device"},
                      meta={"made_by": "tests/data/validate/rocprof/make_samples.py"})
    profile.save(HERE / "instrumented.bbprof")


def write_trace(folder: Path, rows, hits: list[int], waves: int) -> None:
    ui = "ui_output_agent_1_dispatch_1"
    (folder / ui).mkdir(parents=True, exist_ok=True)
    symbol = rows[0][0]
    lines = ["CodeObj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source",
             f'1,{symbol},"; {KERNEL}",0,0,0,0,"{KERNEL}"']
    code = [[f"; {KERNEL}", 0, 0, KERNEL, 1, symbol, 0, 0, 0, 0]]
    for n, ((vaddr, text), hit) in enumerate(zip(rows, hits), start=1):
        latency, stall, idle = hit * 4, hit if text.startswith("s_waitcnt") else 0, hit
        lines.append(f'1,{vaddr},"{text}",{hit},{latency},{stall},{idle},""')
        code.append([text, 0, n, "", 1, vaddr, hit, latency, stall, idle])
    (folder / f"stats_{ui}.csv").write_text("\n".join(lines) + "\n")
    (folder / ui / "code.json").write_text(json.dumps(
        {"code": code, "version": "sample",
         "header": "ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle"},
        indent=None))
    # one wave file name per traced wave: wave_filenames[se][simd][slot][id]
    names: dict = {}
    for w in range(waves):
        simd, slot = w % 4, w // 4
        names.setdefault("0", {}).setdefault(str(simd), {}).setdefault(str(slot), {})["0"] = [
            f"se0_sm{simd}_sl{slot}_wv0.json", 100 * w, 100 * w + 5000]
    (folder / ui / "filenames.json").write_text(json.dumps(
        {"global_begin_time": 0, "gfxv": "vega", "gfxip": 9, "version": "sample",
         "counter_names": [], "wave_filenames": names}, indent=1))


if __name__ == "__main__":
    main()
