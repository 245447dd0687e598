import Foundation
import WidgetRender

/// One thing the plot draws, in plot coordinates (origin at the plot's top-left), in mark order.
enum ChartItem {
    case bar(rect: CGRect, cornerRadius: CGFloat, clip: AnyShape?, style: AnyShapeStyle, opacity: Double)
    case fill(Path, style: AnyShapeStyle, opacity: Double)
    case stroke(Path, style: AnyShapeStyle, stroke: StrokeStyle, opacity: Double)
    /// A view placed so that its `alignment` point lies at `anchor`.
    case view(AnyView, anchor: CGPoint, alignment: Alignment)
    /// An item with a drop shadow (`shadow(color:radius:x:y:)` on its mark).
    indirect case shadowed(ChartItem, ChartShadow)
}

/// A mark's drop shadow, drawn as `View.shadow(color:radius:x:y:)` draws one.
struct ChartShadow {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
}

/// An axis label in chart coordinates: the view, the point it hangs from, and which of its points hangs there.
struct ChartAxisLabel {
    var view: AnyView
    var text: String
    var anchor: CGPoint
    var alignment: Alignment
}

/// Our label metrics (docs/charts.md "Axes"): caption2 (11 pt) is estimated at 6.2 pt a digit,
/// 7.4 an uppercase letter, 6.1 another letter, 3.5 anything else, and 13 pt a line; labels keep
/// 4 pt from the plot and from each other.
enum ChartMetrics {
    static let characterWidth: CGFloat = 6.2
    static let lineHeight: CGFloat = 13
    static let labelGap: CGFloat = 4
    static let barRatio: CGFloat = 0.7
    static let lineWidth: CGFloat = 2
    static let gridLineWidth: CGFloat = 0.5
    static let pointSymbolArea: CGFloat = 64
    static let lineSymbolArea: CGFloat = 36
    /// A `RectangleMark` centred on a continuous value without a width or height (ours).
    static let rectangleSide: CGFloat = 20

    static func estimatedWidth(_ text: String) -> CGFloat {
        text.reduce(0) { width, character in
            width + (character.isNumber ? characterWidth : character.isUppercase ? 7.4 : character.isLetter ? 6.1 : 3.5)
        }
    }
}

/// The size-dependent part of a chart: where the plot sits, what it draws, the gridlines and labels.
struct ChartGeometry {
    var plot: CGRect
    var items: [ChartItem] = []
    /// Gridlines in plot coordinates, in our style.
    var gridLines = Path()
    /// Gridlines with their own style or stroke (`AxisGridLine`), in plot coordinates.
    var styledGridLines: [(path: Path, look: GridLineStyle)] = []
    var labels: [ChartAxisLabel] = []

