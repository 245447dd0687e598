import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

/// One view of the resolved tree, rebuilt for layout: values validated, the stack axis a spacer
/// lives in resolved, and a cache of answers. Invariant: `children` matches `kind` —
/// none for leaves, the stack's children for a stack, the candidates for ViewThatFits, and for
/// a modifier the wrapped child first and, for background/overlay, the secondary view second.
///
/// A class so that the caches are shared by every path that reaches the node; a node tree lives
/// for one `layoutWidget` call on one thread.
final class LayoutNode {
    enum Kind {
        case empty
        /// `axis` is the enclosing HStack/VStack's axis; nil outside a stack (expands on both axes).
        case spacer(minLength: Double, axis: LayoutAxis?)
        case text(ResolvedText)
        case image(ResolvedImage)
        case shape(ResolvedShape)
        case stack(axis: StackAxis, alignment: ResolvedAlignment, spacing: Double?)
        case viewThatFits(Axes)
        /// For `.background` and `.overlay` the embedded node is ignored: `children[1]` is its layout node.
        case modifier(ResolvedModifier)
        /// Grids, GeometryReader and user layouts (ContainerLayout.swift).
        case container(LayoutContainer)
    }

    let kind: Kind
    let children: [LayoutNode]
    /// Sizes already chosen, by proposal: stacks ask each child at 0, ∞ and its share.
    var sizeCache = ProposalCache<Size>()
    /// Text layouts by proposal, so the op carries exactly what was measured.
    var textCache = ProposalCache<TextLayout>()
    /// Text baselines by proposal (only asked for by baseline alignment).
    var baselineCache = ProposalCache<Baselines>()
    /// Spacing preferences (ViewSpacing.swift), asked for by the stack around the node.
    var spacingCache: SpacingPreferences?

    init(kind: Kind, children: [LayoutNode] = []) {
        self.kind = kind; self.children = children
    }

    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// `layoutPriority` is a trait: it stays visible through the modifiers wrapped around it,
    /// and the outermost value wins. Anything else has priority 0.
    var layoutPriority: Double {
        guard case .modifier(let modifier) = kind, let child = children.first else { return 0 }
        if case .layoutPriority(let priority) = modifier { return priority }
        return child.layoutPriority
    }
}

/// Answers by proposal. A node is asked about only a handful of proposals (a stack asks at 0, ∞
/// and the child's share), so a linear scan is cheaper than hashing.
struct ProposalCache<Value> {
    private var entries: [(proposal: ProposedSize, value: Value)] = []

    subscript(proposal: ProposedSize) -> Value? {
        get { entries.first { $0.proposal == proposal }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.proposal == proposal }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((proposal, newValue))
            }
        }
    }
}
