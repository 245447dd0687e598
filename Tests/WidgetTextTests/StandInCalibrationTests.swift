import XCTest
import Foundation
@testable import WidgetText

/// Stand-in calibration (docs/text.md, "Stand-in calibration"): SF line metrics for the bundled
/// faces, widths scaled towards SF, fallback faces untouched.
final class StandInCalibrationTests: XCTestCase {
    private var fontsDirectory: URL { BundledFonts.fontsDirectory }

    /// The bundled files without any calibration: what the stand-ins measure on their own.
    private func uncalibratedEngine(_ primary: [String]) throws -> TextEngine {
        let fallbacks = BundledFonts.fallbackFiles
        let files = (primary + fallbacks).map { fontsDirectory.appendingPathComponent($0) }
        let order = fallbacks.map { FontCatalog.faceID(for: URL(fileURLWithPath: $0)) }
        return TextEngine(catalog: try FontCatalog(fontFiles: files, fallbackOrder: order))
    }

    private func rounded(_ string: String, size: Double = 17, weight: Int) -> TextContent {
        TextContent(runs: [TextSpan(string: string, font: FontSpec(size: size, weight: weight, design: .rounded))])
    }

    /// SF Pro's hhea metrics, 1950 / −494 / 0 in 2048 units (docs/platform.md §5): a 12-pt caption
    /// line is 12 × 2444 / 2048 = 14.3203 pt tall (issue #14 measured 14.32 pt on iOS), its
    /// baseline 12 × 1950 / 2048 = 11.4258 pt below the top.
    func testCaptionLineHasSFProHeight() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Caption", size: 12), width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 12 * 2444 / 2048, accuracy: 1e-9)
        XCTAssertEqual(layout.firstBaseline, 12 * 1950 / 2048, accuracy: 1e-9)
    }

    /// The rounded stand-in sets SF's line box too (SF Pro Rounded shares SF Pro's vertical
    /// metrics, docs/platform.md §5): 17 pt → 17 × 2444 / 2048 = 20.2871 pt.
    func testRoundedLineHasSFHeight() throws {
        let layout = try Fixtures.engine().layout(rounded("Rounded", weight: 400), width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 17 * 2444 / 2048, accuracy: 1e-9)
    }

    /// `.lineSpacing` adds to the font's line height: two 12-pt lines 4 pt apart.
    func testLineSpacingAddsToTheFontLineHeight() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("One\nTwo", size: 12, lineSpacing: 4),
                                                  width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 2 * 12 * 2444 / 2048 + 4, accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline - layout.firstBaseline, 12 * 2444 / 2048 + 4, accuracy: 1e-9)
    }

    /// Inter's advances are scaled by SF's width at the text's size (17 pt: 0.946, `SFSizeWidths`),
    /// and bold by SF Bold's extra width (1.034); kerning scales with them, so a whole line is exactly
    /// that factor × the uncalibrated one. Bold ASCII characters also take SF Bold's own proportions
    /// (`SFGlyphWidths`: "," × 1.1976 …); text outside ASCII (Greek here) keeps the weight's scale.
    func testInterWidthsAreScaledTowardsSFPro() throws {
        let plain = try uncalibratedEngine(["Inter-Regular.otf", "Inter-Bold.otf"])
        func ratio(_ string: String, weight: Int) throws -> Double {
            let text = Fixtures.text(string, weight: weight)
            return try Fixtures.engine().layout(text, width: nil, height: nil).size.width
                / plain.layout(text, width: nil, height: nil).size.width
        }
        XCTAssertEqual(try ratio("Hamburgefonstiv 2048, AV To", weight: 400), SFSizeWidths.factor(at: 17), accuracy: 1e-9)
        XCTAssertEqual(try ratio("Καλημέρα", weight: 700), SFSizeWidths.factor(at: 17) * BundledFonts.sfBold, accuracy: 1e-9)
        for character in ["H", ",", "a", "7"] as [Character] {
            XCTAssertEqual(try ratio(String(character), weight: 700),
                           SFSizeWidths.factor(at: 17) * BundledFonts.sfBold * SFGlyphWidths.bold[character]!, accuracy: 1e-9,
                           "\(character)")
        }
    }

    /// Glyphs stay undistorted: the calibration only moves glyphs, the glyph ids and font size of
    /// a run do not change, and each glyph sits in the middle of its wider advance: at its own
    /// position × k plus half of its own extra width ((k − 1) × its advance; k = 0.946 at 17 pt, so
    /// the "extra" is negative and glyphs move closer).
    func testGlyphsAreNotStretchedButCentredInTheirAdvance() throws {
        let plain = try uncalibratedEngine(["Inter-Regular.otf"])
        let text = Fixtures.text("Hill")
        let calibrated = try Fixtures.engine().layout(text, width: nil, height: nil).lines[0].runs[0]
        let own = try plain.layout(text, width: nil, height: nil).lines[0].runs[0]
        XCTAssertEqual(calibrated.glyphs, own.glyphs)
        XCTAssertEqual(calibrated.fontSize, own.fontSize)
        let scale = SFSizeWidths.factor(at: 17)
        for index in 0..<(own.positions.count - 1) {
            let ownAdvance = own.positions[index + 1].x - own.positions[index].x
            XCTAssertEqual(calibrated.positions[index].x, own.positions[index].x * scale + ownAdvance * (scale - 1) / 2,
                           accuracy: 1e-9, "glyph \(index)")
        }
    }

    /// A combining mark (no advance) stays on its base when the base is moved: "é" as e + U+0301
    /// is drawn at the same place relative to its base as without calibration.
    func testMarksStayOnTheirBase() throws {
        let plain = try uncalibratedEngine(["Inter-Regular.otf"])
        let text = Fixtures.text("xe\u{301}")
        let calibrated = try Fixtures.engine().layout(text, width: nil, height: nil).lines[0].runs[0]
        let own = try plain.layout(text, width: nil, height: nil).lines[0].runs[0]
        guard calibrated.glyphs.count == 3, own.glyphs.count == 3 else { return }   // precomposed by the font
        XCTAssertEqual(calibrated.positions[2].x - calibrated.positions[1].x,
                       own.positions[2].x - own.positions[1].x, accuracy: 1e-9)
    }

    /// SF Rounded keeps SF Pro's widths (docs/text.md), so each calibrated Quicksand weight lands
    /// within 1 % of the calibrated Inter face of that weight, for the digits and for a sentence
    /// of common English words.
    func testRoundedWidthsLandWithinOnePercentOfSF() throws {
        let engine = try Fixtures.engine()
        for weight in [400, 500, 700] {
            for sample in ["0123456789", "the weather is nice and warm in the morning"] {
                let roundedWidth = try engine.layout(rounded(sample, weight: weight), width: nil, height: nil).size.width
                let sfWidth = try engine.layout(Fixtures.text(sample, weight: weight), width: nil, height: nil).size.width
                XCTAssertEqual(roundedWidth / sfWidth, 1, accuracy: 0.01, "weight \(weight): \(sample)")
            }
        }
    }

    /// CJK, emoji and other scripts (Hebrew: DejaVu) come from the fallback faces, which are never
    /// calibrated (Greek and Cyrillic are Inter's, and are): the same faces,
    /// glyphs and pen positions as without calibration.
    func testCJKAndEmojiFallbackIsUnchanged() throws {
        let plain = try uncalibratedEngine(["Inter-Regular.otf"])
        for sample in ["漢字かな", "😀👍🏽", "שלום"] {
            let text = Fixtures.text(sample)
            let calibrated = try Fixtures.engine().layout(text, width: nil, height: nil).lines[0]
            let own = try plain.layout(text, width: nil, height: nil).lines[0]
            XCTAssertEqual(calibrated.width, own.width, sample)
            XCTAssertEqual(calibrated.runs.map(\.fontID), own.runs.map(\.fontID), sample)
            XCTAssertEqual(calibrated.runs.map(\.positions), own.runs.map(\.positions), sample)
        }
    }

    /// The calibration strings at 17 pt land within 1 % of SF Pro Text with Apple's 17-pt tracking
    /// (−0.43 pt per glyph, HIG › Typography › Tracking values), widths measured with SF Pro Text's
    /// own advances and HarfBuzz (docs/text.md, "Stand-in calibration"): those widths reproduce eight
    /// iOS 26 frames within 0.4 % (docs/layout-scenarios.md).
    func testLatinWidthsAt17PointsAreWithinOnePercentOfSF() throws {
        let engine = try Fixtures.engine()
        let sf: [(String, Double)] = [("Hello, world!", 94.39), ("Cupertino", 75.59), ("Partly Cloudy", 101.81),
                                      ("The quick brown fox jumps over the lazy dog", 339.32)]
        for (string, expected) in sf {
            let width = try Fixtures.width(string, size: 17, engine: engine)
            XCTAssertEqual(width / expected, 1, accuracy: 0.01, "\(string): \(width) pt, SF \(expected) pt")
        }
    }

    /// 22 pt, between SF's Text (17 pt) and Display (28 pt) designs: 5/11 Display. With each
    /// design's own advances and the HIG's 22-pt tracking (−0.26 pt), over the eleven strings of
    /// docs/text.md: Text 0.9721 × Inter, Display 0.8574 × Inter, so 6/11 × 0.9721 + 5/11 × 0.8574
    /// = 0.9200 (HarfBuzz, SF Pro Text 13.0d1e33, SF Pro Display 16.0d18e1).
    func testTwentyTwoPointFactorIsTheBlendOfTextAndDisplay() {
        XCTAssertEqual(6.0 / 11 * 0.9721 + 5.0 / 11 * 0.8574, 0.920, accuracy: 0.0005)
        XCTAssertEqual(SFSizeWidths.factor(at: 22), 0.920)
    }

    /// Semibold and Bold at 17 pt within 1 % of SF Pro Text Semibold and Bold with the 17-pt tracking
    /// (widths from the fonts' own advances and HarfBuzz, docs/text.md). One scale per weight left
    /// "Hello, world!" 1.3 % narrow in Bold (SF Bold's space, comma and capitals are relatively
    /// wider); the per-character widths of `SFGlyphWidths` follow them.
    func testHeavierWeightsAt17PointsAreWithinOnePercentOfSF() throws {
        let engine = try Fixtures.engine()
        let sf: [(Int, String, Double)] = [
            (600, "Hello, world!", 99.62), (600, "Cupertino", 79.35), (600, "Partly Cloudy", 106.99),
            (600, "The quick brown fox jumps over the lazy dog", 352.72),
            (700, "Hello, world!", 102.63), (700, "Cupertino", 81.50), (700, "Partly Cloudy", 109.96),
            (700, "The quick brown fox jumps over the lazy dog", 360.42),
        ]
        for (weight, string, expected) in sf {
            let width = try engine.layout(Fixtures.text(string, weight: weight), width: nil, height: nil).size.width
            XCTAssertEqual(width / expected, 1, accuracy: 0.01,
                           "\(weight) \(string): \(width) pt, SF \(expected) pt")
        }
    }

    /// SF's width factor by size: the measured points, linear between them, flat outside.
    func testSizeWidthFactorInterpolates() {
        XCTAssertEqual(SFSizeWidths.factor(at: 17), 0.946)
        XCTAssertEqual(SFSizeWidths.factor(at: 12), 0.996)
        // Halfway from 22 pt (0.920) to 23 pt (0.924).
        XCTAssertEqual(SFSizeWidths.factor(at: 22.5), 0.922, accuracy: 1e-12)
        XCTAssertEqual(SFSizeWidths.factor(at: 2), 1.080)
        XCTAssertEqual(SFSizeWidths.factor(at: 200), 0.907)
    }
}
