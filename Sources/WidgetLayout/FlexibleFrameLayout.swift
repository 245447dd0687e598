import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
//
// Apple's documentation: "The size proposed to this view is the size proposed to the frame,
// limited by any constraints specified, and with any ideal dimensions specified replacing any
// corresponding unspecified dimensions in the proposal. If no minimum or maximum constraint is
// specified in a given dimension, the frame adopts the sizing behavior of its child in that
// dimension. If both constraints are specified in a dimension, the frame unconditionally adopts
// the size proposed for it, clamped to the constraints."
//
// objc.io, "Thinking in SwiftUI" (flexible frames) gives the per-axis algorithm implemented here,
// which agrees with every case of Apple's text:
//   proposal to the child = (proposed ?? ideal) clamped to [min, max]
//   result = child's length;  if min: result = max(min, min(result, proposed))
//                             if max: result = min(max, max(result, proposed))
// With an unspecified proposal, "proposed" is the ideal length if given, else the child's length;
// so `maxWidth: .infinity` takes the whole proposal, and the child's size under fixedSize.

extension LayoutEngine {
    func arrangeFlexibleFrame(_ frame: FlexibleFrame, child: LayoutNode, proposal: ProposedSize) throws -> Arrangement {
        let inner = ProposedSize(
            width: Self.flexibleProposal(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: Self.flexibleProposal(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        let size = try sizeThatFits(child, inner)
        let outer = Size(
            width: Self.flexibleLength(proposal.width, child: size.width,
                                       min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: Self.flexibleLength(proposal.height, child: size.height,
                                        min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        return try aligned(child, proposal: inner, size: size, in: outer, alignment: frame.alignment)
    }

    static func flexibleProposal(_ proposed: Double?, min low: Double?, ideal: Double?, max high: Double?) -> Double? {
        guard var length = proposed ?? ideal else { return nil }
        if let low { length = max(length, low) }
        if let high { length = min(length, high) }
        return length
    }

    static func flexibleLength(_ proposed: Double?, child: Double, min low: Double?, ideal: Double?,
                               max high: Double?) -> Double {
        guard low != nil || high != nil else { return child }
        let offered = proposed ?? ideal ?? child
        var length = child
        if let low { length = max(low, min(length, offered)) }
        if let high { length = min(high, max(length, offered)) }
        return length
    }
}
