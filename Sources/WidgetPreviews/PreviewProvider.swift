import WidgetViews

/// The pre-macro preview API, as SwiftUI's `PreviewProvider`:
/// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
/// `WidgetPreview.previews(of: X_Previews.self)` splits `previews` into one preview per view it lists.
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The family a preview draws a view in, as WidgetKit's `WidgetPreviewContext(family:)`.
public struct WidgetPreviewContext: Hashable, Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// How Xcode sizes a preview's canvas, as SwiftUI's `PreviewLayout`. A widget preview is drawn at its
/// family's size on the theme's device whatever the layout: accepted, no effect on a widget image.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A view with a preview context: draws `content` as it is; the context says in which family.
nonisolated public struct PreviewContextView<Content: View>: View {
    let content: Content
    let context: WidgetPreviewContext
    public var body: Content { content }
}

/// A view with a preview display name: draws `content` as it is.
nonisolated public struct PreviewDisplayNameView<Content: View>: View {
    let content: Content
    let name: String?
    public var body: Content { content }
}

nonisolated extension View {
    /// Draws this view in `context.family` when it is listed by a `PreviewProvider`.
    public func previewContext(_ context: WidgetPreviewContext) -> PreviewContextView<Self> {
        PreviewContextView(content: self, context: context)
    }

    /// Names this view's preview.
    public func previewDisplayName(_ name: String?) -> PreviewDisplayNameView<Self> {
        PreviewDisplayNameView(content: self, name: name)
    }

    /// Accepted, no effect: a widget preview is drawn at its family's size (see `PreviewLayout`).
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
}
