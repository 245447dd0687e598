// One stroke vocabulary from the display list down: the display list's `StrokeOp` carries this
// value and the raster's stroker outlines it as it is.

/// How a path is stroked (SwiftUI's `StrokeStyle` without its paint), in user-space units: the
/// display list's points, mapped to pixels by the same transform as the path.
package struct StrokeStyleValue: Hashable, Codable, Sendable {
    /// The line width; ≤ 0 or non-finite draws nothing. Widths under one device pixel are drawn as
    /// one-pixel hairlines with coverage scaled by the width, so they fade instead of breaking up.
    package var width: Double
    package var cap: LineCapValue
    package var join: LineJoinValue
    /// Miter joins longer than `miterLimit` × width become bevels (CoreGraphics' rule; default 10).
    package var miterLimit: Double
    /// On/off lengths. As SVG specifies, an odd count repeats the list, and a pattern with a negative
    /// or non-finite length or a zero total is ignored (the stroke is solid).
    package var dash: [Double]
    /// How far into the pattern the stroke starts.
    package var dashPhase: Double

    package init(width: Double = 1, cap: LineCapValue = .butt, join: LineJoinValue = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }

    /// The dash pattern in effect (even count, positive total), or nil for a solid stroke.
    package var effectiveDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        return pattern.reduce(0, +) > 0 ? pattern : nil
    }
}
