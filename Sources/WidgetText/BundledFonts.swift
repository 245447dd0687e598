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
    /// - Inter: SF Pro Text's own advances are within 1 % of Inter's, so Inter keeps its advances,
    ///   times SF's width at the text's size (`SFSizeWidths`: iOS's size-specific tracking and the
    ///   Display design from 20 pt).
    /// - Quicksand: SF Rounded is taken to keep SF Pro's widths, so each Quicksand weight is scaled
    ///   to Inter of the same weight, letters and digits separately (the letter-frequency-weighted
    ///   mean advance of a–z and space, and the mean advance of 0–9), then by `SFSizeWidths` too.
    static let calibrations: [String: StandInCalibration] = {
        let inter = StandInCalibration.sfSized(advanceScale: 1, digitAdvanceScale: 1)
        var table: [String: StandInCalibration] = [:]
        for face in ["Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Italic", "BoldItalic"] {
            table["Inter-\(face)"] = inter
        }
        table["Quicksand-Regular"] = .sfSized(advanceScale: 1.0252, digitAdvanceScale: 1.1365)
        table["Quicksand-Medium"] = .sfSized(advanceScale: 1.0049, digitAdvanceScale: 1.1234)
        table["Quicksand-Bold"] = .sfSized(advanceScale: 1.0029, digitAdvanceScale: 1.1415)
        // SF Mono sets every glyph on one pitch, in every weight, and so does DejaVu Sans Mono:
        // the scale is exact, not an average.
        table["DejaVuSansMono"] = .sf(advanceScale: monoScale, digitAdvanceScale: monoScale)
        table["DejaVuSansMono-Bold"] = .sf(advanceScale: monoScale, digitAdvanceScale: monoScale)
        return table
    }()

    /// SF Mono's advance over DejaVu Sans Mono's: 1266 / 1233 units of 2048 (docs/platform.md §5).
    static let monoScale = 1266.0 / 1233.0

    static var fontsDirectory: URL { BundledAssets.directory.appendingPathComponent("Fonts", isDirectory: true) }
}
