"""LLVM's parser and verifier in a forked child, so that an abort inside LLVM is an error.

LLVM stops the whole process on some inputs instead of returning an error: a module that
carries debug-info metadata and fails verification ends in ``report_fatal_error("Broken
module found, compilation aborted!")`` while it is still being *parsed* (the parser's
debug-info upgrade verifies it), an intrinsic whose signature changed between LLVM versions
does exactly that, and a release build of LLVM can crash outright on text it was never
meant to read. Python cannot catch either. So bbprof parses, prints and verifies IR in a
child process, and an abort there becomes an ``LLVMAbortError`` naming the file, LLVM's own
message (its stderr), the LLVM that probably wrote the file (``skew.writer_of``) and what
to do.

A fresh Python per parse would cost a quarter of a second; ``os.fork()`` of the process
that has llvmlite loaded costs a few milliseconds, once: the child is kept and serves
later requests (threads asking at the same time get a child each) over two pipes (a
length-prefixed request, the canonical text back, then the verifier's verdict, so the
caller reads the module's structure while the child verifies). Code generation runs there
too. A child that died is replaced at the next request. The child holds no copy of the
caller's stdout (its fd 1 is /dev/null), ignores Ctrl-C (the caller handles it) and writes
LLVM's stderr to an anonymous file the parent reads; core dumps are off in it.

Where ``os.fork`` does not exist (Windows) the work runs in the caller's process, as
before: an abort there still ends the process.
"""

from __future__ import annotations

import os
import struct
import sys
import threading

from bbprof.errors import IRParseError

_HEADER = struct.Struct("<cQ")   # kind byte, payload length
_OK, _ERR = b"o", b"e"
_USE_FORK = hasattr(os, "fork") and sys.platform != "win32" and \
    os.environ.get("BBPROF_LLVM_IN_PROCESS") != "1"


# LLVM recurses over a function's blocks in places (code generation, the JIT): a function of
# 16,000 blocks overflows the 8 MB stack of a thread (SIGSEGV in MCJIT's finalize_object and
# in NVPTX codegen, bench_scale_commands.py). Its work runs on a thread with this much stack
# (address space reserved, touched only as deep as LLVM goes).
DEEP_STACK = 1 << 30


def on_deep_stack(fn, *args):
    """``fn(*args)`` on a thread with ``DEEP_STACK`` bytes of stack: its result, or what it
    raised."""
    out: dict = {}

    def run() -> None:
        try:
            out["value"] = fn(*args)
        except BaseException as exc:   # noqa: BLE001 — raised again in the caller
            out["error"] = exc

    with _stack_lock:
        old = threading.stack_size(DEEP_STACK)
        try:
            worker = threading.Thread(target=run, name="bbprof-llvm", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old)
    worker.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


_stack_lock = threading.Lock()


class LLVMAbortError(IRParseError):
    """LLVM stopped the process (an abort or a crash) while reading or verifying IR."""


