"""Counter placement, the counting code, the block map and decoding."""
from bbprof.instrument.blockmap import BlockMap
from bbprof.instrument.instrument import Instrumented, instrument

__all__ = ["BlockMap", "Instrumented", "instrument"]
