"""Child-process side of ``codegen.compile_text``: one request on stdin, the result on stdout."""

from __future__ import annotations

import json
import sys


def main() -> int:
    import llvmlite.binding as llvm

    request = json.loads(sys.stdin.buffer.read())
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    try:
        module = llvm.parse_assembly(request["text"])
        module.triple = request["triple"]
        module.verify()
        target = llvm.Target.from_triple(request["triple"])
        cpu = request["cpu"]
        machine = target.create_target_machine(cpu=cpu, features=request["features"],
                                               opt=request["opt"], reloc="pic",
                                               codemodel="default")
        machine.set_asm_verbosity(bool(request.get("verbose", True)))
        if request["output"] == "obj":
            sys.stdout.buffer.write(machine.emit_object(module))
        else:
            # the bytes as LLVM wrote them: emit_assembly() decodes them as UTF-8, and
            # verbose assembly can hold a raw byte of a DWARF string
            sys.stdout.buffer.write(machine._emit_to_memory(module, use_object=False))
    except RuntimeError as exc:
        print(f"error: {' '.join(str(exc).split())}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
