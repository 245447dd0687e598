import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// The accessory gauges' size, paint and value label (docs/platform.md §6, "Accessory gauges").
//
// Measured on an iOS render (issue 33): an `accessoryCircularCapacity` gauge in a 76-pt Lock Screen
// `accessoryCircular` widget is a ring 58 pt across its outer edge with a 5.3-pt stroke, drawn in the
// primary color over a gray track, and its current value label's digits are 17.3 pt tall (a 24-pt
// font). iOS kept that size though the view offered the gauge 60 pt, so ours scales the figures
// with the device's circular accessory, not with the space offered. Our rules, from that one
// measurement: the scaling itself; the
// other accessory styles (the open `accessoryCircular` ring, the `accessoryLinear` and
// `accessoryLinearCapacity` bars) use the same stroke, paint and label; a gauge offered less than
// its size shrinks to fit rather than overflow; the value label shrinks to half before it truncates.

private struct AccessoryCircularSideKey: EnvironmentKey { static let defaultValue: Double? = nil }

extension EnvironmentValues {
    /// The side of the device's `accessoryCircular` widget (76 pt on large iPhones, 50 pt on a 45-mm
    /// watch); nil where the device has none, and outside a render.
    package var accessoryCircularSide: Double? {
        get { self[AccessoryCircularSideKey.self] }
        set { self[AccessoryCircularSideKey.self] = newValue }
    }
}

/// The accessory gauges' figures on this device: the iOS measurement × (circular side ÷ 76).
struct AccessoryGaugeMetrics: Equatable {
    /// The measured render (issue 33): widget side, ring's outer diameter, stroke, value label font.
    static let measuredSide = 76.0, measuredRing = 58.0, measuredStroke = 5.3, measuredValueFont = 24.0

    let ringDiameter: Double
    let lineWidth: Double
    let valueFontSize: Double
    /// Ours: the labels in `accessoryCircular`'s opening, 11 pt (iOS's caption2) at the measured size.
    let openingFontSize: Double

    init(side: Double) {
        let k = side / Self.measuredSide
        ringDiameter = Self.measuredRing * k
        lineWidth = Self.measuredStroke * k
        valueFontSize = Self.measuredValueFont * k
        openingFontSize = 11 * k
    }

    /// A device without a circular accessory (Mac, iPad without Lock Screen widgets, visionOS) draws
    /// the 76-pt iPhone figures (ours).
    init(_ environment: EnvironmentValues) {
        self.init(side: environment.accessoryCircularSide ?? Self.measuredSide)
    }

    /// The inside of the ring, which the value label must fit across.
    var innerDiameter: Double { max(0, ringDiameter - 2 * lineWidth) }

    /// A square of the gauge's size, smaller when offered less on either axis (ours: iOS's fixed
    /// size never overflows here), so a gauge in a short row keeps its round shape and width.
    func sized(_ node: ResolvedNode) -> ResolvedNode {
        .modified(.aspectRatio(1, contentMode: .fit),
                  .modified(.flexibleFrame(FlexibleFrame(maxWidth: ringDiameter, maxHeight: ringDiameter)), node))
    }
}

enum AccessoryGauge {
    /// The paint of an accessory gauge: the tint when `tint(_:)` set one (Apple's `Gauge` page tints
    /// gauges that way), else the current foreground, which is the primary label color unless the
    /// widget set another (measured: iOS does not use the accent color here, issue 33).
    static func paint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        if let tint = environment.tintStyle { return try tint.resolvePaint(in: environment) }
        return try environment.foregroundPaint()
    }

    /// The current value label, centered in the ring at the measured size, on one line, shrinking to
    /// fit the ring's inside. A font the label's own views set still wins, as over any style's font.
    static func centerLabel(_ view: AnyView?, metrics: AccessoryGaugeMetrics, in context: ResolveContext) throws -> [ResolvedNode] {
        guard let view else { return [] }
        let labelContext = context.withEnvironment {
            $0.font = .system(size: metrics.valueFontSize)
            $0.lineLimit = 1
            $0.minimumScaleFactor = 0.5
        }
        let nodes = try resolveChildren(view, in: labelContext)
        if nodes.isEmpty { return [] }
        return [.modified(.flexibleFrame(FlexibleFrame(maxWidth: metrics.innerDiameter)), stackIfNeeded(nodes))]
    }

    /// `accessoryCircularCapacity`: a closed ring filled clockwise from 12 o'clock over its track,
    /// `currentValueLabel` at the center [SUI-GaugeStyle.accessoryCircularCapacity]. Also a circular
    /// `ProgressView`, which Apple draws in widgets as this gauge (empty when indeterminate).
    static func capacityRing(_ fraction: Double, paint: ResolvedPaint, value: AnyView?, group: DrawGroup,
                             in context: ResolveContext) throws -> ResolvedNode {
        let metrics = AccessoryGaugeMetrics(context.environment)
        let ring = Indicator.ring(fraction, tint: paint, lineWidth: metrics.lineWidth, group: group)
        let center = try centerLabel(value, metrics: metrics, in: context)
        return metrics.sized(.stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [ring] + center)))
    }
}
