import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// A value in a range, lowered to primitives by style. Where labels go is Apple's (docs/views.md,
/// Gauge, cites each style's page); the accessory styles' size, paint and value label are scaled from
/// an iOS render (AccessoryGauge.swift, docs/platform.md §6), the rest is ours:
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

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let environment = context.environment
        let kind = environment.gaugeStyleKind
        let fraction = try context.checked { () throws -> Double in
            let low = try Check.finite(bounds.lowerBound, "gauge lower bound")
            let high = try Check.finite(bounds.upperBound, "gauge upper bound")
            guard high > low else { throw CheckFailure("gauge range \(Check.format(low))…\(Check.format(high)) is empty") }
            return try ProgressView.fraction(value - low, of: high - low)
        }
        if let custom = environment.customGaugeStyle {
            // A user style draws: its body gets the fraction and labels, and sees the style around it.
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: GaugeStyleConfiguration.Label(content: label),
                currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(content: $0) },
                minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(content: $0) },
                maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(content: $0) })
            return try custom.resolveBody(configuration, in: context, styleIn: \.customGaugeStyle)
        }
        let paint = try context.checked {
            kind == .linearCapacity ? try TintShapeStyle().resolvePaint(in: environment) : try AccessoryGauge.paint(in: environment)
        }
        func nodes(_ view: AnyView?, in context: ResolveContext = context) throws -> [ResolvedNode] {
            try view.map { try resolveChildren($0, in: context) } ?? []
        }
        let group = environment.drawGroup
        let metrics = AccessoryGaugeMetrics(environment)
        let label: AnyView? = environment.labelsHidden ? nil : self.label
        let ends = try nodes(minimumValueLabel) + nodes(maximumValueLabel)
        switch kind {
        case .accessoryCircular:
            let ring = Indicator.markedRing(fraction, tint: paint, lineWidth: metrics.lineWidth, group: group)
            let center = ResolvedNode.stack(ResolvedStack(
                axis: .depth, alignment: .center, spacing: nil,
                children: [ring] + (try AccessoryGauge.centerLabel(currentValueLabel, metrics: metrics, in: context))))
            // The opening's labels are small so they fit between the ring's ends (ours: iOS's caption2
            // size, 11 pt, on the 58-pt ring, scaled with it as the value label is; one line,
            // shrinking to half).
            let small = context.withEnvironment {
                $0.font = .system(size: metrics.openingFontSize); $0.lineLimit = 1; $0.minimumScaleFactor = 0.5
            }
            // Ours: in from the sides to the inner edge of the ring's ends (at 7:30 and 4:30: the
            // center line's radius × sin 45° from the middle, less half the stroke) and up from the
            // bottom by 4/76 of the ring keeps them in the opening, between the ends.
            let opening = ends.isEmpty ? try nodes(label, in: small)
                : [.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 0, children:
                    try nodes(minimumValueLabel, in: small) + [.spacer(minLength: 0)] + nodes(maximumValueLabel, in: small)))]
            let bottom = ResolvedAlignment(horizontal: .center, vertical: .bottom)
            let d = metrics.ringDiameter, w = metrics.lineWidth
            let side = d / 2 - (d - w) / 2 * sin(Double.pi / 4) + w / 2
            let inset = Insets(top: 0, leading: side, bottom: d * 4 / 76, trailing: side)
            return metrics.sized(.stack(ResolvedStack(axis: .depth, alignment: bottom, spacing: nil,
                                                      children: [center] + opening.map { .modified(.padding(inset), $0) })))
        case .accessoryCircularCapacity:
            return try AccessoryGauge.capacityRing(fraction, paint: paint, value: currentValueLabel, group: group, in: context)
        case .accessoryLinear:
            let bar = Indicator.markedBar(fraction, tint: paint, height: metrics.lineWidth, group: group)
            let leading = ends.isEmpty ? try nodes(currentValueLabel) : try nodes(minimumValueLabel)
            let trailing = ends.isEmpty ? [] : try nodes(maximumValueLabel)
            return .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 6,
                                        children: leading + [bar] + trailing))
        case .accessoryLinearCapacity, .linearCapacity:
            // Ours: the accessory bar is as thick as the accessory ring's stroke, `linearCapacity` 4 pt.
            let height = kind == .accessoryLinearCapacity ? metrics.lineWidth : ProgressView.barHeight
            let bar = Indicator.bar(fraction, tint: paint, height: height, group: group)
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
