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
}

extension VectorPath {
    /// A rounded rectangle with continuous corners of `radius` (already ≤ half of each side).
    ///
    /// Small rects (**ours**, Apple's exact small-rect curve is unpublished): where a side is shorter
    /// than 2 × 1.528665 r, the corners are compressed along that side's axis so they meet at its
    /// midpoint. Compression keeps the end tangents, so the outline stays smooth; a capsule becomes a
    /// stadium whose ends are slightly flatter than half circles.
    static func continuousRoundedRectangle(_ rect: Rect, radius r: Double) -> VectorPath {
        let reach = ContinuousCorner.extent * r
        let sx = min(1, rect.width / 2 / reach), sy = min(1, rect.height / 2 / reach)
        let uy = reach * sy  // how far each corner reaches along the vertical edges

        // Corners in clockwise order from the right edge's top end: (corner point, incoming direction,
        // outgoing direction, scale along incoming axis, scale along outgoing axis).
        let corners: [(Point, Point, Point, Double, Double)] = [
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), sy, sx),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), sx, sy),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), sy, sx),
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), sx, sy),
        ]
        var path = VectorPath()
        path.move(to: Point(x: rect.maxX, y: rect.minY + uy))
        for (corner, incoming, outgoing, su, sv) in corners {
            func map(_ u: Double, _ v: Double) -> Point {
                Point(x: corner.x - incoming.x * u * r * su + outgoing.x * v * r * sv,
                      y: corner.y - incoming.y * u * r * su + outgoing.y * v * r * sv)
            }
            let start = map(ContinuousCorner.extent, 0)
            if start != path.currentPoint { path.line(to: start) }
            for (c1u, c1v, c2u, c2v, eu, ev) in ContinuousCorner.cubics {
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
