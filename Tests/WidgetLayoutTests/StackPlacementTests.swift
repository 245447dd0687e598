import XCTest
import WidgetGeometry
import WidgetText
import WidgetLayout
import WidgetResolved

/// Stacks place their children with the size they finally took (docs/platform.md §6, "Stacks place
/// with the final size"). Texts are FakeTextMeasurer's: 10 pt a character, 20 pt a line.
final class StackPlacementTests: XCTestCase {
    /// The equal-height row: in a fixed-size HStack a color is proposed nothing while sizing
    /// (10 × 10, its ideal) but is placed with the row's height, the 2-line text's 40 pt. Source:
    /// the SwiftUI "equal heights" idiom, objc.io "Thinking in SwiftUI" (fixedSize and flexible
    /// views), and the iOS measurement of issue #14 (a bar drawn 28.7 pt, not 10 pt).
    func testColorInFixedSizeRowTakesTheRowHeight() throws {
        let row = hstack(.center, spacing: 0, text("Hi"), color()).fixedSize()
        let list = try layOut(row, width: 200, height: 100)
        // Row: 20 + 10 wide, 20 tall; centered in 200 × 100: x = 85, y = 40.
        XCTAssertEqual(drawnFrames(list), [Rect(x: 85, y: 40, width: 20, height: 20),
                                           Rect(x: 105, y: 40, width: 10, height: 20)])
    }

    /// `frame(maxHeight: .infinity)` bars in a row that only fixes its height: the tallest child
    /// (a 60-pt fixed view) sets the row, and every bar grows to it when placed.
    func testFlexibleBarsGrowToTheTallestSibling() throws {
        let bar = color().frame(FlexibleFrame(maxHeight: .infinity)).frame(width: 6)
        let row = hstack(.bottom, spacing: 4, bar, fixed(10, 60), bar).fixedSize(horizontal: false, vertical: true)
        let list = try layOut(row, width: 100, height: 200)
        XCTAssertEqual(drawnFrames(list).map(\.height), [60, 60, 60])
    }

    /// A ZStack proposes its final size to every child: the color behind a fixed-size text fills
    /// exactly the text's box (as `.background` would).
    func testZStackColorFillsTheFixedSizeText() throws {
        let stack = zstack(.center, color(), text("Hello")).fixedSize()
        let list = try layOut(stack, width: 200, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 75, y: 40, width: 50, height: 20),
                                           Rect(x: 75, y: 40, width: 50, height: 20)])
    }

    /// Texts keep the lines they were measured with: re-proposed their own width they do not wrap
    /// again, and a VStack's text is placed at the width it chose.
    func testTextsKeepTheirLinesWhenPlaced() throws {
        let column = vstack(.leading, spacing: 0, text("one two three"), color().frame(height: 5))
        let list = try layOut(column, width: 80, height: 100)
        guard case .text(let op) = list.items.first else { return XCTFail("expected the text first") }
        XCTAssertEqual(op.layout.lines.map(\.string), ["one two", "three"])
        // The color was 80 wide while sizing (it takes the proposal), so the column is 80 wide.
        XCTAssertEqual(drawnFrames(list)[1], Rect(x: 0, y: 67.5, width: 80, height: 5))
    }

    /// Negative spacing overlaps the children, as in SwiftUI: two 30-pt views at −10 make a 50-pt
    /// row, the second starting 20 pt after the first.
    func testNegativeSpacingOverlaps() throws {
        let list = try layOut(hstack(.center, spacing: -10, fixed(30, 10), fixed(30, 10)), width: 50, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [0, 20])
    }
}
