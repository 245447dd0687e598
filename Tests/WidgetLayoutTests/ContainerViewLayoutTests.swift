import XCTest
import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// Grid, LazyVGrid/LazyHGrid, GeometryReader, position and user `Layout`s, from DSL views through
/// resolve and layout with the fake text engine. Each test names the documented behaviour it checks.
final class ContainerViewLayoutTests: XCTestCase {
    /// The view resolved and laid out in `width` × `height` with no content margins.
    private func frames<V: View>(_ view: V, width: Double = 100, height: Double = 100) throws -> [Rect] {
        var resolved = try resolveWidgetAndCode(view, environment: EnvironmentValues(), images: NoImages())
        resolved.widget.contentMarginsDisabled = true
        let context = LayoutContext(size: Size(width: width, height: height), cornerRadius: 0, contentMargins: .zero,
                                    scale: 1, text: FakeTextMeasurer(), deferred: resolved.deferred)
        return drawnFrames(try layoutWidget(resolved.widget, context: context).list)
    }

    private func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.black.frame(width: width, height: height) }

    // MARK: Grid

    /// Apple, Grid: cells share columns ("the grid handles row and column creation as a single
    /// operation"); each column is as wide as its widest cell and each row as tall as its tallest
    /// (docs/views.md). Columns 30 and 40, rows 20 and 10: a 70 × 30 grid centered in 100 × 100 at
    /// (15, 35); cells centered in their slots (the default alignment).
    func testGridColumnsAndRowsTakeTheirLargestCell() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(30, 10); box(10, 20) }
            GridRow { box(20, 10); box(40, 10) }
        }
        XCTAssertEqual(try frames(grid), [Rect(x: 15, y: 40, width: 30, height: 10), Rect(x: 60, y: 35, width: 10, height: 20),
                                          Rect(x: 20, y: 55, width: 20, height: 10), Rect(x: 45, y: 55, width: 40, height: 10)])
    }

    /// Apple, `gridCellColumns(_:)`: the cell spans that many columns. Columns 20, 30, 10 with 5 pt
    /// spacing: the spanning cell (a Color kept from sizing the columns, so it takes what it is
    /// given) is 20 + 5 + 30 = 55 wide, and the next cell of its row starts at 60.
    func testGridCellColumnsSpansColumns() throws {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 5, verticalSpacing: 0) {
            GridRow { box(20, 10); box(30, 10); box(10, 10) }
            GridRow { Color.black.frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal); box(10, 10) }
        }
        let result = try frames(grid, width: 70, height: 20)
        XCTAssertEqual(result[3], Rect(x: 0, y: 10, width: 55, height: 10))
        XCTAssertEqual(result[4], Rect(x: 60, y: 10, width: 10, height: 10))
    }

    /// Apple, Grid: a view placed directly in the grid is a row of its own spanning every column; a
    /// flexible one (a Color, a Divider) widens the grid to the 100 pt proposed (its last column
    /// grows, ours), and with `gridCellUnsizedAxes(.horizontal)` it takes only the 50 pt the other
    /// rows decided (Apple, `gridCellUnsizedAxes(_:)`: the cell asks for no more than the grid needs).
    func testUnsizedCellTakesTheGridWidth() throws {
        let sized = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(30, 10); box(20, 10) }
            Color.black.frame(height: 2)
        }
        XCTAssertEqual(try frames(sized)[2], Rect(x: 0, y: 54, width: 100, height: 2))
        let unsized = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(30, 10); box(20, 10) }
            Color.black.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        }
        XCTAssertEqual(try frames(unsized)[2], Rect(x: 25, y: 54, width: 50, height: 2))
    }

    /// Apple, `gridColumnAlignment(_:)`: set on one cell, it aligns every cell of that column.
    func testGridColumnAlignmentAppliesToTheWholeColumn() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 10).gridColumnAlignment(.trailing) }
            GridRow { box(10, 10) }
        }
        XCTAssertEqual(try frames(grid, width: 40, height: 20), [Rect(x: 0, y: 0, width: 40, height: 10),
                                                                  Rect(x: 30, y: 10, width: 10, height: 10)])
    }

    /// Apple, `gridCellAnchor(_:)`: the anchor point of the view sits on the same point of its cell,
    /// overriding the column's (trailing) and the grid's (center) alignment: in a 40 × 20 cell a
    /// 10 × 10 view anchored at (0.2, 1) is at x = 0.2 × (40 − 10) = 6, y = 10 + 1 × (20 − 10) = 20.
    /// A spanning cell is anchored in its whole span: `.leading` puts the title at x 0.
    func testGridCellAnchorPlacesTheCellItself() throws {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(40, 10).gridColumnAlignment(.trailing) }
            GridRow { box(10, 10).gridCellAnchor(UnitPoint(x: 0.2, y: 1)); box(10, 20) }
            GridRow { box(20, 10).gridCellColumns(2).gridCellAnchor(.leading) }
        }
        XCTAssertEqual(try frames(grid, width: 50, height: 40),
                       [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 6, y: 20, width: 10, height: 10),
                        Rect(x: 40, y: 10, width: 10, height: 20), Rect(x: 0, y: 30, width: 20, height: 10)])
    }

    // MARK: ScrollView (nothing scrolls in a widget)

    /// A vertical ScrollView takes the space offered and draws its content at its ideal height from
    /// the top, horizontally centered (ours, docs/views.md): a 20 × 300 column in 100 × 100 starts
    /// at (40, 0). A horizontal one hugs its content's height and starts at the leading edge: a
    /// 300 × 20 row in 100 × 100 is centered vertically at y 40, from x 0.
    func testScrollViewDrawsItsContentFromTheStart() throws {
        XCTAssertEqual(try frames(ScrollView { box(20, 300) }), [Rect(x: 40, y: 0, width: 20, height: 300)])
        XCTAssertEqual(try frames(ScrollView(.horizontal) { box(300, 20) }), [Rect(x: 0, y: 40, width: 300, height: 20)])
        XCTAssertEqual(try frames(VStack(spacing: 0) { ScrollView(.horizontal, showsIndicators: false) { box(300, 20) }; box(10, 10) },
                                  width: 100, height: 30),
                       [Rect(x: 0, y: 0, width: 300, height: 20), Rect(x: 45, y: 20, width: 10, height: 10)])
    }

    // MARK: LazyVGrid / LazyHGrid

    /// objc.io, "SwiftUI Grid layout" quiz #1: in 200 pt, `.fixed(70)` is exactly 70 and the
    /// adaptive column gets 200 − 70 − 8 = 122, which holds two columns of at least 40:
    /// (122 − 8) ÷ 2 = 57 each. Cells (Colors, proposed no height) are 10 pt tall.
    func testFixedAndAdaptiveColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<3) { _ in Color.black }
        }
        XCTAssertEqual(try frames(grid, width: 200, height: 10),
                       [Rect(x: 0, y: 0, width: 70, height: 10), Rect(x: 78, y: 0, width: 57, height: 10),
                        Rect(x: 143, y: 0, width: 57, height: 10)])
    }

    /// objc.io (grid layout): the remaining width is offered to the non-fixed columns in order, each
    /// `remaining ÷ columns left`, and a flexible column clamps it: 100 − 8 = 92; the first column
    /// (maximum 30) takes 30, the second gets 62. Rows are `spacing` apart; a row is as tall as its
    /// tallest cell and cells are centered in their slot.
    func testFlexibleColumnsAndRows() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible(maximum: 30)), GridItem(.flexible())], spacing: 4) {
            Color.black.frame(height: 10)
            Color.black.frame(height: 20)
            Color.black.frame(height: 6)
        }
        XCTAssertEqual(try frames(grid, width: 100, height: 30),
                       [Rect(x: 0, y: 5, width: 30, height: 10), Rect(x: 38, y: 0, width: 62, height: 20),
                        Rect(x: 0, y: 24, width: 30, height: 6)])
    }

    /// Apple, LazyHGrid: items describe rows and the grid grows horizontally; cells fill each column
    /// top to bottom. Two 10 pt rows: cells 1 and 2 share the first column, cell 3 starts the next
    /// column 8 pt (default spacing) after the first column's 20 pt.
    func testLazyHGridFillsColumnsTopToBottom() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(10))], spacing: 8) {
            box(20, 10); box(20, 10); box(20, 10)
        }
        XCTAssertEqual(try frames(grid, width: 48, height: 28),
                       [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 18, width: 20, height: 10),
                        Rect(x: 28, y: 0, width: 20, height: 10)])
    }

    // MARK: GeometryReader and position

    /// Apple, GeometryReader: it "returns a flexible preferred size to its parent layout" and its
    /// content sits at the top-leading corner. Below a 20 pt view in a 100 × 100 VStack it is
    /// 100 × 80 at y = 20: `proxy.size` is that, `frame(in: .global).minY` is 20, `.local` is at 0.
    func testGeometryReaderTakesTheProposalAndReportsItsFrame() throws {
        let view = VStack(spacing: 0) {
            box(100, 20)
            GeometryReader { proxy in
                Color.black.frame(width: proxy.size.width / 2 + proxy.frame(in: .local).minX,
                                  height: proxy.frame(in: .global).minY + proxy.safeAreaInsets.top)
            }
        }
        XCTAssertEqual(try frames(view), [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 50, height: 20)])
    }

    /// Apple, `position(x:y:)`: "Positions the center of this view at the specified coordinates in
    /// its parent's coordinate space": a 10 × 10 box at (20, 30) spans 15…25 × 25…35.
    func testPositionCentersTheView() throws {
        XCTAssertEqual(try frames(box(10, 10).position(x: 20, y: 30)), [Rect(x: 15, y: 25, width: 10, height: 10)])
    }

    // MARK: User Layout

    /// Stacks its subviews diagonally at their ideal size, each one's top-leading corner at the
    /// previous one's bottom-trailing corner; leaves the last subview unplaced.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.dropLast().reduce(CGSize.zero) { total, subview in
                let size = subview.sizeThatFits(.unspecified)
                return CGSize(width: total.width + size.width, height: total.height + size.height)
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = CGPoint(x: bounds.minX, y: bounds.minY)
            for subview in subviews.dropLast() {
                let size = subview.dimensions(in: .unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width; point.y += size.height
            }
        }
    }

    /// Apple, Layout: `sizeThatFits` reports the container's size and `placeSubviews` places each
    /// subview with `place(at:anchor:proposal:)` (anchor default top-leading). A subview that is not
    /// placed "appears at the center of its layout container and uses the layout container's size
    /// proposal" (Apple, LayoutSubview.place): the Color is proposed the 100 × 100 and centered.
    func testUserLayoutSizesAndPlacesItsSubviews() throws {
        let view = Diagonal { box(20, 10); box(30, 20); Color.black }
        XCTAssertEqual(try frames(view), [Rect(x: 25, y: 35, width: 20, height: 10), Rect(x: 45, y: 45, width: 30, height: 20),
                                          Rect(x: 0, y: 0, width: 100, height: 100)])
    }

    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Bad answers from user code are one line naming the layout, never a crash.
    func testNonFiniteUserLayoutSizeIsAnError() {
        XCTAssertThrowsError(try frames(Broken { Color.black })) { error in
            XCTAssertEqual("\(error)", "layout: Broken: sizeThatFits returned nan×10.0, not a finite, non-negative size")
        }
    }

    /// A decoded tree has no code for its deferred views: layout says so instead of drawing nothing.
    func testDecodedTreeWithAGeometryReaderIsAnError() throws {
        let widget = try resolveWidget(GeometryReader { _ in Color.black }, environment: EnvironmentValues(), images: NoImages())
        let decoded = try JSONDecoder().decode(ResolvedWidget.self, from: JSONEncoder().encode(widget))
        let context = LayoutContext(size: Size(width: 10, height: 10), cornerRadius: 0, contentMargins: .zero, scale: 1,
                                    text: FakeTextMeasurer())
        XCTAssertThrowsError(try layoutWidget(decoded, context: context)) { error in
            XCTAssertEqual("\(error)", "layout: content: GeometryReader runs code during layout, and a decoded tree has none; "
                           + "render the view itself")
        }
    }
    // MARK: Alignment guides

    /// Apple, `alignmentGuide(_:computeValue:)`: the closure sets the view's value for that guide from
    /// its dimensions. A leading guide at the trailing edge (20) makes the VStack line it up with
    /// the others' leading edge: the 40 pt box moves 20 pt right; the stack is 60 wide.
    func testExplicitGuideInAVStack() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            box(40, 10)
            box(20, 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        XCTAssertEqual(try frames(view, width: 60, height: 20), [Rect(x: 20, y: 0, width: 40, height: 10),
                                                                  Rect(x: 0, y: 10, width: 20, height: 10)])
    }

    struct Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }

    /// Apple, `AlignmentID` (and WWDC19 "Building Custom Views with SwiftUI"): a custom alignment
    /// takes its default from `defaultValue(in:)` (here the top, 0) unless a view sets it; a value
    /// set inside a VStack is that VStack's too, moved by the view's position (10 + 5 = 15), so the
    /// plain box beside it moves down to 15.
    func testCustomAlignmentAcrossNestedStacks() throws {
        let marker = VerticalAlignment(Marker.self)
        let view = HStack(alignment: marker, spacing: 0) {
            VStack(spacing: 0) {
                box(10, 10)
                box(10, 10).alignmentGuide(marker) { d in d[VerticalAlignment.center] }
            }
            box(10, 10)
        }
        XCTAssertEqual(try frames(view, width: 20, height: 25), [Rect(x: 0, y: 0, width: 10, height: 10),
                                                                  Rect(x: 0, y: 10, width: 10, height: 10),
                                                                  Rect(x: 10, y: 15, width: 10, height: 10)])
    }

    struct Fifth: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 5 }
    }

    /// A frame aligns its child by the guide's value in both: 30 / 5 = 6 in the frame, 10 / 5 = 2 in
    /// the child, so the child starts at 4 (Apple, `frame(width:height:alignment:)`).
    func testFrameAlignsByACustomGuide() throws {
        let view = box(10, 10).frame(width: 30, height: 30, alignment: Alignment(horizontal: HorizontalAlignment(Fifth.self),
                                                                                 vertical: .top))
        XCTAssertEqual(try frames(view, width: 30, height: 30), [Rect(x: 4, y: 0, width: 10, height: 10)])
    }
}
