"""LLVM instructions as closures over per-lane numpy arrays.

``Unit.compile(inst)`` returns one closure ``op(frame)`` per instruction (terminators
return the lanes going to each target, after the targets' phi copies). Semantics follow
the LLVM Language Reference: integer arithmetic wraps modulo 2^N (the arrays are
unsigned; signed operations view them as signed), ``sdiv``/``srem`` truncate toward zero,
shifts take the amount modulo the width (a larger one is poison in LLVM: any value is
right), float operations are IEEE in the type's own precision (fast-math flags change
nothing), ``fcmp`` honours ordered/unordered predicates. Poison and undef read as 0.

Loads, stores and atomics go through ``access.py`` (by address space, over ``memory.py``);
a call of a declared function or of inline assembly compiles to what ``registry.py``
holds for it (filled by ``intrinsics.py``, ``buffers.py`` and ``ptx.py``, which this
module never imports), a call of a defined function runs it on the active lanes
(``machine.Machine.call``, through the frame). Operands are ``refs.py``'s wrappers of
llvmlite's values, known by ``address``; constant expressions are evaluated once by
``constants.py``.
"""

from __future__ import annotations

import numpy as np

from bbprof.errors import EmulatorFault, UnsupportedIRError
from bbprof.ir import printed
from bbprof.ir.printed import parse_type
from bbprof.runtime.emulator import memory as mem
from bbprof.runtime.emulator import registry
from bbprof.runtime.emulator.access import (atomic_rmw, compare_exchange, loader,
                                            refuse_fat_values, storer)
from bbprof.runtime.emulator.constants import evaluate_constant
from bbprof.runtime.emulator.refs import address
from bbprof.runtime.emulator.values import (SIGNED, Rep, constant_array, from_signed,
                                            int_width, lanes_of, odd_width, rep_of,
                                            sign_extend, stride, take, wrap, write)

TERMINATORS = frozenset({"ret", "br", "switch", "unreachable", "indirectbr", "invoke",
                         "callbr", "resume"})

np.seterr(all="ignore")


def _signed(x):
    return x.view(SIGNED[x.dtype]) if isinstance(x, np.ndarray) else \
        np.asarray(x).view(SIGNED[np.asarray(x).dtype])


