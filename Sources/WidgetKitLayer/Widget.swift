import Foundation
import WidgetViews

/// A widget, as WidgetKit's `Widget`: a type with an empty initializer whose `body` is its configuration.
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// What a widget's `body` returns, as WidgetKit's `WidgetConfiguration`. The built-in configurations
/// (StaticConfiguration, AppIntentConfiguration, IntentConfiguration, EmptyWidgetConfiguration) are
/// primitive (`Body == Never`); a user type may compose one in its `body`.
@MainActor @preconcurrency public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

nonisolated extension WidgetConfiguration where Body == Never {
    /// Primitive configurations have no body; `configuredWidget(_:)` never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration and has no body") }
}

/// Builds a widget's `body`, as WidgetKit's `WidgetConfigurationBuilder`: one configuration, or
/// `if #available … else …` between two (on Linux `#available(iOS 17, *)` is true: the first branch wins).
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(
        first: First) -> ConditionalWidgetConfiguration<First, Second> { .init(storage: .first(first)) }
    public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(
        second: Second) -> ConditionalWidgetConfiguration<First, Second> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> AnyWidgetConfiguration {
        AnyWidgetConfiguration(content)
    }
}

/// One branch of an `if`/`else` in a widget's `body`.
nonisolated public struct ConditionalWidgetConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration>: WidgetConfiguration {
    public typealias Body = Never
    enum Storage { case first(First), second(Second) }
    let storage: Storage
}

/// A type-erased configuration (what `if #available` in a widget's `body` produces).
nonisolated public struct AnyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    let configuration: any WidgetConfiguration
    public init<C: WidgetConfiguration>(_ configuration: C) { self.configuration = configuration }
}

/// A configuration with no widget in it, as WidgetKit's `EmptyWidgetConfiguration`. Rendering a
/// widget whose body is empty is an error (`WidgetProviderError.noConfiguration`).
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    public init() {}
}

nonisolated extension Widget {
    /// `@main` support. On iOS this hands the process to WidgetKit; here there is no widget host
    /// to run, so it returns at once without output: an extension compiled as an executable exits
    /// with status 0. Render the widget with `WidgetRenderer.render(.widget(_:family:…))` or the CLI instead.
    public static func main() {}
}
