"""NVPTX's timeline stamps (bbprof/timeline/instrument.py says what a stamp writes):
inline PTX, as the counting code's (``nvptx.py``).

A slot stamp is one call of a function that is not inlined (``@__bbprof.tl.enter.s<site>``
/ ``leave``) whose body is one inline PTX statement (clocks, election, ids, the slot's
address, predicated stores; the exit's reductions behind one branch, taken only when not
all 32 lanes are there); by default (``deferred``) there is no entry call: the kernel's
first statement reads the clocks' low halves (``DEFERRED_ENTRY``) and each exit's
function, passed them, writes the entry record as well. A claiming stamp is one inline PTX
statement, no branch, as the counting code writes it (election, predicated
``atom.global.add`` of the cursor and two predicated ``st.global.v2.u64``).
"""

from __future__ import annotations

from bbprof.instrument.counting.stamps import (DEFERRED_ENTRY, T,
                                               TIMELINE_SYMBOL, StampCode, event_word)

_NEWLINE = "\\0A\\09"
_NV_NAMES = {"entry": "enter", "exit": "leave"}
_ENTRY_CLOCKS = _NEWLINE.join(["{", ".reg .b32 %bbt_s, %bbt_k;",
                               "mov.u32 %bbt_s, %globaltimer_lo;", "mov.u32 %bbt_k, %clock;",
                               "mov.b64 $0, {%bbt_s, %bbt_k};", "}"])


