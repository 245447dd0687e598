import XCTest
@testable import WidgetText

/// Inline images as attachments (docs/text.md, "Inline images"): one unbreakable box in the
/// paragraph, breaks before and after it (UAX #14 LB20: U+FFFC is class CB), centred on half the
/// cap height (our rule), in the line's width for truncation and alignment.
final class InlineAttachmentTests: XCTestCase {
    /// A 17-pt symbol: 0.9 × 17 tall (docs/platform.md §9), square.
    static let box = TextAttachment(width: 15.3, height: 15.3)
    static let font = FontSpec(size: 17)

    /// "Rain ￼ at 5 pm" as three runs, the image in the middle.
    func rain(alignment: TextAlignmentValue = .leading, lineLimit: Int? = nil, truncation: TruncationModeValue = .tail,
              box: TextAttachment = box, minimumScaleFactor: Double = 1) -> TextContent {
        TextContent(runs: [TextSpan(string: "Rain ", font: Self.font), TextSpan(attachment: box, font: Self.font),
                           TextSpan(string: " at 5 pm", font: Self.font)],
                    lineLimit: lineLimit, alignment: alignment, minimumScaleFactor: minimumScaleFactor, truncation: truncation)
    }

    func testIdealWidthCountsTheBoxAsOneCluster() throws {
        let engine = try Fixtures.engine()
        let ideal = try engine.layout(rain(), width: nil, height: nil)
        XCTAssertEqual(ideal.lines.count, 1)
        let plain = try Fixtures.width("Rain  at 5 pm", engine: engine)
        XCTAssertEqual(ideal.size.width, plain + Self.box.width, accuracy: 1e-9)
        let placement = try XCTUnwrap(ideal.lines[0].attachments?.first)
        XCTAssertEqual(placement.runIndex, 1)
        // After "Rain" and its space (a space is under 0.4 em in Inter).
        let rainWidth = try Fixtures.width("Rain", engine: engine)
        XCTAssertGreaterThan(placement.frame.minX, rainWidth)
        XCTAssertLessThan(placement.frame.minX, rainWidth + 0.4 * 17)
        XCTAssertEqual(placement.frame.width, Self.box.width, accuracy: 1e-9)
        XCTAssertEqual(ideal.lines[0].runs.map(\.runIndex), [0, 2], "the box draws no glyphs")
    }

    /// Narrower than the whole: the line breaks after the box's following space, so "Rain ￼" is line
    /// one (its width ends at the box's right edge, trailing space hanging) and "at 5 pm" line two.
    func testWrapsAcrossTheImage() throws {
        let engine = try Fixtures.engine()
        let firstLine = try engine.layout(rain(), width: nil, height: nil).lines[0]
        let box = try XCTUnwrap(firstLine.attachments?.first).frame
        let layout = try engine.layout(rain(), width: box.maxX + 10, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["Rain \u{FFFC} ", "at 5 pm"])
        XCTAssertEqual(layout.lines[0].attachments?.first?.frame, box, "same place as on one line")
        XCTAssertEqual(layout.lines[0].width, box.maxX, accuracy: 1e-9)
        XCTAssertNil(layout.lines[1].attachments)
        // Narrower than "Rain ￼": the box goes down to the next line, at its start.
        let narrow = try engine.layout(rain(), width: box.minX - 1, height: nil)
        let boxLine = try XCTUnwrap(narrow.lines.first { $0.attachments != nil })
        XCTAssertEqual(narrow.lines[0].string, "Rain ")
        XCTAssertTrue(boxLine.string.hasPrefix("\u{FFFC}"), boxLine.string)
        XCTAssertEqual(boxLine.attachments?.first?.frame.minX, 0)
    }

    /// Our rule: the box is centred on half the cap height of its run's face, above the baseline.
    func testBoxSitsOnTheBaselineCentredOnHalfTheCapHeight() throws {
        let engine = try Fixtures.engine()
        let capHeight = try engine.catalog.fallbackChain(for: Self.font)[0].metrics.capHeight
        let frame = try XCTUnwrap(try engine.layout(rain(), width: nil, height: nil).lines[0].attachments?.first).frame
        XCTAssertEqual(frame.midY, -capHeight * 17 / 2, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 15.3, accuracy: 1e-9)
    }

    /// A symbol's box with its glyph's `bottom` sits there instead: `graduationcap.fill` at 17 pt
    /// (metrics.tsv: 1.3101 × 1.1802, bottom −0.3550 em) spans −6.035 … 14.028 pt around the baseline
    /// (y down: top −14.028, bottom 6.035), and its line grows to hold the 6.035 pt below.
    func testASymbolBoxSitsWhereItsGlyphDoes() throws {
        let engine = try Fixtures.engine()
        let cap = TextAttachment(width: 1.3101 * 17, height: 1.1802 * 17, bottom: -0.3550 * 17)
        let line = try engine.layout(rain(box: cap), width: nil, height: nil).lines[0]
        let frame = try XCTUnwrap(line.attachments?.first).frame
        XCTAssertEqual(frame.minY, -14.0284, accuracy: 1e-9)
        XCTAssertEqual(frame.maxY, 6.035, accuracy: 1e-9)
        XCTAssertEqual(line.descent, max(6.035, try engine.layout(Fixtures.text("Rain"), width: nil, height: nil).lines[0].descent),
                       accuracy: 1e-9)
    }

