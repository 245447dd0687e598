import XCTest
@testable import WidgetText

/// Kerning, tracking, baseline offset, decorations and tightening
/// (docs/text.md "Character styling"; Apple's definitions in docs/platform.md §11).
final class TextEffectsTests: XCTestCase {
    private func content(_ string: String, effects: TextEffects?, design: FontDesign = .default,
                         lineLimit: Int? = nil) -> TextContent {
        TextContent(runs: [TextSpan(string: string, font: FontSpec(size: 17, design: design), effects: effects)],
                    lineLimit: lineLimit)
    }

    func testKerningMovesTheTrailingEdgeAndTrackingHangs() throws {
        let engine = try Fixtures.engine()
        let plain = try engine.layout(content("ABC", effects: nil), width: nil, height: nil).size.width
        let kerned = try engine.layout(content("ABC", effects: TextEffects(kerning: 2)), width: nil, height: nil).size.width
        let tracked = try engine.layout(content("ABC", effects: TextEffects(tracking: 2)), width: nil, height: nil).size.width
        // Kerning: 2 pt after each of the 3 clusters, the last one included ("affects the trailing edge").
        XCTAssertEqual(kerned - plain, 6, accuracy: 1e-9)
        // Tracking: 2 pt after each cluster, the last one hanging like trailing whitespace.
        XCTAssertEqual(tracked - plain, 4, accuracy: 1e-9)
    }

    func testTrackingTurnsOffLigatures() throws {
        let engine = try Fixtures.engine()
        func glyphCount(_ string: String, font: String, _ effects: TextEffects?) throws -> Int {
            let text = TextContent(runs: [TextSpan(string: string, font: FontSpec(size: 17, customName: font), effects: effects)])
            return try engine.layout(text, width: nil, height: nil).lines[0].runs.flatMap(\.glyphs).count
        }
        // A pinned face with a standard ligature: fewer glyphs than characters.
        let candidates = [("DejaVuSans", "fi"), ("DejaVuSans", "fl"), ("Inter-Regular", "fi"), ("Inter-Regular", "ffi")]
        guard let (font, string) = try candidates.first(where: { try glyphCount($0.1, font: $0.0, nil) < $0.1.count }) else {
            return XCTFail("no pinned face ligates fi/fl")
        }
        XCTAssertEqual(try glyphCount(string, font: font, TextEffects(tracking: 1)), string.count, "tracking: one glyph per letter")
        XCTAssertLessThan(try glyphCount(string, font: font, TextEffects(kerning: 1)), string.count, "kerning keeps ligatures")
    }

    func testBaselineOffsetRaisesGlyphsOnly() throws {
        let engine = try Fixtures.engine()
        let plain = try engine.layout(content("x", effects: nil), width: nil, height: nil)
        let raised = try engine.layout(content("x", effects: TextEffects(baselineOffset: 5)), width: nil, height: nil)
        XCTAssertEqual(raised.lines[0].runs[0].positions[0].y, plain.lines[0].runs[0].positions[0].y - 5)
        XCTAssertEqual(raised.size, plain.size, "our rule: the line box does not grow")
    }

