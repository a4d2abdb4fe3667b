"""Timeline mode: when each wave ran, on which SM/CU and wave slot (docs/timeline.md).

Counts say where a kernel's instructions go; the timeline says when: waves launching at
the start and retiring at the end, load imbalance between blocks, tail effects. With
``bbprof instrument --timeline`` every kernel gets, besides its counters, a stamp at its
entry and before each ``ret``, written by one elected lane per wave into a fixed buffer of
records. The chain of values, one module each:

* ``instrument.py``: the stamps (IR text, through ``ir/rewrite.py``'s ``ModuleEdit``) and
  the block map's ``TimelineGlobal`` section; the record layout and the clocks per target;
* ``records.py``: the records as read back per launch (``TimelineCapture``), saved in the
  Profile; the overflow rule (records past the buffer are dropped and counted);
* ``decode.py``: records -> a DataFrame, per-wave spans, the occupancy series, and
  ``TimelineTables``, all of them for a report (``render/timeline.py`` draws them);
* ``trace.py``: spans -> a Chrome/Perfetto trace-event JSON (``bbprof timeline``).

Sources: PTX ISA (``%globaltimer``, ``%clock64``, ``%smid``, ``%warpid``); the AMDGPU
back end (``llvm.readsteadycounter`` -> ``s_memrealtime``, ``HW_ID`` of gfx9); Google's
Trace Event Format document for the JSON.
"""
