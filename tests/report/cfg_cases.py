"""Profiles the CFG picture tests draw, with the counts each run must give.

* ``host_report``: hand-written host IR instrumented and run on the host JIT, so every
  block and edge count follows from the arguments (``bbprof/examples/host_loops.ll``'s
  ``nested(n, m)``, ``PICK``'s ``pick(n)``).
* ``generated_ir``: a host function of about 1,000 blocks (a prologue, a hot loop and an
  epilogue, each a chain of if-then triangles), its counts known from ``n``.
* ``matmul_645``: Triton's 645-block gfx1100 matmul (tests/data/corpus) on the emulator,
  counted by its direct trace (no counting code): the CFG of issue 42's report.
"""

from __future__ import annotations

import ctypes
import functools
from importlib import resources

from bbprof.analysis import make_report
from bbprof.instrument import instrument
from bbprof.instrument.modes import Mode
from bbprof.ir import load_module
from bbprof.profile import Profile

from bbprof_testpaths import DATA

HOST_LOOPS = str(resources.files("bbprof.examples").joinpath("host_loops.ll"))
MATMUL = DATA / "corpus" / "gfx1100" / "matmul.ll"

# pick(n): @mode is 1, so `disabled` is statically dead (compile-time constants rule it
# out); `rare` runs only for i > 100, so for n <= 101 it never runs. pick(5) = 5.
PICK = """@mode = internal constant i32 1, align 4

define i64 @pick(i32 %n) {
entry:
  %m = load i32, ptr @mode, align 4
  %off = icmp eq i32 %m, 0
  br i1 %off, label %disabled, label %loop
disabled:
  br label %done
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %big = icmp sgt i32 %i, 100
  br i1 %big, label %rare, label %latch
rare:
  %r = add i64 %acc, 7
  br label %latch
latch:
  %v = phi i64 [ %r, %rare ], [ %acc, %loop ]
  %acc.next = add i64 %v, 1
  %i.next = add i32 %i, 1
  %go = icmp slt i32 %i.next, %n
  br i1 %go, label %loop, label %done
done:
  %res = phi i64 [ 0, %disabled ], [ %acc.next, %latch ]
  ret i64 %res
}
"""
# pick(5), by hand: the loop runs 5 times, its back edge 4; nothing enters rare
PICK_EDGES = {("entry", "disabled"): 0, ("entry", "loop"): 1, ("disabled", "done"): 0,
              ("loop", "rare"): 0, ("loop", "latch"): 5, ("rare", "latch"): 0,
              ("latch", "loop"): 4, ("latch", "done"): 1}

# nested(3, 5), by hand: i = 0..2, j = 0..4; i + j odd for 7 of the 15 (i, j)
NESTED_EDGES = {("entry", "outer"): 1, ("outer", "inner"): 3, ("outer", "exit"): 1,
                ("inner", "body"): 15, ("inner", "outer.latch"): 3, ("body", "odd"): 7,
                ("body", "even"): 8, ("odd", "inner.latch"): 7, ("even", "inner.latch"): 8,
                ("inner.latch", "inner"): 15, ("outer.latch", "outer"): 3}


def host_report(text: str, function: str, args: tuple, mode: Mode = Mode(),
                name: str = "k.ll"):
    """``text`` instrumented in ``mode``, ``function(*args)`` run once (i32 arguments,
    an i64 result); the report of its counts and the function's result."""
    from bbprof.runtime.host import HostProgram

    result = instrument(load_module(name, "host", text=text), mode=mode)
    program = HostProgram(result.text, result.block_map)
    fn = program.function(function, ctypes.c_int64, *[ctypes.c_int32] * len(args))
    value = fn(*args)
    profile = Profile.from_counters(result.block_map, program.read_counters())
    return make_report(profile), value


def nested_text() -> str:
    with open(HOST_LOOPS) as f:
        return f.read()


