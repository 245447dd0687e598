import Foundation

// Progress view styles with SwiftUI's names, as LabelStyle.swift does for labels. The built-in
// styles pick how `ProgressView` draws itself (ProgressView.swift); a user style's
// `makeBody(configuration:)` is what draws, with the fraction, label and current value label the
// progress view was given. Inside it, `ProgressView(configuration)` draws the style that was in
// effect around the user's (SwiftUI: "the current progress view style"), never the user's again.

/// What a `ProgressViewStyle` receives, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view the style places.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The progress view's current value label, as a view the style places.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// 0…1, or nil for an indeterminate progress view. A timer interval's is read at the render date.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A bar: the tint over a track of the tint at 30 %.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// A ring (a spinner when indeterminate).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// `.automatic`: linear for a value, a spinner for an indeterminate view.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

private struct CustomProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: UserStyle<ProgressViewStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// A user style, over the built-in `progressViewStyleKind`.
    var customProgressViewStyle: UserStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressViewStyleKey.self] } set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of progress views in this view; the innermost wins.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentModifier("progressViewStyle") { environment in
            switch style {
            case is CircularProgressViewStyle: environment.progressViewStyleKind = .circular
            case is LinearProgressViewStyle: environment.progressViewStyleKind = .linear
            case is DefaultProgressViewStyle: environment.progressViewStyleKind = .automatic
            default:
                environment.customProgressViewStyle = UserStyle(style, over: environment.customProgressViewStyle) {
                    $0.makeBody(configuration: $1)
                }
                return
            }
            environment.customProgressViewStyle = nil
        }
    }
}

extension ProgressView {
    /// A progress view drawn from a style's configuration, as SwiftUI's `init(_:)`: for a user
    /// style's body, in the style around it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        value = configuration.fractionCompleted; total = 1
        label = configuration.label.map { AnyView($0) }
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
    }
}
