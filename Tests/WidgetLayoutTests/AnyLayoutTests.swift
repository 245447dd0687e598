import XCTest
import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

/// AnyLayout, the built-in layouts as values (HStackLayout …) and LayoutValueKey, from DSL views
/// through resolve and layout with the fake text engine.
final class AnyLayoutTests: XCTestCase {
    private func frames<V: View>(_ view: V, width: Double = 100, height: Double = 100) throws -> [Rect] {
        var resolved = try resolveWidgetAndCode(view, environment: EnvironmentValues(), images: NoImages())
        resolved.widget.contentMarginsDisabled = true
        let context = LayoutContext(size: Size(width: width, height: height), cornerRadius: 0, contentMargins: .zero,
                                    scale: 1, text: FakeTextMeasurer(), deferred: resolved.deferred)
        return drawnFrames(try layoutWidget(resolved.widget, context: context).list)
    }

    private func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.black.frame(width: width, height: height) }

    // MARK: AnyLayout and the built-in layouts

    /// Apple, AnyLayout: "a type-erased instance of the layout protocol", used to switch between
    /// HStackLayout and VStackLayout; Apple, HStackLayout: "a horizontal container that you can use
    /// in conditional layouts", i.e. the HStack itself. Boxes 30 × 10 and 20 × 20 with no spacing: a
    /// 50 × 20 row centered in 100 × 100 at (25, 40), the short box centered on the row (y 45).
    func testAnyLayoutOfAStackIsTheStack() throws {
        let row = try frames(AnyLayout(HStackLayout(spacing: 0)) { box(30, 10); box(20, 20) })
        XCTAssertEqual(row, [Rect(x: 25, y: 45, width: 30, height: 10), Rect(x: 55, y: 40, width: 20, height: 20)])
        XCTAssertEqual(row, try frames(HStack(spacing: 0) { box(30, 10); box(20, 20) }))
        // Directly or erased, the layout value resolves to the stack itself, not to a user layout.
        let stack = try resolveWidget(HStack(spacing: 0) { box(30, 10); box(20, 20) }, environment: EnvironmentValues(), images: NoImages())
        for view in [AnyView(HStackLayout(spacing: 0) { box(30, 10); box(20, 20) }),
                     AnyView(AnyLayout(HStackLayout(spacing: 0)) { box(30, 10); box(20, 20) })] {
            XCTAssertEqual(try resolveWidget(view, environment: EnvironmentValues(), images: NoImages()).content, stack.content)
        }
        // Switching the erased layout keeps the content: a 30 × 35 column, leading-aligned, 5 pt apart,
        // centered at y 32.5, snapped to whole pixels at scale 1 (ties up; WidgetLayout/PixelRounding.swift).
        for isWide in [true, false] {
            let layout = isWide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 5))
            let expected = isWide ? row : [Rect(x: 35, y: 33, width: 30, height: 10), Rect(x: 35, y: 48, width: 20, height: 20)]
            XCTAssertEqual(try frames(layout { box(30, 10); box(20, 20) }), expected)
        }
    }

    /// ZStackLayout and GridLayout with content are ZStack and Grid (same frames); wrapping an
    /// AnyLayout again keeps the inner layout.
    func testZStackAndGridLayoutsAreTheirContainers() throws {
        XCTAssertEqual(try frames(AnyLayout(ZStackLayout(alignment: .topLeading)) { box(30, 10); box(20, 20) }),
                       try frames(ZStack(alignment: .topLeading) { box(30, 10); box(20, 20) }))
        XCTAssertEqual(try frames(AnyLayout(ZStackLayout(alignment: .topLeading)) { box(30, 10); box(20, 20) }),
                       [Rect(x: 35, y: 40, width: 30, height: 10), Rect(x: 35, y: 40, width: 20, height: 20)])
        let grid = try frames(AnyLayout(AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0))) {
            GridRow { box(30, 10); box(10, 20) }
            GridRow { box(20, 10); box(40, 10) }
        })
        // As ContainerViewLayoutTests.testGridColumnsAndRowsTakeTheirLargestCell (Apple, Grid).
        XCTAssertEqual(grid, [Rect(x: 15, y: 40, width: 30, height: 10), Rect(x: 60, y: 35, width: 10, height: 20),
                              Rect(x: 20, y: 55, width: 20, height: 10), Rect(x: 45, y: 55, width: 40, height: 10)])
    }

    /// Stacks its subviews diagonally at their ideal size (as ContainerViewLayoutTests.Diagonal,
    /// placing every subview).
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { total, subview in
                let size = subview.sizeThatFits(.unspecified)
                return CGSize(width: total.width + size.width, height: total.height + size.height)
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = CGPoint(x: bounds.minX, y: bounds.minY)
            for subview in subviews {
                let size = subview.dimensions(in: .unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width; point.y += size.height
            }
        }
    }

    /// A user layout behind AnyLayout runs as it does on its own: 20 × 10 then 30 × 20 diagonally,
    /// a 50 × 30 container centered at (25, 35).
    func testAnyLayoutOfAUserLayoutRunsIt() throws {
        let expected = [Rect(x: 25, y: 35, width: 20, height: 10), Rect(x: 45, y: 45, width: 30, height: 20)]
        XCTAssertEqual(try frames(AnyLayout(Diagonal()) { box(20, 10); box(30, 20) }), expected)
        XCTAssertEqual(try frames(Diagonal { box(20, 10); box(30, 20) }), expected)
    }

    /// A user layout that delegates to HStackLayout's Layout methods gets the stack's rules (Apple,
    /// HStack: subviews side by side, `spacing` between them, centered across): boxes 30 × 10 and
    /// 20 × 20 4 pt apart make a 54 × 20 container at (23, 40); the short box is centered (y 45).
    struct DelegatingToHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var inner: () = ()
            return HStackLayout(spacing: 4).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var inner: () = ()
            HStackLayout(spacing: 4).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
    }

    func testBuiltInLayoutMethodsFollowTheStackRules() throws {
        let expected = [Rect(x: 23, y: 45, width: 30, height: 10), Rect(x: 57, y: 40, width: 20, height: 20)]
        XCTAssertEqual(try frames(DelegatingToHStack { box(30, 10); box(20, 20) }), expected)
        XCTAssertEqual(try frames(HStack(spacing: 4) { box(30, 10); box(20, 20) }), expected)
        // Flexible subviews share the proposal: two Colors in a 100 pt row with 4 pt spacing get 48 each.
        XCTAssertEqual(try frames(DelegatingToHStack { Color.black; Color.black }),
                       [Rect(x: 0, y: 0, width: 48, height: 100), Rect(x: 52, y: 0, width: 48, height: 100)])
    }

    // MARK: LayoutValueKey

    struct Column: LayoutValueKey { static let defaultValue = 0 }

    /// Places each subview at the top of the column its `Column` value names, 25 pt per column.
    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(subview[Column.self]) * 25, y: bounds.minY),
                              proposal: .unspecified)
            }
        }
    }

    struct Tagged: View {
        var column: Int
        var body: some View { Color.black.frame(width: 10, height: 10).layoutValue(key: Column.self, value: column) }
    }

    /// Apple, LayoutValueKey: a view sets a value with `layoutValue(key:value:)` and the layout reads
    /// it through the subview's subscript, `defaultValue` when unset. The value reaches the subview
    /// through later modifiers and custom views, and ForEach's views are subviews each; a value set
    /// inside a nested container belongs to that container's subviews (the VStack reads 0); for one
    /// key the outermost modifier wins (ours).
    func testSubviewsReadTheirLayoutValues() throws {
        let view = Columns {
            box(10, 10).layoutValue(key: Column.self, value: 3)
            box(10, 10)
            box(10, 10).layoutValue(key: Column.self, value: 1).padding(0)
            Tagged(column: 2)
            VStack { box(10, 10).layoutValue(key: Column.self, value: 3) }
            ForEach(0..<2) { i in box(10, 10).layoutValue(key: Column.self, value: 1 + i) }
            box(10, 10).layoutValue(key: Column.self, value: 9).layoutValue(key: Column.self, value: 2)
        }
        XCTAssertEqual(try frames(view).map(\.origin.x), [75, 0, 25, 50, 0, 25, 50, 50])
        // Outside a user layout the modifier draws the view unchanged.
        XCTAssertEqual(try frames(box(10, 10).layoutValue(key: Column.self, value: 3)), try frames(box(10, 10)))
    }

    /// Through AnyLayout the values still reach the user layout's subviews.
    func testLayoutValuesThroughAnyLayout() throws {
        let view = AnyLayout(Columns()) {
            box(10, 10).layoutValue(key: Column.self, value: 2)
            box(10, 10)
        }
        XCTAssertEqual(try frames(view).map(\.origin.x), [50, 0])
    }
}
