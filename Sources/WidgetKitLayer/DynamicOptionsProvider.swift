import Foundation

/// The values a parameter offers in the configuration UI, as AppIntents' `DynamicOptionsProvider`
/// (`@Parameter(title:optionsProvider:)`). A render has no UI: it asks only `defaultResult()`, for a
/// parameter that has no value and no `default:` (docs/widgetkit.md).
public protocol DynamicOptionsProvider {
    associatedtype Result: Sequence
    associatedtype DefaultValue = Result.Element
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}
