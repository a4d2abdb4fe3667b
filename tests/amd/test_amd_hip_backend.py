"""The HIP backend without ROCm: argument bytes, the launch call, the call sequence
against a stand-in hip module, and the one-line error on a machine without ROCm."""

from __future__ import annotations

import ctypes
from dataclasses import replace
import struct
import sys

import numpy as np
import pytest
from amd_support import AMD_DATA, FakeHip, fake_hip, linker  # noqa: F401 (fixtures)

from bbprof.codeobj.elf import KernelArg as Slot, KernelMeta
from bbprof.errors import InputError, MismatchError, ToolFailure
from bbprof.runtime.backend import DeviceBuffer, LaunchShape, Scalar, get_backend
from bbprof.runtime.hip import HipBackend, pack_kernargs


class Buffer(DeviceBuffer):
    def __init__(self, pointer: int):
        self._pointer, self.nbytes = pointer, 0

    @property
    def pointer(self) -> int:
        return self._pointer

    def read(self):
        return b""

    def write(self, data):
        pass


def _meta(slots, name="k", size=None):
    args = tuple(Slot(offset=o, size=s, value_kind=k) for o, s, k in slots)
    end = max(o + s for o, s, _ in slots)
    return KernelMeta(name=name, symbol=f"{name}.kd", args=args,
                      kernarg_segment_size=size or end, kernarg_segment_align=8,
                      wavefront_size=64, max_flat_workgroup_size=256,
                      group_segment_fixed_size=0, private_segment_fixed_size=0,
                      sgpr_count=0, vgpr_count=0, agpr_count=0)


# The layout LLVM gave tests/data/amd/args.ll (checked against the real code object below).
MIXED = [(0, 8, "global_buffer"), (8, 4, "by_value"), (12, 4, "by_value"),
         (16, 2, "by_value"), (24, 8, "global_buffer"), (32, 8, "by_value"),
         (40, 8, "by_value"), (48, 2, "by_value"), (50, 1, "by_value"),
         (56, 8, "global_buffer")]
OUT, IN = 0x7F00_0000_1000, 0x7F00_0000_2000
MIXED_ARGS = [Buffer(OUT), Scalar(1000, np.dtype(np.int32)), Scalar(0.5, np.dtype(np.float32)),
              Scalar(-2, np.dtype(np.int16)), Buffer(IN), Scalar(-(1 << 40), np.dtype(np.int64)),
              Scalar(3.25, np.dtype(np.float64)), Scalar(1.5, np.dtype(np.float16)),
              Scalar(-3, np.dtype(np.int8)), Scalar(0, np.dtype(np.uint64))]
MIXED_BYTES = (struct.pack("<Q", OUT) + struct.pack("<i", 1000) + struct.pack("<f", 0.5)
               + struct.pack("<h", -2) + bytes(6) + struct.pack("<Q", IN)
               + struct.pack("<q", -(1 << 40)) + struct.pack("<d", 3.25)
               + struct.pack("<e", 1.5) + struct.pack("<b", -3) + bytes(5)
               + struct.pack("<Q", 0))


def test_pointers_and_scalars_packed_at_metadata_offsets():
    packed = pack_kernargs(_meta(MIXED), MIXED_ARGS)
    assert len(MIXED_BYTES) == 64
    assert packed.to_bytes() == MIXED_BYTES
    assert packed.size.value == 64
    assert ctypes.addressof(packed.buffer) % 8 == 0


def test_extra_is_the_five_pointer_launch_config():
    packed = pack_kernargs(_meta(MIXED), MIXED_ARGS)
    config = list(packed.config)
    assert config[0] == 1 and config[2] == 2 and config[4] == 3   # POINTER, SIZE, END
    assert config[1] == ctypes.addressof(packed.buffer)
    assert ctypes.c_size_t.from_address(config[3]).value == 64
    assert ctypes.string_at(config[1], 64) == MIXED_BYTES


def test_size_rounds_up_to_eight_and_padding_is_zero():
    packed = pack_kernargs(_meta([(0, 8, "global_buffer"), (8, 4, "by_value")]),
                           [Buffer(0x1234), Scalar(7, np.dtype(np.uint32))])
    assert packed.to_bytes() == struct.pack("<QI", 0x1234, 7) + bytes(4)


