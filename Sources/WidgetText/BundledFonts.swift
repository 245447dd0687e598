import Foundation

/// The pinned fonts in `Assets/Fonts` (see its README for sources, versions and licenses) and
/// the fallback chain: the ONE place either is declared.
enum BundledFonts {
    /// Faces that `FontSpec` selects by design, weight and italic. Inter stands in for SF Pro,
    /// Quicksand for SF Rounded, DejaVu Sans Mono for SF Mono (docs/platform.md §5). There is no
    /// pinned serif face: that design uses the default design's faces.
    static let primaryFaces: [(file: String, design: FontDesign)] = [
        ("Inter-Light.otf", .default),
        ("Inter-Regular.otf", .default),
        ("Inter-Medium.otf", .default),
        ("Inter-SemiBold.otf", .default),
        ("Inter-Bold.otf", .default),
        ("Inter-ExtraBold.otf", .default),
        ("Inter-Italic.otf", .default),
        ("Inter-BoldItalic.otf", .default),
        ("Quicksand-Regular.ttf", .rounded),
        ("Quicksand-Medium.ttf", .rounded),
        ("Quicksand-Bold.ttf", .rounded),
        ("DejaVuSansMono.ttf", .monospaced),
        ("DejaVuSansMono-Bold.ttf", .monospaced),
    ]

    /// Faces tried, in this order, after the requested face and the default design (Latin):
    /// other scripts (Greek, Cyrillic, Arabic, Hebrew, symbols …) → CJK → emoji.
    static let fallbackFiles = [
        "DejaVuSans.ttf",
        "NotoSansCJKsc-Regular-Subset.otf",
        "NotoColorEmoji.ttf",
    ]

    /// Stand-in calibration by face id (docs/text.md, "Stand-in calibration"). Every stand-in sets
    /// its line boxes with SF's metrics. Widths come from SF's own fonts (`SFGlyphWidths`, generated
    /// by scripts/calibrate-stand-ins): Inter as SF Pro Text of the same weight and slant (ExtraBold
    /// as Heavy; from 18 pt blending into SF Pro Display, `SFDisplayWidths`), Quicksand as SF Pro
    /// Rounded, each by SF's width at the text's size; DejaVu Sans Mono on SF Mono's pitch.
    static let calibrations: [String: StandInCalibration] = {
        var table: [String: StandInCalibration] = [:]
        for (face, weightScale) in SFGlyphWidths.weightScales {
            table[face] = StandInCalibration(advanceScale: weightScale,
                                             sizeWidths: face.hasPrefix("Quicksand") ? .rounded : .pro,
                                             characterScales: SFGlyphWidths.characterScales[face] ?? [:],
                                             tabularDigitScales: SFGlyphWidths.tabularDigitScales[face] ?? [],
                                             displayCharacterScales: SFDisplayWidths.characterScales[face] ?? [:],
                                             displayTabularDigitScales: SFDisplayWidths.tabularDigitScales[face] ?? [],
                                             otherWeights: SFGlyphWidths.otherWeights[face] ?? [:])
        }
        // SF Mono sets every glyph on one pitch in every weight, with no tracking table, and so
        // does DejaVu Sans Mono: the scale is exact, not an average.
        table["DejaVuSansMono"] = StandInCalibration(advanceScale: monoScale, sizeWidths: nil)
        table["DejaVuSansMono-Bold"] = StandInCalibration(advanceScale: monoScale, sizeWidths: nil)
        return table
    }()

    /// SF Mono's advance over DejaVu Sans Mono's: 1266 / 1233 units of 2048 (docs/platform.md §5;
    /// checked in SF Mono 13.1d0e1 Regular, Light, Bold and Heavy: every glyph 1266).
    static let monoScale = 1266.0 / 1233.0

    static var fontsDirectory: URL { BundledAssets.directory.appendingPathComponent("Fonts", isDirectory: true) }
}
