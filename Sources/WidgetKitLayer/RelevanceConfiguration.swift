import Foundation
import WidgetViews

// Relevant widgets (watchOS 26), with WidgetKit's names: a provider names the configurations that
// are relevant and when (`WidgetRelevance`), and builds one entry per configuration; the watch's
// Smart Stack shows one card per relevant entry (docs/platform.md §8). A render runs
// `relevance()`, then `entry(configuration:context:)` for each attribute in order, and draws each
// entry as one Smart Stack card (`accessoryRectangular` on a watch).

/// An entry of a relevant widget, as WidgetKit's `RelevanceEntry` (no date: relevance says when).
public protocol RelevanceEntry {}

/// When and where a configuration is relevant, as AppIntents' `RelevantContext`. Recorded: a
/// date range gives the card's render date (its start); other clues draw nothing.
public struct RelevantContext: Hashable, Sendable {
    package let start: Date?
    package let description: String

    /// What kind of event a date clue is, as AppIntents' `RelevantContext.DateKind` (accepted).
    public enum DateKind: Hashable, Sendable { case `default`, informational, scheduled }

    /// Relevant between two dates.
    public static func date(from start: Date, to end: Date) -> RelevantContext {
        RelevantContext(start: start, description: "date \(start)–\(end)")
    }
    /// Relevant during an interval.
    public static func date(interval: DateInterval, kind: DateKind = .default) -> RelevantContext {
        RelevantContext(start: interval.start, description: "date \(interval.start)–\(interval.end)")
    }
    /// Relevant during a range of dates.
    public static func date(range: ClosedRange<Date>, kind: DateKind = .default) -> RelevantContext {
        date(from: range.lowerBound, to: range.upperBound)
    }
    /// Relevant while the person sleeps (accepted; no date).
    public static let sleep = RelevantContext(start: nil, description: "sleep")
    /// Relevant during a workout (accepted; no date).
    public static let fitness = RelevantContext(start: nil, description: "fitness")
}

/// One relevant configuration and its clue, as WidgetKit's `WidgetRelevanceAttribute`.
public struct WidgetRelevanceAttribute<Configuration> {
    package let configuration: Configuration
    package let context: RelevantContext
    public init(configuration: Configuration, context: RelevantContext) {
        self.configuration = configuration; self.context = context
    }
}

/// The relevant configurations of a widget, as WidgetKit's `WidgetRelevance`.
public struct WidgetRelevance<Configuration> {
    package let attributes: [WidgetRelevanceAttribute<Configuration>]
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// The configurations of an App Intent widget worth showing in the Smart Stack and when, as
/// WidgetKit's `WidgetRelevances` (iOS 17 `AppIntentTimelineProvider.relevances()`). Accepted: a
/// render draws the configuration it is given, not a stack.
public struct WidgetRelevances<Configuration> {
    package let attributes: [WidgetRelevanceAttribute<Configuration>]
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// What a relevance provider is told, as WidgetKit's `RelevanceEntriesProviderContext`.
public struct RelevanceEntriesProviderContext: Sendable {
    public let displaySize: CGSize
    public let isPreview: Bool
}

/// The provider of a relevant widget, as WidgetKit's `RelevanceEntriesProvider`.
public protocol RelevanceEntriesProvider {
    associatedtype Configuration: AppIntent
    associatedtype Entry: RelevanceEntry
    typealias Context = RelevanceEntriesProviderContext
    func relevance() async -> WidgetRelevance<Configuration>
    func entry(configuration: Configuration, context: Context) async throws -> Entry
    func placeholder(context: Context) -> Entry
}

/// A relevance entry as the timeline machinery carries it: dated by its clue (the render date
/// when the clue has no date), one per relevant configuration.
struct RelevanceTimelineEntry<Entry>: TimelineEntry {
    let date: Date
    let entry: Entry
}

/// A relevant widget, as WidgetKit's `RelevanceConfiguration`: its families are the watch Smart
/// Stack's (`accessoryRectangular`); a timeline render draws one card per relevant entry.
nonisolated public struct RelevanceConfiguration<Provider: RelevanceEntriesProvider, Content: View>: WidgetConfiguration,
    PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let kind: String
    let provider: Provider
    let content: (Provider.Entry) -> Content

    public init(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind; self.provider = provider; self.content = content
    }

    package func configured(widgetType: String) -> ConfiguredWidget? {
        let provider = self.provider, content = self.content
        var traits = WidgetTraits(kind: kind, configurationType: "RelevanceConfiguration")
        traits.supportedFamilies = [.accessoryRectangular]
        @Sendable func context(_ given: TimelineProviderContext) -> RelevanceEntriesProviderContext {
            RelevanceEntriesProviderContext(displaySize: given.displaySize, isPreview: given.isPreview)
        }
        let now = EnvironmentValues.defaultRenderDate
        return ConfiguredWidget(
            traits: traits, widgetType: widgetType, entryTypeName: pathName(of: Provider.Entry.self),
            placeholder: { given, done in
                onProviderQueue {
                    done(.success(RelevanceTimelineEntry(date: now, entry: provider.placeholder(context: context(given)))))
                }
            },
            snapshot: { given, done in
                onProviderQueue {
                    done(.success(RelevanceTimelineEntry(date: now, entry: provider.placeholder(context: context(given)))))
                }
            },
            timeline: { given, done in
                startProviderTask(done) {
                    var entries: [any TimelineEntry] = []
                    for attribute in await provider.relevance().attributes {
                        let entry = try await provider.entry(configuration: attribute.configuration, context: context(given))
                        entries.append(RelevanceTimelineEntry(date: attribute.context.start ?? now, entry: entry))
                    }
                    return ErasedTimeline(entries: entries, policy: .never)
                }
            },
            makeContent: { entry in (entry as? RelevanceTimelineEntry<Provider.Entry>).map { AnyView(content($0.entry)) } })
    }
}

/// An intent worth suggesting in the Smart Stack and when, as AppIntents' `RelevantIntent`
/// (watchOS 10, iOS 17): app-side code that tells the system which configuration of a widget
/// kind is relevant.
public struct RelevantIntent {
    public let intent: any AppIntent
    public let widgetKind: String
    public let relevance: RelevantContext
    public init(_ intent: some AppIntent, widgetKind: String, relevance: RelevantContext) {
        self.intent = intent; self.widgetKind = widgetKind; self.relevance = relevance
    }
}

/// Where an app reports its relevant intents, as AppIntents' `RelevantIntentManager`. Accepted: a
/// render machine has no Smart Stack to rank, so nothing is stored (like `WidgetCenter`'s reloads).
public final class RelevantIntentManager: @unchecked Sendable {
    public static let shared = RelevantIntentManager()
    private init() {}
    public func updateRelevantIntents(_ intents: [RelevantIntent]) async throws {}
}
