import XCTest
@testable import WidgetText

/// `lineLimit`, height limits, truncation modes and `minimumScaleFactor` (SwiftUI: "lineLimit(n) then
/// tail truncation with …"; minimumScaleFactor shrinks the font before truncating).
final class TruncationTests: XCTestCase {
    let sentence = "The quick brown fox jumps over the lazy dog"

    func testTailTruncationWithLineLimitOne() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text(sentence, lineLimit: 1), width: 100, height: nil)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertTrue(layout.isTruncated)
        let shown = layout.lines[0].string
        XCTAssertTrue(shown.hasSuffix("…"))
        XCTAssertTrue(sentence.hasPrefix(String(shown.dropLast())))
        XCTAssertLessThanOrEqual(layout.lines[0].width, 100 + 1e-9)
        XCTAssertGreaterThan(shown.count, 8)
    }

    func testHeadTruncation() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text(sentence, lineLimit: 1, truncation: .head), width: 100, height: nil)
        let shown = layout.lines[0].string
        XCTAssertTrue(shown.hasPrefix("…"))
        XCTAssertTrue(sentence.hasSuffix(String(shown.dropFirst())))
        XCTAssertLessThanOrEqual(layout.lines[0].width, 100 + 1e-9)
    }

    func testMiddleTruncationKeepsBothEnds() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text(sentence, lineLimit: 1, truncation: .middle), width: 120, height: nil)
        let parts = layout.lines[0].string.split(separator: "…", omittingEmptySubsequences: false)
        XCTAssertEqual(parts.count, 2)
        XCTAssertTrue(sentence.hasPrefix(parts[0]))
        XCTAssertTrue(sentence.hasSuffix(parts[1]))
        XCTAssertFalse(parts[0].isEmpty)
        XCTAssertFalse(parts[1].isEmpty)
        XCTAssertLessThanOrEqual(layout.lines[0].width, 120 + 1e-9)
    }

    /// Head truncation keeps the end of the whole text; later paragraphs join the last line with a space.
    func testHeadTruncationAcrossParagraphs() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Alpha\nBeta\nGamma", lineLimit: 1, truncation: .head),
                                                  width: nil, height: nil)
        XCTAssertEqual(layout.lines.map(\.string), ["…Alpha Beta Gamma"])
    }

    /// The height holds two 20 pt lines (45 pt): the second shown line ends with "…".
    func testHeightLimitTruncates() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("One\nTwo\nThree", lineHeight: 20), width: nil, height: 45)
        XCTAssertEqual(layout.lines.map(\.string), ["One", "Two…"])
        XCTAssertEqual(layout.size.height, 40, accuracy: 1e-9)
        XCTAssertTrue(layout.isTruncated)
    }

    /// "Temperature" offered 80 % of its width on one line: with a 0.5 factor it shrinks to ≈ 0.8
    /// and is not truncated; with a 0.9 factor it shrinks to 0.9 and is then truncated.
    func testMinimumScaleFactorShrinksBeforeTruncating() throws {
        let engine = try Fixtures.engine()
        let ideal = try Fixtures.width("Temperature", engine: engine)
        let shrunk = try engine.layout(Fixtures.text("Temperature", lineLimit: 1, minimumScaleFactor: 0.5),
                                       width: ideal * 0.8, height: nil)
        XCTAssertFalse(shrunk.isTruncated)
        XCTAssertEqual(shrunk.scale, 0.8, accuracy: 1e-3)
        XCTAssertLessThanOrEqual(shrunk.scale, 0.8)
        XCTAssertEqual(shrunk.lines[0].runs[0].fontSize, 17 * shrunk.scale, accuracy: 1e-12)
        XCTAssertEqual(shrunk.lines[0].string, "Temperature")

        let limited = try engine.layout(Fixtures.text("Temperature", lineLimit: 1, minimumScaleFactor: 0.9),
                                        width: ideal * 0.8, height: nil)
        XCTAssertEqual(limited.scale, 0.9)
        XCTAssertTrue(limited.isTruncated)
        XCTAssertTrue(limited.lines[0].string.hasSuffix("…"))
    }

    /// Text that fits is never scaled, whatever the factor.
    func testFittingTextKeepsScaleOne() throws {
        let layout = try Fixtures.engine().layout(Fixtures.text("Hi", minimumScaleFactor: 0.5), width: 100, height: nil)
        XCTAssertEqual(layout.scale, 1)
        XCTAssertFalse(layout.isTruncated)
    }
}
