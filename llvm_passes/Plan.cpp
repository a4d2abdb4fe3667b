//===- Plan.cpp - the plan bbprof's own engine wrote, put into the pipeline's module ---===//
//
// bbprof has one engine of record: its own (bbprof/instrument/), with every mechanism of
// counter placement (hybrid trees, compile-time constants, detour and side flags, the
// entry counted once per workgroup). Instead of planning, the pass can read that engine's
// plan back, in the two steps of PGO's workflow (instrument, then use):
//
// 1. -bbprof-dump=k.ll writes the module as the pass sees it at its point in the pipeline
//    (and, without -bbprof-plan, changes nothing); `bbprof instrument k.ll` plans it and
//    writes k.bbprof.ll with its block map k.bbprof.json (bbprof's naming rule, X.ll ->
//    X.json: files.block_map_path).
// 2. -bbprof-plan=k.bbprof.ll: before anything changes, the pass checks that the plan is
//    this module's: the target (and the mode, shards and processor where the options name
//    them), every function the map lists defined here with the map's CFG hash (block
//    names and successors, functionShape: the hash both engines compute) and target-cpu,
//    no function defined here that the map leaves out, and the plan module's functions of
//    the same types. Then it parses the plan module into the same LLVMContext and gives
//    each listed function the plan's body, attributes and metadata (CloneFunctionInto,
//    DifferentModule) under a value map in which every global of the plan stands for the
//    module's global of that name; what bbprof added (the counter and CFG-hash globals,
//    its counting functions, intrinsic declarations) is created in the module first. The
//    pass's block map is the plan's, byte for byte.
//
// As PGO's CFG hash refuses a profile of other IR, a plan of other IR is refused in one
// line: a module is never counted differently from its map.
//
//===------------------------------------------------------------------------------===//
#include "BBProf.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <set>

using namespace llvm;

