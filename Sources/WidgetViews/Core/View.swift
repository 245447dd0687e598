import WidgetGeometry
import WidgetText
import WidgetResolved

// WidgetViews: the SwiftUI-shaped DSL and `resolveWidget`, which lowers it to the resolved tree.
//
// Glossary
// - View: a value with a `body`; composite views (user types) are evaluated, primitive views
//   (Body == Never) lower themselves through `PrimitiveView`.
// - ViewBuilder: the result builder behind `body` and every `{ … }` content closure.
// - EnvironmentValues: what a view can read with `@Environment`; resolve injects it before `body`
//   runs (see `EnvironmentValues.current`) and `.environment(\.key, value)` overrides it per subtree.
// - Environment-only modifiers (font, foregroundStyle, widgetAccentable, redacted …) only change the
//   environment; leaves (text, image, shape) read it when they resolve, so their values end up in
//   the leaves and never as wrapper nodes.
// - ResolveContext: environment + view path (for errors) + the widget-wide collector of images and
//   container background, threaded through one resolve call.
// - Resolved*: the closed, Codable output (ResolvedNode, ResolvedWidget); no closures, no lookups.
// - Isolation: `View`, `ViewModifier` and the style protocols are `@MainActor @preconcurrency`, as
//   Apple declares them; our own view types and modifiers are `nonisolated`; the renderer enters
//   user code through `callingViewCode` (docs/widgetkit.md, *Actor isolation*).
// - Bounded format: every printf-style format is formatted through `boundedFormat` (widths and
//   precisions at most 1,000).

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

/// The name of a view in an error path.
func pathDescription<V>(of view: V) -> String {
    if let described = view as? PathDescribing { return described.pathDescription }
    let name = String(describing: V.self)
    if let genericStart = name.firstIndex(of: "<") { return String(name[..<genericStart]) }
    return name
}
