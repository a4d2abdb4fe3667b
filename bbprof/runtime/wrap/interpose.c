/* bbprof's driver-API interposer: LD_PRELOAD'ed into a program by `bbprof profile`.
 *
 * It notices code objects that carry bbprof's counters (a module global named
 * __bbprof_cfg_hash next to __bbprof_counters), counts their kernels' launches on the
 * host, and at module unload, context teardown and process exit (or every N launches
 * with BBPROF_READ_EVERY=N) synchronizes, copies the counter array to the host, zeroes it
 * on the device, and writes it with a small JSON header into $BBPROF_PROFILE_OUT.
 * `bbprof profile` decodes those files with the block map written with that module
 * (its binding hash, held in __bbprof_cfg_hash, matches).
 * Modules without the hash global are untouched (one extra global lookup at load).
 *
 * Covered entry points (the driver APIs that mlir-runner, hipModule* and cuModule* users
 * call): CUDA cuModuleLoad/LoadData/LoadDataEx/LoadFatBinary, cuLibraryLoadData (through
 * cuLibraryGetModule), cuModuleGetFunction, cuLibraryGetKernel, cuLaunchKernel,
 * cuModuleUnload, cuLibraryUnload, cuCtxDestroy; HIP hipModuleLoad/LoadData/LoadDataEx,
 * hipModuleGetFunction, hipModuleLaunchKernel, hipExtModuleLaunchKernel, hipModuleUnload.
 * Programs that reach the driver through dlopen()+dlsym() or the CUDA runtime's own
 * entry-point table are not seen (docs/profile.md).
 *
 * No CUDA or HIP header is needed: the few types are opaque handles and ints.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CFG_HASH_SYMBOL "__bbprof_cfg_hash"
#define COUNTERS_SYMBOL "__bbprof_counters"
#define MAX_MODULES 4096
#define MAX_FUNCTIONS 16384
#define MAX_SHAPES 32

typedef int result_t;          /* CUresult / hipError_t: 0 is success */
typedef void *handle_t;        /* CUmodule, CUfunction, CUlibrary, hipModule_t ... */
typedef unsigned long long devptr_t;

enum api { API_CUDA = 0, API_HIP = 1 };
static const char *api_names[] = {"cuda", "hip"};

struct shape {
    unsigned grid[3], block[3], shared;
    unsigned long long count;
};

struct function {
    handle_t handle;
    int module;                /* index into modules */
    char name[256];
    struct shape shapes[MAX_SHAPES];
    int nshapes;
    unsigned long long since_read;
};

struct module {
    handle_t handle;
    handle_t library;          /* CUDA library the module came from, or NULL */
    enum api api;
    int live;
    int ignored;               /* counters read by someone else (bbprof.triton) */
    uint64_t cfg_hash;
    devptr_t counters;
    size_t nbytes;
    int snapshots;
};

static struct module modules[MAX_MODULES];
static int nmodules;
static struct function functions[MAX_FUNCTIONS];
static int nfunctions;
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static int exit_registered;
static long read_every;
static int in_dump;            /* our own driver calls do not count as the program's */

/* -- the real entry points ------------------------------------------------------------ */
static void *real(enum api api, const char *name) {
    void *fn = dlsym(RTLD_NEXT, name);
    if (!fn) {
        const char *libs[2][3] = {{"libcuda.so.1", "libcuda.so", NULL},
                                  {"libamdhip64.so", "libamdhip64.so.6", "libamdhip64.so.7"}};
        for (int i = 0; i < 3 && !fn && libs[api][i]; i++) {
            void *lib = dlopen(libs[api][i], RTLD_NOW | RTLD_NOLOAD);
            if (lib) fn = dlsym(lib, name);
        }
    }
    return fn;
}

