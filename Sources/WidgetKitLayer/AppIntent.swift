import Foundation

/// An action or a widget's configuration, as AppIntents' `AppIntent`. For a still render only its
/// parameters matter (see `AppIntentConfiguration`); `perform()` is never called.
public protocol AppIntent {
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    /// Accepted; no app to open.
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    /// Accepted; a render performs no intent, so nothing is authenticated.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter` inside an intent, as AppIntents' `AppIntent.Parameter`.
    public typealias Parameter<Value> = IntentParameter<Value>
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
    /// WidgetKit runs configuration intents without performing them; nothing to do.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// When an intent may run on a locked device, as AppIntents' `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// The intent of an App-Intent-configured widget, as WidgetKit's `WidgetConfigurationIntent`.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that sets a value (a control's toggle), as AppIntents' `SetValueIntent`.
/// Its `value` is what a still render shows for the control.
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// Intents the system knows the purpose of, as AppIntents' `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app at `target`, as AppIntents' `OpenIntent`. Never performed here.
public protocol OpenIntent: SystemIntent {
    associatedtype Value
    var target: Value { get set }
}

/// An intent a button in a Live Activity runs (starting, updating or ending it), as AppIntents'
/// `LiveActivityIntent`. Never performed here: the image shows the button.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that plays audio from a widget button, as AppIntents' `AudioPlaybackIntent`.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that may continue in the foreground, as AppIntents' `ForegroundContinuableIntent`.
public protocol ForegroundContinuableIntent: AppIntent {}

/// An intent's long description, as AppIntents' `IntentDescription`.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText; self.categoryName = categoryName; self.searchKeywords = searchKeywords
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
    public var description: String { descriptionText.key }
}
