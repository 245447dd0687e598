import WidgetGeometry
import WidgetResolved

/// How a filled-outline symbol follows the font weight (docs/symbols.md, "Weight"; our rule, as
/// Apple publishes no outline offsets for SF Symbols' nine weights).
///
/// One width per 100 of weight away from regular, `strokeWidthPerHeight` × the symbol's height:
/// - heavier: the outline is stroked in the symbol's paint, so every edge moves out by half the
///   width (a synthetic bold);
/// - lighter: the same stroke is removed from the fill (destination-out inside a compositing group),
///   so every edge moves in by half the width.
/// The nine weights thus form an even ramp of edge offsets, −1.5 … 0 … +2.5 steps of 0.006 × height.
enum SymbolWeight {
    /// Stroke width per 100 of weight, as a fraction of the symbol's height.
    static let strokeWidthPerHeight = 0.012

    /// The stroke that moves every edge by half of it: out above regular, in below; 0 at regular.
    static func strokeWidth(weight: Int, height: Double) -> Double {
        height * strokeWidthPerHeight * Double(abs(weight - 400)) / 100
    }

    /// A filled outline thinned by `width`: the fill, then its outline stroked with `width` and
    /// erased from it (round joins and caps, so corners thin evenly). The group keeps the erasing
    /// to this layer's own pixels; only coverage is removed, so the paint does not matter to it.
    static func eroded(_ shape: ResolvedShape, paint: ResolvedPaint, width: Double) -> ResolvedNode {
        // A placeholder box would be erased with it: redacted symbols keep the plain shape.
        guard width > 0, !shape.redacted else { return .shape(shape) }
        var outline = shape
        outline.fill = nil
        outline.stroke = ResolvedStroke(paint: paint, lineWidth: width, cap: .round, join: .round)
        let eraser = ResolvedNode.modified(.effect(.blendMode(.destinationOut)), .shape(outline))
        let stack = ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [.shape(shape), eraser])
        return .modified(.effect(.compositingGroup), .stack(stack))
    }
}
