"""`bbprof mlir`'s parts: the annotation (IREE's bindings), the op index, the launch facts,
and the line encoding the per-op table reads.

The annotation and compile tests need IREE's compiler (``pip install iree-base-compiler``,
the ``mlir`` extra; CI's full run has it) and skip, saying so, without it.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from bbprof.errors import InputError, MismatchError
from bbprof.isa.machine import (decode_source_line_groups, decode_source_lines,
                                encode_source_lines)
from bbprof.isa.sass import without_debug_target
from bbprof.mlir.index import OpIndex, find_index, read_index

from bbprof_testpaths import DATA

PROGRAMS = DATA / "iree" / "mlir"
OPS = DATA / "mlir_ops"
needs_iree = pytest.mark.skipif(importlib.util.find_spec("iree.compiler") is None,
                                reason="IREE's compiler is not installed "
                                       "(pip install iree-base-compiler)")


@needs_iree
def test_every_op_gets_its_own_line_inside_a_subprogram():
    from iree.compiler import ir

    from bbprof.mlir.annotate import annotate

    source = PROGRAMS / "conv_bias_relu_f16.mlir"
    done = annotate(source)
    lines = source.read_text().splitlines()
    by_line = {o.line: o for o in done.index.ops}
    # every op of the file is indexed at the line it is written on
    for op in done.index.ops:
        assert op.name.split(".")[-1].split("_")[0] in lines[op.line - 1] or \
            op.name == "func.return", op
    assert by_line[5].name == "linalg.conv_2d_nhwc_hwcf" and by_line[5].parents == ()
    assert by_line[12].name == "arith.addf"
    assert by_line[12].parents == (("linalg.generic", 8),)
    assert by_line[1].name == "func.func"
    # conv and fill have implicit bodies: their ops took the parent's line
    assert done.index.inherited >= 4
    # the printed module: every op's location fused with the function's subprogram
    with ir.Context():
        module = ir.Module.parse(done.text)
        seen = Counter()

        def visit(op):
            loc = op.location
            parent = op.parent.name if op.parent is not None else ""
            if parent.startswith("linalg.") and parent != "linalg.generic":
                return ir.WalkResult.ADVANCE   # a named op's body: not printed, rebuilt
            if op.name not in ("builtin.module",):
                assert isinstance(loc, ir.FusedLoc), (op.name, loc)
                assert "di_subprogram" in str(loc.metadata)
                (inner,) = loc.locations
                seen[inner.start_line] += 1
            return ir.WalkResult.ADVANCE

        module.operation.walk(visit)
    assert {1, 2, 4, 5, 8, 12, 13, 14} <= set(seen)


@needs_iree
def test_a_file_that_does_not_parse_is_one_clear_error(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f( {\n")
    done = subprocess.run([sys.executable, "-m", "bbprof", "mlir", str(bad), "--target",
                           "gfx942", "-o", str(tmp_path / "out")], capture_output=True,
                          text=True)
    assert done.returncode == 2
    assert done.stderr.startswith(f"bbprof: error: {bad}: MLIR does not parse")
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
    assert not (tmp_path / "out").exists()


@needs_iree
@pytest.mark.parametrize("target", ["gfx942", "sm_80"])
def test_bbprof_mlir_makes_the_recorded_dispatches(target, tmp_path):
    """The command, run here, gives the dispatch IR and launch facts of the fixtures
    (when the IREE here is the one that made them)."""
    manifest = json.loads((OPS / "manifest.json").read_text())
    version = subprocess.run([shutil.which("iree-compile") or "iree-compile", "--version"],
                             capture_output=True, text=True).stdout
    if " ".join(version.split()) != manifest["iree_compile_version"]:
        pytest.skip(f"IREE here is not {manifest['iree_compile_version']}")
    done = subprocess.run([sys.executable, "-m", "bbprof", "mlir",
                           str(PROGRAMS / "matmul_f16.mlir"), "--target", target,
                           "-o", str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (made,) = (tmp_path / target).glob("*.ll")
    recorded = OPS / "matmul_f16" / target / (made.name + ".gz")
    # the IR names the program's folder (DIFile): the checkout's here, the maker's there
    there = str(Path(json.loads((OPS / "matmul_f16" / "ops.json").read_text())["file"])
                .parent)
    assert made.read_text().replace(str(PROGRAMS.resolve()), "<programs>") == \
        gzip.decompress(recorded.read_bytes()).decode().replace(there, "<programs>")
    launch = json.loads(made.with_name(made.name[:-3] + ".launch.json").read_text())
    assert launch == json.loads(recorded.with_name(made.name[:-3] + ".launch.json")
                                .read_text())
    assert "--grid" in done.stdout and "bbprof instrument" in done.stdout
    index = read_index(tmp_path / "ops.json")
    assert [o.name for o in index.ops if o.line == 5] == ["linalg.matmul"]


def test_launch_facts_of_the_recorded_dispatches():
    """IREE's workgroup counts and binding sizes, as read from its codegen output."""
    (conv,) = json.loads(next((OPS / "conv_bias_relu_f16" / "sm_80").glob("*.launch.json"))
                         .read_text())
    assert conv["block"] == [256, 1, 1] and conv["grid"] == [112, 1, 1]
    assert conv["shared"] > 0         # NVIDIA: the dispatch's dynamic shared memory
    sizes = [b["size"] for b in conv["bindings"]]
    # 8x30x30x64 f16 in, 3x3x64x64 f16 weights, 64 f32 bias, 8x28x28x64 f16 out
    assert sizes == [8 * 30 * 30 * 64 * 2, 3 * 3 * 64 * 64 * 2, 64 * 4, 8 * 28 * 28 * 64 * 2]
    assert [b["access"] for b in conv["bindings"]] == ["read", "read", "read", "write"]


