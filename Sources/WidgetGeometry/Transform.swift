import Foundation

/// A 2D affine map: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
package struct Transform: Hashable, Codable, Sendable {
    package var a, b, c, d, tx, ty: Double
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    package var isIdentity: Bool { self == .identity }

    package static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    package static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// Clockwise on screen (y down) for positive radians, as SwiftUI's rotationEffect.
    package static func rotation(radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    package func concatenating(_ next: Transform) -> Transform {
        Transform(a: a * next.a + b * next.c,
                  b: a * next.b + b * next.d,
                  c: c * next.a + d * next.c,
                  d: c * next.b + d * next.d,
                  tx: tx * next.a + ty * next.c + next.tx,
                  ty: tx * next.b + ty * next.d + next.ty)
    }

    /// A transform about `anchor`: move anchor to origin, apply `self`, move back.
    package func about(_ anchor: Point) -> Transform {
        Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    package var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}