    init(plan: ChartPlan, size: CGSize, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        plot = CGRect(origin: .zero, size: size)
        if plan.isPie { layoutPie(plan); return }
        let yTicks = axisTicks(plan.yScale, marks: plan.options.yMarks, visible: plan.options.yAxis != .hidden, timeZone: timeZone)
        let xTicks = axisTicks(plan.xScale, marks: plan.options.xMarks, visible: plan.options.xAxis != .hidden, timeZone: timeZone)
        let leading = plan.options.yMarks?.position == .leading
        let yLabelWidth = yTicks.compactMap { $0.label == nil ? nil : ChartMetrics.estimatedWidth($0.text) }.max()
        let xHasLabels = xTicks.contains { $0.label != nil }
        var plot = CGRect(origin: .zero, size: size)
        if let yLabelWidth {
            plot.size.width -= yLabelWidth + ChartMetrics.labelGap
            if leading { plot.origin.x = yLabelWidth + ChartMetrics.labelGap }
        }
        if xHasLabels { plot.size.height -= ChartMetrics.lineHeight + ChartMetrics.labelGap }
        plot.size.width = max(plot.width, 1); plot.size.height = max(plot.height, 1)
        self.plot = plot

        // Horizontal gridlines and y labels.
        for tick in yTicks {
            guard let scale = plan.yScale, let offset = scale.offset(of: tick.value, length: plot.height) else { continue }
            let y = scale.isBand ? offset : plot.height - offset
            if tick.gridLine, plan.yScale?.isBand == false {
                addGridLine(from: CGPoint(x: 0, y: y), to: CGPoint(x: plot.width, y: y), look: tick.gridStyle)
            }
            if let view = tick.label {
                let labelY = min(max(plot.minY + y, ChartMetrics.lineHeight / 2), size.height - ChartMetrics.lineHeight / 2)
                labels.append(leading
                    ? ChartAxisLabel(view: view, text: tick.text, anchor: CGPoint(x: plot.minX - ChartMetrics.labelGap, y: labelY), alignment: .trailing)
                    : ChartAxisLabel(view: view, text: tick.text, anchor: CGPoint(x: plot.maxX + ChartMetrics.labelGap, y: labelY), alignment: .leading))
            }
        }
        // Vertical gridlines (continuous x only) and x labels, dropping labels that would overlap.
        var lastRight = -CGFloat.infinity
        for tick in xTicks {
            guard let x = plan.xScale?.offset(of: tick.value, length: plot.width) else { continue }
            if tick.gridLine, plan.xScale?.isBand == false {
                addGridLine(from: CGPoint(x: x, y: 0), to: CGPoint(x: x, y: plot.height), look: tick.gridStyle)
            }
            guard let view = tick.label else { continue }
            let width = ChartMetrics.estimatedWidth(tick.text)
            let isDate = tick.value.isDate
            var left = isDate ? plot.minX + x + 2 : plot.minX + x - width / 2
            if !isDate { left = min(max(left, 0), size.width - width) }
            guard left >= lastRight + ChartMetrics.labelGap, left + width <= size.width + 0.5 else { continue }
            lastRight = left + width
            labels.append(ChartAxisLabel(view: view, text: tick.text,
                                         anchor: CGPoint(x: left, y: plot.maxY + ChartMetrics.labelGap), alignment: .topLeading))
        }
        layoutMarks(plan)
    }

    /// Each tick of an axis: its value, label text and view (nil: no label), and whether it has a
    /// gridline, with its own look when an `AxisGridLine` gave one.
    struct Tick { var value: ChartValue; var text: String; var label: AnyView?; var gridLine: Bool; var gridStyle: GridLineStyle? = nil }

    private mutating func addGridLine(from start: CGPoint, to end: CGPoint, look: GridLineStyle?) {
        guard let look else { gridLines.move(to: start); gridLines.addLine(to: end); return }
        var path = Path()
        path.move(to: start); path.addLine(to: end)
        styledGridLines.append((path, look))
    }

    func axisTicks(_ scale: AxisScale?, marks: AxisMarks?, visible: Bool, timeZone: TimeZone) -> [Tick] {
        guard visible, let scale else { return [] }
        var values = scale.tickValues
        if let marks {
            switch marks.values.storage {
            case .values(let given): values = given
            case .automatic(let count?):
                if case .linear(let lower, let upper, _, let isDate) = scale, !isDate, count > 0 {
                    let step = NiceScale.step(for: upper - lower, intervals: count)
                    values = NiceScale.ticks(lower: (lower / step).rounded(.up) * step, upper: upper, step: step).map { .number($0) }
                }
            case .stride(let step):
                if case .linear(let lower, let upper, _, let isDate) = scale, step > 0 {
                    let ticks = NiceScale.ticks(lower: (lower / step).rounded(.up) * step, upper: upper, step: step)
                    values = ticks.map { isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
                }
            case .automatic(nil): break
            }
        }
        // Values outside a continuous domain are not marked.
        if case .linear(let lower, let upper, _, _) = scale {
            let slack = (upper - lower) * 1e-9
            values = values.filter { ($0.continuous ?? lower) >= lower - slack && ($0.continuous ?? upper) <= upper + slack }
        }
        let step = ChartLabelFormat.step(of: values)
        return values.enumerated().map { index, value in
            let text = ChartLabelFormat.text(value, step: step, timeZone: timeZone)
            if let marks {
                let parts = marks.parts(at: value, index: index, count: values.count, defaultText: text, timeZone: timeZone)
                return Tick(value: value, text: parts.label?.text ?? text, label: parts.label?.view, gridLine: parts.gridLine,
                            gridStyle: parts.gridStyle)
            }
            return Tick(value: value, text: text, label: AnyView(ChartLabelText(text: text)), gridLine: true)
        }
    }
}

extension ChartValue {
    var isDate: Bool { if case .date = self { true } else { false } }
}
