import XCTest
import WidgetRender

/// A gradient tint runs along a gauge's track, and a `Gradient` is a shape style that draws top to
/// bottom (docs/platform.md §6 and §10). Expected values are computed by hand from the stops:
/// red (255, 0, 0) → blue (0, 0, 255), straight sRGB interpolation.
final class GradientTintTests: XCTestCase {
    private let redToBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])

    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(for: .widget) { Color.white }, family: .systemSmall))
    }

    private func assertColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int,
                             tolerance: Int = 4, _ what: String, line: UInt = #line) {
        let ok = abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
        XCTAssertTrue(ok, "\(what): (\(p.r), \(p.g), \(p.b)), expected (\(r), \(g), \(b))", line: line)
    }

    /// The bar's leftmost and rightmost non-white columns on its middle row.
    private func bar(in pixmap: Pixmap) -> (x0: Int, x1: Int, y: Int)? {
        var rows: [Int] = []
        for y in 0..<pixmap.height where (0..<pixmap.width).contains(where: { pixmap.pixel(x: $0, y: y) != (255, 255, 255, 255) }) {
            rows.append(y)
        }
        guard let top = rows.first, let bottom = rows.last else { return nil }
        let y = (top + bottom) / 2
        let columns = (0..<pixmap.width).filter { pixmap.pixel(x: $0, y: y) != (255, 255, 255, 255) }
        return (columns.first!, columns.last!, y)
    }

    func testCapacityBarShowsTheGradientOverTheWholeTrack() throws {
        let pixmap = try render(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity).tint(redToBlue)
            .frame(width: 120))
        let (x0, x1, y) = try XCTUnwrap(bar(in: pixmap))
        func at(_ t: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { pixmap.pixel(x: x0 + Int(t * Double(x1 - x0)), y: y) }
        // Filled part at t = 0.25: (0.75, 0, 0.25) × 255 = (191, 0, 64), not the fill's own midpoint.
        assertColor(at(0.25), 191, 0, 64, "fill at a quarter of the track")
        // Track only at t = 0.75: the gradient (0.25, 0, 0.75) at 30 % over white:
        // 0.3 × (64, 0, 191) + 0.7 × 255 = (198, 179, 236).
        assertColor(at(0.75), 198, 179, 236, "track at three quarters")
    }

    func testMarkerTakesTheGradientsColorAtItsValue() throws {
        let pixmap = try render(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).tint(redToBlue)
            .frame(width: 120))
        // Halfway: (0.5, 0, 0.5) × 255 = (127.5, 0, 127.5); the track under it at 50 % over white is
        // (191, 128, 191), so only the disc has this color. A disc 10 pt across at 3x covers ≈ 700 px.
        var disc = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width {
            let p = pixmap.pixel(x: x, y: y)
            if abs(Int(p.r) - 128) <= 1 && p.g <= 1 && abs(Int(p.b) - 128) <= 1 { disc += 1 }
        } }
        XCTAssertGreaterThan(disc, 400)
    }

    func testGradientAsShapeStyleRunsTopToBottom() throws {
        let pixmap = try render(Rectangle().fill(redToBlue).frame(width: 40, height: 100))
        let (x0, x1, _) = try XCTUnwrap(bar(in: pixmap))
        let column = (x0 + x1) / 2
        let rows = (0..<pixmap.height).filter { pixmap.pixel(x: column, y: $0) != (255, 255, 255, 255) }
        let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
        assertColor(pixmap.pixel(x: column, y: top), 255, 0, 0, tolerance: 3, "top row")
        assertColor(pixmap.pixel(x: column, y: bottom), 0, 0, 255, tolerance: 3, "bottom row")
        assertColor(pixmap.pixel(x: column, y: (top + bottom) / 2), 128, 0, 127, tolerance: 3, "middle row")
    }
}
