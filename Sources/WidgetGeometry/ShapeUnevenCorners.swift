import Foundation

/// `UnevenRoundedRectangle`: a rectangle with its own radius at each corner.
extension VectorPath {
    /// A rounded rectangle with one radius per corner, starting at the right edge's top end and running
    /// clockwise on screen like the other shape builders (so `trimmed(from:to:)` agrees with them).
    ///
    /// Each radius is clamped to 0…half the shorter side (SwiftUI draws a larger radius as if it were
    /// that). **Ours** for continuous corners: where two neighbouring corners reach further along their
    /// shared edge than its length, both are compressed along that edge's axis so they meet, as
    /// `continuousRoundedRectangle` does for equal corners.
    package static func unevenRoundedRectangle(_ rect: Rect, topLeading: Double, bottomLeading: Double,
                                              bottomTrailing: Double, topTrailing: Double,
                                              style: CornerCurve) -> VectorPath {
        guard rect.isFiniteAndNonEmpty else { return VectorPath() }
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        // Clockwise from the right edge's top end: bottom-trailing, bottom-leading, top-leading, top-trailing.
        let radii = [clamp(bottomTrailing), clamp(bottomLeading), clamp(topLeading), clamp(topTrailing)]
        if radii.allSatisfy({ $0 == 0 }) { return rectangle(rect) }
        let extent = style == .continuous ? ContinuousCorner.extent : 1
        let reach = radii.map { $0 * extent }
        // The edge leading into corner i runs from corner i-1: right, bottom, left, top edges.
        let incomingLength = [rect.height, rect.width, rect.height, rect.width]
        func fit(_ a: Double, _ b: Double, _ length: Double) -> Double { a + b > length ? length / (a + b) : 1 }
        let corners: [(Point, Point, Point)] = [
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
        ]
        var path = VectorPath()
        for i in 0..<4 {
            let (corner, incoming, outgoing) = corners[i]
            let previous = (i + 3) % 4, next = (i + 1) % 4
            let su = fit(reach[i], reach[previous], incomingLength[i])
            let sv = fit(reach[i], reach[next], incomingLength[next])
            let r = radii[i]
            func map(_ u: Double, _ v: Double) -> Point {
                Point(x: corner.x - incoming.x * u * r * su + outgoing.x * v * r * sv,
                      y: corner.y - incoming.y * u * r * su + outgoing.y * v * r * sv)
            }
            let start = map(extent, 0)
            if i == 0 { path.move(to: start) } else if start != path.currentPoint { path.line(to: start) }
            guard r > 0 else { continue }
            if style == .continuous {
                for (c1u, c1v, c2u, c2v, eu, ev) in ContinuousCorner.cubics {
                    path.cubic(to: map(eu, ev), control1: map(c1u, c1v), control2: map(c2u, c2v))
                }
            } else {
                let k = 1 - quarterCircleKappa
                path.cubic(to: map(0, 1), control1: map(k, 0), control2: map(0, k))
            }
        }
        path.close()
        return path
    }
}
