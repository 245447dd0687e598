import WidgetGeometry
import WidgetText
import WidgetResolved

/// A piece of user interface, as SwiftUI's `View`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// A view that lowers itself instead of having a `body`. Internal: the set of primitives is closed.
protocol PrimitiveView {
    /// `context.path` already ends with this view's name when `joinsPath` is true.
    func resolve(in context: ResolveContext) throws -> ResolvedNode
    /// False for modifier wrappers: errors name them as `Content.modifier`, not as a path level.
    var joinsPath: Bool { get }
}

extension PrimitiveView {
    var joinsPath: Bool { true }
}

/// A view that may stand for several siblings in a stack (tuples, ForEach, conditionals, Group).
protocol ChildListView {
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode]
}

/// How a view names itself in an error path, e.g. `Text("x")`; default: its type name without generics.
protocol PathDescribing {
    var pathDescription: String { get }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; the resolver never asks for it (it checks `PrimitiveView` first).
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// The name of a view (or modifier, shape, layout) in an error path: its own description, or else
/// its type's name without generic arguments (`VStack`, not `VStack<TupleView<…>>`).
func pathDescription(of view: Any) -> String {
    if let described = view as? PathDescribing { return described.pathDescription }
    let name = String(describing: type(of: view))
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
