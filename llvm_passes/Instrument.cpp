//===- Instrument.cpp - counters at blocks, or on the edges outside a tree -------===//
//
// What the pass does to a module, the same counting as bbprof/instrument/ (read
// docs/counting-modes.md and docs/pass-plugin.md):
//
// 1. Plan, before anything changes: every defined function's blocks are numbered in
//    order and named as LLVM prints them (a slot number for an unnamed block), with
//    their unique successors; the CFG hash, loops (LoopInfo: natural loops, as
//    bbprof/ir/cfg.py finds them) and reachability go to the block map.
// 2. Placement. every-block: a counter at the top of every block. spanning-tree: the
//    circulation (CFG edges, an edge from every block without successors to a virtual
//    node X, and X -> entry) gets a maximum spanning tree from LLVM's own CFGMST.h, the
//    tree PGO instrumentation uses, weighted by block frequency x branch probability
//    (BlockFrequencyInfo, BranchProbabilityInfo; Knuth 1973, Ball & Larus 1994). Each
//    edge outside the tree is counted, cheapest first, by the entry block (X -> entry), by
//    its source (an exit edge, or a source with one successor), by its target (a target
//    with one predecessor), or else, in a warp-uniform kernel with wave counts, by a
//    block of bbprof's put on the edge ("__bbprof.split.<word>"; not into a block with
//    phis in a kernel using Hopper's wgmma), otherwise by an edge counter just before the
//    source's terminator (the ballot of the lanes its branch sends along the edge), as
//    placement.py places them. Decoding recovers every block by flow conservation
//    (placement.reconstruct). Wave counts obey conservation only where no wave splits:
//    with wave_hits, a GPU function is counted on the tree only if it is a kernel and
//    LLVM's UniformityInfo finds no divergent branch in it; otherwise at every block, and
//    the block map says why.
// 3. Code, with IRBuilder. Entry code (after the entry block's leading allocas) reads the
//    hardware ids once and picks the wave's counter row (layout.py). Block code (after a
//    block's phis and EH pads) lets the lowest active lane add what the mode counts:
//    NVPTX: one inline PTX statement (activemask, election against %lanemask_lt,
//    predicated red.global.add.u64); AMDGPU and the host: a call of the internal,
//    always-inline @__bbprof.count.w<wave size> (ballot, mbcnt election, atomicrmw add at
//    agent scope), the code counting_ir.py writes as text.
// 4. Loops in registers (register_loops.py; Ball & Larus's counter placement leaves a
//    self-loop's edge outside every tree): a single-block loop whose exits are br/switch
//    edges to distinct blocks (one exit with wave_hits) keeps each lane's runs (every
//    block) or back-edge traversals (tree) in a register: from an induction variable on
//    the exit edge when it has one, else a phi and an add per iteration. Each exit edge
//    gets a block of bbprof's that adds the exiting lanes' sum (thread_hits) and wave
//    maximum (wave_hits) once; on the tree an exit edge outside it is counted there too.
//    In a function counted at every block, a loop's chain of dominating blocks goes to
//    wave-uniform accumulators (uniform_loops.py), flushed once on its one exit edge.
//
//===------------------------------------------------------------------------------===//
#include "BBProf.h"

#include "llvm/Analysis/BlockFrequencyInfo.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Signals.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/bit.h"
#include "llvm/Transforms/Instrumentation/CFGMST.h"

#include <set>

using namespace llvm;

