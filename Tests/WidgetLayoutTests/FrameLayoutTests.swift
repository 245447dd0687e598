import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved

/// Frames, flexible frames, fixedSize, padding, aspectRatio and widthFraction (docs/platform.md §6).
final class FrameLayoutTests: XCTestCase {
    /// `frame(width:height:)`: the fixed axis is proposed and reported exactly; the nil axis passes
    /// the proposal through (a color takes the 60 offered) and the child is aligned in the frame.
    func testFixedFrameFixesOnlyTheGivenAxes() throws {
        let list = try layOut(color().frame(width: 30), width: 100, height: 60)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 35, y: 0, width: 30, height: 60)])
        // A 20 × 20 view in a 60 × 40 frame, aligned top-leading.
        let aligned = try layOut(fixed(20, 20).frame(width: 60, height: 40, alignment: .topLeading), width: 60, height: 40)
        XCTAssertEqual(drawnFrames(aligned), [Rect(x: 0, y: 0, width: 20, height: 20)])
    }

    /// Apple, `frame(minWidth:…maxWidth:…)`: with `maxWidth: .infinity` the frame takes the whole
    /// proposal (150); no height constraint, so it keeps the child's height (40). The 40-wide
    /// child is centered in it: x = 55. The whole frame is centered vertically: y = 30.
    func testMaxWidthInfinityTakesTheWholeProposal() throws {
        let list = try layOut(fixed(40, 40).frame(FlexibleFrame(maxWidth: .infinity)), width: 150, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 55, y: 30, width: 40, height: 40)])
    }

    /// objc.io flexible-frame algorithm: with only a minimum the frame is
    /// max(min, min(child, proposed)) = max(100, min(40, 150)) = 100; with a leading alignment
    /// the child sits at the frame's left edge, the frame being centered at (150 − 100) / 2 = 25.
    func testMinWidthGrowsTheFrameAroundASmallerChild() throws {
        let list = try layOut(fixed(40, 40).frame(FlexibleFrame(minWidth: 100, alignment: .leading)), width: 150, height: 40)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 25, y: 0, width: 40, height: 40)])
    }

    /// A maximum clamps what the child is offered: a color offered min(150, 60) takes 60.
    func testMaxWidthClampsTheProposal() throws {
        let list = try layOut(color().frame(FlexibleFrame(maxWidth: 60)), width: 150, height: 10)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 45, y: 0, width: 60, height: 10)])
    }

    /// Apple: "If both constraints are specified in a dimension, the frame unconditionally adopts
    /// the size proposed for it, clamped to the constraints": 150 → 120, 30 → 50, whatever the
    /// child (a fixed 40-wide view, centered in the frame).
    func testMinAndMaxClampTheProposalUnconditionally() throws {
        let frame = FlexibleFrame(minWidth: 50, maxWidth: 120)
        let wide = try layOut(hstack(.center, spacing: 0, fixed(40, 10).frame(frame)), width: 150, height: 10)
        XCTAssertEqual(drawnFrames(wide), [Rect(x: 55, y: 0, width: 40, height: 10)])
        // In 30 points the frame is 50 wide (overflowing to x = −10); the child is centered in it.
        let narrow = try layOut(fixed(40, 10).frame(frame).background(color()), width: 30, height: 10)
        XCTAssertEqual(drawnFrames(narrow), [Rect(x: -10, y: 0, width: 50, height: 10),
                                             Rect(x: -5, y: 0, width: 40, height: 10)])
    }

    /// Apple: "ideal dimensions replace unspecified dimensions in the proposal": under fixedSize a
    /// color in `frame(idealWidth: 70)` is offered 70 (and the ideal 10 pt of a shape vertically).
    func testIdealWidthAnswersAnUnspecifiedProposal() throws {
        let list = try layOut(color().frame(FlexibleFrame(idealWidth: 70)).fixedSize(), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 15, y: 45, width: 70, height: 10)])
    }

    /// fixedSize on text: wrapped in 100 pt "hello world again" takes three 50-pt lines; with
    /// `fixedSize(horizontal: true, vertical: false)` it is proposed its ideal width, takes one
    /// 170-pt line and overflows the widget evenly: x = (100 − 170) / 2 = −35.
    func testFixedSizeTextKeepsItsIdealWidth() throws {
        let wrapped = try layOut(text("hello world again"), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(wrapped), [Rect(x: 25, y: 20, width: 50, height: 60)])
        let fixedText = try layOut(text("hello world again").fixedSize(horizontal: true, vertical: false), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(fixedText), [Rect(x: -35, y: 40, width: 170, height: 20)])
    }

    /// Text measured in a limited height truncates to the lines that fit, with "…".
    func testTextInAShortFrameTruncates() throws {
        let list = try layOut(text("hello world again").frame(width: 100, height: 40), width: 100, height: 40)
        guard case .text(let op) = list.items.first else { return XCTFail("expected a text op") }
        XCTAssertEqual(op.layout.lines.map(\.string), ["hello", "world…"])
        XCTAssertTrue(op.layout.isTruncated)
    }

    /// padding(insets): the child is offered less by the insets and reported plus the insets.
    func testPaddingForms() throws {
        // padding(16) around a color in 100 × 100: the color is offered and takes 68 × 68.
        let all = try layOut(color().padding(Insets(all: 16)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(all), [Rect(x: 16, y: 16, width: 68, height: 68)])
        // padding(.top, 10) + padding(.leading, 20) around 30 × 30: 50 × 40, centered at (25, 30).
        let edges = try layOut(fixed(30, 30).padding(Insets(top: 10, leading: 20)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(edges), [Rect(x: 45, y: 40, width: 30, height: 30)])
        // padding(.horizontal, 16) on "hello world" (110 pt ideal) in 100: offered 68, it wraps to
        // two 50-pt lines; the padded view is 82 × 40, centered at (9, 30).
        let horizontal = try layOut(text("hello world").padding(Insets(leading: 16, trailing: 16)), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(horizontal), [Rect(x: 25, y: 30, width: 50, height: 40)])
    }

    /// aspectRatio(contentMode: .fit) on a resizable 200 × 100 image in 150 × 150: the image's own
    /// ratio (2) gives the largest 2:1 size inside, 150 × 75, centered at y = 37.5.
    func testAspectRatioFitOnImage() throws {
        let list = try layOut(image(pixelWidth: 200, pixelHeight: 100, resizable: true).aspectRatio(contentMode: .fit),
                              width: 150, height: 150)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 37.5, width: 150, height: 75)])
    }

    /// aspectRatio(contentMode: .fill): the smallest 2:1 size covering 150 × 150 is 300 × 150;
    /// `ImageOp.frame` is where the whole image goes, overflowing at x = −75.
    func testAspectRatioFillOnImage() throws {
        let list = try layOut(image(pixelWidth: 200, pixelHeight: 100, resizable: true).aspectRatio(contentMode: .fill),
                              width: 150, height: 150)
        XCTAssertEqual(drawnFrames(list), [Rect(x: -75, y: 0, width: 300, height: 150)])
    }

    /// An explicit ratio wins over the image's own, and with only a width proposed (fixedSize
    /// vertically) the height follows the ratio: 120 wide at 3:2 is 80 tall.
    func testAspectRatioWithOneProposedAxis() throws {
        let node = image(pixelWidth: 200, pixelHeight: 100, resizable: true).aspectRatio(1.5, contentMode: .fit)
            .fixedSize(horizontal: false, vertical: true)
        let list = try layOut(node, width: 120, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 10, width: 120, height: 80)])
    }

    /// Images that are not resizable keep pixels ÷ scale: 60 × 40 px at @2x is 30 × 20 pt.
    func testImageKeepsItsNaturalSize() throws {
        let list = try layOut(image(pixelWidth: 60, pixelHeight: 40, scale: 2), width: 100, height: 100)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 35, y: 40, width: 30, height: 20)])
    }

    /// widthFraction(0.25) proposes and takes a quarter of the proposed width (a progress bar).
    func testWidthFractionTakesAFractionOfTheWidth() throws {
        let bar = color().frame(height: 4).modified(.widthFraction(0.25))
        let list = try layOut(vstack(.leading, spacing: 0, bar, color().frame(height: 4)), width: 100, height: 8)
        XCTAssertEqual(drawnFrames(list), [Rect(x: 0, y: 0, width: 25, height: 4), Rect(x: 0, y: 4, width: 100, height: 4)])
    }
}
