import WidgetViews

/// A `ResolvedText` whose numbers cannot be laid out. The description names the text and the value.
public struct TextInputError: Error, Equatable, CustomStringConvertible {
    /// The start of the text, to find it in a spec or view.
    public var excerpt: String
    /// Which value: "font size", "line height", "line spacing".
    public var field: String
    public var value: Double

    public var description: String { "text \"\(excerpt)\": \(field) \(value) is not a finite number ≥ 0" }

    /// Throws for NaN, infinite or negative sizes and line heights, and non-finite line spacing
    /// (negative spacing tightens lines, as in SwiftUI, so it is allowed).
    static func validate(_ text: ResolvedText) throws {
        let excerpt = text.string.count > 24 ? String(text.string.prefix(24)) + "…" : text.string
        func check(_ value: Double, _ field: String, allowNegative: Bool = false) throws {
            guard value.isFinite, allowNegative || value >= 0 else {
                throw TextInputError(excerpt: excerpt, field: field, value: value)
            }
        }
        for run in text.runs {
            try check(run.font.size, "font size")
            if let lineHeight = run.font.lineHeight { try check(lineHeight, "line height") }
        }
        try check(text.lineSpacing, "line spacing", allowNegative: true)
    }
}
