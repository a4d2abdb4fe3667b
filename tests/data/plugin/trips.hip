// The HIP twin of trips.cu (written for bbprof): no HIP headers, clang's AMDGPU builtins.
#define __global__ __attribute__((global))

extern "C" __global__ void trips(int *out, int n) {
  int g = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  if (g >= n)
    return;
  int acc = 0;
  for (int k = 0; k < g % 4; ++k)
    acc += k + 1;
  if (g & 1)
    acc += 2 * (g % 4);
  out[g] = acc;
}
