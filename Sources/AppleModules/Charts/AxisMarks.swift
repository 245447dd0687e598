import Foundation
import WidgetRender

/// What `chartXAxis { … }` / `chartYAxis { … }` hold, as Swift Charts' `AxisContent`.
public protocol AxisContent { var axisMarks: [AxisMarks] { get } }

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildBlock() -> AxisContentList { AxisContentList(axisMarks: []) }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentList {
        var marks: [AxisMarks] = []
        for part in repeat each content { marks += part.axisMarks }
        return AxisContentList(axisMarks: marks)
    }
    public static func buildOptional(_ content: AxisContentList?) -> AxisContentList { content ?? AxisContentList(axisMarks: []) }
    public static func buildEither(first content: AxisContentList) -> AxisContentList { content }
    public static func buildEither(second content: AxisContentList) -> AxisContentList { content }
}

public struct AxisContentList: AxisContent { public let axisMarks: [AxisMarks] }

/// Where an axis's labels go, as Swift Charts' `AxisMarkPosition`. Ours: y labels honour
/// `.leading` / `.trailing`; x labels are always drawn at the bottom.
public enum AxisMarkPosition: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

/// Accepted, as Swift Charts' `AxisMarkPreset`; every preset draws like `.automatic` (ours).
public enum AxisMarkPreset: Hashable, Sendable { case automatic, extended, aligned, inset }

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Storage { case automatic(Int?), stride(Double), values([ChartValue]) }
    let storage: Storage
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .stride(step))
    }
    /// Ours: a calendar unit is taken as a fixed number of seconds (a month is 30 days).
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        let seconds: Double = switch component {
        case .second: 1
        case .minute: 60
        case .hour: 3_600
        case .day, .weekday: 86_400
        case .weekOfYear, .weekOfMonth: 604_800
        case .month: 2_592_000
        case .year: 31_536_000
        default: 86_400
        }
        return AxisMarkValues(storage: .stride(seconds * Double(max(count, 1))))
    }
}

/// A value an axis marks, handed to `AxisMarks { value in … }`, as Swift Charts' `AxisValue`.
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: ChartValue

    /// The value as `type`, if it is one (numbers as any number type, dates, categories).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number):
            return (number as? P) ?? Int(exactly: number.rounded()).flatMap { $0 as? P } ?? (CGFloat(number) as? P) ?? (Float(number) as? P)
        case .date(let date): return date as? P
        case .category(let name):
            if let string = name as? P { return string }
            if let primitive = name as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
            return nil
        }
    }
}

/// One part of an axis mark: a gridline, a tick, or a label.
public protocol AxisMark { var axisPart: AxisPart { get } }

/// What an axis mark contributes at one value (internal detail of `AxisMark`).
public struct AxisPart {
    var gridLine = false
    /// The gridline's own style and stroke (`AxisGridLine(stroke:)`, `.foregroundStyle(_:)`); nil: ours.
    var gridStyle: AnyShapeStyle?
    var gridStroke: StrokeStyle?
    /// The label at a value, given our default text and the chart's time zone.
    var label: ((ChartValue, String, TimeZone) -> AxisLabel)?
    var children: [AxisPart] = []
}

@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisPart { mark.axisPart }
    public static func buildBlock(_ parts: AxisPart...) -> AxisPart { AxisPart(children: parts) }
    public static func buildOptional(_ part: AxisPart?) -> AxisPart { part ?? AxisPart() }
    public static func buildEither(first part: AxisPart) -> AxisPart { part }
    public static func buildEither(second part: AxisPart) -> AxisPart { part }
}

/// A gridline at the value, in our style (docs/charts.md) unless `stroke` or `foregroundStyle(_:)` says.
public struct AxisGridLine: AxisMark {
    var style: AnyShapeStyle?
    let stroke: StrokeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    public var axisPart: AxisPart { AxisPart(gridLine: true, gridStyle: style, gridStroke: stroke) }

    /// The gridline drawn in `style` instead of the tertiary style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var line = self; line.style = AnyShapeStyle(style); return line
    }
}

/// Accepted; ticks are not drawn (ours: Swift Charts' ticks are mostly hidden in widgets).
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public var axisPart: AxisPart { AxisPart() }
    /// Accepted, as the tick it styles is not drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}