def _die_with(parent: int) -> None:
    """Linux: this (forked) process gets SIGKILL when its parent ends, so an interrupted
    or terminated bbprof leaves no LLVM child working on (issue 38: up to 10 s). Only for
    children of the main thread: PR_SET_PDEATHSIG fires when the forking thread ends, and
    a pool's worker thread ends long before the process."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL))   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:     # the parent ended before the line above
        os._exit(0)


class _Child:
    def __init__(self) -> None:
        # llvmlite is not loaded here first: a caller that has it shares it with the child;
        # one that has not (``bbprof instrument``) forks before its own imports, and the
        # child loads LLVM on the other core meanwhile (``_serve``)
        self.stderr_fd = _anonymous_file()
        req_r, req_w = os.pipe()
        rep_r, rep_w = os.pipe()
        parent = os.getpid()
        # the kernel signals a child when the *thread* that forked it ends: only a child
        # of the main thread (which lasts as long as the process) can ask for that
        from_main = threading.current_thread() is threading.main_thread()
        pid = os.fork()
        if pid == 0:   # the child
            try:
                if from_main:
                    _die_with(parent)
                os.close(req_w)
                os.close(rep_r)
                for other in list(_children):   # the pipes of its siblings are not its own
                    for fd in (other.requests, other.replies, other.stderr_fd):
                        try:
                            os.close(fd)
                        except OSError:
                            pass
                _serve(req_r, rep_w, self.stderr_fd)
            except BaseException:   # noqa: BLE001  (the parent reports the death)
                import traceback

                traceback.print_exc()
                os._exit(3)
            finally:
                os._exit(0)
        os.close(req_r)
        os.close(rep_w)
        self.pid, self.requests, self.replies = pid, req_w, rep_r
        self.owner = os.getpid()   # a process forked from this one must start its own
        self.alive = True
        _children.add(self)

    def kill(self) -> None:
        """End a child whose exchange was cut short (an interrupt): it is out of step."""
        import signal

        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        self.death()

    def send(self, op: str, text: str) -> None:
        os.lseek(self.stderr_fd, 0, os.SEEK_SET)
        os.ftruncate(self.stderr_fd, 0)
        data = op.encode() + b"\0" + text.encode("utf-8")
        try:
            _write_all(self.requests, _HEADER.pack(_OK, len(data)) + data)
        except BrokenPipeError:
            pass   # it died: the reply read says how

    def receive(self, timeout: float | None = None) -> tuple[bytes, bytes] | None:
        """(kind, payload), or None when the child is gone; TimeoutError past ``timeout``."""
        if timeout is not None:
            import select

            ready, _, _ = select.select([self.replies], [], [], timeout)
            if not ready:
                raise TimeoutError
        header = _read_exactly(self.replies, _HEADER.size)
        if header is None:
            return None
        kind, size = _HEADER.unpack(header)
        payload = _read_exactly(self.replies, size)
        return None if payload is None else (kind, payload)

    def stderr(self) -> str:
        """What LLVM wrote to stderr during the current request."""
        size = os.fstat(self.stderr_fd).st_size
        return os.pread(self.stderr_fd, size, 0).decode(errors="replace") if size else ""

    def death(self) -> str:
        """How the child ended, and what LLVM wrote to stderr before."""
        self.alive = False
        _children.discard(self)
        for fd in (self.requests, self.replies):
            try:
                os.close(fd)
            except OSError:
                pass
        _, status = os.waitpid(self.pid, 0)
        stderr = self.stderr()
        os.close(self.stderr_fd)
        if os.WIFSIGNALED(status):
            import signal

            number = os.WTERMSIG(status)
            try:
                name = signal.Signals(number).name
            except ValueError:
                name = f"signal {number}"
            how = f"LLVM {_llvm_version()} (llvmlite) aborted ({name})"
        else:
            how = f"LLVM {_llvm_version()}'s process ended (exit {os.WEXITSTATUS(status)})"
        message = _llvm_message(stderr)
        return f"{how}: {message}" if message else how


# Idle children, ready for a request. A request takes one (or forks a new one) and gives it
# back when done, so that threads (``analyze_many``) get a child each and overlap.
_idle: list[_Child] = []
_children: set[_Child] = set()   # every live child of this process
_idle_lock = threading.Lock()


def _take() -> _Child:
    with _idle_lock:
        while _idle:
            child = _idle.pop()
            if child.alive and child.owner == os.getpid():
                return child
    return _Child()


def _give(child: _Child) -> None:
    if child.alive and child.owner == os.getpid():
        with _idle_lock:
            _idle.append(child)


def keep_idle(count: int) -> None:
    """Fork children until ``count`` are idle, from this thread (call it from the main
    one before threads ask: a child of the main thread dies with the process). A child
    loads LLVM as soon as it starts: forked before the caller's own imports, it does so
    on another core meanwhile."""
    if not _USE_FORK:
        return
    with _idle_lock:
        live = [c for c in _idle if c.alive and c.owner == os.getpid()]
    for _ in range(count - len(live)):
        _give(_Child())


class Parsed:
    """A parse in progress in the child: ``canonical()`` is LLVM's printed text (and the
    triple), ``verified()`` waits for the verifier. Both raise ``IRParseError`` with LLVM's
    message, or ``LLVMAbortError`` when LLVM stopped the child."""

    def __init__(self, text: str, path: str, *, verify: bool = True, print_text: bool = True):
        self.path, self._source = path, text
        self._done = False
        self._verify, self._print = verify, print_text
        if not _USE_FORK:
            self._in_process()
            return
        self._child = _take()
        op = ("p" if print_text else "-") + ("v" if verify else "-")
        self._child.send(op, text)

    # -- fallback without fork -----------------------------------------------------------
    def _in_process(self) -> None:
        on_deep_stack(self._parse_here)

    def _parse_here(self) -> None:
        self._done = True
        self._error = None
        self._triple, self._text = "", ""
        try:
            ref = _parse(self._source, self.path)
            self._triple, self._text = ref.triple, (str(ref) if self._print else "")
            if self._verify:
                _verify_ref(ref, self.path)
        except IRParseError as exc:
            self._error = exc

    def canonical(self) -> tuple[str, str]:
        if self._done:
            if self._error is not None and not self._text:
                raise self._error
            return self._triple, self._text
        reply = self._reply()
        triple, _, text = reply.partition(b"\0")
        return triple.decode(), text.decode("utf-8")

    def verified(self) -> None:
        if self._done:
            if self._error is not None:
                raise self._error
            return
        try:
            self._reply()
        finally:
            self._finish()

    def wait(self) -> None:
        """Both replies: the parse, then the verifier."""
        try:
            self.canonical()
            self.verified()
        finally:
            self.close()

    def _reply(self) -> bytes:
        try:
            got = self._child.receive()
        except BaseException:
            self._child.kill()
            self._finish()
            raise
        if got is None:
            message = self._child.death()
            self._finish()
            from bbprof.ir import skew

            raise LLVMAbortError(message + skew.writer_clause(self._source), path=self.path,
                                 hint=skew.abort_hint(self._source))
        kind, payload = got
        if kind == _ERR:
            self._finish()
            raise _error_from(payload.decode("utf-8", "replace"), self.path, self._source)
        return payload

    def _finish(self) -> None:
        if not self._done:
            self._done = True
            _give(self._child)

    def close(self) -> None:
        """Give the child back; one left with replies unread is ended (it is out of step)."""
        if not self._done:
            try:
                self._child.kill()
            finally:
                self._finish()


def parse_print_verify(text: str, path: str) -> Parsed:
    """Start parsing ``text`` (named ``path`` in messages) in the child."""
    return Parsed(text, path)


def verify_later(text: str, path: str) -> Parsed:
    """Start parsing and verifying ``text`` in the child; ``wait()`` for the verdict."""
    return Parsed(text, path, print_text=False)


def parse_and_verify(text: str, path: str) -> None:
    """Parse and verify in the child; LLVM's error as ``path: line L, column C: message``."""
    verify_later(text, path).wait()


