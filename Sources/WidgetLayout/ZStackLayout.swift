import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// ZStack and ViewThatFits: containers that give every child (or the chosen one) the whole proposal.

extension LayoutEngine {
    /// A ZStack proposes its proposal to every child and lines their guides up at one point; its
    /// size is the union of the aligned children (docs/platform.md §6). Draw order is child order.
    func arrangeZStack(_ allChildren: [LayoutNode], alignment: ResolvedAlignment,
                       proposal: ProposedSize) throws -> Arrangement {
        let children = allChildren.filter { !$0.isEmpty }
        guard !children.isEmpty else { return Arrangement(size: .zero, children: []) }

        var placements: [ChildPlacement] = []
        var union: Rect?
        for child in children {
            let size = try sizeThatFits(child, proposal)
            // Relative to the common alignment point.
            let origin = Point(x: -(try horizontalGuide(alignment, of: child, proposal: proposal, size: size)),
                               y: -(try verticalGuide(alignment, of: child, proposal: proposal, size: size)))
            let frame = Rect(origin: origin, size: size)
            union = union.map { $0.union(frame) } ?? frame
            placements.append(ChildPlacement(node: child, proposal: proposal, origin: origin, size: size))
        }
        let bounds = union ?? .zero
        for index in placements.indices {
            placements[index].origin = placements[index].origin - bounds.origin
        }
        return Arrangement(size: bounds.size, children: placements)
    }

    /// `ViewThatFits(in: axes)`: the first child whose ideal size (unspecified proposal) fits the
    /// proposal on the constrained axes, else the last; only that child is placed and drawn.
    func arrangeViewThatFits(_ children: [LayoutNode], axes: Axes, proposal: ProposedSize) throws -> Arrangement {
        func fits(_ ideal: Double, _ offered: Double?) -> Bool {
            guard let offered else { return true }
            // Tolerate the last bits of floating-point noise in sums of lengths.
            return ideal <= offered + 1e-9
        }
        var chosen = children[children.count - 1]
        for child in children.dropLast() {
            let ideal = try sizeThatFits(child, .unspecified)
            if (!axes.contains(.horizontal) || fits(ideal.width, proposal.width))
                && (!axes.contains(.vertical) || fits(ideal.height, proposal.height)) {
                chosen = child
                break
            }
        }
        let size = try sizeThatFits(chosen, proposal)
        return Arrangement(size: size, children: [ChildPlacement(node: chosen, proposal: proposal,
                                                                 origin: .zero, size: size)])
    }
}
