import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved

/// HStack / VStack distribution (docs/platform.md §6; objc.io, "Thinking in SwiftUI", stack layout).
final class StackLayoutTests: XCTestCase {
    /// objc.io, "Thinking in SwiftUI", stacks: two fixed views (75 and 100 wide) and a flexible
    /// one in 150 points. 150 − 2 × 8 spacing = 134 to share. The fixed views are least flexible
    /// and go first: the 75 one is offered 134/3 and takes 75 (59 left), the 100 one is offered
    /// 59/2 and takes 100 (−41 left), the flexible one is offered nothing and takes 0. The stack
    /// is 75 + 100 + 0 + 16 = 191 wide, overflows the 150-point proposal, and is centered:
    /// it starts at (150 − 191) / 2 = −20.5.
    func testFixedViewsOverflowAndFlexibleViewGetsNothing() throws {
        let list = try layOut(hstack(.center, fixed(75, 100), fixed(100, 100), color()), width: 150, height: 100)
        XCTAssertEqual(drawnFrames(list), [
            Rect(x: -20.5, y: 0, width: 75, height: 100),
            Rect(x: 62.5, y: 0, width: 100, height: 100),
            Rect(x: 170.5, y: 0, width: 0, height: 100),
        ])
    }

    /// Equally flexible children share what is left equally: 3 colors, 2 × 8 spacing, 316 pt.
    func testFlexibleChildrenShareEqually() throws {
        let list = try layOut(hstack(.center, color(), color(), color()), width: 316, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [0, 108, 216])
        XCTAssertEqual(drawnFrames(list).map(\.width), [100, 100, 100])
    }

