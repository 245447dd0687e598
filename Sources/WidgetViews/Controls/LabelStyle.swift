import WidgetText
import WidgetResolved

// Label styles with SwiftUI's names. In a widget `.automatic` shows title and icon (ours: SwiftUI
// picks by context; in widget content, as in a List, it shows both), laid out like `.titleAndIcon`.

/// What a `LabelStyle` receives, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view the style places.
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon, as a view the style places.
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let title: Title
    public let icon: Icon
}

/// How labels look, as SwiftUI's `LabelStyle`; user styles draw through `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// The icon, then the title, in an HStack with the default spacing.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// `.automatic`: title and icon in a widget (see the file comment).
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The style a label reads from the environment, type-erased.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}

nonisolated extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentModifier("labelStyle") {
            $0.labelStyle = AnyLabelStyle { configuration in callingViewCode { AnyView(style.makeBody(configuration: configuration)) } }
        }
    }
}
