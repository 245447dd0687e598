import XCTest
@testable import WidgetText

/// Line heights, baselines and alignment.
final class LineMetricsTests: XCTestCase {
    /// An explicit line height (`FontSpec.lineHeight`, 22 pt for 17-pt text): the stand-in's SF box
    /// (ascender 1950, descender −494 of 2048, docs/platform.md §5) is 17 × 2444/2048 = 20.2871 pt,
    /// centred in the line: half-leading 0.8564, baseline at 17 × 1950/2048 + 0.8564 = 17.0430 pt.
    /// With lineSpacing 4 the second line starts 26 pt lower.
    func testLineHeightFromFontSpec() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("One\nTwo", lineHeight: 22, lineSpacing: 4),
                                                  width: nil, height: nil)
        let halfLeading = (22 - 17 * 2444.0 / 2048) / 2
        XCTAssertEqual(layout.firstBaseline, 17 * 1950.0 / 2048 + halfLeading, accuracy: 1e-9)
        XCTAssertEqual(layout.firstBaseline, 17.042969, accuracy: 1e-6)
        XCTAssertEqual(layout.lastBaseline, layout.firstBaseline + 26, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 48, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[0].ascent + layout.lines[0].descent, 22, accuracy: 1e-9)
    }

    /// Without an explicit line height (text styles too), the line is the face's ascender −
    /// descender + lineGap; for the SF Pro stand-in, SF Pro's: 17 × (1950 + 494)/2048 (docs/platform.md §5).
    func testNaturalLineHeight() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Hello"), width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 17 * 2444.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(layout.firstBaseline, 17 * 1950.0 / 2048, accuracy: 1e-9)
    }

    /// Emoji and CJK fallbacks do not make a line taller than the run's own face would.
    func testFallbackFacesDoNotChangeLineHeight() throws {
        let engine = try Fixtures.engine()
        let plain = try engine.layout(Fixtures.text("Hello"), width: nil, height: nil)
        let mixed = try engine.layout(Fixtures.text("Hello 🎉 東京"), width: nil, height: nil)
        XCTAssertEqual(mixed.size.height, plain.size.height, accuracy: 1e-9)
    }

    /// Each line sits in the layout's width (the widest line): centre splits the slack, trailing takes it all.
    func testCenterAndTrailingAlignment() throws {
        let engine = try Fixtures.engine()
        let short = try Fixtures.width("Hi", engine: engine)
        let long = try Fixtures.width("Hello there", engine: engine)
        let center = try engine.layout(Fixtures.text("Hi\nHello there", alignment: .center), width: 300, height: nil)
        XCTAssertEqual(center.size.width, long, accuracy: 1e-9)
        XCTAssertEqual(center.lines[0].origin.x, (long - short) / 2, accuracy: 1e-9)
        XCTAssertEqual(center.lines[1].origin.x, 0, accuracy: 1e-9)
        let trailing = try engine.layout(Fixtures.text("Hi\nHello there", alignment: .trailing), width: 300, height: nil)
        XCTAssertEqual(trailing.lines[0].origin.x, long - short, accuracy: 1e-9)
        let leading = try engine.layout(Fixtures.text("Hi\nHello there"), width: 300, height: nil)
        XCTAssertEqual(leading.lines[0].origin.x, 0)
    }

    /// Glyph positions advance left to right from the line origin and sum to the line width. With
    /// the stand-in calibration (each glyph × k, SF's width at 17 pt times SF's own proportion for
    /// that character, docs/text.md) each glyph sits in the middle of its scaled advance: A's kerned
    /// advance a = width("AV") − width("V"), and A is drawn (kA − 1)/kA × a/2 from the origin, V at
    /// a + (kV − 1)/kV × width("V")/2. The kern (−192 of 2816 units) scales with A.
    func testGlyphPositionsFollowAdvances() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("AV"), width: nil, height: nil)
        let run = layout.lines[0].runs[0]
        let kA = Fixtures.calibratedScale("A", size: 17), kV = Fixtures.calibratedScale("V", size: 17)
        let pair = try Fixtures.width("AV", engine: engine), v = try Fixtures.width("V", engine: engine)
        let a = pair - v
        XCTAssertEqual(a, try Fixtures.width("A", engine: engine) - 17 * 192.0 / 2816 * kA, accuracy: 1e-9)
        XCTAssertEqual(run.positions[0].x, (kA - 1) / kA * a / 2, accuracy: 1e-9)
        XCTAssertEqual(run.positions[0].y, 0)
        XCTAssertEqual(run.positions[1].x, a + (kV - 1) / kV * v / 2, accuracy: 1e-9)
        XCTAssertEqual(run.fontSize, 17)
    }
}