#define REAL(api, type, name) \
    static type name##_real; \
    if (!name##_real) name##_real = (type)real(api, #name)

/* The driver calls bbprof makes itself, by API: one table instead of a CUDA and a HIP copy
 * of each helper. */
enum call { GET_GLOBAL, SYNCHRONIZE, COPY_TO_HOST, ZERO_DEVICE, NCALLS };
static const char *call_names[2][NCALLS] = {
    {"cuModuleGetGlobal_v2", "cuCtxSynchronize", "cuMemcpyDtoH_v2", "cuMemsetD8_v2"},
    {"hipModuleGetGlobal", "hipDeviceSynchronize", "hipMemcpyDtoH", "hipMemsetD8"}};

static void *driver_call(enum api api, enum call call) {
    static void *found[2][NCALLS];
    if (!found[api][call]) found[api][call] = real(api, call_names[api][call]);
    return found[api][call];
}

typedef result_t (*get_global_t)(devptr_t *, size_t *, handle_t, const char *);
typedef result_t (*sync_t)(void);
typedef result_t (*dtoh_t)(void *, devptr_t, size_t);
typedef result_t (*memset_t)(devptr_t, unsigned char, size_t);

static result_t get_global(enum api api, handle_t mod, const char *name, devptr_t *ptr,
                           size_t *nbytes) {
    get_global_t fn = (get_global_t)driver_call(api, GET_GLOBAL);
    return fn ? fn(ptr, nbytes, mod, name) : -1;
}

static result_t synchronize(enum api api) {
    sync_t fn = (sync_t)driver_call(api, SYNCHRONIZE);
    return fn ? fn() : -1;
}

static result_t copy_to_host(enum api api, void *dst, devptr_t src, size_t nbytes) {
    dtoh_t fn = (dtoh_t)driver_call(api, COPY_TO_HOST);
    return fn ? fn(dst, src, nbytes) : -1;
}

static result_t zero_device(enum api api, devptr_t ptr, size_t nbytes) {
    memset_t fn = (memset_t)driver_call(api, ZERO_DEVICE);
    return fn ? fn(ptr, 0, nbytes) : -1;
}

/* -- writing what was counted ---------------------------------------------------------- */
static void warn(const char *what, int code) {
    fprintf(stderr, "bbprof: warning: interposer: %s (driver error %d)\n", what, code);
}

static void write_json_string(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

/* Read, zero and write one module's counters (lock held). */
static void dump(int index, const char *why) {
    struct module *m = &modules[index];
    const char *dir = getenv("BBPROF_PROFILE_OUT");
    if (!m->live || m->ignored || !dir) return;
    unsigned long long launched = 0;
    for (int i = 0; i < nfunctions; i++)
        if (functions[i].module == index) launched += functions[i].since_read;
    if (!launched) return;
    in_dump = 1;
    void *host = calloc(1, m->nbytes ? m->nbytes : 1);
    result_t rc = synchronize(m->api);
    if (rc) warn("synchronize before reading counters failed", rc);
    rc = host ? copy_to_host(m->api, host, m->counters, m->nbytes) : -1;
    if (rc) {
        warn("reading @" COUNTERS_SYMBOL " failed", rc);
        free(host);
        in_dump = 0;
        return;
    }
    rc = zero_device(m->api, m->counters, m->nbytes);
    if (rc) warn("zeroing @" COUNTERS_SYMBOL " failed", rc);
    in_dump = 0;

    char base[4096], path[4200], tmp[4300];
    snprintf(base, sizeof base, "%s/native-%ld-m%d-s%d", dir, (long)getpid(), index,
             m->snapshots++);
    snprintf(path, sizeof path, "%s.counters", base);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(host, 1, m->nbytes, f) != m->nbytes || fclose(f)) {
        fprintf(stderr, "bbprof: warning: interposer: cannot write %s: %s\n", path,
                strerror(errno));
        free(host);
        return;
    }
    rename(tmp, path);
    free(host);

    snprintf(path, sizeof path, "%s.json", base);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    f = fopen(tmp, "w");
    if (!f) return;
    fprintf(f, "{\"format\": \"bbprof.native-counters\", \"version\": 1, \"api\": \"%s\", "
               "\"pid\": %ld, \"module\": %d, \"snapshot\": %d, \"why\": \"%s\", "
               "\"cfg_hash\": \"%016" PRIx64 "\", \"symbol\": \"" COUNTERS_SYMBOL "\", "
               "\"bytes\": %zu, \"launches\": [",
            api_names[m->api], (long)getpid(), index, m->snapshots - 1, why, m->cfg_hash,
            m->nbytes);
    int first = 1;
    for (int i = 0; i < nfunctions; i++) {
        struct function *fn = &functions[i];
        if (fn->module != index) continue;
        for (int s = 0; s < fn->nshapes; s++) {
            struct shape *sh = &fn->shapes[s];
            if (!sh->count) continue;
            fprintf(f, "%s{\"kernel\": ", first ? "" : ", ");
            write_json_string(f, fn->name);
            fprintf(f, ", \"grid\": [%u, %u, %u], \"block\": [%u, %u, %u], "
                       "\"shared_bytes\": %u, \"launches\": %llu}",
                    sh->grid[0], sh->grid[1], sh->grid[2], sh->block[0], sh->block[1],
                    sh->block[2], sh->shared, sh->count);
            sh->count = 0;
            first = 0;
        }
        fn->since_read = 0;
    }
    fprintf(f, "]}\n");
    if (fclose(f) == 0) rename(tmp, path);
}

static void dump_all(const char *why) {
    pthread_mutex_lock(&lock);
    for (int i = 0; i < nmodules; i++) dump(i, why);
    pthread_mutex_unlock(&lock);
}

static void at_exit(void) { dump_all("exit"); }

/* -- bookkeeping ----------------------------------------------------------------------- */
static void noticed(enum api api, handle_t mod, handle_t library) {
    if (in_dump) return;
    devptr_t hash_ptr = 0, counters = 0;
    size_t hash_bytes = 0, nbytes = 0;
    if (get_global(api, mod, CFG_HASH_SYMBOL, &hash_ptr, &hash_bytes) || hash_bytes != 8)
        return;   /* not instrumented by bbprof: leave it alone */
    if (get_global(api, mod, COUNTERS_SYMBOL, &counters, &nbytes)) {
        fprintf(stderr, "bbprof: warning: interposer: a module has @" CFG_HASH_SYMBOL
                        " but no @" COUNTERS_SYMBOL "\n");
        return;
    }
    uint64_t hash = 0;
    in_dump = 1;
    result_t rc = copy_to_host(api, &hash, hash_ptr, 8);
    in_dump = 0;
    if (rc) {
        warn("reading @" CFG_HASH_SYMBOL " failed", rc);
        return;
    }
    pthread_mutex_lock(&lock);
    if (nmodules < MAX_MODULES) {
        struct module *m = &modules[nmodules++];
        memset(m, 0, sizeof *m);
        m->handle = mod;
        m->library = library;
        m->api = api;
        m->live = 1;
        m->cfg_hash = hash;
        m->counters = counters;
        m->nbytes = nbytes;
    }
    if (!exit_registered) {
        exit_registered = 1;
        const char *every = getenv("BBPROF_READ_EVERY");
        read_every = every ? atol(every) : 0;
        atexit(at_exit);
    }
    pthread_mutex_unlock(&lock);
}

static int module_index(handle_t mod) {
    for (int i = nmodules - 1; i >= 0; i--)
        if (modules[i].live && modules[i].handle == mod) return i;
    return -1;
}

static int library_index(handle_t library) {
    for (int i = nmodules - 1; i >= 0; i--)
        if (modules[i].live && modules[i].library && modules[i].library == library) return i;
    return -1;
}

static void got_function(handle_t fn, int index, const char *name) {
    if (index < 0 || !fn) return;
    pthread_mutex_lock(&lock);
    if (nfunctions < MAX_FUNCTIONS) {
        struct function *f = &functions[nfunctions++];
        memset(f, 0, sizeof *f);
        f->handle = fn;
        f->module = index;
        snprintf(f->name, sizeof f->name, "%s", name ? name : "?");
    }
    pthread_mutex_unlock(&lock);
}

static void launched(handle_t fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                     unsigned by, unsigned bz, unsigned shared) {
    if (!nfunctions) return;
    pthread_mutex_lock(&lock);
    for (int i = nfunctions - 1; i >= 0; i--) {
        struct function *f = &functions[i];
        if (f->handle != fn || !modules[f->module].live) continue;
        int s = 0;
        for (; s < f->nshapes; s++) {
            struct shape *sh = &f->shapes[s];
            if (sh->grid[0] == gx && sh->grid[1] == gy && sh->grid[2] == gz &&
                sh->block[0] == bx && sh->block[1] == by && sh->block[2] == bz &&
                sh->shared == shared) break;
        }
        if (s == f->nshapes) {
            if (f->nshapes == MAX_SHAPES) {   /* too many shapes: flush, start again */
                dump(f->module, "shapes");
                for (int j = 0; j < f->nshapes; j++) f->shapes[j].count = 0;
                f->nshapes = 0;
                s = 0;
            }
            struct shape *sh = &f->shapes[f->nshapes++];
            sh->grid[0] = gx; sh->grid[1] = gy; sh->grid[2] = gz;
            sh->block[0] = bx; sh->block[1] = by; sh->block[2] = bz;
            sh->shared = shared; sh->count = 0;
            s = f->nshapes - 1;
        }
        f->shapes[s].count++;
        f->since_read++;
        if (read_every > 0 && f->since_read >= (unsigned long long)read_every)
            dump(f->module, "every");
        break;
    }
    pthread_mutex_unlock(&lock);
}

static void unloading(int index, const char *why) {
    if (index < 0) return;
    pthread_mutex_lock(&lock);
    dump(index, why);
    modules[index].live = 0;
    pthread_mutex_unlock(&lock);
}

/* Called by bbprof.triton (through ctypes) for modules whose counters it reads itself. */
void bbprof_interpose_ignore(handle_t mod) {
    pthread_mutex_lock(&lock);
    int i = module_index(mod);
    if (i >= 0) modules[i].ignored = 1;
    pthread_mutex_unlock(&lock);
}

int bbprof_interpose_modules(void) { return nmodules; }

/* -- the entry points: CUDA and HIP share one definition per kind ---------------------
 * Each calls the real function and, when it succeeded, tells the bookkeeping above. */
typedef result_t (*load_data_t)(handle_t *, const void *);
typedef result_t (*load_file_t)(handle_t *, const char *);
typedef result_t (*load_data_ex_t)(handle_t *, const void *, unsigned, void *, void **);
typedef result_t (*get_function_t)(handle_t *, handle_t, const char *);
typedef result_t (*unload_t)(handle_t);
typedef result_t (*launch_t)(handle_t, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, void *, void **, void **);
typedef result_t (*library_load_data_t)(handle_t *, const void *, void *, void **, unsigned,
                                        void *, void **, unsigned);
typedef result_t (*library_get_module_t)(handle_t *, handle_t);
typedef result_t (*ext_launch_t)(handle_t, unsigned, unsigned, unsigned, unsigned, unsigned,
                                 unsigned, size_t, void *, void **, void **, void *, void *,
                                 unsigned);

/* cu/hipModuleLoad*: PARAMS and ARGS in parentheses; the first parameter is `mod`. */
#define LOAD_ENTRY(api, name, type, params, args)                                          \
    result_t name params {                                                                 \
        REAL(api, type, name);                                                             \
        result_t rc = name##_real args;                                                    \
        if (rc == 0) noticed(api, *mod, NULL);                                             \
        return rc;                                                                         \
    }

LOAD_ENTRY(API_CUDA, cuModuleLoadData, load_data_t, (handle_t *mod, const void *image),
           (mod, image))
LOAD_ENTRY(API_CUDA, cuModuleLoad, load_file_t, (handle_t *mod, const char *path),
           (mod, path))
LOAD_ENTRY(API_CUDA, cuModuleLoadFatBinary, load_data_t, (handle_t *mod, const void *image),
           (mod, image))
LOAD_ENTRY(API_CUDA, cuModuleLoadDataEx, load_data_ex_t,
           (handle_t *mod, const void *image, unsigned n, void *options, void **values),
           (mod, image, n, options, values))
LOAD_ENTRY(API_HIP, hipModuleLoadData, load_data_t, (handle_t *mod, const void *image),
           (mod, image))
LOAD_ENTRY(API_HIP, hipModuleLoad, load_file_t, (handle_t *mod, const char *path),
           (mod, path))
LOAD_ENTRY(API_HIP, hipModuleLoadDataEx, load_data_ex_t,
           (handle_t *mod, const void *image, unsigned n, void *options, void **values),
           (mod, image, n, options, values))

/* Kernel lookups: INDEX_OF finds the module (or the CUDA library) they came from. A CUkernel
 * is accepted by cuLaunchKernel in place of a CUfunction (CUDA 12). */
#define GET_FUNCTION_ENTRY(api, name, index_of)                                            \
    result_t name(handle_t *fn, handle_t owner, const char *kernel) {                      \
        REAL(api, get_function_t, name);                                                   \
        result_t rc = name##_real(fn, owner, kernel);                                      \
        if (rc == 0) got_function(*fn, index_of(owner), kernel);                           \
        return rc;                                                                         \
    }

GET_FUNCTION_ENTRY(API_CUDA, cuModuleGetFunction, module_index)
GET_FUNCTION_ENTRY(API_CUDA, cuLibraryGetKernel, library_index)
GET_FUNCTION_ENTRY(API_HIP, hipModuleGetFunction, module_index)

#define LAUNCH_ENTRY(api, name)                                                            \
    result_t name(handle_t fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx,         \
                  unsigned by, unsigned bz, unsigned shared, void *stream, void **params,  \
                  void **extra) {                                                          \
        REAL(api, launch_t, name);                                                         \
        result_t rc = name##_real(fn, gx, gy, gz, bx, by, bz, shared, stream, params,      \
                                  extra);                                                  \
        if (rc == 0) launched(fn, gx, gy, gz, bx, by, bz, shared);                         \
        return rc;                                                                         \
    }

