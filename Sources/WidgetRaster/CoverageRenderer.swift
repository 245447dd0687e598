import WidgetGeometry

/// Turns device-space contours into rows of coverage bytes, handing each non-empty row to a sink.
/// Shared by canvas fills and mask building.
enum CoverageRenderer {
    /// Calls `row(y, x, count, coverage)` (the sink may modify the bytes) for each row of `clip` the contours cover, with the
    /// coverage bytes of pixels x ..< x + count (first and last non-zero). `scale` (0…1) multiplies
    /// coverage before rounding (hairlines, opacity).
    static func render(_ contours: [FlattenedContour], rule: FillRule, scale: Float, clip: IntRect,
                       scratch: RasterScratch,
                       row: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        guard scale > 0, let bounds = deviceBounds(contours) else { return }
        let box = IntRect(covering: bounds).intersection(clip)
        guard !box.isEmpty else { return }

        if let rect = pixelAlignedRect(contours) {
            // Fast path: a pixel-aligned rectangle covers whole pixels only (winding ±1 inside, so
            // both fill rules agree). It needs only the row buffers: reserving accumulation cells
            // for its box would zero 4 bytes per pixel it covers and keep them in the scratch pool
            // (a contact sheet's paper: 6.3 MB per 256-row band, for every pooled scratch).
            scratch.reserve(cellCount: 0, wordCount: 0, rowLength: box.width)
            let inside = rect.intersection(box)
            guard !inside.isEmpty else { return }
            let byte = UInt8(min(scale, 1) * 255 + 0.5)
            for y in inside.y0..<inside.y1 {
                // Refilled per row: the sink may rewrite the bytes (masking) in place.
                scratch.coverage.update(repeating: byte, count: inside.width)
                row(y, inside.x0, inside.width, scratch.coverage)
            }
            return
        }

        scratch.reserve(cellCount: (box.width + 2) * box.height,
                        wordCount: CoverageAccumulator.wordsPerRow(width: box.width) * box.height, rowLength: box.width)
        let edges = EdgeList(contours: contours, box: box)
        let accumulator = CoverageAccumulator(width: box.width, height: box.height, cells: scratch.cells,
                                              touched: scratch.touched)
        edges.coordinates.withUnsafeBufferPointer { c in
            var i = 0
            while i < c.count {
                accumulator.add(x0: c[i], y0: c[i + 1], x1: c[i + 2], y1: c[i + 3])
                i += 4
            }
        }
        let clampedScale = min(scale, 1)
        for r in 0..<box.height {
            if let (first, last) = accumulator.resolveRow(r, rule: rule, scale: clampedScale, into: scratch.coverage) {
                row(box.y0 + r, box.x0 + first, last - first + 1, scratch.coverage + first)
            }
        }
    }

    /// The bounds of all finite points, nil when there are none.
    static func deviceBounds(_ contours: [FlattenedContour]) -> Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for contour in contours where contour.points.count > 1 {
            for p in contour.points where p.x.isFinite && p.y.isFinite {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixel rect when the contours are exactly one axis-aligned rectangle on integer coordinates.
    static func pixelAlignedRect(_ contours: [FlattenedContour]) -> IntRect? {
        guard contours.count == 1 else { return nil }
        var points = contours[0].points
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, points.allSatisfy({ $0.x == $0.x.rounded() && $0.y == $0.y.rounded() && abs($0.x) < 1e7 && abs($0.y) < 1e7 }) else { return nil }
        // Each edge must be horizontal or vertical, alternating.
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4], c = points[(i + 2) % 4]
            let firstHorizontal = a.y == b.y && a.x != b.x, firstVertical = a.x == b.x && a.y != b.y
            let secondHorizontal = b.y == c.y && b.x != c.x, secondVertical = b.x == c.x && b.y != c.y
            guard (firstHorizontal && secondVertical) || (firstVertical && secondHorizontal) else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return IntRect(x0: Int(xs.reduce(xs[0], min)), y0: Int(ys.reduce(ys[0], min)),
                       x1: Int(xs.reduce(xs[0], max)), y1: Int(ys.reduce(ys[0], max)))
    }
}
