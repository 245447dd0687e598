import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

enum GaugeStyleKind: Hashable { case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity }

@MainActor @preconcurrency public protocol GaugeStyle { }
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct DefaultGaugeStyle: GaugeStyle { public init() {} }

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}

nonisolated extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind
        switch style {
        case is AccessoryCircularGaugeStyle: kind = .accessoryCircular
        case is AccessoryCircularCapacityGaugeStyle: kind = .accessoryCircularCapacity
        case is AccessoryLinearGaugeStyle: kind = .accessoryLinear
        case is AccessoryLinearCapacityGaugeStyle: kind = .accessoryLinearCapacity
        default: kind = .linearCapacity
        }
        return environmentModifier("gaugeStyle") { $0.gaugeStyleKind = kind }
    }
}

/// A value in a range, lowered to primitives by style. Where labels go is Apple's (docs/views.md,
/// Gauge, cites each style's page); sizes and paints are ours:
/// - accessoryCircular: an open 270° ring with a marker disc at the value, `currentValueLabel` in the
///   center, the minimum and maximum labels in the opening at the bottom, else `label` there;
/// - accessoryCircularCapacity: a closed ring filled clockwise from 12 o'clock, `currentValueLabel`
///   in the center;
/// - accessoryLinear: a bar with a marker disc, minimum and maximum labels at its ends, else
///   `currentValueLabel` at its leading end;
/// - accessoryLinearCapacity / linearCapacity: `label` above a bar filled from the leading edge,
///   minimum and maximum labels at its ends, `currentValueLabel` below.
nonisolated public struct Gauge: View, PrimitiveView {
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
        func nodes(_ view: AnyView?, in context: ResolveContext = context) throws -> [ResolvedNode] {
            try view.map { try resolveChildren($0, in: context) } ?? []
        }
        let group = environment.drawGroup
        let label: AnyView? = environment.labelsHidden ? nil : self.label
        let ends = try nodes(minimumValueLabel) + nodes(maximumValueLabel)
        switch environment.gaugeStyleKind {
        case .accessoryCircular:
            let ring = Indicator.markedRing(fraction, tint: tint, lineWidth: Gauge.arcWidth, group: group)
            let center = ResolvedNode.stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil,
                                                          children: [ring] + (try nodes(currentValueLabel))))
            // The opening's labels are small (ours: caption2, one line, shrinking to half) so they
            // fit between the ring's ends.
            let small = context.withEnvironment { $0.font = .caption2; $0.lineLimit = 1; $0.minimumScaleFactor = 0.5 }
            // Ours: in from the sides by 16/76 of the gauge's size and up from the bottom by 4/76
            // keeps them between the ring's ends (at 7:30 and 4:30) in any circular accessory
            // (76 pt on a large iPhone, 50 pt on a 45-mm watch); the size is the resolve-time
            // estimate a Canvas gets (CanvasSizeHint.swift), at most 76 pt: the estimate is the
            // space around the gauge (a whole widget when nothing frames it), not the gauge.
            let opening = ends.isEmpty ? try nodes(label, in: small)
                : [.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 0, children:
                    try nodes(minimumValueLabel, in: small) + [.spacer(minLength: 0)] + nodes(maximumValueLabel, in: small)))]
            let bottom = ResolvedAlignment(horizontal: .center, vertical: .bottom)
            let size = min(environment.canvasSizeHint.map { min($0.width, $0.height) } ?? 76, 76)
            let inset = Insets(top: 0, leading: size * 16 / 76, bottom: size * 4 / 76, trailing: size * 16 / 76)
            return .stack(ResolvedStack(axis: .depth, alignment: bottom, spacing: nil,
                                        children: [center] + opening.map { .modified(.padding(inset), $0) }))
        case .accessoryCircularCapacity:
            let ring = Indicator.ring(fraction, tint: tint, lineWidth: Gauge.arcWidth, group: group)
            return .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil,
                                        children: [ring] + (try nodes(currentValueLabel))))
        case .accessoryLinear:
            let bar = Indicator.markedBar(fraction, tint: tint, height: Gauge.arcWidth, group: group)
            let leading = ends.isEmpty ? try nodes(currentValueLabel) : try nodes(minimumValueLabel)
            let trailing = ends.isEmpty ? [] : try nodes(maximumValueLabel)
            return .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 6,
                                        children: leading + [bar] + trailing))
        case .accessoryLinearCapacity, .linearCapacity:
            let height = environment.gaugeStyleKind == .accessoryLinearCapacity ? Gauge.arcWidth : ProgressView.barHeight
            let bar = Indicator.bar(fraction, tint: tint, height: height, group: group)
            var rows = try nodes(label)
            rows.append(ends.isEmpty ? bar : .stack(ResolvedStack(
                axis: .horizontal, alignment: .center, spacing: 6,
                children: try nodes(minimumValueLabel) + [bar] + nodes(maximumValueLabel))))
            rows += try nodes(currentValueLabel)
            return .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                        spacing: 4, children: rows))
        }
    }
}
