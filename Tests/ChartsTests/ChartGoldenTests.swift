import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting
import Charts

/// Whole-pipeline goldens of charts (docs/charts.md), in systemSmall / systemMedium on the iPhone 11,
/// under `Golden/Charts/<name>/iphone-11/<family>__<theme>.png`.
final class ChartGoldenTests: XCTestCase {
    var modeThemes: [Theme] { get throws { [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")] } }

    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily = .systemSmall, themes: [Theme]? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view.containerBackground(for: .widget) { Color(.systemBackground) },
                             families: [family], themes: try themes ?? [.iosLight],
                             device: try Device(named: "iphone-11"), named: name, suite: "Charts",
                             filePath: file, line: line)
    }

    /// Default axes: trailing y labels 0…100 by 25 with gridlines, categories below, bars centered in bands.
    func testBarsWithDefaultAxes() throws {
        let values = [("Mon", 42), ("Tue", 87), ("Wed", 64), ("Thu", 23), ("Fri", 71)]
        try assertGolden("bars-axes", Chart {
            ForEach(values, id: \.0) { day, value in
                BarMark(x: .value("Day", day), y: .value("Value", value))
            }
        }, themes: try modeThemes)
    }

    /// Two series by `foregroundStyle(by:)` (palette blue, green) with a legend; Catmull-Rom and
    /// linear lines, circle symbols, a dashed rule, numeric x.
    func testLineSeriesWithLegend() throws {
        let walk = [3, 5, 4, 7, 6, 9, 8], run = [1, 2, 2, 4, 3, 5, 7]
        try assertGolden("line-series", Chart {
            ForEach(0..<7) { day in
                LineMark(x: .value("Day", day), y: .value("km", walk[day]))
                    .foregroundStyle(by: .value("Activity", "Walk"))
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
                LineMark(x: .value("Day", day), y: .value("km", run[day]))
                    .foregroundStyle(by: .value("Activity", "Run"))
            }
            RuleMark(y: .value("Goal", 6)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
        }
        .padding(2), family: .systemMedium)
    }

    /// Dates on x (a linear time scale, "h a" labels), an area with a gradient under a monotone line,
    /// points, hidden y axis.
    func testAreaOverTimeWithHiddenYAxis() throws {
        let start = Date(timeIntervalSince1970: 1_749_456_000)  // 2025-06-09 08:00 UTC
        let temps: [Double] = [14, 16, 19, 22, 24, 23, 20]
        try assertGolden("area-dates", Chart {
            ForEach(0..<temps.count) { i in
                AreaMark(x: .value("Hour", start.addingTimeInterval(Double(i) * 7_200)), y: .value("°C", temps[i]))
                    .foregroundStyle(LinearGradient(colors: [.orange.opacity(0.6), .orange.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Hour", start.addingTimeInterval(Double(i) * 7_200)), y: .value("°C", temps[i]))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.monotone)
                PointMark(x: .value("Hour", start.addingTimeInterval(Double(i) * 7_200)), y: .value("°C", temps[i]))
                    .foregroundStyle(.orange)
                    .symbolSize(20)
            }
        }
        .chartYAxis(.hidden)
        .chartYScale(domain: 10...30), family: .systemMedium)
    }

    /// A donut from SectorMark with `.ratio(0.6)` and an angular inset, palette colors, no legend.
    func testDonutFromSectors() throws {
        let parts = [("Sleep", 8.0), ("Work", 9.0), ("Move", 2.0), ("Other", 5.0)]
        try assertGolden("donut", Chart {
            ForEach(parts, id: \.0) { name, hours in
                SectorMark(angle: .value("Hours", hours), innerRadius: .ratio(0.6), angularInset: 2)
                    .foregroundStyle(by: .value("Part", name))
                    .cornerRadius(3)
            }
        }
        .chartLegend(.hidden), themes: [.iosLight, try Theme(named: "ios.tinted(blue)")])
    }

    /// Horizontal stacked bars (categories on y), leading y labels, hidden x axis, annotations.
    func testHorizontalStackedBarsWithAnnotations() throws {
        try assertGolden("bars-horizontal", Chart {
            BarMark(x: .value("Min", 30), y: .value("Day", "Sat")).foregroundStyle(by: .value("Kind", "Run"))
            BarMark(x: .value("Min", 45), y: .value("Day", "Sat")).foregroundStyle(by: .value("Kind", "Bike"))
            BarMark(x: .value("Min", 20), y: .value("Day", "Sun")).foregroundStyle(by: .value("Kind", "Run"))
            BarMark(x: .value("Min", 15), y: .value("Day", "Sun")).foregroundStyle(by: .value("Kind", "Bike"))
                .annotation(position: .trailing) { Text("35").font(.caption2.bold()) }
        }
        .chartXAxis(.hidden)
        .chartYAxis { AxisMarks(position: .leading) }, family: .systemMedium)
    }
}

extension ChartGoldenTests {
    /// A week of day-unit bars (each spans its day), narrow weekday labels from `AxisValueLabel(format:)`
    /// every day, leading y labels at 0/30/60, an average rule with a leading annotation, and a tinted
    /// plot background from `chartPlotStyle`.
    func testDayBarsWithFormattedAxisAndPlotStyle() throws {
        let monday = Date(timeIntervalSince1970: 1_749_427_200)  // 2025-06-09 00:00 UTC
        let minutes = [32, 45, 0, 60, 25, 80, 50]
        try assertGolden("bars-days", Chart {
            ForEach(0..<7) { i in
                BarMark(x: .value("Day", monday.addingTimeInterval(Double(i) * 86_400), unit: .day),
                        y: .value("Minutes", minutes[i]))
                    .foregroundStyle(.purple)
                    .cornerRadius(2)
            }
            RuleMark(y: .value("Average", 42))
                .foregroundStyle(.gray)
                .annotation(position: .top, alignment: .leading) { Text("avg 42").font(.caption2) }
        }
        .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow)) } }
        .chartYAxis { AxisMarks(position: .leading, values: [0, 30, 60]) }
        .chartPlotStyle { $0.background(Color.purple.opacity(0.08)) }, family: .systemMedium)
    }

    /// A scrolling chart at its initial position: 30 days of bars and a line over them, a week
    /// visible from day 20; the x labels are the window's, and the line is clipped at the plot's
    /// edges (docs/charts.md "Scrolling").
    func testScrollingChartShowsItsInitialWindow() throws {
        let start = Date(timeIntervalSince1970: 1_748_736_000)  // 2025-06-01 00:00 UTC
        let days = (0..<30).map { start.addingTimeInterval(Double($0) * 86_400) }
        let steps = (0..<30).map { 4_000 + ($0 * 2_713) % 7_000 }
        try assertGolden("scrolling-week", Chart {
            ForEach(0..<30) { i in
                BarMark(x: .value("Day", days[i], unit: .day), y: .value("Steps", steps[i]))
                    .foregroundStyle(.teal.gradient)
                LineMark(x: .value("Day", days[i], unit: .day), y: .value("Steps", steps[i]))
                    .foregroundStyle(.orange)
            }
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7 * 86_400)
        .chartScrollPosition(initialX: days[20])
        .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.day()) } },
        family: .systemMedium, themes: try modeThemes)
    }

    /// Grouped bars by `position(by:)` in two series, a goal band (`RectangleMark` from 6,000 to
    /// 9,000 over the whole width), axis titles, and a `chartBackground` behind the plot.
    func testGroupedBarsRectangleAndAxisTitles() throws {
        let days = ["Mon", "Tue", "Wed", "Thu"]
        let walk = [5200, 7400, 6100, 8800], run = [2100, 3300, 0, 4100]
        try assertGolden("grouped-bars", Chart {
            RectangleMark(yStart: .value("Low", 6000), yEnd: .value("High", 9000))
                .foregroundStyle(.green.opacity(0.15))
            ForEach(days.indices, id: \.self) { index in
                BarMark(x: .value("Day", days[index]), y: .value("Steps", walk[index]))
                    .foregroundStyle(by: .value("Kind", "Walk"))
                    .position(by: .value("Kind", "Walk"))
                BarMark(x: .value("Day", days[index]), y: .value("Steps", run[index]))
                    .foregroundStyle(by: .value("Kind", "Run"))
                    .position(by: .value("Kind", "Run"))
            }
        }
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Steps")
        .chartBackground { _ in Text("week 48").font(.caption2).foregroundStyle(.tertiary) },
        family: .systemMedium, themes: try modeThemes)
    }
}
