import Foundation
import WidgetResolved

// AnyLayout (iOS 16): a type-erased layout, so that one expression can switch containers
// (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) while the content
// stays the same, as Apple documents for it. Built-in layouts become their containers (HStack …);
// a user layout runs as `MyLayout { … }` does, layout values included.

/// A type-erased `Layout`, as SwiftUI's `AnyLayout`.
public struct AnyLayout: Layout {
    /// The layout given (never itself an AnyLayout: wrapping one again keeps the inner layout).
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout applied to the content: a built-in layout's container, else the user layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        let content = content()
        if let builtIn = layout as? BuiltInLayout { return builtIn.container(content) }
        return Self.userLayout(layout, content)
    }

    private static func userLayout<L: Layout, V: View>(_ layout: L, _ content: V) -> AnyView {
        AnyView(UserLayoutView(layout: layout, content: content))
    }

    /// The wrapped layout's own answer, with a cache made for this call.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.size(layout, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.place(layout, bounds, proposal, subviews)
    }

    private static func size<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func place<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
