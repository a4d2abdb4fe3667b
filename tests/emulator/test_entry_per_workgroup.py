"""A kernel's entry counted once per workgroup, on the emulator.

On the spanning tree a kernel's entry counter (the virtual edge X -> entry: the threads
and waves launched) is one work-item's per workgroup (``counting``'s ``group_lines``):
work-item (0, 0, 0) adds its workgroup's threads and waves. These kernels are launched
with 3-D workgroups whose thread counts are not multiples of the wave size, on 3-D
grids, for NVPTX (warps of 32: ``%ntid``), gfx942 (wave64) and gfx1100 (wave32; both
from code object v5's implicit arguments), in every counting mode that can use the tree.
The decoded entry counts equal the ones derived by hand (workgroups x threads, and
workgroups x ceil(threads / wave size)) and the plain module's trace on every block; a
per-workgroup wave count rounded down, or a workgroup size missing a dimension, fails
them.
"""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

from emulator_cases import assert_counts_match_trace, counts_by_position

# the entry branches on a kernel argument (uniform): its counter is on the tree's one
# chord that every wave crosses, the entry's (at most 128 or 256 threads per workgroup, the
# attributes say: two to four waves, cheaper than a counter on each side)
BODY = """  %go = icmp sgt i32 %n, 0
  br i1 %go, label %yes, label %no
yes:
  store i32 1, ptr addrspace(1) %p
  ret void
no:
  store i32 2, ptr addrspace(1) %p
  ret void
}
"""

NVPTX = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
""" + "FLAT" + BODY + """
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
attributes #0 = { "nvvm.maxntid"="128" }
"""

AMDGPU = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %b = call i32 @llvm.amdgcn.workgroup.id.x()
""" + "FLAT" + BODY + """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "amdgpu-no-workitem-id-y" "amdgpu-no-workgroup-id-y" "amdgpu-no-implicitarg-ptr" "amdgpu-flat-work-group-size"="1,256" "target-cpu"="CPU" }
"""

# the work-item's flat index in the launch's first grid row, for its output slot
FLAT = """  %zy = mul i32 %z, SY
  %zyy = add i32 %zy, %y
  %row = mul i32 %zyy, SX
  %t = add i32 %row, %x
  %bt = mul i32 %b, THREADS
  %g = add i32 %bt, %t
  %i = zext i32 %g to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %i
"""

TARGETS = [("nvptx", 32), ("gfx942", 64), ("gfx1100", 32)]
BLOCKS = [(5, 3, 3), (9, 4, 2), (64, 1, 1)]   # 45, 72 and 64 threads
GRID = (3, 2, 2)
MODES = ["default", "thread/spanning-tree", "wave/spanning-tree"]


def _text(target: str, block: tuple[int, int, int]) -> str:
    flat = (FLAT.replace("SY", str(block[1])).replace("SX", str(block[0]))
            .replace("THREADS", str(block[0] * block[1] * block[2])))
    text = NVPTX if target == "nvptx" else AMDGPU.replace("CPU", target)
    return text.replace("FLAT", flat)


def _launch(text, block_map, block, n):
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    threads = block[0] * block[1] * block[2]
    out = backend.upload(np.zeros(GRID[0] * threads, np.int32))
    code.launch("k", LaunchShape(grid=GRID, block=block), [out, Scalar(n, np.int32)])
    return code, out.read_array(np.int32)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("block", BLOCKS)
@pytest.mark.parametrize("target,wave", TARGETS)
def test_entry_counts_per_workgroup(tmp_path, target, wave, block, mode):
    path = tmp_path / "k.ll"
    path.write_text(_text(target, block))
    module = load_module(path)
    result = instrument(module, mode=Mode.from_string(mode))
    (fn,) = result.block_map.functions
    assert fn.placement == "spanning-tree" and fn.entry_per_workgroup
    assert result.text.count("%ntid.z" if target == "nvptx" else "@__bbprof.group.w") >= 1
    groups = GRID[0] * GRID[1] * GRID[2]
    threads = block[0] * block[1] * block[2]
    for n in (1, 0):   # both sides of the entry's branch
        plain, plain_out = _launch(module.text, None, block, n)
        code, out = _launch(result.text, result.block_map, block, n)
        assert out.tobytes() == plain_out.tobytes()
        raw = code.read_counters()
        assert assert_counts_match_trace(result.block_map, raw,
                                         plain.trace_by_position()) == 3
        entry = counts_by_position(result.block_map, raw, "k")[0]
        want = (groups * threads, groups * -(-threads // wave))
        for got, expected in zip(entry, want):
            assert got in (None, expected), (entry, want)
        assert entry != (None, None)


def test_an_older_code_object_counts_every_wave(tmp_path):
    """Code object v4 has no workgroup sizes in its implicit arguments: per wave."""
    path = tmp_path / "k.ll"
    path.write_text(_text("gfx942", (64, 1, 1))
                    + '!llvm.module.flags = !{!0}\n'
                      '!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}\n')
    result = instrument(load_module(path))
    (fn,) = result.block_map.functions
    assert not fn.entry_per_workgroup
    assert "@__bbprof.group.w" not in result.text
