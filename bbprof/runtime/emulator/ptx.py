"""Inline PTX the emulator models (NVPTX modules), parsed once when the module loads.

What bbprof's own NVPTX counting code emits (``instrument/counting_ir.py``) and what
Triton writes for sm_80 memory accesses: ``{ .reg ... }`` scopes, ``mov``, ``and/or/xor``,
``add/sub/mul.lo``, the u32 carry chain (``add.cc``, ``addc``, ``mad.lo.cc``,
``madc.lo/hi[.cc]``: CC.CF per lane), ``shl/shr``, ``setp`` (with ``.and``), ``selp``, ``popc``, ``cvt``,
``mov`` packing and unpacking ``{a, b}``, ``activemask``, ``vote.sync.ballot``,
``vote.sync.{any,all,uni}.pred``, ``redux.sync.{add,max,min,and,or,xor}``, ``ld.global`` /
``st.global`` (``.v2``/``.v4``, predicated; ``ld.volatile.global``, FlagGems' radix sort's
look-back, reads what is there as any load does: one program order, nothing cached),
``ld.shared`` / ``st.shared`` (Triton's
sm_90 reductions: the 32-bit shared address is the byte offset into the workgroup's
LDS), ``red.global.add`` and ``red.global.max`` with or without a scope and
``.relaxed``/``.release`` (their sums and maxima do not depend on the order), ``red.shared.add`` and
``atom.shared.add`` (lane order across the CTA's warps), ``bar.sync 0`` (checked as the
barrier intrinsics are) and ``bar.red.popc.u32 d, 0, {!}p`` (the same, and the CTA's count
of lanes whose predicate holds), ``fence.{acq_rel,sc}.cta`` and ``membar.cta`` (no-ops), the special registers
the timeline's stamps read (``%tid``, ``%ntid``, ``%ctaid``, ``%nctaid``, ``%smid``,
``%warpid``, ``%lanemask_lt``, ``%globaltimer(_lo)``, ``%clock(64)``: as their
``llvm.nvvm.read.ptx.sreg`` intrinsics read them),
``createpolicy.fractional`` and the ``.L2::cache_hint`` loads, stores, reductions and
``cp.async`` copies that take its policy (cache eviction changes no value: the policy is
an opaque 0, never read as another operand),
``cp.async`` global-to-shared copies with zero fill (done at issue; ``commit_group`` and
``wait_group`` are then no-ops), a ``bra`` to a label of the same statement (forward or
backward: a loop; ``bra.uni`` refuses a warp whose lanes disagree), ``not``, the
one-operand float statements ``rcp``, ``sqrt``, ``rsqrt`` and ``ex2`` (``.approx`` taken
as correctly rounded; ``.ftz`` as ``rounding.py`` flushes), ``mma.sync`` m16n8k16 with
f16 or bf16 operands and m16n8k16/m16n8k32 with 8-bit integer ones (``.satfinite`` or not),
``fence.proxy.async`` (a no-op: see ``_step``), Hopper's ``wgmma.mma_async`` (dense
f16/bf16/e4m3/e5m2/s8/u8 forms, ``wgmma.py``; done at issue, so ``wgmma.fence``,
``commit_group`` and ``wait_group`` are no-ops: see ``_wgmma``), and ``@p``/``@!p``
guards. A statement using anything else is refused when the module loads, naming the instruction.

Semantics follow the PTX ISA (8.x) for one warp of 32 lanes; ``activemask`` is the warp's
active lanes under the emulator's reconvergence model (no independent thread
scheduling), so a ``.sync`` mask always equals it.

Operands ``$k`` follow the constraint string: outputs (``=r``, ``=l``, ``=h``, ``=c``,
``=f``) first, then inputs (``b`` is a predicate passed as ``i1``). An input tied to an
output (constraint ``0``, ``1`` ...) is that output's initial value: a statement may
update a register in place, under a guard or not.

``compile_ptx`` is registered as the inline assembly of NVPTX modules (``registry.py``);
a special register reads through the compiler the registry holds for its intrinsic.
Memory goes through ``access.py`` (shared) and ``buffers.py``'s global gather and
scatter.
"""

from __future__ import annotations

import re

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.ir.printed import parse_type
from bbprof.runtime.emulator import lanes as L
from bbprof.runtime.emulator import matrix
from bbprof.runtime.emulator import memory as mem
from bbprof.runtime.emulator import registry, rounding, wgmma
from bbprof.runtime.emulator.access import SubFrame, space_data
from bbprof.runtime.emulator.atomics import rmw_in_lane_order
from bbprof.runtime.emulator.buffers import global_gather, global_scatter
from bbprof.runtime.emulator.values import rep_of

_TYPES = {"b8": np.uint8, "u8": np.uint8, "s8": np.int8, "b16": np.uint16, "u16": np.uint16,
          "s16": np.int16, "b32": np.uint32, "u32": np.uint32, "s32": np.int32,
          "b64": np.uint64, "u64": np.uint64, "s64": np.int64, "f32": np.float32,
          "f64": np.float64, "f16": np.float16, "pred": np.bool_}
_CONSTRAINT = {"r": np.uint32, "l": np.uint64, "h": np.uint16, "c": np.uint16,
               "f": np.float32, "d": np.float64, "b": np.bool_, "n": np.uint64}


