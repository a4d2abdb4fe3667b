//===- BBProf.h - bbprof's basic-block counting pass -----------------------------===//
//
// The pass inserts the counters the Python instrumenter (bbprof/instrument/) inserts, into
// the module LLVM holds, with IRBuilder, and writes the same block map (JSON, the format
// of bbprof/instrument/blockmap.py, docs/formats.md). Plugin.cpp registers it and reads its options,
// Instrument.cpp plans and writes the counting code, BlockMap.cpp writes the map, and
// Plan.cpp reads a plan bbprof's own engine wrote (-bbprof-plan) in place of planning.
//
//===------------------------------------------------------------------------------===//
#ifndef BBPROF_H
#define BBPROF_H

#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/PassManager.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bbprof {

enum class TargetKind { AMDGPU, NVPTX, Host };

// What to count and where: the Python side's Mode (modes.py) as the plugin supports it.
// LoopsInRegisters: single-block loops keep their counts per lane in a register and add
// them to memory once per exit (register_loops.py), and loop chains theirs in wave-uniform
// accumulators (uniform_loops.py); off, every entry updates memory.
struct Options {
  std::string MapPath;            // "" : <module stem>.bbprof.json; "%a" : the arch
  bool Thread = true, Wave = true;
  std::string Placement;          // "", "every-block", "spanning-tree"
  bool Wide = false;
  bool LoopsInRegisters = true;
  long Shards = -1;               // -1: the layout's default for the target
  std::string Target;             // "", "amdgpu", "nvptx", "host"
  std::string Arch;               // the processor when functions name none (target-cpu)
  std::string PlanPath;           // the module `bbprof instrument` wrote: its plan, not ours
  std::string DumpPath;           // where to write the module as the pass sees it
  bool ModeGiven = false;         // counters, placement, wide or loops-in-memory was given
  bool FromPipeline = false;      // run by clang's optimizer: leave non-GPU modules alone
  std::string Error;              // an option that could not be read

  bool packed() const { return Thread && Wave && !Wide; }
  unsigned wordsPerSite() const { return Thread && Wave && Wide ? 2 : 1; }
  std::string placement() const {
    if (!Placement.empty())
      return Placement;
    return Thread && Wave && Wide ? "every-block" : "spanning-tree";
  }
  std::string modeName() const;
};

// One block as the block map describes it (ids are positions in the function).
struct BlockRecord {
  std::string Name;
  std::vector<int> Successors;    // unique, in terminator order
  unsigned Instructions = 0;
  std::optional<std::string> DebugLocation;
  bool LoopHeader = false;
  unsigned LoopDepth = 0;
  bool Reachable = false;
  std::optional<unsigned> Word;   // the block's counter word, when counted
};

struct LoopRecord {
  int Header;
  std::vector<int> Latches, Body;
  unsigned Depth;
  std::optional<int> Parent;
  std::vector<std::pair<int, int>> Exits;
};

// An edge of the circulation (EXIT = -1), and how its count is known.
struct EdgeRecord {
  int Source, Target;
  std::string How;                // "tree", "block", "edge", "exit", "split"
  std::optional<int> Block;       // the block whose counter counts it ("block")
  std::optional<unsigned> Word;
};

// A single-block loop counted in registers, flushed on each of its Exits exit edges.
struct RegisterLoopRecord {
  int Block;
  unsigned Word;
  unsigned Exits;
};

// A loop whose dominating chain is counted in wave-uniform accumulators (uniform_loops.py):
// each accumulator grows at the top of At (Condition empty: the active lanes) or before its
// terminator (the lanes whose Condition is When), and Blocks share its word.
struct AccumulatorRecord {
  unsigned Word;
  int At;
  std::optional<std::string> Condition;
  bool When = true;
  std::vector<int> Blocks;
};

struct UniformLoopRecord {
  int Header, Latch;
  std::pair<int, int> Exit;       // (exiting block, outside target)
  std::vector<AccumulatorRecord> Accumulators;
};

