// A native driver-API program (as a CUDA C++ runner or rocMLIR's mlir-runner is): loads a
// PTX/cubin file with cuModuleLoadData, launches kernel "trips" of
// tests/data/runtime/nvptx_cases.ll three times (grid 4, block 256; thread g loops
// g*7 % 11 times), checks the output, unloads, exits 0. Built with nvcc by
// tests/gpu/test_profile_program_gpu.py: nvcc -o trips_app trips_app.cu -lcuda
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#define CHECK(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { \
    const char *s; cuGetErrorString(r, &s); fprintf(stderr, "%s: %s\n", #x, s); return 1; } } while (0)

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: trips_app KERNEL.ptx|.cubin\n"); return 64; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 66; }
    std::vector<char> image(1 << 24);
    size_t n = fread(image.data(), 1, image.size() - 1, f);
    image[n] = 0;
    fclose(f);
    const int grid = 4, block = 256, threads = grid * block, launches = 3;
    CUdevice dev; CUcontext ctx; CUmodule mod; CUfunction fn;
    CHECK(cuInit(0));
    CHECK(cuDeviceGet(&dev, 0));
    CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
    CHECK(cuCtxSetCurrent(ctx));
    CHECK(cuModuleLoadData(&mod, image.data()));
    CHECK(cuModuleGetFunction(&fn, mod, "trips"));
    std::vector<int> trips(threads), out(threads);
    for (int g = 0; g < threads; g++) trips[g] = g * 7 % 11;
    CUdeviceptr d_out, d_trips;
    CHECK(cuMemAlloc(&d_out, threads * 4));
    CHECK(cuMemAlloc(&d_trips, threads * 4));
    CHECK(cuMemcpyHtoD(d_trips, trips.data(), threads * 4));
    void *args[] = {&d_out, &d_trips};
    for (int i = 0; i < launches; i++)
        CHECK(cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, 0, args, 0));
    CHECK(cuCtxSynchronize());
    CHECK(cuMemcpyDtoH(out.data(), d_out, threads * 4));
    long bad = 0;
    for (int g = 0; g < threads; g++) {
        int expect = 0;
        for (int i = 0; i < trips[g]; i++) expect += i * 3 + g;
        bad += out[g] != expect;
    }
    printf("trips_app: %d launches, %ld wrong outputs\n", launches, bad);
    CHECK(cuModuleUnload(mod));
    return bad ? 3 : 0;
}