class CodegenFailure(Exception):
    """Codegen in the child failed: ``kind`` is "error" (LLVM said why), "died" (an abort
    or crash: ``message`` says which) or "timeout"; ``stderr`` is LLVM's."""

    def __init__(self, kind: str, message: str, stderr: str):
        super().__init__(message)
        self.kind, self.message, self.stderr = kind, message, stderr


def forking() -> bool:
    """Does LLVM work run in the forked child here (False: in the caller, or a fresh
    Python per call for codegen)?"""
    return _USE_FORK


def codegen(request: dict, timeout: float) -> tuple[bytes, str]:
    """Machine code for ``request`` (text, triple, cpu, features, output "asm"/"obj",
    opt, verbose), made in the child: ``(bytes, LLVM's stderr)``."""
    import json

    child = _take()
    child.send("c", json.dumps(request))
    try:
        got = child.receive(timeout)
    except TimeoutError:
        child.kill()
        raise CodegenFailure("timeout", f"took longer than {timeout:.0f} s", "") from None
    except BaseException:
        child.kill()
        raise
    if got is None:
        stderr = child.stderr()
        raise CodegenFailure("died", child.death(), stderr)
    kind, payload = got
    stderr = child.stderr()
    _give(child)
    if kind == _ERR:
        raise CodegenFailure("error", payload.decode(errors="replace").partition("\0")[2],
                             stderr)
    return payload, stderr


# -- the child's side ---------------------------------------------------------------------
def _serve(requests: int, replies: int, stderr_fd: int) -> None:
    import faulthandler
    import resource
    import select
    import signal

    faulthandler.disable()
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # Ctrl-C is the caller's to handle
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ValueError, OSError):
        pass
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.dup2(stderr_fd, 2)
    import llvmlite.binding  # noqa: F401  (before the first request: see keep_idle)

    while True:
        if _unfreed and not select.select([requests], [], [], IDLE_FREE_S)[0]:
            _free_held()
        header = _read_exactly(requests, _HEADER.size)
        if header is None:
            return
        _, size = _HEADER.unpack(header)
        data = _read_exactly(requests, size)
        if data is None:
            return
        op, _, body = data.partition(b"\0")
        if op == b"c":
            on_deep_stack(_codegen_request, replies, body)
        else:
            on_deep_stack(_parse_request, replies, op, body)


def _parse_request(replies: int, op: bytes, body: bytes) -> None:
    import llvmlite.binding as llvm

    want_print, want_verify = op[:1] == b"p", op[1:2] == b"v"
    try:
        ref = llvm.parse_assembly(body.decode("utf-8"))
    except RuntimeError as exc:
        _reply(replies, _ERR, b"parse\0" + str(exc).encode())
        return
    printed = str(ref).encode("utf-8") if want_print else b""
    _reply(replies, _OK, ref.triple.encode() + b"\0" + printed)
    if want_verify:
        try:
            ref.verify()
            _reply(replies, _OK, b"")
        except RuntimeError as exc:
            _reply(replies, _ERR, b"verify\0" + str(exc).encode())
    _unfreed.append(ref)
    while len(_unfreed) > KEPT_MODULES:   # after the replies: while the caller reads them
        _unfreed.pop(0).close()


