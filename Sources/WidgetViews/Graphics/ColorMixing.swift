import Foundation
import WidgetGeometry

extension Gradient {
    /// How colors blend (iOS 18): `.device` interpolates the sRGB components, `.perceptual` a
    /// perceptually uniform space. Apple does not name that space; ours is Oklab (docs/views.md).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        public static let device = ColorSpace(isPerceptual: false)
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// `self` moved toward `other` by `fraction` (0 = self, 1 = other, clamped), blended in
    /// `colorSpace` (SwiftUI's `Color.mix(with:by:in:)`, iOS 18). Both colors resolve in the view's
    /// environment first, so system and asset colors mix as they appear.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(storage: .mixed(self, other, fraction: fraction, perceptual: colorSpace.isPerceptual))
    }
}

extension RGBA {
    /// Straight-alpha blend of two colors: alpha linearly, color channels in sRGB or in Oklab.
    static func mixing(_ a: RGBA, _ b: RGBA, fraction: Double, perceptual: Bool) -> RGBA {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        guard perceptual else {
            return RGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        }
        let p = Oklab(a), q = Oklab(b)
        return Oklab(lightness: lerp(p.lightness, q.lightness), a: lerp(p.a, q.a), b: lerp(p.b, q.b)).rgba(alpha: alpha)
    }
}
