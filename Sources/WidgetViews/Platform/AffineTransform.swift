import Foundation
import WidgetGeometry
import WidgetResolved

// CoreGraphics' `CGAffineTransform` and SwiftUI's `ProjectionTransform`, which widget code uses
// with `transformEffect`, `projectionEffect`, `Path.applying` and `CGPoint.applying`; Foundation
// on Linux has neither. Conventions are CoreGraphics': a point (x, y) maps to
// (a·x + c·y + tx, b·x + d·y + ty), and `t1.concatenating(t2)` applies t1 first. The modifiers
// draw only (layout keeps the view's frame), about the view's top-leading corner, as SwiftUI does
// (docs/views.md, *Effects*).

/// A 2-D affine transform, as CoreGraphics' `CGAffineTransform`.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init() { self = .identity }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Positive angles turn clockwise on screen (y points down), as in UIKit and SwiftUI.
    public init(rotationAngle angle: CGFloat) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(geometry.concatenating(t2.geometry))
    }
    /// A translation applied before `self` (CoreGraphics' `translatedBy`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The inverse, or `self` unchanged when it has none (as CoreGraphics returns it).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    init(_ t: Transform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    var geometry: Transform { Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size's vector transformed, translation ignored (as CoreGraphics).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners (as CoreGraphics).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Path {
    /// The path with every point transformed, as SwiftUI's `Path.applying(_:)`.
    public func applying(_ transform: CGAffineTransform) -> Path { transformed(by: transform.geometry) }
}

/// A 3 × 3 projective transform, as SwiftUI's `ProjectionTransform` (row vectors: a point
/// (x, y, 1) times the matrix). Only its affine part can be drawn here: `projectionEffect` with
/// perspective terms (m13, m23 ≠ 0 or m33 ≠ 1) is an error that says so.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` applied first, then `rhs` (the matrix product self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }
}

nonisolated extension View {
    /// Draws the view transformed by `transform` about its top-leading corner; its frame in the
    /// layout does not change (SwiftUI's `transformEffect(_:)`).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrappingModifier("transformEffect") { _ in try affineEffect(transform, "transformEffect") }
    }

    /// Draws the view through `transform` about its top-leading corner (SwiftUI's
    /// `projectionEffect(_:)`). An affine transform is drawn exactly; perspective terms are an error.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        wrappingModifier("projectionEffect") { _ in
            guard transform.isAffine else {
                throw CheckFailure("projectionEffect has perspective terms (m13 \(Check.format(Double(transform.m13))), "
                                   + "m23 \(Check.format(Double(transform.m23))), m33 \(Check.format(Double(transform.m33)))); "
                                   + "still renders draw affine projections only")
            }
            return try affineEffect(CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21,
                                                      d: transform.m22, tx: transform.m31, ty: transform.m32),
                                    "projectionEffect")
        }
    }
}

/// The drawing-only effect of an affine transform about the view's origin.
private func affineEffect(_ t: CGAffineTransform, _ name: String) throws -> ResolvedModifier {
    for (value, label) in [(t.a, "a"), (t.b, "b"), (t.c, "c"), (t.d, "d"), (t.tx, "tx"), (t.ty, "ty")] {
        _ = try Check.finite(Double(value), "\(name) \(label)")
    }
    return .effect(.projection(a: t.a, b: t.b, c: t.c, d: t.d, shiftX: t.tx, shiftY: t.ty,
                               anchor: ResolvedUnitPoint(x: 0, y: 0)))
}
