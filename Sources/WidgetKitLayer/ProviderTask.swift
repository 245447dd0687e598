import Foundation
import WidgetViews

/// Runs a synchronous provider call (`placeholder(in:)`, `getTimeline(in:completion:)`) on a
/// global queue, as the system calls providers off the main thread, with the caller's current
/// environment bound there too: `String(localized:)` in a provider then translates for the
/// render's locale (docs/localization.md, *Strings built in code*), and `Date()` is the render's
/// date (`RenderClock`).
package func onProviderQueue(_ work: @escaping @Sendable () -> Void) {
    let environment = EnvironmentValues.currentForHandOff
    DispatchQueue.global().async { environment.whileCurrent(work) }
}

/// Runs an async provider call on threads of its own and reports through `done`.
///
/// Why not a plain `Task`: the synchronous render API waits on a semaphore. When that wait happens
/// on a thread of Swift's cooperative pool (a caller inside a task, with 2 cores: 2 threads), a
/// plain task could find no free pool thread and the wait would end as a false timeout. A task
/// executor backed by its own dispatch queue (which grows threads as needed) keeps the provider's
/// work off the pool. A provider that hops to the main actor while the main thread waits still
/// times out — the error says so. The executor freezes the clock of whichever thread runs a job of
/// the call at the render's date, so `Date()` after an `await` is still the render's date.
package func startProviderTask<T>(_ done: @escaping (Result<T, Error>) -> Void, _ work: @escaping () async throws -> T) {
    let environment = EnvironmentValues.currentForHandOff
    let body: @Sendable () async -> Void = {
        await environment.whileCurrent {
            do { done(.success(try await work())) } catch { done(.failure(error)) }
        }
    }
    if #available(macOS 15, iOS 18, *) {
        Task(executorPreference: ProviderExecutor(now: environment.renderDate)) { await body() }
    } else {
        Task.detached { await body() }
    }
}

@available(macOS 15, iOS 18, *)
private final class ProviderExecutor: TaskExecutor, @unchecked Sendable {
    private static let queue = DispatchQueue(label: "WidgetKitLayer.provider", attributes: .concurrent)
    /// The render's date: "now" for every job of the call.
    let now: Date

    init(now: Date) { self.now = now }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let now = self.now
        Self.queue.async { RenderClock.frozen(at: now) { job.runSynchronously(on: executor) } }
    }
}
