import Foundation
import WidgetRender

/// One mark as the chart draws it: what the mark's initializer and its modifiers said, lowered to
/// plain values. Built by `collectMarks`, read by `ChartPlan` and `ChartGeometry`.
struct MarkSpec {
    enum Kind: Equatable { case bar, line, area, point, rule, sector, rectangle }

    var kind: Kind
    var x: ChartValue?
    var y: ChartValue?
    var xStart: ChartValue?, xEnd: ChartValue?
    var yStart: ChartValue?, yEnd: ChartValue?
    var xLabel = "", yLabel = ""
    /// A bar's width (vertical bars) or height (horizontal bars) across its band.
    var thickness: MarkDimension = .automatic
    /// Bars sharing a category stack (`.standard`, the default) unless `.unstacked`.
    var stacked = true
    // Sector marks.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    // Style.
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the series this mark belongs to, colored from the palette.
    var seriesKey: String?
    /// `position(by:)`: bars of one category with different keys stand side by side (not stacked).
    var positionKey: String?
    /// A rectangle's size across an axis without start and end (`RectangleMark(x:y:width:height:)`).
    var width: MarkDimension = .automatic, height: MarkDimension = .automatic
    /// `LineMark(x:y:series:)`: which line the point joins (defaults to `seriesKey`).
    var lineSeries: String?
    var interpolation: InterpolationMethod = .linear
    var strokeStyle: StrokeStyle?
    var symbol: BasicChartSymbolShape?
    /// `symbol { view }`: a view centered on each point instead of a built-in shape.
    var symbolView: AnyView?
    /// `clipShape(_:style:)`: a bar or rectangle is clipped to this shape in its own frame.
    var clipShape: AnyShape?
    var symbolSize: CGFloat?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    /// `shadow(color:radius:x:y:)`: a drop shadow under each shape the mark draws.
    var shadow: ChartShadow?
    var annotations: [MarkAnnotation] = []

    init(kind: Kind) { self.kind = kind }

    /// The line this mark joins: explicit series, else the style series, else the one default line.
    var lineKey: String { lineSeries ?? seriesKey ?? "" }

    mutating func setX<V: Plottable>(_ value: PlottableValue<V>) {
        x = value.value; xLabel = value.label
        if let span = value.span, kind == .bar { xStart = .date(span.start); xEnd = .date(span.end) }
    }
    mutating func setY<V: Plottable>(_ value: PlottableValue<V>) {
        y = value.value; yLabel = value.label
        if let span = value.span, kind == .bar { yStart = .date(span.start); yEnd = .date(span.end) }
    }
}

/// An `annotation(position:…)` view and where it sits around its mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat
    var view: AnyView
}

/// A size of a mark, as Swift Charts' `MarkDimension`: automatic, a fixed number of points, a ratio
/// of the available space, or the available space minus an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Equatable {
    enum Storage: Equatable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let storage: Storage

    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }

    init(storage: Storage) { self.storage = storage }
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The length in points out of `available` points; `automatic` when automatic.
    func resolve(available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let value): value
        case .ratio(let ratio): available * ratio
        case .inset(let inset): max(0, available - inset)
        }
    }
}