def test_op_index_refuses_what_is_not_one(tmp_path):
    index = read_index(OPS / "matmul_f16" / "ops.json", check_source=False)
    assert [o.name for o in index.at("matmul_f16.mlir:5")] == ["linalg.matmul"]
    assert index.at("/elsewhere/matmul_f16.mlir:5") is not None   # matched by file name
    assert index.at("other.mlir:5") is None and index.at(None) is None
    assert index.at("matmul_f16.mlir:99") is None
    bad = tmp_path / "ops.json"
    for text, message in (("[]", "not an op index"), ("{", "not JSON"),
                          (json.dumps({"schema": "bbprof.mlir-ops/1", "file": "x.mlir",
                                       "sha256": "0", "ops": [{"line": -1}]}),
                           "malformed op index")):
        bad.write_text(text)
        with pytest.raises(InputError, match=message):
            read_index(bad)
    # an index of another version of the file beside it is refused
    source = tmp_path / "k.mlir"
    source.write_text("func.func @k() { return }\n")
    stale = OpIndex(file=str(source), sha256="0" * 64)
    bad.write_text(json.dumps(stale.to_json()))
    with pytest.raises(MismatchError, match="another version"):
        read_index(bad)
    assert find_index(tmp_path / "gfx942") == bad      # found in the parent folder


def test_source_lines_carry_groups_and_read_the_old_form():
    text = encode_source_lines(Counter({"k.mlir:5": 3, None: 1}),
                               {"k.mlir:5": Counter(int_arith=2, matrix=1),
                                None: Counter(other=1)})
    assert decode_source_line_groups(text) == [("k.mlir:5", 3, {"int_arith": 2, "matrix": 1}),
                                               (None, 1, {"other": 1})]
    assert decode_source_lines(text) == [("k.mlir:5", 3), (None, 1)]
    old = '[["k.py:3", 5], [null, 2]]'
    assert decode_source_line_groups(old) == [("k.py:3", 5, {}), (None, 2, {})]


def test_ptxas_gets_ptx_without_dwarf_sections():
    ptx = (".version 7.0\n.target sm_80, debug\n.visible .entry k()\n{\n\tret;\n}\n"
           "\t.section\t.debug_abbrev\n\t{\n.b8 1\n.b8 17\n\t}\n"
           "\t.section\t.debug_info\n\t{\n.b32 $L__info_end - $L__info_start\n\t}\n")
    out = without_debug_target(ptx)
    assert out.count("\n") == ptx.count("\n")          # PTX line numbers hold
    assert ".section" not in out and ".b32" not in out and "debug" not in out
    assert "\tret;" in out and ".target sm_80\n" in out


@needs_iree
def test_annotate_only_keeps_ops_of_other_compilers(tmp_path):
    """rocMLIR's input (a `rock.conv`): annotated for rocMLIR's own pipeline, indexed."""
    source = tmp_path / "conv.mlir"
    source.write_text(
        "func.func @k(%a: memref<64xf16>, %b: memref<64xf16>) attributes {kernel = 0 : i32} {\n"
        '  "rock.conv"(%a, %b) {filter_layout = ["g", "k"]} : (memref<64xf16>, '
        "memref<64xf16>) -> ()\n  return\n}\n")
    done = subprocess.run([sys.executable, "-m", "bbprof", "mlir", str(source),
                           "--annotate-only", "-o", str(tmp_path / "out")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    index = read_index(tmp_path / "out" / "ops.json")
    assert [(o.line, o.name) for o in index.ops] == [(1, "func.func"), (2, "rock.conv"),
                                                    (3, "func.return")]
    text = (tmp_path / "out" / "conv.annotated.mlir").read_text()
    assert '"rock.conv"' in text and "di_subprogram" in text
    refused = subprocess.run([sys.executable, "-m", "bbprof", "mlir", str(source),
                              "--target", "gfx942", "-o", str(tmp_path / "x")],
                             capture_output=True, text=True)
    assert refused.returncode == 2 and "unregistered dialect" in refused.stderr


@needs_iree
@pytest.mark.parametrize("target", ["gfx942", "sm_80"])
def test_linked_dispatches_get_a_subprogram_each(target, tmp_path):
    """IREE links a program's dispatches into one executable: each kernel gets its own
    DISubprogram (LLVM refuses one attached to several functions) and its instructions
    the lines of the ops it was made from."""
    done = subprocess.run([sys.executable, "-m", "bbprof", "mlir",
                           str(PROGRAMS / "multi_dispatch_mlp.mlir"), "--target", target,
                           "-o", str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (linked,) = (tmp_path / target).glob("*linked*.ll")
    text = linked.read_text()
    kernels = re.findall(r"^define .*?@(\w+dispatch_\d\w*)\(.*!dbg !(\d+)", text, re.M)
    assert len(kernels) == 3 and len({sp for _, sp in kernels}) == 3
    lines = {int(n) for n in re.findall(r"!DILocation\(line: (\d+)", text)}
    source = (PROGRAMS / "multi_dispatch_mlp.mlir").read_text().splitlines()
    ops = [i + 1 for i, line in enumerate(source) if "linalg." in line]
    assert set(ops) & lines, (ops, lines)
    launches = json.loads(linked.with_name(linked.name[:-3] + ".launch.json").read_text())
    assert sorted(launch["kernel"] for launch in launches) == sorted(k for k, _ in kernels)
    assert all(launch["grid"] and launch["bindings"] for launch in launches)
    # the second matmul reads and writes one intermediate buffer: the command says so
    assert "are one buffer in IREE" in done.stdout
