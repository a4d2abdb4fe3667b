/* A driver-API program as rocMLIR's mlir-runner or a CUDA C++ runner is: it loads a code
 * object from a file, looks a kernel up, launches it, and exits with a chosen status.
 * usage: standin_app cuda|hip IMAGE KERNEL LAUNCHES EXIT_STATUS [unload]
 * Linked against the stand-in driver (standin_driver.c) in the tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cuModuleLoadData(void **, const void *);
int cuModuleGetFunction(void **, void *, const char *);
int cuLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                   unsigned, void *, void **, void **);
int cuModuleUnload(void *);
int hipModuleLoadData(void **, const void *);
int hipModuleGetFunction(void **, void *, const char *);
int hipModuleLaunchKernel(void *, unsigned, unsigned, unsigned, unsigned, unsigned,
                          unsigned, unsigned, void *, void **, void **);
int hipModuleUnload(void *);

int main(int argc, char **argv) {
    if (argc < 6) { fprintf(stderr, "usage\n"); return 64; }
    int hip = strcmp(argv[1], "hip") == 0;
    FILE *f = fopen(argv[2], "rb");
    if (!f) { perror(argv[2]); return 66; }
    static char image[1 << 20];
    size_t n = fread(image, 1, sizeof image - 1, f);
    image[n] = 0;
    fclose(f);
    void *mod, *fn;
    if ((hip ? hipModuleLoadData : cuModuleLoadData)(&mod, image)) return 70;
    if ((hip ? hipModuleGetFunction : cuModuleGetFunction)(&fn, mod, argv[3])) return 71;
    long launches = atol(argv[4]);
    for (long i = 0; i < launches; i++) {
        int rc = hip ? hipModuleLaunchKernel(fn, 4, 2, 1, 64, 1, 1, 128, 0, 0, 0)
                     : cuLaunchKernel(fn, 4, 2, 1, 64, 1, 1, 128, 0, 0, 0);
        if (rc) return 72;
    }
    if (argc > 6 && strcmp(argv[6], "unload") == 0)
        (hip ? hipModuleUnload : cuModuleUnload)(mod);
    printf("app done\n");
    return atoi(argv[5]);
}
