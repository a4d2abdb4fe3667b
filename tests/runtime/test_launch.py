"""Launches worked out instead of typed (issue 42 item 2): parameters read from the code
(bbprof/ir/signature.py), launch files (bbprof's, IREE's, Triton's metadata), `run
--size`, the printed command, and faults that name the --arg at fault.

Expectations are by hand from the IR written here, or from a second run of the same
kernel with hand-written --args (same counts)."""

from __future__ import annotations

import gzip
import json
import shlex
from importlib import resources

import llvmlite.binding as llvm
import pytest

from bbprof.cli.main import main
from bbprof.errors import InputError
from bbprof.ir.signature import launch_bounds, parameter_uses
from bbprof.profile import Profile
from bbprof.runtime.launch import LaunchPlan, complete, read_launch_file

from bbprof_testpaths import DATA

EXAMPLES = resources.files("bbprof.examples")

KERNELS = r"""
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %acc,
                          ptr addrspace(1) readnone %scratch, i32 %n, float %alpha,
                          ptr addrspace(1) %raw) #0 {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr half, ptr addrspace(1) %x, i32 %i
  %v = load half, ptr addrspace(1) %p
  %w = fpext half %v to float
  %q = getelementptr i8, ptr addrspace(1) %y, i32 %i
  %vec = insertelement <2 x float> poison, float %w, i32 0
  store <2 x float> %vec, ptr addrspace(1) %q
  %old = atomicrmw add ptr addrspace(1) %acc, i64 1 monotonic
  %r = getelementptr float, ptr addrspace(1) %raw, i32 %i
  %bits = call i32 asm sideeffect "ld.global.b32 $0, [ $1 + 0 ];", "=r,l"(ptr addrspace(1) %r)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { "nvvm.maxntid"="96" }
"""

AMD = r"""
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @g(ptr %a, ptr %b) !reqd_work_group_size !0 {
  %ai = ptrtoint ptr %a to i64
  %lo = trunc i64 %ai to i32
  %d0 = insertelement <4 x i32> <i32 poison, i32 poison, i32 544, i32 159744>, i32 %lo, i64 0
  %h64 = lshr i64 %ai, 32
  %h32 = trunc i64 %h64 to i32
  %hi = and i32 %h32, 65535
  %d = insertelement <4 x i32> %d0, i32 %hi, i64 1
  %v = call <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32> %d, i32 0, i32 0, i32 0)
  %rb = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p0(ptr %b, i16 0, i64 64, i32 0)
  %e = extractelement <2 x float> %v, i32 0
  call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %e, ptr addrspace(8) %rb, i32 0, i32 0, i32 0)
  ret void
}

declare <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32>, i32, i32, i32)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p0(ptr, i16, i64, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8), i32, i32, i32)

!0 = !{i32 128, i32 2, i32 1}
"""


def uses_of(text: str, name: str):
    module = llvm.parse_assembly(text)
    function = module.get_function(name)
    return module, function, parameter_uses(function)


def test_parameters_are_read_from_the_code():
    module, function, uses = uses_of(KERNELS, "k")
    by_name = {u.name: u for u in uses}
    x, y, acc = by_name["%x"], by_name["%y"], by_name["%acc"]
    assert (x.element, x.read, x.written) == ("f16", True, False)        # load half
    assert (y.element, y.read, y.written) == ("f32", False, True)        # store <2 x float>, i8 GEP
    assert (acc.element, acc.read, acc.written) == ("i64", True, True)   # atomicrmw i64
    assert by_name["%scratch"].readnone
    raw = by_name["%raw"]      # inline PTX moves b32; the getelementptr says float
    assert (raw.element, raw.evidence, raw.read) == ("f32", "its getelementptr", True)
    assert [u.type for u in uses if not u.is_pointer] == ["i32", "float"]
    assert launch_bounds(module, function) == ((96, 1, 1),
                                               "the kernel's nvvm.maxntid (its largest block)")


def test_amd_buffer_descriptors_give_type_and_size():
    module, function, uses = uses_of(AMD, "g")
    a, b = uses
    assert (a.element, a.read, a.extent_bytes) == ("f32", True, 544)   # rocMLIR's literal
    assert (b.element, b.written, b.extent_bytes) == ("f32", True, 64)  # make.buffer.rsrc
    assert launch_bounds(module, function)[0] == (128, 2, 1)
    plan = complete(LaunchPlan(), uses, size=1000, bounds=launch_bounds(module, function))
    assert plan.args == ["f32[136]:random", "f32[16]"]     # 544 / 4 and 64 / 4 elements
    assert plan.block == (128, 2, 1) and plan.grid == (4,)  # 1000 / 256 threads, rounded up


def test_size_fills_scalars_and_nulls():
    module, function, uses = uses_of(KERNELS, "k")
    plan = complete(LaunchPlan(args=["@given.npy"]), uses, size=64,
                    bounds=launch_bounds(module, function))
    assert plan.args == ["@given.npy", "f32[64]", "i64[64]:random", "null", "64", "f32:1.0",
                         "f32[64]:random"]
    assert plan.grid == (1,) and plan.derived
    with pytest.raises(InputError, match="no --grid given"):
        complete(LaunchPlan(block=(64,)), uses, size=None, bounds=(None, ""))


