import Foundation
import WidgetRender

/// Chart content with one change to each of its marks (what every mark modifier returns).
nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let change: (inout MarkSpec) -> Void
    func collect(into marks: inout [MarkSpec]) {
        var inner = collectMarks(content)
        for index in inner.indices { change(&inner[index]) }
        marks.append(contentsOf: inner)
    }
}

nonisolated extension ChartContent {
    func modified(_ change: @escaping (inout MarkSpec) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Fills (or strokes) the marks with `style`: a color, a gradient, any shape style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.style = AnyShapeStyle(style) }
    }

    /// Colors the marks by series: each distinct value takes the next color of the palette
    /// (`ChartPalette`), or the color `chartForegroundStyleScale` gives it, and shows in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.value.categoryName
        return modified { $0.seriesKey = key }
    }

    /// Places bars that share a category side by side, one slot of the category's band per
    /// distinct value, in order of appearance (grouped bars), instead of stacking them.
    /// `axis` and `span` are accepted: the slots split the bar's automatic width (ours).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.value.categoryName
        return modified { $0.positionKey = key }
    }

    /// How a line or area runs between its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// A drop shadow under the marks' shapes, as `View.shadow(color:radius:x:y:)` draws one (the same
    /// default color, black at 33 %).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some ChartContent {
        let shadow = ChartShadow(color: color, radius: radius, x: x, y: y)
        return modified { $0.shadow = shadow }
    }

    /// The stroke of a line or rule (width, dash, cap, join).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.strokeStyle = style }
    }

    /// A symbol at each point of a line, or the shape of a point mark.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = (symbol as? BasicChartSymbolShape) ?? .circle
        return modified { $0.symbol = shape }
    }

    /// A view drawn centered on each point of a line, or as a point mark, in place of a symbol shape.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbolView = view }
    }

    /// Clips bars and rectangles to `shape` in the mark's own frame (iOS 17); `style` is accepted.
    /// Other marks are drawn unclipped (ours).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyShape(shape)
        return modified { $0.clipShape = clip }
    }

    /// Colors by series from the palette; we draw every series' symbol as a circle (ours).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.symbol == nil { $0.symbol = .circle } }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// The symbol's size in points; we take its area (width × height).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size.width * size.height }
    }

    /// Rounds the corners of bars (all four, ours: `style` is accepted).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// A view beside the mark (above a vertical bar, after a horizontal one, above a point or a
    /// rule by default), lined up with the mark's edge or center by `alignment`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing ?? 4, view: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// Accepted; a still chart has no accessibility tree.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}

/// Where an annotation sits around its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Equatable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// How a line joins its points, as Swift Charts' `InterpolationMethod` (the curves: `Interpolation.swift`).
public struct InterpolationMethod: Equatable {
    enum Kind: Equatable { case linear, monotone, catmullRom, cardinal(tension: Double), stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// Ours: `alpha` is accepted and the uniform curve drawn.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
}

/// A symbol a chart can draw at a point, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape {}

/// The built-in symbols, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
    enum Kind: Equatable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    let filled: Bool
    public static let circle = BasicChartSymbolShape(kind: .circle, filled: true)
    public static let square = BasicChartSymbolShape(kind: .square, filled: true)
    public static let triangle = BasicChartSymbolShape(kind: .triangle, filled: true)
    public static let diamond = BasicChartSymbolShape(kind: .diamond, filled: true)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon, filled: true)
    public static let plus = BasicChartSymbolShape(kind: .plus, filled: true)
    public static let cross = BasicChartSymbolShape(kind: .cross, filled: true)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk, filled: true)
    /// The outline only.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape { BasicChartSymbolShape(kind: kind, filled: false) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
