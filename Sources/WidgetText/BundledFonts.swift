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
    /// its line boxes with SF's metrics. Widths:
    /// - Inter: SF Pro Text Regular's own advances are within 1 % of Inter Regular's, so Inter keeps
    ///   its advances, times SF's width at the text's size (`SFSizeWidths`: iOS's size-specific
    ///   tracking and the Display design towards 28 pt), times SF's extra width at heavier weights.
    /// - Quicksand: SF Rounded is taken to keep SF Pro's widths, so each Quicksand weight is scaled
    ///   to Inter of the same weight, letters and digits separately (the letter-frequency-weighted
    ///   mean advance of a–z and space, and the mean advance of 0–9), then by `SFSizeWidths` too.
    static let calibrations: [String: StandInCalibration] = {
        var table: [String: StandInCalibration] = [:]
        let interWeights = ["Light": 1, "Regular": 1, "Italic": 1, "Medium": sfMedium, "SemiBold": sfSemibold,
                            "Bold": sfBold, "BoldItalic": sfBold, "ExtraBold": sfBold]
        for (face, scale) in interWeights {
            table["Inter-\(face)"] = .sfSized(advanceScale: scale, digitAdvanceScale: scale)
        }
        // SF's own proportions per character where measured: Semibold, and Bold for every face
        // that takes Bold's scale (our rule for BoldItalic and ExtraBold, as for the scale).
        table["Inter-SemiBold"]?.setCharacterScales(SFGlyphWidths.semibold)
        for face in ["Bold", "BoldItalic", "ExtraBold"] { table["Inter-\(face)"]?.setCharacterScales(SFGlyphWidths.bold) }
        table["Quicksand-Regular"] = .sfSized(advanceScale: 1.0252, digitAdvanceScale: 1.1365)
        table["Quicksand-Medium"] = .sfSized(advanceScale: 1.0049 * sfMedium, digitAdvanceScale: 1.1234 * sfMedium)
        table["Quicksand-Bold"] = .sfSized(advanceScale: 1.0029 * sfBold, digitAdvanceScale: 1.1415 * sfBold)
        // SF Mono sets every glyph on one pitch, in every weight, and so does DejaVu Sans Mono:
        // the scale is exact, not an average.
        table["DejaVuSansMono"] = .sf(advanceScale: monoScale, digitAdvanceScale: monoScale)
        table["DejaVuSansMono-Bold"] = .sf(advanceScale: monoScale, digitAdvanceScale: monoScale)
        return table
    }()

    /// How much wider SF Pro Text sets a heavier weight, relative to Inter of that weight, than it
    /// sets Regular relative to Inter Regular: SF grows wider with weight faster than Inter does.
    /// Measured with both fonts' advances, HarfBuzz and the 17-pt tracking over eleven Latin strings
    /// (docs/text.md): Semibold 1.021, Bold 1.034. Medium is halfway to Semibold and ExtraBold (SF
    /// Heavy) takes Bold's, **our rule**: those SF weights were not at hand.
    static let sfSemibold = 1.021
    static let sfBold = 1.034
    static let sfMedium = 1.0105

    /// SF Mono's advance over DejaVu Sans Mono's: 1266 / 1233 units of 2048 (docs/platform.md §5).
    static let monoScale = 1266.0 / 1233.0

    static var fontsDirectory: URL { BundledAssets.directory.appendingPathComponent("Fonts", isDirectory: true) }
}
