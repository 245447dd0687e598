import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// `aspectRatio(_:contentMode:)`: offers the child a size of the given width ÷ height ratio.
// - ratio nil: the child's ideal aspect ratio (its size for an unspecified proposal).
// - both axes proposed: `.fit` takes the largest size with that ratio inside the proposal,
//   `.fill` the smallest that covers it (docs/platform.md §6).
// - one axis proposed: that axis decides and the other follows the ratio, as a `.fit` image
//   takes the full width of a scroll view in SwiftUI.
// - neither proposed: the child's ideal size, fitted or filled to the ratio.
// The modifier then takes the child's size (a resizable image takes exactly what it is offered).
// A child whose ideal size has a zero side has no ratio: it is offered the proposal unchanged (ours).

extension LayoutEngine {
    func arrangeAspectRatio(_ ratio: Double?, contentMode: ContentModeValue, child: LayoutNode,
                            proposal: ProposedSize) throws -> Arrangement {
        let ideal = try sizeThatFits(child, .unspecified)
        let aspect: Double
        if let ratio {
            aspect = ratio
        } else if ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite {
            aspect = ideal.width / ideal.height
        } else {
            return try passing(child, proposal)
        }
        let target = Self.aspectSize(aspect, contentMode: contentMode, proposal: proposal, ideal: ideal)
        return try passing(child, ProposedSize(target))
    }

    static func aspectSize(_ aspect: Double, contentMode: ContentModeValue, proposal: ProposedSize,
                           ideal: Size) -> Size {
        switch (proposal.width, proposal.height) {
        case let (width?, height?):
            return fitted(aspect, contentMode: contentMode, in: Size(width: width, height: height))
        case let (width?, nil):
            return Size(width: width, height: width / aspect)
        case let (nil, height?):
            return Size(width: height * aspect, height: height)
        case (nil, nil):
            return fitted(aspect, contentMode: contentMode, in: ideal)
        }
    }

    /// The largest (fit) or smallest (fill) size of `aspect` inside / around `bounds`.
    private static func fitted(_ aspect: Double, contentMode: ContentModeValue, in bounds: Size) -> Size {
        let widthFromHeight = bounds.height * aspect
        let width = contentMode == .fit ? min(bounds.width, widthFromHeight) : max(bounds.width, widthFromHeight)
        return Size(width: width, height: width / aspect)
    }
}
