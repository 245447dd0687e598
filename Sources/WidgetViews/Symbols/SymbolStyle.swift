import Foundation
import WidgetResolved

/// `symbolRenderingMode(_:)` (docs/symbols.md): how a symbol's layers take color.
/// - monochrome: every layer in the foreground style;
/// - hierarchical: layer n in the foreground at level n (`.primary`, `.secondary`, `.tertiary` opacities);
/// - palette: layer n in the n-th style of `foregroundStyle(_:_:_:)` (the last one repeats);
/// - multicolor: the artwork's own colors; `currentColor` parts in the foreground.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// `symbolVariant(_:)`: the shape and fill forms a symbol name is asked in (`heart` + `.circle.fill`
/// → `heart.circle.fill`). A form the set does not draw falls back to the plain name, as SF does.
public struct SymbolVariants: Hashable, Sendable {
    let shapeName: String?
    let isFilled: Bool
    let isSlashed: Bool

    public static let none = SymbolVariants(shapeName: nil, isFilled: false, isSlashed: false)
    public static let circle = SymbolVariants(shapeName: "circle", isFilled: false, isSlashed: false)
    public static let square = SymbolVariants(shapeName: "square", isFilled: false, isSlashed: false)
    public static let rectangle = SymbolVariants(shapeName: "rectangle", isFilled: false, isSlashed: false)
    public static let fill = SymbolVariants(shapeName: nil, isFilled: true, isSlashed: false)
    public static let slash = SymbolVariants(shapeName: nil, isFilled: false, isSlashed: true)

    public var circle: SymbolVariants { SymbolVariants(shapeName: "circle", isFilled: isFilled, isSlashed: isSlashed) }
    public var square: SymbolVariants { SymbolVariants(shapeName: "square", isFilled: isFilled, isSlashed: isSlashed) }
    public var rectangle: SymbolVariants { SymbolVariants(shapeName: "rectangle", isFilled: isFilled, isSlashed: isSlashed) }
    public var fill: SymbolVariants { SymbolVariants(shapeName: shapeName, isFilled: true, isSlashed: isSlashed) }
    public var slash: SymbolVariants { SymbolVariants(shapeName: shapeName, isFilled: isFilled, isSlashed: true) }

    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shapeName == nil || other.shapeName == shapeName) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The names to try for `base`, most specific first (SF orders suffixes slash, shape, fill:
    /// `bell.slash.circle.fill`).
    func candidates(for base: String) -> [String] {
        guard self != .none else { return [base] }
        var parts = [base]
        if isSlashed, !base.contains(".slash") { parts.append("slash") }
        if let shapeName, !base.contains("." + shapeName) { parts.append(shapeName) }
        if isFilled, !base.hasSuffix(".fill") { parts.append("fill") }
        var names = [parts.joined(separator: ".")]
        if isFilled, let shapeName, !base.contains("." + shapeName) { names.append(base + "." + shapeName) }
        if isFilled, !base.hasSuffix(".fill") { names.append(base + ".fill") }
        names.append(base)
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// `symbolEffect(_:options:isActive:)` effects: animations, so a still image shows the symbol at
/// rest (accepted, no effect on a still image).
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// The symbol effects SwiftUI names; all accepted, none changes a still image.
public struct SymbolEffectKind: Hashable, Sendable {
    let name: String
    public static let bounce = SymbolEffectKind(name: "bounce")
    public static let pulse = SymbolEffectKind(name: "pulse")
    public static let variableColor = SymbolEffectKind(name: "variableColor")
    public static let scale = SymbolEffectKind(name: "scale")
    public static let appear = SymbolEffectKind(name: "appear")
    public static let disappear = SymbolEffectKind(name: "disappear")
    public static let replace = SymbolEffectKind(name: "replace")
    public static let wiggle = SymbolEffectKind(name: "wiggle")
    public static let rotate = SymbolEffectKind(name: "rotate")
    public static let breathe = SymbolEffectKind(name: "breathe")
    public var up: SymbolEffectKind { self }
    public var down: SymbolEffectKind { self }
    public var byLayer: SymbolEffectKind { self }
    public var wholeSymbol: SymbolEffectKind { self }
    public var iterative: SymbolEffectKind { self }
    public var cumulative: SymbolEffectKind { self }
    public var reversing: SymbolEffectKind { self }
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct PaletteKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// nil: monochrome (multicolor symbols in SF also default to monochrome unless asked).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] } set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The styles of `foregroundStyle(_:_:)` / `(_:_:_:)` for palette symbols: secondary, tertiary.
    var paletteStyles: [AnyShapeStyle] { get { self[PaletteKey.self] } set { self[PaletteKey.self] = newValue } }
}

nonisolated extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environmentModifier("symbolRenderingMode") { $0.symbolRenderingMode = mode }
    }

    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentModifier("symbolVariant") { $0.symbolVariants = variant }
    }

    /// Accepted, no effect on a still image (an animation).
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        inertModifier("symbolEffect")
    }

    /// Accepted, no effect on a still image (an animation triggered by a value change).
    public func symbolEffect<U: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: U) -> some View {
        inertModifier("symbolEffect")
    }

    /// Accepted, no effect on a still image.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { inertModifier("symbolEffectsRemoved") }

    /// How a variable value shows (SF Symbols 7: `.color` fills layers, `.draw` draws strokes
    /// partway). Accepted; the bundled set shows a variable value in steps either way (docs/symbols.md).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        inertModifier("symbolVariableValueMode")
    }
}

/// How a symbol shows its variable value, as SwiftUI's `SymbolVariableValueMode`.
public struct SymbolVariableValueMode: Hashable, Sendable {
    let name: String
    public static let color = SymbolVariableValueMode(name: "color")
    public static let draw = SymbolVariableValueMode(name: "draw")
}
