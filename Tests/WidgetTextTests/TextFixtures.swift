@testable import WidgetText

/// Shared helpers: the bundled catalog and one-run texts.
enum Fixtures {
    static func engine() throws -> TextEngine { TextEngine(catalog: try FontCatalog.bundled()) }

    static func text(_ string: String, size: Double = 17, weight: Int = 400, lineHeight: Double? = nil,
                     monospacedDigit: Bool = false, lineLimit: Int? = nil, alignment: TextAlignmentValue = .leading,
                     minimumScaleFactor: Double = 1, truncation: TruncationModeValue = .tail,
                     lineSpacing: Double = 0) -> TextContent {
        TextContent(runs: [TextSpan(string: string,
                                    font: FontSpec(size: size, weight: weight, monospacedDigit: monospacedDigit,
                                                   lineHeight: lineHeight))],
                    lineLimit: lineLimit, alignment: alignment, minimumScaleFactor: minimumScaleFactor,
                    truncation: truncation, lineSpacing: lineSpacing)
    }

    /// The ideal (unconstrained) width of a one-line string.
    static func width(_ string: String, size: Double = 17, engine: TextEngine) throws -> Double {
        try engine.layout(text(string, size: size), width: nil, height: nil).size.width
    }

    /// The stand-in calibration's advance scale for `character` in `face` at `size` (docs/text.md).
    static func calibratedScale(_ character: Character, face: String = "Inter-Regular", size: Double) -> Double {
        BundledFonts.calibrations[face]!.scale(for: character, pointSize: size, weight: 400)
    }
}
