import Foundation
import WidgetResolved

// The built-in containers as `Layout` values (iOS 16): HStackLayout, VStackLayout, ZStackLayout and
// GridLayout, with SwiftUI's names and signatures. `HStackLayout(spacing: 4) { … }` (directly or
// through `AnyLayout`) is exactly `HStack(spacing: 4) { … }`: the same resolved container, laid
// out by the engine (docs/platform.md §6). Their `Layout` methods (for code that calls
// `sizeThatFits`/`placeSubviews` itself, such as a user layout delegating to a stack) run
// SubviewStacking's stack rules on the subviews.

/// A built-in layout: it builds its container view around content.
protocol BuiltInLayout {
    func container<V: View>(_ content: V) -> AnyView
}

/// A horizontal stack as a layout value, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(content()) }
    func container<V: View>(_ content: V) -> AnyView { AnyView(HStack(alignment: alignment, spacing: spacing) { content }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        SubviewStacking(axis: .horizontal, spacing: spacing, cross: { $0[alignment] }).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        SubviewStacking(axis: .horizontal, spacing: spacing, cross: { $0[alignment] }).place(in: bounds, proposal, subviews)
    }
}

/// A vertical stack as a layout value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(content()) }
    func container<V: View>(_ content: V) -> AnyView { AnyView(VStack(alignment: alignment, spacing: spacing) { content }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        SubviewStacking(axis: .vertical, spacing: spacing, cross: { $0[alignment] }).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        SubviewStacking(axis: .vertical, spacing: spacing, cross: { $0[alignment] }).place(in: bounds, proposal, subviews)
    }
}

/// An overlapping stack as a layout value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(content()) }
    func container<V: View>(_ content: V) -> AnyView { AnyView(ZStack(alignment: alignment) { content }) }

    /// The largest subview, each proposed the whole proposal (SwiftUI's ZStack).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let own = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
        }
    }
    /// Each subview's alignment guides on the bounds' (so `.center` centres every subview).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frame = ViewDimensions(width: bounds.width, height: bounds.height)
        for subview in subviews {
            let own = subview.dimensions(in: proposal)
            subview.place(at: CGPoint(x: bounds.minX + frame[alignment.horizontal] - own[alignment.horizontal],
                                      y: bounds.minY + frame[alignment.vertical] - own[alignment.vertical]),
                          proposal: proposal)
        }
    }
}

/// A grid as a layout value, as SwiftUI's `GridLayout`: with content (`GridLayout { GridRow { … } }`)
/// it is `Grid`. Its `Layout` methods see every subview as a row of its own spanning the columns
/// (what a Grid does with a view that is not a GridRow), so they stack the subviews vertically.
public struct GridLayout: Layout, BuiltInLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { container(content()) }
    func container<V: View>(_ content: V) -> AnyView {
        AnyView(Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        SubviewStacking(axis: .vertical, spacing: verticalSpacing, cross: { $0[alignment.horizontal] }).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        SubviewStacking(axis: .vertical, spacing: verticalSpacing, cross: { $0[alignment.horizontal] })
            .place(in: bounds, proposal, subviews)
    }
}
