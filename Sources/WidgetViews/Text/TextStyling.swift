import WidgetText
import WidgetResolved
import Foundation

/// Character styling beyond font and color that a `Text` piece or an environment carries: design,
/// width, monospacing, kerning, tracking, baseline offset, underline and strikethrough. nil = not set
/// here. A piece's own value wins over the environment's (as its font and color do).
struct TextStyling: Hashable {
    var design: Font.Design?
    var width: Font.Width?
    var monospaced: Bool?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: DecorationRequest?
    var strikethrough: DecorationRequest?
    /// An attributed run's `backgroundColor`: its part of each line is filled behind the glyphs.
    var backgroundColor: Color?
    /// `textScale(_:)`: the size factor of the text scale (1 for `.default`).
    var sizeScale: Double?
    /// Markdown links: tinted with the environment's tint (the accent color), as SwiftUI draws them.
    var isLink = false

    /// `self` with what it leaves unset taken from `outer`.
    func filled(from outer: TextStyling) -> TextStyling {
        TextStyling(design: design ?? outer.design, width: width ?? outer.width,
                    monospaced: monospaced ?? outer.monospaced, kerning: kerning ?? outer.kerning,
                    tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
                    underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                    backgroundColor: backgroundColor ?? outer.backgroundColor, sizeScale: sizeScale ?? outer.sizeScale, isLink: isLink || outer.isLink)
    }

    /// Applies design and monospacing to a resolved font request. `monospaced()` asks for the
    /// monospaced design (SwiftUI: "the monospaced variant of the font"); the design of
    /// `fontDesign(_:)` replaces the font's own.
    func apply(to font: inout FontSpec) throws {
        if let design { font.design = design.resolved }
        if monospaced == true { font.design = .monospaced }
        if let width { font.width = try FontWidthCheck.value(width) }
        if let sizeScale { font.size *= sizeScale }
    }

    /// The engine's effects after validation; nil when there are none (so plain text stays plain).
    func effects() throws -> TextEffects? {
        func checked(_ value: CGFloat?, _ name: String) throws -> Double {
            let number = try Check.finite(Double(value ?? 0), name)
            // Our bound: a larger amount has no meaning on a widget and would only make huge lines.
            guard abs(number) <= 10_000 else { throw CheckFailure("\(name) \(Check.format(number)) is beyond ±10000 points") }
            return number
        }
        let effects = TextEffects(kerning: try checked(kerning, "kerning"), tracking: try checked(tracking, "tracking"),
                                  baselineOffset: try checked(baselineOffset, "baselineOffset"),
                                  underline: underline.flatMap { $0.isActive ? $0.pattern.value : nil },
                                  strikethrough: strikethrough.flatMap { $0.isActive ? $0.pattern.value : nil },
                                  fillsBackground: backgroundColor == nil ? nil : true)
        return effects == TextEffects() ? nil : effects
    }

    /// The decoration colors set apart from the text's color and the background color, resolved;
    /// nil when none is.
    func decorationPaints(in environment: EnvironmentValues) throws -> ResolvedDecorationPaints? {
        let underlinePaint = try underline.flatMap { $0.isActive ? $0.color : nil }.map { try $0.resolvePaint(in: environment) }
        let strikePaint = try strikethrough.flatMap { $0.isActive ? $0.color : nil }.map { try $0.resolvePaint(in: environment) }
        let backgroundPaint = try backgroundColor.map { try $0.resolvePaint(in: environment) }
        if underlinePaint == nil && strikePaint == nil && backgroundPaint == nil { return nil }
        return ResolvedDecorationPaints(underline: underlinePaint, strikethrough: strikePaint, background: backgroundPaint)
    }
}

/// `underline(_:pattern:color:)` / `strikethrough(_:pattern:color:)` as given: `false` is kept, so a
/// piece can switch off a line its environment draws.
struct DecorationRequest: Hashable {
    var isActive: Bool
    var pattern: Text.LineStyle.Pattern
    var color: Color?
}

private struct TextStylingKey: EnvironmentKey { static let defaultValue = TextStyling() }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var textStyling: TextStyling { get { self[TextStylingKey.self] } set { self[TextStylingKey.self] = newValue } }
    /// `allowsTightening(_:)`: text may squeeze its letter spacing before it truncates or shrinks.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] } set { self[AllowsTighteningKey.self] = newValue }
    }
}
