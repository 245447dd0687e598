import XCTest
import Foundation
import WidgetRender

/// Variable values fill a stepped symbol's bars and waves as documented (docs/symbols.md: step
/// ⌈v·(n−1)⌉ of n, v ≤ 0 the first), and palette / hierarchical modes paint a three-layer symbol's
/// layers in their own styles (docs/platform.md §9), pixel for pixel.
final class SymbolLayerModeTests: XCTestCase {
    /// Three 10 × 10 squares, one per layer level (SF Symbols template class names), 10 apart.
    static let threeLayers = """
    <svg xmlns="http://www.w3.org/2000/svg" width="50" height="10" viewBox="0 0 50 10">
      <path class="monochrome-0 hierarchical-0:primary" d="M0 0H10V10H0Z"/>
      <path class="monochrome-1 hierarchical-1:secondary" d="M20 0H30V10H20Z"/>
      <path class="monochrome-2 hierarchical-2:tertiary" d="M40 0H50V10H40Z"/>
    </svg>
    """

    private func render<V: View>(_ view: V, renderer: WidgetRenderer? = nil) throws -> Pixmap {
        try (renderer ?? WidgetRenderer()).render(.view(view.containerBackground(for: .widget) { Color.white }, family: .systemSmall,
                            device: try Device(named: "iphone-11"), theme: try Theme(named: "ios.light")))
    }

    private func ink(_ pixmap: Pixmap) -> Int {
        var total = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { total += 255 - Int(pixmap.pixel(x: x, y: y).g) } }
        return total
    }

    /// cellularbars has five steps (reception-0 … 4): 0, 0.25, 0.5, 0.75, 1 pick steps 0 … 4, each
    /// showing one more bar, so ink grows strictly; 0.1 rounds up to step 1, −1 clamps to step 0.
    func testCellularBarsFillStepByStep() throws {
        func bars(_ value: Double) throws -> Pixmap {
            try render(Image(systemName: "cellularbars", variableValue: value).font(.system(size: 60)).foregroundStyle(.black))
        }
        let inks = try [0, 0.25, 0.5, 0.75, 1].map { ink(try bars($0)) }
        for index in 1..<inks.count { XCTAssertLessThan(inks[index - 1], inks[index], "\(inks)") }
        XCTAssertEqual(try bars(0.1), try bars(0.25))
        XCTAssertEqual(try bars(-1), try bars(0))
        XCTAssertEqual(try bars(7), try bars(1))
    }

    /// wifi has three steps (wifi-1, wifi-2, wifi): 0.3 and 0.5 both round up to the middle one.
    func testWifiWavesFillAsDocumented() throws {
        func wifi(_ value: Double) throws -> Pixmap {
            try render(Image(systemName: "wifi", variableValue: value).font(.system(size: 60)).foregroundStyle(.black))
        }
        let (low, middle, full) = (ink(try wifi(0)), ink(try wifi(0.5)), ink(try wifi(1)))
        XCTAssertLessThan(low, middle)
        XCTAssertLessThan(middle, full)
        XCTAssertEqual(try wifi(0.3), try wifi(0.5))
        // Without a value the full symbol draws.
        XCTAssertEqual(try render(Image(systemName: "wifi").font(.system(size: 60)).foregroundStyle(.black)), try wifi(1))
    }

    func testPaletteGivesEachOfThreeLayersItsStyle() throws {
        var symbols = CustomSymbols()
        try symbols.register("three.layers", svg: Self.threeLayers)
        let renderer = try WidgetRenderer(symbols: symbols)
        // 30 pt font: the symbol is 27 pt tall and 135 wide (5:1); each square is 27 pt, centres 54 pt apart.
        let view = Image(systemName: "three.layers").font(.system(size: 30)).symbolRenderingMode(.palette)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1))
        let pixmap = try render(view, renderer: renderer)
        XCTAssertEqual(centres(pixmap), [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255]])
    }

    /// Hierarchical: one color at our level opacities 1, 0.6, 0.3 over white. Red at 0.6 is 8-bit
    /// alpha 0.6·255 = 153, over white (255, 255 − 153, 255 − 153) = (255, 102, 102); at 0.3 the alpha is
    /// 0.3·255 = 76.5, rounded to 77, so (255, 178, 178).
    func testHierarchicalFadesTheSecondAndThirdLayers() throws {
        var symbols = CustomSymbols()
        try symbols.register("three.layers", svg: Self.threeLayers)
        let renderer = try WidgetRenderer(symbols: symbols)
        let view = Image(systemName: "three.layers").font(.system(size: 30)).symbolRenderingMode(.hierarchical)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let pixmap = try render(view, renderer: renderer)
        XCTAssertEqual(centres(pixmap), [[255, 0, 0, 255], [255, 102, 102, 255], [255, 178, 178, 255]])
    }

    /// The 135-pt symbol centred in the widget, drawn at 2×: square centres at −54, 0, +54 pt.
    private func centres(_ pixmap: Pixmap) -> [[UInt8]] {
        [-54.0, 0, 54].map { dx in
            let p = pixmap.pixel(x: Int(Double(pixmap.width) / 2 + dx * 2), y: pixmap.height / 2)
            return [p.r, p.g, p.b, p.a]
        }
    }
}
