import CRenderClock
import Foundation

/// "Now" during a render: the render's date (`EnvironmentValues.renderDate`), whatever the machine's
/// clock says, so that a provider writing `Entry(date: Date(), …)` or a view showing `Date.now`
/// gives the same pixels on every run (docs/widgetkit.md, *The render clock*).
///
/// The wall clock of the calling thread is frozen for the duration of `body` (CRenderClock
/// interposes the C library's wall-clock functions that Foundation's `Date()` reads), then restored
/// to what it was, so scopes nest. `EnvironmentValues.whileCurrent` freezes it at the environment's
/// render date: around provider calls, on the provider's queue and task executor, and around every
/// `body` the resolver evaluates.
package enum RenderClock {
    package static func frozen<R>(at date: Date, _ body: () throws -> R) rethrows -> R {
        var previous = 0.0
        let wasFrozen = render_clock_frozen(&previous) != 0
        render_clock_freeze(date.timeIntervalSince1970)
        defer { wasFrozen ? render_clock_freeze(previous) : render_clock_thaw() }
        return try body()
    }

    /// Runs `body` with this thread's clock running, then freezes it again if it was: for waits
    /// with a timeout (Dispatch measures some of them on the wall clock, which a frozen clock
    /// would make end at once).
    package static func running<R>(_ body: () throws -> R) rethrows -> R {
        var previous = 0.0
        guard render_clock_frozen(&previous) != 0 else { return try body() }
        render_clock_thaw()
        defer { render_clock_freeze(previous) }
        return try body()
    }
}
