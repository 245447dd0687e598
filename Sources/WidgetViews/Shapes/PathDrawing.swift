import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// The rest of SwiftUI's `Path` building API, and `Path` as a shape: used as a view it fills with
// the foreground style (or strokes) at its own coordinates, relative to the view's top-left corner,
// and takes the space offered like any shape (SwiftUI's `Path: Shape` returns itself from `path(in:)`).

extension Path: Shape, DerivedShapeKind {
    public func path(in rect: CGRect) -> Path { self }

    /// Points are checked once here; layout draws them as they are (never stretched).
    func derivedKind() throws -> ShapeKind {
        for element in storage.elements {
            switch element {
            case .move(let p), .line(let p): try Path.check(p)
            case .quad(let c, let p): try Path.check(c); try Path.check(p)
            case .cubic(let c1, let c2, let p): try Path.check(c1); try Path.check(c2); try Path.check(p)
            case .close: break
            }
        }
        return .framePath(storage)
    }

    private static func check(_ p: Point) throws {
        _ = try Check.finite(p.x, "path x"); _ = try Check.finite(p.y, "path y")
    }
}

extension Path {
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The end point of the last segment; nil for an empty path or right after `closeSubpath()`
    /// (SwiftUI returns the subpath's start there; ours is nil, documented in docs/views.md).
    public var currentPoint: CGPoint? {
        guard let last = storage.elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return CGPoint(x: p.x, y: p.y)
        case .close: return nil
        }
    }

    /// The box around every point and control point (exact for lines; may be larger for curves).
    public var boundingRect: CGRect {
        guard let r = storage.controlBounds else { return .null }
        return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.append(.roundedRectangle(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height),
                                         cornerWidth: cornerSize.width, cornerHeight: cornerSize.height,
                                         style: style == .circular ? .circular : .continuous))
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous) {
        storage.append(UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect).storage)
    }

    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public mutating func addPath(_ path: Path) { storage.append(path.storage) }

    /// An arc of `delta` from `startAngle` (positive: clockwise on screen, as SwiftUI's flipped space).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0)
    }

    /// Core Graphics' tangent arc: a line from the current point towards `tangent1End`, then the arc
    /// of `radius` tangent to both (current point → tangent1End) and (tangent1End → tangent2End).
    /// Collinear points or a zero radius draw the line to `tangent1End` only; an empty path starts
    /// at `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let p1 = Point(x: tangent1End.x, y: tangent1End.y), p2 = Point(x: tangent2End.x, y: tangent2End.y)
        guard let current = currentPoint else { move(to: tangent1End); return }
        let p0 = Point(x: current.x, y: current.y)
        let a = Point(x: p0.x - p1.x, y: p0.y - p1.y), b = Point(x: p2.x - p1.x, y: p2.y - p1.y)
        let la = (a.x * a.x + a.y * a.y).squareRoot(), lb = (b.x * b.x + b.y * b.y).squareRoot()
        let cross = a.x * b.y - a.y * b.x
        guard radius > 0, la > 0, lb > 0, abs(cross) > 1e-12 * la * lb else { addLine(to: tangent1End); return }
        let u = Point(x: a.x / la, y: a.y / la), v = Point(x: b.x / lb, y: b.y / lb)
        let theta = acos(min(1, max(-1, u.x * v.x + u.y * v.y)))   // angle at p1 between both lines
        let reach = radius / tan(theta / 2)
        let t1 = Point(x: p1.x + u.x * reach, y: p1.y + u.y * reach)
        let t2 = Point(x: p1.x + v.x * reach, y: p1.y + v.y * reach)
        let bisector = Point(x: u.x + v.x, y: u.y + v.y)
        let lbis = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let distance = radius / sin(theta / 2)
        let center = Point(x: p1.x + bisector.x / lbis * distance, y: p1.y + bisector.y / lbis * distance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: CGPoint(x: t1.x, y: t1.y))
        let arc = VectorPath.arc(center: center, radius: radius, startAngle: start, endAngle: start + sweep,
                                 clockwise: sweep > 0)
        storage.append(VectorPath(elements: Array(arc.elements.dropFirst())))
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { transformed(by: .translation(x: dx, y: dy)) }

    /// The part of the path from `from` to `to` (fractions of its length), as `Shape.trim` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage: storage.trimmed(from: min(max(from, 0), 1), to: min(max(to, 0), 1)))
    }
}
