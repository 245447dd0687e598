import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

enum GaugeStyleKind: Hashable { case accessoryCircular, accessoryCircularCapacity, accessoryLinear, linearCapacity }

public protocol GaugeStyle { }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind
        switch style {
        case is AccessoryCircularGaugeStyle: kind = .accessoryCircular
        case is AccessoryCircularCapacityGaugeStyle: kind = .accessoryCircularCapacity
        case is AccessoryLinearGaugeStyle, is AccessoryLinearCapacityGaugeStyle: kind = .accessoryLinear
        default: kind = .linearCapacity
        }
        return environmentModifier("gaugeStyle") { $0.gaugeStyleKind = kind }
    }
}

/// A value in a range, lowered to primitives by style (ours, modelled on the iOS styles):
/// - accessoryCircular: a 270° open arc (track + value), current value centered, label in the opening;
/// - accessoryCircularCapacity: a full ring from 12 o'clock, current value centered;
/// - accessoryLinear / linearCapacity: a row of label and current value over a capsule bar,
///   minimum and maximum labels under it.
public struct Gauge: View, PrimitiveView {
    public typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    let label: AnyView
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?

    public init<V: BinaryFloatingPoint, Label: View>(value: V, in bounds: ClosedRange<V> = 0...1,
                                                     @ViewBuilder label: () -> Label) {
        self.value = Double(value); self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = AnyView(label()); currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }

    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.value = Double(value); self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
        minimumValueLabel = nil; maximumValueLabel = nil
    }

    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.value = Double(value); self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
        self.minimumValueLabel = AnyView(minimumValueLabel()); self.maximumValueLabel = AnyView(maximumValueLabel())
    }

    /// Ours: arc and ring 6 pt wide, bars 6 pt (accessory) or 4 pt tall.
    static let arcWidth = 6.0

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let environment = context.environment
        let (fraction, tint) = try context.checked { () throws -> (Double, ResolvedPaint) in
            let low = try Check.finite(bounds.lowerBound, "gauge lower bound")
            let high = try Check.finite(bounds.upperBound, "gauge upper bound")
            guard high > low else { throw CheckFailure("gauge range \(Check.format(low))…\(Check.format(high)) is empty") }
            let f = try ProgressView.fraction(value - low, of: high - low)
            return (f, try TintShapeStyle().resolvePaint(in: environment))
        }
        func nodes(_ view: AnyView?) throws -> [ResolvedNode] { try view.map { try resolveChildren($0, in: context) } ?? [] }
        let group = environment.drawGroup
        switch environment.gaugeStyleKind {
        case .accessoryCircular:
            let arc = Indicator.ring(fraction, tint: tint, lineWidth: Gauge.arcWidth, group: group, span: 0.75,
                                     startDegrees: 135)
            let center = ResolvedNode.stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil,
                                                          children: [arc] + (try nodes(currentValueLabel))))
            let bottom = ResolvedAlignment(horizontal: .center, vertical: .bottom)
            return .stack(ResolvedStack(axis: .depth, alignment: bottom, spacing: nil,
                                        children: [center] + (try nodes(label))))
        case .accessoryCircularCapacity:
            let ring = Indicator.ring(fraction, tint: tint, lineWidth: Gauge.arcWidth, group: group)
            return .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil,
                                        children: [ring] + (try nodes(currentValueLabel))))
        case .accessoryLinear, .linearCapacity:
            let height = environment.gaugeStyleKind == .accessoryLinear ? Gauge.arcWidth : ProgressView.barHeight
            let bar = Indicator.bar(fraction, tint: tint, height: height, group: group)
            var rows: [ResolvedNode] = []
            let top = try nodes(label) + nodes(currentValueLabel)
            if !top.isEmpty { rows.append(row(top)) }
            rows.append(bar)
            let ends = try nodes(minimumValueLabel) + nodes(maximumValueLabel)
            if !ends.isEmpty { rows.append(row(ends)) }
            return .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                        spacing: 4, children: rows))
        }
    }

    /// Leading and trailing items with flexible space between, as `HStack { a; Spacer(); b }`.
    private func row(_ items: [ResolvedNode]) -> ResolvedNode {
        let children = items.count == 2 ? [items[0], .spacer(minLength: nil), items[1]] : items
        return .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: nil, children: children))
    }
}
