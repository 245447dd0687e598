import Foundation
import WidgetGeometry

/// How a path is stroked (the raster form of SwiftUI's `StrokeStyle`), in user-space units.
package struct RasterStrokeStyle: Hashable, Sendable {
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
    var effectiveDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        return pattern.reduce(0, +) > 0 ? pattern : nil
    }
}

/// A stroke resolved against its transform: the user-space width to outline (hairlines widened to one
/// device pixel), the coverage scale that fades them, and the flattening tolerance in user units.
struct StrokePlan {
    var style: RasterStrokeStyle
    var coverageScale: Double
    var userTolerance: Double

    init?(style: RasterStrokeStyle, transform: Transform) {
        guard style.width.isFinite, style.width > 0 else { return nil }
        // Device pixels per user unit: the mean scale for the width, the largest axis scale for flattening.
        let meanScale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let maxScale = max(hypot2(transform.a, transform.b), hypot2(transform.c, transform.d))
        guard meanScale > 0, meanScale.isFinite, maxScale.isFinite else { return nil }
        self.style = style
        let deviceWidth = style.width * meanScale
        if deviceWidth < 1 {
            self.style.width = 1 / meanScale
            coverageScale = deviceWidth
        } else {
            coverageScale = 1
        }
        userTolerance = EdgeList.tolerance / maxScale
    }
}
