import Foundation
import WidgetGeometry

// Core Graphics' paths, as widget code builds a shape with them and hands it to SwiftUI:
// `Path(cgPath)`, `path.cgPath`, `CGMutablePath()` with `addEllipse(in:)`. Each holds a SwiftUI
// `Path`, so it draws exactly as that path would.
//
// Glossary
// - Transform argument: Core Graphics' optional `transform:` applies to the points added by that
//   one call, not to what is already in the path.

/// Core Graphics' immutable path. A class, as Core Graphics' is.
public class CGPath: @unchecked Sendable {
    /// The path this one draws as.
    package fileprivate(set) var path: Path

    package init(path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
            .applying(transform?.pointee ?? .identity))
    }

    public var boundingBoxOfPath: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    public func copy() -> CGPath? { CGPath(path: path) }
}

/// Core Graphics' mutable path: the same building calls as SwiftUI's `Path`, plus an optional
/// transform per call (see the glossary).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() { self.init(path: Path()) }

    private func adding(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        var added = Path()
        build(&added)
        path.addPath(added.applying(transform))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { adding(transform) { $0.addRect(rect) } }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { adding(transform) { $0.addEllipse(in: rect) } }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        adding(transform) {
            $0.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                      endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        }
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path.applying(transform)) }
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path a Core Graphics path holds.
    public init(_ path: CGPath) { self = path.path }
    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
