import Foundation
import WidgetViews

/// Which provider call a render makes.
package enum ProviderCallKind: String, Sendable, CaseIterable {
    case placeholder, snapshot, timeline

    /// The call's name as the provider's protocol spells it, for messages.
    package func name(for configurationType: String) -> String {
        switch (self, configurationType) {
        case (.placeholder, "RelevanceConfiguration"), (.snapshot, "RelevanceConfiguration"): return "placeholder(context:)"
        case (.timeline, "RelevanceConfiguration"): return "relevance() and entry(configuration:context:)"
        case (.placeholder, _): return "placeholder(in:)"
        case (.snapshot, "AppIntentConfiguration"): return "snapshot(for:in:)"
        case (.timeline, "AppIntentConfiguration"): return "timeline(for:in:)"
        case (.snapshot, "IntentConfiguration"): return "getSnapshot(for:in:completion:)"
        case (.timeline, "IntentConfiguration"): return "getTimeline(for:in:completion:)"
        case (.snapshot, _): return "getSnapshot(in:completion:)"
        case (.timeline, _): return "getTimeline(in:completion:)"
        }
    }
}

/// The default time budget of one provider call, in seconds.
package let defaultProviderBudget: TimeInterval = 10

extension ConfiguredWidget {
    /// The entries one provider call yields for `context.family`: one for placeholder and snapshot,
    /// the timeline's entries (never empty) for timeline. Blocks the calling thread for at most
    /// `budget` seconds; a throw, a timeout or an empty timeline becomes a `WidgetRunError`.
    package func entries(_ call: ProviderCallKind, context: TimelineProviderContext,
                         budget: TimeInterval = defaultProviderBudget) throws -> (entries: [any TimelineEntry], policy: TimelineReloadPolicy?) {
        let name = call.name(for: traits.configurationType)
        func failure(_ reason: WidgetRunError.Reason) -> WidgetRunError {
            WidgetRunError(kind: traits.kind, widgetType: widgetType, family: context.family, reason: reason)
        }
        func wait<T>(_ start: ProviderCall<T>) throws -> T {
            let box = OnceBox<Result<T, Error>>()
            start(context) { box.fill($0) }
            guard let result = box.wait(seconds: budget) else { throw failure(.timedOut(call: name, seconds: budget)) }
            do { return try result.get() } catch { throw failure(.providerThrew(call: name, error: String(describing: error))) }
        }
        switch call {
        case .placeholder: return ([try wait(placeholder)], nil)
        case .snapshot: return ([try wait(snapshot)], nil)
        case .timeline:
            let timeline = try wait(timeline)
            guard !timeline.entries.isEmpty else { throw failure(.emptyTimeline(call: name)) }
            return (timeline.entries, timeline.policy)
        }
    }
}

/// A value delivered once from any thread; later deliveries (a completion called twice) are ignored.
package final class OnceBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var value: T?

    package init() {}

    package func fill(_ newValue: T) {
        lock.lock()
        let first = value == nil
        if first { value = newValue }
        lock.unlock()
        if first { semaphore.signal() }
    }

    /// Waits on the running clock: the budget is real time, whatever "now" is (`RenderClock`).
    package func wait(seconds: TimeInterval) -> T? {
        guard RenderClock.running({ semaphore.wait(timeout: .now() + seconds) }) == .success else { return nil }
        lock.lock(); defer { lock.unlock() }
        return value
    }
}
