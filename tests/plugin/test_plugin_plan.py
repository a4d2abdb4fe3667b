"""The pass plugin reads the plan bbprof's own engine wrote (``-bbprof-plan``; issue 36,
one engine of record): the same counter words, the same block map.

* Every corpus module of tests/data/corpus and every IREE module of tests/data/iree that
  both engines read (LLVM 19's opt refuses Triton's AMD softmax, the gfx942 layernorm and
  every IREE AMD module: LLVM 20's ``make.buffer.rsrc`` signature; and IREE's sm_80
  convolution + bias + ReLU: an ``immarg`` LLVM 19 does not take), in the default mode:
  opt with ``-bbprof-plan`` writes the Python engine's block map byte for byte, and where
  the emulator runs the kernel, the module opt wrote gives the Python engine's output's
  counter array word for word, every block's count equal to the emulator's direct trace of
  the plain module (the expected counts, from neither engine), and the plain module's
  outputs bit for bit.
* A plan made for other IR (one block changed), a function the plan lacks, another mode
  or another target: one ``error: bbprof:`` line, a non-zero exit, no output at all.
* ``-bbprof-dump`` writes the module as the pass sees it (after the passes before it in
  the pipeline), and the two-step workflow (dump, ``bbprof instrument``, rebuild with the
  plan) counts the hand-derived counts of the host example.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from bbprof.instrument import BlockMap, instrument
from bbprof.ir import load_module

from bbprof_testpaths import DATA
from plugin_support import plugin  # noqa: F401  (the fixture)
from test_plugin_emulator import _loop_kernel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "emulator"))
from emulator_cases import CASES, assert_counts_match_trace, run_case  # noqa: E402
from test_bf16 import LANES, MATMUL_SHARED  # noqa: E402
from test_iree_sm80 import OTHERS, PROGRAMS, _inputs, _kernels, _run  # noqa: E402

CORPUS = DATA / "corpus"
IREE_SM80 = DATA / "iree" / "sm_80"
NOT_LLVM19 = {"gfx1100/softmax.ll", "gfx942/softmax.ll", "gfx908/softmax.ll",
              "gfx90a/softmax.ll", "triton39/gfx942/layernorm.ll",
              "iree/sm_80/conv_bias_relu_f16.linked.ll.gz",
              "iree/sm_80/conv_bias_relu_f16.optimized.ll.gz"}
# no launcher here: Hopper's wgmma matmul, and kernels without an emulator case
NOT_RUN = {"sm_90/matmul.ll", "triton39/sm_90/layernorm.ll", "sm_90/softmax.ll"}


def _name(path: Path) -> str:
    """``sm_80/branchy.ll`` for the corpus, ``iree/sm_80/<program>.<stage>.ll.gz``."""
    return path.relative_to(CORPUS if CORPUS in path.parents else DATA).as_posix()


def _modules() -> list[Path]:
    corpus = sorted([*CORPUS.rglob("*.ll"), *CORPUS.rglob("*.llir")])
    iree = sorted(IREE_SM80.glob("*.ll.gz"))
    return [p for p in corpus + iree if _name(p) not in NOT_LLVM19]


MODULES = _modules()


def _module(path: Path, tmp_path: Path):
    if path.suffix == ".gz":
        plain = tmp_path / path.name[:-3]
        plain.write_bytes(gzip.decompress(path.read_bytes()))
        path = plain
    arch = path.parent.name if path.parent.parent.name.startswith("triton") else None
    return load_module(path).with_arch(arch), arch


def _runner(name: str, text: str, arch: str | None):
    """``run(text, block_map) -> [(code, outputs)]`` (one per kernel launched), or None
    where no launcher is known."""
    if name in NOT_RUN:
        return None
    if name.endswith("loop.llir"):
        return lambda t, m: [_loop_kernel(t, m)]
    if name.startswith("iree/"):
        return _iree_runner(name, text)
    if name.endswith("scan.ll"):
        return lambda t, m: [_scan(t, m)]
    if Path(name).stem.startswith("bf16_"):
        return lambda t, m: [_bf16(Path(name).stem, arch, t, m)]
    kernel = Path(name).stem
    block = 128 if arch else _block(text)
    case = CASES[kernel](block=block)
    return lambda t, m: [run_case(t, m, case, arch=arch)]


def _block(text: str) -> int:
    import re

    found = re.search(r'"amdgpu-flat-work-group-size"="1,(\d+)"|"nvvm.reqntid"="(\d+)"', text)
    return int(next(g for g in found.groups() if g)) if found else 256


def _scan(text, block_map):
    from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    x = np.random.default_rng(0).integers(-1000, 1000, 256).astype(np.int32)
    y = backend.upload(np.zeros(256, np.int32))
    args = [backend.upload(x), y, Scalar(200, np.dtype(np.int32))]
    args += [Scalar(0, np.dtype(np.uint64))] * (len(code.program.by_name["scan"].arg_types)
                                                 - len(args))
    code.launch("scan", LaunchShape.of(1, 128, 64), args)
    return code, {1: y.read_array(np.int32)}


def _bf16(kernel: str, arch: str, text, block_map):
    """tests/emulator/test_bf16.py's launches of Triton 3.9's bf16 kernels."""
    import ml_dtypes

    from bbprof.runtime.backend import LaunchShape, Scalar, get_backend

    rng = np.random.default_rng(5)
    if kernel == "bf16_axpby":
        n = 2000
        buffers = [rng.uniform(-2, 2, n).astype(ml_dtypes.bfloat16) for _ in range(2)]
        buffers.append(np.zeros(n, ml_dtypes.bfloat16))
        scalars = [Scalar(ml_dtypes.bfloat16(1.5), np.dtype(ml_dtypes.bfloat16)),
                   Scalar(n, np.dtype(np.int32))]
        grid, shared = 2, 0
    else:
        m, n, k = 100, 72, 80
        buffers = [rng.integers(-4, 5, m * k).astype(ml_dtypes.bfloat16),
                   rng.integers(-4, 5, k * n).astype(ml_dtypes.bfloat16),
                   np.zeros(m * n, ml_dtypes.bfloat16)]
        scalars = [Scalar(v, np.dtype(np.int32)) for v in (m, n, k)]
        grid, shared = (2, 2), MATMUL_SHARED[arch]
    backend = get_backend("emulator")
    code = backend.load(text, block_map)
    args = [backend.upload(b) for b in buffers] + scalars
    args += [Scalar(0, np.dtype(np.uint64))] * (len(code.program.by_name[kernel].arg_types)
                                                 - len(args))
    code.launch(kernel, LaunchShape.of(grid, LANES[arch], shared), args)
    return code, {2: args[2].read_array(ml_dtypes.bfloat16)}


def _iree_runner(name: str, text: str):
    """tests/emulator/test_iree_sm80.py's launches: each kernel on two workgroups (the
    linked modules' kernels are not ``local_unnamed_addr`` yet)."""
    program = Path(name).name.split(".")[0]
    kernels = _kernels(text) or _kernels(text.replace(") #", ") local_unnamed_addr #"))
    if program in OTHERS:
        specs = {}
    elif program in PROGRAMS:
        specs = PROGRAMS[program]
    else:
        return None

    def run(t, m):
        out = []
        for index, kernel, block in kernels:
            if index in specs:
                args = specs[index][0]
                arrays = _inputs(args, specs[index][1])
            else:
                from bbprof.runtime.backend import get_backend

                nargs = len(get_backend("emulator").load(text, None).program
                            .by_name[kernel].arg_types)
                args = [(np.float32, (1 << 20,))] * nargs
                arrays = [np.random.default_rng(k).standard_normal(1 << 20)
                          .astype(np.float32) for k in range(nargs)]
            code, outs = _run(t, m, kernel, block, args, arrays)
            out.append((code, dict(enumerate(outs))))
        return out
    return run


