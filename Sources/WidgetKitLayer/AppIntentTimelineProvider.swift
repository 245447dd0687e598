import Foundation
import WidgetViews

/// Supplies an App-Intent-configured widget's entries, as WidgetKit's `AppIntentTimelineProvider`.
///
/// Deviation, deliberate: `snapshot` and `timeline` are `async throws` here (WidgetKit's are
/// `async`). Every non-throwing implementation still conforms; a throwing one is reported by the
/// renderer as a `WidgetProviderError` naming the widget and family instead of failing to compile.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async throws -> Entry
    func timeline(for configuration: Intent, in context: Context) async throws -> Timeline<Entry>
    /// Preconfigured intents for platforms without widget configuration UI (watchOS). Not rendered.
    func recommendations() -> [AppIntentRecommendation<Intent>]
    /// When each configuration is relevant (iOS 17, for the Smart Stack). Not rendered.
    func relevances() async -> WidgetRelevances<Intent>
}

extension AppIntentTimelineProvider {
    /// None, as WidgetKit's default.
    public func relevances() async -> WidgetRelevances<Intent> { WidgetRelevances([]) }

    /// None, as WidgetKit's default on iOS.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with a description, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent; self.description = String(localized: description)
    }
    public init(intent: Intent, description: Text) {
        self.intent = intent; self.description = description.plainString
    }
}
