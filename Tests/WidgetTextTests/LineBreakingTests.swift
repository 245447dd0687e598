import XCTest
@testable import WidgetText

/// Line breaking: spaces, hyphens, CJK, clusters, explicit newlines (SwiftUI's Text "wraps at word
/// boundaries", docs/platform.md §6; CJK rules after UAX #14 and JIS X 4051 kinsoku).
final class LineBreakingTests: XCTestCase {
    func testWrapsAtSpacesAndTrailingSpacesDoNotCount() throws {
        let engine = try Fixtures.engine()
        let hello = try Fixtures.width("Hello", engine: engine)
        let whole = try Fixtures.width("Hello world", engine: engine)
        let layout = try engine.layout(Fixtures.text("Hello world"), width: (hello + whole) / 2, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["Hello ", "world"])
        XCTAssertEqual(layout.lines[0].width, hello, accuracy: 1e-9)
        XCTAssertEqual(layout.size.width, max(hello, try Fixtures.width("world", engine: engine)), accuracy: 1e-9)
        XCTAssertEqual(try Fixtures.width("Hi   ", engine: engine), try Fixtures.width("Hi", engine: engine), accuracy: 1e-9)
    }

    /// Offering exactly the ideal width back keeps the text on one line (layout measures ideal
    /// sizes, then proposes them again).
    func testIdealWidthOfferedBackKeepsOneLine() throws {
        let engine = try Fixtures.engine()
        let text = Fixtures.text("Partly cloudy and 18°")
        let ideal = try engine.layout(text, width: nil, height: nil)
        XCTAssertEqual(try engine.layout(text, width: ideal.size.width, height: nil).lines.count, 1)
    }

    func testBreaksAfterHyphenBetweenLetters() throws {
        let engine = try Fixtures.engine()
        let widest = max(try Fixtures.width("well-", engine: engine), try Fixtures.width("known", engine: engine))
        let layout = try engine.layout(Fixtures.text("well-known"), width: widest + 1, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["well-", "known"])
        XCTAssertFalse(layout.isTruncated)
    }

    /// Ideographs and kana are 1 em wide in Noto Sans CJK: at 17 pt, 69 pt holds four. "今日は晴" would
    /// fill line one, but "。" may not start a line, so "晴" moves down with it.
    func testCJKBreaksBetweenIdeographsButNotBeforeClosingPunctuation() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("今日は晴。明日"), width: 69, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["今日は", "晴。明日"])
        XCTAssertEqual(layout.lines[0].width, 51, accuracy: 1e-9)

        let long = try engine.layout(Fixtures.text("東京は今日も晴れ、明日は雨。週末は（たぶん）晴れ。"), width: 60, height: nil)
        XCTAssertGreaterThan(long.lines.count, 4)
        for line in long.lines {
            XCTAssertLessThanOrEqual(line.width, 60 + 1e-9)
            XCTAssertFalse(line.string.first.map { "、。）".contains($0) } ?? false, line.string)
            XCTAssertFalse(line.string.last == "（", line.string)
        }
    }

    func testLongWordBreaksByCluster() throws {
        let engine = try Fixtures.engine()
        let word = "Supercalifragilistic"
        let layout = try engine.layout(Fixtures.text(word), width: 60, height: nil)
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertEqual(layout.lines.map(\.string).joined(), word)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 60 + 1e-9) }
    }

    /// A single cluster wider than the offer overflows; the layout is as wide as it.
    func testUnbreakableClusterOverflows() throws {
        let engine = try Fixtures.engine()
        let layout = try engine.layout(Fixtures.text("W", size: 100), width: 10, height: nil)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.size.width, try Fixtures.width("W", size: 100, engine: engine), accuracy: 1e-9)
        XCTAssertGreaterThan(layout.size.width, 10)
    }

    /// "\n" always breaks; an empty paragraph is an empty line of full height.
    func testExplicitNewlines() throws {
        let engine = try Fixtures.engine()
        XCTAssertEqual(try engine.layout(Fixtures.text("A\nB"), width: nil, height: nil).lines.map(\.string), ["A", "B"])
        let blank = try engine.layout(Fixtures.text("A\n\nB", lineHeight: 20), width: nil, height: nil)
        XCTAssertEqual(blank.lines.map(\.string), ["A", "", "B"])
        XCTAssertEqual(blank.size.height, 60, accuracy: 1e-9)
    }

    func testEmptyTextHasNoSize() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text(""), width: 100, height: nil)
        XCTAssertEqual(layout.size, .zero)
        XCTAssertTrue(layout.lines.isEmpty)
    }
}
