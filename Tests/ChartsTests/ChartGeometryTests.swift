import XCTest
import WidgetRender
@testable import Charts

/// Hand-computed geometry: scales, bars, lines, stacking, sectors and labels (docs/charts.md).
final class ChartGeometryTests: XCTestCase {
    func geometry<C: ChartContent>(size: CGSize, axes: Bool = false, x: ChartDomain? = nil, y: ChartDomain? = nil,
                                   @ChartContentBuilder _ content: () -> C) -> ChartGeometry {
        var options = ChartOptions()
        if !axes { options.xAxis = .hidden; options.yAxis = .hidden }
        options.xDomain = x; options.yDomain = y
        return ChartGeometry(plan: ChartPlan(marks: collectMarks(content()), options: options), size: size)
    }

    func bars(_ geometry: ChartGeometry) -> [CGRect] {
        geometry.items.compactMap { if case .bar(let rect, _, _, _, _) = $0 { rect } else { nil } }
    }

    /// A bar of 50 on 0…100 in a plot 100 high is 50 high and stands on the bottom; two categories
    /// in 200 pt are bands of 100, bars 70 % of a band, centered.
    func testBarOfFiftyOnAHundredIsHalfThePlot() {
        let g = geometry(size: CGSize(width: 200, height: 100), y: .range(.number(0), .number(100))) {
            BarMark(x: .value("Day", "A"), y: .value("Value", 50))
            BarMark(x: .value("Day", "B"), y: .value("Value", 100))
        }
        XCTAssertEqual(g.plot, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(bars(g), [CGRect(x: 15, y: 50, width: 70, height: 50), CGRect(x: 115, y: 0, width: 70, height: 100)])
    }

    func testCategoriesAreBandsInDataOrder() {
        let plan = ChartPlan(marks: collectMarks(Chart {
            ForEach(["Tue", "Mon", "Tue", "Wed"], id: \.self) { day in BarMark(x: .value("Day", day), y: .value("N", 1)) }
        }.content))
        XCTAssertEqual(plan.xScale, .band(categories: ["Tue", "Mon", "Wed"]))
        XCTAssertEqual(plan.xScale?.offset(of: .category("Wed"), length: 300), 250)
        XCTAssertEqual(plan.xScale?.bandwidth(length: 300, count: 3), 100)
    }

    /// Automatic numeric domains: min(0, min) to max, rounded out to steps of 1, 2, 2.5 or 5 × 10ⁿ.
    func testNiceNumericDomains() {
        XCTAssertEqual(NiceScale.numeric(lower: 3, upper: 87), .linear(lower: 0, upper: 100, ticks: [0, 25, 50, 75, 100], isDate: false))
        XCTAssertEqual(NiceScale.numeric(lower: 3_020, upper: 12_100),
                       .linear(lower: 0, upper: 15_000, ticks: [0, 5_000, 10_000, 15_000], isDate: false))
        XCTAssertEqual(NiceScale.numeric(lower: -12, upper: 40), .linear(lower: -20, upper: 40, ticks: [-20, 0, 20, 40], isDate: false))
        XCTAssertEqual(NiceScale.numeric(lower: 0, upper: 0), .linear(lower: 0, upper: 1, ticks: [0, 0.25, 0.5, 0.75, 1], isDate: false))
    }

    /// A line through (0, 0), (5, 50), (10, 100) on 0…10 × 0…100 in 100 × 100: y grows upwards.
    func testLinePointsAreScaledAndFlipped() {
        let g = geometry(size: CGSize(width: 100, height: 100), x: .range(.number(0), .number(10)), y: .range(.number(0), .number(100))) {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 5), y: .value("y", 50))
            LineMark(x: .value("x", 10), y: .value("y", 100))
        }
        XCTAssertEqual(g.items.count, 1)
        guard case .stroke(let path, _, let stroke, _) = g.items[0] else { return XCTFail("expected a stroked line") }
        var expected = Path()
        expected.move(to: CGPoint(x: 0, y: 100)); expected.addLine(to: CGPoint(x: 50, y: 50)); expected.addLine(to: CGPoint(x: 100, y: 0))
        XCTAssertEqual(path, expected)
        XCTAssertEqual(stroke.lineWidth, 2)
    }

    /// `symbol { view }` puts the view centered on each point instead of a symbol shape, and
    /// `clipShape` reaches the bar it modifies.
    func testSymbolViewsAndBarClipShapes() {
        let g = geometry(size: CGSize(width: 100, height: 100), x: .range(.number(0), .number(10)), y: .range(.number(0), .number(100))) {
            LineMark(x: .value("x", 0), y: .value("y", 0)).symbol { Circle().frame(width: 4) }
            LineMark(x: .value("x", 10), y: .value("y", 100)).symbol { Circle().frame(width: 4) }
            BarMark(x: .value("x", 5), y: .value("y", 50)).clipShape(Capsule())
        }
        let anchors = g.items.compactMap { if case .view(_, let anchor, .center) = $0 { anchor } else { nil } }
        XCTAssertEqual(anchors, [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)])
        XCTAssertEqual(g.items.compactMap { if case .bar(_, _, let clip, _, _) = $0 { clip != nil } else { nil } }, [true])
    }

    /// Series split lines, and each series takes the palette's next color.
    func testSeriesMakeOneLineEachWithPaletteColors() {
        let plan = ChartPlan(marks: collectMarks(Chart {
            ForEach(0..<3) { i in
                LineMark(x: .value("x", i), y: .value("y", i)).foregroundStyle(by: .value("S", "walk"))
                LineMark(x: .value("x", i), y: .value("y", 2 * i)).foregroundStyle(by: .value("S", "run"))
            }
        }.content))
        XCTAssertEqual(plan.series, ["walk", "run"])
        let g = ChartGeometry(plan: plan, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.items.filter { if case .stroke = $0 { true } else { false } }.count, 2 + 0)
        XCTAssertEqual(ChartPalette.colors.prefix(4), [.blue, .green, .orange, .purple])
    }

    /// Bars sharing a category stack in declaration order.
    func testBarsInOneCategoryStack() {
        let g = geometry(size: CGSize(width: 100, height: 100), y: .range(.number(0), .number(100))) {
            BarMark(x: .value("Day", "A"), y: .value("V", 30)).foregroundStyle(by: .value("S", "a"))
            BarMark(x: .value("Day", "A"), y: .value("V", 20)).foregroundStyle(by: .value("S", "b"))
        }
        XCTAssertEqual(bars(g), [CGRect(x: 15, y: 70, width: 70, height: 30), CGRect(x: 15, y: 50, width: 70, height: 20)])
    }

    /// Horizontal bars: a category on y, the value on x.
    func testHorizontalBars() {
        let g = geometry(size: CGSize(width: 100, height: 100), x: .range(.number(0), .number(10))) {
            BarMark(x: .value("N", 5), y: .value("Kind", "a"))
            BarMark(x: .value("N", 10), y: .value("Kind", "b"))
        }
        XCTAssertEqual(bars(g), [CGRect(x: 0, y: 7.5, width: 50, height: 35), CGRect(x: 0, y: 57.5, width: 100, height: 35)])
    }

    /// Rules span the plot; `if`/`else` and custom content contribute their marks.
    func testRulesConditionalsAndCustomContent() {
        struct Threshold: ChartContent {
            var body: some ChartContent { RuleMark(y: .value("T", 25)) }
        }
        let flag = false
        let g = geometry(size: CGSize(width: 80, height: 100), y: .range(.number(0), .number(100))) {
            if flag { RuleMark(y: .value("T", 50)) } else { Threshold() }
        }
        guard case .stroke(let path, _, _, _) = g.items.first else { return XCTFail("expected a rule") }
        var expected = Path()
        expected.move(to: CGPoint(x: 0, y: 75)); expected.addLine(to: CGPoint(x: 80, y: 75))
        XCTAssertEqual(path, expected)
    }

    /// Visible axes: y labels on the trailing side (estimated 6.2 pt a character + 4 pt), x labels below (13 + 4 pt).
    func testAxesReserveRoomForLabels() {
        let g = geometry(size: CGSize(width: 200, height: 100), axes: true) {
            BarMark(x: .value("Day", "A"), y: .value("V", 87))
        }
        // Ticks 0, 25, 50, 75, 100: the widest is "100", 3 characters.
        XCTAssertEqual(g.plot.width, 200 - (3 * 6.2 + 4), accuracy: 1e-9)
        XCTAssertEqual(g.plot.height, 100 - 17)
        XCTAssertEqual(g.labels.map(\.text), ["0", "25", "50", "75", "100", "A"])
        XCTAssertEqual(g.labels[0].anchor.x, g.plot.maxX + 4)
    }

    func testSectorsShareTheCircle() {
        let g = geometry(size: CGSize(width: 100, height: 100)) {
            SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("N", "a"))
            SectorMark(angle: .value("A", 3), innerRadius: .ratio(0.6)).foregroundStyle(by: .value("N", "b"))
        }
        XCTAssertEqual(g.items.count, 2)
        guard case .fill(let path, _, _) = g.items[0] else { return XCTFail("expected a sector") }
        // A quarter donut from 12 to 3 o'clock, radii 50 and 30 around (50, 50).
        let bounds = path.boundingRect
        XCTAssertEqual(bounds.minX, 50, accuracy: 0.5)
        XCTAssertEqual(bounds.maxY, 50, accuracy: 0.5)
    }

    func testLabelFormats() {
        XCTAssertEqual(ChartLabelFormat.number(2_500, step: 2_500), "2,500")
        XCTAssertEqual(ChartLabelFormat.number(0.25, step: 0.25), "0.25")
        XCTAssertEqual(ChartLabelFormat.number(7.5, step: 2.5), "7.5")
        let june9 = Date(timeIntervalSince1970: 1_749_427_200)  // 2025-06-09 00:00 UTC
        XCTAssertEqual(ChartLabelFormat.text(.date(june9), step: 86_400, timeZone: TimeZone(identifier: "UTC")!), "Jun 9")
        XCTAssertEqual(ChartLabelFormat.text(.date(june9.addingTimeInterval(6 * 3_600)), step: 3_600, timeZone: TimeZone(identifier: "UTC")!), "6 AM")
    }

    func testInterpolationPassesThroughItsPoints() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]
        for method in [InterpolationMethod.catmullRom, .monotone, .stepStart, .stepCenter, .stepEnd, .cardinal] {
            XCTAssertEqual(Interpolation.path(through: points, method: method).currentPoint, CGPoint(x: 20, y: 0))
        }
        var step = Path()
        step.move(to: points[0]); step.addLine(to: CGPoint(x: 10, y: 0)); step.addLine(to: points[1])
        step.addLine(to: CGPoint(x: 20, y: 10)); step.addLine(to: points[2])
        XCTAssertEqual(Interpolation.path(through: points, method: .stepEnd), step)
    }

    /// Dates with a unit: the domain runs from the first day's start to the last day's end, each bar
    /// spans its day less 2 pt on each side.
    func testDayUnitBarsSpanTheirDay() {
        let june9 = Date(timeIntervalSince1970: 1_749_427_200 + 3_600 * 13)  // 2025-06-09 13:00 UTC
        let g = geometry(size: CGSize(width: 200, height: 100), y: .range(.number(0), .number(20))) {
            BarMark(x: .value("Day", june9, unit: .day), y: .value("N", 10))
            BarMark(x: .value("Day", june9.addingTimeInterval(86_400), unit: .day), y: .value("N", 20))
        }
        XCTAssertEqual(bars(g), [CGRect(x: 2, y: 50, width: 96, height: 50), CGRect(x: 102, y: 0, width: 96, height: 100)])
    }

    /// `AxisMarks(values:)` with a per-value content: only the values inside the domain, gridlines
    /// only where `AxisGridLine` is given, and labels from `AxisValueLabel`.
    func testAxisMarksContentDecidesGridlinesAndLabels() {
        var options = ChartOptions()
        options.xAxis = .hidden
        options.yMarks = AxisMarks(position: .leading, values: [0, 50, 100, 150]) { value in
            if value.as(Int.self) == 50 { AxisGridLine() }
            AxisValueLabel("v\(value.index)")
        }
        let plan = ChartPlan(marks: collectMarks(Chart { BarMark(x: .value("D", "A"), y: .value("V", 100)) }.content), options: options)
        let g = ChartGeometry(plan: plan, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.labels.map(\.text), ["v0", "v1", "v2"])  // 150 is outside 0…100
        XCTAssertEqual(g.labels.map(\.alignment), [.trailing, .trailing, .trailing])
        var grid = Path()
        grid.move(to: CGPoint(x: 0, y: 50)); grid.addLine(to: CGPoint(x: g.plot.width, y: 50))
        XCTAssertEqual(g.gridLines, grid)
        XCTAssertEqual(g.plot.minX, 6.1 + 6.2 + 4, accuracy: 1e-9)  // "v0" … "v2": a letter and a digit, and the gap
    }

    /// Areas of two series stack at each x; the upper one runs from the lower one's top to its own.
    func testAreasOfSeveralSeriesStack() {
        let g = geometry(size: CGSize(width: 100, height: 100), x: .range(.number(0), .number(1)), y: .range(.number(0), .number(40))) {
            ForEach(0..<2) { x in
                AreaMark(x: .value("x", x), y: .value("y", 10)).foregroundStyle(by: .value("S", "a"))
                AreaMark(x: .value("x", x), y: .value("y", 20)).foregroundStyle(by: .value("S", "b"))
            }
        }
        let fills = g.items.compactMap { if case .fill(let path, _, _) = $0 { path } else { nil } }
        XCTAssertEqual(fills.count, 2)
        var upper = Path()
        upper.move(to: CGPoint(x: 0, y: 25)); upper.addLine(to: CGPoint(x: 100, y: 25))
        upper.addLine(to: CGPoint(x: 100, y: 75)); upper.addLine(to: CGPoint(x: 0, y: 75)); upper.closeSubpath()
        XCTAssertEqual(fills.last, upper)
    }

    /// `position(by:)`: two series in one category split the bar's 70-pt width into two 35-pt
    /// slots in order of appearance, each from the baseline (not stacked).
    func testPositionedBarsStandSideBySide() {
        let g = geometry(size: CGSize(width: 100, height: 100), y: .range(.number(0), .number(100))) {
            BarMark(x: .value("Day", "A"), y: .value("V", 30)).position(by: .value("S", "walk"))
            BarMark(x: .value("Day", "A"), y: .value("V", 20)).position(by: .value("S", "run"))
        }
        XCTAssertEqual(bars(g), [CGRect(x: 15, y: 70, width: 35, height: 30), CGRect(x: 50, y: 80, width: 35, height: 20)])
    }

    /// RectangleMark: start to end on both axes; a range on y alone spans the plot's width; a
    /// category cell is its band on each axis.
    func testRectanglesSpanTheirRangesOrBands() {
        let ranged = geometry(size: CGSize(width: 100, height: 100), x: .range(.number(0), .number(10)), y: .range(.number(0), .number(100))) {
            RectangleMark(xStart: .value("X", 2), xEnd: .value("X", 4), yStart: .value("Y", 50), yEnd: .value("Y", 75))
            RectangleMark(yStart: .value("Y", 0), yEnd: .value("Y", 10))
        }
        XCTAssertEqual(bars(ranged), [CGRect(x: 20, y: 25, width: 20, height: 25), CGRect(x: 0, y: 90, width: 100, height: 10)])
        let cells = geometry(size: CGSize(width: 100, height: 100)) {
            RectangleMark(x: .value("Hour", "am"), y: .value("Day", "Mon"))
            RectangleMark(x: .value("Hour", "pm"), y: .value("Day", "Tue"))
        }
        XCTAssertEqual(bars(cells), [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 50, width: 50, height: 50)])
    }

    /// `.automatic(includesZero: false)`: 52…58 is not stretched to 0; nice steps of 2 round it to 52…58.
    func testAutomaticDomainWithoutZero() {
        func plan<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> ChartPlan {
            var options = ChartOptions()
            options.yDomain = .automaticWithoutZero
            return ChartPlan(marks: collectMarks(content()), options: options)
        }
        let plan = plan {
            LineMark(x: .value("i", 0), y: .value("v", 52))
            LineMark(x: .value("i", 1), y: .value("v", 58))
        }
        guard case .linear(let lower, let upper, _, _) = plan.yScale else { return XCTFail("expected a linear scale") }
        XCTAssertEqual(lower, 52)
        XCTAssertEqual(upper, 58)
    }
}

