import Foundation

/// A 2D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform: Hashable, Codable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// Clockwise on screen (y down) for positive radians, as SwiftUI's rotationEffect.
    public static func rotation(radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c,
                  b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c,
                  d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx,
                  ty: tx * next.b + ty * next.d + next.ty)
    }

    /// A transform about `anchor`: move anchor to origin, apply `self`, move back.
    public func about(_ anchor: Point) -> Transform {
        Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
