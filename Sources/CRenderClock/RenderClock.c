// The render clock's interposed wall-clock functions (CRenderClock.h says what and why).
//
// How: these definitions are linked into the executable (a test bundle, the CLI), and the dynamic
// linker resolves Foundation's and libc's callers to the executable's symbols first. Each one
// answers from the thread's frozen time when there is one and otherwise calls the C library's own
// function, found once with dlsym(RTLD_NEXT). The state is per thread (`__thread`), so parallel
// renders with different dates never see each other's; no lock is needed.
#define _GNU_SOURCE
#include "CRenderClock.h"
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

static __thread int frozen = 0;
static __thread long long frozen_microseconds = 0;

void render_clock_freeze(double seconds_since_1970) {
    double us = floor(seconds_since_1970 * 1e6 + 0.5);
    // Dates far outside what a widget shows (NaN, beyond ±292,000 years) leave the clock running.
    if (!(us > -9.2e18 && us < 9.2e18)) return;
    frozen_microseconds = (long long)us;
    frozen = 1;
}

void render_clock_thaw(void) { frozen = 0; }

int render_clock_frozen(double *seconds_since_1970) {
    if (frozen && seconds_since_1970) *seconds_since_1970 = (double)frozen_microseconds / 1e6;
    return frozen;
}

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef time_t (*time_fn)(time_t *);
static clock_gettime_fn real_clock_gettime;
static gettimeofday_fn real_gettimeofday;
static time_fn real_time;
static pthread_once_t resolved = PTHREAD_ONCE_INIT;

static void resolve_real_functions(void) {
    real_clock_gettime = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
    real_gettimeofday = (gettimeofday_fn)dlsym(RTLD_NEXT, "gettimeofday");
    real_time = (time_fn)dlsym(RTLD_NEXT, "time");
}

static void frozen_timespec(struct timespec *ts) {
    long long seconds = frozen_microseconds / 1000000, rest = frozen_microseconds % 1000000;
    if (rest < 0) { rest += 1000000; seconds -= 1; }
    ts->tv_sec = (time_t)seconds;
    ts->tv_nsec = (long)(rest * 1000);
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if (frozen && ts && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) {
        frozen_timespec(ts);
        return 0;
    }
    pthread_once(&resolved, resolve_real_functions);
    return real_clock_gettime(clock, ts);
}

int gettimeofday(struct timeval *tv, void *tz) {
    if (frozen && tv && !tz) {
        struct timespec ts;
        frozen_timespec(&ts);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = (suseconds_t)(ts.tv_nsec / 1000);
        return 0;
    }
    pthread_once(&resolved, resolve_real_functions);
    return real_gettimeofday(tv, tz);
}

time_t time(time_t *out) {
    if (frozen) {
        struct timespec ts;
        frozen_timespec(&ts);
        if (out) *out = ts.tv_sec;
        return ts.tv_sec;
    }
    pthread_once(&resolved, resolve_real_functions);
    return real_time(out);
}
