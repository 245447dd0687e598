import Foundation
/// Apple's continuous ("squircle") rounded corner, as drawn by `RoundedRectangle(style: .continuous)`
/// and UIKit since iOS 7.
///
/// Apple publishes no formula. The corner used here is the widely reproduced reverse-engineered curve:
/// three cubics per corner that leave each edge `extent` × radius before the corner (≈ 1.528665 r, where
/// a circular corner leaves at 1 r), so curvature ramps up from zero instead of jumping.
/// Coordinates below are in units of the radius, as (u, v): u measured back along the incoming edge from
/// the corner point, v along the outgoing edge.
enum ContinuousCorner {
    static let extent = 1.528665
    /// (control 1, control 2, end) for each of the three cubics; the corner starts at (extent, 0).
    static let cubics: [(Double, Double, Double, Double, Double, Double)] = [
        (1.088_492_957_618_529, 0, 0.868_406_944_063_002, 0, 0.631_493_792_830_993, 0.074_911_387_847_016),
        (0.372_823_826_625_747, 0.169_059_556_044_370, 0.169_059_556_044_370, 0.372_823_826_625_747,
         0.074_911_387_847_016, 0.631_493_792_830_993),
        (0, 0.868_406_944_063_002, 0, 1.088_492_957_618_529, 0, extent),
    ]

    /// A quarter circle in the same frame (center (1, 1), from (1, 0) to (0, 1)) as three 30° cubics,
    /// the shape a continuous corner becomes where it has no room to reach `extent` along its edges.
    static let circular: [(Double, Double, Double, Double, Double, Double)] = {
        let k = 4.0 / 3 * tan(Double.pi / 24)  // handle length of a 30° arc of radius 1
        func point(_ degrees: Double) -> (Double, Double) {
            (1 + cos(degrees * .pi / 180), 1 + sin(degrees * .pi / 180))
        }
        // Going from −90° to −180°, the direction of travel at angle a is (sin a, −cos a).
        return stride(from: -90.0, to: -180.0, by: -30).map { from in
            let to = from - 30
            let p0 = point(from), p3 = point(to)
            let a0 = from * .pi / 180, a1 = to * .pi / 180
            return (p0.0 + k * sin(a0), p0.1 - k * cos(a0), p3.0 - k * sin(a1), p3.1 + k * cos(a1), p3.0, p3.1)
        }
    }()

    /// The corner `t` of the way from the continuous curve (0) to the quarter circle (1): its start
    /// along the incoming edge and its three cubics. Every point moves in a straight line, so the
    /// corner leaves each edge `extent` − t × (extent − 1) radii before the corner point.
    static func blended(_ t: Double) -> (start: Double, cubics: [(Double, Double, Double, Double, Double, Double)]) {
        guard t > 0 else { return (extent, cubics) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return (mix(extent, 1), zip(cubics, circular).map { c, q in
            (mix(c.0, q.0), mix(c.1, q.1), mix(c.2, q.2), mix(c.3, q.3), mix(c.4, q.4), mix(c.5, q.5))
        })
    }
}

extension VectorPath {
    /// A rounded rectangle with continuous corners of `radius` (already ≤ half of each side).
    ///
    /// Small rects (**ours**, Apple's exact small-rect curve is unpublished): where a side is shorter
    /// than 2 × 1.528665 r, the corners cannot reach that far along it; they turn toward a quarter
    /// circle of the same radius just enough to meet at the side's midpoint, so a capsule (radius =
    /// half the shorter side) has half-circle ends, as iOS draws capsules and pills, and a corner
    /// stops growing along its edges before it would overlap its neighbour.
    static func continuousRoundedRectangle(_ rect: Rect, radius r: Double) -> VectorPath {
        let room = min(rect.width, rect.height) / 2  // how far a corner may reach along either edge
        let t = r > 0 ? min(1, max(0, (ContinuousCorner.extent * r - room) / ((ContinuousCorner.extent - 1) * r))) : 0
        let corner = ContinuousCorner.blended(t)
        let reach = corner.start * r

        // Corners in clockwise order from the right edge's top end: (corner point, incoming direction,
        // outgoing direction).
        let corners: [(Point, Point, Point)] = [
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
        ]
        var path = VectorPath()
        path.move(to: Point(x: rect.maxX, y: rect.minY + reach))
        for (point, incoming, outgoing) in corners {
            func map(_ u: Double, _ v: Double) -> Point {
                Point(x: point.x - incoming.x * u * r + outgoing.x * v * r,
                      y: point.y - incoming.y * u * r + outgoing.y * v * r)
            }
            let start = map(corner.start, 0)
            if start != path.currentPoint { path.line(to: start) }
            for (c1u, c1v, c2u, c2v, eu, ev) in corner.cubics {
                path.cubic(to: map(eu, ev), control1: map(c1u, c1v), control2: map(c2u, c2v))
            }
        }
        path.close()
        return path
    }

    /// The end point of the last element, or nil for an empty path.
    var currentPoint: Point? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}