@registry.register_asm("nvptx")
def compile_ptx(unit, inst, asm: str, constraints: str, args):
    outputs, inputs, tied = [], [], {}
    for c in constraints.split(","):
        c = c.strip()
        if not c or c.startswith("~"):
            continue
        if c.isdigit():
            tied[len(inputs)] = int(c)
        (outputs if c.startswith("=") else inputs).append(c.lstrip("="))
    getters = [unit.operand(o) for o in args]
    where = f"@{unit.code.name}"
    program = _parse(asm, where, unit.program.path)
    result = parse_type(str(inst.type))
    out_reps = ([rep_of(f) for f in result.fields] if result.kind == "struct"
                else [rep_of(result)] if result.kind != "void" else [])
    nout = len(outputs)

    def run(f):
        env = {}
        for k, g in enumerate(getters):
            v = np.asarray(g(f))
            if v.ndim == 2 and v.shape[1] == 1:     # a <1 x T> operand: its element
                v = v[:, 0]
            v = np.broadcast_to(v, (f.n,))
            env[f"${nout + k}"] = v
        for k, rep in enumerate(out_reps):
            env[f"${k}"] = np.zeros(f.n, rep.dtype)
        for k, out in tied.items():
            env[f"${out}"] = _coerce(env[f"${nout + k}"], out_reps[out].dtype).copy()
        env["__frame__"] = f
        _execute(program, f, env)
        values = [np.asarray(env[f"${k}"]).astype(rep.dtype) if rep.dtype != np.bool_ else
                  np.asarray(env[f"${k}"]).astype(bool) for k, rep in enumerate(out_reps)]
        if not values:
            return None
        return tuple(values) if result.kind == "struct" else values[0]
    if result.kind == "void":
        def run_void(f):
            run(f)
        return run_void
    return run


_LINE = re.compile(r"^(?:@(?P<neg>!)?(?P<guard>[%$][\w$]+)\s+)?(?P<op>[a-z][\w.]*(?:::[\w.]+)*)\s*(?P<rest>.*)$")


def _parse(asm: str, where: str, path):
    statements = []
    for raw in re.split(r"[;\n]", asm):
        s = raw.strip()
        if not s or s in ("{", "}") or s.startswith(".reg") or s.startswith("//"):
            continue
        if s.startswith("{"):
            s = s[1:].strip()
        if s.endswith("}") and not s.endswith("}}") and "{" not in s:
            s = s[:-1].strip()
        if not s or s.startswith(".reg"):
            continue
        m = re.match(r"^([\w$]+(?:\$\{:uid\})?):$", s)
        if m:
            statements.append(("label", m.group(1)))
            continue
        m = _LINE.match(s)
        if not m:
            raise UnsupportedIRError(f"the emulator cannot read the inline PTX '{s}' (in "
                                     f"{where})", path=path)
        op = m.group("op")
        rest = m.group("rest")
        guard = (m.group("guard"), bool(m.group("neg"))) if m.group("guard") else None
        statements.append(("op", op, _operands(rest), guard, s))
    for st in statements:
        if st[0] == "op" and not _supported(st[1]):
            raise UnsupportedIRError(f"the emulator does not model the PTX instruction "
                                     f"'{st[1]}' (in {where}: {st[4][:60]})", path=path,
                                     hint="run this module on the cuda backend")
        if st[0] == "op" and st[1].startswith("wgmma.mma_async"):
            _check_wgmma(st[1], st[2], where, path)
    return statements


def _check_wgmma(op: str, ops, where: str, path) -> None:
    """Refuse, when the module loads, a ``wgmma.mma_async`` form not modelled."""
    try:
        s = wgmma.shape_of(op)
    except UnsupportedIRError as e:
        raise UnsupportedIRError(f"{e} (in {where})", path=path,
                                 hint="run this module on the cuda backend") from None
    register_a = len(ops) > 1 and ops[1].startswith("{")
    want = 4 if s.integer else 6 if not s.sixteen_bit else 7 if register_a else 8
    if register_a and not s.sixteen_bit:
        raise UnsupportedIRError(f"the emulator does not model '{op}' with A in registers "
                                 f"(only 16-bit A in registers is modelled; in {where})",
                                 path=path, hint="run this module on the cuda backend")
    if len(ops) != want:
        raise UnsupportedIRError(f"'{op}' with {len(ops)} operands, not the PTX ISA's "
                                 f"{want} (in {where})", path=path)
    if not all(re.match(r"^-?\d+$", x) for x in ops[4:]):
        raise UnsupportedIRError(f"'{op}': imm-scale/imm-trans operands {ops[4:]} are not "
                                 f"integer immediates (in {where})", path=path)


