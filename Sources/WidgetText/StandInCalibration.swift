/// How a bundled stand-in face is made to set text like the Apple face it replaces
/// (docs/text.md, "Stand-in calibration"; docs/platform.md §5).
///
/// - Line boxes: iOS takes a line's height and baseline from the font's own metrics, and we draw
///   SF stand-ins, so a stand-in's line box uses SF's published vertical metrics instead of its own.
/// - Widths: every glyph's advance is multiplied by the face's weight scale, by SF's width at the
///   text's size (`SFSizeWidths`, SF Pro and SF Rounded stand-ins) and, for ASCII and Latin-1
///   characters, by SF's own proportion for that character (`SFGlyphWidths`, measured in SF Pro's
///   Text design at 17 pt). From 18 pt SF Pro blends into its Display design, whose digits are
///   wider and punctuation narrower than the Text design's: the Display correction
///   (`SFDisplayWidths`) is applied in proportion to the Display share (0 at 17 pt, all of it from
///   28 pt: the optical-size blend of `SFSizeWidths`, our rule).
///   The extra room is split evenly before and after the glyph (tracking centred on the glyph), so
///   outlines are never stretched and a centred number stays centred; marks with no advance move
///   with their base. Kerning scales with the advance.
///
/// Only faces of the bundled catalog are calibrated; fallback faces (DejaVu, CJK, emoji) and fonts
/// a user names keep their own metrics and advances.
package struct StandInCalibration: Hashable, Sendable {
    /// The Apple face's ascender, descender, line gap and cap height in em (the line metrics; the
    /// cap height only spaces texts from other views, WidgetLayout/ViewSpacing.swift). Glyphs and
    /// inline images keep the stand-in's own cap and x height.
    package var ascender: Double
    package var descender: Double
    package var lineGap: Double
    package var capHeight: Double
    /// Advance scale for every glyph.
    package var advanceScale: Double
    /// SF's width by size over the stand-in's; nil for a face that keeps one pitch (SF Mono).
    package var sizeWidths: SFSizeWidths?
    /// Per-character corrections on top of the scale, indexed by scalar value (256 entries: ASCII
    /// and Latin-1), or empty. An array, not a dictionary: it is read for every glyph laid out.
    package var latin1Scales: [Double] = []
    /// The corrections for the digits 0–9 under `monospacedDigit()` (tabular figures), or empty.
    package var tabularDigitScales: [Double] = []
    /// The Display design's corrections on top of those, by scalar value (256 entries) and for the
    /// tabular digits; empty for faces of one design (SF Rounded, SF Mono).
    package var displayLatin1Scales: [Double] = []
    package var displayTabularDigitScales: [Double] = []
    /// The weights this face draws that are not its own (the nearest face stands in, so rounded
    /// Semibold is drawn with Quicksand Bold) and SF's width at that weight over SF's at the face's.
    /// Indexed by weight ÷ 100 (0…9; 1 for the face's own and unlisted weights), an array because
    /// it is read for every glyph laid out.
    package var weightScales: [Double] = Array(repeating: 1, count: 10)

    /// SF Pro's hhea metrics: 2048 units per em, ascender 1950, descender −494, line gap 0
    /// (docs/platform.md §5, [SF-Metrics]); line height 2444 / 2048 = 1.1934 em, so `caption`
    /// (12 pt) is 14.32 pt tall, as measured on iOS (issue #14). Cap height 1443 (OS/2), the same
    /// in SF Pro Rounded and SF Mono.
    init(advanceScale: Double, sizeWidths: SFSizeWidths?, characterScales: [Character: Double] = [:],
         tabularDigitScales: [Double] = [], displayCharacterScales: [Character: Double] = [:],
         displayTabularDigitScales: [Double] = [], otherWeights: [Int: Double] = [:]) {
        ascender = 1950.0 / 2048
        descender = -494.0 / 2048
        lineGap = 0
        capHeight = 1443.0 / 2048
        self.advanceScale = advanceScale
        self.sizeWidths = sizeWidths
        latin1Scales = Self.latin1Table(characterScales)
        self.tabularDigitScales = tabularDigitScales
        displayLatin1Scales = Self.latin1Table(displayCharacterScales)
        self.displayTabularDigitScales = displayTabularDigitScales
        for (weight, scale) in otherWeights where weight % 100 == 0 && (0...900).contains(weight) {
            weightScales[weight / 100] = scale
        }
    }

    private static func latin1Table(_ scales: [Character: Double]) -> [Double] {
        scales.isEmpty ? [] : (0..<256).map { scales[Character(Unicode.Scalar(UInt8($0)))] ?? 1 }
    }

    /// How much of SF Pro's Display design a size sets: none up to 17 pt, all of it from 28 pt,
    /// linear between (the optical-size blend of `SFSizeWidths`, our rule).
    static func displayShare(at pointSize: Double) -> Double {
        guard pointSize.isFinite else { return 0 }
        return min(max((pointSize - 17) / 11, 0), 1)
    }

    /// The face's metrics with the Apple face's vertical metrics in place of its own.
    func lineMetrics(replacing own: FaceMetrics) -> FaceMetrics {
        var metrics = own
        metrics.ascender = ascender
        metrics.descender = descender
        metrics.lineGap = lineGap
        metrics.capHeight = capHeight
        return metrics
    }

    /// The scale for the advance of a glyph of `character` set at `pointSize` in `weight` (the
    /// requested one, which this face may only stand in for), with tabular figures when
    /// `tabularDigits` (`monospacedDigit()`).
    func scale(for character: Character, pointSize: Double, weight: Int, tabularDigits: Bool = false) -> Double {
        let weightIndex = weight / 100
        var base = advanceScale * (weight % 100 == 0 && (0..<10).contains(weightIndex) ? weightScales[weightIndex] : 1)
        if let scalar = character.unicodeScalars.first, scalar.value < 256, character.unicodeScalars.count == 1 {
            let value = Int(scalar.value)
            let share = displayLatin1Scales.isEmpty ? 0 : Self.displayShare(at: pointSize)
            if tabularDigits, !tabularDigitScales.isEmpty, (48...57).contains(value) {
                base *= tabularDigitScales[value - 48]
                if share > 0, !displayTabularDigitScales.isEmpty { base *= 1 + (displayTabularDigitScales[value - 48] - 1) * share }
            } else if !latin1Scales.isEmpty {
                base *= latin1Scales[value]
                if share > 0 { base *= 1 + (displayLatin1Scales[value] - 1) * share }
            }
        }
        return sizeWidths.map { base * $0.factor(at: pointSize) } ?? base
    }
}
