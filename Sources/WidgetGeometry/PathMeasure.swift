/// Path length and trimming (SwiftUI's `Shape.trim(from:to:)`).
///
/// Lengths come from flattening each segment with a fine fixed tolerance; trimming splits the cut
/// segments exactly (de Casteljau) at the parameter whose arc length matches, so trimmed curves stay
/// curves.
extension VectorPath {
    /// Flattening tolerance for measuring, in path units: lengths are exact to well under 0.01 %.
    static let measureTolerance = 1e-4

    /// The total length of all subpaths, closing segments included.
    package var length: Double {
        PathSegment.segments(of: self).reduce(0) { $0 + $1.measured.length }
    }

    /// The part of the path between fractions `from` and `to` of its total length (both clamped to
    /// 0…1), as open subpaths. Empty when `from ≥ to`, as SwiftUI draws nothing then; the whole path
    /// (closes kept) when the range covers it.
    package func trimmed(from: Double, to: Double) -> VectorPath {
        guard from.isFinite, to.isFinite else { return VectorPath() }
        let lo = min(max(from, 0), 1), hi = min(max(to, 0), 1)
        guard lo < hi else { return VectorPath() }
        if lo == 0 && hi == 1 { return self }
        let segments = PathSegment.segments(of: self).map { ($0, $0.measured) }
        let total = segments.reduce(0) { $0 + $1.1.length }
        guard total > 0 else { return VectorPath() }
        let startDistance = lo * total, endDistance = hi * total

        var result = VectorPath()
        var travelled = 0.0
        var lastEnd: Point?
        for (segment, measure) in segments {
            let s0 = travelled, s1 = travelled + measure.length
            travelled = s1
            guard s1 > startDistance, s0 < endDistance, measure.length > 0 else { continue }
            let t0 = s0 >= startDistance ? 0 : measure.parameter(atDistance: startDistance - s0)
            let t1 = s1 <= endDistance ? 1 : measure.parameter(atDistance: endDistance - s0)
            let piece = segment.subsegment(from: t0, to: t1)
            if lastEnd == nil || segment.startsContour || lastEnd != piece.start { result.move(to: piece.start) }
            piece.append(to: &result)
            lastEnd = piece.end
        }
        return result
    }
}

/// One drawn segment of a path, with its own start point.
struct PathSegment {
    enum Kind { case line, quad, cubic }
    var kind: Kind
    /// Start, then control points, then end: 2, 3 or 4 points.
    var points: [Point]
    /// True for the first segment after a `move` (trimming must not join it to the previous contour).
    var startsContour: Bool

    var start: Point { points[0] }
    var end: Point { points[points.count - 1] }

    static func segments(of path: VectorPath) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = Point.zero, contourStart = Point.zero, fresh = true
        func add(_ kind: Kind, _ pts: [Point]) {
            result.append(PathSegment(kind: kind, points: [current] + pts, startsContour: fresh))
            fresh = false
            current = pts[pts.count - 1]
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; contourStart = p; fresh = true
            case .line(let p): add(.line, [p])
            case .quad(let c, let p): add(.quad, [c, p])
            case .cubic(let c1, let c2, let p): add(.cubic, [c1, c2, p])
            case .close:
                if current != contourStart { add(.line, [contourStart]) }
                current = contourStart; fresh = true
            }
        }
        return result
    }

    /// The polyline of this segment at the measuring tolerance, with cumulative lengths.
    var measured: SegmentMeasure {
        var path = VectorPath()
        path.move(to: start)
        switch kind {
        case .line: path.line(to: end)
        case .quad: path.quad(to: points[2], control: points[1])
        case .cubic: path.cubic(to: points[3], control1: points[1], control2: points[2])
        }
        let polyline = path.flattened(tolerance: VectorPath.measureTolerance).first?.points ?? [start]
        var cumulative = [0.0]
        for i in 1..<max(1, polyline.count) {
            let d = polyline[i] - polyline[i - 1]
            cumulative.append(cumulative[i - 1] + hypot2(d.x, d.y))
        }
        return SegmentMeasure(cumulative: cumulative)
    }

    /// The part of this segment between parameters t0 ≤ t1, split exactly.
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        var pts = points
        if t1 < 1 { pts = PathSegment.split(pts, at: t1).0 }
        if t0 > 0 { pts = PathSegment.split(pts, at: t1 > 0 ? t0 / t1 : 0).1 }
        return PathSegment(kind: kind, points: pts, startsContour: startsContour)
    }

    /// De Casteljau split of a Bézier of any degree at t: (before, after).
    static func split(_ pts: [Point], at t: Double) -> ([Point], [Point]) {
        var before = [pts[0]], after = [pts[pts.count - 1]]
        var level = pts
        while level.count > 1 {
            level = (0..<(level.count - 1)).map { i in level[i] + (level[i + 1] - level[i]) * t }
            before.append(level[0])
            after.append(level[level.count - 1])
        }
        return (before, after.reversed())
    }

    func append(to path: inout VectorPath) {
        switch kind {
        case .line: path.line(to: end)
        case .quad: path.quad(to: points[2], control: points[1])
        case .cubic: path.cubic(to: points[3], control1: points[1], control2: points[2])
        }
    }
}

/// Cumulative lengths at the uniform parameter steps of a flattened segment.
struct SegmentMeasure {
    /// cumulative[i] is the length up to parameter i / (count − 1).
    var cumulative: [Double]
    var length: Double { cumulative[cumulative.count - 1] }

    /// The parameter at arc length `distance`, interpolating linearly inside one flattening step.
    func parameter(atDistance distance: Double) -> Double {
        let steps = cumulative.count - 1
        guard steps > 0, distance > 0 else { return 0 }
        guard distance < length else { return 1 }
        var lo = 0, hi = steps
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cumulative[mid] <= distance { lo = mid } else { hi = mid }
        }
        let span = cumulative[hi] - cumulative[lo]
        let fraction = span > 0 ? (distance - cumulative[lo]) / span : 0
        return (Double(lo) + fraction) / Double(steps)
    }
}