namespace bbprof {
namespace {

constexpr int EXIT = -1;
constexpr unsigned PackShift = 32;

// What CFGMST needs of an edge and of a block (its union-find fields).
struct MSTEdge {
  BasicBlock *SrcBB, *DestBB;
  uint64_t Weight;
  bool InMST = false, Removed = false, IsCritical = false;
  MSTEdge(BasicBlock *Src, BasicBlock *Dest, uint64_t W) : SrcBB(Src), DestBB(Dest), Weight(W) {}
  std::string infoString() const {
    return (Twine(InMST ? "" : " *") + (IsCritical ? " C" : "") + " W=" + Twine(Weight)).str();
  }
};

struct MSTBlock {
  MSTBlock *Group;
  uint32_t Index, Rank = 0;
  explicit MSTBlock(unsigned I) : Group(this), Index(I) {}
  std::string infoString() const { return (Twine("Index=") + Twine(Index)).str(); }
};

// An induction variable of a single-block loop (register_loops.induction):
// Phi = phi [Start, outside], [Next, loop], Next = Phi + Step (a non-zero constant).
struct Induction {
  PHINode *Phi;
  Value *Start;
  Instruction *Next;
  int64_t Step;
  unsigned Bits;
};

// A loop of uniform_loops.py: its chain (the blocks that dominate the latch, header
// first), the accumulators (where each grows: the header's top, or E's branch toward the
// chain's rest) and which accumulator counts each chain block.
struct UniformLoop {
  int Header, Latch, Exiting, ExitTarget;
  std::vector<int> Chain;
  std::vector<std::pair<int, Value *>> Grows;   // (block, condition or null)
  std::vector<bool> When;
  std::vector<std::optional<std::string>> ConditionText;
  std::map<int, unsigned> BlockAccumulator;
  std::vector<unsigned> Words;
};

struct Plan {
  Function *F;
  std::vector<BasicBlock *> Blocks;
  FunctionRecord Record;
  std::vector<std::pair<int, int>> Splits;   // edges that get a block of bbprof's
  std::vector<unsigned> SplitWords;
  std::set<int> Candidates;                  // single-block loops that may use registers
  std::vector<std::pair<int, int>> EdgeCounted;   // "edge": a register loop's back edge
  std::map<std::pair<int, int>, unsigned> EdgeWords, ExitWords;
  std::map<int, unsigned> RegisterWords;     // loop block -> the word its flushes add to
  std::map<int, Induction> Inductions;       // of the register loops that have one
  std::vector<UniformLoop> UniformLoops;
  std::set<int> InUniform;                   // chain blocks: counted by an accumulator
};

bool isKernel(const Function &F, const Module &M) {
  CallingConv::ID CC = F.getCallingConv();
  if (CC == CallingConv::AMDGPU_KERNEL || CC == CallingConv::PTX_Kernel ||
      CC == CallingConv::SPIR_KERNEL)
    return true;
  // LLVM 19 and older mark NVPTX kernels in !nvvm.annotations (LLVM 20 upgrades that to
  // ptx_kernel, which the Python side then reads).
  if (NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations"))
    for (MDNode *Node : Annotations->operands()) {
      if (Node->getNumOperands() < 3)
        continue;
      auto *Fn = mdconst::dyn_extract_or_null<Function>(Node->getOperand(0));
      auto *Key = dyn_cast<MDString>(Node->getOperand(1));
      if (Fn == &F && Key && Key->getString() == "kernel")
        return true;
    }
  return false;
}

std::optional<std::string> stringAttr(const Function &F, StringRef Name) {
  Attribute A = F.getFnAttribute(Name);
  if (!A.isStringAttribute())
    return std::nullopt;
  return A.getValueAsString().str();
}

// Target.wave_size of bbprof/ir/target.py.
unsigned waveSize(TargetKind Kind, const Function &F, const std::string &Arch) {
  if (Kind == TargetKind::NVPTX)
    return 32;
  if (Kind == TargetKind::Host)
    return 1;
  std::string Features = stringAttr(F, "target-features").value_or("");
  if (StringRef(Features).contains("+wavefrontsize32"))
    return 32;
  if (StringRef(Features).contains("+wavefrontsize64"))
    return 64;
  std::string CPU = stringAttr(F, "target-cpu").value_or(Arch);
  SmallVector<StringRef, 2> Match;
  if (Regex("^gfx([0-9]+)").match(CPU, &Match) && Match[1].size() >= 4) {
    unsigned Major = 0;
    if (!Match[1].drop_back(2).getAsInteger(10, Major) && Major >= 10)
      return 32;
  }
  return 64;
}

bool isGFX9(const std::optional<std::string> &Arch) {
  return Arch && StringRef(*Arch).starts_with("gfx9");
}
bool hasXCC(const std::optional<std::string> &Arch) {
  return Arch && (StringRef(*Arch).starts_with("gfx94") || StringRef(*Arch).starts_with("gfx95"));
}

Layout makeLayout(TargetKind Kind, const std::optional<std::string> &Arch, unsigned Sites,
                  unsigned Words, long Shards) {
  Layout L;
  L.Sites = Sites;
  L.WordsUsed = Words;
  L.Shards = Shards > 0 ? Shards : (Kind == TargetKind::Host ? 1 : 2048);
  if (Shards <= 0) {
    // as layout.py's default_shards: the counter global within 64 MiB (rows 128-byte aligned)
    const unsigned long Budget = 64ul << 20;
    while (L.Shards > 1 && L.Shards * L.rowWords() * 8 > Budget)
      L.Shards /= 2;
  }
  L.WaveSlots = Kind == TargetKind::NVPTX ? 8 : Kind == TargetKind::AMDGPU ? 4 : 1;
  if (Kind == TargetKind::NVPTX)
    L.ShardSelection = "(smid * 8 + warp index in CTA % 8) % shards";
  else if (Kind == TargetKind::AMDGPU && isGFX9(Arch))
    L.ShardSelection = hasXCC(Arch)
        ? "((HW_ID[15:8] * 8 + XCC_ID) * 4 + wave index in workgroup % 4) % shards"
        : "(HW_ID[15:8] * 4 + wave index in workgroup % 4) % shards";
  else if (Kind == TargetKind::AMDGPU)
    L.ShardSelection = "(workgroup_id.x * 4 + wave index in workgroup % 4) % shards";
  else
    L.ShardSelection = "0";
  return L;
}

// file:line of the block's first instruction with a location (line 0 does not count).
std::optional<std::string> firstLocation(const BasicBlock &BB) {
  for (const Instruction &I : BB) {
    const DILocation *Loc = I.getDebugLoc().get();
    if (!Loc || !Loc->getLine())
      continue;
    StringRef File = Loc->getScope() ? Loc->getScope()->getFilename() : "";
    return (File.empty() ? std::string("?") : File.str()) + ":" + std::to_string(Loc->getLine());
  }
  return std::nullopt;
}

// Printed instructions, debug records included (the Python side counts their lines).
unsigned printedInstructions(const BasicBlock &BB) {
  unsigned N = 0;
  for (const Instruction &I : BB)
    N += 1 + std::distance(I.getDbgRecordRange().begin(), I.getDbgRecordRange().end());
  return N;
}

// Reads the structure the block map describes; changes nothing.
void describe(Plan &P, ModuleSlotTracker &Slots, FunctionAnalysisManager &FAM,
              TargetKind Kind, const Module &M, const std::string &Arch) {
  Function &F = *P.F;
  FunctionRecord &R = P.Record;
  R = functionShape(F, Slots);   // the name, blocks, successors and CFG hash
  R.IsKernel = isKernel(F, M);
  R.WaveSize = waveSize(Kind, F, Arch);
  R.TargetCPU = stringAttr(F, "target-cpu");
  for (Argument &A : F.args()) {
    if (!A.hasName()) {
      R.Args.push_back("%" + std::to_string(Slots.getLocalSlot(&A)));
      continue;
    }
    StringRef Name = A.getName();
    bool Bare = !isdigit(static_cast<unsigned char>(Name[0])) &&
                Name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                       "0123456789-$._") == StringRef::npos;
    std::string Quoted;
    for (unsigned char C : Name) {
      if (C == '"' || C == '\\' || C < 0x20 || C > 0x7e) {
        char Buf[4];
        snprintf(Buf, sizeof Buf, "\\%02X", C);
        Quoted += Buf;
      } else {
        Quoted += static_cast<char>(C);
      }
    }
    R.Args.push_back(Bare ? "%" + Name.str() : "%\"" + Quoted + "\"");
  }
  DenseMap<const BasicBlock *, int> Id;
  for (BasicBlock &BB : F) {
    Id[&BB] = P.Blocks.size();
    P.Blocks.push_back(&BB);
  }
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  for (size_t I = 0; I < P.Blocks.size(); ++I) {
    BasicBlock *BB = P.Blocks[I];
    BlockRecord &B = R.Blocks[I];
    B.Instructions = printedInstructions(*BB);
    B.DebugLocation = firstLocation(*BB);
    B.LoopHeader = LI.isLoopHeader(BB);
    B.LoopDepth = LI.getLoopDepth(BB);
    B.Reachable = DT.isReachableFromEntry(BB);
  }
  for (Loop *L : LI.getLoopsInPreorder()) {
    LoopRecord Rec;
    Rec.Header = Id[L->getHeader()];
    SmallVector<BasicBlock *, 4> Latches;
    L->getLoopLatches(Latches);
    for (BasicBlock *BB : Latches)
      Rec.Latches.push_back(Id[BB]);
    std::sort(Rec.Latches.begin(), Rec.Latches.end());
    for (BasicBlock *BB : L->blocks())
      Rec.Body.push_back(Id[BB]);
    std::sort(Rec.Body.begin(), Rec.Body.end());
    std::set<int> InBody(Rec.Body.begin(), Rec.Body.end());
    for (int U : Rec.Body)
      for (int V : R.Blocks[U].Successors)
        if (!InBody.count(V))
          Rec.Exits.push_back({U, V});
    std::sort(Rec.Exits.begin(), Rec.Exits.end());
    Rec.Depth = L->getLoopDepth();
    if (Loop *Parent = L->getParentLoop())
      Rec.Parent = Id[Parent->getHeader()];
    R.Loops.push_back(Rec);
  }
  std::stable_sort(R.Loops.begin(), R.Loops.end(), [](const LoopRecord &A, const LoopRecord &B) {
    return std::make_pair(A.Depth, A.Header) < std::make_pair(B.Depth, B.Header);
  });
  // Irreducible: a cycle among reachable blocks once the back edges (to a dominating
  // header) are gone.
  unsigned N = P.Blocks.size();
  std::vector<int> State(N, 0);   // 0 new, 1 on the stack, 2 done
  bool Cycle = false;
  std::function<void(int)> Visit = [&](int U) {
    State[U] = 1;
    for (int V : R.Blocks[U].Successors) {
      if (!R.Blocks[V].Reachable || DT.dominates(P.Blocks[V], P.Blocks[U]))
        continue;
      if (State[V] == 1)
        Cycle = true;
      else if (State[V] == 0)
        Visit(V);
    }
    State[U] = 2;
  };
  for (unsigned U = 0; U < N && !Cycle; ++U)
    if (R.Blocks[U].Reachable && State[U] == 0)
      Visit(U);
  R.Irreducible = Cycle;
}

// Whether the exit flush's redux.sync exists (NVPTX: sm_80 and newer; an unknown
// processor is taken to be new enough). register_loops.has_redux.
bool hasRedux(TargetKind Kind, const std::optional<std::string> &Arch) {
  if (Kind != TargetKind::NVPTX || !Arch)
    return true;
  SmallVector<StringRef, 2> Match;
  unsigned SM = 0;
  if (!Regex("^sm_([0-9]+)").match(*Arch, &Match) || Match[1].getAsInteger(10, SM))
    return true;
  return SM >= 80;
}

// The single-block loops that can be counted in registers (register_loop_blocks): not the
// entry, leaving through br/switch edges each to a distinct block, with a way out, and
// with wave counts by one exit only (its lanes then leave together).
std::set<int> registerLoopBlocks(const Plan &P, const Options &O, TargetKind Kind,
                                 const std::optional<std::string> &Arch) {
  std::set<int> Out;
  if (!O.LoopsInRegisters || !hasRedux(Kind, Arch))
    return Out;
  for (size_t I = 1; I < P.Blocks.size(); ++I) {
    const std::vector<int> &Succs = P.Record.Blocks[I].Successors;
    if (std::find(Succs.begin(), Succs.end(), int(I)) == Succs.end())
      continue;
    Instruction *Term = P.Blocks[I]->getTerminator();
    if (!isa<BranchInst>(Term) && !isa<SwitchInst>(Term))
      continue;
    if (Term->getNumSuccessors() != Succs.size())   // a target named twice
      continue;
    if ((O.Wave && Succs.size() != 2) || Succs.size() < 2)
      continue;
    Out.insert(I);
  }
  return Out;
}

// An integer induction variable (32 to 64 bits, constant step) of the single-block loop
// BB with one entry edge (register_loops.induction): after c runs of the block,
// Next = Start + c * Step modulo 2^Bits. Start dominates the loop's exits.
std::optional<Induction> induction(BasicBlock *BB) {
  SmallPtrSet<BasicBlock *, 4> Preds(pred_begin(BB), pred_end(BB));
  if (Preds.size() != 2)
    return std::nullopt;
  SmallPtrSet<PHINode *, 4> Phis;
  for (PHINode &Phi : BB->phis()) {
    auto *Ty = dyn_cast<IntegerType>(Phi.getType());
    if (Ty && Ty->getBitWidth() >= 32 && Ty->getBitWidth() <= 64 &&
        Phi.getNumIncomingValues() == 2)
      Phis.insert(&Phi);
  }
  if (Phis.empty())
    return std::nullopt;
  for (Instruction &I : *BB) {
    auto *Op = dyn_cast<BinaryOperator>(&I);
    if (!Op || (Op->getOpcode() != Instruction::Add && Op->getOpcode() != Instruction::Sub))
      continue;
    bool Add = Op->getOpcode() == Instruction::Add;
    PHINode *Phi = nullptr;
    ConstantInt *C = nullptr;
    if (auto *A = dyn_cast<PHINode>(Op->getOperand(0)); A && Phis.count(A)) {
      Phi = A;
      C = dyn_cast<ConstantInt>(Op->getOperand(1));
    } else if (auto *B = dyn_cast<PHINode>(Op->getOperand(1)); Add && B && Phis.count(B)) {
      Phi = B;
      C = dyn_cast<ConstantInt>(Op->getOperand(0));
    }
    if (!Phi || !C)
      continue;
    APInt Step = Add ? C->getValue() : -C->getValue();   // as iN reads it
    if (Step.isZero())
      continue;
    if (Phi->getIncomingBlock(0) == Phi->getIncomingBlock(1) ||
        Phi->getIncomingValueForBlock(BB) != Op)
      continue;
    Value *Start = Phi->getIncomingBlock(0) == BB ? Phi->getIncomingValue(1)
                                                  : Phi->getIncomingValue(0);
    if (!isa<Argument>(Start) && !isa<Instruction>(Start) && !isa<ConstantInt>(Start))
      continue;   // undef, poison, a constant expression
    return Induction{Phi, Start, Op, Step.getSExtValue(), Step.getBitWidth()};
  }
  return std::nullopt;
}

// The loops whose chain is counted in wave-uniform accumulators (find_uniform_loops): a
// reducible function's loops of two or more blocks with one latch, one exit edge E -> X
// leaving from the chain, br/switch terminators and no chain block in an inner loop.
// Segment 0 (header .. E) grows by the header's active lanes, segment 1 (after E) by the
// lanes E's branch keeps in the loop.
std::vector<UniformLoop> findUniformLoops(Plan &P, DominatorTree &DT, ModuleSlotTracker &Slots) {
  std::vector<UniformLoop> Out;
  FunctionRecord &R = P.Record;
  if (R.Irreducible)
    return Out;
  DenseMap<const BasicBlock *, int> Id;
  for (size_t I = 0; I < P.Blocks.size(); ++I)
    Id[P.Blocks[I]] = I;
  for (const LoopRecord &L : R.Loops) {
    if (L.Body.size() < 2 || L.Latches.size() != 1 || L.Exits.size() != 1 || L.Header == 0)
      continue;
    bool Branches = true;
    for (int B : L.Body) {
      Instruction *T = P.Blocks[B]->getTerminator();
      Branches &= isa<BranchInst>(T) || isa<SwitchInst>(T);
    }
    if (!Branches)
      continue;
    auto [Exiting, Target] = L.Exits[0];
    Instruction *ExitTerm = P.Blocks[Exiting]->getTerminator();
    unsigned Named = 0;
    for (unsigned I = 0; I < ExitTerm->getNumSuccessors(); ++I)
      Named += ExitTerm->getSuccessor(I) == P.Blocks[Target];
    if (Named != 1)   // the exit edge gets a block of its own: one edge only
      continue;
    UniformLoop U{L.Header, L.Latches[0], Exiting, Target, {}, {}, {}, {}, {}, {}};
    U.Chain.push_back(U.Latch);
    while (U.Chain.back() != L.Header) {
      DomTreeNode *Node = DT.getNode(P.Blocks[U.Chain.back()]);
      U.Chain.push_back(Id[Node->getIDom()->getBlock()]);
    }
    std::reverse(U.Chain.begin(), U.Chain.end());
    auto Cut = std::find(U.Chain.begin(), U.Chain.end(), Exiting);
    bool Inner = false;
    for (int B : U.Chain)
      Inner |= R.Blocks[B].LoopDepth != L.Depth;
    if (Cut == U.Chain.end() || Inner)
      continue;
    size_t CutAt = Cut - U.Chain.begin();
    U.Grows.push_back({L.Header, nullptr});
    U.When.push_back(true);
    U.ConditionText.push_back(std::nullopt);
    for (size_t I = 0; I <= CutAt; ++I)
      U.BlockAccumulator[U.Chain[I]] = 0;
    if (CutAt + 1 < U.Chain.size()) {
      auto *Br = dyn_cast<BranchInst>(ExitTerm);
      BasicBlock *Inside = P.Blocks[U.Chain[CutAt + 1]];
      if (!Br || !Br->isConditional() ||
          std::set<BasicBlock *>{Br->getSuccessor(0), Br->getSuccessor(1)} !=
              std::set<BasicBlock *>{Inside, P.Blocks[Target]})
        continue;
      std::string Text;
      raw_string_ostream OS(Text);
      Br->getCondition()->printAsOperand(OS, /*PrintType=*/false, Slots);
      U.Grows.push_back({Exiting, Br->getCondition()});
      U.When.push_back(Br->getSuccessor(0) == Inside);
      U.ConditionText.push_back(OS.str());
      for (size_t I = CutAt + 1; I < U.Chain.size(); ++I)
        U.BlockAccumulator[U.Chain[I]] = 1;
    }
    Out.push_back(std::move(U));
  }
  return Out;
}

// Whether no branch of F can send the lanes of one wave different ways.
std::pair<bool, std::string> warpUniform(Plan &P, FunctionAnalysisManager &FAM, TargetKind Kind) {
  if (Kind == TargetKind::Host)
    return {true, ""};
  if (!P.Record.IsKernel)
    return {false, "not a kernel: it may be entered by part of a wave"};
  // Without the GPU's TargetTransformInfo (no triple, or opt built without the target)
  // the analysis would call every branch uniform.
  if (!FAM.getResult<TargetIRAnalysis>(*P.F).hasBranchDivergence(P.F))
    return {false, "LLVM has no divergence model for this module (no GPU triple, or the "
                   "target is not built in)"};
  auto &UI = FAM.getResult<UniformityInfoAnalysis>(*P.F);
  for (size_t I = 0; I < P.Blocks.size(); ++I)
    if (UI.hasDivergentTerminator(*P.Blocks[I]))
      return {false, "the branch of block '" + P.Record.Blocks[I].Name +
                         "' may diverge (LLVM's uniformity analysis)"};
  return {true, ""};
}

// The edges of the circulation in the Python side's order, each once, and how each
// non-tree edge is counted. Returns the blocks that get a counter.
// Whether F issues Hopper's asynchronous warpgroup MMA (an intrinsic or inline PTX):
// ptxas pipelines those loops only while nothing else defines their accumulators, so no
// block of bbprof's goes on an edge into a block with phis there (placement.py). As the
// default engine's _uses_wgmma reads a call's text: its callee, assembly or operands
// naming wgmma.
bool usesWgmma(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      auto *Call = dyn_cast<CallBase>(&I);
      if (!Call)
        continue;
      if (auto *Asm = dyn_cast<InlineAsm>(Call->getCalledOperand());
          Asm && StringRef(Asm->getAsmString()).contains("wgmma"))
        return true;
      for (const Use &Operand : Call->operands())   // the callee is one of them
        if (Operand->getName().contains("wgmma"))
          return true;
    }
  return false;
}

// SplitEdges: count a critical edge in a block of bbprof's on it (a warp-uniform kernel
// with wave counts: the block runs only for the waves that take the edge), not into a
// block with phis in a kernel using wgmma; otherwise an edge counter before its source's
// terminator counts the lanes that take it.
std::vector<int> spanningTree(Plan &P, FunctionAnalysisManager &FAM, bool SplitEdges) {
  Function &F = *P.F;
  FunctionRecord &R = P.Record;
  auto &BPI = FAM.getResult<BranchProbabilityAnalysis>(F);
  auto &BFI = FAM.getResult<BlockFrequencyAnalysis>(F);
  CFGMST<MSTEdge, MSTBlock> MST(F, /*InstrumentFuncEntry=*/false, &BPI, &BFI);
  DenseMap<const BasicBlock *, int> Id;
  for (size_t I = 0; I < P.Blocks.size(); ++I)
    Id[P.Blocks[I]] = I;
  // Parallel edges (a switch's cases to one block) are one edge here: in the tree when
  // one of them is (two of them cannot be: they would close a cycle).
  std::set<std::pair<int, int>> InTree;
  for (auto &E : MST.allEdges()) {
    if (E->Removed)
      throw Failure{"@" + R.Name + ": CFGMST removed an edge (a coroutine suspend); "
                    "use -bbprof-placement=every-block"};
    int U = E->SrcBB ? Id[E->SrcBB] : EXIT, V = E->DestBB ? Id[E->DestBB] : EXIT;
    if (E->InMST)
      InTree.insert({U, V});
  }
  std::vector<std::pair<int, int>> Edges;
  for (size_t U = 0; U < R.Blocks.size(); ++U)
    for (int V : R.Blocks[U].Successors)
      Edges.push_back({int(U), V});
  for (size_t U = 0; U < R.Blocks.size(); ++U)
    if (R.Blocks[U].Successors.empty())
      Edges.push_back({int(U), EXIT});
  Edges.push_back({EXIT, 0});
  std::vector<unsigned> Preds(R.Blocks.size(), 0);
  for (auto &B : R.Blocks)
    for (int V : B.Successors)
      Preds[V]++;
  std::vector<int> Counted;
  for (auto [U, V] : Edges) {
    EdgeRecord E{U, V, "tree", std::nullopt, std::nullopt};
    if (!InTree.count({U, V})) {
      int Block = -2;
      bool Registers = U != EXIT && P.Candidates.count(U);
      if (U == EXIT)
        Block = 0;
      else if (V == EXIT || R.Blocks[U].Successors.size() == 1)
        Block = U;
      else if (Registers) {   // counted in registers: the back edge, or beside a flush
        E.How = V == U ? "edge" : "exit";
        if (V == U)
          P.EdgeCounted.push_back({U, V});
        else
          E.Block = U;
        R.Edges.push_back(E);
        continue;
      } else if (Preds[V] == 1 && V != 0)
        Block = V;
      if (Block >= 0 && P.Blocks[Block]->getFirstInsertionPt() == P.Blocks[Block]->end())
        Block = -2;   // a catchswitch block holds nothing else
      if (Block >= 0) {
        E.How = "block";
        E.Block = Block;
        if (std::find(Counted.begin(), Counted.end(), Block) == Counted.end())
          Counted.push_back(Block);
      } else {
        Instruction *Term = P.Blocks[U]->getTerminator();
        if (!isa<BranchInst>(Term) && !isa<SwitchInst>(Term))
          throw Failure{"@" + R.Name + ": the edge " + R.Blocks[U].Name + " -> " +
                        R.Blocks[V].Name + " leaves a '" + Term->getOpcodeName() +
                        "' and cannot be counted; use -bbprof-placement=every-block"};
        bool IntoPhis = isa<PHINode>(P.Blocks[V]->front());
        if (SplitEdges && !(IntoPhis && usesWgmma(F))) {
          E.How = "split";
          P.Splits.push_back({U, V});
        } else {
          E.How = "edge";
          P.EdgeCounted.push_back({U, V});
        }
      }
    }
    R.Edges.push_back(E);
  }
  std::sort(Counted.begin(), Counted.end());
  return Counted;
}

// --- the counting code -------------------------------------------------------------

struct Emitter {
  Module &M;
  TargetKind Kind;
  const Options &O;
  GlobalVariable *Counters = nullptr;
  std::map<unsigned, Function *> CountFunctions;

