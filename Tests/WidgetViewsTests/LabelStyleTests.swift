import XCTest
import WidgetGeometry
import WidgetResolved
@testable import WidgetViews

/// Label styles (Apple, LabelStyle: `.titleAndIcon`, `.titleOnly`, `.iconOnly`, `.automatic`, and
/// user styles through `makeBody(configuration:)`), and the grid views' input checks.
final class LabelStyleTests: XCTestCase {
    /// Image and shape leaves: a symbol resolves to one of them.
    private func images(_ node: ResolvedNode) -> Int {
        switch node {
        case .image, .shape: return 1
        case .stack(let stack): return stack.children.reduce(0) { $0 + images($1) }
        case .modified(_, let child): return images(child)
        case .container(let container): return container.children.reduce(0) { $0 + images($1) }
        default: return 0
        }
    }

    private func parts<S: LabelStyle>(_ style: S) throws -> (texts: [String], images: Int) {
        let content = try resolved(Label("Rain", systemImage: "cloud.rain").labelStyle(style)).content
        return (strings(in: content), images(content))
    }

    /// Apple: titleAndIcon shows both, titleOnly the title, iconOnly the icon; `.automatic` in a
    /// widget shows both (ours, docs/views.md) and is exactly the default.
    func testBuiltInStyles() throws {
        XCTAssertEqual(try parts(.titleAndIcon).texts, ["Rain"])
        XCTAssertEqual(try parts(.titleAndIcon).images, 1)
        XCTAssertEqual(try parts(.titleOnly).texts, ["Rain"])
        XCTAssertEqual(try parts(.titleOnly).images, 0)
        XCTAssertEqual(try parts(.iconOnly).texts, [])
        XCTAssertEqual(try parts(.iconOnly).images, 1)
        XCTAssertEqual(try resolved(Label("Rain", systemImage: "cloud.rain").labelStyle(.automatic)),
                       try resolved(Label("Rain", systemImage: "cloud.rain")))
        XCTAssertEqual(try resolved(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleAndIcon)),
                       try resolved(HStack { Image(systemName: "cloud.rain"); Text("Rain") }))
    }

    struct TitleFirst: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.title; configuration.icon }
        }
    }

    /// A user style receives the title and icon and places them itself; the innermost style wins.
    func testUserStyleMakesTheBody() throws {
        let view = VStack { Label("Rain", systemImage: "cloud.rain").labelStyle(TitleFirst()) }.labelStyle(.iconOnly)
        XCTAssertEqual(try resolved(view), try resolved(VStack { VStack { Text("Rain"); Image(systemName: "cloud.rain") } }))
    }

    /// Bad grid input is one line naming the view.
    func testGridInputErrors() {
        XCTAssertEqual(resolveError(LazyVGrid(columns: []) { Text("a") }), "LazyVGrid: LazyVGrid has no columns")
        XCTAssertEqual(resolveError(LazyVGrid(columns: [GridItem(.flexible(minimum: 30, maximum: 10))]) { Text("a") }),
                       "LazyVGrid: GridItem flexible minimum 30 is larger than its maximum 10")
        XCTAssertEqual(resolveError(Grid { GridRow { Text("a").gridCellColumns(0) } }),
                       "Grid › GridRow › Text(\"a\").gridCellColumns: gridCellColumns 0 is not between 1 and 1024")
        XCTAssertEqual(resolveError(Grid(horizontalSpacing: .nan) { Text("a") }), "Grid: horizontalSpacing is NaN")
    }
}
