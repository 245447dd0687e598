import WidgetGeometry
import WidgetText
import WidgetResolved

/// A color or gradient that fills shapes and text, as SwiftUI's `ShapeStyle`.
/// The styles this package draws conform through `PaintResolvable`; others are reported at resolve.
public protocol ShapeStyle {}

/// A style that lowers itself to a paint in an environment (color scheme, foreground, tint).
protocol PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint
}

func resolvePaint<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) throws -> ResolvedPaint {
    guard let paintable = style as? PaintResolvable else {
        throw CheckFailure("shape style \(S.self) is not supported (use a Color, a gradient or a hierarchical style)")
    }
    return try paintable.resolvePaint(in: environment)
}

extension Color: ShapeStyle, PaintResolvable, DefaultForegroundMarking {
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(try resolve(in: environment))
    }

    /// `Color.primary` is the label color, as `.primary` is: the levels under it are the label colors.
    var isDefaultForeground: Bool { storage == .system(.primary) && opacityFactor == 1 }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(storage: .system(.red)) }
    public static var orange: Color { Color(storage: .system(.orange)) }
    public static var yellow: Color { Color(storage: .system(.yellow)) }
    public static var green: Color { Color(storage: .system(.green)) }
    public static var mint: Color { Color(storage: .system(.mint)) }
    public static var teal: Color { Color(storage: .system(.teal)) }
    public static var cyan: Color { Color(storage: .system(.cyan)) }
    public static var blue: Color { Color(storage: .system(.blue)) }
    public static var indigo: Color { Color(storage: .system(.indigo)) }
    public static var purple: Color { Color(storage: .system(.purple)) }
    public static var pink: Color { Color(storage: .system(.pink)) }
    public static var brown: Color { Color(storage: .system(.brown)) }
    public static var gray: Color { Color(storage: .system(.gray)) }
    public static var black: Color { Color(storage: .system(.black)) }
    public static var white: Color { Color(storage: .system(.white)) }
    public static var clear: Color { Color(storage: .system(.clear)) }
}

/// A type-erased style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable, ShadowBearing, DefaultForegroundMarking {
    private let resolveBody: (EnvironmentValues) throws -> ResolvedPaint
    /// Whether the wrapped style is the default foreground (`DefaultForegroundMarking`).
    let isDefaultForeground: Bool
    /// A material's backdrop blur (SwiftUI-style radius, points); nil for every other style.
    let backdropBlurRadius: Double?
    /// The shadows of a `.shadow(_:)` style (ShadowShapeStyle.swift); empty for every other style.
    let shadows: [ShadowStyle]
    public init<S: ShapeStyle>(_ style: S) {
        resolveBody = { try WidgetViews.resolvePaint(style, in: $0) }
        backdropBlurRadius = (style as? Material)?.blurRadius ?? (style as? AnyShapeStyle)?.backdropBlurRadius
        shadows = (style as? ShadowBearing)?.shadows ?? []
        isDefaultForeground = (style as? DefaultForegroundMarking)?.isDefaultForeground ?? false
    }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint { try resolveBody(environment) }
}

/// The current foreground style at a level of emphasis (`.primary` … `.quinary`).
/// Over the default foreground the levels are iOS's label colors, `label` … `quaternaryLabel`
/// (`LabelColors`); over any other foreground they fade it by the opacities (ours: 1, 0.6, 0.3,
/// 0.18, 0.1). Under `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` the second and third
/// levels are the styles given there, and deeper levels the last one given (docs/platform.md §10).
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable, DefaultForegroundMarking, Hashable, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// `.primary` is the label color itself, so a foreground set to it keeps the label ladder below.
    var isDefaultForeground: Bool { level == 0 }

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        let palette = environment.paletteStyles
        if level > 0, !palette.isEmpty {
            return try palette[min(level - 1, palette.count - 1)].resolvePaint(in: environment)
        }
        if let foreground = environment.foregroundStyle, !foreground.isDefaultForeground {
            return try foreground.resolvePaint(in: environment).multiplyingOpacity(Self.opacities[level])
        }
        // iOS draws `.tertiary` text in `tertiaryLabel`, not the label faded to 30 % (measured on an
        // iOS render, issue 33: 197 over white, 70 over black; docs/platform.md §10a).
        return .color(LabelColors.rgba(level: level, scheme: environment.colorScheme))
    }
}

/// UIKit's label colors, one per hierarchical level: `label`, `secondaryLabel`, `tertiaryLabel`,
/// `quaternaryLabel` (docs/platform.md §10a), and a fifth level of ours for `.quinary` (UIKit has no
/// fifth label color): the same hue at 10 %, the last of `HierarchicalShapeStyle.opacities`.
enum LabelColors {
    static func rgba(level: Int, scheme: ColorScheme) -> RGBA {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> RGBA { RGBA(r8: r, g8: g, b8: b).withAlpha(a) }
        let light = scheme == .light
        switch min(max(level, 0), 4) {
        case 0: return light ? c(0, 0, 0) : c(255, 255, 255)
        case 1: return light ? c(60, 60, 67, 0.6) : c(235, 235, 245, 0.6)
        case 2: return light ? c(60, 60, 67, 0.3) : c(235, 235, 245, 0.3)
        case 3: return light ? c(60, 60, 67, 0.18) : c(235, 235, 245, 0.16)
        default: return light ? c(60, 60, 67, 0.1) : c(235, 235, 245, 0.1)
        }
    }
}

/// A style that may be the default foreground (the label color), so that the hierarchical levels
/// under it are the label colors rather than it faded.
protocol DefaultForegroundMarking {
    var isDefaultForeground: Bool { get }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The current foreground style (`.foreground`).
public struct ForegroundStyle: ShapeStyle, PaintResolvable, DefaultForegroundMarking {
    public init() {}
    var isDefaultForeground: Bool { true }
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try HierarchicalShapeStyle.primary.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current tint (`.tint`): the `tint(_:)` set above, else the accent color.
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        if let tint = environment.tintStyle { return try tint.resolvePaint(in: environment) }
        return .color(Color.accentColor(in: environment))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ResolvedPaint {
    /// The same paint with every color's alpha multiplied by `factor`.
    func multiplyingOpacity(_ factor: Double) -> ResolvedPaint {
        if factor == 1 { return self }
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.withAlpha($0.color.alpha * factor), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.withAlpha(c.alpha * factor))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: fade(stops), center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: fade(stops), center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let f0, let f1):
            return .ellipticalGradient(stops: fade(stops), center: center, startRadiusFraction: f0, endRadiusFraction: f1)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.mappingColors { $0.withAlpha($0.alpha * factor) })
        }
    }
}
