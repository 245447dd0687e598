import Foundation
import WidgetViews

// How the configuration UI phrases an intent's parameters, as AppIntents' parameter summaries:
// `static var parameterSummary: some ParameterSummary { Summary("Weather in \(\.$city)") { \.$units } }`,
// with `When` and `Switch` choosing a summary by a parameter's value. A still render shows no
// configuration UI, so a summary is accepted with no effect on the image; it keeps what it was given
// (its text and the parameters it names) so that it is a real value, not an empty stand-in.
// `Summary`, `When`, `Switch`, `Case` and `DefaultCase` are declared inside `AppIntent` (as in
// AppIntents) so that a key path such as `\.$city` knows its root type.

/// A phrase of the configuration UI, as AppIntents' `ParameterSummary`.
public protocol ParameterSummary {
    /// The summary's text with each interpolated parameter as `${title}`, for inspection.
    var summaryText: String { get }
}

/// A summary text with parameters interpolated, as AppIntents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(IntentParameterNaming.title(of: parameter))}"
        }
    }
}

/// The parameters listed under a summary (its table), as AppIntents' `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [String] {
        [IntentParameterNaming.title(of: parameter)]
    }
    public static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    public static func buildEither(first: [String]) -> [String] { first }
    public static func buildEither(second: [String]) -> [String] { second }
}

/// A summary sentence and the parameters shown below it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public let summaryText: String
    public let listedParameters: [String]

    /// No sentence: the configuration UI lists the parameters alone (AppIntents' `init()`).
    public init() { summaryText = ""; listedParameters = [] }
    public init(_ summary: ParameterSummaryString<Intent>) { summaryText = summary.text; listedParameters = [] }
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryBuilder<Intent> _ table: () -> [String]) {
        summaryText = summary.text; listedParameters = table()
    }
}

/// How `When` compares a parameter, as AppIntents' comparison operators.
public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, hasAnyValue, hasNoValue
}

/// One of two summaries, chosen in the UI by a parameter's value, as AppIntents' `When`. A render
/// has no UI; both are kept, and `summaryText` is the first one's.
public struct ParameterSummaryWhen<Intent: AppIntent>: ParameterSummary {
    public let parameter: String
    public let then: any ParameterSummary
    public let otherwise: (any ParameterSummary)?
    public var summaryText: String { then.summaryText }

    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       _ value: Value, @ParameterSummaryContentBuilder then: () -> any ParameterSummary,
                       @ParameterSummaryContentBuilder otherwise: () -> any ParameterSummary) {
        self.parameter = IntentParameterNaming.title(of: parameter); self.then = then(); self.otherwise = otherwise()
    }
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
                       _ value: Value, @ParameterSummaryContentBuilder then: () -> any ParameterSummary) {
        self.parameter = IntentParameterNaming.title(of: parameter); self.then = then(); otherwise = nil
    }
    /// A summary chosen by the widget's family (the configuration UI of each size).
    public init(widgetFamily comparison: ParameterSummaryComparison, _ family: WidgetFamily,
                @ParameterSummaryContentBuilder then: () -> any ParameterSummary,
                @ParameterSummaryContentBuilder otherwise: () -> any ParameterSummary) {
        parameter = "widgetFamily"; self.then = then(); self.otherwise = otherwise()
    }
}

/// A summary per value of a parameter, as AppIntents' `Switch` with `Case` and `DefaultCase`.
public struct ParameterSummarySwitch<Intent: AppIntent, Value>: ParameterSummary {
    public let parameter: String
    public let cases: [any ParameterSummary]
    public var summaryText: String { cases.first?.summaryText ?? "" }

    public init(_ parameter: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Value> _ cases: () -> [any ParameterSummary]) {
        self.parameter = IntentParameterNaming.title(of: parameter); self.cases = cases()
    }
}

/// A case of `Switch`.
public struct ParameterSummaryCase<Value>: ParameterSummary {
    public let summary: any ParameterSummary
    public var summaryText: String { summary.summaryText }
    public init(_ value: Value, @ParameterSummaryContentBuilder _ summary: () -> any ParameterSummary) { self.summary = summary() }
}

/// The default case of `Switch`.
public struct ParameterSummaryDefaultCase: ParameterSummary {
    public let summary: any ParameterSummary
    public var summaryText: String { summary.summaryText }
    public init(@ParameterSummaryContentBuilder _ summary: () -> any ParameterSummary) { self.summary = summary() }
}

/// One summary inside `When`, `Case` or `DefaultCase`.
@resultBuilder
public enum ParameterSummaryContentBuilder {
    public static func buildBlock(_ summary: any ParameterSummary) -> any ParameterSummary { summary }
}

/// The cases of `Switch`: typed by the parameter's value, so that `Case(.cup)` knows its enum.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Value> {
    public static func buildExpression(_ summary: ParameterSummaryCase<Value>) -> [any ParameterSummary] { [summary] }
    public static func buildExpression(_ summary: ParameterSummaryDefaultCase) -> [any ParameterSummary] { [summary] }
    public static func buildBlock(_ parts: [any ParameterSummary]...) -> [any ParameterSummary] { parts.flatMap { $0 } }
}

extension AppIntent {
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When = ParameterSummaryWhen<Self>
    public typealias Switch<Value> = ParameterSummarySwitch<Self, Value>
    public typealias Case<Value> = ParameterSummaryCase<Value>
    public typealias DefaultCase = ParameterSummaryDefaultCase
}

/// A parameter's title, read from a fresh intent (parameters are declared with their titles).
enum IntentParameterNaming {
    static func title<Intent: AppIntent, Value>(of parameter: KeyPath<Intent, IntentParameter<Value>>) -> String {
        Intent()[keyPath: parameter].title.key
    }
}
