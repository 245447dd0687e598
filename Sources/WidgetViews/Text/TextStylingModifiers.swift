import WidgetText
import Foundation

// SwiftUI's character-styling modifiers, on `Text` (they keep a Text, so it can still be
// concatenated, and the inner setting wins) and on `View` (they set the environment of the
// subtree's text, the innermost setting winning). docs/text.md has what each one draws.

extension Text {
    private func styling(_ change: (inout TextStyling) -> Void) -> Text {
        var copy = self
        for index in copy.pieces.indices {
            var own = TextStyling()
            change(&own)
            copy.pieces[index].styling = copy.pieces[index].styling.filled(from: own)
        }
        return copy
    }

    public func fontDesign(_ design: Font.Design?) -> Text { styling { $0.design = design } }
    public func fontWidth(_ width: Font.Width?) -> Text { styling { $0.width = width } }
    /// The monospaced design (docs/text.md: a fixed cell per character, since no monospaced face is pinned).
    public func monospaced(_ isActive: Bool = true) -> Text { styling { $0.monospaced = isActive } }
    public func kerning(_ kerning: CGFloat) -> Text { styling { $0.kerning = kerning } }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        styling { $0.sizeScale = isEnabled ? scale.factor : 1 }
    }
    public func tracking(_ tracking: CGFloat) -> Text { styling { $0.tracking = tracking } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styling { $0.baselineOffset = baselineOffset } }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styling { $0.underline = DecorationRequest(isActive: isActive, pattern: pattern, color: color) }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styling { $0.strikethrough = DecorationRequest(isActive: isActive, pattern: pattern, color: color) }
    }
}

nonisolated extension View {
    public func fontDesign(_ design: Font.Design?) -> some View {
        environmentModifier("fontDesign") { $0.textStyling.design = design }
    }
    public func fontWidth(_ width: Font.Width?) -> some View {
        environmentModifier("fontWidth") { $0.textStyling.width = width }
    }
    public func monospaced(_ isActive: Bool = true) -> some View {
        environmentModifier("monospaced") { $0.textStyling.monospaced = isActive }
    }
    public func kerning(_ kerning: CGFloat) -> some View {
        environmentModifier("kerning") { $0.textStyling.kerning = kerning }
    }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        environmentModifier("textScale") { $0.textStyling.sizeScale = isEnabled ? scale.factor : 1 }
    }
    public func tracking(_ tracking: CGFloat) -> some View {
        environmentModifier("tracking") { $0.textStyling.tracking = tracking }
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environmentModifier("baselineOffset") { $0.textStyling.baselineOffset = baselineOffset }
    }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentModifier("underline") {
            $0.textStyling.underline = DecorationRequest(isActive: isActive, pattern: pattern, color: color)
        }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        environmentModifier("strikethrough") {
            $0.textStyling.strikethrough = DecorationRequest(isActive: isActive, pattern: pattern, color: color)
        }
    }
    /// Lets text squeeze its letter spacing (up to our limit, docs/text.md) before it shrinks or truncates.
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentModifier("allowsTightening") { $0.allowsTightening = flag }
    }
}

extension Text {
    /// A logical text size relative to the font, as SwiftUI's `Text.Scale`: `.secondary` is smaller
    /// than the font; Apple gives no factor, **ours** is 0.8 (docs/text.md).
    public struct Scale: Hashable, Sendable {
        let factor: Double
        public static let `default` = Scale(factor: 1)
        public static let secondary = Scale(factor: 0.8)
    }
}

/// The language text is typeset for, as SwiftUI's `TypesettingLanguage`.
public struct TypesettingLanguage: Hashable, Sendable {
    let language: Locale.Language?
    public static let automatic = TypesettingLanguage(language: nil)
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(language: language) }
}

// `typesettingLanguage(_:isEnabled:)` picks language-specific line heights and glyph forms for
// scripts whose metrics vary by language (CJK, Thai, Arabic). The bundled fonts have one form per
// script and a render sets its line boxes from SF's metrics, so the language changes nothing
// here (docs/text.md); it is accepted so that widget code compiles.
extension Text {
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        inertModifier("typesettingLanguage")
    }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        inertModifier("typesettingLanguage")
    }
}
