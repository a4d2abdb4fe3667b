//===- Plugin.cpp - registration and options of the bbprof pass plugin ----------===//
//
//   opt -load-pass-plugin=libBBProf.so -passes=bbprof-instrument k.ll -S -o k.bbprof.ll
//   clang -fpass-plugin=libBBProf.so ...     (runs at the optimizer's last extension point)
//
// Options, as cl::opt (opt's command line, or clang's -mllvm) or in the environment
// variable BBPROF_PLUGIN_OPTIONS ("map=k.json;counters=thread;placement=every-block;
// wide;loops-in-memory;shards=64;target=host"): a cl::opt given on the command line wins.
//
// The two-step workflow (as PGO's): dump=k.ll writes the module as the pass sees it and
// changes nothing; `bbprof instrument k.ll` plans it (k.bbprof.ll and k.bbprof.json);
// plan=k.bbprof.ll then puts that plan's functions in place of the module's (Plan.cpp).
//
// Run by clang's pipeline, the pass counts GPU modules (amdgcn, nvptx) only: a CUDA or
// HIP build's host compile is left alone, unless target=host asks for the host instead.
//
//===------------------------------------------------------------------------------===//
#include "BBProf.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"

#include <cstdlib>

using namespace llvm;

namespace {

cl::opt<std::string> MapOpt("bbprof-map", cl::desc("bbprof: the block map to write "
                            "(default: the module's file with .bbprof.json; %a: the arch)"),
                            cl::value_desc("path"));
cl::opt<std::string> CountersOpt("bbprof-counters", cl::desc("bbprof: thread, wave, or "
                                 "thread,wave (default)"));
cl::opt<std::string> PlacementOpt("bbprof-placement", cl::desc("bbprof: every-block or "
                                  "spanning-tree (default; every-block with -bbprof-wide)"));
cl::opt<bool> WideOpt("bbprof-wide", cl::desc("bbprof: thread and wave counts in two words"));
cl::opt<bool> LoopsInMemoryOpt("bbprof-loops-in-memory", cl::desc("bbprof: every loop "
                               "iteration updates memory (no loop counts in registers)"));
cl::opt<long> ShardsOpt("bbprof-shards", cl::desc("bbprof: counter rows (default 2048 on "
                        "GPUs, 1 on the host)"), cl::init(-1));
cl::opt<std::string> ArchOpt("bbprof-arch", cl::desc("bbprof: the processor (gfx942, sm_90a) "
                             "where functions have no target-cpu"));
cl::opt<std::string> TargetOpt("bbprof-target", cl::desc("bbprof: amdgpu, nvptx or host "
                               "(host: count a CPU module)"));
cl::opt<std::string> PlanOpt("bbprof-plan", cl::desc("bbprof: the module `bbprof instrument` "
                             "wrote for this IR (its block map beside it, X.ll -> X.json): "
                             "its counters, not the plugin's own plan"),
                             cl::value_desc("path"));
cl::opt<std::string> DumpOpt("bbprof-dump", cl::desc("bbprof: write the module as the pass "
                             "sees it (%a: the arch); alone, change nothing"),
                             cl::value_desc("path"));

bool setCounters(bbprof::Options &O, StringRef Value) {
  O.Thread = O.Wave = false;
  SmallVector<StringRef, 2> Words;
  Value.split(Words, ',', -1, false);
  for (StringRef W : Words) {
    W = W.trim();
    std::string L = W.lower();
    if (L == "thread" || L == "threads" || L == "thread_hits")
      O.Thread = true;
    else if (L == "wave" || L == "waves" || L == "wave_hits")
      O.Wave = true;
    else {
      O.Error = "unknown counter '" + W.str() + "'; use thread, wave";
      return false;
    }
  }
  return true;
}

void readEnvironment(bbprof::Options &O) {
  const char *Env = std::getenv("BBPROF_PLUGIN_OPTIONS");
  if (!Env)
    return;
  SmallVector<StringRef, 8> Items;
  StringRef(Env).split(Items, ';', -1, false);
  for (StringRef Item : Items) {
    Item = Item.trim();
    if (Item.empty())
      continue;
    auto [Key, Value] = Item.split('=');
    Key = Key.trim();
    Value = Value.trim();
    if (Key == "counters" || Key == "placement" || Key == "wide" || Key == "loops-in-memory")
      O.ModeGiven = true;
    if (Key == "map")
      O.MapPath = Value.str();
    else if (Key == "plan")
      O.PlanPath = Value.str();
    else if (Key == "dump")
      O.DumpPath = Value.str();
    else if (Key == "counters")
      setCounters(O, Value);
    else if (Key == "placement")
      O.Placement = Value.str();
    else if (Key == "wide")
      O.Wide = Value.empty() || Value == "1" || Value == "true";
    else if (Key == "loops-in-memory")
      O.LoopsInRegisters = !(Value.empty() || Value == "1" || Value == "true");
    else if (Key == "shards") {
      if (Value.getAsInteger(10, O.Shards))
        O.Error = "BBPROF_PLUGIN_OPTIONS: shards=" + Value.str() + " is not a number";
    } else if (Key == "arch")
      O.Arch = Value.str();
    else if (Key == "target")
      O.Target = Value.str();
    else
      O.Error = "BBPROF_PLUGIN_OPTIONS: unknown option '" + Key.str() +
                "' (known: map, plan, dump, counters, placement, wide, loops-in-memory, "
                "shards, arch, target)";
  }
}

} // namespace

namespace bbprof {

Options currentOptions(bool FromPipeline) {
  Options O;
  O.FromPipeline = FromPipeline;
  readEnvironment(O);
  if (MapOpt.getNumOccurrences())
    O.MapPath = MapOpt;
  if (PlanOpt.getNumOccurrences())
    O.PlanPath = PlanOpt;
  if (DumpOpt.getNumOccurrences())
    O.DumpPath = DumpOpt;
  if (CountersOpt.getNumOccurrences() || PlacementOpt.getNumOccurrences() ||
      WideOpt.getNumOccurrences() || LoopsInMemoryOpt.getNumOccurrences())
    O.ModeGiven = true;
  if (CountersOpt.getNumOccurrences())
    setCounters(O, CountersOpt);
  if (PlacementOpt.getNumOccurrences())
    O.Placement = PlacementOpt;
  if (WideOpt.getNumOccurrences())
    O.Wide = WideOpt;
  if (LoopsInMemoryOpt.getNumOccurrences())
    O.LoopsInRegisters = !LoopsInMemoryOpt;
  if (ShardsOpt.getNumOccurrences())
    O.Shards = ShardsOpt;
  if (ArchOpt.getNumOccurrences())
    O.Arch = ArchOpt;
  if (TargetOpt.getNumOccurrences())
    O.Target = TargetOpt;
  if (!O.Target.empty() && O.Target != "amdgpu" && O.Target != "nvptx" && O.Target != "host")
    O.Error = "unknown target '" + O.Target + "'; use amdgpu, nvptx or host";
  return O;
}

} // namespace bbprof

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "BBProf", LLVM_VERSION_STRING, [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "bbprof-instrument")
                    return false;
                  MPM.addPass(bbprof::InstrumentPass(/*FromPipeline=*/false));
                  return true;
                });
#if LLVM_VERSION_MAJOR >= 20
            PB.registerOptimizerLastEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
                  MPM.addPass(bbprof::InstrumentPass(/*FromPipeline=*/true));
                });
#else
            PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
              MPM.addPass(bbprof::InstrumentPass(/*FromPipeline=*/true));
            });
#endif
          }};
}
