import WidgetGeometry
import WidgetText
import WidgetResolved

/// Lowers `view` with `environment` to the closed resolved tree. Image pixels come from `images`.
/// The same inputs always give an equal `ResolvedWidget`. The tree alone, to look at: laying it out
/// needs the code of its deferred views too (`resolveWidgetAndCode`).
package func resolveWidget<V: View>(_ view: V, environment: EnvironmentValues, images: ImageProviding,
                                   options: ResolveOptions = ResolveOptions()) throws -> ResolvedWidget {
    try resolveWidgetAndCode(view, environment: environment, images: images, options: options).widget
}

/// Lowers `view` to the closed resolved tree and the code of its GeometryReaders, user `Layout`s and
/// alignment guides, which layout runs (`LayoutContext.deferred`).
package func resolveWidgetAndCode<V: View>(_ view: V, environment: EnvironmentValues, images: ImageProviding,
                                          options: ResolveOptions = ResolveOptions()) throws -> Resolution {
    let collector = ResolveCollector(images: images, options: options)
    collector.maximumNodes = options.maximumNodes
    let context = ResolveContext(environment: environment, path: ViewPath(), collector: collector)
    let content: ResolvedNode
    do {
        // A right-to-left widget is laid out mirrored (LayoutDirection.swift).
        content = Mirroring.mirrored(try ResolveCollector.$current.withValue(collector) { try resolve(view, in: context) },
                                     from: .leftToRight, to: environment.layoutDirection)
    } catch let failure as CheckFailure {
        // Every view reports with its path; this only keeps an internal type from escaping.
        throw ResolveError(path: [pathDescription(of: view)], message: failure.message)
    }
    let widget = ResolvedWidget(content: content, containerBackground: collector.containerBackground,
                                backgroundRemovable: collector.backgroundRemovable,
                                contentMarginsDisabled: collector.contentMarginsDisabled,
                                images: collector.pixmaps, warnings: collector.warnings)
    return Resolution(widget: widget, deferred: collector.deferred)
}

/// One view to one node. Primitive views lower themselves; composite views are named in the path
/// and their `body` is evaluated with the context's environment as `EnvironmentValues.current`.
func resolve<V: View>(_ view: V, in context: ResolveContext) throws -> ResolvedNode {
    var context = try context.nested()
    if let list = view as? ChildListView {
        return try stackIfNeeded(list.resolveChildren(in: context))
    }
    if let modified = view as? ListModifying, let members = try modified.resolveEach(in: context) {
        return stackIfNeeded(members)
    }
    // Only a Grid's direct children (lists pass through) may be its rows.
    if context.gridRows != nil, !(view is GridRowMarker) { context.gridRows = nil }
    // A user Layout's direct child starts a subview's layout values (LayoutValueKey.swift).
    if context.layoutValues != nil { return try context.resolvingSubview { try resolve(view, in: $0) } }
    if context.layoutValueBox != nil, view is PrimitiveView, !(view is LayoutValueTransparent) { context.layoutValueBox = nil }
    if let primitive = view as? PrimitiveView {
        let named = primitive.joinsPath ? try context.descending(naming: view) : context
        return Mirroring.keepingOrientation(view, try primitive.resolve(in: named), in: named.environment)
    }
    let inner = try context.descending(naming: view)
    let body = inner.environment.whileCurrent { view.body }
    return try resolve(body, in: inner)
}

extension ResolveContext {
    /// One level deeper, or an error beyond `maximumNesting` (every path that recurses passes here).
    func nested() throws -> ResolveContext {
        var context = self
        context.nesting += 1
        guard context.nesting <= ResolveContext.maximumNesting else {
            throw ResolveError(path: Array(context.path.names.prefix(3)) + ["…"],
                               message: "views and modifiers nest deeper than \(ResolveContext.maximumNesting) levels")
        }
        return context
    }
}

/// A view as stack children: lists flatten, and views that resolve to nothing are dropped
/// (SwiftUI puts no spacing around an EmptyView or a false `if`).
func resolveChildren<V: View>(_ view: V, in context: ResolveContext) throws -> [ResolvedNode] {
    if let list = view as? ChildListView { return try list.resolveChildren(in: context) }
    if let modified = view as? ListModifying, let members = try modified.resolveEach(in: context.nested()) {
        return members.filter { $0 != .empty }
    }
    let node = try resolve(view, in: context)
    return node == .empty ? [] : [node]
}

/// Several views where one is expected (a `body` of several views, a Group) stack vertically,
/// as SwiftUI's implicit layout of a widget body does.
func stackIfNeeded(_ nodes: [ResolvedNode]) -> ResolvedNode {
    switch nodes.count {
    case 0: return .empty
    case 1: return nodes[0]
    default: return .stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
    }
}
