"""Per-MLIR-op profiles end to end, on the CPU (issue 41).

tests/data/mlir_ops/ holds what `bbprof mlir` made of two MLIR programs of
tests/data/iree/mlir/ (conv_2d_nhwc_hwcf + bias + ReLU, and a matmul, both f16) with IREE
3.13 for gfx942, gfx1100 (wave32, WMMA) and sm_80 (scripts/make_mlir_ops_corpus.py): the dispatch IR, its launch
facts and the op index. Each dispatch goes through the commands a user runs: `instrument`,
`run --backend emulator` on the full grid IREE launches (plain: the emulator traces every
block itself; instrumented: the counters), `report -o .json`. Checked:

* counts: every block's thread and wave counts of the instrumented run equal the plain
  run's trace;
* outputs: the instrumented run's buffers are the plain run's bit for bit, and the result
  is numpy's (conv: relu(conv(x, w) + bias) in f16; matmul: A @ B in f32);
* the per-op table: its rows sum to the kernel's issued total, at least 85% of the issued
  instructions are on an op of the input, the hot op is the conv/matmul (its own line),
  each row's groups add up to its issued count, and the bias-add and ReLU of the fused
  ``linalg.generic`` are rows of their own, inside that generic.
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys

import numpy as np
import pytest

from bbprof.isa.groups import GROUPS
from bbprof.profile import Profile

from bbprof_testpaths import DATA

OPS = DATA / "mlir_ops"
CASES = [(case, target) for case in ("conv_bias_relu_f16", "matmul_f16")
         for target in ("gfx942", "gfx1100", "sm_80")]
PAD_BYTES = 256
HOT_OP = {"conv_bias_relu_f16": (5, "linalg.conv_2d_nhwc_hwcf"),
          "matmul_f16": (5, "linalg.matmul")}


def bbprof(*args, cwd):
    done = subprocess.run([sys.executable, "-m", "bbprof", *args], cwd=cwd,
                          capture_output=True, text=True)
    assert done.returncode == 0, (args, done.stderr)
    return done


def _inputs(case: str) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    if case == "conv_bias_relu_f16":
        return [rng.standard_normal((8, 30, 30, 64)).astype(np.float16),
                (rng.standard_normal((3, 3, 64, 64)) / 8).astype(np.float16),
                rng.standard_normal(64).astype(np.float32),
                np.zeros((8, 28, 28, 64), np.float16)]
    return [rng.standard_normal((512, 256)).astype(np.float16),
            rng.standard_normal((256, 512)).astype(np.float16),
            np.zeros((512, 512), np.float32)]


def _reference(case: str, inputs: list[np.ndarray]) -> np.ndarray:
    if case == "conv_bias_relu_f16":
        x, w, bias, _ = inputs
        windows = np.lib.stride_tricks.sliding_window_view(x.astype(np.float32), (3, 3),
                                                           axis=(1, 2))   # n,h,w,c,kh,kw
        conv = np.einsum("nhwckl,klcf->nhwf", windows, w.astype(np.float32), optimize=True)
        return np.maximum(conv + bias, 0).astype(np.float16)
    a, b, _ = inputs
    return a.astype(np.float32) @ b.astype(np.float32)


def profiled(case: str, target: str, work, program: str | None = None):
    """`instrument`, `run` (plain and counted) and `report` of one dispatch in ``work``."""
    program = program or case
    shutil.copy(OPS / case / "ops.json", work / "ops.json")
    (work / target).mkdir()
    (ir_gz,) = (OPS / case / target).glob("*.ll.gz")
    ir = work / target / ir_gz.name[: -len(".gz")]
    ir.write_bytes(gzip.decompress(ir_gz.read_bytes()))
    (launch,) = json.loads(next((OPS / case / target).glob("*.launch.json")).read_text())
    inputs = _inputs(program)
    args = []
    for i, array in enumerate(inputs):
        assert array.nbytes == launch["bindings"][i]["size"]
        # IREE's direct-convolution kernel for sm_80 loads up to 112 bytes past the end
        # of the input (16-byte vectors of a tile's edge, not used): a GPU allocation has
        # room there, the emulator refuses any access outside a buffer
        pad = np.zeros(PAD_BYTES // array.itemsize, array.dtype)
        np.save(work / f"in{i}.npy", np.concatenate([array.ravel(), pad]))
        args += ["-a", f"@{work / f'in{i}.npy'}"]
    shape = ["--backend", "emulator", "--grid", ",".join(map(str, launch["grid"])),
             "--block", ",".join(map(str, launch["block"])), "--shared", str(launch["shared"]),
             *args]
    bbprof("instrument", str(ir), "--occupancy", "off", "-q", cwd=work)
    instrumented = ir.with_name(ir.name[: -len(".ll")] + ".bbprof.ll")
    bbprof("run", str(ir), *shape, "-o", "trace.bbprof", "--save-outputs", "plain", "-q",
           cwd=work)
    bbprof("run", str(instrumented), *shape, "-o", "counted.bbprof", "--save-outputs",
           "counted", "-q", cwd=work)
    bbprof("report", "counted.bbprof", "--arch", target, "-q", "-o", "report.json", cwd=work)
    return inputs


@pytest.fixture(scope="module", params=CASES, ids=[f"{c}-{t}" for c, t in CASES])
def run(request, tmp_path_factory):
    case, target = request.param
    work = tmp_path_factory.mktemp(f"{case}-{target}")
    return case, target, work, profiled(case, target, work)


def test_counts_equal_the_trace(run):
    _, _, work, _ = run
    traced, counted = (Profile.load(work / name) for name in ("trace.bbprof", "counted.bbprof"))
    (kernel,) = counted.block_map.kernels
    want, got = traced.counts_of(kernel), counted.counts_of(kernel)
    assert got == want
    assert sum(t for t, _ in got.values()) > 0


def test_outputs_are_numpy(run):
    case, _, work, inputs = run
    check_outputs(case, work, inputs)


def check_outputs(case, work, inputs):
    out = len(inputs) - 1
    plain = np.load(work / "plain" / f"arg{out}.npy")
    counted = np.load(work / "counted" / f"arg{out}.npy")
    assert plain.tobytes() == counted.tobytes()
    want = _reference(case, inputs)
    got = counted.view(want.dtype)[:want.size].reshape(want.shape)
    assert not counted.view(want.dtype)[want.size:].any()     # nothing in the padding
    assert np.count_nonzero(got) > want.size // 4
    np.testing.assert_allclose(got.astype(np.float32), want.astype(np.float32),
                               rtol=2e-2, atol=2e-2)


def test_per_op_table(run):
    case, target, work, _ = run
    report = json.loads((work / "report.json").read_text())
    ops = report["ops"]
    total = report["summary"]["issued_total"]
    assert total > 0 and sum(r["issued"] for r in ops) == total
    on_op = sum(r["issued"] for r in ops if r["op"])
    assert on_op / total >= 0.85, (case, target, on_op / total)
    for r in ops:
        assert sum(r[g] for g in GROUPS) == r["issued"], r
    line, name = HOT_OP[case]
    hot = max(ops, key=lambda r: r["issued"])
    assert (hot["line"], hot["op"]) == (line, name)
    if target.startswith("gfx"):     # MFMA, WMMA: the matrix instructions are the op's
        assert hot["matrix"] > 0   # the rest, if any, on no line (code IREE made unlocated)
        assert hot["matrix"] >= 0.95 * sum(r["matrix"] for r in ops)
        assert all(r["matrix"] == 0 for r in ops if r["op"] and r is not hot)
    if case == "conv_bias_relu_f16":
        by_op = {r["op"]: r for r in ops if r["op"]}
        for op in ("arith.addf", "arith.maximumf"):
            assert by_op[op]["loops"] == "linalg.generic@8"
            assert by_op[op]["issued"] > 0
        assert by_op["arith.maximumf"]["float_math"] > 0


@pytest.mark.parametrize("target,other", [("gfx942", "conv_bias_relu_f16-wg2x32"),
                                          ("sm_80", "conv_bias_relu_f16-direct")])
def test_diff_names_the_op_whose_address_arithmetic_changed(target, other, tmp_path):
    """Two configurations of the conv: gfx942, IREE's own workgroup tile (4x32 output
    pixels) against one pinned to 2x32 by a compilation_info (tests/data/mlir_ops/
    programs/); sm_80, IREE's implicit GEMM against direct convolution. `bbprof diff`
    names the op whose address arithmetic changed most, with the counts each profile's
    own per-op table has."""
    sides = {}
    for name, case in (("a", "conv_bias_relu_f16"), ("b", other)):
        (tmp_path / name).mkdir()
        inputs = profiled(case, target, tmp_path / name, program="conv_bias_relu_f16")
        check_outputs("conv_bias_relu_f16", tmp_path / name, inputs)
        report = json.loads((tmp_path / name / "report.json").read_text())
        sides[name] = {r["op"]: r for r in report["ops"] if r["op"]}
    done = bbprof("diff", "a/counted.bbprof", "b/counted.bbprof", "--arch", target,
                  "-o", "d.json", cwd=tmp_path)
    doc = json.loads((tmp_path / "d.json").read_text())
    top = doc["most_changed"]
    a, b = sides["a"], sides["b"]
    want = max(set(a) | set(b), key=lambda op: abs(b.get(op, {}).get("int_arith", 0)
                                                   - a.get(op, {}).get("int_arith", 0)))
    assert top["op"] == want == "linalg.conv_2d_nhwc_hwcf"
    assert (top["a"], top["b"]) == (a[want]["int_arith"], b[want]["int_arith"])
    assert top["a"] != top["b"]
    assert (f"changed most in linalg.conv_2d_nhwc_hwcf (line 5): {top['a']:,} -> "
            f"{top['b']:,}") in done.stdout


def test_an_op_index_of_other_dispatches_is_refused(run):
    """ops.json records the dispatches compiled with it: a profile of other IR (here the
    matmul's index given to the conv's profile, or the conv's own index beside another
    target's IR) would have its lines named by the wrong ops; refused in one line."""
    case, target, work, _ = run
    other = OPS / ("matmul_f16" if case != "matmul_f16" else "conv_bias_relu_f16") / "ops.json"
    done = subprocess.run([sys.executable, "-m", "bbprof", "report", "counted.bbprof",
                           "--arch", target, "--ops", str(other), "-q"], cwd=work,
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert "the op index is of other dispatches than the profile's IR" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_an_op_on_one_side_only_is_not_named_changed():
    """diff_ops keeps a row one side lacks (an op fused away, or moved to another line),
    but most_changed names only ops both sides have."""
    import pandas as pd

    from bbprof.analysis.diff import most_changed

    def row(op, line, a, b, in_a=True, in_b=True):
        return {"function": "k", "line": line, "op": op, "int_arith_a": a, "int_arith_b": b,
                "int_arith_delta": b - a, "in_a": in_a, "in_b": in_b}

    ops = pd.DataFrame([row("arith.addf", 7, 900, 0, in_b=False),     # moved in B
                        row("arith.addf", 8, 0, 900, in_a=False),
                        row("linalg.matmul", 5, 100, 160)])
    assert most_changed(ops)["op"] == "linalg.matmul"
    assert (most_changed(ops)["a"], most_changed(ops)["b"]) == (100, 160)
    assert most_changed(ops.iloc[:2]) is None