# The modules of the last parse requests, freed once the child has had no request for
# IDLE_FREE_S (``_serve``) or when more come: LLVM takes a quarter of a second to free a
# module of 50,000 blocks, which a child whose caller exits first never needs to spend
# (``bbprof instrument``: its input, and its output parsed to be verified).
_unfreed: list = []
KEPT_MODULES = 2
IDLE_FREE_S = 30.0


def _free_held() -> None:
    while _unfreed:
        _unfreed.pop().close()


_targets_ready = False


def _codegen_request(replies: int, body: bytes) -> None:
    import json

    import llvmlite.binding as llvm

    global _targets_ready
    request = json.loads(body)
    if not _targets_ready:
        llvm.initialize_all_targets()
        llvm.initialize_all_asmprinters()
        _targets_ready = True
    try:
        module = llvm.parse_assembly(request["text"])
        module.triple = request["triple"]
        module.verify()
        target = llvm.Target.from_triple(request["triple"])
        machine = target.create_target_machine(cpu=request["cpu"],
                                               features=request["features"],
                                               opt=request["opt"], reloc="pic",
                                               codemodel="default")
        machine.set_asm_verbosity(bool(request.get("verbose", True)))
        if request["output"] == "obj":
            out = machine.emit_object(module)
        else:   # the bytes as LLVM wrote them (emit_assembly() decodes them as UTF-8,
            # and verbose assembly can hold a raw byte of a DWARF string)
            out = machine._emit_to_memory(module, use_object=False)
        module.close()
    except RuntimeError as exc:
        _reply(replies, _ERR, b"codegen\0" + " ".join(str(exc).split()).encode())
        return
    _reply(replies, _OK, out)


def _reply(fd: int, kind: bytes, payload: bytes) -> None:
    _write_all(fd, _HEADER.pack(kind, len(payload)) + payload)


# -- messages -------------------------------------------------------------------------------
def _error_from(payload: str, path: str, source: str) -> IRParseError:
    stage, _, message = payload.partition("\0")
    return (_parse_error if stage == "parse" else _verify_error)(message, path, source)


def _parse_error(raw: str, path: str, source: str = "") -> IRParseError:
    import re

    from bbprof.ir import skew

    message = " ".join(raw.split())
    for line in raw.splitlines():
        match = re.match(r"^<string>:(\d+):(\d+): error: (.*)$", line)
        if match:
            message = f"line {match.group(1)}, column {match.group(2)}: {match.group(3)}"
            break
    writer = skew.writer_clause(source)
    return IRParseError(message + writer, path=path,
                        hint=skew.abort_hint(source) if writer else None)


def _verify_error(raw: str, path: str, source: str = "") -> IRParseError:
    from bbprof.ir import skew

    detail = " ".join(raw.split())
    writer = skew.writer_clause(source)
    return IRParseError(f"LLVM's verifier rejected the module: {detail}{writer}", path=path,
                        hint=skew.abort_hint(source) if writer
                        else "the IR is invalid; check the pass that produced it")


def _parse(text: str, path: str):
    import llvmlite.binding as llvm

    try:
        return llvm.parse_assembly(text)
    except RuntimeError as exc:
        raise _parse_error(str(exc), path, text) from None


def _verify_ref(ref, path: str, source: str = "") -> None:
    try:
        ref.verify()
    except RuntimeError as exc:
        raise _verify_error(str(exc), path, source) from None


def _llvm_message(stderr: str) -> str:
    """LLVM's stderr in one line: its distinct lines, the fatal one last, shortened."""
    lines = []
    for line in stderr.splitlines():
        line = " ".join(line.split())
        if line and line not in lines and not line.startswith(("Stack dump", "#", "0x")):
            lines.append(line)
    text = "; ".join(lines)
    return text if len(text) <= 400 else text[:397] + "..."


def _llvm_version() -> str:
    import llvmlite.binding as llvm

    return ".".join(map(str, llvm.llvm_version_info[:2]))


# -- plumbing -----------------------------------------------------------------------------
def _anonymous_file() -> int:
    if hasattr(os, "memfd_create"):
        return os.memfd_create("bbprof-llvm-stderr")
    import tempfile

    handle = tempfile.TemporaryFile()
    return os.dup(handle.fileno())


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _read_exactly(fd: int, size: int) -> bytes | None:
    if size == 0:
        return b""
    chunks, got = [], 0
    while got < size:
        chunk = os.read(fd, min(size - got, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


__all__ = ["CodegenFailure", "LLVMAbortError", "Parsed", "codegen", "forking",
           "parse_and_verify", "parse_print_verify", "verify_later"]
