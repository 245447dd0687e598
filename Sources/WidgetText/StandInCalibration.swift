/// How a bundled stand-in face is made to set text like the Apple face it replaces
/// (docs/text.md, "Stand-in calibration"; docs/platform.md §5).
///
/// - Line boxes: iOS takes a line's height and baseline from the font's own metrics, and we draw
///   SF stand-ins, so a stand-in's line box uses SF's published vertical metrics instead of its own.
/// - Widths: every glyph's advance is multiplied by a per-face scale, digits by their own scale,
///   and, for SF Pro and SF Rounded stand-ins, by SF's width at the text's size (`SFSizeWidths`).
///   The extra room is split evenly before and after the glyph (tracking centred on the glyph), so
///   outlines are never stretched and a centred number stays centred; marks with no advance move
///   with their base. Kerning scales with the advance.
///
/// Only faces of the bundled catalog are calibrated; fallback faces (DejaVu, CJK, emoji) and fonts
/// a user names keep their own metrics and advances.
package struct StandInCalibration: Hashable, Sendable {
    /// The Apple face's ascender, descender and line gap in em; cap and x height stay the stand-in's.
    package var ascender: Double
    package var descender: Double
    package var lineGap: Double
    /// Advance scale for every glyph but the ASCII digits.
    package var advanceScale: Double
    /// Advance scale for the digits 0–9.
    package var digitAdvanceScale: Double
    /// Whether the scales are further multiplied by SF's width at the text's size (`SFSizeWidths`):
    /// SF Pro and SF Rounded stand-ins do; SF Mono keeps one pitch.
    package var followsSFSizeWidths = false
    /// Per-character corrections on top of the scales, indexed by ASCII value (128 entries), for
    /// the weights where SF's proportions differ from the stand-in's (`SFGlyphWidths`); empty for
    /// the others. An array, not a dictionary: it is read for every glyph laid out.
    package var asciiScales: [Double] = []

    /// Sets `asciiScales` from a table by character; characters not listed keep 1.
    mutating func setCharacterScales(_ scales: [Character: Double]) {
        asciiScales = (0..<128).map { scales[Character(Unicode.Scalar(UInt8($0)))] ?? 1 }
    }

    /// SF Pro's hhea metrics: 2048 units per em, ascender 1950, descender −494, line gap 0
    /// (docs/platform.md §5, [SF-Metrics]); line height 2444 / 2048 = 1.1934 em, so `caption`
    /// (12 pt) is 14.32 pt tall, as measured on iOS (issue #14).
    static func sf(advanceScale: Double, digitAdvanceScale: Double) -> StandInCalibration {
        StandInCalibration(ascender: 1950.0 / 2048, descender: -494.0 / 2048, lineGap: 0,
                           advanceScale: advanceScale, digitAdvanceScale: digitAdvanceScale)
    }

    /// SF's metrics and widths that also follow SF's width at each size (`SFSizeWidths`).
    static func sfSized(advanceScale: Double, digitAdvanceScale: Double) -> StandInCalibration {
        var calibration = sf(advanceScale: advanceScale, digitAdvanceScale: digitAdvanceScale)
        calibration.followsSFSizeWidths = true
        return calibration
    }

    /// The face's metrics with the Apple face's vertical metrics in place of its own.
    func lineMetrics(replacing own: FaceMetrics) -> FaceMetrics {
        var metrics = own
        metrics.ascender = ascender
        metrics.descender = descender
        metrics.lineGap = lineGap
        return metrics
    }

    /// The scale for the advance of a glyph of `character` set at `pointSize`.
    func scale(for character: Character, pointSize: Double) -> Double {
        var base = character.isASCII && character.isWholeNumber ? digitAdvanceScale : advanceScale
        if !asciiScales.isEmpty, let ascii = character.asciiValue { base *= asciiScales[Int(ascii)] }
        return followsSFSizeWidths ? base * SFSizeWidths.factor(at: pointSize) : base
    }
}
