import WidgetText
import WidgetResolved
/// Builds views from `{ … }` closures, as SwiftUI's `ViewBuilder`: blocks of any length
/// (a parameter pack), `if`/`else`, `if let`, `switch`, `if #available`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several sibling views from one builder block.
nonisolated public struct TupleView<T>: View, ChildListView {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) { self.value = value; self.children = children }

    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try children.flatMap { try resolveChildListOfExistential($0, in: context) }
    }
}

func resolveChildListOfExistential(_ view: any View, in context: ResolveContext) throws -> [ResolvedNode] {
    try resolveChildren(view, in: context)
}

/// One branch of an `if`/`else` or `switch`, as SwiftUI's `_ConditionalContent`.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, ChildListView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        switch storage {
        case .trueContent(let view): return try WidgetViews.resolveChildren(view, in: context)
        case .falseContent(let view): return try WidgetViews.resolveChildren(view, in: context)
        }
    }
}

/// `if` without `else`, and optional views: nothing when nil.
extension Optional: View, ChildListView where Wrapped: View {
    public typealias Body = Never
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        guard let view = self else { return [] }
        return try WidgetViews.resolveChildren(view, in: context)
    }
}

/// A view that takes no space and draws nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    var joinsPath: Bool { false }
    func resolve(in context: ResolveContext) throws -> ResolvedNode { .empty }
}

/// A type-erased view, as SwiftUI's `AnyView`.
nonisolated public struct AnyView: View, ChildListView {
    public typealias Body = Never
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try resolveChildListOfExistential(view, in: context)
    }
}

/// Groups views without layout of its own: in a stack its children are the stack's children.
nonisolated public struct Group<Content: View>: View, ChildListView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try WidgetViews.resolveChildren(content, in: context)
    }
}
