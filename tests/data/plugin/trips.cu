// A CUDA kernel for the pass-plugin tests (written for bbprof). No CUDA headers: clang's
// builtins read the ids, so it compiles with -nocudainc -nocudalib.
//
// Thread g = blockIdx.x * blockDim.x + threadIdx.x, for g < n:
//   the loop runs g % 4 times; odd g (the "if" side) adds its trip count twice.
// Hand-derived counts per block, for n threads: see tests/gpu/test_plugin_gpu.py.
#define __global__ __attribute__((global))

extern "C" __global__ void trips(int *out, int n) {
  int g = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() +
          __nvvm_read_ptx_sreg_tid_x();
  if (g >= n)
    return;
  int acc = 0;
  for (int k = 0; k < g % 4; ++k)
    acc += k + 1;
  if (g & 1)
    acc += 2 * (g % 4);
  out[g] = acc;
}
