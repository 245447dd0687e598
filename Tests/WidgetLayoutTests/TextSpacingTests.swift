import XCTest
import WidgetGeometry
import WidgetResolved
import WidgetText

/// Default stack spacing between texts (docs/platform.md §6, [OpenSwiftUI-Spacing]: two texts above
/// each other are spaced by the lower text's leading; every other pair by 8 pt).
final class TextSpacingTests: XCTestCase {
    /// A text in a font the fake measurer gives a 4 pt leading.
    private func leadingText(_ string: String) -> ResolvedNode {
        .text(ResolvedText(runs: [TextRun(string: string, font: FontSpec(size: 17, customName: "Leading4"), paint: .color(.black))]))
    }

    func testTwoTextsAboveEachOtherAreSpacedByTheLowerOnesLeading() throws {
        // Leading 0 (SF's line gap): the second line box starts where the first ends, at 20.
        XCTAssertEqual(drawnFrames(try layOut(vstack(.center, text("a"), text("b")), width: 10, height: 40)).map(\.minY), [0, 20])
        // The lower text's 4 pt leading: 20 + 4; the upper text's leading does not count.
        XCTAssertEqual(drawnFrames(try layOut(vstack(.center, text("a"), leadingText("b")), width: 10, height: 44)).map(\.minY), [0, 24])
        XCTAssertEqual(drawnFrames(try layOut(vstack(.center, leadingText("a"), text("b")), width: 10, height: 40)).map(\.minY), [0, 20])
    }

    /// Modifiers other than padding keep a text's preference; padding replaces it (8 pt again).
    func testPaddingEndsTheTextPreference() throws {
        let framed = vstack(.center, text("a").frame(width: 10, height: 20), text("b"))
        XCTAssertEqual(drawnFrames(try layOut(framed, width: 10, height: 40)).map(\.minY), [0, 20])
        let padded = vstack(.center, text("a").padding(Insets(all: 0)), text("b"))
        XCTAssertEqual(drawnFrames(try layOut(padded, width: 10, height: 48)).map(\.minY), [0, 28])
    }

    /// Text beside other views, texts side by side and an explicit spacing keep their distance.
    func testOtherPairsKeepTheirSpacing() throws {
        XCTAssertEqual(drawnFrames(try layOut(vstack(.center, text("a"), fixed(10, 10)), width: 10, height: 38)).map(\.minY), [0, 28])
        XCTAssertEqual(drawnFrames(try layOut(hstack(.center, text("a"), text("b")), width: 28, height: 20)).map(\.minX), [0, 18])
        XCTAssertEqual(drawnFrames(try layOut(vstack(.center, spacing: 5, text("a"), text("b")), width: 10, height: 45)).map(\.minY), [0, 25])
    }
}
