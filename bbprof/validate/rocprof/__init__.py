"""bbprof's wave counts against AMD thread trace (``rocprofv3 --att``), block by block.

Four rooms: ``reading.py`` (what rocprofv3 wrote), ``attribution.py`` (trace rows onto
bbprof's assembly and IR blocks), ``comparison.py`` (per block, against the profile) and
``check.py`` (the whole check); the text table is ``bbprof/render/validate.py``.

**Not yet run on AMD hardware.** Written against rocprofv3's documented output and the
code that writes it (docs/validate.md, "AMD" lists the sources), tested on hand-made files
in that format (``tests/data/validate/rocprof/``).

What rocprofv3 writes. After ``rocprofv3 --att -d DIR -- app``, the ROCprof Trace Decoder
leaves, per traced dispatch, a folder ``ui_output_agent_<A>_dispatch_<D>/`` (JSON for the
ROCprof Compute Viewer: ``code.json``, ``filenames.json``, one file per traced wave) and,
beside it, ``stats_ui_output_agent_<A>_dispatch_<D>.csv``: one row per instruction of every
kernel a traced wave ran, columns ``CodeObj`` (the docs spell it ``Codeobj``), ``Vaddr``
(the instruction's ELF virtual address in its code object, decimal), ``Instruction`` (the
disassembly), ``Hitcount``, ``Latency``, ``Stall``, ``Idle``, ``Source``. Before a kernel's
first instruction a row ``"; <symbol>",0,0,0,0,"<demangled>"`` names it. ``Hitcount`` is
the number of times the instruction was issued, summed over the *traced* waves: the
decoder adds one per instruction record of each wave. ``code.json`` holds the same numbers
as lists ``[ISA, _, LineNumber, Source, Codeobj, Vaddr, Hit, Latency, Stall, Idle]`` and is
read when there is no CSV (rocprofv3 7.x writes each only when its output format is on).

Attribution. The traced code must be bbprof's own uninstrumented build of the kernel
(``build_code_object`` of the canonically named IR, the same compile ``bbprof static``
parses). The decoder lists *every* instruction of the kernel symbol (it disassembles the
symbol's whole range on the first hit), in address order; the verbose assembly lists the
same instructions in the same (layout) order. So the n-th row of the kernel in the trace
is the n-th instruction of the assembly, and every pair is checked by mnemonic (operands
are printed differently: branch targets are labels in one and offsets in the other). Any
difference in count or mnemonic means the trace is of other code, and stops the check.
Trailing ``s_nop``/``s_code_end`` rows with no hits are padding. Each instruction then
belongs to the machine block, and through ``bbprof.isa.attribution`` to the IR block, that
``bbprof static`` gives it.

Comparison. bbprof's ``wave_hits`` of a block are the waves that reached its counter with
at least one active lane; the trace's count for a block is the ``Hitcount`` of the first
instruction of the machine block named after it (``%bbprof.N``), where the counter sits.
Thread counts have no trace counterpart (the trace carries no exec mask). Thread trace
records only the waves of the traced CU(s)/SIMD(s) (``--att-target-cu``,
``--att-shader-engine-mask``, ``--att-simd-select``): when the traced waves are all of the
launch's waves (the entry block's ``wave_hits``), counts must be equal (mode ``complete``);
otherwise the comparison is of per-wave rates, Hitcount / traced waves against
wave_hits / all waves (mode ``sampled``), which is exact only when the traced waves behave
like the average wave. Verdicts are listed in docs/validate.md.
"""

from bbprof.validate.rocprof.attribution import TracedInstruction, attribute
from bbprof.validate.rocprof.check import check_att
from bbprof.validate.rocprof.comparison import AttBlockCheck, AttValidation, compare_att
from bbprof.validate.rocprof.reading import (AttDispatch, AttKernel, AttRow, mnemonic_of,
                                             parse_code_json, parse_stats_csv, read_att_dir,
                                             select_kernel, traced_wave_count)

__all__ = ["AttBlockCheck", "AttDispatch", "AttKernel", "AttRow", "AttValidation",
           "TracedInstruction", "attribute", "check_att", "compare_att", "mnemonic_of",
           "parse_code_json", "parse_stats_csv", "read_att_dir", "select_kernel",
           "traced_wave_count"]
