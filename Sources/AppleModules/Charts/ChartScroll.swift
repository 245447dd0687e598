import Foundation
import WidgetRender

// Scrolling charts (iOS 17: `chartScrollableAxes`, `chartXVisibleDomain(length:)`,
// `chartScrollPosition(initialX:)`). A widget never scrolls, so it shows the chart at its initial
// scroll position: on a scrollable axis with a visible length, the axis's scale is cut to that
// window, the marks outside it are clipped at the plot's edges, and the axis labels are the
// window's. Without a visible length the whole domain fits, as before (docs/charts.md "Scrolling").

/// One axis's scrolling as the modifiers set it.
struct ChartScrolling: Equatable {
    /// `chartXVisibleDomain(length:)`: seconds on a date axis, units on a number axis, a count of
    /// categories on a category axis.
    var visibleLength: ChartValue?
    /// `chartScrollPosition(initialX:)`: the value at the window's leading (or bottom) edge.
    var initialPosition: ChartValue?

    /// `scale` cut to the visible window; nil when the window shows the whole scale.
    func window(of scale: AxisScale) -> AxisScale? {
        guard let length = visibleLength?.continuous, length.isFinite, length > 0 else { return nil }
        switch scale {
        case .linear(let lower, let upper, _, let isDate):
            guard length < upper - lower else { return nil }
            // The scroll position stays within the content, as a scroll view's does.
            let start = min(max(initialPosition?.continuous ?? lower, lower), upper - length)
            return isDate ? NiceScale.date(lower: start, upper: start + length)
                          : NiceScale.fixed(lower: start, upper: start + length, isDate: false)
        case .band(let categories):
            let shown = max(1, Int(saturating: length.rounded(.down)))
            guard shown < categories.count else { return nil }
            let first = initialPosition.flatMap { categories.firstIndex(of: $0.categoryName) } ?? 0
            let start = min(first, categories.count - shown)
            return .band(categories: Array(categories[start..<(start + shown)]))
        }
    }
}

extension AxisScale {
    /// Whether `value` lies in the scale's domain (a scrolled chart counts only the values it shows).
    func contains(_ value: ChartValue) -> Bool {
        switch self {
        case .linear(let lower, let upper, _, _):
            guard let number = value.continuous else { return false }
            return number >= lower && number <= upper
        case .band(let categories):
            return categories.contains(value.categoryName)
        }
    }
}

nonisolated extension View {
    /// The axes the chart scrolls along; only those use their visible length.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartOptions { $0.scrollableAxes = axes }
    }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        let value = chartValue(of: length)
        return chartOptions { $0.xScrolling.visibleLength = value }
    }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
        let value = chartValue(of: length)
        return chartOptions { $0.yScrolling.visibleLength = value }
    }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let value = chartValue(of: initialX)
        return chartOptions { $0.xScrolling.initialPosition = value }
    }
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let value = chartValue(of: initialY)
        return chartOptions { $0.yScrolling.initialPosition = value }
    }
}
