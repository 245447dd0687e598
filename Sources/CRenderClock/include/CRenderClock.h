// CRenderClock: the render clock. While a thread has a frozen time, every wall-clock read on that
// thread (clock_gettime with CLOCK_REALTIME or CLOCK_REALTIME_COARSE, gettimeofday, time) returns
// it, so `Date()` in a widget's provider or view is the render's date. Other clocks
// (CLOCK_MONOTONIC, which timeouts use) and other threads are untouched. See docs/widgetkit.md,
// *The render clock*.
//
// Glossary
// - Frozen time: the render's date, per thread; a thread without one reads the real clock.
// - Wall clock: the C library's calendar-time functions, which Foundation's `Date()` calls.
// - Interposed: defined again here; linked into the executable, these come before the C library's,
//   and call it (found with dlsym(RTLD_NEXT)) on a thread with no frozen time.
#ifndef CRENDERCLOCK_H
#define CRENDERCLOCK_H

/// Freezes this thread's wall clock at `seconds_since_1970` (whole microseconds are kept).
void render_clock_freeze(double seconds_since_1970);
/// Lets this thread's wall clock run again.
void render_clock_thaw(void);
/// Whether this thread's clock is frozen; if so, stores the frozen time in `*seconds_since_1970`.
int render_clock_frozen(double *seconds_since_1970);

#endif