/// Scrolling charts drawn at their initial scroll position (docs/charts.md "Scrolling"): the scale
/// of a scrollable axis with a visible length is the window, hand-computed here.
final class ChartScrollTests: XCTestCase {
    private func plan<C: ChartContent>(_ change: (inout ChartOptions) -> Void, @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        var options = ChartOptions()
        options.xAxis = .hidden; options.yAxis = .hidden
        change(&options)
        return ChartPlan(marks: collectMarks(content()), options: options)
    }

    private let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]

    func testCategoryWindowStartsAtTheInitialPositionAndStaysInTheContent() {
        func window(from initial: String?) -> AxisScale? {
            plan({ options in
                options.scrollableAxes = .horizontal
                options.xScrolling = ChartScrolling(visibleLength: .number(4), initialPosition: initial.map { .category($0) })
            }) {
                ForEach(letters, id: \.self) { BarMark(x: .value("Letter", $0), y: .value("N", 1)) }
            }.xScale
        }
        XCTAssertEqual(window(from: "C"), .band(categories: ["C", "D", "E", "F"]))
        XCTAssertEqual(window(from: nil), .band(categories: ["A", "B", "C", "D"]))
        XCTAssertEqual(window(from: "I"), .band(categories: ["G", "H", "I", "J"]), "clamped: the last four")
    }

    func testOnlyTheWindowsBarsAreDrawnAtTheWindowsBandWidth() {
        let scrolled = plan({ options in
            options.scrollableAxes = .horizontal
            options.xScrolling = ChartScrolling(visibleLength: .number(4), initialPosition: .category("C"))
            options.yDomain = .range(.number(0), .number(1))
        }) {
            ForEach(letters, id: \.self) { BarMark(x: .value("Letter", $0), y: .value("N", 1)) }
        }
        let g = ChartGeometry(plan: scrolled, size: CGSize(width: 200, height: 100))
        let bars = g.items.compactMap { if case .bar(let rect, _, _, _, _) = $0 { rect } else { nil } }
        // Four bands of 50 pt; bars 70 % of a band (35 pt), centered.
        XCTAssertEqual(bars, (0..<4).map { CGRect(x: 7.5 + 50 * CGFloat($0), y: 0, width: 35, height: 100) })
        XCTAssertTrue(scrolled.isScrolled)
    }

    func testNumberWindowHasItsOwnTicks() {
        let scrolled = plan({ options in
            options.scrollableAxes = [.horizontal, .vertical]
            options.xScrolling = ChartScrolling(visibleLength: .number(5), initialPosition: .number(3))
        }) {
            ForEach(0..<20) { LineMark(x: .value("X", $0), y: .value("Y", $0 % 3)) }
        }
        // 3…8; ticks at the nice step for a span of 5 (2): 4, 6, 8.
        XCTAssertEqual(scrolled.xScale, .linear(lower: 3, upper: 8, ticks: [4, 6, 8], isDate: false))
        XCTAssertEqual(scrolled.xScale?.offset(of: .number(3), length: 100), 0)
        XCTAssertEqual(scrolled.xScale?.offset(of: .number(10), length: 100), 140, "beyond the window: clipped by the plot")
    }

    func testAVisibleLengthWithoutScrollingOrLongerThanTheDataChangesNothing() {
        func xScale(_ axes: Axis.Set, length: Double) -> AxisScale? {
            plan({ options in
                options.scrollableAxes = axes
                options.xScrolling = ChartScrolling(visibleLength: .number(length))
            }) {
                ForEach(letters, id: \.self) { BarMark(x: .value("Letter", $0), y: .value("N", 1)) }
            }.xScale
        }
        XCTAssertEqual(xScale([], length: 4), .band(categories: letters))
        XCTAssertEqual(xScale(.vertical, length: 4), .band(categories: letters))
        XCTAssertEqual(xScale(.horizontal, length: 12), .band(categories: letters))
    }
}
