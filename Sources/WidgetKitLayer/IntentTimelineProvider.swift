import Foundation
import WidgetViews

/// A SiriKit intent, stand-in for Intents' `INIntent`: the base class of the intent classes Xcode
/// generates from an `.intentdefinition` file. Those generated classes are not available here;
/// write the intent as a subclass with stored properties and their default values.
open class INIntent: @unchecked Sendable {
    public required init() {}
    /// Accepted; a still render has no intent UI.
    open var identifier: String? { nil }
}

/// Supplies a SiriKit-intent-configured widget's entries, as WidgetKit's `IntentTimelineProvider`.
/// A render passes `Intent()` (the intent's defaults).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
