import XCTest
@testable import WidgetText

/// Bidirectional text (Bidi.swift), with expectations worked by hand from UAX #9
/// (https://www.unicode.org/reports/tr9/): classes, levels, visual order, and shaping of Hebrew and
/// Arabic with the pinned DejaVu Sans.
final class BidiTests: XCTestCase {
    private func classes(_ string: String) -> [BidiClass] { string.map(BidiClass.init) }

    private func visual(_ string: String) -> String {
        let characters = Array(string)
        let joined = Bidi.numbersJoined(classes(string), characters: characters)
        let order = Bidi.visualOrder(joined, rightToLeftBase: Bidi.isRightToLeft(classes(string)))
        return String(order.map { characters[$0] })
    }

    func testClasses() {
        XCTAssertEqual(classes("a1 ש"), [.leftToRight, .number, .neutral, .rightToLeft])
        XCTAssertEqual(classes("م٣"), [.rightToLeft, .number])  // Arabic-Indic three is a digit (AN)
        XCTAssertEqual(classes("é!"), [.leftToRight, .neutral])
    }

    /// P2/P3: the first strong character sets the paragraph's direction; digits are not strong.
    func testParagraphDirection() {
        XCTAssertTrue(Bidi.isRightToLeft(classes("12 שלום abc")))
        XCTAssertFalse(Bidi.isRightToLeft(classes("abc שלום")))
        XCTAssertFalse(Bidi.isRightToLeft(classes("123 !")))
    }

    /// Pure left-to-right text keeps its order (the fast path, so existing goldens cannot move).
    func testLeftToRightIsIdentity() {
        XCTAssertEqual(visual("Hello, world 42%"), "Hello, world 42%")
    }

    /// A right-to-left paragraph reads from the right: the visual (left-to-right) string is the
    /// logical one reversed, word by word (UAX #9 L2).
    func testHebrewReversed() {
        XCTAssertEqual(visual("שלום עולם"), "םלוע םולש")
    }

    /// Numbers stay left to right inside right-to-left text, with their separators (W4) and
    /// terminators (W5): "10:49 ص" shows the time unbroken to the left of the letter.
    func testNumbersKeepTheirOrder() {
        XCTAssertEqual(visual("10:49 ص"), "ص 10:49")
        XCTAssertEqual(visual("הנחה 50%"), "50% החנה")
        XCTAssertEqual(visual("שנת 2025"), "2025 תנש")
        // Arabic-Indic digits with the Arabic thousands separator stay one number: "8,420 steps".
        XCTAssertEqual(visual("٨٬٤٢٠ خطوة"), "ةوطخ ٨٬٤٢٠")
    }

    /// An English word in a Hebrew paragraph keeps its letters in order (level 2), and the
    /// neutral space between different directions takes the paragraph's (N2).
    func testEmbeddedLatinInHebrew() {
        XCTAssertEqual(visual("שלום abc"), "abc םולש")
        // In a left-to-right paragraph, a Hebrew word is reversed in place (level 1).
        XCTAssertEqual(visual("abc שלום def"), "abc םולש def")
    }

    /// L1: trailing spaces of a line return to the paragraph level, so they stay at the line's end.
    func testTrailingSpacesStayAtTheEnd() {
        XCTAssertEqual(Bidi.levels(classes("ab שׁ "), rightToLeftBase: false).last, 0)
    }

    /// Arabic shaped right to left joins: "سلام" in DejaVu Sans uses the initial/medial/final forms,
    /// so its glyphs differ from the letters shaped alone, and the glyph run comes out in visual
    /// order (the first letter, seen, is drawn rightmost).
    func testArabicJoinsAndRunsRightToLeft() throws {
        let engine = try Fixtures.engine()
        let word = try engine.layout(Fixtures.text("سلام", size: 40), width: nil, height: nil)
        let seen = try engine.layout(Fixtures.text("س", size: 40), width: nil, height: nil)
        let run = try XCTUnwrap(word.lines.first?.runs.first)
        let isolatedSeen = try XCTUnwrap(seen.lines.first?.runs.first?.glyphs.first)
        XCTAssertFalse(run.glyphs.contains(isolatedSeen), "seen should take its initial form")
        // Visual order: positions increase left to right; the initial seen is the last glyph drawn.
        XCTAssertEqual(run.positions.map(\.x), run.positions.map(\.x).sorted())
        let initialSeen = try engine.layout(Fixtures.text("سس", size: 40), width: nil, height: nil)
        XCTAssertEqual(run.glyphs.last, initialSeen.lines[0].runs[0].glyphs.last)
    }

    /// A wrapped right-to-left line does not draw its hanging space: reordered, the space would sit
    /// at the line's left and push the glyphs past the line's width.
    func testWrappedRightToLeftLineStartsAtItsEdge() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("المنارة، بقيت ١٢ صفحة", size: 17), width: 116, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["المنارة، بقيت ١٢ ", "صفحة"])
        let first = try XCTUnwrap(layout.lines.first?.runs.first)
        XCTAssertEqual(first.positions.first?.x, 0)
        XCTAssertEqual(first.fontID, "DejaVuSans")
    }

    /// Hebrew from DejaVu Sans: each letter has a glyph (no .notdef) and the line is as wide as
    /// the letters' advances together.
    func testHebrewHasGlyphs() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("שלום", size: 40), width: nil, height: nil)
        let glyphs = layout.lines[0].runs.flatMap(\.glyphs)
        XCTAssertEqual(glyphs.count, 4)
        XCTAssertFalse(glyphs.contains(0))
        XCTAssertEqual(layout.lines[0].string, "שלום")  // the string stays in logical order
    }
}
