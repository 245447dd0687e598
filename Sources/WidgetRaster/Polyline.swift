import WidgetGeometry

/// A flattened subpath without repeated points, as the stroker consumes it.
/// Invariant: no two consecutive points are equal (nor the last and first of a closed one).
struct Polyline {
    var points: [Point]
    /// True where a point lies inside a curve (the stroke stays round there whatever the join).
    var smooth: [Bool]
    var isClosed: Bool

    init(points: [Point], smooth: [Bool], isClosed: Bool) {
        self.points = points; self.smooth = smooth; self.isClosed = isClosed
    }

    /// Drops repeated and non-finite points.
    init(_ contour: FlattenedContour) {
        points = []; smooth = []; isClosed = contour.isClosed
        for (p, s) in zip(contour.points, contour.isCurveInterior) where p.x.isFinite && p.y.isFinite {
            if let last = points.last, last == p { continue }
            points.append(p); smooth.append(s)
        }
        if isClosed, points.count > 1, points[0] == points[points.count - 1] {
            points.removeLast(); smooth.removeLast()
        }
    }

    /// About how many dashes `pattern` cuts this polyline into.
    func dashCount(_ pattern: [Double]) -> Double {
        var length = 0.0
        let segmentCount = isClosed ? points.count : points.count - 1
        for s in 0..<max(segmentCount, 0) {
            let d = points[(s + 1) % points.count] - points[s]
            length += hypot2(d.x, d.y)
        }
        return length / pattern.reduce(0, +) * Double(pattern.count / 2)
    }

    /// The "on" pieces of this polyline under a dash pattern (even count, positive total), as open
    /// polylines. Distance runs on through a closed polyline's closing segment.
    func dashed(_ pattern: [Double], phase: Double) -> [Polyline] {
        let total = pattern.reduce(0, +)
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }
        var index = 0
        while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - offset  // left in the current interval
        var on = index % 2 == 0

        var pieces: [Polyline] = []
        var current = Polyline(points: [], smooth: [], isClosed: false)
        if on { current.points.append(points[0]); current.smooth.append(false) }
        let segmentCount = isClosed ? points.count : points.count - 1
        for s in 0..<segmentCount {
            let a = points[s], b = points[(s + 1) % points.count]
            let length = hypot2(b.x - a.x, b.y - a.y)
            var travelled = 0.0
            while length - travelled > remaining {
                travelled += remaining
                let cut = a + (b - a) * (travelled / length)
                if on {
                    current.points.append(cut); current.smooth.append(false)
                    pieces.append(current)
                    current = Polyline(points: [], smooth: [], isClosed: false)
                } else {
                    current.points = [cut]; current.smooth = [false]
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if on {
                current.points.append(b); current.smooth.append(s + 1 < points.count ? smooth[s + 1] : false)
            }
        }
        if on && current.points.count > 1 { pieces.append(current) }
        return pieces.map { Polyline(FlattenedContour(points: $0.points, isClosed: false, isCurveInterior: $0.smooth)) }
            .filter { !$0.points.isEmpty }
    }
}
