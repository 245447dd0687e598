import WidgetText
import WidgetResolved
import Foundation

public struct HorizontalAlignment: Hashable, Sendable {
    let value: HorizontalAlignmentValue
    /// Set for `HorizontalAlignment(SomeAlignmentID.self)` (AlignmentGuide.swift).
    var custom: CustomAlignment? = nil
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

public struct VerticalAlignment: Hashable, Sendable {
    let value: VerticalAlignmentValue
    /// Set for `VerticalAlignment(SomeAlignmentID.self)` (AlignmentGuide.swift).
    var custom: CustomAlignment? = nil
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
}

/// A horizontal and a vertical alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var resolved: ResolvedAlignment {
        ResolvedAlignment(horizontal: horizontal.value, vertical: vertical.value,
                          customHorizontal: horizontal.custom?.name, customVertical: vertical.custom?.name)
    }
}

/// Shared by the three stacks: children flattened from the builder, spacing validated.
func resolveStack<Content: View>(_ axis: StackAxis, _ alignment: ResolvedAlignment, _ spacing: CGFloat?,
                                 _ content: Content, in context: ResolveContext) throws -> ResolvedNode {
    let checkedSpacing = try context.checked {
        try spacing.map { try Check.finite(Double($0), "spacing") }
    }
    var inner = context
    inner.enclosingStackAxis = axis
    let children = try resolveChildren(content, in: inner)
    return .stack(ResolvedStack(axis: axis, alignment: alignment, spacing: checkedSpacing, children: children))
}

nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try resolveStack(.vertical, context.resolved(Alignment(horizontal: alignment, vertical: .center)),
                         spacing, content, in: context)
    }
}

nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try resolveStack(.horizontal, context.resolved(Alignment(horizontal: .center, vertical: alignment)),
                         spacing, content, in: context)
    }
}

/// Overlays its children, aligned (SwiftUI's ZStack has no spacing parameter).
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try resolveStack(.depth, context.resolved(alignment), nil, content, in: context)
    }
}

/// Flexible space along the enclosing stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let length = try context.checked {
            try minLength.map { try Check.nonNegative(Double($0), "minLength") }
        }
        return .spacer(minLength: length)
    }
}
