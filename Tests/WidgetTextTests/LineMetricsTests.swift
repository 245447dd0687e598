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

/// The metrics stacks space texts by (WidgetLayout/ViewSpacing.swift): the largest among the runs.
final class TextFontMetricsTests: XCTestCase {
    /// A text style's font has a leading of the HIG line height minus SF's line height: body
    /// 22 − 17 × 2444/2048 = 1.7129 pt (UIKit reports about 1.712 for the body font); a fixed-size
    /// font has SF's line gap, 0. The leading goes between lines, not around the text: one line is
    /// 20.29 pt tall, two are 20.29 + 1.71 + 20.29 (baselines 22 pt apart, the HIG line height, as
    /// measured on iOS for a two-line caption: 16 pt, docs/layout-scenarios.md). Ascender
    /// 17 × 1950/2048, descender 17 × 494/2048.
    func testTextStyleLeadingIsTheHIGLineHeightMinusTheFontsOwn() throws {
        var body = FontSpec(size: 17)
        body.textStyleLineHeight = 22
        let text = TextContent(runs: [TextSpan(string: "One\nTwo", font: body)])
        let layout = try Fixtures.engine().layout(text, width: nil, height: nil)
        let metrics = try XCTUnwrap(layout.fontMetrics)
        XCTAssertEqual(metrics.leading, 1.712890625, accuracy: 1e-9)
        XCTAssertEqual(metrics.ascender, 16.186523, accuracy: 1e-6)
        XCTAssertEqual(metrics.descender, 4.100586, accuracy: 1e-6)
        XCTAssertEqual(layout.lastBaseline - layout.firstBaseline, 22, accuracy: 1e-9)
        XCTAssertEqual(layout.size.height, 2 * 17 * 2444.0 / 2048 + 1.712890625, accuracy: 1e-9)
        let single = try Fixtures.engine().layout(TextContent(runs: [TextSpan(string: "One", font: body)]),
                                                  width: nil, height: nil)
        XCTAssertEqual(single.size.height, 17 * 2444.0 / 2048, accuracy: 1e-9)
        // A height of 41 holds one line, not two (42.29).
        let cut = try Fixtures.engine().layout(text, width: nil, height: 41)
        XCTAssertEqual(cut.lines.count, 1)
        let fixed = try Fixtures.engine().layout(Fixtures.text("One\nTwo"), width: nil, height: nil)
        XCTAssertEqual(fixed.fontMetrics?.leading, 0)
        XCTAssertEqual(fixed.lastBaseline - fixed.firstBaseline, 17 * 2444.0 / 2048, accuracy: 1e-9)
    }

    /// Runs in different fonts: each metric is the largest among them (SwiftUI's text takes its
    /// fonts' largest); a 28-pt title style (34 − 33.41 = 0.59) beside a 15-pt subheadline
    /// (20 − 17.90 = 2.10) has the subheadline's leading and the title's ascender.
    func testRunsTakeTheLargestMetrics() throws {
        var title = FontSpec(size: 28)
        title.textStyleLineHeight = 34
        var subheadline = FontSpec(size: 15)
        subheadline.textStyleLineHeight = 20
        let text = TextContent(runs: [TextSpan(string: "Big ", font: title), TextSpan(string: "small", font: subheadline)])
        let metrics = try XCTUnwrap(try Fixtures.engine().layout(text, width: nil, height: nil).fontMetrics)
        XCTAssertEqual(metrics.leading, 20 - 15 * 2444.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(metrics.ascender, 28 * 1950.0 / 2048, accuracy: 1e-9)
    }
}