def _operands(rest: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


_SUPPORTED = re.compile(r"^((?:mad\.lo\.cc|madc\.(?:lo|hi)(?:\.cc)?|add\.cc|addc(?:\.cc)?)\.u32|mov|and|or|xor|not|add|sub|mul\.lo|mad\.lo|mul\.wide|shl|shr|setp|selp|"
                        r"popc|cvt|activemask|vote\.sync\.(?:ballot|any|all|uni)|redux\.sync|ld\.(?:volatile\.)?global|"
                        r"createpolicy\.fractional\.L2::evict_(?:first|last|normal|unchanged)"
                        r"(?:\.L2::evict_(?:first|last|normal|unchanged))?\.b64|"
                        r"st\.global|ld\.shared(?:::cta)?\.|st\.shared(?:::cta)?\.|"
                        r"red\.global(?:\.gpu|\.sys|\.cta)?(?:\.relaxed|\.release)?\.(?:add|max)|atom\.global(?:\.gpu|\.sys|\.cta)?(?:\.relaxed|\.acq_rel|"
                        r"\.acquire|\.release)?\.add|"
                        r"(?:red|atom)(?:\.relaxed|\.acq_rel|\.acquire|\.release)?(?:\.cta|\.gpu|\.sys)?"
                        r"\.shared(?:::cta)?\.add\.[us](?:32|64)|"
                        r"fence\.(?:acq_rel|sc)\.cta|membar\.cta|"
                        r"fence\.proxy\.async(?:\.shared::cta|\.shared::cluster|\.global)?(?=$|;)|"
                        r"bar\.sync|barrier\.sync|(?:bar|barrier)\.red\.popc\.u32|bra|max|min|"
                        r"mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.(?:f16\.f16|bf16\.bf16)\.f32|"
                        r"mma\.sync\.aligned\.m16n8k(?:16|32)\.row\.col(?:\.satfinite)?"
                        r"\.s32\.[su]8\.[su]8\.s32|"
                        r"wgmma\.mma_async\.sync\.aligned\.|"
                        r"wgmma\.(?:fence|commit_group|wait_group)\.sync\.aligned|"
                        r"cp\.async\.c[ag]\.shared(?:::cta)?\.global|cp\.async\.commit_group|"
                        r"cp\.async\.wait_group|cp\.async\.wait_all|"
                        r"(?:rcp|sqrt)\.(?:approx|rn)(?:\.ftz)?\.f32|rcp\.rn\.f64|"
                        r"rsqrt\.approx(?:\.ftz)?\.f32|ex2\.approx(?:\.ftz)?\.f32)\b")


def _supported(op: str) -> bool:
    return bool(_SUPPORTED.match(op))


def _type_of(op: str):
    for part in reversed(op.split(".")):
        if part in _TYPES:
            return np.dtype(_TYPES[part])
    return np.dtype(np.uint32)


def _value(env, token: str, dtype, n: int):
    token = token.strip()
    if token in env:
        v = np.asarray(env[token])
        if dtype is None:
            return v
        if v.dtype == dtype:
            return v
        if v.dtype.itemsize == dtype.itemsize and v.dtype != np.bool_ and dtype != np.bool_:
            return v.view(dtype)
        return v.astype(dtype)
    if re.match(r"^-?(0x[0-9a-fA-F]+|\d+)$", token):
        number = int(token, 0)
        dtype = dtype or np.dtype(np.uint32)
        if dtype.kind == "f":
            return np.full(n, number, dtype)
        return np.full(n, number & ((1 << (8 * dtype.itemsize)) - 1),
                       np.dtype(f"u{dtype.itemsize}")).view(dtype)
    sreg = _special(token)
    if sreg is not None:
        got = np.broadcast_to(np.asarray(sreg(env["__frame__"])), (n,))
        return got if dtype is None else got.astype(dtype)
    raise UnsupportedIRError(f"the emulator cannot read the PTX operand '{token}'")


_SREGS = {**{f"%{r}.{a}": f"llvm.nvvm.read.ptx.sreg.{r}.{a}"
             for r in ("tid", "ntid", "ctaid", "nctaid") for a in "xyz"},
          "%smid": "llvm.nvvm.read.ptx.sreg.smid", "%warpid": "llvm.nvvm.read.ptx.sreg.warpid",
          "%lanemask_lt": "llvm.nvvm.read.ptx.sreg.lanemask.lt",
          "%globaltimer": "llvm.nvvm.read.ptx.sreg.globaltimer",
          "%globaltimer_lo": "llvm.nvvm.read.ptx.sreg.globaltimer.lo",
          "%clock64": "llvm.nvvm.read.ptx.sreg.clock64",
          "%clock": "llvm.nvvm.read.ptx.sreg.clock"}
_SREG_READERS: dict = {}


def _special(token: str):
    """A reader ``f -> values`` of the special register ``token`` (None: not one)."""
    name = _SREGS.get(token)
    if name is None:
        return None
    if token not in _SREG_READERS:
        _SREG_READERS[token] = registry.handler(name)(None, None, name, [])
    return _SREG_READERS[token]


def _address(env, token: str, n: int):
    m = re.match(r"^\[\s*([%$][\w$]+)\s*(?:\+\s*(-?\w+))?\s*\]$", token)
    if not m:
        raise UnsupportedIRError(f"the emulator cannot read the PTX address '{token}'")
    base = _value(env, m.group(1), None, n).astype(np.uint64)
    return base + np.uint64(int(m.group(2) or "0", 0) & (2**64 - 1))


def _execute(statements, f, env) -> None:
    """Run the statements for the frame's lanes: a forward ``bra`` parks the lanes it
    takes until its label; a backward one (a loop inside the statement) runs the lanes it
    takes again from its label and parks the others after it, until the loop's lanes
    fall through to them (each warp of the frame loops as often as its own lanes do)."""
    n = f.n
    on = np.ones(n, bool)          # lanes still running the statement (bra skips)
    skipping: dict[str, np.ndarray] = {}
    parked: dict[int, np.ndarray] = {}      # after a backward bra: lanes that left it
    labels = {st[1]: k for k, st in enumerate(statements) if st[0] == "label"}
    pc = 0
    while pc < len(statements):
        if pc in parked:
            on = on | parked.pop(pc)
        st = statements[pc]
        pc += 1
        if st[0] == "label":
            back = skipping.pop(st[1], None)
            if back is not None:
                on = on | back
            continue
        _, op, ops, guard, text = st
        if not on.any():          # every lane has branched past (its guard may be unset)
            continue
        mask = on
        if guard is not None:
            g = np.asarray(env[guard[0]]).astype(bool)
            mask = mask & (~g if guard[1] else g)
        if op in ("bra", "bra.uni"):
            if op == "bra.uni":
                _check_uniform_branch(f, on, mask, text)
            target = labels.get(ops[0])
            if target is not None and target < pc:
                if mask.any():
                    stay = on & ~mask
                    if stay.any():
                        parked[pc] = parked.get(pc, np.zeros(n, bool)) | stay
                    on, pc = mask, target
                continue
            skipping[ops[0]] = skipping.get(ops[0], np.zeros(n, bool)) | mask
            on = on & ~mask
            continue
        if not mask.any():
            continue
        _step(f, env, op, ops, mask, n)


def _check_uniform_branch(f, on, taken, text: str) -> None:
    """``bra.uni`` promises that the lanes of a warp running it all take it or none do:
    a warp whose running lanes disagree is the statement's error, not a split to model."""
    pos = f.positions()
    running = np.nonzero(on)[0]
    waves = pos[running] // f.chunk.wave_size
    took = taken[running]
    for wave in np.unique(waves):
        lanes = took[waves == wave]
        if lanes.any() and not lanes.all():
            raise UnsupportedIRError(f"'{text}': the lanes of a warp disagree on a branch "
                                     "marked uniform (bra.uni)")


def _set(env, name: str, value, mask, dtype) -> None:
    value = np.broadcast_to(np.asarray(value), mask.shape).astype(dtype)
    if mask.all() or name not in env:
        old = np.zeros(mask.shape, dtype) if name not in env else \
            _coerce(env[name], dtype)
        env[name] = np.where(mask, value, old) if not mask.all() else value.copy()
    else:
        env[name] = np.where(mask, value, _coerce(env[name], dtype))


def _coerce(v, dtype):
    v = np.asarray(v)
    if v.dtype == dtype:
        return v
    if v.dtype.itemsize == dtype.itemsize and v.dtype != np.bool_ and dtype != np.bool_:
        return v.view(dtype)
    return v.astype(dtype)


#: PTX's one-operand float instructions, computed in float64 and rounded once to the
#: statement's type (correctly rounded for rcp and sqrt, whose float64 results round to
#: float32 as the exact ones would): ``.rn`` as specified, ``.approx`` (the hardware's
#: approximation, within 1-2 ulp by the PTX ISA) modelled as correctly rounded
_UNARY_FLOAT = {"rcp": lambda x: np.divide(1, x), "sqrt": np.sqrt,
                "rsqrt": lambda x: np.divide(1, np.sqrt(x)), "ex2": np.exp2}


def _step(f, env, op: str, ops, mask, n: int) -> None:
    t = _type_of(op)
    head = op.split(".")[0]
    if head == "mov":
        src = ops[1]
        if ops[0].startswith("{"):      # unpack: the low part first
            parts = [p.strip() for p in ops[0][1:-1].split(",")]
            half = np.dtype(f"u{t.itemsize // len(parts)}")
            whole = _value(env, src, np.dtype(f"u{t.itemsize}"), n).astype(np.uint64)
            for k, p in enumerate(parts):
                _set(env, p, (whole >> np.uint64(8 * half.itemsize * k)).astype(half),
                     mask, half)
        elif src.startswith("{"):
            parts = [p.strip() for p in src[1:-1].split(",")]
            half = np.dtype(f"u{t.itemsize // len(parts)}")
            value = np.zeros(n, np.uint64)
            for k, p in enumerate(parts):
                value |= _value(env, p, half, n).astype(np.uint64) << np.uint64(
                    8 * half.itemsize * k)
            _set(env, ops[0], value.astype(np.dtype(f"u{t.itemsize}")), mask, t)
        else:
            _set(env, ops[0], _value(env, src, t, n), mask, t)
        return
    if head in ("madc", "addc") or (head in ("mad", "add") and ".cc." in op):
        _carry_chain(env, op, ops, mask, n, t)
        return
    if head in ("and", "or", "xor", "add", "sub", "max", "min") or op.startswith("mul.lo"):
        a, b = (_value(env, x, t, n) for x in ops[1:3])
        fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
              "add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.maximum,
              "min": np.minimum}[head]
        if t == np.bool_ and head in ("and", "or", "xor"):
            fn = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[head]
        _set(env, ops[0], fn(a, b), mask, t)
        return
    if op.startswith("mad.lo"):     # the low half of a * b + c, wrapping
        a, b, c = (_value(env, x, t, n) for x in ops[1:4])
        _set(env, ops[0], a * b + c, mask, t)
        return
    if head == "not":
        _set(env, ops[0], ~_value(env, ops[1], t, n), mask, t)
        return
    if head in ("shl", "shr"):
        a = _value(env, ops[1], t, n)
        k = _value(env, ops[2], np.dtype(np.uint32), n).astype(a.dtype)
        _set(env, ops[0], (a << k) if head == "shl" else (a >> k), mask, t)
        return
    if head == "popc":
        a = _value(env, ops[1], t, n)
        _set(env, ops[0], np.bitwise_count(a.astype(np.uint64)), mask, np.dtype(np.uint32))
        return
    if head == "cvt":
        parts = op.split(".")
        dst, src = np.dtype(_TYPES[parts[-2]]), np.dtype(_TYPES[parts[-1]])
        _set(env, ops[0], _value(env, ops[1], src, n).astype(dst), mask, dst)
        return
    if head == "setp":
        parts = op.split(".")
        cmp_ = parts[1]
        combine = parts[2] if parts[2] in ("and", "or", "xor") else None
        a, b = (_value(env, x, t, n) for x in ops[1:3])
        fn = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
              "gt": np.greater, "ge": np.greater_equal, "lo": np.less,
              "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal}[cmp_]
        p = fn(a, b)
        if combine:
            q = _value(env, ops[3], np.dtype(bool), n)
            p = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[
                combine](p, q)
        _set(env, ops[0], p, mask, np.dtype(bool))
        return
    if head == "selp":
        a, b = (_value(env, x, t, n) for x in ops[1:3])
        p = _value(env, ops[3], np.dtype(bool), n)
        _set(env, ops[0], np.where(p, a, b), mask, t)
        return
    if head in _UNARY_FLOAT:        # rcp, sqrt, rsqrt, ex2: rounding.py's .ftz
        x = _value(env, ops[1], t, n)
        ftz = ".ftz" in op
        if ftz:
            x = rounding.flush_subnormal(x)
        with np.errstate(divide="ignore", invalid="ignore"):
            y = np.asarray(_UNARY_FLOAT[head](x.astype(np.float64))).astype(t)
        _set(env, ops[0], rounding.flush_subnormal(y) if ftz else y, mask, t)
        return
    pos = f.positions()
    if head == "activemask":
        sel = np.nonzero(mask)[0]
        bits = np.zeros(n, np.uint64)
        bits[sel] = L.ballot(f.chunk, pos[sel], np.ones(len(sel), bool))
        _set(env, ops[0], bits.astype(np.uint32), mask, np.dtype(np.uint32))
        return
    if op.startswith("vote.sync.ballot"):
        p = _value(env, ops[1], np.dtype(bool), n)
        sel = np.nonzero(mask)[0]
        bits = np.zeros(n, np.uint64)
        bits[sel] = L.ballot(f.chunk, pos[sel], p[sel])
        _set(env, ops[0], bits.astype(np.uint32), mask, np.dtype(np.uint32))
        return
    if op.startswith("vote.sync.") and op.endswith(".pred"):
        p = _value(env, ops[1], np.dtype(bool), n)
        sel = np.nonzero(mask)[0]
        hits = L.ballot(f.chunk, pos[sel], p[sel])
        active = L.ballot(f.chunk, pos[sel], np.ones(len(sel), bool))
        kind = op.split(".")[2]
        got = {"any": hits != 0, "all": hits == active,
               "uni": (hits == 0) | (hits == active)}[kind]
        out = np.zeros(n, bool)
        out[sel] = got
        _set(env, ops[0], out, mask, np.dtype(bool))
        return
    if op.startswith("redux.sync"):
        kind = op.split(".")[2]
        a = _value(env, ops[1], t, n)
        sel = np.nonzero(mask)[0]
        ufunc = {"add": np.add, "max": np.maximum, "min": np.minimum, "and": np.bitwise_and,
                 "or": np.bitwise_or, "xor": np.bitwise_xor}[kind]
        out = np.zeros(n, t)
        out[sel] = L.wave_reduce(pos[sel], f.chunk.wave_size, a[sel].astype(t), ufunc)
        _set(env, ops[0], out, mask, t)
        return
    if head == "mma":
        if op.endswith(".f32"):
            _mma_m16n8k16(f, env, ops, mask, n, bf16=".bf16." in op)
        else:
            _mma_int8(f, env, op, ops, mask, n)
        return
    if head == "wgmma":
        if op.startswith("wgmma.mma_async"):
            _wgmma(f, env, op, ops, mask, n)
        return          # fence, commit_group, wait_group: see _wgmma
    if op.startswith("cp.async."):
        if ".shared" in op:
            _cp_async(f, env, op, ops, mask, n)
        return          # commit_group, wait_group, wait_all: the copies are done already
    if head == "createpolicy":
        # an L2 cache policy: which lines to evict first changes no value loaded or
        # stored, so the policy is an opaque 0 that the cache_hint loads and stores ignore
        _set(env, ops[0], np.zeros(n, np.uint64), mask, np.dtype(np.uint64))
        return
    if head in ("fence", "membar"):
        # every access is done when its instruction runs: nothing to order. The proxy
        # fences too (``fence.proxy.async``): the PTX memory model's proxies (generic,
        # async: TMA's cp.async.bulk, wgmma's shared-memory operands) are different
        # paths to one memory, and a proxy fence orders accesses made through one of
        # them against those made through another. The emulator has one path: each
        # access, through whichever proxy, reads and writes the same bytes when its
        # statement runs, in program order, with nothing cached per proxy; so every
        # ordering a proxy fence could establish already holds, and a no-op is exact.
        # (wgmma.mma_async, the one async-proxy operation modelled, reads its
        # shared-memory operands when its statement runs, like any other access;
        # cp.async.bulk is refused by name.)
        return
    if op in ("bar.sync", "barrier.sync"):
        if len(ops) != 1 or ops[0] != "0":
            raise UnsupportedIRError(f"the emulator models '{op} 0' (the whole CTA), not "
                                     f"'{op} {', '.join(ops)}'")
        f.chunk.check_barrier(f.positions()[np.nonzero(mask)[0]], f"'{op} 0'")
        return
    if op in ("bar.red.popc.u32", "barrier.red.popc.u32"):
        _barrier_popc(f, env, op, ops, mask, n)
        return
    if head in ("red", "atom") and ".shared" in op:
        _shared_atomic(f, env, op, ops, mask, n, t)
        return
    if head in ("ld", "st", "red", "atom"):
        _memory(f, env, op, ops, mask, n, t)
        return
    raise UnsupportedIRError(f"the emulator does not model the PTX instruction '{op}'")


