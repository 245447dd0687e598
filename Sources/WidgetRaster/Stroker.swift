import Foundation
import WidgetGeometry

/// Converts a path into the closed polygons of its stroke outline, all wound the same way so a
/// non-zero fill of them is the stroke.
///
/// For each polyline: walk the left side forward, cap the end, walk the right side back, cap the
/// start (closed polylines give two loops instead, one per side, in opposite directions).
/// At a vertex the outer side gets the join; the inner side goes to the offset-lines' intersection
/// when both segments are long enough, otherwise through the vertex itself (Skia's "pivot"), which
/// only adds area already inside the stroke, so tight curves under thick strokes leave no holes.
struct Stroker {
    let style: StrokeStyleValue
    /// Maximum distance between an arc and its chords, in user units.
    let tolerance: Double
    var halfWidth: Double { style.width / 2 }
    /// **Ours**: a dash pattern that would cut one subpath into more dashes than this draws it solid,
    /// so a pattern of tiny lengths cannot make a stroke take unbounded time.
    static let maxDashes = 100_000

    func outline(of path: VectorPath) -> [[Point]] {
        var polygons: [[Point]] = []
        for contour in path.flattened(tolerance: tolerance) {
            let polyline = Polyline(contour)
            // A subpath that is only a `move` draws nothing; a zero-length segment draws its caps.
            guard contour.points.count > 1, !polyline.points.isEmpty else { continue }
            if let pattern = style.effectiveDash, polyline.dashCount(pattern) <= Double(Stroker.maxDashes) {
                for piece in polyline.dashed(pattern, phase: style.dashPhase) { stroke(piece, into: &polygons) }
            } else {
                stroke(polyline, into: &polygons)
            }
        }
        return polygons
    }

    private func stroke(_ line: Polyline, into polygons: inout [[Point]]) {
        let points = line.points
        if points.count == 1 {
            if let dot = dot(at: points[0]) { polygons.append(dot) }
            return
        }
        let closed = line.isClosed && points.count > 2
        let segmentCount = closed ? points.count : points.count - 1
        var directions: [Point] = [], lengths: [Double] = []
        for s in 0..<segmentCount {
            let d = points[(s + 1) % points.count] - points[s]
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            directions.append(d * (1 / length)); lengths.append(length)
        }
        func side(_ sign: Double) -> [Point] {
            var out: [Point] = []
            let vertices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            if !closed { out.append(points[0] + normal(directions[0]) * sign) }
            for v in vertices {
                let incoming = (v - 1 + segmentCount) % segmentCount
                join(at: points[v], incoming: directions[incoming], outgoing: directions[v % segmentCount],
                     lengths: (lengths[incoming], lengths[v % segmentCount]), sign: sign, smooth: line.smooth[v], into: &out)
            }
            if !closed { out.append(points[points.count - 1] + normal(directions[segmentCount - 1]) * sign) }
            return out
        }
        let left = side(1), right = side(-1)
        if closed {
            polygons.append(left)
            polygons.append(right.reversed())
        } else {
            var polygon = left
            cap(at: points[points.count - 1], direction: directions[segmentCount - 1], into: &polygon)
            polygon.append(contentsOf: right.reversed())
            cap(at: points[0], direction: directions[0] * -1, into: &polygon)
            polygons.append(polygon)
        }
    }

    /// The left normal (−dy, dx) scaled to half the width.
    private func normal(_ d: Point) -> Point { Point(x: -d.y * halfWidth, y: d.x * halfWidth) }

    private func join(at p: Point, incoming d0: Point, outgoing d1: Point, lengths: (Double, Double),
                      sign: Double, smooth: Bool, into out: inout [Point]) {
        let n0 = normal(d0) * sign, n1 = normal(d1) * sign
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 { out.append(p + n0); return }
        if cross * sign > 0 {
            // Inner side. The offset lines meet hw·tan(α/2) back from the vertex along each segment;
            // that point is used only while it stays within half of each segment (the other half
            // belongs to the next vertex), i.e. where the path curves less tightly than the half
            // width. Tighter, the offset folds over itself and its loops would cancel area.
            let reach = dot > -0.999 ? halfWidth * abs(cross) / (1 + dot) : .infinity
            if reach <= min(lengths.0, lengths.1) / 2 {
                out.append(p + (n0 + n1) * (1 / (1 + dot)))
            } else {
                out.append(p + n0); out.append(p); out.append(p + n1)
            }
            return
        }
        let joinStyle: LineJoinValue = smooth ? .round : style.join
        switch joinStyle {
        case .round:
            out.append(p + n0)
            arc(center: p, from: n0, sweep: atan2(cross, dot), into: &out)
        case .miter where (1 + dot) * miterLimitSquared >= 2:
            out.append(p + (n0 + n1) * (1 / (1 + dot)))
        case .miter, .bevel:
            out.append(p + n0); out.append(p + n1)
        }
    }

    private var miterLimitSquared: Double {
        let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
        return limit * limit
    }

    /// Appends the cap at a line end `p` heading in `direction`: from the left side point to the
    /// right side point, around the end.
    private func cap(at p: Point, direction d: Point, into out: inout [Point]) {
        let n = normal(d)
        switch style.cap {
        case .butt:
            out.append(p + n); out.append(p - n)
        case .square:
            let ahead = d * halfWidth
            out.append(p + n + ahead); out.append(p - n + ahead)
        case .round:
            out.append(p + n)
            arc(center: p, from: n, sweep: -Double.pi, into: &out)
        }
    }

    /// A lone point: a circle for round caps, a square for square caps, nothing for butt caps.
    private func dot(at p: Point) -> [Point]? {
        switch style.cap {
        case .butt: return nil
        case .square:
            let h = halfWidth
            return [Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h),
                    Point(x: p.x - h, y: p.y + h), Point(x: p.x - h, y: p.y - h)]
        case .round:
            var out = [p + Point(x: halfWidth, y: 0)]
            arc(center: p, from: Point(x: halfWidth, y: 0), sweep: 2 * Double.pi, into: &out)
            return out
        }
    }

    /// Appends the points after `center + from` along a circular arc of `sweep` radians
    /// (positive: clockwise on screen), chords within `tolerance` of the arc.
    /// Interior vertices sit slightly outside the circle, at the radius where each chord's triangle has
    /// its sector's area (r·√(θ/sin θ)), so round caps and joins keep their exact area; the end point
    /// stays on the circle to meet the next edge.
    private func arc(center: Point, from: Point, sweep: Double, into out: inout [Point]) {
        let radius = halfWidth
        let maxStep = 2 * acos(max(-1, 1 - tolerance / radius))
        let steps = max(1, min(1024, Int(saturating: (abs(sweep) / max(maxStep, 1e-3)).rounded(.up))))
        let step = abs(sweep) / Double(steps)
        let outer = step > 1e-9 ? radius * (step / sin(step)).squareRoot() : radius
        let start = atan2(from.y, from.x)
        for i in 1...steps {
            let angle = start + sweep * Double(i) / Double(steps)
            let r = i == steps ? radius : outer
            out.append(Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
        }
    }
}
