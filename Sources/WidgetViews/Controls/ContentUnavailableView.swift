import Foundation

// Two composite views that widget code uses for empty states and value rows. Apple publishes how
// they are arranged (symbol above title above description; label leading, value trailing in a
// secondary color) but no point values: sizes and spacings here are ours (docs/views.md).

/// An empty state, as SwiftUI's `ContentUnavailableView`: the label's symbol large and secondary,
/// its title bold below it, the description in secondary subheadline text, the actions last, all
/// centered in the space offered.
nonisolated public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 6) {
            label.labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The symbol above the title, as an empty state draws its label.
nonisolated private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            configuration.icon.font(.largeTitle).foregroundStyle(.secondary).imageScale(.large)
            configuration.title.font(.title3.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Label(titleKey, image: name) }, description: { description })
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// The search empty state, as `ContentUnavailableView.search`.
    public static var search: Self { search(text: "") }

    /// "No Results for “text”", as `ContentUnavailableView.search(text:)`.
    public static func search(text: String) -> Self {
        let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return ContentUnavailableView(label: { Label(title, systemImage: "magnifyingglass") },
                                      description: { Text("Check the spelling or try a new search.") })
    }
}

/// A label and its value, as SwiftUI's `LabeledContent`: the label leading, the value trailing
/// in the secondary color, on one row.
nonisolated public struct LabeledContent<LabelView: View, Content: View>: View {
    let label: LabelView
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> LabelView) {
        self.content = content(); self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where LabelView == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: LocalizedStringKey) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where LabelView == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}
