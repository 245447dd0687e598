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

    /// `Font.leading(.tight)` takes 2 pt from each line (docs/platform.md §5): two 12-pt lines.
    func testLeadingAdjustmentChangesEachLine() throws {
        var text = Fixtures.text("One\nTwo", size: 12)
        text.runs[0].font.leadingAdjustment = -2
        let layout = try Fixtures.engine().layout(text, width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 2 * (12 * 2444 / 2048 - 2), accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline - layout.firstBaseline, 12 * 2444 / 2048 - 2, accuracy: 1e-9)
    }

    /// `.lineSpacing` adds to the font's line height: two 12-pt lines 4 pt apart.
    func testLineSpacingAddsToTheFontLineHeight() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("One\nTwo", size: 12, lineSpacing: 4),
                                                  width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 2 * 12 * 2444 / 2048 + 4, accuracy: 1e-9)
        XCTAssertEqual(layout.lastBaseline - layout.firstBaseline, 12 * 2444 / 2048 + 4, accuracy: 1e-9)
    }

    /// Each glyph's advance is the uncalibrated one × SF's width at the size (17 pt: 0.946,
    /// `SFSizeWidths.pro`) × the face's weight scale (Bold: 1.0343) × SF's own proportion for that
    /// character (`SFGlyphWidths`, ASCII and Latin-1: "é" as one scalar); text outside Latin-1
    /// (Greek here) keeps the weight's scale. Kerning scales with the advances.
    func testInterWidthsAreScaledTowardsSFPro() throws {
        let plain = try uncalibratedEngine(["Inter-Regular.otf", "Inter-Bold.otf"])
        func ratio(_ string: String, weight: Int) throws -> Double {
            let text = Fixtures.text(string, weight: weight)
            return try Fixtures.engine().layout(text, width: nil, height: nil).size.width
                / plain.layout(text, width: nil, height: nil).size.width
        }
        let k = SFSizeWidths.pro.factor(at: 17)
        XCTAssertEqual(k, 0.946)
        XCTAssertEqual(try ratio("Καλημέρα", weight: 700), k * SFGlyphWidths.weightScales["Inter-Bold"]!, accuracy: 1e-9)
        for (face, weight) in [("Inter-Regular", 400), ("Inter-Bold", 700)] {
            let tables = (SFGlyphWidths.weightScales[face]!, SFGlyphWidths.characterScales[face]!)
            for character in ["H", ",", "a", "7", "\u{E9}", "°"] as [Character] {
                XCTAssertEqual(try ratio(String(character), weight: weight), k * tables.0 * tables.1[character]!,
                               accuracy: 1e-9, "\(face) \(character)")
            }
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
        var calibratedPen = 0.0
        for (index, character) in "Hill".enumerated() where index < own.positions.count - 1 {
            let ownAdvance = own.positions[index + 1].x - own.positions[index].x
            let scale = Fixtures.calibratedScale(character, size: 17)
            XCTAssertEqual(calibrated.positions[index].x, calibratedPen + ownAdvance * (scale - 1) / 2,
                           accuracy: 1e-9, "glyph \(index)")
            calibratedPen += ownAdvance * scale
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

    /// The rounded stand-in at 17 pt within 1 % of SF Pro Rounded in the weights we bundle, with
    /// SF Pro Rounded's own `trak` tracking at 17 pt (+45 of 2048 units per glyph; Apple applies a
    /// font's tracking table at its size, docs/platform.md §5). Expected widths from SF Pro Rounded
    /// 16.0d18e1's advances and HarfBuzz (scripts/calibrate-stand-ins, docs/text.md).
    func testRoundedWidthsAt17PointsAreWithinOnePercentOfSFRounded() throws {
        let engine = try Fixtures.engine()
        let sf: [(Int, [Double])] = [(400, [91.72, 73.84, 98.82, 329.11]), (500, [94.84, 76.27, 102.16, 338.77]),
                                     (700, [100.36, 80.63, 108.13, 355.99])]
        for (weight, widths) in sf {
            for (string, expected) in zip(Self.calibrationStrings, widths) {
                let width = try engine.layout(rounded(string, weight: weight), width: nil, height: nil).size.width
                XCTAssertEqual(width / expected, 1, accuracy: 0.01, "\(weight) \(string): \(width) pt, SF \(expected) pt")
            }
        }
    }

    /// Away from 17 pt the rounded stand-in follows SF Pro Rounded's tracking table (positive and
    /// shrinking with size: 12 pt +92, 22 pt +32, 34 pt +23 units per glyph), not SF Pro's: Regular
    /// at 12, 22 and 34 pt within 1.5 % (the per-character widths are fitted at 17 pt only).
    func testRoundedWidthsFollowSFRoundedAtOtherSizes() throws {
        let engine = try Fixtures.engine()
        let sf: [(Double, [Double])] = [(12, [68.33, 54.6, 73.34]), (22, [116.89, 94.29, 126.07]),
                                        (34, [178.7, 144.38, 192.89])]
        for (size, widths) in sf {
            for (string, expected) in zip(Self.calibrationStrings, widths) {
                let width = try engine.layout(rounded(string, size: size, weight: 400), width: nil, height: nil).size.width
                XCTAssertEqual(width / expected, 1, accuracy: 0.015, "\(size) pt \(string): \(width) pt, SF \(expected) pt")
            }
        }
    }

    /// `monospacedDigit()` on the rounded design: Quicksand has no tabular figures, so each digit
    /// gets its own scale and all ten land on SF Pro Rounded's tabular figure, 1238 / 2048 em + its
    /// 17-pt tracking (45 / 2048 em): 17 × 1283 / 2048 = 10.6499 pt (SF Pro Rounded 16.0d18e1, `tnum`).
    func testRoundedTabularDigitsShareSFRoundedsFigureWidth() throws {
        let engine = try Fixtures.engine()
        for digit in "0123456789" {
            let text = TextContent(runs: [TextSpan(string: String(digit),
                                                   font: FontSpec(size: 17, weight: 400, design: .rounded, monospacedDigit: true))])
            XCTAssertEqual(try engine.layout(text, width: nil, height: nil).size.width, 10.6499, accuracy: 0.002, "\(digit)")
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

    static let calibrationStrings = ["Hello, world!", "Cupertino", "Partly Cloudy",
                                     "The quick brown fox jumps over the lazy dog"]

    /// The calibration strings at 17 pt land within 1 % of SF Pro Text with Apple's 17-pt tracking
    /// (−0.43 pt per glyph, HIG › Typography › Tracking values), widths measured with SF Pro Text's
    /// own advances and HarfBuzz (docs/text.md, "Stand-in calibration"): those widths reproduce eight
    /// iOS 26 frames within 0.4 % (docs/layout-scenarios.md).
    func testLatinWidthsAt17PointsAreWithinOnePercentOfSF() throws {
        let engine = try Fixtures.engine()
        for (string, expected) in zip(Self.calibrationStrings, [94.39, 75.59, 101.81, 339.32]) {
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
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 22), 0.920)
    }

    /// Every other weight and slant we bundle, at 17 pt, within 1 % of SF Pro Text of that weight
    /// with the 17-pt tracking (SF Pro Text 16.0d18e1's advances and HarfBuzz, docs/text.md): Light,
    /// Medium, Semibold, Bold, Heavy (Inter ExtraBold), Italic and Bold Italic. One scale per weight
    /// left "Hello, world!" 1.3 % narrow in Bold and 1.8 % in Heavy (SF's space, comma and capitals
    /// grow with weight faster than its lowercase); the per-character widths follow them.
    func testOtherWeightsAt17PointsAreWithinOnePercentOfSF() throws {
        let engine = try Fixtures.engine()
        let sf: [(Int, Bool, [Double])] = [
            (300, false, [92.66, 74.87, 99.73, 334.28]), (500, false, [97.37, 77.73, 104.74, 346.65]),
            (600, false, [99.62, 79.35, 106.99, 352.72]), (700, false, [102.63, 81.5, 109.96, 360.42]),
            (800, false, [106.97, 84.55, 114.19, 371.41]), (400, true, [94.88, 75.89, 101.94, 339.43]),
            (700, true, [103.42, 82.25, 109.86, 361.95]),
        ]
        for (weight, italic, widths) in sf {
            for (string, expected) in zip(Self.calibrationStrings, widths) {
                let text = TextContent(runs: [TextSpan(string: string, font: FontSpec(size: 17, weight: weight, italic: italic))])
                let width = try engine.layout(text, width: nil, height: nil).size.width
                XCTAssertEqual(width / expected, 1, accuracy: 0.01,
                               "\(weight)\(italic ? " italic" : "") \(string): \(width) pt, SF \(expected) pt")
            }
        }
    }

    /// SF's width factor by size: the measured points, linear between them, flat outside.
    func testSizeWidthFactorInterpolates() {
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 17), 0.946)
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 12), 0.996)
        // Halfway from 22 pt (0.920) to 23 pt (0.924).
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 22.5), 0.922, accuracy: 1e-12)
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 2), 1.080)
        // Above 34 pt SF Pro Display's `trak` table narrows the tracking until 80 pt, then keeps it.
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 44), (0.9038 + 0.8993) / 2, accuracy: 1e-12)
        XCTAssertEqual(SFSizeWidths.pro.factor(at: 200), 0.8846)
    }

    /// Large numbers, as widgets show them (issue 33 item 5: at 48 pt semibold and bold, "62%" was
    /// up to 8 % narrower than SF): within 1 % of SF Pro Display, the design iOS sets at 48 pt,
    /// and of SF Pro Rounded, with proportional and tabular (`monospacedDigit()`) figures. Expected
    /// widths: HarfBuzz with the 16.0d18e1 fonts' own advances and kerning, plus each font's `trak`
    /// tracking at 48 pt (+15.14 of 2048 units per glyph, between its 36- and 50-pt entries; Apple
    /// applies a font's tracking table at its size, docs/platform.md §5). Rounded Semibold is drawn
    /// with the Bold stand-in at SF Rounded's Semibold width (SFGlyphWidths.otherWeights).
    func testLargeNumbersAreWithinOnePercentOfSFDisplayAndRounded() throws {
        let engine = try Fixtures.engine()
        // (weight, rounded, string, proportional width, tabular width) at 48 pt.
        let sf: [(Int, Bool, String, Double, Double)] = [
            (400, false, "62%", 96.64, 97.88), (400, false, "100%", 119.71, 127.26),
            (600, false, "62%", 101.33, 102.97), (600, false, "100%", 126.34, 133.63),
            (700, false, "62%", 104.05, 105.90), (700, false, "100%", 130.14, 137.31),
            (700, false, "12:45", 126.39, 137.55),
            (600, true, "62%", 100.06, 102.29), (600, true, "12:45", 125.01, 135.91),
            (700, true, "62%", 103.30, 105.60), (700, true, "12:45", 128.17, 139.33),
        ]
        for (weight, rounded, string, proportional, tabular) in sf {
            for (monospacedDigit, expected) in [(false, proportional), (true, tabular)] {
                let font = FontSpec(size: 48, weight: weight, design: rounded ? .rounded : .default, monospacedDigit: monospacedDigit)
                let width = try engine.layout(TextContent(runs: [TextSpan(string: string, font: font)]), width: nil, height: nil).size.width
                XCTAssertEqual(width / expected, 1, accuracy: 0.011,
                               "\(weight)\(rounded ? " rounded" : "")\(monospacedDigit ? " tabular" : "") \(string): \(width) pt, SF \(expected) pt")
            }
        }
    }
}
