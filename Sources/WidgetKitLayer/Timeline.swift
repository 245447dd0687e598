import Foundation

/// One moment of a widget's content, as WidgetKit's `TimelineEntry`. A render of the entry uses
/// `date` as "now" (`EnvironmentValues.renderDate`), so `Text(date, style: .relative)` counts from it.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is for Smart Stack rotation, as WidgetKit's `TimelineEntryRelevance`.
/// Shown under the entry in a filmstrip; it does not change the entry's pixels.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// Entries and when to ask for the next timeline, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// When WidgetKit asks for the next timeline, as WidgetKit's `TimelineReloadPolicy`. Recorded with
/// a rendered timeline; a still image never reloads.
public struct TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    package let kind: Kind

    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    public var description: String {
        switch kind {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let date): return "after(\(ISO8601DateFormatter().string(from: date)))"
        }
    }
}
