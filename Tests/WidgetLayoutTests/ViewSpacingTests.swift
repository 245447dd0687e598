import XCTest
import WidgetGeometry
import WidgetResolved
import WidgetText

/// Default stack spacing from spacing preferences (docs/platform.md §6, [OpenSwiftUI-Spacing]):
/// two texts above each other are spaced by the lower text's leading rounded up to the pixel, a
/// text and another view by the text's line spacing, spacers by nothing but their minimum length,
/// other pairs by 8 pt. The fake text engine's lines are 20 pt tall; a font named "Leading<x>"
/// has a leading of x.
final class ViewSpacingTests: XCTestCase {
    private func text(_ string: String, leading: Double = 0) -> ResolvedNode {
        .text(ResolvedText(runs: [TextRun(string: string, font: FontSpec(size: 17, customName: "Leading\(leading)"),
                                          paint: .color(.black))]))
    }

    private func tops(_ content: ResolvedNode, height: Double, scale: Double = 2) throws -> [Double] {
        drawnFrames(try layOut(content, width: 10, height: height, scale: scale)).map(\.minY)
    }

    func testTwoTextsAboveEachOtherAreSpacedByTheLowerOnesLeading() throws {
        // Leading 0 (a fixed-size system font): the second line box starts where the first ends.
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b")), height: 40), [0, 20])
        // The lower text's 4 pt leading: 20 + 4; the upper text's leading does not count.
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b", leading: 4)), height: 44), [0, 24])
        XCTAssertEqual(try tops(vstack(.center, text("a", leading: 4), text("b")), height: 40), [0, 20])
        // Rounded up to the pixel: body's 1.71 pt is 2 at 2x and at 3x, subheadline's 2.1 is 2.5 at 2x
        // and 2.33 at 3x.
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b", leading: 1.71)), height: 42), [0, 22])
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b", leading: 1.71)), height: 42, scale: 3), [0, 22])
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b", leading: 2.1)), height: 42.5), [0, 22.5])
        XCTAssertEqual(try tops(vstack(.center, text("a"), text("b", leading: 2.1)), height: 42 + 1.0 / 3,
                                scale: 3)[1], 20 + 7.0 / 3, accuracy: 1e-9)
    }

    /// A stack shows its texts' preferences: a row of texts below a title is spaced like a text
    /// (the larger leading of the row's texts), and a column of texts above a text too.
    func testStacksPassTheirTextsPreferencesOn() throws {
        let row = hstack(.center, text("b", leading: 1), .spacer(minLength: nil), text("c", leading: 3))
        XCTAssertEqual(try tops(vstack(.center, text("a"), row), height: 43), [0, 23, 23])
        let column = vstack(.center, text("a"), text("b"))
        XCTAssertEqual(try tops(vstack(.center, column, text("c", leading: 4)), height: 64), [0, 20, 44])
    }

    /// Padding replaces the padded edges' preferences (zero padding pads nothing); a frame those
    /// of the axes it sets; other modifiers keep them.
    func testPaddingAndFramesEndTheTextPreference() throws {
        // Padded or framed: a plain view's bottom above a text, 22 − 16 = 6 pt (see below).
        let padded = vstack(.center, text("a").padding(Insets(bottom: 1)), text("b", leading: 4))
        XCTAssertEqual(try tops(padded, height: 47), [0, 27])
        let zeroPadding = vstack(.center, text("a").padding(Insets(all: 0)), text("b", leading: 4))
        XCTAssertEqual(try tops(zeroPadding, height: 44), [0, 24])
        let paddedAside = vstack(.center, text("a").padding(Insets(leading: 5)), text("b", leading: 4))
        XCTAssertEqual(try tops(paddedAside, height: 44), [0, 24])
        let fixedHeight = vstack(.center, text("a").frame(height: 20), text("b", leading: 4))
        XCTAssertEqual(try tops(fixedHeight, height: 46), [0, 26])
        let fixedWidth = vstack(.center, text("a").frame(width: 10), text("b", leading: 4))
        XCTAssertEqual(try tops(fixedWidth, height: 44), [0, 24])
        let background = vstack(.center, text("a").background(color()), text("b", leading: 4))
        XCTAssertEqual(try tops(background, height: 44), [0, 0, 24])
    }

    /// A spacer asks for no spacing from its neighbours: only its minimum length separates them.
    func testSpacersTakeNoSpacing() throws {
        let list = try layOut(hstack(.center, fixed(20, 10), .spacer(minLength: nil), fixed(20, 10)), width: 48, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [0, 28])
        XCTAssertEqual(try tops(vstack(.center, text("a"), .spacer(minLength: 4), text("b")), height: 44), [0, 24])
    }

    /// A text and a plain view (docs/platform.md §6): the fake font's line is 20 pt (ascender 16,
    /// descender 4, cap height 12), a tenth of it 2 pt, so its default line spacing is 22 pt. Above
    /// a text a view ends 22 − 16 = 6 pt over the text's line; below a text a view starts
    /// max(22 − 12, 2 + 4) = 10 pt under it. At 3x a tenth of a 17-pt body line (2.03) rounds up
    /// to 2.33: 6.43 above and 10.64 below (measured on iOS: 5.4 above a callout line, 10.0 and 6.67
    /// below a headline and a caption, docs/layout-scenarios.md).
    func testTextAndAPlainViewAreSpacedByTheTextsLineSpacing() throws {
        XCTAssertEqual(try tops(vstack(.center, fixed(10, 10), text("a")), height: 36), [0, 16])
        XCTAssertEqual(try tops(vstack(.center, text("a"), fixed(10, 10)), height: 40), [0, 30])
        // A frame with a height ends the text's preference: two plain views, 8 pt.
        XCTAssertEqual(try tops(vstack(.center, text("a").frame(height: 20), fixed(10, 10)), height: 38), [0, 28])
        // A row holding a plain view below a text: the largest of text-to-text (0) and the text's
        // 10 pt above a plain view; the row's text is its top.
        let row = hstack(.center, fixed(10, 10), text("b"))
        XCTAssertEqual(try tops(vstack(.center, text("a"), row), height: 50)[2], 30)
    }

    /// Texts side by side, a plain view beside a plain view, and an explicit spacing keep their
    /// distance.
    func testOtherPairsKeepTheirSpacing() throws {
        XCTAssertEqual(drawnFrames(try layOut(hstack(.center, text("a"), text("b")), width: 28, height: 20)).map(\.minX), [0, 18])
        XCTAssertEqual(try tops(vstack(.center, fixed(10, 10), fixed(10, 10)), height: 28), [0, 18])
        XCTAssertEqual(try tops(vstack(.center, spacing: 5, text("a"), text("b", leading: 4)), height: 45), [0, 25])
    }
}
