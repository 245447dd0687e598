import XCTest
import WidgetGeometry
import WidgetResolved
import WidgetViews
import WidgetLayout

/// Resolve produces a value (docs/architecture.md, *Deferred views*): laying a tree out runs the
/// code of its deferred views, and what that code finds comes back with the display list; the
/// resolved widget is the same value before and after.
final class ClosedResolveTests: XCTestCase {
    private func context(_ deferred: DeferredViews) -> LayoutContext {
        LayoutContext(size: Size(width: 40, height: 40), cornerRadius: 0, contentMargins: .zero, scale: 1,
                      text: FakeTextMeasurer(), deferred: deferred)
    }

    /// An image inside a GeometryReader is found during layout: its pixels come with the list and
    /// the resolved widget does not change.
    func testImagesFoundDuringLayoutComeWithTheListNotTheWidget() throws {
        let pixels = try Pixmap(width: 2, height: 2)
        let view = GeometryReader { proxy in Image(pixmap: pixels).frame(width: proxy.size.width / 2) }
        let resolved = try resolveWidgetAndCode(view, environment: EnvironmentValues(), images: NoImages())
        let before = resolved.widget
        XCTAssertTrue(before.images.isEmpty)

        let laidOut = try layoutWidget(resolved.widget, context: context(resolved.deferred))

        XCTAssertEqual(resolved.widget, before)
        XCTAssertEqual(Array(laidOut.images.keys).filter { $0.hasPrefix("pixmap:") }.count, 1)
        XCTAssertEqual(laidOut.images.values.first, pixels)
    }

    /// Equality is of the whole value: trees differing only in their images or warnings differ.
    func testEqualityComparesEveryField() throws {
        let tree = ResolvedWidget(content: .empty)
        var other = tree
        XCTAssertEqual(tree, other)
        other.images["pixmap:x"] = try Pixmap(width: 1, height: 1)
        XCTAssertNotEqual(tree, other)
        other = tree
        other.warnings = ["unknown symbol"]
        XCTAssertNotEqual(tree, other)
    }

    /// Two resolves of the same view are equal, GeometryReader and all (ids are given in resolve order).
    func testEqualViewsResolveToEqualValues() throws {
        let view = GeometryReader { _ in Color.black }
        XCTAssertEqual(try resolveWidget(view, environment: EnvironmentValues(), images: NoImages()),
                       try resolveWidget(view, environment: EnvironmentValues(), images: NoImages()))
    }
}
