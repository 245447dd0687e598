import Foundation
import WidgetGeometry
import WidgetResolved

// `rotation3DEffect` on a still image: the rotated view's orthographic projection, an affine map
// (docs/platform.md §10, **our rule**). Perspective foreshortening is not drawn, so tilts out of
// the screen plane are limited to `maximumTilt` (or within it of a half turn, a mirror image);
// beyond that the picture would differ visibly from the device and resolve reports an error.

enum Rotation3D {
    /// Largest angle between the rotated view's normal and the line of sight (degrees).
    static let maximumTilt = 45.0

    /// The projection of the rotation by `degrees` about `axis` (y pointing down, as the view's
    /// coordinates; a z axis gives `rotationEffect`'s clockwise turn), via Rodrigues' formula.
    static func projection(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: ResolvedUnitPoint,
                           anchorZ: Double) throws -> ResolvedEffect {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length.isFinite, length > 0 else {
            throw CheckFailure("rotation3DEffect axis (\(Check.format(axis.x)), \(Check.format(axis.y)), \(Check.format(axis.z))) has no direction")
        }
        let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
        let t = degrees * .pi / 180, c = cos(t), s = sin(t), v = 1 - c
        let r00 = c + kx * kx * v, r01 = kx * ky * v - kz * s, r02 = kx * kz * v + ky * s
        let r10 = ky * kx * v + kz * s, r11 = c + ky * ky * v, r12 = ky * kz * v - kx * s
        let r22 = c + kz * kz * v
        let tilt = acos(min(max(abs(r22), 0), 1)) * 180 / .pi
        guard tilt <= maximumTilt + 1e-9 else {
            throw CheckFailure("rotation3DEffect tilts the view \(Check.format(tilt.rounded()))° out of the screen plane; "
                               + "still renders draw tilts up to \(Check.format(maximumTilt))° (no perspective)")
        }
        return .projection(a: r00, b: r10, c: r01, d: r11, shiftX: -r02 * anchorZ, shiftY: -r12 * anchorZ, anchor: anchor)
    }
}

extension View {
    /// Drawn as the rotated view's orthographic projection; `perspective` is accepted (not drawn).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        wrappingModifier("rotation3DEffect") { _ in
            let degrees = try Check.finite(angle.degrees, "angle")
            let a = (x: try Check.finite(Double(axis.x), "axis x"), y: try Check.finite(Double(axis.y), "axis y"),
                     z: try Check.finite(Double(axis.z), "axis z"))
            return .effect(try Rotation3D.projection(degrees: degrees, axis: a, anchor: try anchor.resolved("anchor"),
                                                     anchorZ: try Check.finite(Double(anchorZ), "anchorZ")))
        }
    }
}
