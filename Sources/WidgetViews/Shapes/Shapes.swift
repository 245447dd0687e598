import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var resolved: CornerStyleValue { self == .circular ? .circular : .continuous }
}

nonisolated public struct Rectangle: InsettableShape, BuiltinShape {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated public struct RoundedRectangle: InsettableShape, BuiltinShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    var kind: ShapeKind {
        // Negative or non-finite radii are reported by `ShapeKind.validated()` when resolved.
        .roundedRectangle(cornerWidth: Double(cornerSize.width), cornerHeight: Double(cornerSize.height),
                          style: style.resolved)
    }
    public func path(in rect: CGRect) -> Path { roundedRectPath(rect, cornerSize.width, cornerSize.height) }
}

nonisolated public struct Circle: InsettableShape, BuiltinShape {
    public init() {}
    var kind: ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

nonisolated public struct Ellipse: InsettableShape, BuiltinShape {
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

nonisolated public struct Capsule: InsettableShape, BuiltinShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    var kind: ShapeKind { .capsule(style: style.resolved) }
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return roundedRectPath(rect, r, r)
    }
}

/// The widget's own corner shape, inset to this view's frame.
nonisolated public struct ContainerRelativeShape: InsettableShape, BuiltinShape {
    public init() {}
    var kind: ShapeKind { .containerRelative }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Circular corners, for `path(in:)` only (resolve uses the exact `ShapeKind`).
private func roundedRectPath(_ rect: CGRect, _ rx: CGFloat, _ ry: CGFloat) -> Path {
    let rx = min(max(rx, 0), rect.width / 2), ry = min(max(ry, 0), rect.height / 2)
    let k = 0.5522847498
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                  control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    path.addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                  control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                  control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    path.addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                  control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
    path.closeSubpath()
    return path
}

// Shape shorthands, as SwiftUI's `.clipShape(.rect(cornerRadius: 8))`, `.background(.red, in: .capsule)`.
nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}
nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