  LLVMContext &ctx() { return M.getContext(); }
  Type *i32() { return Type::getInt32Ty(ctx()); }
  Type *i64() { return Type::getInt64Ty(ctx()); }
  unsigned space() { return Kind == TargetKind::Host ? 0 : 1; }
  PointerType *ptr() { return PointerType::get(ctx(), space()); }

  Value *intrinsic(IRBuilder<> &B, Intrinsic::ID ID, ArrayRef<Value *> Args,
                   ArrayRef<Type *> Types, const Twine &Name) {
    return B.CreateCall(Intrinsic::getDeclaration(&M, ID, Types), Args, Name);
  }

  // Entry code: the wave's counter row, and the mask of lanes below this one
  // (NVPTX: %lanemask_lt as i32; elsewhere i64).
  std::pair<Value *, Value *> entry(IRBuilder<> &B, const Layout &L,
                                    const std::optional<std::string> &Arch, unsigned Wave) {
    if (Kind == TargetKind::Host)
      return {B.CreateInBoundsGEP(i64(), Counters, B.getInt64(0), "__bbprof.row"),
              B.getInt64(0)};
    Value *Unit, *SlotRaw, *Below;
    if (Kind == TargetKind::NVPTX) {
      Unit = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_smid, {}, {}, "__bbprof.unit");
      Value *TX = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_tid_x, {}, {}, "__bbprof.tx");
      Value *TY = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_tid_y, {}, {}, "__bbprof.ty");
      Value *TZ = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_tid_z, {}, {}, "__bbprof.tz");
      Value *NX = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_ntid_x, {}, {}, "__bbprof.nx");
      Value *NY = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_ntid_y, {}, {}, "__bbprof.ny");
      Value *ZRows = B.CreateMul(TZ, NY, "__bbprof.z_rows");
      Value *YZ = B.CreateAdd(ZRows, TY, "__bbprof.yz");
      Value *Cols = B.CreateMul(YZ, NX, "__bbprof.yz_cols");
      Value *Flat = B.CreateAdd(Cols, TX, "__bbprof.flat");
      SlotRaw = B.CreateLShr(Flat, 5, "__bbprof.wave_slot_raw");
      Below = intrinsic(B, Intrinsic::nvvm_read_ptx_sreg_lanemask_lt, {}, {}, "__bbprof.lt");
    } else {
      if (isGFX9(Arch)) {
        // s_getreg_b32 hwreg(HW_REG_HW_ID, 8, 8): the CU, SH and SE ids
        Value *HWId = intrinsic(B, Intrinsic::amdgcn_s_getreg, {B.getInt32(14852)}, {},
                                "__bbprof.hw_id");
        if (hasXCC(Arch)) {
          // s_getreg_b32 hwreg(HW_REG_XCC_ID, 0, 4): the XCDs never share a row
          Value *XCC = intrinsic(B, Intrinsic::amdgcn_s_getreg, {B.getInt32(6164)}, {},
                                 "__bbprof.xcc");
          Unit = B.CreateOr(B.CreateShl(HWId, 3, "__bbprof.hw_units"), XCC, "__bbprof.unit");
        } else {
          Unit = HWId;
        }
      } else {
        Unit = intrinsic(B, Intrinsic::amdgcn_workgroup_id_x, {}, {}, "__bbprof.unit");
      }
      Value *TX = intrinsic(B, Intrinsic::amdgcn_workitem_id_x, {}, {}, "__bbprof.tx");
      SlotRaw = B.CreateLShr(TX, Wave == 64 ? 6 : 5, "__bbprof.wave_slot_raw");
      Value *Lane = intrinsic(B, Intrinsic::amdgcn_mbcnt_lo, {B.getInt32(-1), B.getInt32(0)},
                              {}, "__bbprof.lane_lo");
      if (Wave == 64)
        Lane = intrinsic(B, Intrinsic::amdgcn_mbcnt_hi, {B.getInt32(-1), Lane}, {},
                         "__bbprof.lane");
      Value *Bit = B.CreateShl(B.getInt64(1), B.CreateZExt(Lane, i64(), "__bbprof.lane64"),
                               "__bbprof.bit");
      Below = B.CreateSub(Bit, B.getInt64(1), "__bbprof.lanes_below");
    }
    Value *Slot = B.CreateAnd(SlotRaw, L.WaveSlots - 1, "__bbprof.slot");
    Value *Combined = B.CreateAdd(B.CreateMul(Unit, B.getInt32(L.WaveSlots), "__bbprof.unit_slots"),
                                  Slot, "__bbprof.combined");
    Value *Shard = B.CreateURem(Combined, B.getInt32(L.Shards), "__bbprof.shard");
    Value *Offset = B.CreateMul(B.CreateZExt(Shard, i64(), "__bbprof.shard64"),
                                B.getInt64(L.rowWords()), "__bbprof.offset");
    Value *Row = B.CreateInBoundsGEP(i64(), Counters, Offset, "__bbprof.row");
    return {Row, Below};
  }

  // The counting function of counting_ir.count_function (AMDGPU, host).
  Function *countFunction(unsigned Wave) {
    if (Function *F = CountFunctions[Wave])
      return F;
    auto *Ty = FunctionType::get(Type::getVoidTy(ctx()), {ptr(), i64(), i64()}, false);
    Function *F = Function::Create(Ty, GlobalValue::InternalLinkage,
                                   "__bbprof.count.w" + Twine(Wave), M);
    F->addFnAttr(Attribute::AlwaysInline);
    F->addFnAttr(Attribute::Convergent);
    F->addFnAttr(Attribute::NoUnwind);
    Value *Row = F->getArg(0), *Below = F->getArg(1), *Word = F->getArg(2);
    Row->setName("__bbprof.row");
    Below->setName("__bbprof.lanes_below");
    Word->setName("word");
    auto *Entry = BasicBlock::Create(ctx(), "entry", F);
    auto *Count = BasicBlock::Create(ctx(), "count", F);
    auto *Done = BasicBlock::Create(ctx(), "done", F);
    IRBuilder<> B(Entry);
    Value *Active;
    if (Kind == TargetKind::Host)
      Active = B.getInt64(1);   // one lane, always active
    else if (Wave == 64)
      Active = intrinsic(B, Intrinsic::amdgcn_ballot, {B.getTrue()}, {i64()}, "__bbprof.active.h");
    else
      Active = B.CreateZExt(intrinsic(B, Intrinsic::amdgcn_ballot, {B.getTrue()}, {i32()},
                                      "__bbprof.active32.h"), i64(), "__bbprof.active.h");
    Value *Leader = B.CreateICmpEQ(B.CreateAnd(Active, Below, "__bbprof.below.h"),
                                   B.getInt64(0), "__bbprof.leader.h");
    B.CreateCondBr(Leader, Count, Done);
    B.SetInsertPoint(Count);
    Value *Lanes = nullptr;
    if (O.Thread)
      Lanes = intrinsic(B, Intrinsic::ctpop, {Active}, {i64()}, "__bbprof.lanes.h");
    auto Add = [&](Value *At, Value *V, const Twine &N) {
      Value *P = B.CreateInBoundsGEP(i64(), Row, At, "__bbprof.p" + N);
      B.CreateAtomicRMW(AtomicRMWInst::Add, P, V, MaybeAlign(8), AtomicOrdering::Monotonic,
                        Kind == TargetKind::AMDGPU ? ctx().getOrInsertSyncScopeID("agent")
                                                   : SyncScope::System);
    };
    if (O.packed()) {
      Add(Word, B.CreateAdd(Lanes, B.getInt64(uint64_t(1) << PackShift), "__bbprof.packed.h"),
          "0.h");
    } else if (O.Thread && O.Wave) {
      Add(Word, Lanes, "0.h");
      Add(B.CreateAdd(Word, B.getInt64(1), "word1"), B.getInt64(1), "1.h");
    } else {
      Add(Word, O.Thread ? Lanes : B.getInt64(1), "0.h");
    }
    B.CreateBr(Done);
    B.SetInsertPoint(Done);
    B.CreateRetVoid();
    CountFunctions[Wave] = F;
    return F;
  }

  // The inline PTX of counting_ir._nvptx_top_lines.
  std::string ptxTop(unsigned Word) {
    unsigned Offset = 8 * Word;
    std::vector<std::string> Body = {"{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;",
                                     ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;",
                                     "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"};
    if (O.Thread)
      Body.push_back("popc.b32 %bbp_b, %bbp_m;");
    if (O.packed()) {
      Body.push_back("mov.b32 %bbp_h, 1;");
      Body.push_back("mov.b64 %bbp_n, {%bbp_b, %bbp_h};");
    } else if (!O.Thread) {
      Body.push_back("mov.u64 %bbp_n, 1;");
    } else {
      Body.push_back("cvt.u64.u32 %bbp_n, %bbp_b;");
    }
    Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(Offset) + "], %bbp_n;");
    if (O.Thread && O.Wave && !O.packed())
      Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(Offset + 8) + "], 1;");
    Body.push_back("}");
    std::string Asm;
    for (size_t I = 0; I < Body.size(); ++I)
      Asm += (I ? "\n\t" : "") + Body[I];
    return Asm;
  }

  // The packed value of one entry in PTX (_entry_value): %bbp_n from the lanes in %bbp_b.
  void ptxEntryValue(std::vector<std::string> &Body, const std::string &One) {
    if (O.packed()) {
      Body.push_back("mov.b32 " + One + ", 1;");
      Body.push_back("mov.b64 %bbp_n, {%bbp_b, " + One + "};");
    } else if (!O.Thread) {
      Body.push_back("mov.u64 %bbp_n, 1;");
    } else {
      Body.push_back("cvt.u64.u32 %bbp_n, %bbp_b;");
    }
  }

  static std::string joinPTX(const std::vector<std::string> &Body) {
    std::string Asm;
    for (size_t I = 0; I < Body.size(); ++I)
      Asm += (I ? "\n\t" : "") + Body[I];
    return Asm;
  }

  // A loop flush in PTX (nvptx._flush_asm): $0 the row, $1 %lanemask_lt, $2 this lane's
  // count; redux.sync sums (thread_hits) and takes the maximum (wave_hits) over the
  // exiting lanes, the lowest adds them; the exit edge's own word too when counted.
  std::string ptxFlush(unsigned Offset, std::optional<unsigned> EdgeOffset) {
    std::vector<std::string> Body = {"{", ".reg .pred %bbp_p;",
                                     ".reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;",
                                     ".reg .b64 %bbp_n, %bbp_v;", "activemask.b32 %bbp_m;",
                                     "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;"};
    std::string At = "[$0+" + std::to_string(Offset) + "]";
    if (O.Thread) {
      Body.push_back("redux.sync.add.u32 %bbp_s, $2, %bbp_m;");
      Body.push_back("cvt.u64.u32 %bbp_n, %bbp_s;");
    }
    if (O.Wave) {
      Body.push_back("redux.sync.max.u32 %bbp_w, $2, %bbp_m;");
      Body.push_back("cvt.u64.u32 %bbp_v, %bbp_w;");
    }
    if (O.packed()) {
      Body.push_back("shl.b64 %bbp_v, %bbp_v, " + std::to_string(PackShift) + ";");
      Body.push_back("add.u64 %bbp_n, %bbp_n, %bbp_v;");
      Body.push_back("@%bbp_p red.global.add.u64 " + At + ", %bbp_n;");
    } else if (O.Thread && O.Wave) {
      Body.push_back("@%bbp_p red.global.add.u64 " + At + ", %bbp_n;");
      Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(Offset + 8) + "], %bbp_v;");
    } else {
      Body.push_back("@%bbp_p red.global.add.u64 " + At + (O.Thread ? ", %bbp_n;" : ", %bbp_v;"));
    }
    if (EdgeOffset) {
      Body.push_back("popc.b32 %bbp_b, %bbp_m;");
      ptxEntryValue(Body, "%bbp_w");
      Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(*EdgeOffset) + "], %bbp_n;");
    }
    Body.push_back("}");
    return joinPTX(Body);
  }

  // A loop flush where every exiting lane holds the same count $2 (a warp-uniform kernel,
  // nvptx._same_count_flush_asm): the elected lane adds $2 x lanes threads and $2 waves.
  std::string ptxSameCountFlush(unsigned Offset, std::optional<unsigned> EdgeOffset) {
    std::vector<std::string> Body = {"{", ".reg .pred %bbp_p;",
                                     ".reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;",
                                     ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;",
                                     "and.b32 %bbp_b, %bbp_m, $1;", "setp.ne.b32 %bbp_p, %bbp_b, 0;",
                                     "@%bbp_p bra BBP_SKIP_${:uid};", "popc.b32 %bbp_b, %bbp_m;",
                                     "mul.lo.u32 %bbp_s, $2, %bbp_b;"};
    if (O.packed())
      Body.push_back("mov.b64 %bbp_n, {%bbp_s, $2};");
    else if (O.Thread && !O.Wave)
      Body.push_back("cvt.u64.u32 %bbp_n, %bbp_s;");
    else
      Body.push_back("cvt.u64.u32 %bbp_n, $2;");
    Body.push_back("red.global.add.u64 [$0+" + std::to_string(Offset) + "], %bbp_n;");
    if (EdgeOffset) {
      ptxEntryValue(Body, "%bbp_w");
      Body.push_back("red.global.add.u64 [$0+" + std::to_string(*EdgeOffset) + "], %bbp_n;");
    }
    Body.push_back("BBP_SKIP_${:uid}:");
    Body.push_back("}");
    return joinPTX(Body);
  }

  // The active lanes as an i64, %__bbprof.active.<Tag> (the host: its one lane).
  Value *active(IRBuilder<> &B, unsigned Wave, const std::string &Tag) {
    if (Kind == TargetKind::Host)
      return B.getInt64(1);
    if (Wave == 64)
      return intrinsic(B, Intrinsic::amdgcn_ballot, {B.getTrue()}, {i64()}, "__bbprof.active." + Tag);
    return B.CreateZExt(intrinsic(B, Intrinsic::amdgcn_ballot, {B.getTrue()}, {i32()},
                                  "__bbprof.active32." + Tag), i64(), "__bbprof.active." + Tag);
  }

  void atomicAdd(IRBuilder<> &B, Value *Row, unsigned Word, Value *V, const Twine &Name) {
    Value *P = B.CreateInBoundsGEP(i64(), Row, B.getInt64(Word), Name);
    B.CreateAtomicRMW(AtomicRMWInst::Add, P, V, MaybeAlign(8), AtomicOrdering::Monotonic,
                      Kind == TargetKind::AMDGPU ? ctx().getOrInsertSyncScopeID("agent")
                                                 : SyncScope::System)
        ->setName(Name + ".old");
  }

  // On a loop's exit edge (flush_lines): add the exiting lanes' register counts (Count,
  // i64: each lane's runs of the loop block in this entry) to the loop's word(s):
  // thread_hits their sum, wave_hits their maximum (the lanes entered together and leave
  // together by the loop's one exit). EdgeWord: the exit edge itself is counted too.
  void flush(IRBuilder<> &B, Value *Row, Value *Below, unsigned Wave, unsigned Word,
             Value *Count, std::optional<unsigned> EdgeWord, bool Uniform, const std::string &N) {
    if (Kind == TargetKind::NVPTX) {
      std::optional<unsigned> EdgeOffset;
      if (EdgeWord)
        EdgeOffset = 8 * *EdgeWord;
      std::string Asm = Uniform ? ptxSameCountFlush(8 * Word, EdgeOffset)
                                : ptxFlush(8 * Word, EdgeOffset);
      Value *X = B.CreateTrunc(Count, i32(), "__bbprof.x32." + N);
      auto *Ty = FunctionType::get(Type::getVoidTy(ctx()), {ptr(), i32(), i32()}, false);
      CallInst *Call = B.CreateCall(InlineAsm::get(Ty, Asm, "l,r,r", /*hasSideEffects=*/true),
                                    {Row, Below, X});
      Call->addFnAttr(Attribute::Convergent);
      Call->addFnAttr(Attribute::NoUnwind);
      return;
    }
    if (O.Thread && !O.Wave) {
      atomicAdd(B, Row, Word, Count, "__bbprof.xp." + N);
    } else {
      Value *Max = Count;
      if (Kind == TargetKind::AMDGPU) {
        Value *X = B.CreateTrunc(Count, i32(), "__bbprof.x32." + N);
        Value *M = intrinsic(B, Intrinsic::amdgcn_wave_reduce_umax, {X, B.getInt32(0)}, {i32()},
                             "__bbprof.xm." + N);
        Max = B.CreateZExt(M, i64(), "__bbprof.xw." + N);
      }
      Value *Active = active(B, Wave, "x" + N);
      Value *Leader = B.CreateICmpEQ(B.CreateAnd(Active, Below, "__bbprof.xb." + N),
                                     B.getInt64(0), "__bbprof.xl." + N);
      Value *LeaderMax = B.CreateSelect(Leader, Max, B.getInt64(0), "__bbprof.xlw." + N);
      if (!O.Thread) {
        atomicAdd(B, Row, Word, LeaderMax, "__bbprof.xp." + N);
      } else if (O.packed()) {
        Value *V = B.CreateAdd(Count, B.CreateShl(LeaderMax, PackShift, "__bbprof.xls." + N),
                               "__bbprof.xv." + N);
        atomicAdd(B, Row, Word, V, "__bbprof.xp." + N);
      } else {
        atomicAdd(B, Row, Word, Count, "__bbprof.xp." + N);
        atomicAdd(B, Row, Word + 1, LeaderMax, "__bbprof.xp1." + N);
      }
    }
    if (EdgeWord)
      top(B, Row, Below, Wave, *EdgeWord);
  }

  // The active lanes whose Pred holds, as an i64 (the host: Pred itself).
  Value *ballot(IRBuilder<> &B, unsigned Wave, Value *Pred, const std::string &Tag) {
    if (Kind == TargetKind::Host)
      return B.CreateZExt(Pred, i64(), "__bbprof.taken." + Tag);
    if (Wave == 64)
      return intrinsic(B, Intrinsic::amdgcn_ballot, {Pred}, {i64()}, "__bbprof.taken." + Tag);
    return B.CreateZExt(intrinsic(B, Intrinsic::amdgcn_ballot, {Pred}, {i32()},
                                  "__bbprof.taken32." + Tag), i64(), "__bbprof.taken." + Tag);
  }

  // An NVPTX edge counter (nvptx.edge_lines): $2 says whether this lane takes the edge.
  void ptxEdge(IRBuilder<> &B, Value *Row, Value *Below, unsigned Word, Value *Selected) {
    std::vector<std::string> Body = {"{", ".reg .pred %bbp_p, %bbp_t;", ".reg .b32 %bbp_m, %bbp_b, %bbp_v;",
                                     ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;",
                                     "setp.ne.u32 %bbp_t, $2, 0;",
                                     "vote.sync.ballot.b32 %bbp_v, %bbp_t, %bbp_m;",
                                     "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;",
                                     "setp.ne.and.b32 %bbp_p, %bbp_v, 0, %bbp_p;",
                                     "popc.b32 %bbp_b, %bbp_v;"};
    ptxEntryValue(Body, "%bbp_v");
    Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(8 * Word) + "], %bbp_n;");
    Body.push_back("}");
    auto *Ty = FunctionType::get(Type::getVoidTy(ctx()), {ptr(), i32(), i32()}, false);
    CallInst *Call = B.CreateCall(InlineAsm::get(Ty, joinPTX(Body), "l,r,r", /*hasSideEffects=*/true),
                                  {Row, Below, Selected});
    Call->addFnAttr(Attribute::Convergent);
    Call->addFnAttr(Attribute::NoUnwind);
  }

  // One iteration's packed value for an accumulator (uniform_contribution): the lanes of
  // the ballot (the active lanes, or those whose Condition is When) plus 1 << 32 when
  // there are any; the same in every active lane.
  Value *uniformContribution(IRBuilder<> &B, unsigned Wave, Value *Condition, bool When,
                             const std::string &N) {
    if (Kind == TargetKind::NVPTX) {
      Value *Pred = Condition ? B.CreateZExt(Condition, i32(), "__bbprof.ui." + N)
                              : static_cast<Value *>(B.getInt32(1));
      std::vector<std::string> Body = {"{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_h;",
                                       "activemask.b32 %bbp_m;",
                                       std::string("setp.") + (When ? "ne" : "eq") + ".u32 %bbp_p, $1, 0;",
                                       "vote.sync.ballot.b32 %bbp_b, %bbp_p, %bbp_m;",
                                       "setp.ne.u32 %bbp_p, %bbp_b, 0;", "selp.u32 %bbp_h, 1, 0, %bbp_p;",
                                       "popc.b32 %bbp_b, %bbp_b;", "mov.b64 $0, {%bbp_b, %bbp_h};", "}"};
      auto *Ty = FunctionType::get(i64(), {i32()}, false);
      CallInst *Call = B.CreateCall(InlineAsm::get(Ty, joinPTX(Body), "=l,r", /*hasSideEffects=*/true),
                                    {Pred}, "__bbprof.uc." + N);
      Call->addFnAttr(Attribute::Convergent);
      Call->addFnAttr(Attribute::NoUnwind);
      return Call;
    }
    Value *Taken;
    if (!Condition) {
      Taken = active(B, Wave, "u" + N);
    } else {
      Value *Pred = When ? Condition : B.CreateXor(Condition, B.getTrue(), "__bbprof.un." + N);
      if (Kind == TargetKind::Host)
        Taken = B.CreateZExt(Pred, i64(), "__bbprof.taken.u" + N);
      else if (Wave == 64)
        Taken = intrinsic(B, Intrinsic::amdgcn_ballot, {Pred}, {i64()}, "__bbprof.taken.u" + N);
      else
        Taken = B.CreateZExt(intrinsic(B, Intrinsic::amdgcn_ballot, {Pred}, {i32()},
                                       "__bbprof.taken32.u" + N), i64(), "__bbprof.taken.u" + N);
    }
    Value *Lanes = intrinsic(B, Intrinsic::ctpop, {Taken}, {i64()}, "__bbprof.ul." + N);
    Value *Any = B.CreateZExt(B.CreateICmpNE(Taken, B.getInt64(0), "__bbprof.uz." + N), i64(),
                              "__bbprof.uw." + N);
    return B.CreateAdd(Lanes, B.CreateShl(Any, PackShift, "__bbprof.us." + N), "__bbprof.uc." + N);
  }

  // On a uniform loop's exit edge (uniform_flush_lines): each half of the accumulator's
  // maximum over the wave is the whole total; the lowest lane adds it to the word(s).
  void uniformFlush(IRBuilder<> &B, Value *Row, Value *Below, unsigned Wave, unsigned Word,
                    Value *Total, const std::string &N) {
    Value *Low = B.CreateTrunc(Total, i32(), "__bbprof.uxl." + N);
    Value *High = B.CreateTrunc(B.CreateLShr(Total, PackShift, "__bbprof.uxs." + N), i32(),
                                "__bbprof.uxh." + N);
    if (Kind == TargetKind::NVPTX) {
      std::vector<std::string> Body = {"{", ".reg .pred %bbp_p;", ".reg .b32 %bbp_m, %bbp_b, %bbp_l, %bbp_h;",
                                       ".reg .b64 %bbp_n;", "activemask.b32 %bbp_m;",
                                       "and.b32 %bbp_b, %bbp_m, $1;", "setp.eq.b32 %bbp_p, %bbp_b, 0;",
                                       "redux.sync.max.u32 %bbp_l, $2, %bbp_m;",
                                       "redux.sync.max.u32 %bbp_h, $3, %bbp_m;"};
      unsigned Offset = 8 * Word;
      if (O.packed()) {
        Body.push_back("mov.b64 %bbp_n, {%bbp_l, %bbp_h};");
        Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(Offset) + "], %bbp_n;");
      } else {
        std::vector<const char *> Halves;
        if (O.Thread)
          Halves.push_back("%bbp_l");
        if (O.Wave)
          Halves.push_back("%bbp_h");
        for (size_t K = 0; K < Halves.size(); ++K) {
          Body.push_back(std::string("cvt.u64.u32 %bbp_n, ") + Halves[K] + ";");
          Body.push_back("@%bbp_p red.global.add.u64 [$0+" + std::to_string(Offset + 8 * K) +
                         "], %bbp_n;");
        }
      }
      Body.push_back("}");
      auto *Ty = FunctionType::get(Type::getVoidTy(ctx()), {ptr(), i32(), i32(), i32()}, false);
      CallInst *Call = B.CreateCall(InlineAsm::get(Ty, joinPTX(Body), "l,r,r,r", /*hasSideEffects=*/true),
                                    {Row, Below, Low, High});
      Call->addFnAttr(Attribute::Convergent);
      Call->addFnAttr(Attribute::NoUnwind);
      return;
    }
    Value *WaveTotal = Total;
    if (Kind == TargetKind::AMDGPU) {
      Value *ML = intrinsic(B, Intrinsic::amdgcn_wave_reduce_umax, {Low, B.getInt32(0)}, {i32()},
                            "__bbprof.uml." + N);
      Value *MH = intrinsic(B, Intrinsic::amdgcn_wave_reduce_umax, {High, B.getInt32(0)}, {i32()},
                            "__bbprof.umh." + N);
      WaveTotal = B.CreateOr(B.CreateZExt(ML, i64(), "__bbprof.uzl." + N),
                             B.CreateShl(B.CreateZExt(MH, i64(), "__bbprof.uzh." + N), PackShift,
                                         "__bbprof.ush." + N), "__bbprof.ut." + N);
    }
    Value *Active = active(B, Wave, "uf" + N);
    Value *Leader = B.CreateICmpEQ(B.CreateAnd(Active, Below, "__bbprof.ub." + N), B.getInt64(0),
                                   "__bbprof.ue." + N);
    Value *V = B.CreateSelect(Leader, WaveTotal, B.getInt64(0), "__bbprof.uv." + N);
    if (O.packed()) {
      atomicAdd(B, Row, Word, V, "__bbprof.up0." + N);
      return;
    }
    Value *VL = B.CreateAnd(V, B.getInt64((uint64_t(1) << PackShift) - 1), "__bbprof.uvl." + N);
    Value *VH = B.CreateLShr(V, PackShift, "__bbprof.uvh." + N);
    if (O.Thread && O.Wave) {
      atomicAdd(B, Row, Word, VL, "__bbprof.up0." + N);
      atomicAdd(B, Row, Word + 1, VH, "__bbprof.up1." + N);
    } else {
      atomicAdd(B, Row, Word, O.Thread ? VL : VH, "__bbprof.up0." + N);
    }
  }

  // Block code at B's insertion point.
  void top(IRBuilder<> &B, Value *Row, Value *Below, unsigned Wave, unsigned Word) {
    CallInst *Call;
    if (Kind == TargetKind::NVPTX) {
      auto *Ty = FunctionType::get(Type::getVoidTy(ctx()), {ptr(), i32()}, false);
      Call = B.CreateCall(InlineAsm::get(Ty, ptxTop(Word), "l,r", /*hasSideEffects=*/true),
                          {Row, Below});
    } else {
      Call = B.CreateCall(countFunction(Wave), {Row, Below, B.getInt64(Word)});
    }
    Call->addFnAttr(Attribute::Convergent);
    Call->addFnAttr(Attribute::NoUnwind);
  }
};

