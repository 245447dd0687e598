import WidgetGeometry

/// The system fill colors, as SwiftUI's `FillShapeStyle` (`.fill`, `.fill.secondary`,
/// `.fill.tertiary` — what Xcode's widget template gives `containerBackground` — and
/// `.fill.quaternary`). Values are UIKit's systemFill … quaternarySystemFill in light and dark
/// (Apple, UIKit "UI element colors"; HIG "Color", system gray fills).
public struct FillShapeStyle: ShapeStyle, PaintResolvable, Hashable, Sendable {
    let level: Int

    public init() { level = 0 }
    init(level: Int) { self.level = level }

    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    /// (red, green, blue, light alpha, dark alpha) per level, 8-bit components.
    private static let fills: [(r: Double, g: Double, b: Double, light: Double, dark: Double)] = [
        (120, 120, 128, 0.20, 0.36),  // systemFill
        (120, 120, 128, 0.16, 0.32),  // secondarySystemFill
        (118, 118, 128, 0.12, 0.24),  // tertiarySystemFill
        (116, 116, 128, 0.08, 0.18),  // quaternarySystemFill (dark: 118, 118, 128)
    ]

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        let fill = Self.fills[level]
        let dark = environment.colorScheme == .dark
        let red = dark && level == 3 ? 118.0 : fill.r, green = dark && level == 3 ? 118.0 : fill.g
        return .color(RGBA(red: red / 255, green: green / 255, blue: fill.b / 255, alpha: dark ? fill.dark : fill.light))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill (`systemFill`); `.fill.secondary` … `.fill.quaternary` are lighter.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