def _follow(plugin, module, made):  # noqa: F811
    from bbprof.instrument.plugin import follow_plan

    tool, _ = plugin
    return follow_plan(module, made, tool=tool)


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_the_plan_gives_the_python_engines_counters(plugin, path, tmp_path):  # noqa: F811
    module, arch = _module(path, tmp_path)
    python = instrument(module)
    planned = _follow(plugin, module, python)
    assert planned.block_map.to_json() == python.block_map.to_json()
    assert "@__bbprof_counters" in planned.text and "__bbprof" not in module.text
    run = _runner(_name(path), module.text, arch)
    if run is None:
        return
    plain = run(module.text, None)
    assert plain, "no kernel launched"
    for (code_p, out_p), (code_q, out_q), (code_0, out_0) in zip(
            run(python.text, python.block_map), run(planned.text, planned.block_map), plain):
        assert np.array_equal(code_p.read_counters(), code_q.read_counters())   # word for word
        trace = code_0.trace_by_position()
        assert assert_counts_match_trace(planned.block_map, code_q.read_counters(),
                                         trace) == sum(len(f.blocks) for f in
                                                       planned.block_map.functions
                                                       if f.name in trace)
        for index, array in out_0.items():
            assert array.tobytes() == out_p[index].tobytes() == out_q[index].tobytes(), index