// Sends U's edge(s) to V through a new block, placed after U: its terminator names the
// new block, and V's phis name it once (several switch cases to V become one edge).
BasicBlock *splitEdge(BasicBlock *U, BasicBlock *V, const Twine &Name,
                      BasicBlock *After = nullptr) {
  After = After ? After : U;
  BasicBlock *N = BasicBlock::Create(U->getContext(), Name, U->getParent(), After->getNextNode());
  Instruction *Term = U->getTerminator();
  for (unsigned I = 0; I < Term->getNumSuccessors(); ++I)
    if (Term->getSuccessor(I) == V)
      Term->setSuccessor(I, N);
  for (PHINode &Phi : V->phis()) {
    SmallVector<unsigned, 2> FromU;
    for (unsigned I = 0; I < Phi.getNumIncomingValues(); ++I)
      if (Phi.getIncomingBlock(I) == U)
        FromU.push_back(I);
    if (FromU.empty())
      continue;
    Phi.setIncomingBlock(FromU[0], N);
    for (size_t K = FromU.size() - 1; K > 0; --K)   // the same value: one entry per edge
      Phi.removeIncomingValue(FromU[K], /*DeletePHIIfEmpty=*/false);
  }
  BranchInst::Create(V, N);
  return N;
}

// The i1 that says whether Term sends the lane to To (one edge: a target named once).
Value *edgeCondition(IRBuilder<> &B, Instruction *Term, BasicBlock *To, const Twine &Name) {
  if (auto *Br = dyn_cast<BranchInst>(Term)) {
    if (Br->isUnconditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
      return B.getTrue();
    return Br->getSuccessor(0) == To ? Br->getCondition()
                                     : B.CreateXor(Br->getCondition(), B.getTrue(), Name);
  }
  auto *Sw = cast<SwitchInst>(Term);
  Value *Cond = Sw->getCondition();
  bool Default = Sw->getDefaultDest() == To;
  Value *Acc = Default ? B.getTrue() : B.getFalse();
  for (auto &Case : Sw->cases()) {   // the default: no case elsewhere; else a case here
    if (Default && Case.getCaseSuccessor() != To)
      Acc = B.CreateAnd(Acc, B.CreateICmpNE(Cond, Case.getCaseValue()), Name);
    else if (!Default && Case.getCaseSuccessor() == To)
      Acc = B.CreateOr(Acc, B.CreateICmpEQ(Cond, Case.getCaseValue()), Name);
  }
  return Acc;
}

// On an exit edge, how often the lane ran the loop block in this entry, from its
// induction variable (register_loops.runs_from_induction); minus one for the spanning
// tree, which counts the back edge. Next - Start = c * Step modulo 2^Bits; with
// |Step| = 2^k * odd, c modulo 2^(Bits-k) is ((Next - Start) >> k) * odd^-1.
Value *runsFromInduction(IRBuilder<> &B, const Induction &IV, bool Spanning,
                         const std::string &N) {
  Type *Ty = IV.Next->getType();
  Value *D = IV.Step > 0 ? B.CreateSub(IV.Next, IV.Start, "__bbprof.ivd." + N)
                         : B.CreateSub(IV.Start, IV.Next, "__bbprof.ivd." + N);
  uint64_t Size = IV.Step > 0 ? uint64_t(IV.Step) : uint64_t(0) - uint64_t(IV.Step);
  unsigned Shift = llvm::countr_zero(Size);
  uint64_t Odd = Size >> Shift;
  if (Shift)
    D = B.CreateLShr(D, Shift, "__bbprof.ivd.s." + N);
  if (Odd != 1) {
    uint64_t Inverse = Odd;   // Newton's iteration: exact modulo 2^64 after 6 steps
    for (int I = 0; I < 6; ++I)
      Inverse *= 2 - Odd * Inverse;
    uint64_t Keep = IV.Bits == 64 ? ~uint64_t(0) : (uint64_t(1) << IV.Bits) - 1;
    uint64_t Mask = (IV.Bits - Shift) == 64 ? ~uint64_t(0)
                                            : (uint64_t(1) << (IV.Bits - Shift)) - 1;
    D = B.CreateMul(D, ConstantInt::get(Ty, Inverse & Keep), "__bbprof.ivd.m." + N);
    D = B.CreateAnd(D, ConstantInt::get(Ty, Mask), "__bbprof.ivd.k." + N);
  }
  if (IV.Bits < 64)
    D = B.CreateZExt(D, B.getInt64Ty(), "__bbprof.ivd.64." + N);
  if (Spanning)
    D = B.CreateSub(D, B.getInt64(1), "__bbprof.ivd.back." + N);
  return D;
}

// After the entry block's leading static allocas (and any phis or pads).
BasicBlock::iterator entryInsertionPoint(BasicBlock &Entry) {
  BasicBlock::iterator It = Entry.getFirstInsertionPt();
  while (It != Entry.end() && isa<AllocaInst>(*It) && !It->isTerminator())
    ++It;
  return It;
}

// An edge counter just before U's terminator (edge_lines): the elected lane adds the
// lanes whose branch condition selects V, when there are any. AMDGPU and the host: the
// election is a branch, to __bbprof.count.<word>, and the terminator moves on into
// __bbprof.rest.<word>; NVPTX: one inline PTX statement (vote.sync.ballot), no branch.
void edgeCounter(Plan &P, Emitter &E, Value *Row, Value *Below, int U, int V, unsigned Word,
                 std::map<int, BasicBlock *> &Tails) {
  BasicBlock *At = Tails.count(U) ? Tails[U] : P.Blocks[U];
  Instruction *Term = At->getTerminator();
  std::string Tag = std::to_string(Word);
  IRBuilder<> B(Term);
  Value *Taken = edgeCondition(B, Term, P.Blocks[V], "__bbprof.sel." + Tag);
  if (E.Kind == TargetKind::NVPTX) {
    E.ptxEdge(B, Row, Below, Word, B.CreateZExt(Taken, B.getInt32Ty(), "__bbprof.sel32." + Tag));
    return;
  }
  unsigned Wave = P.Record.WaveSize;
  Value *Active = E.active(B, Wave, Tag);
  Value *Lanes = E.ballot(B, Wave, Taken, Tag);
  Value *Leader = B.CreateICmpEQ(B.CreateAnd(Active, Below, "__bbprof.below." + Tag),
                                 B.getInt64(0), "__bbprof.leader." + Tag);
  Value *Any = B.CreateICmpNE(Lanes, B.getInt64(0), "__bbprof.any." + Tag);
  Value *Go = B.CreateAnd(Leader, Any, "__bbprof.go." + Tag);
  BasicBlock *Rest = At->splitBasicBlock(Term, "__bbprof.rest." + Tag);
  BasicBlock *Count = BasicBlock::Create(At->getContext(), "__bbprof.count." + Tag,
                                         At->getParent(), Rest);
  At->getTerminator()->eraseFromParent();
  BranchInst::Create(Count, Rest, Go, At);
  IRBuilder<> C(Count);
  Value *N = E.intrinsic(C, Intrinsic::ctpop, {Lanes}, {C.getInt64Ty()}, "__bbprof.lanes." + Tag);
  if (!E.O.Thread)
    N = C.getInt64(1);
  else if (E.O.packed())
    N = C.CreateAdd(N, C.getInt64(uint64_t(1) << PackShift), "__bbprof.packed." + Tag);
  E.atomicAdd(C, Row, Word, N, "__bbprof.p0." + Tag);
  C.CreateBr(Rest);
  Tails[U] = Rest;
}

// The accumulators of a loop of uniform_loops.py (instrument._count_uniform_loop): a phi
// each in the header, one add each per iteration where its ballot is read, and one flush
// each on the exit edge, in a block of bbprof's there.
void countUniformLoop(Plan &P, Emitter &E, Value *Row, Value *Below, const UniformLoop &U) {
  BasicBlock *Header = P.Blocks[U.Header];
  std::string Tag = std::to_string(U.Words[0]);
  SmallVector<BasicBlock *, 4> Preds(predecessors(Header));
  IRBuilder<> B(Header, Header->getFirstNonPHIIt());
  std::vector<PHINode *> Phis;
  for (size_t I = 0; I < U.Grows.size(); ++I)
    Phis.push_back(B.CreatePHI(B.getInt64Ty(), Preds.size(),
                               "__bbprof.ua." + Tag + "." + std::to_string(I)));
  std::vector<Value *> Next;
  for (size_t I = 0; I < U.Grows.size(); ++I) {
    std::string N = Tag + "." + std::to_string(I);
    auto [At, Condition] = U.Grows[I];
    if (Condition)   // the lanes E's branch keeps in the loop, before that branch
      B.SetInsertPoint(P.Blocks[At]->getTerminator());
    Value *Grow = E.uniformContribution(B, P.Record.WaveSize, Condition, U.When[I], N);
    Next.push_back(B.CreateAdd(Phis[I], Grow, "__bbprof.uan." + N));
  }
  BasicBlock *Latch = P.Blocks[U.Latch];
  for (BasicBlock *Pred : Preds)
    for (size_t I = 0; I < Phis.size(); ++I)
      Phis[I]->addIncoming(Pred == Latch ? Next[I] : B.getInt64(0), Pred);
  BasicBlock *Exit = splitEdge(P.Blocks[U.Exiting], P.Blocks[U.ExitTarget], "__bbprof.uexit." + Tag);
  B.SetInsertPoint(Exit->getTerminator());
  for (size_t I = 0; I < Phis.size(); ++I)
    E.uniformFlush(B, Row, Below, P.Record.WaveSize, U.Words[I], Next[I],
                   Tag + "." + std::to_string(I));
}

// A single-block loop counted in registers (instrument._count_in_registers): each lane
// counts its runs of the block (every-block) or its back edge's traversals (spanning
// tree) and adds them to memory on each exit edge, in a block of bbprof's there. With an
// induction variable nothing runs per iteration; otherwise a phi and an add.
void countInRegisters(Plan &P, Emitter &E, Value *Row, Value *Below, int Id, unsigned Word,
                      bool Uniform) {
  BasicBlock *BB = P.Blocks[Id];
  bool Spanning = P.Record.Placement == "spanning-tree";
  std::string Tag = std::to_string(Word);
  auto IV = P.Inductions.find(Id);
  Value *Next = nullptr;
  if (IV == P.Inductions.end()) {
    IRBuilder<> B(BB, BB->getFirstNonPHIIt());
    SmallVector<BasicBlock *, 4> Preds(predecessors(BB));
    PHINode *Count = B.CreatePHI(B.getInt64Ty(), Preds.size(), "__bbprof.c." + Tag);
    if (!Spanning) {
      Next = B.CreateAdd(Count, B.getInt64(1), "__bbprof.cn." + Tag);
    } else {   // count the back edge, at the end of the block
      B.SetInsertPoint(BB->getTerminator());
      Value *Taken = edgeCondition(B, BB->getTerminator(), BB, "__bbprof.back." + Tag);
      Next = B.CreateAdd(Count, B.CreateZExt(Taken, B.getInt64Ty(), "__bbprof.step." + Tag),
                         "__bbprof.cn." + Tag);
    }
    for (BasicBlock *Pred : Preds)
      Count->addIncoming(Pred == BB ? Next : B.getInt64(0), Pred);
  }
  unsigned J = 0;
  BasicBlock *After = BB;
  for (int S : P.Record.Blocks[Id].Successors) {
    if (S == Id)
      continue;
    std::string N = Tag + "." + std::to_string(J);
    After = splitEdge(BB, P.Blocks[S], "__bbprof.exit." + N, After);
    IRBuilder<> B(After->getTerminator());
    Value *Count = IV == P.Inductions.end() ? Next
                                            : runsFromInduction(B, IV->second, Spanning, N);
    std::optional<unsigned> EdgeWord;
    if (auto W = P.ExitWords.find({Id, S}); W != P.ExitWords.end())
      EdgeWord = W->second;
    E.flush(B, Row, Below, P.Record.WaveSize, Word, Count, EdgeWord, Uniform, N);
    ++J;
  }
}

} // namespace

