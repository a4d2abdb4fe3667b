//===- BlockMap.cpp - the block map JSON, and the CFG hashes ----------------------===//
//
// The block map is the value bbprof/instrument/blockmap.py reads (format
// "bbprof.blockmap", version 3, docs/formats.md): what every counter word means. This file writes the
// same keys in the same order as bbprof/instrument/instrument.py, so BlockMap.load,
// BlockMap.decode, `bbprof run` and `bbprof report` read it unchanged.
//
// Names: the Python side reads LLVM's printed text and unquotes a name's \XX escapes one
// byte to one character, so a name's bytes are written here as the characters U+0000 to
// U+00FF (its Latin-1 reading), and the CFG hash hashes Python's json.dumps of those
// characters (ensure_ascii: \u00XX above 0x7E).
//
//===------------------------------------------------------------------------------===//
#include "BBProf.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/CFG.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace bbprof {

std::string Options::modeName() const {
  std::string Fields = Thread && Wave ? "thread,wave" : Thread ? "thread" : "wave";
  std::string Name = Fields + "/" + placement();
  if (Thread && Wave && Wide)
    Name += ",wide";
  return LoopsInRegisters ? Name : Name + ",loops-in-memory";
}

std::string pythonJSONString(StringRef Bytes) {
  std::string Out = "\"";
  for (unsigned char C : Bytes) {
    switch (C) {
    case '"': Out += "\\\""; break;
    case '\\': Out += "\\\\"; break;
    case '\n': Out += "\\n"; break;
    case '\r': Out += "\\r"; break;
    case '\t': Out += "\\t"; break;
    case '\b': Out += "\\b"; break;
    case '\f': Out += "\\f"; break;
    default:
      if (C < 0x20 || C > 0x7e) {
        char Buf[8];
        snprintf(Buf, sizeof Buf, "\\u%04x", C);
        Out += Buf;
      } else {
        Out += static_cast<char>(C);
      }
    }
  }
  return Out + "\"";
}

std::string sha256Prefix(StringRef Text, size_t Digits) {
  SHA256 Hasher;
  Hasher.update(Text);
  std::array<uint8_t, 32> Digest = Hasher.final();
  std::string Hex;
  raw_string_ostream OS(Hex);
  for (uint8_t B : Digest)
    OS << format_hex_no_prefix(B, 2, /*Upper=*/false);
  OS.flush();
  return Hex.substr(0, Digits);
}

// json.dumps([name, [[block, [successors]], ...]]) with Python's default separators.
std::string functionCFGHash(const FunctionRecord &F) {
  std::string Shape = "[" + pythonJSONString(F.Name) + ", [";
  for (size_t I = 0; I < F.Blocks.size(); ++I) {
    if (I)
      Shape += ", ";
    Shape += "[" + pythonJSONString(F.Blocks[I].Name) + ", [";
    for (size_t J = 0; J < F.Blocks[I].Successors.size(); ++J) {
      if (J)
        Shape += ", ";
      Shape += std::to_string(F.Blocks[I].Successors[J]);
    }
    Shape += "]]";
  }
  return sha256Prefix(Shape + "]]");
}

FunctionRecord functionShape(const Function &F, ModuleSlotTracker &Slots) {
  FunctionRecord R;
  R.Name = F.getName().str();
  Slots.incorporateFunction(F);
  DenseMap<const BasicBlock *, int> Id;
  int Next = 0;
  for (const BasicBlock &BB : F)
    Id[&BB] = Next++;
  for (const BasicBlock &BB : F) {
    BlockRecord B;
    B.Name = BB.hasName() ? BB.getName().str() : std::to_string(Slots.getLocalSlot(&BB));
    for (const BasicBlock *S : successors(&BB)) {
      int SId = Id.lookup(S);
      if (std::find(B.Successors.begin(), B.Successors.end(), SId) == B.Successors.end())
        B.Successors.push_back(SId);
    }
    R.Blocks.push_back(B);
  }
  R.CFGHash = functionCFGHash(R);
  return R;
}