def test_the_modules_checked():
    """The modules both engines read: 21 of the corpus (18 run on the emulator) and 22 of
    IREE's sm_80 modules (11 programs, optimized and linked; all run)."""
    names = [_name(p) for p in MODULES]
    corpus = [n for n in names if not n.startswith("iree/")]
    assert len(corpus) == 21 and len(set(corpus) - NOT_RUN) == 18
    assert len([n for n in names if n.startswith("iree/")]) == 22


# --- refusals, the dump, the two-step workflow (host IR, run by opt) -----------------

HOST = DATA / "host" / "host_loops.ll"


def _opt(plugin, *argv, cwd=None):  # noqa: F811
    tool, library = plugin
    return subprocess.run([str(tool.opt), f"-load-pass-plugin={library}", *map(str, argv)],
                          capture_output=True, text=True, check=False, cwd=cwd)


def _plan(tmp_path: Path, source: Path, name: str = "plan") -> Path:
    made = instrument(load_module(source, "host"))
    plan = tmp_path / f"{name}.bbprof.ll"
    plan.write_text(made.text)
    (tmp_path / f"{name}.bbprof.json").write_text(made.block_map.to_json())
    return plan


def _refused(plugin, tmp_path, source, plan, *options):  # noqa: F811
    out, map_path = tmp_path / "out.ll", tmp_path / "out.json"
    proc = _opt(plugin, "-passes=bbprof-instrument", "-bbprof-target=host",
                f"-bbprof-plan={plan}", f"-bbprof-map={map_path}", *options, source,
                "-S", "-o", out)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: bbprof: {source}: "), lines
    assert not out.exists() and not map_path.exists()
    return lines[0]


def test_a_plan_of_other_ir_is_refused(plugin, tmp_path):  # noqa: F811
    source = tmp_path / "k.ll"
    source.write_text(HOST.read_text())
    plan = _plan(tmp_path, source)
    changed = tmp_path / "changed.ll"   # @nested's block odd split in two
    text = HOST.read_text()
    odd = "odd:\n  %a.odd = add i64 %acc.inner, 3\n"
    assert odd in text and "[ %a.odd, %odd ]" in text
    changed.write_text(text.replace(odd, "odd:\n  br label %odd.add\n\nodd.add:\n"
                                    "  %a.odd = add i64 %acc.inner, 3\n")
                       .replace("[ %a.odd, %odd ]", "[ %a.odd, %odd.add ]"))
    line = _refused(plugin, tmp_path, changed, plan)
    assert "@nested's blocks differ from the plan's (CFG hash " in line
    assert "dump this pipeline's IR with -bbprof-dump=PATH" in line


def test_a_function_the_plan_lacks_and_another_mode_are_refused(plugin, tmp_path):  # noqa: F811
    source = tmp_path / "k.ll"
    source.write_text(HOST.read_text())
    plan = _plan(tmp_path, source)
    extra = tmp_path / "extra.ll"
    extra.write_text(HOST.read_text() + "\ndefine i32 @extra(i32 %x) {\n  ret i32 %x\n}\n")
    assert "@extra is defined here but not in the plan" in _refused(plugin, tmp_path, extra,
                                                                     plan)
    line = _refused(plugin, tmp_path, source, plan, "-bbprof-counters=thread")
    assert "counts thread,wave/spanning-tree, the options ask for thread/spanning-tree" in line
    line = _refused(plugin, tmp_path, source, plan, "-bbprof-shards=64")
    assert "has 1 counter rows, -bbprof-shards says 64" in line
    nvptx = tmp_path / "nvptx.ll"   # the plan's map says host
    nvptx.write_text('target triple = "nvptx64-nvidia-cuda"\n' + HOST.read_text())
    out = tmp_path / "o.ll"
    proc = _opt(plugin, "-passes=bbprof-instrument", f"-bbprof-plan={plan}", nvptx, "-S",
                "-o", out)
    assert proc.returncode != 0 and not out.exists()
    assert "counts a host module, this one is nvptx" in proc.stderr
    missing = _refused(plugin, tmp_path, source, tmp_path / "none.bbprof.ll")
    assert "cannot read the plan's block map" in missing


