import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// A 2D outline, as SwiftUI's `Path`, for custom `Shape`s. Stored as our `VectorPath`.
public struct Path: Hashable, Sendable {
    /// Quarter-circle segments an arc may take at most: 1,024 full turns. An arc sweeping more is
    /// drawn over the same circle anyway, and a sweep of 1e300 radians must not allocate forever.
    static let maximumArcSegments = 4_096

    var storage = VectorPath()

    public init() {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public var isEmpty: Bool { storage.isEmpty }

    public mutating func move(to p: CGPoint) { storage.move(to: Point(x: p.x, y: p.y)) }
    public mutating func addLine(to p: CGPoint) { storage.line(to: Point(x: p.x, y: p.y)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        storage.quad(to: Point(x: p.x, y: p.y), control: Point(x: control.x, y: control.y))
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.cubic(to: Point(x: p.x, y: p.y), control1: Point(x: control1.x, y: control1.y),
                      control2: Point(x: control2.x, y: control2.y))
    }
    public mutating func closeSubpath() { storage.close() }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Four cubic quarter arcs (control distance 0.5523 of the radius).
    public mutating func addEllipse(in rect: CGRect) {
        storage.append(VectorPath.ellipse(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)))
    }

    /// A circular arc as cubic segments; angles clockwise on screen when `clockwise` is false,
    /// matching SwiftUI's flipped-coordinate convention.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { if sweep > 0 { sweep -= 2 * .pi } } else if sweep < 0 { sweep += 2 * .pi }
        guard sweep.isFinite else { return }
        // More than two turns draws the same circle again: keep one turn plus the remainder, so an
        // angle of 1e300 neither allocates nor takes seconds (it once took 28 s to stroke).
        if abs(sweep) > 4 * .pi {
            sweep = (sweep < 0 ? -1 : 1) * (2 * .pi + abs(sweep).truncatingRemainder(dividingBy: 2 * .pi))
        }
        let segments = max(1, min(Path.maximumArcSegments, Int(saturating: (abs(sweep) / (.pi / 2)).rounded(.up))))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let start = point(startAngle.radians)
        if storage.isEmpty { move(to: start) } else { addLine(to: start) }
        for i in 0..<segments {
            let a0 = startAngle.radians + Double(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            addCurve(to: p1, control1: CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)),
                     control2: CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1)))
        }
    }
}

extension VectorPath {
    static func ellipse(in rect: Rect) -> VectorPath {
        let k = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        var path = VectorPath()
        path.move(to: Point(x: cx + rx, y: cy))
        path.cubic(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        path.cubic(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        path.cubic(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        path.cubic(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        path.close()
        return path
    }
}
