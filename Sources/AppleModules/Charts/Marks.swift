import Foundation
import WidgetRender

/// A mark: one `MarkSpec`, drawn by the chart.
protocol SpecMark: PrimitiveChartContent { var spec: MarkSpec { get } }
extension SpecMark {
    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}

/// A bar, as Swift Charts' `BarMark`: from the baseline (0) to the value on the numeric axis, across
/// the band of its category (or its date unit) on the other.
nonisolated public struct BarMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .bar)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                           width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                           stacking: MarkStackingMethod = .standard) {
        spec.setX(x); spec.setY(y)
        spec.thickness = width == .automatic ? height : width
        spec.stacked = stacking != .unstacked
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                           width: MarkDimension = .automatic) {
        spec.setX(x); spec.yStart = yStart.value; spec.yEnd = yEnd.value; spec.yLabel = yStart.label
        spec.thickness = width
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                           height: MarkDimension = .automatic) {
        spec.setY(y); spec.xStart = xStart.value; spec.xEnd = xEnd.value; spec.xLabel = xStart.label
        spec.thickness = height
    }
}

/// How bars sharing a category combine. Only `.standard` (stacked) and `.unstacked` change the drawing.
public struct MarkStackingMethod: Equatable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// A point of a line, as Swift Charts' `LineMark`: marks of one series join in data order.
nonisolated public struct LineMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .line)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.setX(x); spec.setY(y)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        spec.setX(x); spec.setY(y); spec.lineSeries = series.value.categoryName
    }
}

/// A point of a filled area, as Swift Charts' `AreaMark`: from the baseline (or `yStart`) to the value.
nonisolated public struct AreaMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .area)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        spec.setX(x); spec.setY(y); spec.stacked = stacking != .unstacked
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                         stacking: MarkStackingMethod = .standard) {
        spec.setX(x); spec.setY(y); spec.lineSeries = series.value.categoryName; spec.stacked = stacking != .unstacked
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.setX(x); spec.yStart = yStart.value; spec.yEnd = yEnd.value; spec.yLabel = yStart.label
    }
}

/// A symbol at a point, as Swift Charts' `PointMark`.
nonisolated public struct PointMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .point)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.setX(x); spec.setY(y)
    }
}

/// A straight line across the plot, as Swift Charts' `RuleMark`: `RuleMark(y:)` is horizontal,
/// `RuleMark(x:)` vertical; with start and end it spans only that range.
nonisolated public struct RuleMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .rule)

    public init<Y: Plottable>(y: PlottableValue<Y>) { spec.setY(y) }
    public init<X: Plottable>(x: PlottableValue<X>) { spec.setX(x) }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.setX(x); spec.yStart = yStart.value; spec.yEnd = yEnd.value
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.setY(y); spec.xStart = xStart.value; spec.xEnd = xEnd.value
    }
}

/// A rectangle, as Swift Charts' `RectangleMark`: between start and end values on an axis, or
/// centred on a value with a width or height (automatic: the category's band, or 20 pt on a
/// continuous axis, ours), or across the whole plot on an axis it does not name (a highlighted
/// range, a heat-map cell).
nonisolated public struct RectangleMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .rectangle)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                           width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        spec.x = x.value; spec.xLabel = x.label; spec.y = y.value; spec.yLabel = y.label
        spec.width = width; spec.height = height
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                           yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.xStart = xStart.value; spec.xEnd = xEnd.value; spec.xLabel = xStart.label
        spec.yStart = yStart.value; spec.yEnd = yEnd.value; spec.yLabel = yStart.label
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                           height: MarkDimension = .automatic) {
        spec.xStart = xStart.value; spec.xEnd = xEnd.value; spec.xLabel = xStart.label
        spec.y = y.value; spec.yLabel = y.label; spec.height = height
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                           width: MarkDimension = .automatic) {
        spec.x = x.value; spec.xLabel = x.label; spec.width = width
        spec.yStart = yStart.value; spec.yEnd = yEnd.value; spec.yLabel = yStart.label
    }
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        spec.xStart = xStart.value; spec.xEnd = xEnd.value; spec.xLabel = xStart.label
    }
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.yStart = yStart.value; spec.yEnd = yEnd.value; spec.yLabel = yStart.label
    }
}

/// A slice of a pie or donut, as Swift Charts' `SectorMark` (iOS 17): its angle is its share of the
/// sum of all sectors' values, clockwise from 12 o'clock in declaration order.
nonisolated public struct SectorMark: ChartContent, SpecMark {
    public typealias Body = Never
    var spec = MarkSpec(kind: .sector)

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        spec.angle = angle.value.continuous ?? 0
        spec.xLabel = angle.label
        spec.innerRadius = innerRadius; spec.outerRadius = outerRadius
        spec.angularInset = angularInset ?? 0
    }
}