def test_dump_writes_the_ir_the_pass_sees(plugin, tmp_path):  # noqa: F811
    """After instcombine the pass sees instcombine's output: that is what it dumps, and
    alone the dump changes nothing."""
    source = tmp_path / "k.ll"
    source.write_text(HOST.read_text())
    dump, out = tmp_path / "seen.ll", tmp_path / "out.ll"
    proc = _opt(plugin, "-passes=function(instcombine),bbprof-instrument", "-bbprof-target=host",
                f"-bbprof-dump={dump}", source, "-S", "-o", out)
    assert proc.returncode == 0, proc.stderr
    after = _opt(plugin, "-passes=instcombine", source, "-S", "-o", "-")
    assert dump.read_text() == after.stdout == out.read_text()
    assert "__bbprof" not in out.read_text() and not (tmp_path / "k.bbprof.json").exists()
    assert after.stdout != _opt(plugin, "-passes=verify", source, "-S", "-o", "-").stdout


def test_dump_instrument_rebuild_with_the_plan(plugin, tmp_path):  # noqa: F811
    """PGO's two steps: the IR the pass sees, planned by `bbprof instrument`, put in place
    by the same pipeline; the map is the plan's byte for byte, and the host run counts what
    the trip counts give."""
    from bbprof.runtime.host import HostProgram
    from test_plugin_equivalence import I32, I64

    source = tmp_path / "k.ll"
    source.write_text(HOST.read_text())
    seen = tmp_path / "seen.ll"
    pipeline = ["-passes=function(instcombine),bbprof-instrument", "-bbprof-target=host"]
    assert _opt(plugin, *pipeline, f"-bbprof-dump={seen}", source, "-S", "-o",
                tmp_path / "ignored.ll").returncode == 0
    proc = subprocess.run([sys.executable, "-m", "bbprof", "instrument", str(seen),
                           "--target", "host", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    plan, plan_map = tmp_path / "seen.bbprof.ll", tmp_path / "seen.bbprof.json"
    out, map_path = tmp_path / "counted.ll", tmp_path / "counted.json"
    proc = _opt(plugin, *pipeline, f"-bbprof-plan={plan}", f"-bbprof-map={map_path}",
                source, "-S", "-o", out)
    assert proc.returncode == 0, proc.stderr
    assert map_path.read_bytes() == plan_map.read_bytes()
    program = HostProgram(out.read_text(), BlockMap.load(map_path))
    nested = program.function("nested", I64, I32, I32)
    n, m = 3, 4
    program.zero_counters()
    nested(n, m)
    frame = program.block_map.block_counts(program.read_counters())
    rows = frame[frame.function == "nested"]
    odd = sum(1 for i in range(n) for j in range(m) if (i + j) % 2)
    assert dict(zip(rows.block, rows.thread_hits)) == {
        "entry": 1, "outer": n + 1, "inner": n * (m + 1), "body": n * m, "odd": odd,
        "even": n * m - odd, "inner.latch": n * m, "outer.latch": n, "exit": 1}


def test_engine_plugin_writes_the_python_engines_map(plugin, tmp_path):  # noqa: F811
    """`bbprof instrument --engine plugin`: bbprof's plan, put in place by the plugin."""
    maps = {}
    for engine in ("python", "plugin"):
        folder = tmp_path / engine
        folder.mkdir()
        source = folder / "branchy.ll"
        source.write_text((CORPUS / "sm_80" / "branchy.ll").read_text())
        proc = subprocess.run([sys.executable, "-m", "bbprof", "instrument", str(source),
                               "--engine", engine, "--occupancy", "off"],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        assert "the plugin's plan differs" not in proc.stdout
        data = json.loads((folder / "branchy.bbprof.json").read_text())
        data["input"].pop("path")
        maps[engine] = data
    assert maps["plugin"] == maps["python"]
    assert BlockMap.load(tmp_path / "plugin" / "branchy.bbprof.json").functions[0].hybrid
