import WidgetText
import WidgetResolved
/// A view with one built-in modifier applied. The modifier is a function from the context and a
/// resolver of the content to a node, so environment modifiers, wrappers and widget-level
/// modifiers (container background) share one mechanism. `name` appears in error paths
/// (`Text("x").frame`).
nonisolated public struct ModifiedView<Content: View>: View, PrimitiveView, PathDescribing {
    public typealias Body = Never
    typealias ContentResolver = (ResolveContext) throws -> ResolvedNode

    let content: Content
    let name: String
    let apply: (ResolveContext, ContentResolver) throws -> ResolvedNode
    /// Accepted for source compatibility and changing nothing drawn (`inertModifier`).
    var isInert = false

    var joinsPath: Bool { false }
    var pathDescription: String { WidgetViews.pathDescription(of: content) + "." + name }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try applying(in: context) { try WidgetViews.resolve(content, in: $0) }
    }

    private func applying(in context: ResolveContext, content: @escaping ContentResolver) throws -> ResolvedNode {
        do {
            return try apply(context, content)
        } catch let failure as CheckFailure {
            throw ResolveError(path: context.path.names + [pathDescription], message: failure.message)
        }
    }
}

extension ModifiedView: ListModifying {
    var modifiedView: any View { content }
    func resolveEach(in context: ResolveContext) throws -> [ResolvedNode]? {
        guard isList(content) else { return nil }
        return try eachMember(of: content) { try applying(in: context, content: $0) }
    }
}

nonisolated extension View {
    /// A modifier that only changes the environment of the content.
    func environmentModifier(_ name: String, _ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let inner = context.withEnvironment(change)
            // A subtree whose layout direction differs from its parent's is mirrored (LayoutDirection.swift).
            return Mirroring.mirrored(try content(inner), from: context.environment.layoutDirection,
                                      to: inner.environment.layoutDirection)
        }
    }

    /// A modifier that wraps the content's node in a `ResolvedModifier` built (and validated) here.
    func wrappingModifier(_ name: String,
                          _ make: @escaping (ResolveContext) throws -> ResolvedModifier) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let modifier = try make(context)
            return .modified(modifier, try content(context))
        }
    }

    /// A modifier that is accepted for source compatibility and changes nothing we draw.
    package func inertModifier(_ name: String) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name, apply: { context, content in try content(context) }, isInert: true)
    }
}

/// A user-defined modifier, as SwiftUI's `ViewModifier`: `body(content:)` wraps `Content`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` receives. It resolves the modified view in the environment where
/// the modifier's body places it.
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolveContent: (ResolveContext) throws -> ResolvedNode
    var joinsPath: Bool { false }
    func resolve(in context: ResolveContext) throws -> ResolvedNode { try resolveContent(context) }
}

/// A view with a user-defined `ViewModifier` applied (`.modifier(_:)`).
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView, PathDescribing {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }

    var joinsPath: Bool { false }
    var pathDescription: String { WidgetViews.pathDescription(of: content) + ".modifier(\(WidgetViews.pathDescription(of: modifier)))" }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try applying(in: context) { [content] in try WidgetViews.resolve(content, in: $0) }
    }

    private func applying(in context: ResolveContext,
                          content: @escaping (ResolveContext) throws -> ResolvedNode) throws -> ResolvedNode {
        let inner = try context.descending(naming: modifier)
        let placeholder = ViewModifierContent<Modifier>(resolveContent: content)
        let body = inner.environment.whileCurrent { callingViewCode { modifier.body(content: placeholder) } }
        return try WidgetViews.resolve(body, in: inner)
    }
}

extension ModifiedContent: ListModifying {
    var modifiedView: any View { content }
    func resolveEach(in context: ResolveContext) throws -> [ResolvedNode]? {
        guard isList(content) else { return nil }
        return try eachMember(of: content) { try applying(in: context, content: $0) }
    }
}

nonisolated extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
