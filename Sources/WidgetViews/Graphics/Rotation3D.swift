import Foundation
import WidgetGeometry
import WidgetResolved

// `rotation3DEffect` on a still image (docs/platform.md §10): the view rotated in 3-D about its
// anchor and seen from max(width, height) / perspective in front of it, as SwiftUI places its
// vanishing point. Layout computes that projective map once the size is known; a perspective of
// 0 is the orthographic projection, an affine map drawn exactly here.

enum Rotation3D {
    static func effect(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: ResolvedUnitPoint,
                       anchorZ: Double, perspective: Double) throws -> ResolvedEffect {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length.isFinite, length > 0 else {
            throw CheckFailure("rotation3DEffect axis (\(Check.format(axis.x)), \(Check.format(axis.y)), \(Check.format(axis.z))) has no direction")
        }
        guard perspective == 0 else {
            return .perspectiveRotation(degrees: degrees, axisX: axis.x, axisY: axis.y, axisZ: axis.z, anchor: anchor,
                                        anchorZ: anchorZ, perspective: perspective)
        }
        // Orthographic: the rotation's 2 × 2 part about the anchor, plus the shift anchorZ causes.
        let r = Homography.rotationMatrix(degrees: degrees, axis: axis)
        return .projection(a: r[0][0], b: r[1][0], c: r[0][1], d: r[1][1], shiftX: -r[0][2] * anchorZ,
                           shiftY: -r[1][2] * anchorZ, anchor: anchor)
    }
}

nonisolated extension View {
    /// The view rotated by `angle` about `axis` through `anchor` (and `anchorZ`), in perspective:
    /// the eye stands max(width, height) / `perspective` in front of it (0: orthographic).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        wrappingModifier("rotation3DEffect") { _ in
            let degrees = try Check.finite(angle.degrees, "angle")
            let a = (x: try Check.finite(Double(axis.x), "axis x"), y: try Check.finite(Double(axis.y), "axis y"),
                     z: try Check.finite(Double(axis.z), "axis z"))
            return .effect(try Rotation3D.effect(degrees: degrees, axis: a, anchor: try anchor.resolved("anchor"),
                                                 anchorZ: try Check.finite(Double(anchorZ), "anchorZ"),
                                                 perspective: try Check.finite(Double(perspective), "perspective")))
        }
    }
}