    /// A box taller than the font's line grows the line's ascent and descent to hold it.
    func testTallBoxGrowsTheLine() throws {
        let engine = try Fixtures.engine()
        let normal = try engine.layout(Fixtures.text("Rain"), width: nil, height: nil).lines[0]
        let tall = TextAttachment(width: 20, height: 40)
        let line = try engine.layout(rain(box: tall), width: nil, height: nil).lines[0]
        let capHeight = try engine.catalog.fallbackChain(for: Self.font)[0].metrics.capHeight
        XCTAssertEqual(line.ascent, capHeight * 17 / 2 + 20, accuracy: 1e-9)
        XCTAssertEqual(line.descent, 20 - capHeight * 17 / 2, accuracy: 1e-9)
        XCTAssertGreaterThan(line.ascent, normal.ascent)
        XCTAssertGreaterThan(line.descent, normal.descent)
        // A regular symbol fits in the line box: the line is as tall as text alone.
        let symbolLine = try engine.layout(rain(), width: nil, height: nil).lines[0]
        XCTAssertEqual(symbolLine.ascent + symbolLine.descent, normal.ascent + normal.descent, accuracy: 1e-9)
    }

    /// Tail truncation keeps the box when it fits with the "…", which then follows it.
    func testTruncationTreatsTheBoxAsPartOfTheLine() throws {
        let engine = try Fixtures.engine()
        let box = try XCTUnwrap(try engine.layout(rain(), width: nil, height: nil).lines[0].attachments?.first).frame
        let ellipsis = try Fixtures.width("…", engine: engine)
        let layout = try engine.layout(rain(lineLimit: 1), width: box.maxX + ellipsis + 1, height: nil)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.map(\.string), ["Rain \u{FFFC}…"])
        XCTAssertEqual(layout.lines[0].attachments?.first?.frame, box)
        // Too narrow for the box: it is cut with the rest.
        let cut = try engine.layout(rain(lineLimit: 1), width: try Fixtures.width("Rain…", engine: engine) + 0.5, height: nil)
        XCTAssertEqual(cut.lines.map(\.string), ["Rain…"])
        XCTAssertNil(cut.lines[0].attachments)
        // Head truncation keeps the end and the box in it.
        let head = try engine.layout(rain(lineLimit: 1, truncation: .head), width: 60, height: nil)
        XCTAssertTrue(head.lines[0].string.hasPrefix("…"), head.lines[0].string)
    }

    /// Alignment moves the box with its line: trailing puts a line ending in the box flush right.
    func testAlignmentMovesTheBoxWithItsLine() throws {
        let engine = try Fixtures.engine()
        let box = try XCTUnwrap(try engine.layout(rain(), width: nil, height: nil).lines[0].attachments?.first).frame
        let trailing = try engine.layout(rain(alignment: .trailing), width: box.maxX + 10, height: nil)
        XCTAssertEqual(trailing.lines.count, 2)
        let line = trailing.lines[0]
        let frame = try XCTUnwrap(line.attachments?.first).frame
        XCTAssertEqual(line.origin.x + frame.maxX, trailing.size.width, accuracy: 1e-9)
        let center = try engine.layout(rain(alignment: .center), width: box.maxX + 10, height: nil)
        XCTAssertEqual(center.lines[0].origin.x, (center.size.width - center.lines[0].width) / 2, accuracy: 1e-9)
    }

    /// Right to left: between Hebrew words the box takes the paragraph's direction and sits left of
    /// the first word.
    func testRightToLeftPlacesTheBoxInVisualOrder() throws {
        let engine = try Fixtures.engine()
        let text = TextContent(runs: [TextSpan(string: "גשם ", font: Self.font), TextSpan(attachment: Self.box, font: Self.font),
                                      TextSpan(string: " בערב", font: Self.font)])
        let line = try engine.layout(text, width: nil, height: nil).lines[0]
        let frame = try XCTUnwrap(line.attachments?.first).frame
        let first = try XCTUnwrap(line.runs.first { $0.runIndex == 0 })
        let last = try XCTUnwrap(line.runs.first { $0.runIndex == 2 })
        // A glyph's origin may sit up to half its calibration room left of its advance (SF is narrower
        // than Inter at 17 pt, so the room is negative: StandInCalibration centres it), under 0.5 pt.
        XCTAssertGreaterThanOrEqual(first.positions.map(\.x).min()!, frame.maxX - 0.5, "the first word is right of the box")
        XCTAssertLessThanOrEqual(last.positions.map(\.x).max()!, frame.minX, "the last word is left of it")
    }

    /// `minimumScaleFactor` shrinks the box with the text.
    func testScaleShrinksTheBox() throws {
        let engine = try Fixtures.engine()
        let ideal = try engine.layout(rain(), width: nil, height: nil).size.width
        let layout = try engine.layout(rain(lineLimit: 1, minimumScaleFactor: 0.5), width: ideal * 0.8, height: nil)
        XCTAssertLessThan(layout.scale, 1)
        let frame = try XCTUnwrap(layout.lines[0].attachments?.first).frame
        XCTAssertEqual(frame.width, 15.3 * layout.scale, accuracy: 1e-9)
    }

    /// A run of text that happens to hold U+FFFC without an attachment is text (its font's glyph).
    func testObjectReplacementCharacterWithoutAttachmentIsText() throws {
        let engine = try Fixtures.engine()
        XCTAssertNil(try engine.layout(Fixtures.text("a\u{FFFC}b"), width: nil, height: nil).lines[0].attachments)
    }
}
