import Foundation
import WidgetRender

/// How one axis maps values to points (our rules, docs/charts.md "Scales"):
/// - `linear`: numbers and dates, from `lower` to `upper`, with the tick values to label;
/// - `band`: categories as equal bands in data order, each value at its band's center.
enum AxisScale: Equatable {
    case linear(lower: Double, upper: Double, ticks: [Double], isDate: Bool)
    case band(categories: [String])

    /// The offset of `value` from the axis's start (left, or bottom for y) in `length` points.
    func offset(of value: ChartValue, length: CGFloat) -> CGFloat? {
        switch self {
        case .linear(let lower, let upper, _, _):
            guard let number = value.continuous else { return nil }
            let span = upper - lower
            return span == 0 ? length / 2 : CGFloat((number - lower) / span) * length
        case .band(let categories):
            guard let index = categories.firstIndex(of: value.categoryName) else { return nil }
            let band = length / CGFloat(max(categories.count, 1))
            return band * (CGFloat(index) + 0.5)
        }
    }

    /// The width of one band; for linear scales, the automatic slot of one of `count` values.
    func bandwidth(length: CGFloat, count: Int) -> CGFloat {
        switch self {
        case .band(let categories): length / CGFloat(max(categories.count, 1))
        case .linear: length / CGFloat(max(count, 1))
        }
    }

    var isBand: Bool { if case .band = self { true } else { false } }

    /// The values to label and draw gridlines at.
    var tickValues: [ChartValue] {
        switch self {
        case .linear(_, _, let ticks, let isDate): ticks.map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
        case .band(let categories): categories.map { .category($0) }
        }
    }
}

enum NiceScale {
    /// Steps are 1, 2, 2.5 or 5 times a power of ten (so 0…100 reads 0, 25, 50, 75, 100).
    static func step(for span: Double, intervals: Int = 4) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(intervals, 1))
        let power = pow(10, floor(log10(raw)))
        for factor in [1, 2, 2.5, 5, 10] where factor * power >= raw * (1 - 1e-9) { return factor * power }
        return 10 * power
    }

    /// A numeric domain: from min(0, data min) to max(0, data max), both rounded out to a nice step,
    /// with its ticks. All-equal data spans one step.
    static func numeric(lower dataLower: Double, upper dataUpper: Double, intervals: Int = 4, includesZero: Bool = true) -> AxisScale {
        var lower = includesZero ? min(0, dataLower) : dataLower, upper = includesZero ? max(0, dataUpper) : dataUpper
        if upper == lower { upper = lower + 1 }
        let step = step(for: upper - lower, intervals: intervals)
        lower = (lower / step).rounded(.down) * step
        upper = (upper / step).rounded(.up) * step
        return .linear(lower: lower, upper: upper, ticks: ticks(lower: lower, upper: upper, step: step), isDate: false)
    }

    /// A domain given by the chart (`chartYScale(domain:)`): exactly that, ticks at nice steps inside.
    static func fixed(lower: Double, upper: Double, isDate: Bool, intervals: Int = 4) -> AxisScale {
        if isDate { return date(lower: lower, upper: upper) }
        let step = step(for: upper - lower, intervals: intervals)
        let first = (lower / step).rounded(.up) * step
        return .linear(lower: lower, upper: upper, ticks: ticks(lower: first, upper: upper, step: step), isDate: false)
    }

    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower else { return [] }
        let count = min(Int(saturating: ((upper - lower) / step + 1e-9).rounded(.down)), 100)
        return (0...max(count, 0)).map { lower + Double($0) * step }.map { abs($0) < step * 1e-9 ? 0 : $0 }
    }

    /// Steps a time axis may take, in seconds.
    static let dateSteps: [Double] = [60, 300, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200,
                                      86_400, 172_800, 604_800, 1_209_600, 2_592_000, 7_776_000, 31_536_000]

    /// A time axis: exactly the data's range (one day if it is a single instant), ticks at the first
    /// step of `dateSteps` giving at most 5 labels, aligned to midnight UTC.
    static func date(lower: Double, upper: Double) -> AxisScale {
        var lower = lower, upper = upper
        if upper <= lower { lower -= 43_200; upper += 43_200 }
        let raw = (upper - lower) / 5
        let step = dateSteps.first { $0 >= raw } ?? dateSteps[dateSteps.count - 1]
        let first = (lower / step).rounded(.up) * step
        var ticks: [Double] = []
        var tick = first
        while tick <= upper + 1e-6, ticks.count < 100 { ticks.append(tick); tick += step }
        return .linear(lower: lower, upper: upper, ticks: ticks, isDate: true)
    }
}
