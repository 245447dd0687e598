import XCTest
import WidgetGeometry
import WidgetResolved
@testable import WidgetViews

/// SF Symbols' own boxes (`Assets/Symbols/metrics.tsv`, docs/symbols.md): the frame is the table's
/// width and height × the point size × the image scale, the stand-in's ink fitted in it.
final class SymbolMetricsTests: XCTestCase {
    private struct NotFramed: Error {}

    /// The frame's size and the drawing's ink bounds in the unit square of the frame.
    private func framed(_ view: some View) throws -> (width: Double, height: Double, ink: Rect) {
        let node = try resolved(view).content
        guard case .modified(.frame(let width?, let height?, _), let content) = node else {
            XCTFail("expected a fixed frame, got \(node)")
            throw NotFramed()
        }
        var paths: [VectorPath] = []
        func collect(_ node: ResolvedNode) {
            switch node {
            case .shape(let shape): if case .unitPath(let path) = shape.kind { paths.append(path) }
            case .modified(_, let inner): collect(inner)
            case .stack(let stack): stack.children.forEach(collect)
            default: break
            }
        }
        collect(content)
        let boxes = paths.compactMap(SymbolArtwork.bounds(of:))
        let ink = try XCTUnwrap(boxes.first)
        let minX = boxes.map(\.minX).min() ?? ink.minX, maxX = boxes.map(\.maxX).max() ?? ink.maxX
        let minY = boxes.map(\.minY).min() ?? ink.minY, maxY = boxes.map(\.maxY).max() ?? ink.maxY
        return (width, height, Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }

    /// Row `chevron.right 0.4775 0.8477 -0.0713`, body 17 pt: 0.4775 × 17 = 8.1175 pt wide,
    /// 0.8477 × 17 = 14.4109 pt tall (iOS, issue 33: 8.3 × 14.7, the same box on the 1/3-pt grid).
    func testChevronRightTakesItsSFBox() throws {
        let (width, height, ink) = try framed(Image(systemName: "chevron.right"))
        XCTAssertEqual(width, 8.1175, accuracy: 1e-9)
        XCTAssertEqual(height, 14.4109, accuracy: 1e-9)
        // The stand-in's ink is scaled uniformly into the box and centred: it spans one axis fully.
        XCTAssertEqual(ink.midX, 0.5, accuracy: 1e-3)
        XCTAssertEqual(ink.midY, 0.5, accuracy: 1e-3)
        XCTAssertEqual(max(ink.size.width, ink.size.height), 1, accuracy: 1e-3)
        XCTAssertLessThanOrEqual(min(ink.size.width, ink.size.height), 1 + 1e-9)
    }

    /// Rows `info.circle 0.9961 0.9961` and `gearshape 1.0449 1.0439`: 16.93 and 17.76 × 17.75 pt at
    /// 17 pt, within iOS's "about 17–18 pt" (issue 33).
    func testCircleAndGearAreAboutSeventeenPoints() throws {
        let info = try framed(Image(systemName: "info.circle"))
        XCTAssertEqual(info.width, 0.9961 * 17, accuracy: 1e-9)
        XCTAssertEqual(info.height, 0.9961 * 17, accuracy: 1e-9)
        let gear = try framed(Image(systemName: "gearshape"))
        XCTAssertEqual(gear.width, 1.0449 * 17, accuracy: 1e-9)
        XCTAssertEqual(gear.height, 1.0439 * 17, accuracy: 1e-9)
    }

    /// Small is 0.79 × the medium box: chevron.right at 17 pt, 8.1175 × 0.79 = 6.412825 by
    /// 14.4109 × 0.79 = 11.384611.
    func testImageScaleScalesTheBox() throws {
        let (width, height, _) = try framed(Image(systemName: "chevron.right").imageScale(.small))
        XCTAssertEqual(width, 6.412825, accuracy: 1e-9)
        XCTAssertEqual(height, 11.384611, accuracy: 1e-9)
    }

    /// A variable-value step draws its own icon in its symbol's box: row `wifi 1.1243 0.8115`,
    /// 19.1131 × 13.7955 pt at 17 pt.
    func testVariableStepTakesItsSymbolsBox() throws {
        let (width, height, _) = try framed(Image(systemName: "wifi", variableValue: 0.5))
        XCTAssertEqual(width, 19.1131, accuracy: 1e-9)
        XCTAssertEqual(height, 13.7955, accuracy: 1e-9)
    }

    /// `storefront` is mapped but not in SF Symbols 4.0, so it has no row: 0.9 × 17 = 15.3 pt tall.
    func testNameWithoutMetricsKeepsThePointSizeRule() throws {
        XCTAssertNil(SymbolMetrics.named("storefront"))
        XCTAssertNotNil(BundledSymbolSet.shared.file(for: "storefront"))
        let (_, height, _) = try framed(Image(systemName: "storefront"))
        XCTAssertEqual(height, 15.3, accuracy: 1e-9)
    }

    /// Custom symbols keep their own frames even under an SF name.
    func testCustomSymbolIgnoresTheTable() throws {
        var symbols = CustomSymbols()
        try symbols.register("chevron.right", svg: #"<svg viewBox="0 0 10 20"><path d="M0 0h10v20H0z"/></svg>"#)
        let (width, height, _) = try framed(Image(systemName: "chevron.right").environment(\.customSymbols, symbols))
        XCTAssertEqual(height, 15.3, accuracy: 1e-9)
        XCTAssertEqual(width, 7.65, accuracy: 1e-9)
    }

    func testParseSkipsCommentsAndBadRows() {
        let table = SymbolMetrics.parse("# name\twidth\theight\tbottom\nplus\t0.8057\t0.8057\t-0.0503\nbad\t0\t1\t0\nshort\t1\t1\n")
        XCTAssertEqual(table, ["plus": SymbolMetrics(width: 0.8057, height: 0.8057, bottom: -0.0503)])
    }

    /// Every row parses, and every row names a symbol we draw.
    func testTableRowsAreMappedNames() throws {
        let url = BundledSymbolSet.shared.directory.appendingPathComponent("metrics.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let table = SymbolMetrics.parse(text)
        XCTAssertEqual(table.count, rows.count)
        XCTAssertGreaterThan(table.count, 1000)
        let known = Set(BundledSymbolSet.shared.names).union(SystemSymbol.names)
        XCTAssertEqual(Set(table.keys).subtracting(known), [])
    }
}
