/* A stand-in for libcuda.so.1 / libamdhip64.so, for testing bbprof's interposer on a
 * machine without a GPU. "Device memory" is host memory. A module image is text:
 *   "BBPROF-STANDIN <cfg hash, decimal u64> <words> <w0> <w1> ..."  (instrumented: has
 *   @__bbprof_cfg_hash and @__bbprof_counters; every launch adds w_i to counter i), or
 *   "PLAIN"  (no bbprof globals; launches do nothing).
 * Every call is logged to $STANDIN_LOG (one line each) so tests can see what the
 * interposer asked for.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct mod { int instrumented; uint64_t hash; uint64_t *adds, *counters; size_t words; };
struct fn { struct mod *mod; char name[128]; };

static void logf_(const char *what) {
    const char *path = getenv("STANDIN_LOG");
    if (!path) return;
    FILE *f = fopen(path, "a");
    if (f) { fprintf(f, "%s\n", what); fclose(f); }
}

static int load(void **out, const void *image) {
    logf_("load");
    struct mod *m = calloc(1, sizeof *m);
    const char *text = image;
    if (strncmp(text, "BBPROF-STANDIN", 14) == 0) {
        char *p = (char *)text + 14;
        m->instrumented = 1;
        m->hash = strtoull(p, &p, 10);
        m->words = strtoull(p, &p, 10);
        m->adds = calloc(m->words, 8);
        m->counters = calloc(m->words, 8);
        for (size_t i = 0; i < m->words; i++) m->adds[i] = strtoull(p, &p, 10);
    }
    *out = m;
    return 0;
}

static int get_function(void **fn, void *mod, const char *name) {
    struct fn *f = calloc(1, sizeof *f);
    f->mod = mod;
    snprintf(f->name, sizeof f->name, "%s", name);
    *fn = f;
    return 0;
}

static int get_global(unsigned long long *ptr, size_t *bytes, void *mod, const char *name) {
    struct mod *m = mod;
    char line[200];
    snprintf(line, sizeof line, "get_global %s", name);
    logf_(line);
    if (!m->instrumented) return 500;   /* CUDA_ERROR_NOT_FOUND */
    if (strcmp(name, "__bbprof_cfg_hash") == 0) {
        *ptr = (unsigned long long)(uintptr_t)&m->hash; *bytes = 8; return 0;
    }
    if (strcmp(name, "__bbprof_counters") == 0) {
        *ptr = (unsigned long long)(uintptr_t)m->counters; *bytes = m->words * 8; return 0;
    }
    return 500;
}

static int launch(void *fn) {
    struct fn *f = fn;
    logf_("launch");
    if (f->mod->instrumented)
        for (size_t i = 0; i < f->mod->words; i++) f->mod->counters[i] += f->mod->adds[i];
    return 0;
}

static int dtoh(void *dst, unsigned long long src, size_t n) {
    logf_("dtoh"); memcpy(dst, (void *)(uintptr_t)src, n); return 0;
}
static int memset8(unsigned long long dst, unsigned char v, size_t n) {
    logf_("memset"); memset((void *)(uintptr_t)dst, v, n); return 0;
}
static int sync_(void) { logf_("synchronize"); return 0; }
static int unload(void *mod) { logf_("unload"); (void)mod; return 0; }

/* CUDA names */
int cuModuleLoadData(void **m, const void *image) { return load(m, image); }
int cuModuleGetFunction(void **f, void *m, const char *n) { return get_function(f, m, n); }
int cuModuleGetGlobal_v2(unsigned long long *p, size_t *b, void *m, const char *n) {
    return get_global(p, b, m, n);
}
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned shared, void *stream, void **params, void **extra) {
    (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared; (void)stream;
    (void)params; (void)extra;
    return launch(f);
}
int cuMemcpyDtoH_v2(void *d, unsigned long long s, size_t n) { return dtoh(d, s, n); }
int cuMemsetD8_v2(unsigned long long d, unsigned char v, size_t n) { return memset8(d, v, n); }
int cuCtxSynchronize(void) { return sync_(); }
int cuModuleUnload(void *m) { return unload(m); }

/* HIP names */
int hipModuleLoadData(void **m, const void *image) { return load(m, image); }
int hipModuleGetFunction(void **f, void *m, const char *n) { return get_function(f, m, n); }
int hipModuleGetGlobal(unsigned long long *p, size_t *b, void *m, const char *n) {
    return get_global(p, b, m, n);
}
int hipModuleLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                          unsigned by, unsigned bz, unsigned shared, void *stream,
                          void **params, void **extra) {
    (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared; (void)stream;
    (void)params; (void)extra;
    return launch(f);   /* not through cuLaunchKernel: that name is interposed */
}
int hipMemcpyDtoH(void *d, unsigned long long s, size_t n) { return dtoh(d, s, n); }
int hipMemsetD8(unsigned long long d, unsigned char v, size_t n) { return memset8(d, v, n); }
int hipDeviceSynchronize(void) { return sync_(); }
int hipModuleUnload(void *m) { return unload(m); }