    func testUnderlineSpansTheVisibleTextBelowTheBaseline() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(content("Hello ", effects: TextEffects(underline: .solid, strikethrough: .dash)),
                                       width: nil, height: nil)
        let decorations = try XCTUnwrap(layout.lines[0].decorations)
        XCTAssertEqual(decorations.map(\.kind), [.underline, .strikethrough])
        let underline = decorations[0], strike = decorations[1]
        XCTAssertEqual(underline.x, 0)
        XCTAssertEqual(underline.width, layout.size.width, accuracy: 1e-9, "the trailing space is not underlined")
        XCTAssertGreaterThan(underline.y, 0, "below the baseline")
        XCTAssertLessThan(strike.y, 0, "above the baseline")
        // The strikeout crosses lowercase letters: above the baseline, below Inter's x-height (0.546 em).
        XCTAssertLessThan(-strike.y, 0.546 * 17)
        XCTAssertGreaterThan(underline.thickness, 0.5)
        XCTAssertEqual(strike.pattern, .dash)
    }

    /// An attributed run's background covers the run's part of each line box: from the line's top
    /// (baseline − ascent) to its bottom, spaces inside the run included, the trailing space at the
    /// line's end not (docs/text.md "Text(AttributedString)", our rule).
    func testBackgroundCoversTheRunInEachLineBox() throws {
        let engine = try Fixtures.engine()
        // A chip: the run's trailing space is covered when text follows it.
        let chip = try engine.layout(TextContent(runs: [TextSpan(string: " LIVE ", font: FontSpec(size: 12),
                                                                 effects: TextEffects(fillsBackground: true)),
                                                        TextSpan(string: "now", font: FontSpec(size: 12))]),
                                     width: nil, height: nil)
        let chipBox = try XCTUnwrap(chip.lines[0].decorations?.first)
        let chipAlone = try engine.layout(TextContent(runs: [TextSpan(string: " LIVE x", font: FontSpec(size: 12))]),
                                          width: nil, height: nil)
        let x = try engine.layout(TextContent(runs: [TextSpan(string: "x", font: FontSpec(size: 12))]), width: nil, height: nil)
        XCTAssertEqual(chipBox.x, 0)
        XCTAssertEqual(chipBox.width, chipAlone.size.width - x.size.width, accuracy: 1e-6, "both spaces are covered")

        let text = TextContent(runs: [TextSpan(string: "Plain ", font: FontSpec(size: 17), effects: nil),
                                      TextSpan(string: "marked words ", font: FontSpec(size: 12),
                                               effects: TextEffects(fillsBackground: true))])
        let layout = try engine.layout(text, width: nil, height: nil)
        let line = layout.lines[0]
        let backgrounds = try XCTUnwrap(line.decorations).filter { $0.kind == .background }
        XCTAssertEqual(backgrounds.count, 1)
        let box = backgrounds[0]
        XCTAssertEqual(box.runIndex, 1)
        XCTAssertEqual(box.y - box.thickness / 2, -line.ascent, accuracy: 1e-9, "top of the line box")
        XCTAssertEqual(box.y + box.thickness / 2, line.descent, accuracy: 1e-9, "bottom of the line box")
        XCTAssertEqual(box.x + box.width, line.width, accuracy: 1e-9, "ends at the last visible cluster")
        let alone = try engine.layout(TextContent(runs: [TextSpan(string: "marked words", font: FontSpec(size: 12))]),
                                      width: nil, height: nil)
        XCTAssertEqual(box.width, alone.size.width, accuracy: 1e-9, "the inner space is covered")

        // Wrapped: one box per line, each as tall as its own line.
        let wrapped = try engine.layout(TextContent(runs: [TextSpan(string: "one two three four", font: FontSpec(size: 17),
                                                                    effects: TextEffects(fillsBackground: true))]),
                                        width: 60, height: nil)
        XCTAssertGreaterThan(wrapped.lines.count, 1)
        for wrappedLine in wrapped.lines {
            let boxes = (wrappedLine.decorations ?? []).filter { $0.kind == .background }
            XCTAssertEqual(boxes.count, 1)
            XCTAssertEqual(boxes[0].thickness, wrappedLine.ascent + wrappedLine.descent, accuracy: 1e-9)
            XCTAssertEqual(boxes[0].width, wrappedLine.width, accuracy: 1e-9)
        }
    }

    func testDashPatternsInThicknesses() {
        // Dash: 4 on, 2 off (× thickness); dot: 1 on, 2 off; a dash cut at the end is shortened.
        let dash = TextDecoration(kind: .underline, pattern: .dash, runIndex: 0, x: 10, width: 11, y: 2, thickness: 1)
        XCTAssertEqual(dash.dashes.map(\.x), [10, 16])
        XCTAssertEqual(dash.dashes.map(\.width), [4, 4])
        let dot = TextDecoration(kind: .underline, pattern: .dot, runIndex: 0, x: 0, width: 10, y: 2, thickness: 2)
        XCTAssertEqual(dot.dashes.map(\.x), [0, 6])
        XCTAssertEqual(dot.dashes.map(\.width), [2, 2])
        let dashDot = TextDecoration(kind: .underline, pattern: .dashDot, runIndex: 0, x: 0, width: 12, y: 2, thickness: 1)
        XCTAssertEqual(dashDot.dashes.map(\.x), [0, 6, 9])
        XCTAssertEqual(dashDot.dashes.map(\.width), [4, 1, 3])
        let solid = TextDecoration(kind: .underline, pattern: .solid, runIndex: 0, x: 3, width: 7, y: 2, thickness: 1)
        XCTAssertEqual(solid.dashes.map(\.width), [7])
    }

    func testTighteningFitsATextThatJustOverflows() throws {
        let engine = try Fixtures.engine()
        let natural = try engine.layout(content("Tightening", effects: nil), width: nil, height: nil).size.width
        // 2 % narrower than the text: 10 clusters may give up to 0.05 × 17 = 0.85 pt each (8.5 pt).
        let offered = natural * 0.98
        var text = content("Tightening", effects: nil, lineLimit: 1)
        XCTAssertTrue(try engine.layout(text, width: offered, height: nil).isTruncated)
        text.allowsTightening = true
        let tightened = try engine.layout(text, width: offered, height: nil)
        XCTAssertFalse(tightened.isTruncated)
        XCTAssertLessThanOrEqual(tightened.size.width, offered)
        XCTAssertEqual(tightened.lines[0].string, "Tightening")
    }
}
