import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved

/// ZStack, ViewThatFits, background and overlay (docs/platform.md §6).
final class ContainerLayoutTests: XCTestCase {
    /// A ZStack proposes its proposal to every child and takes the union of the aligned children:
    /// 60 × 20 and 30 × 50 aligned top-leading make 60 × 50, centered in 100 × 100 at (20, 25).
    func testZStackIsTheUnionOfItsChildren() throws {
        let list = try layOut(zstack(.topLeading, fixed(60, 20), fixed(30, 50)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 20, y: 25, width: 60, height: 20), Rect(x: 20, y: 25, width: 30, height: 50)])
    }

    /// With baseline alignment the union is larger than the biggest child: the text's baseline
    /// (16) meets the color's (its bottom, 30), so the text spans 14…34 and the union is 34 tall.
    func testZStackUnionWithBaselineAlignment() throws {
        let alignment = ResolvedAlignment(horizontal: .leading, vertical: .firstTextBaseline)
        let list = try layOut(zstack(alignment, text("ab"), fixed(30, 30)), width: 30, height: 34)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 14, width: 20, height: 20), Rect(x: 0, y: 0, width: 30, height: 30)])
    }

    /// ViewThatFits(in: .horizontal): the 200-wide first child does not fit 150, the 100-wide second
    /// one does and is the only one drawn; the third is never considered.
    func testViewThatFitsChoosesTheFirstChildThatFits() throws {
        let node = ResolvedNode.viewThatFits(axes: .horizontal, children: [fixed(200, 10), fixed(100, 10), fixed(50, 10)])
        let list = try layOut(node, width: 150, height: 10)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 25, y: 0, width: 100, height: 10)])
    }

    /// Nothing fits: the last child is used. Only the constrained axis counts: a 300-tall child
    /// still fits horizontally.
    func testViewThatFitsFallsBackToTheLastChild() throws {
        let none = ResolvedNode.viewThatFits(axes: .horizontal, children: [fixed(200, 10), fixed(180, 10)])
        XCTAssertEqual(drawnFrames(try layOut(none, width: 150, height: 10)).map(\.width), [180])
        let tall = ResolvedNode.viewThatFits(axes: .horizontal, children: [fixed(100, 300), fixed(50, 10)])
        XCTAssertEqual(drawnFrames(try layOut(tall, width: 150, height: 10)).map(\.height), [300])
    }

    /// background: the secondary view is offered the primary's size (a color takes it) and does
    /// not change the size: the HStack still places the next view 40 + 8 pt later. It draws first.
    func testBackgroundTakesThePrimarySizeAndDrawsBefore() throws {
        let list = try layOut(hstack(.center, fixed(40, 20).background(color(.white)), fixed(10, 20)), width: 58, height: 20)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 0, width: 40, height: 20),
                                           Rect(x: 48, y: 0, width: 10, height: 20)])
        guard case .shape(let first) = list.items[0] else { return XCTFail("expected a shape") }
        XCTAssertEqual(first.fill, .color(.white))
    }

    /// overlay: drawn after the primary, aligned on it; a Circle offered 40 × 20 draws the largest
    /// centered circle, a 20 × 20 square at x = 10. A fixed overlay larger than the primary
    /// overflows around its alignment point without growing the primary.
    func testOverlayIsAlignedOnThePrimaryAndDrawsAfter() throws {
        let list = try layOut(fixed(40, 20).overlay(shape(.circle)), width: 40, height: 20)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 10, y: 0, width: 20, height: 20)])
        let big = try layOut(hstack(.center, spacing: 0, fixed(40, 20).overlay(fixed(60, 20), alignment: .leading), fixed(10, 20)),
                             width: 50, height: 20)
        XCTAssertEqual(drawnFrames(big), [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 0, y: 0, width: 60, height: 20),
                                          Rect(x: 40, y: 0, width: 10, height: 20)])
    }

    /// A Spacer outside a stack expands on both axes (the background shows its frame).
    func testSpacerOutsideAStackExpandsOnBothAxes() throws {
        let list = try layOut(ResolvedNode.spacer(minLength: nil).background(color()), width: 70, height: 30)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 70, height: 30)])
    }
}