def test_hidden_arguments_are_left_to_the_runtime():
    meta = _meta([(0, 8, "global_buffer"), (8, 4, "by_value"), (16, 4, "hidden_block_count_x"),
                  (20, 2, "hidden_group_size_x")], size=256)
    packed = pack_kernargs(meta, [Buffer(1), Scalar(2, np.dtype(np.int32))])
    assert packed.to_bytes() == struct.pack("<Qi", 1, 2) + bytes(4)
    with pytest.raises(InputError, match="'k' takes 2 arguments, 3 given"):
        pack_kernargs(meta, [Buffer(1), Scalar(2, np.dtype(np.int32)), Buffer(3)])


@pytest.mark.parametrize("args, message", [
    ([Scalar(1, np.dtype(np.int64)), Scalar(1, np.dtype(np.int32))],
     "argument 0 of 'k' is 4 bytes, the value 1 is int64"),
    ([Buffer(5), Scalar(1, np.dtype(np.int32))], "argument 0 of 'k' is a 4-byte by_value"),
    ([Scalar(1 << 31, np.dtype(np.int32)), Scalar(1, np.dtype(np.int32))],
     "2147483648 does not fit int32"),
    ([Scalar(1, np.dtype(np.int32)), Scalar(0.5, np.dtype(np.float32))],
     "argument 1 of 'k' is a pointer"),
])
def test_wrong_arguments_are_input_errors(args, message):
    with pytest.raises(InputError, match=message):
        pack_kernargs(_meta([(0, 4, "by_value"), (8, 8, "global_buffer")]), args)


def test_real_code_object_has_the_layout_the_tests_assume(linker):
    from bbprof.codeobj import build_code_object

    built = build_code_object(AMD_DATA / "args.ll", linker=linker)
    meta = built.code_object.kernel("mixed")
    assert [(a.offset, a.size, a.value_kind) for a in meta.explicit_args] == MIXED
    assert pack_kernargs(meta, MIXED_ARGS).to_bytes() == MIXED_BYTES


def test_hip_python_reads_the_config_as_a_pointer_to_it():
    types = pytest.importorskip("hip._util.types")
    from hip import hip

    assert (hip.HIP_LAUNCH_PARAM_BUFFER_POINTER, hip.HIP_LAUNCH_PARAM_BUFFER_SIZE,
            hip.HIP_LAUNCH_PARAM_END) == (1, 2, 3)
    packed = pack_kernargs(_meta(MIXED), MIXED_ARGS)
    assert int(types.Pointer(packed.config)) == ctypes.addressof(packed.config)


# -- without ROCm ---------------------------------------------------------------------------

def test_no_rocm_is_one_clear_line():
    pytest.importorskip("hip")
    import ctypes.util

    if ctypes.util.find_library("amdhip64"):
        pytest.skip("this machine has ROCm")
    with pytest.raises(ToolFailure) as info:
        get_backend("hip")
    line = info.value.one_line()
    assert line.startswith("no HIP runtime: hip-python is installed but libamdhip64.so")
    assert "\n" not in line and "Traceback" not in line
    assert info.value.exit_code == 1


def test_no_hip_python_is_one_clear_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "hip", None)   # import hip -> ImportError
    with pytest.raises(ToolFailure, match=r"needs hip-python: pip install 'bbprof\[amd\]'"):
        get_backend("hip")


