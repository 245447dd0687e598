import Foundation
import WidgetRender

/// Our default series palette (docs/charts.md "Colors"): `foregroundStyle(by:)` gives the n-th
/// distinct series the n-th color, wrapping around. A mark without a style or series takes the first.
public enum ChartPalette {
    public static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .teal, .yellow, .pink, .indigo, .mint, .cyan, .brown]
}

/// The size-independent part of a chart: its marks (bars stacked), the scale of each axis, the
/// series and their styles, and the options its modifiers set.
struct ChartPlan {
    var marks: [MarkSpec]
    var xScale: AxisScale?
    var yScale: AxisScale?
    /// Only sector marks: a pie or donut, no axes.
    var isPie: Bool
    /// Distinct `foregroundStyle(by:)` values in order of appearance (the legend).
    var series: [String]
    var options: ChartOptions
    /// The scale of the axis is a scroll window (ChartScroll.swift): the plot clips its marks.
    var isScrolled = false

    init(marks input: [MarkSpec], options: ChartOptions = ChartOptions()) {
        self.options = options
        isPie = !input.isEmpty && input.allSatisfy { $0.kind == .sector }
        var series: [String] = []
        for mark in input { if let key = mark.seriesKey, !series.contains(key) { series.append(key) } }
        self.series = series
        marks = ChartPlan.stacked(input)
        if isPie { xScale = nil; yScale = nil; return }
        let plotted = marks.filter { $0.kind != .sector }
        xScale = ChartPlan.scale(values: plotted.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } },
                                 given: options.xDomain, barSlots: plotted.filter { $0.kind == .bar && !$0.isHorizontalBar && $0.xStart == nil }.compactMap(\.x))
        yScale = ChartPlan.scale(values: plotted.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } },
                                 given: options.yDomain, barSlots: plotted.filter { $0.kind == .bar && $0.isHorizontalBar && $0.yStart == nil }.compactMap(\.y))
        if options.scrollableAxes.contains(.horizontal), let scale = xScale, let window = options.xScrolling.window(of: scale) {
            xScale = window
            isScrolled = true
        }
        if options.scrollableAxes.contains(.vertical), let scale = yScale, let window = options.yScrolling.window(of: scale) {
            yScale = window
            isScrolled = true
        }
    }

    /// The style a mark is drawn with: its own, else its series' color, else the palette's first.
    func style(of mark: MarkSpec) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.seriesKey { return seriesStyle(key) }
        return AnyShapeStyle(ChartPalette.colors[0])
    }

    func seriesStyle(_ key: String) -> AnyShapeStyle {
        if let given = options.styleScale.first(where: { $0.0 == key }) { return given.1 }
        let index = series.firstIndex(of: key) ?? 0
        return AnyShapeStyle(ChartPalette.colors[index % ChartPalette.colors.count])
    }

    /// Bars that share a category stack: each starts where the previous one of its sign ended
    /// (`.standard` stacking), in declaration order. Areas of several series stack the same way at
    /// each x; a single area is left alone.
    static func stacked(_ marks: [MarkSpec]) -> [MarkSpec] {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        let areaSeries = Set(marks.filter { $0.kind == .area }.map(\.lineKey))
        return marks.map { mark in
            if mark.kind == .area, mark.stacked, areaSeries.count > 1, mark.yStart == nil,
               let value = mark.y?.continuous, let x = mark.x {
                var mark = mark
                let key = "area|" + x.categoryName
                let base = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                mark.yStart = .number(base); mark.yEnd = .number(base + value)
                if value >= 0 { positive[key] = base + value } else { negative[key] = base + value }
                return mark
            }
            guard mark.kind == .bar, mark.stacked, mark.positionKey == nil else { return mark }
            var mark = mark
            if mark.isHorizontalBar {
                guard mark.xStart == nil, let value = mark.x?.continuous, let key = mark.y?.categoryName else { return mark }
                let base = value >= 0 ? positive["h" + key, default: 0] : negative["h" + key, default: 0]
                mark.xStart = .number(base); mark.xEnd = .number(base + value)
                if value >= 0 { positive["h" + key] = base + value } else { negative["h" + key] = base + value }
            } else {
                guard mark.yStart == nil, let value = mark.y?.continuous, let x = mark.x else { return mark }
                let key = x.categoryName
                let base = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                mark.yStart = .number(base); mark.yEnd = .number(base + value)
                if value >= 0 { positive[key] = base + value } else { negative[key] = base + value }
            }
            return mark
        }
    }

    /// An axis's scale: the domain the chart gives, else categories as bands in data order, dates
    /// over their range, numbers from min(0, min) to max rounded up to a nice step. Bars on a
    /// continuous axis get half the smallest gap between them as room on each side.
    static func scale(values: [ChartValue], given: ChartDomain?, barSlots: [ChartValue]) -> AxisScale? {
        switch given {
        case .categories(let names): return .band(categories: names)
        case .range(let lower, let upper):
            if case .date = lower { return NiceScale.fixed(lower: lower.continuous ?? 0, upper: upper.continuous ?? 0, isDate: true) }
            return NiceScale.fixed(lower: lower.continuous ?? 0, upper: upper.continuous ?? 1, isDate: false)
        case nil, .automaticWithoutZero: break
        }
        guard !values.isEmpty else { return nil }
        if values.contains(where: { $0.continuous == nil }) {
            var names: [String] = []
            for value in values where !names.contains(value.categoryName) { names.append(value.categoryName) }
            return .band(categories: names)
        }
        let numbers = values.compactMap(\.continuous)
        var lower = numbers.min() ?? 0, upper = numbers.max() ?? 1
        let slots = Array(Set(barSlots.compactMap(\.continuous))).sorted()
        if !slots.isEmpty {
            let gaps = zip(slots.dropFirst(), slots).map { $0 - $1 }.filter { $0 > 0 }
            let room = (gaps.min() ?? (values.allSatisfy({ if case .date = $0 { true } else { false } }) ? 86_400 : 1)) / 2
            lower = min(lower, slots[0] - room); upper = max(upper, slots[slots.count - 1] + room)
        }
        if values.allSatisfy({ if case .date = $0 { true } else { false } }) { return NiceScale.date(lower: lower, upper: upper) }
        return NiceScale.numeric(lower: lower, upper: upper, includesZero: given != .automaticWithoutZero)
    }
}

extension MarkSpec {
    /// A bar lying along x: its length is on x (x numeric with y a category, or given as xStart…xEnd).
    var isHorizontalBar: Bool {
        guard kind == .bar else { return false }
        if xStart != nil, x == nil, yStart == nil { return true }
        if let x, let y, x.continuous != nil, y.continuous == nil { return true }
        return false
    }
}
