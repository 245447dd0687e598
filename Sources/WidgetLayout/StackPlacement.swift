import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Placing a stack's children with the size the stack finally took (docs/platform.md §6, "Stacks
// place with the final size").
//
// SwiftUI sizes a stack in one pass (each child is proposed its share, `arrangeStack`) and places
// its children in a second one, where each child is proposed what it actually gets: along the
// axis the length it chose, across the axis the stack's own extent. So a view that takes what it
// is offered grows to its tallest (widest) sibling: `HStack { Text(…); Color.red }.fixedSize()`
// draws the color as tall as the text, not at its 10-point ideal, and a `frame(maxHeight:
// .infinity)` bar in a fixed-size row is as tall as the row. A ZStack proposes its final size to
// every child, so `ZStack { Color; Text }.fixedSize()` fills exactly the text's box.
//
// The stack's size stays the one chosen while sizing: the parent has already placed it.

extension LayoutEngine {
    /// Where the children of `node` are drawn for `proposal`: for stacks the second pass above,
    /// for every other container its sizing arrangement (their proposals do not depend on
    /// siblings).
    func placement(_ node: LayoutNode, _ proposal: ProposedSize) throws -> Arrangement {
        guard case .stack(let axis, let alignment, let spacing) = node.kind else {
            return try arrange(node, proposal)
        }
        let measured = try arrange(node, proposal)
        switch axis {
        case .horizontal:
            return try placeStack(measured, axis: .horizontal, alignment: alignment, spacing: spacing)
        case .vertical:
            return try placeStack(measured, axis: .vertical, alignment: alignment, spacing: spacing)
        case .depth:
            let final = ProposedSize(measured.size)
            guard final != proposal else { return measured }
            let placed = try arrangeZStack(node.children, alignment: alignment, proposal: final)
            return Arrangement(size: measured.size, children: placed.children)
        }
    }

    /// HStack / VStack: every child is proposed its chosen length along the axis and the stack's
    /// extent across it, then the children are lined up again with the sizes they now choose.
    private func placeStack(_ measured: Arrangement, axis: LayoutAxis, alignment: ResolvedAlignment,
                            spacing: Double?) throws -> Arrangement {
        let cross = measured.size[axis.cross]
        var children: [LayoutNode] = []
        var proposals: [ProposedSize] = []
        var sizes: [Size] = []
        for placement in measured.children {
            let final = ProposedSize.along(axis, main: placement.size[axis], cross: cross)
            children.append(placement.node)
            proposals.append(final)
            sizes.append(try sizeThatFits(placement.node, final))
        }
        let placed = try lineUp(children, proposals: proposals, sizes: sizes, axis: axis,
                                alignment: alignment, gaps: try stackGaps(children, axis: axis, spacing: spacing))
        return Arrangement(size: measured.size, children: placed.children)
    }
}