def _int_binop(opcode: str, bits: int, dtype):
    if dtype != np.dtype(bool) and bits != 8 * dtype.itemsize:
        return _odd_binop(opcode, bits, dtype)
    one_bit = dtype == np.dtype(bool)
    if one_bit:
        table = {"add": np.logical_xor, "sub": np.logical_xor, "mul": np.logical_and,
                 "and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor,
                 "udiv": lambda a, b: a, "sdiv": lambda a, b: a,
                 "urem": lambda a, b: np.zeros_like(a), "srem": lambda a, b: np.zeros_like(a),
                 "shl": lambda a, b: a, "lshr": lambda a, b: a, "ashr": lambda a, b: a}
        return table[opcode]
    mask = dtype.type(bits - 1)
    if opcode == "add":
        return np.add
    if opcode == "sub":
        return np.subtract
    if opcode == "mul":
        return np.multiply
    if opcode == "and":
        return np.bitwise_and
    if opcode == "or":
        return np.bitwise_or
    if opcode == "xor":
        return np.bitwise_xor
    if opcode == "shl":
        return lambda a, b: np.left_shift(a, np.bitwise_and(b, mask))
    if opcode == "lshr":
        return lambda a, b: np.right_shift(a, np.bitwise_and(b, mask))
    if opcode == "ashr":
        return lambda a, b: _unsigned(np.right_shift(_signed(np.asarray(a, dtype)),
                                                     _signed(np.bitwise_and(b, mask))), dtype)
    if opcode == "udiv":
        return lambda a, b: np.floor_divide(a, np.where(b == 0, 1, b).astype(dtype))
    if opcode == "urem":
        return lambda a, b: np.remainder(a, np.where(b == 0, 1, b).astype(dtype))
    if opcode == "sdiv":
        def sdiv(a, b):
            sa, sb = _signed(np.asarray(a, dtype)), _signed(np.asarray(b, dtype))
            sb = np.where(sb == 0, 1, sb).astype(sa.dtype)
            r = np.fmod(sa, sb)
            return _unsigned((sa - r) // sb, dtype)
        return sdiv
    if opcode == "srem":
        def srem(a, b):
            sa, sb = _signed(np.asarray(a, dtype)), _signed(np.asarray(b, dtype))
            sb = np.where(sb == 0, 1, sb).astype(sa.dtype)
            return _unsigned(np.fmod(sa, sb), dtype)
        return srem
    raise UnsupportedIRError(f"the emulator does not model '{opcode}'")


def _odd_binop(opcode: str, bits: int, dtype):
    """An ``iN`` operation on canonical operands (``values.py``), N no numpy width:
    and/or/xor/lshr/udiv/urem as they are (their results stay below 2^N), add/sub/mul/
    shl wrapped, the signed ones on sign-extended operands. A shift of N or more is
    poison: the amount is taken modulo N, as any value is right."""
    if opcode in ("and", "or", "xor", "udiv", "urem"):
        return _int_binop(opcode, 8 * dtype.itemsize, dtype)
    if opcode in ("add", "sub", "mul"):
        fn = {"add": np.add, "sub": np.subtract, "mul": np.multiply}[opcode]
        return lambda a, b: wrap(fn(a, b), bits)
    if opcode == "shl":
        return lambda a, b: wrap(np.left_shift(a, np.remainder(b, bits).astype(dtype)), bits)
    if opcode == "lshr":
        return lambda a, b: np.right_shift(a, np.remainder(b, bits).astype(dtype))
    if opcode == "ashr":
        return lambda a, b: from_signed(np.right_shift(
            sign_extend(np.asarray(a, dtype), bits),
            np.remainder(b, bits).astype(SIGNED[dtype])), bits, dtype)
    if opcode in ("sdiv", "srem"):
        whole = _int_binop(opcode, 8 * dtype.itemsize, dtype)
        return lambda a, b: wrap(whole(_sext_bits(a, bits, dtype),
                                       _sext_bits(b, bits, dtype)), bits)
    raise UnsupportedIRError(f"the emulator does not model '{opcode}'")


def _sext_bits(x, bits: int, dtype):
    """A canonical ``iN`` sign-extended to its whole container, as unsigned bits."""
    return sign_extend(np.asarray(x, dtype), bits).view(dtype)


def _unsigned(x, dtype):
    x = np.asarray(x)
    return x.astype(SIGNED[dtype]).view(dtype) if x.dtype != dtype else x


_FLOAT_BINOPS = {"fadd": np.add, "fsub": np.subtract, "fmul": np.multiply,
                 "fdiv": np.divide, "frem": np.fmod}


def _icmp(pred: str, odd_bits: int | None = None):
    unsigned = {"eq": np.equal, "ne": np.not_equal, "ugt": np.greater,
                "uge": np.greater_equal, "ult": np.less, "ule": np.less_equal}
    if pred in unsigned:
        return unsigned[pred]
    signed = {"sgt": np.greater, "sge": np.greater_equal, "slt": np.less,
              "sle": np.less_equal}[pred]
    if odd_bits is not None:
        return lambda a, b: signed(sign_extend(a, odd_bits), sign_extend(b, odd_bits))
    return lambda a, b: signed(_signed(np.asarray(a)), _signed(np.asarray(b)))


def _fcmp(pred: str):
    def uno(a, b):
        return np.isnan(a) | np.isnan(b)
    table = {
        "false": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
        "true": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
        "oeq": np.equal, "ogt": np.greater, "oge": np.greater_equal, "olt": np.less,
        "ole": np.less_equal, "one": lambda a, b: (a != b) & ~uno(a, b),
        "ord": lambda a, b: ~uno(a, b), "uno": uno,
        "ueq": lambda a, b: (a == b) | uno(a, b), "une": np.not_equal,
        "ugt": lambda a, b: ~(a <= b), "uge": lambda a, b: ~(a < b),
        "ult": lambda a, b: ~(a >= b), "ule": lambda a, b: ~(a > b)}
    return table[pred]


class Unit:
    """Compiles the instructions of one function."""

    def __init__(self, program, code, slots, block_index, live_out, used=None):
        self.program = program
        self.code = code
        self.slots = slots
        self.block_index = block_index
        self.live_out = live_out
        self.used = used              # addresses of the values some instruction reads
        self.phis: dict[int, list] = {}
        self.successors: dict[int, list[int]] = {}
        self.edges: dict[tuple[int, int], list] = {}
        self.ret_rep: Rep | None = None
        self._current = 0
        self._alloca_at = 0

    # -- operands -----------------------------------------------------------------------
    def operand(self, o):
        """A getter ``g(frame) -> value`` for an operand."""
        kind = o.value_kind.name
        if kind in ("instruction", "argument"):
            s = self.slots[address(o)]
            return _slot_getter(s)
        cache = self.program.constants
        key = address(o)
        if key in cache:
            value = cache[key]
            return lambda f, v=value: v
        t = parse_type(str(o.type))
        if kind == "constant_int":
            value = constant(rep_of(t), o.get_constant_value())
        elif kind == "constant_fp":
            value = constant(rep_of(t), o.get_constant_value())
        elif kind == "global_variable":
            value = rep_of(t).dtype.type(self.program.global_address(o.name))
        elif kind in ("function", "inline_asm", "metadata_as_value", "basic_block"):
            raise UnsupportedIRError(f"a {kind} operand where the emulator expects a value")
        else:
            ct, cv = printed.parse_constant(str(o))
            value = evaluate_constant(self.program, ct, cv)
        cache[key] = value
        return lambda f, v=value: v

    def const_of(self, o):
        """The value of an operand that must be a constant (immarg), as a Python int."""
        if o.value_kind.name != "constant_int":
            raise UnsupportedIRError("the emulator needs a constant here")
        return int(o.get_constant_value())

    def result(self, inst, compute):
        """An op storing ``compute(frame)`` as the instruction's value."""
        s = self.slots[address(inst)]
        rep = rep_of(parse_type(str(inst.type)))
        if s in self.live_out:
            def op(f):
                v = compute(f)
                f.loc[s] = v
                write(f.regs, s, rep, f.lanes, f.idx, lanes_of(v, f.n, rep))
        else:
            def op(f):
                f.loc[s] = compute(f)
        return op

    # -- dispatch -----------------------------------------------------------------------
    def compile(self, inst):
        opcode = inst.opcode
        self._current = self.block_index[address(inst.block)]
        method = getattr(self, "op_" + opcode, None)
        if method is None:
            raise UnsupportedIRError(f"the emulator does not model the '{opcode}' "
                                     f"instruction (in @{self.code.name}: "
                                     f"{str(inst).strip()[:80]})", path=self.program.path)
        return method(inst)

    # -- arithmetic ---------------------------------------------------------------------
    def _binary(self, inst):
        a, b = (self.operand(o) for o in inst.operands)
        opcode = inst.opcode
        t = parse_type(str(inst.type))
        if opcode in _FLOAT_BINOPS:
            fn = _FLOAT_BINOPS[opcode]
        else:
            elem = t.element if t.kind == "vector" else t
            fn = _int_binop(opcode, elem.bits, rep_of(t).dtype)
        return self.result(inst, lambda f: fn(a(f), b(f)))

    op_add = op_sub = op_mul = op_and = op_or = op_xor = op_shl = op_lshr = op_ashr = _binary
    op_udiv = op_sdiv = op_urem = op_srem = _binary
    op_fadd = op_fsub = op_fmul = op_fdiv = op_frem = _binary

    def op_fneg(self, inst):
        a = self.operand(next(iter(inst.operands)))
        return self.result(inst, lambda f: np.negative(a(f)))

    def op_icmp(self, inst):
        a, b = (self.operand(o) for o in inst.operands)
        odd = odd_width(parse_type(str(next(iter(inst.operands)).type)))
        fn = _icmp(printed.predicate(str(inst), "icmp"), odd)
        return self.result(inst, lambda f: fn(a(f), b(f)))

    def op_fcmp(self, inst):
        a, b = (self.operand(o) for o in inst.operands)
        fn = _fcmp(printed.predicate(str(inst), "fcmp"))
        return self.result(inst, lambda f: fn(a(f), b(f)))

    def op_select(self, inst):
        c, a, b = (self.operand(o) for o in inst.operands)
        ops = list(inst.operands)
        rep = rep_of(parse_type(str(inst.type)))
        cond_vector = parse_type(str(ops[0].type)).kind == "vector"
        if rep.fields is not None:
            def pick(f):
                cv = np.asarray(c(f))
                return tuple(np.where(cv, x, y) for x, y in zip(a(f), b(f)))
            return self.result(inst, pick)
        if rep.tail and not cond_vector:
            def pick(f):
                cv = np.asarray(c(f))
                return np.where(cv[..., None] if cv.ndim else cv, a(f), b(f)).astype(rep.dtype)
            return self.result(inst, pick)
        return self.result(inst, lambda f: np.where(c(f), a(f), b(f)).astype(rep.dtype,
                                                                             copy=False))

    def op_freeze(self, inst):
        a = self.operand(next(iter(inst.operands)))
        return self.result(inst, a)

    # -- casts --------------------------------------------------------------------------
    def _cast(self, inst):
        o = next(iter(inst.operands))
        a = self.operand(o)
        src = parse_type(str(o.type))
        dst = parse_type(str(inst.type))
        fn = cast_function(inst.opcode, src, dst)
        return self.result(inst, lambda f: fn(a(f)))

    op_trunc = op_zext = op_sext = op_fptrunc = op_fpext = op_fptoui = op_fptosi = _cast
    op_uitofp = op_sitofp = op_ptrtoint = op_inttoptr = op_bitcast = op_addrspacecast = _cast

    # -- vectors and aggregates ---------------------------------------------------------
    def op_extractelement(self, inst):
        vo, io = inst.operands
        v, i = self.operand(vo), self.operand(io)
        if io.value_kind.name == "constant_int":
            k = int(io.get_constant_value())

            def get(f):
                x = v(f)
                return x[..., k]
            return self.result(inst, get)

        def dyn(f):
            x = np.asarray(v(f))
            j = np.asarray(i(f)).astype(np.int64)
            if x.ndim == 1:
                return x[j]
            return x[np.arange(x.shape[0]), np.broadcast_to(j, x.shape[:1])]
        return self.result(inst, dyn)

    def op_insertelement(self, inst):
        vo, eo, io = inst.operands
        v, e, i = self.operand(vo), self.operand(eo), self.operand(io)
        rep = rep_of(parse_type(str(inst.type)))
        const_index = io.value_kind.name == "constant_int"
        k = int(io.get_constant_value()) if const_index else None

        def ins(f):
            out = np.array(np.broadcast_to(v(f), (f.n,) + rep.tail), rep.dtype)
            if const_index:
                out[:, k] = e(f)
            else:
                j = np.broadcast_to(np.asarray(i(f)).astype(np.int64), (f.n,))
                out[np.arange(f.n), j] = np.broadcast_to(e(f), (f.n,))
            return out
        return self.result(inst, ins)

    def op_shufflevector(self, inst):
        ao, bo = list(inst.operands)[:2]
        a, b = self.operand(ao), self.operand(bo)
        width = parse_type(str(ao.type)).count
        mask = [0 if m is None else m for m in printed.shuffle_mask(str(inst))]
        rep = rep_of(parse_type(str(inst.type)))
        index = np.array(mask, np.int64)

        def shuffle(f):
            x = np.broadcast_to(a(f), (f.n, width))
            if int(index.max(initial=0)) >= width:
                y = np.broadcast_to(b(f), (f.n, width))
                x = np.concatenate([x, y], axis=1)
            return x[:, index].astype(rep.dtype, copy=False)
        return self.result(inst, shuffle)

    def op_extractvalue(self, inst):
        a = self.operand(next(iter(inst.operands)))
        path = printed.value_indices(str(inst), "extractvalue")

        def get(f):
            x = a(f)
            for k in path:
                x = x[k]
            return x
        return self.result(inst, get)

    def op_insertvalue(self, inst):
        ao, eo = inst.operands
        a, e = self.operand(ao), self.operand(eo)
        path = printed.value_indices(str(inst), "insertvalue")
        rep = rep_of(parse_type(str(inst.type)))

        def put(value, keys, element):
            items = list(value)
            if len(keys) == 1:
                items[keys[0]] = element
            else:
                items[keys[0]] = put(items[keys[0]], keys[1:], element)
            return tuple(items)

        def ins(f):
            return put(lanes_of(a(f), f.n, rep), path, e(f))
        return self.result(inst, ins)

    # -- memory -------------------------------------------------------------------------
    def op_alloca(self, inst):
        if self._current != 0:
            raise UnsupportedIRError(f"an alloca outside the entry block of @{self.code.name}: "
                                     "the emulator models static allocas only",
                                     path=self.program.path)
        t = printed.first_type(str(inst), "alloca")
        align = max(t.align, 16)
        at = (self.code.frame_bytes + align - 1) // align * align
        self.code.frame_bytes = at + max(t.size, 1)
        if parse_type(str(inst.type)).addrspace == 5:
            return self.result(inst, lambda f: np.uint32(f.stack_base + at))
        # an alloca in the generic space (NVPTX and host IR, clang -O0): a flat pointer
        # into the lane's private memory, as addrspacecast from 5 would give
        return self.result(inst, lambda f: np.uint64(mem.PRIVATE_APERTURE + f.stack_base + at))

    def op_load(self, inst):
        po = next(iter(inst.operands))
        p = self.operand(po)
        space = parse_type(str(po.type)).addrspace
        rep = rep_of(parse_type(str(inst.type)))
        load = loader(rep, space)
        return self.result(inst, lambda f: load(f, p(f)))

    def op_store(self, inst):
        vo, po = inst.operands
        v, p = self.operand(vo), self.operand(po)
        space = parse_type(str(po.type)).addrspace
        rep = rep_of(parse_type(str(vo.type)))
        store = storer(rep, space)

        def op(f):
            store(f, p(f), v(f))
        return op

    def op_getelementptr(self, inst):
        ops = list(inst.operands)
        base = self.operand(ops[0])
        source = printed.first_type(str(inst), "getelementptr")
        rtype = parse_type(str(inst.type))
        rep = rep_of(rtype)
        steps = []   # (getter, stride) or (None, constant offset)
        t = source
        for k, o in enumerate(ops[1:]):
            if k == 0:
                step = stride(t)
            elif t.kind == "struct":
                stride(t)                  # refuses a struct that holds an odd iN
                field = int(o.get_constant_value())
                steps.append((None, t.offsets()[field]))
                t = t.fields[field]
                continue
            else:
                t = t.element
                step = stride(t)
            if o.value_kind.name == "constant_int":
                ot = parse_type(str(o.type))
                value = int(o.get_constant_value())
                value = value - (1 << ot.bits) if value >= 1 << (ot.bits - 1) else value
                steps.append((None, value * step))
            else:
                steps.append((self._index(o), step))
        constant_part = sum(s for g, s in steps if g is None)
        dynamic = [(g, s) for g, s in steps if g is not None]
        dtype = rep.dtype
        width = 8 * dtype.itemsize
        if rtype.kind == "ptr" and rtype.addrspace == 7:
            def fat_gep(f):     # a buffer fat pointer: only its 32-bit offset moves
                b = np.array(np.broadcast_to(np.asarray(base(f)), (f.n, 3)))
                total = np.int64(constant_part)
                for g, s in dynamic:
                    x = np.asarray(g(f))
                    x = _signed(x).astype(np.int64) if x.dtype != np.bool_ else \
                        x.astype(np.int64)
                    total = total + x * s
                b[:, 2] = (b[:, 2] + np.asarray(total).astype(np.uint64)) & \
                    np.uint64(0xFFFF_FFFF)
                return b
            return self.result(inst, fat_gep)
        if rtype.kind == "vector" and rtype.element.kind == "ptr" and \
                rtype.element.addrspace == 7:
            count = rtype.count

            def fat_vector_gep(f):      # (lanes, count, 3): each element's offset moves
                b = np.asarray(base(f))
                b = np.array(np.broadcast_to(b if b.ndim == 3 or (b.ndim == 2 and b.shape
                                                                 == (count, 3)) else
                                             b.reshape(-1, 1, 3), (f.n, count, 3)))
                total = np.zeros((f.n, count), np.int64) + np.int64(constant_part)
                for g, s in dynamic:
                    x = np.asarray(g(f))
                    x = _signed(x).astype(np.int64) if x.dtype != np.bool_ else \
                        x.astype(np.int64)
                    total = total + (x if x.ndim == 2 or x.shape == (count,) else
                                     x.reshape(-1, 1)) * s
                b[:, :, 2] = (b[:, :, 2] + total.astype(np.uint64)) & np.uint64(0xFFFF_FFFF)
                return b
            return self.result(inst, fat_vector_gep)

        # a vector GEP of a scalar base (IREE's masked scatters): the base is splatted
        scalar_base = bool(rep.tail) and parse_type(str(ops[0].type)).kind != "vector"

        def gep(f):
            b = base(f)
            if scalar_base and np.ndim(b) == 1:
                b = np.asarray(b)[:, None]
            total = np.int64(constant_part)
            for g, s in dynamic:
                x = np.asarray(g(f))
                x = _signed(x).astype(np.int64) if x.dtype != np.bool_ else x.astype(np.int64)
                total = total + x * s
            if rep.tail and np.ndim(total) == 1:
                total = total[:, None]
            out = np.asarray(b).astype(np.uint64) + np.asarray(total).astype(np.uint64)
            return out.astype(dtype) if width != 64 else out
        return self.result(inst, gep)

    def _index(self, o):
        """A GEP's dynamic index operand; an odd-width one sign-extended to its
        container (the GEP reads its indices signed)."""
        get = self.operand(o)
        bits = odd_width(parse_type(str(o.type)))
        if bits is None:
            return get
        dtype = rep_of(parse_type(str(o.type))).dtype
        return lambda f: _sext_bits(get(f), bits, dtype)

    def op_fence(self, inst):
        return None   # lanes run in lock step: every store is seen by the next load

    def op_atomicrmw(self, inst):
        po, vo = inst.operands
        p, v = self.operand(po), self.operand(vo)
        space = parse_type(str(po.type)).addrspace
        rep = rep_of(parse_type(str(vo.type)))
        _refuse_odd_atomic(rep)
        unused = self.used is not None and address(inst) not in self.used
        fn = atomic_rmw(printed.atomic_operation(str(inst)), rep, space, old=not unused)
        if unused:     # bbprof's counter adds: only memory changes
            def op(f):
                fn(f, p(f), v(f))
            return op
        return self.result(inst, lambda f: fn(f, p(f), v(f)))

    def op_cmpxchg(self, inst):
        po, co, no = inst.operands
        p, c, n = self.operand(po), self.operand(co), self.operand(no)
        space = parse_type(str(po.type)).addrspace
        rep = rep_of(parse_type(str(co.type)))
        _refuse_odd_atomic(rep)
        fn = compare_exchange(rep, space)
        return self.result(inst, lambda f: fn(f, p(f), c(f), n(f)))

    # -- calls --------------------------------------------------------------------------
    def op_call(self, inst):
        ops = list(inst.operands)
        callee = ops[-1]
        args = ops[:-1]
        kind = callee.value_kind.name
        void = str(inst.type) == "void"
        if kind == "inline_asm":
            asm, constraints = printed.inline_asm(str(callee))
            compute = registry.inline_asm(self, inst, asm, constraints, args)
        elif kind == "function":
            name = callee.name
            target = self.program.by_name.get(name)
            if target is not None:
                getters = [self.operand(o) for o in args]
                machine_call = _defined_call(target, getters)
                compute = machine_call
            else:
                compute = registry.lookup(self, inst, name, args)
        else:
            raise UnsupportedIRError(f"an indirect call in @{self.code.name}: the emulator "
                                     "calls functions by name only", path=self.program.path)
        if compute is None:
            return None
        if void:
            return compute
        return self.result(inst, compute)

    # -- terminators --------------------------------------------------------------------
    def _edge(self, target: int) -> list:
        key = (self._current, target)
        if key not in self.edges:
            self.edges[key] = []
        return self.edges[key]

    def op_br(self, inst):
        ops = list(inst.operands)
        here = self._current
        if len(ops) == 1:
            t = self.block_index[address(ops[0])]
            self.successors[here] = [t]
            copies = self._edge(t)

            def jump(f):
                idx = f.idx
                if copies:
                    _copy(f, copies, None, idx)
                return [(t, idx)]
            return jump
        cond = self.operand(ops[0])
        false_t = self.block_index[address(ops[1])]
        true_t = self.block_index[address(ops[2])]
        self.successors[here] = [true_t] if true_t == false_t else [true_t, false_t]
        tc, fc = self._edge(true_t), self._edge(false_t)

        def branch(f):
            c = cond(f)
            idx = f.idx
            if np.ndim(c) == 0 or c.all() if np.ndim(c) else True:
                if np.ndim(c) == 0 and not c:
                    if fc:
                        _copy(f, fc, None, idx)
                    return [(false_t, idx)]
                if tc:
                    _copy(f, tc, None, idx)
                return [(true_t, idx)]
            if not c.any():
                if fc:
                    _copy(f, fc, None, idx)
                return [(false_t, idx)]
            on = np.nonzero(c)[0]
            off = np.nonzero(~c)[0]
            on_idx = on if idx is None else idx[on]
            off_idx = off if idx is None else idx[off]
            if tc:
                _copy(f, tc, on, on_idx)
            if fc:
                _copy(f, fc, off, off_idx)
            if true_t == false_t:
                return [(true_t, idx)]
            return [(true_t, on_idx), (false_t, off_idx)]
        return branch

    def op_switch(self, inst):
        ops = list(inst.operands)
        cond = self.operand(ops[0])
        cases = printed.switch_cases(str(inst))
        targets = [self.block_index[address(o)] for o in ops[1:]]
        default, case_targets = targets[0], targets[1:]
        if len(case_targets) != len(cases):
            raise UnsupportedIRError(f"cannot read the cases of a switch in @{self.code.name}")
        ctype = rep_of(parse_type(str(ops[0].type))).dtype
        values = np.array([constant(rep_of(parse_type(str(ops[0].type))), v) for v in cases],
                          ctype)
        order = []
        for t in [default] + case_targets:
            if t not in order:
                order.append(t)
        self.successors[self._current] = order
        copies = {t: self._edge(t) for t in order}
        which = np.array([order.index(t) for t in case_targets] + [order.index(default)],
                         np.int64)

        def switch(f):
            c = np.asarray(cond(f))
            idx = f.idx
            hit = np.full(np.shape(c) or (1,), len(cases), np.int64)
            for k in range(len(cases) - 1, -1, -1):
                hit[np.broadcast_to(c == values[k], hit.shape)] = k
            dest = which[hit]
            out = []
            if np.ndim(c) == 0:
                dest = np.full(f.n, dest[0])
            for j, t in enumerate(order):
                sel = np.nonzero(dest == j)[0]
                if not len(sel):
                    continue
                if len(sel) == f.n:
                    if copies[t]:
                        _copy(f, copies[t], None, idx)
                    return [(t, idx)]
                sub = sel if idx is None else idx[sel]
                if copies[t]:
                    _copy(f, copies[t], sel, sub)
                out.append((t, sub))
            return out
        return switch

    def op_ret(self, inst):
        ops = list(inst.operands)
        self.successors[self._current] = []
        is_kernel = self.code.is_kernel
        if ops:
            value = self.operand(ops[0])
            self.ret_rep = rep = rep_of(parse_type(str(ops[0].type)))

            def ret(f):
                v = lanes_of(value(f), f.n, rep)
                _assign(f.ret, f.idx, v)
                return []
            return ret

        def ret_void(f):
            if is_kernel and f.depth == 0:
                f.chunk.retire(f.positions())
            return []
        return ret_void

    def op_unreachable(self, inst):
        self.successors[self._current] = []
        name = self.code.name

        def unreachable(f):
            raise EmulatorFault(f"{f.n} lane(s) reached 'unreachable' in @{name}")
        return unreachable

    def finish(self) -> None:
        """Fill each edge's phi copies (the phis of every block are known now)."""
        for target, phis in self.phis.items():
            for phi in phis:
                s = self.slots[address(phi)]
                rep = rep_of(parse_type(str(phi.type)))
                values = list(phi.operands)
                blocks = list(phi.incoming_blocks)
                seen = set()
                for v, b in zip(values, blocks):
                    source = self.block_index[address(b)]
                    if source in seen:
                        continue
                    seen.add(source)
                    self.edges.setdefault((source, target), []).append(
                        (s, rep, self.operand(v)))
        for k, succ in self.successors.items():
            for t in succ:
                self.edges.setdefault((k, t), [])


def _refuse_odd_atomic(rep: Rep) -> None:
    """LangRef allows atomics on integers of 8 bits or more, a power of two only."""
    if rep.odd_bits is not None:
        raise UnsupportedIRError(f"an atomic operation on {rep.type} (LangRef: atomic "
                                 "integers are a power of two bits wide)")


def _slot_getter(s: int):
    def get(f):
        v = f.loc.get(s)
        if v is None:
            r = f.regs[s]
            if r is None:
                raise EmulatorFault("a value was used before any lane defined it")
            v = r if f.idx is None else take(r, f.idx)
            f.loc[s] = v
        return v
    return get


def _copy(f, copies, sel, sub) -> None:
    """Phi copies for the lanes ``sel`` (of the block's compact lanes; None: all) going
    along one edge; frame lanes ``sub``. The copies are parallel: every value is read
    before any phi is written, and a value that may share memory with a phi's register
    array is copied first (a value the block computed is its own array: not copied)."""
    values = []
    targets = None
    for s, rep, getter in copies:
        v = getter(f)
        if rep.fields is not None:
            v = lanes_of(v, f.n, rep)
            v = tuple(np.array(x) if sel is None else x[sel] for x in v)
        else:
            v = np.asarray(v)
            if v.ndim > len(rep.tail):
                if sel is not None:
                    v = v[sel]
                else:
                    if targets is None:
                        targets = [f.regs[t] for t, _, _ in copies]
                    if any(t is not None and not isinstance(t, tuple)
                           and np.may_share_memory(v, t) for t in targets) or \
                            any(isinstance(t, tuple) for t in targets):
                        v = np.array(v)
        values.append(v)
    for (s, rep, _), v in zip(copies, values):
        write(f.regs, s, rep, f.lanes, sub, v)


def _assign(target, idx, value) -> None:
    if isinstance(target, tuple):
        for t, v in zip(target, value):
            _assign(t, idx, v)
    elif idx is None:
        target[...] = value
    else:
        target[idx] = value


def _defined_call(target, getters):
    def call(f):
        return f.machine.call(target, f, [g(f) for g in getters])
    return call


def constant(rep: Rep, value):
    if value is not None and rep.dtype is not None and rep.dtype.kind in "ub":
        value = int(value)
    return constant_array(rep, value)




# -- casts ------------------------------------------------------------------------------
def cast_function(opcode: str, src, dst):
    if odd_width(src) or odd_width(dst):
        return _odd_cast(opcode, src, dst)
    srep, drep = rep_of(src), rep_of(dst)
    refuse_fat_values(srep, f"'{opcode}'")
    refuse_fat_values(drep, f"'{opcode}'")
    sd, dd = srep.dtype, drep.dtype
    if opcode == "trunc":
        if dd == np.dtype(bool):
            return lambda a: (np.asarray(a) & 1).astype(bool)
        return lambda a: np.asarray(a).astype(dd)
    if opcode in ("zext", "fptrunc", "fpext", "uitofp", "ptrtoint", "inttoptr"):
        if opcode == "inttoptr" and dst.kind == "ptr" and dst.addrspace == 8:
            raise UnsupportedIRError("inttoptr to a buffer resource is not modelled")
        return lambda a: np.asarray(a).astype(dd)
    if opcode == "sext":
        if sd == np.dtype(bool):
            return lambda a: np.negative(np.asarray(a).astype(SIGNED[dd])).view(dd)
        return lambda a: _signed(np.asarray(a)).astype(SIGNED[dd]).view(dd)
    if opcode == "sitofp":
        if sd == np.dtype(bool):
            return lambda a: np.negative(np.asarray(a).astype(np.int64)).astype(dd)
        return lambda a: _signed(np.asarray(a)).astype(dd)
    if opcode in ("fptoui", "fptosi"):
        if opcode == "fptosi":
            return lambda a: _unsigned(np.asarray(a).astype(SIGNED[dd]), dd) \
                if dd != np.dtype(bool) else np.asarray(a).astype(bool)
        return lambda a: np.asarray(a).astype(dd)
    if opcode == "addrspacecast":
        s_space, d_space = src.addrspace if src.kind == "ptr" else src.element.addrspace, \
            dst.addrspace if dst.kind == "ptr" else dst.element.addrspace

        def cast(a):
            x = np.asarray(a).astype(np.uint64)
            if d_space == 0 and s_space in (3, 5):
                aperture = mem.LDS_APERTURE if s_space == 3 else mem.PRIVATE_APERTURE
                x = np.where(x == 0xFFFF_FFFF, np.uint64(0), x + np.uint64(aperture)) \
                    if False else x + np.uint64(aperture)
            elif s_space == 0 and d_space in (3, 5):
                x = x & np.uint64(0xFFFF_FFFF)
            return x.astype(dd)
        return cast
    if opcode == "bitcast":
        if sd == dd and srep.tail == drep.tail:
            return lambda a: a
        if sd == np.dtype(bool) or dd == np.dtype(bool):
            return _bool_bitcast(srep, drep)
        tail = drep.tail

        def bitcast(a):
            x = np.ascontiguousarray(a)
            lanes = x.shape[0] if x.ndim > len(srep.tail) else None
            if lanes is None:
                return x.view(dd).reshape(tail) if tail else x.view(dd).reshape(())[()]
            return x.view(dd).reshape((lanes,) + tail)
        return bitcast
    raise UnsupportedIRError(f"the emulator does not model the cast '{opcode}'")


def _container(t):
    """The integer type (or vector) of an ``iN``'s container: ``i7`` -> ``i8``."""
    bits = odd_width(t)
    if bits is None:
        return t
    whole = printed.IRType("int", bits=8 * rep_of(t).dtype.itemsize)
    return printed.IRType("vector", count=t.count, element=whole) if t.kind == "vector" \
        else whole


def _odd_cast(opcode: str, src, dst):
    """A cast from or to an odd width (``values.py``'s canonical form): a bitcast moves
    bits (``_packed_bitcast``); otherwise the cast of the containers, its source
    sign-extended first where the cast reads a sign (sext, sitofp), its result wrapped to
    N bits."""
    if opcode == "bitcast":
        return _packed_bitcast(rep_of(src), rep_of(dst))
    whole = cast_function(opcode, _container(src), _container(dst))
    s_bits, d_bits = odd_width(src), odd_width(dst)
    sdtype = rep_of(src).dtype
    signed = bool(s_bits) and opcode in ("sext", "sitofp")

    def cast(a):
        out = whole(_sext_bits(a, s_bits, sdtype) if signed else a)
        return wrap(out, d_bits) if d_bits else out
    return cast


def _packed_bitcast(srep, drep):
    """A bitcast by bits, for odd widths: the source's elements (element 0 lowest, as
    LangRef's little-endian vectors) concatenated into one bit string, then cut into the
    destination's elements."""
    s_bits, d_bits = int_width(srep), int_width(drep)
    s_count = srep.tail[0] if srep.tail else 1
    d_count = drep.tail[0] if drep.tail else 1

    def bitcast(a):
        x = np.asarray(a)
        lead = x.shape[:x.ndim - len(srep.tail)]
        if x.dtype.kind == "f" or x.dtype.kind == "V":
            x = x.view(f"u{x.dtype.itemsize}")
        x = x.astype(np.uint64).reshape(lead + (s_count, 1))
        bits = (x >> np.arange(s_bits, dtype=np.uint64)) & np.uint64(1)
        bits = bits.reshape(lead + (d_count, d_bits))
        words = (bits << np.arange(d_bits, dtype=np.uint64)).sum(axis=-1, dtype=np.uint64)
        out = _from_words(words, drep.dtype)
        return out.reshape(lead + drep.tail) if drep.tail else out.reshape(lead)[()] \
            if not lead else out.reshape(lead)
    return bitcast


def _from_words(words: np.ndarray, dtype: np.dtype) -> np.ndarray:
    if dtype == np.dtype(bool):
        return words.astype(bool)
    if dtype.kind in "fV":
        return words.astype(f"u{dtype.itemsize}").view(dtype)
    return words.astype(dtype)


def _bool_bitcast(srep, drep):
    if srep.dtype == np.dtype(bool) and srep.tail:
        k = srep.tail[0]

        def pack(a):
            x = np.asarray(a, bool)
            weights = (np.uint64(1) << np.arange(k, dtype=np.uint64))
            return (x.astype(np.uint64) * weights).sum(axis=-1).astype(drep.dtype)
        return pack
    if drep.dtype == np.dtype(bool) and drep.tail:
        k = drep.tail[0]

        def unpack(a):
            x = np.asarray(a).astype(np.uint64)
            return ((x[..., None] >> np.arange(k, dtype=np.uint64)) & np.uint64(1)).astype(bool)
        return unpack
    return lambda a: np.asarray(a).astype(drep.dtype)
