import WidgetText
import WidgetResolved
/// An icon and a title, as SwiftUI's `Label`, drawn by the `labelStyle` in the environment
/// (LabelStyle.swift; the default is `HStack { icon; title }`).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label a style's `makeBody` rebuilt from its configuration: drawn by the default style, not
    /// the environment's, which would call that `makeBody` again without end.
    private var drawsWithDefaultStyle = false

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: LabelStyleConfiguration.Title(content: AnyView(title)),
                                                    icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
        if drawsWithDefaultStyle { return AnyView(DefaultLabelStyle().makeBody(configuration: configuration)) }
        return EnvironmentValues.current.labelStyle.makeBody(configuration)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label of a style's configuration, as SwiftUI's `Label(configuration)` inside a custom
    /// `LabelStyle`: drawn by the default style (SwiftUI uses the style outside the custom one;
    /// ours: the default, as styles do not nest here).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        drawsWithDefaultStyle = true
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A label's title and icon apart (package: a control draws its symbol and its title in different
/// places, as Control Center does).
package protocol LabelParts {
    var labelTitle: AnyView { get }
    var labelIcon: AnyView { get }
}

extension Label: LabelParts {
    package var labelTitle: AnyView { AnyView(title) }
    package var labelIcon: AnyView { AnyView(icon) }
}