class NVPTXStamps(StampCode):
    clocks = ("%globaltimer (ns)", "%clock64 (SM cycles)", 1e9)
    writes_entry_at_exit = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.nv_stamps: set[tuple[str, int]] = set()    # (kind, site) functions
        self.nv_dims: dict[int, tuple[int, int, int] | None] = {}
        self.dims: tuple[int, int, int] | None = None   # the stamped kernel's reqntid

    def begin_function(self, fn) -> None:
        self.dims = fn.block_dims("nvvm.reqntid")

    def _id_lines(self, wave: int, p: str) -> list[str]:
        return [f"  {p}unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()",
                f"  {p}hwslot = call i32 @llvm.nvvm.read.ptx.sreg.warpid()",
                f"  {p}tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                f"  {p}ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()",
                f"  {p}tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()",
                f"  {p}nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                f"  {p}ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()",
                f"  {p}zr = mul i32 {p}tz, {p}ny",
                f"  {p}yz = add i32 {p}zr, {p}ty",
                f"  {p}yzc = mul i32 {p}yz, {p}nx",
                f"  {p}flat = add i32 {p}yzc, {p}tx",
                f"  {p}wave = lshr i32 {p}flat, 5",
                f"  {p}bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                f"  {p}by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()",
                f"  {p}bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()",
                f"  {p}lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()"]

    def _claim_call(self, wave: int, args: str, tag: str, condition: str | None) -> list[str]:
        if condition is None:
            return [f'  call void asm sideeffect "{self._ptx()}", "l,l,r,l,l,l,l"('
                    f"{self.pt} {T}cur, {self.pt} {T}buf, i32 {T}lt, "
                    f"{args}) convergent nounwind"]
        return [f"  {T}on.{tag} = zext i1 {condition} to i32",
                f'  call void asm sideeffect "{self._ptx(conditional=True)}", '
                f'"l,l,r,l,l,l,l,r"({self.pt} {T}cur, {self.pt} '
                f"{T}buf, i32 {T}lt, {args}, i32 {T}on.{tag}) convergent nounwind"]

    def _slot_stamp(self, wave: int, kind: str, site: int) -> list[str]:
        """An entry or exit stamp into the wave's fixed slot: no claim, no value kept
        from elsewhere in the function (the ids are read where it stamps)."""
        if self.deferred and kind == "entry":
            return [f'  {DEFERRED_ENTRY} = call i64 asm sideeffect "{_ENTRY_CLOCKS}", '
                    '"=l"() convergent nounwind']
        late = self.deferred and kind == "exit"
        if kind not in self.calls:
            return [self._slot_statement(kind, site, self.dims,
                                         DEFERRED_ENTRY if late else None)]
        self.nv_stamps.add((kind, site))
        self.nv_dims[site] = self.dims
        arg = f"i64 {DEFERRED_ENTRY}" if late else ""
        return [f"  call void @__bbprof.tl.{_NV_NAMES[kind]}.s{site}({arg}) "
                "convergent nounwind"]

    def helpers(self, wave: int) -> list[str]:
        """The slot stamps' functions (the claims are inline PTX)."""
        return [line for kind, site in sorted(self.nv_stamps)
                for line in self.nv_stamp_function(kind, site)]

    def _ptx_slot(self, kind: str, ev: int, dims: tuple[int, int, int] | None = None,
                  entry_site: int | None = None) -> str:
        """The NVPTX slot stamp, one statement: ``$0`` the buffer. The clocks are read
        first; one lane of a wave whose linear index ``i`` (linear block id x warps per
        block + the warp's index in its block) is below W writes. An entry: lane 0 (flat
        thread index mod 32: every lane of a warp runs the kernel's first instruction),
        all four words of record ``2i``. An exit: the lowest active lane, record
        ``2i+1``'s clocks by one 16-byte store when all 32 lanes are there (no other lane
        of the wave stamps an exit), else by ``red.global.max`` (of a wave whose lanes
        leave apart, the latest exit stays), and the event word (kind, site, VALID: its
        ids are the entry's, which the read-back fills in). Stores and reductions only:
        nothing waits for memory. Each statement is the body of a function of its own
        (``nv_stamp_function``). ``dims``: the kernel's block shape when it requires one
        (``"nvvm.reqntid"``, as Triton's kernels do): the flat thread index and the warps
        per block are then constants of the statement, not reads of ``%ntid``.
        ``entry_site``: an exit that also writes its wave's entry record (site
        ``entry_site``; ``$1`` the entry's clocks as ``_ENTRY_CLOCKS`` read them, low 32
        bits each), in the compact layout (``TimelineGlobal.compact_slots``): record
        ``2i`` only, its 32 bytes: words 0-1 the exit's clocks, 2-3 the entry's event word
        with this exit's ids and the low halves; no exit event word. Every group of lanes
        of a wave that leaves writes the same words 2-3."""
        exit_ = kind == "exit"
        body = ["{", ".reg .pred %bbt_p, %bbt_q, %bbt_r;",
                ".reg .b32 %bbt_m, %bbt_b, %bbt_x, %bbt_y, %bbt_z, %bbt_n, %bbt_w;",
                ".reg .b64 %bbt_l, %bbt_a, %bbt_v, %bbt_t, %bbt_c, %bbt_e, %bbt_h;",
                "mov.u64 %bbt_t, %globaltimer;", "mov.u64 %bbt_c, %clock64;",
                *_flat_thread_lines(dims)]
        if exit_:       # the lowest active lane
            body += ["activemask.b32 %bbt_m;", "mov.u32 %bbt_b, %lanemask_lt;",
                     "and.b32 %bbt_b, %bbt_b, %bbt_m;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        else:           # lane 0
            body += ["and.b32 %bbt_b, %bbt_w, 31;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        # the warp's index in its block; warps per block: ceil(threads / 32)
        body += ["shr.u32 %bbt_w, %bbt_w, 5;"]
        if dims is not None:
            body += [f"mov.u32 %bbt_n, {-(-dims[0] * dims[1] * dims[2] // 32)};"]
        else:
            body += ["mov.u32 %bbt_y, %ntid.y;", "mul.lo.u32 %bbt_n, %bbt_n, %bbt_y;",
                     "mov.u32 %bbt_y, %ntid.z;", "mul.lo.u32 %bbt_n, %bbt_n, %bbt_y;",
                     "add.u32 %bbt_n, %bbt_n, 31;", "shr.u32 %bbt_n, %bbt_n, 5;"]
        body += [
                 # the linear block id lb = (z * ny + y) * nx + x, in 64 bits (the sum
                 # in brackets is below 2^32: z < 2^16, ny <= 2^16)
                 "mov.u32 %bbt_z, %ctaid.z;", "mov.u32 %bbt_y, %nctaid.y;",
                 "mov.u32 %bbt_x, %ctaid.y;", "mul.lo.u32 %bbt_z, %bbt_z, %bbt_y;",
                 "add.u32 %bbt_z, %bbt_z, %bbt_x;", "mov.u32 %bbt_y, %nctaid.x;",
                 "cvt.u64.u32 %bbt_l, %bbt_z;", "cvt.u64.u32 %bbt_v, %bbt_y;",
                 "mul.lo.u64 %bbt_l, %bbt_l, %bbt_v;", "mov.u32 %bbt_x, %ctaid.x;",
                 "cvt.u64.u32 %bbt_v, %bbt_x;", "add.u64 %bbt_l, %bbt_l, %bbt_v;",
                 # the wave's linear index i = lb x wpb + w and its slot pair's address,
                 # only below W: i >= lb, and when lb < W <= 2^25, i < 2^30 in 32 bits
                 f"setp.lt.and.u64 %bbt_q, %bbt_l, {self.waves}, %bbt_p;",
                 "cvt.u32.u64 %bbt_b, %bbt_l;", "mul.lo.u32 %bbt_b, %bbt_b, %bbt_n;",
                 "add.u32 %bbt_b, %bbt_b, %bbt_w;",
                 f"setp.lt.and.u32 %bbt_q, %bbt_b, {self.waves}, %bbt_q;",
                 "cvt.u64.u32 %bbt_a, %bbt_b;", "shl.b64 %bbt_a, %bbt_a, 6;",
                 "add.u64 %bbt_a, %bbt_a, $0;"]
        body += (self._slot_exit_lines(ev, entry_site) if exit_
                 else self._slot_entry_lines(ev))
        return _NEWLINE.join(body)

    @staticmethod
    def _slot_entry_lines(ev: int) -> list[str]:
        """The end of an entry slot stamp: all four words of record ``2i``."""
        # word 2: (event | wave << 16, smid | warpid << 16); word 3: (x, y | z << 16)
        return ["shl.b32 %bbt_w, %bbt_w, 16;", f"or.b32 %bbt_w, %bbt_w, {ev};",
                "mov.u32 %bbt_b, %smid;", "mov.u32 %bbt_m, %warpid;",
                "shl.b32 %bbt_m, %bbt_m, 16;", "or.b32 %bbt_b, %bbt_b, %bbt_m;",
                "mov.b64 %bbt_e, {%bbt_w, %bbt_b};",
                "mov.u32 %bbt_z, %ctaid.z;", "shl.b32 %bbt_z, %bbt_z, 16;",
                "mov.u32 %bbt_y, %ctaid.y;", "or.b32 %bbt_y, %bbt_y, %bbt_z;",
                "mov.b64 %bbt_h, {%bbt_x, %bbt_y};",
                "@%bbt_q st.global.v2.u64 [%bbt_a], {%bbt_t, %bbt_c};",
                "@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_e, %bbt_h};", "}"]

    def _slot_exit_lines(self, ev: int, entry_site: int | None) -> list[str]:
        """The end of an exit slot stamp: its event word (or, compact, the entry's words
        2-3) and its clocks."""
        body: list[str] = []
        if entry_site is not None:      # no event word: its entry's says it all
            body += self._deferred_entry_lines(event_word("entry", entry_site))
        else:
            body += [f"mov.u64 %bbt_e, {ev};",
                     "@%bbt_q st.global.u64 [%bbt_a+48], %bbt_e;"]
        # the clocks by one store when all 32 lanes are here, else by max (one
        # branch around both reductions; the label is the function's only one);
        # compact: into words 0-1 of record 2i, which fills its first 32-byte sector
        # with the entry's words 2-3 (no partial sector for L2 to merge with DRAM's)
        at = "" if entry_site is not None else "+32"
        second = "+8" if entry_site is not None else "+40"
        return body + [
            "setp.eq.and.b32 %bbt_r, %bbt_m, -1, %bbt_q;",
            f"@%bbt_r st.global.v2.u64 [%bbt_a{at}], {{%bbt_t, %bbt_c}};",
            "xor.pred %bbt_p, %bbt_r, %bbt_q;", "@!%bbt_p bra BBT_DONE;",
            f"red.global.max.u64 [%bbt_a{at}], %bbt_t;",
            f"red.global.max.u64 [%bbt_a{second}], %bbt_c;", "BBT_DONE:", "}"]

    @staticmethod
    def _deferred_entry_lines(ev: int) -> list[str]:
        """Inside an exit slot stamp (``_ptx_slot``, after the slot's address): the entry
        record's words 2-3 by one 16-byte store of the exit's elected lane (``%bbt_q``):
        word 2 the entry's event word with this exit's ids (a warp stays on its SM and
        slot), word 3 ``$1`` as read at entry, the clocks' low halves. Words 0-1 (the
        entry's full clocks, from word 3 and the exit's) and the block's coordinates (from
        the slot's index) are the read-back's (records.py, ``compact_slots``)."""
        return [".reg .b32 %bbt_s, %bbt_k;", ".reg .b64 %bbt_g;",
                # word 2: (event | wave << 16, smid | warpid << 16)
                "shl.b32 %bbt_w, %bbt_w, 16;", f"or.b32 %bbt_w, %bbt_w, {ev};",
                "mov.u32 %bbt_s, %smid;", "mov.u32 %bbt_k, %warpid;",
                "shl.b32 %bbt_k, %bbt_k, 16;", "or.b32 %bbt_s, %bbt_s, %bbt_k;",
                "mov.b64 %bbt_g, {%bbt_w, %bbt_s};",
                "@%bbt_q st.global.v2.u64 [%bbt_a+16], {%bbt_g, $1};"]

    def nv_stamp_function(self, kind: str, site: int) -> list[str]:
        """NVPTX: ``@__bbprof.tl.enter.s<site>`` / ``leave``, the entry or exit stamp of
        site ``site``, a function that is not inlined (docs/timeline.md): ptxas cannot
        reuse at the exit the ids that the kernel or its entry read (``%tid.x``,
        ``%ctaid.x``, the buffer's address), which it would keep live through the kernel
        (splitk_gemm 128 -> 144 registers, half its resident warps), nor interleave the
        entry's values with the kernel's first loads (rms_norm 32 -> 39)."""
        lows = "%lo" if self.deferred and kind == "exit" else None
        return [f"define internal void @__bbprof.tl.{_NV_NAMES[kind]}.s{site}("
                f"{'i64 %lo' if lows else ''}) noinline convergent nounwind {{", "entry:",
                self._slot_statement(kind, site, self.nv_dims[site], lows),
                "  ret void", "}", ""]

    def _slot_statement(self, kind: str, site: int, dims: tuple[int, int, int] | None,
                        lows: str | None) -> str:
        """The NVPTX slot stamp's inline PTX call (``_ptx_slot``), in the kernel or in its
        stamp function; ``lows``: the i64 of the entry's clocks' low halves that a compact
        exit writes (None: not compact, or an entry)."""
        asm = self._ptx_slot(kind, event_word(kind, site), dims,
                             site if lows is not None else None)
        arg = "" if lows is None else f", i64 {lows}"
        return (f'  call void asm sideeffect "{asm}", "l{",l" if lows else ""}"({self.pt} '
                f"@{TIMELINE_SYMBOL}{arg}) convergent nounwind")

    def _ptx(self, conditional: bool = False) -> str:
        """A claiming stamp: ``$0`` the region's cursor, ``$1`` its first record, ``$2``
        %lanemask_lt, ``$3``-``$6`` the record's words; ``conditional``: ``$7`` (i32, 0
        or 1) says which lanes take part (a ballot of it replaces the active mask). The
        elected lane claims an index; the others keep ``C``, which stores nothing, like a
        claim past the region's end."""
        n = self.per_region
        if conditional:
            elect = [".reg .pred %bbt_p, %bbt_q, %bbt_c;", ".reg .b32 %bbt_m, %bbt_b;",
                     ".reg .b64 %bbt_i, %bbt_a;", "activemask.b32 %bbt_m;",
                     "setp.ne.b32 %bbt_c, $7, 0;",
                     "vote.sync.ballot.b32 %bbt_m, %bbt_c, %bbt_m;",
                     "and.b32 %bbt_b, %bbt_m, $2;",
                     "setp.eq.and.b32 %bbt_p, %bbt_b, 0, %bbt_c;"]
        else:
            elect = [".reg .pred %bbt_p, %bbt_q;", ".reg .b32 %bbt_m, %bbt_b;",
                     ".reg .b64 %bbt_i, %bbt_a;", "activemask.b32 %bbt_m;",
                     "and.b32 %bbt_b, %bbt_m, $2;", "setp.eq.b32 %bbt_p, %bbt_b, 0;"]
        body = ["{", *elect,
                f"mov.u64 %bbt_i, {n};", "@%bbt_p atom.global.add.u64 %bbt_i, [$0], 1;",
                f"setp.lt.u64 %bbt_q, %bbt_i, {n};", "shl.b64 %bbt_a, %bbt_i, 5;",
                "add.u64 %bbt_a, %bbt_a, $1;",
                "@%bbt_q st.global.v2.u64 [%bbt_a], {$3, $4};",
                "@%bbt_q st.global.v2.u64 [%bbt_a+16], {$5, $6};", "}"]
        return _NEWLINE.join(body)


def _flat_thread_lines(dims: tuple[int, int, int] | None) -> list[str]:
    """PTX: ``%bbt_w``, the flat thread index (z * ny + y) * nx + x; ``dims``, the block
    shape the kernel requires (constants), else read from ``%ntid``."""
    body: list[str] = []
    if dims is not None and dims[1] == dims[2] == 1:
        body += ["mov.u32 %bbt_w, %tid.x;"]          # the flat thread index
    elif dims is not None:                           # (z * ny + y) * nx + x
        body += ["mov.u32 %bbt_x, %tid.z;", "mov.u32 %bbt_y, %tid.y;",
                 f"mul.lo.u32 %bbt_w, %bbt_x, {dims[1]};",
                 "add.u32 %bbt_w, %bbt_w, %bbt_y;",
                 "mov.u32 %bbt_x, %tid.x;", f"mul.lo.u32 %bbt_w, %bbt_w, {dims[0]};",
                 "add.u32 %bbt_w, %bbt_w, %bbt_x;"]
    else:
        body += ["mov.u32 %bbt_x, %tid.z;", "mov.u32 %bbt_n, %ntid.y;",
                 "mov.u32 %bbt_y, %tid.y;", "mul.lo.u32 %bbt_w, %bbt_x, %bbt_n;",
                 "add.u32 %bbt_w, %bbt_w, %bbt_y;", "mov.u32 %bbt_n, %ntid.x;",
                 "mov.u32 %bbt_x, %tid.x;", "mul.lo.u32 %bbt_w, %bbt_w, %bbt_n;",
                 "add.u32 %bbt_w, %bbt_w, %bbt_x;"]
    return body