def _barrier_popc(f, env, op: str, ops, mask, n: int) -> None:
    """``bar.red.popc.u32 d, 0, p`` (``__syncthreads_count``): a barrier of the whole CTA
    that gives every lane the number of the CTA's lanes whose predicate holds (``!p``:
    does not hold). Every running lane of the CTA reaches it together, as ``bar.sync 0``'s
    lanes must (the emulator runs a CTA's lanes in step, so its lanes are all here)."""
    if len(ops) != 3 or ops[1] != "0":
        raise UnsupportedIRError(f"the emulator models '{op} d, 0, p' (the whole CTA), not "
                                 f"'{op} {', '.join(ops)}'")
    sel = np.nonzero(mask)[0]
    positions = f.positions()[sel]
    f.chunk.check_barrier(positions, f"'{op}'")
    negate = ops[2].startswith("!")
    p = _value(env, ops[2].lstrip("!"), np.dtype(bool), n)[sel] != negate
    groups = f.chunk.wg_of[positions]
    per_group = np.bincount(groups, weights=p.astype(np.int64),
                            minlength=len(f.chunk.workgroups)).astype(np.uint32)
    out = np.zeros(n, np.uint32)
    out[sel] = per_group[groups]
    _set(env, ops[0], out, mask, np.dtype(np.uint32))