def generated_ir(prologue: int = 150, body: int = 100, epilogue: int = 250,
                 cold_loop: bool = False) -> str:
    """``big(n)``: ``prologue`` if-then triangles, a loop of ``n`` iterations (n >= 1) of
    ``body`` triangles, ``epilogue`` triangles: 2 * (prologue + body + epilogue) + 4
    blocks. Triangle k of the prologue and epilogue takes its `then` block when n > k % 7
    (else that block never runs); triangle k of the body when i < k % 3. ``cold_loop``:
    between the loop and the epilogue, a second loop (`cold`, 2 blocks) of 3 iterations."""
    lines = ["define i64 @big(i32 %n) {", "entry:", "  br label %p0"]

    def triangle(prefix: str, k: int, cond: str, next_label: str) -> None:
        lines.extend([f"{prefix}{k}:", f"  %{prefix}c{k} = {cond}",
                      f"  br i1 %{prefix}c{k}, label %{prefix}t{k}, label %{next_label}",
                      f"{prefix}t{k}:", f"  br label %{next_label}"])

    for k in range(prologue):
        triangle("p", k, f"icmp sgt i32 %n, {k % 7}",
                 f"p{k + 1}" if k + 1 < prologue else "header")
    lines.extend(["header:", "  %i = phi i32 [ 0, %p" + str(prologue - 1) + " ], "
                  f"[ 0, %pt{prologue - 1} ], [ %i.next, %latch ]", "  br label %b0"])
    for k in range(body):
        triangle("b", k, f"icmp slt i32 %i, {k % 3}", f"b{k + 1}" if k + 1 < body
                 else "latch")
    after = "cold" if cold_loop else "e0"
    lines.extend(["latch:", "  %i.next = add i32 %i, 1", "  %go = icmp slt i32 %i.next, %n",
                  f"  br i1 %go, label %header, label %{after}"])
    if cold_loop:
        lines.extend(["cold:", "  %j = phi i32 [ 0, %latch ], [ %j.next, %cold.latch ]",
                      "  br label %cold.latch", "cold.latch:", "  %j.next = add i32 %j, 1",
                      "  %again = icmp slt i32 %j.next, 3",
                      "  br i1 %again, label %cold, label %e0"])
    for k in range(epilogue):
        triangle("e", k, f"icmp sgt i32 %n, {k % 7}",
                 f"e{k + 1}" if k + 1 < epilogue else "exit")
    lines.extend(["exit:", "  %w = sext i32 %n to i64", "  ret i64 %w", "}"])
    return "\n".join(lines) + "\n"


@functools.lru_cache(maxsize=None)
def matmul_645(machine: bool = False):
    """The 645-block matmul, M = N = 128, K = 256 (8 iterations of BLOCK_K = 32; the
    software pipeline runs its loop block 6 times an entry), one workgroup of 128 lanes
    on the emulator: (profile, report). ``machine``: the report joined with the static mix
    compiled for gfx1100 (issued AMDGCN instructions, as `bbprof cfg` draws it); else the
    heat is IR instructions (no compiling)."""
    import tempfile
    from pathlib import Path

    from bbprof.cli.main import main

    with tempfile.TemporaryDirectory(prefix="bbprof-cfg-") as tmp:
        out = Path(tmp) / "matmul.bbprof"
        args = ["run", str(MATMUL), "--backend", "emulator", "--arch", "gfx1100",
                "--grid", "1", "--block", "128", "--shared", "65536",
                "-a", "f16[32768]:random", "-a", "f16[32768]:random", "-a", "f16[16384]",
                *[x for v in (128, 128, 256, 256, 128, 128) for x in ("-a", f"i32:{v}")],
                "-a", "null", "-a", "null", "-o", str(out), "-q"]
        assert main(args) == 0
        profile = Profile.load(out)
    if not machine:
        return profile, make_report(profile)
    from bbprof.isa.static_mix import static_mix

    return profile, make_report(profile, static_mix(profile, arch="gfx1100",
                                                    ir_path=MATMUL))
