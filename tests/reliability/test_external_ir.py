"""Other front ends' IR that bbprof once mishandled: the reproducers of ../shared/external-ir.

Each case id (F1-F11) of ../shared/external-ir/README.md has a test here asserting what
bbprof does now (every one failed before the fix: a traceback, an exit 0 with an empty
table, a refusal that did not say what to do, or output the input's own LLVM rejects).
The files are read in place; without ../shared (or ``BBPROF_SHARED``) the tests skip.
Focused tests of each class, on small IR written here, sit beside them.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from bbprof.instrument import instrument
from bbprof.ir import load_module
from bbprof.ir.emit import emit_for_llvm

from bbprof_testpaths import EXTERNAL_IR
from llvm_readers import find_code_generators, find_readers


def reproducer(name: str):
    path = EXTERNAL_IR / name
    if not path.is_file():
        pytest.skip(f"{path} is not there (../shared/external-ir beside the checkout)")
    return path


def bbprof(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bbprof", *args], capture_output=True,
                          text=True, check=False, cwd=cwd)


def one_error_line(proc: subprocess.CompletedProcess, *words: str) -> str:
    """The run failed with exit 2 or 1 and one 'bbprof: error:' line holding ``words``."""
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode in (1, 2), (proc.returncode, proc.stderr)
    assert len(lines) == 1 and lines[0].startswith("bbprof: error:"), proc.stderr
    assert "Traceback" not in proc.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


# ---- F2: output the input's own LLVM reads -----------------------------------------------

# LLVM 17-21 present here: llvm-as and llc of the Debian packages (CI installs llvm-19),
# and the other readers of llvm_readers.py when installed (the Zig toolchain's clang)
OLDER = [r for r in find_readers() + find_code_generators() if 17 <= r.major <= 21]
F2 = ["F2_local_array.cuda.O2.ll", "F2_local_array.cuda.O2g.ll",
      "F2_printf_kernel.cuda.O2.ll"]
# the other reproducers bbprof instruments, and rocMLIR's GEMMs: the same promise
INSTRUMENTABLE = ["F1_zluda_bar_red_and_pred.ll", "F4_nested-loop-conditions.ll",
                  "F7_taichi_update_force.ll", "F10_zluda_bench_inline_asm.ll",
                  "F11_softmax_row.hip.O2g.ll", "../rocmlir-ir/gemm.ll",
                  "../rocmlir-ir/gemmAlternative.ll"]
# the processor of each AMD file that names none (its wave size): F4's RUN line's, the one
# F10 is built for below, rocmlir-gen's --arch
MADE_FOR = {"F4_nested-loop-conditions.ll": "hawaii",
            "F10_zluda_bench_inline_asm.ll": "gfx1030",
            "../rocmlir-ir/gemm.ll": "gfx90a", "../rocmlir-ir/gemmAlternative.ll": "gfx90a"}


@pytest.mark.skipif(not OLDER, reason="no llvm-as-N/llc-N of LLVM 17-21 installed "
                                      "(apt-get install llvm-19)")
@pytest.mark.parametrize("emit", ["auto", "N"])
@pytest.mark.parametrize("name", F2 + INSTRUMENTABLE)
def test_f2_output_reads_wherever_the_input_does(name, emit, tmp_path):
    """clang-19 -O2 kernels with a private array or printf: lifetime intrinsics lost their
    size operand in LLVM 22's print and stray ``llvm.lifetime.*.i64`` declarations were
    left; llvm-as-19 rejected bbprof's output (and llc-19 with -g). Now every LLVM 17-21
    that reads (and compiles) the input reads (and compiles) the output; the same for the
    other front ends' files bbprof instruments."""
    path = reproducer(name)
    module = load_module(path)
    instrumented = instrument(module, arch=MADE_FOR.get(name)).text
    checked = 0
    cpu = MADE_FOR.get(name)   # llc compiles it for the processor it was instrumented for
    for reader in OLDER:
        if reader.read(path, cpu=cpu) is not None:
            continue   # the input itself is too new for this LLVM
        option = "auto" if emit == "auto" else str(reader.major)
        text, _ = emit_for_llvm(instrumented, option, path, original=module.source)
        out = tmp_path / f"{reader.argv_kind}{reader.major}.ll"
        out.write_text(text)
        error = reader.read(out, cpu=cpu)
        assert error is None, f"{reader.name}: {error}"
        checked += 1
    if name in F2:
        assert checked, "no LLVM 17-21 here reads the input"
    elif not checked:
        pytest.skip("no LLVM 17-21 here reads (or compiles) the input")