// A name's bytes as the characters Python reads for them (see the header).
static std::string latin1(StringRef Bytes) {
  std::string Out;
  for (unsigned char C : Bytes) {
    if (C < 0x80) {
      Out += static_cast<char>(C);
    } else {
      Out += static_cast<char>(0xc0 | (C >> 6));
      Out += static_cast<char>(0x80 | (C & 0x3f));
    }
  }
  return Out;
}

const char *kindName(TargetKind K) {
  return K == TargetKind::AMDGPU ? "amdgpu" : K == TargetKind::NVPTX ? "nvptx" : "host";
}

template <typename T> static json::Value optional(const std::optional<T> &V) {
  if (!V)
    return nullptr;
  return json::Value(*V);
}

static json::Value optionalString(const std::optional<std::string> &V) {
  if (!V)
    return nullptr;
  return latin1(*V);
}

// A counter's word of each field: packed, both fields in one word; wide, two words.
static void wordFields(json::OStream &J, const Options &O, const std::optional<unsigned> &Word) {
  if (!Word)
    return;
  if (O.packed()) {
    J.attribute("thread_hits", *Word);
    J.attribute("wave_hits", *Word);
  } else if (O.Thread && O.Wave) {
    J.attribute("thread_hits", *Word);
    J.attribute("wave_hits", *Word + 1);
  } else {
    J.attribute(O.Thread ? "thread_hits" : "wave_hits", *Word);
  }
}

static void writeFunction(json::OStream &J, const FunctionRecord &F, const Options &O) {
  J.object([&] {
    J.attribute("name", latin1(F.Name));
    J.attribute("is_kernel", F.IsKernel);
    J.attribute("wave_size", F.WaveSize);
    J.attribute("target_cpu", optionalString(F.TargetCPU));
    J.attribute("placement", F.Placement);
    J.attribute("cfg_hash", F.CFGHash);
    J.attributeArray("args", [&] {
      for (const std::string &A : F.Args)
        J.value(latin1(A));
    });
    J.attributeArray("blocks", [&] {
      for (size_t I = 0; I < F.Blocks.size(); ++I) {
        const BlockRecord &B = F.Blocks[I];
        J.object([&] {
          J.attribute("id", static_cast<int64_t>(I));
          J.attribute("name", latin1(B.Name));
          J.attributeArray("successors", [&] {
            for (int S : B.Successors)
              J.value(S);
          });
          J.attribute("instructions", B.Instructions);
          J.attribute("debug_location", optionalString(B.DebugLocation));
          J.attribute("loop_header", B.LoopHeader);
          J.attribute("loop_depth", B.LoopDepth);
          J.attribute("reachable", B.Reachable);
          J.attributeObject("counters", [&] { wordFields(J, O, B.Word); });
        });
      }
    });
    J.attributeArray("loops", [&] {
      for (const LoopRecord &L : F.Loops)
        J.object([&] {
          J.attribute("header", L.Header);
          J.attributeArray("latches", [&] { for (int X : L.Latches) J.value(X); });
          J.attribute("depth", L.Depth);
          J.attribute("parent", optional(L.Parent));
          J.attributeArray("body", [&] { for (int X : L.Body) J.value(X); });
          J.attributeArray("exits", [&] {
            for (auto [U, V] : L.Exits)
              J.array([&] { J.value(U); J.value(V); });
          });
        });
    });
    J.attribute("irreducible", F.Irreducible);
    if (F.WarpUniform)
      J.attributeObject("warp_uniform", [&] {
        J.attribute("uniform", F.WarpUniform->first);
        J.attribute("reason", F.WarpUniform->first ? json::Value(nullptr)
                                                    : json::Value(F.WarpUniform->second));
      });
    else
      J.attribute("warp_uniform", nullptr);
    J.attributeArray("uniform_loops", [&] {
      for (const UniformLoopRecord &U : F.UniformLoops)
        J.object([&] {
          J.attribute("header", U.Header);
          J.attribute("latch", U.Latch);
          J.attributeArray("exit", [&] {
            J.value(U.Exit.first);
            J.value(U.Exit.second);
          });
          J.attributeArray("accumulators", [&] {
            for (const AccumulatorRecord &A : U.Accumulators)
              J.object([&] {
                J.attribute("word", A.Word);
                J.attribute("at", A.At);
                J.attribute("condition", A.Condition ? json::Value(latin1(*A.Condition))
                                                     : json::Value(nullptr));
                J.attribute("when", A.When);
                J.attributeArray("blocks", [&] {
                  for (int B : A.Blocks)
                    J.value(B);
                });
              });
          });
        });
    });
    J.attributeArray("register_loops", [&] {
      for (const RegisterLoopRecord &R : F.RegisterLoops)
        J.object([&] {
          J.attribute("block", R.Block);
          J.attribute("word", R.Word);
          J.attribute("exits", R.Exits);
        });
    });
    J.attributeArray("edges", [&] {
      for (const EdgeRecord &E : F.Edges)
        J.object([&] {
          J.attribute("source", E.Source);
          J.attribute("target", E.Target);
          J.attribute("kind", E.How);
          J.attribute("block", optional(E.Block));
          J.attributeObject("counters", [&] { wordFields(J, O, E.Word); });
        });
    });
  });
}

