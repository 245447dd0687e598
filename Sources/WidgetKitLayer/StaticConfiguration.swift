import Foundation
import WidgetViews

/// A widget with no user-configurable options, as WidgetKit's `StaticConfiguration`.
nonisolated public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let kind: String
    let make: (String) -> ConfiguredWidget

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        make = { widgetType in
            ConfiguredWidget(
                traits: WidgetTraits(kind: kind, configurationType: "StaticConfiguration"), widgetType: widgetType,
                entryTypeName: pathName(of: Provider.Entry.self),
                placeholder: { context, done in
                    onProviderQueue { done(.success(provider.placeholder(in: context))) }
                },
                snapshot: { context, done in
                    onProviderQueue { provider.getSnapshot(in: context) { done(.success($0)) } }
                },
                timeline: { context, done in
                    onProviderQueue {
                        provider.getTimeline(in: context) { done(.success(ErasedTimeline(entries: $0.entries, policy: $0.policy))) }
                    }
                },
                makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
        }
    }

    package func configured(widgetType: String) -> ConfiguredWidget? { make(widgetType) }
}
