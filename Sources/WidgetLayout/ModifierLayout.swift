import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Modifiers that change what the child is offered or how big the result is. Drawing-only
// modifiers (opacity, clip, offset, rotation, scale, shadow, hidden) and layoutPriority (read by
// stacks) pass the proposal through and take the child's size.

extension LayoutEngine {
    func arrangeModifier(_ modifier: ResolvedModifier, children: [LayoutNode],
                         proposal: ProposedSize) throws -> Arrangement {
        let child = children[0]
        switch modifier {
        case .padding(let insets):
            // Offer less by the insets, report the child plus the insets.
            let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = try sizeThatFits(child, inner)
            return Arrangement(
                size: Size(width: size.width + insets.horizontal, height: size.height + insets.vertical),
                children: [ChildPlacement(node: child, proposal: inner,
                                          origin: Point(x: insets.leading, y: insets.top), size: size)])

        case .frame(let width, let height, let alignment):
            // `frame(width:height:)`: fixed axes propose and report exactly their length; nil axes
            // pass the proposal through and take the child's length.
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let size = try sizeThatFits(child, inner)
            let frame = Size(width: width ?? size.width, height: height ?? size.height)
            return try aligned(child, proposal: inner, size: size, in: frame, alignment: alignment)

        case .flexibleFrame(let frame):
            return try arrangeFlexibleFrame(frame, child: child, proposal: proposal)

        case .fixedSize(let horizontal, let vertical):
            // Fixed axes ask for the ideal size.
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return try passing(child, inner)

        case .background(_, let alignment), .overlay(_, let alignment):
            // The secondary view is offered the primary's size and aligned on it; the primary alone
            // decides the size. A background draws before the primary, an overlay after.
            let primarySize = try sizeThatFits(child, proposal)
            let primary = ChildPlacement(node: child, proposal: proposal, origin: .zero, size: primarySize)
            let secondaryProposal = ProposedSize(primarySize)
            var secondary = try aligned(children[1], proposal: secondaryProposal,
                                        size: try sizeThatFits(children[1], secondaryProposal),
                                        in: primarySize, alignment: alignment).children[0]
            secondary.isDecoration = true
            if case .background = modifier {
                return Arrangement(size: primarySize, children: [secondary, primary])
            }
            return Arrangement(size: primarySize, children: [primary, secondary])

        case .aspectRatio(let ratio, let contentMode):
            return try arrangeAspectRatio(ratio, contentMode: contentMode, child: child, proposal: proposal)

        case .widthFraction(let fraction):
            // Offers and takes `fraction` × the proposed width; the child starts at the leading edge.
            let width = proposal.width.map { $0 * fraction }
            let inner = ProposedSize(width: width, height: proposal.height)
            let size = try sizeThatFits(child, inner)
            return Arrangement(size: Size(width: width ?? size.width, height: size.height),
                               children: [ChildPlacement(node: child, proposal: inner, origin: .zero, size: size)])

        case .layoutPriority, .opacity, .clip, .offset, .rotation, .scale, .shadow, .hidden, .gridCell, .alignmentGuide,
             .containerShape, .anchor:
            return try passing(child, proposal)

        case .effect:
            return try passing(child, proposal)

        case .mask(_, let alignment):
            return try arrangeMask(alignment, children: children, proposal: proposal)
        case .position(let x, let y):
            return try arrangePosition(x: x, y: y, child: child, proposal: proposal)
        }
    }

    /// The child alone, offered `proposal`, at the container's origin and size.
    func passing(_ child: LayoutNode, _ proposal: ProposedSize) throws -> Arrangement {
        let size = try sizeThatFits(child, proposal)
        return Arrangement(size: size, children: [ChildPlacement(node: child, proposal: proposal,
                                                                 origin: .zero, size: size)])
    }

    /// The child aligned in a container of `containerSize`.
    func aligned(_ child: LayoutNode, proposal: ProposedSize, size: Size, in containerSize: Size,
                 alignment: ResolvedAlignment) throws -> Arrangement {
        let origin = try origin(aligning: child, proposal: proposal, size: size, in: containerSize, alignment: alignment)
        return Arrangement(size: containerSize,
                           children: [ChildPlacement(node: child, proposal: proposal, origin: origin, size: size)])
    }
}