TargetKind resolveKind(const Module &M, const Options &O, bool &Skip) {
  Triple T(M.getTargetTriple());
  std::optional<TargetKind> Found;
  if (T.getArch() == Triple::amdgcn)
    Found = TargetKind::AMDGPU;
  else if (T.isNVPTX())
    Found = TargetKind::NVPTX;
  Skip = false;
  if (O.Target.empty()) {
    if (Found)
      return *Found;
    if (O.FromPipeline) {   // clang's host compile, a CPU module: not bbprof's
      Skip = true;
      return TargetKind::Host;
    }
    if (M.getTargetTriple().empty())
      throw Failure{"the module has no target triple; pass -bbprof-target=amdgpu, nvptx or host"};
    throw Failure{"target triple '" + M.getTargetTriple() +
                  "' is not a GPU bbprof supports; pass -bbprof-target=host to count it on the CPU"};
  }
  TargetKind Asked = O.Target == "amdgpu" ? TargetKind::AMDGPU
                     : O.Target == "nvptx" ? TargetKind::NVPTX
                     : TargetKind::Host;
  if (Found && *Found != Asked) {
    if (O.FromPipeline) {   // -bbprof-target=host in a CUDA build: the device side is not asked for
      Skip = true;
      return Asked;
    }
    throw Failure{"the module's triple '" + M.getTargetTriple() + "' is not " + O.Target};
  }
  if (!Found && Asked != TargetKind::Host && !M.getTargetTriple().empty())
    throw Failure{"the module's triple '" + M.getTargetTriple() + "' is not " + O.Target};
  return Asked;
}

