import Foundation

// `LazyVStack` and `LazyHStack`. Laziness is about creating views as a scroll view reveals them;
// a widget has no scroll view, so every child is drawn. What differs from `VStack` / `HStack` is
// sizing: a lazy stack takes the whole length offered across its axis (a LazyVStack fills the
// width it is given and aligns its children in it), **our rule** from how lazy stacks are observed
// to size in SwiftUI; along its axis it is as long as its children, as a plain stack.

/// A vertical stack that fills the width offered, as SwiftUI's `LazyVStack`.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack that fills the height offered, as SwiftUI's `LazyHStack`.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

/// Where `contentMargins(_:_:for:)` applies, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

nonisolated extension View {
    /// Margins for scroll views' content (iOS 17): a widget has no scroll view, so no effect.
    /// The widget's own content margins are the system's (`contentMarginsDisabled()` removes them).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        inertModifier("contentMargins")
    }
}

nonisolated extension View {
    /// Padding added to the safe area (iOS 17). A widget has no safe area of its own, so the
    /// content is inset by the amount, as `padding` does (**our rule**; in a scroll view the
    /// difference is where scrolled content may go, which a still image does not show).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
