"""`__nvvm_reflect` left in a module (issue 40: Triton 3.9's sm_90 llir with libdevice,
3 and 9 of the real-world modules): the emulator answers as LLVM's NVVMReflect pass does
(`__CUDA_FTZ` from the module flag, `__CUDA_ARCH` the SM version x 10, other names 0),
and refuses in one line what it cannot answer."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "nvptx64-nvidia-cuda"
@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\\00"
@arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\\00"
@other = private unnamed_addr constant [6 x i8] c"OTHER\\00"
declare i32 @__nvvm_reflect(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define ptx_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = call i32 @__nvvm_reflect(ptr @ftz)
  %b = call i32 @__nvvm_reflect(ptr @arch)
  %c = call i32 @__nvvm_reflect(ptr @other)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  %s = mul i32 %b, 100
  %s2 = add i32 %s, %a
  %s3 = add i32 %s2, %c
  store i32 %s3, ptr addrspace(1) %p
  ret void
}
attributes #0 = { CPU }
!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
"""


def _run(text):
    backend = get_backend("emulator")
    code = backend.load(text, None)
    out = backend.upload(np.zeros(32, np.int32))
    code.launch("k", LaunchShape.of(1, 32), [out])
    return out.read_array(np.int32)


def test_reflect_answers_as_nvvmreflect():
    got = _run(KERNEL.replace("CPU", '"target-cpu"="sm_90"'))
    assert got.tolist() == [900 * 100 + 1 + 0] * 32


def test_arch_without_a_processor_is_refused():
    with pytest.raises(UnsupportedIRError, match="__CUDA_ARCH.*names no processor"):
        _run(KERNEL.replace("CPU", '"nvvm.maxntid"="32"'))
