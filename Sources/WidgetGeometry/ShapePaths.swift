import Foundation

/// How a rounded corner bends: a quarter circle or Apple's continuous ("squircle") curve (named after
/// Core Animation's `CALayer.cornerCurve`; WidgetViews keeps SwiftUI's `RoundedCornerStyle`).
package enum CornerCurve: String, Hashable, Codable, Sendable {
    /// A quarter ellipse (a quarter circle when both radii agree): curvature jumps where it meets the edge.
    case circular
    /// The iOS 7+ curve of `RoundedRectangle(style: .continuous)`: curvature ramps up from the edges.
    case continuous
}

/// Shape → path builders. Every closed shape starts at its rightmost top point (the point at angle 0 for
/// round shapes) and runs clockwise on screen (y down), as SwiftUI's shapes do, so `trimmed(from:to:)`
/// starts and runs where SwiftUI's `trim` does.
extension VectorPath {
    /// The control-point distance of a quarter circle approximated by one cubic: 4/3·(√2 − 1).
    /// Its radial error is at most 0.027 % of the radius.
    static let quarterCircleKappa = 0.552_284_749_830_793_4

    /// A rectangle; empty when `rect` is empty or not finite.
    package static func rectangle(_ rect: Rect) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        var path = VectorPath()
        path.move(to: Point(x: rect.maxX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.minY))
        path.close()
        return path
    }

    /// A rounded rectangle; zero radii give a plain rectangle. Radii are clamped to half the side they
    /// run along; equal radii (circular corners) stay equal, clamped to half the shorter side, so an
    /// oversized radius makes a capsule rather than elliptical ends.
    package static func roundedRectangle(_ rect: Rect, cornerWidth: Double, cornerHeight: Double,
                                        style: CornerCurve) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        var rx = cornerWidth.isFinite ? min(max(cornerWidth, 0), rect.width / 2) : 0
        var ry = cornerHeight.isFinite ? min(max(cornerHeight, 0), rect.height / 2) : 0
        if cornerWidth == cornerHeight { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else { return rectangle(rect) }
        switch style {
        case .circular: return circularRoundedRectangle(rect, rx: rx, ry: ry)
        case .continuous: return continuousRoundedRectangle(rect, radius: min(rx, ry))
        }
    }

    /// An ellipse inscribed in `rect`, as four quarter-ellipse cubics.
    package static func ellipse(in rect: Rect) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        return circularRoundedRectangle(rect, rx: rect.width / 2, ry: rect.height / 2)
    }

    /// The largest circle centered in `rect` (SwiftUI's `Circle`).
    package static func circle(in rect: Rect) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        let d = min(rect.width, rect.height)
        return ellipse(in: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }

    /// A capsule: corner radius half the shorter side.
    package static func capsule(in rect: Rect, style: CornerCurve) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        let r = min(rect.width, rect.height) / 2
        return roundedRectangle(rect, cornerWidth: r, cornerHeight: r, style: style)
    }

    /// An open circular arc, for rings and progress indicators. Angles in radians, measured clockwise on
    /// screen from +x (SwiftUI's convention); the arc runs clockwise from `startAngle` to `endAngle`
    /// when `clockwise` is true (sweeps over 2π are cut to one full turn). One cubic per ≤ 90°.
    package static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                           clockwise: Bool = true) -> VectorPath {
        guard radius.isFinite, radius > 0, center.x.isFinite, center.y.isFinite,
              startAngle.isFinite, endAngle.isFinite else { return VectorPath() }
        var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        sweep = min(sweep, 2 * .pi)
        let direction = clockwise ? 1.0 : -1.0
        let pieces = max(1, Int(saturating: (sweep / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces) * direction
        // Control distance of a cubic arc of angle θ: 4/3·tan(θ/4)·r.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        var path = VectorPath()
        path.move(to: point(startAngle))
        for i in 0..<pieces {
            let a0 = startAngle + Double(i) * step, a1 = a0 + step
            let c1 = Point(x: center.x + radius * cos(a0) - k * sin(a0), y: center.y + radius * sin(a0) + k * cos(a0))
            let c2 = Point(x: center.x + radius * cos(a1) + k * sin(a1), y: center.y + radius * sin(a1) - k * cos(a1))
            path.cubic(to: point(a1), control1: c1, control2: c2)
        }
        return path
    }

    private static func circularRoundedRectangle(_ r: Rect, rx: Double, ry: Double) -> VectorPath {
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var path = VectorPath()
        // Starts at the right edge's top end (angle 0 for an ellipse), clockwise on screen.
        path.move(to: Point(x: r.maxX, y: r.minY + ry))
        path.line(to: Point(x: r.maxX, y: r.maxY - ry))
        path.cubic(to: Point(x: r.maxX - rx, y: r.maxY),
                   control1: Point(x: r.maxX, y: r.maxY - ry + ky), control2: Point(x: r.maxX - rx + kx, y: r.maxY))
        path.line(to: Point(x: r.minX + rx, y: r.maxY))
        path.cubic(to: Point(x: r.minX, y: r.maxY - ry),
                   control1: Point(x: r.minX + rx - kx, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - ry + ky))
        path.line(to: Point(x: r.minX, y: r.minY + ry))
        path.cubic(to: Point(x: r.minX + rx, y: r.minY),
                   control1: Point(x: r.minX, y: r.minY + ry - ky), control2: Point(x: r.minX + rx - kx, y: r.minY))
        path.line(to: Point(x: r.maxX - rx, y: r.minY))
        path.cubic(to: Point(x: r.maxX, y: r.minY + ry),
                   control1: Point(x: r.maxX - rx + kx, y: r.minY), control2: Point(x: r.maxX, y: r.minY + ry - ky))
        path.close()
        return path
    }
}

extension Rect {
    /// True when every field is finite and both sides are positive.
    package var isFiniteAndNonEmpty: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && !isEmpty
    }
}