/// The value's label: the default text, a format, a string, or a view.
public struct AxisValueLabel: AxisMark {
    let make: (ChartValue, String, TimeZone) -> AxisLabel
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        make = { _, text, _ in AxisLabel(text: text) }
    }
    /// `multiLabelAlignment`, `offsetsMarks`, `orientation` and the spacings are accepted and not
    /// applied, as in the initializer without a format.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil) where F.FormatOutput == String {
        make = { value, text, timeZone in
            // A date style without a zone of its own formats in the chart's zone (ours: renders
            // never depend on the machine's zone).
            var format = format
            if var style = format as? Date.FormatStyle, style.timeZone == .autoupdatingCurrent || style.timeZone == .current {
                style.timeZone = timeZone
                format = (style as? F) ?? format
            }
            let input: F.FormatInput? = switch value {
            case .date(let date): date as? F.FormatInput
            case .number(let number): (number as? F.FormatInput) ?? Int(exactly: number.rounded()).flatMap { $0 as? F.FormatInput }
            case .category(let name): name as? F.FormatInput
            }
            return AxisLabel(text: input.map { format.format($0) } ?? text)
        }
    }
    public init<S: StringProtocol>(_ label: S) {
        let string = String(label)
        make = { _, _, _ in AxisLabel(text: string) }
    }
    public init<C: View>(@ViewBuilder content: @escaping () -> C) {
        make = { _, text, _ in AxisLabel(text: text, view: AnyView(content().font(.caption2).foregroundStyle(.secondary))) }
    }
    init(make: @escaping (ChartValue, String, TimeZone) -> AxisLabel) { self.make = make }
    public var axisPart: AxisPart { AxisPart(label: make) }

    /// The label drawn in `style` instead of the secondary style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        let make = self.make
        return AxisValueLabel { value, text, zone in
            let label = make(value, text, zone)
            return AxisLabel(text: label.text, view: AnyView(label.view.foregroundStyle(style)))
        }
    }

    /// The label in `font` instead of caption2.
    public func font(_ font: Font?) -> AxisValueLabel {
        let make = self.make
        return AxisValueLabel { value, text, zone in
            let label = make(value, text, zone)
            return AxisLabel(text: label.text, view: AnyView(label.view.font(font)))
        }
    }
}

public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let truncate = AxisValueLabelCollisionResolution()
    public static let greedy = AxisValueLabelCollisionResolution()
}
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
}

/// An axis's marks, as Swift Charts' `AxisMarks`: which values, where the labels go, and what is
/// drawn at each value (default: a gridline and a label).
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// What to draw at a value; nil = the default gridline and label.
    let content: ((AxisValue) -> AxisPart)?

    public var axisMarks: [AxisMarks] { [self] }

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.position = position; self.values = values; self.content = nil
    }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisPart) {
        self.position = position; self.values = values; self.content = content
    }
    public init<V: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                             values: V, stroke: StrokeStyle? = nil) where V.Element: Plottable {
        self.position = position; self.values = AxisMarkValues(storage: .values(values.map { chartValue(of: $0) })); self.content = nil
    }
    public init<V: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                             values: V, @AxisMarkBuilder content: @escaping (AxisValue) -> AxisPart) where V.Element: Plottable {
        self.position = position; self.values = AxisMarkValues(storage: .values(values.map { chartValue(of: $0) })); self.content = content
    }

    /// Whether a gridline and which label (nil: none) to draw at `value` (`defaultText`: our formatting).
    func parts(at value: ChartValue, index: Int, count: Int, defaultText: String,
               timeZone: TimeZone) -> (gridLine: Bool, gridStyle: GridLineStyle?, label: AxisLabel?) {
        guard let content else { return (true, nil, AxisLabel(text: defaultText)) }
        var grid = false, label: AxisLabel?, style: GridLineStyle?
        func walk(_ part: AxisPart) {
            if part.gridLine, style == nil, part.gridStyle != nil || part.gridStroke != nil {
                style = GridLineStyle(style: part.gridStyle, stroke: part.gridStroke)
            }
            grid = grid || part.gridLine
            if label == nil, let make = part.label { label = make(value, defaultText, timeZone) }
            part.children.forEach(walk)
        }
        walk(content(AxisValue(index: index, count: count, value: value)))
        return (grid, style, label)
    }
}

/// A gridline's own look: its style (nil: tertiary) and stroke (nil: 0.5 pt).
struct GridLineStyle {
    var style: AnyShapeStyle?
    var stroke: StrokeStyle?
}

/// An axis label: caption2 in the secondary style, one line.
nonisolated struct ChartLabelText: View {
    let text: String
    var body: some View {
        Text(verbatim: text).font(.caption2).foregroundStyle(.secondary).lineLimit(1).fixedSize()
    }
}

/// A label an axis draws at a value: its text (for the room it takes, estimated) and its view
/// (a view label's room is estimated from our default text, ours).
public struct AxisLabel {
    let text: String
    let view: AnyView
    init(text: String, view: AnyView? = nil) {
        self.text = text
        self.view = view ?? AnyView(ChartLabelText(text: text))
    }
}
