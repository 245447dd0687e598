import Foundation
import WidgetViews

/// A widget configured by an App Intent, as WidgetKit's `AppIntentConfiguration`. A render runs the
/// provider with `Intent()` after resolving its parameters' defaults (`@Parameter(default:)`, an
/// enum's or entity query's default): the configuration a newly added widget has.
nonisolated public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration,
    PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let make: (String) -> ConfiguredWidget

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        make = { widgetType in
            var widget = appIntentWidget(kind: kind, widgetType: widgetType, provider: provider, intent: nil) {
                AnyView(content($0))
            }
            widget.configuringIntent = { given in
                (given as? Intent).map { fixed in
                    appIntentWidget(kind: kind, widgetType: widgetType, provider: provider, intent: fixed) { AnyView(content($0)) }
                }
            }
            return widget
        }
    }

    package func configured(widgetType: String) -> ConfiguredWidget? { make(widgetType) }
}

/// The configured widget of an App-Intent provider: with `intent` when given (previews `using:`,
/// a CLI option), else with `Intent()` and its defaults resolved.
package func appIntentWidget<Provider: AppIntentTimelineProvider>(
    kind: String, widgetType: String, provider: Provider, intent fixed: Provider.Intent?,
    content: @escaping (Provider.Entry) -> AnyView) -> ConfiguredWidget {
    func intent() async throws -> Provider.Intent {
        if let fixed { return fixed }
        return try await Provider.Intent.withResolvedDefaults()
    }
    return ConfiguredWidget(
        traits: WidgetTraits(kind: kind, configurationType: "AppIntentConfiguration"), widgetType: widgetType,
        entryTypeName: pathName(of: Provider.Entry.self),
        placeholder: { context, done in
            onProviderQueue { done(.success(provider.placeholder(in: context))) }
        },
        snapshot: { context, done in
            startProviderTask(done) { try await provider.snapshot(for: try await intent(), in: context) }
        },
        timeline: { context, done in
            startProviderTask(done) {
                let timeline = try await provider.timeline(for: try await intent(), in: context)
                return ErasedTimeline(entries: timeline.entries, policy: timeline.policy)
            }
        },
        makeContent: { entry in (entry as? Provider.Entry).map(content) })
}
