/// One subpath of a path with its curves replaced by straight segments.
package struct FlattenedContour: Hashable, Sendable {
    /// The vertices in order; consecutive duplicates are kept (the stroker drops them itself).
    package var points: [Point]
    /// Whether the contour ended with `close` (the last point connects back to the first).
    package var isClosed: Bool
    /// For each point, true when it lies inside a curve (a vertex the flattening made up), where a
    /// stroke must stay smooth rather than take the path's join style.
    package var isCurveInterior: [Bool]

    package init(points: [Point], isClosed: Bool, isCurveInterior: [Bool]) {
        self.points = points; self.isClosed = isClosed; self.isCurveInterior = isCurveInterior
    }
}

extension VectorPath {
    /// Most segments one curve is cut into, so absurd coordinates cannot make flattening unbounded.
    static let maxCurveSegments = 4096

    /// The path as polylines whose distance from the true curves is at most `tolerance`
    /// (same units as the path). Curves are cut into uniform parameter steps, the count derived from the
    /// curve's second differences, so the result depends only on the input numbers.
    /// Subpaths without a `move` start at the previous contour's start, as in CoreGraphics.
    package func flattened(tolerance: Double) -> [FlattenedContour] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var contours: [FlattenedContour] = []
        var current = FlattenedContour(points: [], isClosed: false, isCurveInterior: [])
        var start = Point.zero

        func finish(closed: Bool) {
            if !current.points.isEmpty {
                current.isClosed = closed
                contours.append(current)
            }
            current = FlattenedContour(points: [], isClosed: false, isCurveInterior: [])
        }
        func ensureStarted() -> Point {
            if let last = current.points.last { return last }
            current.points.append(start); current.isCurveInterior.append(false)
            return start
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current.points.append(p); current.isCurveInterior.append(false)
            case .line(let p):
                _ = ensureStarted()
                current.points.append(p); current.isCurveInterior.append(false)
            case .quad(let c, let p):
                let p0 = ensureStarted()
                let dd = hypot2(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = Self.segmentCount(squaredNumerator: dd / (4 * tol))
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.points.append(Point(x: mt * mt * p0.x + 2 * mt * t * c.x + t * t * p.x,
                                                y: mt * mt * p0.y + 2 * mt * t * c.y + t * t * p.y))
                    current.isCurveInterior.append(true)
                }
                current.points.append(p); current.isCurveInterior.append(false)
            case .cubic(let c1, let c2, let p):
                let p0 = ensureStarted()
                let dd = max(hypot2(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                             hypot2(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = Self.segmentCount(squaredNumerator: 3 * dd / (4 * tol))
                for i in 1..<n {
                    current.points.append(cubicPoint(p0, c1, c2, p, t: Double(i) / Double(n)))
                    current.isCurveInterior.append(true)
                }
                current.points.append(p); current.isCurveInterior.append(false)
            case .close:
                let next = current.points.first ?? start
                finish(closed: true)
                start = next
            }
        }
        finish(closed: false)
        return contours
    }

    /// n = ⌈√x⌉ clamped to 1…maxCurveSegments. With x = (max second difference)·k / tolerance, uniform
    /// steps keep the chord error (≤ M·h²/8 for second-derivative bound M) under the tolerance.
    static func segmentCount(squaredNumerator x: Double) -> Int {
        guard x.isFinite else { return 1 }
        return max(1, min(maxCurveSegments, Int(saturating: x.squareRoot().rounded(.up))))
    }
}

@inline(__always) func hypot2(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

/// The point at parameter t of a cubic Bézier, in Bernstein form.
@inline(__always) func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
    return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
}
