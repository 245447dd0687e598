import Foundation

/// What `perform()` returns, as AppIntents' `IntentResult`. Never produced by a render.
public protocol IntentResult {}

/// A result that carries a value, as AppIntents' `ReturnsValue`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that speaks a dialog, as AppIntents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a snippet view, as AppIntents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A result that hands the system another intent to run, as AppIntents' `OpensIntent`
/// (`perform() -> some IntentResult & OpensIntent`, `.result(opensIntent:)`). A render never
/// performs intents, so the intent is carried and never run.
public protocol OpensIntent: IntentResult {}

/// Something spoken or shown after an intent runs, as AppIntents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let text: LocalizedStringResource
    public init(_ text: LocalizedStringResource) { self.text = text }
    public init(stringLiteral value: String) { text = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        text = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// The concrete result `.result(…)` builds; `Value` is `Never` without a value.
public struct IntentResultContainer<Value>: IntentResult, ReturnsValue, ProvidesDialog, ShowsSnippetView, OpensIntent {
    public let value: Value?
    public let dialog: IntentDialog?
    /// The intent `.result(opensIntent:)` names (Apple's `opensIntent`), never run here.
    public let opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)? = nil) {
        self.value = value; self.dialog = dialog; self.opensIntent = opensIntent
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result that opens another intent, as AppIntents' `.result(opensIntent:)`.
    public static func result<I: AppIntent>(opensIntent: I) -> Self {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: opensIntent)
    }
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult {
    public static func result<V, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: opensIntent)
    }
    public static func result<V, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// An empty result, as AppIntents' `.result()`.
    public static func result() -> Self { IntentResultContainer(value: nil, dialog: nil) }
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
    /// A result with a value, as AppIntents' `.result(value:)`.
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: nil)
    }
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
