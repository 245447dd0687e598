/// How a filled-outline symbol follows the font weight (docs/symbols.md, "Weight"; our rule, as
/// Apple publishes no outline offsets for SF Symbols' nine weights).
///
/// One width per 100 of weight away from regular, `strokeWidthPerHeight` × the symbol's height:
/// - heavier: the outline is stroked in the symbol's paint, so every edge moves out by half the
///   width (a synthetic bold);
/// - lighter: the fill is thinned by the same width (`ResolvedShape.erosion`: the outline's round
///   stroke removed from the fill), so every edge moves in by half the width.
/// The nine weights thus form an even ramp of edge offsets, −1.5 … 0 … +2.5 steps of 0.006 × height.
enum SymbolWeight {
    /// Stroke width per 100 of weight, as a fraction of the symbol's height.
    static let strokeWidthPerHeight = 0.012

    /// The stroke that moves every edge by half of it: out above regular, in below; 0 at regular.
    static func strokeWidth(weight: Int, height: Double) -> Double {
        height * strokeWidthPerHeight * Double(abs(weight - 400)) / 100
    }
}
