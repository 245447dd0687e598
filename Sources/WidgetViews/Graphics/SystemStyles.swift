import WidgetGeometry
import WidgetText
import WidgetResolved

// Shape styles of the system's fill and background colors, and the hierarchical levels every
// style has (`.fill.tertiary`, `.tint.secondary`, `Color.red.quaternary`), as SwiftUI's.
//
// Values: UIKit's `systemFill` … `quaternarySystemFill` and `systemBackground` …
// `tertiarySystemBackground` (Apple's "UI element colors" documentation names them; the RGBA
// values are the ones UIColor resolves to on iOS 17 in light and dark, as commonly tabulated).

/// A style with its own levels (fill and background colors are distinct colors per level, not
/// the primary one faded).
protocol LeveledShapeStyle {
    func resolvePaint(level: Int, in environment: EnvironmentValues) throws -> ResolvedPaint
}

/// The system fill colors, as SwiftUI's `FillShapeStyle` (`.fill`): translucent grays for thin
/// and small shapes (Xcode's widget template uses `.fill.tertiary` as the container background).
public struct FillShapeStyle: ShapeStyle, PaintResolvable, LeveledShapeStyle, Hashable, Sendable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try resolvePaint(level: 0, in: environment)
    }
    func resolvePaint(level: Int, in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(SystemFillStyle(level: level).rgba(for: environment.colorScheme))
    }
}

/// The system background colors, as SwiftUI's `BackgroundStyle` (`.background`).
public struct BackgroundStyle: ShapeStyle, PaintResolvable, LeveledShapeStyle, Hashable, Sendable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try resolvePaint(level: 0, in: environment)
    }
    func resolvePaint(level: Int, in environment: EnvironmentValues) throws -> ResolvedPaint {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA { RGBA(r8: r, g8: g, b8: b) }
        let light = environment.colorScheme == .light
        switch level {
        case 0: return .color(light ? c(255, 255, 255) : c(0, 0, 0))
        case 1: return .color(light ? c(242, 242, 247) : c(28, 28, 30))
        // UIKit has three background levels; ours: the fourth repeats the third.
        default: return .color(light ? c(255, 255, 255) : c(44, 44, 46))
        }
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// `systemFill` … `quaternarySystemFill`.
struct SystemFillStyle: ShapeStyle, PaintResolvable, Hashable, Sendable {
    let level: Int
    static let primary = SystemFillStyle(level: 0)
    static let secondary = SystemFillStyle(level: 1)
    static let tertiary = SystemFillStyle(level: 2)
    static let quaternary = SystemFillStyle(level: 3)

    func rgba(for scheme: ColorScheme) -> RGBA {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double) -> RGBA { RGBA(r8: r, g8: g, b8: b).withAlpha(a) }
        let light = scheme == .light
        switch min(max(level, 0), 3) {
        case 0: return light ? c(120, 120, 128, 0.20) : c(120, 120, 128, 0.36)
        case 1: return light ? c(120, 120, 128, 0.16) : c(120, 120, 128, 0.32)
        case 2: return light ? c(118, 118, 128, 0.12) : c(118, 118, 128, 0.24)
        default: return light ? c(116, 116, 128, 0.08) : c(118, 118, 128, 0.18)
        }
    }

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(rgba(for: environment.colorScheme))
    }
}

/// A style at a hierarchical level: the style's own level color when it has levels, the label
/// colors for `.foreground`, else the style faded by the hierarchical opacities (ours: 1, 0.6, 0.3,
/// 0.18, 0.1, as `HierarchicalShapeStyle`).
public struct HierarchicalLevelStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let level: Int

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        if let leveled = base as? LeveledShapeStyle { return try leveled.resolvePaint(level: level, in: environment) }
        // `.foreground.tertiary` is the current foreground's tertiary level: `.tertiary`.
        if base is ForegroundStyle { return try HierarchicalShapeStyle(level: level).resolvePaint(in: environment) }
        return try WidgetViews.resolvePaint(base, in: environment)
            .multiplyingOpacity(HierarchicalShapeStyle.opacities[level])
    }
}

extension ShapeStyle {
    public var secondary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 1) }
    public var tertiary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 2) }
    public var quaternary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 3) }
    public var quinary: HierarchicalLevelStyle<Self> { HierarchicalLevelStyle(base: self, level: 4) }
}
