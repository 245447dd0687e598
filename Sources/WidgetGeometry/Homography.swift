import Foundation

/// A projective map of the plane: (x, y) ↦ ((m11·x + m12·y + m13) / w, (m21·x + m22·y + m23) / w)
/// with w = m31·x + m32·y + m33. Column-vector convention (`self` then `next` is next × self).
/// It is what a plane rotated in 3-D and seen in perspective becomes on the screen
/// (`rotation3DEffect`, docs/platform.md §10). Invariant: points with w ≤ 0 are behind the eye
/// and have no image (`apply` returns nil).
package struct Homography: Hashable, Codable, Sendable {
    package var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    package init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                 m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// An affine transform as a homography.
    package init(_ t: Transform) {
        self.init(m11: t.a, m12: t.c, m13: t.tx, m21: t.b, m22: t.d, m23: t.ty, m31: 0, m32: 0, m33: 1)
    }

    /// The image of `p`, or nil behind the eye.
    package func apply(_ p: Point) -> Point? {
        let w = m31 * p.x + m32 * p.y + m33
        guard w > 0, w.isFinite else { return nil }
        return Point(x: (m11 * p.x + m12 * p.y + m13) / w, y: (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// `self` applied first, then `next`.
    package func concatenating(_ next: Homography) -> Homography {
        let a = next, b = self
        return Homography(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31, m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The inverse map (the adjugate over the determinant), or nil when singular.
    package func inverted() -> Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return Homography(m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k,
                          m31: c31 * k, m32: c32 * k, m33: c33 * k)
    }

    /// The same map expressed in the coordinates `t` maps to (pixels, when `t` maps points to pixels):
    /// t ∘ self ∘ t⁻¹.
    package func conjugated(by t: Transform) -> Homography? {
        guard let inverse = Homography(t).inverted() else { return nil }
        return inverse.concatenating(self).concatenating(Homography(t))
    }

    /// A plane rotated by `degrees` about `axis` through `anchor` (and `anchorZ` in depth), seen
    /// from `eyeDistance` in front of the screen, as Core Animation's m34 = −1 / distance draws it
    /// (docs/platform.md §10, [CA-m34]). Axes: x right, y down, z towards the viewer; the rotation
    /// is Rodrigues' formula (the z axis turns clockwise on screen, as `rotationEffect`).
    /// An infinite distance is the orthographic projection.
    package static func rotation3D(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: Point,
                                   anchorZ: Double, eyeDistance: Double) -> Homography {
        let r = rotationMatrix(degrees: degrees, axis: axis)
        let c = -anchorZ
        // P = R · (x − Ax, y − Ay, c); w = 1 − P.z / d; x' = Ax + P.x / w, y' = Ay + P.y / w.
        let inverseDistance = eyeDistance.isFinite ? 1 / eyeDistance : 0
        let wx = -r[2][0] * inverseDistance, wy = -r[2][1] * inverseDistance
        let w0 = 1 + (r[2][0] * anchor.x + r[2][1] * anchor.y - r[2][2] * c) * inverseDistance
        func row(_ i: Int, _ a: Double) -> (Double, Double, Double) {
            (a * wx + r[i][0], a * wy + r[i][1], a * w0 - r[i][0] * anchor.x - r[i][1] * anchor.y + r[i][2] * c)
        }
        let x = row(0, anchor.x), y = row(1, anchor.y)
        return Homography(m11: x.0, m12: x.1, m13: x.2, m21: y.0, m22: y.1, m23: y.2, m31: wx, m32: wy, m33: w0)
    }

    /// The rotation by `degrees` about the (normalized) `axis`, rows of a 3 × 3 matrix.
    package static func rotationMatrix(degrees: Double, axis: (x: Double, y: Double, z: Double)) -> [[Double]] {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
        let t = degrees * .pi / 180, c = cos(t), s = sin(t), v = 1 - c
        return [[c + kx * kx * v, kx * ky * v - kz * s, kx * kz * v + ky * s],
                [ky * kx * v + kz * s, c + ky * ky * v, ky * kz * v - kx * s],
                [kz * kx * v - ky * s, kz * ky * v + kx * s, c + kz * kz * v]]
    }
}
