import Foundation
import WidgetViews

/// A widget configured by an App Intent, as WidgetKit's `AppIntentConfiguration`. A render runs the
/// provider with `Intent()` after resolving its parameters' defaults (`@Parameter(default:)`, an
/// enum's or entity query's default): the configuration a newly added widget has.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
    PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let make: (String) -> ConfiguredWidget

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        make = { widgetType in
            ConfiguredWidget(
                traits: WidgetTraits(kind: kind, configurationType: "AppIntentConfiguration"), widgetType: widgetType,
                entryTypeName: pathName(of: Provider.Entry.self),
                placeholder: { context, done in
                    DispatchQueue.global().async { done(.success(provider.placeholder(in: context))) }
                },
                snapshot: { context, done in
                    startProviderTask(done) {
                        let intent = try await Intent.withResolvedDefaults()
                        return try await provider.snapshot(for: intent, in: context)
                    }
                },
                timeline: { context, done in
                    startProviderTask(done) {
                        let intent = try await Intent.withResolvedDefaults()
                        let timeline = try await provider.timeline(for: intent, in: context)
                        return ErasedTimeline(entries: timeline.entries, policy: timeline.policy)
                    }
                },
                makeContent: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
        }
    }

    package func configured(widgetType: String) -> ConfiguredWidget? { make(widgetType) }
}