namespace bbprof {
namespace {

constexpr int64_t NewestMapVersion = 8;   // blockmap.py's VERSION, the newest read here
const char *const Redo = "dump this pipeline's IR with -bbprof-dump=PATH, instrument it "
                         "with `bbprof instrument`, and pass that output as -bbprof-plan";

struct PlannedFunction {
  std::string Name, CFGHash;
  std::optional<std::string> TargetCPU;
};

// What the pass reads of the plan's block map (bbprof/instrument/blockmap.py).
struct PlanMap {
  std::string Path, Text;          // Text: the file's bytes, written as the pass's map
  std::string Kind, ModeName;
  std::optional<std::string> Arch;
  std::optional<int64_t> Shards;   // none: no counters (timeline stamps alone)
  std::vector<PlannedFunction> Functions;
};

// The map's names are the Latin-1 readings of their bytes (BlockMap.cpp): back to bytes.
std::string bytesOf(StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    unsigned char C = Text[I];
    if ((C == 0xc2 || C == 0xc3) && I + 1 < Text.size())
      Out += static_cast<char>(((C & 0x03) << 6) | (Text[++I] & 0x3f));
    else
      Out += static_cast<char>(C);
  }
  return Out;
}

// files.block_map_path: X.ll (or X.llir) -> X.json beside it.
std::string planMapPath(StringRef PlanPath) {
  SmallString<256> Path(PlanPath);
  StringRef Name = sys::path::filename(PlanPath);
  if (Name.ends_with(".ll") || Name.ends_with(".llir"))
    sys::path::replace_extension(Path, ".json");
  else
    Path += ".json";
  return Path.str().str();
}

std::optional<std::string> optionalBytes(const json::Object &O, StringRef Key) {
  if (auto S = O.getString(Key))
    return bytesOf(*S);
  return std::nullopt;
}

PlanMap readPlanMap(StringRef PlanPath) {
  PlanMap P;
  P.Path = planMapPath(PlanPath);
  auto Buffer = MemoryBuffer::getFile(P.Path, /*IsText=*/false);
  if (!Buffer)
    throw Failure{"cannot read the plan's block map " + P.Path + ": " +
                  Buffer.getError().message() + "; `bbprof instrument` writes it beside "
                  "the plan (X.ll -> X.json)"};
  P.Text = (*Buffer)->getBuffer().str();
  auto NotAMap = [&](const std::string &Why) {
    return Failure{P.Path + " is not a bbprof block map (" + Why + "); pass the module "
                   "`bbprof instrument` wrote, with its block map beside it"};
  };
  Expected<json::Value> Root = json::parse(P.Text);
  if (!Root)
    throw NotAMap(toString(Root.takeError()));
  const json::Object *Map = Root->getAsObject();
  if (!Map || Map->getString("format") != StringRef("bbprof.blockmap"))
    throw NotAMap("no format \"bbprof.blockmap\"");
  int64_t Version = Map->getInteger("version").value_or(0);
  if (Version > NewestMapVersion)
    throw Failure{P.Path + " is a block map of version " + std::to_string(Version) +
                  ", newer than this plugin reads (" + std::to_string(NewestMapVersion) +
                  "); rebuild the plugin from the llvm_passes/ of the bbprof that wrote it"};
  const json::Object *Target = Map->getObject("target"), *Mode = Map->getObject("mode");
  const json::Array *Functions = Map->getArray("functions");
  if (!Target || !Mode || !Functions)
    throw NotAMap("no target, mode or functions");
  P.Kind = Target->getString("kind").value_or("").str();
  P.Arch = optionalBytes(*Target, "arch");
  P.ModeName = Mode->getString("name").value_or("").str();
  if (const json::Object *Counters = Map->getObject("counters"))
    P.Shards = Counters->getInteger("shards");
  for (const json::Value &V : *Functions) {
    const json::Object *F = V.getAsObject();
    auto Name = F ? F->getString("name") : std::nullopt;
    auto Hash = F ? F->getString("cfg_hash") : std::nullopt;
    if (!Name || !Hash)
      throw NotAMap("a function without a name or a cfg_hash");
    P.Functions.push_back({bytesOf(*Name), Hash->str(), optionalBytes(*F, "target_cpu")});
  }
  return P;
}

// The plan is for this target, and in the mode, shards and processor the options name.
void checkTarget(const PlanMap &P, const Options &O, TargetKind Kind) {
  if (P.Kind != kindName(Kind))
    throw Failure{"the plan " + P.Path + " counts a " + P.Kind + " module, this one is " +
                  kindName(Kind) + "; " + Redo};
  if (!O.Arch.empty() && P.Arch && *P.Arch != O.Arch)
    throw Failure{"the plan " + P.Path + " is for " + *P.Arch + ", -bbprof-arch says " +
                  O.Arch + "; drop -bbprof-arch or " + Redo};
  if (O.ModeGiven && O.modeName() != P.ModeName)
    throw Failure{"the plan " + P.Path + " counts " + P.ModeName + ", the options ask for " +
                  O.modeName() + "; drop the mode options (the plan's mode counts) or "
                  "instrument in that mode (bbprof instrument --counters, --placement)"};
  if (O.Shards > 0 && P.Shards && *P.Shards != O.Shards)
    throw Failure{"the plan " + P.Path + " has " + std::to_string(*P.Shards) +
                  " counter rows, -bbprof-shards says " + std::to_string(O.Shards) +
                  "; drop -bbprof-shards or instrument with bbprof instrument --shards"};
}

std::optional<std::string> targetCPU(const Function &F) {
  Attribute A = F.getFnAttribute("target-cpu");
  if (!A.isStringAttribute())
    return std::nullopt;
  return A.getValueAsString().str();
}

// Every function the map lists is defined here with the map's CFG hash and processor,
// and the map lists every function defined here.
void checkFunctions(const Module &M, const PlanMap &P) {
  for (const GlobalValue &G : M.global_values())
    if (G.getName().starts_with("__bbprof"))
      throw Failure{"the module is already instrumented by bbprof (it has @" +
                    G.getName().str() + "); follow the plan in the IR without counters"};
  ModuleSlotTracker Slots(&M);
  std::set<std::string> Listed;
  for (const PlannedFunction &PF : P.Functions) {
    Listed.insert(PF.Name);
    const Function *F = M.getFunction(PF.Name);
    if (!F || F->isDeclaration())
      throw Failure{"the plan's @" + PF.Name + " is not defined in this module; " + Redo};
    std::string Hash = functionShape(*F, Slots).CFGHash;
    if (Hash != PF.CFGHash)
      throw Failure{"@" + PF.Name + "'s blocks differ from the plan's (CFG hash " + Hash +
                    " here, " + PF.CFGHash + " in " + P.Path + "): the plan was made for "
                    "other IR; " + Redo};
    if (targetCPU(*F) != PF.TargetCPU)
      throw Failure{"@" + PF.Name + " is compiled for " + targetCPU(*F).value_or("no processor") +
                    " here and for " + PF.TargetCPU.value_or("no processor") + " in the plan; " +
                    Redo};
  }
  for (const Function &F : M)
    if (!F.isDeclaration() && !Listed.count(F.getName().str()))
      throw Failure{"@" + F.getName().str() + " is defined here but not in the plan " +
                    P.Path + "; " + Redo};
}

std::unique_ptr<Module> readPlanModule(const std::string &Path, Module &M) {
  SMDiagnostic Error;
  std::unique_ptr<Module> Plan = parseIRFile(Path, Error, M.getContext());
  if (!Plan)
    throw Failure{"cannot read the plan " + Path + ":" + std::to_string(Error.getLineNo()) +
                  ": " + Error.getMessage().str() + "; pass the module `bbprof instrument` "
                  "wrote (--emit-for-llvm " + std::to_string(LLVM_VERSION_MAJOR) +
                  " for this LLVM)"};
  // debug records or intrinsics, as the module keeps them: the bodies move between them
  Plan->setIsNewDbgInfoFormat(M.IsNewDbgInfoFormat);
  return Plan;
}

// The plan's named struct types were parsed into the module's context, and renamed where
// the module has a type of that name (LLParser adds ".N"): each stands for the module's
// type of its name when their elements are the same.
class StructMapper : public ValueMapTypeRemapper {
public:
  explicit StructMapper(Module &M) {
    for (StructType *T : M.getIdentifiedStructTypes())
      if (T->hasName())
        ByName[T->getName()] = T;
  }