def _shared_gather(f, sel, addresses, dtype):
    """``ld.shared``: the operand is the 32-bit shared-window address, which the
    emulator's ``ptr addrspace(3)`` values are (a byte offset into the workgroup's LDS)."""
    out = np.zeros(len(sel), dtype)
    for lanes, data, offs in space_data(SubFrame(f, sel), 3, addresses.astype(np.uint32),
                                        dtype.itemsize, "an ld.shared"):
        out[slice(None) if lanes is None else lanes] = mem.gather(data, offs, dtype, 1)
    return out


def _shared_scatter(f, sel, addresses, values, dtype):
    for lanes, data, offs in space_data(SubFrame(f, sel), 3, addresses.astype(np.uint32),
                                        dtype.itemsize, "an st.shared"):
        mem.scatter(data, offs, values if lanes is None else values[lanes], dtype, 1)


def _shared_atomic(f, env, op, ops, mask, n, t) -> None:
    """``red.shared.add`` / ``atom.shared.add`` (u32/s32/u64/s64), in lane order across the
    CTA's warps (``_add_in_lane_order``). Hardware picks some order; a race-free use of
    the old values (a ticket, a count of arrivals) holds in every order, this one
    included."""
    sel = np.nonzero(mask)[0]
    atom = op.startswith("atom")
    addr = _address(env, ops[1] if atom else ops[0], n)[sel].astype(np.uint32)
    value = _value(env, ops[2] if atom else ops[1], t, n)[sel]
    if len(addr) and (addr % t.itemsize).any():
        raise EmulatorFault(f"'{op}' at a shared address not a multiple of {t.itemsize}")
    old = _add_in_lane_order(f, sel, 3, addr, value, t, f"an {op}")
    if atom:
        full = np.zeros(n, t)
        full[sel] = old
        _set(env, ops[0], full, mask, t)


