import Foundation
import WidgetViews

/// A widget configured by a SiriKit intent, as WidgetKit's `IntentConfiguration`. A render runs the
/// provider with `Intent()` and its definition's defaults: the intent as a newly added widget has it.
nonisolated public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let make: (String) -> ConfiguredWidget

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        make = { widgetType in
            ConfiguredWidget(
                traits: WidgetTraits(kind: kind, configurationType: "IntentConfiguration"), widgetType: widgetType,
                entryTypeName: pathName(of: Provider.Entry.self),
                placeholder: { context, done in
                    onProviderQueue { done(.success(provider.placeholder(in: context))) }
                },
                snapshot: { context, done in
                    onProviderQueue { provider.getSnapshot(for: Intent.configuredForNewWidget(), in: context) { done(.success($0)) } }
                },
                timeline: { context, done in
                    onProviderQueue {
                        provider.getTimeline(for: Intent.configuredForNewWidget(), in: context) {
                            done(.success(ErasedTimeline(entries: $0.entries, policy: $0.policy)))
                        }
                    }
                },
                makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
        }
    }

    package func configured(widgetType: String) -> ConfiguredWidget? { make(widgetType) }
}
