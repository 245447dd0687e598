import XCTest
@testable import WidgetText

/// HarfBuzz shaping with the pinned fonts: GPOS kerning, GSUB substitutions, features, fallback.
final class ShapingTests: XCTestCase {
    /// Inter kerns "AV" (GPOS pair adjustment): the pair is narrower than the two letters set alone.
    /// At 100 pt Inter 4.0 gives A = V = 67.61 pt and a kern of −6.82 pt (−192 of 2816 units), both
    /// scaled by the stand-in calibration (SF's width at 100 pt, × 0.907, times SF's own proportion
    /// for "A", which carries the kern: docs/text.md).
    func testKerningNarrowsAV() throws {
        let engine = try Fixtures.engine()
        let pair = try Fixtures.width("AV", size: 100, engine: engine)
        let unkerned = try Fixtures.width("A", size: 100, engine: engine) + Fixtures.width("V", size: 100, engine: engine)
        XCTAssertLessThan(pair, unkerned - 5)
        XCTAssertEqual(unkerned - pair, 192.0 / 2816 * 100 * Fixtures.calibratedScale("A", size: 100), accuracy: 1e-9)
    }

    /// Inter's contextual alternates (GSUB `calt`, on by default) turn "->" into one arrow glyph,
    /// so the result is neither the two glyphs of "-" and ">" nor their summed width.
    func testArrowSubstitution() throws {
        let engine = try Fixtures.engine()
        let arrow = try engine.layout(Fixtures.text("->", size: 100), width: nil, height: nil)
        let hyphen = try engine.layout(Fixtures.text("-", size: 100), width: nil, height: nil)
        let greater = try engine.layout(Fixtures.text(">", size: 100), width: nil, height: nil)
        let glyphs = arrow.lines[0].runs.flatMap(\.glyphs)
        XCTAssertEqual(glyphs.count, 1)
        XCTAssertFalse(glyphs.contains(hyphen.lines[0].runs[0].glyphs[0]))
        XCTAssertFalse(glyphs.contains(greater.lines[0].runs[0].glyphs[0]))
        XCTAssertNotEqual(arrow.size.width, hyphen.size.width + greater.size.width, accuracy: 1)
    }

    /// `monospacedDigit()` turns on `tnum`: Inter's proportional "1" is narrower than "0";
    /// tabular figures are all one width.
    func testMonospacedDigitUsesTabularFigures() throws {
        let engine = try Fixtures.engine()
        let proportional1 = try Fixtures.width("1", size: 100, engine: engine)
        let proportional0 = try Fixtures.width("0", size: 100, engine: engine)
        XCTAssertLessThan(proportional1, proportional0 - 10)
        let tabular1 = try engine.layout(Fixtures.text("1", size: 100, monospacedDigit: true), width: nil, height: nil)
        let tabular0 = try engine.layout(Fixtures.text("0", size: 100, monospacedDigit: true), width: nil, height: nil)
        XCTAssertEqual(tabular1.size.width, tabular0.size.width, accuracy: 1e-9)
    }

    /// "☕️" (U+2615 U+FE0F) and "🎉" are emoji-presentation clusters: they go to Noto Color Emoji,
    /// whose glyphs are color bitmaps; the Latin around them stays in Inter.
    func testEmojiRunSelectsColorFace() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("Coffee ☕️🎉 time"), width: nil, height: nil)
        let runs = layout.lines[0].runs
        XCTAssertEqual(runs.map(\.fontID), ["Inter-Regular", "NotoColorEmoji", "Inter-Regular"])
        let emoji = runs[1]
        XCTAssertTrue(emoji.isColorBitmap)
        XCTAssertEqual(emoji.glyphs.count, 2)
        for glyph in emoji.glyphs {
            let bitmap = try XCTUnwrap(try engine.catalog.colorGlyph(fontID: emoji.fontID, glyph: glyph))
            XCTAssertGreaterThan(bitmap.pixmap.width, 0)
        }
        XCTAssertFalse(runs[0].isColorBitmap)
    }

    /// Kana and ideographs are not in Inter: the chain goes on to the CJK face.
    func testCJKFallsBackToNotoSansCJK() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Tokyo 東京"), width: nil, height: nil)
        XCTAssertEqual(layout.lines[0].runs.map(\.fontID), ["Inter-Regular", "NotoSansCJKsc-Regular-Subset"])
    }

    /// Emoji sequences shape to one color glyph each in Noto Color Emoji (GSUB ligatures): a ZWJ
    /// sequence, a flag (two regional indicators), a keycap, a skin-tone modifier.
    func testEmojiSequencesAreSingleColorGlyphs() throws {
        let engine = try Fixtures.engine()
        for sequence in ["👩‍💻", "🇯🇵", "1️⃣", "👍🏽"] {
            let runs = try engine.layout(Fixtures.text(sequence), width: nil, height: nil).lines[0].runs
            XCTAssertEqual(runs.map(\.fontID), ["NotoColorEmoji"], sequence)
            XCTAssertEqual(runs.first?.glyphs.count, 1, sequence)
        }
    }

    /// A tab is laid out as a space (no face has a tab glyph; .notdef would draw a box).
    func testTabIsLaidOutAsSpace() throws {
        let engine = try Fixtures.engine()
        XCTAssertEqual(try engine.layout(Fixtures.text("a\tb"), width: nil, height: nil).lines[0].runs,
                       try engine.layout(Fixtures.text("a b"), width: nil, height: nil).lines[0].runs)
    }

    /// A character no pinned face covers (plane-16 private use) is drawn as the requested face's
    /// .notdef (glyph 0), not dropped and not a crash.
    func testUncoveredClusterUsesNotdefOfPrimaryFace() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("a\u{10FFFD}"), width: nil, height: nil)
        let run = try XCTUnwrap(layout.lines[0].runs.first)
        XCTAssertEqual(run.fontID, "Inter-Regular")
        XCTAssertEqual(run.glyphs.last, 0)
    }

    /// Same input, same output: a fresh engine (no cache) and many threads agree with the first result.
    func testLayoutIsDeterministicSerialAndParallel() throws {
        let text = Fixtures.text("Sunny, 72° — feels like 75°. 東京は晴れ ☀️", lineLimit: 2, minimumScaleFactor: 0.7)
        let first = try Fixtures.engine().layout(text, width: 140, height: nil)
        XCTAssertEqual(try Fixtures.engine().layout(text, width: 140, height: nil), first)
        let shared = try Fixtures.engine()
        let results = Array(repeating: TextLayout?.none, count: 16)
        let lock = NSLock()
        var collected = results
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let layout = try? shared.layout(text, width: 140, height: nil)
            lock.lock(); collected[index] = layout; lock.unlock()
        }
        XCTAssertEqual(collected, Array(repeating: first, count: 16))
    }
}