LAUNCH_ENTRY(API_CUDA, cuLaunchKernel)
LAUNCH_ENTRY(API_HIP, hipModuleLaunchKernel)

/* Unloads: the counters are read before the module goes. */
#define UNLOAD_ENTRY(api, name, index_of)                                                  \
    result_t name(handle_t owner) {                                                        \
        REAL(api, unload_t, name);                                                         \
        pthread_mutex_lock(&lock);                                                         \
        unloading(index_of(owner), "unload");                                              \
        pthread_mutex_unlock(&lock);                                                       \
        return name##_real(owner);                                                         \
    }

UNLOAD_ENTRY(API_CUDA, cuModuleUnload, module_index)
UNLOAD_ENTRY(API_CUDA, cuLibraryUnload, library_index)
UNLOAD_ENTRY(API_HIP, hipModuleUnload, module_index)

/* The entry points of one API only. */
result_t cuLibraryLoadData(handle_t *library, const void *code, void *jit_options,
                           void **jit_values, unsigned njit, void *lib_options,
                           void **lib_values, unsigned nlib) {
    REAL(API_CUDA, library_load_data_t, cuLibraryLoadData);
    result_t rc = cuLibraryLoadData_real(library, code, jit_options, jit_values, njit,
                                         lib_options, lib_values, nlib);
    if (rc == 0) {
        REAL(API_CUDA, library_get_module_t, cuLibraryGetModule);
        handle_t mod = NULL;
        if (cuLibraryGetModule_real && cuLibraryGetModule_real(&mod, *library) == 0)
            noticed(API_CUDA, mod, *library);
    }
    return rc;
}

result_t cuCtxDestroy_v2(handle_t ctx) {
    REAL(API_CUDA, unload_t, cuCtxDestroy_v2);
    dump_all("context");
    return cuCtxDestroy_v2_real(ctx);
}

/* hipExtModuleLaunchKernel takes the global size in work-items, not workgroups. */
result_t hipExtModuleLaunchKernel(handle_t fn, unsigned sx, unsigned sy, unsigned sz,
                                  unsigned bx, unsigned by, unsigned bz, size_t shared,
                                  void *stream, void **params, void **extra, void *start,
                                  void *stop, unsigned flags) {
    REAL(API_HIP, ext_launch_t, hipExtModuleLaunchKernel);
    result_t rc = hipExtModuleLaunchKernel_real(fn, sx, sy, sz, bx, by, bz, shared, stream,
                                                params, extra, start, stop, flags);
    if (rc == 0)
        launched(fn, bx ? sx / bx : sx, by ? sy / by : sy, bz ? sz / bz : sz, bx, by, bz,
                 (unsigned)shared);
    return rc;
}
