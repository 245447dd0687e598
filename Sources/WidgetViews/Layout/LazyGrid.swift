import Foundation
import WidgetText
import WidgetResolved

// LazyVGrid, LazyHGrid and GridItem with SwiftUI's signatures. A still image has no scrolling, so
// "lazy" changes nothing: every cell is laid out. Layout rules: Sources/WidgetLayout/LazyGridLayout.swift.

/// One column of a LazyVGrid or row of a LazyHGrid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    /// Apple's defaults: `.flexible()`, default spacing, no alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    func resolved() throws -> ResolvedGridItem {
        func range(_ minimum: CGFloat, _ maximum: CGFloat, _ kind: String) throws -> (Double, Double) {
            let low = try Check.nonNegative(Double(minimum), "\(kind) minimum")
            let high = try Check.nonNegativeOrInfinity(Double(maximum), "\(kind) maximum")
            guard low <= high else {
                throw CheckFailure("\(kind) minimum \(Check.format(low)) is larger than its maximum \(Check.format(high))")
            }
            return (low, high)
        }
        let resolvedSize: ResolvedGridItem.Size
        switch size {
        case .fixed(let length):
            resolvedSize = .fixed(try Check.nonNegative(Double(length), "GridItem fixed size"))
        case .flexible(let minimum, let maximum):
            let (low, high) = try range(minimum, maximum, "GridItem flexible")
            resolvedSize = .flexible(minimum: low, maximum: high)
        case .adaptive(let minimum, let maximum):
            let (low, high) = try range(minimum, maximum, "GridItem adaptive")
            resolvedSize = .adaptive(minimum: low, maximum: high)
        }
        return ResolvedGridItem(size: resolvedSize, spacing: try spacing.map { try Check.finite(Double($0), "GridItem spacing") },
                                alignment: alignment?.resolved)
    }
}

/// Views that a lazy stack or grid pins while scrolling; accepted, a still image does not scroll.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

func resolveLazyGrid<Content: View>(_ axis: StackAxis, _ items: [GridItem], _ alignment: ResolvedAlignment,
                                    _ spacing: CGFloat?, _ content: Content, in context: ResolveContext) throws -> ResolvedNode {
    let (resolvedItems, checkedSpacing) = try context.checked {
        (try items.map { try $0.resolved() }, try spacing.map { try Check.finite(Double($0), "spacing") })
    }
    guard !resolvedItems.isEmpty else {
        throw context.error(axis == .vertical ? "LazyVGrid has no columns" : "LazyHGrid has no rows")
    }
    var inner = context
    inner.enclosingStackAxis = nil
    let children = try resolveChildren(content, in: inner)
    return .container(.lazyGrid(ResolvedLazyGrid(axis: axis, items: resolvedItems, alignment: alignment,
                                                 spacing: checkedSpacing, children: children)))
}

/// Cells in columns that flow into rows, as SwiftUI's `LazyVGrid`.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try resolveLazyGrid(.vertical, columns, ResolvedAlignment(horizontal: alignment.value, vertical: .center),
                            spacing, content, in: context)
    }
}

/// Cells in rows that flow into columns, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try resolveLazyGrid(.horizontal, rows, ResolvedAlignment(horizontal: .center, vertical: alignment.value),
                            spacing, content, in: context)
    }
}
