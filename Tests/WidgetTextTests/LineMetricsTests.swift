import XCTest
@testable import WidgetText

/// Line heights, baselines and alignment.
final class LineMetricsTests: XCTestCase {
    /// body on iOS: 17 pt on a 22 pt line (docs/platform.md §5). Inter's ascender 2728 and descender
    /// −680 of 2816 units give a 17 × 3408/2816 = 20.5739 pt glyph box, centred in the line:
    /// half-leading 0.7131, baseline at 17 × 2728/2816 + 0.7131 = 17.1818 pt. With lineSpacing 4
    /// the second line starts 26 pt lower.
    func testLineHeightFromFontSpec() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("One\nTwo", lineHeight: 22, lineSpacing: 4),
                                                  width: nil, height: nil)
        let halfLeading = (22 - 17 * 3408.0 / 2816) / 2
        XCTAssertEqual(layout.firstBaseline, 17 * 2728.0 / 2816 + halfLeading, accuracy: 1e-9)
        XCTAssertEqual(layout.firstBaseline, 17.181818, accuracy: 1e-6)
        XCTAssertEqual(layout.lastBaseline, layout.firstBaseline + 26, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 48, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[0].ascent + layout.lines[0].descent, 22, accuracy: 1e-9)
    }

    /// Without a text style, the line is the face's own ascender − descender + lineGap (0 in Inter).
    func testNaturalLineHeight() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Hello"), width: nil, height: nil)
        XCTAssertEqual(layout.size.height, 17 * 3408.0 / 2816, accuracy: 1e-9)
        XCTAssertEqual(layout.firstBaseline, 17 * 2728.0 / 2816, accuracy: 1e-9)
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

    /// Glyph positions advance left to right from the line origin and sum to the line width.
    func testGlyphPositionsFollowAdvances() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("AV"), width: nil, height: nil)
        let run = layout.lines[0].runs[0]
        XCTAssertEqual(run.positions[0], .zero)
        XCTAssertEqual(run.positions[1].x, try Fixtures.width("A", engine: engine) - 17 * 192.0 / 2816, accuracy: 1e-9)
        XCTAssertEqual(run.fontSize, 17)
    }
}