def test_f2_lifetime_intrinsics_get_their_size_back():
    """The same on IR written here: a private array on AMDGPU (address space 5)."""
    from bbprof.ir.skew import for_llvm

    text = ('target triple = "amdgcn-amd-amdhsa"\n'
            "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n"
            "  %a = alloca [4 x i32], align 4, addrspace(5)\n"
            "  call void @llvm.lifetime.start.p5(ptr addrspace(5) %a)\n"
            "  store i32 1, ptr addrspace(5) %a\n"
            "  %v = load i32, ptr addrspace(5) %a\n"
            "  store i32 %v, ptr addrspace(1) %out\n"
            "  call void @llvm.lifetime.end.p5(ptr addrspace(5) %a)\n"
            "  ret void\n}\n")
    import llvmlite.binding as llvm

    printed = str(llvm.parse_assembly(text))
    out, notes = for_llvm(printed, 21)
    assert "@llvm.lifetime.start.p5(i64 -1, ptr addrspace(5) %a)" in out
    assert "@llvm.lifetime.end.p5(i64 -1, ptr addrspace(5) %a)" in out
    assert ".i64(i64)" not in out
    assert any("lifetime" in n for n in notes)
    llvm.parse_assembly(out).verify()
    # auto: an input that wrote the size gets it back; one in LLVM 22's form is left alone
    old_input = text.replace("p5(ptr", "p5(i64 16, ptr")
    back, _ = for_llvm(str(llvm.parse_assembly(old_input)), original=old_input)
    assert "lifetime.start.p5(i64 -1, ptr addrspace(5) %a)" in back
    same, _ = for_llvm(printed, original=text)
    assert "lifetime.start.p5(ptr addrspace(5) %a)" in same


# ---- F1, F11: static never leaves a traceback or an empty table -------------------------

def test_f1_wave32_ir_on_a_wave64_gpu_is_refused_and_writes_nothing(tmp_path):
    """ZLUDA's +wavefrontsize32 kernel on gfx942: LLVM emits no function; bbprof said
    KeyError 'function' (traceback), and with -q -o x.csv exited 0 with a header-only CSV."""
    path = reproducer("F1_zluda_bar_red_and_pred.ll")
    out = tmp_path / "x.csv"
    proc = bbprof("static", str(path), "--arch", "gfx942", "-q", "-o", str(out))
    one_error_line(proc, "emitted no code for @bar_red_and_pred on gfx942",
                   "+wavefrontsize32", "gfx1030")
    assert proc.returncode == 2 and not out.exists()
    proc = bbprof("static", str(path), "--arch", "gfx942")
    one_error_line(proc, "emitted no code")


