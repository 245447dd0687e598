import WidgetGeometry

/// The straight edges of a filled path in device space, relative to a clip box's origin and clipped
/// horizontally to it, ready for accumulation.
///
/// Horizontal clipping keeps the winding right: the part of an edge left of the box becomes a
/// vertical edge on the box's left side (it still covers every pixel to its right), the part right
/// of the box a vertical edge on its right side (which touches no pixel of the box).
struct EdgeList {
    /// x0, y0, x1, y1 per edge, box-relative.
    private(set) var coordinates: [Float] = []
    var count: Int { coordinates.count / 4 }

    /// Device-space flattening tolerance: 1/50 px, so chords lose under 1/255 of a small dot's area.
    static let tolerance = 0.02

    init(contours: [FlattenedContour], box: IntRect) {
        coordinates.reserveCapacity(contours.reduce(0) { $0 + $1.points.count } * 4 + 16)
        let ox = Double(box.x0), oy = Double(box.y0)
        let width = Double(box.width), height = Double(box.height)
        for contour in contours where contour.points.count > 1 {
            var previous = contour.points[contour.points.count - 1]  // fills close every contour
            for point in contour.points {
                addClipped(previous.x - ox, previous.y - oy, point.x - ox, point.y - oy, width: width, height: height)
                previous = point
            }
        }
    }

    /// Coordinates are first clamped to ±2⁴⁰ px: far beyond any canvas, yet small enough that
    /// differences and products below stay finite.
    static let coordinateLimit = 1_099_511_627_776.0

    private mutating func addClipped(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                                     width: Double, height: Double) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        let limit = EdgeList.coordinateLimit
        var x0 = min(max(ax, -limit), limit), y0 = min(max(ay, -limit), limit)
        var x1 = min(max(bx, -limit), limit), y1 = min(max(by, -limit), limit)
        guard y0 != y1 else { return }
        // Entirely above or below the box: no pixel of the box sees it.
        if (y0 <= 0 && y1 <= 0) || (y0 >= height && y1 >= height) { return }
        // Clip vertically to the box (keeping the direction, which carries the winding sign).
        let tTop = (0 - y0) / (y1 - y0), tBottom = (height - y0) / (y1 - y0)
        let tEnter = max(0, min(tTop, tBottom)), tExit = min(1, max(tTop, tBottom))
        guard tEnter < tExit else { return }
        if tEnter > 0 || tExit < 1 {
            let (sx, sy) = (x0 + (x1 - x0) * tEnter, y0 + (y1 - y0) * tEnter)
            let (ex, ey) = (x0 + (x1 - x0) * tExit, y0 + (y1 - y0) * tExit)
            (x0, y0, x1, y1) = (sx, sy, ex, ey)
            guard y0 != y1 else { return }
        }
        if x0 >= 0 && x1 >= 0 && x0 <= width && x1 <= width {
            append(x0, y0, x1, y1)
            return
        }
        // Split where the edge crosses x = 0 and x = width (parameters ta ≤ tb), clamp each piece's x.
        var ta = 1.0, tb = 1.0
        for edge in [0.0, width] where (x0 < edge && x1 > edge) || (x0 > edge && x1 < edge) {
            let t = (edge - x0) / (x1 - x0)
            if t < ta { tb = ta; ta = t } else { tb = t }
        }
        let start = (min(max(x0, 0), width), y0), end = (min(max(x1, 0), width), y1)
        func point(_ t: Double) -> (Double, Double) {
            t == 1 ? end : (min(max(x0 + (x1 - x0) * t, 0), width), y0 + (y1 - y0) * t)
        }
        let a = point(ta), b = point(tb)
        append(start.0, start.1, a.0, a.1)
        if ta < 1 { append(a.0, a.1, b.0, b.1) }
        if tb < 1 { append(b.0, b.1, end.0, end.1) }
    }

    /// Appends one box-relative edge already inside 0…width horizontally; horizontal ones add nothing.
    @inline(__always) private mutating func append(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        guard ya != yb else { return }
        coordinates.append(Float(xa)); coordinates.append(Float(ya))
        coordinates.append(Float(xb)); coordinates.append(Float(yb))
    }
}
