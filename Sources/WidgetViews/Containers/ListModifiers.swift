import WidgetResolved

// A modifier on a list of views (a `Group`, a `ForEach`, an `AnyView` of several views) applies to
// each of the list's views, and they stay siblings in the list's parent: Apple's `Group`
// documentation, "any modifier you apply to the group affects all of that group's members"
// (docs/views.md "Lists"). So `ForEach(items) { Row($0) }.padding(4)` in a leading-aligned VStack
// gives padded rows, each at the leading edge, not one centered column.
//
// Glossary: *list* = a view that stands for several siblings (`ChildListView`), also after
// modifiers; *member* = one of its views.

/// A modifier wrapper that can apply itself member by member when its content is a list.
protocol ListModifying {
    /// The modified members, or nil when the content is one view.
    func resolveEach(in context: ResolveContext) throws -> [ResolvedNode]?
    /// The view the modifier applies to.
    var modifiedView: any View { get }
}

/// Whether a view stands for several siblings, also under modifiers. A loop, not recursion, and
/// bounded: a chain deeper than resolution allows is not a list (resolving it fails on its depth).
func isList(_ view: any View) -> Bool {
    var current = view
    for _ in 0..<ResolveContext.maximumNesting {
        if current is ChildListView { return true }
        guard let modifier = current as? ListModifying else { return false }
        current = modifier.modifiedView
    }
    return false
}

/// `modify` once per member of `list`. `modify` gets a resolver of its content in the context the
/// modifier chooses: the first run resolves the whole list there, each later run gets the next
/// member as resolved then (a modifier gives its content the same context every time), so the
/// list is resolved once.
func eachMember<V: View>(of list: V,
                         _ modify: (_ content: @escaping (ResolveContext) throws -> ResolvedNode) throws -> ResolvedNode)
    throws -> [ResolvedNode] {
    var members: [ResolvedNode]?
    let first = try modify { inner in
        let resolved = try resolveChildren(list, in: inner)
        members = resolved
        return resolved.first ?? .empty
    }
    // A modifier that never resolved its content (nothing of it is drawn) stays one node.
    guard let members else { return [first] }
    guard !members.isEmpty else { return [] }
    var result = [first]
    for member in members.dropFirst() { result.append(try modify { _ in member }) }
    return result
}
