import Foundation
import WidgetKitLayer

/// Which entries of a widget a render shows.
public enum WidgetEntrySelection {
    /// `placeholder(in:)`, drawn redacted (`.redacted(reason: .placeholder)`) as WidgetKit draws it
    /// while the widget loads.
    case placeholder
    /// `getSnapshot` / `snapshot(for:in:)`, as the widget gallery shows it (`context.isPreview` true).
    case snapshot
    /// Every entry of `getTimeline` / `timeline(for:in:)`, in order (`context.isPreview` false).
    case timeline
    /// One entry of the timeline, by index (0: what the widget shows when the timeline starts).
    case timelineEntry(Int)
    /// Entries given by the caller, in order; the provider is not called (previews with a
    /// `timeline:` of their own). Each must be of the provider's entry type.
    case entries([any TimelineEntry])

    /// The provider call this selection makes, if any.
    var call: ProviderCallKind? {
        switch self {
        case .placeholder: return .placeholder
        case .snapshot: return .snapshot
        case .timeline, .timelineEntry: return .timeline
        case .entries: return nil
        }
    }

    /// A short name for messages and golden names.
    public var name: String {
        switch self {
        case .placeholder: return "placeholder"
        case .snapshot: return "snapshot"
        case .timeline: return "timeline"
        case .timelineEntry(let index): return "timeline[\(index)]"
        case .entries(let entries): return "\(entries.count) given entries"
        }
    }
}

/// One rendered entry.
public struct RenderedWidgetEntry: Sendable {
    /// The entry's position in what was selected (its timeline index for `.timelineEntry(i)`).
    public let index: Int
    /// The entry's date: the render's "now" (`EnvironmentValues.renderDate`).
    public let date: Date
    public let relevance: TimelineEntryRelevance?
    public let pixmap: Pixmap
}

/// A widget rendered in one family, device and theme: one pixmap per selected entry, what the
/// provider said about reloading, and the warnings Xcode or the system would give about it.
public struct WidgetRenderResult: Sendable {
    /// The widget's kind string and Swift type name.
    public let kind: String
    public let widgetType: String
    /// `.configurationDisplayName(_:)`, if given.
    public let displayName: String?
    public let family: WidgetFamily
    public let device: Device
    /// Nil: the plain full-color render (no theme).
    public let theme: Theme?
    public let selection: String
    public let entries: [RenderedWidgetEntry]
    /// The timeline's reload policy; nil when no timeline was asked for.
    public let policy: TimelineReloadPolicy?
    /// One line each, collected rather than printed (a widget without `containerBackground`, …).
    public let warnings: [String]
}