  Type *remapType(Type *T) override {
    auto Found = Done.find(T);
    if (Found != Done.end())
      return Found->second;
    Type *Out = T;
    if (auto *S = dyn_cast<StructType>(T); S && !S->isLiteral())
      Out = sameNamed(S);
    else if (T->getNumContainedTypes())
      Out = rebuilt(T);
    Done[T] = Out;
    return Out;
  }

private:
  StructType *sameNamed(StructType *S) {
    StringRef Name = S->getName();
    for (auto Dot = Name.rfind('.'); Dot != StringRef::npos; Dot = Name.rfind('.')) {
      StringRef Suffix = Name.drop_front(Dot + 1);
      if (Suffix.empty() || !all_of(Suffix, isDigit))
        break;
      Name = Name.take_front(Dot);
      StructType *Here = ByName.lookup(Name);
      if (!Here || Here->getNumElements() != S->getNumElements() ||
          Here->isPacked() != S->isPacked())
        continue;
      Done[S] = Here;   // a recursive type meets itself as the candidate
      bool Same = true;
      for (auto [A, B] : zip(S->elements(), Here->elements()))
        Same &= remapType(A) == B;
      if (Same)
        return Here;
    }
    return S;
  }

  Type *rebuilt(Type *T) {
    SmallVector<Type *, 8> Parts;
    bool Changed = false;
    for (Type *Part : T->subtypes()) {
      Parts.push_back(remapType(Part));
      Changed |= Parts.back() != Part;
    }
    if (!Changed)
      return T;
    if (auto *F = dyn_cast<FunctionType>(T))
      return FunctionType::get(Parts[0], ArrayRef(Parts).drop_front(), F->isVarArg());
    if (auto *A = dyn_cast<ArrayType>(T))
      return ArrayType::get(Parts[0], A->getNumElements());
    if (auto *V = dyn_cast<VectorType>(T))
      return VectorType::get(Parts[0], V->getElementCount());
    if (auto *S = dyn_cast<StructType>(T))
      return StructType::get(T->getContext(), Parts, S->isPacked());
    return T;
  }