def test_launch_files_of_three_kinds(tmp_path):
    own = tmp_path / "own.json"
    own.write_text(json.dumps({"grid": [4, 2], "block": 64, "args": ["f32[8]", 3]}))
    plan = read_launch_file(own)
    assert (plan.grid, plan.block, plan.args) == ((4, 2), (64,), ["f32[8]", "3"])
    triton = tmp_path / "k.json"     # the keys Triton 3.x writes beside k.llir
    triton.write_text(json.dumps({"name": "k", "num_warps": 8, "shared": 98304,
                                  "target": {"backend": "hip", "arch": "gfx942",
                                             "warp_size": 64}}))
    plan = read_launch_file(triton)
    assert (plan.kernel, plan.block, plan.shared) == ("k", (512,), 98304)
    iree = next((DATA / "mlir_ops" / "matmul_f16" / "gfx942").glob("*.launch.json"))
    plan = read_launch_file(iree)
    assert plan.grid == (32, 1, 1) and plan.block == (256, 1, 1)
    assert plan.args == ["u8[262144]", "u8[262144]", "u8[1048576]"]   # 512x256 f16 x2, 512x512 f32
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"grid": [0]}))
    with pytest.raises(InputError, match="bad.json"):
        read_launch_file(bad)


@pytest.fixture
def loop_kernel(tmp_path):
    source = tmp_path / "loop.ll"
    source.write_text(EXAMPLES.joinpath("nvptx_loop.ll").read_text())
    assert main(["instrument", str(source), "-q"]) == 0
    return tmp_path / "loop.bbprof.ll"


def test_run_size_prints_a_command_that_gives_the_same_counts(loop_kernel, capsys):
    # nvptx_loop: 1024 floats a program (4 a thread, 128 threads, twice), trip count %3
    assert main(["run", str(loop_kernel), "--backend", "emulator", "--size", "2048",
                 "--grid", "2", "-o", str(loop_kernel.with_name("a.bbprof"))]) == 0
    err = capsys.readouterr().err
    line = next(l for l in err.splitlines() if l.startswith("launch: "))
    words = shlex.split(line.removeprefix("launch: "))
    assert words[words.index("--block") + 1] == "128,1,1"       # nvvm.reqntid
    assert words.count("-a") == 6 and "f32[2048]:random" in words and "null" in words
    assert main([*words[1:], "-o", str(loop_kernel.with_name("b.bbprof")), "-q"]) == 0
    a = Profile.load(loop_kernel.with_name("a.bbprof")).to_dataframe()
    b = Profile.load(loop_kernel.with_name("b.bbprof")).to_dataframe()
    assert a.thread_hits.tolist() == b.thread_hits.tolist()
    loop = a.set_index("block").thread_hits[".lr.ph"]
    assert loop == 2 * 128 * 2048       # 2 programs x 128 threads x n = --size iterations


def test_a_fault_names_the_arg_at_fault(loop_kernel, capsys):
    # one element a thread is too few for a kernel that reads 8 a thread: a fault past
    # the end of --arg 1, named
    assert main(["run", str(loop_kernel), "--backend", "emulator", "--size", "256"]) != 0
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert "past the end of --arg 1 (float32[256]:random)" in err


def test_the_demo_command_reproduces_the_demo_counts(tmp_path):
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.runtime.emulator.direct import conv_demo

    module = load_module(EXAMPLES.joinpath("amdgpu_gfx942_conv2d_implicit_gemm.ll"))
    run = conv_demo(module)
    path = tmp_path / "conv.bbprof.ll"
    result = instrument(module)
    path.write_text(result.text)
    path.with_suffix(".json").write_text(result.block_map.with_path(
        str(path.with_suffix(".json"))).to_json())
    words = shlex.split(run.launch.command(str(path), ["--backend", "emulator"]))
    assert main([*words[1:], "-o", str(tmp_path / "c.bbprof"), "-q"]) == 0
    cli = Profile.load(tmp_path / "c.bbprof").to_dataframe()
    demo = run.profile.to_dataframe()
    assert cli.thread_hits.tolist() == demo.thread_hits.tolist()
    assert cli.wave_hits.tolist() == demo.wave_hits.tolist()


def test_triton_metadata_beside_the_llir_gives_block_and_shared(tmp_path, capsys):
    source = tmp_path / "loop_kernel.llir"
    source.write_text(EXAMPLES.joinpath("nvptx_loop.ll").read_text())
    (tmp_path / "loop_kernel.json").write_text(json.dumps(
        {"name": "loop_kernel", "num_warps": 4, "shared": 512,
         "target": {"backend": "cuda", "arch": 90, "warp_size": 32}}))
    assert main(["instrument", str(source), "-q"]) == 0
    assert main(["run", str(tmp_path / "loop_kernel.bbprof.ll"), "--backend", "emulator",
                 "--size", "1024", "--grid", "1", "-q"]) == 0
    profile = Profile.load(tmp_path / "loop_kernel.bbprof")
    assert profile.launches[0].shared_bytes == 512 and profile.launches[0].block == (128, 1, 1)


def test_a_block_against_reqd_work_group_size_is_refused(tmp_path, capsys):
    path = tmp_path / "g.ll"
    path.write_text(AMD)
    argv = ["run", str(path), "--backend", "emulator", "--arch", "gfx942", "--grid", "1",
            "-a", "f32[136]", "-a", "f32[16]", "-q"]
    assert main([*argv, "--block", "64"]) == 2
    err = capsys.readouterr().err
    assert "compiled for workgroups of 128x2x1 work-items (reqd_work_group_size)" in err
    assert "pass --block 128,2,1" in err
    assert main(argv) == 0         # the block from the kernel: 128,2,1
