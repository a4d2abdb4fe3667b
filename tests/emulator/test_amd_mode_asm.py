"""AMD inline assembly that sets the float mode register (``s_denorm_mode``,
``s_round_mode``, ``s_setreg``) is refused with its reason: the emulator keeps no mode
register (subnormals always kept, rounding to nearest even), so it cannot honour one."""

from __future__ import annotations

import numpy as np
import pytest

from bbprof.errors import UnsupportedIRError
from bbprof.runtime.backend import LaunchShape, get_backend

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  call void asm sideeffect "ASM", ""()
  store float 0x3800000000000000, ptr addrspace(1) %out
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
"""


@pytest.mark.parametrize("asm", ["s_denorm_mode 0", "s_round_mode 0x3",
                                 "s_waitcnt lgkmcnt(0)\\0As_denorm_mode 0xf"])
def test_float_mode_statements_are_refused_with_the_reason(asm):
    backend = get_backend("emulator")
    out = backend.upload(np.zeros(1, np.float32))
    with pytest.raises(UnsupportedIRError, match="no float mode register"):
        backend.load(KERNEL.replace("ASM", asm), None).launch("k", LaunchShape.of(1, 1),
                                                             [out])