def test_cli_style_exit_on_a_machine_without_rocm():
    """What main() prints: the error line, exit status 1, no traceback."""
    import subprocess

    pytest.importorskip("hip")
    code = ("import sys\nfrom bbprof.errors import BbprofError\n"
            "from bbprof.runtime.backend import get_backend\n"
            "try:\n    get_backend('hip')\nexcept BbprofError as e:\n"
            "    print('bbprof: error: ' + e.one_line(), file=sys.stderr); sys.exit(e.exit_code)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    import ctypes.util
    if ctypes.util.find_library("amdhip64"):
        pytest.skip("this machine has ROCm")
    assert proc.returncode == 1
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


# -- the whole launch path against a stand-in hip module --------------------------------------

@pytest.fixture(scope="module")
def reduce_gfx942():
    from bbprof.instrument import instrument
    from bbprof.ir import load_module

    result = instrument(load_module(AMD_DATA / "triton" / "gfx942" / "reduce.ll"))
    return result


def test_device_info_from_properties(fake_hip):
    backend = HipBackend(hip_module=fake_hip)
    info = backend.device()
    assert (info.backend, info.name, info.arch, info.wave_size, info.units) == (
        "hip", "AMD Instinct MI300X", "gfx942", 64, 304)
    assert info.extra["gcnArchName"] == "gfx942:sramecc+:xnack-"
    assert [c[0] for c in fake_hip.calls[:3]] == ["hipInit", "hipGetDeviceCount",
                                                  "hipSetDevice"]


def test_arch_option_must_be_the_devices(fake_hip):
    assert HipBackend(hip_module=fake_hip, arch="gfx942").arch == "gfx942"
    with pytest.raises(InputError, match="--arch gfx90a: HIP device 0 is gfx942"):
        HipBackend(hip_module=FakeHip(), arch="gfx90a")


def test_load_launch_read_counters(fake_hip, reduce_gfx942, linker):
    result = reduce_gfx942
    bm = result.block_map
    backend = HipBackend(hip_module=fake_hip, linker=linker)
    code = backend.load(result.text, bm)
    # The counter global was found by name, its size checked, and zeroed (it held 0xAB).
    assert ("hipModuleGetGlobal", ("module0", b"__bbprof_counters")) in fake_hip.calls
    counters = code.read_counters()
    assert counters.dtype == np.uint64 and counters.size == bm.counter_words
    assert not counters.any()

    x = backend.upload(np.arange(1024, dtype=np.float32))
    out = backend.allocate(4)
    assert np.array_equal(x.read_array(np.float32), np.arange(1024, dtype=np.float32))
    args = [x, out, Scalar(1024, np.dtype(np.int32)), Scalar(0, np.dtype(np.uint64)),
            Scalar(0, np.dtype(np.uint64))]
    shape = LaunchShape.of(8, 256)
    code.launch("reduce_kernel", shape, args)
    code.launch("reduce_kernel", shape, args)
    launch = fake_hip.launches[-1]
    assert launch["function"] == ("module0", "reduce_kernel")
    assert launch["grid"] == (8, 1, 1) and launch["block"] == (256, 1, 1)
    assert launch["tags"] == (1, 2, 3)
    assert launch["kernargs"] == struct.pack("<QQiIQQ", x.pointer, out.pointer, 1024, 0, 0, 0)
    # hipModuleLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, kernelParams, extra)
    name, call = [c for c in fake_hip.calls if c[0] == "hipModuleLaunchKernel"][-1]
    assert call[7:] == (0, None, None)
    # The stand-in kernel adds the launch's threads to word 0; counts accumulate.
    assert code.read_counters()[0] == 2 * 8 * 256
    code.zero_counters()
    assert not code.read_counters().any()
    assert code.time("reduce_kernel", shape, args, repeat=3) == [0.25] * 3
    assert fake_hip.calls[-1][0] == "hipEventDestroy"


def test_arch_mismatch_with_the_device_is_refused(reduce_gfx942, linker):
    fake = FakeHip()
    fake.hipDeviceProp_t = type("P", (), {**vars(FakeHip.hipDeviceProp_t),
                                          "gcnArchName": b"gfx90a:sramecc+:xnack-"})
    backend = HipBackend(hip_module=fake, linker=linker)
    with pytest.raises(MismatchError, match="instrumented for gfx942, this GPU is gfx90a"):
        backend.load(reduce_gfx942.text, reduce_gfx942.block_map)


def test_block_size_over_the_kernel_limit_is_refused(fake_hip, reduce_gfx942, linker):
    code = HipBackend(hip_module=fake_hip, linker=linker).load(reduce_gfx942.text,
                                                                reduce_gfx942.block_map)
    with pytest.raises(InputError, match="at most 256 threads per workgroup"):
        code.launch("reduce_kernel", LaunchShape.of(1, 512), [])


def test_driver_errors_become_tool_failures_naming_the_call(reduce_gfx942, linker):
    fake = FakeHip(fail={"hipModuleLoadData": 209})
    backend = HipBackend(hip_module=fake, linker=linker)
    with pytest.raises(ToolFailure) as info:
        backend.load(reduce_gfx942.text, reduce_gfx942.block_map)
    assert info.value.one_line() == ("hipModuleLoadData failed: hipErrorNoBinaryForGpu (was "
                                     "it built for this GPU's arch? (bbprof build --arch))")


def test_no_device_is_one_line():
    fake = FakeHip(fail={"hipInit": 100})
    with pytest.raises(ToolFailure, match="hipInit failed: hipErrorNoDevice"):
        HipBackend(hip_module=fake)


def test_load_code_object_from_bbprof_build(fake_hip, reduce_gfx942, linker):
    from bbprof.codeobj import build_code_object

    built = build_code_object("r.bbprof.ll", block_map=reduce_gfx942.block_map,
                              text=reduce_gfx942.text, linker=linker)
    backend = HipBackend(hip_module=fake_hip)
    code = backend.load_code_object(built.data, reduce_gfx942.block_map, path="r.hsaco")
    assert code.read_counters().size == reduce_gfx942.block_map.counter_words
    bm = reduce_gfx942.block_map
    wrong = replace(bm, counters=replace(bm.counters, words=bm.counter_words * 2))
    with pytest.raises(MismatchError, match="__bbprof_counters is"):
        backend.load_code_object(built.data, wrong, path="r.hsaco")


def test_read_module_global_for_the_triton_integration(fake_hip, reduce_gfx942, linker):
    from bbprof.codeobj import build_code_object
    from bbprof.runtime.hip import read_module_global

    built = build_code_object("r.bbprof.ll", block_map=reduce_gfx942.block_map,
                              text=reduce_gfx942.text, linker=linker)
    code = HipBackend(hip_module=fake_hip).load_code_object(built.data, reduce_gfx942.block_map)
    code.launch("reduce_kernel", LaunchShape.of(3, 64),
                [Buffer(16), Buffer(32), Scalar(5, np.dtype(np.int32)),
                 Scalar(0, np.dtype(np.uint64)), Scalar(0, np.dtype(np.uint64))])
    words = read_module_global(code.module, "__bbprof_counters", zero=True, hip_module=fake_hip)
    assert words.size == reduce_gfx942.block_map.counter_words and words[0] == 192
    assert not code.read_counters().any()


def test_cfg_hash_read_from_the_loaded_code_object(fake_hip, reduce_gfx942, linker):
    """hipModuleGetGlobal + hipMemcpyDtoH of @__bbprof_cfg_hash (the stand-in serves the
    bytes the code object's image holds): the block map's hash; the map of another
    module with the same counter size is refused naming both hashes."""
    from dataclasses import replace

    from bbprof.codeobj import build_code_object
    from bbprof.instrument import instrument
    from bbprof.ir import load_module
    from bbprof.profile import Profile
    from bbprof.runtime.hip import read_cfg_hash

    bm = reduce_gfx942.block_map
    built = build_code_object("r.bbprof.ll", block_map=bm, text=reduce_gfx942.text,
                              linker=linker)
    code = HipBackend(hip_module=fake_hip).load_code_object(built.data, bm, path="r.hsaco")
    assert code.cfg_hash() == bm.module_hash_value
    assert ("hipModuleGetGlobal", ("module0", b"__bbprof_cfg_hash")) in fake_hip.calls
    assert read_cfg_hash(code.module, hip_module=fake_hip) == bm.module_hash_value
    other = instrument(load_module(AMD_DATA / "triton" / "gfx942" / "softmax.ll")).block_map
    wrong = replace(bm, binding=other.binding, path="softmax.bbprof.json")
    with pytest.raises(MismatchError) as info:
        Profile.from_counters(wrong, code.read_counters(), cfg_hash=code.cfg_hash(),
                              module="r.hsaco")
    message = str(info.value)
    assert (f"{bm.module_hash_value:#018x}" in message
            and f"{wrong.module_hash_value:#018x}" in message)
    assert "r.hsaco" in message and "softmax.bbprof.json" in message and "\n" not in message
