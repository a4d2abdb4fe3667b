"""``cuobjdump --dump-resource-usage``'s text read per function (bbprof/isa/sass.py): the
registers the Triton session's occupancy check compares come from it."""

from __future__ import annotations

from bbprof.isa.sass import parse_resource_usage

LISTING = """
Resource usage:
 Common:
  GLOBAL:524324 CONSTANT[4]:32
 Function libdevice_mix_kernel:
  REG:56 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:568 TEXTURE:0 SURFACE:0 SAMPLER:0
 Function helper:
  REG:24 STACK:16 SHARED:1024 LOCAL:8 CONSTANT[0]:360 TEXTURE:0 SURFACE:0 SAMPLER:0
"""


def test_each_function_its_registers_stack_shared_and_local_memory():
    assert parse_resource_usage(LISTING) == {
        "libdevice_mix_kernel": {"sass_registers": 56, "stack_bytes": 0, "shared_bytes": 0,
                                 "local_bytes": 0},
        "helper": {"sass_registers": 24, "stack_bytes": 16, "shared_bytes": 1024,
                   "local_bytes": 8}}


def test_the_common_section_and_other_text_are_not_a_function():
    assert parse_resource_usage("Resource usage:\n Common:\n  GLOBAL:8\n") == {}
    assert parse_resource_usage("") == {}
