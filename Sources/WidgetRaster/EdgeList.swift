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

    private mutating func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                     width: Double, height: Double) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        // Entirely above or below the box: no pixel of the box sees it.
        if (y0 <= 0 && y1 <= 0) || (y0 >= height && y1 >= height) { return }
        // Split at x = 0 and x = width, then clamp each piece's x into the box.
        var cuts: [Double] = []
        for edge in [0.0, width] where (x0 < edge && x1 > edge) || (x0 > edge && x1 < edge) {
            cuts.append((edge - x0) / (x1 - x0))
        }
        if cuts.count == 2 && cuts[0] > cuts[1] { cuts.swapAt(0, 1) }
        var xa = x0, ya = y0
        for t in cuts + [1.0] {
            let xb = t == 1 ? x1 : x0 + (x1 - x0) * t
            let yb = t == 1 ? y1 : y0 + (y1 - y0) * t
            if ya != yb {
                coordinates.append(Float(min(max(xa, 0), width)))
                coordinates.append(Float(ya))
                coordinates.append(Float(min(max(xb, 0), width)))
                coordinates.append(Float(yb))
            }
            xa = xb; ya = yb
        }
    }
}