def _add_in_lane_order(f, sel, space, addr, value, t, what) -> np.ndarray:
    """Add ``value`` at ``addr`` (address space ``space``) lane by lane in lane order;
    each lane's value before its own add (aligned words: ``atomics.rmw_in_lane_order``'s
    prefix sum, the same numbers)."""
    old = np.zeros(len(sel), t)
    for lanes, data, offs in space_data(SubFrame(f, sel), space, addr, t.itemsize, what):
        idx = np.arange(len(sel)) if lanes is None else np.asarray(lanes)
        offs = np.asarray(offs)
        if not (offs % t.itemsize).any():       # aligned: in vectorised steps
            old[idx] = rmw_in_lane_order(data.view(t), offs // t.itemsize,
                                         value[idx].astype(t, copy=False), np.add, True)
            continue
        for k, o in zip(idx.tolist(), offs.tolist()):
            before = mem.gather(data, np.array([o]), t, 1)[0]
            old[k] = before
            mem.scatter(data, np.array([o]), np.array([before + value[k]], t), t, 1)
    return old


def _memory(f, env, op, ops, mask, n, t) -> None:
    vector = 1
    m = re.search(r"\.v(\d)\.", op)
    if m:
        vector = int(m.group(1))
    sel = np.nonzero(mask)[0]
    shared = op.split(".")[1].startswith("shared")
    if shared:
        gather = lambda f_, a, dt: _shared_gather(f_, sel, a, dt)            # noqa: E731
        scatter = lambda f_, a, v, dt: _shared_scatter(f_, sel, a, v, dt)    # noqa: E731
    else:
        gather, scatter = global_gather, global_scatter
    if op.startswith("ld."):
        addr = _address(env, ops[1], n)[sel]
        targets = [x.strip() for x in ops[0].strip("{} ").split(",")]
        for k, name in enumerate(targets[:vector]):
            got = gather(f, addr + np.uint64(k * t.itemsize), t)
            full = np.zeros(n, t)
            full[sel] = got
            _set(env, name, full, mask, t)
        return
    if op.startswith("atom."):
        addr = _address(env, ops[1], n)[sel]
        value = _value(env, ops[2], t, n)[sel]
        old = _add_in_lane_order(f, sel, 1, addr, value, t, "an atom")
        full = np.zeros(n, t)
        full[sel] = old
        _set(env, ops[0], full, mask, t)
        return
    addr = _address(env, ops[0], n)[sel]
    if op.startswith("st."):
        sources = [x.strip() for x in ops[1].strip("{} ").split(",")]
        for k, name in enumerate(sources[:vector]):
            scatter(f, addr + np.uint64(k * t.itemsize), _value(env, name, t, n)[sel], t)
        return
    # red.global.add / .max: lane order
    value = _value(env, ops[1], t, n)[sel]
    seg, offs = f.machine.memory.locate(addr, t.itemsize, "a red")
    parts = seg if isinstance(seg, list) else [(np.arange(len(addr)), seg, offs)]
    combine = np.maximum if ".max." in op else np.add
    for lanes, s, o in parts:
        view = s.data.view(t)
        combine.at(view, o // t.itemsize, value[lanes])


_CARRY = "__carry__"   # the condition code's carry flag (CC.CF), per lane


def _carry_chain(env, op, ops, mask, n, t) -> None:
    """Extended-precision u32 arithmetic (PTX ISA, "Extended-Precision Integer
    Arithmetic"; libdevice's sin/cos reduce their argument so): ``add.cc``/``mad.lo.cc``
    write the carry out of their add into CC.CF, ``addc``/``madc.lo|hi`` add CC.CF in,
    and with ``.cc`` write their own carry out. ``mad``'s product is the low or high half
    of the 64-bit product."""
    head = op.split(".")[0]
    signed_high = ".hi." in op and ".s32" in op
    if t.itemsize != 4 or signed_high:   # 64-bit chains and the signed high half differ
        raise UnsupportedIRError(f"the emulator models the 32-bit unsigned carry chain, "
                                 f"not '{op}'")
    wide = np.dtype(np.uint64)
    t32 = np.dtype(np.uint32)            # s32 adds and low halves: the same bits
    if head in ("mad", "madc"):
        a, b, c = (_value(env, x, t, n).view(t32).astype(wide) for x in ops[1:4])
        product = a * b                                   # exact: 32 x 32 bits
        x = product >> np.uint64(32) if op.split(".")[1] == "hi" else product & np.uint64(
            0xFFFF_FFFF)
        y = c
    else:
        x, y = (_value(env, v, t, n).view(t32).astype(wide) for v in ops[1:3])
    carry_in = np.asarray(env.get(_CARRY, np.zeros(n, wide))) if head in (
        "madc", "addc") else np.zeros(n, wide)
    total = x + y + carry_in
    if ".cc." in op:
        env[_CARRY] = np.where(mask, total >> np.uint64(32), env.get(_CARRY, np.zeros(
            n, wide))).astype(wide)
    _set(env, ops[0], (total & np.uint64(0xFFFF_FFFF)).astype(t32).view(t), mask, t)


def _cp_async(f, env, op, ops, mask, n) -> None:
    """``cp.async.{ca,cg}.shared.global [dst], [src], cp-size[, src-size | ignore-src]``
    (PTX ISA, "Data Movement: cp.async"): ``cp-size`` bytes to shared memory, of which the
    first ``src-size`` come from global memory and the rest are zero (Triton's masking:
    src-size 0 reads nothing); an ``ignore-src`` predicate that holds reads nothing. The
    copy is done when the statement runs: ``cp.async.wait_group``/``wait_all`` then have
    nothing left to wait for, and a program may not read the bytes before waiting, so no
    race-free program sees the difference. With ``.L2::cache_hint`` the last operand is a
    cache policy (``createpolicy``), which changes no byte: it is dropped, never read as
    a src-size."""
    if ".L2::cache_hint" in op:
        ops = ops[:-1]
    size = int(ops[2], 0)
    if size not in (4, 8, 16) or len(ops) > 4:
        raise UnsupportedIRError(f"the emulator does not model '{op} {', '.join(ops)}'")
    sel = np.nonzero(mask)[0]
    dst = _address(env, ops[0], n)[sel].astype(np.uint32)
    src = _address(env, ops[1], n)[sel]
    take = np.full(len(sel), size, np.int64)
    if len(ops) == 4:
        extra = np.asarray(env[ops[3]]) if ops[3] in env else None
        if extra is not None and extra.dtype == np.bool_:
            take = np.where(extra[sel], 0, size)
        else:
            take = np.minimum(_value(env, ops[3], np.dtype(np.uint32), n)[sel]
                              .astype(np.int64), size)
    data = np.zeros((len(sel), size), np.uint8)
    for count in np.unique(take):
        if count == 0:
            continue
        rows = np.nonzero(take == count)[0]
        seg, offs = f.machine.memory.locate(src[rows], int(count), "a cp.async read")
        parts = seg if isinstance(seg, list) else [(np.arange(len(rows)), seg, offs)]
        for lanes, s_, o in parts:
            data[rows[lanes], :count] = mem.gather(s_.data, o, np.dtype(np.uint8),
                                                   int(count)).reshape(len(lanes), -1)
    sub = SubFrame(f, sel)
    for lanes, lds, offs in space_data(sub, 3, dst, size, "a cp.async write"):
        mem.scatter(lds, offs, data if lanes is None else data[lanes], np.dtype(np.uint8),
                    size)


def _mma_int8(f, env, op: str, ops, mask, n) -> None:
    """``mma.sync.aligned.m16n8k{16,32}.row.col{.satfinite}.s32.{s8,u8}.{s8,u8}.s32
    {d0-3}, {a...}, {b...}, {c0-3}``: ``matrix.mma_int8_layout``; the products and their
    sum with C exact (int64), then wrapped to 32 bits, or with ``.satfinite`` clamped to
    the s32 range (PTX ISA, ``mma``: an integer D that overflows saturates to
    MIN_INT32/MAX_INT32 under ``.satfinite``). A and B are unpacked apart, each signed
    or not by its own type."""
    if not mask.all():
        raise EmulatorFault("mma.sync with some lanes of a warp predicated off")
    parts = op.split(".")
    k = int(parts[3].split("k")[1])
    a_type, b_type = parts[-3], parts[-2]
    d, a, b, c = ([x.strip() for x in o.strip("{} ").split(",")] for o in ops)

    def regs(names, dtype):
        return np.stack([np.broadcast_to(_value(env, x, np.dtype(dtype), n), (n,))
                         for x in names], axis=1)

    layout = matrix.mma_int8_layout(k)
    av = matrix.unpack_packed_int(8, a_type == "s8")(regs(a, np.uint32))
    bv = matrix.unpack_packed_int(8, b_type == "s8")(regs(b, np.uint32))
    out = matrix.run(f, "mma.sync", layout, av, bv, regs(c, np.uint32), lambda x: x,
                     acc=np.uint32, clamp="satfinite" in parts)
    for e, name in enumerate(d):
        _set(env, name, out[:, e], mask, np.dtype(np.uint32))


def _mma_m16n8k16(f, env, ops, mask, n, bf16: bool = False) -> None:
    """``mma.sync.aligned.m16n8k16.row.col.f32.{f16.f16,bf16.bf16}.f32 {d0-3}, {a0-3},
    {b0-1}, {c0-3}``: ``matrix.mma_layout`` (the PTX ISA's fragments, the model the
    ``llvm.nvvm.mma.*`` intrinsics use too; bf16 pairs packed as f16 ones, the low half
    first), products and sums in float32."""
    if not mask.all():
        raise EmulatorFault("mma.sync with some lanes of a warp predicated off")
    d, a, b, c = ([x.strip() for x in o.strip("{} ").split(",")] for o in ops)

    def regs(names, dtype):
        return np.stack([np.broadcast_to(_value(env, x, np.dtype(dtype), n), (n,))
                         for x in names], axis=1)
    unpack = matrix.unpack_bf16_words if bf16 else matrix.unpack_f16_words
    out = matrix.run(f, "mma.sync", matrix.mma_layout(16, 8, 16), regs(a, np.uint32),
                     regs(b, np.uint32), regs(c, np.float32), unpack)
    for k, name in enumerate(d):
        _set(env, name, out[:, k], mask, np.dtype(np.float32))


def _wgmma(f, env, op: str, ops, mask, n) -> None:
    """``wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype d, a-desc | {a}, b-desc,
    scale-d[, imm-scale-a, imm-scale-b[, imm-trans-a], imm-trans-b]`` (``wgmma.py``).

    Issued and completed when the statement runs, for every warpgroup of the frame at
    once: the PTX ISA lets a program read D, and write the shared memory A and B come
    from, only after ``wgmma.wait_group`` has waited for the operation (otherwise the
    behaviour is undefined), and requires a ``wgmma.fence`` between earlier accesses of
    its registers and the ``wgmma.mma_async`` that reads them; so no program the ISA
    defines can tell an operation done at its issue from one done at any later time up
    to its wait, and ``wgmma.fence``, ``commit_group`` and ``wait_group`` are no-ops (the registers are
    SSA values the statement returns: D is passed to ``wait_group``'s tied outputs)."""
    if not mask.all():
        raise EmulatorFault("wgmma.mma_async with some lanes predicated off")
    s = wgmma.shape_of(op)
    names = [x.strip() for x in ops[0].strip("{} ").split(",")]
    register_a = ops[1].startswith("{")
    imm = [int(x, 0) for x in ops[4:]]
    operands = wgmma.Operands(
        d=_wgmma_regs(env, names, n),
        a_desc=None if register_a else _value(env, ops[1], np.dtype(np.uint64), n),
        a_regs=_wgmma_regs(env, [x.strip() for x in ops[1].strip("{} ").split(",")], n)
        if register_a else None,
        b_desc=_value(env, ops[2], np.dtype(np.uint64), n),
        scale_d=_value(env, ops[3], np.dtype(bool), n).astype(bool))
    _wgmma_immediates(operands, s, register_a, imm, op)
    out = wgmma.issue(f, s, operands)
    dtype = np.dtype(np.uint32) if s.integer else np.dtype(np.float32)
    for k, name in enumerate(names):
        _set(env, name, out[:, k].view(dtype), mask, dtype)


def _wgmma_regs(env, names, n) -> np.ndarray:
    """``(n, len(names))`` uint32 bits of 32-bit registers."""
    return np.stack([np.broadcast_to(_value(env, x, np.dtype(np.uint32), n), (n,))
                     for x in names], axis=1)


def _wgmma_immediates(operands, s, register_a: bool, imm, op: str) -> None:
    """``imm-scale-a``, ``imm-scale-b`` (1 or -1; floats only), ``imm-trans-a`` (A in
    shared memory) and ``imm-trans-b`` (0 or 1; 16-bit types only)."""
    if s.integer:
        return
    operands.scale_a, operands.scale_b = imm[0], imm[1]
    if s.sixteen_bit:
        operands.trans_b = imm[-1]
        operands.trans_a = 0 if register_a else imm[2]
    if {operands.scale_a, operands.scale_b} - {1, -1} or \
            {operands.trans_a, operands.trans_b} - {0, 1}:
        raise UnsupportedIRError(f"'{op}': immediates {imm} outside the PTX ISA's values")
