import WidgetText
import WidgetResolved
/// An icon and a title, as SwiftUI's `Label` in its default style: `HStack { icon; title }`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    public var body: some View {
        HStack { icon; title }
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
