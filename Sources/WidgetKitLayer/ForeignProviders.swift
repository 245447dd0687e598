import Foundation
import WidgetViews

// Providers that are not a widget's own, run with the same budget and errors: previews such as
// `#Preview(as:widget:timelineProvider:)` pair a widget's content with another provider. The
// configured widget returned has no content (`makeContent` is nil for every entry); take the
// entries and give them to the widget's own configuration (`.entries([...])`).

/// A configured widget around `provider` alone, for running it under a budget.
package func providerOnly<Provider: TimelineProvider>(_ provider: Provider, kind: String) -> ConfiguredWidget {
    ConfiguredWidget(
        traits: WidgetTraits(kind: kind, configurationType: "StaticConfiguration"), widgetType: pathName(of: Provider.self),
        entryTypeName: pathName(of: Provider.Entry.self),
        placeholder: { context, done in onProviderQueue { done(.success(provider.placeholder(in: context))) } },
        snapshot: { context, done in onProviderQueue { provider.getSnapshot(in: context) { done(.success($0)) } } },
        timeline: { context, done in
            onProviderQueue {
                provider.getTimeline(in: context) { done(.success(ErasedTimeline(entries: $0.entries, policy: $0.policy))) }
            }
        },
        makeContent: { _ in nil })
}

/// A configured widget around an App-Intent `provider` alone, with `intent` (nil: the defaults).
package func providerOnly<Provider: AppIntentTimelineProvider>(_ provider: Provider, kind: String,
                                                              intent: Provider.Intent? = nil) -> ConfiguredWidget {
    var widget = appIntentWidget(kind: kind, widgetType: pathName(of: Provider.self), provider: provider, intent: intent) { _ in
        AnyView(EmptyView())
    }
    widget = ConfiguredWidget(traits: widget.traits, widgetType: widget.widgetType, entryTypeName: widget.entryTypeName,
                              placeholder: widget.placeholder, snapshot: widget.snapshot, timeline: widget.timeline,
                              makeContent: { _ in nil })
    return widget
}