struct FunctionRecord {
  std::string Name;
  bool IsKernel = false;
  unsigned WaveSize = 1;
  std::optional<std::string> TargetCPU;
  std::string Placement;          // "every-block" or "spanning-tree"
  std::string CFGHash;
  std::vector<std::string> Args;  // the parameters as IR references them: "%x", "%0"
  std::vector<BlockRecord> Blocks;
  std::vector<LoopRecord> Loops;
  bool Irreducible = false;
  std::optional<std::pair<bool, std::string>> WarpUniform;  // (uniform, reason)
  std::vector<EdgeRecord> Edges;  // spanning tree only
  std::vector<RegisterLoopRecord> RegisterLoops;
  std::vector<UniformLoopRecord> UniformLoops;
};

struct Layout {
  unsigned Sites = 0, WordsUsed = 0;
  unsigned long Shards = 1;
  unsigned WaveSlots = 1;
  std::string ShardSelection;
  unsigned long rowWords() const {
    unsigned long Used = WordsUsed;
    unsigned long Rows = (Used + 15) / 16 * 16;
    return Rows < 16 ? 16 : Rows;
  }
  unsigned long words() const { return Shards * rowWords(); }
};

struct ModuleRecord {
  std::string InputPath, InputSHA256;
  TargetKind Kind;
  std::string Triple, CodegenTriple;
  std::optional<std::string> Arch;
  unsigned WaveSize = 1;
  std::string CFGHash;            // 16 hex digits
  Layout Counters;
  std::vector<FunctionRecord> Functions;
};

// Why the pass stops: one line, "<what is wrong>; <what to do>".
struct Failure {
  std::string Message;
};

// Python's json.dumps of a string (ensure_ascii): the CFG hash hashes that text.
std::string pythonJSONString(llvm::StringRef Bytes);
// The first 16 hex digits of the SHA-256 of Text.
std::string sha256Prefix(llvm::StringRef Text, size_t Digits = 16);
// A function's CFG hash, as placement.cfg_hash computes it.
std::string functionCFGHash(const FunctionRecord &F);
// F's name and blocks (named as LLVM prints them, with their unique successors) and its
// CFG hash: what a block map's function must match.
FunctionRecord functionShape(const llvm::Function &F, llvm::ModuleSlotTracker &Slots);
// Write the block map, or return why it could not be written.
std::optional<std::string> writeBlockMap(const ModuleRecord &M, const Options &O,
                                         llvm::StringRef Path);
// Write Text to Path whole (beside it first, then renamed), or return why not.
std::optional<std::string> writeFileAtomically(llvm::StringRef Path, llvm::StringRef Text);
const char *kindName(TargetKind K);

// The module's target as the options ask for it; Skip: a module clang's pipeline hands
// the pass that is not bbprof's to count (a CUDA/HIP build's host side).
TargetKind resolveKind(const llvm::Module &M, const Options &O, bool &Skip);
// The processor: the first defined function's target-cpu, else -bbprof-arch.
std::optional<std::string> moduleArch(const llvm::Module &M, const Options &O);
// Path with "%a" replaced by the processor (or the target's name).
std::string withArch(std::string Path, const std::optional<std::string> &Arch, TargetKind K);
// <module stem>.bbprof.json, or a Failure for a module without a file name.
std::string defaultMapPath(const llvm::Module &M);
// -bbprof-dump and -bbprof-plan (Plan.cpp): writes the module as the pass sees it, and
// replaces its functions by the plan's instrumented ones. Returns whether M changed.
bool dumpOrFollowPlan(llvm::Module &M, const Options &O);

class InstrumentPass : public llvm::PassInfoMixin<InstrumentPass> {
public:
  explicit InstrumentPass(bool FromPipeline = false) : FromPipeline(FromPipeline) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  bool FromPipeline;
};

Options currentOptions(bool FromPipeline);

} // namespace bbprof

#endif
