import WidgetGeometry
import WidgetText
import WidgetResolved

/// A translucent backdrop style, as SwiftUI's `Material`: what is drawn beneath the filled shape
/// (in the same group) is blurred, then tinted by color scheme: white (light) or black (dark) at
/// 30 / 45 / 60 / 75 / 85 % from ultraThin to ultraThick, 70 % for `bar`.
public struct Material: ShapeStyle, PaintResolvable, Hashable, Sendable {
    let opacity: Double
    /// How much of what lies beneath the material is blurred: a SwiftUI-style blur radius of
    /// 30 pt × the tint's opacity (ours, docs/platform.md §10: Apple publishes no radius); Liquid
    /// Glass sets its own (Glass.swift).
    let blurRadius: Double

    init(opacity: Double, blurRadius: Double? = nil) {
        self.opacity = opacity; self.blurRadius = blurRadius ?? 30 * opacity
    }
    public static let ultraThinMaterial = Material(opacity: 0.30)
    public static let thinMaterial = Material(opacity: 0.45)
    public static let regularMaterial = Material(opacity: 0.60)
    public static let thickMaterial = Material(opacity: 0.75)
    public static let ultraThickMaterial = Material(opacity: 0.85)
    /// The material of system toolbars (ours: between regular and thick).
    public static let bar = Material(opacity: 0.70)

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        let base = environment.colorScheme == .light ? RGBA.white : RGBA.black
        return .color(base.withAlpha(opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(opacity: 0.30) }
    public static var thinMaterial: Material { Material(opacity: 0.45) }
    public static var regularMaterial: Material { Material(opacity: 0.60) }
    public static var thickMaterial: Material { Material(opacity: 0.75) }
    public static var ultraThickMaterial: Material { Material(opacity: 0.85) }
    public static var bar: Material { Material(opacity: 0.70) }
}
