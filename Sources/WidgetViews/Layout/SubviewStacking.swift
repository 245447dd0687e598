import Foundation

// SubviewStacking: the stack rules of docs/platform.md §6 on `LayoutSubviews`, for the built-in
// layouts' `Layout` methods (BuiltInLayouts.swift). The engine's own stacks do not use it.
//
// Glossary: *main* = the stacking axis, *cross* = the other one; *flexibility* = how much a subview's
// main length varies between a zero and an infinite proposal.

struct SubviewStacking {
    let axis: Axis
    /// nil: 8 pt between subviews (ViewSpacing's default, ours).
    let spacing: CGFloat?
    /// The alignment guide on the cross axis, read from a subview's dimensions.
    let cross: (ViewDimensions) -> CGFloat

    private var gap: CGFloat { spacing ?? ViewSpacing().length }

    /// Each subview's size: the stack offers the main length left (after spacing) in order of
    /// layout priority (highest first), least flexible first within a priority, each an equal
    /// share of what remains, keeping back the minimum lengths of lower priorities.
    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        var sizes = Array(repeating: CGSize.zero, count: subviews.count)
        guard let total = main(of: proposal) else {
            for (i, subview) in subviews.enumerated() { sizes[i] = subview.sizeThatFits(proposing(nil, proposal)) }
            return sizes
        }
        let minimum = subviews.map { main(of: $0.sizeThatFits(proposing(0, proposal))) }
        let maximum = subviews.map { main(of: $0.sizeThatFits(proposing(.infinity, proposal))) }
        let order = subviews.indices.sorted {
            let (a, b) = (subviews[$0].priority, subviews[$1].priority)
            if a != b { return a > b }
            let (fa, fb) = (maximum[$0] - minimum[$0], maximum[$1] - minimum[$1])
            return fa != fb ? fa < fb : $0 < $1
        }
        var remaining = max(0, total - gap * CGFloat(max(0, subviews.count - 1)))
        for (position, i) in order.enumerated() {
            let later = order[(position + 1)...]
            let reserved = later.filter { subviews[$0].priority < subviews[i].priority }.reduce(0) { $0 + minimum[$1] }
            let peers = later.count - later.filter { subviews[$0].priority < subviews[i].priority }.count + 1
            let offer = max(0, remaining - reserved) / CGFloat(peers)
            sizes[i] = subviews[i].sizeThatFits(proposing(offer, proposal))
            remaining = max(0, remaining - main(of: sizes[i]))
        }
        return sizes
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let sizes = sizes(proposal, subviews)
        guard !sizes.isEmpty else { return .zero }
        let length = sizes.reduce(0) { $0 + main(of: $1) } + gap * CGFloat(sizes.count - 1)
        let guides = sizes.map { cross(ViewDimensions(width: $0.width, height: $0.height)) }
        let line = guides.max() ?? 0
        let breadth = zip(sizes, guides).map { line - $1 + crossLength(of: $0) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }

    /// Places the subviews one after another from the bounds' origin, their cross guides on one line.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let sizes = sizes(proposal, subviews)
        let guides = sizes.map { cross(ViewDimensions(width: $0.width, height: $0.height)) }
        let line = guides.max() ?? 0
        var along: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            let across = line - guides[i]
            let origin = axis == .horizontal ? CGPoint(x: bounds.minX + along, y: bounds.minY + across)
                                             : CGPoint(x: bounds.minX + across, y: bounds.minY + along)
            subview.place(at: origin, proposal: ProposedViewSize(width: sizes[i].width, height: sizes[i].height))
            along += main(of: sizes[i]) + gap
        }
    }

    private func main(of proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.width : proposal.height }
    private func main(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func crossLength(of size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    /// `length` on the main axis, the stack's own proposal across.
    private func proposing(_ length: CGFloat?, _ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: length, height: proposal.height)
                            : ProposedViewSize(width: proposal.width, height: length)
    }
}