def test_f1_the_same_kernel_on_a_wave32_gpu_gives_its_mix(tmp_path):
    import pandas as pd

    path = reproducer("F1_zluda_bar_red_and_pred.ll")
    out = tmp_path / "x.csv"
    proc = bbprof("static", str(path), "--arch", "gfx1030", "-q", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    table = pd.read_csv(out)
    assert set(table["function"]) == {"bar_red_and_pred"} and table["total"].sum() > 0


def test_f11_raw_bytes_in_verbose_assembly(tmp_path):
    """clang-19 HIP -O2 -g: a raw DWARF byte in the verbose assembly made static fail with
    a UnicodeDecodeError; now the mix comes out (the byte is in a comment)."""
    import pandas as pd

    path = reproducer("F11_softmax_row.hip.O2g.ll")
    out = tmp_path / "x.csv"
    proc = bbprof("static", str(path), "-q", "-o", str(out), "--asm", str(tmp_path / "k.s"))
    assert proc.returncode == 0, proc.stderr
    table = pd.read_csv(out)
    assert table["total"].sum() > 0 and len(table) >= 10
    assert "\ufffd" in (tmp_path / "k.s").read_text()   # the byte, replaced


def test_assembly_bytes_come_back_exactly():
    """The assembler path gets LLVM's bytes as they are (not the replaced text)."""
    from bbprof.ir.codegen import ASSEMBLY, ASSEMBLY_BYTES, compile_text
    from bbprof.ir.target import AMDGPU, AMDGPU_TRIPLE, Target

    text = ('target triple = "amdgcn-amd-amdhsa"\n'
            '@s = addrspace(1) global [2 x i8] c"\\80\\00"\n'
            "define amdgpu_kernel void @k() {\n  ret void\n}\n")
    target = Target(AMDGPU, AMDGPU_TRIPLE, None)
    raw = compile_text(text, target, "gfx942", output=ASSEMBLY_BYTES, verbose=True)
    assert isinstance(raw, bytes)
    decoded = compile_text(text, target, "gfx942", output=ASSEMBLY, verbose=True)
    assert decoded == raw.decode("utf-8", errors="replace")


# ---- F4-F9: refusals that say what the file is and what to do ----------------------------

def test_f4_llvm_processor_alias(tmp_path):
    path = reproducer("F4_nested-loop-conditions.ll")
    proc = bbprof("static", str(path), "--arch", "hawaii", "-o", str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr
    assert "@reduced_nested_loop_conditions on gfx701" in proc.stdout


def test_f4_aliases_resolve_like_llvm():
    from bbprof.ir.target import AMDGPU_ALIASES, amdgpu_processor

    assert amdgpu_processor("hawaii") == "gfx701" and amdgpu_processor("Fiji") == "gfx803"
    assert amdgpu_processor("gfx942") == "gfx942"
    assert all(v.startswith("gfx") for v in AMDGPU_ALIASES.values())


def test_f5_static_accepts_instrumented_ir(tmp_path):
    """docs/reliability.md says static accepts instrumented IR (its mix is legitimate);
    it refused it. The counting code shows in the mix: more instructions and atomics."""
    import pandas as pd

    path = reproducer("F2_local_array.cuda.O2.ll")
    instrumented = tmp_path / "k.bbprof.ll"
    assert bbprof("instrument", str(path), "-o", str(instrumented), "-q").returncode == 0
    plain, counted = tmp_path / "plain.csv", tmp_path / "counted.csv"
    for src, out in ((path, plain), (instrumented, counted)):
        proc = bbprof("static", str(src), "--arch", "sm_80", "--no-sass", "-q", "-o", str(out))
        assert proc.returncode == 0, proc.stderr
    plain, counted = pd.read_csv(plain), pd.read_csv(counted)
    assert counted["total"].sum() > plain["total"].sum()
    assert counted["atomic"].sum() > plain["atomic"].sum()
    # and instrument still refuses it
    one_error_line(bbprof("instrument", str(instrumented), "-o", str(tmp_path / "again.ll")),
                   "already instrumented")


@pytest.mark.parametrize("name,words", [
    ("F6a_cooperative-groups_main.ll",
     ("clang offload bundle", "hip-amdgcn-amd-amdhsa-gfx90a", "host-x86_64-unknown-linux-gnu",
      "clang-offload-bundler --unbundle --type=ll --targets=hip-amdgcn-amd-amdhsa-gfx90a",
      "--cuda-device-only")),
    ("F6b_gridBlock_clang16.ll",
     ("line 365", "icmp constexprs", "clang 16 (LLVM 16)", "clang 19 or newer",
      "llvm-as-16", "llvm-dis-19")),
    ("F6c_vecadd_amdclang15_DIFragment.ll",
     ("line 1458", "AMD clang 15 (LLVM 15, ROCm 5.3.0)", "DIFragment", "-strip-debug")),
], ids=["F6a", "F6b", "F6c"])
@pytest.mark.parametrize("command", ["instrument", "static"])
def test_f6_unreadable_files_say_what_they_are(command, name, words, tmp_path):
    path = reproducer(name)
    one_error_line(bbprof(command, str(path), cwd=tmp_path), str(path), *words)
    assert list(tmp_path.iterdir()) == []


def test_f6a_the_unbundle_command_given_works(tmp_path):
    """The hint's clang-offload-bundler command takes the device module out (it then
    meets F3, numbered struct types, another helper's case: only the unbundling is
    checked here)."""
    import shutil

    tool = shutil.which("clang-offload-bundler") or next(
        (p for p in sorted(__import__("glob").glob("/usr/lib/llvm-*/bin/clang-offload-bundler"))),
        None)
    if tool is None:
        pytest.skip("no clang-offload-bundler (apt-get install clang-19)")
    path = reproducer("F6a_cooperative-groups_main.ll")
    out = tmp_path / "device.ll"
    subprocess.run([tool, "--unbundle", "--type=ll",
                    "--targets=hip-amdgcn-amd-amdhsa-gfx90a", f"--input={path}",
                    f"--output={out}"], check=True)
    text = out.read_text()
    assert "__CLANG_OFFLOAD_BUNDLE" not in text and 'target triple = "amdgcn-amd-amdhsa"' in text


def test_f6b_the_bitcode_route_given_works(tmp_path):
    """llvm-as of the writer's LLVM, then llvm-dis of LLVM 19+: bbprof reads the result."""
    import shutil

    from test_bad_input_catalogue import CLANG16_CONSTEXPR

    old_as = shutil.which("llvm-as-16")
    new_dis = shutil.which("llvm-dis-19")
    if not old_as or not new_dis:
        pytest.skip("needs llvm-as-16 and llvm-dis-19 (apt-get install llvm-16 llvm-19)")
    src = tmp_path / "old.ll"
    src.write_bytes(CLANG16_CONSTEXPR)
    subprocess.run([old_as, str(src), "-o", str(tmp_path / "old.bc")], check=True)
    subprocess.run([new_dis, str(tmp_path / "old.bc"), "-o", str(tmp_path / "old.new.ll")],
                   check=True)
    proc = bbprof("static", str(tmp_path / "old.new.ll"), "--arch", "gfx942", "-q", "-o",
                  str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr


def test_f7_host_cpu_of_runtime_functions_is_ignored(tmp_path):
    """Taichi: runtime functions carry target-cpu x86-64. The hints contradicted each
    other ('pass --arch x86-64', then ''x86-64' is not an NVPTX processor')."""
    path = reproducer("F7_taichi_update_force.ll")
    line = one_error_line(bbprof("static", str(path)), "x86-64 is not an NVPTX processor",
                          "--arch")
    assert "--arch x86-64" not in line
    proc = bbprof("static", str(path), "--arch", "sm_90", "--no-sass", "-q", "-o",
                  str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr
    # sm_80's default PTX ISA (7.0) lacks dynamic alloca. With an assembler about, static
    # writes PTX at its ISA (issue 37) and the kernel compiles; without one the message
    # says which PTX to ask for.
    from bbprof.isa.sass import find_ptxas, find_tools

    proc = bbprof("static", str(path), "--arch", "sm_80", "--no-sass", "-q", "-o",
                  str(tmp_path / "y.csv"))
    if find_tools() or find_ptxas():
        assert proc.returncode == 0, proc.stderr
    else:
        one_error_line(proc, "PTX ISA version 7.3", "+ptx73")


def test_f8_graphics_shaders(tmp_path):
    """amdgpu_vs: static compiled for HSA ('unsupported non-compute shaders with HSA');
    now the mix is compiled for amdpal, and build says why it makes no code object."""
    import pandas as pd

    path = reproducer("F8_multilevel-break_amdgpu_vs.ll")
    out = tmp_path / "x.csv"
    proc = bbprof("static", str(path), "--arch", "gfx942", "-q", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    table = pd.read_csv(out)
    assert {"multi_else_break", "multi_if_break_loop"} <= set(table["function"])
    one_error_line(bbprof("build", str(path), "--arch", "gfx942", "-o",
                          str(tmp_path / "k.hsaco")),
                   "graphics shaders", "@multi_else_break (amdgpu_vs)", "HSA")
    assert not (tmp_path / "k.hsaco").exists()


@pytest.mark.parametrize("command", ["instrument", "static"])
def test_f9_32_bit_nvptx_is_refused(command, tmp_path):
    """32-bit NVPTX: instrument wrote counter addresses through a 64-bit 'l' asm operand
    under .address_size 32 (wrong code). Now refused, saying to compile for nvptx64."""
    path = reproducer("F9_opencl_nvptx32_vector_add.ll")
    args = [command, str(path), "-o", str(tmp_path / ("k.ll" if command == "instrument"
                                                      else "k.csv"))]
    one_error_line(bbprof(*args), "32-bit NVPTX", "nvptx-nvidia-nvcl", "nvptx64")
    assert list(tmp_path.iterdir()) == []


# ---- F10 and rocMLIR: build with inline asm ----------------------------------------------

def _tools_or_skip():
    from bbprof.codeobj import find_linker
    from bbprof.codeobj.assembler import find_object_tool
    from bbprof.errors import ToolFailure

    try:
        return find_linker(), find_object_tool()
    except ToolFailure as exc:
        pytest.skip(f"needs ld.lld and llvm-mc/llc: {exc.message}")


def test_f10_zluda_inline_asm_builds(tmp_path):
    """ZLUDA's s_denorm_mode inline asm: 'Inline asm not supported by this streamer'."""
    _tools_or_skip()
    path = reproducer("F10_zluda_bench_inline_asm.ll")
    out = tmp_path / "k.hsaco"
    proc = bbprof("build", str(path), "--arch", "gfx1030", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "(the module has inline asm)" in proc.stdout
    assert "target amdgcn-amd-amdhsa--gfx1030" in proc.stdout and out.stat().st_size > 0
    # s_denorm_mode is gfx10+: on gfx942 the assembler's message names the statement
    one_error_line(bbprof("build", str(path), "--arch", "gfx942", "-o",
                          str(tmp_path / "x.hsaco")), "s_denorm_mode", "not gfx942 code")


ROCMLIR = ["gemm.ll", "gemmAlternative.ll"]


@pytest.mark.parametrize("arch", ["gfx908", "gfx90a", "gfx942"])
@pytest.mark.parametrize("instrumented", [False, True], ids=["plain", "instrumented"])
@pytest.mark.parametrize("name", ROCMLIR)
def test_rocmlir_gemm_builds(name, instrumented, arch, tmp_path):
    """Every rocMLIR GEMM failed to build (its barrier is inline asm). Now: bbprof's
    assembly through llvm-mc (or llc), linked, and bbprof's ELF and counter checks hold."""
    from bbprof.codeobj import build_code_object

    from bbprof_testpaths import ROCMLIR_IR

    path = ROCMLIR_IR / name
    if not path.is_file():
        pytest.skip(f"{path} is not there (../shared/rocmlir-ir beside the checkout)")
    linker, tool = _tools_or_skip()
    block_map = None
    if instrumented:
        result = instrument(load_module(path), arch=arch)   # it names no processor
        ll = tmp_path / "k.bbprof.ll"
        ll.write_text(result.text)
        block_map, path = result.block_map, ll
    built = build_code_object(path, block_map=block_map, arch=arch, linker=linker)
    assert built.object_tool == tool and built.object_tool.kind in ("llvm-mc", "llc")
    assert built.code_object.arch == arch and built.kernels == ("rock_gemm",)
    assert f"target amdgcn-amd-amdhsa--{arch}" in built.checks
    assert "kernel descriptor rock_gemm.kd (64 bytes)" in built.checks
    if instrumented:
        assert f"__bbprof_counters {block_map.counter_bytes:,} bytes" in built.checks
    kernel = built.code_object.kernel("rock_gemm")
    assert kernel.group_segment_fixed_size > 0 and len(kernel.explicit_args) == 3


def test_rocmlir_gemm_builds_with_llc_too(tmp_path):
    """The other path: llc of an older LLVM on the IR written for it."""
    import glob
    import shutil

    from bbprof.codeobj import build_code_object
    from bbprof.codeobj.assembler import find_object_tool

    from bbprof_testpaths import ROCMLIR_IR

    path = ROCMLIR_IR / "gemm.ll"
    if not path.is_file():
        pytest.skip(f"{path} is not there")
    linker, _ = _tools_or_skip()
    llc = shutil.which("llc-19") or next(iter(sorted(glob.glob("/usr/lib/llvm-1[7-9]/bin/llc")
                                                     + glob.glob("/usr/lib/llvm-2*/bin/llc"))),
                                         None)
    if llc is None:
        pytest.skip("no llc of LLVM 17+ (apt-get install llvm-19)")
    result = instrument(load_module(path), arch="gfx90a")   # it names no processor
    ll = tmp_path / "k.bbprof.ll"
    ll.write_text(result.text)
    built = build_code_object(ll, block_map=result.block_map, arch="gfx90a", linker=linker,
                              assembler=llc)
    assert built.object_tool == find_object_tool(llc) and built.object_tool.kind == "llc"
    assert f"__bbprof_counters {result.block_map.counter_bytes:,} bytes" in built.checks


def test_build_cli_says_which_tool_made_the_object(tmp_path):
    from test_bad_input_catalogue import INLINE_ASM

    _tools_or_skip()
    src = tmp_path / "asm.ll"
    src.write_bytes(INLINE_ASM)
    proc = bbprof("build", str(src), "--arch", "gfx942")
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"object: (bbprof's assembly \(llvmlite\) assembled by|compiled by) \S+"
                     r"(llvm-mc|llc)\S* \(LLVM \d+, .*\) \(the module has inline asm\)",
                     proc.stdout), proc.stdout
    # a module without inline asm: llvmlite, as before
    from bbprof_testpaths import DATA

    plain = tmp_path / "softmax.ll"
    plain.write_bytes((DATA / "corpus" / "gfx942" / "softmax.ll").read_bytes())
    proc = bbprof("build", str(plain))
    assert proc.returncode == 0 and "object: llvmlite (LLVM 22" in proc.stdout, proc.stderr


def test_inline_asm_is_found_where_it_is():
    from bbprof.codeobj.assembler import inline_asm_where

    assert inline_asm_where('define void @f() {\n  call void asm sideeffect "s_nop 0", ""()\n'
                            "  ret void\n}\n") == "in @f"
    assert inline_asm_where('module asm "x"\n') == "at module level"
    assert inline_asm_where('define void @f() {\n  %asm = add i32 1, 2 ; "asm"\n}\n') is None
    assert inline_asm_where('@s = constant [4 x i8] c"asm "\n') is None


def test_assembler_search_skips_tools_too_old(tmp_path):
    """An llvm-mc of LLVM 14 (Debian 12's /usr/bin/llvm-mc) rejects code object v6: passed
    over, and said so when nothing else is found."""
    from bbprof.codeobj.assembler import find_object_tool
    from bbprof.errors import ToolFailure

    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("llvm-mc", "llc"):
        fake = bin_dir / tool
        fake.write_text("#!/bin/sh\necho 'Debian LLVM version 14.0.6'\n")
        fake.chmod(0o755)
    with pytest.raises(ToolFailure) as info:
        find_object_tool(environ={"PATH": str(bin_dir), "ROCM_PATH": str(tmp_path / "r")},
                         llvm_glob=str(tmp_path / "none-*"))
    assert "LLVM 14: too old, need 19+" in info.value.message
    assert "apt-get install llvm-19" in info.value.hint


# ---- the classes on IR written here (no ../shared needed) --------------------------------

def test_instrumented_ir_static_and_refused_by_instrument(tmp_path):
    from bbprof_testpaths import DATA

    src = tmp_path / "loop.llir"
    src.write_bytes((DATA / "corpus" / "h200" / "loop.llir").read_bytes())
    assert bbprof("instrument", str(src), "--target", "nvptx", "-q").returncode == 0
    proc = bbprof("static", str(tmp_path / "loop.bbprof.ll"), "--arch", "sm_80", "--no-sass",
                  "-q", "-o", str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr
    import pandas as pd

    assert pd.read_csv(tmp_path / "x.csv")["atomic"].sum() > 0   # the counting code's


def test_host_target_cpu_in_gpu_ir_with_an_arch(tmp_path):
    from test_bad_input_catalogue import FOREIGN_CPU_NVPTX

    src = tmp_path / "taichi.ll"
    src.write_bytes(FOREIGN_CPU_NVPTX)
    proc = bbprof("static", str(src), "--arch", "sm_80", "--no-sass", "-q", "-o",
                  str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr


def test_graphics_shader_mix(tmp_path):
    import pandas as pd

    from test_bad_input_catalogue import VERTEX_SHADER

    src = tmp_path / "vs.ll"
    src.write_bytes(VERTEX_SHADER)
    proc = bbprof("static", str(src), "--arch", "gfx942", "-q", "-o", str(tmp_path / "x.csv"))
    assert proc.returncode == 0, proc.stderr
    table = pd.read_csv(tmp_path / "x.csv")
    assert list(table["function"]) == ["vs"] and table["valu"].sum() >= 1   # the fmul
