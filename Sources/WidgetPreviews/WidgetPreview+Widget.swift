import Foundation
import WidgetKitLayer
import WidgetViews

// MARK: - Widget previews: #Preview(as:widget:timeline:) and #Preview(as:widget:timelineProvider:)

extension WidgetPreview {
    /// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`: the widget's content
    /// for each entry, in order, each drawn with the entry's date as "now" (as WidgetKit shows an entry).
    /// Apple's closure is `@MainActor () async`; here it runs on a thread of its own (a still render
    /// has no main run loop to hop to), under the provider time budget.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                           @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(name: name, family: family, kind: .timeline, source: .widget { _ in
            let configured = try callMainActorCode(widget).configured()
            let entries = try PreviewWait.value(of: "the preview's timeline", for: configured, family: family) { await timeline() }
            return WidgetPreviewRun(configured: configured, entries: entries)
        })
        widgetType = pathName(of: W.self)
    }

    /// `#Preview(as: .systemSmall) { MyWidget() } timelineProvider: { Provider() }`: the widget's content
    /// for each entry of the provider's timeline (`getTimeline(in:)`, with `isPreview` false: the canvas
    /// steps through the timeline, it is not the widget gallery), run under the provider budget.
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                timelineProvider: @escaping () -> P) {
        self.init(name: name, family: family, kind: .timelineProvider, source: .widget { context in
            let configured = try callMainActorCode(widget).configured()
            let run = providerOnly(timelineProvider(), kind: configured.traits.kind)
            return WidgetPreviewRun(configured: configured, entries: try Self.timeline(of: run, in: context))
        })
        widgetType = pathName(of: W.self)
    }

    /// `#Preview(as: .systemSmall, using: intent) { MyWidget() } timelineProvider: { Provider() }`: an
    /// App-Intent provider's timeline for the given intent (`timeline(for:in:)`).
    public init<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                         widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> P) {
        self.init(name: name, family: family, kind: .timelineProvider, source: .widget { context in
            let configured = try callMainActorCode(widget).configured()
            let run = providerOnly(timelineProvider(), kind: configured.traits.kind, intent: intent)
            return WidgetPreviewRun(configured: configured, entries: try Self.timeline(of: run, in: context))
        })
        widgetType = pathName(of: W.self)
    }

    /// The entries of a foreign provider's timeline, as the widget's own would be run (budget, errors).
    private static func timeline(of run: ConfiguredWidget, in context: PreviewContext) throws -> [any TimelineEntry] {
        let providerContext = TimelineProviderContext(family: context.family, displaySize: context.displaySize, isPreview: false)
        return try run.entries(.timeline, context: providerContext).entries
    }

    /// `#Preview(as: .systemSmall, widget: { MyWidget() }, timelineProvider: Provider())`: the provider
    /// written as a value. Ours: Apple's macro takes a closure; this spelling is accepted too.
    public init<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                timelineProvider: @autoclosure @escaping () -> P) {
        let make: () -> P = timelineProvider
        self.init(name, as: family, widget: widget, timelineProvider: make)
    }
}

/// A widget preview made ready to render: the widget and the entries it shows, in order.
package struct WidgetPreviewRun {
    package let configured: ConfiguredWidget
    package let entries: [any TimelineEntry]
}

/// A preview that cannot be drawn: the message says which and why.
public struct WidgetPreviewError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Runs an async preview closure to completion from synchronous code, under the provider budget.
enum PreviewWait {
    static func value<T>(of what: String, for configured: ConfiguredWidget, family: WidgetFamily,
                         budget: TimeInterval = defaultProviderBudget, _ work: @escaping () async -> T) throws -> T {
        try value(of: what, kind: configured.traits.kind, widgetType: configured.widgetType, family: family,
                  budget: budget, work)
    }

    /// The same for a widget that has no family (a Live Activity's content states).
    static func value<T>(of what: String, kind: String, widgetType: String, family: WidgetFamily?,
                         budget: TimeInterval = defaultProviderBudget, _ work: @escaping () async -> T) throws -> T {
        let box = OnceBox<Result<T, Error>>()
        startProviderTask({ (result: Result<T, Error>) in box.fill(result) }) { await work() }
        guard let result = box.wait(seconds: budget) else {
            throw WidgetRunError(kind: kind, widgetType: widgetType, family: family,
                                 reason: .timedOut(call: what, seconds: budget))
        }
        return try result.get()
    }
}