    /// "lower groups keep their minimum": the priority-1 view is laid out first with the
    /// priority-0 view's minimum (20) reserved: it gets 200 − 20 = 180, the other its 20.
    func testLayoutPriorityIsServedFirstButLeavesLowerGroupsTheirMinimum() throws {
        let low = color().frame(FlexibleFrame(minWidth: 20, maxWidth: .infinity))
        let high = color().frame(FlexibleFrame(minWidth: 30, maxWidth: .infinity)).layoutPriority(1)
        let list = try layOut(hstack(.center, spacing: 0, low, high), width: 200, height: 10)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 20, height: 10),
                                           Rect(x: 20, y: 0, width: 180, height: 10)])
        // Without the priority both are equally flexible and split 100 / 100.
        let even = try layOut(hstack(.center, spacing: 0, low, color().frame(FlexibleFrame(minWidth: 30, maxWidth: .infinity))),
                              width: 200, height: 10)
        XCTAssertEqual(drawnFrames(even).map(\.width), [100, 100])
    }

    /// layoutPriority is a trait: it is still seen through a padding wrapped around it.
    func testLayoutPrioritySeenThroughOuterModifiers() throws {
        let low = color().frame(FlexibleFrame(minWidth: 20, maxWidth: .infinity))
        let high = color().layoutPriority(1).padding(Insets(all: 0))
        let list = try layOut(hstack(.center, spacing: 0, low, high), width: 200, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.width), [20, 180])
    }

    /// Spacer: takes all it is offered along the axis, laid out last. 200 − 16 spacing = 184:
    /// the fixed views take 50 each, the spacer the remaining 84.
    func testSpacerTakesWhatIsLeft() throws {
        let list = try layOut(hstack(.center, fixed(50, 10), .spacer(minLength: 20), fixed(50, 10)), width: 200, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [0, 150])
    }

    /// Spacers are laid out last (docs/platform.md §6): a text beside a Spacer is offered everything but
    /// the spacer's minimum, as `HStack { Text("Title"); Spacer() }` shows a full title in SwiftUI.
    /// 150 − 8 (the spacer's default minimum; no spacing beside a spacer, ViewSpacingTests) = 142 for
    /// a 120-wide text, which stays whole on one line; the spacer takes the remaining 30.
    func testTextBesideASpacerIsNotHalved() throws {
        let list = try layOut(hstack(.center, text("Hello world!"), .spacer(minLength: nil)), width: 150, height: 40)
        guard case .text(let op) = list.items.first else { return XCTFail("expected the text first") }
        XCTAssertEqual(op.layout.lines.map(\.string), ["Hello world!"])
        XCTAssertEqual(op.frame.width, 120)
        XCTAssertEqual(op.frame.minX, 0)
    }

    /// Spacer minLength is kept even when the stack overflows: the fixed views take 100, the
    /// spacer keeps 20 (no spacing beside it), the stack is 120 wide and starts at (100 − 120)/2 = −10.
    func testSpacerMinLengthIsKeptWhenSpaceRunsOut() throws {
        let list = try layOut(hstack(.center, fixed(50, 10), .spacer(minLength: 20), fixed(50, 10)), width: 100, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [-10, 60])
    }

    /// The default Spacer minimum is 8 pt (docs/platform.md §6): 50 − 2 × 25 leaves 0 for the
    /// spacer, which keeps 8: 25 + 8 + 25 = 58 wide, starting at −4.
    func testDefaultSpacerMinLengthIsEight() throws {
        let list = try layOut(hstack(.center, fixed(25, 10), .spacer(minLength: nil), fixed(25, 10)), width: 50, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [-4, 29])
    }

    /// A row of colors is as flexible as a color: asked with an infinite height it answers an
    /// infinite height, so a column offers the fixed 44-pt child its share first and the row takes
    /// everything left, 100 − 44 = 56 (stacks are as flexible as their most flexible child: objc.io,
    /// "Thinking in SwiftUI", chapter "Layout", stacks). Before, the row measured 0 tall at infinity
    /// (∞ − ∞ in its alignment) and got half of the column, 50.
    func testRowOfColorsIsFlexibleInAColumn() throws {
        let list = try layOut(vstack(.center, spacing: 0, hstack(.center, color()), color().frame(height: 44)),
                              width: 50, height: 100)
        XCTAssertEqual(drawnFrames(list).map(\.height), [56, 44])
    }

    /// In a VStack a spacer grows vertically and takes no width; the colors take the full width.
    func testVerticalSpacerPushesViewsApart() throws {
        let list = try layOut(vstack(.center, color().frame(height: 10), .spacer(minLength: nil), color().frame(height: 10)),
                              width: 50, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 0, y: 90, width: 50, height: 10)])
    }

    /// VStack cross alignment: leading / trailing line the children's edges up; the stack is as
    /// wide as its widest child (40) and centered in the 100-wide widget (x = 30).
    func testVStackHorizontalAlignment() throws {
        let leading = try layOut(vstack(.leading, fixed(40, 10), fixed(20, 10)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(leading), [Rect(x: 30, y: 36, width: 40, height: 10),
                                              Rect(x: 30, y: 54, width: 20, height: 10)])
        let trailing = try layOut(vstack(.trailing, fixed(40, 10), fixed(20, 10)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(trailing).map(\.minX), [30, 50])
    }

    /// HStack cross alignment top / bottom within the tallest child (30).
    func testHStackVerticalAlignment() throws {
        let top = try layOut(hstack(.top, spacing: 0, fixed(10, 30), fixed(10, 10)), width: 20, height: 30)
        XCTAssertEqual(drawnFrames(top).map(\.minY), [0, 0])
        let bottom = try layOut(hstack(.bottom, spacing: 0, fixed(10, 30), fixed(10, 10)), width: 20, height: 30)
        XCTAssertEqual(drawnFrames(bottom).map(\.minY), [0, 20])
    }

    /// Text baselines line up (firstTextBaseline): the text's baseline is 16 pt down, a color's
    /// baseline is its bottom edge (30). The text moves down by 30 − 16 = 14; the stack is
    /// max(14 + 20, 30) = 34 tall.
    func testFirstTextBaselineAlignment() throws {
        let list = try layOut(hstack(.firstTextBaseline, spacing: 0, text("ab"), fixed(10, 30)), width: 30, height: 34)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 14, width: 20, height: 20), Rect(x: 20, y: 0, width: 10, height: 30)])
    }

    /// lastTextBaseline: a VStack of two texts (spaced by the lower one's leading, 0 here:
    /// ViewSpacingTests) has its last baseline at 20 + 0 + 16 = 36; the single text beside it
    /// (baseline 16) moves down to 36 − 16 = 20.
    func testLastTextBaselineAlignmentUsesTheBottomMostText() throws {
        let list = try layOut(hstack(.lastTextBaseline, spacing: 0, vstack(.leading, text("a"), text("b")), text("c")),
                              width: 20, height: 40)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 0, y: 20, width: 10, height: 20),
                                           Rect(x: 10, y: 20, width: 10, height: 20)])
    }

    /// `.empty` children (EmptyView, a false `if`) take no slot and no spacing.
    func testEmptyChildrenTakeNoSpacing() throws {
        let list = try layOut(hstack(.center, fixed(10, 10), .empty, fixed(10, 10)), width: 28, height: 10)
        XCTAssertEqual(drawnFrames(list).map(\.minX), [0, 18])
    }
}
