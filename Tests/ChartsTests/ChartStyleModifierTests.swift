import XCTest
import WidgetRender
@testable import Charts

/// `Decimal` values, an `AxisGridLine`'s own style and a mark's shadow (docs/charts.md), by
/// geometry and by pixels of a 100 × 100 chart at the small widget's content origin (iPhone 16, 3×,
/// 16-pt margins: point (x, y) is pixel ((16 + x) × 3, (16 + y) × 3)).
final class ChartStyleModifierTests: XCTestCase {
    private func pixels<V: View>(_ chart: V, _ points: [(Double, Double)]) throws -> [String] {
        let view = ZStack(alignment: .topLeading) { Color.white; chart.frame(width: 100, height: 100) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(.white, for: .widget)
        let image = try WidgetRenderer().render(.view(view, family: .systemSmall, device: .iPhone))
        return points.map { x, y in
            let p = image.pixel(x: Int((16 + x) * 3), y: Int((16 + y) * 3))
            return "\(p.r),\(p.g),\(p.b)"
        }
    }
    private let red = "255,56,60", blue = "0,136,255", white = "255,255,255"

    /// A `Decimal` plots as the number it holds: the same bars as the `Double`s.
    func testDecimalPlotsAsItsNumber() {
        func bars<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [ChartItem] {
            var options = ChartOptions(); options.xAxis = .hidden; options.yAxis = .hidden
            return ChartGeometry(plan: ChartPlan(marks: collectMarks(content()), options: options),
                                 size: CGSize(width: 200, height: 100)).items
        }
        let decimals = bars {
            BarMark(x: .value("Day", "A"), y: .value("Spent", Decimal(string: "12.5")!))
            BarMark(x: .value("Day", "B"), y: .value("Spent", Decimal(40)))
        }
        let doubles = bars {
            BarMark(x: .value("Day", "A"), y: .value("Spent", 12.5))
            BarMark(x: .value("Day", "B"), y: .value("Spent", 40.0))
        }
        XCTAssertEqual("\(decimals)", "\(doubles)")
    }

    /// A gridline at 50 on 0…100 in a plot 100 high (no labels, x axis hidden) lies at y = 50; with
    /// a 4-pt stroke in red it covers y 48…52 across the plot. Without a style the gridline stays ours.
    func testGridLineTakesItsStyleAndStroke() throws {
        let chart = Chart { BarMark(x: .value("Day", "A"), y: .value("N", 0)) }
            .chartYScale(domain: 0...100)
            .chartXAxis(.hidden)
            .chartYAxis {
                AxisMarks(values: [50]) { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 4)).foregroundStyle(Color.red) }
            }
        XCTAssertEqual(try pixels(chart, [(10, 50), (90, 49), (50, 45), (50, 55)]), [red, red, white, white])
    }

    /// `AxisValueLabel.foregroundStyle(_:)` draws the label in that style: the y label "50" sits
    /// trailing, 4 pt after the plot, centered on y = 50 (docs/charts.md), so the box x 84…100,
    /// y 42…58 holds red text with the style and only secondary gray without it.
    func testAxisLabelTakesItsStyle() throws {
        func redPixels(_ label: AxisValueLabel) throws -> Int {
            let chart = Chart { BarMark(x: .value("Day", "A"), y: .value("N", 0)) }
                .chartYScale(domain: 0...100).chartXAxis(.hidden)
                .chartYAxis { AxisMarks(values: [50]) { _ in label; AxisGridLine().foregroundStyle(.gray.opacity(0.3)) } }
            let points = (84...99).flatMap { x in (42...57).map { y in (Double(x), Double(y)) } }
            return try pixels(chart, points).filter { rgb in
                let c = rgb.split(separator: ",").compactMap { Int($0) }
                return c[0] > 180 && c[1] < 140 && c[2] < 140
            }.count
        }
        XCTAssertGreaterThan(try redPixels(AxisValueLabel().foregroundStyle(Color.red).font(.caption)), 3)
        XCTAssertEqual(try redPixels(AxisValueLabel()), 0)
    }

    /// A 50 bar in one band of a 100-wide plot on 0…100 spans x 15…85, y 50…100; its shadow with
    /// radius 0, offset (10, −20), is the bar's shape at x 25…95, y 30…80 drawn under it.
    func testMarkShadowIsDrawnUnderTheMark() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "A"), y: .value("N", 50))
                .foregroundStyle(Color.blue)
                .shadow(color: .red, radius: 0, x: 10, y: -20)
        }
        .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        XCTAssertEqual(try pixels(chart, [(90, 40), (20, 60), (50, 35), (90, 90), (20, 40)]), [red, blue, red, white, white])
    }
}