std::optional<std::string> writeBlockMap(const ModuleRecord &M, const Options &O,
                                         StringRef Path) {
  std::string Text;
  raw_string_ostream OS(Text);
  {
    json::OStream J(OS, /*IndentSize=*/1);
    J.object([&] {
      J.attribute("format", "bbprof.blockmap");
      J.attribute("version", 3);
      J.attributeObject("input", [&] {
        J.attribute("path", M.InputPath);
        J.attribute("sha256", M.InputSHA256);
      });
      J.attributeObject("target", [&] {
        J.attribute("kind", kindName(M.Kind));
        J.attribute("triple", M.Triple);
        J.attribute("codegen_triple", M.CodegenTriple);
        J.attribute("arch", optionalString(M.Arch));
        J.attribute("wave_size", M.WaveSize);
      });
      J.attributeObject("mode", [&] {
        J.attributeArray("counters", [&] {
          if (O.Thread)
            J.value("thread_hits");
          if (O.Wave)
            J.value("wave_hits");
        });
        J.attribute("placement", O.placement());
        J.attribute("packed", O.packed());
        J.attribute("loops_in_registers", O.LoopsInRegisters);
        J.attribute("name", O.modeName());
      });
      J.attribute("cfg_hash", M.CFGHash);
      const Layout &L = M.Counters;
      J.attributeObject("counters", [&] {
        J.attribute("sites", L.Sites);
        J.attribute("words_used", L.WordsUsed);
        J.attribute("shards", static_cast<int64_t>(L.Shards));
        J.attribute("wave_slots", L.WaveSlots);
        J.attribute("shard_selection", L.ShardSelection);
        J.attribute("symbol", "__bbprof_counters");
        J.attribute("cfg_hash_symbol", "__bbprof_cfg_hash");
        J.attribute("word_bytes", 8);
        J.attribute("row_words", static_cast<int64_t>(L.rowWords()));
        J.attribute("words", static_cast<int64_t>(L.words()));
        J.attribute("slots", L.Sites);
      });
      J.attributeArray("functions", [&] {
        for (const FunctionRecord &F : M.Functions)
          writeFunction(J, F, O);
      });
      J.attributeObject("producer", [&] {
        J.attribute("engine", "plugin");
        J.attribute("llvm", LLVM_VERSION_STRING);
        J.attribute("tree", "CFGMST.h, block frequency x branch probability");
      });
    });
  }
  OS << "\n";
  OS.flush();
  return writeFileAtomically(Path, Text);
}

// Written beside, then renamed over: a reader never sees half a file.
std::optional<std::string> writeFileAtomically(StringRef Path, StringRef Text) {
  std::string Temp = (Path + ".tmp").str();
  {
    std::error_code EC;
    raw_fd_ostream File(Temp, EC, sys::fs::OF_None);
    if (EC)
      return "cannot write " + Temp + ": " + EC.message();
    File << Text;
    File.close();
    if (File.has_error())
      return "cannot write " + Temp + ": " + File.error().message();
  }
  if (std::error_code EC = sys::fs::rename(Temp, Path))
    return "cannot write " + Path.str() + ": " + EC.message();
  return std::nullopt;
}

} // namespace bbprof
