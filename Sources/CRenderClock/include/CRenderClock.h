#ifndef CRENDERCLOCK_H
#define CRENDERCLOCK_H

/// The render clock: while a thread has a frozen time, every wall-clock read on that thread
/// (clock_gettime with CLOCK_REALTIME or CLOCK_REALTIME_COARSE, gettimeofday, time) returns it, so
/// `Date()` in a widget's provider or view is the render's date. Other clocks (CLOCK_MONOTONIC,
/// which timeouts use) and other threads are untouched. See docs/widgetkit.md, *The render clock*.

/// Freezes this thread's wall clock at `seconds_since_1970` (whole microseconds are kept).
void render_clock_freeze(double seconds_since_1970);
/// Lets this thread's wall clock run again.
void render_clock_thaw(void);
/// Whether this thread's clock is frozen; if so, stores the frozen time in `*seconds_since_1970`.
int render_clock_frozen(double *seconds_since_1970);

#endif
