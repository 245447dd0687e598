import Foundation
import WidgetRender

// `Visibility` (the chart modifiers' `.automatic`, `.visible`, `.hidden`) is SwiftUI's, in WidgetViews.

/// A domain given to `chartXScale(domain:)` / `chartYScale(domain:)`, as Swift Charts' `ScaleDomain`:
/// a closed range or range of numbers or dates, or an array of categories.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// `.automatic` as a scale domain.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainLowering {
    let includesZero: Bool?
    public init() { includesZero = nil }
    init(includesZero: Bool?) { self.includesZero = includesZero }
    /// The data's own domain; with `includesZero: false` a numeric axis starts near the data, not at 0.
    var chartDomain: ChartDomain? { includesZero == false ? .automaticWithoutZero : nil }
}
extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

/// A domain lowered to values.
enum ChartDomain: Equatable {
    case range(ChartValue, ChartValue)
    case categories([String])
    /// The data's range rounded to nice steps, without stretching to include 0.
    case automaticWithoutZero
}

protocol ScaleDomainLowering { var chartDomain: ChartDomain? { get } }
extension ClosedRange: ScaleDomainLowering where Bound: Plottable {
    var chartDomain: ChartDomain? { .range(chartValue(of: lowerBound), chartValue(of: upperBound)) }
}
extension Range: ScaleDomainLowering where Bound: Plottable {
    var chartDomain: ChartDomain? { .range(chartValue(of: lowerBound), chartValue(of: upperBound)) }
}
extension Array: ScaleDomainLowering where Element: Plottable {
    var chartDomain: ChartDomain? { .categories(map { chartValue(of: $0).categoryName }) }
}

/// What the chart modifiers set; the chart reads it from the environment, so a modifier applies to
/// the charts inside the view it modifies, as SwiftUI's do.
struct ChartOptions {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var xDomain: ChartDomain?
    var yDomain: ChartDomain?
    var xMarks: AxisMarks?
    var yMarks: AxisMarks?
    /// `chartForegroundStyleScale`: series name → style, in the order given.
    var styleScale: [(String, AnyShapeStyle)] = []
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var xTitle: String?
    var yTitle: String?
    var yTitleLeading = false
    var background: ((ChartProxy) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
    var decorationAlignment: Alignment = .center
    /// Scrolling (ChartScroll.swift): the window a widget shows on each scrollable axis.
    var scrollableAxes: Axis.Set = []
    var xScrolling = ChartScrolling()
    var yScrolling = ChartScrolling()
}

/// What `chartBackground` and `chartOverlay` content is told about the chart, as Swift Charts'
/// `ChartProxy`: the plot's size and where a value lands in it.
public struct ChartProxy {
    let plan: ChartPlan
    let geometry: ChartGeometry
    /// The plot area's size (within the chart's frame, less the axis labels).
    public var plotSize: CGSize { geometry.plot.size }
    public var plotAreaSize: CGSize { plotSize }
    /// The x of `value` from the plot's leading edge, or nil when it is off the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { geometry.px(plan, chartValue(of: value)) }
    /// The y of `value` from the plot's top edge, or nil when it is off the y scale.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { geometry.py(plan, chartValue(of: value)) }
}

struct ChartOptionsKey: EnvironmentKey {
    static var defaultValue: ChartOptions { ChartOptions() }
}

extension EnvironmentValues {
    var chartOptions: ChartOptions {
        get { self[ChartOptionsKey.self] }
        set { self[ChartOptionsKey.self] = newValue }
    }
}

/// The plot area handed to `chartPlotStyle { $0.… }`: the gridlines and marks, sized to the plot.
nonisolated public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}

/// A modifier that changes the chart options of its subtree.
nonisolated struct ChartOptionsModifier<Content: View>: View {
    @Environment(\.chartOptions) var options
    let content: Content
    let change: (inout ChartOptions) -> Void
    var body: some View {
        var changed = options
        change(&changed)
        return content.environment(\.chartOptions, changed)
    }
}

nonisolated extension View {
    func chartOptions(_ change: @escaping (inout ChartOptions) -> Void) -> some View {
        ChartOptionsModifier(content: self, change: change)
    }

    public func chartXAxis(_ visibility: Visibility) -> some View { chartOptions { $0.xAxis = visibility } }
    public func chartYAxis(_ visibility: Visibility) -> some View { chartOptions { $0.yAxis = visibility } }
    public func chartLegend(_ visibility: Visibility) -> some View { chartOptions { $0.legend = visibility } }
    /// Accepted; the legend is drawn below the plot, leading (ours).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartOptions { _ in }
    }

    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content().axisMarks.first
        return chartOptions { $0.xMarks = marks; if marks == nil { $0.xAxis = .hidden } }
    }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content().axisMarks.first
        return chartOptions { $0.yMarks = marks; if marks == nil { $0.yAxis = .hidden } }
    }

    /// An axis title: the x title in a row below the chart, the y title in a row above it, on the
    /// y axis's side (trailing unless `position: .leading`), caption 2 in the secondary style,
    /// not rotated (ours; docs/charts.md "Axes").
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = String(label)
        return chartOptions { $0.xTitle = title }
    }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let title = String(label)
        return chartOptions { $0.yTitle = title; $0.yTitleLeading = position == .leading }
    }

    /// A view behind the chart, given the chart's proxy (`ChartProxy`); it fills the chart's frame
    /// and is centred in it, as the label in a donut's hole usually is.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartOptions { options in options.background = { proxy in AnyView(content(proxy)) }; options.decorationAlignment = alignment }
    }

    /// A view over the chart, given the chart's proxy; laid out as `chartBackground`'s.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartOptions { options in options.overlay = { proxy in AnyView(content(proxy)) }; options.decorationAlignment = alignment }
    }

    public func chartXScale<D: ScaleDomain>(domain: D) -> some View {
        let lowered = (domain as? ScaleDomainLowering)?.chartDomain
        return chartOptions { $0.xDomain = lowered }
    }
    public func chartYScale<D: ScaleDomain>(domain: D) -> some View {
        let lowered = (domain as? ScaleDomainLowering)?.chartDomain
        return chartOptions { $0.yDomain = lowered }
    }

    /// Series colors by name: `chartForegroundStyleScale(["Walk": .green, "Run": .orange])`.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let pairs = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
        return chartOptions { $0.styleScale = pairs }
    }
    /// Series colors in order of `domain`.
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        let pairs = zip(domain, range).map { ($0, AnyShapeStyle($1)) }
        return chartOptions { $0.styleScale = pairs }
    }

    /// The plot area (gridlines and marks) passed through `content`, e.g. `$0.background(.gray.opacity(0.1))`.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartOptions { $0.plotStyle = { AnyView(content($0)) } }
    }
}
