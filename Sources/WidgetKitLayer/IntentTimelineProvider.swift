import Foundation
import WidgetViews

/// A SiriKit intent, stand-in for Intents' `INIntent`: the base class of the intent classes Xcode
/// generates from an `.intentdefinition` file. The `WidgetPreviewsPlugin` generates the same
/// classes from the target's `.intentdefinition` files (docs/widgetkit.md, *SiriKit intent
/// definitions*); an intent can also be written by hand as a subclass with stored properties.
open class INIntent: @unchecked Sendable {
    public required init() {}
    /// Accepted; a still render has no intent UI.
    open var identifier: String? { nil }

    /// Sets each parameter to the default its definition gives. `IntentConfiguration` calls it on
    /// the `Intent()` it hands the provider, as the system fills in the defaults of a newly added
    /// widget; `Intent()` in your own code keeps every parameter unset, as on iOS. Generated
    /// classes override it; a hand-written intent may.
    open func applyDefinitionDefaults() {}

    /// `Intent()` with its definition's defaults: what a provider receives for a newly added widget.
    static func configuredForNewWidget() -> Self {
        let intent = Self()
        intent.applyDefinitionDefaults()
        return intent
    }
}

/// A custom type of an intent definition, as Intents' `INObject`: an identifier, the text shown
/// for it, and the type's own properties in generated subclasses.
open class INObject: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let identifier: String?
    public let displayString: String
    public let subtitleString: String?
    public let pronunciationHint: String?

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String? = nil,
                pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
        self.pronunciationHint = pronunciationHint
    }

    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: displayString, subtitle: nil, pronunciationHint: pronunciationHint)
    }

    public static func == (lhs: INObject, rhs: INObject) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.identifier == rhs.identifier && lhs.displayString == rhs.displayString
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(displayString)
    }
    public var description: String { displayString }
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
    /// Preconfigured intents for platforms without widget configuration UI (watchOS). Not rendered:
    /// a render draws the configuration it is given.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// None, as WidgetKit's default on iOS.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent with a description, as WidgetKit's `IntentRecommendation`
/// (the App Intents form is `AppIntentRecommendation`).
public struct IntentRecommendation<T: INIntent> {
    public let intent: T
    public let description: String
    public init<S: StringProtocol>(intent: T, description: S) {
        self.intent = intent; self.description = String(description)
    }
    public init(intent: T, description: LocalizedStringResource) {
        self.intent = intent; self.description = String(localized: description)
    }
    public init(intent: T, description: Text) {
        self.intent = intent; self.description = description.plainString
    }
}
