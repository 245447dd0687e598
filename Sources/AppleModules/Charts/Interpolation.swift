import Foundation
import WidgetRender

/// The path through a line's points for each `InterpolationMethod` (our curves, docs/charts.md):
/// linear segments; Catmull-Rom and cardinal splines as cubic Béziers (uniform parameterization);
/// monotone cubic (Fritsch–Carlson tangents, as d3's `curveMonotoneX`); steps at the start, middle
/// or end of each interval.
enum Interpolation {
    static func path(through points: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        add(points, method: method, to: &path)
        return path
    }

    /// Continues `path` (already at `points[0]`) through the rest of `points`.
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path) {
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .catmullRom:
            cardinal(points, tension: 0, to: &path)
        case .cardinal(let tension):
            cardinal(points, tension: tension, to: &path)
        case .monotone:
            monotone(points, to: &path)
        case .stepStart, .stepCenter, .stepEnd:
            for index in 1..<points.count {
                let a = points[index - 1], b = points[index]
                switch method.kind {
                case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let middle = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: middle, y: a.y)); path.addLine(to: CGPoint(x: middle, y: b.y))
                }
                path.addLine(to: b)
            }
        }
    }

    /// A cardinal spline; tension 0 is the uniform Catmull-Rom spline. Ends repeat their point.
    static func cardinal(_ points: [CGPoint], tension: Double, to path: inout Path) {
        let k = CGFloat(1 - tension) / 6
        for index in 1..<points.count {
            let p0 = points[max(index - 2, 0)], p1 = points[index - 1], p2 = points[index]
            let p3 = points[min(index + 1, points.count - 1)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    /// Monotone in x: never overshoots between two points (Fritsch–Carlson).
    static func monotone(_ points: [CGPoint], to path: inout Path) {
        let n = points.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = points[i + 1].x - points[i].x
            slopes[i] = dx == 0 ? 0 : (points[i + 1].y - points[i].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = slopes[0]; tangents[n - 1] = slopes[n - 2]
        if n > 2 {
            for i in 1..<(n - 1) {
                tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
            }
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let h = a * a + b * b
            if h > 9 { let t = 3 / h.squareRoot(); tangents[i] = t * a * slopes[i]; tangents[i + 1] = t * b * slopes[i] }
        }
        for i in 0..<(n - 1) {
            let p1 = points[i], p2 = points[i + 1], third = (p2.x - p1.x) / 3
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + third, y: p1.y + tangents[i] * third),
                          control2: CGPoint(x: p2.x - third, y: p2.y - tangents[i + 1] * third))
        }
    }
}
