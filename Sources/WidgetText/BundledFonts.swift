import Foundation

/// The pinned fonts in `Assets/Fonts` (see its README for sources, versions and licenses) and
/// the fallback chain: the ONE place either is declared.
enum BundledFonts {
    /// Faces that `FontSpec` selects by design, weight and italic. Inter stands in for SF Pro,
    /// Quicksand for SF Rounded (docs/platform.md §5). There is no pinned monospaced or serif face:
    /// those designs use the default design's faces.
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
    ]

    /// Faces tried, in this order, after the requested face and the default design (Latin):
    /// other scripts (Greek, Cyrillic, Arabic, Hebrew, symbols …) → CJK → emoji.
    static let fallbackFiles = [
        "DejaVuSans.ttf",
        "NotoSansCJKsc-Regular-Subset.otf",
        "NotoColorEmoji.ttf",
    ]

    static var fontsDirectory: URL { BundledAssets.directory.appendingPathComponent("Fonts", isDirectory: true) }
}