std::string defaultMapPath(const Module &M) {
  StringRef Id = M.getModuleIdentifier();
  if (Id.empty() || Id == "-" || Id == "<stdin>")
    throw Failure{"the module comes from standard input: pass -bbprof-map=PATH "
                  "(or map=PATH in BBPROF_PLUGIN_OPTIONS)"};
  SmallString<256> Path(Id);
  sys::path::replace_extension(Path, "");
  if (sys::path::extension(Path) == ".bbprof")   // instrumenting k.bbprof.ll again
    sys::path::replace_extension(Path, "");
  return (Path + ".bbprof.json").str();
}

std::optional<std::string> moduleArch(const Module &M, const Options &O) {
  for (const Function &F : M)
    if (!F.isDeclaration())
      if (auto CPU = stringAttr(F, "target-cpu"))
        return CPU;
  if (!O.Arch.empty())
    return O.Arch;
  return std::nullopt;
}

std::string withArch(std::string Path, const std::optional<std::string> &Arch, TargetKind K) {
  size_t At = Path.find("%a");
  if (At != std::string::npos)
    Path.replace(At, 2, Arch.value_or(kindName(K)));
  return Path;
}

namespace {

void instrumentModule(Module &M, ModuleAnalysisManager &MAM, const Options &O) {
  if (!O.Error.empty())
    throw Failure{O.Error};
  bool Skip;
  TargetKind Kind = resolveKind(M, O, Skip);
  if (Skip)
    return;
  if (!O.Thread && !O.Wave)
    throw Failure{"-bbprof-counters names no counter; use thread, wave or both"};
  std::string Placement = O.placement();
  if (Placement != "every-block" && Placement != "spanning-tree")
    throw Failure{"unknown placement '" + Placement + "'; use every-block or spanning-tree"};
  if (Placement == "spanning-tree" && O.Thread && O.Wave && O.Wide)
    throw Failure{"spanning-tree placement with both counts needs packed words; drop "
                  "-bbprof-wide or use -bbprof-placement=every-block"};
  if (O.Shards == 0 || O.Shards > (1 << 20))
    throw Failure{"-bbprof-shards must be between 1 and 1048576, not " + std::to_string(O.Shards)};
  for (const GlobalValue &G : M.global_values())
    if (G.getName().starts_with("__bbprof"))
      throw Failure{"the module is already instrumented by bbprof (it has @" +
                    G.getName().str() + "); instrument the original IR"};

  ModuleRecord Rec;
  Rec.Kind = Kind;
  Rec.InputPath = M.getModuleIdentifier();
  if (auto Buffer = MemoryBuffer::getFile(Rec.InputPath, /*IsText=*/false))
    Rec.InputSHA256 = sha256Prefix((*Buffer)->getBuffer(), 64);
  Rec.Triple = M.getTargetTriple().empty()
      ? (Kind == TargetKind::AMDGPU ? "amdgcn-amd-amdhsa"
         : Kind == TargetKind::NVPTX ? "nvptx64-nvidia-cuda" : sys::getProcessTriple())
      : M.getTargetTriple();
  Rec.CodegenTriple = Kind == TargetKind::AMDGPU ? "amdgcn-amd-amdhsa"
                      : Kind == TargetKind::NVPTX ? "nvptx64-nvidia-cuda"
                                                  : sys::getProcessTriple();
  std::vector<Function *> Defined;
  for (Function &F : M)
    if (!F.isDeclaration())
      Defined.push_back(&F);
  if (Defined.empty())
    throw Failure{"the module defines no functions; there is nothing to instrument"};
  Rec.Arch = moduleArch(M, O);

  // Pass 1: the structure, the placement, and every counter's word.
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  ModuleSlotTracker Slots(&M);
  std::vector<Plan> Plans;
  unsigned Word = 0, Sites = 0;
  for (Function *F : Defined) {
    Plan P;
    P.F = F;
    describe(P, Slots, FAM, Kind, M, O.Arch);
    P.Record.Placement = "every-block";
    P.Candidates = registerLoopBlocks(P, O, Kind, Rec.Arch);
    for (int C : P.Candidates)
      if (auto IV = induction(P.Blocks[C]))
        P.Inductions.emplace(C, *IV);
    std::vector<int> Counted;
    if (Placement == "spanning-tree") {
      bool Tree = true;
      if (O.Wave) {
        auto [Uniform, Reason] = warpUniform(P, FAM, Kind);
        P.Record.WarpUniform = std::make_pair(Uniform, Reason);
        Tree = Uniform;
      }
      if (Tree) {
        P.Record.Placement = "spanning-tree";
        Counted = spanningTree(P, FAM, P.Record.WarpUniform && P.Record.WarpUniform->first);
      }
    }
    if (P.Record.Placement == "every-block") {
      for (size_t I = 0; I < P.Blocks.size(); ++I)
        Counted.push_back(I);
      if (O.LoopsInRegisters && hasRedux(Kind, Rec.Arch)) {
        P.UniformLoops = findUniformLoops(P, FAM.getResult<DominatorTreeAnalysis>(*F), Slots);
        for (const UniformLoop &U : P.UniformLoops)
          for (auto [Block, _] : U.BlockAccumulator)
            P.InUniform.insert(Block);
      }
    }
    for (int B : Counted) {
      if (P.InUniform.count(B))
        continue;
      if (P.Blocks[B]->getFirstInsertionPt() == P.Blocks[B]->end())
        throw Failure{"block '" + P.Record.Blocks[B].Name + "' of @" + P.Record.Name +
                      " begins with " + P.Blocks[B]->getFirstNonPHI()->getOpcodeName() +
                      ", which admits no other instruction: bbprof cannot count it"};
      P.Record.Blocks[B].Word = Word;
      Word += O.wordsPerSite();
      ++Sites;
    }
    for (UniformLoop &U : P.UniformLoops) {   // a chain's blocks share its words
      UniformLoopRecord Out{U.Header, U.Latch, {U.Exiting, U.ExitTarget}, {}};
      for (size_t I = 0; I < U.Grows.size(); ++I) {
        U.Words.push_back(Word);
        AccumulatorRecord A{Word, U.Grows[I].first, U.ConditionText[I], U.When[I], {}};
        for (auto [Block, K] : U.BlockAccumulator)
          if (K == I) {
            P.Record.Blocks[Block].Word = Word;
            A.Blocks.push_back(Block);
          }
        Out.Accumulators.push_back(A);
        Word += O.wordsPerSite();
        ++Sites;
      }
      P.Record.UniformLoops.push_back(Out);
    }
    bool Tree = P.Record.Placement == "spanning-tree";
    if (!Tree)   // every-block: a loop's flushes add to its block's word
      for (int C : P.Candidates)
        P.RegisterWords[C] = *P.Record.Blocks[C].Word;
    for (auto Edge : P.EdgeCounted) {   // edge counters, and register loops' back edges
      P.EdgeWords[Edge] = Word;
      if (Edge.first == Edge.second && P.Candidates.count(Edge.first))
        P.RegisterWords[Edge.first] = Word;
      ++Word;
      ++Sites;
    }
    for (EdgeRecord &E : P.Record.Edges)
      if (E.How == "exit") {
        P.ExitWords[{E.Source, E.Target}] = Word++;
        ++Sites;
      }
    for (size_t I = 0; I < P.Splits.size(); ++I) {
      P.SplitWords.push_back(Word);
      Word += O.wordsPerSite();
      ++Sites;
    }
    // every counted edge's word
    size_t Split = 0;
    for (EdgeRecord &E : P.Record.Edges) {
      if (E.How == "block")
        E.Word = P.Record.Blocks[*E.Block].Word;
      else if (E.How == "edge")
        E.Word = P.EdgeWords.at({E.Source, E.Target});
      else if (E.How == "exit")
        E.Word = P.ExitWords.at({E.Source, E.Target});
      else if (E.How == "split")
        E.Word = P.SplitWords[Split++];
    }
    for (auto [Block, W] : P.RegisterWords)
      P.Record.RegisterLoops.push_back(
          {Block, W, unsigned(P.Record.Blocks[Block].Successors.size() - 1)});
    Rec.WaveSize = std::max(Rec.WaveSize, P.Record.WaveSize);
    Plans.push_back(std::move(P));
  }
  Rec.Counters = makeLayout(Kind, Rec.Arch, Sites, Word, O.Shards);
  std::string Hashes;
  for (Plan &P : Plans)
    Hashes += (Hashes.empty() ? "" : ",") + P.Record.CFGHash;
  Rec.CFGHash = sha256Prefix(Hashes);

  // Where the map goes: decided (and refused) before anything changes.
  std::string MapPath = withArch(O.MapPath.empty() ? defaultMapPath(M) : O.MapPath,
                                 Rec.Arch, Kind);

  // Pass 2: the code.
  Emitter E{M, Kind, O};
  LLVMContext &Ctx = M.getContext();
  auto *Array = ArrayType::get(Type::getInt64Ty(Ctx), Rec.Counters.words());
  E.Counters = new GlobalVariable(M, Array, false, GlobalValue::ExternalLinkage,
                                  ConstantAggregateZero::get(Array), "__bbprof_counters",
                                  nullptr, GlobalValue::NotThreadLocal, E.space());
  E.Counters->setAlignment(Align(128));
  uint64_t HashValue = std::stoull(Rec.CFGHash, nullptr, 16) & ((uint64_t(1) << 63) - 1);
  auto *Hash = new GlobalVariable(M, Type::getInt64Ty(Ctx), true, GlobalValue::ExternalLinkage,
                                  ConstantInt::get(Type::getInt64Ty(Ctx), HashValue),
                                  "__bbprof_cfg_hash", nullptr, GlobalValue::NotThreadLocal,
                                  E.space());
  Hash->setAlignment(Align(8));
  for (Plan &P : Plans) {
    BasicBlock &Entry = *P.Blocks[0];
    IRBuilder<> B(&Entry, entryInsertionPoint(Entry));
    auto [Row, Below] = E.entry(B, Rec.Counters, Rec.Arch, P.Record.WaveSize);
    for (size_t I = 0; I < P.Blocks.size(); ++I) {
      if (!P.Record.Blocks[I].Word || P.RegisterWords.count(I) || P.InUniform.count(I))
        continue;
      if (I != 0)
        B.SetInsertPoint(P.Blocks[I], P.Blocks[I]->getFirstInsertionPt());
      E.top(B, Row, Below, P.Record.WaveSize, *P.Record.Blocks[I].Word);
    }
    for (size_t I = 0; I < P.Splits.size(); ++I) {
      auto [U, V] = P.Splits[I];
      BasicBlock *N = splitEdge(P.Blocks[U], P.Blocks[V],
                                "__bbprof.split." + Twine(P.SplitWords[I]));
      B.SetInsertPoint(N, N->getFirstInsertionPt());
      E.top(B, Row, Below, P.Record.WaveSize, P.SplitWords[I]);
    }
    std::map<int, BasicBlock *> Tails;   // the block that holds a source's terminator now
    for (auto Edge : P.EdgeCounted)
      if (!(Edge.first == Edge.second && P.RegisterWords.count(Edge.first)))
        edgeCounter(P, E, Row, Below, Edge.first, Edge.second, P.EdgeWords.at(Edge), Tails);
    bool Uniform = P.Record.Placement == "spanning-tree" && P.Record.WarpUniform &&
                   P.Record.WarpUniform->first;
    for (const UniformLoop &U : P.UniformLoops)
      countUniformLoop(P, E, Row, Below, U);
    for (auto [Block, W] : P.RegisterWords)
      countInRegisters(P, E, Row, Below, Block, W, Uniform);
    if (Kind == TargetKind::AMDGPU)   // the counting code reads these ids
      for (const char *Attr : {"amdgpu-no-workitem-id-x", "amdgpu-no-workgroup-id-x"})
        P.F->removeFnAttr(Attr);
    Rec.Functions.push_back(std::move(P.Record));
  }
  if (Kind == TargetKind::AMDGPU)
    for (Function &F : M)
      for (const char *Attr : {"amdgpu-no-workitem-id-x", "amdgpu-no-workgroup-id-x"})
        F.removeFnAttr(Attr);

  if (auto Error = writeBlockMap(Rec, O, MapPath))
    throw Failure{*Error};
}

} // namespace

PreservedAnalyses InstrumentPass::run(Module &M, ModuleAnalysisManager &MAM) {
  Options O = currentOptions(FromPipeline);
  try {
    if (!O.PlanPath.empty() || !O.DumpPath.empty())
      return dumpOrFollowPlan(M, O) ? PreservedAnalyses::none() : PreservedAnalyses::all();
    instrumentModule(M, MAM, O);
  } catch (const Failure &F) {
    // opt's (and clang's) output files go away now: a failed pass leaves none behind,
    // not even an empty one (the error below ends opt)
    sys::RunInterruptHandlers();
    M.getContext().emitError("bbprof: " + M.getModuleIdentifier() + ": " + F.Message);
    return PreservedAnalyses::all();
  }
  return PreservedAnalyses::none();
}

} // namespace bbprof
