import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// HStack and VStack: SwiftUI's stack algorithm (docs/platform.md §6; objc.io, "Thinking in SwiftUI",
// chapter "Layout", stacks):
// 1. Subtract the spacing from the proposal along the axis: what is left is shared.
// 2. Group the children by layoutPriority, highest first. While a group is laid out, every lower
//    group is reserved its minimum (its size at proposal 0 along the axis).
// 3. Inside a group, the least flexible child (size at ∞ − size at 0 along the axis) is offered
//    first; each child is offered what is left ÷ the children left, and what it takes is
//    subtracted. Spacers come last and are not counted until then: the others share what is left
//    after the spacers' minimum lengths.
// 4. The stack is the children's sum plus spacing along the axis and the extent of the aligned
//    children across it. Children may take more than offered: the stack then overflows.
// `.empty` children take neither a slot nor spacing.

extension LayoutEngine {
    func arrangeStack(_ allChildren: [LayoutNode], axis: LayoutAxis, alignment: ResolvedAlignment,
                      spacing: Double?, proposal: ProposedSize) throws -> Arrangement {
        let children = allChildren.filter { !$0.isEmpty }
        guard !children.isEmpty else { return Arrangement(size: .zero, children: []) }
        let gaps = try stackGaps(children, axis: axis, spacing: spacing)
        let totalSpacing = gaps.reduce(0, +)

        let proposals = try distribute(children, axis: axis, totalSpacing: totalSpacing, proposal: proposal)
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for (child, childProposal) in zip(children, proposals) {
            sizes.append(try sizeThatFits(child, childProposal))
        }

        return try lineUp(children, proposals: proposals, sizes: sizes, axis: axis, alignment: alignment, gaps: gaps)
    }

    /// Children of the given sizes one after the other along `axis`, `gaps[i]` between child i and
    /// i + 1 (negative gaps overlap them, as in SwiftUI); across the axis every child's guide lines
    /// up with the largest guide, so the topmost (or leadingmost) child starts at 0.
    func lineUp(_ children: [LayoutNode], proposals: [ProposedSize], sizes: [Size], axis: LayoutAxis,
                alignment: ResolvedAlignment, gaps: [Double]) throws -> Arrangement {
        var guides: [Double] = []
        guides.reserveCapacity(children.count)
        for index in children.indices {
            switch axis {
            case .horizontal:
                guides.append(try verticalGuide(alignment, of: children[index], proposal: proposals[index],
                                                size: sizes[index]))
            case .vertical:
                guides.append(try horizontalGuide(alignment, of: children[index], proposal: proposals[index],
                                                  size: sizes[index]))
            }
        }
        let maxGuide = guides.max() ?? 0

        var placements: [ChildPlacement] = []
        placements.reserveCapacity(children.count)
        var position = 0.0
        var crossExtent = 0.0
        for index in children.indices {
            // Measured at an infinite cross proposal a child can be infinitely long, and ∞ − ∞ is NaN:
            // such a child starts at 0 and makes the stack infinite across (max() drops NaN).
            let offset = maxGuide - guides[index]
            let crossOffset = offset.isNaN ? 0 : offset
            placements.append(ChildPlacement(node: children[index], proposal: proposals[index],
                                             origin: .along(axis, main: position, cross: crossOffset),
                                             size: sizes[index]))
            position += sizes[index][axis] + (index < gaps.count ? gaps[index] : 0)
            crossExtent = max(crossExtent, crossOffset + sizes[index][axis.cross])
        }
        let mainExtent = position
        return Arrangement(size: .along(axis, main: mainExtent, cross: crossExtent), children: placements)
    }

    /// The proposal each child gets (steps 1–3 above). With an unspecified length along the axis
    /// every child is asked for its ideal length.
    private func distribute(_ children: [LayoutNode], axis: LayoutAxis, totalSpacing: Double,
                            proposal: ProposedSize) throws -> [ProposedSize] {
        let cross = proposal[axis.cross]
        guard let offered = proposal[axis] else {
            return Array(repeating: .along(axis, main: nil, cross: cross), count: children.count)
        }
        guard offered.isFinite else {
            // Infinity divided among any number of children is still infinity (and ∞ − ∞ is NaN).
            return Array(repeating: .along(axis, main: offered, cross: cross), count: children.count)
        }

        var minimums: [Double] = []
        var flexibilities: [Double] = []
        for child in children {
            let least = try sizeThatFits(child, .along(axis, main: 0, cross: cross))[axis]
            let most = try sizeThatFits(child, .along(axis, main: .infinity, cross: cross))[axis]
            minimums.append(least)
            let flexibility = most - least
            flexibilities.append(flexibility.isNaN ? .infinity : flexibility)
        }

        let priorities = children.map(\.layoutPriority)
        var proposals = Array(repeating: ProposedSize.along(axis, main: 0, cross: cross), count: children.count)
        var remaining = offered - totalSpacing
        for priority in Set(priorities).sorted(by: >) {
            let reservedForLower = children.indices
                .filter { priorities[$0] < priority }
                .reduce(0.0) { $0 + minimums[$1] }
            let group = children.indices
                .filter { priorities[$0] == priority }
                .sorted { a, b in
                    let keyA = (children[a].isSpacer ? 1 : 0, flexibilities[a])
                    let keyB = (children[b].isSpacer ? 1 : 0, flexibilities[b])
                    return keyA != keyB ? keyA < keyB : a < b
                }
            var available = remaining - reservedForLower
            // Spacers are laid out last (docs/platform.md §6): until the other children of the group have
            // chosen, only the spacers' minimums are held back and the others split the rest, so
            // `HStack { Text(…); Spacer() }` gives the text all it needs.
            var spacersLeft = group.filter { children[$0].isSpacer }
            var othersLeft = group.count - spacersLeft.count
            for index in group {
                let isSpacer = children[index].isSpacer
                let divisor: Double
                if isSpacer {
                    divisor = Double(spacersLeft.count)
                    spacersLeft.removeFirst()
                } else {
                    divisor = Double(othersLeft)
                    othersLeft -= 1
                }
                let heldForSpacers = isSpacer ? 0 : spacersLeft.reduce(0.0) { $0 + minimums[$1] }
                // A negative share means the stack already overflows: offer nothing.
                let share = max(0, (available - heldForSpacers) / divisor)
                let childProposal = ProposedSize.along(axis, main: share, cross: cross)
                proposals[index] = childProposal
                let length = try sizeThatFits(children[index], childProposal)[axis]
                available -= length
                remaining -= length
            }
        }
        return proposals
    }
}