  StringMap<StructType *> ByName;
  DenseMap<Type *, Type *> Done;
};

// The plan module defines every listed function, with the module's function's type.
void checkPlanModule(const Module &Plan, const PlanMap &P, const Module &M,
                     StructMapper &Types) {
  for (const PlannedFunction &PF : P.Functions) {
    const Function *Planned = Plan.getFunction(PF.Name);
    if (!Planned || Planned->isDeclaration())
      throw Failure{"the plan module does not define @" + PF.Name + ", which its map "
                    "lists; pass the module `bbprof instrument` wrote with that map"};
    if (Types.remapType(Planned->getFunctionType()) != M.getFunction(PF.Name)->getFunctionType())
      throw Failure{"@" + PF.Name + " has another type in the plan; " + Redo};
  }
}

// The globals bbprof added, created in the module; their initializers and bodies follow
// once every global of the plan has its stand-in.
struct Additions {
  std::vector<std::pair<GlobalVariable *, const GlobalVariable *>> Variables;
  std::vector<std::pair<Function *, const Function *>> Functions;
};

GlobalValue *create(Module &M, const GlobalValue &G, StructMapper &Types, Additions &Add) {
  if (const auto *F = dyn_cast<Function>(&G)) {
    auto *Type = cast<FunctionType>(Types.remapType(F->getFunctionType()));
    Function *New = Function::Create(Type, F->getLinkage(), F->getAddressSpace(),
                                      F->getName(), &M);
    New->copyAttributesFrom(F);
    if (!F->isDeclaration())
      Add.Functions.push_back({New, F});
    return New;
  }
  const auto *V = cast<GlobalVariable>(&G);
  auto *New = new GlobalVariable(M, Types.remapType(V->getValueType()), V->isConstant(),
                                 V->getLinkage(), nullptr, V->getName(), nullptr,
                                 V->getThreadLocalMode(), V->getAddressSpace(),
                                 V->isExternallyInitialized());
  New->copyAttributesFrom(V);
  if (V->hasInitializer())
    Add.Variables.push_back({New, V});
  return New;
}

// Each global of the plan stands for the module's of that name (unnamed ones: in order);
// checked all before any is created.
void mapGlobals(Module &M, const Module &Plan, ValueToValueMapTy &VMap, StructMapper &Types,
                Additions &Add) {
  std::vector<GlobalValue *> Unnamed;
  for (GlobalValue &G : M.global_values())
    if (!G.hasName())
      Unnamed.push_back(&G);
  std::vector<std::pair<const GlobalValue *, GlobalValue *>> Pairs;
  size_t NextUnnamed = 0;
  for (const GlobalValue &G : Plan.global_values()) {
    GlobalValue *Here = G.hasName() ? M.getNamedValue(G.getName())
                        : NextUnnamed < Unnamed.size() ? Unnamed[NextUnnamed++] : nullptr;
    std::string Name = G.hasName() ? "@" + G.getName().str() : "an unnamed global";
    if (!Here && (!G.hasName() || !(isa<Function>(G) || isa<GlobalVariable>(G))))
      throw Failure{"the plan adds " + Name + ", which the pass cannot copy (an alias, "
                    "an ifunc or an unnamed global); " + Redo};
    if (Here && (Here->getValueID() != G.getValueID() ||
                 Here->getValueType() != Types.remapType(G.getValueType()) ||
                 Here->getAddressSpace() != G.getAddressSpace()))
      throw Failure{Name + " is another kind of global, of another type or address space, "
                    "in the plan; " + Redo};
    Pairs.push_back({&G, Here});
  }
  for (auto [G, Here] : Pairs)
    VMap[G] = Here ? Here : create(M, *G, Types, Add);
}

// The debug info's compile units of the plan are the module's (in order), so the copied
// bodies' subprograms hang under the module's units instead of copies of them.
void mapCompileUnits(const Module &M, const Module &Plan, ValueToValueMapTy &VMap) {
  const NamedMDNode *Here = M.getNamedMetadata("llvm.dbg.cu");
  const NamedMDNode *There = Plan.getNamedMetadata("llvm.dbg.cu");
  if (!Here || !There || Here->getNumOperands() != There->getNumOperands())
    return;
  for (unsigned I = 0; I < Here->getNumOperands(); ++I)
    VMap.MD()[There->getOperand(I)].reset(Here->getOperand(I));
}

// To gets From's body, attributes and metadata; it keeps its linkage, comdat and names.
void copyBody(Function &To, const Function &From, ValueToValueMapTy &VMap,
              StructMapper &Types) {
  GlobalValue::LinkageTypes Linkage = To.getLinkage();
  To.deleteBody();
  To.clearMetadata();
  To.setLinkage(Linkage);
  for (auto [Old, New] : zip(From.args(), To.args())) {
    VMap[&Old] = &New;
    if (!New.hasName())   // a function bbprof added: the plan's names
      New.setName(Old.getName());
  }
  SmallVector<ReturnInst *, 8> Returns;
  CloneFunctionInto(&To, &From, VMap, CloneFunctionChangeType::DifferentModule, Returns, "",
                    nullptr, &Types);
}

void followPlan(Module &M, const Options &O, TargetKind Kind) {
  std::optional<std::string> Arch = moduleArch(M, O);
  std::string PlanPath = withArch(O.PlanPath, Arch, Kind);
  PlanMap Map = readPlanMap(PlanPath);
  checkTarget(Map, O, Kind);
  checkFunctions(M, Map);
  std::string MapPath = withArch(O.MapPath.empty() ? defaultMapPath(M) : O.MapPath, Arch, Kind);
  std::unique_ptr<Module> Plan = readPlanModule(PlanPath, M);
  StructMapper Types(M);
  checkPlanModule(*Plan, Map, M, Types);

  ValueToValueMapTy VMap;
  mapCompileUnits(M, *Plan, VMap);
  Additions Add;
  mapGlobals(M, *Plan, VMap, Types, Add);
  for (auto [New, Old] : Add.Variables)
    New->setInitializer(MapValue(Old->getInitializer(), VMap, RF_None, &Types));
  for (const Function &F : *Plan)   // declarations: the plan's attributes too
    if (auto *Here = dyn_cast<Function>(VMap.lookup(&F)); Here && F.isDeclaration())
      Here->setAttributes(F.getAttributes());
  for (const PlannedFunction &PF : Map.Functions)
    copyBody(*M.getFunction(PF.Name), *Plan->getFunction(PF.Name), VMap, Types);
  for (auto [New, Old] : Add.Functions)
    copyBody(*New, *Old, VMap, Types);

  bool Same = false;   // the plan's map is the map asked for: it is there already
  if (sys::fs::equivalent(MapPath, Map.Path, Same) || !Same)
    if (auto Error = writeFileAtomically(MapPath, Map.Text))
      throw Failure{*Error};
}

void dumpModule(const Module &M, const std::string &Path) {
  std::string Text;
  raw_string_ostream OS(Text);
  M.print(OS, nullptr);
  OS.flush();
  if (auto Error = writeFileAtomically(Path, Text))
    throw Failure{*Error};
}

} // namespace

bool dumpOrFollowPlan(Module &M, const Options &O) {
  if (!O.Error.empty())
    throw Failure{O.Error};
  bool Skip;
  TargetKind Kind = resolveKind(M, O, Skip);
  if (Skip)
    return false;
  if (!O.DumpPath.empty())
    dumpModule(M, withArch(O.DumpPath, moduleArch(M, O), Kind));
  if (O.PlanPath.empty())
    return false;
  followPlan(M, O, Kind);
  return true;
}

} // namespace bbprof
